//! `paiju rules chicago …`: poker hand values and comparisons, straight from the engine (also
//! how independent references check it: plain, stable output). `Err`: the refusal for stderr.

use super::errors::hand_error;
use crate::cards::Card;
use crate::cards::notation::{format_cards, parse_naturals};
use crate::games::chicago::{compare as compare_hands, evaluate};
use crate::i18n::Locale;
use crate::render::errors::notation_error;

fn five(text: &str, locale: Locale) -> Result<Vec<Card>, String> {
    let cards = parse_naturals(text).map_err(|e| notation_error(&e, locale))?;
    evaluate(&cards).map_err(|e| hand_error(&e, locale))?;
    Ok(cards)
}

/// The category of a five-card hand, its points and the cards that make it.
pub fn hand(cards: &str, json: bool, locale: Locale) -> Result<Vec<String>, String> {
    let hand = five(cards, locale)?;
    let value = evaluate(&hand).expect("checked");
    Ok(vec![if json {
        serde_json::to_string(&value).expect("a hand value serializes")
    } else {
        let name = serde_json::to_value(value.category).expect("a category serializes");
        format!(
            "{} {} {}",
            name.as_str().unwrap_or_default(),
            value.points(),
            format_cards(&value.cards)
        )
    }])
}

/// `>`, `<` or `=`: two hands given as two arguments, or ten cards in a row. One deck holds
/// each card once, so a card in both hands is refused.
pub fn compare(cards: &[String], locale: Locale) -> Result<Vec<String>, String> {
    let two_args = cards.len() == 2 && cards.iter().all(|c| c.split_whitespace().count() > 1);
    let (a, b) = if two_args {
        (cards[0].clone(), cards[1].clone())
    } else {
        let all = parse_naturals(&cards.join(" ")).map_err(|e| notation_error(&e, locale))?;
        if all.len() != 10 {
            return Err(crate::t!(
                locale,
                "local-rules-two-hands",
                got = i64::try_from(all.len()).unwrap_or(i64::MAX)
            ));
        }
        (format_cards(&all[..5]), format_cards(&all[5..]))
    };
    let (a, b) = (five(&a, locale)?, five(&b, locale)?);
    if let Some(&shared) = a.iter().find(|c| b.contains(c)) {
        return Err(crate::t!(
            locale,
            "local-rules-card-in-both",
            card = crate::render::cards::card(locale, shared)
        ));
    }
    let sign = match compare_hands(&a, &b).expect("checked") {
        std::cmp::Ordering::Greater => ">",
        std::cmp::Ordering::Less => "<",
        std::cmp::Ordering::Equal => "=",
    };
    Ok(vec![sign.to_string()])
}

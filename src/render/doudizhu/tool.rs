//! `paiju rules doudizhu …`: legal plays and combination kinds, straight from the engine. These
//! are also how independent references check it, so the output is plain and stable: one play
//! per line in notation, or one JSON object. `Err`: the refusal for stderr.

use super::errors::invalid;
use crate::games::doudizhu::combos::{Invalid, beyond_the_deck};
use crate::games::doudizhu::{Kind, Players, RankCounts, classify, moves::legal_plays};
use crate::i18n::Locale;
use crate::render::errors::notation_error;
use crate::render::tool::Answer;

fn players(n: u8, locale: Locale) -> Result<Players, String> {
    Players::try_from(n).map_err(|_| {
        crate::i18n::lookup(
            locale,
            "local-arg-players",
            vec![("value", n.to_string().into())],
        )
    })
}

fn parse_cards(text: &str, locale: Locale) -> Result<RankCounts, String> {
    RankCounts::parse(text).map_err(|e| notation_error(&e, locale))
}

/// Every distinct legal play from `hand`, leading or following `follow`; `pass` last when
/// following.
pub fn moves(
    n: u8,
    hand: &str,
    follow: Option<&str>,
    locale: Locale,
) -> Result<Vec<String>, String> {
    let p = players(n, locale)?;
    let hand = parse_cards(hand, locale).map_err(|e| format!("--hand: {e}"))?;
    if let Some(rank) = beyond_the_deck(&hand, p) {
        let why = Invalid::MoreThanTheDeckHolds { rank };
        return Err(format!("--hand {hand}: {}", invalid(locale, &why)));
    }
    let follow = match follow.map(|f| parse_cards(f, locale)) {
        None => None,
        Some(Err(e)) => return Err(format!("--follow: {e}")),
        Some(Ok(cards)) => Some(
            classify(&cards, p)
                .map_err(|why| format!("--follow {cards}: {}", invalid(locale, &why)))?,
        ),
    };
    let mut plays = legal_plays(&hand, p, follow.as_ref());
    plays.sort_by_key(|c| (c.kind, c.len, c.main, c.cards.to_ranks()));
    let mut lines: Vec<String> = plays.iter().map(|c| c.cards.to_string()).collect();
    if follow.is_some() {
        lines.push("pass".to_string());
    }
    Ok(lines)
}

/// The combination kind and main rank of `cards`, or why they are no combination (a "no":
/// exit code 1).
pub fn classify_cards(n: u8, cards: &str, json: bool, locale: Locale) -> Result<Answer, String> {
    let p = players(n, locale)?;
    let cards = parse_cards(cards, locale)?;
    Ok(match classify(&cards, p) {
        Ok(c) => Answer::yes(vec![{
            let chain = c.kind.is_chain() || c.kind == Kind::Bomb;
            if json {
                serde_json::json!({
                    "kind": c.kind.name(),
                    "main": c.main.letter().to_string(),
                    "high": c.high().letter().to_string(),
                    "length": c.len,
                    "cards": c.cards.to_string(),
                })
                .to_string()
            } else if chain {
                format!("{} {} length {}", c.kind.name(), c.main.letter(), c.len)
            } else {
                format!("{} {}", c.kind.name(), c.main.letter())
            }
        }]),
        Err(why) => {
            let code = serde_json::to_value(why)
                .ok()
                .and_then(|v| v.get("reason").and_then(|r| r.as_str().map(String::from)))
                .unwrap_or_default();
            let text = invalid(locale, &why);
            Answer::no(vec![if json {
                serde_json::json!({"kind": "invalid", "reason": code, "why": text}).to_string()
            } else {
                format!("invalid {code}: {text}")
            }])
        }
    })
}

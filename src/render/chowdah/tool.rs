//! `paiju rules chowdah score …`: a player's best scoring arrangement, straight from the
//! engine, as one JSON object (also how independent references check it). `Err`: the refusal
//! for stderr.

use super::errors::score_error;
use crate::cards::notation::parse_cards;
use crate::games::Game;
use crate::games::Options;
use crate::games::chowdah::{Chowdah, Contract, score as best_score};
use crate::i18n::Locale;
use crate::render::errors::{notation_error, option_error};

/// The best colour and arrangement of `hand` beside the `exposed` melds, and its points.
pub fn score(
    hand: &str,
    exposed: &[String],
    contract: u8,
    chowdah: bool,
    options: &Options,
    locale: Locale,
) -> Result<Vec<String>, String> {
    let config = Chowdah::configure(options).map_err(|e| option_error(&e, locale))?;
    let Some(contract) = Contract::new(contract) else {
        return Err(format!(
            "--contract: {}",
            crate::t!(
                locale,
                "local-rules-contract-range",
                got = i64::from(contract)
            )
        ));
    };
    let hand = parse_cards(hand).map_err(|e| format!("--hand: {}", notation_error(&e, locale)))?;
    let melds = exposed
        .iter()
        .map(|m| {
            parse_cards(m).map_err(|e| format!("--exposed {m}: {}", notation_error(&e, locale)))
        })
        .collect::<Result<Vec<_>, String>>()?;
    let scored = best_score(&hand, &melds, contract, chowdah, config.score_rules())
        .map_err(|e| score_error(locale, &e))?;
    Ok(vec![
        serde_json::to_string(&scored).expect("a score serializes"),
    ])
}

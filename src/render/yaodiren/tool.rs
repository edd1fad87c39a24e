//! `paiju rules yaodiren kans …`: the best split of a hand into kans, its 砣 and 番, straight
//! from the engine (also how independent references check it). `Err`: the refusal for stderr.

use super::errors::no_split;
use super::text::fan_source;
use crate::cards::tiles::parse_tiles;
use crate::games::Game;
use crate::games::Options;
use crate::games::yaodiren::{Yaodiren, best_split};
use crate::i18n::Locale;
use crate::render::errors::{notation_error, option_error};
use crate::render::tiles::tiles;

/// The best split of `hand` into 7 kans (each kan's 砣, the total, whether it wins, the 番),
/// or why there is none.
pub fn kans(
    hand: &str,
    dealer: bool,
    options: &Options,
    json: bool,
    locale: Locale,
) -> Result<Vec<String>, String> {
    let config = Yaodiren::configure(options).map_err(|e| option_error(&e, locale))?;
    let hand = parse_tiles(hand).map_err(|e| format!("--hand: {}", notation_error(&e, locale)))?;
    let mut out = Vec::new();
    match best_split(&hand, dealer, &config) {
        Ok(value) if json => out.push(serde_json::to_string(&value).expect("a split serializes")),
        Ok(value) => {
            let best = &value.most_tuo;
            for k in &best.kans {
                out.push(format!("{}  {} 砣", tiles(locale, &k.tiles()), k.tuo()));
            }
            let verdict = if value.scored.is_some() {
                "wins"
            } else {
                "does not win"
            };
            out.push(format!(
                "{} 砣 (threshold {}{}), {verdict}, {} 番",
                best.tuo,
                best.threshold,
                if best.exempt {
                    ", all black: exempt"
                } else {
                    ""
                },
                value.fan()
            ));
            if let Some(other) = value.other_scored_split() {
                out.push(format!(
                    "番 counted on another winning split ({} 砣):",
                    other.tuo
                ));
                for k in &other.kans {
                    out.push(format!("  {}  {} 砣", tiles(locale, &k.tiles()), k.tuo()));
                }
            }
            for f in value.scored.iter().flat_map(|s| &s.fan_sources) {
                out.push(format!("  {}", fan_source(locale, f)));
            }
        }
        Err(why) if json => out.push(
            serde_json::json!({"kans": [], "tuo": 0, "wins": false, "fan": 0, "error": why})
                .to_string(),
        ),
        Err(why) => out.push(format!("no split: {}", no_split(&why, locale))),
    }
    Ok(out)
}

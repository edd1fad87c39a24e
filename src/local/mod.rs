//! The terminal frontend: the same table API and verbs as Discord, so every game can be played,
//! scripted and simulated without a Discord account.

pub mod cli;
pub mod play;
pub mod replay;
pub mod rules;
pub mod sim;
pub mod stdio;

use crate::games::Options;
use crate::i18n::Locale;

/// Table options from `--players` and `--option K=V`.
pub fn options(players: Option<u8>, pairs: &[String]) -> Options {
    let mut options = Options::parse_pairs(pairs.iter().map(String::as_str));
    if let Some(p) = players {
        options = options.with("players", p);
    }
    options
}

/// `--lang`, else `$LANG`, else English.
pub fn locale(lang: Option<&str>) -> Locale {
    match lang {
        Some(l) => Locale::from_tag(l),
        None => std::env::var("LANG").map_or(Locale::EnUs, |l| Locale::from_tag(&l)),
    }
}

//! The terminal frontend: the same table API and verbs as Discord, so every game can be played,
//! scripted and simulated without a Discord account.

pub mod arena;
pub mod cli;
pub mod images;
pub mod input;
pub mod league;
mod line_reader;
pub mod out;
pub mod play;
pub mod replay;
pub mod samples;
pub mod signals;
pub mod sim;
pub mod slash_words;
pub mod stdio;
pub mod tables;
pub mod words;

use crate::games::Options;
use crate::games::any::GameKind;
use crate::i18n::Locale;
use crate::render;
use crate::t;

/// Table options from `--players` and `--option K=V`.
pub fn options(players: Option<u8>, pairs: &[String]) -> Options {
    let mut options = Options::parse_pairs(pairs.iter().map(String::as_str));
    if let Some(p) = players {
        options = options.with("players", p);
    }
    options
}

/// The game and options a command line names (`GAME`, `--players`, `KEY=VALUE …`), or the
/// message to print: an unknown game lists the games, a bad count the allowed range.
pub fn game_and_options(
    name: &str,
    players: Option<u8>,
    pairs: &[String],
    locale: Locale,
) -> Result<(GameKind, Options), String> {
    let kind = game(name, locale)?;
    let players = self::players(kind, players, locale)?;
    Ok((kind, options(players, pairs)))
}

/// `--lang`, else `$LANG`, else English.
pub fn locale(lang: Option<Locale>) -> Locale {
    match lang {
        Some(l) => l,
        None => std::env::var("LANG").map_or(Locale::EnUs, |l| Locale::from_tag(&l)),
    }
}

/// The game a command line names, or a message listing the games.
pub fn game(name: &str, locale: Locale) -> Result<GameKind, String> {
    GameKind::from_name(name).ok_or_else(|| {
        let games: Vec<String> = GameKind::ALL
            .iter()
            .map(|&k| {
                let shown = render::game_name(locale, k);
                if shown.eq_ignore_ascii_case(k.name()) {
                    k.name().to_string()
                } else if shown
                    .get(..k.name().len())
                    .is_some_and(|head| head.eq_ignore_ascii_case(k.name()))
                {
                    // "Yaodiren (幺地人)" is shown as typed: "yaodiren (幺地人)".
                    format!("{}{}", k.name(), &shown[k.name().len()..])
                } else {
                    format!("{}{}", k.name(), t!(locale, "note", text = shown))
                }
            })
            .collect();
        t!(
            locale,
            "local-unknown-game",
            game = name,
            games = crate::i18n::series(locale, &games)
        )
    })
}

/// `--players`: checked against the game's range (`GameKind::seats`). A game with a fixed
/// number of players has no `players` option: the right number is accepted and dropped.
pub fn players(kind: GameKind, players: Option<u8>, locale: Locale) -> Result<Option<u8>, String> {
    let Some(p) = players else { return Ok(None) };
    let range = kind.seats();
    if !range.contains(&usize::from(p)) {
        let shown = if range.start() == range.end() {
            range.start().to_string()
        } else {
            format!("{}–{}", range.start(), range.end())
        };
        return Err(t!(
            locale,
            "local-players-range",
            game = render::game_name(locale, kind),
            range = shown,
            players = p
        ));
    }
    let has_option = kind.option_specs().iter().any(|s| s.key == "players");
    Ok(has_option.then_some(p))
}

/// A game's table options, for a message about a wrong `--option`:
/// `Table options (paiju play GAME --option KEY=VALUE): spring=on|off (off), …`.
pub fn option_list(kind: GameKind, locale: Locale) -> String {
    spec_list(kind.option_specs(), locale)
}

/// The options a wrong `--option` belongs with: the table's own (clock, hints, pictures) when
/// it named one of them, the game's when it named one of those, and both when it named none.
pub fn option_list_for(
    kind: GameKind,
    error: &crate::games::OptionError,
    locale: Locale,
) -> String {
    use crate::games::OptionError;
    use crate::table::timing::TABLE_OPTION_SPECS;
    let key = match error {
        OptionError::BadValue { key, .. } | OptionError::Conflict { key, .. } => key,
        OptionError::Unknown { .. } => {
            let all: Vec<crate::games::OptionSpec> = kind
                .option_specs()
                .iter()
                .chain(TABLE_OPTION_SPECS)
                .cloned()
                .collect();
            return spec_list(&all, locale);
        }
    };
    let key = crate::games::options::canonical_key(key);
    if TABLE_OPTION_SPECS.iter().any(|s| s.key == key) {
        spec_list(TABLE_OPTION_SPECS, locale)
    } else {
        option_list(kind, locale)
    }
}

fn spec_list(specs: &[crate::games::OptionSpec], locale: Locale) -> String {
    let options: Vec<String> = specs
        .iter()
        .map(|s| {
            t!(
                locale,
                "option-spec",
                setting = format!("{}={}", s.key, s.expected()),
                default = s.default
            )
        })
        .collect();
    t!(
        locale,
        "local-rules-options",
        options = crate::i18n::series(locale, &options)
    )
}

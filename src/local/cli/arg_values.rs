//! The values of the command line's arguments: each read, or refused with what it should be,
//! in the user's language.

use crate::games::Level;
use crate::games::arena::Agent;
use crate::i18n::Locale;

/// Why an argument's value was refused: the message `key` about `value`. `main` says it in
/// the user's language (the line's `--lang`, else `$LANG`) without clap's English frame;
/// `Display` says it in `$LANG`'s.
#[derive(Debug, thiserror::Error)]
#[error("{}", self.in_locale(crate::local::locale(None)))]
pub struct ArgRefusal {
    key: &'static str,
    value: String,
}

impl ArgRefusal {
    fn new(key: &'static str, value: &str) -> ArgRefusal {
        ArgRefusal {
            key,
            value: value.to_string(),
        }
    }

    pub fn in_locale(&self, locale: Locale) -> String {
        crate::i18n::lookup(
            locale,
            self.key,
            vec![("value", self.value.as_str().into())],
        )
    }
}

/// The language a command line asks for with `--lang X` or `--lang=X`, if it names one paiju
/// speaks: what a refusal of another of its arguments is said in.
pub fn lang_in(args: &[String]) -> Option<Locale> {
    let at = args
        .iter()
        .position(|a| a == "--lang" || a.starts_with("--lang="))?;
    let tag = match args[at].strip_prefix("--lang=") {
        Some(tag) => tag,
        None => args.get(at + 1)?,
    };
    parse_lang(tag).ok()
}

/// `--lang`: one of the languages paiju speaks (`en-US`, `zh-CN`, `ja`; `en`, `zh_CN.UTF-8`,
/// `ja-JP` … are read as those).
pub fn parse_lang(tag: &str) -> Result<Locale, ArgRefusal> {
    let t = tag.trim().to_lowercase().replace('_', "-");
    let known = ["en", "zh", "ja"]
        .iter()
        .any(|p| t == *p || t.starts_with(&format!("{p}-")) || t.starts_with(&format!("{p}.")));
    if known {
        Ok(Locale::from_tag(&t))
    } else {
        Err(ArgRefusal::new("local-unknown-language", tag))
    }
}

/// An argument's value, or what it should be (the message `key`, in the reader's language;
/// clap's own words would be "invalid digit found in string").
pub(super) fn parsed<T: std::str::FromStr>(text: &str, key: &'static str) -> Result<T, ArgRefusal> {
    text.trim()
        .parse()
        .map_err(|_| ArgRefusal::new(key, text.trim()))
}

/// `--level`: a bot level.
pub(super) fn parse_level(text: &str) -> Result<Level, ArgRefusal> {
    parsed(text, "local-unknown-level")
}

/// `sim --level`: a bot level, the fast one by default.
pub(super) fn parse_sim_level(text: &str) -> Result<Level, ArgRefusal> {
    parsed(text, "local-unknown-sim-level")
}

/// `--a`, `--b`: an arena agent (a level, or `naive`).
pub(super) fn parse_agent(text: &str) -> Result<Agent, ArgRefusal> {
    parsed(text, "local-unknown-agent")
}

/// A seed, or what one is.
pub(super) fn seed(text: &str) -> Result<u64, ArgRefusal> {
    parsed(text, "local-arg-seed")
}

/// A table size, or the sizes the games are for.
pub(super) fn players(text: &str) -> Result<u8, ArgRefusal> {
    parsed(text, "local-arg-players")
}

/// A seat number, or how seats are numbered.
pub(super) fn seat(text: &str) -> Result<u8, ArgRefusal> {
    parsed(text, "local-arg-seat")
}

/// A Discord server id, or what one looks like and where to find it.
pub(super) fn parse_guild(text: &str) -> Result<u64, ArgRefusal> {
    parsed(text, "local-arg-guild")
}

/// A count of games, deals or threads: a whole number, at least 1.
pub(super) fn at_least_one(text: &str) -> Result<u64, ArgRefusal> {
    match parsed(text, "local-arg-count")? {
        0 => Err(ArgRefusal::new("local-arg-count-zero", text.trim())),
        n => Ok(n),
    }
}

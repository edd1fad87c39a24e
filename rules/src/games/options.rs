//! Table settings as the users give them (`players=4`, `spring=on`), and the specs each game
//! declares them with. A game names each option once, as an `OptionSpec` (key, values,
//! default); `configure` reads values *through* the spec, so the key, its allowed values and its
//! default cannot drift apart between parsing, validation and help texts.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use thiserror::Error;

/// Raw `key=value` settings of a table, as typed by users. Keys are lowercase; `_` and `-` in
/// a key are the same (`turn_timeout` is `turn-timeout`): keys are stored with `-`, the one
/// spelling shown, and a stored key written with `_` still matches its spec.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Options(pub BTreeMap<String, String>);

/// The values an option takes, for help texts and slash command choices.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum OptionValues {
    Choice(&'static [&'static str]),
    Integer {
        min: i64,
        max: i64,
    },
    /// A duration such as `90s`, `12h`, `3d`.
    Duration,
}

/// One setting a game understands. `key` also names its help text in the locales
/// (`option-<game>-<key>`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct OptionSpec {
    pub key: &'static str,
    pub values: OptionValues,
    pub default: &'static str,
}

const ON_OFF: &[&str] = &["on", "off"];

impl OptionSpec {
    /// An `on`/`off` setting.
    pub const fn flag(key: &'static str, default_on: bool) -> OptionSpec {
        OptionSpec {
            key,
            values: OptionValues::Choice(ON_OFF),
            default: if default_on { "on" } else { "off" },
        }
    }

    /// One of fixed words; `default` must be one of them (a test per game checks it).
    pub const fn choice(
        key: &'static str,
        choices: &'static [&'static str],
        default: &'static str,
    ) -> OptionSpec {
        OptionSpec {
            key,
            values: OptionValues::Choice(choices),
            default,
        }
    }

    /// An integer in `min..=max`; `default` is written as it would be typed.
    pub const fn int(key: &'static str, min: i64, max: i64, default: &'static str) -> OptionSpec {
        OptionSpec {
            key,
            values: OptionValues::Integer { min, max },
            default,
        }
    }

    /// A duration (`90s`, `12h`, `off`); the table layer reads these.
    pub const fn duration(key: &'static str, default: &'static str) -> OptionSpec {
        OptionSpec {
            key,
            values: OptionValues::Duration,
            default,
        }
    }

    /// The allowed values as a message lists them: `on|off`, `3|4`, `10..100`, and for a
    /// duration its least value and its forms.
    pub fn expected(&self) -> String {
        match self.values {
            OptionValues::Choice(cs) => cs.join("|"),
            OptionValues::Integer { min, max } => format!("{min}..{max}"),
            OptionValues::Duration => DURATIONS.to_string(),
        }
    }
}

/// The table option `auto-pass` (on by default), in the option list of each game where a pass
/// can be a player's only legal move (Dou Dizhu's 要不起, a 幺地人 hand that cannot open): the
/// table then makes that pass at once (`Game::forced_pass`). A game's config checks its value
/// and keeps nothing: the move is the table's to make, the rules only say when it is forced.
pub const AUTO_PASS: OptionSpec = OptionSpec::flag("auto-pass", true);

/// What a duration option takes (the table layer parses them: `table::timing`): 10 seconds
/// or more in seconds, minutes, hours and days, combined as in `2h30m`, or `off`.
pub const DURATIONS: &str = "≥10s: 45s|2h30m|off";

#[derive(Clone, Debug, PartialEq, Eq, Error, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum OptionError {
    /// `known`: the keys that would be accepted (the table layer adds its own).
    #[error("unknown option `{key}`; options: {known:?}")]
    Unknown { key: String, known: Vec<String> },
    #[error("option `{key}`: `{value}` is not one of {expected}")]
    BadValue {
        key: String,
        value: String,
        expected: String,
    },
    #[error("option `{key}` `{value}` cannot be combined with `{other}`")]
    Conflict {
        key: String,
        value: String,
        other: String,
    },
}

/// The one spelling of a key: lowercase, `-` between words (`turn_timeout` → `turn-timeout`).
pub fn canonical_key(key: &str) -> String {
    key.trim().to_lowercase().replace('_', "-")
}

/// Whether a key as stored or typed names `spec_key` (either spelling).
fn same_key(key: &str, spec_key: &str) -> bool {
    canonical_key(key) == canonical_key(spec_key)
}

impl Options {
    pub fn new() -> Options {
        Options::default()
    }

    /// Parses `key=value` pairs (`--option target=30`); a bare `key` means `key=on`.
    pub fn parse_pairs<'a>(pairs: impl IntoIterator<Item = &'a str>) -> Options {
        let mut map = BTreeMap::new();
        for pair in pairs {
            let (k, v) = pair.split_once('=').unwrap_or((pair, "on"));
            map.insert(canonical_key(k), v.trim().to_string());
        }
        Options(map)
    }

    pub fn with(mut self, key: &str, value: impl ToString) -> Options {
        self.0.insert(canonical_key(key), value.to_string());
        self
    }

    pub fn get(&self, key: &str) -> Option<&str> {
        self.0
            .get(key)
            .or_else(|| {
                self.0
                    .iter()
                    .rev()
                    .find(|(k, _)| same_key(k, key))
                    .map(|(_, v)| v)
            })
            .map(String::as_str)
    }

    /// Rejects keys that no spec names.
    pub fn check_known(&self, specs: &[OptionSpec]) -> Result<(), OptionError> {
        match self
            .0
            .keys()
            .find(|k| !specs.iter().any(|s| same_key(k, s.key)))
        {
            Some(key) => Err(OptionError::Unknown {
                key: key.clone(),
                known: specs.iter().map(|s| s.key.to_string()).collect(),
            }),
            None => Ok(()),
        }
    }

    /// The settings whose keys `specs` name, and the rest: the table layer takes its own keys
    /// (turn clocks) out before the game reads the others.
    pub fn split(&self, specs: &[OptionSpec]) -> (Options, Options) {
        let (mine, rest) = self
            .0
            .iter()
            .map(|(k, v)| (k.clone(), v.clone()))
            .partition(|(k, _)| specs.iter().any(|s| same_key(k, s.key)));
        (Options(mine), Options(rest))
    }

    /// The value of `spec`, or its default: raw text, for the reader of a `Duration`.
    pub fn text<'a>(&'a self, spec: &OptionSpec) -> &'a str {
        self.get(spec.key).unwrap_or(spec.default)
    }

    /// An `on`/`off` spec (also `true/false`, `yes/no`, `1/0`).
    pub fn flag(&self, spec: &OptionSpec) -> Result<bool, OptionError> {
        let v = self.text(spec);
        match v.to_lowercase().as_str() {
            "on" | "true" | "yes" | "1" => Ok(true),
            "off" | "false" | "no" | "0" => Ok(false),
            _ => Err(bad(spec, v)),
        }
    }

    /// An integer spec, within its bounds.
    pub fn int(&self, spec: &OptionSpec) -> Result<i64, OptionError> {
        let v = self.text(spec);
        let OptionValues::Integer { min, max } = spec.values else {
            return Err(bad(spec, v));
        };
        match v.trim().parse::<i64>() {
            Ok(n) if (min..=max).contains(&n) => Ok(n),
            _ => Err(bad(spec, v)),
        }
    }

    /// A choice spec: one of its words (any case), returned as the spec spells it.
    pub fn choice(&self, spec: &OptionSpec) -> Result<&'static str, OptionError> {
        let v = self.text(spec);
        let OptionValues::Choice(choices) = spec.values else {
            return Err(bad(spec, v));
        };
        let lower = v.trim().to_lowercase();
        choices
            .iter()
            .copied()
            .find(|c| *c == lower)
            .ok_or_else(|| bad(spec, v))
    }
}

fn bad(spec: &OptionSpec, value: &str) -> OptionError {
    OptionError::BadValue {
        key: spec.key.to_string(),
        value: value.to_string(),
        expected: spec.expected(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SPRING: OptionSpec = OptionSpec::flag("spring", false);
    const PLAYERS: OptionSpec = OptionSpec::int("players", 3, 4, "3");
    const SCORING: OptionSpec = OptionSpec::choice("scoring", &["plain", "double"], "plain");

    #[test]
    fn values_are_read_through_their_spec_with_its_default() {
        let o = Options::parse_pairs(["Spring=on", "players = 4"]);
        assert_eq!(o.flag(&SPRING), Ok(true));
        assert_eq!(o.int(&PLAYERS), Ok(4));
        assert_eq!(o.choice(&SCORING), Ok("plain"));
        assert_eq!(Options::parse_pairs(["spring"]).flag(&SPRING), Ok(true));
        assert_eq!(Options::new().int(&PLAYERS), Ok(3));
    }

    #[test]
    fn a_bad_value_names_the_key_and_the_allowed_values() {
        let o = Options::parse_pairs(["players=5", "spring=maybe", "scoring=Triple"]);
        assert_eq!(
            o.int(&PLAYERS),
            Err(OptionError::BadValue {
                key: "players".into(),
                value: "5".into(),
                expected: "3..4".into()
            })
        );
        assert_eq!(
            o.flag(&SPRING),
            Err(OptionError::BadValue {
                key: "spring".into(),
                value: "maybe".into(),
                expected: "on|off".into()
            })
        );
        assert!(
            matches!(o.choice(&SCORING), Err(OptionError::BadValue { expected, .. }) if expected == "plain|double")
        );
    }

    #[test]
    fn unknown_keys_are_rejected_and_split_takes_a_layers_own_keys_out() {
        let specs = [SPRING];
        let o = Options::parse_pairs(["spring=on", "turn_timeout=12h"]);
        assert_eq!(
            o.check_known(&specs),
            Err(OptionError::Unknown {
                key: "turn-timeout".into(),
                known: vec!["spring".into()],
            })
        );
        let (game, table) = o.split(&specs);
        assert_eq!(game.check_known(&specs), Ok(()));
        assert_eq!(table.get("turn_timeout"), Some("12h"));
        assert_eq!(game.get("turn_timeout"), None);
    }

    #[test]
    fn both_spellings_of_a_key_name_the_same_option_and_the_dash_is_kept() {
        const FAN_CAP: OptionSpec = OptionSpec::int("fan-cap", 1, 9, "3");
        let typed = Options::parse_pairs(["fan_cap=5", "Turn-Timeout=1h"]);
        assert_eq!(typed.int(&FAN_CAP), Ok(5));
        assert_eq!(typed.get("turn_timeout"), Some("1h"));
        assert!(typed.0.contains_key("fan-cap") && typed.0.contains_key("turn-timeout"));
        // A key stored before with `_` still names its spec.
        let stored: Options = serde_json::from_str(r#"{"fan_cap": "4"}"#).unwrap();
        assert_eq!(stored.int(&FAN_CAP), Ok(4));
        assert_eq!(stored.check_known(&[FAN_CAP]), Ok(()));
    }
}

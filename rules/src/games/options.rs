//! Table settings as the users give them (`players=4`, `spring=on`), and the specs each game
//! declares them with. A game names each option once, as an `OptionSpec` (key, values,
//! default); `configure` reads values *through* the spec, so the key, its allowed values and its
//! default cannot drift apart between parsing, validation and help texts.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use thiserror::Error;

/// Raw `key=value` settings of a table, as typed by users. Keys are lowercase.
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

    /// The allowed values as a message lists them: `on|off`, `3|4`, `10..100`.
    pub fn expected(&self) -> String {
        match self.values {
            OptionValues::Choice(cs) => cs.join("|"),
            OptionValues::Integer { min, max } => format!("{min}..{max}"),
            OptionValues::Duration => "90s|30m|12h|3d|off".to_string(),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Error, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum OptionError {
    #[error("unknown option `{key}`")]
    Unknown { key: String },
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

impl Options {
    pub fn new() -> Options {
        Options::default()
    }

    /// Parses `key=value` pairs (`--option target=30`); a bare `key` means `key=on`.
    pub fn parse_pairs<'a>(pairs: impl IntoIterator<Item = &'a str>) -> Options {
        let mut map = BTreeMap::new();
        for pair in pairs {
            let (k, v) = pair.split_once('=').unwrap_or((pair, "on"));
            map.insert(k.trim().to_lowercase(), v.trim().to_string());
        }
        Options(map)
    }

    pub fn with(mut self, key: &str, value: impl ToString) -> Options {
        self.0.insert(key.to_lowercase(), value.to_string());
        self
    }

    pub fn get(&self, key: &str) -> Option<&str> {
        self.0.get(key).map(String::as_str)
    }

    /// Rejects keys that no spec names.
    pub fn check_known(&self, specs: &[OptionSpec]) -> Result<(), OptionError> {
        match self.0.keys().find(|k| !specs.iter().any(|s| s.key == *k)) {
            Some(key) => Err(OptionError::Unknown { key: key.clone() }),
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
            .partition(|(k, _)| specs.iter().any(|s| s.key == k));
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
                key: "turn_timeout".into()
            })
        );
        let (game, table) = o.split(&specs);
        assert_eq!(game.check_known(&specs), Ok(()));
        assert_eq!(table.get("turn_timeout"), Some("12h"));
        assert_eq!(game.get("turn_timeout"), None);
    }
}

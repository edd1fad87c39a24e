//! Table settings as the users give them (`players=4`, `spring=on`), and the typed checks each
//! game's `configure` runs on them. Every option a seed names is one of these.

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

    /// Rejects keys that no spec names (and the table-level keys every game shares).
    pub fn check_known(&self, specs: &[OptionSpec]) -> Result<(), OptionError> {
        for key in self.0.keys() {
            let known = specs.iter().any(|s| s.key == key) || TABLE_KEYS.contains(&key.as_str());
            if !known {
                return Err(OptionError::Unknown { key: key.clone() });
            }
        }
        Ok(())
    }

    /// `on/off` (also `true/false`, `yes/no`, `1/0`).
    pub fn flag(&self, key: &str, default: bool) -> Result<bool, OptionError> {
        match self.get(key) {
            None => Ok(default),
            Some(v) => match v.to_lowercase().as_str() {
                "on" | "true" | "yes" | "1" => Ok(true),
                "off" | "false" | "no" | "0" => Ok(false),
                _ => Err(bad(key, v, "on|off")),
            },
        }
    }

    /// An integer in `min..=max`.
    pub fn int(&self, key: &str, default: i64, min: i64, max: i64) -> Result<i64, OptionError> {
        match self.get(key) {
            None => Ok(default),
            Some(v) => match v.parse::<i64>() {
                Ok(n) if (min..=max).contains(&n) => Ok(n),
                _ => Err(bad(key, v, &format!("{min}..{max}"))),
            },
        }
    }

    /// One of fixed words.
    pub fn choice(
        &self,
        key: &str,
        default: &'static str,
        choices: &[&'static str],
    ) -> Result<&'static str, OptionError> {
        match self.get(key) {
            None => Ok(default),
            Some(v) => {
                let v = v.to_lowercase();
                choices
                    .iter()
                    .copied()
                    .find(|c| *c == v)
                    .ok_or_else(|| bad(key, &v, &choices.join("|")))
            }
        }
    }
}

/// Settings that belong to the table, not the game (turn clocks): every game accepts them.
pub const TABLE_KEYS: &[&str] = &["turn_timeout", "claim_timeout", "on_timeout", "reminders"];

fn bad(key: &str, value: &str, expected: &str) -> OptionError {
    OptionError::BadValue {
        key: key.to_string(),
        value: value.to_string(),
        expected: expected.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pairs_flags_and_ints() {
        let o = Options::parse_pairs(["Spring=on", "players = 4", "fast"]);
        assert_eq!(o.flag("spring", false), Ok(true));
        assert_eq!(o.flag("fast", false), Ok(true));
        assert_eq!(o.int("players", 3, 3, 4), Ok(4));
        assert_eq!(o.flag("absent", false), Ok(false));
    }

    #[test]
    fn bad_values_name_key_and_choices() {
        let o = Options::parse_pairs(["players=5", "spring=maybe"]);
        assert_eq!(
            o.int("players", 3, 3, 4),
            Err(OptionError::BadValue {
                key: "players".into(),
                value: "5".into(),
                expected: "3..4".into()
            })
        );
        assert!(matches!(
            o.flag("spring", false),
            Err(OptionError::BadValue { .. })
        ));
    }

    #[test]
    fn unknown_keys_are_rejected_table_keys_are_not() {
        let specs = [OptionSpec {
            key: "spring",
            values: OptionValues::Choice(&["on", "off"]),
            default: "off",
        }];
        let o = Options::parse_pairs(["spring=on", "turn_timeout=12h"]);
        assert_eq!(o.check_known(&specs), Ok(()));
        let o = Options::parse_pairs(["sprung=on"]);
        assert_eq!(
            o.check_known(&specs),
            Err(OptionError::Unknown {
                key: "sprung".into()
            })
        );
    }
}

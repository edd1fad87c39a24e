//! Suggestions while `/table new options:` is typed: the keys of the game's option specs and
//! of the table-wide ones (`TABLE_OPTION_SPECS`), then the values of the key being typed. Only
//! what the table would accept is offered: no key already given, no value outside its spec.
//! Keys are shown as they are written (`turn-timeout`); `turn_timeout` as typed finds it too.

use crate::games::OptionSpec;
use crate::games::options::{OptionValues, canonical_key};

/// Discord shows at most 25 suggestions, of at most 100 characters each.
const MAX: usize = 25;
const MAX_TEXT: usize = 100;

/// Durations offered for a clock option (any other duration typed is accepted as well).
const DURATIONS: &[&str] = &["auto", "off", "90s", "5m", "30m", "1h", "12h", "24h", "3d"];

/// The whole `options` strings to offer for `typed`: what was typed before the last word, then
/// each way to go on with that word (`spring=on han` → `spring=on hands=`). `specs` are the
/// game's then the table's.
pub fn option_choices(specs: &[&OptionSpec], typed: &str) -> Vec<String> {
    let (done, word) = match typed.rfind(char::is_whitespace) {
        Some(i) => (&typed[..=i], &typed[i + 1..]),
        None => ("", typed),
    };
    let given: Vec<String> = done
        .split_whitespace()
        .map(|pair| canonical_key(pair.split_once('=').map_or(pair, |(k, _)| k)))
        .collect();
    let prefix = if done.trim().is_empty() {
        String::new()
    } else {
        format!("{} ", done.trim_end())
    };
    let words: Vec<String> = match word.split_once('=') {
        Some((key, value)) => {
            let key = canonical_key(key);
            specs
                .iter()
                .find(|s| canonical_key(s.key) == key)
                .map(|spec| {
                    values(spec, value)
                        .into_iter()
                        .map(|v| format!("{}={v}", spec.key))
                        .collect()
                })
                .unwrap_or_default()
        }
        None => {
            let start = canonical_key(word);
            specs
                .iter()
                .filter(|s| !given.contains(&canonical_key(s.key)))
                .filter(|s| canonical_key(s.key).starts_with(&start))
                .map(|s| format!("{}=", s.key))
                .collect()
        }
    };
    words
        .into_iter()
        .map(|w| format!("{prefix}{w}"))
        .filter(|s| s.chars().count() <= MAX_TEXT)
        .take(MAX)
        .collect()
}

/// The values of `spec` that start with what was typed.
fn values(spec: &OptionSpec, typed: &str) -> Vec<String> {
    let typed = typed.trim().to_lowercase();
    let all: Vec<String> = match spec.values {
        OptionValues::Choice(cs) => cs.iter().map(ToString::to_string).collect(),
        OptionValues::Integer { min, max } => {
            // The default first, then the range in order (at most what Discord shows).
            let mut v: Vec<String> = vec![spec.default.to_string()];
            v.extend(
                (min..=max)
                    .map(|n| n.to_string())
                    .filter(|n| n != spec.default),
            );
            v
        }
        OptionValues::Duration => DURATIONS
            .iter()
            .filter(|d| **d != "auto" || spec.default == "auto")
            .map(ToString::to_string)
            .collect(),
    };
    all.into_iter().filter(|v| v.starts_with(&typed)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::any::GameKind;
    use crate::table::timing::TABLE_OPTION_SPECS;

    fn specs(kind: GameKind) -> Vec<&'static OptionSpec> {
        kind.option_specs()
            .iter()
            .chain(TABLE_OPTION_SPECS)
            .collect()
    }

    #[test]
    fn an_empty_box_offers_every_key_of_the_game_then_the_tables() {
        let got = option_choices(&specs(GameKind::Doudizhu), "");
        assert_eq!(
            got,
            vec![
                "players=",
                "spring=",
                "hands=",
                "auto-pass=",
                "turn-timeout=",
                "claim-timeout=",
                "on-timeout=",
                "reminders=",
                "hints=",
                "rated=",
                "images="
            ]
        );
    }

    #[test]
    fn a_key_being_typed_finds_its_spelling_and_keys_already_given_are_left_out() {
        let s = specs(GameKind::Doudizhu);
        assert_eq!(option_choices(&s, "turn_t"), vec!["turn-timeout="]);
        assert_eq!(
            option_choices(&s, "spring=on s"),
            Vec::<String>::new(),
            "spring is given already"
        );
        assert_eq!(
            option_choices(&s, "spring=on h"),
            vec!["spring=on hands=", "spring=on hints="]
        );
        assert!(
            option_choices(&s, "fan-cap").is_empty(),
            "not a Dou Dizhu key"
        );
    }

    #[test]
    fn values_are_only_the_allowed_ones() {
        let s = specs(GameKind::Doudizhu);
        assert_eq!(
            option_choices(&s, "players="),
            vec!["players=3", "players=4"]
        );
        assert_eq!(
            option_choices(&s, "spring="),
            vec!["spring=on", "spring=off"]
        );
        assert_eq!(
            option_choices(&s, "on_timeout=f"),
            vec!["on-timeout=forfeit"]
        );
        let hands = option_choices(&s, "hands=");
        assert_eq!(hands.len(), 25);
        assert_eq!(hands[0], "hands=1");
        assert_eq!(option_choices(&s, "hands=5"), vec!["hands=5", "hands=50"]);
        assert!(option_choices(&s, "hands=0").is_empty());
        assert!(option_choices(&s, "players=5").is_empty());
        assert!(option_choices(&s, "nonsense=").is_empty());
        let clock = option_choices(&s, "turn-timeout=1");
        assert_eq!(clock, vec!["turn-timeout=1h", "turn-timeout=12h"]);
    }

    #[test]
    fn every_offered_value_is_accepted_by_the_table() {
        for kind in [
            GameKind::Doudizhu,
            GameKind::Chicago,
            GameKind::Chowdah,
            GameKind::Yaodiren,
        ] {
            let s = specs(kind);
            for key in option_choices(&s, "") {
                for pair in option_choices(&s, &key) {
                    let options = crate::games::Options::parse_pairs([pair.as_str()]);
                    let (table, game) = options.split(TABLE_OPTION_SPECS);
                    // A value may conflict with another option's default (Chowdah's
                    // `joker-count` wants jokers on): the value itself is still valid.
                    let valid = |r: Result<(), crate::games::OptionError>| {
                        !matches!(
                            r,
                            Err(crate::games::OptionError::BadValue { .. }
                                | crate::games::OptionError::Unknown { .. })
                        )
                    };
                    let ok = valid(kind.configure(&game).map(drop))
                        && valid(
                            crate::table::timing::Timing::from_options(kind, &table).map(drop),
                        );
                    assert!(ok, "{kind:?}: {pair} offered but refused");
                }
            }
        }
    }
}

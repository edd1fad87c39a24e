//! Turn clocks: how long a seat may take, what happens when it does not act, and when to remind
//! it. Table options (every game accepts them): `turn-timeout` (`90s`, `12h`, `3d`, `off`),
//! `claim-timeout` (the shorter clock for 幺地人 claim windows), `on-timeout` (`auto`, `bot`,
//! `forfeit`) and `reminders` (`50%,1h`: halfway, and one hour before the deadline; `off`).
//!
//! Deadlines are not stored separately: a seat's clock starts at the logged time of the entry
//! that made it due to act, so replaying the log after a restart restores every deadline.

use super::log::OnTimeout;
use crate::games::any::{AnyConfig, GameKind};
use crate::games::{OptionError, OptionSpec, Options};
use serde::Serialize;

/// `auto`: the game's own default (`Game::DEFAULT_TURN_TIMEOUT`).
pub const TURN_TIMEOUT: OptionSpec = OptionSpec::duration("turn-timeout", "auto");
/// `auto`: follows the turn clock (`claim_window_for`).
pub const CLAIM_TIMEOUT: OptionSpec = OptionSpec::duration("claim-timeout", "auto");
pub const ON_TIMEOUT: OptionSpec =
    OptionSpec::choice("on-timeout", &["auto", "bot", "forfeit"], "auto");
/// `off`, or points like `50%,1h` (halfway, and one hour before the deadline).
pub const REMINDERS: OptionSpec = OptionSpec {
    key: "reminders",
    values: crate::games::options::OptionValues::Choice(&["50%,1h", "off"]),
    default: "50%,1h",
};

/// Whether a table opened in a guild with a running league season is rated (`rated=off`
/// opts out); the league reads it from the header (`league::derive`).
pub const RATED: OptionSpec = OptionSpec::flag("rated", true);
/// The table option `images` (on by default): `images=off` sends no pictures at this table.
/// Declared here with the table's other keys; `images` (the pictures layer, above the table)
/// reads it, the table never reaches up for it.
pub const IMAGES: OptionSpec = OptionSpec::flag("images", true);

/// The settings that belong to the table, not the game: every game accepts them, and the table
/// takes them out before the game reads its own.
/// The table's clock: how long a turn and a claim may take, and what happens then.
pub const CLOCK_OPTION_SPECS: &[OptionSpec] = &[TURN_TIMEOUT, CLAIM_TIMEOUT, ON_TIMEOUT, REMINDERS];

pub const TABLE_OPTION_SPECS: &[OptionSpec] = &[
    TURN_TIMEOUT,
    CLAIM_TIMEOUT,
    ON_TIMEOUT,
    REMINDERS,
    super::hint::HINTS,
    RATED,
    IMAGES,
];

const SECOND: i64 = 1_000;
const MINUTE: i64 = 60 * SECOND;
const HOUR: i64 = 60 * MINUTE;
const DAY: i64 = 24 * HOUR;

/// When, before a deadline, to remind a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Reminder {
    /// After this fraction (percent) of the time allowed.
    Elapsed(u8),
    /// This many milliseconds before the deadline.
    Before(i64),
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Timing {
    /// Milliseconds a seat has for its turn; `None`: no clock.
    pub turn_timeout: Option<i64>,
    /// Milliseconds for a claim window; `None`: no clock.
    pub claim_timeout: Option<i64>,
    pub on_timeout: OnTimeout,
    pub reminders: Vec<Reminder>,
}

impl Timing {
    /// The table's turn clocks from its options (the table's own keys), with the game's
    /// default turn (`Game::DEFAULT_TURN_TIMEOUT`: a day-long game must survive a night); a
    /// 幺地人 claim window defaults to 2 minutes, after which silence counts as a pass.
    /// A table's options checked whole: the game's (an unknown key is told with every key the
    /// table takes, the game's and its own) and the table's clock. The game's config and the
    /// timing, or the first refusal.
    pub fn check(kind: GameKind, options: &Options) -> Result<(AnyConfig, Timing), OptionError> {
        let (table_options, game_options) = options.split(TABLE_OPTION_SPECS);
        let config = kind.configure(&game_options).map_err(|e| match e {
            OptionError::Unknown { key, mut known } => {
                known.extend(TABLE_OPTION_SPECS.iter().map(|s| s.key.to_string()));
                OptionError::Unknown { key, known }
            }
            other => other,
        })?;
        Ok((config, Timing::from_options(kind, &table_options)?))
    }

    pub fn from_options(kind: GameKind, options: &Options) -> Result<Timing, OptionError> {
        let default_turn =
            i64::try_from(kind.default_turn_timeout().as_millis()).unwrap_or(i64::MAX);
        let turn_timeout = duration(options, &TURN_TIMEOUT, Some(default_turn))?;
        let claim_timeout = duration(options, &CLAIM_TIMEOUT, turn_timeout.map(claim_window_for))?;
        // Checked here so a bad value fails at `/table new`; the league, the pictures and
        // `/hint` read them later.
        options.flag(&RATED)?;
        options.flag(&IMAGES)?;
        options.flag(&super::hint::HINTS)?;
        let on_timeout = match options.choice(&ON_TIMEOUT)? {
            "bot" => OnTimeout::Bot,
            "forfeit" => OnTimeout::Forfeit,
            _ => OnTimeout::Auto,
        };
        let reminders = match options.get(REMINDERS.key) {
            None => vec![Reminder::Elapsed(50), Reminder::Before(HOUR)],
            Some(text) => parse_reminders(text).ok_or_else(|| OptionError::BadValue {
                key: REMINDERS.key.into(),
                value: text.into(),
                // In any language: `off`, or points before the deadline.
                expected: "50%,1h|50%|1h|off".into(),
            })?,
        };
        Ok(Timing {
            turn_timeout,
            claim_timeout,
            on_timeout,
            reminders,
        })
    }

    /// The moments, between `since` and `deadline`, at which to remind, in time order. Points
    /// before `since` (a 1-hour reminder on a 30-minute clock) are dropped.
    pub fn reminder_times(&self, since: i64, deadline: i64) -> Vec<i64> {
        let span = deadline - since;
        let mut times: Vec<i64> = self
            .reminders
            .iter()
            .map(|r| match *r {
                Reminder::Elapsed(p) => since + span * i64::from(p) / 100,
                Reminder::Before(ms) => deadline - ms,
            })
            .filter(|&t| t > since && t < deadline)
            .collect();
        times.sort_unstable();
        times.dedup();
        times
    }
}

/// A 幺地人 claim window's default length for a turn clock of `turn` ms: a quarter of it, at
/// least 30 seconds and at most the turn itself — short at a live table (`90s` → 30 s), long
/// enough at a slow one that an away player is not passed over (`12h` → 3 h)
/// (docs/rules/yaodiren.md#timeouts-and-forfeits).
pub fn claim_window_for(turn: i64) -> i64 {
    (turn / 4).max(30 * SECOND).min(turn)
}

fn duration(
    options: &Options,
    spec: &OptionSpec,
    default: Option<i64>,
) -> Result<Option<i64>, OptionError> {
    match options.get(spec.key) {
        None => Ok(default),
        Some(text) if text.trim().eq_ignore_ascii_case("auto") => Ok(default),
        Some(text) => parse_duration(text).map_err(|_| OptionError::BadValue {
            key: spec.key.into(),
            value: text.into(),
            expected: spec.expected(),
        }),
    }
}

/// Not a duration paiju understands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("not a duration of 10 seconds or more (like 45s, 30m, 2h30m, 3d), or off")]
pub struct BadDuration;

/// `90s`, `30m`, `12h`, `3d`, `1h30m`, `off` (no clock). At least 10 seconds.
pub fn parse_duration(text: &str) -> Result<Option<i64>, BadDuration> {
    let t = text.trim().to_lowercase();
    if matches!(t.as_str(), "off" | "none" | "0") {
        return Ok(None);
    }
    let mut total = 0i64;
    let mut number = String::new();
    for c in t.chars() {
        if c.is_ascii_digit() {
            number.push(c);
            continue;
        }
        let unit = match c {
            's' => SECOND,
            'm' => MINUTE,
            'h' => HOUR,
            'd' => DAY,
            _ => return Err(BadDuration),
        };
        let n: i64 = number.parse().map_err(|_| BadDuration)?;
        total = total
            .checked_add(n.checked_mul(unit).ok_or(BadDuration)?)
            .ok_or(BadDuration)?;
        number.clear();
    }
    if !number.is_empty() || total < 10 * SECOND {
        return Err(BadDuration);
    }
    Ok(Some(total))
}

fn parse_reminders(text: &str) -> Option<Vec<Reminder>> {
    let t = text.trim().to_lowercase();
    if t == "off" || t == "none" {
        return Some(Vec::new());
    }
    t.split(',')
        .map(|part| {
            let part = part.trim();
            if let Some(p) = part.strip_suffix('%') {
                let p: u8 = p.parse().ok()?;
                (1..100).contains(&p).then_some(Reminder::Elapsed(p))
            } else {
                parse_duration(part).ok().flatten().map(Reminder::Before)
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations() {
        assert_eq!(parse_duration("90s"), Ok(Some(90 * SECOND)));
        assert_eq!(parse_duration("12h"), Ok(Some(12 * HOUR)));
        assert_eq!(parse_duration("3d"), Ok(Some(3 * DAY)));
        assert_eq!(parse_duration("1h30m"), Ok(Some(90 * MINUTE)));
        assert_eq!(parse_duration("off"), Ok(None));
        assert!(parse_duration("5s").is_err(), "too short to be usable");
        assert!(parse_duration("12").is_err());
        assert!(parse_duration("12x").is_err());
        assert!(parse_duration("h").is_err());
    }

    #[test]
    fn each_game_brings_its_default_turn_clock() {
        let chowdah = Timing::from_options(GameKind::Chowdah, &Options::new()).unwrap();
        assert_eq!(chowdah.turn_timeout, Some(24 * HOUR));
        let auto = Options::parse_pairs(["turn_timeout=auto"]);
        let chowdah = Timing::from_options(GameKind::Chowdah, &auto).unwrap();
        assert_eq!(chowdah.turn_timeout, Some(24 * HOUR));
    }

    #[test]
    fn defaults_and_options() {
        let t = Timing::from_options(GameKind::Doudizhu, &Options::new()).unwrap();
        assert_eq!(t.turn_timeout, Some(12 * HOUR));
        assert_eq!(
            t.claim_timeout,
            Some(3 * HOUR),
            "a quarter of the 12 h turn"
        );
        assert_eq!(t.on_timeout, OnTimeout::Auto);
        let o = Options::parse_pairs(["turn_timeout=90s", "on_timeout=forfeit", "reminders=off"]);
        let t = Timing::from_options(GameKind::Doudizhu, &o).unwrap();
        assert_eq!(
            (t.turn_timeout, t.on_timeout),
            (Some(90 * SECOND), OnTimeout::Forfeit)
        );
        assert!(t.reminders.is_empty());
        assert!(
            Timing::from_options(
                GameKind::Doudizhu,
                &Options::parse_pairs(["on_timeout=nap"])
            )
            .is_err()
        );
        assert!(
            Timing::from_options(
                GameKind::Doudizhu,
                &Options::parse_pairs(["reminders=200%"])
            )
            .is_err()
        );
        let refused = |pair: &str| {
            Timing::from_options(GameKind::Chowdah, &Options::parse_pairs([pair])).unwrap_err()
        };
        assert_eq!(
            refused("hints=nope"),
            OptionError::BadValue {
                key: "hints".into(),
                value: "nope".into(),
                expected: "on|off".into()
            }
        );
        assert!(matches!(
            refused("turn-timeout=5y"),
            OptionError::BadValue { expected, .. } if expected == "≥10s: 45s|2h30m|off"
        ));
    }

    #[test]
    fn claim_windows_follow_the_turn_clock_unless_set() {
        let claim = |pairs: &[&str]| {
            let o = Options::parse_pairs(pairs.iter().copied());
            Timing::from_options(GameKind::Yaodiren, &o)
                .unwrap()
                .claim_timeout
        };
        assert_eq!(claim(&["turn_timeout=12h"]), Some(3 * HOUR));
        assert_eq!(claim(&["turn_timeout=3d"]), Some(18 * HOUR));
        assert_eq!(claim(&["turn_timeout=90s"]), Some(30 * SECOND));
        assert_eq!(
            claim(&["turn_timeout=20s"]),
            Some(20 * SECOND),
            "never longer than a turn"
        );
        assert_eq!(claim(&["turn_timeout=off"]), None);
        assert_eq!(
            claim(&["turn_timeout=12h", "claim_timeout=2m"]),
            Some(2 * MINUTE)
        );
        assert_eq!(
            claim(&["turn_timeout=12h", "claim_timeout=auto"]),
            Some(3 * HOUR)
        );
    }

    #[test]
    fn reminder_times_fall_inside_the_clock() {
        let t = Timing::from_options(GameKind::Doudizhu, &Options::new()).unwrap();
        // 12 h clock from 0: halfway (6 h) and 1 h before (11 h).
        assert_eq!(t.reminder_times(0, 12 * HOUR), vec![6 * HOUR, 11 * HOUR]);
        // A 30-minute clock: the 1-hour point would be before the start: dropped.
        assert_eq!(t.reminder_times(0, 30 * MINUTE), vec![15 * MINUTE]);
    }
}

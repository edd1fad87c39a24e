//! Table settings for Chicago: the player count, the target (52 or the short 30-point game) and
//! the optional "Chicago" call.

use crate::games::options::{OptionError, OptionSpec, Options};
use serde::{Deserialize, Serialize};

/// 2, 3 or 4 players, usually 4 (docs/rules/chicago.md#table-settings).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "u8", try_from = "u8")]
pub enum Players {
    Two,
    Three,
    Four,
}

impl Players {
    pub fn count(self) -> usize {
        match self {
            Players::Two => 2,
            Players::Three => 3,
            Players::Four => 4,
        }
    }

    /// Cards left in the stock after the deal: 52 − 5 per player.
    pub fn stock_size(self) -> usize {
        52 - HAND_SIZE * self.count()
    }
}

impl From<Players> for u8 {
    fn from(p: Players) -> u8 {
        u8::try_from(p.count()).expect("2 to 4 players")
    }
}

impl TryFrom<u8> for Players {
    type Error = String;
    fn try_from(n: u8) -> Result<Players, String> {
        match n {
            2 => Ok(Players::Two),
            3 => Ok(Players::Three),
            4 => Ok(Players::Four),
            _ => Err(format!("Chicago is for 2 to 4 players, not {n}")),
        }
    }
}

/// Five cards each (docs/rules/chicago.md#dealing).
pub const HAND_SIZE: usize = 5;

/// The score that ends the match. Serialized as the number itself (`52`, `30`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "u32", try_from = "u32")]
pub enum Target {
    /// 52 points: the standard game (docs/rules/chicago.md#table-settings).
    FiftyTwo,
    /// 30 points: the short game (docs/rules/chicago.md#table-settings).
    Thirty,
}

impl Target {
    pub fn points(self) -> u32 {
        match self {
            Target::FiftyTwo => 52,
            Target::Thirty => 30,
        }
    }

    /// From this score on a player may no longer exchange (docs/rules/chicago.md#exchanges):
    /// 46, and 24 in the 30-point game (the same six points short of the target).
    pub fn lock(self) -> u32 {
        match self {
            Target::FiftyTwo => 46,
            Target::Thirty => 24,
        }
    }
}

impl From<Target> for u32 {
    fn from(t: Target) -> u32 {
        t.points()
    }
}

impl TryFrom<u32> for Target {
    type Error = String;
    fn try_from(n: u32) -> Result<Target, String> {
        match n {
            52 => Ok(Target::FiftyTwo),
            30 => Ok(Target::Thirty),
            _ => Err(format!("the Chicago target is 52 or 30, not {n}")),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Config {
    pub players: Players,
    pub target: Target,
    /// The "Chicago" call variant (docs/rules/chicago.md#the-chicago-call): off unless the table
    /// asks for it.
    #[serde(default)]
    pub chicago_call: bool,
}

impl Default for Config {
    /// The standard game (docs/rules/chicago.md#table-settings): 4 players, target 52.
    fn default() -> Config {
        Config {
            players: Players::Four,
            target: Target::FiftyTwo,
            chicago_call: false,
        }
    }
}

pub const PLAYERS: OptionSpec = OptionSpec::choice("players", &["2", "3", "4"], "4");
pub const TARGET: OptionSpec = OptionSpec::choice("target", &["52", "30"], "52");
pub const CHICAGO_CALL: OptionSpec = OptionSpec::flag("chicago-call", false);
pub const OPTION_SPECS: &[OptionSpec] = &[PLAYERS, TARGET, CHICAGO_CALL];

impl Config {
    pub fn from_options(options: &Options) -> Result<Config, OptionError> {
        options.check_known(OPTION_SPECS)?;
        let players = match options.choice(&PLAYERS)? {
            "2" => Players::Two,
            "3" => Players::Three,
            _ => Players::Four,
        };
        let target = match options.choice(&TARGET)? {
            "30" => Target::Thirty,
            _ => Target::FiftyTwo,
        };
        Ok(Config {
            players,
            target,
            chicago_call: options.flag(&CHICAGO_CALL)?,
        })
    }

    pub fn seats(&self) -> usize {
        self.players.count()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_follow_the_seed_standard() {
        let c = Config::from_options(&Options::new()).unwrap();
        assert_eq!(c, Config::default());
        assert_eq!((c.seats(), c.target.points(), c.target.lock()), (4, 52, 46));
        assert!(!c.chicago_call);
        for spec in OPTION_SPECS {
            let from_spec = Config::from_options(&Options::new().with(spec.key, spec.default));
            assert_eq!(from_spec.unwrap(), c, "spec default of {}", spec.key);
        }
    }

    #[test]
    fn options_set_players_target_and_call() {
        let o = Options::parse_pairs(["players=2", "target=30", "chicago-call=on"]);
        let c = Config::from_options(&o).unwrap();
        assert_eq!(c.players, Players::Two);
        assert_eq!((c.target.points(), c.target.lock()), (30, 24));
        assert!(c.chicago_call);
        assert_eq!(c.players.stock_size(), 42);
    }

    #[test]
    fn bad_options_are_refused() {
        for bad in [
            "players=5",
            "players=1",
            "target=40",
            "chicago-call=maybe",
            "lock=40",
        ] {
            assert!(
                Config::from_options(&Options::parse_pairs([bad])).is_err(),
                "{bad} accepted"
            );
        }
    }

    #[test]
    fn config_json_is_small_and_round_trips() {
        let c = Config {
            players: Players::Three,
            target: Target::Thirty,
            chicago_call: true,
        };
        let json = serde_json::to_string(&c).unwrap();
        assert_eq!(json, r#"{"players":3,"target":30,"chicago_call":true}"#);
        assert_eq!(serde_json::from_str::<Config>(&json).unwrap(), c);
        assert!(serde_json::from_str::<Config>(r#"{"players":5,"target":52}"#).is_err());
        assert!(serde_json::from_str::<Config>(r#"{"players":4,"target":40}"#).is_err());
    }
}

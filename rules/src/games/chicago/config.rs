//! Table settings for Chicago: the player count, the target (52 or the short 30-point game) and
//! the optional "Chicago" call.

use crate::games::options::{OptionError, OptionSpec, OptionValues, Options};
use serde::{Deserialize, Serialize};

/// 2, 3 or 4 players (seed: "人数 2–4 人，通常 4 人").
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
        p.count() as u8
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

/// Seed: "每人 5 张".
pub const HAND_SIZE: usize = 5;

/// The score that ends the match. Serialized as the number itself (`52`, `30`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "u32", try_from = "u32")]
pub enum Target {
    /// Seed: "目标 52 分" — the standard game.
    FiftyTwo,
    /// Seed: "短版：目标 30 分".
    Thirty,
}

impl Target {
    pub fn points(self) -> u32 {
        match self {
            Target::FiftyTwo => 52,
            Target::Thirty => 30,
        }
    }

    /// From this score on a player may no longer exchange. Seed: "达到 46 分起就不能再换牌";
    /// RULES-NOTES: the 30-point game locks at 24 (the same six points short of the target).
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
    /// The "Chicago" call variant (seed §7, §8): off unless the table asks for it.
    #[serde(default)]
    pub chicago_call: bool,
}

impl Default for Config {
    /// Seed: "本说明的标准：4 人，换两次牌，最后一墩 5 分，目标 52 分".
    fn default() -> Config {
        Config {
            players: Players::Four,
            target: Target::FiftyTwo,
            chicago_call: false,
        }
    }
}

pub const OPTION_SPECS: &[OptionSpec] = &[
    OptionSpec {
        key: "players",
        values: OptionValues::Choice(&["2", "3", "4"]),
        default: "4",
    },
    OptionSpec {
        key: "target",
        values: OptionValues::Choice(&["52", "30"]),
        default: "52",
    },
    OptionSpec {
        key: "chicago-call",
        values: OptionValues::Choice(&["on", "off"]),
        default: "off",
    },
];

impl Config {
    pub fn from_options(options: &Options) -> Result<Config, OptionError> {
        options.check_known(OPTION_SPECS)?;
        let players = match options.choice("players", "4", &["2", "3", "4"])? {
            "2" => Players::Two,
            "3" => Players::Three,
            _ => Players::Four,
        };
        let target = match options.choice("target", "52", &["52", "30"])? {
            "30" => Target::Thirty,
            _ => Target::FiftyTwo,
        };
        Ok(Config {
            players,
            target,
            chicago_call: options.flag("chicago-call", false)?,
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

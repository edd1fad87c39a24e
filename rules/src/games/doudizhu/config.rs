//! Table settings for Dou Dizhu: the player count, the optional spring doubling and the
//! number of hands in a match.

use crate::games::options::{AUTO_PASS, OptionError, OptionSpec, Options};
use serde::{Deserialize, Serialize};

/// 3 or 4 players; several rules differ (deck, kitty, legal kinds, bombs, doubling).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "u8", try_from = "u8")]
pub enum Players {
    Three,
    Four,
}

impl Players {
    pub fn count(self) -> usize {
        match self {
            Players::Three => 3,
            Players::Four => 4,
        }
    }

    /// Cards dealt to each player: 17 each (3p), 25 each (4p)
    /// (docs/rules/doudizhu.md#players-cards-seats).
    pub fn hand_size(self) -> usize {
        match self {
            Players::Three => 17,
            Players::Four => 25,
        }
    }

    /// docs/rules/doudizhu.md#players-cards-seats: a 3-card kitty (3p), 8 cards (4p).
    pub fn kitty_size(self) -> usize {
        match self {
            Players::Three => 3,
            Players::Four => 8,
        }
    }

    /// Copies of each non-joker rank, and of each joker: one deck + 2 jokers (3p), two decks +
    /// 2 black + 2 red jokers (4p).
    pub fn copies(self) -> (u8, u8) {
        match self {
            Players::Three => (4, 1),
            Players::Four => (8, 2),
        }
    }
}

impl From<Players> for u8 {
    fn from(p: Players) -> u8 {
        u8::try_from(p.count()).expect("3 or 4 players")
    }
}

impl TryFrom<u8> for Players {
    type Error = String;
    fn try_from(n: u8) -> Result<Players, String> {
        match n {
            3 => Ok(Players::Three),
            4 => Ok(Players::Four),
            _ => Err(format!("Dou Dizhu is for 3 or 4 players, not {n}")),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Config {
    pub players: Players,
    /// Spring doubling (春天): not in the original rules, so off unless the table asks for it
    /// (docs/rules/doudizhu.md#spring-option).
    #[serde(default)]
    pub spring: bool,
    /// Hands in the match (docs/rules/doudizhu.md#a-match-of-several-hands); 1 unless the table
    /// asks for more, so a stored table that never named it replays as it was played.
    #[serde(default = "one_hand")]
    pub hands: u32,
}

fn one_hand() -> u32 {
    1
}

impl Default for Config {
    fn default() -> Config {
        Config {
            players: Players::Three,
            spring: false,
            hands: 1,
        }
    }
}

pub const PLAYERS: OptionSpec = OptionSpec::choice("players", &["3", "4"], "3");
pub const SPRING: OptionSpec = OptionSpec::flag("spring", false);
/// docs/rules/doudizhu.md#a-match-of-several-hands: default 1 (see there why).
pub const HANDS: OptionSpec = OptionSpec::int("hands", 1, 50, "1");
pub const OPTION_SPECS: &[OptionSpec] = &[PLAYERS, SPRING, HANDS, AUTO_PASS];

impl Config {
    pub fn from_options(options: &Options) -> Result<Config, OptionError> {
        options.check_known(OPTION_SPECS)?;
        let players = match options.choice(&PLAYERS)? {
            "4" => Players::Four,
            _ => Players::Three,
        };
        // Checked here, read by the table (`Game::forced_pass`).
        options.flag(&AUTO_PASS)?;
        Ok(Config {
            players,
            spring: options.flag(&SPRING)?,
            hands: u32::try_from(options.int(&HANDS)?).expect("at least 1"),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_and_options() {
        assert_eq!(
            Config::from_options(&Options::new()).unwrap(),
            Config::default()
        );
        let c = Config::from_options(&Options::parse_pairs(["players=4", "spring=on"])).unwrap();
        assert_eq!((c.players, c.spring, c.hands), (Players::Four, true, 1));
        let c = Config::from_options(&Options::parse_pairs(["hands=3"])).unwrap();
        assert_eq!(c.hands, 3);
        assert!(Config::from_options(&Options::parse_pairs(["hands=0"])).is_err());
        assert!(Config::from_options(&Options::parse_pairs(["players=5"])).is_err());
        assert!(Config::from_options(&Options::parse_pairs(["kitty=4"])).is_err());
    }

    #[test]
    fn deck_sizes_add_up() {
        for p in [Players::Three, Players::Four] {
            let (each, jokers) = p.copies();
            let deck = 13 * usize::from(each) + 2 * usize::from(jokers);
            assert_eq!(deck, p.count() * p.hand_size() + p.kitty_size());
        }
    }
}

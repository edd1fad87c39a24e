//! Table settings for Chowdah: players, match length, and every variant the rules name.
//!
//! docs/rules/chowdah.md#options-table-settings: 2–4 players; a match of an agreed number of
//! rounds (default one deal per player); options for the contract variant, each joker variant,
//! the ace scoring variant and the double-score variant. All variants are off by default.

use super::scoring::ScoreRules;
use crate::games::options::{OptionError, OptionSpec, Options};
use serde::{Deserialize, Serialize};

/// How jokers come into the game: the joker variants
/// (docs/rules/chowdah.md#options-table-settings).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "rule", content = "count")]
pub enum Jokers {
    /// Standard: one joker per player, dealt to them; 12 more cards each.
    Dealt,
    /// "将百搭牌洗入牌组": the players' jokers are shuffled into the deck; 13 cards each.
    Shuffled,
    /// "不使用百搭牌，每人发13张": no jokers; 13 cards each.
    None,
    /// "每人2张百搭牌：开局发1张，另1张洗入牌组": two per player, one dealt, one shuffled in.
    Two,
    /// "使用更多百搭牌（数量自定），每人发13张": this many jokers shuffled in; 13 cards each.
    More(u8),
}

impl Jokers {
    /// Jokers in the deck for `players`.
    pub fn total(self, players: usize) -> usize {
        match self {
            Jokers::Dealt | Jokers::Shuffled => players,
            Jokers::None => 0,
            Jokers::Two => 2 * players,
            Jokers::More(n) => usize::from(n),
        }
    }

    /// Jokers handed to each player before the deal.
    pub fn dealt_each(self) -> usize {
        match self {
            Jokers::Dealt | Jokers::Two => 1,
            _ => 0,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Config {
    /// 2 to 4.
    pub players: u8,
    /// Rounds in the match before any tie-break round.
    pub rounds: u8,
    /// The contract variant: round r plays contract r (1–8, then again from 1).
    #[serde(default)]
    pub contract: bool,
    pub jokers: Jokers,
    /// "若弃掉百搭牌，可额外进行一次回合": discarding a joker gives another turn.
    #[serde(default)]
    pub joker_extra_turn: bool,
    #[serde(default)]
    pub ace_scoring: bool,
    #[serde(default)]
    pub double_score: bool,
}

impl Default for Config {
    fn default() -> Config {
        Config::standard(4)
    }
}

impl Config {
    /// The standard game for `players`: one round each, no variant.
    pub fn standard(players: u8) -> Config {
        Config {
            players,
            rounds: players,
            contract: false,
            jokers: Jokers::Dealt,
            joker_extra_turn: false,
            ace_scoring: false,
            double_score: false,
        }
    }

    pub fn seats(&self) -> usize {
        usize::from(self.players)
    }

    pub fn score_rules(&self) -> ScoreRules {
        ScoreRules {
            ace_scoring: self.ace_scoring,
            double_score: self.double_score,
        }
    }

    /// Cards dealt to each player besides their own jokers: 13 in all.
    pub fn dealt_each(&self) -> usize {
        13 - self.jokers.dealt_each()
    }
}

pub const PLAYERS: OptionSpec = OptionSpec::choice("players", &["2", "3", "4"], "4");
/// `auto`: one round per player, or 8 with the contract variant.
pub const ROUNDS: OptionSpec = OptionSpec::int("rounds", 1, 24, "auto");
pub const CONTRACT: OptionSpec = OptionSpec::flag("contract", false);
pub const JOKERS: OptionSpec = OptionSpec::choice(
    "jokers",
    &["dealt", "shuffled", "none", "two", "more"],
    "dealt",
);
/// Only with `jokers=more`.
pub const JOKER_COUNT: OptionSpec = OptionSpec::int("joker-count", 1, 16, "8");
pub const JOKER_EXTRA_TURN: OptionSpec = OptionSpec::flag("joker-extra-turn", false);
pub const ACE_SCORING: OptionSpec = OptionSpec::flag("ace-scoring", false);
pub const DOUBLE_SCORE: OptionSpec = OptionSpec::flag("double-score", false);

pub const OPTION_SPECS: &[OptionSpec] = &[
    PLAYERS,
    ROUNDS,
    CONTRACT,
    JOKERS,
    JOKER_COUNT,
    JOKER_EXTRA_TURN,
    ACE_SCORING,
    DOUBLE_SCORE,
];

impl Config {
    pub fn from_options(options: &Options) -> Result<Config, OptionError> {
        options.check_known(OPTION_SPECS)?;
        let players: u8 = options
            .choice(&PLAYERS)?
            .parse()
            .expect("choices are numbers");
        let contract = options.flag(&CONTRACT)?;
        let rounds = if options.text(&ROUNDS).eq_ignore_ascii_case("auto") {
            if contract { 8 } else { players }
        } else {
            u8::try_from(options.int(&ROUNDS)?).expect("at most 24")
        };
        let jokers = match options.choice(&JOKERS)? {
            "shuffled" => Jokers::Shuffled,
            "none" => Jokers::None,
            "two" => Jokers::Two,
            "more" => Jokers::More(u8::try_from(options.int(&JOKER_COUNT)?).expect("at most 16")),
            _ => Jokers::Dealt,
        };
        if let (Some(count), false) = (
            options.get(JOKER_COUNT.key),
            matches!(jokers, Jokers::More(_)),
        ) {
            return Err(OptionError::Conflict {
                key: JOKER_COUNT.key.into(),
                value: count.to_string(),
                other: format!("jokers={}", options.text(&JOKERS)),
            });
        }
        Ok(Config {
            players,
            rounds,
            contract,
            jokers,
            joker_extra_turn: options.flag(&JOKER_EXTRA_TURN)?,
            ace_scoring: options.flag(&ACE_SCORING)?,
            double_score: options.flag(&DOUBLE_SCORE)?,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn conf(pairs: &[&str]) -> Result<Config, OptionError> {
        Config::from_options(&Options::parse_pairs(pairs.iter().copied()))
    }

    #[test]
    fn defaults_are_the_standard_game() {
        assert_eq!(conf(&[]).unwrap(), Config::default());
        assert_eq!(conf(&[]).unwrap().rounds, 4);
        let c = conf(&["players=2"]).unwrap();
        assert_eq!((c.players, c.rounds), (2, 2));
        assert_eq!(c.dealt_each(), 12);
    }

    #[test]
    fn every_option_is_read() {
        let c = conf(&[
            "players=3",
            "contract=on",
            "jokers=more",
            "joker-count=10",
            "joker-extra-turn",
            "ace-scoring=on",
            "double-score=on",
        ])
        .unwrap();
        assert_eq!(c.rounds, 8);
        assert_eq!(c.jokers, Jokers::More(10));
        assert_eq!(c.jokers.total(3), 10);
        assert_eq!(c.dealt_each(), 13);
        assert!(c.joker_extra_turn && c.ace_scoring && c.double_score && c.contract);
        let c = conf(&["rounds=6", "contract=on", "jokers=two"]).unwrap();
        assert_eq!((c.rounds, c.jokers.total(4), c.dealt_each()), (6, 8, 12));
        assert_eq!(conf(&["jokers=none"]).unwrap().jokers.total(4), 0);
        assert_eq!(conf(&["jokers=shuffled"]).unwrap().dealt_each(), 13);
    }

    #[test]
    fn bad_options_are_refused() {
        assert!(conf(&["players=5"]).is_err());
        assert!(conf(&["rounds=0"]).is_err());
        assert!(conf(&["jokers=many"]).is_err());
        assert!(conf(&["colour=red"]).is_err());
        assert!(matches!(
            conf(&["joker-count=3"]),
            Err(OptionError::Conflict { .. })
        ));
        for spec in OPTION_SPECS {
            let key = spec.key;
            assert_eq!(key, key.to_lowercase());
            assert!(key.chars().all(|c| c.is_ascii_lowercase() || c == '-'));
        }
    }

    #[test]
    fn config_json_is_simple() {
        let c = conf(&["jokers=more", "joker-count=6"]).unwrap();
        let json = serde_json::to_value(&c).unwrap();
        assert_eq!(
            json["jokers"],
            serde_json::json!({"rule": "more", "count": 6})
        );
        let back: Config = serde_json::from_value(json).unwrap();
        assert_eq!(back, c);
    }
}

//! What every game's bots share: the levels, the seeded RNG and the budget a decision gets.
//!
//! A bot never sees a game: `Game::info_state(seat)` builds the seat's information state (its
//! view plus the public history it has seen), and the game's `Bot` decides from that alone.
//! That is the type-level guarantee that a bot cannot peek at another hand or the stock, and
//! the per-game tests check it (two states differing only in hidden cards, same decision).
//!
//! Decisions are reproducible: the RNG is seeded by the caller, and the searching levels
//! count their work in rollouts, not in wall-clock time, so a table replaying a bot's timeout
//! move from its log decides exactly as it did live. The optional `deadline` is for callers
//! that record the action they got (the arena, `/hint`), never for replayed decisions.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;
use std::time::{Duration, Instant};

/// How hard a bot plays.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
#[serde(rename_all = "snake_case")]
pub enum Level {
    /// One-rule heuristics, as fast as it gets (the simulator's and the tests' bots).
    Easy,
    /// The game's known strategy, without search.
    Normal,
    /// Search over the hidden cards (where the game has it) on top of the strategy: the
    /// default, the strongest level within the time budget.
    #[default]
    Hard,
}

impl Level {
    pub const ALL: [Level; 3] = [Level::Easy, Level::Normal, Level::Hard];

    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Normal => "normal",
            Level::Hard => "hard",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A level name that is not one.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a bot level (easy, normal, hard)")]
pub struct UnknownLevel(pub String);

impl FromStr for Level {
    type Err = UnknownLevel;

    fn from_str(s: &str) -> Result<Level, UnknownLevel> {
        Level::ALL
            .into_iter()
            .find(|l| l.name().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| UnknownLevel(s.to_string()))
    }
}

/// The RNG bots draw from (sampling hidden cards, breaking ties).
pub type BotRng = ChaCha8Rng;

/// How a bot is asked to decide.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BotParams {
    pub level: Level,
    /// Seeds the bot's RNG: the same information and seed give the same decision.
    pub seed: u64,
    /// Wall-clock cap on top of the level's fixed amount of work; `None` keeps the decision
    /// reproducible (replayed timeouts).
    pub deadline: Option<Duration>,
}

impl BotParams {
    pub fn new(level: Level, seed: u64) -> BotParams {
        BotParams {
            level,
            seed,
            deadline: None,
        }
    }

    pub fn easy() -> BotParams {
        BotParams::new(Level::Easy, 0)
    }
}

/// What a decision may spend: the RNG and the clock. Both are set up on first use, so the
/// easy bots (the simulator's) pay for neither.
pub struct BotCtx {
    pub level: Level,
    seed: u64,
    rng: Option<BotRng>,
    started: Option<Instant>,
    deadline: Option<Duration>,
}

impl BotCtx {
    pub fn new(params: &BotParams) -> BotCtx {
        BotCtx {
            level: params.level,
            seed: params.seed,
            rng: None,
            // The clock is read only when there is a deadline to keep.
            started: params.deadline.map(|_| Instant::now()),
            deadline: params.deadline,
        }
    }

    /// The decision's RNG, seeded from `BotParams::seed`.
    pub fn rng(&mut self) -> &mut BotRng {
        let seed = self.seed;
        self.rng.get_or_insert_with(|| BotRng::seed_from_u64(seed))
    }

    /// Whether the wall-clock cap (if any) is spent: searches stop early then.
    pub fn out_of_time(&self) -> bool {
        match (self.started, self.deadline) {
            (Some(t), Some(d)) => t.elapsed() >= d,
            _ => false,
        }
    }
}

/// One game's bot: decides from the seat's information state, nothing else.
pub trait Bot<G: crate::games::Game> {
    fn decide(info: &G::Info, ctx: &mut BotCtx) -> G::Action;
}

/// A uniform index below `n` (`n > 0`) for bots (not for deals: bots need no stable stream).
pub fn pick(rng: &mut BotRng, n: usize) -> usize {
    use rand::Rng;
    debug_assert!(n > 0);
    let n64 = n as u64;
    usize::try_from(rng.next_u64() % n64).expect("below n")
}

/// Builds the tables the `hard` bots sample once per process (Chicago's race to the target,
/// its exchange keeps and odds), so that no table's first bot move waits for them: a
/// fraction of a second of work, best done off the async runtime at start-up.
pub fn warm_up() {
    super::chicago::warm_up();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_parse_from_their_names_and_nothing_else() {
        for l in Level::ALL {
            assert_eq!(l.name().parse::<Level>(), Ok(l));
        }
        assert_eq!("HARD".parse::<Level>(), Ok(Level::Hard));
        assert!("expert".parse::<Level>().is_err());
    }

    #[test]
    fn the_same_seed_gives_the_same_draws() {
        let mut a = BotCtx::new(&BotParams::new(Level::Hard, 9));
        let mut b = BotCtx::new(&BotParams::new(Level::Hard, 9));
        let xs: Vec<usize> = (0..20).map(|_| pick(a.rng(), 1000)).collect();
        let ys: Vec<usize> = (0..20).map(|_| pick(b.rng(), 1000)).collect();
        assert_eq!(xs, ys);
    }
}

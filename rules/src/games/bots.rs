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

use crate::games::{ChanceOf, HintReason};
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
    /// Whether a search of this decision ran its course and chose (`cut_short`): a hint only
    /// then says that its move scored best.
    searched: bool,
    /// What the search measured for its move against the policy's, when it chose another
    /// (`found`): a hint can then say by how much.
    edge: Option<Edge>,
    /// Tests' clock: out of time after this many more checks (a deadline that strikes at a
    /// chosen point of a search, the same on every machine).
    #[cfg(test)]
    checks_left: std::cell::Cell<Option<usize>>,
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
            searched: false,
            edge: None,
            #[cfg(test)]
            checks_left: std::cell::Cell::new(None),
        }
    }

    /// The clock runs out at the `checks`-th call of `out_of_time` (tests only).
    #[cfg(test)]
    pub(crate) fn stop_after(self, checks: usize) -> BotCtx {
        self.checks_left.set(Some(checks));
        self
    }

    /// The decision's RNG, seeded from `BotParams::seed`.
    pub fn rng(&mut self) -> &mut BotRng {
        let seed = self.seed;
        self.rng.get_or_insert_with(|| BotRng::seed_from_u64(seed))
    }

    /// `cut_short`, remembered: whether this search keeps the policy's move, or chose.
    pub fn cut_short(&mut self, done: usize, planned: usize, min: usize) -> bool {
        let short = cut_short(done, planned, min);
        self.searched = !short;
        short
    }

    /// Whether the move came from a search that ran its course (not the policy's, kept
    /// because there was nothing to compare or the deadline cut the search short).
    pub fn searched(&self) -> bool {
        self.searched
    }

    /// The search chose another move than the policy's: over the same sampled worlds, its
    /// chance of winning (`of`) came to `chance`, the policy's move's to `usual`.
    pub fn found(&mut self, of: ChanceOf, chance: f64, usual: f64) {
        self.edge = Some(Edge { chance, usual, of });
    }

    /// What `found` recorded, if the search chose another move than the policy's by a
    /// chance of winning.
    pub fn edge(&self) -> Option<Edge> {
        self.edge
    }

    /// Whether the wall-clock cap (if any) is spent: searches stop early then.
    pub fn out_of_time(&self) -> bool {
        #[cfg(test)]
        if let Some(left) = self.checks_left.get() {
            self.checks_left.set(Some(left.saturating_sub(1)));
            return left == 0;
        }
        match (self.started, self.deadline) {
            (Some(t), Some(d)) => t.elapsed() >= d,
            _ => false,
        }
    }
}

/// The clock, RNG and record the one search driver (`search::run`) spends and reports to.
impl super::search::Clock for BotCtx {
    fn rng(&mut self) -> &mut BotRng {
        BotCtx::rng(self)
    }

    fn out_of_time(&self) -> bool {
        BotCtx::out_of_time(self)
    }

    fn cut_short(&mut self, done: usize, planned: usize, min: usize) -> bool {
        BotCtx::cut_short(self, done, planned, min)
    }
}

/// A search's move against the policy's, as chances of winning (0 to 1) over the same
/// sampled worlds.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Edge {
    pub chance: f64,
    pub usual: f64,
    pub of: ChanceOf,
}

impl Edge {
    /// The hint's reason, in whole percents; `None` when they round to the same number (or
    /// the wrong way), where "41% against 41%" would explain nothing.
    pub fn reason<R>(self) -> Option<HintReason<R>> {
        // Clamped to 0..=100 first, so the cast cannot truncate.
        #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
        let percent = |x: f64| (x.clamp(0.0, 1.0) * 100.0).round() as u8;
        let (chance, usual) = (percent(self.chance), percent(self.usual));
        (chance > usual).then_some(HintReason::BetterChance {
            chance,
            usual,
            of: self.of,
        })
    }
}

/// Whether a search that sampled `done` of its `planned` worlds saw too few to overrule the
/// policy's own choice: fewer than `min` (or than all it planned, when it plans fewer). Only a
/// deadline stops a search short (a hint's 50 ms on a loaded machine or a debug build), and
/// the best of a few noisy averages is mostly luck: a Chicago hint cut short on a loaded CI
/// machine once said to throw a pair of nines.
pub fn cut_short(done: usize, planned: usize, min: usize) -> bool {
    done < min.min(planned)
}

/// A decision from the seat's information state alone, as a plain function (`Bot::NAIVE`).
pub type Agent<G> = fn(&<G as crate::games::Game>::Info) -> <G as crate::games::Game>::Action;

/// One game's bot: decides from the seat's information state, nothing else.
pub trait Bot<G: crate::games::Game> {
    fn decide(info: &G::Info, ctx: &mut BotCtx) -> G::Action;

    /// Builds what `decide` at `level` reads that is built once per process (Chicago's sampled
    /// tables), before the decision's clock starts: a first hint must not spend its 50 ms on
    /// them and, cut short, offer the `normal` move where a second hint offers another.
    fn prepare(_info: &G::Info, _level: Level) {}

    /// Builds what `prepare` would, for every config the game has, so that no table's first
    /// bot move waits for it: at start-up, off the async runtime (`any::warm_up`). Most bots
    /// build nothing.
    fn warm_up() {}

    /// A public rule-based agent to measure the levels against (`paiju arena --b naive`),
    /// if the game has one: like the bot, it decides from the seat's information alone.
    const NAIVE: Option<Agent<G>> = None;
}

/// A uniform index below `n` (`n > 0`) for bots (not for deals: bots need no stable stream).
pub fn pick(rng: &mut BotRng, n: usize) -> usize {
    use rand::Rng;
    debug_assert!(n > 0);
    let n64 = n as u64;
    usize::try_from(rng.next_u64() % n64).expect("below n")
}

#[cfg(test)]
mod tests {
    use super::*;

    type HintReason = crate::games::HintReason<()>;

    #[test]
    fn a_search_cut_short_of_its_minimum_defers_to_the_policy_and_a_small_full_one_does_not() {
        assert!(cut_short(0, 700, 16));
        assert!(cut_short(15, 700, 16));
        assert!(!cut_short(16, 700, 16));
        // A search that plans fewer worlds than the minimum and does them all still decides.
        assert!(!cut_short(4, 4, 16));
        assert!(cut_short(3, 4, 16));
    }

    #[test]
    fn a_search_edge_is_told_in_whole_percents_and_only_when_they_differ() {
        let edge = |chance, usual| {
            Edge {
                chance,
                usual,
                of: ChanceOf::Match,
            }
            .reason()
        };
        assert_eq!(
            edge(0.414, 0.356),
            Some(HintReason::BetterChance {
                chance: 41,
                usual: 36,
                of: ChanceOf::Match
            })
        );
        // 41% against 41% would explain nothing; the search's "best" stands.
        assert_eq!(edge(0.412, 0.408), None);
        assert_eq!(edge(0.30, 0.35), None);
        // Clamped: the text never says more than 100%.
        assert_eq!(
            edge(1.2, 0.5),
            Some(HintReason::BetterChance {
                chance: 100,
                usual: 50,
                of: ChanceOf::Match
            })
        );
    }

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

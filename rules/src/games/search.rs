//! The one determinized search every game's `hard` bot runs: sample the hidden cards as the
//! seat might meet them, play every candidate move in each sampled world, and keep the move
//! that scores best over the same worlds (so the comparison is fair).
//!
//! The games differ in three things only, which they hand in: how a world is sampled (each
//! game's own sampler, the same one `Resample` deals full states with), how a candidate is
//! valued in a world (a play-out, an exact endgame, a look two draws ahead) and which rule
//! picks the winner from the tallies (`Outcome`'s best mean, a clear paired edge, or the
//! survivor of successive halving). The loop, the budget and the bookkeeping are here once:
//!
//! - the work is counted in worlds and in the evaluation's own steps (turns played out), never
//!   in time, so the same information and seed give the same move (`bots`); the deadline only
//!   cuts a search short, and a search cut short before `min_worlds` keeps the policy's move,
//!   which is always candidate 0 (`bots::cut_short`);
//! - the RNG is drawn from in one order: a world's sample, then each candidate's evaluation in
//!   candidate order, world after world. A game moved onto this driver keeps its decisions
//!   byte for byte when it drew in that order before.

use rand_chacha::ChaCha8Rng;
use std::ops::AddAssign;

/// What a search spends and reports to: the decision's RNG, its clock and its record of
/// whether it ran its course (`bots::BotCtx`). A trait, so that this driver names nothing of
/// the bots' module (which names the games, which run this driver).
pub trait Clock {
    /// The decision's RNG (`bots::BotRng`).
    fn rng(&mut self) -> &mut ChaCha8Rng;
    /// Whether the wall-clock cap (if any) is spent.
    fn out_of_time(&self) -> bool;
    /// Whether `done` of `planned` worlds are too few to overrule the policy (`bots::cut_short`),
    /// remembered for the hint.
    fn cut_short(&mut self, done: usize, planned: usize, min: usize) -> bool;
}

/// A candidate's value in one world: a chance or a stake (`f64`), or a game's whole-number
/// yardstick (`i64`, summed exactly).
pub trait Score: Copy + Default + AddAssign {
    fn as_f64(self) -> f64;
}

impl Score for f64 {
    fn as_f64(self) -> f64 {
        self
    }
}

impl Score for i64 {
    // A yardstick's values are far below 2^53; a sentinel far out of range stays far out.
    #[allow(clippy::cast_precision_loss)]
    fn as_f64(self) -> f64 {
        self as f64
    }
}

/// What a search may spend.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// Worlds a round samples at most (every candidate still in the running meets each).
    pub worlds: usize,
    /// Fewer worlds than this in the first round, the deadline having struck, leave the
    /// policy's move standing (`bots::cut_short`).
    pub min_worlds: usize,
    /// The evaluations' steps (turns played out, positions solved) after which no further world
    /// is sampled; split evenly over the rounds of a halving search. `usize::MAX`: worlds only.
    pub steps: usize,
    /// Worlds a round samples before the step budget may end it (a paired spread needs a few).
    pub steps_after: usize,
    /// Successive halving: every round plays the surviving candidates in the same fresh worlds
    /// and keeps the better half (by total), until one is left; the close calls get most of
    /// the work. Otherwise one round for all candidates.
    pub halving: bool,
}

impl Budget {
    /// A fixed number of worlds for every candidate, no step budget.
    pub fn worlds(worlds: usize, min_worlds: usize) -> Budget {
        Budget {
            worlds,
            min_worlds,
            steps: usize::MAX,
            steps_after: 0,
            halving: false,
        }
    }
}

/// What an evaluation may use besides its world: the decision's RNG (a play-out's random
/// draws) and the step counter the budget reads.
pub struct Work<'a> {
    pub rng: &'a mut ChaCha8Rng,
    pub steps: &'a mut usize,
}

/// One candidate against the policy's move (candidate 0) over the worlds both met.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Paired {
    pub met: u32,
    /// Worlds this candidate won (valued above 0), and the policy's move won.
    pub wins: u32,
    pub first_wins: u32,
    /// Sum of the differences (this less the policy's move) and of their squares.
    pub diff: f64,
    pub diff_sq: f64,
}

/// The tallies of a search.
#[derive(Clone, Debug, PartialEq)]
pub struct Outcome<V> {
    /// Per candidate, its values summed over the worlds it met.
    pub totals: Vec<V>,
    pub paired: Vec<Paired>,
    /// Worlds of the last round (all of them when there was one round).
    pub worlds: usize,
    /// The deadline cut the first round short of `min_worlds`: the policy's move stands.
    pub short: bool,
    /// The candidates still in the running, best first (the halving's survivor alone).
    pub alive: Vec<usize>,
}

impl<V: Score> Outcome<V> {
    /// The best total; the first wins ties (and wins outright when `short`).
    pub fn best_total(&self) -> usize {
        if self.short {
            return 0;
        }
        let mut best = 0;
        for i in 1..self.totals.len() {
            if self.totals[i].as_f64() > self.totals[best].as_f64() + 1e-9 {
                best = i;
            }
        }
        best
    }

    /// The candidate whose mean edge over the policy's move, paired over the same worlds, is
    /// largest among those beating it by more than `z` standard errors, and that edge; the
    /// policy's move (edge 0) when none does: with few worlds the best of several noisy
    /// averages is mostly luck.
    pub fn clearly_better(&self, z: f64) -> (usize, f64) {
        if self.short {
            return (0, 0.0);
        }
        let mut best = (0, 0.0);
        #[allow(clippy::cast_precision_loss)]
        let n = self.worlds.max(2) as f64;
        for (i, p) in self.paired.iter().enumerate().skip(1) {
            let mean = p.diff / n;
            let var = (p.diff_sq / n - mean * mean).max(0.0) * n / (n - 1.0);
            let se = (var / n).sqrt();
            if mean > best.1 + 1e-9 && mean > z * se {
                best = (i, mean);
            }
        }
        best
    }

    /// The halving's survivor (the policy's move when `short`).
    pub fn survivor(&self) -> usize {
        if self.short { 0 } else { self.alive[0] }
    }

    /// By how much `best`, not the policy's move, scored better, as mean values over the last
    /// round's worlds (`best`'s, the policy's move's): for the hint (`BotCtx::found`) when the
    /// values are chances. `None` when `best` is the policy's move.
    pub fn means(&self, best: usize) -> Option<(f64, f64)> {
        (best != 0 && self.worlds > 0).then(|| {
            #[allow(clippy::cast_precision_loss)]
            let n = self.worlds as f64;
            (self.totals[best].as_f64() / n, self.totals[0].as_f64() / n)
        })
    }

    /// How often `best` and the policy's move won over the worlds they met together (for the
    /// hint); `None` when `best` is the policy's move.
    pub fn win_rates(&self, best: usize) -> Option<(f64, f64)> {
        let p = self.paired[best];
        (best != 0 && p.met > 0).then(|| {
            let met = f64::from(p.met);
            (f64::from(p.wins) / met, f64::from(p.first_wins) / met)
        })
    }
}

/// Runs the search: `sample` deals a world from the decision's RNG, `eval` values a candidate
/// in it (on its own copy: the next candidate meets the same world). Candidate 0 is the
/// policy's move. Fewer than two candidates: nothing is sampled (`None`).
pub fn run<C, W, V: Score>(
    ctx: &mut impl Clock,
    candidates: &[C],
    budget: &Budget,
    mut sample: impl FnMut(&mut ChaCha8Rng) -> W,
    mut eval: impl FnMut(&mut W, &C, &mut Work) -> V,
) -> Option<Outcome<V>> {
    if candidates.len() < 2 {
        return None;
    }
    let k = candidates.len();
    let steps_per_round = if budget.halving {
        // ⌈log2 k⌉ rounds halve k candidates to one.
        let rounds = usize::BITS - (k - 1).leading_zeros();
        budget.steps / usize::try_from(rounds).unwrap_or(1).max(1)
    } else {
        budget.steps
    };
    let mut out = Outcome {
        totals: vec![V::default(); k],
        paired: vec![Paired::default(); k],
        worlds: 0,
        short: false,
        alive: (0..k).collect(),
    };
    let mut values = vec![V::default(); k];
    let mut first_round = true;
    loop {
        let mut steps = 0usize;
        let mut worlds = 0usize;
        let mut struck = false;
        while worlds < budget.worlds && !(worlds >= budget.steps_after && steps >= steps_per_round)
        {
            if ctx.out_of_time() {
                struck = true;
                break;
            }
            let mut world = sample(ctx.rng());
            for &i in &out.alive {
                let mut work = Work {
                    rng: ctx.rng(),
                    steps: &mut steps,
                };
                values[i] = eval(&mut world, &candidates[i], &mut work);
                out.totals[i] += values[i];
            }
            if out.alive.contains(&0) {
                let first = values[0].as_f64();
                for &i in &out.alive {
                    let v = values[i].as_f64();
                    let p = &mut out.paired[i];
                    p.met += 1;
                    p.wins += u32::from(v > 0.0);
                    p.first_wins += u32::from(first > 0.0);
                    let d = v - first;
                    p.diff += d;
                    p.diff_sq += d * d;
                }
            }
            worlds += 1;
        }
        out.worlds = worlds;
        if first_round {
            // Only the deadline ends a round before its worlds or steps are spent; a round that
            // ended otherwise planned what it did.
            let planned = if struck { budget.worlds } else { worlds };
            if ctx.cut_short(worlds, planned, budget.min_worlds) {
                out.short = true;
                return Some(out);
            }
            first_round = false;
        }
        let totals = &out.totals;
        // Best first; the earlier candidate (the policy's move first) wins ties.
        out.alive.sort_by(|&x, &y| {
            totals[y]
                .as_f64()
                .total_cmp(&totals[x].as_f64())
                .then(x.cmp(&y))
        });
        if !budget.halving || out.alive.len() <= 1 {
            return Some(out);
        }
        out.alive.truncate(out.alive.len().div_ceil(2));
        if out.alive.len() <= 1 {
            return Some(out);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{RngExt, SeedableRng};

    /// A clock whose time runs out after `checks` checks (`None`: never).
    struct TestClock {
        rng: ChaCha8Rng,
        checks: std::cell::Cell<Option<usize>>,
        searched: bool,
    }

    impl Clock for TestClock {
        fn rng(&mut self) -> &mut ChaCha8Rng {
            &mut self.rng
        }

        fn out_of_time(&self) -> bool {
            let left = self.checks.get();
            self.checks.set(left.map(|l| l.saturating_sub(1)));
            left == Some(0)
        }

        fn cut_short(&mut self, done: usize, planned: usize, min: usize) -> bool {
            let short = done < min.min(planned);
            self.searched = !short;
            short
        }
    }

    impl TestClock {
        fn stop_after(self, checks: usize) -> TestClock {
            self.checks.set(Some(checks));
            self
        }
    }

    fn ctx(seed: u64) -> TestClock {
        TestClock {
            rng: ChaCha8Rng::seed_from_u64(seed),
            checks: std::cell::Cell::new(None),
            searched: false,
        }
    }

    /// Candidate `c` is worth `c` in every world, plus noise the world draws.
    fn noisy(ctx: &mut TestClock, candidates: &[i64], budget: &Budget) -> Outcome<i64> {
        run(
            ctx,
            candidates,
            budget,
            |rng| rng.random_range(0..5i64),
            |noise, &c, work| {
                *work.steps += 1;
                c + *noise
            },
        )
        .expect("two candidates or more")
    }

    #[test]
    fn one_candidate_is_not_searched_and_leaves_the_clock_alone() {
        let mut c = ctx(1);
        let out = run(&mut c, &[7], &Budget::worlds(10, 2), |_| (), |_, _, _| 0.0);
        assert!(out.is_none());
        assert!(!c.searched);
    }

    #[test]
    fn every_candidate_meets_the_same_worlds_and_the_best_total_wins() {
        let mut c = ctx(2);
        let out = noisy(&mut c, &[1, 3, 2], &Budget::worlds(10, 2));
        assert_eq!(out.worlds, 10);
        // The same noise for all: the totals differ by exactly the candidates' worth.
        assert_eq!(out.totals[1] - out.totals[0], 20);
        assert_eq!(out.totals[2] - out.totals[0], 10);
        assert_eq!(out.best_total(), 1);
        assert_eq!(out.alive, vec![1, 2, 0]);
        assert!(c.searched);
        let (best, edge) = out.clearly_better(1.5);
        assert_eq!((best, edge), (1, 2.0));
    }

    #[test]
    fn ties_go_to_the_policys_move() {
        let mut c = ctx(3);
        let out = noisy(&mut c, &[4, 4, 4], &Budget::worlds(6, 2));
        assert_eq!(out.best_total(), 0);
        assert_eq!(out.alive[0], 0);
        assert_eq!(out.clearly_better(1.5).0, 0);
    }

    #[test]
    fn a_step_budget_ends_a_round_but_not_before_its_minimum_of_worlds() {
        let budget = Budget {
            worlds: 100,
            min_worlds: 2,
            steps: 9,
            steps_after: 5,
            halving: false,
        };
        // Three steps a world: the budget is spent after three worlds, but five are owed.
        let out = noisy(&mut ctx(4), &[1, 2, 3], &budget);
        assert_eq!(out.worlds, 5);
        let out = noisy(
            &mut ctx(4),
            &[1, 2, 3],
            &Budget {
                steps_after: 1,
                ..budget
            },
        );
        assert_eq!(out.worlds, 3);
    }

    #[test]
    fn halving_keeps_the_better_half_each_round_until_one_is_left() {
        let budget = Budget {
            worlds: 50,
            min_worlds: 2,
            steps: 60,
            steps_after: 1,
            halving: true,
        };
        let out = noisy(&mut ctx(5), &[0, 5, 1, 4, 2], &budget);
        assert_eq!(out.survivor(), 1);
        assert_eq!(out.alive, vec![1]);
        // Three rounds of 20 steps: the last one (two candidates) saw ten worlds.
        assert_eq!(out.worlds, 10);
        // The policy's move left after the first round (four worlds): paired no further.
        assert_eq!(out.paired[1].met, 4);
    }

    #[test]
    fn a_deadline_before_the_minimum_of_worlds_keeps_the_policys_move() {
        let mut c = ctx(6).stop_after(3);
        let out = noisy(&mut c, &[0, 9], &Budget::worlds(20, 8));
        assert!(out.short);
        assert_eq!(out.worlds, 3);
        assert_eq!(out.best_total(), 0);
        assert_eq!(out.survivor(), 0);
        assert!(!c.searched);
    }
}

//! A match is a race to the target (docs/rules/chicago.md#a-match): the `hard` bot values the
//! end of a deal by its chance of winning the match from the scores it leaves, not by the
//! points alone. A point matters most when someone is close to the target: stopping a seat at
//! 50 from reaching 52 is worth more than a point anywhere else.
//!
//! The chance is a model: each seat gains points deal after deal, independently, from the
//! per-deal gains of the play-outs (sampled once from a fixed seed, so every run has the
//! same tables), with fewer gains at and above the lock (docs/rules/chicago.md#exchanges: a
//! locked seat keeps the hand it was dealt). The seat searched for gains as a player who reads
//! the tricks well (see `gains`), the others as the `easy` bots they are modelled as: a seat
//! that gains more per deal is the favourite, and a favourite should not buy risk. A seat
//! wins when it reaches the target before the others (the same deal: a coin flip). The deal
//! being searched is scored exactly: a seat alone on top at or above the target has won.

use super::world::World;
use crate::games::bots::{BotRng, pick};
use rand::SeedableRng;
use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::OnceLock;

/// Win chances already worked out, by table (its address), scores and seat.
type Known = HashMap<(usize, [u32; 4], usize), f64>;

/// Deals simulated per table.
const DEALS: usize = 3000;
/// The longest race looked at, in deals.
const HORIZON: usize = 48;
/// The biggest gain in one deal that the tables keep (a straight flush twice and the last
/// trick); a royal flush, which ends the match at once, is left out.
const MAX_GAIN: usize = 24;

/// For one table size and target: the chance of having reached the target within `k` deals,
/// from each score.
#[derive(Debug)]
pub struct Race {
    target: u32,
    /// `reach[s][k]`, s below the target: for the seat searched for (`hero`) and for the others.
    hero: Vec<[f64; HORIZON + 1]>,
    others: Vec<[f64; HORIZON + 1]>,
}

/// The place of the tables for `n` players (2 to 4) and `target` (52 or 30).
fn slot(n: usize, target: u32) -> &'static OnceLock<Race> {
    static TABLES: [[OnceLock<Race>; 2]; 3] = [
        [OnceLock::new(), OnceLock::new()],
        [OnceLock::new(), OnceLock::new()],
        [OnceLock::new(), OnceLock::new()],
    ];
    &TABLES[n - 2][usize::from(target != 52)]
}

/// The tables for `n` players and `target` (52 or 30), built on first use.
pub fn race(n: usize, target: u32, lock: u32) -> &'static Race {
    let n = n.clamp(2, 4);
    slot(n, target).get_or_init(|| Race::build(n, target, lock))
}

/// Whether the tables for `n` players and `target` are built (tests).
#[cfg(test)]
pub fn built(n: usize, target: u32) -> bool {
    slot(n.clamp(2, 4), target).get().is_some()
}

/// How many points a seat gains in a deal, free and locked: histograms over `DEALS`
/// play-outs of fresh deals, for the hero of the play-outs (`[0]`) and for another seat
/// (`[1]`).
fn gains(n: usize, lock: u32, locked: bool, rng: &mut BotRng) -> [[f64; MAX_GAIN + 1]; 2] {
    let mut hist = [[0.0f64; MAX_GAIN + 1]; 2];
    let mut seen = [0.0; 2];
    for d in 0..DEALS {
        let mut deck: Vec<u32> = (0..52).collect();
        for i in (1..deck.len()).rev() {
            let j = pick(rng, i + 1);
            deck.swap(i, j);
        }
        let mut hands = [0u64; 4];
        for (s, h) in hands.iter_mut().enumerate().take(n) {
            *h = deck[5 * s..5 * s + 5].iter().fold(0, |m, &c| m | 1 << c);
        }
        let dealer = d % n;
        let mut order = [0usize; 4];
        for (k, o) in order.iter_mut().enumerate().take(n) {
            *o = (dealer + 1 + k) % n;
        }
        // The hero of each play-out moves round the table deal after deal, like the seat
        // watched for the others (the hero's left): every seat has one table per role, so
        // what matters is how gains fall off near the target.
        let hero = (dealer + d / n) % n;
        let other = (hero + 1) % n;
        let mut scores = [0u32; 4];
        if locked {
            scores[hero] = lock;
            scores[other] = lock;
        }
        let mut w = World {
            n,
            order,
            hands,
            stock: deck[5 * n..].to_vec(),
            discards: Vec::new(),
            scores,
            lock,
            points: [0; 4],
            round: 1,
            next: 0,
            turn: order[0],
            gone: 0,
            trick: Vec::new(),
            tricks_done: 0,
            declarer: None,
            call_failed: false,
            final_hands: [0; 4],
            base: scores,
            race: None,
            hero: Some(hero),
        };
        // The hero plays the first trick as the `normal` bot does and the rest knowing every
        // hand: so the tables give the seat searched for about the share of matches `hard`
        // wins against three `easy` bots from level scores (docs/bots.md), between the two.
        w.finish_exchanges(rng);
        while !w.over() {
            let seat = w.turn;
            let c = if seat == hero && w.tricks_done >= 1 {
                w.best_card(hero)
            } else {
                w.policy(seat)
            };
            w.play(seat, c);
        }
        for (role, seat) in [hero, other].into_iter().enumerate() {
            let g = usize::try_from(w.points[seat].max(0)).unwrap_or(0);
            if g <= MAX_GAIN {
                hist[role][g] += 1.0;
                seen[role] += 1.0;
            }
        }
    }
    for (h, seen) in hist.iter_mut().zip(seen) {
        for x in h.iter_mut() {
            *x /= seen;
        }
    }
    hist
}

impl Race {
    fn build(n: usize, target: u32, lock: u32) -> Race {
        let mut rng = BotRng::seed_from_u64(0x5EED_C41C + n as u64 + u64::from(target));
        let free = gains(n, lock, false, &mut rng);
        let locked = gains(n, lock, true, &mut rng);
        let t = target as usize;
        let table = |role: usize| {
            let mut reach = vec![[0.0f64; HORIZON + 1]; t];
            for k in 1..=HORIZON {
                for s in 0..t {
                    let g = if s >= lock as usize {
                        &locked[role]
                    } else {
                        &free[role]
                    };
                    let mut p = 0.0;
                    for (gain, &q) in g.iter().enumerate() {
                        let to = s + gain;
                        p += q * if to >= t { 1.0 } else { reach[to][k - 1] };
                    }
                    reach[s][k] = p;
                }
            }
            reach
        };
        Race {
            target,
            hero: table(0),
            others: table(1),
        }
    }

    /// The chance that `me` wins the match from these scores, after a deal. A decision asks
    /// it for thousands of play-outs that end on a few hundred distinct scores: each thread
    /// remembers the answers (the same numbers, a third of a decision's time saved).
    pub fn win_chance(&self, scores: &[u32], me: usize) -> f64 {
        thread_local! {
            static KNOWN: RefCell<Known> = RefCell::new(HashMap::new());
        }
        let mut key = [u32::MAX; 4];
        key[..scores.len().min(4)].copy_from_slice(&scores[..scores.len().min(4)]);
        let key = (std::ptr::from_ref(self).addr(), key, me);
        if let Some(p) = KNOWN.with_borrow(|known| known.get(&key).copied()) {
            return p;
        }
        let p = self.compute_win_chance(scores, me);
        KNOWN.with_borrow_mut(|known| {
            if known.len() >= 1 << 16 {
                known.clear();
            }
            known.insert(key, p);
        });
        p
    }

    fn compute_win_chance(&self, scores: &[u32], me: usize) -> f64 {
        let top = scores.iter().copied().max().unwrap_or(0);
        if top >= self.target {
            let at_top = scores.iter().filter(|&&s| s == top).count();
            if at_top == 1 {
                return if scores[me] == top { 1.0 } else { 0.0 };
            }
        }
        let row = |seat: usize| {
            // A seat tied at the top above the target plays on as if one point short.
            let s = scores[seat].min(self.target - 1) as usize;
            if seat == me {
                &self.hero[s]
            } else {
                &self.others[s]
            }
        };
        let mut chances = [0.0f64; 4];
        for (i, c) in chances.iter_mut().enumerate().take(scores.len()) {
            let ri = row(i);
            let mut w = 0.0;
            for k in 1..=HORIZON {
                let now = ri[k] - ri[k - 1];
                if now <= 0.0 {
                    continue;
                }
                let mut others = 1.0;
                for j in 0..scores.len() {
                    if j != i {
                        let rj = row(j);
                        others *= 1.0 - rj[k] + 0.5 * (rj[k] - rj[k - 1]);
                    }
                }
                w += now * others;
            }
            *c = w;
        }
        let total: f64 = chances.iter().sum();
        if total <= 0.0 {
            #[allow(clippy::cast_precision_loss)]
            return 1.0 / scores.len() as f64;
        }
        chances[me] / total
    }
}

/// The end of a world's deal as the race sees it: every seat's score.
pub fn scores_after(w: &World) -> [u32; 4] {
    let mut out = [0u32; 4];
    for (s, o) in out.iter_mut().enumerate().take(w.n) {
        *o = u32::try_from((i64::from(w.base[s]) + i64::from(w.points[s])).max(0)).unwrap_or(0);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seat_alone_on_top_at_the_target_has_won_and_nearer_the_target_is_better() {
        let r = race(4, 52, 46);
        assert!((r.win_chance(&[53, 50, 10, 0], 0) - 1.0).abs() < 1e-12);
        assert!(r.win_chance(&[53, 50, 10, 0], 1).abs() < 1e-12);
        // Tied on top: another deal, and the chances are even between the tied seats.
        let tied = [52, 52, 10, 0];
        assert!((r.win_chance(&tied, 0) - r.win_chance(&tied, 1)).abs() < 1e-9);
        // Level scores: the seat searched for plays the tricks better than the easy bots it
        // models the others as, so it is the favourite, but far from sure.
        let even = r.win_chance(&[20, 20, 20, 20], 0);
        assert!(even > 0.4 && even < 0.6, "{even}");
        assert!(r.win_chance(&[30, 20, 20, 20], 0) > even);
        assert!(r.win_chance(&[20, 45, 20, 20], 0) < even);
        assert!(r.win_chance(&[40, 30, 20, 10], 0) > r.win_chance(&[10, 30, 20, 40], 0));
    }
}

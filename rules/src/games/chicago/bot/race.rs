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

use std::cell::RefCell;
use std::collections::HashMap;

/// Win chances already worked out, by table (its address), scores and seat.
type Known = HashMap<(usize, [u32; 4], usize), f64>;

/// The longest race looked at, in deals.
const HORIZON: usize = 48;
/// The biggest gain in one deal that the tables keep (a straight flush twice and the last
/// trick); a royal flush, which ends the match at once, is left out.
pub(super) const MAX_GAIN: usize = 24;

/// How many points a seat gains in a deal: the share of deals per gain, for the seat searched
/// for (`[0]`) and for another seat (`[1]`).
pub(super) type Gains = [[f64; MAX_GAIN + 1]; 2];

/// For one table size and target: the chance of having reached the target within `k` deals,
/// from each score.
#[derive(Debug)]
pub struct Race {
    target: u32,
    /// `reach[s][k]`, s below the target: for the seat searched for (`hero`) and for the others.
    hero: Vec<[f64; HORIZON + 1]>,
    others: Vec<[f64; HORIZON + 1]>,
}

impl Race {
    /// The tables from the per-deal gains of the play-outs (`playouts::gains`), free and
    /// locked.
    pub(super) fn build(target: u32, lock: u32, free: &Gains, locked: &Gains) -> Race {
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

//! The race's tables (`race.rs`), built once per process from play-outs of fresh deals
//! (sampled from a fixed seed, so every run has the same tables).

use super::race::{Gains, MAX_GAIN, Race};
use super::world::World;
use crate::games::bots::{BotRng, pick};
use rand::SeedableRng;
use std::sync::OnceLock;

/// Deals simulated per table.
const DEALS: usize = 3000;

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
    slot(n, target).get_or_init(|| {
        let mut rng = BotRng::seed_from_u64(0x5EED_C41C + n as u64 + u64::from(target));
        let free = gains(n, lock, false, &mut rng);
        let locked = gains(n, lock, true, &mut rng);
        Race::build(target, lock, &free, &locked)
    })
}

/// Whether the tables for `n` players and `target` are built (tests).
#[cfg(test)]
pub fn built(n: usize, target: u32) -> bool {
    slot(n.clamp(2, 4), target).get().is_some()
}

/// How many points a seat gains in a deal, free and locked: histograms over `DEALS`
/// play-outs of fresh deals, for the hero of the play-outs (`[0]`) and for another seat
/// (`[1]`).
fn gains(n: usize, lock: u32, locked: bool, rng: &mut BotRng) -> Gains {
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

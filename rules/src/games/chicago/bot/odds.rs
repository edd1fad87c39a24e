//! How strong the other players' hands usually are after one and after two exchanges: the
//! tables the `normal` bot weighs a hand's points with (only the single best hand scores,
//! docs/rules/chicago.md#showdowns, so a pair is worth its point only when nobody beats it).
//!
//! The tables are sampled once, from a fixed seed, by dealing one hand at a time from a full
//! deck and exchanging it as the `easy` bot does: the same numbers in every run.

use super::easy;
use crate::cards::Card;
use crate::games::bots::{BotRng, pick};
use crate::games::chicago::hands::{Strength, strength};
use rand::SeedableRng;
use std::sync::OnceLock;

/// Hands sampled per table: enough for a smooth curve, a few milliseconds once.
const SAMPLES: usize = 12_000;

/// The sorted strengths after exchange 1 and after exchange 2.
struct Tables {
    after: [Vec<Strength>; 2],
}

fn tables() -> &'static Tables {
    static TABLES: OnceLock<Tables> = OnceLock::new();
    TABLES.get_or_init(|| {
        let mut rng = BotRng::seed_from_u64(0x0C41_CA60);
        let mut first = Vec::with_capacity(SAMPLES);
        let mut second = Vec::with_capacity(SAMPLES);
        for _ in 0..SAMPLES {
            let [one, two] = easy_exchanges(&mut rng);
            first.push(strength(&one.after));
            second.push(strength(&two.after));
        }
        first.sort_unstable();
        second.sort_unstable();
        Tables {
            after: [first, second],
        }
    })
}

/// One exchange of a hand played as the `easy` bot does.
pub(super) struct EasyExchange {
    /// The cards kept.
    pub kept: Vec<Card>,
    /// How many were thrown (and drawn).
    pub thrown: usize,
    /// The hand after the draw.
    pub after: Vec<Card>,
}

/// A hand dealt from a freshly shuffled deck and exchanged twice as the `easy` bot does, the
/// draws coming from the same deck: the samples behind this module's tables and `keeps`'.
pub(super) fn easy_exchanges(rng: &mut BotRng) -> [EasyExchange; 2] {
    let mut deck = Card::deck52();
    for i in (1..deck.len()).rev() {
        let j = pick(rng, i + 1);
        deck.swap(i, j);
    }
    let mut hand: Vec<Card> = deck.drain(..5).collect();
    [(); 2].map(|()| {
        let thrown = easy::exchange(&hand);
        hand.retain(|c| !thrown.contains(c));
        let kept = hand.clone();
        hand.extend(deck.drain(..thrown.len()));
        EasyExchange {
            kept,
            thrown: thrown.len(),
            after: hand.clone(),
        }
    })
}

/// The chance that one other player's hand after exchange `round` (1 or 2) is below `s`,
/// counting an exact tie as half.
pub fn beats_one(s: Strength, round: u8) -> f64 {
    let table = &tables().after[usize::from(round.clamp(1, 2) - 1)];
    let below = table.partition_point(|&t| t < s);
    let not_above = table.partition_point(|&t| t <= s);
    #[allow(clippy::cast_precision_loss)]
    let p = (below + not_above) as f64 / (2 * table.len()) as f64;
    p
}

/// The chance that `s` is the single best hand among `seats` players after exchange `round`.
pub fn best_of(s: Strength, round: u8, seats: usize) -> f64 {
    let others = i32::try_from(seats.saturating_sub(1)).unwrap_or(3);
    beats_one(s, round).powi(others)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::notation::parse_cards;

    fn s(cards: &str) -> Strength {
        strength(&parse_cards(cards).unwrap())
    }

    #[test]
    fn better_hands_win_more_often_and_more_players_win_less() {
        let pair = s("9s 9h 2c 5d Kc");
        let trips = s("9s 9h 9c 5d Kc");
        let flush = s("2h 7h 9h Jh Kh");
        assert!(best_of(pair, 2, 4) < best_of(trips, 2, 4));
        assert!(best_of(trips, 2, 4) < best_of(flush, 2, 4));
        assert!(best_of(pair, 2, 4) < best_of(pair, 2, 2));
        // Hands improve with the second exchange: the same pair beats fewer of them.
        assert!(beats_one(pair, 2) < beats_one(pair, 1));
        assert!(best_of(flush, 2, 2) > 0.9);
    }
}

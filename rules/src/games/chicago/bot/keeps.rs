//! What a seat that exchanges as the `easy` bot does kept, given how many cards it threw: the
//! `hard` bot's sampler deals the other seats' hands from this (`sample`), so that a seat that
//! threw three holds a pair and three fresh cards, as it really does, not any hand with a pair.
//!
//! docs/rules/chicago.md#what-is-public: how many cards each seat exchanged is public, which
//! cards is not. The `easy` keep is a function of the hand, so the count says a lot: standing
//! pat is a made hand, one card two pair or a four-card draw, three cards a pair (or the top
//! cards), four cards nothing but the top card.
//!
//! The tables are sampled once, from a fixed seed, by dealing hands from a full deck and
//! exchanging them as the `easy` bot does, twice: the same tables in every run. Sampling a kept
//! set from them and drawing the thrown count afresh deals a hand with the right odds.

use super::odds;
use crate::games::bots::{BotRng, pick};
use crate::games::chicago::mask;
use rand::SeedableRng;
use std::sync::OnceLock;

/// Hands dealt to build the tables.
const SAMPLES: usize = 40_000;
/// A `(first, second)` count group smaller than this falls back to the second count alone.
const MIN_GROUP: usize = 40;

struct Tables {
    /// The first exchange: kept sets by the count thrown.
    first: [Vec<u64>; 6],
    /// The second exchange: kept sets by both counts thrown, and by the second alone.
    second: [[Vec<u64>; 6]; 6],
    second_any: [Vec<u64>; 6],
}

fn tables() -> &'static Tables {
    static TABLES: OnceLock<Tables> = OnceLock::new();
    TABLES.get_or_init(|| {
        let mut rng = BotRng::seed_from_u64(0x4B33_9C41);
        let mut t = Tables {
            first: Default::default(),
            second: Default::default(),
            second_any: Default::default(),
        };
        for _ in 0..SAMPLES {
            let [one, two] = odds::easy_exchanges(&mut rng);
            let (c1, c2) = (one.thrown.min(5), two.thrown.min(5));
            t.first[c1].push(mask::of(&one.kept));
            t.second[c1][c2].push(mask::of(&two.kept));
            t.second_any[c2].push(mask::of(&two.kept));
        }
        t
    })
}

/// The kept sets to draw from for a seat whose exchanges so far threw `counts` (the first
/// round's, then the second's if it has exchanged again); empty when no sample matched.
pub fn kept_sets(counts: &[u8]) -> &'static [u64] {
    let t = tables();
    match *counts {
        [c] => &t.first[usize::from(c).min(5)],
        [c1, c2] => {
            let (c1, c2) = (usize::from(c1).min(5), usize::from(c2).min(5));
            if t.second[c1][c2].len() >= MIN_GROUP {
                &t.second[c1][c2]
            } else {
                &t.second_any[c2]
            }
        }
        _ => &[],
    }
}

/// One hand for a seat that last threw `count` cards: a kept set from `sets` whose cards are
/// all `free` or already played by the seat (`played`), plus `count` drawn cards, among them
/// any played card the kept set lacks, the rest drawn from `free`. `None` when this try does
/// not fit (the caller tries again).
pub fn deal(sets: &[u64], count: u32, free: u64, played: u64, rng: &mut BotRng) -> Option<u64> {
    if sets.is_empty() {
        return None;
    }
    let kept = sets[pick(rng, sets.len())];
    if kept & !(free | played) != 0 {
        return None;
    }
    let must = played & !kept;
    let more = count.checked_sub(must.count_ones())?;
    let mut hand = kept | must;
    let mut left = free & !kept;
    for _ in 0..more {
        let n = left.count_ones();
        if n == 0 {
            return None;
        }
        let k = pick(rng, n as usize);
        let c = mask::iter(left).nth(k)?;
        hand |= 1 << c;
        left &= !(1 << c);
    }
    Some(hand)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::Card;

    #[test]
    fn a_seat_that_threw_three_kept_a_pair_or_its_top_cards() {
        let sets = kept_sets(&[3]);
        assert!(sets.len() > 1000);
        for &k in sets {
            assert_eq!(k.count_ones(), 2);
        }
        // Standing pat keeps five; four thrown keeps one.
        assert!(kept_sets(&[0]).iter().all(|k| k.count_ones() == 5));
        assert!(kept_sets(&[4]).iter().all(|k| k.count_ones() == 1));
        assert!(kept_sets(&[3, 2]).iter().all(|k| k.count_ones() == 3));
    }

    #[test]
    fn a_dealt_hand_holds_the_played_cards_and_only_free_ones_besides() {
        let mut rng = BotRng::seed_from_u64(3);
        let sets = kept_sets(&[3]);
        let played = mask::bit(Card::new(
            crate::cards::Rank::Two,
            crate::cards::Suit::Clubs,
        ));
        let free = mask::FULL & !played & !0xFF;
        let mut dealt = 0;
        for _ in 0..2000 {
            if let Some(h) = deal(sets, 3, free, played, &mut rng) {
                assert_eq!(h.count_ones(), 5);
                assert_eq!(h & played, played);
                assert_eq!(h & !(free | played), 0);
                dealt += 1;
            }
        }
        assert!(dealt > 500, "{dealt}");
    }
}

//! What a card is worth: in a meld of the scoring colour, and as a penalty left unmelded;
//! what one meld is worth
//! (docs/rules/chowdah.md#scoring).

use super::melds::{Meld, len_u8, rank_at_position};
use crate::cards::{Card, Colour, Rank};

/// What a natural card is worth before the ace variant: A–10 = 1, J/Q/K = 2.
pub fn base_value(rank: Rank) -> i64 {
    if rank.is_face() { 2 } else { 1 }
}

/// Worth of a card of the scoring colour in a set or pair (ace variant: ace 3).
pub fn value_in_set(rank: Rank, ace_scoring: bool) -> i64 {
    if ace_scoring && rank == Rank::Ace {
        3
    } else {
        base_value(rank)
    }
}

/// Worth of a card of the scoring colour at run position `pos` (ace variant: 1 at the start,
/// 3 at the end).
pub fn value_in_run(rank: Rank, pos: u8, ace_scoring: bool) -> i64 {
    if ace_scoring && rank == Rank::Ace && pos == 14 {
        3
    } else {
        base_value(rank)
    }
}

/// The most a card of the scoring colour can be worth in any meld.
pub fn best_value(rank: Rank, ace_scoring: bool) -> i64 {
    value_in_set(rank, ace_scoring)
}

/// What an unmelded card costs a player who did not call Chowdah (joker 0; ace variant:
/// ace 3).
pub fn penalty(card: Card, ace_scoring: bool) -> i64 {
    match card.rank() {
        None => 0,
        Some(rank) => value_in_set(rank, ace_scoring),
    }
}

/// Points of one meld in `colour`, at its best reading (sets only: its set reading, or `None`
/// if it is a run).
pub fn meld_points(meld: &Meld, colour: Colour, ace_scoring: bool, sets_only: bool) -> Option<i64> {
    let shape = meld.shape();
    let ours = |c: &Card| c.suit().is_some_and(|s| s.colour() == colour);
    let mut best = None;
    if shape.set {
        let p = meld
            .cards()
            .iter()
            .filter(|c| ours(c))
            .filter_map(|c| c.rank())
            .map(|r| value_in_set(r, ace_scoring))
            .sum::<i64>();
        best = Some(p);
    }
    if sets_only {
        return best;
    }
    let len = len_u8(meld.len());
    for &start in &shape.runs {
        let mut p = 0;
        for c in meld.cards().iter().filter(|c| ours(c)) {
            let rank = c.rank().expect("naturals only");
            let pos = super::melds::position_in(rank, start, len).expect("in its window");
            debug_assert_eq!(rank_at_position(pos), rank);
            p += value_in_run(rank, pos, ace_scoring);
        }
        best = Some(best.map_or(p, |b: i64| b.max(p)));
    }
    best
}

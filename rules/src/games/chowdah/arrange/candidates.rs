//! The candidate melds of a pivot card: every pair, set and run window (with every joker
//! placement) the pool can make and the room allows, each multiset once at its best reading.

use super::{Search, rank_of};
use crate::cards::{Card, Rank};
use crate::games::chowdah::deck::{self, JOKER, index_u8};
use crate::games::chowdah::melds::{MeldKind, len_u8, rank_at_position};
use crate::games::chowdah::values::{value_in_run, value_in_set};

/// A meld under consideration: its naturals (by index) and joker count.
#[derive(Clone, Copy, Debug)]
pub(super) struct Cand {
    pub(super) nat: [u8; 5],
    pub(super) n: u8,
    pub(super) jokers: u8,
    pub(super) points: i64,
    /// The multiset's key (`multiset_key`), set by `push`: equal melds have equal keys.
    key: u64,
}

impl Cand {
    fn multiset_key(&self) -> u64 {
        let mut sorted = self.nat;
        sorted[..usize::from(self.n)].sort_unstable();
        let mut k = u64::from(self.jokers);
        for &i in &sorted[..usize::from(self.n)] {
            k = k * 64 + u64::from(i) + 1;
        }
        k * 8 + u64::from(self.n)
    }

    pub(super) fn size(&self) -> usize {
        usize::from(self.n + self.jokers)
    }

    pub(super) fn cards(&self) -> Vec<Card> {
        let mut cards: Vec<Card> = self.nat[..usize::from(self.n)]
            .iter()
            .map(|&i| deck::card_at(usize::from(i)))
            .collect();
        cards.extend(std::iter::repeat_n(JOKER, usize::from(self.jokers)));
        cards
    }
}

impl Search {
    /// Every meld containing the natural `pivot` that the pool can make and the room allows
    /// by size, each multiset once, scored at its best reading; best first.
    pub(super) fn candidates(&self, pivot: usize, out: &mut Vec<Cand>) {
        let avail = |i: usize| {
            let n = self.need.naturals[i] + self.may.naturals[i];
            if i == pivot { n - 1 } else { n }
        };
        let jokers = self.need.jokers + self.may.jokers;
        let suit = pivot / 13;
        let rank = rank_of(pivot);
        let colour = deck::colour_of_suit(suit);
        let goal = self.goal;
        let set_points = |count: u8| match goal {
            Some(g) if g.colour == colour => i64::from(count) * value_in_set(rank, g.ace_scoring),
            _ => 0,
        };
        // PAIR: two identical naturals.
        if self.room.left[MeldKind::Pair.index()] > 0 && avail(pivot) >= 1 {
            push(
                out,
                Cand {
                    nat: [index_u8(pivot), index_u8(pivot), 0, 0, 0],
                    n: 2,
                    jokers: 0,
                    points: set_points(2),
                    key: 0,
                },
            );
        }
        // SET: same rank, same colour (either same-coloured suit), jokers for the rest.
        let partner = deck::partner_suit(suit) * 13 + (pivot % 13);
        for kind in [MeldKind::Trey, MeldKind::Quad, MeldKind::Quint] {
            if self.room.left[kind.index()] == 0 {
                continue;
            }
            let others = kind.size() - 1;
            for x in 0..=usize::from(avail(pivot)).min(others) {
                for y in 0..=usize::from(avail(partner)).min(others - x) {
                    let j = others - x - y;
                    if j > usize::from(jokers) {
                        continue;
                    }
                    let mut nat = [0u8; 5];
                    nat[0] = index_u8(pivot);
                    for slot in nat.iter_mut().skip(1).take(x) {
                        *slot = index_u8(pivot);
                    }
                    for slot in nat.iter_mut().skip(1 + x).take(y) {
                        *slot = index_u8(partner);
                    }
                    let n = len_u8(1 + x + y);
                    push(
                        out,
                        Cand {
                            nat,
                            n,
                            jokers: len_u8(j),
                            points: set_points(n),
                            key: 0,
                        },
                    );
                }
            }
        }
        if goal.is_some_and(|g| g.sets_only) {
            dedupe(out);
            return;
        }
        // RUN: every window of the pivot's suit holding the pivot, every natural/joker mix.
        let run_points = |pos: u8| match goal {
            Some(g) if g.colour == colour => {
                value_in_run(rank_at_position(pos), pos, g.ace_scoring)
            }
            _ => 0,
        };
        // Run positions 1..=14 of the pivot's suit (14: the ace high) the pool holds a natural
        // for, as bits: every window below reads them instead of counting cards again.
        let index_at = |pos: u8| suit * 13 + usize::from(rank_at_position(pos).number() - 1);
        let present: u16 = (1..=14u8)
            .filter(|&pos| avail(index_at(pos)) > 0)
            .fold(0, |acc, pos| acc | 1 << pos);
        for kind in [MeldKind::Trey, MeldKind::Quad, MeldKind::Quint] {
            if self.room.left[kind.index()] == 0 {
                continue;
            }
            let len = len_u8(kind.size());
            // Every window holding the pivot: the ace sits at 1 (A-2-3) or 14 (Q-K-A).
            let spots: &[u8] = if rank == Rank::Ace {
                &[1, 14]
            } else {
                &[rank.number()]
            };
            for (pp, start) in spots.iter().flat_map(|&pp| {
                (pp.saturating_sub(len - 1).max(1)..=pp.min(15 - len)).map(move |s| (pp, s))
            }) {
                // The window's other positions the pool has a natural for: every subset of
                // them, the rest jokers, while there are jokers enough.
                let have = present & (((1u16 << len) - 1) << start) & !(1u16 << pp);
                // With every natural the window holds, still too few jokers: no subset fits.
                if usize::from(len) - 1 - have.count_ones() as usize > usize::from(jokers) {
                    continue;
                }
                let mut mask = have;
                loop {
                    let need_jokers = usize::from(len) - 1 - mask.count_ones() as usize;
                    if need_jokers <= usize::from(jokers) {
                        let mut nat = [0u8; 5];
                        nat[0] = index_u8(pivot);
                        let mut pts = run_points(pp);
                        let mut bits = mask;
                        let mut k = 1;
                        while bits != 0 {
                            let pos =
                                u8::try_from(bits.trailing_zeros()).expect("positions 1..=14");
                            bits &= bits - 1;
                            nat[k] = index_u8(index_at(pos));
                            k += 1;
                            pts += run_points(pos);
                        }
                        push(
                            out,
                            Cand {
                                nat,
                                n: len_u8(k),
                                jokers: len_u8(need_jokers),
                                points: pts,
                                key: 0,
                            },
                        );
                    }
                    if mask == 0 {
                        break;
                    }
                    mask = (mask - 1) & have;
                }
            }
        }
        dedupe(out);
    }
}

/// Adds a candidate (equal multisets are merged by `dedupe`).
fn push(out: &mut Vec<Cand>, mut c: Cand) {
    c.key = c.multiset_key();
    out.push(c);
}

/// Merges candidates that are the same multiset (a meld read as a set and as a run, or as
/// runs in different windows), keeping the best reading; then orders them best first.
fn dedupe(out: &mut Vec<Cand>) {
    out.sort_unstable_by_key(|c| (c.key, std::cmp::Reverse(c.points)));
    out.dedup_by_key(|c| c.key);
    // Keys are unique now: best first, then by key, is one fixed order.
    out.sort_unstable_by_key(|c| (std::cmp::Reverse(c.points), c.key));
}

//! The candidate melds of a pivot card: every pair, set and run window (with every joker
//! placement) the pool can make and the room allows, each multiset once at its best reading.

use super::{Search, rank_of};
use crate::cards::{Card, Rank};
use crate::games::chowdah::deck::{self, JOKER, index_u8};
use crate::games::chowdah::melds::{MeldKind, len_u8, rank_at_position};
use crate::games::chowdah::scoring::{value_in_run, value_in_set};

/// A meld under consideration: its naturals (by index) and joker count.
#[derive(Clone, Copy, Debug)]
pub(super) struct Cand {
    pub(super) nat: [u8; 5],
    pub(super) n: u8,
    pub(super) jokers: u8,
    pub(super) points: i64,
}

impl Cand {
    fn key(&self) -> u64 {
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
        for kind in [MeldKind::Trey, MeldKind::Quad, MeldKind::Quint] {
            if self.room.left[kind.index()] == 0 {
                continue;
            }
            let len = len_u8(kind.size());
            for start in 1..=(15 - len) {
                let window = start..start + len;
                let pp = if rank == Rank::Ace {
                    match [1u8, 14].into_iter().find(|p| window.contains(p)) {
                        Some(p) => p,
                        None => continue,
                    }
                } else {
                    let p = rank.number();
                    if !window.contains(&p) {
                        continue;
                    }
                    p
                };
                // The other positions and, where the pool has it, the natural for each.
                let mut slots = [(0u8, None::<usize>); 4];
                let mut m = 0;
                for pos in window.clone() {
                    if pos == pp {
                        continue;
                    }
                    let i = suit * 13 + usize::from(rank_at_position(pos).number() - 1);
                    slots[m] = (pos, (avail(i) > 0).then_some(i));
                    m += 1;
                }
                for mask in 0u32..(1 << m) {
                    let mut nat = [0u8; 5];
                    nat[0] = index_u8(pivot);
                    let mut n = 1;
                    let mut pts = run_points(pp);
                    let mut ok = true;
                    for (b, &(pos, natural)) in slots[..m].iter().enumerate() {
                        if mask & (1 << b) != 0 {
                            match natural {
                                Some(i) => {
                                    nat[n] = index_u8(i);
                                    n += 1;
                                    pts += run_points(pos);
                                }
                                None => {
                                    ok = false;
                                    break;
                                }
                            }
                        }
                    }
                    let j = usize::from(len) - n;
                    if !ok || j > usize::from(jokers) {
                        continue;
                    }
                    push(
                        out,
                        Cand {
                            nat,
                            n: len_u8(n),
                            jokers: len_u8(j),
                            points: pts,
                        },
                    );
                }
            }
        }
        dedupe(out);
    }
}

/// Adds a candidate (equal multisets are merged by `dedupe`).
fn push(out: &mut Vec<Cand>, c: Cand) {
    out.push(c);
}

/// Merges candidates that are the same multiset (a meld read as a set and as a run, or as
/// runs in different windows), keeping the best reading; then orders them best first.
fn dedupe(out: &mut Vec<Cand>) {
    let mut keyed: Vec<(u64, Cand)> = out.iter().map(|c| (c.key(), *c)).collect();
    keyed.sort_by(|a, b| a.0.cmp(&b.0).then(b.1.points.cmp(&a.1.points)));
    keyed.dedup_by_key(|k| k.0);
    out.clear();
    out.extend(keyed.into_iter().map(|(_, c)| c));
    out.sort_by_key(|c| std::cmp::Reverse(c.points));
}

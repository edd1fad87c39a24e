//! The arrangement search: which of a player's cards go into which melds.
//!
//! One search serves four questions, by marking cards as *needed* (must end in a meld) or
//! *optional* (may stay unmelded):
//! - scoring a player who did not call Chowdah: every hand card optional, maximise points;
//! - checking and scoring a Chowdah: every hand card needed;
//! - checking a draw from a discard pile: the exposed cards and the drawn card needed, the hand
//!   optional (any arrangement will do);
//! - listing meld actions for `legal_actions` and the bots: the same, several arrangements.
//!
//! Melds are only ever taken within the round's contract (`Room`): RULES-NOTES: exposed melds
//! never exceed a contract type, and the scoring arrangement is "hand cards into contract-type
//! melds" — we read that as melds that, with the exposed ones, still fit the contract.
//!
//! The search picks the lowest needed natural card (or, once none is left, the lowest optional
//! one) and branches over every meld that contains it — pairs, sets with any mix of the two
//! same-coloured suits, every run window with every joker placement — plus, for an optional
//! card, leaving all its copies unmelded. Scoring searches prune with an upper bound (every
//! remaining card at its best value). Since every meld has a natural card, jokers never lead a
//! branch: they ride along in the melds of naturals.

use super::contract::Room;
use super::deck::{self, Counts, JOKER, NATURALS};
use super::melds::{Meld, MeldKind, rank_at_position};
use super::scoring::{best_value, penalty, value_in_run, value_in_set};
use crate::cards::{Card, Colour, Rank};

/// What a scoring search maximises: points of one colour, with the ace variant or not.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Goal {
    pub colour: Colour,
    pub ace_scoring: bool,
    /// Only sets (and pairs): the double-score variant's "all sets of one colour".
    pub sets_only: bool,
    /// Unmelded optional cards cost their penalty (players who did not call Chowdah).
    pub penalise: bool,
}

/// The cards a search works on.
#[derive(Clone, Copy, Debug)]
pub struct Pool {
    /// Cards that must end in melds.
    pub need: Counts,
    /// Cards that may stay out.
    pub may: Counts,
}

/// One way to lay the cards: the melds (canonical order) and the optional cards left out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Arrangement {
    pub melds: Vec<Meld>,
    pub unmelded: Vec<Card>,
    /// Points of the melds in the goal's colour minus the penalties of `unmelded` (0 without a
    /// goal).
    pub points: i64,
}

/// A meld under consideration: its naturals (by index) and joker count.
#[derive(Clone, Copy, Debug)]
struct Cand {
    nat: [u8; 5],
    n: u8,
    jokers: u8,
    points: i64,
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

    fn size(&self) -> usize {
        usize::from(self.n + self.jokers)
    }

    fn cards(&self) -> Vec<Card> {
        let mut cards: Vec<Card> = self.nat[..usize::from(self.n)]
            .iter()
            .map(|&i| deck::card_at(usize::from(i)))
            .collect();
        cards.extend(std::iter::repeat_n(JOKER, usize::from(self.jokers)));
        cards
    }
}

/// Which copy a meld took of each of its cards, to undo it.
#[derive(Clone, Copy, Default)]
struct Taken {
    from_need: [bool; 5],
    need_jokers: u8,
}

struct Search {
    goal: Option<Goal>,
    /// Stop after this many arrangements (searches without a goal).
    limit: usize,
    /// Whether optional cards may form melds of their own; without, they only join needed
    /// cards (an optional natural may still lead a meld that takes a needed joker).
    extra_melds: bool,
    need: Counts,
    may: Counts,
    room: Room,
    stack: Vec<Cand>,
    left_out: Vec<(u8, u8)>,
    best_points: i64,
    found: Vec<(Vec<Cand>, Vec<(u8, u8)>, i64)>,
    buffers: Vec<Vec<Cand>>,
    nodes: u64,
}

/// The best arrangement for `goal`, or `None` if the needed cards cannot all be melded.
pub fn best(pool: &Pool, room: Room, goal: Goal) -> Option<Arrangement> {
    let mut s = Search::new(pool, room, Some(goal), 1, true);
    s.run();
    s.found.pop().map(|f| s.finish(f))
}

/// Up to `limit` arrangements (in search order) of the needed cards with optional cards
/// joining them, with no goal: any will do. Optional cards never make a meld of their own
/// unless it takes a needed joker (exposing is about the needed cards).
pub fn some(pool: &Pool, room: Room, limit: usize) -> Vec<Arrangement> {
    let mut s = Search::new(pool, room, None, limit, false);
    s.run();
    let found = std::mem::take(&mut s.found);
    found.into_iter().map(|f| s.finish(f)).collect()
}

/// Whether the needed cards can all be melded.
pub fn possible(pool: &Pool, room: Room) -> bool {
    !some(pool, room, 1).is_empty()
}

/// Search nodes a scoring search visits (benches and tests of the pruning).
pub fn nodes_of(pool: &Pool, room: Room, goal: Goal) -> u64 {
    let mut s = Search::new(pool, room, Some(goal), 1, true);
    s.run();
    s.nodes
}

impl Search {
    fn new(pool: &Pool, room: Room, goal: Option<Goal>, limit: usize, extra_melds: bool) -> Search {
        Search {
            goal,
            limit: limit.max(1),
            extra_melds,
            need: pool.need,
            may: pool.may,
            room,
            stack: Vec::new(),
            left_out: Vec::new(),
            best_points: i64::MIN,
            found: Vec::new(),
            buffers: Vec::new(),
            nodes: 0,
        }
    }

    fn run(&mut self) {
        let mut ub = 0;
        if let Some(goal) = self.goal {
            for i in 0..NATURALS {
                let n = i64::from(self.need.naturals[i] + self.may.naturals[i]);
                ub += n * ub_value(i, goal);
            }
        }
        self.rec(0, 0, ub);
    }

    fn done(&self) -> bool {
        self.goal.is_none() && self.found.len() >= self.limit
    }

    fn finish(&self, (cands, left_out, points): (Vec<Cand>, Vec<(u8, u8)>, i64)) -> Arrangement {
        let mut melds: Vec<Meld> = cands
            .iter()
            .map(|c| Meld::new(c.cards()).expect("the search only builds legal melds"))
            .collect();
        melds.sort_by(|a, b| b.len().cmp(&a.len()).then_with(|| a.cmp(b)));
        let mut unmelded = Vec::new();
        for (i, k) in left_out {
            let card = if i == u8::MAX {
                JOKER
            } else {
                deck::card_at(usize::from(i))
            };
            unmelded.extend(std::iter::repeat_n(card, usize::from(k)));
        }
        deck::sort_cards(&mut unmelded);
        Arrangement {
            melds,
            unmelded,
            points,
        }
    }

    fn rec(&mut self, depth: usize, points: i64, ub: i64) {
        self.nodes += 1;
        if self.done() {
            return;
        }
        if self.goal.is_some() && points + ub <= self.best_points {
            return;
        }
        if let Some(p) = lowest(&self.need) {
            if self.room.is_empty() {
                return;
            }
            self.branch_melds(depth, p, points, ub);
            return;
        }
        if let Some(p) = lowest(&self.may) {
            let may_lead = self.extra_melds || self.need.jokers > 0;
            if may_lead && !self.room.is_empty() {
                self.branch_melds(depth, p, points, ub);
                if self.done() {
                    return;
                }
            }
            // Leave every copy of `p` out (melding one copy and leaving another is found by
            // the branches above, with the other copy leading a later branch).
            let k = self.may.naturals[p];
            self.may.naturals[p] = 0;
            self.left_out.push((p as u8, k));
            let (cost, gain) = match self.goal {
                Some(g) => (
                    if g.penalise {
                        penalty(deck::card_at(p), g.ace_scoring)
                    } else {
                        0
                    },
                    ub_value(p, g),
                ),
                None => (0, 0),
            };
            let k64 = i64::from(k);
            self.rec(depth + 1, points - cost * k64, ub - gain * k64);
            self.left_out.pop();
            self.may.naturals[p] = k;
            return;
        }
        // Only jokers left: needed ones have no natural to stand with.
        if self.need.jokers > 0 {
            return;
        }
        if self.goal.is_some() && points <= self.best_points {
            return;
        }
        self.best_points = points;
        let mut left_out = self.left_out.clone();
        if self.may.jokers > 0 {
            left_out.push((u8::MAX, self.may.jokers));
        }
        let record = (self.stack.clone(), left_out, points);
        if self.goal.is_some() {
            self.found.clear();
        }
        self.found.push(record);
    }

    fn branch_melds(&mut self, depth: usize, pivot: usize, points: i64, ub: i64) {
        if self.buffers.len() <= depth {
            self.buffers.resize_with(depth + 1, Vec::new);
        }
        let mut cands = std::mem::take(&mut self.buffers[depth]);
        cands.clear();
        self.candidates(pivot, &mut cands);
        let need_led = self.need.naturals[pivot] > 0;
        for c in &cands {
            if !need_led && !self.extra_melds && c.jokers == 0 {
                continue;
            }
            let kind = MeldKind::of_size(c.size()).expect("sizes 2..5");
            let pair_rank = (kind == MeldKind::Pair).then(|| rank_of(usize::from(c.nat[0])));
            if !self.room.fits(kind, pair_rank) {
                continue;
            }
            let saved_room = self.room;
            self.room.take(kind, pair_rank).expect("checked by fits");
            let taken = self.take(c);
            let gain = match self.goal {
                Some(g) => c.nat[..usize::from(c.n)]
                    .iter()
                    .map(|&i| ub_value(usize::from(i), g))
                    .sum(),
                None => 0,
            };
            self.stack.push(*c);
            self.rec(depth + 1, points + c.points, ub - gain);
            self.stack.pop();
            self.untake(c, taken);
            self.room = saved_room;
            if self.done() {
                break;
            }
        }
        self.buffers[depth] = cands;
    }

    fn take(&mut self, c: &Cand) -> Taken {
        let mut t = Taken::default();
        for (k, &i) in c.nat[..usize::from(c.n)].iter().enumerate() {
            let i = usize::from(i);
            if self.need.naturals[i] > 0 {
                self.need.naturals[i] -= 1;
                t.from_need[k] = true;
            } else {
                self.may.naturals[i] -= 1;
            }
        }
        t.need_jokers = c.jokers.min(self.need.jokers);
        self.need.jokers -= t.need_jokers;
        self.may.jokers -= c.jokers - t.need_jokers;
        t
    }

    fn untake(&mut self, c: &Cand, t: Taken) {
        for (k, &i) in c.nat[..usize::from(c.n)].iter().enumerate() {
            let i = usize::from(i);
            if t.from_need[k] {
                self.need.naturals[i] += 1;
            } else {
                self.may.naturals[i] += 1;
            }
        }
        self.need.jokers += t.need_jokers;
        self.may.jokers += c.jokers - t.need_jokers;
    }

    /// Every meld containing the natural `pivot` that the pool can make and the room allows
    /// by size, each multiset once, scored at its best reading; best first.
    fn candidates(&self, pivot: usize, out: &mut Vec<Cand>) {
        let avail = |i: usize| {
            let n = self.need.naturals[i] + self.may.naturals[i];
            if i == pivot { n - 1 } else { n }
        };
        let jokers = self.need.jokers + self.may.jokers;
        let suit = pivot / 13;
        let rank = rank_of(pivot);
        let colour = deck::colour_of_suit(suit);
        let goal = self.goal;
        let set_points = |count: usize| match goal {
            Some(g) if g.colour == colour => count as i64 * value_in_set(rank, g.ace_scoring),
            _ => 0,
        };
        // PAIR: two identical naturals.
        if self.room.left[MeldKind::Pair.index()] > 0 && avail(pivot) >= 1 {
            push(
                out,
                Cand {
                    nat: [pivot as u8, pivot as u8, 0, 0, 0],
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
                    nat[0] = pivot as u8;
                    for slot in nat.iter_mut().skip(1).take(x) {
                        *slot = pivot as u8;
                    }
                    for slot in nat.iter_mut().skip(1 + x).take(y) {
                        *slot = partner as u8;
                    }
                    push(
                        out,
                        Cand {
                            nat,
                            n: (1 + x + y) as u8,
                            jokers: j as u8,
                            points: set_points(1 + x + y),
                        },
                    );
                }
            }
        }
        if goal.is_some_and(|g| g.sets_only) {
            out.sort_by(|a, b| b.points.cmp(&a.points));
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
            let len = kind.size() as u8;
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
                    nat[0] = pivot as u8;
                    let mut n = 1;
                    let mut pts = run_points(pp);
                    let mut ok = true;
                    for (b, &(pos, natural)) in slots[..m].iter().enumerate() {
                        if mask & (1 << b) != 0 {
                            match natural {
                                Some(i) => {
                                    nat[n] = i as u8;
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
                            n: n as u8,
                            jokers: j as u8,
                            points: pts,
                        },
                    );
                }
            }
        }
        out.sort_by(|a, b| b.points.cmp(&a.points));
    }
}

/// Adds a candidate, merging it with an equal multiset already listed (keeping the better
/// reading).
fn push(out: &mut Vec<Cand>, c: Cand) {
    let key = c.key();
    if let Some(old) = out.iter_mut().find(|o| o.key() == key) {
        old.points = old.points.max(c.points);
    } else {
        out.push(c);
    }
}

fn lowest(c: &Counts) -> Option<usize> {
    c.naturals.iter().position(|&n| n > 0)
}

fn rank_of(index: usize) -> Rank {
    Rank::from_number((index % 13) as u8 + 1).expect("index below 52")
}

/// The most a natural card can add to the goal's points.
fn ub_value(index: usize, goal: Goal) -> i64 {
    if deck::colour_of_suit(index / 13) != goal.colour {
        return 0;
    }
    best_value(rank_of(index), goal.ace_scoring)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::notation::{format_cards, parse_cards};
    use crate::games::chowdah::contract::Contract;

    fn counts(s: &str) -> Counts {
        Counts::of(&parse_cards(s).unwrap())
    }

    fn goal(colour: Colour) -> Goal {
        Goal {
            colour,
            ace_scoring: false,
            sets_only: false,
            penalise: true,
        }
    }

    fn shown(a: &Arrangement) -> Vec<String> {
        a.melds.iter().map(|m| format_cards(m.cards())).collect()
    }

    #[test]
    fn chowdah_hand_is_found_with_every_card_needed() {
        // The seed's first example.
        let pool = Pool {
            need: counts("Kc Kc 8d JK 8h Ad 2d 3d 4d 8h 9h Th Jh Qh"),
            may: Counts::default(),
        };
        let a = best(&pool, Room::full(Contract::STANDARD), goal(Colour::Red)).unwrap();
        assert_eq!(a.points, 13);
        assert!(a.unmelded.is_empty());
        let kinds: Vec<usize> = a.melds.iter().map(Meld::len).collect();
        assert_eq!(kinds, vec![5, 4, 3, 2]);
        assert_eq!(shown(&a)[3], "Kc Kc");
    }

    #[test]
    fn needed_cards_that_cannot_meld_fail() {
        let pool = Pool {
            need: counts("Kc Kd"),
            may: counts("2s 9h"),
        };
        assert!(!possible(&pool, Room::full(Contract::STANDARD)));
        let pool = Pool {
            need: counts("Kc"),
            may: counts("Kc 9h"),
        };
        assert!(possible(&pool, Room::full(Contract::STANDARD)));
    }

    #[test]
    fn a_needed_joker_must_find_naturals() {
        let pool = Pool {
            need: counts("JK"),
            may: counts("5h 6h"),
        };
        let found = some(&pool, Room::full(Contract::STANDARD), 10);
        assert!(!found.is_empty());
        for a in &found {
            assert!(a.melds.iter().any(|m| m.cards().contains(&JOKER)));
        }
        let pool = Pool {
            need: counts("JK"),
            may: counts("5h 9c"),
        };
        assert!(!possible(&pool, Room::full(Contract::STANDARD)));
    }

    #[test]
    fn optional_cards_are_left_out_when_that_scores_best() {
        let pool = Pool {
            need: Counts::default(),
            may: counts("Ks Ks Ks 2h"),
        };
        let a = best(&pool, Room::full(Contract::STANDARD), goal(Colour::Black)).unwrap();
        assert_eq!(shown(&a), vec!["Ks Ks Ks"]);
        assert_eq!(format_cards(&a.unmelded), "2h");
        assert_eq!(a.points, 6 - 1);
    }
}

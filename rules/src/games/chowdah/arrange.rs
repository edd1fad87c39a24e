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
//! Melds are only ever taken within the round's contract (`Room`): exposed melds never exceed
//! a contract type (docs/rules/chowdah.md#drawing), and the scoring arrangement is "hand cards
//! into contract-type melds", read as melds that, with the exposed ones, still fit the contract
//! (docs/rules/chowdah.md#scoring).
//!
//! The search picks the lowest needed natural card (or, once none is left, the lowest optional
//! one) and branches over every meld that contains it — pairs, sets with any mix of the two
//! same-coloured suits, every run window with every joker placement — plus, for an optional
//! card, leaving all its copies unmelded. Since the lowest card always leads, a state is just
//! the cards and room left, and the best that can be made of a state is remembered (dynamic
//! programming): joker-rich hands whose every card can go many ways are searched once per
//! state, not once per path. Since every meld has a natural card, jokers never lead a branch:
//! they ride along in the melds of naturals.

use super::contract::Room;
use super::deck::{self, Counts, JOKER, NATURALS, index_u8};
use super::melds::{Meld, MeldKind};
use super::values::penalty;
use crate::cards::{Card, Colour, Rank};
use std::collections::HashMap;
use std::hash::BuildHasherDefault;

mod candidates;

use candidates::Cand;

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

/// Which copy a meld took of each of its cards, to undo it.
#[derive(Clone, Copy, Default)]
struct Taken {
    from_need: [bool; 5],
    need_jokers: u8,
}

/// The first step of a best way to finish from a state.
#[derive(Clone, Copy, Debug)]
enum Step {
    Meld(Cand),
    /// Leave every copy of this optional natural out.
    LeaveOut(u8),
    Done,
}

/// What the search remembers of a state (the cards left and the room left): the most points
/// the rest can still add (`None`: the needed cards cannot all be melded), and how.
#[derive(Clone, Copy)]
struct Memo {
    value: Option<i64>,
    step: Step,
}

/// A fast hasher for the packed state keys (no need for SipHash's DoS resistance here).
#[derive(Default)]
struct KeyHasher(u64);

impl std::hash::Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        // MurmurHash3's finaliser: every input bit reaches the low (bucket) bits.
        let mut h = self.0;
        h ^= h >> 33;
        h = h.wrapping_mul(0xff51_afd7_ed55_8ccd);
        h ^= h >> 33;
        h = h.wrapping_mul(0xc4ce_b9fe_1a85_ec53);
        h ^ (h >> 33)
    }
    fn write(&mut self, bytes: &[u8]) {
        // A `[u64; 4]` key arrives as 32 bytes: eight at a time, not one multiply per byte
        // (which made hashing a fifth of a bot's decision).
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.write_u64(u64::from_le_bytes(word));
        }
    }
    fn write_u64(&mut self, x: u64) {
        self.0 = (self.0.rotate_left(5) ^ x).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}

type Memos = HashMap<[u64; 4], Memo, BuildHasherDefault<KeyHasher>>;

struct Search {
    goal: Option<Goal>,
    /// Whether optional cards may form melds of their own; without, they only join needed
    /// cards (an optional natural may still lead a meld that takes a needed joker).
    extra_melds: bool,
    need: Counts,
    may: Counts,
    room: Room,
    /// The naturals part of the state key, kept up to date as cards are taken.
    naturals_key: [u64; 4],
    memo: Memos,
    buffers: Vec<Vec<Cand>>,
    /// Enumeration: stop after this many arrangements.
    limit: usize,
    stack: Vec<Cand>,
    left_out: Vec<(u8, u8)>,
    found: Vec<Arrangement>,
}

/// The best arrangement for `goal`, or `None` if the needed cards cannot all be melded.
pub fn best(pool: &Pool, room: Room, goal: Goal) -> Option<Arrangement> {
    let mut s = Search::new(pool, room, Some(goal), true);
    let points = s.solve(0)?;
    // Follow the remembered best steps from the start.
    loop {
        let step = s.memo[&s.key()].step;
        match step {
            Step::Meld(c) => {
                s.apply(&c);
                s.stack.push(c);
            }
            Step::LeaveOut(p) => {
                let p = usize::from(p);
                s.left_out.push((index_u8(p), s.may.naturals[p]));
                s.may.naturals[p] = 0;
                s.rekey(p);
            }
            Step::Done => break,
        }
    }
    Some(s.arrangement(points))
}

/// Up to `limit` arrangements (in search order) of the needed cards with optional cards
/// joining them, with no goal: any will do. Optional cards never make a meld of their own
/// unless it takes a needed joker (exposing is about the needed cards).
pub fn some(pool: &Pool, room: Room, limit: usize) -> Vec<Arrangement> {
    let mut s = Search::new(pool, room, None, false);
    s.limit = limit;
    s.enumerate(0);
    s.found
}

/// Whether the needed cards can all be melded.
pub fn possible(pool: &Pool, room: Room) -> bool {
    Search::new(pool, room, None, false).solve(0).is_some()
}

/// How many states a scoring search visits (benches and tests of its cost).
pub fn states_of(pool: &Pool, room: Room, goal: Goal) -> usize {
    let mut s = Search::new(pool, room, Some(goal), true);
    s.solve(0);
    s.memo.len()
}

impl Search {
    fn new(pool: &Pool, room: Room, goal: Option<Goal>, extra_melds: bool) -> Search {
        let mut naturals_key = [0u64; 4];
        for i in 0..NATURALS {
            naturals_key[i / 16] |=
                nibble(pool.need.naturals[i], pool.may.naturals[i]) << (i % 16 * 4);
        }
        Search {
            naturals_key,
            goal,
            extra_melds,
            need: pool.need,
            may: pool.may,
            room,
            // A scoring search visits tens to hundreds of states: no rehash on the way.
            memo: Memos::with_capacity_and_hasher(256, BuildHasherDefault::default()),
            buffers: Vec::new(),
            limit: 0,
            stack: Vec::new(),
            left_out: Vec::new(),
            found: Vec::new(),
        }
    }

    /// The state packed into 256 bits: four bits per natural for needed and optional copies
    /// (two decks: at most 2 of a card, 3 kept exact), the jokers and the room.
    fn key(&self) -> [u64; 4] {
        let mut k = self.naturals_key;
        let mut extra =
            u64::from(self.need.jokers.min(31)) | (u64::from(self.may.jokers.min(31)) << 5);
        for (j, &l) in self.room.left.iter().enumerate() {
            extra |= u64::from(l.min(7)) << (10 + 3 * j);
        }
        extra |= (u64::from(self.room.pair_ranks) & 0x3fff) << 22;
        k[3] |= extra << 16;
        k
    }

    /// The lowest natural with needed (`NEED_BITS`) or optional (`MAY_BITS`) copies left,
    /// read off the key's nibbles a word at a time.
    fn lowest(&self, bits: u64) -> Option<usize> {
        self.naturals_key.iter().enumerate().find_map(|(w, &word)| {
            let hit = word & bits;
            (hit != 0).then(|| w * 16 + hit.trailing_zeros() as usize / 4)
        })
    }

    /// Refreshes natural `i`'s nibble of the key after its counts changed.
    fn rekey(&mut self, i: usize) {
        let shift = i % 16 * 4;
        let word = &mut self.naturals_key[i / 16];
        *word = (*word & !(0xf << shift))
            | (nibble(self.need.naturals[i], self.may.naturals[i]) << shift);
    }

    fn arrangement(&self, points: i64) -> Arrangement {
        let mut melds: Vec<Meld> = self
            .stack
            .iter()
            .map(|c| Meld::new(c.cards()).expect("the search only builds legal melds"))
            .collect();
        melds.sort_by(|a, b| b.len().cmp(&a.len()).then_with(|| a.cmp(b)));
        let mut unmelded = Vec::new();
        for &(i, k) in &self.left_out {
            unmelded.extend(std::iter::repeat_n(
                deck::card_at(usize::from(i)),
                usize::from(k),
            ));
        }
        unmelded.extend(std::iter::repeat_n(JOKER, usize::from(self.may.jokers)));
        deck::sort_cards(&mut unmelded);
        Arrangement {
            melds,
            unmelded,
            points,
        }
    }

    /// The most points the remaining cards can add, remembered per state.
    fn solve(&mut self, depth: usize) -> Option<i64> {
        let key = self.key();
        if let Some(m) = self.memo.get(&key) {
            return m.value;
        }
        let (value, step) = self.compute(depth);
        self.memo.insert(key, Memo { value, step });
        value
    }

    fn compute(&mut self, depth: usize) -> (Option<i64>, Step) {
        if let Some(p) = self.lowest(NEED_BITS) {
            if self.room.is_empty() {
                return (None, Step::Done);
            }
            return self.best_meld(depth, p);
        }
        if let Some(p) = self.lowest(MAY_BITS) {
            let may_lead = self.extra_melds || self.need.jokers > 0;
            let mut best = (None, Step::Done);
            if may_lead && !self.room.is_empty() {
                best = self.best_meld(depth, p);
            }
            let k = self.may.naturals[p];
            self.may.naturals[p] = 0;
            self.rekey(p);
            let cost = match self.goal {
                Some(g) if g.penalise => penalty(deck::card_at(p), g.ace_scoring) * i64::from(k),
                _ => 0,
            };
            let v = self.solve(depth + 1).map(|v| v - cost);
            self.may.naturals[p] = k;
            self.rekey(p);
            if better(v, best.0) {
                best = (v, Step::LeaveOut(index_u8(p)));
            }
            return best;
        }
        // Only jokers left: needed ones have no natural to stand with.
        if self.need.jokers > 0 {
            (None, Step::Done)
        } else {
            (Some(0), Step::Done)
        }
    }

    /// The candidate melds of `pivot` this state may take.
    fn usable(&mut self, depth: usize, pivot: usize) -> Vec<Cand> {
        if self.buffers.len() <= depth {
            self.buffers.resize_with(depth + 1, Vec::new);
        }
        let mut cands = std::mem::take(&mut self.buffers[depth]);
        cands.clear();
        self.candidates(pivot, &mut cands);
        let need_led = self.need.naturals[pivot] > 0;
        let extra = self.extra_melds;
        let room = self.room;
        cands.retain(|c| {
            let kind = MeldKind::of_size(c.size()).expect("sizes 2..5");
            let pair_rank = (kind == MeldKind::Pair).then(|| rank_of(usize::from(c.nat[0])));
            (need_led || extra || c.jokers > 0) && room.fits(kind, pair_rank)
        });
        cands
    }

    fn best_meld(&mut self, depth: usize, pivot: usize) -> (Option<i64>, Step) {
        let cands = self.usable(depth, pivot);
        let mut best = (None, Step::Done);
        for c in &cands {
            let (room, taken) = self.apply(c);
            let v = self.solve(depth + 1).map(|v| v + c.points);
            self.undo(c, room, taken);
            if better(v, best.0) {
                best = (v, Step::Meld(*c));
            }
        }
        self.buffers[depth] = cands;
        best
    }

    /// Lists arrangements depth first, entering only states that can be finished.
    fn enumerate(&mut self, depth: usize) {
        if self.found.len() >= self.limit || self.solve(depth).is_none() {
            return;
        }
        let pivot = match (self.lowest(NEED_BITS), self.lowest(MAY_BITS)) {
            (Some(p), _) => Some((p, false)),
            (None, Some(p)) => Some((p, true)),
            (None, None) => None,
        };
        let Some((p, optional)) = pivot else {
            let a = self.arrangement(0);
            self.found.push(a);
            return;
        };
        if !optional || self.extra_melds || self.need.jokers > 0 {
            let cands = self.usable(depth, p);
            for c in &cands {
                let (room, taken) = self.apply(c);
                self.stack.push(*c);
                self.enumerate(depth + 1);
                self.stack.pop();
                self.undo(c, room, taken);
                if self.found.len() >= self.limit {
                    break;
                }
            }
            self.buffers[depth] = cands;
        }
        if optional && self.found.len() < self.limit {
            let k = self.may.naturals[p];
            self.may.naturals[p] = 0;
            self.rekey(p);
            self.left_out.push((index_u8(p), k));
            self.enumerate(depth + 1);
            self.left_out.pop();
            self.may.naturals[p] = k;
            self.rekey(p);
        }
    }

    /// Takes a meld's cards (needed copies first) and its room; returns what to undo.
    fn apply(&mut self, c: &Cand) -> (Room, Taken) {
        let room = self.room;
        let kind = MeldKind::of_size(c.size()).expect("sizes 2..5");
        let pair_rank = (kind == MeldKind::Pair).then(|| rank_of(usize::from(c.nat[0])));
        self.room
            .take(kind, pair_rank)
            .expect("candidates fit the room");
        let mut t = Taken::default();
        for (k, &i) in c.nat[..usize::from(c.n)].iter().enumerate() {
            let i = usize::from(i);
            if self.need.naturals[i] > 0 {
                self.need.naturals[i] -= 1;
                t.from_need[k] = true;
            } else {
                self.may.naturals[i] -= 1;
            }
            self.rekey(i);
        }
        t.need_jokers = c.jokers.min(self.need.jokers);
        self.need.jokers -= t.need_jokers;
        self.may.jokers -= c.jokers - t.need_jokers;
        (room, t)
    }

    fn undo(&mut self, c: &Cand, room: Room, t: Taken) {
        for (k, &i) in c.nat[..usize::from(c.n)].iter().enumerate() {
            let i = usize::from(i);
            if t.from_need[k] {
                self.need.naturals[i] += 1;
            } else {
                self.may.naturals[i] += 1;
            }
            self.rekey(i);
        }
        self.need.jokers += t.need_jokers;
        self.may.jokers += c.jokers - t.need_jokers;
        self.room = room;
    }
}

/// The needed-copies and optional-copies bits of every nibble of a key word (`nibble`).
const NEED_BITS: u64 = 0x3333_3333_3333_3333;
const MAY_BITS: u64 = 0xcccc_cccc_cccc_cccc;

/// A natural's counts as four key bits: needed copies, optional copies (0–3 each).
fn nibble(need: u8, may: u8) -> u64 {
    u64::from(need.min(3)) | (u64::from(may.min(3)) << 2)
}

/// `a` beats `b` (the first of equals is kept).
fn better(a: Option<i64>, b: Option<i64>) -> bool {
    match (a, b) {
        (Some(a), Some(b)) => a > b,
        (Some(_), None) => true,
        _ => false,
    }
}

fn rank_of(index: usize) -> Rank {
    Rank::from_number(index_u8(index % 13) + 1).expect("index below 52")
}

#[cfg(test)]
mod tests;

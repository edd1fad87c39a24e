//! How far a hand is from Chowdah: the fewest cards it still has to draw (each replacing a
//! card it discards) before its cards form the round's contract (docs/rules/chowdah.md#contracts).
//!
//! Points alone value a hand as if the round ended now; the race to call Chowdah is won by the
//! hand that needs the fewest cards. The contract's melds left to fill (the exposed melds fill
//! theirs) are filled greedily, largest first, each by one of the few partial melds of the hand
//! that hold the most of its cards: a run window of a suit, a set of one rank and colour, or for
//! a pair a twin (docs/rules/chowdah.md#melds). A card that no unseen copy can bring is not
//! counted on, and jokers fill the gaps of sets and runs, never of pairs. It is an estimate (a
//! few branches per meld, not every arrangement), cheap enough to weigh every draw and discard.

use super::contract::Contract;
use super::deck::{Counts, NATURALS};
use super::melds::Meld;

/// Partial melds tried per contract meld, the fullest first.
pub const BRANCHES: usize = 3;
/// The same at a table of four, where the race to call is tightest: three missed ways to the
/// contract often enough to cost calls (six and ten measured alike against easy; three
/// players did no better with six, and two were not measured).
pub const BRANCHES_AT_FOUR: usize = 6;

/// The partial melds the bots try per contract meld at a table of `players`.
pub fn branches_for(players: u8) -> usize {
    if players >= 4 {
        BRANCHES_AT_FOUR
    } else {
        BRANCHES
    }
}

/// Cards still to draw before `hand` with `exposed` is a Chowdah of `contract`; `live`: the
/// copies of each card the seat might still draw (unseen).
pub fn missing(hand: &Counts, exposed: &[Meld], contract: Contract, live: &Counts) -> i64 {
    missing_with(hand, exposed, contract, live, BRANCHES)
}

/// `missing`, trying `branches` partial melds per contract meld.
pub fn missing_with(
    hand: &Counts,
    exposed: &[Meld],
    contract: Contract,
    live: &Counts,
    branches: usize,
) -> i64 {
    let Ok(room) = contract.room_after(exposed) else {
        return 14;
    };
    // Slot sizes, largest first: quints, quads, treys, pairs (MeldKind::index order is by size).
    let mut slots: Vec<usize> = Vec::with_capacity(7);
    for (kind, &n) in room.left.iter().enumerate().rev() {
        slots.extend(std::iter::repeat_n(kind + 2, usize::from(n)));
    }
    let total: usize = slots.iter().sum();
    let mut s = Search {
        live,
        jokers: usize::from(hand.jokers),
        branches,
        best: 0,
        total,
    };
    let mut counts = *hand;
    counts.jokers = 0;
    s.fill(&slots, &mut counts, 0, 0);
    i64::try_from(total - s.best.min(total)).unwrap_or(14)
}

struct Search<'a> {
    live: &'a Counts,
    jokers: usize,
    branches: usize,
    /// The most contract places filled so far (naturals plus jokers).
    best: usize,
    total: usize,
}

/// One way to start a contract meld: the hand's naturals it takes and the gaps jokers can fill.
/// (A fixed array: the search builds thousands of these per decision.)
#[derive(Clone, Copy)]
struct Partial {
    taken: [u8; 5],
    len: u8,
    /// Gaps a joker may fill (0 for pairs, which take no joker).
    joker_gaps: usize,
}

impl Partial {
    fn new(cards: &[usize], size: usize) -> Partial {
        let mut taken = [0u8; 5];
        for (t, &i) in taken.iter_mut().zip(cards) {
            *t = u8::try_from(i).unwrap_or(u8::MAX);
        }
        Partial {
            taken,
            len: u8::try_from(cards.len()).unwrap_or(0),
            joker_gaps: if size == 2 { 0 } else { size - cards.len() },
        }
    }

    fn cards(&self) -> impl Iterator<Item = usize> + '_ {
        self.taken[..usize::from(self.len)]
            .iter()
            .map(|&i| usize::from(i))
    }
}

impl Search<'_> {
    /// Fills `slots` from `counts`; `placed` naturals so far and `gaps` joker-fillable gaps.
    fn fill(&mut self, slots: &[usize], counts: &mut Counts, placed: usize, gaps: usize) {
        let Some((&size, rest)) = slots.split_first() else {
            let filled = placed + gaps.min(self.jokers);
            self.best = self.best.max(filled);
            return;
        };
        // Even filling every slot left in full would not beat the best.
        let room: usize = slots.iter().sum();
        if placed + gaps.min(self.jokers) + room <= self.best || self.best == self.total {
            return;
        }
        let mut options = partials(size, counts, self.live);
        options.sort_by_key(|p| std::cmp::Reverse(usize::from(p.len) * 2 + p.joker_gaps.min(1)));
        options.truncate(self.branches);
        if options.is_empty() {
            // Nothing of the hand goes there: a run or set still needs one natural drawn.
            let g = if size == 2 { 0 } else { size - 1 };
            self.fill(rest, counts, placed, gaps + g);
            return;
        }
        for p in options {
            for i in p.cards() {
                counts.naturals[i] -= 1;
            }
            self.fill(
                rest,
                counts,
                placed + usize::from(p.len),
                gaps + p.joker_gaps,
            );
            for i in p.cards() {
                counts.naturals[i] += 1;
            }
        }
    }
}

/// The partial melds of `size` that `counts` can start, one per distinct shape.
fn partials(size: usize, counts: &Counts, live: &Counts) -> Vec<Partial> {
    let n = &counts.naturals;
    let mut out = Vec::with_capacity(32);
    if size == 2 {
        // A twin, else a card whose twin may still come.
        if let Some(i) = (0..NATURALS).find(|&i| n[i] >= 2) {
            out.push(Partial::new(&[i, i], size));
        }
        if let Some(i) = (0..NATURALS).find(|&i| n[i] == 1 && live.naturals[i] > 0) {
            out.push(Partial::new(&[i], size));
        }
        return out;
    }
    // Runs: a window of `size` positions of one suit, the ace low (position 1) or high (14).
    for suit in 0..4 {
        let at = |pos: usize| suit * 13 + if pos == 14 { 0 } else { pos - 1 };
        for start in 1..=(15 - size) {
            let mut cards = [0usize; 5];
            let mut len = 0;
            let mut dead = 0;
            for pos in start..start + size {
                let i = at(pos);
                if n[i] > 0 {
                    cards[len] = i;
                    len += 1;
                } else if live.naturals[i] == 0 {
                    dead += 1;
                }
            }
            // Two cards at least (a lone card is better kept for a set or a pair); gaps no
            // copy can fill need jokers, which the joker count already limits.
            if len >= 2 && dead <= 1 {
                out.push(Partial::new(&cards[..len], size));
            }
        }
    }
    // Sets: one rank, both suits of a colour (clubs with spades, diamonds with hearts).
    for rank in 0..13 {
        for (a, b) in [(0, 3), (1, 2)] {
            let (ia, ib) = (a * 13 + rank, b * 13 + rank);
            let have = usize::from(n[ia]) + usize::from(n[ib]);
            if have < 2 {
                continue;
            }
            let mut cards = [0usize; 4];
            let mut len = 0;
            for _ in 0..n[ia] {
                cards[len] = ia;
                len += 1;
            }
            for _ in 0..n[ib] {
                cards[len] = ib;
                len += 1;
            }
            out.push(Partial::new(&cards[..len.min(size)], size));
        }
    }
    // Keep one partial per set of cards taken (run windows overlap).
    out.sort_by(|x, y| x.cards().cmp(y.cards()));
    out.dedup_by(|x, y| x.cards().eq(y.cards()));
    out
}

#[cfg(test)]
mod tests {
    use super::super::deck;
    use super::*;
    use crate::cards::notation::parse_cards;

    fn counts(text: &str) -> Counts {
        Counts::of(&parse_cards(text).expect("cards"))
    }

    fn all_live() -> Counts {
        Counts {
            naturals: [2; NATURALS],
            jokers: 4,
        }
    }

    #[test]
    fn a_finished_contract_misses_nothing() {
        let hand = counts("KC KC 8D JK 8H AD 2D 3D 4D 8H 9H TH JH QH");
        assert_eq!(missing(&hand, &[], Contract::STANDARD, &all_live()), 0);
    }

    #[test]
    fn one_card_off_misses_one() {
        // Q♥ is missing from the quint.
        let hand = counts("KC KC 8D JK 8H AD 2D 3D 4D 8H 9H TH JH 5S");
        assert_eq!(missing(&hand, &[], Contract::STANDARD, &all_live()), 1);
    }

    #[test]
    fn a_dead_twin_cannot_make_the_pair() {
        // Seven pairs (round 8): six made, and 8♣ and 9♦ each wait for their twin.
        let hand = counts("2C 2C 3C 3C 4C 4C 5C 5C 6C 6C 7C 7C 8C 9D");
        let seven_pairs = Contract::new(8).expect("round 8");
        let mut live = all_live();
        assert_eq!(missing(&hand, &[], seven_pairs, &live), 1);
        // Both twins in sight: a whole new pair is needed.
        for twin in parse_cards("8C 9D").expect("cards") {
            live.naturals[deck::index(twin).expect("a natural")] = 0;
        }
        assert_eq!(missing(&hand, &[], seven_pairs, &live), 2);
    }

    #[test]
    fn exposed_melds_fill_their_own_places_in_the_contract() {
        // The quint is exposed; the hand lacks only K♣'s twin for the pair.
        let quint = Meld::new(parse_cards("8H 9H TH JH QH").expect("cards")).expect("a run");
        let hand = counts("KC KS 8D JK 8H AD 2D 3D 4D");
        assert_eq!(missing(&hand, &[quint], Contract::STANDARD, &all_live()), 1);
    }

    #[test]
    fn a_scattered_hand_misses_more_than_a_nearly_melded_one() {
        let near = counts("KC KC 8D JK 8H AD 2D 3D 4D 8H 9H TH JH 2C");
        let far = counts("KC QS 8D 5C 8H AD 6S 3D JC 8H 4H TH 2S 2C");
        let live = all_live();
        assert_eq!(missing(&near, &[], Contract::STANDARD, &live), 1);
        assert!(missing(&far, &[], Contract::STANDARD, &live) >= 5);
    }
}

//! The Chowdah deck: two 52-card decks plus the jokers of the joker rule, and a dense index of
//! the 52 natural cards so hands can be counted in fixed arrays (two decks make every hand a
//! multiset).

use crate::cards::{Card, Colour, Joker, Rank, Suit};

/// The Chowdah joker (`JK`): jokers are all alike and wild
/// (docs/rules/chowdah.md#cards-and-the-deal).
pub const JOKER: Card = Card::Joker(Joker::Wild);

/// Natural cards in the index: suit-major (`Suit::ALL` order), ace to king within a suit.
pub const NATURALS: usize = 52;

/// Index of a natural card; `None` for jokers.
pub fn index(card: Card) -> Option<usize> {
    match card {
        Card::Suited { rank, suit } => Some(suit_index(suit) * 13 + usize::from(rank.number() - 1)),
        Card::Joker(_) => None,
    }
}

/// A natural's index as the `u8` the arrangement search packs it in.
///
/// # Panics
///
/// If `index` does not fit a `u8`; an index is below `NATURALS` (52), so it always does.
pub fn index_u8(index: usize) -> u8 {
    u8::try_from(index).expect("a natural's index is below 52")
}

pub fn card_at(index: usize) -> Card {
    let rank = Rank::from_number(index_u8(index % 13) + 1).expect("index below 52");
    Card::new(rank, Suit::ALL[index / 13])
}

pub fn suit_index(suit: Suit) -> usize {
    match suit {
        Suit::Clubs => 0,
        Suit::Diamonds => 1,
        Suit::Hearts => 2,
        Suit::Spades => 3,
    }
}

/// The other suit of the same colour (clubs ↔ spades, diamonds ↔ hearts): a set may mix them.
pub fn partner_suit(suit_index: usize) -> usize {
    3 - suit_index
}

pub fn colour_of_suit(suit_index: usize) -> Colour {
    Suit::ALL[suit_index].colour()
}

/// A multiset of cards: counts of each natural and of jokers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Counts {
    pub naturals: [u8; NATURALS],
    pub jokers: u8,
}

impl Default for Counts {
    fn default() -> Counts {
        Counts {
            naturals: [0; NATURALS],
            jokers: 0,
        }
    }
}

impl Counts {
    pub fn of(cards: &[Card]) -> Counts {
        let mut c = Counts::default();
        for &card in cards {
            c.add(card);
        }
        c
    }

    pub fn add(&mut self, card: Card) {
        match index(card) {
            Some(i) => self.naturals[i] += 1,
            None => self.jokers += 1,
        }
    }

    pub fn get(&self, card: Card) -> u8 {
        match index(card) {
            Some(i) => self.naturals[i],
            None => self.jokers,
        }
    }

    pub fn len(&self) -> usize {
        self.naturals.iter().map(|&n| usize::from(n)).sum::<usize>() + usize::from(self.jokers)
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// `other` is contained in `self` (as multisets).
    pub fn contains(&self, other: &Counts) -> bool {
        other.jokers <= self.jokers
            && self
                .naturals
                .iter()
                .zip(other.naturals.iter())
                .all(|(a, b)| b <= a)
    }

    /// `self − other`, or `None` if `other` is not contained in `self`.
    pub fn minus(&self, other: &Counts) -> Option<Counts> {
        if !self.contains(other) {
            return None;
        }
        let mut out = *self;
        for (a, b) in out.naturals.iter_mut().zip(other.naturals.iter()) {
            *a -= b;
        }
        out.jokers -= other.jokers;
        Some(out)
    }

    /// The cards of `other` that `self` lacks, in index order.
    pub fn missing(&self, other: &Counts) -> Vec<Card> {
        let mut out = Vec::new();
        for i in 0..NATURALS {
            for _ in self.naturals[i]..other.naturals[i].max(self.naturals[i]) {
                out.push(card_at(i));
            }
        }
        out.extend(std::iter::repeat_n(
            JOKER,
            usize::from(other.jokers.saturating_sub(self.jokers)),
        ));
        out
    }

    /// The cards, in index order with jokers last.
    pub fn cards(&self) -> Vec<Card> {
        let mut out = Vec::with_capacity(self.len());
        for i in 0..NATURALS {
            for _ in 0..self.naturals[i] {
                out.push(card_at(i));
            }
        }
        out.extend(std::iter::repeat_n(JOKER, usize::from(self.jokers)));
        out
    }
}

/// Sorts a hand for display: by suit, then ace to king, jokers last.
pub fn sort_cards(cards: &mut [Card]) {
    cards.sort_by_key(|&c| index(c).unwrap_or(NATURALS));
}

/// The deck for `jokers` jokers: every natural twice, then the jokers.
pub fn full_deck(jokers: usize) -> Vec<Card> {
    let mut deck = Card::deck52();
    deck.extend(Card::deck52());
    deck.extend(std::iter::repeat_n(JOKER, jokers));
    deck
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn index_round_trips() {
        for i in 0..NATURALS {
            assert_eq!(index(card_at(i)), Some(i));
        }
        assert_eq!(index(JOKER), None);
    }

    #[test]
    fn partners_share_colour() {
        for s in 0..4 {
            assert_ne!(partner_suit(s), s);
            assert_eq!(colour_of_suit(partner_suit(s)), colour_of_suit(s));
        }
    }

    #[test]
    fn counts_subtract_and_report_missing() {
        let a = Counts::of(&crate::cards::notation::parse_cards("7h 7h JK 2c").unwrap());
        let b = Counts::of(&crate::cards::notation::parse_cards("7h JK JK").unwrap());
        assert!(!a.contains(&b));
        assert_eq!(a.minus(&b), None);
        assert_eq!(a.missing(&b), vec![JOKER]);
        let c = Counts::of(&crate::cards::notation::parse_cards("7h 2c").unwrap());
        let d = a.minus(&c).unwrap();
        assert_eq!(d.len(), 2);
        assert_eq!(crate::cards::notation::format_cards(&d.cards()), "7h JK");
    }
}

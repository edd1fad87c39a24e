//! The stock and the face-down discards of one deal, and drawing from them.
//!
//! With four players the stock (32 cards) can run out in the second exchange (up to 40 draws).
//! docs/rules/chicago.md#running-out-of-cards: shuffle the earlier discards (not the ones just
//! thrown by the current player) into a new stock. The player first draws what is left of the
//! stock, then the earlier discards are shuffled (from the game's seeded RNG) into a new stock
//! for the rest. There are always enough: the cards outside the hands number 52 − 5n ≥ 32, and
//! a player draws at most 5.

use crate::cards::Card;
use crate::games::shuffle::{self, DealRng};

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stock {
    /// Next drawn first.
    cards: Vec<Card>,
    /// Thrown this deal, face down, not yet shuffled back.
    discards: Vec<Card>,
}

/// What one exchange took from the stock.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Drawn {
    pub cards: Vec<Card>,
    /// `Some(n)` when the stock ran out and `n` earlier discards became the new stock.
    pub reshuffled: Option<usize>,
}

impl Stock {
    pub fn new(cards: Vec<Card>) -> Stock {
        Stock {
            cards,
            discards: Vec::new(),
        }
    }

    /// A stock and face-down pile mid-deal: a resampled state's (`Resample`).
    pub(super) fn dealt(cards: Vec<Card>, discards: Vec<Card>) -> Stock {
        Stock { cards, discards }
    }

    pub fn len(&self) -> usize {
        self.cards.len()
    }

    pub fn is_empty(&self) -> bool {
        self.cards.is_empty()
    }

    pub fn discard_count(&self) -> usize {
        self.discards.len()
    }

    /// The stock's cards in drawing order (tests and conservation checks, never a view).
    pub fn cards(&self) -> &[Card] {
        &self.cards
    }

    pub fn discards(&self) -> &[Card] {
        &self.discards
    }

    /// `thrown` go face down; as many cards are drawn. The thrown cards join the discard pile
    /// only after the draw, so a reshuffle never hands a player back what they just threw.
    pub fn exchange(&mut self, thrown: &[Card], rng: &mut DealRng) -> Drawn {
        let want = thrown.len();
        let from_stock = want.min(self.cards.len());
        let mut cards: Vec<Card> = self.cards.drain(..from_stock).collect();
        let mut reshuffled = None;
        if cards.len() < want {
            let mut fresh = std::mem::take(&mut self.discards);
            shuffle::shuffle(rng, &mut fresh);
            reshuffled = Some(fresh.len());
            self.cards = fresh;
            let more = (want - cards.len()).min(self.cards.len());
            cards.extend(self.cards.drain(..more));
        }
        self.discards.extend_from_slice(thrown);
        Drawn { cards, reshuffled }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn draws_from_the_front_and_keeps_discards_face_down() {
        let deck = Card::deck52();
        let mut stock = Stock::new(deck[10..20].to_vec());
        let mut rng = shuffle::rng(1);
        let drawn = stock.exchange(&deck[..3], &mut rng);
        assert_eq!(drawn.cards, deck[10..13].to_vec());
        assert_eq!(drawn.reshuffled, None);
        assert_eq!(stock.discards(), &deck[..3]);
        assert_eq!(stock.len(), 7);
        // Standing pat draws nothing.
        let drawn = stock.exchange(&[], &mut rng);
        assert!(drawn.cards.is_empty());
    }

    #[test]
    fn an_empty_stock_takes_the_earlier_discards_but_not_the_current_ones() {
        let deck = Card::deck52();
        let mut stock = Stock::new(deck[40..42].to_vec());
        let mut rng = shuffle::rng(2);
        // Earlier discards: 10 cards.
        stock.discards = deck[..10].to_vec();
        let thrown = &deck[20..25];
        let drawn = stock.exchange(thrown, &mut rng);
        assert_eq!(drawn.reshuffled, Some(10));
        assert_eq!(drawn.cards.len(), 5);
        // What was left of the stock comes first.
        assert_eq!(&drawn.cards[..2], &deck[40..42]);
        assert!(drawn.cards[2..].iter().all(|c| deck[..10].contains(c)));
        assert!(drawn.cards.iter().all(|c| !thrown.contains(c)));
        // Nothing lost: 7 left in the new stock, the thrown five face down.
        assert_eq!(stock.len(), 7);
        assert_eq!(stock.discards(), thrown);
        let mut all: Vec<Card> = drawn
            .cards
            .iter()
            .chain(stock.cards())
            .chain(stock.discards())
            .copied()
            .collect();
        all.sort();
        let mut want: Vec<Card> = deck[..10]
            .iter()
            .chain(&deck[20..25])
            .chain(&deck[40..42])
            .copied()
            .collect();
        want.sort();
        assert_eq!(all, want);
    }
}

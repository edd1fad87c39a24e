//! Cards as bits for the bots' fast play-outs: bit `13 * suit + (value - 2)`, the suits in
//! `Suit::ALL` order and the values 2–14 (ace high, docs/rules/chicago.md#poker-hands). A hand,
//! the cards played, the cards unseen: each one `u64`.

use super::hands::{Strength, classify, rank_value};
use crate::cards::{Card, Rank, Suit};

/// Every suited card.
pub const FULL: u64 = (1 << 52) - 1;
/// The 13 cards of one suit, at the bottom.
const SUIT_BITS: u64 = (1 << 13) - 1;
/// One bit per suit: the four twos.
const COLUMN: u64 = 1 | 1 << 13 | 1 << 26 | 1 << 39;

/// The bit of a suited card (jokers have none: Chicago has none).
pub fn bit(card: Card) -> u64 {
    match (card.rank(), card.suit()) {
        (Some(r), Some(s)) => 1 << index(r, s),
        _ => 0,
    }
}

fn index(rank: Rank, suit: Suit) -> u32 {
    let s: u32 = match suit {
        Suit::Clubs => 0,
        Suit::Diamonds => 1,
        Suit::Hearts => 2,
        Suit::Spades => 3,
    };
    13 * s + u32::from(rank_value(rank) - 2)
}

/// The card of bit number `i` (0–51).
pub fn card(i: u32) -> Card {
    let suit = Suit::ALL[(i / 13).min(3) as usize];
    let value = (i % 13) as u8 + 2;
    let rank = if value == 14 {
        Rank::Ace
    } else {
        Rank::from_number(value).unwrap_or(Rank::Two)
    };
    Card::new(rank, suit)
}

pub fn of(cards: &[Card]) -> u64 {
    cards.iter().fold(0, |m, &c| m | bit(c))
}

/// The cards of `hand` that are in `m`, in the hand's order: how a move names them, so a
/// hint or a log reads them as the player's hand shows them.
pub fn cards_in(hand: &[Card], m: u64) -> Vec<Card> {
    hand.iter().copied().filter(|&c| m & bit(c) != 0).collect()
}

/// The cards of `m` in the bits' order (the tests' reading of a random bit hand).
#[cfg(test)]
pub fn cards(mut m: u64) -> Vec<Card> {
    let mut out = Vec::with_capacity(m.count_ones() as usize);
    while m != 0 {
        out.push(card(m.trailing_zeros()));
        m &= m - 1;
    }
    out
}

/// The suit number (0–3) of bit `i`.
pub fn suit_of(i: u32) -> u32 {
    i / 13
}

/// The value (2–14) of bit `i`.
pub fn value_of(i: u32) -> u32 {
    i % 13 + 2
}

/// All cards of suit number `s`.
pub fn suit(s: u32) -> u64 {
    SUIT_BITS << (13 * s)
}

/// The four cards of value `i + 2` (`i` 0–12, the bit of that value in the first suit).
pub fn value(i: u32) -> u64 {
    COLUMN << i
}

/// The cards of `i`'s suit above it.
pub fn above(i: u32) -> u64 {
    suit(suit_of(i)) & !((2u64 << i) - 1)
}

/// The lowest card of `m` by value (ties: the first suit), if any.
pub fn lowest(m: u64) -> Option<u32> {
    iter(m).min_by_key(|&i| (value_of(i), suit_of(i)))
}

/// The highest card of `m` by value (ties: the last suit), if any.
pub fn highest(m: u64) -> Option<u32> {
    iter(m).max_by_key(|&i| (value_of(i), suit_of(i)))
}

pub fn iter(mut m: u64) -> impl Iterator<Item = u32> {
    std::iter::from_fn(move || {
        if m == 0 {
            return None;
        }
        let i = m.trailing_zeros();
        m &= m - 1;
        Some(i)
    })
}

/// The poker strength of a hand of up to five cards (of more, its first five bits), read
/// straight from the bits: `hands::strength` of the same cards.
pub fn strength_of(m: u64) -> Strength {
    let mut m = m & FULL;
    while m.count_ones() > 5 {
        m &= !(1u64 << (63 - m.leading_zeros()));
    }
    let mut counts = [0u8; 15];
    for (i, count) in (0..13).zip(&mut counts[2..]) {
        *count = u8::try_from((m & value(i)).count_ones()).unwrap_or(4);
    }
    let five = m.count_ones() == 5;
    let flush = five && (0..4).any(|s| m & suit(s) == m);
    classify(&counts, five, flush)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::notation::parse_cards;

    #[test]
    fn every_card_has_its_own_bit_and_comes_back() {
        let deck = Card::deck52();
        assert_eq!(of(&deck), FULL);
        for c in deck {
            assert_eq!(card(bit(c).trailing_zeros()), c);
        }
    }

    #[test]
    fn strength_from_the_bits_is_the_strength_of_the_cards() {
        use super::super::hands::strength;
        let mut rng = <crate::games::bots::BotRng as rand::SeedableRng>::seed_from_u64(7);
        for n in 0..=5 {
            for _ in 0..20_000 {
                let mut m = 0u64;
                while m.count_ones() < n {
                    m |= 1 << crate::games::bots::pick(&mut rng, 52);
                }
                assert_eq!(strength_of(m), strength(&cards(m)), "{:?}", cards(m));
            }
        }
    }

    #[test]
    fn above_holds_the_higher_cards_of_the_same_suit_only() {
        let q = bit("Qh".parse().unwrap()).trailing_zeros();
        assert_eq!(cards(above(q)), parse_cards("Kh Ah").unwrap());
        let a = bit("As".parse().unwrap()).trailing_zeros();
        assert_eq!(above(a), 0);
    }
}

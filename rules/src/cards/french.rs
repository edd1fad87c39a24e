//! French playing cards and jokers, the primitives of Dou Dizhu, Chicago and Chowdah.
//!
//! A card knows nothing about any game's ordering: Chicago ranks the ace high, Dou Dizhu puts
//! the 2 above the ace, Chowdah lets the ace end either side of a run. Games map cards onto
//! their own orders.

use serde::{Deserialize, Serialize, Serializer};
use std::fmt;

/// The four French suits. Their order here is only for stable sorting; no game ranks suits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Suit {
    Clubs,
    Diamonds,
    Hearts,
    Spades,
}

/// Red or black: Chowdah scores by colour and builds sets of one colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Colour {
    Red,
    Black,
}

impl Suit {
    pub const ALL: [Suit; 4] = [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades];

    pub fn colour(self) -> Colour {
        match self {
            Suit::Diamonds | Suit::Hearts => Colour::Red,
            Suit::Clubs | Suit::Spades => Colour::Black,
        }
    }

    /// The notation letter: `s h d c`.
    pub fn letter(self) -> char {
        match self {
            Suit::Clubs => 'c',
            Suit::Diamonds => 'd',
            Suit::Hearts => 'h',
            Suit::Spades => 's',
        }
    }

    pub fn symbol(self) -> char {
        match self {
            Suit::Clubs => '♣',
            Suit::Diamonds => '♦',
            Suit::Hearts => '♥',
            Suit::Spades => '♠',
        }
    }
}

/// A rank from ace to king. `number()` is the face value with the ace as 1; games that rank
/// the ace high (Chicago) or the 2 above it (Dou Dizhu) do so themselves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Rank {
    Ace = 1,
    Two,
    Three,
    Four,
    Five,
    Six,
    Seven,
    Eight,
    Nine,
    Ten,
    Jack,
    Queen,
    King,
}

impl Rank {
    /// Ace (1) to king (13).
    pub const ALL: [Rank; 13] = [
        Rank::Ace,
        Rank::Two,
        Rank::Three,
        Rank::Four,
        Rank::Five,
        Rank::Six,
        Rank::Seven,
        Rank::Eight,
        Rank::Nine,
        Rank::Ten,
        Rank::Jack,
        Rank::Queen,
        Rank::King,
    ];

    /// 1 for the ace up to 13 for the king.
    pub fn number(self) -> u8 {
        self as u8
    }

    pub fn from_number(n: u8) -> Option<Rank> {
        Rank::ALL.get(usize::from(n).checked_sub(1)?).copied()
    }

    /// Jack, queen and king: Chowdah scores them 2.
    pub fn is_face(self) -> bool {
        matches!(self, Rank::Jack | Rank::Queen | Rank::King)
    }

    /// The notation letter: `A 2 … 9 T J Q K`.
    pub fn letter(self) -> char {
        b"A23456789TJQK"[usize::from(self.number() - 1)] as char
    }
}

/// The jokers the games use: Dou Dizhu tells a black from a red joker; Chowdah's jokers are all
/// alike.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Joker {
    Black,
    Red,
    /// Chowdah's wild joker (`JK`).
    Wild,
}

impl Joker {
    pub fn notation(self) -> &'static str {
        match self {
            Joker::Black => "BJ",
            Joker::Red => "RJ",
            Joker::Wild => "JK",
        }
    }
}

/// One physical card. Two decks hold identical cards; a hand is a multiset.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Card {
    Suited { rank: Rank, suit: Suit },
    Joker(Joker),
}

impl Card {
    pub const fn new(rank: Rank, suit: Suit) -> Card {
        Card::Suited { rank, suit }
    }

    pub fn rank(self) -> Option<Rank> {
        match self {
            Card::Suited { rank, .. } => Some(rank),
            Card::Joker(_) => None,
        }
    }

    pub fn suit(self) -> Option<Suit> {
        match self {
            Card::Suited { suit, .. } => Some(suit),
            Card::Joker(_) => None,
        }
    }

    pub fn is_joker(self) -> bool {
        matches!(self, Card::Joker(_))
    }

    /// The card without its suit, as Dou Dizhu sees it.
    pub fn face(self) -> Face {
        match self {
            Card::Suited { rank, .. } => Face::Rank(rank),
            Card::Joker(j) => Face::Joker(j),
        }
    }

    /// The 52 suited cards of one deck, suit by suit.
    pub fn deck52() -> Vec<Card> {
        Suit::ALL
            .iter()
            .flat_map(|&suit| Rank::ALL.iter().map(move |&rank| Card::new(rank, suit)))
            .collect()
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Card::Suited { rank, suit } => write!(f, "{}{}", rank.letter(), suit.letter()),
            Card::Joker(j) => f.write_str(j.notation()),
        }
    }
}

impl Serialize for Card {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

/// A card with its suit forgotten: what Dou Dizhu plays with (`3`, `T`, `2`, `B`, `R`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Face {
    Rank(Rank),
    Joker(Joker),
}

impl fmt::Display for Face {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Face::Rank(r) => write!(f, "{}", r.letter()),
            Face::Joker(Joker::Black) => f.write_str("B"),
            Face::Joker(Joker::Red) => f.write_str("R"),
            Face::Joker(Joker::Wild) => f.write_str("JK"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deck_has_52_distinct_cards() {
        let deck = Card::deck52();
        let set: std::collections::HashSet<_> = deck.iter().collect();
        assert_eq!(deck.len(), 52);
        assert_eq!(set.len(), 52);
    }

    #[test]
    fn colours_follow_suits() {
        assert_eq!(Suit::Hearts.colour(), Colour::Red);
        assert_eq!(Suit::Diamonds.colour(), Colour::Red);
        assert_eq!(Suit::Spades.colour(), Colour::Black);
        assert_eq!(Suit::Clubs.colour(), Colour::Black);
    }

    #[test]
    fn rank_numbers_round_trip() {
        for r in Rank::ALL {
            assert_eq!(Rank::from_number(r.number()), Some(r));
        }
        assert_eq!(Rank::from_number(0), None);
        assert_eq!(Rank::from_number(14), None);
        assert!(Rank::King.is_face() && !Rank::Ten.is_face());
    }

    #[test]
    fn cards_serialize_as_notation() {
        let c = Card::new(Rank::Ten, Suit::Hearts);
        assert_eq!(serde_json::to_string(&c).unwrap(), "\"Th\"");
        let back: Card = serde_json::from_str("\"10♥\"").unwrap();
        assert_eq!(back, c);
        assert!(serde_json::from_str::<Card>("\"1x\"").is_err());
    }
}

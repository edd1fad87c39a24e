//! Poker hands as Chicago scores them: five cards, ace high, suits never break ties.
//!
//! docs/rules/chicago.md#poker-hands: pair 1, two pair 2, three of a kind 3, straight 4,
//! flush 5, full house 6, four of a kind 7, straight flush 8, royal flush 52. Equal categories
//! compare by normal poker rules with kickers; suits never break ties; A-2-3-4-5 is the lowest
//! straight and there is no wrap-around (K-A-2-3-4 is nothing).
//!
//! Two entry points: [`evaluate`] checks its input (five distinct suited cards) and says what the
//! hand is, with the cards that make it — what `paiju rules chicago hand` prints; [`strength`] is
//! the allocation-free key the engine and the bench compare hands with.

use crate::cards::{Card, Rank, Suit};
use serde::ser::SerializeStruct;
use serde::{Deserialize, Serialize, Serializer};
use std::cmp::Ordering;
use std::fmt;
use thiserror::Error;

/// A poker category, weakest first. Serialized (and named) in kebab-case, as the CLI's JSON
/// promises: `high-card pair two-pair three-of-a-kind straight flush full-house four-of-a-kind
/// straight-flush royal-flush`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Category {
    HighCard,
    Pair,
    TwoPair,
    ThreeOfAKind,
    Straight,
    Flush,
    FullHouse,
    FourOfAKind,
    StraightFlush,
    RoyalFlush,
}

impl Category {
    pub const ALL: [Category; 10] = [
        Category::HighCard,
        Category::Pair,
        Category::TwoPair,
        Category::ThreeOfAKind,
        Category::Straight,
        Category::Flush,
        Category::FullHouse,
        Category::FourOfAKind,
        Category::StraightFlush,
        Category::RoyalFlush,
    ];

    /// The table in docs/rules/chicago.md#poker-hands. A high card is worth nothing (a scoring
    /// hand is at least a pair).
    pub fn points(self) -> u32 {
        match self {
            Category::HighCard => 0,
            Category::Pair => 1,
            Category::TwoPair => 2,
            Category::ThreeOfAKind => 3,
            Category::Straight => 4,
            Category::Flush => 5,
            Category::FullHouse => 6,
            Category::FourOfAKind => 7,
            Category::StraightFlush => 8,
            // And the match ends at once (docs/rules/chicago.md#poker-hands).
            Category::RoyalFlush => 52,
        }
    }

    /// The stable kebab-case name (`three-of-a-kind`), the same as its JSON form.
    pub fn name(self) -> &'static str {
        match self {
            Category::HighCard => "high-card",
            Category::Pair => "pair",
            Category::TwoPair => "two-pair",
            Category::ThreeOfAKind => "three-of-a-kind",
            Category::Straight => "straight",
            Category::Flush => "flush",
            Category::FullHouse => "full-house",
            Category::FourOfAKind => "four-of-a-kind",
            Category::StraightFlush => "straight-flush",
            Category::RoyalFlush => "royal-flush",
        }
    }

    /// Whether a best hand of this category scores at all: a pair or better.
    pub fn scores(self) -> bool {
        self >= Category::Pair
    }

    fn from_index(i: u32) -> Category {
        Category::ALL[(i as usize).min(Category::ALL.len() - 1)]
    }
}

impl fmt::Display for Category {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Chicago's rank order: 2 (2) up to the ace (14), ace high (docs/rules/chicago.md#poker-hands).
pub fn rank_value(rank: Rank) -> u8 {
    match rank {
        Rank::Ace => 14,
        other => other.number(),
    }
}

/// How strong a hand is, as one comparable number: the category, then up to five tie-break
/// ranks (2–14), most significant first — the group ranks by size (trips before the pair of a
/// full house, the higher pair first), then the kickers high to low; a straight compares only
/// its top card (5 for the wheel). Suits are not in it, so hands that differ only in suits are
/// equal: docs/rules/chicago.md#poker-hands, suits never break ties and an exact tie at the top
/// scores nobody.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Strength(u32);

impl Strength {
    pub fn category(self) -> Category {
        Category::from_index(self.0 >> 20)
    }

    /// The tie-break ranks (2–14, 0 = unused), most significant first.
    pub fn ranks(self) -> [u8; 5] {
        std::array::from_fn(|i| ((self.0 >> (16 - 4 * i)) & 0xF) as u8)
    }

    fn pack(category: Category, ranks: &[u8]) -> Strength {
        let mut key = (category as u32) << 20;
        for (i, &r) in ranks.iter().take(5).enumerate() {
            key |= u32::from(r) << (16 - 4 * i);
        }
        Strength(key)
    }
}

/// The rank bits of A-2-3-4-5, the lowest straight (docs/rules/chicago.md#poker-hands).
const WHEEL: u16 = (1 << 14) | (1 << 2) | (1 << 3) | (1 << 4) | (1 << 5);

/// The strength of `cards`, without checking them. Meant for five distinct suited cards (every
/// Chicago hand is); other input gives some value and never panics: jokers are ignored, and a
/// straight or a flush needs exactly five cards.
pub fn strength(cards: &[Card]) -> Strength {
    let mut counts = [0u8; 15];
    let mut suit: Option<Suit> = None;
    let mut flush = cards.len() == 5;
    for &card in cards {
        let Card::Suited { rank, suit: s } = card else {
            flush = false;
            continue;
        };
        let v = rank_value(rank);
        counts[usize::from(v)] = counts[usize::from(v)].saturating_add(1);
        match suit {
            None => suit = Some(s),
            Some(first) if first != s => flush = false,
            Some(_) => {}
        }
    }
    classify(&counts, cards.len() == 5, flush)
}

/// The strength of a hand given how many cards it holds of each value (`counts[2..=14]`),
/// whether it is five cards and whether they are all of one suit: `strength`'s reading, shared
/// with the bots' bit hands (`mask::strength_of`).
pub(super) fn classify(counts: &[u8; 15], five: bool, flush: bool) -> Strength {
    let mut mask: u16 = 0;
    for v in 2..=14u8 {
        if counts[usize::from(v)] > 0 {
            mask |= 1 << v;
        }
    }
    let straight_high = if five && mask.count_ones() == 5 {
        let bit = |n: u32| u8::try_from(n).expect("a bit position of a u16");
        let high = 15 - bit(mask.leading_zeros());
        let low = bit(mask.trailing_zeros());
        if high - low == 4 {
            Some(high)
        } else if mask == WHEEL {
            // docs/rules/chicago.md#poker-hands: A-2-3-4-5 is a straight, the lowest (its top
            // card is the 5).
            Some(5)
        } else {
            None
        }
    } else {
        None
    };
    // Groups of equal rank: bigger groups first, higher ranks first within a size.
    let mut groups = [(0u8, 0u8); 13];
    let mut len = 0;
    for v in (2..=14u8).rev() {
        let c = counts[usize::from(v)];
        if c > 0 {
            let mut i = len;
            while i > 0 && groups[i - 1].0 < c {
                groups[i] = groups[i - 1];
                i -= 1;
            }
            groups[i] = (c, v);
            len += 1;
        }
    }
    let (big, second) = (groups[0].0, groups[1].0);
    let category = match (straight_high, flush) {
        (Some(14), true) => Category::RoyalFlush,
        (Some(_), true) => Category::StraightFlush,
        _ if big == 4 => Category::FourOfAKind,
        _ if big == 3 && second == 2 => Category::FullHouse,
        (_, true) => Category::Flush,
        (Some(_), false) => Category::Straight,
        _ if big == 3 => Category::ThreeOfAKind,
        _ if big == 2 && second == 2 => Category::TwoPair,
        _ if big == 2 => Category::Pair,
        _ => Category::HighCard,
    };
    match straight_high {
        Some(high) if matches!(category, Category::Straight | Category::StraightFlush) => {
            Strength::pack(category, &[high])
        }
        _ => {
            let mut ranks = [0u8; 5];
            for (slot, g) in ranks.iter_mut().zip(&groups[..len]) {
                *slot = g.1;
            }
            Strength::pack(category, &ranks[..len.min(5)])
        }
    }
}

/// What a hand is: its category and points, and the cards that make the category.
///
/// `cards` are the pair for a pair, both pairs (higher first) for two pair, the three or four
/// of a kind, all five for straights, flushes and full houses (trips first), and the single top
/// card for a high-card hand; highest first, a straight from its top card down (the wheel is
/// `5 4 3 2 A`). Kickers are left out of `cards` but not out of the comparison.
///
/// Comparison and equality are poker's: by category, then by ranks with kickers; two hands that
/// differ only in suits are equal (and `cards` is ignored by `==`).
#[derive(Clone, Debug)]
pub struct HandValue {
    pub category: Category,
    pub strength: Strength,
    pub cards: Vec<Card>,
}

impl HandValue {
    pub fn points(&self) -> u32 {
        self.category.points()
    }
}

impl PartialEq for HandValue {
    fn eq(&self, other: &HandValue) -> bool {
        self.strength == other.strength
    }
}

impl Eq for HandValue {}

impl PartialOrd for HandValue {
    fn partial_cmp(&self, other: &HandValue) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for HandValue {
    fn cmp(&self, other: &HandValue) -> Ordering {
        self.strength.cmp(&other.strength)
    }
}

/// `{"category": "pair", "points": 1, "cards": ["Kh", "Kd"]}`: the form the CLI's `--json`
/// prints and events carry.
impl Serialize for HandValue {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("HandValue", 3)?;
        st.serialize_field("category", &self.category)?;
        st.serialize_field("points", &self.points())?;
        st.serialize_field("cards", &self.cards)?;
        st.end()
    }
}

/// Why some cards are not a Chicago hand.
#[derive(Clone, Debug, PartialEq, Eq, Error, Serialize)]
#[serde(tag = "problem", rename_all = "snake_case")]
pub enum HandError {
    #[error("a hand is five cards, not {got}")]
    WrongCount { got: usize },
    #[error("`{card}` appears twice")]
    Repeated { card: Card },
    #[error("Chicago has no jokers (`{card}`)")]
    Joker { card: Card },
}

/// Checks that `cards` are five distinct suited cards.
pub fn check(cards: &[Card]) -> Result<(), HandError> {
    if let Some(&card) = cards.iter().find(|c| c.is_joker()) {
        return Err(HandError::Joker { card });
    }
    for (i, card) in cards.iter().enumerate() {
        if cards[..i].contains(card) {
            return Err(HandError::Repeated { card: *card });
        }
    }
    if cards.len() != 5 {
        return Err(HandError::WrongCount { got: cards.len() });
    }
    Ok(())
}

/// What five cards are worth (cards speak, docs/rules/chicago.md#poker-hands: the engine
/// evaluates every hand and shows the scoring one).
pub fn evaluate(cards: &[Card]) -> Result<HandValue, HandError> {
    check(cards)?;
    Ok(value_of(cards))
}

/// Which of two hands is better: `Greater` when `a` beats `b`, `Equal` for an exact tie
/// (which scores nobody).
pub fn compare(a: &[Card], b: &[Card]) -> Result<Ordering, HandError> {
    check(a)?;
    check(b)?;
    Ok(strength(a).cmp(&strength(b)))
}

/// `evaluate` without the check, for hands the engine knows are well formed.
pub(crate) fn value_of(cards: &[Card]) -> HandValue {
    let strength = strength(cards);
    let category = strength.category();
    HandValue {
        category,
        strength,
        cards: making_cards(cards, category, strength),
    }
}

/// The cards that make `category`, highest first (see `HandValue`).
fn making_cards(cards: &[Card], category: Category, strength: Strength) -> Vec<Card> {
    let mut sorted: Vec<Card> = cards.iter().copied().filter(|c| !c.is_joker()).collect();
    // High to low; within a rank by suit, for a stable order.
    sorted.sort_by_key(|c| std::cmp::Reverse((c.rank().map_or(0, rank_value), c.suit())));
    let ranks = strength.ranks();
    let of_rank = |v: u8| {
        sorted
            .iter()
            .copied()
            .filter(move |c| c.rank().map(rank_value) == Some(v))
    };
    match category {
        Category::HighCard => sorted.into_iter().take(1).collect(),
        Category::Pair | Category::ThreeOfAKind | Category::FourOfAKind => {
            of_rank(ranks[0]).collect()
        }
        Category::TwoPair | Category::FullHouse => {
            of_rank(ranks[0]).chain(of_rank(ranks[1])).collect()
        }
        Category::Straight | Category::StraightFlush if ranks[0] == 5 => {
            // The wheel: the ace plays low, so it goes last.
            let (aces, rest): (Vec<Card>, Vec<Card>) = sorted
                .into_iter()
                .partition(|c| c.rank() == Some(Rank::Ace));
            rest.into_iter().chain(aces).collect()
        }
        Category::Straight | Category::Flush | Category::StraightFlush | Category::RoyalFlush => {
            sorted
        }
    }
}

#[cfg(test)]
mod tests;

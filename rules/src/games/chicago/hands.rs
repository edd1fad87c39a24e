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
    let mut mask: u16 = 0;
    let mut suit: Option<Suit> = None;
    let mut flush = cards.len() == 5;
    for &card in cards {
        let Card::Suited { rank, suit: s } = card else {
            flush = false;
            continue;
        };
        let v = rank_value(rank);
        counts[usize::from(v)] = counts[usize::from(v)].saturating_add(1);
        mask |= 1 << v;
        match suit {
            None => suit = Some(s),
            Some(first) if first != s => flush = false,
            Some(_) => {}
        }
    }
    let straight_high = if cards.len() == 5 && mask.count_ones() == 5 {
        let high = 15 - mask.leading_zeros() as u8;
        let low = mask.trailing_zeros() as u8;
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
mod tests {
    use super::*;
    use crate::cards::notation::{format_cards, parse_cards};

    fn h(s: &str) -> Vec<Card> {
        parse_cards(s).unwrap()
    }

    fn cat(s: &str) -> Category {
        evaluate(&h(s)).unwrap().category
    }

    fn cmp(a: &str, b: &str) -> Ordering {
        compare(&h(a), &h(b)).unwrap()
    }

    #[test]
    fn every_category_is_recognised() {
        assert_eq!(cat("Ah Kd 9c 7s 2h"), Category::HighCard);
        assert_eq!(cat("Kh Kd 9c 7s 2h"), Category::Pair);
        assert_eq!(cat("Kh Kd 9c 9s 2h"), Category::TwoPair);
        assert_eq!(cat("Kh Kd Kc 9s 2h"), Category::ThreeOfAKind);
        assert_eq!(cat("9h Td Jc Qs Kh"), Category::Straight);
        assert_eq!(cat("2h 9h Jh Qh Kh"), Category::Flush);
        assert_eq!(cat("Kh Kd Kc 9s 9h"), Category::FullHouse);
        assert_eq!(cat("Kh Kd Kc Ks 9h"), Category::FourOfAKind);
        assert_eq!(cat("9h Th Jh Qh Kh"), Category::StraightFlush);
        assert_eq!(cat("Th Jh Qh Kh Ah"), Category::RoyalFlush);
    }

    #[test]
    fn points_follow_the_seed_table() {
        let points: Vec<u32> = Category::ALL.iter().map(|c| c.points()).collect();
        assert_eq!(points, [0, 1, 2, 3, 4, 5, 6, 7, 8, 52]);
        assert!(!Category::HighCard.scores());
        assert!(Category::ALL[1..].iter().all(|c| c.scores()));
    }

    #[test]
    fn names_are_the_kebab_case_json_names() {
        let names: Vec<&str> = Category::ALL.iter().map(|c| c.name()).collect();
        assert_eq!(
            names.join(" "),
            "high-card pair two-pair three-of-a-kind straight flush full-house \
             four-of-a-kind straight-flush royal-flush"
        );
        for c in Category::ALL {
            assert_eq!(serde_json::to_value(c).unwrap(), c.name());
            assert_eq!(c.to_string(), c.name());
        }
    }

    #[test]
    fn the_wheel_is_the_lowest_straight_and_nothing_wraps() {
        assert_eq!(cat("Ah 2d 3c 4s 5h"), Category::Straight);
        assert_eq!(cmp("Ah 2d 3c 4s 5h", "2h 3d 4c 5s 6h"), Ordering::Less);
        assert_eq!(cmp("Ah 2d 3c 4s 5h", "Kh Kd 9c 9s 2h"), Ordering::Greater);
        // K-A-2-3-4 and Q-K-A-2-3 are nothing (ace high).
        assert_eq!(cat("Kh Ad 2c 3s 4h"), Category::HighCard);
        assert_eq!(cat("Qh Kd Ac 2s 3h"), Category::HighCard);
        // Broadway is the top straight, not a royal unless suited.
        assert_eq!(cat("Th Jd Qc Ks Ah"), Category::Straight);
        assert_eq!(cmp("Th Jd Qc Ks Ah", "9h Td Jc Qs Kh"), Ordering::Greater);
        // The steel wheel is the lowest straight flush.
        assert_eq!(cat("Ah 2h 3h 4h 5h"), Category::StraightFlush);
        assert_eq!(cmp("Ah 2h 3h 4h 5h", "2s 3s 4s 5s 6s"), Ordering::Less);
        assert_eq!(cmp("Ah 2h 3h 4h 5h", "Ks Kh Kd Kc 2s"), Ordering::Greater);
    }

    #[test]
    fn the_wheel_shows_its_ace_last() {
        let v = evaluate(&h("3c Ah 5h 2d 4s")).unwrap();
        assert_eq!(format_cards(&v.cards), "5h 4s 3c 2d Ah");
        assert_eq!(v.strength.ranks(), [5, 0, 0, 0, 0]);
    }

    #[test]
    fn kicker_chains_decide_within_a_category() {
        // High card: all five cards, one after another.
        assert_eq!(cmp("Ah Kd 9c 7s 3h", "Ad Kc 9s 7h 2d"), Ordering::Greater);
        assert_eq!(cmp("Ah Kd 9c 6s 5h", "Ad Kc 9s 7h 2d"), Ordering::Less);
        assert_eq!(cmp("Ah Qd Jc Ts 8h", "Kd Qc Js Th 8d"), Ordering::Greater);
        // Pair: the pair, then three kickers.
        assert_eq!(cmp("8h 8d Ac 4s 3h", "8s 8c Kc Qs Jh"), Ordering::Greater);
        assert_eq!(cmp("8h 8d Ac Ks 3h", "8s 8c Ad Kh 2h"), Ordering::Greater);
        assert_eq!(cmp("9h 9d 2c 3s 4h", "8s 8c Ad Kh Qh"), Ordering::Greater);
        // Two pair: higher pair, lower pair, kicker.
        assert_eq!(cmp("Kh Kd 3c 3s 2h", "Qs Qc Jd Jh Ah"), Ordering::Greater);
        assert_eq!(cmp("Kh Kd 5c 5s 2h", "Ks Kc 4d 4h Ah"), Ordering::Greater);
        assert_eq!(cmp("Kh Kd 5c 5s 2h", "Ks Kc 5d 5h 3h"), Ordering::Less);
        // Trips: the trips, then the kickers.
        assert_eq!(cmp("7h 7d 7c 2s 3h", "6s 6c 6d Ah Kh"), Ordering::Greater);
        // Full house: the trips first, then the pair.
        assert_eq!(cmp("3h 3d 3c 2s 2h", "2s 2c 2d Ah Ad"), Ordering::Greater);
        assert_eq!(cmp("Qh Qd Qc 2s 2h", "Qs Qc Qd 3h 3d"), Ordering::Less);
        // Quads: the four, then the kicker.
        assert_eq!(cmp("5h 5d 5c 5s Ah", "5h 5d 5c 5s Kh"), Ordering::Greater);
        // Flush: five cards in turn.
        assert_eq!(cmp("Ah Jh 9h 6h 4h", "As Js 9s 6s 3s"), Ordering::Greater);
        assert_eq!(cmp("Kh Qh Jh 9h 2h", "As 3s 4s 5s 7s"), Ordering::Less);
        // Straights compare their top card only.
        assert_eq!(cmp("6h 7d 8c 9s Th", "5s 6c 7d 8h 9h"), Ordering::Greater);
        assert_eq!(cmp("9h Th Jh Qh Kh", "8s 9s Ts Js Qs"), Ordering::Greater);
    }

    #[test]
    fn suits_never_break_ties() {
        assert_eq!(cmp("Ah Kh Qd Js 9c", "As Ks Qc Jd 9h"), Ordering::Equal);
        assert_eq!(cmp("Ah Jh 9h 6h 4h", "As Js 9s 6s 4s"), Ordering::Equal);
        assert_eq!(cmp("5h 6d 7c 8s 9h", "5s 6c 7d 8h 9d"), Ordering::Equal);
        assert_eq!(cmp("Th Jh Qh Kh Ah", "Ts Js Qs Ks As"), Ordering::Equal);
        assert_eq!(cmp("Kh Kd 5c 5s 2h", "Ks Kc 5d 5h 2d"), Ordering::Equal);
        assert_eq!(
            evaluate(&h("Ah Kh Qd Js 9c")).unwrap(),
            evaluate(&h("As Ks Qc Jd 9h")).unwrap()
        );
    }

    #[test]
    fn categories_order_as_in_the_seed() {
        let ladder = [
            "Ah Kd 9c 7s 2h",
            "2h 2d 3c 4s 6h",
            "2h 2d 3c 3s 4h",
            "2h 2d 2c 3s 4h",
            "Ah 2d 3c 4s 5h",
            "2h 3h 4h 5h 7h",
            "2h 2d 2c 3s 3h",
            "2h 2d 2c 2s 3h",
            "Ah 2h 3h 4h 5h",
            "Th Jh Qh Kh Ah",
        ];
        for (i, pair) in ladder.windows(2).enumerate() {
            assert_eq!(cmp(pair[1], pair[0]), Ordering::Greater, "{pair:?}");
            assert_eq!(cat(pair[0]), Category::ALL[i]);
        }
    }

    #[test]
    fn making_cards_name_the_category() {
        let shown = |s: &str| format_cards(&evaluate(&h(s)).unwrap().cards);
        assert_eq!(shown("2h Kd 9c Ks 4h"), "Ks Kd");
        assert_eq!(shown("2h Kd 2c Ks 4h"), "Ks Kd 2h 2c");
        assert_eq!(shown("2h Kd 2c 2s 4h"), "2s 2h 2c");
        assert_eq!(shown("2h Kd 2c 2s Kh"), "2s 2h 2c Kh Kd");
        assert_eq!(shown("2h 2d 2c 2s Kh"), "2s 2h 2d 2c");
        assert_eq!(shown("2h 9d Jc 7s 4h"), "Jc");
        assert_eq!(shown("9h 7h Qh 2h 4h"), "Qh 9h 7h 4h 2h");
        assert_eq!(shown("Kh Ah Qh Th Jh"), "Ah Kh Qh Jh Th");
    }

    #[test]
    fn json_is_category_points_cards() {
        let v = evaluate(&h("Kh 9c Kd 7s 2h")).unwrap();
        assert_eq!(
            serde_json::to_string(&v).unwrap(),
            r#"{"category":"pair","points":1,"cards":["Kh","Kd"]}"#
        );
        let v = evaluate(&h("Th Jh Qh Kh Ah")).unwrap();
        assert_eq!(serde_json::to_value(&v).unwrap()["points"], 52);
    }

    #[test]
    fn bad_hands_are_refused() {
        assert_eq!(
            evaluate(&h("Ah Kd 9c 7s")),
            Err(HandError::WrongCount { got: 4 })
        );
        assert_eq!(
            evaluate(&h("Ah Kd 9c 7s 2h 3h")),
            Err(HandError::WrongCount { got: 6 })
        );
        assert_eq!(
            evaluate(&h("Ah Kd 9c 7s Ah")),
            Err(HandError::Repeated { card: h("Ah")[0] })
        );
        assert_eq!(
            evaluate(&h("Ah Kd 9c 7s JK")),
            Err(HandError::Joker { card: h("JK")[0] })
        );
        assert!(compare(&h("Ah Kd 9c 7s 2h"), &h("Ah")).is_err());
        // Unchecked input never panics.
        for s in [
            "",
            "Ah",
            "Ah Ah Ah Ah Ah",
            "JK BJ RJ",
            "Ah Kd 9c 7s 2h 3h 4h 5h",
        ] {
            let _ = strength(&h(s));
            let _ = value_of(&h(s));
        }
    }

    /// Every one of the 2,598,960 five-card hands: the category counts every poker text gives.
    #[test]
    fn all_five_card_hands_have_the_known_category_counts() {
        let deck = Card::deck52();
        let mut counts = [0u32; 10];
        let mut hand = [deck[0]; 5];
        for a in 0..52 {
            hand[0] = deck[a];
            for b in a + 1..52 {
                hand[1] = deck[b];
                for c in b + 1..52 {
                    hand[2] = deck[c];
                    for d in c + 1..52 {
                        hand[3] = deck[d];
                        for &fifth in &deck[d + 1..] {
                            hand[4] = fifth;
                            counts[strength(&hand).category() as usize] += 1;
                        }
                    }
                }
            }
        }
        assert_eq!(
            counts,
            [
                1_302_540, 1_098_240, 123_552, 54_912, 10_200, 5_108, 3_744, 624, 36, 4
            ]
        );
    }

    mod props {
        use super::*;
        use proptest::prelude::*;

        fn five_cards() -> impl Strategy<Value = Vec<Card>> {
            proptest::sample::subsequence(Card::deck52(), 5).prop_shuffle()
        }

        fn perm() -> impl Strategy<Value = Vec<Suit>> {
            Just(Suit::ALL.to_vec()).prop_shuffle()
        }

        fn relabel(cards: &[Card], perm: &[Suit]) -> Vec<Card> {
            cards
                .iter()
                .map(|c| {
                    let (rank, suit) = (c.rank().unwrap(), c.suit().unwrap());
                    Card::new(rank, perm[suit as usize])
                })
                .collect()
        }

        proptest! {
            #[test]
            fn order_of_cards_and_names_of_suits_do_not_matter(
                cards in five_cards(), p in perm()
            ) {
                let v = evaluate(&cards).unwrap();
                let mut rev = cards.clone();
                rev.reverse();
                prop_assert_eq!(strength(&rev), v.strength);
                prop_assert_eq!(strength(&relabel(&cards, &p)), v.strength);
                // The making cards come from the hand and are as many as the category says.
                prop_assert!(v.cards.iter().all(|c| cards.contains(c)));
                let want = match v.category {
                    Category::HighCard => 1,
                    Category::Pair => 2,
                    Category::ThreeOfAKind => 3,
                    Category::TwoPair | Category::FourOfAKind => 4,
                    _ => 5,
                };
                prop_assert_eq!(v.cards.len(), want);
            }

            #[test]
            fn compare_is_antisymmetric(a in five_cards(), b in five_cards()) {
                let ab = compare(&a, &b).unwrap();
                prop_assert_eq!(compare(&b, &a).unwrap(), ab.reverse());
                prop_assert_eq!(ab, evaluate(&a).unwrap().cmp(&evaluate(&b).unwrap()));
            }
        }
    }
}

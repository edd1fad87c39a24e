//! Melds: what makes two to five cards a PAIR, a SET or a RUN, and how a meld is shown.
//!
//! docs/rules/chowdah.md#melds: a SET is same rank and same colour (two decks: duplicates
//! allowed, and ♥ with ♦ or ♠ with ♣ mix); a RUN is same suit, consecutive, the ace at either
//! end (A-2-3, Q-K-A) but never across (K-A-2); a joker stands for any card of a set or run,
//! never in a pair; a PAIR is two identical cards (same rank and suit); every meld keeps at
//! least one natural card.

use super::deck::{self, JOKER};
use crate::cards::{Card, Rank, Suit};
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// The four meld kinds, named by size as docs/rules/chowdah.md#melds does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MeldKind {
    Pair,
    Trey,
    Quad,
    Quint,
}

impl MeldKind {
    pub const ALL: [MeldKind; 4] = [
        MeldKind::Pair,
        MeldKind::Trey,
        MeldKind::Quad,
        MeldKind::Quint,
    ];

    pub fn size(self) -> usize {
        self.index() + 2
    }

    /// 0 for pairs up to 3 for quints (the order of `Contract::pattern`).
    pub fn index(self) -> usize {
        self as usize
    }

    pub fn of_size(size: usize) -> Option<MeldKind> {
        MeldKind::ALL.get(size.checked_sub(2)?).copied()
    }
}

/// Why cards are not a meld.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error, Serialize)]
#[serde(tag = "problem", rename_all = "snake_case")]
pub enum MeldError {
    /// Melds have 2 to 5 cards.
    #[error("a meld has 2 to 5 cards, not {size}")]
    Size { size: usize },
    /// docs/rules/chowdah.md#melds: jokers cannot be used in pairs.
    #[error("a pair cannot hold a joker")]
    JokerInPair,
    /// A pair is two identical cards (same rank and suit).
    #[error("a pair is two identical cards")]
    PairNotIdentical,
    /// docs/rules/chowdah.md#melds: every meld keeps a natural card.
    #[error("a meld needs at least one card that is not a joker")]
    OnlyJokers,
    /// Neither same rank and colour, nor same suit and consecutive.
    #[error("neither a set nor a run")]
    NotSetOrRun,
}

/// The ways a meld can be read: as a set (pairs count as sets of two), and as a run starting
/// at each of `runs` (positions 1..=14, the ace being 1 or 14). A joker-heavy meld can be read
/// several ways; scoring takes the reading best for its owner.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shape {
    pub set: bool,
    pub runs: Vec<u8>,
}

/// Run positions of a rank: the ace is 1 (A-2-3) or 14 (Q-K-A).
pub fn positions(rank: Rank) -> &'static [u8] {
    const POS: [[u8; 2]; 13] = [
        [1, 14],
        [2, 0],
        [3, 0],
        [4, 0],
        [5, 0],
        [6, 0],
        [7, 0],
        [8, 0],
        [9, 0],
        [10, 0],
        [11, 0],
        [12, 0],
        [13, 0],
    ];
    let p = &POS[usize::from(rank.number() - 1)];
    if rank == Rank::Ace { &p[..] } else { &p[..1] }
}

/// A meld's length (or its count of naturals or jokers) as the `u8` that run windows and
/// the arrangement search count in.
///
/// # Panics
///
/// If `len` does not fit a `u8`; a meld has 2 to 5 cards (`shape` checks it), so it always does.
pub fn len_u8(len: usize) -> u8 {
    u8::try_from(len).expect("a meld has 2 to 5 cards")
}

/// The rank at a run position (1 and 14 are both the ace).
pub fn rank_at_position(pos: u8) -> Rank {
    Rank::from_number(if pos == 14 { 1 } else { pos }).expect("positions are 1..=14")
}

/// Where a natural of `rank` sits in the run window starting at `start` of `len` cards.
pub fn position_in(rank: Rank, start: u8, len: u8) -> Option<u8> {
    positions(rank)
        .iter()
        .copied()
        .find(|&p| p >= start && p < start + len)
}

/// Reads `cards` as a meld, or says why they are none.
pub fn shape(cards: &[Card]) -> Result<Shape, MeldError> {
    let len = cards.len();
    if !(2..=5).contains(&len) {
        return Err(MeldError::Size { size: len });
    }
    let naturals: Vec<(Rank, Suit)> = cards
        .iter()
        .filter_map(|c| Some((c.rank()?, c.suit()?)))
        .collect();
    let jokers = len - naturals.len();
    if len == 2 {
        if jokers > 0 {
            return Err(MeldError::JokerInPair);
        }
        if naturals[0] != naturals[1] {
            return Err(MeldError::PairNotIdentical);
        }
        return Ok(Shape {
            set: true,
            runs: Vec::new(),
        });
    }
    let Some(&(rank0, suit0)) = naturals.first() else {
        return Err(MeldError::OnlyJokers);
    };
    let set = naturals
        .iter()
        .all(|&(r, s)| r == rank0 && s.colour() == suit0.colour());
    let mut runs = Vec::new();
    let one_suit = naturals.iter().all(|&(_, s)| s == suit0);
    let mut ranks: Vec<Rank> = naturals.iter().map(|&(r, _)| r).collect();
    ranks.sort();
    ranks.dedup();
    if one_suit && ranks.len() == naturals.len() {
        let len = len_u8(len);
        for start in 1..=(15 - len) {
            if ranks.iter().all(|&r| position_in(r, start, len).is_some()) {
                runs.push(start);
            }
        }
    }
    if !set && runs.is_empty() {
        return Err(MeldError::NotSetOrRun);
    }
    Ok(Shape { set, runs })
}

/// A legal meld, its cards in the order they are shown: a run from low to high with each joker
/// where it stands, a set with its naturals first.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "Vec<Card>", into = "Vec<Card>")]
pub struct Meld {
    cards: Vec<Card>,
}

impl Meld {
    pub fn new(mut cards: Vec<Card>) -> Result<Meld, MeldError> {
        let shape = shape(&cards)?;
        if shape.set {
            deck::sort_cards(&mut cards);
            return Ok(Meld { cards });
        }
        // A run: lay it out in the window whose first card is a natural (jokers trail), or
        // else the highest window.
        let len = len_u8(cards.len());
        let naturals: Vec<Card> = cards.iter().copied().filter(|c| !c.is_joker()).collect();
        let first_natural = |start: u8| {
            naturals
                .iter()
                .any(|c| c.rank().and_then(|r| position_in(r, start, len)) == Some(start))
        };
        let start = shape
            .runs
            .iter()
            .rev()
            .copied()
            .find(|&s| first_natural(s))
            .unwrap_or(*shape.runs.last().expect("a run has a window"));
        let mut laid = vec![JOKER; cards.len()];
        for c in &naturals {
            let pos = c
                .rank()
                .and_then(|r| position_in(r, start, len))
                .expect("in window");
            laid[usize::from(pos - start)] = *c;
        }
        cards = laid;
        Ok(Meld { cards })
    }

    pub fn cards(&self) -> &[Card] {
        &self.cards
    }

    pub fn len(&self) -> usize {
        self.cards.len()
    }

    pub fn is_empty(&self) -> bool {
        self.cards.is_empty()
    }

    pub fn kind(&self) -> MeldKind {
        MeldKind::of_size(self.cards.len()).expect("melds have 2 to 5 cards")
    }

    pub fn shape(&self) -> Shape {
        shape(&self.cards).expect("a Meld is always legal")
    }

    pub fn jokers(&self) -> usize {
        self.cards.iter().filter(|c| c.is_joker()).count()
    }

    pub fn naturals(&self) -> usize {
        self.cards.len() - self.jokers()
    }

    /// The rank of a pair (round 8 needs seven different ones).
    pub fn pair_rank(&self) -> Option<Rank> {
        match self.kind() {
            MeldKind::Pair => self.cards[0].rank(),
            _ => None,
        }
    }

    /// The meld with the card at `slot` replaced, if still legal.
    pub fn replaced(&self, slot: usize, card: Card) -> Result<Meld, MeldError> {
        let mut cards = self.cards.clone();
        cards[slot] = card;
        Meld::new(cards)
    }
}

impl From<Meld> for Vec<Card> {
    fn from(m: Meld) -> Vec<Card> {
        m.cards
    }
}

impl TryFrom<Vec<Card>> for Meld {
    type Error = MeldError;
    fn try_from(cards: Vec<Card>) -> Result<Meld, MeldError> {
        Meld::new(cards)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::notation::{format_cards, parse_cards};

    fn meld(s: &str) -> Result<Meld, MeldError> {
        Meld::new(parse_cards(s).unwrap())
    }

    fn shown(s: &str) -> String {
        format_cards(meld(s).unwrap().cards())
    }

    #[test]
    fn pairs_are_two_identical_naturals() {
        assert!(meld("Kc Kc").is_ok());
        assert_eq!(meld("Kc Ks"), Err(MeldError::PairNotIdentical));
        assert_eq!(meld("Kc Kd"), Err(MeldError::PairNotIdentical));
        assert_eq!(meld("Kc JK"), Err(MeldError::JokerInPair));
        assert_eq!(meld("JK JK"), Err(MeldError::JokerInPair));
    }

    #[test]
    fn sets_are_one_rank_one_colour_duplicates_allowed() {
        assert!(meld("8h 8d 8h").is_ok());
        assert!(meld("8s 8c 8s 8c").is_ok());
        assert!(meld("8s 8c 8s 8c JK").is_ok());
        assert!(meld("8d JK 8h").is_ok());
        assert_eq!(meld("8h 8s 8d"), Err(MeldError::NotSetOrRun));
        assert_eq!(meld("8h 8h 9h 9h"), Err(MeldError::NotSetOrRun));
    }

    #[test]
    fn runs_are_one_suit_consecutive_ace_at_either_end() {
        assert!(meld("Ah 2h 3h").is_ok());
        assert!(meld("Qh Kh Ah").is_ok());
        assert!(meld("Th Jh Qh Kh Ah").is_ok());
        assert_eq!(meld("Kh Ah 2h"), Err(MeldError::NotSetOrRun));
        assert_eq!(meld("Jh Qh Kh Ah 2h"), Err(MeldError::NotSetOrRun));
        assert_eq!(meld("4h 5h 6d"), Err(MeldError::NotSetOrRun));
        assert_eq!(meld("4h 5h 7h"), Err(MeldError::NotSetOrRun));
        assert_eq!(meld("4h 5h 5h"), Err(MeldError::NotSetOrRun));
    }

    #[test]
    fn jokers_fill_runs_at_either_end_and_inside() {
        assert_eq!(shown("JK 5h 6h"), "5h 6h JK");
        assert_eq!(shown("6c 8c 9c Tc JK"), "6c JK 8c 9c Tc");
        assert_eq!(shown("Kh JK Qh"), "Qh Kh JK");
        assert_eq!(shown("2h JK 3h"), "2h 3h JK");
        assert_eq!(shown("Ah 3h JK"), "Ah JK 3h");
        // A joker for the ace below 2-3, or above 3-4 …
        assert!(meld("JK 2h 3h JK").is_ok());
        // … but K-A-2 is no run, even through a joker.
        assert_eq!(meld("Kh JK 2h"), Err(MeldError::NotSetOrRun));
        assert_eq!(meld("Qh JK JK 2h"), Err(MeldError::NotSetOrRun));
        // The ace counts once: A-2-A is nothing (A-JK-A is a set of aces).
        assert_eq!(meld("Ah 2h Ah"), Err(MeldError::NotSetOrRun));
        assert!(meld("Ah JK Ah").unwrap().shape().set);
        assert!(meld("Ah JK JK JK JK").is_ok());
    }

    #[test]
    fn every_meld_keeps_a_natural_and_has_2_to_5_cards() {
        assert_eq!(meld("JK JK JK"), Err(MeldError::OnlyJokers));
        assert_eq!(meld("5h"), Err(MeldError::Size { size: 1 }));
        assert_eq!(meld("5h 6h 7h 8h 9h Th"), Err(MeldError::Size { size: 6 }));
    }

    #[test]
    fn shapes_list_every_reading() {
        let s = shape(&parse_cards("Ah JK JK").unwrap()).unwrap();
        assert!(s.set);
        assert_eq!(s.runs, vec![1, 12]);
        let s = shape(&parse_cards("5h 6h JK").unwrap()).unwrap();
        assert!(!s.set);
        assert_eq!(s.runs, vec![4, 5]);
    }

    #[test]
    fn melds_serialize_as_card_lists_and_validate_on_read() {
        let m = meld("Qh Kh Ah").unwrap();
        assert_eq!(serde_json::to_string(&m).unwrap(), r#"["Qh","Kh","Ah"]"#);
        assert!(serde_json::from_str::<Meld>(r#"["Kh","Ah","2h"]"#).is_err());
    }
}

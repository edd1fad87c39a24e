//! Dou Dizhu's ranks and hands. Suits never matter (docs/rules/doudizhu.md#ranks),
//! so a hand or a play is a multiset of ranks, kept as counts per rank.

use crate::cards::{Expected, Face, Joker, NotationError, Rank, notation};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// A rank in game order, low to high: `3 4 5 6 7 8 9 T J Q K A 2 B R`
/// (docs/rules/doudizhu.md#ranks). Index 0 is the 3, 14 the red joker.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct DdzRank(u8);

/// Number of distinct ranks, jokers included.
pub const RANKS: usize = 15;

impl DdzRank {
    pub const THREE: DdzRank = DdzRank(0);
    pub const ACE: DdzRank = DdzRank(11);
    pub const TWO: DdzRank = DdzRank(12);
    pub const BLACK_JOKER: DdzRank = DdzRank(13);
    pub const RED_JOKER: DdzRank = DdzRank(14);

    pub fn new(index: usize) -> DdzRank {
        assert!(index < RANKS, "rank index {index}");
        DdzRank(u8::try_from(index).expect("below RANKS (15)"))
    }

    pub const fn index(self) -> usize {
        self.0 as usize
    }

    pub fn is_joker(self) -> bool {
        self >= DdzRank::BLACK_JOKER
    }

    /// Runs of singles, pairs and trios stop at the ace: "2 やジョーカーを含めることはできません".
    pub fn can_chain(self) -> bool {
        self <= DdzRank::ACE
    }

    pub fn all() -> impl Iterator<Item = DdzRank> {
        (0..RANKS).map(DdzRank::new)
    }

    pub fn from_face(face: Face) -> Option<DdzRank> {
        Some(match face {
            Face::Joker(Joker::Black) => DdzRank::BLACK_JOKER,
            Face::Joker(Joker::Red) => DdzRank::RED_JOKER,
            Face::Joker(Joker::Wild) => return None,
            Face::Rank(Rank::Ace) => DdzRank::ACE,
            Face::Rank(Rank::Two) => DdzRank::TWO,
            Face::Rank(r) => DdzRank(r.number() - 3),
        })
    }

    pub fn face(self) -> Face {
        match self {
            DdzRank::BLACK_JOKER => Face::Joker(Joker::Black),
            DdzRank::RED_JOKER => Face::Joker(Joker::Red),
            DdzRank::ACE => Face::Rank(Rank::Ace),
            DdzRank::TWO => Face::Rank(Rank::Two),
            DdzRank(i) => Face::Rank(Rank::from_number(i + 3).expect("3..K")),
        }
    }

    /// The notation letter: `3 … 9 T J Q K A 2 B R`.
    pub fn letter(self) -> char {
        b"3456789TJQKA2BR"[self.index()] as char
    }
}

impl fmt::Display for DdzRank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

impl Serialize for DdzRank {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

/// A multiset of ranks: a hand, a play, the kitty. Printed low to high (`33344BR`).
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct RankCounts([u8; RANKS]);

impl RankCounts {
    pub fn new() -> RankCounts {
        RankCounts::default()
    }

    pub fn from_counts(counts: [u8; RANKS]) -> RankCounts {
        RankCounts(counts)
    }

    pub fn counts(&self) -> &[u8; RANKS] {
        &self.0
    }

    pub fn count(&self, rank: DdzRank) -> u8 {
        self.0[rank.index()]
    }

    pub fn add(&mut self, rank: DdzRank, n: u8) {
        self.0[rank.index()] += n;
    }

    pub fn len(&self) -> usize {
        self.0.iter().map(|&c| usize::from(c)).sum()
    }

    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&c| c == 0)
    }

    /// Whether every card of `other` is here.
    pub fn contains(&self, other: &RankCounts) -> bool {
        self.0.iter().zip(other.0.iter()).all(|(a, b)| a >= b)
    }

    /// The cards of `other` that are not here (what a player tried to play without holding).
    pub fn missing(&self, other: &RankCounts) -> RankCounts {
        let mut out = RankCounts::new();
        for i in 0..RANKS {
            out.0[i] = other.0[i].saturating_sub(self.0[i]);
        }
        out
    }

    /// Removes `other`, which must be contained.
    pub fn remove(&mut self, other: &RankCounts) {
        debug_assert!(self.contains(other));
        for i in 0..RANKS {
            self.0[i] -= other.0[i];
        }
    }

    pub fn add_all(&mut self, other: &RankCounts) {
        for i in 0..RANKS {
            self.0[i] += other.0[i];
        }
    }

    /// Ranks present, low to high.
    pub fn ranks(&self) -> impl Iterator<Item = DdzRank> + '_ {
        DdzRank::all().filter(|r| self.count(*r) > 0)
    }

    /// Every card, low to high, one entry per card.
    pub fn to_ranks(&self) -> Vec<DdzRank> {
        let mut out = Vec::with_capacity(self.len());
        for r in DdzRank::all() {
            for _ in 0..self.count(r) {
                out.push(r);
            }
        }
        out
    }

    pub fn from_ranks(ranks: impl IntoIterator<Item = DdzRank>) -> RankCounts {
        let mut out = RankCounts::new();
        for r in ranks {
            out.add(r, 1);
        }
        out
    }

    /// Parses the notation (`33344`, `BR`, `10 J Q K A`, suits allowed and ignored).
    pub fn parse(text: &str) -> Result<RankCounts, NotationError> {
        let mut out = RankCounts::new();
        let faces = notation::parse_faces(text)?;
        for face in faces {
            let rank = DdzRank::from_face(face).ok_or_else(|| NotationError {
                token: face.to_string(),
                position: 0,
                expected: Expected::Face,
            })?;
            out.add(rank, 1);
        }
        Ok(out)
    }
}

impl fmt::Display for RankCounts {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for r in DdzRank::all() {
            for _ in 0..self.count(r) {
                write!(f, "{}", r.letter())?;
            }
        }
        Ok(())
    }
}

impl fmt::Debug for RankCounts {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "RankCounts({self})")
    }
}

impl Serialize for RankCounts {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

/// Accepts a string (`"33344BR"`) or a list of card strings (`["3s", "3h", "BJ"]`), as deal
/// files may give either.
impl<'de> Deserialize<'de> for RankCounts {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<RankCounts, D::Error> {
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum Form {
            Text(String),
            List(Vec<String>),
        }
        let text = match Form::deserialize(d)? {
            Form::Text(t) => t,
            Form::List(items) => items.join(" "),
        };
        RankCounts::parse(&text).map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn game_order_is_3_to_red_joker() {
        let letters: String = DdzRank::all().map(super::DdzRank::letter).collect();
        assert_eq!(letters, "3456789TJQKA2BR");
        assert!(DdzRank::TWO > DdzRank::ACE);
        assert!(DdzRank::RED_JOKER > DdzRank::BLACK_JOKER);
        assert!(DdzRank::ACE.can_chain() && !DdzRank::TWO.can_chain());
    }

    #[test]
    fn faces_map_both_ways() {
        for r in DdzRank::all() {
            assert_eq!(DdzRank::from_face(r.face()), Some(r));
        }
    }

    #[test]
    fn parse_and_print_sorted() {
        let h = RankCounts::parse("R 2 3 3 10 B").unwrap();
        assert_eq!(h.to_string(), "33T2BR");
        assert_eq!(h.len(), 6);
        // Back to back, `BJ` is a black joker and a jack; as a word of its own it is the joker.
        assert_eq!(RankCounts::parse("3s3hBJ").unwrap().to_string(), "33JB");
        assert_eq!(RankCounts::parse("3s 3h BJ").unwrap().to_string(), "33B");
    }

    #[test]
    fn jk_is_a_jack_and_a_king_and_unknown_letters_fail() {
        assert_eq!(RankCounts::parse("JK").unwrap().to_string(), "JK");
        let err = RankCounts::parse("33X").unwrap_err();
        assert_eq!((err.token.as_str(), err.expected), ("X", Expected::Face));
    }

    #[test]
    fn contains_and_missing() {
        let hand = RankCounts::parse("3345").unwrap();
        let play = RankCounts::parse("3336").unwrap();
        assert!(!hand.contains(&play));
        assert_eq!(hand.missing(&play).to_string(), "36");
    }

    #[test]
    fn deserializes_string_or_list() {
        let a: RankCounts = serde_json::from_str("\"3345BR\"").unwrap();
        let b: RankCounts =
            serde_json::from_str("[\"3s\",\"3h\",\"4\",\"5\",\"BJ\",\"RJ\"]").unwrap();
        assert_eq!(a, b);
    }
}

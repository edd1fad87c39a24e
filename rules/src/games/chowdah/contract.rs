//! The round's contract: which melds a Chowdah is made of, and how many of each kind a player
//! may hold exposed (or score) in that round.
//!
//! docs/rules/chowdah.md#contracts: the standard Chowdah is 1 pair, 1 trey, 1 quad and 1 quint.
//! The contract variant plays a different pattern each round (rounds 1–8); round 8 is seven
//! pairs of seven different ranks.

use super::melds::{Meld, MeldKind};
use crate::cards::Rank;
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// A contract by its round number in the table of docs/rules/chowdah.md#contracts, 1 (the
/// standard pattern) to 8.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct Contract(u8);

impl Contract {
    /// 1 pair, 1 trey, 1 quad, 1 quint: the only contract unless the variant is on.
    pub const STANDARD: Contract = Contract(1);

    pub const ALL: [Contract; 8] = [
        Contract(1),
        Contract(2),
        Contract(3),
        Contract(4),
        Contract(5),
        Contract(6),
        Contract(7),
        Contract(8),
    ];

    pub fn new(number: u8) -> Option<Contract> {
        (1..=8).contains(&number).then_some(Contract(number))
    }

    pub fn number(self) -> u8 {
        self.0
    }

    /// The contract of match round `round` (from 1). Without the variant every round is
    /// standard; with it, rounds 1–8 follow the contracts table and later rounds (extra rounds
    /// after a tie, or a match set longer than 8) start the table again.
    pub fn for_round(round: u32, variant: bool) -> Contract {
        if !variant {
            return Contract::STANDARD;
        }
        Contract(((round.max(1) - 1) % 8) as u8 + 1)
    }

    /// How many pairs, treys, quads and quints the Chowdah holds (`MeldKind::index` order).
    pub fn pattern(self) -> [u8; 4] {
        // docs/rules/chowdah.md#contracts: rounds 1 … 8
        match self.0 {
            1 => [1, 1, 1, 1],
            2 => [2, 2, 1, 0],
            3 => [1, 4, 0, 0],
            4 => [1, 0, 3, 0],
            5 => [0, 2, 2, 0],
            6 => [0, 0, 1, 2],
            7 => [2, 0, 0, 2],
            _ => [7, 0, 0, 0],
        }
    }

    /// Round 8: "7对子（使用7种不同点数）" — no two pairs may share a rank.
    pub fn distinct_pair_ranks(self) -> bool {
        self.0 == 8
    }

    /// How many of `kind` the contract holds.
    pub fn count(self, kind: MeldKind) -> u8 {
        self.pattern()[kind.index()]
    }

    /// The melds of the contract, largest first (for help texts and views).
    pub fn kinds(self) -> Vec<MeldKind> {
        let mut out = Vec::new();
        for kind in MeldKind::ALL.iter().rev() {
            for _ in 0..self.count(*kind) {
                out.push(*kind);
            }
        }
        out
    }

    /// The room a player has left for melds once `melds` are laid: what is left of the
    /// pattern, and for round 8 the ranks already used by pairs.
    pub fn room_after(self, melds: &[Meld]) -> Result<Room, ContractError> {
        let mut room = Room::full(self);
        for meld in melds {
            room.take(meld.kind(), meld.pair_rank())?;
        }
        Ok(room)
    }
}

impl From<Contract> for u8 {
    fn from(c: Contract) -> u8 {
        c.0
    }
}

impl TryFrom<u8> for Contract {
    type Error = String;
    fn try_from(n: u8) -> Result<Contract, String> {
        Contract::new(n).ok_or_else(|| format!("contracts are numbered 1..8, not {n}"))
    }
}

/// Why a set of melds does not fit the round's contract.
#[derive(Clone, Debug, PartialEq, Eq, Error, Serialize)]
#[serde(tag = "problem", rename_all = "snake_case")]
pub enum ContractError {
    /// More melds of this kind than the contract holds.
    #[error("the contract holds only {allowed} {kind:?}")]
    TooMany { kind: MeldKind, allowed: u8 },
    /// Round 8: two pairs of the same rank.
    #[error("round 8 needs pairs of seven different ranks; {rank:?} is used twice")]
    RepeatedPairRank {
        #[serde(serialize_with = "ser_rank")]
        rank: Rank,
    },
}

fn ser_rank<S: serde::Serializer>(rank: &Rank, s: S) -> Result<S::Ok, S::Error> {
    s.collect_str(&rank.letter())
}

/// What is left of a contract: melds of each kind still allowed, and (round 8) the pair ranks
/// already used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Room {
    pub left: [u8; 4],
    /// The contract's own counts, for saying what it holds when a meld does not fit.
    pattern: [u8; 4],
    /// Bit `rank.number()` set when a pair of that rank is laid (round 8 only).
    pub pair_ranks: u16,
    pub distinct_pairs: bool,
}

impl Room {
    pub fn full(contract: Contract) -> Room {
        Room {
            left: contract.pattern(),
            pattern: contract.pattern(),
            pair_ranks: 0,
            distinct_pairs: contract.distinct_pair_ranks(),
        }
    }

    /// Whether a meld of `kind` (a pair of `pair_rank`) still fits.
    pub fn fits(&self, kind: MeldKind, pair_rank: Option<Rank>) -> bool {
        if self.left[kind.index()] == 0 {
            return false;
        }
        match (self.distinct_pairs, pair_rank) {
            (true, Some(r)) => self.pair_ranks & (1 << r.number()) == 0,
            _ => true,
        }
    }

    pub fn take(&mut self, kind: MeldKind, pair_rank: Option<Rank>) -> Result<(), ContractError> {
        if self.left[kind.index()] == 0 {
            return Err(ContractError::TooMany {
                kind,
                allowed: self.pattern[kind.index()],
            });
        }
        if let (true, Some(r)) = (self.distinct_pairs, pair_rank) {
            if self.pair_ranks & (1 << r.number()) != 0 {
                return Err(ContractError::RepeatedPairRank { rank: r });
            }
            self.pair_ranks |= 1 << r.number();
        }
        self.left[kind.index()] -= 1;
        Ok(())
    }

    /// Cards still needed to fill the contract.
    pub fn cards(&self) -> usize {
        MeldKind::ALL
            .iter()
            .map(|k| usize::from(self.left[k.index()]) * k.size())
            .sum()
    }

    pub fn is_empty(&self) -> bool {
        self.left.iter().all(|&n| n == 0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_pattern_is_fourteen_cards() {
        for c in Contract::ALL {
            assert_eq!(Room::full(c).cards(), 14, "contract {}", c.number());
        }
    }

    #[test]
    fn rounds_cycle_through_the_table_only_with_the_variant() {
        assert_eq!(Contract::for_round(5, false), Contract::STANDARD);
        assert_eq!(Contract::for_round(5, true).number(), 5);
        assert_eq!(Contract::for_round(8, true).number(), 8);
        assert_eq!(Contract::for_round(9, true).number(), 1);
        assert_eq!(Contract::new(0), None);
        assert_eq!(Contract::new(9), None);
        assert!(serde_json::from_str::<Contract>("9").is_err());
        assert_eq!(serde_json::to_string(&Contract::STANDARD).unwrap(), "1");
    }

    #[test]
    fn seed_patterns() {
        use MeldKind::*;
        let k = |n| Contract::new(n).unwrap().kinds();
        assert_eq!(k(1), vec![Quint, Quad, Trey, Pair]);
        assert_eq!(k(2), vec![Quad, Trey, Trey, Pair, Pair]);
        assert_eq!(k(3), vec![Trey, Trey, Trey, Trey, Pair]);
        assert_eq!(k(4), vec![Quad, Quad, Quad, Pair]);
        assert_eq!(k(5), vec![Quad, Quad, Trey, Trey]);
        assert_eq!(k(6), vec![Quint, Quint, Quad]);
        assert_eq!(k(7), vec![Quint, Quint, Pair, Pair]);
        assert_eq!(k(8), vec![Pair; 7]);
    }

    #[test]
    fn room_counts_kinds_and_round_eight_ranks() {
        let mut room = Room::full(Contract::STANDARD);
        assert!(room.take(MeldKind::Pair, Some(Rank::Two)).is_ok());
        assert_eq!(
            room.take(MeldKind::Pair, Some(Rank::Three)),
            Err(ContractError::TooMany {
                kind: MeldKind::Pair,
                allowed: 1
            })
        );
        let mut room = Room::full(Contract::new(8).unwrap());
        assert!(room.take(MeldKind::Pair, Some(Rank::Two)).is_ok());
        assert!(!room.fits(MeldKind::Pair, Some(Rank::Two)));
        assert!(room.fits(MeldKind::Pair, Some(Rank::Three)));
        assert_eq!(
            room.take(MeldKind::Pair, Some(Rank::Two)),
            Err(ContractError::RepeatedPairRank { rank: Rank::Two })
        );
        assert!(!room.fits(MeldKind::Trey, None));
    }
}

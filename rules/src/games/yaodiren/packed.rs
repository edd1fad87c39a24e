//! Tile multisets packed into one word (3 bits per kind, counts up to 5), for the searches: the
//! lowest kind, a count, removing a group and the memo key are each a few instructions.

use crate::cards::tiles::{Tile, TileCounts};
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// A multiset of tiles, at most 7 of a kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Packed(pub u64);

/// Counts to remove: `(shift, n)` per kind, and the whole as one word to subtract.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Need {
    parts: [(u8, u8); 3],
    len: u8,
    word: u64,
}

impl Need {
    pub fn of(c: &TileCounts) -> Need {
        let mut parts = [(0, 0); 3];
        let mut len = 0;
        for t in c.kinds() {
            let shift = u8::try_from(3 * t.index()).expect("3 bits for each of 21 kinds");
            parts[len] = (shift, c.count(t));
            len += 1;
        }
        Need {
            parts,
            len: u8::try_from(len).expect("a kan holds at most 3 kinds"),
            word: c.packed(),
        }
    }
}

impl Packed {
    pub fn of(c: &TileCounts) -> Packed {
        Packed(c.packed())
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The lowest kind present (the multiset must not be empty).
    pub fn lowest(self) -> Tile {
        Tile::from_index(self.0.trailing_zeros() as usize / 3).expect("not empty")
    }

    pub fn count(self, t: Tile) -> u8 {
        ((self.0 >> (3 * t.index())) & 7) as u8
    }

    pub fn fits(self, need: &Need) -> bool {
        need.parts[..usize::from(need.len)]
            .iter()
            .all(|&(shift, n)| ((self.0 >> shift) & 7) as u8 >= n)
    }

    /// Removes `need`, which must fit.
    pub fn minus(self, need: &Need) -> Packed {
        Packed(self.0 - need.word)
    }

    pub fn without_kind(self, t: Tile) -> Packed {
        Packed(self.0 & !(7 << (3 * t.index())))
    }
}

/// A hasher for the searches' packed keys: the default SipHash is several times slower here
/// and there is no untrusted input to defend against.
#[derive(Default)]
pub(crate) struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b));
        }
    }

    fn write_u64(&mut self, x: u64) {
        self.0 = (self.0.rotate_left(23) ^ x).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    }

    fn write_u8(&mut self, x: u8) {
        self.write_u64(u64::from(x));
    }

    fn write_u32(&mut self, x: u32) {
        self.write_u64(u64::from(x));
    }

    fn finish(&self) -> u64 {
        self.0 ^ (self.0 >> 29)
    }
}

pub(crate) type KeyMap<K, V> = HashMap<K, V, BuildHasherDefault<KeyHasher>>;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::tiles::parse_tiles;

    #[test]
    fn packed_operations_match_counts() {
        let c = TileCounts::from_tiles(parse_tiles("人人 丁丁 三四 三四 三四 三四 三四").unwrap());
        let p = Packed::of(&c);
        assert_eq!(p.lowest(), Tile::Ren);
        assert_eq!(p.count(Tile::Sansi), 5);
        let need = Need::of(&TileCounts::from_tiles([
            Tile::Ren,
            Tile::Sansi,
            Tile::Sansi,
        ]));
        assert!(p.fits(&need));
        let q = p.minus(&need);
        assert_eq!((q.count(Tile::Ren), q.count(Tile::Sansi)), (1, 3));
        let r = q.without_kind(Tile::Ren);
        assert_eq!(r.lowest(), Tile::Dingding);
        assert!(!r.fits(&need));
        assert!(Packed(0).is_empty());
    }
}

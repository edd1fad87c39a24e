//! Seeded deals that replay identically forever.
//!
//! A stored table is `(config, seed, actions)`; replaying it must give the same deal in every
//! future version of paiju. `rand`'s own `shuffle` and `random_range` may change their
//! algorithms between releases, so we draw raw words from ChaCha8 (whose stream `rand_chacha`
//! keeps stable) and do the Fisher–Yates shuffle and the bounded draw ourselves. If this file
//! ever changes how it consumes the stream, bump `DEAL_ALGORITHM` and keep the old path for
//! stored games.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Version of the dealing algorithm, stored with every table.
pub const DEAL_ALGORITHM: u32 = 1;

/// The RNG every deal draws from.
pub type DealRng = ChaCha8Rng;

pub fn rng(seed: u64) -> DealRng {
    ChaCha8Rng::seed_from_u64(seed)
}

/// A uniform integer in `0..n` (`n > 0`), by rejection so that no value is favoured.
pub fn below(rng: &mut DealRng, n: usize) -> usize {
    assert!(n > 0, "below(0)");
    let n = n as u64;
    let zone = u64::MAX - (u64::MAX % n);
    loop {
        let x = rng.next_u64();
        if x < zone {
            return usize::try_from(x % n).expect("below n, which came from a usize");
        }
    }
}

/// Fisher–Yates, from the back.
pub fn shuffle<T>(rng: &mut DealRng, items: &mut [T]) {
    for i in (1..items.len()).rev() {
        let j = below(rng, i + 1);
        items.swap(i, j);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_order() {
        let mut a: Vec<u32> = (0..54).collect();
        let mut b = a.clone();
        shuffle(&mut rng(42), &mut a);
        shuffle(&mut rng(42), &mut b);
        assert_eq!(a, b);
        let mut sorted = a.clone();
        sorted.sort();
        assert_eq!(sorted, (0..54).collect::<Vec<_>>());
    }

    /// Pins the stream: if this fails, stored games would replay differently.
    #[test]
    fn deal_algorithm_is_pinned() {
        let mut v: Vec<u32> = (0..10).collect();
        shuffle(&mut rng(7), &mut v);
        let pinned = v.clone();
        insta::assert_json_snapshot!("shuffle_seed_7", pinned);
    }

    #[test]
    fn below_is_roughly_uniform() {
        let mut r = rng(1);
        let mut counts = [0u32; 6];
        for _ in 0..60_000 {
            counts[below(&mut r, 6)] += 1;
        }
        for c in counts {
            assert!((9_000..11_000).contains(&c), "{counts:?}");
        }
    }
}

//! The one source of randomness, for reproducible puzzles and tests (the generator of
//! sudotrace-learn draws every choice from it): ChaCha8 from `rand_chacha`, whose
//! output for a given key and stream is fixed by its specification, and a
//! few draws built on its raw 32-bit outputs with our own arithmetic, so that no
//! library's choice of sampling algorithm can change the puzzles a seed gives.
//!
//! Puzzle `i` of a run with seed `S` draws from stream `i` of the ChaCha8 generator
//! keyed by `ChaCha8Rng::seed_from_u64(S)`: each puzzle has its own independent
//! sequence, so puzzles can be made in any order, on any number of threads, and still
//! come out the same.

use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::{Rng, SeedableRng};

/// The random draws of one puzzle.
#[derive(Clone, Debug)]
pub struct Random {
    rng: ChaCha8Rng,
}

impl Random {
    /// The draws of puzzle `index` of a run with `seed`.
    pub fn for_puzzle(seed: u64, index: u64) -> Random {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        rng.set_stream(index);
        Random { rng }
    }

    /// A number in `0..n`, each equally likely (`n` must not be 0): 32-bit outputs
    /// below `2^32 mod n` are thrown away, and the rest taken modulo `n`.
    pub fn below(&mut self, n: u32) -> u32 {
        assert!(n > 0, "below(0)");
        let reject = n.wrapping_neg() % n;
        loop {
            let x = self.rng.next_u32();
            if x >= reject {
                return x % n;
            }
        }
    }

    /// Shuffle `items` in place (Fisher-Yates, from the last item down).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i as u32 + 1) as usize;
            items.swap(i, j);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn streams_are_fixed_and_distinct() {
        let draw = |seed, index| {
            let mut random = Random::for_puzzle(seed, index);
            (0..8).map(|_| random.below(1000)).collect::<Vec<_>>()
        };
        assert_eq!(draw(1, 0), draw(1, 0));
        assert_ne!(draw(1, 0), draw(1, 1));
        assert_ne!(draw(1, 0), draw(2, 0));
    }

    #[test]
    fn below_stays_in_range_and_shuffle_permutes() {
        let mut random = Random::for_puzzle(7, 3);
        for n in 1..50 {
            assert!(random.below(n) < n);
        }
        let mut items: Vec<u32> = (0..81).collect();
        random.shuffle(&mut items);
        let mut sorted = items.clone();
        sorted.sort();
        assert_eq!(sorted, (0..81).collect::<Vec<_>>());
        assert_ne!(items, sorted);
    }
}

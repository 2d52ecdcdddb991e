//! What to compare and how: the strategies, the timed runs a pair, the limits of tries
//! and time a search may take, and the worker threads of the counting runs.

use std::time::Duration;

use sudotrace_core::search::{Limit, Strategy};

/// Default `--max-tries`: enough for all but the most stubborn puzzles of the shared
/// sets (23 of magictour's 1465 need more), small enough that one puzzle cannot hold a
/// comparison hostage for long (a stopped search costs at most 3 × this many events).
pub const DEFAULT_MAX_TRIES: u64 = 100_000_000;

/// Default `--repeat`: timed runs per puzzle and variant.
pub const DEFAULT_REPEAT: usize = 5;

/// The limit of `max_tries` tries (`None`: no limit) as the search takes it: it stops
/// right after its `max_tries`-th try, so a stopped search has made exactly that many.
pub(crate) fn search_limit(max_tries: Option<u64>) -> Option<Limit> {
    max_tries.map(Limit::Tries)
}

/// What to compare and how.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CompareOptions {
    /// The variants, in the order the outputs show them.
    pub solvers: Vec<Strategy>,
    /// Timed runs per puzzle and variant (at least 1).
    pub repeat: usize,
    /// Tries a search may take before it is stopped and marked `limit`; `None`: no limit.
    pub max_tries: Option<u64>,
    /// How long a search may run before it is stopped and marked `limit`; `None`: no
    /// limit.
    pub max_time: Option<Duration>,
    /// Threads for the counting runs (at least 1). Timed runs always run one at a time.
    pub jobs: usize,
}

impl Default for CompareOptions {
    fn default() -> Self {
        CompareOptions {
            solvers: vec![Strategy::NAIVE, Strategy::TABLES],
            repeat: DEFAULT_REPEAT,
            max_tries: Some(DEFAULT_MAX_TRIES),
            max_time: None,
            jobs: std::thread::available_parallelism().map_or(1, |n| n.get()),
        }
    }
}

//! sudotrace-compare: every strategy on every puzzle of a collection, for honest
//! numbers. Each variant solves each puzzle once for its counts and then `repeat` more
//! times, untraced, for its time; [`run`] does it, telling a [`CompareProgress`] how it
//! goes, and gives a [`Comparison`]. The crate's modules follow the work:
//!
//! - what to compare and how (`options`: [`CompareOptions`]), and how the work tells its
//!   progress (`progress`: [`CompareProgress`]);
//! - running ([`run`]) in two phases, so that timing measures the solver and nothing
//!   else: **counting**, one untraced run of every (puzzle, variant) pair on every
//!   worker thread asked for, then **timing** (`timing`), one pair at a time, a warm-up
//!   and `repeat` timed runs, the median kept ([`Timing`]);
//! - the results (`results`: [`Comparison`], [`PuzzleResult`], [`VariantResult`],
//!   [`Timing`], [`Costs`]);
//! - totals with the stopped searches censored (`totals`: [`Total`], [`Censored`],
//!   the PAR-2 [`penalised_mean`]): a search past `max_tries` tries is stopped right
//!   after its last try, marked [`Outcome::Limit`](sudotrace_core::events::event::Outcome::Limit)
//!   and not timed, "more than `max_tries` tries", and stays in every total;
//! - gains and ratios over the puzzles both strategies finished (`ratios`: [`Gain`],
//!   [`Ratio`], [`Spread`]);
//! - [`report`] (report.md, report.csv, report.json), [`shard`] (a comparison run as
//!   resumable shards and merged back), [`lang`] (this crate's words).
//!
//! # Comparing two strategies
//!
//! ```
//! use sudotrace_compare::{CompareOptions, CompareProgress, Phase, run};
//! use sudotrace_core::puzzle::parse::{Inputs, parse_puzzles};
//! use sudotrace_core::search::Strategy;
//!
//! /// Progress told to no one.
//! struct Quiet;
//! impl CompareProgress for Quiet {
//!     fn start(&self, _phase: Phase, _total: u64) {}
//!     fn advance(&self, _done: u64) {}
//!     fn finish(&self) {}
//! }
//!
//! let mut inputs = Inputs::default();
//! inputs.add("leetcode.txt", parse_puzzles(sudotrace_core::LEETCODE_37));
//! let options = CompareOptions {
//!     solvers: vec![Strategy::NAIVE, Strategy::MRV_SINGLES],
//!     repeat: 1,
//!     ..CompareOptions::default()
//! };
//! let comparison = run(inputs, &options, &Quiet);
//! let naive = comparison.total(Strategy::NAIVE);
//! let mrv = comparison.total(Strategy::MRV_SINGLES);
//! assert_eq!((naive.solved, mrv.solved), (1, 1));
//! assert!(mrv.stats.tries < naive.stats.tries);
//! ```

#![warn(missing_docs)]

pub mod lang;
pub mod report;
pub mod shard;

mod options;
mod progress;
mod ratios;
mod results;
mod run;
mod system;
mod timing;
mod totals;

pub use options::{CompareOptions, DEFAULT_MAX_TRIES, DEFAULT_REPEAT};
pub use progress::{CompareProgress, Phase};
pub use ratios::{Gain, Ratio, Spread, times};
pub use results::{
    Censor, Comparison, Costs, PuzzleResult, Timing, VariantResult, input_lines, puzzles,
};
pub use run::run;
pub use system::{System, utc_now_rfc3339};
pub use totals::{Censored, PENALTY, Total, penalised_mean};

pub(crate) use progress::NoProgress;
pub(crate) use timing::WARMUP_EVENTS;

#[cfg(test)]
mod tests;

//! Running a comparison: what to compare and how ([`CompareOptions`]), and the two
//! phases, counting then timing, told to a [`CompareProgress`] as they go. Counting runs
//! every (puzzle, variant) pair once, untraced, on every worker thread asked for; a
//! search past `max_tries` tries (or `max_time`) is stopped right after its last try and
//! marked [`Outcome::Limit`](sudotrace_core::events::event::Outcome::Limit).

use std::time::{Duration, Instant};

use rayon::prelude::*;

use sudotrace_core::puzzle::parse::{Inputs, Puzzle};
use sudotrace_core::search::{Limit, NullSink, Run, Strategy, solve_until, solve_within};

use crate::results::{Comparison, Costs, PuzzleResult, VariantResult};
use crate::timing::time_all;

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

/// The phases of a comparison, as progress reports name them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// Counting runs; progress counts runs.
    Counting,
    /// Warm-ups and timed runs; progress counts tries searched.
    Timing,
}

/// Told how the work goes, from any thread; the command shows it as a progress bar.
pub trait CompareProgress: Sync {
    /// A phase starts with `total` units of work to do.
    fn start(&self, phase: Phase, total: u64);
    /// `done` more units of the current phase are done.
    fn advance(&self, done: u64);
    /// The current phase is over.
    fn finish(&self);
}

/// Progress that goes nowhere.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct NoProgress;

impl CompareProgress for NoProgress {
    fn start(&self, _phase: Phase, _total: u64) {}
    fn advance(&self, _done: u64) {}
    fn finish(&self) {}
}

/// Compare the variants of `options` on `inputs`: count, then time.
pub fn run(inputs: Inputs, options: &CompareOptions, progress: &dyn CompareProgress) -> Comparison {
    let options = CompareOptions {
        repeat: options.repeat.max(1),
        jobs: options.jobs.max(1),
        ..options.clone()
    };
    let mut costs = Costs::default();

    let started = Instant::now();
    let runs = count_runs(&inputs.puzzles, &options, progress);
    costs.counting = started.elapsed();
    costs.counting_runs = runs.len() as u64;
    costs.counting_cpu = runs.iter().map(|run| run.elapsed).sum();

    let solvers = options.solvers.len();
    let mut puzzles: Vec<PuzzleResult> = inputs
        .puzzles
        .into_iter()
        .zip(runs.chunks(solvers.max(1)))
        .enumerate()
        .map(|(index, (puzzle, runs))| PuzzleResult {
            number: index + 1,
            puzzle,
            variants: runs
                .iter()
                .zip(&options.solvers)
                .map(|(run, &solver)| VariantResult {
                    solver,
                    outcome: run.end.outcome,
                    solution: run.end.solution,
                    stats: run.end.stats,
                    timing: None,
                })
                .collect(),
        })
        .collect();

    let started = Instant::now();
    time_all(&mut puzzles, &options, &mut costs, progress);
    costs.timing = started.elapsed();

    Comparison {
        options,
        inputs: inputs.inputs,
        puzzles,
        skipped: inputs.skipped,
        costs,
    }
}

/// The counting runs, on `options.jobs` threads: one run a (puzzle, variant) pair, in
/// the order puzzle by puzzle, variant by variant.
fn count_runs(
    puzzles: &[Puzzle],
    options: &CompareOptions,
    progress: &dyn CompareProgress,
) -> Vec<Run> {
    let solvers = &options.solvers;
    let pairs = puzzles.len() * solvers.len();
    progress.start(Phase::Counting, pairs as u64);
    let run_pair = |index: usize| {
        let puzzle = &puzzles[index / solvers.len()];
        let solver = solvers[index % solvers.len()];
        let run = match options.max_time {
            Some(time) => solve_until(&puzzle.grid, solver, options.max_tries, time),
            None => solve_within(
                &puzzle.grid,
                solver,
                search_limit(options.max_tries),
                &mut NullSink,
            ),
        };
        progress.advance(1);
        run
    };
    // One pair a task, so that a long search holds up no other.
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(options.jobs.max(1))
        .build();
    let runs = match pool {
        Ok(pool) => pool.install(|| {
            (0..pairs)
                .into_par_iter()
                .with_max_len(1)
                .map(run_pair)
                .collect()
        }),
        Err(_) => (0..pairs).map(run_pair).collect(),
    };
    progress.finish();
    runs
}

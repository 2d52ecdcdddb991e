//! Running a comparison in its two phases, counting then timing, told to a
//! [`CompareProgress`] as they go. Counting runs every (puzzle, variant) pair once,
//! untraced, on every worker thread asked for; a search past `max_tries` tries (or
//! `max_time`) is stopped right after its last try and marked
//! [`Outcome::Limit`](sudotrace_core::events::event::Outcome::Limit). Timing is
//! [`crate::timing`]'s.

use std::time::Instant;

use rayon::prelude::*;

use sudotrace_core::puzzle::parse::{Inputs, Puzzle};
use sudotrace_core::search::{NullSink, Run, Search};

use crate::options::{CompareOptions, search_limit};
use crate::progress::{CompareProgress, Phase};
use crate::results::{Comparison, Costs, PuzzleResult, VariantResult};
use crate::timing::time_all;

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
        version: env!("CARGO_PKG_VERSION").to_string(),
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
    let stopped = || progress.stopped();
    let run_pair = |index: usize| {
        let puzzle = &puzzles[index / solvers.len()];
        let solver = solvers[index % solvers.len()];
        let search = match options.max_time {
            Some(time) => Search::new(solver)
                .max_tries(options.max_tries)
                .deadline(time),
            None => Search::new(solver).within(search_limit(options.max_tries)),
        };
        let search = match progress.may_stop() {
            true => search.stop(&stopped),
            false => search,
        };
        let run = search.run(&puzzle.grid, &mut NullSink);
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

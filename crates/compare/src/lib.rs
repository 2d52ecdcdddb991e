//! Comparing the check variants on puzzle sets: every variant solves every puzzle, once
//! for its counts and then `repeat` more times, untraced, for its time.
//!
//! The work runs in two phases so that timing measures the solver and nothing else:
//!
//! 1. **Counting.** One untraced run of every (puzzle, variant) pair gives the counts.
//!    These runs measure nothing, so they use every worker thread asked for.
//! 2. **Timing.** One pair at a time, alone on the machine as far as this process goes:
//!    a warm-up run, then `repeat` timed runs; the time of a pair is their median, with
//!    the fastest and slowest run kept as its spread.
//!
//! A search that needs more than `max_tries` tries is stopped (see `event_limit`),
//! marked [`Outcome::Limit`], not timed, and left out of totals and ratios: every output
//! lists it apart instead of averaging it in. [`report`] writes the results down.

#![warn(missing_docs)]

pub mod report;
pub mod shard;
mod system;

use std::time::{Duration, Instant};

use rayon::prelude::*;

use sudotrace_core::counts::Stats;
use sudotrace_core::event::Outcome;
use sudotrace_core::grid::Grid;
use sudotrace_core::parse::{Input, Inputs, Puzzle, Skipped};
use sudotrace_core::search::{NullSink, Run, Strategy, solve};
use sudotrace_core::words::{count, thousands};

pub use system::{System, utc_now_rfc3339};

/// Default `--max-tries`: enough for all but the most stubborn puzzles of the shared
/// sets (23 of magictour's 1465 need more), small enough that one puzzle cannot hold a
/// comparison hostage for long (a stopped search costs at most 3 × this many events).
pub const DEFAULT_MAX_TRIES: u64 = 100_000_000;

/// Default `--repeat`: timed runs per puzzle and variant.
pub const DEFAULT_REPEAT: usize = 5;

/// The warm-up before the timed runs replays the whole search when it has at most this
/// many events, and only its first this-many events otherwise: a search that long warms
/// itself up, and a full extra run of it would only cost time.
pub(crate) const WARMUP_EVENTS: u64 = 1 << 24;

/// The event limit that enforces a limit of `max_tries` tries (`None`: no limit) on a
/// search of `strategy`.
///
/// The solver limits events, not tries. A row-by-row search of `t` tries emits at most
/// `3t` events (each try is followed by its conflict or place, and each backtrack undoes
/// a place, which came from a try), so a search that needs at most `max_tries` tries
/// always ends within `3 × max_tries` events, and one that is stopped there has made at
/// least `max_tries` tries. A strategy that chooses its blanks and fills forced ones adds
/// per place at most a look that forces each of the 81 cells and takes each back, a
/// dead end and a choice ([`EVENTS_PER_TRY`] in all), plus as many for the givens.
/// Whether a finished search stayed within the limit is then decided exactly on its
/// count of tries (see [`within_limit`]).
pub(crate) fn event_limit(max_tries: Option<u64>, strategy: Strategy) -> Option<u64> {
    max_tries.map(|n| match strategy.is_plain_rows() {
        true => n.saturating_mul(3),
        false => n.saturating_add(1).saturating_mul(EVENTS_PER_TRY),
    })
}

/// At most the events a search that chooses its blanks makes for one try: the try, its
/// outcome, a backtrack, a choice, a dead end, and 81 forced placements and their undoing.
pub(crate) const EVENTS_PER_TRY: u64 = 2 + 1 + 1 + 1 + 2 * 81;

/// Whether a run ended on its own within `max_tries` tries.
pub(crate) fn within_limit(run: &Run, max_tries: Option<u64>) -> bool {
    run.end.outcome != Outcome::Limit && max_tries.is_none_or(|n| run.end.stats.tries <= n)
}

/// What to compare and how.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// The variants, in the order the outputs show them.
    pub solvers: Vec<Strategy>,
    /// Timed runs per puzzle and variant (at least 1).
    pub repeat: usize,
    /// Tries a search may take before it is stopped and marked `limit`; `None`: no limit.
    pub max_tries: Option<u64>,
    /// Threads for the counting runs (at least 1). Timed runs always run one at a time.
    pub jobs: usize,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            solvers: vec![Strategy::NAIVE, Strategy::TABLES],
            repeat: DEFAULT_REPEAT,
            max_tries: Some(DEFAULT_MAX_TRIES),
            jobs: std::thread::available_parallelism().map_or(1, |n| n.get()),
        }
    }
}

/// What one variant made of one puzzle.
#[derive(Clone, Debug)]
pub struct VariantResult {
    /// The variant.
    pub solver: Strategy,
    /// `Limit` when the search needed more than `max_tries` tries.
    pub outcome: Outcome,
    /// The solution it found; `None` when it found none or was stopped.
    pub solution: Option<Grid>,
    /// The counts of the counting run; for a stopped search, the counts where it stopped.
    pub stats: Stats,
    /// The timed runs; `None` for a search stopped at the limit.
    pub timing: Option<Timing>,
}

impl VariantResult {
    /// The variant's own cost counter: cell reads for `naive`, table lookups for `tables`.
    pub fn cost(&self) -> u64 {
        self.solver.cost(&self.stats)
    }
}

/// Every variant's result on one puzzle.
#[derive(Clone, Debug)]
pub struct PuzzleResult {
    /// 1-based position among the puzzles compared.
    pub number: usize,
    /// The puzzle, and where it came from.
    pub puzzle: Puzzle,
    /// One a variant, in the order of [`Options::solvers`].
    pub variants: Vec<VariantResult>,
}

impl PuzzleResult {
    /// Whether the puzzle counts in totals and ratios: every variant finished within
    /// the limit and was timed.
    pub fn counted(&self) -> bool {
        self.variants
            .iter()
            .all(|v| v.outcome != Outcome::Limit && v.timing.is_some())
    }

    /// Whether any variant was stopped at the limit.
    pub(crate) fn hit_limit(&self) -> bool {
        self.variants.iter().any(|v| v.outcome == Outcome::Limit)
    }

    /// The result of the variant `kind`, if it was compared.
    pub fn variant(&self, kind: Strategy) -> Option<&VariantResult> {
        self.variants.iter().find(|v| v.solver == kind)
    }

    /// The outcome shared by the variants (the first one's: they make the same search).
    pub fn outcome(&self) -> Outcome {
        self.variants.first().map_or(Outcome::Solved, |v| v.outcome)
    }

    /// Whether variants that differ only in their check (the same order and propagation)
    /// disagree on anything but their cost counters, which would mean they did not make
    /// the same search; or whether two that finished disagree on the outcome.
    pub(crate) fn variants_disagree(&self) -> bool {
        let same = |v: &VariantResult| Stats {
            cell_reads: 0,
            table_lookups: 0,
            ..v.stats
        };
        let finished = |v: &VariantResult| v.outcome != Outcome::Limit;
        self.variants.iter().enumerate().any(|(i, a)| {
            self.variants[i + 1..].iter().any(|b| {
                let same_search = a.solver.order == b.solver.order
                    && a.solver.propagation == b.solver.propagation;
                (same_search && (same(a) != same(b) || a.outcome != b.outcome))
                    || (finished(a) && finished(b) && a.outcome != b.outcome)
            })
        })
    }
}

/// Where the time of a comparison went, to tell the solving from the tool around it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Costs {
    /// Wall time of the counting phase (all of it solver runs, on `jobs` threads).
    pub counting: Duration,
    /// Sum of the solver's own times of the counting runs, over all threads.
    pub counting_cpu: Duration,
    /// Wall time of the timing phase.
    pub timing: Duration,
    /// Time inside solver calls during the timing phase: warm-ups and timed runs.
    pub timing_solver: Duration,
    /// Sum of the timed runs alone (the solver's own times).
    pub timed: Duration,
    /// Counting runs made.
    pub counting_runs: u64,
    /// Runs of the timing phase made: warm-ups and timed runs.
    pub timing_runs: u64,
}

impl Costs {
    /// Time spent solving: the counting phase, and the solver calls of the timing phase.
    pub fn solving(&self) -> Duration {
        self.counting + self.timing_solver
    }
}

/// A finished comparison: the options, every puzzle's results and what was skipped.
#[derive(Clone, Debug)]
pub struct Comparison {
    /// What was compared and how, `repeat` and `jobs` at least 1.
    pub options: Options,
    /// Every input read, with its puzzles and skipped lines counted.
    pub inputs: Vec<Input>,
    /// Every puzzle's results, in the order the inputs hold them.
    pub puzzles: Vec<PuzzleResult>,
    /// Input lines that could not be read as puzzles.
    pub skipped: Vec<Skipped>,
    /// Where the time went.
    pub costs: Costs,
}

/// Sums over the puzzles that count, per variant.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Total {
    /// Puzzles that count.
    pub puzzles: usize,
    /// Their counts, added up (the deepest of their depths for `max_depth`).
    pub stats: Stats,
    /// Sum of the median times.
    pub time: Duration,
    /// Puzzles solved without a guess (no choice among two or more candidates); `None`
    /// for the row-by-row search, which does not say where it chose.
    pub without_guessing: Option<usize>,
}

impl Total {
    /// Puzzles solved a second, from the sum of the median times.
    pub fn puzzles_per_second(&self) -> Option<f64> {
        (!self.time.is_zero()).then(|| self.puzzles as f64 / self.time.as_secs_f64())
    }

    /// Microseconds a puzzle, from the sum of the median times.
    pub fn micros_per_puzzle(&self) -> Option<f64> {
        (self.puzzles > 0).then(|| self.time.as_secs_f64() * 1e6 / self.puzzles as f64)
    }

    /// The share of the puzzles solved without guessing (0 to 1).
    pub fn share_without_guessing(&self) -> Option<f64> {
        let solved = self.without_guessing?;
        (self.puzzles > 0).then(|| solved as f64 / self.puzzles as f64)
    }

    /// Guesses a puzzle, on average.
    pub fn guesses_per_puzzle(&self) -> Option<f64> {
        self.without_guessing?;
        (self.puzzles > 0).then(|| self.stats.guesses as f64 / self.puzzles as f64)
    }

    /// The check's cost a try: the work each try takes, including the looks over the
    /// blanks that chose it.
    pub fn cost_per_try(&self, solver: Strategy) -> Option<f64> {
        (self.stats.tries > 0).then(|| solver.cost(&self.stats) as f64 / self.stats.tries as f64)
    }
}

/// How two variants compare: `base` (naive) against `other` (tables).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Ratio {
    /// Base's checks over other's: how many times fewer checks `other` makes.
    pub fewer_checks: f64,
    /// Base's time over other's: how many times faster `other` is.
    pub faster: f64,
}

impl Ratio {
    /// `base` against `other` from their costs and times; `None` when a cost or time is
    /// zero and the ratio means nothing.
    pub fn of(base_cost: u64, base_time: Duration, cost: u64, time: Duration) -> Option<Ratio> {
        if base_cost == 0 || cost == 0 || base_time.is_zero() || time.is_zero() {
            return None;
        }
        Some(Ratio {
            fewer_checks: base_cost as f64 / cost as f64,
            faster: base_time.as_secs_f64() / time.as_secs_f64(),
        })
    }

    /// The ratio in words, as reports print it: `6.1x fewer checks, 1.6x faster`.
    pub fn words(&self) -> String {
        let checks = if self.fewer_checks >= 1.0 {
            format!("{}x fewer checks", times(self.fewer_checks))
        } else {
            format!("{}x more checks", times(1.0 / self.fewer_checks))
        };
        let speed = if self.faster >= 1.0 {
            format!("{}x faster", times(self.faster))
        } else {
            format!("{}x slower", times(1.0 / self.faster))
        };
        format!("{checks}, {speed}")
    }
}

/// A ratio with one decimal: `6.1`.
pub fn times(ratio: f64) -> String {
    format!("{ratio:.1}")
}

/// The spread of the per-puzzle speed ratios.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Spread {
    /// The smallest ratio.
    pub min: f64,
    /// The largest ratio.
    pub max: f64,
    /// The geometric mean of the ratios.
    pub geometric_mean: f64,
}

impl Comparison {
    /// The puzzles that count in totals and ratios.
    pub fn counted(&self) -> impl Iterator<Item = &PuzzleResult> {
        self.puzzles.iter().filter(|p| p.counted())
    }

    /// The puzzles stopped at the limit.
    pub fn limited(&self) -> impl Iterator<Item = &PuzzleResult> {
        self.puzzles.iter().filter(|p| p.hit_limit())
    }

    /// What is left out of totals and ratios, in words: `2 puzzles stopped at the limit
    /// of 1,000 tries`, `1 puzzle not timed`, `1 input line skipped`.
    pub fn left_out(&self) -> Vec<String> {
        let limited = self.limited().count();
        let not_timed = self.puzzles.len() - self.counted().count() - limited;
        let mut left_out = Vec::new();
        if limited > 0 {
            left_out.push(format!(
                "{} stopped at the limit of {} tries",
                count(limited, "puzzle", "puzzles"),
                thousands(self.options.max_tries.unwrap_or(0))
            ));
        }
        if not_timed > 0 {
            left_out.push(format!(
                "{} not timed",
                count(not_timed, "puzzle", "puzzles")
            ));
        }
        if !self.skipped.is_empty() {
            left_out.push(format!(
                "{} skipped",
                count(self.skipped.len(), "input line", "input lines")
            ));
        }
        left_out
    }

    /// Totals of `kind` over the puzzles that count.
    pub fn total(&self, kind: Strategy) -> Total {
        let mut total = Total {
            without_guessing: (!kind.is_plain_rows()).then_some(0),
            ..Total::default()
        };
        for puzzle in self.counted() {
            if let Some(v) = puzzle.variant(kind) {
                total.puzzles += 1;
                total.stats += &v.stats;
                total.time += v.timing.map_or(Duration::ZERO, |t| t.median);
                if let Some(solved) = &mut total.without_guessing {
                    *solved += (v.stats.guesses == 0) as usize;
                }
            }
        }
        total
    }

    /// Whether every variant makes the same search (the same order and propagation),
    /// differing only in its check.
    pub fn one_search(&self) -> bool {
        self.options.solvers.windows(2).all(|pair| {
            pair[0].order == pair[1].order && pair[0].propagation == pair[1].propagation
        })
    }

    /// Whether both of the articles' variants were compared, so that ratios exist.
    pub(crate) fn has_pair(&self) -> bool {
        [Strategy::NAIVE, Strategy::TABLES]
            .iter()
            .all(|kind| self.options.solvers.contains(kind))
    }

    /// Tables against naive over the totals, if both ran and the totals are not zero.
    pub fn total_ratio(&self) -> Option<Ratio> {
        if !self.has_pair() {
            return None;
        }
        let naive = self.total(Strategy::NAIVE);
        let tables = self.total(Strategy::TABLES);
        Ratio::of(
            naive.stats.cell_reads,
            naive.time,
            tables.stats.table_lookups,
            tables.time,
        )
    }

    /// Tables against naive on one puzzle, if it counts.
    pub(crate) fn puzzle_ratio(&self, puzzle: &PuzzleResult) -> Option<Ratio> {
        if !puzzle.counted() {
            return None;
        }
        let naive = puzzle.variant(Strategy::NAIVE)?;
        let tables = puzzle.variant(Strategy::TABLES)?;
        Ratio::of(
            naive.cost(),
            naive.timing?.median,
            tables.cost(),
            tables.timing?.median,
        )
    }

    /// The spread of the per-puzzle speed ratios, over the puzzles that count.
    pub fn speed_spread(&self) -> Option<Spread> {
        let ratios: Vec<f64> = self
            .counted()
            .filter_map(|p| self.puzzle_ratio(p))
            .map(|r| r.faster)
            .collect();
        if ratios.is_empty() {
            return None;
        }
        let log_mean = ratios.iter().map(|r| r.ln()).sum::<f64>() / ratios.len() as f64;
        Some(Spread {
            min: ratios.iter().copied().fold(f64::INFINITY, f64::min),
            max: ratios.iter().copied().fold(f64::NEG_INFINITY, f64::max),
            geometric_mean: log_mean.exp(),
        })
    }

    /// Whether everything compared was solved by every variant and no line was skipped.
    pub fn all_solved(&self) -> bool {
        self.skipped.is_empty()
            && self
                .puzzles
                .iter()
                .all(|p| p.variants.iter().all(|v| v.outcome == Outcome::Solved))
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
pub trait Progress: Sync {
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

impl Progress for NoProgress {
    fn start(&self, _phase: Phase, _total: u64) {}
    fn advance(&self, _done: u64) {}
    fn finish(&self) {}
}

/// Compare the variants of `options` on `inputs`: count, then time.
pub fn run(inputs: Inputs, options: &Options, progress: &dyn Progress) -> Comparison {
    let options = Options {
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
                .map(|(run, &solver)| {
                    let done = within_limit(run, options.max_tries);
                    VariantResult {
                        solver,
                        outcome: if done {
                            run.end.outcome
                        } else {
                            Outcome::Limit
                        },
                        solution: if done { run.end.solution } else { None },
                        stats: run.end.stats,
                        timing: None,
                    }
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
fn count_runs(puzzles: &[Puzzle], options: &Options, progress: &dyn Progress) -> Vec<Run> {
    let solvers = &options.solvers;
    let pairs = puzzles.len() * solvers.len();
    progress.start(Phase::Counting, pairs as u64);
    let run_pair = |index: usize| {
        let puzzle = &puzzles[index / solvers.len()];
        let solver = solvers[index % solvers.len()];
        let limit = event_limit(options.max_tries, solver);
        let run = solve(&puzzle.grid, solver, limit, &mut NullSink);
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

/// The timing runs, one at a time, of every variant of every puzzle that finished
/// within the limit.
fn time_all(
    puzzles: &mut [PuzzleResult],
    options: &Options,
    costs: &mut Costs,
    progress: &dyn Progress,
) {
    let runs_each = options.repeat as u64 + 1;
    let total: u64 = puzzles
        .iter()
        .flat_map(|p| &p.variants)
        .filter(|v| v.outcome != Outcome::Limit)
        .map(|v| v.stats.tries.max(1) * runs_each)
        .sum();
    progress.start(Phase::Timing, total);
    for puzzle in puzzles.iter_mut() {
        let grid = puzzle.puzzle.grid;
        for variant in puzzle
            .variants
            .iter_mut()
            .filter(|v| v.outcome != Outcome::Limit)
        {
            variant.timing = Some(time_one(&grid, variant, options.repeat, costs, progress));
        }
    }
    progress.finish();
}

/// A warm-up and `repeat` timed runs of one variant on one puzzle.
fn time_one(
    grid: &Grid,
    variant: &VariantResult,
    repeat: usize,
    costs: &mut Costs,
    progress: &dyn Progress,
) -> Timing {
    let kind = variant.solver;
    let work = variant.stats.tries.max(1);
    let warmup_limit = (variant.stats.events > WARMUP_EVENTS).then_some(WARMUP_EVENTS);
    let call = Instant::now();
    solve(grid, kind, warmup_limit, &mut NullSink);
    costs.timing_solver += call.elapsed();
    costs.timing_runs += 1;
    progress.advance(work);

    let mut times = Vec::with_capacity(repeat);
    for _ in 0..repeat {
        let call = Instant::now();
        let run = solve(grid, kind, None, &mut NullSink);
        costs.timing_solver += call.elapsed();
        costs.timing_runs += 1;
        costs.timed += run.elapsed;
        debug_assert_eq!(run.end.stats, variant.stats, "the same search each time");
        times.push(run.elapsed);
        progress.advance(work);
    }
    timing_of(times)
}

/// Times of repeated untraced runs of one search.
#[derive(Clone, Copy, Debug)]
pub struct Timing {
    /// The median run (of an even number of runs: the mean of the middle two).
    pub median: Duration,
    /// The fastest run.
    pub min: Duration,
    /// The slowest run.
    pub max: Duration,
    /// Timed runs made.
    pub runs: usize,
}

/// Median (of an even number of runs: the mean of the middle two), fastest and slowest.
pub(crate) fn timing_of(mut times: Vec<Duration>) -> Timing {
    assert!(!times.is_empty(), "at least one timed run");
    times.sort();
    let n = times.len();
    let median = if n % 2 == 1 {
        times[n / 2]
    } else {
        (times[n / 2 - 1] + times[n / 2]) / 2
    };
    Timing {
        median,
        min: times[0],
        max: times[n - 1],
        runs: n,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use sudotrace_core::parse::parse_puzzles;

    const LEETCODE: &str = sudotrace_core::LEETCODE_37;

    fn inputs(text: &str) -> Inputs {
        let mut inputs = Inputs::default();
        inputs.add("set.txt", parse_puzzles(text));
        inputs
    }

    fn options(max_tries: Option<u64>) -> Options {
        Options {
            solvers: vec![Strategy::NAIVE, Strategy::TABLES],
            repeat: 2,
            max_tries,
            jobs: 2,
        }
    }

    #[test]
    fn counts_are_those_of_solve_and_the_variants_agree() {
        let text = format!("{LEETCODE}\n# comment\n{LEETCODE}\n");
        let comparison = run(inputs(&text), &options(None), &NoProgress);
        assert_eq!(comparison.puzzles.len(), 2);
        assert_eq!(comparison.puzzles[1].puzzle.line, 3);
        for puzzle in &comparison.puzzles {
            assert!(puzzle.counted());
            assert!(!puzzle.variants_disagree());
            for variant in &puzzle.variants {
                let run = solve(&puzzle.puzzle.grid, variant.solver, None, &mut NullSink);
                assert_eq!(variant.stats, run.end.stats);
                assert_eq!(variant.outcome, Outcome::Solved);
                assert_eq!(variant.timing.unwrap().runs, 2);
            }
        }
        let naive = comparison.total(Strategy::NAIVE);
        assert_eq!(naive.puzzles, 2);
        assert_eq!(naive.stats.tries, 2 * 37652);
        assert_eq!(naive.stats.cell_reads, 2 * 334653);
        let ratio = comparison.total_ratio().unwrap();
        assert!((ratio.fewer_checks - 334653.0 / 54788.0).abs() < 1e-9);
        assert_eq!(comparison.costs.counting_runs, 4);
        assert_eq!(comparison.costs.timing_runs, 4 * 3);
        assert!(comparison.all_solved());
    }

    #[test]
    fn strategies_are_compared_by_their_own_searches() {
        let text = format!(
            "{LEETCODE}\n{}\n",
            include_str!("../../../tests/data/norvig_hardest.txt")
                .lines()
                .next()
                .unwrap()
        );
        let options = Options {
            solvers: Strategy::ALL.to_vec(),
            ..options(None)
        };
        let comparison = run(inputs(&text), &options, &NoProgress);
        assert!(!comparison.one_search() && comparison.has_pair());
        for puzzle in &comparison.puzzles {
            assert!(puzzle.counted() && !puzzle.variants_disagree());
            let solutions: Vec<_> = puzzle.variants.iter().map(|v| v.solution).collect();
            assert!(solutions.windows(2).all(|pair| pair[0] == pair[1]));
        }
        let leetcode = &comparison.puzzles[0];
        assert_eq!(leetcode.variant(Strategy::MRV).unwrap().stats.tries, 239);
        assert_eq!(
            leetcode
                .variant(Strategy::MRV_SINGLES)
                .unwrap()
                .stats
                .guesses,
            0
        );
        let naive = comparison.total(Strategy::NAIVE);
        assert_eq!(naive.share_without_guessing(), None);
        let singles = comparison.total(Strategy::MRV_SINGLES);
        let guessed = comparison.puzzles[1]
            .variant(Strategy::MRV_SINGLES)
            .unwrap();
        assert_eq!(
            singles.share_without_guessing(),
            Some(if guessed.stats.guesses == 0 { 1.0 } else { 0.5 })
        );
        assert_eq!(
            singles.guesses_per_puzzle(),
            Some(guessed.stats.guesses as f64 / 2.0)
        );
        let rate = singles.puzzles_per_second().unwrap();
        let micros = singles.micros_per_puzzle().unwrap();
        assert!((rate * micros / 1e6 - 1.0).abs() < 1e-9);
    }

    #[test]
    fn limit_is_exact_in_tries_and_keeps_stopped_puzzles_out_of_totals() {
        // The LeetCode search takes 37,652 tries: a limit of exactly that lets it finish,
        // one less stops it.
        let exact = run(inputs(LEETCODE), &options(Some(37652)), &NoProgress);
        assert!(exact.puzzles[0].counted());
        let text = format!(
            "{LEETCODE}\n{}\n",
            sudotrace_core::LEETCODE_37.replacen('5', ".", 1)
        );
        let cut = run(inputs(&text), &options(Some(37651)), &NoProgress);
        let first = &cut.puzzles[0];
        assert!(first.hit_limit() && !first.counted());
        for variant in &first.variants {
            assert_eq!(variant.outcome, Outcome::Limit);
            assert!(variant.timing.is_none() && variant.solution.is_none());
            assert!(variant.stats.tries >= 37651);
        }
        assert_eq!(
            cut.limited().count(),
            cut.puzzles.iter().filter(|p| !p.counted()).count()
        );
        let counted = cut.counted().count();
        assert_eq!(cut.total(Strategy::TABLES).puzzles, counted);
        assert!(!cut.all_solved());
    }

    #[test]
    fn bad_lines_are_skipped_with_their_line() {
        let text = format!("{LEETCODE}\n{}x\n12345\n", &LEETCODE[..80]);
        let inputs = inputs(&text);
        assert_eq!(inputs.puzzles.len(), 1);
        assert_eq!(inputs.skipped.len(), 2);
        assert_eq!(inputs.skipped[0].line, Some(2));
        assert!(inputs.skipped[0].error.starts_with("line 2, column 81"));
        assert_eq!(inputs.skipped[1].line, Some(3));
        assert_eq!(
            inputs.inputs,
            vec![Input {
                source: "set.txt".into(),
                puzzles: 1,
                skipped: 2
            }]
        );
    }

    #[test]
    fn event_limit_bounds_every_search_of_the_tries() {
        assert_eq!(event_limit(None, Strategy::NAIVE), None);
        assert_eq!(event_limit(Some(10), Strategy::NAIVE), Some(30));
        assert_eq!(event_limit(Some(10), Strategy::MRV_SINGLES), Some(11 * 167));
        assert_eq!(
            event_limit(Some(u64::MAX), Strategy::TABLES),
            Some(u64::MAX)
        );
    }

    #[test]
    fn median_of_even_runs_is_the_mean_of_the_middle_two() {
        let ms = Duration::from_millis;
        let t = timing_of(vec![ms(4), ms(1), ms(3), ms(2)]);
        assert_eq!(
            (t.median, t.min, t.max, t.runs),
            (Duration::from_micros(2500), ms(1), ms(4), 4)
        );
        let t = timing_of(vec![ms(5), ms(1), ms(3)]);
        assert_eq!(t.median, ms(3));
    }

    #[test]
    fn ratios_in_words() {
        let r = Ratio::of(
            610,
            Duration::from_millis(16),
            100,
            Duration::from_millis(10),
        )
        .unwrap();
        assert_eq!(r.words(), "6.1x fewer checks, 1.6x faster");
        let r = Ratio::of(
            100,
            Duration::from_millis(10),
            200,
            Duration::from_millis(20),
        )
        .unwrap();
        assert_eq!(r.words(), "2.0x more checks, 2.0x slower");
        assert!(Ratio::of(0, Duration::from_millis(1), 1, Duration::from_millis(1)).is_none());
    }
}

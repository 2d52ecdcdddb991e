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
//! A search that needs more than `max_tries` tries is stopped right after its
//! `max_tries`-th try, marked [`Outcome::Limit`] and not timed: a censored result,
//! "more than `max_tries` tries". Every puzzle stays in every strategy's totals: the
//! puzzles it solved, those it stopped at and those with no solution are counted apart,
//! its median and penalised mean of tries are over every puzzle with the censoring
//! honoured, its counts and speeds over the puzzles it finished, and a ratio between
//! two strategies over the puzzles both finished. [`report`] writes the results down.

#![warn(missing_docs)]

pub mod lang;
pub mod report;
pub mod shard;
mod system;

use std::time::{Duration, Instant};

use rayon::prelude::*;

use sudotrace_core::events::counts::Stats;
use sudotrace_core::events::event::Outcome;
use sudotrace_core::lang::Lang;
use sudotrace_core::numbers::thousands;
use sudotrace_core::puzzle::grid::Grid;
use sudotrace_core::puzzle::parse::{Input, Inputs, Puzzle, Skipped};
use sudotrace_core::search::{Limit, NullSink, Run, Strategy, solve, solve_until, solve_within};

use crate::lang::CompareText;

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

/// The limit of `max_tries` tries (`None`: no limit) as the search takes it: it stops
/// right after its `max_tries`-th try, so a stopped search has made exactly that many.
pub(crate) fn search_limit(max_tries: Option<u64>) -> Option<Limit> {
    max_tries.map(Limit::Tries)
}

/// The factor of the penalised mean: a search stopped at the limit counts as this many
/// times the limit (PAR-2, as the SAT competitions score a timeout).
pub const PENALTY: u64 = 2;

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

/// Which limit stopped a search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Censor {
    /// It made the limit's tries and needs more.
    Tries,
    /// It ran out of time: it needs more than the limit's time.
    Time,
}

impl VariantResult {
    /// Which limit stopped the search, if one did: tries when it made exactly the limit's
    /// tries, the clock otherwise.
    pub fn censor(&self, options: &CompareOptions) -> Option<Censor> {
        (self.outcome == Outcome::Limit).then(|| match options.max_tries {
            Some(n) if n == self.stats.tries => Censor::Tries,
            _ if options.max_time.is_some() => Censor::Time,
            _ => Censor::Tries,
        })
    }

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
    /// One a variant, in the order of [`CompareOptions::solvers`].
    pub variants: Vec<VariantResult>,
}

impl PuzzleResult {
    /// Whether every variant finished the puzzle within the limit and was timed: the
    /// puzzles the per-puzzle ratios and charts show (every puzzle is in the totals).
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
    pub options: CompareOptions,
    /// Every input read, with its puzzles and skipped lines counted.
    pub inputs: Vec<Input>,
    /// Every puzzle's results, in the order the inputs hold them.
    pub puzzles: Vec<PuzzleResult>,
    /// Input lines that could not be read as puzzles.
    pub skipped: Vec<Skipped>,
    /// Where the time went.
    pub costs: Costs,
}

/// One strategy's results over every puzzle compared: how many it solved, stopped at
/// the limit or found without solution; its tries over every puzzle with the stopped
/// searches censored; and its counts and times over the puzzles it finished.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Total {
    /// Every puzzle compared.
    pub puzzles: usize,
    /// Solved within the limit.
    pub solved: usize,
    /// Found to have no solution within the limit.
    pub unsolvable: usize,
    /// Stopped at the limit: censored, more than the limit's tries.
    pub stopped: usize,
    /// Finished within the limit (solved or found without solution) and timed: the
    /// puzzles `stats`, `time` and `without_guessing` are over.
    pub finished: usize,
    /// The counts of the finished puzzles, added up (the deepest of their depths for
    /// `max_depth`).
    pub stats: Stats,
    /// Sum of the finished puzzles' median times.
    pub time: Duration,
    /// Finished puzzles solved without a guess (no choice among two or more
    /// candidates); `None` for the row-by-row search, which does not say where it chose.
    pub without_guessing: Option<usize>,
    /// The median of the tries over every puzzle, a stopped search counting as more
    /// than the limit; `None` with no puzzle.
    pub median_tries: Option<Censored>,
    /// The penalised mean of the tries over every puzzle (PAR-2): a stopped search counts
    /// as [`PENALTY`] times the limit; `None` with no puzzle.
    pub penalised_mean_tries: Option<f64>,
    /// With a time limit: the median time (ns) over every puzzle, a search stopped by
    /// either limit counting as more than the time limit.
    pub median_time: Option<Censored>,
    /// With a time limit: the penalised mean time (ns) over every puzzle, a search stopped
    /// by either limit counting as [`PENALTY`] times the time limit.
    pub penalised_mean_time: Option<f64>,
}

/// A figure that may lie past the limit: exact, or only known to be more than a bound.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Censored {
    /// The figure itself.
    Exact(f64),
    /// More than this.
    Above(f64),
}

impl Censored {
    /// The median of `values` (each `None` when censored, past `limit`): of an even
    /// number, the mean of the middle two; past the limit, more than the least it can be.
    pub fn median(values: &[Option<u64>], limit: u64) -> Option<Censored> {
        let mut sorted: Vec<Option<u64>> = values.to_vec();
        // Censored values sort last: each is more than every exact one.
        sorted.sort_by_key(|v| v.map_or((1, 0), |n| (0, n)));
        let n = sorted.len();
        let value = |i: usize| {
            sorted[i].map_or(Censored::Above(limit as f64), |v| Censored::Exact(v as f64))
        };
        match n {
            0 => None,
            _ if n % 2 == 1 => Some(value(n / 2)),
            _ => Some(match (value(n / 2 - 1), value(n / 2)) {
                (Censored::Exact(a), Censored::Exact(b)) => Censored::Exact((a + b) / 2.0),
                (Censored::Exact(a), Censored::Above(b)) => Censored::Above((a + b) / 2.0),
                (Censored::Above(_), _) => Censored::Above(limit as f64),
            }),
        }
    }

    /// The figure in words: `12,345`, or `> 100,000`.
    pub fn words(&self) -> String {
        match *self {
            Censored::Exact(v) => thousands(v.round() as u64),
            Censored::Above(v) => format!("> {}", thousands(v.round() as u64)),
        }
    }
}

/// The penalised mean of `values` (each `None` when censored): a censored value counts
/// as [`PENALTY`] times `limit`.
pub fn penalised_mean(values: &[Option<u64>], limit: u64) -> Option<f64> {
    let penalty = limit.saturating_mul(PENALTY) as f64;
    let sum: f64 = values.iter().map(|v| v.map_or(penalty, |n| n as f64)).sum();
    (!values.is_empty()).then(|| sum / values.len() as f64)
}

impl Total {
    /// Puzzles finished a second, from the sum of the median times.
    pub fn puzzles_per_second(&self) -> Option<f64> {
        (!self.time.is_zero()).then(|| self.finished as f64 / self.time.as_secs_f64())
    }

    /// Microseconds a finished puzzle, from the sum of the median times.
    pub fn micros_per_puzzle(&self) -> Option<f64> {
        (self.finished > 0).then(|| self.time.as_secs_f64() * 1e6 / self.finished as f64)
    }

    /// The share of the finished puzzles solved without guessing (0 to 1).
    pub fn share_without_guessing(&self) -> Option<f64> {
        let solved = self.without_guessing?;
        (self.finished > 0).then(|| solved as f64 / self.finished as f64)
    }

    /// Guesses a finished puzzle, on average.
    pub fn guesses_per_puzzle(&self) -> Option<f64> {
        self.without_guessing?;
        (self.finished > 0).then(|| self.stats.guesses as f64 / self.finished as f64)
    }

    /// Tries a finished puzzle, on average.
    pub fn tries_per_puzzle(&self) -> Option<f64> {
        (self.finished > 0).then(|| self.stats.tries as f64 / self.finished as f64)
    }

    /// The check's cost a try: the work each try takes, including the looks over the
    /// blanks that chose it.
    pub fn cost_per_try(&self, solver: Strategy) -> Option<f64> {
        (self.stats.tries > 0).then(|| solver.cost(&self.stats) as f64 / self.stats.tries as f64)
    }

    /// The check's cost a placement (a try that fitted or a forced digit): for the
    /// strategies that fill forced digits without trying them, the work a step of the
    /// search takes.
    pub fn cost_per_placement(&self, solver: Strategy) -> Option<f64> {
        let placements = self.stats.places + self.stats.forced;
        (placements > 0).then(|| solver.cost(&self.stats) as f64 / placements as f64)
    }

    /// "solved 18 of 20 within 100,000 tries", with the stopped and unsolvable ones, in
    /// `lang`.
    pub fn solved_words(&self, options: &CompareOptions, lang: Lang) -> String {
        let solved = thousands(self.solved as u64);
        let puzzles = thousands(self.puzzles as u64);
        let tries = options.max_tries.map(thousands);
        let time = options.max_time.map(sudotrace_core::numbers::duration);
        let limits = match (tries, time) {
            (None, None) => None,
            (Some(tries), None) => {
                Some(lang.fill(CompareText::CompareLimitTries, &[("tries", &tries)]))
            }
            (None, Some(time)) => Some(time),
            (Some(tries), Some(time)) => Some(lang.fill(
                CompareText::CompareLimitsBoth,
                &[("tries", &tries), ("time", &time)],
            )),
        };
        let mut words = vec![match limits {
            None => lang.fill(
                CompareText::CompareSolved,
                &[("solved", &solved), ("puzzles", &puzzles)],
            ),
            Some(limits) => lang.fill(
                CompareText::CompareSolvedWithin,
                &[
                    ("solved", &solved),
                    ("puzzles", &puzzles),
                    ("limits", &limits),
                ],
            ),
        }];
        if self.stopped > 0 {
            let n = thousands(self.stopped as u64);
            words.push(lang.fill(CompareText::CompareStopped, &[("n", &n)]));
        }
        if self.unsolvable > 0 {
            let n = thousands(self.unsolvable as u64);
            words.push(lang.fill(CompareText::CompareWithoutSolution, &[("n", &n)]));
        }
        words.join(lang.text(CompareText::CompareListSeparator))
    }
}

/// How a strategy does against another over the puzzles both finished.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Gain {
    /// The strategy compared against.
    pub base: Strategy,
    /// The strategy whose gain this is.
    pub other: Strategy,
    /// The puzzles both finished, which the figures are over.
    pub puzzles: usize,
    /// Base's tries over other's; `None` when other made no try.
    pub fewer_tries: Option<f64>,
    /// Base's time over other's.
    pub faster: f64,
}

impl Gain {
    /// In words: `mrv+singles+tables: 190x fewer tries, 50x faster than naive over 20
    /// puzzles both finished`.
    pub fn words(&self, lang: Lang) -> String {
        let tries = match self.fewer_tries {
            None => lang.text(CompareText::CompareNoTry).to_string(),
            Some(r) if r >= 1.0 => {
                lang.fill(CompareText::CompareFewerTries, &[("ratio", &times(r))])
            }
            Some(r) => lang.fill(CompareText::CompareMoreTries, &[("ratio", &times(1.0 / r))]),
        };
        lang.fill(
            CompareText::CompareGain,
            &[
                ("other", &self.other.name()),
                ("tries", &tries),
                ("speed", &speed_words(self.faster, lang)),
                ("base", &self.base.name()),
                ("puzzles", &puzzles(lang, self.puzzles)),
            ],
        )
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
    pub fn words(&self, lang: Lang) -> String {
        let checks = if self.fewer_checks >= 1.0 {
            lang.fill(
                CompareText::CompareFewerChecks,
                &[("ratio", &times(self.fewer_checks))],
            )
        } else {
            lang.fill(
                CompareText::CompareMoreChecks,
                &[("ratio", &times(1.0 / self.fewer_checks))],
            )
        };
        lang.fill(
            CompareText::CompareRatio,
            &[
                ("checks", &checks),
                ("speed", &speed_words(self.faster, lang)),
            ],
        )
    }
}

/// How many times faster (or slower) in words: `1.6x faster`.
fn speed_words(faster: f64, lang: Lang) -> String {
    match faster >= 1.0 {
        true => lang.fill(CompareText::CompareFaster, &[("ratio", &times(faster))]),
        false => lang.fill(
            CompareText::CompareSlower,
            &[("ratio", &times(1.0 / faster))],
        ),
    }
}

/// A number of puzzles in words: `1 puzzle`, `1,234 puzzles`.
pub fn puzzles(lang: Lang, n: usize) -> String {
    match n {
        1 => lang.text(CompareText::ChartPuzzlesOne).to_string(),
        _ => lang.fill(
            CompareText::ChartPuzzlesMany,
            &[("n", &thousands(n as u64))],
        ),
    }
}

/// A number of input lines in words: `1 input line`, `2 input lines`.
pub fn input_lines(lang: Lang, n: usize) -> String {
    match n {
        1 => lang.text(CompareText::ChartInputLinesOne).to_string(),
        _ => lang.fill(
            CompareText::ChartInputLinesMany,
            &[("n", &thousands(n as u64))],
        ),
    }
}

/// A ratio with one decimal below 100 (`6.1`), whole and grouped past it (`1,792,167`).
pub fn times(ratio: f64) -> String {
    match ratio < 100.0 {
        true => format!("{ratio:.1}"),
        false => thousands(ratio.round() as u64),
    }
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
    /// The puzzles every variant finished within the limit and was timed on: those the
    /// per-puzzle charts and the per-puzzle ratios show.
    pub fn counted(&self) -> impl Iterator<Item = &PuzzleResult> {
        self.puzzles.iter().filter(|p| p.counted())
    }

    /// The puzzles at least one variant was stopped at.
    pub fn limited(&self) -> impl Iterator<Item = &PuzzleResult> {
        self.puzzles.iter().filter(|p| p.hit_limit())
    }

    /// What the per-puzzle charts leave out, in words in `lang`: `2 puzzles stopped at
    /// the limit of 1,000 tries by a strategy`, `1 puzzle not timed`, `1 input line
    /// skipped`.
    pub fn left_out(&self, lang: Lang) -> Vec<String> {
        let limited = self.limited().count();
        let not_timed = self.puzzles.len() - self.counted().count() - limited;
        let mut left_out = Vec::new();
        if limited > 0 {
            let by = match self.options.solvers.len() {
                1 => CompareText::ChartStoppedBySearch,
                _ => CompareText::ChartStoppedByStrategy,
            };
            left_out.push(lang.fill(
                by,
                &[
                    ("puzzles", &puzzles(lang, limited)),
                    ("limit", &thousands(self.options.max_tries.unwrap_or(0))),
                ],
            ));
        }
        if not_timed > 0 {
            left_out.push(lang.fill(
                CompareText::ChartNotTimed,
                &[("puzzles", &puzzles(lang, not_timed))],
            ));
        }
        if !self.skipped.is_empty() {
            let lines = input_lines(lang, self.skipped.len());
            left_out.push(lang.fill(CompareText::ChartSkipped, &[("lines", &lines)]));
        }
        left_out
    }

    /// `kind`'s results over the puzzles every variant finished and was timed on (those
    /// the per-puzzle charts show): every one of them finished.
    pub fn counted_total(&self, kind: Strategy) -> Total {
        self.total_over(kind, self.puzzles.iter().filter(|p| p.counted()))
    }

    /// `kind`'s results over every puzzle: see [`Total`].
    pub fn total(&self, kind: Strategy) -> Total {
        self.total_over(kind, self.puzzles.iter())
    }

    fn total_over<'a>(
        &self,
        kind: Strategy,
        puzzles: impl Iterator<Item = &'a PuzzleResult> + Clone,
    ) -> Total {
        let mut total = Total {
            without_guessing: (!kind.is_plain_rows()).then_some(0),
            ..Total::default()
        };
        let mut tries = Vec::with_capacity(self.puzzles.len());
        for v in puzzles.clone().filter_map(|p| p.variant(kind)) {
            total.puzzles += 1;
            match v.outcome {
                Outcome::Solved => total.solved += 1,
                Outcome::Unsolvable => total.unsolvable += 1,
                Outcome::Limit => total.stopped += 1,
            }
            tries.push((v.outcome != Outcome::Limit).then_some(v.stats.tries));
            let Some(timing) = v.timing.filter(|_| v.outcome != Outcome::Limit) else {
                continue;
            };
            total.finished += 1;
            total.stats += &v.stats;
            total.time += timing.median;
            if let Some(solved) = &mut total.without_guessing {
                *solved += (v.stats.guesses == 0) as usize;
            }
        }
        // Tries are censored at the limit only when the tries limit stopped every
        // stopped search: one the clock stopped needs more than it made, not more than N.
        let by_tries = puzzles
            .clone()
            .filter_map(|p| p.variant(kind))
            .all(|v| v.censor(&self.options) != Some(Censor::Time));
        if let (Some(limit), true) = (self.options.max_tries, by_tries) {
            total.median_tries = Censored::median(&tries, limit);
            total.penalised_mean_tries = penalised_mean(&tries, limit);
        } else if total.stopped == 0 {
            total.median_tries = Censored::median(&tries, u64::MAX);
        }
        if let Some(limit) = self.options.max_time {
            let times: Vec<Option<u64>> = puzzles
                .filter_map(|p| p.variant(kind))
                .map(|v| {
                    v.timing
                        .filter(|_| v.outcome != Outcome::Limit)
                        .map(|t| report::nanos(t.median))
                })
                .collect();
            let limit = report::nanos(limit);
            total.median_time = Censored::median(&times, limit);
            total.penalised_mean_time = penalised_mean(&times, limit);
        }
        total
    }

    /// The puzzles both `a` and `b` finished within the limit and were timed on.
    pub fn both_finished(&self, a: Strategy, b: Strategy) -> impl Iterator<Item = &PuzzleResult> {
        let finished = move |p: &PuzzleResult, kind| {
            p.variant(kind)
                .is_some_and(|v| v.outcome != Outcome::Limit && v.timing.is_some())
        };
        self.puzzles
            .iter()
            .filter(move |p| finished(p, a) && finished(p, b))
    }

    /// How `other` does against `base` over the puzzles both finished: fewer tries,
    /// faster; `None` when they share none or a sum is zero.
    pub fn gain(&self, base: Strategy, other: Strategy) -> Option<Gain> {
        let (mut puzzles, mut base_tries, mut tries) = (0usize, 0u64, 0u64);
        let (mut base_time, mut time) = (Duration::ZERO, Duration::ZERO);
        for p in self.both_finished(base, other) {
            let (b, o) = (p.variant(base)?, p.variant(other)?);
            puzzles += 1;
            base_tries += b.stats.tries;
            tries += o.stats.tries;
            base_time += b.timing?.median;
            time += o.timing?.median;
        }
        if puzzles == 0 || base_time.is_zero() || time.is_zero() {
            return None;
        }
        Some(Gain {
            base,
            other,
            puzzles,
            fewer_tries: (tries > 0).then(|| base_tries as f64 / tries as f64),
            faster: base_time.as_secs_f64() / time.as_secs_f64(),
        })
    }

    /// Every strategy's gain against the first one listed, when strategies that make
    /// searches of their own are compared.
    pub fn gains(&self) -> Vec<Gain> {
        let Some(&base) = self.options.solvers.first() else {
            return Vec::new();
        };
        if self.one_search() {
            return Vec::new();
        }
        self.options.solvers[1..]
            .iter()
            .filter(|&&other| other.order != base.order || other.propagation != base.propagation)
            .filter_map(|&other| self.gain(base, other))
            .collect()
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

    /// Tables against naive over the puzzles both finished, if both ran and the sums
    /// are not zero.
    pub fn total_ratio(&self) -> Option<Ratio> {
        if !self.has_pair() {
            return None;
        }
        let (mut naive_reads, mut naive_time) = (0, Duration::ZERO);
        let (mut lookups, mut time) = (0, Duration::ZERO);
        for p in self.both_finished(Strategy::NAIVE, Strategy::TABLES) {
            let (naive, tables) = (p.variant(Strategy::NAIVE)?, p.variant(Strategy::TABLES)?);
            naive_reads += naive.cost();
            naive_time += naive.timing?.median;
            lookups += tables.cost();
            time += tables.timing?.median;
        }
        Ratio::of(naive_reads, naive_time, lookups, time)
    }

    /// How many puzzles [`total_ratio`](Comparison::total_ratio) is over.
    pub fn ratio_puzzles(&self) -> usize {
        self.both_finished(Strategy::NAIVE, Strategy::TABLES)
            .count()
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

/// The timing runs, one at a time, of every variant of every puzzle that finished
/// within the limit.
fn time_all(
    puzzles: &mut [PuzzleResult],
    options: &CompareOptions,
    costs: &mut Costs,
    progress: &dyn CompareProgress,
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
    progress: &dyn CompareProgress,
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
    use sudotrace_core::puzzle::parse::parse_puzzles;

    const LEETCODE: &str = sudotrace_core::LEETCODE_37;

    fn inputs(text: &str) -> Inputs {
        let mut inputs = Inputs::default();
        inputs.add("set.txt", parse_puzzles(text));
        inputs
    }

    fn options(max_tries: Option<u64>) -> CompareOptions {
        CompareOptions {
            solvers: vec![Strategy::NAIVE, Strategy::TABLES],
            repeat: 2,
            max_tries,
            max_time: None,
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
        let options = CompareOptions {
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
    fn limit_is_exact_in_tries_and_keeps_every_puzzle_in_the_totals() {
        // The LeetCode search takes 37,652 tries: a limit of exactly that lets it finish,
        // one less stops it after exactly that many.
        let exact = run(inputs(LEETCODE), &options(Some(37652)), &NoProgress);
        assert!(exact.puzzles[0].counted());
        // Two blanks left: a few tries.
        let easy =
            "534678912672195348198342567859761423426853791713924856961537284287419635345286.7.";
        let text = format!("{LEETCODE}\n{easy}\n");
        let cut = run(inputs(&text), &options(Some(37651)), &NoProgress);
        let first = &cut.puzzles[0];
        assert!(first.hit_limit() && !first.counted());
        for variant in &first.variants {
            assert_eq!(variant.outcome, Outcome::Limit);
            assert!(variant.timing.is_none() && variant.solution.is_none());
            assert_eq!(variant.stats.tries, 37651);
        }
        let second = &cut.puzzles[1];
        assert!(second.counted());
        for kind in [Strategy::NAIVE, Strategy::TABLES] {
            let total = cut.total(kind);
            assert_eq!(
                (total.puzzles, total.solved, total.stopped, total.finished),
                (2, 1, 1, 1)
            );
            let tries = second.variant(kind).unwrap().stats.tries;
            assert_eq!(total.stats.tries, tries);
            assert_eq!(
                total.median_tries,
                Some(Censored::Above((tries as f64 + 37651.0) / 2.0))
            );
            assert_eq!(
                total.penalised_mean_tries,
                Some((tries as f64 + 2.0 * 37651.0) / 2.0)
            );
        }
        assert_eq!(cut.ratio_puzzles(), 1);
        assert!(!cut.all_solved());
    }

    #[test]
    fn a_strategy_stopped_where_another_finishes_keeps_its_own_totals() {
        // The LeetCode puzzle: 37,652 tries row by row, far fewer for mrv+hidden.
        let hidden = Strategy::from_name("mrv+hidden+tables").unwrap();
        let options = CompareOptions {
            solvers: vec![Strategy::TABLES, hidden],
            ..options(Some(1000))
        };
        let c = run(inputs(LEETCODE), &options, &NoProgress);
        let (rows, hidden_total) = (c.total(Strategy::TABLES), c.total(hidden));
        assert_eq!((rows.solved, rows.stopped, rows.finished), (0, 1, 0));
        assert_eq!(
            (
                hidden_total.solved,
                hidden_total.stopped,
                hidden_total.finished
            ),
            (1, 0, 1)
        );
        assert!(hidden_total.puzzles_per_second().is_some());
        assert!(rows.puzzles_per_second().is_none());
        assert_eq!(rows.median_tries, Some(Censored::Above(1000.0)));
        assert_eq!(c.gain(Strategy::TABLES, hidden), None);
        assert_eq!(
            hidden_total.solved_words(&c.options, Lang::En),
            "solved 1 of 1 within 1,000 tries"
        );
        assert_eq!(
            rows.solved_words(&c.options, Lang::En),
            "solved 0 of 1 within 1,000 tries, 1 stopped"
        );
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
    fn a_censored_median_reads_more_than_the_least_it_can_be() {
        let median = |values: &[Option<u64>]| Censored::median(values, 100);
        assert_eq!(median(&[]), None);
        assert_eq!(median(&[Some(7)]), Some(Censored::Exact(7.0)));
        // Odd: the middle one, censored values sorting past every finished one.
        assert_eq!(
            median(&[None, Some(9), Some(3)]),
            Some(Censored::Exact(9.0))
        );
        assert_eq!(median(&[None, None, Some(3)]), Some(Censored::Above(100.0)));
        // Even: the mean of the middle two; with the upper one censored, more than the
        // mean of the lower one and the limit.
        assert_eq!(
            median(&[Some(4), Some(10), Some(1), None]),
            Some(Censored::Exact(7.0))
        );
        assert_eq!(
            median(&[Some(40), None, Some(1), None]),
            Some(Censored::Above(70.0))
        );
        assert_eq!(median(&[None, None]), Some(Censored::Above(100.0)));
        assert_eq!(Censored::Above(70.0).words(), "> 70");
        assert_eq!(Censored::Exact(12345.4).words(), "12,345");
    }

    #[test]
    fn the_penalised_mean_counts_a_stopped_search_as_twice_the_limit() {
        assert_eq!(penalised_mean(&[], 100), None);
        assert_eq!(penalised_mean(&[Some(10), Some(30)], 100), Some(20.0));
        assert_eq!(penalised_mean(&[Some(10), None], 100), Some(105.0));
        assert_eq!(penalised_mean(&[None, None, None], 5), Some(10.0));
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
        assert_eq!(r.words(Lang::En), "6.1x fewer checks, 1.6x faster");
        let r = Ratio::of(
            100,
            Duration::from_millis(10),
            200,
            Duration::from_millis(20),
        )
        .unwrap();
        assert_eq!(r.words(Lang::En), "2.0x more checks, 2.0x slower");
        assert!(Ratio::of(0, Duration::from_millis(1), 1, Duration::from_millis(1)).is_none());
        assert_eq!(times(99.94), "99.9");
        assert_eq!(times(1_792_166.8), "1,792,167");
    }
}

//! What a comparison found: every variant's result on every puzzle
//! ([`VariantResult`], [`PuzzleResult`], each timed pair's [`Timing`]), the whole
//! [`Comparison`], where its time went ([`Costs`]), and which puzzles the per-puzzle
//! figures show and leave out.

use std::time::Duration;

use sudotrace_core::events::counts::{Conflicts, Stats};
use sudotrace_core::events::event::Outcome;
use sudotrace_core::lang::Lang;
use sudotrace_core::numbers::thousands;
use sudotrace_core::puzzle::grid::Grid;
use sudotrace_core::puzzle::parse::{Input, Puzzle, Skipped};
use sudotrace_core::search::Strategy;

use crate::lang::CompareText;
use crate::options::CompareOptions;

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
    /// disagree on anything but their cost counters and the unit each conflict is named
    /// in (a check in one loop names another clash of the same try), which would mean
    /// they did not make the same search; or whether two that finished disagree on the
    /// outcome.
    pub(crate) fn variants_disagree(&self) -> bool {
        let same = |v: &VariantResult| Stats {
            cell_reads: 0,
            table_lookups: 0,
            conflicts: Conflicts {
                row: v.stats.conflicts.total(),
                col: 0,
                box_: 0,
            },
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
    /// The version of sudotrace that ran the searches (a merge's shards', which may be
    /// older than the sudotrace merging them).
    pub version: String,
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

impl Comparison {
    /// The puzzles every variant finished within the limit and was timed on: those the
    /// per-puzzle charts and the per-puzzle ratios show.
    pub fn counted(&self) -> impl Iterator<Item = &PuzzleResult> {
        self.puzzles.iter().filter(|p| p.counted())
    }

    /// Whether one puzzle was compared: its report and charts are of that puzzle alone,
    /// a bar a strategy, with nothing to total, spread or censor over puzzles.
    pub fn one_puzzle(&self) -> bool {
        self.puzzles.len() == 1
    }

    /// Which puzzle a comparison of one compared, in words in `lang`, names and files
    /// written by `quote`: its name (`leetcode37`), `from a.txt` (a file that held only
    /// it), `on line 3 of a.txt`, `given on the command line`, `read from standard
    /// input`; `None` for a comparison of several.
    pub fn the_puzzle(&self, lang: Lang, quote: impl Fn(&str) -> String) -> Option<String> {
        let [only] = &self.puzzles[..] else {
            return None;
        };
        let puzzle = &only.puzzle;
        if let Some(name) = &puzzle.name {
            return Some(quote(name));
        }
        let source = puzzle.source.as_str();
        let lines = self
            .inputs
            .iter()
            .find(|input| input.source == source)
            .map_or(0, |input| input.puzzles + input.skipped);
        Some(match source {
            "puzzle" => lang.text(CompareText::OnePuzzleGiven).to_string(),
            "standard input" => lang.text(CompareText::OnePuzzleStdin).to_string(),
            _ if source.starts_with("argument ") => {
                lang.text(CompareText::OnePuzzleGiven).to_string()
            }
            _ if lines == 1 => lang.fill(CompareText::OnePuzzleFrom, &[("file", &quote(source))]),
            _ => lang.fill(
                CompareText::OnePuzzleOnLine,
                &[
                    ("line", &thousands(puzzle.line as u64)),
                    ("file", &quote(source)),
                ],
            ),
        })
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

    /// Whether everything compared was solved by every variant and no line was skipped.
    pub fn all_solved(&self) -> bool {
        self.skipped.is_empty()
            && self
                .puzzles
                .iter()
                .all(|p| p.variants.iter().all(|v| v.outcome == Outcome::Solved))
    }
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

//! Totals over every puzzle, with the stopped searches censored: a strategy's [`Total`]
//! counts the puzzles it solved, stopped at and found without solution apart; its
//! median ([`Censored`]) and penalised mean (PAR-2, [`penalised_mean`]) of tries are over
//! every puzzle with the censoring honoured, its counts and speeds over the puzzles it
//! finished.

use std::time::Duration;

use sudotrace_core::events::counts::Stats;
use sudotrace_core::events::event::Outcome;
use sudotrace_core::lang::Lang;
use sudotrace_core::numbers::thousands;
use sudotrace_core::search::Strategy;

use crate::lang::CompareText;
use crate::options::CompareOptions;
use crate::report;
use crate::results::{Censor, Comparison, PuzzleResult};

/// The factor of the penalised mean: a search stopped at the limit counts as this many
/// times the limit (PAR-2, as the SAT competitions score a timeout).
pub const PENALTY: u64 = 2;

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

impl Comparison {
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
}

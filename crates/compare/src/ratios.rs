//! How strategies compare over the puzzles both finished: a strategy's [`Gain`] against
//! another (fewer tries, faster), the articles' [`Ratio`] of tables against naive (each
//! check's work in its own units, and how much faster), and the [`Spread`] of the
//! per-puzzle speed ratios.

use std::time::Duration;

use sudotrace_core::lang::Lang;
use sudotrace_core::numbers::thousands;
use sudotrace_core::search::Strategy;

use crate::lang::CompareText;
use crate::results::{Comparison, PuzzleResult, puzzles};

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
        self.said(CompareText::CompareGain, lang)
    }

    /// In words, for a comparison of one puzzle: `mrv+singles+tables: no try at all,
    /// 185x faster than naive`.
    pub fn words_on_one_puzzle(&self, lang: Lang) -> String {
        self.said(CompareText::CompareGainOne, lang)
    }

    fn said(&self, text: CompareText, lang: Lang) -> String {
        let tries = match self.fewer_tries {
            None => lang.text(CompareText::CompareNoTry).to_string(),
            Some(r) if r >= 1.0 => {
                lang.fill(CompareText::CompareFewerTries, &[("ratio", &times(r))])
            }
            Some(r) => lang.fill(CompareText::CompareMoreTries, &[("ratio", &times(1.0 / r))]),
        };
        lang.fill(
            text,
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

/// How the two checks compare: naive against tables. A cell read and a table lookup are
/// not the same work, so each is given in its own units and only the times are divided.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Ratio {
    /// The cells naive's check read.
    pub cell_reads: u64,
    /// The table entries tables' check looked up.
    pub table_lookups: u64,
    /// Naive's time over tables': how many times faster tables is.
    pub faster: f64,
}

impl Ratio {
    /// Naive against tables from their work and times; `None` when a count or time is
    /// zero and the ratio means nothing.
    pub fn of(
        cell_reads: u64,
        naive_time: Duration,
        table_lookups: u64,
        tables_time: Duration,
    ) -> Option<Ratio> {
        if cell_reads == 0 || table_lookups == 0 || naive_time.is_zero() || tables_time.is_zero() {
            return None;
        }
        Some(Ratio {
            cell_reads,
            table_lookups,
            faster: naive_time.as_secs_f64() / tables_time.as_secs_f64(),
        })
    }

    /// Naive's cell reads over tables' lookups: a ratio of unlike work, kept for the
    /// JSON report's `fewer_reads` and never put in words.
    pub fn reads_per_lookup(&self) -> f64 {
        self.cell_reads as f64 / self.table_lookups as f64
    }

    /// The comparison in words, as the demo, the terminal and reports say it: `tables
    /// looks up 54,788 table entries where naive reads 334,653 cells, and is 1.6x faster`.
    pub fn words(&self, lang: Lang) -> String {
        lang.fill(
            CompareText::CompareRatio,
            &[
                ("lookups", &thousands(self.table_lookups)),
                ("reads", &thousands(self.cell_reads)),
                ("speed", &speed_words(self.faster, lang)),
            ],
        )
    }

    /// The comparison where each check's work stands in a column of its own, as in the
    /// per-puzzle table: only the speed, `1.6x faster`.
    pub fn speed_words(&self, lang: Lang) -> String {
        speed_words(self.faster, lang)
    }
}

/// How many times faster (or slower) in words: `1.6x faster`.
pub(crate) fn speed_words(faster: f64, lang: Lang) -> String {
    match faster >= 1.0 {
        true => lang.fill(CompareText::CompareFaster, &[("ratio", &times(faster))]),
        false => lang.fill(
            CompareText::CompareSlower,
            &[("ratio", &times(1.0 / faster))],
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
}

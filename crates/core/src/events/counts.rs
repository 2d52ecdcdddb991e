//! The counts of a search ([`Stats`]: tries, conflicts by unit, places, backtracks, the
//! cost counters of each check, depth, and the strategies' choices, forced digits and
//! dead ends), and the one table of them ([`Count`]): each count's field name in JSON and
//! CSV, its words, and its value. Every report, summary, page and record reads the
//! counts through the table. (How each check charges an event is the search's own rule:
//! [`crate::search::Check`]; recounting a trace is [`crate::search::EventCounter`].)

use serde::{Deserialize, Serialize};

use crate::events::pattern::Rule;
use crate::lang::{Lang, Text};
use crate::puzzle::grid::Unit;

/// Conflicts counted by the unit that clashed first.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub struct Conflicts {
    /// Conflicts where the row clashed first.
    pub row: u64,
    /// Conflicts where the column clashed first.
    pub col: u64,
    /// Conflicts where the box clashed first.
    #[serde(rename = "box")]
    pub box_: u64,
}

impl Conflicts {
    /// Every conflict, whichever unit clashed first.
    pub fn total(&self) -> u64 {
        // Saturating: counts read from a file may add up past 2^64 − 1 (a search's never do).
        self.row.saturating_add(self.col).saturating_add(self.box_)
    }

    /// The conflicts where `unit` clashed first.
    pub fn get(&self, unit: Unit) -> u64 {
        match unit {
            Unit::Row => self.row,
            Unit::Col => self.col,
            Unit::Box => self.box_,
        }
    }

    /// One more conflict where `unit` clashed first.
    pub fn add(&mut self, unit: Unit) {
        match unit {
            Unit::Row => self.row += 1,
            Unit::Col => self.col += 1,
            Unit::Box => self.box_ += 1,
        }
    }
}

/// Every count of a search but its elapsed time, which lives beside it so that the same
/// search always gives the same counts (and the same trace bytes).
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub struct Stats {
    /// Digits tried in a blank.
    pub tries: u64,
    /// Tries that clashed with a digit already there, by the unit that clashed first.
    pub conflicts: Conflicts,
    /// Tries that fit and were written in.
    pub places: u64,
    /// Placed digits erased because the search ran out of digits further on.
    pub backtracks: u64,
    /// Cells examined by the naive (scanning) check: 27 for a try with no clash.
    pub cell_reads: u64,
    /// Units consulted by the tables check: 1 to 3 a try.
    pub table_lookups: u64,
    /// The most digits placed by the search at once.
    pub max_depth: u64,
    /// Event lines in the trace, the end record not counted.
    pub events: u64,
    /// Blanks the search picked to fill next (strategies that say so: all but `naive`
    /// and `tables`, whose order is fixed).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub choices: u64,
    /// Choices of a blank with two or more candidates: where the search had to guess.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub guesses: u64,
    /// Digits placed without a try, because nothing else could go there.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub forced: u64,
    /// Blanks found with no candidate left.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub dead_ends: u64,
    /// Forced digits taken back on the way to the last choice.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub unforced: u64,
    /// Candidates taken away by a pattern, by its rule.
    #[serde(default, skip_serializing_if = "Eliminations::is_none")]
    pub eliminations: Eliminations,
    /// Eliminations taken back on the way to the last choice.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub restored: u64,
}

/// Eliminations counted by their rule.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub struct Eliminations {
    /// Pointing: a box's places of a digit in one line.
    #[serde(default)]
    pub pointing: u64,
    /// Claiming: a line's places of a digit in one box.
    #[serde(default)]
    pub claiming: u64,
    /// Naked pairs.
    #[serde(default)]
    pub naked_pair: u64,
    /// Hidden pairs.
    #[serde(default)]
    pub hidden_pair: u64,
}

impl Eliminations {
    /// Every elimination, whichever rule made it.
    pub fn total(&self) -> u64 {
        // Saturating: counts read from a file may add up past 2^64 − 1.
        self.pointing
            .saturating_add(self.claiming)
            .saturating_add(self.naked_pair)
            .saturating_add(self.hidden_pair)
    }

    /// The eliminations `rule` made.
    pub fn get(&self, rule: Rule) -> u64 {
        match rule {
            Rule::Pointing => self.pointing,
            Rule::Claiming => self.claiming,
            Rule::NakedPair => self.naked_pair,
            Rule::HiddenPair => self.hidden_pair,
        }
    }

    /// One more elimination by `rule`.
    pub fn add(&mut self, rule: Rule) {
        match rule {
            Rule::Pointing => self.pointing += 1,
            Rule::Claiming => self.claiming += 1,
            Rule::NakedPair => self.naked_pair += 1,
            Rule::HiddenPair => self.hidden_pair += 1,
        }
    }

    fn is_none(&self) -> bool {
        *self == Eliminations::default()
    }
}

impl Stats {
    /// The events of every kind but tries and their outcomes (conflicts and places).
    #[inline(always)]
    pub(crate) fn events_but_tries(&self) -> u64 {
        self.backtracks
            + self.choices
            + self.forced
            + self.dead_ends
            + self.unforced
            + self.eliminations.total()
            + self.restored
    }
}

fn is_zero(count: &u64) -> bool {
    *count == 0
}

impl Stats {
    /// Whether the search chose its blanks: it made choices, forced digits or found dead
    /// ends, whose counts are then shown beside the others.
    pub fn chooses(&self) -> bool {
        self.choices + self.forced + self.dead_ends > 0
    }

    /// Whether the search took candidates away (or its counts say so), whose counts are
    /// then shown beside the others.
    pub fn eliminates(&self) -> bool {
        self.eliminations.total() + self.restored > 0
    }
}

impl Stats {
    /// The counts of two searches added as [`AddAssign`](std::ops::AddAssign) adds them,
    /// `None` where a count would pass 2^64 − 1: totals of counts read from a file.
    pub fn checked_add(&self, other: &Stats) -> Option<Stats> {
        let mut sum = *self;
        for count in Count::ALL {
            let value = count.of(other);
            let slot = count.slot(&mut sum);
            *slot = match count {
                Count::MaxDepth => (*slot).max(value),
                _ => slot.checked_add(value)?,
            };
        }
        Some(sum)
    }

    /// The events of each kind these counts count, in the order of `EventKind::ALL`
    /// (tries, conflicts, places, backtracks, choices, forced placements, dead ends,
    /// digits unforced): the one place that says which count counts which kind. (The
    /// kinds are declared after the counts in the core's order, so they are told here
    /// by their place.)
    pub(crate) fn events_by_kind(&self) -> [u64; 10] {
        [
            self.tries,
            self.conflicts.total(),
            self.places,
            self.backtracks,
            self.choices,
            self.forced,
            self.dead_ends,
            self.unforced,
            self.eliminations.total(),
            self.restored,
        ]
    }

    /// Why these cannot be the counts of one search, if they cannot: each try is answered
    /// by at most one conflict or placement, only a placed digit is taken back, only a
    /// choice is a guess, no search is deeper than the board's 81 cells, and the events
    /// are those of every kind. For counts read from a file (a shard's results).
    pub fn inconsistency(&self) -> Option<String> {
        let answers = self
            .conflicts
            .row
            .checked_add(self.conflicts.col)
            .and_then(|n| n.checked_add(self.conflicts.box_))
            .and_then(|n| n.checked_add(self.places));
        if answers.is_none_or(|answers| answers > self.tries) {
            return Some(format!(
                "{} conflicts and {} places answer {} tries",
                u128::from(self.conflicts.row)
                    + u128::from(self.conflicts.col)
                    + u128::from(self.conflicts.box_),
                self.places,
                self.tries
            ));
        }
        if self.restored > self.eliminations.total() {
            return Some(format!(
                "{} restored of {} eliminations",
                self.restored,
                self.eliminations.total()
            ));
        }
        if self.backtracks > self.places || self.unforced > self.forced {
            return Some(format!(
                "{} backtracks of {} places, {} unforced of {} forced",
                self.backtracks, self.places, self.unforced, self.forced
            ));
        }
        if self.guesses > self.choices {
            return Some(format!(
                "{} guesses among {} choices",
                self.guesses, self.choices
            ));
        }
        if self.max_depth > crate::puzzle::grid::CELLS as u64 {
            return Some(format!("a depth of {} (at most 81)", self.max_depth));
        }
        // The conflicts' sum is known not to overflow here (the tries' check above).
        let kinds = self
            .events_by_kind()
            .into_iter()
            .try_fold(0u64, |sum, n| sum.checked_add(n));
        if kinds != Some(self.events) {
            return Some(format!(
                "{} events, not the sum of the events of each kind",
                self.events
            ));
        }
        None
    }
}

/// The counts of two stretches of searching one after the other (or of two searches,
/// for totals): every count added, [`Count::MaxDepth`] the larger.
impl std::ops::AddAssign<&Stats> for Stats {
    fn add_assign(&mut self, other: &Stats) {
        for count in Count::ALL {
            let value = count.of(other);
            let slot = count.slot(self);
            *slot = match count {
                Count::MaxDepth => (*slot).max(value),
                _ => *slot + value,
            };
        }
    }
}

/// One count of a search: a row of the table of counts. [`Count::ALL`] gives them in the
/// order every record and report lists them (the binary format's end record and
/// checkpoints, the CSV's columns).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Count {
    /// Digits tried: [`Stats::tries`].
    Tries,
    /// Conflicts where the row clashed first: [`Conflicts::row`].
    RowConflicts,
    /// Conflicts where the column clashed first: [`Conflicts::col`].
    ColConflicts,
    /// Conflicts where the box clashed first: [`Conflicts::box_`].
    BoxConflicts,
    /// Tries that fit and were written in: [`Stats::places`].
    Places,
    /// Placed digits erased again: [`Stats::backtracks`].
    Backtracks,
    /// Cells the naive check examined: [`Stats::cell_reads`].
    CellReads,
    /// Units the tables check consulted: [`Stats::table_lookups`].
    TableLookups,
    /// The most digits placed at once: [`Stats::max_depth`].
    MaxDepth,
    /// Events the search made: [`Stats::events`].
    Events,
    /// Blanks picked to fill next: [`Stats::choices`].
    Choices,
    /// Choices among two or more candidates: [`Stats::guesses`].
    Guesses,
    /// Digits placed without a try: [`Stats::forced`].
    Forced,
    /// Blanks found with no candidate left: [`Stats::dead_ends`].
    DeadEnds,
    /// Forced digits taken back: [`Stats::unforced`].
    Unforced,
    /// Pointing eliminations: [`Eliminations::pointing`].
    Pointing,
    /// Claiming eliminations: [`Eliminations::claiming`].
    Claiming,
    /// Naked pairs: [`Eliminations::naked_pair`].
    NakedPairs,
    /// Hidden pairs: [`Eliminations::hidden_pair`].
    HiddenPairs,
    /// Eliminations taken back: [`Stats::restored`].
    Restored,
}

/// Each count's field in JSON (nested ones joined with a dot) and the CSV column, in the
/// order of [`Count::ALL`]. Its words are each language's, in the same order
/// ([`Lang::count_words`]).
const FIELDS: [&str; COUNTS] = [
    "tries",
    "conflicts.row",
    "conflicts.col",
    "conflicts.box",
    "places",
    "backtracks",
    "cell_reads",
    "table_lookups",
    "max_depth",
    "events",
    "choices",
    "guesses",
    "forced",
    "dead_ends",
    "unforced",
    "eliminations.pointing",
    "eliminations.claiming",
    "eliminations.naked_pair",
    "eliminations.hidden_pair",
    "restored",
];

/// How many counts the table has.
pub const COUNTS: usize = crate::lang::COUNTS;

impl Count {
    /// What the search did, in the order every report lists it first: tries, conflicts
    /// by the unit that clashed first, places, backtracks.
    pub const SEARCH: [Count; 6] = [
        Count::Tries,
        Count::RowConflicts,
        Count::ColConflicts,
        Count::BoxConflicts,
        Count::Places,
        Count::Backtracks,
    ];

    /// What the checks cost, how deep the search went and how many events it made.
    pub const COSTS_AND_SIZE: [Count; 4] = [
        Count::CellReads,
        Count::TableLookups,
        Count::MaxDepth,
        Count::Events,
    ];

    /// Every count, in the order records and reports list them: [`Count::SEARCH`],
    /// [`Count::COSTS_AND_SIZE`], [`Count::CHOOSING`], [`Count::ELIMINATING`].
    pub const ALL: [Count; COUNTS] = {
        let mut all = [Count::Tries; COUNTS];
        let mut i = 0;
        while i < COUNTS {
            all[i] = match i {
                0..6 => Count::SEARCH[i],
                6..10 => Count::COSTS_AND_SIZE[i - 6],
                10..15 => Count::CHOOSING[i - 10],
                _ => Count::ELIMINATING[i - 15],
            };
            i += 1;
        }
        all
    };

    /// The counts of the strategies that choose their blanks, which format version 1
    /// does not hold.
    pub const CHOOSING: [Count; 5] = [
        Count::Choices,
        Count::Guesses,
        Count::Forced,
        Count::DeadEnds,
        Count::Unforced,
    ];

    /// The counts of the strategies that take candidates away, which format versions 1
    /// and 2 do not hold.
    pub const ELIMINATING: [Count; 5] = [
        Count::Pointing,
        Count::Claiming,
        Count::NakedPairs,
        Count::HiddenPairs,
        Count::Restored,
    ];

    /// The eliminations by rule, in the order of [`Rule::ALL`].
    pub const BY_RULE: [Count; 4] = [
        Count::Pointing,
        Count::Claiming,
        Count::NakedPairs,
        Count::HiddenPairs,
    ];

    /// The conflicts by the unit that clashed first.
    pub const CONFLICTS: [Count; 3] = [
        Count::RowConflicts,
        Count::ColConflicts,
        Count::BoxConflicts,
    ];

    /// The field name in JSON (nested ones joined with a dot: `conflicts.row`) and the
    /// CSV column.
    pub fn field(self) -> &'static str {
        FIELDS[self as usize]
    }

    /// The count in words, its one spelling in `lang`: `row conflicts`, `行冲突`.
    pub fn words(self, lang: Lang) -> &'static str {
        lang.count_words()[self as usize]
    }

    /// The count and its value as a line of counts gives them: `row conflicts 3`.
    pub fn with_value(self, stats: &Stats, lang: Lang) -> String {
        lang.fill(
            Text::CountValue,
            &[
                ("count", &self.words(lang)),
                ("value", &crate::numbers::thousands(self.of(stats))),
            ],
        )
    }

    /// The count's value in `stats`.
    #[inline]
    pub fn of(self, stats: &Stats) -> u64 {
        match self {
            Count::Tries => stats.tries,
            Count::RowConflicts => stats.conflicts.row,
            Count::ColConflicts => stats.conflicts.col,
            Count::BoxConflicts => stats.conflicts.box_,
            Count::Places => stats.places,
            Count::Backtracks => stats.backtracks,
            Count::CellReads => stats.cell_reads,
            Count::TableLookups => stats.table_lookups,
            Count::MaxDepth => stats.max_depth,
            Count::Events => stats.events,
            Count::Choices => stats.choices,
            Count::Guesses => stats.guesses,
            Count::Forced => stats.forced,
            Count::DeadEnds => stats.dead_ends,
            Count::Unforced => stats.unforced,
            Count::Pointing => stats.eliminations.pointing,
            Count::Claiming => stats.eliminations.claiming,
            Count::NakedPairs => stats.eliminations.naked_pair,
            Count::HiddenPairs => stats.eliminations.hidden_pair,
            Count::Restored => stats.restored,
        }
    }

    /// Where the count is kept in `stats`.
    #[inline]
    pub fn slot(self, stats: &mut Stats) -> &mut u64 {
        match self {
            Count::Tries => &mut stats.tries,
            Count::RowConflicts => &mut stats.conflicts.row,
            Count::ColConflicts => &mut stats.conflicts.col,
            Count::BoxConflicts => &mut stats.conflicts.box_,
            Count::Places => &mut stats.places,
            Count::Backtracks => &mut stats.backtracks,
            Count::CellReads => &mut stats.cell_reads,
            Count::TableLookups => &mut stats.table_lookups,
            Count::MaxDepth => &mut stats.max_depth,
            Count::Events => &mut stats.events,
            Count::Choices => &mut stats.choices,
            Count::Guesses => &mut stats.guesses,
            Count::Forced => &mut stats.forced,
            Count::DeadEnds => &mut stats.dead_ends,
            Count::Unforced => &mut stats.unforced,
            Count::Pointing => &mut stats.eliminations.pointing,
            Count::Claiming => &mut stats.eliminations.claiming,
            Count::NakedPairs => &mut stats.eliminations.naked_pair,
            Count::HiddenPairs => &mut stats.eliminations.hidden_pair,
            Count::Restored => &mut stats.restored,
        }
    }

    /// The counts `values` gives in the order of [`Count::ALL`].
    pub(crate) fn stats_of(values: [u64; COUNTS]) -> Stats {
        let mut stats = Stats::default();
        for (count, value) in Count::ALL.into_iter().zip(values) {
            *count.slot(&mut stats) = value;
        }
        stats
    }

    /// The conflicts of `stats` broken down by the unit that clashed, each after the
    /// unit's name, joined by `separator`: `row 3 / col 1 / box 0`. (Under the line of
    /// all conflicts the breakdown names the units; alone, a count is named by
    /// [`Count::words`].)
    pub fn conflicts_by_unit(stats: &Stats, separator: &str, lang: Lang) -> String {
        let [row, column, box_] = [Unit::Row, Unit::Col, Unit::Box].map(|unit| {
            lang.fill(
                Text::CountValue,
                &[
                    ("count", &unit.short_words(lang)),
                    (
                        "value",
                        &crate::numbers::thousands(stats.conflicts.get(unit)),
                    ),
                ],
            )
        });
        lang.fill(
            Text::ConflictsByUnit,
            &[
                ("row", &row),
                ("column", &column),
                ("box", &box_),
                ("separator", &separator),
            ],
        )
    }

    /// Every count of `stats`, in the order of [`Count::ALL`].
    pub fn values(stats: &Stats) -> [u64; COUNTS] {
        Count::ALL.map(|count| count.of(stats))
    }

    /// Each count an end record gives otherwise than its events hold, as recorded and as
    /// counted, in the order of [`Count::ALL`]: what `stats` warns of and `diagnose`
    /// reports. The checks' costs are compared only when `costs` (the header names a
    /// check sudotrace knows, whose cost the events are recounted in); another solver
    /// counts its own.
    pub fn differences(recorded: &Stats, counted: &Stats, costs: bool) -> Vec<(Count, u64, u64)> {
        Count::ALL
            .into_iter()
            .filter(|count| costs || !matches!(count, Count::CellReads | Count::TableLookups))
            .map(|count| (count, count.of(recorded), count.of(counted)))
            .filter(|&(_, recorded, counted)| recorded != counted)
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_has_a_row_per_count_in_order() {
        for (i, count) in Count::ALL.into_iter().enumerate() {
            assert_eq!(count as usize, i);
        }
        let values: [u64; COUNTS] = std::array::from_fn(|i| i as u64 + 1);
        assert_eq!(Count::values(&Count::stats_of(values)), values);
    }

    #[test]
    fn every_count_has_its_own_words_in_every_language() {
        assert_eq!(Count::Tries.words(Lang::En), "tries");
        assert_eq!(Count::BoxConflicts.words(Lang::En), "box conflicts");
        assert_eq!(Count::MaxDepth.words(Lang::ZhCn), "最大深度");
        assert_eq!(Count::Unforced.words(Lang::En), "unforced");
        for lang in Lang::ALL {
            let words: std::collections::BTreeSet<&str> = Count::ALL
                .into_iter()
                .map(|count| count.words(lang))
                .collect();
            assert_eq!(
                words.len(),
                Count::ALL.len(),
                "{lang}: two counts share words"
            );
            assert!(words.iter().all(|words| !words.trim().is_empty()), "{lang}");
        }
    }

    #[test]
    fn field_names_are_the_json_ones() {
        let stats = Count::stats_of(std::array::from_fn(|i| i as u64 + 1));
        let json = serde_json::to_value(stats).unwrap();
        for count in Count::ALL {
            let value = count.field().split('.').fold(&json, |json, key| &json[key]);
            assert_eq!(value.as_u64(), Some(count.of(&stats)), "{}", count.field());
        }
    }

    #[test]
    fn totals_add_every_count_but_the_deepest() {
        let mut total = Count::stats_of([1; COUNTS]);
        total += &Count::stats_of([2; COUNTS]);
        for count in Count::ALL {
            let expected = if count == Count::MaxDepth { 2 } else { 3 };
            assert_eq!(count.of(&total), expected, "{}", count.field());
        }
    }
}

//! The counts of a search: tries, conflicts by unit, places, backtracks, the cost
//! counters of each check, depth. (How each check charges an event is the search's own
//! rule: [`crate::search::Check`]; recounting a trace is [`crate::search::Counter`].)

use serde::{Deserialize, Serialize};

use crate::grid::Unit;

/// Conflicts counted by the unit that clashed first.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub struct Conflicts {
    pub row: u64,
    pub col: u64,
    #[serde(rename = "box")]
    pub box_: u64,
}

impl Conflicts {
    pub fn total(&self) -> u64 {
        self.row + self.col + self.box_
    }

    pub fn get(&self, unit: Unit) -> u64 {
        match unit {
            Unit::Row => self.row,
            Unit::Col => self.col,
            Unit::Box => self.box_,
        }
    }

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
    pub tries: u64,
    pub conflicts: Conflicts,
    pub places: u64,
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
}

impl Stats {
    /// The events of every kind but tries and their outcomes (conflicts and places).
    #[inline(always)]
    pub(crate) fn events_but_tries(&self) -> u64 {
        self.backtracks + self.choices + self.forced + self.dead_ends + self.unforced
    }
}

fn is_zero(count: &u64) -> bool {
    *count == 0
}

/// The counts of two stretches of searching one after the other (or of two searches,
/// for totals): every count added, `max_depth` the larger.
impl std::ops::AddAssign<&Stats> for Stats {
    fn add_assign(&mut self, other: &Stats) {
        self.tries += other.tries;
        self.conflicts.row += other.conflicts.row;
        self.conflicts.col += other.conflicts.col;
        self.conflicts.box_ += other.conflicts.box_;
        self.places += other.places;
        self.backtracks += other.backtracks;
        self.cell_reads += other.cell_reads;
        self.table_lookups += other.table_lookups;
        self.max_depth = self.max_depth.max(other.max_depth);
        self.events += other.events;
        self.choices += other.choices;
        self.guesses += other.guesses;
        self.forced += other.forced;
        self.dead_ends += other.dead_ends;
        self.unforced += other.unforced;
    }
}

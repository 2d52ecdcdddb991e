//! The counts of a search (tries, conflicts by unit, places, backtracks, the cost counters
//! of each check variant, depth), and how to recount them from events alone, so that a
//! trace file can be checked against the run that wrote it.

use serde::{Deserialize, Serialize};

use crate::event::Event;
use crate::grid::Unit;
use crate::solver::SolverKind;

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
}

impl Stats {
    /// Events of `kind` among those counted.
    pub fn count_of(&self, kind: crate::event::EventKind) -> u64 {
        use crate::event::EventKind;
        match kind {
            EventKind::Try => self.tries,
            EventKind::Conflict => self.conflicts.total(),
            EventKind::Place => self.places,
            EventKind::Backtrack => self.backtracks,
        }
    }
}

/// Cells the naive check reads before the scan of `unit` starts: a row is scanned
/// first, then the column, then the box.
fn cells_read_before(unit: Unit) -> u64 {
    match unit {
        Unit::Row => 0,
        Unit::Col => 9,
        Unit::Box => 18,
    }
}

/// Units the tables check consults to find a clash in `unit`.
fn lookups_to_reach(unit: Unit) -> u64 {
    match unit {
        Unit::Row => 1,
        Unit::Col => 2,
        Unit::Box => 3,
    }
}

/// Rebuilds [`Stats`] from a stream of events, charging each check the cost the
/// named variant pays for it. Other solvers' traces get the counts but no cost.
#[derive(Clone, Debug)]
pub struct StatsRecorder {
    stats: Stats,
    depth: u64,
    cost_model: Option<SolverKind>,
}

impl StatsRecorder {
    pub fn new(cost_model: Option<SolverKind>) -> StatsRecorder {
        StatsRecorder {
            stats: Stats::default(),
            depth: 0,
            cost_model,
        }
    }

    /// Carry on counting from `stats` with `depth` digits placed, as a checkpoint left them.
    pub fn resume(cost_model: Option<SolverKind>, stats: Stats, depth: u64) -> StatsRecorder {
        StatsRecorder {
            stats,
            depth,
            cost_model,
        }
    }

    #[inline]
    pub fn record(&mut self, event: &Event) {
        let s = &mut self.stats;
        s.events += 1;
        match *event {
            Event::Try { .. } => s.tries += 1,
            Event::Conflict {
                cell, unit, with, ..
            } => {
                s.conflicts.add(unit);
                match self.cost_model {
                    Some(SolverKind::Naive) => {
                        let position = unit.scan_position(cell, with).unwrap_or(9);
                        s.cell_reads += cells_read_before(unit) + position;
                    }
                    Some(SolverKind::Tables) => s.table_lookups += lookups_to_reach(unit),
                    None => {}
                }
            }
            Event::Place { .. } => {
                s.places += 1;
                self.depth += 1;
                s.max_depth = s.max_depth.max(self.depth);
                match self.cost_model {
                    Some(SolverKind::Naive) => s.cell_reads += 27,
                    Some(SolverKind::Tables) => s.table_lookups += 3,
                    None => {}
                }
            }
            Event::Backtrack { .. } => {
                s.backtracks += 1;
                self.depth = self.depth.saturating_sub(1);
            }
        }
    }

    /// Add the counts of a stretch of events counted elsewhere (the search itself, with
    /// this recorder's check), ending `depth` digits deep.
    pub fn add_stretch(&mut self, stretch: &Stats, depth: u64) {
        let s = &mut self.stats;
        s.tries += stretch.tries;
        s.conflicts.row += stretch.conflicts.row;
        s.conflicts.col += stretch.conflicts.col;
        s.conflicts.box_ += stretch.conflicts.box_;
        s.places += stretch.places;
        s.backtracks += stretch.backtracks;
        if self.cost_model.is_some() {
            s.cell_reads += stretch.cell_reads;
            s.table_lookups += stretch.table_lookups;
        }
        s.max_depth = s.max_depth.max(stretch.max_depth);
        s.events += stretch.events;
        self.depth = depth;
    }

    /// The check whose costs are counted, if any.
    pub fn cost_model(&self) -> Option<SolverKind> {
        self.cost_model
    }

    /// Digits placed by the search and not yet erased.
    pub fn depth(&self) -> u64 {
        self.depth
    }

    pub fn stats(&self) -> &Stats {
        &self.stats
    }
}

//! Counting a search from its events alone, so that a trace can be checked against the
//! run that wrote it: [`EventCounter`] charges each event the cost the trace's check pays for
//! it (see [`Check::event_cost`]); traces of other solvers get the counts but no cost.

use crate::events::counts::Stats;
use crate::events::event::Event;
use crate::puzzle::grid::{CELLS, Grid};

use super::Check;

/// The counts of the events applied so far.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EventCounter {
    stats: Stats,
    check: Option<Check>,
    /// The puzzle's blanks, for what a look over the empty ones costs.
    blanks: u64,
}

impl EventCounter {
    /// Counts from the start of a search of `puzzle`, charging `check`'s costs (none
    /// for other solvers' traces).
    pub fn new(check: Option<Check>, puzzle: &Grid) -> EventCounter {
        EventCounter::resume(check, puzzle, Stats::default())
    }

    /// Carry on counting from `stats`, as a checkpoint left them.
    pub fn resume(check: Option<Check>, puzzle: &Grid, stats: Stats) -> EventCounter {
        EventCounter {
            stats,
            check,
            blanks: (CELLS - puzzle.filled()) as u64,
        }
    }

    /// Count `event`, after which `depth` digits are placed.
    #[inline]
    pub fn record(&mut self, event: &Event, depth: u64) {
        let s = &mut self.stats;
        s.events += 1;
        let mut depth_before = depth;
        match *event {
            Event::Try { .. } => s.tries += 1,
            Event::Conflict { unit, .. } => s.conflicts.add(unit),
            Event::Place { .. } => {
                s.places += 1;
                s.max_depth = s.max_depth.max(depth);
            }
            Event::Backtrack { .. } => s.backtracks += 1,
            Event::Choose { candidates, .. } => {
                s.choices += 1;
                s.guesses += (candidates >= 2) as u64;
            }
            Event::Force { .. } => {
                s.forced += 1;
                s.max_depth = s.max_depth.max(depth);
                depth_before = depth.saturating_sub(1);
            }
            Event::DeadEnd { .. } => s.dead_ends += 1,
            Event::Unforce { .. } => s.unforced += 1,
        }
        if let Some(check) = self.check {
            let blanks = self.blanks.saturating_sub(depth_before);
            check.charge(s, check.event_cost(event, blanks));
        }
    }

    /// Add the counts of a stretch of events counted by the search itself (with this
    /// counter's check, or any check when it has none).
    pub fn add(&mut self, stretch: &Stats) {
        let mut stretch = *stretch;
        if self.check.is_none() {
            stretch.cell_reads = 0;
            stretch.table_lookups = 0;
        }
        self.stats += &stretch;
    }

    /// The check whose costs are counted, if any.
    pub fn check(&self) -> Option<Check> {
        self.check
    }

    /// The counts so far.
    pub fn stats(&self) -> &Stats {
        &self.stats
    }
}

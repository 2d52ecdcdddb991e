//! Counting a search from its events alone, so that a trace can be checked against the
//! run that wrote it: [`EventCounter`] charges each event the cost the trace's check pays for
//! it (see [`Check::event_cost`]); traces of other solvers get the counts but no cost.

use crate::events::counts::Stats;
use crate::events::event::Event;
use crate::puzzle::grid::{CELLS, Grid};

use super::{Check, ClashOrder};

/// The counts of the events applied so far.
#[derive(Clone, Debug)]
pub struct EventCounter {
    stats: Stats,
    check: Option<Check>,
    /// The puzzle's blanks, for what a look over the empty ones costs.
    blanks: u64,
    /// For a scanning check, the order of meeting a try's units whose reads its
    /// conflicts are charged: the check's own, until the trace's conflicts are found to
    /// keep to another ([`count_as`](EventCounter::count_as)).
    order: ClashOrder,
    /// For a scanning check, what the conflicts counted one by one would have cost read
    /// in each order of [`ClashOrder::ALL`], so that a trace found to keep to another
    /// order is recounted as that order reads.
    conflict_reads: [u64; ClashOrder::ALL.len()],
}

/// Two counters are equal when their counts are: how they would recount is not compared.
impl PartialEq for EventCounter {
    fn eq(&self, other: &Self) -> bool {
        (self.stats, self.check, self.blanks) == (other.stats, other.check, other.blanks)
    }
}

impl Eq for EventCounter {}

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
            order: check.map_or(ClashOrder::UnitByUnit, Check::clash_order),
            conflict_reads: [0; ClashOrder::ALL.len()],
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
            Event::Eliminate { pattern } => s.eliminations.add(pattern.rule()),
            Event::Restore { .. } => s.restored += 1,
        }
        let Some(check) = self.check else {
            return;
        };
        if let Event::Conflict {
            cell, unit, with, ..
        } = *event
            && check.scans()
        {
            let position = unit.scan_position(cell, with).unwrap_or(9) as usize - 1;
            for (reads, order) in self.conflict_reads.iter_mut().zip(ClashOrder::ALL) {
                *reads += order.scan_cost(unit, position);
            }
            s.cell_reads += self.order.scan_cost(unit, position);
            return;
        }
        let blanks = self.blanks.saturating_sub(depth_before);
        check.charge(s, check.event_cost(event, blanks));
    }

    /// Charge a scanning check's conflicts, those counted so far one by one and those to
    /// come, as `order` reads the units: for a trace whose conflicts are found to keep to
    /// another order than its check's (LeetCode's one loop, under a `naive` header), so
    /// that its `cell_reads` are what its own check read. Nothing changes for the tables
    /// check, or for another solver's trace.
    pub fn count_as(&mut self, order: ClashOrder) {
        if !self.check.is_some_and(Check::scans) || order == self.order {
            return;
        }
        let index = |order: ClashOrder| ClashOrder::ALL.iter().position(|&o| o == order);
        if let (Some(from), Some(to)) = (index(self.order), index(order)) {
            self.stats.cell_reads =
                self.stats.cell_reads - self.conflict_reads[from] + self.conflict_reads[to];
        }
        self.order = order;
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

//! The depth profile of a search: how deep it stands after each event, kept in a
//! bounded number of columns however long the trace (each the lowest, highest and mean
//! depth of an equal run of events). The search profile chart and the web page's seek
//! bar draw it.
//!
//! The search tree ([`SearchTree`]) is the same columns seen as a tree of choices: a
//! node a placement, its children the placements under it, each node as wide as the
//! events it stood for. Drawn by depth (an icicle), a row a depth, the depth profile
//! says where the rows are filled; the tree adds where each node starts (so that
//! siblings are told apart), and the nodes the search stands on at the end (the path
//! to the solution, for a solved search).

use crate::events::event::Event;
use crate::puzzle::grid::CELLS;

/// The profile keeps between this many and twice this many columns.
pub const MAX_COLUMNS: usize = 1024;

/// Depth across the events, kept as equal runs of events with the lowest, highest and
/// mean depth of each.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DepthProfile {
    /// Events per column (a power of two); 1 while every event has its own.
    pub per_column: u64,
    /// The depths of each column. Column 0 starts with the depth before the first event.
    pub columns: Vec<DepthColumn>,
    /// Depths recorded: the events plus the start.
    pub points: u64,
}

/// The depths of one run of events.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DepthColumn {
    /// The lowest depth of the run.
    pub lowest: u8,
    /// The highest depth of the run.
    pub highest: u8,
    /// The sum of the depths, for their mean.
    pub sum: u64,
    /// Depths recorded in the run.
    pub count: u64,
}

impl DepthColumn {
    fn of(depth: u8) -> DepthColumn {
        DepthColumn {
            lowest: depth,
            highest: depth,
            sum: u64::from(depth),
            count: 1,
        }
    }

    fn merge(self, other: DepthColumn) -> DepthColumn {
        DepthColumn {
            lowest: self.lowest.min(other.lowest),
            highest: self.highest.max(other.highest),
            sum: self.sum + other.sum,
            count: self.count + other.count,
        }
    }

    /// The mean depth of the run; 0 for an empty one.
    pub fn mean(&self) -> f64 {
        self.sum as f64 / self.count.max(1) as f64
    }
}

impl Default for DepthProfile {
    fn default() -> Self {
        DepthProfile {
            per_column: 1,
            columns: Vec::new(),
            points: 0,
        }
    }
}

impl DepthProfile {
    /// Record the next depth.
    pub fn push(&mut self, depth: u8) {
        let mut index = (self.points / self.per_column) as usize;
        if index == self.columns.len() && index == 2 * MAX_COLUMNS {
            self.columns = self
                .columns
                .chunks(2)
                .map(|pair| pair[0].merge(pair[pair.len() - 1]))
                .collect();
            self.per_column *= 2;
            index = (self.points / self.per_column) as usize;
        }
        match self.columns.get_mut(index) {
            Some(column) => *column = column.merge(DepthColumn::of(depth)),
            None => self.columns.push(DepthColumn::of(depth)),
        }
        self.points += 1;
    }

    /// The deepest the search stood; 0 before any depth is recorded.
    pub fn max_depth(&self) -> u8 {
        self.columns.iter().map(|c| c.highest).max().unwrap_or(0)
    }
}

/// The search tree of a trace, folded into the columns of its depth profile.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchTree {
    /// How deep the search stands along its events: a row of the tree (a depth `d`, from
    /// 1) is filled in a column where the column's highest depth reaches `d`.
    pub depth: DepthProfile,
    /// For each column, how many nodes start there at each depth (index `d - 1`).
    pub starts: Vec<[u32; CELLS]>,
    /// The event that placed each node the search stands on, from depth 1 up: at the end
    /// of a solved search, the path to the solution.
    pub path: Vec<u64>,
    /// Nodes in all: the placements the search made.
    pub nodes: u64,
    /// Events recorded.
    events: u64,
}

impl Default for SearchTree {
    fn default() -> Self {
        let mut depth = DepthProfile::default();
        depth.push(0);
        SearchTree {
            depth,
            starts: vec![[0; CELLS]],
            path: Vec::new(),
            nodes: 0,
            events: 0,
        }
    }
}

impl SearchTree {
    /// Record the next event, after which the search stands at `depth`.
    pub fn push(&mut self, event: &Event, depth: u64) {
        self.events += 1;
        let depth8 = depth.min(u64::from(u8::MAX)) as u8;
        let per_column = self.depth.per_column;
        self.depth.push(depth8);
        if self.depth.per_column != per_column {
            // The profile halved its columns: fold the starts the same way.
            self.starts = self
                .starts
                .chunks(2)
                .map(|pair| {
                    let mut both = pair[0];
                    if let Some(second) = pair.get(1) {
                        for (a, b) in both.iter_mut().zip(second) {
                            *a += b;
                        }
                    }
                    both
                })
                .collect();
        }
        let column = self.depth.columns.len() - 1;
        if self.starts.len() <= column {
            self.starts.resize(column + 1, [0; CELLS]);
        }
        if event.puts() && (1..=CELLS as u64).contains(&depth) {
            self.starts[column][depth as usize - 1] += 1;
            self.nodes += 1;
            self.path.truncate(depth as usize - 1);
            self.path.push(self.events);
        } else if event.takes() {
            self.path.truncate(depth as usize);
        }
    }

    /// The column an event falls in (its number counted from 1; 0 is the puzzle).
    pub fn column_of(&self, event: u64) -> usize {
        (event / self.depth.per_column) as usize
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_profile_keeps_bounded_columns_of_exact_extremes_and_means() {
        let mut profile = DepthProfile::default();
        let depth = |i: u64| ((i * 7919) % 61) as u8;
        let n = 10 * MAX_COLUMNS as u64 + 3;
        for i in 0..n {
            profile.push(depth(i));
        }
        assert_eq!(profile.points, n);
        assert!(profile.columns.len() <= 2 * MAX_COLUMNS);
        assert!(profile.per_column.is_power_of_two() && profile.per_column > 1);
        for (k, column) in profile.columns.iter().enumerate() {
            let span = k as u64 * profile.per_column..((k as u64 + 1) * profile.per_column).min(n);
            let lo = span.clone().map(depth).min().unwrap();
            let hi = span.clone().map(depth).max().unwrap();
            let sum: u64 = span.clone().map(|i| u64::from(depth(i))).sum();
            let count = span.end - span.start;
            assert_eq!(
                (column.lowest, column.highest, column.sum, column.count),
                (lo, hi, sum, count),
                "column {k}"
            );
        }
    }

    #[test]
    fn the_tree_counts_every_placement_and_keeps_the_path_it_stands_on() {
        use crate::events::replay::Replay;
        use crate::puzzle::parse::parse_puzzle_text;
        use crate::search::{Search, Strategy};
        let puzzle = parse_puzzle_text(crate::LEETCODE_37).unwrap();
        for strategy in [Strategy::NAIVE, Strategy::MRV_SINGLES] {
            let mut events = Vec::new();
            let run = Search::new(strategy).run(&puzzle, &mut events);
            let mut replay = Replay::new(puzzle);
            let mut tree = SearchTree::default();
            let mut starts_at_depth = [0u32; CELLS];
            for event in &events {
                replay.apply(event).unwrap();
                tree.push(event, replay.depth());
                if event.puts() {
                    starts_at_depth[replay.depth() as usize - 1] += 1;
                }
            }
            let stats = run.end.stats;
            assert_eq!(tree.nodes, stats.places + stats.forced, "{strategy}");
            let mut folded = [0u32; CELLS];
            for column in &tree.starts {
                for (sum, n) in folded.iter_mut().zip(column) {
                    *sum += n;
                }
            }
            assert_eq!(
                folded, starts_at_depth,
                "{strategy}: every start in its column"
            );
            assert_eq!(tree.starts.len(), tree.depth.columns.len());
            // The path is the placements standing at the end, in the order made.
            assert_eq!(tree.path.len(), replay.stack().len(), "{strategy}");
            for (&at, &entry) in tree.path.iter().zip(replay.stack()) {
                let cell = events[at as usize - 1].cell();
                assert_eq!(cell.index() as u8, entry & !crate::events::replay::FORCED);
            }
        }
    }
}

//! The depth profile of a search: how deep it stands after each event, kept in a
//! bounded number of columns however long the trace (each the lowest, highest and mean
//! depth of an equal run of events). The search profile chart and the web page's seek
//! bar draw it.

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
}

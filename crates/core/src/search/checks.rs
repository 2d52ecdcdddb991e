//! The two ways to check a try, as the search's hot loop runs them, with what each
//! costs. The costs are defined once, by [`Check::scan_cost`], [`Check::lookup_cost`]
//! and [`Check::fit_cost`]: the loop charges them as it goes, and
//! [`Check::event_cost`] charges them to the events of a trace read back.
//!
//! - `naive` reads the row's cells left to right, then the column's top to bottom, then
//!   the box's in reading order, stopping at the first that holds the digit: a clash
//!   costs the cells read to find it, a fit all 27.
//! - `tables` keeps, per row, column and box, the digits in use and where each sits
//!   ([`UnitTables`]): a clash in the row costs 1 lookup, in the column 2, in the box 3,
//!   and a fit 3.
//!
//! A strategy that looks over the blanks (to choose the one with the fewest candidates,
//! or to find forced ones) pays for working out each blank's candidates as the check
//! would: 27 cell reads, or 3 table lookups, a blank ([`Check::survey_cost`]).

use crate::counts::{Conflicts, Stats};
use crate::event::Event;
use crate::grid::{CELLS, Cell, Grid, UNITS_OF, Unit, UnitTables};

use super::Check;

impl Check {
    /// What the naive check pays for a clash found at `index` (0 to 26) of its scan of
    /// the row, then the column, then the box: the cells it read.
    #[inline(always)]
    pub(crate) const fn scan_cost(index: usize) -> u64 {
        index as u64 + 1
    }

    /// What the tables check pays for a clash in `unit`: the units it consulted.
    #[inline(always)]
    pub(crate) const fn lookup_cost(unit: Unit) -> u64 {
        unit as u64 + 1
    }

    /// What the check pays for a try that fits: every cell of the three units, or every
    /// one of their tables.
    #[inline(always)]
    pub(crate) const fn fit_cost(self) -> u64 {
        match self {
            Check::Naive => 27,
            Check::Tables => 3,
        }
    }

    /// What a look over `blanks` empty blanks costs: each blank's candidates, worked out
    /// as a fitting try is checked.
    #[inline(always)]
    pub(crate) const fn survey_cost(self, blanks: u64) -> u64 {
        blanks * self.fit_cost()
    }

    /// What the check pays for `event` of a search, `blanks` being the empty blanks
    /// before it: a conflict or a place (its try's outcome) costs the check that found
    /// it; a choice, a forced placement and a dead end each cost the look over the
    /// blanks that found them; a try, a backtrack and an unforce cost nothing.
    pub(crate) fn event_cost(self, event: &Event, blanks: u64) -> u64 {
        match *event {
            Event::Conflict {
                cell, unit, with, ..
            } => match self {
                Check::Naive => {
                    let position = unit.scan_position(cell, with).unwrap_or(9);
                    Check::scan_cost(unit as usize * 9 + position as usize - 1)
                }
                Check::Tables => Check::lookup_cost(unit),
            },
            Event::Place { .. } => self.fit_cost(),
            Event::Choose { .. } | Event::Force { .. } | Event::DeadEnd { .. } => {
                self.survey_cost(blanks)
            }
            Event::Try { .. } | Event::Backtrack { .. } | Event::Unforce { .. } => 0,
        }
    }

    /// The outcome of a try of `digit` in the empty `cell`, on the board whose unit tables
    /// are `tables`: the clash with the first of the row, the column and the box that holds
    /// the digit (and the cell holding it there), else the place. Both checks find the
    /// same; only what they pay differs.
    #[inline(always)]
    pub fn outcome(tables: &UnitTables, cell: Cell, digit: u8) -> Event {
        match tables.first_clash(cell, digit) {
            Some((unit, with)) => Event::Conflict {
                cell,
                digit,
                unit,
                with,
            },
            None => Event::Place { cell, digit },
        }
    }

    /// The name of the counter this check pays into, as `solve --json` names it.
    pub fn cost_name(self) -> &'static str {
        match self {
            Check::Naive => "cell_reads",
            Check::Tables => "table_lookups",
        }
    }

    /// The check's own cost counter in `stats`.
    pub fn cost(self, stats: &Stats) -> u64 {
        match self {
            Check::Naive => stats.cell_reads,
            Check::Tables => stats.table_lookups,
        }
    }

    /// Charge `cost` to this check's counter in `stats`.
    pub(crate) fn charge(self, stats: &mut Stats, cost: u64) {
        match self {
            Check::Naive => stats.cell_reads += cost,
            Check::Tables => stats.table_lookups += cost,
        }
    }
}

/// The blank cells of the puzzle in reading order, the order the search fills them.
pub(super) struct Blanks {
    pub cells: [Cell; CELLS],
    pub len: usize,
}

impl Blanks {
    pub fn of(puzzle: &Grid) -> Blanks {
        let mut cells = [Cell::from_index(0).expect("cell 0"); CELLS];
        let mut len = 0;
        for cell in Grid::all_cells().filter(|&cell| puzzle.get(cell) == 0) {
            cells[len] = cell;
            len += 1;
        }
        Blanks { cells, len }
    }
}

/// What each check counts: conflicts by the unit that clashed, and its own cost.
#[derive(Clone, Copy, Default)]
pub(super) struct Tally {
    pub conflicts: Conflicts,
    pub cost: u64,
}

/// One of the two ways to check a try, as the hot loop drives it. `slot` is the position
/// in the list of blanks.
pub(super) trait Checker {
    /// What the check works out once on arriving at a blank, reused for each digit tried there.
    type AtSlot: Copy;

    fn arrive(&self, slot: usize) -> Self::AtSlot;
    /// Whether `digit` fits at the blank; the hot path of the search.
    fn fits(&mut self, at: &Self::AtSlot, slot: usize, digit: u32) -> bool;
    /// The unit that clashed on the last `digit` that did not fit, and the cell holding
    /// it there; asked only when the events are recorded.
    fn clash(&self, at: &Self::AtSlot, slot: usize, digit: u32) -> (Unit, Cell);
    /// Settle the counts of one visit to a blank: digits `first..end` clashed, and
    /// `end` fitted if `fitted`.
    fn settle(&mut self, at: &Self::AtSlot, first: u32, end: u32, fitted: bool);
    fn place(&mut self, slot: usize, digit: u32);
    fn erase(&mut self, slot: usize, digit: u32);
    /// The digit on the board at blank `slot`.
    fn digit_at(&self, slot: usize) -> u32;
    /// The board and what the check counted.
    fn finish(self) -> ([u8; CELLS], Tally);
}

/// The naive check. It counts each try as it goes, since the scan is where its cost lies.
pub(super) struct ScanCheck {
    board: [u8; CELLS],
    /// For each blank, the 27 cells it scans, in scan order.
    scans: [[u8; 27]; CELLS],
    cells: [u8; CELLS],
    /// Index in the scan of the cell that held the last digit that did not fit.
    last_hit: usize,
    tally: Tally,
}

impl ScanCheck {
    pub fn new(board: &Grid, blanks: &Blanks) -> ScanCheck {
        let mut scans = [[0u8; 27]; CELLS];
        let mut cells = [0u8; CELLS];
        for (slot, &cell) in blanks.cells[..blanks.len].iter().enumerate() {
            cells[slot] = cell.index() as u8;
            for (u, unit) in Unit::ALL.into_iter().enumerate() {
                for (i, other) in unit.cells_of(cell).into_iter().enumerate() {
                    scans[slot][u * 9 + i] = other.index() as u8;
                }
            }
        }
        ScanCheck {
            board: *board.digits(),
            scans,
            cells,
            last_hit: 0,
            tally: Tally::default(),
        }
    }
}

impl Checker for ScanCheck {
    type AtSlot = ();

    #[inline(always)]
    fn arrive(&self, _slot: usize) {}

    #[inline(always)]
    fn fits(&mut self, _at: &(), slot: usize, digit: u32) -> bool {
        let scan = &self.scans[slot];
        for (i, &other) in scan.iter().enumerate() {
            if self.board[other as usize] as u32 == digit {
                self.tally.cost += Check::scan_cost(i);
                self.tally.conflicts.add(Unit::ALL[i / 9]);
                self.last_hit = i;
                return false;
            }
        }
        self.tally.cost += Check::Naive.fit_cost();
        true
    }

    fn clash(&self, _at: &(), slot: usize, _digit: u32) -> (Unit, Cell) {
        let cell = self.scans[slot][self.last_hit];
        (
            Unit::ALL[self.last_hit / 9],
            Cell::from_index(cell as usize).expect("scanned cell"),
        )
    }

    #[inline(always)]
    fn settle(&mut self, _at: &(), _first: u32, _end: u32, _fitted: bool) {}

    #[inline(always)]
    fn place(&mut self, slot: usize, digit: u32) {
        self.board[self.cells[slot] as usize] = digit as u8;
    }

    #[inline(always)]
    fn erase(&mut self, slot: usize, _digit: u32) {
        self.board[self.cells[slot] as usize] = 0;
    }

    fn digit_at(&self, slot: usize) -> u32 {
        self.board[self.cells[slot] as usize] as u32
    }

    fn finish(self) -> ([u8; CELLS], Tally) {
        (self.board, self.tally)
    }
}

/// The tables check, kept up to date on every place and erase.
pub(super) struct TableCheck {
    board: [u8; CELLS],
    tables: UnitTables,
    /// For each blank: its cell and the table index of its row, column and box.
    units: [[u8; 4]; CELLS],
    tally: Tally,
}

/// The tables of one blank's row, column and box as they stand while the search is
/// there: the digits whose first clash is in the row, in the column (and not the row),
/// and in the box (and neither of the others), and all three together.
#[derive(Clone, Copy)]
pub(super) struct FirstClash {
    row: u32,
    col: u32,
    box_: u32,
    any: u32,
}

impl FirstClash {
    /// The first clashes at a blank whose row, column and box hold `units` (bit `d` for
    /// digit `d`).
    #[inline(always)]
    pub fn of([row, col, box_]: [u16; 3]) -> FirstClash {
        let row = row as u32;
        let col = col as u32 & !row;
        let box_ = box_ as u32 & !row & !col;
        FirstClash {
            row,
            col,
            box_,
            any: row | col | box_,
        }
    }

    /// Digits `first..end` tried here, the last of them fitting if `fitted`: their
    /// clashes added to `conflicts` by unit, and what the tables check paid for them
    /// all (the lookups of each clash, and the fit's).
    #[inline(always)]
    pub fn count(&self, conflicts: &mut Conflicts, first: u32, end: u32, fitted: bool) -> u64 {
        let tried = (1u32 << end) - (1u32 << first);
        let row = (self.row & tried).count_ones() as u64;
        let col = (self.col & tried).count_ones() as u64;
        let box_ = (self.box_ & tried).count_ones() as u64;
        conflicts.row += row;
        conflicts.col += col;
        conflicts.box_ += box_;
        row * Check::lookup_cost(Unit::Row)
            + col * Check::lookup_cost(Unit::Col)
            + box_ * Check::lookup_cost(Unit::Box)
            + Check::Tables.fit_cost() * fitted as u64
    }
}

impl TableCheck {
    pub fn new(board: &Grid, blanks: &Blanks) -> TableCheck {
        let mut units = [[0; 4]; CELLS];
        for (slot, &cell) in blanks.cells[..blanks.len].iter().enumerate() {
            let [row, col, bx] = UNITS_OF[cell.index()];
            units[slot] = [cell.index() as u8, row, col, bx];
        }
        TableCheck {
            board: *board.digits(),
            tables: UnitTables::of(board),
            units,
            tally: Tally::default(),
        }
    }
}

impl Checker for TableCheck {
    type AtSlot = FirstClash;

    #[inline(always)]
    fn arrive(&self, slot: usize) -> FirstClash {
        let [_, row, col, bx] = self.units[slot];
        let digits = self.tables.digits();
        FirstClash::of([row, col, bx].map(|unit| digits.of(unit as usize)))
    }

    #[inline(always)]
    fn fits(&mut self, at: &FirstClash, _slot: usize, digit: u32) -> bool {
        at.any & (1 << digit) == 0
    }

    fn clash(&self, at: &FirstClash, slot: usize, digit: u32) -> (Unit, Cell) {
        let bit = 1 << digit;
        let (unit, index) = if at.row & bit != 0 {
            (Unit::Row, 1)
        } else if at.col & bit != 0 {
            (Unit::Col, 2)
        } else {
            (Unit::Box, 3)
        };
        let table = self.units[slot][index] as usize;
        let holder = self.tables.holder(table, digit as u8).expect("a holder");
        (unit, holder)
    }

    /// The clashes of a visit, counted by unit from the bits of the digits tried, and
    /// their lookups with the fit's, if any.
    #[inline(always)]
    fn settle(&mut self, at: &FirstClash, first: u32, end: u32, fitted: bool) {
        self.tally.cost += at.count(&mut self.tally.conflicts, first, end, fitted);
    }

    #[inline(always)]
    fn place(&mut self, slot: usize, digit: u32) {
        let [cell, row, col, bx] = self.units[slot];
        self.tables
            .enter_at(Cell::at(cell), [row, col, bx], digit as u8);
        self.board[cell as usize] = digit as u8;
    }

    #[inline(always)]
    fn erase(&mut self, slot: usize, digit: u32) {
        let [cell, row, col, bx] = self.units[slot];
        self.tables
            .leave_at(Cell::at(cell), [row, col, bx], digit as u8);
        self.board[cell as usize] = 0;
    }

    fn digit_at(&self, slot: usize) -> u32 {
        self.board[self.units[slot][0] as usize] as u32
    }

    fn finish(self) -> ([u8; CELLS], Tally) {
        (self.board, self.tally)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_conflicts_cost_read_back_is_what_the_search_paid() {
        let cell = Cell::from_rc(5, 5).unwrap();
        for (unit, with, scan_index) in [
            (Unit::Row, Cell::from_rc(5, 1).unwrap(), 0),
            (Unit::Col, Cell::from_rc(9, 5).unwrap(), 9 + 8),
            (Unit::Box, Cell::from_rc(6, 6).unwrap(), 18 + 8),
        ] {
            let event = Event::Conflict {
                cell,
                digit: 3,
                unit,
                with,
            };
            assert_eq!(
                Check::Naive.event_cost(&event, 40),
                Check::scan_cost(scan_index)
            );
            assert_eq!(Check::Tables.event_cost(&event, 40), unit as u64 + 1);
        }
        let place = Event::Place { cell, digit: 3 };
        assert_eq!(Check::Naive.event_cost(&place, 40), 27);
        assert_eq!(Check::Tables.event_cost(&place, 40), 3);
        let choose = Event::Choose {
            cell,
            candidates: 2,
        };
        assert_eq!(Check::Naive.event_cost(&choose, 40), 40 * 27);
        assert_eq!(Check::Tables.event_cost(&choose, 40), 40 * 3);
    }
}

//! The 9x9 board: cells named in Sudoku's r1c1 notation, the three kinds of unit
//! (row, column, box) and the order in which the naive check scans them, the tables of
//! which digit stands where in each unit (the one set every search and the replay use),
//! and drawing a board as text.

use crate::lang::{Lang, Text};
use std::fmt;

/// Number of cells on the board.
pub const CELLS: usize = 81;

/// One of the 81 cells, stored as its index in reading order (0 = r1c1, 80 = r9c9).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Cell(u8);

impl Cell {
    /// The cell at `index` in reading order, if `index < 81`.
    pub fn from_index(index: usize) -> Option<Cell> {
        (index < CELLS).then_some(Cell(index as u8))
    }

    /// The cell at 1-based row `r` and column `c`, as written in r1c1 notation.
    pub fn from_rc(r: u8, c: u8) -> Option<Cell> {
        if (1..=9).contains(&r) && (1..=9).contains(&c) {
            Some(Cell((r - 1) * 9 + (c - 1)))
        } else {
            None
        }
    }

    /// The index in reading order: 0 for r1c1, 80 for r9c9.
    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// The cell at `index`, which the caller knows is below 81.
    #[inline(always)]
    pub fn at(index: u8) -> Cell {
        debug_assert!((index as usize) < CELLS);
        Cell(index)
    }

    /// 0-based row.
    pub fn row(self) -> usize {
        self.0 as usize / 9
    }

    /// 0-based column.
    pub fn col(self) -> usize {
        self.0 as usize % 9
    }

    /// 0-based box, numbered in reading order.
    pub(crate) fn box_index(self) -> usize {
        (self.row() / 3) * 3 + self.col() / 3
    }

    /// 1-based row, as in r1c1 notation.
    pub fn r(self) -> u8 {
        self.row() as u8 + 1
    }

    /// 1-based column, as in r1c1 notation.
    pub fn c(self) -> u8 {
        self.col() as u8 + 1
    }

    /// The index of the unit of kind `unit` that holds this cell.
    pub(crate) fn unit_index(self, unit: Unit) -> usize {
        match unit {
            Unit::Row => self.row(),
            Unit::Col => self.col(),
            Unit::Box => self.box_index(),
        }
    }

    /// Whether `other` lies in the same unit of kind `unit` as this cell.
    pub fn shares(self, unit: Unit, other: Cell) -> bool {
        self.unit_index(unit) == other.unit_index(unit)
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "r{}c{}", self.r(), self.c())
    }
}

/// A row, a column or a 3x3 box: the three places a digit may not repeat.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Unit {
    /// A row of nine cells.
    Row,
    /// A column of nine cells.
    Col,
    /// One of the nine 3x3 boxes.
    Box,
}

impl crate::names::Named for Unit {
    const ALL: &'static [Unit] = &Unit::ALL;
    fn name(self) -> &'static str {
        Unit::name(self)
    }
}

impl Unit {
    /// The three kinds in the order every check consults them.
    pub const ALL: [Unit; 3] = [Unit::Row, Unit::Col, Unit::Box];

    /// The name used in trace files and reports: `row`, `col` or `box`.
    pub fn name(self) -> &'static str {
        match self {
            Unit::Row => "row",
            Unit::Col => "col",
            Unit::Box => "box",
        }
    }

    /// The unit in words in `lang`: `column`, `列`.
    pub fn words(self, lang: Lang) -> &'static str {
        lang.text(match self {
            Unit::Row => Text::Row,
            Unit::Col => Text::Column,
            Unit::Box => Text::Box,
        })
    }

    /// The unit as an event's words name it in `lang`: `col`, `列`.
    pub fn short_words(self, lang: Lang) -> &'static str {
        lang.text(match self {
            Unit::Row => Text::RowShort,
            Unit::Col => Text::ColumnShort,
            Unit::Box => Text::BoxShort,
        })
    }

    /// The unit [`name`](Unit::name) gives `name` for.
    pub fn from_name(name: &str) -> Option<Unit> {
        <Unit as crate::names::Named>::from_name(name)
    }

    /// The nine cells of the unit of this kind that holds `cell`, in the order the naive
    /// check scans them: a row left to right, a column top to bottom, a box in reading order.
    pub fn cells_of(self, cell: Cell) -> [Cell; 9] {
        let table = UNITS_OF[cell.index()][self as usize];
        UNIT_CELLS[table as usize].map(Cell)
    }

    /// 1-based position of `other` in the scan order of this unit around `cell`
    /// (how many cells the naive check reads to find it), if it lies in that unit.
    pub(crate) fn scan_position(self, cell: Cell, other: Cell) -> Option<u64> {
        cell.shares(self, other)
            .then(|| self.position_in_unit(other))
    }

    /// 1-based position of `cell` in the scan order of its unit of this kind.
    fn position_in_unit(self, cell: Cell) -> u64 {
        let index = match self {
            Unit::Row => cell.col(),
            Unit::Col => cell.row(),
            Unit::Box => cell.row() % 3 * 3 + cell.col() % 3,
        };
        index as u64 + 1
    }
}

impl fmt::Display for Unit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The number of units: 9 rows, 9 columns and 9 boxes. Tables of units index them rows
/// 0-8, columns 9-17, boxes 18-26.
pub const UNITS: usize = 27;

/// The table index of each cell's row, column and box ([`UNITS`] numbering).
pub const UNITS_OF: [[u8; 3]; CELLS] = {
    let mut table = [[0u8; 3]; CELLS];
    let mut i = 0;
    while i < CELLS {
        let (r, c) = (i / 9, i % 9);
        table[i] = [r as u8, 9 + c as u8, 18 + (r / 3 * 3 + c / 3) as u8];
        i += 1;
    }
    table
};

/// The cells of each unit ([`UNITS`] numbering) in the order the naive check scans
/// them: a row left to right, a column top to bottom, a box in reading order.
pub const UNIT_CELLS: [[u8; 9]; UNITS] = {
    let mut units = [[0u8; 9]; UNITS];
    let mut u = 0;
    while u < 9 {
        let mut i = 0;
        while i < 9 {
            units[u][i] = (u * 9 + i) as u8;
            units[9 + u][i] = (i * 9 + u) as u8;
            units[18 + u][i] = ((u / 3 * 3 + i / 3) * 9 + u % 3 * 3 + i % 3) as u8;
            i += 1;
        }
        u += 1;
    }
    units
};

/// The 20 other cells in each cell's row, column and box, in reading order.
pub(crate) const PEERS: [[u8; 20]; CELLS] = {
    let mut peers = [[0u8; 20]; CELLS];
    let mut i = 0;
    while i < CELLS {
        let (mut j, mut n) = (0, 0);
        while j < CELLS {
            let same_row = i / 9 == j / 9;
            let same_col = i % 9 == j % 9;
            let same_box = i / 27 == j / 27 && i % 9 / 3 == j % 9 / 3;
            if j != i && (same_row || same_col || same_box) {
                peers[i][n] = j as u8;
                n += 1;
            }
            j += 1;
        }
        i += 1;
    }
    peers
};

/// The candidates of every empty cell of a board, kept up to date as digits are placed
/// and erased, with the empty cells grouped by how many candidates they have: so that a
/// search can find the first cell (in reading order) with no candidate, with one, or
/// with the fewest, without looking at every cell.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Candidates {
    /// Bit `d` for digit `d`; 0 for a filled cell and past the board.
    of: [u16; PADDED_CELLS],
    /// Bit `i` for cell `i`: the empty cells with each number of candidates.
    by_count: [u128; 10],
    /// Bit `i` for cell `i`: the empty cells.
    empty: u128,
    /// The same, a flag a cell: quicker to test one cell by.
    is_empty: [bool; CELLS],
    /// For each digit, the units holding it, bit `u` for unit `u` ([`UNITS`] numbering).
    holding: [u32; 10],
    /// The digits eliminations standing have taken from each cell, which an erased
    /// digit's return does not give back.
    struck: [u16; CELLS],
}

/// Each cell's row, column and box as bits of a unit set ([`UNITS`] numbering).
const UNIT_BITS: [u32; CELLS] = {
    let mut bits = [0u32; CELLS];
    let mut i = 0;
    while i < CELLS {
        let [r, c, b] = UNITS_OF[i];
        bits[i] = 1 << r | 1 << c | 1 << b;
        i += 1;
    }
    bits
};

impl Candidates {
    /// The candidates of the empty cells of `board`.
    pub fn of(board: &Grid) -> Candidates {
        let mut candidates = Candidates {
            of: [0; PADDED_CELLS],
            by_count: [0; 10],
            empty: 0,
            is_empty: [false; CELLS],
            holding: [0; 10],
            struck: [0; CELLS],
        };
        for (i, &digit) in board.cells.iter().enumerate() {
            if digit != 0 {
                candidates.holding[digit as usize] |= UNIT_BITS[i];
            }
        }
        for i in (0..CELLS).filter(|&i| board.cells[i] == 0) {
            let set = candidates.find(i);
            candidates.of[i] = set;
            candidates.by_count[set.count_ones() as usize] |= 1 << i;
            candidates.empty |= 1 << i;
            candidates.is_empty[i] = true;
        }
        candidates
    }

    /// The digits none of cell `index`'s units holds.
    #[inline(always)]
    fn find(&self, index: usize) -> u16 {
        let units = UNIT_BITS[index];
        (1..=9u16)
            .filter(|&d| self.holding[d as usize] & units == 0)
            .fold(0, |set, d| set | 1 << d)
    }

    /// The candidates of `cell`, bit `d` for digit `d` (none for a filled cell).
    #[inline(always)]
    pub(crate) fn of_cell(&self, cell: Cell) -> u16 {
        self.of[cell.index()]
    }

    /// Every cell's candidates, by cell index.
    #[inline(always)]
    pub fn all(&self) -> &[u16; CELLS] {
        self.of.first_chunk().expect("a slot for every cell")
    }

    /// [`all`](Candidates::all), then none up to [`PADDED_CELLS`].
    #[inline(always)]
    pub(crate) fn padded(&self) -> &[u16; PADDED_CELLS] {
        &self.of
    }

    /// The empty cells with `count` candidates, bit `i` for cell `i`.
    #[inline(always)]
    pub(crate) fn cells_with(&self, count: usize) -> u128 {
        self.by_count[count]
    }

    /// The first empty cell in reading order.
    #[inline(always)]
    pub(crate) fn first_empty(&self) -> Option<Cell> {
        first_cell(self.empty)
    }

    /// The first empty cell in reading order among those with the fewest candidates.
    #[inline(always)]
    pub fn fewest(&self) -> Option<Cell> {
        self.by_count.iter().find_map(|&cells| first_cell(cells))
    }

    /// `digit` was placed in the empty `cell`: it leaves every peer's candidates.
    #[inline(always)]
    pub fn place(&mut self, cell: Cell, digit: u8) {
        let index = cell.index();
        let count = self.of[index].count_ones() as usize;
        self.by_count[count] &= !(1 << index);
        self.empty &= !(1 << index);
        self.is_empty[index] = false;
        self.of[index] = 0;
        self.holding[digit as usize] |= UNIT_BITS[index];
        let bit = 1u16 << digit;
        for &peer in &PEERS[index] {
            let peer = peer as usize;
            let set = self.of[peer];
            if set & bit != 0 {
                let count = set.count_ones() as usize;
                self.by_count[count] &= !(1 << peer);
                self.by_count[count - 1] |= 1 << peer;
                self.of[peer] = set & !bit;
            }
        }
    }

    /// `digit` was erased from `cell`: it comes back to the empty peers whose units no
    /// longer hold it, and the cell's own candidates are back.
    #[inline(always)]
    pub fn erase(&mut self, cell: Cell, digit: u8) {
        let index = cell.index();
        self.holding[digit as usize] &= !UNIT_BITS[index];
        let holding = self.holding[digit as usize];
        let bit = 1u16 << digit;
        for &peer in &PEERS[index] {
            let peer = peer as usize;
            let set = self.of[peer];
            // (A peer that has the digit already stands beside a second copy of it, on a
            // board whose givens clash: nothing to add.)
            if self.is_empty[peer]
                && UNIT_BITS[peer] & holding == 0
                && set & bit == 0
                && self.struck[peer] & bit == 0
            {
                let count = set.count_ones() as usize;
                self.by_count[count] &= !(1 << peer);
                self.by_count[count + 1] |= 1 << peer;
                self.of[peer] = set | bit;
            }
        }
        let set = self.find(index) & !self.struck[index];
        self.of[index] = set;
        self.by_count[set.count_ones() as usize] |= 1 << index;
        self.empty |= 1 << index;
        self.is_empty[index] = true;
    }

    /// An elimination takes `digits` from `cell`.
    pub fn strike(&mut self, cell: Cell, digits: u16) {
        let index = cell.index();
        self.struck[index] |= digits;
        if self.is_empty[index] {
            self.recount(index, self.of[index] & !digits);
        }
    }

    /// An elimination that took `digits` from `cell` is taken back: those the cell's
    /// units do not hold come back.
    pub fn unstrike(&mut self, cell: Cell, digits: u16) {
        let index = cell.index();
        self.struck[index] &= !digits;
        if self.is_empty[index] {
            self.recount(index, self.find(index) & !self.struck[index]);
        }
    }

    /// The digits eliminations have taken from `cell`.
    pub fn struck(&self, cell: Cell) -> u16 {
        self.struck[cell.index()]
    }

    /// The empty cell `index` now has the candidates `set`.
    fn recount(&mut self, index: usize, set: u16) {
        self.by_count[self.of[index].count_ones() as usize] &= !(1 << index);
        self.of[index] = set;
        self.by_count[set.count_ones() as usize] |= 1 << index;
    }
}

/// The cell of the lowest bit of `cells` (bit `i` for cell `i`), if any.
#[inline(always)]
pub(crate) fn first_cell(cells: u128) -> Option<Cell> {
    (cells != 0).then(|| Cell(cells.trailing_zeros() as u8))
}

/// The board's cells and room after them for reading the last row's cells sixteen side
/// by side: the length of per-cell tables read that way.
pub(crate) const PADDED_CELLS: usize = 96;

/// Bits 1 to 9: every digit.
pub const ALL_DIGITS: u16 = 0x3fe;

/// Which digits each unit holds: bit `d` of a unit's set stands for digit `d`, so the
/// candidates of a blank are the bits 1 to 9 in none of its units.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct UnitDigits {
    used: [u16; UNITS],
}

impl UnitDigits {
    /// `digit` now stands in the cell whose units are `units`.
    #[inline(always)]
    pub fn enter(&mut self, units: [u8; 3], digit: u8) {
        for unit in units {
            self.used[unit as usize] |= 1 << digit;
        }
    }

    /// `digit` is erased from the cell whose units are `units`.
    #[inline(always)]
    pub fn leave(&mut self, units: [u8; 3], digit: u8) {
        for unit in units {
            self.used[unit as usize] &= !(1 << digit);
        }
    }

    /// The digits unit `unit` holds, bit `d` for digit `d`.
    #[inline(always)]
    pub fn of(&self, unit: usize) -> u16 {
        self.used[unit]
    }

    /// The digits none of `cell`'s row, column and box holds, bit `d` for digit `d`.
    #[inline(always)]
    pub fn candidates(&self, cell: Cell) -> u16 {
        let [r, c, b] = UNITS_OF[cell.index()];
        !(self.used[r as usize] | self.used[c as usize] | self.used[b as usize]) & ALL_DIGITS
    }
}

/// Which digits each unit holds, and in which cell: what checking a try against the row,
/// column and box looks up instead of scanning them.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct UnitTables {
    digits: UnitDigits,
    /// Cell index + 1 of the cell holding each digit in each unit, 0 when none does.
    holder: [[u8; 10]; UNITS],
}

impl Default for UnitTables {
    fn default() -> Self {
        UnitTables::new()
    }
}

impl UnitTables {
    /// Tables of an empty board.
    pub const fn new() -> UnitTables {
        UnitTables {
            digits: UnitDigits { used: [0; UNITS] },
            holder: [[0; 10]; UNITS],
        }
    }

    /// The tables of `grid`. Where a unit holds a digit twice, the later cell in
    /// reading order is its holder.
    pub fn of(grid: &Grid) -> UnitTables {
        let mut tables = UnitTables::new();
        for cell in Grid::all_cells() {
            let digit = grid.get(cell);
            if digit != 0 {
                tables.enter(cell, digit);
            }
        }
        tables
    }

    /// `digit` now stands in `cell`.
    #[inline(always)]
    pub(crate) fn enter(&mut self, cell: Cell, digit: u8) {
        self.enter_at(cell, UNITS_OF[cell.index()], digit);
    }

    /// `digit` is erased from `cell`.
    #[inline(always)]
    pub fn leave(&mut self, cell: Cell, digit: u8) {
        self.leave_at(cell, UNITS_OF[cell.index()], digit);
    }

    /// [`enter`](UnitTables::enter), for a caller that has `cell`'s units at hand (the
    /// search keeps them for each blank).
    #[inline(always)]
    pub(crate) fn enter_at(&mut self, cell: Cell, units: [u8; 3], digit: u8) {
        debug_assert_eq!(units, UNITS_OF[cell.index()]);
        for unit in units {
            self.digits.used[unit as usize] |= 1 << digit;
            self.holder[unit as usize][digit as usize] = cell.0 + 1;
        }
    }

    /// [`leave`](UnitTables::leave), for a caller that has `cell`'s units at hand.
    #[inline(always)]
    pub(crate) fn leave_at(&mut self, cell: Cell, units: [u8; 3], digit: u8) {
        debug_assert_eq!(units, UNITS_OF[cell.index()]);
        for unit in units {
            self.digits.used[unit as usize] &= !(1 << digit);
            self.holder[unit as usize][digit as usize] = 0;
        }
    }

    /// Which digits each unit holds.
    #[inline(always)]
    pub fn digits(&self) -> &UnitDigits {
        &self.digits
    }

    /// The cell holding `digit` in unit `unit`, if one does.
    #[inline(always)]
    pub fn holder(&self, unit: usize, digit: u8) -> Option<Cell> {
        match self.holder[unit][digit as usize] {
            0 => None,
            index => Some(Cell(index - 1)),
        }
    }

    /// The first of `cell`'s row, column and box (in that order) that holds `digit`, and
    /// the cell holding it there: the clash a try of `digit` in `cell` meets.
    #[inline(always)]
    pub(crate) fn first_clash(&self, cell: Cell, digit: u8) -> Option<(Unit, Cell)> {
        let bit = 1u16 << digit;
        for (unit, table) in Unit::ALL.into_iter().zip(UNITS_OF[cell.index()]) {
            if self.digits.of(table as usize) & bit != 0 {
                return Some((unit, self.holder(table as usize, digit)?));
            }
        }
        None
    }

    /// The clash a try of `digit` in `cell` meets when its units are read in the order
    /// `units` (the row, the column and the box, in some order): unit by unit, each read
    /// whole in its scan order ([`Unit::cells_of`]); or, with `one_loop`, together in one
    /// loop (the `isValid` of the LeetCode solutions): for i from 0 to 8, cell i of each
    /// unit in turn. In one loop, of the units that hold the digit, the one whose holder
    /// comes earliest in its scan, the earlier of `units` at the same place.
    pub(crate) fn first_clash_in(
        &self,
        cell: Cell,
        digit: u8,
        units: [Unit; 3],
        one_loop: bool,
    ) -> Option<(Unit, Cell)> {
        let bit = 1u16 << digit;
        let tables = UNITS_OF[cell.index()];
        let holding = units
            .into_iter()
            .enumerate()
            .filter(|&(_, unit)| self.digits.of(tables[unit as usize] as usize) & bit != 0)
            .filter_map(|(rank, unit)| {
                Some((
                    rank,
                    unit,
                    self.holder(tables[unit as usize] as usize, digit)?,
                ))
            });
        let first = match one_loop {
            true => {
                holding.min_by_key(|&(rank, unit, holder)| (unit.position_in_unit(holder), rank))
            }
            false => holding.min_by_key(|&(rank, _, _)| rank),
        };
        first.map(|(_, unit, holder)| (unit, holder))
    }
}

/// A board: each cell holds a digit 1 to 9, or 0 when blank.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Grid {
    cells: [u8; CELLS],
}

impl Default for Grid {
    fn default() -> Self {
        Grid::empty()
    }
}

/// Two cells of one unit holding the same digit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Clash {
    /// The earlier of the two cells in reading order.
    pub first: Cell,
    /// The later of the two cells in reading order.
    pub second: Cell,
    /// The digit both hold.
    pub digit: u8,
}

impl Clash {
    /// The two givens in words in `lang`: `r1c1 and r1c2 both hold 5`.
    pub fn words(&self, lang: Lang) -> String {
        lang.fill(
            Text::ClashingGivens,
            &[
                ("first", &self.first),
                ("second", &self.second),
                ("digit", &self.digit),
            ],
        )
    }
}

impl fmt::Display for Clash {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words(Lang::En))
    }
}

impl Grid {
    /// A grid with every cell blank.
    pub const fn empty() -> Grid {
        Grid { cells: [0; CELLS] }
    }

    /// A grid from 81 values 0 to 9 in reading order; `None` if any value is over 9.
    pub fn from_digits(cells: [u8; CELLS]) -> Option<Grid> {
        cells.iter().all(|&d| d <= 9).then_some(Grid { cells })
    }

    /// The digit in `cell`, 0 when blank.
    pub fn get(&self, cell: Cell) -> u8 {
        self.cells[cell.index()]
    }

    /// Put `digit` (0 to clear) in `cell`.
    pub fn set(&mut self, cell: Cell, digit: u8) {
        debug_assert!(digit <= 9);
        self.cells[cell.index()] = digit;
    }

    /// The 81 digits in reading order, 0 for a blank.
    pub fn digits(&self) -> &[u8; CELLS] {
        &self.cells
    }

    /// Number of cells that hold a digit.
    pub fn filled(&self) -> usize {
        self.cells.iter().filter(|&&d| d != 0).count()
    }

    /// Whether every cell holds a digit.
    pub fn is_complete(&self) -> bool {
        self.cells.iter().all(|&d| d != 0)
    }

    /// Every cell in reading order.
    pub fn all_cells() -> impl Iterator<Item = Cell> {
        (0..CELLS as u8).map(Cell)
    }

    /// The first pair of cells, in reading order of the later cell, that share a unit and a digit.
    pub fn first_clash(&self) -> Option<Clash> {
        for cell in Grid::all_cells() {
            let digit = self.get(cell);
            if digit == 0 {
                continue;
            }
            for unit in Unit::ALL {
                if let Some(&first) = unit
                    .cells_of(cell)
                    .iter()
                    .find(|&&other| other < cell && self.get(other) == digit)
                {
                    return Some(Clash {
                        first,
                        second: cell,
                        digit,
                    });
                }
            }
        }
        None
    }

    /// Where `digit` already stands in the unit of kind `unit` around `cell`, other than `cell`.
    pub(crate) fn holder_in(&self, unit: Unit, cell: Cell, digit: u8) -> Option<Cell> {
        unit.cells_of(cell)
            .into_iter()
            .find(|&other| other != cell && self.get(other) == digit)
    }

    /// The 81-character line form: digits, `.` for a blank.
    pub fn to_line(&self) -> String {
        self.cells
            .iter()
            .map(|&d| if d == 0 { '.' } else { (b'0' + d) as char })
            .collect()
    }

    /// The board drawn 9x9 with box borders, blanks as `.`.
    pub fn to_pretty(&self) -> String {
        let mut out = String::with_capacity(256);
        for r in 0..9 {
            if r == 3 || r == 6 {
                out.push_str("------+-------+------\n");
            }
            for c in 0..9 {
                if c == 3 || c == 6 {
                    out.push_str("| ");
                }
                let d = self.cells[r * 9 + c];
                out.push(if d == 0 { '.' } else { (b'0' + d) as char });
                if c != 8 {
                    out.push(' ');
                }
            }
            out.push('\n');
        }
        out
    }
}

impl fmt::Debug for Grid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Grid({})", self.to_line())
    }
}

impl fmt::Display for Grid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_line())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    impl UnitTables {
        /// The one loop's clash, row first: what `ClashOrder::OneLoop` names.
        fn first_clash_in_one_loop(&self, cell: Cell, digit: u8) -> Option<(Unit, Cell)> {
            self.first_clash_in(cell, digit, Unit::ALL, true)
        }
    }

    #[test]
    fn cells_convert_between_index_and_r1c1() {
        let cell = Cell::from_rc(3, 5).unwrap();
        assert_eq!(cell.index(), 2 * 9 + 4);
        assert_eq!(cell.to_string(), "r3c5");
        assert_eq!(cell.box_index(), 1);
        assert_eq!(Cell::from_rc(0, 1), None);
        assert_eq!(Cell::from_rc(1, 10), None);
        assert_eq!(Cell::from_index(81), None);
    }

    #[test]
    fn box_scan_is_reading_order() {
        let cell = Cell::from_rc(5, 6).unwrap();
        let names: Vec<String> = Unit::Box
            .cells_of(cell)
            .iter()
            .map(|c| c.to_string())
            .collect();
        assert_eq!(
            names,
            [
                "r4c4", "r4c5", "r4c6", "r5c4", "r5c5", "r5c6", "r6c4", "r6c5", "r6c6"
            ]
        );
        let with = Cell::from_rc(6, 4).unwrap();
        assert_eq!(Unit::Box.scan_position(cell, with), Some(7));
        assert_eq!(Unit::Row.scan_position(cell, with), None);
    }

    #[test]
    fn the_one_loop_meets_the_earliest_cell_of_the_three_units_first() {
        let cell = Cell::from_rc(5, 5).unwrap();
        let at = |r, c| Cell::from_rc(r, c).unwrap();
        let tables = |holders: &[(Cell, u8)]| {
            let mut grid = Grid::empty();
            for &(holder, digit) in holders {
                grid.set(holder, digit);
            }
            UnitTables::of(&grid)
        };
        // 7 at cell 8 of the row, cell 1 of the column and cell 8 of the box: the
        // column's comes first in the one loop, the row's unit by unit.
        let sevens = tables(&[(at(5, 9), 7), (at(2, 5), 7), (at(6, 6), 7)]);
        assert_eq!(sevens.first_clash(cell, 7), Some((Unit::Row, at(5, 9))));
        assert_eq!(
            sevens.first_clash_in_one_loop(cell, 7),
            Some((Unit::Col, at(2, 5)))
        );
        // The box's cell 0 before the row's cell 6.
        let fours = tables(&[(at(4, 4), 4), (at(5, 7), 4)]);
        assert_eq!(fours.first_clash(cell, 4), Some((Unit::Row, at(5, 7))));
        assert_eq!(
            fours.first_clash_in_one_loop(cell, 4),
            Some((Unit::Box, at(4, 4)))
        );
        // At the same place of the scan, the row before the column, the column before the
        // box.
        let threes = tables(&[(at(5, 1), 3), (at(1, 5), 3)]);
        assert_eq!(
            threes.first_clash_in_one_loop(cell, 3),
            Some((Unit::Row, at(5, 1)))
        );
        let twos = tables(&[(at(1, 5), 2), (at(4, 4), 2)]);
        assert_eq!(
            twos.first_clash_in_one_loop(cell, 2),
            Some((Unit::Col, at(1, 5)))
        );
        assert_eq!(tables(&[]).first_clash_in_one_loop(cell, 2), None);
        // The column first, unit by unit and in one loop (the most voted Java answer).
        let col_row_box = [Unit::Col, Unit::Row, Unit::Box];
        assert_eq!(
            threes.first_clash_in(cell, 3, col_row_box, false),
            Some((Unit::Col, at(1, 5)))
        );
        assert_eq!(
            threes.first_clash_in(cell, 3, col_row_box, true),
            Some((Unit::Col, at(1, 5)))
        );
        assert_eq!(
            fours.first_clash_in(cell, 4, col_row_box, false),
            Some((Unit::Row, at(5, 7)))
        );
        assert_eq!(
            fours.first_clash_in(cell, 4, col_row_box, true),
            Some((Unit::Box, at(4, 4)))
        );
    }

    #[test]
    fn first_clash_names_both_cells() {
        let mut grid = Grid::empty();
        grid.set(Cell::from_rc(1, 3).unwrap(), 5);
        grid.set(Cell::from_rc(1, 7).unwrap(), 5);
        assert_eq!(
            grid.first_clash().unwrap().to_string(),
            "r1c3 and r1c7 both hold 5"
        );
    }
}

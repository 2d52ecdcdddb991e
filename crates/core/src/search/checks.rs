//! The three ways to check a try, as the search's hot loop runs them, with what each
//! costs. The costs are defined once, by [`Check::scan_cost`], [`Check::lookup_cost`]
//! and [`Check::fit_cost`]: the loop charges them as it goes, and
//! [`Check::event_cost`] charges them to the events of a trace read back.
//!
//! - `naive` reads the row's cells left to right, then the column's top to bottom, then
//!   the box's in reading order, stopping at the first that holds the digit: a clash
//!   costs the cells read to find it, a fit all 27.
//! - `oneloop` reads the same cells in one loop, as LeetCode's `isValid` does: for i
//!   from 0 to 8, the row's cell i, then the column's cell i, then the box's cell i,
//!   stopping at the first that holds the digit. A clash at step i costs 3i+1 in the
//!   row, 3i+2 in the column, 3i+3 in the box; a fit all 27.
//! - `tables` keeps, per row, column and box, the digits in use: a clash in the row
//!   costs 1 lookup, in the column 2, in the box 3, and a fit 3. On arriving at a blank
//!   it knows every digit that fits there, and which unit each other digit clashes in
//!   first, so a search counts a blank's tries and clashes from those bits
//!   ([`Checker::count_from`]) and, untraced, jumps from one fitting digit to the next.
//!
//! `naive` and `tables` meet a try's units unit by unit, the row, then the column, then
//! the box ([`ClashOrder::UnitByUnit`]); `oneloop`, and another solver's check, read
//! cell i of each in turn ([`ClashOrder::OneLoop`]) and so may name another clash first,
//! which [`ClashWatch`] tells apart from another search.
//!
//! A strategy that looks over the blanks (to choose the one with the fewest candidates,
//! or to find forced ones) pays for working out each blank's candidates as the check
//! would: 27 cell reads, or 3 table lookups, a blank ([`Check::survey_cost`]).

use crate::events::counts::{Conflicts, Count, Stats};
use crate::events::event::Event;
use crate::lang::{Lang, Text};
use crate::puzzle::grid::{CELLS, Cell, Grid, UNITS, UNITS_OF, Unit, UnitTables};

use super::{Check, ClashOrder, Strategy};

impl Check {
    /// What a scanning check pays for a clash found at `index` (0 to 26) of its scan
    /// ([`Check::scan_order`]): the cells it read.
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
            Check::Naive | Check::OneLoop => 27,
            Check::Tables => 3,
        }
    }

    /// What the tables check pays for `conflicts` and `fits` fitting tries: the lookups
    /// of each clash by its unit, and those of each fit.
    #[inline(always)]
    pub(crate) const fn tables_cost(conflicts: &Conflicts, fits: u64) -> u64 {
        conflicts.row * Check::lookup_cost(Unit::Row)
            + conflicts.col * Check::lookup_cost(Unit::Col)
            + conflicts.box_ * Check::lookup_cost(Unit::Box)
            + fits * Check::Tables.fit_cost()
    }

    /// What a look over `blanks` empty blanks costs: each blank's candidates, worked out
    /// as a fitting try is checked.
    #[inline(always)]
    pub const fn survey_cost(self, blanks: u64) -> u64 {
        blanks * self.fit_cost()
    }

    /// What the check pays for `event` of a search, `blanks` being the empty blanks
    /// before it: a conflict or a place (its try's outcome) costs the check that found
    /// it; a choice, a forced placement and a dead end each cost the look over the
    /// blanks that found them, and so does an elimination; a try, a backtrack, an
    /// unforce and a restore cost nothing.
    pub(crate) fn event_cost(self, event: &Event, blanks: u64) -> u64 {
        match *event {
            Event::Conflict {
                cell, unit, with, ..
            } => match self {
                Check::Naive | Check::OneLoop => {
                    let position = unit.scan_position(cell, with).unwrap_or(9) as usize - 1;
                    self.clash_order().scan_cost(unit, position)
                }
                Check::Tables => Check::lookup_cost(unit),
            },
            Event::Place { .. } => self.fit_cost(),
            Event::Choose { .. }
            | Event::Force { .. }
            | Event::DeadEnd { .. }
            | Event::Eliminate { .. } => self.survey_cost(blanks),
            Event::Try { .. }
            | Event::Backtrack { .. }
            | Event::Unforce { .. }
            | Event::Restore { .. } => 0,
        }
    }

    /// The place in a scanning check's order ([`Check::scan_order`]) of the cell at
    /// `position` (0 to 8) of `unit`: unit by unit for `naive`, cell i of each unit in
    /// turn for `oneloop`.
    #[inline(always)]
    pub(crate) const fn scan_index(self, unit: Unit, position: usize) -> usize {
        match self {
            Check::OneLoop => position * 3 + unit as usize,
            Check::Naive | Check::Tables => unit as usize * 9 + position,
        }
    }

    /// The unit of the cell at `index` of a scanning check's order.
    #[inline(always)]
    pub(crate) const fn scan_unit(self, index: usize) -> Unit {
        match self {
            Check::OneLoop => Unit::ALL[index % 3],
            Check::Naive | Check::Tables => Unit::ALL[index / 9],
        }
    }

    /// The outcome of a try of `digit` in the empty `cell`, on the board whose unit tables
    /// are `tables`, as this check finds it: the clash its order meets first (the unit and
    /// the cell holding the digit there), else the place. `naive` and `tables` find the
    /// same ([`Check::outcome`]); `oneloop` may name another clash of the same try.
    #[inline(always)]
    pub fn outcome_of(self, tables: &UnitTables, cell: Cell, digit: u8) -> Event {
        self.clash_order().outcome(tables, cell, digit)
    }

    /// The outcome of a try of `digit` in the empty `cell`, on the board whose unit tables
    /// are `tables`: the clash with the first of the row, the column and the box that holds
    /// the digit (and the cell holding it there), else the place. `naive` and `tables`
    /// find the same; only what they pay differs.
    #[inline(always)]
    pub fn outcome(tables: &UnitTables, cell: Cell, digit: u8) -> Event {
        outcome_of_try(cell, digit, tables.first_clash(cell, digit))
    }

    /// The check's name in words in `lang`: `naive`; in Chinese 朴素（naive）, 查表（tables）,
    /// 一次循环（oneloop）.
    pub fn words(self, lang: Lang) -> &'static str {
        lang.text(match self {
            Check::Naive => Text::CheckWordNaive,
            Check::Tables => Text::CheckWordTables,
            Check::OneLoop => Text::CheckWordOneLoop,
        })
    }

    /// The check's name in a strategy's name: `naive`, `tables`, `oneloop`.
    pub fn name(self) -> &'static str {
        match self {
            Check::Naive => "naive",
            Check::Tables => "tables",
            Check::OneLoop => "oneloop",
        }
    }

    /// Whether a trace headed with this check is held to the check's own order of
    /// meeting a try's units ([`ClashWatch::held_to`]): `oneloop`'s. A trace headed
    /// `naive` or `tables` may keep to any order people write.
    pub const fn holds_its_order(self) -> bool {
        matches!(self, Check::OneLoop)
    }

    /// Whether the check reads cells one by one (`naive`, `oneloop`), paying
    /// `cell_reads`, rather than looking digits up in tables.
    pub const fn scans(self) -> bool {
        matches!(self, Check::Naive | Check::OneLoop)
    }

    /// The count this check pays into: cell reads, or table lookups.
    pub fn count(self) -> Count {
        match self {
            Check::Naive | Check::OneLoop => Count::CellReads,
            Check::Tables => Count::TableLookups,
        }
    }

    /// The name of the counter this check pays into, as `solve --json` names it.
    pub fn cost_name(self) -> &'static str {
        match self {
            Check::Naive | Check::OneLoop => "cell_reads",
            Check::Tables => "table_lookups",
        }
    }

    /// The check's own cost counter in `stats`.
    pub fn cost(self, stats: &Stats) -> u64 {
        match self {
            Check::Naive | Check::OneLoop => stats.cell_reads,
            Check::Tables => stats.table_lookups,
        }
    }

    /// Charge `cost` to this check's counter in `stats`.
    pub(crate) fn charge(self, stats: &mut Stats, cost: u64) {
        match self {
            Check::Naive | Check::OneLoop => stats.cell_reads += cost,
            Check::Tables => stats.table_lookups += cost,
        }
    }
}

/// What a check did for one event of a search, as a reader is shown it: the cells the
/// naive check read or the tables the tables check looked up for a try, or the blanks
/// a look over the board worked out the candidates of. What it cost follows from it
/// ([`CheckWork::cost`]), as the search charges it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CheckWork {
    /// A try of `cell` checked: the first `n` steps of the check's order for that cell,
    /// a scanning check's cells ([`Check::scan_order`]: for `naive` the row left to
    /// right, the column top to bottom, the box in reading order; for `oneloop` cell i of
    /// each in turn; 27 for a try that fits) or the tables check's units (its row,
    /// column and box tables, in that order; 3 for a fit).
    Try {
        /// The cell tried.
        cell: Cell,
        /// The steps taken: cells read, or tables looked up.
        n: u8,
    },
    /// A look over the blanks, to choose one or to find forced ones: each of these
    /// blanks' candidates worked out as a fitting try is checked.
    Survey {
        /// The blanks looked over, in reading order.
        blanks: [bool; CELLS],
    },
}

impl CheckWork {
    /// A try's work unit by unit for `check`: the cells read (or tables looked up) in the
    /// row, the column and the box; `None` for a look over the blanks. Naive reads the
    /// row, then the column, then the box; oneloop cell i of each in turn; tables one
    /// table of each.
    pub fn by_unit(&self, check: Check) -> Option<[u8; 3]> {
        let CheckWork::Try { n, .. } = *self else {
            return None;
        };
        let mut units = [0u8; 3];
        for step in 0..usize::from(n) {
            let unit = match check {
                Check::OneLoop => step % 3,
                Check::Naive => step / 9,
                Check::Tables => step,
            };
            if let Some(count) = units.get_mut(unit) {
                *count += 1;
            }
        }
        Some(units)
    }

    /// What the work cost `check`: cells read, or tables looked up.
    pub fn cost(&self, check: Check) -> u64 {
        match self {
            CheckWork::Try { n, .. } => u64::from(*n),
            CheckWork::Survey { blanks } => {
                check.survey_cost(blanks.iter().filter(|&&blank| blank).count() as u64)
            }
        }
    }
}

/// The outcome of a try of `digit` in `cell` that meets `clash` (the unit and the cell
/// holding the digit there), or none: a conflict, else the place.
#[inline(always)]
fn outcome_of_try(cell: Cell, digit: u8, clash: Option<(Unit, Cell)>) -> Event {
    match clash {
        Some((unit, with)) => Event::Conflict {
            cell,
            digit,
            unit,
            with,
        },
        None => Event::Place { cell, digit },
    }
}

impl ClashOrder {
    /// The outcome of a try of `digit` in the empty `cell`, on the board whose unit
    /// tables are `tables`, for a check that meets the units in this order: the clash it
    /// names (the unit and the cell holding the digit there), else the place.
    pub fn outcome(self, tables: &UnitTables, cell: Cell, digit: u8) -> Event {
        let clash = match self {
            ClashOrder::UnitByUnit => tables.first_clash(cell, digit),
            other => {
                let (units, one_loop) = other.units();
                tables.first_clash_in(cell, digit, units, one_loop)
            }
        };
        outcome_of_try(cell, digit, clash)
    }

    /// What a scanning check meeting the units in this order reads to find a clash with
    /// the cell at `position` (0 to 8) of `unit`: unit by unit, the whole units before it
    /// and the cells before it in its own; in one loop, three cells a step before step
    /// `position`, and the units before it at that step.
    #[inline(always)]
    pub fn scan_cost(self, unit: Unit, position: usize) -> u64 {
        let (units, one_loop) = self.units();
        let rank = units.iter().position(|&u| u == unit).unwrap_or(0);
        match one_loop {
            true => (position * units.len() + rank + 1) as u64,
            false => (rank * 9 + position + 1) as u64,
        }
    }

    /// This order's bit in a set of orders.
    const fn bit(self) -> u8 {
        1 << self as u8
    }
}

impl Check {
    /// The check of the search a trace's header names, if sudotrace knows it: the one
    /// whose costs a trace read back is charged ([`EventCounter`](super::EventCounter)).
    pub fn of_solver(solver: &str) -> Option<Check> {
        Strategy::from_name(solver).map(|strategy| strategy.check)
    }

    /// The cells a scanning check reads for a try of `cell`, in its order: for `naive`
    /// the row left to right, then the column top to bottom, then the box in reading
    /// order; for `oneloop` the row's cell i, the column's cell i and the box's cell i
    /// for i from 0 to 8 (`cell` itself once in each unit). The tables check reads no
    /// cell; asked, it gives the naive order.
    pub fn scan_order(self, cell: Cell) -> [Cell; 27] {
        let units = [Unit::Row, Unit::Col, Unit::Box].map(|unit| unit.cells_of(cell));
        let mut order = [cell; 27];
        for (u, unit) in units.iter().enumerate() {
            for (position, &other) in unit.iter().enumerate() {
                order[self.scan_index(Unit::ALL[u], position)] = other;
            }
        }
        order
    }

    /// What this check did for `event`, the board before it being `board`: the try it
    /// checked (a conflict or a place), or the blanks it looked over (a choice, a forced
    /// digit, a dead end); `None` for an event that costs no check.
    pub fn work(self, event: &Event, board: &Grid) -> Option<CheckWork> {
        match *event {
            Event::Conflict { cell, .. } | Event::Place { cell, .. } => Some(CheckWork::Try {
                cell,
                n: self.event_cost(event, 0) as u8,
            }),
            Event::Choose { .. }
            | Event::Force { .. }
            | Event::DeadEnd { .. }
            | Event::Eliminate { .. } => Some(CheckWork::Survey {
                blanks: std::array::from_fn(|i| board.digits()[i] == 0),
            }),
            Event::Try { .. }
            | Event::Backtrack { .. }
            | Event::Unforce { .. }
            | Event::Restore { .. } => None,
        }
    }
}

/// Which [`ClashOrder`]s the conflicts of a trace keep to, as far as they tell, while
/// the trace is compared event by event with a strategy's search (whose rules name each
/// clash in the order of the strategy's check). A trace whose conflicts all name the
/// clash one order meets first is the same search, checked in that order: the tries,
/// placements and backtracks are the strategy's. Each conflict leaves the orders that
/// name its clash; where none is left, the trace leaves the search, there and nowhere
/// earlier. A trace whose header names `oneloop` is held to the one loop alone
/// ([`ClashWatch::held_to`]); one naming `naive` or `tables`, or another solver's, may
/// keep to any order people write.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClashWatch {
    /// The order of the strategy's own check, whose clashes its rules name.
    own: ClashOrder,
    /// The orders every conflict so far names the clash of (a set of their bits).
    left: u8,
    /// The event whose conflict first named a clash other than the own order's, once
    /// one has.
    told_at: u64,
}

impl Default for ClashWatch {
    /// The watch of a trace of a check that meets the units unit by unit, `naive` or
    /// `tables`, or of another solver: any order may be the trace's.
    fn default() -> Self {
        ClashWatch {
            own: ClashOrder::UnitByUnit,
            left: ClashOrder::ALL
                .iter()
                .fold(0, |set, order| set | order.bit()),
            told_at: 0,
        }
    }
}

impl ClashWatch {
    /// The watch of a trace whose header names a search with `check`: held to the one
    /// loop for `oneloop`; for the others, any order.
    pub fn held_to(check: Check) -> ClashWatch {
        match check.holds_its_order() {
            false => ClashWatch::default(),
            true => ClashWatch {
                own: check.clash_order(),
                left: check.clash_order().bit(),
                told_at: 0,
            },
        }
    }

    /// Whether the trace's `event`, its event `number`, is `predicted`, the strategy's
    /// next event (as its rules give it, the clash named in the strategy's own order),
    /// or that event with the clash an order the trace may keep to names instead.
    /// `tables` gives the board's unit tables, before or after `event` (only conflicts
    /// are told apart, and a conflict changes nothing on the board), asked only when a
    /// conflict may tell an order: a reader following sudotrace's own traces seldom asks.
    #[inline(always)]
    pub fn matches<'t>(
        &mut self,
        number: u64,
        event: Event,
        predicted: Option<Event>,
        tables: impl FnOnce() -> &'t UnitTables,
    ) -> bool {
        // The way sudotrace's own traces read: the rules' event, and no clash to tell.
        if Some(event) == predicted
            && (self.left == self.own.bit() || !matches!(event, Event::Conflict { .. }))
        {
            return true;
        }
        self.matches_otherwise(number, event, predicted, tables())
    }

    /// [`matches`](ClashWatch::matches) where the event is not simply the rules' own.
    #[inline(never)]
    fn matches_otherwise(
        &mut self,
        number: u64,
        event: Event,
        predicted: Option<Event>,
        tables: &UnitTables,
    ) -> bool {
        let (
            Some(Event::Conflict { cell, digit, .. }),
            Event::Conflict {
                cell: same_cell,
                digit: same_digit,
                ..
            },
        ) = (predicted, event)
        else {
            return Some(event) == predicted;
        };
        if (cell, digit) != (same_cell, same_digit) {
            return false;
        }
        let naming = ClashOrder::ALL
            .into_iter()
            .filter(|order| self.left & order.bit() != 0)
            .filter(|order| order.outcome(tables, cell, digit) == event)
            .fold(0, |set, order| set | order.bit());
        if naming == 0 {
            return false;
        }
        if naming & self.own.bit() == 0 && self.told_at == 0 {
            self.told_at = number;
        }
        self.left = naming;
        true
    }

    /// The order the trace's conflicts keep to when it is not the strategy's own (the
    /// first of [`ClashOrder::ALL`] that every conflict so far names the clash of), and
    /// the number of the event whose conflict first named a clash the own order does
    /// not; `None` while the own order names every clash.
    pub fn kept(&self) -> Option<(ClashOrder, u64)> {
        if self.left & self.own.bit() != 0 {
            return None;
        }
        ClashOrder::ALL
            .into_iter()
            .find(|order| self.left & order.bit() != 0)
            .map(|order| (order, self.told_at))
    }

    /// The strategy's next event `predicted`, with its clash as the order the trace
    /// keeps to names it, on the board whose unit tables are `tables`.
    pub fn expected(&self, predicted: Option<Event>, tables: &UnitTables) -> Option<Event> {
        match (self.kept(), predicted) {
            (Some((order, _)), Some(Event::Conflict { cell, digit, .. })) => {
                Some(order.outcome(tables, cell, digit))
            }
            _ => predicted,
        }
    }
}

/// The blank cells of the puzzle in reading order, the order the search fills them.
pub(super) struct Blanks {
    pub cells: [Cell; CELLS],
    pub len: usize,
}

impl Blanks {
    pub(crate) fn of(puzzle: &Grid) -> Blanks {
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

/// What the search counts of the digits it tries: all of them, and, for a check that
/// sees a blank's digits at once, those that clashed first in the row and first in the
/// column (the others that did not fit clashed in the box). Kept by the search loop with
/// its own counts, so that they stay in registers.
#[derive(Clone, Copy, Default)]
pub(super) struct Visits {
    pub tries: u64,
    pub row_clashes: u64,
    pub col_clashes: u64,
}

/// One of the two ways to check a try, as the hot loop drives it. `slot` is the position
/// in the list of blanks.
pub(super) trait Checker {
    /// What the check works out once on arriving at a blank, reused for each digit tried there.
    type AtSlot: Copy + Default;
    /// Whether the check knows on arriving at a blank every digit that fits there
    /// ([`fitting`](Checker::fitting)), so that an untraced search can skip the digits
    /// that clash instead of trying them one by one.
    const SEES_FITS: bool;

    fn arrive(&self, slot: usize) -> Self::AtSlot;
    /// Whether `digit` fits at the blank; the hot path of the search.
    fn fits(&mut self, at: &Self::AtSlot, slot: usize, digit: u32) -> bool;
    /// The digits that fit at the blank (bit `d` for digit `d`), for a check that
    /// [sees them](Checker::SEES_FITS); the search settles the others' clashes.
    fn fitting(&self, at: &Self::AtSlot) -> u32;
    /// The unit that clashed on the last `digit` that did not fit, and the cell holding
    /// it there; asked only when the events are recorded.
    fn clash(&self, at: &Self::AtSlot, slot: usize, digit: u32) -> (Unit, Cell);
    /// For a check that [sees the fits](Checker::SEES_FITS): count as tried every digit
    /// from `first` to 9 at a blank that arrived to `at`, with the unit each clashes in.
    fn count_from(&self, at: &Self::AtSlot, first: u32, visits: &mut Visits);
    /// Take back what [`count_from`](Checker::count_from) counted of digits `first` to 9.
    fn uncount_from(&self, at: &Self::AtSlot, first: u32, visits: &mut Visits);
    fn place(&mut self, slot: usize, digit: u32);
    /// Note where the digit just placed at blank `slot` stands, for
    /// [`clash`](Checker::clash) to name it at once; only a recorded search asks.
    #[inline(always)]
    fn note_holder(&mut self, _slot: usize, _digit: u32) {}
    fn erase(&mut self, slot: usize, digit: u32);
    /// The digit on the board at blank `slot`.
    fn digit_at(&self, slot: usize) -> u32;
    /// The board and what the check counted, given what the visits counted, how many
    /// digits were tried and how many of them fitted, and the digits of the blanks
    /// filled where the search stopped (`placed[slot]` for each of them, in order).
    fn finish(self, visits: Visits, tries: u64, fits: u64, placed: &[u32]) -> ([u8; CELLS], Tally);
}

/// A scanning check: `naive`, or with `ONE_LOOP` `oneloop` (a type each, so that the
/// hot loop knows its order when compiled). It counts each try as it goes, since the
/// scan is where its cost lies.
pub(super) struct ScanCheck<const ONE_LOOP: bool> {
    board: [u8; CELLS],
    /// For each blank, the 27 cells it scans, in the check's order.
    scans: [[u8; 27]; CELLS],
    cells: [u8; CELLS],
    /// Index in the scan of the cell that held the last digit that did not fit.
    last_hit: usize,
    tally: Tally,
}

impl<const ONE_LOOP: bool> ScanCheck<ONE_LOOP> {
    /// The check this scan is.
    const CHECK: Check = if ONE_LOOP {
        Check::OneLoop
    } else {
        Check::Naive
    };

    pub(crate) fn new(board: &Grid, blanks: &Blanks) -> Self {
        let check = Self::CHECK;
        let mut scans = [[0u8; 27]; CELLS];
        let mut cells = [0u8; CELLS];
        for (slot, &cell) in blanks.cells[..blanks.len].iter().enumerate() {
            cells[slot] = cell.index() as u8;
            scans[slot] = check.scan_order(cell).map(|other| other.index() as u8);
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

impl<const ONE_LOOP: bool> Checker for ScanCheck<ONE_LOOP> {
    type AtSlot = ();
    /// The scan is the naive check's whole point: each try reads its cells.
    const SEES_FITS: bool = false;

    #[inline(always)]
    fn arrive(&self, _slot: usize) {}

    fn fitting(&self, _at: &()) -> u32 {
        unreachable!("the naive check finds what fits by scanning, digit by digit")
    }

    #[inline(always)]
    fn fits(&mut self, _at: &(), slot: usize, digit: u32) -> bool {
        let scan = &self.scans[slot];
        for (i, &other) in scan.iter().enumerate() {
            if self.board[other as usize] as u32 == digit {
                self.tally.cost += Check::scan_cost(i);
                self.tally.conflicts.add(Self::CHECK.scan_unit(i));
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
            Self::CHECK.scan_unit(self.last_hit),
            Cell::from_index(cell as usize).expect("scanned cell"),
        )
    }

    #[inline(always)]
    fn count_from(&self, _at: &(), _first: u32, _visits: &mut Visits) {}

    #[inline(always)]
    fn uncount_from(&self, _at: &(), _first: u32, _visits: &mut Visits) {}

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

    fn finish(
        self,
        _visits: Visits,
        _tries: u64,
        _fits: u64,
        _placed: &[u32],
    ) -> ([u8; CELLS], Tally) {
        (self.board, self.tally)
    }
}

/// Bits 1 to 9: every digit.
const ALL_DIGITS: u32 = 0x3fe;

/// The tables check, kept up to date on every place and erase. It keeps only which
/// digits each unit holds, as a try consults them; the cell holding a clashing digit is
/// asked only by a recorded search, which keeps where each digit stands for it.
pub(super) struct TableCheck {
    /// The board the search started from (with the digits a recorded search placed
    /// since: [`Checker::note_holder`]), and which digits each unit holds (bit `d` for
    /// digit `d`), both with room for any byte as an index: the cells and units a blank
    /// names are bytes, so the hot loop reads and writes them with no bounds check. The
    /// hot loop keeps the blanks' digits itself, so an untraced search writes nothing
    /// here but the tables; [`Checker::finish`] puts the board together.
    board: [u8; 256],
    used: [u32; 256],
    /// For each blank: its cell and the table index of its row, column and box.
    units: [[u8; 4]; CELLS],
    /// How many blanks there are.
    blanks: usize,
    /// For each unit and digit, the cell the digit was last put in there: while the
    /// unit's table holds the digit, the cell holding it. Filled from the board for
    /// every search, kept up to date by a recorded one only ([`Checker::note_holder`]),
    /// which names that cell at every conflict.
    holders: [[u8; 16]; UNITS],
}

/// The tables of one blank's row, column and box as they stand while the search is
/// there: the digits whose first clash is in the row, in the column (and not the row),
/// and in the box (and neither of the others), and all three together.
#[derive(Clone, Copy, Default)]
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
    pub(crate) fn of(units: [u16; 3]) -> FirstClash {
        FirstClash::of_masks(units.map(u32::from))
    }

    /// Digits `first` to 9 at this blank, all tried: how many, and how many of them
    /// clash first in the row and first in the column.
    #[inline(always)]
    fn visits_from(&self, first: u32) -> Visits {
        let from = ALL_DIGITS & !((1u32 << first) - 1);
        Visits {
            tries: (10 - first.min(10)) as u64,
            row_clashes: (self.row & from).count_ones() as u64,
            col_clashes: (self.col & from).count_ones() as u64,
        }
    }

    /// [`of`](FirstClash::of), for sets held in words.
    #[inline(always)]
    fn of_masks([row, col, box_]: [u32; 3]) -> FirstClash {
        let col = col & !row;
        let box_ = box_ & !row & !col;
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
    pub(crate) fn count(
        &self,
        conflicts: &mut Conflicts,
        first: u32,
        end: u32,
        fitted: bool,
    ) -> u64 {
        let tried = (1u32 << end) - (1u32 << first);
        let visit = Conflicts {
            row: (self.row & tried).count_ones() as u64,
            col: (self.col & tried).count_ones() as u64,
            box_: (self.box_ & tried).count_ones() as u64,
        };
        conflicts.row += visit.row;
        conflicts.col += visit.col;
        conflicts.box_ += visit.box_;
        Check::tables_cost(&visit, fitted as u64)
    }
}

impl TableCheck {
    pub(crate) fn new(board: &Grid, blanks: &Blanks) -> TableCheck {
        let mut units = [[0; 4]; CELLS];
        for (slot, &cell) in blanks.cells[..blanks.len].iter().enumerate() {
            let [row, col, bx] = UNITS_OF[cell.index()];
            units[slot] = [cell.index() as u8, row, col, bx];
        }
        let mut cells = [0; 256];
        cells[..CELLS].copy_from_slice(board.digits());
        let tables = UnitTables::of(board);
        let mut used = [0; 256];
        for (unit, digits) in used.iter_mut().take(UNITS).enumerate() {
            *digits = tables.digits().of(unit) as u32;
        }
        let mut holders = [[0; 16]; UNITS];
        for (cell, &digit) in board.digits().iter().enumerate() {
            for unit in UNITS_OF[cell] {
                holders[usize::from(unit)][usize::from(digit)] = cell as u8;
            }
        }
        TableCheck {
            board: cells,
            used,
            units,
            blanks: blanks.len,
            holders,
        }
    }
}

impl Checker for TableCheck {
    type AtSlot = FirstClash;

    #[inline(always)]
    fn arrive(&self, slot: usize) -> FirstClash {
        let [_, row, col, bx] = self.units[slot];
        FirstClash::of_masks([row, col, bx].map(|unit| self.used[unit as usize]))
    }

    const SEES_FITS: bool = true;

    #[inline(always)]
    fn fits(&mut self, at: &FirstClash, _slot: usize, digit: u32) -> bool {
        at.any & (1 << digit) == 0
    }

    #[inline(always)]
    fn fitting(&self, at: &FirstClash) -> u32 {
        !at.any & ALL_DIGITS
    }

    #[inline(always)]
    fn clash(&self, at: &FirstClash, slot: usize, digit: u32) -> (Unit, Cell) {
        let bit = 1 << digit;
        let (unit, index) = if at.row & bit != 0 {
            (Unit::Row, 1)
        } else if at.col & bit != 0 {
            (Unit::Col, 2)
        } else {
            (Unit::Box, 3)
        };
        let table = usize::from(self.units[slot][index]);
        let holder = self.holders[table][digit as usize & 15];
        debug_assert_eq!(u32::from(self.board[usize::from(holder)]), digit);
        (unit, Cell::at(holder))
    }

    /// The digits from `first` on, counted by the unit they clash in from their bits:
    /// every digit tried that did not fit clashed in exactly one unit first, so the
    /// box's share is what the row and the column leave.
    #[inline(always)]
    fn count_from(&self, at: &FirstClash, first: u32, visits: &mut Visits) {
        let counted = at.visits_from(first);
        visits.tries += counted.tries;
        visits.row_clashes += counted.row_clashes;
        visits.col_clashes += counted.col_clashes;
    }

    #[inline(always)]
    fn uncount_from(&self, at: &FirstClash, first: u32, visits: &mut Visits) {
        let counted = at.visits_from(first);
        visits.tries -= counted.tries;
        visits.row_clashes -= counted.row_clashes;
        visits.col_clashes -= counted.col_clashes;
    }

    #[inline(always)]
    fn place(&mut self, slot: usize, digit: u32) {
        let [_, row, col, bx] = self.units[slot];
        for unit in [row, col, bx] {
            self.used[unit as usize] |= 1 << digit;
        }
    }

    #[inline(always)]
    fn note_holder(&mut self, slot: usize, digit: u32) {
        let [cell, row, col, bx] = self.units[slot];
        for unit in [row, col, bx] {
            self.holders[usize::from(unit)][digit as usize & 15] = cell;
        }
        self.board[cell as usize] = digit as u8;
    }

    #[inline(always)]
    fn erase(&mut self, slot: usize, digit: u32) {
        let [_, row, col, bx] = self.units[slot];
        for unit in [row, col, bx] {
            self.used[unit as usize] &= !(1 << digit);
        }
    }

    fn digit_at(&self, slot: usize) -> u32 {
        self.board[self.units[slot][0] as usize] as u32
    }

    fn finish(
        mut self,
        visits: Visits,
        tries: u64,
        fits: u64,
        placed: &[u32],
    ) -> ([u8; CELLS], Tally) {
        for (slot, [cell, ..]) in self.units.iter().enumerate().take(self.blanks) {
            self.board[usize::from(*cell)] = placed.get(slot).map_or(0, |&digit| digit as u8);
        }
        let conflicts = Conflicts {
            row: visits.row_clashes,
            col: visits.col_clashes,
            box_: tries - fits - visits.row_clashes - visits.col_clashes,
        };
        let cost = Check::tables_cost(&conflicts, fits);
        let mut board = [0; CELLS];
        board.copy_from_slice(&self.board[..CELLS]);
        (board, Tally { conflicts, cost })
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

//! The backtracking search the articles teach, instrumented: blanks in reading order,
//! digits 1 to 9 ascending, each try checked against the row, then the column, then
//! the box, with either of two checks:
//!
//! - `naive` scans the cells of each unit and counts every cell it reads;
//! - `tables` keeps, per row, column and box, the digits in use and where each sits,
//!   and counts every unit it consults.
//!
//! Both make the same search and so emit the same events. The loop is explicit (no
//! recursion), allocates nothing and formats nothing; events go to a [`Sink`] the
//! search is generic over, so an untraced run ([`NullSink`]) pays nothing for tracing.

use std::fmt;
use std::str::FromStr;
use std::time::{Duration, Instant};

use crate::event::{End, Event, Outcome};
use crate::grid::{CELLS, Cell, Grid, Unit};
use crate::stats::{Conflicts, Stats};

/// Which check a try goes through.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum SolverKind {
    /// Scan the row, column and box cell by cell.
    Naive,
    /// Look the digit up in per-unit tables.
    Tables,
}

impl SolverKind {
    pub const ALL: [SolverKind; 2] = [SolverKind::Naive, SolverKind::Tables];

    /// The name used on the command line, in trace headers and in reports.
    pub fn name(self) -> &'static str {
        match self {
            SolverKind::Naive => "naive",
            SolverKind::Tables => "tables",
        }
    }

    pub fn from_name(name: &str) -> Option<SolverKind> {
        SolverKind::ALL.into_iter().find(|kind| kind.name() == name)
    }
}

impl fmt::Display for SolverKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for SolverKind {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        SolverKind::from_name(s)
            .ok_or_else(|| format!("unknown solver {s:?} (use naive or tables)"))
    }
}

/// Where the search sends its events.
pub trait Sink {
    /// False for a sink that drops everything, so the search can skip even working out
    /// what it would have sent.
    const RECORDS: bool = true;

    fn event(&mut self, event: Event);
}

/// The sink of an untraced run: drops every event, and costs nothing.
#[derive(Clone, Copy, Default, Debug)]
pub struct NullSink;

impl Sink for NullSink {
    const RECORDS: bool = false;

    #[inline(always)]
    fn event(&mut self, _event: Event) {}
}

/// Collects events in memory; for tests and small searches only.
impl Sink for Vec<Event> {
    fn event(&mut self, event: Event) {
        self.push(event);
    }
}

impl<S: Sink> Sink for &mut S {
    const RECORDS: bool = S::RECORDS;

    #[inline(always)]
    fn event(&mut self, event: Event) {
        (**self).event(event);
    }
}

/// What a search gives back: its end record and how long the search itself took.
#[derive(Clone, Debug)]
pub struct Run {
    pub end: End,
    pub elapsed: Duration,
}

/// Solve `puzzle` with the chosen check, sending every event to `sink`.
///
/// `max_events` stops the search cleanly (outcome [`Outcome::Limit`]) before it would
/// emit more events than that; a try is never separated from its conflict or place.
/// A puzzle whose givens already clash is unsolvable without a single event.
pub fn solve<S: Sink>(
    puzzle: &Grid,
    kind: SolverKind,
    max_events: Option<u64>,
    sink: &mut S,
) -> Run {
    let limit = max_events;
    let started = Instant::now();
    let (outcome, counts, tally, board) = if puzzle.first_clash().is_some() {
        (
            Outcome::Unsolvable,
            Counts::default(),
            Tally::default(),
            *puzzle.digits(),
        )
    } else {
        let (outcome, counts, tally, board, _) =
            run_checked(puzzle, puzzle, kind, Resume::START, limit, sink);
        (outcome, counts, tally, board)
    };
    let elapsed = started.elapsed();
    let stats = stats_of(kind, &counts, &tally);
    let solution = (outcome == Outcome::Solved).then(|| Grid::from_digits(board).expect("digits"));
    Run {
        end: End {
            outcome,
            solution,
            stats,
        },
        elapsed,
    }
}

/// Times of repeated untraced runs of one search.
#[derive(Clone, Copy, Debug)]
pub struct Timing {
    pub median: Duration,
    pub min: Duration,
    pub max: Duration,
    pub runs: usize,
}

/// Time `runs` untraced searches (after one warm-up run that is not counted).
pub fn time_untraced(puzzle: &Grid, kind: SolverKind, runs: usize) -> Timing {
    let runs = runs.max(1);
    solve(puzzle, kind, None, &mut NullSink);
    let mut times: Vec<Duration> = (0..runs)
        .map(|_| solve(puzzle, kind, None, &mut NullSink).elapsed)
        .collect();
    times.sort();
    Timing {
        median: times[runs / 2],
        min: times[0],
        max: times[runs - 1],
        runs,
    }
}

/// Where the search stands between two events: at blank number `slot` (in reading
/// order), having tried digits up to `last_tried` there (0: none yet; 9: none left,
/// so the next event is a backtrack, or the end). A try and its outcome are never split.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Resume {
    pub slot: usize,
    pub last_tried: u32,
}

impl Resume {
    /// Before the first event.
    pub const START: Resume = Resume {
        slot: 0,
        last_tried: 0,
    };
}

/// What a stretch of the search did: its counts (`max_depth` is the deepest it went
/// within the stretch), where it stopped, the board there, and how the search ended
/// if it did.
#[derive(Clone, Debug)]
pub struct Stretch {
    pub stats: Stats,
    pub at: Resume,
    pub board: Grid,
    pub ended: Option<Outcome>,
}

/// Carry on the search of `puzzle` from `board` at `at`, for at most `budget` events,
/// sending each to `sink`. The caller vouches that `board` is one the search stands at
/// there: the puzzle's givens, its blanks before `slot` filled and the rest empty, and
/// no digit twice in a unit. The stretch may stop one event short of `budget` rather
/// than split a try from its outcome.
pub fn resume<S: Sink>(
    puzzle: &Grid,
    board: &Grid,
    kind: SolverKind,
    at: Resume,
    budget: u64,
    sink: &mut S,
) -> Stretch {
    let (outcome, counts, tally, digits, at) =
        run_checked(puzzle, board, kind, at, Some(budget), sink);
    Stretch {
        stats: stats_of(kind, &counts, &tally),
        at,
        board: Grid::from_digits(digits).expect("digits"),
        ended: (outcome != Outcome::Limit).then_some(outcome),
    }
}

/// The search of `puzzle` from `board` at `start`, with the chosen check.
#[inline(always)]
fn run_checked<S: Sink>(
    puzzle: &Grid,
    board: &Grid,
    kind: SolverKind,
    start: Resume,
    limit: Option<u64>,
    sink: &mut S,
) -> (Outcome, Counts, Tally, [u8; CELLS], Resume) {
    let blanks = Blanks::of(puzzle);
    match kind {
        SolverKind::Naive => {
            let mut check = ScanCheck::new(board, &blanks);
            let (outcome, counts, at) = search(&mut check, &blanks, start, limit, sink);
            (outcome, counts, check.tally, check.board, at)
        }
        SolverKind::Tables => {
            let mut check = TableCheck::new(board, &blanks);
            let (outcome, counts, at) = search(&mut check, &blanks, start, limit, sink);
            (outcome, counts, check.tally, check.board, at)
        }
    }
}

/// The counts of a search as [`Stats`]: the cost goes to the counter of its check.
fn stats_of(kind: SolverKind, counts: &Counts, tally: &Tally) -> Stats {
    Stats {
        tries: counts.tries,
        conflicts: tally.conflicts,
        places: counts.places,
        backtracks: counts.backtracks,
        cell_reads: if kind == SolverKind::Naive {
            tally.cost
        } else {
            0
        },
        table_lookups: if kind == SolverKind::Tables {
            tally.cost
        } else {
            0
        },
        max_depth: counts.max_depth,
        events: 2 * counts.tries + counts.backtracks,
    }
}

/// The blank cells of the puzzle in reading order, the order the search fills them.
struct Blanks {
    cells: [Cell; CELLS],
    len: usize,
}

impl Blanks {
    fn of(puzzle: &Grid) -> Blanks {
        let mut cells = [Cell::from_index(0).expect("cell 0"); CELLS];
        let mut len = 0;
        for cell in Grid::all_cells().filter(|&cell| puzzle.get(cell) == 0) {
            cells[len] = cell;
            len += 1;
        }
        Blanks { cells, len }
    }
}

/// What the search loop counts itself.
#[derive(Default)]
struct Counts {
    tries: u64,
    places: u64,
    backtracks: u64,
    max_depth: u64,
}

/// What each check counts: conflicts by the unit that clashed, and its own cost.
#[derive(Clone, Copy, Default)]
struct Tally {
    conflicts: Conflicts,
    cost: u64,
}

/// One of the two ways to check a try. `slot` is the position in the list of blanks.
trait Check {
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
}

/// The search itself, shared by both checks. Without an event limit, the loop is
/// compiled without the limit's bookkeeping.
#[inline(always)]
fn search<C: Check, S: Sink>(
    check: &mut C,
    blanks: &Blanks,
    start: Resume,
    limit: Option<u64>,
    sink: &mut S,
) -> (Outcome, Counts, Resume) {
    match limit {
        Some(limit) => search_loop::<C, S, true>(check, blanks, start, limit, sink),
        None => search_loop::<C, S, false>(check, blanks, start, u64::MAX, sink),
    }
}

#[inline(always)]
fn search_loop<C: Check, S: Sink, const LIMITED: bool>(
    check: &mut C,
    blanks: &Blanks,
    start: Resume,
    limit: u64,
    sink: &mut S,
) -> (Outcome, Counts, Resume) {
    let mut placed = [0u32; CELLS];
    for (slot, digit) in placed.iter_mut().enumerate().take(start.slot) {
        *digit = check.digit_at(slot);
    }
    let mut slot = start.slot;
    let mut last_tried = start.last_tried;
    // Locals, not fields of `Counts`, so that the hot loop keeps them in registers.
    let (mut tries, mut places, mut backtracks, mut max_depth) = (0u64, 0u64, 0u64, 0u64);
    let mut budget = limit;
    let outcome = 'search: loop {
        if slot == blanks.len {
            break Outcome::Solved;
        }
        let cell = blanks.cells[slot];
        let at = check.arrive(slot);
        let first = last_tried + 1;
        let mut digit = first;
        let fitted = loop {
            if digit > 9 {
                break false;
            }
            if LIMITED {
                if budget < 2 {
                    check.settle(&at, first, digit, false);
                    last_tried = digit - 1;
                    break 'search Outcome::Limit;
                }
                budget -= 2;
            }
            tries += 1;
            sink.event(Event::Try {
                cell,
                digit: digit as u8,
            });
            if check.fits(&at, slot, digit) {
                break true;
            }
            if S::RECORDS {
                let (unit, with) = check.clash(&at, slot, digit);
                sink.event(Event::Conflict {
                    cell,
                    digit: digit as u8,
                    unit,
                    with,
                });
            }
            digit += 1;
        };
        check.settle(&at, first, digit, fitted);
        if fitted {
            check.place(slot, digit);
            placed[slot] = digit;
            places += 1;
            slot += 1;
            max_depth = max_depth.max(slot as u64);
            sink.event(Event::Place {
                cell,
                digit: digit as u8,
            });
            last_tried = 0;
            continue;
        }
        if slot == 0 {
            break Outcome::Unsolvable;
        }
        if LIMITED {
            if budget < 1 {
                last_tried = 9;
                break Outcome::Limit;
            }
            budget -= 1;
        }
        slot -= 1;
        last_tried = placed[slot];
        check.erase(slot, last_tried);
        backtracks += 1;
        sink.event(Event::Backtrack {
            cell: blanks.cells[slot],
            digit: last_tried as u8,
        });
    };
    (
        outcome,
        Counts {
            tries,
            places,
            backtracks,
            max_depth,
        },
        Resume { slot, last_tried },
    )
}

/// The naive check: read the row's cells left to right, then the column's top to
/// bottom, then the box's in reading order, stopping at the first that holds the digit.
/// It counts each try as it goes, since the scan is where its cost lies.
struct ScanCheck {
    board: [u8; CELLS],
    /// For each blank, the 27 cells it scans, in scan order.
    scans: [[u8; 27]; CELLS],
    cells: [u8; CELLS],
    /// Index in the scan of the cell that held the last digit that did not fit.
    last_hit: usize,
    tally: Tally,
}

impl ScanCheck {
    fn new(puzzle: &Grid, blanks: &Blanks) -> ScanCheck {
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
            board: *puzzle.digits(),
            scans,
            cells,
            last_hit: 0,
            tally: Tally::default(),
        }
    }
}

impl Check for ScanCheck {
    type AtSlot = ();

    #[inline(always)]
    fn arrive(&self, _slot: usize) {}

    #[inline(always)]
    fn fits(&mut self, _at: &(), slot: usize, digit: u32) -> bool {
        let scan = &self.scans[slot];
        for (i, &other) in scan.iter().enumerate() {
            if self.board[other as usize] as u32 == digit {
                self.tally.cost += i as u64 + 1;
                self.tally.conflicts.add(Unit::ALL[i / 9]);
                self.last_hit = i;
                return false;
            }
        }
        self.tally.cost += 27;
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
}

/// The tables check: per row, column and box, a bit set of the digits in use and the
/// cell each one sits in, kept up to date on every place and erase.
struct TableCheck {
    board: [u8; CELLS],
    /// Digits in use, bit `d` for digit `d`: rows 0-8, columns 9-17, boxes 18-26.
    used: [u16; 27],
    /// Cell index + 1 of the holder of each digit in each unit, 0 when absent.
    holder: [[u8; 10]; 27],
    /// For each blank: its cell and the table index of its row, column and box.
    units: [[u8; 4]; CELLS],
    tally: Tally,
}

/// The tables of one blank's row, column and box as they stand while the search is
/// there: the digits whose first clash is in the row, in the column (and not the row),
/// and in the box (and neither of the others), and all three together.
#[derive(Clone, Copy)]
struct FirstClash {
    row: u32,
    col: u32,
    box_: u32,
    any: u32,
}

impl TableCheck {
    fn new(puzzle: &Grid, blanks: &Blanks) -> TableCheck {
        let mut check = TableCheck {
            board: *puzzle.digits(),
            used: [0; 27],
            holder: [[0; 10]; 27],
            units: [[0; 4]; CELLS],
            tally: Tally::default(),
        };
        for cell in Grid::all_cells() {
            let digit = puzzle.get(cell);
            if digit != 0 {
                check.enter(table_units(cell), digit as u32);
            }
        }
        for (slot, &cell) in blanks.cells[..blanks.len].iter().enumerate() {
            let [row, col, bx] = table_units(cell);
            check.units[slot] = [cell.index() as u8, row, col, bx];
        }
        check
    }

    #[inline(always)]
    fn enter(&mut self, units: [u8; 3], digit: u32) {
        let cell = units_cell(units);
        for unit in units {
            self.used[unit as usize] |= 1 << digit;
            self.holder[unit as usize][digit as usize] = cell + 1;
        }
        self.board[cell as usize] = digit as u8;
    }
}

/// The table indexes of the row, column and box of `cell`.
fn table_units(cell: Cell) -> [u8; 3] {
    [
        cell.row() as u8,
        9 + cell.col() as u8,
        18 + cell.box_index() as u8,
    ]
}

/// The cell at the crossing of a row and a column given as table indexes.
fn units_cell(units: [u8; 3]) -> u8 {
    units[0] * 9 + (units[1] - 9)
}

impl Check for TableCheck {
    type AtSlot = FirstClash;

    #[inline(always)]
    fn arrive(&self, slot: usize) -> FirstClash {
        let [_, row, col, bx] = self.units[slot];
        let row = self.used[row as usize] as u32;
        let col = self.used[col as usize] as u32 & !row;
        let box_ = self.used[bx as usize] as u32 & !row & !col;
        FirstClash {
            row,
            col,
            box_,
            any: row | col | box_,
        }
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
        let table = self.units[slot][index];
        let holder = self.holder[table as usize][digit as usize] - 1;
        (
            unit,
            Cell::from_index(holder as usize).expect("holder cell"),
        )
    }

    /// A clash in the row took 1 lookup, in the column 2, in the box 3; a fit took 3.
    #[inline(always)]
    fn settle(&mut self, at: &FirstClash, first: u32, end: u32, fitted: bool) {
        let tried = (1u32 << end) - (1u32 << first);
        let row = (at.row & tried).count_ones() as u64;
        let col = (at.col & tried).count_ones() as u64;
        let box_ = (at.box_ & tried).count_ones() as u64;
        let c = &mut self.tally.conflicts;
        c.row += row;
        c.col += col;
        c.box_ += box_;
        self.tally.cost += row + 2 * col + 3 * box_ + 3 * fitted as u64;
    }

    #[inline(always)]
    fn place(&mut self, slot: usize, digit: u32) {
        let [_, row, col, bx] = self.units[slot];
        self.enter([row, col, bx], digit);
    }

    #[inline(always)]
    fn erase(&mut self, slot: usize, digit: u32) {
        let [cell, row, col, bx] = self.units[slot];
        for unit in [row, col, bx] {
            self.used[unit as usize] &= !(1 << digit);
            self.holder[unit as usize][digit as usize] = 0;
        }
        self.board[cell as usize] = 0;
    }

    fn digit_at(&self, slot: usize) -> u32 {
        self.board[self.units[slot][0] as usize] as u32
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::parse_puzzle_text;

    const LEETCODE: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    #[test]
    fn leetcode_example_counts_match_the_published_search() {
        let puzzle = parse_puzzle_text(LEETCODE).unwrap();
        for kind in SolverKind::ALL {
            let run = solve(&puzzle, kind, None, &mut NullSink);
            let s = run.end.stats;
            assert_eq!(run.end.outcome, Outcome::Solved);
            assert_eq!(
                (s.tries, s.places, s.backtracks, s.max_depth),
                (37652, 4208, 4157, 51)
            );
            assert_eq!(
                (s.conflicts.row, s.conflicts.col, s.conflicts.box_),
                (26125, 5918, 1401)
            );
            match kind {
                SolverKind::Naive => assert_eq!((s.cell_reads, s.table_lookups), (334653, 0)),
                SolverKind::Tables => assert_eq!((s.cell_reads, s.table_lookups), (0, 54788)),
            }
            assert_eq!(s.events, 2 * s.tries + s.backtracks);
        }
    }

    #[test]
    fn both_checks_emit_the_same_events() {
        let puzzle = parse_puzzle_text(LEETCODE).unwrap();
        let mut naive = Vec::new();
        let mut tables = Vec::new();
        solve(&puzzle, SolverKind::Naive, None, &mut naive);
        solve(&puzzle, SolverKind::Tables, None, &mut tables);
        assert_eq!(naive.len(), 2 * 37652 + 4157);
        assert!(naive == tables);
    }

    #[test]
    fn limit_stops_cleanly_without_splitting_a_try() {
        let puzzle = parse_puzzle_text(LEETCODE).unwrap();
        let mut events = Vec::new();
        let run = solve(&puzzle, SolverKind::Tables, Some(101), &mut events);
        assert_eq!(run.end.outcome, Outcome::Limit);
        assert!(run.end.solution.is_none());
        assert_eq!(run.end.stats.events, events.len() as u64);
        assert!(events.len() <= 101 && events.len() >= 100);
        assert!(!matches!(events.last(), Some(Event::Try { .. })));
    }

    #[test]
    fn unsolvable_puzzle_ends_after_exhausting_the_first_blank() {
        // r1c9 can hold nothing: its row holds 1-8 and its column holds 9.
        let mut text = String::from("12345678.");
        text.push_str("........9");
        text.push_str(&".".repeat(63));
        let puzzle = parse_puzzle_text(&text).unwrap();
        let mut events = Vec::new();
        let run = solve(&puzzle, SolverKind::Naive, None, &mut events);
        assert_eq!(run.end.outcome, Outcome::Unsolvable);
        assert_eq!(run.end.stats.tries, 9);
        assert_eq!(run.end.stats.places, 0);
        assert_eq!(events.len(), 18);
    }
}

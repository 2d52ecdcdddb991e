//! The one replay: events applied to a board, forward and backward. Every command that
//! reads a trace sees the board through this, and an event that cannot happen on the
//! board is refused here with the reason.
//!
//! The replay also foresees the next event of the canonical search (blanks in reading
//! order, digits 1 to 9, row then column then box): [`Replay::predict`]. The binary
//! trace format stores only the events that differ from the prediction, and reading it
//! back is this prediction applied over and over.

use crate::event::Event;
use crate::grid::{CELLS, Cell, Grid, Unit};
use crate::solver::{self, Resume, Sink, SolverKind};
use crate::stats::{Stats, StatsRecorder};

/// Passes events on and remembers the last.
struct LastEvent<'a, S> {
    sink: &'a mut S,
    last: Option<Event>,
}

impl<S: Sink> Sink for LastEvent<'_, S> {
    #[inline(always)]
    fn event(&mut self, event: Event) {
        self.last = Some(event);
        self.sink.event(event);
    }
}

/// Why an event cannot happen on the board as it stands.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{event} cannot happen: {reason}")]
pub struct ImpossibleEvent {
    pub event: Event,
    pub reason: String,
}

/// The table indexes (rows 0-8, columns 9-17, boxes 18-26) of each cell's three units.
const UNITS_OF: [[u8; 3]; CELLS] = {
    let mut table = [[0u8; 3]; CELLS];
    let mut i = 0;
    while i < CELLS {
        let (r, c) = (i / 9, i % 9);
        table[i] = [r as u8, 9 + c as u8, 18 + (r / 3 * 3 + c / 3) as u8];
        i += 1;
    }
    table
};

/// Marks a cell that is not a blank of the puzzle in [`Replay::slot_of`].
const NOT_BLANK: u8 = u8::MAX;

/// A board being replayed: the givens, the digits the search has placed, the counts, and
/// what the prediction of the next event needs (where each digit sits in each unit, the
/// blanks in reading order, the last event).
#[derive(Clone, Debug)]
pub struct Replay {
    givens: Grid,
    board: Grid,
    recorder: StatsRecorder,
    last: Option<Event>,
    /// Digits in use per unit, bit `d` for digit `d`.
    used: [u16; 27],
    /// Cell index + 1 of the holder of each digit in each unit, 0 when absent.
    holder: [[u8; 10]; 27],
    blanks: [u8; CELLS],
    blank_count: u8,
    slot_of: [u8; CELLS],
    /// False when the givens clash: no search runs, and the tables could not say which
    /// of two holders a conflict names.
    predicts: bool,
}

impl Replay {
    /// Start from the puzzle. `solver` names the check whose costs the counts charge.
    pub fn new(puzzle: Grid, solver: Option<SolverKind>) -> Replay {
        let mut replay = Replay {
            givens: puzzle,
            board: Grid::empty(),
            recorder: StatsRecorder::new(solver),
            last: None,
            used: [0; 27],
            holder: [[0; 10]; 27],
            blanks: [0; CELLS],
            blank_count: 0,
            slot_of: [NOT_BLANK; CELLS],
            predicts: puzzle.first_clash().is_none(),
        };
        for cell in Grid::all_cells().filter(|&cell| puzzle.get(cell) == 0) {
            replay.slot_of[cell.index()] = replay.blank_count;
            replay.blanks[replay.blank_count as usize] = cell.index() as u8;
            replay.blank_count += 1;
        }
        replay.set_board(puzzle);
        replay
    }

    /// The replay as a checkpoint describes it: `board` after some events, the last of
    /// them, and the counts so far. Refused (with the reason) when the board does not
    /// keep the givens or holds a digit twice in a unit the givens did not.
    pub fn resume(
        puzzle: Grid,
        solver: Option<SolverKind>,
        board: Grid,
        last: Option<Event>,
        stats: Stats,
        depth: u64,
    ) -> Result<Replay, String> {
        let mut replay = Replay::new(puzzle, solver);
        for cell in Grid::all_cells() {
            let given = puzzle.get(cell);
            if given != 0 && board.get(cell) != given {
                return Err(format!(
                    "the board has {} in {cell}, which holds the given {given}",
                    board.get(cell)
                ));
            }
        }
        if replay.predicts
            && let Some(clash) = board.first_clash()
        {
            return Err(format!("the board is not a search's board: {clash}"));
        }
        consistent(&puzzle, &board, last, &stats, depth)?;
        replay.set_board(board);
        replay.last = last;
        replay.recorder = StatsRecorder::resume(solver, stats, depth);
        Ok(replay)
    }

    fn set_board(&mut self, board: Grid) {
        self.used = [0; 27];
        self.holder = [[0; 10]; 27];
        self.board = board;
        for cell in Grid::all_cells() {
            let digit = board.get(cell);
            if digit != 0 {
                self.enter(cell, digit);
            }
        }
    }

    pub fn givens(&self) -> &Grid {
        &self.givens
    }

    /// The board: givens and the digits placed so far.
    pub fn board(&self) -> &Grid {
        &self.board
    }

    /// Counts of the events applied so far.
    pub fn stats(&self) -> &Stats {
        self.recorder.stats()
    }

    /// Digits the search has placed and not erased.
    pub fn depth(&self) -> u64 {
        self.recorder.depth()
    }

    /// The event applied last, `None` at the start.
    pub fn last(&self) -> Option<Event> {
        self.last
    }

    pub fn is_given(&self, cell: Cell) -> bool {
        self.givens.get(cell) != 0
    }

    /// Check that `event` can happen now, then apply it.
    pub fn apply(&mut self, event: &Event) -> Result<(), ImpossibleEvent> {
        self.check(event).map_err(|reason| ImpossibleEvent {
            event: *event,
            reason,
        })?;
        self.apply_unchecked(event);
        Ok(())
    }

    /// Apply an event known to be possible: one [`predict`](Replay::predict) gave.
    #[inline(always)]
    pub fn apply_predicted(&mut self, event: &Event) {
        debug_assert_eq!(self.check(event), Ok(()));
        self.apply_unchecked(event);
    }

    #[inline(always)]
    fn apply_unchecked(&mut self, event: &Event) {
        match *event {
            Event::Place { cell, digit } => {
                self.board.set(cell, digit);
                self.enter(cell, digit);
            }
            Event::Backtrack { cell, digit } => {
                self.board.set(cell, 0);
                self.leave(cell, digit);
            }
            Event::Try { .. } | Event::Conflict { .. } => {}
        }
        self.recorder.record(event);
        self.last = Some(*event);
    }

    #[inline(always)]
    fn enter(&mut self, cell: Cell, digit: u8) {
        for unit in UNITS_OF[cell.index()] {
            self.used[unit as usize] |= 1 << digit;
            self.holder[unit as usize][digit as usize] = cell.index() as u8 + 1;
        }
    }

    #[inline(always)]
    fn leave(&mut self, cell: Cell, digit: u8) {
        for unit in UNITS_OF[cell.index()] {
            self.used[unit as usize] &= !(1 << digit);
            self.holder[unit as usize][digit as usize] = 0;
        }
    }

    /// Take back `event`, the last one applied, `previous` being the one before it: the
    /// board goes back to what it was. The counts are not taken back; a caller stepping
    /// backward keeps its own.
    pub fn undo(&mut self, event: &Event, previous: Option<Event>) {
        match *event {
            Event::Place { cell, digit } => {
                self.board.set(cell, 0);
                self.leave(cell, digit);
            }
            Event::Backtrack { cell, digit } => {
                self.board.set(cell, digit);
                self.enter(cell, digit);
            }
            Event::Try { .. } | Event::Conflict { .. } => {}
        }
        self.last = previous;
    }

    /// The event the canonical search makes next from here, if it makes one and the
    /// board is one it could have reached: blanks in reading order, digits 1 to 9, a
    /// try checked against the row, then the column, then the box. `None` when the
    /// search would stop (solved, or nothing left to try). A prediction can always
    /// happen on the board.
    #[inline(always)]
    pub fn predict(&self) -> Option<Event> {
        if !self.predicts {
            return None;
        }
        let Some(last) = self.last else {
            return (self.blank_count > 0).then(|| Event::Try {
                cell: Cell::at(self.blanks[0]),
                digit: 1,
            });
        };
        match last {
            Event::Try { cell, digit } => Some(self.outcome_of_try(cell, digit)),
            Event::Conflict { cell, digit, .. } | Event::Backtrack { cell, digit }
                if digit < 9 && self.board.get(cell) == 0 =>
            {
                Some(Event::Try {
                    cell,
                    digit: digit + 1,
                })
            }
            Event::Conflict { cell, .. } | Event::Backtrack { cell, .. } => {
                self.backtrack_before(cell)
            }
            Event::Place { cell, .. } => {
                let next = self.slot_of[cell.index()].wrapping_add(1);
                if next >= self.blank_count {
                    return None;
                }
                let next = Cell::at(self.blanks[next as usize]);
                (self.board.get(next) == 0).then_some(Event::Try {
                    cell: next,
                    digit: 1,
                })
            }
        }
    }

    /// Apply the next `count` events of the canonical search (fewer when it stops first,
    /// or, with `whole_pairs`, one fewer rather than end on a try without its outcome, as
    /// the search's own event limit does), handing each to `sink`; gives how many were
    /// applied. Long stretches run the search itself from the board, so this is as quick
    /// as searching; the events are the ones [`predict`](Replay::predict) would have
    /// given one by one.
    pub fn apply_canonical<S: Sink>(&mut self, count: u64, sink: &mut S, whole_pairs: bool) -> u64 {
        let mut done = 0;
        while done < count {
            let Some(at) = self.resume_point().filter(|_| count - done > 1) else {
                // Between a try and its outcome, or one event from the end: one step.
                let Some(event) = self.predict() else {
                    break;
                };
                if whole_pairs && count - done == 1 && event.kind() == crate::event::EventKind::Try
                {
                    break;
                }
                self.apply_predicted(&event);
                sink.event(event);
                done += 1;
                continue;
            };
            let kind = self.recorder.cost_model().unwrap_or(SolverKind::Tables);
            let mut last = LastEvent { sink, last: None };
            let stretch =
                solver::resume(&self.givens, &self.board, kind, at, count - done, &mut last);
            let Some(event) = last.last else {
                break;
            };
            self.set_board(stretch.board);
            self.recorder
                .add_stretch(&stretch.stats, stretch.at.slot as u64);
            self.last = Some(event);
            done += stretch.stats.events;
            if stretch.ended.is_some() {
                break;
            }
        }
        done
    }

    /// Where the search carries on from, when the board and the last event are ones it
    /// stands at between a try's outcome and the next try: every blank before the
    /// current one filled, the rest empty.
    fn resume_point(&self) -> Option<Resume> {
        if !self.predicts {
            return None;
        }
        let slot_of = |cell: Cell| Some(self.slot_of[cell.index()]).filter(|&s| s != NOT_BLANK);
        let (slot, last_tried) = match self.last {
            None => (0, 0),
            Some(Event::Conflict { cell, digit, .. } | Event::Backtrack { cell, digit }) => {
                (slot_of(cell)?, digit as u32)
            }
            Some(Event::Place { cell, .. }) => (slot_of(cell)? + 1, 0),
            Some(Event::Try { .. }) => return None,
        };
        let filled_in_order = self.blanks[..self.blank_count as usize]
            .iter()
            .enumerate()
            .all(|(s, &cell)| (self.board.digits()[cell as usize] != 0) == (s < slot as usize));
        filled_in_order.then_some(Resume {
            slot: slot as usize,
            last_tried,
        })
    }

    /// A try of `digit` in `cell` clashes in the first unit that holds it, or is placed.
    #[inline(always)]
    fn outcome_of_try(&self, cell: Cell, digit: u8) -> Event {
        let bit = 1u16 << digit;
        for (unit, table) in Unit::ALL.into_iter().zip(UNITS_OF[cell.index()]) {
            if self.used[table as usize] & bit != 0 {
                let holder = self.holder[table as usize][digit as usize];
                return Event::Conflict {
                    cell,
                    digit,
                    unit,
                    with: Cell::at(holder - 1),
                };
            }
        }
        Event::Place { cell, digit }
    }

    /// The search ran out of digits in `cell`: it erases the blank before it.
    #[inline(always)]
    fn backtrack_before(&self, cell: Cell) -> Option<Event> {
        let slot = self.slot_of[cell.index()];
        if slot == 0 || slot == NOT_BLANK {
            return None;
        }
        let previous = Cell::at(self.blanks[slot as usize - 1]);
        let digit = self.board.get(previous);
        (digit != 0).then_some(Event::Backtrack {
            cell: previous,
            digit,
        })
    }

    fn check(&self, event: &Event) -> Result<(), String> {
        let cell = event.cell();
        let digit = event.digit();
        let held = self.board.get(cell);
        let describe = |cell: Cell| -> String {
            match (self.givens.get(cell), self.board.get(cell)) {
                (0, 0) => "is empty".to_string(),
                (0, d) => format!("holds {d}"),
                (d, _) => format!("holds the given {d}"),
            }
        };
        match *event {
            Event::Try { .. } if held != 0 => Err(format!("{cell} {}", describe(cell))),
            Event::Conflict { unit, with, .. } => {
                if held != 0 {
                    Err(format!("{cell} {}", describe(cell)))
                } else if with == cell || !cell.shares(unit, with) {
                    Err(format!(
                        "{with} is not in the {} of {cell}",
                        unit_word(unit)
                    ))
                } else if self.board.get(with) != digit {
                    Err(format!("{with} {}, not {digit}", describe(with)))
                } else {
                    Ok(())
                }
            }
            Event::Place { .. } => {
                if held != 0 {
                    return Err(format!("{cell} already {}", describe(cell)));
                }
                for unit in Unit::ALL {
                    if let Some(holder) = self.board.holder_in(unit, cell, digit) {
                        return Err(format!(
                            "{holder} already holds {digit} in the same {}",
                            unit_word(unit)
                        ));
                    }
                }
                Ok(())
            }
            Event::Backtrack { .. } => {
                if self.is_given(cell) {
                    Err(format!(
                        "{cell} {}, which the search cannot erase",
                        describe(cell)
                    ))
                } else if held != digit {
                    Err(format!("{cell} {}", describe(cell)))
                } else {
                    Ok(())
                }
            }
            Event::Try { .. } => Ok(()),
        }
    }
}

fn unit_word(unit: Unit) -> &'static str {
    match unit {
        Unit::Row => "row",
        Unit::Col => "column",
        Unit::Box => "box",
    }
}

/// Whether a checkpoint's parts agree with one another, so that a jump to a damaged one
/// is refused rather than shown: the digits placed, the depth and the counts, and the
/// cell of the last event. (Any writer's search passes: the order it fills blanks in is
/// not checked.)
fn consistent(
    puzzle: &Grid,
    board: &Grid,
    last: Option<Event>,
    stats: &Stats,
    depth: u64,
) -> Result<(), String> {
    let placed = (board.filled() - puzzle.filled()) as u64;
    if placed != depth || stats.places.checked_sub(stats.backtracks) != Some(depth) {
        return Err(format!(
            "{placed} digits are placed, but the depth is {depth} and {} places less {} backtracks",
            stats.places, stats.backtracks
        ));
    }
    let kinds = stats.tries + stats.conflicts.total() + stats.places + stats.backtracks;
    if kinds != stats.events || stats.max_depth < depth {
        return Err(format!(
            "the counts do not add up ({kinds} events by kind, {} in all; depth {depth}, most {})",
            stats.events, stats.max_depth
        ));
    }
    let last_fits = match last {
        None => stats.events == 0,
        Some(Event::Place { cell, digit }) => board.get(cell) == digit,
        Some(Event::Conflict {
            cell, digit, with, ..
        }) => board.get(cell) == 0 && board.get(with) == digit,
        Some(Event::Try { cell, .. } | Event::Backtrack { cell, .. }) => board.get(cell) == 0,
    };
    if !last_fits {
        return Err("the last event does not fit the board".to_string());
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::parse_puzzle_text;
    use crate::solver::{NullSink, solve};

    const LEETCODE: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    #[test]
    fn a_checkpoint_whose_parts_disagree_is_refused() {
        let puzzle = parse_puzzle_text(LEETCODE).unwrap();
        let (first, second) = (Cell::from_index(2).unwrap(), Cell::from_index(3).unwrap());
        let mut board = puzzle;
        board.set(first, 1);
        let stats = Stats {
            tries: 1,
            places: 1,
            max_depth: 1,
            events: 2,
            ..Stats::default()
        };
        let place = Some(Event::Place {
            cell: first,
            digit: 1,
        });
        let kind = Some(SolverKind::Naive);
        assert!(Replay::resume(puzzle, kind, board, place, stats, 1).is_ok());
        let refused = |board: Grid, last: Option<Event>, stats: Stats, depth: u64| {
            Replay::resume(puzzle, kind, board, last, stats, depth).is_err()
        };
        assert!(refused(board, place, stats, 2), "depth against the board");
        let three = Stats { events: 3, ..stats };
        assert!(refused(board, place, three, 1), "counts that do not add up");
        let wrong = Some(Event::Place {
            cell: first,
            digit: 2,
        });
        assert!(
            refused(board, wrong, stats, 1),
            "a last event off the board"
        );
        let mut other = puzzle;
        other.set(second, 2);
        let later = Some(Event::Place {
            cell: second,
            digit: 2,
        });
        assert!(
            Replay::resume(puzzle, kind, other, later, stats, 1).is_ok(),
            "any blank may be filled: other writers' searches are not in reading order"
        );
    }

    #[test]
    fn replaying_the_search_recounts_it_and_ends_on_the_solution() {
        let puzzle = parse_puzzle_text(LEETCODE).unwrap();
        for kind in SolverKind::ALL {
            let mut events = Vec::new();
            let run = solve(&puzzle, kind, None, &mut events);
            let mut replay = Replay::new(puzzle, Some(kind));
            for event in &events {
                replay.apply(event).unwrap();
            }
            assert_eq!(replay.stats(), &run.end.stats);
            assert_eq!(Some(*replay.board()), run.end.solution);
            for (i, event) in events.iter().enumerate().rev() {
                replay.undo(event, i.checked_sub(1).map(|p| events[p]));
            }
            assert_eq!(replay.board(), &puzzle);
        }
        let _ = solve(&puzzle, SolverKind::Naive, None, &mut NullSink);
    }

    /// Puzzles with long searches and odd shapes: the LeetCode example, the named
    /// brute-force puzzle, an unsolvable one, one already solved, one with no givens.
    fn varied_puzzles() -> Vec<Grid> {
        let unsolvable = format!("12345678.{}9", ".".repeat(71));
        let solved =
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
        [
            LEETCODE,
            "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9",
            &unsolvable,
            solved,
            &".".repeat(81),
        ]
        .iter()
        .map(|text| parse_puzzle_text(text).unwrap())
        .collect()
    }

    #[test]
    fn prediction_foresees_every_event_of_the_search() {
        for puzzle in varied_puzzles() {
            let mut events = Vec::new();
            solve(&puzzle, SolverKind::Tables, Some(300_000), &mut events);
            let mut replay = Replay::new(puzzle, Some(SolverKind::Tables));
            for (n, event) in events.iter().enumerate() {
                assert_eq!(replay.predict(), Some(*event), "event {}", n + 1);
                replay.apply(event).unwrap();
            }
            let run = solve(&puzzle, SolverKind::Tables, None, &mut NullSink);
            if run.end.stats.events == events.len() as u64 {
                assert_eq!(replay.predict(), None, "the search stops here");
            }
        }
    }

    #[test]
    fn applying_in_stretches_equals_applying_one_by_one() {
        for puzzle in varied_puzzles() {
            for kind in SolverKind::ALL {
                let mut events = Vec::new();
                solve(&puzzle, kind, Some(200_000), &mut events);
                let mut one_by_one = Replay::new(puzzle, Some(kind));
                let mut stretches = Replay::new(puzzle, Some(kind));
                let mut seen = Vec::new();
                let mut n = 0;
                for (i, step) in [1u64, 2, 3, 1, 7, 1000, 1, 65_536, 5]
                    .iter()
                    .cycle()
                    .enumerate()
                {
                    if n >= events.len() || i > 10_000 {
                        break;
                    }
                    let applied = stretches.apply_canonical(*step, &mut seen, i % 2 == 0) as usize;
                    if n + applied > events.len() {
                        break;
                    }
                    for event in &events[n..n + applied] {
                        one_by_one.apply(event).unwrap();
                    }
                    n += applied;
                    assert_eq!(stretches.board(), one_by_one.board(), "{kind} after {n}");
                    assert_eq!(stretches.stats(), one_by_one.stats(), "{kind} after {n}");
                    assert_eq!(stretches.last(), one_by_one.last(), "{kind} after {n}");
                    assert_eq!(stretches.depth(), one_by_one.depth(), "{kind} after {n}");
                    if applied == 0 && stretches.predict().is_none() {
                        break;
                    }
                }
                assert!(n + 70_000 > events.len(), "{kind}: went through the events");
                assert_eq!(seen[..events.len()], events[..], "{kind}");
            }
        }
    }

    #[test]
    fn impossible_events_are_named() {
        let puzzle = parse_puzzle_text(LEETCODE).unwrap();
        let mut replay = Replay::new(puzzle, None);
        let r1c1 = Cell::from_rc(1, 1).unwrap();
        let r1c3 = Cell::from_rc(1, 3).unwrap();
        let r2c1 = Cell::from_rc(2, 1).unwrap();
        let cases = [
            (
                Event::Place {
                    cell: r1c1,
                    digit: 1,
                },
                "r1c1: place 1 cannot happen: r1c1 already holds the given 5",
            ),
            (
                Event::Backtrack {
                    cell: r1c3,
                    digit: 4,
                },
                "r1c3: backtrack, erase 4 cannot happen: r1c3 is empty",
            ),
            (
                Event::Conflict {
                    cell: r1c3,
                    digit: 4,
                    unit: Unit::Row,
                    with: r2c1,
                },
                "r1c3: 4 clashes with r2c1 (row) cannot happen: r2c1 is not in the row of r1c3",
            ),
            (
                Event::Conflict {
                    cell: r1c3,
                    digit: 4,
                    unit: Unit::Row,
                    with: r1c1,
                },
                "r1c3: 4 clashes with r1c1 (row) cannot happen: r1c1 holds the given 5, not 4",
            ),
            (
                Event::Place {
                    cell: r1c3,
                    digit: 5,
                },
                "r1c3: place 5 cannot happen: r1c1 already holds 5 in the same row",
            ),
        ];
        for (event, message) in cases {
            assert_eq!(replay.apply(&event).unwrap_err().to_string(), message);
        }
    }
}

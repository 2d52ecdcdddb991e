//! The one replay: events applied to a board, forward and backward. Every command that
//! reads a trace sees the board through this, and an event that cannot happen on the
//! board is refused here with the reason. It knows nothing of how a search chooses its
//! next event (that is the search's own rules, [`crate::search`]) nor of what events
//! cost ([`crate::search::Counter`] counts them).

use crate::event::{Event, Reason, candidates_words};
use crate::grid::{CELLS, Candidates, Cell, Grid, UNIT_CELLS, Unit, UnitTables};

/// Marks a forced placement in [`Replay::stack`].
pub const FORCED: u8 = 0x80;

/// Why an event cannot happen on the board as it stands.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{event} cannot happen: {reason}")]
pub struct ImpossibleEvent {
    pub event: Event,
    pub reason: String,
}

impl ImpossibleEvent {
    /// The other cell the reason names, if any (the cell already holding the digit, the
    /// one named as clashing): drawn beside the event's own cell.
    pub fn involved(&self) -> Option<Cell> {
        let own = self.event.cell();
        let bytes = self.reason.as_bytes();
        (0..bytes.len().saturating_sub(3)).find_map(|i| {
            let name = self.reason.get(i..i + 4)?;
            let is_name = name.as_bytes()[0] == b'r'
                && name.as_bytes()[2] == b'c'
                && (i == 0 || !bytes[i - 1].is_ascii_alphanumeric());
            let (r, c) = (name.as_bytes()[1], name.as_bytes()[3]);
            if !is_name || !(b'1'..=b'9').contains(&r) || !(b'1'..=b'9').contains(&c) {
                return None;
            }
            Cell::from_rc(r - b'0', c - b'0').filter(|&cell| cell != own)
        })
    }
}

/// A board being replayed: the givens, the digits the search has placed, which digit
/// stands where in each unit, and the event applied last.
#[derive(Clone, Debug)]
pub struct Replay {
    givens: Grid,
    board: Grid,
    tables: UnitTables,
    /// The candidates of every empty cell.
    candidates: Candidates,
    last: Option<Event>,
    /// Digits the search has placed and not erased.
    depth: u64,
    /// The cells placed and not erased, in the order they were placed (a forced
    /// placement's index has [`FORCED`] added): what a backtrack or a dead end undoes.
    stack: [u8; CELLS],
    /// Choices (placements after a try) on the stack.
    chosen: u8,
}

impl Replay {
    /// Start from the puzzle, before any event.
    pub fn new(puzzle: Grid) -> Replay {
        Replay {
            givens: puzzle,
            board: puzzle,
            tables: UnitTables::of(&puzzle),
            candidates: Candidates::of(&puzzle),
            last: None,
            depth: 0,
            stack: [0; CELLS],
            chosen: 0,
        }
    }

    /// The replay standing at `board`, `last` being the event that led there: where a
    /// checkpoint puts it. Refused (with the reason) when the board does not keep the
    /// givens or holds a digit placed by the search twice in a unit (givens that clash
    /// among themselves are the header's to refuse).
    pub fn at(puzzle: Grid, board: Grid, last: Option<Event>) -> Result<Replay, String> {
        for cell in Grid::all_cells() {
            let given = puzzle.get(cell);
            if given != 0 && board.get(cell) != given {
                return Err(format!(
                    "the board has {} in {cell}, which holds the given {given}",
                    board.get(cell)
                ));
            }
        }
        for cell in Grid::all_cells().filter(|&cell| puzzle.get(cell) == 0) {
            let digit = board.get(cell);
            let twice = Unit::ALL
                .into_iter()
                .find_map(|unit| Some((unit, board.holder_in(unit, cell, digit)?)));
            if let (true, Some((unit, other))) = (digit != 0, twice) {
                return Err(format!(
                    "the board is not a search's board: {cell} and {other} both hold {digit} in the same {}",
                    unit.word()
                ));
            }
        }
        let mut replay = Replay::new(puzzle);
        replay.jump(board, last);
        Ok(replay)
    }

    /// [`at`](Replay::at) with the placements in the order they were made, as
    /// [`stack`](Replay::stack) gives them; refused unless they are exactly the board's
    /// placed cells.
    pub fn at_stacked(
        puzzle: Grid,
        board: Grid,
        last: Option<Event>,
        stack: &[u8],
    ) -> Result<Replay, String> {
        let mut replay = Replay::at(puzzle, board, last)?;
        let mut seen = [false; CELLS];
        for &entry in stack {
            let cell = Cell::from_index((entry & !FORCED) as usize)
                .ok_or_else(|| format!("the placement stack names cell {}", entry & !FORCED))?;
            if seen[cell.index()] || puzzle.get(cell) != 0 || board.get(cell) == 0 {
                return Err(format!(
                    "the placement stack names {cell}, which is not a placed cell"
                ));
            }
            seen[cell.index()] = true;
        }
        if stack.len() as u64 != replay.depth {
            return Err(format!(
                "the placement stack holds {} cells, the board {} placed digits",
                stack.len(),
                replay.depth
            ));
        }
        replay.stack[..stack.len()].copy_from_slice(stack);
        replay.chosen = stack.iter().filter(|&&e| e & FORCED == 0).count() as u8;
        Ok(replay)
    }

    /// Stand at `board` after `last`, a position the caller knows a row-by-row search
    /// reached (a stretch of it ended there): its placements are the placed cells in
    /// reading order, every one a choice.
    pub fn jump(&mut self, board: Grid, last: Option<Event>) {
        self.board = board;
        self.tables = UnitTables::of(&board);
        self.candidates = Candidates::of(&board);
        self.last = last;
        self.depth = 0;
        for cell in Grid::all_cells() {
            if self.givens.get(cell) == 0 && board.get(cell) != 0 {
                self.stack[self.depth as usize] = cell.index() as u8;
                self.depth += 1;
            }
        }
        self.chosen = self.depth as u8;
    }

    /// The cells placed and not erased, in the order they were placed; a forced
    /// placement's cell index has [`FORCED`] added.
    pub fn stack(&self) -> &[u8] {
        &self.stack[..self.depth as usize]
    }

    /// Choices (digits placed after a try, not forced) standing on the board.
    pub fn chosen(&self) -> u64 {
        self.chosen as u64
    }

    /// The candidates of `cell` on the board: the digits none of its units holds, bit
    /// `d` for digit `d`.
    #[inline(always)]
    pub fn candidates(&self, cell: Cell) -> u16 {
        self.candidates.of_cell(cell)
    }

    /// The candidates of every empty cell, grouped by their number.
    #[inline(always)]
    pub fn all_candidates(&self) -> &Candidates {
        &self.candidates
    }

    pub fn givens(&self) -> &Grid {
        &self.givens
    }

    /// The board: givens and the digits placed so far.
    pub fn board(&self) -> &Grid {
        &self.board
    }

    /// Which digit stands where in each unit of the board.
    pub fn tables(&self) -> &UnitTables {
        &self.tables
    }

    /// Digits the search has placed and not erased.
    pub fn depth(&self) -> u64 {
        self.depth
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
        self.apply_trusted(event);
        Ok(())
    }

    /// Apply an event known to be possible (one a search's rules foresaw).
    #[inline(always)]
    pub fn apply_trusted(&mut self, event: &Event) {
        debug_assert_eq!(self.check(event), Ok(()));
        match *event {
            Event::Place { cell, digit } => self.put(cell, digit, 0),
            Event::Force { cell, digit, .. } => self.put(cell, digit, FORCED),
            Event::Backtrack { cell, digit } | Event::Unforce { cell, digit } => {
                self.take(cell, digit)
            }
            Event::Try { .. }
            | Event::Conflict { .. }
            | Event::Choose { .. }
            | Event::DeadEnd { .. } => {}
        }
        self.last = Some(*event);
    }

    #[inline(always)]
    fn put(&mut self, cell: Cell, digit: u8, forced: u8) {
        self.board.set(cell, digit);
        self.tables.enter(cell, digit);
        self.candidates.place(cell, digit);
        self.stack[self.depth as usize] = cell.index() as u8 | forced;
        self.depth += 1;
        self.chosen += (forced == 0) as u8;
    }

    /// Take `digit` out of `cell`: the last placement, as every search sudotrace knows
    /// undoes them, or wherever another solver's trace placed it.
    #[inline(always)]
    fn take(&mut self, cell: Cell, digit: u8) {
        self.board.set(cell, 0);
        self.tables.leave(cell, digit);
        self.candidates.erase(cell, digit);
        let depth = self.depth as usize;
        let index = cell.index() as u8;
        let at = (0..depth)
            .rev()
            .find(|&i| self.stack[i] & !FORCED == index)
            .expect("a placed cell is on the stack");
        self.chosen -= (self.stack[at] & FORCED == 0) as u8;
        self.stack.copy_within(at + 1..depth, at);
        self.depth -= 1;
    }

    /// Whether `cell` holds a forced placement.
    pub fn is_forced(&self, cell: Cell) -> bool {
        let index = cell.index() as u8;
        self.stack().contains(&(index | FORCED))
    }

    /// Take back `event`, the last one applied, `previous` being the one before it: the
    /// board goes back to what it was.
    pub fn undo(&mut self, event: &Event, previous: Option<Event>) {
        match *event {
            Event::Place { cell, digit } | Event::Force { cell, digit, .. } => {
                self.take(cell, digit)
            }
            Event::Backtrack { cell, digit } => self.put(cell, digit, 0),
            Event::Unforce { cell, digit } => self.put(cell, digit, FORCED),
            Event::Try { .. }
            | Event::Conflict { .. }
            | Event::Choose { .. }
            | Event::DeadEnd { .. } => {}
        }
        self.last = previous;
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
        let blank = || match held {
            0 => Ok(()),
            _ => Err(format!("{cell} {}", describe(cell))),
        };
        match *event {
            Event::Try { .. } if held != 0 => Err(format!("{cell} {}", describe(cell))),
            Event::Choose { candidates, .. } => {
                blank()?;
                let has = self.candidates(cell).count_ones() as u8;
                match has == candidates {
                    true => Ok(()),
                    false => Err(format!("{cell} has {}", candidates_words(has))),
                }
            }
            Event::DeadEnd { .. } => {
                blank()?;
                match self.candidates(cell) {
                    0 => Ok(()),
                    some => Err(format!(
                        "{cell} still has {}",
                        candidates_words(some.count_ones() as u8)
                    )),
                }
            }
            Event::Force { reason, .. } => {
                self.check(&Event::Place { cell, digit })?;
                self.forced_by(cell, digit, reason)
            }
            Event::Unforce { .. } if held != digit || self.is_given(cell) => {
                Err(format!("{cell} {}", describe(cell)))
            }
            Event::Unforce { .. } => match self.is_forced(cell) {
                true => Ok(()),
                false => Err(format!("{cell} was not forced")),
            },
            Event::Conflict { unit, with, .. } => {
                if held != 0 {
                    Err(format!("{cell} {}", describe(cell)))
                } else if with == cell || !cell.shares(unit, with) {
                    Err(format!("{with} is not in the {} of {cell}", unit.word()))
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
                            unit.word()
                        ));
                    }
                }
                Ok(())
            }
            Event::Backtrack { .. } if self.is_forced(cell) => Err(format!(
                "{cell} holds a forced {held}, which an unforce takes back, not a backtrack"
            )),
            Event::Backtrack { .. } => {
                if held == 0 {
                    // Only a damaged binary trace can name no digit: say what the board has.
                    Err(format!("{cell} is empty"))
                } else if self.is_given(cell) {
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

    /// Whether `reason` holds for `digit` in the blank `cell`, where it fits.
    fn forced_by(&self, cell: Cell, digit: u8, reason: Reason) -> Result<(), String> {
        let bit = 1u16 << digit;
        match reason {
            Reason::OnlyDigit => match self.candidates(cell) {
                only if only == bit => Ok(()),
                more => Err(format!(
                    "{cell} has {}, not only {digit}",
                    candidates_words(more.count_ones() as u8)
                )),
            },
            Reason::OnlyPlace(unit) => {
                let index = UNIT_CELLS[unit as usize * 9 + cell.unit_index(unit)];
                let other = index.iter().map(|&i| Cell::at(i)).find(|&other| {
                    other != cell && self.board.get(other) == 0 && self.candidates(other) & bit != 0
                });
                match other {
                    None => Ok(()),
                    Some(other) => Err(format!(
                        "{other} in the same {} can hold {digit} too",
                        unit.word()
                    )),
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::parse_puzzle_text;
    use crate::search::{Strategy, solve};

    #[test]
    fn a_board_with_a_placed_digit_twice_is_refused_even_where_givens_clash() {
        // The givens clash (two 1s in row 9): still, a board where the search's own
        // digits clash is not a search's board.
        let mut digits = [0u8; CELLS];
        digits[79] = 1;
        digits[80] = 1;
        let puzzle = Grid::from_digits(digits).unwrap();
        let mut board = puzzle;
        board.set(Cell::from_rc(1, 1).unwrap(), 5);
        board.set(Cell::from_rc(1, 2).unwrap(), 5);
        let refused = Replay::at(puzzle, board, None).unwrap_err();
        assert!(refused.contains("r1c1 and r1c2 both hold 5"), "{refused}");
        board.set(Cell::from_rc(1, 2).unwrap(), 6);
        assert!(Replay::at(puzzle, board, None).is_ok());
    }

    #[test]
    fn undoing_events_restores_the_placements_and_the_candidates() {
        // A search with choices, forced digits, dead ends and their undoing.
        let hard =
            "85...24..72......9..4.........1.7..23.5...9...4...........8..7..17..........36.4.";
        let puzzle = parse_puzzle_text(hard).unwrap();
        let mut events = Vec::new();
        solve(&puzzle, Strategy::MRV_SINGLES, Some(2_000), &mut events);
        let mut replay = Replay::new(puzzle);
        let mut seen = Vec::new();
        for event in &events {
            seen.push((replay.all_candidates().clone(), replay.stack().to_vec()));
            replay.apply(event).unwrap();
        }
        assert!(
            events
                .iter()
                .any(|e| e.kind() == crate::event::EventKind::Unforce)
        );
        for (i, event) in events.iter().enumerate().rev() {
            replay.undo(event, i.checked_sub(1).map(|p| events[p]));
            let (candidates, stack) = &seen[i];
            assert_eq!(
                replay.all_candidates(),
                candidates,
                "before event {}",
                i + 1
            );
            assert_eq!(replay.stack(), &stack[..], "before event {}", i + 1);
        }
    }
}

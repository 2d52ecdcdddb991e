//! The one replay: events applied to a board, forward and backward. Every command that
//! reads a trace sees the board through this, and an event that cannot happen on the
//! board is refused here with the reason. It knows nothing of how a search chooses its
//! next event (that is the search's own rules, [`crate::search`]) nor of what events
//! cost ([`crate::search::Counter`] counts them).

use crate::event::Event;
use crate::grid::{Cell, Grid, Unit, UnitTables};

/// Why an event cannot happen on the board as it stands.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{event} cannot happen: {reason}")]
pub struct ImpossibleEvent {
    pub event: Event,
    pub reason: String,
}

/// A board being replayed: the givens, the digits the search has placed, which digit
/// stands where in each unit, and the event applied last.
#[derive(Clone, Debug)]
pub struct Replay {
    givens: Grid,
    board: Grid,
    tables: UnitTables,
    last: Option<Event>,
    /// Digits the search has placed and not erased.
    depth: u64,
}

impl Replay {
    /// Start from the puzzle, before any event.
    pub fn new(puzzle: Grid) -> Replay {
        Replay {
            givens: puzzle,
            board: puzzle,
            tables: UnitTables::of(&puzzle),
            last: None,
            depth: 0,
        }
    }

    /// The replay standing at `board`, `last` being the event that led there: where a
    /// checkpoint puts it. Refused (with the reason) when the board does not keep the
    /// givens or holds a digit twice in a unit the givens did not.
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
        if puzzle.first_clash().is_none()
            && let Some(clash) = board.first_clash()
        {
            return Err(format!("the board is not a search's board: {clash}"));
        }
        let mut replay = Replay::new(puzzle);
        replay.jump(board, last);
        Ok(replay)
    }

    /// Stand at `board` after `last`, a position the caller knows the search reached (a
    /// stretch of the search itself ended there).
    pub fn jump(&mut self, board: Grid, last: Option<Event>) {
        self.board = board;
        self.tables = UnitTables::of(&board);
        self.last = last;
        self.depth = (board.filled() - self.givens.filled()) as u64;
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
            Event::Place { cell, digit } => {
                self.board.set(cell, digit);
                self.tables.enter(cell, digit);
                self.depth += 1;
            }
            Event::Backtrack { cell, digit } => {
                self.board.set(cell, 0);
                self.tables.leave(cell, digit);
                self.depth -= 1;
            }
            Event::Try { .. } | Event::Conflict { .. } => {}
        }
        self.last = Some(*event);
    }

    /// Take back `event`, the last one applied, `previous` being the one before it: the
    /// board goes back to what it was.
    pub fn undo(&mut self, event: &Event, previous: Option<Event>) {
        match *event {
            Event::Place { cell, digit } => {
                self.board.set(cell, 0);
                self.tables.leave(cell, digit);
                self.depth -= 1;
            }
            Event::Backtrack { cell, digit } => {
                self.board.set(cell, digit);
                self.tables.enter(cell, digit);
                self.depth += 1;
            }
            Event::Try { .. } | Event::Conflict { .. } => {}
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

//! The one replay: events applied to a board, forward and backward. Every command that
//! reads a trace (stats, and later render, show, step) sees the board through this, and
//! an event that cannot happen on the board is refused here with the reason.

use crate::event::Event;
use crate::grid::{Cell, Grid, Unit};
use crate::solver::SolverKind;
use crate::stats::{Stats, StatsRecorder};

/// Why an event cannot happen on the board as it stands.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{event} cannot happen: {reason}")]
pub struct ImpossibleEvent {
    pub event: Event,
    pub reason: String,
}

/// A board being replayed: the givens, the digits the search has placed, and the counts.
#[derive(Clone, Debug)]
pub struct Replay {
    givens: Grid,
    board: Grid,
    recorder: StatsRecorder,
}

impl Replay {
    /// Start from the puzzle. `solver` names the check whose costs the counts charge.
    pub fn new(puzzle: Grid, solver: Option<SolverKind>) -> Replay {
        Replay {
            givens: puzzle,
            board: puzzle,
            recorder: StatsRecorder::new(solver),
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

    fn apply_unchecked(&mut self, event: &Event) {
        match *event {
            Event::Place { cell, digit } => self.board.set(cell, digit),
            Event::Backtrack { cell, .. } => self.board.set(cell, 0),
            Event::Try { .. } | Event::Conflict { .. } => {}
        }
        self.recorder.record(event);
    }

    /// Take back `event`, the last one applied: the board goes back to what it was.
    /// The counts are not taken back; a caller stepping backward keeps its own.
    pub fn undo(&mut self, event: &Event) {
        match *event {
            Event::Place { cell, .. } => self.board.set(cell, 0),
            Event::Backtrack { cell, digit } => self.board.set(cell, digit),
            Event::Try { .. } | Event::Conflict { .. } => {}
        }
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::parse_puzzle_text;
    use crate::solver::{NullSink, solve};

    const LEETCODE: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

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
            for event in events.iter().rev() {
                replay.undo(event);
            }
            assert_eq!(replay.board(), &puzzle);
        }
        let _ = solve(&puzzle, SolverKind::Naive, None, &mut NullSink);
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

//! What one position of a trace looks like, worked out once for every place that shows
//! it in a terminal (`show`, `step`): how each cell looks, which cell is being worked on,
//! which unit and cell clash, the caption in words and the line of counters.

use std::fmt::Write as _;

use crate::event::Event;
use crate::grid::{CELLS, Cell, Grid};
use crate::replay::Replay;
use crate::stats::Stats;
use crate::summary::thousands;

/// How one cell looks at a position.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Look {
    Blank,
    Given(u8),
    /// A digit the search placed earlier.
    Placed(u8),
    /// The digit being tried, pencilled in.
    Tried(u8),
    /// The tried digit, rejected by a clash.
    Rejected(u8),
    /// The digit just placed.
    Set(u8),
    /// The digit just erased by a backtrack.
    Erased(u8),
}

/// A position, ready to draw.
#[derive(Clone, Debug)]
pub struct View {
    pub looks: [Look; CELLS],
    /// The cell the event is about.
    pub current: Option<Cell>,
    /// Cells of the unit that clashed.
    pub shaded: [bool; CELLS],
    /// The cell already holding the rejected digit.
    pub clashing: Option<Cell>,
    pub caption: String,
    pub counters: String,
}

impl View {
    /// The view of `replay`'s board right after event number `n`, `event` (none at the
    /// start), with `stats` counted up to there.
    pub fn new(replay: &Replay, stats: &Stats, event: Option<(usize, Event)>) -> View {
        let looks = std::array::from_fn(|i| {
            let cell = Cell::from_index(i).expect("cell index");
            base_look(replay.givens(), replay.board(), cell)
        });
        let mut view = View {
            looks,
            current: None,
            shaded: [false; CELLS],
            clashing: None,
            caption: caption(event),
            counters: counters(stats, replay.depth()),
        };
        let Some((_, event)) = event else {
            return view;
        };
        let cell = event.cell();
        view.current = Some(cell);
        view.looks[cell.index()] = match event {
            Event::Try { digit, .. } => Look::Tried(digit),
            Event::Conflict {
                digit, unit, with, ..
            } => {
                for other in unit.cells_of(cell) {
                    view.shaded[other.index()] = true;
                }
                view.clashing = Some(with);
                Look::Rejected(digit)
            }
            Event::Place { digit, .. } => Look::Set(digit),
            Event::Backtrack { digit, .. } => Look::Erased(digit),
        };
        view
    }
}

fn base_look(givens: &Grid, board: &Grid, cell: Cell) -> Look {
    match (givens.get(cell), board.get(cell)) {
        (0, 0) => Look::Blank,
        (0, d) => Look::Placed(d),
        (d, _) => Look::Given(d),
    }
}

/// `#1234  r3c5: 7 clashes with r3c8 (row)`, or `start: the puzzle` before any event.
pub fn caption(event: Option<(usize, Event)>) -> String {
    match event {
        Some((n, event)) => format!("#{n}  {event}"),
        None => "#0  the puzzle, before the search".to_string(),
    }
}

/// `tries 617  conflicts row 300 / col 100 / box 50  backtracks 50  depth 24`.
pub fn counters(stats: &Stats, depth: u64) -> String {
    let c = &stats.conflicts;
    let mut out = String::new();
    let _ = write!(
        out,
        "tries {}  conflicts row {} / col {} / box {}  backtracks {}  depth {}",
        thousands(stats.tries),
        thousands(c.row),
        thousands(c.col),
        thousands(c.box_),
        thousands(stats.backtracks),
        depth
    );
    out
}

/// The board as plain or coloured terminal text, with row and column numbers.
///
/// Without colour every state has a mark: a placed digit is followed by `'`, the cell
/// worked on is in `[ ]`, the clashing cell in `< >`, an erased digit in `( )`, and
/// cells of the clashing unit show `:` for a blank.
pub fn board_text(view: &View, colour: bool) -> String {
    let mut out = String::from("     1  2  3   4  5  6   7  8  9\n");
    let rule = "   +---------+---------+---------+\n";
    for row in 0..9 {
        if row % 3 == 0 {
            out.push_str(rule);
        }
        let _ = write!(out, " {} |", row + 1);
        for col in 0..9 {
            let cell = Cell::from_index(row * 9 + col).expect("cell index");
            out.push_str(&cell_text(view, cell, colour));
            if col % 3 == 2 {
                out.push('|');
            }
        }
        out.push('\n');
    }
    out.push_str(rule);
    out
}

/// The key to [`board_text`]'s marks.
pub fn board_key(colour: bool) -> &'static str {
    if colour {
        "key: \x1b[1mgiven\x1b[0m  \x1b[36mplaced\x1b[0m  \x1b[7mworked on\x1b[0m  \x1b[41;97mclashing cell\x1b[0m  \x1b[100mclashing unit\x1b[0m  \x1b[35;9merased\x1b[0m"
    } else {
        "key: 5 given  5' placed  [5] worked on  <5> clashing cell  : clashing unit  (5) erased"
    }
}

fn digit_char(d: u8) -> char {
    (b'0' + d) as char
}

/// Three characters for one cell.
fn cell_text(view: &View, cell: Cell, colour: bool) -> String {
    let look = view.looks[cell.index()];
    let shaded = view.shaded[cell.index()];
    if !colour {
        let (open, close) = if view.current == Some(cell) {
            match look {
                Look::Erased(_) => ('(', ')'),
                _ => ('[', ']'),
            }
        } else if view.clashing == Some(cell) {
            ('<', '>')
        } else {
            (' ', ' ')
        };
        let (middle, mark) = match look {
            Look::Blank if shaded => (':', ' '),
            Look::Blank => ('.', ' '),
            Look::Given(d) => (digit_char(d), ' '),
            Look::Placed(d) => (digit_char(d), '\''),
            Look::Tried(d) | Look::Rejected(d) | Look::Set(d) | Look::Erased(d) => {
                (digit_char(d), ' ')
            }
        };
        let close = if close == ' ' { mark } else { close };
        return format!("{open}{middle}{close}");
    }
    let (text, style) = match look {
        Look::Blank => ('.', "2"),
        Look::Given(d) => (digit_char(d), "1"),
        Look::Placed(d) => (digit_char(d), "36"),
        Look::Tried(d) => (digit_char(d), "7;33"),
        Look::Rejected(d) => (digit_char(d), "7;31"),
        Look::Set(d) => (digit_char(d), "7;32"),
        Look::Erased(d) => (digit_char(d), "35;9"),
    };
    let style = if view.clashing == Some(cell) {
        "41;97;1".to_string()
    } else if shaded && view.current != Some(cell) {
        format!("100;{style}")
    } else {
        style.to_string()
    };
    format!("\x1b[{style}m {text} \x1b[0m")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Unit;
    use crate::parse::parse_puzzle_text;

    #[test]
    fn a_conflict_marks_the_cell_the_unit_and_the_holder() {
        let puzzle = parse_puzzle_text(crate::LEETCODE_37).unwrap();
        let replay = Replay::new(puzzle);
        let cell = Cell::from_rc(1, 3).unwrap();
        let with = Cell::from_rc(1, 1).unwrap();
        let event = Event::Conflict {
            cell,
            digit: 5,
            unit: Unit::Row,
            with,
        };
        let view = View::new(&replay, &Stats::default(), Some((7, event)));
        assert_eq!(view.caption, "#7  r1c3: 5 clashes with r1c1 (row)");
        let text = board_text(&view, false);
        let first_row = text.lines().nth(2).unwrap();
        assert_eq!(first_row, " 1 |<5> 3 [5]| :  7  : | :  :  : |");
        assert!(!text.contains('\x1b'));
        assert!(board_text(&view, true).contains("\x1b[41;97;1m 5 "));
    }
}

//! The one view of a position of a trace, worked out once for every place that shows
//! it: how each cell looks, which cell is being worked on, which unit and cell clash,
//! what the position means in words and the counts there. `show` and the stepper print
//! it as text; `render` draws it as pixels.

use std::fmt::Write as _;

use crate::counts::{Count, Stats};
use crate::event::{Ending, Event, candidates_words};
use crate::grid::{CELLS, Cell, Grid};
use crate::replay::{ImpossibleEvent, Replay};
use crate::search::{Order, Strategy};
use crate::trace::CutShort;
use crate::words::thousands;

/// How one cell looks at a position.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Look {
    /// An empty cell.
    Blank,
    /// A given of the puzzle.
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
    /// The blank just chosen, or found with no candidate.
    Chosen,
}

/// A position, ready to draw.
#[derive(Clone, Debug)]
pub struct View {
    /// How each cell looks, in reading order.
    pub looks: [Look; CELLS],
    /// The cell the event is about.
    pub current: Option<Cell>,
    /// Cells of the unit that clashed.
    pub shaded: [bool; CELLS],
    /// The cell already holding the rejected digit.
    pub clashing: Option<Cell>,
    /// The number of the event the position is right after; 0 for the puzzle.
    pub number: u64,
    /// The event marked on the board, if any.
    pub event: Option<Event>,
    /// What the position is, in words: the event (`r3c5: 7 clashes with r3c8 (row)`),
    /// or for a board with no event marked, the puzzle, how the search ended, or which
    /// event the board is after.
    pub words: String,
    /// `#42  ` and the words.
    pub caption: String,
    /// The counts in one line: tries, conflicts by unit, backtracks, depth.
    pub counters: String,
    /// The counts at the position.
    pub stats: Stats,
    /// Digits the search has placed at the position.
    pub depth: u64,
    /// Each blank's candidates (bit `d` for digit `d`), when they are to be shown; all
    /// zero otherwise.
    pub pencil: [u16; CELLS],
    /// The event marked is one that cannot happen (see [`View::refused`]).
    pub refused: bool,
}

impl View {
    /// The view of a cursor's position: `replay`'s board with `stats` counted, right
    /// after event `n`, `event`, which is marked on the board (none at the puzzle), in a
    /// search that fills blanks in `order` when it is known.
    pub fn new(
        replay: &Replay,
        stats: &Stats,
        event: Option<(usize, Event)>,
        order: Option<Order>,
    ) -> View {
        match event {
            Some((n, event)) => View::of_event(replay, stats, n as u64, event, order),
            None => View::at_rest(replay, stats, 0, None),
        }
    }

    /// The board right after event `number`, `event`, with the event marked: the cell
    /// worked on, and for a conflict the clashing unit and the cell holding the digit.
    /// A backtrack says which blank ran out of digits when `order` tells.
    pub fn of_event(
        replay: &Replay,
        stats: &Stats,
        number: u64,
        event: Event,
        order: Option<Order>,
    ) -> View {
        let mut view = View::board(replay, stats, number, event_words(replay, event, order));
        let cell = event.cell();
        view.event = Some(event);
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
            Event::Place { digit, .. } | Event::Force { digit, .. } => Look::Set(digit),
            Event::Backtrack { digit, .. } | Event::Unforce { digit, .. } => Look::Erased(digit),
            Event::Choose { .. } => Look::Chosen,
            Event::DeadEnd { .. } => {
                view.clashing = Some(cell);
                Look::Chosen
            }
        };
        view
    }

    /// The board before an event that cannot happen (event `number`), with that event
    /// drawn as refused: its cell, the digit it names struck through, and the other cell
    /// its reason names bracketed; the words say why it cannot happen.
    pub fn refused(replay: &Replay, stats: &Stats, number: u64, refused: &ImpossibleEvent) -> View {
        let mut view = View::board(replay, stats, number, refused.to_string());
        let event = refused.event;
        let cell = event.cell();
        view.event = Some(event);
        view.refused = true;
        view.current = Some(cell);
        view.clashing = refused.involved();
        view.looks[cell.index()] = match event.digit() {
            0 => Look::Chosen,
            digit => Look::Rejected(digit),
        };
        view
    }

    /// The board after event `number` with no event marked: the opening board, or the
    /// final one, saying how the search ended when `ending` is given.
    pub fn at_rest(replay: &Replay, stats: &Stats, number: u64, ending: Option<Ending>) -> View {
        let blanks = CELLS - replay.givens().filled();
        View::board(replay, stats, number, rest_words(number, blanks, ending))
    }

    fn board(replay: &Replay, stats: &Stats, number: u64, words: String) -> View {
        let looks = std::array::from_fn(|i| {
            let cell = Cell::from_index(i).expect("cell index");
            base_look(replay.givens(), replay.board(), cell)
        });
        View {
            looks,
            current: None,
            shaded: [false; CELLS],
            clashing: None,
            number,
            event: None,
            caption: format!("#{number}  {words}"),
            words,
            counters: counters(stats, replay.depth()),
            stats: *stats,
            depth: replay.depth(),
            pencil: [0; CELLS],
            refused: false,
        }
    }

    /// The view with every blank's candidates on `replay`'s board pencilled in.
    pub fn with_candidates(mut self, replay: &Replay) -> View {
        self.pencil = *replay.all_candidates().all();
        self
    }
}

/// The words of a board with no event marked, after event `number` of a puzzle with
/// `blanks` blanks: how the search ended, the puzzle itself, or which event it is after.
pub fn rest_words(number: u64, blanks: usize, ending: Option<Ending>) -> String {
    match (ending, number) {
        (Some(ending), _) => ending.words().to_string(),
        (None, 0) => format!("the puzzle: {blanks} blanks"),
        (None, number) => format!("the board after event {number}"),
    }
}

/// Why a trace of `events` readable events, stopping as `cut` says when it is cut short,
/// has no event to show at the number asked for: what follows `--at N: ` in every
/// viewer's refusal, with the numbers to choose from.
pub fn past_the_end(events: u64, cut: Option<&CutShort>) -> String {
    match cut {
        Some(cut) if cut.refused.is_some() => format!(
            "{cut}, after {events} events (choose 0 to {}; {} is the event that cannot happen)",
            events + 1,
            events + 1
        ),
        Some(cut) => format!("{cut}, after {events} events (choose 0 to {events})"),
        None => format!("the trace has {events} events (choose 0 to {events})"),
    }
}

/// Where a trace departs from the strategy its header names (`solver`), marked on that
/// event: `here it departs from the row-by-row search (naive)`.
pub fn departs_here_words(solver: &str) -> String {
    match Strategy::from_name(solver) {
        Some(strategy) => format!("here it departs from {} ({solver})", strategy.in_words()),
        None => format!("here it departs from {solver:?}"),
    }
}

/// A trace that departs at event `departs` from the strategy its header names
/// (`solver`), said beside a later position: `it departs from the row-by-row search
/// (naive) at event 5: its words from there are its events' own`.
pub fn departed_words(solver: &str, departs: u64) -> String {
    let search = Strategy::from_name(solver).map_or(format!("{solver:?}"), |s| s.in_words());
    format!(
        "it departs from {search} ({solver}) at event {}: from there its words are its events' own",
        thousands(departs)
    )
}

/// An event in words; a backtrack with its reason: `r1c9 has no digit left: back to
/// r1c8, erase 9`; a choice with why: `r5c3: 2 candidates, the fewest`.
pub fn event_words(replay: &Replay, event: Event, order: Option<Order>) -> String {
    match event {
        Event::Choose { cell, candidates } => match order {
            Some(Order::Mrv) => format!("{cell}: {}, the fewest", candidates_words(candidates)),
            Some(Order::Rows) => {
                format!("{cell}: the next blank, {}", candidates_words(candidates))
            }
            None => event.to_string(),
        },
        Event::Backtrack { cell, digit } => {
            match order.and_then(|order| order.exhausted(replay.board(), cell)) {
                Some(blank) => format!("{blank} has no digit left: back to {cell}, erase {digit}"),
                None => event.to_string(),
            }
        }
        _ => event.to_string(),
    }
}

fn base_look(givens: &Grid, board: &Grid, cell: Cell) -> Look {
    match (givens.get(cell), board.get(cell)) {
        (0, 0) => Look::Blank,
        (0, d) => Look::Placed(d),
        (d, _) => Look::Given(d),
    }
}

/// `tries 617  conflicts row 300 / col 100 / box 50  backtracks 50  depth 24`; for a
/// search that chooses its blanks, a second line of its own counts: `choices 12
/// guesses 3  forced 40  dead ends 2  unforced 9`.
fn counters(stats: &Stats, depth: u64) -> String {
    let mut out = String::new();
    let _ = write!(
        out,
        "tries {}  conflicts {}  backtracks {}  depth {}",
        thousands(stats.tries),
        Count::conflicts_by_unit(stats, " / "),
        thousands(stats.backtracks),
        depth
    );
    if stats.chooses() {
        let own: Vec<String> = Count::CHOOSING
            .iter()
            .map(|count| format!("{} {}", count.short(), thousands(count.of(stats))))
            .collect();
        let _ = write!(out, "\n{}", own.join("  "));
    }
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

/// Each blank's candidates at the view's position, as text: every cell three lines of
/// three characters, a blank's digits where they stand (1 top left, 9 bottom right) and
/// `.` for a digit its row, column or box already holds; a filled cell its digit in the
/// middle. Needs the view [`with_candidates`](View::with_candidates).
pub fn candidates_text(view: &View) -> String {
    let mut out = String::from("candidates:\n    ");
    for col in 0..9 {
        let _ = write!(out, "  {} ", col + 1);
        if col % 3 == 2 {
            out.push_str("  ");
        }
    }
    out = out.trim_end().to_string() + "\n";
    let rule = "   +-------------+-------------+-------------+\n";
    for row in 0..9 {
        if row % 3 == 0 {
            out.push_str(rule);
        }
        for sub in 0..3 {
            let label = if sub == 1 {
                format!(" {} |", row + 1)
            } else {
                "   |".to_string()
            };
            out.push_str(&label);
            for col in 0..9 {
                let cell = Cell::from_index(row * 9 + col).expect("cell index");
                out.push(' ');
                for k in 0..3 {
                    let digit = (sub * 3 + k + 1) as u8;
                    let ch = match view.looks[cell.index()] {
                        Look::Given(d) | Look::Placed(d) | Look::Set(d) => match (sub, k) {
                            (1, 1) => digit_char(d),
                            _ => ' ',
                        },
                        // Empty on the board: a blank, one tried in, one just erased.
                        _ => match view.pencil[cell.index()] & (1 << digit) {
                            0 => '.',
                            _ => digit_char(digit),
                        },
                    };
                    out.push(ch);
                }
                if col % 3 == 2 {
                    out.push_str(" |");
                }
            }
            out.push('\n');
        }
    }
    out.push_str(rule);
    out
}

/// One blank's candidates in a line: `candidates of r1c4: 2 6`.
pub fn candidates_of_words(cell: Cell, digits: &str) -> String {
    format!("candidates of {cell}: {digits}")
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
            Look::Chosen => ('.', ' '),
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
        Look::Chosen => ('.', "7;33"),
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
        let view = View::new(&replay, &Stats::default(), Some((7, event)), None);
        assert_eq!(view.caption, "#7  r1c3: 5 clashes with r1c1 (row)");
        let text = board_text(&view, false);
        let first_row = text.lines().nth(2).unwrap();
        assert_eq!(first_row, " 1 |<5> 3 [5]| :  7  : | :  :  : |");
        assert!(!text.contains('\x1b'));
        assert!(board_text(&view, true).contains("\x1b[41;97;1m 5 "));
    }

    #[test]
    fn a_backtrack_says_which_blank_ran_out_of_digits() {
        // The LeetCode 37 search's first backtrack, event 67: r1c8 held 9, and r1c9 had
        // no digit left, so the search backs up to r1c8 and erases its 9.
        let puzzle = parse_puzzle_text(crate::LEETCODE_37).unwrap();
        let mut events: Vec<Event> = Vec::new();
        crate::search::solve(
            &puzzle,
            crate::search::Strategy::NAIVE,
            Some(67),
            &mut events,
        );
        let mut replay = Replay::new(puzzle);
        for event in &events[..66] {
            replay.apply(event).unwrap();
        }
        let backtrack = events[66];
        assert_eq!(backtrack.to_string(), "r1c8: backtrack, erase 9");
        replay.apply(&backtrack).unwrap();
        let view = View::of_event(&replay, &Stats::default(), 67, backtrack, Some(Order::Rows));
        assert_eq!(view.words, "r1c9 has no digit left: back to r1c8, erase 9");
        let unknown = View::of_event(&replay, &Stats::default(), 67, backtrack, None);
        assert_eq!(
            unknown.words, "r1c8: backtrack, erase 9",
            "another solver's order is not guessed"
        );
    }
}

//! The call stack of a position: the placements the search stands on, oldest first, as
//! the recursion holds them (one call a placement), each with how its digit got there
//! (placed after tries, forced by its cell or a unit, chosen among its candidates) and
//! what the search still has to try there when it comes back.
//!
//! It is worked out from the board alone (the replay's placements in the order made),
//! so any position of any trace has it without reading the events before it: the board
//! before each placement is the givens and the placements under it, and on that board
//! the candidates and the reason a digit was forced follow.

use serde::Serialize;

use crate::events::event::{Event, EventKind, Reason};
use crate::events::replay::{FORCED, Replay};
use crate::lang::{Lang, Text};
use crate::puzzle::grid::ALL_DIGITS;
use crate::puzzle::grid::{Cell, Unit};

/// How a placement's digit got there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum How {
    /// Placed after trying the digits before it (the row-by-row search, or a solver that
    /// does not say how it chose the blank).
    Tried,
    /// Chosen: the search picked this blank, which had `candidates` digits that fit.
    Chosen {
        /// The digits that fitted the blank when the search chose it.
        candidates: u8,
    },
    /// Forced, without a try: the only digit left in the cell, or the only place left
    /// for the digit in a unit.
    Forced(Reason),
}

/// One placement on the stack.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Placement {
    /// The cell filled.
    pub cell: Cell,
    /// The digit it holds.
    pub digit: u8,
    /// How the digit got there.
    pub how: How,
    /// What the search still has to try in the cell when it comes back to it (bit `d` for
    /// digit `d`): every digit after this one, row by row; the candidates after this one
    /// for a search that chooses its blanks; nothing for a forced digit.
    pub left: u16,
}

impl Placement {
    /// The digits still to try, ascending.
    pub fn left_digits(&self) -> impl Iterator<Item = u8> + '_ {
        (1..=9).filter(|d| self.left & (1 << d) != 0)
    }

    /// The placement in words: `r1c3 = 4, forced: the only digit left`,
    /// `r2c5 = 1, chosen among 3 candidates; 6 9 left`.
    pub fn words(&self, lang: Lang) -> String {
        let how = match self.how {
            How::Tried => lang.text(Text::StackTried).to_string(),
            How::Chosen { candidates: 1 } => lang.text(Text::StackChosenOne).to_string(),
            How::Chosen { candidates } => lang.fill(Text::StackChosen, &[("n", &candidates)]),
            How::Forced(Reason::OnlyDigit) => lang.text(Text::StackForcedCell).to_string(),
            How::Forced(Reason::OnlyPlace(unit)) => {
                lang.fill(Text::StackForcedUnit, &[("unit", &unit.words(lang))])
            }
        };
        let digits: Vec<String> = self.left_digits().map(|d| d.to_string()).collect();
        let left = match (self.how, digits.is_empty()) {
            (How::Forced(_), _) => String::new(),
            (_, true) => lang.text(Text::StackNothingLeft).to_string(),
            (_, false) => lang.fill(Text::StackLeft, &[("digits", &digits.join(" "))]),
        };
        lang.fill(
            Text::StackEntry,
            &[
                ("cell", &self.cell),
                ("digit", &self.digit),
                ("how", &how),
                ("left", &left),
            ],
        )
    }
}

/// The words of the stack and the panels beside the board in `lang`, each a template
/// whose `{name}`s are filled in, by the names the web page's script asks for (it
/// carries them as they are and fills them in itself).
pub fn words(lang: Lang) -> [(&'static str, &'static str); 15] {
    [
        ("entry", Text::StackEntry),
        ("tried", Text::StackTried),
        ("chosen_one", Text::StackChosenOne),
        ("chosen", Text::StackChosen),
        ("forced_cell", Text::StackForcedCell),
        ("forced_unit", Text::StackForcedUnit),
        ("left", Text::StackLeft),
        ("nothing_left", Text::StackNothingLeft),
        ("trying", Text::StackTrying),
        ("tree", Text::StackTree),
        ("code_line", Text::StackCodeLine),
        ("no_listing", Text::StackNoListing),
        ("row", Text::Row),
        ("col", Text::Column),
        ("box", Text::Box),
    ]
    .map(|(name, text)| (name, lang.text(text)))
}

/// An event kind's name in words, as the line of code that made it is said to have made
/// a `try` event: `try`, `尝试`.
pub fn kind_words(kind: EventKind, lang: Lang) -> &'static str {
    lang.text(match kind {
        EventKind::Try => Text::KindTry,
        EventKind::Conflict => Text::KindConflict,
        EventKind::Place => Text::KindPlace,
        EventKind::Backtrack => Text::KindBacktrack,
        EventKind::Choose => Text::KindChoose,
        EventKind::Force => Text::KindForce,
        EventKind::DeadEnd => Text::KindDeadEnd,
        EventKind::Unforce => Text::KindUnforce,
        EventKind::Eliminate => Text::KindEliminate,
        EventKind::Restore => Text::KindRestore,
    })
}

/// The placements `replay` stands on, oldest first. `chooses` says whether the search
/// announces the blanks it picks (every strategy but the row-by-row one): its placements
/// after a try were chosen among their candidates, and what is left to try at each is
/// the candidates after its digit; otherwise every digit after it.
pub fn stack(replay: &Replay, chooses: bool) -> Vec<Placement> {
    let mut before = Replay::new(*replay.givens());
    let mut placements = Vec::with_capacity(replay.stack().len());
    for &entry in replay.stack() {
        let cell = Cell::from_index(usize::from(entry & !FORCED)).expect("a stacked cell");
        let digit = replay.board().get(cell);
        let fits = before.candidates(cell);
        let above = !((1u16 << (digit + 1)) - 1) & ALL_DIGITS;
        let (how, left) = if entry & FORCED != 0 {
            (How::Forced(forced_by(&before, cell, digit)), 0)
        } else if chooses {
            let candidates = fits.count_ones() as u8;
            (How::Chosen { candidates }, fits & above)
        } else {
            (How::Tried, above)
        };
        placements.push(Placement {
            cell,
            digit,
            how,
            left,
        });
        // The board the next placement was made on.
        let event = match how {
            How::Forced(reason) => Event::Force {
                cell,
                digit,
                reason,
            },
            _ => Event::Place { cell, digit },
        };
        if before.apply(&event).is_err() {
            // Another solver's stack that no rule explains: stand on it all the same.
            before.apply_trusted(&Event::Place { cell, digit });
        }
    }
    placements
}

/// Whether the search of a trace whose header names `solver` announces the blanks it
/// picks: a strategy other than the row-by-row one, or another solver's trace that has
/// made choices (`stats`).
pub fn chooses(solver: &str, stats: &crate::events::counts::Stats) -> bool {
    match crate::search::Strategy::from_name(solver) {
        Some(strategy) => !strategy.is_plain_rows(),
        None => stats.choices > 0,
    }
}

/// Why `digit` was forced into `cell` on `board`: the only digit left there, else the
/// first of its row, column and box in which it has no other place.
fn forced_by(board: &Replay, cell: Cell, digit: u8) -> Reason {
    if board.candidates(cell) == 1 << digit {
        return Reason::OnlyDigit;
    }
    Unit::ALL
        .into_iter()
        .find(|&unit| {
            unit.cells_of(cell).into_iter().all(|other| {
                other == cell
                    || board.board().get(other) != 0
                    || board.candidates(other) & (1 << digit) == 0
            })
        })
        .map_or(Reason::OnlyDigit, Reason::OnlyPlace)
}

/// A placement as `show --json` writes it: `{"cell": "r1c3", "r": 1, "c": 3, "d": 4,
/// "how": "forced", "by": "cell", "left": []}`; `n` for a chosen blank's candidates.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PlacementJson {
    /// The cell's name.
    pub cell: String,
    /// Its row, 1 to 9.
    pub r: u8,
    /// Its column, 1 to 9.
    pub c: u8,
    /// The digit.
    pub d: u8,
    /// `tried`, `chosen` or `forced`.
    pub how: &'static str,
    /// For a forced digit: `cell` (the only digit left) or the unit where it is the only
    /// place (`row`, `col`, `box`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub by: Option<&'static str>,
    /// For a chosen blank: its candidates when it was chosen.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub n: Option<u8>,
    /// The digits still to try there, ascending.
    pub left: Vec<u8>,
}

impl From<&Placement> for PlacementJson {
    fn from(p: &Placement) -> Self {
        let (how, by, n) = match p.how {
            How::Tried => ("tried", None, None),
            How::Chosen { candidates } => ("chosen", None, Some(candidates)),
            How::Forced(reason) => ("forced", Some(reason.name()), None),
        };
        PlacementJson {
            cell: p.cell.to_string(),
            r: p.cell.r(),
            c: p.cell.c(),
            d: p.digit,
            how,
            by,
            n,
            left: p.left_digits().collect(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::parse::parse_puzzle_text;
    use crate::search::{Search, Strategy};

    /// The stack counted again from the events: pushed at each placement with what the
    /// event says, popped at each backtrack or unforce.
    fn recount(events: &[Event]) -> Vec<(Cell, u8, How)> {
        let mut stack: Vec<(Cell, u8, How)> = Vec::new();
        let mut chosen = std::collections::HashMap::new();
        for event in events {
            match *event {
                Event::Choose { cell, candidates } => {
                    chosen.insert(cell, candidates);
                }
                Event::Place { cell, digit } => {
                    let how = chosen
                        .get(&cell)
                        .map_or(How::Tried, |&candidates| How::Chosen { candidates });
                    stack.push((cell, digit, how));
                }
                Event::Force {
                    cell,
                    digit,
                    reason,
                } => stack.push((cell, digit, How::Forced(reason))),
                Event::Backtrack { .. } | Event::Unforce { .. } => {
                    stack.pop();
                }
                _ => {}
            }
        }
        stack
    }

    #[test]
    fn the_stack_from_the_board_is_the_stack_the_events_build() {
        let hard =
            "85...24..72......9..4.........1.7..23.5...9...4...........8..7..17..........36.4.";
        let puzzle = parse_puzzle_text(hard).unwrap();
        for strategy in [
            Strategy::TABLES,
            Strategy::MRV_SINGLES,
            Strategy::MRV_HIDDEN,
        ] {
            let mut events = Vec::new();
            Search::new(strategy)
                .max_events(Some(20_000))
                .run(&puzzle, &mut events);
            let mut replay = Replay::new(puzzle);
            let chooses = !strategy.is_plain_rows();
            let mut checked = 0;
            let every = (events.len() / 200).max(1);
            for (i, event) in events.iter().enumerate() {
                replay.apply(event).unwrap();
                if i % every != 0 {
                    continue;
                }
                let from_board = stack(&replay, chooses);
                let from_events = recount(&events[..=i]);
                let board: Vec<(Cell, u8)> = from_board.iter().map(|p| (p.cell, p.digit)).collect();
                let counted: Vec<(Cell, u8)> = from_events.iter().map(|p| (p.0, p.1)).collect();
                assert_eq!(board, counted, "{strategy} after event {}", i + 1);
                for (placement, (_, _, how)) in from_board.iter().zip(&from_events) {
                    assert_eq!(placement.how, *how, "{strategy} after event {}", i + 1);
                    if let How::Forced(_) = how {
                        assert_eq!(placement.left, 0);
                    }
                    if chooses && let How::Chosen { .. } = placement.how {
                        // Every digit is tried at a chosen blank; the candidates after
                        // this one are what is left.
                        assert!(placement.left & ((1 << (placement.digit + 1)) - 1) == 0);
                    }
                }
                checked += 1;
            }
            assert!(checked > 10, "{strategy}: {checked} positions checked");
        }
    }

    #[test]
    fn row_by_row_every_digit_after_is_still_to_try() {
        let puzzle = parse_puzzle_text(crate::LEETCODE_37).unwrap();
        let mut events = Vec::new();
        Search::new(Strategy::NAIVE)
            .max_events(Some(500))
            .run(&puzzle, &mut events);
        let mut replay = Replay::new(puzzle);
        for event in &events {
            replay.apply(event).unwrap();
        }
        let placements = stack(&replay, false);
        assert!(!placements.is_empty());
        for p in &placements {
            assert_eq!(p.how, How::Tried);
            assert_eq!(
                p.left_digits().collect::<Vec<_>>(),
                ((p.digit + 1)..=9).collect::<Vec<_>>()
            );
        }
        assert!(
            placements[0].words(Lang::En).starts_with("r1c3 = "),
            "{}",
            placements[0].words(Lang::En)
        );
    }
}

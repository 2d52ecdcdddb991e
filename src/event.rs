//! The one event type of sudotrace: what the search did at one step, and how a search
//! ended. The solver emits events, trace files store them, the replay applies them to a
//! board, and their words (`r3c5: 7 clashes with r3c8 (row)`) are written here once.

use std::fmt;

use crate::grid::{Cell, Grid, Unit};
use crate::stats::Stats;

/// One step of the search.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Event {
    /// `digit` is tried in the empty `cell`.
    Try { cell: Cell, digit: u8 },
    /// The tried `digit` clashes with `with`, which already holds it in `unit`.
    Conflict {
        cell: Cell,
        digit: u8,
        unit: Unit,
        with: Cell,
    },
    /// The tried `digit` fits and is written into `cell`.
    Place { cell: Cell, digit: u8 },
    /// The search ran out of digits further on and erases `digit` from `cell`.
    Backtrack { cell: Cell, digit: u8 },
}

/// The kinds of event, for filtering and counting.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum EventKind {
    Try,
    Conflict,
    Place,
    Backtrack,
}

impl EventKind {
    pub const ALL: [EventKind; 4] = [
        EventKind::Try,
        EventKind::Conflict,
        EventKind::Place,
        EventKind::Backtrack,
    ];

    /// The name used in trace files: `try`, `conflict`, `place`, `backtrack`.
    pub fn name(self) -> &'static str {
        match self {
            EventKind::Try => "try",
            EventKind::Conflict => "conflict",
            EventKind::Place => "place",
            EventKind::Backtrack => "backtrack",
        }
    }

    pub fn from_name(name: &str) -> Option<EventKind> {
        EventKind::ALL.into_iter().find(|kind| kind.name() == name)
    }

    /// How many events of this kind `stats` counts.
    pub fn count_in(self, stats: &Stats) -> u64 {
        match self {
            EventKind::Try => stats.tries,
            EventKind::Conflict => stats.conflicts.total(),
            EventKind::Place => stats.places,
            EventKind::Backtrack => stats.backtracks,
        }
    }
}

/// How many events of any of `kinds` `stats` counts.
pub fn count_of_kinds(kinds: &[EventKind], stats: &Stats) -> u64 {
    kinds.iter().map(|kind| kind.count_in(stats)).sum()
}

impl Event {
    pub fn kind(&self) -> EventKind {
        match self {
            Event::Try { .. } => EventKind::Try,
            Event::Conflict { .. } => EventKind::Conflict,
            Event::Place { .. } => EventKind::Place,
            Event::Backtrack { .. } => EventKind::Backtrack,
        }
    }

    /// The cell the event is about.
    pub fn cell(&self) -> Cell {
        match *self {
            Event::Try { cell, .. }
            | Event::Conflict { cell, .. }
            | Event::Place { cell, .. }
            | Event::Backtrack { cell, .. } => cell,
        }
    }

    /// The digit tried, placed or erased.
    pub fn digit(&self) -> u8 {
        match *self {
            Event::Try { digit, .. }
            | Event::Conflict { digit, .. }
            | Event::Place { digit, .. }
            | Event::Backtrack { digit, .. } => digit,
        }
    }
}

impl Event {
    /// The event in 22 bits of a `u32`, for holding long traces in memory:
    /// kind (2 bits), cell (7), digit (4), unit (2) and the clashing cell (7).
    pub fn pack(&self) -> u32 {
        let (kind, unit, with) = match *self {
            Event::Try { .. } => (0, 0, 0),
            Event::Conflict { unit, with, .. } => (1, unit as u32, with.index() as u32),
            Event::Place { .. } => (2, 0, 0),
            Event::Backtrack { .. } => (3, 0, 0),
        };
        kind | (self.cell().index() as u32) << 2
            | (self.digit() as u32) << 9
            | unit << 13
            | with << 15
    }

    /// The event [`pack`](Event::pack) made `packed` from.
    pub fn unpack(packed: u32) -> Event {
        let cell = Cell::from_index((packed >> 2 & 0x7f) as usize).expect("packed cell");
        let digit = (packed >> 9 & 0xf) as u8;
        match packed & 3 {
            0 => Event::Try { cell, digit },
            1 => Event::Conflict {
                cell,
                digit,
                unit: Unit::ALL[(packed >> 13 & 3) as usize],
                with: Cell::from_index((packed >> 15 & 0x7f) as usize).expect("packed cell"),
            },
            2 => Event::Place { cell, digit },
            _ => Event::Backtrack { cell, digit },
        }
    }
}

/// The event in words, as captions show it: `r3c5: 7 clashes with r3c8 (row)`.
impl fmt::Display for Event {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Event::Try { cell, digit } => write!(f, "{cell}: try {digit}"),
            Event::Conflict {
                cell,
                digit,
                unit,
                with,
            } => {
                write!(f, "{cell}: {digit} clashes with {with} ({unit})")
            }
            Event::Place { cell, digit } => write!(f, "{cell}: place {digit}"),
            Event::Backtrack { cell, digit } => write!(f, "{cell}: backtrack, erase {digit}"),
        }
    }
}

/// How a search ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Outcome {
    /// Every blank is filled.
    Solved,
    /// Every digit was tried in every blank: the puzzle has no solution.
    Unsolvable,
    /// The event limit stopped the search first.
    Limit,
}

impl Outcome {
    /// The name used in trace files and JSON output: `solved`, `unsolvable`, `limit`.
    pub fn name(self) -> &'static str {
        match self {
            Outcome::Solved => "solved",
            Outcome::Unsolvable => "unsolvable",
            Outcome::Limit => "limit",
        }
    }

    pub fn from_name(name: &str) -> Option<Outcome> {
        match name {
            "solved" => Some(Outcome::Solved),
            "unsolvable" => Some(Outcome::Unsolvable),
            "limit" => Some(Outcome::Limit),
            _ => None,
        }
    }

    /// How the search ended, in the words every output uses.
    pub fn words(self) -> &'static str {
        match self {
            Outcome::Solved => "solved: every blank is filled",
            Outcome::Unsolvable => "no solution: every digit was tried",
            Outcome::Limit => "stopped at the event limit",
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The closing record of a search: how it ended, the solution if any, and its counts.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct End {
    pub outcome: Outcome,
    pub solution: Option<Grid>,
    pub stats: Stats,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn packing_keeps_every_field() {
        for index in 0..81 {
            let cell = Cell::from_index(index).unwrap();
            let with = Cell::from_index(80 - index).unwrap();
            for digit in 1..=9 {
                let mut events = vec![
                    Event::Try { cell, digit },
                    Event::Place { cell, digit },
                    Event::Backtrack { cell, digit },
                ];
                events.extend(Unit::ALL.map(|unit| Event::Conflict {
                    cell,
                    digit,
                    unit,
                    with,
                }));
                for event in events {
                    assert_eq!(Event::unpack(event.pack()), event);
                }
            }
        }
    }
}

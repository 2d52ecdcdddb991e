//! Where `--at` points in a trace: an event by its number, or by what it is. A teacher
//! asks for "the first box clash" or "the third backtrack", not for a line number:
//! `conflict:box`, `backtrack:3`, `dead-end`, `place:r5c5`, in the form
//! `KIND[:UNIT|:CELL][:N]` (N counts from 1; the first when it is left out). The
//! [`Cursor`] finds the event ([`Cursor::find_wanted`]), reading the trace from its start.

use std::fmt;
use std::str::FromStr;

use crate::events::event::{Event, EventKind, Reason};
use crate::puzzle::grid::{Cell, Unit};
use crate::trace::{Cursor, TraceError};

/// An event of a trace, by number (0: the puzzle before any event) or by what it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum At {
    /// The event with this number.
    Number(u64),
    /// The event that is this.
    Wanted(Wanted),
}

/// An event by what it is: the `nth` event of `kind` (from 1), in `place` when it is
/// given.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Wanted {
    /// The kind of event.
    pub kind: EventKind,
    /// The unit it clashes in or is forced by, or the cell it is at.
    pub place: Option<Place>,
    /// Which one of those events: 1 for the first.
    pub nth: u64,
}

/// Where a wanted event is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// A conflict in this unit, or a digit forced as the only place in this unit.
    Unit(Unit),
    /// An event at this cell.
    Cell(Cell),
}

/// Why a `--at` value names no event.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum AtError {
    /// Not a number, and not a kind of event.
    #[error(
        "{0:?} is neither an event number nor a kind of event: write a number, or KIND[:UNIT|:CELL][:N] with KIND one of {kinds} (e.g. conflict:box, backtrack:3, place:r5c5)",
        kinds = KIND_NAMES.join(", ")
    )]
    Kind(String),
    /// A part after the kind that is no unit, cell or count.
    #[error("{part:?} in {text:?} is not a unit (row, col, box), a cell (r5c5) or a count from 1")]
    Part {
        /// The whole value.
        text: String,
        /// The part that is wrong.
        part: String,
    },
    /// A unit given for a kind of event that has none.
    #[error(
        "{text:?}: only a conflict (the unit it clashes in) or a forced digit (the unit it is the only place in) has a unit; give a cell (r5c5) instead"
    )]
    UnitOfKind {
        /// The whole value.
        text: String,
    },
}

/// The kinds' names as `--at` takes them, the event's own name but `dead-end`.
const KIND_NAMES: [&str; EventKind::ALL.len()] = [
    "try",
    "conflict",
    "place",
    "backtrack",
    "choose",
    "force",
    "dead-end",
    "unforce",
    "eliminate",
    "restore",
];

/// The kind's name as the options take it: its trace name but `dead-end`.
pub fn kind_word(kind: EventKind) -> &'static str {
    KIND_NAMES[kind as usize]
}

/// The kind `name` names: its name in `--at`, or the trace's (`deadend`, `dead_end`).
pub fn kind_named(name: &str) -> Option<EventKind> {
    let name = name.to_ascii_lowercase().replace('_', "-");
    EventKind::ALL
        .into_iter()
        .zip(KIND_NAMES)
        .find(|(kind, words)| *words == name || kind.name() == name)
        .map(|(kind, _)| kind)
}

/// A cell in r1c1 notation: `r5c5`.
fn cell_named(text: &str) -> Option<Cell> {
    let text = text.to_ascii_lowercase();
    let (r, c) = text.strip_prefix('r')?.split_once('c')?;
    Cell::from_rc(r.parse().ok()?, c.parse().ok()?)
}

impl FromStr for At {
    type Err = AtError;

    fn from_str(text: &str) -> Result<At, AtError> {
        match text.trim().parse::<u64>() {
            Ok(number) => Ok(At::Number(number)),
            Err(_) => text.parse().map(At::Wanted),
        }
    }
}

impl FromStr for Wanted {
    type Err = AtError;

    fn from_str(text: &str) -> Result<Wanted, AtError> {
        let mut parts = text.trim().split(':');
        let kind = parts
            .next()
            .and_then(kind_named)
            .ok_or_else(|| AtError::Kind(text.to_string()))?;
        let mut wanted = Wanted {
            kind,
            place: None,
            nth: 1,
        };
        let part_error = |part: &str| AtError::Part {
            text: text.to_string(),
            part: part.to_string(),
        };
        let rest: Vec<&str> = parts.collect();
        for (i, part) in rest.iter().enumerate() {
            let last = i + 1 == rest.len();
            if let Some(unit) = Unit::from_name(&part.to_ascii_lowercase()).filter(|_| i == 0) {
                if !matches!(kind, EventKind::Conflict | EventKind::Force) {
                    return Err(AtError::UnitOfKind {
                        text: text.to_string(),
                    });
                }
                wanted.place = Some(Place::Unit(unit));
            } else if let Some(cell) = cell_named(part).filter(|_| i == 0) {
                wanted.place = Some(Place::Cell(cell));
            } else if let Some(nth) = part.parse::<u64>().ok().filter(|&n| n >= 1 && last) {
                wanted.nth = nth;
            } else {
                return Err(part_error(part));
            }
        }
        Ok(wanted)
    }
}

impl Wanted {
    /// Whether `event` is of the kind, and in the place, wanted.
    pub fn matches(&self, event: &Event) -> bool {
        if event.kind() != self.kind {
            return false;
        }
        match self.place {
            None => true,
            Some(Place::Cell(cell)) => event.cell() == cell,
            Some(Place::Unit(unit)) => match *event {
                Event::Conflict { unit: clash, .. } => clash == unit,
                Event::Force {
                    reason: Reason::OnlyPlace(by),
                    ..
                } => by == unit,
                _ => false,
            },
        }
    }
}

impl fmt::Display for Wanted {
    /// As `--at` takes it: `conflict:box:3`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = KIND_NAMES[self.kind as usize];
        write!(f, "{name}")?;
        match self.place {
            Some(Place::Unit(unit)) => write!(f, ":{}", unit.name())?,
            Some(Place::Cell(cell)) => write!(f, ":{cell}")?,
            None => {}
        }
        match self.nth {
            1 => Ok(()),
            n => write!(f, ":{n}"),
        }
    }
}

/// What looking for a wanted event found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Found {
    /// The event, by number.
    At(u64),
    /// The trace has fewer such events than the count asked for: this many.
    Only(u64),
}

impl Cursor {
    /// Look for `wanted` from the trace's start: its number, or how many such events the
    /// trace has when it has fewer than asked for. The cursor is left at the event found,
    /// or at the end of what it could read.
    pub fn find_wanted(&mut self, wanted: &Wanted) -> Result<Found, TraceError> {
        self.seek(0)?;
        let mut seen = 0;
        if wanted.place.is_none() {
            // A kind alone is counted, and a binary trace jumps between its checkpoints.
            seen = self.skip(&[wanted.kind], wanted.nth, u64::MAX)?;
        } else {
            while seen < wanted.nth {
                match self.next_event()? {
                    Some(event) if wanted.matches(&event) => seen += 1,
                    Some(_) => {}
                    None => break,
                }
            }
        }
        Ok(match seen == wanted.nth {
            true => Found::At(self.position()),
            false => Found::Only(seen),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::parse::parse_puzzle_text;
    use crate::search::{Search, Strategy};
    use crate::trace::JsonlWriter;

    #[test]
    fn values_name_events_by_number_or_by_what_they_are() {
        assert_eq!("42".parse(), Ok(At::Number(42)));
        let wanted = |text: &str| match text.parse::<At>() {
            Ok(At::Wanted(wanted)) => wanted,
            other => panic!("{text}: {other:?}"),
        };
        let box_clash = wanted("conflict:box");
        assert_eq!(box_clash.kind, EventKind::Conflict);
        assert_eq!(box_clash.place, Some(Place::Unit(Unit::Box)));
        assert_eq!(box_clash.nth, 1);
        assert_eq!(wanted("backtrack:3").nth, 3);
        assert_eq!(wanted("dead-end").kind, EventKind::DeadEnd);
        assert_eq!(wanted("deadend").kind, EventKind::DeadEnd);
        let cell = Cell::from_rc(5, 5).unwrap();
        assert_eq!(wanted("place:r5c5").place, Some(Place::Cell(cell)));
        assert_eq!(wanted("place:R5C5:2").nth, 2);
        for text in ["conflict:box:3", "place:r5c5:2", "dead-end", "force:row"] {
            assert_eq!(wanted(text).to_string(), text);
        }
    }

    #[test]
    fn wrong_values_say_what_is_wrong() {
        let error = |text: &str| text.parse::<At>().unwrap_err().to_string();
        assert!(error("clash").contains("neither an event number nor a kind"));
        assert!(error("conflict:diagonal").contains("\"diagonal\""));
        assert!(error("backtrack:0").contains("\"0\""));
        assert!(error("conflict:3:box").contains("\"3\""));
        assert!(error("place:row").contains("only a conflict"));
        assert!(error("place:r10c1").contains("\"r10c1\""));
    }

    #[test]
    fn the_cursor_finds_the_nth_event_wanted() {
        let puzzle = parse_puzzle_text(crate::LEETCODE_37).unwrap();
        let mut events: Vec<Event> = Vec::new();
        Search::new(Strategy::NAIVE).run(&puzzle, &mut events);
        let header = crate::trace::Header::new(puzzle, Strategy::NAIVE.name(), None);
        let mut writer = JsonlWriter::new(Vec::new(), &header);
        let run = Search::new(Strategy::NAIVE).run(&puzzle, &mut writer);
        let bytes = writer.finish(&run.end).unwrap();
        let dir = std::env::temp_dir().join(format!("sudotrace-at-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("lc.jsonl");
        std::fs::write(&path, bytes).unwrap();
        let mut cursor = Cursor::open(&path).unwrap();
        for text in [
            "conflict:box",
            "conflict:col:4",
            "backtrack:3",
            "place:r1c3:2",
            "try",
        ] {
            let At::Wanted(wanted) = text.parse().unwrap() else {
                panic!("{text}")
            };
            let expected = (1..)
                .zip(&events)
                .filter(|(_, event)| wanted.matches(event))
                .nth(wanted.nth as usize - 1)
                .map(|(n, _)| n);
            assert_eq!(
                cursor.find_wanted(&wanted).unwrap(),
                Found::At(expected.unwrap())
            );
        }
        let box_clashes = events
            .iter()
            .filter(|e| {
                matches!(
                    e,
                    Event::Conflict {
                        unit: Unit::Box,
                        ..
                    }
                )
            })
            .count() as u64;
        let too_many: Wanted = format!("conflict:box:{}", box_clashes + 1).parse().unwrap();
        assert_eq!(
            cursor.find_wanted(&too_many).unwrap(),
            Found::Only(box_clashes)
        );
        assert_eq!(
            cursor.find_wanted(&"dead-end".parse().unwrap()).unwrap(),
            Found::Only(0)
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }
}

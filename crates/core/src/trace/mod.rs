//! Trace files: the header that names the puzzle and the solver, the stream of events,
//! and the end record, in two formats: JSON Lines (one readable line an event) and a
//! compact binary format for searches of billions of events. Writers are
//! [`Sink`](crate::search::Sink)s that stream to disk; the [`Cursor`] streams either
//! format back through the one [`Replay`](crate::events::replay::Replay), so memory stays bounded whatever the length
//! of the trace, and rejects bad input with its line or byte offset and what is wrong.

pub mod selector;

mod binary;
mod coded;
mod cursor;
mod jsonl;
mod writer;

use std::fmt;
use std::io;
use std::path::{Path, PathBuf};

use crate::events::counts::Stats;
use crate::events::event::{End, Outcome};
use crate::lang::{Lang, Text};
use crate::numbers::thousands;
use crate::puzzle::grid::Grid;

pub use binary::BinaryWriter;
pub use cursor::Cursor;
pub use jsonl::{JsonlWriter, event_from_line, event_line};
pub use writer::{
    Format, TraceWriter, events_that_fit, refuse_unwritable_format, refuse_without_room,
};

/// The newest version written in, and understood from, the `"sudotrace"` header field
/// (and the binary format's version byte). Version 2 added the events of strategies that
/// choose their blanks (`choose`, `force`, `deadend`, `unforce`); a trace that cannot
/// hold them (`naive`, `tables`, other solvers) is written as version 1, byte for byte
/// as before.
/// Version 3 added the eliminations (`eliminate`, `restore`) and their counts.
pub(crate) const FORMAT_VERSION: u64 = 3;

/// Default `--max-events` when writing JSON Lines: about 445 MB of trace (44.5 bytes an event), enough for
/// every puzzle the articles show, small enough that a runaway search cannot fill a disk.
pub const DEFAULT_MAX_EVENTS: u64 = 10_000_000;

/// Default `--max-events` when writing the binary format: the canonical search costs
/// about 1.3 bytes per 1,000 events there (its checkpoints), so 100 billion events is
/// some 130 MB, and hours of searching.
pub const DEFAULT_MAX_EVENTS_BINARY: u64 = 100_000_000_000;

/// The longest solver or writer name a trace's header may hold, in bytes, in either
/// format: a bound on memory for inputs that are not traces, and on what a name can
/// make a reader write.
pub const MAX_NAME: usize = 1024;

/// What the first line of a trace says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Header {
    /// The puzzle searched.
    pub puzzle: Grid,
    /// The puzzle's name, where the input gave one: a collection's name column
    /// (`name<TAB>puzzle`). Titles call the puzzle by it; at most [`MAX_NAME`] bytes.
    pub name: Option<String>,
    /// The strategy that searched (`naive`, `tables`, `mrv+singles+tables`, ...), or the
    /// name another tool gave its solver.
    pub solver: String,
    /// The version of the program that wrote the trace.
    pub writer: String,
    /// The event limit the search ran under, if the writer recorded it.
    pub max_events: Option<u64>,
    /// The format version: 1, 2 for a trace that may hold the events of the
    /// strategies that choose their blanks, 3 for one that may hold eliminations. A trace read keeps its own, so that
    /// converting it keeps it too.
    pub format: u64,
}

impl Header {
    /// The format version a trace with this header is written in.
    pub(crate) fn format_version(&self) -> u64 {
        self.format
    }

    /// The header of a trace this sudotrace writes: format version 2 for a strategy whose
    /// events version 1 cannot hold, else 1.
    pub fn new(puzzle: Grid, solver: &str, max_events: Option<u64>) -> Header {
        let format = match crate::search::Strategy::from_name(solver) {
            Some(strategy) if strategy.propagation.eliminates() => 3,
            Some(strategy) if !strategy.is_plain_rows() => 2,
            _ => 1,
        };
        Header {
            puzzle,
            name: None,
            solver: solver.to_string(),
            writer: env!("CARGO_PKG_VERSION").to_string(),
            max_events,
            format,
        }
    }

    /// The header with the puzzle's name, as its collection gives it: none for an empty
    /// one, and one longer than [`MAX_NAME`] bytes cut there, between two characters, so
    /// that every trace written reads back.
    pub fn named(self, name: Option<String>) -> Header {
        let name = name.filter(|name| !name.trim().is_empty()).map(|mut name| {
            let mut end = name.len().min(MAX_NAME);
            while !name.is_char_boundary(end) {
                end -= 1;
            }
            name.truncate(end);
            name
        });
        Header { name, ..self }
    }

    /// Why `event` cannot stand in a trace of this header's format version, if it cannot.
    pub fn refuses(&self, event: &crate::events::event::Event) -> Option<String> {
        let kind = event.kind();
        let needs = match (kind.in_version_1(), kind.in_version_2()) {
            (true, _) => 1,
            (false, true) => 2,
            (false, false) => 3,
        };
        (self.format < needs).then(|| {
            format!(
                "a {} event needs format version {needs}; this trace is version {}",
                kind.name(),
                self.format
            )
        })
    }
}

/// Where in a trace something was found: a line of JSON Lines, a byte of the binary format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Location {
    /// A line of JSON Lines, counted from 1.
    Line(u64),
    /// A byte of the binary format, as an offset from the start of the file.
    Byte(u64),
}

/// Where, in English words: `line 6`, `byte 1024`.
impl fmt::Display for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words(Lang::En))
    }
}

impl Location {
    /// Where, in words in `lang`: `line 6`, `文件第 6 行`, `byte 1,024`.
    pub fn words(&self, lang: Lang) -> String {
        match *self {
            Location::Line(line) => lang.fill(Text::LocationLine, &[("n", &thousands(line))]),
            Location::Byte(offset) => lang.fill(Text::LocationByte, &[("n", &thousands(offset))]),
        }
    }
}

/// The end record as read back: the counts are those the writer recorded, if any.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordedEnd {
    /// How the search ended.
    pub outcome: Outcome,
    /// The filled grid, when the record gives one.
    pub solution: Option<Grid>,
    /// The counts, when the writer recorded them.
    pub stats: Option<Stats>,
}

impl From<&End> for RecordedEnd {
    fn from(end: &End) -> Self {
        RecordedEnd {
            outcome: end.outcome,
            solution: end.solution,
            stats: Some(end.stats),
        }
    }
}

/// The first conflict of another solver's trace that names no unit and no cell (a check
/// that only says whether a digit fits writes no more): the reader worked its clash out
/// from the board, as sudotrace's checks find it, the first of the row, the column and
/// the box that holds the digit ([`ClashOrder::UnitByUnit`](crate::search::ClashOrder)),
/// and every such conflict after it the same way.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WorkedOut {
    /// The conflict's event number (events count from 1).
    pub event: u64,
    /// Its line.
    pub at: Location,
}

impl WorkedOut {
    /// That the clashes were worked out, in words in `lang`: `its conflicts name no unit
    /// or cell (the first is event 4, line 5): ...`.
    pub fn words(&self, lang: Lang) -> String {
        lang.fill(
            Text::ClashesWorkedOut,
            &[("event", &self.event), ("at", &self.at.words(lang))],
        )
    }
}

/// Why a trace could not be read.
#[derive(Debug, thiserror::Error)]
pub enum TraceError {
    /// The file could not be read.
    #[error("{}: {source}", path.display())]
    Io {
        /// The file.
        path: PathBuf,
        /// What reading it met.
        source: io::Error,
    },
    /// A record that does not read as its format says.
    #[error("{at}: {message}")]
    Malformed {
        /// Where it is.
        at: Location,
        /// What is wrong with it.
        message: String,
    },
    /// A file with nothing but blank lines in it.
    #[error(
        "the trace is empty: expected a header line such as {{\"sudotrace\": 1, \"puzzle\": \"...\", \"solver\": \"naive\"}}"
    )]
    Empty,
    /// The file ends before its end record.
    #[error("{0}")]
    NoEnd(CutShort),
    /// Puzzle text given where a trace is read.
    #[error(
        "{0}: this is a puzzle, not a trace; record the search's trace first: sudotrace solve {0} --trace search.jsonl"
    )]
    PuzzleGiven(String),
    /// A line of JSON Lines where an event or the end record belongs that does not read
    /// as one (a field missing or out of range, an unknown event, not JSON at all). A
    /// lenient cursor stops before it, as before an event that cannot happen.
    #[error("{at}: {message}")]
    BadEvent {
        /// The line.
        at: Location,
        /// What is wrong with it.
        message: String,
    },
    /// An event that cannot happen on the board.
    #[error("{at}: {source}")]
    Impossible {
        /// Where the event stands.
        at: Location,
        /// The event, and why it cannot happen.
        source: crate::events::replay::ImpossibleEvent,
    },
}

impl TraceError {
    /// The error in words in `lang`: a file that cannot be read said in `lang`
    /// ([`io_words`](crate::lang::io_words)), the rest as [`Display`](fmt::Display) says it.
    pub fn words(&self, lang: Lang) -> String {
        match self {
            TraceError::Io { path, source } => {
                let path = path.display().to_string();
                let error = crate::lang::io_words(source, lang);
                lang.fill(Text::ErrorAt, &[("at", &path), ("error", &error)])
            }
            TraceError::NoEnd(cut) => cut.words(lang),
            _ => self.to_string(),
        }
    }
}

/// Stands for the file's name in the advice for a puzzle given as a trace, until the
/// reader that knows the name fills it in.
pub(crate) const PUZZLE_FILE: &str = "<this file>";

/// Where a trace stops before its end record, as a crash or a full disk leaves it:
/// every whole event before that point reads, and the commands that show or count a
/// trace go on with them (saying so); `convert` and the stepper refuse it.
///
/// A cursor told to read [`leniently`](Cursor::lenient) also stops, this way, before an
/// event that cannot happen on the board, which it keeps as [`refused`](CutShort::refused)
/// so that the viewers can draw it, and before a line of JSON Lines that does not read as
/// an event ([`unread`](CutShort::unread)).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CutShort {
    /// Where the trace stops: after this line, or at this byte.
    pub at: Location,
    /// What the binary format expected to read there.
    pub expected: Option<String>,
    /// The event that stops the trace there, and why it cannot happen.
    pub refused: Option<crate::events::replay::ImpossibleEvent>,
    /// The line that stops the trace there, which does not read as an event or an end
    /// record, and what the reader says of it.
    pub unread: Option<String>,
}

/// Where and why the trace stops, in English words ([`CutShort::words`]).
impl fmt::Display for CutShort {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words(Lang::En))
    }
}

impl CutShort {
    /// Where and why the trace stops, in words in `lang`: `line 6: r1c3: place 5 cannot
    /// happen: r1c3 already holds 1`, `the trace stops after line 40 without an end
    /// record (cut short?)`. What a reader says of a line it cannot read, and what the
    /// binary format expected, stay as the reader says them (English).
    pub fn words(&self, lang: Lang) -> String {
        if let Some(refused) = &self.refused {
            let at = self.at.words(lang);
            return lang.fill(
                Text::CutShortAt,
                &[("at", &at), ("why", &refused.words(lang))],
            );
        }
        if let Some(unread) = &self.unread {
            let at = self.at.words(lang);
            return lang.fill(Text::CutShortAt, &[("at", &at), ("why", unread)]);
        }
        match self.at {
            Location::Line(line) => lang.fill(Text::CutShortLine, &[("line", &thousands(line))]),
            Location::Byte(offset) => lang.fill(
                Text::CutShortByte,
                &[
                    ("offset", &thousands(offset)),
                    ("expected", &self.expected.as_deref().unwrap_or("a record")),
                ],
            ),
        }
    }
}

impl TraceError {
    /// Whether `text` looks like puzzle text where a trace was expected: the first line
    /// of a file, or a name that is no file.
    pub(crate) fn looks_like_puzzle(text: &str) -> bool {
        let cells = text
            .chars()
            .filter(|c| c.is_ascii_digit() || matches!(c, '.' | '_' | '*'))
            .count();
        let others = text
            .chars()
            .filter(|c| {
                !c.is_ascii_digit()
                    && !matches!(
                        c,
                        '.' | '_' | '*' | '|' | '-' | '+' | ' ' | '\t' | '\r' | '\n'
                    )
            })
            .count();
        cells >= 9 && others == 0
    }

    pub(crate) fn malformed(at: Location, message: impl fmt::Display) -> TraceError {
        TraceError::Malformed {
            at,
            message: message.to_string(),
        }
    }

    pub(crate) fn cut_short(at: Location, expected: Option<&str>) -> TraceError {
        TraceError::NoEnd(CutShort {
            at,
            expected: expected.map(str::to_string),
            refused: None,
            unread: None,
        })
    }
}

/// Whether a trace file of this name is written gzip-compressed.
pub fn is_gzip_name(path: &Path) -> bool {
    path.extension().is_some_and(|ext| ext == "gz")
}

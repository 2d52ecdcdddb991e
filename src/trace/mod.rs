//! Trace files: the header that names the puzzle and the solver, the stream of events,
//! and the end record. Writers are [`Sink`](crate::solver::Sink)s that stream to disk;
//! the reader streams back one event at a time, so memory stays bounded whatever the
//! length of the trace, and rejects a bad line with its number and what is wrong.

mod jsonl;

use std::fmt;
use std::fs::File;
use std::io::{self, BufRead, BufReader, Read};
use std::path::{Path, PathBuf};

use flate2::read::MultiGzDecoder;

use crate::event::{End, Outcome};
use crate::grid::Grid;
use crate::stats::Stats;

pub use jsonl::{JsonlReader, JsonlWriter};

/// The version written in, and understood from, the `"sudotrace"` header field.
pub const FORMAT_VERSION: u64 = 1;

/// Default `--max-events` when writing JSON Lines: about 445 MB of trace (44.5 bytes an event), enough for
/// every puzzle the articles show, small enough that a runaway search cannot fill a disk.
pub const DEFAULT_MAX_EVENTS: u64 = 10_000_000;

/// What the first line of a trace says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Header {
    pub puzzle: Grid,
    /// `naive`, `tables`, or the name another tool gave its solver.
    pub solver: String,
    /// The event limit the search ran under, if the writer recorded it.
    pub max_events: Option<u64>,
}

/// The end record as read back: the counts are those the writer recorded, if any.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordedEnd {
    pub outcome: Outcome,
    pub solution: Option<Grid>,
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

/// Why a trace could not be read.
#[derive(Debug, thiserror::Error)]
pub enum TraceError {
    #[error("{}: {source}", path.display())]
    Io { path: PathBuf, source: io::Error },
    #[error("line {line}: {message}")]
    Malformed { line: u64, message: String },
    #[error(
        "the trace is empty: expected a header line such as {{\"sudotrace\": 1, \"puzzle\": \"...\", \"solver\": \"naive\"}}"
    )]
    Empty,
    #[error("the trace stops after line {line} without an end record (cut short?)")]
    NoEnd { line: u64 },
    #[error("line {line}: {source}")]
    Impossible {
        line: u64,
        source: crate::replay::ImpossibleEvent,
    },
}

impl TraceError {
    pub(crate) fn malformed(line: u64, message: impl fmt::Display) -> TraceError {
        TraceError::Malformed {
            line,
            message: message.to_string(),
        }
    }
}

/// Open a trace file for streaming, whatever its format (recognised by its first bytes,
/// never by its name): JSON Lines, plain or gzip-compressed.
pub fn open(path: &Path) -> Result<JsonlReader<Box<dyn Read>>, TraceError> {
    let io_err = |source| TraceError::Io {
        path: path.to_path_buf(),
        source,
    };
    let file = File::open(path).map_err(io_err)?;
    let mut buffered = BufReader::with_capacity(1 << 16, file);
    let magic = buffered.fill_buf().map_err(io_err)?;
    let input: Box<dyn Read> = if magic.starts_with(&[0x1f, 0x8b]) {
        Box::new(MultiGzDecoder::new(buffered))
    } else {
        Box::new(buffered)
    };
    JsonlReader::new(input).map_err(|err| match err {
        TraceError::Io { source, .. } => io_err(source),
        other => other,
    })
}

/// Whether a trace file of this name is written gzip-compressed.
pub fn is_gzip_name(path: &Path) -> bool {
    path.extension().is_some_and(|ext| ext == "gz")
}

//! sudotrace's application layer: what the command line (`src/`) and the Python package
//! (`python/`) both do between their arguments and the libraries, written once, so that
//! the two doors cannot drift apart. Each front door keeps only its own manners: clap's
//! arguments and anyhow's one-line errors on one side, Python's types, exceptions and
//! the GIL on the other.
//!
//! - [`arguments`]: values given by name (a strategy, a language, a panel), or refused
//!   with the names to choose from.
//! - [`outputs`]: what a render writes, told from the output's name; outputs that would
//!   replace an input; output folders.
//! - [`puzzles`]: puzzle arguments (a file, standard input, a built-in name, puzzle text)
//!   read into the puzzles of a collection.
//! - [`comparison`]: a comparison's report written with its charts.
//! - [`pages`]: a trace's web page built and written.
//! - [`position`]: one position of a trace as `show` and Python's `Trace.show` see it.
//! - [`loaded`]: a trace read whole once and checked, then asked about.
//! - [`drawing`]: a loaded trace drawn, its settings given by name.
//! - [`progress`]: a sink that counts the events it passes on, for a progress line;
//!   work on a thread of its own, watched.
//! - [`solving`]: a search recorded into memory, or only counted, and stoppable.
//! - [`recording`]: a search recorded from outside, event by event.
//! - [`table`]: a trace's events as columns.

pub mod arguments;
pub mod comparison;
pub mod drawing;
pub mod lesson;
pub mod loaded;
pub mod moments;
pub mod outputs;
pub mod pages;
pub mod position;
pub mod progress;
pub mod puzzles;
pub mod recording;
pub mod solving;
pub mod table;

use std::path::{Path, PathBuf};

use sudotrace_core::escape::escaped;

/// What an application task met that stops it, in one line that says what and where.
#[derive(Debug, thiserror::Error)]
pub enum AppError {
    /// A file or folder could not be read or written.
    #[error("{}: {what}: {error}", named(path))]
    Io {
        /// The file or folder.
        path: PathBuf,
        /// What was being done: `cannot create the output folder`, ...
        what: &'static str,
        /// What the system said: in the message, and so not its source, which would
        /// say it a second time in the one line a front door prints.
        error: std::io::Error,
    },
    /// An argument or an input that cannot be used, and what to do instead.
    #[error("{0}")]
    Refused(String),
    /// A trace that cannot be read.
    #[error("{0}")]
    Trace(String),
    /// A position or an event asked for that the trace does not hold.
    #[error("{0}")]
    OutOfRange(String),
    /// A picture, chart, report or page that could not be made.
    #[error("{0}")]
    Output(String),
    /// A loaded trace whose file has changed since it was loaded.
    #[error("{0}")]
    Changed(String),
}

impl AppError {
    /// The system's error, when it is one.
    pub fn io_kind(&self) -> Option<std::io::ErrorKind> {
        match self {
            AppError::Io { error, .. } => Some(error.kind()),
            _ => None,
        }
    }
}

/// A path as messages show it: escaped, as everything taken from a file or an argument
/// is, so that a name cannot move the cursor or colour a terminal.
pub fn named(path: impl AsRef<Path>) -> String {
    escaped(&path.as_ref().display().to_string()).into_owned()
}

/// A trace's error as one line: an error that names its file already (it could not be
/// opened) as it is, the others after the trace's name.
pub fn trace_error(path: &Path, err: sudotrace_core::trace::TraceError) -> AppError {
    use sudotrace_core::trace::TraceError;
    match err {
        TraceError::Io { .. } | TraceError::PuzzleGiven(_) => AppError::Trace(err.to_string()),
        _ => AppError::Trace(format!("{}: {err}", named(path))),
    }
}

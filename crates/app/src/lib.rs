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
//! - [`lang`]: the crate's words (`AppText`): the refusals of [`moments`].
//!
//! Errors keep their English `Display`; [`AppError::words`] says them in any language,
//! which the command line chooses at its edge.

pub mod arguments;
pub mod comparison;
pub mod drawing;
pub mod lang;
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
use sudotrace_core::lang::{Lang, Text};

/// What an application task met that stops it, in one line that says what and where.
#[derive(Debug, thiserror::Error)]
pub enum AppError {
    /// A file or folder could not be read or written.
    #[error("{}", self.words(Lang::En))]
    Io {
        /// The file or folder.
        path: PathBuf,
        /// What was being done: `cannot create the output folder`, ...
        what: lang::AppText,
        /// What the system said: in the message, and so not its source, which would
        /// say it a second time in the one line a front door prints.
        error: std::io::Error,
    },
    /// An argument or an input that cannot be used, and what to do instead.
    #[error("{0}")]
    Refused(String),
    /// The same, said from the catalog in any language.
    #[error("{}", .0.words(Lang::En))]
    Worded(Worded),
    /// A page of the trace at `path` that cannot be made as asked.
    #[error("{}", self.words(Lang::En))]
    Page {
        /// The trace.
        path: PathBuf,
        /// Why.
        error: sudotrace_page::PageError,
    },
    /// A puzzle argument that is no file, no built-in puzzle's name (when `builtin`, names
    /// are looked up) and no puzzle.
    #[error("{}", self.words(Lang::En))]
    NoPuzzle {
        /// The argument as given.
        arg: String,
        /// Whether built-in puzzles' names were looked up.
        builtin: bool,
    },
    /// An input that could not be read as text (named as messages name it).
    #[error("{}", self.words(Lang::En))]
    InputUnread(String, Box<sudotrace_core::puzzle::parse::ReadError>),
    /// An input none of whose lines is a puzzle: the first line's problem.
    #[error("{}", self.words(Lang::En))]
    Unreadable(Box<sudotrace_core::puzzle::parse::Skipped>),
    /// A trace that cannot be read.
    #[error("{0}")]
    Trace(String),
    /// A trace file that cannot be read (as [`trace_error`] says it).
    #[error("{}", self.words(Lang::En))]
    TraceFile {
        /// The file.
        path: PathBuf,
        /// What reading it met: in the message, and so not its source.
        error: sudotrace_core::trace::TraceError,
    },
    /// A moment of a trace asked for that it does not hold.
    #[error(transparent)]
    Moment(#[from] moments::MomentError),
    /// A lesson that cannot be read, or cannot stop in its trace.
    #[error(transparent)]
    Lesson(Box<lesson::LessonError>),
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
    /// The error in words in `lang`: a trace file that cannot be read and a moment the
    /// trace does not hold from the catalogs, the rest as [`Display`](std::fmt::Display)
    /// says it (English). Every fact is the same in each language.
    pub fn words(&self, lang: Lang) -> String {
        use sudotrace_core::trace::TraceError;
        match self {
            AppError::TraceFile { path, error } => match error {
                TraceError::Io { .. } | TraceError::PuzzleGiven(_) => error.words(lang),
                _ => lang.fill(
                    Text::ErrorAt,
                    &[("at", &named(path)), ("error", &error.words(lang))],
                ),
            },
            AppError::Moment(moment) => moment.words(lang),
            AppError::Worded(worded) => worded.words(lang),
            AppError::InputUnread(label, error) => lang.fill(
                Text::ErrorAt,
                &[("at", label), ("error", &error.words(lang))],
            ),
            AppError::Lesson(lesson) => lesson.words(lang),
            AppError::Unreadable(skipped) => lang.fill(
                Text::ErrorAt,
                &[("at", &skipped.source), ("error", &skipped.words(lang))],
            ),
            AppError::Page { path, error } => lang.fill(
                Text::ErrorAt,
                &[("at", &named(path)), ("error", &error.words(lang))],
            ),
            AppError::NoPuzzle { arg, builtin } => {
                let names = sudotrace_core::puzzle::named::names();
                let text = match builtin {
                    true => lang::AppText::NoPuzzleNorName,
                    false => lang::AppText::NoPuzzle,
                };
                lang.fill(text, &[("arg", arg), ("names", &names)])
            }
            AppError::Io { path, what, error } => {
                // What was being done, where, and what the system said, in `lang`.
                let error = lang.fill(
                    lang::AppText::IoDoing,
                    &[
                        ("what", &lang.text(*what)),
                        ("error", &sudotrace_core::lang::io_words(error, lang)),
                    ],
                );
                lang.fill(Text::ErrorAt, &[("at", &named(path)), ("error", &error)])
            }
            _ => self.to_string(),
        }
    }

    /// The system's error, when it is one.
    pub fn io_kind(&self) -> Option<std::io::ErrorKind> {
        match self {
            AppError::Io { error, .. } => Some(error.kind()),
            _ => None,
        }
    }
}

/// A refusal from the catalog: which text, and the value of each of its `{name}`s: said
/// as given (a name, a number), or a word of the catalog said in the refusal's language.
#[derive(Clone, Debug)]
pub struct Worded {
    text: lang::AppText,
    values: Vec<(&'static str, String)>,
    words: Vec<(&'static str, lang::AppText)>,
}

impl Worded {
    /// `text` with these values.
    pub fn new(text: lang::AppText, values: &[(&'static str, &dyn std::fmt::Display)]) -> Worded {
        Worded {
            text,
            values: values
                .iter()
                .map(|(name, value)| (*name, value.to_string()))
                .collect(),
            words: Vec::new(),
        }
    }

    /// With `{name}` the catalog's `word`, in the language it is said in.
    pub fn with_word(mut self, name: &'static str, word: lang::AppText) -> Worded {
        self.words.push((name, word));
        self
    }

    /// The refusal in `lang`.
    pub fn words(&self, lang: Lang) -> String {
        let words: Vec<(&str, &str)> = self
            .words
            .iter()
            .map(|(name, word)| (*name, lang.text(*word)))
            .collect();
        let values: Vec<(&str, &dyn std::fmt::Display)> = self
            .values
            .iter()
            .map(|(name, value)| (*name, value as &dyn std::fmt::Display))
            .chain(
                words
                    .iter()
                    .map(|(name, word)| (*name, word as &dyn std::fmt::Display)),
            )
            .collect();
        lang.fill(self.text, &values)
    }
}

/// A refusal from the catalog, as an error.
pub(crate) fn refused_in_words(
    text: lang::AppText,
    values: &[(&'static str, &dyn std::fmt::Display)],
) -> AppError {
    AppError::Worded(Worded::new(text, values))
}

/// A path as messages show it: escaped, as everything taken from a file or an argument
/// is, so that a name cannot move the cursor or colour a terminal.
pub fn named(path: impl AsRef<Path>) -> String {
    escaped(&path.as_ref().display().to_string()).into_owned()
}

/// A trace's error as one line: an error that names its file already (it could not be
/// opened) as it is, the others after the trace's name.
pub fn trace_error(path: &Path, err: sudotrace_core::trace::TraceError) -> AppError {
    AppError::TraceFile {
        path: path.to_path_buf(),
        error: err,
    }
}

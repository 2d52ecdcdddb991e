//! sudotrace for Python: the extension module `sudotrace._sudotrace`, the Python face of
//! sudotrace's application layer ([`sudotrace_app`], which the command line calls too),
//! with no search, trace reader, output choice, options or count of its own: only its
//! Python types, their arguments converted, and errors raised as Python's exceptions.
//! The package `sudotrace` (python/sudotrace/__init__.py) gives it its Python manners.
//!
//! - `trace`: `Trace` (a search's trace in memory, or a trace file left where it is, read
//!   through the core's `Cursor` whenever it is asked something), its `Events` and its
//!   `Diagnosis`;
//! - `event`: one `Event`, read as the dict of its trace-format fields;
//! - `recorder`: `Recorder`, a student's own search recorded;
//! - `functions`: `solve`, `load`, `listing`, `strategies`, `compare_into`, and `Run`;
//! - `background`: long work on a thread of its own, interruptible, its progress shown.

mod background;
mod event;
mod functions;
mod recorder;
mod trace;

use pyo3::exceptions::{PyFileNotFoundError, PyIndexError, PyOSError, PyValueError};
use pyo3::prelude::*;
use sudotrace_app::{AppError, arguments, puzzles};
use sudotrace_core::lang::Lang;
use sudotrace_core::names::Named;
use sudotrace_core::puzzle::grid::Grid;
use sudotrace_core::search::Strategy;

// sudotrace's exceptions, defined in Python (python/sudotrace/errors.py) so that each
// can also be the built-in it refines: a `TraceError` is a `ValueError` too.
pyo3::import_exception!(sudotrace.errors, TraceError);
pyo3::import_exception!(sudotrace.errors, TraceChanged);
pyo3::import_exception!(sudotrace.errors, ArgumentError);
pyo3::import_exception!(sudotrace.errors, OutputError);

/// An application error as the Python exception that says it: a file missing as
/// `FileNotFoundError`, other system errors as `OSError`, a position past the trace as
/// `IndexError`; the rest as `sudotrace.Error`'s subclasses, each also a `ValueError`: a
/// trace that cannot be read `TraceError`, its
/// file changed `TraceChanged`, an argument refused `ArgumentError`, an output that
/// cannot be made `OutputError`; in the command line's words.
fn app_error(e: AppError) -> PyErr {
    let message = e.to_string();
    match e {
        AppError::Io { error, .. } if error.kind() == std::io::ErrorKind::NotFound => {
            PyFileNotFoundError::new_err(message)
        }
        AppError::Io { .. } => PyOSError::new_err(message),
        AppError::OutOfRange(_) => PyIndexError::new_err(message),
        AppError::Changed(_) => TraceChanged::new_err(message),
        AppError::Trace(_) | AppError::TraceFile { .. } => TraceError::new_err(message),
        AppError::Refused(_)
        | AppError::Moment(_)
        | AppError::NoPuzzle { .. }
        | AppError::Unreadable(_)
        | AppError::Lesson(_)
        | AppError::Worded(_)
        | AppError::InputUnread(..)
        | AppError::Page { .. } => ArgumentError::new_err(message),
        AppError::Output(_) => OutputError::new_err(message),
    }
}

/// A whole number from Python as `T`, or an `ArgumentError` (a `ValueError`) naming the
/// argument `name`: Python's own `OverflowError` would say neither which argument nor
/// that the number is wrong rather than big.
fn whole<T: TryFrom<i64>>(name: &str, value: i64) -> PyResult<T> {
    T::try_from(value).map_err(|_| {
        let wanted = if value < 0 {
            "give 0 or more"
        } else {
            "too large"
        };
        ArgumentError::new_err(format!("{name}={value}: {wanted}"))
    })
}

/// [`whole`] of an argument that may be left out.
fn maybe_whole<T: TryFrom<i64>>(name: &str, value: Option<i64>) -> PyResult<Option<T>> {
    value.map(|value| whole(name, value)).transpose()
}

/// A serializable value as Python objects, through its JSON (objects as dicts in the
/// order sudotrace writes their fields).
fn to_python<T: serde::Serialize>(py: Python<'_>, value: &T) -> PyResult<Py<PyAny>> {
    let text = serde_json::to_string(value).map_err(|e| PyValueError::new_err(e.to_string()))?;
    Ok(py.import("json")?.call_method1("loads", (text,))?.unbind())
}

/// The language `lang` names: `"en"` or `"zh-CN"`.
fn lang_of(lang: &str) -> PyResult<Lang> {
    arguments::lang(lang).map_err(app_error)
}

/// The strategy named `name`, or a `ValueError` listing them.
fn strategy_of(name: &str) -> PyResult<Strategy> {
    arguments::strategy(name).map_err(app_error)
}

/// The value of a [`Named`] type that `param`'s `value` names, or a `ValueError` that
/// lists the names (the library's own, as the command line's are).
fn named_of<T: Named>(param: &str, value: &str) -> PyResult<T> {
    arguments::named(param, value).map_err(app_error)
}

/// A puzzle from its text (81 digits and dots, or a grid of lines) or a built-in name.
fn puzzle_of(text: &str) -> PyResult<Grid> {
    puzzles::puzzle_of(text).map_err(app_error)
}

#[pymodule]
fn _sudotrace(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<trace::Trace>()?;
    m.add_class::<trace::Diagnosis>()?;
    m.add_class::<event::PyEvent>()?;
    m.add_class::<functions::UntracedRun>()?;
    m.add_class::<recorder::Recorder>()?;
    m.add_function(wrap_pyfunction!(functions::solve, m)?)?;
    m.add_function(wrap_pyfunction!(functions::load, m)?)?;
    m.add_function(wrap_pyfunction!(functions::listing, m)?)?;
    m.add_function(wrap_pyfunction!(functions::strategies, m)?)?;
    m.add_function(wrap_pyfunction!(functions::compare_into, m)?)?;
    m.add_function(wrap_pyfunction!(functions::_run_of_json, m)?)?;
    m.add_function(wrap_pyfunction!(trace::_trace_of_bytes, m)?)?;
    m.add_function(wrap_pyfunction!(event::_event_of_line, m)?)?;
    Ok(())
}

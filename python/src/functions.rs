//! The module's functions: searches solved, traces loaded, listings, comparisons.

use std::path::PathBuf;
use std::time::Instant;

use pyo3::prelude::*;
use sudotrace_app::loaded::Loaded;
use sudotrace_app::{comparison, puzzles, solving};
use sudotrace_core::escape::solver_shown;
use sudotrace_core::lang::Lang;
use sudotrace_core::search::Strategy;
use sudotrace_core::search::listing::{Language, Listing};
use sudotrace_core::trace::DEFAULT_MAX_EVENTS;
use sudotrace_core::views::summary::SearchJson;

use crate::background::{Comparing, in_background};
use crate::trace::Trace;
use crate::{
    ArgumentError, app_error, lang_of, maybe_whole, named_of, strategy_of, to_python, whole,
};

/// A search run without recording its events (`solve(..., record=False)`): how it
/// ended, its solution, its counts and the time it took, as `sudotrace solve --json`
/// gives them.
#[pyclass(module = "sudotrace._sudotrace", name = "Run", frozen)]
pub(crate) struct UntracedRun {
    json: SearchJson,
}

#[pymethods]
impl UntracedRun {
    /// How the search ended: "solved", "unsolvable" or "limit".
    #[getter]
    fn result(&self) -> String {
        self.json.result.clone()
    }
    /// The solution as one line of 81 characters, or None.
    #[getter]
    fn solution(&self) -> Option<String> {
        self.json.solution.clone()
    }
    /// Every count, and `elapsed_ns`, the search's time, as `solve --json`'s `stats`.
    #[getter]
    fn stats(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        to_python(py, &self.json.stats)
    }
    /// Pickled as its `solve --json` line.
    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<(Bound<'py, PyAny>, (String,))> {
        let line = serde_json::to_string(&self.json).expect("a search's summary is JSON");
        Ok((
            py.import("sudotrace._sudotrace")?.getattr("_run_of_json")?,
            (line,),
        ))
    }
    fn __repr__(&self) -> String {
        format!(
            "<sudotrace.Run {}: {}>",
            solver_shown(&self.json.solver, Lang::En),
            self.json.result
        )
    }
}

/// The run a `solve --json` line says: a pickled `Run` made again.
#[pyfunction]
pub(crate) fn _run_of_json(line: &str) -> PyResult<UntracedRun> {
    let json = serde_json::from_str(line).map_err(|e| ArgumentError::new_err(e.to_string()))?;
    Ok(UntracedRun { json })
}

/// Solve `puzzle` (its 81 characters, a grid of lines, or a built-in name such as
/// "leetcode37") with `strategy`, recording every event, as a `Trace`; stopped after
/// `max_tries` tries or `max_events` events (0: no limit; by default 10,000,000 when
/// recording, none otherwise), as `sudotrace solve` stops. With `record=False` nothing is
/// recorded and a `Run` comes back: the outcome, the counts and the time (a strategy
/// that chooses its blanks as fast as the CLI's own search; a row-by-row one, which asks
/// whether to stop as it goes, about 8% to 22% slower). The search runs without the GIL;
/// Ctrl-C (a notebook's interrupt) stops it within a second and raises
/// KeyboardInterrupt.
#[pyfunction]
#[pyo3(signature = (puzzle, strategy = "tables", *, max_tries = None, max_events = None, record = true))]
pub(crate) fn solve(
    py: Python<'_>,
    puzzle: &str,
    strategy: &str,
    max_tries: Option<i64>,
    max_events: Option<i64>,
    record: bool,
) -> PyResult<Py<PyAny>> {
    let max_tries = maybe_whole("max_tries", max_tries)?;
    let max_events = maybe_whole("max_events", max_events)?;
    let (grid, name) = puzzles::named_puzzle_of(puzzle).map_err(app_error)?;
    let strategy = strategy_of(strategy)?;
    // As the CLI: a limit of events only for a search that records them, unless asked.
    let max_events = max_events.unwrap_or(if record { DEFAULT_MAX_EVENTS } else { 0 });
    let limit = solving::limit(max_tries, max_events);
    if !record {
        let json = in_background(py, &[("solving", "")], |going| {
            solving::count(&grid, strategy, limit, &going.stop)
        })?;
        return Ok(Py::new(py, UntracedRun { json })?.into_any());
    }
    let bytes = in_background(py, &[("solving", "events")], |going| {
        solving::record(&grid, name, strategy, limit, &going.stop, &going.count)
    })?
    .map_err(app_error)?;
    Ok(Py::new(py, Trace::of_bytes(strategy.name().to_string(), bytes)?)?.into_any())
}

/// Read the trace at `path`: JSON Lines (plain or gzip-compressed) or binary (.sdt). It
/// is read whole once, each event checked on the board, and then left where it is: the
/// `Trace` reads the file again whenever it is asked something (a long trace is never
/// held in memory), first checking that the file is still the one loaded (its length,
/// when it was written, its first and last bytes). A file changed or replaced since
/// raises `TraceChanged`, one gone `FileNotFoundError`. The first `trace[i]` of a JSON
/// Lines trace makes an index of it in memory (a few bytes per thousand events), so that
/// any event is found in microseconds.
#[pyfunction]
pub(crate) fn load(path: PathBuf) -> PyResult<Trace> {
    Ok(Trace(Loaded::load(path).map_err(app_error)?))
}

/// The search of `strategy` as a short program in `language` (`python`, `js`,
/// `pseudocode`, ...), as `sudotrace listing` prints it.
#[pyfunction]
#[pyo3(signature = (strategy = "naive", language = "python"))]
pub(crate) fn listing(strategy: &str, language: &str) -> PyResult<String> {
    let language = named_of::<Language>("language", language)?;
    Ok(Listing::of(strategy_of(strategy)?, language)
        .text()
        .to_string())
}

/// Compare `strategies` on `puzzles` (a list of puzzles, each its 81 characters or a
/// built-in name, or the text of a collection, a puzzle a line) as `sudotrace compare`
/// does: every search counted, then timed `repeat` times; a search past `max_tries`
/// tries is stopped and marked limit. Writes report.md, report.csv, report.json and the
/// charts into `dir`; gives the files written, the report's first.
#[pyfunction]
#[pyo3(signature = (puzzles, dir, *, strategies = vec!["naive".to_string(), "tables".to_string()],
    max_tries = Some(sudotrace_compare::DEFAULT_MAX_TRIES as i64), repeat = sudotrace_compare::DEFAULT_REPEAT as i64, lang = "en"))]
pub(crate) fn compare_into(
    py: Python<'_>,
    puzzles: Vec<String>,
    dir: PathBuf,
    strategies: Vec<String>,
    max_tries: Option<i64>,
    repeat: i64,
    lang: &str,
) -> PyResult<Vec<String>> {
    let (max_tries, repeat) = (
        maybe_whole("max_tries", max_tries)?,
        whole("repeat", repeat)?,
    );
    let lang = lang_of(lang)?;
    let asked = comparison::asked(&puzzles, &strategies, max_tries, repeat);
    let (inputs, options) = asked.map_err(app_error)?;
    let started = Instant::now();
    let phases = [
        ("comparing: counting", "searches"),
        ("comparing: timing", "tries"),
    ];
    let comparison = in_background(py, &phases, |going| {
        sudotrace_compare::run(inputs, &options, &Comparing(going))
    })?;
    let info = comparison::run_info(started);
    let written =
        comparison::write_comparison(&dir, &comparison, &info, lang).map_err(app_error)?;
    Ok(written.files().map(|p| p.display().to_string()).collect())
}

/// The names of the strategies, in the order `sudotrace` lists them.
#[pyfunction]
pub(crate) fn strategies() -> Vec<&'static str> {
    Strategy::every().map(Strategy::name).collect()
}

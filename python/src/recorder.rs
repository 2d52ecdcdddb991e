//! A student's own search, recorded from Python ([`sudotrace_app::recording`]).

use pyo3::prelude::*;
use sudotrace_app::recording::{Pattern, Recording};

use crate::trace::Trace;
use crate::{app_error, puzzle_of};

/// A student's own search, recorded: each call writes one event of sudotrace's trace
/// format (rows and columns from 1), and `finish` gives the `Trace`, which
/// `Trace.diagnose` holds to the rules and to sudotrace's strategies.
#[pyclass(module = "sudotrace._sudotrace", unsendable)]
pub(crate) struct Recorder {
    solver: String,
    recording: Recording,
}

#[pymethods]
impl Recorder {
    /// Record a search of `puzzle` (its 81 characters, a grid of lines, or a built-in
    /// name) by the solver named `solver`.
    #[new]
    #[pyo3(signature = (puzzle, solver = "my solver"))]
    fn new(puzzle: &str, solver: &str) -> PyResult<Recorder> {
        Ok(Recorder {
            solver: solver.to_string(),
            recording: Recording::new(puzzle_of(puzzle)?, solver),
        })
    }

    /// `d` is tried in the blank at row `r`, column `c`.
    fn try_(&mut self, r: i64, c: i64, d: i64) -> PyResult<()> {
        self.recording.try_(r, c, d).map_err(app_error)
    }

    /// The digit `d` tried at (`r`, `c`) clashes with the cell `with_` = (row, column),
    /// which holds it in `unit` ("row", "col" or "box").
    fn conflict(&mut self, r: i64, c: i64, d: i64, unit: &str, with_: (i64, i64)) -> PyResult<()> {
        let recorded = self.recording.conflict(r, c, d, unit, with_);
        recorded.map_err(app_error)
    }

    /// The digit `d` tried at (`r`, `c`) fits and is written there.
    fn place(&mut self, r: i64, c: i64, d: i64) -> PyResult<()> {
        self.recording.place(r, c, d).map_err(app_error)
    }

    /// The search goes back and erases (`r`, `c`); `d`, the digit erased, is the board's
    /// when left out.
    #[pyo3(signature = (r, c, d = None))]
    fn backtrack(&mut self, r: i64, c: i64, d: Option<i64>) -> PyResult<()> {
        self.recording.backtrack(r, c, d).map_err(app_error)
    }

    /// The search picks the blank (`r`, `c`) to fill next; `n`, its candidates, is worked
    /// out from the board when left out.
    #[pyo3(signature = (r, c, n = None))]
    fn choose(&mut self, r: i64, c: i64, n: Option<i64>) -> PyResult<()> {
        self.recording.choose(r, c, n).map_err(app_error)
    }

    /// The digit `d` is forced into (`r`, `c`): `by` "cell" (its only digit) or the unit
    /// ("row", "col", "box") where it is the only place.
    #[pyo3(signature = (r, c, d, by = "cell"))]
    fn force(&mut self, r: i64, c: i64, d: i64, by: &str) -> PyResult<()> {
        self.recording.force(r, c, d, by).map_err(app_error)
    }

    /// No digit fits the blank (`r`, `c`): a dead end.
    fn deadend(&mut self, r: i64, c: i64) -> PyResult<()> {
        self.recording.deadend(r, c).map_err(app_error)
    }

    /// A forced digit is taken back from (`r`, `c`); `d` is the board's when left out.
    #[pyo3(signature = (r, c, d = None))]
    fn unforce(&mut self, r: i64, c: i64, d: Option<i64>) -> PyResult<()> {
        self.recording.unforce(r, c, d).map_err(app_error)
    }

    /// Candidates are taken away by `rule` ("pointing", "claiming", "naked-pair",
    /// "hidden-pair"): a pointing's or a claiming's digit `d`, `box` and its line `row`
    /// or `col`; a pair's one unit (`row`, `col` or `box`), `cells` ((r, c), (r, c)) and
    /// digits `ds` (a, b). Checked on the board as a trace's `eliminate` line is.
    #[allow(clippy::too_many_arguments)]
    #[pyo3(signature = (rule, *, d = None, row = None, col = None, r#box = None, cells = None, ds = None))]
    fn eliminate(
        &mut self,
        rule: &str,
        d: Option<i64>,
        row: Option<i64>,
        col: Option<i64>,
        r#box: Option<i64>,
        cells: Option<[(i64, i64); 2]>,
        ds: Option<(i64, i64)>,
    ) -> PyResult<()> {
        let fields = Pattern {
            d,
            row,
            col,
            block: r#box,
            cells,
            ds,
        };
        self.recording.eliminate(rule, &fields).map_err(app_error)
    }

    /// The newest elimination standing is taken back on the way back to the last
    /// choice; its pattern is the board's when `rule` is left out.
    #[allow(clippy::too_many_arguments)]
    #[pyo3(signature = (rule = None, *, d = None, row = None, col = None, r#box = None, cells = None, ds = None))]
    fn restore(
        &mut self,
        rule: Option<&str>,
        d: Option<i64>,
        row: Option<i64>,
        col: Option<i64>,
        r#box: Option<i64>,
        cells: Option<[(i64, i64); 2]>,
        ds: Option<(i64, i64)>,
    ) -> PyResult<()> {
        let fields = Pattern {
            d,
            row,
            col,
            block: r#box,
            cells,
            ds,
        };
        self.recording.restore(rule, &fields).map_err(app_error)
    }

    /// End the recording: the search ended `result` ("solved", "unsolvable" or "limit";
    /// a solved search's solution is the board its events lead to). Gives the `Trace`.
    #[pyo3(signature = (result = "solved"))]
    fn finish(&mut self, result: &str) -> PyResult<Trace> {
        let bytes = self.recording.finish(result).map_err(app_error)?;
        Trace::of_bytes(self.solver.clone(), bytes)
    }
}

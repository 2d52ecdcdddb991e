//! One event of a trace, as Python reads it.

use pyo3::exceptions::PyKeyError;
use pyo3::prelude::*;
use pyo3::types::PyDict;
use sudotrace_app::table::Fields;
use sudotrace_core::events::event::Event;
use sudotrace_core::trace::event_line;

/// An event as a dict of its trace-format fields.
fn event_dict(py: Python<'_>, event: Event) -> PyResult<Py<PyAny>> {
    Ok(py
        .import("json")?
        .call_method1("loads", (event_line(event),))?
        .unbind())
}

/// One event of a trace, a small object with its trace-format fields: `ev` (`"try"`,
/// `"conflict"`, ...), `r` and `c` (from 1), `d`, and as its kind has them `n` (a
/// choice's candidates), `unit` and `with_` (a conflict's unit and the cell holding the
/// digit), `by` (why a digit is forced); None where the kind has none. It reads as the
/// dict of those fields (`e["ev"]`, `dict(e)`, `e.to_dict()`) and equals that dict.
#[pyclass(module = "sudotrace._sudotrace", name = "Event", frozen)]
pub(crate) struct PyEvent(pub(crate) Event);

#[pymethods]
impl PyEvent {
    /// The kind: try, conflict, place, backtrack, choose, force, deadend, unforce.
    #[getter]
    fn ev(&self) -> &'static str {
        Fields::of(self.0).ev
    }
    /// The row, from 1.
    #[getter]
    fn r(&self) -> u8 {
        Fields::of(self.0).r
    }
    /// The column, from 1.
    #[getter]
    fn c(&self) -> u8 {
        Fields::of(self.0).c
    }
    /// The digit tried, placed, erased or forced; None for a choice or a dead end.
    #[getter]
    fn d(&self) -> Option<u8> {
        Fields::of(self.0).d
    }
    /// A choice's candidates.
    #[getter]
    fn n(&self) -> Option<u8> {
        Fields::of(self.0).n
    }
    /// A conflict's unit: "row", "col" or "box".
    #[getter]
    fn unit(&self) -> Option<&'static str> {
        Fields::of(self.0).unit
    }
    /// The cell holding the digit a conflict clashes with: (row, column).
    #[getter]
    fn with_(&self) -> Option<(u8, u8)> {
        Fields::of(self.0).with
    }
    /// Why a digit is forced: "cell" (its only digit) or the unit it is the only place in.
    #[getter]
    fn by(&self) -> Option<&'static str> {
        Fields::of(self.0).by
    }
    /// The names of its trace-format fields, in the trace's order.
    fn keys(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        Ok(event_dict(py, self.0)?
            .bind(py)
            .call_method0("keys")?
            .unbind())
    }
    fn __contains__(&self, py: Python<'_>, key: &str) -> PyResult<bool> {
        event_dict(py, self.0)?.bind(py).contains(key)
    }
    fn __getitem__(&self, py: Python<'_>, key: &str) -> PyResult<Py<PyAny>> {
        let fields = event_dict(py, self.0)?;
        let fields = fields.into_bound(py).cast_into::<PyDict>()?;
        match fields.get_item(key)? {
            Some(value) => Ok(value.unbind()),
            None => Err(PyKeyError::new_err(key.to_string())),
        }
    }
    /// The event as the dict of its trace-format fields (`json.dumps` writes its line).
    fn to_dict(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        event_dict(py, self.0)
    }
    fn __eq__(&self, py: Python<'_>, other: &Bound<'_, PyAny>) -> PyResult<bool> {
        if let Ok(other) = other.cast::<PyEvent>() {
            return Ok(other.get().0 == self.0);
        }
        if other.is_instance_of::<PyDict>() {
            return event_dict(py, self.0)?.bind(py).eq(other);
        }
        Ok(false)
    }
    fn __repr__(&self) -> String {
        event_line(self.0)
    }
}

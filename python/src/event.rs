//! One event of a trace, as Python reads it.

use pyo3::exceptions::PyKeyError;
use pyo3::prelude::*;
use pyo3::types::PyDict;
use sudotrace_app::table::Fields;
use sudotrace_core::events::event::Event;
use sudotrace_core::trace::{event_from_line, event_line};

use crate::TraceError;

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
/// digit), `by` (why a digit is forced); None where the kind has none. It is a read-only
/// mapping of those fields (`e["ev"]`, `"unit" in e`, `e.get("d")`, `dict(e)`,
/// `e.to_dict()`; a `collections.abc.Mapping`), and equals their dict.
#[pyclass(module = "sudotrace._sudotrace", name = "Event", frozen)]
pub(crate) struct PyEvent(pub(crate) Event);

impl PyEvent {
    /// Its trace-format fields as a dict.
    fn fields<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        Ok(event_dict(py, self.0)?
            .into_bound(py)
            .cast_into::<PyDict>()?)
    }
}

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
    fn keys<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        self.fields(py)?.call_method0("keys")
    }
    /// Its fields' values, in the trace's order.
    fn values<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        self.fields(py)?.call_method0("values")
    }
    /// Its fields as (name, value) pairs, in the trace's order.
    fn items<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        self.fields(py)?.call_method0("items")
    }
    /// The field `key`'s value, or `default` where the kind has no such field.
    #[pyo3(signature = (key, default = None))]
    fn get<'py>(
        &self,
        py: Python<'py>,
        key: &str,
        default: Option<Bound<'py, PyAny>>,
    ) -> PyResult<Option<Bound<'py, PyAny>>> {
        Ok(self.fields(py)?.get_item(key)?.or(default))
    }
    fn __iter__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        self.fields(py)?.try_iter().map(Bound::into_any)
    }
    fn __len__(&self, py: Python<'_>) -> PyResult<usize> {
        Ok(self.fields(py)?.len())
    }
    fn __contains__(&self, py: Python<'_>, key: &str) -> PyResult<bool> {
        self.fields(py)?.contains(key)
    }
    fn __getitem__<'py>(&self, py: Python<'py>, key: &str) -> PyResult<Bound<'py, PyAny>> {
        match self.fields(py)?.get_item(key)? {
            Some(value) => Ok(value),
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
    /// Pickled as its line of the trace format.
    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<(Bound<'py, PyAny>, (String,))> {
        let remade = py
            .import("sudotrace._sudotrace")?
            .getattr("_event_of_line")?;
        Ok((remade, (event_line(self.0),)))
    }
}

/// The event a line of the trace format says: a pickled `Event` made again.
#[pyfunction]
pub(crate) fn _event_of_line(line: &str) -> PyResult<PyEvent> {
    let event = event_from_line(line).map_err(|e| TraceError::new_err(e.to_string()))?;
    Ok(PyEvent(event))
}

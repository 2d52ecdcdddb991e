//! A trace as Python holds it: [`Loaded`], asked about through the application layer.

use std::path::PathBuf;

use pyo3::prelude::*;
use pyo3::types::{PyByteArray, PyBytes, PyDict, PyList, PySlice};
use sudotrace_app::loaded::{self, Diagnosed, Loaded};
use sudotrace_app::pages::{Asked, PageAsk};
use sudotrace_app::{arguments, drawing, outputs, pages, table};
use sudotrace_core::search::listing::Language;
use sudotrace_core::trace::selector::{At, AtError};
use sudotrace_frames::RenderOptions;
use sudotrace_page::Page;

use crate::background::{Drawing, in_background};
use crate::event::PyEvent;

use crate::{ArgumentError, app_error, lang_of, maybe_whole, named_of, to_python, whole};

/// What a page is asked to be, as Python's arguments give it.
struct PageAsked<'a> {
    from_: i64,
    to: Option<i64>,
    mode: &'a str,
    title: Option<String>,
    lang: &'a str,
    ask_at: Option<Vec<Bound<'a, PyAny>>>,
    questions: Option<i64>,
    lesson: Option<PathBuf>,
    panel: Option<&'a str>,
    marks: &'a str,
}

/// A moment as `ask_at=` gives it: an event number, or an event by what it is as
/// `--at` names it (`"conflict:box"`, `"backtrack:1"`).
fn moment_of(value: &Bound<'_, PyAny>) -> PyResult<At> {
    if let Ok(number) = value.extract::<i64>() {
        return Ok(At::Number(whole("ask_at", number)?));
    }
    let text: String = value.extract()?;
    text.parse()
        .map_err(|e: AtError| ArgumentError::new_err(format!("ask_at={text:?}: {e}")))
}

/// How a `Trace` is pickled: the function that makes it again, and its name and bytes.
type Reduced<'py> = (Bound<'py, PyAny>, (String, Bound<'py, PyBytes>));

/// A search's trace, or a trace file's, read through the core's cursor.
#[pyclass(module = "sudotrace._sudotrace", frozen)]
pub(crate) struct Trace(pub(crate) Loaded);

impl Trace {
    /// A search's trace, its bytes held here, called `name`.
    pub(crate) fn of_bytes(name: String, bytes: Vec<u8>) -> PyResult<Trace> {
        Ok(Trace(Loaded::of_bytes(name, bytes).map_err(app_error)?))
    }

    /// The page of the trace.
    fn build_page(&self, asked: PageAsked<'_>) -> PyResult<Page> {
        let PageAsked {
            from_,
            to,
            mode,
            title,
            lang,
            ask_at,
            questions,
            lesson,
            panel,
            marks,
        } = asked;
        let (from_, to) = (whole("from_", from_)?, maybe_whole("to", to)?);
        let asked = Asked {
            at: ask_at
                .unwrap_or_default()
                .iter()
                .map(moment_of)
                .collect::<PyResult<_>>()?,
            questions: maybe_whole("questions", questions)?,
            ..Asked::default()
        };
        let tour = self.0.tour(lesson.as_deref()).map_err(app_error)?;
        let ask = PageAsk {
            from: from_,
            to,
            mode: named_of("mode", mode)?,
            title,
            lang: lang_of(lang)?,
            asked,
            panel: arguments::page_panel(panel).map_err(app_error)?,
            bold_marks: arguments::bold_marks(marks).map_err(app_error)?,
            ..PageAsk::default()
        };
        let page = self.0.page_of(&ask, &tour);
        page.map_err(app_error)
    }
}

#[pymethods]
impl Trace {
    /// The number of events.
    fn __len__(&self) -> usize {
        self.0.events as usize
    }

    /// Event `index` (from 0; negative from the end) as a dict of its trace-format
    /// fields: `{"ev": "conflict", "r": 1, "c": 8, "d": 6, "unit": "col", "with": [3, 8]}`;
    /// a slice (`trace[100:200]`, `trace[::1000]`) gives the list of those events.
    fn __getitem__<'py>(&self, index: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyAny>> {
        let py = index.py();
        let Ok(slice) = index.cast::<PySlice>() else {
            let event = PyEvent(self.0.nth(index.extract()?).map_err(app_error)?);
            return Ok(Bound::new(py, event)?.into_any());
        };
        let span = slice.indices(self.0.events as isize)?;
        let events = (0..span.slicelength).map(|i| {
            let at = span.start + i as isize * span.step;
            Ok(PyEvent(self.0.nth(at).map_err(app_error)?))
        });
        Ok(PyList::new(py, events.collect::<PyResult<Vec<_>>>()?)?.into_any())
    }

    /// The events in order, each as `trace[i]` gives it.
    fn __iter__(&self) -> PyResult<Events> {
        Ok(Events(self.0.each_event().map_err(app_error)?))
    }

    fn __repr__(&self) -> String {
        format!("<sudotrace.Trace {}>", self.0.brief())
    }

    /// Pickled as its bytes (a loaded trace's as its file holds them), with its name:
    /// unpickled, it is a trace in memory that needs no file.
    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<Reduced<'py>> {
        let bytes = self.0.bytes().map_err(app_error)?;
        let remade = py
            .import("sudotrace._sudotrace")?
            .getattr("_trace_of_bytes")?;
        Ok((remade, (self.0.name.clone(), PyBytes::new(py, &bytes))))
    }

    /// The strategy's name, or the solver the trace's header names.
    #[getter]
    fn solver(&self) -> String {
        self.0.header.solver.clone()
    }

    /// The puzzle, as one line of 81 characters.
    #[getter]
    fn puzzle(&self) -> String {
        self.0.header.puzzle.to_line()
    }

    /// How the search ended: `"solved"`, `"unsolvable"` or `"limit"`.
    #[getter]
    fn result(&self) -> &'static str {
        self.0.outcome().name()
    }

    /// The solution as one line of 81 characters, or None.
    #[getter]
    fn solution(&self) -> Option<String> {
        self.0.summary().solution
    }

    /// Every count of the search (tries, conflicts by unit, backtracks, ...), as the
    /// `stats` object of `sudotrace stats --json`.
    #[getter]
    fn stats(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        to_python(py, &self.0.summary().stats)
    }

    /// The position right after event `at` (0: the puzzle) as `sudotrace show --at N
    /// --json` gives it: the caption, the board, the depth, the counts, the listing's
    /// line, the stack, why the event happens (`why`, the rule in words, and `rule`,
    /// its name), and the tables check's tables (`tables`: the digits each unit holds,
    /// and the entries the event's try looked up). `language` names the listing (`pseudocode`, `python`, `js`,
    /// ...), `lang` the words (`en`, `zh-CN`).
    #[pyo3(signature = (at, *, language = "pseudocode", lang = "en"))]
    fn position(&self, py: Python<'_>, at: i64, language: &str, lang: &str) -> PyResult<Py<PyAny>> {
        let at = whole("at", at)?;
        let language = named_of::<Language>("language", language)?;
        let json = self.0.position_json(at, language, lang_of(lang)?);
        to_python(py, &json.map_err(app_error)?)
    }

    /// What is wrong with the trace, if anything, as `sudotrace diagnose` says it: where it
    /// breaks the rules, where it departs from the search it claims or resembles, what
    /// its end record gets wrong. Its words in `lang` (`en`, `zh-CN`).
    #[pyo3(signature = (*, lang = "en"))]
    fn diagnose(&self, lang: &str) -> PyResult<Diagnosis> {
        Ok(Diagnosis(
            self.0.diagnose(lang_of(lang)?).map_err(app_error)?,
        ))
    }

    /// Where and why the trace stops short, if it does (`line 5: r1c4: place 1 cannot
    /// happen: r1c3 already holds 1 in the same row`); None for a whole trace.
    #[getter]
    fn problem(&self) -> Option<String> {
        self.0.problem.clone()
    }

    /// The path the trace was read from, or the solver's name for a search made here.
    #[getter]
    fn name(&self) -> String {
        self.0.name.clone()
    }

    /// The text `sudotrace show --at N` prints of the position right after event `at` (0:
    /// the puzzle): the heading, the caption, the board with its counts, the line of the
    /// listing in `language` that made the event, the stack; each blank's candidates when
    /// `candidates`; in `lang`.
    #[pyo3(signature = (at = None, *, language = "pseudocode", lang = "en", candidates = false))]
    fn show(
        &self,
        at: Option<i64>,
        language: &str,
        lang: &str,
        candidates: bool,
    ) -> PyResult<String> {
        let at = maybe_whole("at", at)?;
        let language = named_of::<Language>("language", language)?;
        let text = self.0.show_text(at, language, lang_of(lang)?, candidates);
        text.map_err(app_error)
    }

    /// Draw the search as `sudotrace render` does: `path` ending in `.gif` the animation,
    /// in `.png` with `at` the board right after that event, ending in `/` a folder of PNG
    /// frames. `from_` and `to` the first and last events shown, `max_frames` the most
    /// event frames (spread over the choice), `width`/`height` a frame's exact size,
    /// `cell` the cell size, `max_bytes` a GIF's most bytes, `title` the title ("" for
    /// none), `theme` light, dark or colorblind, `panel` code, stack, tree or tables beside the
    /// board, `candidates` each blank's digits pencilled in, `lang` the words, `layout`
    /// tall, wide or auto (the caption beside the board in a wide frame), `lesson` a
    /// lesson file whose notes the frames say at its moments, as `--lesson`, `marks`
    /// normal, or bold for a projector, as `--marks`. Gives a
    /// `Rendered`: the path written (a path-like, `os.fspath` takes it) and its `frames`,
    /// which a notebook shows as the picture.
    #[pyo3(signature = (path, *, at = None, from_ = 1, to = None, max_frames = 600, width = None,
        height = None, cell = None, max_bytes = None, title = None, theme = "light",
        panel = None, candidates = false, legend = true, lang = "en", layout = "auto",
        lesson = None, marks = "normal"))]
    #[allow(clippy::too_many_arguments)]
    fn render<'py>(
        &self,
        py: Python<'py>,
        path: PathBuf,
        at: Option<i64>,
        from_: i64,
        to: Option<i64>,
        max_frames: i64,
        width: Option<i64>,
        height: Option<i64>,
        cell: Option<i64>,
        max_bytes: Option<i64>,
        title: Option<String>,
        theme: &str,
        panel: Option<&str>,
        candidates: bool,
        legend: bool,
        lang: &str,
        layout: &str,
        lesson: Option<PathBuf>,
        marks: &str,
    ) -> PyResult<Bound<'py, PyAny>> {
        let at = maybe_whole("at", at)?;
        let target = outputs::render_target(&path, at, "at=").map_err(app_error)?;
        let settings = drawing::Settings {
            from: whole("from_", from_)?,
            to: maybe_whole("to", to)?,
            max_frames: whole("max_frames", max_frames)?,
            width: maybe_whole("width", width)?,
            height: maybe_whole("height", height)?,
            cell: maybe_whole("cell", cell)?,
            max_bytes: maybe_whole("max_bytes", max_bytes)?,
            title,
            theme,
            panel,
            candidates,
            legend,
            lang,
            layout,
            marks,
        };
        let options = settings.options().map_err(app_error)?;
        let tour = self.0.tour(lesson.as_deref()).map_err(app_error)?;
        let options = RenderOptions {
            notes: tour.notes(),
            ..options
        };
        let phases = [("reading the trace", "events"), ("drawing", "frames")];
        let frames = in_background(py, &phases, |going| {
            self.0.render(&target, &options, &mut Drawing(going))
        })?;
        let rendered = py.import("sudotrace.notebook")?.getattr("Rendered")?;
        rendered.call1((path, frames.map_err(app_error)?))
    }

    /// Write the web page that plays the trace, as `sudotrace html` does (its Watch,
    /// Predict and Do it yourself modes, `mode` the one it opens in): `from_`/`to` the
    /// window of events it plays, `lang` its words; `ask_at` (moments as `--at` names
    /// them: numbers, `"conflict:box"`, `"backtrack:1"`) pins Predict's questions and
    /// `questions` draws so many besides, as `--ask-at` and `--questions` do; `lesson` a
    /// lesson file played as a guided tour, as `--lesson` does; `panel="tables"` the
    /// tables check's tables beside the board, as `--panel tables` draws them;
    /// `marks="bold"` the check's marks drawn for a projector, as `--marks bold`.
    /// Written under a temporary name, renamed once whole.
    #[pyo3(signature = (path, *, from_ = 1, to = None, mode = "watch", title = None, lang = "en",
        ask_at = None, questions = None, lesson = None, panel = None, marks = "normal"))]
    #[allow(clippy::too_many_arguments)]
    fn html<'py>(
        &self,
        path: PathBuf,
        from_: i64,
        to: Option<i64>,
        mode: &str,
        title: Option<String>,
        lang: &str,
        ask_at: Option<Vec<Bound<'py, PyAny>>>,
        questions: Option<i64>,
        lesson: Option<PathBuf>,
        panel: Option<&str>,
        marks: &str,
    ) -> PyResult<()> {
        let asked = PageAsked {
            from_,
            to,
            mode,
            title,
            lang,
            ask_at,
            questions,
            lesson,
            panel,
            marks,
        };
        let page = self.build_page(asked)?;
        pages::write_page(&page, &path).map_err(app_error)?;
        Ok(())
    }

    /// The web page `html` writes, as text (what a notebook shows in a frame).
    #[pyo3(signature = (*, from_ = 1, to = None, mode = "watch", title = None, lang = "en",
        ask_at = None, questions = None, lesson = None, panel = None, marks = "normal"))]
    #[allow(clippy::too_many_arguments)]
    fn page<'py>(
        &self,
        from_: i64,
        to: Option<i64>,
        mode: &str,
        title: Option<String>,
        lang: &str,
        ask_at: Option<Vec<Bound<'py, PyAny>>>,
        questions: Option<i64>,
        lesson: Option<PathBuf>,
        panel: Option<&str>,
        marks: &str,
    ) -> PyResult<String> {
        let asked = PageAsked {
            from_,
            to,
            mode,
            title,
            lang,
            ask_at,
            questions,
            lesson,
            panel,
            marks,
        };
        pages::page_text(&self.build_page(asked)?).map_err(app_error)
    }

    /// The web page `html` writes, in its parts: `(shell, title, data, shared)`, the
    /// shell with `{{TITLE}}` and `{{DATA}}` where the title and the data go, and the
    /// data's end that every page of its language shares (the notebook's player keeps
    /// one shell and shared data for all its widgets, and puts each page together in
    /// the browser).
    #[pyo3(signature = (*, from_ = 1, to = None, mode = "watch", title = None, lang = "en",
        ask_at = None, questions = None, lesson = None, panel = None, marks = "normal"))]
    #[allow(clippy::too_many_arguments)]
    fn _page_parts<'py>(
        &self,
        from_: i64,
        to: Option<i64>,
        mode: &str,
        title: Option<String>,
        lang: &str,
        ask_at: Option<Vec<Bound<'py, PyAny>>>,
        questions: Option<i64>,
        lesson: Option<PathBuf>,
        panel: Option<&str>,
        marks: &str,
    ) -> PyResult<(String, String, String, String)> {
        let asked = PageAsked {
            from_,
            to,
            mode,
            title,
            lang,
            ask_at,
            questions,
            lesson,
            panel,
            marks,
        };
        let page = self.build_page(asked)?;
        let parts = pages::page_parts(&page).map_err(app_error)?;
        Ok((parts.shell, parts.title, parts.data, parts.shared))
    }

    /// Draw the search's charts (its depth over the events, its tries per cell, its
    /// tree) into the folder `dir`, as `sudotrace chart` does: each as PNG and SVG. Gives
    /// each chart's `png`, `svg` and `title`. Without the GIL, Ctrl-C stopping it.
    #[pyo3(signature = (dir, *, lang = "en"))]
    fn chart(&self, py: Python<'_>, dir: PathBuf, lang: &str) -> PyResult<Py<PyAny>> {
        let lang = lang_of(lang)?;
        let written = in_background(py, &[("reading the trace", "events")], |going| {
            self.0.charts(&dir, lang, going)
        })?;
        let written = written.map_err(app_error)?;
        to_python(py, &outputs::charts_json(&written))
    }

    /// The events as a pandas DataFrame (pandas must be installed): a row an event,
    /// indexed by its number from 1 as `show --at` numbers them, with the trace-format
    /// fields as columns (`ev`, `r`, `c`, `d`, `n`, `unit`, `with_r`, `with_c`, `by`) and
    /// `depth`, the digits placed after it. `ev`, `unit` and `by` are categoricals; `d`,
    /// `n`, `with_r` and `with_c` nullable small integers (`UInt8`), missing (`<NA>`)
    /// where the kind has none; `r`, `c` and `depth` `uint8`. `start` and `stop` (as
    /// `trace[start:stop]` takes them, from 0) give part of the trace, `columns` some of
    /// the columns. The columns are read in Rust into one buffer that the frame views
    /// without a copy, without the GIL, Ctrl-C stopping it. A trace that breaks the rules
    /// gives the events read on the board, those before the one that cannot happen.
    #[pyo3(signature = (columns = None, *, start = None, stop = None))]
    fn events_frame<'py>(
        &self,
        py: Python<'py>,
        columns: Option<Vec<String>>,
        start: Option<i64>,
        stop: Option<i64>,
    ) -> PyResult<Bound<'py, PyAny>> {
        let (first, count) = span(self.0.readable, start, stop);
        let buffer = PyByteArray::new_with(py, table::COLUMNS.len() * count, |_| Ok(()))?;
        // SAFETY: the array is new and not yet handed to Python: nothing else reads it,
        // or resizes it, while the work thread writes it.
        let bytes = unsafe { buffer.as_bytes_mut() };
        in_background(py, &[("reading the trace", "events")], |going| {
            self.0.fill_columns(first, count, bytes, going)
        })?
        .map_err(app_error)?;
        let categories = PyDict::new(py);
        for (name, names) in table::categories() {
            categories.set_item(name, names)?;
        }
        let frame = py.import("sudotrace.table")?.getattr("events_frame")?;
        frame.call1((buffer, count, first, table::COLUMNS, categories, columns))
    }

    /// The web player as a notebook widget (needs anywidget): `widget.event` and
    /// `widget.mode` follow the player, and setting them moves it; `panel="tables"` and
    /// `marks="bold"` as `html` takes them.
    #[pyo3(signature = (*, mode = "watch", lang = "en", from_ = 1, to = None, height = 720,
        ask_at = None, questions = None, lesson = None, panel = None, marks = "normal"))]
    #[allow(clippy::too_many_arguments)]
    fn player<'py>(
        slf: Bound<'py, Self>,
        mode: &str,
        lang: &str,
        from_: i64,
        to: Option<i64>,
        height: i64,
        ask_at: Option<Bound<'py, PyAny>>,
        questions: Option<i64>,
        lesson: Option<PathBuf>,
        panel: Option<&str>,
        marks: &str,
    ) -> PyResult<Bound<'py, PyAny>> {
        let py = slf.py();
        let kwargs = PyDict::new(py);
        kwargs.set_item("mode", mode)?;
        kwargs.set_item("lang", lang)?;
        kwargs.set_item("from_", from_)?;
        kwargs.set_item("to", to)?;
        kwargs.set_item("height", height)?;
        kwargs.set_item("ask_at", ask_at)?;
        kwargs.set_item("questions", questions)?;
        kwargs.set_item("lesson", lesson)?;
        kwargs.set_item("panel", panel)?;
        kwargs.set_item("marks", marks)?;
        py.import("sudotrace.notebook")?
            .getattr("player")?
            .call((slf,), Some(&kwargs))
    }

    /// What a notebook shows of the trace as a cell's last value: the player.
    #[pyo3(signature = (include = None, exclude = None))]
    fn _repr_mimebundle_<'py>(
        slf: Bound<'py, Self>,
        include: Option<Bound<'py, PyAny>>,
        exclude: Option<Bound<'py, PyAny>>,
    ) -> PyResult<Bound<'py, PyAny>> {
        let _ = (include, exclude);
        let py = slf.py();
        py.import("sudotrace.notebook")?
            .getattr("mimebundle")?
            .call1((slf,))
    }

    /// Write the trace to `path` in the format its name asks for: `.sdt` binary, `.jsonl`
    /// JSON Lines, `.jsonl.gz` compressed. Written under a temporary name, renamed once
    /// whole.
    fn save(&self, path: PathBuf) -> PyResult<()> {
        self.0.save(&path).map_err(app_error)
    }
}

/// The trace `bytes` hold, called `name`: a pickled `Trace` made again.
#[pyfunction]
pub(crate) fn _trace_of_bytes(name: String, bytes: Vec<u8>) -> PyResult<Trace> {
    Trace::of_bytes(name, bytes)
}

/// The events of a trace, read one at a time (the core's cursor, which stays on the
/// thread that made it).
#[pyclass(module = "sudotrace._sudotrace", unsendable)]
pub(crate) struct Events(loaded::Events);

#[pymethods]
impl Events {
    fn __iter__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
        slf
    }

    fn __next__(&mut self) -> PyResult<Option<PyEvent>> {
        let event = self.0.next().transpose().map_err(app_error)?;
        Ok(event.map(PyEvent))
    }
}

/// What `Trace.diagnose` found: `clean`, `findings` (each a dict with its `kind`, `at`
/// and `message`), `summary`, and `to_dict()`, the object `sudotrace diagnose --json`
/// writes.
#[pyclass(module = "sudotrace._sudotrace", frozen)]
pub(crate) struct Diagnosis(Diagnosed);

#[pymethods]
impl Diagnosis {
    /// Whether nothing wrong or suspicious was found.
    #[getter]
    fn clean(&self) -> bool {
        self.0.clean
    }

    /// The findings, in the order of the events they are about.
    #[getter]
    fn findings(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        to_python(py, &self.0.json["findings"])
    }

    /// The verdict in one line: its first finding, or for a clean trace the search it is
    /// or resembles.
    #[getter]
    fn summary(&self) -> String {
        self.0.summary.clone()
    }

    /// The diagnosis as `sudotrace diagnose --json` writes it.
    fn to_dict(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        to_python(py, &self.0.json)
    }

    fn __repr__(&self) -> String {
        let (count, summary) = (self.0.count(), &self.0.summary);
        format!("<sudotrace.Diagnosis: {count} findings: {summary}>")
    }

    fn __str__(&self) -> String {
        self.0.text()
    }
}

/// The events `trace[start:stop]` takes of a trace of `events` (from 0, negative from
/// the end, clamped, as a Python slice): the first one's number from 1, and how many.
fn span(events: u64, start: Option<i64>, stop: Option<i64>) -> (u64, usize) {
    let len = events as i64;
    let at = |index: Option<i64>, default: i64| match index {
        None => default,
        Some(i) if i < 0 => (len + i).max(0),
        Some(i) => i.min(len),
    };
    let (from, to) = (at(start, 0), at(stop, len));
    (from as u64 + 1, (to - from).max(0) as usize)
}

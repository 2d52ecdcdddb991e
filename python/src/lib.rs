//! sudotrace for Python: the extension module `sudotrace._sudotrace`, the workspace's
//! crates reached through pyo3, with no search, trace reader or count of its own. The
//! package `sudotrace` (python/sudotrace/__init__.py) gives it its Python face.
//!
//! A [`Trace`] is a search's trace held in memory in the binary format (which keeps a
//! billion events in a few megabytes), or a trace file left where it is; it is read
//! through the core's `Cursor` whenever it is asked something, so that events are never
//! held whole in memory.

use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use pyo3::exceptions::{PyIndexError, PyKeyError, PyOSError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList};

use sudotrace_charts::{self as chart, trace::TraceProfile};
use sudotrace_compare::report::{self, ChartRef, RunInfo};
use sudotrace_compare::{CompareOptions, CompareProgress, Phase, System, utc_now_rfc3339};
use sudotrace_core::escape::solver_shown;
use sudotrace_core::events::counts::Stats;
use sudotrace_core::events::event::{Ending, Event, Outcome, Reason};
use sudotrace_core::events::replay::{ImpossibleEvent, Replay};
use sudotrace_core::lang::Lang;
use sudotrace_core::names::Named;
use sudotrace_core::output::{AtomicFile, create_scratch};
use sudotrace_core::puzzle::grid::{Cell, Grid, Unit};
use sudotrace_core::puzzle::named;
use sudotrace_core::puzzle::parse::{Inputs, parse_puzzle_text, parse_puzzles};
use sudotrace_core::search::Sink;
use sudotrace_core::search::listing::{Language, Listing};
use sudotrace_core::search::{Check, Limit, NullSink, Search, Strategy};
use sudotrace_core::trace::{
    BinaryWriter, Cursor, DEFAULT_MAX_EVENTS, Format, Header, JsonlWriter, RecordedEnd, TraceError,
    TraceWriter, event_line, is_gzip_name,
};
use sudotrace_core::views::show::ShownPosition;
use sudotrace_core::views::summary::{PositionJson, SearchJson};
use sudotrace_core::views::view::View;
use sudotrace_core::views::why::Why;
use sudotrace_frames::{self as render, Choice, RenderOptions, RenderProgress, SidePanel, Target};
use sudotrace_learn::diagnose::{diagnose, diagnose_bytes};
use sudotrace_learn::predict::Ask;
use sudotrace_page::{Mode, Page, PageError, PageOptions};

/// A trace error as Python's `ValueError`, in the CLI's words.
fn trace_error(e: TraceError) -> PyErr {
    PyValueError::new_err(e.to_string())
}

/// JSON text as Python's `json.loads` reads it: objects as dicts in the text's order
/// (sudotrace writes each record's fields in the trace format's order).
fn json_loads(py: Python<'_>, text: &str) -> PyResult<Py<PyAny>> {
    Ok(py.import("json")?.call_method1("loads", (text,))?.unbind())
}

/// A serializable value as Python objects, through its JSON.
fn to_python<T: serde::Serialize>(py: Python<'_>, value: &T) -> PyResult<Py<PyAny>> {
    let text = serde_json::to_string(value).map_err(|e| PyValueError::new_err(e.to_string()))?;
    json_loads(py, &text)
}

/// The language `lang` names: `"en"` or `"zh-CN"`.
fn lang_of(lang: &str) -> PyResult<Lang> {
    Lang::from_tag(lang)
        .ok_or_else(|| PyValueError::new_err(format!("lang={lang:?}: choose \"en\" or \"zh-CN\"")))
}

/// The strategy named `name`, or an error listing them.
fn strategy_of(name: &str) -> PyResult<Strategy> {
    Strategy::from_name(name).ok_or_else(|| {
        let names: Vec<&str> = Strategy::every().map(Strategy::name).collect();
        PyValueError::new_err(format!(
            "strategy={name:?}: no such strategy (choose {})",
            names.join(", ")
        ))
    })
}

/// A puzzle from its text (81 digits and dots, or a grid of lines) or a built-in name.
fn puzzle_of(text: &str) -> PyResult<Grid> {
    if let Some(found) = named::find(text.trim()) {
        return parse_puzzle_text(found.puzzle).map_err(|e| PyValueError::new_err(e.to_string()));
    }
    parse_puzzle_text(text).map_err(|e| PyValueError::new_err(format!("the puzzle: {e}")))
}

/// Where a trace is read from: a search's, held in memory; a file, left where it is.
enum Source {
    Memory(Arc<[u8]>),
    File(PathBuf),
}

impl Source {
    /// A cursor over the trace (lenient: it stops before an event that cannot happen).
    fn cursor(&self) -> PyResult<Cursor> {
        let cursor = match self {
            Source::Memory(bytes) => Cursor::from_shared(Arc::clone(bytes)),
            Source::File(path) => Cursor::open(path),
        };
        Ok(cursor.map_err(trace_error)?.lenient())
    }
}

/// A search's trace, or a trace file's, read through the core's cursor.
#[pyclass(module = "sudotrace._sudotrace", frozen)]
struct Trace {
    /// The path it was read from, or the solver's name for a search made here.
    name: String,
    source: Source,
    header: Header,
    stats: Stats,
    /// Every event the trace holds, those after an event that cannot happen included.
    events: u64,
    /// The events read on the board: all of them, or those before the first that cannot
    /// happen (or that does not read).
    readable: u64,
    /// The first event that cannot happen, if one does, and why: the events after it
    /// stand on no board.
    refused: Option<ImpossibleEvent>,
    /// The end record, as the trace gives it: a whole trace's, checked against its board;
    /// one after an event that cannot happen, as the solver wrote it.
    end: Option<RecordedEnd>,
    /// Where and why the trace stops short, if it does: an event that cannot happen, or
    /// a cut (`problem`).
    problem: Option<String>,
}

impl Trace {
    /// Read the trace at `source` whole once, checking every event on the board: its
    /// counts, its length and its end record. A trace that stops short (an event that
    /// cannot happen, or cut off) is read up to there, as `show` reads it, and says so in
    /// `problem`; its result is then "limit", as `stats` reports it.
    fn of_bytes(name: String, bytes: Vec<u8>) -> PyResult<Trace> {
        Trace::of_source(name, Source::Memory(bytes.into()))
    }

    fn of_source(name: String, source: Source) -> PyResult<Trace> {
        let mut cursor = source.cursor()?;
        cursor.read_to_end().map_err(trace_error)?;
        let problem = cursor.cut_short().map(|cut| cut.to_string());
        let refused = cursor.cut_short().and_then(|cut| cut.refused.clone());
        let readable = cursor.position();
        let stats = *cursor.stats();
        // Past an event that cannot happen, the rest is counted without the board, and
        // the end record read: the trace is all the solver recorded, and its end record
        // what it finished with. (An end record the board contradicts stops the reading
        // as a line that is no end record does, and is not taken.)
        let stopped = refused.is_some();
        let events = match stopped {
            true => readable + cursor.skim_rest(),
            false => readable,
        };
        Ok(Trace {
            problem,
            name,
            header: cursor.header().clone(),
            stats,
            events,
            readable,
            refused,
            end: cursor
                .end()
                .cloned()
                .filter(|_| stopped || cursor.cut_short().is_none()),
            source,
        })
    }

    /// Save a trace that breaks the rules as it was recorded, every event and its end
    /// record: its bytes as they are, when `path` asks for the form they are in (JSON
    /// Lines, plain or compressed, or binary); a trace whose events stand on no board
    /// cannot be written again in another form.
    fn save_as_recorded(&self, path: &Path) -> PyResult<()> {
        let name = path.display().to_string();
        let io = |e: std::io::Error| PyOSError::new_err(format!("{name}: {e}"));
        let mut from: Box<dyn std::io::Read> = match &self.source {
            Source::Memory(bytes) => Box::new(std::io::Cursor::new(Arc::clone(bytes))),
            Source::File(file) => Box::new(
                std::fs::File::open(file)
                    .map_err(|e| PyOSError::new_err(format!("{}: {e}", file.display())))?,
            ),
        };
        let mut first = [0u8; 8];
        let mut got = 0;
        while got < first.len() {
            match from.read(&mut first[got..]).map_err(io)? {
                0 => break,
                n => got += n,
            }
        }
        let held = match &first[..got] {
            [0x1f, 0x8b, ..] => "a compressed JSON Lines trace (.jsonl.gz)",
            [0x89, b'S', b'D', b'T', ..] => "a binary trace (.sdt)",
            _ => "a JSON Lines trace (.jsonl)",
        };
        let asked = match (Format::for_path(path), is_gzip_name(path)) {
            (Format::Binary, _) => "a binary trace (.sdt)",
            (Format::Jsonl, true) => "a compressed JSON Lines trace (.jsonl.gz)",
            (Format::Jsonl, false) => "a JSON Lines trace (.jsonl)",
        };
        if held != asked {
            return Err(PyValueError::new_err(format!(
                "{name}: the trace breaks the rules at event {} ({}), so it is kept as it was recorded, {held}: save it under such a name",
                self.readable + 1,
                self.problem.as_deref().unwrap_or("it stops there"),
            )));
        }
        let mut file = AtomicFile::create(path).map_err(io)?;
        file.write_all(&first[..got]).map_err(io)?;
        std::io::copy(&mut from, &mut file).map_err(io)?;
        file.commit().map_err(io)
    }

    /// Why event `at` (from 1) cannot be read on the board, if it cannot: it comes after
    /// the first event that cannot happen.
    fn past_the_board(&self, at: u64) -> Option<String> {
        let last = self.readable + u64::from(self.refused.is_some());
        (at > last && at <= self.events).then(|| {
            format!(
                "event {at}: the trace breaks the rules at event {} ({}); the {} events after it stand on no board, so they are counted, not read (trace.diagnose() says what is wrong)",
                self.readable + 1,
                self.problem.as_deref().unwrap_or("it stops there"),
                self.events - self.readable - 1,
            )
        })
    }

    fn cursor(&self) -> PyResult<Cursor> {
        self.source.cursor()
    }

    fn outcome(&self) -> Outcome {
        self.end.as_ref().map_or(Outcome::Limit, |end| end.outcome)
    }

    fn summary(&self) -> SearchJson {
        let solution = self.end.as_ref().and_then(|end| end.solution.as_ref());
        SearchJson::new(
            &self.header.puzzle,
            &self.header.solver,
            self.outcome(),
            solution,
            &self.stats,
            None,
        )
    }
}

/// The value of a [`Named`] type that `param`'s `value` names, or a `ValueError` that
/// lists the names: the names are the library's own, as the command line's are.
fn named_of<T: Named>(param: &str, value: &str) -> PyResult<T> {
    T::from_name(value).ok_or_else(|| {
        PyValueError::new_err(format!("{param}={value:?}: choose {}", T::names_said()))
    })
}

/// A position of a trace, worked out for `show` and `position`.
struct Shown {
    view: View,
    replay: Replay,
    stats: Stats,
    listing: Option<Listing>,
    departure: Option<u64>,
    ending: Option<Ending>,
    /// The event shown cannot happen: drawn on the board before it.
    refused: Option<Event>,
    /// Why the event happens.
    why: Option<Why>,
}

impl Trace {
    /// Run `work` on the trace as a file (a temporary copy, removed after): the drawing
    /// reads traces by path.
    fn with_file<T>(&self, work: impl FnOnce(&Path) -> T) -> PyResult<T> {
        let bytes = match &self.source {
            Source::File(path) => return Ok(work(path)),
            Source::Memory(bytes) => bytes,
        };
        // Under a fresh name nobody can have planted a link at in the shared folder.
        let scratch = std::env::temp_dir().join("sudotrace-python");
        let (mut copy, file) = create_scratch(&scratch)
            .map_err(|e| PyOSError::new_err(format!("{}: {e}", scratch.display())))?;
        if let Err(e) = copy.write_all(bytes) {
            let _ = std::fs::remove_file(&file);
            return Err(PyOSError::new_err(format!("{}: {e}", file.display())));
        }
        drop(copy);
        let result = work(&file);
        let _ = std::fs::remove_file(&file);
        Ok(result)
    }

    /// The page of the trace as text.
    fn page_text(
        &self,
        frm: u64,
        to: Option<u64>,
        mode: &str,
        title: Option<String>,
        lang: &str,
    ) -> PyResult<String> {
        let mode: Mode = named_of("mode", mode)?;
        let options = PageOptions {
            title,
            from: frm,
            to,
            lang: lang_of(lang)?,
            mode,
            ..PageOptions::default()
        };
        let page_error = |e: PageError| PyValueError::new_err(e.to_string());
        let mut cursor = self.cursor()?;
        let mut page = Page::build(&mut cursor, &options).map_err(page_error)?;
        page.ask(&mut cursor, &Ask::default())
            .map_err(trace_error)?;
        let mut out = Vec::new();
        page.write(&mut out).map_err(page_error)?;
        String::from_utf8(out).map_err(|e| PyValueError::new_err(e.to_string()))
    }

    /// The position right after event `at`, its view in `lang` and the strategy's listing
    /// in `language`.
    fn shown(&self, at: u64, language: &str, lang: Lang) -> PyResult<Shown> {
        let language = named_of::<Language>("language", language)?;
        if at > self.events {
            return Err(PyIndexError::new_err(format!(
                "at={at}: the trace has {} events (choose 0 to {})",
                self.events, self.events
            )));
        }
        if let Some(why) = self.past_the_board(at) {
            return Err(PyIndexError::new_err(format!("at={at}: {why}")));
        }
        let mut cursor = self.cursor()?;
        // As `show` reads it: a trace whose length its format does not say (JSON Lines)
        // is read to its end first, for how the search ended and where it departs.
        if cursor.len().is_none() {
            cursor.read_to_end().map_err(trace_error)?;
        }
        cursor.seek(at).map_err(trace_error)?;
        let replay = cursor.replay().clone();
        let stats = *cursor.stats();
        let event = replay.last().map(|e| (stats.events as usize, e));
        // The event that cannot happen, drawn on the board before it, as `show` draws it.
        let view = match self.refused.as_ref().filter(|_| at == self.readable + 1) {
            Some(refused) => View::refused(&replay, &stats, at, refused, lang),
            None => View::new(&replay, &stats, event, cursor.order_at(at), lang),
        }
        .with_check(Check::of_solver(&self.header.solver), &replay, lang);
        let departure = cursor.departure().map_err(trace_error)?;
        let ending = cursor
            .ending()
            .filter(|_| at == self.events && self.readable == self.events);
        let refused = self
            .refused
            .as_ref()
            .filter(|_| at == self.readable + 1)
            .map(|refused| refused.event);
        let why = match refused {
            Some(event) => Some(Why::of(&replay, event, None)),
            None => Why::at(&mut cursor, at).map_err(trace_error)?,
        };
        Ok(Shown {
            view,
            replay,
            stats,
            listing: Strategy::from_name(&self.header.solver).map(|s| Listing::of(s, language)),
            departure,
            ending,
            refused,
            why,
        })
    }
}

#[pymethods]
impl Trace {
    /// The number of events.
    fn __len__(&self) -> usize {
        self.events as usize
    }

    /// Event `index` (from 0; negative from the end) as a dict of its trace-format
    /// fields: `{"ev": "conflict", "r": 1, "c": 8, "d": 6, "unit": "col", "with": [3, 8]}`.
    fn __getitem__(&self, index: isize) -> PyResult<PyEvent> {
        let len = self.events as isize;
        let at = if index < 0 { index + len } else { index };
        if !(0..len).contains(&at) {
            return Err(PyIndexError::new_err(format!(
                "event {index}: the trace has {len} events"
            )));
        }
        if let Some(refused) = self.refused.as_ref().filter(|_| at as u64 == self.readable) {
            return Ok(PyEvent(refused.event));
        }
        if let Some(why) = self.past_the_board(at as u64 + 1) {
            return Err(PyIndexError::new_err(why));
        }
        let mut cursor = self.cursor()?;
        cursor.seek(at as u64 + 1).map_err(trace_error)?;
        Ok(PyEvent(
            cursor
                .event()
                .expect("an event stands at every position after 0"),
        ))
    }

    /// The events in order, each as `trace[i]` gives it.
    fn __iter__(&self) -> PyResult<Events> {
        Ok(Events {
            cursor: self.cursor()?,
            refused: self.refused.as_ref().map(|refused| refused.event),
        })
    }

    fn __repr__(&self) -> String {
        // The solver's name comes from the file: shown as a terminal shows names.
        // Where it breaks the rules is said, as diagnose's first finding is.
        let breaks = match &self.refused {
            Some(_) => format!("; event {} cannot happen", self.readable + 1),
            None => String::new(),
        };
        format!(
            "<sudotrace.Trace {}: {} events, {}{breaks}>",
            solver_shown(&self.header.solver, Lang::En),
            self.events,
            self.outcome().name()
        )
    }

    /// The strategy's name, or the solver the trace's header names.
    #[getter]
    fn solver(&self) -> String {
        self.header.solver.clone()
    }

    /// The puzzle, as one line of 81 characters.
    #[getter]
    fn puzzle(&self) -> String {
        self.header.puzzle.to_line()
    }

    /// How the search ended: `"solved"`, `"unsolvable"` or `"limit"`.
    #[getter]
    fn result(&self) -> &'static str {
        self.outcome().name()
    }

    /// The solution as one line of 81 characters, or None.
    #[getter]
    fn solution(&self) -> Option<String> {
        self.summary().solution
    }

    /// Every count of the search (tries, conflicts by unit, backtracks, ...), as the
    /// `stats` object of `sudotrace stats --json`.
    #[getter]
    fn stats(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        to_python(py, &self.summary().stats)
    }

    /// The position right after event `at` (0: the puzzle) as `sudotrace show --at N
    /// --json` gives it: the caption, the board, the depth, the counts, the listing's
    /// line, the stack, and why the event happens (`why`, the rule in words, and `rule`,
    /// its name). `language` names the listing (`pseudocode`, `python`, `js`,
    /// ...), `lang` the words (`en`, `zh-CN`).
    #[pyo3(signature = (at, *, language = "pseudocode", lang = "en"))]
    fn position(&self, py: Python<'_>, at: u64, language: &str, lang: &str) -> PyResult<Py<PyAny>> {
        let lang = lang_of(lang)?;
        let shown = self.shown(at, language, lang)?;
        let json = PositionJson::new(
            &shown.view,
            &shown.replay,
            &self.header.solver,
            shown.listing.as_ref(),
        )
        .with_why(shown.why, lang);
        to_python(py, &json)
    }

    /// What is wrong with the trace, if anything, as `sudotrace diagnose` says it: where it
    /// breaks the rules, where it departs from the search it claims or resembles, what
    /// its end record gets wrong. Its words in `lang` (`en`, `zh-CN`).
    #[pyo3(signature = (*, lang = "en"))]
    fn diagnose(&self, lang: &str) -> PyResult<Diagnosis> {
        let lang = lang_of(lang)?;
        let diagnosis = match &self.source {
            Source::File(path) => diagnose(path),
            Source::Memory(bytes) => diagnose_bytes(bytes.to_vec()),
        }
        .map_err(trace_error)?;
        Ok(Diagnosis {
            json: diagnosis.to_json(&self.name, lang),
            summary: match diagnosis.findings.first() {
                Some(first) => first.words(lang),
                None => diagnosis.line_summary(lang),
            },
            clean: diagnosis.is_clean(),
        })
    }

    /// Where and why the trace stops short, if it does (`line 5: r1c4: place 1 cannot
    /// happen: r1c3 already holds 1 in the same row`); None for a whole trace.
    #[getter]
    fn problem(&self) -> Option<String> {
        self.problem.clone()
    }

    /// The path the trace was read from, or the solver's name for a search made here.
    #[getter]
    fn name(&self) -> String {
        self.name.clone()
    }

    /// The text `sudotrace show --at N` prints of the position right after event `at` (0:
    /// the puzzle): the heading, the caption, the board with its counts, the line of the
    /// listing in `language` that made the event, the stack; each blank's candidates when
    /// `candidates`; in `lang`.
    #[pyo3(signature = (at = None, *, language = "pseudocode", lang = "en", candidates = false))]
    fn show(
        &self,
        at: Option<u64>,
        language: &str,
        lang: &str,
        candidates: bool,
    ) -> PyResult<String> {
        let lang = lang_of(lang)?;
        let at = at.unwrap_or(self.events);
        let shown = self.shown(at, language, lang)?;
        let view = match candidates {
            true => shown.view.with_candidates(&shown.replay),
            false => shown.view,
        };
        Ok(ShownPosition {
            view: &view,
            replay: &shown.replay,
            stats: &shown.stats,
            solver: &self.header.solver,
            total: self.readable + u64::from(self.refused.is_some()),
            event: shown.refused.or(shown.replay.last()).map(|e| (at, e)),
            refused: shown.refused.is_some(),
            departure: shown.departure,
            ending: shown.ending,
            listing: shown.listing.as_ref(),
            why: shown.why,
        }
        .text(false, candidates, lang))
    }

    /// Draw the search as `sudotrace render` does: `path` ending in `.gif` the animation,
    /// in `.png` with `at` the board right after that event, ending in `/` a folder of PNG
    /// frames. `frm` and `to` the first and last events shown, `max_frames` the most
    /// event frames (spread over the choice), `width`/`height` a frame's exact size,
    /// `cell` the cell size, `max_bytes` a GIF's most bytes, `title` the title ("" for
    /// none), `theme` light, dark or colorblind, `panel` code, stack or tree beside the
    /// board, `candidates` each blank's digits pencilled in, `lang` the words. Gives the
    /// frames written.
    #[pyo3(signature = (path, *, at = None, frm = 1, to = None, max_frames = 600, width = None,
        height = None, cell = None, max_bytes = None, title = None, theme = "light",
        panel = None, candidates = false, legend = true, lang = "en"))]
    #[allow(clippy::too_many_arguments)]
    fn render(
        &self,
        py: Python<'_>,
        path: String,
        at: Option<u64>,
        frm: u64,
        to: Option<u64>,
        max_frames: u64,
        width: Option<usize>,
        height: Option<usize>,
        cell: Option<usize>,
        max_bytes: Option<u64>,
        title: Option<String>,
        theme: &str,
        panel: Option<&str>,
        candidates: bool,
        legend: bool,
        lang: &str,
    ) -> PyResult<u64> {
        let target = match (at, path.ends_with('/')) {
            (_, true) => Target::Frames(PathBuf::from(path.trim_end_matches('/'))),
            (Some(at), false) if path.ends_with(".png") => Target::Png {
                path: PathBuf::from(&path),
                at,
            },
            (None, false) if path.ends_with(".gif") => Target::Gif(PathBuf::from(&path)),
            _ => {
                return Err(PyValueError::new_err(format!(
                    "{path}: a name ending in .gif for the animation, in .png with at=N for one board, in / for a folder of frames"
                )));
            }
        };
        let panel = match panel {
            None => None,
            Some("stack") => Some(SidePanel::Stack),
            Some("tree") => Some(SidePanel::Tree),
            Some("code") => Some(SidePanel::Code(Language::Pseudocode)),
            Some(other) => Some(SidePanel::Code(Language::from_name(other).ok_or_else(|| {
                PyValueError::new_err(format!(
                    "panel={other:?}: choose \"code\" (or a listing's language), \"stack\" or \"tree\""
                ))
            })?)),
        };
        let options = RenderOptions {
            cell: cell.unwrap_or(RenderOptions::default().cell),
            width,
            height,
            title,
            max_bytes,
            theme: named_of("theme", theme)?,
            legend,
            candidates,
            panel,
            choice: Choice {
                from: frm,
                to,
                max_frames: (max_frames > 0).then_some(max_frames),
                ..Choice::default()
            },
            lang: lang_of(lang)?,
            ..RenderOptions::default()
        };
        let phases = [("reading the trace", "events"), ("drawing", "frames")];
        let report = self.with_file(|file| {
            in_background(py, &phases, false, |going| {
                render::render(file, &target, &options, &mut Drawing(going))
            })
        })??;
        report
            .map(|report| report.frames)
            .map_err(|e| PyValueError::new_err(e.to_string()))
    }

    /// Write the web page that plays the trace, as `sudotrace html` does (its Watch,
    /// Predict and Do it yourself modes, `mode` the one it opens in): `frm`/`to` the
    /// window of events it plays, `lang` its words. Written under a temporary name,
    /// renamed once whole.
    #[pyo3(signature = (path, *, frm = 1, to = None, mode = "watch", title = None, lang = "en"))]
    fn html(
        &self,
        path: PathBuf,
        frm: u64,
        to: Option<u64>,
        mode: &str,
        title: Option<String>,
        lang: &str,
    ) -> PyResult<()> {
        let page = self.page_text(frm, to, mode, title, lang)?;
        let name = path.display().to_string();
        let io = |e: std::io::Error| PyOSError::new_err(format!("{name}: {e}"));
        let mut file = AtomicFile::create(&path).map_err(io)?;
        file.write_all(page.as_bytes()).map_err(io)?;
        file.commit().map_err(io)
    }

    /// The web page `html` writes, as text (what a notebook shows in a frame).
    #[pyo3(signature = (*, frm = 1, to = None, mode = "watch", title = None, lang = "en"))]
    fn page(
        &self,
        frm: u64,
        to: Option<u64>,
        mode: &str,
        title: Option<String>,
        lang: &str,
    ) -> PyResult<String> {
        self.page_text(frm, to, mode, title, lang)
    }

    /// Draw the search's charts (its depth over the events, its tries per cell, its
    /// tree) into the folder `dir`, as `sudotrace chart` does: each as PNG and SVG. Gives
    /// each chart's `png`, `svg` and `title`.
    #[pyo3(signature = (dir, *, lang = "en"))]
    fn chart(&self, py: Python<'_>, dir: PathBuf, lang: &str) -> PyResult<Py<PyAny>> {
        let lang = lang_of(lang)?;
        let name = dir.display().to_string();
        let profile = self
            .with_file(|file| TraceProfile::read(file, &mut |_| {}))?
            .map_err(trace_error)?;
        std::fs::create_dir_all(&dir).map_err(|e| PyOSError::new_err(format!("{name}: {e}")))?;
        let written = chart::trace::write_all(&dir, &profile, lang)
            .map_err(|e| PyValueError::new_err(e.to_string()))?;
        let list = PyList::empty(py);
        for chart in written {
            let item = PyDict::new(py);
            item.set_item("png", chart.png.display().to_string())?;
            item.set_item("svg", chart.svg.display().to_string())?;
            item.set_item("title", chart.title)?;
            list.append(item)?;
        }
        Ok(list.into_any().unbind())
    }

    /// The events as a pandas DataFrame (pandas must be installed): a row an event,
    /// indexed by its number from 1 as `show --at` numbers them, with the trace-format
    /// fields as columns (`ev`, `r`, `c`, `d`, `n`, `unit`, `with_r`, `with_c`, `by`; empty
    /// where the kind has none) and `depth`, the digits placed after it.
    fn events_frame<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let pandas = py.import("pandas").map_err(|_| {
            pyo3::exceptions::PyImportError::new_err(
                "Trace.events_frame() needs pandas: pip install pandas",
            )
        })?;
        let n = self.events as usize;
        let (mut ev, mut r, mut c, mut d) = (
            Vec::with_capacity(n),
            Vec::with_capacity(n),
            Vec::with_capacity(n),
            Vec::with_capacity(n),
        );
        let (mut count, mut unit, mut with_r, mut with_c, mut by, mut depth) = (
            Vec::with_capacity(n),
            Vec::with_capacity(n),
            Vec::with_capacity(n),
            Vec::with_capacity(n),
            Vec::with_capacity(n),
            Vec::with_capacity(n),
        );
        let mut cursor = self.cursor()?;
        while let Some(event) = cursor.next_event().map_err(trace_error)? {
            let e = PyEvent(event);
            ev.push(e.ev());
            r.push(e.r());
            c.push(e.c());
            d.push(e.d());
            count.push(e.n());
            unit.push(e.unit());
            let with = e.with_();
            with_r.push(with.map(|w| w.0 as u8));
            with_c.push(with.map(|w| w.1 as u8));
            by.push(e.by());
            depth.push(cursor.replay().depth());
        }
        let columns = PyDict::new(py);
        columns.set_item("ev", ev)?;
        columns.set_item("r", r)?;
        columns.set_item("c", c)?;
        columns.set_item("d", d)?;
        columns.set_item("n", count)?;
        columns.set_item("unit", unit)?;
        columns.set_item("with_r", with_r)?;
        columns.set_item("with_c", with_c)?;
        columns.set_item("by", by)?;
        columns.set_item("depth", depth)?;
        let kwargs = PyDict::new(py);
        kwargs.set_item("index", pandas.getattr("RangeIndex")?.call1((1, n + 1))?)?;
        let frame = pandas
            .getattr("DataFrame")?
            .call((columns,), Some(&kwargs))?;
        // Whole numbers where a column may be empty, rather than floats.
        for name in ["d", "n", "with_r", "with_c"] {
            let column = frame.get_item(name)?.call_method1("astype", ("Int8",))?;
            frame.set_item(name, column)?;
        }
        Ok(frame)
    }

    /// The web player as a notebook widget (needs anywidget): `widget.event` and
    /// `widget.mode` follow the player, and setting them moves it.
    #[pyo3(signature = (*, mode = "watch", lang = "en", frm = 1, to = None, height = 720))]
    fn player<'py>(
        slf: Bound<'py, Self>,
        mode: &str,
        lang: &str,
        frm: u64,
        to: Option<u64>,
        height: u32,
    ) -> PyResult<Bound<'py, PyAny>> {
        let py = slf.py();
        let kwargs = PyDict::new(py);
        kwargs.set_item("mode", mode)?;
        kwargs.set_item("lang", lang)?;
        kwargs.set_item("frm", frm)?;
        kwargs.set_item("to", to)?;
        kwargs.set_item("height", height)?;
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
        let name = path.display().to_string();
        let io = |e: std::io::Error| PyOSError::new_err(format!("{name}: {e}"));
        if self.readable < self.events || (self.problem.is_some() && self.end.is_some()) {
            return self.save_as_recorded(&path);
        }
        let mut cursor = self.cursor()?;
        let mut writer = TraceWriter::create(&path, &self.header).map_err(io)?;
        cursor.read_to_end_into(&mut writer).map_err(trace_error)?;
        let end = self.end.clone().unwrap_or(RecordedEnd {
            outcome: Outcome::Limit,
            solution: None,
            stats: Some(self.stats),
        });
        writer.finish(&end).map_err(io)
    }
}

/// The events of a trace, read one at a time (the core's cursor, which stays on the
/// thread that made it).
#[pyclass(module = "sudotrace._sudotrace", unsendable)]
struct Events {
    cursor: Cursor,
    /// The event that cannot happen, given after the ones read on the board.
    refused: Option<Event>,
}

#[pymethods]
impl Events {
    fn __iter__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
        slf
    }

    fn __next__(&mut self) -> PyResult<Option<PyEvent>> {
        match self.cursor.next_event().map_err(trace_error)? {
            Some(event) => Ok(Some(PyEvent(event))),
            // The event that cannot happen comes last: the ones after it stand on no board.
            None => Ok(self.refused.take().map(PyEvent)),
        }
    }
}

/// An event as a dict of its trace-format fields.
fn event_dict(py: Python<'_>, event: Event) -> PyResult<Py<PyAny>> {
    json_loads(py, &event_line(event))
}

/// One event of a trace, a small object with its trace-format fields: `ev` (`"try"`,
/// `"conflict"`, ...), `r` and `c` (from 1), `d`, and as its kind has them `n` (a
/// choice's candidates), `unit` and `with_` (a conflict's unit and the cell holding the
/// digit), `by` (why a digit is forced); None where the kind has none. It reads as the
/// dict of those fields (`e["ev"]`, `dict(e)`, `e.to_dict()`) and equals that dict.
#[pyclass(module = "sudotrace._sudotrace", name = "Event", frozen)]
struct PyEvent(Event);

#[pymethods]
impl PyEvent {
    /// The kind: try, conflict, place, backtrack, choose, force, deadend, unforce.
    #[getter]
    fn ev(&self) -> &'static str {
        self.0.kind().name()
    }
    /// The row, from 1.
    #[getter]
    fn r(&self) -> usize {
        self.0.cell().row() + 1
    }
    /// The column, from 1.
    #[getter]
    fn c(&self) -> usize {
        self.0.cell().col() + 1
    }
    /// The digit tried, placed, erased or forced; None for a choice or a dead end.
    #[getter]
    fn d(&self) -> Option<u8> {
        Some(self.0.digit()).filter(|&d| d > 0)
    }
    /// A choice's candidates.
    #[getter]
    fn n(&self) -> Option<u8> {
        match self.0 {
            Event::Choose { candidates, .. } => Some(candidates),
            _ => None,
        }
    }
    /// A conflict's unit: "row", "col" or "box".
    #[getter]
    fn unit(&self) -> Option<&'static str> {
        match self.0 {
            Event::Conflict { unit, .. } => Some(unit.name()),
            _ => None,
        }
    }
    /// The cell holding the digit a conflict clashes with: (row, column).
    #[getter]
    fn with_(&self) -> Option<(usize, usize)> {
        match self.0 {
            Event::Conflict { with, .. } => Some((with.row() + 1, with.col() + 1)),
            _ => None,
        }
    }
    /// Why a digit is forced: "cell" (its only digit) or the unit it is the only place in.
    #[getter]
    fn by(&self) -> Option<&'static str> {
        match self.0 {
            Event::Force { reason, .. } => Some(reason.name()),
            _ => None,
        }
    }
    /// The names of its trace-format fields, in the trace's order.
    fn keys(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        Ok(event_dict(py, self.0)?
            .bind(py)
            .call_method0("keys")?
            .unbind())
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

/// What `Trace.diagnose` found: `clean`, `findings` (each a dict with its `kind`, `at`
/// and `message`), `summary`, and `to_dict()`, the object `sudotrace diagnose --json`
/// writes.
#[pyclass(module = "sudotrace._sudotrace", frozen)]
struct Diagnosis {
    json: serde_json::Value,
    summary: String,
    clean: bool,
}

#[pymethods]
impl Diagnosis {
    /// Whether nothing wrong or suspicious was found.
    #[getter]
    fn clean(&self) -> bool {
        self.clean
    }

    /// The findings, in the order of the events they are about.
    #[getter]
    fn findings(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        to_python(py, &self.json["findings"])
    }

    /// The verdict in one line: its first finding, or for a clean trace the search it is
    /// or resembles.
    #[getter]
    fn summary(&self) -> String {
        self.summary.clone()
    }

    /// The diagnosis as `sudotrace diagnose --json` writes it.
    fn to_dict(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        to_python(py, &self.json)
    }

    fn __repr__(&self) -> String {
        let count = self.json["findings"].as_array().map_or(0, Vec::len);
        format!("<sudotrace.Diagnosis: {count} findings: {}>", self.summary)
    }

    fn __str__(&self) -> String {
        let findings: Vec<&str> = self.json["findings"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|finding| finding["message"].as_str())
            .collect();
        match findings.is_empty() {
            true => self.summary.clone(),
            false => findings.join("\n"),
        }
    }
}

/// A student's own search, recorded: each call writes one event of sudotrace's trace
/// format (rows and columns from 1), and `finish` gives the `Trace`, which
/// `Trace.diagnose` holds to the rules and to sudotrace's strategies.
#[pyclass(module = "sudotrace._sudotrace", unsendable)]
struct Recorder {
    solver: String,
    writer: Option<JsonlWriter<Vec<u8>>>,
    /// The board the events lead to (an event that cannot happen leaves it as it was):
    /// what a backtrack erases when its digit is not given, and the solution.
    replay: Replay,
}

impl Recorder {
    fn cell(call: &str, r: u8, c: u8) -> PyResult<Cell> {
        if !(1..=9).contains(&r) || !(1..=9).contains(&c) {
            return Err(PyValueError::new_err(format!(
                "{call}: r={r}, c={c}: rows and columns are 1 to 9"
            )));
        }
        Ok(Cell::from_index(usize::from(r - 1) * 9 + usize::from(c - 1)).expect("within the grid"))
    }

    fn digit(call: &str, name: &str, d: u8) -> PyResult<u8> {
        match d {
            1..=9 => Ok(d),
            _ => Err(PyValueError::new_err(format!(
                "{call}: {name}={d}: a digit is 1 to 9"
            ))),
        }
    }

    fn unit(call: &str, unit: &str) -> PyResult<Unit> {
        Unit::from_name(unit).ok_or_else(|| {
            PyValueError::new_err(format!(
                "{call}: unit={unit:?}: choose \"row\", \"col\" or \"box\""
            ))
        })
    }

    fn write(&mut self, event: Event) -> PyResult<()> {
        let writer = self.writer.as_mut().ok_or_else(|| {
            PyValueError::new_err("the recorder is finished: start another Recorder")
        })?;
        writer.event(event);
        let _ = self.replay.apply(&event);
        Ok(())
    }
}

#[pymethods]
impl Recorder {
    /// Record a search of `puzzle` (its 81 characters, a grid of lines, or a built-in
    /// name) by the solver named `solver`.
    #[new]
    #[pyo3(signature = (puzzle, solver = "my solver"))]
    fn new(puzzle: &str, solver: &str) -> PyResult<Recorder> {
        let grid = puzzle_of(puzzle)?;
        let mut header = Header::new(grid, solver, None);
        // Another solver's trace may hold every kind of event.
        header.format = 2;
        Ok(Recorder {
            solver: solver.to_string(),
            writer: Some(JsonlWriter::new(Vec::new(), &header)),
            replay: Replay::new(grid),
        })
    }

    /// `d` is tried in the blank at row `r`, column `c`.
    fn try_(&mut self, r: u8, c: u8, d: u8) -> PyResult<()> {
        let cell = Recorder::cell("try_", r, c)?;
        let digit = Recorder::digit("try_", "d", d)?;
        self.write(Event::Try { cell, digit })
    }

    /// The digit `d` tried at (`r`, `c`) clashes with the cell `with_` = (row, column),
    /// which holds it in `unit` ("row", "col" or "box").
    fn conflict(&mut self, r: u8, c: u8, d: u8, unit: &str, with_: (u8, u8)) -> PyResult<()> {
        let cell = Recorder::cell("conflict", r, c)?;
        let digit = Recorder::digit("conflict", "d", d)?;
        let unit = Recorder::unit("conflict", unit)?;
        let with = Recorder::cell("conflict (with_)", with_.0, with_.1)?;
        self.write(Event::Conflict {
            cell,
            digit,
            unit,
            with,
        })
    }

    /// The digit `d` tried at (`r`, `c`) fits and is written there.
    fn place(&mut self, r: u8, c: u8, d: u8) -> PyResult<()> {
        let cell = Recorder::cell("place", r, c)?;
        let digit = Recorder::digit("place", "d", d)?;
        self.write(Event::Place { cell, digit })
    }

    /// The search goes back and erases (`r`, `c`); `d`, the digit erased, is the board's
    /// when left out.
    #[pyo3(signature = (r, c, d = None))]
    fn backtrack(&mut self, r: u8, c: u8, d: Option<u8>) -> PyResult<()> {
        let cell = Recorder::cell("backtrack", r, c)?;
        let digit = match d {
            Some(d) => Recorder::digit("backtrack", "d", d)?,
            None => self.replay.board().get(cell),
        };
        if digit == 0 {
            return Err(PyValueError::new_err(format!(
                "backtrack: r{r}c{c} is empty on the board: say the digit erased (d=)"
            )));
        }
        self.write(Event::Backtrack { cell, digit })
    }

    /// The search picks the blank (`r`, `c`) to fill next; `n`, its candidates, is worked
    /// out from the board when left out.
    #[pyo3(signature = (r, c, n = None))]
    fn choose(&mut self, r: u8, c: u8, n: Option<u8>) -> PyResult<()> {
        let cell = Recorder::cell("choose", r, c)?;
        let candidates = n.unwrap_or_else(|| self.replay.candidates(cell).count_ones() as u8);
        self.write(Event::Choose { cell, candidates })
    }

    /// The digit `d` is forced into (`r`, `c`): `by` "cell" (its only digit) or the unit
    /// ("row", "col", "box") where it is the only place.
    #[pyo3(signature = (r, c, d, by = "cell"))]
    fn force(&mut self, r: u8, c: u8, d: u8, by: &str) -> PyResult<()> {
        let cell = Recorder::cell("force", r, c)?;
        let digit = Recorder::digit("force", "d", d)?;
        let reason = Reason::from_name(by).ok_or_else(|| {
            PyValueError::new_err(format!(
                "force: by={by:?}: choose \"cell\", \"row\", \"col\" or \"box\""
            ))
        })?;
        self.write(Event::Force {
            cell,
            digit,
            reason,
        })
    }

    /// No digit fits the blank (`r`, `c`): a dead end.
    fn deadend(&mut self, r: u8, c: u8) -> PyResult<()> {
        let cell = Recorder::cell("deadend", r, c)?;
        self.write(Event::DeadEnd { cell })
    }

    /// A forced digit is taken back from (`r`, `c`); `d` is the board's when left out.
    #[pyo3(signature = (r, c, d = None))]
    fn unforce(&mut self, r: u8, c: u8, d: Option<u8>) -> PyResult<()> {
        let cell = Recorder::cell("unforce", r, c)?;
        let digit = match d {
            Some(d) => Recorder::digit("unforce", "d", d)?,
            None => self.replay.board().get(cell),
        };
        self.write(Event::Unforce { cell, digit })
    }

    /// End the recording: the search ended `result` ("solved", "unsolvable" or "limit";
    /// a solved search's solution is the board its events lead to). Gives the `Trace`.
    #[pyo3(signature = (result = "solved"))]
    fn finish(&mut self, result: &str) -> PyResult<Trace> {
        let outcome = Outcome::from_name(result).ok_or_else(|| {
            PyValueError::new_err(format!(
                "finish: result={result:?}: choose \"solved\", \"unsolvable\" or \"limit\""
            ))
        })?;
        let writer = self.writer.take().ok_or_else(|| {
            PyValueError::new_err("the recorder is finished: start another Recorder")
        })?;
        let solution = (outcome == Outcome::Solved && self.replay.board().is_complete())
            .then(|| *self.replay.board());
        let bytes = writer
            .finish_recorded(&RecordedEnd {
                outcome,
                solution,
                stats: None,
            })
            .map_err(|e| PyOSError::new_err(e.to_string()))?;
        Trace::of_bytes(self.solver.clone(), bytes)
    }
}

/// A search run without recording its events (`solve(..., record=False)`): how it
/// ended, its solution, its counts and the time it took, as `sudotrace solve --json`
/// gives them.
#[pyclass(module = "sudotrace._sudotrace", frozen)]
struct Run {
    json: SearchJson,
}

#[pymethods]
impl Run {
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
    fn __repr__(&self) -> String {
        format!(
            "<sudotrace.Run {}: {}>",
            solver_shown(&self.json.solver, Lang::En),
            self.json.result
        )
    }
}

/// Solve `puzzle` (its 81 characters, a grid of lines, or a built-in name such as
/// "leetcode37") with `strategy`, recording every event, as a `Trace`; stopped after
/// `max_tries` tries or `max_events` events (0: no limit), as `sudotrace solve` stops.
/// With `record=False` nothing is recorded and a `Run` comes back: the outcome, the
/// counts and the time, the search as fast as the CLI's own. The search runs without
/// the GIL; Ctrl-C (a notebook's interrupt) stops a recorded one within a second.
#[pyfunction]
#[pyo3(signature = (puzzle, strategy = "tables", *, max_tries = None, max_events = DEFAULT_MAX_EVENTS, record = true))]
fn solve(
    py: Python<'_>,
    puzzle: &str,
    strategy: &str,
    max_tries: Option<u64>,
    max_events: u64,
    record: bool,
) -> PyResult<Py<PyAny>> {
    let grid = puzzle_of(puzzle)?;
    let strategy = strategy_of(strategy)?;
    let limit = match (max_tries, max_events) {
        (Some(tries), _) => Some(Limit::Tries(tries)),
        (None, 0) => None,
        (None, events) => Some(Limit::Events(events)),
    };
    if !record {
        let run = py.detach(|| {
            Search::new(strategy)
                .within(limit)
                .run(&grid, &mut NullSink)
        });
        let json = SearchJson::new(
            &grid,
            strategy.name(),
            run.end.outcome,
            run.end.solution.as_ref(),
            &run.end.stats,
            Some(run.elapsed),
        );
        return Ok(Py::new(py, Run { json })?.into_any());
    }
    let header = Header::new(
        grid,
        strategy.name(),
        limit.and_then(|l| match l {
            Limit::Events(n) => Some(n),
            Limit::Tries(_) => None,
        }),
    );
    let bytes = in_background(py, &[("solving", "events")], true, |going| {
        let mut writer = Counted {
            sink: BinaryWriter::new(Vec::new(), &header),
            events: &going.count,
            count: 0,
        };
        let run = Search::new(strategy)
            .within(limit)
            .stop(&|| going.stop.load(Ordering::Relaxed))
            .run(&grid, &mut writer);
        writer.sink.finish(&run.end)
    })?
    .map_err(|e| PyOSError::new_err(e.to_string()))?;
    Ok(Py::new(py, Trace::of_bytes(strategy.name().to_string(), bytes)?)?.into_any())
}

/// A sink that counts the events it passes on into `events` (now and then: the count is
/// for the progress shown, and the hot loop pays almost nothing for it).
struct Counted<'a, S> {
    sink: S,
    events: &'a AtomicU64,
    count: u64,
}

impl<S: Sink> Sink for Counted<'_, S> {
    const RECORDS: bool = S::RECORDS;

    #[inline]
    fn event(&mut self, event: Event) {
        self.sink.event(event);
        self.count += 1;
        if self.count.is_multiple_of(4096) {
            self.events.store(self.count, Ordering::Relaxed);
        }
    }

    fn foresee(&mut self, strategy: Strategy) -> Option<u64> {
        self.sink.foresee(strategy)
    }

    fn foreseen(&mut self, count: u64, at: &Replay, stats: &Stats) {
        self.sink.foreseen(count, at, stats);
        self.count += count;
        self.events.store(self.count, Ordering::Relaxed);
    }
}

/// How work on a thread of its own goes, for the thread that watches it: whether it is
/// asked to stop, which of its phases it is in, and how far that phase has come.
#[derive(Default)]
struct Going {
    stop: AtomicBool,
    phase: AtomicUsize,
    count: AtomicU64,
}

/// Run `work` on a thread of its own, without the GIL, while this thread looks at
/// Python's signals every 50 ms. Work that can be `stoppable` is: an interrupt (Ctrl-C,
/// a notebook's stop button) sets its stop flag, which stops it within a second, and
/// raises KeyboardInterrupt; other work runs to its end, and Python raises the interrupt
/// then. Work that takes more than a second shows its progress through
/// `sudotrace.notebook.progress`: the words of its phase in `phases` (what it is doing,
/// what it counts) and its count.
fn in_background<T: Send>(
    py: Python<'_>,
    phases: &[(&str, &str)],
    stoppable: bool,
    work: impl FnOnce(&Going) -> T + Send,
) -> PyResult<T> {
    let going = Going::default();
    let done = AtomicBool::new(false);
    std::thread::scope(|scope| {
        let worker = scope.spawn(|| {
            let result = work(&going);
            done.store(true, Ordering::Release);
            result
        });
        let started = Instant::now();
        let mut interrupted = None;
        let mut shown = false;
        let show = |finished: bool| {
            let (doing, unit) = phases[going.phase.load(Ordering::Relaxed).min(phases.len() - 1)];
            let count = going.count.load(Ordering::Relaxed);
            progress(py, doing, count, unit, started, finished)
        };
        while !done.load(Ordering::Acquire) {
            py.detach(|| {
                let until = Instant::now() + Duration::from_millis(50);
                while !done.load(Ordering::Acquire) && Instant::now() < until {
                    std::thread::sleep(Duration::from_millis(2));
                }
            });
            if stoppable
                && interrupted.is_none()
                && let Err(e) = py.check_signals()
            {
                going.stop.store(true, Ordering::Relaxed);
                interrupted = Some(e);
            }
            if started.elapsed() > Duration::from_secs(1) && !done.load(Ordering::Acquire) {
                // Showing runs Python (its first time imports IPython, which takes a while):
                // an interrupt that comes meanwhile is raised there, and stops the work
                // as one seen here does.
                if let Err(e) = show(false)
                    && stoppable
                    && interrupted.is_none()
                    && e.is_instance_of::<pyo3::exceptions::PyKeyboardInterrupt>(py)
                {
                    going.stop.store(true, Ordering::Relaxed);
                    interrupted = Some(e);
                }
                shown = true;
            }
        }
        let result = worker.join().expect("the work does not panic");
        if shown {
            show(true)?;
        }
        match interrupted {
            Some(e) => Err(e),
            None => Ok(result),
        }
    })
}

/// Show how work goes (sudotrace.notebook.progress): in a notebook, a line under the
/// cell updated in place; in a terminal, a line on standard error.
fn progress(
    py: Python<'_>,
    doing: &str,
    count: u64,
    unit: &str,
    started: Instant,
    done: bool,
) -> PyResult<()> {
    py.import("sudotrace.notebook")?
        .getattr("progress")?
        .call1((doing, count, unit, started.elapsed().as_secs_f64(), done))?;
    Ok(())
}

/// Read the trace at `path`: JSON Lines (plain or gzip-compressed) or binary (.sdt). It
/// is read whole once, each event checked on the board, and then left where it is: the
/// `Trace` reads the file again whenever it is asked something (a long trace is never
/// held in memory), so leave the file in place, unchanged, while the trace is in use.
#[pyfunction]
fn load(path: PathBuf) -> PyResult<Trace> {
    let name = path.display().to_string();
    if let Err(e) = std::fs::metadata(&path) {
        return Err(PyOSError::new_err(format!("{name}: {e}")));
    }
    Trace::of_source(name.clone(), Source::File(path))
        .map_err(|e| PyValueError::new_err(format!("{name}: {e}")))
}

/// The search of `strategy` as a short program in `language` (`python`, `js`,
/// `pseudocode`, ...), as `sudotrace listing` prints it.
#[pyfunction]
#[pyo3(signature = (strategy = "naive", language = "python"))]
fn listing(strategy: &str, language: &str) -> PyResult<String> {
    Ok(Listing::of(
        strategy_of(strategy)?,
        named_of::<Language>("language", language)?,
    )
    .text()
    .to_string())
}

/// A drawing's progress, for the progress line: the events read, then the frames drawn.
struct Drawing<'a>(&'a Going);

impl RenderProgress for Drawing<'_> {
    fn reading(&mut self, events: u64) {
        self.0.count.store(events, Ordering::Relaxed);
    }

    fn drawing(&mut self, frames: u64, _of: u64) {
        self.0.phase.store(1, Ordering::Relaxed);
        self.0.count.store(frames, Ordering::Relaxed);
    }
}

/// A comparison's progress, for the progress line: the searches counted, then the tries
/// of the timed runs.
struct Comparing<'a>(&'a Going);

impl CompareProgress for Comparing<'_> {
    fn start(&self, phase: Phase, _total: u64) {
        let phase = match phase {
            Phase::Counting => 0,
            Phase::Timing => 1,
        };
        self.0.phase.store(phase, Ordering::Relaxed);
        self.0.count.store(0, Ordering::Relaxed);
    }

    fn advance(&self, done: u64) {
        self.0.count.fetch_add(done, Ordering::Relaxed);
    }

    fn finish(&self) {}
}

/// Compare `strategies` on `puzzles` (a list of puzzles, each its 81 characters or a
/// built-in name, or the text of a collection, a puzzle a line) as `sudotrace compare`
/// does: every search counted, then timed `repeat` times; a search past `max_tries`
/// tries is stopped and marked limit. Writes report.md, report.csv, report.json and the
/// charts into `dir`; gives the files written, the report's first.
#[pyfunction]
#[pyo3(signature = (puzzles, dir, *, strategies = vec!["naive".to_string(), "tables".to_string()],
    max_tries = Some(sudotrace_compare::DEFAULT_MAX_TRIES), repeat = sudotrace_compare::DEFAULT_REPEAT, lang = "en"))]
fn compare_into(
    py: Python<'_>,
    puzzles: Vec<String>,
    dir: PathBuf,
    strategies: Vec<String>,
    max_tries: Option<u64>,
    repeat: usize,
    lang: &str,
) -> PyResult<Vec<String>> {
    let lang = lang_of(lang)?;
    let solvers = strategies
        .iter()
        .map(|name| strategy_of(name))
        .collect::<PyResult<Vec<_>>>()?;
    let mut inputs = Inputs::default();
    for (i, text) in puzzles.iter().enumerate() {
        let (text, name) = match named::find(text.trim()) {
            Some(found) => (found.puzzle, Some(found.name)),
            None => (text.as_str(), None),
        };
        let mut parsed = parse_puzzles(text);
        for entry in parsed.iter_mut().flatten() {
            entry.name = name.map(str::to_string).or(entry.name.take());
        }
        // A text with no puzzle at all is refused with its first problem, as the CLI does.
        if let Some(Err(e)) = parsed.first()
            && parsed.iter().all(|p| p.is_err())
        {
            return Err(PyValueError::new_err(format!("puzzle {}: {e}", i + 1)));
        }
        inputs.add(&format!("puzzle {}", i + 1), parsed);
    }
    let options = CompareOptions {
        solvers,
        repeat,
        max_tries,
        ..CompareOptions::default()
    };
    let started = std::time::Instant::now();
    let phases = [
        ("comparing: counting", "searches"),
        ("comparing: timing", "tries"),
    ];
    let comparison = in_background(py, &phases, false, |going| {
        sudotrace_compare::run(inputs, &options, &Comparing(going))
    })?;
    let info = RunInfo {
        system: System::detect(),
        date: utc_now_rfc3339(),
        wall: started.elapsed(),
        shards: Vec::new(),
    };
    let name = dir.display().to_string();
    std::fs::create_dir_all(&dir).map_err(|e| PyOSError::new_err(format!("{name}: {e}")))?;
    let charts = chart::compare::write_all(&dir, &comparison, lang)
        .map_err(|e| PyValueError::new_err(e.to_string()))?;
    let refs: Vec<ChartRef> = charts
        .iter()
        .map(|c| ChartRef {
            file: c
                .png
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default(),
            title: c.title.clone(),
        })
        .collect();
    let report = report::write(&dir, &comparison, &info, &refs, lang)
        .map_err(|e| PyOSError::new_err(e.to_string()))?;
    Ok(report
        .iter()
        .chain(charts.iter().map(|c| &c.png))
        .map(|p| p.display().to_string())
        .collect())
}

/// The names of the strategies, in the order `sudotrace` lists them.
#[pyfunction]
fn strategies() -> Vec<&'static str> {
    Strategy::every().map(Strategy::name).collect()
}

#[pymodule]
fn _sudotrace(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<Trace>()?;
    m.add_class::<Diagnosis>()?;
    m.add_class::<PyEvent>()?;
    m.add_class::<Run>()?;
    m.add_class::<Recorder>()?;
    m.add_function(wrap_pyfunction!(solve, m)?)?;
    m.add_function(wrap_pyfunction!(load, m)?)?;
    m.add_function(wrap_pyfunction!(listing, m)?)?;
    m.add_function(wrap_pyfunction!(strategies, m)?)?;
    m.add_function(wrap_pyfunction!(compare_into, m)?)?;
    Ok(())
}

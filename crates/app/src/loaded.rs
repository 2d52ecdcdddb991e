//! A trace loaded: read whole once, each event checked on the board, its counts, length
//! and end record kept; then asked about (an event, a position, a summary) and saved,
//! each question answered by a cursor of its own over the trace where it is (bytes in
//! memory, or its file). What Python's `Trace` is; the command line reads each trace
//! once per command, through the same cursor and [`Position`].

use std::fs::File;
use std::hash::{DefaultHasher, Hash, Hasher};
use std::io::{Read, Seek, SeekFrom, Write as _};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::SystemTime;

use sudotrace_core::escape::solver_shown;
use sudotrace_core::events::counts::Stats;
use sudotrace_core::events::event::{Ending, Event, Outcome};
use sudotrace_core::events::replay::ImpossibleEvent;
use sudotrace_core::lang::Lang;
use sudotrace_core::output::AtomicFile;
use sudotrace_core::search::Strategy;
use sudotrace_core::search::listing::{Language, Listing};
use sudotrace_core::trace::{
    Cursor, Format, Header, RecordedEnd, TraceError, TraceWriter, is_gzip_name,
};
use sudotrace_core::views::summary::{PositionJson, SearchJson};
use sudotrace_learn::diagnose::{diagnose, diagnose_bytes};

use crate::AppError;
use crate::lang::AppText;
use crate::position::{Position, Telling};

/// Where a trace is read from: a search's, held in memory; a file, left where it is.
pub enum Source {
    /// The trace's bytes, shared by every cursor over them.
    Memory(Arc<[u8]>),
    /// The trace's file, opened again by each cursor.
    File(PathBuf),
}

impl Source {
    /// A cursor over the trace (lenient: it stops before an event that cannot happen).
    pub fn cursor(&self) -> Result<Cursor, TraceError> {
        let cursor = match self {
            Source::Memory(bytes) => Cursor::from_shared(Arc::clone(bytes)),
            Source::File(path) => Cursor::open(path),
        };
        Ok(cursor?.lenient())
    }
}

/// A trace read whole once and checked.
pub struct Loaded {
    /// The path it was read from, or a name for a trace in memory.
    pub name: String,
    /// Where it is read from.
    pub source: Source,
    /// Its header: the puzzle and the solver.
    pub header: Header,
    /// Its counts, over the events read on the board.
    pub stats: Stats,
    /// Every event the trace holds, those after an event that cannot happen included.
    pub events: u64,
    /// The events read on the board: all of them, or those before the first that cannot
    /// happen (or that does not read).
    pub readable: u64,
    /// The first event that cannot happen, if one does, and why: the events after it
    /// stand on no board.
    pub refused: Option<ImpossibleEvent>,
    /// The end record, as the trace gives it: a whole trace's, checked against its board;
    /// one after an event that cannot happen, as the solver wrote it.
    pub end: Option<RecordedEnd>,
    /// Where and why the trace stops short, if it does: an event that cannot happen, or
    /// a cut.
    pub problem: Option<String>,
    /// What its file was when it was read, checked again before each reading: a trace
    /// whose file has changed, or gone, is refused rather than answered from another.
    identity: Option<Identity>,
    /// A copy in memory, in the binary format with its checkpoints, of a trace whose own
    /// format cannot move to an event quickly (JSON Lines): made at the first question
    /// about one event, then every such question is answered from it.
    index: OnceLock<Arc<[u8]>>,
    /// The cursor the last question about one event moved, kept for the next: moving
    /// from where it stands costs less than opening another.
    kept: Mutex<Option<Cursor>>,
}

/// What a trace's file is: its length, when it was last written, and a hash of its
/// first and last 4 KiB (cheap enough to check before every question).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Identity {
    len: u64,
    modified: Option<SystemTime>,
    hash: u64,
}

/// Events between two checkpoints of a loaded trace's copy ([`Loaded::index`]): an
/// event asked for replays at most this many (python/benches/bench.py: 2,000 random
/// events of a million in 0.064 s, the index made at the first).
const INDEX_EVERY: u64 = 256;

/// The bytes of each end of a trace's file that its [`Identity`] hashes.
const ENDS: u64 = 4096;

impl Identity {
    fn of(path: &Path) -> std::io::Result<Identity> {
        let mut file = File::open(path)?;
        let meta = file.metadata()?;
        let len = meta.len();
        let mut hasher = DefaultHasher::new();
        let mut end = vec![0; ENDS.min(len) as usize];
        file.read_exact(&mut end)?;
        end.hash(&mut hasher);
        file.seek(SeekFrom::Start(len.saturating_sub(ENDS)))?;
        file.read_exact(&mut end)?;
        end.hash(&mut hasher);
        Ok(Identity {
            len,
            modified: meta.modified().ok(),
            hash: hasher.finish(),
        })
    }

    /// What changed from `self` to `now`, in words.
    fn change(&self, now: &Identity) -> Option<String> {
        if now.len != self.len {
            Some(format!(
                "it is {} bytes long now, {} when it was loaded",
                now.len, self.len
            ))
        } else if now.hash != self.hash {
            Some("its bytes changed since it was loaded".to_string())
        } else if now.modified != self.modified {
            Some("it was written again since it was loaded".to_string())
        } else {
            None
        }
    }
}

/// A position of a loaded trace and what goes with it in `show`: the strategy's
/// listing, where the search departs from it, and how it ended.
pub struct Shown {
    /// The position.
    pub position: Position,
    /// The listing of the strategy the trace names, in the language asked for.
    pub listing: Option<Listing>,
    /// The first event where the search departs from its strategy.
    pub departure: Option<u64>,
    /// How the search ended, at its last event.
    pub ending: Option<Ending>,
}

impl Loaded {
    /// The trace in the file at `path`, read as [`Loaded::read`] reads it and left
    /// there: a file that cannot be opened is said as the system says it, what is wrong
    /// with a trace after the file's name.
    pub fn load(path: PathBuf) -> Result<Loaded, AppError> {
        if let Err(source) = std::fs::metadata(&path) {
            let what = AppText::IoCannotReadTrace;
            return Err(AppError::Io {
                path,
                what,
                error: source,
            });
        }
        let name = path.display().to_string();
        let identity = Identity::of(&path).map_err(io_error(&path, AppText::IoCannotReadTrace))?;
        let mut loaded = Loaded::read(name.clone(), Source::File(path.clone()))
            .map_err(|e| AppError::Trace(format!("{name}: {e}")))?;
        // Read whole, then known by what the file was before: a file written meanwhile is
        // found changed at the first question.
        loaded.identity = Some(identity);
        Ok(loaded)
    }

    /// The trace `bytes` hold (a search's, made here), called `name`, read as
    /// [`Loaded::read`] reads it.
    pub fn of_bytes(name: String, bytes: Vec<u8>) -> Result<Loaded, AppError> {
        Loaded::read(name, Source::Memory(Arc::from(bytes)))
            .map_err(|e| AppError::Trace(e.to_string()))
    }

    /// Read the trace at `source` whole once, checking every event on the board: its
    /// counts, its length and its end record. A trace that stops short (an event that
    /// cannot happen, or cut off) is read up to there, as `show` reads it, and says so in
    /// `problem`; its result is then "limit", as `stats` reports it.
    pub fn read(name: String, source: Source) -> Result<Loaded, TraceError> {
        let mut cursor = source.cursor()?;
        cursor.read_to_end()?;
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
        Ok(Loaded {
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
            identity: None,
            index: OnceLock::new(),
            kept: Mutex::new(None),
        })
    }

    /// A cursor of its own over the trace, at its start; refused when the trace's file
    /// has changed, or gone, since it was loaded.
    pub fn cursor(&self) -> Result<Cursor, AppError> {
        self.unchanged()?;
        self.source.cursor().map_err(self.error())
    }

    /// Refuses a trace whose file is not what it was when it was loaded: gone (the
    /// system's "not found"), or changed (what changed, and what to do).
    pub fn unchanged(&self) -> Result<(), AppError> {
        let (Some(was), Source::File(path)) = (&self.identity, &self.source) else {
            return Ok(());
        };
        let now = Identity::of(path).map_err(io_error(path, AppText::IoCannotReadTrace))?;
        match was.change(&now) {
            None => Ok(()),
            Some(change) => Err(AppError::Changed(format!(
                "{}: the trace's file changed: {change}; load it again (sudotrace.load) to read what it holds now",
                crate::named(path)
            ))),
        }
    }

    /// A cursor that moves to any event quickly: over the trace itself when its format
    /// can (binary with its index), else over [`Loaded::index`]'s copy.
    fn moving_cursor(&self) -> Result<Cursor, AppError> {
        let cursor = self.cursor()?;
        if cursor.len().is_some() {
            return Ok(cursor);
        }
        if let Some(copy) = self.index.get() {
            return Cursor::from_shared(Arc::clone(copy)).map_err(self.error());
        }
        let indexed = cursor.indexed_every(INDEX_EVERY).map_err(self.error())?;
        let copy = indexed
            .indexed_copy()
            .expect("an indexed cursor keeps its copy");
        let copy = self.index.get_or_init(|| copy);
        Cursor::from_shared(Arc::clone(copy)).map_err(self.error())
    }

    /// How the search ended: as its end record says, or `limit` without one.
    pub fn outcome(&self) -> Outcome {
        self.end.as_ref().map_or(Outcome::Limit, |end| end.outcome)
    }

    /// The search in brief, as `stats --json` gives it.
    pub fn summary(&self) -> SearchJson {
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

    /// The events shown on a board: the readable ones, and the one refused after them.
    pub fn shown_events(&self) -> u64 {
        self.readable + u64::from(self.refused.is_some())
    }

    /// Why event `at` (from 1) cannot be read on the board, if it cannot: it comes after
    /// the first event that cannot happen.
    pub fn past_the_board(&self, at: u64) -> Option<String> {
        (at > self.shown_events() && at <= self.events).then(|| {
            format!(
                "event {at}: the trace breaks the rules at event {} ({}); the {} events after it stand on no board, so they are counted, not read (trace.diagnose() says what is wrong)",
                self.readable + 1,
                self.problem.as_deref().unwrap_or("it stops there"),
                self.events - self.readable - 1,
            )
        })
    }

    /// The trace in one line: its solver (shown as a terminal shows names), its events,
    /// how it ended, and where it breaks the rules, as diagnose's first finding says.
    pub fn brief(&self) -> String {
        let breaks = match &self.refused {
            Some(_) => format!("; event {} cannot happen", self.readable + 1),
            None => String::new(),
        };
        format!(
            "{}: {} events, {}{breaks}",
            solver_shown(&self.header.solver, Lang::En),
            self.events,
            self.outcome().name()
        )
    }

    /// Event `index` as Python counts a sequence: from 0, a negative one from the end.
    pub fn nth(&self, index: isize) -> Result<Event, AppError> {
        let len = self.events as isize;
        let at = if index < 0 { index + len } else { index };
        if !(0..len).contains(&at) {
            return Err(AppError::OutOfRange(format!(
                "event {index}: the trace has {len} events"
            )));
        }
        self.event(at as u64 + 1)
    }

    /// Every event in order, read by a cursor of its own: the one that cannot happen,
    /// where one does, after those read on the board.
    pub fn each_event(&self) -> Result<Events, AppError> {
        Ok(Events {
            cursor: self.cursor()?,
            refused: self.refused.as_ref().map(|refused| refused.event),
        })
    }

    /// Event `at` (from 1): the event refused, too, where one is.
    pub fn event(&self, at: u64) -> Result<Event, AppError> {
        if !(1..=self.events).contains(&at) {
            return Err(AppError::OutOfRange(format!(
                "event {at}: the trace has {} events",
                self.events
            )));
        }
        if let Some(refused) = self.refused.as_ref().filter(|_| at == self.readable + 1) {
            return Ok(refused.event);
        }
        if let Some(why) = self.past_the_board(at) {
            return Err(AppError::OutOfRange(why));
        }
        // A kept cursor moves on (a file's checked unchanged first); else a new one.
        let mut kept = self
            .kept
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        let mut cursor = match kept.take() {
            Some(cursor) => {
                self.unchanged()?;
                cursor
            }
            None => self.moving_cursor()?,
        };
        cursor.seek(at).map_err(self.error())?;
        let event = cursor
            .event()
            .expect("an event stands at every position after 0");
        *kept = Some(cursor);
        Ok(event)
    }

    /// The position right after event `at` (0: the puzzle), its view in `lang` and the
    /// strategy's listing in `language`.
    pub fn shown(&self, at: u64, language: Language, lang: Lang) -> Result<Shown, AppError> {
        if at > self.events {
            return Err(AppError::OutOfRange(format!(
                "at={at}: the trace has {} events (choose 0 to {})",
                self.events, self.events
            )));
        }
        if let Some(why) = self.past_the_board(at) {
            return Err(AppError::OutOfRange(format!("at={at}: {why}")));
        }
        let mut cursor = self.cursor()?;
        // As `show` reads it: a trace whose length its format does not say (JSON Lines)
        // is read to its end first, for how the search ended and where it departs.
        if cursor.len().is_none() {
            cursor.read_to_end().map_err(self.error())?;
        }
        cursor.seek(at).map_err(self.error())?;
        let at_board = (cursor.replay().clone(), *cursor.stats());
        let refused = self.refused.as_ref().filter(|_| at == self.readable + 1);
        let departure = cursor.departure().map_err(self.error())?;
        let ending = cursor
            .ending()
            .filter(|_| at == self.events && self.readable == self.events);
        let position = Position::new(
            &mut cursor,
            at_board,
            refused,
            self.readable,
            &self.header.solver,
            lang,
        )
        .map_err(self.error())?;
        Ok(Shown {
            position,
            listing: Strategy::from_name(&self.header.solver)
                .map(|s| Listing::in_lang(s, language, lang)),
            departure,
            ending,
        })
    }

    /// The text `show --at N` prints of the position right after event `at` (the last
    /// when `None`; 0: the puzzle), without colour; each blank's candidates when
    /// `candidates`.
    pub fn show_text(
        &self,
        at: Option<u64>,
        language: Language,
        lang: Lang,
        candidates: bool,
    ) -> Result<String, AppError> {
        let shown = self.shown(at.unwrap_or(self.events), language, lang)?;
        Ok(shown
            .position
            .text(&self.telling(&shown), false, candidates, lang))
    }

    /// What a position of the trace is told with (see [`Telling`]).
    fn telling<'a>(&'a self, shown: &'a Shown) -> Telling<'a> {
        Telling {
            solver: &self.header.solver,
            total: self.shown_events(),
            departure: shown.departure,
            ending: shown.ending,
            listing: shown.listing.as_ref(),
        }
    }

    /// The position right after event `at` as `show --at N --json` gives it.
    pub fn position_json(
        &self,
        at: u64,
        language: Language,
        lang: Lang,
    ) -> Result<PositionJson, AppError> {
        let shown = self.shown(at, language, lang)?;
        Ok(shown.position.json(&self.telling(&shown), false, lang))
    }

    /// What `diagnose` finds in the trace, in `lang`.
    pub fn diagnose(&self, lang: Lang) -> Result<Diagnosed, AppError> {
        let diagnosis = match &self.source {
            Source::File(path) => diagnose(path),
            Source::Memory(bytes) => diagnose_bytes(bytes.to_vec()),
        }
        .map_err(self.error())?;
        Ok(Diagnosed {
            json: diagnosis.to_json(&self.name, lang),
            summary: match diagnosis.findings.first() {
                Some(first) => first.words(lang),
                None => diagnosis.line_summary(lang),
            },
            clean: diagnosis.is_clean(),
        })
    }

    /// The trace's bytes in the form they are in: a search's as it was recorded, a file's
    /// as the file holds them (checked unchanged first). What a copy of the trace that
    /// stands on its own is made of ([`Loaded::of_bytes`] reads them back).
    pub fn bytes(&self) -> Result<Vec<u8>, AppError> {
        match &self.source {
            Source::Memory(bytes) => Ok(bytes.to_vec()),
            Source::File(path) => {
                self.unchanged()?;
                std::fs::read(path).map_err(io_error(path, AppText::IoCannotReadTrace))
            }
        }
    }

    /// Write the trace to `path` in the format its name asks for (`.sdt` binary,
    /// `.jsonl` JSON Lines, `.jsonl.gz` compressed), under a temporary name renamed once
    /// whole. A trace that breaks the rules is saved as it was recorded.
    pub fn save(&self, path: &Path) -> Result<(), AppError> {
        if self.readable < self.events || (self.problem.is_some() && self.end.is_some()) {
            return self.save_as_recorded(path);
        }
        let io = io_error(path, AppText::IoCannotWriteTrace);
        let mut cursor = self.cursor()?;
        let mut writer = TraceWriter::create(path, &self.header).map_err(io)?;
        cursor.read_to_end_into(&mut writer).map_err(self.error())?;
        let end = self.end.clone().unwrap_or(RecordedEnd {
            outcome: Outcome::Limit,
            solution: None,
            stats: Some(self.stats),
        });
        writer
            .finish(&end)
            .map_err(io_error(path, AppText::IoCannotWriteTrace))
    }

    /// Save a trace that breaks the rules as it was recorded, every event and its end
    /// record: its bytes as they are, when `path` asks for the form they are in (JSON
    /// Lines, plain or compressed, or binary); a trace whose events stand on no board
    /// cannot be written again in another form.
    fn save_as_recorded(&self, path: &Path) -> Result<(), AppError> {
        let mut from: Box<dyn Read> = match &self.source {
            Source::Memory(bytes) => Box::new(std::io::Cursor::new(Arc::clone(bytes))),
            Source::File(file) => Box::new(
                std::fs::File::open(file).map_err(io_error(file, AppText::IoCannotReadTrace))?,
            ),
        };
        let io = |what| io_error(path, what);
        let mut first = [0u8; 8];
        let mut got = 0;
        while got < first.len() {
            match from
                .read(&mut first[got..])
                .map_err(io(AppText::IoCannotReadTrace))?
            {
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
            return Err(AppError::Refused(format!(
                "{}: the trace breaks the rules at event {} ({}), so it is kept as it was recorded, {held}: save it under such a name",
                crate::named(path),
                self.readable + 1,
                self.problem.as_deref().unwrap_or("it stops there"),
            )));
        }
        let mut file = AtomicFile::create(path).map_err(io(AppText::IoCannotWriteTrace))?;
        file.write_all(&first[..got])
            .map_err(io(AppText::IoCannotWriteTrace))?;
        std::io::copy(&mut from, &mut file).map_err(io(AppText::IoCannotWriteTrace))?;
        file.commit().map_err(io(AppText::IoCannotWriteTrace))
    }

    /// A trace error of this trace, as one line (a trace error that needs the file's
    /// name says it).
    pub(crate) fn error(&self) -> impl Fn(TraceError) -> AppError {
        |e| AppError::Trace(e.to_string())
    }
}

fn io_error<'a>(path: &'a Path, what: AppText) -> impl Fn(std::io::Error) -> AppError + 'a {
    move |source| AppError::Io {
        path: path.to_path_buf(),
        what,
        error: source,
    }
}

/// What `diagnose` found in a trace.
pub struct Diagnosed {
    /// The findings as `diagnose --json` writes them.
    pub json: serde_json::Value,
    /// The verdict in one line: the first finding, or for a clean trace the search it is
    /// or resembles.
    pub summary: String,
    /// Nothing wrong or suspicious was found.
    pub clean: bool,
}

impl Diagnosed {
    /// How many findings there are.
    pub fn count(&self) -> usize {
        self.json["findings"].as_array().map_or(0, Vec::len)
    }

    /// The diagnosis as text: each finding's message on a line of its own, or the
    /// summary when there is none.
    pub fn text(&self) -> String {
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

/// A trace's events read in order ([`Loaded::each_event`]).
pub struct Events {
    cursor: Cursor,
    /// The event that cannot happen, given after the ones read on the board.
    refused: Option<Event>,
}

impl Iterator for Events {
    type Item = Result<Event, AppError>;

    fn next(&mut self) -> Option<Self::Item> {
        match self.cursor.next_event() {
            Ok(Some(event)) => Some(Ok(event)),
            // The event that cannot happen comes last: the ones after it stand on no board.
            Ok(None) => self.refused.take().map(Ok),
            Err(e) => Some(Err(AppError::Trace(e.to_string()))),
        }
    }
}

/// The LeetCode 37 search of `strategy`, recorded in memory and loaded, for tests.
#[cfg(test)]
pub(crate) fn search_loaded(strategy: Strategy) -> Loaded {
    use std::sync::atomic::{AtomicBool, AtomicU64};
    let puzzle = sudotrace_core::puzzle::parse::parse_puzzle_text(sudotrace_core::LEETCODE_37);
    let (stop, events) = (AtomicBool::new(false), AtomicU64::new(0));
    let bytes = crate::solving::record(&puzzle.unwrap(), None, strategy, None, &stop, &events);
    Loaded::of_bytes("search".to_string(), bytes.unwrap()).unwrap()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn loaded(strategy: Strategy) -> Loaded {
        search_loaded(strategy)
    }

    #[test]
    fn a_search_loaded_holds_its_events_and_its_counts() {
        let trace = loaded(Strategy::NAIVE);
        assert_eq!(trace.outcome(), Outcome::Solved);
        assert_eq!(trace.events, trace.stats.events);
        assert_eq!(trace.events, trace.readable);
        assert!(trace.problem.is_none() && trace.refused.is_none());
        assert_eq!(trace.summary().result, "solved");
    }

    #[test]
    fn an_event_is_read_by_its_number_from_one() {
        let trace = loaded(Strategy::TABLES);
        let first = trace.event(1).unwrap();
        assert_eq!(first.kind().name(), "try");
        assert!(matches!(trace.event(0), Err(AppError::OutOfRange(_))));
        let past = trace.event(trace.events + 1).unwrap_err();
        assert!(past.to_string().contains("the trace has"), "{past}");
    }

    #[test]
    fn a_position_is_shown_as_show_shows_it() {
        let trace = loaded(Strategy::NAIVE);
        let text = trace
            .show_text(Some(4), Language::Pseudocode, Lang::En, false)
            .unwrap();
        assert!(text.contains("event 4"), "{text}");
        let json = trace
            .position_json(4, Language::Pseudocode, Lang::En)
            .unwrap();
        assert_eq!(json.index, 4);
        let past = trace.shown(trace.events + 1, Language::Python, Lang::En);
        assert!(matches!(past, Err(AppError::OutOfRange(_))));
    }

    #[test]
    fn an_event_is_read_as_python_counts_and_in_order() {
        let trace = loaded(Strategy::NAIVE);
        assert_eq!(trace.nth(0).unwrap(), trace.event(1).unwrap());
        assert_eq!(trace.nth(-1).unwrap(), trace.event(trace.events).unwrap());
        let past = trace.nth(trace.events as isize).unwrap_err();
        assert!(matches!(past, AppError::OutOfRange(_)), "{past}");
        let before = trace.nth(-(trace.events as isize) - 1).unwrap_err();
        assert!(before.to_string().starts_with("event -"), "{before}");
        let read: Vec<Event> = trace.each_event().unwrap().map(Result::unwrap).collect();
        assert_eq!(read.len() as u64, trace.events);
        assert_eq!(read[3], trace.event(4).unwrap());
        assert_eq!(
            trace.brief(),
            format!("naive: {} events, solved", trace.events)
        );
    }

    #[test]
    fn a_file_is_loaded_by_its_name_and_a_missing_one_says_so() {
        let missing = Loaded::load(PathBuf::from("no/such/trace.jsonl"))
            .err()
            .unwrap();
        assert_eq!(missing.io_kind(), Some(std::io::ErrorKind::NotFound));
        let dir = std::env::temp_dir().join(format!("sudotrace-app-loaded-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let (saved, bad) = (dir.join("search.jsonl"), dir.join("bad.jsonl"));
        loaded(Strategy::TABLES).save(&saved).unwrap();
        let trace = Loaded::load(saved.clone()).unwrap();
        assert_eq!(trace.name, saved.display().to_string());
        assert_eq!(trace.outcome(), Outcome::Solved);
        std::fs::write(&bad, "not a trace\n").unwrap();
        let err = Loaded::load(bad.clone()).err().unwrap();
        assert!(
            err.to_string().starts_with(&format!("{}: ", bad.display())),
            "{err}"
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_loaded_file_answers_from_an_index_and_refuses_once_changed() {
        let dir =
            std::env::temp_dir().join(format!("sudotrace-app-changed-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("search.jsonl");
        let search = loaded(Strategy::NAIVE);
        search.save(&path).unwrap();
        let trace = Loaded::load(path.clone()).unwrap();
        // Events in any order, from the index the first question made, as the search's.
        for at in [5_000, 17, trace.events, 1, 40_000] {
            assert_eq!(trace.event(at).unwrap(), search.event(at).unwrap(), "{at}");
        }
        assert!(trace.index.get().is_some(), "the index made once");
        // The same length, one digit changed: refused, saying so.
        let text = std::fs::read_to_string(&path).unwrap();
        std::fs::write(&path, text.replacen("\"d\":1", "\"d\":2", 1)).unwrap();
        let changed = trace.event(3).unwrap_err();
        assert!(matches!(changed, AppError::Changed(_)), "{changed}");
        assert!(changed.to_string().contains("load it again"), "{changed}");
        // Longer: said by its length.
        std::fs::write(&path, format!("{text}\n")).unwrap();
        let longer = trace.shown(3, Language::Python, Lang::En).err().unwrap();
        assert!(longer.to_string().contains("bytes long now"), "{longer}");
        std::fs::remove_file(&path).unwrap();
        let gone = trace.event(3).unwrap_err();
        assert_eq!(gone.io_kind(), Some(std::io::ErrorKind::NotFound), "{gone}");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_diagnosis_reads_as_its_findings_or_its_summary() {
        let clean = loaded(Strategy::NAIVE).diagnose(Lang::En).unwrap();
        assert!(clean.clean);
        assert_eq!((clean.count(), clean.text()), (0, clean.summary.clone()));
        let found = Diagnosed {
            json: serde_json::json!({"findings": [{"message": "one"}, {"message": "two"}]}),
            summary: "one".to_string(),
            clean: false,
        };
        assert_eq!((found.count(), found.text().as_str()), (2, "one\ntwo"));
    }
}

//! The JSON Lines trace format (see docs/trace-format.md): one JSON object a line, a
//! header, one line per event, an end record.
//!
//! Both directions have a fast path for the exact bytes sudotrace writes (each event is
//! a fixed template with its digits patched in, no serializer involved) and the reader
//! falls back to a full JSON parser for lines other tools wrote differently (spacing,
//! key order), so any valid trace reads and any invalid line is named.

use std::io::{self, Read, Write};

use memchr::memchr;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::{FORMAT_VERSION, Header, Location, PUZZLE_FILE, RecordedEnd, TraceError, WorkedOut};
use crate::events::counts::{Count, Stats};
use crate::events::event::{End, Event, Outcome, Reason};
use crate::events::pattern::{House, Pattern, Rule};
use crate::names::Named;
use crate::numbers::thousands;
use crate::puzzle::grid::{Cell, Unit, UnitTables};
use crate::puzzle::parse;
use crate::search::{Check, Sink};

/// Bytes buffered before they are handed to the output.
const FLUSH_AT: usize = 1 << 18;

/// Streams a trace as JSON Lines into `out`. As a [`Sink`] it cannot return errors
/// event by event, so the first write error is kept and returned by [`finish`].
///
/// [`finish`]: JsonlWriter::finish
pub struct JsonlWriter<W: Write> {
    out: W,
    buf: Vec<u8>,
    error: Option<io::Error>,
}

#[derive(Serialize)]
struct HeaderLine<'a> {
    sudotrace: u64,
    puzzle: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    name: Option<&'a str>,
    solver: &'a str,
    version: &'a str,
    max_events: Option<u64>,
}

#[derive(Serialize)]
struct EndLine<'a> {
    ev: &'a str,
    result: &'a str,
    solution: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    stats: Option<&'a Stats>,
}

impl<W: Write> JsonlWriter<W> {
    /// Start a trace: the header line is written at once.
    pub fn new(out: W, header: &Header) -> JsonlWriter<W> {
        let mut buf = Vec::with_capacity(FLUSH_AT + 256);
        let line = HeaderLine {
            sudotrace: header.format_version(),
            puzzle: header.puzzle.to_line(),
            name: header.name.as_deref(),
            solver: &header.solver,
            version: &header.writer,
            max_events: header.max_events,
        };
        // The names kept exactly, with nothing in them a terminal would act on.
        let text = serde_json::to_string(&line).expect("header serializes");
        buf.extend_from_slice(crate::escape::json_escaped(&text).as_bytes());
        buf.push(b'\n');
        JsonlWriter {
            out,
            buf,
            error: None,
        }
    }

    /// Write the end record and flush; gives back the output to be committed.
    pub fn finish(self, end: &End) -> io::Result<W> {
        self.finish_recorded(&RecordedEnd::from(end))
    }

    /// Write the end record as read from another trace (its counts may be missing).
    pub fn finish_recorded(mut self, end: &RecordedEnd) -> io::Result<W> {
        let line = EndLine {
            ev: "end",
            result: end.outcome.name(),
            solution: end.solution.map(|grid| grid.to_line()),
            stats: end.stats.as_ref(),
        };
        serde_json::to_writer(&mut self.buf, &line).expect("end record serializes");
        self.buf.push(b'\n');
        self.flush_buffer();
        if let Some(err) = self.error.take() {
            return Err(err);
        }
        self.out.flush()?;
        Ok(self.out)
    }

    fn flush_buffer(&mut self) {
        if self.error.is_none()
            && let Err(err) = self.out.write_all(&self.buf)
        {
            self.error = Some(err);
        }
        self.buf.clear();
    }
}

/// The line of each kind of event as sudotrace writes it, with `0` where digits go.
const TRY_LINE: &[u8] = br#"{"ev":"try","r":0,"c":0,"d":0}
"#;
const PLACE_LINE: &[u8] = br#"{"ev":"place","r":0,"c":0,"d":0}
"#;
const BACKTRACK_LINE: &[u8] = br#"{"ev":"backtrack","r":0,"c":0,"d":0}
"#;
const CONFLICT_LINE: &[u8] = br#"{"ev":"conflict","r":0,"c":0,"d":0,"unit":"row","with":[0,0]}
"#;

/// Copies `template` to the end of `buf` and writes `digits` into its `0` places, in order.
#[inline(always)]
fn push_line<const N: usize>(
    buf: &mut Vec<u8>,
    template: &[u8],
    places: [usize; N],
    digits: [u8; N],
) {
    let start = buf.len();
    buf.extend_from_slice(template);
    let line = &mut buf[start..];
    for (place, digit) in places.into_iter().zip(digits) {
        line[place] = b'0' + digit;
    }
}

/// Where the `0`s of a template stand, found at compile time.
const fn zeros<const N: usize>(template: &[u8]) -> [usize; N] {
    let mut places = [0; N];
    let (mut i, mut n) = (0, 0);
    while i < template.len() {
        if template[i] == b'0' {
            places[n] = i;
            n += 1;
        }
        i += 1;
    }
    assert!(n == N);
    places
}

const TRY_AT: [usize; 3] = zeros(TRY_LINE);
const PLACE_AT: [usize; 3] = zeros(PLACE_LINE);
const BACKTRACK_AT: [usize; 3] = zeros(BACKTRACK_LINE);
const CONFLICT_AT: [usize; 5] = zeros(CONFLICT_LINE);
/// Where the unit name stands in a conflict line.
const UNIT_AT: usize = 43;
const CHOOSE_LINE: &[u8] = br#"{"ev":"choose","r":0,"c":0,"n":0}
"#;
const FORCE_CELL_LINE: &[u8] = br#"{"ev":"force","r":0,"c":0,"d":0,"by":"cell"}
"#;
const FORCE_UNIT_LINE: &[u8] = br#"{"ev":"force","r":0,"c":0,"d":0,"by":"row"}
"#;
const DEAD_END_LINE: &[u8] = br#"{"ev":"deadend","r":0,"c":0}
"#;
const UNFORCE_LINE: &[u8] = br#"{"ev":"unforce","r":0,"c":0,"d":0}
"#;
const CHOOSE_AT: [usize; 3] = zeros(CHOOSE_LINE);
const FORCE_CELL_AT: [usize; 3] = zeros(FORCE_CELL_LINE);
const FORCE_UNIT_AT: [usize; 3] = zeros(FORCE_UNIT_LINE);
const DEAD_END_AT: [usize; 2] = zeros(DEAD_END_LINE);
const UNFORCE_AT: [usize; 3] = zeros(UNFORCE_LINE);
/// Where the unit name stands in a forced placement's line.
const FORCE_BY_AT: usize = 38;

/// The line of `event` in a JSON Lines trace, its newline included, added to `buf`.
#[inline]
fn push_event(buf: &mut Vec<u8>, event: Event) {
    match event {
        Event::Try { cell, digit } => push_line(buf, TRY_LINE, TRY_AT, [cell.r(), cell.c(), digit]),
        Event::Place { cell, digit } => {
            push_line(buf, PLACE_LINE, PLACE_AT, [cell.r(), cell.c(), digit])
        }
        Event::Backtrack { cell, digit } => push_line(
            buf,
            BACKTRACK_LINE,
            BACKTRACK_AT,
            [cell.r(), cell.c(), digit],
        ),
        Event::Conflict {
            cell,
            digit,
            unit,
            with,
        } => {
            let start = buf.len();
            push_line(
                buf,
                CONFLICT_LINE,
                CONFLICT_AT,
                [cell.r(), cell.c(), digit, with.r(), with.c()],
            );
            buf[start + UNIT_AT..start + UNIT_AT + 3].copy_from_slice(unit.name().as_bytes());
        }
        Event::Choose { cell, candidates } => push_line(
            buf,
            CHOOSE_LINE,
            CHOOSE_AT,
            [cell.r(), cell.c(), candidates],
        ),
        Event::Force {
            cell,
            digit,
            reason,
        } => {
            let line = [cell.r(), cell.c(), digit];
            match reason {
                Reason::OnlyDigit => push_line(buf, FORCE_CELL_LINE, FORCE_CELL_AT, line),
                Reason::OnlyPlace(unit) => {
                    let start = buf.len();
                    push_line(buf, FORCE_UNIT_LINE, FORCE_UNIT_AT, line);
                    buf[start + FORCE_BY_AT..start + FORCE_BY_AT + 3]
                        .copy_from_slice(unit.name().as_bytes());
                }
            }
        }
        Event::DeadEnd { cell } => push_line(buf, DEAD_END_LINE, DEAD_END_AT, [cell.r(), cell.c()]),
        Event::Unforce { cell, digit } => {
            push_line(buf, UNFORCE_LINE, UNFORCE_AT, [cell.r(), cell.c(), digit])
        }
        Event::Eliminate { pattern } => push_pattern(buf, "eliminate", pattern),
        Event::Restore { pattern } => push_pattern(buf, "restore", pattern),
    }
}

/// The line of an elimination or its restore: `{"ev":"eliminate","rule":"pointing",
/// "d":5,"box":2,"row":1}`, a pair's `{"ev":"eliminate","rule":"naked-pair","row":3,
/// "cells":[[3,1],[3,5]],"ds":[4,7]}`.
#[cold]
fn push_pattern(buf: &mut Vec<u8>, ev: &str, pattern: Pattern) {
    use std::io::Write as _;
    let rule = pattern.rule().name();
    let house = |house: House| format!("\"{}\":{}", house.unit.name(), house.index + 1);
    let line = match pattern {
        Pattern::Pointing { digit, block, line } => format!(
            r#"{{"ev":"{ev}","rule":"{rule}","d":{digit},{},{}}}"#,
            house(block),
            house(line)
        ),
        Pattern::Claiming { digit, line, block } => format!(
            r#"{{"ev":"{ev}","rule":"{rule}","d":{digit},{},{}}}"#,
            house(line),
            house(block)
        ),
        Pattern::NakedPair {
            house: unit,
            cells,
            digits,
        }
        | Pattern::HiddenPair {
            house: unit,
            cells,
            digits,
        } => format!(
            r#"{{"ev":"{ev}","rule":"{rule}",{},"cells":[[{},{}],[{},{}]],"ds":[{},{}]}}"#,
            house(unit),
            cells[0].r(),
            cells[0].c(),
            cells[1].r(),
            cells[1].c(),
            digits[0],
            digits[1]
        ),
    };
    let _ = writeln!(buf, "{line}");
}

/// The line of `event` as a JSON Lines trace writes it, without its newline:
/// `{"ev":"choose","r":1,"c":3,"n":2}`.
pub fn event_line(event: Event) -> String {
    let mut buf = Vec::with_capacity(64);
    push_event(&mut buf, event);
    buf.pop();
    String::from_utf8(buf).expect("an event's line is ASCII")
}

impl<W: Write> Sink for JsonlWriter<W> {
    #[inline]
    fn event(&mut self, event: Event) {
        push_event(&mut self.buf, event);
        if self.buf.len() >= FLUSH_AT {
            self.flush_buffer();
        }
    }
}

/// The event a line of a JSON Lines trace holds, as [`event_line`] writes it: the one
/// reading of an event for whatever carries events in trace-format JSON (a learner's
/// saved results). A conflict must name its clash, and the end record is no event.
pub fn event_from_line(line: &str) -> Result<Event, TraceError> {
    match parse_line(line.as_bytes(), 1)? {
        Line::Event(event) => Ok(event),
        Line::Unnamed { .. } => Err(TraceError::malformed(
            Location::Line(1),
            "a conflict here needs \"unit\" and \"with\"".to_string(),
        )),
        Line::End(_) => Err(TraceError::malformed(
            Location::Line(1),
            "an end record is not an event".to_string(),
        )),
    }
}

/// Longest line the reader accepts: far above any valid trace line, and a bound on
/// memory when the input is not a trace at all.
const MAX_LINE: usize = 1 << 16;

/// A line longer than [`MAX_LINE`]: the input is not a trace.
#[derive(Debug)]
struct LineTooLong;

impl std::fmt::Display for LineTooLong {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "a line is longer than {MAX_LINE} bytes: not a trace")
    }
}

impl std::error::Error for LineTooLong {}

/// Splits a byte stream into lines without copying them, over one reused buffer.
struct Lines<R> {
    input: R,
    buf: Vec<u8>,
    start: usize,
    end: usize,
    eof: bool,
    /// The last line given ended the input without a newline.
    unterminated: bool,
}

impl<R: Read> Lines<R> {
    fn new(input: R) -> Lines<R> {
        Lines {
            input,
            buf: vec![0; 1 << 20],
            start: 0,
            end: 0,
            eof: false,
            unterminated: false,
        }
    }

    /// The next line without its newline (and `\r`), or `None` at the end of the input.
    fn next_line(&mut self) -> io::Result<Option<std::ops::Range<usize>>> {
        loop {
            if let Some(pos) = memchr(b'\n', &self.buf[self.start..self.end]) {
                if pos > MAX_LINE {
                    return Err(io::Error::other(LineTooLong));
                }
                let mut line = self.start..self.start + pos;
                self.start += pos + 1;
                if line.end > line.start && self.buf[line.end - 1] == b'\r' {
                    line.end -= 1;
                }
                return Ok(Some(line));
            }
            if self.eof {
                if self.start < self.end {
                    let line = self.start..self.end;
                    self.start = self.end;
                    self.unterminated = true;
                    return Ok(Some(line));
                }
                return Ok(None);
            }
            if self.end - self.start > MAX_LINE {
                return Err(io::Error::other(LineTooLong));
            }
            self.refill()?;
        }
    }

    fn refill(&mut self) -> io::Result<()> {
        self.buf.copy_within(self.start..self.end, 0);
        self.end -= self.start;
        self.start = 0;
        loop {
            match self.input.read(&mut self.buf[self.end..]) {
                Ok(0) => {
                    self.eof = true;
                    return Ok(());
                }
                Ok(n) => {
                    self.end += n;
                    return Ok(());
                }
                Err(err) if err.kind() == io::ErrorKind::Interrupted => continue,
                Err(err) => return Err(err),
            }
        }
    }
}

/// Streams a JSON Lines trace back: the header at once, then one event per call.
pub(crate) struct JsonlReader<R> {
    lines: Lines<R>,
    header: Header,
    line: u64,
    end: Option<RecordedEnd>,
    end_line: u64,
    /// The first conflict whose clash was worked out from the board, if any.
    worked_out: Option<WorkedOut>,
}

/// Any event line, as a JSON parser sees it; checked field by field afterwards.
#[derive(Deserialize)]
struct RawEvent {
    ev: String,
    r: Option<i64>,
    c: Option<i64>,
    d: Option<i64>,
    unit: Option<String>,
    with: Option<Vec<i64>>,
    n: Option<i64>,
    by: Option<String>,
    rule: Option<String>,
    row: Option<i64>,
    col: Option<i64>,
    #[serde(rename = "box")]
    block: Option<i64>,
    cells: Option<Vec<Vec<i64>>>,
    ds: Option<Vec<i64>>,
    result: Option<String>,
    #[serde(default)]
    solution: Option<String>,
    stats: Option<Stats>,
}

impl<R: Read> JsonlReader<R> {
    /// Read the header from `input`; the events follow on demand.
    pub(crate) fn new(input: R) -> Result<JsonlReader<R>, TraceError> {
        let mut lines = Lines::new(input);
        let mut line = 0u64;
        let range = loop {
            line += 1;
            let next = lines.next_line().map_err(|e| {
                // A whole file on one line: its lines end in a carriage return alone.
                match lines.buf[lines.start..lines.end].contains(&b'\r') {
                    true => TraceError::malformed(Location::Line(line), CR_ONLY),
                    false => line_error(line, e),
                }
            });
            match next? {
                None => return Err(TraceError::Empty),
                Some(range) if lines.buf[range.clone()].iter().all(u8::is_ascii_whitespace) => {}
                Some(range) => break range,
            }
        };
        let header = parse_header(&lines.buf[range], line)?;
        Ok(JsonlReader {
            lines,
            header,
            line,
            end: None,
            end_line: 0,
            worked_out: None,
        })
    }

    pub(crate) fn header(&self) -> &Header {
        &self.header
    }

    /// The line number of the last line read.
    pub(crate) fn line(&self) -> u64 {
        self.line
    }

    /// The end record, once the reader has reached it.
    /// The line of the end record, once read.
    pub(crate) fn end_line(&self) -> u64 {
        self.end_line
    }

    pub(crate) fn end(&self) -> Option<&RecordedEnd> {
        self.end.as_ref()
    }

    /// The first conflict whose clash the reader worked out from the board, once read.
    pub(crate) fn worked_out(&self) -> Option<WorkedOut> {
        self.worked_out
    }

    /// The next event, event `number` of the trace, on the board whose unit tables are
    /// `tables`, or `None` after the end record. A trace that stops without an end record
    /// is an error ([`TraceError::NoEnd`]) once its last event has been read.
    pub(crate) fn next_event(
        &mut self,
        tables: &UnitTables,
        number: u64,
    ) -> Result<Option<Event>, TraceError> {
        loop {
            self.line += 1;
            let line = self.line;
            let Some(range) = self.lines.next_line().map_err(|e| line_error(line, e))? else {
                return match self.end {
                    Some(_) => Ok(None),
                    None => Err(self.cut_short(line - 1)),
                };
            };
            let bytes = &self.lines.buf[range];
            if bytes.iter().all(u8::is_ascii_whitespace) {
                continue;
            }
            if self.end.is_some() {
                return Err(TraceError::malformed(
                    Location::Line(line),
                    "more lines after the end record",
                ));
            }
            if let Some(event) = fast_event(bytes) {
                return self.in_version(event, line);
            }
            let parsed = match parse_line(bytes, line) {
                // A last line cut off in the middle, as a crash leaves it.
                Err(_) if self.lines.unterminated && self.end.is_none() => {
                    return Err(self.cut_short(line - 1));
                }
                parsed => parsed.map_err(unread)?,
            };
            match parsed {
                Line::Event(event) => return self.in_version(event, line),
                Line::Unnamed { cell, digit } => {
                    return self.work_out(cell, digit, tables, number, line).map(Some);
                }
                Line::End(end) => {
                    self.end = Some(*end);
                    self.end_line = line;
                }
            }
        }
    }
}

impl<R: Read> JsonlReader<R> {
    /// The lines after the one last read, without the board: how many hold an event or
    /// are meant to (a line that does not read counts too), up to the end record, which
    /// is kept when it reads. For a trace stopped by an event that cannot happen, whose
    /// events after it stand on no board.
    pub(crate) fn skim(&mut self) -> u64 {
        let mut events = 0;
        while self.end.is_none() {
            self.line += 1;
            let line = self.line;
            let Ok(Some(range)) = self.lines.next_line() else {
                break;
            };
            let bytes = &self.lines.buf[range];
            if bytes.iter().all(u8::is_ascii_whitespace) || fast_event(bytes).is_some() {
                events += u64::from(!bytes.iter().all(u8::is_ascii_whitespace));
                continue;
            }
            match parse_line(bytes, line) {
                Ok(Line::End(end)) => {
                    self.end = Some(*end);
                    self.end_line = line;
                }
                // An end record that does not read ends the events all the same.
                Err(_) if is_end_record(bytes) => break,
                _ => events += 1,
            }
        }
        events
    }
}

impl<R> JsonlReader<R> {
    /// The conflict of a try of `digit` in `cell` that names no unit and no cell, read at
    /// `line` as event `number`, on the board whose unit tables are `tables`: another
    /// solver's check that only says whether a digit fits writes no more. Its clash is
    /// worked out as sudotrace's checks find it (the first of the row, the column and the
    /// box that holds the digit); refused where none holds it, and in a trace sudotrace
    /// wrote, which names every clash.
    fn work_out(
        &mut self,
        cell: Cell,
        digit: u8,
        tables: &UnitTables,
        number: u64,
        line: u64,
    ) -> Result<Event, TraceError> {
        let at = Location::Line(line);
        let refused = |message: String| TraceError::BadEvent { at, message };
        if !self.header.writer.is_empty() {
            return Err(refused(
                "a conflict needs \"unit\": \"row\", \"col\" or \"box\"".into(),
            ));
        }
        match Check::outcome(tables, cell, digit) {
            event @ Event::Conflict { .. } => {
                self.worked_out
                    .get_or_insert(WorkedOut { event: number, at });
                Ok(event)
            }
            _ => Err(refused(format!(
                "{cell}: {digit} clashes with nothing: no cell of the row, column or box of {cell} holds {digit} (the conflict names no unit or cell, so its clash is looked for on the board)"
            ))),
        }
    }

    /// `event`, read at `line`, unless the trace's format version cannot hold it.
    fn in_version(&self, event: Event, line: u64) -> Result<Option<Event>, TraceError> {
        match self.header.refuses(&event) {
            None => Ok(Some(event)),
            Some(why) => Err(TraceError::BadEvent {
                at: Location::Line(line),
                message: why,
            }),
        }
    }

    fn cut_short(&self, line: u64) -> TraceError {
        TraceError::cut_short(Location::Line(line), None)
    }
}

/// Whether a line that does not read is meant as the end record: JSON whose `ev` is
/// `end`.
fn is_end_record(bytes: &[u8]) -> bool {
    serde_json::from_slice::<Value>(bytes).is_ok_and(|value| value["ev"] == "end")
}

/// A line where an event or the end record belongs that does not read as one.
fn unread(err: TraceError) -> TraceError {
    match err {
        TraceError::Malformed { at, message } => TraceError::BadEvent { at, message },
        other => other,
    }
}

/// A failure to read at `line`: a line too long to be a trace, or the input itself
/// (a file cut short in the middle of its gzip stream, a disk error).
fn line_error(line: u64, err: io::Error) -> TraceError {
    if err.kind() == io::ErrorKind::UnexpectedEof {
        // A compressed stream that stops in the middle: a trace cut short.
        return TraceError::cut_short(Location::Line(line.saturating_sub(1)), None);
    }
    if err.get_ref().is_some_and(|e| e.is::<LineTooLong>()) {
        TraceError::malformed(Location::Line(line), err)
    } else {
        TraceError::malformed(
            Location::Line(line),
            format!("cannot read the trace here: {err} (cut short or damaged?)"),
        )
    }
}

/// What a header looks like, for the messages about one that is not.
const SHAPE: &str = r#"{"sudotrace": 1, "puzzle": "<81 characters>", "solver": "<name>"}"#;

fn parse_header(bytes: &[u8], line: u64) -> Result<Header, TraceError> {
    let bad = |message: String| TraceError::malformed(Location::Line(line), message);
    if let Some(why) = wrong_encoding(bytes) {
        return Err(bad(why.to_string()));
    }
    let parsed = serde_json::from_slice::<Value>(bytes);
    let fields = match parsed {
        Ok(Value::Object(fields)) => fields,
        other => {
            let text = String::from_utf8_lossy(bytes);
            let why = match other {
                _ if TraceError::looks_like_puzzle(&text) => format!(
                    "this is a puzzle, not a trace; record the search's trace first: sudotrace solve {PUZZLE_FILE} --trace search.jsonl"
                ),
                Err(_) if bytes.contains(&b'\r') => CR_ONLY.to_string(),
                Err(e) => format!(
                    "not a sudotrace trace: the first line must be a header like {SHAPE} (it is {})",
                    json_error(bytes, &e)
                ),
                Ok(value) => format!(
                    "not a sudotrace trace: the first line must be a header like {SHAPE}, not {}",
                    found(&value)
                ),
            };
            return Err(bad(why));
        }
    };
    // serde_json keeps the last of a key given twice; the format forbids it.
    if let Some(key) = repeated_key(bytes) {
        return Err(bad(format!(
            "the header has the key {} twice: a header names each field once",
            crate::escape::quoted(&key, crate::lang::Lang::En)
        )));
    }
    let format = match fields.get("sudotrace") {
        Some(Value::Number(n))
            if n.as_u64()
                .is_some_and(|v| (1..=FORMAT_VERSION).contains(&v)) =>
        {
            n.as_u64().unwrap_or(1)
        }
        Some(other) => {
            return Err(bad(format!(
                "trace format version {other} is not one this sudotrace reads (it reads 1 to {FORMAT_VERSION})"
            )));
        }
        None => {
            return Err(bad(format!(
                "not a sudotrace trace: the header has no \"sudotrace\" field; expected {SHAPE}"
            )));
        }
    };
    let text = |name: &str, what: &str| -> Result<Option<String>, TraceError> {
        match fields.get(name) {
            None | Some(Value::Null) => Ok(None),
            Some(Value::String(text)) if text.len() > super::MAX_NAME => Err(bad(format!(
                "the header's \"{name}\" is {} bytes long (at most {}): not a trace this sudotrace reads",
                thousands(text.len() as u64),
                thousands(super::MAX_NAME as u64)
            ))),
            Some(Value::String(text)) => Ok(Some(text.clone())),
            Some(other) => Err(bad(format!(
                "the header's \"{name}\" must be a string ({what}), not {}",
                found(other)
            ))),
        }
    };
    let puzzle = text("puzzle", "the puzzle's 81 characters")?
        .ok_or_else(|| bad("the header has no \"puzzle\"".into()))?;
    let puzzle =
        parse::parse_puzzle_text(&puzzle).map_err(|e| bad(format!("header puzzle: {e}")))?;
    let name = text("name", "the puzzle's name")?;
    let solver = text("solver", "the solver's name")?
        .ok_or_else(|| bad("the header has no \"solver\"".into()))?;
    let writer = text("version", "the version of the program that wrote the trace")?;
    let max_events = match fields.get("max_events") {
        None | Some(Value::Null) => None,
        Some(Value::Number(n)) if n.as_u64().is_some() => n.as_u64(),
        Some(other) => {
            return Err(bad(format!(
                "the header's \"max_events\" must be a whole number of events or null, not {}",
                found(other)
            )));
        }
    };
    Ok(Header {
        puzzle,
        name,
        solver,
        writer: writer.unwrap_or_default(),
        max_events,
        format,
    })
}

/// The first key a JSON object gives twice, read by a visitor that sees every key (a
/// map, [`Value`] among them, keeps only the last); none for an object whose keys are
/// all different, or for text that is not an object.
fn repeated_key(bytes: &[u8]) -> Option<String> {
    struct FirstRepeated(Option<String>);
    impl<'de> Deserialize<'de> for FirstRepeated {
        fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
            d.deserialize_map(FirstRepeated(None))
        }
    }
    impl<'de> serde::de::Visitor<'de> for FirstRepeated {
        type Value = FirstRepeated;
        fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
            f.write_str("a JSON object")
        }
        fn visit_map<A: serde::de::MapAccess<'de>>(self, mut map: A) -> Result<Self, A::Error> {
            // Read to the end (serde_json refuses an object left half read).
            let (mut seen, mut repeated) = (std::collections::HashSet::new(), None);
            while let Some(key) = map.next_key::<String>()? {
                map.next_value::<serde::de::IgnoredAny>()?;
                if !seen.insert(key.clone()) && repeated.is_none() {
                    repeated = Some(key);
                }
            }
            Ok(FirstRepeated(repeated))
        }
    }
    serde_json::from_slice::<FirstRepeated>(bytes).ok()?.0
}

/// Why a file is not text a JSON parser can read, when its first bytes tell: a
/// byte-order mark, or UTF-16.
fn wrong_encoding(bytes: &[u8]) -> Option<&'static str> {
    if bytes.starts_with(&[0xef, 0xbb, 0xbf]) {
        return Some(
            "the file starts with a byte-order mark (the bytes EF BB BF), which a trace must not have: write UTF-8 without one (in Python, encoding=\"utf-8\", not \"utf-8-sig\")",
        );
    }
    (bytes.starts_with(&[0xff, 0xfe]) || bytes.starts_with(&[0xfe, 0xff])).then_some(
        "the file is UTF-16 text (it starts with the bytes FF FE or FE FF): a trace is UTF-8; save it as UTF-8",
    )
}

/// A first line that holds carriage returns and does not read: lines that end in a
/// carriage return alone.
const CR_ONLY: &str = "the lines end in a carriage return alone (CR, as on old Macs): a trace's lines end in a line feed (LF, \\n) or CR LF (\\r\\n)";

/// What a line that is not valid JSON gets wrong, and where in the line.
fn json_error(bytes: &[u8], err: &serde_json::Error) -> String {
    let column = err.column();
    match err.classify() {
        serde_json::error::Category::Eof => {
            "not valid JSON: the line ends before its JSON is complete (cut off?)".to_string()
        }
        _ if err.to_string().starts_with("recursion limit exceeded") => {
            format!("not valid JSON: nested more than 128 deep at column {column}")
        }
        _ => match bytes.get(column.saturating_sub(1)) {
            Some(&byte) if byte.is_ascii_graphic() => format!(
                "not valid JSON: unexpected '{}' at column {column}",
                byte as char
            ),
            _ => format!("not valid JSON at column {column}"),
        },
    }
}

/// A JSON value as a message names what was found: `null`, `the number 1.5`, `the
/// string "1"`, `a list`, `an object`.
fn found(value: &Value) -> String {
    match value {
        Value::Null => "null".to_string(),
        Value::Bool(b) => format!("{b}"),
        Value::Number(n) => format!("the number {n}"),
        Value::String(text) => format!("the string {}", Value::String(text.clone())),
        Value::Array(_) => "a list".to_string(),
        Value::Object(_) => "an object".to_string(),
    }
}

/// Why a line of valid JSON is not an event or an end record, field by field, in the
/// trace format's words: what the line or a field must be, and what it is instead.
fn explain_event(value: &Value) -> String {
    const EXAMPLE: &str = r#"{"ev":"try","r":1,"c":3,"d":4}"#;
    const KINDS: &str = "try, conflict, place, backtrack, choose, force, deadend, unforce, eliminate, restore or end";
    let Value::Object(fields) = value else {
        return format!(
            "not an event: a line must be a JSON object such as {EXAMPLE}, not {}",
            found(value)
        );
    };
    let must = |name: &str, what: &str, value: &Value| {
        format!("\"{name}\" must be {what}, not {}", found(value))
    };
    let ev = match fields.get("ev") {
        None | Some(Value::Null) => {
            return format!("not an event: the line has no \"ev\" (the kind of event: {KINDS})");
        }
        Some(Value::String(ev)) => ev.as_str(),
        Some(other) => return must("ev", &format!("the kind of event ({KINDS})"), other),
    };
    for (name, value) in fields {
        let ok = match (name.as_str(), value) {
            (_, Value::Null) => true,
            ("r" | "c" | "d" | "n" | "row" | "col" | "box", value) => value.as_i64().is_some(),
            ("unit" | "by" | "rule" | "result" | "solution", value) => value.is_string(),
            ("ds", Value::Array(items)) => items.iter().all(|item| item.as_i64().is_some()),
            ("cells", Value::Array(items)) => items.iter().all(|item| {
                item.as_array()
                    .is_some_and(|pair| pair.iter().all(|n| n.as_i64().is_some()))
            }),
            ("ds" | "cells", _) => false,
            ("with", Value::Array(items)) => items.iter().all(|item| item.as_i64().is_some()),
            ("stats", Value::Object(_)) => true,
            ("with" | "stats", _) => false,
            _ => true,
        };
        if ok {
            continue;
        }
        return match name.as_str() {
            "r" | "c" | "d" | "row" | "col" | "box" => {
                must(name, "a whole number from 1 to 9", value)
            }
            "rule" => must(name, &format!("a string: {}", Rule::names_said()), value),
            "ds" => must(name, "[a, b]: the pair's two digits", value),
            "cells" => must(
                name,
                "[[row, column], [row, column]]: the pair's two cells",
                value,
            ),
            "n" => must(name, "a whole number from 0 to 9", value),
            "unit" => must(name, &format!("a string: {}", Unit::names_said()), value),
            "by" => must(name, &format!("a string: {}", Reason::names_said()), value),
            "result" => must(name, &format!("a string: {}", Outcome::names_said()), value),
            "solution" => must(name, "a string of 81 digits, or null", value),
            "with" => must(name, "[row, column] of the cell holding the digit", value),
            _ => must(name, "an object of counts", value),
        };
    }
    match (ev, fields.get("stats")) {
        ("end", Some(Value::Object(stats))) => explain_stats(stats),
        _ => format!("not an event: the line does not read as a {ev} event"),
    }
}

/// Why an end record's `stats` is not a table of counts.
fn explain_stats(stats: &serde_json::Map<String, Value>) -> String {
    let required = Count::SEARCH.into_iter().chain(Count::COSTS_AND_SIZE);
    for (count, needed) in required
        .map(|count| (count, true))
        .chain(Count::CHOOSING.into_iter().map(|count| (count, false)))
    {
        let field = count.field();
        let mut value = Some(stats);
        let mut parts = field.split('.').peekable();
        let mut at = None;
        while let Some(part) = parts.next() {
            let here = value.and_then(|object| object.get(part));
            match (here, parts.peek()) {
                (Some(Value::Object(inner)), Some(_)) => value = Some(inner),
                (Some(other), Some(_)) => {
                    let group = field.split('.').next().unwrap_or_default();
                    return format!(
                        "\"stats\": \"{group}\" must be an object of counts, not {}",
                        found(other)
                    );
                }
                (here, None) => at = here,
                (None, Some(_)) => value = None,
            }
        }
        match at {
            None if needed => return format!("\"stats\" has no \"{field}\""),
            Some(value) if value.as_u64().is_none() => {
                return format!(
                    "\"stats\": \"{field}\" must be a whole number, not {}",
                    found(value)
                );
            }
            _ => {}
        }
    }
    "\"stats\" does not read as a table of counts".to_string()
}

/// Reads a line written from `template` (one of the writer's lines, without its newline):
/// the bytes at `places` must be digits 1-9 and everything else must match exactly.
/// Compares a patched copy in one go rather than byte by byte.
#[inline(always)]
fn read_template<const N: usize>(
    line: &[u8],
    template: &[u8],
    places: [usize; N],
) -> Option<([u8; N], [u8; 64])> {
    if line.len() != template.len() || line.len() > 64 {
        return None;
    }
    let mut copy = [0u8; 64];
    copy[..line.len()].copy_from_slice(line);
    let mut digits = [0u8; N];
    for (digit, place) in digits.iter_mut().zip(places) {
        let byte = copy[place];
        if !(b'1'..=b'9').contains(&byte) {
            return None;
        }
        *digit = byte - b'0';
        copy[place] = b'0';
    }
    Some((digits, copy))
}

/// The template without its newline.
fn bare(template: &[u8]) -> &[u8] {
    &template[..template.len() - 1]
}

/// The exact bytes sudotrace writes, read without a JSON parser.
#[inline]
fn fast_event(line: &[u8]) -> Option<Event> {
    let cell = |r, c| Cell::from_rc(r, c);
    let simple = |template: &[u8], places| {
        let template = bare(template);
        let ([r, c, d], copy) = read_template::<3>(line, template, places)?;
        (copy[..template.len()] == *template).then_some((cell(r, c)?, d))
    };
    match line.get(7)? {
        b't' => simple(TRY_LINE, TRY_AT).map(|(cell, digit)| Event::Try { cell, digit }),
        b'p' => simple(PLACE_LINE, PLACE_AT).map(|(cell, digit)| Event::Place { cell, digit }),
        b'u' => {
            simple(UNFORCE_LINE, UNFORCE_AT).map(|(cell, digit)| Event::Unforce { cell, digit })
        }
        b'd' => {
            let template = bare(DEAD_END_LINE);
            let ([r, c], copy) = read_template::<2>(line, template, DEAD_END_AT)?;
            (copy[..template.len()] == *template).then_some(Event::DeadEnd { cell: cell(r, c)? })
        }
        b'f' if line.len() == FORCE_CELL_LINE.len() - 1 => simple(FORCE_CELL_LINE, FORCE_CELL_AT)
            .map(|(cell, digit)| Event::Force {
                cell,
                digit,
                reason: Reason::OnlyDigit,
            }),
        b'f' => {
            let template = bare(FORCE_UNIT_LINE);
            let ([r, c, d], mut copy) = read_template::<3>(line, template, FORCE_UNIT_AT)?;
            let by = &copy[FORCE_BY_AT..FORCE_BY_AT + 3];
            let unit = Unit::from_name(std::str::from_utf8(by).ok()?)?;
            copy[FORCE_BY_AT..FORCE_BY_AT + 3].copy_from_slice(b"row");
            (copy[..template.len()] == *template).then_some(())?;
            Some(Event::Force {
                cell: cell(r, c)?,
                digit: d,
                reason: Reason::OnlyPlace(unit),
            })
        }
        b'b' => simple(BACKTRACK_LINE, BACKTRACK_AT)
            .map(|(cell, digit)| Event::Backtrack { cell, digit }),
        b'c' if line.get(8) == Some(&b'h') => simple(CHOOSE_LINE, CHOOSE_AT)
            .map(|(cell, candidates)| Event::Choose { cell, candidates }),
        b'c' => {
            let template = bare(CONFLICT_LINE);
            let ([r, c, d, wr, wc], mut copy) = read_template::<5>(line, template, CONFLICT_AT)?;
            let unit = Unit::from_name(std::str::from_utf8(&copy[UNIT_AT..UNIT_AT + 3]).ok()?)?;
            copy[UNIT_AT..UNIT_AT + 3].copy_from_slice(b"row");
            (copy[..template.len()] == *template).then_some(())?;
            Some(Event::Conflict {
                cell: cell(r, c)?,
                digit: d,
                unit,
                with: cell(wr, wc)?,
            })
        }
        _ => None,
    }
}

/// The end record, whose result says whether a solution comes with it. Only a solved
/// search has one: another writer's board where its search stopped is not a solution,
/// and is neither checked nor kept.
fn parse_end(raw: RawEvent, line: u64) -> Result<RecordedEnd, TraceError> {
    let bad = |message: &str| TraceError::malformed(Location::Line(line), message);
    let outcome = raw
        .result
        .as_deref()
        .and_then(Outcome::from_name)
        .ok_or_else(|| {
            bad(&format!(
                "the end record needs \"result\": {}",
                Outcome::names_said()
            ))
        })?;
    let solution = match raw.solution.filter(|_| outcome == Outcome::Solved) {
        Some(text) => Some(parse::parse_puzzle_text(&text).map_err(|e| {
            TraceError::malformed(Location::Line(line), format!("end record solution: {e}"))
        })?),
        None => None,
    };
    if outcome == Outcome::Solved && solution.is_none_or(|grid| !grid.is_complete()) {
        return Err(bad(
            "the end record says solved but gives no complete \"solution\"",
        ));
    }
    Ok(RecordedEnd {
        outcome,
        solution,
        stats: raw.stats,
    })
}

enum Line {
    Event(Event),
    /// A conflict with neither `unit` nor `with`: a try of `digit` in `cell` that does
    /// not fit, its clash not said.
    Unnamed {
        cell: Cell,
        digit: u8,
    },
    End(Box<RecordedEnd>),
}

/// The pattern of an `eliminate` or `restore` line: its rule, and for a pointing or a
/// claiming its digit, box and line, for a pair its one unit, cells and digits.
fn parse_pattern(raw: &RawEvent) -> Result<Pattern, String> {
    let ev = &raw.ev;
    let rule = raw
        .rule
        .as_deref()
        .and_then(Rule::from_name)
        .ok_or_else(|| format!("a {ev} event needs \"rule\": {}", Rule::names_said()))?;
    let number = |name: &str, value: i64| match value {
        1..=9 => Ok(value as u8),
        _ => Err(format!("\"{name}\" is {value}, it must be 1 to 9")),
    };
    let houses: Vec<House> = [
        (Unit::Row, raw.row),
        (Unit::Col, raw.col),
        (Unit::Box, raw.block),
    ]
    .into_iter()
    .filter_map(|(unit, index)| Some((unit, index?)))
    .map(|(unit, index)| number(unit.name(), index).map(|n| House::new(unit, n - 1).expect("1-9")))
    .collect::<Result<_, _>>()?;
    let lines: Vec<House> = houses
        .iter()
        .copied()
        .filter(|h| h.unit != Unit::Box)
        .collect();
    let block = houses.iter().copied().find(|h| h.unit == Unit::Box);
    match rule {
        Rule::Pointing | Rule::Claiming => {
            let digit = number("d", raw.d.ok_or(format!("a {} needs \"d\"", rule.name()))?)?;
            let (Some(block), [line]) = (block, &lines[..]) else {
                return Err(format!(
                    "a {} names its \"box\" and one line, \"row\" or \"col\"",
                    rule.name()
                ));
            };
            let line = *line;
            Ok(match rule {
                Rule::Pointing => Pattern::Pointing { digit, block, line },
                _ => Pattern::Claiming { digit, line, block },
            })
        }
        Rule::NakedPair | Rule::HiddenPair => {
            let [house] = houses[..] else {
                return Err(format!(
                    "a {} names one unit: \"row\", \"col\" or \"box\"",
                    rule.name()
                ));
            };
            let cells = match raw.cells.as_deref() {
                Some([first, second]) => [first, second].map(|pair| match pair[..] {
                    [r, c] => {
                        Ok(Cell::from_rc(number("cells", r)?, number("cells", c)?).expect("1-9"))
                    }
                    _ => Err("\"cells\" holds [row, column] pairs".to_string()),
                }),
                _ => return Err(format!("a {} needs \"cells\": its two cells", rule.name())),
            };
            let cells = [cells[0].clone()?, cells[1].clone()?];
            let digits = match raw.ds.as_deref() {
                Some(&[a, b]) => [number("ds", a)?, number("ds", b)?],
                _ => return Err(format!("a {} needs \"ds\": its two digits", rule.name())),
            };
            Ok(Pattern::pair(rule, house, cells, digits))
        }
    }
}

/// Any line, through the JSON parser, with a precise complaint for each way it can be wrong.
fn parse_line(bytes: &[u8], line: u64) -> Result<Line, TraceError> {
    let raw: RawEvent = serde_json::from_slice(bytes).map_err(|_| {
        // The typed reading is the quick one; a line it refuses is read again to say why.
        let why = match serde_json::from_slice::<Value>(bytes) {
            Ok(value) => explain_event(&value),
            Err(e) => json_error(bytes, &e),
        };
        TraceError::malformed(Location::Line(line), why)
    })?;
    let bad = |message: String| TraceError::malformed(Location::Line(line), message);
    let coordinate = |name: &str, value: Option<i64>| -> Result<u8, TraceError> {
        match value {
            Some(v @ 1..=9) => Ok(v as u8),
            Some(v) => Err(bad(format!("\"{name}\" is {v}, it must be 1 to 9"))),
            None => Err(bad(format!("a {} event needs \"{name}\"", raw.ev))),
        }
    };
    if raw.ev == "end" {
        return parse_end(raw, line).map(|end| Line::End(Box::new(end)));
    }
    if raw.ev == "eliminate" || raw.ev == "restore" {
        let pattern = parse_pattern(&raw).map_err(bad)?;
        return Ok(Line::Event(match raw.ev.as_str() {
            "eliminate" => Event::Eliminate { pattern },
            _ => Event::Restore { pattern },
        }));
    }
    let cell = Cell::from_rc(coordinate("r", raw.r)?, coordinate("c", raw.c)?).expect("1-9");
    match raw.ev.as_str() {
        "deadend" => return Ok(Line::Event(Event::DeadEnd { cell })),
        "choose" => {
            let candidates = match raw.n {
                Some(n @ 0..=9) => n as u8,
                Some(n) => return Err(bad(format!("\"n\" is {n}, it must be 0 to 9"))),
                None => {
                    return Err(bad(
                        "a choose event needs \"n\", the number of candidates of the cell".into(),
                    ));
                }
            };
            return Ok(Line::Event(Event::Choose { cell, candidates }));
        }
        _ => {}
    }
    let digit = coordinate("d", raw.d)?;
    let event = match raw.ev.as_str() {
        "unforce" => Event::Unforce { cell, digit },
        "force" => {
            let reason = raw
                .by
                .as_deref()
                .and_then(Reason::from_name)
                .ok_or_else(|| {
                    bad(format!(
                        "a force event needs \"by\": {}",
                        Reason::names_said()
                    ))
                })?;
            Event::Force {
                cell,
                digit,
                reason,
            }
        }
        "try" => Event::Try { cell, digit },
        "place" => Event::Place { cell, digit },
        "backtrack" => Event::Backtrack { cell, digit },
        "conflict" if raw.unit.is_none() && raw.with.is_none() => {
            return Ok(Line::Unnamed { cell, digit });
        }
        "conflict" => {
            let unit = raw
                .unit
                .as_deref()
                .and_then(Unit::from_name)
                .ok_or_else(|| {
                    bad("a conflict needs \"unit\": \"row\", \"col\" or \"box\"".into())
                })?;
            let with =
                match raw.with.as_deref() {
                    Some(&[r, c]) => {
                        Cell::from_rc(coordinate("with", Some(r))?, coordinate("with", Some(c))?)
                            .expect("1-9")
                    }
                    _ => return Err(bad(
                        "a conflict needs \"with\": [row, column] of the cell holding the digit"
                            .into(),
                    )),
                };
            Event::Conflict {
                cell,
                digit,
                unit,
                with,
            }
        }
        other => {
            return Err(bad(format!(
                "unknown event {other:?} (expected try, conflict, place, backtrack, choose, force, deadend, unforce, eliminate, restore or end)"
            )));
        }
    };
    Ok(Line::Event(event))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn written(event: Event) -> Vec<u8> {
        let header = Header::new(crate::puzzle::grid::Grid::empty(), "naive", None);
        let mut writer = JsonlWriter::new(Vec::new(), &header);
        writer.buf.clear();
        writer.event(event);
        writer.buf
    }

    #[test]
    fn a_puzzle_s_name_is_written_when_it_has_one_and_read_back() {
        let header = |name: Option<&str>| {
            Header::new(crate::puzzle::grid::Grid::empty(), "naive", None)
                .named(name.map(str::to_string))
        };
        let line = |header: &Header| {
            let writer = JsonlWriter::new(Vec::new(), header);
            String::from_utf8(writer.buf).unwrap()
        };
        let named = header(Some("inkala_2010"));
        let text = line(&named);
        assert!(
            text.contains(r#","name":"inkala_2010","solver":"naive""#),
            "{text}"
        );
        assert_eq!(parse_header(text.trim_end().as_bytes(), 1).unwrap(), named);
        let unnamed = line(&header(None));
        assert!(!unnamed.contains("name"), "{unnamed}");
        let puzzle = ".".repeat(81);
        let number = format!(r#"{{"sudotrace":1,"puzzle":"{puzzle}","name":3,"solver":"s"}}"#);
        let err = parse_header(number.as_bytes(), 1).unwrap_err().to_string();
        assert!(
            err.contains(
                r#"the header's "name" must be a string (the puzzle's name), not the number 3"#
            ),
            "{err}"
        );
    }

    #[test]
    fn a_key_given_twice_in_the_header_is_refused() {
        let puzzle = ".".repeat(81);
        let twice = format!(
            r#"{{"sudotrace": 1, "puzzle": "{puzzle}", "solver": "naive", "solver": "dlx"}}"#
        );
        let err = parse_header(twice.as_bytes(), 1).unwrap_err().to_string();
        assert!(
            err.contains("line 1") && err.contains("the key \"solver\" twice"),
            "{err}"
        );
        let once = format!(r#"{{"sudotrace": 1, "puzzle": "{puzzle}", "solver": "naive"}}"#);
        assert!(parse_header(once.as_bytes(), 1).is_ok());
        assert_eq!(repeated_key(br#"{"a": {"b": 1, "b": 2}, "c": 1}"#), None);
        assert_eq!(
            repeated_key(br#"{"a": 1, "b": 1, "a": 2, "b": 3}"#),
            Some("a".into())
        );
    }

    #[test]
    fn fast_and_slow_paths_agree_on_every_kind() {
        let cell = Cell::from_rc(1, 3).unwrap();
        let with = Cell::from_rc(1, 7).unwrap();
        let events = [
            Event::Try { cell, digit: 4 },
            Event::Conflict {
                cell,
                digit: 4,
                unit: Unit::Row,
                with,
            },
            Event::Place { cell, digit: 4 },
            Event::Backtrack { cell, digit: 4 },
        ];
        for event in events {
            let bytes = written(event);
            let line = &bytes[..bytes.len() - 1];
            assert_eq!(
                fast_event(line),
                Some(event),
                "{}",
                String::from_utf8_lossy(line)
            );
            match parse_line(line, 1).unwrap() {
                Line::Event(slow) => assert_eq!(slow, event),
                _ => panic!("an event"),
            }
        }
        assert_eq!(
            String::from_utf8(written(events[1])).unwrap(),
            "{\"ev\":\"conflict\",\"r\":1,\"c\":3,\"d\":4,\"unit\":\"row\",\"with\":[1,7]}\n"
        );
        let box_clash = Event::Conflict {
            cell,
            digit: 4,
            unit: Unit::Box,
            with: Cell::from_rc(2, 2).unwrap(),
        };
        assert_eq!(
            String::from_utf8(written(box_clash)).unwrap(),
            "{\"ev\":\"conflict\",\"r\":1,\"c\":3,\"d\":4,\"unit\":\"box\",\"with\":[2,2]}\n"
        );
    }

    #[test]
    fn other_spacing_reads_through_the_json_parser() {
        let line = br#"{ "r": 2, "ev": "try", "d": 9, "c": 5 }"#;
        assert_eq!(fast_event(line), None);
        match parse_line(line, 3).unwrap() {
            Line::Event(event) => assert_eq!(event.to_string(), "r2c5: try 9"),
            _ => panic!("an event"),
        }
    }

    #[test]
    fn only_a_solved_search_keeps_a_solution() {
        let solved =
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
        for result in ["unsolvable", "limit"] {
            let line = format!(r#"{{"ev":"end","result":"{result}","solution":"{solved}"}}"#);
            match parse_line(line.as_bytes(), 9).unwrap() {
                Line::End(end) => assert_eq!(end.solution, None, "{result}"),
                _ => panic!("an end record"),
            }
        }
        let line = format!(r#"{{"ev":"end","result":"solved","solution":"{solved}"}}"#);
        match parse_line(line.as_bytes(), 9).unwrap() {
            Line::End(end) => assert_eq!(end.solution.unwrap().to_line(), solved),
            _ => panic!("an end record"),
        }
    }

    #[test]
    fn bad_lines_say_what_is_wrong() {
        let cases: [(&[u8], &str); 5] = [
            (
                br#"{"ev":"tyr","r":1,"c":1,"d":1}"#,
                "line 7: unknown event \"tyr\"",
            ),
            (
                br#"{"ev":"try","r":10,"c":1,"d":1}"#,
                "line 7: \"r\" is 10, it must be 1 to 9",
            ),
            (
                br#"{"ev":"conflict","r":1,"c":1,"d":1,"with":[1,2]}"#,
                "line 7: a conflict needs \"unit\"",
            ),
            (br#"{"ev":"try","r":1"#, "line 7: not valid JSON"),
            (
                br#"{"ev":"end","result":"won"}"#,
                "line 7: the end record needs \"result\"",
            ),
        ];
        for (line, expected) in cases {
            let message = match parse_line(line, 7) {
                Err(err) => err.to_string(),
                Ok(_) => panic!("accepted {}", String::from_utf8_lossy(line)),
            };
            assert!(message.starts_with(expected), "{message}");
        }
    }

    #[test]
    fn a_line_of_the_wrong_shape_is_said_in_the_formats_words() {
        let cases: [(&[u8], &str); 6] = [
            (
                b"null",
                "line 4: not an event: a line must be a JSON object",
            ),
            (
                br#"{"ev":"try","r":"1","c":1,"d":1}"#,
                "line 4: \"r\" must be a whole number from 1 to 9, not the string \"1\"",
            ),
            (
                br#"{"ev":"try","r":1,"c":1,"d":1.5}"#,
                "line 4: \"d\" must be a whole number from 1 to 9, not the number 1.5",
            ),
            (
                br#"{"ev":"end","result":"limit","stats":{"tries":1}}"#,
                "line 4: \"stats\" has no \"conflicts.row\"",
            ),
            (
                br#"{"ev":"try",r:1}"#,
                "line 4: not valid JSON: unexpected 'r' at column 13",
            ),
            (
                br#"{"ev":"try""#,
                "line 4: not valid JSON: the line ends before its JSON is complete",
            ),
        ];
        for (line, expected) in cases {
            let message = match parse_line(line, 4) {
                Err(err) => err.to_string(),
                Ok(_) => panic!("accepted {}", String::from_utf8_lossy(line)),
            };
            assert!(message.starts_with(expected), "{message}");
        }
        let line = format!(
            r#"{{"sudotrace":1,"puzzle":"{}","solver":"s","max_events":-1}}"#,
            crate::LEETCODE_37
        );
        let header = parse_header(line.as_bytes(), 1);
        let message = header.unwrap_err().to_string();
        assert!(
            message.contains(
                "\"max_events\" must be a whole number of events or null, not the number -1"
            ),
            "{message}"
        );
        let bom = parse_header(b"\xef\xbb\xbf{}", 1).unwrap_err().to_string();
        assert!(bom.contains("byte-order mark"), "{bom}");
    }
}

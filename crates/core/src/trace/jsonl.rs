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

use super::{FORMAT_VERSION, Header, Location, PUZZLE_FILE, RecordedEnd, TraceError};
use crate::counts::Stats;
use crate::event::{End, Event, Outcome, Reason};
use crate::grid::{Cell, Unit};
use crate::parse;
use crate::search::Sink;

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
            solver: &header.solver,
            version: &header.writer,
            max_events: header.max_events,
        };
        serde_json::to_writer(&mut buf, &line).expect("header serializes");
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
    }
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
}

#[derive(Deserialize)]
struct RawHeader {
    sudotrace: Option<serde_json::Value>,
    puzzle: Option<String>,
    solver: Option<String>,
    version: Option<String>,
    max_events: Option<u64>,
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
    result: Option<String>,
    #[serde(default)]
    solution: Option<String>,
    stats: Option<Stats>,
}

impl<R: Read> JsonlReader<R> {
    /// Read the header from `input`; the events follow on demand.
    pub fn new(input: R) -> Result<JsonlReader<R>, TraceError> {
        let mut lines = Lines::new(input);
        let mut line = 0u64;
        let range = loop {
            line += 1;
            match lines.next_line().map_err(|e| line_error(line, e))? {
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
        })
    }

    pub fn header(&self) -> &Header {
        &self.header
    }

    /// The line number of the last line read.
    pub fn line(&self) -> u64 {
        self.line
    }

    /// The end record, once the reader has reached it.
    /// The line of the end record, once read.
    pub(crate) fn end_line(&self) -> u64 {
        self.end_line
    }

    pub fn end(&self) -> Option<&RecordedEnd> {
        self.end.as_ref()
    }

    /// The next event, or `None` after the end record. A trace that stops without an
    /// end record is an error ([`TraceError::NoEnd`]) once its last event has been read.
    pub fn next_event(&mut self) -> Result<Option<Event>, TraceError> {
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
                parsed => parsed?,
            };
            match parsed {
                Line::Event(event) => return self.in_version(event, line),
                Line::End(end) => {
                    self.end = Some(*end);
                    self.end_line = line;
                }
            }
        }
    }
}

impl<R> JsonlReader<R> {
    /// `event`, read at `line`, unless the trace's format version cannot hold it.
    fn in_version(&self, event: Event, line: u64) -> Result<Option<Event>, TraceError> {
        match self.header.refuses(&event) {
            None => Ok(Some(event)),
            Some(why) => Err(TraceError::malformed(Location::Line(line), why)),
        }
    }

    fn cut_short(&self, line: u64) -> TraceError {
        TraceError::cut_short(Location::Line(line), None)
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

fn parse_header(bytes: &[u8], line: u64) -> Result<Header, TraceError> {
    const SHAPE: &str = r#"{"sudotrace": 1, "puzzle": "<81 characters>", "solver": "<name>"}"#;
    let raw: RawHeader = serde_json::from_slice(bytes).map_err(|e| {
        let text = String::from_utf8_lossy(bytes);
        let message = if TraceError::looks_like_puzzle(&text) {
            format!(
                "this is a puzzle, not a trace; record the search's trace first: sudotrace solve {PUZZLE_FILE} --trace search.jsonl"
            )
        } else {
            format!("not a sudotrace trace: the first line must be a header like {SHAPE} ({e})")
        };
        TraceError::malformed(Location::Line(line), message)
    })?;
    let format = match raw.sudotrace {
        Some(serde_json::Value::Number(n))
            if n.as_u64()
                .is_some_and(|v| (1..=FORMAT_VERSION).contains(&v)) =>
        {
            n.as_u64().unwrap_or(1)
        }
        Some(other) => {
            return Err(TraceError::malformed(
                Location::Line(line),
                format!(
                    "trace format version {other} is not one this sudotrace reads (it reads 1 to {FORMAT_VERSION})"
                ),
            ));
        }
        None => {
            return Err(TraceError::malformed(
                Location::Line(line),
                format!(
                    "not a sudotrace trace: the header has no \"sudotrace\" field; expected {SHAPE}"
                ),
            ));
        }
    };
    let puzzle = raw.puzzle.ok_or_else(|| {
        TraceError::malformed(Location::Line(line), "the header has no \"puzzle\"")
    })?;
    let puzzle = parse::parse_puzzle_text(&puzzle)
        .map_err(|e| TraceError::malformed(Location::Line(line), format!("header puzzle: {e}")))?;
    let solver = raw.solver.ok_or_else(|| {
        TraceError::malformed(Location::Line(line), "the header has no \"solver\"")
    })?;
    Ok(Header {
        puzzle,
        solver,
        writer: raw.version.unwrap_or_default(),
        max_events: raw.max_events,
        format,
    })
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
            bad("the end record needs \"result\": \"solved\", \"unsolvable\" or \"limit\"")
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
    End(Box<RecordedEnd>),
}

/// Any line, through the JSON parser, with a precise complaint for each way it can be wrong.
fn parse_line(bytes: &[u8], line: u64) -> Result<Line, TraceError> {
    let raw: RawEvent = serde_json::from_slice(bytes).map_err(|e| {
        let what = if e.is_data() {
            "not an event"
        } else {
            "not valid JSON"
        };
        TraceError::malformed(Location::Line(line), format!("{what}: {e}"))
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
                    bad("a force event needs \"by\": \"cell\", \"row\", \"col\" or \"box\"".into())
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
                "unknown event {other:?} (expected try, conflict, place, backtrack, choose, force, deadend, unforce or end)"
            )));
        }
    };
    Ok(Line::Event(event))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn written(event: Event) -> Vec<u8> {
        let header = Header::new(crate::grid::Grid::empty(), "naive", None);
        let mut writer = JsonlWriter::new(Vec::new(), &header);
        writer.buf.clear();
        writer.event(event);
        writer.buf
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
                Line::End(_) => panic!("not an end"),
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
            Line::End(_) => panic!("not an end"),
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
                Line::Event(_) => panic!("an end record"),
            }
        }
        let line = format!(r#"{{"ev":"end","result":"solved","solution":"{solved}"}}"#);
        match parse_line(line.as_bytes(), 9).unwrap() {
            Line::End(end) => assert_eq!(end.solution.unwrap().to_line(), solved),
            Line::Event(_) => panic!("an end record"),
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
                br#"{"ev":"conflict","r":1,"c":1,"d":1}"#,
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
}

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

use super::{FORMAT_VERSION, Header, RecordedEnd, TraceError};
use crate::event::{End, Event, Outcome};
use crate::grid::{Cell, Unit};
use crate::parse;
use crate::solver::Sink;
use crate::stats::Stats;

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
    stats: &'a Stats,
}

impl<W: Write> JsonlWriter<W> {
    /// Start a trace: the header line is written at once.
    pub fn new(out: W, header: &Header) -> JsonlWriter<W> {
        let mut buf = Vec::with_capacity(FLUSH_AT + 256);
        let line = HeaderLine {
            sudotrace: FORMAT_VERSION,
            puzzle: header.puzzle.to_line(),
            solver: &header.solver,
            version: env!("CARGO_PKG_VERSION"),
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
    pub fn finish(mut self, end: &End) -> io::Result<W> {
        let line = EndLine {
            ev: "end",
            result: end.outcome.name(),
            solution: end.solution.map(|grid| grid.to_line()),
            stats: &end.stats,
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

    #[inline(always)]
    fn push_rcd(&mut self, kind: &[u8], cell: Cell, digit: u8) {
        let buf = &mut self.buf;
        buf.extend_from_slice(kind);
        buf.extend_from_slice(&[
            b'"',
            b'r',
            b'"',
            b':',
            b'0' + cell.r(),
            b',',
            b'"',
            b'c',
            b'"',
            b':',
            b'0' + cell.c(),
            b',',
            b'"',
            b'd',
            b'"',
            b':',
            b'0' + digit,
        ]);
    }
}

impl<W: Write> Sink for JsonlWriter<W> {
    #[inline]
    fn event(&mut self, event: Event) {
        match event {
            Event::Try { cell, digit } => {
                self.push_rcd(br#"{"ev":"try","#, cell, digit);
                self.buf.extend_from_slice(b"}\n");
            }
            Event::Conflict {
                cell,
                digit,
                unit,
                with,
            } => {
                self.push_rcd(br#"{"ev":"conflict","#, cell, digit);
                self.buf.extend_from_slice(br#","unit":""#);
                self.buf.extend_from_slice(unit.name().as_bytes());
                self.buf.extend_from_slice(&[
                    b'"',
                    b',',
                    b'"',
                    b'w',
                    b'i',
                    b't',
                    b'h',
                    b'"',
                    b':',
                    b'[',
                    b'0' + with.r(),
                    b',',
                    b'0' + with.c(),
                    b']',
                    b'}',
                    b'\n',
                ]);
            }
            Event::Place { cell, digit } => {
                self.push_rcd(br#"{"ev":"place","#, cell, digit);
                self.buf.extend_from_slice(b"}\n");
            }
            Event::Backtrack { cell, digit } => {
                self.push_rcd(br#"{"ev":"backtrack","#, cell, digit);
                self.buf.extend_from_slice(b"}\n");
            }
        }
        if self.buf.len() >= FLUSH_AT {
            self.flush_buffer();
        }
    }
}

/// Longest line the reader accepts: far above any valid trace line, and a bound on
/// memory when the input is not a trace at all.
const MAX_LINE: usize = 1 << 16;

/// Splits a byte stream into lines without copying them, over one reused buffer.
struct Lines<R> {
    input: R,
    buf: Vec<u8>,
    start: usize,
    end: usize,
    eof: bool,
}

impl<R: Read> Lines<R> {
    fn new(input: R) -> Lines<R> {
        Lines {
            input,
            buf: vec![0; 1 << 20],
            start: 0,
            end: 0,
            eof: false,
        }
    }

    /// The next line without its newline (and `\r`), or `None` at the end of the input.
    fn next_line(&mut self) -> io::Result<Option<std::ops::Range<usize>>> {
        loop {
            if let Some(pos) = memchr(b'\n', &self.buf[self.start..self.end]) {
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
                    return Ok(Some(line));
                }
                return Ok(None);
            }
            if self.end - self.start > MAX_LINE {
                return Err(io::Error::new(
                    io::ErrorKind::InvalidData,
                    format!("a line is longer than {MAX_LINE} bytes"),
                ));
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
pub struct JsonlReader<R> {
    lines: Lines<R>,
    header: Header,
    line: u64,
    end: Option<RecordedEnd>,
}

#[derive(Deserialize)]
struct RawHeader {
    sudotrace: Option<serde_json::Value>,
    puzzle: Option<String>,
    solver: Option<String>,
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
    result: Option<String>,
    #[serde(default)]
    solution: Option<String>,
    stats: Option<Stats>,
}

fn io_error(source: io::Error) -> TraceError {
    TraceError::Io {
        path: std::path::PathBuf::from("trace"),
        source,
    }
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
                    None => Err(TraceError::NoEnd { line: line - 1 }),
                };
            };
            let bytes = &self.lines.buf[range];
            if bytes.iter().all(u8::is_ascii_whitespace) {
                continue;
            }
            if self.end.is_some() {
                return Err(TraceError::malformed(
                    line,
                    "more lines after the end record",
                ));
            }
            if let Some(event) = fast_event(bytes) {
                return Ok(Some(event));
            }
            match parse_line(bytes, line)? {
                Line::Event(event) => return Ok(Some(event)),
                Line::End(end) => self.end = Some(end),
            }
        }
    }
}

fn line_error(line: u64, err: io::Error) -> TraceError {
    if err.kind() == io::ErrorKind::InvalidData {
        TraceError::malformed(line, err)
    } else {
        io_error(err)
    }
}

fn parse_header(bytes: &[u8], line: u64) -> Result<Header, TraceError> {
    const SHAPE: &str = r#"{"sudotrace": 1, "puzzle": "<81 characters>", "solver": "<name>"}"#;
    let raw: RawHeader = serde_json::from_slice(bytes).map_err(|e| {
        TraceError::malformed(
            line,
            format!("not a sudotrace trace: the first line must be a header like {SHAPE} ({e})"),
        )
    })?;
    match raw.sudotrace {
        Some(serde_json::Value::Number(n)) if n.as_u64() == Some(FORMAT_VERSION) => {}
        Some(other) => {
            return Err(TraceError::malformed(
                line,
                format!(
                    "trace format version {other} is not one this sudotrace reads (it reads {FORMAT_VERSION})"
                ),
            ));
        }
        None => {
            return Err(TraceError::malformed(
                line,
                format!(
                    "not a sudotrace trace: the header has no \"sudotrace\" field; expected {SHAPE}"
                ),
            ));
        }
    }
    let puzzle = raw
        .puzzle
        .ok_or_else(|| TraceError::malformed(line, "the header has no \"puzzle\""))?;
    let puzzle = parse::parse_puzzle_text(&puzzle)
        .map_err(|e| TraceError::malformed(line, format!("header puzzle: {e}")))?;
    let solver = raw
        .solver
        .ok_or_else(|| TraceError::malformed(line, "the header has no \"solver\""))?;
    Ok(Header {
        puzzle,
        solver,
        max_events: raw.max_events,
    })
}

/// Matches `line` against `template`, where `#` stands for a digit 1-9 and `@` for any
/// byte; gives back the bytes that stood in those places.
#[inline(always)]
fn match_template<const N: usize>(line: &[u8], template: &[u8]) -> Option<[u8; N]> {
    if line.len() != template.len() {
        return None;
    }
    let mut found = [0u8; N];
    let mut n = 0;
    for (&b, &t) in line.iter().zip(template) {
        match t {
            b'#' if (b'1'..=b'9').contains(&b) => {
                found[n] = b - b'0';
                n += 1;
            }
            b'@' => {
                found[n] = b;
                n += 1;
            }
            _ if b == t => {}
            _ => return None,
        }
    }
    Some(found)
}

/// The exact bytes sudotrace writes, read without a JSON parser.
#[inline]
fn fast_event(line: &[u8]) -> Option<Event> {
    let cell = |r, c| Cell::from_rc(r, c);
    match line.get(7)? {
        b't' => {
            let [r, c, d] = match_template::<3>(line, br#"{"ev":"try","r":#,"c":#,"d":#}"#)?;
            Some(Event::Try {
                cell: cell(r, c)?,
                digit: d,
            })
        }
        b'p' => {
            let [r, c, d] = match_template::<3>(line, br#"{"ev":"place","r":#,"c":#,"d":#}"#)?;
            Some(Event::Place {
                cell: cell(r, c)?,
                digit: d,
            })
        }
        b'b' => {
            let [r, c, d] = match_template::<3>(line, br#"{"ev":"backtrack","r":#,"c":#,"d":#}"#)?;
            Some(Event::Backtrack {
                cell: cell(r, c)?,
                digit: d,
            })
        }
        b'c' => {
            let [r, c, d, u0, u1, u2, wr, wc] = match_template::<8>(
                line,
                br#"{"ev":"conflict","r":#,"c":#,"d":#,"unit":"@@@","with":[#,#]}"#,
            )?;
            let unit = Unit::from_name(std::str::from_utf8(&[u0, u1, u2]).ok()?)?;
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

enum Line {
    Event(Event),
    End(RecordedEnd),
}

/// Any line, through the JSON parser, with a precise complaint for each way it can be wrong.
fn parse_line(bytes: &[u8], line: u64) -> Result<Line, TraceError> {
    let raw: RawEvent = serde_json::from_slice(bytes).map_err(|e| {
        let what = if e.is_data() {
            "not an event"
        } else {
            "not valid JSON"
        };
        TraceError::malformed(line, format!("{what}: {e}"))
    })?;
    let bad = |message: String| TraceError::malformed(line, message);
    let coordinate = |name: &str, value: Option<i64>| -> Result<u8, TraceError> {
        match value {
            Some(v @ 1..=9) => Ok(v as u8),
            Some(v) => Err(bad(format!("\"{name}\" is {v}, it must be 1 to 9"))),
            None => Err(bad(format!("a {} event needs \"{name}\"", raw.ev))),
        }
    };
    if raw.ev == "end" {
        let outcome = raw
            .result
            .as_deref()
            .and_then(Outcome::from_name)
            .ok_or_else(|| {
                bad(
                    "the end record needs \"result\": \"solved\", \"unsolvable\" or \"limit\""
                        .into(),
                )
            })?;
        let solution = match raw.solution {
            Some(text) => Some(
                parse::parse_puzzle_text(&text)
                    .map_err(|e| bad(format!("end record solution: {e}")))?,
            ),
            None => None,
        };
        if outcome == Outcome::Solved && solution.is_none_or(|grid| !grid.is_complete()) {
            return Err(bad(
                "the end record says solved but gives no complete \"solution\"".into(),
            ));
        }
        return Ok(Line::End(RecordedEnd {
            outcome,
            solution,
            stats: raw.stats,
        }));
    }
    let cell = Cell::from_rc(coordinate("r", raw.r)?, coordinate("c", raw.c)?).expect("1-9");
    let digit = coordinate("d", raw.d)?;
    let event = match raw.ev.as_str() {
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
                "unknown event {other:?} (expected try, conflict, place, backtrack or end)"
            )));
        }
    };
    Ok(Line::Event(event))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn written(event: Event) -> Vec<u8> {
        let header = Header {
            puzzle: crate::grid::Grid::empty(),
            solver: "naive".into(),
            max_events: None,
        };
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

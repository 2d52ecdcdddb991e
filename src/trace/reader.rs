//! One reader for both trace formats: it recognises the format by the file's first
//! bytes (never by its name), streams the events through the one [`Replay`], and lets
//! every command move through a trace the same way whatever its format.

use std::fs::File;
use std::io::{BufRead, BufReader, Cursor, Read, Seek};
use std::path::Path;

use flate2::read::MultiGzDecoder;

use super::binary::{BinaryReader, MAGIC};
use super::{Format, Header, JsonlReader, Location, RecordedEnd, TraceError};
use crate::event::Event;
use crate::replay::Replay;
use crate::search::{Counter, Strategy};
use crate::stats::Stats;

/// What the binary reader reads from: a file, or a decompressed copy in memory.
pub(crate) trait ReadSeek: Read + Seek {}
impl<T: Read + Seek> ReadSeek for T {}

/// A trace being read, in either format, with the board and counts after the events
/// read so far.
pub struct TraceReader {
    inner: Inner,
}

// One reader lives per command: the size of the larger variant does not matter.
#[allow(clippy::large_enum_variant)]
enum Inner {
    Jsonl {
        reader: JsonlReader<Box<dyn Read>>,
        replay: Replay,
        counter: Counter,
        events: u64,
    },
    Binary(Box<BinaryReader<Box<dyn ReadSeek>>>),
}

/// Open a trace file for streaming, whatever its format (recognised by its first bytes,
/// never by its name): JSON Lines, plain or gzip-compressed, or the binary format.
pub fn open(path: &Path) -> Result<TraceReader, TraceError> {
    let io_err = |source| TraceError::Io {
        path: path.to_path_buf(),
        source,
    };
    let file = File::open(path).map_err(io_err)?;
    let mut buffered = BufReader::with_capacity(1 << 16, file);
    let first = buffered.fill_buf().map_err(io_err)?;
    if first.first() == Some(&MAGIC[0]) {
        // The buffer has read ahead: the binary reader starts again from the first byte.
        let mut file = buffered.into_inner();
        file.rewind().map_err(io_err)?;
        return TraceReader::binary(Box::new(file));
    }
    if !first.starts_with(&[0x1f, 0x8b]) {
        return TraceReader::jsonl(Box::new(buffered)).map_err(|e| relabel(e, path));
    }
    let gzip_err = |source: std::io::Error| TraceError::Io {
        path: path.to_path_buf(),
        source: std::io::Error::new(
            source.kind(),
            format!("it starts as a gzip file, but its compressed data cannot be read: {source}"),
        ),
    };
    let mut unzipped = BufReader::with_capacity(1 << 16, MultiGzDecoder::new(buffered));
    let first = unzipped.fill_buf().map_err(gzip_err)?;
    if first.starts_with(&MAGIC) {
        // A compressed binary trace is read into memory: it is small, and seeking needs it.
        let mut bytes = Vec::new();
        unzipped.read_to_end(&mut bytes).map_err(gzip_err)?;
        return TraceReader::binary(Box::new(Cursor::new(bytes)));
    }
    TraceReader::jsonl(Box::new(unzipped)).map_err(|e| relabel(e, path))
}

/// An input error from inside the reader, named with the file it came from.
fn relabel(err: TraceError, path: &Path) -> TraceError {
    match err {
        TraceError::Io { source, .. } => TraceError::Io {
            path: path.to_path_buf(),
            source,
        },
        other => other,
    }
}

impl TraceReader {
    /// Read a JSON Lines trace from `input`.
    pub fn jsonl(input: Box<dyn Read>) -> Result<TraceReader, TraceError> {
        let reader = JsonlReader::new(input)?;
        let header = reader.header();
        let replay = Replay::new(header.puzzle);
        let counter = Counter::new(Strategy::from_name(&header.solver).map(|s| s.check));
        Ok(TraceReader {
            inner: Inner::Jsonl {
                reader,
                replay,
                counter,
                events: 0,
            },
        })
    }

    /// Read a binary trace from `input`.
    pub(crate) fn binary(input: Box<dyn ReadSeek>) -> Result<TraceReader, TraceError> {
        Ok(TraceReader {
            inner: Inner::Binary(Box::new(BinaryReader::new(input)?)),
        })
    }

    /// Read a trace held in memory, in either format.
    pub fn from_bytes(bytes: Vec<u8>) -> Result<TraceReader, TraceError> {
        if bytes.starts_with(&MAGIC) {
            TraceReader::binary(Box::new(Cursor::new(bytes)))
        } else {
            TraceReader::jsonl(Box::new(Cursor::new(bytes)))
        }
    }

    pub fn format(&self) -> Format {
        match self.inner {
            Inner::Jsonl { .. } => Format::Jsonl,
            Inner::Binary(_) => Format::Binary,
        }
    }

    pub fn header(&self) -> &Header {
        match &self.inner {
            Inner::Jsonl { reader, .. } => reader.header(),
            Inner::Binary(reader) => reader.header(),
        }
    }

    /// The board and counts after the events read so far.
    pub fn replay(&self) -> &Replay {
        match &self.inner {
            Inner::Jsonl { replay, .. } => replay,
            Inner::Binary(reader) => reader.replay(),
        }
    }

    /// The counts of the events read so far.
    pub fn stats(&self) -> &Stats {
        match &self.inner {
            Inner::Jsonl { counter, .. } => counter.stats(),
            Inner::Binary(reader) => reader.stats(),
        }
    }

    /// Events read (and applied) so far.
    pub fn position(&self) -> u64 {
        match &self.inner {
            Inner::Jsonl { events, .. } => *events,
            Inner::Binary(reader) => reader.position(),
        }
    }

    /// Where the last thing read starts: its line, or its byte offset.
    pub fn location(&self) -> Location {
        match &self.inner {
            Inner::Jsonl { reader, .. } => Location::Line(reader.line()),
            Inner::Binary(reader) => reader.location(),
        }
    }

    /// The end record, once reached.
    pub fn end(&self) -> Option<&RecordedEnd> {
        match &self.inner {
            Inner::Jsonl { reader, .. } => reader.end(),
            Inner::Binary(reader) => reader.end(),
        }
    }

    /// Where the end record is, once reached.
    pub fn end_location(&self) -> Location {
        match &self.inner {
            Inner::Jsonl { reader, .. } => Location::Line(reader.end_line()),
            Inner::Binary(reader) => reader.location(),
        }
    }

    /// The number of events, when known without reading them all (a binary trace that
    /// was closed properly).
    pub fn total_events(&self) -> Option<u64> {
        match &self.inner {
            Inner::Jsonl { .. } => None,
            Inner::Binary(reader) => reader.total_events(),
        }
    }

    /// The end record, when known without reading every event (see [`total_events`]).
    ///
    /// [`total_events`]: TraceReader::total_events
    pub fn known_end(&self) -> Option<&RecordedEnd> {
        match &self.inner {
            Inner::Jsonl { reader, .. } => reader.end(),
            Inner::Binary(reader) => reader.closing_end().or(reader.end()),
        }
    }

    /// Events between two checkpoints of a binary trace.
    pub fn checkpoint_every(&self) -> Option<u64> {
        match &self.inner {
            Inner::Jsonl { .. } => None,
            Inner::Binary(reader) => Some(reader.checkpoint_every()),
        }
    }

    /// The counts of the search after checkpoint `k` (`k * checkpoint_every` events) of
    /// a properly closed binary trace, read from its index without moving; `None` for
    /// JSON Lines or past the last checkpoint.
    pub fn counts_at_checkpoint(&mut self, k: u64) -> Result<Option<Stats>, TraceError> {
        match &mut self.inner {
            Inner::Jsonl { .. } => Ok(None),
            Inner::Binary(reader) => reader.counts_at_checkpoint(k),
        }
    }

    /// Read the next event, apply it to the board, and return it; `None` after the end
    /// record. An event that cannot happen on the board is an error naming where it is.
    #[inline]
    pub fn next_event(&mut self) -> Result<Option<Event>, TraceError> {
        match &mut self.inner {
            Inner::Jsonl {
                reader,
                replay,
                counter,
                events,
            } => {
                let Some(event) = reader.next_event()? else {
                    return Ok(None);
                };
                replay
                    .apply(&event)
                    .map_err(|source| TraceError::Impossible {
                        at: Location::Line(reader.line()),
                        source,
                    })?;
                counter.record(&event, replay.depth());
                *events += 1;
                Ok(Some(event))
            }
            Inner::Binary(reader) => reader.next_event(),
        }
    }

    /// Read on until `target` events have been applied, or the end of the trace.
    pub fn advance_to(&mut self, target: u64) -> Result<(), TraceError> {
        match &mut self.inner {
            Inner::Binary(reader) => reader.advance_to(target),
            Inner::Jsonl { .. } => {
                while self.position() < target {
                    if self.next_event()?.is_none() {
                        break;
                    }
                }
                Ok(())
            }
        }
    }

    /// Read every remaining event, through the end record.
    pub fn read_to_end(&mut self) -> Result<(), TraceError> {
        self.advance_to(u64::MAX)?;
        while self.next_event()?.is_some() {}
        Ok(())
    }

    /// Move to just after event `target` (clamped to the trace). A binary trace starts
    /// from its nearest checkpoint; JSON Lines can only read on, so a target behind the
    /// position is an error there.
    pub fn seek(&mut self, target: u64) -> Result<(), TraceError> {
        let (position, location) = (self.position(), self.location());
        match &mut self.inner {
            Inner::Binary(reader) => reader.seek(target),
            Inner::Jsonl { .. } if target < position => Err(TraceError::malformed(
                location,
                format!(
                    "cannot go back to event {target} in JSON Lines (convert the trace to the binary format to move freely)"
                ),
            )),
            Inner::Jsonl { .. } => self.advance_to(target),
        }
    }
}

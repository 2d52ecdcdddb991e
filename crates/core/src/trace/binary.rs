//! The compact binary trace format (see docs/trace-format.md): a header, then records
//! that say only what the board and the previous event do not already imply.
//!
//! A search's events are predictable one by one from its own rules
//! ([`Rules::predict`]), so a trace of it is a few runs of "as predicted"; another
//! solver's steps that differ are stored one by one in 4 bytes, or, where shorter, the
//! events between two checkpoints are entropy-coded against the board ([`super::coded`]).
//! Every [`CHECKPOINT_EVERY`] events a checkpoint holds the whole state (board, last
//! event, counts), and the end record lists where each checkpoint is, so a reader can
//! start near any event instead of replaying from the first.
//!
//! Layout, all integers unsigned LEB128 varints unless said otherwise:
//!
//! ```text
//! file       = MAGIC version:u8 header name? record* end
//! header     = puzzle:81 bytes (0-9) solver:string writer:string max_events checkpoint_every
//! string     = length bytes          max_events = 0 for none, else limit + 1 (up to 2^64:
//!                                     65 bits, so a limit of 2^64 - 1 is kept)
//! name       = 0x06 string          (optional: the puzzle's name, from its collection)
//! record     = 0x01 count            (count events, each the predicted one)
//!            | 0x02 event:3 bytes    (one event, packed as Event::pack, little-endian)
//!            | 0x03 checkpoint       (state after a multiple of checkpoint_every events)
//!            | 0x05 count length bytes (count events, range-coded; see coded.rs)
//! checkpoint = board:41 bytes (nibbles) last:3 bytes (0xffffff: none) depth stats
//!              stack:depth bytes     (version 2: placed cells in order, +0x80 if forced)
//!              eliminations          (version 3: count, then each elimination standing,
//!                                     oldest first: pattern:3 bytes (Event::pack of its
//!                                     eliminate) after:u8 (placements before it))
//! stats      = tries row col box places backtracks cell_reads table_lookups max_depth events
//!              (version 2: choices guesses forced dead_ends unforced)
//!              (version 3: pointing claiming naked_pairs hidden_pairs restored)
//! end        = 0x04 events outcome:u8 (0 solved, 1 unsolvable, 2 limit)
//!              (0 | 1 board:41 bytes) (0 | 1 stats) checkpoints offset-deltas*
//!              end_offset:u64 little-endian END_MAGIC
//! ```

use std::io::{self, Read, Seek, SeekFrom, Write};

use super::coded;
use super::{Header, Location, RecordedEnd, TraceError};
use crate::events::counts::{Count, Stats};
use crate::events::event::{
    ELIMINATIONS, End, Event, NEW_KINDS, Outcome, PACKED_CELL_SHIFT, PACKED_DIGIT_SHIFT,
    PACKED_UNIT_SHIFT, PACKED_WITH_SHIFT,
};
use crate::events::pattern::Pattern;
use crate::events::replay::Replay;
use crate::numbers::thousands;
use crate::puzzle::grid::{CELLS, Grid};
use crate::search::{EventCounter, NullSink, Rules, Sink, Strategy};

/// The first bytes of every binary trace (PNG-style: a high byte, then line endings
/// that a text-mode transfer would mangle).
pub(crate) const MAGIC: [u8; 8] = *b"\x89SDT\r\n\x1a\n";
/// The last bytes of a binary trace that was closed properly.
const END_MAGIC: [u8; 8] = *b"SDT-END\n";
/// The newest version written after [`MAGIC`]; this reader understands 1 and 2. A
/// trace is written in the lowest version that holds its events (see
/// [`Header::format_version`]).
pub(crate) const BINARY_VERSION: u8 = super::FORMAT_VERSION as u8;
/// Events between two checkpoints in the files sudotrace writes.
pub(crate) const CHECKPOINT_EVERY: u64 = 1 << 16;
/// The most events between two checkpoints a reader accepts: sudotrace's own spacing.
/// A checkpoint is due at every multiple, and no run or coded block crosses one, so a
/// reader's work is bounded by the file's bytes (at most this many events for each
/// checkpoint's 60 bytes or more), whatever the records claim.
pub(crate) const MAX_CHECKPOINT_EVERY: u64 = CHECKPOINT_EVERY;

const TAG_RUN: u8 = 1;
const TAG_EVENT: u8 = 2;
const TAG_CHECKPOINT: u8 = 3;
const TAG_END: u8 = 4;
const TAG_CODED: u8 = 5;
/// The puzzle's name, a record that may stand only first, right after the header.
const TAG_NAME: u8 = 6;
/// The longest coded block accepted: a bound on memory for damaged inputs (a block holds
/// at most a checkpoint's worth of events, well under a byte each).
const MAX_CODED: u64 = 1 << 26;
const NO_EVENT: u32 = 0xff_ffff;
/// Bytes buffered before they are handed to the output.
const FLUSH_AT: usize = 1 << 16;

/// The file name extension that selects this format on write.
pub(crate) const EXTENSION: &str = "sdt";

/// Streams a trace in the binary format into `out`. As a [`Sink`] it cannot return
/// errors event by event: the first one is kept and returned by [`finish`].
///
/// [`finish`]: BinaryWriter::finish
pub struct BinaryWriter<W: Write> {
    out: W,
    buf: Vec<u8>,
    /// Bytes handed to `out` so far.
    written: u64,
    /// The rules that foresee the events: the header's strategy's.
    rules: Rules,
    /// The strategy the header names, if it is one of sudotrace's.
    strategy: Option<Strategy>,
    /// The board and counts after the events checked so far (all but `pending`).
    replay: Replay,
    counter: EventCounter,
    /// Events received and not yet checked against the canonical search, packed.
    pending: Vec<u32>,
    /// Checked events that were as predicted and are not yet written.
    run: u64,
    events: u64,
    every: u64,
    next_checkpoint: u64,
    checkpoints: Vec<u64>,
    error: Option<io::Error>,
    /// The format version written: what checkpoints and counts hold.
    version: u8,
}

impl<W: Write> BinaryWriter<W> {
    /// Start a trace: the header is written at once.
    pub fn new(out: W, header: &Header) -> BinaryWriter<W> {
        BinaryWriter::with_checkpoints(out, header, CHECKPOINT_EVERY)
    }

    /// Start a trace with a checkpoint every `every` events (at least 1).
    pub(crate) fn with_checkpoints(out: W, header: &Header, every: u64) -> BinaryWriter<W> {
        let every = every.max(1);
        // Both buffers grow as a long search needs them: a short one (most puzzles of a
        // collection) does not pay for a quarter of a megabyte it never fills.
        let mut buf = Vec::with_capacity(1 << 10);
        buf.extend_from_slice(&MAGIC);
        // Version 1's checkpoints hold no stack: its placements are taken in cell order,
        // the row-by-row search's. Another solver's may be in any order, which only
        // version 2's checkpoints keep.
        let rows = crate::search::Strategy::from_name(&header.solver)
            .is_some_and(|strategy| strategy.is_plain_rows());
        let version = match rows {
            true => header.format_version() as u8,
            false => (header.format_version() as u8).max(2),
        };
        buf.push(version);
        buf.extend_from_slice(header.puzzle.digits());
        put_str(&mut buf, &header.solver);
        put_str(&mut buf, &header.writer);
        // The limit + 1 in 65 bits, so that a limit of 2^64 - 1 is kept exactly.
        put_wide_varint(&mut buf, header.max_events.map_or(0, |n| u128::from(n) + 1));
        put_varint(&mut buf, every);
        if let Some(name) = &header.name {
            buf.push(TAG_NAME);
            put_str(&mut buf, name);
        }
        let strategy = Strategy::from_name(&header.solver);
        BinaryWriter {
            out,
            buf,
            written: 0,
            rules: Rules::for_solver(&header.solver, &header.puzzle),
            strategy,
            replay: Replay::new(header.puzzle),
            counter: EventCounter::new(strategy.map(|s| s.check), &header.puzzle),
            pending: Vec::new(),
            run: 0,
            events: 0,
            every,
            next_checkpoint: every,
            checkpoints: Vec::new(),
            error: None,
            version,
        }
    }

    fn offset(&self) -> u64 {
        self.written + self.buf.len() as u64
    }

    fn flush_run(&mut self) {
        if self.run > 0 {
            self.buf.push(TAG_RUN);
            put_varint(&mut self.buf, self.run);
            self.run = 0;
        }
    }

    /// Match the pending events against the search's rules: in one stretch of the
    /// search when they all match (the usual case), else one by one.
    fn match_pending(&mut self) {
        let pending = std::mem::take(&mut self.pending);
        let count = pending.len() as u64;
        let before = (self.replay.clone(), self.counter.clone());
        let mut matches = Matches {
            expected: &pending,
            matched: 0,
        };
        let applied = self.rules.advance(
            &mut self.replay,
            &mut self.counter,
            count,
            false,
            &mut matches,
        );
        if applied == count && matches.matched == pending.len() {
            self.run += count;
        } else {
            (self.replay, self.counter) = before;
            self.write_deviating(&pending);
        }
        self.pending = pending;
        self.pending.clear();
    }

    #[cold]
    fn checkpoint(&mut self) {
        self.match_pending();
        self.flush_run();
        self.checkpoints.push(self.offset());
        self.buf.push(TAG_CHECKPOINT);
        put_checkpoint(
            &mut self.buf,
            &self.replay,
            self.counter.stats(),
            self.version,
        );
        self.next_checkpoint += self.every;
        if self.buf.len() >= FLUSH_AT {
            self.flush_buffer();
        }
    }

    /// Events the rules do not all foresee, each checked on the board: written as runs
    /// and events of 3 bytes, or as one coded block ([`coded`]), whichever is shorter.
    #[cold]
    fn write_deviating(&mut self, pending: &[u32]) {
        self.flush_run();
        let mut literal = Vec::new();
        let mut run = 0u64;
        let mut encoder = coded::Encoder::new();
        let mut models = coded::Models::default();
        // The coder knows the kinds of format version 2: a block with an elimination the
        // rules do not foresee is written literally.
        let mut codable = true;
        for &packed in pending {
            let event = Event::unpack(packed);
            let predicted = self.rules.predict(&self.replay);
            codable &= predicted == Some(event) || event.pattern().is_none();
            if codable {
                coded::encode(&mut encoder, &mut models, &self.replay, predicted, event);
            }
            if predicted == Some(event) {
                run += 1;
                self.replay.apply_trusted(&event);
            } else {
                if let Err(err) = self.replay.apply(&event) {
                    self.error
                        .get_or_insert_with(|| io::Error::new(io::ErrorKind::InvalidData, err));
                    return;
                }
                put_run(&mut literal, &mut run);
                literal.push(TAG_EVENT);
                literal.extend_from_slice(&packed.to_le_bytes()[..3]);
            }
            self.counter.record(&event, self.replay.depth());
        }
        put_run(&mut literal, &mut run);
        let bytes = encoder.finish();
        let mut block = vec![TAG_CODED];
        put_varint(&mut block, pending.len() as u64);
        put_varint(&mut block, bytes.len() as u64);
        block.extend_from_slice(&bytes);
        let shorter = if codable && block.len() < literal.len() {
            block
        } else {
            literal
        };
        self.buf.extend_from_slice(&shorter);
        if self.buf.len() >= FLUSH_AT {
            self.flush_buffer();
        }
    }

    fn flush_buffer(&mut self) {
        if self.error.is_none() {
            match self.out.write_all(&self.buf) {
                Ok(()) => self.written += self.buf.len() as u64,
                Err(err) => self.error = Some(err),
            }
        }
        self.buf.clear();
    }

    /// Write the end record and flush; gives back the output to be committed.
    pub fn finish(self, end: &End) -> io::Result<W> {
        self.finish_recorded(&RecordedEnd::from(end))
    }

    /// Write the end record as read from another trace (its counts may be missing).
    pub fn finish_recorded(mut self, end: &RecordedEnd) -> io::Result<W> {
        self.match_pending();
        self.flush_run();
        let end_offset = self.offset();
        let buf = &mut self.buf;
        buf.push(TAG_END);
        put_varint(buf, self.events);
        buf.push(match end.outcome {
            Outcome::Solved => 0,
            Outcome::Unsolvable => 1,
            Outcome::Limit => 2,
        });
        match &end.solution {
            Some(grid) => {
                buf.push(1);
                put_board(buf, grid);
            }
            None => buf.push(0),
        }
        match &end.stats {
            Some(stats) => {
                buf.push(1);
                put_stats(buf, stats, self.version);
            }
            None => buf.push(0),
        }
        put_varint(buf, self.checkpoints.len() as u64);
        let mut previous = 0;
        for &offset in &self.checkpoints {
            put_varint(buf, offset - previous);
            previous = offset;
        }
        buf.extend_from_slice(&end_offset.to_le_bytes());
        buf.extend_from_slice(&END_MAGIC);
        self.flush_buffer();
        if let Some(err) = self.error.take() {
            return Err(err);
        }
        self.out.flush()?;
        Ok(self.out)
    }
}

impl<W: Write> Sink for BinaryWriter<W> {
    /// Events are gathered and checked a checkpoint's worth at a time.
    #[inline(always)]
    fn event(&mut self, event: Event) {
        if self.events == self.next_checkpoint {
            self.checkpoint();
        }
        self.events += 1;
        self.pending.push(event.pack());
    }

    /// The search the header names is foreseen by the writer's own rules: it is taken a
    /// checkpoint's worth of events at a time, as a run.
    fn foresee(&mut self, strategy: Strategy) -> Option<u64> {
        if self.strategy != Some(strategy) || !self.pending.is_empty() {
            return None;
        }
        if self.events == self.next_checkpoint {
            self.checkpoint();
        }
        Some(self.next_checkpoint - self.events)
    }

    fn foreseen(&mut self, count: u64, at: &Replay, stats: &Stats) {
        self.events += count;
        self.run += count;
        self.replay.clone_from(at);
        self.counter = EventCounter::resume(self.counter.check(), self.replay.givens(), *stats);
    }
}

/// Counts the events that match the expected ones, in order, up to the first that does not.
struct Matches<'a> {
    expected: &'a [u32],
    matched: usize,
}

impl Sink for Matches<'_> {
    #[inline(always)]
    fn event(&mut self, event: Event) {
        if self.expected.get(self.matched) == Some(&event.pack()) {
            self.matched += 1;
        } else {
            // Past a mismatch nothing more may match.
            self.matched = usize::MAX;
        }
    }
}

/// A run record of `run` predicted events, if any; `run` is then 0.
fn put_run(buf: &mut Vec<u8>, run: &mut u64) {
    if *run > 0 {
        buf.push(TAG_RUN);
        put_varint(buf, *run);
        *run = 0;
    }
}

fn put_varint(buf: &mut Vec<u8>, mut value: u64) {
    while value >= 0x80 {
        buf.push(value as u8 | 0x80);
        value >>= 7;
    }
    buf.push(value as u8);
}

/// [`put_varint`] of a value up to 2^64 (65 bits, at most 10 bytes): the header's
/// `max_events`, which is the limit + 1. Below 2^64 the bytes are [`put_varint`]'s.
fn put_wide_varint(buf: &mut Vec<u8>, mut value: u128) {
    while value >= 0x80 {
        buf.push(value as u8 | 0x80);
        value >>= 7;
    }
    buf.push(value as u8);
}

fn put_str(buf: &mut Vec<u8>, text: &str) {
    put_varint(buf, text.len() as u64);
    buf.extend_from_slice(text.as_bytes());
}

/// 81 digits in 41 bytes: cell `2i` in the low nibble of byte `i`, `2i + 1` in the high.
fn put_board(buf: &mut Vec<u8>, grid: &Grid) {
    for pair in grid.digits().chunks(2) {
        buf.push(pair[0] | pair.get(1).map_or(0, |d| d << 4));
    }
}

/// How many counts a version stores, in the order of [`Count::ALL`]: version 1 all but
/// the choosing strategies' counts.
fn stats_len(version: u8) -> usize {
    match version {
        1 => Count::ALL.len() - Count::CHOOSING.len() - Count::ELIMINATING.len(),
        2 => Count::ALL.len() - Count::ELIMINATING.len(),
        _ => Count::ALL.len(),
    }
}

fn put_stats(buf: &mut Vec<u8>, s: &Stats, version: u8) {
    for value in &Count::values(s)[..stats_len(version)] {
        put_varint(buf, *value);
    }
}

fn put_checkpoint(buf: &mut Vec<u8>, replay: &Replay, stats: &Stats, version: u8) {
    put_board(buf, replay.board());
    let last = replay.last().map_or(NO_EVENT, |e| e.pack());
    buf.extend_from_slice(&last.to_le_bytes()[..3]);
    put_varint(buf, replay.depth());
    put_stats(buf, stats, version);
    if version >= 2 {
        buf.extend_from_slice(replay.stack());
    }
    if version >= 3 {
        put_varint(buf, replay.eliminations().len() as u64);
        for standing in replay.eliminations() {
            let pattern = Event::Eliminate {
                pattern: standing.pattern,
            };
            buf.extend_from_slice(&pattern.pack().to_le_bytes()[..3]);
            buf.push(standing.after);
        }
    }
}

/// A byte reader that knows the offset of every byte it hands out, over one buffer.
struct Bytes<R> {
    input: R,
    buf: Box<[u8]>,
    pos: usize,
    filled: usize,
    /// File offset of `buf[0]`.
    base: u64,
    /// The format version, once the header is read: what counts and checkpoints hold.
    version: u8,
}

/// The input ended where more bytes were needed.
struct Eof;

impl<R: Read + Seek> Bytes<R> {
    fn new(input: R) -> Bytes<R> {
        Bytes {
            input,
            buf: vec![0; 1 << 16].into_boxed_slice(),
            pos: 0,
            filled: 0,
            base: 0,
            version: 1,
        }
    }

    fn offset(&self) -> u64 {
        self.base + self.pos as u64
    }

    fn refill(&mut self) -> io::Result<bool> {
        self.base += self.filled as u64;
        self.pos = 0;
        self.filled = 0;
        loop {
            match self.input.read(&mut self.buf) {
                Ok(n) => {
                    self.filled = n;
                    return Ok(n > 0);
                }
                Err(err) if err.kind() == io::ErrorKind::Interrupted => {}
                Err(err) => return Err(err),
            }
        }
    }

    /// The length of the input, leaving the reading position where it was.
    fn len(&mut self) -> io::Result<u64> {
        let len = self.input.seek(SeekFrom::End(0))?;
        self.input
            .seek(SeekFrom::Start(self.base + self.filled as u64))?;
        Ok(len)
    }

    fn seek(&mut self, offset: u64) -> io::Result<()> {
        if offset >= self.base && offset <= self.base + self.filled as u64 {
            self.pos = (offset - self.base) as usize;
            return Ok(());
        }
        self.input.seek(SeekFrom::Start(offset))?;
        self.base = offset;
        self.pos = 0;
        self.filled = 0;
        Ok(())
    }

    /// The next byte, `Ok(Err(Eof))` at the end of the input.
    #[inline(always)]
    fn byte(&mut self) -> io::Result<Result<u8, Eof>> {
        if self.pos == self.filled && !self.refill()? {
            return Ok(Err(Eof));
        }
        let byte = self.buf[self.pos];
        self.pos += 1;
        Ok(Ok(byte))
    }
}

/// What reading a field can go wrong with: the input, its end, or a bad value.
enum Fault {
    Io(io::Error),
    Eof,
    Bad(String),
}

impl From<io::Error> for Fault {
    fn from(err: io::Error) -> Fault {
        Fault::Io(err)
    }
}

/// Field readers: each says what it expected, for the error message.
impl<R: Read + Seek> Bytes<R> {
    fn u8(&mut self) -> Result<u8, Fault> {
        self.byte()?.map_err(|Eof| Fault::Eof)
    }

    fn varint(&mut self) -> Result<u64, Fault> {
        let mut value = 0u64;
        for shift in (0..64).step_by(7) {
            let byte = self.u8()?;
            let bits = (byte & 0x7f) as u64;
            if shift == 63 && bits > 1 {
                return Err(Fault::Bad("a number too large for 64 bits".into()));
            }
            value |= bits << shift;
            if byte & 0x80 == 0 {
                return Ok(value);
            }
        }
        Err(Fault::Bad("a number longer than 10 bytes".into()))
    }

    /// A varint of up to 65 bits (at most 2^64): the header's `max_events`, the limit
    /// + 1, which [`Bytes::varint`] would refuse for the limit 2^64 - 1.
    fn wide_varint(&mut self) -> Result<u128, Fault> {
        let mut value = 0u128;
        for shift in (0..70).step_by(7) {
            let byte = self.u8()?;
            value |= u128::from(byte & 0x7f) << shift;
            if value > 1 << 64 {
                return Err(Fault::Bad("an event limit above 2^64 - 1".into()));
            }
            if byte & 0x80 == 0 {
                return Ok(value);
            }
        }
        Err(Fault::Bad("a number longer than 10 bytes".into()))
    }

    fn array<const N: usize>(&mut self) -> Result<[u8; N], Fault> {
        let mut out = [0u8; N];
        for byte in &mut out {
            *byte = self.u8()?;
        }
        Ok(out)
    }

    fn string(&mut self, what: &str) -> Result<String, Fault> {
        let len = self.varint()?;
        if len > super::MAX_NAME as u64 {
            return Err(Fault::Bad(format!(
                "the {what} is {} bytes long (at most {})",
                thousands(len),
                thousands(super::MAX_NAME as u64)
            )));
        }
        let mut bytes = Vec::with_capacity(len as usize);
        for _ in 0..len {
            bytes.push(self.u8()?);
        }
        String::from_utf8(bytes).map_err(|_| Fault::Bad(format!("the {what} is not UTF-8")))
    }

    fn board(&mut self, what: &str) -> Result<Grid, Fault> {
        let packed: [u8; 41] = self.array()?;
        let mut digits = [0u8; CELLS];
        for (i, digit) in digits.iter_mut().enumerate() {
            *digit = (packed[i / 2] >> (4 * (i % 2))) & 0xf;
        }
        if packed[40] >> 4 != 0 {
            return Err(Fault::Bad(format!("{what}: stray bits after cell r9c9")));
        }
        Grid::from_digits(digits).ok_or_else(|| Fault::Bad(format!("{what}: a digit above 9")))
    }

    fn event(&mut self) -> Result<Option<Event>, Fault> {
        let [a, b, c] = self.array()?;
        let packed = u32::from_le_bytes([a, b, c, 0]);
        if packed == NO_EVENT {
            return Ok(None);
        }
        unpack_checked(packed, self.version)
            .map(Some)
            .ok_or_else(|| Fault::Bad(format!("0x{packed:06x} is not an event")))
    }

    fn stats(&mut self) -> Result<Stats, Fault> {
        let mut values = [0u64; crate::events::counts::COUNTS];
        for value in &mut values[..stats_len(self.version)] {
            *value = self.varint()?;
        }
        Ok(Count::stats_of(values))
    }

    /// The placement stack of a checkpoint at `depth` (version 2; version 1 has none).
    fn stack(&mut self, depth: u64) -> Result<Option<Vec<u8>>, Fault> {
        if self.version < 2 {
            return Ok(None);
        }
        if depth > CELLS as u64 {
            return Err(Fault::Bad(format!("a depth of {depth} (at most 81)")));
        }
        let mut stack = Vec::with_capacity(depth as usize);
        for _ in 0..depth {
            stack.push(self.u8()?);
        }
        Ok(Some(stack))
    }

    /// The eliminations standing at a checkpoint (version 3; earlier ones have none).
    fn eliminations(&mut self) -> Result<Vec<(Pattern, u8)>, Fault> {
        if self.version < 3 {
            return Ok(Vec::new());
        }
        let count = self.varint()?;
        // Each elimination takes a candidate at least: at most 81 × 9 stand at once.
        if count > 729 {
            return Err(Fault::Bad(format!(
                "{count} eliminations standing (at most 729)"
            )));
        }
        let mut standing = Vec::with_capacity(count as usize);
        for _ in 0..count {
            let pattern = match self.event()? {
                Some(Event::Eliminate { pattern }) => pattern,
                _ => {
                    return Err(Fault::Bad(
                        "a standing elimination that is none".to_string(),
                    ));
                }
            };
            standing.push((pattern, self.u8()?));
        }
        Ok(standing)
    }
}

/// [`Event::unpack`] for bytes from a file of format `version`: `None` unless every
/// field is in range and the kind is one of the version's.
fn unpack_checked(packed: u32, version: u8) -> Option<Event> {
    let cell = packed >> PACKED_CELL_SHIFT & 0x7f;
    let digit = packed >> PACKED_DIGIT_SHIFT & 0xf;
    let unit = packed >> PACKED_UNIT_SHIFT & 3;
    let with = packed >> PACKED_WITH_SHIFT & 0x7f;
    let kind = packed & 3;
    if packed & ELIMINATIONS != 0 {
        let pattern = Pattern::unpack(packed >> 1 & 0x3f_ffff);
        return (version >= 3 && packed < ELIMINATIONS << 1 && pattern.is_some())
            .then(|| Event::unpack(packed));
    }
    let new_kind = packed & NEW_KINDS != 0;
    if new_kind && version < 2 {
        return None;
    }
    let digit_ok = match (new_kind, kind) {
        (true, 0) => digit <= 9,
        (true, 2) => digit == 0,
        _ => (1..=9).contains(&digit),
    };
    let rest_ok = match (new_kind, kind) {
        (false, 1) => unit < 3 && (with as usize) < CELLS,
        (true, 1) => with == 0,
        _ => unit == 0 && with == 0,
    };
    // No bit above the kinds' is set.
    let valid = packed < NEW_KINDS << 1 && (cell as usize) < CELLS && digit_ok && rest_ok;
    valid.then(|| Event::unpack(packed))
}

/// A checkpoint as stored.
struct Checkpoint {
    board: Grid,
    last: Option<Event>,
    depth: u64,
    stats: Stats,
    /// The placements in order (version 2).
    stack: Option<Vec<u8>>,
    /// The eliminations standing, each after how many placements (version 3).
    eliminations: Vec<(Pattern, u8)>,
}

impl Checkpoint {
    /// Whether the parts agree with one another, so that a jump to a damaged checkpoint is
    /// refused rather than shown: the digits placed, the depth and the counts, and the
    /// cell of the last event. (Any writer's search passes: the order it fills blanks in
    /// is not checked.)
    fn consistent(&self, puzzle: &Grid) -> Result<(), String> {
        let (board, stats, depth) = (&self.board, &self.stats, self.depth);
        let placed = (board.filled() - puzzle.filled()) as u64;
        // Checked: the counts are read from the file.
        let puts = stats.places.checked_add(stats.forced);
        let takes = stats.backtracks.checked_add(stats.unforced);
        let (Some(puts), Some(takes)) = (puts, takes) else {
            return Err("counts past 2^64 − 1".to_string());
        };
        if placed != depth || puts.checked_sub(takes) != Some(depth) {
            return Err(format!(
                "{placed} digits are placed, but the depth is {depth} and {puts} placements less {takes} taken back"
            ));
        }
        let kinds =
            crate::events::event::count_of_kinds(&crate::events::event::EventKind::ALL, stats);
        if kinds != stats.events || stats.max_depth < depth {
            return Err(format!(
                "the counts do not add up ({kinds} events by kind, {} in all; depth {depth}, most {})",
                stats.events, stats.max_depth
            ));
        }
        let last_fits = match self.last {
            None => stats.events == 0,
            Some(Event::Place { cell, digit }) => board.get(cell) == digit,
            Some(Event::Conflict {
                cell, digit, with, ..
            }) => board.get(cell) == 0 && board.get(with) == digit,
            Some(Event::Force { cell, digit, .. }) => board.get(cell) == digit,
            Some(
                Event::Try { cell, .. }
                | Event::Backtrack { cell, .. }
                | Event::Choose { cell, .. }
                | Event::DeadEnd { cell }
                | Event::Unforce { cell, .. },
            ) => board.get(cell) == 0,
            Some(Event::Eliminate { .. } | Event::Restore { .. }) => true,
        };
        if !last_fits {
            return Err("the last event does not fit the board".to_string());
        }
        Ok(())
    }
}

/// What the end record holds besides the end itself.
struct Closing {
    end: RecordedEnd,
    events: u64,
    checkpoints: Vec<u64>,
}

/// Streams a binary trace back, event by event, applying each to its [`Replay`]; with
/// the checkpoint index of a properly closed file it can also jump near any event.
pub(crate) struct BinaryReader<R> {
    bytes: Bytes<R>,
    header: Header,
    every: u64,
    /// Offset of the first record, just after the header.
    first_record: u64,
    /// The rules that foresee the events, as the writer's did.
    rules: Rules,
    /// The board and counts after the events applied so far.
    replay: Replay,
    counter: EventCounter,
    run_left: u64,
    /// The events after which a checkpoint was last met (or restored, or 0): one is due
    /// at every multiple of `every` before any further event.
    checked: u64,
    /// The coded block being read, with the events it has left.
    coded: Option<Box<CodedBlock>>,
    /// Offset of the record being read, for error messages.
    record_at: u64,
    /// Events applied so far.
    events: u64,
    end: Option<RecordedEnd>,
    /// From the end record, read at open when the file was closed properly.
    closing: Option<Closing>,
}

impl<R: Read + Seek> BinaryReader<R> {
    /// Read the header (and, if the file ends properly, its end record and checkpoint
    /// index); the events follow on demand.
    pub(crate) fn new(input: R) -> Result<BinaryReader<R>, TraceError> {
        let mut bytes = Bytes::new(input);
        let at = |bytes: &Bytes<R>| Location::Byte(bytes.offset());
        let magic: [u8; 8] = bytes
            .array()
            .map_err(|f| fault(f, at(&bytes), "the 8 bytes of a binary trace's signature"))?;
        if magic != MAGIC {
            return Err(TraceError::malformed(
                Location::Byte(0),
                "not a binary sudotrace trace (its first 8 bytes are not the signature)",
            ));
        }
        let version = bytes
            .u8()
            .map_err(|f| fault(f, at(&bytes), "the format version"))?;
        if !(1..=BINARY_VERSION).contains(&version) {
            return Err(TraceError::malformed(
                Location::Byte(8),
                format!(
                    "binary trace format version {version} is not one this sudotrace reads (it reads 1 to {BINARY_VERSION})"
                ),
            ));
        }
        bytes.version = version;
        let header = read_header(&mut bytes)?;
        let (mut header, every) = header;
        header.name = read_name(&mut bytes)?;
        let start = bytes.offset();
        let closing = read_closing(&mut bytes);
        bytes
            .seek(start)
            .map_err(|e| fault(e.into(), at(&bytes), "the first record"))?;
        let rules = Rules::for_solver(&header.solver, &header.puzzle);
        let check = Strategy::from_name(&header.solver).map(|s| s.check);
        Ok(BinaryReader {
            bytes,
            every,
            first_record: start,
            rules,
            replay: Replay::new(header.puzzle),
            counter: EventCounter::new(check, &header.puzzle),
            header,
            run_left: 0,
            checked: 0,
            coded: None,
            record_at: start,
            events: 0,
            end: None,
            closing,
        })
    }

    pub(crate) fn header(&self) -> &Header {
        &self.header
    }

    pub(crate) fn replay(&self) -> &Replay {
        &self.replay
    }

    /// The counts of the events applied so far.
    pub(crate) fn stats(&self) -> &Stats {
        self.counter.stats()
    }

    /// Events applied so far.
    pub(crate) fn position(&self) -> u64 {
        self.events
    }

    /// Where the record being read starts.
    pub(crate) fn location(&self) -> Location {
        Location::Byte(self.record_at)
    }

    /// The number of events, known at open for a file that was closed properly.
    pub(crate) fn total_events(&self) -> Option<u64> {
        self.closing.as_ref().map(|c| c.events)
    }

    /// The end record: known at open for a file that was closed properly, else once read.
    pub(crate) fn known_end(&self) -> Option<&RecordedEnd> {
        self.closing.as_ref().map(|c| &c.end).or(self.end.as_ref())
    }

    /// Events between checkpoints.
    pub(crate) fn checkpoint_every(&self) -> u64 {
        self.every
    }

    /// Apply the next event and return it; `None` after the end record.
    #[inline]
    pub(crate) fn next_event(&mut self) -> Result<Option<Event>, TraceError> {
        if self.run_left > 0 {
            return self.next_predicted().map(Some);
        }
        if self.coded.is_some() {
            return self.next_coded().map(Some);
        }
        self.next_record()
    }

    /// The next event of the coded block being read, checked on the board.
    #[cold]
    fn next_coded(&mut self) -> Result<Event, TraceError> {
        let at = self.location();
        let predicted = self.rules.predict(&self.replay);
        let block = self.coded.as_mut().expect("a coded block is being read");
        let event = coded::decode(
            &mut block.decoder,
            &mut block.models,
            &self.replay,
            predicted,
        )
        .filter(|_| !block.decoder.overran())
        .ok_or_else(|| {
            TraceError::malformed(at, "a coded block that does not read as events (damaged?)")
        })?;
        block.left -= 1;
        if block.left == 0 {
            self.coded = None;
        }
        self.replay
            .apply(&event)
            .map_err(|source| TraceError::Impossible { at, source })?;
        self.counter.record(&event, self.replay.depth());
        self.events += 1;
        Ok(event)
    }

    #[inline(always)]
    fn next_predicted(&mut self) -> Result<Event, TraceError> {
        let Some(event) = self.rules.predict(&self.replay) else {
            return Err(self.run_too_long());
        };
        self.replay.apply_trusted(&event);
        self.counter.record(&event, self.replay.depth());
        self.run_left -= 1;
        self.events += 1;
        Ok(event)
    }

    #[cold]
    fn run_too_long(&self) -> TraceError {
        TraceError::malformed(
            self.location(),
            format!(
                "a run of predicted events goes {} events past where the search stops (after event {})",
                self.run_left, self.events
            ),
        )
    }

    /// Apply events until `target` have been applied or the trace ends, without
    /// returning them one by one: the fast way through long runs.
    pub(crate) fn advance_to<S: Sink>(
        &mut self,
        target: u64,
        sink: &mut S,
    ) -> Result<(), TraceError> {
        while self.events < target {
            if self.run_left > 0 {
                let take = self.run_left.min(target - self.events);
                self.apply_run(take, sink)?;
                continue;
            }
            if self.coded.is_some() {
                sink.event(self.next_coded()?);
                continue;
            }
            match self.next_record()? {
                Some(event) => sink.event(event),
                None => break,
            }
        }
        Ok(())
    }

    fn apply_run<S: Sink>(&mut self, count: u64, sink: &mut S) -> Result<(), TraceError> {
        let applied = self
            .rules
            .advance(&mut self.replay, &mut self.counter, count, false, sink);
        self.run_left -= applied;
        self.events += applied;
        if applied < count {
            return Err(self.run_too_long());
        }
        Ok(())
    }

    /// Move to just after event `target` (or the end of the trace): from the nearest
    /// checkpoint at or before it when that is ahead of the current position or the
    /// target is behind, else by reading on.
    pub(crate) fn seek(&mut self, target: u64) -> Result<(), TraceError> {
        let target = match self.total_events() {
            Some(total) => target.min(total),
            None => target,
        };
        let nearest = (target / self.every) as usize;
        let offset = nearest
            .checked_sub(1)
            .and_then(|k| self.closing.as_ref()?.checkpoints.get(k).copied());
        let behind = target < self.events;
        let checkpoint_ahead = nearest as u64 * self.every > self.events;
        if behind || checkpoint_ahead {
            match offset {
                Some(offset) => self.restore(offset, nearest as u64 * self.every)?,
                None if behind || nearest == 0 => self.rewind()?,
                None => {}
            }
        }
        self.advance_to(target, &mut NullSink)
    }

    /// The number of events before the first one stored other than in a run (a run's
    /// events are the predicted ones, those of the strategy the header names): found from
    /// the records alone, a run's length and a checkpoint skipped over without applying
    /// anything; `None` when every event is in a run. The reader stays where it is.
    pub(crate) fn first_stored_event(&mut self) -> Result<Option<u64>, TraceError> {
        let (here, record_at) = (self.bytes.offset(), self.record_at);
        let found = self.skim_to_first_stored();
        self.record_at = record_at;
        self.bytes.seek(here).map_err(|e| self.io_fault(e))?;
        match found {
            // Cut short among runs and checkpoints: every event there is is in a run.
            Err(TraceError::NoEnd(_)) => Ok(None),
            found => found,
        }
    }

    /// [`first_stored_event`](BinaryReader::first_stored_event)'s skim from the first
    /// record, leaving the reader wherever it stops.
    fn skim_to_first_stored(&mut self) -> Result<Option<u64>, TraceError> {
        self.bytes
            .seek(self.first_record)
            .map_err(|e| self.io_fault(e))?;
        let mut events = 0u64;
        loop {
            self.record_at = self.bytes.offset();
            let at = self.location();
            let tag = match self.bytes.byte().map_err(|e| self.io_fault(e))? {
                Ok(tag) => tag,
                Err(Eof) => return Ok(None),
            };
            match tag {
                TAG_RUN => {
                    let count = self
                        .bytes
                        .varint()
                        .map_err(|f| fault(f, at, "the length of a run"))?;
                    events = events.saturating_add(count);
                }
                TAG_CHECKPOINT => {
                    self.read_checkpoint()?;
                }
                TAG_EVENT | TAG_CODED => return Ok(Some(events)),
                _ => return Ok(None),
            }
        }
    }

    /// The counts of the search at checkpoint `k` (after `k * checkpoint_every` events,
    /// 1 or more), read from the index of a properly closed file without moving from
    /// the current position; `None` when there is no such checkpoint.
    pub(crate) fn counts_at_checkpoint(&mut self, k: u64) -> Result<Option<Stats>, TraceError> {
        let Some(offset) = k
            .checked_sub(1)
            .and_then(|i| self.closing.as_ref()?.checkpoints.get(i as usize).copied())
        else {
            return Ok(None);
        };
        let (here, record_at) = (self.bytes.offset(), self.record_at);
        let stats = self.checkpoint_at(offset)?.stats;
        self.record_at = record_at;
        self.bytes.seek(here).map_err(|e| self.io_fault(e))?;
        Ok(Some(stats))
    }

    fn rewind(&mut self) -> Result<(), TraceError> {
        let start = self.first_record;
        self.bytes.seek(start).map_err(|e| self.io_fault(e))?;
        self.replay = Replay::new(self.header.puzzle);
        self.counter = EventCounter::new(self.counter.check(), &self.header.puzzle);
        self.events = 0;
        self.checked = 0;
        self.run_left = 0;
        self.coded = None;
        self.end = None;
        self.record_at = start;
        Ok(())
    }

    /// The checkpoint the index says stands at `offset`; the reader is left after it.
    fn checkpoint_at(&mut self, offset: u64) -> Result<Checkpoint, TraceError> {
        self.bytes.seek(offset).map_err(|e| self.io_fault(e))?;
        self.record_at = offset;
        let tag = self
            .bytes
            .u8()
            .map_err(|f| fault(f, Location::Byte(offset), "a checkpoint"))?;
        if tag != TAG_CHECKPOINT {
            return Err(TraceError::malformed(
                Location::Byte(offset),
                format!("the index points at 0x{tag:02x}, not at a checkpoint"),
            ));
        }
        self.read_checkpoint()
    }

    /// Move to the checkpoint the index says stands at `offset`, after event `events`.
    fn restore(&mut self, offset: u64, events: u64) -> Result<(), TraceError> {
        let checkpoint = self.checkpoint_at(offset)?;
        if checkpoint.stats.events != events {
            return Err(TraceError::malformed(
                Location::Byte(offset),
                format!(
                    "the index's checkpoint after event {} counts {} events",
                    thousands(events),
                    thousands(checkpoint.stats.events)
                ),
            ));
        }
        self.replay = self.resume(&checkpoint)?;
        self.counter =
            EventCounter::resume(self.counter.check(), &self.header.puzzle, checkpoint.stats);
        self.events = checkpoint.stats.events;
        self.checked = self.events;
        self.run_left = 0;
        self.coded = None;
        self.end = None;
        Ok(())
    }

    /// The replay a checkpoint describes, refused when its parts disagree.
    fn resume(&self, checkpoint: &Checkpoint) -> Result<Replay, TraceError> {
        let puzzle = self.header.puzzle;
        match &checkpoint.stack {
            Some(stack) => Replay::at_stacked_with(
                puzzle,
                checkpoint.board,
                checkpoint.last,
                stack,
                &checkpoint.eliminations,
            ),
            None => Replay::at(puzzle, checkpoint.board, checkpoint.last),
        }
        .map_err(|bad| bad.to_string())
        .and_then(|replay| checkpoint.consistent(&puzzle).map(|()| replay))
        .map_err(|reason| {
            TraceError::malformed(self.location(), format!("a bad checkpoint: {reason}"))
        })
    }

    fn io_fault(&self, err: io::Error) -> TraceError {
        fault(Fault::Io(err), self.location(), "")
    }

    fn read_checkpoint(&mut self) -> Result<Checkpoint, TraceError> {
        let at = self.location();
        let read = |bytes: &mut Bytes<R>| -> Result<Checkpoint, Fault> {
            let board = bytes.board("the checkpoint's board")?;
            let last = bytes.event()?;
            let depth = bytes.varint()?;
            let stats = bytes.stats()?;
            Ok(Checkpoint {
                board,
                last,
                depth,
                stats,
                stack: bytes.stack(depth)?,
                eliminations: bytes.eliminations()?,
            })
        };
        read(&mut self.bytes).map_err(|f| fault(f, at, "the rest of a checkpoint"))
    }

    /// Read records until one yields an event (applied and returned) or the end.
    fn next_record(&mut self) -> Result<Option<Event>, TraceError> {
        loop {
            if self.end.is_some() {
                return Ok(None);
            }
            self.record_at = self.bytes.offset();
            let at = self.location();
            let tag = match self.bytes.byte().map_err(|e| self.io_fault(e))? {
                Ok(tag) => tag,
                Err(Eof) => {
                    return Err(TraceError::cut_short(at, Some("a record")));
                }
            };
            if matches!(tag, TAG_RUN | TAG_EVENT | TAG_CODED) {
                self.checkpoint_not_due(at)?;
            }
            match tag {
                TAG_RUN => {
                    let count = self
                        .bytes
                        .varint()
                        .map_err(|f| fault(f, at, "the length of a run"))?;
                    if count == 0 {
                        return Err(TraceError::malformed(at, "a run of 0 events"));
                    }
                    self.within_checkpoints(at, count, "a run")?;
                    self.run_left = count;
                    return self.next_predicted().map(Some);
                }
                TAG_EVENT => {
                    let event = self
                        .bytes
                        .event()
                        .map_err(|f| fault(f, at, "the 3 bytes of an event"))?
                        .ok_or_else(|| {
                            TraceError::malformed(at, "an event record with no event")
                        })?;
                    self.replay
                        .apply(&event)
                        .map_err(|source| TraceError::Impossible { at, source })?;
                    self.counter.record(&event, self.replay.depth());
                    self.events += 1;
                    return Ok(Some(event));
                }
                TAG_CODED => {
                    let block = self
                        .read_coded()
                        .map_err(|f| fault(f, at, "a coded block"))?;
                    self.within_checkpoints(at, block.left, "a coded block")?;
                    self.coded = Some(Box::new(block));
                    return self.next_coded().map(Some);
                }
                TAG_CHECKPOINT => self.verify_checkpoint()?,
                TAG_END => {
                    let closing = read_end(&mut self.bytes)
                        .map_err(|f| fault(f, at, "the rest of the end record"))?;
                    self.finish_end(closing)?;
                }
                other => {
                    return Err(TraceError::malformed(
                        at,
                        format!(
                            "expected a record (0x01 run, 0x02 event, 0x03 checkpoint, 0x04 end, 0x05 coded events), found 0x{other:02x}"
                        ),
                    ));
                }
            }
        }
    }

    /// Refused when a checkpoint is due: the events so far are a multiple of `every` and
    /// no checkpoint after them was met. Without this a file could claim any number of
    /// events in a few bytes and hold a reader for as long as it claims.
    fn checkpoint_not_due(&self, at: Location) -> Result<(), TraceError> {
        if self.events > self.checked && self.events.is_multiple_of(self.every) {
            return Err(TraceError::malformed(
                at,
                format!(
                    "no checkpoint after event {} (the trace keeps one every {} events)",
                    thousands(self.events),
                    thousands(self.every)
                ),
            ));
        }
        Ok(())
    }

    /// Refused when `count` events from here would go past the next checkpoint.
    fn within_checkpoints(&self, at: Location, count: u64, what: &str) -> Result<(), TraceError> {
        let next = (self.events / self.every + 1) * self.every;
        if count > next - self.events {
            return Err(TraceError::malformed(
                at,
                format!(
                    "{what} of {} events goes past the checkpoint due after event {}",
                    thousands(count),
                    thousands(next)
                ),
            ));
        }
        Ok(())
    }

    /// The count and bytes of a coded block, after its tag.
    fn read_coded(&mut self) -> Result<CodedBlock, Fault> {
        let left = self.bytes.varint()?;
        let len = self.bytes.varint()?;
        if left == 0 || left > self.every {
            return Err(Fault::Bad(format!(
                "a coded block of {left} events (1 to {} between checkpoints)",
                self.every
            )));
        }
        if len > MAX_CODED {
            return Err(Fault::Bad(format!("a coded block of {len} bytes")));
        }
        let mut bytes = Vec::with_capacity(len as usize);
        for _ in 0..len {
            bytes.push(self.bytes.u8()?);
        }
        Ok(CodedBlock {
            decoder: coded::Decoder::new(bytes),
            models: coded::Models::default(),
            left,
        })
    }

    /// A checkpoint met while reading must describe the board the events led to.
    fn verify_checkpoint(&mut self) -> Result<(), TraceError> {
        let at = self.location();
        let checkpoint = self.read_checkpoint()?;
        if self.events == self.checked && self.events > 0 {
            return Err(TraceError::malformed(
                at,
                format!("a second checkpoint after event {}", thousands(self.events)),
            ));
        }
        if self.events == 0 || !self.events.is_multiple_of(self.every) {
            return Err(TraceError::malformed(
                at,
                format!(
                    "a checkpoint after event {}, which is not a multiple of {}",
                    thousands(self.events),
                    thousands(self.every)
                ),
            ));
        }
        let replay = &self.replay;
        let agrees = checkpoint.board == *replay.board()
            && checkpoint.last == replay.last()
            && checkpoint.depth == replay.depth()
            && checkpoint.stats == *self.counter.stats()
            && checkpoint
                .stack
                .as_deref()
                .is_none_or(|stack| stack == replay.stack())
            && checkpoint
                .eliminations
                .iter()
                .map(|&(pattern, after)| (pattern, after))
                .eq(replay
                    .eliminations()
                    .iter()
                    .map(|standing| (standing.pattern, standing.after)));
        if !agrees {
            return Err(TraceError::malformed(
                at,
                format!(
                    "the checkpoint after event {} does not describe the board and counts its events lead to (damaged?)",
                    thousands(self.events)
                ),
            ));
        }
        self.checked = self.events;
        Ok(())
    }

    fn finish_end(&mut self, closing: Closing) -> Result<(), TraceError> {
        let at = self.location();
        if closing.events != self.events {
            return Err(TraceError::malformed(
                at,
                format!(
                    "the end record counts {} events, the trace holds {}",
                    closing.events, self.events
                ),
            ));
        }
        match self.bytes.byte().map_err(|e| self.io_fault(e))? {
            Err(Eof) => {}
            Ok(_) => {
                return Err(TraceError::malformed(
                    Location::Byte(self.bytes.offset() - 1),
                    "bytes after the end record",
                ));
            }
        }
        self.end = Some(closing.end);
        Ok(())
    }
}

/// A coded block being read: its decoder, its models, and the events it has left.
struct CodedBlock {
    decoder: coded::Decoder,
    models: coded::Models,
    left: u64,
}

/// Read the header after the version byte; gives it with the checkpoint spacing.
fn read_header<R: Read + Seek>(bytes: &mut Bytes<R>) -> Result<(Header, u64), TraceError> {
    let at = Location::Byte(bytes.offset());
    let read = |bytes: &mut Bytes<R>| -> Result<(Header, u64), Fault> {
        let digits: [u8; CELLS] = bytes.array()?;
        let puzzle = Grid::from_digits(digits)
            .ok_or_else(|| Fault::Bad("the puzzle has a digit above 9".into()))?;
        let solver = bytes.string("solver name")?;
        let writer = bytes.string("writer version")?;
        let max_events = bytes.wide_varint()?.checked_sub(1).map(|n| n as u64);
        let every = bytes.varint()?;
        if !(1..=MAX_CHECKPOINT_EVERY).contains(&every) {
            return Err(Fault::Bad(format!(
                "checkpoints every {} events (the format keeps one every 1 to {})",
                thousands(every),
                thousands(MAX_CHECKPOINT_EVERY)
            )));
        }
        Ok((
            Header {
                puzzle,
                name: None,
                solver,
                writer,
                max_events,
                format: u64::from(bytes.version),
            },
            every,
        ))
    };
    read(bytes).map_err(|f| fault(f, at, "the header (puzzle, solver, writer, limits)"))
}

/// The puzzle's name, if the record after the header gives it; else the reader is left
/// where it was, at the first record.
fn read_name<R: Read + Seek>(bytes: &mut Bytes<R>) -> Result<Option<String>, TraceError> {
    let at = bytes.offset();
    if !matches!(bytes.u8(), Ok(TAG_NAME)) {
        bytes
            .seek(at)
            .map_err(|e| fault(e.into(), Location::Byte(at), "the first record"))?;
        return Ok(None);
    }
    bytes
        .string("puzzle's name")
        .map(Some)
        .map_err(|f| fault(f, Location::Byte(at), "the puzzle's name"))
}

/// The end record and checkpoint index of a file that was closed properly, found from
/// its last 16 bytes; `None` (and the reader finds out while reading) otherwise.
fn read_closing<R: Read + Seek>(bytes: &mut Bytes<R>) -> Option<Closing> {
    let len = bytes.len().ok()?;
    let trailer_at = len.checked_sub(16)?;
    bytes.seek(trailer_at).ok()?;
    let trailer: [u8; 16] = bytes.array().ok()?;
    if trailer[8..] != END_MAGIC {
        return None;
    }
    let end_at = u64::from_le_bytes(trailer[..8].try_into().ok()?);
    if end_at >= trailer_at {
        return None;
    }
    bytes.seek(end_at).ok()?;
    if bytes.u8().ok()? != TAG_END {
        return None;
    }
    let closing = read_end(bytes).ok()?;
    let in_file = closing.checkpoints.iter().all(|&offset| offset < end_at);
    (bytes.offset() == len && in_file).then_some(closing)
}

/// The end record after its tag, through the trailer.
fn read_end<R: Read + Seek>(bytes: &mut Bytes<R>) -> Result<Closing, Fault> {
    let events = bytes.varint()?;
    let outcome = match bytes.u8()? {
        0 => Outcome::Solved,
        1 => Outcome::Unsolvable,
        2 => Outcome::Limit,
        other => return Err(Fault::Bad(format!("outcome {other} (expected 0, 1 or 2)"))),
    };
    let solution = match bytes.u8()? {
        0 => None,
        1 => Some(bytes.board("the solution")?),
        other => {
            return Err(Fault::Bad(format!(
                "solution flag {other} (expected 0 or 1)"
            )));
        }
    };
    let stats = match bytes.u8()? {
        0 => None,
        1 => Some(bytes.stats()?),
        other => return Err(Fault::Bad(format!("stats flag {other} (expected 0 or 1)"))),
    };
    let count = bytes.varint()?;
    // Grown as offsets are read, so a damaged count costs no more memory than the file.
    let mut checkpoints = Vec::new();
    let mut offset = 0u64;
    for _ in 0..count {
        offset = offset
            .checked_add(bytes.varint()?)
            .ok_or_else(|| Fault::Bad("a checkpoint offset beyond 64 bits".into()))?;
        checkpoints.push(offset);
    }
    let _end_offset: [u8; 8] = bytes.array()?;
    let magic: [u8; 8] = bytes.array()?;
    if magic != END_MAGIC {
        return Err(Fault::Bad(
            "the end record's closing signature is wrong".into(),
        ));
    }
    Ok(Closing {
        end: RecordedEnd {
            outcome,
            solution,
            stats,
        },
        events,
        checkpoints,
    })
}

/// The error for a fault met at `at` while reading `expected`: the end of the file there
/// means the trace was cut short.
fn fault(fault: Fault, at: Location, expected: &str) -> TraceError {
    match fault {
        Fault::Io(err) => TraceError::malformed(
            at,
            format!("cannot read the trace here: {err} (cut short or damaged?)"),
        ),
        Fault::Eof => TraceError::cut_short(at, Some(expected)),
        Fault::Bad(message) => TraceError::malformed(at, format!("in {expected}: {message}")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A header written and read back.
    fn round_trip(max_events: Option<u64>) -> Option<u64> {
        let header = Header::new(Grid::empty(), "naive", max_events);
        let end = RecordedEnd {
            outcome: Outcome::Limit,
            solution: None,
            stats: None,
        };
        let bytes = BinaryWriter::new(Vec::new(), &header)
            .finish_recorded(&end)
            .unwrap();
        let reader = BinaryReader::new(io::Cursor::new(bytes)).unwrap();
        reader.header().max_events
    }

    /// The bytes of an empty trace of `header`.
    fn written(header: &Header) -> Vec<u8> {
        let end = RecordedEnd {
            outcome: Outcome::Limit,
            solution: None,
            stats: None,
        };
        BinaryWriter::new(Vec::new(), header)
            .finish_recorded(&end)
            .unwrap()
    }

    /// Where a named trace's bytes part from the same trace unnamed: the end of the
    /// header.
    fn header_end() -> usize {
        let unnamed = Header::new(Grid::empty(), "naive", Some(10));
        let named = unnamed.clone().named(Some("x".into()));
        let (plain, with_name) = (written(&unnamed), written(&named));
        plain
            .iter()
            .zip(&with_name)
            .position(|(a, b)| a != b)
            .unwrap()
    }

    #[test]
    fn a_puzzle_s_name_is_kept_and_an_unnamed_trace_is_as_before() {
        let name = "inkala_2010 · 难";
        let unnamed = Header::new(Grid::empty(), "naive", Some(10));
        let named = unnamed.clone().named(Some(name.into()));
        let (plain, with_name) = (written(&unnamed), written(&named));
        let read = |bytes: &[u8]| {
            BinaryReader::new(io::Cursor::new(bytes.to_vec()))
                .unwrap()
                .header()
                .clone()
        };
        assert_eq!(read(&with_name), named);
        assert_eq!(read(&plain), unnamed);
        // Right after the header: the tag, the length and the name's bytes; then the
        // first record, as in the unnamed trace.
        let at = header_end();
        assert_eq!(with_name[..at], plain[..at]);
        assert_eq!(with_name[at], TAG_NAME);
        assert_eq!(usize::from(with_name[at + 1]), name.len());
        assert_eq!(&with_name[at + 2..at + 2 + name.len()], name.as_bytes());
        assert_eq!(with_name[at + 2 + name.len()], plain[at]);
        assert_eq!(with_name.len(), plain.len() + 2 + name.len());
    }

    #[test]
    fn an_empty_name_is_none_and_a_long_one_is_cut_to_what_reads_back() {
        let header =
            |name: &str| Header::new(Grid::empty(), "naive", None).named(Some(name.into()));
        assert_eq!(header("").name, None);
        assert_eq!(header("  ").name, None);
        // 2,000 bytes of two-byte characters: cut at 1,024, between two of them.
        let long = header(&"é".repeat(1000));
        assert_eq!(long.name.as_deref(), Some("é".repeat(512).as_str()));
        let read = BinaryReader::new(io::Cursor::new(written(&long))).unwrap();
        assert_eq!(read.header(), &long);
        let odd = header(&format!("x{}", "é".repeat(1000)));
        assert_eq!(odd.name.as_ref().map(String::len), Some(1023));
    }

    /// A named trace long enough for a checkpoint reads, and seeks
    /// through its index, as the same trace unnamed does.
    #[test]
    fn a_named_trace_seeks_through_its_checkpoints_as_an_unnamed_one() {
        use crate::trace::Cursor;
        let puzzle = crate::puzzle::parse::parse_puzzle_text(crate::LEETCODE_37).unwrap();
        let dir = tempfile::tempdir().unwrap();
        let mut at = Vec::new();
        for (file, name) in [("plain.sdt", None), ("named.sdt", Some("leetcode37"))] {
            let path = dir.path().join(file);
            let header = Header::new(puzzle, "tables", None).named(name.map(str::to_string));
            let mut writer = crate::trace::TraceWriter::create(&path, &header).unwrap();
            let run = crate::search::Search::new(Strategy::TABLES).run(&puzzle, &mut writer);
            writer.finish(&(&run.end).into()).unwrap();
            let mut cursor = Cursor::open(&path).unwrap();
            assert_eq!(cursor.header().name.as_deref(), name);
            cursor.seek(70_000).unwrap();
            at.push((*cursor.replay().board(), *cursor.stats()));
        }
        assert_eq!(at[0], at[1]);
    }

    #[test]
    fn a_name_record_anywhere_but_first_is_refused() {
        let mut bytes = written(&Header::new(Grid::empty(), "naive", Some(10)));
        let at = header_end();
        bytes.splice(at..at, [TAG_RUN, 1, TAG_NAME, 1, b'x']);
        let mut reader = BinaryReader::new(io::Cursor::new(bytes)).unwrap();
        assert_eq!(reader.header().name, None);
        let err = loop {
            match reader.next_event() {
                Ok(Some(_)) => continue,
                Ok(None) => panic!("a misplaced name was read"),
                Err(err) => break err.to_string(),
            }
        };
        assert!(err.contains("found 0x06"), "{err}");
    }

    #[test]
    fn every_event_limit_is_kept_exactly() {
        for limit in [
            None,
            Some(0),
            Some(1),
            Some(1 << 63),
            Some(u64::MAX - 1),
            Some(u64::MAX),
        ] {
            assert_eq!(round_trip(limit), limit);
        }
        // Below 2^64 the 65-bit varint is the 64-bit one, so older files read the same.
        for value in [0, 1, 127, 128, u64::MAX] {
            let (mut narrow, mut wide) = (Vec::new(), Vec::new());
            put_varint(&mut narrow, value);
            put_wide_varint(&mut wide, u128::from(value));
            assert_eq!(narrow, wide);
        }
        let mut wide = Vec::new();
        put_wide_varint(&mut wide, 1 << 64);
        assert_eq!(wide.len(), 10);
        let mut bytes = Bytes::new(io::Cursor::new(wide));
        assert_eq!(bytes.wide_varint().ok(), Some(1 << 64));
        let mut above = Vec::new();
        put_wide_varint(&mut above, (1 << 64) + 1);
        assert!(Bytes::new(io::Cursor::new(above)).wide_varint().is_err());
    }
}

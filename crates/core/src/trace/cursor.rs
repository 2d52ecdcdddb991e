//! One cursor over a trace, whichever its format: it recognises the format by the file's
//! first bytes (never by its name), streams the events through the one [`Replay`] and
//! the trace's own [`EventCounter`], and moves about the trace the same way for every
//! command: event by event, to any event (back too), to the next or previous event of
//! some kinds, past so many events of some kinds. How it gets there is its own business:
//! a binary trace starts from the checkpoint before the event it wants, JSON Lines reads
//! on (and reads again from its first line to go back), and an
//! [indexed](Cursor::indexed) JSON Lines trace is checked whole and converted, in
//! memory, into the binary format with checkpoints of its own.
//!
//! A trace cut short (no end record) reads up to its last whole event: the cursor stops
//! there and says so ([`Cursor::cut_short`]), and the command decides what to tell.

use std::fs::File;
use std::io::{self, BufRead, BufReader, Read, Seek};
use std::path::{Path, PathBuf};
use std::sync::Arc;

use flate2::read::MultiGzDecoder;

use super::binary::{BinaryReader, MAGIC};
use super::jsonl::JsonlReader;
use super::{
    BinaryWriter, CutShort, Format, Header, Location, PUZZLE_FILE, RecordedEnd, TraceError,
    WorkedOut,
};
use crate::events::counts::Stats;
use crate::events::event::{Ending, Event, EventKind, Outcome, count_of_kinds};
use crate::events::replay::Replay;
use crate::search::{ClashWatch, EventCounter, NullSink, Order, Rules, Sink, Strategy};

/// Events between two checkpoints of a JSON Lines trace indexed in memory: moving back
/// one event replays at most this many.
const INDEX_EVERY: u64 = 1024;

/// What the binary reader reads from: a file, or bytes in memory.
pub(crate) trait ReadSeek: Read + Seek + Send {}
impl<T: Read + Seek + Send> ReadSeek for T {}

/// A trace being read, and a position in it: the board and counts right after event
/// [`position`](Cursor::position) (0 is the puzzle, before any event; events are
/// numbered from 1).
pub struct Cursor {
    source: Source,
    /// The format of the file (an indexed JSON Lines trace is read as binary in memory).
    format: Format,
    /// Where to read JSON Lines again from its start.
    origin: Origin,
    /// The cursor stands at the end of the events (the end record, or where it is cut).
    ended: bool,
    /// The number of events, once the end has been reached.
    seen_len: Option<u64>,
    cut: Option<CutShort>,
    /// Stop before an event that cannot happen, as at a cut, instead of failing.
    lenient: bool,
    /// Reading leniently, an end record the board contradicts is kept for the reader to
    /// judge (`diagnose`), not turned into a stop.
    keeps_contradicted_end: bool,
    /// How far the trace is known to be the search its header names, when it names one
    /// of sudotrace's strategies.
    following: Option<Following>,
    /// Whether the board is full after the last event, once the cursor has stood there.
    full_at_end: Option<bool>,
    /// The first conflict whose clash was worked out from the board, kept when the trace
    /// is read again from its start.
    worked_out: Option<WorkedOut>,
    /// An [indexed](Cursor::indexed) cursor's copy of the trace, in the binary format with
    /// its checkpoints, in memory.
    copy: Option<Arc<[u8]>>,
}

/// How far a trace is known to be the search of the strategy its header names: what
/// says whether its words may speak of that strategy's rules.
struct Following {
    rules: Rules,
    /// Events, from the first, known to be the strategy's own (a conflict naming the
    /// clash another order of the check meets first included: see [`ClashWatch`]).
    matched: u64,
    /// Which order of meeting a try's units the trace's conflicts keep to.
    clashes: ClashWatch,
    /// The first event that is not the strategy's (one past the last where the trace
    /// ends and the strategy goes on), once found.
    departs: Option<u64>,
    /// The whole trace has been followed: `departs` is final.
    whole: bool,
}

// One cursor lives per command: the size of the larger variant does not matter.
#[allow(clippy::large_enum_variant)]
enum Source {
    Jsonl {
        reader: JsonlReader<Box<dyn Read + Send>>,
        replay: Replay,
        counter: EventCounter,
        events: u64,
    },
    Binary(Box<BinaryReader<Box<dyn ReadSeek>>>),
}

#[derive(Clone)]
enum Origin {
    File(PathBuf),
    Memory(Arc<[u8]>),
}

impl Cursor {
    /// Open the trace at `path`, in either format: JSON Lines, plain or gzip-compressed,
    /// or binary.
    pub fn open(path: &Path) -> Result<Cursor, TraceError> {
        Cursor::from_origin(Origin::File(path.to_path_buf()))
    }

    /// Read a trace held in memory, in either format.
    pub fn from_bytes(bytes: Vec<u8>) -> Result<Cursor, TraceError> {
        Cursor::from_origin(Origin::Memory(bytes.into()))
    }

    /// Read a trace held in memory and shared, in either format, without copying it:
    /// many cursors may read one trace.
    pub fn from_shared(bytes: Arc<[u8]>) -> Result<Cursor, TraceError> {
        Cursor::from_origin(Origin::Memory(bytes))
    }

    /// A new cursor over the same trace, from its first event, read as this one reads
    /// (lenient or not): for a second pass over a trace given as a cursor (a file is
    /// opened again; bytes in memory are shared, not copied).
    pub fn reopen(&self) -> Result<Cursor, TraceError> {
        let mut cursor = Cursor::from_origin(self.origin.clone())?;
        cursor.lenient = self.lenient;
        cursor.keeps_contradicted_end = self.keeps_contradicted_end;
        Ok(cursor)
    }

    fn from_origin(origin: Origin) -> Result<Cursor, TraceError> {
        let (source, format) = origin.open()?;
        let header = source.header();
        let following = Strategy::from_name(&header.solver).map(|strategy| Following {
            rules: Rules::new(strategy, &header.puzzle),
            matched: 0,
            clashes: ClashWatch::held_to(strategy.check),
            departs: None,
            whole: false,
        });
        Ok(Cursor {
            source,
            format,
            origin,
            ended: false,
            seen_len: None,
            cut: None,
            lenient: false,
            keeps_contradicted_end: false,
            following,
            full_at_end: None,
            worked_out: None,
            copy: None,
        })
    }

    /// The same cursor, stopping before an event that cannot happen on the board as it
    /// stops where a trace is cut short: the events before it read, and
    /// [`cut_short`](Cursor::cut_short) holds the refused event and why. For the commands
    /// that show a trace, so that a solver's author sees the board up to its fault;
    /// `stats` and `convert` stay strict.
    pub fn lenient(mut self) -> Cursor {
        self.lenient = true;
        self
    }

    /// A [`lenient`](Cursor::lenient) cursor that keeps an end record the board
    /// contradicts ([`end_contradiction`](Cursor::end_contradiction)) as the trace's end,
    /// for a reader that judges it (`diagnose`). Other lenient readers stop before it, as
    /// before a line that is no end record: it is said, never taken as the truth.
    pub fn keeping_contradicted_end(mut self) -> Cursor {
        self.keeps_contradicted_end = true;
        self
    }

    /// Turn an impossible event into a stop, when lenient.
    fn stop_at(&self, err: TraceError) -> Result<CutShort, TraceError> {
        match err {
            TraceError::NoEnd(cut) => Ok(cut),
            TraceError::Impossible { at, source } if self.lenient => Ok(CutShort {
                at,
                expected: None,
                refused: Some(source),
                unread: None,
            }),
            TraceError::BadEvent { at, message } if self.lenient => Ok(CutShort {
                at,
                expected: None,
                refused: None,
                unread: Some(message),
            }),
            err => Err(err),
        }
    }

    /// The same trace, ready to move about freely: a binary trace must have been closed
    /// properly (its index of checkpoints is what makes moving quick); a JSON Lines trace
    /// is read and checked whole, and kept in memory in the binary format with a
    /// checkpoint every 1,024 events; so is a binary trace without its index (cut short,
    /// or its end record's index damaged). A trace cut short is read up to its last whole
    /// event, as every reader reads it, and [`cut_short`](Cursor::cut_short) says where.
    pub fn indexed(self) -> Result<Cursor, TraceError> {
        self.indexed_every(INDEX_EVERY)
    }

    /// [`indexed`](Cursor::indexed), the copy's checkpoints `every` events apart (1 to
    /// 65,536): closer, for a reader that jumps about more than it moves on, at about
    /// 150 bytes a checkpoint.
    pub fn indexed_every(mut self, every: u64) -> Result<Cursor, TraceError> {
        if let Source::Binary(reader) = &mut self.source
            && reader.total_events().is_some()
            && reader.known_end().is_some()
        {
            return Ok(self);
        }
        let every = every.clamp(1, super::binary::MAX_CHECKPOINT_EVERY);
        let (mut source, _) = self.origin.open()?;
        let mut writer = BinaryWriter::with_checkpoints(Vec::new(), source.header(), every);
        // Read leniently, the events before an impossible one are kept, ended as stopped.
        let mut cut = None;
        loop {
            match source.next_event() {
                Ok(Some(event)) => writer.event(event),
                Ok(None) => break,
                Err(TraceError::NoEnd(stop)) => {
                    cut = Some(stop);
                    break;
                }
                Err(err @ (TraceError::Impossible { .. } | TraceError::BadEvent { .. }))
                    if self.lenient =>
                {
                    cut = Some(self.stop_at(err)?);
                    break;
                }
                Err(err) => return Err(err),
            }
        }
        let end = match &cut {
            Some(_) => RecordedEnd {
                outcome: Outcome::Limit,
                solution: None,
                stats: None,
            },
            None => source
                .end()
                .cloned()
                .expect("the reader stops only after the end record"),
        };
        let worked_out = source.worked_out();
        let mut bytes = writer
            .finish_recorded(&end)
            .expect("writing to memory cannot fail, and every event was checked");
        bytes.shrink_to_fit();
        let copy: Arc<[u8]> = bytes.into();
        let (source, _) = Origin::Memory(Arc::clone(&copy)).open()?;
        Ok(Cursor {
            source,
            ended: false,
            seen_len: None,
            cut,
            worked_out,
            copy: Some(copy),
            ..self
        })
    }

    /// The copy of the trace an [indexed](Cursor::indexed) cursor made (a JSON Lines
    /// trace, or a binary one without its index), in the binary format with a checkpoint
    /// every 1,024 events: [`Cursor::from_shared`] opens more cursors over it, each moving
    /// to any event quickly. Its events are the trace's, up to where the trace stops
    /// (ended, there, as at a limit). `None` for a cursor that reads the trace itself.
    pub fn indexed_copy(&self) -> Option<Arc<[u8]>> {
        self.copy.clone()
    }

    /// The format of the file.
    pub fn format(&self) -> Format {
        self.format
    }

    /// The trace's first record: its puzzle, its solver and how it was written.
    pub fn header(&self) -> &Header {
        self.source.header()
    }

    /// How the search ended, when the trace says so and is whole: its end record's
    /// outcome, unless the trace was found cut short.
    pub fn outcome(&self) -> Option<Outcome> {
        self.end()
            .filter(|_| self.cut_short().is_none())
            .map(|end| end.outcome)
    }

    /// The order of the search the header names, when sudotrace knows it and the trace
    /// is known to be that search up to the position: what says which blank ran out of
    /// digits at a backtrack, or that a choice has the fewest candidates. From where the
    /// trace departs from that search on (see [`departure`](Cursor::departure)), `None`:
    /// the words of another solver's events come from the events alone.
    pub fn order(&self) -> Option<Order> {
        self.order_at(self.position())
    }

    /// [`order`](Cursor::order) for the words of event `number`, wherever the cursor
    /// stands.
    pub fn order_at(&self, number: u64) -> Option<Order> {
        Order::of_solver(&self.header().solver).filter(|_| self.keeps_to_at(number))
    }

    /// The strategy the header names, when sudotrace knows it and the trace is known to
    /// be its search up to event `number`: whose rules say why the event happens
    /// ([`Why`](crate::views::why::Why)). `None` from where the trace departs from it.
    pub fn strategy_at(&self, number: u64) -> Option<Strategy> {
        Strategy::from_name(&self.header().solver).filter(|_| self.keeps_to_at(number))
    }

    /// Whether the trace is known to be the search of the strategy its header names up
    /// to event `number`.
    fn keeps_to_at(&self, number: u64) -> bool {
        self.following.as_ref().is_some_and(|f| match f.departs {
            Some(departs) => number < departs,
            None => f.whole || f.matched >= number,
        })
    }

    /// How the search ended, with whether sudotrace vouches for what the words of the
    /// outcome say (the whole trace is the search of the strategy its header names, or
    /// its board is full): see [`Ending`]. `None` when the trace does not say, as for
    /// [`outcome`](Cursor::outcome).
    pub fn ending(&self) -> Option<Ending> {
        let outcome = self.outcome()?;
        let followed = self
            .following
            .as_ref()
            .is_some_and(|f| f.whole && f.departs.is_none());
        let full = outcome == Outcome::Solved
            && match self.full_at_end {
                Some(full) => full,
                None => self
                    .end()
                    .and_then(|end| end.solution)
                    .is_some_and(|solution| solution.is_complete()),
            };
        Some(Ending {
            outcome,
            vouched: followed || full,
        })
    }

    /// The first event where the trace is not the search of the strategy its header
    /// names: the first event that strategy would not make there (one that cannot happen
    /// or does not read included), or one past the last where the trace ends (solved or
    /// unsolvable) where the strategy would go on. `None` when the trace is that search
    /// throughout, or names none of sudotrace's strategies. Found on the way for JSON
    /// Lines (read to the end here if need be), from the records for the binary format
    /// (whose runs are the strategy's by construction); the cursor stays where it is.
    pub fn departure(&mut self) -> Result<Option<u64>, TraceError> {
        let Some(following) = &self.following else {
            return Ok(None);
        };
        if following.whole || following.departs.is_some() {
            return Ok(following.departs);
        }
        let here = self.position();
        match self.source {
            Source::Jsonl { .. } => {
                self.seek(following.matched)?;
                self.read_to_end()?;
            }
            Source::Binary(_) => self.follow_binary()?,
        }
        self.seek(here)?;
        Ok(self.following.as_ref().and_then(|f| f.departs))
    }

    /// Follow a binary trace: its runs are the strategy's, so the first event stored
    /// otherwise is where to look; and where it ends, whether the strategy stops there.
    fn follow_binary(&mut self) -> Result<(), TraceError> {
        let Source::Binary(reader) = &mut self.source else {
            return Ok(());
        };
        let first = reader.first_stored_event()?;
        let stop = self.len().unwrap_or(u64::MAX);
        self.seek(first.unwrap_or(stop))?;
        let mut departs = None;
        // The events before the first one stored whole are the rules' own; whether one of
        // their conflicts already told the order the trace's clashes keep to is not looked
        // at: the watch starts at the first event stored whole.
        let mut clashes = match &self.following {
            Some(following) => ClashWatch::held_to(following.rules.strategy().check),
            None => return Ok(()),
        };
        loop {
            let Some(following) = &self.following else {
                return Ok(());
            };
            let predicted = following.rules.predict(self.replay());
            let number = self.position() + 1;
            match self.next_event()? {
                Some(event)
                    if clashes.matches(number, event, predicted, || self.replay().tables()) =>
                {
                    continue;
                }
                Some(_) => departs = Some(number),
                None => {
                    let stopped = self
                        .cut
                        .as_ref()
                        .is_some_and(|cut| cut.refused.is_some() || cut.unread.is_some());
                    let goes_on = predicted.is_some()
                        && matches!(
                            self.end().map(|end| end.outcome),
                            Some(Outcome::Solved | Outcome::Unsolvable)
                        );
                    if stopped || (goes_on && self.cut.is_none()) {
                        departs = Some(self.position() + 1);
                    }
                }
            }
            break;
        }
        if let Some(following) = &mut self.following {
            following.departs = departs;
            following.whole = true;
        }
        Ok(())
    }

    /// The board at the position.
    pub fn replay(&self) -> &Replay {
        self.source.replay()
    }

    /// The counts of the events up to the position.
    pub fn stats(&self) -> &Stats {
        match &self.source {
            Source::Jsonl { counter, .. } => counter.stats(),
            Source::Binary(reader) => reader.stats(),
        }
    }

    /// Events applied so far: the number of the event the position is right after.
    pub fn position(&self) -> u64 {
        match &self.source {
            Source::Jsonl { events, .. } => *events,
            Source::Binary(reader) => reader.position(),
        }
    }

    /// The event the position is right after; `None` at the puzzle.
    pub fn event(&self) -> Option<Event> {
        self.replay().last().filter(|_| self.position() > 0)
    }

    /// The number of events in the trace, when known: at once for a binary trace that
    /// was closed properly, else once the cursor has read to the end.
    pub fn len(&self) -> Option<u64> {
        match &self.source {
            Source::Binary(reader) if reader.total_events().is_some() => reader.total_events(),
            _ => self.seen_len,
        }
    }

    /// Whether the trace is known to hold no event.
    pub fn is_empty(&self) -> bool {
        self.len() == Some(0)
    }

    /// The end record, once read or, for a binary trace closed properly, at once.
    pub fn end(&self) -> Option<&RecordedEnd> {
        match &self.source {
            Source::Jsonl { reader, .. } => reader.end(),
            Source::Binary(reader) => reader.known_end(),
        }
    }

    /// The first of another solver's conflicts that name no unit and no cell, whose clashes
    /// the reader worked out from the board, once the cursor has read past it: what a
    /// command that shows the trace says it did.
    pub fn worked_out(&self) -> Option<WorkedOut> {
        self.worked_out.or(self.source.worked_out())
    }

    /// Where the trace stops without an end record, once the cursor has got there.
    pub fn cut_short(&self) -> Option<&CutShort> {
        self.cut.as_ref()
    }

    /// Where the last thing read starts: its line, or its byte offset.
    pub fn location(&self) -> Location {
        match &self.source {
            Source::Jsonl { reader, .. } => Location::Line(reader.line()),
            Source::Binary(reader) => reader.location(),
        }
    }

    /// Where the end record is, once read.
    pub fn end_location(&self) -> Location {
        match &self.source {
            Source::Jsonl { reader, .. } => Location::Line(reader.end_line()),
            Source::Binary(reader) => reader.location(),
        }
    }

    /// For a cursor stopped before an event that cannot happen or a line that does not
    /// read as one: the events the rest of the trace holds, that one included, read
    /// without the board (which they no longer stand on), and with them the end record,
    /// which [`end`](Cursor::end) then gives. A binary trace answers from its end record;
    /// 0 for a trace not stopped so.
    pub fn skim_rest(&mut self) -> u64 {
        let stopped = self
            .cut
            .as_ref()
            .is_some_and(|cut| cut.refused.is_some() || cut.unread.is_some());
        if !stopped {
            return 0;
        }
        let position = self.position();
        match &mut self.source {
            Source::Jsonl { reader, .. } => 1 + reader.skim(),
            Source::Binary(reader) => reader
                .total_events()
                .map_or(1, |total| total.saturating_sub(position).max(1)),
        }
    }

    /// Move one event on and give it; `None` after the last event (the end record, or
    /// where the trace is cut short). An event that cannot happen on the board is an
    /// error naming where it is.
    #[inline]
    pub fn next_event(&mut self) -> Result<Option<Event>, TraceError> {
        if self.ended {
            return Ok(None);
        }
        // JSON Lines is read from its start: followed on the way, event by event.
        let predicted = match (&self.following, &self.source) {
            (Some(f), Source::Jsonl { .. })
                if f.departs.is_none() && !f.whole && f.matched == self.position() =>
            {
                Some(f.rules.predict(self.replay()))
            }
            _ => None,
        };
        let read = self.source.next_event();
        if let (Some(predicted), Some(f)) = (predicted, &mut self.following) {
            let number = f.matched + 1;
            let tables = || self.source.replay().tables();
            match &read {
                Ok(Some(event)) if f.clashes.matches(number, *event, predicted, tables) => {
                    f.matched += 1;
                    // Conflicts that keep to another order than the check's (LeetCode's
                    // one loop under a `naive` header) cost what that order reads.
                    if let (Some((order, _)), Source::Jsonl { counter, .. }) =
                        (f.clashes.kept(), &mut self.source)
                    {
                        counter.count_as(order);
                    }
                }
                Ok(Some(_)) => f.departs = Some(number),
                Err(TraceError::Impossible { .. } | TraceError::BadEvent { .. }) => {
                    f.departs = Some(number)
                }
                Ok(None) => {
                    let goes_on = predicted.is_some()
                        && matches!(
                            self.source.end().map(|end| end.outcome),
                            Some(Outcome::Solved | Outcome::Unsolvable)
                        );
                    f.departs = goes_on.then_some(f.matched + 1);
                    f.whole = true;
                }
                Err(TraceError::NoEnd(_)) => f.whole = true,
                Err(_) => {}
            }
        }
        match read {
            Ok(Some(event)) => Ok(Some(event)),
            Ok(None) => {
                if !self.keeps_contradicted_end
                    && let Some(contradiction) = self.end_contradiction()
                {
                    let at = self.end_location();
                    if !self.lenient {
                        return Err(TraceError::malformed(at, contradiction));
                    }
                    // Said where the trace stops, as a line that is no end record is.
                    let cut = self.stop_at(TraceError::BadEvent {
                        at,
                        message: contradiction.to_string(),
                    })?;
                    self.at_end(Some(cut));
                    return Ok(None);
                }
                self.at_end(None);
                Ok(None)
            }
            Err(err) => {
                let cut = self.stop_at(err)?;
                self.at_end(Some(cut));
                Ok(None)
            }
        }
    }

    /// Read every remaining event, through the end record: each one is applied and
    /// checked (a binary trace's checkpoints too), none jumped over.
    pub fn read_to_end(&mut self) -> Result<(), TraceError> {
        self.read_to_end_into(&mut NullSink)
    }

    /// [`read_to_end`](Cursor::read_to_end), handing every event to `sink` as it is
    /// applied: as quick as reading alone where a binary trace stores runs, which the
    /// search itself replays.
    pub fn read_to_end_into<S: Sink>(&mut self, sink: &mut S) -> Result<(), TraceError> {
        self.read_into(u64::MAX, sink)
    }

    /// Read on to just after event `last` (or the end of the trace), every event applied,
    /// checked and handed to `sink`.
    pub fn read_into<S: Sink>(&mut self, last: u64, sink: &mut S) -> Result<(), TraceError> {
        if let Source::Binary(reader) = &mut self.source {
            if let Err(err) = reader.advance_to(last, sink) {
                let cut = self.stop_at(err)?;
                self.at_end(Some(cut));
                return Ok(());
            }
            if last != u64::MAX {
                return Ok(());
            }
        }
        while self.position() < last {
            let Some(event) = self.next_event()? else {
                break;
            };
            sink.event(event);
        }
        Ok(())
    }

    /// Move to just after event `target`, or to the last event when the trace has fewer.
    pub fn seek(&mut self, target: u64) -> Result<(), TraceError> {
        if target < self.position() {
            match self.source {
                Source::Jsonl { .. } => self.rewind()?,
                Source::Binary(_) => self.ended = false,
            }
        }
        let Source::Binary(reader) = &mut self.source else {
            while self.position() < target {
                if self.next_event()?.is_none() {
                    break;
                }
            }
            return Ok(());
        };
        match reader.seek(target) {
            Err(TraceError::NoEnd(cut)) => {
                self.at_end(Some(cut));
                Ok(())
            }
            moved => moved,
        }
    }

    /// Move on past `count` events of the `kinds` (or fewer, when event `last` or the
    /// end of the trace comes first); gives how many it passed. A binary trace jumps to
    /// the furthest checkpoint that passes no more, then reads on.
    pub fn skip(&mut self, kinds: &[EventKind], count: u64, last: u64) -> Result<u64, TraceError> {
        if EventKind::ALL.iter().all(|kind| kinds.contains(kind)) {
            let from = self.position();
            self.seek(from.saturating_add(count).min(last.max(from)))?;
            return Ok(self.position() - from);
        }
        let mut passed = self.jump_within(kinds, count, last)?;
        while passed < count && self.position() < last {
            match self.next_event()? {
                Some(event) if kinds.contains(&event.kind()) => passed += 1,
                Some(_) => {}
                None => break,
            }
        }
        Ok(passed)
    }

    /// For a binary trace: jump ahead past at most `count` events of the `kinds`, to the
    /// furthest checkpoint at or before event `last` that allows; gives how many such
    /// events were passed (0 when no checkpoint is near enough).
    fn jump_within(
        &mut self,
        kinds: &[EventKind],
        count: u64,
        last: u64,
    ) -> Result<u64, TraceError> {
        let here = self.position();
        let Source::Binary(reader) = &mut self.source else {
            return Ok(0);
        };
        let every = reader.checkpoint_every();
        let base = count_of_kinds(kinds, reader.stats());
        // The checkpoints after the position and up to `last`: the furthest one passing
        // no more than `count` (the counts only grow, so a binary search finds it).
        let (mut lo, mut hi) = (here / every + 1, last / every);
        let mut best = None;
        while lo <= hi {
            let mid = lo + (hi - lo) / 2;
            let passed = reader
                .counts_at_checkpoint(mid)?
                .map(|stats| count_of_kinds(kinds, &stats).saturating_sub(base))
                .filter(|&passed| passed <= count);
            match passed {
                Some(passed) => {
                    best = Some((mid, passed));
                    lo = mid + 1;
                }
                None => hi = mid - 1,
            }
        }
        let Some((k, passed)) = best else {
            return Ok(0);
        };
        self.seek(k * every)?;
        Ok(passed)
    }

    /// How many events of the `kinds` are numbered `from` to `to`; the cursor is left
    /// after event `to`.
    pub fn count(&mut self, kinds: &[EventKind], from: u64, to: u64) -> Result<u64, TraceError> {
        if from > to {
            return Ok(0);
        }
        self.seek(from.saturating_sub(1))?;
        let before = count_of_kinds(kinds, self.stats());
        self.seek(to)?;
        Ok(count_of_kinds(kinds, self.stats()) - before)
    }

    /// The number of the first event of one of the `kinds` after the position, if any;
    /// the cursor stays where it is.
    pub fn find_next(&mut self, kinds: &[EventKind]) -> Result<Option<u64>, TraceError> {
        let here = self.position();
        let mut found = None;
        while let Some(event) = self.next_event()? {
            if kinds.contains(&event.kind()) {
                found = Some(self.position());
                break;
            }
        }
        self.seek(here)?;
        Ok(found)
    }

    /// The number of the last event of one of the `kinds` before the position's event, if
    /// any; the cursor stays where it is. Each stretch between two checkpoints is read
    /// forward, going back stretch by stretch.
    pub fn find_previous(&mut self, kinds: &[EventKind]) -> Result<Option<u64>, TraceError> {
        let here = self.position();
        let stretch = match &self.source {
            Source::Binary(reader) => reader.checkpoint_every(),
            Source::Jsonl { .. } => here,
        }
        .max(1);
        let mut end = here.saturating_sub(1);
        let mut found = None;
        while end > 0 && found.is_none() {
            let start = (end - 1) / stretch * stretch;
            self.seek(start)?;
            while self.position() < end {
                match self.next_event()? {
                    Some(event) if kinds.contains(&event.kind()) => found = Some(self.position()),
                    Some(_) => {}
                    None => break,
                }
            }
            end = start;
        }
        self.seek(here)?;
        Ok(found)
    }

    /// The events end here: at the end record, or where the trace is cut short.
    /// What the end record claims that the board the events lead to contradicts, if
    /// anything: a solution that is not that board, or no solution where the events fill
    /// every blank (the replay let no digit clash, so a full board is a solution).
    /// Readers refuse such a trace; `diagnose`, reading leniently, says it.
    pub fn end_contradiction(&self) -> Option<&'static str> {
        let end = self.source.end()?;
        let board = self.replay().board();
        match end.outcome {
            Outcome::Solved if end.solution.as_ref() != Some(board) => {
                Some("the end record's solution is not the board the events lead to")
            }
            Outcome::Unsolvable if board.is_complete() => Some(
                "the end record says the search found no solution, but its events fill every blank: the board they lead to is a solution",
            ),
            _ => None,
        }
    }

    fn at_end(&mut self, cut: Option<CutShort>) {
        self.ended = true;
        self.seen_len = Some(self.position());
        self.full_at_end = Some(self.replay().board().is_complete());
        if cut.is_some() {
            self.cut = cut;
        }
    }

    /// Back to the puzzle, reading JSON Lines again from its first line.
    fn rewind(&mut self) -> Result<(), TraceError> {
        self.worked_out = self.worked_out();
        (self.source, _) = self.origin.open()?;
        self.ended = false;
        Ok(())
    }
}

impl Source {
    fn replay(&self) -> &Replay {
        match self {
            Source::Jsonl { replay, .. } => replay,
            Source::Binary(reader) => reader.replay(),
        }
    }

    fn header(&self) -> &Header {
        match self {
            Source::Jsonl { reader, .. } => reader.header(),
            Source::Binary(reader) => reader.header(),
        }
    }

    fn end(&self) -> Option<&RecordedEnd> {
        match self {
            Source::Jsonl { reader, .. } => reader.end(),
            Source::Binary(reader) => reader.known_end(),
        }
    }

    fn worked_out(&self) -> Option<WorkedOut> {
        match self {
            Source::Jsonl { reader, .. } => reader.worked_out(),
            Source::Binary(_) => None,
        }
    }

    /// Read the next event, apply it to the board and count it; `None` after the end
    /// record, an error where the trace is cut short or an event cannot happen.
    #[inline]
    fn next_event(&mut self) -> Result<Option<Event>, TraceError> {
        match self {
            Source::Jsonl {
                reader,
                replay,
                counter,
                events,
            } => {
                let Some(event) = reader.next_event(replay.tables(), *events + 1)? else {
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
            Source::Binary(reader) => reader.next_event(),
        }
    }

    fn jsonl(input: Box<dyn Read + Send>) -> Result<Source, TraceError> {
        let reader = JsonlReader::new(input)?;
        let header = reader.header();
        let replay = Replay::new(header.puzzle);
        let counter = EventCounter::new(
            Strategy::from_name(&header.solver).map(|s| s.check),
            &header.puzzle,
        );
        Ok(Source::Jsonl {
            reader,
            replay,
            counter,
            events: 0,
        })
    }

    fn binary(input: Box<dyn ReadSeek>) -> Result<Source, TraceError> {
        Ok(Source::Binary(Box::new(BinaryReader::new(input)?)))
    }
}

impl Origin {
    /// The trace from its first byte, in the format its first bytes say.
    fn open(&self) -> Result<(Source, Format), TraceError> {
        match self {
            Origin::File(path) => {
                let file = File::open(path).map_err(|source| {
                    let name = path.to_string_lossy();
                    if source.kind() == io::ErrorKind::NotFound
                        && TraceError::looks_like_puzzle(&name)
                    {
                        TraceError::PuzzleGiven(name.into_owned())
                    } else {
                        TraceError::Io {
                            path: path.clone(),
                            source,
                        }
                    }
                })?;
                recognise(file, path)
            }
            Origin::Memory(bytes) => {
                recognise(io::Cursor::new(bytes.clone()), Path::new("the trace"))
            }
        }
    }
}

/// The largest binary trace read from inside gzip, in bytes (it is read into memory): a
/// billion events of sudotrace's searches take a few MB.
const MAX_GZIPPED_BINARY: u64 = 1 << 25;

/// Open `input` (read from `path`) in the format its first bytes say: binary, gzip
/// (JSON Lines or, rarely, binary inside), or JSON Lines.
fn recognise<R: Read + Seek + Send + 'static>(
    input: R,
    path: &Path,
) -> Result<(Source, Format), TraceError> {
    let io_err = |source| TraceError::Io {
        path: path.to_path_buf(),
        source,
    };
    let mut buffered = BufReader::with_capacity(1 << 16, input);
    let first = buffered.fill_buf().map_err(io_err)?;
    if first.first() == Some(&MAGIC[0]) {
        // The buffer has read ahead: the binary reader starts again from the first byte.
        let mut input = buffered.into_inner();
        // A pipe cannot go back (the OS says only "Illegal seek"): say what to do.
        input.rewind().map_err(|source| TraceError::Io {
            path: path.to_path_buf(),
            source: io::Error::new(
                source.kind(),
                "a binary trace must be a regular file (it is read by seeking, and this one cannot be): save it to a file first",
            ),
        })?;
        return Ok((Source::binary(Box::new(input))?, Format::Binary));
    }
    if !first.starts_with(&[0x1f, 0x8b]) {
        let source = Source::jsonl(Box::new(buffered)).map_err(|e| relabel(e, path))?;
        return Ok((source, Format::Jsonl));
    }
    let gzip_err = |source: io::Error| TraceError::Io {
        path: path.to_path_buf(),
        source: io::Error::new(
            source.kind(),
            format!("it starts as a gzip file, but its compressed data cannot be read: {source}"),
        ),
    };
    let mut unzipped = BufReader::with_capacity(1 << 16, MultiGzDecoder::new(buffered));
    let first = unzipped.fill_buf().map_err(gzip_err)?;
    if first.starts_with(&MAGIC) {
        // A compressed binary trace is read into memory: it is small, and seeking needs
        // it; up to a bound, so that a small file cannot unpack into any size.
        let mut bytes = Vec::new();
        (&mut unzipped)
            .take(MAX_GZIPPED_BINARY + 1)
            .read_to_end(&mut bytes)
            .map_err(gzip_err)?;
        if bytes.len() as u64 > MAX_GZIPPED_BINARY {
            return Err(TraceError::Io {
                path: path.to_path_buf(),
                source: io::Error::new(
                    io::ErrorKind::InvalidData,
                    format!(
                        "it holds a binary trace of more than {} bytes inside gzip, which is read into memory: decompress it (gunzip) and read the .sdt itself",
                        crate::numbers::thousands(MAX_GZIPPED_BINARY)
                    ),
                ),
            });
        }
        return Ok((
            Source::binary(Box::new(io::Cursor::new(bytes)))?,
            Format::Binary,
        ));
    }
    let source = Source::jsonl(Box::new(unzipped)).map_err(|e| relabel(e, path))?;
    Ok((source, Format::Jsonl))
}

/// An input error from inside the reader, named with the file it came from.
fn relabel(err: TraceError, path: &Path) -> TraceError {
    match err {
        TraceError::Io { source, .. } => TraceError::Io {
            path: path.to_path_buf(),
            source,
        },
        TraceError::Malformed { at, message } if message.contains(PUZZLE_FILE) => {
            TraceError::Malformed {
                at,
                message: message.replace(PUZZLE_FILE, &path.display().to_string()),
            }
        }
        other => other,
    }
}

/// A cursor can be handed to another thread (a front door's work thread, or kept by a
/// value that is), whatever it reads.
#[allow(dead_code)]
fn cursor_is_send(cursor: Cursor) -> impl Send {
    cursor
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::parse::parse_puzzle_text;
    use crate::search::Search;
    use crate::trace::TraceWriter;

    /// The first of Norvig's "hardest", cut at 200,000 events: three checkpoints.
    const PUZZLE: &str =
        "85...24..72......9..4.........1.7..23.5...9...4...........8..7..17..........36.4.";

    /// The same search as JSON Lines, binary, and JSON Lines indexed; with its events.
    fn cursors(dir: &Path) -> (Vec<Cursor>, Vec<Event>) {
        let puzzle = parse_puzzle_text(PUZZLE).unwrap();
        let mut events = Vec::new();
        Search::new(Strategy::TABLES)
            .max_events(Some(200_000))
            .run(&puzzle, &mut events);
        let mut cursors = Vec::new();
        for name in ["t.jsonl", "t.sdt", "t.jsonl.gz"] {
            let path = dir.join(name);
            let header = Header::new(puzzle, "tables", Some(200_000));
            let mut writer = TraceWriter::create(&path, &header).unwrap();
            let run = Search::new(Strategy::TABLES)
                .max_events(Some(200_000))
                .run(&puzzle, &mut writer);
            writer.finish(&(&run.end).into()).unwrap();
            cursors.push(Cursor::open(&path).unwrap());
        }
        let indexed = cursors.pop().unwrap().indexed().unwrap();
        cursors.push(indexed);
        (cursors, events)
    }

    fn kinds_before(events: &[Event], kinds: &[EventKind], n: usize) -> u64 {
        events[..n]
            .iter()
            .filter(|e| kinds.contains(&e.kind()))
            .count() as u64
    }

    #[test]
    fn every_format_moves_about_the_same_way() {
        let dir = tempfile::tempdir().unwrap();
        let (cursors, events) = cursors(dir.path());
        let len = events.len() as u64;
        let kinds = [EventKind::Backtrack, EventKind::Place];
        for mut cursor in cursors {
            let format = cursor.format();
            for target in [5, 70_000, 3, 199_000, 65_536, 0, len + 10, 131_073] {
                cursor.seek(target).unwrap();
                let at = target.min(len);
                assert_eq!(cursor.position(), at, "{format:?} seek {target}");
                assert_eq!(
                    cursor.event(),
                    at.checked_sub(1).map(|i| events[i as usize]),
                    "{format:?} at {at}"
                );
                let counted = count_of_kinds(&kinds, cursor.stats());
                assert_eq!(counted, kinds_before(&events, &kinds, at as usize));
            }
            assert_eq!(cursor.len(), Some(len), "{format:?}: known once read");
            cursor.seek(1000).unwrap();
            let passed = cursor.skip(&kinds, 5_000, 150_000).unwrap();
            assert_eq!(passed, 5_000);
            let at = cursor.position() as usize;
            assert_eq!(
                kinds_before(&events, &kinds, at) - kinds_before(&events, &kinds, 1000),
                5_000
            );
            assert!(
                kinds.contains(&events[at - 1].kind()),
                "stops right after one"
            );
            let in_range = cursor.count(&kinds, 100, 120_000).unwrap();
            assert_eq!(
                in_range,
                kinds_before(&events, &kinds, 120_000) - kinds_before(&events, &kinds, 99)
            );
            cursor.seek(100_000).unwrap();
            let next = cursor.find_next(&[EventKind::Backtrack]).unwrap().unwrap();
            let previous = cursor
                .find_previous(&[EventKind::Backtrack])
                .unwrap()
                .unwrap();
            assert_eq!(
                cursor.position(),
                100_000,
                "{format:?}: finding does not move"
            );
            assert!(previous < 100_000 && next > 100_000);
            assert_eq!(events[next as usize - 1].kind(), EventKind::Backtrack);
            assert_eq!(events[previous as usize - 1].kind(), EventKind::Backtrack);
            let between = &events[previous as usize..next as usize - 1];
            assert!(
                between
                    .iter()
                    .enumerate()
                    .all(|(i, e)| e.kind() != EventKind::Backtrack
                        || previous as usize + i + 1 == 100_000),
                "{format:?}: none between but the one at the position"
            );
        }
    }

    /// sudotrace's naive search of LeetCode 37 up to `limit` events as a JSON Lines trace
    /// another solver wrote, whose check only says whether a digit fits: no writer's
    /// version in the header, conflicts with only `r`, `c` and `d`; with its events.
    fn unnamed_clashes(limit: u64) -> (String, Vec<Event>) {
        let puzzle = parse_puzzle_text(crate::LEETCODE_37).unwrap();
        let mut events = Vec::new();
        Search::new(Strategy::NAIVE)
            .max_events(Some(limit))
            .run(&puzzle, &mut events);
        let mut text = format!(
            "{{\"sudotrace\":1,\"puzzle\":\"{}\",\"solver\":\"naive\"}}\n",
            puzzle.to_line()
        );
        for &event in &events {
            let line = match event {
                Event::Conflict { cell, digit, .. } => format!(
                    "{{\"ev\":\"conflict\",\"r\":{},\"c\":{},\"d\":{digit}}}",
                    cell.r(),
                    cell.c()
                ),
                other => super::super::event_line(other),
            };
            text += &(line + "\n");
        }
        (text + "{\"ev\":\"end\",\"result\":\"limit\"}\n", events)
    }

    #[test]
    fn another_solvers_conflicts_that_name_no_clash_are_worked_out_from_the_board() {
        let (text, events) = unnamed_clashes(2_000);
        let first = events
            .iter()
            .position(|e| e.kind() == EventKind::Conflict)
            .unwrap() as u64
            + 1;
        let worked_out = Some(WorkedOut {
            event: first,
            at: Location::Line(first + 1),
        });
        let mut cursor = Cursor::from_bytes(text.clone().into_bytes()).unwrap();
        assert_eq!(cursor.worked_out(), None, "not read yet");
        let mut read = Vec::new();
        while let Some(event) = cursor.next_event().unwrap() {
            read.push(event);
        }
        assert_eq!(read, events, "the clashes sudotrace's own search names");
        assert_eq!(cursor.worked_out(), worked_out);
        assert_eq!(cursor.departure().unwrap(), None);
        cursor.seek(1).unwrap();
        assert_eq!(cursor.worked_out(), worked_out, "kept when read again");
        let mut indexed = Cursor::from_bytes(text.clone().into_bytes())
            .unwrap()
            .indexed()
            .unwrap();
        assert_eq!(indexed.worked_out(), worked_out);
        indexed.seek(first).unwrap();
        assert_eq!(indexed.event(), Some(events[first as usize - 1]));

        // sudotrace's own traces name every clash: one that does not is refused.
        let own = text.replacen(
            "\"solver\":\"naive\"}",
            "\"solver\":\"naive\",\"version\":\"0.1.0\"}",
            1,
        );
        let err = Cursor::from_bytes(own.into_bytes())
            .unwrap()
            .read_to_end()
            .unwrap_err()
            .to_string();
        assert_eq!(
            err,
            format!(
                "line {}: a conflict needs \"unit\": \"row\", \"col\" or \"box\"",
                first + 1
            )
        );
        // A digit that clashes with nothing cannot make a conflict.
        let header = text.lines().next().unwrap();
        let fits = format!(
            "{header}\n{{\"ev\":\"try\",\"r\":1,\"c\":3,\"d\":1}}\n{{\"ev\":\"conflict\",\"r\":1,\"c\":3,\"d\":1}}\n{{\"ev\":\"end\",\"result\":\"limit\"}}\n"
        );
        let err = Cursor::from_bytes(fits.clone().into_bytes())
            .unwrap()
            .read_to_end()
            .unwrap_err()
            .to_string();
        assert_eq!(
            err,
            "line 3: r1c3: 1 clashes with nothing: no cell of the row, column or box of r1c3 holds 1 (the conflict names no unit or cell, so its clash is looked for on the board)"
        );
        let mut lenient = Cursor::from_bytes(fits.into_bytes()).unwrap().lenient();
        lenient.read_to_end().unwrap();
        assert_eq!(lenient.position(), 1);
        assert!(lenient.cut_short().unwrap().unread.is_some());
        assert_eq!(lenient.worked_out(), None);
    }

    #[test]
    fn a_trace_cut_short_reads_to_its_last_whole_event_and_says_where() {
        let dir = tempfile::tempdir().unwrap();
        let puzzle = parse_puzzle_text(PUZZLE).unwrap();
        let path = dir.path().join("t.jsonl");
        let mut writer = TraceWriter::create(&path, &Header::new(puzzle, "naive", None)).unwrap();
        let run = Search::new(Strategy::NAIVE)
            .max_events(Some(100))
            .run(&puzzle, &mut writer);
        writer.finish(&(&run.end).into()).unwrap();
        let text = std::fs::read_to_string(&path).unwrap();
        let cut: Vec<&str> = text.lines().take(11).collect();
        std::fs::write(&path, cut.join("\n") + "\n").unwrap();
        let mut cursor = Cursor::open(&path).unwrap();
        cursor.read_to_end().unwrap();
        assert_eq!(cursor.position(), 10);
        assert_eq!(
            cursor.cut_short().unwrap().to_string(),
            "the trace stops after line 11 without an end record (cut short?)"
        );
        cursor.read_to_end().unwrap();
        assert_eq!(cursor.cut_short().unwrap().at, Location::Line(11));
        assert!(cursor.end().is_none());
        cursor.seek(3).unwrap();
        assert!(
            cursor.next_event().unwrap().is_some(),
            "back before the cut"
        );
        // Indexed (the stepper's cursor), the same: its events, and where it stops.
        let mut indexed = Cursor::open(&path).unwrap().indexed().unwrap();
        assert_eq!(indexed.len(), Some(10));
        assert_eq!(indexed.cut_short().unwrap().at, Location::Line(11));
        indexed.seek(10).unwrap();
        assert!(
            indexed.next_event().unwrap().is_none(),
            "nothing after the cut"
        );
        // A binary trace cut short is indexed in the same way.
        let binary = dir.path().join("t.sdt");
        let mut writer = TraceWriter::create(&binary, &Header::new(puzzle, "naive", None)).unwrap();
        let run = Search::new(Strategy::NAIVE)
            .max_events(Some(100))
            .run(&puzzle, &mut writer);
        writer.finish(&(&run.end).into()).unwrap();
        let bytes = std::fs::read(&binary).unwrap();
        std::fs::write(&binary, &bytes[..bytes.len() - 20]).unwrap();
        let indexed = Cursor::open(&binary).unwrap().indexed().unwrap();
        assert!(indexed.cut_short().is_some());
        assert!(indexed.len().is_some_and(|len| len > 0));
    }
}

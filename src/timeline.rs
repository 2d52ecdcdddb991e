//! A whole trace opened for moving about in it, forward and backward, as the classroom
//! stepper does. It works on the binary format, whose checkpoints let it start near any
//! event: a binary trace file is read in place (memory stays small whatever its length),
//! and a JSON Lines trace is checked and converted into the binary format in memory
//! (with a checkpoint every [`SNAPSHOT_EVERY`] events) as it loads.

use std::collections::VecDeque;
use std::path::Path;

use crate::event::{Event, EventKind};
use crate::replay::Replay;
use crate::trace::{self, BinaryWriter, Format, Header, RecordedEnd, TraceError, TraceReader};

/// Events between two checkpoints of a JSON Lines trace loaded into memory: a jump
/// replays at most this many.
pub const SNAPSHOT_EVERY: u64 = 1024;

/// Events kept before the position, for the list of recent events.
const RECENT: usize = 64;

/// A loaded trace and a position in it.
///
/// Positions count events applied: position 0 is the puzzle before any event, position
/// `n` the board right after event `n` (events are numbered from 1).
pub struct Timeline {
    reader: TraceReader,
    end: RecordedEnd,
    len: usize,
    /// The events up to and including the one at the position, at most [`RECENT`].
    recent: VecDeque<Event>,
}

impl Timeline {
    /// Open the trace at `path`. JSON Lines is read whole, checking every event on the
    /// board; a binary trace must have been closed properly (its checkpoint index is
    /// what makes moving about quick).
    pub fn load(path: &Path) -> Result<Timeline, TraceError> {
        let reader = trace::open(path)?;
        match reader.format() {
            Format::Jsonl => Timeline::from_jsonl(reader),
            Format::Binary => Timeline::from_binary(reader),
        }
    }

    fn from_binary(reader: TraceReader) -> Result<Timeline, TraceError> {
        let (Some(len), Some(end)) = (reader.total_events(), reader.known_end().cloned()) else {
            // Read on to find out where and why it stops.
            let mut reader = reader;
            reader.read_to_end()?;
            return Err(TraceError::malformed(
                reader.end_location(),
                "the end record's index of checkpoints is damaged, though every event reads: `sudotrace convert` can write the trace anew",
            ));
        };
        Ok(Timeline {
            reader,
            end,
            len: len as usize,
            recent: VecDeque::with_capacity(RECENT),
        })
    }

    fn from_jsonl(mut reader: TraceReader) -> Result<Timeline, TraceError> {
        let mut writer =
            BinaryWriter::with_checkpoints(Vec::new(), reader.header(), SNAPSHOT_EVERY);
        while let Some(event) = reader.next_event()? {
            crate::search::Sink::event(&mut writer, event);
        }
        let end = reader
            .end()
            .cloned()
            .expect("the reader stops only after the end record");
        let mut bytes = writer
            .finish_recorded(&end)
            .expect("writing to memory cannot fail, and every event was checked");
        bytes.shrink_to_fit();
        Timeline::from_binary(TraceReader::from_bytes(bytes)?)
    }

    pub fn header(&self) -> &Header {
        self.reader.header()
    }

    pub fn end(&self) -> &RecordedEnd {
        &self.end
    }

    /// Number of events in the trace.
    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Events applied so far.
    pub fn position(&self) -> usize {
        self.reader.position() as usize
    }

    /// The board at the current position.
    pub fn replay(&self) -> &Replay {
        self.reader.replay()
    }

    /// The counts at the current position.
    pub fn stats(&self) -> &crate::stats::Stats {
        self.reader.stats()
    }

    /// The event that led to the current position, `None` at the start.
    pub fn current(&self) -> Option<Event> {
        self.reader.replay().last().filter(|_| self.position() > 0)
    }

    /// Move to `position` (clamped to the trace): one event forward is read; anything
    /// else starts from the nearest checkpoint at or before the point a few events
    /// earlier, so that the recent events are known.
    pub fn seek(&mut self, position: usize) -> Result<(), TraceError> {
        let target = position.min(self.len);
        if target == self.position() {
            return Ok(());
        }
        if target == self.position() + 1 {
            return self.step();
        }
        self.seek_fresh(target)
    }

    fn step(&mut self) -> Result<(), TraceError> {
        if let Some(event) = self.reader.next_event()? {
            if self.recent.len() == RECENT {
                self.recent.pop_front();
            }
            self.recent.push_back(event);
        }
        Ok(())
    }

    /// The number of the first event of `kind` after the current position.
    pub fn next_of(&mut self, kind: EventKind) -> Result<Option<usize>, TraceError> {
        let here = self.position();
        let mut found = None;
        while self.position() < self.len {
            let event = self.reader.next_event()?;
            if event.is_some_and(|e| e.kind() == kind) {
                found = Some(self.position());
                break;
            }
        }
        self.seek(here)?;
        Ok(found)
    }

    /// The number of the last event of `kind` before the current position's event:
    /// each stretch between two checkpoints is read forward, going back stretch by stretch.
    pub fn previous_of(&mut self, kind: EventKind) -> Result<Option<usize>, TraceError> {
        let here = self.position();
        let before = here.saturating_sub(1);
        let stretch = self
            .reader
            .checkpoint_every()
            .unwrap_or(SNAPSHOT_EVERY)
            .max(1) as usize;
        let mut end = before;
        let mut found = None;
        while end > 0 && found.is_none() {
            let start = (end - 1) / stretch * stretch;
            self.reader.seek(start as u64)?;
            while self.position() < end {
                let event = self.reader.next_event()?;
                if event.is_some_and(|e| e.kind() == kind) {
                    found = Some(self.position());
                }
            }
            end = start;
        }
        self.seek_fresh(here)?;
        Ok(found)
    }

    /// [`seek`](Timeline::seek) even when already there: the recent events are rebuilt.
    fn seek_fresh(&mut self, position: usize) -> Result<(), TraceError> {
        let from = position.saturating_sub(RECENT);
        self.reader.seek(from as u64)?;
        self.recent.clear();
        while self.position() < position {
            self.step()?;
        }
        Ok(())
    }

    /// The events numbered `from..=to` among the few before and at the position, with
    /// their numbers.
    pub fn events_between(
        &self,
        from: usize,
        to: usize,
    ) -> impl Iterator<Item = (usize, Event)> + '_ {
        let position = self.position();
        let first = position + 1 - self.recent.len();
        self.recent
            .iter()
            .enumerate()
            .map(move |(i, &event)| (first + i, event))
            .filter(move |&(n, _)| n >= from.max(1) && n <= to.min(position))
    }
}

/// The LeetCode 37 example's trace, loaded, with its events; for tests.
#[cfg(test)]
pub(crate) fn leetcode_timeline() -> (Timeline, Vec<Event>) {
    use crate::output::OutputFile;
    use crate::parse::parse_puzzle_text;
    use crate::search::{Strategy, solve};
    use crate::trace::JsonlWriter;

    let puzzle = parse_puzzle_text(crate::LEETCODE_37).unwrap();
    let mut events = Vec::new();
    solve(&puzzle, Strategy::TABLES, None, &mut events);
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.jsonl");
    let header = Header::new(puzzle, "tables", None);
    let mut writer = JsonlWriter::new(OutputFile::create(&path, false).unwrap(), &header);
    let run = solve(&puzzle, Strategy::TABLES, None, &mut writer);
    writer.finish(&run.end).unwrap().commit().unwrap();
    (Timeline::load(&path).unwrap(), events)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::Strategy;

    #[test]
    fn every_position_matches_a_plain_forward_replay() {
        let (mut timeline, events) = leetcode_timeline();
        assert_eq!(timeline.len(), events.len());
        let mut boards = Vec::with_capacity(events.len() + 1);
        let mut plain = Replay::new(timeline.header().puzzle);
        let mut counter = crate::search::Counter::new(Some(Strategy::TABLES.check));
        boards.push((*plain.board(), *counter.stats()));
        for event in &events {
            plain.apply(event).unwrap();
            counter.record(event, plain.depth());
            boards.push((*plain.board(), *counter.stats()));
        }
        for (n, expected) in boards.iter().enumerate() {
            timeline.seek(n).unwrap();
            assert_eq!(
                &(*timeline.replay().board(), *timeline.stats()),
                expected
            );
        }
        assert_eq!(Some(*timeline.replay().board()), timeline.end().solution);
        for n in (0..=events.len()).rev() {
            timeline.seek(n).unwrap();
            assert_eq!(
                (*timeline.replay().board(), *timeline.stats()),
                boards[n],
                "back at {n}"
            );
        }
        for n in [events.len(), 3, 5000, 4999, 0, 77777] {
            timeline.seek(n).unwrap();
            assert_eq!(*timeline.replay().board(), boards[n].0, "jump to {n}");
        }
    }

    #[test]
    fn finds_the_next_and_previous_conflict() {
        let (mut timeline, events) = leetcode_timeline();
        let first = timeline.next_of(EventKind::Conflict).unwrap().unwrap();
        assert_eq!(events[first - 1].kind(), EventKind::Conflict);
        assert!(
            events[..first - 1]
                .iter()
                .all(|e| e.kind() != EventKind::Conflict)
        );
        timeline.seek(first).unwrap();
        let second = timeline.next_of(EventKind::Conflict).unwrap().unwrap();
        assert!(second > first);
        timeline.seek(second).unwrap();
        assert_eq!(
            timeline.previous_of(EventKind::Conflict).unwrap(),
            Some(first)
        );
    }
}

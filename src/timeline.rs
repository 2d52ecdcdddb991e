//! A whole trace loaded for moving about in it, forward and backward, as the classroom
//! stepper does: every event packed into 4 bytes, and a snapshot of the one [`Replay`]
//! every [`SNAPSHOT_EVERY`] events, so that any position is reached by replaying at most
//! that many events. Memory is about 4 bytes an event, far below the trace file's size.

use std::io::Read;
use std::path::Path;

use crate::event::{Event, EventKind};
use crate::replay::Replay;
use crate::solver::SolverKind;
use crate::trace::{self, Header, JsonlReader, RecordedEnd, TraceError};

/// Events between two snapshots: a jump replays at most this many.
pub const SNAPSHOT_EVERY: usize = 1024;

/// A loaded trace and a position in it.
///
/// Positions count events applied: position 0 is the puzzle before any event, position
/// `n` the board right after event `n` (events are numbered from 1).
pub struct Timeline {
    header: Header,
    end: RecordedEnd,
    events: Vec<u32>,
    /// `snapshots[k]` is the replay after `k * SNAPSHOT_EVERY` events.
    snapshots: Vec<Replay>,
    replay: Replay,
    position: usize,
}

impl Timeline {
    /// Load the trace at `path`, checking every event on the board as it goes.
    pub fn load(path: &Path) -> Result<Timeline, TraceError> {
        Timeline::from_reader(trace::open(path)?)
    }

    pub fn from_reader<R: Read>(mut reader: JsonlReader<R>) -> Result<Timeline, TraceError> {
        let header = reader.header().clone();
        let mut replay = Replay::new(header.puzzle, SolverKind::from_name(&header.solver));
        let mut events = Vec::new();
        let mut snapshots = vec![replay.clone()];
        while let Some(event) = reader.next_event()? {
            replay
                .apply(&event)
                .map_err(|source| TraceError::Impossible {
                    line: reader.line(),
                    source,
                })?;
            events.push(event.pack());
            if events.len() % SNAPSHOT_EVERY == 0 {
                snapshots.push(replay.clone());
            }
        }
        let end = reader
            .end()
            .cloned()
            .expect("the reader stops only after the end record");
        let start = snapshots[0].clone();
        events.shrink_to_fit();
        Ok(Timeline {
            header,
            end,
            events,
            snapshots,
            replay: start,
            position: 0,
        })
    }

    pub fn header(&self) -> &Header {
        &self.header
    }

    pub fn end(&self) -> &RecordedEnd {
        &self.end
    }

    /// Number of events in the trace.
    pub fn len(&self) -> usize {
        self.events.len()
    }

    pub fn is_empty(&self) -> bool {
        self.events.is_empty()
    }

    /// Events applied so far.
    pub fn position(&self) -> usize {
        self.position
    }

    /// The board and counts at the current position.
    pub fn replay(&self) -> &Replay {
        &self.replay
    }

    /// Event number `n` (1-based), if there is one.
    pub fn event(&self, n: usize) -> Option<Event> {
        n.checked_sub(1)
            .and_then(|i| self.events.get(i))
            .map(|&packed| Event::unpack(packed))
    }

    /// The event that led to the current position, `None` at the start.
    pub fn current(&self) -> Option<Event> {
        self.event(self.position)
    }

    /// Move to `position` (clamped to the trace): one event forward or back is applied
    /// or undone; a longer move starts from the nearest snapshot at or before it.
    pub fn seek(&mut self, position: usize) {
        let target = position.min(self.events.len());
        if target == self.position + 1 {
            self.apply_next();
            return;
        }
        if target < self.position || target - self.position > SNAPSHOT_EVERY {
            let k = target / SNAPSHOT_EVERY;
            self.replay = self.snapshots[k].clone();
            self.position = k * SNAPSHOT_EVERY;
        }
        while self.position < target {
            self.apply_next();
        }
    }

    fn apply_next(&mut self) {
        let event = Event::unpack(self.events[self.position]);
        self.replay
            .apply(&event)
            .expect("every event was checked when the trace was loaded");
        self.position += 1;
    }

    /// The number of the first event of `kind` after the current position.
    pub fn next_of(&self, kind: EventKind) -> Option<usize> {
        self.events[self.position..]
            .iter()
            .position(|&packed| Event::unpack(packed).kind() == kind)
            .map(|i| self.position + i + 1)
    }

    /// The number of the last event of `kind` before the current position's event.
    pub fn previous_of(&self, kind: EventKind) -> Option<usize> {
        let before = self.position.saturating_sub(1);
        self.events[..before]
            .iter()
            .rposition(|&packed| Event::unpack(packed).kind() == kind)
            .map(|i| i + 1)
    }

    /// The events numbered `from..=to` that exist, with their numbers.
    pub fn events_between(
        &self,
        from: usize,
        to: usize,
    ) -> impl Iterator<Item = (usize, Event)> + '_ {
        let from = from.max(1);
        let to = to.min(self.events.len());
        (from..=to).map(|n| (n, Event::unpack(self.events[n - 1])))
    }
}

/// The LeetCode 37 example's trace, loaded, with its events; for tests.
#[cfg(test)]
pub(crate) fn leetcode_timeline() -> (Timeline, Vec<Event>) {
    use crate::output::OutputFile;
    use crate::parse::parse_puzzle_text;
    use crate::solver::solve;
    use crate::trace::JsonlWriter;

    let puzzle = parse_puzzle_text(crate::LEETCODE_37).unwrap();
    let mut events = Vec::new();
    solve(&puzzle, SolverKind::Tables, None, &mut events);
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.jsonl");
    let header = Header {
        puzzle,
        solver: "tables".into(),
        max_events: None,
    };
    let mut writer = JsonlWriter::new(OutputFile::create(&path, false).unwrap(), &header);
    let run = solve(&puzzle, SolverKind::Tables, None, &mut writer);
    writer.finish(&run.end).unwrap().commit().unwrap();
    (Timeline::load(&path).unwrap(), events)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_position_matches_a_plain_forward_replay() {
        let (mut timeline, events) = leetcode_timeline();
        assert_eq!(timeline.len(), events.len());
        let mut boards = Vec::with_capacity(events.len() + 1);
        let mut plain = Replay::new(timeline.header().puzzle, Some(SolverKind::Tables));
        boards.push((*plain.board(), *plain.stats()));
        for event in &events {
            plain.apply(event).unwrap();
            boards.push((*plain.board(), *plain.stats()));
        }
        for (n, expected) in boards.iter().enumerate() {
            timeline.seek(n);
            assert_eq!(
                &(*timeline.replay().board(), *timeline.replay().stats()),
                expected
            );
        }
        assert_eq!(Some(*timeline.replay().board()), timeline.end().solution);
        for n in (0..=events.len()).rev() {
            timeline.seek(n);
            assert_eq!(
                (*timeline.replay().board(), *timeline.replay().stats()),
                boards[n],
                "back at {n}"
            );
        }
        for n in [events.len(), 3, 5000, 4999, 0, 77777] {
            timeline.seek(n);
            assert_eq!(*timeline.replay().board(), boards[n].0, "jump to {n}");
        }
    }

    #[test]
    fn finds_the_next_and_previous_conflict() {
        let (mut timeline, events) = leetcode_timeline();
        let first = timeline.next_of(EventKind::Conflict).unwrap();
        assert_eq!(events[first - 1].kind(), EventKind::Conflict);
        assert!(
            events[..first - 1]
                .iter()
                .all(|e| e.kind() != EventKind::Conflict)
        );
        timeline.seek(first);
        let second = timeline.next_of(EventKind::Conflict).unwrap();
        assert!(second > first);
        timeline.seek(second);
        assert_eq!(timeline.previous_of(EventKind::Conflict), Some(first));
    }
}

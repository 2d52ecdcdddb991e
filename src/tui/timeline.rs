//! The stepper's place in a trace: a [`Cursor`] over the whole trace, indexed so that
//! any event is a jump away, with the few events before the position remembered for the
//! panel's list of recent events.

use std::collections::VecDeque;
use std::path::Path;

use sudotrace_core::events::counts::Stats;
use sudotrace_core::events::event::{Ending, Event, EventKind};
use sudotrace_core::events::replay::ImpossibleEvent;
use sudotrace_core::events::replay::Replay;
use sudotrace_core::search::Order;
use sudotrace_core::trace::selector::{Found, Wanted};
use sudotrace_core::trace::{Cursor, CutShort, Header, TraceError};

/// Events kept before the position, for the list of recent events.
const RECENT: usize = 64;

/// A loaded trace and a position in it.
///
/// Positions count events applied: position 0 is the puzzle before any event, position
/// `n` the board right after event `n` (events are numbered from 1).
///
/// A trace with an event that cannot happen is read up to the event before it; that
/// event is its last position, shown on the board before it ([`refused`]).
///
/// [`refused`]: Timeline::refused
pub struct Timeline {
    cursor: Cursor,
    len: usize,
    /// The events up to and including the one at the position, at most [`RECENT`].
    recent: VecDeque<Event>,
    /// The event that cannot happen after the last one that can, if any.
    refused: Option<ImpossibleEvent>,
    /// The position is that refused event.
    on_refused: bool,
    /// The first event where the trace departs from the strategy its header names.
    departure: Option<u64>,
}

impl Timeline {
    /// Open the trace at `path`, checking every event (see [`Cursor::indexed`]).
    pub fn load(path: &Path) -> Result<Timeline, TraceError> {
        let mut cursor = Cursor::open(path)?.lenient().indexed()?;
        let departure = cursor.departure()?;
        let readable = cursor.len().expect("an indexed trace knows its length") as usize;
        let refused = cursor.cut_short().and_then(|cut| cut.refused.clone());
        Ok(Timeline {
            cursor,
            len: readable + usize::from(refused.is_some()),
            recent: VecDeque::with_capacity(RECENT),
            refused,
            on_refused: false,
            departure,
        })
    }

    /// The first event where the trace departs from the strategy its header names.
    pub fn departure(&self) -> Option<usize> {
        self.departure.map(|n| n as usize)
    }

    /// The event that cannot happen, when the position is it.
    pub fn refused(&self) -> Option<&ImpossibleEvent> {
        self.refused.as_ref().filter(|_| self.on_refused)
    }

    /// Why there is no event after the last: the numbers to choose from, and where the
    /// trace stops when it is cut short.
    pub fn past_the_end(&self, lang: sudotrace_core::lang::Lang) -> String {
        let readable = self.len - usize::from(self.refused.is_some());
        let cut = self.cursor.cut_short();
        sudotrace_core::views::view::past_the_end_in(readable as u64, cut, lang)
    }

    /// Where and why the trace stops before its end record, if it does: cut short, or
    /// before an event that cannot happen.
    pub fn cut_short(&self) -> Option<&CutShort> {
        self.cursor.cut_short()
    }

    /// Where the trace stops before an event that cannot happen, and why.
    pub fn stopped_by(&self) -> Option<&CutShort> {
        self.cursor.cut_short().filter(|cut| cut.refused.is_some())
    }

    pub fn header(&self) -> &Header {
        self.cursor.header()
    }

    /// Number of events in the trace.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Events applied so far (one more on the event that cannot happen).
    pub fn position(&self) -> usize {
        self.cursor.position() as usize + usize::from(self.on_refused)
    }

    /// The board at the current position.
    /// How the search ended, when the trace says and is whole.
    pub fn ending(&self) -> Option<Ending> {
        self.cursor.ending()
    }

    pub fn order(&self) -> Option<Order> {
        self.cursor.order()
    }

    pub fn replay(&self) -> &Replay {
        self.cursor.replay()
    }

    /// The counts at the current position.
    pub fn stats(&self) -> &Stats {
        self.cursor.stats()
    }

    /// The event that led to the current position, `None` at the start.
    pub fn current(&self) -> Option<Event> {
        self.cursor.event()
    }

    /// Move to `position` (clamped to the trace): one event forward is read; anything
    /// else jumps to a few events before it, so that the recent events are known.
    pub fn seek(&mut self, position: usize) -> Result<(), TraceError> {
        let target = position.min(self.len);
        if target == self.position() {
            return Ok(());
        }
        let refused = self.refused.is_some() && target == self.len;
        if self.on_refused || refused {
            self.on_refused = false;
            self.seek(target - usize::from(refused))?;
            self.on_refused = refused;
            return Ok(());
        }
        if target == self.position() + 1 {
            return self.step();
        }
        self.cursor.seek(target.saturating_sub(RECENT) as u64)?;
        self.recent.clear();
        while self.position() < target {
            self.step()?;
        }
        Ok(())
    }

    fn step(&mut self) -> Result<(), TraceError> {
        if let Some(event) = self.cursor.next_event()? {
            if self.recent.len() == RECENT {
                self.recent.pop_front();
            }
            self.recent.push_back(event);
        }
        Ok(())
    }

    /// The number of the event `wanted` names (from the trace's start), or how many
    /// such events the trace has; the position stays where it is.
    pub fn find_wanted(&mut self, wanted: &Wanted) -> Result<Found, TraceError> {
        let here = self.position();
        let found = self.cursor.find_wanted(wanted)?;
        // Back where it was, with the events before it known again.
        self.on_refused = false;
        self.recent.clear();
        self.cursor.seek(0)?;
        self.seek(here)?;
        Ok(found)
    }

    /// The number of the first event of `kind` after the current position.
    pub fn next_of(&mut self, kind: EventKind) -> Result<Option<usize>, TraceError> {
        Ok(self.cursor.find_next(&[kind])?.map(|n| n as usize))
    }

    /// The number of the last event of `kind` before the current position's event.
    pub fn previous_of(&mut self, kind: EventKind) -> Result<Option<usize>, TraceError> {
        Ok(self.cursor.find_previous(&[kind])?.map(|n| n as usize))
    }

    /// The events numbered `from..=to` among the few before and at the position, with
    /// their numbers.
    pub fn events_between(
        &self,
        from: usize,
        to: usize,
    ) -> impl Iterator<Item = (usize, Event)> + '_ {
        // The refused event is not among them: the cursor stands before it.
        let position = self.cursor.position() as usize;
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
    timeline_of(
        sudotrace_core::LEETCODE_37,
        sudotrace_core::search::Strategy::TABLES,
    )
}

/// The timeline of `strategy`'s search of `puzzle`, and its events, for tests.
#[cfg(test)]
pub(crate) fn timeline_of(
    puzzle: &str,
    strategy: sudotrace_core::search::Strategy,
) -> (Timeline, Vec<Event>) {
    use sudotrace_core::puzzle::parse::parse_puzzle_text;
    use sudotrace_core::search::Search;
    use sudotrace_core::trace::TraceWriter;

    let puzzle = parse_puzzle_text(puzzle).unwrap();
    let mut events = Vec::new();
    Search::new(strategy).run(&puzzle, &mut events);
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.jsonl");
    let header = Header::new(puzzle, strategy.name(), None);
    let mut writer = TraceWriter::create(&path, &header).unwrap();
    let run = Search::new(strategy).run(&puzzle, &mut writer);
    writer.finish(&(&run.end).into()).unwrap();
    (Timeline::load(&path).unwrap(), events)
}

#[cfg(test)]
mod tests {
    use super::*;
    use sudotrace_core::puzzle::grid::Cell;
    use sudotrace_core::search::{EventCounter, Strategy};

    #[test]
    fn every_position_matches_a_plain_forward_replay() {
        let (mut timeline, events) = leetcode_timeline();
        assert_eq!(timeline.len(), events.len());
        let mut boards = Vec::with_capacity(events.len() + 1);
        let mut plain = Replay::new(timeline.header().puzzle);
        let mut counter =
            EventCounter::new(Some(Strategy::TABLES.check), &timeline.header().puzzle);
        boards.push((*plain.board(), *counter.stats()));
        for event in &events {
            plain.apply(event).unwrap();
            counter.record(event, plain.depth());
            boards.push((*plain.board(), *counter.stats()));
        }
        for (n, expected) in boards.iter().enumerate() {
            timeline.seek(n).unwrap();
            assert_eq!(&(*timeline.replay().board(), *timeline.stats()), expected);
        }
        assert!(timeline.replay().board().is_complete(), "the end is solved");
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
    fn an_impossible_event_is_the_last_position_on_the_board_before_it() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("bad.jsonl");
        let header = r#"{"sudotrace":1,"puzzle":"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79","solver":"naive"}"#;
        let events = [
            r#"{"ev":"try","r":1,"c":3,"d":1}"#,
            r#"{"ev":"place","r":1,"c":3,"d":1}"#,
            r#"{"ev":"place","r":1,"c":4,"d":5}"#,
        ];
        std::fs::write(
            &path,
            [header]
                .iter()
                .chain(&events)
                .map(|l| format!("{l}\n"))
                .collect::<String>(),
        )
        .unwrap();
        let mut timeline = Timeline::load(&path).unwrap();
        assert_eq!(
            timeline.len(),
            3,
            "two events, then the one that cannot happen"
        );
        assert!(timeline.stopped_by().is_some());
        timeline.seek(3).unwrap();
        assert_eq!(timeline.position(), 3);
        let refused = timeline
            .refused()
            .expect("the position is the refused event");
        assert_eq!(refused.involved(), Some(Cell::from_rc(1, 1).unwrap()));
        assert_eq!(timeline.replay().depth(), 1, "the board before it");
        timeline.seek(2).unwrap();
        assert!(timeline.refused().is_none());
        assert_eq!(timeline.position(), 2);
        timeline.seek(0).unwrap();
        timeline.seek(99).unwrap();
        assert!(timeline.refused().is_some());
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

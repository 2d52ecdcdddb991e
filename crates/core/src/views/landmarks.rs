//! The moments of a search worth showing a reader, found in one place as its events go
//! by: the first conflict, backtrack and dead end, the first time it turned back (a
//! backtrack or a dead end), the deepest point it reached, the deepest point it turned
//! back from, and its longest run of backtracks. A GIF told as a story slows down at
//! some of them; the web page marks them on its seek bar.
//!
//! Two kinds of deepest: [`Landmarks::deepest`] is the greatest depth any placement
//! reached (a solved search reaches it at its last placement), and
//! [`Landmarks::deepest_turn_back`] the greatest depth the search had to turn back from,
//! the deepest dead end of its tree.

use crate::events::event::EventKind;

/// A depth and the event that first reached it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Deepest {
    /// The depth: placements on the board.
    pub depth: u64,
    /// The event (numbered from 1).
    pub at: u64,
}

/// A run of backtracks (and forced digits taken back) with no placement between them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BacktrackRun {
    /// Its first event.
    pub from: u64,
    /// Its events.
    pub length: u64,
}

/// The moments of a search, found as its events are followed ([`Landmarks::note`]).
#[derive(Clone, Debug, Default)]
pub struct Landmarks {
    depth: u64,
    first_conflict: Option<u64>,
    first_backtrack: Option<u64>,
    first_dead_end: Option<u64>,
    first_turn_back: Option<u64>,
    deepest: Option<Deepest>,
    deepest_turn_back: Option<Deepest>,
    run: Option<BacktrackRun>,
    longest_run: Option<BacktrackRun>,
}

impl Landmarks {
    /// Landmarks of a search that stands at `depth` before the first event followed.
    pub fn at_depth(depth: u64) -> Landmarks {
        Landmarks {
            depth,
            ..Landmarks::default()
        }
    }

    /// Follow event `number`, of `kind`, looking for moments in it.
    #[inline]
    pub fn note(&mut self, number: u64, kind: EventKind) {
        match kind {
            EventKind::Conflict => {
                self.first_conflict.get_or_insert(number);
            }
            EventKind::DeadEnd => {
                self.first_dead_end.get_or_insert(number);
                self.turn_back(number);
            }
            EventKind::Backtrack => {
                self.first_backtrack.get_or_insert(number);
                self.turn_back(number);
                self.continue_run(number);
            }
            EventKind::Unforce | EventKind::Restore => self.continue_run(number),
            EventKind::Place | EventKind::Force => {
                self.end_run();
                let depth = self.depth + 1;
                if self.deepest.is_none_or(|deepest| depth > deepest.depth) {
                    self.deepest = Some(Deepest { depth, at: number });
                }
            }
            EventKind::Try | EventKind::Choose | EventKind::Eliminate => {}
        }
        self.pass(kind);
    }

    /// Follow an event without looking for moments in it (one outside the events
    /// looked at): only the depth it leaves.
    #[inline]
    pub fn pass(&mut self, kind: EventKind) {
        match kind {
            EventKind::Place | EventKind::Force => self.depth += 1,
            EventKind::Backtrack | EventKind::Unforce => self.depth = self.depth.saturating_sub(1),
            _ => {}
        }
    }

    /// The search turns back at event `number`, from the depth it stands at.
    fn turn_back(&mut self, number: u64) {
        self.first_turn_back.get_or_insert(number);
        if self
            .deepest_turn_back
            .is_none_or(|deepest| self.depth > deepest.depth)
        {
            self.deepest_turn_back = Some(Deepest {
                depth: self.depth,
                at: number,
            });
        }
    }

    fn continue_run(&mut self, number: u64) {
        self.run
            .get_or_insert(BacktrackRun {
                from: number,
                length: 0,
            })
            .length += 1;
    }

    /// A run of backtracks ends at the next placement; the first of the longest wins.
    fn end_run(&mut self) {
        if let Some(run) = self.run.take()
            && self
                .longest_run
                .is_none_or(|longest| run.length > longest.length)
        {
            self.longest_run = Some(run);
        }
    }

    /// The depth the search stands at after the events followed.
    pub fn depth(&self) -> u64 {
        self.depth
    }

    /// The first conflict.
    pub fn first_conflict(&self) -> Option<u64> {
        self.first_conflict
    }

    /// The first backtrack.
    pub fn first_backtrack(&self) -> Option<u64> {
        self.first_backtrack
    }

    /// The first dead end.
    pub fn first_dead_end(&self) -> Option<u64> {
        self.first_dead_end
    }

    /// The first time the search turned back: its first backtrack or dead end.
    pub fn first_turn_back(&self) -> Option<u64> {
        self.first_turn_back
    }

    /// The greatest depth a placement reached, and the first placement that reached it.
    pub fn deepest(&self) -> Option<Deepest> {
        self.deepest
    }

    /// The greatest depth the search turned back from (a dead end there, or a backtrack
    /// taking back the placement that reached it), and the first event that did.
    pub fn deepest_turn_back(&self) -> Option<Deepest> {
        self.deepest_turn_back
    }

    /// The longest run of backtracks with no placement between them, the run still
    /// going on included; the first of the longest.
    pub fn longest_run(&self) -> Option<BacktrackRun> {
        let mut ended = self.clone();
        ended.end_run();
        ended.longest_run
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::events::event::Event;
    use crate::puzzle::parse::parse_puzzle_text;
    use crate::search::{Search, Strategy};

    /// The events of `strategy` on LeetCode 37, numbered from 1.
    fn events(strategy: Strategy) -> Vec<(u64, Event)> {
        let puzzle = parse_puzzle_text(crate::LEETCODE_37).unwrap();
        let mut events: Vec<Event> = Vec::new();
        Search::new(strategy).run(&puzzle, &mut events);
        (1..).zip(events).collect()
    }

    #[test]
    fn the_moments_are_found_where_the_events_are() {
        let events = events(Strategy::NAIVE);
        let mut landmarks = Landmarks::default();
        for &(number, event) in &events {
            landmarks.note(number, event.kind());
        }
        let first = |kind| events.iter().find(|(_, e)| e.kind() == kind).map(|e| e.0);
        assert_eq!(landmarks.first_conflict(), first(EventKind::Conflict));
        assert_eq!(landmarks.first_backtrack(), first(EventKind::Backtrack));
        assert_eq!(landmarks.first_turn_back(), first(EventKind::Backtrack));
        assert_eq!(landmarks.first_dead_end(), None);
        // Solved: every blank filled, first at the last placement.
        let blanks = 81 - parse_puzzle_text(crate::LEETCODE_37).unwrap().filled() as u64;
        let last_place = events
            .iter()
            .rev()
            .find(|(_, e)| e.kind() == EventKind::Place);
        assert_eq!(
            landmarks.deepest(),
            Some(Deepest {
                depth: blanks,
                at: last_place.unwrap().0
            })
        );
        assert_eq!(landmarks.depth(), blanks);
        let turned = landmarks.deepest_turn_back().unwrap();
        assert!(turned.depth < blanks);
        assert_eq!(
            events[turned.at as usize - 1].1.kind(),
            EventKind::Backtrack
        );
        // The longest run: from a backtrack to the next placement, its backtracks counted.
        let run = landmarks.longest_run().unwrap();
        let placed = |e: &Event| matches!(e.kind(), EventKind::Place | EventKind::Force);
        let runs: Vec<(u64, u64)> = events
            .iter()
            .enumerate()
            .filter(|(i, (_, e))| {
                e.kind() == EventKind::Backtrack
                    && events[..*i]
                        .iter()
                        .rev()
                        .find(|(_, e)| placed(e) || e.kind() == EventKind::Backtrack)
                        .is_none_or(|(_, e)| placed(e))
            })
            .map(|(i, &(from, _))| {
                let length = events[i..]
                    .iter()
                    .take_while(|(_, e)| !placed(e))
                    .filter(|(_, e)| e.kind() == EventKind::Backtrack)
                    .count();
                (from, length as u64)
            })
            .collect();
        let longest = runs.iter().map(|r| r.1).max().unwrap();
        let first_longest = runs.iter().find(|r| r.1 == longest).unwrap();
        assert_eq!((run.from, run.length), *first_longest);
        assert!(run.length >= 2);
    }

    /// The Sudoku players' forum's "Easter Monster".
    const EASTER_MONSTER: &str =
        "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1";

    #[test]
    fn every_strategy_turns_back_where_its_backtracks_and_dead_ends_are() {
        let line = include_str!("../../../../tests/data/norvig_hardest.txt")
            .lines()
            .find(|line| !line.starts_with('#') && !line.trim().is_empty())
            .unwrap();
        let puzzle = parse_puzzle_text(line).unwrap();
        // The eliminating strategies solve that one without a guess: the Easter Monster
        // makes them turn back too.
        let monster = parse_puzzle_text(EASTER_MONSTER).unwrap();
        for strategy in Strategy::every() {
            let puzzle = match strategy.propagation.eliminates() {
                true => monster,
                false => puzzle,
            };
            let mut events: Vec<Event> = Vec::new();
            Search::new(strategy)
                .max_events(Some(200_000))
                .run(&puzzle, &mut events);
            let mut landmarks = Landmarks::default();
            let (mut depth, mut first, mut deepest) = (0u64, None, None::<(u64, u64)>);
            for (number, event) in (1..).zip(&events) {
                landmarks.note(number, event.kind());
                let turns = matches!(event.kind(), EventKind::Backtrack | EventKind::DeadEnd);
                if turns {
                    first = first.or(Some(number));
                    if deepest.is_none_or(|(d, _)| depth > d) {
                        deepest = Some((depth, number));
                    }
                }
                match event.kind() {
                    EventKind::Place | EventKind::Force => depth += 1,
                    EventKind::Backtrack | EventKind::Unforce => depth -= 1,
                    _ => {}
                }
            }
            assert_eq!(landmarks.depth(), depth, "{strategy}");
            assert_eq!(landmarks.first_turn_back(), first, "{strategy}");
            assert!(first.is_some(), "{strategy} turns back on a hard puzzle");
            let found = landmarks.deepest_turn_back().map(|d| (d.depth, d.at));
            assert_eq!(found, deepest, "{strategy}");
        }
    }
}

//! What is wrong with a trace from any solver, in words a student understands: the
//! first event that cannot happen on the board (as every reader refuses it), then what
//! is wrong or suspicious within the rules: the end record's claims against the board
//! and the counts, `unsolvable` for a puzzle that has a solution, a conflict that does not
//! answer the try before it, a digit tried twice in one cell between two placements,
//! blanks left empty, and the first event where the search departs from the built-in
//! strategy it claims or resembles (that strategy's own next event, from
//! [`Rules::predict`]).
//!
//! What it cannot see: a search that stays within the rules, matches no built-in
//! strategy and reaches the end it claims (another correct order, or a wrong one that is
//! consistent).

use std::path::Path;

use serde::Serialize;

use crate::event::{Event, Outcome};
use crate::grid::{CELLS, Cell, Grid};
use crate::search::{NullSink, Propagation, Rules, Strategy, solve};
use crate::stats::Stats;
use crate::trace::{Cursor, Location, TraceError};
use crate::words::thousands;

/// Events a search must match a strategy's from the start to be said to resemble it.
pub const RESEMBLES_AFTER: u64 = 20;

/// The most events the built-in search may take to show that a puzzle the trace calls
/// unsolvable has a solution.
const SOLVE_LIMIT: u64 = 50_000_000;

/// One thing wrong or suspicious, with where it is.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Finding {
    /// What kind of finding: `impossible`, `departs`, `conflict-without-try`,
    /// `place-without-try`, `try-unanswered`, `tried-twice`, `blanks-left`, `no-end`,
    /// `end-solution`, `end-counts`, `gave-up`.
    pub kind: &'static str,
    /// The event it is about (events count from 1), if it is about one.
    pub event: Option<u64>,
    /// Where in the file: `line 27` or `byte 1,234`.
    pub at: Option<String>,
    pub message: String,
    /// Further findings of the same kind after this first one.
    pub more: u64,
}

/// The built-in search the trace claims (its header names it) or resembles, and how
/// far its events are that search's.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Likeness {
    /// The strategy's name (for a resemblance, the `+tables` one: both checks make the
    /// same events).
    pub strategy: &'static str,
    /// The header names it.
    pub claimed: bool,
    /// Events, from the first, that are the strategy's own.
    pub matched: u64,
    /// Every event is the strategy's, and the trace stops where the strategy stops.
    pub exact: bool,
}

/// The diagnosis of one trace.
#[derive(Clone, Debug, Serialize)]
pub struct Diagnosis {
    pub solver: String,
    pub puzzle: String,
    /// Events that can happen, read before the first that cannot (all, without one).
    pub events: u64,
    /// How the trace says the search ended, when it says so.
    pub outcome: Option<&'static str>,
    pub likeness: Option<Likeness>,
    pub findings: Vec<Finding>,
}

impl Diagnosis {
    pub fn is_clean(&self) -> bool {
        self.findings.is_empty()
    }

    /// Why a clean trace is clean, in words: the strategy it is exactly, or that it
    /// keeps to the rules.
    pub fn summary(&self) -> String {
        match &self.likeness {
            Some(l) if l.exact => format!(
                "the search is exactly {}'s{}",
                describe(l.strategy),
                if l.claimed { ", as it claims" } else { "" }
            ),
            _ => "it keeps to the rules and reaches the end it claims".to_string(),
        }
    }
}

/// Read the trace at `path` and say what is wrong with it. An error only for a file
/// that is not a readable trace (the exit code 2 kind); an event that cannot happen is
/// a finding.
pub fn diagnose(path: &Path) -> Result<Diagnosis, TraceError> {
    let mut cursor = Cursor::open(path)?.lenient();
    let header = cursor.header().clone();
    let claimed = Strategy::from_name(&header.solver);
    let mut followers: Vec<Follower> = match claimed {
        Some(strategy) => vec![Follower::new(strategy, &header.puzzle)],
        None => searches()
            .map(|strategy| Follower::new(strategy, &header.puzzle))
            .collect(),
    };
    let mut checks = Checks::new();
    let mut malformed = None;
    loop {
        let number = cursor.position() + 1;
        for follower in followers.iter_mut().filter(|f| f.departure.is_none()) {
            follower.predicted = follower.rules.predict(cursor.replay());
        }
        let event = match cursor.next_event() {
            Ok(Some(event)) => event,
            Ok(None) => break,
            // A line that is no event, after a header that reads: the solver's fault, found.
            Err(TraceError::Malformed { at, message }) => {
                malformed = Some(finding(
                    "malformed",
                    Some(number),
                    Some(at),
                    format!("event {number}: {message}; the events after it are not checked"),
                ));
                break;
            }
            Err(err) => return Err(err),
        };
        for follower in followers.iter_mut() {
            follower.compare(number, Some(event));
        }
        checks.note(number, event, cursor.location());
    }
    let events = cursor.position();
    let mut findings = Vec::new();
    if let Some(malformed) = malformed {
        for follower in followers.iter_mut() {
            follower.compare(events + 1, None);
        }
        findings.push(malformed);
    }
    let refused = cursor.cut_short().and_then(|cut| cut.refused.clone());
    let cut = cursor.cut_short().cloned();
    match (&refused, &cut) {
        (Some(refused), Some(cut)) => {
            // The event that cannot happen departs from any strategy still followed.
            for follower in followers.iter_mut() {
                follower.compare(events + 1, Some(refused.event));
            }
            findings.push(finding(
                "impossible",
                Some(events + 1),
                Some(cut.at),
                format!(
                    "event {}: {refused}; the events after it are not checked (sudotrace show --at {} draws it)",
                    events + 1,
                    events + 1
                ),
            ));
        }
        (None, Some(cut)) => findings.push(finding(
            "no-end",
            None,
            Some(cut.at),
            format!(
                "{cut}: the trace says nothing of how the search ended, after {} events",
                thousands(events)
            ),
        )),
        _ => {}
    }
    let outcome = cursor.outcome();
    let stopped = refused.is_some() || findings.iter().any(|f| f.kind == "malformed");
    if !stopped {
        for follower in followers.iter_mut() {
            follower.finish(events, outcome);
        }
    }
    findings.extend(checks.findings());
    if let (Some(end), None, false) = (cursor.end().cloned(), &cut, stopped) {
        findings.extend(end_findings(&cursor, &end, cursor.end_location()));
    }
    let likeness = likeness(&followers, claimed.is_some());
    if let Some(departure) = followers
        .iter()
        .find(|f| Some(f.strategy.name()) == likeness.as_ref().map(|l| l.strategy))
        .and_then(|f| f.departure.clone())
    {
        match findings
            .iter_mut()
            .find(|f| matches!(f.kind, "impossible" | "malformed") && f.event == Some(departure.0))
        {
            // The event that cannot happen is where it departs: one finding says both.
            Some(impossible) => impossible.message += &format!("; {}", departure.2),
            None => findings.push(finding(
                "departs",
                Some(departure.0),
                None,
                departure.1.clone(),
            )),
        }
    }
    findings.sort_by_key(|f| (f.event.unwrap_or(u64::MAX), f.kind));
    Ok(Diagnosis {
        solver: header.solver.clone(),
        puzzle: header.puzzle.to_line(),
        events,
        outcome: outcome.map(Outcome::name),
        likeness,
        findings,
    })
}

/// The distinct searches a trace may resemble: each order with each propagation (both
/// checks make the same events; the `+tables` one stands for both).
fn searches() -> impl Iterator<Item = Strategy> {
    Strategy::every().filter(|s| s.check == crate::search::Check::Tables)
}

/// A strategy's name in a sentence: `the row-by-row search`, `the mrv+singles search`.
pub fn describe(name: &str) -> String {
    match Strategy::from_name(name) {
        Some(s) if s.is_plain_rows() => "the row-by-row search".to_string(),
        Some(s) => {
            let propagation = match s.propagation {
                Propagation::None => String::new(),
                p => format!("+{}", p.name().unwrap_or_default()),
            };
            format!("the {}{propagation} search", s.order.name())
        }
        None => format!("{name:?}"),
    }
}

/// One built-in search followed along the trace until it departs.
struct Follower {
    strategy: Strategy,
    rules: Rules,
    /// The strategy's next event from the position before the event being read.
    predicted: Option<Event>,
    matched: u64,
    /// Where it departs: the event's number, the whole finding, and the clause that says
    /// what the strategy would do.
    departure: Option<(u64, String, String)>,
}

impl Follower {
    fn new(strategy: Strategy, puzzle: &Grid) -> Follower {
        Follower {
            strategy,
            rules: Rules::new(strategy, puzzle),
            predicted: None,
            matched: 0,
            departure: None,
        }
    }

    fn compare(&mut self, number: u64, event: Option<Event>) {
        if self.departure.is_some() {
            return;
        }
        if event.is_some() && event == self.predicted {
            self.matched += 1;
            return;
        }
        let search = describe(self.strategy.name());
        let would = match self.predicted {
            Some(predicted) => format!("{search} would {}", action(predicted)),
            None => format!("{search} would stop here"),
        };
        let did = match (event, self.predicted) {
            (
                Some(Event::Backtrack {
                    cell,
                    digit: erased,
                }),
                Some(Event::Try { cell: tried, digit }),
            ) => {
                let erasing = match cell == tried {
                    true => String::new(),
                    false => format!(", erasing {erased} at {cell}"),
                };
                format!(
                    "backtracked from {tried} with {} untried{erasing}",
                    digits_from(digit)
                )
            }
            (Some(event), _) => format!("the trace has “{event}”"),
            (None, _) => "the trace ends".to_string(),
        };
        self.departure = Some((number, format!("event {number}: {did}; {would}"), would));
    }

    /// The trace ends: where the strategy would go on, it departs there.
    fn finish(&mut self, events: u64, outcome: Option<Outcome>) {
        if self.departure.is_some() || outcome == Some(Outcome::Limit) || outcome.is_none() {
            return;
        }
        if self.predicted.is_some() {
            self.compare(events + 1, None);
        }
    }
}

/// What a search does with `event`, as a verb phrase: `try 6 at r1c5`.
fn action(event: Event) -> String {
    match event {
        Event::Try { cell, digit } => format!("try {digit} at {cell}"),
        Event::Conflict {
            cell,
            digit,
            unit,
            with,
        } => format!(
            "see {digit} at {cell} clash with {with} in the {}",
            unit.word()
        ),
        Event::Place { cell, digit } => format!("place {digit} at {cell}"),
        Event::Backtrack { cell, digit } => format!("backtrack, erasing {digit} at {cell}"),
        Event::Choose { cell, .. } => format!("choose {cell} next"),
        Event::Force { cell, digit, .. } => format!("force {digit} at {cell}"),
        Event::DeadEnd { cell } => format!("find {cell} without a candidate"),
        Event::Unforce { cell, digit } => format!("take back the forced {digit} at {cell}"),
    }
}

/// `6–9`, `9`: the digits from `digit` up.
fn digits_from(digit: u8) -> String {
    match digit {
        9 => "9".to_string(),
        d => format!("{d}–9"),
    }
}

fn finding(
    kind: &'static str,
    event: Option<u64>,
    at: Option<Location>,
    message: String,
) -> Finding {
    Finding {
        kind,
        event,
        at: at.map(|at| at.to_string()),
        message,
        more: 0,
    }
}

/// The strategy the trace claims, or the one it resembles most (matching at least
/// [`RESEMBLES_AFTER`] events from the first).
fn likeness(followers: &[Follower], claimed: bool) -> Option<Likeness> {
    let best = followers.iter().max_by_key(|f| {
        (
            f.departure.is_none(),
            f.matched,
            std::cmp::Reverse(f.strategy.name()),
        )
    })?;
    if !claimed && best.matched < RESEMBLES_AFTER {
        return None;
    }
    Some(Likeness {
        strategy: best.strategy.name(),
        claimed,
        matched: best.matched,
        exact: best.departure.is_none(),
    })
}

/// The checks within the rules, event by event: each kind's first finding and how many
/// more there are.
struct Checks {
    previous: Option<Event>,
    /// Digits tried in each cell since the last placement (bit `d` for digit `d`).
    tried: [u16; CELLS],
    found: Vec<Finding>,
}

impl Checks {
    fn new() -> Checks {
        Checks {
            previous: None,
            tried: [0; CELLS],
            found: Vec::new(),
        }
    }

    fn report(&mut self, kind: &'static str, number: u64, at: Location, message: String) {
        match self.found.iter_mut().find(|f| f.kind == kind) {
            Some(first) => first.more += 1,
            None => self.found.push(finding(
                kind,
                Some(number),
                Some(at),
                format!("event {number}: {message}"),
            )),
        }
    }

    fn note(&mut self, number: u64, event: Event, at: Location) {
        let previous = self.previous.replace(event);
        let answers = |cell: Cell, digit: u8| matches!(previous, Some(Event::Try { cell: c, digit: d }) if c == cell && d == digit);
        if let Some(Event::Try { cell, digit }) = previous
            && !matches!(event, Event::Conflict { .. } | Event::Place { .. })
        {
            self.report(
                "try-unanswered",
                number,
                at,
                format!(
                    "“{}” follows “{cell}: try {digit}”, which neither a conflict nor a placement answers",
                    event
                ),
            );
        }
        match event {
            Event::Conflict { cell, digit, .. } if !answers(cell, digit) => self.report(
                "conflict-without-try",
                number,
                at,
                format!(
                    "“{event}” answers no try of {digit} at {cell}: {}",
                    match previous {
                        Some(p) => format!("the event before it is “{p}”"),
                        None => "it is the first event".to_string(),
                    }
                ),
            ),
            Event::Place { cell, digit } if !answers(cell, digit) => self.report(
                "place-without-try",
                number,
                at,
                format!(
                    "“{event}” places a digit no try came before: {}",
                    match previous {
                        Some(p) => format!("the event before it is “{p}”"),
                        None => "it is the first event".to_string(),
                    }
                ),
            ),
            Event::Try { cell, digit } => {
                let bit = 1u16 << digit;
                if self.tried[cell.index()] & bit != 0 {
                    self.report(
                        "tried-twice",
                        number,
                        at,
                        format!(
                            "{digit} is tried at {cell} a second time with no digit placed in between: the search repeats itself"
                        ),
                    );
                }
                self.tried[cell.index()] |= bit;
            }
            _ => {}
        }
        if event.puts() {
            self.tried = [0; CELLS];
        }
    }

    fn findings(self) -> Vec<Finding> {
        self.found
    }
}

/// The end record's claims against the board the events lead to and their counts; and
/// for `unsolvable`, whether the puzzle has a solution after all.
fn end_findings(cursor: &Cursor, end: &crate::trace::RecordedEnd, at: Location) -> Vec<Finding> {
    let mut found = Vec::new();
    let board = cursor.replay().board();
    let blanks: Vec<String> = Grid::all_cells()
        .filter(|&cell| board.get(cell) == 0)
        .map(|cell| cell.to_string())
        .collect();
    match end.outcome {
        Outcome::Solved if !blanks.is_empty() => found.push(finding(
            "blanks-left",
            None,
            Some(at),
            format!(
                "the end record says solved, but {} never filled: {} (blanks skipped)",
                if blanks.len() == 1 {
                    "1 blank was"
                } else {
                    "these blanks were"
                },
                list(&blanks)
            ),
        )),
        Outcome::Solved => {
            if let Some(solution) = end.solution.filter(|s| s != board) {
                found.push(finding(
                    "end-solution",
                    None,
                    Some(at),
                    format!(
                        "the end record's solution {} is not the board the events lead to, {}",
                        solution.to_line(),
                        board.to_line()
                    ),
                ));
            }
        }
        Outcome::Unsolvable => {
            let puzzle = cursor.header().puzzle;
            let run = solve(
                &puzzle,
                Strategy::MRV_HIDDEN,
                Some(SOLVE_LIMIT),
                &mut NullSink,
            );
            if let Some(solution) = run
                .end
                .solution
                .filter(|_| run.end.outcome == Outcome::Solved)
            {
                found.push(finding(
                    "gave-up",
                    None,
                    Some(at),
                    format!(
                        "the trace ends unsolvable after {} events, but the puzzle has a solution (sudotrace's mrv+hidden+tables search finds it): {}",
                        thousands(cursor.position()),
                        solution.to_line()
                    ),
                ));
            }
        }
        Outcome::Limit => {}
    }
    if let Some(recorded) = &end.stats {
        let differences = count_differences(recorded, cursor.stats());
        if !differences.is_empty() {
            found.push(finding(
                "end-counts",
                None,
                Some(at),
                format!(
                    "the end record's counts differ from its events': {}",
                    differences.join("; ")
                ),
            ));
        }
    }
    found
}

/// `the end record counts 120 tries, the events 118`, for each count that differs (the
/// check's costs aside: another solver counts its own).
fn count_differences(recorded: &Stats, counted: &Stats) -> Vec<String> {
    let pairs = [
        ("tries", recorded.tries, counted.tries),
        (
            "row conflicts",
            recorded.conflicts.row,
            counted.conflicts.row,
        ),
        (
            "column conflicts",
            recorded.conflicts.col,
            counted.conflicts.col,
        ),
        (
            "box conflicts",
            recorded.conflicts.box_,
            counted.conflicts.box_,
        ),
        ("places", recorded.places, counted.places),
        ("backtracks", recorded.backtracks, counted.backtracks),
        ("events", recorded.events, counted.events),
        ("max depth", recorded.max_depth, counted.max_depth),
        ("choices", recorded.choices, counted.choices),
        ("guesses", recorded.guesses, counted.guesses),
        ("forced", recorded.forced, counted.forced),
        ("dead ends", recorded.dead_ends, counted.dead_ends),
        ("unforced", recorded.unforced, counted.unforced),
    ];
    pairs
        .into_iter()
        .filter(|&(_, recorded, counted)| recorded != counted)
        .map(|(name, recorded, counted)| {
            format!(
                "it counts {} {name}, the events hold {}",
                thousands(recorded),
                thousands(counted)
            )
        })
        .collect()
}

/// At most eight names, then how many more.
fn list(names: &[String]) -> String {
    match names.len() {
        0..=8 => names.join(", "),
        n => format!("{} and {} more", names[..8].join(", "), n - 8),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_strategy_is_described_in_words() {
        assert_eq!(describe("naive"), "the row-by-row search");
        assert_eq!(describe("mrv+singles+tables"), "the mrv+singles search");
        assert_eq!(describe("mrv+tables"), "the mrv search");
        assert_eq!(describe("columns"), "\"columns\"");
    }

    #[test]
    fn digits_left_untried_read_as_a_range() {
        assert_eq!(digits_from(6), "6–9");
        assert_eq!(digits_from(9), "9");
    }
}

//! The searches that choose each blank they fill, and may fill forced ones without a
//! guess: every strategy but the plain row-by-row `naive` and `tables`. Their rules are
//! written once, as the next event from a position ([`next_event`]); the search, the
//! binary format's predictor and the reader's runs all step through it, so they cannot
//! disagree. docs/strategies.md says the same rules in words.
//!
//! From a position, the next event follows from the last one:
//!
//! - at the start, after a place or after a forced placement, the search *settles*: with
//!   propagation it looks at every blank (reading order) for one with no candidate (a
//!   dead end), then one with a single candidate (forced), then, with `hidden`, a digit
//!   with one place left in a unit (rows, then columns, then boxes; digits ascending);
//!   failing those it chooses the next blank by its order (and announces it with its
//!   number of candidates), or, with no blank left, it is solved ([`settling`], which
//!   the untraced loop follows too);
//! - after a choice, digit 1 is tried; after a try, its conflict or its place; after a
//!   conflict or a backtrack, the next digit, or with 9 done, the search unwinds;
//! - unwinding takes back the last placement: a forced one (`unforce`, and on), or the
//!   last choice (`backtrack`), after which its next digit is tried. With no choice
//!   left to take back, the puzzle has no solution.

use std::time::Instant;

use crate::counts::Stats;
use crate::event::{Event, Outcome, Reason};
use crate::grid::{
    CELLS, Candidates, Cell, Grid, UNIT_CELLS, UNITS_OF, Unit, UnitDigits, UnitTables,
};
use crate::replay::{FORCED, Replay};

use super::checks::FirstClash;
use super::{Check, EventCounter, Order, Propagation};

/// The next event of the search from `at`, or `None` where it stops (no blank left:
/// solved; no choice left to take back: no solution).
#[inline]
pub(super) fn next_event(order: Order, propagation: Propagation, at: &Replay) -> Option<Event> {
    match at.last() {
        None | Some(Event::Place { .. } | Event::Force { .. }) => settle(order, propagation, at),
        Some(Event::Choose { cell, .. }) => Some(Event::Try { cell, digit: 1 }),
        Some(Event::Try { cell, digit }) => Some(Check::outcome(at.tables(), cell, digit)),
        Some(Event::Conflict { cell, digit, .. } | Event::Backtrack { cell, digit })
            if digit < 9 && at.board().get(cell) == 0 =>
        {
            Some(Event::Try {
                cell,
                digit: digit + 1,
            })
        }
        Some(
            Event::Conflict { .. }
            | Event::Backtrack { .. }
            | Event::DeadEnd { .. }
            | Event::Unforce { .. },
        ) => unwind(at),
    }
}

/// Take back the last placement, forced or chosen; `None` when no choice is left.
#[inline]
fn unwind(at: &Replay) -> Option<Event> {
    if at.chosen() == 0 {
        return None;
    }
    let &top = at.stack().last()?;
    let cell = Cell::at(top & !FORCED);
    let digit = at.board().get(cell);
    Some(match top & FORCED {
        0 => Event::Backtrack { cell, digit },
        _ => Event::Unforce { cell, digit },
    })
}

/// What a search does when it settles (at the start, and after each placement): the
/// one rule both the events ([`settle`]) and the untraced loop follow.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Settling {
    /// With propagation, the first blank with no candidate.
    DeadEnd(Cell),
    /// With propagation, a digit with nothing else to go: the first blank with one
    /// candidate, or with `hidden` the first digit with one place left in a unit (rows,
    /// then columns, then boxes; digits ascending).
    Forced(Cell, u8, Reason),
    /// The blank the order fills next, and its number of candidates.
    Choose(Cell, u32),
    /// No blank left.
    Solved,
}

/// How the search settles on a board with these candidates and digits.
#[inline(always)]
fn settling(
    order: Order,
    propagation: Propagation,
    candidates: &Candidates,
    digits: &[u8; CELLS],
) -> Settling {
    if propagation != Propagation::None {
        if let Some(cell) = candidates.first_with(0) {
            return Settling::DeadEnd(cell);
        }
        if let Some(cell) = candidates.first_with(1) {
            let digit = candidates.of_cell(cell).trailing_zeros() as u8;
            return Settling::Forced(cell, digit, Reason::OnlyDigit);
        }
        if propagation == Propagation::Hidden
            && let Some((cell, digit, unit)) = hidden_single(candidates.all(), digits)
        {
            return Settling::Forced(cell, digit, Reason::OnlyPlace(unit));
        }
    }
    let cell = match order {
        Order::Rows => candidates.first_empty(),
        Order::Mrv => candidates.fewest(),
    };
    match cell {
        Some(cell) => Settling::Choose(cell, candidates.of_cell(cell).count_ones()),
        None => Settling::Solved,
    }
}

/// The event the search settles with from `at`; `None` when it is solved.
#[inline]
fn settle(order: Order, propagation: Propagation, at: &Replay) -> Option<Event> {
    let digits = at.board().digits();
    Some(
        match settling(order, propagation, at.all_candidates(), digits) {
            Settling::DeadEnd(cell) => Event::DeadEnd { cell },
            Settling::Forced(cell, digit, reason) => Event::Force {
                cell,
                digit,
                reason,
            },
            Settling::Choose(cell, candidates) => Event::Choose {
                cell,
                candidates: candidates as u8,
            },
            Settling::Solved => return None,
        },
    )
}

/// The board of the untraced search: digits, the digits each unit holds, and the
/// candidates of the empty cells. Small enough to copy whole at each choice, so that
/// unwinding is a copy back instead of taking placements back one by one.
#[derive(Clone)]
struct Board {
    digits: [u8; CELLS],
    used: UnitDigits,
    candidates: Candidates,
    /// Empty blanks left.
    empty: u64,
}

impl Board {
    #[inline(always)]
    fn place(&mut self, cell: Cell, digit: u8) {
        self.digits[cell.index()] = digit;
        self.used.enter(UNITS_OF[cell.index()], digit);
        self.candidates.place(cell, digit);
        self.empty -= 1;
    }
}

/// A choice the untraced search stands on: its blank, the board before its digit went
/// in, the digit tried last, and the forced placements made since (to be undone with it).
struct Level {
    cell: Cell,
    before: Board,
    /// Digits placed (chosen and forced) before this choice's digit.
    depth: u64,
    last_tried: u32,
    forced: u64,
}

/// What the untraced search counts, in the units of [`Stats`].
struct Tally {
    stats: Stats,
    check: Check,
}

impl Tally {
    /// A look over the `empty` blanks found a choice, a forced placement or a dead end.
    #[inline(always)]
    fn look(&mut self, empty: u64) {
        self.check
            .charge(&mut self.stats, self.check.survey_cost(empty));
    }

    /// Digits `first..end` were tried at a blank whose row, column and box hold `units`;
    /// the last of them fitted if `placed`: counted as the tables check counts them.
    #[inline(always)]
    fn tries(&mut self, units: [u16; 3], first: u32, end: u32, placed: bool) {
        let s = &mut self.stats;
        s.tries += (end - first) as u64;
        let cost = FirstClash::of(units).count(&mut s.conflicts, first, end, placed);
        self.check.charge(s, cost);
    }
}

/// The search of `puzzle` by `order` and `propagation` with the tables check, untraced:
/// the same search as [`next_event`] makes, event for event, counted without making the
/// events (tries and conflicts by the bits of the digits tried, forced placements taken
/// back by restoring the board of their choice). Gives `None` when it would pass
/// `max_events` events or `max_tries` tries, for the caller to run the search event by
/// event up to the limit. Past `deadline`, it stops between two tries with outcome
/// [`Outcome::Limit`] and the counts so far.
pub(super) fn search_untraced(
    order: Order,
    propagation: Propagation,
    puzzle: &Grid,
    max_events: u64,
    max_tries: u64,
    deadline: Option<Instant>,
) -> Option<(Outcome, Stats, Grid)> {
    #[cfg(target_arch = "x86_64")]
    if super::has_bit_instructions() {
        // SAFETY: this processor has the instructions the copy is compiled for.
        return unsafe {
            search_untraced_with_bit_instructions(
                order,
                propagation,
                puzzle,
                max_events,
                max_tries,
                deadline,
            )
        };
    }
    searched_untraced(order, propagation, puzzle, max_events, max_tries, deadline)
}

/// [`search_untraced`] compiled with the processor's bit instructions: choosing a blank
/// and finding forced ones count and find bits in every blank's candidates.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "popcnt,bmi1,bmi2")]
fn search_untraced_with_bit_instructions(
    order: Order,
    propagation: Propagation,
    puzzle: &Grid,
    max_events: u64,
    max_tries: u64,
    deadline: Option<Instant>,
) -> Option<(Outcome, Stats, Grid)> {
    searched_untraced(order, propagation, puzzle, max_events, max_tries, deadline)
}

#[inline(always)]
fn searched_untraced(
    order: Order,
    propagation: Propagation,
    puzzle: &Grid,
    max_events: u64,
    max_tries: u64,
    deadline: Option<Instant>,
) -> Option<(Outcome, Stats, Grid)> {
    let tables = UnitTables::of(puzzle);
    let mut board = Board {
        digits: *puzzle.digits(),
        used: *tables.digits(),
        candidates: Candidates::of(puzzle),
        empty: (CELLS - puzzle.filled()) as u64,
    };
    let mut tally = Tally {
        stats: Stats::default(),
        check: Check::Tables,
    };
    let mut levels: Vec<Level> = Vec::with_capacity(CELLS);
    let mut depth = 0u64;
    // Tries to go before the clock is read again, when there is a deadline.
    let mut until_clock = CLOCK_EVERY;
    let outcome = 'search: loop {
        // Settle: dead ends, forced placements, then a choice.
        let choice = loop {
            let s = &mut tally.stats;
            match settling(order, propagation, &board.candidates, &board.digits) {
                Settling::DeadEnd(_) => {
                    s.dead_ends += 1;
                    tally.look(board.empty);
                    break None;
                }
                Settling::Forced(cell, digit, _) => {
                    s.forced += 1;
                    tally.look(board.empty);
                    board.place(cell, digit);
                    depth += 1;
                    tally.stats.max_depth = tally.stats.max_depth.max(depth);
                    if let Some(level) = levels.last_mut() {
                        level.forced += 1;
                    }
                }
                Settling::Choose(cell, count) => {
                    s.choices += 1;
                    s.guesses += (count >= 2) as u64;
                    tally.look(board.empty);
                    break Some(cell);
                }
                Settling::Solved => break 'search Outcome::Solved,
            }
        };
        if let Some(cell) = choice {
            levels.push(Level {
                cell,
                before: board.clone(),
                depth,
                last_tried: 0,
                forced: 0,
            });
        } else if !take_back(&mut levels, &mut tally.stats) {
            break Outcome::Unsolvable;
        }
        // Try the next digits at the top choice; out of digits, back to the one before.
        loop {
            let events = tally.stats.tries * 2 + tally.stats.events_but_tries();
            if events > max_events || tally.stats.tries > max_tries {
                return None;
            }
            if let Some(deadline) = deadline {
                until_clock -= 1;
                if until_clock == 0 {
                    until_clock = CLOCK_EVERY;
                    if Instant::now() >= deadline {
                        break 'search Outcome::Limit;
                    }
                }
            }
            let Some(level) = levels.last_mut() else {
                break 'search Outcome::Unsolvable;
            };
            let units = UNITS_OF[level.cell.index()].map(|u| level.before.used.of(u as usize));
            let fits = level.before.candidates.of_cell(level.cell);
            let first = level.last_tried + 1;
            let untried = fits & !((1u16 << first) - 1);
            if untried == 0 {
                tally.tries(units, first, 10, false);
                levels.pop();
                if !take_back(&mut levels, &mut tally.stats) {
                    break 'search Outcome::Unsolvable;
                }
                continue;
            }
            let digit = untried.trailing_zeros();
            tally.tries(units, first, digit + 1, true);
            tally.stats.places += 1;
            level.last_tried = digit;
            level.forced = 0;
            board = level.before.clone();
            board.place(level.cell, digit as u8);
            depth = level.depth + 1;
            tally.stats.max_depth = tally.stats.max_depth.max(depth);
            break;
        }
    };
    let mut stats = tally.stats;
    stats.events = stats.tries * 2 + stats.events_but_tries();
    if stats.events > max_events || stats.tries > max_tries {
        return None;
    }
    let board = Grid::from_digits(board.digits).expect("digits");
    Some((outcome, stats, board))
}

/// How often a search with a deadline reads the clock: every this many visits to a
/// choice, a few microseconds of search apart.
const CLOCK_EVERY: u32 = 1024;

/// Take back the top choice and the forced placements after it: the caller then tries
/// its next digit. `false` when no choice is left.
#[inline(always)]
fn take_back(levels: &mut [Level], stats: &mut Stats) -> bool {
    let Some(level) = levels.last_mut() else {
        return false;
    };
    stats.unforced += level.forced;
    stats.backtracks += 1;
    level.forced = 0;
    true
}

/// The first digit, in the first unit (rows, columns, boxes, each from 1 to 9), that is
/// a candidate of exactly one of the unit's empty cells: that cell, the digit, the unit.
#[inline(always)]
fn hidden_single(candidates: &[u16; CELLS], digits: &[u8; CELLS]) -> Option<(Cell, u8, Unit)> {
    for (unit, cells) in UNIT_CELLS.iter().enumerate() {
        let (mut once, mut twice) = (0u16, 0u16);
        for &index in cells {
            let c = candidates[index as usize];
            twice |= once & c;
            once |= c;
        }
        let single = once & !twice;
        if single != 0 {
            let digit = single.trailing_zeros() as u8;
            let &index = cells.iter().find(|&&i| {
                digits[i as usize] == 0 && candidates[i as usize] & (1 << digit) != 0
            })?;
            return Some((Cell::at(index), digit, Unit::ALL[unit / 9]));
        }
    }
    None
}

/// The tries at one blank, from the position `at` stands at to the next place or to the
/// last conflict (digit 9), applied to `at` and counted into `counter` at once instead
/// of event by event: what [`next_event`] gives there, one by one, but for the events
/// in between. `None` (nothing applied) where the search is not trying digits at a blank,
/// or when the stretch is longer than `room` events.
#[inline]
pub(super) fn apply_tries(at: &mut Replay, counter: &mut EventCounter, room: u64) -> Option<u64> {
    let (cell, first) = match at.last()? {
        Event::Choose { cell, .. } => (cell, 1),
        Event::Conflict { cell, digit, .. } | Event::Backtrack { cell, digit } if digit < 9 => {
            (cell, digit as u32 + 1)
        }
        _ => return None,
    };
    if at.board().get(cell) != 0 {
        return None;
    }
    let untried = at.candidates(cell) & !((1u16 << first) - 1);
    // Tries from `first` up to the first candidate (which fits), or to 9.
    let end = match untried {
        0 => 10,
        fits => fits.trailing_zeros() + 1,
    };
    let tries = (end - first) as u64;
    let events = 2 * tries;
    if events > room || tries < 2 {
        return None;
    }
    // Every event but the last is counted together: the tries and the conflicts before
    // the last outcome.
    let mut stretch = Stats {
        tries,
        events: events - 1,
        ..Stats::default()
    };
    let mut cost = 0;
    for digit in first..end - 1 {
        let (unit, with) = at
            .tables()
            .first_clash(cell, digit as u8)
            .expect("a digit that is not a candidate clashes");
        stretch.conflicts.add(unit);
        if let Some(check) = counter.check() {
            let event = Event::Conflict {
                cell,
                digit: digit as u8,
                unit,
                with,
            };
            cost += check.event_cost(&event, 0);
        }
    }
    if let Some(check) = counter.check() {
        check.charge(&mut stretch, cost);
    }
    counter.add(&stretch);
    let last = Check::outcome(at.tables(), cell, (end - 1) as u8);
    at.apply_trusted(&last);
    counter.record(&last, at.depth());
    Some(events)
}

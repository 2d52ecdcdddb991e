//! The row-by-row order the articles teach: blanks in reading order, digits 1 to 9
//! ascending, each try checked against the row, then the column, then the box; out of
//! digits, back to the blank before. Everything this order decides is here:
//!
//! - the search itself, an explicit loop (no recursion) that allocates nothing and
//!   formats nothing, generic over the check and the sink, so an untraced run
//!   ([`NullSink`](super::NullSink)) pays nothing for tracing; with the tables check
//!   it counts a blank's tries and clashes from the unit masks it arrives to and,
//!   untraced, goes from one fitting digit straight to the next, like tdoku's
//!   reference backtracker through the same tree (docs/PERFORMANCE.md);
//! - [`RowOrder::predict`], the next event from any position a trace reaches, which the
//!   binary format stores as "as predicted";
//! - [`RowOrder::advance`], the search carried on from such a position, which reads and
//!   writes long runs of predicted events as fast as searching.

use crate::events::counts::Stats;
use crate::events::event::{Event, Outcome};
use crate::events::replay::Replay;
use crate::puzzle::grid::{CELLS, Cell, Grid, Unit, UnitTables};

use super::checks::{Blanks, Checker, ScanCheck, TableCheck, Tally, Visits};
use super::{Check, ClashOrder, EventCounter, Sink, step};

/// Where the search stands between two events: at blank number `slot` (in reading
/// order), having tried digits up to `last_tried` there (0: none yet; 9: none left,
/// so the next event is a backtrack, or the end). A try and its outcome are never split.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Resume {
    pub slot: usize,
    pub last_tried: u32,
}

impl Resume {
    /// Before the first event.
    pub(crate) const START: Resume = Resume {
        slot: 0,
        last_tried: 0,
    };
}

/// What a stretch of the search did: how it stopped, its counts (`max_depth` is the
/// deepest it went within the stretch), the board it left and where it stood there.
pub(super) struct Searched {
    pub outcome: Outcome,
    pub stats: Stats,
    pub board: Grid,
    stop: Stop,
}

/// Where the loop stood when it stopped: at blank `slot`, whose visit began with digit
/// `first` (1 after a place, one past the digit erased after a backtrack) and would go
/// on with digit `next` (10 when none is left).
#[derive(Clone, Copy, Debug)]
struct Stop {
    slot: usize,
    first: u32,
    next: u32,
}

impl Searched {
    /// The last event of a stretch that made at least one, told from where it stopped:
    /// the loop never ends between a try and its outcome, so it is the conflict of the
    /// last digit tried at the blank, or else the event that brought the search there
    /// (the place before it, or the backtrack that erased `first - 1`).
    /// `check` names the clash.
    fn last_event(&self, blanks: &[u8], check: Check) -> Event {
        let Stop { slot, first, next } = self.stop;
        if next > first {
            let (cell, digit) = (Cell::at(blanks[slot]), next as u8 - 1);
            if check.clash_order() != ClashOrder::UnitByUnit {
                return check.outcome_of(&UnitTables::of(&self.board), cell, digit);
            }
            let (unit, with) = Unit::ALL
                .into_iter()
                .find_map(|unit| Some((unit, self.board.holder_in(unit, cell, digit)?)))
                .expect("a digit that did not fit clashes");
            Event::Conflict {
                cell,
                digit,
                unit,
                with,
            }
        } else if first == 1 {
            let cell = Cell::at(blanks[slot - 1]);
            Event::Place {
                cell,
                digit: self.board.get(cell),
            }
        } else {
            Event::Backtrack {
                cell: Cell::at(blanks[slot]),
                digit: first as u8 - 1,
            }
        }
    }
}

/// Carry on the search of `puzzle` with `check` from `board` at `at`, within `limit`
/// (events or tries), sending each event to `sink`. The caller vouches that `board` is
/// one the search stands at there: the puzzle's givens, its blanks before `slot` filled and the rest
/// empty, and no digit twice in a unit. The search may stop one event short of an event
/// limit rather than split a try from its outcome, and stops at a try limit just before
/// the try past it (outcome [`Outcome::Limit`]).
#[inline(always)]
pub(super) fn search<S: Sink>(
    puzzle: &Grid,
    board: &Grid,
    check: Check,
    at: Resume,
    limits: Limits,
    sink: &mut S,
) -> Searched {
    let blanks = Blanks::of(puzzle);
    match check {
        Check::Naive => searched(
            ScanCheck::<false>::new(board, &blanks),
            check,
            &blanks,
            at,
            limits,
            sink,
        ),
        Check::OneLoop => searched_in_one_loop(board, &blanks, at, limits, sink),
        Check::Tables => {
            let tables = TableCheck::new(board, &blanks);
            #[cfg(target_arch = "x86_64")]
            if super::has_bit_instructions() {
                // SAFETY: this processor has the instructions the copy is compiled for.
                return unsafe { searched_counting_bits(tables, check, &blanks, at, limits, sink) };
            }
            searched(tables, check, &blanks, at, limits, sink)
        }
    }
}

/// What stops the row-by-row search before it ends on its own: a budget of
/// events or tries, and a question (a deadline passed, a caller's interrupt) asked every
/// [`BACKTRACKS_BETWEEN_ASKS`] backtracks, where the search stands between a try's outcome
/// and its next event.
#[derive(Clone, Copy)]
pub(super) struct Limits<'a> {
    pub(super) budget: Option<Budget>,
    pub(super) stop: Option<&'a dyn Fn() -> bool>,
}

/// How often the row-by-row search asks whether to stop, when it may be stopped: every
/// this many backtracks. Every place but 81 at most is taken back by a backtrack, and a
/// visit to a blank makes at most nine tries of two events, so the asks are at most
/// about 40,000 events apart (well under a millisecond, even naive), and a few
/// microseconds of search in practice.
pub(super) const BACKTRACKS_BETWEEN_ASKS: u32 = 1024;

/// [`searched`] with LeetCode's one-loop check, compiled apart so that the other checks'
/// loops, inlined where they are called, are compiled as they would be without it.
#[inline(never)]
fn searched_in_one_loop<S: Sink>(
    board: &Grid,
    blanks: &Blanks,
    at: Resume,
    limits: Limits,
    sink: &mut S,
) -> Searched {
    searched(
        ScanCheck::<true>::new(board, blanks),
        Check::OneLoop,
        blanks,
        at,
        limits,
        sink,
    )
}

/// [`searched`] compiled with the processor's bit instructions: the tables check counts
/// each blank's clashes by counting bits, which a build for any x86-64 must otherwise
/// do with a dozen shifts and masks, and finds the next fitting digit by the lowest bit
/// of a mask shifted by a variable amount, one instruction each with BMI1 and BMI2.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "popcnt,bmi1,bmi2")]
fn searched_counting_bits<C: Checker, S: Sink>(
    checker: C,
    check: Check,
    blanks: &Blanks,
    at: Resume,
    limits: Limits,
    sink: &mut S,
) -> Searched {
    searched(checker, check, blanks, at, limits, sink)
}

#[inline(always)]
fn searched<C: Checker, S: Sink>(
    mut checker: C,
    check: Check,
    blanks: &Blanks,
    at: Resume,
    limits: Limits,
    sink: &mut S,
) -> Searched {
    let never = || false;
    let (outcome, counts, visits, stop, placed) = match (limits.budget, limits.stop) {
        (Some(budget), None) => {
            search_loop::<C, S, true, false>(&mut checker, blanks, at, budget, &never, sink)
        }
        (None, None) => {
            search_loop::<C, S, false, false>(&mut checker, blanks, at, Budget::NONE, &never, sink)
        }
        (Some(budget), Some(asked)) => {
            search_loop::<C, S, true, true>(&mut checker, blanks, at, budget, asked, sink)
        }
        (None, Some(asked)) => {
            search_loop::<C, S, false, true>(&mut checker, blanks, at, Budget::NONE, asked, sink)
        }
    };
    let filled = &placed[..stop.slot.min(blanks.len)];
    let (board, tally) = checker.finish(visits, counts.tries, counts.places, filled);
    Searched {
        outcome,
        stats: counts.stats(check, &tally),
        board: Grid::from_digits(board).expect("digits"),
        stop,
    }
}

/// What the search loop counts itself.
#[derive(Default)]
struct Counts {
    tries: u64,
    places: u64,
    backtracks: u64,
    max_depth: u64,
}

impl Counts {
    /// The counts as [`Stats`]: the check's cost goes to the counter of that check.
    fn stats(&self, check: Check, tally: &Tally) -> Stats {
        let mut stats = Stats {
            tries: self.tries,
            conflicts: tally.conflicts,
            places: self.places,
            backtracks: self.backtracks,
            max_depth: self.max_depth,
            events: 2 * self.tries + self.backtracks,
            ..Stats::default()
        };
        check.charge(&mut stats, tally.cost);
        stats
    }
}

/// The search itself, shared by both checks. Without a limit (`LIMITED` false) the loop
/// is compiled without the budget's bookkeeping, and unless it may be stopped
/// (`STOPPABLE`) without asking `asked` at its backtracks.
///
/// A check that sees every fitting digit of a blank at once ([`Checker::SEES_FITS`])
/// lets the loop count a blank's tries by the masks it arrives to, which stay the same
/// until the search leaves the blank for the one before: every digit from the first to
/// 9 is tried there, so the loop counts them all on arriving
/// ([`Checker::count_from`]), and takes back at the end those a blank still on the
/// stack has not reached. Untraced, such a search jumps from one fitting digit to the
/// next, the way the fastest backtracking solvers go through candidates; traced, it
/// makes every try's events as they come.
#[inline(always)]
fn search_loop<C: Checker, S: Sink, const LIMITED: bool, const STOPPABLE: bool>(
    check: &mut C,
    blanks: &Blanks,
    start: Resume,
    mut budget: Budget,
    asked: &dyn Fn() -> bool,
    sink: &mut S,
) -> (Outcome, Counts, Visits, Stop, [u32; CELLS]) {
    // Never more than the board's cells, which the compiler then knows of every slot
    // the loop stands at.
    let len = blanks.len.min(CELLS);
    let mut placed = [0u32; CELLS];
    for (slot, digit) in placed.iter_mut().enumerate().take(start.slot) {
        *digit = check.digit_at(slot);
    }
    // What each blank on the stack arrived to, and the lowest blank whose digits this
    // run has counted (the blanks below it were counted by the run before a resume).
    let mut arrived = [C::AtSlot::default(); CELLS];
    let mut lowest_counted = start.slot;
    let mut visits = Visits::default();
    let mut slot = start.slot;
    let mut last_tried = start.last_tried;
    // What the blank the search stands at arrived to, carried from one visit to the
    // next rather than read back from `arrived`, which would wait on the store.
    let mut at = C::AtSlot::default();
    if slot < len {
        at = check.arrive(slot);
        arrived[slot] = at;
        check.count_from(&at, last_tried + 1, &mut visits);
    }
    // A local, not a field of `Counts`, so that the hot loop keeps it in a register. The
    // places and the depth are told at the end, from where the search stopped and from
    // the deepest blank given a digit.
    let mut backtracks = 0u64;
    let mut until_asked = BACKTRACKS_BETWEEN_ASKS;
    let (outcome, stop) = 'search: loop {
        if slot >= len {
            let first = last_tried + 1;
            break (
                Outcome::Solved,
                Stop {
                    slot,
                    first,
                    next: first,
                },
            );
        }
        let cell = blanks.cells[slot];
        let first = last_tried + 1;
        // The visit tries digits from `first` up to the first that fits (`fitted`, at
        // `digit`) or through 9 (`digit` 10).
        let (fitted, digit) = if C::SEES_FITS && !S::RECORDS {
            let untried = check.fitting(&at) & !((1u32 << first) - 1);
            let (fitted, digit) = match untried {
                0 => (false, 10),
                fits => (true, fits.trailing_zeros()),
            };
            if LIMITED {
                // The digit by digit loop below stops at the first try the budget
                // cannot pay for: the same digit, worked out at once.
                let tried = (digit + fitted as u32 - first) as u64;
                let affordable = budget.left >> budget.try_shift;
                if affordable < tried {
                    let next = first + affordable as u32;
                    break 'search (Outcome::Limit, Stop { slot, first, next });
                }
                budget.left -= tried << budget.try_shift;
            }
            (fitted, digit)
        } else {
            let mut digit = first;
            let fitted = loop {
                if digit > 9 {
                    break false;
                }
                if LIMITED {
                    let per_try = 1 << budget.try_shift;
                    if budget.left < per_try {
                        let next = digit;
                        break 'search (Outcome::Limit, Stop { slot, first, next });
                    }
                    budget.left -= per_try;
                }
                if !C::SEES_FITS {
                    visits.tries += 1;
                }
                sink.event(Event::Try {
                    cell,
                    digit: digit as u8,
                });
                if check.fits(&at, slot, digit) {
                    break true;
                }
                if S::RECORDS {
                    let (unit, with) = check.clash(&at, slot, digit);
                    sink.event(Event::Conflict {
                        cell,
                        digit: digit as u8,
                        unit,
                        with,
                    });
                }
                digit += 1;
            };
            (fitted, digit)
        };
        if fitted {
            check.place(slot, digit);
            if S::RECORDS {
                check.note_holder(slot, digit);
            }
            placed[slot] = digit;
            slot += 1;
            sink.event(Event::Place {
                cell,
                digit: digit as u8,
            });
            if slot < len {
                at = check.arrive(slot);
                arrived[slot] = at;
                check.count_from(&at, 1, &mut visits);
            }
            last_tried = 0;
            continue;
        }
        let stop = Stop {
            slot,
            first,
            next: digit,
        };
        if slot == 0 {
            break (Outcome::Unsolvable, stop);
        }
        if LIMITED {
            if budget.left < budget.per_backtrack {
                break (Outcome::Limit, stop);
            }
            budget.left -= budget.per_backtrack;
        }
        if STOPPABLE {
            until_asked -= 1;
            if until_asked == 0 {
                until_asked = BACKTRACKS_BETWEEN_ASKS;
                if asked() {
                    break (Outcome::Limit, stop);
                }
            }
        }
        slot -= 1;
        last_tried = placed[slot];
        check.erase(slot, last_tried);
        if slot < lowest_counted {
            // Back to a blank the run before counted up to its digit on the board.
            lowest_counted = slot;
            arrived[slot] = check.arrive(slot);
            check.count_from(&arrived[slot], last_tried + 1, &mut visits);
        }
        at = arrived[slot];
        backtracks += 1;
        sink.event(Event::Backtrack {
            cell: blanks.cells[slot],
            digit: last_tried as u8,
        });
    };
    // The digits counted on arriving that the search has not reached: past the digit on
    // the board in each blank on the stack, and from the next one in the blank it
    // stopped at.
    for s in lowest_counted..stop.slot.min(len) {
        check.uncount_from(&arrived[s], placed[s] + 1, &mut visits);
    }
    if stop.slot < len && stop.slot >= lowest_counted {
        check.uncount_from(&arrived[stop.slot], stop.next, &mut visits);
    }
    // Each place goes one blank deeper and each backtrack one back; a blank past the
    // start holds a digit (now or erased) only if a place reached it.
    let places = backtracks + stop.slot as u64 - start.slot as u64;
    let max_depth = placed[start.slot.min(len)..len]
        .iter()
        .rposition(|&digit| digit != 0)
        .map_or(0, |deepest| (start.slot + deepest + 1) as u64);
    (
        outcome,
        Counts {
            tries: visits.tries,
            places,
            backtracks,
            max_depth,
        },
        visits,
        stop,
        placed,
    )
}

/// What a limited search may still spend: events (a try and its outcome cost two, a
/// backtrack one) or tries (a try costs one, a backtrack nothing).
#[derive(Clone, Copy, Debug)]
pub(super) struct Budget {
    left: u64,
    /// A try with its outcome costs `1 << try_shift`.
    try_shift: u32,
    per_backtrack: u64,
}

impl Budget {
    /// No limit at all, for the loop compiled without one.
    const NONE: Budget = Budget::events(u64::MAX);

    /// At most `events` events.
    pub(super) const fn events(events: u64) -> Budget {
        Budget {
            left: events,
            try_shift: 1,
            per_backtrack: 1,
        }
    }

    /// At most `tries` tries, and any number of backtracks.
    pub(super) const fn tries(tries: u64) -> Budget {
        Budget {
            left: tries,
            try_shift: 0,
            per_backtrack: 0,
        }
    }
}

/// Marks a cell that is not a blank of the puzzle in [`RowOrder::slot_of`].
const NOT_BLANK: u8 = u8::MAX;

/// The row-by-row order of one puzzle, for foreseeing its search from any position: the
/// blanks in reading order and where each stands in that order.
#[derive(Clone, Debug)]
pub(super) struct RowOrder {
    blanks: [u8; CELLS],
    count: u8,
    slot_of: [u8; CELLS],
    /// False when the givens clash: no search runs, and the tables could not say which
    /// of two holders a conflict names.
    predicts: bool,
    /// The check, whose order names each clash.
    check: Check,
}

impl RowOrder {
    pub(crate) fn new(puzzle: &Grid, check: Check) -> RowOrder {
        let mut order = RowOrder {
            blanks: [0; CELLS],
            count: 0,
            slot_of: [NOT_BLANK; CELLS],
            predicts: puzzle.first_clash().is_none(),
            check,
        };
        for cell in Grid::all_cells().filter(|&cell| puzzle.get(cell) == 0) {
            order.slot_of[cell.index()] = order.count;
            order.blanks[order.count as usize] = cell.index() as u8;
            order.count += 1;
        }
        order
    }

    /// The event the search makes next from `at`, if it makes one and the board is one
    /// it could have reached. `None` when the search would stop (solved, or nothing left
    /// to try). A prediction can always happen on the board.
    #[inline(always)]
    pub(crate) fn predict(&self, at: &Replay) -> Option<Event> {
        if !self.predicts {
            return None;
        }
        let Some(last) = at.last() else {
            return (self.count > 0).then(|| Event::Try {
                cell: Cell::at(self.blanks[0]),
                digit: 1,
            });
        };
        let board = at.board();
        match last {
            Event::Try { cell, digit } => Some(self.check.outcome_of(at.tables(), cell, digit)),
            Event::Conflict { cell, digit, .. } | Event::Backtrack { cell, digit }
                if digit < 9 && board.get(cell) == 0 =>
            {
                Some(Event::Try {
                    cell,
                    digit: digit + 1,
                })
            }
            Event::Conflict { cell, .. } | Event::Backtrack { cell, .. } => {
                self.backtrack_before(board, cell)
            }
            // Another strategy's events: this search makes none of them.
            Event::Choose { .. }
            | Event::Force { .. }
            | Event::DeadEnd { .. }
            | Event::Unforce { .. }
            | Event::Eliminate { .. }
            | Event::Restore { .. } => None,
            Event::Place { cell, .. } => {
                let next = self.slot_of[cell.index()].wrapping_add(1);
                if next >= self.count {
                    return None;
                }
                let next = Cell::at(self.blanks[next as usize]);
                (board.get(next) == 0).then_some(Event::Try {
                    cell: next,
                    digit: 1,
                })
            }
        }
    }

    /// The search ran out of digits in `cell`: it erases the blank before it.
    #[inline(always)]
    fn backtrack_before(&self, board: &Grid, cell: Cell) -> Option<Event> {
        let slot = self.slot_of[cell.index()];
        if slot == 0 || slot == NOT_BLANK {
            return None;
        }
        let previous = Cell::at(self.blanks[slot as usize - 1]);
        let digit = board.get(previous);
        (digit != 0).then_some(Event::Backtrack {
            cell: previous,
            digit,
        })
    }

    /// Where the search carries on from, when the board and the last event are ones it
    /// stands at between a try's outcome and the next try: every blank before the
    /// current one filled, the rest empty.
    fn resume_point(&self, at: &Replay) -> Option<Resume> {
        // The search's own placements are all chosen, in reading order; another solver's
        // (forced ones, or out of order) are kept by stepping event by event instead.
        let in_order = at.stack().windows(2).all(|pair| pair[0] < pair[1]);
        if !self.predicts || at.chosen() != at.depth() || !in_order || !at.eliminations().is_empty()
        {
            return None;
        }
        let slot_of = |cell: Cell| Some(self.slot_of[cell.index()]).filter(|&s| s != NOT_BLANK);
        let (slot, last_tried) = match at.last() {
            None => (0, 0),
            Some(Event::Conflict { cell, digit, .. } | Event::Backtrack { cell, digit }) => {
                (slot_of(cell)?, digit as u32)
            }
            Some(Event::Place { cell, .. }) => (slot_of(cell)? + 1, 0),
            Some(
                Event::Try { .. }
                | Event::Choose { .. }
                | Event::Force { .. }
                | Event::DeadEnd { .. }
                | Event::Unforce { .. }
                | Event::Eliminate { .. }
                | Event::Restore { .. },
            ) => return None,
        };
        let digits = at.board().digits();
        let filled_in_order = self.blanks[..self.count as usize]
            .iter()
            .enumerate()
            .all(|(s, &cell)| (digits[cell as usize] != 0) == (s < slot as usize));
        filled_in_order.then_some(Resume {
            slot: slot as usize,
            last_tried,
        })
    }

    /// Apply the next `count` events of the search with `check` to `at` and `counter`
    /// (fewer when it stops first, or, with `whole_pairs`, one fewer rather than end on
    /// a try without its outcome, as the search's own event limit does), handing each to
    /// `sink`; gives how many were applied. Long stretches run the search itself from the
    /// board, so this is as quick as searching; the events are the ones
    /// [`predict`](RowOrder::predict) would have given one by one.
    pub(crate) fn advance<S: Sink>(
        &self,
        check: Check,
        at: &mut Replay,
        counter: &mut EventCounter,
        count: u64,
        whole_pairs: bool,
        sink: &mut S,
    ) -> u64 {
        let mut done = 0;
        while done < count {
            let Some(resume) = self.resume_point(at).filter(|_| count - done > 1) else {
                // Between a try and its outcome, or one event from the end: one step.
                let last_of_pairs = whole_pairs && count - done == 1;
                if !step(self.predict(at), at, counter, last_of_pairs, sink) {
                    break;
                }
                done += 1;
                continue;
            };
            let stretch = search(
                at.givens(),
                at.board(),
                check,
                resume,
                Limits {
                    budget: Some(Budget::events(count - done)),
                    stop: None,
                },
                sink,
            );
            if stretch.stats.events == 0 {
                break;
            }
            at.jump(stretch.board, Some(stretch.last_event(&self.blanks, check)));
            counter.add(&stretch.stats);
            done += stretch.stats.events;
            if stretch.outcome != Outcome::Limit {
                break;
            }
        }
        done
    }
}

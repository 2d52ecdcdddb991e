//! The searches sudotrace runs and traces, each written once: its name, the order it
//! fills blanks in, how it checks a try and what that costs. The solver runs these
//! rules; the binary trace format asks the same rules ([`Rules::predict`]) to foresee
//! each next event, and reads long runs of them back by running the search
//! ([`Rules::advance`]); reports and charts name each check's cost counter from here.
//!
//! Today's searches are the row-by-row backtracking the articles teach ([`rows`]), with
//! either check ([`checks`]): `naive` scans the row, column and box cell by cell and
//! counts every cell it reads; `tables` keeps per-unit tables of the digits in use and
//! counts every table it consults. Both make the same search, event for event.

mod checks;
mod counter;
mod rows;
mod sink;

use std::fmt;
use std::str::FromStr;
use std::time::{Duration, Instant};

use crate::event::{End, Event, EventKind, Outcome};
use crate::grid::{CELLS, Cell, Grid};
use crate::replay::Replay;
use crate::stats::Stats;

pub use counter::Counter;
pub use sink::{NullSink, Sink};

use rows::{Resume, RowOrder};

/// How a try is checked against the row, the column and the box.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Check {
    /// Scan the row, column and box cell by cell; costs `cell_reads`.
    Naive,
    /// Look the digit up in per-unit tables; costs `table_lookups`.
    Tables,
}

/// The order in which a search fills the blanks.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Order {
    /// Blanks in reading order, digits 1 to 9 ascending; out of digits, back to the
    /// blank before.
    Rows,
}

impl Order {
    /// The order of the search a trace's header names, if sudotrace knows it.
    pub fn of_solver(solver: &str) -> Option<Order> {
        Strategy::from_name(solver).map(|strategy| strategy.order)
    }

    /// The blank whose digits ran out, making the search back up and erase `erased`:
    /// the blank the order was filling when it backtracked, worked out from the board
    /// right after the backtrack. Row by row, it is the first blank after the erased
    /// cell (every blank after the one being filled is still empty).
    pub fn exhausted(self, board: &Grid, erased: Cell) -> Option<Cell> {
        match self {
            Order::Rows => ((erased.index() + 1)..CELLS).find_map(|i| {
                let cell = Cell::from_index(i)?;
                (board.get(cell) == 0).then_some(cell)
            }),
        }
    }
}

/// A search: the order it fills blanks in and how it checks each try.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Strategy {
    pub order: Order,
    pub check: Check,
}

impl Strategy {
    /// Row by row, scanning each unit: the articles' first solver.
    pub const NAIVE: Strategy = Strategy {
        order: Order::Rows,
        check: Check::Naive,
    };
    /// Row by row, with per-unit lookup tables: the articles' second solver.
    pub const TABLES: Strategy = Strategy {
        order: Order::Rows,
        check: Check::Tables,
    };
    /// Every strategy, in the order reports show them.
    pub const ALL: [Strategy; 2] = [Strategy::NAIVE, Strategy::TABLES];

    /// The name used on the command line, in trace headers and in reports.
    pub fn name(self) -> &'static str {
        match (self.order, self.check) {
            (Order::Rows, Check::Naive) => "naive",
            (Order::Rows, Check::Tables) => "tables",
        }
    }

    pub fn from_name(name: &str) -> Option<Strategy> {
        Strategy::ALL.into_iter().find(|s| s.name() == name)
    }

    /// The strategy's own cost counter in `stats`.
    pub fn cost(self, stats: &Stats) -> u64 {
        self.check.cost(stats)
    }
}

impl fmt::Display for Strategy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Strategy {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Strategy::from_name(s).ok_or_else(|| format!("unknown solver {s:?} (use naive or tables)"))
    }
}

/// The rules of one strategy on one puzzle, for foreseeing its search from any position
/// a trace reaches and for carrying it on from there.
#[derive(Clone, Debug)]
pub struct Rules {
    check: Check,
    order: RowOrder,
}

impl Rules {
    pub fn new(strategy: Strategy, puzzle: &Grid) -> Rules {
        Rules {
            check: strategy.check,
            order: match strategy.order {
                Order::Rows => RowOrder::new(puzzle),
            },
        }
    }

    /// The rules that foresee the events of a trace whose header names `solver`: that
    /// strategy's, or for another solver the row-by-row search's, which every check shares.
    pub fn for_solver(solver: &str, puzzle: &Grid) -> Rules {
        Rules::new(
            Strategy::from_name(solver).unwrap_or(Strategy::TABLES),
            puzzle,
        )
    }

    /// The event the search makes next from `at`, if it makes one and the board is one
    /// it could have reached; `None` when it would stop there (solved, or nothing left
    /// to try). A prediction can always happen on the board.
    #[inline(always)]
    pub fn predict(&self, at: &Replay) -> Option<Event> {
        self.order.predict(at)
    }

    /// Apply the next `count` events of the search to `at` and `counter` (fewer when it
    /// stops first, or, with `whole_pairs`, one fewer rather than end on a try without its
    /// outcome, as the search's own event limit does), handing each to `sink`; gives how
    /// many were applied. Long stretches run the search itself, so this is as quick as
    /// searching; the events are those [`predict`](Rules::predict) gives one by one.
    pub fn advance<S: Sink>(
        &self,
        at: &mut Replay,
        counter: &mut Counter,
        count: u64,
        whole_pairs: bool,
        sink: &mut S,
    ) -> u64 {
        self.order
            .advance(self.check, at, counter, count, whole_pairs, sink)
    }
}

/// What a search gives back: its end record and how long the search itself took.
#[derive(Clone, Debug)]
pub struct Run {
    pub end: End,
    pub elapsed: Duration,
}

/// Solve `puzzle` with `strategy`, sending every event to `sink`.
///
/// `max_events` stops the search cleanly (outcome [`Outcome::Limit`]) before it would
/// emit more events than that; a try is never separated from its conflict or place.
/// A puzzle whose givens already clash is unsolvable without a single event.
pub fn solve<S: Sink>(
    puzzle: &Grid,
    strategy: Strategy,
    max_events: Option<u64>,
    sink: &mut S,
) -> Run {
    let started = Instant::now();
    if puzzle.first_clash().is_some() {
        return Run {
            end: End {
                outcome: Outcome::Unsolvable,
                solution: None,
                stats: Stats::default(),
            },
            elapsed: started.elapsed(),
        };
    }
    if sink.foresee(strategy).is_some() {
        return solve_foreseen(puzzle, strategy, max_events, sink, started);
    }
    let searched = rows::search(
        puzzle,
        puzzle,
        strategy.check,
        Resume::START,
        max_events,
        sink,
    );
    let elapsed = started.elapsed();
    Run {
        end: End {
            outcome: searched.outcome,
            solution: (searched.outcome == Outcome::Solved).then_some(searched.board),
            stats: searched.stats,
        },
        elapsed,
    }
}

/// The search of `puzzle` for a sink that foresees its events: run in stretches of the
/// length the sink asks for, each handed over as a count with where the search stands.
fn solve_foreseen<S: Sink>(
    puzzle: &Grid,
    strategy: Strategy,
    max_events: Option<u64>,
    sink: &mut S,
    started: Instant,
) -> Run {
    let limit = max_events.unwrap_or(u64::MAX);
    let rules = Rules::new(strategy, puzzle);
    let mut at = Replay::new(*puzzle);
    let mut counter = Counter::new(Some(strategy.check));
    let outcome = loop {
        let events = counter.stats().events;
        let Some(next) = rules.predict(&at) else {
            break match at.board().is_complete() {
                true => Outcome::Solved,
                false => Outcome::Unsolvable,
            };
        };
        // The search never stops between a try and its outcome.
        let room = if next.kind() == EventKind::Try { 2 } else { 1 };
        let remaining = limit - events;
        if remaining < room {
            break Outcome::Limit;
        }
        let stretch = sink.foresee(strategy).unwrap_or(u64::MAX).min(remaining);
        let applied = rules.advance(
            &mut at,
            &mut counter,
            stretch,
            stretch == remaining,
            &mut NullSink,
        );
        sink.foreseen(applied, &at, counter.stats());
    };
    Run {
        end: End {
            outcome,
            solution: (outcome == Outcome::Solved).then_some(*at.board()),
            stats: *counter.stats(),
        },
        elapsed: started.elapsed(),
    }
}

#[cfg(test)]
mod tests;

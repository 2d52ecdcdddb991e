//! The searches sudotrace runs and traces, each written once: its name, the order it
//! fills blanks in, how it checks a try and what that costs. The solver runs these
//! rules; the binary trace format asks the same rules ([`Rules::predict`]) to foresee
//! each next event, and reads long runs of them back by running the search
//! ([`Rules::advance`]); reports and charts name each check's cost counter from here.
//!
//! A strategy is an order, a propagation and a check, named like `mrv+singles+tables`
//! (docs/strategies.md gives every rule). The row-by-row backtracking the articles teach,
//! with no propagation, is `naive` or `tables` by its check (`checks`): `naive` scans
//! the row, column and box cell by cell and counts every cell it reads; `tables` keeps
//! per-unit tables of the digits in use and counts every table it consults. Both make
//! the same search, event for event, in their own tight loop (`rows`). Every other
//! strategy chooses each blank and says so, and may fill forced blanks without a guess
//! (`choosing`). Each strategy's search is also written out as a short program
//! ([`listing`]), with the line that makes each event.

pub mod listing;

mod checks;
mod choosing;
mod counter;
mod rows;
mod sink;

use std::fmt;
use std::str::FromStr;
use std::time::{Duration, Instant};

use crate::events::counts::Stats;
use crate::events::event::{End, Event, EventKind, Outcome};
use crate::events::replay::Replay;
use crate::lang::{Lang, Text};
use crate::puzzle::grid::{CELLS, Cell, Grid};

pub use checks::{CheckWork, ClashWatch};
pub use counter::EventCounter;
pub use sink::{NullSink, Sink};

use rows::{Budget, Resume, RowOrder};

/// How a try is checked against the row, the column and the box.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Check {
    /// Scan the row, column and box cell by cell; costs `cell_reads`.
    Naive,
    /// Look the digit up in per-unit tables; costs `table_lookups`.
    Tables,
    /// Read cell i of the row, of the column and of the box in turn, for i from 0 to 8,
    /// in one loop: LeetCode's `isValid`. Costs `cell_reads`, as that loop reads them.
    OneLoop,
}

impl Check {
    /// Every check, in the order of their names in a strategy's name.
    pub const ALL: [Check; 3] = [Check::Naive, Check::Tables, Check::OneLoop];

    /// The order in which this check meets a try's row, column and box, which decides
    /// the clash it names.
    pub const fn clash_order(self) -> ClashOrder {
        match self {
            Check::Naive | Check::Tables => ClashOrder::UnitByUnit,
            Check::OneLoop => ClashOrder::OneLoop,
        }
    }
}

/// The order in which a check meets the cells of a try's row, column and box, which
/// decides the clash it names when the digit stands in more than one of them (the
/// events are otherwise the same). `naive` and `tables` meet them unit by unit,
/// `oneloop` in one loop; another solver's check may keep to any of the orders people
/// write for it ([`ClashOrder::outcome`] gives the clash each names, [`ClashWatch`] tells which
/// ones a trace keeps to).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum ClashOrder {
    /// The row, then the column, then the box, each read whole in its scan order: the
    /// order of the `naive` and `tables` checks ([`Check::outcome`]).
    UnitByUnit,
    /// Cell i of the row, then of the column, then of the box, for i from 0 to 8: the
    /// one loop of the `isValid` most LeetCode 37 solutions write, and of the `oneloop`
    /// check.
    OneLoop,
    /// Cell i of the column, then of the row, then of the box, for i from 0 to 8: the
    /// one loop of the most voted Java solution of LeetCode 37.
    OneLoopColumnFirst,
}

impl ClashOrder {
    /// Every order, the one of sudotrace's own naive and tables checks first; a trace's
    /// conflicts that several explain are said as the first of them. (A check that
    /// reads whole units in another order, the column before the row, is no order
    /// people write for this search: its clashes depart from it.)
    pub const ALL: [ClashOrder; 3] = [
        ClashOrder::UnitByUnit,
        ClashOrder::OneLoop,
        ClashOrder::OneLoopColumnFirst,
    ];

    /// The units in the order this check meets them, and whether it reads them in one
    /// loop.
    pub const fn units(self) -> ([crate::puzzle::grid::Unit; 3], bool) {
        use crate::puzzle::grid::Unit::{Box, Col, Row};
        match self {
            ClashOrder::UnitByUnit => ([Row, Col, Box], false),
            ClashOrder::OneLoop => ([Row, Col, Box], true),
            ClashOrder::OneLoopColumnFirst => ([Col, Row, Box], true),
        }
    }

    /// The order's name, as `diagnose --json` names it: `unit-by-unit`, `one-loop`,
    /// `one-loop-column-first`.
    pub fn name(self) -> &'static str {
        match self {
            ClashOrder::UnitByUnit => "unit-by-unit",
            ClashOrder::OneLoop => "one-loop",
            ClashOrder::OneLoopColumnFirst => "one-loop-column-first",
        }
    }
}

/// The order in which a search fills the blanks.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Order {
    /// Blanks in reading order, digits 1 to 9 ascending; out of digits, back to the
    /// blank before.
    Rows,
    /// The blank with the fewest candidates first (the first in reading order among
    /// equals), digits 1 to 9 ascending.
    Mrv,
}

/// What a search fills in without a guess, after each placement and once on the givens.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Propagation {
    /// Nothing: every blank is chosen and tried.
    None,
    /// A blank with one candidate gets it; a blank with none is a dead end.
    Singles,
    /// Singles, then a digit with one place left in a row, column or box goes there.
    Hidden,
    /// Hidden, then pointing eliminations.
    Pointing,
    /// Hidden, then claiming eliminations.
    Claiming,
    /// Hidden, then naked and hidden pairs.
    Pairs,
    /// Hidden, then pointing, claiming, naked and hidden pairs.
    Locked,
}

impl Order {
    /// The order of the search a trace's header names, for its words (a choice "the
    /// fewest", a backtrack's blank that ran out), if sudotrace knows it and its words
    /// hold: not for the row-by-row order with propagation, which also backs up from dead
    /// ends, so that the blank after the erased one is not the one that ran out.
    pub fn of_solver(solver: &str) -> Option<Order> {
        let strategy = Strategy::from_name(solver)?;
        (strategy.is_plain_rows() || strategy.order == Order::Mrv).then_some(strategy.order)
    }

    /// The blank whose digits ran out, making the search back up and erase `erased`:
    /// the blank the order was filling when it backtracked, worked out from the board
    /// right after the backtrack. Row by row, it is the first blank after the erased
    /// cell (every blank after the one being filled is still empty).
    /// Only the row-by-row search with no propagation (`naive`, `tables`) can say: in
    /// the others the erased cell is not the one before the blank that ran out.
    pub fn exhausted(self, board: &Grid, erased: Cell) -> Option<Cell> {
        match self {
            Order::Rows => ((erased.index() + 1)..CELLS).find_map(|i| {
                let cell = Cell::from_index(i)?;
                (board.get(cell) == 0).then_some(cell)
            }),
            Order::Mrv => None,
        }
    }

    /// The order's name in a strategy's name: `rows`, `mrv`.
    pub fn name(self) -> &'static str {
        match self {
            Order::Rows => "rows",
            Order::Mrv => "mrv",
        }
    }
}

impl Propagation {
    /// The propagation's name in a strategy's name: `singles`, `hidden` (none: no name).
    pub fn name(self) -> Option<&'static str> {
        match self {
            Propagation::None => None,
            Propagation::Singles => Some("singles"),
            Propagation::Hidden => Some("hidden"),
            Propagation::Pointing => Some("pointing"),
            Propagation::Claiming => Some("claiming"),
            Propagation::Pairs => Some("pairs"),
            Propagation::Locked => Some("locked"),
        }
    }

    /// Every propagation, in the order of their names in a strategy's name.
    pub const ALL: [Propagation; 7] = [
        Propagation::None,
        Propagation::Singles,
        Propagation::Hidden,
        Propagation::Pointing,
        Propagation::Claiming,
        Propagation::Pairs,
        Propagation::Locked,
    ];

    /// Whether it fills hidden singles (every propagation after `singles` does).
    pub fn hidden(self) -> bool {
        !matches!(self, Propagation::None | Propagation::Singles)
    }

    /// The elimination rules it looks for after the singles, if any.
    pub fn eliminations(self) -> Option<crate::events::pattern::Rules> {
        use crate::events::pattern::Rules;
        let (pointing, claiming, pairs) = match self {
            Propagation::None | Propagation::Singles | Propagation::Hidden => return None,
            Propagation::Pointing => (true, false, false),
            Propagation::Claiming => (false, true, false),
            Propagation::Pairs => (false, false, true),
            Propagation::Locked => return Some(Rules::ALL),
        };
        Some(Rules {
            pointing,
            claiming,
            pairs,
        })
    }

    /// Whether it takes candidates away (and so tries only a blank's candidates).
    pub fn eliminates(self) -> bool {
        self.eliminations().is_some()
    }
}

/// A search: the order it fills blanks in, what it fills without a guess, and how it
/// checks each try.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Strategy {
    /// The order it fills blanks in.
    pub order: Order,
    /// What it fills without a guess.
    pub propagation: Propagation,
    /// How it checks each try.
    pub check: Check,
}

impl Strategy {
    /// Row by row, scanning each unit: the articles' first solver.
    pub const NAIVE: Strategy = Strategy {
        order: Order::Rows,
        propagation: Propagation::None,
        check: Check::Naive,
    };
    /// Row by row, with per-unit lookup tables: the articles' second solver.
    pub const TABLES: Strategy = Strategy {
        order: Order::Rows,
        propagation: Propagation::None,
        check: Check::Tables,
    };
    /// Row by row, each try checked by LeetCode's `isValid`: one loop over cell i of the
    /// row, the column and the box.
    pub const ONELOOP: Strategy = Strategy {
        order: Order::Rows,
        propagation: Propagation::None,
        check: Check::OneLoop,
    };
    /// The fewest candidates first, with tables.
    pub const MRV: Strategy = Strategy {
        order: Order::Mrv,
        propagation: Propagation::None,
        check: Check::Tables,
    };
    /// The fewest candidates first, forced singles filled in, with tables.
    pub const MRV_SINGLES: Strategy = Strategy {
        order: Order::Mrv,
        propagation: Propagation::Singles,
        check: Check::Tables,
    };
    /// The fewest candidates first, naked and hidden singles filled in, with tables.
    pub const MRV_HIDDEN: Strategy = Strategy {
        order: Order::Mrv,
        propagation: Propagation::Hidden,
        check: Check::Tables,
    };
    /// The fewest candidates first, singles, hidden singles, pointing, claiming and
    /// pairs, with tables.
    pub const MRV_LOCKED: Strategy = Strategy {
        order: Order::Mrv,
        propagation: Propagation::Locked,
        check: Check::Tables,
    };
    /// The strategies reports show by default, in their order: the articles' two, then
    /// each step of the usual ladder of improvements.
    pub const ALL: [Strategy; 5] = [
        Strategy::NAIVE,
        Strategy::TABLES,
        Strategy::MRV,
        Strategy::MRV_SINGLES,
        Strategy::MRV_HIDDEN,
    ];

    /// Every strategy sudotrace knows: each order with each propagation and each check.
    pub fn every() -> impl Iterator<Item = Strategy> {
        [Order::Rows, Order::Mrv].into_iter().flat_map(|order| {
            Propagation::ALL.into_iter().flat_map(move |propagation| {
                Check::ALL.map(|check| Strategy {
                    order,
                    propagation,
                    check,
                })
            })
        })
    }

    /// The row-by-row search of the articles (`naive`, `tables`): no choices announced.
    pub fn is_plain_rows(self) -> bool {
        self.order == Order::Rows && self.propagation == Propagation::None
    }

    /// The name used on the command line, in trace headers and in reports: `naive` and
    /// `tables` for the row-by-row search, else order, propagation (if any) and check
    /// joined by `+`, as `mrv+singles+tables`.
    pub fn name(self) -> &'static str {
        const NAMES: [&str; 42] = [
            "naive",
            "tables",
            "oneloop",
            "rows+singles+naive",
            "rows+singles+tables",
            "rows+singles+oneloop",
            "rows+hidden+naive",
            "rows+hidden+tables",
            "rows+hidden+oneloop",
            "rows+pointing+naive",
            "rows+pointing+tables",
            "rows+pointing+oneloop",
            "rows+claiming+naive",
            "rows+claiming+tables",
            "rows+claiming+oneloop",
            "rows+pairs+naive",
            "rows+pairs+tables",
            "rows+pairs+oneloop",
            "rows+locked+naive",
            "rows+locked+tables",
            "rows+locked+oneloop",
            "mrv+naive",
            "mrv+tables",
            "mrv+oneloop",
            "mrv+singles+naive",
            "mrv+singles+tables",
            "mrv+singles+oneloop",
            "mrv+hidden+naive",
            "mrv+hidden+tables",
            "mrv+hidden+oneloop",
            "mrv+pointing+naive",
            "mrv+pointing+tables",
            "mrv+pointing+oneloop",
            "mrv+claiming+naive",
            "mrv+claiming+tables",
            "mrv+claiming+oneloop",
            "mrv+pairs+naive",
            "mrv+pairs+tables",
            "mrv+pairs+oneloop",
            "mrv+locked+naive",
            "mrv+locked+tables",
            "mrv+locked+oneloop",
        ];
        NAMES[self.order as usize * 21 + self.propagation as usize * 3 + self.check as usize]
    }

    /// The search in a sentence: `the row-by-row search`, `the mrv+singles search` (both
    /// checks make the same events, so the check is not said).
    pub fn in_words(self, lang: Lang) -> String {
        if self.is_plain_rows() {
            return lang.text(Text::RowByRowSearch).to_string();
        }
        let name = match self.propagation.name() {
            Some(propagation) => format!("{}+{propagation}", self.order.name()),
            None => self.order.name().to_string(),
        };
        lang.fill(Text::NamedSearch, &[("name", &name)])
    }

    /// How outputs name the search in a verdict: `naive check` for the row-by-row search
    /// (whose check is all that differs), else the strategy's name; another solver's name
    /// as a terminal shows it ([`crate::escape::solver_shown`]).
    pub fn label(name: &str, lang: Lang) -> String {
        match Strategy::from_name(name) {
            Some(strategy) if !strategy.is_plain_rows() => strategy.name().to_string(),
            Some(strategy) => lang.fill(
                Text::CheckLabelKnown,
                &[("word", &strategy.check.words(lang))],
            ),
            None => lang.fill(
                Text::CheckLabel,
                &[("name", &crate::escape::solver_shown(name, lang))],
            ),
        }
    }

    /// The strategy `name` names: its parts in any order, each at most once, the check
    /// required (`mrv+tables`, `rows+singles+naive`, `naive`).
    pub fn from_name(name: &str) -> Option<Strategy> {
        let mut order = None;
        let mut propagation = None;
        let mut check = None;
        for part in name.split('+') {
            let slot_filled = match part {
                "rows" => order.replace(Order::Rows).is_some(),
                "mrv" => order.replace(Order::Mrv).is_some(),
                "singles" => propagation.replace(Propagation::Singles).is_some(),
                "hidden" => propagation.replace(Propagation::Hidden).is_some(),
                "pointing" => propagation.replace(Propagation::Pointing).is_some(),
                "claiming" => propagation.replace(Propagation::Claiming).is_some(),
                "pairs" => propagation.replace(Propagation::Pairs).is_some(),
                "locked" => propagation.replace(Propagation::Locked).is_some(),
                "naive" => check.replace(Check::Naive).is_some(),
                "tables" => check.replace(Check::Tables).is_some(),
                "oneloop" => check.replace(Check::OneLoop).is_some(),
                _ => return None,
            };
            if slot_filled {
                return None;
            }
        }
        Some(Strategy {
            order: order.unwrap_or(Order::Rows),
            propagation: propagation.unwrap_or(Propagation::None),
            check: check?,
        })
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
        // A name that looks like a strategy's but is not ASCII (a Cyrillic `а` in
        // `nаive`) is refused with the character that differs, not just as unknown.
        if let Some((at, ch)) = crate::escape::non_ascii_in_name(s) {
            return Err(format!(
                "the solver name {} has U+{:04X} at character {at}, not an ASCII letter: sudotrace's strategies are named in ASCII",
                crate::escape::solver_quoted(s, crate::lang::Lang::En),
                ch as u32
            ));
        }
        Strategy::from_name(s).ok_or_else(|| {
            // A name missing only its check (`mrv`, `mrv+singles`) is most likely meant
            // with the faster one.
            let suggestion = Strategy::from_name(&format!("{s}+tables"))
                .map_or(String::new(), |meant| format!("did you mean {meant}? "));
            format!(
                "unknown solver {} ({suggestion}use naive, oneloop or tables, or order+propagation+check: \
                 rows or mrv, singles, hidden, pointing, claiming, pairs, locked or nothing, naive, oneloop or tables, \
                 e.g. mrv+locked+tables)",
                crate::escape::quoted(s, crate::lang::Lang::En)
            )
        })
    }
}

/// Whether naked and hidden singles with the eliminations of `rules` alone (no guess)
/// solve `puzzle`: the settling of the searches with propagation (docs/strategies.md),
/// repeated until the grid is full. `false` too for givens that clash and for a blank
/// left with no candidate. With no rule ([`pattern::Rules::NONE`]), singles alone;
/// which a puzzle needs is the logic of its rating (docs/difficulty.md).
///
/// [`pattern::Rules::NONE`]: crate::events::pattern::Rules::NONE
pub fn solves_without_guessing(puzzle: &Grid, rules: crate::events::pattern::Rules) -> bool {
    choosing::solves_without_guessing(puzzle, rules)
}

/// The rules of one strategy on one puzzle, for foreseeing its search from any position
/// a trace reaches and for carrying it on from there.
#[derive(Clone, Debug)]
pub struct Rules {
    strategy: Strategy,
    /// The plain row-by-row search's own loop and predictor (`naive`, `tables`).
    rows: Option<RowOrder>,
    /// False when the givens clash: no search runs.
    predicts: bool,
}

impl Rules {
    /// The rules of `strategy` on `puzzle`.
    pub fn new(strategy: Strategy, puzzle: &Grid) -> Rules {
        Rules {
            strategy,
            rows: strategy
                .is_plain_rows()
                .then(|| RowOrder::new(puzzle, strategy.check)),
            predicts: puzzle.first_clash().is_none(),
        }
    }

    /// The strategy whose rules these are.
    pub fn strategy(&self) -> Strategy {
        self.strategy
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
        match &self.rows {
            Some(rows) => rows.predict(at),
            None if self.predicts => choosing::next_event(self.strategy, at),
            None => None,
        }
    }

    /// Apply the next `count` events of the search to `at` and `counter` (fewer when it
    /// stops first, or, with `whole_pairs`, one fewer rather than end on a try without its
    /// outcome, as the search's own event limit does), handing each to `sink`; gives how
    /// many were applied. Long stretches run the search itself, so this is as quick as
    /// searching; the events are those [`predict`](Rules::predict) gives one by one.
    pub fn advance<S: Sink>(
        &self,
        at: &mut Replay,
        counter: &mut EventCounter,
        count: u64,
        whole_pairs: bool,
        sink: &mut S,
    ) -> u64 {
        if let Some(rows) = &self.rows {
            return rows.advance(self.strategy.check, at, counter, count, whole_pairs, sink);
        }
        let mut done = 0;
        while done < count {
            // Untraced (the binary format's writer and reader), a blank's tries are
            // applied together.
            if !S::RECORDS
                && !self.strategy.propagation.eliminates()
                && let Some(applied) =
                    choosing::apply_tries(self.strategy.check, at, counter, count - done)
            {
                done += applied;
                continue;
            }
            if !step(
                self.predict(at),
                at,
                counter,
                whole_pairs && count - done == 1,
                sink,
            ) {
                break;
            }
            done += 1;
        }
        done
    }
}

/// Apply `next`, the event a search's rules foresee, to `at` and `counter` and hand it to
/// `sink`; whether it was applied: not when there is none (the search stops), nor when
/// it is a try and `last_of_pairs` (a stretch never ends between a try and its outcome).
#[inline(always)]
fn step<S: Sink>(
    next: Option<Event>,
    at: &mut Replay,
    counter: &mut EventCounter,
    last_of_pairs: bool,
    sink: &mut S,
) -> bool {
    let Some(event) = next else {
        return false;
    };
    if last_of_pairs && event.kind() == EventKind::Try {
        return false;
    }
    at.apply_trusted(&event);
    counter.record(&event, at.depth());
    sink.event(event);
    true
}

/// What a search gives back: its end record and how long the search itself took.
#[derive(Clone, Debug)]
pub struct Run {
    /// How the search ended, with its solution and counts.
    pub end: End,
    /// How long the search took, handing its events to the sink included.
    pub elapsed: Duration,
}

/// Where a search is stopped before it ends on its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Limit {
    /// At most this many events; a try is never separated from its outcome, so the
    /// search may stop one event short.
    Events(u64),
    /// At most this many tries: the search stops just before the try past it, having
    /// made exactly this many, so "more than N tries" is exact.
    Tries(u64),
}

/// A search of a puzzle by a strategy, set up step by step and then run: how far it may
/// go ([`within`](Search::within), [`max_events`](Search::max_events),
/// [`max_tries`](Search::max_tries)), how long ([`deadline`](Search::deadline)), and a
/// caller's interrupt ([`stop`](Search::stop)); [`run`](Search::run) sends every event
/// to a sink and gives back the end record. Every search of sudotrace is made here.
///
/// A search stopped before it ends on its own (a limit, the deadline, the interrupt)
/// ends with outcome [`Outcome::Limit`], never between a try and its conflict or place.
/// A puzzle whose givens already clash is unsolvable without a single event.
///
/// ```
/// use sudotrace_core::events::event::Outcome;
/// use sudotrace_core::puzzle::parse::parse_puzzle_text;
/// use sudotrace_core::search::{NullSink, Search, Strategy};
///
/// let puzzle = parse_puzzle_text(sudotrace_core::LEETCODE_37).unwrap();
/// let whole = Search::new(Strategy::TABLES).run(&puzzle, &mut NullSink);
/// assert_eq!(whole.end.outcome, Outcome::Solved);
/// let cut = Search::new(Strategy::TABLES).max_tries(Some(100)).run(&puzzle, &mut NullSink);
/// assert_eq!((cut.end.outcome, cut.end.stats.tries), (Outcome::Limit, 100));
/// ```
#[derive(Clone, Copy)]
pub struct Search<'a> {
    strategy: Strategy,
    limit: Option<Limit>,
    deadline: Option<Duration>,
    stop: Option<&'a dyn Fn() -> bool>,
}

impl<'a> Search<'a> {
    /// A search by `strategy`, to its end.
    pub fn new(strategy: Strategy) -> Search<'a> {
        Search {
            strategy,
            limit: None,
            deadline: None,
            stop: None,
        }
    }

    /// Stopped at `limit` (none: run to the end).
    pub fn within(self, limit: Option<Limit>) -> Search<'a> {
        Search { limit, ..self }
    }

    /// At most this many events (none: no limit); a try is never separated from its
    /// outcome, so the search may stop one event short.
    pub fn max_events(self, max_events: Option<u64>) -> Search<'a> {
        self.within(max_events.map(Limit::Events))
    }

    /// At most this many tries (none: no limit): the search stops just before the try
    /// past it.
    pub fn max_tries(self, max_tries: Option<u64>) -> Search<'a> {
        self.within(max_tries.map(Limit::Tries))
    }

    /// Stopped once it has run for `time`, within a millisecond of it: the search runs in
    /// stretches of well under a millisecond with the clock read between them (the
    /// row-by-row search reads it every 1,024 backtracks; a search that chooses its
    /// blanks, with the tables check and no sink that records, every 1,024 choices) and
    /// goes about as fast as without a deadline.
    pub fn deadline(self, time: Duration) -> Search<'a> {
        Search {
            deadline: Some(time),
            ..self
        }
    }

    /// Asking `stop` between stretches of the search (a few hundred microseconds apart
    /// at most; the row-by-row search asks every 1,024 backtracks): once it says so, the
    /// search ends there. For a caller that must be able to interrupt a long search (a
    /// Python notebook's interrupt); the events are those the search without it sends,
    /// up to where it stops.
    pub fn stop(self, stop: &'a dyn Fn() -> bool) -> Search<'a> {
        Search {
            stop: Some(stop),
            ..self
        }
    }

    /// Run the search of `puzzle`, sending every event to `sink`.
    pub fn run<S: Sink>(self, puzzle: &Grid, sink: &mut S) -> Run {
        let Search {
            strategy, limit, ..
        } = self;
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
        let deadline = self.deadline.map(|time| started + time);
        let past = || deadline.is_some_and(|deadline| Instant::now() >= deadline);
        let asked = || self.stop.is_some_and(|stop| stop());
        let either = || past() || asked();
        let stop: Option<&dyn Fn() -> bool> = match (deadline.is_some(), self.stop.is_some()) {
            (false, false) => None,
            (true, false) => Some(&past),
            (false, true) => Some(&asked),
            (true, true) => Some(&either),
        };
        // The untraced search that counts without making events asks `stop` itself.
        if !S::RECORDS
            && let Some(run) = solve_choosing_untraced(puzzle, strategy, limit, stop, started)
        {
            return run;
        }
        if sink.foresee(strategy).is_some() || !strategy.is_plain_rows() {
            return solve_foreseen(puzzle, strategy, limit, stop, sink, started);
        }
        // The row-by-row loop asks `stop` itself, at its backtracks.
        let limits = rows::Limits {
            budget: limit.map(|limit| match limit {
                Limit::Events(n) => Budget::events(n),
                Limit::Tries(n) => Budget::tries(n),
            }),
            stop,
        };
        let searched = rows::search(puzzle, puzzle, strategy.check, Resume::START, limits, sink);
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
}

/// The untraced search of a strategy that chooses its blanks, with the tables check,
/// which counts without making events; `None` for other strategies, and when it would
/// pass `limit` (the caller then runs the search through its rules up to the limit).
fn solve_choosing_untraced(
    puzzle: &Grid,
    strategy: Strategy,
    limit: Option<Limit>,
    stop: Option<&dyn Fn() -> bool>,
    started: Instant,
) -> Option<Run> {
    if strategy.is_plain_rows() || strategy.check != Check::Tables {
        return None;
    }
    let (max_events, max_tries) = match limit {
        Some(Limit::Events(n)) => (n, u64::MAX),
        Some(Limit::Tries(n)) => (u64::MAX, n),
        None => (u64::MAX, u64::MAX),
    };
    let (outcome, stats, board) = choosing::search_untraced(
        strategy.order,
        strategy.propagation,
        puzzle,
        max_events,
        max_tries,
        stop,
    )?;
    Some(Run {
        end: End {
            outcome,
            solution: (outcome == Outcome::Solved).then_some(board),
            stats,
        },
        elapsed: started.elapsed(),
    })
}

/// The events a search with a deadline (or that may be stopped) makes between two looks
/// at the clock: a few hundred microseconds of the row-by-row search at its slowest (the
/// naive check).
const EVENTS_BETWEEN_CLOCKS: u64 = 1 << 16;

/// The search of `puzzle` run through its rules, for a strategy that chooses its blanks
/// or for a sink that foresees its events: run in
/// stretches of the length the sink asks for (all at once for other sinks; a few hundred
/// microseconds' worth, `stop` asked between them, when there is one: the deadline
/// passed, or a caller's interrupt), each handed over as a count with where the search
/// stands, or event by event to a sink that does not foresee them.
fn solve_foreseen<S: Sink>(
    puzzle: &Grid,
    strategy: Strategy,
    limit: Option<Limit>,
    stop: Option<&dyn Fn() -> bool>,
    sink: &mut S,
    started: Instant,
) -> Run {
    let rules = Rules::new(strategy, puzzle);
    let mut at = Replay::new(*puzzle);
    let mut counter = EventCounter::new(Some(strategy.check), puzzle);
    let foresees = sink.foresee(strategy).is_some();
    let outcome = loop {
        let Some(next) = rules.predict(&at) else {
            break match at.board().is_complete() {
                true => Outcome::Solved,
                false => Outcome::Unsolvable,
            };
        };
        let Some(room) = room_within(limit, counter.stats(), next.kind()) else {
            break Outcome::Limit;
        };
        let mut stretch = sink.foresee(strategy).unwrap_or(u64::MAX).min(room);
        // A search that may be stopped is stopped between two stretches, never between a
        // try and its outcome: the stretches it cuts short end on whole pairs, and one the
        // sink cut short after a try runs on to its outcome first.
        let mut cut = false;
        if let Some(stop) = stop {
            let between_pairs = !matches!(at.last(), Some(Event::Try { .. }));
            if between_pairs && stop() {
                break Outcome::Limit;
            }
            if stretch > EVENTS_BETWEEN_CLOCKS {
                stretch = EVENTS_BETWEEN_CLOCKS;
                cut = true;
            }
        }
        let whole_pairs = stretch == room || cut;
        if foresees {
            let applied = rules.advance(&mut at, &mut counter, stretch, whole_pairs, &mut NullSink);
            sink.foreseen(applied, &at, counter.stats());
        } else {
            rules.advance(&mut at, &mut counter, stretch, whole_pairs, sink);
        }
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

/// How many events a search that has counted `so_far` may still make within `limit`,
/// ending on a whole try, when its next event is of kind `next`; `None` when not even
/// that one fits. A stretch of `2r` events holds at most `r` tries, since it never ends
/// between a try and its outcome.
fn room_within(limit: Option<Limit>, so_far: &Stats, next: EventKind) -> Option<u64> {
    // The search never stops between a try and its outcome.
    let needed = if next == EventKind::Try { 2 } else { 1 };
    let room = match limit {
        None => u64::MAX,
        Some(Limit::Events(n)) => n - so_far.events,
        Some(Limit::Tries(n)) => match (n - so_far.tries).saturating_mul(2) {
            0 if next != EventKind::Try => 1,
            room => room,
        },
    };
    (room >= needed).then_some(room)
}

#[cfg(test)]
mod tests;

/// Whether this processor counts and finds bits in one instruction each (POPCNT, BMI1,
/// BMI2), for which the untraced searches have a copy compiled: the searches' figures
/// are the same either way, only their speed differs.
#[cfg(target_arch = "x86_64")]
#[inline]
fn has_bit_instructions() -> bool {
    std::arch::is_x86_feature_detected!("popcnt")
        && std::arch::is_x86_feature_detected!("bmi1")
        && std::arch::is_x86_feature_detected!("bmi2")
}

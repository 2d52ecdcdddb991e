//! What is wrong with a trace from any solver, in words a student understands: the
//! first event that cannot happen on the board (as every reader refuses it), then what
//! is wrong or suspicious within the rules: the end record's claims against the board
//! and the counts, `unsolvable` for a puzzle that has a solution, a conflict that does not
//! answer the try before it, a digit tried twice in one cell between two placements,
//! blanks left empty, and the first event where the search departs from the built-in
//! strategy its header claims (that strategy's own next event, from
//! [`Rules::predict`]).
//!
//! A search that only resembles a built-in strategy (its first events are that
//! strategy's, but its header names another solver) and then goes its own way is not at
//! fault for it: where and how it differs is said ([`Likeness::departure`],
//! [`Difference`]), as information. Nor is a search whose check reads the row, the
//! column and the box together in one loop (the LeetCode solutions' `isValid`): its
//! tries, placements and backtracks are the strategy's, only the clash its conflicts
//! name first may differ ([`ClashOrder::OneLoop`], told by [`ClashWatch`]); that too is
//! said, not held against it ([`Likeness::other_check`]).
//!
//! What it cannot see: a search that stays within the rules, matches no built-in
//! strategy and reaches the end it claims (another correct order, or a wrong one that is
//! consistent).

use serde::Serialize;

use sudotrace_core::escape::solver_quoted;
use sudotrace_core::events::counts::Count;
use sudotrace_core::events::event::{Event, Outcome};
use sudotrace_core::events::replay::{ImpossibleEvent, Replay};
use sudotrace_core::lang::Lang;
use sudotrace_core::numbers::thousands;
use sudotrace_core::puzzle::grid::{CELLS, Cell, Grid, Unit};
use sudotrace_core::search::{ClashOrder, ClashWatch, NullSink, Rules, Search, Strategy};
use sudotrace_core::trace::{Cursor, CutShort, Location, TraceError, WorkedOut};

use crate::lang::LearnText;

/// Events a search must match a strategy's from the start to be said to resemble it.
pub(crate) const RESEMBLES_AFTER: u64 = 20;

/// The most events the built-in search may take to show that a puzzle the trace calls
/// unsolvable has a solution.
const SOLVE_LIMIT: u64 = 50_000_000;

/// One thing wrong or suspicious, with where it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finding {
    /// What is wrong, with what it is about.
    pub problem: Problem,
    /// The event it is about (events count from 1), if it is about one.
    pub event: Option<u64>,
    /// Where in the file: a line of JSON Lines, a byte of the binary format.
    pub at: Option<Location>,
    /// Further findings of the same kind after this first one.
    pub more: u64,
    /// Where an event that cannot happen (or is no event) is also where the search
    /// departs from the strategy it claims or resembles: that departure, said with it.
    pub departs_too: Option<Departure>,
}

/// What is wrong or suspicious in a trace.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// A line that is not an event, after a header that reads: what the reader said of it.
    Malformed {
        /// What the reader said of the line.
        reader: String,
    },
    /// A line after the end record: what the reader said of it.
    AfterEnd {
        /// What the reader said of the line.
        reader: String,
    },
    /// An event that cannot happen on the board.
    Impossible {
        /// The event, and why it cannot happen.
        refused: ImpossibleEvent,
    },
    /// The trace stops without an end record.
    NoEnd {
        /// Where the trace stops.
        cut: CutShort,
        /// Events read before it stops.
        events: u64,
    },
    /// The search departs from the built-in strategy its header names.
    Departs(Departure),
    /// A try that neither a conflict nor a placement answers.
    TryUnanswered {
        /// The cell and the digit tried.
        tried: (Cell, u8),
        /// The event that follows the try instead.
        next: Event,
    },
    /// A conflict that answers no try of its digit in its cell.
    ConflictWithoutTry {
        /// The conflict.
        event: Event,
        /// The event before it; `None` when it is the first.
        previous: Option<Event>,
    },
    /// A placement no try came before.
    PlaceWithoutTry {
        /// The placement.
        event: Event,
        /// The event before it; `None` when it is the first.
        previous: Option<Event>,
    },
    /// A digit tried again in a cell with no digit placed in between.
    TriedTwice {
        /// The cell tried in twice.
        cell: Cell,
        /// The digit tried again.
        digit: u8,
    },
    /// The end record says solved, but blanks are empty after the last event.
    BlanksLeft {
        /// The empty blanks that no event ever filled.
        never_filled: Vec<Cell>,
        /// The empty blanks that were filled and erased again.
        erased: Vec<Cell>,
    },
    /// The end record's solution is not the board the events lead to.
    EndSolution {
        /// The solution the end record gives.
        claimed: Grid,
        /// The board the events lead to.
        board: Grid,
    },
    /// The end record says unsolvable, but the puzzle has this solution.
    GaveUp {
        /// Events before the end record.
        events: u64,
        /// The solution sudotrace's own search finds.
        solution: Grid,
    },
    /// The end record's counts differ from its events': each count, as recorded and as
    /// counted.
    EndCounts {
        /// Each count that differs, with its value as recorded and as counted.
        differences: Vec<(Count, u64, u64)>,
    },
}

/// Where a search departs from a built-in strategy: the event the trace has there (or
/// its end), and the strategy's own next event (or that it would stop).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Departure {
    /// The built-in strategy the search departs from.
    pub strategy: Strategy,
    /// The event where it departs (events count from 1).
    pub number: u64,
    /// Where in the file: the event's line (or byte), or the end record's where the
    /// trace ends.
    pub at: Option<Location>,
    /// The trace's event there; `None` where the trace ends.
    pub did: Option<Event>,
    /// The strategy's own next event; `None` where it would stop.
    pub would: Option<Event>,
    /// How the trace differs from the strategy there.
    pub how: Difference,
}

/// How a search differs from a built-in strategy where it departs from it, as far as
/// the two events there tell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Difference {
    /// The same try clashes in another unit: the search checks `checked` before
    /// `before`, the unit the strategy's check finds the digit in first.
    UnitOrder {
        /// The unit the search names.
        checked: Unit,
        /// The unit the strategy names.
        before: Unit,
    },
    /// The search fills the blanks column by column: its next blank is the first empty
    /// one in column order.
    ColumnOrder,
    /// The search fills another blank next.
    BlankOrder {
        /// The blank the search tries next.
        cell: Cell,
        /// The blank the strategy tries next.
        instead: Cell,
    },
    /// The search tries another digit next in the same blank.
    DigitOrder {
        /// The blank.
        cell: Cell,
        /// The digit the search tries.
        digit: u8,
        /// The digit the strategy tries.
        instead: u8,
    },
    /// The same search, its check meeting the row, the column and the box in another
    /// order ([`ClashOrder`]: in one loop, cell i of each in turn, as LeetCode's
    /// `isValid`, the row's or the column's first): its conflicts name the clash that order meets
    /// first, and nothing else differs.
    CheckOrder(ClashOrder),
    /// Another event than the two tell apart.
    Other,
}

impl Difference {
    /// How the trace's event `did` differs from the strategy's `would`, on `board` (the
    /// board before `did`, or after it: only a try or a conflict is told apart, and
    /// neither changes the board).
    fn of(did: Option<Event>, would: Option<Event>, board: &Grid) -> Difference {
        match (did, would) {
            (
                Some(Event::Conflict {
                    cell, digit, unit, ..
                }),
                Some(Event::Conflict {
                    cell: other,
                    digit: same,
                    unit: first,
                    ..
                }),
            ) if cell == other && digit == same && unit != first => Difference::UnitOrder {
                checked: unit,
                before: first,
            },
            (
                Some(Event::Try { cell, digit }),
                Some(Event::Try {
                    cell: other,
                    digit: d,
                }),
            ) if cell == other && digit != d => Difference::DigitOrder {
                cell,
                digit,
                instead: d,
            },
            (Some(Event::Try { cell, .. }), Some(Event::Try { cell: instead, .. }))
                if cell != instead =>
            {
                let first_by_columns = (0..CELLS)
                    .filter_map(|i| Cell::from_index(i % 9 * 9 + i / 9))
                    .find(|&c| board.get(c) == 0);
                match first_by_columns == Some(cell) {
                    true => Difference::ColumnOrder,
                    false => Difference::BlankOrder { cell, instead },
                }
            }
            _ => Difference::Other,
        }
    }

    /// The difference in words in `lang`, after `it `: `checks the column before the
    /// row`; `None` for [`Difference::Other`]. `search` names the strategy in `lang`.
    pub fn words(&self, search: &str, lang: Lang) -> Option<String> {
        Some(match *self {
            Difference::UnitOrder { checked, before } => lang.fill(
                LearnText::HowUnitOrder,
                &[
                    ("checked", &checked.words(lang)),
                    ("before", &before.words(lang)),
                ],
            ),
            Difference::ColumnOrder => lang.text(LearnText::HowColumnOrder).to_string(),
            Difference::CheckOrder(order) => lang
                .text(match order {
                    ClashOrder::UnitByUnit => LearnText::HowUnitByUnit,
                    ClashOrder::OneLoop => LearnText::HowOneLoop,
                    ClashOrder::OneLoopColumnFirst => LearnText::HowOneLoopColumnFirst,
                })
                .to_string(),
            Difference::BlankOrder { cell, instead } => lang.fill(
                LearnText::HowBlankOrder,
                &[("cell", &cell), ("search", &search), ("instead", &instead)],
            ),
            Difference::DigitOrder {
                cell,
                digit,
                instead,
            } => lang.fill(
                LearnText::HowDigitOrder,
                &[
                    ("digit", &digit),
                    ("cell", &cell),
                    ("search", &search),
                    ("instead", &instead),
                ],
            ),
            Difference::Other => return None,
        })
    }

    /// The kind of difference, as `--json` names it: `unit-order`, `column-order`,
    /// `blank-order`, `digit-order`, the check's order (`one-loop`,
    /// `one-loop-column-first`, `unit-by-unit`: [`ClashOrder::name`]), `other`.
    pub fn kind(&self) -> &'static str {
        match self {
            Difference::UnitOrder { .. } => "unit-order",
            Difference::ColumnOrder => "column-order",
            Difference::CheckOrder(order) => order.name(),
            Difference::BlankOrder { .. } => "blank-order",
            Difference::DigitOrder { .. } => "digit-order",
            Difference::Other => "other",
        }
    }
}

impl Problem {
    /// The finding's kind, as `--json` names it: `impossible`, `malformed`, `after-end`,
    /// `departs`, `conflict-without-try`, `place-without-try`, `try-unanswered`,
    /// `tried-twice`, `blanks-left`, `no-end`, `end-solution`, `end-counts`, `gave-up`.
    pub fn kind(&self) -> &'static str {
        match self {
            Problem::Malformed { .. } => "malformed",
            Problem::AfterEnd { .. } => "after-end",
            Problem::Impossible { .. } => "impossible",
            Problem::NoEnd { .. } => "no-end",
            Problem::Departs(_) => "departs",
            Problem::TryUnanswered { .. } => "try-unanswered",
            Problem::ConflictWithoutTry { .. } => "conflict-without-try",
            Problem::PlaceWithoutTry { .. } => "place-without-try",
            Problem::TriedTwice { .. } => "tried-twice",
            Problem::BlanksLeft { .. } => "blanks-left",
            Problem::EndSolution { .. } => "end-solution",
            Problem::GaveUp { .. } => "gave-up",
            Problem::EndCounts { .. } => "end-counts",
        }
    }

    /// Whether the events after this one could not be read or checked on the board.
    fn stops_reading(&self) -> bool {
        matches!(self, Problem::Impossible { .. } | Problem::Malformed { .. })
    }
}

impl Finding {
    fn new(problem: Problem, event: Option<u64>, at: Option<Location>) -> Finding {
        Finding {
            problem,
            event,
            at,
            more: 0,
            departs_too: None,
        }
    }

    /// The finding in English words, as `--json` gives it unless told otherwise.
    pub fn message(&self) -> String {
        self.words(Lang::En)
    }

    /// The finding in words in `lang`: what is wrong, and the departure said with it.
    pub fn words(&self, lang: Lang) -> String {
        let words = self.problem.words(self.event.unwrap_or_default(), lang);
        match &self.departs_too {
            Some(departure) => lang.fill(
                LearnText::FindingWithDeparture,
                &[("finding", &words), ("would", &departure.would_words(lang))],
            ),
            None => words,
        }
    }
}

impl Problem {
    /// What is wrong in words in `lang`, about event `number` where it is about one:
    /// `event 26: r1c7: place 6 cannot happen: …`.
    pub fn words(&self, number: u64, lang: Lang) -> String {
        let at = number;
        let number = thousands(number);
        match self {
            Problem::Malformed { reader } => lang.fill(
                LearnText::FindingMalformed,
                &[("number", &number), ("reader", reader)],
            ),
            Problem::AfterEnd { reader } => {
                lang.fill(LearnText::FindingAfterEnd, &[("reader", reader)])
            }
            Problem::Impossible { refused } => lang.fill(
                LearnText::FindingImpossible,
                &[
                    ("number", &number),
                    ("refused", &refused.words(lang)),
                    ("at", &at),
                ],
            ),
            Problem::NoEnd { cut, events } => lang.fill(
                LearnText::FindingNoEnd,
                &[("cut", &cut.words(lang)), ("events", &thousands(*events))],
            ),
            Problem::Departs(departure) => departure.words(lang),
            Problem::TryUnanswered {
                tried: (cell, digit),
                next,
            } => {
                let tried = Event::Try {
                    cell: *cell,
                    digit: *digit,
                };
                lang.fill(
                    LearnText::FindingTryUnanswered,
                    &[
                        ("number", &number),
                        ("next", &next.words(lang)),
                        ("tried", &tried.words(lang)),
                    ],
                )
            }
            Problem::ConflictWithoutTry { event, previous } => {
                let text = match previous {
                    Some(_) => LearnText::FindingConflictWithoutTry,
                    None => LearnText::FindingConflictWithoutTryFirst,
                };
                let previous = previous.map(|p| p.words(lang)).unwrap_or_default();
                lang.fill(
                    text,
                    &[
                        ("number", &number),
                        ("event", &event.words(lang)),
                        ("digit", &event.digit()),
                        ("cell", &event.cell()),
                        ("previous", &previous),
                    ],
                )
            }
            Problem::PlaceWithoutTry { event, previous } => {
                let text = match previous {
                    Some(_) => LearnText::FindingPlaceWithoutTry,
                    None => LearnText::FindingPlaceWithoutTryFirst,
                };
                let previous = previous.map(|p| p.words(lang)).unwrap_or_default();
                lang.fill(
                    text,
                    &[
                        ("number", &number),
                        ("event", &event.words(lang)),
                        ("previous", &previous),
                    ],
                )
            }
            Problem::TriedTwice { cell, digit } => lang.fill(
                LearnText::FindingTriedTwice,
                &[("number", &number), ("digit", digit), ("cell", cell)],
            ),
            Problem::BlanksLeft {
                never_filled,
                erased,
            } => {
                let mut parts = Vec::new();
                if !never_filled.is_empty() {
                    let cells = list(never_filled, lang);
                    parts.push(lang.fill(LearnText::BlanksNeverFilled, &[("cells", &cells)]));
                }
                if !erased.is_empty() {
                    let cells = list(erased, lang);
                    parts.push(lang.fill(LearnText::BlanksErased, &[("cells", &cells)]));
                }
                let cells = parts.join(lang.text(LearnText::ClauseSeparator));
                match never_filled.len() + erased.len() {
                    1 => lang.fill(LearnText::FindingBlanksLeftOne, &[("cells", &cells)]),
                    n => lang.fill(
                        LearnText::FindingBlanksLeftMany,
                        &[("n", &n), ("cells", &cells)],
                    ),
                }
            }
            Problem::EndSolution { claimed, board } => lang.fill(
                LearnText::FindingEndSolution,
                &[("claimed", &claimed.to_line()), ("board", &board.to_line())],
            ),
            Problem::GaveUp { events, solution } => lang.fill(
                LearnText::FindingGaveUp,
                &[
                    ("events", &thousands(*events)),
                    ("solution", &solution.to_line()),
                ],
            ),
            Problem::EndCounts { differences } => {
                let differences: Vec<String> = differences
                    .iter()
                    .map(|&(count, recorded, counted)| {
                        lang.fill(
                            LearnText::EndCountDifference,
                            &[
                                ("recorded", &thousands(recorded)),
                                ("count", &count.words(lang)),
                                ("counted", &thousands(counted)),
                            ],
                        )
                    })
                    .collect();
                let differences = differences.join(lang.text(LearnText::ClauseSeparator));
                lang.fill(
                    LearnText::FindingEndCounts,
                    &[("differences", &differences)],
                )
            }
        }
    }
}

impl Departure {
    /// `event 22: the trace has “…”; the row-by-row search would try 6 at r1c5`, and how
    /// the two differ when they tell (`: it checks the column before the row`), in words
    /// in `lang`.
    pub fn words(&self, lang: Lang) -> String {
        let did = match (self.did, self.would) {
            (
                Some(Event::Backtrack {
                    cell,
                    digit: erased,
                }),
                Some(Event::Try { cell: tried, digit }),
            ) => {
                let digits = digits_from(digit);
                match cell == tried {
                    true => lang.fill(
                        LearnText::DidBacktrackUntried,
                        &[("cell", &tried), ("digits", &digits)],
                    ),
                    false => lang.fill(
                        LearnText::DidBacktrackUntriedErasing,
                        &[
                            ("cell", &tried),
                            ("digits", &digits),
                            ("erased", &erased),
                            ("at", &cell),
                        ],
                    ),
                }
            }
            (Some(event), _) => lang.fill(LearnText::DidHas, &[("event", &event.words(lang))]),
            (None, _) => lang.text(LearnText::DidEnds).to_string(),
        };
        let how = match self.how_words(lang) {
            Some(how) => lang.fill(LearnText::DepartureHow, &[("how", &how)]),
            None => String::new(),
        };
        lang.fill(
            LearnText::DepartureWords,
            &[
                ("number", &thousands(self.number)),
                ("did", &did),
                ("would", &self.would_words(lang)),
                ("how", &how),
            ],
        )
    }

    /// What the strategy would do instead, in words in `lang`: `the mrv search would
    /// choose r1c3 next`.
    pub(crate) fn would_words(&self, lang: Lang) -> String {
        let search = describe(self.strategy.name(), lang);
        match self.would {
            Some(predicted) => would(&search, predicted, lang),
            None => lang.fill(LearnText::WouldStop, &[("search", &search)]),
        }
    }

    /// How the search differs there, after `it `, when the two events tell.
    pub fn how_words(&self, lang: Lang) -> Option<String> {
        self.how.words(&describe(self.strategy.name(), lang), lang)
    }

    /// Where a search that only resembles the strategy goes its own way, as information:
    /// `from event 22 [line 23] it checks the column before the row: “…” where that
    /// search has “…”`.
    pub fn note(&self, lang: Lang) -> String {
        let at = match self.at {
            Some(at) => lang.fill(
                LearnText::NoteAtLocated,
                &[("number", &thousands(self.number)), ("at", &at.words(lang))],
            ),
            None => lang.fill(LearnText::NoteAt, &[("number", &thousands(self.number))]),
        };
        let events = match (self.did, self.would) {
            (Some(did), Some(would)) => lang.fill(
                LearnText::NoteBoth,
                &[("did", &did.words(lang)), ("would", &would.words(lang))],
            ),
            (Some(did), None) => lang.fill(LearnText::NoteStops, &[("did", &did.words(lang))]),
            (None, Some(would)) => {
                lang.fill(LearnText::NoteGoesOn, &[("would", &would.words(lang))])
            }
            (None, None) => String::new(),
        };
        match self.how_words(lang) {
            Some(how) => lang.fill(
                LearnText::NoteHow,
                &[("at", &at), ("how", &how), ("events", &events)],
            ),
            None => lang.fill(LearnText::NoteOwnWay, &[("at", &at), ("events", &events)]),
        }
    }
}

impl Serialize for Finding {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        #[derive(Serialize)]
        struct Json<'a> {
            kind: &'a str,
            event: Option<u64>,
            at: Option<String>,
            message: String,
            more: u64,
        }
        Json {
            kind: self.problem.kind(),
            event: self.event,
            at: self.at.map(|at| at.to_string()),
            message: self.message(),
            more: self.more,
        }
        .serialize(serializer)
    }
}

impl Serialize for Departure {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        #[derive(Serialize)]
        struct Json<'a> {
            event: u64,
            at: Option<String>,
            how: &'a str,
            message: String,
        }
        Json {
            event: self.number,
            at: self.at.map(|at| at.to_string()),
            how: self.how.kind(),
            message: self.note(Lang::En),
        }
        .serialize(serializer)
    }
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
    /// Where a search that only resembles the strategy goes its own way, and how: not
    /// a fault (its header does not claim the strategy), so not a finding. `None` when
    /// it claims the strategy (a departure is then a finding), keeps to it, or departs
    /// where a finding already says so.
    pub departure: Option<Departure>,
    /// Where the trace's conflicts first name the clash another order of the check meets
    /// first (one loop over the row, the column and the box, as LeetCode's `isValid`,
    /// the row's or the column's cell first), rather than the strategy's ([`Difference::CheckOrder`]),
    /// when every conflict of the trace keeps to that order: the search is the
    /// strategy's all the same, so this is said, never held against it; and from there
    /// on the trace is held to that order. Its events count among those [`matched`](Likeness::matched).
    /// Left out of `--json` when there is none.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub other_check: Option<Departure>,
}

impl Likeness {
    /// `it claims the row-by-row search (naive): its first 25 events are that search's`,
    /// or that even its first event is not, in words in `lang`.
    pub fn words(&self, lang: Lang) -> String {
        let text = match (self.claimed, self.matched) {
            (true, 0) => LearnText::LikenessClaimsNone,
            (true, 1) => LearnText::LikenessClaimsOne,
            (true, _) => LearnText::LikenessClaimsMany,
            (false, 0) => LearnText::LikenessResemblesNone,
            (false, 1) => LearnText::LikenessResemblesOne,
            (false, _) => LearnText::LikenessResemblesMany,
        };
        lang.fill(
            text,
            &[
                ("search", &describe(self.strategy, lang)),
                ("name", &self.strategy),
                ("n", &thousands(self.matched)),
            ],
        )
    }
}

/// [`Diagnosis::worked_out`] as `--json` gives it: the event, its line and the words.
fn worked_out_json<S: serde::Serializer>(
    worked_out: &Option<WorkedOut>,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    #[derive(Serialize)]
    struct Json {
        event: u64,
        at: String,
        message: String,
    }
    worked_out
        .map(|w| Json {
            event: w.event,
            at: w.at.to_string(),
            message: w.words(Lang::En),
        })
        .serialize(serializer)
}

/// The diagnosis of one trace.
#[derive(Clone, Debug, Serialize)]
pub struct Diagnosis {
    /// The solver the header names.
    pub solver: String,
    /// The puzzle as one line of 81 characters.
    pub puzzle: String,
    /// Events the trace holds: every event line (or record), those after an event that
    /// cannot happen included, which are counted but stand on no board.
    pub events: u64,
    /// Events read on the board: all of them, or those before the first that cannot
    /// happen.
    pub checked: u64,
    /// How the trace says the search ended, when it says so (an end record read, even
    /// after an event that cannot happen).
    pub outcome: Option<&'static str>,
    /// The built-in search the trace claims or resembles, if any.
    pub likeness: Option<Likeness>,
    /// The first of the trace's conflicts that name no unit and no cell, whose clashes
    /// the reader worked out from the board, if any: what reading it involved. Left out
    /// of `--json` when there is none.
    #[serde(
        serialize_with = "worked_out_json",
        skip_serializing_if = "Option::is_none"
    )]
    pub worked_out: Option<WorkedOut>,
    /// Everything wrong or suspicious, in the order of the events it is about.
    pub findings: Vec<Finding>,
}

impl Diagnosis {
    /// Whether nothing wrong or suspicious was found.
    pub fn is_clean(&self) -> bool {
        self.findings.is_empty()
    }

    /// The diagnosis as `sudotrace diagnose --json` writes it for the trace named `trace`:
    /// every field of [`Diagnosis`], the verdict (`clean` or `findings`), and each
    /// finding's, departure's and note's words in `lang`.
    pub fn to_json(&self, trace: &str, lang: Lang) -> serde_json::Value {
        use serde_json::json;
        let mut json = serde_json::to_value(self).expect("a diagnosis is plain data");
        json["trace"] = json!(trace);
        json["verdict"] = json!(if self.is_clean() { "clean" } else { "findings" });
        for (i, finding) in self.findings.iter().enumerate() {
            json["findings"][i]["message"] = json!(finding.words(lang));
        }
        if let Some(departure) = self.likeness.as_ref().and_then(|l| l.departure.as_ref()) {
            json["likeness"]["departure"]["message"] = json!(departure.note(lang));
        }
        if let Some(check) = self.likeness.as_ref().and_then(|l| l.other_check.as_ref()) {
            json["likeness"]["other_check"]["message"] = json!(check.note(lang));
        }
        if let Some(worked_out) = self.worked_out {
            json["worked_out"]["message"] = json!(worked_out.words(lang));
        }
        json
    }

    /// How much of a trace stopped by a fault was read on the board: `its first 25 events
    /// are read on the board; the other 335, from the fault on, are counted, not
    /// checked`, in words in `lang`. `None` when every event was.
    pub fn reading_words(&self, lang: Lang) -> Option<String> {
        let rest = self.events.checked_sub(self.checked).filter(|&n| n > 0)?;
        let text = match (self.checked, rest) {
            (0, 1) => LearnText::ReadingNoneOne,
            (0, _) => LearnText::ReadingNoneMany,
            (1, 1) => LearnText::ReadingOneOne,
            (1, _) => LearnText::ReadingOneMany,
            (_, 1) => LearnText::ReadingManyOne,
            (_, _) => LearnText::ReadingManyMany,
        };
        Some(lang.fill(
            text,
            &[
                ("read", &thousands(self.checked)),
                ("rest", &thousands(rest)),
            ],
        ))
    }

    /// Why a clean trace is clean, in words in `lang`: the strategy it is exactly (or
    /// but for the clashes its check names first), or that it keeps to the rules.
    pub fn summary(&self, lang: Lang) -> String {
        match &self.likeness {
            Some(l) if l.exact => {
                let text = match (l.claimed, l.other_check.is_some()) {
                    (true, false) => LearnText::SummaryExactClaimed,
                    (false, false) => LearnText::SummaryExact,
                    (true, true) => LearnText::SummarySameClaimed,
                    (false, true) => LearnText::SummarySame,
                };
                lang.fill(text, &[("search", &describe(l.strategy, lang))])
            }
            _ => lang.text(LearnText::SummaryKeepsRules).to_string(),
        }
    }

    /// [`summary`](Diagnosis::summary) in one line with how the search differs from a
    /// strategy it only resembles: `...; it resembles the row-by-row search up to event
    /// 31, then it checks the column before the row`; or how its check differs from the
    /// one of the strategy whose search it is.
    pub fn line_summary(&self, lang: Lang) -> String {
        match &self.likeness {
            Some(Likeness {
                exact: true,
                other_check: Some(check),
                ..
            }) => {
                let how = check.how_words(lang).unwrap_or_default();
                lang.fill(
                    LearnText::LineSummaryCheck,
                    &[("summary", &self.summary(lang)), ("how", &how)],
                )
            }
            Some(Likeness {
                strategy,
                departure: Some(departure),
                ..
            }) => {
                let summary = self.summary(lang);
                let search = describe(strategy, lang);
                let event = thousands(departure.number - 1);
                match departure.how_words(lang) {
                    Some(how) => lang.fill(
                        LearnText::LineSummaryHow,
                        &[
                            ("summary", &summary),
                            ("search", &search),
                            ("event", &event),
                            ("how", &how),
                        ],
                    ),
                    None => lang.fill(
                        LearnText::LineSummaryOwnWay,
                        &[
                            ("summary", &summary),
                            ("search", &search),
                            ("event", &event),
                        ],
                    ),
                }
            }
            _ => self.summary(lang),
        }
    }
}

/// Read the trace at `path` and say what is wrong with it. An error only for a file
/// that is not a readable trace (the exit code 2 kind); an event that cannot happen is
/// a finding.
pub fn diagnose(path: &std::path::Path) -> Result<Diagnosis, TraceError> {
    diagnose_cursor(Cursor::open(path)?)
}

/// [`diagnose`] the trace held in `bytes` (read from standard input, say).
pub fn diagnose_bytes(bytes: Vec<u8>) -> Result<Diagnosis, TraceError> {
    diagnose_cursor(Cursor::from_bytes(bytes)?)
}

fn diagnose_cursor(cursor: Cursor) -> Result<Diagnosis, TraceError> {
    let mut cursor = cursor.lenient().keeping_contradicted_end();
    let header = cursor.header().clone();
    let claimed = Strategy::from_name(&header.solver);
    let mut followers: Vec<Follower> = match claimed {
        Some(strategy) => vec![Follower::new(strategy, &header.puzzle)],
        None => searches()
            .map(|strategy| Follower::new(strategy, &header.puzzle))
            .collect(),
    };
    let mut watch = RuleWatch::new();
    let mut after_end = None;
    loop {
        let number = cursor.position() + 1;
        for follower in followers.iter_mut().filter(|f| f.departure.is_none()) {
            follower.predict(cursor.replay());
        }
        let event = match cursor.next_event() {
            Ok(Some(event)) => event,
            Ok(None) => break,
            // A line after the end record: the events and the end record stand.
            Err(TraceError::Malformed { at, message }) if cursor.end().is_some() => {
                let problem = Problem::AfterEnd { reader: message };
                after_end = Some(Finding::new(problem, None, Some(at)));
                break;
            }
            Err(err) => return Err(err),
        };
        let at = Some(cursor.location());
        for follower in followers.iter_mut() {
            follower.compare(number, Some(event), at, cursor.replay());
        }
        watch.note(number, event, cursor.location());
    }
    let checked = cursor.position();
    let mut findings = Vec::new();
    let cut = cursor.cut_short().cloned();
    match &cut {
        Some(CutShort {
            at,
            refused: Some(refused),
            ..
        }) => {
            // The event that cannot happen departs from any strategy still followed.
            for follower in followers.iter_mut() {
                follower.compare(checked + 1, Some(refused.event), Some(*at), cursor.replay());
            }
            let problem = Problem::Impossible {
                refused: refused.clone(),
            };
            findings.push(Finding::new(problem, Some(checked + 1), Some(*at)));
        }
        Some(CutShort {
            at,
            unread: Some(reader),
            ..
        }) => {
            // A line that is no event: no strategy makes it.
            for follower in followers.iter_mut() {
                follower.compare(checked + 1, None, Some(*at), cursor.replay());
            }
            let problem = Problem::Malformed {
                reader: reader.clone(),
            };
            findings.push(Finding::new(problem, Some(checked + 1), Some(*at)));
        }
        Some(cut) => {
            let problem = Problem::NoEnd {
                cut: cut.clone(),
                events: checked,
            };
            findings.push(Finding::new(problem, None, Some(cut.at)));
        }
        None => {}
    }
    let stopped = findings.iter().any(|f| f.problem.stops_reading());
    // The rest of a trace stopped by a fault, counted without the board.
    let events = checked + cursor.skim_rest();
    let end = cursor.end().cloned().filter(|_| stopped || cut.is_none());
    let outcome = end.as_ref().map(|end| end.outcome);
    if !stopped {
        for follower in followers.iter_mut() {
            follower.finish(checked, outcome, cursor.end_location(), cursor.replay());
        }
    }
    let (watched, filled) = watch.finish();
    findings.extend(watched);
    findings.extend(after_end);
    if let Some(end) = &end {
        findings.extend(end_findings(
            &cursor,
            end,
            cursor.end_location(),
            claimed.is_some(),
            stopped,
            events,
            &filled,
        ));
    }
    let mut likeness = likeness(&followers, claimed.is_some());
    if let Some(departure) = followers
        .iter()
        .find(|f| Some(f.strategy.name()) == likeness.as_ref().map(|l| l.strategy))
        .and_then(|f| f.departure.clone())
    {
        match findings
            .iter_mut()
            .find(|f| f.problem.stops_reading() && f.event == Some(departure.number))
        {
            // The event that cannot happen is where it departs: one finding says both.
            Some(stopping) => stopping.departs_too = Some(departure),
            // A departure from the strategy the header names: a fault.
            None if claimed.is_some() => {
                let (number, at) = (departure.number, departure.at);
                findings.push(Finding::new(Problem::Departs(departure), Some(number), at));
            }
            // From one it only resembles: said, not held against it.
            None => {
                if let Some(likeness) = likeness.as_mut() {
                    likeness.departure = Some(departure);
                }
            }
        }
    }
    findings.sort_by_key(|f| (f.event.unwrap_or(u64::MAX), f.problem.kind()));
    Ok(Diagnosis {
        solver: header.solver.clone(),
        puzzle: header.puzzle.to_line(),
        events,
        checked,
        outcome: outcome.map(Outcome::name),
        likeness,
        worked_out: cursor.worked_out(),
        findings,
    })
}

/// The distinct searches a trace may resemble: each order with each propagation (both
/// checks make the same events; the `+tables` one stands for both).
fn searches() -> impl Iterator<Item = Strategy> {
    Strategy::every().filter(|s| s.check == sudotrace_core::search::Check::Tables)
}

/// A strategy's name in a sentence in `lang`: `the row-by-row search`, `the
/// mrv+singles search` ([`Strategy::in_words`]); another solver's name quoted, as a
/// terminal shows it ([`solver_quoted`]).
pub fn describe(name: &str, lang: Lang) -> String {
    match Strategy::from_name(name) {
        Some(strategy) => strategy.in_words(lang),
        None => solver_quoted(name, lang),
    }
}

/// One built-in search followed along the trace until it departs.
struct Follower {
    strategy: Strategy,
    rules: Rules,
    /// The strategy's next event from the position before the event being read, its
    /// clash named in the order the trace's conflicts keep to.
    predicted: Option<Event>,
    matched: u64,
    /// Which orders of meeting a try's units the trace's conflicts keep to.
    clashes: ClashWatch,
    /// Where the trace's conflicts first name the clash of another order than the
    /// strategy's check's, and which order they keep to.
    other_check: Option<Departure>,
    /// Where it departs.
    departure: Option<Departure>,
}

impl Follower {
    fn new(strategy: Strategy, puzzle: &Grid) -> Follower {
        Follower {
            strategy,
            rules: Rules::new(strategy, puzzle),
            predicted: None,
            matched: 0,
            clashes: ClashWatch::held_to(strategy.check),
            other_check: None,
            departure: None,
        }
    }

    /// The strategy's next event from `at`, the position before the event to be read.
    fn predict(&mut self, at: &Replay) {
        self.predicted = self.clashes.expected(self.rules.predict(at), at.tables());
    }

    /// The trace has `event` (none: it ends, or has no event there) as event `number`,
    /// at `at`, on `board`.
    fn compare(&mut self, number: u64, event: Option<Event>, at: Option<Location>, on: &Replay) {
        if self.departure.is_some() {
            return;
        }
        if let Some(e) = event
            && self
                .clashes
                .matches(number, e, self.predicted, || on.tables())
        {
            self.matched += 1;
            self.note_other_check(number, event, at);
            return;
        }
        // Where it leaves the search, held to the order its conflicts keep to: never the
        // check's other order itself.
        let how = Difference::of(event, self.predicted, on.board());
        self.departure = Some(self.departure_here(number, event, at, how));
    }

    /// Where the trace's conflicts first keep to another order than the strategy's, and
    /// which order they keep to as far as they have told.
    fn note_other_check(&mut self, number: u64, event: Option<Event>, at: Option<Location>) {
        let Some((order, told_at)) = self.clashes.kept() else {
            return;
        };
        match &mut self.other_check {
            Some(first) => first.how = Difference::CheckOrder(order),
            None if told_at == number => {
                self.other_check =
                    Some(self.departure_here(number, event, at, Difference::CheckOrder(order)));
            }
            None => {}
        }
    }

    /// A departure at event `number`, where the trace has `event` and the strategy its
    /// prediction.
    fn departure_here(
        &self,
        number: u64,
        event: Option<Event>,
        at: Option<Location>,
        how: Difference,
    ) -> Departure {
        Departure {
            strategy: self.strategy,
            number,
            at,
            did: event,
            would: self.predicted,
            how,
        }
    }

    /// The trace ends after `events` events, its end record at `at`: where the strategy
    /// would go on, it departs there.
    fn finish(&mut self, events: u64, outcome: Option<Outcome>, at: Location, on: &Replay) {
        if self.departure.is_some() || outcome == Some(Outcome::Limit) || outcome.is_none() {
            return;
        }
        self.predict(on);
        if self.predicted.is_some() {
            self.compare(events + 1, None, Some(at), on);
        }
    }
}

/// What `search` (a strategy in words) would do with `event`, in words in `lang`: `the
/// row-by-row search would try 6 at r1c5`.
fn would(search: &str, event: Event, lang: Lang) -> String {
    let (text, digit) = match event {
        Event::Try { digit, .. } => (LearnText::WouldTry, digit),
        Event::Conflict { digit, .. } => (LearnText::WouldConflict, digit),
        Event::Place { digit, .. } => (LearnText::WouldPlace, digit),
        Event::Backtrack { digit, .. } => (LearnText::WouldBacktrack, digit),
        Event::Choose { .. } => (LearnText::WouldChoose, 0),
        Event::Force { digit, .. } => (LearnText::WouldForce, digit),
        Event::DeadEnd { .. } => (LearnText::WouldDeadEnd, 0),
        Event::Unforce { digit, .. } => (LearnText::WouldUnforce, digit),
        Event::Eliminate { .. } => (LearnText::WouldEliminate, 0),
        Event::Restore { .. } => (LearnText::WouldRestore, 0),
    };
    let (with, unit) = match event {
        Event::Conflict { with, unit, .. } => (Some(with), Some(unit)),
        _ => (None, None),
    };
    lang.fill(
        text,
        &[
            ("search", &search),
            ("digit", &digit),
            ("cell", &event.cell()),
            ("with", &with.map(|c| c.to_string()).unwrap_or_default()),
            ("unit", &unit.map(|u| u.words(lang)).unwrap_or_default()),
            ("words", &event.words(lang)),
        ],
    )
}

/// `6–9`, `9`: the digits from `digit` up.
fn digits_from(digit: u8) -> String {
    match digit {
        9 => "9".to_string(),
        d => format!("{d}–9"),
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
        departure: None,
        other_check: best.other_check.clone(),
    })
}

/// The checks within the rules, event by event: each kind's first finding and how many
/// more there are.
struct RuleWatch {
    previous: Option<Event>,
    /// Digits tried in each cell since the last placement (bit `d` for digit `d`).
    tried: [u16; CELLS],
    /// The cells an event ever put a digit in.
    filled: [bool; CELLS],
    found: Vec<Finding>,
}

impl RuleWatch {
    fn new() -> RuleWatch {
        RuleWatch {
            previous: None,
            tried: [0; CELLS],
            filled: [false; CELLS],
            found: Vec::new(),
        }
    }

    fn report(&mut self, problem: Problem, number: u64, at: Location) {
        let kind = problem.kind();
        match self.found.iter_mut().find(|f| f.problem.kind() == kind) {
            Some(first) => first.more += 1,
            None => self
                .found
                .push(Finding::new(problem, Some(number), Some(at))),
        }
    }

    fn note(&mut self, number: u64, event: Event, at: Location) {
        let previous = self.previous.replace(event);
        let answers = |cell: Cell, digit: u8| matches!(previous, Some(Event::Try { cell: c, digit: d }) if c == cell && d == digit);
        if let Some(Event::Try { cell, digit }) = previous
            && !matches!(event, Event::Conflict { .. } | Event::Place { .. })
        {
            let problem = Problem::TryUnanswered {
                tried: (cell, digit),
                next: event,
            };
            self.report(problem, number, at);
        }
        match event {
            Event::Conflict { cell, digit, .. } if !answers(cell, digit) => {
                self.report(Problem::ConflictWithoutTry { event, previous }, number, at)
            }
            Event::Place { cell, digit } if !answers(cell, digit) => {
                self.report(Problem::PlaceWithoutTry { event, previous }, number, at)
            }
            Event::Try { cell, digit } => {
                let bit = 1u16 << digit;
                if self.tried[cell.index()] & bit != 0 {
                    self.report(Problem::TriedTwice { cell, digit }, number, at);
                }
                self.tried[cell.index()] |= bit;
            }
            _ => {}
        }
        if event.puts() {
            self.tried = [0; CELLS];
            self.filled[event.cell().index()] = true;
        }
    }

    /// The findings, and the cells an event ever put a digit in.
    fn finish(self) -> (Vec<Finding>, [bool; CELLS]) {
        (self.found, self.filled)
    }
}

/// The end record's claims against the board the events lead to and their counts (not
/// when the events `stopped` at a fault: they stand on no board); and for
/// `unsolvable`, whether the puzzle has a solution after all. The checks' costs are
/// compared when `known_check` (the header names one of sudotrace's strategies).
fn end_findings(
    cursor: &Cursor,
    end: &sudotrace_core::trace::RecordedEnd,
    at: Location,
    known_check: bool,
    stopped: bool,
    events: u64,
    filled: &[bool; CELLS],
) -> Vec<Finding> {
    let mut found = Vec::new();
    let board = *cursor.replay().board();
    let problem = match end.outcome {
        _ if stopped && end.outcome != Outcome::Unsolvable => None,
        Outcome::Solved => {
            let empty: Vec<Cell> = Grid::all_cells()
                .filter(|&cell| board.get(cell) == 0)
                .collect();
            if empty.is_empty() {
                end.solution
                    .filter(|solution| *solution != board)
                    .map(|claimed| Problem::EndSolution { claimed, board })
            } else {
                let (erased, never_filled) =
                    empty.into_iter().partition(|&cell| filled[cell.index()]);
                Some(Problem::BlanksLeft {
                    never_filled,
                    erased,
                })
            }
        }
        Outcome::Unsolvable => {
            let puzzle = cursor.header().puzzle;
            let run = Search::new(Strategy::MRV_HIDDEN)
                .max_events(Some(SOLVE_LIMIT))
                .run(&puzzle, &mut NullSink);
            run.end
                .solution
                .filter(|_| run.end.outcome == Outcome::Solved)
                .map(|solution| Problem::GaveUp { events, solution })
        }
        Outcome::Limit => None,
    };
    found.extend(problem.map(|problem| Finding::new(problem, None, Some(at))));
    if let (Some(recorded), false) = (&end.stats, stopped) {
        let differences = Count::differences(recorded, cursor.stats(), known_check);
        if !differences.is_empty() {
            let problem = Problem::EndCounts { differences };
            found.push(Finding::new(problem, None, Some(at)));
        }
    }
    found
}

/// At most eight cells, then how many more, in `lang`.
fn list(cells: &[Cell], lang: Lang) -> String {
    let names: Vec<String> = cells.iter().take(8).map(Cell::to_string).collect();
    let names = names.join(lang.text(LearnText::CellsSeparator));
    match cells.len() {
        0..=8 => names,
        n => lang.fill(
            LearnText::CellsAndMore,
            &[("cells", &names), ("n", &(n - 8))],
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_strategy_is_described_in_words() {
        assert_eq!(describe("naive", Lang::En), "the row-by-row search");
        assert_eq!(
            describe("mrv+singles+tables", Lang::En),
            "the mrv+singles search"
        );
        assert_eq!(describe("mrv+tables", Lang::En), "the mrv search");
        assert_eq!(describe("columns", Lang::En), "\"columns\"");
        // Another solver's name as every command shows it: control characters escaped.
        assert_eq!(describe("a\"b\u{1b}", Lang::En), "\"a\"b\\u{1b}\"");
        assert_eq!(describe("columns", Lang::ZhCn), "“columns”");
        assert_eq!(describe("naive", Lang::ZhCn), "逐行搜索");
    }

    #[test]
    fn digits_left_untried_read_as_a_range() {
        assert_eq!(digits_from(6), "6–9");
        assert_eq!(digits_from(9), "9");
    }
}

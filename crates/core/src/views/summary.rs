//! What users read about a search: the JSON object of `solve --json` and `stats --json`
//! (field names other tools rely on), the position `show --json` prints, and the short
//! table of counts printed otherwise.

use std::fmt::Write as _;
use std::time::Duration;

use serde::{Deserialize, Serialize};

use crate::events::counts::{Count, Stats};
use crate::events::event::{Event, Outcome};
use crate::events::replay::Replay;
use crate::lang::pad;
use crate::lang::{Lang, Text};
use crate::numbers::{duration, thousands};
use crate::puzzle::grid::{Cell, Grid};
use crate::search::listing::Listing;
use crate::trace::event_line;
use crate::views::stack::{PlacementJson, chooses, stack};
use crate::views::tables::TablesJson;
use crate::views::view::View;
use crate::views::why::Why;

/// The counts as `--json` prints them: [`Stats`] (its fields at the top level, every
/// count written, zero or not) plus the elapsed time, `null` when it is not known (a
/// count recomputed from a trace).
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
pub struct StatsJson {
    /// The counts.
    #[serde(flatten)]
    pub stats: Stats,
    /// How long the search took, in nanoseconds; `None` when not known.
    pub elapsed_ns: Option<u64>,
}

impl StatsJson {
    /// The counts `stats`, with the search's time if known.
    pub fn new(stats: &Stats, elapsed: Option<Duration>) -> StatsJson {
        StatsJson {
            stats: *stats,
            elapsed_ns: elapsed.map(|e| e.as_nanos() as u64),
        }
    }
}

impl Serialize for StatsJson {
    /// Every count of the table of counts, in its order, the conflicts as one object;
    /// unlike a trace's end record, which leaves out the strategies' counts when they are
    /// zero so that a version-1 trace keeps its bytes, a reader never has to guess that a
    /// missing count means 0.
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut map = serializer.serialize_map(None)?;
        for count in Count::ALL {
            match count.field().split_once('.') {
                // The conflicts, once, where the first of them stands.
                Some((group, _)) if count == Count::RowConflicts => {
                    map.serialize_entry(group, &self.stats.conflicts)?
                }
                // The eliminations by rule, once, where the first of them stands.
                Some((group, _)) if count == Count::Pointing => {
                    map.serialize_entry(group, &self.stats.eliminations)?
                }
                Some(_) => {}
                None => map.serialize_entry(count.field(), &count.of(&self.stats))?,
            }
        }
        map.serialize_entry("elapsed_ns", &self.elapsed_ns)?;
        map.end()
    }
}

/// One search as `solve --json` prints it, a line per puzzle.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SearchJson {
    /// Whether the search solved the puzzle.
    pub solved: bool,
    /// The solution as one line of 81 characters, when solved.
    pub solution: Option<String>,
    /// The strategy's name, or the solver a trace names.
    pub solver: String,
    /// The counts and the time.
    pub stats: StatsJson,
    /// `solved`, `unsolvable` or `limit`: `solved: false` alone cannot tell the last two apart.
    pub result: String,
    /// The puzzle as one line of 81 characters.
    pub puzzle: String,
    /// The line of the input the puzzle stood on.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub line: Option<usize>,
    /// The name column of a `name<TAB>puzzle` collection.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
}

impl SearchJson {
    /// The record of a search of `puzzle` by `solver`; the line and name are left for the
    /// caller to fill in.
    pub fn new(
        puzzle: &Grid,
        solver: &str,
        outcome: Outcome,
        solution: Option<&Grid>,
        stats: &Stats,
        elapsed: Option<Duration>,
    ) -> SearchJson {
        SearchJson {
            solved: outcome == Outcome::Solved,
            solution: solution.map(Grid::to_line),
            solver: solver.to_string(),
            stats: StatsJson::new(stats, elapsed),
            result: outcome.name().to_string(),
            puzzle: puzzle.to_line(),
            line: None,
            name: None,
        }
    }
}

/// A position of a trace as `show --json` prints it, its fields in this order: the
/// event it is right after (its number and its trace line; 0 and `null` at the puzzle),
/// the caption, the board, the depth, the counts, the line of the listing that made the
/// event, the stack, why the event happens, the tables check's tables, and at an
/// elimination its pattern and what it took.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PositionJson {
    /// The number of the event the position is right after; 0 for the puzzle.
    pub index: usize,
    /// That event as the trace writes it (`{"ev":"try","r":1,"c":3,"d":4}`).
    pub event: Option<serde_json::Value>,
    /// `#42  ` and the event's words.
    pub caption: String,
    /// The board as one line of 81 characters.
    pub board: String,
    /// Digits the search has placed.
    pub depth: u64,
    /// The counts up to the position.
    pub stats: StatsJson,
    /// The line of the listing that made the event.
    pub line: Option<usize>,
    /// The placements the position stands on, oldest first.
    pub stack: Vec<PlacementJson>,
    /// Why the event happens: the rule that decides it, in words ([`Why::words`]).
    pub why: Option<String>,
    /// That rule's name ([`Why::rule`]): `try-next-digit`, `clash-met-first`.
    pub rule: Option<&'static str>,
    /// The tables check's three tables on the board (the digits each row, column and
    /// box holds) and the entries the event's try looked up in them, as the tables
    /// panels draw them ([`View::tables`]).
    pub tables: TablesJson,
    /// At an `eliminate` event, its pattern and what it took; left out at any other.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub elimination: Option<EliminationJson>,
}

/// An elimination as `show --json` gives it at its event: the rule's name, the cells
/// that make its pattern (a digit's places where the line and the box cross, a pair's
/// two cells) and each cell's candidates it took, cells in reading order:
/// `{"rule":"pointing","cells":[[1,4],[1,5]],"removed":[{"r":1,"c":7,"ds":[5]}]}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct EliminationJson {
    /// The rule's name in trace files ([`crate::events::pattern::Rule::name`]).
    pub rule: &'static str,
    /// The cells that make the pattern, `[row, column]` from 1.
    pub cells: Vec<[usize; 2]>,
    /// Each cell that lost candidates, and which.
    pub removed: Vec<RemovedJson>,
}

/// One cell's candidates taken by an elimination.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RemovedJson {
    /// Its row, from 1.
    pub r: usize,
    /// Its column, from 1.
    pub c: usize,
    /// The digits it lost, ascending.
    pub ds: Vec<u8>,
}

impl EliminationJson {
    /// The elimination `view` marks, if it marks one (none for one that cannot happen).
    pub fn of(view: &View) -> Option<EliminationJson> {
        let pattern = match view.event {
            Some(Event::Eliminate { pattern }) if !view.refused => pattern,
            _ => return None,
        };
        let place = |cell: Cell| [cell.row() + 1, cell.col() + 1];
        Some(EliminationJson {
            rule: pattern.rule().name(),
            cells: view.pattern_cells().map(place).collect(),
            removed: view
                .taken()
                .map(|(cell, digits)| {
                    let [r, c] = place(cell);
                    let ds = (1..=9u8).filter(|d| digits & 1 << d != 0).collect();
                    RemovedJson { r, c, ds }
                })
                .collect(),
        })
    }
}

impl PositionJson {
    /// The position `view` shows of `replay`'s board, in a trace whose header names
    /// `solver`, with the line of `listing` that made its event.
    pub fn new(
        view: &View,
        replay: &Replay,
        solver: &str,
        listing: Option<&Listing>,
    ) -> PositionJson {
        PositionJson {
            index: view.number as usize,
            event: view.event.map(|event| event_json(&event)),
            caption: view.caption.clone(),
            board: replay.board().to_line(),
            depth: replay.depth(),
            stats: StatsJson::new(&view.stats, None),
            line: listing.and_then(|listing| line_made_by(listing, view)),
            stack: stack(replay, chooses(solver, &view.stats))
                .iter()
                .map(PlacementJson::from)
                .collect(),
            why: None,
            rule: None,
            tables: TablesJson::from(&view.tables(replay)),
            elimination: EliminationJson::of(view),
        }
    }

    /// The position with why its event happens, in `lang`.
    pub fn with_why(self, why: Option<Why>, lang: Lang) -> PositionJson {
        PositionJson {
            why: why.map(|why| why.words(lang)),
            rule: why.map(Why::rule),
            ..self
        }
    }
}

/// The line of `listing` that made the event `view` marks: none at the puzzle, for an
/// event that cannot happen, or for one the listing's strategy never makes.
pub fn line_made_by(listing: &Listing, view: &View) -> Option<usize> {
    let event = view.event.filter(|_| !view.refused)?;
    Some(listing.line_of(&event)).filter(|&line| line > 0)
}

/// An event as the trace writes it.
fn event_json(event: &Event) -> serde_json::Value {
    serde_json::from_str(&event_line(*event)).expect("a trace line is JSON")
}

/// The counts of one search, a row each, in `lang`; the conflicts on one row with each
/// unit's share, and the choosing strategies' counts and the eliminations (by rule, and
/// those restored) only for a search that made them.
pub fn stats_table(stats: &Stats, elapsed: Option<Duration>, lang: Lang) -> String {
    let conflicts = lang.fill(
        Text::ConflictsTotal,
        &[
            ("total", &thousands(stats.conflicts.total())),
            (
                "by_unit",
                &Count::conflicts_by_unit(stats, lang.text(Text::ListSeparator), lang),
            ),
        ],
    );
    let row = |count: Count| (count.words(lang), thousands(count.of(stats)));
    let mut rows = vec![
        row(Count::Tries),
        (lang.text(Text::Conflicts), conflicts),
        row(Count::Places),
        row(Count::Backtracks),
    ];
    if stats.chooses() {
        rows.extend(Count::CHOOSING.map(row));
    }
    if stats.eliminates() {
        rows.extend(Count::ELIMINATING.map(row));
    }
    rows.extend(Count::COSTS_AND_SIZE.map(row));
    if let Some(elapsed) = elapsed {
        rows.push((lang.text(Text::Time), duration(elapsed)));
    }
    let mut out = String::new();
    for (name, value) in rows {
        let _ = writeln!(out, "{}{value}", pad(name, 14));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn json_field_names_are_the_documented_ones() {
        let json = serde_json::to_value(SearchJson::new(
            &Grid::empty(),
            "naive",
            Outcome::Limit,
            None,
            &Stats::default(),
            None,
        ))
        .unwrap();
        for key in ["solved", "solution", "solver", "stats", "result", "puzzle"] {
            assert!(json.get(key).is_some(), "{key}");
        }
        let stats = &json["stats"];
        for key in [
            "tries",
            "conflicts",
            "places",
            "backtracks",
            "cell_reads",
            "table_lookups",
            "max_depth",
            "events",
            "elapsed_ns",
        ] {
            assert!(stats.get(key).is_some(), "{key}");
        }
        assert!(stats["conflicts"].get("box").is_some());
        assert!(json["solution"].is_null());
    }
}

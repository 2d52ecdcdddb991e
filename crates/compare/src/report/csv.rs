//! `report.csv`: a row a puzzle and variant, for spreadsheets. The columns are where the
//! puzzle came from, then the `solve --json` fields (nested ones joined with a dot), then
//! the timing; a skipped input line gets a row of its own, marked `skipped`.

use serde::Serialize;

use super::{nanos, note};
use crate::{Comparison, PuzzleResult, VariantResult};
use sudotrace_core::event::Outcome;
use sudotrace_core::parse::Skipped;

/// One row, in the order of the columns.
#[derive(Serialize)]
struct Row<'a> {
    number: Option<usize>,
    source: &'a str,
    line: Option<usize>,
    name: &'a str,
    puzzle: String,
    solver: &'a str,
    result: &'a str,
    solved: bool,
    counted: bool,
    tries: Option<u64>,
    #[serde(rename = "conflicts.row")]
    conflicts_row: Option<u64>,
    #[serde(rename = "conflicts.col")]
    conflicts_col: Option<u64>,
    #[serde(rename = "conflicts.box")]
    conflicts_box: Option<u64>,
    places: Option<u64>,
    backtracks: Option<u64>,
    cell_reads: Option<u64>,
    table_lookups: Option<u64>,
    max_depth: Option<u64>,
    events: Option<u64>,
    choices: Option<u64>,
    guesses: Option<u64>,
    forced: Option<u64>,
    dead_ends: Option<u64>,
    unforced: Option<u64>,
    elapsed_ns: Option<u64>,
    elapsed_ns_min: Option<u64>,
    elapsed_ns_max: Option<u64>,
    runs: Option<usize>,
    solution: String,
    note: String,
}

impl<'a> Row<'a> {
    fn result(p: &'a PuzzleResult, v: &'a VariantResult, note: String) -> Row<'a> {
        let s = &v.stats;
        let time =
            |nanoseconds: fn(&crate::Timing) -> u64| v.timing.as_ref().map(nanoseconds);
        Row {
            number: Some(p.number),
            source: &p.puzzle.source,
            line: Some(p.puzzle.line),
            name: p.puzzle.name.as_deref().unwrap_or_default(),
            puzzle: p.puzzle.grid.to_line(),
            solver: v.solver.name(),
            result: v.outcome.name(),
            solved: v.outcome == Outcome::Solved,
            counted: p.counted(),
            tries: Some(s.tries),
            conflicts_row: Some(s.conflicts.row),
            conflicts_col: Some(s.conflicts.col),
            conflicts_box: Some(s.conflicts.box_),
            places: Some(s.places),
            backtracks: Some(s.backtracks),
            cell_reads: Some(s.cell_reads),
            table_lookups: Some(s.table_lookups),
            max_depth: Some(s.max_depth),
            events: Some(s.events),
            choices: Some(s.choices),
            guesses: Some(s.guesses),
            forced: Some(s.forced),
            dead_ends: Some(s.dead_ends),
            unforced: Some(s.unforced),
            elapsed_ns: time(|t| nanos(t.median)),
            elapsed_ns_min: time(|t| nanos(t.min)),
            elapsed_ns_max: time(|t| nanos(t.max)),
            runs: v.timing.map(|t| t.runs),
            solution: v.solution.map(|g| g.to_line()).unwrap_or_default(),
            note,
        }
    }

    fn skipped(s: &'a Skipped) -> Row<'a> {
        Row {
            number: None,
            source: &s.source,
            line: s.line,
            name: "",
            puzzle: String::new(),
            solver: "",
            result: "skipped",
            solved: false,
            counted: false,
            tries: None,
            conflicts_row: None,
            conflicts_col: None,
            conflicts_box: None,
            places: None,
            backtracks: None,
            cell_reads: None,
            table_lookups: None,
            max_depth: None,
            events: None,
            choices: None,
            guesses: None,
            forced: None,
            dead_ends: None,
            unforced: None,
            elapsed_ns: None,
            elapsed_ns_min: None,
            elapsed_ns_max: None,
            runs: None,
            solution: String::new(),
            note: s.error.clone(),
        }
    }
}

pub(super) fn csv(c: &Comparison) -> String {
    let mut out = csv::Writer::from_writer(Vec::new());
    let rows = c
        .puzzles
        .iter()
        .flat_map(|p| {
            let note = note(c, p).unwrap_or_default();
            p.variants
                .iter()
                .map(move |v| Row::result(p, v, note.clone()))
        })
        .chain(c.skipped.iter().map(Row::skipped));
    for row in rows {
        out.serialize(row).expect("writing to memory cannot fail");
    }
    let bytes = out.into_inner().expect("writing to memory cannot fail");
    String::from_utf8(bytes).expect("every field is text")
}

//! `report.csv`: a row a puzzle and variant, for spreadsheets. The columns are where the
//! puzzle came from, then the `solve --json` fields (nested ones joined with a dot, as
//! the table of counts names them), then the timing; a skipped input line gets a row of
//! its own, marked `skipped`. `counted` says whether every variant finished the puzzle
//! (the per-puzzle ratios and charts show it); `censored`, which limit stopped this
//! variant's search (`tries`: it made exactly the limit's tries and needs more; `time`:
//! it ran out of time), empty when it finished. A cell from a file that a spreadsheet
//! would take for a formula is written as text (`guarded`).

use super::{nanos, note};
use crate::{Comparison, PuzzleResult, Timing, VariantResult};
use sudotrace_core::escape::{escaped, word};
use sudotrace_core::events::counts::Count;
use sudotrace_core::events::event::Outcome;
use sudotrace_core::lang::Lang;
use sudotrace_core::puzzle::parse::Skipped;

/// The columns before the counts.
const BEFORE: [&str; 10] = [
    "number", "source", "line", "name", "puzzle", "solver", "result", "solved", "counted",
    "censored",
];

/// The columns after the counts.
const AFTER: [&str; 6] = [
    "elapsed_ns",
    "elapsed_ns_min",
    "elapsed_ns_max",
    "runs",
    "solution",
    "note",
];

/// A field of a row: empty for a value that is not there.
fn field<T: ToString>(value: Option<T>) -> String {
    value.map(|v| v.to_string()).unwrap_or_default()
}

/// The row of one variant's search of one puzzle.
fn result_row(c: &Comparison, p: &PuzzleResult, v: &VariantResult, note: String) -> Vec<String> {
    let time = |nanoseconds: fn(&Timing) -> u64| field(v.timing.as_ref().map(nanoseconds));
    let mut row = vec![
        p.number.to_string(),
        p.puzzle.source.clone(),
        p.puzzle.line.to_string(),
        // A name from a file, its backslashes doubled so that no escape in it is forged.
        p.puzzle
            .name
            .as_deref()
            .map(word)
            .unwrap_or_default()
            .into_owned(),
        p.puzzle.grid.to_line(),
        v.solver.name().to_string(),
        v.outcome.name().to_string(),
        (v.outcome == Outcome::Solved).to_string(),
        p.counted().to_string(),
        super::censor_name(c, v).to_string(),
    ];
    row.extend(Count::ALL.map(|count| count.of(&v.stats).to_string()));
    row.extend([
        time(|t| nanos(t.median)),
        time(|t| nanos(t.min)),
        time(|t| nanos(t.max)),
        field(v.timing.map(|t| t.runs)),
        v.solution.map(|g| g.to_line()).unwrap_or_default(),
        note,
    ]);
    row
}

/// The row of an input line that is no puzzle: where it is and why.
fn skipped_row(s: &Skipped) -> Vec<String> {
    let mut row = vec![
        String::new(),
        s.source.clone(),
        field(s.line),
        String::new(),
        String::new(),
        String::new(),
        "skipped".to_string(),
        false.to_string(),
        false.to_string(),
        String::new(),
    ];
    row.extend(Count::ALL.map(|_| String::new()));
    row.extend(AFTER[..AFTER.len() - 1].iter().map(|_| String::new()));
    row.push(s.error.clone());
    row
}

/// A cell as report.csv writes it: its control characters escaped ([`escaped`]), and a
/// cell a spreadsheet would read as a formula (one beginning with `=`, `+`, `-`, `@`, a
/// tab or a carriage return) made text by a leading apostrophe, as OWASP recommends
/// against CSV injection. Numbers stay numbers: no count or time is negative.
fn guarded(cell: &str) -> String {
    let starts_formula = cell
        .chars()
        .next()
        .is_some_and(|ch| matches!(ch, '=' | '+' | '-' | '@' | '\t' | '\r'));
    match starts_formula {
        true => format!("'{}", escaped(cell)),
        false => escaped(cell).into_owned(),
    }
}

pub(super) fn csv(c: &Comparison) -> String {
    let mut out = csv::Writer::from_writer(Vec::new());
    let header = BEFORE
        .into_iter()
        .chain(Count::ALL.map(Count::field))
        .chain(AFTER);
    out.write_record(header)
        .expect("writing to memory cannot fail");
    let rows = c
        .puzzles
        .iter()
        .flat_map(|p| {
            let note = note(c, p, Lang::En).unwrap_or_default();
            p.variants
                .iter()
                .map(move |v| result_row(c, p, v, note.clone()))
        })
        .chain(c.skipped.iter().map(skipped_row));
    for row in rows {
        out.write_record(row.iter().map(|cell| guarded(cell)))
            .expect("writing to memory cannot fail");
    }
    let bytes = out.into_inner().expect("writing to memory cannot fail");
    String::from_utf8(bytes).expect("every field is text")
}

//! `sudotrace stats`: replay a trace and recount everything the search counted.

use std::io::Write;
use std::path::Path;

use super::Exit;
use super::named;
use crate::cli::StatsArgs;
use crate::lang::CliText;
use sudotrace_core::events::counts::{Count, Stats};
use sudotrace_core::events::event::Outcome;
use sudotrace_core::numbers::thousands;
use sudotrace_core::trace::{Cursor, Header, RecordedEnd, WorkedOut};
use sudotrace_core::views::summary::{SearchJson, stats_table};
use sudotrace_style::lang::DrawText;

/// A whole trace replayed: its header, the counts of its events, and the end record
/// (`None` for a trace cut short, read up to its last whole event).
struct Recount {
    header: Header,
    stats: Stats,
    end: Option<RecordedEnd>,
    /// The first conflict whose clash was worked out from the board, if any.
    worked_out: Option<WorkedOut>,
}

/// Stream the trace at `path` through the replay, checking every event on the board and
/// the end record against the board the events lead to. A trace cut short is read up
/// to its last whole event, with a warning.
fn recount(path: &Path) -> anyhow::Result<Recount> {
    let name = named(path);
    let mut cursor = Cursor::open(path).map_err(|e| super::trace_error(path, e))?;
    cursor
        .read_to_end()
        .map_err(|e| super::trace_error(path, e))?;
    if let Some(cut) = cursor.cut_short() {
        super::warn(&format!(
            "warning: {name}: {cut}; counting the {} events before it",
            thousands(cursor.position())
        ));
    }
    let end = cursor
        .end()
        .cloned()
        .filter(|_| cursor.cut_short().is_none());
    Ok(Recount {
        header: cursor.header().clone(),
        stats: *cursor.stats(),
        end,
        worked_out: cursor.worked_out(),
    })
}

pub fn run(args: &StatsArgs, out: &mut dyn Write) -> anyhow::Result<Exit> {
    let recount = recount(&args.trace)?;
    let lang = args.lang.resolve();
    super::note_worked_out(&args.trace, recount.worked_out, lang);
    let stats = &recount.stats;
    let known = sudotrace_core::search::Strategy::from_name(&recount.header.solver).is_some();
    if let Some(recorded) = recount.end.as_ref().and_then(|end| end.stats.as_ref())
        && !Count::differences(recorded, stats, known).is_empty()
    {
        super::warn(&format!(
            "warning: {}: the end record's stats differ from the counts of its events; showing the counts of the events",
            named(&args.trace)
        ));
    }
    // A trace cut short says nothing of how the search ended: it is reported as stopped.
    let (outcome, solution) = match &recount.end {
        Some(end) => (end.outcome, end.solution.as_ref()),
        None => (Outcome::Limit, None),
    };
    if args.json {
        let mut json = SearchJson::new(
            &recount.header.puzzle,
            &recount.header.solver,
            outcome,
            solution,
            stats,
            None,
        );
        if recount.end.is_none() {
            json.result = "cut short".into();
        }
        super::write_json(&mut *out, &json)?;
        writeln!(out)?;
    } else {
        writeln!(out, "{}", recount.header.puzzle.to_line())?;
        let verdict = match &recount.end {
            Some(end) => end.outcome.label(lang),
            None => lang.text(DrawText::CutShort),
        };
        let search = sudotrace_core::search::Strategy::label(&recount.header.solver, lang);
        let heading = lang.fill(
            CliText::Recounted,
            &[
                ("verdict", &verdict),
                ("search", &search),
                ("trace", &named(&args.trace)),
            ],
        );
        writeln!(out, "{heading}\n")?;
        if let Some(solution) = solution {
            writeln!(out, "{}", solution.to_pretty())?;
        }
        write!(out, "{}", stats_table(stats, None, lang))?;
    }
    Ok(Exit::Success)
}

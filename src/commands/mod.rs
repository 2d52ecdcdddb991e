//! What each command does, between clap's parsed arguments and the library: reading
//! inputs, calling the solver, replay and writers, and printing results. Errors here
//! are `anyhow` errors carrying one line for the user.

mod chart;
mod check;
mod compare;
mod convert;
mod demo;
mod diagnose;
mod generate;
mod html;
mod inputs;
mod listing;
mod marks;
mod play;
mod progress;
mod rate;
mod render;
mod show;
mod solve;
mod stats;
mod step;

use std::io::{IsTerminal, Write};
use std::path::Path;
use std::time::Instant;

use anyhow::Context;
use sudotrace_app::comparison::Outputs;
use sudotrace_app::moments;
use sudotrace_app::progress::Counted;
use sudotrace_charts::Written;
use sudotrace_charts::trace::TraceProfile;
use sudotrace_compare::Comparison;
use sudotrace_core::escape::{escaped_lines, json_escaped};
use sudotrace_core::lang::Lang;
use sudotrace_core::numbers::thousands;
use sudotrace_core::output::OutputFile;
use sudotrace_core::puzzle::grid::Grid;
use sudotrace_core::search::{Run, Search, Strategy};
use sudotrace_core::trace::selector::{At, Found, Wanted};
use sudotrace_core::trace::{self, BinaryWriter, Cursor, Format, Header, JsonlWriter, WorkedOut};

use crate::cli::{Cli, Command};
use crate::lang::CliText;
use progress::Bar;

/// How a command ended, as the process exit code tells it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Exit {
    /// Everything asked for was done: every puzzle solved.
    Success = 0,
    /// The work was done but a puzzle has no solution or a search hit its limit (for
    /// `check`: the answer is wrong; for `generate`: a puzzle was given up on).
    NotSolved = 1,
    /// Some of the work was done, but an input could not be read (`diagnose` of several
    /// traces, one of which is not a trace); each was reported on standard error.
    Unreadable = 2,
}

/// Run the command `cli` names, printing to `out`.
pub fn run(cli: Cli, out: &mut dyn Write) -> anyhow::Result<Exit> {
    sudotrace_core::output::follow_links(cli.command.force());
    match cli.command {
        Command::Solve(args) => solve::run(&args, out),
        Command::Stats(args) => stats::run(&args, out),
        Command::Demo(args) => demo::run(&args, out),
        Command::Compare(args) => compare::dispatch(&args, out),
        Command::Chart(args) => chart::run(&args, out),
        Command::Render(args) => render::run(&args, out),
        Command::Html(args) => html::run(&args, out),
        Command::Play(args) => play::run(&args, out),
        Command::Diagnose(args) => diagnose::run(&args, out),
        Command::Marks(args) => marks::run(&args, out),
        Command::Show(args) => show::run(&args, out),
        Command::Convert(args) => convert::run(&args, out),
        Command::Step(args) => step::run(&args),
        Command::Generate(args) => generate::run(&args, out),
        Command::Rate(args) => rate::run(&args, out),
        Command::Check(args) => check::run(&args, out),
        Command::Listing(args) => listing::run(&args, out),
    }
}

pub(crate) use sudotrace_app::named;

/// A warning or a note on standard error, whatever it took from a file escaped
/// ([`escaped_lines`]).
pub(crate) fn warn(text: &str) {
    eprintln!("{}", escaped_lines(text));
}

/// JSON to standard output, its strings kept exactly and nothing in them a terminal
/// would act on ([`json_escaped`]).
pub(crate) fn write_json(out: &mut dyn Write, value: &impl serde::Serialize) -> anyhow::Result<()> {
    out.write_all(json_escaped(&serde_json::to_string(value)?).as_bytes())?;
    Ok(())
}

/// A trace error as one line naming the file once.
fn trace_error(path: &Path, err: sudotrace_core::trace::TraceError) -> anyhow::Error {
    sudotrace_app::trace_error(path, err).into()
}

/// The event `at` names in the trace under `cursor`, for the option `flag` of the trace
/// at `path` ([`moments::event_number`]).
fn event_number(cursor: &mut Cursor, at: At, flag: &str, path: &Path) -> anyhow::Result<u64> {
    Ok(moments::event_number(cursor, at, flag, path)?)
}

/// [`event_number`] for a trace not open yet: it is read only when `at` names an event
/// by what it is.
fn event_number_in(path: &Path, at: At, flag: &str) -> anyhow::Result<u64> {
    match at {
        At::Number(number) => Ok(number),
        At::Wanted(_) => event_number(&mut lenient_cursor(path)?, at, flag, path),
    }
}

/// A cursor over the trace at `path`, reading up to an event that cannot happen.
fn lenient_cursor(path: &Path) -> Result<Cursor, sudotrace_app::AppError> {
    let cursor = Cursor::open(path).map_err(|e| sudotrace_app::trace_error(path, e))?;
    Ok(cursor.lenient())
}

/// The number of the event `wanted` found, or why there is none ([`moments::found_number`]).
fn found_number(found: Found, wanted: &Wanted, flag: &str, path: &Path) -> anyhow::Result<u64> {
    Ok(moments::found_number(found, wanted, flag, path)?)
}

/// Say on standard error, in `lang`, that the clashes of `trace`'s conflicts, which name
/// no unit and no cell, were worked out from the board, when they were.
fn note_worked_out(trace: &Path, worked_out: Option<WorkedOut>, lang: Lang) {
    if let Some(worked_out) = worked_out {
        let note = lang.fill(
            CliText::NoteWorkedOut,
            &[("trace", &named(trace)), ("note", &worked_out.words(lang))],
        );
        warn(&note.to_string());
    }
}

/// Colour only on a terminal, and never when NO_COLOR is set (<https://no-color.org>).
fn use_colour() -> bool {
    std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty()) && std::io::stdout().is_terminal()
}

/// Solve `puzzle` (called `name` in its collection) while streaming the trace to `path`, in the format its name asks for; the
/// file appears only once complete. A search whose trace could outgrow the free disk
/// space is refused before it starts.
fn record_trace(
    puzzle: &Grid,
    name: Option<&str>,
    kind: Strategy,
    limit: Option<u64>,
    path: &Path,
) -> anyhow::Result<Run> {
    // The header records the limit asked for, so that the same search always gives the
    // same bytes; with none, the free space sets one, so a trace never fills the disk.
    let header = Header::new(*puzzle, kind.name(), limit).named(name.map(str::to_string));
    let limit = match limit {
        Some(limit) => {
            trace::refuse_without_room(path, limit, true)
                .map_err(|message| anyhow::anyhow!(message))?;
            Some(limit)
        }
        None => trace::events_that_fit(path),
    };
    let file = OutputFile::create(path, trace::is_gzip_name(path))
        .with_context(|| format!("{}: cannot create the trace file", named(path)))?;
    let bar = Bar::new();
    bar.begin(
        None,
        "{spinner} {msg}: {human_pos} events, {elapsed}",
        "recording the trace",
    );
    // Each format gets a search of its own, so that the hot loop calls its writer directly.
    let (run, written) = match Format::for_path(path) {
        Format::Jsonl => {
            let mut writer = JsonlWriter::new(file, &header);
            let run = Search::new(kind)
                .max_events(limit)
                .run(puzzle, &mut Counted::new(&mut writer, &bar));
            let written = writer.finish(&run.end);
            (run, written)
        }
        Format::Binary => {
            let mut writer = BinaryWriter::new(file, &header);
            let run = Search::new(kind)
                .max_events(limit)
                .run(puzzle, &mut Counted::new(&mut writer, &bar));
            let written = writer.finish(&run.end);
            (run, written)
        }
    };
    drop(bar);
    written
        .and_then(OutputFile::commit)
        .with_context(|| format!("{}: cannot write the trace file", named(path)))?;
    Ok(run)
}

/// Draw a comparison's charts into `dir`, their words in `lang`, then write its report
/// (which shows them and the time taken since `started`).
fn write_comparison(
    dir: &Path,
    comparison: &Comparison,
    started: Instant,
    lang: Lang,
) -> anyhow::Result<Outputs> {
    let info = sudotrace_app::comparison::run_info(started);
    Ok(sudotrace_app::comparison::write_comparison(
        dir, comparison, &info, lang,
    )?)
}

/// Read the trace at `trace` and write its charts into `dir` (created if missing), their
/// words in `lang`.
fn chart_trace(trace: &Path, dir: &Path, lang: Lang) -> anyhow::Result<Vec<Written>> {
    let profile = {
        let bar = Bar::new();
        bar.begin(
            None,
            "{spinner} reading the trace: {human_pos} events, {elapsed}",
            "",
        );
        let cursor = Cursor::open(trace)
            .map_err(|e| trace_error(trace, e))?
            .lenient();
        let read = TraceProfile::read(cursor, &mut |events| {
            bar.set_position(events);
            true
        });
        read.map_err(|e| trace_error(trace, e))?
            .expect("a reading that always goes on is never stopped")
    };
    if let Some(cut) = &profile.cut_short {
        warn(&format!(
            "warning: {}: {cut}; charting the {} events before it",
            named(trace),
            thousands(profile.events)
        ));
    }
    Ok(sudotrace_app::outputs::write_trace_charts(
        dir, &profile, lang,
    )?)
}

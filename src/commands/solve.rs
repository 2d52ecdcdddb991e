//! `sudotrace solve`: every puzzle of the input through the search, traced or not.

use std::io::Write;
use std::path::{Path, PathBuf};

use super::inputs::{read_inputs, refuse_unreadable, warn_skipped};
use super::named;
use super::{Exit, record_trace};
use crate::cli::SolveArgs;
use crate::lang::CliText;
use sudotrace_core::escape::shown;
use sudotrace_core::events::event::Outcome;
use sudotrace_core::lang::Lang;
use sudotrace_core::numbers::{count, megabytes, thousands};
use sudotrace_core::puzzle::parse::Puzzle;
use sudotrace_core::search::{Limit, NullSink, Run, Search, Strategy};
use sudotrace_core::trace::{self, Format};
use sudotrace_core::views::summary::{SearchJson, stats_table};

pub fn run(args: &SolveArgs, out: &mut dyn Write) -> anyhow::Result<Exit> {
    let lang = args.lang.resolve();
    let inputs = read_inputs(std::slice::from_ref(&args.puzzle))?;
    refuse_unreadable(&inputs)?;
    warn_skipped(&inputs, lang);
    let (entries, skipped) = (&inputs.puzzles, inputs.skipped.len());
    let kind = args.solver;
    let limit = match (args.max_events, &args.trace) {
        (Some(0), _) => None,
        (Some(n), _) => Some(n),
        (None, Some(path)) => Some(Format::for_path(path).default_max_events()),
        (None, None) => None,
    };
    if let Some(path) = &args.trace {
        trace::refuse_unwritable_format(path).map_err(|message| anyhow::anyhow!(message))?;
    }
    if let Some(path) = &args.trace
        && args.max_events.is_none()
        && entries.len() > 1
        && Format::for_path(path) == Format::Jsonl
    {
        refuse_a_huge_collection(entries, kind, limit, path)?;
    }
    let numbered = entries.len() + skipped > 1;
    // Numbers padded to the same width, so that the traces list in order.
    let width = (entries.len() + skipped).to_string().len();
    let mut exit = if skipped > 0 {
        Exit::NotSolved
    } else {
        Exit::Success
    };
    if let Some(path) = &args.trace {
        let names: Vec<PathBuf> = (1..=entries.len())
            .map(|number| trace_name(path, numbered.then_some((number, width))))
            .collect();
        let names: Vec<&Path> = names.iter().map(PathBuf::as_path).collect();
        sudotrace_app::outputs::refuse_input_as_output(&[Path::new(&args.puzzle)], &names)?;
    }
    if args.json {
        super::progress::for_a_program();
    }
    for (index, entry) in entries.iter().enumerate() {
        if numbered {
            crate::interrupt::working_on(format!(
                "puzzle {} of {} (line {} of {})",
                index + 1,
                entries.len(),
                entry.line,
                named(&entry.source)
            ));
        }
        let run = match &args.trace {
            Some(path) => {
                let path = trace_name(path, numbered.then_some((index + 1, width)));
                let run = record_trace(&entry.grid, entry.name.as_deref(), kind, limit, &path)?;
                let wrote = wrote_line(&path, &run, lang);
                if args.json {
                    super::warn(&wrote.to_string());
                } else {
                    writeln!(out, "{wrote}")?;
                }
                run
            }
            None => match args.max_tries {
                Some(tries) => Search::new(kind)
                    .within(Some(Limit::Tries(tries)))
                    .run(&entry.grid, &mut NullSink),
                None => Search::new(kind)
                    .max_events(limit)
                    .run(&entry.grid, &mut NullSink),
            },
        };
        if run.end.outcome != Outcome::Solved {
            exit = Exit::NotSolved;
        }
        if run.end.outcome == Outcome::Limit {
            super::warn(
                &limit_message(entry, &run, args.trace.is_some(), limit, args.max_tries)
                    .to_string(),
            );
        }
        if args.json {
            print_json(out, entry, kind, &run)?;
        } else {
            print_text(out, entry, kind, &run, numbered.then_some(index + 1), lang)?;
        }
    }
    Ok(exit)
}

/// The trace of a puzzle: `path` itself, or for a collection with the puzzle's number
/// and the numbers' width, `path` numbered.
fn trace_name(path: &Path, number: Option<(usize, usize)>) -> PathBuf {
    match number {
        Some((number, width)) => numbered_path(path, number, width),
        None => path.to_path_buf(),
    }
}

/// JSON Lines traces of a whole collection past this many bytes in all are not written
/// without being asked for by name (`--max-events`): they are rarely meant, and a binary
/// trace of the same searches takes a thousandth of the room.
const COLLECTION_JSONL_BYTES: u64 = 500_000_000;

/// About how many bytes an event takes in a JSON Lines trace, plain and gzipped.
const JSONL_EVENT_BYTES: u64 = 45;
const GZIP_EVENT_BYTES: u64 = 6;

/// Refuse, before anything is written, to trace a collection to JSON Lines that would
/// take more than [`COLLECTION_JSONL_BYTES`]: each search is counted first (untraced, as
/// fast as the search goes), and the error says how big it would be and what to do.
fn refuse_a_huge_collection(
    entries: &[Puzzle],
    kind: Strategy,
    limit: Option<u64>,
    path: &Path,
) -> anyhow::Result<()> {
    let (mut events, mut limited) = (0u64, 0usize);
    for entry in entries {
        let run = Search::new(kind)
            .max_events(limit)
            .run(&entry.grid, &mut NullSink);
        events += run.end.stats.events;
        limited += usize::from(run.end.outcome == Outcome::Limit);
    }
    let per_event = match sudotrace_core::trace::is_gzip_name(path) {
        true => GZIP_EVENT_BYTES,
        false => JSONL_EVENT_BYTES,
    };
    let bytes = events.saturating_mul(per_event);
    if bytes <= COLLECTION_JSONL_BYTES {
        return Ok(());
    }
    let stopped = match limited {
        0 => String::new(),
        n => format!(
            ", {} stopped at the limit of {} events each",
            count(n, "search", "searches"),
            thousands(limit.unwrap_or(0))
        ),
    };
    anyhow::bail!(
        "tracing these {} puzzles to JSON Lines would write about {} ({} events{stopped}); name the trace *.sdt for the binary format ({SDT_SIZE}), or give --max-events N (0 for no limit) to write JSON Lines all the same",
        entries.len(),
        megabytes(bytes),
        thousands(events)
    )
}

/// `wrote t.jsonl: 79,461 events, 3,535,842 bytes`.
fn wrote_line(path: &Path, run: &Run, lang: Lang) -> String {
    let bytes = std::fs::metadata(path).map_or(0, |m| m.len());
    lang.fill(
        CliText::WroteTrace,
        &[
            ("path", &named(path)),
            ("events", &thousands(run.end.stats.events)),
            ("bytes", &thousands(bytes)),
        ],
    )
}

/// `trace.jsonl.gz` with number 3 of a width of 2 becomes `trace-03.jsonl.gz`.
fn numbered_path(path: &Path, number: usize, width: usize) -> PathBuf {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let split = name
        .char_indices()
        .skip(1)
        .find(|&(_, ch)| ch == '.')
        .map_or(name.len(), |(i, _)| i);
    path.with_file_name(format!(
        "{}-{number:0width$}{}",
        &name[..split],
        &name[split..]
    ))
}

fn limit_message(
    entry: &Puzzle,
    run: &Run,
    traced: bool,
    limit: Option<u64>,
    max_tries: Option<u64>,
) -> String {
    if let Some(tries) = max_tries {
        return format!(
            "warning: line {}: the search stopped after {} tries, needing more; rerun with a larger --max-tries N, or without it for no limit",
            thousands(entry.line as u64),
            thousands(tries)
        );
    }
    let events = run.end.stats.events;
    let (reason, advice) = match (traced, limit) {
        (true, None) => (
            "where its trace would have filled the free disk space".to_string(),
            format!(
                "free some space, or write the binary format (a name ending in .sdt, {SDT_SIZE})"
            ),
        ),
        (true, Some(limit)) => (
            at_the_limit(events, limit),
            format!(
                "to record more, rerun with a larger --max-events N, or 0 for no limit (a JSON Lines trace takes about 45 bytes an event; a binary trace, named *.sdt, {SDT_SIZE})"
            ),
        ),
        (false, limit) => (
            at_the_limit(events, limit.unwrap_or(events)),
            "rerun with a larger --max-events N, or without it for no limit".to_string(),
        ),
    };
    let reason = match reason.starts_with("at the limit") {
        true => reason,
        false => format!("{reason} after {} events", thousands(events)),
    };
    format!(
        "warning: line {}: the search stopped {reason}; {advice}",
        thousands(entry.line as u64)
    )
}

/// How big a binary trace is, said the same way wherever it is advised.
const SDT_SIZE: &str = "1 to 4 bytes per 1,000 events of the row-by-row search";

/// `at the limit of 10,000 events, after 9,999 of them: ...` when the search stopped
/// short of the limit because its next try and the event answering it would pass it.
fn at_the_limit(events: u64, limit: u64) -> String {
    match events < limit {
        true => format!(
            "at the limit of {} events, after {} of them: its next try and the event answering it would have passed the limit",
            thousands(limit),
            thousands(events)
        ),
        false => format!("at the limit of {} events", thousands(limit)),
    }
}

fn print_json(
    out: &mut dyn Write,
    entry: &Puzzle,
    kind: Strategy,
    run: &Run,
) -> anyhow::Result<()> {
    let mut json = SearchJson::new(
        &entry.grid,
        kind.name(),
        run.end.outcome,
        run.end.solution.as_ref(),
        &run.end.stats,
        Some(run.elapsed),
    );
    json.line = Some(entry.line);
    json.name = entry.name.clone();
    super::write_json(&mut *out, &json)?;
    writeln!(out)?;
    Ok(())
}

fn print_text(
    out: &mut dyn Write,
    entry: &Puzzle,
    kind: Strategy,
    run: &Run,
    number: Option<usize>,
    lang: Lang,
) -> anyhow::Result<()> {
    if let Some(number) = number {
        let name = entry
            .name
            .as_deref()
            .map(|n| format!(" {}", shown(n, lang)))
            .unwrap_or_default();
        let heading = lang.fill(
            CliText::PuzzleHeading,
            &[
                ("number", &thousands(number as u64)),
                ("name", &name),
                ("line", &thousands(entry.line as u64)),
            ],
        );
        writeln!(out, "{heading}")?;
    }
    writeln!(out, "{}", entry.grid.to_line())?;
    let verdict = lang.fill(
        CliText::SolvedBy,
        &[
            ("words", &run.end.outcome.words(lang)),
            ("search", &Strategy::label(kind.name(), lang)),
        ],
    );
    writeln!(out, "{verdict}\n")?;
    if let Some(solution) = &run.end.solution {
        writeln!(out, "{}", solution.to_pretty())?;
    }
    write!(
        out,
        "{}",
        stats_table(&run.end.stats, Some(run.elapsed), lang)
    )?;
    writeln!(out)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_go_before_the_extensions() {
        assert_eq!(
            numbered_path(Path::new("out/t.jsonl.gz"), 3, 1),
            Path::new("out/t-3.jsonl.gz")
        );
        assert_eq!(
            numbered_path(Path::new("trace"), 12, 2),
            Path::new("trace-12")
        );
        assert_eq!(
            numbered_path(Path::new("t.sdt"), 7, 3),
            Path::new("t-007.sdt")
        );
        assert_eq!(
            numbered_path(Path::new(".hidden.jsonl"), 1, 1),
            Path::new(".hidden-1.jsonl")
        );
    }
}

//! `sudotrace diagnose`: what is wrong with traces from any solver, through
//! [`sudotrace_learn::diagnose`]: in detail for one trace, a line each and a summary for
//! several (a class's).

use std::io::Write;
use std::path::Path;

use serde_json::json;

use super::Exit;
use super::named;
use crate::cli::DiagnoseArgs;
use crate::lang::CliText;
use sudotrace_core::escape::{json_escaped, solver_quoted};
use sudotrace_core::events::event::Outcome;
use sudotrace_core::lang::Lang;
use sudotrace_core::numbers::thousands;
use sudotrace_core::output::create_scratch;
use sudotrace_core::trace::TraceError;
use sudotrace_learn::diagnose::{Diagnosis, diagnose};

/// The name that stands for standard input.
const STDIN: &str = "-";

pub fn run(args: &DiagnoseArgs, out: &mut dyn Write) -> anyhow::Result<Exit> {
    let lang = args.lang.resolve();
    let one = args.traces.len() == 1;
    // A single name is read whatever it is (`<(zcat t.jsonl.gz)` is a pipe).
    if !one {
        super::inputs::refuse_special_files(&args.traces)?;
    }
    let (mut clean, mut faulty, mut unreadable) = (0u64, 0u64, 0u64);
    for (index, path) in args.traces.iter().enumerate() {
        if !one {
            crate::interrupt::working_on(format!(
                "trace {} of {} ({})",
                index + 1,
                args.traces.len(),
                named(path)
            ));
        }
        match read(path) {
            Ok(diagnosis) => {
                if diagnosis.is_clean() {
                    clean += 1;
                } else {
                    faulty += 1;
                }
                if args.json {
                    writeln!(
                        out,
                        "{}",
                        json_escaped(
                            &diagnosis
                                .to_json(&path.display().to_string(), lang)
                                .to_string()
                        )
                    )?;
                    continue;
                }
                super::note_worked_out(path, diagnosis.worked_out, lang);
                if one {
                    write_detail(out, path, &diagnosis, lang)?;
                } else {
                    write_line(out, path, &diagnosis, lang)?;
                }
            }
            Err(err) => {
                unreadable += 1;
                let error = err.to_string();
                if args.json {
                    let json = json!({"trace": path.display().to_string(), "verdict": "unreadable", "error": error});
                    writeln!(out, "{}", json_escaped(&json.to_string()))?;
                } else if one {
                    anyhow::bail!("{error}");
                } else {
                    let line = lang.fill(
                        CliText::DiagnoseUnreadable,
                        &[("trace", &named(path)), ("error", &unnamed(path, &error))],
                    );
                    writeln!(out, "{line}")?;
                }
            }
        }
    }
    if !one && !args.json {
        let text = match args.traces.len() {
            1 => CliText::DiagnoseTotalOne,
            _ => CliText::DiagnoseTotalMany,
        };
        let line = lang.fill(
            text,
            &[
                ("n", &thousands(args.traces.len() as u64)),
                ("clean", &thousands(clean)),
                ("faulty", &thousands(faulty)),
                ("unreadable", &thousands(unreadable)),
            ],
        );
        writeln!(out, "{line}")?;
    }
    Ok(match (unreadable, faulty) {
        (0, 0) => Exit::Success,
        (0, _) => Exit::NotSolved,
        _ => Exit::Unreadable,
    })
}

/// The diagnosis of the trace at `path`, or of standard input for `-`; an error names
/// the file once.
fn read(path: &Path) -> anyhow::Result<Diagnosis> {
    if path.as_os_str() == STDIN {
        // Spooled to a file first, so that a trace of any length is read as a file is, a
        // line at a time under the reader's bound, not held whole; under a fresh name
        // nobody can have planted a link at.
        let scratch = std::env::temp_dir().join("sudotrace-stdin");
        let copied = create_scratch(&scratch).and_then(|(mut file, spool)| {
            match std::io::copy(&mut std::io::stdin().lock(), &mut file) {
                Ok(_) => Ok(spool),
                Err(err) => {
                    let _ = std::fs::remove_file(&spool);
                    Err(err)
                }
            }
        });
        let diagnosis = match &copied {
            Ok(spool) => diagnose(spool).map_err(|e| match e {
                TraceError::Io { source, .. } => anyhow::anyhow!("{STDIN}: {source}"),
                e => super::trace_error(path, e),
            }),
            Err(e) => Err(anyhow::anyhow!("{STDIN}: cannot read standard input: {e}")),
        };
        if let Ok(spool) = copied {
            let _ = std::fs::remove_file(spool);
        }
        return diagnosis;
    }
    diagnose(path).map_err(|e: TraceError| super::trace_error(path, e))
}

/// An error's words without the file's name it starts with, for a line that names the
/// file already.
fn unnamed<'a>(path: &Path, error: &'a str) -> &'a str {
    let name = format!("{}: ", named(path));
    error.strip_prefix(&name).unwrap_or(error)
}

/// What the trace is, in a few words in `lang`: its solver, events and how it ended.
fn about(d: &Diagnosis, lang: Lang) -> String {
    let events = match d.events {
        1 => lang.text(CliText::EventsOne).to_string(),
        n => lang.fill(CliText::EventsMany, &[("n", &thousands(n))]),
    };
    let solver = solver_quoted(&d.solver, lang);
    match d.outcome.and_then(Outcome::from_name) {
        Some(outcome) => lang.fill(
            CliText::DiagnoseAboutEnds,
            &[
                ("solver", &solver),
                ("events", &events),
                ("outcome", &outcome.label(lang)),
            ],
        ),
        None => lang.fill(
            CliText::DiagnoseAbout,
            &[("solver", &solver), ("events", &events)],
        ),
    }
}

/// One trace in full, in `lang`: every finding, numbered, with where it is.
fn write_detail(out: &mut dyn Write, path: &Path, d: &Diagnosis, lang: Lang) -> anyhow::Result<()> {
    let name = named(path);
    let about = about(d, lang);
    let heading = match d.findings.len() {
        0 => lang.fill(
            CliText::DiagnoseClean,
            &[
                ("trace", &name),
                ("about", &about),
                ("summary", &d.summary(lang)),
            ],
        ),
        1 => lang.fill(
            CliText::DiagnoseFindingsOne,
            &[("trace", &name), ("about", &about)],
        ),
        n => lang.fill(
            CliText::DiagnoseFindingsMany,
            &[
                ("trace", &name),
                ("n", &thousands(n as u64)),
                ("about", &about),
            ],
        ),
    };
    writeln!(out, "{heading}")?;
    if let Some(l) = &d.likeness {
        if !(d.is_clean() && l.exact) {
            writeln!(out, "  {}", l.words(lang))?;
        }
        // In the order of the events: where its check names another clash, where it goes
        // its own way.
        for note in [&l.other_check, &l.departure].into_iter().flatten() {
            writeln!(out, "  {}", note.note(lang))?;
        }
    }
    if let Some(reading) = d.reading_words(lang) {
        writeln!(out, "  {reading}")?;
    }
    for (i, f) in d.findings.iter().enumerate() {
        let at =
            f.at.map(|at| lang.fill(CliText::FindingAt, &[("at", &at.words(lang))]))
                .unwrap_or_default();
        let more = match f.more {
            0 => String::new(),
            n => lang.fill(CliText::FindingMore, &[("n", &thousands(n))]),
        };
        writeln!(out, "  {}. {}{more}{at}", i + 1, f.words(lang))?;
    }
    Ok(())
}

/// One trace in a line, in `lang`: clean, or how many findings and the first.
fn write_line(out: &mut dyn Write, path: &Path, d: &Diagnosis, lang: Lang) -> anyhow::Result<()> {
    let name = named(path);
    let line = match (d.findings.first(), d.findings.len()) {
        (None, _) => lang.fill(
            CliText::DiagnoseLineClean,
            &[
                ("trace", &name),
                ("about", &about(d, lang)),
                ("summary", &d.line_summary(lang)),
            ],
        ),
        (Some(first), 1) => lang.fill(
            CliText::DiagnoseLineFindingsOne,
            &[("trace", &name), ("finding", &first.words(lang))],
        ),
        (Some(first), n) => lang.fill(
            CliText::DiagnoseLineFindingsMany,
            &[
                ("trace", &name),
                ("n", &thousands(n as u64)),
                ("finding", &first.words(lang)),
            ],
        ),
    };
    writeln!(out, "{line}")?;
    Ok(())
}

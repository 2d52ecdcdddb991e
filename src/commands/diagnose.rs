//! `sudotrace diagnose`: what is wrong with traces from any solver, through
//! [`sudotrace_core::diagnose`]: in detail for one trace, a line each and a summary for
//! several (a class's).

use std::io::{Read, Write};
use std::path::Path;

use serde_json::json;

use super::Exit;
use crate::cli::DiagnoseArgs;
use sudotrace_core::diagnose::{Diagnosis, diagnose, diagnose_bytes};
use sudotrace_core::trace::TraceError;
use sudotrace_core::words::{count, thousands};

/// The name that stands for standard input.
const STDIN: &str = "-";

pub fn run(args: &DiagnoseArgs, out: &mut dyn Write) -> anyhow::Result<Exit> {
    let one = args.traces.len() == 1;
    let (mut clean, mut faulty, mut unreadable) = (0, 0, 0);
    for path in &args.traces {
        match read(path) {
            Ok(diagnosis) => {
                if diagnosis.is_clean() {
                    clean += 1;
                } else {
                    faulty += 1;
                }
                if args.json {
                    writeln!(out, "{}", as_json(path, &diagnosis))?;
                } else if one {
                    write_detail(out, path, &diagnosis)?;
                } else {
                    write_line(out, path, &diagnosis)?;
                }
            }
            Err(err) => {
                unreadable += 1;
                let error = err.to_string();
                if args.json {
                    let json = json!({"trace": path.display().to_string(), "verdict": "unreadable", "error": error});
                    writeln!(out, "{json}")?;
                } else if one {
                    anyhow::bail!("{error}");
                } else {
                    writeln!(
                        out,
                        "{}: unreadable: {}",
                        path.display(),
                        unnamed(path, &error)
                    )?;
                }
            }
        }
    }
    if !one && !args.json {
        writeln!(
            out,
            "{}: {clean} clean, {faulty} with findings, {unreadable} unreadable",
            count(args.traces.len(), "trace", "traces")
        )?;
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
        let mut bytes = Vec::new();
        std::io::stdin()
            .read_to_end(&mut bytes)
            .map_err(|e| anyhow::anyhow!("{STDIN}: cannot read standard input: {e}"))?;
        return diagnose_bytes(bytes).map_err(|e| super::trace_error(path, e));
    }
    diagnose(path).map_err(|e: TraceError| super::trace_error(path, e))
}

/// An error's words without the file's name it starts with, for a line that names the
/// file already.
fn unnamed<'a>(path: &Path, error: &'a str) -> &'a str {
    let name = format!("{}: ", path.display());
    error.strip_prefix(&name).unwrap_or(error)
}

/// What the trace is, in a few words: its solver, events and how it ended.
fn about(d: &Diagnosis) -> String {
    let ended = d.outcome.map(|o| format!(", ends {o}")).unwrap_or_default();
    format!(
        "solver {:?}, {}{ended}",
        d.solver,
        count(d.events as usize, "event", "events")
    )
}

/// One trace in full: every finding, numbered, with where it is.
fn write_detail(out: &mut dyn Write, path: &Path, d: &Diagnosis) -> anyhow::Result<()> {
    let name = path.display();
    if d.is_clean() {
        writeln!(out, "{name}: no findings ({}): {}", about(d), d.summary())?;
    } else {
        writeln!(
            out,
            "{name}: {} ({})",
            count(d.findings.len(), "finding", "findings"),
            about(d)
        )?;
    }
    if let Some(l) = &d.likeness
        && !(d.is_clean() && l.exact)
    {
        writeln!(out, "  {}", l.words())?;
        if let Some(departure) = &l.departure {
            writeln!(out, "  {}", departure.note())?;
        }
    }
    if let Some(reading) = d.reading_words() {
        writeln!(out, "  {reading}")?;
    }
    for (i, f) in d.findings.iter().enumerate() {
        let at = f.at.map(|at| format!(" [{at}]")).unwrap_or_default();
        let more = match f.more {
            0 => String::new(),
            n => format!(" ({} more like it)", thousands(n)),
        };
        writeln!(out, "  {}. {}{more}{at}", i + 1, f.message())?;
    }
    Ok(())
}

/// One trace in a line: clean, or how many findings and the first.
fn write_line(out: &mut dyn Write, path: &Path, d: &Diagnosis) -> anyhow::Result<()> {
    let name = path.display();
    match d.findings.first() {
        None => writeln!(out, "{name}: clean ({}): {}", about(d), d.line_summary())?,
        Some(first) => writeln!(
            out,
            "{name}: {}; first: {}",
            count(d.findings.len(), "finding", "findings"),
            first.message()
        )?,
    }
    Ok(())
}

fn as_json(path: &Path, d: &Diagnosis) -> serde_json::Value {
    let mut json = serde_json::to_value(d).expect("a diagnosis is plain data");
    json["trace"] = json!(path.display().to_string());
    json["verdict"] = json!(if d.is_clean() { "clean" } else { "findings" });
    json
}

//! `sudotrace stats`: replay a trace and recount everything the search counted.

use std::io::Write;
use std::path::Path;

use anyhow::bail;

use super::Exit;
use crate::cli::StatsArgs;
use crate::event::Outcome;
use crate::replay::Replay;
use crate::solver::SolverKind;
use crate::summary::{SearchJson, stats_table};
use crate::trace::{self, Header, RecordedEnd, TraceError};

/// A whole trace replayed: its header, where the replay ended, and the end record.
pub(crate) struct Recount {
    pub header: Header,
    pub replay: Replay,
    pub end: RecordedEnd,
}

/// Stream the trace at `path` through the replay, checking every event on the board and
/// the end record against the board the events lead to.
pub(crate) fn recount(path: &Path) -> anyhow::Result<Recount> {
    let name = path.display();
    let mut reader = trace::open(path).map_err(|e| super::trace_error(path, e))?;
    let header = reader.header().clone();
    let mut replay = Replay::new(header.puzzle, SolverKind::from_name(&header.solver));
    loop {
        match reader.next_event() {
            Ok(Some(event)) => replay.apply(&event).map_err(|source| {
                anyhow::anyhow!(
                    "{name}: {}",
                    TraceError::Impossible {
                        line: reader.line(),
                        source
                    }
                )
            })?,
            Ok(None) => break,
            Err(e) => bail!("{name}: {e}"),
        }
    }
    let end = reader
        .end()
        .cloned()
        .expect("reader ends only after the end record");
    let line = reader.end_line();
    match end.outcome {
        Outcome::Solved if end.solution.as_ref() != Some(replay.board()) => {
            bail!(
                "{name}: line {line}: the end record's solution is not the board the events lead to"
            )
        }
        Outcome::Solved | Outcome::Unsolvable | Outcome::Limit => {}
    }
    Ok(Recount {
        header,
        replay,
        end,
    })
}

pub fn run(args: &StatsArgs, out: &mut dyn Write) -> anyhow::Result<Exit> {
    let recount = recount(&args.trace)?;
    let stats = recount.replay.stats();
    if let Some(recorded) = &recount.end.stats
        && recorded != stats
    {
        eprintln!(
            "warning: {}: the end record's stats differ from the counts of its events; showing the counts of the events",
            args.trace.display()
        );
    }
    let end = &recount.end;
    if args.json {
        let json = SearchJson::new(
            &recount.header.puzzle,
            &recount.header.solver,
            end.outcome,
            end.solution.as_ref(),
            stats,
            None,
        );
        serde_json::to_writer(&mut *out, &json)?;
        writeln!(out)?;
    } else {
        writeln!(out, "{}", recount.header.puzzle.to_line())?;
        writeln!(
            out,
            "{} ({} check), recounted from {}\n",
            end.outcome,
            recount.header.solver,
            args.trace.display()
        )?;
        if let Some(solution) = &end.solution {
            writeln!(out, "{}", solution.to_pretty())?;
        }
        write!(out, "{}", stats_table(stats, None))?;
    }
    Ok(Exit::Success)
}

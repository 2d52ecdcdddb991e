//! `sudotrace show`: the board right after one event of a trace, in words and as text.

use std::io::{IsTerminal, Write};

use anyhow::bail;
use serde_json::json;

use super::Exit;
use crate::cli::ShowArgs;
use crate::event::Event;
use crate::replay::Replay;
use crate::solver::SolverKind;
use crate::summary::StatsJson;
use crate::trace::{self, TraceError};
use crate::view::{View, board_key, board_text};

pub fn run(args: &ShowArgs, out: &mut dyn Write) -> anyhow::Result<Exit> {
    let name = args.trace.display();
    let mut reader = trace::open(&args.trace).map_err(|e| super::trace_error(&args.trace, e))?;
    let header = reader.header().clone();
    let mut replay = Replay::new(header.puzzle, SolverKind::from_name(&header.solver));
    let wanted = args.at;
    let mut shown: Option<(Replay, Option<(usize, Event)>)> =
        (wanted == Some(0)).then(|| (replay.clone(), None));
    let mut last = None;
    let mut count = 0usize;
    // The whole trace is read, so that a bad line anywhere is reported and the total is known.
    loop {
        let event = match reader.next_event() {
            Ok(Some(event)) => event,
            Ok(None) => break,
            Err(e) => bail!("{name}: {e}"),
        };
        replay.apply(&event).map_err(|source| {
            anyhow::anyhow!(
                "{name}: {}",
                TraceError::Impossible {
                    line: reader.line(),
                    source
                }
            )
        })?;
        count += 1;
        if wanted == Some(count) {
            shown = Some((replay.clone(), Some((count, event))));
        }
        last = Some((count, event));
    }
    let (replay, event) = match (shown, wanted) {
        (Some(shown), _) => shown,
        (None, None) => (replay, last),
        (None, Some(n)) => {
            bail!("{name}: --at {n}: the trace has {count} events (choose 0 to {count})")
        }
    };
    let view = View::new(&replay, event);
    if args.json {
        let json = ShowJson {
            index: event.map_or(0, |(n, _)| n),
            event: event.map(|(_, e)| event_json(&e)),
            caption: &view.caption,
            board: replay.board().to_line(),
            depth: replay.depth(),
            stats: StatsJson::new(replay.stats(), None),
        };
        serde_json::to_writer(&mut *out, &json)?;
        writeln!(out)?;
        return Ok(Exit::Success);
    }
    let colour = use_colour();
    let kind = event.map_or("start", |(_, e)| e.kind().name());
    writeln!(
        out,
        "event {} of {count} ({kind}), {} check",
        event.map_or(0, |(n, _)| n),
        header.solver
    )?;
    writeln!(out, "{}\n", view.caption)?;
    write!(out, "{}", board_text(&view, colour))?;
    writeln!(out, "{}", view.counters)?;
    writeln!(out, "{}", board_key(colour))?;
    Ok(Exit::Success)
}

/// What `show --json` prints, in this order.
#[derive(serde::Serialize)]
struct ShowJson<'a> {
    index: usize,
    event: Option<serde_json::Value>,
    caption: &'a str,
    board: String,
    depth: u64,
    stats: StatsJson,
}

/// Colour only on a terminal, and never when NO_COLOR is set (https://no-color.org).
pub(crate) fn use_colour() -> bool {
    std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty()) && std::io::stdout().is_terminal()
}

/// An event as the trace writes it.
fn event_json(event: &Event) -> serde_json::Value {
    let (cell, digit) = (event.cell(), event.digit());
    let mut json = json!({"ev": event.kind().name(), "r": cell.r(), "c": cell.c(), "d": digit});
    if let Event::Conflict { unit, with, .. } = event {
        json["unit"] = json!(unit.name());
        json["with"] = json!([with.r(), with.c()]);
    }
    json
}

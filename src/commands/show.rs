//! `sudotrace show`: the board right after one event of a trace, in words and as text.

use std::io::{IsTerminal, Write};

use anyhow::bail;
use serde_json::json;

use super::Exit;
use crate::cli::ShowArgs;
use crate::event::Event;
use crate::replay::Replay;
use crate::stats::Stats;
use crate::summary::StatsJson;
use crate::trace::{self, TraceReader};
use crate::view::{View, board_key, board_text};

pub fn run(args: &ShowArgs, out: &mut dyn Write) -> anyhow::Result<Exit> {
    let name = args.trace.display();
    let mut reader = trace::open(&args.trace).map_err(|e| super::trace_error(&args.trace, e))?;
    let header = reader.header().clone();
    let at = args.at.map(|n| n as u64);
    let ((replay, stats), count) = match reader.total_events() {
        Some(total) => jump(&mut reader, at, total).map(|r| (r, total)),
        _ => read_through(&mut reader, at, &name.to_string()),
    }
    .map_err(|e| anyhow::anyhow!("{name}: {e}"))?;
    let event = replay.last().map(|e| (stats.events as usize, e));
    let count = count as usize;
    let view = View::new(&replay, &stats, event);
    if args.json {
        let json = ShowJson {
            index: event.map_or(0, |(n, _)| n),
            event: event.map(|(_, e)| event_json(&e)),
            caption: &view.caption,
            board: replay.board().to_line(),
            depth: replay.depth(),
            stats: StatsJson::new(&stats, None),
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

/// The board after event `at` (the last when `None`) of a trace that can jump there
/// from its nearest checkpoint, reading only the events from there.
fn jump(reader: &mut TraceReader, at: Option<u64>, total: u64) -> anyhow::Result<(Replay, Stats)> {
    let at = at.unwrap_or(total);
    if at > total {
        bail!("--at {at}: the trace has {total} events (choose 0 to {total})");
    }
    reader.seek(at)?;
    Ok((reader.replay().clone(), *reader.stats()))
}

/// The board after event `at` (the last when `None`), reading the whole trace so that a
/// bad event anywhere is reported and the total is known; gives the total too.
fn read_through(
    reader: &mut TraceReader,
    at: Option<u64>,
    name: &str,
) -> anyhow::Result<((Replay, Stats), u64)> {
    let mut shown = (at == Some(0)).then(|| (reader.replay().clone(), *reader.stats()));
    let mut cut = None;
    loop {
        match reader.next_event() {
            Ok(Some(_)) if Some(reader.position()) == at => {
                shown = Some((reader.replay().clone(), *reader.stats()));
            }
            Ok(Some(_)) => {}
            Ok(None) => break,
            Err(e) if e.is_cut_short() => {
                cut = Some(e);
                break;
            }
            Err(e) => return Err(e.into()),
        }
    }
    let count = reader.position();
    match (shown, at, cut) {
        (None, Some(n), Some(cut)) => {
            bail!("--at {n}: {cut}, after {count} events (choose 0 to {count})")
        }
        (None, Some(n), None) => {
            bail!("--at {n}: the trace has {count} events (choose 0 to {count})")
        }
        (shown, _, cut) => {
            if let Some(cut) = cut {
                eprintln!(
                    "warning: {name}: {cut}; showing the {} events before it",
                    crate::summary::thousands(count)
                );
            }
            Ok((
                shown.unwrap_or_else(|| (reader.replay().clone(), *reader.stats())),
                count,
            ))
        }
    }
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

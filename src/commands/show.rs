//! `sudotrace show`: the board right after one event of a trace, in words and as text.

use std::io::Write;

use anyhow::bail;

use super::{Exit, use_colour};
use crate::cli::ShowArgs;
use sudotrace_core::counts::Stats;
use sudotrace_core::event::Event;
use sudotrace_core::replay::Replay;
use sudotrace_core::search::Order;
use sudotrace_core::summary::StatsJson;
use sudotrace_core::trace::{Cursor, event_line};
use sudotrace_core::view::{View, board_key, board_text};

pub fn run(args: &ShowArgs, out: &mut dyn Write) -> anyhow::Result<Exit> {
    let name = args.trace.display();
    let mut cursor = Cursor::open(&args.trace)
        .map_err(|e| super::trace_error(&args.trace, e))?
        .lenient();
    let (replay, stats, count) = position(&mut cursor, args.at.map(|n| n as u64), &name)
        .map_err(|e| anyhow::anyhow!("{name}: {e}"))?;
    let header = cursor.header();
    let count = count as usize;
    // One past the last event that can happen: the event refused there, drawn as such.
    let refused = cursor
        .cut_short()
        .and_then(|cut| cut.refused.as_ref())
        .filter(|_| args.at == Some(count + 1));
    let event = match refused {
        Some(refused) => Some((count + 1, refused.event)),
        None => replay.last().map(|e| (stats.events as usize, e)),
    };
    let view = match refused {
        Some(refused) => View::refused(&replay, &stats, count as u64 + 1, refused),
        None => View::new(&replay, &stats, event, Order::of_solver(&header.solver)),
    };
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
    let kind = match refused {
        Some(_) => "cannot happen",
        None => event.map_or("start", |(_, e)| e.kind().name()),
    };
    writeln!(
        out,
        "event {} of {} ({kind}), {}",
        event.map_or(0, |(n, _)| n),
        count + usize::from(refused.is_some()),
        sudotrace_core::search::Strategy::label(&header.solver)
    )?;
    writeln!(out, "{}", view.caption)?;
    let last = event.map_or(0, |(n, _)| n) == count;
    match cursor.outcome().filter(|_| last) {
        Some(outcome) => writeln!(out, "the end: {}\n", outcome.words())?,
        None => writeln!(out)?,
    }
    write!(out, "{}", board_text(&view, colour))?;
    writeln!(out, "{}", view.counters)?;
    writeln!(out, "{}", board_key(colour))?;
    Ok(Exit::Success)
}

/// The board and counts after event `at` (the last when `None`), and the number of
/// events. Where the length is not known up front (JSON Lines), the whole trace is read,
/// so that a bad event anywhere is reported and the total is known.
fn position(
    cursor: &mut Cursor,
    at: Option<u64>,
    name: &impl std::fmt::Display,
) -> anyhow::Result<(Replay, Stats, u64)> {
    let mut shown = None;
    if cursor.len().is_none() {
        if let Some(at) = at {
            cursor.seek(at)?;
            shown = (cursor.position() == at).then(|| (cursor.replay().clone(), *cursor.stats()));
        }
        cursor.read_to_end()?;
    }
    let count = cursor.len().unwrap_or(cursor.position());
    let refused = cursor.cut_short().is_some_and(|cut| cut.refused.is_some());
    match (at, cursor.cut_short()) {
        // The refused event itself is shown on the board before it.
        (Some(n), Some(_)) if refused && n == count + 1 => {}
        (Some(n), Some(cut)) if refused && n > count => {
            bail!(
                "--at {n}: {cut}, after {count} events (choose 0 to {}; {} is the event that cannot happen)",
                count + 1,
                count + 1
            )
        }
        (Some(n), Some(cut)) if n > count => {
            bail!("--at {n}: {cut}, after {count} events (choose 0 to {count})")
        }
        (Some(n), None) if n > count => {
            bail!("--at {n}: the trace has {count} events (choose 0 to {count})")
        }
        _ => {}
    }
    if let Some(cut) = cursor.cut_short() {
        let see = match refused {
            true => format!(" (--at {} shows it)", count + 1),
            false => String::new(),
        };
        eprintln!(
            "warning: {name}: {cut}; showing the {} events before it{see}",
            sudotrace_core::words::thousands(count)
        );
    }
    if let Some((replay, stats)) = shown {
        return Ok((replay, stats, count));
    }
    cursor.seek(at.unwrap_or(count).min(count))?;
    Ok((cursor.replay().clone(), *cursor.stats(), count))
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

/// An event as the trace writes it.
fn event_json(event: &Event) -> serde_json::Value {
    serde_json::from_str(&event_line(*event)).expect("a trace line is JSON")
}

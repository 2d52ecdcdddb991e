//! `sudotrace show`: the board right after one event of a trace, in words and as text.

use std::io::Write;

use anyhow::bail;

use super::named;
use super::{Exit, use_colour};
use crate::cli::ShowArgs;
use sudotrace_core::events::counts::Stats;
use sudotrace_core::events::replay::Replay;
use sudotrace_core::numbers::thousands;
use sudotrace_core::search::listing::Listing;
use sudotrace_core::search::{Check, Strategy};
use sudotrace_core::trace::Cursor;
use sudotrace_core::views::show::ShownPosition;
use sudotrace_core::views::summary::PositionJson;
use sudotrace_core::views::view::{View, past_the_end};

pub fn run(args: &ShowArgs, out: &mut dyn Write) -> anyhow::Result<Exit> {
    let lang = args.lang.resolve();
    let name = named(&args.trace);
    let mut cursor = Cursor::open(&args.trace)
        .map_err(|e| super::trace_error(&args.trace, e))?
        .lenient();
    let at = args
        .at
        .map(|at| super::event_number(&mut cursor, at, "--at", &args.trace))
        .transpose()?;
    let (replay, stats, count) =
        position(&mut cursor, at, &name).map_err(|e| anyhow::anyhow!("{name}: {e}"))?;
    let departure = cursor
        .departure()
        .map_err(|e| anyhow::anyhow!("{name}: {e}"))?;
    super::note_worked_out(&args.trace, cursor.worked_out(), lang);
    let header = cursor.header();
    let count = count as usize;
    // One past the last event that can happen: the event refused there, drawn as such.
    let refused = cursor
        .cut_short()
        .and_then(|cut| cut.refused.as_ref())
        .filter(|_| at == Some(count as u64 + 1));
    let event = match refused {
        Some(refused) => Some((count + 1, refused.event)),
        None => replay.last().map(|e| (stats.events as usize, e)),
    };
    let shown = event.map_or(0, |(n, _)| n as u64);
    let view = match refused {
        Some(refused) => View::refused(&replay, &stats, count as u64 + 1, refused, lang),
        None => View::new(&replay, &stats, event, cursor.order_at(shown), lang),
    }
    .with_check(Check::of_solver(&header.solver), &replay, lang);
    let view = match args.candidates {
        true => view.with_candidates(&replay),
        false => view,
    };
    let listing = Strategy::from_name(&header.solver)
        .map(|strategy| Listing::of(strategy, args.language.language()));
    if args.json {
        let json = PositionJson::new(&view, &replay, &header.solver, listing.as_ref());
        super::write_json(&mut *out, &json)?;
        writeln!(out)?;
        return Ok(Exit::Success);
    }
    let last = shown as usize == count;
    let text = ShownPosition {
        view: &view,
        replay: &replay,
        stats: &stats,
        solver: &header.solver,
        total: (count + usize::from(refused.is_some())) as u64,
        event: event.map(|(n, e)| (n as u64, e)),
        refused: refused.is_some(),
        departure,
        ending: cursor.ending().filter(|_| last),
        listing: listing.as_ref(),
    }
    .text(use_colour(), args.candidates, lang);
    write!(out, "{text}")?;
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
    match at {
        // The refused event itself is shown on the board before it.
        Some(n) if refused && n == count + 1 => {}
        Some(n) if n > count => bail!("--at {n}: {}", past_the_end(count, cursor.cut_short())),
        _ => {}
    }
    if let Some(cut) = cursor.cut_short() {
        let see = match refused {
            true => format!(" (--at {} shows it)", count + 1),
            false => String::new(),
        };
        super::warn(&format!(
            "warning: {name}: {cut}; showing the {} events before it{see}",
            thousands(count)
        ));
    }
    if let Some((replay, stats)) = shown {
        return Ok((replay, stats, count));
    }
    cursor.seek(at.unwrap_or(count).min(count))?;
    Ok((cursor.replay().clone(), *cursor.stats(), count))
}

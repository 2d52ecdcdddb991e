//! `sudotrace show`: the board right after one event of a trace, in words and as text,
//! with why the event happens; or every position of a stretch (`--to`), one after another.

use std::io::Write;

use anyhow::bail;

use super::named;
use super::{Exit, use_colour};
use crate::cli::ShowArgs;
use crate::lang::CliText;
use sudotrace_app::position::{Position, Telling};
use sudotrace_core::events::counts::Stats;
use sudotrace_core::events::event::Ending;
use sudotrace_core::events::replay::{ImpossibleEvent, Replay};
use sudotrace_core::lang::{Lang, Text};
use sudotrace_core::numbers::thousands;
use sudotrace_core::search::Strategy;
use sudotrace_core::search::listing::Listing;
use sudotrace_core::trace::Cursor;
use sudotrace_core::views::view::past_the_end_in;
use sudotrace_style::lang::DrawText;

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
    let (replay, stats, count) = position(&mut cursor, at, &name, lang).map_err(|e| {
        let error = match e.downcast_ref::<sudotrace_core::trace::TraceError>() {
            Some(error) => error.words(lang),
            None => e.to_string(),
        };
        anyhow::anyhow!(
            "{}",
            lang.fill(Text::ErrorAt, &[("at", &name), ("error", &error)])
        )
    })?;
    let departure = cursor
        .departure()
        .map_err(|e| super::trace_error(&args.trace, e))?;
    super::note_worked_out(&args.trace, cursor.worked_out(), lang);
    let solver = cursor.header().solver.clone();
    // How the search ended, known now that the trace is read (a position's why moves the
    // cursor back).
    let ending = cursor.ending();
    // One past the last event that can happen: the event refused there, drawn as such.
    let refused = cursor
        .cut_short()
        .and_then(|cut| cut.refused.clone())
        .filter(|_| at == Some(count + 1));
    let shown = match refused {
        Some(_) => count + 1,
        None => stats.events,
    };
    let to = args.to.unwrap_or(shown);
    if to < shown || to > count.max(shown) {
        bail!(
            "{}",
            lang.fill(
                CliText::ShowToOutside,
                &[
                    ("to", &to.to_string()),
                    ("shown", &thousands(shown)),
                    ("count", &thousands(count)),
                ]
            )
        );
    }
    let listing = Strategy::from_name(&solver)
        .map(|strategy| Listing::in_lang(strategy, args.language, lang));
    let context = Context {
        args,
        lang,
        count,
        departure,
        listing,
        solver,
        total: count + u64::from(refused.is_some()),
        ending,
    };
    let mut position = Some((replay, stats));
    for number in shown..=to {
        let (replay, stats) = match position.take() {
            Some(first) => first,
            None => {
                cursor
                    .seek(number)
                    .map_err(|e| super::trace_error(&context.args.trace, e))?;
                (cursor.replay().clone(), *cursor.stats())
            }
        };
        if number > shown && !args.json {
            writeln!(out)?;
        }
        let refused = refused.as_ref().filter(|_| number == count + 1);
        write_position(out, &mut cursor, (replay, stats), refused, &context)?;
    }
    Ok(Exit::Success)
}

/// What every position `show` writes shares: the options, the trace's events
/// (and one more when an event that cannot happen is shown), where it departs, its
/// strategy's listing and its solver.
struct Context<'a> {
    args: &'a ShowArgs,
    lang: Lang,
    count: u64,
    total: u64,
    departure: Option<u64>,
    listing: Option<Listing>,
    solver: String,
    ending: Option<Ending>,
}

/// Write the position `replay` (with its counts) stands at: right after its last event,
/// or on the board before the event `refused` (one that cannot happen).
fn write_position(
    out: &mut dyn Write,
    cursor: &mut Cursor,
    (replay, stats): (Replay, Stats),
    refused: Option<&ImpossibleEvent>,
    context: &Context,
) -> anyhow::Result<()> {
    let (args, lang) = (context.args, context.lang);
    let position = Position::new(
        cursor,
        (replay, stats),
        refused,
        context.count,
        &context.solver,
        lang,
    )
    .map_err(|e| super::trace_error(&args.trace, e))?;
    let shown = position.event.map_or(0, |(n, _)| n);
    let telling = Telling {
        solver: &context.solver,
        total: context.total,
        departure: context.departure,
        ending: context.ending.filter(|_| shown == context.count),
        listing: context.listing.as_ref(),
    };
    if args.json {
        super::write_json(&mut *out, &position.json(&telling, args.candidates, lang))?;
        writeln!(out)?;
        return Ok(());
    }
    let text = position.text(&telling, use_colour(), args.candidates, lang);
    write!(out, "{text}")?;
    Ok(())
}

/// The board and counts after event `at` (the last when `None`), and the number of
/// events. Where the length is not known up front (JSON Lines), the whole trace is read,
/// so that a bad event anywhere is reported and the total is known.
fn position(
    cursor: &mut Cursor,
    at: Option<u64>,
    name: &impl std::fmt::Display,
    lang: Lang,
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
        Some(n) if n > count => {
            let why = past_the_end_in(count, cursor.cut_short(), lang);
            let at = n.to_string();
            bail!(
                "{}",
                lang.fill(DrawText::ErrorNoSuchEvent, &[("at", &at), ("why", &why)])
            )
        }
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

//! `sudotrace convert`: a trace from one format to the other, event for event.

use std::io::Write;
use std::path::Path;

use anyhow::{Context, bail};

use super::Exit;
use super::named;
use super::progress::Bar;
use crate::cli::ConvertArgs;
use sudotrace_core::lang::Lang;
use sudotrace_core::numbers::thousands;
use sudotrace_core::search::Sink;
use sudotrace_core::trace::{self, Cursor, Format, TraceWriter};

/// The shortest event line of JSON Lines (a try), for bounding a trace's events by its size.
const SHORTEST_JSONL_EVENT: u64 = 31;

pub fn run(args: &ConvertArgs, out: &mut dyn Write) -> anyhow::Result<Exit> {
    let (input, output) = (&args.input, &args.output);
    sudotrace_app::outputs::refuse_input_as_output(&[input], &[output])?;
    trace::refuse_unwritable_format(output).map_err(|message| anyhow::anyhow!(message))?;
    let mut cursor = Cursor::open(input).map_err(|e| super::trace_error(input, e))?;
    if let Some(events) = most_events(&cursor, input) {
        trace::refuse_without_room(output, events, false)
            .map_err(|message| anyhow::anyhow!(message))?;
    }
    let mut writer = TraceWriter::create(output, cursor.header())
        .with_context(|| format!("{}: cannot create the trace file", named(output)))?;
    let bar = Bar::new();
    match cursor.len() {
        Some(events) => bar.begin(
            Some(events),
            "{msg} [{bar:32}] {human_pos}/{human_len} events, {elapsed} (about {eta} left)",
            "converting",
        ),
        None => bar.begin(
            None,
            "{spinner} {msg}: {human_pos} events, {elapsed}",
            "converting",
        ),
    }
    while let Some(event) = cursor
        .next_event()
        .map_err(|e| super::trace_error(input, e))?
    {
        writer.event(event);
        if cursor.position().is_multiple_of(1 << 16) {
            bar.set_position(cursor.position());
        }
    }
    drop(bar);
    if let Some(cut) = cursor.cut_short() {
        bail!(
            "{}: {cut}; a trace cut short cannot be converted losslessly (its end record is missing)",
            named(input)
        );
    }
    let end = cursor
        .end()
        .cloned()
        .expect("the cursor stops only after the end record");
    writer
        .finish(&end)
        .with_context(|| format!("{}: cannot write the trace file", named(output)))?;
    // The clashes it worked out are written in full; convert speaks English only.
    super::note_worked_out(input, cursor.worked_out(), Lang::En);
    let size = std::fs::metadata(output).map(|m| m.len()).unwrap_or(0);
    let events = cursor.position();
    writeln!(
        out,
        "{}: {} events as {}, {} bytes ({:.3} bytes an event)",
        named(output),
        thousands(events),
        Format::for_path(output).name(),
        thousands(size),
        size as f64 / events.max(1) as f64
    )?;
    Ok(Exit::Success)
}

/// The most events the input can hold: known for a binary trace, bounded by the size
/// of an uncompressed JSON Lines file, unknown for a compressed one.
fn most_events(cursor: &Cursor, input: &Path) -> Option<u64> {
    if let Some(total) = cursor.len() {
        return Some(total);
    }
    if cursor.format() == Format::Jsonl && !trace::is_gzip_name(input) {
        let size = std::fs::metadata(input).ok()?.len();
        return Some(size / SHORTEST_JSONL_EVENT);
    }
    None
}

//! `sudotrace convert`: a trace from one format to the other, event for event.

use std::io::Write;
use std::path::Path;

use anyhow::{Context, bail};

use super::Exit;
use crate::cli::ConvertArgs;
use crate::search::Sink;
use crate::summary::thousands;
use crate::trace::{self, Format, TraceReader, TraceWriter};

/// The shortest event line of JSON Lines (a try), for bounding a trace's events by its size.
const SHORTEST_JSONL_EVENT: u64 = 31;

pub fn run(args: &ConvertArgs, out: &mut dyn Write) -> anyhow::Result<Exit> {
    let (input, output) = (&args.input, &args.output);
    trace::check_trace_name(output).map_err(|message| anyhow::anyhow!(message))?;
    let mut reader = trace::open(input).map_err(|e| super::trace_error(input, e))?;
    if let Some(events) = most_events(&reader, input) {
        trace::check_free_space(output, events, false)
            .map_err(|message| anyhow::anyhow!(message))?;
    }
    let mut writer = TraceWriter::create(output, reader.header())
        .with_context(|| format!("{}: cannot create the trace file", output.display()))?;
    loop {
        match reader.next_event() {
            Ok(Some(event)) => writer.event(event),
            Ok(None) => break,
            Err(e) if e.is_cut_short() => bail!(
                "{}: {e}; a trace cut short cannot be converted losslessly (its end record is missing)",
                input.display()
            ),
            Err(e) => return Err(super::trace_error(input, e)),
        }
    }
    let end = reader
        .end()
        .cloned()
        .expect("the reader stops only after the end record");
    writer
        .finish(&end)
        .with_context(|| format!("{}: cannot write the trace file", output.display()))?;
    let size = std::fs::metadata(output).map(|m| m.len()).unwrap_or(0);
    let events = reader.position();
    writeln!(
        out,
        "{}: {} events as {}, {} bytes ({:.3} bytes an event)",
        output.display(),
        thousands(events),
        Format::for_path(output).name(),
        thousands(size),
        size as f64 / events.max(1) as f64
    )?;
    Ok(Exit::Success)
}

/// The most events the input can hold: known for a binary trace, bounded by the size
/// of an uncompressed JSON Lines file, unknown for a compressed one.
fn most_events(reader: &TraceReader, input: &Path) -> Option<u64> {
    if let Some(total) = reader.total_events() {
        return Some(total);
    }
    if reader.format() == Format::Jsonl && !trace::is_gzip_name(input) {
        let size = std::fs::metadata(input).ok()?.len();
        return Some(size / SHORTEST_JSONL_EVENT);
    }
    None
}

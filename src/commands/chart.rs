//! `sudotrace chart`: the charts of one search, from its trace.

use std::io::Write;
use std::path::Path;

use anyhow::Context;

use super::Exit;
use super::compare::Bar;
use crate::cli::ChartArgs;
use sudotrace::chart::trace::TraceProfile;
use sudotrace::chart::{self, Written};
use sudotrace::summary::thousands;

pub fn run(args: &ChartArgs, out: &mut dyn Write) -> anyhow::Result<Exit> {
    let written = chart_trace(&args.trace, &args.output)?;
    for chart in &written {
        writeln!(
            out,
            "wrote {} and {} ({})",
            chart.png.display(),
            chart.svg.display(),
            chart.title
        )?;
    }
    Ok(Exit::Success)
}

/// Read the trace at `trace` and write its charts into `dir` (created if missing).
pub(super) fn chart_trace(trace: &Path, dir: &Path) -> anyhow::Result<Vec<Written>> {
    let profile = {
        let bar = Bar::new();
        bar.begin(
            None,
            "{spinner} reading the trace: {human_pos} events, {elapsed}",
            "",
        );
        TraceProfile::read(trace, &mut |events| bar.set_position(events))
            .map_err(|e| super::trace_error(trace, e))?
    };
    if let Some(cut) = &profile.cut_short {
        eprintln!(
            "warning: {}: {cut}; charting the {} events before it",
            trace.display(),
            thousands(profile.events)
        );
    }
    std::fs::create_dir_all(dir)
        .with_context(|| format!("{}: cannot create the output folder", dir.display()))?;
    Ok(chart::trace::write_all(dir, &profile)?)
}

//! `sudotrace chart`: the charts of one search, from its trace.

use std::io::Write;

use super::{Exit, chart_trace};
use crate::cli::ChartArgs;

pub fn run(args: &ChartArgs, out: &mut dyn Write) -> anyhow::Result<Exit> {
    let written = chart_trace(&args.trace, &args.output, args.lang.resolve())?;
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

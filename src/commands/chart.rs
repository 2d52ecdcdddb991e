//! `sudotrace chart`: the charts of one search, from its trace.

use std::io::Write;

use super::named;
use super::{Exit, chart_trace};
use crate::cli::ChartArgs;
use crate::lang::CliText;

pub fn run(args: &ChartArgs, out: &mut dyn Write) -> anyhow::Result<Exit> {
    let lang = args.lang.resolve();
    let written = chart_trace(&args.trace, &args.output, lang)?;
    for chart in &written {
        let wrote = lang.fill(
            CliText::WroteChart,
            &[
                ("png", &named(&chart.png)),
                ("svg", &named(&chart.svg)),
                ("title", &chart.title),
            ],
        );
        writeln!(out, "{wrote}")?;
    }
    Ok(Exit::Success)
}

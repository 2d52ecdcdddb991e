//! A comparison written out: its charts drawn, then its report (report.md, report.csv,
//! report.json), which shows the charts and says how the run went.

use std::path::{Path, PathBuf};
use std::time::Instant;

use sudotrace_charts::Written;
use sudotrace_compare::report::{self, ChartRef, RunInfo};
use sudotrace_compare::{Comparison, System, utc_now_rfc3339};
use sudotrace_core::lang::Lang;

use crate::AppError;

/// What [`write_comparison`] wrote.
pub struct Outputs {
    /// The report's files, report.md first.
    pub report: Vec<PathBuf>,
    /// The charts, each as PNG and SVG.
    pub charts: Vec<Written>,
}

impl Outputs {
    /// Every file written: the report's, then the charts' PNGs.
    pub fn files(&self) -> impl Iterator<Item = &Path> {
        self.report
            .iter()
            .map(PathBuf::as_path)
            .chain(self.charts.iter().map(|c| c.png.as_path()))
    }
}

/// How the run that began at `started` went, on this machine, now: for a report.
pub fn run_info(started: Instant) -> RunInfo {
    RunInfo {
        system: System::detect(),
        date: utc_now_rfc3339(),
        wall: started.elapsed(),
        shards: Vec::new(),
    }
}

/// Draw `comparison`'s charts into the folder `dir` (made if missing), their words in
/// `lang`, then write its report, run as `info` says, which shows them.
pub fn write_comparison(
    dir: &Path,
    comparison: &Comparison,
    info: &RunInfo,
    lang: Lang,
) -> Result<Outputs, AppError> {
    crate::outputs::make_output_folder(dir)?;
    let charts = sudotrace_charts::compare::write_all(dir, comparison, lang)
        .map_err(|e| AppError::Output(e.to_string()))?;
    let refs: Vec<ChartRef> = charts
        .iter()
        .map(|c| ChartRef {
            file: c
                .png
                .file_name()
                .map(|name| name.to_string_lossy().into_owned())
                .unwrap_or_default(),
            title: c.title.clone(),
        })
        .collect();
    let report = report::write(dir, comparison, info, &refs, lang)
        .map_err(|e| AppError::Output(e.to_string()))?;
    Ok(Outputs { report, charts })
}

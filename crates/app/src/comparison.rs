//! A comparison written out: its charts drawn, then its report (report.md, report.csv,
//! report.json), which shows the charts and says how the run went.

use std::path::{Path, PathBuf};
use std::time::Instant;

use sudotrace_charts::Written;
use sudotrace_compare::report::{self, ChartRef, RunInfo};
use sudotrace_compare::{CompareOptions, Comparison, System, utc_now_rfc3339};
use sudotrace_core::lang::Lang;
use sudotrace_core::puzzle::parse::Inputs;

use crate::{AppError, arguments, puzzles};

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

/// A comparison as Python's `compare` asks for it: `strategies` by name compared on
/// `puzzles` (each a puzzle's text, a collection's, or a built-in puzzle's name), a
/// search stopped after `max_tries` tries, each timed `repeat` times. Gives the puzzles
/// and the comparison's options; the strategies' names are checked first.
pub fn asked(
    puzzles: &[String],
    strategies: &[String],
    max_tries: Option<u64>,
    repeat: usize,
) -> Result<(Inputs, CompareOptions), AppError> {
    let solvers = arguments::strategies(strategies)?;
    let inputs = puzzles::inputs_of_texts(puzzles)?;
    let options = CompareOptions {
        solvers,
        repeat,
        max_tries,
        ..CompareOptions::default()
    };
    Ok((inputs, options))
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

#[cfg(test)]
mod tests {
    use sudotrace_core::search::Strategy;

    use super::*;

    #[test]
    fn a_comparison_asked_for_by_name() {
        let names = ["tables".to_string(), "naive".to_string()];
        let (inputs, options) = asked(&["leetcode37".to_string()], &names, Some(5), 2).unwrap();
        assert_eq!(inputs.puzzles.len(), 1);
        assert_eq!(options.solvers, [Strategy::TABLES, Strategy::NAIVE]);
        assert_eq!((options.max_tries, options.repeat), (Some(5), 2));
        let wrong = ["fast".to_string()];
        let err = asked(&["12x".to_string()], &wrong, None, 1).unwrap_err();
        assert!(err.to_string().starts_with("strategy=\"fast\""), "{err}");
    }
}

//! The written results of a comparison: `report.md` for people (`markdown`),
//! `report.csv` (a row a puzzle and variant, `csv`) for spreadsheets, `report.json`
//! (`json`) for tools. Field names are those
//! of `solve --json` ([`SearchJson`](sudotrace_core::views::summary::SearchJson), [`StatsJson`](sudotrace_core::views::summary::StatsJson)); every result object of report.json
//! is a `solve --json` object with its timing added.
//!
//! Searches stopped at the limit appear in all three as censored (more than the limit's
//! tries) and count in their strategy's totals as such; skipped input lines appear
//! marked and count nowhere.

mod csv;
mod json;
mod markdown;

use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::time::Duration;

use super::{Comparison, PuzzleResult, System};
use crate::lang::CompareText;
use sudotrace_core::lang::Lang;
use sudotrace_core::numbers::thousands;
use sudotrace_core::output::AtomicFile;

/// A report file that could not be written.
#[derive(Debug, thiserror::Error)]
#[error("{}: cannot write the report: {source}", path.display())]
pub struct ReportError {
    /// The report file.
    pub path: PathBuf,
    /// What writing it met.
    pub source: io::Error,
}

/// When and where the comparison ran, and how long it took in all.
#[derive(Clone, Debug)]
pub struct RunInfo {
    /// The machine the command ran on: for a merge, the one that merged (each shard's
    /// own is in its note).
    pub system: System,
    /// RFC 3339, UTC.
    pub date: String,
    /// Wall time from the start of the command to the writing of the report (for a
    /// merge: the shards' own, added up).
    pub wall: Duration,
    /// The shards merged into the report, if it was run in shards.
    pub shards: Vec<super::shard::ShardNote>,
}

/// A chart the report shows: its file name beside the report and its title.
#[derive(Clone, Debug)]
pub struct ChartRef {
    /// The chart's file name, in the report's folder.
    pub file: String,
    /// The chart's title.
    pub title: String,
}

/// The names of the files [`write`] writes into its folder.
pub(crate) const FILES: [&str; 3] = ["report.md", "report.csv", "report.json"];

/// Write report.md (its words in `lang`), report.csv and report.json (the same in every
/// language) into `dir` (which must exist), each under a temporary name first.
pub fn write(
    dir: &Path,
    comparison: &Comparison,
    info: &RunInfo,
    charts: &[ChartRef],
    lang: Lang,
) -> Result<Vec<PathBuf>, ReportError> {
    let markdown = markdown::markdown(comparison, info, charts, lang);
    let csv = csv::csv(comparison);
    let json = json::json(comparison, info);
    let mut written = Vec::new();
    for (name, text) in FILES.iter().zip([markdown, csv, json]) {
        let path = dir.join(name);
        write_file(&path, text.as_bytes()).map_err(|source| ReportError {
            path: path.clone(),
            source,
        })?;
        written.push(path);
    }
    Ok(written)
}

fn write_file(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let mut file = AtomicFile::create(path)?;
    file.write_all(bytes)?;
    file.commit()
}

/// Why a puzzle is marked, in words in `lang` (a strategy stopped at the limit, or
/// variants that disagree), or `None` when it is not.
pub(super) fn note(comparison: &Comparison, puzzle: &PuzzleResult, lang: Lang) -> Option<String> {
    if puzzle.hit_limit() {
        let stopped: Vec<String> = puzzle
            .variants
            .iter()
            .filter_map(|v| {
                let beyond = censored_words(comparison, v, lang)?;
                Some(lang.fill(
                    CompareText::ReportNoteNeeds,
                    &[("solver", &v.solver.name()), ("beyond", &beyond)],
                ))
            })
            .collect();
        let separator = lang.text(CompareText::CompareNamesSeparator);
        Some(lang.fill(
            CompareText::ReportNoteLimit,
            &[("stopped", &stopped.join(separator))],
        ))
    } else if puzzle.variants_disagree() {
        Some(lang.text(CompareText::ReportNoteDisagree).to_string())
    } else {
        None
    }
}

/// What a stopped search needs, in words in `lang`: `more than 1,000 tries`, `more than
/// 2 s`; `None` for a search that finished.
pub fn censored_words(c: &Comparison, v: &crate::VariantResult, lang: Lang) -> Option<String> {
    Some(match v.censor(&c.options)? {
        crate::Censor::Tries => lang.fill(
            CompareText::ReportMoreThanTries,
            &[("tries", &thousands(v.stats.tries))],
        ),
        crate::Censor::Time => lang.fill(
            CompareText::ReportMoreThanTime,
            &[(
                "time",
                &sudotrace_core::numbers::duration(c.options.max_time.unwrap_or_default()),
            )],
        ),
    })
}

/// A stopped search's limit as a column shows it: `tries`, `time`, or empty.
pub(crate) fn censor_name(c: &Comparison, v: &crate::VariantResult) -> &'static str {
    match v.censor(&c.options) {
        Some(crate::Censor::Tries) => "tries",
        Some(crate::Censor::Time) => "time",
        None => "",
    }
}

pub(crate) fn nanos(d: Duration) -> u64 {
    d.as_nanos().min(u64::MAX as u128) as u64
}

/// The overhead of the command beyond solving, as measured up to `wall`.
pub fn overhead(comparison: &Comparison, wall: Duration) -> (Duration, f64) {
    let overhead = wall.saturating_sub(comparison.costs.solving());
    let fraction = if wall.is_zero() {
        0.0
    } else {
        overhead.as_secs_f64() / wall.as_secs_f64()
    };
    (overhead, fraction)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{CompareOptions, NoProgress, run};
    use sudotrace_core::puzzle::parse::Inputs;
    use sudotrace_core::puzzle::parse::parse_puzzles;

    fn comparison() -> Comparison {
        let mut inputs = Inputs::default();
        let text = format!(
            "{}\nnot a puzzle line at all\n",
            sudotrace_core::LEETCODE_37
        );
        inputs.add("dir/set, one.txt", parse_puzzles(&text));
        run(
            inputs,
            &CompareOptions {
                repeat: 1,
                jobs: 1,
                ..CompareOptions::default()
            },
            &NoProgress,
        )
    }

    fn info() -> RunInfo {
        RunInfo {
            system: System {
                cpu: "Test CPU".into(),
                cores: 2,
                os: "linux",
                arch: "x86_64",
            },
            date: "2025-11-22T03:04:05Z".into(),
            wall: Duration::from_secs(1),
            shards: Vec::new(),
        }
    }

    #[test]
    fn csv_has_a_row_per_puzzle_and_variant_and_one_per_skipped_line() {
        let text = csv::csv(&comparison());
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 1 + 2 + 1);
        assert_eq!(
            lines[0],
            "number,source,line,name,puzzle,solver,result,solved,counted,censored,tries,conflicts.row,\
             conflicts.col,conflicts.box,places,backtracks,cell_reads,table_lookups,max_depth,\
             events,choices,guesses,forced,dead_ends,unforced,eliminations.pointing,eliminations.claiming,\
             eliminations.naked_pair,eliminations.hidden_pair,restored,elapsed_ns,elapsed_ns_min,elapsed_ns_max,runs,solution,note"
        );
        assert!(lines[1].starts_with("1,\"dir/set, one.txt\",1,,53..7"));
        assert!(lines[1].contains(
            ",naive,solved,true,true,,37652,26125,5918,1401,4208,4157,334653,0,51,79461,"
        ));
        assert!(lines[2].contains(
            ",tables,solved,true,true,,37652,26125,5918,1401,4208,4157,0,54788,51,79461,"
        ));
        assert!(lines[3].starts_with(",\"dir/set, one.txt\",2,,,,skipped,false,false,,"));
        assert!(lines[3].ends_with(
            ",\"line 2, column 1: unexpected character 'n' (a cell is 1-9, or . or 0 for a blank)\""
        ));
    }

    #[test]
    fn json_results_are_solve_json_objects_with_their_timing() {
        let c = comparison();
        let value: serde_json::Value = serde_json::from_str(&json::json(&c, &info())).unwrap();
        let result = &value["puzzles"][0]["results"][0];
        assert_eq!(result["solver"], "naive");
        assert_eq!(result["result"], "solved");
        assert_eq!(result["stats"]["tries"], 37652);
        assert_eq!(result["stats"]["conflicts"]["box"], 1401);
        assert_eq!(result["stats"]["elapsed_ns"], result["time"]["median_ns"]);
        assert_eq!(result["time"]["runs"], 1);
        assert_eq!(value["counts"]["skipped"], 1);
        assert_eq!(value["skipped"][0]["line"], 2);
        assert_eq!(value["machine"]["cpu"], "Test CPU");
        assert_eq!(value["repeat"], 1);
        assert!(
            value["ratio"]["text"].as_str().unwrap().starts_with(
                "tables looks up 54,788 table entries where naive reads 334,653 cells"
            )
        );
    }

    #[test]
    fn markdown_states_the_ratio_and_what_was_skipped() {
        let md = markdown::markdown(&comparison(), &info(), &[], Lang::En);
        assert!(
            md.contains(
                "**tables looks up 54,788 table entries where naive reads 334,653 cells, and is "
            ),
            "{md}"
        );
        assert!(!md.contains("fewer checks"), "{md}");
        assert!(md.contains("1 input line skipped as unreadable"));
        assert!(md.contains("| `dir/set, one.txt` | 2 | line 2, column 1: unexpected character"));
        // One puzzle: its results a column a strategy, nothing to total or censor.
        assert!(md.contains("One puzzle, on line 1 of `dir/set, one.txt`, solved by"));
        assert!(md.contains("| tries | 37,652 | 37,652 |\n| row conflicts | 26,125 | 26,125 |"));
        assert!(!md.contains("## Totals") && !md.contains("## Reading censored results"));
        assert!(md.contains("on Test CPU (2 cores, linux x86_64)"));
    }
}

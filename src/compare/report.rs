//! The written results of a comparison: `report.md` for people, `report.csv` (a row a
//! puzzle and variant) for spreadsheets, `report.json` for tools. Field names are those
//! of `solve --json` ([`SearchJson`], [`StatsJson`]); every result object of report.json
//! is a `solve --json` object with its timing added.
//!
//! Puzzles stopped at the limit and skipped input lines appear in all three, marked,
//! and never count in totals or ratios.

use std::fmt::Write as _;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::time::Duration;

use serde::Serialize;

use super::{Comparison, Puzzle, PuzzleResult, Ratio, System, Timing, VariantResult};
use crate::event::Outcome;
use crate::output::AtomicFile;
use crate::summary::{SearchJson, StatsJson, duration, thousands};

/// A report file that could not be written.
#[derive(Debug, thiserror::Error)]
#[error("{}: cannot write the report: {source}", path.display())]
pub struct ReportError {
    pub path: PathBuf,
    pub source: io::Error,
}

/// When and where the comparison ran, and how long it took in all.
#[derive(Clone, Debug)]
pub struct RunInfo {
    pub system: System,
    /// RFC 3339, UTC.
    pub date: String,
    /// Wall time from the start of the command to the writing of the report.
    pub wall: Duration,
}

/// A chart the report shows: its file name beside the report and its title.
#[derive(Clone, Debug)]
pub struct ChartRef {
    pub file: String,
    pub title: String,
}

/// The names of the files [`write`] writes into its folder.
pub const FILES: [&str; 3] = ["report.md", "report.csv", "report.json"];

/// Write report.md, report.csv and report.json into `dir` (which must exist), each
/// under a temporary name first.
pub fn write(
    dir: &Path,
    comparison: &Comparison,
    info: &RunInfo,
    charts: &[ChartRef],
) -> Result<Vec<PathBuf>, ReportError> {
    let markdown = markdown(comparison, info, charts);
    let csv = csv(comparison);
    let mut json =
        serde_json::to_string_pretty(&json(comparison, info)).expect("the report serialises");
    json.push('\n');
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

/// Why a puzzle is not counted, in words, or `None` when it is.
fn note(comparison: &Comparison, puzzle: &PuzzleResult) -> Option<String> {
    if puzzle.hit_limit() {
        let tries = puzzle
            .variants
            .iter()
            .map(|v| v.stats.tries)
            .max()
            .unwrap_or(0);
        let limit = comparison.options.max_tries.unwrap_or(0);
        Some(format!(
            "limit: needs more than {} tries; stopped after {} tries, not timed, not counted",
            thousands(limit),
            thousands(tries)
        ))
    } else if puzzle.variants_disagree() {
        Some("the variants' counts differ: they did not make the same search".to_string())
    } else {
        None
    }
}

// ---------------------------------------------------------------------------------
// report.json

#[derive(Serialize)]
struct ReportJson<'a> {
    tool: &'static str,
    version: &'static str,
    date: &'a str,
    machine: MachineJson<'a>,
    solvers: Vec<&'static str>,
    repeat: usize,
    warmup_events: u64,
    max_tries: Option<u64>,
    max_events: Option<u64>,
    inputs: Vec<InputJson<'a>>,
    counts: CountsJson,
    totals: Vec<TotalJson>,
    ratio: Option<RatioJson>,
    speed_per_puzzle: Option<SpreadJson>,
    puzzles: Vec<PuzzleJson<'a>>,
    skipped: Vec<SkippedJson<'a>>,
    run: RunJson,
}

#[derive(Serialize)]
struct MachineJson<'a> {
    cpu: &'a str,
    cores: usize,
    os: &'static str,
    arch: &'static str,
}

#[derive(Serialize)]
struct InputJson<'a> {
    source: &'a str,
    puzzles: usize,
    skipped: usize,
}

#[derive(Serialize)]
struct CountsJson {
    /// Puzzles read.
    puzzles: usize,
    /// Puzzles in totals and ratios.
    counted: usize,
    /// Puzzles stopped at the limit.
    limit: usize,
    unsolvable: usize,
    /// Input lines skipped as unreadable.
    skipped: usize,
}

#[derive(Serialize)]
struct TotalJson {
    solver: &'static str,
    puzzles: usize,
    /// Summed counts; `elapsed_ns` is the sum of the median times (`max_depth`: the largest).
    stats: StatsJson,
}

#[derive(Serialize)]
struct RatioJson {
    /// naive cell_reads / tables table_lookups.
    fewer_reads: f64,
    /// naive time / tables time.
    faster: f64,
    text: String,
}

impl RatioJson {
    fn new(ratio: Ratio) -> RatioJson {
        RatioJson {
            fewer_reads: round3(ratio.fewer_checks),
            faster: round3(ratio.faster),
            text: format!("tables: {}", ratio.words()),
        }
    }
}

#[derive(Serialize)]
struct SpreadJson {
    min: f64,
    max: f64,
    geometric_mean: f64,
}

#[derive(Serialize)]
struct PuzzleJson<'a> {
    number: usize,
    source: &'a str,
    line: usize,
    name: Option<&'a str>,
    puzzle: String,
    /// `solved`, `unsolvable` or `limit`.
    result: &'static str,
    counted: bool,
    note: Option<String>,
    ratio: Option<RatioJson>,
    results: Vec<ResultJson>,
}

/// A `solve --json` object, with the timing of the timed runs.
#[derive(Serialize)]
struct ResultJson {
    #[serde(flatten)]
    search: SearchJson,
    time: Option<TimeJson>,
}

#[derive(Serialize)]
struct TimeJson {
    median_ns: u64,
    min_ns: u64,
    max_ns: u64,
    runs: usize,
}

impl TimeJson {
    fn new(timing: &Timing) -> TimeJson {
        TimeJson {
            median_ns: nanos(timing.median),
            min_ns: nanos(timing.min),
            max_ns: nanos(timing.max),
            runs: timing.runs,
        }
    }
}

#[derive(Serialize)]
struct SkippedJson<'a> {
    source: &'a str,
    line: Option<usize>,
    error: &'a str,
}

#[derive(Serialize)]
struct RunJson {
    /// From the start of the command to the writing of the report.
    wall_ns: u64,
    /// The counting phase and the solver calls of the timing phase.
    solving_ns: u64,
    counting_ns: u64,
    counting_threads: usize,
    counting_runs: u64,
    timing_ns: u64,
    timing_solver_ns: u64,
    timing_runs: u64,
    /// The timed runs alone.
    timed_ns: u64,
    /// Everything but solving: reading, bookkeeping, charts.
    overhead_ns: u64,
    /// overhead_ns / wall_ns.
    overhead: f64,
}

fn nanos(d: Duration) -> u64 {
    d.as_nanos().min(u64::MAX as u128) as u64
}

fn round3(x: f64) -> f64 {
    (x * 1000.0).round() / 1000.0
}

fn search_json(puzzle: &Puzzle, variant: &VariantResult) -> SearchJson {
    let mut json = SearchJson::new(
        &puzzle.grid,
        variant.solver.name(),
        variant.outcome,
        variant.solution.as_ref(),
        &variant.stats,
        variant.timing.map(|t| t.median),
    );
    json.line = Some(puzzle.line);
    json.name = puzzle.name.clone();
    json
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

fn json<'a>(c: &'a Comparison, info: &'a RunInfo) -> ReportJson<'a> {
    let (overhead, fraction) = overhead(c, info.wall);
    let costs = &c.costs;
    ReportJson {
        tool: "sudotrace",
        version: env!("CARGO_PKG_VERSION"),
        date: &info.date,
        machine: MachineJson {
            cpu: &info.system.cpu,
            cores: info.system.cores,
            os: info.system.os,
            arch: info.system.arch,
        },
        solvers: c.options.solvers.iter().map(|k| k.name()).collect(),
        repeat: c.options.repeat,
        warmup_events: super::WARMUP_EVENTS,
        max_tries: c.options.max_tries,
        max_events: super::event_limit(c.options.max_tries),
        inputs: c
            .inputs
            .iter()
            .map(|i| InputJson {
                source: &i.source,
                puzzles: i.puzzles,
                skipped: i.skipped,
            })
            .collect(),
        counts: CountsJson {
            puzzles: c.puzzles.len(),
            counted: c.counted().count(),
            limit: c.limited().count(),
            unsolvable: c
                .puzzles
                .iter()
                .filter(|p| p.outcome() == Outcome::Unsolvable)
                .count(),
            skipped: c.skipped.len(),
        },
        totals: c
            .options
            .solvers
            .iter()
            .map(|&kind| {
                let total = c.total(kind);
                TotalJson {
                    solver: kind.name(),
                    puzzles: total.puzzles,
                    stats: StatsJson::new(&total.stats, Some(total.time)),
                }
            })
            .collect(),
        ratio: c.total_ratio().map(RatioJson::new),
        speed_per_puzzle: c.speed_spread().map(|s| SpreadJson {
            min: round3(s.min),
            max: round3(s.max),
            geometric_mean: round3(s.geometric_mean),
        }),
        puzzles: c
            .puzzles
            .iter()
            .map(|p| PuzzleJson {
                number: p.number,
                source: &p.puzzle.source,
                line: p.puzzle.line,
                name: p.puzzle.name.as_deref(),
                puzzle: p.puzzle.grid.to_line(),
                result: p.outcome().name(),
                counted: p.counted(),
                note: note(c, p),
                ratio: c.puzzle_ratio(p).map(RatioJson::new),
                results: p
                    .variants
                    .iter()
                    .map(|v| ResultJson {
                        search: search_json(&p.puzzle, v),
                        time: v.timing.as_ref().map(TimeJson::new),
                    })
                    .collect(),
            })
            .collect(),
        skipped: c
            .skipped
            .iter()
            .map(|s| SkippedJson {
                source: &s.source,
                line: s.line,
                error: &s.error,
            })
            .collect(),
        run: RunJson {
            wall_ns: nanos(info.wall),
            solving_ns: nanos(costs.solving()),
            counting_ns: nanos(costs.counting),
            counting_threads: c.options.jobs,
            counting_runs: costs.counting_runs,
            timing_ns: nanos(costs.timing),
            timing_solver_ns: nanos(costs.timing_solver),
            timing_runs: costs.timing_runs,
            timed_ns: nanos(costs.timed),
            overhead_ns: nanos(overhead),
            overhead: round3(fraction),
        },
    }
}

// ---------------------------------------------------------------------------------
// report.csv

/// The columns of report.csv: where the puzzle came from, then the `solve --json`
/// fields (nested ones joined with a dot), then the timing.
pub const CSV_COLUMNS: [&str; 25] = [
    "number",
    "source",
    "line",
    "name",
    "puzzle",
    "solver",
    "result",
    "solved",
    "counted",
    "tries",
    "conflicts.row",
    "conflicts.col",
    "conflicts.box",
    "places",
    "backtracks",
    "cell_reads",
    "table_lookups",
    "max_depth",
    "events",
    "elapsed_ns",
    "elapsed_ns_min",
    "elapsed_ns_max",
    "runs",
    "solution",
    "note",
];

fn csv(c: &Comparison) -> String {
    let mut out = String::new();
    push_csv_row(&mut out, CSV_COLUMNS.iter().map(|s| s.to_string()));
    for p in &c.puzzles {
        let note = note(c, p).unwrap_or_default();
        for v in &p.variants {
            let s = &v.stats;
            let time = |f: fn(&Timing) -> Duration| {
                v.timing
                    .as_ref()
                    .map(|t| nanos(f(t)).to_string())
                    .unwrap_or_default()
            };
            push_csv_row(
                &mut out,
                [
                    p.number.to_string(),
                    p.puzzle.source.clone(),
                    p.puzzle.line.to_string(),
                    p.puzzle.name.clone().unwrap_or_default(),
                    p.puzzle.grid.to_line(),
                    v.solver.name().to_string(),
                    v.outcome.name().to_string(),
                    (v.outcome == Outcome::Solved).to_string(),
                    p.counted().to_string(),
                    s.tries.to_string(),
                    s.conflicts.row.to_string(),
                    s.conflicts.col.to_string(),
                    s.conflicts.box_.to_string(),
                    s.places.to_string(),
                    s.backtracks.to_string(),
                    s.cell_reads.to_string(),
                    s.table_lookups.to_string(),
                    s.max_depth.to_string(),
                    s.events.to_string(),
                    time(|t| t.median),
                    time(|t| t.min),
                    time(|t| t.max),
                    v.timing.map(|t| t.runs.to_string()).unwrap_or_default(),
                    v.solution.map(|g| g.to_line()).unwrap_or_default(),
                    note.clone(),
                ],
            );
        }
    }
    for s in &c.skipped {
        let mut row = vec![String::new(); CSV_COLUMNS.len()];
        row[1] = s.source.clone();
        row[2] = s.line.map(|l| l.to_string()).unwrap_or_default();
        row[6] = "skipped".into();
        row[7] = "false".into();
        row[8] = "false".into();
        row[CSV_COLUMNS.len() - 1] = s.error.clone();
        push_csv_row(&mut out, row);
    }
    out
}

fn push_csv_row(out: &mut String, fields: impl IntoIterator<Item = String>) {
    for (i, field) in fields.into_iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        if field.contains([',', '"', '\n', '\r']) {
            out.push('"');
            out.push_str(&field.replace('"', "\"\""));
            out.push('"');
        } else {
            out.push_str(&field);
        }
    }
    out.push('\n');
}

// ---------------------------------------------------------------------------------
// report.md

/// A table cell's text with the characters that would break a Markdown table escaped.
fn cell(text: &str) -> String {
    text.replace('\\', "\\\\")
        .replace('|', "\\|")
        .replace(['\n', '\r'], " ")
}

fn timing_words(timing: &Timing) -> String {
    format!(
        "{} ({} – {})",
        duration(timing.median),
        duration(timing.min),
        duration(timing.max)
    )
}

fn list(words: &[&str]) -> String {
    match words {
        [] => String::new(),
        [one] => one.to_string(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

fn plural(n: usize, one: &str, many: &str) -> String {
    format!(
        "{} {}",
        thousands(n as u64),
        if n == 1 { one } else { many }
    )
}

fn markdown(c: &Comparison, info: &RunInfo, charts: &[ChartRef]) -> String {
    let mut md = String::new();
    let solvers: Vec<&str> = c.options.solvers.iter().map(|k| k.name()).collect();
    let limited = c.limited().count();
    let counted = c.counted().count();
    let _ = writeln!(md, "# Check comparison: {}\n", solvers.join(" against "));
    let sources: Vec<String> = c
        .inputs
        .iter()
        .map(|i| {
            if c.inputs.len() == 1 {
                format!("`{}`", i.source)
            } else {
                format!(
                    "`{}` ({})",
                    i.source,
                    plural(i.puzzles, "puzzle", "puzzles")
                )
            }
        })
        .collect();
    let sources: Vec<&str> = sources.iter().map(String::as_str).collect();
    let _ = writeln!(
        md,
        "{} from {}, each solved by {}. Counts come from the search itself; time is the \
         median of {} untraced runs after a warm-up, with the fastest and slowest run in \
         brackets. Searches are stopped after {}.\n",
        plural(c.puzzles.len(), "puzzle", "puzzles"),
        list(&sources),
        list(&solvers),
        c.options.repeat,
        match c.options.max_tries {
            Some(n) => format!("{} tries", thousands(n)),
            None => "no limit of tries".to_string(),
        }
    );

    if let Some(ratio) = c.total_ratio() {
        let _ = write!(
            md,
            "**tables: {}** in total over {}",
            ratio.words(),
            plural(counted, "puzzle", "puzzles")
        );
        if let Some(spread) = c.speed_spread().filter(|_| counted > 1) {
            let _ = write!(
                md,
                "; per puzzle from {}x to {}x as fast, {}x in the geometric mean",
                super::times(spread.min),
                super::times(spread.max),
                super::times(spread.geometric_mean)
            );
        }
        let _ = writeln!(md, ".\n");
    }
    if limited > 0 || !c.skipped.is_empty() {
        let mut left_out = Vec::new();
        if limited > 0 {
            left_out.push(format!(
                "{} stopped at the limit",
                plural(limited, "puzzle", "puzzles")
            ));
        }
        if !c.skipped.is_empty() {
            left_out.push(format!(
                "{} skipped as unreadable",
                plural(c.skipped.len(), "input line", "input lines")
            ));
        }
        let _ = writeln!(
            md,
            "Not counted in totals or ratios: {} (see [Not counted](#not-counted)).\n",
            left_out.join("; ")
        );
    }
    if c.puzzles.iter().any(PuzzleResult::variants_disagree) {
        let _ = writeln!(
            md,
            "**Warning:** on some puzzles the variants' counts differ, so they did not make \
             the same search; see the notes below.\n"
        );
    }

    totals_table(&mut md, c, counted);
    puzzles_table(&mut md, c);
    not_counted(&mut md, c);

    if !charts.is_empty() {
        let _ = writeln!(md, "## Charts\n");
        for chart in charts {
            let _ = writeln!(md, "![{}]({})\n", cell(&chart.title), chart.file);
        }
    }

    let (overhead, fraction) = overhead(c, info.wall);
    let costs = &c.costs;
    let _ = writeln!(md, "## How this was measured\n");
    let _ = writeln!(
        md,
        "- sudotrace {}, {}, on {} ({}, {} {}).",
        env!("CARGO_PKG_VERSION"),
        info.date,
        cell(&info.system.cpu),
        plural(info.system.cores, "core", "cores"),
        info.system.os,
        info.system.arch
    );
    let _ = writeln!(
        md,
        "- Counts: one untraced run of every puzzle and variant, on {}.",
        plural(c.options.jobs, "thread", "threads")
    );
    let _ = writeln!(
        md,
        "- Time: for each puzzle and variant in turn, alone, a warm-up run (the whole \
         search, or its first {} events when longer), then {} timed untraced {}; the \
         solver's own clock, median with min and max. Stopped searches are not timed.",
        thousands(super::WARMUP_EVENTS),
        c.options.repeat,
        if c.options.repeat == 1 { "run" } else { "runs" }
    );
    if let Some(n) = c.options.max_tries {
        let _ = writeln!(
            md,
            "- Limit: a search that needs more than {} tries is stopped (after at most {} \
             events) and marked `limit`.",
            thousands(n),
            thousands(n.saturating_mul(3))
        );
    }
    let _ = writeln!(
        md,
        "- This comparison took {} up to this report: {} solving (counting {}, warm-ups \
         and timed runs {}, of which timed runs {}) and {} ({:.1}%) for everything else.",
        duration(info.wall),
        duration(costs.solving()),
        duration(costs.counting),
        duration(costs.timing_solver),
        duration(costs.timed),
        duration(overhead),
        fraction * 100.0
    );
    md
}

fn totals_table(md: &mut String, c: &Comparison, counted: usize) {
    let _ = writeln!(
        md,
        "## Totals\n\nOver the {} that {}.\n",
        plural(counted, "puzzle", "puzzles"),
        if counted == 1 { "counts" } else { "count" }
    );
    let totals: Vec<_> = c.options.solvers.iter().map(|&k| c.total(k)).collect();
    let _ = write!(md, "| |");
    for kind in &c.options.solvers {
        let _ = write!(md, " {} |", kind.name());
    }
    let _ = write!(md, "\n|---|");
    for _ in &c.options.solvers {
        let _ = write!(md, "---:|");
    }
    let _ = writeln!(md);
    type Row = (&'static str, fn(&super::Total) -> String);
    let rows: [Row; 11] = [
        ("tries", |t| thousands(t.stats.tries)),
        ("conflicts: row", |t| thousands(t.stats.conflicts.row)),
        ("conflicts: col", |t| thousands(t.stats.conflicts.col)),
        ("conflicts: box", |t| thousands(t.stats.conflicts.box_)),
        ("places", |t| thousands(t.stats.places)),
        ("backtracks", |t| thousands(t.stats.backtracks)),
        ("cell_reads", |t| thousands(t.stats.cell_reads)),
        ("table_lookups", |t| thousands(t.stats.table_lookups)),
        ("max_depth", |t| thousands(t.stats.max_depth)),
        ("events", |t| thousands(t.stats.events)),
        ("time (sum of medians)", |t| duration(t.time)),
    ];
    for (name, value) in rows {
        let _ = write!(md, "| {name} |");
        for total in &totals {
            let _ = write!(md, " {} |", value(total));
        }
        let _ = writeln!(md);
    }
    let _ = writeln!(md);
}

fn puzzles_table(md: &mut String, c: &Comparison) {
    let _ = writeln!(
        md,
        "## Per puzzle\n\nTries, conflicts and backtracks are the same for every variant (they \
         make the same search); each variant pays its own cost counter.\n"
    );
    let pair = c.has_pair();
    let _ = write!(
        md,
        "| # | puzzle | result | tries | conflicts row / col / box | backtracks |"
    );
    for kind in &c.options.solvers {
        let _ = write!(
            md,
            " {}: {} | {}: time |",
            kind.name(),
            kind.check.cost_name(),
            kind.name()
        );
    }
    if pair {
        let _ = write!(md, " tables against naive |");
    }
    let _ = write!(md, "\n|--:|---|---|--:|--:|--:|");
    for _ in &c.options.solvers {
        let _ = write!(md, "--:|--:|");
    }
    if pair {
        let _ = write!(md, "---|");
    }
    let _ = writeln!(md);
    for p in &c.puzzles {
        let Some(first) = p.variants.first() else {
            continue;
        };
        let s = &first.stats;
        let result = if p.hit_limit() {
            format!("**limit** (stopped after {} tries)", thousands(s.tries))
        } else {
            p.outcome().name().to_string()
        };
        let _ = write!(
            md,
            "| {} | {} | {} | {} | {} / {} / {} | {} |",
            p.number,
            cell(&p.puzzle.label()),
            result,
            thousands(s.tries),
            thousands(s.conflicts.row),
            thousands(s.conflicts.col),
            thousands(s.conflicts.box_),
            thousands(s.backtracks)
        );
        for v in &p.variants {
            let time = v
                .timing
                .as_ref()
                .map_or_else(|| "not timed".to_string(), timing_words);
            let _ = write!(md, " {} | {} |", thousands(v.cost()), time);
        }
        if pair {
            let words = c
                .puzzle_ratio(p)
                .map_or_else(|| "not counted".to_string(), |r| r.words());
            let _ = write!(md, " {words} |");
        }
        let _ = writeln!(md);
    }
    let _ = writeln!(md);
}

fn not_counted(md: &mut String, c: &Comparison) {
    let limited: Vec<&PuzzleResult> = c.limited().collect();
    let disagree: Vec<&PuzzleResult> = c.puzzles.iter().filter(|p| p.variants_disagree()).collect();
    if limited.is_empty() && c.skipped.is_empty() && disagree.is_empty() {
        return;
    }
    let _ = writeln!(md, "## Not counted\n");
    if !limited.is_empty() {
        let _ = writeln!(
            md,
            "### Stopped at the limit ({})\n\nThese searches need more than {} tries. They were \
             stopped, are not timed, and are left out of the totals, the ratios and the charts.\n",
            limited.len(),
            thousands(c.options.max_tries.unwrap_or(0))
        );
        let _ = writeln!(
            md,
            "| # | puzzle | tries when stopped | puzzle text |\n|--:|---|--:|---|"
        );
        for p in limited {
            let tries = p.variants.iter().map(|v| v.stats.tries).max().unwrap_or(0);
            let _ = writeln!(
                md,
                "| {} | {} | {} | `{}` |",
                p.number,
                cell(&p.puzzle.label()),
                thousands(tries),
                p.puzzle.grid.to_line()
            );
        }
        let _ = writeln!(md);
    }
    if !c.skipped.is_empty() {
        let _ = writeln!(
            md,
            "### Skipped input lines ({})\n\nThese could not be read as puzzles; the rest of each \
             input was compared.\n",
            c.skipped.len()
        );
        let _ = writeln!(md, "| input | line | why |\n|---|--:|---|");
        for s in &c.skipped {
            let _ = writeln!(
                md,
                "| `{}` | {} | {} |",
                cell(&s.source),
                s.line.map_or_else(|| "-".to_string(), |l| l.to_string()),
                cell(&s.error)
            );
        }
        let _ = writeln!(md);
    }
    if !disagree.is_empty() {
        let _ = writeln!(md, "### Variants that disagree\n");
        for p in disagree {
            let _ = writeln!(
                md,
                "- {} ({}): {}",
                p.number,
                cell(&p.puzzle.label()),
                note(c, p).unwrap_or_default()
            );
        }
        let _ = writeln!(md);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::compare::{Inputs, NoProgress, Options, run};
    use crate::parse::parse_puzzles;

    fn comparison() -> Comparison {
        let mut inputs = Inputs::default();
        let text = format!("{}\nnot a puzzle line at all\n", crate::LEETCODE_37);
        inputs.add("dir/set, one.txt", parse_puzzles(&text));
        run(
            inputs,
            &Options {
                repeat: 1,
                jobs: 1,
                ..Options::default()
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
        }
    }

    #[test]
    fn csv_has_a_row_per_puzzle_and_variant_and_one_per_skipped_line() {
        let text = csv(&comparison());
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 1 + 2 + 1);
        assert_eq!(lines[0].split(',').count(), CSV_COLUMNS.len());
        assert!(lines[1].starts_with("1,\"dir/set, one.txt\",1,,53..7"));
        assert!(lines[1].contains(
            ",naive,solved,true,true,37652,26125,5918,1401,4208,4157,334653,0,51,79461,"
        ));
        assert!(lines[2].contains(
            ",tables,solved,true,true,37652,26125,5918,1401,4208,4157,0,54788,51,79461,"
        ));
        assert!(lines[3].starts_with(",\"dir/set, one.txt\",2,,,,skipped,false,false,"));
        assert!(lines[3].ends_with(
            ",\"line 2, column 1: unexpected character 'n' (a cell is 1-9, or . or 0 for a blank)\""
        ));
    }

    #[test]
    fn json_results_are_solve_json_objects_with_their_timing() {
        let c = comparison();
        let value = serde_json::to_value(json(&c, &info())).unwrap();
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
            value["ratio"]["text"]
                .as_str()
                .unwrap()
                .starts_with("tables: 6.1x fewer checks")
        );
    }

    #[test]
    fn markdown_states_the_ratio_and_what_was_skipped() {
        let md = markdown(&comparison(), &info(), &[]);
        assert!(md.contains("**tables: 6.1x fewer checks"), "{md}");
        assert!(md.contains("1 input line skipped as unreadable"));
        assert!(md.contains("| `dir/set, one.txt` | 2 | line 2, column 1: unexpected character"));
        assert!(
            md.contains(
                "| 1 | set, one.txt:1 | solved | 37,652 | 26,125 / 5,918 / 1,401 | 4,157 |"
            )
        );
        assert!(md.contains("on Test CPU (2 cores, linux x86_64)"));
    }
}

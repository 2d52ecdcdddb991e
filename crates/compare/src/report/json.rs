//! `report.json`: everything the other two files hold, for tools. Every result object is
//! a `solve --json` object with its timing added.

use serde::Serialize;

use super::{RunInfo, nanos, note, overhead};
use crate::{Comparison, PuzzleResult, Ratio, Timing, VariantResult};
use sudotrace_core::events::event::Outcome;
use sudotrace_core::lang::Lang;
use sudotrace_core::puzzle::parse::Puzzle;
use sudotrace_core::views::summary::{SearchJson, StatsJson};

#[derive(Serialize)]
struct ReportJson<'a> {
    tool: &'static str,
    version: &'a str,
    date: &'a str,
    machine: MachineJson<'a>,
    solvers: Vec<&'static str>,
    repeat: usize,
    warmup_events: u64,
    max_tries: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    max_seconds: Option<f64>,
    /// A search stopped at the limit counts as this many times `max_tries` in the
    /// totals' `penalised_mean_tries` (PAR-2).
    penalty: u64,
    inputs: Vec<InputJson<'a>>,
    counts: CountsJson,
    totals: Vec<TotalJson>,
    ratio: Option<RatioJson>,
    speed_per_puzzle: Option<SpreadJson>,
    /// Each strategy against the first listed, over the puzzles both finished.
    gains: Vec<GainJson>,
    puzzles: Vec<PuzzleJson<'a>>,
    skipped: Vec<SkippedJson<'a>>,
    run: RunJson,
    /// The shards merged into this report (`compare merge`), each with its machine and
    /// its own times: times from different machines are never added as if from one.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    shards: Vec<ShardJson<'a>>,
}

#[derive(Serialize)]
struct ShardJson<'a> {
    shard: String,
    host: &'a str,
    cpu: &'a str,
    cores: usize,
    os: &'a str,
    arch: &'a str,
    puzzles: usize,
    solving_ns: u64,
    wall_ns: u64,
    /// The shard's puzzles that count, and each solver's time on them (the sum of the
    /// median times, all from this shard's machine).
    counted: usize,
    times: Vec<ShardTimeJson>,
}

#[derive(Serialize)]
struct ShardTimeJson {
    solver: &'static str,
    time_ns: u64,
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
    /// Every puzzle compared: `solved` + `unsolvable` + `stopped`.
    puzzles: usize,
    solved: usize,
    unsolvable: usize,
    /// Stopped at the limit (censored: more than `max_tries` tries).
    stopped: usize,
    /// Finished within the limit and timed: the puzzles `stats` and the speeds are over.
    finished: usize,
    /// The median of the tries over every puzzle; `censored`: only known to be more.
    median_tries: Option<CensoredJson>,
    /// The mean of the tries over every puzzle, a stopped search counting as `penalty`
    /// times `max_tries`.
    penalised_mean_tries: Option<f64>,
    /// With `max_seconds`: the median time over every puzzle, a search stopped by either
    /// limit counting as more than `max_seconds`.
    #[serde(skip_serializing_if = "Option::is_none")]
    median_time_ns: Option<CensoredJson>,
    /// With `max_seconds`: the mean time over every puzzle, a search stopped by either
    /// limit counting as `penalty` times `max_seconds`.
    #[serde(skip_serializing_if = "Option::is_none")]
    penalised_mean_time_ns: Option<f64>,
    /// Summed counts of the finished puzzles; `elapsed_ns` is the sum of their median
    /// times (`max_depth`: the largest).
    stats: StatsJson,
    /// The figures solvers are compared by, from the totals.
    puzzles_per_second: Option<f64>,
    micros_per_puzzle: Option<f64>,
    /// Share (0 to 1) of the puzzles solved without a guess; null for `naive` and
    /// `tables`, which do not say where they chose.
    solved_without_guessing: Option<f64>,
    guesses_per_puzzle: Option<f64>,
    /// The check's cost a try (cell reads or table lookups).
    cost_per_try: Option<f64>,
    /// The check's cost a placement (a fitting try or a forced digit).
    cost_per_placement: Option<f64>,
}

#[derive(Serialize)]
struct CensoredJson {
    value: f64,
    /// True when the figure is past the limit: only known to be more than `value`.
    censored: bool,
}

impl CensoredJson {
    fn new(c: crate::Censored) -> CensoredJson {
        match c {
            crate::Censored::Exact(v) => CensoredJson {
                value: round3(v),
                censored: false,
            },
            crate::Censored::Above(v) => CensoredJson {
                value: round3(v),
                censored: true,
            },
        }
    }
}

#[derive(Serialize)]
struct GainJson {
    solver: &'static str,
    against: &'static str,
    /// The puzzles both finished, which the ratios are over.
    puzzles: usize,
    /// The base's tries over this one's; null when this one made no try.
    fewer_tries: Option<f64>,
    /// The base's time over this one's.
    faster: f64,
    text: String,
}

#[derive(Serialize)]
struct RatioJson {
    /// naive cell_reads / tables table_lookups: unlike work, so the text never says it.
    fewer_reads: f64,
    /// The cells naive read over the puzzles both finished.
    cell_reads: u64,
    /// The table entries tables looked up over the same puzzles.
    table_lookups: u64,
    /// naive time / tables time.
    faster: f64,
    /// The puzzles both finished, which the ratio is over.
    puzzles: usize,
    text: String,
}

impl RatioJson {
    fn new(ratio: Ratio, puzzles: usize) -> RatioJson {
        RatioJson {
            fewer_reads: round3(ratio.reads_per_lookup()),
            cell_reads: ratio.cell_reads,
            table_lookups: ratio.table_lookups,
            faster: round3(ratio.faster),
            puzzles,
            text: ratio.words(Lang::En),
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
    /// Stopped at a limit: the search needs more than the tries it made.
    censored: bool,
    /// Which limit stopped it: `tries` (it made exactly `max_tries`) or `time` (it ran
    /// for `max_seconds`); absent when it finished.
    #[serde(skip_serializing_if = "Option::is_none")]
    censored_by: Option<&'static str>,
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

/// The text of report.json.
pub(super) fn json(c: &Comparison, info: &RunInfo) -> String {
    let text = serde_json::to_string_pretty(&report(c, info)).expect("the report serialises");
    // The strings kept exactly, with nothing in them a terminal would act on.
    let mut text = sudotrace_core::escape::json_escaped(&text).into_owned();
    text.push('\n');
    text
}

fn report<'a>(c: &'a Comparison, info: &'a RunInfo) -> ReportJson<'a> {
    ReportJson {
        tool: "sudotrace",
        version: &c.version,
        date: &info.date,
        machine: MachineJson {
            cpu: &info.system.cpu,
            cores: info.system.cores,
            os: info.system.os,
            arch: info.system.arch,
        },
        solvers: c.options.solvers.iter().map(|k| k.name()).collect(),
        repeat: c.options.repeat,
        warmup_events: crate::WARMUP_EVENTS,
        max_tries: c.options.max_tries,
        max_seconds: c.options.max_time.map(|t| round3(t.as_secs_f64())),
        penalty: crate::PENALTY,
        inputs: c
            .inputs
            .iter()
            .map(|i| InputJson {
                source: &i.source,
                puzzles: i.puzzles,
                skipped: i.skipped,
            })
            .collect(),
        counts: CountsJson::new(c),
        totals: c
            .options
            .solvers
            .iter()
            .map(|&kind| {
                let total = c.total(kind);
                TotalJson {
                    solver: kind.name(),
                    puzzles: total.puzzles,
                    solved: total.solved,
                    unsolvable: total.unsolvable,
                    stopped: total.stopped,
                    finished: total.finished,
                    median_tries: total.median_tries.map(CensoredJson::new),
                    penalised_mean_tries: total.penalised_mean_tries.map(round3),
                    median_time_ns: total.median_time.map(CensoredJson::new),
                    penalised_mean_time_ns: total.penalised_mean_time.map(|t| t.round()),
                    stats: StatsJson::new(&total.stats, Some(total.time)),
                    puzzles_per_second: total.puzzles_per_second().map(round3),
                    micros_per_puzzle: total.micros_per_puzzle().map(round3),
                    solved_without_guessing: total.share_without_guessing().map(round3),
                    guesses_per_puzzle: total.guesses_per_puzzle().map(round3),
                    cost_per_try: total.cost_per_try(kind).map(round3),
                    cost_per_placement: total.cost_per_placement(kind).map(round3),
                }
            })
            .collect(),
        ratio: c
            .total_ratio()
            .map(|r| RatioJson::new(r, c.ratio_puzzles())),
        gains: c
            .gains()
            .iter()
            .map(|g| GainJson {
                solver: g.other.name(),
                against: g.base.name(),
                puzzles: g.puzzles,
                fewer_tries: g.fewer_tries.map(round3),
                faster: round3(g.faster),
                text: g.words(Lang::En),
            })
            .collect(),
        speed_per_puzzle: c.speed_spread().map(|s| SpreadJson {
            min: round3(s.min),
            max: round3(s.max),
            geometric_mean: round3(s.geometric_mean),
        }),
        puzzles: c.puzzles.iter().map(|p| PuzzleJson::new(c, p)).collect(),
        skipped: c
            .skipped
            .iter()
            .map(|s| SkippedJson {
                source: &s.source,
                line: s.line,
                error: &s.error,
            })
            .collect(),
        run: RunJson::new(c, info),
        shards: info
            .shards
            .iter()
            .map(|n| ShardJson {
                shard: n.shard.to_string(),
                host: &n.machine.host,
                cpu: &n.machine.cpu,
                cores: n.machine.cores,
                os: &n.machine.os,
                arch: &n.machine.arch,
                puzzles: n.puzzles,
                solving_ns: nanos(n.solving),
                wall_ns: nanos(n.wall),
                counted: n.counted,
                times: n
                    .times
                    .iter()
                    .map(|(solver, time)| ShardTimeJson {
                        solver: solver.name(),
                        time_ns: nanos(*time),
                    })
                    .collect(),
            })
            .collect(),
    }
}

impl CountsJson {
    fn new(c: &Comparison) -> CountsJson {
        CountsJson {
            puzzles: c.puzzles.len(),
            counted: c.counted().count(),
            limit: c.limited().count(),
            unsolvable: c
                .puzzles
                .iter()
                .filter(|p| p.outcome() == Outcome::Unsolvable)
                .count(),
            skipped: c.skipped.len(),
        }
    }
}

impl<'a> PuzzleJson<'a> {
    fn new(c: &Comparison, p: &'a PuzzleResult) -> PuzzleJson<'a> {
        PuzzleJson {
            number: p.number,
            source: &p.puzzle.source,
            line: p.puzzle.line,
            name: p.puzzle.name.as_deref(),
            puzzle: p.puzzle.grid.to_line(),
            result: p.outcome().name(),
            counted: p.counted(),
            note: note(c, p, Lang::En),
            ratio: c.puzzle_ratio(p).map(|r| RatioJson::new(r, 1)),
            results: p
                .variants
                .iter()
                .map(|v| ResultJson {
                    search: search_json(&p.puzzle, v),
                    censored: v.outcome == Outcome::Limit,
                    censored_by: Some(super::censor_name(c, v)).filter(|n| !n.is_empty()),
                    time: v.timing.as_ref().map(TimeJson::new),
                })
                .collect(),
        }
    }
}

impl RunJson {
    fn new(c: &Comparison, info: &RunInfo) -> RunJson {
        let (overhead, fraction) = overhead(c, info.wall);
        let costs = &c.costs;
        RunJson {
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
        }
    }
}

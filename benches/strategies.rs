//! The strategies against each other, and tracing them: for every strategy reports show
//! by default, on the first puzzles of ../shared/puzzles/forum_hardest_1905_11plus.txt,
//! puzzles a second untraced (the search's own clock, as `compare` and tdoku's
//! benchmark measure), guesses a puzzle, and the time and bytes of recording each search
//! as a binary trace against the untraced time; and on the named brute-force puzzle and
//! the LeetCode 37 example, each strategy's counts and time (the README's table).
//!
//! Run with `cargo bench --bench strategies [-- COUNT]` (COUNT puzzles, default 1000);
//! the figures are recorded in docs/PERFORMANCE.md. scripts/tdoku-reference.sh runs
//! tdoku's own benchmark beside it on the same puzzles.

use std::path::PathBuf;
use std::time::Duration;

use sudotrace_core::puzzle::grid::Grid;
use sudotrace_core::puzzle::parse::parse_puzzle_text;
use sudotrace_core::search::{NullSink, Search, Strategy};
use sudotrace_core::trace::{BinaryWriter, Header};

/// Rounds of the whole sample; the median round is reported.
const ROUNDS: usize = 5;

/// The first row of named_puzzles.tsv: 622,577,597 tries row by row.
const BRUTE_FORCE: &str =
    "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9";

fn main() {
    let count = std::env::args()
        .skip(1)
        .find_map(|arg| arg.parse::<usize>().ok())
        .unwrap_or(1000);
    println!("cpu: {}", cpu_model());
    table_of_the_readme();
    let Some(puzzles) = shared_puzzles("forum_hardest_1905_11plus.txt", count) else {
        eprintln!(
            "../shared/puzzles/forum_hardest_1905_11plus.txt not found: nothing more to measure"
        );
        return;
    };
    println!(
        "\nforum_hardest_1905_11plus.txt, first {} puzzles; median of {ROUNDS} rounds",
        puzzles.len()
    );
    println!(
        "{:<20} {:>12} {:>12} {:>10} {:>10} {:>14} {:>12} {:>14}",
        "strategy",
        "puzzles/s",
        "µs/puzzle",
        "guesses",
        "no guess",
        "recorded/un",
        "bytes/event",
        "past header+end"
    );
    for strategy in Strategy::ALL.into_iter().skip(2) {
        let (mut guesses, mut without, mut events, mut bytes, mut fixed) = (0, 0, 0, 0, 0);
        for puzzle in &puzzles {
            let run = Search::new(strategy).run(puzzle, &mut NullSink);
            guesses += run.end.stats.guesses;
            without += (run.end.stats.guesses == 0) as usize;
            events += run.end.stats.events;
            bytes += record(puzzle, strategy).1;
            fixed += header_and_end(puzzle, strategy, &run.end);
        }
        // Each puzzle untraced then recorded, in turn, so that both see the machine
        // alike; a round's ratio is its two sums'.
        let rounds: Vec<(Duration, f64)> = (0..ROUNDS)
            .map(|_| {
                let (mut untraced, mut recorded) = (Duration::ZERO, Duration::ZERO);
                for puzzle in &puzzles {
                    untraced += Search::new(strategy).run(puzzle, &mut NullSink).elapsed;
                    recorded += record(puzzle, strategy).0;
                }
                (untraced, recorded.as_secs_f64() / untraced.as_secs_f64())
            })
            .collect();
        let mut ratios: Vec<f64> = rounds.iter().map(|r| r.1).collect();
        ratios.sort_by(f64::total_cmp);
        let mut times: Vec<Duration> = rounds.iter().map(|r| r.0).collect();
        times.sort();
        let untraced = times[ROUNDS / 2];
        let n = puzzles.len() as f64;
        println!(
            "{:<20} {:>12.0} {:>12.1} {:>10.1} {:>9.1}% {:>13.2}x {:>12.5} {:>14.5}",
            strategy.name(),
            n / untraced.as_secs_f64(),
            untraced.as_secs_f64() * 1e6 / n,
            guesses as f64 / n,
            without as f64 * 100.0 / n,
            ratios[ROUNDS / 2],
            bytes as f64 / events as f64,
            (bytes - fixed) as f64 / events as f64,
        );
    }
    long_traces();
}

/// Recording the longest searches, where the trace's header and end record no longer
/// count: the named brute-force puzzle under each strategy, and the row-by-row search's
/// first million events of it.
fn long_traces() {
    let puzzle = parse_puzzle_text(BRUTE_FORCE).expect("parses");
    println!(
        "
named brute-force puzzle, recorded as a binary trace (median of {ROUNDS})"
    );
    println!(
        "{:<20} {:>12} {:>12} {:>14} {:>12}",
        "strategy", "events", "bytes", "recorded/un", "bytes/event"
    );
    for strategy in Strategy::ALL {
        let limit = strategy.is_plain_rows().then_some(20_000_000);
        let mut ratios: Vec<f64> = Vec::new();
        let (mut events, mut bytes) = (0, 0);
        for _ in 0..ROUNDS {
            let untraced = Search::new(strategy)
                .max_events(limit)
                .run(&puzzle, &mut NullSink);
            let header = Header::new(puzzle, strategy.name(), limit);
            let mut writer = BinaryWriter::new(Vec::new(), &header);
            let run = Search::new(strategy)
                .max_events(limit)
                .run(&puzzle, &mut writer);
            bytes = writer.finish(&run.end).expect("in memory").len() as u64;
            events = run.end.stats.events;
            ratios.push(run.elapsed.as_secs_f64() / untraced.elapsed.as_secs_f64());
        }
        ratios.sort_by(f64::total_cmp);
        println!(
            "{:<20} {:>12} {:>12} {:>13.2}x {:>12.6}",
            strategy.name(),
            thousands(events),
            thousands(bytes),
            ratios[ROUNDS / 2],
            bytes as f64 / events as f64
        );
    }
}

/// The named brute-force puzzle and the LeetCode 37 example under every strategy.
fn table_of_the_readme() {
    println!("\n| puzzle | strategy | tries | guesses | forced | dead ends | time |");
    println!("|---|---|--:|--:|--:|--:|--:|");
    for (name, text) in [
        ("LeetCode 37", sudotrace_core::LEETCODE_37),
        ("named brute force", BRUTE_FORCE),
    ] {
        let puzzle = parse_puzzle_text(text).expect("parses");
        for strategy in Strategy::ALL {
            let runs = if strategy.is_plain_rows() && name != "LeetCode 37" {
                3
            } else {
                21
            };
            let mut times: Vec<Duration> = Vec::new();
            let mut stats = None;
            for _ in 0..runs {
                let run = Search::new(strategy).run(&puzzle, &mut NullSink);
                times.push(run.elapsed);
                stats = Some(run.end.stats);
            }
            times.sort();
            let s = stats.expect("a run");
            let dash = |n: u64| match strategy.is_plain_rows() {
                true => "–".to_string(),
                false => thousands(n),
            };
            println!(
                "| {name} | {} | {} | {} | {} | {} | {:?} |",
                strategy.name(),
                thousands(s.tries),
                dash(s.guesses),
                dash(s.forced),
                dash(s.dead_ends),
                times[runs / 2]
            );
        }
    }
}

/// Record the search of `puzzle` as a binary trace in memory: its time and size.
fn record(puzzle: &Grid, strategy: Strategy) -> (Duration, u64) {
    let header = Header::new(*puzzle, strategy.name(), None);
    let mut writer = BinaryWriter::new(Vec::with_capacity(1 << 12), &header);
    let run = Search::new(strategy).run(puzzle, &mut writer);
    let bytes = writer.finish(&run.end).expect("written to memory").len() as u64;
    (run.elapsed, bytes)
}

/// The bytes of a binary trace with `end` and no event: its header and end record,
/// which every trace of the puzzle pays whatever the length of its search.
fn header_and_end(
    puzzle: &Grid,
    strategy: Strategy,
    end: &sudotrace_core::events::event::End,
) -> u64 {
    let header = Header::new(*puzzle, strategy.name(), None);
    let writer = BinaryWriter::new(Vec::new(), &header);
    writer.finish(end).expect("in memory").len() as u64
}

fn shared_puzzles(name: &str, count: usize) -> Option<Vec<Grid>> {
    let manifest = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(manifest.join("../shared/puzzles").join(name)).ok()?;
    Some(
        text.lines()
            .filter_map(|line| parse_puzzle_text(line.trim()).ok())
            .take(count)
            .collect(),
    )
}

fn thousands(n: u64) -> String {
    sudotrace_core::numbers::thousands(n)
}

fn cpu_model() -> String {
    std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|info| {
            let line = info.lines().find(|l| l.starts_with("model name"))?;
            Some(line.split(':').nth(1)?.trim().to_string())
        })
        .unwrap_or_else(|| "unknown".to_string())
}

//! Benchmark of `sudotrace render` (not a timed test): run with
//! `cargo bench --bench render`.
//!
//! 1. Every event of the LeetCode 37 example trace (naive check, 79,461 events) drawn
//!    as a frame of its own at the default size, end to end (reading, replaying,
//!    drawing, encoding the GIF): frames a second (median of 5 runs) and bytes a frame.
//! 2. A 600-frame GIF of a 10-million-event trace (the first puzzle of
//!    shared/puzzles/named_puzzles.tsv, stopped at 10,000,000 events), told as a story
//!    (the default) and as an even time-lapse: wall time and the peak memory of the
//!    process (VmHWM), which holds the trace writer's and the renderer's buffers only.
//!
//! 3. `--max-bytes`: the LeetCode 37 GIF of 600 frames (a story) kept under budgets that
//!    it fits and that it does not, and the 10-million-event trace's under one it does
//!    not: wall time (median of 3) against the same render without a budget, and the
//!    renders each took to find the frames kept.
//!
//! `SUDOTRACE_BENCH_QUICK=1` skips the 10-million-event trace.

use std::path::{Path, PathBuf};
use std::time::Instant;

use sudotrace_core::puzzle::parse::{Entry, parse_puzzle_text};
use sudotrace_core::search::Strategy;
use sudotrace_frames::{self as render, Choice, Pacing, RenderOptions, Target};

fn write_trace(puzzle: &str, max_events: Option<u64>, path: &Path) -> u64 {
    use sudotrace_core::output::OutputFile;
    use sudotrace_core::search::Search;
    use sudotrace_core::trace::{Header, JsonlWriter};
    let grid = parse_puzzle_text(puzzle).expect("a valid puzzle");
    let entry = Entry {
        line: 1,
        name: None,
        grid,
    };
    let header = Header::new(entry.grid, Strategy::NAIVE.name(), max_events);
    let file = OutputFile::create(path, false).expect("create the trace");
    let mut writer = JsonlWriter::new(file, &header);
    let run = Search::new(Strategy::NAIVE)
        .max_events(max_events)
        .run(&entry.grid, &mut writer);
    writer
        .finish(&run.end)
        .and_then(OutputFile::commit)
        .expect("write the trace");
    run.end.stats.events
}

fn peak_memory_kb() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

fn first_named_puzzle() -> Option<String> {
    let manifest = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    for root in [
        manifest.join("../shared"),
        manifest.join("shared"),
        PathBuf::from("/work/shared"),
    ] {
        let path = root.join("puzzles/named_puzzles.tsv");
        if let Ok(text) = std::fs::read_to_string(&path) {
            return text
                .lines()
                .nth(1)
                .and_then(|line| line.split('\t').nth(1))
                .map(str::to_string);
        }
    }
    None
}

fn main() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let trace = dir.path().join("leetcode37.jsonl");
    let events = write_trace(sudotrace_core::LEETCODE_37, None, &trace);
    let out = dir.path().join("all.gif");
    let options = RenderOptions {
        choice: Choice::default(),
        ..RenderOptions::default()
    };
    let mut times = Vec::new();
    let mut report = None;
    for _ in 0..5 {
        let started = Instant::now();
        let r = render::render(
            render::Traced::open(&trace).expect("the trace opens"),
            &Target::Gif(out.clone()),
            &options,
            &mut render::NoProgress,
        )
        .expect("render");
        times.push(started.elapsed().as_secs_f64());
        report = Some(r);
    }
    times.sort_by(f64::total_cmp);
    let report = report.expect("five runs");
    let median = times[2];
    println!(
        "every event as a frame: {events} events, {} frames of {} x {}, median {:.2} s of 5 runs ({:.2} to {:.2}): {:.0} frames/s, {} bytes, {:.0} bytes/frame",
        report.frames,
        report.width,
        report.height,
        median,
        times[0],
        times[4],
        report.frames as f64 / median,
        report.bytes,
        report.bytes as f64 / report.frames as f64
    );

    budgets(
        &trace,
        &dir.path().join("budget.gif"),
        &[2_000_000, 500_000, 150_000],
    );

    if std::env::var_os("SUDOTRACE_BENCH_QUICK").is_some() {
        return;
    }
    let Some(puzzle) = first_named_puzzle() else {
        println!("skipped the 10-million-event trace: shared/puzzles/named_puzzles.tsv not found");
        return;
    };
    let big = dir.path().join("big.jsonl");
    let started = Instant::now();
    let big_events = write_trace(&puzzle, Some(10_000_000), &big);
    let written = started.elapsed().as_secs_f64();
    let size = std::fs::metadata(&big).map(|m| m.len()).unwrap_or(0);
    let before = peak_memory_kb();
    for pacing in [Pacing::Story, Pacing::Even] {
        let started = Instant::now();
        let options = RenderOptions {
            choice: Choice {
                max_frames: Some(600),
                pacing,
                ..Choice::default()
            },
            ..RenderOptions::default()
        };
        let report = render::render(
            render::Traced::open(&big).expect("the trace opens"),
            &Target::Gif(dir.path().join("big.gif")),
            &options,
            &mut render::NoProgress,
        )
        .expect("render the big trace");
        let wall = started.elapsed().as_secs_f64();
        println!(
            "600 frames ({pacing:?}) from {big_events} events ({size} bytes of trace, written in {written:.1} s): {} frames, {} bytes, {wall:.2} s; peak memory (VmHWM) {} kB before rendering, {} kB after",
            report.frames,
            report.bytes,
            before.map_or("?".into(), |k| k.to_string()),
            peak_memory_kb().map_or("?".into(), |k| k.to_string()),
        );
    }
    budgets(&big, &dir.path().join("big-budget.gif"), &[1_000_000]);
}

/// The median of 3 timed renders of `trace` to `gif` under `options`, and the last
/// report.
fn timed(trace: &Path, gif: &Path, options: &RenderOptions) -> (f64, render::Report) {
    let mut times = Vec::new();
    let mut report = None;
    for _ in 0..3 {
        let started = Instant::now();
        let target = Target::Gif(gif.to_path_buf());
        let r = render::render(
            render::Traced::open(trace).expect("the trace opens"),
            &target,
            options,
            &mut render::NoProgress,
        )
        .expect("render");
        times.push(started.elapsed().as_secs_f64());
        report = Some(r);
    }
    times.sort_by(f64::total_cmp);
    (times[1], report.expect("three runs"))
}

/// The GIF of `trace` (600 frames, a story) without a budget and under each of
/// `budgets` bytes: wall time, and what the budget chose.
fn budgets(trace: &Path, gif: &Path, budgets: &[u64]) {
    let options = RenderOptions::default();
    let (plain, report) = timed(trace, gif, &options);
    println!(
        "no budget: {plain:.2} s (median of 3), {} event frames, {} bytes",
        report.event_frames, report.bytes
    );
    for &max_bytes in budgets {
        let options = RenderOptions {
            max_bytes: Some(max_bytes),
            ..RenderOptions::default()
        };
        let (wall, report) = timed(trace, gif, &options);
        let renders = report.budget.as_ref().map_or(0, |budget| budget.renders);
        println!(
            "--max-bytes {max_bytes}: {wall:.2} s (median of 3, {:.1}x the render without), {renders} renders, {} event frames, {} bytes",
            wall / plain,
            report.event_frames,
            report.bytes
        );
    }
}

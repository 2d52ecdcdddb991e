//! Play's targets (docs/PERFORMANCE.md, "Play"): the page `sudotrace play` writes with
//! its default bank of 50 puzzles, gzipped (target: at most 80 KB); and in headless
//! Chromium, a hint (target: within 16 ms) at every position of a game solved hint by hint,
//! and a run of the LeetCode 37 search (79,461 events) in the page's worker, from the
//! click on Run to the first frame of its trace (target: within 1 s); and a runaway edit
//! (a loop that writes events without end) run from Play's editor, as a learner clicks
//! Run your code, to the page's event limit: the longest task of the page's main thread
//! meanwhile (target: under 100 ms) and its JS heap at most (target: under 300 MB).
//!
//! Run with `cargo bench --bench play`. The browser figures need Debian's chromium and
//! tests/browser's playwright-core (`npm ci --prefix tests/browser`).

use std::io::Write;
use std::path::Path;
use std::process::Command;

use serde_json::Value;
use sudotrace_compare::System;

/// Runs of the LeetCode search; medians are reported.
const ROUNDS: usize = 7;

fn sudotrace(args: &[&str]) {
    let output = Command::new(env!("CARGO_BIN_EXE_sudotrace"))
        .args(args)
        .output()
        .expect("the sudotrace binary runs");
    assert!(
        output.status.success(),
        "sudotrace {args:?}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
}

fn median(mut values: Vec<f64>) -> f64 {
    values.sort_by(f64::total_cmp);
    values[values.len() / 2]
}

fn main() {
    let system = System::detect();
    println!("cpu: {}, {} cores", system.cpu, system.cores);
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("play-bench");
    std::fs::create_dir_all(&dir).unwrap();
    let path = |name: &str| dir.join(name).to_string_lossy().into_owned();

    sudotrace(&["play", "-o", &path("play.html")]);
    let bytes = std::fs::read(path("play.html")).unwrap();
    let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
    gz.write_all(&bytes).unwrap();
    println!(
        "`sudotrace play` (50 puzzles): {} bytes, {} bytes gzipped (target: at most 80 KB)",
        bytes.len(),
        gz.finish().unwrap().len()
    );

    sudotrace(&["solve", "leetcode37", "--trace", &path("leetcode.jsonl")]);
    sudotrace(&[
        "html",
        &path("leetcode.jsonl"),
        "-o",
        &path("leetcode.html"),
    ]);
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/browser/bench-play.mjs");
    let output = Command::new("node")
        .arg(&script)
        .arg(path("leetcode.html"))
        .arg(ROUNDS.to_string())
        .output();
    let output = match output {
        Ok(output) if output.status.success() => output,
        Ok(output) => {
            println!(
                "the browser figures need chromium and playwright-core: {}",
                String::from_utf8_lossy(&output.stderr)
            );
            return;
        }
        Err(err) => {
            println!("the browser figures need node: {err}");
            return;
        }
    };
    let report: Value = serde_json::from_slice(&output.stdout).unwrap();
    let hints: Vec<f64> = report["hints"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(Value::as_f64)
        .collect();
    let slowest = hints.iter().copied().fold(0.0, f64::max);
    println!(
        "a hint, at each of {} positions of LeetCode 37 solved by hints: median {:.3} ms, slowest {:.3} ms (target: within 16 ms)",
        hints.len(),
        median(hints.clone()),
        slowest
    );
    runaway(&path("leetcode.html"));
    let runs = report["runs"].as_array().unwrap();
    let field = |name: &str| median(runs.iter().filter_map(|run| run[name].as_f64()).collect());
    println!(
        "the LeetCode 37 search (naive, 79,461 events) run in the page's worker: median {:.0} ms; from the click on Run to its trace's first frame: median {:.0} ms of {} rounds (target: within 1 s)",
        field("run"),
        field("total"),
        runs.len()
    );
}

/// Runs of the runaway edit; medians are reported.
const RUNAWAY_ROUNDS: usize = 5;

/// The runaway edit of the naive listing run from Play's editor to the page's event limit
/// (tests/browser/drive.mjs's watchRun), RUNAWAY_ROUNDS times: medians of the longest
/// task, the JS heap at most and when the run's data is handed over, and the time from
/// the click to the page open on the run.
fn runaway(page: &str) {
    let listing = Command::new(env!("CARGO_BIN_EXE_sudotrace"))
        .args(["listing", "--language", "js", "--solver", "naive"])
        .output()
        .expect("the sudotrace binary runs");
    let source = String::from_utf8(listing.stdout)
        .unwrap()
        .replace(
            "if (events + (ev === \"try\" ? 2 : 1) > maxEvents) throw new Limit();",
            "",
        )
        .replace(
            "function solve() {\n",
            "function solve() {\n  for (;;) emit(\"try\", 0, 2, 1);\n",
        );
    let plan = serde_json::json!({ "viewport": [1280, 900], "hash": "#mode=play", "steps": [
        { "click": "#play-edit" },
        { "fill": ["#play-source", source] },
        { "watchRun": "#play-run-code", "seconds": 300 },
    ] });
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/browser/drive.mjs");
    let mut runs = Vec::new();
    for _ in 0..RUNAWAY_ROUNDS {
        let output = Command::new("node")
            .arg(&script)
            .arg(page)
            .arg(plan.to_string())
            .output()
            .expect("node runs");
        assert!(
            output.status.success(),
            "{}",
            String::from_utf8_lossy(&output.stderr)
        );
        let report: Value = serde_json::from_slice(&output.stdout).unwrap();
        let run = report["observations"][2]["step"]["run"].clone();
        assert_eq!(run["opened"], true, "the page opened on the run: {run}");
        runs.push(run);
    }
    let field = |name: &str| median(runs.iter().filter_map(|run| run[name].as_f64()).collect());
    let mb = |bytes: f64| bytes / (1024.0 * 1024.0);
    println!(
        "a runaway edit run from Play's editor to the page's limit (2,000,000 events), median of {} rounds: longest main-thread task {:.0} ms (target: under 100 ms; 0: none over 50 ms), JS heap at most {:.0} MB and {:.0} MB at the limit, as the run's data is handed over (target: under 300 MB), {:.1} s from the click to the page open on the run",
        runs.len(),
        field("longestTask"),
        mb(field("heapMost")),
        mb(field("heapAtEnd")),
        field("ms") / 1000.0
    );
    let opening = |name: &str| {
        median(
            runs.iter()
                .filter_map(|run| run["opening"][name].as_f64())
                .collect(),
        )
    };
    println!(
        "the page opened again on the run's 2,000,000 events, median of {} rounds: ready {:.0} ms after its navigation, longest main-thread task meanwhile {:.0} ms (target: under 100 ms; 0: none over 50 ms)",
        runs.len(),
        opening("readyMs"),
        opening("longestTask")
    );
}

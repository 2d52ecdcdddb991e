//! Play's targets (docs/PERFORMANCE.md, "Play"): the page `sudotrace play` writes with
//! its default bank of 50 puzzles, gzipped (target: at most 80 KB); and in headless
//! Chromium, a hint (target: within 16 ms) at every position of a game solved hint by hint,
//! and a run of the LeetCode 37 search (79,461 events) in the page's worker, from the
//! click on Run to the first frame of its trace (target: within 1 s).
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
    let runs = report["runs"].as_array().unwrap();
    let field = |name: &str| median(runs.iter().filter_map(|run| run[name].as_f64()).collect());
    println!(
        "the LeetCode 37 search (naive, 79,461 events) run in the page's worker: median {:.0} ms; from the click on Run to its trace's first frame: median {:.0} ms of {} rounds (target: within 1 s)",
        field("run"),
        field("total"),
        runs.len()
    );
}

//! Generator throughput: unique puzzles per second on one core with default settings
//! (minimal puzzles, no level), for each level asked with `--difficulty`, and for a
//! batch made with rayon on every core. Figures are medians of several runs and are
//! recorded in docs/PERFORMANCE.md.
//!
//! Run with `cargo bench --bench generate`; `-- --quick` makes fewer puzzles a run.

use std::time::{Duration, Instant};

use sudotrace_learn::generate::{GenerateOptions, Level, generate, generate_batch};

const SEED: u64 = 20_240_601;

/// Puzzles per second of `runs` runs of `make(first_index, count)`, median first, then
/// the slowest and fastest.
fn measure(runs: usize, count: u64, mut make: impl FnMut(u64, u64)) -> (f64, f64, f64) {
    let mut rates: Vec<f64> = (0..runs as u64)
        .map(|run| {
            let started = Instant::now();
            // Each run makes different puzzles: a run is a slice of one long seed's output.
            make(run * count, count);
            count as f64 / started.elapsed().max(Duration::from_nanos(1)).as_secs_f64()
        })
        .collect();
    rates.sort_by(f64::total_cmp);
    (rates[runs / 2], rates[0], rates[runs - 1])
}

fn report(name: &str, count: u64, runs: usize, (median, low, high): (f64, f64, f64)) {
    println!(
        "{name:<34} {median:>9.0} puzzles/s   (median of {runs} runs of {count}; range {low:.0} to {high:.0})"
    );
}

fn one_core(options: &GenerateOptions, first: u64, count: u64) {
    for index in first..first + count {
        let made = generate(SEED, index, options).expect("a puzzle");
        std::hint::black_box(made);
    }
}

fn main() {
    let quick = std::env::args().any(|arg| arg == "--quick");
    let scale = if quick { 1 } else { 4 };
    let runs = 5;
    println!("sudotrace generate: unique puzzles per second, seed {SEED}");
    let default = GenerateOptions::default();
    let count = 500 * scale;
    report(
        "default (minimal), 1 core",
        count,
        runs,
        measure(runs, count, |first, n| one_core(&default, first, n)),
    );
    let symmetric = GenerateOptions {
        symmetric: true,
        ..GenerateOptions::default()
    };
    report(
        "--symmetric, 1 core",
        count,
        runs,
        measure(runs, count, |first, n| one_core(&symmetric, first, n)),
    );
    for level in Level::ALL {
        let options = GenerateOptions {
            level: Some(level),
            ..GenerateOptions::default()
        };
        let count = 50 * scale;
        report(
            &format!("--difficulty {level}, 1 core"),
            count,
            runs,
            measure(runs, count, |first, n| one_core(&options, first, n)),
        );
    }
    let threads = rayon::current_num_threads();
    let count = 1000 * scale;
    report(
        &format!("default, batch on {threads} threads"),
        count,
        runs,
        measure(runs, count, |first, n| {
            let made = generate_batch(SEED, first..first + n, &default);
            assert!(made.iter().all(Result::is_ok));
            std::hint::black_box(made);
        }),
    );
    let expert = GenerateOptions {
        level: Some(Level::Expert),
        ..GenerateOptions::default()
    };
    let count = 100 * scale;
    report(
        &format!("--difficulty expert, {threads} threads"),
        count,
        runs,
        measure(runs, count, |first, n| {
            let made = generate_batch(SEED, first..first + n, &expert);
            std::hint::black_box(made);
        }),
    );
}

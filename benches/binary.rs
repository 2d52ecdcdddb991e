//! Billion-event traces in the binary format, for the named brute-force puzzle (the
//! first row of ../shared/puzzles/named_puzzles.tsv) with the tables check: recording
//! against the same search untraced, reading back as `stats` does, rendering 600 frames
//! of the whole trace (of every kind, and of backtracks only), jumping to events as `show --at N` does (with the
//! call stack and the listing's line, and without), and the peak memory of
//! each. Run with `cargo bench --bench binary`; the figures are recorded in
//! docs/PERFORMANCE.md.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use sudotrace_core::events::event::{EventKind, Outcome};
use sudotrace_core::output::OutputFile;
use sudotrace_core::puzzle::parse::parse_puzzle_text;
use sudotrace_core::search::listing::{Language, Listing};
use sudotrace_core::search::{NullSink, Search, Strategy};
use sudotrace_core::trace::{self, BinaryWriter, Header};
use sudotrace_core::views::stack;
use sudotrace_core::views::view::View;
use sudotrace_frames::{self as render, Choice, Pacing, RenderOptions, Target};

const RUNS: usize = 3;

fn main() {
    let Some(puzzle) = first_named_puzzle() else {
        eprintln!("../shared/puzzles/named_puzzles.tsv not found: nothing to measure");
        return;
    };
    let puzzle = parse_puzzle_text(&puzzle).expect("the named puzzle parses");
    let dir = tempfile::tempdir_in(env!("CARGO_TARGET_TMPDIR")).expect("a temporary folder");
    let path = dir.path().join("named.sdt");

    reset_peak();
    let untraced = median(RUNS, || {
        let started = Instant::now();
        Search::new(Strategy::TABLES).run(&puzzle, &mut NullSink);
        started.elapsed()
    });
    let recorded = median(RUNS, || {
        let started = Instant::now();
        record(&puzzle, &path);
        started.elapsed()
    });
    let record_peak = peak_mb();
    let size = std::fs::metadata(&path).expect("the trace").len();

    reset_peak();
    let mut events = 0;
    let read = median(RUNS, || {
        let started = Instant::now();
        let mut reader = trace::Cursor::open(&path).expect("opens");
        reader.read_to_end().expect("reads");
        events = reader.position();
        started.elapsed()
    });
    let read_peak = peak_mb();
    println!(
        "named puzzle, tables: {events} events, binary trace {size} bytes ({:.4} bytes an event)",
        size as f64 / events as f64
    );
    println!(
        "record: untraced median {untraced:?}, recorded median {recorded:?} of {RUNS}: {:.2}x untraced; peak memory {record_peak:.1} MB",
        recorded.as_secs_f64() / untraced.as_secs_f64()
    );
    println!(
        "stats (read back): median {read:?} of {RUNS}, {:.0} M events/s; peak memory {read_peak:.1} MB",
        events as f64 / read.as_secs_f64() / 1e6
    );

    reset_peak();
    // `show --at N` as it was (open, seek, the view of the position) and as it is (the
    // call stack and the listing's line too), 200 N spread over the trace, in turns.
    let jumps = 200u64;
    let targets: Vec<u64> = (0..jumps)
        .map(|i| (i * 7919 % jumps) * (events / jumps) + i)
        .collect();
    let listing = Listing::of(Strategy::TABLES, Language::Pseudocode);
    let (mut bare, mut with_stack) = (Vec::new(), Vec::new());
    for _ in 0..RUNS {
        for &target in &targets {
            for stacked in [false, true] {
                let started = Instant::now();
                let mut fresh = trace::Cursor::open(&path).expect("opens");
                fresh.seek(target).expect("seeks");
                let event = fresh.event();
                let view = View::new(
                    fresh.replay(),
                    fresh.stats(),
                    event.map(|e| (target as usize, e)),
                    fresh.order(),
                    sudotrace_core::lang::Lang::En,
                );
                std::hint::black_box(&view);
                if stacked {
                    let placements = stack::stack(fresh.replay(), false);
                    let line = event.map(|e| listing.line_of(&e));
                    std::hint::black_box((placements, line));
                }
                let took = started.elapsed();
                match stacked {
                    false => bare.push(took),
                    true => with_stack.push(took),
                }
            }
        }
    }
    bare.sort();
    with_stack.sort();
    let middle = |times: &[Duration]| times[times.len() / 2];
    println!(
        "show --at N: {} jumps (open + seek + view), median {:?}, slowest {:?}; with the stack and the line, median {:?}, slowest {:?}: {:.3}x; peak memory {:.1} MB",
        bare.len(),
        middle(&bare),
        bare[bare.len() - 1],
        middle(&with_stack),
        with_stack[with_stack.len() - 1],
        middle(&with_stack).as_secs_f64() / middle(&bare).as_secs_f64(),
        peak_mb()
    );
    if std::env::args().any(|arg| arg == "--show-only") {
        return;
    }

    let gif = dir.path().join("named.gif");
    for pacing in [Pacing::Story, Pacing::Even] {
        reset_peak();
        let options = RenderOptions {
            choice: Choice {
                max_frames: Some(600),
                pacing,
                ..Choice::default()
            },
            ..RenderOptions::default()
        };
        let started = Instant::now();
        let report = render::render(
            render::Traced::open(&path).expect("the trace opens"),
            &Target::Gif(gif.clone()),
            &options,
            &mut render::NoProgress,
        )
        .expect("renders");
        let took = started.elapsed();
        println!(
            "render --max-frames 600 --pacing {pacing:?} of the whole trace: {took:?}, {} frames, {} bytes; peak memory {:.1} MB",
            report.frames,
            std::fs::metadata(&gif).map_or(0, |m| m.len()),
            peak_mb()
        );
    }

    reset_peak();
    let options = RenderOptions {
        choice: Choice {
            only: vec![EventKind::Backtrack],
            max_frames: Some(600),
            ..Choice::default()
        },
        ..RenderOptions::default()
    };
    let took = median(RUNS, || {
        let started = Instant::now();
        render::render(
            render::Traced::open(&path).expect("the trace opens"),
            &Target::Gif(gif.clone()),
            &options,
            &mut render::NoProgress,
        )
        .expect("renders");
        started.elapsed()
    });
    println!(
        "render --only backtrack --max-frames 600 of the whole trace: {took:?} (median of {RUNS}); peak memory {:.1} MB",
        peak_mb()
    );
}

/// Record the whole search into `path` as `solve --trace named.sdt` does.
fn record(puzzle: &sudotrace_core::puzzle::grid::Grid, path: &Path) {
    let header = Header::new(*puzzle, Strategy::TABLES.name(), None);
    let file = OutputFile::create(path, false).expect("create the trace");
    let mut writer = BinaryWriter::new(file, &header);
    let run = Search::new(Strategy::TABLES).run(puzzle, &mut writer);
    assert_eq!(run.end.outcome, Outcome::Solved);
    writer
        .finish(&run.end)
        .and_then(OutputFile::commit)
        .expect("write the trace");
}

fn median(runs: usize, mut run: impl FnMut() -> Duration) -> Duration {
    let mut times: Vec<Duration> = (0..runs).map(|_| run()).collect();
    times.sort();
    times[runs / 2]
}

/// Forget the peak resident memory so far (Linux: `clear_refs` 5).
fn reset_peak() {
    let _ = std::fs::write("/proc/self/clear_refs", "5");
}

fn peak_mb() -> f64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|status| {
            let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
            line.split_whitespace().nth(1)?.parse::<f64>().ok()
        })
        .map_or(f64::NAN, |kb| kb / 1e3)
}

fn first_named_puzzle() -> Option<String> {
    let manifest = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    [
        manifest.join("../shared"),
        manifest.join("shared"),
        PathBuf::from("/work/shared"),
    ]
    .iter()
    .find_map(|root| std::fs::read_to_string(root.join("puzzles/named_puzzles.tsv")).ok())
    .and_then(|text| {
        let line = text.lines().nth(1)?;
        line.split('\t').nth(1).map(str::to_string)
    })
}

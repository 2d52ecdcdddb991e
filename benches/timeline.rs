//! Moving about a long JSON Lines trace as the stepper does: loading it (every event
//! checked, and the trace indexed in memory), jump time to any event, one step back, and
//! memory against the size of the trace file. Run with `cargo bench --bench timeline`;
//! the figures are recorded in docs/PERFORMANCE.md.

use std::time::{Duration, Instant};

use sudotrace_core::puzzle::parse::parse_puzzle_text;
use sudotrace_core::search::{Search, Strategy};
use sudotrace_core::trace::{Cursor, Header, TraceWriter};

const BRUTE_FORCE: &str =
    "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9";
const EVENTS: u64 = 10_000_000;

fn main() {
    let dir = tempfile::tempdir_in(env!("CARGO_TARGET_TMPDIR")).unwrap();
    let path = dir.path().join("long.jsonl");
    let puzzle = parse_puzzle_text(BRUTE_FORCE).unwrap();
    let header = Header::new(puzzle, "tables", Some(EVENTS));
    let mut writer = TraceWriter::create(&path, &header).unwrap();
    let run = Search::new(Strategy::TABLES)
        .max_events(Some(EVENTS))
        .run(&puzzle, &mut writer);
    writer.finish(&(&run.end).into()).unwrap();
    let file_size = std::fs::metadata(&path).unwrap().len();
    println!(
        "trace: {} events, {:.0} MB",
        run.end.stats.events,
        file_size as f64 / 1e6
    );

    let before = resident_kb();
    let mut loads = Vec::new();
    let mut cursor = None;
    for _ in 0..3 {
        drop(cursor.take());
        let started = Instant::now();
        cursor = Some(Cursor::open(&path).unwrap().indexed().unwrap());
        loads.push(started.elapsed());
    }
    let mut cursor = cursor.unwrap();
    let len = cursor.len().unwrap();
    let held = resident_kb().saturating_sub(before);
    loads.sort();
    let load = loads[1];
    println!(
        "load: median {load:?} of 3, {:.1} M events/s; memory held by the indexed trace {:.0} MB ({:.1}% of the file)",
        len as f64 / load.as_secs_f64() / 1e6,
        held as f64 / 1e3,
        100.0 * held as f64 * 1e3 / file_size as f64
    );

    // Jumps to positions spread over the whole trace, in an order that defeats any
    // benefit from the previous position.
    let mut jumps: Vec<Duration> = (0..1000u64)
        .map(|i| {
            let target = (i * 7_919_993 + 12_345) % (len + 1);
            let started = Instant::now();
            cursor.seek(target).unwrap();
            std::hint::black_box(cursor.replay().board());
            started.elapsed()
        })
        .collect();
    jumps.sort();
    println!(
        "jump to any event: median {:?}, slowest {:?} of 1000 jumps",
        jumps[jumps.len() / 2],
        jumps[jumps.len() - 1]
    );
    let started = Instant::now();
    for n in (0..=len).rev().take(100_000) {
        cursor.seek(n).unwrap();
    }
    println!(
        "step back one event: {:?} each (100,000 steps from the end)",
        started.elapsed() / 100_000
    );
}

/// Resident memory of this process, in kB.
fn resident_kb() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|status| {
            status
                .lines()
                .find(|line| line.starts_with("VmRSS:"))
                .and_then(|line| line.split_whitespace().nth(1))
                .and_then(|kb| kb.parse().ok())
        })
        .unwrap_or(0)
}

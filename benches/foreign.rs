//! Traces of other solvers in the binary format (docs/PERFORMANCE.md, "Other solvers'
//! traces"): searches in another order than the strategy the header names, as a
//! student's solver writes them, against gzip of the same JSON Lines (the target: no
//! more), and how fast the coded records read.
//!
//! Two kinds of foreign search, on each of the puzzles of tests/data/norvig_hardest.txt:
//! the fewest candidates first trying every digit (sudotrace's `mrv+tables` events, no
//! `choose` lines, the header naming `student-mrv`), and the same trying only the digits
//! that fit (no conflicts: every try at a new cell). Run with
//! `cargo bench --bench foreign`.

use std::io::Write;
use std::time::Instant;

use sudotrace_core::events::event::Event;
use sudotrace_core::puzzle::parse::parse_puzzle_text;
use sudotrace_core::search::{Search, Strategy};
use sudotrace_core::trace::{BinaryWriter, Cursor, Header, JsonlWriter, RecordedEnd};

/// Rounds of reading; the median is reported.
const ROUNDS: usize = 5;

fn main() {
    let puzzles = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/norvig_hardest.txt"),
    )
    .expect("tests/data/norvig_hardest.txt");
    for (name, candidates_only) in [("mrv, every digit", false), ("mrv, candidates only", true)] {
        let (mut events, mut jsonl, mut gzip, mut sdt) = (0, 0, 0, 0);
        let mut traces = Vec::new();
        for line in puzzles.lines().filter(|l| !l.trim().is_empty()) {
            let puzzle = parse_puzzle_text(line).expect("a puzzle");
            let search = foreign_search(&puzzle, candidates_only);
            events += search.len() as u64;
            let header = Header {
                format: 1,
                ..Header::new(puzzle, "student-mrv", None)
            };
            let end = RecordedEnd {
                outcome: sudotrace_core::events::event::Outcome::Solved,
                solution: None,
                stats: None,
            };
            let mut text = JsonlWriter::new(Vec::new(), &header);
            let mut binary = BinaryWriter::new(Vec::new(), &header);
            for &event in &search {
                sudotrace_core::search::Sink::event(&mut text, event);
                sudotrace_core::search::Sink::event(&mut binary, event);
            }
            let text = text.finish_recorded(&end).expect("in memory");
            let binary = binary.finish_recorded(&end).expect("in memory");
            let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
            gz.write_all(&text).expect("in memory");
            jsonl += text.len();
            gzip += gz.finish().expect("in memory").len();
            sdt += binary.len();
            traces.push(binary);
        }
        let mut times = Vec::new();
        for _ in 0..ROUNDS {
            let started = Instant::now();
            for bytes in &traces {
                let mut cursor = Cursor::from_bytes(bytes.clone()).expect("a trace");
                cursor.read_to_end().expect("reads");
            }
            times.push(started.elapsed().as_secs_f64());
        }
        times.sort_by(f64::total_cmp);
        println!(
            "{name}: {events} events; JSON Lines {jsonl} bytes, gzip -9 {gzip} ({:.3} bytes an event), binary {sdt} ({:.3} bytes an event, {:.1}% of gzip); read at {:.2} M events/s (median of {ROUNDS})",
            gzip as f64 / events as f64,
            sdt as f64 / events as f64,
            100.0 * sdt as f64 / gzip as f64,
            events as f64 / times[ROUNDS / 2] / 1e6
        );
    }
}

/// sudotrace's `mrv+tables` search of `puzzle` as another solver writes it: no choices;
/// with `candidates_only`, no try that clashes (nor its conflict).
fn foreign_search(
    puzzle: &sudotrace_core::puzzle::grid::Grid,
    candidates_only: bool,
) -> Vec<Event> {
    let mut ours: Vec<Event> = Vec::new();
    Search::new(Strategy::MRV).run(puzzle, &mut ours);
    let mut out = Vec::with_capacity(ours.len());
    let mut events = ours
        .into_iter()
        .filter(|e| !matches!(e, Event::Choose { .. }))
        .peekable();
    while let Some(event) = events.next() {
        if candidates_only
            && matches!(event, Event::Try { .. })
            && matches!(events.peek(), Some(Event::Conflict { .. }))
        {
            events.next();
            continue;
        }
        out.push(event);
    }
    out
}

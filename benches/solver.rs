//! Solver throughput: untraced tries per second for each check (the articles' scan,
//! LeetCode's one loop, the tables), the cost of the sink
//! abstraction against a search with no tracing in it at all, and JSON Lines events
//! written per second. Run with `cargo bench --bench solver`; figures are medians of
//! several runs and are recorded in docs/PERFORMANCE.md.
//!
//! `cargo bench --bench solver -- --quick` skips the 622-million-try puzzle.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use sudotrace_core::output::OutputFile;
use sudotrace_core::puzzle::grid::{CELLS, Grid};
use sudotrace_core::puzzle::parse::parse_puzzle_text;
use sudotrace_core::search::{NullSink, Search, Strategy};
use sudotrace_core::trace::{Header, JsonlWriter};

/// The first row of named_puzzles.tsv, built against this search: 622,577,597 tries.
const BRUTE_FORCE: &str =
    "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9";

struct Case {
    name: &'static str,
    puzzle: Grid,
    untraced_runs: usize,
    traced_runs: usize,
    /// Events written per traced run; the brute-force search is cut off here.
    traced_limit: Option<u64>,
}

fn main() {
    let quick = std::env::args().any(|arg| arg == "--quick");
    let mut cases = vec![Case {
        name: "LeetCode 37 example",
        puzzle: parse_puzzle_text(sudotrace_core::LEETCODE_37).unwrap(),
        untraced_runs: 301,
        traced_runs: 21,
        traced_limit: None,
    }];
    if !quick {
        cases.push(Case {
            name: "named brute-force puzzle",
            puzzle: parse_puzzle_text(BRUTE_FORCE).unwrap(),
            untraced_runs: 5,
            traced_runs: 5,
            traced_limit: Some(20_000_000),
        });
    }
    println!("cpu: {}", cpu_model());
    for case in &cases {
        println!("\n{}", case.name);
        untraced(case);
        traced(case);
    }
}

fn untraced(case: &Case) {
    let mut tries = 0;
    let mut medians = Vec::new();
    for kind in [Strategy::NAIVE, Strategy::ONELOOP, Strategy::TABLES] {
        let (time, run_tries) = median(case.untraced_runs, || {
            let run = Search::new(kind).run(&case.puzzle, &mut NullSink);
            (run.elapsed, run.end.stats.tries)
        });
        tries = run_tries;
        medians.push(time);
        println!(
            "  untraced {:<7} {:>8.1} M tries/s   (median {:?} of {} runs, {} tries)",
            kind.name(),
            rate(tries, time),
            time,
            case.untraced_runs,
            tries
        );
    }
    let (plain, plain_tries) = median(case.untraced_runs, || {
        let started = Instant::now();
        let tries = plain::tables_search(&case.puzzle);
        (started.elapsed(), tries)
    });
    assert_eq!(plain_tries, tries, "the plain search makes the same tries");
    println!(
        "  plain    tables  {:>8.1} M tries/s   (no sink at all; NullSink run takes {:.3}x its time)",
        rate(tries, plain),
        medians[2].as_secs_f64() / plain.as_secs_f64()
    );
    println!(
        "  ratio: tables {:.2}x faster than naive; oneloop takes {:.2}x naive's time",
        medians[0].as_secs_f64() / medians[2].as_secs_f64(),
        medians[1].as_secs_f64() / medians[0].as_secs_f64()
    );
}

/// Where traced runs write: a memory-backed folder measures the writer itself; the
/// disk measures what a user gets, bounded by how fast the disk takes the bytes.
fn trace_folders() -> Vec<(&'static str, tempfile::TempDir)> {
    let mut folders = Vec::new();
    if std::path::Path::new("/dev/shm").is_dir() {
        folders.push(("to tmpfs", tempfile::tempdir_in("/dev/shm").unwrap()));
    }
    folders.push((
        "to disk ",
        tempfile::tempdir_in(env!("CARGO_TARGET_TMPDIR")).unwrap(),
    ));
    folders
}

fn traced(case: &Case) {
    for (label, dir) in trace_folders() {
        traced_into(case, label, &dir.path().join("bench.jsonl"));
    }
}

fn traced_into(case: &Case, label: &str, path: &std::path::Path) {
    let path: PathBuf = path.to_path_buf();
    let header = Header::new(case.puzzle, "tables", case.traced_limit);
    let mut bytes = 0;
    let (time, events) = median(case.traced_runs, || {
        let started = Instant::now();
        let file = OutputFile::create(&path, false).unwrap();
        let mut writer = JsonlWriter::new(file, &header);
        let run = Search::new(Strategy::TABLES)
            .max_events(case.traced_limit)
            .run(&case.puzzle, &mut writer);
        writer.finish(&run.end).unwrap().commit().unwrap();
        let elapsed = started.elapsed();
        bytes = std::fs::metadata(&path).unwrap().len();
        (elapsed, run.end.stats.events)
    });
    println!(
        "  traced   tables  {:>8.1} M events/s  JSON Lines {label} (median {:?} of {} runs, {} events, {:.1} bytes/event)",
        rate(events, time),
        time,
        case.traced_runs,
        events,
        bytes as f64 / events as f64
    );
}

/// Runs `f` `runs` times and gives the median time and the count it returned.
fn median(runs: usize, mut f: impl FnMut() -> (Duration, u64)) -> (Duration, u64) {
    let mut count = 0;
    let mut times: Vec<Duration> = (0..runs)
        .map(|_| {
            let (time, n) = f();
            count = n;
            time
        })
        .collect();
    times.sort();
    (times[runs / 2], count)
}

fn rate(count: u64, time: Duration) -> f64 {
    count as f64 / time.as_secs_f64() / 1e6
}

fn cpu_model() -> String {
    std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|info| {
            info.lines()
                .find(|line| line.starts_with("model name"))
                .and_then(|line| line.split(':').nth(1))
                .map(|name| name.trim().to_string())
        })
        .unwrap_or_else(|| "unknown".into())
        + &format!(
            ", {} cores",
            std::thread::available_parallelism().map_or(1, |n| n.get())
        )
}

/// The tables search written with no sink and no event limit, but the same tables
/// (digits in use and where each sits) and the same counts as the real solver: the
/// baseline the NullSink run is held against.
mod plain {
    use super::{CELLS, Grid};

    pub fn tables_search(puzzle: &Grid) -> u64 {
        let mut used = [0u16; 27];
        let mut holder = [[0u8; 10]; 27];
        let mut board = *puzzle.digits();
        let mut blanks = [[0usize; 4]; CELLS];
        let mut len = 0;
        for (index, &digit) in puzzle.digits().iter().enumerate() {
            let units = [
                index / 9,
                9 + index % 9,
                18 + (index / 27) * 3 + (index % 9) / 3,
            ];
            if digit == 0 {
                blanks[len] = [index, units[0], units[1], units[2]];
                len += 1;
            } else {
                for unit in units {
                    used[unit] |= 1 << digit;
                    holder[unit][digit as usize] = index as u8 + 1;
                }
            }
        }
        let mut placed = [0u32; CELLS];
        let (mut slot, mut last) = (0usize, 0u32);
        let (mut tries, mut places, mut backtracks, mut max_depth) = (0u64, 0u64, 0u64, 0u64);
        let (mut row_conflicts, mut col_conflicts, mut box_conflicts, mut lookups) =
            (0u64, 0u64, 0u64, 0u64);
        'search: while slot < len {
            let [cell, r, c, b] = blanks[slot];
            let row = used[r] as u32;
            let col = used[c] as u32 & !row;
            let bx = used[b] as u32 & !row & !col;
            let taken = row | col | bx;
            let first = last + 1;
            let mut digit = first;
            while digit <= 9 {
                tries += 1;
                if taken & (1 << digit) == 0 {
                    break;
                }
                digit += 1;
            }
            let tried = (1u32 << digit.min(10)) - (1u32 << first);
            let (rc, cc, bc) = (
                (row & tried).count_ones() as u64,
                (col & tried).count_ones() as u64,
                (bx & tried).count_ones() as u64,
            );
            row_conflicts += rc;
            col_conflicts += cc;
            box_conflicts += bc;
            lookups += rc + 2 * cc + 3 * bc;
            if digit <= 9 {
                lookups += 3;
                for unit in [r, c, b] {
                    used[unit] |= 1 << digit;
                    holder[unit][digit as usize] = cell as u8 + 1;
                }
                board[cell] = digit as u8;
                placed[slot] = digit;
                places += 1;
                slot += 1;
                max_depth = max_depth.max(slot as u64);
                last = 0;
                continue 'search;
            }
            if slot == 0 {
                break;
            }
            slot -= 1;
            last = placed[slot];
            let [cell, r, c, b] = blanks[slot];
            for unit in [r, c, b] {
                used[unit] &= !(1 << last);
                holder[unit][last as usize] = 0;
            }
            board[cell] = 0;
            backtracks += 1;
        }
        std::hint::black_box((
            places,
            backtracks,
            max_depth,
            row_conflicts,
            col_conflicts,
            box_conflicts,
            lookups,
            board,
            holder,
        ));
        tries
    }
}

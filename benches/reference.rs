//! sudotrace's searches against tdoku's reference backtrackers, in the same run on the
//! same puzzles: `_tdev_basic` with `-r0 -f` goes through exactly the tree of the
//! row-by-row search (blanks in reading order, digits ascending, first solution), and
//! `_tdev_basic_heuristic` through a fewest-candidates search like `mrv`.
//!
//! `cargo bench --bench reference` builds tdoku's benchmark program from
//! ../shared/anchors/tdoku with `scripts/tdoku-reference.sh build` (into target/tdoku;
//! nothing of it is copied into this repository) and reads the puzzles from
//! ../shared/puzzles. Each round runs tdoku, then sudotrace, on one set; the figures are
//! medians over the rounds and the ratios medians of each round's own ratio.
//!
//! - 150 puzzles of magictour_top1465 drawn with a fixed seed, and 200 of sudoku17_49158
//!   whose row-by-row search needs at most 2,000,000 tries: untraced `tables` against
//!   `_tdev_basic`, and `tables` recording a binary trace against untraced `tables`;
//! - the first 1,000 of forum_hardest_1905_11plus: the same, and the choosing strategies
//!   against `_tdev_basic_heuristic`, each measured, as tdoku measures itself, over
//!   two seconds of passes (one pass takes them tens of milliseconds);
//! - the brute-force puzzle (622,577,597 tries): tries a second, and tdoku's time for
//!   the same tree.
//!
//! - the first 3,000 of forum_hardest_1905_11plus: the eliminating strategies
//!   (`mrv+locked+tables` and each rule alone) against tdoku itself, puzzles a second
//!   and guesses a puzzle (alone: `cargo bench --bench reference -- --eliminating`).
//!
//! `cargo bench --bench reference -- --rounds N` sets the rounds (default 5); `--rows`
//! runs the magictour set's row-by-row comparison alone.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

use sudotrace_core::events::event::Outcome;
use sudotrace_core::events::pattern::{Rules, first_elimination};
use sudotrace_core::output::OutputFile;
use sudotrace_core::puzzle::grid::Grid;
use sudotrace_core::puzzle::parse::parse_puzzle_text;
use sudotrace_core::search::{NullSink, Search, Strategy};
use sudotrace_core::trace::{BinaryWriter, Header};

/// The first row of named_puzzles.tsv, built against this search.
const BRUTE_FORCE: &str =
    "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9";

/// What one round of one set measured, in microseconds a puzzle.
#[derive(Default, Clone)]
struct Round {
    tdoku: f64,
    untraced: f64,
    traced: f64,
}

fn main() {
    let rounds = std::env::args()
        .skip_while(|arg| arg != "--rounds")
        .nth(1)
        .and_then(|n| n.parse().ok())
        .unwrap_or(5usize);
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let shared = root.join("../shared/puzzles");
    if !shared.join("magictour_top1465.txt").exists() {
        eprintln!("the reference benchmark needs ../shared/puzzles (see README, Test data)");
        std::process::exit(2);
    }
    let tdoku = build_tdoku(&root);
    let work = root.join("target/tdoku/sets");
    fs::create_dir_all(&work).expect("a folder for the sets");
    println!("cpu: {}; {rounds} rounds", cpu_model());
    if std::env::args().any(|arg| arg == "--eliminating") {
        return eliminating_only(&shared, &tdoku, &work, rounds);
    }

    let magictour = drawn(
        &read_puzzles(&shared.join("magictour_top1465.txt")),
        150,
        26,
    );
    if std::env::args().any(|arg| arg == "--rows") {
        let name = "magictour_top1465, 150 drawn (seed 26)";
        let file = work.join("magictour_top1465.txt");
        fs::write(&file, magictour.join("\n") + "\n").expect("write the set");
        return rows_against_tdoku(name, &tdoku, &file, &magictour, rounds, &work);
    }
    let sudoku17 = within_tries(
        &read_puzzles(&shared.join("sudoku17_49158.txt")),
        200,
        2_000_000,
    );
    let forum: Vec<String> = read_puzzles(&shared.join("forum_hardest_1905_11plus.txt"))
        .into_iter()
        .take(1000)
        .collect();
    for (name, set) in [
        ("magictour_top1465, 150 drawn (seed 26)", &magictour),
        ("sudoku17_49158, 200 within 2,000,000 tries", &sudoku17),
        ("forum_hardest_1905_11plus, the first 1,000", &forum),
    ] {
        let file = work.join(format!("{}.txt", name.split(',').next().unwrap()));
        fs::write(&file, set.join("\n") + "\n").expect("write the set");
        rows_against_tdoku(name, &tdoku, &file, set, rounds, &work);
    }
    choosing_against_tdoku(
        &tdoku,
        &work.join("forum_hardest_1905_11plus.txt"),
        &forum,
        rounds,
    );
    eliminating_only(&shared, &tdoku, &work, rounds);
    brute_force(&tdoku, &work, rounds);
}

/// The first 3,000 of forum_hardest_1905_11plus: [`eliminating_against_tdoku`] (alone
/// with `--eliminating`).
fn eliminating_only(shared: &Path, tdoku: &Path, work: &Path, rounds: usize) {
    let forum_3000: Vec<String> = read_puzzles(&shared.join("forum_hardest_1905_11plus.txt"))
        .into_iter()
        .take(3000)
        .collect();
    let file = work.join("forum_hardest_3000.txt");
    fs::write(&file, forum_3000.join("\n") + "\n").expect("write the set");
    eliminating_against_tdoku(tdoku, &file, &forum_3000, rounds);
}

/// The eliminating strategies against tdoku itself (its SIMD solver, not a reference
/// backtracker) on the first 3,000 of forum_hardest_1905_11plus: puzzles a second and
/// guesses a puzzle, tdoku's as it counts them, ours as `choose` events among two or
/// more candidates.
fn eliminating_against_tdoku(tdoku: &Path, file: &Path, set: &[String], rounds: usize) {
    let puzzles = grids(set);
    let strategies = [
        "mrv+hidden+tables",
        "mrv+pointing+tables",
        "mrv+claiming+tables",
        "mrv+pairs+tables",
        "mrv+locked+tables",
    ]
    .map(|name| Strategy::from_name(name).expect("a strategy"));
    let mut theirs = Vec::new();
    let mut their_guesses = 0.0;
    let mut ours: Vec<Vec<f64>> = vec![Vec::new(); strategies.len()];
    for _ in 0..rounds {
        let (micros, guesses) = tdoku_figures(tdoku, "tdoku", file, set.len());
        theirs.push(micros);
        their_guesses = guesses;
        for (times, &strategy) in ours.iter_mut().zip(&strategies) {
            times.push(micros_a_puzzle_for(&puzzles, TDOKU_SECONDS, |puzzle| {
                Search::new(strategy)
                    .run(puzzle, &mut NullSink)
                    .end
                    .stats
                    .tries
            }));
        }
    }
    println!(
        "\nforum_hardest_1905_11plus, the first {}: eliminating strategies, untraced",
        set.len()
    );
    println!(
        "  tdoku                                {:>10.0} puzzles a second  {their_guesses:>6.2} guesses a puzzle",
        1e6 / median(theirs.iter().copied())
    );
    for (times, strategy) in ours.iter().zip(&strategies) {
        let guesses: u64 = puzzles
            .iter()
            .map(|puzzle| {
                Search::new(*strategy)
                    .run(puzzle, &mut NullSink)
                    .end
                    .stats
                    .guesses
            })
            .sum();
        let ratio = median(
            times
                .iter()
                .zip(&theirs)
                .map(|(ours, theirs)| theirs / ours),
        );
        println!(
            "  sudotrace {:<26} {:>10.0} puzzles a second  {:>6.2} guesses a puzzle  {ratio:.3}x tdoku's speed",
            strategy.name(),
            1e6 / median(times.iter().copied()),
            guesses as f64 / puzzles.len() as f64
        );
    }
    looks(&puzzles[..puzzles.len().min(1000)], rounds);
}

/// What one look for an elimination costs where it finds none (as at most choices): the
/// rules' finder on the opening boards of `puzzles` (none of which a rule applies to),
/// in nanoseconds, all four rules and pointing alone, medians over the rounds.
fn looks(puzzles: &[Grid], rounds: usize) {
    let boards: Vec<[u16; 96]> = puzzles.iter().map(opening_candidates).collect();
    for (name, rules) in [
        (
            "pointing, claiming and pairs",
            Rules {
                pointing: true,
                claiming: true,
                pairs: true,
            },
        ),
        (
            "pointing alone",
            Rules {
                pointing: true,
                claiming: false,
                pairs: false,
            },
        ),
    ] {
        let mut found = 0;
        let nanos = median((0..rounds.max(3)).map(|_| {
            let start = Instant::now();
            for _ in 0..100 {
                for board in &boards {
                    found +=
                        first_elimination(rules, std::hint::black_box(board)).is_some() as usize;
                }
            }
            start.elapsed().as_nanos() as f64 / (100 * boards.len()) as f64
        }));
        println!(
            "  a look for an elimination on {} opening boards ({name}): {nanos:.0} ns ({found} found)",
            boards.len()
        );
    }
}

/// Every cell's candidates on `puzzle`'s opening board (bit d for digit d; none for a
/// given), with room after them as the rules' finder reads them.
fn opening_candidates(puzzle: &Grid) -> [u16; 96] {
    let digits = puzzle.digits();
    let mut candidates = [0u16; 96];
    for (i, set) in candidates.iter_mut().enumerate().take(81) {
        if digits[i] != 0 {
            continue;
        }
        let (row, col) = (i / 9, i % 9);
        *set = (0..81)
            .filter(|&j| {
                let (r, c) = (j / 9, j % 9);
                r == row || c == col || (r / 3 == row / 3 && c / 3 == col / 3)
            })
            .fold(0x3fe, |set, j| set & !(1u16 << digits[j]));
    }
    candidates
}

/// Untraced `tables` against `_tdev_basic -r0 -f`, and `tables` recording a binary trace.
fn rows_against_tdoku(
    name: &str,
    tdoku: &Path,
    file: &Path,
    set: &[String],
    rounds: usize,
    work: &Path,
) {
    let puzzles = grids(set);
    let mut measured = Vec::new();
    for _ in 0..rounds {
        let tdoku = tdoku_micros(tdoku, "_tdev_basic", file, set.len());
        let untraced = micros_a_puzzle(&puzzles, |puzzle| {
            Search::new(Strategy::TABLES)
                .run(puzzle, &mut NullSink)
                .end
                .stats
                .tries
        });
        let traced = micros_a_puzzle(&puzzles, |puzzle| record(puzzle, &work.join("t.sdt")));
        measured.push(Round {
            tdoku,
            untraced,
            traced,
        });
    }
    let tries: u64 = puzzles
        .iter()
        .map(|puzzle| {
            Search::new(Strategy::TABLES)
                .run(puzzle, &mut NullSink)
                .end
                .stats
                .tries
        })
        .sum();
    println!("\n{name}: {} puzzles, {tries} tries in all", set.len());
    println!(
        "  tdoku _tdev_basic -r0 -f   {:>10.1} µs a puzzle",
        median(measured.iter().map(|r| r.tdoku))
    );
    println!(
        "  sudotrace tables untraced  {:>10.1} µs a puzzle  {:.2}x tdoku's time",
        median(measured.iter().map(|r| r.untraced)),
        median(measured.iter().map(|r| r.untraced / r.tdoku))
    );
    println!(
        "  tables, binary trace       {:>10.1} µs a puzzle  {:.2}x untraced",
        median(measured.iter().map(|r| r.traced)),
        median(measured.iter().map(|r| r.traced / r.untraced))
    );
}

/// The choosing strategies with the tables check against `_tdev_basic_heuristic`.
fn choosing_against_tdoku(tdoku: &Path, file: &Path, set: &[String], rounds: usize) {
    let puzzles = grids(set);
    let strategies = ["mrv+tables", "mrv+singles+tables", "mrv+hidden+tables"]
        .map(|name| Strategy::from_name(name).expect("a strategy"));
    let mut heuristic = Vec::new();
    let mut ours: Vec<Vec<f64>> = vec![Vec::new(); strategies.len()];
    for _ in 0..rounds {
        heuristic.push(tdoku_micros(
            tdoku,
            "_tdev_basic_heuristic",
            file,
            set.len(),
        ));
        for (times, &strategy) in ours.iter_mut().zip(&strategies) {
            times.push(micros_a_puzzle_for(&puzzles, TDOKU_SECONDS, |puzzle| {
                Search::new(strategy)
                    .run(puzzle, &mut NullSink)
                    .end
                    .stats
                    .tries
            }));
        }
    }
    println!("\nforum_hardest_1905_11plus, the first 1,000: choosing strategies, untraced");
    println!(
        "  tdoku _tdev_basic_heuristic -r0 -f  {:>10.0} puzzles a second",
        1e6 / median(heuristic.iter().copied())
    );
    for (times, strategy) in ours.iter().zip(&strategies) {
        let ratio = median(
            times
                .iter()
                .zip(&heuristic)
                .map(|(ours, theirs)| theirs / ours),
        );
        println!(
            "  sudotrace {:<24} {:>10.0} puzzles a second  {ratio:.2}x tdoku's heuristic",
            strategy.name(),
            1e6 / median(times.iter().copied())
        );
    }
}

/// The brute-force puzzle: tries a second, and tdoku's time through the same tree.
fn brute_force(tdoku: &Path, work: &Path, rounds: usize) {
    let puzzle = parse_puzzle_text(BRUTE_FORCE).expect("the brute-force puzzle");
    let file = work.join("brute_force.txt");
    fs::write(&file, format!("{BRUTE_FORCE}\n")).expect("write the puzzle");
    let mut measured = Vec::new();
    let mut tries = 0;
    for _ in 0..rounds {
        let theirs = tdoku_micros(tdoku, "_tdev_basic", &file, 1);
        let started = Instant::now();
        tries = Search::new(Strategy::TABLES)
            .run(&puzzle, &mut NullSink)
            .end
            .stats
            .tries;
        let untraced = started.elapsed().as_secs_f64() * 1e6;
        let started = Instant::now();
        record(&puzzle, &work.join("t.sdt"));
        let traced = started.elapsed().as_secs_f64() * 1e6;
        measured.push(Round {
            tdoku: theirs,
            untraced,
            traced,
        });
    }
    let rate = |micros: f64| tries as f64 / micros / 1e3;
    println!("\nthe brute-force puzzle: {tries} tries");
    let theirs = median(measured.iter().map(|r| r.tdoku));
    println!(
        "  tdoku _tdev_basic -r0 -f   {:>8.3} s   {:.2} G tries a second (the same tree)",
        theirs / 1e6,
        rate(theirs)
    );
    let untraced = median(measured.iter().map(|r| r.untraced));
    println!(
        "  sudotrace tables untraced  {:>8.3} s   {:.2} G tries a second  {:.2}x tdoku's time",
        untraced / 1e6,
        rate(untraced),
        median(measured.iter().map(|r| r.untraced / r.tdoku))
    );
    println!(
        "  tables, binary trace       {:>8.3} s   {:.2}x untraced",
        median(measured.iter().map(|r| r.traced)) / 1e6,
        median(measured.iter().map(|r| r.traced / r.untraced))
    );
}

/// Record the whole search of `puzzle` into `path`, as `solve --trace t.sdt` does; gives
/// its tries.
fn record(puzzle: &Grid, path: &Path) -> u64 {
    let header = Header::new(*puzzle, Strategy::TABLES.name(), None);
    let file = OutputFile::create(path, false).expect("create the trace");
    let mut writer = BinaryWriter::new(file, &header);
    let run = Search::new(Strategy::TABLES).run(puzzle, &mut writer);
    writer
        .finish(&run.end)
        .and_then(OutputFile::commit)
        .expect("write the trace");
    run.end.stats.tries
}

/// Microseconds a puzzle for one pass of `search` over `puzzles`.
fn micros_a_puzzle(puzzles: &[Grid], search: impl FnMut(&Grid) -> u64) -> f64 {
    micros_a_puzzle_for(puzzles, 0.0, search)
}

/// How long tdoku's benchmark measures a solver with `-t1 -w0`: with no warm-up it has
/// no rate to tell a quick solver by, and takes puzzles (in a shuffled order, over and
/// over) for twice the `-t` seconds.
const TDOKU_SECONDS: f64 = 2.0;

/// Microseconds a puzzle for passes of `search` over `puzzles`, in order, as many as
/// take at least `seconds` (one at least): a set solved in a few milliseconds is
/// measured over as long as tdoku measures itself, not over one pass.
fn micros_a_puzzle_for(
    puzzles: &[Grid],
    seconds: f64,
    mut search: impl FnMut(&Grid) -> u64,
) -> f64 {
    let started = Instant::now();
    let mut passes = 0;
    loop {
        let tries: u64 = puzzles.iter().map(&mut search).sum();
        std::hint::black_box(tries);
        passes += 1;
        if started.elapsed().as_secs_f64() >= seconds {
            break;
        }
    }
    started.elapsed().as_secs_f64() * 1e6 / (passes * puzzles.len()) as f64
}

/// tdoku's own figure for `solver` over the first `count` puzzles of `file`, stopping at
/// the first solution, measured over [`TDOKU_SECONDS`].
fn tdoku_micros(tdoku: &Path, solver: &str, file: &Path, count: usize) -> f64 {
    tdoku_figures(tdoku, solver, file, count).0
}

/// [`tdoku_micros`] and the guesses a puzzle tdoku's benchmark counts for `solver`.
fn tdoku_figures(tdoku: &Path, solver: &str, file: &Path, count: usize) -> (f64, f64) {
    let output = Command::new(tdoku)
        .args(["-r0", "-f", "-t1", "-w0", "-n"])
        .arg(count.to_string())
        .args(["-s", solver])
        .arg(file)
        .output()
        .expect("run tdoku's run_benchmark");
    let text = String::from_utf8_lossy(&output.stdout);
    let row = text
        .lines()
        .find(|line| line.starts_with(&format!("|{solver} ")))
        .unwrap_or_else(|| panic!("no row for {solver} in tdoku's output:\n{text}"));
    let column = |n: usize| -> f64 {
        row.split('|')
            .nth(n)
            .and_then(|value| value.trim().parse().ok())
            .expect("a figure of tdoku's table")
    };
    (column(3), column(5))
}

/// tdoku's run_benchmark, built by scripts/tdoku-reference.sh.
fn build_tdoku(root: &Path) -> PathBuf {
    let status = Command::new("bash")
        .arg(root.join("scripts/tdoku-reference.sh"))
        .arg("build")
        .status()
        .expect("run scripts/tdoku-reference.sh build");
    assert!(status.success(), "scripts/tdoku-reference.sh build failed");
    root.join("target/tdoku/run_benchmark")
}

fn read_puzzles(path: &Path) -> Vec<String> {
    fs::read_to_string(path)
        .unwrap_or_else(|error| panic!("{}: {error}", path.display()))
        .lines()
        .map(str::trim)
        .filter(|line| line.len() >= 81 && !line.starts_with('#'))
        .map(|line| line[..81].to_string())
        .collect()
}

/// `count` puzzles drawn without repeats by a fixed-seed generator (SplitMix64), in
/// the order drawn.
fn drawn(puzzles: &[String], count: usize, seed: u64) -> Vec<String> {
    let mut state = seed;
    let mut next = move || {
        state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    };
    let mut pool = puzzles.to_vec();
    (0..count)
        .map(|i| {
            let pick = i + (next() % (pool.len() - i) as u64) as usize;
            pool.swap(i, pick);
            pool[i].clone()
        })
        .collect()
}

/// The first `count` puzzles whose row-by-row search solves them within `tries` tries.
fn within_tries(puzzles: &[String], count: usize, tries: u64) -> Vec<String> {
    puzzles
        .iter()
        .filter(|text| {
            let puzzle = parse_puzzle_text(text).expect("a puzzle");
            let run = Search::new(Strategy::TABLES)
                .max_events(Some(2 * tries))
                .run(&puzzle, &mut NullSink);
            run.end.outcome == Outcome::Solved
        })
        .take(count)
        .cloned()
        .collect()
}

fn grids(set: &[String]) -> Vec<Grid> {
    set.iter()
        .map(|text| parse_puzzle_text(text).expect("a puzzle"))
        .collect()
}

fn median(values: impl Iterator<Item = f64>) -> f64 {
    let mut values: Vec<f64> = values.collect();
    values.sort_by(f64::total_cmp);
    values[values.len() / 2]
}

fn cpu_model() -> String {
    fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|info| {
            let line = info.lines().find(|l| l.starts_with("model name"))?;
            Some(line.split(':').nth(1)?.trim().to_string())
        })
        .unwrap_or_else(|| "unknown".into())
}

//! `sudotrace listing` (sudotrace_core::search::listing): every strategy's search as a short
//! program. The JavaScript and Python ones are run, under node and python3, on several
//! puzzles (solved, unsolvable at the root and after a search, stopped by a small event
//! limit and by a larger one; for the eliminating strategies, puzzles that make
//! eliminations of every rule and restore them, stopped on an elimination and on a
//! restore), and their traces must be sudotrace's own, event for event and byte for byte,
//! and recount (`stats`) to the same counts. The line each event points at names its
//! kind, in every language; docs/listings.md shows what the command prints.
//!
//! The runs under node are in the web tier (`cargo xtask test-web`), those under python3
//! in the Python tier (`cargo xtask test-python`): a missing interpreter skips them, or
//! fails them under `CI`.

use std::fs::File;
use std::path::{Path, PathBuf};
use std::process::{Command as Process, Stdio};

use serde_json::Value;
use sudotrace_core::events::event::{Event, Reason};
use sudotrace_core::puzzle::parse::parse_puzzle_text;
use sudotrace_core::search::listing::{Language, Listing};
use sudotrace_core::search::{Search, Strategy};

use crate::util::*;

/// A puzzle with no solution that the strategies find out only by searching: forced
/// digits on the givens, then choices, dead ends and unforced digits, and at the root
/// no choice left (the forced digits of the givens are never taken back).
const STUCK: &str =
    "7..1523..3.....92....3.....1....47.8.......6............9...5.6.4.9.7...8....6.1.";

/// The event limit of the runs on hard puzzles: short enough for Python, long enough
/// that most of them stop there.
const LIMIT: u64 = 20_000;

/// Puzzles on which every eliminating strategy makes eliminations of its rules and
/// restores them, solved in a few thousand events: the Sudoku players' forum's "Easter
/// Monster", Arto Inkala's "AI Escargot" and his 2012 "world's hardest Sudoku" (the
/// built-in easter-monster, ai-escargot and inkala-2012).
const ELIMINATING: [&str; 3] = [
    "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1",
    "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..",
    "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
];

/// The first puzzles of tests/data/norvig_hardest.txt.
fn norvig(count: usize) -> Vec<String> {
    let text = std::fs::read_to_string(data("norvig_hardest.txt")).unwrap();
    let puzzles: Vec<String> = text
        .lines()
        .map(str::trim)
        .filter(|line| line.len() == 81)
        .take(count)
        .map(String::from)
        .collect();
    assert_eq!(
        puzzles.len(),
        count,
        "norvig_hardest.txt has {count} puzzles"
    );
    puzzles
}

/// What `sudotrace listing` prints; it must succeed.
fn listing(solver: &str, language: &str) -> String {
    let output = run(&["listing", "--solver", solver, "--language", language]);
    assert_code(&output, 0);
    assert!(output.stderr.is_empty(), "{}", stderr(&output));
    stdout(&output)
}

/// A trace file: its header, its events and its end record, each as JSON.
struct Trace {
    header: Value,
    events: Vec<Value>,
    end: Value,
}

fn read_trace(path: &Path) -> Trace {
    let mut lines: Vec<Value> = trace_lines(path)
        .iter()
        .map(|line| {
            serde_json::from_str(line).unwrap_or_else(|e| panic!("{}: {e}: {line}", path.display()))
        })
        .collect();
    assert!(
        lines.len() >= 2,
        "{}: a header and an end record",
        path.display()
    );
    let end = lines.pop().unwrap();
    let header = lines.remove(0);
    Trace {
        header,
        events: lines,
        end,
    }
}

/// Run `program` (`node solve.js` or `python3 solve.py`) on `puzzle`, its standard
/// output into `out`.
fn run_program(interpreter: &str, program: &Path, puzzle: &str, limit: Option<u64>, out: &Path) {
    let mut command = Process::new(interpreter);
    command.arg(program).arg(puzzle);
    if let Some(limit) = limit {
        command.arg(limit.to_string());
    }
    let output = command
        .stdout(File::create(out).unwrap())
        .stderr(Stdio::piped())
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "{interpreter} {} {puzzle} {limit:?}: {}\n{}",
        program.display(),
        output.status,
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(
        output.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
}

/// sudotrace's own trace of `solver` on `puzzle`, into `out`.
fn sudotrace_trace(solver: &str, puzzle: &str, limit: Option<u64>, out: &Path) {
    let limit = limit.map(|n| n.to_string());
    let mut args = vec!["solve", "--solver", solver, "--trace", path_str(out)];
    if let Some(limit) = &limit {
        args.extend(["--max-events", limit]);
    }
    args.push(puzzle);
    let output = run(&args);
    // 1: no solution, or stopped at the limit.
    assert!(
        matches!(output.status.code(), Some(0 | 1)),
        "{args:?}: {}",
        stderr(&output)
    );
}

/// Run the `language` listing of `solver` on `puzzle` and check its trace against
/// sudotrace's: the same header fields, the same events in order, the same end, and
/// `stats` recounts both alike (with no warning). Gives the number of events.
fn check_run(
    solver: &str,
    (interpreter, program): (&str, &Path),
    puzzle: &str,
    limit: Option<u64>,
    dir: &Path,
) -> usize {
    let who = format!("{solver} under {interpreter} on {puzzle} (limit {limit:?})");
    let theirs = dir.join("program.jsonl");
    let ours = dir.join("sudotrace.jsonl");
    run_program(interpreter, program, puzzle, limit, &theirs);
    sudotrace_trace(solver, puzzle, limit, &ours);
    let (a, b) = (read_trace(&theirs), read_trace(&ours));
    for field in ["sudotrace", "solver", "puzzle"] {
        assert_eq!(a.header[field], b.header[field], "{who}: header {field}");
    }
    for (n, (x, y)) in a.events.iter().zip(&b.events).enumerate() {
        assert_eq!(x, y, "{who}: event {}", n + 1);
    }
    assert_eq!(a.events.len(), b.events.len(), "{who}: events");
    // Byte for byte, even: both write compact JSON with the keys in the same order.
    let events = |path: &Path| {
        let lines = trace_lines(path);
        lines[1..lines.len() - 1].to_vec()
    };
    assert!(
        events(&theirs) == events(&ours),
        "{who}: the event lines' bytes"
    );
    for field in ["ev", "result", "solution"] {
        assert_eq!(a.end[field], b.end[field], "{who}: end record {field}");
    }
    assert_eq!(stats_json(&theirs), stats_json(&ours), "{who}: stats");
    // The eliminations by rule and the restores, counted from the program's events, are
    // what sudotrace's end record says (each left out when 0, as it writes them).
    for field in ["eliminations", "restored"] {
        assert_eq!(
            elimination_counts(&a.events)[field],
            b.end["stats"][field],
            "{who}: {field}"
        );
    }
    a.events.len()
}

/// The eliminations by rule and the restores among `events`, as a trace's end record
/// writes them: `{"eliminations": {"pointing": 1, ...}, "restored": 1}`, the
/// eliminations left out when there are none, the restores when 0.
fn elimination_counts(events: &[Value]) -> Value {
    let mut by_rule = serde_json::Map::new();
    let rules = ["pointing", "claiming", "naked_pair", "hidden_pair"];
    for rule in rules {
        by_rule.insert(rule.to_string(), Value::from(0));
    }
    let mut counts = serde_json::Map::new();
    let (mut eliminations, mut restored) = (0, 0);
    for event in events {
        match event["ev"].as_str() {
            Some("eliminate") => {
                let rule = event["rule"].as_str().unwrap().replace('-', "_");
                assert!(rules.contains(&rule.as_str()), "{event}");
                let n = &mut by_rule[&rule];
                *n = Value::from(n.as_u64().unwrap() + 1);
                eliminations += 1;
            }
            Some("restore") => restored += 1,
            _ => {}
        }
    }
    if eliminations > 0 {
        counts.insert("eliminations".into(), Value::Object(by_rule));
    }
    if restored > 0 {
        counts.insert("restored".into(), Value::from(restored));
    }
    Value::Object(counts)
}

/// The number (from 1) of the first event of `trace` that is an `ev`, after its first
/// choice.
fn first_after_a_choice(trace: &Path, ev: &str) -> u64 {
    let events = read_trace(trace).events;
    let chosen = events.iter().position(|e| e["ev"] == "choose").unwrap();
    let at = events[chosen..].iter().position(|e| e["ev"] == ev).unwrap();
    (chosen + at + 1) as u64
}

/// Every run of one strategy's program in one language.
fn check_strategy(interpreter: &str, solver: &str) {
    require_program(interpreter);
    let strategy = Strategy::from_name(solver).unwrap();
    let language = match interpreter {
        "node" => "js",
        _ => "python",
    };
    let dir = tempfile::tempdir().unwrap();
    let program = dir.path().join(match language {
        "js" => "solve.js",
        _ => "solve.py",
    });
    std::fs::write(&program, listing(solver, language)).unwrap();
    let program = (interpreter, program.as_path());
    let check = |puzzle: &str, limit| check_run(solver, program, puzzle, limit, dir.path());

    // The LeetCode example, under the default limit of 10,000,000 events.
    let events = check(LEETCODE, None);
    let json = stats_json(&dir.path().join("program.jsonl"));
    assert_eq!(json["result"], "solved");
    assert_eq!(json["solution"], LEETCODE_SOLUTION);
    assert_eq!(events as u64, json["stats"]["events"].as_u64().unwrap());

    let mut limited = 0;
    for puzzle in norvig(3) {
        let events = check(&puzzle, Some(LIMIT));
        limited += (events as u64 + 1 >= LIMIT) as usize;
    }
    if strategy.is_plain_rows() {
        assert_eq!(limited, 3, "the row-by-row search is long on these");
    }
    // No solution: the first blank has no candidate; then one found out by searching.
    check(&unsolvable(), Some(LIMIT));
    let events = check(STUCK, Some(LIMIT));
    let json = stats_json(&dir.path().join("program.jsonl"));
    if !strategy.is_plain_rows() {
        assert_eq!(json["result"], "unsolvable", "{solver} on {STUCK}");
        assert!(events > 50, "{solver}: {events} events");
    }
    // A board with no blank: no event, solved.
    assert_eq!(check(LEETCODE_SOLUTION, None), 0);
    if strategy.propagation.eliminates() {
        // Solved with eliminations of each rule, restored on the way back.
        for puzzle in ELIMINATING {
            check(puzzle, None);
            let ours = read_trace(&dir.path().join("sudotrace.jsonl"));
            let made = |ev: &str| ours.events.iter().filter(|e| e["ev"] == ev).count();
            assert!(made("eliminate") > 0 && made("restore") > 0, "{solver}");
            assert_eq!(ours.end["result"], "solved", "{solver} on {puzzle}");
        }
        // Stopped on and just before an elimination, and a restore, in the search.
        let ours = dir.path().join("full.jsonl");
        sudotrace_trace(solver, ELIMINATING[0], None, &ours);
        for ev in ["eliminate", "restore"] {
            let at = first_after_a_choice(&ours, ev);
            for limit in [at - 1, at] {
                let events = check(ELIMINATING[0], Some(limit));
                assert_eq!(events as u64, limit, "{solver}: stopped on a {ev}");
            }
        }
    }
    // Stopped by small limits, on and off a try (a try needs room for its outcome), on
    // a puzzle that takes more than 101 events.
    let hard = match strategy.propagation.eliminates() {
        true => ELIMINATING[0].to_string(),
        false => norvig(1).remove(0),
    };
    for limit in [1, 2, 3, 4, 5, 100, 101] {
        let events = check(&hard, Some(limit));
        assert!(
            events as u64 == limit || events as u64 + 1 == limit,
            "{solver}: {events} events under a limit of {limit}"
        );
        let json = stats_json(&dir.path().join("program.jsonl"));
        assert_eq!(json["result"], "limit", "{solver} under {limit}");
    }
}

macro_rules! programs_run {
    ($($name:ident: $solver:literal,)*) => {
        /// The strategies the tests below run, by name.
        const RUN: &[&str] = &[$($solver),*];
        $(
            mod $name {
                /// Run by `cargo xtask test-web`.
                mod web {
                    use crate::util::{Tool, tools_here};

                    #[test]
                    #[ignore = "web tier, run by `cargo xtask test-web`"]
                    fn javascript_writes_sudotraces_events() {
                        if tools_here(&[Tool::Node]) {
                            super::super::check_strategy("node", $solver);
                        }
                    }
                }

                /// Run by `cargo xtask test-python`.
                mod python {
                    use crate::util::{Tool, tools_here};

                    #[test]
                    #[ignore = "Python tier, run by `cargo xtask test-python`"]
                    fn python_writes_sudotraces_events() {
                        if tools_here(&[Tool::Python]) {
                            super::super::check_strategy("python3", $solver);
                        }
                    }
                }
            }
        )*
    };
}

programs_run! {
    naive: "naive",
    tables: "tables",
    oneloop: "oneloop",
    rows_singles_naive: "rows+singles+naive",
    rows_singles_tables: "rows+singles+tables",
    rows_singles_oneloop: "rows+singles+oneloop",
    rows_hidden_naive: "rows+hidden+naive",
    rows_hidden_tables: "rows+hidden+tables",
    rows_hidden_oneloop: "rows+hidden+oneloop",
    rows_pointing_naive: "rows+pointing+naive",
    rows_pointing_tables: "rows+pointing+tables",
    rows_pointing_oneloop: "rows+pointing+oneloop",
    rows_claiming_naive: "rows+claiming+naive",
    rows_claiming_tables: "rows+claiming+tables",
    rows_claiming_oneloop: "rows+claiming+oneloop",
    rows_pairs_naive: "rows+pairs+naive",
    rows_pairs_tables: "rows+pairs+tables",
    rows_pairs_oneloop: "rows+pairs+oneloop",
    rows_locked_naive: "rows+locked+naive",
    rows_locked_tables: "rows+locked+tables",
    rows_locked_oneloop: "rows+locked+oneloop",
    mrv_naive: "mrv+naive",
    mrv_tables: "mrv+tables",
    mrv_oneloop: "mrv+oneloop",
    mrv_singles_naive: "mrv+singles+naive",
    mrv_singles_tables: "mrv+singles+tables",
    mrv_singles_oneloop: "mrv+singles+oneloop",
    mrv_hidden_naive: "mrv+hidden+naive",
    mrv_hidden_tables: "mrv+hidden+tables",
    mrv_hidden_oneloop: "mrv+hidden+oneloop",
    mrv_pointing_naive: "mrv+pointing+naive",
    mrv_pointing_tables: "mrv+pointing+tables",
    mrv_pointing_oneloop: "mrv+pointing+oneloop",
    mrv_claiming_naive: "mrv+claiming+naive",
    mrv_claiming_tables: "mrv+claiming+tables",
    mrv_claiming_oneloop: "mrv+claiming+oneloop",
    mrv_pairs_naive: "mrv+pairs+naive",
    mrv_pairs_tables: "mrv+pairs+tables",
    mrv_pairs_oneloop: "mrv+pairs+oneloop",
    mrv_locked_naive: "mrv+locked+naive",
    mrv_locked_tables: "mrv+locked+tables",
    mrv_locked_oneloop: "mrv+locked+oneloop",
}

#[test]
fn every_strategy_s_programs_are_run() {
    let every: Vec<&str> = Strategy::every().map(Strategy::name).collect();
    assert_eq!(RUN, every.as_slice());
}

#[test]
fn the_command_prints_the_listing_of_each_strategy_and_language() {
    for strategy in Strategy::every() {
        for language in Language::ALL {
            let printed = listing(strategy.name(), language.name());
            assert_eq!(
                printed,
                Listing::of(strategy, language).text(),
                "{strategy} {language}"
            );
        }
    }
    // Pseudocode of the articles' search by default.
    let output = run(&["listing"]);
    assert_code(&output, 0);
    assert_eq!(
        stdout(&output),
        Listing::of(Strategy::NAIVE, Language::Pseudocode).text()
    );
    let output = run(&["listing", "--solver", "mrv+tables"]);
    assert_eq!(
        stdout(&output),
        Listing::of(Strategy::MRV, Language::Pseudocode).text()
    );
}

#[test]
fn a_bad_solver_or_language_is_a_usage_error() {
    let output = run(&["listing", "--solver", "dlx"]);
    assert_code(&output, 2);
    assert!(output.stdout.is_empty());
    let solve = run(&["solve", "--solver", "dlx", LEETCODE]);
    let first = |output: &std::process::Output| stderr(output).lines().next().unwrap().to_string();
    assert_eq!(
        first(&output),
        first(&solve),
        "the same words as every command's"
    );
    assert!(first(&output).starts_with("error: ") && first(&output).contains("dlx"));

    let output = run(&["listing", "--language", "ruby"]);
    assert_code(&output, 2);
    assert!(output.stdout.is_empty());
    let err = stderr(&output);
    assert!(err.starts_with("error: ") && err.contains("ruby"), "{err}");
    assert!(
        err.contains("pseudocode") && err.contains("js") && err.contains("python"),
        "{err}"
    );
}

/// A small random number generator (xorshift), so that the events picked are the same
/// on every run.
struct Picks(u64);

impl Picks {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

#[test]
fn the_line_of_an_event_names_its_kind_in_every_language() {
    let mut picks = Picks(0x9e37_79b9_7f4a_7c15);
    let mut puzzles = vec![LEETCODE.to_string(), STUCK.to_string()];
    puzzles.extend(norvig(3));
    let mut checked = 0;
    let mut kinds = std::collections::BTreeSet::new();
    for strategy in Strategy::every() {
        let listings = Language::ALL.map(|language| Listing::of(strategy, language));
        for puzzle in &puzzles {
            let grid = parse_puzzle_text(puzzle).unwrap();
            let mut events: Vec<Event> = Vec::new();
            Search::new(strategy)
                .max_events(Some(50_000))
                .run(&grid, &mut events);
            if events.is_empty() {
                continue;
            }
            // Random events, and the first of each kind and reason.
            let mut chosen: Vec<usize> = (0..40).map(|_| picks.below(events.len())).collect();
            let mut seen = std::collections::HashSet::new();
            for (i, event) in events.iter().enumerate() {
                let reason = match event {
                    Event::Force { reason, .. } => Some(*reason),
                    _ => None,
                };
                if seen.insert((event.kind(), reason)) {
                    chosen.push(i);
                }
            }
            for i in chosen {
                let event = &events[i];
                for listing in &listings {
                    let line = listing.line_of(event);
                    let who = format!(
                        "{strategy} in {} on {puzzle}: event {} {event:?}",
                        listing.language(),
                        i + 1
                    );
                    assert!(line >= 1, "{who}: no line");
                    let text = listing.lines().nth(line - 1).unwrap();
                    let kind = event.kind().name();
                    let names = match listing.language() {
                        Language::Pseudocode => text.contains(&format!("emit {kind}(")),
                        _ => text.contains(&format!("emit(\"{kind}\"")),
                    };
                    assert!(names, "{who}: line {line} is {text:?}");
                    if let Event::Force { reason, .. } = event {
                        let by = match reason {
                            Reason::OnlyDigit => "cell",
                            Reason::OnlyPlace(_) => "unit",
                        };
                        assert!(text.contains(by), "{who}: line {line} is {text:?}");
                    }
                    kinds.insert(kind);
                    checked += 1;
                }
            }
        }
    }
    assert!(checked > 3_000, "{checked} events checked");
    assert_eq!(kinds.len(), 10, "every kind of event met: {kinds:?}");
}

/// The fenced blocks of docs/listings.md each come after a comment naming the command
/// that prints them (`<!-- sudotrace listing --solver naive --language js -->`).
#[test]
fn the_listings_the_doc_shows_are_what_the_command_prints() {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("docs/listings.md");
    let doc = std::fs::read_to_string(&path).unwrap();
    let mut shown = Vec::new();
    let mut command: Option<Vec<String>> = None;
    let mut block: Option<Vec<&str>> = None;
    for line in doc.lines() {
        if let Some(lines) = &mut block {
            if line == "```" {
                let args = command
                    .take()
                    .expect("a comment names the command of each block");
                shown.push((args, lines.join("\n") + "\n"));
                block = None;
            } else {
                lines.push(line);
            }
        } else if let Some(rest) = line.strip_prefix("<!-- sudotrace listing ") {
            let args = rest.trim_end_matches("-->").split_whitespace();
            command = Some(args.map(String::from).collect());
        } else if line.starts_with("```") && command.is_some() {
            block = Some(Vec::new());
        }
    }
    let mut programs = std::collections::BTreeSet::new();
    for (args, text) in &shown {
        let mut full = vec!["listing"];
        full.extend(args.iter().map(String::as_str));
        let output = run(&full);
        assert_code(&output, 0);
        assert_eq!(
            text,
            &stdout(&output),
            "docs/listings.md: sudotrace {}",
            full.join(" ")
        );
        programs.insert(args.join(" "));
    }
    for wanted in [
        "--solver naive --language pseudocode",
        "--solver naive --language js",
        "--solver naive --language python",
        "--solver mrv+singles+tables --language pseudocode",
        "--solver mrv+locked+tables --language pseudocode",
        "--solver mrv+locked+tables --language js",
        "--solver mrv+locked+tables --language python",
    ] {
        assert!(programs.contains(wanted), "docs/listings.md shows {wanted}");
    }
}

#[test]
fn listing_help() {
    let output = run(&["listing", "--help"]);
    assert_code(&output, 0);
    insta::assert_snapshot!("listing_help", stdout(&output));
}

/// A trace of another solver: the row-by-row search's events under a solver name that is
/// none of sudotrace's.
fn student_trace(dir: &std::path::Path) -> std::path::PathBuf {
    let naive = dir.join("naive.jsonl");
    crate::util::solve_traced(crate::util::LEETCODE, "naive", &naive, &[], 0);
    let text = std::fs::read_to_string(&naive).unwrap();
    let student = dir.join("student.jsonl");
    std::fs::write(
        &student,
        text.replacen("\"solver\":\"naive\"", "\"solver\":\"student\"", 1),
    )
    .unwrap();
    student
}

#[test]
fn another_solvers_trace_has_no_listing_but_its_stack_in_every_view() {
    use crate::util::{assert_code, path_str, run, stdout};
    let dir = tempfile::tempdir().unwrap();
    let trace = student_trace(dir.path());
    let at = "3000";
    let text = run(&["show", path_str(&trace), "--at", at]);
    assert_code(&text, 0);
    let text = stdout(&text);
    assert!(text.contains("no listing for this solver"), "{text}");
    let json = run(&["show", path_str(&trace), "--at", at, "--json"]);
    let shown: serde_json::Value = serde_json::from_str(stdout(&json).trim()).unwrap();
    assert_eq!(shown["line"], serde_json::Value::Null);
    let depth = shown["depth"].as_u64().unwrap();
    assert!(depth > 0);
    assert_eq!(shown["stack"].as_array().unwrap().len() as u64, depth);
    for panel in ["code", "stack", "tree"] {
        let png = dir.path().join(format!("{panel}.png"));
        let output = run(&[
            "render",
            path_str(&trace),
            "--at",
            at,
            "--panel",
            panel,
            "-o",
            path_str(&png),
        ]);
        assert_code(&output, 0);
        assert!(png.exists(), "{panel}");
    }
}

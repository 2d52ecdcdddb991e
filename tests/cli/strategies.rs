//! Every search strategy, as a user records and reads it: the solution is valid, the
//! trace in either format replays to the search's own counts, and the two formats
//! convert into each other byte for byte, the binary one staying tiny.

use std::path::Path;

use crate::util::{
    LEETCODE, assert_code, assert_stats_match_solve, assert_valid_solution, json_line, path_str,
    run, run_text, shared_puzzles, solve_traced, stats_json, stdout,
};

/// Every strategy sudotrace knows.
const EVERY: [&str; 12] = [
    "naive",
    "tables",
    "rows+singles+naive",
    "rows+singles+tables",
    "rows+hidden+naive",
    "rows+hidden+tables",
    "mrv+naive",
    "mrv+tables",
    "mrv+singles+naive",
    "mrv+singles+tables",
    "mrv+hidden+naive",
    "mrv+hidden+tables",
];

/// Record `puzzle`'s search by `solver` in both formats into `dir` and check what a user
/// sees of it; gives the number of events.
fn check_round_trip(dir: &Path, puzzle: &str, solver: &str) -> u64 {
    let jsonl = dir.join("search.jsonl");
    let sdt = dir.join("search.sdt");
    let mut solved = None;
    for trace in [&jsonl, &sdt] {
        let json = solve_traced(puzzle, solver, trace, &[], 0);
        if let Some(first) = &solved {
            let mut first: serde_json::Value = serde_json::Value::clone(first);
            first["stats"]["elapsed_ns"] = json["stats"]["elapsed_ns"].clone();
            assert_eq!(first, json, "{solver}: the same search in both formats");
        }
        assert_stats_match_solve(&stats_json(trace), &json);
        solved = Some(json);
    }
    let solved = solved.unwrap();
    assert_eq!(solved["result"], "solved", "{solver} on {puzzle}");
    assert_eq!(solved["solver"], solver);
    assert_valid_solution(puzzle, solved["solution"].as_str().unwrap());
    // There and back, each format gives its own bytes again (the header keeps the
    // event limit each format's writer chose by default).
    for (from, there, back) in [
        (&jsonl, "there.sdt", "back.jsonl"),
        (&sdt, "there.jsonl", "back.sdt"),
    ] {
        let (there, back) = (dir.join(there), dir.join(back));
        assert_code(&run(&["convert", path_str(from), path_str(&there)]), 0);
        assert_stats_match_solve(&stats_json(&there), &solved);
        assert_code(&run(&["convert", path_str(&there), path_str(&back)]), 0);
        let same = std::fs::read(&back).unwrap() == std::fs::read(from).unwrap();
        assert!(
            same,
            "{solver}: {from:?} converted there and back, byte for byte"
        );
    }
    let events = solved["stats"]["events"].as_u64().unwrap();
    let version = if solver == "naive" || solver == "tables" {
        1
    } else {
        2
    };
    let header = std::fs::read_to_string(&jsonl).unwrap();
    assert!(
        header.starts_with(&format!("{{\"sudotrace\":{version},")),
        "{solver}: version {version}"
    );
    // The binary trace is the header, the end record and the checkpoints: the events
    // themselves are foreseen by the strategy's rules.
    let bytes = std::fs::metadata(&sdt).unwrap().len();
    assert!(
        bytes <= 400 + events / 100,
        "{solver}: {bytes} bytes for {events} events"
    );
    events
}

#[test]
fn every_strategy_round_trips_the_leetcode_example() {
    let dir = tempfile::tempdir().unwrap();
    for solver in EVERY {
        let events = check_round_trip(dir.path(), LEETCODE, solver);
        assert!(events >= 51, "{solver}");
    }
}

#[test]
fn strategies_round_trip_twenty_hard_puzzles() {
    let Some(puzzles) = shared_puzzles() else {
        return;
    };
    let text = std::fs::read_to_string(puzzles.join("magictour_top1465.txt")).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let mut events = 0;
    for puzzle in text.lines().take(20) {
        for solver in [
            "mrv+singles+tables",
            "mrv+hidden+tables",
            "rows+hidden+tables",
            "mrv+hidden+naive",
        ] {
            events += check_round_trip(dir.path(), puzzle.trim(), solver);
        }
    }
    assert!(events > 500_000, "{events} events");
}

/// The `mrv+singles+tables` search of norvig_hardest's first puzzle, with choices,
/// forced digits, dead ends and unforced digits, as JSON Lines in `dir`.
fn hard_trace(dir: &Path) -> std::path::PathBuf {
    let trace = dir.join("mrv.jsonl");
    let hard = "85...24..72......9..4.........1.7..23.5...9...4...........8..7..17..........36.4.";
    solve_traced(hard, "mrv+singles+tables", &trace, &[], 0);
    trace
}

#[test]
fn the_words_of_the_new_events() {
    let dir = tempfile::tempdir().unwrap();
    let trace = hard_trace(dir.path());
    let lines = std::fs::read_to_string(&trace).unwrap();
    let number_of = |kind: &str| {
        lines
            .lines()
            .position(|line| line.contains(&format!("\"ev\":\"{kind}\"")))
            .unwrap_or_else(|| panic!("no {kind} event"))
    };
    for (kind, words) in [
        ("choose", "candidates, the fewest"),
        ("force", "is the only digit left"),
        ("deadend", "no digit fits, dead end"),
        ("unforce", "undo forced"),
    ] {
        let at = number_of(kind).to_string();
        let output = run(&["show", path_str(&trace), "--at", &at]);
        assert_code(&output, 0);
        let text = String::from_utf8(output.stdout).unwrap();
        assert!(text.contains(words), "{kind} at {at}: {text}");
    }
}

#[test]
fn converting_keeps_the_format_version_and_version_1_refuses_the_new_events() {
    let dir = tempfile::tempdir().unwrap();
    let trace = hard_trace(dir.path());
    // Another solver's name on the same events: a version 2 trace all the same.
    let text = std::fs::read_to_string(&trace).unwrap();
    let mine = dir.path().join("mine.jsonl");
    std::fs::write(
        &mine,
        text.replacen("\"mrv+singles+tables\"", "\"mine\"", 1),
    )
    .unwrap();
    let there = dir.path().join("mine.sdt");
    let back = dir.path().join("back.jsonl");
    assert_code(&run(&["convert", path_str(&mine), path_str(&there)]), 0);
    assert_code(&run(&["convert", path_str(&there), path_str(&back)]), 0);
    assert_eq!(
        std::fs::read(&back).unwrap(),
        std::fs::read(&mine).unwrap(),
        "there and back, the same bytes"
    );
    // (Its end record's cost counter is the strategy's, which another solver's name
    // does not recount: `stats` warns of that, and counts the rest the same.)
    let output = run(&["stats", "--json", path_str(&there)]);
    assert_code(&output, 0);
    let counts = json_line(&output)["stats"].clone();
    assert_eq!(counts["forced"], stats_json(&trace)["stats"]["forced"]);
    assert_eq!(
        counts["dead_ends"],
        stats_json(&trace)["stats"]["dead_ends"]
    );
    // The same events under a version 1 header are refused, with the line.
    let v1 = dir.path().join("v1.jsonl");
    std::fs::write(&v1, text.replacen("\"sudotrace\":2", "\"sudotrace\":1", 1)).unwrap();
    let output = run(&["stats", path_str(&v1)]);
    assert_code(&output, 2);
    let message = String::from_utf8_lossy(&output.stderr).to_string();
    assert!(
        message.contains("line 2") && message.contains("needs format version 2"),
        "{message}"
    );
}

#[test]
fn a_row_by_row_search_with_propagation_does_not_guess_which_blank_ran_out() {
    let dir = tempfile::tempdir().unwrap();
    let trace = dir.path().join("rows.jsonl");
    let puzzle =
        ".......12........3..23..4....18....5.6..7.8.......9.....85.....9...4.5..47...6...";
    let output = run(&[
        "solve",
        "--solver",
        "rows+singles+tables",
        "--trace",
        path_str(&trace),
        "--max-events",
        "3000",
        puzzle,
    ]);
    assert!(matches!(output.status.code(), Some(0 | 1)));
    let lines = std::fs::read_to_string(&trace).unwrap();
    let backtracks: Vec<usize> = lines
        .lines()
        .enumerate()
        .filter(|(_, line)| line.contains("\"ev\":\"backtrack\""))
        .map(|(n, _)| n)
        .take(5)
        .collect();
    assert!(!backtracks.is_empty());
    for at in backtracks {
        let output = run(&["show", path_str(&trace), "--at", &at.to_string()]);
        assert_code(&output, 0);
        let text = String::from_utf8(output.stdout).unwrap();
        assert!(text.contains("backtrack, erase"), "event {at}: {text}");
        assert!(!text.contains("has no digit left"), "event {at}: {text}");
    }
}

#[test]
fn show_gives_a_strategys_own_counts_as_stats_does() {
    let dir = tempfile::tempdir().unwrap();
    let trace = dir.path().join("mrv.jsonl");
    solve_traced(LEETCODE, "mrv+singles+tables", &trace, &[], 0);
    let at = "10";
    let (code, text, _) = run_text(&["show", path_str(&trace), "--at", at]);
    assert_eq!(code, 0);
    let shown: serde_json::Value = serde_json::from_str(
        stdout(&run(&["show", path_str(&trace), "--at", at, "--json"])).trim(),
    )
    .unwrap();
    let stats = &shown["stats"];
    let own = format!(
        "choices {}  guesses {}  forced {}  dead ends {}  unforced {}",
        stats["choices"].as_u64().unwrap_or(0),
        stats["guesses"].as_u64().unwrap_or(0),
        stats["forced"].as_u64().unwrap_or(0),
        stats["dead_ends"].as_u64().unwrap_or(0),
        stats["unforced"].as_u64().unwrap_or(0)
    );
    assert!(stats["forced"].as_u64().unwrap_or(0) + stats["choices"].as_u64().unwrap_or(0) > 0);
    assert!(text.contains(&own), "{own}\n{text}");
    // The row-by-row search has none of them.
    let naive = dir.path().join("naive.jsonl");
    solve_traced(LEETCODE, "naive", &naive, &[], 0);
    let (_, text, _) = run_text(&["show", path_str(&naive), "--at", at]);
    assert!(!text.contains("choices"), "{text}");
}

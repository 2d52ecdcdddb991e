//! Acceptance on Norvig's "hardest" list (tests/data/norvig_hardest.txt, 11 puzzles,
//! 9.4 million tries in all): both checks solve every puzzle, the solutions are those of
//! tests/data/norvig_hardest_solutions.csv, the traces of the two checks agree line for
//! line, and `stats` recounts each trace to what `solve` counted.

use std::path::Path;

use serde_json::Value;

use crate::util::*;

/// The puzzles of the list, in order, with the published solution of each.
fn norvig_hardest() -> (std::path::PathBuf, Vec<(String, String)>) {
    let list = data("norvig_hardest.txt");
    let puzzles: Vec<String> = std::fs::read_to_string(&list)
        .unwrap()
        .lines()
        .map(str::trim)
        .filter(|line| !line.is_empty() && !line.starts_with('#'))
        .map(str::to_string)
        .collect();
    let solutions = read_solutions(&data("norvig_hardest_solutions.csv"));
    assert_eq!(puzzles.len(), 11, "norvig_hardest.txt holds 11 puzzles");
    let paired = puzzles
        .into_iter()
        .map(|puzzle| {
            let solution = solutions
                .iter()
                .find(|(p, _)| *p == puzzle)
                .unwrap_or_else(|| panic!("no solution listed for {puzzle}"))
                .1
                .clone();
            (puzzle, solution)
        })
        .collect();
    (list, paired)
}

#[test]
fn norvig_hardest_both_checks_solve_every_puzzle() {
    let (list, expected) = norvig_hardest();
    let mut runs: Vec<Vec<Value>> = Vec::new();
    for solver in ["naive", "tables"] {
        let output = run(&["solve", "--json", "--solver", solver, path_str(&list)]);
        assert_code(&output, 0);
        let lines = json_lines(&output);
        assert_eq!(lines.len(), expected.len());
        for (i, (json, (puzzle, solution))) in lines.iter().zip(&expected).enumerate() {
            assert_eq!(json["line"], i as u64 + 1);
            assert_eq!(json["puzzle"], puzzle.as_str());
            assert_eq!(json["result"], "solved", "{solver}, puzzle {}", i + 1);
            assert_eq!(
                json["solution"],
                solution.as_str(),
                "{solver}, puzzle {}",
                i + 1
            );
            assert_valid_solution(puzzle, solution);
        }
        runs.push(lines);
    }
    let mut total_tries = 0;
    for (naive, tables) in runs[0].iter().zip(&runs[1]) {
        for key in [
            "tries",
            "conflicts",
            "places",
            "backtracks",
            "max_depth",
            "events",
        ] {
            assert_eq!(naive["stats"][key], tables["stats"][key], "{key}");
        }
        total_tries += naive["stats"]["tries"].as_u64().unwrap();
    }
    assert_eq!(total_tries, 9_447_476, "the tries of the whole list");
}

/// Trace one puzzle with both checks, compare the traces, recount each with `stats`.
fn check_traces(dir: &Path, number: usize, puzzle: &str, solution: &str) {
    let mut traces = Vec::new();
    let mut events = Vec::new();
    for solver in ["naive", "tables"] {
        let trace = dir.join(format!("{number}-{solver}.jsonl"));
        let output = run(&[
            "solve",
            "--json",
            "--solver",
            solver,
            "--trace",
            path_str(&trace),
            puzzle,
        ]);
        assert_code(&output, 0);
        let solved = json_line(&output);
        assert_eq!(solved["solution"], solution, "puzzle {number}, {solver}");
        assert_stats_match_solve(&stats_json(&trace), &solved);
        events.push(solved["stats"]["events"].as_u64().unwrap());
        traces.push(trace);
    }
    assert_eq!(events[0], events[1]);
    let lines = assert_traces_agree(&traces[0], &traces[1]);
    assert_eq!(lines, events[0] + 2, "a header, the events, an end record");
}

/// Puzzle `number` (1-based) of the list through [`check_traces`]. One test a puzzle, so
/// that the test threads share the work and a failure names its puzzle.
fn traces_of_puzzle(number: usize) {
    let (_, expected) = norvig_hardest();
    let (puzzle, solution) = &expected[number - 1];
    let dir = tempfile::tempdir().unwrap();
    check_traces(dir.path(), number, puzzle, solution);
}

macro_rules! traces_tests {
    ($($name:ident: $number:expr,)*) => {
        $(
            #[test]
            fn $name() {
                traces_of_puzzle($number);
            }
        )*
    };
}

traces_tests! {
    norvig_hardest_traces_01: 1,
    norvig_hardest_traces_02: 2,
    norvig_hardest_traces_03: 3,
    norvig_hardest_traces_04: 4,
    norvig_hardest_traces_05: 5,
    norvig_hardest_traces_06: 6,
    norvig_hardest_traces_07: 7,
    norvig_hardest_traces_08: 8,
    norvig_hardest_traces_09: 9,
    norvig_hardest_traces_10: 10,
    norvig_hardest_traces_11: 11,
}

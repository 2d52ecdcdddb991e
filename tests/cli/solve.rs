//! `solve` on good input: the published LeetCode counts, every input form, collections,
//! exit codes, and the text and help output as snapshots.

use std::fs;

use serde_json::{Value, json};

use crate::util::*;

/// The counts published for the LeetCode 37 example with this search (issue acceptance).
fn assert_leetcode_counts(json: &Value, solver: &str) {
    assert_eq!(json["solved"], true);
    assert_eq!(json["result"], "solved");
    assert_eq!(json["solver"], solver);
    assert_eq!(json["puzzle"], LEETCODE);
    assert_eq!(json["solution"], LEETCODE_SOLUTION);
    let s = &json["stats"];
    assert_eq!(s["tries"], 37652);
    assert_eq!(s["places"], 4208);
    assert_eq!(s["backtracks"], 4157);
    assert_eq!(
        s["conflicts"],
        json!({"row": 26125, "col": 5918, "box": 1401})
    );
    assert_eq!(s["max_depth"], 51);
    match solver {
        "naive" => {
            assert_eq!(s["cell_reads"], 334653);
            assert_eq!(s["table_lookups"], 0);
        }
        _ => {
            assert_eq!(s["cell_reads"], 0);
            assert_eq!(s["table_lookups"], 54788);
        }
    }
    // Every try ends in a conflict or a place, and every backtrack is one line.
    let events = 2 * 37652 + 4157;
    assert_eq!(s["events"], events);
    // The counts of the strategies that choose are written as 0, not left out.
    for count in ["choices", "guesses", "forced", "dead_ends", "unforced"] {
        assert_eq!(s[count], 0, "{count} is written");
    }
}

#[test]
fn leetcode_example_naive_gives_the_published_counts() {
    let json = solve_json(LEETCODE, "naive", 0);
    assert_leetcode_counts(&json, "naive");
    assert_eq!(json["line"], 1);
}

#[test]
fn leetcode_example_tables_gives_the_published_counts() {
    let json = solve_json(LEETCODE, "tables", 0);
    assert_leetcode_counts(&json, "tables");
}

#[test]
fn default_solver_is_naive() {
    let output = run(&["solve", "--json", LEETCODE]);
    assert_code(&output, 0);
    assert_leetcode_counts(&json_line(&output), "naive");
}

#[test]
fn unsolvable_puzzle_exits_1() {
    let puzzle = unsolvable();
    for solver in ["naive", "tables"] {
        let json = solve_json(&puzzle, solver, 1);
        assert_eq!(json["solved"], false);
        assert_eq!(json["result"], "unsolvable");
        assert!(json["solution"].is_null());
        // r1c9 is the first blank; all nine digits are tried there and nothing is placed.
        assert_eq!(json["stats"]["tries"], 9);
        assert_eq!(json["stats"]["places"], 0);
        assert_eq!(
            json["stats"]["conflicts"],
            json!({"row": 8, "col": 1, "box": 0})
        );
    }
    let text = run(&["solve", &puzzle]);
    assert_code(&text, 1);
    assert!(stdout(&text).contains("no solution"), "{}", stdout(&text));
}

/// The LeetCode example in every form people paste puzzles in.
fn leetcode_forms() -> Vec<(&'static str, String)> {
    let rows: Vec<&str> = (0..9).map(|r| &LEETCODE[r * 9..r * 9 + 9]).collect();
    let zeros = LEETCODE.replace('.', "0");
    let nine_lines: String = rows.iter().map(|row| format!("{row}\n")).collect();
    let mut drawn = String::from("+-------+-------+-------+\n");
    for (r, row) in rows.iter().enumerate() {
        let cells: Vec<String> = row.chars().map(|c| c.to_string()).collect();
        drawn.push_str(&format!(
            "| {} | {} | {} |\n",
            cells[0..3].join(" "),
            cells[3..6].join(" "),
            cells[6..9].join(" ")
        ));
        if r % 3 == 2 {
            drawn.push_str("+-------+-------+-------+\n");
        }
    }
    let strings = format!(
        "[{}]",
        rows.iter()
            .map(|row| format!(
                "[{}]",
                row.chars()
                    .map(|c| format!("\"{c}\""))
                    .collect::<Vec<_>>()
                    .join(",")
            ))
            .collect::<Vec<_>>()
            .join(",\n ")
    );
    let numbers = format!(
        "[{}]",
        rows.iter()
            .map(|row| format!(
                "[{}]",
                row.chars()
                    .map(|c| if c == '.' { '0' } else { c }.to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            ))
            .collect::<Vec<_>>()
            .join(",")
    );
    vec![
        ("81 characters with .", LEETCODE.to_string()),
        ("81 characters with 0", zeros),
        ("9 lines of 9", nine_lines),
        ("drawn grid", drawn),
        ("LeetCode JSON strings", strings),
        ("JSON numbers", numbers),
    ]
}

fn assert_solves_leetcode(output: &std::process::Output, what: &str) {
    assert_code(output, 0);
    let json = json_line(output);
    assert_eq!(json["puzzle"], LEETCODE, "{what}");
    assert_eq!(json["solution"], LEETCODE_SOLUTION, "{what}");
    assert_eq!(json["stats"]["tries"], 37652, "{what}");
}

#[test]
fn every_input_form_as_an_argument() {
    for (form, text) in leetcode_forms() {
        let output = run(&["solve", "--json", "--solver", "tables", &text]);
        assert_solves_leetcode(&output, form);
    }
}

#[test]
fn every_input_form_as_a_file() {
    let dir = tempfile::tempdir().unwrap();
    for (i, (form, text)) in leetcode_forms().into_iter().enumerate() {
        let path = dir.path().join(format!("puzzle{i}.txt"));
        fs::write(&path, &text).unwrap();
        let output = run(&["solve", "--json", "--solver", "tables", path_str(&path)]);
        assert_solves_leetcode(&output, form);
    }
}

#[test]
fn every_input_form_on_standard_input() {
    for (form, text) in leetcode_forms() {
        let output = bin()
            .args(["solve", "--json", "--solver", "tables", "-"])
            .write_stdin(text)
            .output()
            .unwrap();
        assert_solves_leetcode(&output, form);
    }
}

#[test]
fn windows_line_endings_and_surrounding_space_are_fine() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("crlf.txt");
    let rows: String = (0..9)
        .map(|r| format!("{}\r\n", &LEETCODE[r * 9..r * 9 + 9]))
        .collect();
    fs::write(&path, rows).unwrap();
    assert_solves_leetcode(
        &run(&["solve", "--json", "--solver", "tables", path_str(&path)]),
        "9 lines with CRLF",
    );
    fs::write(&path, format!("\n  {LEETCODE}  \r\n\n")).unwrap();
    assert_solves_leetcode(
        &run(&["solve", "--json", "--solver", "tables", path_str(&path)]),
        "81 characters with spaces around",
    );
}

/// A second puzzle with a known answer: the LeetCode solution with its first row and
/// first column blanked. Each blank below row 1 is alone in its row, and then each
/// blank of row 1 but r1c1 is alone in its column, so the answer is the LeetCode
/// solution again.
fn derived_puzzle() -> String {
    LEETCODE_SOLUTION
        .char_indices()
        .map(|(i, ch)| if i / 9 == 0 || i % 9 == 0 { '.' } else { ch })
        .collect()
}

#[test]
fn collection_gives_a_json_line_per_puzzle_with_its_line_number() {
    let dir = tempfile::tempdir().unwrap();
    let derived = derived_puzzle();
    let text = format!(
        "# two puzzles\n\n{LEETCODE}\n   \n# the second, derived from the first's solution\n{derived}\n\n"
    );
    let path = dir.path().join("collection.txt");
    fs::write(&path, text).unwrap();
    for solver in ["naive", "tables"] {
        let output = run(&["solve", "--json", "--solver", solver, path_str(&path)]);
        assert_code(&output, 0);
        let lines = json_lines(&output);
        assert_eq!(lines.len(), 2, "{}", stdout(&output));
        assert_eq!(lines[0]["line"], 3);
        assert_eq!(lines[1]["line"], 6);
        assert_eq!(lines[0]["puzzle"], LEETCODE);
        assert_eq!(lines[1]["puzzle"], derived.as_str());
        for json in &lines {
            assert_eq!(json["solution"], LEETCODE_SOLUTION);
            assert_eq!(json["solver"], solver);
        }
        // Each puzzle of a collection is searched as if it were alone.
        let alone = solve_json(&derived, solver, 0);
        assert_eq!(lines[1]["stats"]["tries"], alone["stats"]["tries"]);
        assert_eq!(lines[1]["stats"]["conflicts"], alone["stats"]["conflicts"]);
    }
}

#[test]
fn collection_text_output_numbers_each_puzzle() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("collection.txt");
    fs::write(
        &path,
        format!("{LEETCODE}\n# comment\n{}\n", derived_puzzle()),
    )
    .unwrap();
    let output = run(&["solve", path_str(&path)]);
    assert_code(&output, 0);
    let text = stdout(&output);
    assert!(text.contains("puzzle 1 (line 1)"), "{text}");
    assert!(text.contains("puzzle 2 (line 3)"), "{text}");
}

#[test]
fn collection_with_an_unsolvable_puzzle_exits_1_but_solves_the_others() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("mixed.txt");
    fs::write(&path, format!("{LEETCODE}\n{}\n", unsolvable())).unwrap();
    let output = run(&["solve", "--json", path_str(&path)]);
    assert_code(&output, 1);
    let lines = json_lines(&output);
    assert_eq!(lines.len(), 2);
    assert_eq!(lines[0]["result"], "solved");
    assert_eq!(lines[1]["result"], "unsolvable");
    assert_eq!(lines[1]["line"], 2);
}

#[test]
fn named_tsv_with_header_keeps_names_and_lines() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("named.tsv");
    let derived = derived_puzzle();
    fs::write(
        &path,
        format!(
            "name\tpuzzle\tsource\nleetcode37\t{LEETCODE}\tLeetCode problem 37\nderived\t{derived}\tthis test\n"
        ),
    )
    .unwrap();
    let output = run(&["solve", "--json", "--solver", "tables", path_str(&path)]);
    assert_code(&output, 0);
    let lines = json_lines(&output);
    assert_eq!(lines.len(), 2, "the header is not a puzzle");
    assert_eq!(lines[0]["name"], "leetcode37");
    assert_eq!(lines[0]["line"], 2);
    assert_eq!(lines[0]["puzzle"], LEETCODE);
    assert_eq!(lines[1]["name"], "derived");
    assert_eq!(lines[1]["line"], 3);
    for json in &lines {
        assert_eq!(json["solution"], LEETCODE_SOLUTION);
    }
    let text = run(&["solve", path_str(&path)]);
    assert_code(&text, 0);
    assert!(
        stdout(&text).contains("puzzle 1 leetcode37 (line 2)"),
        "{}",
        stdout(&text)
    );
}

#[test]
fn puzzle_solution_csv_reads_the_puzzle_column() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("with_solutions.csv");
    fs::write(&path, format!("{LEETCODE},{LEETCODE_SOLUTION}\n")).unwrap();
    let output = run(&["solve", "--json", path_str(&path)]);
    assert_code(&output, 0);
    let json = json_line(&output);
    assert_eq!(json["puzzle"], LEETCODE);
    assert_eq!(json["solution"], LEETCODE_SOLUTION);
}

#[test]
fn text_output_of_the_leetcode_example() {
    let output = run(&["solve", LEETCODE]);
    assert_code(&output, 0);
    let text = stdout(&output);
    let time_rows = text.lines().filter(|l| l.starts_with("time")).count();
    assert_eq!(time_rows, 1, "one time row: {text}");
    let redacted: String = text
        .lines()
        .map(|line| {
            if line.starts_with("time") {
                "time          [elapsed]\n".to_string()
            } else {
                format!("{line}\n")
            }
        })
        .collect();
    // Independent of the snapshot: the published counts appear in the table.
    for needle in [
        "37,652", "26,125", "5,918", "1,401", "4,208", "4,157", "334,653",
    ] {
        assert!(redacted.contains(needle), "{needle} in {redacted}");
    }
    insta::assert_snapshot!("solve_leetcode_text", redacted);
}

#[test]
fn help_texts() {
    let output = run(&["--help"]);
    assert_code(&output, 0);
    insta::assert_snapshot!("help", stdout(&output));
    let output = run(&["solve", "--help"]);
    assert_code(&output, 0);
    insta::assert_snapshot!("solve_help", stdout(&output));
}

#[test]
fn max_events_without_trace_stops_with_a_warning() {
    let output = run(&["solve", "--json", "--max-events", "500", LEETCODE]);
    assert_code(&output, 1);
    let err = stderr(&output);
    assert!(err.starts_with("warning:"), "{err}");
    assert!(err.contains("at the limit of 500 events"), "{err}");
    let json = json_line(&output);
    assert_eq!(json["result"], "limit");
    assert_eq!(json["solved"], false);
    assert!(json["stats"]["events"].as_u64().unwrap() <= 500);
}

#[test]
fn a_collection_too_big_for_json_lines_is_refused_before_anything_is_written() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("out");
    let puzzles = crate::util::data("plb_hard20.txt");
    let trace = out.join("t.jsonl");
    let output = run(&["solve", path_str(&puzzles), "--trace", path_str(&trace)]);
    let message = assert_user_error(&output);
    assert!(
        message.contains("would write about") && message.contains("*.sdt"),
        "{message}"
    );
    assert!(
        !out.exists() || std::fs::read_dir(&out).unwrap().next().is_none(),
        "nothing written"
    );
    // Asked for by name, it is written: here each search cut at 100 events.
    let output = run(&[
        "solve",
        path_str(&puzzles),
        "--trace",
        path_str(&trace),
        "--max-events",
        "100",
    ]);
    assert_ne!(
        output.status.code(),
        Some(2),
        "{}",
        crate::util::stderr(&output)
    );
    assert_eq!(std::fs::read_dir(&out).unwrap().count(), 20);
}

#[test]
fn a_try_limit_stops_the_search_right_after_that_many_tries() {
    for solver in ["naive", "tables", "mrv+tables", "mrv+naive"] {
        let output = run(&[
            "solve",
            LEETCODE,
            "--solver",
            solver,
            "--max-tries",
            "100",
            "--json",
        ]);
        assert_code(&output, 1);
        let json = json_lines(&output).remove(0);
        assert_eq!(json["result"], "limit", "{solver}");
        assert_eq!(json["stats"]["tries"], 100, "{solver}");
        assert!(
            stderr(&output).contains("stopped after 100 tries, needing more"),
            "{}",
            stderr(&output)
        );
    }
    // Enough tries: the search as without a limit.
    let output = run(&["solve", LEETCODE, "--max-tries", "37652", "--json"]);
    assert_code(&output, 0);
    assert_leetcode_counts(&json_lines(&output).remove(0), "naive");
    let refused = run(&["solve", LEETCODE, "--max-tries", "5", "--trace", "t.sdt"]);
    assert_code(&refused, 2);
    assert!(
        stderr(&refused).contains("--max-tries"),
        "{}",
        stderr(&refused)
    );
}

#[test]
fn a_built_in_puzzle_is_known_by_name_in_any_folder() {
    let dir = tempfile::tempdir().unwrap();
    let here = Some(dir.path());
    let json = json_line(&run_in(here, &["solve", "leetcode37", "--json"]));
    assert_eq!(json["puzzle"], LEETCODE);
    assert_eq!(json["name"], "leetcode37");
    assert_eq!(json["stats"]["tries"], 37652);
    // Every command that takes puzzles takes the names.
    let rated = run_in(here, &["rate", "inkala-2012", "--json"]);
    assert_code(&rated, 0);
    assert_eq!(json_line(&rated)["tries"], 445778);
    let checked = run_in(here, &["check", "LeetCode37", LEETCODE_SOLUTION]);
    assert_code(&checked, 0);
    let out = dir.path().join("out");
    let compared = run_in(
        here,
        &[
            "compare",
            "ai-escargot",
            "--repeat",
            "1",
            "-o",
            path_str(&out),
        ],
    );
    assert_code(&compared, 0);
    let report: Value =
        serde_json::from_str(&fs::read_to_string(out.join("report.json")).unwrap()).unwrap();
    assert_eq!(report["puzzles"][0]["name"], "ai-escargot");
}

#[test]
fn a_file_wins_over_a_built_in_puzzle_of_its_name() {
    let dir = tempfile::tempdir().unwrap();
    let derived = derived_puzzle();
    fs::write(dir.path().join("leetcode37"), format!("{derived}\n")).unwrap();
    let json = json_line(&run_in(
        Some(dir.path()),
        &["solve", "leetcode37", "--json"],
    ));
    assert_eq!(json["puzzle"], derived.as_str());
    assert_eq!(json["name"], Value::Null);
}

#[test]
fn an_unknown_name_is_refused_with_the_names_built_in() {
    let dir = tempfile::tempdir().unwrap();
    let output = run_in(Some(dir.path()), &["solve", "leetcode"]);
    let message = assert_user_error(&output);
    assert!(
        message.contains("leetcode: no such file, no puzzle built in by that name (leetcode37, "),
        "{message}"
    );
    // A player's answer is never a built-in puzzle.
    let output = run_in(Some(dir.path()), &["check", "leetcode37", "leetcode37"]);
    assert!(assert_user_error(&output).starts_with("error: the answer: leetcode37: no such file"));
}

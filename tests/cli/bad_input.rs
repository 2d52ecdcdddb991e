//! Every kind of bad input: exit code 2, one line on stderr starting with `error:` that
//! says what is wrong and where, nothing on stdout, and never a panic. Commands run in a
//! temporary folder with relative file names, so that messages are deterministic. (In a
//! collection, a bad line is skipped with a warning and exit code 1 instead, as long as
//! another line holds a puzzle.)

use std::fs;
use std::path::Path;

use tempfile::TempDir;

use crate::util::*;

/// `solve` on `arg` in `dir`: a user error, whose message is returned.
fn solve_error(dir: &Path, arg: &str) -> String {
    assert_user_error(&run_in(Some(dir), &["solve", arg]))
}

/// `solve` on a file holding `bytes`: a user error, whose message is returned.
fn solve_file_error(bytes: &[u8]) -> String {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("puzzle.txt"), bytes).unwrap();
    let message = solve_error(dir.path(), "puzzle.txt");
    assert!(message.contains("puzzle.txt"), "names the file: {message}");
    message
}

fn assert_contains(message: &str, needles: &[&str]) {
    for needle in needles {
        assert!(message.contains(needle), "{needle:?} in {message:?}");
    }
}

#[test]
fn too_few_cells_says_how_many() {
    let dir = tempfile::tempdir().unwrap();
    let message = solve_error(dir.path(), &LEETCODE[..80]);
    assert_contains(&message, &["found 80 cells", "81"]);
    insta::assert_snapshot!("error_too_few_cells", message);
}

#[test]
fn too_many_cells_says_how_many() {
    let dir = tempfile::tempdir().unwrap();
    let message = solve_error(dir.path(), &format!("{LEETCODE}."));
    assert_contains(&message, &["found 82 cells"]);
}

#[test]
fn short_row_in_nine_lines_says_how_many() {
    let mut rows: Vec<String> = (0..9)
        .map(|r| LEETCODE[r * 9..r * 9 + 9].to_string())
        .collect();
    rows[4].pop();
    let message = solve_file_error(rows.join("\n").as_bytes());
    assert_contains(&message, &["found 80 cells"]);
}

#[test]
fn wrong_count_in_a_collection_names_the_line() {
    let text = format!("# collection\n{LEETCODE}\n{}\n", &LEETCODE[..79]);
    let message = solve_file_skipping(text.as_bytes(), 1);
    assert_contains(&message, &["line 3", "found 79 cells"]);
}

/// A collection with bad lines: each is skipped with a warning naming where and why,
/// the `solved` puzzles are solved, and the exit code is 1. The warnings are returned.
fn solve_file_skipping(bytes: &[u8], solved: usize) -> String {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("puzzle.txt"), bytes).unwrap();
    for command in ["solve", "rate"] {
        let output = run_in(Some(dir.path()), &[command, "--json", "puzzle.txt"]);
        assert_code(&output, 1);
        assert_eq!(stdout(&output).lines().count(), solved, "{command}");
    }
    let output = run_in(Some(dir.path()), &["solve", "puzzle.txt"]);
    let warnings = stderr(&output);
    for line in warnings.lines() {
        assert!(
            line.starts_with("warning: puzzle.txt: line ") && line.ends_with("; skipped"),
            "{line}"
        );
    }
    warnings
}

#[test]
fn bad_character_names_line_and_column() {
    let dir = tempfile::tempdir().unwrap();
    let puzzle = format!("{}x{}", &LEETCODE[..4], &LEETCODE[5..]);
    let message = solve_error(dir.path(), &puzzle);
    assert_contains(&message, &["line 1, column 5", "'x'"]);
    insta::assert_snapshot!("error_bad_character", message);
}

#[test]
fn bad_character_in_nine_lines_names_line_and_column() {
    let mut rows: Vec<String> = (0..9)
        .map(|r| LEETCODE[r * 9..r * 9 + 9].to_string())
        .collect();
    rows[2].replace_range(3..4, "?");
    let message = solve_file_error(rows.join("\n").as_bytes());
    assert_contains(&message, &["line 3, column 4", "'?'"]);
}

#[test]
fn bad_character_in_a_collection_names_line_and_column() {
    let bad = format!("{}a{}", &LEETCODE[..40], &LEETCODE[41..]);
    let text = format!("{LEETCODE}\n\n{bad}\n");
    let message = solve_file_skipping(text.as_bytes(), 1);
    assert_contains(&message, &["line 3, column 41", "'a'"]);
    // With no puzzle left, it is an error.
    let message = solve_file_error(format!("{bad}\n{bad}\n").as_bytes());
    assert_contains(&message, &["line 1, column 41", "'a'"]);
}

#[test]
fn clashing_givens_name_both_cells_and_the_digit() {
    let dir = tempfile::tempdir().unwrap();
    let puzzle = format!("..5...5..{}", ".".repeat(72));
    let message = solve_error(dir.path(), &puzzle);
    assert_contains(&message, &["r1c3 and r1c7 both hold 5"]);
    insta::assert_snapshot!("error_clash", message);
}

#[test]
fn clashing_givens_in_a_column_and_a_box() {
    let dir = tempfile::tempdir().unwrap();
    let mut column = vec![b'.'; 81];
    column[4] = b'8'; // r1c5
    column[8 * 9 + 4] = b'8'; // r9c5
    let message = solve_error(dir.path(), std::str::from_utf8(&column).unwrap());
    assert_contains(&message, &["r1c5 and r9c5 both hold 8"]);
    let mut boxed = vec![b'.'; 81];
    boxed[9 * 3 + 3] = b'2'; // r4c4
    boxed[9 * 5 + 5] = b'2'; // r6c6
    let message = solve_error(dir.path(), std::str::from_utf8(&boxed).unwrap());
    assert_contains(&message, &["r4c4 and r6c6 both hold 2"]);
}

/// The LeetCode example as LeetCode's JSON, with a hook to spoil it.
fn leetcode_json(spoil: impl Fn(usize, &mut Vec<String>)) -> String {
    let rows: Vec<String> = (0..9)
        .map(|r| {
            let mut cells: Vec<String> = LEETCODE[r * 9..r * 9 + 9]
                .chars()
                .map(|c| format!("\"{c}\""))
                .collect();
            spoil(r, &mut cells);
            format!("[{}]", cells.join(","))
        })
        .collect();
    format!("[{}]", rows.join(",\n"))
}

#[test]
fn json_row_with_eight_cells() {
    let text = leetcode_json(|r, cells| {
        if r == 3 {
            cells.pop();
        }
    });
    let message = solve_file_error(text.as_bytes());
    assert_contains(&message, &["row 4", "8 cells"]);
    insta::assert_snapshot!("error_json_short_row", message);
}

#[test]
fn json_non_digit_cell() {
    let text = leetcode_json(|r, cells| {
        if r == 6 {
            cells[2] = "\"x\"".into();
        }
    });
    let message = solve_file_error(text.as_bytes());
    assert_contains(&message, &["row 7, column 3", "\"x\""]);
}

#[test]
fn json_number_out_of_range() {
    let text = leetcode_json(|r, cells| {
        if r == 0 {
            cells[8] = "10".into();
        }
    });
    let message = solve_file_error(text.as_bytes());
    assert_contains(&message, &["row 1, column 9", "10"]);
}

#[test]
fn json_with_eight_rows() {
    let text = leetcode_json(|_, _| {});
    let cut = text.rfind(",\n").unwrap();
    let message = solve_file_error(format!("{}]", &text[..cut]).as_bytes());
    assert_contains(&message, &["8 rows"]);
}

#[test]
fn broken_json_says_where() {
    let text = leetcode_json(|_, _| {});
    let message = solve_file_error(&text.as_bytes()[..text.len() - 5]);
    assert_contains(&message, &["JSON", "line 9"]);
}

#[test]
fn missing_file() {
    let dir = tempfile::tempdir().unwrap();
    let message = solve_error(dir.path(), "no-such-puzzle.txt");
    assert_contains(&message, &["no-such-puzzle.txt", "no such file"]);
    insta::assert_snapshot!("error_missing_puzzle_file", message);
}

#[test]
fn folder_instead_of_a_file() {
    let dir = tempfile::tempdir().unwrap();
    fs::create_dir(dir.path().join("puzzles")).unwrap();
    let message = solve_error(dir.path(), "puzzles");
    assert_contains(&message, &["puzzles", "not a file"]);
}

#[test]
fn non_utf8_file_gives_the_byte_offset() {
    let mut bytes = LEETCODE.as_bytes()[..20].to_vec();
    bytes.push(0xff);
    bytes.extend_from_slice(&LEETCODE.as_bytes()[21..]);
    let message = solve_file_error(&bytes);
    assert_contains(&message, &["byte offset 20", "UTF-8"]);
}

#[test]
fn non_utf8_standard_input_gives_the_byte_offset() {
    let output = bin()
        .args(["solve", "-"])
        .write_stdin(vec![b'5', b'3', 0xc3, b'.'])
        .output()
        .unwrap();
    let message = assert_user_error(&output);
    assert_contains(&message, &["standard input", "byte offset 2"]);
}

#[test]
fn empty_input() {
    let message = solve_file_error(b"");
    assert_contains(&message, &["empty"]);
    let message = solve_file_error(b"\n   \n# only a comment\n\n");
    assert_contains(&message, &["empty"]);
    let output = bin().args(["solve", "-"]).write_stdin("").output().unwrap();
    let message = assert_user_error(&output);
    assert_contains(&message, &["standard input", "empty"]);
}

#[test]
fn unknown_solver_is_a_usage_error() {
    let output = run(&["solve", "--solver", "dlx", LEETCODE]);
    assert_code(&output, 2);
    assert!(stderr(&output).contains("dlx"), "{}", stderr(&output));
}

// ----- traces given to `stats` -----

/// The LeetCode solution with r1c3 blanked (it holds 4): a trace of its search written
/// by hand. Row 1 reads 5 3 . 6 7 8 9 1 2, so 1, 2 and 3 clash in the row, at r1c8,
/// r1c9 and r1c2, and 4 fits.
fn one_blank_puzzle() -> String {
    format!("53.{}", &LEETCODE_SOLUTION[3..])
}

pub fn hand_trace() -> Vec<String> {
    let header = format!(
        r#"{{"sudotrace":1,"puzzle":"{}","solver":"naive","max_events":null}}"#,
        one_blank_puzzle()
    );
    let mut lines = vec![header];
    for (digit, with) in [(1, "[1,8]"), (2, "[1,9]"), (3, "[1,2]")] {
        lines.push(format!(r#"{{"ev":"try","r":1,"c":3,"d":{digit}}}"#));
        lines.push(format!(
            r#"{{"ev":"conflict","r":1,"c":3,"d":{digit},"unit":"row","with":{with}}}"#
        ));
    }
    lines.push(r#"{"ev":"try","r":1,"c":3,"d":4}"#.into());
    lines.push(r#"{"ev":"place","r":1,"c":3,"d":4}"#.into());
    lines.push(format!(
        r#"{{"ev":"end","result":"solved","solution":"{LEETCODE_SOLUTION}"}}"#
    ));
    lines
}

/// A folder holding `trace.jsonl` made of `lines`.
fn trace_dir(lines: &[String]) -> TempDir {
    let dir = tempfile::tempdir().unwrap();
    let mut text = lines.join("\n");
    text.push('\n');
    fs::write(dir.path().join("trace.jsonl"), text).unwrap();
    dir
}

/// `stats` on the hand trace spoiled by `spoil`: a user error, whose message is returned.
fn stats_error(spoil: impl FnOnce(&mut Vec<String>)) -> String {
    let mut lines = hand_trace();
    spoil(&mut lines);
    let dir = trace_dir(&lines);
    for args in [
        &["stats", "trace.jsonl"][..],
        &["stats", "--json", "trace.jsonl"],
    ] {
        let message = assert_user_error(&run_in(Some(dir.path()), args));
        assert!(message.contains("trace.jsonl"), "names the file: {message}");
    }
    assert_user_error(&run_in(Some(dir.path()), &["stats", "trace.jsonl"]))
}

#[test]
fn the_hand_written_trace_itself_is_good() {
    let dir = trace_dir(&hand_trace());
    let json = stats_json(&dir.path().join("trace.jsonl"));
    assert_eq!(json["result"], "solved");
    assert_eq!(json["solution"], LEETCODE_SOLUTION);
    let s = &json["stats"];
    assert_eq!(s["tries"], 4);
    assert_eq!(s["conflicts"]["row"], 3);
    assert_eq!(s["places"], 1);
    assert_eq!(s["events"], 8);
    // Reads to find 1 at r1c8, 2 at r1c9, 3 at r1c2, then 27 for the fit.
    assert_eq!(s["cell_reads"], 8 + 9 + 2 + 27);
    // And the solver agrees with the hand-written trace.
    let solved = solve_json(&one_blank_puzzle(), "naive", 0);
    assert_stats_match_solve(&json, &solved);
}

#[test]
fn missing_trace_file() {
    let dir = tempfile::tempdir().unwrap();
    let message = assert_user_error(&run_in(Some(dir.path()), &["stats", "nope.jsonl"]));
    assert_contains(&message, &["nope.jsonl"]);
}

#[test]
fn empty_trace_file() {
    let message = stats_error(|lines| lines.clear());
    assert_contains(&message, &["empty"]);
}

#[test]
fn not_a_trace() {
    let message = stats_error(|lines| *lines = vec![LEETCODE.to_string()]);
    assert_contains(
        &message,
        &[
            "line 1",
            "a puzzle, not a trace",
            "sudotrace solve",
            "--trace",
        ],
    );
    let message = stats_error(|lines| lines[0] = r#"{"puzzle":"x"}"#.into());
    assert_contains(&message, &["line 1", "not a sudotrace trace"]);
}

#[test]
fn a_puzzle_given_for_a_trace_says_how_to_record_one() {
    let dir = tempfile::tempdir().unwrap();
    for args in [
        vec!["render", LEETCODE, "-o", "x.gif"],
        vec!["stats", LEETCODE],
        vec!["show", LEETCODE, "--at", "3"],
    ] {
        let message = assert_user_error(&run_in(Some(dir.path()), &args));
        assert_contains(
            &message,
            &[
                "this is a puzzle, not a trace",
                "sudotrace solve",
                "--trace",
            ],
        );
    }
    assert!(!dir.path().join("x.gif").exists());
}

#[test]
fn wrong_format_version() {
    let message =
        stats_error(|lines| lines[0] = lines[0].replace(r#""sudotrace":1"#, r#""sudotrace":4"#));
    assert_contains(&message, &["line 1", "version 4"]);
}

#[test]
fn malformed_event_line() {
    let message = stats_error(|lines| lines[3] = r#"{"ev":"try","r":1"#.into());
    assert_contains(&message, &["line 4", "JSON"]);
}

#[test]
fn unknown_event_kind() {
    let message = stats_error(|lines| lines[3] = r#"{"ev":"guess","r":1,"c":3,"d":2}"#.into());
    assert_contains(&message, &["line 4", "guess"]);
    insta::assert_snapshot!("error_trace_unknown_event", message);
}

#[test]
fn out_of_range_coordinate() {
    let message = stats_error(|lines| lines[3] = r#"{"ev":"try","r":1,"c":0,"d":2}"#.into());
    assert_contains(&message, &["line 4", "\"c\" is 0"]);
    let message = stats_error(|lines| lines[3] = r#"{"ev":"try","r":10,"c":3,"d":2}"#.into());
    assert_contains(&message, &["line 4", "\"r\" is 10"]);
    let message = stats_error(|lines| lines[3] = r#"{"ev":"try","r":1,"c":3,"d":10}"#.into());
    assert_contains(&message, &["line 4", "\"d\" is 10"]);
    let message = stats_error(|lines| {
        lines[2] = r#"{"ev":"conflict","r":1,"c":3,"d":1,"unit":"row","with":[1,12]}"#.into()
    });
    assert_contains(&message, &["line 3", "12"]);
}

#[test]
fn place_over_a_given() {
    let message = stats_error(|lines| lines[8] = r#"{"ev":"place","r":1,"c":1,"d":4}"#.into());
    assert_contains(&message, &["line 9", "r1c1", "given"]);
    insta::assert_snapshot!("error_trace_place_over_given", message);
}

#[test]
fn backtrack_of_an_empty_cell() {
    let message = stats_error(|lines| lines[3] = r#"{"ev":"backtrack","r":1,"c":3,"d":1}"#.into());
    assert_contains(&message, &["line 4", "r1c3", "empty"]);
}

#[test]
fn conflict_with_a_cell_that_does_not_hold_the_digit() {
    let message = stats_error(|lines| {
        lines[2] = r#"{"ev":"conflict","r":1,"c":3,"d":1,"unit":"row","with":[1,2]}"#.into()
    });
    assert_contains(&message, &["line 3", "r1c2", "not 1"]);
}

#[test]
fn conflict_with_a_cell_outside_the_unit() {
    let message = stats_error(|lines| {
        lines[2] = r#"{"ev":"conflict","r":1,"c":3,"d":1,"unit":"col","with":[1,8]}"#.into()
    });
    assert_contains(&message, &["line 3", "r1c8", "column"]);
}

#[test]
fn trace_without_an_end_record_is_read_up_to_its_last_event() {
    let mut lines = hand_trace();
    lines.pop();
    let dir = trace_dir(&lines);
    let output = run_in(Some(dir.path()), &["stats", "--json", "trace.jsonl"]);
    assert!(output.status.success(), "a trace cut short still reads");
    let message = String::from_utf8_lossy(&output.stderr).trim().to_string();
    assert_contains(&message, &["trace.jsonl", "end record", "line 9"]);
    insta::assert_snapshot!("error_trace_no_end", message);
    let json: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(json["result"], "cut short");
    assert_eq!(json["stats"]["events"], 8, "every event before the cut");
}

#[test]
fn show_past_the_cut_of_a_trace_is_one_error() {
    let mut lines = hand_trace();
    lines.pop();
    let dir = trace_dir(&lines);
    let output = run_in(Some(dir.path()), &["show", "trace.jsonl", "--at", "50"]);
    let message = assert_user_error(&output);
    assert_contains(
        &message,
        &["--at 50", "end record", "after 8 events", "0 to 8"],
    );
    let output = run_in(Some(dir.path()), &["show", "trace.jsonl", "--at", "8"]);
    assert_code(&output, 0);
    assert!(stderr(&output).starts_with("warning: trace.jsonl: "));
}

#[test]
fn a_last_line_cut_in_the_middle_is_a_trace_cut_short() {
    let mut lines = hand_trace();
    lines.pop();
    let last = lines.pop().unwrap();
    lines.push(last[..last.len() / 2].to_string());
    let dir = trace_dir(&lines);
    std::fs::write(dir.path().join("trace.jsonl"), lines.join("\n")).unwrap();
    let output = run_in(Some(dir.path()), &["stats", "--json", "trace.jsonl"]);
    assert!(output.status.success(), "{output:?}");
    let json: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(json["stats"]["events"], 7, "the half line is not an event");
}

#[test]
fn lines_after_the_end_record() {
    let message = stats_error(|lines| lines.push(r#"{"ev":"try","r":1,"c":3,"d":5}"#.into()));
    assert_contains(&message, &["line 11", "after the end record"]);
}

#[test]
fn end_record_with_a_solution_the_events_do_not_reach() {
    let message = stats_error(|lines| {
        let wrong = format!("{}{}", &LEETCODE_SOLUTION[..79], "97");
        lines[9] = format!(r#"{{"ev":"end","result":"solved","solution":"{wrong}"}}"#);
    });
    assert_contains(&message, &["line 10"]);
}

/// An end record the events contradict: a solved search's claiming no solution, and one
/// whose solution is not the board the events lead to (a whole grid, each digit 1 and 2
/// swapped). No command takes either as the truth: `stats` and `convert` refuse it with
/// the line named (exit 2); the commands that show a trace say it and show the events
/// before it; `diagnose` finds it.
#[test]
fn an_end_record_the_board_contradicts_is_never_taken_as_the_truth() {
    let dir = TempDir::new().unwrap();
    let trace = dir.path().join("solved.jsonl");
    solve_traced(LEETCODE, "naive", &trace, &[], 0);
    let lines = trace_lines(&trace);
    let (events, end) = lines.split_at(lines.len() - 1);
    let end: serde_json::Value = serde_json::from_str(&end[0]).unwrap();
    let mut unsolvable = end.clone();
    unsolvable["result"] = "unsolvable".into();
    unsolvable["solution"] = serde_json::Value::Null;
    let mut wrong = end.clone();
    let swapped: String = end["solution"]
        .as_str()
        .unwrap()
        .chars()
        .map(|ch| match ch {
            '1' => '2',
            '2' => '1',
            other => other,
        })
        .collect();
    wrong["solution"] = swapped.into();
    let line = format!("line {}", thousands_of(lines.len()));
    for (name, record, says) in [
        ("unsolvable", unsolvable, "its events fill every blank"),
        (
            "wrong",
            wrong,
            "solution is not the board the events lead to",
        ),
    ] {
        let path = dir.path().join(format!("{name}.jsonl"));
        fs::write(&path, format!("{}\n{record}\n", events.join("\n"))).unwrap();
        let file = path_str(&path);
        for args in [
            vec!["stats", file],
            vec!["stats", file, "--json"],
            vec![
                "convert",
                file,
                path_str(&dir.path().join(format!("{name}.sdt"))),
            ],
        ] {
            let message = assert_user_error(&run(&args));
            assert_contains(&message, &[&line, says]);
        }
        assert!(!dir.path().join(format!("{name}.sdt")).exists());
        // Shown up to the end record, which is said and not believed.
        let (code, out, err) = run_text(&["show", file]);
        assert_eq!(code, 0, "{err}");
        assert_contains(&err, &[&line, says, "showing the 79,461 events before it"]);
        assert!(!out.contains("no solution"), "{out}");
        for (command, output) in [("html", "page.html"), ("chart", "charts")] {
            let target = dir.path().join(format!("{name}-{output}"));
            let output = run(&[command, file, "-o", path_str(&target)]);
            assert_code(&output, 0);
            assert_contains(&stderr(&output), &[&line, says]);
        }
        let (code, out, _) = run_text(&["diagnose", file, "--json"]);
        assert_eq!(code, 1, "{out}");
        let diagnosis: serde_json::Value = serde_json::from_str(&out).unwrap();
        let kinds: Vec<&str> = diagnosis["findings"]
            .as_array()
            .unwrap()
            .iter()
            .map(|f| f["kind"].as_str().unwrap())
            .collect();
        let expected = if name == "wrong" {
            "end-solution"
        } else {
            "gave-up"
        };
        assert_eq!(kinds, [expected], "{diagnosis:#}");
    }
}

/// `n` with thousands separators, as messages write line numbers.
fn thousands_of(n: usize) -> String {
    sudotrace_core::numbers::thousands(n as u64)
}

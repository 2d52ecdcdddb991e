//! `sudotrace diagnose`, as a student and a teacher meet it: solvers written in Python
//! and JavaScript (tests/solvers/) with the bugs students make, each found and explained
//! at the event where the buggy search first differs from a correct one; a correct
//! solver in another order gets no finding; hand-spoiled traces for the checks within the
//! rules; several traces at once; the exit codes. And the viewers reading such a trace
//! up to its fault, with the fault drawn.

use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::Value;
use sudotrace_core::numbers::thousands;
use tempfile::TempDir;

use crate::util::{
    LEETCODE, LEETCODE_SOLUTION, assert_code, assert_user_error, path_str, require_program, run,
    run_text, solve_traced, stdout, trace_lines,
};

/// The bugs tests/solvers/student.py and student.js carry, with the kinds of finding
/// each must give first.
const BUGS: [(&str, &[&str]); 11] = [
    ("string-compare", &["impossible"]),
    ("box-slice", &["impossible", "gave-up"]),
    ("stale-tables", &["impossible"]),
    ("give-up", &["departs", "gave-up"]),
    ("backtrack-next", &["malformed"]),
    ("stop-at-given", &["departs", "gave-up"]),
    ("no-col", &["departs", "impossible"]),
    ("self-clash", &["impossible", "gave-up"]),
    ("counter", &["departs", "blanks-left"]),
    ("digits-0-8", &["malformed"]),
    ("no-nine", &["departs", "gave-up"]),
];

/// Run the student's solver in `program` (python3 or node) with `bug` on LeetCode 37.
fn student_trace(program: &str, dir: &Path, bug: &str) -> PathBuf {
    let out = dir.join(format!("{program}-{bug}.jsonl"));
    student_trace_of(program, LEETCODE, bug, &out);
    out
}

/// Run the student's solver in `program` (python3 or node) with `bug` on `puzzle`,
/// writing its trace to `out`.
pub fn student_trace_of(program: &str, puzzle: &str, bug: &str, out: &Path) {
    let script = match program {
        "python3" => "student.py",
        _ => "student.js",
    };
    let script = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/solvers")
        .join(script);
    let status = Command::new(program)
        .arg(&script)
        .arg(puzzle)
        .arg(out)
        .arg(bug)
        .status()
        .expect("the solver runs");
    assert!(status.success(), "{program} {bug}");
}

fn diagnose_json(trace: &Path, code: i32) -> Value {
    let output = run(&["diagnose", path_str(trace), "--json"]);
    assert_code(&output, code);
    serde_json::from_str(stdout(&output).trim()).unwrap()
}

/// The number of the first event where two traces differ (events count from 1; one
/// past the shorter's last when one is the other's beginning).
fn first_difference(a: &Path, b: &Path) -> u64 {
    let events = |path: &Path| -> Vec<String> {
        trace_lines(path)
            .into_iter()
            .skip(1)
            .filter(|line| !line.contains("\"end\""))
            .collect()
    };
    let (a, b) = (events(a), events(b));
    let same = a.iter().zip(&b).take_while(|(x, y)| x == y).count();
    same as u64 + 1
}

fn each_bug_is_found_where_the_search_goes_wrong(program: &str) {
    require_program(program);
    let dir = TempDir::new().unwrap();
    let correct = student_trace(program, dir.path(), "none");
    let clean = diagnose_json(&correct, 0);
    assert_eq!(clean["verdict"], "clean", "{clean}");
    assert_eq!(clean["likeness"]["exact"], true);
    assert_eq!(clean["likeness"]["claimed"], true);
    for (bug, kinds) in BUGS {
        let trace = student_trace(program, dir.path(), bug);
        let diagnosis = diagnose_json(&trace, 1);
        let findings = diagnosis["findings"].as_array().unwrap();
        let found: Vec<&str> = findings
            .iter()
            .map(|f| f["kind"].as_str().unwrap())
            .collect();
        assert_eq!(
            found[..kinds.len()],
            *kinds,
            "{program} {bug}: {diagnosis:#}"
        );
        let at = first_difference(&trace, &correct);
        assert_eq!(
            findings[0]["event"].as_u64(),
            Some(at),
            "{program} {bug}: found at the event where the search goes wrong: {diagnosis:#}"
        );
        let message = findings[0]["message"].as_str().unwrap();
        assert!(
            message.starts_with(&format!("event {}: ", thousands(at))),
            "{bug}: {message}"
        );
        assert!(
            message.contains("the row-by-row search would"),
            "{bug}: says what the search it claims would do: {message}"
        );
        if kinds.contains(&"gave-up") {
            assert!(
                findings[1]["message"]
                    .as_str()
                    .unwrap()
                    .contains(LEETCODE_SOLUTION)
            );
        }
    }
    // A correct search in another order keeps to the rules: nothing to say.
    let columns = student_trace(program, dir.path(), "columns");
    let diagnosis = diagnose_json(&columns, 0);
    assert_eq!(diagnosis["verdict"], "clean", "{diagnosis:#}");
    assert_eq!(diagnosis["findings"], serde_json::json!([]));
}

/// sudotrace's own naive search of LeetCode 37, its lines spoiled by `spoil`.
fn spoiled(dir: &Path, name: &str, spoil: impl FnOnce(&mut Vec<String>)) -> PathBuf {
    let good = dir.join("good.jsonl");
    if !good.exists() {
        solve_traced(LEETCODE, "naive", &good, &[], 0);
    }
    let mut lines = trace_lines(&good);
    spoil(&mut lines);
    let path = dir.join(name);
    std::fs::write(&path, lines.join("\n") + "\n").unwrap();
    path
}

fn kinds(diagnosis: &Value) -> Vec<String> {
    diagnosis["findings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["kind"].as_str().unwrap().to_string())
        .collect()
}

#[test]
fn mistakes_within_the_rules_are_found_too() {
    let dir = TempDir::new().unwrap();
    // Lines 3 and 4 are events 3 and 4: a try and its conflict, said twice.
    let twice = spoiled(dir.path(), "twice.jsonl", |lines| {
        let pair = lines[3..5].to_vec();
        lines.splice(5..5, pair);
    });
    let diagnosis = diagnose_json(&twice, 1);
    assert!(
        kinds(&diagnosis).contains(&"tried-twice".to_string()),
        "{diagnosis:#}"
    );
    // A conflict with no try before it (line 3 is event 3, the try it answers).
    let orphan = spoiled(dir.path(), "orphan.jsonl", |lines| {
        lines.remove(3);
    });
    let diagnosis = diagnose_json(&orphan, 1);
    assert!(
        kinds(&diagnosis).contains(&"conflict-without-try".to_string()),
        "{diagnosis:#}"
    );
    // An end record whose counts are not the events'.
    let counts = spoiled(dir.path(), "counts.jsonl", |lines| {
        let end = lines.last_mut().unwrap();
        *end = end.replace("\"tries\":37652", "\"tries\":37650");
    });
    let diagnosis = diagnose_json(&counts, 1);
    assert_eq!(kinds(&diagnosis), ["end-counts"], "{diagnosis:#}");
    assert!(
        diagnosis["findings"][0]["message"]
            .as_str()
            .unwrap()
            .contains("it counts 37,650 tries, the events hold 37,652")
    );
    // No end record at all.
    let cut = spoiled(dir.path(), "cut.jsonl", |lines| {
        lines.pop();
    });
    let diagnosis = diagnose_json(&cut, 1);
    assert_eq!(kinds(&diagnosis), ["no-end"], "{diagnosis:#}");
    // Solved, with blanks never filled: the last 200 events gone.
    let skipped = spoiled(dir.path(), "skipped.jsonl", |lines| {
        let end = lines.len() - 1;
        lines.drain(end - 200..end);
    });
    let diagnosis = diagnose_json(&skipped, 1);
    assert!(
        kinds(&diagnosis).contains(&"blanks-left".to_string()),
        "{diagnosis:#}"
    );
}

#[test]
fn a_class_of_traces_gives_a_line_each_and_a_summary() {
    let dir = TempDir::new().unwrap();
    let good = spoiled(dir.path(), "a-good.jsonl", |_| {});
    let bad = spoiled(dir.path(), "b-bad.jsonl", |lines| {
        lines[5] = r#"{"ev":"place","r":1,"c":3,"d":5}"#.to_string();
    });
    let (code, out, _) = run_text(&["diagnose", path_str(&good), path_str(&bad)]);
    assert_eq!(code, 1);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 3, "{out}");
    assert!(lines[0].contains("a-good.jsonl: clean"), "{out}");
    assert!(
        lines[1].contains("b-bad.jsonl: 1 finding; first: event 5: r1c3: place 5 cannot happen"),
        "{out}"
    );
    assert_eq!(lines[2], "2 traces: 1 clean, 1 with findings, 0 unreadable");
    // A file that is no trace: its line says so, the others are still diagnosed, exit
    // code 2.
    let junk = dir.path().join("c-junk.jsonl");
    std::fs::write(&junk, "hello\n").unwrap();
    let output = run(&["diagnose", path_str(&good), path_str(&junk)]);
    assert_code(&output, 2);
    let out = stdout(&output);
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines[0].contains("a-good.jsonl: clean"), "{out}");
    assert!(
        lines[1].starts_with(&format!(
            "{}: unreadable: line 1: not a sudotrace trace",
            junk.display()
        )),
        "{out}"
    );
    assert_eq!(lines[2], "2 traces: 1 clean, 0 with findings, 1 unreadable");
    // Alone, an unreadable trace is an error of one line.
    let output = run(&["diagnose", path_str(&junk)]);
    assert_user_error(&output);
}

#[test]
fn the_viewers_read_up_to_the_fault_and_draw_it_while_stats_stays_strict() {
    let dir = TempDir::new().unwrap();
    // Event 5 places 5 at r1c3, which holds the 1 placed at event 2.
    let bad = spoiled(dir.path(), "bad.jsonl", |lines| {
        lines[5] = r#"{"ev":"place","r":1,"c":3,"d":5}"#.to_string();
    });
    let (code, out, err) = run_text(&["show", path_str(&bad), "--at", "5"]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("#5  r1c3: place 5 cannot happen: r1c3 already holds 1"),
        "{out}"
    );
    assert!(
        err.starts_with("warning:") && err.contains("line 6"),
        "{err}"
    );
    let (code, out, _) = run_text(&["show", path_str(&bad), "--at", "3"]);
    assert_eq!(code, 0);
    assert!(out.contains("#3  r1c4: try 1"), "{out}");
    let png = dir.path().join("fault.png");
    let (code, out, _) = run_text(&["render", path_str(&bad), "--at", "5", "-o", path_str(&png)]);
    assert_eq!(code, 0);
    assert!(out.contains("which cannot happen"), "{out}");
    let gif = dir.path().join("fault.gif");
    let (code, _, err) = run_text(&["render", path_str(&bad), "-o", path_str(&gif)]);
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("cannot happen"), "{err}");
    let charts = dir.path().join("charts");
    let (code, _, err) = run_text(&["chart", path_str(&bad), "-o", path_str(&charts)]);
    assert_eq!(code, 0, "{err}");
    let html = dir.path().join("fault.html");
    let (code, _, err) = run_text(&["html", path_str(&bad), "-o", path_str(&html)]);
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("ends on that event"), "{err}");
    for strict in [
        vec!["stats", path_str(&bad)],
        vec!["convert", path_str(&bad), "/tmp/never-written.sdt"],
    ] {
        let message = assert_user_error(&run(&strict));
        assert!(message.contains("line 6"), "{message}");
    }
}

#[test]
fn a_backtrack_with_digits_left_says_which_were_never_tried() {
    let dir = TempDir::new().unwrap();
    // r1c4's 1 clashes, and the search goes back at once instead of trying 2 to 9.
    let early = spoiled(dir.path(), "early.jsonl", |lines| {
        lines.truncate(5);
        lines.push(r#"{"ev":"backtrack","r":1,"c":3,"d":1}"#.to_string());
        lines.push(r#"{"ev":"end","result":"unsolvable","solution":null}"#.to_string());
    });
    let diagnosis = diagnose_json(&early, 1);
    assert_eq!(
        diagnosis["findings"][0]["message"],
        "event 5: backtracked from r1c4 with 2–9 untried, erasing 1 at r1c3; the row-by-row search would try 2 at r1c4",
        "{diagnosis:#}"
    );
    assert_eq!(diagnosis["findings"][1]["kind"], "gave-up");
}

#[test]
fn help_says_what_it_finds_what_it_cannot_and_the_exit_codes() {
    let output = run(&["diagnose", "--help"]);
    assert_code(&output, 0);
    let help = stdout(&output);
    for needle in [
        "What it cannot see",
        "Exit code 0",
        "--json",
        "docs/debugging.md",
    ] {
        assert!(help.contains(needle), "{needle}");
    }
    insta::assert_snapshot!("diagnose_help", help);
}

/// The LeetCode solutions' check (one loop over cell i of the row, the column and the
/// box) in `program`'s student solver, headed `naive` as docs/debugging.md advises: the
/// same search, only the clashes named differ, which diagnose says as a difference and
/// the viewers follow as the search.
fn the_one_loop_check_is_said_as_a_difference(program: &str) {
    require_program(program);
    let dir = TempDir::new().unwrap();
    let trace = student_trace(program, dir.path(), "one-loop");
    let correct = student_trace(program, dir.path(), "none");
    let at = first_difference(&trace, &correct);
    assert_eq!(at, 4, "r1c4's 1: the column's r2c4 before the row's r1c3");
    let diagnosis = diagnose_json(&trace, 0);
    assert_eq!(diagnosis["verdict"], "clean", "{diagnosis:#}");
    assert_eq!(diagnosis["findings"], serde_json::json!([]));
    let likeness = &diagnosis["likeness"];
    assert_eq!(likeness["exact"], true);
    assert_eq!(likeness["claimed"], true);
    assert_eq!(likeness["matched"], diagnosis["events"]);
    assert_eq!(likeness["other_check"]["how"], "one-loop");
    assert_eq!(likeness["other_check"]["event"], at);
    assert_eq!(likeness["other_check"]["at"], "line 5");
    let (code, out, err) = run_text(&["diagnose", path_str(&trace)]);
    assert_eq!((code, err.as_str()), (0, ""), "{out}");
    assert_eq!(
        out,
        format!(
            "{}: no findings (solver \"naive\", 79,461 events, ends solved): the search is the row-by-row search's, as it claims; only the clash its check names first differs\n  from event 4 [line 5] it checks the row, the column and the box together, cell i of each in turn (the one-loop isValid), and names the clash it meets first: “r1c4: 1 clashes with r2c4 (col)” where that search has “r1c4: 1 clashes with r1c3 (row)”\n",
            trace.display()
        )
    );
    // The viewers follow it as the search its header names: no departure, the
    // strategy's words, the clash it names.
    let (code, out, _) = run_text(&["show", path_str(&trace), "--at", "4"]);
    assert_eq!(code, 0);
    assert!(out.contains("#4  r1c4: 1 clashes with r2c4 (col)"), "{out}");
    let (_, end, _) = run_text(&["show", path_str(&trace)]);
    assert!(!end.contains("departs"), "{end}");
    assert!(end.contains("every blank is filled"), "{end}");

    // A fault later on is found where it is, the check said too.
    let faulty = dir.path().join(format!("{program}-one-loop-faulty.jsonl"));
    let mut lines = trace_lines(&trace);
    lines.drain(100..102);
    std::fs::write(&faulty, lines.join("\n") + "\n").unwrap();
    let diagnosis = diagnose_json(&faulty, 1);
    assert_eq!(diagnosis["findings"][0]["kind"], "departs", "{diagnosis:#}");
    assert_eq!(diagnosis["findings"][0]["event"], 100);
    assert_eq!(diagnosis["likeness"]["matched"], 99);
    assert_eq!(diagnosis["likeness"]["other_check"]["event"], 4);
}

/// LeetCode's one loop with the box's column taken from the row, headed `naive` as
/// docs/debugging.md advises: found where it leaves the one loop, never where the loop
/// was first told.
fn the_one_loop_with_a_wrong_box_is_found_where_it_leaves_the_loop(program: &str) {
    require_program(program);
    let dir = TempDir::new().unwrap();
    let trace = student_trace(program, dir.path(), "one-loop-box");
    let correct = student_trace(program, dir.path(), "one-loop");
    let at = first_difference(&trace, &correct);
    assert_eq!(at, 10, "r1c6's 2: the box's r1c4 missed, the row's named");
    let diagnosis = diagnose_json(&trace, 1);
    let findings = diagnosis["findings"].as_array().unwrap();
    assert_eq!(findings[0]["kind"], "departs", "{diagnosis:#}");
    assert_eq!(findings[0]["event"], at);
    assert!(findings.iter().all(|f| f["event"] != 4), "{diagnosis:#}");
    assert_eq!(diagnosis["likeness"]["other_check"]["how"], "one-loop");
    // The class's line points at the same event.
    let (_, lines, _) = run_text(&["diagnose", path_str(&trace), path_str(&correct)]);
    let line = lines.lines().next().unwrap();
    assert!(line.contains("first: event 10: "), "{line}");
}

/// A solver headed `oneloop` is held to the one loop exactly; the Java answer's loop
/// (the column's cell first) headed `naive` is the same search, said as a note.
fn each_loop_is_held_to_its_own_order(program: &str) {
    require_program(program);
    let dir = TempDir::new().unwrap();
    let oneloop = student_trace(program, dir.path(), "oneloop");
    let diagnosis = diagnose_json(&oneloop, 0);
    assert_eq!(diagnosis["likeness"]["exact"], true, "{diagnosis:#}");
    assert!(diagnosis["likeness"].get("other_check").is_none());
    let (code, stats, _) = run_text(&["stats", path_str(&oneloop)]);
    assert_eq!(code, 0);
    assert!(stats.contains("cell reads    372,394"), "{stats}");
    // The article's scan headed oneloop departs at its first clash the loop names
    // otherwise.
    let scan = student_trace(program, dir.path(), "none");
    let mut lines = trace_lines(&scan);
    lines[0] = lines[0].replace("\"naive\"", "\"oneloop\"");
    std::fs::write(&scan, lines.join("\n") + "\n").unwrap();
    let diagnosis = diagnose_json(&scan, 1);
    assert_eq!(diagnosis["findings"][0]["event"], 4, "{diagnosis:#}");
    // Headed `naive`, the same loop's reads are counted as the loop reads them, once its
    // conflicts tell it.
    let headed_naive = student_trace(program, dir.path(), "one-loop");
    let (_, stats, _) = run_text(&["stats", path_str(&headed_naive)]);
    assert!(stats.contains("cell reads    372,394"), "{stats}");
    let java = student_trace(program, dir.path(), "column-loop");
    let diagnosis = diagnose_json(&java, 0);
    assert_eq!(
        diagnosis["likeness"]["other_check"]["how"], "one-loop-column-first",
        "{diagnosis:#}"
    );
}

/// The note every command that shows a trace gives when its conflicts name no clash.
fn worked_out_note(trace: &Path) -> String {
    format!(
        "note: {}: its conflicts name no unit or cell (the first is event 4, line 5): sudotrace worked each clash out from the board, as the first in the row, then the column, then the box\n",
        trace.display()
    )
}

fn a_check_that_returns_a_bool_is_read_by_every_command(program: &str) {
    require_program(program);
    let dir = TempDir::new().unwrap();
    let trace = student_trace(program, dir.path(), "bool-check");
    let correct = student_trace(program, dir.path(), "none");
    let lines = trace_lines(&trace);
    assert_eq!(lines[4], r#"{"ev":"conflict","r":1,"c":4,"d":1}"#);
    let note = worked_out_note(&trace);
    // Every command reads it as the correct solver's trace, and says it worked out the
    // clashes.
    for args in [
        vec!["stats"],
        vec!["stats", "--json"],
        vec!["show", "--at", "4"],
        vec!["show", "--json", "--at", "5"],
        vec!["diagnose"],
    ] {
        let (command, rest) = args.split_first().unwrap();
        let run_one = |path: &Path| {
            let mut full = vec![*command, path_str(path)];
            full.extend_from_slice(rest);
            run(&full)
        };
        let (bool_check, own) = (run_one(&trace), run_one(&correct));
        assert_code(&bool_check, 0);
        assert_eq!(crate::util::stderr(&bool_check), note, "{args:?}");
        let name = |path: &Path| path.display().to_string();
        assert_eq!(
            stdout(&bool_check).replace(&name(&trace), "T"),
            stdout(&own).replace(&name(&correct), "T"),
            "{args:?}: what the correct solver's trace gives"
        );
    }
    let (code, out, _) = run_text(&["show", path_str(&trace), "--at", "4"]);
    assert_eq!(code, 0);
    assert!(out.contains("#4  r1c4: 1 clashes with r1c3 (row)"), "{out}");
    let diagnosis = diagnose_json(&trace, 0);
    assert_eq!(diagnosis["worked_out"]["event"], 4);
    assert_eq!(diagnosis["worked_out"]["at"], "line 5");
    // The pictures and the page: the same bytes as of the correct solver's trace.
    for (kind, args) in [
        ("png", vec!["render", "--at", "4"]),
        ("gif", vec!["render", "--max-frames", "30"]),
        ("html", vec!["html"]),
    ] {
        let mut outputs = Vec::new();
        for path in [&trace, &correct] {
            let output = dir.path().join(format!(
                "{}.{kind}",
                path.file_stem().unwrap().to_str().unwrap()
            ));
            let mut full = args.clone();
            full.extend([path_str(path), "-o", path_str(&output)]);
            let ran = run(&full);
            assert_code(&ran, 0);
            if path == &trace {
                let err = crate::util::stderr(&ran);
                assert!(err.contains(&note), "{kind}: {err}");
            }
            outputs.push(std::fs::read(&output).unwrap());
        }
        assert!(outputs[0] == outputs[1], "{kind}: the same bytes");
    }
    // Converted, the clashes are written in full: the correct solver's event lines.
    let converted = dir.path().join("converted.jsonl");
    let output = run(&["convert", path_str(&trace), path_str(&converted)]);
    assert_code(&output, 0);
    assert_eq!(crate::util::stderr(&output), note);
    let events = |path: &Path| trace_lines(path)[1..].to_vec();
    let (converted, correct) = (events(&converted), events(&correct));
    assert_eq!(converted.len(), correct.len());
    assert_eq!(
        converted[..converted.len() - 1],
        correct[..correct.len() - 1]
    );
}

#[test]
fn a_conflict_that_names_no_clash_where_nothing_clashes_is_refused() {
    let dir = TempDir::new().unwrap();
    let header = format!(r#"{{"sudotrace":1,"puzzle":"{LEETCODE}","solver":"naive"}}"#);
    let write = |name: &str, header: &str| {
        let path = dir.path().join(name);
        let lines = [
            header,
            r#"{"ev":"try","r":1,"c":3,"d":1}"#,
            r#"{"ev":"conflict","r":1,"c":3,"d":1}"#,
            r#"{"ev":"end","result":"unsolvable"}"#,
        ];
        std::fs::write(&path, lines.join("\n") + "\n").unwrap();
        path
    };
    // 1 fits at r1c3: nothing in its row, column or box holds it.
    let fits = write("fits.jsonl", &header);
    let message = assert_user_error(&run(&["stats", path_str(&fits)]));
    assert_eq!(
        message,
        format!(
            "error: {}: line 3: r1c3: 1 clashes with nothing: no cell of the row, column or box of r1c3 holds 1 (the conflict names no unit or cell, so its clash is looked for on the board)",
            fits.display()
        )
    );
    let diagnosis = diagnose_json(&fits, 1);
    assert_eq!(
        diagnosis["findings"][0]["kind"], "malformed",
        "{diagnosis:#}"
    );
    assert_eq!(diagnosis["findings"][0]["event"], 2);
    assert!(diagnosis.get("worked_out").is_none());
    let (code, _, err) = run_text(&["show", path_str(&fits)]);
    assert_eq!(code, 0);
    assert!(
        err.contains("line 3: r1c3: 1 clashes with nothing"),
        "{err}"
    );
    // A trace sudotrace wrote names every clash: one that does not is damaged.
    let own = write(
        "own.jsonl",
        &header.replace(r#""naive"}"#, r#""naive","version":"0.1.0"}"#),
    );
    let message = assert_user_error(&run(&["stats", path_str(&own)]));
    assert!(
        message.ends_with(r#"line 3: a conflict needs "unit": "row", "col" or "box""#),
        "{message}"
    );
}

/// The one-loop solver of tests/solvers, written independently of sudotrace in each
/// language, makes `sudotrace solve --solver oneloop`'s events, on LeetCode 37 and on a
/// puzzle whose search makes over a million.
fn an_independent_one_loop_solver_makes_oneloops_events(program: &str) {
    require_program(program);
    let dir = TempDir::new().unwrap();
    // The ninth of tests/data/norvig_hardest.txt: 1,165,559 events.
    let long = std::fs::read_to_string(crate::util::data("norvig_hardest.txt"))
        .unwrap()
        .lines()
        .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
        .nth(8)
        .unwrap()
        .to_string();
    for (name, puzzle) in [("leetcode", LEETCODE), ("long", long.as_str())] {
        let theirs = dir.path().join(format!("{program}-{name}.jsonl"));
        let script = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/solvers")
            .join(if program == "node" {
                "student.js"
            } else {
                "student.py"
            });
        let status = Command::new(program)
            .arg(&script)
            .args([puzzle, path_str(&theirs), "oneloop", "5000000"])
            .status()
            .unwrap();
        assert!(status.success());
        let ours = dir.path().join(format!("ours-{name}.jsonl"));
        let solved = solve_traced(puzzle, "oneloop", &ours, &[], 0);
        let events = |path: &Path| -> Vec<Value> {
            trace_lines(path)[1..]
                .iter()
                .map(|line| serde_json::from_str::<Value>(line).unwrap())
                .filter(|event| event["ev"] != "end")
                .collect()
        };
        let (theirs, ours) = (events(&theirs), events(&ours));
        assert_eq!(
            theirs.len() as u64,
            solved["stats"]["events"].as_u64().unwrap()
        );
        assert!(theirs == ours, "{program} on {name}");
        if name == "long" {
            assert!(ours.len() > 1_000_000, "{}", ours.len());
        }
    }
}

/// The tests that need node, Chromium or tmux: the web tier (`cargo xtask test-web`).
mod web {
    use super::*;
    use crate::util::{Tool, tools_here};

    #[test]
    #[ignore = "web tier, run by `cargo xtask test-web`"]
    fn javascript_solvers_bugs_are_each_found_at_the_right_event() {
        if !tools_here(&[Tool::Node]) {
            return;
        }
        each_bug_is_found_where_the_search_goes_wrong("node");
    }

    #[test]
    #[ignore = "web tier, run by `cargo xtask test-web`"]
    fn the_javascript_one_loop_check_is_said_as_a_difference() {
        if !tools_here(&[Tool::Node]) {
            return;
        }
        the_one_loop_check_is_said_as_a_difference("node");
    }

    #[test]
    #[ignore = "web tier, run by `cargo xtask test-web`"]
    fn the_javascript_one_loop_with_a_wrong_box_is_found_where_it_leaves_the_loop() {
        if !tools_here(&[Tool::Node]) {
            return;
        }
        the_one_loop_with_a_wrong_box_is_found_where_it_leaves_the_loop("node");
    }

    #[test]
    #[ignore = "web tier, run by `cargo xtask test-web`"]
    fn each_javascript_loop_is_held_to_its_own_order() {
        if !tools_here(&[Tool::Node]) {
            return;
        }
        each_loop_is_held_to_its_own_order("node");
    }

    #[test]
    #[ignore = "web tier, run by `cargo xtask test-web`"]
    fn a_javascript_check_that_returns_a_bool_is_read_by_every_command() {
        if !tools_here(&[Tool::Node]) {
            return;
        }
        a_check_that_returns_a_bool_is_read_by_every_command("node");
    }

    #[test]
    #[ignore = "web tier, run by `cargo xtask test-web`"]
    fn the_tutorial_quotes_what_diagnose_says_of_the_leetcode_check() {
        if !tools_here(&[Tool::Node]) {
            return;
        }
        require_program("node");
        let doc = std::fs::read_to_string(
            Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/debugging.md"),
        )
        .unwrap();
        let dir = TempDir::new().unwrap();
        for (bug, name) in [
            ("one-loop", "leetcode.jsonl"),
            ("bool-check", "leetcode-bool.jsonl"),
        ] {
            student_trace_of("node", LEETCODE, bug, &dir.path().join(name));
            let command = format!("$ node student.js {LEETCODE} {name} {bug}");
            assert!(doc.contains(&command), "docs/debugging.md lacks: {command}");
            let output = crate::util::run_in(Some(dir.path()), &["diagnose", name]);
            assert_code(&output, 0);
            let said = stdout(&output) + &crate::util::stderr(&output);
            for line in said.lines() {
                assert!(doc.contains(line), "docs/debugging.md lacks: {line}");
            }
        }
    }

    #[test]
    #[ignore = "web tier, run by `cargo xtask test-web`"]
    fn an_independent_javascript_one_loop_solver_makes_oneloops_events() {
        if !tools_here(&[Tool::Node]) {
            return;
        }
        an_independent_one_loop_solver_makes_oneloops_events("node");
    }
}

/// The tests that need python3: the Python tier (`cargo xtask test-python`).
mod python {
    use super::*;
    use crate::util::{Tool, tools_here};

    #[test]
    #[ignore = "Python tier, run by `cargo xtask test-python`"]
    fn python_solvers_bugs_are_each_found_at_the_right_event() {
        if !tools_here(&[Tool::Python]) {
            return;
        }
        each_bug_is_found_where_the_search_goes_wrong("python3");
    }

    #[test]
    #[ignore = "Python tier, run by `cargo xtask test-python`"]
    fn the_tutorial_quotes_what_diagnose_says() {
        if !tools_here(&[Tool::Python, Tool::Node]) {
            return;
        }
        require_program("python3");
        require_program("node");
        let doc = std::fs::read_to_string(
            Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/debugging.md"),
        )
        .unwrap();
        let dir = TempDir::new().unwrap();
        for (program, bug, name) in [
            ("node", "string-compare", "solver-js.jsonl"),
            ("python3", "box-slice", "solver-py.jsonl"),
        ] {
            let trace = student_trace(program, dir.path(), bug);
            std::fs::rename(&trace, dir.path().join(name)).unwrap();
            let output = crate::util::run_in(Some(dir.path()), &["diagnose", name]);
            assert_code(&output, 1);
            for line in stdout(&output).lines() {
                assert!(doc.contains(line), "docs/debugging.md lacks: {line}");
            }
        }
        for (bug, _) in BUGS {
            let trace = student_trace("python3", dir.path(), bug);
            let diagnosis = diagnose_json(&trace, 1);
            let first = diagnosis["findings"][0]["message"].as_str().unwrap();
            let opening = first.split("; ").next().unwrap();
            assert!(doc.contains(opening), "docs/debugging.md lacks: {opening}");
        }
    }

    #[test]
    #[ignore = "Python tier, run by `cargo xtask test-python`"]
    fn the_python_one_loop_check_is_said_as_a_difference() {
        if !tools_here(&[Tool::Python]) {
            return;
        }
        the_one_loop_check_is_said_as_a_difference("python3");
    }

    #[test]
    #[ignore = "Python tier, run by `cargo xtask test-python`"]
    fn a_check_of_its_own_that_agrees_with_the_one_loop_at_first_departs_where_it_leaves_it() {
        if !tools_here(&[Tool::Python]) {
            return;
        }
        require_program("python3");
        let dir = TempDir::new().unwrap();
        // The whole column before the row: at event 4 the column's r2c4, as the one loop
        // names it too; at event 10 a row's clash where both loops meet the box's first.
        let trace = student_trace("python3", dir.path(), "col-first");
        let mut lines = trace_lines(&trace);
        lines[0] = lines[0].replace("colfirst", "naive");
        std::fs::write(&trace, lines.join("\n") + "\n").unwrap();
        let diagnosis = diagnose_json(&trace, 1);
        let finding = &diagnosis["findings"][0];
        assert_eq!(finding["kind"], "departs", "{diagnosis:#}");
        assert_eq!(finding["event"], 10);
        assert!(
            finding["message"]
                .as_str()
                .unwrap()
                .ends_with("(it checks the row before the box)"),
            "{finding}"
        );
        // The order it kept to until then is said, from where it was told.
        assert_eq!(diagnosis["likeness"]["other_check"]["event"], 4);
        assert_eq!(diagnosis["likeness"]["other_check"]["how"], "one-loop");
        let (_, out, _) = run_text(&["show", path_str(&trace), "--at", "11"]);
        assert!(
            out.contains("it departs from the row-by-row search (naive) at event 10"),
            "{out}"
        );
    }

    #[test]
    #[ignore = "Python tier, run by `cargo xtask test-python`"]
    fn the_python_one_loop_with_a_wrong_box_is_found_where_it_leaves_the_loop() {
        if !tools_here(&[Tool::Python]) {
            return;
        }
        the_one_loop_with_a_wrong_box_is_found_where_it_leaves_the_loop("python3");
    }

    #[test]
    #[ignore = "Python tier, run by `cargo xtask test-python`"]
    fn each_python_loop_is_held_to_its_own_order() {
        if !tools_here(&[Tool::Python]) {
            return;
        }
        each_loop_is_held_to_its_own_order("python3");
    }

    #[test]
    #[ignore = "Python tier, run by `cargo xtask test-python`"]
    fn a_python_check_that_returns_a_bool_is_read_by_every_command() {
        if !tools_here(&[Tool::Python]) {
            return;
        }
        a_check_that_returns_a_bool_is_read_by_every_command("python3");
    }

    #[test]
    #[ignore = "Python tier, run by `cargo xtask test-python`"]
    fn an_independent_python_one_loop_solver_makes_oneloops_events() {
        if !tools_here(&[Tool::Python]) {
            return;
        }
        an_independent_one_loop_solver_makes_oneloops_events("python3");
    }
}

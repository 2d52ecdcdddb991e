//! Marking a class with `diagnose`, as a teacher meets it: a correct solver under its own
//! name is never at fault for resembling a built-in search, every message speaks the
//! trace format's words, every viewer reads a damaged trace up to its fault, a foreign
//! trace's words come from its events, the report counts and places everything, and the
//! docs say what the program does. The solvers are tests/solvers/student.py and
//! student.js; the damaged traces are made here.

use std::path::{Path, PathBuf};

use serde_json::{Value, json};
use tempfile::TempDir;

use crate::diagnose::student_trace_of;
use crate::player_simulate::built_page_data;
use crate::util::page_json;
use crate::util::{
    LEETCODE, LEETCODE_SOLUTION, assert_code, assert_user_error, bin, path_str, require_program,
    run, run_in, run_text, solve_traced, stdout, trace_lines,
};

/// A puzzle (from the Kaggle set) where a row-by-row search that checks the column
/// before the row makes the built-in search's first 31 events.
const RESEMBLING: &str =
    "1....5..738.9.....6.....48.82...1.75.4.76..2..69..2..1..5.39..4....2.1......46352";
/// Two more puzzles from the Kaggle set, quick for the student solvers.
const SMALL: &str =
    ".6.72.9.8.84..3..17..1...659....8....71.6......2.1..34...2..7.6.3..498..215....9.";
const FOURTH: &str =
    "4972.....1..4....5....16.9862.3...4.3..9.......1.726....2..587....6....453..97.61";

/// The class of docs/debugging.md: ten solvers on three puzzles.
const CLASS_SOLVERS: [&str; 10] = [
    "none",
    "columns",
    "col-first",
    "string-compare",
    "box-slice",
    "stale-tables",
    "give-up",
    "backtrack-next",
    "self-clash",
    "counter",
];

fn doc(name: &str) -> String {
    std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("docs")
            .join(name),
    )
    .unwrap()
}

fn diagnose_json(trace: &Path, code: i32) -> Value {
    let output = run(&["diagnose", path_str(trace), "--json"]);
    assert_code(&output, code);
    serde_json::from_str(stdout(&output).trim()).unwrap()
}

fn kinds(diagnosis: &Value) -> Vec<String> {
    diagnosis["findings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["kind"].as_str().unwrap().to_string())
        .collect()
}

/// The Python student's trace of `bug` on `puzzle`, named `name` in `dir`.
fn python(dir: &Path, puzzle: &str, bug: &str, name: &str) -> PathBuf {
    let out = dir.join(name);
    student_trace_of("python3", puzzle, bug, &out);
    out
}

/// `trace` with its header's solver renamed `solver`.
fn renamed(trace: &Path, solver: &str, name: &str) -> PathBuf {
    let mut lines = trace_lines(trace);
    let mut header: Value = serde_json::from_str(&lines[0]).unwrap();
    header["solver"] = solver.into();
    lines[0] = header.to_string();
    let out = trace.with_file_name(name);
    std::fs::write(&out, lines.join("\n") + "\n").unwrap();
    out
}

/// sudotrace's own naive search of LeetCode 37, its lines changed by `spoil`.
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

/// Words of the program's own that would leak into a message.
const RUST_WORDS: [&str; 12] = [
    "struct",
    "RawEvent",
    "RawHeader",
    "i64",
    "u64",
    "u8",
    "invalid type",
    "Option",
    "String",
    "elements",
    "enum",
    "EOF while",
];

#[test]
fn messages_speak_the_trace_formats_words_and_say_where() {
    let dir = TempDir::new().unwrap();
    let header = format!(r#"{{"sudotrace":1,"puzzle":"{LEETCODE}","solver":"naive"}}"#);
    let end = r#"{"ev":"end","result":"limit"}"#;
    let bad_events = [
        (r#"null"#, "a line must be a JSON object"),
        (r#"[1,2,3]"#, "not a list"),
        (r#"7"#, "not the number 7"),
        (r#"{"r":1,"c":3,"d":1}"#, r#"the line has no "ev""#),
        (
            r#"{"ev":5,"r":1,"c":3,"d":1}"#,
            r#""ev" must be the kind of event"#,
        ),
        (
            r#"{"ev":"try","r":"1","c":3,"d":1}"#,
            r#""r" must be a whole number from 1 to 9, not the string "1""#,
        ),
        (
            r#"{"ev":"try","r":1,"c":3.5,"d":1}"#,
            r#""c" must be a whole number from 1 to 9, not the number 3.5"#,
        ),
        (
            r#"{"ev":"try","r":1,"c":3,"d":true}"#,
            r#""d" must be a whole number"#,
        ),
        (
            r#"{"ev":"try","r":1,"c":3,"d":-1}"#,
            r#""d" is -1, it must be 1 to 9"#,
        ),
        (
            r#"{"ev":"try","r":1,"c":3,"d":99999999999999999999}"#,
            r#""d" must be a whole number"#,
        ),
        (
            r#"{"ev":"conflict","r":1,"c":3,"d":5,"unit":7,"with":[1,1]}"#,
            r#""unit" must be a string"#,
        ),
        (
            r#"{"ev":"conflict","r":1,"c":3,"d":5,"unit":"row","with":"r1c1"}"#,
            r#""with" must be [row, column]"#,
        ),
        (
            r#"{"ev":"conflict","r":1,"c":3,"d":5,"unit":"row","with":[1]}"#,
            r#"a conflict needs "with""#,
        ),
        (r#"{"ev":"end","result":5}"#, r#""result" must be a string"#),
        (
            r#"{"ev":"end","result":"limit","stats":3}"#,
            r#""stats" must be an object of counts"#,
        ),
        (
            r#"{"ev":"end","result":"limit","stats":{"tries":1}}"#,
            r#""stats" has no "conflicts.row""#,
        ),
        (
            r#"{"ev":"end","result":"limit","stats":{"tries":"x"}}"#,
            r#""stats": "tries" must be a whole number, not the string "x""#,
        ),
        (
            r#"{"ev":"end","result":"limit","stats":{"tries":1,"conflicts":[]}}"#,
            r#""conflicts" must be an object of counts"#,
        ),
        (
            r#"{"ev":"try","r":1"#,
            "the line ends before its JSON is complete",
        ),
        (r#"{"ev":"try",r:1}"#, "unexpected 'r' at column 13"),
        (
            r#"{"ev":"try","r":1,"c":3,"d":1}}"#,
            "unexpected '}' at column 31",
        ),
    ];
    let bad_headers = [
        (r#"[1,2,3,4,5]"#.to_string(), "must be a header like"),
        (
            r#"{"sudotrace":1,"puzzle":5,"solver":"naive"}"#.to_string(),
            r#""puzzle" must be a string"#,
        ),
        (
            format!(r#"{{"sudotrace":1,"puzzle":"{LEETCODE}","solver":["naive"]}}"#),
            r#""solver" must be a string"#,
        ),
        (
            format!(
                r#"{{"sudotrace":1,"puzzle":"{LEETCODE}","solver":"naive","max_events":"10"}}"#
            ),
            r#""max_events" must be a whole number of events or null, not the string "10""#,
        ),
        (
            format!(r#"{{"sudotrace":1,"puzzle":"{LEETCODE}","solver":"naive","version":1}}"#),
            r#""version" must be a string"#,
        ),
        (
            format!(r#"{{"sudotrace":"1","puzzle":"{LEETCODE}","solver":"naive"}}"#),
            "trace format version \"1\"",
        ),
    ];
    let mut cases: Vec<(Vec<u8>, String, &str)> = Vec::new();
    for (line, words) in bad_events {
        let text = format!("{header}\n{{\"ev\":\"try\",\"r\":1,\"c\":3,\"d\":1}}\n{line}\n{end}\n");
        cases.push((text.into_bytes(), "line 3".to_string(), words));
    }
    for (line, words) in &bad_headers {
        cases.push((
            format!("{line}\n{end}\n").into_bytes(),
            "line 1".to_string(),
            words,
        ));
    }
    let good = format!("{header}\n{{\"ev\":\"try\",\"r\":1,\"c\":3,\"d\":1}}\n{end}\n");
    let mut bom = vec![0xef, 0xbb, 0xbf];
    bom.extend(good.as_bytes());
    cases.push((bom, "line 1".into(), "byte-order mark (the bytes EF BB BF)"));
    let utf16: Vec<u8> = [0xff, 0xfe]
        .into_iter()
        .chain(good.encode_utf16().flat_map(u16::to_le_bytes))
        .collect();
    cases.push((utf16, "line 1".into(), "UTF-16"));
    cases.push((
        good.replace('\n', "\r").into_bytes(),
        "line 1".into(),
        "the lines end in a carriage return alone",
    ));
    let long_cr = format!(
        "{header}\n{}",
        "{\"ev\":\"try\",\"r\":1,\"c\":3,\"d\":1}\n".repeat(3000)
    )
    .replace('\n', "\r");
    cases.push((
        long_cr.into_bytes(),
        "line 1".into(),
        "carriage return alone",
    ));
    for (i, (bytes, line, words)) in cases.iter().enumerate() {
        let path = dir.path().join(format!("bad-{i}.jsonl"));
        std::fs::write(&path, bytes).unwrap();
        for command in ["stats", "convert", "diagnose"] {
            let out = dir.path().join(format!("out-{i}.sdt"));
            let args = match command {
                "convert" => vec![command, path_str(&path), path_str(&out)],
                _ => vec![command, path_str(&path)],
            };
            let output = run(&args);
            let said = match output.status.code() {
                Some(2) => assert_user_error(&output),
                _ => stdout(&output),
            };
            assert!(!out.exists(), "nothing half-written");
            assert!(said.contains(line.as_str()), "{command} case {i}: {said}");
            assert!(said.contains(words), "{command} case {i}: {said}");
            for word in RUST_WORDS {
                assert!(
                    !said.contains(word),
                    "{command} case {i} says {word:?}: {said}"
                );
            }
        }
    }
}

#[test]
fn diagnose_says_what_the_events_show_and_no_more() {
    let dir = TempDir::new().unwrap();
    // A clash with the cell itself.
    let itself = spoiled(dir.path(), "itself.jsonl", |lines| {
        lines[2] = r#"{"ev":"conflict","r":1,"c":3,"d":1,"unit":"row","with":[1,3]}"#.into();
    });
    let diagnosis = diagnose_json(&itself, 1);
    let message = diagnosis["findings"][0]["message"].as_str().unwrap();
    assert!(
        message.starts_with("event 2: r1c3: 1 clashes with r1c3 (row) cannot happen: the clash names r1c3 itself: a digit cannot clash with the cell it is tried in"),
        "{message}"
    );
    assert!(!message.contains("is not in the row of"), "{message}");
    let (code, out, err) = run_text(&["show", path_str(&itself), "--at", "2"]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains(
            "#2  r1c3: 1 clashes with r1c3 (row) cannot happen: the clash names r1c3 itself"
        ),
        "{out}"
    );
    let png = dir.path().join("itself.png");
    let (code, out, _) = run_text(&[
        "render",
        path_str(&itself),
        "--at",
        "2",
        "-o",
        path_str(&png),
    ]);
    assert_eq!(code, 0);
    assert!(out.contains("which cannot happen"), "{out}");
    let html = dir.path().join("itself.html");
    let (code, _, err) = run_text(&["html", path_str(&itself), "-o", path_str(&html)]);
    assert_eq!(code, 0, "{err}");
    // The page carries the event after its last, which its builder refuses (the words:
    // web::the_page_builds_the_words_show_says).
    let after = &page_json(&html)["cannotHappen"];
    assert_eq!(
        (&after["cell"], &after["digit"], &after["withCell"]),
        (&json!(2), &json!(1), &json!(2)),
        "{after}"
    );
    let message = assert_user_error(&run(&["stats", path_str(&itself)]));
    assert!(
        message.contains(
            "line 3: r1c3: 1 clashes with r1c3 (row) cannot happen: the clash names r1c3 itself"
        ),
        "{message}"
    );
    // Its first event is not the search's: said so, not "its first 0 events".
    let first = spoiled(dir.path(), "first.jsonl", |lines| {
        lines[1] = r#"{"ev":"try","r":1,"c":3,"d":2}"#.into();
        lines.truncate(2);
        lines.push(r#"{"ev":"end","result":"limit"}"#.into());
    });
    let output = run(&["diagnose", path_str(&first)]);
    let out = stdout(&output);
    assert!(
        out.contains(
            "it claims the row-by-row search (naive), but its first event is not that search's"
        ),
        "{out}"
    );
    assert!(!out.contains("first 0 events"), "{out}");
    // Solved, with blanks filled and erased again: not "never filled".
    let erased = spoiled(dir.path(), "erased.jsonl", |lines| {
        let end = lines.pop().unwrap();
        lines.push(r#"{"ev":"backtrack","r":9,"c":7,"d":1}"#.into());
        lines.push(end);
    });
    let diagnosis = diagnose_json(&erased, 1);
    let blanks = diagnosis["findings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["kind"] == "blanks-left")
        .unwrap()["message"]
        .as_str()
        .unwrap()
        .to_string();
    assert!(
        blanks.contains("1 blank is empty (filled, then erased: r9c7)"),
        "{blanks}"
    );
    assert!(!blanks.contains("never filled"), "{blanks}");
    // Lines after the end record: said as such, not as a departure.
    let trailing = spoiled(dir.path(), "trailing.jsonl", |lines| {
        lines.push("thank you for marking".into());
    });
    let diagnosis = diagnose_json(&trailing, 1);
    assert_eq!(kinds(&diagnosis), ["after-end"], "{diagnosis:#}");
    assert_eq!(diagnosis["findings"][0]["at"], "line 79,464");
    assert_eq!(diagnosis["likeness"]["exact"], true, "{diagnosis:#}");
    // A BOM and CR line ends are named.
    for (bytes, words) in [
        (
            [
                &[0xef, 0xbb, 0xbf][..],
                &std::fs::read(dir.path().join("good.jsonl")).unwrap(),
            ]
            .concat(),
            "byte-order mark",
        ),
        (
            std::fs::read_to_string(dir.path().join("good.jsonl"))
                .unwrap()
                .replace('\n', "\r")
                .into_bytes(),
            "carriage return alone",
        ),
    ] {
        let path = dir.path().join("named.jsonl");
        std::fs::write(&path, bytes).unwrap();
        let message = assert_user_error(&run(&["diagnose", path_str(&path)]));
        assert!(message.contains(words), "{message}");
    }
}

#[test]
fn a_line_that_is_no_event_is_read_up_to_by_every_viewer() {
    let dir = TempDir::new().unwrap();
    for digit in ["10", "0"] {
        // Event 5 (line 6) names a digit no event can.
        let bad = spoiled(dir.path(), &format!("d{digit}.jsonl"), |lines| {
            lines[5] = format!(r#"{{"ev":"try","r":1,"c":4,"d":{digit}}}"#);
        });
        let words = format!(r#"line 6: "d" is {digit}, it must be 1 to 9"#);
        let (code, out, err) = run_text(&["show", path_str(&bad), "--at", "3"]);
        assert_eq!(code, 0, "{err}");
        assert!(out.contains("#3  r1c4: try 1"), "{out}");
        assert!(err.starts_with("warning:") && err.contains(&words), "{err}");
        // Past it: what show and render say is the same.
        let show = assert_user_error(&run(&["show", path_str(&bad), "--at", "6"]));
        let png = dir.path().join("past.png");
        let render = assert_user_error(&run(&[
            "render",
            path_str(&bad),
            "--at",
            "6",
            "-o",
            path_str(&png),
        ]));
        let tail = |message: &str| message[message.find("--at 6").unwrap()..].to_string();
        assert_eq!(tail(&show), tail(&render));
        assert!(
            show.contains(&words) && show.contains("(choose 0 to 4)"),
            "{show}"
        );
        assert!(!png.exists());
        let gif = dir.path().join(format!("d{digit}.gif"));
        let (code, _, err) = run_text(&["render", path_str(&bad), "-o", path_str(&gif)]);
        assert_eq!(code, 0, "{err}");
        assert!(err.contains(&words), "{err}");
        let png = dir.path().join(format!("d{digit}.png"));
        let (code, _, err) =
            run_text(&["render", path_str(&bad), "--at", "4", "-o", path_str(&png)]);
        assert_eq!(code, 0, "{err}");
        let html = dir.path().join(format!("d{digit}.html"));
        let (code, out, err) = run_text(&["html", path_str(&bad), "-o", path_str(&html)]);
        assert_eq!(code, 0, "{err}");
        assert!(out.contains("events 0 to 4"), "{out}");
        let charts = dir.path().join(format!("d{digit}-charts"));
        let (code, _, err) = run_text(&["chart", path_str(&bad), "-o", path_str(&charts)]);
        assert_eq!(code, 0, "{err}");
        let diagnosis = diagnose_json(&bad, 1);
        assert_eq!(kinds(&diagnosis), ["malformed"], "{diagnosis:#}");
        assert_eq!(diagnosis["events"], 79_461);
        assert_eq!(diagnosis["checked"], 4);
        assert_eq!(diagnosis["outcome"], "solved");
        for strict in [
            vec!["stats", path_str(&bad)],
            vec!["convert", path_str(&bad), "/tmp/never-written.sdt"],
        ] {
            let message = assert_user_error(&run(&strict));
            assert!(message.contains(&words), "{message}");
        }
    }
}

#[test]
fn a_foreign_traces_words_come_from_its_events() {
    let dir = TempDir::new().unwrap();
    // r1c4's 1 clashes, and the search goes back at once, 2 to 9 never tried.
    let early = spoiled(dir.path(), "early.jsonl", |lines| {
        lines.truncate(5);
        lines.push(r#"{"ev":"backtrack","r":1,"c":3,"d":1}"#.to_string());
        lines.push(r#"{"ev":"end","result":"unsolvable","solution":null}"#.to_string());
    });
    let sdt = dir.path().join("early.sdt");
    let (code, _, err) = run_text(&["convert", path_str(&early), path_str(&sdt)]);
    assert_eq!(code, 0, "{err}");
    for trace in [&early, &sdt] {
        let (code, out, err) = run_text(&["show", path_str(trace), "--at", "5"]);
        assert_eq!(code, 0, "{err}");
        assert!(out.contains("#5  r1c3: backtrack, erase 1"), "{out}");
        assert!(!out.contains("no digit left"), "{out}");
        assert!(out.contains("here it departs from the row-by-row search (naive)"));
        assert!(
            out.contains("the end: the end record says there is no solution"),
            "{out}"
        );
        assert!(!out.contains("every digit was tried"), "{out}");
    }
    let page = dir.path().join("early.html");
    let (code, _, err) = run_text(&["html", path_str(&early), "-o", path_str(&page)]);
    assert_eq!(code, 0, "{err}");
    let data = page_json(&page);
    assert_eq!(data["departs"], 5);
    assert_eq!(
        data["ending"],
        json!({ "result": "unsolvable", "vouched": false })
    );
    // sudotrace's own search keeps the words of its rules.
    let good = dir.path().join("good.jsonl");
    let (_, out, _) = run_text(&["show", path_str(&good), "--at", "67"]);
    assert!(
        out.contains("#67  r1c9 has no digit left: back to r1c8, erase 9"),
        "{out}"
    );
    assert!(!out.contains("departs"), "{out}");
    let (_, out, _) = run_text(&["show", path_str(&good)]);
    assert!(
        out.contains("the end: solved: every blank is filled"),
        "{out}"
    );
    let page = dir.path().join("good.html");
    run_text(&["html", path_str(&good), "-o", path_str(&page)]);
    let data = page_json(&page);
    assert_eq!(data["departs"], Value::Null);
    assert_eq!(
        data["ending"],
        json!({ "result": "solved", "vouched": true })
    );
    // Another solver's name: its events' own words, the full board's end said so.
    let columns = dir.path().join("columns.jsonl");
    let mut lines = trace_lines(&good);
    lines[0] = lines[0].replace("\"naive\"", "\"mine\"");
    std::fs::write(&columns, lines.join("\n") + "\n").unwrap();
    let (_, out, _) = run_text(&["show", path_str(&columns), "--at", "67"]);
    assert!(out.contains("#67  r1c8: backtrack, erase 9"), "{out}");
    let (_, out, _) = run_text(&["show", path_str(&columns)]);
    assert!(
        out.contains("the end: solved: every blank is filled"),
        "{out}"
    );
}

#[test]
fn the_report_counts_every_event_and_places_every_finding() {
    let dir = TempDir::new().unwrap();
    // An impossible event early, then a false "unsolvable" at the end.
    let both = spoiled(dir.path(), "both.jsonl", |lines| {
        lines[5] = r#"{"ev":"place","r":1,"c":3,"d":5}"#.to_string();
        let end = lines.len() - 1;
        lines[end] = r#"{"ev":"end","result":"unsolvable","solution":null}"#.to_string();
    });
    let diagnosis = diagnose_json(&both, 1);
    assert_eq!(
        kinds(&diagnosis),
        ["impossible", "gave-up"],
        "{diagnosis:#}"
    );
    assert_eq!(diagnosis["events"], 79_461);
    assert_eq!(diagnosis["checked"], 4);
    assert_eq!(diagnosis["outcome"], "unsolvable");
    assert_eq!(diagnosis["findings"][1]["at"], "line 79,463");
    assert!(
        diagnosis["findings"][1]["message"]
            .as_str()
            .unwrap()
            .contains(LEETCODE_SOLUTION)
    );
    // A departure carries its line.
    let early = spoiled(dir.path(), "early.jsonl", |lines| {
        lines.truncate(5);
        lines.push(r#"{"ev":"backtrack","r":1,"c":3,"d":1}"#.to_string());
        lines.push(r#"{"ev":"end","result":"limit"}"#.to_string());
    });
    let diagnosis = diagnose_json(&early, 1);
    assert_eq!(diagnosis["findings"][0]["kind"], "departs");
    assert_eq!(diagnosis["findings"][0]["at"], "line 6");
    // A wrong count of the check's cost, as stats warns of it.
    let reads = spoiled(dir.path(), "reads.jsonl", |lines| {
        let end = lines.last_mut().unwrap();
        *end = end.replace("\"cell_reads\":334653", "\"cell_reads\":334650");
    });
    let diagnosis = diagnose_json(&reads, 1);
    assert_eq!(kinds(&diagnosis), ["end-counts"], "{diagnosis:#}");
    assert!(
        diagnosis["findings"][0]["message"]
            .as_str()
            .unwrap()
            .contains("it counts 334,650 cell reads, the events hold 334,653")
    );
    let (code, _, err) = run_text(&["stats", path_str(&reads)]);
    assert_eq!(code, 0);
    assert!(err.contains("the end record's stats differ"), "{err}");
    // Under another solver's name, its own cost counts are its own.
    let mine = renamed(&reads, "mine", "mine.jsonl");
    assert_eq!(diagnose_json(&mine, 0)["verdict"], "clean");
    let (_, _, err) = run_text(&["stats", path_str(&mine)]);
    assert!(err.is_empty(), "{err}");
    // A trace on standard input.
    let output = bin()
        .args(["diagnose", "-"])
        .write_stdin(std::fs::read(&both).unwrap())
        .output()
        .unwrap();
    assert_code(&output, 1);
    assert!(
        stdout(&output)
            .starts_with("-: 2 findings (solver \"naive\", 79,461 events, ends unsolvable)")
    );
}

#[test]
fn the_strategy_docs_say_what_the_program_does() {
    let strategies = doc("strategies.md");
    let format = doc("trace-format.md");
    // Clashing givens are bad input, not an unsolvable search.
    let clash = format!("55{}", ".".repeat(79));
    let message = assert_user_error(&run(&["solve", &clash, "--solver", "mrv+tables"]));
    assert!(strategies.contains(&message), "{message}");
    assert!(!strategies.contains("no events, outcome `unsolvable`"));
    let dir = TempDir::new().unwrap();
    // A rows-order choice's words, as show gives them.
    let trace = dir.path().join("rows.jsonl");
    let hardest = std::fs::read_to_string(crate::util::data("norvig_hardest.txt")).unwrap();
    let hardest = hardest.lines().next().unwrap();
    solve_traced(
        hardest,
        "singles+tables",
        &trace,
        &["--max-events", "300"],
        1,
    );
    let lines = trace_lines(&trace);
    assert!(
        lines[0].contains(r#""solver":"rows+singles+tables""#),
        "{}",
        lines[0]
    );
    let choice = lines
        .iter()
        .position(|l| l.contains(r#""ev":"choose""#))
        .unwrap();
    let (_, out, _) = run_text(&["show", path_str(&trace), "--at", &choice.to_string()]);
    let caption = out.lines().nth(1).unwrap();
    let words = caption.split("  ").nth(1).unwrap();
    let shape = |words: &str| {
        words
            .chars()
            .map(|c| if c.is_ascii_digit() { '0' } else { c })
            .collect::<String>()
    };
    assert!(
        strategies.contains(&format!(
            "| `choose` (rows, with propagation) | `{}` |",
            "r5c3: chosen, 2 candidates"
        )) && shape(words) == shape("r5c3: chosen, 2 candidates"),
        "{words}"
    );
    // Part order is free; the header names the strategy in one form.
    let trace = dir.path().join("mrv.jsonl");
    solve_traced(LEETCODE, "tables+mrv", &trace, &[], 0);
    assert!(trace_lines(&trace)[0].contains(r#""solver":"mrv+tables""#));
    assert!(strategies.contains("`tables+mrv` is `mrv+tables`"));
    assert!(strategies.contains(r#"writes `"solver":"rows+singles+tables"`"#));
    // A strategy's trace with no event is version 2 all the same.
    let trace = dir.path().join("full.jsonl");
    solve_traced(LEETCODE_SOLUTION, "mrv+tables", &trace, &[], 0);
    let lines = trace_lines(&trace);
    assert_eq!(lines.len(), 2);
    assert!(lines[0].starts_with(r#"{"sudotrace":2,"#), "{}", lines[0]);
    assert!(
        format.contains("even\none that holds no version 2 event")
            || format.contains("even one that holds no version 2 event")
    );
    assert!(!format.contains("lowest version that holds it"));
}

#[test]
fn show_pencils_each_blanks_candidates() {
    let dir = TempDir::new().unwrap();
    let trace = dir.path().join("t.jsonl");
    solve_traced(LEETCODE, "naive", &trace, &[], 0);
    let (code, out, _) = run_text(&["show", path_str(&trace), "--at", "67", "--candidates"]);
    assert_eq!(code, 0);
    let json = run(&["show", path_str(&trace), "--at", "67", "--json"]);
    let board: Value = serde_json::from_str(stdout(&json).trim()).unwrap();
    let board = board["board"].as_str().unwrap().as_bytes().to_vec();
    let grid: Vec<&str> = out
        .lines()
        .skip_while(|line| *line != "candidates:")
        .skip(2)
        .take_while(|line| !line.is_empty())
        .filter(|line| !line.starts_with("   +"))
        .collect();
    assert_eq!(grid.len(), 27, "{out}");
    for i in 0..81 {
        let (r, c) = (i / 9, i % 9);
        let mut seen = String::new();
        for sub in 0..3 {
            let line = grid[r * 3 + sub].as_bytes();
            let start = 5 + c * 4 + c / 3 * 2;
            seen.push_str(std::str::from_utf8(&line[start..start + 3]).unwrap());
        }
        if board[i] != b'.' {
            assert_eq!(
                seen.trim(),
                (board[i] as char).to_string(),
                "r{}c{}",
                r + 1,
                c + 1
            );
            continue;
        }
        let pencilled: Vec<u8> = seen
            .bytes()
            .filter(u8::is_ascii_digit)
            .map(|b| b - b'0')
            .collect();
        assert_eq!(
            pencilled,
            missing(&board, i),
            "r{}c{}: {seen}",
            r + 1,
            c + 1
        );
    }
}

/// The digits not in the row, column or box of cell `i` of `board` (81 characters).
fn missing(board: &[u8], i: usize) -> Vec<u8> {
    let (r, c) = (i / 9, i % 9);
    (1..=9)
        .filter(|&d| {
            (0..81).all(|j| {
                let (jr, jc) = (j / 9, j % 9);
                let peer = jr == r || jc == c || (jr / 3 == r / 3 && jc / 3 == c / 3);
                !peer || board[j] != b'0' + d
            })
        })
        .collect()
}

/// The tests that need python3: the Python tier (`cargo xtask test-python`).
mod web {
    use super::*;
    use crate::util::{Tool, tools_here};

    /// The words the page builds as it opens say what `show` says: an event that cannot
    /// happen refused in sudotrace's words, a foreign search's backtrack in its event's
    /// own, sudotrace's in its rule's, how each ended.
    #[test]
    #[ignore = "web tier, run by `cargo xtask test-web`"]
    fn the_page_builds_the_words_show_says() {
        if !tools_here(&[Tool::Node]) {
            return;
        }
        let dir = TempDir::new().unwrap();
        let itself = spoiled(dir.path(), "itself.jsonl", |lines| {
            lines[2] = r#"{"ev":"conflict","r":1,"c":3,"d":1,"unit":"row","with":[1,3]}"#.into();
        });
        let early = spoiled(dir.path(), "early.jsonl", |lines| {
            lines.truncate(5);
            lines.push(r#"{"ev":"backtrack","r":1,"c":3,"d":1}"#.to_string());
            lines.push(r#"{"ev":"end","result":"unsolvable","solution":null}"#.to_string());
        });
        let built = |trace: &Path| {
            let html = trace.with_extension("html");
            let (code, _, err) = run_text(&["html", path_str(trace), "-o", path_str(&html)]);
            assert_eq!(code, 0, "{err}");
            let stem = trace.file_stem().unwrap().to_string_lossy();
            built_page_data(&html, &format!("built-words-{stem}"))
        };
        let refused = &built(&itself)["refused"];
        assert_eq!(refused["at"], 2, "{refused}");
        assert!(
            refused["words"]
                .as_str()
                .unwrap()
                .contains("the clash names r1c3 itself"),
            "{refused}"
        );
        let data = built(&early);
        assert_eq!(data["end"], "the end record says there is no solution");
        let words = data["words"].to_string();
        assert!(!words.contains("no digit left"), "{words}");
        assert!(words.contains("r1c3: backtrack, erase 1"), "{words}");
        let data = built(&dir.path().join("good.jsonl"));
        assert_eq!(data["end"], "solved: every blank is filled");
        assert!(
            data["words"]
                .to_string()
                .contains("r1c9 has no digit left: back to r1c8, erase 9")
        );
    }
}

mod python {
    use super::*;
    use crate::util::{Tool, tools_here};

    #[test]
    #[ignore = "Python tier, run by `cargo xtask test-python`"]
    fn marking_a_class_is_what_the_tutorial_quotes() {
        if !tools_here(&[Tool::Python]) {
            return;
        }
        require_program("python3");
        let doc = doc("debugging.md");
        let dir = TempDir::new().unwrap();
        let class = dir.path().join("class");
        std::fs::create_dir(&class).unwrap();
        let mut names = Vec::new();
        for bug in CLASS_SOLVERS {
            for (n, puzzle) in [LEETCODE, RESEMBLING, SMALL].into_iter().enumerate() {
                let name = format!("{bug}-{}.jsonl", n + 1);
                python(&class, puzzle, bug, &name);
                names.push(name);
            }
        }
        // As the shell expands *.jsonl.
        names.sort();
        let mut args = vec!["diagnose"];
        args.extend(names.iter().map(String::as_str));
        let output = run_in(Some(&class), &args);
        assert_code(&output, 1);
        let out = stdout(&output);
        assert_eq!(out.lines().count(), 31, "{out}");
        for line in out.lines() {
            assert!(doc.contains(line), "docs/debugging.md lacks: {line}");
        }
        assert!(out.ends_with("30 traces: 9 clean, 21 with findings, 0 unreadable\n"));
        // An unreadable one among them: its own line, exit code 2.
        std::fs::write(class.join("notes.txt"), "hello\n").unwrap();
        let output = run_in(Some(&class), &["diagnose", "none-1.jsonl", "notes.txt"]);
        assert_code(&output, 2);
        for line in stdout(&output).lines() {
            assert!(doc.contains(line), "docs/debugging.md lacks: {line}");
        }
        // A search of its own that resembles the built-in one: no finding, exit code 0.
        let output = run_in(Some(&class), &["diagnose", "col-first-2.jsonl"]);
        assert_code(&output, 0);
        for line in stdout(&output).lines() {
            assert!(doc.contains(line), "docs/debugging.md lacks: {line}");
        }
        // Every finding kind the --json gives is one the section explains.
        let output = run_in(
            Some(&class),
            &[&["diagnose", "--json"][..], &args[1..]].concat(),
        );
        for line in stdout(&output).lines() {
            let diagnosis: Value = serde_json::from_str(line).unwrap();
            for kind in kinds(&diagnosis) {
                assert!(
                    doc.contains(&format!("`{kind}`")),
                    "{kind} is not explained"
                );
            }
        }
    }

    #[test]
    #[ignore = "Python tier, run by `cargo xtask test-python`"]
    fn a_correct_solver_under_its_own_name_is_clean_where_it_resembles_the_built_in_search() {
        if !tools_here(&[Tool::Python, Tool::Node]) {
            return;
        }
        require_program("python3");
        require_program("node");
        let dir = TempDir::new().unwrap();
        let mut departures = 0;
        for (n, puzzle) in [LEETCODE, RESEMBLING, SMALL, FOURTH]
            .into_iter()
            .enumerate()
        {
            for program in ["python3", "node"] {
                let trace = dir.path().join(format!("{program}-{n}.jsonl"));
                student_trace_of(program, puzzle, "col-first", &trace);
                let diagnosis = diagnose_json(&trace, 0);
                assert_eq!(diagnosis["verdict"], "clean", "{diagnosis:#}");
                if let Some(departure) = diagnosis["likeness"]["departure"].as_object() {
                    departures += 1;
                    assert_eq!(departure["how"], "unit-order", "{diagnosis:#}");
                    assert!(departure["at"].as_str().unwrap().starts_with("line "));
                    let message = departure["message"].as_str().unwrap();
                    assert!(
                        message.contains("it checks the column before the row"),
                        "{message}"
                    );
                }
            }
        }
        assert!(
            departures >= 2,
            "a puzzle of four resembles the built-in search"
        );
        // The same events under the built-in search's name: a departure is then a fault.
        let own = python(dir.path(), RESEMBLING, "col-first", "colfirst.jsonl");
        let (code, _, err) = run_text(&["stats", path_str(&own)]);
        assert_eq!((code, err.as_str()), (0, ""));
        let sdt = dir.path().join("colfirst.sdt");
        let (code, _, err) = run_text(&["convert", path_str(&own), path_str(&sdt)]);
        assert_eq!(code, 0, "{err}");
        assert_eq!(diagnose_json(&sdt, 0)["likeness"]["departure"]["event"], 32);
        let claimed = renamed(&own, "naive", "claimed.jsonl");
        let diagnosis = diagnose_json(&claimed, 1);
        assert_eq!(kinds(&diagnosis), ["departs"], "{diagnosis:#}");
        let finding = &diagnosis["findings"][0];
        assert_eq!(finding["event"], 32);
        assert_eq!(finding["at"], "line 33");
        assert!(
            finding["message"]
                .as_str()
                .unwrap()
                .ends_with("(it checks the column before the row)"),
            "{finding}"
        );
        // The viewers mark it there, only when the header claims the search.
        let (code, out, _) = run_text(&["show", path_str(&claimed), "--at", "32"]);
        assert_eq!(code, 0);
        assert!(
            out.contains("here it departs from the row-by-row search (naive)"),
            "{out}"
        );
        let (_, out, _) = run_text(&["show", path_str(&claimed), "--at", "40"]);
        assert!(out.contains("it departs from the row-by-row search (naive) at event 32"));
        let (_, out, _) = run_text(&["show", path_str(&own), "--at", "32"]);
        assert!(!out.contains("departs"), "{out}");
        let picture = |trace: &Path, at: &str, name: &str| {
            let png = dir.path().join(name);
            bin()
                .args(["render", path_str(trace), "--at", at, "-o", path_str(&png)])
                .assert()
                .success();
            std::fs::read(png).unwrap()
        };
        // Before it departs, the trace that claims the search is drawn as the search's own
        // trace is, the check's work and its count included.
        let built_in = dir.path().join("built-in.jsonl");
        bin()
            .args(["solve", RESEMBLING, "--trace", path_str(&built_in)])
            .assert()
            .success();
        assert_eq!(
            picture(&claimed, "31", "a31.png"),
            picture(&built_in, "31", "b31.png"),
            "the same before the departure"
        );
        assert_ne!(
            picture(&claimed, "32", "a32.png"),
            picture(&own, "32", "b32.png"),
            "the departure marked on its frame"
        );
        let page = dir.path().join("claimed.html");
        let (code, _, _) = run_text(&["html", path_str(&claimed), "-o", path_str(&page)]);
        assert_eq!(code, 0);
        let markers = built_page_data(&page, "built-departure-marker")["markers"].clone();
        assert!(
            markers.as_array().unwrap().iter().any(|m| m["at"] == 32
                && m["label"] == "here it departs from the row-by-row search (naive)"),
            "{markers}"
        );
    }

    #[test]
    #[ignore = "Python tier, run by `cargo xtask test-python`"]
    fn a_solution_counters_end_record_is_refused_by_convert_as_by_stats() {
        if !tools_here(&[Tool::Python]) {
            return;
        }
        require_program("python3");
        let dir = TempDir::new().unwrap();
        let counter = python(dir.path(), LEETCODE, "counter", "counter.jsonl");
        let sdt = dir.path().join("counter.sdt");
        for args in [
            vec!["stats", path_str(&counter)],
            vec!["convert", path_str(&counter), path_str(&sdt)],
        ] {
            let message = assert_user_error(&run(&args));
            assert!(
                message.contains(
                    "line 87,991: the end record's solution is not the board the events lead to"
                ),
                "{message}"
            );
        }
        assert!(!sdt.exists());
        let diagnosis = diagnose_json(&counter, 1);
        assert_eq!(
            kinds(&diagnosis),
            ["departs", "blanks-left"],
            "{diagnosis:#}"
        );
        // The viewers show its events, and say that its end record is not to be believed.
        let (code, out, err) = run_text(&["show", path_str(&counter)]);
        assert_eq!(code, 0, "{err}");
        assert!(
            err.contains(
                "line 87,991: the end record's solution is not the board the events lead to"
            ),
            "{err}"
        );
        assert!(!out.contains("solved"), "{out}");
        let html = dir.path().join("counter.html");
        let (code, _, err) = run_text(&["html", path_str(&counter), "-o", path_str(&html)]);
        assert_eq!(code, 0, "{err}");
        let png = dir.path().join("counter.png");
        let (code, _, err) = run_text(&[
            "render",
            path_str(&counter),
            "--at",
            "79462",
            "-o",
            path_str(&png),
        ]);
        assert_eq!(code, 0, "{err}");
    }
}

//! Predict, as a teacher meets it outside the page: `sudotrace marks` on the results a
//! class saved (every learner's score, each question's share, the most missed, results
//! of another page refused), and `step --predict`'s flags (the stepper itself is driven
//! in tests/cli/step_tmux.sh and the stepper's own tests).

use std::path::{Path, PathBuf};

use serde_json::{Value, json};

use crate::util::*;

/// A results file as a page saves it: `answers` are (event, given, expected) in
/// trace-format JSON.
fn results(page: &str, name: &str, answers: &[(u64, Value, Value)]) -> Value {
    let right = answers.iter().filter(|(_, g, e)| g == e).count();
    json!({
        "format": "sudotrace-results",
        "version": 1,
        "page": page,
        "mode": "predict",
        "solver": "naive",
        "puzzle": "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
        "name": name,
        "seconds": 312.4,
        "score": { "right": right, "asked": answers.len() },
        "answers": answers.iter().map(|(event, given, expected)| json!({
            "event": event, "given": given, "expected": expected,
        })).collect::<Vec<_>>(),
    })
}

fn write(dir: &Path, name: &str, value: &Value) -> PathBuf {
    let path = dir.join(name);
    std::fs::write(&path, serde_json::to_string_pretty(value).unwrap()).unwrap();
    path
}

fn clash() -> Value {
    json!({"ev":"conflict","r":1,"c":8,"d":6,"unit":"col","with":[3,8]})
}

fn place() -> Value {
    json!({"ev":"place","r":1,"c":8,"d":6})
}

fn back() -> Value {
    json!({"ev":"backtrack","r":1,"c":7,"d":9})
}

fn try_two() -> Value {
    json!({"ev":"try","r":1,"c":3,"d":2})
}

/// Three learners' results of one page: the text names each learner with the score,
/// each question with its share, and the most missed with the wrong answers chosen; the
/// JSON carries the same counts.
#[test]
fn marks_puts_a_class_together() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    let files = [
        write(
            dir,
            "ana.json",
            &results(
                "00aa00aa00aa00aa",
                "Ana",
                &[(42, clash(), clash()), (89, back(), back())],
            ),
        ),
        write(
            dir,
            "ben.json",
            &results(
                "00aa00aa00aa00aa",
                "Ben",
                &[(42, place(), clash()), (89, back(), back())],
            ),
        ),
        write(
            dir,
            "cy.json",
            &results(
                "00aa00aa00aa00aa",
                "Cy \u{1b}]0;TITLE\u{7}",
                &[(42, place(), clash()), (89, try_two(), back())],
            ),
        ),
    ];
    let mut args = vec!["marks"];
    args.extend(files.iter().map(|f| path_str(f)));
    let output = run(&args);
    assert_code(&output, 0);
    let text = stdout(&output);
    assert!(
        text.contains("3 learners' results of one page: predict, naive"),
        "{text}"
    );
    assert!(text.contains("Ana"), "{text}");
    assert!(text.contains("2 of 2"), "{text}");
    assert!(text.contains("5:12"), "{text}");
    // A name from a file never reaches the terminal as an escape sequence.
    assert!(!text.contains('\u{1b}'), "{text:?}");
    assert!(text.contains("Cy \\u{1b}]0;TITLE\\u{7}"), "{text}");
    assert!(
        text.contains("#42  r1c8: 6 clashes with r3c8 (col)"),
        "{text}"
    );
    let missed = &text[text.find("most missed").unwrap()..];
    let first = missed.lines().nth(1).unwrap();
    assert!(
        first.contains("#42")
            && first.contains("1 of 3 right")
            && first.contains("r1c8: place 6 (2)"),
        "{missed}"
    );
    let mut json_args = args.clone();
    json_args.push("--json");
    let class = json_line(&run(&json_args));
    assert_eq!(class["page"], "00aa00aa00aa00aa");
    assert_eq!(class["learners"].as_array().unwrap().len(), 3);
    assert_eq!(class["learners"][1]["right"], 1);
    assert_eq!(class["questions"][0]["event"], 42);
    assert_eq!(class["questions"][0]["right"], 1);
    assert_eq!(class["questions"][0]["wrong"][0]["given"], place());
    assert_eq!(class["questions"][0]["wrong"][0]["learners"], 2);
    assert_eq!(class["questions"][1]["expected"], back());
    // In Chinese too.
    let mut zh = args.clone();
    zh.extend(["--lang", "zh-CN"]);
    let text = stdout(&run(&zh));
    assert!(text.contains("同一页面的 3 份成绩"), "{text}");
    assert!(text.contains("错得最多的题"), "{text}");
}

/// Results of another page, a file that is not results, and a score that does not add
/// up are refused with a line that names the file and says why, exit code 2.
#[test]
fn marks_refuses_what_is_not_one_pages_results() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    let ana = write(
        dir,
        "ana.json",
        &results("00aa00aa00aa00aa", "Ana", &[(42, clash(), clash())]),
    );
    let other = write(
        dir,
        "other.json",
        &results("00bb00bb00bb00bb", "Bo", &[(42, clash(), clash())]),
    );
    let message = assert_user_error(&run(&["marks", path_str(&ana), path_str(&other)]));
    assert!(
        message.contains("other.json: results of another page or mode than"),
        "{message}"
    );
    assert!(message.contains("ana.json"), "{message}");

    let broken = dir.join("broken.json");
    std::fs::write(
        &broken,
        "{\n  \"format\": \"sudotrace-results\",\n  \"version\": ,\n}",
    )
    .unwrap();
    let message = assert_user_error(&run(&["marks", path_str(&broken)]));
    assert!(
        message.contains("broken.json: not a sudotrace results file: line 3, column"),
        "{message}"
    );

    let mut edited = results("00aa00aa00aa00aa", "Eve", &[(42, place(), clash())]);
    edited["score"]["right"] = json!(1);
    let edited = write(dir, "edited.json", &edited);
    let message = assert_user_error(&run(&["marks", path_str(&edited)]));
    assert!(
        message.contains("edited.json: its score says 1 of 1 right, its answers 0 of 1"),
        "{message}"
    );

    let mut bad_event = results("00aa00aa00aa00aa", "Eve", &[(42, place(), clash())]);
    bad_event["answers"][0]["given"] = json!({"ev":"place","r":10,"c":8,"d":6});
    let bad_event = write(dir, "bad-event.json", &bad_event);
    let message = assert_user_error(&run(&["marks", path_str(&bad_event)]));
    assert!(
        message.contains("bad-event.json: answer 1 (given)"),
        "{message}"
    );
    assert!(message.contains("\"r\" is 10"), "{message}");
}

/// `step --predict` refuses, before taking the screen, a trace with no event of the
/// kinds asked, saying so.
#[test]
fn step_predict_says_when_there_is_nothing_to_ask() {
    let dir = tempfile::tempdir().unwrap();
    let trace = dir.path().join("t.jsonl");
    solve_traced(crate::util::LEETCODE, "naive", &trace, &[], 0);
    let message = assert_user_error(&run(&[
        "step",
        path_str(&trace),
        "--predict",
        "--ask",
        "choose,force",
    ]));
    assert!(message.contains("no question to ask"), "{message}");
    assert!(message.contains("choose, force"), "{message}");
}

/// `step --predict --from/--to` refuses a window that holds no event, saying which flag
/// and what to choose; the window's flags need --predict.
#[test]
fn step_predict_window_is_checked() {
    let dir = tempfile::tempdir().unwrap();
    let trace = dir.path().join("t.jsonl");
    solve_traced(crate::util::LEETCODE, "naive", &trace, &[], 0);
    let trace = path_str(&trace);
    let message = assert_user_error(&run(&["step", trace, "--predict", "--from", "90000"]));
    assert!(message.contains("--from 90000"), "{message}");
    assert!(message.contains("choose 1 to 79,461"), "{message}");
    let message = assert_user_error(&run(&[
        "step",
        trace,
        "--predict",
        "--from",
        "500",
        "--to",
        "400",
    ]));
    assert!(
        message.contains("--to 400 comes before --from 500"),
        "{message}"
    );
    // A usage error, written by clap with the usage under it.
    let output = run(&["step", trace, "--from", "500"]);
    crate::util::assert_code(&output, 2);
    let message = crate::util::stderr(&output);
    assert!(message.contains("--predict"), "{message}");
}

/// Each answer's time, where the files say: `marks` gives each question the median of its
/// answers' seconds, in the text as minutes and seconds and in the JSON as they are; a
/// time below 0 is refused, naming the file and the answer.
#[test]
fn marks_says_each_questions_median_time() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    let timed = |name: &str, times: [Option<f64>; 2]| {
        let mut card = results(
            "00aa00aa00aa00aa",
            name,
            &[(42, clash(), clash()), (89, back(), back())],
        );
        for (answer, time) in card["answers"]
            .as_array_mut()
            .unwrap()
            .iter_mut()
            .zip(times)
        {
            if let Some(time) = time {
                answer["seconds"] = json!(time);
            }
        }
        write(dir, &format!("{name}.json"), &card)
    };
    let files = [
        timed("ana", [Some(12.0), Some(4.5)]),
        timed("ben", [Some(70.2), None]),
        timed("cy", [Some(30.0), None]),
    ];
    let mut args = vec!["marks"];
    args.extend(files.iter().map(|f| path_str(f)));
    let class = json_line(&run(&[&args[..], &["--json"]].concat()));
    assert_eq!(class["questions"][0]["seconds"], json!(30.0));
    assert_eq!(class["questions"][1]["seconds"], json!(4.5));
    let text = stdout(&run(&args));
    let line = |event: &str| {
        text.lines()
            .find(|l| l.trim_start().starts_with(event))
            .unwrap_or_else(|| panic!("no line for {event}: {text}"))
            .to_string()
    };
    assert!(line("#42").ends_with("0:30"), "{text}");
    assert!(line("#89").ends_with("0:05"), "{text}");
    assert!(text.contains("median time"), "{text}");
    // No time at all: the question's line says none, the JSON has null.
    let untimed = write(
        dir,
        "dee.json",
        &results("00aa00aa00aa00aa", "Dee", &[(42, clash(), clash())]),
    );
    let class = json_line(&run(&["marks", path_str(&untimed), "--json"]));
    assert_eq!(class["questions"][0]["seconds"], Value::Null);
    let bad = timed("eve", [Some(-3.0), None]);
    let message = assert_user_error(&run(&["marks", path_str(&bad)]));
    assert!(
        message.contains("eve.json: line 27: answer 1: \"seconds\" is -3"),
        "{message}"
    );
}

/// The events of the Predict questions of the page at `page`, in the order asked.
fn asked(page: &Path) -> Vec<u64> {
    let data = page_json(page);
    let questions = data["questions"].as_array().unwrap();
    questions
        .iter()
        .map(|q| q["event"].as_u64().unwrap())
        .collect()
}

/// `--ask-at` pins questions to a teacher's moments, by number or by what they are, in
/// the order given: alone they are the page's questions; with --questions N, N drawn
/// ones follow, none at a pinned event. What cannot be asked is refused, saying why.
#[test]
fn ask_at_pins_the_questions_a_teacher_chooses() {
    let dir = tempfile::tempdir().unwrap();
    let trace = dir.path().join("t.jsonl");
    solve_traced(crate::util::LEETCODE, "naive", &trace, &[], 0);
    let page = dir.path().join("p.html");
    let html = |extra: &[&str]| {
        let mut args = vec!["html", path_str(&trace), "-o", path_str(&page)];
        args.extend_from_slice(extra);
        run(&args)
    };
    // The first box clash is event 26, the first backtrack event 67.
    assert_code(
        &html(&["--mode", "predict", "--ask-at", "conflict:box,backtrack:1"]),
        0,
    );
    assert_eq!(asked(&page), [26, 67]);
    assert_code(
        &html(&["--ask-at", "67,conflict:box,67", "--questions", "4"]),
        0,
    );
    let questions = asked(&page);
    assert_eq!(&questions[..2], &[67, 26]);
    assert_eq!(questions.len(), 6);
    let drawn = &questions[2..];
    assert!(
        drawn.windows(2).all(|pair| pair[0] < pair[1]),
        "{questions:?}"
    );
    assert!(
        !drawn.contains(&26) && !drawn.contains(&67),
        "{questions:?}"
    );
    // By default, ten drawn, among them a backtrack.
    assert_code(&html(&[]), 0);
    let data = page_json(&page);
    let questions = data["questions"].as_array().unwrap();
    assert_eq!(questions.len(), 10);
    // The trace's lines: its header first, then an event a line.
    let lines = trace_lines(&trace);
    let kinds: Vec<String> = questions
        .iter()
        .map(|q| {
            let line: Value =
                serde_json::from_str(&lines[q["event"].as_u64().unwrap() as usize]).unwrap();
            line["ev"].as_str().unwrap().to_string()
        })
        .collect();
    assert!(kinds.iter().any(|k| k == "backtrack"), "{kinds:?}");
    std::fs::remove_file(&page).unwrap();
    for (ask_at, said) in [
        ("0", "--ask-at 0 is the puzzle"),
        (
            "99999",
            "event 99999 is not among the events asked about here (1 to 79,461)",
        ),
        (
            "dead-end",
            "--ask-at dead-end: this search writes no dead end of its own",
        ),
        (
            "conflict:box:9999",
            "--ask-at conflict:box:9999: the trace has only 1,401 such events",
        ),
    ] {
        let message = assert_user_error(&html(&["--ask-at", ask_at]));
        assert!(message.contains(said), "{ask_at}: {message}");
        assert!(!page.exists());
    }
    let message = assert_user_error(&html(&["--ask-at", "100", "--to", "50"]));
    assert!(message.contains("(1 to 50)"), "{message}");
    // The stepper's Predict takes the same moments, and refuses the same way.
    let message = assert_user_error(&run(&[
        "step",
        path_str(&trace),
        "--predict",
        "--ask-at",
        "0",
    ]));
    assert!(message.contains("--ask-at 0 is the puzzle"), "{message}");
    let message = assert_user_error(&run(&[
        "step",
        path_str(&trace),
        "--predict",
        "--ask-at",
        "conflict:box:9999",
    ]));
    assert!(message.contains("conflict:box:9999"), "{message}");
}

/// `--marker` takes an event by what it is as --at does, the label after it.
#[test]
fn a_marker_may_name_its_event_by_what_it_is() {
    let dir = tempfile::tempdir().unwrap();
    let trace = dir.path().join("t.jsonl");
    solve_traced(crate::util::LEETCODE, "naive", &trace, &[], 0);
    let page = dir.path().join("p.html");
    assert_code(
        &run(&[
            "html",
            path_str(&trace),
            "--marker",
            "conflict:box:the first box clash: 6 in the box",
            "--marker",
            "300:three hundred",
            "-o",
            path_str(&page),
        ]),
        0,
    );
    let data = page_json(&page);
    let own: Vec<(u64, &str)> = data["ownMarkers"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| (m["at"].as_u64().unwrap(), m["label"].as_str().unwrap()))
        .collect();
    assert_eq!(
        own,
        [
            (26, "the first box clash: 6 in the box"),
            (300, "three hundred")
        ]
    );
    for (marker, said) in [
        ("conflict:box", "the marker has no label"),
        (
            "clash:here",
            "\"clash\" is neither an event number nor an event by what it is",
        ),
    ] {
        let output = run(&[
            "html",
            path_str(&trace),
            "--marker",
            marker,
            "-o",
            path_str(&page),
        ]);
        assert_code(&output, 2);
        assert!(
            stderr(&output).contains(said),
            "{marker}: {}",
            stderr(&output)
        );
    }
}

/// A dead end is `dead-end` in every option that takes kinds of event (`deadend`, the
/// trace format's name, too); asked for in a row-by-row search, which writes none of its
/// own, the answer says what its dead ends are and where the first is.
#[test]
fn a_dead_end_is_spelled_one_way_and_explained_where_the_search_writes_none() {
    let dir = tempfile::tempdir().unwrap();
    let trace = dir.path().join("t.jsonl");
    solve_traced(crate::util::LEETCODE, "naive", &trace, &[], 0);
    let trace = path_str(&trace);
    let message = assert_user_error(&run(&["show", trace, "--at", "dead-end"]));
    assert!(
        message.contains("its dead ends are its backtracks"),
        "{message}"
    );
    assert!(
        message.contains("the first is event 67 (--at backtrack:1)"),
        "{message}"
    );
    let gif = dir.path().join("d.gif");
    for spelling in ["dead-end", "deadend"] {
        let message = assert_user_error(&run(&[
            "render",
            trace,
            "--only",
            spelling,
            "-o",
            path_str(&gif),
        ]));
        assert!(
            message.contains(
                "--only dead-end: this search writes no dead end of its own: when a blank's digits run out it backtracks at once, so its dead ends are its backtracks, the first at event 67 (--only backtrack)"
            ),
            "{message}"
        );
    }
    let chooser = dir.path().join("mrv.jsonl");
    solve_traced(crate::util::LEETCODE, "mrv+tables", &chooser, &[], 0);
    let page = dir.path().join("p.html");
    assert_code(
        &run(&[
            "html",
            path_str(&chooser),
            "--ask",
            "dead-end",
            "-o",
            path_str(&page),
        ]),
        0,
    );
}

/// A learner who typed no name is known by the results file's name; the same file given
/// twice (under another name too) is refused rather than counted as two learners.
#[test]
fn marks_names_a_nameless_learner_by_the_file_and_counts_each_file_once() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    let ana = write(
        dir,
        "ana.json",
        &results("00aa00aa00aa00aa", "Ana", &[(42, clash(), clash())]),
    );
    let nameless = write(
        dir,
        "desk-7.json",
        &results("00aa00aa00aa00aa", "  ", &[(42, place(), clash())]),
    );
    let output = run(&["marks", path_str(&ana), path_str(&nameless), "--json"]);
    assert_code(&output, 0);
    let class: Value = serde_json::from_str(&stdout(&output)).unwrap();
    let names: Vec<&str> = class["learners"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["Ana", "desk-7"]);
    let again = format!("{}/./ana.json", dir.display());
    let message = assert_user_error(&run(&[
        "marks",
        path_str(&ana),
        path_str(&nameless),
        &again,
    ]));
    assert!(message.contains("are the same results file"), "{message}");
    assert!(message.contains("ana.json"), "{message}");
    let one = stdout(&run(&["marks", path_str(&ana)]));
    assert!(one.starts_with("1 learner's results of one page"), "{one}");
}

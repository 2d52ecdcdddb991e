//! `--at` by what an event is (`conflict:box`, `backtrack:3`, `dead-end`,
//! `place:r5c5`) in `show`, `render` and `html --start`: each lands on the event the
//! trace's own lines say is that one, and a trace without it says how many it has.

use std::fs;
use std::path::{Path, PathBuf};

use serde_json::Value;

use sudotrace_core::numbers::thousands;

use crate::util::{LEETCODE, assert_code, bin, run, stdout, trace_lines};

fn leetcode_trace(dir: &Path, solver: &str) -> PathBuf {
    let trace = dir.join(format!("{}.jsonl", solver.replace('+', "-")));
    bin()
        .args(["solve", LEETCODE, "--solver", solver, "--trace"])
        .arg(&trace)
        .assert()
        .success();
    trace
}

/// The number of the `nth` event of the trace (from 1) for which `wanted` holds, read
/// from its lines.
fn nth_event(trace: &Path, nth: usize, wanted: impl Fn(&Value) -> bool) -> u64 {
    let events: Vec<Value> = trace_lines(trace)
        .iter()
        .map(|line| serde_json::from_str::<Value>(line).unwrap())
        .filter(|line| line.get("ev").is_some())
        .collect();
    (1..)
        .zip(&events)
        .filter(|(_, event)| wanted(event))
        .nth(nth - 1)
        .map(|(n, _)| n)
        .expect("the trace has that event")
}

fn show_index(trace: &Path, at: &str) -> u64 {
    let out = stdout(&run(&[
        "show",
        &trace.to_string_lossy(),
        "--at",
        at,
        "--json",
    ]));
    let json: Value = serde_json::from_str(&out).unwrap();
    json["index"].as_u64().unwrap()
}

#[test]
fn show_goes_to_an_event_by_what_it_is() {
    let dir = tempfile::tempdir().unwrap();
    let trace = leetcode_trace(dir.path(), "naive");
    let kind = |k: &'static str| move |e: &Value| e["ev"] == k;
    let box_clash = |e: &Value| e["ev"] == "conflict" && e["unit"] == "box";
    let at_r1c3 = |e: &Value| e["ev"] == "place" && e["r"] == 1 && e["c"] == 3;
    assert_eq!(
        show_index(&trace, "conflict:box"),
        nth_event(&trace, 1, box_clash)
    );
    assert_eq!(
        show_index(&trace, "conflict:box:4"),
        nth_event(&trace, 4, box_clash)
    );
    assert_eq!(
        show_index(&trace, "backtrack:3"),
        nth_event(&trace, 3, kind("backtrack"))
    );
    assert_eq!(
        show_index(&trace, "place:r1c3:2"),
        nth_event(&trace, 2, at_r1c3)
    );
    assert_eq!(show_index(&trace, "try"), 1);
    // The words say it too: the heading names the event's number and kind.
    let text = stdout(&run(&[
        "show",
        &trace.to_string_lossy(),
        "--at",
        "conflict:box",
    ]));
    let n = nth_event(&trace, 1, box_clash);
    assert!(text.starts_with(&format!("event {n} of ")), "{text}");
}

#[test]
fn a_strategy_that_chooses_has_its_dead_ends_and_forced_digits_found() {
    let dir = tempfile::tempdir().unwrap();
    // The first of norvig's hardest makes mrv+singles guess and meet dead ends.
    let puzzle = fs::read_to_string("tests/data/norvig_hardest.txt").unwrap();
    let puzzle = puzzle
        .lines()
        .find(|l| !l.starts_with('#') && !l.is_empty())
        .unwrap();
    let trace = dir.path().join("mrv.jsonl");
    bin()
        .args(["solve", puzzle, "--solver", "mrv+hidden+tables", "--trace"])
        .arg(&trace)
        .assert()
        .code(0);
    let dead_end = |e: &Value| e["ev"] == "deadend";
    let forced_by_row = |e: &Value| e["ev"] == "force" && e["by"] == "row";
    assert_eq!(
        show_index(&trace, "dead-end:2"),
        nth_event(&trace, 2, dead_end)
    );
    assert_eq!(
        show_index(&trace, "force:row"),
        nth_event(&trace, 1, forced_by_row)
    );
}

#[test]
fn render_and_html_take_the_same_names() {
    let dir = tempfile::tempdir().unwrap();
    let trace = leetcode_trace(dir.path(), "naive");
    let n = nth_event(&trace, 3, |e| e["ev"] == "backtrack");
    let png = |at: &str, name: &str| {
        let out = dir.path().join(name);
        bin()
            .arg("render")
            .arg(&trace)
            .args(["--at", at, "-o"])
            .arg(&out)
            .assert()
            .success();
        fs::read(out).unwrap()
    };
    assert!(png("backtrack:3", "named.png") == png(&n.to_string(), "numbered.png"));
    let page = dir.path().join("p.html");
    bin()
        .arg("html")
        .arg(&trace)
        .args(["--start", "backtrack:3", "-o"])
        .arg(&page)
        .assert()
        .success();
    let html = fs::read_to_string(&page).unwrap();
    assert!(
        html.contains(&format!("\"start\":{n},")),
        "the page opens at event {n}"
    );
}

/// Dead ends alone asked of a row-by-row search, which writes none: `render --only`,
/// `html --ask` and `step --ask` say what its dead ends are and where the first is, as
/// `--at dead-end` does, rather than finding nothing; with another kind, they are taken.
#[test]
fn dead_ends_alone_of_a_row_by_row_search_are_explained_in_every_command() {
    let dir = tempfile::tempdir().unwrap();
    let trace = leetcode_trace(dir.path(), "naive");
    let name = trace.to_string_lossy().to_string();
    let first = nth_event(&trace, 1, |e| e["ev"] == "backtrack");
    let out = |file: &str| dir.path().join(file).to_string_lossy().to_string();
    for (args, flag) in [
        (
            vec!["render", &name, "--only", "dead-end", "-o", &out("d.gif")],
            "--only",
        ),
        (
            vec!["render", &name, "--only", "deadend", "-o", &out("d.gif")],
            "--only",
        ),
        (
            vec![
                "html",
                &name,
                "--mode",
                "predict",
                "--ask",
                "dead-end",
                "-o",
                &out("d.html"),
            ],
            "--ask",
        ),
        (
            vec!["step", &name, "--predict", "--ask", "dead-end"],
            "--ask",
        ),
    ] {
        let output = run(&args);
        assert_code(&output, 2);
        let error = String::from_utf8_lossy(&output.stderr);
        assert_eq!(error.lines().count(), 1, "{error}");
        assert!(
            error.contains(&format!(
                "{flag} dead-end: this search writes no dead end of its own: when a blank's digits run out it backtracks at once, so its dead ends are its backtracks, the first at event {first} ({flag} backtrack)"
            )),
            "{args:?}: {error}"
        );
    }
    assert!(!dir.path().join("d.gif").exists() && !dir.path().join("d.html").exists());
    // A moment pinned is asked whatever kinds are named: the page is made.
    let output = run(&[
        "html",
        &name,
        "--mode",
        "predict",
        "--ask",
        "dead-end",
        "--ask-at",
        "67",
        "-o",
        &out("pinned.html"),
    ]);
    assert_code(&output, 0);
    let output = run(&[
        "render",
        &name,
        "--only",
        "dead-end,backtrack",
        "--to",
        "300",
        "-o",
        &out("b.gif"),
    ]);
    assert_code(&output, 0);
    // A search that writes dead ends is not told so: it has none here, and says that.
    let strategy = leetcode_trace(dir.path(), "mrv+singles+tables");
    let output = run(&[
        "render",
        &strategy.to_string_lossy(),
        "--only",
        "dead-end",
        "-o",
        &out("s.gif"),
    ]);
    assert_code(&output, 2);
    let error = String::from_utf8_lossy(&output.stderr);
    assert!(
        error.contains("none of them in the kinds dead-end") && !error.contains("of its own"),
        "{error}"
    );
}

#[test]
fn an_event_the_trace_lacks_is_refused_with_how_many_it_has() {
    let dir = tempfile::tempdir().unwrap();
    let trace = leetcode_trace(dir.path(), "naive");
    let name = trace.to_string_lossy().to_string();
    let backtracks = trace_lines(&trace)
        .iter()
        .filter(|line| line.contains("\"ev\":\"backtrack\""))
        .count();
    let output = run(&["show", &name, "--at", "backtrack:100000"]);
    assert_code(&output, 2);
    let error = String::from_utf8_lossy(&output.stderr);
    assert!(
        error.contains(&format!(
            "--at backtrack:100000: the trace has only {} such events",
            thousands(backtracks as u64)
        )),
        "{error}"
    );
    let never = dir.path().join("never.png");
    let output = run(&[
        "render",
        &name,
        "--at",
        "dead-end",
        "-o",
        &never.to_string_lossy(),
    ]);
    assert_code(&output, 2);
    let error = String::from_utf8_lossy(&output.stderr);
    assert!(
        error.contains("--at dead-end: this search writes no dead end of its own"),
        "{error}"
    );
    assert!(!never.exists());
    let output = run(&["show", &name, "--at", "force"]);
    assert_code(&output, 2);
    let error = String::from_utf8_lossy(&output.stderr);
    assert!(
        error.contains("--at force: the trace has no such event"),
        "{error}"
    );
    let never = dir.path().join("never.html");
    let output = run(&[
        "html",
        &name,
        "--start",
        "conflict:diagonal",
        "-o",
        &never.to_string_lossy(),
    ]);
    assert_code(&output, 2);
    let error = String::from_utf8_lossy(&output.stderr);
    let first = error.lines().next().unwrap_or_default();
    assert!(
        first.contains("\"diagonal\" in \"conflict:diagonal\" is not a unit"),
        "{error}"
    );
    let output = run(&["show", &name, "--at", "clash"]);
    assert_code(&output, 2);
    assert!(String::from_utf8_lossy(&output.stderr).contains("KIND[:UNIT|:CELL][:N]"));
}

//! The example emitters of docs/trace-format.md (examples/emitters/), in Python and
//! JavaScript, write traces that `sudotrace stats` accepts and recounts, with exactly
//! the events `sudotrace solve --solver naive --trace` writes for the same puzzle.
//! The runs under node are in the web tier (`cargo xtask test-web`), those under python3
//! in the Python tier (`cargo xtask test-python`): a missing interpreter skips them, or
//! fails them under `CI`.

use std::path::{Path, PathBuf};
use std::process::Command as Process;

use serde_json::Value;

use crate::util::*;

/// The worked example of the doc: a backtrack and a conflict in each kind of unit.
const WORKED: &str =
    ".3.6789.2672195348198342567859761423.2685379171392485696.537284287419635345286179";

fn emitter(file: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("examples/emitters")
        .join(file)
}

/// The lines of a trace file between its header and its end record.
fn event_lines(path: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(path).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert!(
        lines.len() >= 2,
        "{}: no header and end record",
        path.display()
    );
    lines[1..lines.len() - 1]
        .iter()
        .map(|line| line.to_string())
        .collect()
}

/// Run the emitter on `puzzle` and check its trace against sudotrace's own.
fn check(program: &str, script: &str, puzzle: &str, dir: &Path) -> Value {
    let ours = dir.join(format!("{script}.jsonl"));
    let theirs = dir.join("sudotrace.jsonl");
    let status = Process::new(program)
        .arg(emitter(script))
        .arg(puzzle)
        .arg(&ours)
        .status()
        .unwrap();
    assert!(status.success(), "{program} {script} {puzzle}: {status}");
    run(&[
        "solve",
        "--solver",
        "naive",
        "--trace",
        path_str(&theirs),
        puzzle,
    ]);
    let (ours_events, theirs_events) = (event_lines(&ours), event_lines(&theirs));
    assert_eq!(ours_events.len(), theirs_events.len(), "{script} {puzzle}");
    for (n, (a, b)) in ours_events.iter().zip(&theirs_events).enumerate() {
        assert_eq!(a, b, "{script} {puzzle}: event line {}", n + 2);
    }
    let json = stats_json(&ours);
    assert_eq!(json["solver"], "naive");
    assert_eq!(json["puzzle"].as_str().unwrap(), puzzle);
    json
}

fn check_emitter(program: &str, script: &str) {
    require_program(program);
    let dir = tempfile::tempdir().unwrap();

    let json = check(program, script, LEETCODE, dir.path());
    let s = &json["stats"];
    assert_eq!(json["result"], "solved");
    assert_eq!(json["solution"], LEETCODE_SOLUTION);
    assert_eq!(s["tries"], 37652);
    assert_eq!(s["places"], 4208);
    assert_eq!(s["backtracks"], 4157);
    assert_eq!(s["conflicts"]["row"], 26125);
    assert_eq!(s["conflicts"]["col"], 5918);
    assert_eq!(s["conflicts"]["box"], 1401);
    assert_eq!(s["cell_reads"], 334653);
    assert_eq!(s["events"], 2 * 37652 + 4157);

    let json = check(program, script, WORKED, dir.path());
    assert_eq!(json["result"], "solved");
    assert_eq!(json["stats"]["cell_reads"], 315);

    let json = check(program, script, &unsolvable(), dir.path());
    assert_eq!(json["result"], "unsolvable");
    assert_eq!(json["solution"], Value::Null);
    assert_eq!(json["stats"]["tries"], 9);
}

/// The fenced code blocks of docs/trace-format.md: (language, text).
fn doc_blocks() -> Vec<(String, String)> {
    let doc =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/trace-format.md"))
            .unwrap();
    let mut blocks = Vec::new();
    let mut open: Option<(String, Vec<&str>)> = None;
    for line in doc.lines() {
        match (&mut open, line.strip_prefix("```")) {
            (None, Some(lang)) => open = Some((lang.to_string(), Vec::new())),
            (Some(_), Some("")) => {
                let (lang, lines) = open.take().unwrap();
                blocks.push((lang, lines.join("\n")));
            }
            (Some((_, lines)), _) => lines.push(line),
            (None, None) => {}
        }
    }
    blocks
}

#[test]
fn the_code_the_doc_shows_is_the_code_of_the_emitters() {
    let blocks = doc_blocks();
    for (lang, file) in [("python", "emit_trace.py"), ("js", "emit_trace.js")] {
        let source = std::fs::read_to_string(emitter(file)).unwrap();
        let shown: Vec<&String> = blocks
            .iter()
            .filter(|(l, _)| l == lang)
            .map(|(_, t)| t)
            .collect();
        assert!(!shown.is_empty(), "the doc shows no {lang} code");
        for text in shown {
            assert!(
                source.contains(text.as_str()),
                "the doc's {lang} block is not in {file}:\n{text}"
            );
        }
    }
}

#[test]
fn the_worked_example_of_the_doc_is_what_sudotrace_writes() {
    let dir = tempfile::tempdir().unwrap();
    let trace = dir.path().join("x.jsonl");
    bin()
        .args(["solve", WORKED, "--trace"])
        .arg(&trace)
        .assert()
        .success();
    let written = std::fs::read_to_string(&trace).unwrap();
    let shown = doc_blocks()
        .into_iter()
        .find(|(lang, text)| {
            lang == "json" && text.starts_with(&format!(r#"{{"sudotrace":1,"puzzle":"{WORKED}""#))
        })
        .expect("the doc shows the worked example's trace");
    // The header names the sudotrace version that wrote it: not worth a doc update.
    let without_version = |text: &str| {
        let mut lines: Vec<String> = text.lines().map(String::from).collect();
        let mut header: serde_json::Map<String, Value> = serde_json::from_str(&lines[0]).unwrap();
        header.remove("version");
        lines[0] = Value::Object(header).to_string();
        lines
    };
    assert_eq!(without_version(&shown.1), without_version(&written));
}

/// The tests that need node, Chromium or tmux: the web tier (`cargo xtask test-web`).
mod web {
    use super::*;
    use crate::util::{Tool, tools_here};

    #[test]
    #[ignore = "web tier, run by `cargo xtask test-web`"]
    fn javascript_emitter_writes_what_sudotrace_writes() {
        if !tools_here(&[Tool::Node]) {
            return;
        }
        check_emitter("node", "emit_trace.js");
    }
}

/// The tests that need python3: the Python tier (`cargo xtask test-python`).
mod python {
    use super::*;
    use crate::util::{Tool, tools_here};

    #[test]
    #[ignore = "Python tier, run by `cargo xtask test-python`"]
    fn python_emitter_writes_what_sudotrace_writes() {
        if !tools_here(&[Tool::Python]) {
            return;
        }
        check_emitter("python3", "emit_trace.py");
    }

    /// examples/emitters/emit_strategy.py implements docs/strategies.md again, from the page
    /// alone: its traces must be sudotrace's, event for event, and recount to the same
    /// counts, for every order and propagation.
    #[test]
    #[ignore = "Python tier, run by `cargo xtask test-python`"]
    fn the_strategies_page_written_again_in_python_makes_the_same_searches() {
        if !tools_here(&[Tool::Python]) {
            return;
        }
        require_program("python3");
        let dir = tempfile::tempdir().unwrap();
        let hard =
            "85...24..72......9..4.........1.7..23.5...9...4...........8..7..17..........36.4.";
        let mut events = 0;
        for strategy in [
            "mrv+naive",
            "mrv+singles+tables",
            "mrv+hidden+tables",
            "rows+singles+naive",
            "rows+hidden+tables",
        ] {
            for puzzle in [LEETCODE, WORKED, hard, &unsolvable()] {
                if strategy.starts_with("rows") && puzzle == hard {
                    continue; // a hundred thousand events: slow in Python, and no new rule
                }
                let ours = dir.path().join("python.jsonl");
                let theirs = dir.path().join("sudotrace.jsonl");
                let status = Process::new("python3")
                    .arg(emitter("emit_strategy.py"))
                    .args([strategy, puzzle])
                    .arg(&ours)
                    .status()
                    .unwrap();
                assert!(status.success(), "{strategy} {puzzle}: {status}");
                let output = run(&[
                    "solve",
                    "--solver",
                    strategy,
                    "--trace",
                    path_str(&theirs),
                    puzzle,
                ]);
                // `solve` exits 1 for a puzzle with no solution.
                assert_code(&output, if puzzle == unsolvable() { 1 } else { 0 });
                let (a, b) = (event_lines(&ours), event_lines(&theirs));
                assert_eq!(a.len(), b.len(), "{strategy} {puzzle}");
                for (n, (a, b)) in a.iter().zip(&b).enumerate() {
                    assert_eq!(a, b, "{strategy} {puzzle}: event line {}", n + 2);
                }
                assert_eq!(
                    stats_json(&ours),
                    stats_json(&theirs),
                    "{strategy} {puzzle}"
                );
                events += a.len();
            }
        }
        assert!(events > 20_000, "{events} events compared");
    }
}

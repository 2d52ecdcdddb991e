//! A run made in the page, held to sudotrace with node alone: the page's reading of a
//! trace's JSON Lines (trace.js, which makes the data the player plays from a run of a
//! strategy's JavaScript listing or of the reader's edit of it) must give the data `sudotrace
//! html` writes of the same trace, field for field: the events packed, every event's words
//! in both languages, the kinds, the depth profile, the markers, the pace and the ending
//! (tests/node/runs.mjs). Under all eighteen strategies, on a solved, an unsolvable, a
//! limited and a mistaken board. The browser tests (player_play.rs) run the listings in
//! the page's worker and hold their events to `solve --trace`'s.

use serde_json::{Value, json};
use tempfile::TempDir;

use crate::player::page;
use crate::player_simulate::{modules, node, page_data};
use crate::util::{LEETCODE, path_str, run, unsolvable};
use sudotrace_core::lang::Lang;
use sudotrace_core::search::Strategy;

/// The LeetCode puzzle with a wrong digit the learner put in: r1c3 holds 1, where the
/// solution has 4.
fn mistaken() -> String {
    let mut board = LEETCODE.to_string();
    board.replace_range(2..3, "1");
    board
}

#[test]
fn the_page_reads_a_run_as_sudotrace_reads_its_trace() {
    let dir = TempDir::new().unwrap();
    let modules = modules(dir.path());
    let puzzles: [(&str, String, Option<&str>); 4] = [
        ("leetcode", LEETCODE.to_string(), None),
        ("unsolvable", unsolvable(), None),
        (
            "limited",
            "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9"
                .to_string(),
            Some("3000"),
        ),
        ("mistaken", mistaken(), Some("20000")),
    ];
    let mut cases = Vec::new();
    for strategy in Strategy::every() {
        for (name, puzzle, limit) in &puzzles {
            let solver = strategy.name();
            let file = format!("{name}-{}", solver.replace('+', "-"));
            let trace = dir.path().join(format!("{file}.jsonl"));
            let mut args = vec![
                "solve",
                puzzle,
                "--solver",
                solver,
                "--trace",
                path_str(&trace),
            ];
            if let Some(limit) = limit {
                args.extend(["--max-events", limit]);
            }
            let output = run(&args);
            assert!(output.status.code().is_some_and(|code| code <= 1), "{file}");
            for (lang, tag) in [(Lang::En, "en"), (Lang::ZhCn, "zh-CN")] {
                // Chinese once a puzzle: the words' templates are the catalog's either way.
                if lang == Lang::ZhCn && *name != "leetcode" {
                    continue;
                }
                let html = page(&trace, &format!("{file}-{tag}.html"), &["--lang", tag]);
                let data = dir.path().join(format!("{file}-{tag}.json"));
                std::fs::write(&data, page_data(&html)).unwrap();
                let departs: Value =
                    serde_json::from_str::<Value>(&page_data(&html)).unwrap()["departs"].clone();
                cases.push(json!({
                    "name": format!("{file} ({tag})"),
                    "data": path_str(&data),
                    "trace": path_str(&trace),
                    "departs": departs,
                }));
            }
        }
    }
    let list = dir.path().join("cases.json");
    std::fs::write(&list, Value::Array(cases.clone()).to_string()).unwrap();
    let said = node(
        "runs.mjs",
        &[modules.as_os_str(), list.as_os_str()],
        "the page reads a run otherwise than sudotrace",
    );
    let report: Value = serde_json::from_str(said.trim()).unwrap();
    assert_eq!(report["cases"], cases.len());
    // Both row-by-row searches of LeetCode 37 alone make 158,922 events.
    assert!(report["events"].as_u64().unwrap() > 158_922, "{report}");
}

/// Every bug of the student solvers in tests/solvers (Python and JavaScript), with the
/// row-by-row search's check in both shapes learners write (the articles' row, column and
/// box scan, LeetCode's one loop): the page's verdict on the edited program (trace.js's
/// departureOf) is `diagnose --json`'s, in English and Chinese: the same first event, the
/// same words where diagnose's first finding is the departure, and the same order of the
/// check's clashes said where they keep to another order than the strategy's.
#[test]
#[cfg_attr(
    any(missing_node, missing_python),
    ignore = "needs node and python3 on PATH: apt-get install nodejs python3"
)]
fn the_page_says_of_an_edited_program_what_diagnose_says_of_its_trace() {
    let dir = TempDir::new().unwrap();
    let modules = modules(dir.path());
    let bugs = student_bugs();
    let mut cases = Vec::new();
    let mut diagnoses = Vec::new();
    let mut pages = std::collections::HashMap::new();
    for program in ["python3", "node"] {
        for bug in &bugs {
            let trace = dir.path().join(format!("{program}-{bug}.jsonl"));
            crate::diagnose::student_trace_of(program, LEETCODE, bug, &trace);
            // As the page runs an edit of a strategy's listing: headed with its name.
            let strategy = if bug == "oneloop" { "oneloop" } else { "naive" };
            let text = std::fs::read_to_string(&trace).unwrap();
            let (header, rest) = text.split_once('\n').unwrap();
            let mut header: Value = serde_json::from_str(header).unwrap();
            header["solver"] = strategy.into();
            std::fs::write(&trace, format!("{header}\n{rest}")).unwrap();
            for tag in ["en", "zh-CN"] {
                let data = pages
                    .entry((strategy, tag))
                    .or_insert_with(|| {
                        let theirs = dir.path().join(format!("{strategy}.jsonl"));
                        let args = ["solve", LEETCODE, "--solver", strategy, "--trace"];
                        let output = run(&[&args[..], &[path_str(&theirs)]].concat());
                        assert!(output.status.success());
                        let html =
                            page(&theirs, &format!("{strategy}-{tag}.html"), &["--lang", tag]);
                        let data = dir.path().join(format!("{strategy}-{tag}.json"));
                        std::fs::write(&data, page_data(&html)).unwrap();
                        (data, theirs)
                    })
                    .clone();
                let output = run(&["diagnose", path_str(&trace), "--json", "--lang", tag]);
                let diagnosis: Value = serde_json::from_slice(&output.stdout).unwrap();
                let name = format!("{program} {bug} ({tag})");
                cases.push(json!({
                    "name": name,
                    "data": path_str(&data.0),
                    "trace": path_str(&trace),
                    "theirs": path_str(&data.1),
                    "strategy": strategy,
                }));
                diagnoses.push(diagnosis);
            }
        }
    }
    let list = dir.path().join("cases.json");
    std::fs::write(&list, Value::Array(cases).to_string()).unwrap();
    let said = node(
        "departures.mjs",
        &[modules.as_os_str(), list.as_os_str()],
        "the page's departures",
    );
    let verdicts: Vec<Value> = serde_json::from_str(said.trim()).unwrap();
    let mut compared = 0;
    for (page, diagnosis) in verdicts.iter().zip(&diagnoses) {
        let name = page["name"].as_str().unwrap();
        if page["read"] == false {
            // The page refuses what is no event (a digit 0, a backtrack of a digit not
            // there), which diagnose says first.
            assert_eq!(
                diagnosis["findings"][0]["kind"], "malformed",
                "{name}: {diagnosis:#}"
            );
            continue;
        }
        // A conflict that names no clash is worked out where diagnose works it out.
        assert_eq!(
            page["workedOut"], diagnosis["worked_out"]["event"],
            "{name}: {page} {diagnosis:#}"
        );
        compared += 1;
        let findings = diagnosis["findings"].as_array().unwrap();
        let departs = findings.iter().find(|f| f["kind"] == "departs");
        let first = findings.iter().find(|f| f["event"].is_u64());
        match (departs, first) {
            (Some(departs), _) => {
                assert_eq!(
                    page["event"], departs["event"],
                    "{name}: {page} {diagnosis:#}"
                );
                assert_eq!(page["words"], departs["message"], "{name}: {diagnosis:#}");
            }
            // Where an event cannot happen, the page departs there.
            (None, Some(first)) => {
                assert_eq!(
                    page["event"], first["event"],
                    "{name}: {page} {diagnosis:#}"
                )
            }
            (None, None) => {
                assert_eq!(page["event"], Value::Null, "{name}: {page} {diagnosis:#}");
            }
        }
        let other = &diagnosis["likeness"]["other_check"];
        assert_eq!(page["order"], other["how"], "{name}: {page} {diagnosis:#}");
        assert_eq!(page["told"], other["event"], "{name}: {page} {diagnosis:#}");
    }
    // Every bug but the two the page cannot read (digits 0 to 8, a backtrack of a digit
    // not there), in both programs and languages.
    assert_eq!(compared, 2 * 2 * (bugs.len() - 2), "{compared} compared");
}

/// The bugs tests/solvers/student.py carries, as its BUGS lists them.
fn student_bugs() -> Vec<String> {
    let source = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/solvers/student.py"),
    )
    .unwrap();
    let start = source.find("BUGS = [").unwrap() + "BUGS = [".len();
    let end = start + source[start..].find(']').unwrap();
    let bugs: Vec<String> = source[start..end]
        .split(',')
        .map(|bug| bug.trim().trim_matches('"').to_string())
        .filter(|bug| !bug.is_empty())
        .collect();
    assert!(bugs.len() >= 19, "{bugs:?}");
    bugs
}

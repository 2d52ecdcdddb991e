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

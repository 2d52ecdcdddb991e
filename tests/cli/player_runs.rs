//! The page's data made one way, held with node alone (tests/node/runs.mjs): a run made in
//! the page (its trace's JSON Lines read by trace.js, as the page reads a run of a
//! strategy's JavaScript listing or of the reader's edit of it) must get the data the page
//! builds as it opens from what `sudotrace html` wrote of the same trace, field for
//! field: the events packed, every event's words in both languages, the kinds, the depth
//! profile, the markers, the pace and the ending. Under every strategy, on a solved, an
//! unsolvable, a limited and a mistaken board, and on Easter Monster, where the
//! eliminating strategies take candidates away and restore them; windows of a trace too
//! (one opening with eliminations standing). The
//! browser tests (player_game.rs) run the listings in the page's worker and hold their
//! events to `solve --trace`'s.

use serde_json::{Value, json};
use tempfile::TempDir;

use crate::node_checks::Fixtures;
use crate::player::page;
use crate::util::page_data;
use crate::util::{EASTER_MONSTER, LEETCODE, path_str, run, stdout, unsolvable};
use sudotrace_core::lang::Lang;
use sudotrace_core::search::Strategy;

/// The LeetCode puzzle with a wrong digit the learner put in: r1c3 holds 1, where the
/// solution has 4.
fn mistaken() -> String {
    let mut board = LEETCODE.to_string();
    board.replace_range(2..3, "1");
    board
}

/// Pages of windows of traces, as `sudotrace html` writes them (its --from, --to and
/// --marker, a trace cut short), each with its whole trace's page.
fn windows(dir: &std::path::Path) -> Vec<Value> {
    let mut cases = Vec::new();
    for solver in ["naive", "mrv+hidden+tables"] {
        let trace = dir.join(format!("window-{}.jsonl", solver.replace('+', "-")));
        let output = run(&[
            "solve",
            LEETCODE,
            "--solver",
            solver,
            "--trace",
            path_str(&trace),
        ]);
        assert_eq!(output.status.code(), Some(0), "{solver}");
        let events = std::fs::read_to_string(&trace).unwrap().lines().count() as u64 - 2;
        let middle = (events / 2).to_string();
        let near_end = (events - events.min(40)).max(2).to_string();
        let early = events.min(30).to_string();
        let marker = format!("{}:my own moment", events / 2 - 3);
        let on_the_last = format!("{events}:the very end");
        let whole = page(
            &trace,
            &format!("whole-{}.html", solver.replace('+', "-")),
            &[],
        );
        let whole_data = dir.join(format!("whole-{}.json", solver.replace('+', "-")));
        std::fs::write(&whole_data, page_data(&whole)).unwrap();
        let windows: [(&str, Vec<&str>); 4] = [
            (
                "middle",
                vec!["--from", "2", "--to", &middle, "--marker", &marker],
            ),
            ("end", vec!["--from", &near_end, "--marker", &on_the_last]),
            ("start", vec!["--to", &early]),
            (
                "marked",
                vec!["--from", "5", "--to", &middle, "--marker", &marker],
            ),
        ];
        for (name, args) in windows {
            let file = format!("window-{name}-{}", solver.replace('+', "-"));
            let html = page(&trace, &format!("{file}.html"), &args);
            let data = dir.join(format!("{file}.json"));
            std::fs::write(&data, page_data(&html)).unwrap();
            cases.push(json!({
                "name": file, "data": path_str(&data), "trace": null,
                "whole": path_str(&whole_data), "departs": null,
            }));
        }
    }
    // A window of a search that takes candidates away, opening with two eliminations
    // standing (events 28 and 29, restored at 49 and 50).
    let trace = dir.join("window-monster.jsonl");
    let output = run(&[
        "solve",
        EASTER_MONSTER,
        "--solver",
        "mrv+locked+tables",
        "--trace",
        path_str(&trace),
    ]);
    assert_eq!(output.status.code(), Some(0));
    let whole = page(&trace, "whole-monster.html", &[]);
    let whole_data = dir.join("whole-monster.json");
    std::fs::write(&whole_data, page_data(&whole)).unwrap();
    let html = page(
        &trace,
        "window-monster.html",
        &["--from", "40", "--to", "2000"],
    );
    let data = dir.join("window-monster.json");
    let window = page_data(&html);
    let standing = &serde_json::from_str::<Value>(&window).unwrap()["eliminations"];
    assert_eq!(standing.as_array().map(Vec::len), Some(2), "{standing}");
    std::fs::write(&data, window).unwrap();
    cases.push(json!({
        "name": "window-monster", "data": path_str(&data), "trace": null,
        "whole": path_str(&whole_data), "departs": null,
    }));
    // A trace cut short: no end record after its events.
    let whole = dir.join("window-naive.jsonl");
    let text = std::fs::read_to_string(&whole).unwrap();
    let cut: String = text
        .lines()
        .take(301)
        .map(|line| format!("{line}\n"))
        .collect();
    let trace = dir.join("cut-short.jsonl");
    std::fs::write(&trace, cut).unwrap();
    let whole = page(&trace, "cut-short.html", &[]);
    let whole_data = dir.join("cut-short.json");
    std::fs::write(&whole_data, page_data(&whole)).unwrap();
    for (name, args) in [
        ("cut-short-from", vec!["--from", "100"]),
        ("cut-short-to", vec!["--to", "99"]),
    ] {
        let html = page(&trace, &format!("{name}.html"), &args);
        let data = dir.join(format!("{name}.json"));
        std::fs::write(&data, page_data(&html)).unwrap();
        cases.push(json!({
            "name": name, "data": path_str(&data), "trace": null,
            "whole": path_str(&whole_data), "departs": null,
        }));
    }
    cases
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

/// The naive listing (`sudotrace listing --language js`) with `edits` made: each text
/// replaced must be there.
fn edited_listing(edits: &[(&str, &str)]) -> String {
    let mut source = stdout(&run(&["listing", "--language", "js", "--solver", "naive"]));
    for (from, to) in edits {
        assert!(source.contains(from), "the listing has {from:?}");
        source = source.replace(from, to);
    }
    source
}

/// The plan of a learner who opens Play's editor on LeetCode 37's page, puts `source` in
/// it and clicks Run your code, the run watched (drive.mjs's watchRun).
fn run_your_code(source: &str) -> Value {
    json!({ "viewport": [1280, 900], "hash": "#mode=play", "steps": [
        { "click": "#play-edit" },
        { "fill": ["#play-source", source] },
        { "watchRun": "#play-run-code", "seconds": 240, "said": true },
    ] })
}

/// The most a run may hold the page's main thread in one task, and the most JS heap the
/// page may use while it runs (the CLI's limit once took 10 s and 1.6 GB).
const MOST_TASK_MS: f64 = 100.0;
const MOST_HEAP_BYTES: f64 = 300.0 * 1024.0 * 1024.0;

/// The kind of event `number` of a trace's JSON Lines.
fn diagnosis_kind(text: &str, number: u64) -> String {
    let line = text.lines().nth(number as usize).unwrap();
    let event: Value = serde_json::from_str(line).unwrap();
    event["ev"].as_str().unwrap().to_string()
}

/// The tests that need node, Chromium or tmux: the web tier (`cargo xtask test-web`).
mod web {
    use super::*;
    use crate::util::{Tool, tools_here};

    #[test]
    #[ignore = "web tier, run by `cargo xtask test-web`"]
    fn the_page_reads_a_run_as_sudotrace_reads_its_trace() {
        if !tools_here(&[Tool::Node]) {
            return;
        }
        let dir = Fixtures::new("runs-and-pages");
        let modules = dir.modules();
        let puzzles: [(&str, String, Option<&str>); 5] = [
            ("leetcode", LEETCODE.to_string(), None),
            ("unsolvable", unsolvable(), None),
            (
                "limited",
                "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9"
                    .to_string(),
                Some("3000"),
            ),
            ("mistaken", mistaken(), Some("20000")),
            ("monster", EASTER_MONSTER.to_string(), Some("5000")),
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
                    let departs: Value = serde_json::from_str::<Value>(&page_data(&html)).unwrap()
                        ["departs"]
                        .clone();
                    cases.push(json!({
                        "name": format!("{file} ({tag})"),
                        "data": path_str(&data),
                        "trace": path_str(&trace),
                        "departs": departs,
                    }));
                }
            }
        }
        cases.extend(windows(dir.path()));
        let list = dir.path().join("cases.json");
        std::fs::write(&list, Value::Array(cases.clone()).to_string()).unwrap();
        let said = dir.node(
            "runs.mjs",
            &[modules.as_os_str(), list.as_os_str()],
            "the page reads a run otherwise than sudotrace",
        );
        let report: Value = serde_json::from_str(said.trim()).unwrap();
        assert_eq!(report["cases"], cases.len());
        // Both row-by-row searches of LeetCode 37 alone make 158,922 events.
        assert!(report["events"].as_u64().unwrap() > 158_922, "{report}");
        assert_eq!(report["windows"], 11, "{report}");
    }

    /// An edit that never stops writing events: the page stops it at its event limit, stays
    /// responsive (no task over 100 ms on the page's main thread) and within 300 MB of JS heap
    /// while it runs, then plays the 2,000,000 events it kept and says how the run ended.
    #[test]
    #[ignore = "web tier, run by `cargo xtask test-web`"]
    fn a_runaway_edit_is_stopped_at_the_page_limit_and_never_freezes_the_page() {
        if !tools_here(&[Tool::Browser]) {
            return;
        }
        let dir = TempDir::new().unwrap();
        let trace = crate::player::leetcode_trace(dir.path());
        let page = page(&trace, "runaway.html", &[]);
        let runaway = edited_listing(&[
            (
                "if (events + (ev === \"try\" ? 2 : 1) > maxEvents) throw new Limit();",
                "",
            ),
            (
                "function solve() {\n",
                "function solve() {\n  for (;;) emit(\"try\", 0, 2, 1);\n",
            ),
        ]);
        let result = crate::player::drive(&page, run_your_code(&runaway));
        let watched = &result["observations"][2];
        let run = &watched["step"]["run"];
        assert_eq!(run["opened"], true, "the page opens on the run: {run}");
        let longest = run["longestTask"].as_f64().unwrap();
        assert!(longest < MOST_TASK_MS, "a task of {longest} ms: {run}");
        let heap = run["heapMost"].as_f64().unwrap();
        assert!(
            heap > 0.0 && heap < MOST_HEAP_BYTES,
            "{heap} bytes of heap: {run}"
        );
        // The page opened on the run: its 2,000,000 events, the limit said as the ending.
        let about = watched["about"].as_str().unwrap();
        assert!(about.contains("2,000,000 events"), "{about}");
        let say = watched["runSay"].as_str().unwrap();
        assert!(
            say.contains(
                "The page stopped your code's run at the event limit: 2,000,000 events, and it had not ended."
            ),
            "{say}"
        );
    }

    /// The edited code explained, as a learner sees it after clicking Run your code: where it
    /// departs and why, in diagnose's words (the box scanned on the wrong cells names a clash
    /// with a cell outside the box); how its run ended, as `check` judges the board its end
    /// record gives; the line that wrote the departing event lit in the code panel. And the
    /// editor wide enough for the listing's lines at 1280 px.
    #[test]
    #[ignore = "web tier, run by `cargo xtask test-web`"]
    fn an_edit_s_departure_says_why_how_its_run_ended_and_lights_its_line() {
        if !tools_here(&[Tool::Browser]) {
            return;
        }
        let dir = TempDir::new().unwrap();
        let trace = crate::player::leetcode_trace(dir.path());
        let page = page(&trace, "explained.html", &[]);
        // The articles' box bug, and a check that finds no clash at all.
        let edits = [
            edited_listing(&[("c0 = c - (c % 3)", "c0 = c - (r % 3)")]),
            edited_listing(&[(
                "function findClash(r, c, d) {\n",
                "function findClash(r, c, d) {\n  return null;\n",
            )]),
        ];
        let mut impossible = 0;
        for (i, source) in edits.iter().enumerate() {
            // What sudotrace says of the same program's trace, made by node.
            let program = dir.path().join(format!("edit-{i}.js"));
            std::fs::write(&program, source).unwrap();
            let made = std::process::Command::new("node")
                .arg(&program)
                .arg(LEETCODE)
                .output()
                .expect("node runs");
            let text = String::from_utf8(made.stdout).unwrap();
            let cli_trace = dir.path().join(format!("edit-{i}.jsonl"));
            std::fs::write(&cli_trace, &text).unwrap();
            let diagnosis: Value =
                serde_json::from_slice(&run(&["diagnose", path_str(&cli_trace), "--json"]).stdout)
                    .unwrap();
            let first = diagnosis["findings"]
                .as_array()
                .unwrap()
                .iter()
                .find(|f| f["event"].is_u64())
                .unwrap_or_else(|| panic!("diagnose names an event: {diagnosis:#}"))
                .clone();
            let end: Value = serde_json::from_str(text.lines().last().unwrap()).unwrap();

            let result = crate::player::drive(&page, run_your_code(source));
            let opened = &result["observations"][0];
            let editor = &opened["editor"];
            assert_eq!(editor["shown"], true, "{editor}");
            assert!(
                editor["codeWidth"].as_f64() <= editor["width"].as_f64(),
                "the editor is narrower than its code at 1280 px: {editor}"
            );
            let watched = &result["observations"][2];
            assert_eq!(watched["step"]["run"]["opened"], true, "{watched}");
            let say = watched["runSay"].as_str().unwrap();
            // Where it departs, and why, in diagnose's words.
            let number = first["event"].as_u64().unwrap();
            assert!(
                say.contains(&format!("at event {}: ", crate::player::grouped(number))),
                "{say} {first:#}"
            );
            if first["kind"] == "impossible" {
                // diagnose's words: "event N: {the event} cannot happen: {why}; …"
                let message = first["message"].as_str().unwrap();
                let why = message
                    .split("; ")
                    .next()
                    .unwrap()
                    .split_once(": ")
                    .unwrap()
                    .1;
                assert!(say.contains(why), "{say} does not say {why:?}");
                impossible += 1;
            }
            // How it ended, as check judges the board its end record gives.
            match end["result"].as_str().unwrap() {
                "solved" => {
                    let solution = end["solution"].as_str().unwrap();
                    let checked = run(&["check", LEETCODE, solution, "--json"]);
                    let checked: Value = serde_json::from_slice(&checked.stdout).unwrap();
                    if checked["correct"] == true {
                        assert!(
                            say.contains("ended solved, and its board is right"),
                            "{say}"
                        );
                    } else {
                        let rule = checked["problems"][0]["message"].as_str().unwrap();
                        assert!(
                            say.contains("ended saying solved, but its board breaks a rule: ")
                                && say.contains(rule),
                            "{say} does not name {rule:?}"
                        );
                    }
                }
                "unsolvable" => assert!(say.contains("has no solution"), "{say}"),
                other => panic!("the edit's run ended {other}"),
            }
            // The page opens at the departure, the line that wrote that event lit: the
            // line of the edited program that writes events of its kind there.
            assert_eq!(crate::player::position(watched), number, "{watched}");
            let lit: usize = watched["codeLine"].as_str().unwrap().parse().unwrap();
            let kind = diagnosis_kind(&text, number);
            let line = source.lines().nth(lit - 1).unwrap();
            assert!(
                line.contains(&format!("emit(\"{kind}\"")),
                "line {lit} lit at a {kind}: {line:?}"
            );
        }
        assert!(impossible >= 1, "an edit whose departure cannot happen");
    }

    /// A syntax error found at the end of the program (a brace left open) is said on the
    /// program's last line, not past it, and marked there in the editor's gutter.
    #[test]
    #[ignore = "web tier, run by `cargo xtask test-web`"]
    fn a_syntax_error_at_the_end_of_the_program_is_said_on_its_last_line() {
        if !tools_here(&[Tool::Browser]) {
            return;
        }
        let dir = TempDir::new().unwrap();
        let trace = crate::player::leetcode_trace(dir.path());
        let page = page(&trace, "syntax.html", &[]);
        let mut source = edited_listing(&[]);
        source.push_str("function unfinished() {\n");
        let last = source.trim_end().lines().count();
        let result = crate::player::drive(
            &page,
            json!({ "viewport": [1280, 900], "hash": "#mode=play", "steps": [
                { "click": "#play-edit" },
                { "fill": ["#play-source", source] },
                { "click": "#play-run-code" },
                { "wait": 1500 },
            ] }),
        );
        let after = &result["observations"][3];
        let said = after["playSay"].as_str().unwrap();
        assert!(
            said.starts_with(&format!("Line {last}: ")) && said.contains("SyntaxError"),
            "{said} (the program has {last} lines)"
        );
        assert_eq!(
            after["editor"]["error"],
            last.to_string(),
            "{}",
            after["editor"]
        );
    }
}

/// The tests that need python3: the Python tier (`cargo xtask test-python`).
mod python {
    use super::*;
    use crate::util::{Tool, tools_here};

    /// Every bug of the student solvers in tests/solvers (Python and JavaScript), with the
    /// row-by-row search's check in both shapes learners write (the articles' row, column and
    /// box scan, LeetCode's one loop): the page's verdict on the edited program (trace.js's
    /// departureOf) is `diagnose --json`'s, in English and Chinese: the same first event, the
    /// same words where diagnose's first finding is the departure, and the same order of the
    /// check's clashes said where they keep to another order than the strategy's.
    #[test]
    #[ignore = "Python tier, run by `cargo xtask test-python`"]
    fn the_page_says_of_an_edited_program_what_diagnose_says_of_its_trace() {
        if !tools_here(&[Tool::Node, Tool::Python]) {
            return;
        }
        let dir = Fixtures::new("departures");
        let modules = dir.modules();
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
        let said = dir.node(
            "departures.mjs",
            &[modules.as_os_str(), list.as_os_str()],
            "the page's departures",
        );
        let verdicts: Vec<Value> = serde_json::from_str(said.trim()).unwrap();
        let mut compared = 0;
        let mut impossible = 0;
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
                // Where an event cannot happen, the page departs there, and says why as
                // diagnose says it (the event, why it cannot happen, what the strategy would
                // do), the one finding that says both.
                (None, Some(first)) => {
                    assert_eq!(
                        page["event"], first["event"],
                        "{name}: {page} {diagnosis:#}"
                    );
                    if first["kind"] == "impossible" {
                        let message = first["message"].as_str().unwrap();
                        let refused = page["refused"].as_str().unwrap_or_else(|| {
                            panic!("{name}: the page says no why: {page} {diagnosis:#}")
                        });
                        let would = page["would"].as_str().unwrap();
                        assert!(
                            message.contains(refused) && message.ends_with(would),
                            "{name}: {page} {diagnosis:#}"
                        );
                        assert!(page["words"].as_str().unwrap().contains(refused));
                        impossible += 1;
                    }
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
        // Bugs whose departure is an event that cannot happen, in both programs and languages.
        assert!(
            impossible >= 4,
            "{impossible} departures that cannot happen"
        );
    }
}

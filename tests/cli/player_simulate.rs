//! Do it yourself, the web page's exercise, held to the trace with node alone, no browser:
//! node imports the page's replay and its grading module (as
//! `sudotrace_page::player_modules` gives them) and plays the exercise of a page
//! `sudotrace html` wrote with the trace's own events as the learner's steps
//! (tests/node/simulate.mjs): every step is right, each mistake made on purpose is graded
//! wrong with the trace's event as the step expected, and the exercise goes on from it.
//! The browser tests (player_modes.rs) keep the page driven by keys, clicks and
//! `window.sudotrace`.

use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::{Value, json};

use crate::node_checks::Fixtures;
use crate::player::page;
use crate::util::{LEETCODE, assert_code, data, page_data, path_str, run, trace_lines};
use sudotrace_core::search::Strategy;

/// The page's data as the page builds it as it opens (tests/node/built.mjs), from what
/// `html` wrote into the page `html`: its words, markers, ending and refusal. `check`
/// names the fixtures (unique among the checks).
pub(crate) fn built_page_data(html: &Path, check: &str) -> serde_json::Value {
    let fixtures = Fixtures::new(check);
    let modules = fixtures.modules();
    let data = fixtures.path().join("data.json");
    std::fs::write(&data, page_data(html)).unwrap();
    let said = fixtures.node(
        "built.mjs",
        &[modules.as_os_str(), data.as_os_str()],
        &format!("{}: the page does not build its data", html.display()),
    );
    serde_json::from_str(said.trim()).unwrap()
}

/// Every one of `steps` steps of an exercise's `report` graded, and wrong where
/// simulate.mjs made it wrong: every tenth step (the fifth, the fifteenth, …).
fn assert_every_step_graded(report: &Value, steps: u64, solver: &str) {
    assert_eq!(report["steps"], steps, "{solver}: {report}");
    let wrong = (0..steps).filter(|i| i % 10 == 4).count();
    assert_eq!(report["wrong"], wrong, "{solver}: every tenth made wrong");
}

/// Do it yourself on the page `html` writes of `trace` (in `fixtures`) with `extra`, the trace's events
/// the learner's steps: gives node's report (`steps`, `right`, `wrong`).
fn exercise(fixtures: &Fixtures, trace: &Path, extra: &[&str]) -> Value {
    let stem = trace.file_stem().unwrap().to_str().unwrap();
    let html = page(trace, &format!("{stem}-exercise.html"), extra);
    let data = fixtures.path().join(format!("{stem}-exercise.json"));
    std::fs::write(&data, page_data(&html)).unwrap();
    let modules = fixtures.modules();
    let said = fixtures.node(
        "simulate.mjs",
        &[modules.as_os_str(), data.as_os_str(), trace.as_os_str()],
        &format!("{}: the exercise is not the trace's", trace.display()),
    );
    serde_json::from_str(said.trim()).unwrap()
}

/// The forty-two strategies, by name: every order, propagation and check put together
/// (docs/strategies.md), those of `sudotrace solve --help` among them.
fn strategies() -> Vec<String> {
    let output = run(&["solve", "--help"]);
    assert_code(&output, 0);
    let help = String::from_utf8(output.stdout).unwrap();
    let named: Vec<String> = Strategy::every()
        .map(|strategy| strategy.name().to_string())
        .collect();
    for part in [
        "rows", "mrv", "singles", "hidden", "naive", "tables", "oneloop",
    ] {
        assert!(
            help.contains(&format!("`{part}`")),
            "solve --help names {part}"
        );
    }
    for part in [
        "rows", "mrv", "singles", "hidden", "pointing", "claiming", "pairs", "locked", "naive",
        "tables", "oneloop",
    ] {
        assert!(named.iter().any(|name| name.contains(part)), "{part}");
    }
    assert_eq!(named.len(), 42, "{named:?}");
    named
}

/// A puzzle no propagation solves alone: every strategy tries, backs up, chooses and
/// forces on it.
const HARD: &str =
    "85...24..72......9..4.........1.7..23.5...9...4...........8..7..17..........36.4.";

/// A trace headed `naive` that departs at once and then makes one step of each kind no
/// rule of a search decides: a try out of order, a clash no check names first (r1c4's 5
/// is in the row at r1c1 before the box's r2c6), a choice, a backtrack after it.
const DEPARTING: &str = r#"{"sudotrace":2,"puzzle":"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79","solver":"naive"}
{"ev":"try","r":1,"c":4,"d":5}
{"ev":"conflict","r":1,"c":4,"d":5,"unit":"box","with":[2,6]}
{"ev":"try","r":1,"c":4,"d":6}
{"ev":"place","r":1,"c":4,"d":6}
{"ev":"choose","r":1,"c":3,"n":3}
{"ev":"backtrack","r":1,"c":4,"d":6}
"#;

/// The tests that need node, Chromium or tmux: the web tier (`cargo xtask test-web`).
mod web {
    use super::*;
    use crate::util::{Tool, tools_here};

    #[test]
    #[ignore = "web tier, run by `cargo xtask test-web`"]
    fn doing_the_leetcode_search_with_its_own_events_is_right_at_every_step_under_every_strategy() {
        if !tools_here(&[Tool::Node]) {
            return;
        }
        let dir = Fixtures::new("simulate-every-strategy");
        for solver in strategies() {
            let trace = dir
                .path()
                .join(format!("{}.jsonl", solver.replace('+', "-")));
            let output = run(&[
                "solve",
                "leetcode37",
                "--solver",
                &solver,
                "--trace",
                path_str(&trace),
            ]);
            assert_code(&output, 0);
            // The first 300 events, or every event of a search that ends sooner.
            let events = trace_lines(&trace).len() as u64 - 2;
            let to = events.min(300);
            let report = exercise(&dir, &trace, &["--to", &to.to_string()]);
            assert_every_step_graded(&report, to, &solver);
        }
    }

    #[test]
    #[ignore = "web tier, run by `cargo xtask test-web`"]
    fn a_window_asks_only_its_own_events_and_another_solvers_trace_is_graded_by_its_own() {
        if !tools_here(&[Tool::Node]) {
            return;
        }
        let dir = Fixtures::new("simulate-windows");
        let naive = dir.path().join("naive.jsonl");
        assert_code(
            &run(&["solve", "leetcode37", "--trace", path_str(&naive)]),
            0,
        );
        // The events before the window are played, not asked.
        let report = exercise(&dir, &naive, &["--from", "1001", "--to", "1200"]);
        assert_eq!(report["steps"], 200, "{report}");
        // A student's searches: column by column, and the LeetCode solutions' one loop (its
        // conflicts name the clash that loop meets first).
        let student = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/solvers/student.js");
        for bug in ["columns", "one-loop"] {
            let trace = dir.path().join(format!("{bug}.jsonl"));
            let status = Command::new("node")
                .arg(&student)
                .args([LEETCODE, path_str(&trace), bug])
                .status()
                .expect("node runs");
            assert!(status.success());
            let report = exercise(&dir, &trace, &["--to", "500"]);
            assert_eq!(report["steps"], 500, "{bug}: {report}");
        }
    }

    #[test]
    #[ignore = "web tier, run by `cargo xtask test-web`"]
    fn every_kind_of_step_is_graded_on_a_puzzle_that_needs_guesses_under_every_choosing_strategy() {
        if !tools_here(&[Tool::Node]) {
            return;
        }
        // Norvig's second hardest puzzle: the choosing searches make every kind of event on it
        // (guesses, dead ends, forced digits taken back, hidden singles by row, column and
        // box), which the LeetCode puzzle's propagation never needs. Every event of each.
        let dir = Fixtures::new("simulate-hard");
        let puzzle = std::fs::read_to_string(data("norvig_hardest.txt")).unwrap();
        let puzzle = puzzle.lines().nth(1).unwrap();
        for solver in strategies().iter().filter(|s| s.contains('+')) {
            let trace = dir
                .path()
                .join(format!("{}.jsonl", solver.replace('+', "-")));
            let output = run(&[
                "solve",
                puzzle,
                "--solver",
                solver,
                "--trace",
                path_str(&trace),
            ]);
            assert_code(&output, 0);
            let events = trace_lines(&trace).len() as u64 - 2;
            let report = exercise(&dir, &trace, &[]);
            assert_eq!(report["steps"], events, "{solver}: {report}");
        }
    }

    /// Do it yourself on the searches that take candidates away: every step of each
    /// eliminating strategy's search of Easter Monster (its eliminations of every rule,
    /// its restores, its tries of a blank's candidates only), made with the trace's own
    /// events, is right; every tenth made wrong (another digit, another pair) is wrong.
    #[test]
    #[ignore = "web tier, run by `cargo xtask test-web`"]
    fn doing_the_eliminating_searches_is_graded_by_their_eliminations_and_restores() {
        if !tools_here(&[Tool::Node]) {
            return;
        }
        let dir = Fixtures::new("simulate-eliminations");
        for strategy in Strategy::every().filter(|s| s.propagation.eliminates()) {
            let solver = strategy.name();
            let trace = dir
                .path()
                .join(format!("{}.jsonl", solver.replace('+', "-")));
            let output = run(&[
                "solve",
                "easter-monster",
                "--solver",
                solver,
                "--trace",
                path_str(&trace),
            ]);
            assert_code(&output, 0);
            let lines = trace_lines(&trace);
            assert!(
                lines
                    .iter()
                    .any(|line| line.contains("\"ev\":\"eliminate\""))
                    && lines.iter().any(|line| line.contains("\"ev\":\"restore\"")),
                "{solver}"
            );
            let events = lines.len() as u64 - 2;
            let report = exercise(&dir, &trace, &[]);
            assert_every_step_graded(&report, events, solver);
        }
    }

    /// Predict's questions about eliminations and restores (sudotrace-learn's, with the
    /// other patterns that hold as wrong choices) are graded by the trace, and the card
    /// of a learner is what `sudotrace marks` reads.
    #[test]
    #[ignore = "web tier, run by `cargo xtask test-web`"]
    fn predict_grades_questions_about_eliminations_by_the_trace() {
        if !tools_here(&[Tool::Node]) {
            return;
        }
        let dir = Fixtures::new("predict-eliminations");
        let modules = dir.modules();
        let trace = dir.path().join("mrv-locked-tables.jsonl");
        let solved = run(&[
            "solve",
            "easter-monster",
            "--solver",
            "mrv+locked+tables",
            "--trace",
            path_str(&trace),
        ]);
        assert_code(&solved, 0);
        let html = page(
            &trace,
            "mrv-locked-predict.html",
            &[
                "--ask",
                "eliminate,restore,choose,force",
                "--questions",
                "12",
                "--seed",
                "5",
            ],
        );
        let data = dir.path().join("mrv-locked-predict.json");
        let page_json = page_data(&html);
        std::fs::write(&data, &page_json).unwrap();
        // Questions about both, each with the other patterns as choices.
        let questions: Value = serde_json::from_str(&page_json).unwrap();
        let asked: Vec<&str> = questions["questions"]
            .as_array()
            .unwrap()
            .iter()
            .map(|q| {
                q["choices"][q["right"].as_u64().unwrap() as usize]["event"]["ev"]
                    .as_str()
                    .unwrap()
            })
            .collect();
        assert!(
            asked.contains(&"eliminate") && asked.contains(&"restore"),
            "{asked:?}"
        );
        let card = dir.path().join("mrv-locked-card.json");
        let said = dir.node(
            "predict.mjs",
            &[
                modules.as_os_str(),
                data.as_os_str(),
                trace.as_os_str(),
                card.as_os_str(),
            ],
            "mrv+locked+tables",
        );
        let report: Value = serde_json::from_str(said.trim()).unwrap();
        let questions = report["questions"].as_u64().unwrap();
        assert_eq!(questions, 12, "{report}");
        let marks = run(&["marks", path_str(&card), "--json"]);
        assert_code(&marks, 0);
        let class: Value = serde_json::from_str(&crate::util::stdout(&marks)).unwrap();
        assert_eq!(class["solver"], "mrv+locked+tables");
        assert_eq!(class["learners"][0]["right"], report["right"]);
        assert_eq!(class["learners"][0]["right"], questions - questions / 2);
    }

    /// Predict's grading held to the trace with node alone (tests/node/predict.mjs): each
    /// question's right choice is the trace's event there and every other is graded wrong,
    /// under each strategy; and a learner's score card is one `sudotrace marks` reads, with
    /// the score and the misses the page gave.
    #[test]
    #[ignore = "web tier, run by `cargo xtask test-web`"]
    fn predict_grades_every_choice_by_the_trace_and_its_card_is_what_marks_reads() {
        if !tools_here(&[Tool::Node]) {
            return;
        }
        let dir = Fixtures::new("predict-grades");
        let modules = dir.modules();
        for strategy in Strategy::every() {
            let trace = dir
                .path()
                .join(format!("{}.jsonl", strategy.name().replace('+', "-")));
            let solved = run(&[
                "solve",
                LEETCODE,
                "--solver",
                strategy.name(),
                "--trace",
                path_str(&trace),
            ]);
            assert_code(&solved, 0);
            // Each strategy's page, data and score card named apart: node --test plays
            // every run again (node_checks.rs).
            let stem = trace.file_stem().unwrap().to_str().unwrap();
            let html = page(
                &trace,
                &format!("{stem}-predict.html"),
                &["--questions", "8", "--seed", "5"],
            );
            let data = dir.path().join(format!("{stem}-predict.json"));
            std::fs::write(&data, page_data(&html)).unwrap();
            let card = dir.path().join(format!("{stem}-card.json"));
            let said = dir.node(
                "predict.mjs",
                &[
                    modules.as_os_str(),
                    data.as_os_str(),
                    trace.as_os_str(),
                    card.as_os_str(),
                ],
                strategy.name(),
            );
            let report: Value = serde_json::from_str(said.trim()).unwrap();
            let questions = report["questions"].as_u64().unwrap();
            assert!(questions >= 2, "{strategy}: {report}");
            let marks = run(&["marks", path_str(&card), "--json"]);
            assert_code(&marks, 0);
            let class: Value = serde_json::from_str(&crate::util::stdout(&marks)).unwrap();
            assert_eq!(class["solver"], strategy.name());
            assert_eq!(class["learners"][0]["asked"], questions);
            assert_eq!(class["learners"][0]["right"], report["right"]);
            assert_eq!(class["learners"][0]["right"], questions - questions / 2);
            // One learner: each question's median time is the one answer's, k + 1 seconds.
            for (k, question) in class["questions"].as_array().unwrap().iter().enumerate() {
                assert_eq!(question["seconds"], json!(k as f64 + 1.0), "{strategy}");
            }
        }
    }

    /// Do it yourself grades a conflict as diagnose judges it: on the `naive` page, LeetCode's
    /// one-loop clashes are right, the order said from the first that differs (event 4); on a
    /// `oneloop` page, held to the loop, the scan's first clash named otherwise is wrong.
    #[test]
    #[ignore = "web tier, run by `cargo xtask test-web`"]
    fn do_it_yourself_takes_the_one_loops_clashes_as_diagnose_does() {
        if !tools_here(&[Tool::Node]) {
            return;
        }
        let dir = Fixtures::new("steps-one-loop");
        let modules = dir.modules();
        let traces: Vec<PathBuf> = ["naive", "oneloop"]
            .iter()
            .map(|solver| {
                let trace = dir.path().join(format!("{solver}.jsonl"));
                let output = run(&[
                    "solve",
                    LEETCODE,
                    "--solver",
                    solver,
                    "--trace",
                    path_str(&trace),
                ]);
                assert_code(&output, 0);
                trace
            })
            .collect();
        let graded = |page_of: &Path, steps: &Path, name: &str| -> Value {
            let html = page(page_of, &format!("{name}.html"), &["--to", "2000"]);
            let data = dir.path().join(format!("{name}.json"));
            std::fs::write(&data, page_data(&html)).unwrap();
            let said = dir.node(
                "steps.mjs",
                &[modules.as_os_str(), data.as_os_str(), steps.as_os_str()],
                name,
            );
            serde_json::from_str(said.trim()).unwrap()
        };
        let (naive, oneloop) = (&traces[0], &traces[1]);
        let on_naive = graded(naive, oneloop, "loop-on-naive");
        assert_eq!(on_naive["right"], on_naive["steps"], "{on_naive}");
        assert_eq!(on_naive["firstWrong"], Value::Null);
        assert_eq!(on_naive["order"], "one-loop", "{on_naive}");
        assert_eq!(on_naive["orderFrom"], 4, "{on_naive}");
        let on_oneloop = graded(oneloop, naive, "scan-on-oneloop");
        assert_eq!(on_oneloop["firstWrong"], 4, "{on_oneloop}");
        assert_eq!(on_oneloop["order"], Value::Null);
        // Each on its own page: every step right, no other order said.
        for (trace, name) in [(naive, "naive"), (oneloop, "oneloop")] {
            let own = graded(trace, trace, name);
            assert_eq!(own["right"], own["steps"], "{name}: {own}");
            assert_eq!(own["order"], Value::Null, "{name}: {own}");
        }
    }

    /// Why each event happens, as the page says it (why.js: the rule Do it yourself gives
    /// with each step, a run's too) and as its Predict questions carry it, is what `show
    /// --json` says at that event: every event of every strategy's search of a hard puzzle
    /// (its first 3,000), and of a trace that departs from its strategy, in English and
    /// Chinese; and between them every rule is said.
    #[test]
    #[ignore = "web tier, run by `cargo xtask test-web`"]
    fn the_page_says_why_each_event_happens_as_show_does_under_every_strategy() {
        if !tools_here(&[Tool::Node]) {
            return;
        }
        let dir = Fixtures::new("why-every-event");
        let modules = dir.modules();
        let mut traces: Vec<(String, PathBuf)> = Strategy::every()
            .map(|strategy| {
                let name = strategy.name().replace('+', "-");
                let trace = dir.path().join(format!("{name}.jsonl"));
                let output = run(&[
                    "solve",
                    HARD,
                    "--solver",
                    strategy.name(),
                    "--max-events",
                    "3000",
                    "--trace",
                    path_str(&trace),
                ]);
                assert!(output.status.code() == Some(0) || output.status.code() == Some(1));
                (name, trace)
            })
            .collect();
        // The eliminating strategies take candidates away and restore them on Easter
        // Monster, and try only a blank's candidates there.
        for strategy in Strategy::every().filter(|s| s.propagation.eliminates()) {
            let name = format!("{}-monster", strategy.name().replace('+', "-"));
            let trace = dir.path().join(format!("{name}.jsonl"));
            let output = run(&[
                "solve",
                "easter-monster",
                "--solver",
                strategy.name(),
                "--trace",
                path_str(&trace),
            ]);
            assert_code(&output, 0);
            traces.push((name, trace));
        }
        let departing = dir.path().join("departing.jsonl");
        std::fs::write(&departing, DEPARTING).unwrap();
        traces.push(("departing".to_string(), departing));
        let mut rules = std::collections::BTreeSet::new();
        for (name, trace) in &traces {
            for lang in ["en", "zh-CN"] {
                let html = page(trace, &format!("{name}-{lang}.html"), &["--lang", lang]);
                let data = dir.path().join(format!("{name}-{lang}.json"));
                std::fs::write(&data, page_data(&html)).unwrap();
                let said = dir.node(
                    "why.mjs",
                    &[modules.as_os_str(), data.as_os_str()],
                    &format!("{name} {lang}"),
                );
                let said: Vec<Value> = said
                    .lines()
                    .map(|line| serde_json::from_str(line).unwrap())
                    .collect();
                let (steps, questions): (Vec<&Value>, Vec<&Value>) =
                    said.iter().partition(|line| line.get("at").is_some());
                let last = steps.len().to_string();
                let shown = run(&[
                    "show",
                    path_str(trace),
                    "--at",
                    "1",
                    "--to",
                    &last,
                    "--json",
                    "--lang",
                    lang,
                ]);
                assert_code(&shown, 0);
                let shown: Vec<Value> = String::from_utf8_lossy(&shown.stdout)
                    .lines()
                    .map(|line| serde_json::from_str(line).unwrap())
                    .collect();
                assert_eq!(shown.len(), steps.len(), "{name} {lang}");
                for (step, position) in steps.iter().zip(&shown) {
                    assert_eq!(step["at"], position["index"], "{name} {lang}");
                    assert_eq!(
                        (&step["rule"], &step["why"]),
                        (&position["rule"], &position["why"]),
                        "{name} {lang}: event {}",
                        step["at"]
                    );
                    rules.insert(step["rule"].as_str().unwrap().to_string());
                }
                assert!(!questions.is_empty() || *name == "departing", "{name}");
                for question in questions {
                    let at = question["question"].as_u64().unwrap() as usize;
                    assert_eq!(
                        question["why"],
                        shown[at - 1]["why"],
                        "{name} {lang}: question at {at}"
                    );
                }
            }
        }
        let every_rule = [
            "try-next-blank",
            "try-chosen",
            "try-next-digit",
            "try-own",
            "clash-met-first",
            "clash",
            "fits",
            "ran-out",
            "back-to-choice",
            "backtrack-own",
            "choose-fewest",
            "choose-next",
            "choose-own",
            "only-digit",
            "only-place",
            "dead-end",
            "unforce",
            "try-candidate",
            "pointing",
            "claiming",
            "naked-pair",
            "hidden-pair",
            "restore",
        ];
        assert_eq!(
            rules,
            every_rule.iter().map(|r| r.to_string()).collect(),
            "every rule said"
        );
    }
}

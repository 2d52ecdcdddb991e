//! Play and the runs made in the page, driven in Chromium (tests/browser/game.mjs): the
//! strategies' JavaScript listings run in the page's worker make, event for event, the
//! trace `sudotrace solve --trace` makes (all eighteen strategies, on twenty puzzles and
//! more: solved, unsolvable, stopped at the event limit, a board with a learner's wrong
//! digit); an edited listing's first departure is found at the event `diagnose` names
//! for the same trace, for each of the articles' bugs; runaway and broken code is stopped
//! and said with its line; and a game is played by keys, clicks and `window.sudotrace`.

use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::{Value, json};
use tempfile::TempDir;

use crate::player::page;
use crate::util::{LEETCODE, assert_code, path_str, run, stdout, unsolvable};

/// Run `plan` (see tests/browser/game.mjs) on the page at `page`: each step's note.
pub(crate) fn game(page: &Path, plan: Value) -> Vec<Value> {
    let dir = page.parent().unwrap();
    let plan_path = dir.join(format!(
        "plan-{}.json",
        page.file_stem().unwrap().to_string_lossy()
    ));
    std::fs::write(&plan_path, plan.to_string()).unwrap();
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/browser/game.mjs");
    let output = Command::new("node")
        .arg(&script)
        .arg(page)
        .arg(&plan_path)
        .output()
        .expect("node runs (it is installed by .ci/run)");
    assert!(
        output.status.success(),
        "the browser driver failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    let report: Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(report["thrown"], json!([]), "the page threw");
    report["steps"].as_array().unwrap().clone()
}

/// A page of the LeetCode puzzle's search in `dir`.
fn leetcode_page(dir: &Path, name: &str) -> PathBuf {
    let trace = dir.join(format!("{name}.jsonl"));
    let output = run(&["solve", LEETCODE, "--trace", path_str(&trace)]);
    assert_code(&output, 0);
    page(&trace, &format!("{name}.html"), &[])
}

/// The LeetCode puzzle with a wrong digit a learner put in: r1c3 holds 1, where the
/// solution has 4.
fn mistaken() -> String {
    let mut board = LEETCODE.to_string();
    board.replace_range(2..3, "1");
    board
}

/// The events and the ending of a trace's JSON Lines: its lines after the header, the
/// end record as its result and solution (the CLI's end record carries its counts too).
fn events_and_end(text: &str) -> (Vec<String>, Value) {
    let mut lines: Vec<&str> = text.lines().skip(1).collect();
    let end: Value = serde_json::from_str(lines.pop().expect("an end record")).unwrap();
    assert_eq!(end["ev"], "end", "{end}");
    let events = lines.into_iter().map(str::to_string).collect();
    (events, json!([end["result"], end["solution"]]))
}

/// The naive listing with `edit` made: the text replaced must be there.
fn edited(listing: &str, edits: &[(&str, &str)]) -> String {
    let mut source = listing.to_string();
    for (from, to) in edits {
        assert!(source.contains(from), "the listing has {from:?}");
        source = source.replace(from, to);
    }
    source
}

/// An easy puzzle (`generate --seed 5 --difficulty easy`), which singles and hidden singles
/// solve, its page (of its mrv+hidden+tables search), and its solution.
fn easy_page(dir: &Path, extra: &[&str]) -> (String, String, PathBuf) {
    let made = run(&[
        "generate",
        "--seed",
        "5",
        "--count",
        "1",
        "--difficulty",
        "easy",
    ]);
    assert_code(&made, 0);
    let puzzle = stdout(&made).trim().to_string();
    let trace = dir.join("easy.jsonl");
    let solved = run(&[
        "solve",
        &puzzle,
        "--solver",
        "mrv+hidden+tables",
        "--trace",
        path_str(&trace),
        "--json",
    ]);
    assert_code(&solved, 0);
    let solved: Value = serde_json::from_slice(&solved.stdout).unwrap();
    assert_eq!(
        solved["stats"]["choices"], 0,
        "singles and hidden singles solve it"
    );
    let solution = solved["solution"].as_str().unwrap().to_string();
    let name = format!("easy{}.html", extra.join(""));
    (puzzle, solution, page(&trace, &name, extra))
}

/// The tests that need node, Chromium or tmux: the web tier (`cargo xtask test-web`).
mod web {
    use super::*;
    use crate::util::{Tool, tools_here};

    #[test]
    #[ignore = "web tier, run by `cargo xtask test-web`"]
    fn the_listings_run_in_the_page_make_the_events_solve_makes() {
        if !tools_here(&[Tool::Browser]) {
            return;
        }
        let dir = TempDir::new().unwrap();
        let page = leetcode_page(dir.path(), "runs");
        let mut puzzles: Vec<(String, u64)> = vec![
            (LEETCODE.to_string(), 10_000_000),
            (unsolvable(), 10_000_000),
            (mistaken(), 20_000),
        ];
        let generated = run(&[
            "generate",
            "--seed",
            "41",
            "--count",
            "4",
            "--difficulty",
            "easy",
        ]);
        assert_code(&generated, 0);
        puzzles.extend(
            stdout(&generated)
                .lines()
                .map(|line| (line.to_string(), 10_000_000)),
        );
        let hard = std::fs::read_to_string(crate::util::data("plb_hard20.txt")).unwrap();
        puzzles.extend(hard.lines().take(14).map(|line| (line.to_string(), 3_000)));
        assert!(puzzles.len() >= 20);
        let strategies: Vec<&str> = sudotrace_core::search::Strategy::every()
            .map(|strategy| strategy.name())
            .collect();
        let steps: Vec<Value> = puzzles
            .iter()
            .map(|(puzzle, limit)| {
                json!({ "js": format!(
                    "Promise.all({strategies:?}.map((s) => window.sudotrace.run(s, {{ from: '{puzzle}', limit: {limit} }})))"
                ) })
            })
            .collect();
        let notes = game(&page, json!({ "steps": steps }));
        let mut compared = 0;
        for ((puzzle, limit), note) in puzzles.iter().zip(&notes) {
            let texts = note["value"]
                .as_array()
                .unwrap_or_else(|| panic!("{puzzle}: {note}"));
            for (strategy, text) in strategies.iter().zip(texts) {
                let trace = dir.path().join("cli.jsonl");
                let limit = limit.to_string();
                let output = run(&[
                    "solve",
                    puzzle,
                    "--solver",
                    strategy,
                    "--trace",
                    path_str(&trace),
                    "--max-events",
                    &limit,
                ]);
                assert!(
                    output.status.code().is_some_and(|code| code <= 1),
                    "{puzzle} {strategy}"
                );
                let cli = events_and_end(&std::fs::read_to_string(&trace).unwrap());
                let page = events_and_end(text.as_str().unwrap());
                assert_eq!(page.0.len(), cli.0.len(), "{puzzle} {strategy}: events");
                if let Some(at) = page.0.iter().zip(&cli.0).position(|(a, b)| a != b) {
                    panic!(
                        "{puzzle} {strategy}: event {} is {} in the page, {} in the CLI's trace",
                        at + 1,
                        page.0[at],
                        cli.0[at]
                    );
                }
                assert_eq!(page.1, cli.1, "{puzzle} {strategy}: the ending");
                compared += cli.0.len();
            }
        }
        assert!(compared > 2 * 79_461, "{compared} events compared");
    }

    #[test]
    #[ignore = "web tier, run by `cargo xtask test-web`"]
    fn an_edited_listing_departs_where_diagnose_says_and_broken_code_is_stopped() {
        if !tools_here(&[Tool::Browser]) {
            return;
        }
        let dir = TempDir::new().unwrap();
        let page = leetcode_page(dir.path(), "edits");
        let listing = stdout(&run(&["listing", "--language", "js", "--solver", "naive"]));
        // The naive listing with LeetCode's one-loop check in place of its scan.
        let find_clash = |text: &str| -> String {
            let start = text.find("function findClash").unwrap();
            let end = start + text[start..].find("\n}\n").unwrap() + 3;
            text[start..end].to_string()
        };
        // (The mrv+oneloop listing keeps the naive listing's findClash, in one loop.)
        let oneloop = stdout(&run(&[
            "listing",
            "--language",
            "js",
            "--solver",
            "mrv+oneloop",
        ]));
        let one_loop = edited(&listing, &[(&find_clash(&listing), &find_clash(&oneloop))]);
        // The articles' bugs, each one edit away: digits compared with a string never clash;
        // the box scanned on the wrong cells; a digit not erased on the way back.
        let bugs = [
            (
                "string",
                edited(&listing, &[("] === d)", "] === String(d))")]),
            ),
            (
                "box",
                edited(&listing, &[("c0 = c - (c % 3)", "c0 = c - (r % 3)")]),
            ),
            (
                "reset",
                edited(&listing, &[("        put(r, c, 0);\n", "")]),
            ),
            // LeetCode's one loop, its box's column taken from the row: departs where it
            // leaves the loop, not where the loop was first told.
            (
                "one-loop-box",
                edited(&one_loop, &[("c0 = c - (c % 3)", "c0 = r - (r % 3)")]),
            ),
        ];
        let mut steps: Vec<Value> = bugs
            .iter()
            .map(|(_, source)| {
                json!({ "js": format!(
                    "window.sudotrace.runCode({}, {{ strategy: 'naive', limit: 200000 }})",
                    serde_json::to_string(source).unwrap()
                ) })
            })
            .collect();
        let runaway = edited(
            &listing,
            &[(
                "function solve() {\n",
                "function solve() {\n  for (;;) {}\n",
            )],
        );
        let broken = edited(&listing, &[("put(r, c, d);\n", "put(r, c, d;\n")]);
        let thrown = edited(
            &listing,
            &[(
                "function put(r, c, d) {\n",
                "function put(r, c, d) {\n  if (d === 9) null.f();\n",
            )],
        );
        let unbounded = edited(
            &listing,
            &[(
                "if (events + (ev === \"try\" ? 2 : 1) > maxEvents) throw new Limit();",
                "",
            )],
        );
        for (source, options) in [
            (&runaway, "{ seconds: 2 }"),
            (&broken, "{}"),
            (&thrown, "{}"),
            (&unbounded, "{ limit: 1000 }"),
            (&listing, "{}"),
            (&one_loop, "{ strategy: 'naive' }"),
        ] {
            steps.push(json!({ "js": format!(
                "window.sudotrace.runCode({}, {options}).then((r) => ({{ departure: r.departure, ending: r.ending, events: r.trace.split('\\n').length - 2 }}), (e) => ({{ error: e.message }}))",
                serde_json::to_string(source).unwrap()
            ) }));
        }
        let notes = game(&page, json!({ "steps": steps }));
        for ((name, _), note) in bugs.iter().zip(&notes) {
            let value = &note["value"];
            let trace = dir.path().join(format!("{name}.jsonl"));
            std::fs::write(&trace, value["trace"].as_str().unwrap()).unwrap();
            let diagnosis = run(&["diagnose", path_str(&trace), "--json"]);
            let diagnosis: Value = serde_json::from_slice(&diagnosis.stdout).unwrap();
            let named = diagnosis["findings"]
                .as_array()
                .unwrap()
                .iter()
                .find(|finding| finding["event"].is_u64())
                .unwrap_or_else(|| panic!("{name}: diagnose names an event: {diagnosis}"));
            let departure = &value["departure"];
            assert_eq!(
                departure["event"], named["event"],
                "{name}: {departure} against {named}"
            );
            let words = departure["words"].as_str().unwrap();
            assert!(
                words.starts_with(&format!("event {}: ", named["event"]))
                    && words.contains("the row-by-row search would"),
                "{name}: {words}"
            );
        }
        let said = |i: usize| notes[bugs.len() + i]["value"].clone();
        assert_eq!(
            said(0)["error"],
            "Stopped after 2 s: the run took too long."
        );
        let broken_line = listing
            .lines()
            .position(|line| line.contains("put(r, c, d);"))
            .unwrap()
            + 1;
        let error = said(1)["error"].as_str().unwrap().to_string();
        assert!(
            error.starts_with(&format!("Line {broken_line}: ")) && error.contains("SyntaxError"),
            "{error}"
        );
        let put_line = listing
            .lines()
            .position(|line| line.contains("function put(r, c, d) {"))
            .unwrap()
            + 2;
        let error = said(2)["error"].as_str().unwrap().to_string();
        assert!(
            error.starts_with(&format!("Line {put_line}: ")) && error.contains("TypeError"),
            "{error}"
        );
        // A program that writes past the event limit is stopped there, its events kept.
        assert_eq!(said(3)["events"], 1_000, "{}", said(3));
        assert_eq!(
            said(3)["ending"],
            "The page stopped your code's run at the event limit: 1,000 events, and it had not ended."
        );
        assert_eq!(said(4)["departure"], Value::Null);
        assert_eq!(
            said(4)["ending"],
            "Your code's run ended solved, and its board is right: every row, column and box holds 1 to 9."
        );
        // The correct one loop: the same search, its check's other order said from event 4,
        // as diagnose says it.
        let departure = &said(5)["departure"];
        assert_eq!(departure["event"], Value::Null, "{departure}");
        assert_eq!(departure["order"]["name"], "one-loop", "{departure}");
        assert_eq!(departure["order"]["event"], 4, "{departure}");
    }

    #[test]
    #[ignore = "web tier, run by `cargo xtask test-web`"]
    fn a_run_plays_in_the_page_and_an_edit_opens_on_its_departure() {
        if !tools_here(&[Tool::Browser]) {
            return;
        }
        let dir = TempDir::new().unwrap();
        let page = leetcode_page(dir.path(), "played");
        let listing = stdout(&run(&["listing", "--language", "js", "--solver", "naive"]));
        let reset = edited(&listing, &[("        put(r, c, 0);\n", "")]);
        let notes = game(
            &page,
            json!({ "steps": [
                { "js": "window.sudotrace.enter(1, 3, 1)" },
                { "js": "window.sudotrace.run('mrv+singles+tables', { play: true })", "navigates": true },
                { "js": "({ event: window.sudotrace.event(), mode: window.sudotrace.mode(), board: window.sudotrace.board() })" },
                { "text": "#about" },
                { "text": "#end" },
                { "js": format!("window.sudotrace.runCode({}, {{ strategy: 'naive', play: true, from: '{LEETCODE}' }})", serde_json::to_string(&reset).unwrap()), "navigates": true },
                { "js": "window.sudotrace.event()" },
                { "text": "#run-say" },
                { "text": "#run-counts" },
                { "text": "#caption" },
                { "click": "#own-trace", "navigates": true },
                { "text": "#about" },
            ] }),
        );
        // The learner's wrong digit stays: the search from that board finds no solution.
        assert_eq!(notes[2]["value"]["board"], mistaken().replace('0', "."));
        assert_eq!(notes[2]["value"]["mode"], "watch");
        let about = notes[3]["text"].as_str().unwrap();
        assert!(
            about.starts_with("mrv+singles+tables · ")
                && about.contains("no solution")
                && about.contains(&mistaken()),
            "{about}"
        );
        assert!(
            about.ends_with("run in this page from the board being played"),
            "{about}"
        );
        assert_eq!(
            notes[6]["value"], 70,
            "the edited run opens where it departs"
        );
        let say = notes[7]["text"].as_str().unwrap();
        // Where it departs and why, as diagnose says it (the digit left in r1c8 was taken
        // back by a backtrack event: the board the trace tells has r1c8 empty); and how the
        // run ended.
        assert!(say.starts_with("Your code departs from the strategy at event 70: r1c7: 9 clashes with r1c8 (row) cannot happen: r1c8 is empty, not 9; the row-by-row search would place 9 at r1c7"), "{say}");
        assert!(
            say.ends_with(
                "Your code's run ended saying the puzzle has no solution, but the strategy finds one."
            ),
            "{say}"
        );
        let counts = notes[8]["text"].as_str().unwrap();
        assert!(
            counts.contains("tries: yours ") && counts.contains(", the strategy's 37,652"),
            "{counts}"
        );
        assert!(
            notes[9]["text"].as_str().unwrap().contains("r1c7"),
            "{}",
            notes[9]
        );
        let own = notes[11]["text"].as_str().unwrap();
        assert!(
            own.starts_with("naive check · 79,461 events") && !own.contains("run in this page"),
            "{own}"
        );
    }

    #[test]
    #[ignore = "web tier, run by `cargo xtask test-web`"]
    fn a_game_played_by_keys_is_checked_hinted_and_resumed() {
        if !tools_here(&[Tool::Browser]) {
            return;
        }
        let dir = TempDir::new().unwrap();
        let (puzzle, solution, page) = easy_page(dir.path(), &[]);
        assert!(puzzle.starts_with("9....6"), "{puzzle}");
        let right = &solution[1..2];
        // Hints alone, each checked against the solution, until none is left.
        let by_hints = format!(
            "(() => {{ const s = '{solution}', rules = {{}}; let n = 0;
              for (let h = window.sudotrace.hint(); h; h = window.sudotrace.hint()) {{
                if (h.d !== Number(s[(h.r - 1) * 9 + h.c - 1])) throw new Error(`hint ${{n}}: ${{JSON.stringify(h)}}`);
                rules[h.rule] = (rules[h.rule] ?? 0) + 1; n++;
                window.sudotrace.enter(h.r, h.c, h.d);
              }}
              return {{ n, rules, correct: window.sudotrace.check().correct, board: window.sudotrace.board() }}; }})()"
        );
        let notes = game(
            &page,
            json!({ "steps": [
                { "js": "window.sudotrace.mode('play')" },
                { "focus": "#board" },
                { "press": "9" },
                { "label": 1 },
                { "press": "c" },
                { "text": "#play-say" },
                { "text": "#play-problems" },
                { "js": "window.sudotrace.check()" },
                { "press": "w" },
                { "press": "h" },
                { "text": "#play-say" },
                { "press": "u" },
                { "label": 1 },
                { "press": "r" },
                { "js": "window.sudotrace.board()" },
                { "press": "Backspace" },
                { "press": "x" },
                { "press": "ArrowRight" },
                { "press": "9" },
                { "label": 2 },
                { "press": "Backspace" },
                { "press": "p" },
                { "press": "3" },
                { "press": "5" },
                { "label": 2 },
                { "press": "p" },
                { "js": by_hints },
                { "text": "#play-say" },
                { "reload": true },
                { "js": "[window.sudotrace.mode(), window.sudotrace.board()]" },
                { "text": "#play-time" },
            ] }),
        );
        let text = |i: usize| notes[i]["text"].as_str().unwrap_or_default().to_string();
        assert_eq!(text(3), "r1c2 9 placed");
        let check = &notes[7]["value"];
        assert_eq!(check["correct"], false);
        let mistakes: Vec<&str> = check["problems"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|p| p["kind"] != "blank")
            .map(|p| p["message"].as_str().unwrap())
            .collect();
        assert_eq!(text(5), format!("Mistakes: {}", mistakes.len()));
        assert_eq!(text(6), mistakes.concat(), "each mistake in check's words");
        assert!(
            text(6).contains("row 1: 9 appears 2 times, in r1c1 and r1c2"),
            "{}",
            text(6)
        );
        let duplicate = check["problems"]
            .as_array()
            .unwrap()
            .iter()
            .find(|p| p["kind"] == "duplicate")
            .unwrap();
        assert_eq!(duplicate["cells"], json!(["r1c1", "r1c2"]));
        assert_eq!(
            text(10),
            format!("r1c2: 9 cannot be right: the solution has {right}")
        );
        assert_eq!(text(12), "r1c2 blank", "undone");
        assert_eq!(&notes[14]["value"].as_str().unwrap()[..2], "99", "redone");
        assert!(
            text(19).starts_with("r1c3 9 placed, clashes"),
            "{}",
            text(19)
        );
        assert_eq!(text(24), "r1c3 blank, pencil marks 3 5");
        let solved = &notes[26]["value"];
        assert_eq!(solved["board"], solution.as_str());
        assert_eq!(solved["correct"], true);
        let hints = solved["n"].as_u64().unwrap() as usize;
        assert_eq!(
            hints,
            puzzle.matches('.').count(),
            "a hint a blank: {solved}"
        );
        assert!(solved["rules"]["single"].as_u64().unwrap() > 0, "{solved}");
        assert!(text(27).starts_with("Solved in 0:0"), "{}", text(27));
        assert_eq!(
            notes[29]["value"],
            json!(["play", solution]),
            "a reload resumes the game"
        );
        assert!(text(30).starts_with("Time 0:0"), "{}", text(30));
    }

    #[test]
    #[ignore = "web tier, run by `cargo xtask test-web`"]
    fn a_chinese_page_plays_in_chinese_and_a_typed_puzzle_is_dealt() {
        if !tools_here(&[Tool::Browser]) {
            return;
        }
        let dir = TempDir::new().unwrap();
        let (_, _, page) = easy_page(dir.path(), &["--lang", "zh-CN"]);
        let notes = game(
            &page,
            json!({ "hash": "#mode=play", "steps": [
                { "js": "window.sudotrace.hint().words" },
                { "click": "#play-hint" },
                { "text": "#play-say" },
                { "js": "document.getElementById('play-own').value = '12345'" },
                { "click": "#play-own-form button" },
                { "text": "#play-say" },
                { "js": format!("document.getElementById('play-own').value = '{}'", LEETCODE.replace('.', "0")) },
                { "click": "#play-own-form button" },
                { "js": "[window.sudotrace.puzzle(), window.sudotrace.board()]" },
                { "label": 2 },
            ] }),
        );
        let hint = notes[0]["value"].as_str().unwrap();
        assert!(hint.contains("只剩") || hint.contains("只能填在"), "{hint}");
        assert_eq!(notes[2]["text"], hint);
        assert_eq!(
            notes[5]["text"],
            "不是题目：需要 81 格，每格是数字 1–9，空格写 . 或 0（读到 5 格）"
        );
        assert_eq!(notes[8]["value"], json!([LEETCODE, LEETCODE]));
        assert_eq!(notes[9]["text"], "r1c3 空格");
    }

    #[test]
    #[ignore = "web tier, run by `cargo xtask test-web`"]
    fn play_fits_a_phone_a_laptop_and_a_projector() {
        if !tools_here(&[Tool::Browser]) {
            return;
        }
        let dir = TempDir::new().unwrap();
        let (_, _, page) = easy_page(dir.path(), &[]);
        for (width, height) in [(390, 844), (1280, 720), (1920, 1080)] {
            let notes = game(
                &page,
                json!({ "viewport": [width, height], "hash": "#mode=play", "steps": [
                    { "rects": ["#board", "#play-pad", "#play-steps", "#play-say", "#play-run"] },
                ] }),
            );
            let value = &notes[0]["value"];
            let rect = |name: &str| -> Vec<f64> {
                value["rects"][name]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|v| v.as_f64().unwrap())
                    .collect()
            };
            let at = format!("{width}x{height}");
            let board = rect("#board");
            // Upright, the board as wide as the screen; else at least half its shorter side.
            let least = if width < height {
                0.9 * f64::from(width)
            } else {
                0.5 * f64::from(width.min(height))
            };
            assert!(board[2] >= least, "{at}: the board is {board:?}");
            // The board, the digits and the tools are in the first screen, whole.
            for name in ["#board", "#play-pad", "#play-steps"] {
                let r = rect(name);
                assert!(
                    r[0] >= 0.0
                        && r[1] >= 0.0
                        && r[0] + r[2] <= f64::from(width) + 0.5
                        && r[1] + r[3] <= f64::from(height) + 0.5,
                    "{at}: {name} is {r:?}, out of the view"
                );
            }
            // Each digit's button a finger's width at least.
            let pad = rect("#play-pad");
            assert!(pad[2] / 9.0 >= 30.0, "{at}: the digits are {pad:?}");
        }
    }
}

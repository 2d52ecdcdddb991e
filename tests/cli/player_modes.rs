//! The web page's modes, as its readers and scripts meet them in Debian's Chromium
//! (tests/browser/drive.mjs): Watch and Do it yourself switched by the page's buttons, the
//! key m, the address (#mode=) and `html --mode`; Do it yourself made by keys alone and by
//! a script through `window.sudotrace`, each step graded against the trace, the page's
//! position after it what `sudotrace show --json` shows there; its layout on a phone, in
//! an article's column and on a projector; its words in Chinese.

use serde_json::{Value, json};
use tempfile::TempDir;

use crate::player::{
    Shown, assert_essentials_in_view, board_of, count, drive, english_words, leetcode_trace, page,
    position, rect,
};
use crate::util::{assert_code, data, path_str, run, stdout, trace_lines};

/// In Do it yourself, the page shows what `show` shows at the same event (caption, board,
/// counts), and the live line says what the last step was (or, before any, the caption).
fn assert_like_show(observation: &Value, shown: &mut Shown) -> u64 {
    let n = position(observation);
    let show = shown.at(n).clone();
    let step = &observation["step"];
    assert_eq!(observation["caption"], show["caption"], "after {step}");
    assert_eq!(
        board_of(&observation["cells"]),
        show["board"].as_str().unwrap(),
        "board after {step}"
    );
    assert_eq!(count(observation, "tries"), show["stats"]["tries"].as_u64());
    assert_eq!(count(observation, "depth"), show["depth"].as_u64());
    assert_eq!(
        count(observation, "backtracks"),
        show["stats"]["backtracks"].as_u64()
    );
    n
}

/// The words of the event at `n` as the caption says them, without its number.
fn words_at(shown: &mut Shown, n: u64) -> String {
    let caption = shown.at(n)["caption"].as_str().unwrap().to_string();
    caption.split_once("  ").unwrap().1.to_string()
}

/// Why the event at `n` happens, as `show --json` says it.
fn why_at(shown: &mut Shown, n: u64) -> String {
    shown.at(n)["why"].as_str().unwrap().to_string()
}

/// What Do it yourself says of a step that is the search's event `n`.
fn right_at(shown: &mut Shown, n: u64) -> String {
    format!("Right: {}", words_at(shown, n))
}

/// What Do it yourself says under its steps of why the search's event `n` is its step.
fn why_said(shown: &mut Shown, n: u64) -> String {
    format!("Why: {}.", why_at(shown, n))
}

/// The trace's events, as JSON.
fn events(trace: &std::path::Path) -> Vec<Value> {
    trace_lines(trace)
        .iter()
        .map(|line| serde_json::from_str::<Value>(line).unwrap())
        .filter(|line| line.get("ev").is_some_and(|ev| ev != "end"))
        .collect()
}

/// Which cell the board marks as picked, if any.
fn picked(observation: &Value) -> Option<usize> {
    observation["marks"]
        .as_array()
        .unwrap()
        .iter()
        .position(|class| class.as_str().unwrap().split(' ').any(|c| c == "cursor"))
}

/// The index of the cell of a trace line or show's event.
fn cell_of(event: &Value) -> usize {
    let at = |key: &str| event[key].as_u64().unwrap() as usize - 1;
    at("r") * 9 + at("c")
}

/// The board, the caption, Do it yourself's steps and the seek bar inside the viewport,
/// and nothing wider than it; gives the board's side.
fn assert_exercise_in_view(observation: &Value, at: &str) -> f64 {
    let layout = &observation["layout"];
    let [vw, vh] = [0, 1].map(|i| layout["viewport"][i].as_f64().unwrap());
    let [_, _, w, h] = rect(layout, "sim");
    assert!(w > 0.0 && h > 0.0, "{at}: the exercise is shown");
    for name in ["board", "caption", "sim", "seek"] {
        let [x, y, w, h] = rect(layout, name);
        assert!(
            x >= 0.0 && y >= 0.0 && x + w <= vw + 0.5 && y + h <= vh + 0.5,
            "{at}: the {name} at {x},{y} ({w}x{h}) is outside the {vw}x{vh} viewport"
        );
    }
    assert!(
        layout["scroll"][0].as_f64().unwrap() <= vw,
        "{at}: {layout}"
    );
    rect(layout, "board")[2]
}

/// The page's Predict questions, as its data carries them.
fn questions_of(page: &std::path::Path) -> Vec<Value> {
    let html = std::fs::read_to_string(page).unwrap();
    let start = html.find("id=\"sudotrace-data\">").unwrap() + "id=\"sudotrace-data\">".len();
    let end = start + html[start..].find("</script>").unwrap();
    let data: Value = serde_json::from_str(&html[start..end].replace("<\\/", "</")).unwrap();
    data["questions"].as_array().unwrap().clone()
}

/// The tests that need node, Chromium or tmux: the web tier (`cargo xtask test-web`).
mod web {
    use super::*;
    use crate::util::{Tool, tools_here};

    #[test]
    #[ignore = "web tier, run by `cargo xtask test-web`"]
    fn the_mode_is_switched_by_its_buttons_by_m_and_by_the_address_and_chosen_by_html_mode() {
        if !tools_here(&[Tool::Browser]) {
            return;
        }
        let dir = TempDir::new().unwrap();
        let trace = leetcode_trace(dir.path());
        let mut shown = Shown::new(&trace);
        let watch = page(&trace, "watch.html", &["--start", "500"]);
        let steps = json!([
            {"wait": 0},
            {"click": "#mode-simulate", "wait": 300},
            {"press": "?"},
            {"press": "Escape"},
            {"press": "m", "wait": 300},
            {"press": "m", "wait": 300},
            {"open": "#mode=simulate&event=42"},
            {"open": "#mode=watch"},
            {"tab": "mode-simulate", "press": "Enter"},
        ]);
        let result = drive(&watch, json!({ "steps": steps }));
        let o = result["observations"].as_array().unwrap();
        let mode = |i: usize| o[i]["mode"].as_str().unwrap().to_string();
        let shows = |i: usize, name: &str| rect(&o[i]["layout"], name)[3] > 0.0;
        assert_eq!(mode(0), "watch");
        assert!(
            shows(0, "play") && !shows(0, "sim"),
            "Watch: Play, no exercise"
        );
        assert_eq!(picked(&o[0]), None, "no cell picked while watching");
        assert_eq!(mode(1), "simulate", "the Do it yourself button");
        assert!(
            !shows(1, "play") && shows(1, "sim"),
            "Do it yourself: its steps"
        );
        assert_eq!(position(&o[1]), 500, "where the page stood");
        let event = shown.at(500)["event"].clone();
        assert_eq!(
            picked(&o[1]),
            Some(cell_of(&event)),
            "the event's cell picked"
        );
        assert_eq!(
            o[1]["hash"], "#mode=simulate&event=500",
            "the address says the mode"
        );
        // Standing on a try, the learner is asked for its outcome.
        assert_eq!(event["ev"], "try");
        assert_eq!(
            o[1]["said"],
            format!(
                "r{}c{}: {} is tried. Does it fit (P)? Or which unit clashes: R, C, X, or click the cell that holds {}.",
                event["r"], event["c"], event["d"], event["d"]
            )
        );
        let help = o[2]["helpRows"].as_array().unwrap();
        for key in ["1–9", "p", "r c x", "b", "m", "?"] {
            assert!(help.contains(&json!(key)), "the help lists {key}: {help:?}");
        }
        assert!(!help.contains(&json!("c C")), "not Watch's keys: {help:?}");
        assert!(
            !help.contains(&json!("n")),
            "nor a choosing search's: {help:?}"
        );
        assert_eq!(mode(4), "play", "m: the mode after Do it yourself");
        assert_eq!(mode(5), "watch", "m: and round again");
        assert_eq!(
            o[5]["hash"], "#event=500",
            "the page's own mode needs no word"
        );
        assert_eq!(mode(6), "simulate", "#mode=simulate");
        assert_eq!(position(&o[6]), 42);
        assert_eq!(mode(7), "watch", "#mode=watch");
        assert_eq!(mode(8), "simulate", "the button, by the keyboard");

        let simulate = page(
            &trace,
            "simulate.html",
            &["--mode", "simulate", "--start", "500"],
        );
        let steps = json!([
            {"wait": 0},
            {"click": "#mode-watch", "wait": 300},
            {"open": "#mode=watch"},
            {"open": "#event=7"},
        ]);
        let result = drive(&simulate, json!({ "steps": steps }));
        let o = result["observations"].as_array().unwrap();
        let mode = |i: usize| o[i]["mode"].as_str().unwrap().to_string();
        assert_eq!(mode(0), "simulate", "html --mode simulate");
        assert_eq!(mode(1), "watch");
        assert_eq!(o[1]["hash"], "#mode=watch&event=500");
        assert_eq!(mode(2), "watch", "#mode=watch");
        assert_eq!(mode(3), "simulate", "the page's own");
        assert_eq!(position(&o[3]), 7);
        for observation in o {
            assert_like_show(observation, &mut shown);
        }
    }

    #[test]
    #[ignore = "web tier, run by `cargo xtask test-web`"]
    fn a_script_does_the_search_through_window_sudotrace_and_is_graded_by_the_trace() {
        if !tools_here(&[Tool::Browser]) {
            return;
        }
        let dir = TempDir::new().unwrap();
        let trace = leetcode_trace(dir.path());
        let mut shown = Shown::new(&trace);
        let page = page(&trace, "api.html", &["--to", "120"]);
        let lines = events(&trace);
        // Every tenth step wrong: another digit, or for a backtrack another cell.
        let step = |i: usize| -> Value {
            let mut line = lines[i].clone();
            if i % 10 == 4 {
                let d = line["d"].as_u64().unwrap();
                line["d"] = json!(d % 9 + 1);
            }
            line
        };
        let first = Value::from((0..37).map(step).collect::<Vec<_>>());
        let rest = Value::from((37..120).map(step).collect::<Vec<_>>());
        let steps = json!([
            {"js": "(() => { const s = window.sudotrace; window.got = { answers: [], done: [], events: [] }; \
                    s.on('answer', (a) => window.got.answers.push(a.right)); s.on('done', (d) => window.got.done.push(d)); \
                    s.on('event', (n) => window.got.events.push(n)); return [s.mode(), s.event(), s.question()]; })()"},
            {"js": format!("{first}.map((step) => window.sudotrace.step(step))")},
            {"js": format!("{rest}.map((step) => window.sudotrace.step(step)).concat([window.sudotrace.step({{ev: 'try', r: 1, c: 1, d: 1}})])")},
            {"js": "[window.got, window.sudotrace.score(), window.sudotrace.event(), window.sudotrace.mode()]"},
            {"js": "window.sudotrace.answer(0)"},
            {"js": "window.sudotrace.step({ev: 'tri', r: 1, c: 1})"},
            {"js": "window.sudotrace.mode('predict')"},
            {"js": "window.sudotrace.seek(50)"},
            {"js": "window.sudotrace.mode('watch')"},
            {"js": "window.sudotrace.seek(0), window.sudotrace.play()", "wait": 300},
            {"js": "window.sudotrace.pause(), window.sudotrace.event()"},
        ]);
        let result = drive(&page, json!({ "steps": steps }));
        let o = result["observations"].as_array().unwrap();
        let value = |i: usize| o[i]["step"]["value"].clone();
        let error = |i: usize| o[i]["step"]["error"].as_str().unwrap_or("").to_string();
        assert_eq!(value(0), json!(["watch", 0, null]));
        let graded: Vec<Value> = value(1)
            .as_array()
            .unwrap()
            .iter()
            .chain(value(2).as_array().unwrap())
            .cloned()
            .collect();
        assert_eq!(graded.len(), 121);
        for (i, result) in graded[..120].iter().enumerate() {
            assert_eq!(result["right"], i % 10 != 4, "step {}: {result}", i + 1);
            assert_eq!(
                result["expected"],
                lines[i],
                "step {}: the trace's event",
                i + 1
            );
            assert_eq!(result["step"], step(i), "step {}: as made", i + 1);
        }
        assert_eq!(
            graded[120],
            Value::Null,
            "nothing after the page's last event"
        );
        assert_eq!(o[1]["mode"], "simulate", "a step is Do it yourself's");
        assert_eq!(assert_like_show(&o[1], &mut shown), 37);
        assert_eq!(assert_like_show(&o[2], &mut shown), 120);
        // The page said each step: the last one of the first lot, right, and the last, wrong.
        let said = o[1]["said"].as_str().unwrap();
        assert_eq!(said, right_at(&mut shown, 37));
        assert_eq!(o[1]["why"], why_said(&mut shown, 37));
        assert_eq!(
            o[1]["live"],
            format!("{said} {}", why_said(&mut shown, 37)),
            "said to a screen reader too"
        );
        assert_eq!(
            o[2]["said"],
            format!("{} Done: 108 of 120 right.", right_at(&mut shown, 120))
        );
        assert_eq!(o[2]["score"], "108 of 120 right · streak 5");
        let [got, score, event, mode] = [0, 1, 2, 3].map(|k| value(3)[k].clone());
        assert_eq!(
            score,
            json!({"right": 108, "wrong": 12, "asked": 120, "streak": 5, "best": 9})
        );
        assert_eq!(got["answers"].as_array().unwrap().len(), 120);
        assert_eq!(got["done"].as_array().unwrap().len(), 1, "done once: {got}");
        assert_eq!(got["done"][0]["score"], score);
        assert_eq!(got["done"][0]["event"], 120);
        assert_eq!(
            got["events"].as_array().unwrap().len(),
            120,
            "an event a step"
        );
        assert_eq!((event, mode), (json!(120), json!("simulate")));
        assert!(
            error(4).contains("no question is open: Predict is not the page's mode"),
            "{}",
            error(4)
        );
        assert!(error(5).contains("not a step"), "{}", error(5));
        assert_eq!(value(6), "predict", "Predict is a mode of every page");
        assert_eq!(value(7), 50, "seek");
        assert_eq!(assert_like_show(&o[7], &mut shown), 50);
        assert_eq!((value(8), &o[8]["mode"]), (json!("watch"), &json!("watch")));
        assert!(o[9]["playing"].as_bool().unwrap(), "play");
        assert!(!o[10]["playing"].as_bool().unwrap(), "pause");
        assert!(value(10).as_u64().unwrap() > 0, "it played");
    }

    #[test]
    #[ignore = "web tier, run by `cargo xtask test-web`"]
    fn a_few_steps_done_with_the_keyboard_alone_are_graded_and_said() {
        if !tools_here(&[Tool::Browser]) {
            return;
        }
        let dir = TempDir::new().unwrap();
        let trace = leetcode_trace(dir.path());
        let mut shown = Shown::new(&trace);
        let page = page(&trace, "keys.html", &[]);
        let press = |key: &str| json!({ "press": key });
        let steps = json!([
            {"tab": "mode-simulate", "press": "Enter"},
            press("1"),
            press("p"),
            press("ArrowRight"),
            press("1"),
            press("ArrowLeft"),
            press("r"),
            press("2"),
            press("r"),
            press("1"),
            press("ArrowRight"),
            press("ArrowRight"),
            press("1"),
            press("ArrowLeft"),
            press("ArrowLeft"),
            press("ArrowLeft"),
            press("x"),
            {"open": "#mode=simulate&event=66"},
            press("ArrowLeft"),
            press("b"),
            press("ArrowLeft"),
            press("b"),
            press("9"),
        ]);
        let result = drive(&page, json!({ "steps": steps }));
        let o = result["observations"].as_array().unwrap();
        for observation in o {
            assert_like_show(observation, &mut shown);
        }
        // The first blank is picked; each step is the next event, or says what it was.
        assert_eq!(picked(&o[0]), Some(2), "r1c3");
        let graded = [
            (1, 1, true),
            (2, 2, true),
            (4, 3, true),
            (6, 4, true),
            (7, 5, true),
            (9, 6, false),
            (12, 7, true),
            (16, 8, false),
            (19, 67, true),
            (21, 68, true),
            (22, 69, true),
        ];
        for (i, at, right) in graded {
            assert_eq!(position(&o[i]), at, "after {}", o[i]["step"]);
            let said = o[i]["said"].as_str().unwrap();
            let words = words_at(&mut shown, at);
            match right {
                true => assert_eq!(said, right_at(&mut shown, at)),
                false => assert!(
                    said.starts_with("Not quite: your step, ")
                        && said.ends_with(&format!("The search: {words}")),
                    "{said}"
                ),
            }
            assert_eq!(o[i]["why"], why_said(&mut shown, at));
            assert!(o[i]["live"].as_str().unwrap().starts_with(said));
        }
        // A unit named that holds no such digit is said, not graded: no clash of a cell
        // with itself.
        assert_eq!(position(&o[8]), 5);
        assert_eq!(
            o[8]["said"],
            "No cell of the row of r1c4 holds 2: that row does not clash."
        );
        assert_eq!(o[8]["score"], o[7]["score"]);
        // The learner's step said in words: a digit typed where the search places, and a
        // box named whose clash is not the one the check meets first.
        assert!(
            o[9]["said"]
                .as_str()
                .unwrap()
                .starts_with("Not quite: your step, r1c4: try 1."),
            "{}",
            o[9]["said"]
        );
        assert!(
            o[16]["said"]
                .as_str()
                .unwrap()
                .starts_with("Not quite: your step, r1c6: 1 clashes with r2c4 (box)."),
            "{}",
            o[16]["said"]
        );
        assert_eq!(o[16]["score"], "6 of 8 right · streak 0");
        // The arrows pick a cell and give it the focus, and a step leaves it on the event's.
        assert_eq!(picked(&o[3]), Some(3));
        assert!(
            o[3]["focusName"]
                .as_str()
                .unwrap()
                .starts_with("r1c4 blank")
        );
        assert_eq!(picked(&o[6]), Some(3), "back on the cell tried");
        assert!(o[6]["focusName"].as_str().unwrap().starts_with("r1c4 "));
        assert_eq!(picked(&o[18]), Some(7), "r1c8");
        // The score goes on from where the page was moved to.
        assert_eq!(o[22]["score"], "9 of 11 right · streak 3");
    }

    #[test]
    #[ignore = "web tier, run by `cargo xtask test-web`"]
    fn a_strategys_steps_are_made_by_their_buttons() {
        if !tools_here(&[Tool::Browser]) {
            return;
        }
        // The choosing search: choose, force, dead end, unforce, by the buttons and the keys.
        let dir = TempDir::new().unwrap();
        let puzzle = std::fs::read_to_string(data("norvig_hardest.txt")).unwrap();
        let trace = dir.path().join("mrv.jsonl");
        let solver = "mrv+hidden+tables";
        let puzzle = puzzle.lines().nth(1).unwrap();
        assert_code(
            &run(&[
                "solve",
                puzzle,
                "--solver",
                solver,
                "--trace",
                path_str(&trace),
            ]),
            0,
        );
        let mut shown = Shown::new(&trace);
        let lines = events(&trace);
        // The first choice, the first forced digit, the first dead end and the first unforce.
        let first = |kind: &str| lines.iter().position(|line| line["ev"] == kind).unwrap();
        let page = page(&trace, "mrv.html", &["--mode", "simulate"]);
        let mut steps = vec![];
        for kind in ["choose", "force", "deadend", "unforce"] {
            let k = first(kind);
            let line = &lines[k];
            let cell = cell_of(line);
            steps.push(json!({ "open": format!("#event={k}") }));
            // Pick the cell by a click, then the step by its button (a forced digit: Force,
            // then the digit).
            steps.push(json!({ "click": format!("#board [role=row]:nth-child({}) [role=gridcell]:nth-child({})", cell / 9 + 1, cell % 9 + 1) }));
            let button = match kind {
                "choose" => "#sim-choose",
                "force" => "#sim-force",
                "deadend" => "#sim-deadend",
                _ => "#sim-unforce",
            };
            steps.push(json!({ "click": button }));
            if kind == "force" {
                steps.push(json!({ "click": format!("#pad button:nth-child({})", line["d"]) }));
            }
        }
        let result = drive(&page, json!({ "steps": steps, "viewport": [1366, 900] }));
        let o = result["observations"].as_array().unwrap();
        let mut i = 0;
        for kind in ["choose", "force", "deadend", "unforce"] {
            let k = first(kind) as u64;
            i += if kind == "force" { 4 } else { 3 };
            let observation = &o[i - 1];
            assert_eq!(assert_like_show(observation, &mut shown), k + 1, "{kind}");
            assert_eq!(observation["said"], right_at(&mut shown, k + 1), "{kind}");
            assert_eq!(observation["why"], why_said(&mut shown, k + 1), "{kind}");
        }
        // The buttons of the kinds this search makes are there, each with its own name.
        let buttons = &o[0]["buttons"];
        for id in [
            "sim-choose",
            "sim-force",
            "sim-deadend",
            "sim-unforce",
            "sim-place",
        ] {
            assert!(buttons[id]["title"].as_str().unwrap().len() > 10, "{id}");
        }
    }

    #[test]
    #[ignore = "web tier, run by `cargo xtask test-web`"]
    fn do_it_yourself_fits_a_phone_an_article_column_and_a_projector() {
        if !tools_here(&[Tool::Browser]) {
            return;
        }
        let dir = TempDir::new().unwrap();
        let trace = leetcode_trace(dir.path());
        let page = page(&trace, "fit.html", &["--mode", "simulate", "--start", "66"]);
        // A wrong step makes the longest words: what was made, and the search's backtrack.
        let steps = json!([{"press": "5"}]);
        for (width, height) in [
            (390, 844),
            (320, 640),
            (1280, 720),
            (1920, 1080),
            (3840, 2160),
        ] {
            let result = drive(&page, json!({"viewport": [width, height], "steps": steps}));
            let observation = &result["observations"][0];
            let at = format!("{width}x{height}");
            assert!(
                observation["said"]
                    .as_str()
                    .unwrap()
                    .starts_with("Not quite")
            );
            let board = assert_exercise_in_view(observation, &at);
            // A phone held upright: the board as wide as the screen; else at least half the
            // screen's shorter side.
            let least = match (width, height) {
                (390, 844) => 0.9 * 390.0,
                _ => 0.5 * width.min(height) as f64,
            };
            assert!(board >= least, "{at}: the board is {board} px");
        }
        // In an article's column, through --embed's frame: the first screen holds the board
        // and the exercise whole, and cuts no line.
        let out = dir.path().join("embedded.html");
        let output = run(&[
            "html",
            path_str(&trace),
            "-o",
            path_str(&out),
            "--embed",
            "--mode",
            "simulate",
        ]);
        assert_code(&output, 0);
        let snippet = stdout(&output)
            .lines()
            .find(|line| line.starts_with("<div"))
            .unwrap()
            .to_string();
        for (width, height) in [(1280, 1000), (390, 844)] {
            let article = format!(
                "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\">\
                 <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>an article</title>\
                 <style>body{{margin:0;font:18px/1.6 serif}}article{{max-width:720px;margin:0 auto;padding:16px}}</style>\
                 </head><body><article><h1>Backtracking</h1><p>Do it yourself:</p>{snippet}\
                 <p>The end.</p></article></body></html>"
            );
            std::fs::write(dir.path().join("article.html"), article).unwrap();
            let result = drive(
                &out,
                json!({"viewport": [width, height], "steps": [{"frame": "article.html", "cut": true}]}),
            );
            let observation = &result["observations"][0];
            let at = format!("an article in a {width}x{height} window");
            assert_eq!(observation["mode"], "simulate");
            assert_eq!(observation["step"]["cut"], json!([]), "{at}: a line is cut");
            assert_exercise_in_view(observation, &at);
            assert_essentials_in_view(observation, &at);
        }
    }

    #[test]
    #[ignore = "web tier, run by `cargo xtask test-web`"]
    fn do_it_yourself_in_chinese_says_every_word_in_chinese() {
        if !tools_here(&[Tool::Browser]) {
            return;
        }
        let dir = TempDir::new().unwrap();
        let trace = leetcode_trace(dir.path());
        let page = page(
            &trace,
            "zh.html",
            &["--lang", "zh-CN", "--mode", "simulate"],
        );
        let steps = json!([
            {"read": true},
            {"press": "1", "read": true},
            {"press": "r", "read": true},
            {"press": "2", "read": true},
            {"press": "?", "read": true},
        ]);
        let result = drive(&page, json!({ "steps": steps }));
        let o = result["observations"].as_array().unwrap();
        for observation in o {
            let mut seen = observation["visible"].as_str().unwrap().to_string();
            for list in ["names", "options"] {
                for name in observation[list].as_array().unwrap() {
                    seen += "\n";
                    seen += name.as_str().unwrap();
                }
            }
            assert!(seen.contains("自己动手"), "{seen}");
            assert_eq!(english_words(&seen), Vec::<String>::new(), "{seen}");
        }
        assert!(o[1]["said"].as_str().unwrap().starts_with("对了："));
        assert!(
            o[2]["said"].as_str().unwrap() == "r1c3 所在的行里没有 1，行不冲突。",
            "{}",
            o[2]["said"]
        );
        assert!(
            o[3]["said"]
                .as_str()
                .unwrap()
                .starts_with("不对：你的一步是 r1c3：尝试 2。搜索的一步：")
                && o[3]["why"].as_str().unwrap().starts_with("原因："),
            "{}",
            o[3]["said"]
        );
        assert!(
            o[4]["visible"]
                .as_str()
                .unwrap()
                .contains("在选中的格尝试这个数字")
        );
    }

    /// Predict, as a class meets it: the page stops before each question's event with its
    /// choices; a learner who always answers as the trace goes scores every question, the
    /// page standing after each question's event where `show` does; wrong answers (by the
    /// keys 1-4) are said with the rule and land in the review at their events; the score
    /// card the page saves is one `sudotrace marks` reads, with the score the page gave.
    #[test]
    #[ignore = "web tier, run by `cargo xtask test-web`"]
    fn predict_asks_before_each_question_scores_the_answers_and_saves_a_card_marks_reads() {
        if !tools_here(&[Tool::Browser]) {
            return;
        }
        let dir = TempDir::new().unwrap();
        let trace = leetcode_trace(dir.path());
        let mut shown = Shown::new(&trace);
        let page = page(
            &trace,
            "predict.html",
            &["--mode", "predict", "--questions", "6"],
        );
        let lines = events(&trace);
        let questions = questions_of(&page);
        assert_eq!(questions.len(), 6);
        // The right choice of each question, found by the trace's own event there.
        let right: Vec<usize> = questions
            .iter()
            .map(|q| {
                let event = &lines[q["event"].as_u64().unwrap() as usize - 1];
                q["choices"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .position(|c| &c["event"] == event)
                    .unwrap_or_else(|| panic!("no choice is the trace's event: {q}"))
            })
            .collect();
        let key = |i: usize| json!({ "press": (i + 1).to_string() });
        let wrong = |k: usize| (right[k] + 1) % questions[k]["choices"].as_array().unwrap().len();
        // Questions 1, 2, 4, 5 and 6 right, by the API and the keys; question 3 wrong by a key.
        let mut steps = vec![
            json!({"wait": 0}),
            json!({"js": format!("[window.sudotrace.question(), window.sudotrace.answer({})]", right[0])}),
            json!({"js": "window.sudotrace.question()"}),
            key(right[1]),
            json!({"press": "Enter"}),
            key(wrong(2)),
            json!({"press": "Enter"}),
        ];
        for &i in &right[3..] {
            steps.push(key(i));
            steps.push(json!({"press": "Enter"}));
        }
        // The miss looked at again from the review: its own feedback, not the last one's.
        steps.push(json!({"click": "#quiz-review button"}));
        steps.push(json!({"js": "(async () => { let blob; const made = URL.createObjectURL; \
            URL.createObjectURL = (b) => { blob = b; return made.call(URL, b); }; \
            document.getElementById('save-name').value = 'Ana'; document.getElementById('save').click(); \
            URL.createObjectURL = made; return [await blob.text(), window.sudotrace.score(), window.sudotrace.question()]; })()"}));
        let saved_at = steps.len() - 1;
        // Start again: the score back to 0, the first question asked again; and through the
        // API in Do it yourself, back to the page's first event.
        steps.push(json!({"click": "#again"}));
        steps.push(json!({"js": "[window.sudotrace.score(), window.sudotrace.question()]"}));
        steps.push(json!({"js": "(() => { const s = window.sudotrace; s.mode('simulate');         s.step({ ev: 'try', r: 1, c: 3, d: 1 }); const before = s.score();         return [before, s.restart(), s.event()]; })()"}));
        let result = drive(&page, json!({ "steps": steps }));
        let o = result["observations"].as_array().unwrap();
        let value = |i: usize| o[i]["step"]["value"].clone();
        // Opened in Predict, before the first question's event, its choices on the page.
        assert_eq!(o[0]["mode"], "predict");
        assert_eq!(position(&o[0]), questions[0]["event"].as_u64().unwrap() - 1);
        assert_eq!(o[0]["quiz"]["prompt"], questions[0]["prompt"]);
        let labels: Vec<Value> = questions[0]["choices"]
            .as_array()
            .unwrap()
            .iter()
            .enumerate()
            .map(|(i, c)| json!(format!("{}  {}", i + 1, c["label"].as_str().unwrap())))
            .collect();
        let shown_labels: Vec<Value> = o[0]["quiz"]["choices"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c[0].clone())
            .collect();
        assert_eq!(shown_labels, labels);
        // The API: the question as asked, the answer right, the event played, the next asked.
        let asked = &value(1)[0];
        assert_eq!(asked["event"], questions[0]["event"]);
        assert_eq!(
            asked["choices"][right[0]]["event"],
            lines[asked["event"].as_u64().unwrap() as usize - 1]
        );
        assert_eq!(value(1)[1]["right"], true);
        assert_eq!(
            value(1)[1]["expected"]["event"],
            questions[0]["choices"][right[0]]["event"]
        );
        assert_eq!(
            value(2)["event"],
            questions[1]["event"],
            "through the API, the next at once"
        );
        // Why each answer is right: the rule `show --json` says decides the event.
        for question in &questions {
            let n = question["event"].as_u64().unwrap();
            assert_eq!(question["why"], shown.at(n)["why"], "question at {n}");
        }
        assert_eq!(
            value(1)[1]["why"],
            questions[0]["why"],
            "answer() gives why"
        );
        // By a key: the answer said with the rule and why, the page after the question's
        // event as show.
        let n = questions[1]["event"].as_u64().unwrap();
        assert_eq!(assert_like_show(&o[3], &mut shown), n);
        let rule_and_why = |k: usize| {
            (
                questions[k]["rule"].as_str().unwrap(),
                questions[k]["why"].as_str().unwrap(),
            )
        };
        let (rule, why) = rule_and_why(1);
        assert_eq!(o[3]["quiz"]["said"], format!("Right: {rule}. Why: {why}."));
        // A wrong answer: said, with the search's step and why.
        let (rule, why) = rule_and_why(2);
        let missed = format!("Not so. The search: {rule}. Why: {why}.");
        assert_eq!(o[5]["quiz"]["said"], missed);
        assert_eq!(o[5]["quiz"]["choices"][right[2]][1], "right");
        assert_eq!(o[5]["quiz"]["choices"][wrong(2)][1], "wrong");
        // The end: the score, and the one miss in the review at its event.
        let last = saved_at - 2;
        assert_eq!(o[last]["quiz"]["prompt"], "Done: 5 of 6 right.");
        let review = o[last]["quiz"]["review"].as_array().unwrap();
        assert_eq!(review.len(), 1, "{review:?}");
        let miss = review[0].as_str().unwrap();
        let event = questions[2]["event"].as_u64().unwrap();
        assert!(
            miss.starts_with(&format!("#{} ", crate::player::grouped(event))),
            "{miss}"
        );
        assert!(
            miss.contains(questions[2]["choices"][wrong(2)]["label"].as_str().unwrap())
                && miss.ends_with(&format!("Why: {why}.")),
            "{miss}"
        );
        // Looked at again: the board after the miss's event, with its own feedback.
        let reviewed = &o[saved_at - 1];
        assert_eq!(position(reviewed), event);
        assert_eq!(reviewed["quiz"]["said"], missed);
        // The score card: what marks reads, with the page's score.
        let saved = value(saved_at);
        assert_eq!(saved[1]["right"], 5);
        assert_eq!(saved[1]["asked"], 6);
        assert_eq!(saved[2], Value::Null, "no question left");
        // Each answer with the seconds it took.
        let card_value: Value = serde_json::from_str(saved[0].as_str().unwrap()).unwrap();
        for answer in card_value["answers"].as_array().unwrap() {
            let seconds = answer["seconds"].as_f64().unwrap_or(-1.0);
            assert!((0.0..60.0).contains(&seconds), "{answer}");
        }
        // Started again by the button.
        let again = &o[saved_at + 1];
        assert_eq!(
            again["quiz"]["score"], o[0]["quiz"]["score"],
            "the score back to 0"
        );
        assert_eq!(position(again), questions[0]["event"].as_u64().unwrap() - 1);
        assert!(again["quiz"]["review"].as_array().unwrap().is_empty());
        let restarted = value(saved_at + 2);
        assert_eq!(restarted[0]["asked"], 0);
        assert_eq!(restarted[1]["event"], questions[0]["event"]);
        let simulated = value(saved_at + 3);
        assert_eq!(simulated[0]["asked"], 1);
        assert_eq!(
            simulated[1]["asked"], 0,
            "restart() gives the score back at 0"
        );
        assert_eq!(
            simulated[2], 0,
            "Do it yourself back at the page's first event"
        );
        let card = dir.path().join("ana.json");
        std::fs::write(&card, saved[0].as_str().unwrap()).unwrap();
        let marks = run(&["marks", path_str(&card), "--json"]);
        assert_code(&marks, 0);
        let class: Value = serde_json::from_str(&stdout(&marks)).unwrap();
        assert_eq!(class["mode"], "predict");
        assert_eq!(class["learners"][0]["name"], "Ana");
        assert_eq!(
            (
                class["learners"][0]["right"].clone(),
                class["learners"][0]["asked"].clone()
            ),
            (json!(5), json!(6))
        );
        assert_eq!(class["questions"][2]["event"], event);
        assert_eq!(class["questions"][2]["right"], 0);

        // A learner who always answers as the trace goes scores every question, and after
        // each answer the page stands where `show` does after the question's event.
        let steps: Vec<Value> = right
            .iter()
            .map(|i| json!({"js": format!("window.sudotrace.answer({i}).right")}))
            .chain([json!({"js": "window.sudotrace.score()"})])
            .collect();
        let result = drive(&page, json!({ "steps": steps }));
        let o = result["observations"].as_array().unwrap();
        for (k, question) in questions.iter().enumerate() {
            assert_eq!(o[k]["step"]["value"], true, "question {}", k + 1);
            // Through the API the next question is asked at once: the page stands before it.
            let at = position(&o[k]);
            match questions.get(k + 1) {
                Some(next) => assert_eq!(at, next["event"].as_u64().unwrap() - 1),
                None => assert_eq!(at, question["event"].as_u64().unwrap()),
            }
            assert_eq!(assert_like_show(&o[k], &mut shown), at);
        }
        let score = &o[questions.len()]["step"]["value"];
        assert_eq!(
            (score["right"].clone(), score["asked"].clone()),
            (json!(6), json!(6)),
            "{score}"
        );
    }

    /// On a phone, a review of misses, however long (every question missed, in English and
    /// in Chinese), never shrinks the board: it is as wide as before the questions; and a
    /// miss tapped in the review shows the board whole, at full width, with that question's
    /// own feedback.
    #[test]
    #[ignore = "web tier, run by `cargo xtask test-web`"]
    fn on_a_phone_the_review_of_misses_never_shrinks_the_board() {
        if !tools_here(&[Tool::Browser]) {
            return;
        }
        let dir = TempDir::new().unwrap();
        let trace = leetcode_trace(dir.path());
        let lines = events(&trace);
        for lang in ["en", "zh-CN"] {
            let page = page(
                &trace,
                &format!("phone-{lang}.html"),
                &["--mode", "predict", "--questions", "10", "--lang", lang],
            );
            let questions = questions_of(&page);
            let mut steps = vec![json!({"wait": 0})];
            for q in &questions {
                let choices = q["choices"].as_array().unwrap();
                let event = &lines[q["event"].as_u64().unwrap() as usize - 1];
                let right = choices.iter().position(|c| &c["event"] == event).unwrap();
                let wrong = (right + 1) % choices.len();
                steps.push(json!({"js": format!("window.sudotrace.answer({wrong}).right")}));
            }
            steps.push(json!({"click": "#quiz-review li:nth-child(4) button"}));
            let result = drive(&page, json!({"viewport": [390, 844], "steps": steps}));
            let o = result["observations"].as_array().unwrap();
            let board = |k: usize| o[k]["layout"]["board"].clone();
            let width = |k: usize| board(k)["width"].as_f64().unwrap();
            let done = questions.len();
            assert_eq!(
                o[done]["quiz"]["review"].as_array().unwrap().len(),
                questions.len()
            );
            assert!(
                width(done) >= width(0) - 1.0,
                "{lang}: the board {} px wide with the review, {} px before",
                width(done),
                width(0)
            );
            assert!(width(0) > 300.0, "{lang}: {}", width(0));
            let tapped = &o[done + 1];
            let top = tapped["layout"]["board"]["y"].as_f64().unwrap();
            assert!(
                top >= 0.0 && top + width(done + 1) <= 844.0 && width(done + 1) >= width(0) - 1.0,
                "{lang}: the board after the tap: {}",
                tapped["layout"]["board"]
            );
            assert_eq!(
                crate::player::position(tapped),
                questions[3]["event"].as_u64().unwrap()
            );
            assert!(
                tapped["quiz"]["said"]
                    .as_str()
                    .unwrap()
                    .contains(questions[3]["why"].as_str().unwrap()),
                "{lang}: {}",
                tapped["quiz"]["said"]
            );
        }
    }

    /// Do it yourself takes a step given the natural way and says what to do next: on a
    /// search that only forces digits (`mrv+singles+tables` on LeetCode's puzzle) the panel
    /// offers forcing alone and a digit typed in the forced cell is the force, right; after
    /// a try the panel asks for its outcome, and a click on the cell that holds the digit
    /// names the clash, right.
    #[test]
    #[ignore = "web tier, run by `cargo xtask test-web`"]
    fn do_it_yourself_takes_a_step_given_the_natural_way() {
        if !tools_here(&[Tool::Browser]) {
            return;
        }
        let dir = TempDir::new().unwrap();
        let forcing = dir.path().join("singles.jsonl");
        assert_code(
            &run(&[
                "solve",
                crate::util::LEETCODE,
                "--solver",
                "mrv+singles+tables",
                "--trace",
                path_str(&forcing),
            ]),
            0,
        );
        let lines = events(&forcing);
        assert!(
            lines.iter().all(|line| line["ev"] == "force"),
            "only forced digits"
        );
        let mut shown = Shown::new(&forcing);
        let forcing_page = page(&forcing, "singles.html", &["--mode", "simulate"]);
        let cell = |line: &Value| {
            let (r, c) = (line["r"].as_u64().unwrap(), line["c"].as_u64().unwrap());
            json!({ "click": format!("#board [role=row]:nth-child({r}) [role=gridcell]:nth-child({c})") })
        };
        let steps = json!([
            {"wait": 0},
            cell(&lines[0]),
            {"press": lines[0]["d"].to_string()},
        ]);
        let result = drive(
            &forcing_page,
            json!({ "steps": steps, "viewport": [1366, 900] }),
        );
        let o = result["observations"].as_array().unwrap();
        assert_eq!(
            o[0]["said"],
            "Your turn: what does the search do next? Pick a cell (arrows or a click): the digit a cell must take forces it (? lists the keys)."
        );
        assert_eq!(position(&o[2]), 1);
        assert_eq!(o[2]["caption"], shown.at(1)["caption"]);
        assert_eq!(
            o[2]["said"],
            right_at(&mut shown, 1),
            "the digit typed is the force"
        );
        assert_eq!(o[2]["why"], why_said(&mut shown, 1));
        assert!(
            o[2]["why"].as_str().unwrap().contains("one candidate left")
                || o[2]["why"].as_str().unwrap().contains("fits only at")
        );

        let trace = leetcode_trace(dir.path());
        let mut shown = Shown::new(&trace);
        let naive_page = page(&trace, "naive.html", &[]);
        let steps = json!([
            {"open": "#mode=simulate&event=3"},
            {"click": "#board [role=row]:nth-child(1) [role=gridcell]:nth-child(3)"},
        ]);
        let result = drive(
            &naive_page,
            json!({ "steps": steps, "viewport": [1366, 900] }),
        );
        let o = result["observations"].as_array().unwrap();
        assert_eq!(
            o[0]["said"],
            "r1c4: 1 is tried. Does it fit (P)? Or which unit clashes: R, C, X, or click the cell that holds 1."
        );
        assert_eq!(assert_like_show(&o[1], &mut shown), 4);
        assert_eq!(
            o[1]["said"],
            right_at(&mut shown, 4),
            "the clash named by its cell"
        );
        assert_eq!(
            o[1]["why"],
            "Why: The check looks at the row first: r1c3 in the row already holds 1."
        );
    }
}

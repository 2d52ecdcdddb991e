//! The logic of the web page's Play mode held to sudotrace with node alone, no browser
//! (tests/node/play.mjs), its words the texts a page `sudotrace html` wrote carries, in
//! English and in Chinese: the page's check of an answer (answer.js) prints what `sudotrace
//! check --json` prints, on many boards, every kind of mistake (a wrong digit that
//! clashes with nothing among them), and puzzles with one solution, none and several (a
//! solution given or not); its hints (hint.js)
//! follow the choosing searches' rules: on puzzles that singles solve, the hints alone
//! solve them, each the digit mrv+hidden+tables forces next, and a wrong digit is named
//! with the solution's; on a hard puzzle they take the steps mrv+locked+tables takes
//! (its forced digits and its eliminations, each named by its rule) and reach the guess
//! it makes; and on the positions of random walks, each hint is the rule's, the search's
//! first event from there.

use std::ffi::OsStr;
use std::path::Path;

use serde_json::{Value, json};

use crate::node_checks::Fixtures;
use crate::player::page;
use crate::util::page_json;
use crate::util::{LEETCODE, data, path_str, run, solve_traced, stdout, trace_lines};
use sudotrace_core::events::event::Event;
use sudotrace_core::lang::{Lang, Text};
use sudotrace_core::puzzle::grid::Unit;
use sudotrace_learn::lang::LearnText;
use sudotrace_style::lang::DrawText;

/// The languages of the page, by their tags.
const LANGS: [(&str, Lang); 2] = [("en", Lang::En), ("zh-CN", Lang::ZhCn)];

/// The page's texts (its data's `ui`) by language tag, from pages `sudotrace html` wrote.
fn texts(dir: &Path) -> Value {
    let trace = dir.join("leetcode.jsonl");
    solve_traced(LEETCODE, "naive", &trace, &[], 0);
    let mut texts = serde_json::Map::new();
    for (tag, _) in LANGS {
        let html = page(&trace, &format!("{tag}.html"), &["--lang", tag]);
        let data: Value = page_json(&html);
        assert!(data["ui"]["PageHintGuess"].is_string(), "{tag}: {data}");
        texts.insert(tag.to_string(), data["ui"].clone());
    }
    Value::Object(texts)
}

/// tests/node/play.mjs's `task` on `input` (the page's texts added): its lines.
fn play(fixtures: &Fixtures, task: &str, mut input: Value) -> Vec<String> {
    input["texts"] = texts(fixtures.path());
    let path = fixtures.path().join(format!("{task}.json"));
    std::fs::write(&path, input.to_string()).unwrap();
    let modules = fixtures.modules();
    let said = fixtures.node(
        "play.mjs",
        &[modules.as_os_str(), OsStr::new(task), path.as_os_str()],
        task,
    );
    said.lines().map(str::to_string).collect()
}

/// A number below `n` from a fixed stream.
struct Stream(u64);

impl Stream {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((self.0 >> 33) % n as u64) as usize
    }
}

fn digits(line: &str) -> Vec<u8> {
    line.bytes()
        .map(|b| if b.is_ascii_digit() { b - b'0' } else { 0 })
        .collect()
}

fn line_of(digits: &[u8], blank: char) -> String {
    digits
        .iter()
        .map(|&d| if d == 0 { blank } else { (b'0' + d) as char })
        .collect()
}

/// Norvig's eleven puzzles with their solutions.
fn norvig() -> Vec<(String, String)> {
    std::fs::read_to_string(data("norvig_hardest_solutions.csv"))
        .unwrap()
        .lines()
        .map(|l| {
            let (puzzle, solution) = l.split_once(',').unwrap();
            (puzzle.to_string(), solution.to_string())
        })
        .collect()
}

/// `count` puzzles `sudotrace generate --seed seed` makes with `extra`, each with its
/// solution.
fn generated(count: usize, seed: u64, extra: &[&str]) -> Vec<(String, String)> {
    let (count, seed) = (count.to_string(), seed.to_string());
    let mut args = vec!["generate", "--count", &count, "--seed", &seed];
    args.extend_from_slice(extra);
    let output = run(&args);
    assert!(output.status.success(), "{}", crate::util::stderr(&output));
    let made: Vec<String> = stdout(&output).lines().map(str::to_string).collect();
    assert_eq!(made.len().to_string(), count);
    made.into_iter()
        .map(|puzzle| {
            let solved = crate::util::solve_json(&puzzle, "mrv+hidden+tables", 0);
            let solution = solved["solution"].as_str().unwrap().to_string();
            (puzzle, solution)
        })
        .collect()
}

/// Answers to `puzzle` made from its `solution`: right, blank, partial, and with every
/// kind of mistake, alone and together; each with what it is.
fn answers(puzzle: &str, solution: &str, stream: &mut Stream) -> Vec<(&'static str, String)> {
    let given = digits(puzzle);
    let right = digits(solution);
    let givens: Vec<usize> = (0..81).filter(|&i| given[i] != 0).collect();
    let blanks: Vec<usize> = (0..81).filter(|&i| given[i] == 0).collect();
    let pick = |stream: &mut Stream, from: &[usize]| from[stream.below(from.len())];
    let mut out = vec![
        ("the solution", solution.to_string()),
        ("a blank board", ".".repeat(81)),
        ("the puzzle alone", line_of(&given, '0')),
    ];
    let mut partial = right.clone();
    for &i in &blanks {
        if stream.below(2) == 0 {
            partial[i] = 0;
        }
    }
    out.push(("a partial board", line_of(&partial, '.')));
    let mut changed = right.clone();
    let g = pick(stream, &givens);
    changed[g] = changed[g] % 9 + 1;
    out.push(("a changed given", line_of(&changed, '.')));
    // Another digit in a blank: twice in its row, its column and its box.
    let mut twice = right.clone();
    let b = pick(stream, &blanks);
    twice[b] = twice[b] % 9 + 1;
    out.push((
        "a digit twice in a row, a column and a box",
        line_of(&twice, '.'),
    ));
    // Two blanks of a row swapped: twice in their columns (and boxes, if apart).
    let row = blanks[stream.below(blanks.len())] / 9;
    let in_row: Vec<usize> = blanks.iter().copied().filter(|i| i / 9 == row).collect();
    let mut swapped = right.clone();
    if in_row.len() >= 2 {
        let (a, b) = (in_row[0], in_row[in_row.len() - 1]);
        swapped.swap(a, b);
    }
    out.push(("two cells of a row swapped", line_of(&swapped, '.')));
    // Several at once: a given erased, another changed, blanks, a digit three times in a
    // row.
    let mut several = partial.clone();
    several[givens[0]] = 0;
    let g = givens[givens.len() - 1];
    several[g] = several[g] % 9 + 1;
    if let [a, b, ..] = in_row[..] {
        let third = (row * 9..row * 9 + 9).find(|&i| i != a && i != b).unwrap();
        several[a] = right[third];
        several[b] = right[third];
        several[third] = right[third];
    }
    out.push(("several mistakes", line_of(&several, '0')));
    if let Some((i, digit)) = wrong_digit(&partial, &right, stream) {
        let mut wrong = partial.clone();
        wrong[i] = digit;
        out.push((
            "a wrong digit that clashes with nothing",
            line_of(&wrong, '.'),
        ));
    }
    out
}

/// A blank of `board` and a digit that clashes with nothing there but is not the
/// `solution`'s, if the board has one.
fn wrong_digit(board: &[u8], solution: &[u8], stream: &mut Stream) -> Option<(usize, u8)> {
    let choices: Vec<(usize, u8)> = (0..81)
        .filter(|&i| board[i] == 0)
        .flat_map(|i| {
            candidates(board, i)
                .into_iter()
                .filter(move |&d| d != solution[i])
                .map(move |d| (i, d))
        })
        .collect();
    (!choices.is_empty()).then(|| choices[stream.below(choices.len())])
}

/// Puzzles whose solutions are not one, with answers, and the solution to give `check`
/// (None: none given): a puzzle of `puzzle` with a given no solution agrees with (none),
/// and with its last givens taken away (several), checked without a solution and with
/// `solution` given.
fn not_unique(
    puzzle: &str,
    solution: &str,
    stream: &mut Stream,
) -> Vec<(&'static str, String, String, Option<String>)> {
    let given = digits(puzzle);
    let right = digits(solution);
    let mut out = Vec::new();
    if let Some((i, digit)) = wrong_digit(&given, &right, stream) {
        let mut unsolvable = given.clone();
        unsolvable[i] = digit;
        let unsolvable = line_of(&unsolvable, '.');
        for (what, answer) in [
            ("no solution, the solution", solution.to_string()),
            ("no solution, itself", unsolvable.clone()),
        ] {
            out.push((what, unsolvable.clone(), answer, None));
        }
    }
    let mut open = given.clone();
    for i in (0..81).rev().filter(|&i| given[i] != 0).take(12) {
        open[i] = 0;
    }
    // Every third blank of the open puzzle left blank, and a wrong digit put in another.
    let wrong = wrong_digit(&open, &right, stream);
    let mut partial = right.clone();
    for (i, (cell, &held)) in partial.iter_mut().zip(&open).enumerate() {
        if i % 3 == 0 && held == 0 {
            *cell = 0;
        }
    }
    if let Some((i, digit)) = wrong {
        partial[i] = digit;
    }
    let open = line_of(&open, '.');
    for known in [None, Some(solution.to_string())] {
        for (what, answer) in [
            ("several solutions, one of them", solution.to_string()),
            ("several solutions, partial", line_of(&partial, '.')),
        ] {
            out.push((what, open.clone(), answer, known.clone()));
        }
    }
    out
}

/// The cell `r1c1` of index `i`.
fn cell_name(i: usize) -> String {
    format!("r{}c{}", i / 9 + 1, i % 9 + 1)
}

/// The candidates of cell `i` of `board`, ascending.
fn candidates(board: &[u8], i: usize) -> Vec<u8> {
    let peers = |o: usize| {
        o != i && (o / 9 == i / 9 || o % 9 == i % 9 || (o / 27 == i / 27 && o % 9 / 3 == i % 9 / 3))
    };
    (1..=9)
        .filter(|&d| !(0..81).any(|o| peers(o) && board[o] == d))
        .collect()
}

/// The trace's events but its header and end, as JSON.
fn events(trace: &Path) -> Vec<Value> {
    trace_lines(trace)
        .iter()
        .map(|line| serde_json::from_str::<Value>(line).unwrap())
        .filter(|event| event.get("ev").is_some_and(|ev| ev != "end"))
        .collect()
}

/// A force event as play.mjs takes it: [cell, digit, "cell" or the unit].
fn force(event: &Value) -> Value {
    let at = |key: &str| event[key].as_u64().unwrap();
    json!([(at("r") - 1) * 9 + at("c") - 1, at("d"), event["by"]])
}

/// The words of each rule's first hint in each language, as the catalogs fill them in.
fn check_samples(samples: &Value, rules: &[&str]) {
    for (tag, lang) in LANGS {
        for &rule in rules {
            let sample = &samples[tag][rule];
            let hint = &sample["hint"];
            let at = |key: &str| hint[key].as_u64().unwrap() as usize;
            let i = (at("r") - 1) * 9 + at("c") - 1;
            let (cell, d) = (cell_name(i), at("d"));
            let board = digits(sample["board"].as_str().unwrap());
            // The candidates the hints' eliminations took before it, kept struck.
            let struck = |i: usize| sample["struck"].get(i).and_then(Value::as_u64).unwrap_or(0);
            let words = match rule {
                "single" => lang.fill(Text::EventOnlyDigit, &[("cell", &cell), ("digit", &d)]),
                "pointing" | "claiming" | "naked-pair" | "hidden-pair" => {
                    let line = sample["line"].to_string();
                    let event = sudotrace_core::trace::event_from_line(&line).unwrap();
                    assert!(
                        matches!(event, Event::Eliminate { pattern } if pattern.rule().name() == rule),
                        "{line}"
                    );
                    event.words(lang)
                }
                "hidden" => {
                    let unit = Unit::from_name(hint["unit"].as_str().unwrap()).unwrap();
                    let number = match unit {
                        Unit::Row => i / 9,
                        Unit::Col => i % 9,
                        Unit::Box => i / 27 * 3 + i % 9 / 3,
                    } + 1;
                    let unit = lang.fill(
                        LearnText::UnitNumbered,
                        &[("unit", &unit.words(lang)), ("number", &number)],
                    );
                    lang.fill(
                        DrawText::PageHintHidden,
                        &[("unit", &unit), ("digit", &d), ("cell", &cell)],
                    )
                }
                "wrong" => lang.fill(
                    DrawText::PageHintWrong,
                    &[
                        ("cell", &cell),
                        ("digit", &sample["digit"]),
                        ("solution", &d),
                    ],
                ),
                "guess" => {
                    let digits: Vec<String> = candidates(&board, i)
                        .iter()
                        .filter(|&&d| struck(i) & 1 << d == 0)
                        .map(u8::to_string)
                        .collect();
                    lang.fill(
                        DrawText::PageHintGuess,
                        &[("cell", &cell), ("digits", &digits.join(" "))],
                    )
                }
                _ => unreachable!(),
            };
            assert_eq!(hint["words"], words.as_str(), "{rule} in {tag}: {sample}");
            if lang == Lang::En && rule == "wrong" {
                let said = format!(
                    "{cell}: {} cannot be right: the solution has {d}",
                    sample["digit"]
                );
                assert_eq!(hint["words"], said.as_str());
            }
        }
    }
}

/// The tests that need node, Chromium or tmux: the web tier (`cargo xtask test-web`).
mod web {
    use super::*;
    use crate::util::{Tool, tools_here};

    #[test]
    #[ignore = "web tier, run by `cargo xtask test-web`"]
    fn the_pages_check_of_an_answer_is_what_check_json_prints_in_both_languages() {
        if !tools_here(&[Tool::Node]) {
            return;
        }
        let dir = Fixtures::new("play-answers");
        let mut boards = norvig();
        boards.extend(generated(10, 21, &[]));
        assert!(boards.len() >= 20, "{}", boards.len());
        let mut stream = Stream(37);
        let mut cases = Vec::new();
        for (puzzle, solution) in &boards {
            for (what, answer) in answers(puzzle, solution, &mut stream) {
                for (tag, _) in LANGS {
                    cases.push((what, puzzle.clone(), answer.clone(), tag, None));
                }
            }
        }
        for (puzzle, solution) in boards.iter().take(4) {
            for (what, puzzle, answer, known) in not_unique(puzzle, solution, &mut stream) {
                for (tag, _) in LANGS {
                    cases.push((what, puzzle.clone(), answer.clone(), tag, known.clone()));
                }
            }
        }
        let input = json!({
            "cases": cases
                .iter()
                .map(|(_, puzzle, answer, lang, known)| json!({ "puzzle": puzzle, "answer": answer, "lang": lang, "solution": known }))
                .collect::<Vec<_>>(),
        });
        let page = play(&dir, "answers", input);
        assert_eq!(page.len(), cases.len());
        let mut seen = std::collections::BTreeSet::new();
        for ((what, puzzle, answer, lang, known), page) in cases.iter().zip(&page) {
            let mut args = vec!["check", "--json", puzzle, answer, "--lang", lang];
            if let Some(solution) = known {
                args.extend(["--solution", solution]);
            }
            let output = run(&args);
            let check = stdout(&output);
            assert_eq!(
                page,
                check.trim_end(),
                "{what} ({lang}): {puzzle} {answer} {known:?}"
            );
            let verdict: Value = serde_json::from_str(page).unwrap();
            assert_eq!(verdict["correct"], output.status.success(), "{what}");
            seen.insert(format!("solutions {}", verdict["solutions"]));
            if verdict["correct"] == true {
                seen.insert("correct".to_string());
            }
            for problem in verdict["problems"].as_array().unwrap() {
                let kind = problem["kind"].as_str().unwrap();
                let detail = match kind {
                    "given_changed" if problem["found"] == 0 => "erased".to_string(),
                    "duplicate" => problem["unit"].as_str().unwrap().to_string(),
                    _ => String::new(),
                };
                seen.insert(format!("{kind} {detail}"));
                if problem["cells"].as_array().unwrap().len() >= 3 {
                    seen.insert("three times".to_string());
                }
            }
            if lang == &"zh-CN" && verdict["correct"] == false {
                let message = verdict["problems"][0]["message"].as_str().unwrap();
                assert!(!message.is_ascii(), "{what}: {message}");
            }
        }
        let every = [
            "correct",
            "given_changed ",
            "given_changed erased",
            "duplicate row",
            "duplicate column",
            "duplicate box",
            "blank ",
            "three times",
            "wrong ",
            "solutions \"one\"",
            "solutions \"none\"",
            "solutions \"several\"",
        ];
        for kind in every {
            assert!(seen.contains(kind), "no case of {kind}: {seen:?}");
        }
    }

    #[test]
    #[ignore = "web tier, run by `cargo xtask test-web`"]
    fn hints_alone_solve_puzzles_singles_solve_each_the_digit_the_search_forces_next() {
        if !tools_here(&[Tool::Node]) {
            return;
        }
        let dir = Fixtures::new("play-hints-singles");
        let mut puzzles = Vec::new();
        for (k, (puzzle, solution)) in generated(6, 5, &["--difficulty", "easy"])
            .iter()
            .enumerate()
        {
            let trace = dir.path().join(format!("easy{k}.jsonl"));
            let solved = solve_traced(puzzle, "mrv+hidden+tables", &trace, &[], 0);
            assert_eq!(
                solved["stats"]["guesses"].as_u64().unwrap_or(0),
                0,
                "{puzzle}"
            );
            assert_eq!(solved["solution"], solution.as_str());
            let events = events(&trace);
            assert!(
                events.iter().all(|event| event["ev"] == "force"),
                "{puzzle}: no guess"
            );
            let forces: Vec<Value> = events.iter().map(force).collect();
            assert_eq!(forces.len(), puzzle.matches('.').count());
            puzzles.push(
                json!({ "puzzle": puzzle, "solution": solution, "forces": forces, "choose": null }),
            );
        }
        let report = play(&dir, "solve", json!({ "puzzles": puzzles }));
        let report: Value = serde_json::from_str(&report[0]).unwrap();
        // Each puzzle in two languages, the solution known and not.
        let blanks: usize = puzzles
            .iter()
            .map(|p| p["forces"].as_array().unwrap().len())
            .sum();
        assert_eq!(report["hints"], 4 * blanks, "{report}");
        // A wrong digit before every seventh hint from the fourth, the solution known.
        let wrongs: usize = puzzles
            .iter()
            .map(|p| {
                2 * (0..p["forces"].as_array().unwrap().len())
                    .filter(|k| k % 7 == 3)
                    .count()
            })
            .sum();
        assert_eq!(report["wrongs"], wrongs, "{report}");
        check_samples(&report["samples"], &["single", "hidden", "wrong"]);
    }

    /// The hints take the steps the search that takes candidates away makes before it
    /// guesses: its forced digits and its eliminations (each named by its rule, its
    /// candidates then struck for the hints after it), in its order, then its guess.
    #[test]
    #[ignore = "web tier, run by `cargo xtask test-web`"]
    fn on_hard_puzzles_the_hints_reach_the_guess_mrv_makes() {
        if !tools_here(&[Tool::Node]) {
            return;
        }
        let dir = Fixtures::new("play-hints-hard");
        let mut puzzles = Vec::new();
        for (k, (puzzle, solution)) in norvig().iter().enumerate() {
            let trace = dir.path().join(format!("hard{k}.jsonl"));
            solve_traced(puzzle, "mrv+locked+tables", &trace, &[], 0);
            let events = events(&trace);
            // (A puzzle hidden singles and eliminations solve has no guess to reach.)
            let Some(first) = events.iter().position(|event| event["ev"] == "choose") else {
                continue;
            };
            let forces: Vec<Value> = events[..first]
                .iter()
                .map(|event| match event["ev"] == "eliminate" {
                    true => event.clone(),
                    false => force(event),
                })
                .collect();
            let choose = &events[first];
            let at = |key: &str| choose[key].as_u64().unwrap();
            puzzles.push(json!({
                "puzzle": puzzle,
                "solution": solution,
                "forces": forces,
                "choose": [(at("r") - 1) * 9 + at("c") - 1, at("n")],
            }));
        }
        assert!(puzzles.len() >= 8, "{}", puzzles.len());
        let eliminations: Vec<&str> = puzzles
            .iter()
            .flat_map(|p| p["forces"].as_array().unwrap())
            .filter_map(|step| step["rule"].as_str())
            .collect();
        let report = play(&dir, "solve", json!({ "puzzles": puzzles }));
        let report: Value = serde_json::from_str(&report[0]).unwrap();
        assert_eq!(report["guesses"], 4 * puzzles.len(), "{report}");
        assert!(report["hints"].as_u64().unwrap() > 0, "{report}");
        // The hints name each rule the searches eliminated by, in both languages.
        let mut rules = vec!["guess"];
        for rule in ["pointing", "claiming", "naked-pair", "hidden-pair"] {
            if eliminations.contains(&rule) {
                rules.push(rule);
            }
        }
        assert!(rules.len() >= 3, "{rules:?}");
        check_samples(&report["samples"], &rules);
    }

    #[test]
    #[ignore = "web tier, run by `cargo xtask test-web`"]
    fn on_random_boards_each_hint_is_the_rules_and_the_searchs_first_event_from_there() {
        if !tools_here(&[Tool::Node]) {
            return;
        }
        let dir = Fixtures::new("play-walks");
        let mut boards = norvig();
        boards.extend(generated(4, 9, &["--difficulty", "easy"]));
        let input = json!({
            "seed": 2024,
            "puzzles": boards
                .iter()
                .map(|(puzzle, solution)| json!({ "puzzle": puzzle, "solution": solution }))
                .collect::<Vec<_>>(),
        });
        let report = play(&dir, "walk", input);
        let report: Value = serde_json::from_str(&report[0]).unwrap();
        let every = [
            "wrong",
            "clash",
            "clash row",
            "clash col",
            "clash box",
            "dead",
            "single",
            "hidden",
            "pointing",
        ];
        // (Where no single is left, these boards nearly always hold a pattern that takes
        // candidates away: the guess is held to the search's on hard puzzles, above.)
        for rule in every {
            assert!(
                report["rules"][rule].as_u64().unwrap_or(0) > 0,
                "no {rule}: {}",
                report["rules"]
            );
        }
        // Fast enough to give on every key: well under a millisecond a hint.
        let mean = report["times"]["mean"].as_f64().unwrap();
        assert!(mean < 1.0, "{mean} ms a hint");
        // A few positions of each rule (no solution known), each held to the first event of
        // the search mrv+locked+tables from there: where no single is left, an elimination
        // it makes, or its guess where it makes none.
        let positions = report["positions"].as_array().unwrap();
        let trace = dir.path().join("first.jsonl");
        for rule in [
            "dead",
            "single",
            "hidden",
            "pointing",
            "claiming",
            "naked-pair",
            "hidden-pair",
            "guess",
        ] {
            let of_rule: Vec<&Value> = positions.iter().filter(|p| p["rule"] == rule).collect();
            let step = (of_rule.len() / 8).max(1);
            for position in of_rule.iter().step_by(step).take(8) {
                let board = position["board"].as_str().unwrap();
                let output = run(&[
                    "solve",
                    board,
                    "--solver",
                    "mrv+locked+tables",
                    "--max-events",
                    "1",
                    "--trace",
                    path_str(&trace),
                ]);
                assert!(trace.exists(), "{board}: {}", crate::util::stderr(&output));
                let first = &events(&trace)[0];
                let cell = position["cell"].as_u64().unwrap();
                let (r, c) = (cell / 9 + 1, cell % 9 + 1);
                let expected = match rule {
                    "dead" => json!({ "ev": "deadend", "r": r, "c": c }),
                    "single" => {
                        json!({ "ev": "force", "r": r, "c": c, "d": position["d"], "by": "cell" })
                    }
                    "hidden" => {
                        json!({ "ev": "force", "r": r, "c": c, "d": position["d"], "by": position["unit"] })
                    }
                    "pointing" | "claiming" | "naked-pair" | "hidden-pair" => {
                        position["line"].clone()
                    }
                    _ => {
                        let n = candidates(&digits(board), cell as usize).len();
                        json!({ "ev": "choose", "r": r, "c": c, "n": n })
                    }
                };
                assert_eq!(first, &expected, "{rule} on {board}");
                std::fs::remove_file(&trace).unwrap();
            }
        }
    }
}

//! Play's game on a `sudotrace play` page as a learner plays it in Chromium, clicking and
//! typing: on the bank's hard puzzle 27, a digit that clashes with nothing but is not
//! the solution's. Check names it as `sudotrace check --json` does, in English and in
//! Chinese; hints name it only once the learner asks to be shown mistakes; another
//! puzzle picked keeps the game, which comes back when the puzzle is picked again; the
//! line about the page and Watch follow the puzzle being played; a run from the board
//! names the digit as the cause of its "no solution", and does not draw it as a given.
//! A typed puzzle with several solutions is checked by the rules, and said so.

use std::path::{Path, PathBuf};

use serde_json::{Value, json};
use tempfile::TempDir;

use crate::player_game::game;
use crate::util::page_json;
use crate::util::{assert_code, path_str, run, run_in, stdout, trace_lines};

/// The bank's puzzle 27 (a hard one on the default page), by its place in the bank.
const PUZZLE_27: usize = 26;

/// The default `sudotrace play` page, in `lang`, written in `dir`.
fn play_page(dir: &Path, lang: &str) -> PathBuf {
    let name = format!("play-{lang}.html");
    let output = run_in(Some(dir), &["play", "-o", &name, "--lang", lang]);
    assert_code(&output, 0);
    dir.join(name)
}

/// The puzzle of the bank at `index`, and its solution as the page carries it, which
/// must be the one `sudotrace check` holds an answer to.
fn bank_puzzle(page: &Path, index: usize) -> (String, String) {
    let data: Value = page_json(page);
    let entry = &data["bank"][index];
    let puzzle = entry["puzzle"].as_str().unwrap().to_string();
    let verdict = check_json(&puzzle, &puzzle, "en");
    assert_eq!(verdict["solutions"], "one");
    assert_eq!(entry["solution"], verdict["solution"], "{puzzle}");
    (puzzle, entry["solution"].as_str().unwrap().to_string())
}

/// `sudotrace check --json puzzle answer --lang lang`.
fn check_json(puzzle: &str, answer: &str, lang: &str) -> Value {
    let output = run(&["check", "--json", puzzle, answer, "--lang", lang]);
    serde_json::from_str(stdout(&output).trim()).unwrap()
}

/// A blank of `puzzle` and a digit that clashes with none of its givens but is not the
/// `solution`'s there: r1c1 when it has one, the highest such digit (a 9 on puzzle 27).
fn wrong_digit(puzzle: &str, solution: &str) -> (usize, u8) {
    let cells: Vec<u8> = puzzle.bytes().collect();
    let peers = |i: usize, o: usize| {
        o != i && (o / 9 == i / 9 || o % 9 == i % 9 || (o / 27 == i / 27 && o % 9 / 3 == i % 9 / 3))
    };
    (0..81)
        .filter(|&i| cells[i] == b'.')
        .find_map(|i| {
            (1..=9u8)
                .rev()
                .find(|&d| {
                    d != solution.as_bytes()[i] - b'0'
                        && !(0..81).any(|o| peers(i, o) && cells[o] == b'0' + d)
                })
                .map(|d| (i, d))
        })
        .unwrap()
}

fn cell_name(i: usize) -> String {
    format!("r{}c{}", i / 9 + 1, i % 9 + 1)
}

/// The board `puzzle` with `digit` at cell `i`.
fn with_digit(puzzle: &str, i: usize, digit: u8) -> String {
    let mut board = puzzle.to_string();
    board.replace_range(i..i + 1, &digit.to_string());
    board
}

/// The messages of the problems of `verdict` that are not blanks, one after the other,
/// as the page lists them.
fn mistakes_said(verdict: &Value) -> String {
    verdict["problems"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|p| p["kind"] != "blank")
        .map(|p| p["message"].as_str().unwrap())
        .collect()
}

/// The tests that need node, Chromium or tmux: the web tier (`cargo xtask test-web`).
mod web {
    use super::*;
    use crate::util::{Tool, tools_here};

    #[test]
    #[ignore = "web tier, run by `cargo xtask test-web`"]
    fn a_wrong_digit_that_clashes_with_nothing_is_checked_hinted_kept_and_named_by_a_run() {
        if !tools_here(&[Tool::Browser]) {
            return;
        }
        let dir = TempDir::new().unwrap();
        let page = play_page(dir.path(), "en");
        let (puzzle, solution) = bank_puzzle(&page, PUZZLE_27);
        let data: Value = page_json(&page);
        assert_eq!(
            data["bank"][PUZZLE_27]["label"], "hard",
            "puzzle 27 of the default page"
        );
        let (i, digit) = wrong_digit(&puzzle, &solution);
        let board = with_digit(&puzzle, i, digit);
        let cell = format!("#board .cell >> nth={i}");
        let notes = game(
            &page,
            json!({ "hash": "#mode=play", "steps": [
                { "select": ["#play-puzzle", PUZZLE_27.to_string()] },
                { "click": cell },
                { "press": digit.to_string() },
                { "click": "#play-check" },
                { "text": "#play-say" },
                { "text": "#play-problems" },
                { "click": "#play-hint" },
                { "js": "window.sudotrace.hint()" },
                { "click": "#play-mistakes" },
                { "click": "#play-hint" },
                { "text": "#play-say" },
                { "text": "#about" },
                { "select": ["#play-puzzle", "0"] },
                { "text": "#play-say" },
                { "js": "window.sudotrace.puzzle()" },
                { "select": ["#play-puzzle", PUZZLE_27.to_string()] },
                { "text": "#play-say" },
                { "js": "window.sudotrace.board()" },
                { "click": "#mode-watch", "navigates": true },
                { "js": "window.sudotrace.mode()" },
                { "text": "#about" },
                { "click": "#mode-play" },
                { "js": "[window.sudotrace.mode(), window.sudotrace.board()]" },
                { "click": "#play-run", "navigates": true },
                { "text": "#run-say" },
                { "label": i },
                { "text": "#about" },
            ] }),
        );
        let text = |k: usize| notes[k]["text"].as_str().unwrap_or_default().to_string();
        let name = cell_name(i);
        // Check holds the board to the solution, as check --json does.
        let verdict = check_json(&puzzle, &board, "en");
        let wrong: Vec<&Value> = verdict["problems"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|p| p["kind"] != "blank")
            .collect();
        assert_eq!(wrong.len(), 1, "{verdict}");
        assert_eq!(wrong[0]["kind"], "wrong");
        assert_eq!(wrong[0]["cells"], json!([name]));
        assert_eq!(text(4), "Mistakes: 1");
        assert_eq!(text(5), mistakes_said(&verdict));
        assert!(
            text(5).starts_with(&format!("{name}: {digit} ")),
            "{}",
            text(5)
        );
        // Hints keep the mistake to themselves until asked to show it.
        assert_ne!(notes[7]["value"]["rule"], "wrong", "{}", notes[7]);
        let right = &solution[i..i + 1];
        assert!(
            text(10).starts_with(&format!("{name}: {digit} ")) && text(10).ends_with(right),
            "{}",
            text(10)
        );
        assert_eq!(text(11), format!("Playing puzzle 27 · {puzzle}"));
        // Another puzzle keeps the game, and picking puzzle 27 again brings it back.
        assert!(
            text(13).contains("puzzle 27") && text(13).contains("kept"),
            "{}",
            text(13)
        );
        assert_ne!(notes[14]["value"], puzzle.as_str());
        assert!(
            text(16).contains("Back to your game of puzzle 27"),
            "{}",
            text(16)
        );
        assert_eq!(notes[17]["value"], board.as_str());
        // Watch follows the puzzle being played: its search, said in the line about the page.
        assert_eq!(notes[19]["value"], "watch");
        assert!(
            text(20).contains(&puzzle)
                && text(20).ends_with("the puzzle being played, its search run in this page"),
            "{}",
            text(20)
        );
        assert_eq!(notes[22]["value"], json!(["play", board]));
        // A run from the board finds no solution and names the digit as the cause.
        assert!(text(26).contains("no solution"), "{}", text(26));
        assert!(
            text(24).contains(&format!("{digit} at {name}")),
            "{}",
            text(24)
        );
        assert!(
            text(25).contains("your digit, not the solution's"),
            "{}",
            text(25)
        );
    }

    #[test]
    #[ignore = "web tier, run by `cargo xtask test-web`"]
    fn in_chinese_check_names_the_wrong_digit_and_says_a_typed_puzzle_has_several_solutions() {
        if !tools_here(&[Tool::Browser]) {
            return;
        }
        let dir = TempDir::new().unwrap();
        let page = play_page(dir.path(), "zh-CN");
        let (puzzle, solution) = bank_puzzle(&page, PUZZLE_27);
        let (i, digit) = wrong_digit(&puzzle, &solution);
        let board = with_digit(&puzzle, i, digit);
        let empty = ".".repeat(81);
        let notes = game(
            &page,
            json!({ "hash": "#mode=play", "steps": [
                { "select": ["#play-puzzle", PUZZLE_27.to_string()] },
                { "click": format!("#board .cell >> nth={i}") },
                { "press": digit.to_string() },
                { "click": "#play-check" },
                { "text": "#play-problems" },
                { "js": format!("document.getElementById('play-own').value = '{empty}'") },
                { "click": "#play-own-form button" },
                { "click": "#play-check" },
                { "text": "#play-problems" },
                { "js": "window.sudotrace.check()" },
            ] }),
        );
        let text = |k: usize| notes[k]["text"].as_str().unwrap_or_default().to_string();
        let verdict = check_json(&puzzle, &board, "zh-CN");
        assert_eq!(text(4), mistakes_said(&verdict));
        assert!(
            text(4).starts_with(&format!("{}：{digit} ", cell_name(i))),
            "{}",
            text(4)
        );
        // What check says first of a puzzle with several solutions, in Chinese.
        let said = stdout(&run(&["check", &empty, &empty, "--lang", "zh-CN"]));
        let note = said.lines().next().unwrap();
        assert!(!note.is_ascii(), "{note}");
        assert_eq!(text(8), note);
        assert_eq!(notes[9]["value"], check_json(&empty, &empty, "zh-CN"));
    }

    /// A `play` page holds no search: turning to Watch runs the search of the first
    /// puzzle in the page, from mrv+hidden+tables's JavaScript listing, and plays the
    /// events `solve --trace` records of it.
    #[test]
    #[ignore = "web tier, run by `cargo xtask test-web`"]
    fn the_search_watch_plays_is_run_in_the_page_not_carried_by_it() {
        if !tools_here(&[Tool::Browser]) {
            return;
        }
        let dir = TempDir::new().unwrap();
        let page = play_page(dir.path(), "en");
        let data: Value = page_json(&page);
        assert_eq!(data["total"], 0, "no events on the page");
        assert_eq!(data["searchless"], true);
        let (puzzle, _) = bank_puzzle(&page, 0);
        let trace = dir.path().join("first.jsonl");
        let solver = data["solver"].as_str().unwrap();
        let args = ["solve", &puzzle, "--solver", solver, "--trace"];
        assert_code(&run(&[&args[..], &[path_str(&trace)]].concat()), 0);
        let events = trace_lines(&trace).len() - 2;
        let notes = game(
            &page,
            json!({ "hash": "#mode=play", "steps": [
                { "click": "#mode-watch", "navigates": true },
                { "js": "window.sudotrace.mode()" },
                { "js": "window.sudotrace.seek(1e9)" },
                { "text": "#about" },
            ] }),
        );
        assert_eq!(notes[1]["value"], "watch");
        assert_eq!(
            notes[2]["value"], events,
            "the search's events: {}",
            notes[2]
        );
        let about = notes[3]["text"].as_str().unwrap();
        assert!(
            about.contains(&puzzle) && about.ends_with("its search run in this page"),
            "{about}"
        );
    }
}

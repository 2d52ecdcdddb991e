//! `sudotrace play`, as its users meet it: the page written and the line that says so,
//! the same bytes every time, the bank the page deals (each puzzle with exactly one
//! solution, counted by sudotrace-learn, and labelled with the level `sudotrace rate`
//! gives it), puzzles read from a file, bad input refused in one line with nothing left
//! behind, and the page's size.

use std::fs;
use std::io::Write;
use std::path::Path;

use sudotrace_core::puzzle::parse::parse_puzzle_text;
use sudotrace_learn::generate::{Solutions, count_solutions};
use tempfile::TempDir;

use crate::util::{
    LEETCODE, assert_code, assert_user_error, data, json_lines, page_json, path_str, run, run_in,
    stderr, stdout, unsolvable,
};

/// The bank the page deals: each puzzle with its label.
fn bank(page: &Path) -> Vec<(String, String)> {
    page_json(page)["bank"]
        .as_array()
        .expect("the page has a bank")
        .iter()
        .map(|entry| {
            (
                entry["puzzle"].as_str().unwrap().to_string(),
                entry["label"].as_str().unwrap().to_string(),
            )
        })
        .collect()
}

/// Run `play` in `dir` with `args`, expecting `code`; gives stdout and stderr.
fn play(dir: &Path, args: &[&str], code: i32) -> (String, String) {
    let output = run_in(Some(dir), &[&["play"], args].concat());
    assert_code(&output, code);
    (stdout(&output), stderr(&output))
}

/// The names in `dir`, sorted.
fn names_in(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// Every puzzle of the bank has exactly one solution, by sudotrace-learn's counter.
fn assert_one_solution_each(bank: &[(String, String)]) {
    for (puzzle, _) in bank {
        let grid = parse_puzzle_text(puzzle).unwrap();
        assert!(
            matches!(count_solutions(&grid, 2), Solutions::One(_)),
            "{puzzle} has exactly one solution"
        );
    }
}

/// Each label is the level `sudotrace rate` gives its puzzle.
fn assert_labels_are_rates_levels(dir: &Path, bank: &[(String, String)]) {
    let file = dir.join("dealt.txt");
    let lines: Vec<&str> = bank.iter().map(|(puzzle, _)| puzzle.as_str()).collect();
    fs::write(&file, lines.join("\n") + "\n").unwrap();
    let output = run(&["rate", "--json", path_str(&file)]);
    assert_code(&output, 0);
    let rated = json_lines(&output);
    assert_eq!(rated.len(), bank.len());
    for ((puzzle, label), rated) in bank.iter().zip(&rated) {
        assert_eq!(rated["puzzle"], puzzle.as_str());
        assert_eq!(rated["solutions"], 1);
        assert_eq!(rated["level"], label.as_str(), "{puzzle}");
    }
    fs::remove_file(file).unwrap();
}

#[test]
fn the_default_page_deals_fifty_rated_puzzles_and_says_so() {
    let dir = TempDir::new().unwrap();
    let (out, err) = play(dir.path(), &["-o", "play.html"], 0);
    assert_eq!(err, "", "nothing on standard error");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 1, "{out}");
    let line = lines[0];
    assert!(
        line.starts_with("play.html: 50 puzzles (13 easy, 13 medium, 12 hard, 12 expert), ")
            && line.ends_with(" MB"),
        "{line}"
    );
    assert_eq!(names_in(dir.path()), ["play.html"], "nothing else is left");
    let page = dir.path().join("play.html");
    let html = fs::read_to_string(&page).unwrap();
    assert!(html.contains("<title>sudotrace: play</title>"));
    let data = page_json(&page);
    assert_eq!(data["mode"], "play", "the page opens in Play");
    assert_eq!(data["solver"], "mrv+hidden+tables");
    let bank = bank(&page);
    assert_eq!(bank.len(), 50);
    assert_eq!(data["puzzle"], bank[0].0, "it opens on the first puzzle");
    // No search is recorded for the page: its other modes run the search of the puzzle
    // being played in the page (player_mistakes.rs).
    assert_eq!(data["total"], 0, "no events");
    assert_eq!(data["searchless"], true);
    assert_eq!(data["questions"], serde_json::json!([]));
    // Easiest first, in equal shares.
    let order = ["easy", "medium", "hard", "expert"];
    let ranks: Vec<usize> = bank
        .iter()
        .map(|(_, label)| order.iter().position(|l| l == label).unwrap())
        .collect();
    assert!(ranks.is_sorted(), "{ranks:?}");
    assert_one_solution_each(&bank);
    assert_labels_are_rates_levels(dir.path(), &bank);
}

#[test]
fn the_same_command_writes_the_same_bytes_and_another_seed_another_bank() {
    let (one, two) = (TempDir::new().unwrap(), TempDir::new().unwrap());
    play(one.path(), &["-o", "play.html"], 0);
    play(two.path(), &["-o", "play.html"], 0);
    let first = fs::read(one.path().join("play.html")).unwrap();
    assert!(
        first == fs::read(two.path().join("play.html")).unwrap(),
        "the same command, the same bytes"
    );
    play(one.path(), &["-o", "seeded.html", "--seed", "37"], 0);
    assert!(
        first == fs::read(one.path().join("seeded.html")).unwrap(),
        "the default seed is 37, as the help says"
    );
    play(one.path(), &["-o", "threads.html", "--threads", "1"], 0);
    assert!(
        first == fs::read(one.path().join("threads.html")).unwrap(),
        "the page does not depend on the threads"
    );
    play(one.path(), &["-o", "other.html", "--seed", "7"], 0);
    let default = bank(&one.path().join("play.html"));
    let other = bank(&one.path().join("other.html"));
    assert_eq!(other.len(), 50);
    let shared = other.iter().filter(|p| default.contains(p)).count();
    assert_eq!(shared, 0, "another seed, other puzzles");
}

#[test]
fn a_level_deals_only_puzzles_of_that_level() {
    let dir = TempDir::new().unwrap();
    let (out, _) = play(
        dir.path(),
        &["--level", "easy", "--count", "12", "-o", "easy.html"],
        0,
    );
    assert!(
        out.starts_with("easy.html: 12 puzzles (12 easy), "),
        "{out}"
    );
    let easy = bank(&dir.path().join("easy.html"));
    assert_eq!(easy.len(), 12);
    assert!(easy.iter().all(|(_, label)| label == "easy"), "{easy:?}");
    assert_one_solution_each(&easy);
    assert_labels_are_rates_levels(dir.path(), &easy);
    let (out, _) = play(
        dir.path(),
        &["--level", "expert", "--count", "3", "-o", "expert.html"],
        0,
    );
    assert!(
        out.starts_with("expert.html: 3 puzzles (3 expert), "),
        "{out}"
    );
    let expert = bank(&dir.path().join("expert.html"));
    assert_labels_are_rates_levels(dir.path(), &expert);
}

#[test]
fn a_file_deals_its_puzzles_with_one_solution_and_names_the_lines_of_the_others() {
    let dir = TempDir::new().unwrap();
    let hardest = fs::read_to_string(data("norvig_hardest.txt")).unwrap();
    let hard = hardest.lines().nth(1).unwrap();
    // Line 2 keeps only the first row of the LeetCode puzzle: many solutions.
    let several = format!("{}{}", &LEETCODE[..9], ".".repeat(72));
    let file = dir.path().join("mine.txt");
    fs::write(
        &file,
        format!("{LEETCODE}\n{several}\n{}\n{hard}\n", unsolvable()),
    )
    .unwrap();
    let (out, err) = play(dir.path(), &["mine.txt", "-o", "mine.html"], 1);
    assert!(out.starts_with("mine.html: 2 puzzles ("), "{out}");
    let warnings: Vec<&str> = err.lines().collect();
    assert_eq!(
        warnings,
        [
            "warning: mine.txt: line 2: the puzzle has more than one solution; left out",
            "warning: mine.txt: line 3: the puzzle has no solution; left out",
        ]
    );
    let bank = bank(&dir.path().join("mine.html"));
    let puzzles: Vec<&str> = bank.iter().map(|(p, _)| p.as_str()).collect();
    assert_eq!(puzzles, [LEETCODE, hard], "the good ones, in their order");
    assert_labels_are_rates_levels(dir.path(), &bank);
    // --count caps how many are taken: the first good one, and nothing left out.
    let (out, err) = play(
        dir.path(),
        &["mine.txt", "--count", "1", "-o", "one.html"],
        0,
    );
    assert!(out.starts_with("one.html: 1 puzzle (1 easy), "), "{out}");
    assert_eq!(err, "");
    assert_eq!(bank_of(dir.path(), "one.html"), [LEETCODE]);
    // Names of puzzles built in, as every command reads them.
    play(
        dir.path(),
        &["leetcode37", "ai-escargot", "-o", "named.html"],
        0,
    );
    assert_eq!(bank_of(dir.path(), "named.html").len(), 2);
}

fn bank_of(dir: &Path, name: &str) -> Vec<String> {
    bank(&dir.join(name)).into_iter().map(|(p, _)| p).collect()
}

#[test]
fn the_page_and_its_line_speak_chinese() {
    let dir = TempDir::new().unwrap();
    let (out, _) = play(
        dir.path(),
        &["--count", "4", "--lang", "zh-CN", "-o", "play.html"],
        0,
    );
    assert!(
        out.starts_with("play.html：4 道题（简单 1，中等 1，困难 1，专家 1），"),
        "{out}"
    );
    let page = dir.path().join("play.html");
    let labels: Vec<String> = bank(&page).into_iter().map(|(_, l)| l).collect();
    assert_eq!(labels, ["简单", "中等", "困难", "专家"]);
    assert!(
        fs::read_to_string(&page)
            .unwrap()
            .contains("<title>sudotrace：玩数独</title>")
    );
    let file = dir.path().join("two.txt");
    fs::write(&file, format!("{LEETCODE}\n{}\n", unsolvable())).unwrap();
    let (_, err) = play(
        dir.path(),
        &["two.txt", "--lang", "zh-CN", "-o", "two.html"],
        1,
    );
    assert_eq!(err, "警告：two.txt：第 2 行：这道题无解，未收入\n");
}

#[test]
fn bad_input_is_refused_in_one_line_with_nothing_left_behind() {
    let dir = TempDir::new().unwrap();
    fs::write(dir.path().join("empty.txt"), "").unwrap();
    fs::write(dir.path().join("bad.txt"), format!("{}\n", unsolvable())).unwrap();
    let several = format!("{}{}", &LEETCODE[..9], ".".repeat(72));
    fs::write(
        dir.path().join("worse.txt"),
        format!("{several}\n{}\n", unsolvable()),
    )
    .unwrap();
    fs::write(dir.path().join("blocker"), "a file, not a folder").unwrap();
    let before = names_in(dir.path());
    let cases: [(&[&str], &str); 7] = [
        (
            &["missing.txt", "-o", "p.html"],
            "missing.txt: no such file",
        ),
        (&["--count", "0", "-o", "p.html"], "--count 0"),
        (&["--count", "10001", "-o", "p.html"], "at most 10,000"),
        (&["empty.txt", "-o", "p.html"], "empty.txt: no puzzle found"),
        (
            &["bad.txt", "-o", "p.html"],
            "bad.txt: line 1: the puzzle has no solution: no puzzle left to deal",
        ),
        (
            &["worse.txt", "-o", "p.html"],
            "none of the 2 puzzles read has exactly one solution",
        ),
        (&["--count", "2", "-o", "blocker/p.html"], "blocker/p.html"),
    ];
    for (args, says) in cases {
        let output = run_in(Some(dir.path()), &[&["play"], args].concat());
        let line = assert_user_error(&output);
        assert!(line.contains(says), "{args:?}: {line}");
        assert_eq!(names_in(dir.path()), before, "{args:?} leaves nothing");
    }
    // Options that apply to made puzzles only are refused beside a file, by clap.
    let output = run_in(
        Some(dir.path()),
        &["play", "bad.txt", "--level", "easy", "-o", "p.html"],
    );
    assert_code(&output, 2);
    assert_eq!(names_in(dir.path()), before);
}

#[test]
fn the_page_of_fifty_puzzles_is_at_most_84_kb_gzipped() {
    let dir = TempDir::new().unwrap();
    play(dir.path(), &["-o", "play.html"], 0);
    let html = fs::read(dir.path().join("play.html")).unwrap();
    let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
    gz.write_all(&html).unwrap();
    let gzipped = gz.finish().unwrap().len();
    assert!(
        gzipped <= 84 * 1024,
        "{gzipped} bytes gzipped ({} bytes as written)",
        html.len()
    );
}

#[test]
fn play_help() {
    let output = run(&["play", "--help"]);
    assert_code(&output, 0);
    let help = stdout(&output);
    for flag in [
        "--count",
        "--level",
        "--seed",
        "--title",
        "--theme",
        "--threads",
        "--lang",
        "Examples:",
        "Exit code",
    ] {
        assert!(help.contains(flag), "{flag}");
    }
    assert!(help.contains("[default: 50]") && help.contains("[default: 37]"));
    insta::assert_snapshot!("play_help", help);
    let output = run(&["--help"]);
    assert!(
        stdout(&output).contains("\n  play "),
        "the command list names play"
    );
}

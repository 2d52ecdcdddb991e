//! Acceptance of `generate`, `rate` and `check`: a thousand generated puzzles checked
//! by a slow solution counter written here (independent of the crate's), the golden
//! seed-to-puzzle strings, and one test per kind of mistake in an answer.

use std::path::PathBuf;

use serde_json::Value;

use crate::util::{LEETCODE, LEETCODE_SOLUTION, run_text, shared_puzzles};

// ---------------------------------------------------------------------------------
// The slow counter: plain arrays, candidates recomputed from scratch at every step,
// branching on the blank with the fewest candidates (so it is not exponentially slow
// on minimal puzzles), counting up to a limit.

fn parse_line(line: &str) -> [u8; 81] {
    assert_eq!(line.len(), 81, "{line}");
    let mut cells = [0u8; 81];
    for (i, ch) in line.chars().enumerate() {
        cells[i] = match ch {
            '.' | '0' => 0,
            '1'..='9' => ch as u8 - b'0',
            _ => panic!("bad character {ch:?} in {line}"),
        };
    }
    cells
}

fn fits(cells: &[u8; 81], at: usize, digit: u8) -> bool {
    let (r, c) = (at / 9, at % 9);
    let (br, bc) = (r / 3 * 3, c / 3 * 3);
    for i in 0..9 {
        if cells[r * 9 + i] == digit || cells[i * 9 + c] == digit {
            return false;
        }
        if cells[(br + i / 3) * 9 + bc + i % 3] == digit {
            return false;
        }
    }
    true
}

/// Solutions of `cells`, up to `limit`, the first of them kept in `first`.
fn slow_count(cells: &mut [u8; 81], limit: usize, first: &mut Option<[u8; 81]>) -> usize {
    let mut best: Option<(usize, Vec<u8>)> = None;
    for at in 0..81 {
        if cells[at] != 0 {
            continue;
        }
        let options: Vec<u8> = (1..=9).filter(|&d| fits(cells, at, d)).collect();
        if best.as_ref().is_none_or(|(_, b)| options.len() < b.len()) {
            let done = options.len() <= 1;
            best = Some((at, options));
            if done {
                break;
            }
        }
    }
    let Some((at, options)) = best else {
        if first.is_none() {
            *first = Some(*cells);
        }
        return 1;
    };
    let mut found = 0;
    for digit in options {
        cells[at] = digit;
        found += slow_count(cells, limit - found, first);
        cells[at] = 0;
        if found >= limit {
            break;
        }
    }
    found
}

/// The one solution of `line`, or a panic saying how many there are.
fn only_solution(line: &str) -> String {
    let mut cells = parse_line(line);
    let mut first = None;
    let count = slow_count(&mut cells, 2, &mut first);
    assert_eq!(count, 1, "{line} has {count} solutions (counted up to 2)");
    first.unwrap().iter().map(|d| (b'0' + d) as char).collect()
}

fn clues(line: &str) -> usize {
    line.chars().filter(|&ch| ch != '.').count()
}

fn is_symmetric(line: &str) -> bool {
    let bytes = line.as_bytes();
    (0..81).all(|i| (bytes[i] == b'.') == (bytes[80 - i] == b'.'))
}

#[test]
fn the_slow_counter_agrees_with_known_puzzles() {
    assert_eq!(only_solution(LEETCODE), LEETCODE_SOLUTION);
    let mut open = parse_line(&format!("{}{}", &LEETCODE[..9], ".".repeat(72)));
    assert_eq!(slow_count(&mut open, 2, &mut None), 2);
}

// ---------------------------------------------------------------------------------
// Generation.

/// Puzzles printed one a line by `generate ARGS`.
fn generate_lines(args: &[&str]) -> Vec<String> {
    let (code, stdout, stderr) = run_text(&[&["generate"], args].concat());
    assert_eq!(code, 0, "generate {args:?}: {stderr}");
    stdout.lines().map(str::to_string).collect()
}

#[test]
fn a_thousand_puzzles_have_one_solution_and_what_was_asked() {
    let mut checked = 0;
    // Minimal puzzles, five seeds: one solution, and no clue can go.
    for seed in ["1", "2", "3", "4", "5"] {
        let lines = generate_lines(&["--seed", seed, "--count", "100"]);
        assert_eq!(lines.len(), 100);
        for (i, line) in lines.iter().enumerate() {
            only_solution(line);
            if i < 4 {
                assert_minimal(line);
            }
            checked += 1;
        }
    }
    // Symmetric, minimal and with a clue count.
    for (args, clue_count) in [
        (vec!["--seed", "6", "--count", "100", "--symmetric"], None),
        (
            vec!["--seed", "7", "--count", "100", "--clues", "30"],
            Some(30),
        ),
        (
            vec![
                "--seed",
                "8",
                "--count",
                "100",
                "--clues",
                "27",
                "--symmetric",
            ],
            Some(27),
        ),
    ] {
        let symmetric = args.contains(&"--symmetric");
        for line in generate_lines(&args) {
            only_solution(&line);
            if let Some(n) = clue_count {
                assert_eq!(clues(&line), n, "{line}");
            }
            assert!(!symmetric || is_symmetric(&line), "not symmetric: {line}");
            checked += 1;
        }
    }
    // Each level, as JSON: the solution given is the one solution, the level is the one
    // asked for.
    for (level, seed, count) in [
        ("easy", "9", "40"),
        ("medium", "10", "40"),
        ("hard", "11", "40"),
        ("expert", "12", "40"),
        ("hard", "13", "20"),
        ("easy", "14", "20"),
    ] {
        let mut args = vec!["--seed", seed, "--count", count, "--difficulty", level];
        args.extend(["--format", "json"]);
        if seed == "13" || seed == "14" {
            args.push("--symmetric");
        }
        for line in generate_lines(&args) {
            let json: Value = serde_json::from_str(&line).unwrap();
            let puzzle = json["puzzle"].as_str().unwrap();
            assert_eq!(only_solution(puzzle), json["solution"].as_str().unwrap());
            assert_eq!(json["level"], level, "{line}");
            assert_eq!(json["clues"].as_u64().unwrap() as usize, clues(puzzle));
            if args.contains(&"--symmetric") {
                assert!(is_symmetric(puzzle), "not symmetric: {puzzle}");
            }
            checked += 1;
        }
    }
    assert_eq!(checked, 1000);
}

/// No single clue can be removed from `line` without a second solution.
fn assert_minimal(line: &str) {
    let cells = parse_line(line);
    for at in (0..81).filter(|&i| cells[i] != 0) {
        let mut fewer = cells;
        fewer[at] = 0;
        assert_eq!(
            slow_count(&mut fewer, 2, &mut None),
            2,
            "clue {at} of {line} can go"
        );
    }
}

#[test]
fn golden_puzzles_of_fixed_seeds() {
    assert_eq!(
        generate_lines(&["--seed", "2024", "--count", "3"]),
        GOLDEN_2024
    );
    assert_eq!(
        generate_lines(&[
            "--seed",
            "99",
            "--count",
            "2",
            "--symmetric",
            "--clues",
            "28"
        ]),
        GOLDEN_99_SYMMETRIC_28
    );
    assert_eq!(
        generate_lines(&["--seed", "7", "--difficulty", "expert"]),
        GOLDEN_7_EXPERT
    );
}

/// Recorded from a release build; the test runs a debug build, so it also shows that
/// optimisation does not change the puzzles.
const GOLDEN_2024: [&str; 3] = [
    "4......8..1....47...5..2.......9.1.....5.1.282..6....4..8..97.6.2..7....5...4....",
    "...71......2..9.......6.7.8..7...5...9....6...5...6429.75......31..4.........2.9.",
    "3..1.6.9.2.....3...9.....1...4.5..3....7..8.......25...3.6...7...2.4.9..7....8.4.",
];
const GOLDEN_99_SYMMETRIC_28: [&str; 2] = [
    "98.5..4.....4...8..2.8...6.35.2..8..7.......4..8..5.19.3...2.4..6...8.....9..3.51",
    "...6..2...24..19..3..7..14........89.76...52.84........97..2..1..13..67...2..4...",
];
const GOLDEN_7_EXPERT: [&str; 1] =
    ["9.6..4.1......19......3..4......9.5..27...6..6........5..1...9...1..84.54...93.8."];

#[test]
fn threads_do_not_change_the_output() {
    let one = generate_lines(&["--seed", "31", "--count", "40", "--threads", "1"]);
    let two = generate_lines(&["--seed", "31", "--count", "40", "--threads", "2"]);
    assert_eq!(one, two);
    // Puzzle i does not depend on how many come after it.
    let first = generate_lines(&["--seed", "31", "--count", "7"]);
    assert_eq!(first, one[..7]);
}

#[test]
fn without_a_seed_the_seed_is_told() {
    let (code, stdout, stderr) = run_text(&["generate"]);
    assert_eq!(code, 0, "{stderr}");
    let seed = stderr
        .lines()
        .find_map(|l| l.strip_prefix("seed: "))
        .expect("seed: N on standard error");
    let again = generate_lines(&["--seed", seed]);
    assert_eq!(stdout.lines().collect::<Vec<_>>(), again);
}

#[test]
fn formats_grid_and_json() {
    let line = generate_lines(&["--seed", "5"]).remove(0);
    let (code, grid, _) = run_text(&["generate", "--seed", "5", "--format", "grid"]);
    assert_eq!(code, 0);
    assert_eq!(grid.lines().count(), 12, "{grid}");
    let digits: String = grid
        .chars()
        .filter(|ch| ch.is_ascii_digit() || *ch == '.')
        .collect();
    assert_eq!(digits, line);
    let (code, json, _) = run_text(&["generate", "--seed", "5", "--format", "json"]);
    assert_eq!(code, 0);
    let json: Value = serde_json::from_str(json.trim()).unwrap();
    assert_eq!(json["puzzle"], line.as_str());
    assert_eq!(json["seed"], 5);
    assert_eq!(json["number"], 1);
    assert!(json["level"].is_string() && json["tries"].is_u64() && json["singles"].is_boolean());
}

#[test]
fn impossible_requests_are_refused_or_given_up() {
    let (code, stdout, stderr) = run_text(&["generate", "--clues", "16"]);
    assert_eq!(code, 2);
    assert!(stdout.is_empty());
    assert!(stderr.contains("fewer than 17 clues"), "{stderr}");
    let (code, _, stderr) = run_text(&["generate", "--clues", "82"]);
    assert_eq!(code, 2, "{stderr}");
    let (code, stdout, stderr) = run_text(&[
        "generate",
        "--seed",
        "1",
        "--count",
        "3",
        "--clues",
        "18",
        "--max-attempts",
        "3",
    ]);
    assert_eq!(code, 1);
    assert!(stdout.is_empty());
    assert!(
        stderr.contains("puzzle 1: gave up after 3 attempts: none came out with 18 clues (fewest clues reached: "),
        "{stderr}"
    );
    let (code, _, stderr) = run_text(&[
        "generate",
        "--seed",
        "1",
        "--clues",
        "40",
        "--difficulty",
        "expert",
        "--max-attempts",
        "2",
    ]);
    assert_eq!(code, 1);
    assert!(
        stderr.contains("none came out expert with 40 clues")
            && stderr.contains("levels seen: easy or medium 2"),
        "{stderr}"
    );
}

/// `generate --logic STEP` makes puzzles that `rate` finds need that step, each with
/// one solution; a step no level allows is refused, and one not reached is given up on
/// with the steps the attempts needed.
#[test]
fn generate_by_logic_makes_what_rate_finds() {
    for step in ["singles", "intersections", "pairs", "more"] {
        let lines = generate_lines(&["--seed", "5", "--count", "3", "--logic", step]);
        assert_eq!(lines.len(), 3);
        let mut args = vec!["rate", "--json"];
        args.extend(lines.iter().map(String::as_str));
        let (code, stdout, stderr) = run_text(&args);
        assert_eq!(code, 0, "{stderr}");
        assert_eq!(stdout.lines().count(), 3, "{stdout}");
        for line in stdout.lines() {
            let rated: Value = serde_json::from_str(line).unwrap();
            assert_eq!(rated["solutions"], 1, "{line}");
            assert_eq!(rated["logic"], step, "{line}");
        }
    }
    let (code, stdout, stderr) =
        run_text(&["generate", "--logic", "pairs", "--difficulty", "easy"]);
    assert_eq!(code, 2);
    assert!(stdout.is_empty());
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(
        stderr.contains("--logic pairs with --difficulty easy")
            && stderr.contains("ask for --difficulty hard or expert"),
        "{stderr}"
    );
    let (code, _, stderr) = run_text(&[
        "generate",
        "--seed",
        "5",
        "--logic",
        "intersections",
        "--max-attempts",
        "4",
    ]);
    assert_eq!(code, 1);
    assert!(
        stderr.contains("none came out minimal, needing pointing and claiming")
            && stderr.contains("logic seen: singles 2, pairs 2"),
        "{stderr}"
    );
}

// ---------------------------------------------------------------------------------
// Rating.

#[test]
fn rate_tells_levels_and_pipes_back_into_solve() {
    let easy = LEETCODE;
    let (code, stdout, _) = run_text(&["rate", easy]);
    assert_eq!(code, 0);
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines[0], "# puzzle\tlevel\ttries\tsingles\tclues\tlogic");
    let fields: Vec<&str> = lines[1].split('\t').collect();
    assert_eq!(fields[0], easy);
    assert_eq!(fields[1], "easy");
    assert_eq!(fields[3], "yes");
    assert_eq!(fields[4], "30");
    assert_eq!(fields[5], "singles");
    // Two solutions and none are told apart, with exit code 1.
    let open = format!("{}{}", &easy[..9], ".".repeat(72));
    let (code, stdout, _) = run_text(&["rate", "--json", &open]);
    assert_eq!(code, 1);
    let json: Value = serde_json::from_str(stdout.trim()).unwrap();
    assert_eq!(json["solutions"], 2);
    assert!(json["level"].is_null());
    // The output is a collection `solve` reads.
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("rated.tsv");
    let (_, rated, _) = run_text(&["rate", easy]);
    std::fs::write(&file, rated).unwrap();
    let (code, _, stderr) = run_text(&["solve", file.to_str().unwrap()]);
    assert_eq!(code, 0, "{stderr}");
}

#[test]
fn a_capped_rating_says_so() {
    let adversary =
        "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9";
    let (code, stdout, _) = run_text(&["rate", "--max-events", "100000", adversary]);
    assert_eq!(code, 0);
    let fields: Vec<&str> = stdout.lines().nth(1).unwrap().split('\t').collect();
    // Singles solve it; a limit below the thresholds makes the level a lower bound.
    assert_eq!(fields[1], "easy");
    assert_eq!(fields[3], "yes");
    assert!(fields[2].starts_with(">="), "{stdout}");
    let (_, stdout, _) = run_text(&["rate", adversary]);
    let fields: Vec<&str> = stdout.lines().nth(1).unwrap().split('\t').collect();
    assert_eq!(fields[1], "medium");
    assert!(fields[2].starts_with(">="), "{stdout}");
}

#[test]
fn kaggle_is_easy_and_forum_hardest_is_not() {
    let Some(dir) = shared_puzzles() else {
        return;
    };
    let sample = |name: &str, every: usize| -> String {
        let text = std::fs::read_to_string(dir.join(name)).unwrap();
        text.lines().step_by(every).collect::<Vec<_>>().join("\n")
    };
    let tmp = tempfile::tempdir().unwrap();
    let kaggle = tmp.path().join("kaggle.csv");
    std::fs::write(&kaggle, sample("kaggle_1m_first10k.csv", 50)).unwrap();
    let (code, stdout, stderr) = run_text(&["rate", "--json", kaggle.to_str().unwrap()]);
    assert_eq!(code, 0, "{stderr}");
    for line in stdout.lines() {
        let json: Value = serde_json::from_str(line).unwrap();
        assert_eq!(json["level"], "easy", "{line}");
    }
    let forum = tmp.path().join("forum.txt");
    std::fs::write(&forum, sample("forum_hardest_1106.txt", 25)).unwrap();
    let (code, stdout, stderr) = run_text(&["rate", "--json", forum.to_str().unwrap()]);
    assert_eq!(code, 0, "{stderr}");
    assert_eq!(stdout.lines().count(), 15);
    for line in stdout.lines() {
        let json: Value = serde_json::from_str(line).unwrap();
        assert!(
            json["level"] == "hard" || json["level"] == "expert",
            "{line}"
        );
    }
}

// ---------------------------------------------------------------------------------
// Checking answers.

fn with(answer: &str, changes: &[(usize, char)]) -> String {
    let mut cells: Vec<char> = answer.chars().collect();
    for &(at, ch) in changes {
        cells[at] = ch;
    }
    cells.into_iter().collect()
}

#[test]
fn check_a_correct_answer() {
    let (code, stdout, _) = run_text(&["check", LEETCODE, LEETCODE_SOLUTION]);
    assert_eq!(code, 0);
    assert_eq!(
        stdout,
        "correct: complete, every given kept, every row, column and box holds 1 to 9\n"
    );
}

#[test]
fn check_a_changed_given() {
    // r1c2 is the given 3; write 4 there (and 3 where 4 stood, r1c3, so rows stay whole).
    let answer = with(LEETCODE_SOLUTION, &[(1, '4'), (2, '3')]);
    let (code, stdout, _) = run_text(&["check", LEETCODE, &answer]);
    assert_eq!(code, 1);
    assert!(stdout.starts_with("wrong: 1 given changed, "), "{stdout}");
    assert!(
        stdout.contains("  r1c2: the given 3 was changed to 4\n"),
        "{stdout}"
    );
}

#[test]
fn check_a_duplicate_names_both_cells() {
    // r5c5 is 5 in the solution; writing 1 repeats the 1 of r5c9 in row 5.
    let answer = with(LEETCODE_SOLUTION, &[(40, '1')]);
    let (code, stdout, _) = run_text(&["check", LEETCODE, &answer]);
    assert_eq!(code, 1);
    assert!(
        stdout.contains("  row 5: 1 appears 2 times, in r5c5 and r5c9\n"),
        "{stdout}"
    );
    assert!(
        stdout.contains("  column 5: 1 appears 2 times, in r5c5 and r8c5\n"),
        "{stdout}"
    );
    assert!(
        stdout.contains("  box 5: 1 appears 2 times, in r4c6 and r5c5\n"),
        "{stdout}"
    );
    // The 1 is not the solution's 5 either.
    assert!(
        stdout.starts_with("wrong: 3 duplicates, 1 wrong digit\n"),
        "{stdout}"
    );
    assert!(
        stdout.contains("  r5c5: 1 is not the solution's digit\n"),
        "{stdout}"
    );
}

#[test]
fn check_blanks_and_an_erased_given() {
    let answer = with(LEETCODE_SOLUTION, &[(0, '.'), (2, '0'), (80, '.')]);
    let (code, stdout, _) = run_text(&["check", LEETCODE, &answer]);
    assert_eq!(code, 1);
    assert_eq!(
        stdout,
        "wrong: 2 givens changed, 1 blank\n  r1c1: the given 5 was erased\n  r9c9: the given 9 was erased\n  r1c3: blank\n"
    );
    // The puzzle itself as an answer: every blank is listed.
    let (code, stdout, _) = run_text(&["check", LEETCODE, LEETCODE]);
    assert_eq!(code, 1);
    assert!(stdout.starts_with("wrong: 51 blanks\n"), "{stdout}");
}

#[test]
fn check_json_lists_every_problem() {
    let answer = with(LEETCODE_SOLUTION, &[(40, '1'), (3, '.')]);
    let (code, stdout, _) = run_text(&["check", "--json", LEETCODE, &answer]);
    assert_eq!(code, 1);
    let json: Value = serde_json::from_str(stdout.trim()).unwrap();
    assert_eq!(json["correct"], false);
    let kinds: Vec<&str> = json["problems"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["kind"].as_str().unwrap())
        .collect();
    assert_eq!(
        kinds,
        ["duplicate", "duplicate", "duplicate", "wrong", "blank"]
    );
    assert_eq!(
        json["problems"][0]["cells"],
        serde_json::json!(["r5c5", "r5c9"])
    );
    assert_eq!(json["problems"][0]["unit"], "row");
    assert_eq!(json["problems"][0]["unit_number"], 5);
    assert_eq!(json["problems"][3]["cells"], serde_json::json!(["r5c5"]));
    assert_eq!(json["problems"][3]["found"], 1);
    assert_eq!(json["problems"][4]["cells"], serde_json::json!(["r1c4"]));
    assert_eq!(json["solutions"], "one");
    assert_eq!(json["solution"], LEETCODE_SOLUTION);
}

/// The LeetCode puzzle with a learner's 1 at r1c3, where the solution has 4: it clashes
/// with no digit of row 1, column 3 or box 1.
fn leetcode_with_a_wrong_one() -> String {
    with(LEETCODE, &[(2, '1')])
}

#[test]
fn check_names_a_wrong_digit_that_clashes_with_nothing() {
    let answer = leetcode_with_a_wrong_one();
    let (code, stdout, _) = run_text(&["check", LEETCODE, &answer]);
    assert_eq!(code, 1);
    assert!(
        stdout.starts_with(
            "wrong: 1 wrong digit, 50 blanks\n  r1c3: 1 is not the solution's digit\n"
        ),
        "{stdout}"
    );
    for lang in ["en", "zh-CN"] {
        let (code, stdout, _) = run_text(&["check", "--json", LEETCODE, &answer, "--lang", lang]);
        assert_eq!(code, 1);
        let json: Value = serde_json::from_str(stdout.trim()).unwrap();
        let wrong = &json["problems"][0];
        assert_eq!(wrong["kind"], "wrong", "{json}");
        assert_eq!(wrong["cells"], serde_json::json!(["r1c3"]));
        assert_eq!(
            (wrong["digit"].as_u64(), wrong["found"].as_u64()),
            (Some(4), Some(1))
        );
        let message = wrong["message"].as_str().unwrap();
        let expected = if lang == "en" {
            "r1c3: 1 is not the solution's digit"
        } else {
            "r1c3：1 与答案不符"
        };
        assert_eq!(message, expected);
    }
    let (_, stdout, _) = run_text(&["check", LEETCODE, &answer, "--lang", "zh-CN"]);
    assert!(stdout.starts_with("错误：1 个数字填错，"), "{stdout}");
}

/// The LeetCode solution with its digits 1 and 2 swapped everywhere: another full grid
/// that keeps the rules.
fn relabelled_solution() -> String {
    LEETCODE_SOLUTION
        .chars()
        .map(|ch| match ch {
            '1' => '2',
            '2' => '1',
            other => other,
        })
        .collect()
}

#[test]
fn check_says_when_the_puzzle_has_no_solution_or_several() {
    // The empty grid has many: an answer keeping the rules is correct, and said so.
    let empty = ".".repeat(81);
    let (code, stdout, _) = run_text(&["check", &empty, LEETCODE_SOLUTION]);
    assert_eq!(code, 0, "{stdout}");
    let lines: Vec<&str> = stdout.lines().collect();
    assert!(
        lines[0].starts_with("the puzzle has more than one solution"),
        "{stdout}"
    );
    assert!(lines[1].starts_with("correct"), "{stdout}");
    let (_, stdout, _) = run_text(&["check", "--json", &empty, LEETCODE_SOLUTION]);
    let json: Value = serde_json::from_str(stdout.trim()).unwrap();
    assert_eq!(
        (&json["solutions"], &json["solution"]),
        (&Value::from("several"), &Value::Null)
    );
    // Given a solution, each digit is held to it: every 1 and 2 of the other grid is wrong.
    let (code, stdout, _) = run_text(&[
        "check",
        "--json",
        &empty,
        &relabelled_solution(),
        "--solution",
        LEETCODE_SOLUTION,
    ]);
    assert_eq!(code, 1);
    let json: Value = serde_json::from_str(stdout.trim()).unwrap();
    assert_eq!(json["solutions"], "several");
    assert_eq!(json["solution"], LEETCODE_SOLUTION);
    let problems = json["problems"].as_array().unwrap();
    assert_eq!(problems.len(), 18, "{json}");
    assert!(problems.iter().all(|p| p["kind"] == "wrong"), "{json}");
    // A wrong given that clashes with nothing leaves the puzzle no solution.
    let unsolvable = leetcode_with_a_wrong_one();
    let (code, stdout, _) = run_text(&["check", &unsolvable, &unsolvable]);
    assert_eq!(code, 1);
    assert!(
        stdout.starts_with(
            "the puzzle has no solution: no answer to it can be right\nwrong: 50 blanks\n"
        ),
        "{stdout}"
    );
    let (_, stdout, _) = run_text(&["check", "--json", &unsolvable, &unsolvable]);
    let json: Value = serde_json::from_str(stdout.trim()).unwrap();
    assert_eq!(
        (&json["solutions"], &json["solution"]),
        (&Value::from("none"), &Value::Null)
    );
    let (_, stdout, _) = run_text(&["check", &unsolvable, &unsolvable, "--lang", "zh-CN"]);
    assert!(stdout.starts_with("这道题无解"), "{stdout}");
}

#[test]
fn check_refuses_a_solution_that_does_not_solve_the_puzzle() {
    let (code, stdout, stderr) = run_text(&[
        "check",
        LEETCODE,
        LEETCODE,
        "--solution",
        &relabelled_solution(),
    ]);
    assert_eq!(code, 2);
    assert!(stdout.is_empty());
    assert_eq!(
        stderr.lines().filter(|l| !l.trim().is_empty()).count(),
        1,
        "one line: {stderr}"
    );
    // The first given holding 1 or 2 in reading order is r2c4's 1 (row 2 is 6..195...).
    assert!(
        stderr.contains(
            "the solution: it is not a solution of the puzzle: r2c4: the given 1 was changed to 2"
        ),
        "{stderr}"
    );
    let (code, _, stderr) = run_text(&[
        "check",
        LEETCODE,
        LEETCODE,
        "--solution",
        &LEETCODE_SOLUTION[..80],
    ]);
    assert_eq!(code, 2);
    assert!(stderr.contains("the solution"), "{stderr}");
    assert!(
        stderr.contains("found 80 cells, a puzzle needs 81"),
        "{stderr}"
    );
    let (code, _, stderr) = run_text(&["check", LEETCODE, "-", "--solution", "-"]);
    assert_eq!(code, 2);
    assert!(
        stderr.contains("only one of the puzzle, the answer and the solution"),
        "{stderr}"
    );
}

#[test]
fn check_reads_any_form_and_refuses_what_is_not_a_grid() {
    let dir = tempfile::tempdir().unwrap();
    let drawn = dir.path().join("answer.txt");
    let pretty: String = LEETCODE_SOLUTION
        .as_bytes()
        .chunks(9)
        .map(|row| {
            let row = std::str::from_utf8(row).unwrap();
            format!("{} | {} | {}\n", &row[..3], &row[3..6], &row[6..])
        })
        .collect();
    std::fs::write(&drawn, pretty).unwrap();
    let (code, _, stderr) = run_text(&["check", LEETCODE, drawn.to_str().unwrap()]);
    assert_eq!(code, 0, "{stderr}");
    let (code, stdout, stderr) = run_text(&["check", LEETCODE, &LEETCODE_SOLUTION[..80]]);
    assert_eq!(code, 2);
    assert!(stdout.is_empty());
    assert!(
        stderr.contains("the answer: found 80 cells, a puzzle needs 81"),
        "{stderr}"
    );
    let (code, _, stderr) = run_text(&["check", LEETCODE, &with(LEETCODE_SOLUTION, &[(5, 'x')])]);
    assert_eq!(code, 2);
    assert!(stderr.contains("unexpected character 'x'"), "{stderr}");
    let clashing = with(LEETCODE, &[(2, '5')]);
    let (code, _, stderr) = run_text(&["check", &clashing, LEETCODE_SOLUTION]);
    assert_eq!(code, 2);
    assert!(
        stderr.contains("the puzzle: line 1: r1c1 and r1c3 both hold 5"),
        "{stderr}"
    );
    let (code, _, stderr) = run_text(&["check", "-", "-"]);
    assert_eq!(code, 2, "{stderr}");
}

#[test]
fn every_shared_solution_passes_check() {
    let Some(dir) = shared_puzzles() else {
        return;
    };
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir.join("solutions"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "csv"))
        .collect();
    files.sort();
    assert!(!files.is_empty());
    let mut passed = 0;
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap();
        // The binary checks the first three of each file, the library all of them.
        for (i, line) in text.lines().filter(|l| !l.trim().is_empty()).enumerate() {
            let (puzzle, answer) = line.split_once(',').unwrap();
            let grid = |s: &str| sudotrace_core::puzzle::parse::parse_puzzle_text(s).unwrap();
            let problems = sudotrace_learn::answer::find_mistakes(&grid(puzzle), &grid(answer));
            assert!(
                problems.is_empty(),
                "{}: {line}: {problems:?}",
                file.display()
            );
            if i < 3 {
                let (code, stdout, stderr) = run_text(&["check", puzzle, answer]);
                assert_eq!(code, 0, "{}: {line}: {stdout}{stderr}", file.display());
            }
            passed += 1;
        }
    }
    assert_eq!(passed, 1465 + 15 + 11 + 95 + 20);
}

#[test]
fn every_generate_format_reads_back_into_solve_and_rate() {
    let dir = tempfile::tempdir().unwrap();
    let (code, lines, _) = run_text(&["generate", "--seed", "7", "-n", "3"]);
    assert_eq!(code, 0);
    let expected: Vec<&str> = lines.lines().collect();
    for format in ["line", "grid", "json"] {
        let (code, text, err) =
            run_text(&["generate", "--seed", "7", "-n", "3", "--format", format]);
        assert_eq!(code, 0, "{err}");
        let path = dir.path().join(format!("{format}.txt"));
        std::fs::write(&path, text).unwrap();
        let path = path.to_str().unwrap();
        let (code, out, err) = run_text(&["solve", path, "--json"]);
        assert_eq!(code, 0, "--format {format}: {err}");
        let puzzles: Vec<String> = out
            .lines()
            .map(|l| {
                serde_json::from_str::<Value>(l).unwrap()["puzzle"]
                    .as_str()
                    .unwrap()
                    .to_string()
            })
            .collect();
        assert_eq!(
            puzzles, expected,
            "--format {format} reads back as the same puzzles"
        );
        let (code, out, err) = run_text(&["rate", path]);
        assert_eq!(code, 0, "{err}");
        assert_eq!(out.lines().count(), 1 + 3, "a header and a line a puzzle");
    }
}

#[test]
fn counts_that_mean_nothing_at_zero_are_refused() {
    for args in [
        &["generate", "--threads", "0"][..],
        &["generate", "--max-attempts", "0", "--clues", "22"],
        &["rate", "--threads", "0", LEETCODE],
    ] {
        let (code, out, err) = run_text(args);
        assert_eq!(code, 2, "{args:?}");
        assert!(
            out.is_empty() && err.contains("0 is not in 1.."),
            "{args:?}: {err}"
        );
    }
}

//! `diagnose`, `rate`, `check` and `generate` in Chinese, as a student or a teacher in
//! China reads them: every kind of finding in Chinese words (from the student solvers'
//! real traces and hand-spoiled ones), every reason an event cannot happen, every shape
//! of a departure, and the commands' text output (insta snapshots a translator can
//! review); `--json` keeps its names and kinds in English; a Chinese locale gives the
//! same words as `--lang zh-CN`; and no English word is left but cell names, solver and
//! strategy names, numbers, puzzles, file names, the commands it advises and the name
//! of the check students write and of its loop's index (`isValid`, cell `i`).

use std::collections::BTreeMap;
use std::path::Path;

use insta::assert_snapshot;
use serde_json::Value;
use sudotrace_core::events::event::{Event, Reason};
use sudotrace_core::events::replay::{Holding, Impossibility, ImpossibleEvent};
use sudotrace_core::lang::Lang;
use sudotrace_core::puzzle::grid::{Cell, Unit};
use sudotrace_core::search::{ClashOrder, Strategy};
use sudotrace_core::trace::{CutShort, Location};
use sudotrace_learn::diagnose::{Departure, Difference};
use tempfile::TempDir;

use crate::diagnose::student_trace_of;
use crate::util::{
    LEETCODE, LEETCODE_SOLUTION, assert_code, in_locale, path_str, require_program, run, run_in,
    solve_traced, stderr, stdout, trace_lines,
};

/// A puzzle (from the Kaggle set) where a row-by-row search that checks the column
/// before the row makes the built-in search's first 31 events (as in tests/cli/marking.rs).
const RESEMBLING: &str =
    "1....5..738.9.....6.....48.82...1.75.4.76..2..69..2..1..5.39..4....2.1......46352";

/// Every kind of finding `diagnose --json` names.
const KINDS: [&str; 13] = [
    "impossible",
    "malformed",
    "after-end",
    "departs",
    "conflict-without-try",
    "place-without-try",
    "try-unanswered",
    "tried-twice",
    "blanks-left",
    "no-end",
    "end-solution",
    "end-counts",
    "gave-up",
];

/// The cell in row `r`, column `c`, counted from 1.
fn cell(r: u8, c: u8) -> Cell {
    Cell::from_rc(r, c).unwrap()
}

/// Whether a run of ASCII letters, digits and signs in Chinese text is one that stays as
/// it is: a cell name, a solver's or strategy's name, a number, a puzzle, a file name,
/// the command `diagnose` advises, the name of the check the LeetCode solutions write
/// and of its loop's index (`isValid`, cell `i`), an option and its values as typed
/// (`--difficulty hard`), an author's name, or the `error:` before a refusal (exit code
/// 2), English in every language as clap's own are.
fn may_stay(token: &str) -> bool {
    let token = token.trim_matches(|c: char| "\"'[](),.:;".contains(c));
    let bytes = token.as_bytes();
    let is_cell = bytes.len() == 4
        && bytes[0] == b'r'
        && bytes[2] == b'c'
        && (b'1'..=b'9').contains(&bytes[1])
        && (b'1'..=b'9').contains(&bytes[3]);
    let strategy_parts = [
        "naive", "tables", "mrv", "singles", "hidden", "rows", "columns", "colfirst", "leetcode",
    ];
    is_cell
        || !token.chars().any(|c| c.is_ascii_alphabetic())
        || token.split('+').all(|part| strategy_parts.contains(&part))
        || [".jsonl", ".txt", ".sdt"]
            .iter()
            .any(|ext| token.ends_with(ext))
        || ["sudotrace", "show", "--at", "isValid", "i"].contains(&token)
        || token.starts_with("--")
        || ["easy", "medium", "hard", "expert", "intersections", "pairs"].contains(&token)
        || ["McGuire", "GIF", "gif", "PNG", "png", "N", "UTF-8"].contains(&token)
        // A lesson's keys and values, as its file writes them.
        || ["at", "note", "moment", "conflict:box", "dead-end", "backtrack:1", "toml"].contains(&token)
        || token == "error"
}

/// `text` without what another reader says in its own words: the line a trace reader
/// could not read (`无法读作事件（…）`, `结束记录之后还有内容（…）`) and a file's error
/// (`无法读取：…`), which stay as the reader says them.
fn without_readers_words(text: &str) -> String {
    let mut out = String::new();
    for line in text.lines() {
        let mut line = line.to_string();
        for opening in ["无法读作事件（", "结束记录之后还有内容（"] {
            while let Some(start) = line.find(opening) {
                let from = start + opening.len();
                let end = line[from..].find('）').map_or(line.len(), |i| from + i);
                line.replace_range(start..end, "");
            }
        }
        if let Some(start) = line.find("无法读取：") {
            line.truncate(start);
        }
        out += &line;
        out.push('\n');
    }
    out
}

/// No English word is left in `text`, Chinese words.
fn assert_no_english(text: &str) {
    let text = without_readers_words(text);
    for token in text
        .split(|c: char| !c.is_ascii() || c.is_ascii_whitespace())
        .filter(|token| !token.is_empty())
    {
        assert!(may_stay(token), "English left: {token:?} in\n{text}");
    }
}

/// `diagnose --json` of the trace at `path` with `args`, its exit code checked.
fn diagnose_json(path: &Path, args: &[&str], code: i32) -> Value {
    let output = run(&[&["diagnose", path_str(path), "--json"][..], args].concat());
    assert_code(&output, code);
    serde_json::from_str(stdout(&output).trim()).unwrap()
}

/// sudotrace's own naive search of LeetCode 37 written to `dir`/`name`, its lines
/// spoiled by `spoil` (line 0 is the header, line N event N, the last the end record).
fn spoiled(dir: &Path, name: &str, spoil: impl FnOnce(&mut Vec<String>)) -> String {
    let good = dir.join("good.jsonl");
    if !good.exists() {
        solve_traced(LEETCODE, "naive", &good, &[], 0);
    }
    let mut lines = trace_lines(&good);
    spoil(&mut lines);
    std::fs::write(dir.join(name), lines.join("\n") + "\n").unwrap();
    name.to_string()
}

/// A trace of a few lines of JSON Lines, written to `dir`/`name`: a header naming
/// `solver` on LeetCode 37, then `events`.
fn written(dir: &Path, name: &str, solver: &str, events: &[&str]) -> String {
    let header = format!(r#"{{"sudotrace":1,"puzzle":"{LEETCODE}","solver":"{solver}"}}"#);
    let lines: Vec<&str> = std::iter::once(header.as_str())
        .chain(events.iter().copied())
        .collect();
    std::fs::write(dir.join(name), lines.join("\n") + "\n").unwrap();
    name.to_string()
}

/// The student solver of tests/solvers in Python with `bug` on `puzzle`, its trace
/// written to `dir`/`name`.
fn student(dir: &Path, puzzle: &str, bug: &str, name: &str) -> String {
    student_trace_of("python3", puzzle, bug, &dir.join(name));
    name.to_string()
}

/// The traces of every kind of finding, in `dir`: the student solvers' bugs, and
/// sudotrace's own search spoiled by hand.
fn traces_with_findings(dir: &Path) -> Vec<String> {
    let mut names = Vec::new();
    for bug in [
        "string-compare",
        "box-slice",
        "stale-tables",
        "give-up",
        "backtrack-next",
        "no-col",
        "self-clash",
        "counter",
        "no-nine",
    ] {
        names.push(student(dir, LEETCODE, bug, &format!("{bug}.jsonl")));
    }
    // Events 3 and 4, a try and its conflict, said three times: the first of two.
    names.push(spoiled(dir, "twice.jsonl", |lines| {
        let pair = lines[3..5].to_vec();
        lines.splice(5..5, pair.iter().chain(&pair).cloned());
    }));
    // The try before event 4's conflict gone.
    names.push(spoiled(dir, "orphan-conflict.jsonl", |lines| {
        lines.remove(3);
    }));
    // The first try gone: a placement is the first event.
    names.push(spoiled(dir, "orphan-place.jsonl", |lines| {
        lines.remove(1);
    }));
    // The conflict after event 3's try gone: another try follows it.
    names.push(spoiled(dir, "unanswered.jsonl", |lines| {
        lines.remove(4);
    }));
    // An end record that counts two tries fewer.
    names.push(spoiled(dir, "counts.jsonl", |lines| {
        let end = lines.last_mut().unwrap();
        *end = end.replace("\"tries\":37652", "\"tries\":37650");
    }));
    // No end record.
    names.push(spoiled(dir, "cut.jsonl", |lines| {
        lines.pop();
    }));
    // Solved, says the end record, with the last 200 events gone.
    names.push(spoiled(dir, "skipped.jsonl", |lines| {
        let end = lines.len() - 1;
        lines.drain(end - 200..end);
    }));
    // Solved, with the last digit erased again.
    names.push(spoiled(dir, "erased.jsonl", |lines| {
        let end = lines.pop().unwrap();
        lines.push(r#"{"ev":"backtrack","r":9,"c":7,"d":1}"#.into());
        lines.push(end);
    }));
    // An end record whose solution is not the board: another grid, its 1s and 2s
    // swapped.
    names.push(spoiled(dir, "solution.jsonl", |lines| {
        let end = lines.last_mut().unwrap();
        *end = end.replace(LEETCODE_SOLUTION, &another_solution());
    }));
    // A line after the end record.
    names.push(spoiled(dir, "trailing.jsonl", |lines| {
        lines.push("thank you for marking".into());
    }));
    // A conflict as the first event, answering no try (r1c3's 5 clashes with the given
    // 5 at r1c1).
    names.push(written(
        dir,
        "first-conflict.jsonl",
        "naive",
        &[
            r#"{"ev":"conflict","r":1,"c":3,"d":5,"unit":"row","with":[1,1]}"#,
            r#"{"ev":"end","result":"unsolvable","solution":null}"#,
        ],
    ));
    names
}

/// One of every reason an event cannot happen, with an event it refuses.
fn every_refusal() -> Vec<ImpossibleEvent> {
    let (a, b) = (cell(1, 3), cell(1, 1));
    let refused = |event: Event, why: Impossibility| ImpossibleEvent { event, why };
    let try_ = Event::Try { cell: a, digit: 5 };
    let place = Event::Place { cell: a, digit: 5 };
    let clash = |unit: Unit| Event::Conflict {
        cell: a,
        digit: 5,
        unit,
        with: b,
    };
    let force = |reason: Reason| Event::Force {
        cell: a,
        digit: 4,
        reason,
    };
    vec![
        refused(
            try_,
            Impossibility::Holds {
                cell: a,
                holding: Holding::Placed(1),
            },
        ),
        refused(
            Event::Backtrack { cell: a, digit: 2 },
            Impossibility::Holds {
                cell: a,
                holding: Holding::Empty,
            },
        ),
        refused(
            try_,
            Impossibility::Holds {
                cell: a,
                holding: Holding::Given(7),
            },
        ),
        refused(
            place,
            Impossibility::AlreadyFilled {
                cell: a,
                holding: Holding::Placed(1),
            },
        ),
        refused(
            place,
            Impossibility::AlreadyFilled {
                cell: a,
                holding: Holding::Given(7),
            },
        ),
        refused(
            place,
            Impossibility::AlreadyFilled {
                cell: a,
                holding: Holding::Empty,
            },
        ),
        refused(
            Event::Choose {
                cell: a,
                candidates: 2,
            },
            Impossibility::Candidates { cell: a, has: 3 },
        ),
        refused(
            Event::Choose {
                cell: a,
                candidates: 2,
            },
            Impossibility::Candidates { cell: a, has: 1 },
        ),
        refused(
            Event::DeadEnd { cell: a },
            Impossibility::StillHasCandidates { cell: a, has: 2 },
        ),
        refused(
            Event::Unforce { cell: a, digit: 4 },
            Impossibility::NotForced { cell: a },
        ),
        refused(
            Event::Conflict {
                cell: a,
                digit: 5,
                unit: Unit::Row,
                with: a,
            },
            Impossibility::WithItself { cell: a },
        ),
        refused(
            clash(Unit::Box),
            Impossibility::NotInUnit {
                cell: a,
                unit: Unit::Box,
                with: cell(5, 5),
            },
        ),
        refused(
            clash(Unit::Row),
            Impossibility::DoesNotHold {
                with: b,
                holding: Holding::Empty,
                digit: 5,
            },
        ),
        refused(
            clash(Unit::Row),
            Impossibility::DoesNotHold {
                with: b,
                holding: Holding::Placed(4),
                digit: 5,
            },
        ),
        refused(
            clash(Unit::Col),
            Impossibility::DoesNotHold {
                with: b,
                holding: Holding::Given(3),
                digit: 5,
            },
        ),
        refused(
            place,
            Impossibility::InUnit {
                holder: b,
                digit: 5,
                unit: Unit::Row,
            },
        ),
        refused(
            Event::Backtrack { cell: a, digit: 4 },
            Impossibility::ForcedBacktracked { cell: a, digit: 4 },
        ),
        refused(
            Event::Backtrack { cell: a, digit: 4 },
            Impossibility::Empty { cell: a },
        ),
        refused(
            Event::Backtrack { cell: b, digit: 5 },
            Impossibility::GivenErased {
                cell: b,
                holding: Holding::Given(5),
            },
        ),
        refused(
            force(Reason::OnlyDigit),
            Impossibility::NotOnlyDigit {
                cell: a,
                has: 3,
                digit: 4,
            },
        ),
        refused(
            force(Reason::OnlyPlace(Unit::Col)),
            Impossibility::NotOnlyPlace {
                other: cell(4, 3),
                unit: Unit::Col,
                digit: 4,
            },
        ),
    ]
}

#[test]
fn every_reason_an_event_cannot_happen_has_chinese_words() {
    let mut out = String::new();
    for refused in every_refusal() {
        // Display stays English: error messages and the English output read it.
        assert_eq!(refused.to_string(), refused.words(Lang::En));
        assert_eq!(refused.why.to_string(), refused.why.words(Lang::En));
        let words = refused.words(Lang::ZhCn);
        assert_ne!(words, refused.words(Lang::En));
        assert_no_english(&words);
        out += &format!("{words}\n");
    }
    // Where a trace stops: at an event that cannot happen, at a line that is no event,
    // or at the end of the file.
    let stops = [
        CutShort {
            at: Location::Line(6),
            expected: None,
            refused: every_refusal().into_iter().nth(3),
            unread: None,
        },
        CutShort {
            at: Location::Line(40),
            expected: None,
            refused: None,
            unread: None,
        },
        CutShort {
            at: Location::Byte(1024),
            expected: Some("a record".into()),
            refused: None,
            unread: None,
        },
    ];
    for cut in stops {
        assert_eq!(cut.to_string(), cut.words(Lang::En));
        out += &format!("{}\n", cut.words(Lang::ZhCn));
    }
    assert_snapshot!(out);
}

#[test]
fn every_shape_of_a_departure_has_chinese_words() {
    let naive = Strategy::from_name("naive").unwrap();
    let mrv = Strategy::from_name("mrv+singles+tables").unwrap();
    let (a, b) = (cell(1, 3), cell(1, 4));
    let try_ = |cell: Cell, digit: u8| Event::Try { cell, digit };
    let departure =
        |strategy: Strategy, did: Option<Event>, would: Option<Event>, how: Difference| Departure {
            strategy,
            number: 22,
            at: Some(Location::Line(23)),
            did,
            would,
            how,
        };
    let every_would = [
        try_(a, 6),
        Event::Conflict {
            cell: a,
            digit: 6,
            unit: Unit::Col,
            with: cell(3, 3),
        },
        Event::Place { cell: a, digit: 6 },
        Event::Backtrack { cell: a, digit: 6 },
        Event::Choose {
            cell: a,
            candidates: 2,
        },
        Event::Force {
            cell: a,
            digit: 6,
            reason: Reason::OnlyDigit,
        },
        Event::DeadEnd { cell: a },
        Event::Unforce { cell: a, digit: 6 },
    ];
    let mut departures: Vec<Departure> = every_would
        .into_iter()
        .map(|would| departure(mrv, Some(try_(b, 1)), Some(would), Difference::Other))
        .collect();
    departures.extend([
        departure(naive, Some(try_(b, 1)), None, Difference::Other),
        departure(naive, None, Some(try_(a, 2)), Difference::Other),
        // A backtrack with digits left untried, in the same cell and from another.
        departure(
            naive,
            Some(Event::Backtrack { cell: a, digit: 5 }),
            Some(try_(a, 6)),
            Difference::Other,
        ),
        departure(
            naive,
            Some(Event::Backtrack { cell: a, digit: 5 }),
            Some(try_(b, 9)),
            Difference::Other,
        ),
        departure(
            naive,
            Some(Event::Conflict {
                cell: a,
                digit: 6,
                unit: Unit::Box,
                with: cell(3, 1),
            }),
            Some(Event::Conflict {
                cell: a,
                digit: 6,
                unit: Unit::Col,
                with: cell(8, 3),
            }),
            Difference::UnitOrder {
                checked: Unit::Box,
                before: Unit::Col,
            },
        ),
        departure(
            naive,
            Some(try_(cell(3, 1), 1)),
            Some(try_(a, 1)),
            Difference::ColumnOrder,
        ),
        departure(
            naive,
            Some(Event::Conflict {
                cell: a,
                digit: 6,
                unit: Unit::Col,
                with: cell(2, 3),
            }),
            Some(Event::Conflict {
                cell: a,
                digit: 6,
                unit: Unit::Row,
                with: cell(1, 9),
            }),
            Difference::CheckOrder(ClashOrder::OneLoop),
        ),
        departure(
            naive,
            Some(try_(b, 1)),
            Some(try_(a, 1)),
            Difference::BlankOrder {
                cell: b,
                instead: a,
            },
        ),
        departure(
            naive,
            Some(try_(a, 2)),
            Some(try_(a, 1)),
            Difference::DigitOrder {
                cell: a,
                digit: 2,
                instead: 1,
            },
        ),
    ]);
    let mut out = String::new();
    for departure in departures {
        for (english, words) in [
            (departure.words(Lang::En), departure.words(Lang::ZhCn)),
            (departure.note(Lang::En), departure.note(Lang::ZhCn)),
        ] {
            assert_ne!(words, english);
            assert_no_english(&words);
            out += &format!("{words}\n");
        }
    }
    assert_snapshot!(out);
}

/// Another Sudoku's solution: LeetCode's with its 1s and 2s swapped.
fn another_solution() -> String {
    LEETCODE_SOLUTION
        .chars()
        .map(|c| match c {
            '1' => '2',
            '2' => '1',
            c => c,
        })
        .collect()
}

/// `sudotrace ARGS` run in `dir`, its exit code checked and no English word left in what
/// it writes: the command and what it writes, as a snapshot shows them.
fn shown(dir: &Path, args: &[&str], code: i32) -> String {
    let output = run_in(Some(dir), args);
    assert_code(&output, code);
    let (out, err) = (stdout(&output), stderr(&output));
    assert_no_english(&out);
    assert_no_english(&err);
    let mut text = format!("$ sudotrace {}\n{out}", args.join(" "));
    if !err.is_empty() {
        text += &format!("[stderr]\n{err}");
    }
    text + "\n"
}

#[test]
fn rate_check_and_generate_speak_chinese() {
    let dir = TempDir::new().unwrap();
    let dir = dir.path();
    let puzzles = [
        LEETCODE.to_string(),
        // Two puzzles of generate --seed 7: an expert and a hard one.
        "9.6..4.1......19......3..4......9.5..27...6..6........5..1...9...1..84.54...93.8."
            .to_string(),
        "...3.842.....47..3..3.6.....6..8..92..1....67.....1...1...5...48....4.5..2..7...."
            .to_string(),
        crate::util::unsolvable(),
        ".".repeat(81),
    ];
    std::fs::write(dir.join("puzzles.txt"), puzzles.join("\n") + "\n").unwrap();
    let mut out = String::new();
    for args in [
        &["rate", "puzzles.txt", "--lang", "zh-CN"][..],
        &["rate", "puzzles.txt", "--summary", "--lang", "zh-CN"],
    ] {
        out += &shown(dir, args, 1);
    }
    // A given changed (and the duplicates it makes), a given erased, a blank, a digit
    // three times in a row.
    let with = |changes: &[(usize, char)]| -> String {
        let mut answer: Vec<char> = LEETCODE_SOLUTION.chars().collect();
        for &(at, digit) in changes {
            answer[at] = digit;
        }
        answer.into_iter().collect()
    };
    for (answer, code) in [
        (LEETCODE_SOLUTION.to_string(), 0),
        (with(&[(0, '4')]), 1),
        (with(&[(0, '.'), (80, '.'), (40, '.')]), 1),
        (with(&[(10, '6'), (11, '6')]), 1),
    ] {
        let args = ["check", LEETCODE, &answer, "--lang", "zh-CN"];
        out += &shown(dir, &args, code);
    }
    for (args, code) in [
        (
            &["generate", "--seed", "7", "-n", "2", "--lang", "zh-CN"][..],
            0,
        ),
        (
            &[
                "generate",
                "--seed",
                "1",
                "--difficulty",
                "expert",
                "--max-attempts",
                "3",
                "--lang",
                "zh-CN",
            ],
            1,
        ),
        (
            &[
                "generate",
                "--seed",
                "1",
                "--clues",
                "17",
                "--max-attempts",
                "2",
                "--lang",
                "zh-CN",
            ],
            1,
        ),
        (
            &[
                "generate",
                "--seed",
                "5",
                "--logic",
                "intersections",
                "--max-attempts",
                "4",
                "--lang",
                "zh-CN",
            ],
            1,
        ),
        (&["generate", "--clues", "16", "--lang", "zh-CN"], 2),
        (
            &[
                "generate",
                "--logic",
                "pairs",
                "--difficulty",
                "easy",
                "--lang",
                "zh-CN",
            ],
            2,
        ),
    ] {
        out += &shown(dir, args, code);
    }
    assert_snapshot!(out);
    // The seed taken from the clock, said in Chinese.
    let output = run(&["generate", "--lang", "zh-CN"]);
    assert_code(&output, 0);
    assert!(
        stderr(&output).starts_with("随机种子："),
        "{}",
        stderr(&output)
    );
    // --json stays English but for the messages.
    let output = run(&[
        "check",
        LEETCODE,
        &with(&[(40, '.')]),
        "--json",
        "--lang",
        "zh-CN",
    ]);
    let json: Value = serde_json::from_str(stdout(&output).trim()).unwrap();
    assert_eq!(json["problems"][0]["kind"], "blank");
    assert_eq!(json["problems"][0]["message"], "r5c5：未填");
    let output = run(&["rate", LEETCODE, "--json", "--lang", "zh-CN"]);
    let json: Value = serde_json::from_str(stdout(&output).trim()).unwrap();
    assert_eq!(json["level"], "easy");
}

/// The refusals of `play`, `show` and `render` that the commands make themselves (what
/// to deal, which events to show or draw) are said in Chinese, as in English, in one
/// line each.
#[test]
fn play_show_and_render_refuse_in_chinese() {
    let dir = TempDir::new().unwrap();
    let dir = dir.path();
    solve_traced(
        LEETCODE,
        "naive",
        &dir.join("t.jsonl"),
        &["--max-events", "40"],
        1,
    );
    std::fs::write(dir.join("none.txt"), crate::util::unsolvable() + "\n").unwrap();
    let blank = ".".repeat(81);
    std::fs::write(dir.join("many.txt"), format!("{blank}\n{blank}\n")).unwrap();
    let mut out = String::new();
    for args in [
        &["play", "--count", "0", "-o", "p.html"][..],
        &["play", "--count", "99999999", "-o", "p.html"],
        &["play", "none.txt", "-o", "p.html"],
        &["play", "many.txt", "-o", "p.html"],
        &["show", "t.jsonl", "--at", "10", "--to", "5"],
        &[
            "render", "t.jsonl", "-o", "t.gif", "--from", "5", "--to", "3",
        ],
        &["render", "t.jsonl", "-o", "帧/", "--max-bytes", "1000"],
        &["render", "t.jsonl", "-o", "t.gif", "--hold-end", "700"],
        &["render", "t.jsonl", "-o", "画"],
        &["render", "t.jsonl", "-o", "盘面.png"],
        &["render", "t.jsonl", "-o", "动画.gif", "--at", "3"],
        &["html", "t.jsonl", "-o", "t.jsonl"],
    ] {
        let english = run_in(Some(dir), args);
        assert_code(&english, 2);
        let english = stderr(&english);
        out += &shown(dir, &[args, &["--lang", "zh-CN"]].concat(), 2);
        let chinese = out
            .lines()
            .rev()
            .find(|l| l.starts_with("error: "))
            .unwrap();
        assert_ne!(chinese, english.trim_end(), "{args:?}");
        assert_eq!(english.lines().count(), 1, "{english}");
        assert!(!dir.join("p.html").exists() && !dir.join("t.gif").exists());
    }
    assert_snapshot!(out);
}

/// A lesson that cannot be read, or cannot stop in its trace, is refused in Chinese with
/// where in its file: the same facts as in English, in one line.
#[test]
fn a_lesson_is_refused_in_chinese() {
    let dir = TempDir::new().unwrap();
    let dir = dir.path();
    solve_traced(LEETCODE, "naive", &dir.join("t.sdt"), &[], 0);
    let mut out = String::new();
    for lesson in [
        "[[moment]]\nat = 0\nnote = \"题目\"\n",
        "[[moment]]\nat = -3\nnote = \"负数\"\n",
        "[[moment]]\nat = 5\nnote = \"\"\n",
        "title = \"空\"\n",
        "[[moment]]\nat = 90000\nnote = \"太远\"\n",
        "[[moment]]\nat = 5\nnote = \"一\"\n[[moment]]\nat = 5\nnote = \"二\"\n",
        "[[moment]]\nat = \"dead-end\"\nnote = \"死路\"\n",
    ] {
        std::fs::write(dir.join("课程.toml"), lesson).unwrap();
        let args = ["render", "t.sdt", "-o", "t.gif", "--lesson", "课程.toml"];
        let english = run_in(Some(dir), &args);
        assert_code(&english, 2);
        let zh = [&args[..], &["--lang", "zh-CN"]].concat();
        let chinese = run_in(Some(dir), &zh);
        assert_ne!(stderr(&chinese), stderr(&english), "{lesson}");
        assert_eq!(stderr(&english).lines().count(), 1, "{}", stderr(&english));
        out += lesson;
        out += &shown(dir, &zh, 2);
        assert!(!dir.join("t.gif").exists());
    }
    assert_snapshot!(out);
}

/// A puzzle that cannot be read is refused, and a line of a collection skipped, with
/// where and what in Chinese: a character that is no cell, too few cells, givens that
/// clash, nothing but comments; `check` names which of its grids it was.
#[test]
fn puzzles_that_cannot_be_read_are_said_in_chinese() {
    let dir = TempDir::new().unwrap();
    let dir = dir.path();
    let clashing = format!("11{}", ".".repeat(79));
    let blank = ".".repeat(81);
    std::fs::write(dir.join("comments.txt"), "# 只有注释\n").unwrap();
    std::fs::write(
        dir.join("mixed.txt"),
        format!("{LEETCODE}\n甲\n{clashing}\n"),
    )
    .unwrap();
    std::fs::write(dir.join("short.txt"), &blank[..75]).unwrap();
    std::fs::write(dir.join("bad.txt"), "甲\n").unwrap();
    std::fs::write(dir.join("bytes.txt"), b"\xff\xfe\n").unwrap();
    std::fs::write(dir.join("long.txt"), ".".repeat(70_000)).unwrap();
    std::fs::create_dir(dir.join("文件夹")).unwrap();
    std::fs::write(dir.join("clashing.txt"), &clashing).unwrap();
    let typo = format!("{}乙", &LEETCODE_SOLUTION[..80]);
    // Another Sudoku's solution, against the puzzle's givens.
    let other = another_solution();
    let mut out = String::new();
    for (args, code) in [
        (
            &["check", LEETCODE, LEETCODE_SOLUTION, "--solution", &other][..],
            2,
        ),
        (&["check", "-", "-"], 2),
        (&["solve", "short.txt"], 2),
        (&["solve", "clashing.txt"], 2),
        (&["solve", "comments.txt"], 2),
        (&["solve", "bytes.txt"], 2),
        (&["solve", "long.txt"], 2),
        (&["solve", "文件夹"], 2),
        (&["rate", "-", "-"], 2),
        (&["compare", "bad.txt", "-o", "报告"], 2),
        (&["rate", "mixed.txt"], 1),
        (&["check", LEETCODE, &typo], 2),
        (&["check", LEETCODE, "comments.txt"], 2),
        (&["check", LEETCODE, "没有这个文件"], 2),
    ] {
        let english = run_in(Some(dir), args);
        assert_code(&english, code);
        let zh = [args, &["--lang", "zh-CN"]].concat();
        let chinese = run_in(Some(dir), &zh);
        assert_ne!(stderr(&chinese), stderr(&english), "{args:?}");
        out += &shown(dir, &zh, code);
    }
    assert_snapshot!(out);
}

#[test]
fn a_chinese_locale_gives_the_same_words_as_lang_zh_cn() {
    let dir = TempDir::new().unwrap();
    let dir = dir.path();
    let trace = spoiled(dir, "twice.jsonl", |lines| {
        let pair = lines[3..5].to_vec();
        lines.splice(5..5, pair);
    });
    let trace = dir.join(trace);
    let trace = path_str(&trace);
    let answer = LEETCODE_SOLUTION.replacen('5', "4", 1);
    let blank = ".".repeat(81);
    let commands: [&[&str]; 7] = [
        &["diagnose", trace],
        &["diagnose", trace, "--json"],
        &["diagnose", trace, trace],
        &["rate", LEETCODE, &blank],
        &["rate", LEETCODE, "--summary"],
        &["check", LEETCODE, &answer],
        &[
            "generate",
            "--seed",
            "1",
            "--clues",
            "17",
            "--max-attempts",
            "1",
        ],
    ];
    for args in commands {
        let asked = run(&[args, &["--lang", "zh-CN"]].concat());
        let located = in_locale("zh_CN.UTF-8", args);
        assert_eq!(located.status.code(), asked.status.code(), "{args:?}");
        assert_eq!(stdout(&located), stdout(&asked), "{args:?}");
        assert_eq!(stderr(&located), stderr(&asked), "{args:?}");
        let english = in_locale("zh_CN.UTF-8", &[args, &["--lang", "en"]].concat());
        assert_eq!(stdout(&english), stdout(&run(args)), "{args:?}");
        assert_ne!(
            stdout(&asked) + &stderr(&asked),
            stdout(&english) + &stderr(&english),
            "{args:?}"
        );
    }
}

/// The tests that need python3: the Python tier (`cargo xtask test-python`).
mod python {
    use super::*;
    use crate::util::{Tool, tools_here};

    #[test]
    #[ignore = "Python tier, run by `cargo xtask test-python`"]
    fn every_kind_of_finding_has_chinese_words() {
        if !tools_here(&[Tool::Python]) {
            return;
        }
        require_program("python3");
        let dir = TempDir::new().unwrap();
        let mut out = String::new();
        let mut seen: BTreeMap<String, usize> = BTreeMap::new();
        for name in traces_with_findings(dir.path()) {
            let path = dir.path().join(&name);
            let chinese = diagnose_json(&path, &["--lang", "zh-CN"], 1);
            let english = diagnose_json(&path, &[], 1);
            // The names, kinds, verdicts and places stay English; the messages do not.
            assert_eq!(chinese["verdict"], "findings");
            let strip = |json: &Value| -> Value {
                let mut json = json.clone();
                for finding in json["findings"].as_array_mut().unwrap() {
                    finding["message"] = Value::Null;
                }
                if json["likeness"]["departure"].is_object() {
                    json["likeness"]["departure"]["message"] = Value::Null;
                }
                json
            };
            assert_eq!(strip(&chinese), strip(&english), "{name}");
            out += &format!("{name}\n");
            for (finding, in_english) in chinese["findings"]
                .as_array()
                .unwrap()
                .iter()
                .zip(english["findings"].as_array().unwrap())
            {
                let kind = finding["kind"].as_str().unwrap();
                let message = finding["message"].as_str().unwrap();
                assert_ne!(message, in_english["message"].as_str().unwrap());
                assert_no_english(message);
                *seen.entry(kind.to_string()).or_default() += 1;
                let more = match finding["more"].as_u64().unwrap() {
                    0 => String::new(),
                    n => format!(" (+{n})"),
                };
                out += &format!("  {kind}{more}: {message}\n");
            }
        }
        for kind in KINDS {
            assert!(seen.contains_key(kind), "no {kind} finding: {seen:?}");
        }
        assert_eq!(seen.len(), KINDS.len(), "{seen:?}");
        assert_snapshot!(out);
    }

    #[test]
    #[ignore = "Python tier, run by `cargo xtask test-python`"]
    fn diagnose_speaks_chinese() {
        if !tools_here(&[Tool::Python]) {
            return;
        }
        require_program("python3");
        let dir = TempDir::new().unwrap();
        let dir = dir.path();
        let box_slice = student(dir, LEETCODE, "box-slice", "box-slice.jsonl");
        let correct = student(dir, LEETCODE, "none", "correct.jsonl");
        let columns = student(dir, LEETCODE, "columns", "columns.jsonl");
        let no_col = student(dir, LEETCODE, "no-col", "no-col.jsonl");
        let col_first = student(dir, RESEMBLING, "col-first", "col-first.jsonl");
        let twice = spoiled(dir, "twice.jsonl", |lines| {
            let pair = lines[3..5].to_vec();
            lines.splice(5..5, pair.iter().chain(&pair).cloned());
        });
        std::fs::write(dir.join("notes.txt"), "hello\n").unwrap();
        let mut out = String::new();
        for (trace, code) in [
            (&box_slice, 1),
            (&no_col, 1),
            (&twice, 1),
            (&correct, 0),
            (&col_first, 0),
        ] {
            out += &shown(dir, &["diagnose", trace, "--lang", "zh-CN"], code);
        }
        let class = shown(
            dir,
            &[
                "diagnose",
                &box_slice,
                &correct,
                &columns,
                &col_first,
                &twice,
                "notes.txt",
                "--lang",
                "zh-CN",
            ],
            2,
        );
        out += &class;
        assert_snapshot!(out);
        // The English words are what they were.
        let english = stdout(&run_in(Some(dir), &["diagnose", &col_first]));
        assert!(
            english.contains(
                "it resembles the row-by-row search (tables): its first 31 events are that search's"
            ),
            "{english}"
        );
        // --json: the messages in Chinese, the rest as in English.
        let json = |args: &[&str]| -> Value {
            let output = run_in(Some(dir), args);
            serde_json::from_str(stdout(&output).trim()).unwrap()
        };
        let chinese = json(&["diagnose", &col_first, "--json", "--lang", "zh-CN"]);
        let english = json(&["diagnose", &col_first, "--json"]);
        let departure = &chinese["likeness"]["departure"];
        assert_eq!(departure["how"], "unit-order");
        assert_eq!(departure["at"], "line 33");
        assert_no_english(departure["message"].as_str().unwrap());
        assert_eq!(chinese["verdict"], english["verdict"]);
        assert_eq!(
            chinese["likeness"]["strategy"],
            english["likeness"]["strategy"]
        );
    }

    #[test]
    #[ignore = "Python tier, run by `cargo xtask test-python`"]
    fn the_one_loop_check_and_the_clashes_worked_out_speak_chinese() {
        if !tools_here(&[Tool::Python]) {
            return;
        }
        require_program("python3");
        let dir = TempDir::new().unwrap();
        let dir = dir.path();
        let one_loop = student(dir, LEETCODE, "one-loop", "one-loop.jsonl");
        let bool_check = student(dir, LEETCODE, "bool-check", "bool-check.jsonl");
        let renamed = "leetcode.jsonl";
        let mut lines = trace_lines(&dir.join(&one_loop));
        lines[0] = lines[0].replace("\"naive\"", "\"leetcode\"");
        std::fs::write(dir.join(renamed), lines.join("\n") + "\n").unwrap();
        let mut out = String::new();
        for trace in [&one_loop, renamed, &bool_check] {
            out += &shown(dir, &["diagnose", trace, "--lang", "zh-CN"], 0);
        }
        out += &shown(
            dir,
            &[
                "diagnose",
                &one_loop,
                renamed,
                &bool_check,
                "--lang",
                "zh-CN",
            ],
            0,
        );
        out += &shown(dir, &["stats", &bool_check, "--lang", "zh-CN"], 0);
        assert_snapshot!(out);
        // --json: the messages in Chinese, the rest as in English.
        let chinese = diagnose_json(&dir.join(&one_loop), &["--lang", "zh-CN"], 0);
        let english = diagnose_json(&dir.join(&one_loop), &[], 0);
        let check = &chinese["likeness"]["other_check"];
        assert_eq!(check["how"], "one-loop");
        assert_eq!(check["how"], english["likeness"]["other_check"]["how"]);
        assert_no_english(check["message"].as_str().unwrap());
        let worked_out = diagnose_json(&dir.join(&bool_check), &["--lang", "zh-CN"], 0);
        assert_no_english(worked_out["worked_out"]["message"].as_str().unwrap());
    }
}

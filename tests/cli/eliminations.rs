//! An elimination as each viewer shows it, on easter-monster searched by
//! `mrv+locked+tables` (every rule, and restores): `show`'s words, board, counts and JSON,
//! `render`'s frames decoded pixel by pixel, and (web tier) the stepper in tmux.
//!
//! What each elimination takes is worked out here from the board, by the rule as
//! docs/strategies.md states it, not read back from sudotrace.

use std::path::{Path, PathBuf};

use serde_json::{Value, json};

use crate::render::{at, cell_origin, decode_gif, decode_png};
use crate::util::*;

// Light theme colours (crates/style/src/theme.rs).
const CURRENT: [u8; 3] = [0xFF, 0xE9, 0x8A];
const UNIT_EDGE: [u8; 3] = [0xEC, 0x7A, 0x7A];
const CLASH_RING: [u8; 3] = [0xD0, 0x20, 0x2A];

/// The search of easter-monster by `mrv+locked+tables`, traced into `dir`.
fn traced(dir: &Path) -> PathBuf {
    let trace = dir.join("t.jsonl");
    let solve = [
        "solve",
        "easter-monster",
        "--solver",
        "mrv+locked+tables",
        "--trace",
    ];
    assert_code(&run(&[&solve[..], &[path_str(&trace)]].concat()), 0);
    trace
}

/// The number of the first event of `trace` of rule `rule` (`"ev":"eliminate"`, or a
/// restore with `restore`), and its line.
fn first(trace: &Path, ev: &str, rule: &str) -> (usize, Value) {
    let lines = trace_lines(trace);
    // Line 0 is the header: line n is event n.
    let (n, line) = lines
        .iter()
        .enumerate()
        .find(|(_, line)| {
            line.contains(&format!("\"ev\":\"{ev}\"")) && line.contains(&format!("\"{rule}\""))
        })
        .unwrap_or_else(|| panic!("no {ev} of {rule} in the trace"));
    (n, serde_json::from_str(line).unwrap())
}

/// `show --json` at event `n`.
fn position(trace: &Path, n: usize) -> Value {
    json_line(&run(&[
        "show",
        path_str(trace),
        "--at",
        &n.to_string(),
        "--json",
    ]))
}

/// Each blank's candidates on `board` (81 characters, `.` for a blank): the digits its
/// row, column and box do not hold.
fn candidates(board: &str) -> Vec<Vec<u8>> {
    let digits: Vec<u8> = board.bytes().map(|b| b.saturating_sub(b'0')).collect();
    (0..81)
        .map(|i| {
            if digits[i] != 0 {
                return Vec::new();
            }
            let (r, c) = (i / 9, i % 9);
            (1..=9u8)
                .filter(|&d| {
                    !(0..81).any(|j| {
                        let (s, t) = (j / 9, j % 9);
                        digits[j] == d && (s == r || t == c || (s / 3 == r / 3 && t / 3 == c / 3))
                    })
                })
                .collect()
        })
        .collect()
}

/// What the first pointing takes, by the rule: the cells of its line outside its box
/// whose candidates (on the board before it, where no elimination stands yet) hold its
/// digit; and the cells of its box and line that do (the pattern).
fn pointing_by_the_rule(board: &str, line: &Value) -> (Vec<[usize; 2]>, Vec<[usize; 2]>) {
    let d = line["d"].as_u64().unwrap() as u8;
    let block = line["box"].as_u64().unwrap() as usize - 1;
    let in_box = |r: usize, c: usize| r / 3 * 3 + c / 3 == block;
    let in_line = |r: usize, c: usize| match (&line["row"], &line["col"]) {
        (Value::Number(row), _) => r + 1 == row.as_u64().unwrap() as usize,
        (_, Value::Number(col)) => c + 1 == col.as_u64().unwrap() as usize,
        _ => panic!("a pointing names a row or a column: {line}"),
    };
    let candidates = candidates(board);
    let (mut pattern, mut taken) = (Vec::new(), Vec::new());
    for (i, digits) in candidates.iter().enumerate() {
        let (r, c) = (i / 9, i % 9);
        if !digits.contains(&d) || !in_line(r, c) {
            continue;
        }
        match in_box(r, c) {
            true => pattern.push([r + 1, c + 1]),
            false => taken.push([r + 1, c + 1]),
        }
    }
    (pattern, taken)
}

#[test]
fn show_says_what_an_elimination_takes_and_json_gives_its_pattern() {
    let dir = tempfile::tempdir().unwrap();
    let trace = traced(dir.path());
    let (n, line) = first(&trace, "eliminate", "pointing");
    let before = position(&trace, n - 1);
    assert!(
        trace_lines(&trace)[1..n]
            .iter()
            .all(|line| !line.contains("\"eliminate\"")),
        "the first elimination of any rule is this pointing"
    );
    let (pattern, taken) = pointing_by_the_rule(before["board"].as_str().unwrap(), &line);
    assert!(
        !taken.is_empty() && pattern.len() >= 2,
        "{pattern:?} {taken:?}"
    );
    let d = line["d"].as_u64().unwrap();

    // show --json: every field it had, and the elimination.
    let shown = position(&trace, n);
    for key in [
        "index", "event", "caption", "board", "depth", "stats", "line", "stack", "why", "rule",
        "tables",
    ] {
        assert!(shown.get(key).is_some(), "{key}");
    }
    let removed: Vec<Value> = taken
        .iter()
        .map(|[r, c]| json!({"r": r, "c": c, "ds": [d]}))
        .collect();
    assert_eq!(
        shown["elimination"],
        json!({"rule": "pointing", "cells": pattern, "removed": removed})
    );
    assert!(
        before.get("elimination").is_none(),
        "only at an elimination"
    );
    let (restore, _) = first(&trace, "restore", "pointing");
    assert!(position(&trace, restore).get("elimination").is_none());

    // show: the words, what it takes, the pattern marked, the counts.
    let takes: Vec<String> = taken
        .iter()
        .map(|[r, c]| format!("r{r}c{c} loses {d}"))
        .collect();
    let (code, text, _) = run_text(&["show", path_str(&trace), "--at", &n.to_string()]);
    assert_eq!(code, 0);
    let lines: Vec<&str> = text.lines().collect();
    assert!(
        lines[1].contains(&format!("pointing: {d} in box")),
        "{text}"
    );
    assert_eq!(lines[3], format!("takes: {}", takes.join(", ")), "{text}");
    for [r, c] in &pattern {
        let row = lines
            .iter()
            .find(|l| l.starts_with(&format!(" {r} |")))
            .unwrap();
        // Each cell three characters after the row's label, a rule after each box.
        let at = 4 + 3 * (c - 1) + (c - 1) / 3;
        assert_eq!(&row[at..at + 3], "[:]", "r{r}c{c} in: {row}");
    }
    assert!(
        text.contains("pointing 1  claiming 0  naked pairs 0  hidden pairs 0  restored 0"),
        "{text}"
    );
    // With the candidates, the digit taken is an x where it stands.
    let (_, pencilled, _) = run_text(&[
        "show",
        path_str(&trace),
        "--at",
        &n.to_string(),
        "--candidates",
    ]);
    let grid: String = pencilled
        .lines()
        .skip_while(|line| *line != "candidates:")
        .take_while(|line| !line.is_empty())
        .collect();
    assert_eq!(
        grid.matches('x').count(),
        taken.len(),
        "an x a digit taken: {pencilled}"
    );
    let (_, chinese, _) = run_text(&[
        "show",
        path_str(&trace),
        "--at",
        &n.to_string(),
        "--lang",
        "zh-CN",
    ]);
    let zh: Vec<String> = taken
        .iter()
        .map(|[r, c]| format!("r{r}c{c} 删去 {d}"))
        .collect();
    assert!(
        chinese.contains(&format!("删去：{}\n", zh.join("，"))),
        "{chinese}"
    );
    // Before it nothing is taken, and a search that takes nothing counts nothing of it.
    let (_, earlier, _) = run_text(&["show", path_str(&trace), "--at", &(n - 1).to_string()]);
    assert!(
        !earlier.contains("takes:") && !earlier.contains("[:]"),
        "{earlier}"
    );
    let leetcode = dir.path().join("l.jsonl");
    solve_traced(LEETCODE, "mrv+locked+tables", &leetcode, &[], 0);
    let (_, plain, _) = run_text(&["show", path_str(&leetcode), "--at", "5"]);
    assert!(
        !plain.contains("pointing") && !plain.contains("restored"),
        "{plain}"
    );
    // The counts `solve` prints name each rule and the restores.
    let (_, solved, _) = run_text(&["stats", path_str(&trace)]);
    for count in [
        "pointing",
        "claiming",
        "naked pairs",
        "hidden pairs",
        "restored",
    ] {
        assert!(
            solved.lines().any(|line| line.starts_with(count)),
            "{count}: {solved}"
        );
    }
}

/// Whether the place of pencilled digit `d` in cell rRcC holds a pixel of `colour`.
fn place_has(frame: &[[u8; 3]], width: usize, [r, c]: [usize; 2], d: u64, colour: [u8; 3]) -> bool {
    let (x0, y0) = cell_origin(width, r, c);
    let (row, col) = ((d as usize - 1) / 3, (d as usize - 1) % 3);
    let (x0, y0) = (x0 + col * 12, y0 + row * 12);
    (y0..y0 + 12).any(|y| (x0..x0 + 12).any(|x| at(frame, width, x, y) == colour))
}

/// The share of cell rRcC's pixels that are `colour`.
fn share(frame: &[[u8; 3]], width: usize, [r, c]: [usize; 2], colour: [u8; 3]) -> f64 {
    let (x0, y0) = cell_origin(width, r, c);
    let hits = (y0..y0 + 36)
        .flat_map(|y| (x0..x0 + 36).map(move |x| (x, y)))
        .filter(|&(x, y)| at(frame, width, x, y) == colour)
        .count();
    hits as f64 / (36.0 * 36.0)
}

/// The cells of a `show --json` list of `[r, c]` or of `{"r", "c", "ds"}`.
fn cells(list: &Value) -> Vec<[usize; 2]> {
    list.as_array()
        .unwrap()
        .iter()
        .map(|cell| match cell {
            Value::Array(rc) => [rc[0].as_u64().unwrap(), rc[1].as_u64().unwrap()],
            _ => [cell["r"].as_u64().unwrap(), cell["c"].as_u64().unwrap()],
        })
        .map(|[r, c]| [r as usize, c as usize])
        .collect()
}

#[test]
fn an_elimination_frame_draws_its_pattern_and_strikes_what_it_takes() {
    let dir = tempfile::tempdir().unwrap();
    let trace = traced(dir.path());
    let png = |n: usize| {
        let out = dir.path().join(format!("at-{n}.png"));
        let args = ["render", path_str(&trace), "--at", &n.to_string(), "-o"];
        assert_code(&run(&[&args[..], &[path_str(&out)]].concat()), 0);
        decode_png(&out)
    };
    for rule in ["pointing", "naked-pair", "hidden-pair", "claiming"] {
        let (n, _) = first(&trace, "eliminate", rule);
        let elimination = &position(&trace, n)["elimination"];
        let (width, _, frame) = png(n);
        // Every candidate taken struck through in the clash's colour, in its place.
        for removed in elimination["removed"].as_array().unwrap() {
            let cell = cells(&json!([removed]))[0];
            for d in removed["ds"].as_array().unwrap() {
                let d = d.as_u64().unwrap();
                assert!(
                    place_has(&frame, width, cell, d, CLASH_RING),
                    "{rule} at {n}: {cell:?} loses {d}, struck"
                );
            }
        }
        // The cells that make the pattern lit as the cell worked on is.
        for cell in cells(&elimination["cells"]) {
            assert!(
                share(&frame, width, cell, CURRENT) > 0.5,
                "{rule} at {n}: {cell:?} lit"
            );
        }
    }

    // The first pointing against the frame before it (a forced digit elsewhere).
    let (n, _) = first(&trace, "eliminate", "pointing");
    let elimination = &position(&trace, n)["elimination"];
    let (width, _, frame) = png(n);
    let (_, _, before) = png(n - 1);
    let taken = cells(&elimination["removed"]);
    let d = elimination["removed"][0]["ds"][0].as_u64().unwrap();
    for &cell in &taken {
        assert!(!place_has(&before, width, cell, d, CLASH_RING), "{cell:?}");
        // Pencilled in only at the elimination: the frame before shows no candidates.
        assert!(share(&before, width, cell, [0xFF; 3]) > 0.95, "{cell:?}");
        // The line the digit leaves is outlined: the cells taken from lie on it.
        let (x, y) = cell_origin(width, cell[0], cell[1]);
        let sides = [(x, y + 18), (x + 35, y + 18), (x + 18, y), (x + 18, y + 35)];
        assert!(
            sides
                .iter()
                .any(|&(x, y)| at(&frame, width, x, y) == UNIT_EDGE),
            "{cell:?} on the outline"
        );
        assert!(
            sides
                .iter()
                .all(|&(x, y)| at(&before, width, x, y) != UNIT_EDGE),
            "{cell:?} not outlined before"
        );
    }
    for cell in cells(&elimination["cells"]) {
        assert!(share(&before, width, cell, CURRENT) < 0.1, "{cell:?}");
    }

    // A GIF over a window of eliminations and restores decodes, a frame an event, and
    // its frame of the pointing is the PNG's picture.
    let (restore, _) = first(&trace, "restore", "pointing");
    assert!(restore > n);
    let (from, to) = (n - 2, restore + 2);
    let gif_path = dir.path().join("window.gif");
    let window = [
        "render",
        path_str(&trace),
        "--from",
        &from.to_string(),
        "--to",
        &to.to_string(),
        "--max-frames",
        "0",
        "-o",
    ];
    assert_code(&run(&[&window[..], &[path_str(&gif_path)]].concat()), 0);
    let gif = decode_gif(&gif_path);
    assert_eq!(gif.width, width);
    // The opening board, then each event's frame.
    assert!(gif.frames.len() > to - from + 1, "{}", gif.frames.len());
    assert!(
        gif.frames[n - from + 1].0 == frame,
        "the GIF's frame of event {n}"
    );
}

/// The tests that need tmux: the web tier (`cargo xtask test-web`).
mod web {
    use super::*;
    use crate::util::{Tool, tools_here};
    use std::process::Command;

    /// A line of the screen without its escapes.
    fn strip(line: &str) -> String {
        let mut out = String::new();
        let mut rest = line;
        while let Some(at) = rest.find("\x1b[") {
            out.push_str(&rest[..at]);
            rest = rest[at..].split_once('m').map_or("", |(_, after)| after);
        }
        out.push_str(rest);
        out
    }

    /// The codes of an SGR escape's parameters, an extended colour (`38;5;n`,
    /// `48;2;r;g;b`) as one.
    fn sgr(params: &str) -> Vec<String> {
        let mut parts = params.split(';');
        let mut codes = Vec::new();
        while let Some(code) = parts.next() {
            let mut code = code.to_string();
            if code == "38" || code == "48" {
                let more = match parts.next() {
                    Some("5") => vec!["5".to_string()]
                        .into_iter()
                        .chain(parts.next().map(str::to_string))
                        .collect(),
                    Some("2") => std::iter::once("2".to_string())
                        .chain(parts.by_ref().take(3).map(str::to_string))
                        .collect(),
                    other => other.map(str::to_string).into_iter().collect::<Vec<_>>(),
                };
                for part in more {
                    code = format!("{code};{part}");
                }
            }
            codes.push(code);
        }
        codes
    }

    /// A tmux server of the test's own, killed when dropped.
    struct Tmux(String);

    impl Tmux {
        fn run(&self, args: &[&str]) -> String {
            let out = Command::new("tmux")
                .args(["-L", &self.0])
                .args(args)
                .output()
                .unwrap();
            String::from_utf8_lossy(&out.stdout).into_owned()
        }

        /// The screen, with its styles as escapes when `styled`.
        fn screen(&self, styled: bool) -> String {
            let mut args = vec!["capture-pane", "-t", "step", "-p"];
            if styled {
                args.push("-e");
            }
            self.run(&args)
        }

        /// Wait until the screen shows `text`.
        fn wait_for(&self, text: &str) {
            for _ in 0..200 {
                if self.screen(false).contains(text) {
                    return;
                }
                std::thread::sleep(std::time::Duration::from_millis(50));
            }
            panic!("the screen never showed {text:?}:\n{}", self.screen(false));
        }
    }

    impl Drop for Tmux {
        fn drop(&mut self) {
            self.run(&["kill-server"]);
        }
    }

    #[test]
    #[ignore = "web tier, run by `cargo xtask test-web`"]
    fn the_stepper_marks_an_elimination_and_strikes_what_it_takes() {
        if !tools_here(&[Tool::Tmux]) {
            return;
        }
        require_program("tmux");
        let dir = tempfile::tempdir().unwrap();
        let trace = traced(dir.path());
        let (n, line) = first(&trace, "eliminate", "pointing");
        let before = position(&trace, n - 1);
        let (pattern, taken) = pointing_by_the_rule(before["board"].as_str().unwrap(), &line);
        let d = line["d"].as_u64().unwrap();
        let bin = assert_cmd::cargo::cargo_bin("sudotrace");
        let tmux = Tmux(format!("sudotrace-elim-{}", std::process::id()));
        // A projector's terminal: cells of 5 by 3, each blank's candidates a 3x3 grid.
        let command = format!(
            "env -u NO_COLOR {} step {}; sleep 10",
            bin.display(),
            trace.display()
        );
        tmux.run(&[
            "new-session",
            "-d",
            "-s",
            "step",
            "-x",
            "160",
            "-y",
            "45",
            &command,
        ]);
        tmux.wait_for("event 0/");
        // Go to the event before it, then step onto it.
        let mut keys = vec!["send-keys", "-t", "step", "g"];
        let typed = (n - 1).to_string();
        let digits: Vec<String> = typed.chars().map(String::from).collect();
        keys.extend(digits.iter().map(String::as_str));
        keys.push("Enter");
        tmux.run(&keys);
        tmux.wait_for(&format!("#{}  ", n - 1));
        let plain = tmux.screen(false);
        assert!(!plain.contains("takes:"), "{plain}");
        tmux.run(&["send-keys", "-t", "step", "Right"]);
        tmux.wait_for(&format!("#{n}  pointing: {d} in box"));
        let takes: Vec<String> = taken
            .iter()
            .map(|[r, c]| format!("r{r}c{c} loses {d}"))
            .collect();
        // The panel's words, the board cut away, read as one line.
        let panel: String = tmux
            .screen(false)
            .lines()
            .map(|line| line.rsplit(['│', '┤', '┘', '┐']).next().unwrap_or(""))
            .collect::<Vec<_>>()
            .join(" ");
        let panel = panel.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(
            panel.contains(&format!("takes: {}", takes.join(", "))),
            "{panel}"
        );
        assert!(panel.contains("pointing 1"), "{panel}");
        // The board: each digit taken struck through (SGR 9), in its cell's grid of
        // candidates; the pattern's cells lit (a yellow background: SGR 43, which tmux
        // writes as 48;5;3).
        let styled = tmux.screen(true);
        let rows: Vec<&str> = styled.lines().collect();
        // The board's part of a line (up to its right border, the fourth `│`), a
        // character at a time with whether it is struck through and on yellow.
        let board_chars = |row: &str| -> Vec<(char, bool, bool)> {
            let (mut strike, mut yellow, mut borders) = (false, false, 0);
            let mut out = Vec::new();
            for (i, run) in row.split("\x1b[").enumerate() {
                let text = match (i, run.split_once('m')) {
                    (0, _) => run,
                    (_, Some((params, text))) => {
                        for code in sgr(params) {
                            match code.as_str() {
                                "" | "0" => (strike, yellow) = (false, false),
                                "9" => strike = true,
                                "29" => strike = false,
                                "43" | "48;5;3" => yellow = true,
                                "49" => yellow = false,
                                // Another background.
                                code if code.starts_with("48;")
                                    || (code.len() == 2 && code.starts_with('4')) =>
                                {
                                    yellow = false
                                }
                                _ => {}
                            }
                        }
                        text
                    }
                    (_, None) => run,
                };
                for ch in text.chars() {
                    if borders == 4 {
                        return out;
                    }
                    borders += usize::from(ch == '│');
                    out.push((ch, strike, yellow));
                }
            }
            out
        };
        let digit = char::from(b'0' + d as u8);
        let struck = |row: &str| {
            board_chars(row)
                .iter()
                .any(|&(ch, strike, _)| strike && ch == digit)
        };
        let lit = |row: &str| board_chars(row).iter().any(|&(_, _, yellow)| yellow);
        // A row of cells is three lines, its number on the middle one: ` 5 │`.
        let middle = |r: usize| {
            rows.iter()
                .position(|line| strip(line).starts_with(&format!(" {r} │")))
                .unwrap_or_else(|| panic!("no row {r}: {styled}"))
        };
        let sub = (d as usize - 1) / 3;
        for [r, _] in &taken {
            let line = rows[middle(*r) - 1 + sub];
            assert!(struck(line), "r{r}: {d} struck on: {line:?}");
        }
        for [r, _] in &pattern {
            let line = rows[middle(*r)];
            assert!(lit(line), "r{r}: the pattern lit on: {line:?}");
        }
        // One step on, the mark is gone with the event.
        tmux.run(&["send-keys", "-t", "step", "Left"]);
        tmux.wait_for(&format!("#{}  ", n - 1));
        let styled = tmux.screen(true);
        assert!(
            !styled.lines().any(struck),
            "nothing struck before the elimination"
        );
        tmux.run(&["send-keys", "-t", "step", "q"]);
    }
}

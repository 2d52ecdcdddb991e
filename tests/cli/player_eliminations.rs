//! The web page of a search that takes candidates away, as its readers meet it in Debian's
//! Chromium (tests/browser/drive.mjs): at an elimination the caption says its pattern as
//! `show` does, and the board shades the pattern's units, outlines the cells that make it
//! and pencils every blank's candidates in, those the elimination took struck through, as
//! sudotrace's view marks them; the keys e and E go from one elimination to the next; Do
//! it yourself takes an elimination made by picking a cell of its pattern (E); and Play's
//! hint, where an elimination is the next logical step, names its rule and outlines its
//! cells.

use std::path::Path;

use serde_json::{Value, json};
use tempfile::TempDir;

use crate::player::{Shown, drive, page, position};
use crate::util::{assert_code, path_str, run, trace_lines};
use sudotrace_core::lang::Lang;
use sudotrace_core::trace::Cursor;
use sudotrace_core::views::view::View;

/// What sudotrace's view marks right after event `n` of `trace`: the shaded cells, the
/// cells that make the pattern, and the digits the elimination took from each cell.
fn marked_at(trace: &Path, n: u64) -> (Vec<usize>, Vec<usize>, Vec<Vec<u8>>) {
    let mut cursor = Cursor::open(trace).unwrap();
    cursor.seek(n).unwrap();
    let event = cursor.event().map(|event| (n as usize, event));
    let view = View::new(
        cursor.replay(),
        cursor.stats(),
        event,
        cursor.order_at(n),
        Lang::En,
    );
    let shaded = (0..81).filter(|&i| view.shaded[i]).collect();
    let pattern = (0..81).filter(|&i| view.pattern_cells[i]).collect();
    let struck = view
        .struck
        .iter()
        .map(|&digits| (1..=9).filter(|d| digits & 1 << d != 0).collect())
        .collect();
    (shaded, pattern, struck)
}

/// The cells whose classes hold `wanted` (a class), or any of the outline's sides.
fn cells_with(observation: &Value, wanted: &[&str]) -> Vec<usize> {
    observation["marks"]
        .as_array()
        .unwrap()
        .iter()
        .enumerate()
        .filter(|(_, class)| {
            class
                .as_str()
                .unwrap()
                .split(' ')
                .any(|c| wanted.contains(&c))
        })
        .map(|(i, _)| i)
        .collect()
}

/// The outline's sides, as the board's cells carry them.
const OUTLINE: [&str; 4] = ["et", "er", "eb", "el"];

/// The words of the event `n` as the caption says them, without its number.
fn words_at(shown: &mut Shown, n: u64) -> String {
    let caption = shown.at(n)["caption"].as_str().unwrap().to_string();
    caption.split_once("  ").unwrap().1.to_string()
}

/// The selector of cell `i` of the board.
fn cell_selector(i: usize) -> String {
    format!(
        "#board .row:nth-child({}) > [role=gridcell]:nth-child({})",
        i / 9 + 1,
        i % 9 + 1
    )
}

/// The trace of mrv+locked+tables's search of Easter Monster in `dir`, and the number of
/// its first elimination.
fn monster(dir: &Path) -> (std::path::PathBuf, u64) {
    let trace = dir.join("monster.jsonl");
    let output = run(&[
        "solve",
        "easter-monster",
        "--solver",
        "mrv+locked+tables",
        "--trace",
        path_str(&trace),
    ]);
    assert_code(&output, 0);
    let first = trace_lines(&trace)
        .iter()
        .position(|line| line.contains("\"ev\":\"eliminate\""))
        .unwrap();
    // Line 0 is the header.
    (trace, first as u64)
}

/// The web tier (`cargo xtask test-web`): Chromium and node.
mod web {
    use super::*;
    use crate::player::english_words;
    use crate::player_simulate::built_page_data;
    use crate::util::{Tool, tools_here};
    use sudotrace_core::events::event::EventKind;
    use sudotrace_core::views::landmarks::Landmarks;

    /// The page's markers (build.js's port of the core's Landmarks) of a search that
    /// restores its eliminations on the way back: a restore goes on a run of backtracks,
    /// as the core counts it, and an elimination is no moment.
    #[test]
    #[ignore = "web tier, run by `cargo xtask test-web`"]
    fn the_markers_of_a_search_that_restores_are_the_cores_landmarks() {
        if !tools_here(&[Tool::Node]) {
            return;
        }
        let dir = TempDir::new().unwrap();
        let (trace, _) = monster(dir.path());
        let html = page(&trace, "monster.html", &[]);
        let built = built_page_data(&html, "built-monster-markers");
        let mut cursor = Cursor::open(&trace).unwrap();
        let mut marks = Landmarks::at_depth(0);
        let (mut number, mut restores_in_runs) = (0, 0);
        let mut last = None;
        while let Some(event) = cursor.next_event().unwrap() {
            number += 1;
            let kind = event.kind();
            if kind == EventKind::Restore
                && matches!(
                    last,
                    Some(EventKind::Backtrack | EventKind::Unforce | EventKind::Restore)
                )
            {
                restores_in_runs += 1;
            }
            marks.note(number, kind);
            last = Some(kind);
        }
        assert!(restores_in_runs > 0);
        let markers = built["markers"].as_array().unwrap();
        let label_at = |at: u64| {
            markers
                .iter()
                .find(|m| m["at"] == at)
                .map(|m| m["label"].as_str().unwrap().to_string())
                .unwrap_or_else(|| panic!("no marker at {at}: {markers:?}"))
        };
        let run = marks.longest_run().unwrap();
        let said = label_at(run.from);
        assert!(
            said.contains(&format!("longest run of backtracks, {}", run.length)),
            "the longest run, {} events from {}: {said}",
            run.length,
            run.from
        );
        for at in [marks.first_backtrack(), marks.first_dead_end()] {
            label_at(at.unwrap());
        }
        let deepest = marks.deepest().unwrap();
        assert!(label_at(deepest.at).contains(&deepest.depth.to_string()));
    }

    #[test]
    #[ignore = "web tier, run by `cargo xtask test-web`"]
    fn in_chinese_an_elimination_and_its_steps_say_every_word_in_chinese() {
        if !tools_here(&[Tool::Browser]) {
            return;
        }
        let dir = TempDir::new().unwrap();
        let (trace, at) = monster(dir.path());
        let html = page(&trace, "monster-zh.html", &["--lang", "zh-CN"]);
        let result = drive(
            &html,
            json!({ "steps": [
                { "js": format!("sudotrace.seek({at})"), "read": true },
                { "js": format!("sudotrace.seek({})", at - 1) },
                { "js": "sudotrace.mode('simulate')", "read": true },
                { "press": "o", "read": true },
                { "press": "?", "read": true },
            ]}),
        );
        let seen = result["observations"].as_array().unwrap();
        let shown = run(&[
            "show",
            path_str(&trace),
            "--at",
            &at.to_string(),
            "--json",
            "--lang",
            "zh-CN",
        ]);
        assert_code(&shown, 0);
        let shown: Value = serde_json::from_str(crate::util::stdout(&shown).trim()).unwrap();
        assert_eq!(seen[0]["caption"], shown["caption"]);
        assert!(
            seen[0]["caption"].as_str().unwrap().contains("指向"),
            "{}",
            seen[0]["caption"]
        );
        // Nothing stands to take back before the first elimination: said, not graded.
        assert_eq!(seen[3]["said"], "没有仍有效的删除：没有可撤销的。");
        for observation in [&seen[0], &seen[2], &seen[3], &seen[4]] {
            let mut words = observation["visible"].as_str().unwrap().to_string();
            for list in ["names", "options"] {
                for name in observation[list].as_array().unwrap() {
                    words += "\n";
                    words += name.as_str().unwrap();
                }
            }
            assert_eq!(english_words(&words), Vec::<String>::new(), "{words}");
        }
        // The cells say the pattern and what it took in Chinese too.
        let labels = seen[0]["cells"].to_string();
        assert!(
            labels.contains("，在这个模式中") && labels.contains("，删去 "),
            "{labels}"
        );
        // The steps this search takes, the keys for eliminations among them.
        let help = seen[4]["helpRows"].to_string();
        assert!(help.contains("\"e\"") && help.contains("\"o\""), "{help}");
    }

    #[test]
    #[ignore = "web tier, run by `cargo xtask test-web`"]
    fn a_pointing_pair_is_drawn_said_jumped_to_done_and_hinted_as_sudotrace_marks_it() {
        if !tools_here(&[Tool::Browser]) {
            return;
        }
        let dir = TempDir::new().unwrap();
        // The first elimination, a pointing, and the one after it.
        let (trace, at) = monster(dir.path());
        let lines = trace_lines(&trace);
        let events: Vec<Value> = lines[1..lines.len() - 1]
            .iter()
            .map(|line| serde_json::from_str(line).unwrap())
            .collect();
        assert_eq!(events[at as usize - 1]["rule"], "pointing");
        assert_eq!(events[at as usize]["ev"], "eliminate");
        let (shaded, pattern, struck) = marked_at(&trace, at);
        assert!(!pattern.is_empty() && struck.iter().any(|digits| !digits.is_empty()));
        let mut shown = Shown::new(&trace);
        let html = page(&trace, "monster.html", &[]);
        // The board a learner plays there: every digit the search has put in by then.
        let puzzle = shown.at(0)["board"].as_str().unwrap().to_string();
        let board = shown.at(at - 1)["board"].as_str().unwrap().to_string();
        let enter: Vec<String> = puzzle
            .chars()
            .zip(board.chars())
            .enumerate()
            .filter(|(_, (given, digit))| *given == '.' && *digit != '.')
            .map(|(i, (_, digit))| {
                format!("sudotrace.enter({}, {}, {digit})", i / 9 + 1, i % 9 + 1)
            })
            .collect();
        let struck_pencils = "[...document.querySelectorAll('#board [role=gridcell]')].map((c) => [...c.querySelectorAll('.pencil span.struck')].map((s) => Number(s.textContent)))";
        let result = drive(
            &html,
            json!({ "steps": [
                { "js": format!("sudotrace.seek({at})") },
                { "js": struck_pencils },
                { "js": "sudotrace.seek(0)" },
                { "press": "e" },
                { "press": "e" },
                { "press": "E" },
                { "js": format!("sudotrace.seek({})", at - 1) },
                { "js": "sudotrace.mode('simulate')" },
                { "click": cell_selector(pattern[0]) },
                { "press": "e" },
                { "js": "sudotrace.mode('play')" },
                { "js": enter.join("; ") },
                { "press": "h" },
                { "js": "sudotrace.hint()" },
            ]}),
        );
        let seen = result["observations"].as_array().unwrap();
        // Watch, at the pointing: the caption is show's, its units shaded, its cells
        // outlined, the candidates it took struck through, and the cells say so.
        let there = &seen[0];
        assert_eq!(position(there), at);
        assert_eq!(there["caption"], shown.at(at)["caption"]);
        assert!(
            there["caption"].as_str().unwrap().contains("pointing: "),
            "{}",
            there["caption"]
        );
        assert_eq!(cells_with(there, &["shade"]), shaded, "the units shaded");
        assert_eq!(cells_with(there, &OUTLINE), pattern, "the pattern outlined");
        let pencils: Vec<Vec<u8>> =
            serde_json::from_value(seen[1]["step"]["value"].clone()).unwrap();
        assert_eq!(pencils, struck, "the candidates it took, struck through");
        let labels = there["cells"].as_array().unwrap();
        for i in 0..81 {
            let label = labels[i].as_str().unwrap();
            assert_eq!(
                label.contains(", a cell of the pattern"),
                pattern.contains(&i),
                "{label}"
            );
            if !struck[i].is_empty() {
                let digits: Vec<String> = struck[i].iter().map(u8::to_string).collect();
                let said = format!(", {} taken away", digits.join(" "));
                assert!(label.contains(&said), "{label}");
            }
        }
        // e and E: the next and the previous elimination.
        assert_eq!(position(&seen[3]), at);
        assert_eq!(position(&seen[4]), at + 1);
        assert_eq!(position(&seen[5]), at);
        // Do it yourself: a cell of the pattern picked, E is the search's elimination.
        let done = &seen[9];
        assert_eq!(done["mode"], "simulate");
        assert_eq!(position(done), at);
        assert_eq!(
            done["said"].as_str().unwrap(),
            format!("Right: {}", words_at(&mut shown, at))
        );
        // Play, on the board of the search there: the hint names the pointing and
        // outlines its cells; the next one goes on from the candidates it took.
        let hinted = &seen[12];
        assert_eq!(hinted["mode"], "play");
        assert_eq!(
            hinted["playSay"].as_str().unwrap(),
            words_at(&mut shown, at)
        );
        assert_eq!(cells_with(hinted, &OUTLINE), pattern, "the hint's cells");
        let next = &seen[13]["step"]["value"];
        assert_eq!(next["rule"], events[at as usize]["rule"]);
        assert_eq!(
            next["words"].as_str().unwrap(),
            words_at(&mut shown, at + 1)
        );
    }
}

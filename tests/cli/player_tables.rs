//! The page's tables panel (`html --panel tables`) in Chromium: the entries it lights at a
//! box clash and at a fit, exactly those `show --json` says were looked up, a clash's in
//! the clash's colour; the digits each unit holds, as `show --json` gives them; the words
//! under them, the frames' own, in English and in Chinese; kept up to date as the page
//! steps, seeks and plays; whole on a laptop's first screen and in an article's frame,
//! at a readable size. The panel's logic is held to `show --json` at every position by
//! node (player_replay.rs); this is what the reader sees of it.

use std::path::{Path, PathBuf};

use serde_json::{Value, json};
use tempfile::TempDir;

use crate::player::{drive, page};
use crate::util::{assert_code, path_str, run, stdout};
use sudotrace_core::lang::Lang;
use sudotrace_core::search::Check;
use sudotrace_core::trace::Cursor;
use sudotrace_core::views::tables::TablesView;
use sudotrace_style::lang::tables_words;
use sudotrace_style::theme::{ThemeName, role_colours};

/// What the page shows of its tables panel: the event, each lit entry as [its table's
/// unit, the unit's number, the digit, whether it is a clash's, what it shows, its
/// background and its ink], the words under the tables, each table's 81 entries as
/// they read (a digit held, `·` for one lacking), the panel's top and bottom and the
/// view's height, and its type's size in pixels.
const READ: &str = "(() => {
  const lit = [...document.querySelectorAll('#tables .e.lit')].map((el) => {
    const style = getComputedStyle(el);
    return [el.closest('.table').dataset.unit, Number(el.dataset.n), Number(el.dataset.d),
      el.classList.contains('clash'), el.textContent, style.backgroundColor, style.color];
  });
  const words = [...document.querySelectorAll('#tables-words span')].map((el) => el.textContent);
  const held = [...document.querySelectorAll('#tables .table')].map((t) => [...t.querySelectorAll('.e')].map((el) => el.textContent).join(''));
  const box = document.getElementById('tables-panel').getBoundingClientRect();
  const size = parseFloat(getComputedStyle(document.querySelector('.tables-grid')).fontSize);
  return { event: window.sudotrace.event(), lit, words, held, box: [box.top, box.bottom, innerHeight], size };
})()";

/// The LeetCode search with the tables check, copied where the test writes its pages.
fn tables_trace(dir: &Path) -> PathBuf {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let trace = dir.join("leetcode37-tables.jsonl.gz");
    std::fs::copy(root.join("traces/leetcode37-tables.jsonl.gz"), &trace).unwrap();
    trace
}

/// `show --json`'s tables at event `at`.
fn shown_tables(trace: &Path, at: u64) -> Value {
    let output = run(&["show", path_str(trace), "--at", &at.to_string(), "--json"]);
    assert_code(&output, 0);
    let json: Value = serde_json::from_str(&stdout(&output)).unwrap();
    json["tables"].clone()
}

/// The words the frames' tables panel says under its tables at event `at`, made as
/// `render --panel tables` makes them (crates/frames' side panel).
fn frames_words(trace: &Path, at: u64, lang: Lang) -> Vec<String> {
    let mut cursor = Cursor::open(trace).unwrap();
    cursor.seek(at).unwrap();
    let check = Check::of_solver(&cursor.header().solver);
    let event = cursor.event();
    let work = match (check, event) {
        (Some(check), Some(event)) => check.work(&event, cursor.replay().board()),
        _ => None,
    };
    tables_words(
        &TablesView::of(cursor.replay(), event, check, work),
        check,
        lang,
    )
}

/// A colour as the browser computes it: `rgb(r, g, b)`.
fn css_colour(role: &str) -> String {
    let [r, g, b] = role_colours(ThemeName::Light)
        .into_iter()
        .find(|(name, _)| *name == role)
        .unwrap_or_else(|| panic!("no role {role}"))
        .1;
    format!("rgb({r}, {g}, {b})")
}

/// What the page read (`READ`'s value) agrees with `show --json` and the frames at its
/// event: exactly the entries looked up lit, in order, a clash's in the clash's colour
/// and a free one's in the try's; every unit's digits; the frames' words. Gives the
/// event.
fn assert_as_shown(trace: &Path, read: &Value, lang: Lang, context: &str) -> u64 {
    let at = read["event"]
        .as_u64()
        .unwrap_or_else(|| panic!("{context}: {read}"));
    let context = format!("{context}, event {at}");
    let shown = shown_tables(trace, at);
    let looked = &shown["looked"];
    let expected: Vec<Value> = match looked.is_null() {
        true => Vec::new(),
        false => looked["entries"]
            .as_array()
            .unwrap()
            .iter()
            .map(|entry| {
                let held = entry["held"].as_bool().unwrap();
                let digit = looked["digit"].as_u64().unwrap();
                let on_board = shown["used"][entry["unit"].as_str().unwrap()]
                    [entry["number"].as_u64().unwrap() as usize - 1]
                    .as_array()
                    .unwrap()
                    .iter()
                    .any(|d| d.as_u64() == Some(digit));
                let (paper, ink) = match held {
                    true => (css_colour("clash"), css_colour("background")),
                    false => (css_colour("current"), css_colour("placed")),
                };
                json!([
                    entry["unit"],
                    entry["number"],
                    digit,
                    held,
                    if on_board {
                        digit.to_string()
                    } else {
                        "·".to_string()
                    },
                    paper,
                    ink
                ])
            })
            .collect(),
    };
    assert_eq!(read["lit"], json!(expected), "{context}: the entries lit");
    for (unit, name) in ["row", "col", "box"].into_iter().enumerate() {
        let table: String = shown["used"][name]
            .as_array()
            .unwrap()
            .iter()
            .flat_map(|digits| {
                let digits: Vec<u64> = digits
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|d| d.as_u64().unwrap())
                    .collect();
                (1..=9u64).map(move |d| match digits.contains(&d) {
                    true => char::from(b'0' + d as u8),
                    false => '·',
                })
            })
            .collect();
        assert_eq!(
            read["held"][unit],
            json!(table),
            "{context}: the {name}s' table"
        );
    }
    let words = frames_words(trace, at, lang);
    assert_eq!(
        read["words"],
        json!([
            words.first().cloned().unwrap_or_default(),
            words.get(1).cloned().unwrap_or_default()
        ]),
        "{context}: the words"
    );
    at
}

/// The value of step `k`'s `js`, asserted to be there.
fn value(result: &Value, k: usize) -> &Value {
    let value = &result["observations"][k]["step"]["value"];
    assert!(value.is_object(), "step {k}: {result}");
    value
}

/// The tests that drive Chromium: the web tier (`cargo xtask test-web`).
mod web {
    use super::*;
    use crate::util::{Tool, tools_here};

    #[test]
    #[ignore = "web tier, run by `cargo xtask test-web`"]
    fn the_tables_panel_lights_what_show_says_was_looked_up() {
        if !tools_here(&[Tool::Browser]) {
            return;
        }
        let dir = TempDir::new().unwrap();
        let trace = tables_trace(dir.path());
        let page = page(&trace, "tables.html", &["--panel", "tables"]);
        let result = drive(
            &page,
            json!({
                "viewport": [1366, 768],
                "hash": "#event=26",
                "steps": [
                    { "js": READ },
                    { "goto": 2, "js": READ },
                    { "press": "ArrowRight", "js": READ },
                    { "goto": 4, "js": READ },
                    { "click": "#play", "frames": 40 },
                    { "click": "#play", "js": READ },
                ],
            }),
        );
        assert_eq!(result["console"], json!([]), "{result}");
        // Event 26: r1c7 tries 6; row 1 and column 7 lack it, box 3 has it (r3c8).
        let clash = value(&result, 0);
        assert_eq!(assert_as_shown(&trace, clash, Lang::En, "a box clash"), 26);
        let lit = clash["lit"].as_array().unwrap();
        let said: Vec<(&str, u64, bool)> = lit
            .iter()
            .map(|e| {
                (
                    e[0].as_str().unwrap(),
                    e[1].as_u64().unwrap(),
                    e[3].as_bool().unwrap(),
                )
            })
            .collect();
        assert_eq!(
            said,
            [("row", 1, false), ("col", 7, false), ("box", 3, true)]
        );
        assert_eq!(
            clash["words"],
            json!(["r1c7 = 6, looked up:", "row 1 no  col 7 no  box 3 has it"])
        );
        // The clash's entry is in the clash's colour, the free ones in the try's.
        assert_ne!(lit[2][5], lit[0][5], "{clash}");
        // Event 2: r1c3 fits 1: three free lookups.
        let fit = value(&result, 1);
        assert_eq!(assert_as_shown(&trace, fit, Lang::En, "a fit"), 2);
        let held: Vec<bool> = fit["lit"]
            .as_array()
            .unwrap()
            .iter()
            .map(|e| e[3].as_bool().unwrap())
            .collect();
        assert_eq!(held, [false, false, false], "{fit}");
        assert_eq!(
            fit["words"],
            json!(["r1c3 = 1, looked up:", "row 1 no  col 3 no  box 1 no"])
        );
        // A step (a try: nothing lit, nothing said), a seek and a stretch played: the
        // panel follows each.
        let stepped = value(&result, 2);
        assert_eq!(assert_as_shown(&trace, stepped, Lang::En, "a step"), 3);
        assert_eq!(stepped["lit"], json!([]), "{stepped}");
        // Event 4: r1c4 tries 1, which row 1 holds: one lookup, the clash's.
        let row = value(&result, 3);
        assert_eq!(assert_as_shown(&trace, row, Lang::En, "a row clash"), 4);
        assert_eq!(row["lit"].as_array().unwrap().len(), 1, "{row}");
        let played = assert_as_shown(&trace, value(&result, 5), Lang::En, "played");
        assert!(played > 4, "played to {played}");
        // On a laptop's screen the panel is whole on the first screen, its type
        // readable.
        let box_ = &clash["box"];
        assert!(
            box_[1].as_f64().unwrap() <= box_[2].as_f64().unwrap(),
            "the panel ends on screen: {box_}"
        );
        assert!(clash["size"].as_f64().unwrap() >= 13.0, "{clash}");
    }

    #[test]
    #[ignore = "web tier, run by `cargo xtask test-web`"]
    fn the_tables_panel_speaks_chinese_and_fits_an_articles_frame() {
        if !tools_here(&[Tool::Browser]) {
            return;
        }
        let dir = TempDir::new().unwrap();
        let trace = tables_trace(dir.path());
        let page = page(
            &trace,
            "tables.html",
            &["--panel", "tables", "--lang", "zh-CN"],
        );
        let result = drive(
            &page,
            json!({ "hash": "#event=26", "steps": [{ "js": READ }, { "goto": 2, "js": READ }] }),
        );
        assert_eq!(result["console"], json!([]), "{result}");
        for (k, at) in [(0, 26), (1, 2)] {
            let read = value(&result, k);
            assert_eq!(assert_as_shown(&trace, read, Lang::ZhCn, "in Chinese"), at);
        }
        assert_eq!(
            value(&result, 0)["words"],
            json!(["r1c7 = 6，查表：", "行 1 没有  列 7 没有  宫 3 已有"])
        );
        // In an article's frame (html --embed, opening at the box clash), on a laptop:
        // the panel comes up under the seek bar, whole in the frame's first screen, its
        // type no smaller than 11 pixels.
        let output = run(&[
            "html",
            path_str(&trace),
            "-o",
            path_str(&dir.path().join("embedded.html")),
            "--panel",
            "tables",
            "--start",
            "26",
            "--embed",
        ]);
        assert_code(&output, 0);
        let snippet = stdout(&output)
            .lines()
            .find(|line| line.starts_with("<div"))
            .unwrap()
            .to_string();
        let article = format!(
            "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>an article</title>\
             <style>body{{margin:0;font:18px/1.6 serif}}article{{max-width:720px;margin:0 auto;padding:16px}}</style>\
             </head><body><article><h1>Lookup tables</h1>{snippet}</article></body></html>"
        );
        std::fs::write(dir.path().join("article.html"), article).unwrap();
        let result = drive(
            &dir.path().join("embedded.html"),
            json!({ "viewport": [1366, 768], "steps": [{ "frame": "article.html", "js": READ }] }),
        );
        let framed = value(&result, 0);
        assert_eq!(assert_as_shown(&trace, framed, Lang::En, "in a frame"), 26);
        let box_ = &framed["box"];
        assert!(
            box_[0].as_f64().unwrap() >= 0.0
                && box_[1].as_f64().unwrap() <= box_[2].as_f64().unwrap(),
            "the panel is whole in the frame: {box_}"
        );
        assert!(framed["size"].as_f64().unwrap() >= 11.0, "{framed}");
    }
}

//! The player's script: ES modules in `js/`, one a job, and one more written here from
//! the Rust constants the script shares with sudotrace (`constants.js`), put together
//! into the one script the page carries.
//!
//! The logic modules (`grid`, `check`, `decode`, `slices`, `replay`, `words`, `lines`, `stack`, `tree`,
//! `view`, `grade`, `quiz`, `answer`, `hint`) touch no DOM, so that node can import them
//! as they are and hold them to `show --json`, to the trace's events and to `check
//! --json` (tests/cli/player_replay.rs, tests/cli/player_simulate.rs,
//! tests/cli/player_play.rs); `page`, `mode`, `draw`, `controls`, `predict`, `simulate`
//! and `start` run in the browser only. The page's copy is the modules in [`MODULES`]'
//! order, each without its `import` lines, its `export` keywords, its comment lines and
//! its lines' indentation, inside one closure: the same text every time, and the page
//! stays one file that needs nothing else.

use std::fmt::Write as _;

use serde::Serialize;
use sudotrace_core::events::event::{
    EventKind, PACKED_CELL_SHIFT, PACKED_DIGIT_SHIFT, PACKED_UNIT_SHIFT, PACKED_WITH_SHIFT, Reason,
};
use sudotrace_core::events::replay::FORCED;
use sudotrace_core::lang::{Lang, Text};
use sudotrace_core::puzzle::grid::{ALL_DIGITS, CELLS, UNIT_CELLS, Unit};
use sudotrace_core::search::{Check, ClashOrder};
use sudotrace_core::views::profile::MAX_COLUMNS;
use sudotrace_core::views::stack::kind_words;
use sudotrace_learn::answer::unit_label;

use super::{
    CODE_CELL_SHIFT, CODE_DIGIT_BITS, CODE_DIGIT_SHIFT, DEPARTED, DETAIL_UNIT_SHIFT,
    EXHAUSTED_SHIFT, PAGE_COUNTS, page_key,
};

/// The generated module's name.
const CONSTANTS: &str = "constants.js";

/// The modules as written, in the order the page's script holds them: each after the
/// modules it imports, the generated [`CONSTANTS`] before them all.
const MODULES: [(&str, &str); 25] = [
    ("grid.js", include_str!("js/grid.js")),
    ("check.js", include_str!("js/check.js")),
    ("decode.js", include_str!("js/decode.js")),
    ("slices.js", include_str!("js/slices.js")),
    ("replay.js", include_str!("js/replay.js")),
    ("words.js", include_str!("js/words.js")),
    ("lines.js", include_str!("js/lines.js")),
    ("answer.js", include_str!("js/answer.js")),
    ("trace.js", include_str!("js/trace.js")),
    ("stack.js", include_str!("js/stack.js")),
    ("tree.js", include_str!("js/tree.js")),
    ("view.js", include_str!("js/view.js")),
    ("why.js", include_str!("js/why.js")),
    ("grade.js", include_str!("js/grade.js")),
    ("quiz.js", include_str!("js/quiz.js")),
    ("hint.js", include_str!("js/hint.js")),
    ("page.js", include_str!("js/page.js")),
    ("mode.js", include_str!("js/mode.js")),
    ("draw.js", include_str!("js/draw.js")),
    ("controls.js", include_str!("js/controls.js")),
    ("predict.js", include_str!("js/predict.js")),
    ("simulate.js", include_str!("js/simulate.js")),
    ("run.js", include_str!("js/run.js")),
    ("play.js", include_str!("js/play.js")),
    ("start.js", include_str!("js/start.js")),
];

/// Every module of the player's script by its file name, in the page's order, the
/// generated `constants.js` first (its counts' and kinds' words in `lang`): written into
/// one folder, node imports them as they are.
pub fn player_modules(lang: Lang) -> Vec<(&'static str, String)> {
    std::iter::once((CONSTANTS, constants_js(lang)))
        .chain(
            MODULES
                .iter()
                .map(|&(name, source)| (name, source.to_string())),
        )
        .collect()
}

/// The player's script as the page carries it: every module, in order, inside one
/// closure.
pub(crate) fn player_js(lang: Lang) -> String {
    let mut js = String::from(
        "// sudotrace's web player: plays the trace this page holds, forward and back. Put\n\
         // together by sudotrace from the modules of crates/page/src/js (the first,\n\
         // the constants it shares with sudotrace, written out from sudotrace's own), their\n\
         // comments left in the source.\n\
         'use strict';\n\
         (async () => {\n",
    );
    for (name, source) in player_modules(lang) {
        js.push_str(&without_module_syntax(name, &source));
        js.push('\n');
    }
    js.push_str("})();\n");
    js
}

/// A module's text without its `import` statements, its comment lines and its lines'
/// indentation (no string of the modules spans lines), and with its declarations'
/// `export ` taken off: in the page, every module's names are the closure's.
fn without_module_syntax(name: &str, source: &str) -> String {
    let mut out = String::with_capacity(source.len());
    let mut importing = false;
    for line in source.lines() {
        if importing || line.starts_with("import ") {
            importing = !line.trim_end().ends_with(';');
            continue;
        }
        // The modules' comments stay with their source: a page of a long search is
        // mostly its events, and every byte of the player is paid on every page.
        if line.trim_start().starts_with("//") {
            continue;
        }
        assert!(
            !line.trim_start().starts_with("export") || line.starts_with("export "),
            "{name}: an export the page's script cannot hold: {line}"
        );
        let declaration = line.strip_prefix("export ").unwrap_or(line);
        assert!(
            !declaration.starts_with("default") && !declaration.starts_with('{'),
            "{name}: only declarations are exported: {line}"
        );
        out.push_str(declaration.trim_start());
        out.push('\n');
    }
    out
}

/// The generated module: every constant the script shares with sudotrace, written from
/// the Rust that defines it, and the counts' and kinds' words in `lang`.
fn constants_js(lang: Lang) -> String {
    let mut js = String::from(
        "// The constants the player shares with sudotrace, written out by sudotrace\n\
         // (crates/page/src/script.rs) from the Rust that defines them, so that none\n\
         // is written twice; and the counts' and kinds' words in the page's language.\n",
    );
    let mut section = |comment: &str, constants: &[(String, String)]| {
        js.push('\n');
        js.push_str(&wrapped_comment(comment));
        for (name, value) in constants {
            let _ = writeln!(js, "export const {name} = {value};");
        }
    };
    let number = |name: &str, value: u64| (name.to_string(), value.to_string());
    // Masks and bits read best in hexadecimal.
    let bits = |name: &str, value: u64| (name.to_string(), format!("{value:#x}"));
    let kinds = EventKind::ALL;
    section(
        "The kinds of event, in the order of EventKind::ALL, by their names in traces.",
        &std::iter::once(("KIND_NAMES".to_string(), json(&kinds.map(EventKind::name))))
            .chain(
                kinds
                    .iter()
                    .enumerate()
                    .map(|(place, kind)| number(&kind.name().to_uppercase(), place as u64)),
            )
            .collect::<Vec<_>>(),
    );
    section(
        "An event as the page packs it (page_code): its kind's place, cell and digit.",
        &[
            number("CODE_BYTES", size_of::<u16>() as u64),
            bits("CODE_KIND_MASK", (1 << CODE_CELL_SHIFT) - 1),
            number("CODE_CELL_SHIFT", CODE_CELL_SHIFT.into()),
            bits(
                "CODE_CELL_MASK",
                (1 << (CODE_DIGIT_SHIFT - CODE_CELL_SHIFT)) - 1,
            ),
            number("CODE_DIGIT_SHIFT", CODE_DIGIT_SHIFT.into()),
            bits("CODE_DIGIT_MASK", (1 << CODE_DIGIT_BITS) - 1),
        ],
    );
    section(
        "A conflict's detail byte: its unit, then the clashing cell's place in the unit; a forced placement's: its reason's code.",
        &[
            number("DETAIL_UNIT_SHIFT", DETAIL_UNIT_SHIFT.into()),
            bits("DETAIL_PLACE_MASK", (1 << DETAIL_UNIT_SHIFT) - 1),
            number("FORCED_BY_CELL", Reason::OnlyDigit.code().into()),
        ],
    );
    section(
        "The key of an event's words: the event as Event::pack packs it, plus a backtrack's blank that ran out times EXHAUSTED_KEY, plus DEPARTED where the trace departs from its strategy.",
        &[
            (
                "PACKED_KINDS".to_string(),
                format!(
                    "[{}]",
                    kinds.map(|kind| format!("{:#x}", kind.packed())).join(", ")
                ),
            ),
            number("PACKED_CELL_SHIFT", PACKED_CELL_SHIFT.into()),
            number("PACKED_DIGIT_SHIFT", PACKED_DIGIT_SHIFT.into()),
            number("PACKED_UNIT_SHIFT", PACKED_UNIT_SHIFT.into()),
            number("PACKED_WITH_SHIFT", PACKED_WITH_SHIFT.into()),
            bits("EXHAUSTED_KEY", 1 << EXHAUSTED_SHIFT),
            bits("DEPARTED", DEPARTED),
        ],
    );
    section(
        "The board: its cells, every digit (bit d for digit d), a forced placement's mark on the stack, the units in order.",
        &[
            number("CELLS", CELLS as u64),
            bits("ALL_DIGITS", ALL_DIGITS.into()),
            bits("FORCED_BIT", FORCED.into()),
            ("UNIT_NAMES".to_string(), json(&Unit::ALL.map(Unit::name))),
        ],
    );
    section(
        "The units in words: by the names of the core's texts that say them (in the page's texts), and as `check --json` names them.",
        &[
            (
                "UNIT_TEXTS".to_string(),
                json(&Unit::ALL.map(|unit| unit_text(unit).name())),
            ),
            ("CHECK_UNITS".to_string(), json(&Unit::ALL.map(unit_label))),
        ],
    );
    let checks = Check::ALL;
    section(
        "The checks, by their names in the page's data (its place in CHECK_NAMES is a check's number), what each pays for a try that fits (a look over the blanks pays that for each blank), the count each pays into (its place in COUNTS), whether it reads cells one by one (naive row, column and box each whole; oneloop cell i of each in turn), the orders a check may meet a try's units in (ClashOrder::ALL: the units, whether in one loop, the name diagnose gives it), each check's own order and whether a trace of it is held to that order alone (ClashWatch::held_to), and the cells of a unit.",
        &std::iter::once(("CHECK_NAMES".to_string(), json(&checks.map(Check::name))))
            .chain(
                checks
                    .iter()
                    .enumerate()
                    .map(|(place, check)| number(&check.name().to_uppercase(), place as u64)),
            )
            .chain([
                (
                    "FIT_COSTS".to_string(),
                    json(&checks.map(|check| check.survey_cost(1))),
                ),
                (
                    "CHECK_COUNTS".to_string(),
                    json(&checks.map(|check| {
                        PAGE_COUNTS
                            .iter()
                            .position(|&count| count == check.count())
                            .expect("every check's count is on the page")
                    })),
                ),
                ("CHECK_SCANS".to_string(), json(&checks.map(Check::scans))),
                (
                    "CLASH_ORDERS".to_string(),
                    json(&ClashOrder::ALL.map(|order| {
                        let (units, one_loop) = order.units();
                        (units.map(|unit| unit as u8), one_loop, order.name())
                    })),
                ),
                (
                    "CHECK_ORDERS".to_string(),
                    json(&checks.map(|check| {
                        ClashOrder::ALL
                            .iter()
                            .position(|&order| order == check.clash_order())
                            .expect("every check's order is one of ClashOrder::ALL")
                    })),
                ),
                (
                    "CHECK_HELD".to_string(),
                    json(&checks.map(Check::holds_its_order)),
                ),
                number("UNIT_CELLS", UNIT_CELLS[0].len() as u64),
            ])
            .collect::<Vec<_>>(),
    );
    section(
        "The counts the page keeps, by their keys in the page's data, and their words.",
        &std::iter::once(("COUNTS".to_string(), json(&PAGE_COUNTS.map(page_key))))
            .chain(
                PAGE_COUNTS
                    .iter()
                    .enumerate()
                    .map(|(place, &count)| number(&page_key(count).to_uppercase(), place as u64)),
            )
            .chain([(
                "COUNT_WORDS".to_string(),
                json(&PAGE_COUNTS.map(|count| count.words(lang))),
            )])
            .collect::<Vec<_>>(),
    );
    section(
        "How a window plays (Pace::for_window: its opening an event a frame, the rest within MOST_SECONDS), and the most columns of a depth profile (DepthProfile), for a run made in the page.",
        &[
            number("OPENING_EVENTS", super::OPENING_EVENTS),
            number("MOST_SECONDS", super::MOST_SECONDS),
            number("FRAMES_A_SECOND", super::FRAMES_A_SECOND),
            number("MAX_COLUMNS", MAX_COLUMNS as u64),
        ],
    );
    section(
        "The kinds in words, as a line of code is said to make them.",
        &[(
            "KIND_WORDS".to_string(),
            json(&kinds.map(|kind| kind_words(kind, lang))),
        )],
    );
    js
}

/// The core's text that says `unit` in words ([`Unit::words`]).
fn unit_text(unit: Unit) -> Text {
    match unit {
        Unit::Row => Text::Row,
        Unit::Col => Text::Column,
        Unit::Box => Text::Box,
    }
}

/// `text` as a comment of lines of at most 88 columns.
fn wrapped_comment(text: &str) -> String {
    let mut out = String::new();
    let mut line = String::from("//");
    for word in text.split(' ') {
        if line.len() + 1 + word.len() > 88 {
            out.push_str(&line);
            out.push('\n');
            line = String::from("//");
        }
        line.push(' ');
        line.push_str(word);
    }
    out.push_str(&line);
    out.push('\n');
    out
}

/// A value as a JavaScript literal (JSON's strings and arrays are JavaScript's).
fn json(value: &impl Serialize) -> String {
    serde_json::to_string(value).expect("plain values serialize")
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeMap;
    use sudotrace_core::events::counts::Count;

    /// The names a module declares at its top level: on a line that starts with
    /// `function`, `class`, `const` or `let` (exported or not), the function's or class's
    /// name, or each declarator's, a destructuring's names too.
    fn top_level_names(source: &str) -> Vec<String> {
        let mut names = Vec::new();
        for line in source.lines() {
            let line = line.strip_prefix("export ").unwrap_or(line);
            if let Some(rest) = ["function ", "function* ", "async function ", "class "]
                .iter()
                .find_map(|keyword| line.strip_prefix(keyword))
            {
                names.push(identifier(rest));
            } else if let Some(rest) = ["const ", "let "]
                .iter()
                .find_map(|keyword| line.strip_prefix(keyword))
            {
                for declarator in top_level_pieces(rest) {
                    let target = declarator.split('=').next().unwrap().trim();
                    match target.strip_prefix(['{', '[']) {
                        Some(pattern) => names.extend(
                            pattern
                                .trim_end_matches(['}', ']'])
                                .split(',')
                                .map(|name| identifier(name.trim()))
                                .filter(|name| !name.is_empty()),
                        ),
                        None => names.push(identifier(target)),
                    }
                }
            }
        }
        names
    }

    /// The name a declaration starts with.
    fn identifier(text: &str) -> String {
        text.chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_' || *c == '$')
            .collect()
    }

    /// `text` cut at its commas outside brackets and quotes.
    fn top_level_pieces(text: &str) -> Vec<&str> {
        let (mut pieces, mut depth, mut quote, mut start) = (Vec::new(), 0, None, 0);
        for (at, c) in text.char_indices() {
            match (quote, c) {
                (Some(q), c) if c == q => quote = None,
                (Some(_), _) => {}
                (None, '\'' | '"' | '`') => quote = Some(c),
                (None, '(' | '[' | '{') => depth += 1,
                (None, ')' | ']' | '}') => depth -= 1,
                (None, ',') if depth == 0 => {
                    pieces.push(&text[start..at]);
                    start = at + 1;
                }
                _ => {}
            }
        }
        pieces.push(&text[start..]);
        pieces
    }

    #[test]
    fn the_names_of_a_line_of_declarations_are_found() {
        let source = "export const a = f(1, 2), b = [3, 4];\nlet c = 'x, y', d;\n  const inner = 1;\nconst [e, , g] = h;\nexport function k(l, m) {\nexport function* n() {\nasync function o() {\n";
        assert_eq!(
            top_level_names(source),
            ["a", "b", "c", "d", "e", "g", "k", "n", "o"]
        );
    }

    #[test]
    fn no_two_modules_declare_the_same_name() {
        let mut declared: BTreeMap<String, &str> = BTreeMap::new();
        for (module, source) in player_modules(Lang::En) {
            for name in top_level_names(&source) {
                if let Some(before) = declared.insert(name.clone(), module) {
                    panic!("{name} is declared by {before} and by {module}");
                }
            }
        }
        for name in [
            "replaySteps",
            "sliced",
            "TRY",
            "wordsKey",
            "canvas",
            "hashTimer",
            "numberEl",
        ] {
            assert!(declared.contains_key(name), "{name} was not found");
        }
    }

    #[test]
    fn every_import_names_a_module_before_it() {
        let modules = player_modules(Lang::En);
        for (at, (module, source)) in modules.iter().enumerate() {
            for line in source.lines().filter(|line| line.contains(" from '")) {
                let from = line
                    .split(" from './")
                    .nth(1)
                    .expect("a module of the folder");
                let from = from.trim_end_matches("';");
                let place = modules.iter().position(|(name, _)| *name == from);
                assert!(
                    place.is_some_and(|place| place < at),
                    "{module} imports {from}, which does not come before it"
                );
            }
        }
    }

    #[test]
    fn the_script_holds_every_module_without_its_module_syntax() {
        let js = player_js(Lang::En);
        assert!(!js.contains("\nimport ") && !js.contains("\nexport "));
        assert!(js.contains("\nfunction* replaySteps(D, events, onPlaced) {"));
        assert!(js.contains("\nconst TRY = 0;\n"));
        assert!(js.ends_with("})();\n"));
        assert_eq!(player_js(Lang::En), js, "the same text every time");
    }

    #[test]
    fn no_string_of_the_modules_spans_lines() {
        // The page's copy takes each line's indentation off, which a string spanning lines
        // would keep. Comment lines are left out of the copy, so their backquotes are prose.
        for (module, source) in MODULES {
            for (at, line) in source.lines().enumerate() {
                if line.trim_start().starts_with("//") {
                    continue;
                }
                let line = line.split(" //").next().unwrap();
                assert!(
                    line.matches('`').count() % 2 == 0 && !line.ends_with('\\'),
                    "{module}:{}: a string goes on to the next line",
                    at + 1
                );
            }
        }
    }

    #[test]
    fn every_mode_has_its_module() {
        // Each of the page's modes registers itself under its name, with its label.
        let js = player_js(Lang::En);
        for mode in super::super::Mode::ALL {
            assert!(
                js.contains(&format!("\nMODES.{} = {{", mode.name())),
                "no module registers the mode {}",
                mode.name()
            );
        }
    }

    #[test]
    fn each_units_text_says_it_as_the_core_does() {
        for lang in Lang::ALL {
            for unit in Unit::ALL {
                assert_eq!(lang.text(unit_text(unit)), unit.words(lang), "{unit:?}");
            }
        }
    }

    #[test]
    fn the_conflicts_counts_follow_each_other_in_the_units_order() {
        // The replay counts a conflict at ROW plus its unit's place in UNIT_NAMES.
        let row = PAGE_COUNTS
            .iter()
            .position(|&count| count == Count::RowConflicts)
            .unwrap();
        for (place, unit) in Unit::ALL.into_iter().enumerate() {
            assert_eq!(page_key(PAGE_COUNTS[row + place]), unit.name());
        }
    }

    #[test]
    fn no_number_packing_shares_with_sudotrace_is_written_in_the_modules() {
        // The constants that once were written out by hand in the script.
        for (module, source) in MODULES {
            for written in ["1 << 22", "0x1000000", "2 ** 34", "0x3fe", "& 0x7f", "128"] {
                assert!(!source.contains(written), "{module} writes {written}");
            }
        }
    }
}

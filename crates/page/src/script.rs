//! The player's script: ES modules in `js/`, one a job, bundled by esbuild from the
//! page's entry (`js/start.js`) into `player.bundle.js` (committed; `npm run build` in
//! crates/page writes it again, and a test of the web tier fails when it is stale), and
//! the constants the script shares with sudotrace, written here from the Rust that
//! defines them, in the page's language.
//!
//! The logic modules (`grid`, `check`, `decode`, `slices`, `patterns`, `replay`, `words`, `lines`, `stack`,
//! `tree`, `view`, `grade`, `quiz`, `answer`, `hint`, `trace`, `why`) touch no DOM, so that node can import them
//! as they are and hold them to `show --json`, to the trace's events and to `check
//! --json` (tests/cli/player_replay.rs, tests/cli/player_simulate.rs,
//! tests/cli/player_play.rs), and tsc checks their types; `page`, `mode`, `draw`, `controls`, `predict`,
//! `simulate`, `run`, `play` and `start` run in the browser only.
//!
//! The constants are a module, `constants.js`, as node and tsc read it ([`player_modules`],
//! and `js/constants.js`, the English one, committed and held to what this module writes).
//! The bundle does not hold them: it reads them from `sudotraceConstants`, an object the
//! page's script sets before it ([`player_js`]), so that one bundle serves every language.
//! The page's script is that object, then the bundle, inside one async closure (the bundle
//! awaits at its top level): the same text every time, and the page stays one file that
//! needs nothing else.

use std::fmt::Write as _;

use serde::Serialize;
use sudotrace_core::events::counts::Count;
use sudotrace_core::events::event::{
    EventKind, PACKED_CELL_SHIFT, PACKED_DIGIT_SHIFT, PACKED_UNIT_SHIFT, PACKED_WITH_SHIFT, Reason,
};
use sudotrace_core::events::pattern::Rule;
use sudotrace_core::events::replay::FORCED;
use sudotrace_core::lang::{Lang, Text};
use sudotrace_core::puzzle::grid::{ALL_DIGITS, CELLS, UNIT_CELLS, Unit};
use sudotrace_core::search::{Check, ClashOrder};
use sudotrace_core::views::profile::MAX_COLUMNS;
use sudotrace_core::views::stack::kind_words;
use sudotrace_learn::answer::unit_label;

use super::{
    CODE_CELL_SHIFT, CODE_DIGIT_BITS, CODE_DIGIT_SHIFT, DEPARTED, DETAIL_UNIT_SHIFT,
    EXHAUSTED_SHIFT, PAGE_COUNTS, PATTERN_BYTES, page_key,
};

/// Where each field of an elimination's pattern starts in the bits the page carries
/// (`pattern_bits`: [`Event::pack`](sudotrace_core::events::event::Event::pack)'s, shifted
/// down by one): its rule (its place in [`Rule::ALL`]) in the lowest two; a pointing's or
/// a claiming's digit, box, whether its line is a column, and the line's number; a pair's
/// unit (its place in [`Unit::ALL`]), the unit's number, its two cells' places in the unit
/// (9 × first + second) and its two digits (9 × (a − 1) + b − 1). Held to the core's
/// packing by the tests below.
const PATTERN_FIELDS: [(&str, u32, u32); 9] = [
    ("RULE", 0, 2),
    ("LOCKED_DIGIT", 2, 4),
    ("LOCKED_BOX", 6, 4),
    ("LOCKED_COLUMN", 10, 1),
    ("LOCKED_LINE", 11, 4),
    ("PAIR_UNIT", 2, 2),
    ("PAIR_INDEX", 4, 4),
    ("PAIR_PLACES", 8, 7),
    ("PAIR_DIGITS", 15, 7),
];

/// The constants' module's name.
const CONSTANTS: &str = "constants.js";

/// What the page's script calls the object of the constants it sets before the bundle,
/// which the bundle's `constants.js` reads (crates/page/build.mjs).
const CONSTANTS_OBJECT: &str = "sudotraceConstants";

/// The modules as written, by name (but `constants.js`, which sudotrace writes): node
/// imports them as they are.
const MODULES: [(&str, &str); 29] = [
    ("answer.js", include_str!("js/answer.js")),
    ("build.js", include_str!("js/build.js")),
    ("check.js", include_str!("js/check.js")),
    ("controls.js", include_str!("js/controls.js")),
    ("decode.js", include_str!("js/decode.js")),
    ("draw.js", include_str!("js/draw.js")),
    ("grade.js", include_str!("js/grade.js")),
    ("grid.js", include_str!("js/grid.js")),
    ("hint.js", include_str!("js/hint.js")),
    ("lesson.js", include_str!("js/lesson.js")),
    ("lines.js", include_str!("js/lines.js")),
    ("mode.js", include_str!("js/mode.js")),
    ("page.js", include_str!("js/page.js")),
    ("patterns.js", include_str!("js/patterns.js")),
    ("play.js", include_str!("js/play.js")),
    ("predict.js", include_str!("js/predict.js")),
    ("quiz.js", include_str!("js/quiz.js")),
    ("replay.js", include_str!("js/replay.js")),
    ("run.js", include_str!("js/run.js")),
    ("simulate.js", include_str!("js/simulate.js")),
    ("slices.js", include_str!("js/slices.js")),
    ("stack.js", include_str!("js/stack.js")),
    ("start.js", include_str!("js/start.js")),
    ("tables.js", include_str!("js/tables.js")),
    ("trace.js", include_str!("js/trace.js")),
    ("tree.js", include_str!("js/tree.js")),
    ("view.js", include_str!("js/view.js")),
    ("why.js", include_str!("js/why.js")),
    ("words.js", include_str!("js/words.js")),
];

/// The modules bundled by esbuild from `js/start.js`, `constants.js` read from
/// [`CONSTANTS_OBJECT`] (crates/page/build.mjs; `npm run build` there writes it).
const BUNDLE: &str = include_str!("player.bundle.js");

/// Every module of the player's script by its file name, `constants.js` first (its counts'
/// and kinds' words in `lang`): written into one folder, node imports them as they are.
pub fn player_modules(lang: Lang) -> Vec<(&'static str, String)> {
    std::iter::once((CONSTANTS, constants_js(lang)))
        .chain(
            MODULES
                .iter()
                .map(|&(name, source)| (name, source.to_string())),
        )
        .collect()
}

/// The player's script as the page carries it: the constants in `lang`, then the bundle,
/// inside one async closure.
pub(crate) fn player_js(lang: Lang) -> String {
    let mut js = String::from(
        "// sudotrace's web player: plays the trace this page holds, forward and back. Put\n\
         // together by sudotrace: the constants it shares with sudotrace, written out from\n\
         // sudotrace's own, then the modules of crates/page/src/js bundled by esbuild\n\
         // (crates/page/build.mjs), their comments left in the source.\n\
         'use strict';\n\
         (async () => {\n",
    );
    js.push_str(&constants_object(lang));
    js.push_str(BUNDLE);
    js.push_str("})();\n");
    js
}

/// A section of the constants: what it holds, in words, and its constants by name, each
/// with its value as a JavaScript literal.
type Section = (&'static str, Vec<(String, String)>);

/// The constants as the module node and tsc import: `export const NAME = value;`, each
/// section after its comment.
fn constants_js(lang: Lang) -> String {
    let mut js = String::from(
        "// The constants the player shares with sudotrace, written out by sudotrace\n\
         // (crates/page/src/script.rs) from the Rust that defines them, so that none\n\
         // is written twice; and the counts' and kinds' words in the page's language.\n",
    );
    for (comment, constants) in constant_sections(lang) {
        js.push('\n');
        js.push_str(&wrapped_comment(comment));
        for (name, value) in constants {
            if let Some(of) = declared_type(&name) {
                let _ = writeln!(js, "/** @type {{{of}}} */");
            }
            let _ = writeln!(js, "export const {name} = {value};");
        }
    }
    js
}

/// The type of a constant, for tsc, where the one it infers from the value is too loose
/// (an array of tuples is read as an array of arrays).
fn declared_type(name: &str) -> Option<&'static str> {
    match name {
        "CLASH_ORDERS" => Some("[number[], boolean, string][]"),
        _ => None,
    }
}

/// The constants as the page's script sets them before the bundle: one object,
/// [`CONSTANTS_OBJECT`], of every constant by name.
fn constants_object(lang: Lang) -> String {
    let mut js = format!("const {CONSTANTS_OBJECT} = {{\n");
    for (_, constants) in constant_sections(lang) {
        for (name, value) in constants {
            let _ = writeln!(js, "  {name}: {value},");
        }
    }
    js.push_str("};\n");
    js
}

/// Every constant the script shares with sudotrace, written from the Rust that defines
/// it, and the counts' and kinds' words in `lang`, in sections.
fn constant_sections(lang: Lang) -> Vec<Section> {
    let mut sections: Vec<Section> = Vec::new();
    let mut section = |comment: &'static str, constants: &[(String, String)]| {
        sections.push((comment, constants.to_vec()));
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
        "An elimination's pattern as the page carries it (its detail bytes, little end first): each field's shift and mask (PATTERN_FIELDS); the rules by their names in traces, each rule's count (its place in COUNTS), and the names of the core's texts that say a rule, an elimination of it and why it holds, and a house (row, column, box) with its number.",
        &std::iter::once(number("PATTERN_BYTES", PATTERN_BYTES as u64))
            .chain(PATTERN_FIELDS.iter().flat_map(|&(name, shift, bits)| {
                [
                    number(&format!("PATTERN_{name}_SHIFT"), shift.into()),
                    bits_const(&format!("PATTERN_{name}_MASK"), (1 << bits) - 1),
                ]
            }))
            .chain([
                ("RULE_NAMES".to_string(), json(&Rule::ALL.map(Rule::name))),
                (
                    "RULE_COUNTS".to_string(),
                    json(&Count::BY_RULE.map(|count| {
                        PAGE_COUNTS
                            .iter()
                            .position(|&kept| kept == count)
                            .expect("every rule's count is on the page")
                    })),
                ),
                (
                    "RULE_TEXTS".to_string(),
                    json(&Rule::ALL.map(|rule| rule_texts(rule)[0].name())),
                ),
                (
                    "RULE_EVENT_TEXTS".to_string(),
                    json(&Rule::ALL.map(|rule| rule_texts(rule)[1].name())),
                ),
                (
                    "RULE_WHY_TEXTS".to_string(),
                    json(&Rule::ALL.map(|rule| rule_texts(rule)[2].name())),
                ),
                (
                    "HOUSE_TEXTS".to_string(),
                    json(&Unit::ALL.map(|unit| house_text(unit).name())),
                ),
            ])
            .collect::<Vec<_>>(),
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
        "The units in words: by the names of the core's texts that say them (in the page's texts), in full and short (as an event's words and the tables panel name them), and as `check --json` names them.",
        &[
            (
                "UNIT_TEXTS".to_string(),
                json(&Unit::ALL.map(|unit| unit_text(unit).name())),
            ),
            (
                "UNIT_SHORT_TEXTS".to_string(),
                json(&Unit::ALL.map(|unit| unit_short_text(unit).name())),
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
        "How a window plays (Pace::for_window: its opening an event a frame, the rest within MOST_SECONDS), and the most columns of a depth profile (DepthProfile), for the page's builder.",
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
    sections
}

/// A mask or a bit in hexadecimal, as the constants write them.
fn bits_const(name: &str, value: u64) -> (String, String) {
    (name.to_string(), format!("{value:#x}"))
}

/// The core's texts of `rule`: its name in words ([`Rule::words`]), an elimination of it
/// in words (the caption's, [`Pattern::words`](sudotrace_core::events::pattern::Pattern::words))
/// and why it holds ([`Why::words`](sudotrace_core::views::why::Why::words)).
fn rule_texts(rule: Rule) -> [Text; 3] {
    match rule {
        Rule::Pointing => [Text::RulePointing, Text::EventPointing, Text::WhyPointing],
        Rule::Claiming => [Text::RuleClaiming, Text::EventClaiming, Text::WhyClaiming],
        Rule::NakedPair => [
            Text::RuleNakedPair,
            Text::EventNakedPair,
            Text::WhyNakedPair,
        ],
        Rule::HiddenPair => [
            Text::RuleHiddenPair,
            Text::EventHiddenPair,
            Text::WhyHiddenPair,
        ],
    }
}

/// The core's text that says a house of kind `unit` with its number
/// ([`House::words`](sudotrace_core::events::pattern::House::words)).
fn house_text(unit: Unit) -> Text {
    match unit {
        Unit::Row => Text::HouseRow,
        Unit::Col => Text::HouseColumn,
        Unit::Box => Text::HouseBox,
    }
}

/// The core's text that says `unit` in words ([`Unit::words`]).
fn unit_text(unit: Unit) -> Text {
    match unit {
        Unit::Row => Text::Row,
        Unit::Col => Text::Column,
        Unit::Box => Text::Box,
    }
}

/// The core's text that says `unit` short, as [`Unit::short_words`] does.
fn unit_short_text(unit: Unit) -> Text {
    match unit {
        Unit::Row => Text::RowShort,
        Unit::Col => Text::ColumnShort,
        Unit::Box => Text::BoxShort,
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
    use std::path::Path;
    use sudotrace_core::events::counts::Count;

    #[test]
    fn the_committed_constants_module_is_what_sudotrace_writes() {
        // js/constants.js is what tsc checks the modules against and what the bundle's
        // build reads the constants' names from (crates/page/build.mjs).
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/js/constants.js");
        let written = constants_js(Lang::En);
        if std::env::var_os("SUDOTRACE_WRITE_CONSTANTS").is_some() {
            std::fs::write(&path, &written).unwrap();
        }
        assert!(
            std::fs::read_to_string(&path).unwrap() == written,
            "crates/page/src/js/constants.js is out of date: run \
             `SUDOTRACE_WRITE_CONSTANTS=1 cargo test -p sudotrace-page constants_module`, \
             then `npm run build` in crates/page"
        );
    }

    #[test]
    fn the_modules_are_every_file_of_the_folder() {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/js");
        let mut files: Vec<String> = std::fs::read_dir(dir)
            .unwrap()
            .map(|entry| entry.unwrap().file_name().into_string().unwrap())
            .filter(|name| name != CONSTANTS)
            .collect();
        files.sort();
        assert_eq!(files, MODULES.map(|(name, _)| name.to_string()));
    }

    #[test]
    fn the_object_holds_every_constant_the_module_exports() {
        let object = constants_object(Lang::ZhCn);
        let module = constants_js(Lang::ZhCn);
        let exported: Vec<&str> = module
            .lines()
            .filter_map(|line| line.strip_prefix("export const "))
            .map(|line| line.split(" = ").next().unwrap())
            .collect();
        assert!(exported.len() > 50);
        for name in exported {
            assert!(object.contains(&format!("\n  {name}: ")), "{name}");
        }
    }

    #[test]
    fn the_script_is_the_constants_then_the_bundle_in_one_closure() {
        let js = player_js(Lang::En);
        assert!(!js.contains("\nimport ") && !js.contains("\nexport "));
        let object = js.find("\nconst sudotraceConstants = {\n").unwrap();
        let read = js.find("} = sudotraceConstants;\n").unwrap();
        assert!(
            object < read,
            "the constants are set before the bundle reads them"
        );
        assert!(js.contains("function* replaySteps("));
        assert!(js.contains("\n  TRY: 0,\n"));
        assert!(js.ends_with("})();\n"));
        assert_eq!(player_js(Lang::En), js, "the same text every time");
        assert_ne!(
            player_js(Lang::ZhCn),
            js,
            "the words are the page's language's"
        );
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
    fn the_pattern_fields_read_every_pattern_the_core_packs() {
        use sudotrace_core::events::event::Event;
        use sudotrace_core::events::pattern::{House, Pattern};
        let field = |bits: u32, name: &str| {
            let &(_, shift, width) = PATTERN_FIELDS.iter().find(|f| f.0 == name).unwrap();
            bits >> shift & ((1 << width) - 1)
        };
        let bits_of = |pattern| super::super::pattern_bits(Event::Restore { pattern });
        let mut read = 0;
        for rule in [Rule::Pointing, Rule::Claiming] {
            for b in 0..9 {
                let block = House::new(Unit::Box, b).unwrap();
                let lines = (0..3)
                    .map(|k| House::new(Unit::Row, b / 3 * 3 + k).unwrap())
                    .chain((0..3).map(|k| House::new(Unit::Col, b % 3 * 3 + k).unwrap()));
                for line in lines {
                    for digit in 1..=9 {
                        let pattern = match rule {
                            Rule::Pointing => Pattern::Pointing { digit, block, line },
                            _ => Pattern::Claiming { digit, line, block },
                        };
                        let bits = bits_of(pattern);
                        assert_eq!(field(bits, "RULE"), rule as u32);
                        assert_eq!(field(bits, "LOCKED_DIGIT"), u32::from(digit));
                        assert_eq!(field(bits, "LOCKED_BOX"), u32::from(b));
                        assert_eq!(
                            field(bits, "LOCKED_COLUMN"),
                            u32::from(line.unit == Unit::Col)
                        );
                        assert_eq!(field(bits, "LOCKED_LINE"), u32::from(line.index));
                        read += 1;
                    }
                }
            }
        }
        for rule in [Rule::NakedPair, Rule::HiddenPair] {
            for (u, unit) in Unit::ALL.into_iter().enumerate() {
                for index in 0..9 {
                    let house = House::new(unit, index).unwrap();
                    let cells = house.cells();
                    for (first, second) in (0..9).flat_map(|a| (a + 1..9).map(move |b| (a, b))) {
                        for (a, b) in (1..=9).flat_map(|a| (a + 1..=9).map(move |b| (a, b))) {
                            let (cells, digits) = ([cells[first], cells[second]], [a, b]);
                            let pattern = Pattern::pair(rule, house, cells, digits);
                            let bits = bits_of(pattern);
                            assert_eq!(field(bits, "RULE"), rule as u32);
                            assert_eq!(field(bits, "PAIR_UNIT"), u as u32);
                            assert_eq!(field(bits, "PAIR_INDEX"), u32::from(index));
                            let places = 9 * first as u32 + second as u32;
                            assert_eq!(field(bits, "PAIR_PLACES"), places);
                            let digits = 9 * (u32::from(a) - 1) + u32::from(b) - 1;
                            assert_eq!(field(bits, "PAIR_DIGITS"), digits);
                            read += 1;
                        }
                    }
                }
            }
        }
        assert_eq!(read, 2 * 9 * 6 * 9 + 2 * 27 * 36 * 36);
        assert!(Rule::ALL.iter().enumerate().all(|(i, &r)| r as usize == i));
    }

    #[test]
    fn each_rules_and_houses_texts_say_them_as_the_core_does() {
        use sudotrace_core::events::pattern::House;
        for lang in Lang::ALL {
            for rule in Rule::ALL {
                assert_eq!(lang.text(rule_texts(rule)[0]), rule.words(lang), "{rule:?}");
            }
            for unit in Unit::ALL {
                let house = House::new(unit, 4).unwrap();
                let said = lang.fill(house_text(unit), &[("n", &5)]);
                assert_eq!(said, house.words(lang), "{unit:?}");
            }
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

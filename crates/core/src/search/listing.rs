//! Each strategy's search as a short program, in pseudocode, JavaScript and Python: the
//! listing a viewer shows beside the board, with the line that made each event.
//!
//! A listing reads like a student's solution, not like the engine: a board, a recursive
//! `solve`, a check that finds the clash (`findClash`), a digit written in and reset to
//! 0 on the way back, and an `emit` line for every event. The JavaScript and Python
//! listings are real programs (`node solve.js PUZZLE [MAX_EVENTS] > trace.jsonl`) that
//! write, event for event, the trace sudotrace writes for that strategy, stopped by the
//! event limit as sudotrace stops; the pseudocode is the same program as a textbook
//! writes it. Each kind of event the strategy makes has exactly one line that makes it,
//! and that line names the kind (`emit("conflict", r, c, d, ...clash)`,
//! `emit conflict(r, c, d, clash)`); a forced digit has two, one for a naked single and
//! one for a hidden single ([`Listing::line_of`]).
//!
//! The programs are put together from shared parts kept as text (`listing/*.parts`, a
//! file a language): the prelude (reading the puzzle, `emit` and the event limit), the
//! check (`naive`: scan the row, column and box; `oneloop`: one loop over cell i of each;
//! `tables`: look up where each digit stands), the search (row by row; or choosing a cell by the order, `rows` or `mrv`,
//! with the propagation, none, `singles` or `hidden`) and the main part (the header, the
//! search, the end record). So the `naive` and `tables` listings differ only in the
//! check, and what is shown for a strategy is always one whole program. A strategy that
//! eliminates (`pointing`, `claiming`, `pairs`, `locked`) gets its own parts: the digits
//! struck from each cell kept beside the board, a `propagate` that looks for the first
//! pattern of its rules after the singles, one function a rule (each the rule of
//! docs/strategies.md, in its order), tries of the chosen cell's candidates only, and an
//! unwinding that takes back forced digits (`unforce`) and eliminations (`restore`) alike,
//! newest first; an elimination is written by `emit("eliminate", pattern)`, the fields
//! of its pattern as sudotrace writes them. The row-by-row search with LeetCode's
//! one-loop check (`oneloop`) is written as LeetCode's usual answer: a board of
//! characters, `solveSudoku(board)` and `isValid(board, row, col, ch)`.
//! docs/listings.md shows them and how to run them.
//!
//! Shown in Chinese ([`Listing::in_lang`]), the pseudocode's comments are Chinese
//! (`listing/pseudocode.zh-CN.parts`: each English run of comment lines in as many Chinese
//! lines), and its code as it is, so that every line keeps its number; the JavaScript and
//! Python programs, which are run and kept, stay English.

use std::fmt;
use std::str::FromStr;

use serde::ser::{Serialize, SerializeStruct, Serializer};

use crate::events::event::{Event, EventKind, Reason};
use crate::events::pattern::Rules;
use crate::lang::{Lang, Text};
use crate::puzzle::grid::Unit;
use crate::search::{Check, Order, Propagation, Strategy};

/// The language of a listing.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Language {
    /// Pseudocode as a textbook writes it (the default): it does not run.
    Pseudocode,
    /// JavaScript as the LeetCode 37 articles write it; runs under node.
    JavaScript,
    /// Python as classes write it; runs under python3.
    Python,
}

impl crate::names::Named for Language {
    const ALL: &'static [Language] = &Language::ALL;
    fn name(self) -> &'static str {
        Language::name(self)
    }
}

impl Language {
    /// Every language, the default first.
    pub const ALL: [Language; 3] = [Language::Pseudocode, Language::JavaScript, Language::Python];

    /// The name used on the command line: `pseudocode`, `js`, `python`.
    pub fn name(self) -> &'static str {
        match self {
            Language::Pseudocode => "pseudocode",
            Language::JavaScript => "js",
            Language::Python => "python",
        }
    }

    /// The language [`name`](Language::name) gives `name` for.
    pub fn from_name(name: &str) -> Option<Language> {
        Language::ALL.into_iter().find(|l| l.name() == name)
    }

    /// The language as people name it in `lang`: `伪代码`, `JavaScript`.
    pub fn words(self, lang: Lang) -> &'static str {
        match self {
            Language::Pseudocode => lang.text(Text::Pseudocode),
            Language::JavaScript => "JavaScript",
            Language::Python => "Python",
        }
    }

    /// The parts this language's listings are put together from.
    fn parts(self) -> &'static str {
        match self {
            Language::Pseudocode => include_str!("listing/pseudocode.parts"),
            Language::JavaScript => include_str!("listing/js.parts"),
            Language::Python => include_str!("listing/python.parts"),
        }
    }

    /// The comments in `lang` that take the place of the parts' English ones, a part at
    /// a time; `None` when the English ones stay (English, and the programs, which run).
    fn comments(self, lang: Lang) -> Option<&'static str> {
        match (self, lang) {
            (Language::Pseudocode, Lang::ZhCn) => {
                Some(include_str!("listing/pseudocode.zh-CN.parts"))
            }
            _ => None,
        }
    }

    /// The part `name` of this language's listings, its comments in `lang`
    /// ([`Language::comments`]).
    fn part_in(self, lang: Lang, name: &str) -> String {
        let english = part(self.parts(), name);
        match self.comments(lang) {
            Some(comments) => commented(english, find_part(comments, name), name),
            None => english.to_string(),
        }
    }

    /// The blank lines between two parts: two in Python, as PEP 8 sets top-level
    /// definitions apart; one elsewhere.
    fn gap(self) -> &'static str {
        match self {
            Language::Python => "\n\n\n",
            Language::Pseudocode | Language::JavaScript => "\n\n",
        }
    }

    /// What a line that makes events of `kind` holds: `emit("try"` in JavaScript and
    /// Python, `emit try(` in pseudocode.
    fn emit_marker(self, kind: EventKind) -> String {
        match self {
            Language::Pseudocode => format!("emit {}(", kind.name()),
            Language::JavaScript | Language::Python => format!("emit(\"{}\"", kind.name()),
        }
    }
}

impl fmt::Display for Language {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Language {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Language::from_name(s)
            .ok_or_else(|| format!("unknown language {s:?} (use pseudocode, js or python)"))
    }
}

/// A kind of event a listing makes, and the line that makes it.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct EventLine {
    /// The kind of event.
    pub kind: EventKind,
    /// For a forced digit, why it was forced: a naked single (`by: cell`) and a hidden
    /// single in each kind of unit are made by different lines. `None` for other kinds.
    pub reason: Option<Reason>,
    /// The line of the listing that makes it, from 1.
    pub line: usize,
}

impl Serialize for EventLine {
    /// `{"ev": "force", "by": "cell", "line": 40}`, named as trace files name them
    /// (`by` only for a forced digit).
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let fields = if self.reason.is_some() { 3 } else { 2 };
        let mut s = serializer.serialize_struct("EventLine", fields)?;
        s.serialize_field("ev", self.kind.name())?;
        if let Some(reason) = self.reason {
            s.serialize_field("by", reason.name())?;
        }
        s.serialize_field("line", &self.line)?;
        s.end()
    }
}

/// One whole program of one strategy in one language, and the line of it that makes
/// each kind of event.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Listing {
    strategy: Strategy,
    language: Language,
    text: String,
    /// The line (from 1) that makes each kind of event, in the order of
    /// [`EventKind::ALL`]; 0 for a kind the strategy never makes. A forced digit's is
    /// the naked single's.
    lines: [usize; EventKind::ALL.len()],
    /// The line that forces a hidden single; 0 without `hidden`.
    hidden_force: usize,
}

impl Listing {
    /// The listing of `strategy` in `language`, its comments in English.
    pub fn of(strategy: Strategy, language: Language) -> Listing {
        Listing::in_lang(strategy, language, Lang::En)
    }

    /// The listing of `strategy` in `language` shown to a reader of `lang`: the
    /// pseudocode's comments in `lang`, every line where it is in English (the line
    /// that makes each event too); the programs' comments stay English.
    pub fn in_lang(strategy: Strategy, language: Language, lang: Lang) -> Listing {
        let text = assemble(strategy, language, lang);
        let mut lines = [0; EventKind::ALL.len()];
        let mut hidden_force = 0;
        for (number, line) in text.lines().enumerate() {
            for (slot, kind) in EventKind::ALL.into_iter().enumerate() {
                if !line.contains(&language.emit_marker(kind)) {
                    continue;
                }
                // The hidden single's force names its unit; the naked single's, the cell.
                if kind == EventKind::Force && line.contains("unit)") {
                    hidden_force = number + 1;
                } else {
                    lines[slot] = number + 1;
                }
            }
        }
        Listing {
            strategy,
            language,
            text,
            lines,
            hidden_force,
        }
    }

    /// The strategy whose search this is.
    pub fn strategy(&self) -> Strategy {
        self.strategy
    }

    /// The language it is written in.
    pub fn language(&self) -> Language {
        self.language
    }

    /// The whole program, ending with a newline.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// The lines of the program, the first being line 1.
    pub fn lines(&self) -> impl Iterator<Item = &str> {
        self.text.lines()
    }

    /// The line (from 1) of the listing that makes `event`. It depends only on the
    /// event's kind, and for a forced digit on its reason (a naked single's line, or a
    /// hidden single's). 0 for an event this strategy never makes (another strategy's:
    /// a `choose` in the row-by-row search, a `force` without propagation, a `conflict`
    /// where only candidates are tried, an `eliminate` without eliminations).
    pub fn line_of(&self, event: &Event) -> usize {
        match *event {
            Event::Force {
                reason: Reason::OnlyPlace(_),
                ..
            } => self.hidden_force,
            _ => self.lines[event.kind() as usize],
        }
    }

    /// Every kind of event the strategy makes, with the line that makes it, in the
    /// order of [`EventKind::ALL`]; a forced digit once by its cell (`by: cell`) and,
    /// with hidden singles, once for each kind of unit (`row`, `col`, `box`), all three
    /// on one line. Serialized, each is `{"ev": "force", "by": "cell", "line": 40}`.
    pub fn event_lines(&self) -> Vec<EventLine> {
        let mut made = Vec::new();
        for kind in EventKind::ALL {
            let line = self.lines[kind as usize];
            if line == 0 {
                continue;
            }
            if kind != EventKind::Force {
                made.push(EventLine {
                    kind,
                    reason: None,
                    line,
                });
                continue;
            }
            made.push(EventLine {
                kind,
                reason: Some(Reason::OnlyDigit),
                line,
            });
            if self.hidden_force != 0 {
                made.extend(Unit::ALL.map(|unit| EventLine {
                    kind,
                    reason: Some(Reason::OnlyPlace(unit)),
                    line: self.hidden_force,
                }));
            }
        }
        made
    }
}

impl Serialize for Listing {
    /// `{"solver", "language", "text", "events": [{"ev", "by", "line"}]}`: what a page
    /// needs to show the listing and mark the line of each event.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut s = serializer.serialize_struct("Listing", 4)?;
        s.serialize_field("solver", self.strategy.name())?;
        s.serialize_field("language", self.language.name())?;
        s.serialize_field("text", &self.text)?;
        s.serialize_field("events", &self.event_lines())?;
        s.end()
    }
}

/// The part called `name` in `parts` (the text between its `@@ name` line and the next
/// part's), without the blank lines around it.
fn part<'a>(parts: &'a str, name: &str) -> &'a str {
    find_part(parts, name).unwrap_or_else(|| panic!("the listing parts have no part {name:?}"))
}

/// The part called `name` in `parts`, if there is one ([`part`]).
fn find_part<'a>(parts: &'a str, name: &str) -> Option<&'a str> {
    let header = format!("@@ {name}\n");
    let start = parts.find(&header).map(|at| at + header.len())?;
    let rest = &parts[start..];
    let end = rest.find("\n@@ ").map_or(rest.len(), |at| at + 1);
    Some(rest[..end].trim_matches('\n'))
}

/// Whether `line` is a comment of the pseudocode: `//` after its indent.
fn is_comment(line: &str) -> bool {
    line.trim_start().starts_with("//")
}

/// The part `english` (called `name`) with each run of its comment lines replaced, in
/// order, by a run of `comments` (runs set apart by a blank line), each line indented
/// as the line it replaces; `english` itself when `comments` is `None`. Panics when the
/// runs differ in number or in lines: every line must keep its number.
fn commented(english: &str, comments: Option<&str>, name: &str) -> String {
    let Some(comments) = comments else {
        return english.to_string();
    };
    let mut runs = comments
        .split("\n\n")
        .map(|run| run.trim_matches('\n').lines());
    let mut run: Option<std::str::Lines> = None;
    let ended = |run: Option<std::str::Lines>| {
        if let Some(extra) = run.and_then(|mut run| run.next()) {
            panic!("part {name:?}: a translated line with no English line: {extra}");
        }
    };
    let mut lines = Vec::new();
    for line in english.lines() {
        if !is_comment(line) {
            ended(run.take());
            lines.push(line.to_string());
            continue;
        }
        let current = run.get_or_insert_with(|| {
            runs.next()
                .unwrap_or_else(|| panic!("part {name:?}: a run of comments untranslated"))
        });
        let translated = current
            .next()
            .unwrap_or_else(|| panic!("part {name:?}: a translated run is short: {line}"));
        let indent = &line[..line.len() - line.trim_start().len()];
        lines.push(format!("{indent}{}", translated.trim_start()));
    }
    ended(run);
    ended(runs.next());
    lines.join("\n")
}

/// The program of `strategy` in `language`: its parts, one after the other, with every
/// `{{name}}` filled in.
fn assemble(strategy: Strategy, language: Language, lang: Lang) -> String {
    let plain = strategy.is_plain_rows();
    // The row-by-row search with LeetCode's check is LeetCode's answer as people know
    // it: a board of characters, solveSudoku and isValid.
    let leetcode = plain && strategy.check == Check::OneLoop;
    let propagates = strategy.propagation != Propagation::None;
    let rules = strategy.propagation.eliminations();
    let mut names = vec!["prelude"];
    names.push(match strategy.check {
        Check::Naive => "check-naive",
        Check::Tables => "check-tables",
        Check::OneLoop if leetcode => "check-leetcode",
        Check::OneLoop => "check-oneloop",
    });
    if leetcode {
        names.push("search-leetcode");
    } else if plain {
        names.push("search-rows");
    } else if let Some(rules) = rules {
        // With eliminations: candidates less the struck digits, the propagation's
        // rules, one function each, and tries of the candidates only.
        names.extend(["cells-struck", order_part(strategy.order)]);
        names.extend(["propagate-eliminating", "hidden-single", "units"]);
        names.extend(rule_parts(rules));
        names.extend(["eliminations", "search-candidates"]);
    } else {
        names.push("cells");
        names.push(order_part(strategy.order));
        if propagates {
            names.push("propagate");
        }
        if strategy.propagation == Propagation::Hidden {
            names.push("hidden-single");
        }
        names.push("search-choosing");
    }
    names.push("main");
    let version = match (plain, rules) {
        (true, _) => "1",
        (false, None) => "2",
        (false, Some(_)) => "3",
    };
    let value = |name: &str| -> String {
        let named = match name {
            "solver" => return strategy.name().to_string(),
            "version" => return version.to_string(),
            "rules" => return rule_names(rules, language),
            "emit" if rules.is_some() => "emit-patterns",
            "fields" if plain => "fields-rows",
            "fields" if rules.is_some() => "fields-candidates",
            "fields" => "fields-choosing",
            "force-hidden" if strategy.propagation != Propagation::Hidden => return String::new(),
            "about" if leetcode => "about-leetcode",
            "about" => return String::new(),
            "board" if leetcode => "board-chars",
            "board" => "board-digits",
            "start" if leetcode => "start-leetcode",
            "recurse" if propagates => "recurse-propagate",
            "start" if propagates => "start-propagate",
            other => other,
        };
        language.part_in(lang, named)
    };
    let mut text = names
        .iter()
        .map(|name| fill(&language.part_in(lang, name), &value))
        .collect::<Vec<_>>()
        .join(language.gap());
    text.push('\n');
    text
}

/// The part of the order that picks the next cell.
fn order_part(order: Order) -> &'static str {
    match order {
        Order::Rows => "order-rows",
        Order::Mrv => "order-mrv",
    }
}

/// The parts of the elimination rules `rules` looks for, in their order: one function
/// a rule.
fn rule_parts(rules: Rules) -> Vec<&'static str> {
    let mut parts = Vec::new();
    if rules.pointing {
        parts.push("pointing");
    }
    if rules.claiming {
        parts.push("claiming");
    }
    if rules.pairs {
        parts.extend(["naked-pair", "hidden-pair"]);
    }
    parts
}

/// Each elimination rule's part and its function's name in each language, in the order
/// of [`Language::ALL`].
const RULE_FUNCTIONS: [(&str, [&str; 3]); 4] = [
    ("pointing", ["Pointing", "pointing", "pointing"]),
    ("claiming", ["Claiming", "claiming", "claiming"]),
    ("naked-pair", ["NakedPair", "nakedPair", "naked_pair"]),
    ("hidden-pair", ["HiddenPair", "hiddenPair", "hidden_pair"]),
];

/// The functions of the elimination rules `rules` looks for, as `language` names them,
/// in their order: `pointing, claiming, nakedPair, hiddenPair`.
fn rule_names(rules: Option<Rules>, language: Language) -> String {
    let at = Language::ALL
        .iter()
        .position(|&l| l == language)
        .unwrap_or(0);
    let parts = rules.map_or_else(Vec::new, rule_parts);
    RULE_FUNCTIONS
        .iter()
        .filter(|(part, _)| parts.contains(part))
        .map(|(_, names)| names[at])
        .collect::<Vec<_>>()
        .join(", ")
}

/// `text` with each `{{name}}` replaced by `value(name)`: a placeholder alone on its
/// line by the value's lines, each indented as the placeholder is (no line at all for
/// an empty value), any other in place.
fn fill(text: &str, value: &dyn Fn(&str) -> String) -> String {
    let mut lines = Vec::new();
    for line in text.lines() {
        let trimmed = line.trim_start();
        let indent = &line[..line.len() - trimmed.len()];
        if let Some(name) = trimmed
            .strip_prefix("{{")
            .and_then(|rest| rest.strip_suffix("}}"))
            .filter(|name| !name.contains('{'))
        {
            let inner = fill(&value(name), value);
            lines.extend(inner.lines().map(|inner| match inner {
                "" => String::new(),
                _ => format!("{indent}{inner}"),
            }));
            continue;
        }
        let mut filled = String::new();
        let mut rest = line;
        while let Some(open) = rest.find("{{") {
            let close = rest[open..]
                .find("}}")
                .map(|at| open + at)
                .unwrap_or_else(|| panic!("an unclosed {{{{ in the listing parts: {line}"));
            filled.push_str(&rest[..open]);
            filled.push_str(&value(&rest[open + 2..close]));
            rest = &rest[close + 2..];
        }
        filled.push_str(rest);
        lines.push(filled);
    }
    lines.join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every listing in every language, shown to readers of every language.
    fn every_listing() -> impl Iterator<Item = Listing> {
        Strategy::every().flat_map(|strategy| {
            Language::ALL.into_iter().flat_map(move |language| {
                Lang::ALL.map(|lang| Listing::in_lang(strategy, language, lang))
            })
        })
    }

    /// The kinds of event (and for a forced digit, its reason) a strategy makes, from
    /// docs/strategies.md.
    fn made_by(strategy: Strategy) -> Vec<(EventKind, Option<Reason>)> {
        use EventKind::*;
        let eliminates = strategy.propagation.eliminates();
        let mut made = vec![(Try, None), (Place, None), (Backtrack, None)];
        // With eliminations, only candidates are tried: no try clashes.
        if !eliminates {
            made.push((Conflict, None));
        }
        if !strategy.is_plain_rows() {
            made.push((Choose, None));
        }
        if strategy.propagation != Propagation::None {
            made.push((Force, Some(Reason::OnlyDigit)));
            made.push((DeadEnd, None));
            made.push((Unforce, None));
        }
        if strategy.propagation.hidden() {
            for unit in Unit::ALL {
                made.push((Force, Some(Reason::OnlyPlace(unit))));
            }
        }
        if eliminates {
            made.push((Eliminate, None));
            made.push((Restore, None));
        }
        made
    }

    #[test]
    fn languages_are_named_both_ways() {
        for language in Language::ALL {
            assert_eq!(Language::from_name(language.name()), Some(language));
            assert_eq!(language.to_string().parse::<Language>(), Ok(language));
        }
        assert_eq!(Language::ALL[0], Language::Pseudocode);
        assert_eq!(Language::from_name("javascript"), None);
        let err = "ruby".parse::<Language>().unwrap_err();
        assert!(
            err.contains("ruby") && err.contains("pseudocode, js or python"),
            "{err}"
        );
    }

    #[test]
    fn each_kind_of_event_the_strategy_makes_has_one_line_that_names_it() {
        for listing in every_listing() {
            let who = format!("{} in {}", listing.strategy(), listing.language());
            let mut made = made_by(listing.strategy());
            let lines: Vec<&str> = listing.lines().collect();
            let shown: Vec<(EventKind, Option<Reason>)> = listing
                .event_lines()
                .iter()
                .map(|e| (e.kind, e.reason))
                .collect();
            made.sort_by_key(|&(kind, reason)| (kind as usize, reason.map(Reason::name)));
            let mut sorted = shown.clone();
            sorted.sort_by_key(|&(kind, reason)| (kind as usize, reason.map(Reason::name)));
            assert_eq!(sorted, made, "{who}");
            for kind in EventKind::ALL {
                let marker = listing.language().emit_marker(kind);
                let with_marker: Vec<usize> = (0..lines.len())
                    .filter(|&i| lines[i].contains(&marker))
                    .map(|i| i + 1)
                    .collect();
                let expected: Vec<usize> = {
                    let mut at: Vec<usize> = listing
                        .event_lines()
                        .iter()
                        .filter(|e| e.kind == kind)
                        .map(|e| e.line)
                        .collect();
                    at.dedup();
                    at
                };
                assert_eq!(with_marker, expected, "{who}: the lines that emit {kind:?}");
                for &line in &expected {
                    let text = lines[line - 1];
                    assert!(text.contains(kind.name()), "{who}: line {line} {text:?}");
                }
            }
        }
    }

    #[test]
    fn line_of_an_event_is_the_line_of_its_kind() {
        use crate::events::pattern::{House, Pattern};
        use crate::puzzle::grid::Cell;
        let cell = Cell::from_index(0).unwrap();
        let with = Cell::from_index(1).unwrap();
        let pattern = Pattern::Pointing {
            digit: 1,
            block: House::new(Unit::Box, 0).unwrap(),
            line: House::new(Unit::Row, 0).unwrap(),
        };
        let events = [
            Event::Try { cell, digit: 1 },
            Event::Conflict {
                cell,
                digit: 1,
                unit: Unit::Row,
                with,
            },
            Event::Place { cell, digit: 1 },
            Event::Backtrack { cell, digit: 1 },
            Event::Choose {
                cell,
                candidates: 2,
            },
            Event::Force {
                cell,
                digit: 1,
                reason: Reason::OnlyDigit,
            },
            Event::Force {
                cell,
                digit: 1,
                reason: Reason::OnlyPlace(Unit::Box),
            },
            Event::DeadEnd { cell },
            Event::Unforce { cell, digit: 1 },
            Event::Eliminate { pattern },
            Event::Restore { pattern },
        ];
        for listing in every_listing() {
            let table = listing.event_lines();
            for event in &events {
                let reason = match *event {
                    Event::Force { reason, .. } => Some(reason),
                    _ => None,
                };
                let listed = table
                    .iter()
                    .find(|e| e.kind == event.kind() && e.reason == reason)
                    .map_or(0, |e| e.line);
                assert_eq!(listing.line_of(event), listed, "{event:?}");
            }
        }
        let hidden = Listing::of(
            Strategy::from_name("mrv+hidden+tables").unwrap(),
            Language::JavaScript,
        );
        let naked = hidden.line_of(&events[5]);
        let unit = hidden.line_of(&events[6]);
        assert!(naked != 0 && unit != 0 && naked != unit);
        let none = Listing::of(Strategy::NAIVE, Language::Python);
        assert_eq!(
            none.line_of(&events[4]),
            0,
            "the row-by-row search chooses nothing"
        );
        let (eliminate, restore) = (&events[9], &events[10]);
        assert_eq!(
            hidden.line_of(eliminate),
            0,
            "hidden singles eliminate nothing"
        );
        assert_eq!(hidden.line_of(restore), 0);
        for language in Language::ALL {
            let locked = Listing::of(Strategy::from_name("mrv+locked+tables").unwrap(), language);
            let (at, back) = (locked.line_of(eliminate), locked.line_of(restore));
            assert!(at != 0 && back != 0 && at < back, "{language}: {at} {back}");
            assert_eq!(locked.line_of(&events[1]), 0, "{language}: no conflict");
        }
    }

    /// The listings of the eliminating strategies: trace format 3, one function for
    /// each rule of the propagation (and none for another's), looked for in the order
    /// of docs/strategies.md, and tries of the chosen cell's candidates only.
    #[test]
    fn an_eliminating_listing_has_a_function_for_each_of_its_rules() {
        let functions = [
            (
                "pointing",
                ["Pointing(cells)", "pointing(cells)", "pointing(cells)"],
            ),
            (
                "claiming",
                ["Claiming(cells)", "claiming(cells)", "claiming(cells)"],
            ),
            (
                "naked-pair",
                ["NakedPair(cells)", "nakedPair(cells)", "naked_pair(cells)"],
            ),
            (
                "hidden-pair",
                [
                    "HiddenPair(cells)",
                    "hiddenPair(cells)",
                    "hidden_pair(cells)",
                ],
            ),
        ];
        for strategy in Strategy::every() {
            for (l, language) in Language::ALL.into_iter().enumerate() {
                let listing = Listing::of(strategy, language);
                let text = listing.text();
                let who = format!("{strategy} in {language}");
                let Some(rules) = strategy.propagation.eliminations() else {
                    assert!(!text.contains("struck"), "{who}");
                    continue;
                };
                let version = match language {
                    Language::JavaScript => "{ sudotrace: 3,",
                    _ => "{\"sudotrace\": 3,",
                };
                assert!(text.contains(version), "{who}");
                let wanted = rule_parts(rules);
                let mut at = Vec::new();
                for (rule, names) in functions {
                    let defined = text
                        .find(&format!("function {}", names[l]))
                        .or_else(|| text.find(&format!("def {}", names[l])));
                    assert_eq!(defined.is_some(), wanted.contains(&rule), "{who}: {rule}");
                    at.extend(defined);
                }
                assert!(at.is_sorted(), "{who}: the rules in their order");
                let tries = match language {
                    Language::Pseudocode => "for each d of digits, smallest first",
                    Language::JavaScript => "for (const d of digits)",
                    Language::Python => "for d in digits:",
                };
                assert!(text.contains(tries), "{who}");
            }
        }
        assert_eq!(
            rule_names(Propagation::Locked.eliminations(), Language::JavaScript),
            "pointing, claiming, nakedPair, hiddenPair"
        );
        assert_eq!(
            rule_names(Propagation::Pairs.eliminations(), Language::Python),
            "naked_pair, hidden_pair"
        );
        assert_eq!(
            rule_names(Propagation::Claiming.eliminations(), Language::Pseudocode),
            "Claiming"
        );
    }

    /// The three languages make their events in the same order of lines: the
    /// pseudocode is the programs' structure, step for step.
    #[test]
    fn every_language_emits_in_the_same_order() {
        for strategy in Strategy::every() {
            let order = |language| {
                let mut lines = Listing::of(strategy, language).event_lines();
                lines.sort_by_key(|e| e.line);
                lines
                    .into_iter()
                    .map(|e| (e.kind, e.reason.map(|r| r == Reason::OnlyDigit)))
                    .collect::<Vec<_>>()
            };
            let pseudocode = order(Language::Pseudocode);
            assert_eq!(order(Language::JavaScript), pseudocode, "{strategy}");
            assert_eq!(order(Language::Python), pseudocode, "{strategy}");
        }
    }

    #[test]
    fn listings_are_whole_programs_without_placeholders() {
        for listing in every_listing() {
            let who = format!("{} in {}", listing.strategy(), listing.language());
            let text = listing.text();
            assert!(text.ends_with('\n') && !text.ends_with("\n\n"), "{who}");
            assert!(
                !text.contains("{{") && !text.contains("}}") && !text.contains("@@"),
                "{who}"
            );
            assert!(!text.contains('\t'), "{who}");
            for (n, line) in listing.lines().enumerate() {
                let columns = crate::lang::width(line);
                assert!(columns <= 79, "{who}: line {} is long: {line}", n + 1);
                assert_eq!(line, line.trim_end(), "{who}: line {}", n + 1);
            }
            let named = [
                format!("sudotrace calls {}.", listing.strategy()),
                format!("sudotrace 称为 {} 的搜索。", listing.strategy()),
            ];
            assert!(named.iter().any(|named| text.contains(named)), "{who}");
        }
    }

    #[test]
    fn naive_and_tables_differ_only_in_the_check() {
        for strategy in Strategy::every().filter(|s| s.check == Check::Naive) {
            let tables = Strategy {
                check: Check::Tables,
                ..strategy
            };
            for language in Language::ALL {
                let a = Listing::of(strategy, language);
                let b = Listing::of(tables, language);
                // The solver's name, in the opening comment and the header, aside.
                let same = |text: &str, name: &str| {
                    text.replace(&format!("calls {name}."), "calls SOLVER.")
                        .replace(&format!("\"{name}\""), "\"SOLVER\"")
                };
                let (a, b) = (
                    same(a.text(), strategy.name()),
                    same(b.text(), tables.name()),
                );
                let naive = part(language.parts(), "check-naive");
                let table = part(language.parts(), "check-tables");
                assert_eq!(a.matches(naive).count(), 1, "{strategy} {language}");
                assert_eq!(b.matches(table).count(), 1, "{strategy} {language}");
                assert_eq!(a.replace(naive, table), b, "{strategy} {language}");
            }
        }
    }

    /// In Chinese, the pseudocode's comments are Chinese and nothing else changes: the
    /// code, the number of lines and the line of each event are English's.
    #[test]
    fn chinese_comments_keep_every_line_in_its_place() {
        for strategy in Strategy::every() {
            for language in Language::ALL {
                let english = Listing::of(strategy, language);
                let chinese = Listing::in_lang(strategy, language, Lang::ZhCn);
                let who = format!("{strategy} in {language}");
                assert_eq!(chinese.event_lines(), english.event_lines(), "{who}");
                if language != Language::Pseudocode {
                    assert_eq!(chinese, english, "{who}: programs stay English");
                    continue;
                }
                let (en, zh): (Vec<&str>, Vec<&str>) =
                    (english.lines().collect(), chinese.lines().collect());
                assert_eq!(zh.len(), en.len(), "{who}");
                for (n, (en, zh)) in en.iter().zip(&zh).enumerate() {
                    if !is_comment(en) {
                        assert_eq!(zh, en, "{who}: line {}", n + 1);
                        continue;
                    }
                    let indent = |line: &str| line.len() - line.trim_start().len();
                    assert!(
                        is_comment(zh) && indent(zh) == indent(en),
                        "{who}: line {}",
                        n + 1
                    );
                    assert!(!zh.is_ascii(), "{who}: line {} untranslated: {zh}", n + 1);
                }
            }
        }
    }

    #[test]
    fn each_chinese_comment_run_is_as_long_as_its_english_one() {
        let comments = Language::Pseudocode.comments(Lang::ZhCn).unwrap();
        let names: Vec<&str> = comments
            .lines()
            .filter_map(|line| line.strip_prefix("@@ "))
            .collect();
        assert!(names.len() > 10, "{names:?}");
        for name in names {
            let english = part(Language::Pseudocode.parts(), name);
            // As long, run by run, or `commented` panics.
            let chinese = Language::Pseudocode.part_in(Lang::ZhCn, name);
            assert_eq!(chinese.lines().count(), english.lines().count(), "{name}");
        }
        let runs = |text: &str| text.lines().filter(|l| is_comment(l)).count();
        let result = std::panic::catch_unwind(|| {
            commented("// a\n// b\ncode\n// c", Some("// 一\n\n// 三"), "test")
        });
        assert!(result.is_err(), "a short run is refused");
        let result =
            std::panic::catch_unwind(|| commented("// a\ncode", Some("// 一\n// 二"), "test"));
        assert!(result.is_err(), "a long run is refused");
        let done = commented(
            "// a\n  // b\ncode\n// c",
            Some("// 一\n// 二\n\n// 三"),
            "test",
        );
        assert_eq!(done, "// 一\n  // 二\ncode\n// 三");
        assert_eq!(runs(&done), 3);
    }

    #[test]
    fn the_plain_search_is_short() {
        for language in Language::ALL {
            let rows = part(language.parts(), "search-rows").lines().count();
            assert!((15..=35).contains(&rows), "{language}: {rows} lines");
        }
    }

    #[test]
    fn a_listing_serializes_with_its_event_lines() {
        let listing = Listing::of(Strategy::MRV_SINGLES, Language::Python);
        let json = serde_json::to_value(&listing).unwrap();
        assert_eq!(json["solver"], "mrv+singles+tables");
        assert_eq!(json["language"], "python");
        assert_eq!(json["text"], listing.text());
        let events = json["events"].as_array().unwrap();
        assert_eq!(events.len(), listing.event_lines().len());
        let force = events.iter().find(|e| e["ev"] == "force").unwrap();
        assert_eq!(force["by"], "cell");
        let line = force["line"].as_u64().unwrap() as usize;
        assert!(
            listing
                .lines()
                .nth(line - 1)
                .unwrap()
                .contains("emit(\"force\"")
        );
        let try_line = events.iter().find(|e| e["ev"] == "try").unwrap();
        assert!(try_line.get("by").is_none());
    }
}

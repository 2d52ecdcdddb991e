//! The languages sudotrace speaks to people, and the catalogs of words for each:
//! English and Simplified Chinese. Every sentence a reader sees (an event's words, a
//! count's name, a caption, a chart's title, a page's control) is a message of a
//! catalog, a template whose `{name}`s are filled in with [`Lang::fill`]; no sentence
//! is built by joining fragments of one language.
//!
//! Each crate keeps the words it alone uses in a catalog of its own, beside its code:
//! this one ([`Text`], in `lang/en.rs` and `lang/zh_cn.rs`) holds the search's words and
//! those several crates share (an event's words, the counts, the kinds of event);
//! sudotrace-learn, sudotrace-compare, sudotrace-style and the binary have theirs, each
//! made with the [`catalog!`](crate::catalog) macro defined here. A catalog is a typed table in Rust
//! rather than Fluent or gettext files: each language is one exhaustive `match`, so a
//! message missing in a language does not compile, nothing is parsed or looked up by
//! string at run time (the render loop asks for words per frame), and the web page
//! carries the same templates as they are. Each catalog's test checks that every
//! language's template names the same `{name}`s.
//!
//! Which language: the `--lang` option, else the environment as the C library reads it
//! (`LC_ALL`, then `LC_MESSAGES`, then `LANG`; the first one set decides): `zh…` gives
//! Chinese, anything else English. Field names in JSON and CSV, trace files and `--help`
//! stay English.

mod en;
mod zh_cn;

use std::fmt;

use unicode_width::UnicodeWidthStr;

/// How many counts a search has: each catalog names them all, in the order of the
/// counts' table (`events::counts::Count::ALL`, which takes its length from here).
pub const COUNTS: usize = 20;

/// A language people read sudotrace's output in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    /// English, the default.
    #[default]
    En,
    /// Simplified Chinese, as written in mainland China.
    ZhCn,
}

impl Lang {
    /// Every language, English first.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::ZhCn];

    /// Each count's words in this language, in the order of `Count::ALL`
    /// (`events::counts`, which reads them): the counts are named once, there.
    pub fn count_words(self) -> &'static [&'static str; COUNTS] {
        match self {
            Lang::En => &en::COUNTS,
            Lang::ZhCn => &zh_cn::COUNTS,
        }
    }

    /// The language's tag, as `--lang` takes it and a web page's `lang` names it.
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::ZhCn => "zh-CN",
        }
    }

    /// The language a tag names: `en`, `zh-CN` (case and `-`/`_` aside; `zh`,
    /// `zh-Hans` and `zh_CN.UTF-8` too).
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let tag = tag.trim().to_ascii_lowercase().replace('_', "-");
        let language = tag.split(['-', '.', '@']).next().unwrap_or("");
        match language {
            "en" | "c" | "posix" => Some(Lang::En),
            "zh" => Some(Lang::ZhCn),
            _ => None,
        }
    }

    /// The language of a locale as the environment gives it: the first of `LC_ALL`,
    /// `LC_MESSAGES` and `LANG` that is set and not empty decides; a Chinese locale
    /// (`zh…`) gives [`Lang::ZhCn`], anything else English.
    pub fn from_locale(
        lc_all: Option<&str>,
        lc_messages: Option<&str>,
        lang: Option<&str>,
    ) -> Lang {
        let locale = [lc_all, lc_messages, lang]
            .into_iter()
            .flatten()
            .find(|value| !value.is_empty());
        match locale.and_then(Lang::from_tag) {
            Some(Lang::ZhCn) => Lang::ZhCn,
            _ => Lang::En,
        }
    }

    /// The language this process's environment asks for ([`Lang::from_locale`]).
    pub fn from_env() -> Lang {
        let var = |name| std::env::var(name).ok();
        Lang::from_locale(
            var("LC_ALL").as_deref(),
            var("LC_MESSAGES").as_deref(),
            var("LANG").as_deref(),
        )
    }

    /// The words of `text` in this language: a template whose `{name}`s are to be
    /// filled in. `text` is a message of any crate's catalog ([`Catalog`]).
    pub fn text<C: Catalog>(self, text: C) -> &'static str {
        text.template(self)
    }

    /// The words of `text` with each `{name}` replaced by its value.
    pub fn fill<C: Catalog>(self, text: C, values: &[(&str, &dyn fmt::Display)]) -> String {
        fill(self.text(text), values)
    }

    /// Whether words in this language are written with spaces between them, and so may
    /// be cut at a space when a line runs out of room (Chinese may be cut between any
    /// two characters).
    pub fn spaces_words(self) -> bool {
        self == Lang::En
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.tag())
    }
}

/// How many columns `text` takes in a terminal or a monospaced line: two for each
/// full-width character (Chinese), one for the others.
pub fn width(text: &str) -> usize {
    UnicodeWidthStr::width(text)
}

/// `text` followed by spaces up to `columns` columns ([`width`]); as it is when wider.
pub fn pad(text: &str, columns: usize) -> String {
    let mut out = text.to_string();
    out.extend(std::iter::repeat_n(
        ' ',
        columns.saturating_sub(width(text)),
    ));
    out
}

/// `text` after spaces up to `columns` columns ([`width`]), right-aligned; as it is when
/// wider.
pub fn pad_left(text: &str, columns: usize) -> String {
    let mut out: String = std::iter::repeat_n(' ', columns.saturating_sub(width(text))).collect();
    out.push_str(text);
    out
}

/// `template` with each `{name}` replaced by its value; a `{name}` not given stays.
pub fn fill(template: &str, values: &[(&str, &dyn fmt::Display)]) -> String {
    let mut out = String::with_capacity(template.len() + 16);
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        let close = after.find('}');
        let value = close.and_then(|close| {
            values
                .iter()
                .find(|(name, _)| *name == &after[..close])
                .map(|(_, value)| (close, value))
        });
        match value {
            Some((close, value)) => {
                use fmt::Write as _;
                let _ = write!(out, "{value}");
                rest = &after[close + 1..];
            }
            None => {
                out.push('{');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// The names a template asks to be filled in, in order: `{cell}: try {digit}` names
/// `cell` and `digit`.
pub fn placeholders(template: &str) -> Vec<&str> {
    let mut names = Vec::new();
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        let after = &rest[open + 1..];
        match after.find('}') {
            Some(close)
                if !after[..close].is_empty()
                    && after[..close]
                        .chars()
                        .all(|c| c.is_ascii_lowercase() || c == '_') =>
            {
                names.push(&after[..close]);
                rest = &after[close + 1..];
            }
            _ => rest = after,
        }
    }
    names
}

/// A catalog of messages: an enum whose every variant each language gives words for.
/// Each crate keeps its own words in its own catalog, made with [`catalog!`](crate::catalog); every
/// [`Lang`] reads any of them ([`Lang::text`], [`Lang::fill`]).
pub trait Catalog: Copy + fmt::Debug + 'static {
    /// Every message, in the catalog's order.
    fn all() -> &'static [Self];
    /// The message's name, as the web page's scripts ask for it.
    fn name(self) -> &'static str;
    /// The message's template in `lang`.
    fn template(self, lang: Lang) -> &'static str;
}

/// Makes a catalog: the enum of its messages (each with its doc), their names, and the
/// [`Catalog`] that reads each language's words from the modules `en` and `zh_cn` beside
/// the call, each an exhaustive `match` (`pub(super) fn text(text: Name) -> &'static
/// str`), so that a message missing in a language does not compile. It writes the test
/// that every language names the same `{name}`s ([`assert_same_names`]) too.
#[macro_export]
macro_rules! catalog {
    ($(#[$meta:meta])* $vis:vis enum $catalog:ident {
        $($(#[$doc:meta])* $name:ident,)*
    }) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        $vis enum $catalog {
            $($(#[$doc])* $name,)*
        }

        impl $catalog {
            /// Every message, in the catalog's order.
            pub const ALL: &'static [$catalog] = &[$($catalog::$name,)*];

            /// The message's name, as the web page's scripts ask for it.
            pub fn name(self) -> &'static str {
                match self {
                    $($catalog::$name => stringify!($name),)*
                }
            }
        }

        impl $crate::lang::Catalog for $catalog {
            fn all() -> &'static [$catalog] {
                $catalog::ALL
            }

            fn name(self) -> &'static str {
                $catalog::name(self)
            }

            fn template(self, lang: $crate::lang::Lang) -> &'static str {
                match lang {
                    $crate::lang::Lang::En => en::text(self),
                    $crate::lang::Lang::ZhCn => zh_cn::text(self),
                }
            }
        }

        #[cfg(test)]
        #[test]
        fn every_language_fills_in_the_same_names() {
            $crate::lang::assert_same_names::<$catalog>();
        }
    };
}

/// Panics naming the first message of catalog `C` whose template names other `{name}`s
/// in some language than in English, or is blank in a language where English's is not.
/// Every catalog's test ([`catalog!`](crate::catalog)).
pub fn assert_same_names<C: Catalog>() {
    for &text in C::all() {
        let english = Lang::En.text(text);
        let mut names = placeholders(english);
        names.sort_unstable();
        for lang in Lang::ALL {
            let words = lang.text(text);
            assert!(
                !words.trim().is_empty() || english.trim().is_empty(),
                "{text:?} in {lang} is blank"
            );
            let mut own = placeholders(words);
            own.sort_unstable();
            assert_eq!(own, names, "{text:?} in {lang}: {words}");
        }
    }
}

catalog! {
    /// Every message of the core's catalog: the words of the search, its events, counts,
    /// traces and views. Each language gives every one ([`Lang::text`]).
    pub enum Text {
        /// A value from outside shortened: its start and its length in characters.
        Shortened,
        /// A value from outside between quotation marks.
        Quoted,
        /// Where in a trace file: a line of JSON Lines.
        LocationLine,
        /// A byte of the binary format.
        LocationByte,
        /// What a cell holds, as a reason names it: nothing.
        HoldingEmpty,
        /// A digit the search placed.
        HoldingPlaced,
        /// A given.
        HoldingGiven,
        /// An event that cannot happen, and why.
        RefusedEvent,
        /// The event's cell is not as the event needs it.
        RefusedHolds,
        /// A placement in a cell that is not empty (but is).
        RefusedAlreadyEmpty,
        /// A placement in a cell that holds a placed digit.
        RefusedAlreadyPlaced,
        /// A placement in a given's cell.
        RefusedAlreadyGiven,
        /// A choice that names another number of candidates.
        RefusedCandidates,
        /// A dead end at a blank with candidates left.
        RefusedStillHasCandidates,
        /// An unforce of a digit placed after a try.
        RefusedNotForced,
        /// A conflict that names the cell tried in.
        RefusedWithItself,
        /// A conflict with a cell outside the unit it names.
        RefusedNotInUnit,
        /// A conflict with a cell that does not hold the digit.
        RefusedDoesNotHold,
        /// A placement of a digit its unit already holds.
        RefusedInUnit,
        /// A backtrack of a forced digit.
        RefusedForcedBacktracked,
        /// A backtrack of an empty cell.
        RefusedEmpty,
        /// A backtrack of a given.
        RefusedGivenErased,
        /// A digit forced as the only one left in a cell that has more.
        RefusedNotOnlyDigit,
        /// A digit forced as the only place where another cell can hold it.
        RefusedNotOnlyPlace,
        /// Where a trace stops before an event it cannot read or that cannot happen.
        CutShortAt,
        /// A JSON Lines trace with no end record.
        CutShortLine,
        /// A binary trace cut short.
        CutShortByte,
        /// Another solver's conflicts name no unit or cell: their clashes were worked out.
        ClashesWorkedOut,
        /// A row, as a unit in a sentence.
        Row,
        /// A column.
        Column,
        /// A box.
        Box,
        /// A row, as an event's words name the unit that clashed: `(row)`.
        RowShort,
        /// A column, so named: `(col)`.
        ColumnShort,
        /// A box, so named: `(box)`.
        BoxShort,
        /// A search's name with its solver's: `{search} ({solver})`.
        SearchAndSolver,
        /// How many digits are placed at a position (not the deepest: `Count::MaxDepth`).
        Depth,
        /// Every conflict, whichever unit clashed.
        Conflicts,
        /// How long a search took.
        Time,
        /// Between the items of a list: `, `.
        ListSeparator,
        /// Solved, as a table's cell says it.
        Solved,
        /// No solution.
        Unsolvable,
        /// Stopped at a limit.
        Limit,
        /// A solved search's ending in words.
        SolvedWords,
        /// An unsolvable search's ending.
        UnsolvableWords,
        /// A search stopped at the event limit.
        LimitWords,
        /// The end record's claim, not vouched for: solved.
        ClaimSolved,
        /// The end record's claim: no solution.
        ClaimUnsolvable,
        /// The end record's claim: stopped early.
        ClaimLimit,
        /// `{cell}: try {digit}`.
        EventTry,
        /// `{cell}: {digit} clashes with {with} ({unit})`.
        EventConflict,
        /// `{cell}: place {digit}`.
        EventPlace,
        /// `{cell}: backtrack, erase {digit}`.
        EventBacktrack,
        /// `{cell}: chosen, {candidates}`.
        EventChoose,
        /// A naked single.
        EventOnlyDigit,
        /// A hidden single.
        EventOnlyPlace,
        /// A blank with no candidate.
        EventDeadEnd,
        /// A forced digit undone.
        EventUnforce,
        /// A pointing elimination.
        EventPointing,
        /// A claiming elimination.
        EventClaiming,
        /// A naked pair's elimination.
        EventNakedPair,
        /// A hidden pair's elimination.
        EventHiddenPair,
        /// An elimination taken back.
        EventRestore,
        /// The rule names, as solvers call them.
        RulePointing,
        /// Claiming.
        RuleClaiming,
        /// A naked pair.
        RuleNakedPair,
        /// A hidden pair.
        RuleHiddenPair,
        /// `row {n}`.
        HouseRow,
        /// `column {n}`.
        HouseColumn,
        /// `box {n}`.
        HouseBox,
        /// One cell's candidates taken by an elimination.
        Eliminated,
        /// A line and a box that do not cross.
        UnmetDoNotCross,
        /// A digit with no place in a unit.
        UnmetNoPlace,
        /// A place outside the line or box a pattern names.
        UnmetPlaceOutside,
        /// A pair's cell outside its unit.
        UnmetNotInHouse,
        /// A naked pair's cell with other candidates.
        UnmetNotThePair,
        /// A hidden pair's digit with other places.
        UnmetNotThePlaces,
        /// A pair's digits that are not two digits.
        UnmetBadDigits,
        /// A pattern that takes nothing.
        UnmetRemovesNothing,
        /// A restore that is not of the last elimination standing.
        RefusedNotLastElimination,
        /// A placement taken back under an elimination made after it.
        RefusedEliminationAfter,
        /// One candidate.
        OneCandidate,
        /// `{n} candidates`.
        Candidates,
        /// An mrv choice: `{cell}: {candidates}, the fewest`.
        ChooseFewest,
        /// A row-order choice: `{cell}: the next blank, {candidates}`.
        ChooseNext,
        /// A backtrack with its reason.
        BacktrackExhausted,
        /// The opening board.
        ThePuzzle,
        /// The board after an event, none marked.
        BoardAfter,
        /// The conflicts by unit in one line.
        ConflictsByUnit,
        /// A count in a line of counts: `{count} {value}`.
        CountValue,
        /// A count's value and what the event shown added to it (the check's cost).
        ValueAndStep,
        /// A count's value and what a try added to it, unit by unit: "`{value}` (+`{step}`:
        /// row `{row}` col `{col}` box `{box}`)".
        ValueAndStepByUnit,
        /// How words are joined in a line of counts.
        CountSeparator,
        /// A stack entry: `{cell} = {digit}, {how}{left}`.
        StackEntry,
        /// Placed after tries.
        StackTried,
        /// Chosen, the only candidate.
        StackChosenOne,
        /// Chosen among `{n}` candidates.
        StackChosen,
        /// Forced, the only digit left.
        StackForcedCell,
        /// Forced, the only place in its unit.
        StackForcedUnit,
        /// Digits left to try.
        StackLeft,
        /// Nothing left to try.
        StackNothingLeft,
        /// The digit being tried at the top of the stack.
        StackTrying,
        /// The search tree's caption.
        StackTree,
        /// The line of code that made an event.
        StackCodeLine,
        /// No listing for another solver.
        StackNoListing,
        /// `show`'s first line.
        ShowHeading,
        /// The line of the pseudocode listing that made the event.
        ShowLinePseudocode,
        /// The line of a program's listing (JavaScript, Python) that made the event.
        ShowLine,
        /// The heading of the stack.
        ShowStack,
        /// The puzzle, before any event.
        KindStart,
        /// An event that cannot happen.
        KindCannotHappen,
        /// How the search ended, under the caption.
        ShowEnd,
        /// What an elimination took, under the caption: each cell and the digits it lost.
        ShowTakes,
        /// Candidates, as a heading.
        CandidatesHeading,
        /// The candidates of one cell.
        CandidatesOf,
        /// The key of the board's marks, without colour.
        KeyPlain,
        /// The key of the board's marks, each word to be coloured: given.
        KeyGiven,
        /// Placed.
        KeyPlaced,
        /// Worked on.
        KeyWorkedOn,
        /// Clashing cell.
        KeyClashingCell,
        /// Clashing unit.
        KeyClashingUnit,
        /// Erased.
        KeyErased,
        /// `key:` before the marks.
        KeyHeading,
        /// The row-by-row search.
        RowByRowSearch,
        /// A named strategy's search: `the {name} search`.
        NamedSearch,
        /// Where a trace departs from its strategy, marked on that event.
        DepartsHere,
        /// Where it departed from, said at a later position.
        Departed,
        /// A row-by-row search named by its check.
        CheckLabel,
        /// A row-by-row search known by its check: "`{word}` check".
        CheckLabelKnown,
        /// The naive check's name in words (朴素（naive） in Chinese: its Chinese name,
        /// the English in brackets).
        CheckWordNaive,
        /// The tables check's name in words (查表（tables）).
        CheckWordTables,
        /// The oneloop check's name in words (一次循环（oneloop）).
        CheckWordOneLoop,
        /// The pseudocode listing's language.
        Pseudocode,
        /// All conflicts and their breakdown by unit.
        ConflictsTotal,
        /// An event's kind: try.
        KindTry,
        /// Conflict.
        KindConflict,
        /// Place.
        KindPlace,
        /// Backtrack.
        KindBacktrack,
        /// Choose.
        KindChoose,
        /// Force.
        KindForce,
        /// Dead end.
        KindDeadEnd,
        /// Unforce.
        KindUnforce,
        /// An `eliminate` event's kind.
        KindEliminate,
        /// A `restore` event's kind.
        KindRestore,
        /// Why a try: the first blank in reading order, digits from 1 up.
        WhyTryNextBlank,
        /// Why a try: the blank just chosen, digits from 1 up.
        WhyTryChosen,
        /// Why a try: the digit before clashed.
        WhyTryAfterClash,
        /// Why a try: nothing worked out after the digit before.
        WhyTryAfterBacktrack,
        /// Why a try no rule of the search decides.
        WhyTryOwn,
        /// Why a clash in the row: the check looks at the row first.
        WhyClashRowFirst,
        /// Why a clash in the column: the row has none.
        WhyClashColumnSecond,
        /// Why a clash in the box: neither the row nor the column has it.
        WhyClashBoxLast,
        /// Why a clash, met by LeetCode's one loop.
        WhyClashOneLoop,
        /// Why a clash, met by the column-first one loop.
        WhyClashOneLoopColumnFirst,
        /// Why a clash no check's order names first.
        WhyClash,
        /// Why a place: the digit is in no unit of the cell.
        WhyFits,
        /// Why a backtrack: the blank ran out of digits.
        WhyRanOut,
        /// Why a backtrack to the last choice once what followed it is undone (after a
        /// dead end, or a blank run out of digits).
        WhyBackToChoice,
        /// Why a backtrack no rule of the search decides.
        WhyBacktrackOwn,
        /// Why a choice: the fewest candidates.
        WhyChooseFewest,
        /// Why a choice: the next blank in reading order.
        WhyChooseNext,
        /// Why a choice no rule of the search decides.
        WhyChooseOwn,
        /// Why a forced digit: the cell's one candidate.
        WhyOnlyDigit,
        /// Why a forced digit: the digit's one place in a unit.
        WhyOnlyPlace,
        /// `show`'s line of why the event happens.
        ShowWhy,
        /// Why a dead end: the blank has no candidate.
        WhyDeadEnd,
        /// Why a forced digit is taken back.
        WhyUnforce,
        /// A candidates-only try.
        WhyTryCandidate,
        /// Why a pointing takes candidates.
        WhyPointing,
        /// Why a claiming takes candidates.
        WhyClaiming,
        /// Why a naked pair takes candidates.
        WhyNakedPair,
        /// Why a hidden pair takes candidates.
        WhyHiddenPair,
        /// Why an elimination is taken back.
        WhyRestore,
        /// An error and where it is: `{at}: {error}`, the file or option first.
        ErrorAt,
        /// A file or folder that is not there, as the system says it (English keeps the
        /// system's own words).
        IoNotFound,
        /// A file or folder the system lets no one read or write.
        IoPermissionDenied,
        /// A folder where a file belongs.
        IoIsADirectory,
        /// An event asked for past a trace's last: `the trace has {events} events (choose 0
        /// to {events})`.
        PastTheEnd,
        /// An event asked for past a trace cut short.
        PastTheEndCut,
        /// An event asked for past a trace cut short before an event that cannot happen.
        PastTheEndRefused,
        /// Where in a puzzle's input a problem is: its line, before the problem.
        ParseAtLine,
        /// A character that is no cell of a puzzle.
        ParseBadCharacter,
        /// A puzzle of more or fewer than 81 cells.
        ParseWrongCount,
        /// Two givens that hold the same digit in a unit.
        ParseClash,
        /// The two givens of a clash.
        ClashingGivens,
        /// A line of a collection with columns, none of them a puzzle.
        ParseNoPuzzleInLine,
        /// A line of JSON objects that is not one, or holds no puzzle.
        ParseJsonLine,
        /// A JSON array that is not 9 arrays of 9 cells.
        ParseJson,
        /// Nothing but blank lines and comments.
        ParseEmpty,
        /// A header line and no puzzle.
        ParseOnlyHeader,
        /// Too many lines that are not puzzles: the rest is not read.
        ParseTooManySkipped,
        /// Several puzzles, or none, where one was expected.
        ParseNotOne,
        /// A line of a puzzle file past its bound.
        ReadLineTooLong,
        /// Bytes of a puzzle file that are not UTF-8.
        ReadNotUtf8,
        /// A puzzle file the system could not read.
        ReadIo,
    }
}

/// What the system said of `error`, in `lang`: in English as the system says it; in
/// Chinese the usual kinds (not found, permission denied, a folder) in Chinese, any other
/// as the system says it.
pub fn io_words(error: &std::io::Error, lang: Lang) -> String {
    use std::io::ErrorKind;
    let text = match error.kind() {
        _ if lang == Lang::En => None,
        ErrorKind::NotFound => Some(Text::IoNotFound),
        ErrorKind::PermissionDenied => Some(Text::IoPermissionDenied),
        ErrorKind::IsADirectory => Some(Text::IoIsADirectory),
        _ => None,
    };
    text.map_or_else(|| error.to_string(), |text| lang.text(text).to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_environment_chooses_the_language() {
        assert_eq!(Lang::from_locale(None, None, None), Lang::En);
        assert_eq!(
            Lang::from_locale(None, None, Some("zh_CN.UTF-8")),
            Lang::ZhCn
        );
        assert_eq!(
            Lang::from_locale(Some("C"), None, Some("zh_CN.UTF-8")),
            Lang::En
        );
        assert_eq!(
            Lang::from_locale(Some(""), Some("zh_TW.UTF-8"), Some("en_GB")),
            Lang::ZhCn
        );
        assert_eq!(Lang::from_locale(None, None, Some("fr_FR.UTF-8")), Lang::En);
        assert_eq!(Lang::from_tag("zh-CN"), Some(Lang::ZhCn));
        assert_eq!(Lang::from_tag("ZH_cn"), Some(Lang::ZhCn));
        assert_eq!(Lang::from_tag("en"), Some(Lang::En));
        assert_eq!(Lang::from_tag("de"), None);
    }

    #[test]
    fn templates_are_filled_by_name() {
        let filled = Lang::En.fill(
            Text::EventConflict,
            &[
                ("cell", &"r1c8"),
                ("digit", &6),
                ("with", &"r3c8"),
                ("unit", &"col"),
            ],
        );
        assert_eq!(filled, "r1c8: 6 clashes with r3c8 (col)");
        assert_eq!(fill("{a} and {b}", &[("a", &1)]), "1 and {b}");
        assert_eq!(placeholders("{cell}: try {digit} {}"), ["cell", "digit"]);
    }

    #[test]
    fn chinese_takes_two_columns_a_character() {
        assert_eq!(width("行冲突 3"), 8);
        assert_eq!(pad("行冲突", 8), "行冲突  ");
        assert_eq!(pad("tries", 8), "tries   ");
        assert_eq!(pad_left("尝试", 6), "  尝试");
    }
}

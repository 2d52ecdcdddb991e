//! The languages sudotrace speaks to people, and the one catalog of words for each:
//! English (`lang/en.rs`) and Simplified Chinese (`lang/zh_cn.rs`). Every sentence a reader sees
//! (an event's words, a count's name, a caption, a chart's title, a page's control) is a
//! [`Text`], a template whose `{name}`s are filled in with [`Lang::fill`]; no sentence is
//! built by joining fragments of one language.
//!
//! The catalog is a typed table in Rust rather than Fluent or gettext files: each
//! language is one exhaustive `match` over [`Text`], so a message missing in a language
//! does not compile, nothing is parsed or looked up by string at run time (the render
//! loop asks for words per frame), and the web page carries the same templates as they
//! are. A test checks that every language's template names the same `{name}`s.
//!
//! Which language: the `--lang` option, else the environment as the C library reads it
//! (`LC_ALL`, then `LC_MESSAGES`, then `LANG`; the first one set decides): `zh…` gives
//! Chinese, anything else English. Field names in JSON and CSV, trace files and `--help`
//! stay English.

mod en;
mod zh_cn;

use std::fmt;

use unicode_width::UnicodeWidthStr;

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
    /// filled in.
    pub fn text(self, text: Text) -> &'static str {
        match self {
            Lang::En => en::text(text),
            Lang::ZhCn => zh_cn::text(text),
        }
    }

    /// The words of `text` with each `{name}` replaced by its value.
    pub fn fill(self, text: Text, values: &[(&str, &dyn fmt::Display)]) -> String {
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

macro_rules! texts {
    ($($(#[$doc:meta])* $name:ident,)*) => {
        /// Every message of the catalog. Each language gives every one ([`Lang::text`]).
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum Text {
            $($(#[$doc])* $name,)*
        }

        impl Text {
            /// Every message, in the catalog's order.
            pub const ALL: &'static [Text] = &[$(Text::$name,)*];

            /// The message's name, as the web page's scripts ask for it.
            pub fn name(self) -> &'static str {
                match self {
                    $(Text::$name => stringify!($name),)*
                }
            }
        }
    };
}

texts! {
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
    /// diagnose: a line that is not an event.
    FindingMalformed,
    /// A line after the end record.
    FindingAfterEnd,
    /// An event that cannot happen on the board.
    FindingImpossible,
    /// A trace with no end record.
    FindingNoEnd,
    /// A try that neither a conflict nor a placement answers.
    FindingTryUnanswered,
    /// A conflict that answers no try, after another event.
    FindingConflictWithoutTry,
    /// A conflict that answers no try, as the first event.
    FindingConflictWithoutTryFirst,
    /// A placement no try came before, after another event.
    FindingPlaceWithoutTry,
    /// A placement no try came before, as the first event.
    FindingPlaceWithoutTryFirst,
    /// A digit tried twice in a cell with nothing placed in between.
    FindingTriedTwice,
    /// Solved, says the end record, with one blank empty.
    FindingBlanksLeftOne,
    /// Solved, says the end record, with blanks empty.
    FindingBlanksLeftMany,
    /// The empty blanks no event filled.
    BlanksNeverFilled,
    /// The empty blanks filled and erased again.
    BlanksErased,
    /// Between the cells of a list.
    CellsSeparator,
    /// The first cells of a long list, and how many more.
    CellsAndMore,
    /// Between the clauses of a sentence: `; `.
    ClauseSeparator,
    /// The end record's solution is not the board.
    FindingEndSolution,
    /// Unsolvable, says the end record, for a puzzle with a solution.
    FindingGaveUp,
    /// The end record's counts differ from its events'.
    FindingEndCounts,
    /// One count as recorded and as counted.
    EndCountDifference,
    /// A finding with the departure at the same event.
    FindingWithDeparture,
    /// Further findings of the same kind.
    FindingMore,
    /// Where in the file a finding is.
    FindingAt,
    /// Where a search departs from the strategy it claims.
    DepartureWords,
    /// How it differs, after the strategy's next event.
    DepartureHow,
    /// The trace backtracked with digits left to try.
    DidBacktrackUntried,
    /// The same, erasing a digit of another cell.
    DidBacktrackUntriedErasing,
    /// The trace's event there.
    DidHas,
    /// The trace ends there.
    DidEnds,
    /// What the strategy would do instead: try.
    WouldTry,
    /// See a clash.
    WouldConflict,
    /// Place.
    WouldPlace,
    /// Backtrack.
    WouldBacktrack,
    /// Choose a blank.
    WouldChoose,
    /// Force a digit.
    WouldForce,
    /// Find a dead end.
    WouldDeadEnd,
    /// Take back a forced digit.
    WouldUnforce,
    /// Stop.
    WouldStop,
    /// How a search differs, after `it `: the order of the units.
    HowUnitOrder,
    /// Column by column.
    HowColumnOrder,
    /// Another order of blanks.
    HowBlankOrder,
    /// Another order of digits.
    HowDigitOrder,
    /// Where a resembling search goes its own way: the event.
    NoteAt,
    /// The event and where in the file.
    NoteAtLocated,
    /// The two events there.
    NoteBoth,
    /// The trace's event where the strategy stops.
    NoteStops,
    /// The trace ends where the strategy goes on.
    NoteGoesOn,
    /// From there, how it differs.
    NoteHow,
    /// From there, its own way.
    NoteOwnWay,
    /// The strategy a trace claims, not even its first event.
    LikenessClaimsNone,
    /// Its first event only.
    LikenessClaimsOne,
    /// Its first events.
    LikenessClaimsMany,
    /// The strategy a trace resembles, not even its first event.
    LikenessResemblesNone,
    /// Its first event only.
    LikenessResemblesOne,
    /// Its first events.
    LikenessResemblesMany,
    /// How much of a trace stopped by a fault was read: none, of one event.
    ReadingNoneOne,
    /// None, of several.
    ReadingNoneMany,
    /// The first, then the fault.
    ReadingOneOne,
    /// The first, then several.
    ReadingOneMany,
    /// The first few, then the fault.
    ReadingManyOne,
    /// The first few, then several.
    ReadingManyMany,
    /// Why a clean trace is clean: it is a strategy's search.
    SummaryExact,
    /// The strategy it claims.
    SummaryExactClaimed,
    /// It keeps to the rules.
    SummaryKeepsRules,
    /// A summary and where a resembling search differs.
    LineSummaryHow,
    /// A summary and where a resembling search goes its own way.
    LineSummaryOwnWay,
    /// Another solver's name, quoted.
    QuotedName,
    /// What a trace is: its solver and events.
    DiagnoseAbout,
    /// Its solver, events and how it ends.
    DiagnoseAboutEnds,
    /// One event.
    EventsOne,
    /// Events.
    EventsMany,
    /// One trace with no finding.
    DiagnoseClean,
    /// One trace with one finding.
    DiagnoseFindingsOne,
    /// One trace with findings.
    DiagnoseFindingsMany,
    /// A clean trace among several.
    DiagnoseLineClean,
    /// A trace with one finding among several.
    DiagnoseLineFindingsOne,
    /// A trace with findings among several.
    DiagnoseLineFindingsMany,
    /// A trace among several that cannot be read.
    DiagnoseUnreadable,
    /// The summary of one trace.
    DiagnoseTotalOne,
    /// The summary of several traces.
    DiagnoseTotalMany,
    /// check: a correct answer.
    CheckCorrect,
    /// A wrong answer, its problems by kind.
    CheckWrong,
    /// A given erased.
    MistakeGivenErased,
    /// A given changed.
    MistakeGivenChanged,
    /// A digit more than once in a unit.
    MistakeDuplicate,
    /// A blank left.
    MistakeBlank,
    /// A unit and its number: `row 3`.
    UnitNumbered,
    /// One given changed.
    TallyGivenChangedOne,
    /// Givens changed.
    TallyGivenChangedMany,
    /// One duplicate.
    TallyDuplicateOne,
    /// Duplicates.
    TallyDuplicateMany,
    /// One blank.
    TallyBlankOne,
    /// Blanks.
    TallyBlankMany,
    /// A difficulty level: easy.
    LevelEasy,
    /// Medium.
    LevelMedium,
    /// Hard.
    LevelHard,
    /// Expert.
    LevelExpert,
    /// Easy or medium: singles solve it.
    LevelEasyOrMedium,
    /// Hard or expert: singles do not.
    LevelHardOrExpert,
    /// Yes, in a table's cell.
    Yes,
    /// No.
    No,
    /// rate: the header of its lines.
    RateHeader,
    /// A puzzle with two solutions or more.
    RateNotUnique,
    /// The header of rate's summary table.
    RateSummaryHeader,
    /// A number of puzzles and its share.
    RateShare,
    /// Puzzles without exactly one solution.
    RateNotExactlyOne,
    /// generate: the seed taken from the clock.
    GenerateSeed,
    /// No puzzle came out.
    GenerateFailed,
    /// Why no puzzle came out.
    GenerateGaveUp,
    /// A level with a number of clues.
    WantedLevelClues,
    /// A level.
    WantedLevel,
    /// A number of clues.
    WantedClues,
    /// A minimal puzzle.
    WantedMinimal,
    /// The levels the attempts came out at.
    LevelsSeen,
    /// One level and how many attempts.
    LevelSeen,
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
    /// The count of tries.
    Tries,
    /// Conflicts where the row clashed first.
    RowConflicts,
    /// Conflicts where the column clashed first.
    ColumnConflicts,
    /// Conflicts where the box clashed first.
    BoxConflicts,
    /// Digits placed.
    Places,
    /// Digits erased on the way back.
    Backtracks,
    /// Cells the naive check read.
    CellReads,
    /// Table lookups of the tables check.
    TableLookups,
    /// The deepest the search went.
    MaxDepth,
    /// Events in the trace.
    Events,
    /// Blanks chosen.
    Choices,
    /// Choices among more than one candidate.
    Guesses,
    /// Digits forced by propagation.
    Forced,
    /// Blanks found with no candidate.
    DeadEnds,
    /// Forced digits undone.
    Unforced,
    /// How many digits are placed at a position (not the deepest: [`Text::MaxDepth`]).
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
    /// The legend: a given.
    LegendGiven,
    /// A digit the search placed.
    LegendPlaced,
    /// The digit being tried.
    LegendTrying,
    /// A tried digit that clashes.
    LegendRejected,
    /// The unit of a clash.
    LegendUnit,
    /// The cell holding the clashing digit.
    LegendHolder,
    /// A digit erased by a backtrack.
    LegendErased,
    /// One event passed over since the frame before.
    PassedOne,
    /// Events passed over since the frame before.
    PassedMany,
    /// One chosen event passed over.
    PassedChosenOne,
    /// Chosen events passed over.
    PassedChosenMany,
    /// The code panel's title.
    SideCodeTitle,
    /// The stack panel's title.
    SideStackTitle,
    /// Stack entries not shown.
    SideMore,
    /// `show`'s first line.
    ShowHeading,
    /// How the search ended, under the caption.
    ShowEnd,
    /// The line of the listing that made the event.
    ShowLine,
    /// The heading of the stack.
    ShowStack,
    /// The puzzle, before any event.
    KindStart,
    /// An event that cannot happen.
    KindCannotHappen,
    /// A row-by-row search named by its check.
    CheckLabel,
    /// A puzzle of a collection.
    PuzzleHeading,
    /// How a search ended and which.
    SolvedBy,
    /// A trace with no end record.
    CutShort,
    /// `stats`'s verdict line.
    Recounted,
    /// The pseudocode listing's language.
    Pseudocode,
    /// All conflicts and their breakdown by unit.
    ConflictsTotal,
    /// The stepper's terminal is too small.
    TuiTooSmall,
    /// The stepper is playing.
    TuiPlaying,
    /// The stepper is paused.
    TuiPaused,
    /// The stepper's title line.
    TuiTitle,
    /// The go-to prompt.
    TuiGoTo,
    /// The footer's keys: step.
    TuiFooterStep,
    /// Play.
    TuiFooterPlay,
    /// Speed.
    TuiFooterSpeed,
    /// Conflict.
    TuiFooterConflict,
    /// Backtrack.
    TuiFooterBacktrack,
    /// Go to.
    TuiFooterGoTo,
    /// Help.
    TuiFooterHelp,
    /// Quit.
    TuiFooterQuit,
    /// The heading of the recent events.
    TuiRecent,
    /// No event yet.
    TuiNoneYet,
    /// The code pane's title.
    TuiCodeTitle,
    /// The stack pane's title.
    TuiStackTitle,
    /// The key without colour, first line.
    TuiKeyPlain1,
    /// Second line.
    TuiKeyPlain2,
    /// Third line.
    TuiKeyPlain3,
    /// The key's heading, coloured.
    TuiKeyHeading,
    /// A given.
    TuiKeyGiven,
    /// Placed.
    TuiKeyPlaced,
    /// Trying.
    TuiKeyTrying,
    /// Clashes.
    TuiKeyClashes,
    /// Holds the digit.
    TuiKeyHoldsIt,
    /// Its unit.
    TuiKeyItsUnit,
    /// Placed just now.
    TuiKeyPlacedNow,
    /// Erased by a backtrack.
    TuiKeyErased,
    /// Help: next event.
    TuiHelpNext,
    /// Previous event.
    TuiHelpPrevious,
    /// Play or pause.
    TuiHelpPlay,
    /// Faster or slower.
    TuiHelpSpeed,
    /// Next or previous conflict.
    TuiHelpConflict,
    /// Next or previous backtrack.
    TuiHelpBacktrack,
    /// Go to an event.
    TuiHelpGoTo,
    /// Candidates on or off.
    TuiHelpCandidates,
    /// The code pane.
    TuiHelpCode,
    /// The stack pane.
    TuiHelpStack,
    /// First or last event.
    TuiHelpEnds,
    /// This help.
    TuiHelpHelp,
    /// Quit.
    TuiHelpQuit,
    /// How to close the help.
    TuiHelpClose,
    /// The help's title.
    TuiHelpTitle,
    /// No conflict after this.
    TuiNoLaterConflict,
    /// No conflict before this.
    TuiNoEarlierConflict,
    /// No backtrack after this.
    TuiNoLaterBacktrack,
    /// No backtrack before this.
    TuiNoEarlierBacktrack,
    /// Past the end of the trace.
    TuiNoEvent,
    /// Past the end of a trace with an impossible event.
    TuiNoEventRefused,
    /// A damaged stretch of a trace.
    TuiCannotGo,
    /// A trace stopped by an impossible event.
    TuiStoppedBy,
    /// The keys for the next event.
    TuiKeyNext,
    /// The keys for the event before.
    TuiKeyPrevious,
    /// The space bar.
    TuiKeySpace,
    /// The web page: "the board".
    PageBoard,
    /// The web page: "play".
    PagePlayToolbar,
    /// The web page: "One event back".
    PageOneBack,
    /// The web page: "one event back (←)".
    PageOneBackTitle,
    /// The web page: "Back".
    PageBack,
    /// The web page: "Play".
    PagePlay,
    /// The web page: "One event forward".
    PageOneForward,
    /// The web page: "one event forward (→)".
    PageOneForwardTitle,
    /// The web page: "Forward".
    PageForward,
    /// The web page: "Speed".
    PageSpeed,
    /// The web page: "speed".
    PageSpeedLabel,
    /// The web page: "position in the search: the depth of the search along its events, with its markers".
    PageSeek,
    /// The web page: "jump to".
    PageJumpTo,
    /// The web page: "Previous conflict".
    PagePreviousConflict,
    /// The web page: "previous conflict (C)".
    PagePreviousConflictTitle,
    /// The web page: "Conflict".
    PageConflict,
    /// The web page: "Next conflict".
    PageNextConflict,
    /// The web page: "next conflict (c)".
    PageNextConflictTitle,
    /// The web page: "Previous backtrack".
    PagePreviousBacktrack,
    /// The web page: "previous backtrack (B)".
    PagePreviousBacktrackTitle,
    /// The web page: "Backtrack".
    PageBacktrack,
    /// The web page: "Next backtrack".
    PageNextBacktrack,
    /// The web page: "next backtrack (b)".
    PageNextBacktrackTitle,
    /// The web page: "Previous dead end".
    PagePreviousDeadEnd,
    /// The web page: "previous dead end (D)".
    PagePreviousDeadEndTitle,
    /// The web page: "Dead end".
    PageDeadEnd,
    /// The web page: "Next dead end".
    PageNextDeadEnd,
    /// The web page: "next dead end (d)".
    PageNextDeadEndTitle,
    /// The web page: "Previous guess".
    PagePreviousGuess,
    /// The web page: "previous guess (G)".
    PagePreviousGuessTitle,
    /// The web page: "Guess".
    PageGuess,
    /// The web page: "Next guess".
    PageNextGuess,
    /// The web page: "next guess (g)".
    PageNextGuessTitle,
    /// The web page: "Previous run of forced digits".
    PagePreviousForced,
    /// The web page: "previous run of forced digits (S)".
    PagePreviousForcedTitle,
    /// The web page: "Forced".
    PageForced,
    /// The web page: "Next run of forced digits".
    PageNextForced,
    /// The web page: "next run of forced digits (s)".
    PageNextForcedTitle,
    /// The web page: "Previous marker".
    PagePreviousMarker,
    /// The web page: "previous marker (()".
    PagePreviousMarkerTitle,
    /// The web page: "Marker".
    PageMarker,
    /// The web page: "Next marker".
    PageNextMarker,
    /// The web page: "next marker ())".
    PageNextMarkerTitle,
    /// The web page: "Event".
    PageEvent,
    /// The web page: "pencil in each blank's candidates (p)".
    PageCandidatesTitle,
    /// The web page: "Candidates".
    PageCandidates,
    /// The web page: "keys (?)".
    PageKeysTitle,
    /// The web page: "? Keys".
    PageKeysButton,
    /// The web page: "full screen (f)".
    PageFullScreenTitle,
    /// The web page: "Full screen".
    PageFullScreen,
    /// The web page: "panels beside the board".
    PagePanels,
    /// The web page: "Code".
    PageCode,
    /// The web page: "Stack".
    PageStack,
    /// The web page: "Tree".
    PageTree,
    /// The web page: "The search as code".
    PageCodeTitle,
    /// The web page: "language of the code".
    PageCodeLanguage,
    /// The web page: "the code, the line that made the event lit".
    PageCodeLabel,
    /// The web page: "The stack, a call a placement (the newest on top)".
    PageStackTitle,
    /// The web page: "The search tree so far (a row a depth; click a node to go to it)".
    PageTreeTitle,
    /// The web page: "key to the board".
    PageKey,
    /// The web page: "given".
    PageKeyGiven,
    /// The web page: "placed by the search".
    PageKeyPlaced,
    /// The web page: "trying".
    PageKeyTrying,
    /// The web page: "clashes: rejected".
    PageKeyRejected,
    /// The web page: "unit of the clash".
    PageKeyUnit,
    /// The web page: "holds the digit".
    PageKeyHolder,
    /// The web page: "just placed after a try".
    PageKeyJustPlaced,
    /// The web page: "erased: backtrack".
    PageKeyErased,
    /// The web page: "no digit left: the search backs up".
    PageKeyRanOut,
    /// The web page: "chosen next, with its candidates".
    PageKeyChosen,
    /// The web page: "a guess: chosen among 2 or more".
    PageKeyGuess,
    /// The web page: "forced: the only digit or place".
    PageKeyForced,
    /// The web page: "dead end: no digit fits".
    PageKeyDeadEnd,
    /// The web page: "forced digit taken back".
    PageKeyUnforce,
    /// The web page: "markers".
    PageMarkers,
    /// The web page: "Made with sudotrace `{version}`: every try, conflict and backtrack of the search, checked on the board.".
    PageFooter,
    /// The web page: "This player needs JavaScript. The same search can be drawn as a GIF with sudotrace render.".
    PageNoScript,
    /// The web page: "Keys".
    PageHelpTitle,
    /// The web page: "play or pause".
    PageHelpPlay,
    /// The web page: "one event back or forward (pauses)".
    PageHelpStep,
    /// The web page: "on the seek bar: one event back or forward".
    PageHelpSeek,
    /// The web page: "next or previous conflict".
    PageHelpConflict,
    /// The web page: "next or previous backtrack".
    PageHelpBacktrack,
    /// The web page: "next or previous dead end".
    PageHelpDeadEnd,
    /// The web page: "next or previous guess (a choice among 2 or more candidates)".
    PageHelpGuess,
    /// The web page: "next or previous run of forced digits".
    PageHelpForced,
    /// The web page: "next or previous marker".
    PageHelpMarker,
    /// The web page: "jump to 0 % … 90 % of the search".
    PageHelpPercent,
    /// The web page: "1 % of the search forward or back".
    PageHelpPage,
    /// The web page: "the first or last event".
    PageHelpEnds,
    /// The web page: "each blank's candidates, pencilled in, or not".
    PageHelpCandidates,
    /// The web page: "faster or slower".
    PageHelpSpeed,
    /// The web page: "full screen: the board and the caption as large as the screen allows; move the mouse or press a key for the controls".
    PageHelpFullScreen,
    /// The web page: "this help (Esc closes it)".
    PageHelpHelp,
    /// The web page: "The address ends in #event=N: copy it to share this moment.".
    PageHelpAddress,
    /// The web page: "Close".
    PageClose,
    /// The web page: "Space".
    PageKeySpace,
    /// The web page: "`{cell}` `{digit}` given".
    PageCellGiven,
    /// The web page: "`{cell}` `{digit}` placed".
    PageCellPlaced,
    /// The web page: "`{cell}` blank".
    PageCellBlank,
    /// The web page: ", trying `{digit}`".
    PageCellTrying,
    /// The web page: ", `{digit}` tried and rejected".
    PageCellRejected,
    /// The web page: ", `{digit}` erased".
    PageCellErased,
    /// The web page: ", chosen".
    PageCellChosen,
    /// The web page: ", just placed".
    PageCellJustPlaced,
    /// The web page: ", no digit fits".
    PageCellNoDigitFits,
    /// The web page: ", holds the clashing digit".
    PageCellHolds,
    /// The web page: ", forced".
    PageCellForced,
    /// The web page: ", dead end: no digit fits".
    PageCellDeadEnd,
    /// The web page: ", no digit left".
    PageCellRanOut,
    /// The web page: ", forced digit taken back".
    PageCellUnforced,
    /// The web page: ", 1 candidate".
    PageCellOneCandidate,
    /// The web page: ", `{n}` candidates".
    PageCellCandidateCount,
    /// The web page: ", in the clashing `{unit}`".
    PageCellInUnit,
    /// The web page: ", candidates `{digits}`".
    PageCellCandidates,
    /// The web page: "event `{n}`".
    PageEventTip,
    /// The web page: "event `{n}` of `{last}`, depth `{depth}`".
    PageSeekValue,
    /// The web page: "this search makes no conflicts: it tries only digits that fit".
    PageNoConflicts,
    /// The web page: "this search never backtracks here".
    PageNoBacktracks,
    /// The web page: "this search finds no dead ends (only a search that fills forced digits does)".
    PageNoDeadEnds,
    /// The web page: "this search makes no guesses (only a search that chooses its blanks can)".
    PageNoGuesses,
    /// The web page: "this search forces no digits (only a search with singles or hidden singles does)".
    PageNoForced,
    /// The web page: "`{n}` event a frame".
    PageSpeedOne,
    /// The web page: "`{n}` events a frame".
    PageSpeedMany,
    /// The web page: "Pause".
    PagePause,
    /// The web page: "event `{n}`: `{label}`".
    PageMarkerLabel,
    /// The web page: "the address names no event: event=`{text}` (use #event=N, N from `{first}` to `{last}`)".
    PageNoSuchEvent,
    /// The web page: "· stops at event `{n}`, which cannot happen".
    PageStopsAt,
    /// The web page: "events `{first}` to `{last}`".
    PageWindow,
    /// The web page: "events `{first}` to `{last}` of `{total}`".
    PageWindowOf,
    /// The web page: "`{n}` events".
    PageEvents,
    /// The web page: "· the puzzle `{puzzle}`".
    PageThePuzzle,
    /// The web page: "the trace stops here: it was cut short, with no end record".
    PageCutHere,
    /// The web page: "cannot happen".
    PageCannotHappen,
    /// The web page: "first conflict".
    PageFirstConflict,
    /// The web page: "first backtrack".
    PageFirstBacktrack,
    /// The web page: "first dead end".
    PageFirstDeadEnd,
    /// The web page: "first conflict of this window".
    PageFirstConflictWindow,
    /// The web page: "first backtrack of this window".
    PageFirstBacktrackWindow,
    /// The web page: "first dead end of this window".
    PageFirstDeadEndWindow,
    /// The web page: "deepest point, depth `{depth}`".
    PageDeepest,
    /// The web page: "deepest point of this window, depth `{depth}`".
    PageDeepestWindow,
    /// The web page: "longest run of backtracks, `{n}`".
    PageLongestRun,
    /// The web page: "longest run of backtracks of this window, `{n}`".
    PageLongestRunWindow,
    /// The web page: "cut short: the trace stops here".
    PageCutShortHere,
    /// The web page: "the end".
    PageTheEnd,
    /// The web page: "the end of this window".
    PageEndOfWindow,
    /// The web page: ", the deepest point (depth `{depth}`)".
    PageDeepestAtEnd,
    /// `render --at` past an impossible event.
    WrotePngRefused,
    /// `render --at`.
    WrotePng,
    /// `render` of a GIF.
    WroteGif,
    /// `render` of a frame folder.
    WroteFrames,
    /// One event shown.
    FramesOneEvent,
    /// Events shown.
    FramesEvents,
    /// Events chosen out of the trace's.
    FramesChosenOf,
    /// How a long choice is told as a story.
    SampledStory,
    /// How a long choice is spread evenly.
    SampledEven,
    /// A choice longer than --max-frames.
    SampledNote,
    /// `html`'s line.
    WrotePage,
    /// One step of a page.
    PageOneStep,
    /// Steps of a page.
    PageSteps,
    /// One marker.
    PageOneMarker,
    /// Markers.
    PageMarkersCount,
    /// `html --poster`.
    WrotePoster,
    /// `solve --trace`.
    WroteTrace,
    /// `demo`'s first line.
    DemoIntro,
    /// The solution's heading.
    DemoSolved,
    /// The row of median times.
    DemoTimeMedian,
    /// How the times were taken.
    DemoMedianOf,
    /// The two checks compared in words.
    DemoInWords,
    /// The strategies' table's first column.
    DemoStrategy,
    /// A trace the demo wrote.
    DemoWroteTrace,
    /// A picture the demo wrote.
    DemoWrotePicture,
    /// The GIF.
    DemoAnimated,
    /// The GIF beside the code.
    DemoWithCode,
    /// The PNG of a conflict.
    DemoConflict,
    /// The side-by-side GIF.
    DemoSideBySide,
    /// The web page.
    DemoWrotePage,
    /// The comparison's report.
    DemoWroteReport,
    /// A chart.
    DemoWroteChart,
    /// What to run next.
    DemoNext,
    /// `chart`'s line a chart.
    WroteChart,
    /// A gain's tries: the other made none.
    CompareNoTry,
    /// A gain's tries: so many times fewer.
    CompareFewerTries,
    /// A gain's tries: so many times more.
    CompareMoreTries,
    /// So many times faster.
    CompareFaster,
    /// So many times slower.
    CompareSlower,
    /// So many times fewer checks.
    CompareFewerChecks,
    /// So many times more checks.
    CompareMoreChecks,
    /// How a strategy does against another over the puzzles both finished.
    CompareGain,
    /// The two checks' ratio: checks, then speed.
    CompareRatio,
    /// How many a strategy solved, with no limit.
    CompareSolved,
    /// How many a strategy solved within the limits.
    CompareSolvedWithin,
    /// A limit of tries.
    CompareLimitTries,
    /// Both limits, a search within them.
    CompareLimitsBoth,
    /// How many searches a limit stopped.
    CompareStopped,
    /// How many puzzles have no solution.
    CompareWithoutSolution,
    /// Between the items of a list in a line.
    CompareListSeparator,
    /// Between names (strategies, inputs) in a list.
    CompareNamesSeparator,
    /// Between the strategies a comparison names.
    CompareAnd,
    /// The summary's first line, one timed run.
    CompareSummaryOne,
    /// The summary's first line, several timed runs.
    CompareSummaryMany,
    /// One input, counted.
    CompareInputsOne,
    /// Inputs, counted.
    CompareInputsMany,
    /// The two checks' ratio in all.
    CompareRatioLine,
    /// The two checks' ratio in all, and per puzzle.
    CompareRatioSpreadLine,
    /// A strategy's median tries, some censored.
    CompareMedianTries,
    /// Puzzles a second.
    ComparePuzzlesPerSecond,
    /// Microseconds a puzzle.
    CompareMicrosPerPuzzle,
    /// Tries a puzzle.
    CompareTriesPerPuzzle,
    /// The share solved without guessing.
    CompareWithoutGuessing,
    /// Guesses a puzzle.
    CompareGuessesPerPuzzle,
    /// Before the figures over the puzzles a strategy finished.
    CompareOverFinished,
    /// Before the figures, when the strategy finished every puzzle.
    CompareFiguresAfter,
    /// What the per-puzzle charts and ratios leave out.
    CompareLeftOut,
    /// The puzzles with no solution.
    CompareNoSolution,
    /// The report's files written.
    CompareWrote,
    /// The charts written.
    CompareWroteCharts,
    /// How long the comparison took, and where the time went.
    CompareTook,
    /// report.md's title, checks compared.
    ReportTitleCheck,
    /// report.md's title, strategies compared.
    ReportTitleStrategy,
    /// Between the strategies of the title.
    ReportAgainst,
    /// An input and its puzzles.
    ReportSource,
    /// The last of a list of names.
    ReportListAnd,
    /// What was compared and how.
    ReportIntro,
    /// Both limits, a search stopped by either.
    ReportLimitsEither,
    /// No limit.
    ReportNoLimit,
    /// The two checks' ratio in all.
    ReportRatio,
    /// The two checks' ratio in all, and per puzzle.
    ReportRatioSpread,
    /// A strategy's solved count.
    ReportSolvedLine,
    /// The puzzles a limit stopped, kept in the totals.
    ReportLimited,
    /// The input lines skipped.
    ReportSkippedLines,
    /// The variants did not make the same search.
    ReportWarning,
    /// The charts' heading.
    ReportCharts,
    /// How to read censored results.
    ReportCensored,
    /// How to read searches the clock stopped.
    ReportCensoredClock,
    /// How the comparison was measured: heading.
    ReportHow,
    /// The version, date and machine.
    ReportMachine,
    /// One core.
    ReportCoresOne,
    /// Cores.
    ReportCoresMany,
    /// How the counts were taken, one thread.
    ReportCounts,
    /// One thread.
    ReportThreadsOne,
    /// Threads.
    ReportThreadsMany,
    /// How the times were taken, one timed run.
    ReportTimeOne,
    /// How the times were taken, several timed runs.
    ReportTimeMany,
    /// The limit of tries.
    ReportLimit,
    /// Where the time of the comparison went.
    ReportTook,
    /// The shards merged into the report.
    ReportShards,
    /// One shard.
    ReportShardsOne,
    /// Shards.
    ReportShardsMany,
    /// One kind of machine.
    ReportMachinesOne,
    /// Kinds of machine.
    ReportMachinesMany,
    /// The shards' table's first columns.
    ReportShardsHeader,
    /// A shard's machine and its cores.
    ReportShardMachine,
    /// The times come from several kinds of machine.
    ReportMachinesDiffer,
    /// The totals' heading and what their rows are over.
    ReportTotals,
    /// How the first rows count a stopped search.
    ReportOverLimit,
    /// The first rows, with no limit.
    ReportOverNoLimit,
    /// A totals row.
    ReportRowPuzzles,
    /// A totals row.
    ReportRowSolved,
    /// A totals row.
    ReportRowStopped,
    /// A totals row.
    ReportRowNoSolution,
    /// A totals row.
    ReportRowMedianTries,
    /// A totals row.
    ReportRowMeanTries,
    /// A totals row.
    ReportRowMedianTime,
    /// A totals row.
    ReportRowMeanTime,
    /// A totals row.
    ReportRowFinished,
    /// A totals row.
    ReportRowPuzzlesPerSecond,
    /// A totals row.
    ReportRowMicros,
    /// A totals row.
    ReportRowWithoutGuessing,
    /// A totals row.
    ReportRowGuesses,
    /// A totals row.
    ReportRowTime,
    /// A totals row.
    ReportRowWorkTry,
    /// A totals row.
    ReportRowWorkPlacement,
    /// The per-puzzle table of strategies: heading.
    ReportPerPuzzleStrategies,
    /// The per-puzzle table of strategies: first columns.
    ReportStrategiesHeader,
    /// The per-puzzle table of strategies: a strategy's columns.
    ReportStrategiesColumns,
    /// A puzzle a limit stopped, in a result column.
    ReportLimitCell,
    /// A puzzle a limit stopped, and what it needs.
    ReportLimitNeeds,
    /// A search not timed.
    ReportNotTimed,
    /// A stopped search's tries, censored.
    ReportTriesCensored,
    /// The per-puzzle table of checks: heading.
    ReportPerPuzzleSame,
    /// The per-puzzle table of checks: first columns.
    ReportSameHeader,
    /// The per-puzzle table of checks: a variant's columns.
    ReportSameColumns,
    /// The per-puzzle table of checks: the ratio's column.
    ReportPairColumn,
    /// A puzzle with no ratio.
    ReportNotFinishedByBoth,
    /// The puzzles stopped, skipped and disagreeing: heading.
    ReportMarked,
    /// The puzzles a limit stopped.
    ReportStoppedAtLimit,
    /// The table of stopped puzzles: header.
    ReportStoppedHeader,
    /// The input lines skipped.
    ReportSkippedInput,
    /// The table of skipped lines: header.
    ReportSkippedHeader,
    /// The puzzles whose variants disagree: heading.
    ReportDisagree,
    /// Why a puzzle is marked: a limit stopped a strategy.
    ReportNoteLimit,
    /// A stopped strategy and what it needs.
    ReportNoteNeeds,
    /// Why a puzzle is marked: the variants disagree.
    ReportNoteDisagree,
    /// What a search stopped by the tries needs.
    ReportMoreThanTries,
    /// What a search stopped by the clock needs.
    ReportMoreThanTime,
    /// A puzzle whose variants disagree, and why.
    ReportDisagreeLine,
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
    /// A count and its value in a chart's sentence: `37,652 tries`.
    ChartCount,
    /// One puzzle, counted.
    ChartPuzzlesOne,
    /// Puzzles, counted: `{n} puzzles`.
    ChartPuzzlesMany,
    /// One input line, counted.
    ChartInputLinesOne,
    /// Input lines, counted.
    ChartInputLinesMany,
    /// A chart's subtitle ending on its log scale.
    ChartLogScale,
    /// A legend's entry for a strategy and what it counts: `naive: cell reads`.
    ChartSolverKey,
    /// Tries along a log axis.
    ChartTriesLog,
    /// A trace as a chart's subtitle names it: solver, puzzle, ending and counts.
    ChartTrace,
    /// A trace of a strategy that forces digits, as a chart's subtitle names it.
    ChartTraceForcing,
    /// The search profile's title.
    ChartDepthTitle,
    /// The search profile's subtitle.
    ChartDepthSubtitle,
    /// The search profile's subtitle, for a strategy that forces digits.
    ChartDepthSubtitleForcing,
    /// The search profile's subtitle when a column holds many events.
    ChartDepthFolded,
    /// The depth, as the search profile's axis and legend say it.
    ChartDepth,
    /// The mean depth of a run of events.
    ChartMeanDepth,
    /// The line of the puzzle's blanks.
    ChartBlanksToFill,
    /// The search profile's events axis.
    ChartDepthEvents,
    /// The events axis, for a strategy that chooses its blanks.
    ChartDepthEventsChoosing,
    /// The search tree's title.
    ChartTreeTitle,
    /// The search tree's subtitle.
    ChartTreeSubtitle,
    /// The search tree's subtitle when a column holds many events.
    ChartTreeFolded,
    /// The nodes of the search tree, in its legend.
    ChartTreeNodes,
    /// The path to the solution, in the legend.
    ChartTreePathSolved,
    /// The path an unsolved search ended on.
    ChartTreePathEnded,
    /// The search tree's events axis.
    ChartTreeEvents,
    /// The search tree's depth axis.
    ChartTreeDepth,
    /// The heat map's title.
    ChartHeatTitle,
    /// The heat map's subtitle.
    ChartHeatSubtitle,
    /// A given, beside its swatch.
    ChartHeatGiven,
    /// A blank never tried, beside its swatch.
    ChartHeatNeverTried,
    /// The inputs of a comparison, too many to name.
    ChartSourcesMany,
    /// Two inputs named.
    ChartSourcesTwo,
    /// Three inputs named.
    ChartSourcesThree,
    /// The puzzles a chart shows and where they come from.
    ChartPuzzlesFrom,
    /// What a chart leaves out, along its bottom.
    ChartNotShown,
    /// Between the things a chart leaves out.
    ChartNotShownSeparator,
    /// Puzzles whose search stopped at the limit.
    ChartStoppedBySearch,
    /// Puzzles a strategy stopped at the limit.
    ChartStoppedByStrategy,
    /// Puzzles not timed.
    ChartNotTimed,
    /// Input lines skipped.
    ChartSkipped,
    /// The check cost chart's title.
    ChartCostTitle,
    /// Two cost counters set against each other.
    ChartCostAgainst,
    /// The check cost chart's subtitle.
    ChartCostSubtitle,
    /// An axis of puzzles.
    ChartPuzzleNumber,
    /// The check cost axis.
    ChartCostPerSearch,
    /// The check cost axis, on a log scale.
    ChartCostPerSearchLog,
    /// An axis of variants.
    ChartVariant,
    /// The time chart's title.
    ChartTimeTitle,
    /// The time chart's subtitle, for one timed run.
    ChartTimeSubtitleOne,
    /// The time chart's subtitle.
    ChartTimeSubtitleMany,
    /// The time axis.
    ChartTimePerSearch,
    /// The time axis, on a log scale.
    ChartTimePerSearchLog,
    /// The conflicts chart's title.
    ChartConflictsTitle,
    /// The conflicts chart's subtitle.
    ChartConflictsSubtitle,
    /// The conflicts chart's subtitle, its bars shares.
    ChartConflictsSubtitleShares,
    /// The conflicts axis, in shares.
    ChartConflictsShare,
    /// The conflicts axis, in counts.
    ChartConflictsCount,
    /// A strategy's conflicts in all, above its bar.
    ChartConflictsInAll,
    /// A unit's conflicts and share, beside its segment of a bar.
    ChartConflictsSegment,
    /// The chart of time against tries: its title.
    ChartGrowthTitle,
    /// Its subtitle, for one puzzle.
    ChartGrowthSubtitleOne,
    /// Its subtitle.
    ChartGrowthSubtitle,
    /// A strategy and its time a try, in the legend.
    ChartGrowthKey,
    /// The time axis, when no search tried a digit.
    ChartGrowthNoTries,
    /// The axis of time a try.
    ChartGrowthPerTry,
    /// The tries axis, on a log scale.
    ChartTriesPerSearchLog,
    /// The tries chart's title.
    ChartTriesTitle,
    /// The tries chart's subtitle.
    ChartTriesSubtitle,
    /// The chart of work a try: its title.
    ChartWorkTitle,
    /// Its subtitle.
    ChartWorkSubtitle,
    /// A strategy and its work a placement, in the legend.
    ChartWorkKey,
    /// The axis of work a try.
    ChartWorkPerTry,
    /// The cactus plot's title.
    ChartCactusTitle,
    /// The cactus plot's subtitle.
    ChartCactusSubtitle,
    /// The cactus plot's subtitle, with a limit of tries.
    ChartCactusSubtitleLimit,
    /// A strategy and the puzzles it solved, in the legend.
    ChartCactusKey,
    /// The axis of puzzles solved.
    ChartCactusSolved,
    /// The time axis of the cactus plot.
    ChartCactusTime,
    /// The scatter's title.
    ChartScatterTitle,
    /// The scatter's subtitle.
    ChartScatterSubtitle,
    /// The scatter's subtitle, with a limit of tries.
    ChartScatterSubtitleLimit,
    /// The scatter's axis along.
    ChartScatterBase,
    /// The scatter's axis up.
    ChartScatterOther,
    /// The label of the limit's border.
    ChartScatterLimit,
    /// A puzzle given on the command line, as the input it came from.
    ChartSourcePuzzle,
    /// Standard input, as the input puzzles came from.
    ChartSourceStdin,
    /// A puzzle given as the `{n}`th of several arguments, as the input it came from.
    ChartSourceArgument,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_language_fills_in_the_same_names() {
        for &text in Text::ALL {
            let mut english = placeholders(Lang::En.text(text));
            english.sort_unstable();
            for lang in Lang::ALL {
                let words = lang.text(text);
                assert!(
                    !words.trim().is_empty() || text == Text::CountSeparator,
                    "{text:?} in {lang}"
                );
                let mut names = placeholders(words);
                names.sort_unstable();
                assert_eq!(names, english, "{text:?} in {lang}: {words}");
            }
        }
    }

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

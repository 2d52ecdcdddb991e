//! The web player: one self-contained HTML page that plays a trace in a browser,
//! forward and back, for articles and classrooms. The page holds its player (HTML, CSS
//! and JavaScript written out from this folder), the three themes' colours from
//! [`sudotrace_style::theme::role_colours`], and the window of the trace it plays, read
//! here through the one [`Cursor`] and checked on the board: its events packed two
//! bytes each (a conflict and a forced placement a detail byte more, an elimination and
//! its restore three, see `page_code`), the board, stack, eliminations and counts before
//! them, how the trace ends, the catalog's templates.
//!
//! The rest of the page's data is made in the page, by its one builder (`js/build.js`),
//! which makes it for a run made in the page the same way: each distinct event's words
//! (the port of [`view::event_words`](sudotrace_core::views::view::event_words), which
//! node holds to `show --json`), the blank each backtrack ran out of, the depth profile
//! the seek bar draws, the markers (first conflict, first backtrack, first dead end,
//! deepest point, longest run of backtracks, the end, the author's own) and how the
//! search ended. The page's JavaScript applies and undoes events on its board, with a
//! checkpoint every [`CHECKPOINT_EVERY`] events so that any seek costs at most that many
//! steps.
//!
//! The JavaScript is ES modules in `js/`, one a job, bundled by esbuild into the page's
//! one script (`player.bundle.js`, committed), after the constants it shares with
//! sudotrace written from the Rust that defines them ([`player_modules`] gives them as
//! modules): the modules that replay, look up words and work out the stack touch no DOM,
//! and node holds them to `show --json` at every position of long searches
//! (tests/cli/player_replay.rs).
//!
//! The page has modes ([`Mode`]): Watch, the player, and Do it yourself, where the reader
//! is the search and each step they make, an event in the trace format, is graded against
//! the trace's next event, which the page then takes. Each is a module of the script that
//! registers itself; the page opens in the one [`PageOptions::mode`] names, or a link's
//! `#mode=`. Scripts drive the page through `window.sudotrace` (the README documents it).
//!
//! # A search as a web page
//!
//! ```
//! use sudotrace_core::events::event::Outcome;
//! use sudotrace_core::puzzle::parse::parse_puzzle_text;
//! use sudotrace_core::search::{Search, Strategy};
//! use sudotrace_core::trace::{Cursor, Header, RecordedEnd, TraceWriter};
//! use sudotrace_page::{Page, PageOptions};
//!
//! let dir = std::env::temp_dir().join(format!("sudotrace-page-doc-{}", std::process::id()));
//! std::fs::create_dir_all(&dir)?;
//! let trace = dir.join("leetcode.sdt");
//!
//! // Record the search of LeetCode 37 with the lookup tables.
//! let puzzle = parse_puzzle_text(sudotrace_core::LEETCODE_37)?;
//! let header = Header::new(puzzle, Strategy::TABLES.name(), None);
//! let mut writer = TraceWriter::create(&trace, &header)?;
//! let run = Search::new(Strategy::TABLES).run(&puzzle, &mut writer);
//! assert_eq!(run.end.outcome, Outcome::Solved);
//! writer.finish(&RecordedEnd::from(&run.end))?;
//!
//! // The web page that plays the first 500 events.
//! let options = PageOptions { to: Some(500), ..PageOptions::default() };
//! let page = Page::build(&mut Cursor::open(&trace)?, &options)?;
//! let mut html = Vec::new();
//! page.write(&mut html)?;
//! assert!(String::from_utf8(html)?.starts_with("<!DOCTYPE html>"));
//! # std::fs::remove_dir_all(&dir)?;
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

#![warn(missing_docs)]

use std::collections::BTreeMap;
use std::io::{self, Write};

use base64::Engine as _;
use base64::engine::general_purpose::STANDARD as BASE64;
use serde::Serialize;
use serde_json::Value;

use script::player_js;
pub use script::player_modules;
use sudotrace_core::events::counts::{Count, Stats};
use sudotrace_core::events::event::{ELIMINATIONS, Event, Reason};
use sudotrace_core::events::replay::Standing;
use sudotrace_core::lang::{Lang, Text, fill};
use sudotrace_core::names::Named;
use sudotrace_core::numbers::thousands;
use sudotrace_core::puzzle::grid::{Grid, Unit};
use sudotrace_core::search::listing::{Language, Listing};
use sudotrace_core::search::{Check, Strategy};
use sudotrace_core::trace::{Cursor, CutShort, TraceError, WorkedOut};
use sudotrace_learn::lang::LearnText;
use sudotrace_learn::predict::{self, Ask};
use sudotrace_learn::score_cards;
use sudotrace_style::lang::DrawText;
use sudotrace_style::theme::{ThemeName, role_colours};

/// The most events a page holds by default: a page of 2,000,000 events is about 8 MB
/// and opens in well under a second.
pub(crate) const PAGE_LIMIT: u64 = 2_000_000;

/// Events between the page's checkpoints (the player's constant, stated here for the
/// docs and the benchmark).
pub const CHECKPOINT_EVERY: u64 = 4096;

mod embed;
mod pace;
mod play;
mod script;
mod webfont;

pub use embed::{
    FRAME_HEIGHT, FRAME_NARROW_HEIGHT, FRAME_NARROW_WIDTH, FRAME_WIDTH, Poster, snippet,
};

pub use pace::{FRAMES_A_SECOND, MOST_SECONDS, OPENING_EVENTS, Pace, SPEEDS};
pub use play::BankPuzzle;

const PAGE_HTML: &str = include_str!("page.html");
const PLAYER_CSS: &str = include_str!("player.css");

/// Added to the key of an event's words from where the trace departs from the strategy
/// its header names: those words come from the event alone (the same choice says "the
/// fewest" before, not after).
const DEPARTED: u64 = 1 << 34;
/// Where a backtrack's blank that ran out of digits (its byte of `exhausted`) goes in
/// the key of its words, above the packed event's bits.
const EXHAUSTED_SHIFT: u32 = 24;

/// Where an event's cell starts in the page's code of it ([`page_code`]); its kind's
/// place in [`EventKind::ALL`](sudotrace_core::events::event::EventKind::ALL) is the bits below.
const CODE_CELL_SHIFT: u32 = 4;
/// Where an event's digit starts in the page's code of it.
const CODE_DIGIT_SHIFT: u32 = 11;
/// The digit's bits in the page's code of an event.
const CODE_DIGIT_BITS: u32 = 4;
/// Where a conflict's unit starts in its detail byte; the clashing cell's place in that
/// unit is the bits below.
const DETAIL_UNIT_SHIFT: u32 = 4;
/// The detail bytes of an elimination or a restore: its pattern, as [`Event::pack`] packs
/// it above its lowest bit (22 bits), little end first.
const PATTERN_BYTES: usize = 3;
/// The pattern's bits in [`Event::pack`] of an elimination, once shifted down by one.
const PATTERN_MASK: u32 = (ELIMINATIONS >> 1) - 1;

/// The counts the page keeps, in the order its script numbers them.
const PAGE_COUNTS: [Count; 17] = [
    Count::Tries,
    Count::RowConflicts,
    Count::ColConflicts,
    Count::BoxConflicts,
    Count::Backtracks,
    Count::Choices,
    Count::Guesses,
    Count::Forced,
    Count::DeadEnds,
    Count::Unforced,
    Count::CellReads,
    Count::TableLookups,
    Count::Pointing,
    Count::Claiming,
    Count::NakedPairs,
    Count::HiddenPairs,
    Count::Restored,
];

/// A count's key in the page's data: its field without the group (`row`, `dead_ends`).
fn page_key(count: Count) -> &'static str {
    count.field().rsplit('.').next().unwrap_or_default()
}

/// The words the player's script writes, carried in the page's data by name: the page's
/// own, the core's it shares with `show` and the stepper ([`SHARED_PAGE_TEXTS`]), and
/// sudotrace-learn's ([`PAGE_LEARN_TEXTS`]).
const PAGE_TEXTS: &[DrawText] = &[
    DrawText::PageCellGiven,
    DrawText::PageCellPlaced,
    DrawText::PageCellBlank,
    DrawText::PageCellTrying,
    DrawText::PageCellRejected,
    DrawText::PageCellErased,
    DrawText::PageCellChosen,
    DrawText::PageCellJustPlaced,
    DrawText::PageCellNoDigitFits,
    DrawText::PageCellHolds,
    DrawText::PageCellForced,
    DrawText::PageCellDeadEnd,
    DrawText::PageCellRanOut,
    DrawText::PageCellUnforced,
    DrawText::PageCellOneCandidate,
    DrawText::PageCellCandidateCount,
    DrawText::PageCellInUnit,
    DrawText::PageCellCandidates,
    DrawText::PageCellRead,
    DrawText::PageCellLookedUp,
    DrawText::PageEventTip,
    DrawText::PageSeekValue,
    DrawText::PageNoConflicts,
    DrawText::PageNoBacktracks,
    DrawText::PageNoDeadEnds,
    DrawText::PageNoGuesses,
    DrawText::PageNoForced,
    DrawText::PageNoEliminations,
    DrawText::PageCellPattern,
    DrawText::PageCellStruck,
    DrawText::PageSpeedOne,
    DrawText::PageSpeedMany,
    DrawText::PagePause,
    DrawText::PageMarkerLabel,
    DrawText::PageNoSuchEvent,
    DrawText::PageStopsAt,
    DrawText::PageWindow,
    DrawText::PageWindowOf,
    DrawText::PageEvents,
    DrawText::PageThePuzzle,
    DrawText::PagePlay,
    DrawText::PageModeWatch,
    DrawText::PageModeSimulate,
    DrawText::PageModePredict,
    DrawText::PageQuizAsk,
    DrawText::PageQuizRight,
    DrawText::PageQuizWrong,
    DrawText::PageQuizNone,
    DrawText::PageQuizMissed,
    DrawText::PageHelpMode,
    DrawText::PageSimAsk,
    DrawText::PageSimActTry,
    DrawText::PageSimActForce,
    DrawText::PageSimActBacktrack,
    DrawText::PageSimActChoose,
    DrawText::PageSimActDeadEnd,
    DrawText::PageSimActUnforce,
    DrawText::PageSimActEliminate,
    DrawText::PageSimActRestore,
    DrawText::PageSimNoPattern,
    DrawText::PageSimNothingToRestore,
    DrawText::PageSimAskOutcome,
    DrawText::PageSimNoHolder,
    DrawText::PageSimWhy,
    DrawText::PageSimRight,
    DrawText::PageSimOtherOrder,
    DrawText::PageSimWrong,
    DrawText::PageSimScore,
    DrawText::PageSimDone,
    DrawText::PageHintWrong,
    DrawText::PageHintHidden,
    DrawText::PageHintGuess,
    DrawText::PageHintDead,
    DrawText::SideTablesLooked,
    DrawText::SideTablesHeld,
    DrawText::SideTablesFree,
    DrawText::SideTablesScans,
];

/// The core's words the player's script writes, by name as [`PAGE_TEXTS`].
const SHARED_PAGE_TEXTS: &[Text] = &[
    Text::ShowEnd,
    Text::Depth,
    Text::ValueAndStep,
    Text::ValueAndStepByUnit,
    Text::KindTry,
    Text::KindConflict,
    Text::KindPlace,
    Text::KindBacktrack,
    Text::KindChoose,
    Text::KindForce,
    Text::KindDeadEnd,
    Text::KindUnforce,
    Text::Row,
    Text::Column,
    Text::Box,
    Text::RowShort,
    Text::ColumnShort,
    Text::BoxShort,
    Text::CountSeparator,
    Text::EventOnlyDigit,
    Text::EventConflict,
];

/// sudotrace-learn's words the player's script writes, by name as [`PAGE_TEXTS`]: an
/// answer's mistakes, as `sudotrace check` says them (`answer.js`), and a unit with its
/// number (the hints of `hint.js`).
const PAGE_LEARN_TEXTS: &[LearnText] = &[
    LearnText::MistakeGivenErased,
    LearnText::MistakeGivenChanged,
    LearnText::MistakeDuplicate,
    LearnText::MistakeBlank,
    LearnText::MistakeWrong,
    LearnText::PuzzleNoSolution,
    LearnText::PuzzleSeveralSolutions,
    LearnText::UnitNumbered,
    LearnText::CellsSeparator,
];

/// The player's CSS as the page carries it: without its comments, which stay with the
/// source (every byte of the player is paid on every page), its lines' indentation and
/// its blank lines.
fn player_css() -> String {
    let mut css = String::with_capacity(PLAYER_CSS.len());
    let mut rest = PLAYER_CSS;
    while let Some(open) = rest.find("/*") {
        css.push_str(&rest[..open]);
        let close = rest[open..].find("*/").expect("a comment is closed");
        rest = &rest[open + close + 2..];
    }
    css.push_str(rest);
    css.lines()
        .map(str::trim_start)
        .filter(|line| !line.is_empty())
        .flat_map(|line| [line, "\n"])
        .collect()
}

/// The page's template with its words in `lang`: `{{LANG}}` its tag, and each
/// `{{T:Name}}` the catalog's text of that name (trusted markup: `<code>`, `<kbd>`).
fn page_words(template: &str, lang: Lang) -> String {
    let template = template.replace("{{LANG}}", lang.tag());
    let mut out = String::with_capacity(template.len() + 4096);
    let mut rest = template.as_str();
    while let Some(open) = rest.find("{{T:") {
        out.push_str(&rest[..open]);
        let close = open + rest[open..].find("}}").expect("a placeholder is closed");
        let name = &rest[open + 4..close];
        let template = catalog_template(name, lang)
            .unwrap_or_else(|| panic!("the page names a text no catalog has: {name}"));
        out.push_str(&fill(template, &[("version", &env!("CARGO_PKG_VERSION"))]));
        rest = &rest[close + 2..];
    }
    out.push_str(rest);
    out
}

/// The template of the text named `name` in draw's catalog, the core's or
/// sudotrace-learn's, in `lang` (no two catalogs name a text alike).
fn catalog_template(name: &str, lang: Lang) -> Option<&'static str> {
    let own = DrawText::ALL.iter().find(|text| text.name() == name);
    let shared = || Text::ALL.iter().find(|text| text.name() == name);
    let learn = || LearnText::ALL.iter().find(|text| text.name() == name);
    match own {
        Some(&text) => Some(lang.text(text)),
        None => shared()
            .map(|&text| lang.text(text))
            .or_else(|| learn().map(|&text| lang.text(text))),
    }
}

/// The words the player's script writes, by name, in `lang`.
fn page_texts(lang: Lang) -> BTreeMap<&'static str, &'static str> {
    let own = PAGE_TEXTS
        .iter()
        .map(|&text| (text.name(), lang.text(text)));
    let shared = SHARED_PAGE_TEXTS
        .iter()
        .map(|&text| (text.name(), lang.text(text)));
    let learn = PAGE_LEARN_TEXTS
        .iter()
        .map(|&text| (text.name(), lang.text(text)));
    own.chain(shared)
        .chain(learn)
        .chain(play::play_texts(lang))
        .collect()
}

/// The player's own code, as the page carries it in `lang`: its HTML, CSS and
/// JavaScript.
pub fn player_code(lang: Lang) -> [String; 3] {
    [page_words(PAGE_HTML, lang), player_css(), player_js(lang)]
}

/// What the page shows and how it opens.
#[derive(Clone, Debug)]
pub struct PageOptions {
    /// The page's title; the default is `sudotrace: ` and the solver.
    pub title: Option<String>,
    /// Colours; `None` follows the reader's `prefers-color-scheme`.
    pub theme: Option<ThemeName>,
    /// The first event the page plays (events count from 1); it opens on the board
    /// right after the event before it.
    pub from: u64,
    /// The last event the page plays; the trace's last when `None`.
    pub to: Option<u64>,
    /// The event the page opens at (the board right after it); the window's first
    /// position when `None`.
    pub start: Option<u64>,
    /// Events a frame while playing, 1/4 to 512; `None` for the pace of the window's
    /// length ([`Pace::for_window`]).
    pub speed: Option<f64>,
    /// The author's own markers.
    pub markers: Vec<Marker>,
    /// A lesson's moments, in the search's order: the page stops at each as it plays
    /// and shows its note.
    pub lesson: Vec<LessonStop>,
    /// The check's marks drawn large and dark, for a projector.
    pub bold_marks: bool,
    /// A panel drawn beside the board (below it on a narrow screen), besides the code,
    /// stack and tree panels every page has.
    pub panel: Option<Panel>,
    /// Open with each blank's candidates pencilled in (the reader can turn them off).
    pub candidates: bool,
    /// The most events a page may hold.
    pub limit: u64,
    /// The language of every word on the page.
    pub lang: Lang,
    /// The mode the page opens in (a link's `#mode=` chooses another).
    pub mode: Mode,
}

/// A panel the page draws beside its board when its author asks for it (`html
/// --panel`), as `render --panel` draws one beside the frames' board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Panel {
    /// The tables check's three tables: the digits each row, column and box holds, the
    /// entries the event's try looked up lit (a clash's in the clash's colour), and under
    /// them the cell and digit they answered for, in the words the frames' tables panel
    /// says (the core's `TablesView`, ported by `js/tables.js`).
    Tables,
}

impl sudotrace_core::names::Named for Panel {
    const ALL: &'static [Panel] = &[Panel::Tables];
    fn name(self) -> &'static str {
        match self {
            Panel::Tables => "tables",
        }
    }
}

/// How the page is used: each mode a way of meeting the search, switched in the page (its
/// Mode buttons, the key m, `#mode=` in the address) and chosen when the page is made
/// (`html --mode`). The page's script has a module for each, registered by this name.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Mode {
    /// The player: the search plays forward and back, and the reader jumps about it.
    #[default]
    Watch,
    /// Predict: the page stops before each of its questions' events and asks what the
    /// search does next, among choices taken from the position; the rule said after each
    /// answer, a score, and the misses reviewed at the end.
    Predict,
    /// Do it yourself: the reader is the search, and makes each of its steps (the cell it
    /// works on, the digit it tries, what happens), graded against the trace's next event.
    Simulate,
    /// Play: the reader solves the puzzle (the page's, one of its bank's, or their own),
    /// with pencil marks, hints that name their rule, and a check; and runs any strategy,
    /// or their own edit of its code, from the board as it stands.
    Play,
}

impl sudotrace_core::names::Named for Mode {
    const ALL: &'static [Mode] = &Mode::ALL;
    fn name(self) -> &'static str {
        Mode::name(self)
    }
}

impl Mode {
    /// Every mode, in the order of the page's Mode buttons.
    pub const ALL: [Mode; 4] = [Mode::Watch, Mode::Predict, Mode::Simulate, Mode::Play];

    /// The mode's name, as `--mode` and the page's address (`#mode=simulate`) say it.
    pub fn name(self) -> &'static str {
        match self {
            Mode::Watch => "watch",
            Mode::Predict => "predict",
            Mode::Simulate => "simulate",
            Mode::Play => "play",
        }
    }
}

/// A question of Predict mode as the page carries it: at event `event`, `prompt`, with
/// `choices`, the one at `right` the trace's event, `rule` its words with the reason.
#[derive(Clone, Debug, Serialize)]
struct PageQuestion {
    /// The number of the event asked about.
    pub event: u64,
    /// The question.
    pub prompt: String,
    /// The choices, in the order shown.
    pub choices: Vec<PageChoice>,
    /// Which choice is right.
    pub right: usize,
    /// The right answer in the caption's words, with its reason.
    pub rule: String,
    /// Why it is the search's step: the rule that decides it.
    pub why: String,
}

/// One choice of a question: its words, and the event it stands for in trace-format
/// JSON (`{"ev":"conflict","r":1,"c":8,"d":6,"unit":"col","with":[3,8]}`).
#[derive(Clone, Debug, Serialize)]
struct PageChoice {
    /// The choice's words.
    pub label: String,
    /// The event, as a line of a JSON Lines trace has it (its fields in that order).
    pub event: Box<serde_json::value::RawValue>,
}

impl PageChoice {
    /// The choice of `event`, said in `label`.
    pub fn new(label: String, event: Event) -> PageChoice {
        let event =
            serde_json::value::RawValue::from_string(sudotrace_core::trace::event_line(event))
                .expect("an event's line is JSON");
        PageChoice { label, event }
    }
}

impl Default for PageOptions {
    fn default() -> Self {
        PageOptions {
            title: None,
            theme: None,
            from: 1,
            to: None,
            start: None,
            speed: None,
            markers: Vec::new(),
            lesson: Vec::new(),
            bold_marks: false,
            panel: None,
            candidates: false,
            limit: PAGE_LIMIT,
            lang: Lang::En,
            mode: Mode::Watch,
        }
    }
}

/// A moment of a lesson: the page stops at the board right after event `at` as it plays,
/// and shows `note`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LessonStop {
    /// The position: the board right after this event.
    pub at: u64,
    /// What the teacher says there.
    pub note: String,
}

/// A named moment of the search, on the seek bar and in the list of markers.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Marker {
    /// The position: the board right after this event.
    pub at: u64,
    /// What the moment is, in words.
    pub label: String,
    /// Set by the page's author (`--marker`), not found in the search.
    pub own: bool,
}

/// Why a page cannot be made; said in English, or in any language ([`PageError::words`]).
#[derive(Debug, thiserror::Error)]
pub enum PageError {
    /// The trace could not be read.
    #[error(transparent)]
    Trace(#[from] TraceError),
    /// A first event past the trace's last.
    #[error("{}", self.words(Lang::En))]
    FromPastEnd {
        /// The first event asked for.
        from: u64,
        /// Events in the trace.
        events: u64,
    },
    /// A last event before the first.
    #[error("{}", self.words(Lang::En))]
    ToBeforeFrom {
        /// The first event asked for.
        from: u64,
        /// The last event asked for.
        to: u64,
    },
    /// A window of more events than a page may hold.
    #[error("{}", self.words(Lang::En))]
    TooLong {
        /// The events the window would hold, in words: `12,345`, `more than 10,000`.
        events: String,
        /// The most events a page may hold.
        limit: u64,
    },
    /// A position asked for outside the events the page shows.
    #[error("{}", self.words(Lang::En))]
    Outside {
        /// The option that asked for it: `--start` or `--marker`.
        flag: &'static str,
        /// The position asked for.
        at: u64,
        /// The page's first position.
        first: u64,
        /// The page's last position.
        last: u64,
    },
    /// A speed outside those the player offers.
    #[error("{}", self.words(Lang::En))]
    Speed(f64),
    /// The page could not be written.
    #[error("{}", self.words(Lang::En))]
    Write(#[from] io::Error),
}

impl PageError {
    /// The error in words in `lang`, its facts the same in each (a trace's error as the
    /// core says it).
    pub fn words(&self, lang: Lang) -> String {
        match self {
            PageError::Trace(e) => e.words(lang),
            PageError::FromPastEnd { from, events } => lang.fill(
                DrawText::ErrorPageFromPastEnd,
                &[
                    ("from", from),
                    ("events", &thousands(*events)),
                    ("last", events),
                ],
            ),
            PageError::ToBeforeFrom { from, to } => lang.fill(
                DrawText::ErrorPageToBeforeFrom,
                &[("from", from), ("to", to)],
            ),
            PageError::TooLong { events, limit } => lang.fill(
                DrawText::ErrorPageTooLong,
                &[("events", events), ("limit", &thousands(*limit))],
            ),
            PageError::Outside {
                flag,
                at,
                first,
                last,
            } => lang.fill(
                DrawText::ErrorPageOutside,
                &[
                    ("flag", flag),
                    ("at", at),
                    ("first", &thousands(*first)),
                    ("last", &thousands(*last)),
                ],
            ),
            PageError::Speed(speed) => lang.fill(DrawText::ErrorPageSpeed, &[("speed", speed)]),
            PageError::Write(e) => lang.fill(
                DrawText::ErrorPageWrite,
                &[("error", &sudotrace_core::lang::io_words(e, lang))],
            ),
        }
    }
}

/// A page ready to write: the player and the window of the trace it plays.
#[derive(Debug)]
pub struct Page {
    title: String,
    lang: Lang,
    theme: Option<ThemeName>,
    data: PageData,
    /// The last position the page shows (the board right after this event).
    last: u64,
    /// Where the trace stops, when it is cut short.
    pub cut_short: Option<CutShort>,
    /// The first of the trace's conflicts that name no unit and no cell, when it has
    /// any: their clashes were worked out from the board.
    pub worked_out: Option<WorkedOut>,
}

/// `bytes` zlib-compressed (RFC 1950) at the best level: a search's events repeat (a
/// cell's tries, a clash's detail), and compressed they take a fifth of the page's
/// bytes they took (the LeetCode page: 212 KB of events in base64 become 62 KB). The
/// page inflates them with the browser's own DecompressionStream as it opens. The same
/// bytes give the same output every time.
fn deflated(bytes: &[u8]) -> Vec<u8> {
    use flate2::Compression;
    use flate2::write::ZlibEncoder;
    let mut encoder = ZlibEncoder::new(Vec::with_capacity(bytes.len() / 4), Compression::best());
    encoder.write_all(bytes).expect("writing to memory");
    encoder.finish().expect("writing to memory")
}

/// What the player reads from the page, as JSON.
#[derive(Debug, Serialize)]
struct PageData {
    /// The page's format, for the player: a run's data kept by a page of another format
    /// (whose events are packed otherwise: 4 packs an event's kind in four bits, for
    /// eliminations) is not read.
    format: u32,
    solver: String,
    label: String,
    puzzle: String,
    /// The board before the page's first event.
    board: String,
    /// The number of events before the page's first event.
    base: u64,
    /// The first position the page shows (the board right after this event).
    first: u64,
    /// The trace's length, when known.
    total: Option<u64>,
    /// The counts the search makes at all (the others stay 0 and are left out).
    used: Vec<&'static str>,
    /// The cells placed before the page's first event, in the order made (a forced one
    /// with 128 added): the stack the recursion stands on there.
    stack: Vec<u8>,
    /// The eliminations standing before the page's first event, oldest first (none for a
    /// search that makes none).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    eliminations: Vec<PageStanding>,
    /// Whether the search announces the blanks it picks, when the strategy tells; for
    /// another solver the page goes by the choices it has counted.
    chooses: Option<bool>,
    /// The search as code, a listing a language, for a strategy of sudotrace's.
    listings: Option<BTreeMap<&'static str, Value>>,
    start: u64,
    /// How fast the page plays: `speed`, `opening` and `cruise`.
    #[serde(flatten)]
    pace: Pace,
    speeds: [f64; SPEEDS.len()],
    checkpoint: u64,
    /// The counts before the page's first event.
    stats: Counts,
    depth: u64,
    /// The search chooses its blanks: its choices, forced placements and dead ends are
    /// counted too.
    choosing: bool,
    /// The search's check (`naive`, `tables`), whose work the page draws and counts; none
    /// for another solver's trace.
    check: Option<&'static str>,
    /// Each blank's candidates are pencilled in when the page opens.
    candidates: bool,
    /// The mode the page opens in ([`Mode::name`]).
    mode: &'static str,
    /// The events, two bytes each (see [`page_code`]), zlib-compressed ([`deflated`]), in
    /// base64.
    events: String,
    /// A byte for each conflict and forced placement, three for each elimination and
    /// restore (see [`page_code`]), compressed so too, in base64.
    details: String,
    /// The event after the page's last, which cannot happen, where the trace stops: the
    /// page's builder finds why.
    #[serde(rename = "cannotHappen")]
    cannot_happen: Option<PageEvent>,
    /// The first event where the trace departs from the strategy its header names: its
    /// words, from there on, are its events' own.
    departs: Option<u64>,
    /// How the trace says the search ended, whether the page reaches its end or not.
    ending: Option<PageEnding>,
    /// The trace is cut short (with no event that cannot happen) where the page ends.
    #[serde(rename = "cutShort")]
    cut_short: bool,
    /// The author's own markers (`--marker`).
    #[serde(rename = "ownMarkers")]
    own_markers: Vec<Marker>,
    /// A lesson's moments (`--lesson`), none for a page without a lesson.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    lesson: Vec<LessonStop>,
    /// `"bold"` for the check's marks drawn bold (`--marks bold`), none by default.
    #[serde(skip_serializing_if = "Option::is_none")]
    marks: Option<&'static str>,
    /// The panel drawn beside the board (`--panel`, [`Panel`]'s name), none by default.
    #[serde(skip_serializing_if = "Option::is_none")]
    panel: Option<&'static str>,
    /// The page holds no search (a `sudotrace play` page): its modes other than Play run
    /// the search of the puzzle being played.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    searchless: bool,
    /// The questions of Predict mode.
    questions: Vec<PageQuestion>,
    /// The page's fingerprint, for the results a learner saves.
    page: String,
    /// The puzzles Play deals: the trace's own, or a `sudotrace play` page's bank.
    bank: Vec<play::BankEntry>,
    /// The words, the stack's words and the strategies, the same for every page of one
    /// language: last, so that a notebook keeps them once for all its players
    /// ([`PageParts::shared`]).
    #[serde(flatten)]
    shared: SharedData,
}

/// The page's data that is the same for every page of one language: written after the
/// rest ([`PageData::shared`]).
#[derive(Debug, Serialize)]
struct SharedData {
    /// The words the player's script writes, by name ([`PAGE_TEXTS`]), in the page's
    /// language.
    ui: BTreeMap<&'static str, &'static str>,
    /// The words of the stack and the panels ([`sudotrace_core::views::stack::words`], in the page's language).
    #[serde(rename = "stackWords")]
    stack_words: BTreeMap<&'static str, &'static str>,
    /// Every strategy a run in the page can take, with its JavaScript listing (its text
    /// as runs of `listing_lines`).
    strategies: Vec<play::PageStrategy>,
    /// The lines of the strategies' listings, each once: the forty-two listings share
    /// most of theirs (build.js puts each text together again as the page opens).
    #[serde(rename = "listingLines")]
    listing_lines: Vec<String>,
    /// The event limit a run stops at unless the reader changes it.
    #[serde(rename = "runLimit")]
    run_limit: u64,
}

/// The counts the page keeps, as its data holds them: a key each ([`page_key`]).
#[derive(Debug, Default)]
struct Counts(Stats);

impl Counts {
    fn of(stats: &Stats) -> Counts {
        Counts(*stats)
    }
}

impl Serialize for Counts {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut map = serializer.serialize_map(Some(PAGE_COUNTS.len()))?;
        for count in PAGE_COUNTS {
            map.serialize_entry(page_key(count), &count.of(&self.0))?;
        }
        map.end()
    }
}

/// How a trace says its search ended, as the page's builder reads it: the outcome's name
/// and whether sudotrace vouches for it (`Ending`).
#[derive(Debug, Serialize)]
struct PageEnding {
    result: &'static str,
    vouched: bool,
}

/// An event as the page's builder reads it (trace.js's `PackedEvents`): its kind's place
/// in [`EventKind::ALL`](sudotrace_core::events::event::EventKind::ALL), its cell's index, its digit (a choice's number of candidates),
/// its detail ([`page_code`]: a byte, or an elimination's pattern) and the cell a conflict
/// names (`-1`: none), which may be outside the unit in an event that cannot happen.
#[derive(Debug, Serialize)]
struct PageEvent {
    kind: u8,
    cell: u8,
    digit: u8,
    detail: u32,
    #[serde(rename = "withCell")]
    with_cell: i16,
}

impl PageEvent {
    fn of(event: Event) -> PageEvent {
        let (code, detail) = page_code(event);
        PageEvent {
            kind: event.kind() as u8,
            cell: event.cell().index() as u8,
            digit: (u32::from(code) >> CODE_DIGIT_SHIFT) as u8,
            detail: detail.value(),
            with_cell: match event {
                Event::Conflict { with, .. } => with.index() as i16,
                _ => -1,
            },
        }
    }
}

/// An elimination standing before the page's first event: its pattern (as the details
/// carry it, [`PATTERN_MASK`]), what it took (each cell's index and its digits, bit `d`
/// for digit `d`), and the placements on the stack when it was made.
#[derive(Debug, Serialize)]
struct PageStanding {
    pattern: u32,
    removal: Vec<(u8, u16)>,
    after: u8,
}

impl PageStanding {
    fn of(standing: &Standing) -> PageStanding {
        PageStanding {
            pattern: pattern_bits(Event::Eliminate {
                pattern: standing.pattern,
            }),
            removal: standing
                .removal
                .cells()
                .map(|(cell, digits)| (cell.index() as u8, digits))
                .collect(),
            after: standing.after,
        }
    }
}

/// The themes' colours as CSS custom properties (`--cell`, `--current`, ...): light
/// unless the page names a theme or the reader prefers dark.
fn themes_css() -> String {
    let block = |name: ThemeName| {
        role_colours(name)
            .into_iter()
            .map(|(role, [r, g, b])| format!("--{role}:#{r:02x}{g:02x}{b:02x};"))
            .collect::<String>()
    };
    format!(
        ":root,[data-theme=light]{{{}}}\n@media (prefers-color-scheme: dark){{:root:not([data-theme]){{{}}}}}\n[data-theme=dark]{{{}}}\n[data-theme=colorblind]{{{}}}",
        block(ThemeName::Light),
        block(ThemeName::Dark),
        block(ThemeName::Dark),
        block(ThemeName::Colorblind)
    )
}

/// What a page shows of a search: the window of its trace, read ([`Page::build`]), or
/// nothing ([`Page::game`]).
struct Window {
    solver: String,
    puzzle: Grid,
    /// The board before the page's first event.
    board: String,
    base: u64,
    first: u64,
    last: u64,
    total: Option<u64>,
    used: Vec<&'static str>,
    stack: Vec<u8>,
    eliminations: Vec<PageStanding>,
    start: u64,
    /// The counts before the page's first event.
    stats: Stats,
    depth: u64,
    choosing: bool,
    packed: Vec<u8>,
    details: Vec<u8>,
    cannot_happen: Option<PageEvent>,
    departs: Option<u64>,
    ending: Option<PageEnding>,
    cut_short: bool,
    own_markers: Vec<Marker>,
    lesson: Vec<LessonStop>,
}

impl Page {
    /// Read the window of the trace under `cursor` that `options` asks for, checking
    /// every event on the board. A trace of unknown length (JSON Lines) is read to its
    /// end, so that a bad event anywhere is refused as `stats` refuses it.
    pub fn build(cursor: &mut Cursor, options: &PageOptions) -> Result<Page, PageError> {
        if let Some(speed) = options
            .speed
            .filter(|speed| !(SPEEDS[0]..=SPEEDS[SPEEDS.len() - 1]).contains(speed))
        {
            return Err(PageError::Speed(speed));
        }
        let from = options.from.max(1);
        if let Some(to) = options.to.filter(|&to| to < from) {
            return Err(PageError::ToBeforeFrom { from, to });
        }
        let header = cursor.header().clone();
        // Where the search departs from the strategy its header names: its words from
        // there come from its events alone, and a marker says so.
        let departs = cursor.departure()?;
        // The page opens right after the event before `from`, which it holds too, so
        // that its opening board is marked as `show` marks it.
        let first = from - 1;
        let base = first.saturating_sub(1);
        cursor.seek(base)?;
        if cursor.position() < base {
            cursor.read_to_end()?;
            return Err(PageError::FromPastEnd {
                from,
                events: cursor.position(),
            });
        }
        let before = *cursor.stats();
        let board = cursor.replay().board().to_line();
        let stack_at_base = cursor.replay().stack().to_vec();
        let eliminations_at_base = cursor
            .replay()
            .eliminations()
            .iter()
            .map(PageStanding::of)
            .collect();
        let depth = cursor.replay().depth();
        let last_wanted = options.to.unwrap_or(u64::MAX);
        let known_last = match (options.to, cursor.len()) {
            (Some(to), Some(len)) => Some(to.min(len)),
            (to, len) => to.or(len),
        };
        // The limit counts the events the page plays; it holds the one before them too.
        if let Some(known_last) = known_last
            && known_last.saturating_sub(first) > options.limit
        {
            return Err(PageError::TooLong {
                events: thousands(known_last - first),
                limit: options.limit,
            });
        }

        let mut packed = Vec::new();
        let mut details = Vec::new();
        while cursor.position() < last_wanted {
            let Some(event) = cursor.next_event()? else {
                break;
            };
            if packed.len() as u64 >= 2 * (options.limit + 1) {
                return Err(PageError::TooLong {
                    events: format!("more than {}", thousands(options.limit)),
                    limit: options.limit,
                });
            }
            let (code, detail) = page_code(event);
            packed.extend_from_slice(&code.to_le_bytes());
            details.extend_from_slice(detail.bytes());
        }
        let last = cursor.position();
        if first > last {
            return Err(PageError::FromPastEnd { from, events: last });
        }
        if cursor.len().is_none() {
            cursor.read_to_end()?;
        }
        let total = cursor.len();
        // A trace stopped by an event that cannot happen: the page ends on that event,
        // which its builder finds cannot happen, and why.
        let cannot_happen = cursor
            .cut_short()
            .and_then(|cut| cut.refused.as_ref())
            .filter(|_| last_wanted > last)
            .map(|refused| PageEvent::of(refused.event));
        let cut_short = cursor
            .cut_short()
            .is_some_and(|cut| cut.refused.is_none() && reaches_cut(cursor.len(), last));
        let last_shown = last + u64::from(cannot_happen.is_some());
        let mut own_markers = Vec::new();
        for own in &options.markers {
            if !(first..=last_shown).contains(&own.at) {
                return Err(PageError::Outside {
                    flag: "--marker",
                    at: own.at,
                    first,
                    last: last_shown,
                });
            }
            own_markers.push(Marker {
                own: true,
                ..own.clone()
            });
        }
        if let Some(stop) = options
            .lesson
            .iter()
            .find(|stop| !(first + 1..=last_shown).contains(&stop.at))
        {
            return Err(PageError::Outside {
                flag: "--lesson",
                at: stop.at,
                first: first + 1,
                last: last_shown,
            });
        }
        let start = options.start.unwrap_or(first);
        if !(first..=last_shown).contains(&start) {
            return Err(PageError::Outside {
                flag: "--start",
                at: start,
                first,
                last: last_shown,
            });
        }
        let stats_now = cursor.stats();
        let window = Window {
            solver: header.solver.clone(),
            puzzle: header.puzzle,
            board,
            base,
            first,
            last,
            total,
            used: PAGE_COUNTS
                .into_iter()
                .filter(|count| count.of(stats_now) > 0)
                .map(page_key)
                .collect(),
            stack: stack_at_base,
            eliminations: eliminations_at_base,
            start,
            stats: before,
            depth,
            choosing: stats_now.chooses(),
            packed,
            details,
            cannot_happen,
            departs,
            ending: cursor.ending().map(|ending| PageEnding {
                result: ending.outcome.name(),
                vouched: ending.vouched,
            }),
            cut_short,
            own_markers,
            lesson: options.lesson.clone(),
        };
        let mut page = Page::of_window(window, options);
        page.cut_short = cursor.cut_short().cloned();
        page.worked_out = cursor.worked_out();
        Ok(page)
    }

    /// A page that holds no search: Play dealing `bank` (at least one puzzle), whose other
    /// modes run `strategy`'s search of the puzzle being played in the page, from its
    /// JavaScript listing, when the reader turns to them (`sudotrace play`). Nothing is
    /// searched or recorded here.
    pub fn game(bank: &[BankPuzzle], strategy: Strategy, options: &PageOptions) -> Page {
        let first = bank.first().expect("a game deals at least one puzzle");
        let window = Window {
            solver: strategy.name().to_string(),
            puzzle: first.puzzle,
            board: first.puzzle.to_line(),
            base: 0,
            first: 0,
            last: 0,
            total: Some(0),
            used: Vec::new(),
            stack: Vec::new(),
            eliminations: Vec::new(),
            start: 0,
            stats: Stats::default(),
            depth: 0,
            choosing: !strategy.is_plain_rows(),
            packed: Vec::new(),
            details: Vec::new(),
            cannot_happen: None,
            departs: None,
            ending: None,
            cut_short: false,
            own_markers: Vec::new(),
            lesson: Vec::new(),
        };
        let mut page = Page::of_window(window, options);
        page.data.searchless = true;
        page.set_bank(bank);
        page
    }

    /// The page of `window`, with `options`'s title, theme, words and mode.
    fn of_window(window: Window, options: &PageOptions) -> Page {
        let lang = options.lang;
        let label = Strategy::label(&window.solver, lang);
        let title = options
            .title
            .clone()
            .unwrap_or_else(|| format!("sudotrace: {label}"));
        let strategy = Strategy::from_name(&window.solver);
        let (strategies, listing_lines) = play::strategies(lang);
        Page {
            title,
            last: window.last,
            theme: options.theme,
            cut_short: None,
            worked_out: None,
            lang,
            data: PageData {
                format: 4,
                label: label.to_string(),
                puzzle: window.puzzle.to_line(),
                board: window.board,
                base: window.base,
                first: window.first,
                total: window.total,
                used: window.used,
                stack: window.stack,
                eliminations: window.eliminations,
                chooses: strategy.map(|s| !s.is_plain_rows()),
                listings: strategy.map(|s| listings_of(s, lang)),
                start: window.start,
                pace: match options.speed {
                    Some(speed) => Pace::fixed(speed),
                    None => Pace::for_window(window.last - window.first),
                },
                speeds: SPEEDS,
                checkpoint: CHECKPOINT_EVERY,
                stats: Counts::of(&window.stats),
                depth: window.depth,
                choosing: window.choosing,
                check: Check::of_solver(&window.solver).map(Check::name),
                candidates: options.candidates,
                mode: options.mode.name(),
                events: BASE64.encode(deflated(&window.packed)),
                details: BASE64.encode(deflated(&window.details)),
                cannot_happen: window.cannot_happen,
                departs: window.departs,
                ending: window.ending,
                cut_short: window.cut_short,
                own_markers: window.own_markers,
                lesson: window.lesson,
                marks: options.bold_marks.then_some("bold"),
                panel: options.panel.map(Named::name),
                searchless: false,
                questions: Vec::new(),
                page: String::new(),
                bank: vec![play::BankEntry::of(&BankPuzzle {
                    puzzle: window.puzzle,
                    label: String::new(),
                })],
                solver: window.solver,
                shared: SharedData {
                    ui: page_texts(lang),
                    stack_words: sudotrace_core::views::stack::words(lang)
                        .into_iter()
                        .collect(),
                    strategies,
                    listing_lines,
                    run_limit: play::RUN_LIMIT,
                },
            },
        }
    }

    /// Give the page the questions of its Predict mode, drawn by sudotrace-learn's
    /// `predict` from `cursor`'s trace as `ask` says, within the events the page plays
    /// (`ask`'s own window is replaced by the page's), their words in the page's language;
    /// and its fingerprint, which a learner's saved results carry so that only one page's
    /// are marked together.
    pub fn ask(&mut self, cursor: &mut Cursor, ask: &Ask) -> Result<(), TraceError> {
        let (first, last) = self.range();
        let ask = Ask {
            from: first + 1,
            to: Some(last),
            ..ask.clone()
        };
        let questions = predict::questions(cursor, &ask)?;
        let header = cursor.header();
        self.data.page = score_cards::page_fingerprint(
            &header.puzzle.to_line(),
            &header.solver,
            &questions,
            (first, last),
        );
        let lang = self.lang;
        self.data.questions = questions
            .iter()
            .map(|question| PageQuestion {
                event: question.event,
                prompt: question.prompt.words(lang),
                choices: (0..question.choices.len())
                    .map(|i| PageChoice::new(question.choice_words(i, lang), question.choices[i]))
                    .collect(),
                right: question.right,
                rule: question.rule_words(lang),
                why: question.why_words(lang),
            })
            .collect();
        Ok(())
    }

    /// Deal `bank` in Play mode instead of the trace's own puzzle (`sudotrace play`).
    pub fn set_bank(&mut self, bank: &[BankPuzzle]) {
        self.data.bank = bank.iter().map(play::BankEntry::of).collect();
    }

    /// The language of the page's words.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// The first and last positions the page shows.
    pub fn range(&self) -> (u64, u64) {
        (self.data.first, self.last)
    }

    /// The events Predict asks about, in the order it asks them.
    pub fn question_events(&self) -> Vec<u64> {
        self.data.questions.iter().map(|q| q.event).collect()
    }

    /// The page's title.
    pub fn title(&self) -> &str {
        &self.title
    }

    /// How fast the page plays.
    pub fn pace(&self) -> Pace {
        self.data.pace
    }

    /// Write the page: the same trace and options give the same bytes.
    pub fn write(&self, out: &mut dyn Write) -> Result<(), PageError> {
        self.parts()?.write(out)
    }

    /// The page in its parts ([`PageParts`]): what [`Page::write`] writes, its shell
    /// apart from its title and its data, so that many pages can share one shell.
    pub fn parts(&self) -> Result<PageParts, PageError> {
        let data = script_json(&self.data)?;
        // The shared data is the data's end: its object's members after the page's own.
        let shared = script_json(&self.data.shared)?;
        let shared = format!(",{}", &shared[1..]);
        let own = data
            .strip_suffix(&shared)
            .expect("the shared data is written last")
            .to_string();
        let theme = self
            .theme
            .map(|name| format!(" data-theme=\"{}\"", name.name()))
            .unwrap_or_default();
        let title = escape_html(&self.title);
        let html = page_words(PAGE_HTML, self.lang)
            .replace("{{THEME}}", &theme)
            .replace("{{VERSION}}", env!("CARGO_PKG_VERSION"))
            .replace("{{THEMES}}", &themes_css())
            .replace("{{CSS}}", &player_css())
            .replace("{{JS}}", &player_js(self.lang));
        // A page in Chinese carries the Chinese characters of its own text in a font
        // (webfont), which its policy lets it read from its data: URL.
        let font = match self.lang {
            Lang::ZhCn => webfont::css(&[&html, &title, &data].map(String::as_str).concat()),
            Lang::En => None,
        };
        let shell = html
            .replace(
                "{{FONT_SRC}}",
                font.as_ref().map_or("", |_| "; font-src data:"),
            )
            .replace("{{FONT}}", font.as_deref().unwrap_or_default());
        Ok(PageParts {
            shell,
            title,
            data: own,
            shared,
        })
    }
}

/// `value` as JSON for a page's script. Inside <script>, "</script>" would close the
/// element, and "<!--" open the state in which it no longer does: JSON lets both be
/// written with an escape ("<\/", "\u003c!"), so that no markup from a file, a name or
/// an argument is ever read as markup. Nothing else in a script's text is.
fn script_json<T: Serialize>(value: &T) -> Result<String, PageError> {
    let json = serde_json::to_string(value).map_err(io::Error::other)?;
    Ok(sudotrace_core::escape::json_escaped(&json)
        .replace("</", "<\\/")
        .replace("<!", "\\u003c!"))
}

/// A page in parts: its shell (the markup, the style and the player's code), with
/// [`TITLE`](PageParts::TITLE) where its title goes and [`DATA`](PageParts::DATA) where
/// its data goes; its title, escaped for markup; its own data and the end of its data
/// that is the same for every page of one language (the words, the strategies' code),
/// escaped for a script. The shell and the shared data are the same for every page of
/// one language and theme (a Chinese page's font aside): a notebook keeps them once for
/// all its players, and each player's title and own data.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PageParts {
    /// The page but for its title and its data.
    pub shell: String,
    /// The title, as markup.
    pub title: String,
    /// The page's own data: the data's beginning, as a script's text.
    pub data: String,
    /// The data's end that every page of its language shares, as a script's text.
    pub shared: String,
}

impl PageParts {
    /// Where the title goes in the shell (twice: the window's and the page's heading).
    pub const TITLE: &'static str = "{{TITLE}}";
    /// Where the data goes in the shell (once).
    pub const DATA: &'static str = "{{DATA}}";

    /// Write the page the parts make: the shell cut where the data goes first, then the
    /// title put in, so that nothing in a title is taken for the data's place (nor
    /// anything in the data for a placeholder). The player in a notebook puts a page
    /// together the same way (python/sudotrace/player.js).
    pub fn write(&self, out: &mut dyn Write) -> Result<(), PageError> {
        let (head, tail) = self
            .shell
            .split_once(Self::DATA)
            .expect("the page template has a place for the data");
        out.write_all(head.replace(Self::TITLE, &self.title).as_bytes())?;
        out.write_all(self.data.as_bytes())?;
        out.write_all(self.shared.as_bytes())?;
        out.write_all(tail.replace(Self::TITLE, &self.title).as_bytes())?;
        Ok(())
    }
}

/// An event as the page packs it: two bytes (little end first) of its kind (its place
/// in [`EventKind::ALL`](sudotrace_core::events::event::EventKind::ALL): try, conflict,
/// place, backtrack, choose, force, dead end, unforce, eliminate, restore), its cell's
/// index (from [`CODE_CELL_SHIFT`]; an elimination's, its pattern's first cell) and its
/// digit (from [`CODE_DIGIT_SHIFT`]; a choice's number of candidates), and its detail:
/// for a conflict or a forced placement one byte, the clashing unit (0 row, 1 column, 2
/// box) shifted by [`DETAIL_UNIT_SHIFT`] plus the clashing cell's place in that unit (in
/// reading order), or the reason's code ([`Reason::code`]); for an elimination or a
/// restore [`PATTERN_BYTES`] bytes, its pattern ([`pattern_bits`]).
fn page_code(event: Event) -> (u16, Detail) {
    let kind = event.kind() as u32;
    let cell = event.cell().index() as u32;
    let digit = match event {
        Event::Choose { candidates, .. } => candidates,
        _ => event.digit(),
    };
    let detail = match event {
        Event::Conflict { unit, with, .. } => {
            let place = match unit {
                Unit::Row => with.col(),
                Unit::Col => with.row(),
                Unit::Box => with.row() % 3 * 3 + with.col() % 3,
            };
            Detail::byte((unit as u8) << DETAIL_UNIT_SHIFT | place as u8)
        }
        Event::Force { reason, .. } => Detail::byte(reason.code() as u8),
        Event::Eliminate { .. } | Event::Restore { .. } => Detail::pattern(pattern_bits(event)),
        _ => Detail::NONE,
    };
    let code = kind | cell << CODE_CELL_SHIFT | u32::from(digit) << CODE_DIGIT_SHIFT;
    (code as u16, detail)
}

/// The pattern of an elimination or a restore as the page carries it: [`Event::pack`]'s
/// bits above the one that tells the two apart (22 bits, [`PATTERN_MASK`]).
fn pattern_bits(event: Event) -> u32 {
    event.pack() >> 1 & PATTERN_MASK
}

/// The detail bytes of an event's code ([`page_code`]): none, one, or a pattern's three.
#[derive(Clone, Copy, Debug)]
struct Detail {
    bytes: [u8; PATTERN_BYTES],
    len: usize,
}

impl Detail {
    const NONE: Detail = Detail {
        bytes: [0; PATTERN_BYTES],
        len: 0,
    };

    fn byte(byte: u8) -> Detail {
        Detail {
            bytes: [byte, 0, 0],
            len: 1,
        }
    }

    fn pattern(bits: u32) -> Detail {
        let [a, b, c, _] = bits.to_le_bytes();
        Detail {
            bytes: [a, b, c],
            len: PATTERN_BYTES,
        }
    }

    /// The bytes the details carry.
    fn bytes(&self) -> &[u8] {
        &self.bytes[..self.len]
    }

    /// The detail as one number (0 for none), as the page's builder reads an event.
    fn value(&self) -> u32 {
        self.bytes()
            .iter()
            .rev()
            .fold(0, |value, &byte| value << 8 | u32::from(byte))
    }
}

/// Text made safe to put between HTML tags or in an attribute's quotes; its control
/// characters and bidirectional overrides written visibly, as a terminal shows them
/// ([`sudotrace_core::escape::escaped`]).
pub fn escape_html(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for ch in sudotrace_core::escape::escaped(text).chars() {
        match ch {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            // Braces too, so that a title never reads as one of the page's placeholders.
            '{' => out.push_str("&#123;"),
            _ => out.push(ch),
        }
    }
    out
}

/// The search as code, each language's listing with the line that makes each kind of
/// event (`force cell` and `force unit` for the two kinds of forced digit).
fn listings_of(strategy: Strategy, lang: Lang) -> BTreeMap<&'static str, Value> {
    Language::ALL
        .into_iter()
        .map(|language| (language.name(), listing_json(strategy, language, lang)))
        .collect()
}

/// A listing as the page carries it: its language's name in `lang`, its text, and the
/// line that makes each kind of event (a forced digit's by its reason: `force cell`,
/// `force unit`).
fn listing_json(strategy: Strategy, language: Language, lang: Lang) -> Value {
    let listing = Listing::in_lang(strategy, language, lang);
    let lines: BTreeMap<String, usize> = listing
        .event_lines()
        .into_iter()
        .map(|made| {
            let key = match made.reason {
                Some(Reason::OnlyDigit) => "force cell".to_string(),
                Some(Reason::OnlyPlace(_)) => "force unit".to_string(),
                None => made.kind.name().to_string(),
            };
            (key, made.line)
        })
        .collect();
    serde_json::json!({
        "name": language.words(lang),
        "text": listing.text(),
        "lines": lines,
    })
}

/// Whether a trace cut short (`len` unknown, or the cursor read to its last event) is cut
/// where the page ends.
fn reaches_cut(len: Option<u64>, last: u64) -> bool {
    len.is_none_or(|len| len == last)
}

//! What every page carries for its Play mode and its runs: the puzzles it deals (a
//! `sudotrace play` page's bank, or a trace's page's own puzzle), every strategy the page
//! can run (its name and words, and its JavaScript listing, the program a run executes in
//! a Web Worker: the code panel's, not a second search), the event limit a run stops at,
//! and the catalog's templates the page's script fills to make a run's words (an event's,
//! a departure's as `diagnose` says it, the markers'), since a run's events are not known
//! when the page is written.

use std::collections::{BTreeMap, HashMap};

use serde::Serialize;
use serde_json::Value;

use sudotrace_core::events::pattern::Rule;
use sudotrace_core::lang::{Lang, Text};
use sudotrace_core::puzzle::grid::Grid;
use sudotrace_core::search::listing::Language;
use sudotrace_core::search::{Order, Strategy};
use sudotrace_core::views::why::WHY_TEXTS;
use sudotrace_learn::answer::Key;
use sudotrace_learn::diagnose::describe;
use sudotrace_learn::lang::LearnText;

use sudotrace_style::lang::DrawText;

/// A puzzle the page deals in Play mode.
#[derive(Clone, Debug)]
pub struct BankPuzzle {
    /// The puzzle.
    pub puzzle: Grid,
    /// What the picker says of it besides its number (its level), in the page's language.
    pub label: String,
}

/// A puzzle of the bank as the page carries it, with what a learner's board is held to
/// (as `sudotrace check` holds an answer): how many solutions it has, and its only one.
#[derive(Debug, Serialize)]
pub(crate) struct BankEntry {
    puzzle: String,
    label: String,
    solutions: &'static str,
    solution: Option<String>,
}

impl BankEntry {
    pub(crate) fn of(puzzle: &BankPuzzle) -> BankEntry {
        let key = Key::of(&puzzle.puzzle, None).expect("no solution given, none refused");
        BankEntry {
            puzzle: puzzle.puzzle.to_line(),
            label: puzzle.label.clone(),
            solutions: key.solutions.name(),
            solution: key.solution.as_ref().map(Grid::to_line),
        }
    }
}

/// A strategy the page can run, as its data holds it.
#[derive(Debug, Serialize)]
pub(crate) struct PageStrategy {
    /// Its name (`mrv+singles+tables`).
    name: &'static str,
    /// How outputs name it (`Strategy::label`).
    label: String,
    /// The search in words, as `diagnose` names it in a departure (`describe`).
    search: String,
    /// The order whose reasons its events' words state (`Order::of_solver`: `rows` for
    /// the plain row-by-row search, `mrv`), if any.
    order: Option<&'static str>,
    /// Whether it announces the blanks it picks.
    chooses: bool,
    /// The order it fills blanks in (`rows`, `mrv`), whose rule says why it chooses a
    /// blank (why.js).
    fills: &'static str,
    /// Its check (`naive`, `tables`).
    check: &'static str,
    /// The rules it takes candidates away by, in the order it looks for them (their
    /// names: `pointing`, `claiming`, `naked-pair`, `hidden-pair`); none for a strategy
    /// that takes none away (and tries every digit of a blank).
    rules: Vec<&'static str>,
    /// Its JavaScript listing: the program a run executes, and the code panel's. Its
    /// text is given as `runs`, `[first, count]` each: `count` lines from line `first`
    /// of the lines the listings share, one run after another, the text's lines (split
    /// at each newline) in order.
    listing: Value,
}

/// Every strategy, in [`Strategy::every`]'s order, with its words in `lang`; and the
/// lines of their listings, each once (in the order they first come), which each
/// listing's `runs` give its text by.
pub(crate) fn strategies(lang: Lang) -> (Vec<PageStrategy>, Vec<String>) {
    let mut shared = ListingLines::default();
    let strategies = Strategy::every()
        .map(|strategy| PageStrategy {
            name: strategy.name(),
            label: Strategy::label(strategy.name(), lang),
            search: describe(strategy.name(), lang),
            order: Order::of_solver(strategy.name()).map(Order::name),
            fills: strategy.order.name(),
            chooses: !strategy.is_plain_rows(),
            check: strategy.check.name(),
            rules: strategy
                .propagation
                .eliminations()
                .map(|rules| {
                    Rule::ALL
                        .into_iter()
                        .filter(|rule| match rule {
                            Rule::Pointing => rules.pointing,
                            Rule::Claiming => rules.claiming,
                            Rule::NakedPair | Rule::HiddenPair => rules.pairs,
                        })
                        .map(Rule::name)
                        .collect()
                })
                .unwrap_or_default(),
            listing: shared.runs_for(super::listing_json(strategy, Language::JavaScript, lang)),
        })
        .collect();
    (strategies, shared.lines)
}

/// The lines of the listings seen so far, each once, and where each is.
#[derive(Default)]
struct ListingLines {
    lines: Vec<String>,
    at: HashMap<String, usize>,
}

impl ListingLines {
    /// `listing` with its text given as runs of the shared lines (added to them).
    fn runs_for(&mut self, mut listing: Value) -> Value {
        let text = listing["text"].take();
        let mut runs: Vec<[usize; 2]> = Vec::new();
        for line in text.as_str().unwrap_or_default().split('\n') {
            let next = self.lines.len();
            let at = *self.at.entry(line.to_string()).or_insert(next);
            if at == next {
                self.lines.push(line.to_string());
            }
            match runs.last_mut() {
                Some([first, count]) if *first + *count == at => *count += 1,
                _ => runs.push([at, 1]),
            }
        }
        if let Value::Object(fields) = &mut listing {
            fields.remove("text");
            fields.insert("runs".to_string(), serde_json::json!(runs));
        }
        listing
    }
}

/// The event limit a run in the page stops at unless the reader changes it: the most
/// events a page holds (the CLI's own limit,
/// [`sudotrace_core::trace::DEFAULT_MAX_EVENTS`], is five times that: a
/// page run to it would hold the tab's memory and time for nothing it can play).
pub(crate) const RUN_LIMIT: u64 = super::PAGE_LIMIT;

/// The core's templates a run's words are made of, by name.
pub(crate) const RUN_TEXTS: &[Text] = &[
    Text::EventTry,
    Text::EventConflict,
    Text::EventPlace,
    Text::EventBacktrack,
    Text::EventChoose,
    Text::EventOnlyDigit,
    Text::EventOnlyPlace,
    Text::EventDeadEnd,
    Text::EventUnforce,
    Text::OneCandidate,
    Text::Candidates,
    Text::ChooseFewest,
    Text::ChooseNext,
    Text::BacktrackExhausted,
    Text::Row,
    Text::Column,
    Text::Box,
    Text::RowShort,
    Text::ColumnShort,
    Text::BoxShort,
    Text::ThePuzzle,
    Text::SolvedWords,
    Text::UnsolvableWords,
    Text::LimitWords,
    Text::ListSeparator,
    Text::ClaimSolved,
    Text::ClaimUnsolvable,
    Text::ClaimLimit,
    Text::DepartsHere,
    Text::SearchAndSolver,
    Text::HoldingEmpty,
    Text::HoldingPlaced,
    Text::HoldingGiven,
    Text::RefusedEvent,
    Text::RefusedHolds,
    Text::RefusedAlreadyPlaced,
    Text::RefusedAlreadyGiven,
    Text::RefusedCandidates,
    Text::RefusedStillHasCandidates,
    Text::RefusedNotForced,
    Text::RefusedWithItself,
    Text::RefusedNotInUnit,
    Text::RefusedDoesNotHold,
    Text::RefusedInUnit,
    Text::RefusedForcedBacktracked,
    Text::RefusedEmpty,
    Text::RefusedGivenErased,
    Text::RefusedNotOnlyDigit,
    Text::RefusedNotOnlyPlace,
    Text::EventPointing,
    Text::EventClaiming,
    Text::EventNakedPair,
    Text::EventHiddenPair,
    Text::EventRestore,
    Text::RulePointing,
    Text::RuleClaiming,
    Text::RuleNakedPair,
    Text::RuleHiddenPair,
    Text::HouseRow,
    Text::HouseColumn,
    Text::HouseBox,
    Text::UnmetDoNotCross,
    Text::UnmetNoPlace,
    Text::UnmetPlaceOutside,
    Text::UnmetNotInHouse,
    Text::UnmetNotThePair,
    Text::UnmetNotThePlaces,
    Text::UnmetBadDigits,
    Text::UnmetRemovesNothing,
    Text::RefusedNotLastElimination,
    Text::RefusedEliminationAfter,
];

/// sudotrace-learn's templates of a departure, as `diagnose` says it.
pub(crate) const RUN_LEARN_TEXTS: &[LearnText] = &[
    LearnText::DepartureWords,
    LearnText::DidBacktrackUntried,
    LearnText::DidBacktrackUntriedErasing,
    LearnText::DidHas,
    LearnText::DidEnds,
    LearnText::WouldTry,
    LearnText::WouldConflict,
    LearnText::WouldPlace,
    LearnText::WouldBacktrack,
    LearnText::WouldChoose,
    LearnText::WouldForce,
    LearnText::WouldDeadEnd,
    LearnText::WouldUnforce,
    LearnText::WouldEliminate,
    LearnText::WouldRestore,
    LearnText::WouldStop,
    LearnText::DepartureHow,
    LearnText::HowUnitOrder,
    LearnText::HowColumnOrder,
    LearnText::HowBlankOrder,
    LearnText::HowDigitOrder,
    LearnText::HowUnitByUnit,
    LearnText::HowOneLoop,
    LearnText::HowOneLoopColumnFirst,
];

/// Draw's templates of the markers the page's builder makes (a window's too) and of
/// Play mode.
pub(crate) const PLAY_TEXTS: &[DrawText] = &[
    DrawText::PageFirstConflict,
    DrawText::PageFirstConflictWindow,
    DrawText::PageFirstBacktrack,
    DrawText::PageFirstBacktrackWindow,
    DrawText::PageFirstDeadEnd,
    DrawText::PageFirstDeadEndWindow,
    DrawText::PageDeepest,
    DrawText::PageDeepestWindow,
    DrawText::PageDeepestAtEnd,
    DrawText::PageLongestRun,
    DrawText::PageLongestRunWindow,
    DrawText::PageTheEnd,
    DrawText::PageEndOfWindow,
    DrawText::PageCutHere,
    DrawText::PageLessonMoment,
    DrawText::PageLessonHeading,
    DrawText::PageCutShortHere,
    DrawText::PageCannotHappen,
    DrawText::PageModePlay,
    DrawText::PagePlayNotAPuzzle,
    DrawText::PagePlayYours,
    DrawText::PagePlayTime,
    DrawText::PagePlaySolved,
    DrawText::PagePlayNoMistake,
    DrawText::PagePlayNoClash,
    DrawText::PagePlayKept,
    DrawText::PagePlayResumed,
    DrawText::PagePlayPuzzleNumber,
    DrawText::PagePlayYourPuzzle,
    DrawText::PagePlayAbout,
    DrawText::PagePlayFollowAbout,
    DrawText::PagePlayRunWrong,
    DrawText::PagePlayDigitAt,
    DrawText::PageCellNotSolutions,
    DrawText::PagePlayMistakes,
    DrawText::PagePlayRunning,
    DrawText::PagePlayStopped,
    DrawText::PagePlayTooLong,
    DrawText::PagePlayError,
    DrawText::PagePlayNoTrace,
    DrawText::PagePlayRunDone,
    DrawText::PagePlayRunAbout,
    DrawText::PageCodeSame,
    DrawText::PageCodeDeparts,
    DrawText::PageCodeOtherOrder,
    DrawText::PageCodeCounts,
    DrawText::PageRunEndSolved,
    DrawText::PageRunEndBroken,
    DrawText::PageRunEndNoSolution,
    DrawText::PageRunEndNoSolutionButOne,
    DrawText::PageRunEndLimit,
    DrawText::PageRunEndPageLimit,
    DrawText::PageRunEndNone,
    DrawText::PageCellPencil,
    DrawText::PageCellClashing,
    DrawText::PageCellHinted,
];

/// The run's and Play's templates by name, in `lang`.
pub(crate) fn play_texts(lang: Lang) -> BTreeMap<&'static str, &'static str> {
    // A run's steps say why too (why.js), in the core's words.
    let core = RUN_TEXTS
        .iter()
        .chain(&WHY_TEXTS)
        .map(|&text| (text.name(), lang.text(text)));
    let learn = RUN_LEARN_TEXTS
        .iter()
        .map(|&text| (text.name(), lang.text(text)));
    let draw = PLAY_TEXTS
        .iter()
        .map(|&text| (text.name(), lang.text(text)));
    core.chain(learn).chain(draw).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use sudotrace_core::search::listing::Listing;

    #[test]
    fn each_listing_is_its_runs_of_lines_carried_once() {
        for lang in [Lang::En, Lang::ZhCn] {
            let (strategies, lines) = strategies(lang);
            let distinct: std::collections::HashSet<&String> = lines.iter().collect();
            assert_eq!(distinct.len(), lines.len(), "each line once");
            let mut written = 0;
            for (page, strategy) in strategies.iter().zip(Strategy::every()) {
                let runs = page.listing["runs"].as_array().unwrap();
                let text: Vec<&str> = runs
                    .iter()
                    .flat_map(|run| {
                        let [first, count] = [0, 1].map(|k| run[k].as_u64().unwrap() as usize);
                        lines[first..first + count].iter().map(String::as_str)
                    })
                    .collect();
                let listing = Listing::in_lang(strategy, Language::JavaScript, lang);
                assert_eq!(text.join("\n"), listing.text(), "{}", strategy.name());
                assert!(page.listing.get("text").is_none());
                written += listing.text().len();
            }
            // The listings share most of their lines.
            let carried: usize = lines.iter().map(|line| line.len() + 1).sum();
            assert!(
                carried * 5 < written,
                "{carried} bytes of lines for {written}"
            );
        }
    }
}

//! Difficulty ratings: how much search the row-by-row backtracking of `solve` needs for
//! a puzzle (its tries), and whether filling in singles alone solves it, mapped to four
//! levels. docs/difficulty.md gives the thresholds, why they were chosen and how the
//! levels spread over real puzzle collections.
//!
//! - **Tries** are counted by the instrumented search itself ([`Search`]
//!   with the `tables` check and a [`NullSink`]; both checks make the same tries). The
//!   search stops at an event limit ([`DEFAULT_RATE_MAX_EVENTS`] unless told otherwise);
//!   a rating that hit it is *capped*: the true count is at least the one reported.
//!   The default limit is far above every threshold, so a capped rating still has its
//!   exact level (a try is at most three events, so a capped search made at least a
//!   third of the limit in tries); only the count of tries is a lower bound. With a
//!   limit below `3 * (EXPERT_MIN_TRIES + 1)` events, the level is a lower bound too.
//! - **Singles** means naked singles (a blank with one candidate left) and hidden
//!   singles (a digit with one place left in a row, column or box) fill the grid in,
//!   written in until the grid is full or neither is left.
//! - **Logic** ([`Logic`]) goes on from singles along the techniques human solvers
//!   learn next: pointing and claiming, then pairs. Every step is the core's settling of
//!   the searches with propagation ([`solves_without_guessing`]), so a rating and a
//!   search never disagree on what a rule allows.

use std::fmt;
use std::str::FromStr;

use sudotrace_core::events::event::Outcome;
use sudotrace_core::events::pattern::Rules;
use sudotrace_core::lang::Lang;
use sudotrace_core::puzzle::grid::Grid;
use sudotrace_core::search::{NullSink, Search, Strategy, solves_without_guessing};

use crate::lang::LearnText;

/// The event limit of a rating search unless told otherwise: 20,000,000 events, at
/// least 6,666,667 tries (a try is two events, a backtrack one).
pub const DEFAULT_RATE_MAX_EVENTS: u64 = 20_000_000;

/// Puzzles that singles solve and that need fewer tries than this are easy; those
/// that need more are medium.
pub(crate) const EASY_MAX_TRIES: u64 = 50_000;
/// Puzzles singles do not solve that need fewer tries than this are hard; those that
/// need this many or more are expert.
pub(crate) const EXPERT_MIN_TRIES: u64 = 300_000;

/// The four levels, easiest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Level {
    /// Singles solve it, and the row-by-row search needs under 50,000 tries.
    Easy,
    /// Singles solve it, but the row-by-row search needs 50,000 tries or more.
    Medium,
    /// Singles do not solve it; the row-by-row search needs under 300,000 tries.
    Hard,
    /// Singles do not solve it; the row-by-row search needs 300,000 tries or more.
    Expert,
}

impl sudotrace_core::names::Named for Level {
    const ALL: &'static [Level] = &Level::ALL;
    fn name(self) -> &'static str {
        Level::name(self)
    }
}

impl Level {
    /// Every level, easiest first.
    pub const ALL: [Level; 4] = [Level::Easy, Level::Medium, Level::Hard, Level::Expert];

    /// The name used on the command line and in output.
    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Expert => "expert",
        }
    }

    /// The level in words in `lang`, as people read it: `expert`, `专家` ([`name`] is
    /// the name on the command line and in JSON).
    ///
    /// [`name`]: Level::name
    pub fn words(self, lang: Lang) -> &'static str {
        lang.text(match self {
            Level::Easy => LearnText::LevelEasy,
            Level::Medium => LearnText::LevelMedium,
            Level::Hard => LearnText::LevelHard,
            Level::Expert => LearnText::LevelExpert,
        })
    }

    /// The level [`name`](Level::name) gives `name` for.
    pub fn from_name(name: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|level| level.name() == name)
    }

    /// The level of a puzzle with these measures (see docs/difficulty.md):
    ///
    /// | level  | singles solve it | tries of the row-by-row search |
    /// |--------|------------------|--------------------------------|
    /// | easy   | yes              | under 50,000                   |
    /// | medium | yes              | 50,000 or more                 |
    /// | hard   | no               | under 300,000                  |
    /// | expert | no               | 300,000 or more                |
    pub fn of(tries: u64, singles: bool) -> Level {
        match (singles, tries) {
            (true, t) if t < EASY_MAX_TRIES => Level::Easy,
            (true, _) => Level::Medium,
            (false, t) if t < EXPERT_MIN_TRIES => Level::Hard,
            (false, _) => Level::Expert,
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Level {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Level::from_name(s)
            .ok_or_else(|| format!("unknown level {s:?} (use easy, medium, hard or expert)"))
    }
}

/// The least a solver needs besides singles to fill in a puzzle without a guess, on the
/// scale of the techniques human solvers learn first (SudokuWiki's order): each step
/// adds rules to the one before. docs/difficulty.md gives how the steps spread.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Logic {
    /// Naked and hidden singles alone fill it in.
    Singles,
    /// Singles with pointing and claiming (SudokuWiki's intersection removal, the
    /// locked candidates; not the strategies' `locked`, which has pairs too).
    Intersections,
    /// Singles, pointing, claiming and naked and hidden pairs (the rules of the
    /// strategies' `locked`).
    Pairs,
    /// More than these: stronger rules (triples, X-wings, chains…) or a guess.
    More,
}

impl sudotrace_core::names::Named for Logic {
    const ALL: &'static [Logic] = &Logic::ALL;
    fn name(self) -> &'static str {
        Logic::name(self)
    }
}

impl Logic {
    /// Every step, the fewest rules first.
    pub const ALL: [Logic; 4] = [
        Logic::Singles,
        Logic::Intersections,
        Logic::Pairs,
        Logic::More,
    ];

    /// The name used in JSON and on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Logic::Singles => "singles",
            Logic::Intersections => "intersections",
            Logic::Pairs => "pairs",
            Logic::More => "more",
        }
    }

    /// The step in words in `lang`: `pointing and claiming`, `指向与区块摒除`.
    pub fn words(self, lang: Lang) -> &'static str {
        lang.text(match self {
            Logic::Singles => LearnText::LogicSingles,
            Logic::Intersections => LearnText::LogicIntersections,
            Logic::Pairs => LearnText::LogicPairs,
            Logic::More => LearnText::LogicMore,
        })
    }

    /// The rules the step adds to singles (`None` for [`Logic::More`]).
    fn rules(self) -> Option<Rules> {
        match self {
            Logic::Singles => Some(Rules::NONE),
            Logic::Intersections => Some(Rules::INTERSECTIONS),
            Logic::Pairs => Some(Rules::ALL),
            Logic::More => None,
        }
    }

    /// The first step whose rules fill in `puzzle` without a guess.
    pub fn of(puzzle: &Grid) -> Logic {
        Logic::ALL
            .into_iter()
            .find(|step| {
                step.rules()
                    .is_none_or(|rules| solves_without_guessing(puzzle, rules))
            })
            .unwrap_or(Logic::More)
    }
}

/// What the rating of one puzzle found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rating {
    /// The level its measures give.
    pub level: Level,
    /// Tries of the row-by-row search until it solved the puzzle (or stopped).
    pub tries: u64,
    /// The search stopped at the event limit: `tries` is a lower bound.
    pub capped: bool,
    /// Naked and hidden singles alone fill the whole grid.
    pub singles: bool,
    /// The least it takes besides singles to fill it in without a guess.
    pub logic: Logic,
    /// Number of givens.
    pub clues: usize,
}

/// Rate `puzzle` (which should have exactly one solution), stopping the search at
/// `max_events` events (`None`: no limit).
pub fn rate(puzzle: &Grid, max_events: Option<u64>) -> Rating {
    let run = Search::new(Strategy::TABLES)
        .max_events(max_events)
        .run(puzzle, &mut NullSink);
    let tries = run.end.stats.tries;
    let capped = run.end.outcome == Outcome::Limit;
    let logic = Logic::of(puzzle);
    let singles = logic == Logic::Singles;
    Rating {
        level: Level::of(tries, singles),
        tries,
        capped,
        singles,
        logic,
        clues: puzzle.filled(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use sudotrace_core::puzzle::parse::parse_puzzle_text;

    #[test]
    fn levels_follow_the_thresholds() {
        assert_eq!(Level::of(0, true), Level::Easy);
        assert_eq!(Level::of(EASY_MAX_TRIES - 1, true), Level::Easy);
        assert_eq!(Level::of(EASY_MAX_TRIES, true), Level::Medium);
        assert_eq!(Level::of(10_000_000, true), Level::Medium);
        assert_eq!(Level::of(10, false), Level::Hard);
        assert_eq!(Level::of(EXPERT_MIN_TRIES - 1, false), Level::Hard);
        assert_eq!(Level::of(EXPERT_MIN_TRIES, false), Level::Expert);
        for level in Level::ALL {
            assert_eq!(level.name().parse::<Level>(), Ok(level));
        }
    }

    #[test]
    fn the_leetcode_example_is_easy() {
        let rating = rate(
            &parse_puzzle_text(sudotrace_core::LEETCODE_37).unwrap(),
            None,
        );
        assert!(rating.singles);
        assert!(!rating.capped);
        assert_eq!(rating.clues, 30);
        assert_eq!(rating.level, Level::Easy);
    }

    #[test]
    fn a_capped_rating_is_a_lower_bound() {
        // Built against the row-by-row search (622,577,597 tries in full), yet singles
        // solve it.
        let puzzle = parse_puzzle_text(
            "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9",
        )
        .unwrap();
        let rating = rate(&puzzle, Some(1_000_000));
        assert!(rating.capped);
        assert!(rating.singles);
        assert!(rating.tries >= 333_333 && rating.tries <= 500_000);
        assert_eq!(rating.level, Level::Medium);
        // Below the easy threshold, a capped level is only a lower bound.
        assert_eq!(rate(&puzzle, Some(1_000)).level, Level::Easy);
    }

    #[test]
    fn singles_fill_in_and_an_empty_grid_needs_more() {
        // A solved grid with r1c1 and r1c2 blank is solved by naked singles.
        let solved =
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
        let mut grid = parse_puzzle_text(solved).unwrap();
        grid.set(
            sudotrace_core::puzzle::grid::Cell::from_rc(1, 1).unwrap(),
            0,
        );
        grid.set(
            sudotrace_core::puzzle::grid::Cell::from_rc(1, 2).unwrap(),
            0,
        );
        assert_eq!(Logic::of(&grid), Logic::Singles);
        assert_eq!(Logic::of(&Grid::empty()), Logic::More);
    }
}

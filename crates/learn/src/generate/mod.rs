//! Making puzzles that have exactly one solution, and rating them.
//!
//! One puzzle is made in *attempts*; each attempt:
//!
//! 1. fills a full grid by randomised backtracking (`solutions::random_full_grid`):
//!    an exhaustive search, so it always ends with a grid, with no retry loop;
//! 2. shuffles the 81 cells (with `symmetric`, the 40 pairs of cells that a
//!    180-degree rotation swaps, and the centre cell alone) and takes them out one by
//!    one (pair by pair) in that order, putting back any whose removal lets the puzzle
//!    have a second solution, as proved by the solution counter stopping at two
//!    ([`solutions::count_solutions`]);
//! 3. stops when the puzzle is down to the clues asked for, or after the last cell.
//!    Without a clue count every cell is tried once, which leaves a *minimal* puzzle:
//!    taking out any one clue (with `symmetric`, any one pair) gives a second solution,
//!    because a removal that failed once fails again on a puzzle with fewer clues.
//!
//! An attempt whose puzzle misses the clue count or the level asked for is thrown
//! away and the next attempt starts from a new grid, up to a bounded number of
//! attempts; then the generator gives up with a report of what it saw.
//!
//! Every random choice is drawn from [`sudotrace_core::random::Random`], in the order above (the
//! filler's digit orders, then the removal order, attempt after attempt), from a
//! stream of its own for each puzzle number: the same seed gives the same puzzles on
//! every machine and build, and a batch made on many threads is the same as one made
//! on one.

pub mod rate;
pub mod solutions;

use std::ops::Range;

use rayon::prelude::*;

use sudotrace_core::events::pattern::Rules;
use sudotrace_core::lang::{Lang, Text};
use sudotrace_core::numbers::thousands;
use sudotrace_core::puzzle::grid::{CELLS, Cell, Grid};
use sudotrace_core::search::solves_without_guessing;

pub use rate::{DEFAULT_RATE_MAX_EVENTS, Level, Logic, Rating, rate};
pub use solutions::{Solutions, count_solutions};
pub(crate) use solutions::{is_unique, random_full_grid};
use sudotrace_core::random::Random;

use crate::lang::LearnText;

/// No Sudoku with fewer clues has exactly one solution (McGuire, Tugemann and
/// Civario, 2012).
pub(crate) const MIN_CLUES: usize = 17;

/// Attempts at one puzzle before giving up, unless told otherwise.
pub const DEFAULT_MAX_ATTEMPTS: u32 = 1_000;

/// What to make.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GenerateOptions {
    /// Stop removing clues at this many; `None` for a minimal puzzle.
    pub clues: Option<usize>,
    /// Remove clues in pairs that a 180-degree rotation swaps.
    pub symmetric: bool,
    /// Keep only puzzles of this level.
    pub level: Option<Level>,
    /// Keep only puzzles that need exactly this step of logic to be filled in without a
    /// guess.
    pub logic: Option<Logic>,
    /// Rate every puzzle kept, even without a level asked for.
    pub rate: bool,
    /// Attempts at one puzzle before giving up (at least 1).
    pub max_attempts: u32,
    /// Event limit of the rating search (`None`: no limit).
    pub rate_max_events: Option<u64>,
}

impl Default for GenerateOptions {
    fn default() -> Self {
        GenerateOptions {
            clues: None,
            symmetric: false,
            level: None,
            logic: None,
            rate: false,
            max_attempts: DEFAULT_MAX_ATTEMPTS,
            rate_max_events: Some(DEFAULT_RATE_MAX_EVENTS),
        }
    }
}

/// One puzzle made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Generated {
    /// Its number in the run: 0 for the first.
    pub index: u64,
    /// The puzzle: its clues, every other cell blank.
    pub puzzle: Grid,
    /// The one solution.
    pub solution: Grid,
    /// Its rating, when a level was asked for or `rate` was set. Without `rate`, the
    /// rating of a level asked for may stop at that level's threshold: its level is
    /// exact, its tries (marked capped) a lower bound.
    pub rating: Option<Rating>,
    /// Attempts it took, this one included.
    pub attempts: u32,
}

/// Why no puzzle came out.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum GenerateError {
    /// Fewer than 17 clues asked for.
    #[error("{}", self.words(Lang::En))]
    TooFewClues(usize),
    /// More than 81 clues asked for.
    #[error("{}", self.words(Lang::En))]
    TooManyClues(usize),
    /// A level and a step of logic that no puzzle has both of: easy and medium puzzles
    /// are the ones singles solve.
    #[error("{}", self.words(Lang::En))]
    LevelAgainstLogic {
        /// The level asked for.
        level: Level,
        /// The step asked for.
        logic: Logic,
    },
    /// No attempt made the puzzle asked for within the attempts allowed.
    #[error("{}", self.words(Lang::En))]
    GaveUp {
        /// The puzzle's number in the run: 0 for the first.
        index: u64,
        /// Attempts made.
        attempts: u32,
        /// The level asked for, if any.
        level: Option<Level>,
        /// The step of logic asked for, if any.
        logic: Option<Logic>,
        /// The clues asked for, if any.
        clues: Option<usize>,
        /// The fewest clues any attempt got down to.
        fewest_clues: usize,
        /// How many attempts at the clue count asked for came out at each of
        /// `SEEN_LABELS` (a level, or a pair of levels when singles alone settled
        /// that the puzzle was not the level asked for), when a level was asked for.
        levels_seen: Option<[u32; 6]>,
        /// How many attempts at the clue count asked for needed each step of logic
        /// ([`Logic::ALL`]), when one was asked for.
        logic_seen: Option<[u32; 4]>,
    },
}

/// What the counts of [`GenerateError::GaveUp`]'s `levels_seen` stand for: a level, or
/// a pair of levels when singles alone settled that the puzzle was not the level asked
/// for.
const SEEN_LABELS: [LearnText; 6] = [
    LearnText::LevelEasy,
    LearnText::LevelMedium,
    LearnText::LevelHard,
    LearnText::LevelExpert,
    LearnText::LevelEasyOrMedium,
    LearnText::LevelHardOrExpert,
];

impl GenerateError {
    /// Why no puzzle came out, in words in `lang`: `puzzle 1: gave up after 2 attempts:
    /// none came out expert (fewest clues reached: 22; levels seen: hard 2)`, or why the
    /// options were refused before any attempt (too few or too many clues, a step of
    /// logic against a level). Options and names stay as typed (`--difficulty easy`).
    pub fn words(&self, lang: Lang) -> String {
        let refusal = |text: LearnText, n: usize| lang.fill(text, &[("n", &n)]);
        let GenerateError::GaveUp {
            index,
            attempts,
            level,
            logic,
            clues,
            fewest_clues,
            levels_seen,
            logic_seen,
        } = self
        else {
            return match *self {
                GenerateError::TooFewClues(n) => refusal(LearnText::GenerateTooFewClues, n),
                GenerateError::TooManyClues(n) => refusal(LearnText::GenerateTooManyClues, n),
                GenerateError::LevelAgainstLogic { level, logic } => {
                    let text = match logic {
                        Logic::Singles => LearnText::GenerateSinglesNotThatLevel,
                        _ => LearnText::GenerateLogicNotThatLevel,
                    };
                    lang.fill(
                        text,
                        &[
                            ("logic", &logic.name()),
                            ("level", &level.name()),
                            ("words", &level.words(lang)),
                        ],
                    )
                }
                GenerateError::GaveUp { .. } => unreachable!("matched above"),
            };
        };
        let wanted = match (level, clues) {
            (Some(level), Some(n)) => lang.fill(
                LearnText::WantedLevelClues,
                &[("level", &level.words(lang)), ("n", n)],
            ),
            (Some(level), None) => {
                lang.fill(LearnText::WantedLevel, &[("level", &level.words(lang))])
            }
            (None, Some(n)) => lang.fill(LearnText::WantedClues, &[("n", n)]),
            (None, None) => lang.text(LearnText::WantedMinimal).to_string(),
        };
        let wanted = match logic {
            Some(logic) => lang.fill(
                LearnText::WantedLogic,
                &[("wanted", &wanted), ("logic", &logic.words(lang))],
            ),
            None => wanted,
        };
        let seen: Vec<String> = levels_seen
            .iter()
            .flat_map(|levels| SEEN_LABELS.iter().zip(levels))
            .filter(|&(_, &n)| n > 0)
            .map(|(&label, n)| {
                lang.fill(
                    LearnText::LevelSeen,
                    &[("level", &lang.text(label)), ("n", &thousands(*n as u64))],
                )
            })
            .collect();
        let levels = match seen.is_empty() {
            true => String::new(),
            false => lang.fill(
                LearnText::LevelsSeen,
                &[("levels", &seen.join(lang.text(Text::ListSeparator)))],
            ),
        };
        let steps: Vec<String> = logic_seen
            .iter()
            .flat_map(|seen| Logic::ALL.iter().zip(seen))
            .filter(|&(_, &n)| n > 0)
            .map(|(step, n)| {
                lang.fill(
                    LearnText::LevelSeen,
                    &[("level", &step.words(lang)), ("n", &thousands(*n as u64))],
                )
            })
            .collect();
        let levels = match steps.is_empty() {
            true => levels,
            false => {
                levels
                    + &lang.fill(
                        LearnText::LogicSeen,
                        &[("steps", &steps.join(lang.text(Text::ListSeparator)))],
                    )
            }
        };
        lang.fill(
            LearnText::GenerateGaveUp,
            &[
                ("number", &thousands(index + 1)),
                ("attempts", &thousands(*attempts as u64)),
                ("wanted", &wanted),
                ("fewest", fewest_clues),
                ("levels", &levels),
            ],
        )
    }
}

impl GenerateOptions {
    /// Whether the options can be met at all.
    pub fn validate(&self) -> Result<(), GenerateError> {
        match self.clues {
            Some(n) if n < MIN_CLUES => Err(GenerateError::TooFewClues(n)),
            Some(n) if n > CELLS => Err(GenerateError::TooManyClues(n)),
            _ => match (self.level, self.logic) {
                (Some(level), Some(logic))
                    if (logic == Logic::Singles)
                        != matches!(level, Level::Easy | Level::Medium) =>
                {
                    Err(GenerateError::LevelAgainstLogic { level, logic })
                }
                _ => Ok(()),
            },
        }
    }
}

/// The groups of cells removed together: single cells, or with `symmetric` the pairs
/// `(i, 80 - i)` for `i` in `0..40` and the centre cell alone, in reading order of
/// their first cell before shuffling.
fn removal_groups(symmetric: bool) -> Vec<(Cell, Option<Cell>)> {
    let cell = |i: usize| Cell::from_index(i).expect("cell index");
    if symmetric {
        (0..=CELLS / 2)
            .map(|i| (cell(i), (i != CELLS - 1 - i).then(|| cell(CELLS - 1 - i))))
            .collect()
    } else {
        (0..CELLS).map(|i| (cell(i), None)).collect()
    }
}

/// One attempt: a random full grid and a puzzle carved out of it.
fn carve(random: &mut Random, options: &GenerateOptions) -> (Grid, Grid) {
    let solution = random_full_grid(random);
    let mut groups = removal_groups(options.symmetric);
    random.shuffle(&mut groups);
    let target = options.clues.unwrap_or(0);
    let mut puzzle = solution;
    let mut clues = CELLS;
    for (first, second) in groups {
        let size = 1 + usize::from(second.is_some());
        if clues - size < target {
            continue;
        }
        puzzle.set(first, 0);
        if let Some(second) = second {
            puzzle.set(second, 0);
        }
        if is_unique(&puzzle) {
            clues -= size;
            if clues == target {
                break;
            }
        } else {
            puzzle.set(first, solution.get(first));
            if let Some(second) = second {
                puzzle.set(second, solution.get(second));
            }
        }
    }
    (puzzle, solution)
}

/// The smaller of an optional limit (`None`: no limit) and `limit`.
fn limit_min(max_events: Option<u64>, limit: u64) -> Option<u64> {
    Some(max_events.map_or(limit, |m| m.min(limit)))
}

/// Make puzzle number `index` (0-based) of the run with `seed`.
pub fn generate(
    seed: u64,
    index: u64,
    options: &GenerateOptions,
) -> Result<Generated, GenerateError> {
    options.validate()?;
    let mut random = Random::for_puzzle(seed, index);
    let attempts = options.max_attempts.max(1);
    let mut fewest_clues = CELLS;
    let mut levels_seen = [0u32; 6];
    let mut logic_seen = [0u32; 4];
    for attempt in 1..=attempts {
        let (puzzle, solution) = carve(&mut random, options);
        let clues = puzzle.filled();
        fewest_clues = fewest_clues.min(clues);
        if options.clues.is_some_and(|n| n != clues) {
            continue;
        }
        let logic = options.logic.map(|_| Logic::of(&puzzle));
        if let (Some(wanted), Some(logic)) = (options.logic, logic) {
            logic_seen[logic as usize] += 1;
            if logic != wanted {
                continue;
            }
        }
        let rating = match options.level {
            Some(wanted) => {
                // Singles split the levels in two: easy and medium puzzles are solved by
                // them, hard and expert ones are not.
                let singles = match logic {
                    Some(logic) => logic == Logic::Singles,
                    None => solves_without_guessing(&puzzle, Rules::NONE),
                };
                if singles != matches!(wanted, Level::Easy | Level::Medium) {
                    levels_seen[if singles { 4 } else { 5 }] += 1;
                    continue;
                }
                // Within each half the level is settled once the search reaches that
                // half's threshold (a try, its place and its backtrack are at most three
                // events), so the filter stops there.
                let threshold = if singles {
                    rate::EASY_MAX_TRIES
                } else {
                    rate::EXPERT_MIN_TRIES
                };
                let filter_limit = limit_min(options.rate_max_events, 3 * (threshold + 1));
                let quick = rate(&puzzle, filter_limit);
                levels_seen[quick.level as usize] += 1;
                if quick.level != wanted {
                    continue;
                }
                if options.rate && quick.capped && filter_limit != options.rate_max_events {
                    // The level is settled; the tries are counted on for the output.
                    Some(rate(&puzzle, options.rate_max_events))
                } else {
                    Some(quick)
                }
            }
            None if options.rate => Some(rate(&puzzle, options.rate_max_events)),
            None => None,
        };
        return Ok(Generated {
            index,
            puzzle,
            solution,
            rating,
            attempts: attempt,
        });
    }
    Err(GenerateError::GaveUp {
        index,
        attempts,
        level: options.level,
        logic: options.logic,
        clues: options.clues,
        fewest_clues,
        levels_seen: options.level.map(|_| levels_seen),
        logic_seen: options.logic.map(|_| logic_seen),
    })
}

/// Make puzzles `indices` of the run with `seed` on the current rayon thread pool, in
/// order: the same as calling [`generate`] for each number in turn.
pub fn generate_batch(
    seed: u64,
    indices: Range<u64>,
    options: &GenerateOptions,
) -> Vec<Result<Generated, GenerateError>> {
    indices
        .into_par_iter()
        .map(|index| generate(seed, index, options))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rotated(cell: Cell) -> Cell {
        Cell::from_index(CELLS - 1 - cell.index()).unwrap()
    }

    #[test]
    fn default_puzzles_are_unique_and_minimal() {
        for index in 0..5 {
            let made = generate(42, index, &GenerateOptions::default()).unwrap();
            assert_eq!(
                count_solutions(&made.puzzle, 2),
                Solutions::One(made.solution)
            );
            assert_eq!(made.attempts, 1);
            for cell in Grid::all_cells().filter(|&c| made.puzzle.get(c) != 0) {
                let mut fewer = made.puzzle;
                fewer.set(cell, 0);
                assert!(!is_unique(&fewer), "{cell} could go");
            }
        }
    }

    #[test]
    fn symmetric_puzzles_keep_pairs() {
        let options = GenerateOptions {
            symmetric: true,
            ..GenerateOptions::default()
        };
        let made = generate(7, 0, &options).unwrap();
        assert!(is_unique(&made.puzzle));
        for cell in Grid::all_cells() {
            assert_eq!(
                made.puzzle.get(cell) == 0,
                made.puzzle.get(rotated(cell)) == 0
            );
        }
    }

    #[test]
    fn clue_counts_are_met_or_refused() {
        let options = GenerateOptions {
            clues: Some(30),
            ..GenerateOptions::default()
        };
        let made = generate(1, 0, &options).unwrap();
        assert_eq!(made.puzzle.filled(), 30);
        assert!(is_unique(&made.puzzle));
        let too_few = GenerateOptions {
            clues: Some(16),
            ..GenerateOptions::default()
        };
        assert_eq!(
            generate(1, 0, &too_few),
            Err(GenerateError::TooFewClues(16))
        );
        let hopeless = GenerateOptions {
            clues: Some(17),
            max_attempts: 2,
            ..GenerateOptions::default()
        };
        let err = generate(1, 0, &hopeless).unwrap_err();
        assert!(matches!(err, GenerateError::GaveUp { attempts: 2, .. }));
        assert!(err.to_string().starts_with("puzzle 1: gave up after 2 attempts: none came out with 17 clues (fewest clues reached: "), "{err}");
    }

    #[test]
    fn levels_asked_for_come_out() {
        for level in [Level::Easy, Level::Medium, Level::Hard] {
            let options = GenerateOptions {
                level: Some(level),
                ..GenerateOptions::default()
            };
            let made = generate(3, 0, &options).unwrap();
            assert_eq!(made.rating.unwrap().level, level);
        }
    }

    #[test]
    fn batches_match_one_at_a_time() {
        let options = GenerateOptions::default();
        let batch: Vec<Generated> = generate_batch(9, 0..8, &options)
            .into_iter()
            .map(Result::unwrap)
            .collect();
        for (i, made) in batch.iter().enumerate() {
            assert_eq!(made, &generate(9, i as u64, &options).unwrap());
        }
    }
}

//! Checking a player's answer against its puzzle: is the grid complete, does it keep
//! every given, does every row, column and box hold 1 to 9 once each, and is each digit
//! the solution's? Every problem is listed with its cells in r1c1 notation.
//!
//! A digit is held to the solution when one is known: the one the caller gives, or the
//! puzzle's own when it has exactly one ([`count_solutions`], the rule every "unique"
//! claim rests on). A puzzle with none or several is said so ([`PuzzleSolutions`]), and
//! its answer is held to the rules alone.

use std::fmt;

use serde::Serialize;

use sudotrace_core::lang::{Lang, Text};
use sudotrace_core::puzzle::grid::{CELLS, Cell, Grid, Unit};

use crate::generate::solutions::{Solutions, count_solutions};
use crate::lang::LearnText;

/// One thing wrong with an answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mistake {
    /// A given of the puzzle holds another digit in the answer (`found`), or none
    /// (`found == 0`).
    GivenChanged {
        /// The given's cell.
        cell: Cell,
        /// The puzzle's digit there.
        given: u8,
        /// The answer's digit there; 0 when the answer left it blank.
        found: u8,
    },
    /// `digit` stands more than once in one row, column or box: every cell holding it
    /// there, in the unit's reading order.
    Duplicate {
        /// Whether it is a row, a column or a box.
        unit: Unit,
        /// 0-based index of the row, column or box (boxes in reading order).
        index: usize,
        /// The digit that repeats.
        digit: u8,
        /// Every cell of the unit holding the digit.
        cells: Vec<Cell>,
    },
    /// A digit the player put in a blank that is not the solution's there (a clash or
    /// not: the rules alone cannot tell a wrong digit that clashes with nothing).
    Wrong {
        /// The cell.
        cell: Cell,
        /// The solution's digit there.
        solution: u8,
        /// The answer's digit there.
        found: u8,
    },
    /// A cell that is not a given is still blank.
    Blank {
        /// The blank cell.
        cell: Cell,
    },
}

/// How units are named in `--json`: `row`, `column`, `box` (to players, with their
/// number: "row 3", "column 5", "box 9", [`LearnText::UnitNumbered`]). The web page's
/// port of `check --json` names them so too.
pub fn unit_label(unit: Unit) -> &'static str {
    unit.words(Lang::En)
}

impl Mistake {
    /// Short name of the kind of problem, as in JSON: `given_changed`, `duplicate`,
    /// `wrong`, `blank`.
    pub fn kind(&self) -> &'static str {
        match self {
            Mistake::GivenChanged { .. } => "given_changed",
            Mistake::Duplicate { .. } => "duplicate",
            Mistake::Wrong { .. } => "wrong",
            Mistake::Blank { .. } => "blank",
        }
    }

    /// The cells the problem is about.
    pub fn cells(&self) -> Vec<Cell> {
        match self {
            Mistake::GivenChanged { cell, .. }
            | Mistake::Wrong { cell, .. }
            | Mistake::Blank { cell } => vec![*cell],
            Mistake::Duplicate { cells, .. } => cells.clone(),
        }
    }
}

/// The problem in English words ([`Mistake::words`]).
impl fmt::Display for Mistake {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words(Lang::En))
    }
}

impl Mistake {
    /// The problem in words in `lang`: `r1c1: the given 5 was changed to 4`, `row 1: 4
    /// appears 2 times, in r1c1 and r1c3`.
    pub fn words(&self, lang: Lang) -> String {
        match self {
            Mistake::GivenChanged {
                cell,
                given,
                found: 0,
            } => lang.fill(
                LearnText::MistakeGivenErased,
                &[("cell", cell), ("given", given)],
            ),
            Mistake::GivenChanged { cell, given, found } => lang.fill(
                LearnText::MistakeGivenChanged,
                &[("cell", cell), ("given", given), ("found", found)],
            ),
            Mistake::Duplicate {
                unit,
                index,
                digit,
                cells,
            } => {
                let names: Vec<String> = cells.iter().map(Cell::to_string).collect();
                let (last, rest) = names.split_last().expect("a duplicate has cells");
                let unit = lang.fill(
                    LearnText::UnitNumbered,
                    &[("unit", &unit.words(lang)), ("number", &(index + 1))],
                );
                lang.fill(
                    LearnText::MistakeDuplicate,
                    &[
                        ("unit", &unit),
                        ("digit", digit),
                        ("count", &cells.len()),
                        ("cells", &rest.join(lang.text(LearnText::CellsSeparator))),
                        ("last", last),
                    ],
                )
            }
            Mistake::Wrong { cell, found, .. } => {
                lang.fill(LearnText::MistakeWrong, &[("cell", cell), ("found", found)])
            }
            Mistake::Blank { cell } => lang.fill(LearnText::MistakeBlank, &[("cell", cell)]),
        }
    }
}

/// How many solutions a puzzle has, as an answer's check says it: `none`, `one`,
/// `several` in JSON.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PuzzleSolutions {
    /// None: no answer can be right.
    None,
    /// Exactly one: each digit is held to it.
    One,
    /// Two or more: an answer is held to the rules (or to the solution the caller gives).
    Several,
}

impl PuzzleSolutions {
    /// Its name in JSON.
    pub fn name(self) -> &'static str {
        match self {
            PuzzleSolutions::None => "none",
            PuzzleSolutions::One => "one",
            PuzzleSolutions::Several => "several",
        }
    }

    /// What a player is told of it, in `lang`: nothing for a puzzle with one solution.
    pub fn note(self, lang: Lang) -> Option<&'static str> {
        match self {
            PuzzleSolutions::None => Some(lang.text(LearnText::PuzzleNoSolution)),
            PuzzleSolutions::One => None,
            PuzzleSolutions::Several => Some(lang.text(LearnText::PuzzleSeveralSolutions)),
        }
    }
}

/// A solution given for a puzzle that is not one of its solutions.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
#[error("{}", self.words(Lang::En))]
pub struct NotASolution(pub Mistake);

impl NotASolution {
    /// Why, in `lang`: the first way the solution breaks the puzzle or the rules.
    pub fn words(&self, lang: Lang) -> String {
        lang.fill(LearnText::NotASolution, &[("mistake", &self.0.words(lang))])
    }
}

/// What an answer is held to: how many solutions its puzzle has, and the solution each
/// digit is compared with, if one is known.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Key {
    /// How many solutions the puzzle has.
    pub solutions: PuzzleSolutions,
    /// The solution digits are compared with: the caller's, or the puzzle's only one.
    pub solution: Option<Grid>,
}

impl Key {
    /// The key to `puzzle`: its solutions counted (up to two), and `given` as the
    /// solution when there is one, else the puzzle's own when it has only one. An error
    /// when `given` is not a solution of `puzzle` (the first way it is not).
    pub fn of(puzzle: &Grid, given: Option<&Grid>) -> Result<Key, NotASolution> {
        if let Some(solution) = given
            && let Some(first) = find_mistakes(puzzle, solution).into_iter().next()
        {
            return Err(NotASolution(first));
        }
        let (solutions, own) = match count_solutions(puzzle, 2) {
            Solutions::None => (PuzzleSolutions::None, None),
            Solutions::One(grid) => (PuzzleSolutions::One, Some(grid)),
            Solutions::AtLeast(_) => (PuzzleSolutions::Several, None),
        };
        Ok(Key {
            solutions,
            solution: given.copied().or(own),
        })
    }
}

/// Every problem of `answer` as an answer to `puzzle` held to `key`: those of
/// [`find_mistakes`], with each digit of the player's that is not the key's solution's
/// (in reading order) after the duplicates and before the blanks.
pub fn find_mistakes_with(puzzle: &Grid, answer: &Grid, key: &Key) -> Vec<Mistake> {
    let mut problems = find_mistakes(puzzle, answer);
    if let Some(solution) = &key.solution {
        let blanks = problems
            .iter()
            .position(|p| matches!(p, Mistake::Blank { .. }));
        let wrong = Grid::all_cells().filter_map(|cell| {
            let found = answer.get(cell);
            let right = solution.get(cell);
            (puzzle.get(cell) == 0 && found != 0 && found != right).then_some(Mistake::Wrong {
                cell,
                solution: right,
                found,
            })
        });
        let at = blanks.unwrap_or(problems.len());
        problems.splice(at..at, wrong.collect::<Vec<_>>());
    }
    problems
}

/// Every problem of `answer` as an answer to `puzzle`: changed givens in reading
/// order, then duplicates (rows 1-9, columns 1-9, boxes 1-9, digits ascending in
/// each), then blanks in reading order. Empty when the answer is correct.
pub fn find_mistakes(puzzle: &Grid, answer: &Grid) -> Vec<Mistake> {
    let mut problems = Vec::new();
    for cell in Grid::all_cells() {
        let given = puzzle.get(cell);
        let found = answer.get(cell);
        if given != 0 && found != given {
            problems.push(Mistake::GivenChanged { cell, given, found });
        }
    }
    for unit in Unit::ALL {
        for index in 0..9 {
            let anchor = match unit {
                Unit::Row => index * 9,
                Unit::Col => index,
                Unit::Box => (index / 3) * 27 + (index % 3) * 3,
            };
            let cells = unit.cells_of(Cell::from_index(anchor).expect("cell index"));
            for digit in 1..=9u8 {
                let holders: Vec<Cell> = cells
                    .iter()
                    .copied()
                    .filter(|&cell| answer.get(cell) == digit)
                    .collect();
                if holders.len() > 1 {
                    problems.push(Mistake::Duplicate {
                        unit,
                        index,
                        digit,
                        cells: holders,
                    });
                }
            }
        }
    }
    for cell in Grid::all_cells() {
        if answer.get(cell) == 0 && puzzle.get(cell) == 0 {
            problems.push(Mistake::Blank { cell });
        }
    }
    problems
}

/// A one-line account of the problems by kind in `lang`: "2 givens changed, 1
/// duplicate, 40 blanks".
pub fn tally(problems: &[Mistake], lang: Lang) -> String {
    let of_kind = |kind: &str| problems.iter().filter(|p| p.kind() == kind).count();
    [
        (
            of_kind("given_changed"),
            LearnText::TallyGivenChangedOne,
            LearnText::TallyGivenChangedMany,
        ),
        (
            of_kind("duplicate"),
            LearnText::TallyDuplicateOne,
            LearnText::TallyDuplicateMany,
        ),
        (
            of_kind("wrong"),
            LearnText::TallyWrongOne,
            LearnText::TallyWrongMany,
        ),
        (
            of_kind("blank"),
            LearnText::TallyBlankOne,
            LearnText::TallyBlankMany,
        ),
    ]
    .into_iter()
    .filter(|&(n, _, _)| n > 0)
    .map(|(n, one, many)| match n {
        1 => lang.text(one).to_string(),
        n => lang.fill(
            many,
            &[("n", &sudotrace_core::numbers::thousands(n as u64))],
        ),
    })
    .collect::<Vec<_>>()
    .join(lang.text(Text::ListSeparator))
}

/// A problem as `check --json` prints it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MistakeJson {
    /// `given_changed`, `duplicate`, `wrong` or `blank`.
    pub kind: &'static str,
    /// The cells concerned, in r1c1 notation.
    pub cells: Vec<String>,
    /// The digit concerned: the given, the digit that repeats, or the solution's digit
    /// in place of a wrong one; absent for a blank.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub digit: Option<u8>,
    /// For a changed given or a wrong digit, what the answer holds there (0 when erased).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub found: Option<u8>,
    /// For a duplicate: `row`, `column` or `box`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub unit: Option<String>,
    /// For a duplicate: the unit's 1-based number.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub unit_number: Option<usize>,
    /// The problem in words, as the text output gives it.
    pub message: String,
}

impl From<&Mistake> for MistakeJson {
    fn from(problem: &Mistake) -> Self {
        MistakeJson::new(problem, Lang::En)
    }
}

impl MistakeJson {
    /// The problem as `check --json` prints it, its message in `lang`.
    pub fn new(problem: &Mistake, lang: Lang) -> MistakeJson {
        let (digit, found, unit, unit_number) = match problem {
            Mistake::GivenChanged { given, found, .. } => (Some(*given), Some(*found), None, None),
            Mistake::Duplicate {
                unit, index, digit, ..
            } => (
                Some(*digit),
                None,
                Some(unit_label(*unit).to_string()),
                Some(index + 1),
            ),
            Mistake::Wrong {
                solution, found, ..
            } => (Some(*solution), Some(*found), None, None),
            Mistake::Blank { .. } => (None, None, None, None),
        };
        MistakeJson {
            kind: problem.kind(),
            cells: problem.cells().iter().map(Cell::to_string).collect(),
            digit,
            found,
            unit,
            unit_number,
            message: problem.words(lang),
        }
    }
}

/// The whole verdict as `check --json` prints it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct AnswerJson {
    /// Whether the answer has no problem at all.
    pub correct: bool,
    /// The puzzle as one line of 81 characters.
    pub puzzle: String,
    /// The answer as one line of 81 characters.
    pub answer: String,
    /// How many solutions the puzzle has: `none`, `one` or `several`.
    pub solutions: &'static str,
    /// The solution the answer's digits were held to, as one line; null when none is
    /// known (a puzzle with none, or several and no solution given).
    pub solution: Option<String>,
    /// Every problem found.
    pub problems: Vec<MistakeJson>,
}

impl AnswerJson {
    /// The verdict on `answer` to `puzzle` held to `key`, whose problems are `problems`,
    /// their messages in `lang`.
    pub fn new(
        puzzle: &Grid,
        answer: &Grid,
        key: &Key,
        problems: &[Mistake],
        lang: Lang,
    ) -> AnswerJson {
        AnswerJson {
            correct: problems.is_empty(),
            puzzle: puzzle.to_line(),
            answer: answer.to_line(),
            solutions: key.solutions.name(),
            solution: key.solution.as_ref().map(Grid::to_line),
            problems: problems
                .iter()
                .map(|problem| MistakeJson::new(problem, lang))
                .collect(),
        }
    }
}

const _: () = assert!(CELLS == 81);

#[cfg(test)]
mod tests {
    use super::*;

    const PUZZLE: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    const SOLUTION: &str =
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

    fn grid(text: &str) -> Grid {
        let digits: Vec<u8> = text
            .bytes()
            .map(|b| if b == b'.' { 0 } else { b - b'0' })
            .collect();
        Grid::from_digits(digits.try_into().unwrap()).unwrap()
    }

    fn at(r: u8, c: u8) -> Cell {
        Cell::from_rc(r, c).unwrap()
    }

    #[test]
    fn the_solution_is_correct() {
        assert!(find_mistakes(&grid(PUZZLE), &grid(SOLUTION)).is_empty());
    }

    #[test]
    fn a_changed_given_and_the_duplicates_it_makes() {
        let mut answer = grid(SOLUTION);
        answer.set(at(1, 1), 4); // the given 5; row 1 is 534678912
        let problems = find_mistakes(&grid(PUZZLE), &answer);
        let texts: Vec<String> = problems.iter().map(Mistake::to_string).collect();
        assert_eq!(
            texts,
            [
                "r1c1: the given 5 was changed to 4",
                "row 1: 4 appears 2 times, in r1c1 and r1c3",
                "column 1: 4 appears 2 times, in r1c1 and r5c1",
                "box 1: 4 appears 2 times, in r1c1 and r1c3",
            ]
        );
        assert_eq!(tally(&problems, Lang::En), "1 given changed, 3 duplicates");
        assert_eq!(tally(&problems, Lang::ZhCn), "1 个提示数被改动，3 处重复");
        assert_eq!(
            problems[1].words(Lang::ZhCn),
            "第 1 行：4 出现了 2 次，位于 r1c1 和 r1c3"
        );
    }

    #[test]
    fn swapped_cells_give_duplicates_with_both_cells() {
        // Swap r1c3 (4) and r1c4 (6): rows stay whole, columns 3 and 4 and boxes 1 and 2 break.
        let mut answer = grid(SOLUTION);
        answer.set(at(1, 3), 6);
        answer.set(at(1, 4), 4);
        let texts: Vec<String> = find_mistakes(&grid(PUZZLE), &answer)
            .iter()
            .map(Mistake::to_string)
            .collect();
        assert_eq!(
            texts,
            [
                "column 3: 6 appears 2 times, in r1c3 and r5c3",
                "column 4: 4 appears 2 times, in r1c4 and r8c4",
                "box 1: 6 appears 2 times, in r1c3 and r2c1",
                "box 2: 4 appears 2 times, in r1c4 and r3c5",
            ]
        );
    }

    #[test]
    fn blanks_and_erased_givens() {
        let mut answer = grid(SOLUTION);
        answer.set(at(1, 1), 0); // a given
        answer.set(at(9, 9), 0); // a given
        answer.set(at(5, 5), 0); // not a given
        let problems = find_mistakes(&grid(PUZZLE), &answer);
        let texts: Vec<String> = problems.iter().map(Mistake::to_string).collect();
        assert_eq!(
            texts,
            [
                "r1c1: the given 5 was erased",
                "r9c9: the given 9 was erased",
                "r5c5: blank",
            ]
        );
        let json = serde_json::to_string(&MistakeJson::from(&problems[2])).unwrap();
        assert_eq!(
            json,
            r#"{"kind":"blank","cells":["r5c5"],"message":"r5c5: blank"}"#
        );
    }

    #[test]
    fn a_wrong_digit_that_clashes_with_nothing_is_named_against_the_solution() {
        let puzzle = grid(PUZZLE);
        let mut answer = puzzle;
        // r1c3 is 4 in the solution; 1 clashes with nothing in row 1, column 3 or box 1.
        answer.set(at(1, 3), 1);
        // The rules alone see blanks only.
        assert!(
            find_mistakes(&puzzle, &answer)
                .iter()
                .all(|p| p.kind() == "blank")
        );
        let key = Key::of(&puzzle, None).unwrap();
        assert_eq!(key.solutions, PuzzleSolutions::One);
        assert_eq!(key.solution, Some(grid(SOLUTION)));
        let problems = find_mistakes_with(&puzzle, &answer, &key);
        assert_eq!(
            problems.first(),
            Some(&Mistake::Wrong {
                cell: at(1, 3),
                solution: 4,
                found: 1
            })
        );
        assert!(problems[1..].iter().all(|p| p.kind() == "blank"));
        assert_eq!(
            problems[0].to_string(),
            "r1c3: 1 is not the solution's digit"
        );
        assert_eq!(problems[0].words(Lang::ZhCn), "r1c3：1 与答案不符");
        assert!(tally(&problems, Lang::En).starts_with("1 wrong digit, "));
    }

    #[test]
    fn a_solution_given_must_solve_the_puzzle() {
        let puzzle = grid(PUZZLE);
        let mut solution = grid(SOLUTION);
        solution.set(at(9, 9), 1);
        let err = Key::of(&puzzle, Some(&solution)).unwrap_err();
        assert_eq!(
            err.to_string(),
            "it is not a solution of the puzzle: r9c9: the given 9 was changed to 1"
        );
    }

    #[test]
    fn puzzles_with_no_or_several_solutions_are_held_to_the_rules() {
        let empty = Grid::empty();
        let several = Key::of(&empty, None).unwrap();
        assert_eq!(
            (several.solutions, several.solution),
            (PuzzleSolutions::Several, None)
        );
        let mut clash = grid(PUZZLE);
        clash.set(at(1, 3), 5);
        let none = Key::of(&clash, None).unwrap();
        assert_eq!(
            (none.solutions, none.solution),
            (PuzzleSolutions::None, None)
        );
        assert!(
            PuzzleSolutions::None
                .note(Lang::En)
                .unwrap()
                .contains("no solution")
        );
        // With a solution of the empty grid given, digits are held to it.
        let key = Key::of(&empty, Some(&grid(SOLUTION))).unwrap();
        assert_eq!(key.solutions, PuzzleSolutions::Several);
        let mut answer = Grid::empty();
        answer.set(at(1, 1), 1);
        let kinds: Vec<&str> = find_mistakes_with(&empty, &answer, &key)
            .iter()
            .map(Mistake::kind)
            .take(2)
            .collect();
        assert_eq!(kinds, ["wrong", "blank"]);
    }

    #[test]
    fn a_digit_three_times_lists_every_cell() {
        let mut answer = grid(SOLUTION);
        // Row 2 is 672195348: make c2 and c3 into 6 as well.
        answer.set(at(2, 2), 6);
        answer.set(at(2, 3), 6);
        let problems = find_mistakes(&grid(PUZZLE), &answer);
        assert!(
            problems
                .iter()
                .any(|p| p.to_string() == "row 2: 6 appears 3 times, in r2c1, r2c2 and r2c3")
        );
    }
}

//! The puzzles built into sudotrace, known by a name that works anywhere
//! (`sudotrace solve leetcode37`): the LeetCode 37 example the articles and the docs use,
//! the puzzle built against the row-by-row search, and a few famous hard ones readers meet
//! in articles about Sudoku solvers. Kept small: a puzzle set is a file.

/// A puzzle built into sudotrace, and what it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Named {
    /// The name a command takes in place of a file: lower case, words joined by `-`.
    pub name: &'static str,
    /// The puzzle, 81 characters with `.` for a blank.
    pub puzzle: &'static str,
    /// What it is and where it comes from, for the documentation.
    pub about: &'static str,
}

/// Every built-in puzzle, the easiest search first.
pub const NAMED: [Named; 5] = [
    Named {
        name: "leetcode37",
        puzzle: crate::LEETCODE_37,
        about: "the example of LeetCode problem 37, \"Sudoku Solver\": 37,652 tries row by row",
    },
    Named {
        name: "ai-escargot",
        puzzle: "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..",
        about: "Arto Inkala's \"AI Escargot\" (2006): 80,491 tries row by row",
    },
    Named {
        name: "inkala-2012",
        puzzle: "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
        about: "Arto Inkala's \"world's hardest Sudoku\" (2012): 445,778 tries row by row",
    },
    Named {
        name: "easter-monster",
        puzzle: "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1",
        about: "the Sudoku players' forum's \"Easter Monster\": 2,357,880 tries row by row",
    },
    Named {
        name: "brute-force",
        puzzle: "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9",
        about: "built against the row-by-row search, its givens where it tries every digit \
                before the right one (Wikipedia's example): 622,577,597 tries, \
                1,314,330,446 events",
    },
];

/// The built-in puzzle of this name, whatever its letters' case.
pub fn find(name: &str) -> Option<&'static Named> {
    NAMED
        .iter()
        .find(|named| named.name.eq_ignore_ascii_case(name))
}

/// The built-in puzzle whose givens `grid` holds, however it was given (by its name or
/// by its digits): what titles call it.
pub fn of_grid(grid: &crate::puzzle::grid::Grid) -> Option<&'static Named> {
    let line = grid.to_line();
    NAMED.iter().find(|named| named.puzzle == line)
}

/// Every built-in name, in the order of [`NAMED`], as a list in messages and help:
/// `leetcode37, ai-escargot, ...`.
pub fn names() -> String {
    NAMED.map(|named| named.name).join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::parse::parse_puzzle_text;
    use crate::search::{NullSink, Search, Strategy};

    #[test]
    fn a_grid_of_a_built_in_puzzle_is_known_by_its_name() {
        for named in NAMED {
            let grid = parse_puzzle_text(named.puzzle).unwrap();
            assert_eq!(of_grid(&grid), Some(&named));
        }
        let other = parse_puzzle_text(&crate::LEETCODE_37.replacen('5', ".", 1)).unwrap();
        assert_eq!(of_grid(&other), None);
    }

    #[test]
    fn every_name_is_a_puzzle_with_one_solution_and_the_tries_it_says() {
        for named in NAMED {
            let grid = parse_puzzle_text(named.puzzle).unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(named.name, named.name.to_ascii_lowercase());
            assert!(!named.name.contains([' ', '_', '/', '.']), "{}", named.name);
            // The brute-force puzzle's 622,577,597 tries are measured in the benches.
            if named.name == "brute-force" {
                continue;
            }
            let run = Search::new(Strategy::NAIVE).run(&grid, &mut NullSink);
            let tries = crate::numbers::thousands(run.end.stats.tries);
            assert!(
                named.about.contains(&format!("{tries} tries")),
                "{}: {tries} tries",
                named.name
            );
        }
    }

    #[test]
    fn names_are_found_whatever_their_case() {
        assert_eq!(
            find("LeetCode37").map(|n| n.puzzle),
            Some(crate::LEETCODE_37)
        );
        assert_eq!(find("brute-force").map(|n| n.name), Some("brute-force"));
        assert_eq!(find("leetcode"), None);
        assert!(names().starts_with("leetcode37, ai-escargot"));
    }
}

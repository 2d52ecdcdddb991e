//! The fast solver behind every "exactly one solution" claim: a solution counter that
//! stops as soon as it has found as many solutions as asked (two, to tell "unique"
//! from "several"), and the random filler that makes the full grids puzzles are cut
//! from.
//!
//! It is not the instrumented search of [`sudotrace_core::search`]: candidates are kept as bit
//! masks per row, column and box, and the search always branches on the blank with
//! the fewest candidates (the first such blank it meets, so the search is
//! deterministic), placing forced digits without branching.

use sudotrace_core::puzzle::grid::{CELLS, Cell, Grid, UNITS_OF, UnitDigits};

use sudotrace_core::random::Random;

/// How many solutions a puzzle has, counted up to a limit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Solutions {
    /// No solution at all (this includes givens that break the rules).
    None,
    /// Exactly one solution, which is given.
    One(Grid),
    /// At least the limit asked for (at least two when the limit is 2).
    AtLeast(usize),
}

impl Solutions {
    /// The solution, when it is the only one.
    pub fn unique(&self) -> Option<Grid> {
        match self {
            Solutions::One(grid) => Some(*grid),
            _ => None,
        }
    }
}

/// The board as the fast search keeps it.
#[derive(Clone)]
struct Board {
    cells: [u8; CELLS],
    digits: UnitDigits,
    /// Blank cells; `blanks[depth..len]` are still to fill.
    blanks: [u8; CELLS],
    len: usize,
}

impl Board {
    /// The board of `grid`, or `None` when its givens break the rules.
    fn of(grid: &Grid) -> Option<Board> {
        let mut board = Board {
            cells: *grid.digits(),
            digits: UnitDigits::default(),
            blanks: [0; CELLS],
            len: 0,
        };
        for cell in Grid::all_cells() {
            let digit = grid.get(cell);
            if digit == 0 {
                board.blanks[board.len] = cell.index() as u8;
                board.len += 1;
                continue;
            }
            if board.digits.candidates(cell) & 1 << digit == 0 {
                return None;
            }
            board.digits.enter(UNITS_OF[cell.index()], digit);
        }
        Some(board)
    }

    /// The digits `cell` may take, bit `d` for digit `d`.
    #[inline(always)]
    fn candidates(&self, cell: usize) -> u16 {
        self.digits.candidates(Cell::at(cell as u8))
    }

    #[inline(always)]
    fn place(&mut self, cell: usize, digit: u8) {
        self.digits.enter(UNITS_OF[cell], digit);
        self.cells[cell] = digit;
    }

    #[inline(always)]
    fn erase(&mut self, cell: usize, digit: u8) {
        self.digits.leave(UNITS_OF[cell], digit);
        self.cells[cell] = 0;
    }

    fn grid(&self) -> Grid {
        Grid::from_digits(self.cells).expect("digits 0-9")
    }
}

/// The order in which the digits of a blank are tried.
trait Order {
    /// Write the digits of `mask` into `out` in the order to try them; returns how many.
    fn order(&mut self, mask: u16, out: &mut [u16; 9]) -> usize;
}

/// Ascending digits: the counter's order (any order counts the same).
struct Ascending;

impl Order for Ascending {
    #[inline(always)]
    fn order(&mut self, mut mask: u16, out: &mut [u16; 9]) -> usize {
        let mut n = 0;
        while mask != 0 {
            let bit = mask & mask.wrapping_neg();
            out[n] = bit;
            n += 1;
            mask ^= bit;
        }
        n
    }
}

/// Ascending digits shuffled with the puzzle's draws: the filler's order.
struct Shuffled<'a>(&'a mut Random);

impl Order for Shuffled<'_> {
    fn order(&mut self, mask: u16, out: &mut [u16; 9]) -> usize {
        let n = Ascending.order(mask, out);
        self.0.shuffle(&mut out[..n]);
        n
    }
}

/// A depth-first search over `board`, stopping once `limit` solutions are found.
struct Search<O> {
    board: Board,
    order: O,
    limit: usize,
    found: usize,
    first: Option<Grid>,
}

impl<O: Order> Search<O> {
    /// Fill `blanks[depth..]`; true when the search should stop (limit reached).
    fn fill(&mut self, depth: usize) -> bool {
        if depth == self.board.len {
            self.found += 1;
            if self.found == 1 {
                self.first = Some(self.board.grid());
            }
            return self.found >= self.limit;
        }
        // The blank with the fewest candidates, the first one met on a tie.
        let mut best = depth;
        let mut best_mask = 0;
        let mut best_count = u32::MAX;
        for i in depth..self.board.len {
            let mask = self.board.candidates(self.board.blanks[i] as usize);
            let count = mask.count_ones();
            if count < best_count {
                best = i;
                best_mask = mask;
                best_count = count;
                if count <= 1 {
                    break;
                }
            }
        }
        if best_count == 0 {
            return false;
        }
        self.board.blanks.swap(depth, best);
        let cell = self.board.blanks[depth] as usize;
        let mut digits = [0u16; 9];
        let n = self.order.order(best_mask, &mut digits);
        for &bit in &digits[..n] {
            let digit = bit.trailing_zeros() as u8;
            self.board.place(cell, digit);
            let stop = self.fill(depth + 1);
            self.board.erase(cell, digit);
            if stop {
                return true;
            }
        }
        false
    }
}

/// Count the solutions of `puzzle`, stopping at `limit` (at least 1; use 2 to prove a
/// puzzle unique).
pub fn count_solutions(puzzle: &Grid, limit: usize) -> Solutions {
    let limit = limit.max(1);
    let Some(board) = Board::of(puzzle) else {
        return Solutions::None;
    };
    let mut search = Search {
        board,
        order: Ascending,
        limit,
        found: 0,
        first: None,
    };
    search.fill(0);
    match (search.found, search.first) {
        (0, _) => Solutions::None,
        (1, Some(grid)) if limit > 1 => Solutions::One(grid),
        (found, _) => Solutions::AtLeast(found),
    }
}

/// Whether `puzzle` has exactly one solution.
pub(crate) fn is_unique(puzzle: &Grid) -> bool {
    matches!(count_solutions(puzzle, 2), Solutions::One(_))
}

/// A full, valid grid chosen at random: the same search on an empty board, trying the
/// digits of each blank in a shuffled order. Backtracking search is exhaustive and
/// the empty board has solutions, so this always ends with a grid, without retries.
pub(crate) fn random_full_grid(random: &mut Random) -> Grid {
    let board = Board::of(&Grid::empty()).expect("the empty grid breaks no rule");
    let mut search = Search {
        board,
        order: Shuffled(random),
        limit: 1,
        found: 0,
        first: None,
    };
    search.fill(0);
    search.first.expect("the empty grid has solutions")
}

#[cfg(test)]
mod tests {
    use super::*;
    use sudotrace_core::puzzle::parse::parse_puzzle_text;

    fn grid(text: &str) -> Grid {
        parse_puzzle_text(text).unwrap()
    }

    const PUZZLE: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    const SOLUTION: &str =
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

    #[test]
    fn a_unique_puzzle_has_one_solution() {
        assert_eq!(
            count_solutions(&grid(PUZZLE), 2),
            Solutions::One(grid(SOLUTION))
        );
        assert!(is_unique(&grid(PUZZLE)));
        assert_eq!(
            count_solutions(&grid(SOLUTION), 2),
            Solutions::One(grid(SOLUTION))
        );
    }

    #[test]
    fn counting_stops_at_the_limit() {
        assert_eq!(count_solutions(&Grid::empty(), 2), Solutions::AtLeast(2));
        assert_eq!(count_solutions(&Grid::empty(), 5), Solutions::AtLeast(5));
        // A solved grid with all but one cell of a row blanked: still unique.
        let mut open = grid(SOLUTION);
        for c in 1..=8 {
            open.set(
                sudotrace_core::puzzle::grid::Cell::from_rc(1, c).unwrap(),
                0,
            );
        }
        assert!(is_unique(&open));
    }

    #[test]
    fn no_solution_is_told_apart() {
        // r1c3 can hold nothing: 1-8 in its row, 9 in its column.
        let mut puzzle = Grid::empty();
        for (c, d) in [1, 2, 4, 5, 6, 7, 8, 9].iter().zip(1..=8u8) {
            puzzle.set(
                sudotrace_core::puzzle::grid::Cell::from_rc(1, *c).unwrap(),
                d,
            );
        }
        puzzle.set(
            sudotrace_core::puzzle::grid::Cell::from_rc(5, 3).unwrap(),
            9,
        );
        assert_eq!(count_solutions(&puzzle, 2), Solutions::None);
        let mut clash = Grid::empty();
        clash.set(
            sudotrace_core::puzzle::grid::Cell::from_rc(1, 1).unwrap(),
            4,
        );
        clash.set(
            sudotrace_core::puzzle::grid::Cell::from_rc(9, 1).unwrap(),
            4,
        );
        assert_eq!(count_solutions(&clash, 2), Solutions::None);
    }

    #[test]
    fn random_grids_are_valid_and_differ() {
        let a = random_full_grid(&mut Random::for_puzzle(1, 0));
        let b = random_full_grid(&mut Random::for_puzzle(1, 1));
        assert!(a.is_complete() && a.first_clash().is_none());
        assert!(b.is_complete() && b.first_clash().is_none());
        assert_ne!(a, b);
        assert_eq!(a, random_full_grid(&mut Random::for_puzzle(1, 0)));
    }
}

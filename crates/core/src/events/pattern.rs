//! The patterns that let a search take candidates away without a guess, as human
//! solvers learn them (SudokuWiki's and HoDoKu's names): pointing and claiming (locked
//! candidates), naked and hidden pairs. Each rule is written here once: whether a
//! pattern holds on a board's candidates and what it takes away ([`Pattern::effect`]),
//! which the replay checks every `eliminate` event by, and the first pattern a search
//! finds ([`first_elimination`]), which the strategies' rules and their untraced loop
//! both call. docs/strategies.md says the same in words.

use crate::lang::{Lang, Text};
use crate::puzzle::grid::{ALL_DIGITS, CELLS, Cell, PADDED_CELLS, UNIT_CELLS, Unit};

/// A row, a column or a box, by its kind and its number from 0.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct House {
    /// A row, a column or a box.
    pub unit: Unit,
    /// Which one, 0 to 8 (boxes in reading order).
    pub index: u8,
}

impl House {
    /// The house of kind `unit` numbered `index` (0 to 8), if there is one.
    pub fn new(unit: Unit, index: u8) -> Option<House> {
        (index < 9).then_some(House { unit, index })
    }

    /// Its number among the 27 ([`crate::puzzle::grid::UNITS`] numbering).
    pub fn number(self) -> usize {
        self.unit as usize * 9 + self.index as usize
    }

    /// Its nine cells in the unit's order: a row left to right, a column top to bottom, a
    /// box in reading order.
    pub fn cells(self) -> [Cell; 9] {
        UNIT_CELLS[self.number()].map(Cell::at)
    }

    /// Whether `cell` lies in it.
    pub fn contains(self, cell: Cell) -> bool {
        let index = match self.unit {
            Unit::Row => cell.row(),
            Unit::Col => cell.col(),
            Unit::Box => cell.row() / 3 * 3 + cell.col() / 3,
        };
        index == self.index as usize
    }

    /// The house in words: `row 3`, `box 2`, `第 3 行`.
    pub fn words(self, lang: Lang) -> String {
        lang.fill(
            match self.unit {
                Unit::Row => Text::HouseRow,
                Unit::Col => Text::HouseColumn,
                Unit::Box => Text::HouseBox,
            },
            &[("n", &(self.index + 1))],
        )
    }

    /// The cells of the house, bit `i` for cell `i`.
    fn cell_bits(self) -> u128 {
        UNIT_CELLS[self.number()]
            .iter()
            .fold(0, |bits, &i| bits | 1u128 << i)
    }

    /// Where `cell` stands in the house's order, 0 to 8, if it lies in it.
    pub fn position_of(self, cell: Cell) -> Option<usize> {
        UNIT_CELLS[self.number()]
            .iter()
            .position(|&i| i as usize == cell.index())
    }

    /// Whether the box `block` and this row or column cross.
    fn crosses(self, block: House) -> bool {
        match self.unit {
            Unit::Row => self.index / 3 == block.index / 3,
            Unit::Col => self.index / 3 == block.index % 3,
            Unit::Box => false,
        }
    }
}

/// The rules that take candidates away.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Rule {
    /// A digit's places in a box all lie in one row or column: the rest of the line
    /// loses it (locked candidates, type 1).
    Pointing,
    /// A digit's places in a row or column all lie in one box: the rest of the box loses
    /// it (locked candidates, type 2; box/line reduction).
    Claiming,
    /// Two cells of a unit with the same two candidates: the rest of the unit loses both.
    NakedPair,
    /// Two digits with the same two places in a unit: those cells lose every other
    /// candidate.
    HiddenPair,
}

impl crate::names::Named for Rule {
    const ALL: &'static [Rule] = &Rule::ALL;
    fn name(self) -> &'static str {
        Rule::name(self)
    }
}

impl Rule {
    /// Every rule, in the order a search looks for them.
    pub const ALL: [Rule; 4] = [
        Rule::Pointing,
        Rule::Claiming,
        Rule::NakedPair,
        Rule::HiddenPair,
    ];

    /// The name in trace files: `pointing`, `claiming`, `naked-pair`, `hidden-pair`.
    pub fn name(self) -> &'static str {
        match self {
            Rule::Pointing => "pointing",
            Rule::Claiming => "claiming",
            Rule::NakedPair => "naked-pair",
            Rule::HiddenPair => "hidden-pair",
        }
    }

    /// The rule [`name`](Rule::name) gives `name` for.
    pub fn from_name(name: &str) -> Option<Rule> {
        <Rule as crate::names::Named>::from_name(name)
    }

    /// The rule's name in words, as solvers call it: `pointing`, `区块摒除`.
    pub fn words(self, lang: Lang) -> &'static str {
        lang.text(match self {
            Rule::Pointing => Text::RulePointing,
            Rule::Claiming => Text::RuleClaiming,
            Rule::NakedPair => Text::RuleNakedPair,
            Rule::HiddenPair => Text::RuleHiddenPair,
        })
    }
}

/// One pattern that takes candidates away: its rule and what it is made of.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Pattern {
    /// `digit`'s places in the box `block` all lie in `line`.
    Pointing {
        /// The digit.
        digit: u8,
        /// The box.
        block: House,
        /// The row or column its places lie in.
        line: House,
    },
    /// `digit`'s places in `line` all lie in the box `block`.
    Claiming {
        /// The digit.
        digit: u8,
        /// The row or column.
        line: House,
        /// The box its places lie in.
        block: House,
    },
    /// `cells` of `house` have the two candidates `digits` and no other.
    NakedPair {
        /// The unit.
        house: House,
        /// The two cells, in the unit's order.
        cells: [Cell; 2],
        /// Their two candidates, smaller first.
        digits: [u8; 2],
    },
    /// `digits` have the two places `cells` in `house`, and no other.
    HiddenPair {
        /// The unit.
        house: House,
        /// The two cells, in the unit's order.
        cells: [Cell; 2],
        /// The two digits, smaller first.
        digits: [u8; 2],
    },
}

/// What an elimination takes away: each cell's digits, at most seven cells.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Removal {
    entries: [(u8, u16); 7],
    len: u8,
}

impl Removal {
    /// Each cell and the digits it loses (bit `d` for digit `d`), cells in reading order
    /// within the pattern's unit order.
    pub fn cells(&self) -> impl Iterator<Item = (Cell, u16)> + '_ {
        self.entries[..self.len as usize]
            .iter()
            .map(|&(index, digits)| (Cell::at(index), digits))
    }

    /// How many candidates it takes.
    pub fn candidates(&self) -> u32 {
        self.cells().map(|(_, digits)| digits.count_ones()).sum()
    }

    /// Whether it takes nothing.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    fn push(&mut self, cell: usize, digits: u16) {
        self.entries[self.len as usize] = (cell as u8, digits);
        self.len += 1;
    }
}

/// Why a pattern does not hold on the board's candidates.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Unmet {
    /// The line and the box do not cross.
    DoNotCross {
        /// The row or column.
        line: House,
        /// The box.
        block: House,
    },
    /// The digit has no place in the house.
    NoPlace {
        /// The digit.
        digit: u8,
        /// The house.
        house: House,
    },
    /// A place of the digit in `house` lies outside `inside`.
    PlaceOutside {
        /// The digit.
        digit: u8,
        /// The house.
        house: House,
        /// The place outside.
        cell: Cell,
        /// The house all its places should lie in.
        inside: House,
    },
    /// A cell of the pair is not in the house, or both are the same cell.
    NotInHouse {
        /// The cell.
        cell: Cell,
        /// The house.
        house: House,
    },
    /// A cell of a naked pair whose candidates are not the pair's digits.
    NotThePair {
        /// The cell.
        cell: Cell,
        /// Its candidates.
        has: u16,
    },
    /// A digit of a hidden pair whose places are not the pair's cells.
    NotThePlaces {
        /// The digit.
        digit: u8,
        /// How many places it has in the house.
        places: u8,
    },
    /// The two digits of the pair are the same, or not 1 to 9.
    BadDigits,
    /// The pattern holds but takes no candidate away.
    RemovesNothing,
}

impl Unmet {
    /// Why, in words in `lang`: `r2c4 can hold 5 in box 2 outside row 1`.
    pub fn words(&self, lang: Lang) -> String {
        match *self {
            Unmet::DoNotCross { line, block } => lang.fill(
                Text::UnmetDoNotCross,
                &[("line", &line.words(lang)), ("block", &block.words(lang))],
            ),
            Unmet::NoPlace { digit, house } => lang.fill(
                Text::UnmetNoPlace,
                &[("digit", &digit), ("house", &house.words(lang))],
            ),
            Unmet::PlaceOutside {
                digit,
                house,
                cell,
                inside,
            } => lang.fill(
                Text::UnmetPlaceOutside,
                &[
                    ("cell", &cell),
                    ("digit", &digit),
                    ("house", &house.words(lang)),
                    ("inside", &inside.words(lang)),
                ],
            ),
            Unmet::NotInHouse { cell, house } => lang.fill(
                Text::UnmetNotInHouse,
                &[("cell", &cell), ("house", &house.words(lang))],
            ),
            Unmet::NotThePair { cell, has } => lang.fill(
                Text::UnmetNotThePair,
                &[("cell", &cell), ("digits", &digits_words(has))],
            ),
            Unmet::NotThePlaces { digit, places } => lang.fill(
                Text::UnmetNotThePlaces,
                &[("digit", &digit), ("places", &places)],
            ),
            Unmet::BadDigits => lang.text(Text::UnmetBadDigits).to_string(),
            Unmet::RemovesNothing => lang.text(Text::UnmetRemovesNothing).to_string(),
        }
    }
}

/// Digits as a list: `1 2 7`, or `-` for none.
pub fn digits_words(digits: u16) -> String {
    let listed: Vec<String> = (1..=9)
        .filter(|d| digits & 1 << d != 0)
        .map(|d| d.to_string())
        .collect();
    match listed.is_empty() {
        true => "-".to_string(),
        false => listed.join(" "),
    }
}

/// The places of `digit` among `cells` of a house: bit `k` for the house's `k`th cell.
#[inline(always)]
fn places(candidates: &[u16; PADDED_CELLS], house: usize, digit: u8) -> u16 {
    let bit = 1u16 << digit;
    UNIT_CELLS[house]
        .iter()
        .enumerate()
        .fold(0, |places, (k, &i)| {
            places | ((candidates[i as usize] & bit != 0) as u16) << k
        })
}

impl Pattern {
    /// Its rule.
    pub fn rule(self) -> Rule {
        match self {
            Pattern::Pointing { .. } => Rule::Pointing,
            Pattern::Claiming { .. } => Rule::Claiming,
            Pattern::NakedPair { .. } => Rule::NakedPair,
            Pattern::HiddenPair { .. } => Rule::HiddenPair,
        }
    }

    /// The first cell the pattern names: the first cell where its line and box cross,
    /// or the first of a pair.
    pub fn cell(self) -> Cell {
        match self {
            Pattern::Pointing { block, line, .. } | Pattern::Claiming { line, block, .. } => {
                let cells = block.cell_bits() & line.cell_bits();
                Cell::at(cells.trailing_zeros() as u8)
            }
            Pattern::NakedPair { cells, .. } | Pattern::HiddenPair { cells, .. } => cells[0],
        }
    }

    /// The digit of a pointing or a claiming, the smaller of a pair's.
    pub fn digit(self) -> u8 {
        match self {
            Pattern::Pointing { digit, .. } | Pattern::Claiming { digit, .. } => digit,
            Pattern::NakedPair { digits, .. } | Pattern::HiddenPair { digits, .. } => digits[0],
        }
    }

    /// The digits it is about, bit `d` for digit `d`.
    pub fn digit_bits(self) -> u16 {
        match self {
            Pattern::Pointing { digit, .. } | Pattern::Claiming { digit, .. } => 1 << digit,
            Pattern::NakedPair { digits, .. } | Pattern::HiddenPair { digits, .. } => {
                1 << digits[0] | 1 << digits[1]
            }
        }
    }

    /// The units it names: the box then the line of a pointing, the line then the box
    /// of a claiming, a pair's one unit.
    pub fn houses(self) -> ([House; 2], usize) {
        match self {
            Pattern::Pointing { block, line, .. } => ([block, line], 2),
            Pattern::Claiming { line, block, .. } => ([line, block], 2),
            Pattern::NakedPair { house, .. } | Pattern::HiddenPair { house, .. } => {
                ([house, house], 1)
            }
        }
    }

    /// The cells that make the pattern on `candidates`: the digit's places where the
    /// line and the box cross, or the pair's two cells. Bit `i` for cell `i`.
    pub fn made_of(self, candidates: &[u16; PADDED_CELLS]) -> u128 {
        match self {
            Pattern::Pointing {
                digit, block, line, ..
            }
            | Pattern::Claiming {
                digit, line, block, ..
            } => {
                let bit = 1u16 << digit;
                (block.cell_bits() & line.cell_bits())
                    & (0..CELLS)
                        .filter(|&i| candidates[i] & bit != 0)
                        .fold(0u128, |bits, i| bits | 1 << i)
            }
            Pattern::NakedPair { cells, .. } | Pattern::HiddenPair { cells, .. } => {
                1u128 << cells[0].index() | 1u128 << cells[1].index()
            }
        }
    }

    /// What the pattern takes away from the board whose candidates are `candidates`
    /// (bit `d` for digit `d`, none for a filled cell), or why it does not hold: the
    /// one statement of each rule, which the replay checks events by and the search's
    /// finder keeps to.
    pub fn effect(self, candidates: &[u16; PADDED_CELLS]) -> Result<Removal, Unmet> {
        let removal = match self {
            Pattern::Pointing { digit, block, line } => {
                locked(candidates, digit, block, line, line, block)?
            }
            Pattern::Claiming { digit, line, block } => {
                locked(candidates, digit, line, block, block, line)?
            }
            Pattern::NakedPair {
                house,
                cells,
                digits,
            } => {
                let pair = pair_bits(digits)?;
                in_house(house, cells)?;
                for cell in cells {
                    let has = candidates[cell.index()];
                    if has != pair {
                        return Err(Unmet::NotThePair { cell, has });
                    }
                }
                let mut removal = Removal::default();
                for cell in house.cells() {
                    let has = candidates[cell.index()] & pair;
                    if has != 0 && !cells.contains(&cell) {
                        removal.push(cell.index(), has);
                    }
                }
                removal
            }
            Pattern::HiddenPair {
                house,
                cells,
                digits,
            } => {
                let pair = pair_bits(digits)?;
                let [first, second] = in_house(house, cells)?;
                let wanted = 1u16 << first | 1u16 << second;
                for digit in digits {
                    let found = places(candidates, house.number(), digit);
                    if found != wanted {
                        return Err(Unmet::NotThePlaces {
                            digit,
                            places: found.count_ones() as u8,
                        });
                    }
                }
                let mut removal = Removal::default();
                for cell in cells {
                    let other = candidates[cell.index()] & ALL_DIGITS & !pair;
                    if other != 0 {
                        removal.push(cell.index(), other);
                    }
                }
                removal
            }
        };
        match removal.is_empty() {
            true => Err(Unmet::RemovesNothing),
            false => Ok(removal),
        }
    }
}

/// The bits of a pair's two digits, if they are two digits 1 to 9, smaller first.
fn pair_bits([a, b]: [u8; 2]) -> Result<u16, Unmet> {
    match (1..=9).contains(&a) && (1..=9).contains(&b) && a < b {
        true => Ok(1 << a | 1 << b),
        false => Err(Unmet::BadDigits),
    }
}

/// The positions in `house` of a pair's two cells, if both lie in it, first before second.
fn in_house(house: House, cells: [Cell; 2]) -> Result<[usize; 2], Unmet> {
    let at = |cell: Cell| {
        house
            .position_of(cell)
            .ok_or(Unmet::NotInHouse { cell, house })
    };
    let (first, second) = (at(cells[0])?, at(cells[1])?);
    match first < second {
        true => Ok([first, second]),
        false => Err(Unmet::NotInHouse {
            cell: cells[1],
            house,
        }),
    }
}

/// Locked candidates: `digit`'s places in `house` all lie in `inside` (where the two
/// cross); `digit` leaves the cells of `target` outside `keep`.
fn locked(
    candidates: &[u16; PADDED_CELLS],
    digit: u8,
    house: House,
    inside: House,
    target: House,
    keep: House,
) -> Result<Removal, Unmet> {
    let (line, block) = match house.unit {
        Unit::Box => (inside, house),
        _ => (house, inside),
    };
    if block.unit != Unit::Box || line.unit == Unit::Box || !line.crosses(block) {
        return Err(Unmet::DoNotCross { line, block });
    }
    if !(1..=9).contains(&digit) {
        return Err(Unmet::BadDigits);
    }
    let bit = 1u16 << digit;
    let mut any = false;
    for cell in house.cells() {
        if candidates[cell.index()] & bit != 0 {
            any = true;
            if !inside.contains(cell) {
                return Err(Unmet::PlaceOutside {
                    digit,
                    house,
                    cell,
                    inside,
                });
            }
        }
    }
    if !any {
        return Err(Unmet::NoPlace { digit, house });
    }
    let mut removal = Removal::default();
    for cell in target.cells() {
        if !keep.contains(cell) && candidates[cell.index()] & bit != 0 {
            removal.push(cell.index(), bit);
        }
    }
    Ok(removal)
}

/// Every house's places of every digit, bit k for the house's kth cell: the rows' read
/// off the candidates without a branch, the columns' and boxes' rearranged from the
/// rows' (a search asks this at every position where no single is left).
#[inline(always)]
fn places_by_house(candidates: &[u16; PADDED_CELLS]) -> [[u16; 10]; 27] {
    let mut at = [[0u16; 10]; 27];
    for (row, places) in at.iter_mut().take(9).enumerate() {
        for k in 0..9 {
            let set = candidates[9 * row + k];
            for (digit, places) in places.iter_mut().enumerate().skip(1) {
                *places |= ((set >> digit) & 1) << k;
            }
        }
    }
    // Indexed by digit across three groups of houses, each read and written in turn.
    #[allow(clippy::needless_range_loop)]
    for digit in 1..10 {
        for row in 0..9 {
            let places = at[row][digit];
            for col in 0..9 {
                at[9 + col][digit] |= ((places >> col) & 1) << row;
            }
        }
        for band in 0..3 {
            for stack in 0..3 {
                let third = |row: usize| (at[3 * band + row][digit] >> (3 * stack)) & 0o7;
                at[18 + 3 * band + stack][digit] = third(0) | third(1) << 3 | third(2) << 6;
            }
        }
    }
    at
}

/// Which rules a search looks for, in its order.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Rules {
    /// Pointing.
    pub pointing: bool,
    /// Claiming.
    pub claiming: bool,
    /// Naked and hidden pairs.
    pub pairs: bool,
}

/// Bits 0 to 8 of a box's places in each of its rows (its columns: `COLUMN_OF_BOX`).
const ROW_OF_BOX: [u16; 3] = [0o007, 0o070, 0o700];
const COLUMN_OF_BOX: [u16; 3] = [0o111, 0o222, 0o444];

/// The first pattern of `rules` that holds on `candidates` and takes something away, in
/// the order docs/strategies.md gives (pointing, claiming, naked pairs, hidden pairs;
/// in each the smallest units, digits and cells first), with what it takes.
///
/// Inlined into its callers, so that the untraced search's copy compiled with the
/// processor's bit instructions counts bits with them.
#[inline(always)]
pub fn first_elimination(
    rules: Rules,
    candidates: &[u16; PADDED_CELLS],
) -> Option<(Pattern, Removal)> {
    let at = places_by_house(candidates);
    let found = |pattern: Pattern| pattern.effect(candidates).ok().map(|r| (pattern, r));
    if rules.pointing {
        for b in 0..9u8 {
            let block = House::new(Unit::Box, b).expect("box");
            for digit in 1..=9u8 {
                let here = at[block.number()][digit as usize];
                if here == 0 {
                    continue;
                }
                let lines = (0..3).map(|k| (Unit::Row, ROW_OF_BOX[k], b / 3 * 3 + k as u8));
                let columns = (0..3).map(|k| (Unit::Col, COLUMN_OF_BOX[k], b % 3 * 3 + k as u8));
                for (unit, within, index) in lines.chain(columns) {
                    // The line's places of the digit outside the box: where the box
                    // crosses it, a row's three columns or a column's three rows.
                    let crossing: u16 = match unit {
                        Unit::Row => 0o7 << (3 * (b % 3)),
                        _ => 0o7 << (3 * (b / 3)),
                    };
                    let line_places = at[unit as usize * 9 + index as usize][digit as usize];
                    if here & !within == 0 && line_places & !crossing != 0 {
                        let line = House::new(unit, index).expect("line");
                        if let Some(hit) = found(Pattern::Pointing { digit, block, line }) {
                            return Some(hit);
                        }
                    }
                }
            }
        }
    }
    if rules.claiming {
        for house in 0..18usize {
            let line = House::new(Unit::ALL[house / 9], (house % 9) as u8).expect("line");
            for digit in 1..=9u8 {
                let here = at[house][digit as usize];
                if here == 0 {
                    continue;
                }
                for third in 0..3u8 {
                    if here & !(0o7 << (3 * third)) == 0 {
                        let index = match line.unit {
                            Unit::Row => line.index / 3 * 3 + third,
                            _ => third * 3 + line.index / 3,
                        };
                        // The box's places of the digit off the line: the line is one of
                        // its rows (bits 3k..3k+2) or columns (bits k, k+3, k+6).
                        let on_line = match line.unit {
                            Unit::Row => ROW_OF_BOX[(line.index % 3) as usize],
                            _ => COLUMN_OF_BOX[(line.index % 3) as usize],
                        };
                        if at[18 + index as usize][digit as usize] & !on_line == 0 {
                            continue;
                        }
                        let block = House::new(Unit::Box, index).expect("box");
                        if let Some(hit) = found(Pattern::Claiming { digit, line, block }) {
                            return Some(hit);
                        }
                    }
                }
            }
        }
    }
    if rules.pairs {
        for number in 0..27usize {
            let house = House::new(Unit::ALL[number / 9], (number % 9) as u8).expect("unit");
            let cells = UNIT_CELLS[number];
            for x in 0..9 {
                let pair = candidates[cells[x] as usize] & ALL_DIGITS;
                if pair.count_ones() != 2 {
                    continue;
                }
                for y in x + 1..9 {
                    if candidates[cells[y] as usize] & ALL_DIGITS == pair {
                        let a = pair.trailing_zeros() as u8;
                        let others =
                            at[number][a as usize] | at[number][15 - pair.leading_zeros() as usize];
                        if others & !(1 << x | 1 << y) == 0 {
                            continue;
                        }
                        let b = 15 - pair.leading_zeros() as u8;
                        let pattern = Pattern::NakedPair {
                            house,
                            cells: [Cell::at(cells[x]), Cell::at(cells[y])],
                            digits: [a, b],
                        };
                        if let Some(hit) = found(pattern) {
                            return Some(hit);
                        }
                    }
                }
            }
        }
        for number in 0..27usize {
            let house = House::new(Unit::ALL[number / 9], (number % 9) as u8).expect("unit");
            let places = &at[number];
            for a in 1..=9u8 {
                let two = places[a as usize];
                if two.count_ones() != 2 {
                    continue;
                }
                for b in a + 1..=9 {
                    if places[b as usize] == two {
                        let first = two.trailing_zeros() as usize;
                        let second = 15 - two.leading_zeros() as usize;
                        let cells = UNIT_CELLS[number];
                        let both =
                            candidates[cells[first] as usize] | candidates[cells[second] as usize];
                        if both & ALL_DIGITS & !(1 << a | 1 << b) == 0 {
                            continue;
                        }
                        let pattern = Pattern::HiddenPair {
                            house,
                            cells: [Cell::at(cells[first]), Cell::at(cells[second])],
                            digits: [a, b],
                        };
                        if let Some(hit) = found(pattern) {
                            return Some(hit);
                        }
                    }
                }
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every candidate everywhere but where `set` says.
    fn board(set: &[(usize, u16)]) -> [u16; PADDED_CELLS] {
        let mut candidates = [0u16; PADDED_CELLS];
        candidates[..CELLS].fill(ALL_DIGITS);
        for &(i, digits) in set {
            candidates[i] = digits;
        }
        candidates
    }

    #[test]
    fn a_pointing_pair_takes_the_digit_from_the_rest_of_its_row() {
        // 5 only in r1c1 and r1c2 of box 1.
        let no5 = ALL_DIGITS & !(1 << 5);
        let candidates = board(&[
            (2, no5),
            (9, no5),
            (10, no5),
            (11, no5),
            (18, no5),
            (19, no5),
            (20, no5),
        ]);
        let block = House::new(Unit::Box, 0).unwrap();
        let line = House::new(Unit::Row, 0).unwrap();
        let removal = Pattern::Pointing {
            digit: 5,
            block,
            line,
        }
        .effect(&candidates)
        .unwrap();
        let cells: Vec<usize> = removal.cells().map(|(c, _)| c.index()).collect();
        assert_eq!(cells, vec![3, 4, 5, 6, 7, 8]);
        let column = House::new(Unit::Col, 0).unwrap();
        assert_eq!(
            Pattern::Pointing {
                digit: 5,
                block,
                line: column
            }
            .effect(&candidates),
            Err(Unmet::PlaceOutside {
                digit: 5,
                house: block,
                cell: Cell::at(1),
                inside: column
            })
        );
        let rules = Rules {
            pointing: true,
            claiming: false,
            pairs: false,
        };
        let (found, _) = first_elimination(rules, &candidates).unwrap();
        assert_eq!(
            found,
            Pattern::Pointing {
                digit: 5,
                block,
                line
            }
        );
    }

    #[test]
    fn a_line_and_a_box_that_do_not_cross_are_refused() {
        let candidates = board(&[]);
        let pattern = Pattern::Claiming {
            digit: 1,
            line: House::new(Unit::Row, 6).unwrap(),
            block: House::new(Unit::Box, 0).unwrap(),
        };
        assert!(matches!(
            pattern.effect(&candidates),
            Err(Unmet::DoNotCross { .. })
        ));
    }
}

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
    /// The pair of rule `rule` (a naked pair for [`Rule::NakedPair`], else a hidden pair)
    /// in `house`, of `cells` and `digits`.
    pub fn pair(rule: Rule, house: House, cells: [Cell; 2], digits: [u8; 2]) -> Pattern {
        match rule {
            Rule::NakedPair => Pattern::NakedPair {
                house,
                cells,
                digits,
            },
            _ => Pattern::HiddenPair {
                house,
                cells,
                digits,
            },
        }
    }

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

impl Rules {
    /// No rule.
    pub const NONE: Rules = Rules {
        pointing: false,
        claiming: false,
        pairs: false,
    };
    /// Pointing and claiming (SudokuWiki's intersection removal), without pairs.
    pub const INTERSECTIONS: Rules = Rules {
        pointing: true,
        claiming: true,
        pairs: false,
    };
    /// Every rule.
    pub const ALL: Rules = Rules {
        pointing: true,
        claiming: true,
        pairs: true,
    };
}

/// Each digit's candidate cells, bit `i` for cell `i` (slot 0 unused): the form every
/// rule below is read off, a unit at a time or the whole board at once.
pub(crate) type DigitCells = [u128; 10];

/// [`DigitCells`] of every cell's candidates: sixteen cells at a time, each digit's bit
/// moved to the top of its sixteen-bit slot and the slots' tops gathered.
#[inline(always)]
pub(crate) fn digit_cells(candidates: &[u16; PADDED_CELLS]) -> DigitCells {
    let mut cells = [0u128; 10];
    #[cfg(target_arch = "x86_64")]
    {
        use std::arch::x86_64::{
            __m128i, _mm_cvtsi32_si128, _mm_loadu_si128, _mm_movemask_epi8, _mm_packs_epi16,
            _mm_sll_epi16,
        };
        for piece in 0..PADDED_CELLS / 16 {
            // SAFETY: SSE2 is part of every x86-64 processor, and each load reads eight
            // slots within `candidates`.
            unsafe {
                let at = candidates.as_ptr().add(16 * piece).cast::<__m128i>();
                let (low, high) = (_mm_loadu_si128(at), _mm_loadu_si128(at.add(1)));
                for (digit, cells) in cells.iter_mut().enumerate().skip(1) {
                    let shift = _mm_cvtsi32_si128(15 - digit as i32);
                    // Signed packing keeps each slot's sign: the digit's bit.
                    let tops =
                        _mm_packs_epi16(_mm_sll_epi16(low, shift), _mm_sll_epi16(high, shift));
                    *cells |= u128::from(_mm_movemask_epi8(tops) as u16) << (16 * piece);
                }
            }
        }
    }
    #[cfg(not(target_arch = "x86_64"))]
    for (i, &set) in candidates.iter().enumerate().take(CELLS) {
        for (digit, cells) in cells.iter_mut().enumerate().skip(1) {
            *cells |= u128::from((set >> digit) & 1) << i;
        }
    }
    cells
}

/// The cells in both the rows and the columns given (bit `k` for row or column `k`),
/// as bits.
const fn cells_where(rows: u16, columns: u16) -> u128 {
    let mut cells = 0u128;
    let mut i = 0;
    while i < CELLS {
        if rows >> (i / 9) & 1 == 1 && columns >> (i % 9) & 1 == 1 {
            cells |= 1 << i;
        }
        i += 1;
    }
    cells
}

/// Every row or column; the first of each three.
const EVERY: u16 = 0o777;
const FIRST_OF_THREE: u16 = 0o111;

/// Each unit's cells as bits, in unit order (rows, columns, boxes).
const UNIT_BITS: [u128; 27] = {
    let mut units = [0u128; 27];
    let mut u = 0;
    while u < 27 {
        let mut k = 0;
        while k < 9 {
            units[u] |= 1 << UNIT_CELLS[u][k];
            k += 1;
        }
        u += 1;
    }
    units
};

/// The first cell of each row's three minirows (the cells of a row within a box).
const MINIROW_STARTS: u128 = cells_where(EVERY, FIRST_OF_THREE);
/// The first cell of each column's three minicolumns (a column's cells within a box).
const MINICOLUMN_STARTS: u128 = cells_where(FIRST_OF_THREE, EVERY);
/// Each box's top left cell.
const TOP_LEFTS: u128 = cells_where(FIRST_OF_THREE, FIRST_OF_THREE);
/// The first column's cells, one a row.
const FIRST_COLUMN: u128 = cells_where(EVERY, 1);
/// The first row's cells, one a column.
const FIRST_ROW: u128 = cells_where(1, EVERY);

/// Each box's minirow starts (its three rows, top first) and minicolumn starts (its
/// three columns, left first).
const BOX_MINIROWS: [u128; 9] = {
    let mut boxes = [0u128; 9];
    let mut b = 0;
    while b < 9 {
        let mut k = 0;
        while k < 3 {
            boxes[b] |= 1 << ((b / 3 * 3 + k) * 9 + b % 3 * 3);
            k += 1;
        }
        b += 1;
    }
    boxes
};
const BOX_MINICOLUMNS: [u128; 9] = {
    let mut boxes = [0u128; 9];
    let mut b = 0;
    while b < 9 {
        boxes[b] = 0b111 << (b / 3 * 27 + b % 3 * 3);
        b += 1;
    }
    boxes
};

/// Of three sets of flags, those in the first alone.
#[inline(always)]
fn alone(first: u128, second: u128, third: u128) -> u128 {
    first & !second & !third
}

/// Of three sets of flags, those in two or more.
#[inline(always)]
fn in_two(a: u128, b: u128, c: u128) -> u128 {
    (a & b) | (a & c) | (b & c)
}

/// Where one digit's locked candidates take something, for the whole board at once,
/// each as a flag on a cell of the line it concerns:
///
/// - `pointing_rows`: on each row's minirow start, where the box of that minirow has
///   the digit in this row alone and the row has it elsewhere too; `pointing_columns`
///   the same on each column's minicolumn start;
/// - `claiming_rows`: on each row's minirow start, where the row has the digit in that
///   minirow alone and its box has it in another row too; `claiming_columns` likewise.
///
/// Minirows holding the digit are flagged on their first cell; a box's three are
/// lined up on its top left cell (shifting a row up, two rows up), and a row's three
/// on its first cell (shifting a box left, two boxes left). Columns the same way.
#[derive(Clone, Copy, Default)]
struct Locked {
    pointing_rows: u128,
    pointing_columns: u128,
    claiming_rows: u128,
    claiming_columns: u128,
}

impl Locked {
    #[inline(always)]
    fn of(places: u128) -> Locked {
        let minirows = (places | places >> 1 | places >> 2) & MINIROW_STARTS;
        let [a, b, c] = [0, 9, 18].map(|up| minirows >> up & TOP_LEFTS);
        let [f, g, h] = [0, 3, 6].map(|left| minirows >> left & FIRST_COLUMN);
        let row_twice = in_two(f, g, h);
        let pointing_rows = (alone(a, b, c) | alone(b, a, c) << 9 | alone(c, a, b) << 18)
            & (row_twice | row_twice << 3 | row_twice << 6);
        let claiming_rows = (alone(f, g, h) | alone(g, f, h) << 3 | alone(h, f, g) << 6)
            & ((b | c) | (a | c) << 9 | (a | b) << 18);

        let minicolumns = (places | places >> 9 | places >> 18) & MINICOLUMN_STARTS;
        let [a, b, c] = [0, 1, 2].map(|left| minicolumns >> left & TOP_LEFTS);
        let [f, g, h] = [0, 27, 54].map(|up| minicolumns >> up & FIRST_ROW);
        let column_twice = in_two(f, g, h);
        let pointing_columns = (alone(a, b, c) | alone(b, a, c) << 1 | alone(c, a, b) << 2)
            & (column_twice | column_twice << 27 | column_twice << 54);
        let claiming_columns = (alone(f, g, h) | alone(g, f, h) << 27 | alone(h, f, g) << 54)
            & ((b | c) | (a | c) << 1 | (a | b) << 2);
        Locked {
            pointing_rows,
            pointing_columns,
            claiming_rows,
            claiming_columns,
        }
    }
}

/// The set bits of `bits`, lowest first.
#[inline(always)]
fn each_bit(mut bits: u128) -> impl Iterator<Item = u32> {
    std::iter::from_fn(move || {
        let bit = (bits != 0).then(|| bits.trailing_zeros())?;
        bits &= bits - 1;
        Some(bit)
    })
}

/// Bit `u` for each unit (unit order) where `places` holds exactly two cells.
#[inline(always)]
fn units_with_two(places: u128) -> u32 {
    let mut units = 0u32;
    // The columns' counts, summed row after row a bit per column: seen once, twice,
    // more.
    let (mut once, mut twice, mut more) = (0u32, 0u32, 0u32);
    for row in 0..9 {
        let line = (places >> (9 * row)) as u32 & 0x1ff;
        units |= ((line.count_ones() == 2) as u32) << row;
        more |= twice & line;
        twice |= once & line;
        once |= line;
    }
    units |= (twice & !more) << 9;
    for band in 0..3 {
        let rows = (places >> (27 * band)) as u32;
        for stack in 0..3 {
            let block = rows & 0o7_007_007 << (3 * stack);
            units |= ((block.count_ones() == 2) as u32) << (18 + 3 * band + stack);
        }
    }
    units
}

/// The first pattern of `rules` that holds on `candidates` and takes something away, in
/// the order docs/strategies.md gives (pointing, claiming, naked pairs, hidden pairs;
/// in each the smallest units, digits and cells first), with what it takes.
///
/// Each rule is looked for on the whole board at once, a digit at a time, from each
/// digit's cells as bits; only where one holds does the order of units and digits pick
/// the first. Inlined into its callers, so that the untraced search's copy compiled
/// with the processor's bit instructions counts bits with them.
#[inline(always)]
pub fn first_elimination(
    rules: Rules,
    candidates: &[u16; PADDED_CELLS],
) -> Option<(Pattern, Removal)> {
    first_elimination_with(rules, candidates, &digit_cells(candidates))
}

/// [`first_elimination`] given each digit's cells too (which the untraced search keeps
/// up to date as it goes, rather than gathering them at each look).
#[inline(always)]
pub(crate) fn first_elimination_with(
    rules: Rules,
    candidates: &[u16; PADDED_CELLS],
    cells: &DigitCells,
) -> Option<(Pattern, Removal)> {
    let found = |pattern: Pattern| pattern.effect(candidates).ok().map(|r| (pattern, r));
    let house = |number: usize| House::new(Unit::ALL[number / 9], (number % 9) as u8);
    if rules.pointing || rules.claiming {
        let mut locked = [Locked::default(); 10];
        let mut any = Locked::default();
        for digit in 1..10 {
            let of = Locked::of(cells[digit]);
            locked[digit] = of;
            any.pointing_rows |= of.pointing_rows;
            any.pointing_columns |= of.pointing_columns;
            any.claiming_rows |= of.claiming_rows;
            any.claiming_columns |= of.claiming_columns;
        }
        if rules.pointing && any.pointing_rows | any.pointing_columns != 0 {
            for b in 0..9 {
                let (rows, columns) = (BOX_MINIROWS[b], BOX_MINICOLUMNS[b]);
                if (any.pointing_rows & rows) | (any.pointing_columns & columns) == 0 {
                    continue;
                }
                let block = house(18 + b)?;
                for digit in 1..=9u8 {
                    let of = &locked[digit as usize];
                    let lines = each_bit(of.pointing_rows & rows)
                        .map(|bit| (Unit::Row, bit / 9))
                        .chain(
                            each_bit(of.pointing_columns & columns).map(|bit| (Unit::Col, bit % 9)),
                        );
                    for (unit, index) in lines {
                        let line = House::new(unit, index as u8)?;
                        if let Some(hit) = found(Pattern::Pointing { digit, block, line }) {
                            return Some(hit);
                        }
                    }
                }
            }
        }
        if rules.claiming && any.claiming_rows | any.claiming_columns != 0 {
            for (number, &within) in UNIT_BITS.iter().enumerate().take(18) {
                let flags = match number < 9 {
                    true => any.claiming_rows,
                    false => any.claiming_columns,
                };
                if flags & within == 0 {
                    continue;
                }
                let line = house(number)?;
                for digit in 1..=9u8 {
                    let of = &locked[digit as usize];
                    let thirds = match line.unit {
                        Unit::Row => of.claiming_rows,
                        _ => of.claiming_columns,
                    };
                    for bit in each_bit(thirds & within) {
                        // The box holding the flagged cell.
                        let index = (bit / 27 * 3 + bit % 9 / 3) as u8;
                        let block = House::new(Unit::Box, index)?;
                        if let Some(hit) = found(Pattern::Claiming { digit, line, block }) {
                            return Some(hit);
                        }
                    }
                }
            }
        }
    }
    if rules.pairs {
        // Cells with exactly two candidates: seen for two digits and not a third.
        let (mut once, mut twice, mut more) = (0u128, 0u128, 0u128);
        for &places in &cells[1..] {
            more |= twice & places;
            twice |= once & places;
            once |= places;
        }
        let two_candidates = twice & !more;
        for (number, &unit) in UNIT_BITS.iter().enumerate() {
            let pairs = two_candidates & unit;
            if pairs & pairs.wrapping_sub(1) == 0 {
                continue;
            }
            for x in each_bit(pairs) {
                let pair = candidates[x as usize] & ALL_DIGITS;
                for y in each_bit(pairs & !((2u128 << x) - 1)) {
                    if candidates[y as usize] & ALL_DIGITS != pair {
                        continue;
                    }
                    let (a, b) = (pair.trailing_zeros() as u8, 15 - pair.leading_zeros() as u8);
                    let others =
                        (cells[a as usize] | cells[b as usize]) & unit & !(1 << x | 1 << y);
                    if others == 0 {
                        continue;
                    }
                    let pattern = Pattern::NakedPair {
                        house: house(number)?,
                        cells: [Cell::at(x as u8), Cell::at(y as u8)],
                        digits: [a, b],
                    };
                    if let Some(hit) = found(pattern) {
                        return Some(hit);
                    }
                }
            }
        }
        // The units where two digits have the same two places and those cells another
        // candidate: found a pair of digits at a time, most pairs sharing no such unit.
        let two_places = cells.map(units_with_two);
        let unit_pair = |number: usize, a: usize, b: usize| {
            let unit = UNIT_BITS[number];
            let two = cells[a] & unit;
            if cells[b] & unit != two {
                return None;
            }
            let first = two.trailing_zeros() as usize;
            let second = 127 - two.leading_zeros() as usize;
            let both = candidates[first] | candidates[second];
            (both & ALL_DIGITS & !(1 << a | 1 << b) != 0).then_some([first, second])
        };
        let mut units = 0u32;
        for a in 1..10 {
            for b in a + 1..10 {
                for number in each_bit(u128::from(two_places[a] & two_places[b])) {
                    if unit_pair(number as usize, a, b).is_some() {
                        units |= 1 << number;
                    }
                }
            }
        }
        for number in each_bit(u128::from(units)) {
            let number = number as usize;
            for a in 1..10 {
                for b in a + 1..10 {
                    if two_places[a] & two_places[b] & 1 << number == 0 {
                        continue;
                    }
                    if let Some([first, second]) = unit_pair(number, a, b) {
                        let pattern = Pattern::HiddenPair {
                            house: house(number)?,
                            cells: [Cell::at(first as u8), Cell::at(second as u8)],
                            digits: [a as u8, b as u8],
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

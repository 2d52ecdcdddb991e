//! The one replay: events applied to a board, forward and backward. Every command that
//! reads a trace sees the board through this, and an event that cannot happen on the
//! board is refused here with the reason. It knows nothing of how a search chooses its
//! next event (that is the search's own rules, [`crate::search`]) nor of what events
//! cost ([`crate::search::EventCounter`] counts them).

use std::fmt;

use crate::events::event::{Event, Reason, candidates_words};
use crate::events::pattern::{Pattern, Removal, Unmet};
use crate::lang::{Lang, Text};
use crate::puzzle::grid::{CELLS, Candidates, Cell, Grid, UNIT_CELLS, Unit, UnitTables};

/// Marks a forced placement in [`Replay::stack`].
pub const FORCED: u8 = 0x80;

/// An event that cannot happen on the board as it stands, and why.
///
/// Its `Display` is its [`words`](ImpossibleEvent::words) in English.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}", self.words(Lang::En))]
pub struct ImpossibleEvent {
    /// The event refused.
    pub event: Event,
    /// Why it cannot happen.
    pub why: Impossibility,
}

impl ImpossibleEvent {
    /// The event and why it cannot happen, in words in `lang`: `r1c4: place 5 cannot
    /// happen: r1c1 already holds 5`.
    pub fn words(&self, lang: Lang) -> String {
        lang.fill(
            Text::RefusedEvent,
            &[
                ("event", &self.event.words(lang)),
                ("why", &self.why.words(lang)),
            ],
        )
    }

    /// The other cell the reason names, if any (the cell already holding the digit, the
    /// one named as clashing): drawn beside the event's own cell.
    pub fn involved(&self) -> Option<Cell> {
        self.why
            .other_cell()
            .filter(|&cell| cell != self.event.cell())
    }
}

/// What a cell holds, as a reason names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Holding {
    /// No digit.
    Empty,
    /// A digit the search placed.
    Placed(u8),
    /// A given of the puzzle.
    Given(u8),
}

/// What the cell holds in English words, after the cell: `is empty`, `holds 5`.
impl fmt::Display for Holding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words(Lang::En))
    }
}

impl Holding {
    /// What the cell holds in words in `lang`, after the cell: `holds the given 5`,
    /// `是提示数 5`.
    pub fn words(&self, lang: Lang) -> String {
        match *self {
            Holding::Empty => lang.text(Text::HoldingEmpty).to_string(),
            Holding::Placed(digit) => lang.fill(Text::HoldingPlaced, &[("digit", &digit)]),
            Holding::Given(digit) => lang.fill(Text::HoldingGiven, &[("digit", &digit)]),
        }
    }
}

/// Why an event cannot happen on the board as it stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Impossibility {
    /// The event's cell is not as the event needs it (a try in a filled cell, a
    /// backtrack of another digit).
    Holds {
        /// The event's cell.
        cell: Cell,
        /// What it holds.
        holding: Holding,
    },
    /// A placement in a cell that is not empty.
    AlreadyFilled {
        /// The cell placed in.
        cell: Cell,
        /// What it already holds.
        holding: Holding,
    },
    /// A choice that names another number of candidates than the cell has.
    Candidates {
        /// The cell chosen.
        cell: Cell,
        /// The candidates it has on the board.
        has: u8,
    },
    /// A dead end at a blank with candidates left.
    StillHasCandidates {
        /// The blank of the dead end.
        cell: Cell,
        /// The candidates it still has.
        has: u8,
    },
    /// An unforce of a digit that was placed after a try.
    NotForced {
        /// The cell unforced.
        cell: Cell,
    },
    /// A conflict that names the cell tried in as the one holding the digit.
    WithItself {
        /// The cell tried in, named as clashing too.
        cell: Cell,
    },
    /// A conflict with a cell outside the unit it names.
    NotInUnit {
        /// The cell tried in.
        cell: Cell,
        /// The unit the conflict names.
        unit: Unit,
        /// The cell named as clashing.
        with: Cell,
    },
    /// A conflict with a cell that does not hold the digit.
    DoesNotHold {
        /// The cell named as clashing.
        with: Cell,
        /// What it holds instead.
        holding: Holding,
        /// The digit tried.
        digit: u8,
    },
    /// A placement of a digit its unit already holds.
    InUnit {
        /// The cell of the unit that holds the digit.
        holder: Cell,
        /// The digit placed.
        digit: u8,
        /// The unit the two cells share.
        unit: Unit,
    },
    /// A backtrack of a forced digit.
    ForcedBacktracked {
        /// The cell backtracked.
        cell: Cell,
        /// The forced digit it holds.
        digit: u8,
    },
    /// A backtrack of an empty cell (only a damaged binary trace can name one).
    Empty {
        /// The cell backtracked.
        cell: Cell,
    },
    /// A backtrack of a given.
    GivenErased {
        /// The given's cell.
        cell: Cell,
        /// The given it holds.
        holding: Holding,
    },
    /// A digit forced as the only one left in a cell that has more.
    NotOnlyDigit {
        /// The cell forced.
        cell: Cell,
        /// The candidates it has.
        has: u8,
        /// The digit forced.
        digit: u8,
    },
    /// A digit forced as the only place in a unit where another cell can hold it.
    NotOnlyPlace {
        /// A blank of the unit that can hold the digit too.
        other: Cell,
        /// The unit the reason names.
        unit: Unit,
        /// The digit forced.
        digit: u8,
    },
    /// An elimination whose pattern does not hold, or takes nothing.
    Unmet(Unmet),
    /// A restore of another elimination than the last one standing.
    NotLastElimination,
    /// A placement taken back while an elimination made after it stands.
    EliminationAfter {
        /// The cell taken back.
        cell: Cell,
    },
}

impl Impossibility {
    /// A cell the reason names other than the event's own, if any.
    fn other_cell(&self) -> Option<Cell> {
        match *self {
            Impossibility::NotInUnit { with, .. } | Impossibility::DoesNotHold { with, .. } => {
                Some(with)
            }
            Impossibility::InUnit { holder, .. } => Some(holder),
            Impossibility::NotOnlyPlace { other, .. } => Some(other),
            Impossibility::Unmet(Unmet::PlaceOutside { cell, .. })
            | Impossibility::Unmet(Unmet::NotThePair { cell, .. })
            | Impossibility::Unmet(Unmet::NotInHouse { cell, .. }) => Some(cell),
            _ => None,
        }
    }
}

/// Why the event cannot happen, in English words: `r1c3 already holds 1`.
impl fmt::Display for Impossibility {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words(Lang::En))
    }
}

impl Impossibility {
    /// Why the event cannot happen, in words in `lang`: `r1c3 already holds 1`,
    /// `r1c3 已有 1`.
    pub fn words(&self, lang: Lang) -> String {
        match *self {
            Impossibility::Holds { cell, holding } => lang.fill(
                Text::RefusedHolds,
                &[("cell", &cell), ("holding", &holding.words(lang))],
            ),
            Impossibility::AlreadyFilled { cell, holding } => match holding {
                Holding::Empty => lang.fill(Text::RefusedAlreadyEmpty, &[("cell", &cell)]),
                Holding::Placed(digit) => lang.fill(
                    Text::RefusedAlreadyPlaced,
                    &[("cell", &cell), ("digit", &digit)],
                ),
                Holding::Given(digit) => lang.fill(
                    Text::RefusedAlreadyGiven,
                    &[("cell", &cell), ("digit", &digit)],
                ),
            },
            Impossibility::Candidates { cell, has } => lang.fill(
                Text::RefusedCandidates,
                &[
                    ("cell", &cell),
                    ("candidates", &candidates_words(has, lang)),
                ],
            ),
            Impossibility::StillHasCandidates { cell, has } => lang.fill(
                Text::RefusedStillHasCandidates,
                &[
                    ("cell", &cell),
                    ("candidates", &candidates_words(has, lang)),
                ],
            ),
            Impossibility::NotForced { cell } => {
                lang.fill(Text::RefusedNotForced, &[("cell", &cell)])
            }
            Impossibility::WithItself { cell } => {
                lang.fill(Text::RefusedWithItself, &[("cell", &cell)])
            }
            Impossibility::NotInUnit { cell, unit, with } => lang.fill(
                Text::RefusedNotInUnit,
                &[
                    ("with", &with),
                    ("unit", &unit.words(lang)),
                    ("cell", &cell),
                ],
            ),
            Impossibility::DoesNotHold {
                with,
                holding,
                digit,
            } => lang.fill(
                Text::RefusedDoesNotHold,
                &[
                    ("with", &with),
                    ("holding", &holding.words(lang)),
                    ("digit", &digit),
                ],
            ),
            Impossibility::InUnit {
                holder,
                digit,
                unit,
            } => lang.fill(
                Text::RefusedInUnit,
                &[
                    ("holder", &holder),
                    ("digit", &digit),
                    ("unit", &unit.words(lang)),
                ],
            ),
            Impossibility::ForcedBacktracked { cell, digit } => lang.fill(
                Text::RefusedForcedBacktracked,
                &[("cell", &cell), ("digit", &digit)],
            ),
            Impossibility::Empty { cell } => lang.fill(Text::RefusedEmpty, &[("cell", &cell)]),
            Impossibility::GivenErased { cell, holding } => lang.fill(
                Text::RefusedGivenErased,
                &[("cell", &cell), ("holding", &holding.words(lang))],
            ),
            Impossibility::NotOnlyDigit { cell, has, digit } => lang.fill(
                Text::RefusedNotOnlyDigit,
                &[
                    ("cell", &cell),
                    ("candidates", &candidates_words(has, lang)),
                    ("digit", &digit),
                ],
            ),
            Impossibility::NotOnlyPlace { other, unit, digit } => lang.fill(
                Text::RefusedNotOnlyPlace,
                &[
                    ("other", &other),
                    ("unit", &unit.words(lang)),
                    ("digit", &digit),
                ],
            ),
            Impossibility::Unmet(unmet) => unmet.words(lang),
            Impossibility::NotLastElimination => {
                lang.text(Text::RefusedNotLastElimination).to_string()
            }
            Impossibility::EliminationAfter { cell } => {
                lang.fill(Text::RefusedEliminationAfter, &[("cell", &cell)])
            }
        }
    }
}

/// Why a board cannot be where a replay resumes (a checkpoint's board and stack).
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BadPosition {
    /// A given the board does not keep.
    #[error("the board has {found} in {cell}, which holds the given {given}")]
    GivenChanged {
        /// The given's cell.
        cell: Cell,
        /// The puzzle's digit there.
        given: u8,
        /// The board's digit there; 0 for a blank.
        found: u8,
    },
    /// A placed digit that another cell of its row, column or box holds too.
    #[error(
        "the board is not a search's board: {cell} and {other} both hold {digit} in the same {}",
        unit.words(Lang::En)
    )]
    Twice {
        /// The placed cell.
        cell: Cell,
        /// The other cell holding the digit.
        other: Cell,
        /// The digit both hold.
        digit: u8,
        /// The unit the two cells share.
        unit: Unit,
    },
    /// A placement on the stack that names no cell.
    #[error("the placement stack names cell {index}")]
    NoSuchCell {
        /// The index it names, 81 or more.
        index: u8,
    },
    /// A placement on the stack of a cell the search did not place: a given, a blank,
    /// or a cell already on the stack.
    #[error("the placement stack names {cell}, which is not a placed cell")]
    NotPlaced {
        /// The cell named.
        cell: Cell,
    },
    /// An elimination of a checkpoint that does not hold where it stands.
    #[error("the elimination standing after placement {number} does not hold there")]
    Elimination {
        /// How many placements stood before it.
        number: usize,
    },
    /// A stack that holds more or fewer placements than the board.
    #[error("the placement stack holds {stacked} cells, the board {placed} placed digits")]
    StackLength {
        /// Placements on the stack.
        stacked: usize,
        /// Digits the search placed on the board.
        placed: u64,
    },
}

/// A board being replayed: the givens, the digits the search has placed, which digit
/// stands where in each unit, and the event applied last.
#[derive(Clone, Debug)]
pub struct Replay {
    givens: Grid,
    board: Grid,
    tables: UnitTables,
    /// The candidates of every empty cell.
    candidates: Candidates,
    last: Option<Event>,
    /// Digits the search has placed and not erased.
    depth: u64,
    /// The cells placed and not erased, in the order they were placed (a forced
    /// placement's index has [`FORCED`] added): what a backtrack or a dead end undoes.
    stack: [u8; CELLS],
    /// Choices (placements after a try) on the stack.
    chosen: u8,
    /// The eliminations standing, in the order made: what each took, and how many
    /// placements stood on the stack when it was made.
    eliminations: Vec<Standing>,
}

/// An elimination standing on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Standing {
    /// Its pattern.
    pub pattern: Pattern,
    /// What it took.
    pub removal: Removal,
    /// The placements on the stack when it was made.
    pub after: u8,
}

impl Replay {
    /// Start from the puzzle, before any event.
    pub fn new(puzzle: Grid) -> Replay {
        Replay {
            givens: puzzle,
            board: puzzle,
            tables: UnitTables::of(&puzzle),
            candidates: Candidates::of(&puzzle),
            last: None,
            depth: 0,
            stack: [0; CELLS],
            chosen: 0,
            eliminations: Vec::new(),
        }
    }

    /// The replay standing at `board`, `last` being the event that led there: where a
    /// checkpoint puts it. Refused (with the reason) when the board does not keep the
    /// givens or holds a digit placed by the search twice in a unit (givens that clash
    /// among themselves are the header's to refuse).
    pub fn at(puzzle: Grid, board: Grid, last: Option<Event>) -> Result<Replay, BadPosition> {
        for cell in Grid::all_cells() {
            let given = puzzle.get(cell);
            if given != 0 && board.get(cell) != given {
                return Err(BadPosition::GivenChanged {
                    cell,
                    given,
                    found: board.get(cell),
                });
            }
        }
        for cell in Grid::all_cells().filter(|&cell| puzzle.get(cell) == 0) {
            let digit = board.get(cell);
            let twice = Unit::ALL
                .into_iter()
                .find_map(|unit| Some((unit, board.holder_in(unit, cell, digit)?)));
            if let (true, Some((unit, other))) = (digit != 0, twice) {
                return Err(BadPosition::Twice {
                    cell,
                    other,
                    digit,
                    unit,
                });
            }
        }
        let mut replay = Replay::new(puzzle);
        replay.jump(board, last);
        Ok(replay)
    }

    /// [`at`](Replay::at) with the placements in the order they were made, as
    /// [`stack`](Replay::stack) gives them; refused unless they are exactly the board's
    /// placed cells.
    pub(crate) fn at_stacked(
        puzzle: Grid,
        board: Grid,
        last: Option<Event>,
        stack: &[u8],
    ) -> Result<Replay, BadPosition> {
        let mut replay = Replay::at(puzzle, board, last)?;
        let mut seen = [false; CELLS];
        for &entry in stack {
            let index = entry & !FORCED;
            let cell = Cell::from_index(index as usize).ok_or(BadPosition::NoSuchCell { index })?;
            if seen[cell.index()] || puzzle.get(cell) != 0 || board.get(cell) == 0 {
                return Err(BadPosition::NotPlaced { cell });
            }
            seen[cell.index()] = true;
        }
        if stack.len() as u64 != replay.depth {
            return Err(BadPosition::StackLength {
                stacked: stack.len(),
                placed: replay.depth,
            });
        }
        replay.stack[..stack.len()].copy_from_slice(stack);
        replay.chosen = stack.iter().filter(|&&e| e & FORCED == 0).count() as u8;
        Ok(replay)
    }

    /// Stand at `board` after `last`, a position the caller knows a row-by-row search
    /// reached (a stretch of it ended there): its placements are the placed cells in
    /// reading order, every one a choice.
    pub fn jump(&mut self, board: Grid, last: Option<Event>) {
        self.eliminations.clear();
        self.board = board;
        self.tables = UnitTables::of(&board);
        self.candidates = Candidates::of(&board);
        self.last = last;
        self.depth = 0;
        for cell in Grid::all_cells() {
            if self.givens.get(cell) == 0 && board.get(cell) != 0 {
                self.stack[self.depth as usize] = cell.index() as u8;
                self.depth += 1;
            }
        }
        self.chosen = self.depth as u8;
    }

    /// [`at_stacked`](Replay::at_stacked) with the eliminations standing, each after the
    /// placements on the stack when it was made: the position is rebuilt from the givens,
    /// placement by placement and elimination by elimination, each checked.
    pub(crate) fn at_stacked_with(
        puzzle: Grid,
        board: Grid,
        last: Option<Event>,
        stack: &[u8],
        eliminations: &[(Pattern, u8)],
    ) -> Result<Replay, BadPosition> {
        let full = Replay::at_stacked(puzzle, board, last, stack)?;
        if eliminations.is_empty() {
            return Ok(full);
        }
        let mut replay = Replay::new(puzzle);
        let mut next = eliminations.iter().peekable();
        for at in 0..=stack.len() {
            while let Some(&&(pattern, after)) = next.peek() {
                if after as usize != at {
                    break;
                }
                replay
                    .apply(&Event::Eliminate { pattern })
                    .map_err(|_| BadPosition::Elimination { number: at })?;
                next.next();
            }
            if let Some(&entry) = stack.get(at) {
                let cell = Cell::at(entry & !FORCED);
                let digit = board.get(cell);
                let forced = entry & FORCED;
                replay.put(cell, digit, forced);
            }
        }
        if next.next().is_some() {
            return Err(BadPosition::Elimination {
                number: stack.len() + 1,
            });
        }
        replay.last = last;
        Ok(replay)
    }

    /// The first pattern of each rule (pointing, claiming, naked pair, hidden pair) that
    /// takes candidates away on the board, as a search looking for that rule alone would
    /// find it.
    pub fn first_patterns(&self) -> [Option<Pattern>; 4] {
        use crate::events::pattern::{Rules, first_elimination};
        let only = |pointing, claiming, pairs| Rules {
            pointing,
            claiming,
            pairs,
        };
        let pairs = first_elimination(only(false, false, true), self.candidates.padded());
        let naked = pairs.filter(|(p, _)| matches!(p, Pattern::NakedPair { .. }));
        let hidden = first_elimination(only(false, false, true), self.candidates.padded())
            .filter(|(p, _)| matches!(p, Pattern::HiddenPair { .. }));
        [
            first_elimination(only(true, false, false), self.candidates.padded()),
            first_elimination(only(false, true, false), self.candidates.padded()),
            naked,
            hidden,
        ]
        .map(|found| found.map(|(pattern, _)| pattern))
    }

    /// The eliminations standing, oldest first.
    pub fn eliminations(&self) -> &[Standing] {
        &self.eliminations
    }

    /// The digits eliminations standing have taken from `cell`.
    pub fn struck(&self, cell: Cell) -> u16 {
        self.candidates.struck(cell)
    }

    /// The cells placed and not erased, in the order they were placed; a forced
    /// placement's cell index has [`FORCED`] added.
    pub fn stack(&self) -> &[u8] {
        &self.stack[..self.depth as usize]
    }

    /// Choices (digits placed after a try, not forced) standing on the board.
    pub fn chosen(&self) -> u64 {
        self.chosen as u64
    }

    /// The candidates of `cell` on the board: the digits none of its units holds, bit
    /// `d` for digit `d`.
    #[inline(always)]
    pub fn candidates(&self, cell: Cell) -> u16 {
        self.candidates.of_cell(cell)
    }

    /// The candidates of every empty cell, grouped by their number.
    #[inline(always)]
    pub(crate) fn all_candidates(&self) -> &Candidates {
        &self.candidates
    }

    /// The puzzle: its givens, every other cell blank.
    pub fn givens(&self) -> &Grid {
        &self.givens
    }

    /// The board: givens and the digits placed so far.
    pub fn board(&self) -> &Grid {
        &self.board
    }

    /// Which digit stands where in each unit of the board.
    pub fn tables(&self) -> &UnitTables {
        &self.tables
    }

    /// Digits the search has placed and not erased.
    pub fn depth(&self) -> u64 {
        self.depth
    }

    /// The event applied last, `None` at the start.
    pub fn last(&self) -> Option<Event> {
        self.last
    }

    /// Whether `cell` holds a given of the puzzle.
    pub fn is_given(&self, cell: Cell) -> bool {
        self.givens.get(cell) != 0
    }

    /// Check that `event` can happen now, then apply it.
    pub fn apply(&mut self, event: &Event) -> Result<(), ImpossibleEvent> {
        self.possible(event)
            .map_err(|why| ImpossibleEvent { event: *event, why })?;
        self.apply_trusted(event);
        Ok(())
    }

    /// Apply an event known to be possible (one a search's rules foresaw).
    #[inline(always)]
    pub(crate) fn apply_trusted(&mut self, event: &Event) {
        debug_assert_eq!(self.possible(event), Ok(()));
        match *event {
            Event::Place { cell, digit } => self.put(cell, digit, 0),
            Event::Force { cell, digit, .. } => self.put(cell, digit, FORCED),
            Event::Backtrack { cell, digit } | Event::Unforce { cell, digit } => {
                self.take(cell, digit)
            }
            Event::Eliminate { pattern } => self.eliminate(pattern),
            Event::Restore { .. } => self.restore(),
            Event::Try { .. }
            | Event::Conflict { .. }
            | Event::Choose { .. }
            | Event::DeadEnd { .. } => {}
        }
        self.last = Some(*event);
    }

    /// Take away what `pattern` takes, known to hold.
    fn eliminate(&mut self, pattern: Pattern) {
        let removal = pattern
            .effect(self.candidates.padded())
            .expect("an elimination checked before");
        for (cell, digits) in removal.cells() {
            self.candidates.strike(cell, digits);
        }
        self.eliminations.push(Standing {
            pattern,
            removal,
            after: self.depth as u8,
        });
    }

    /// Give back what the last elimination standing took.
    fn restore(&mut self) {
        let standing = self.eliminations.pop().expect("an elimination stands");
        for (cell, digits) in standing.removal.cells() {
            self.candidates.unstrike(cell, digits);
        }
    }

    #[inline(always)]
    fn put(&mut self, cell: Cell, digit: u8, forced: u8) {
        self.board.set(cell, digit);
        self.tables.enter(cell, digit);
        self.candidates.place(cell, digit);
        self.stack[self.depth as usize] = cell.index() as u8 | forced;
        self.depth += 1;
        self.chosen += (forced == 0) as u8;
    }

    /// Take `digit` out of `cell`: the last placement, as every search sudotrace knows
    /// undoes them, or wherever another solver's trace placed it.
    #[inline(always)]
    fn take(&mut self, cell: Cell, digit: u8) {
        self.board.set(cell, 0);
        self.tables.leave(cell, digit);
        self.candidates.erase(cell, digit);
        let depth = self.depth as usize;
        let index = cell.index() as u8;
        let at = (0..depth)
            .rev()
            .find(|&i| self.stack[i] & !FORCED == index)
            .expect("a placed cell is on the stack");
        self.chosen -= (self.stack[at] & FORCED == 0) as u8;
        self.stack.copy_within(at + 1..depth, at);
        self.depth -= 1;
    }

    /// Whether `cell` holds a forced placement.
    pub(crate) fn is_forced(&self, cell: Cell) -> bool {
        let index = cell.index() as u8;
        self.stack().contains(&(index | FORCED))
    }

    /// Take back `event`, the last one applied, `previous` being the one before it: the
    /// board goes back to what it was.
    pub fn undo(&mut self, event: &Event, previous: Option<Event>) {
        match *event {
            Event::Place { cell, digit } | Event::Force { cell, digit, .. } => {
                self.take(cell, digit)
            }
            Event::Backtrack { cell, digit } => self.put(cell, digit, 0),
            Event::Unforce { cell, digit } => self.put(cell, digit, FORCED),
            Event::Eliminate { .. } => self.restore(),
            Event::Restore { pattern } => self.eliminate(pattern),
            Event::Try { .. }
            | Event::Conflict { .. }
            | Event::Choose { .. }
            | Event::DeadEnd { .. } => {}
        }
        self.last = previous;
    }

    /// Whether `event` can happen on the board as it stands, and if not, why.
    fn possible(&self, event: &Event) -> Result<(), Impossibility> {
        use Impossibility as No;
        let cell = event.cell();
        let digit = event.digit();
        let held = self.board.get(cell);
        let holds = |cell: Cell| No::Holds {
            cell,
            holding: self.holding(cell),
        };
        let blank = || match held {
            0 => Ok(()),
            _ => Err(holds(cell)),
        };
        if event.takes()
            && let Some(standing) = self.eliminations.last()
        {
            let index = cell.index() as u8;
            let at = self.stack().iter().rposition(|&e| e & !FORCED == index);
            if at.is_some_and(|at| at < standing.after as usize) {
                return Err(No::EliminationAfter { cell });
            }
        }
        match *event {
            Event::Eliminate { pattern } => pattern
                .effect(self.candidates.padded())
                .map(|_| ())
                .map_err(No::Unmet),
            Event::Restore { pattern } => match self.eliminations.last() {
                Some(standing)
                    if standing.pattern == pattern && standing.after as u64 == self.depth =>
                {
                    Ok(())
                }
                _ => Err(No::NotLastElimination),
            },
            Event::Try { .. } if held != 0 => Err(holds(cell)),
            Event::Choose { candidates, .. } => {
                blank()?;
                let has = self.candidates(cell).count_ones() as u8;
                match has == candidates {
                    true => Ok(()),
                    false => Err(No::Candidates { cell, has }),
                }
            }
            Event::DeadEnd { .. } => {
                blank()?;
                match self.candidates(cell) {
                    0 => Ok(()),
                    some => Err(No::StillHasCandidates {
                        cell,
                        has: some.count_ones() as u8,
                    }),
                }
            }
            Event::Force { reason, .. } => {
                self.possible(&Event::Place { cell, digit })?;
                self.forced_by(cell, digit, reason)
            }
            Event::Unforce { .. } if held != digit || self.is_given(cell) => Err(holds(cell)),
            Event::Unforce { .. } => match self.is_forced(cell) {
                true => Ok(()),
                false => Err(No::NotForced { cell }),
            },
            Event::Conflict { unit, with, .. } => {
                if held != 0 {
                    Err(holds(cell))
                } else if with == cell {
                    Err(No::WithItself { cell })
                } else if !cell.shares(unit, with) {
                    Err(No::NotInUnit { cell, unit, with })
                } else if self.board.get(with) != digit {
                    Err(No::DoesNotHold {
                        with,
                        holding: self.holding(with),
                        digit,
                    })
                } else {
                    Ok(())
                }
            }
            Event::Place { .. } => {
                if held != 0 {
                    return Err(No::AlreadyFilled {
                        cell,
                        holding: self.holding(cell),
                    });
                }
                for unit in Unit::ALL {
                    if let Some(holder) = self.board.holder_in(unit, cell, digit) {
                        return Err(No::InUnit {
                            holder,
                            digit,
                            unit,
                        });
                    }
                }
                Ok(())
            }
            Event::Backtrack { .. } if self.is_forced(cell) => {
                Err(No::ForcedBacktracked { cell, digit: held })
            }
            Event::Backtrack { .. } => {
                if held == 0 {
                    Err(No::Empty { cell })
                } else if self.is_given(cell) {
                    Err(No::GivenErased {
                        cell,
                        holding: self.holding(cell),
                    })
                } else if held != digit {
                    Err(holds(cell))
                } else {
                    Ok(())
                }
            }
            Event::Try { .. } => Ok(()),
        }
    }

    /// What `cell` holds, as a reason names it.
    fn holding(&self, cell: Cell) -> Holding {
        match (self.givens.get(cell), self.board.get(cell)) {
            (0, 0) => Holding::Empty,
            (0, digit) => Holding::Placed(digit),
            (given, _) => Holding::Given(given),
        }
    }

    /// Whether `reason` holds for `digit` in the blank `cell`, where it fits.
    fn forced_by(&self, cell: Cell, digit: u8, reason: Reason) -> Result<(), Impossibility> {
        let bit = 1u16 << digit;
        match reason {
            Reason::OnlyDigit => match self.candidates(cell) {
                only if only == bit => Ok(()),
                more => Err(Impossibility::NotOnlyDigit {
                    cell,
                    has: more.count_ones() as u8,
                    digit,
                }),
            },
            Reason::OnlyPlace(unit) => {
                let index = UNIT_CELLS[unit as usize * 9 + cell.unit_index(unit)];
                let other = index.iter().map(|&i| Cell::at(i)).find(|&other| {
                    other != cell && self.board.get(other) == 0 && self.candidates(other) & bit != 0
                });
                match other {
                    None => Ok(()),
                    Some(other) => Err(Impossibility::NotOnlyPlace { other, unit, digit }),
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::parse::parse_puzzle_text;
    use crate::search::{Search, Strategy};

    #[test]
    fn a_board_with_a_placed_digit_twice_is_refused_even_where_givens_clash() {
        // The givens clash (two 1s in row 9): still, a board where the search's own
        // digits clash is not a search's board.
        let mut digits = [0u8; CELLS];
        digits[79] = 1;
        digits[80] = 1;
        let puzzle = Grid::from_digits(digits).unwrap();
        let mut board = puzzle;
        board.set(Cell::from_rc(1, 1).unwrap(), 5);
        board.set(Cell::from_rc(1, 2).unwrap(), 5);
        let refused = Replay::at(puzzle, board, None).unwrap_err().to_string();
        assert!(refused.contains("r1c1 and r1c2 both hold 5"), "{refused}");
        board.set(Cell::from_rc(1, 2).unwrap(), 6);
        assert!(Replay::at(puzzle, board, None).is_ok());
    }

    #[test]
    fn undoing_events_restores_the_placements_and_the_candidates() {
        // A search with choices, forced digits, dead ends and their undoing.
        let hard =
            "85...24..72......9..4.........1.7..23.5...9...4...........8..7..17..........36.4.";
        let puzzle = parse_puzzle_text(hard).unwrap();
        let mut events = Vec::new();
        Search::new(Strategy::MRV_SINGLES)
            .max_events(Some(2_000))
            .run(&puzzle, &mut events);
        let mut replay = Replay::new(puzzle);
        let mut seen = Vec::new();
        for event in &events {
            seen.push((replay.all_candidates().clone(), replay.stack().to_vec()));
            replay.apply(event).unwrap();
        }
        assert!(
            events
                .iter()
                .any(|e| e.kind() == crate::events::event::EventKind::Unforce)
        );
        for (i, event) in events.iter().enumerate().rev() {
            replay.undo(event, i.checked_sub(1).map(|p| events[p]));
            let (candidates, stack) = &seen[i];
            assert_eq!(
                replay.all_candidates(),
                candidates,
                "before event {}",
                i + 1
            );
            assert_eq!(replay.stack(), &stack[..], "before event {}", i + 1);
        }
    }
}

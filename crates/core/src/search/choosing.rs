//! The searches that choose each blank they fill, and may fill forced ones without a
//! guess: every strategy but the plain row-by-row `naive` and `tables`. Their rules are
//! written once, as the next event from a position ([`next_event`]); the search, the
//! binary format's predictor and the reader's runs all step through it, so they cannot
//! disagree. docs/strategies.md says the same rules in words.
//!
//! From a position, the next event follows from the last one:
//!
//! - at the start, after a place or after a forced placement, the search *settles*: with
//!   propagation it looks at every blank (reading order) for one with no candidate (a
//!   dead end), then one with a single candidate (forced), then, with `hidden`, a digit
//!   with one place left in a unit (rows, then columns, then boxes; digits ascending);
//!   failing those it chooses the next blank by its order (and announces it with its
//!   number of candidates), or, with no blank left, it is solved ([`settling`], which
//!   the untraced loop follows too);
//! - after a choice, digit 1 is tried; after a try, its conflict or its place; after a
//!   conflict or a backtrack, the next digit, or with 9 done, the search unwinds;
//! - unwinding takes back the last placement: a forced one (`unforce`, and on), or the
//!   last choice (`backtrack`), after which its next digit is tried. With no choice
//!   left to take back, the puzzle has no solution.

use crate::events::counts::Stats;
use crate::events::event::{Event, Outcome, Reason};
use crate::events::pattern::{
    DigitCells, Pattern, Removal, Rules, digit_cells, first_elimination, first_elimination_with,
};
use crate::events::replay::{FORCED, Replay};
use crate::puzzle::grid::{
    ALL_DIGITS, CELLS, Candidates, Cell, Grid, PADDED_CELLS, PEERS, UNIT_CELLS, UNITS_OF, Unit,
    UnitDigits, UnitTables, first_cell,
};

use super::checks::FirstClash;
use super::{Check, EventCounter, Order, Propagation, Strategy};

/// The next event of the search from `at`, or `None` where it stops (no blank left:
/// solved; no choice left to take back: no solution).
#[inline]
pub(super) fn next_event(strategy: Strategy, at: &Replay) -> Option<Event> {
    let candidates_only = strategy.propagation.eliminates();
    match at.last() {
        None | Some(Event::Place { .. } | Event::Force { .. } | Event::Eliminate { .. }) => {
            settle(strategy.order, strategy.propagation, at)
        }
        Some(Event::Choose { cell, .. }) if candidates_only => {
            next_candidate(at, cell, 0).or_else(|| unwind(at))
        }
        Some(Event::Choose { cell, .. }) => Some(Event::Try { cell, digit: 1 }),
        Some(Event::Try { cell, digit }) => {
            Some(strategy.check.outcome_of(at.tables(), cell, digit))
        }
        Some(Event::Conflict { cell, digit, .. } | Event::Backtrack { cell, digit })
            if candidates_only && at.board().get(cell) == 0 =>
        {
            next_candidate(at, cell, digit).or_else(|| unwind(at))
        }
        Some(Event::Conflict { cell, digit, .. } | Event::Backtrack { cell, digit })
            if digit < 9 && at.board().get(cell) == 0 =>
        {
            Some(Event::Try {
                cell,
                digit: digit + 1,
            })
        }
        Some(
            Event::Conflict { .. }
            | Event::Backtrack { .. }
            | Event::DeadEnd { .. }
            | Event::Unforce { .. }
            | Event::Restore { .. },
        ) => unwind(at),
    }
}

/// With eliminations, a chosen blank's tries are of its candidates only: the try of its
/// smallest candidate above `after`, if one is left.
#[inline]
fn next_candidate(at: &Replay, cell: Cell, after: u8) -> Option<Event> {
    let left = at.candidates(cell) & !((2u16 << after) - 1);
    (left != 0).then(|| Event::Try {
        cell,
        digit: left.trailing_zeros() as u8,
    })
}

/// Take back the last placement, forced or chosen; `None` when no choice is left.
#[inline]
fn unwind(at: &Replay) -> Option<Event> {
    if at.chosen() == 0 {
        return None;
    }
    if let Some(standing) = at.eliminations().last()
        && u64::from(standing.after) == at.depth()
    {
        return Some(Event::Restore {
            pattern: standing.pattern,
        });
    }
    let &top = at.stack().last()?;
    let cell = Cell::at(top & !FORCED);
    let digit = at.board().get(cell);
    Some(match top & FORCED {
        0 => Event::Backtrack { cell, digit },
        _ => Event::Unforce { cell, digit },
    })
}

/// What a search does when it settles (at the start, and after each placement): the
/// one rule both the events ([`settle`]) and the untraced loop follow.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Settling {
    /// With propagation, the first blank with no candidate.
    DeadEnd(Cell),
    /// With propagation, a digit with nothing else to go: the first blank with one
    /// candidate, or with `hidden` the first digit with one place left in a unit (rows,
    /// then columns, then boxes; digits ascending).
    Forced(Cell, u8, Reason),
    /// With eliminations, the first pattern that takes candidates away, and what it takes.
    Eliminate(Pattern, Removal),
    /// The blank the order fills next, and its number of candidates.
    Choose(Cell, u32),
    /// No blank left.
    Solved,
}

/// What the settling rule reads of a board: the replay's candidates, and the untraced
/// search's own board, which keeps them in the form quickest to update.
trait Position {
    /// The empty cells with no candidate, and those with one, bit `i` for cell `i`.
    fn few(&self) -> (u128, u128);
    /// The first empty cell in reading order among those with the fewest candidates,
    /// and how many it has.
    fn fewest(&self) -> Option<(u32, Cell)>;
    /// The first empty cell in reading order.
    fn first_empty(&self) -> Option<Cell>;
    /// Every cell's candidates, bit `d` for digit `d` (no digit's bit for a filled
    /// cell, none past the board).
    fn all(&self) -> &[u16; PADDED_CELLS];
    /// The first pattern of `rules` that takes something away ([`first_elimination`]).
    fn elimination(&self, rules: Rules) -> Option<(Pattern, Removal)>;
}

impl Position for Candidates {
    #[inline(always)]
    fn few(&self) -> (u128, u128) {
        (self.cells_with(0), self.cells_with(1))
    }

    #[inline(always)]
    fn fewest(&self) -> Option<(u32, Cell)> {
        let cell = Candidates::fewest(self)?;
        Some((self.of_cell(cell).count_ones(), cell))
    }

    #[inline(always)]
    fn first_empty(&self) -> Option<Cell> {
        Candidates::first_empty(self)
    }

    #[inline(always)]
    fn all(&self) -> &[u16; PADDED_CELLS] {
        self.padded()
    }

    #[inline(always)]
    fn elimination(&self, rules: Rules) -> Option<(Pattern, Removal)> {
        first_elimination(rules, self.padded())
    }
}

/// What settling fills in and takes away before it chooses: a propagation's, or (for
/// [`solves_without_guessing`]) singles and hidden singles with any set of rules.
#[derive(Clone, Copy)]
struct Inference {
    singles: bool,
    hidden: bool,
    rules: Option<Rules>,
}

impl From<Propagation> for Inference {
    #[inline(always)]
    fn from(propagation: Propagation) -> Inference {
        Inference {
            singles: propagation != Propagation::None,
            hidden: propagation.hidden(),
            rules: propagation.eliminations(),
        }
    }
}

/// How the search settles on a board at `at`.
#[inline(always)]
fn settling<P: Position>(order: Order, propagation: Propagation, at: &P) -> Settling {
    settling_by(order, propagation.into(), at)
}

/// [`settling`] by what `inference` fills in and takes away.
#[inline(always)]
fn settling_by<P: Position>(order: Order, inference: Inference, at: &P) -> Settling {
    if inference.singles {
        let (dead_ends, singles) = at.few();
        if let Some(cell) = first_cell(dead_ends) {
            return Settling::DeadEnd(cell);
        }
        if let Some(cell) = first_cell(singles) {
            let digit = at.all()[cell.index()].trailing_zeros() as u8;
            return Settling::Forced(cell, digit, Reason::OnlyDigit);
        }
        if inference.hidden
            && let Some((cell, digit, unit)) = hidden_single(at.all())
        {
            return Settling::Forced(cell, digit, Reason::OnlyPlace(unit));
        }
        if let Some(rules) = inference.rules
            && let Some((pattern, removal)) = at.elimination(rules)
        {
            return Settling::Eliminate(pattern, removal);
        }
    }
    let choice = match order {
        Order::Rows => at
            .first_empty()
            .map(|cell| (at.all()[cell.index()].count_ones(), cell)),
        Order::Mrv => at.fewest(),
    };
    match choice {
        Some((candidates, cell)) => Settling::Choose(cell, candidates),
        None => Settling::Solved,
    }
}

/// The event the search settles with from `at`; `None` when it is solved.
#[inline]
fn settle(order: Order, propagation: Propagation, at: &Replay) -> Option<Event> {
    Some(match settling(order, propagation, at.all_candidates()) {
        Settling::DeadEnd(cell) => Event::DeadEnd { cell },
        Settling::Forced(cell, digit, reason) => Event::Force {
            cell,
            digit,
            reason,
        },
        Settling::Eliminate(pattern, _) => Event::Eliminate { pattern },
        Settling::Choose(cell, candidates) => Event::Choose {
            cell,
            candidates: candidates as u8,
        },
        Settling::Solved => return None,
    })
}

/// The board of the untraced search: every cell's candidates and their number (a filled
/// cell's digit in their place), and the digits each unit holds. Small enough to copy
/// whole at each choice, so that unwinding is a copy back instead of taking placements
/// back one by one.
///
/// A placement only takes its digit from its twenty peers, without a branch, and
/// settling finds the blanks with no candidate, one, or the fewest by comparing sixteen
/// counts at a time: cheaper, over a search, than keeping the blanks grouped by their
/// number of candidates as the replay does ([`Candidates`]), which a placement must
/// update peer by peer.
///
/// The two tables come first and whole numbers of sixteen bytes long (`repr(C)`, in a
/// struct aligned as its 128-bit field), so that a placement can write them in the
/// same sixteen-byte pieces settling reads: a read waits for narrower writes to the
/// same bytes to land, never for one as wide.
#[derive(Clone)]
#[repr(C)]
struct Board {
    /// Each cell's candidates, bit `d` for digit `d`, or for a filled cell its digit
    /// times [`DIGIT_SHIFT`] (no candidate's bit); none past the board.
    candidates: [u16; PADDED_CELLS],
    /// How many candidates each empty cell has; [`FILLED`] for a filled cell and past
    /// the board.
    counts: [u8; PADDED_CELLS],
    used: UnitDigits,
    /// Each digit's candidate cells, kept for the eliminations' rules.
    places: DigitCells,
    /// Bit `i` for the empty cell `i`.
    empty_cells: u128,
    /// Empty blanks left.
    empty: u64,
}

/// Where a filled cell keeps its digit among [`Board`]'s candidates: above every digit's
/// bit, so that it is no candidate.
const DIGIT_SHIFT: u32 = 12;

/// The count of a filled cell (and of a slot past the board): more than any empty
/// cell's, so that the fewest is an empty cell's.
const FILLED: u8 = u8::MAX;

/// For each cell, its peers as bits.
static PEER_BITS: [u128; CELLS] = {
    let mut bits = [0u128; CELLS];
    let mut i = 0;
    while i < CELLS {
        let mut k = 0;
        while k < 20 {
            bits[i] |= 1 << PEERS[i][k];
            k += 1;
        }
        i += 1;
    }
    bits
};

/// For each cell, 1 in the lanes of its peers: the slots of [`Board`]'s tables a
/// placement there takes its digit from.
#[cfg(target_arch = "x86_64")]
static PEER_LANES: [Lanes; CELLS] = {
    let mut lanes = [Aligned([0; PADDED_CELLS]); CELLS];
    let mut i = 0;
    while i < CELLS {
        let mut k = 0;
        while k < 20 {
            lanes[i].0[PEERS[i][k] as usize] = 1;
            k += 1;
        }
        i += 1;
    }
    lanes
};

/// All ones in lane `k` of eight sixteen-bit lanes, for each `k`.
#[cfg(target_arch = "x86_64")]
static ONE_LANE: Aligned<[[u16; 8]; 8]> = {
    let mut lanes = [[0; 8]; 8];
    let mut k = 0;
    while k < 8 {
        lanes[k][k] = u16::MAX;
        k += 1;
    }
    Aligned(lanes)
};

/// All ones in byte `k` of sixteen, for each `k`.
#[cfg(target_arch = "x86_64")]
static ONE_BYTE: Aligned<[[u8; 16]; 16]> = {
    let mut bytes = [[0; 16]; 16];
    let mut k = 0;
    while k < 16 {
        bytes[k][k] = u8::MAX;
        k += 1;
    }
    Aligned(bytes)
};

/// A table read sixteen bytes at a time.
#[cfg(target_arch = "x86_64")]
#[derive(Clone, Copy)]
#[repr(align(16))]
struct Aligned<T>(T);

/// A value for every slot of [`Board`]'s tables, read sixteen bytes at a time.
#[cfg(target_arch = "x86_64")]
type Lanes = Aligned<[u16; PADDED_CELLS]>;

// Every peer is a cell of the board, so [`Board::place`] reads and writes a peer's slots
// without a bounds check.
const _: () = {
    let mut i = 0;
    while i < CELLS * 20 {
        assert!((PEERS[i / 20][i % 20] as usize) < CELLS);
        i += 1;
    }
};

impl Board {
    fn of(puzzle: &Grid, used: UnitDigits) -> Board {
        let mut board = Board {
            candidates: [0; PADDED_CELLS],
            counts: [FILLED; PADDED_CELLS],
            used,
            places: [0; 10],
            empty_cells: 0,
            empty: (CELLS - puzzle.filled()) as u64,
        };
        for (i, &digit) in puzzle.digits().iter().enumerate() {
            if digit == 0 {
                let set = used.candidates(Cell::at(i as u8));
                board.candidates[i] = set;
                board.counts[i] = set.count_ones() as u8;
                board.empty_cells |= 1 << i;
            } else {
                board.candidates[i] = u16::from(digit) << DIGIT_SHIFT;
            }
        }
        board.places = digit_cells(&board.candidates);
        board
    }

    /// `digit` goes in `cell`; with `PLACES` (a search with eliminations), each digit's
    /// cells are kept up to date too.
    #[inline(always)]
    fn place<const PLACES: bool>(&mut self, cell: Cell, digit: u8) {
        let index = cell.index();
        self.used.enter(UNITS_OF[index], digit);
        self.empty_cells &= !(1 << index);
        self.empty -= 1;
        if PLACES {
            // One pass: every digit leaves the cell, and the digit its peers too.
            let (cell, peers) = (1u128 << index, PEER_BITS[index]);
            for (d, places) in self.places.iter_mut().enumerate() {
                let taken = match d == usize::from(digit) {
                    true => cell | peers,
                    false => cell,
                };
                *places &= !taken;
            }
        }
        #[cfg(target_arch = "x86_64")]
        self.take_from_peers_in_pieces(index, digit);
        #[cfg(not(target_arch = "x86_64"))]
        self.take_from_peers(index, digit);
    }

    /// `digit` leaves the candidates of every peer of cell `index`, and the cell holds it.
    #[cfg_attr(target_arch = "x86_64", allow(dead_code))]
    #[inline(always)]
    fn take_from_peers(&mut self, index: usize, digit: u8) {
        self.candidates[index] = u16::from(digit) << DIGIT_SHIFT;
        self.counts[index] = FILLED;
        let bit = 1u16 << digit;
        for &peer in &PEERS[index] {
            let peer = usize::from(peer);
            // SAFETY: every peer is a cell of the board (checked above, when compiled),
            // and both tables have a slot for every cell.
            unsafe {
                let set = *self.candidates.get_unchecked(peer);
                *self.candidates.get_unchecked_mut(peer) = set & !bit;
                *self.counts.get_unchecked_mut(peer) -= ((set >> digit) & 1) as u8;
            }
        }
    }

    /// [`take_from_peers`](Board::take_from_peers) sixteen bytes at a time, over the
    /// whole of both tables, with the peers' lanes from a table of each cell's peers.
    #[cfg(target_arch = "x86_64")]
    #[inline(always)]
    fn take_from_peers_in_pieces(&mut self, index: usize, digit: u8) {
        use std::arch::x86_64::{
            __m128i, _mm_and_si128, _mm_andnot_si128, _mm_cvtsi32_si128, _mm_load_si128,
            _mm_or_si128, _mm_packus_epi16, _mm_set1_epi16, _mm_sll_epi16, _mm_srl_epi16,
            _mm_store_si128, _mm_sub_epi8,
        };
        let peers = &PEER_LANES[index];
        // SAFETY: SSE2 is part of every x86-64 processor; every load and store is of
        // sixteen bytes within the tables, at a multiple of sixteen from their start,
        // which `repr(C)` and the struct's alignment put at a multiple of sixteen.
        unsafe {
            let shift = _mm_cvtsi32_si128(i32::from(digit));
            let candidates = self.candidates.as_mut_ptr().cast::<__m128i>();
            let counts = self.counts.as_mut_ptr().cast::<__m128i>();
            let peers = peers.0.as_ptr().cast::<__m128i>();
            for piece in 0..PADDED_CELLS / 16 {
                let mut had = [_mm_set1_epi16(0); 2];
                for (half, had) in had.iter_mut().enumerate() {
                    let k = 2 * piece + half;
                    let set = _mm_load_si128(candidates.add(k));
                    // 1 in the lanes of the peers that had the digit.
                    *had = _mm_and_si128(_mm_srl_epi16(set, shift), _mm_load_si128(peers.add(k)));
                    _mm_store_si128(
                        candidates.add(k),
                        _mm_andnot_si128(_mm_sll_epi16(*had, shift), set),
                    );
                }
                let count = _mm_sub_epi8(
                    _mm_load_si128(counts.add(piece)),
                    _mm_packus_epi16(had[0], had[1]),
                );
                _mm_store_si128(counts.add(piece), count);
            }
            // The cell itself holds the digit, written in the same pieces.
            let own = _mm_load_si128(ONE_LANE.0[index % 8].as_ptr().cast::<__m128i>());
            let piece = candidates.add(index / 8);
            let filled = _mm_set1_epi16((u16::from(digit) << DIGIT_SHIFT) as i16);
            _mm_store_si128(
                piece,
                _mm_or_si128(
                    _mm_andnot_si128(own, _mm_load_si128(piece)),
                    _mm_and_si128(own, filled),
                ),
            );
            let own = _mm_load_si128(ONE_BYTE.0[index % 16].as_ptr().cast::<__m128i>());
            let piece = counts.add(index / 16);
            _mm_store_si128(piece, _mm_or_si128(_mm_load_si128(piece), own));
        }
    }

    /// An elimination takes what `removal` says.
    #[inline(always)]
    fn strike(&mut self, removal: &Removal) {
        for (cell, digits) in removal.cells() {
            let index = cell.index();
            self.candidates[index] &= !digits;
            self.counts[index] -= digits.count_ones() as u8;
            for digit in 1..10 {
                self.places[digit] &= !(u128::from((digits >> digit) & 1) << index);
            }
        }
    }

    /// The candidates of the empty `cell`.
    #[inline(always)]
    fn of_cell(&self, cell: Cell) -> u16 {
        self.candidates[cell.index()]
    }

    /// The digits on the board.
    fn digits(&self) -> [u8; CELLS] {
        std::array::from_fn(|i| match self.counts[i] {
            FILLED => (self.candidates[i] >> DIGIT_SHIFT) as u8,
            _ => 0,
        })
    }
}

impl Position for Board {
    #[inline(always)]
    fn few(&self) -> (u128, u128) {
        (equal_to(&self.counts, 0), equal_to(&self.counts, 1))
    }

    #[inline(always)]
    fn fewest(&self) -> Option<(u32, Cell)> {
        // A fold over the values (not `min`, which keeps a reference) is compiled into
        // comparisons of sixteen slots at a time.
        let fewest = self.counts[..CELLS.next_multiple_of(16)]
            .iter()
            .fold(FILLED, |fewest, &count| fewest.min(count));
        if fewest == FILLED {
            return None;
        }
        let cells = equal_to(&self.counts, fewest);
        Some((u32::from(fewest), Cell::at(cells.trailing_zeros() as u8)))
    }

    #[inline(always)]
    fn first_empty(&self) -> Option<Cell> {
        first_cell(self.empty_cells)
    }

    #[inline(always)]
    fn all(&self) -> &[u16; PADDED_CELLS] {
        &self.candidates
    }

    #[inline(always)]
    fn elimination(&self, rules: Rules) -> Option<(Pattern, Removal)> {
        first_elimination_with(rules, &self.candidates, &self.places)
    }
}

/// Bit `i` set where `counts[i]` is `value`: sixteen slots a comparison.
#[inline(always)]
fn equal_to(counts: &[u8; PADDED_CELLS], value: u8) -> u128 {
    #[cfg(target_arch = "x86_64")]
    {
        use std::arch::x86_64::{
            __m128i, _mm_cmpeq_epi8, _mm_loadu_si128, _mm_movemask_epi8, _mm_set1_epi8,
        };
        let mut cells = 0u128;
        // SAFETY: SSE2 is part of every x86-64 processor, and each load reads sixteen
        // bytes within `counts`.
        unsafe {
            let wanted = _mm_set1_epi8(value as i8);
            for (k, chunk) in counts.chunks_exact(16).take(CELLS.div_ceil(16)).enumerate() {
                let slots = _mm_loadu_si128(chunk.as_ptr().cast::<__m128i>());
                let equal = _mm_movemask_epi8(_mm_cmpeq_epi8(slots, wanted)) as u16;
                cells |= u128::from(equal) << (16 * k);
            }
        }
        cells
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        counts
            .iter()
            .take(CELLS)
            .enumerate()
            .fold(0u128, |cells, (i, &count)| {
                cells | u128::from(count == value) << i
            })
    }
}

/// A choice the untraced search stands on: its blank, the board before its digit went
/// in, the digit tried last, and the forced placements made since (to be undone with it).
struct Level {
    cell: Cell,
    before: Board,
    /// Digits placed (chosen and forced) before this choice's digit.
    depth: u64,
    last_tried: u32,
    forced: u64,
    /// Eliminations made since this choice's digit, to be restored with it.
    eliminated: u64,
}

/// What the untraced search counts, in the units of [`Stats`].
struct Tally {
    stats: Stats,
    check: Check,
}

impl Tally {
    /// A look over the `empty` blanks found a choice, a forced placement or a dead end.
    #[inline(always)]
    fn look(&mut self, empty: u64) {
        self.check
            .charge(&mut self.stats, self.check.survey_cost(empty));
    }

    /// Digits `first..end` were tried at a blank whose row, column and box hold `units`;
    /// the last of them fitted if `placed`: counted as the tables check counts them.
    #[inline(always)]
    fn tries(&mut self, units: [u16; 3], first: u32, end: u32, placed: bool) {
        let s = &mut self.stats;
        s.tries += (end - first) as u64;
        let cost = FirstClash::of(units).count(&mut s.conflicts, first, end, placed);
        self.check.charge(s, cost);
    }
}

/// The search of `puzzle` by `order` and `propagation` with the tables check, untraced:
/// the same search as [`next_event`] makes, event for event, counted without making the
/// events (tries and conflicts by the bits of the digits tried, forced placements taken
/// back by restoring the board of their choice). Gives `None` when it would pass
/// `max_events` events or `max_tries` tries, for the caller to run the search event by
/// event up to the limit. Once `stop` says so (asked every [`CLOCK_EVERY`] visits to a
/// choice: a deadline passed, a caller's interrupt), it stops between two tries with
/// outcome [`Outcome::Limit`] and the counts so far.
pub(super) fn search_untraced(
    order: Order,
    propagation: Propagation,
    puzzle: &Grid,
    max_events: u64,
    max_tries: u64,
    stop: Option<&dyn Fn() -> bool>,
) -> Option<(Outcome, Stats, Grid)> {
    #[cfg(target_arch = "x86_64")]
    if super::has_bit_instructions() {
        // SAFETY: this processor has the instructions the copy is compiled for.
        return unsafe {
            search_untraced_with_bit_instructions(
                order,
                propagation,
                puzzle,
                max_events,
                max_tries,
                stop,
            )
        };
    }
    match propagation.eliminates() {
        true => searched_untraced::<true>(order, propagation, puzzle, max_events, max_tries, stop),
        false => {
            searched_untraced::<false>(order, propagation, puzzle, max_events, max_tries, stop)
        }
    }
}

/// [`search_untraced`] compiled with the processor's bit instructions: choosing a blank
/// and finding forced ones count and find bits in every blank's candidates.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "popcnt,bmi1,bmi2")]
fn search_untraced_with_bit_instructions(
    order: Order,
    propagation: Propagation,
    puzzle: &Grid,
    max_events: u64,
    max_tries: u64,
    stop: Option<&dyn Fn() -> bool>,
) -> Option<(Outcome, Stats, Grid)> {
    match propagation.eliminates() {
        true => searched_untraced::<true>(order, propagation, puzzle, max_events, max_tries, stop),
        false => {
            searched_untraced::<false>(order, propagation, puzzle, max_events, max_tries, stop)
        }
    }
}

/// The untraced search; with `ELIMINATES` (a propagation with eliminations), its board
/// keeps each digit's cells for the eliminations' rules.
#[inline(always)]
fn searched_untraced<const ELIMINATES: bool>(
    order: Order,
    propagation: Propagation,
    puzzle: &Grid,
    max_events: u64,
    max_tries: u64,
    stop: Option<&dyn Fn() -> bool>,
) -> Option<(Outcome, Stats, Grid)> {
    let mut board = Board::of(puzzle, *UnitTables::of(puzzle).digits());
    let mut tally = Tally {
        stats: Stats::default(),
        check: Check::Tables,
    };
    let mut levels: Vec<Level> = Vec::with_capacity(CELLS);
    let candidates_only = propagation.eliminates();
    let mut depth = 0u64;
    // Visits to go before `stop` is asked again, when there is one.
    let mut until_clock = CLOCK_EVERY;
    let outcome = 'search: loop {
        // Settle: dead ends, forced placements, then a choice.
        let choice = loop {
            let s = &mut tally.stats;
            match settling(order, propagation, &board) {
                Settling::DeadEnd(_) => {
                    s.dead_ends += 1;
                    tally.look(board.empty);
                    break None;
                }
                Settling::Forced(cell, digit, _) => {
                    s.forced += 1;
                    tally.look(board.empty);
                    board.place::<ELIMINATES>(cell, digit);
                    depth += 1;
                    tally.stats.max_depth = tally.stats.max_depth.max(depth);
                    if let Some(level) = levels.last_mut() {
                        level.forced += 1;
                    }
                }
                Settling::Eliminate(pattern, removal) => {
                    s.eliminations.add(pattern.rule());
                    tally.look(board.empty);
                    board.strike(&removal);
                    if let Some(level) = levels.last_mut() {
                        level.eliminated += 1;
                    }
                }
                Settling::Choose(cell, count) => {
                    s.choices += 1;
                    s.guesses += (count >= 2) as u64;
                    tally.look(board.empty);
                    break Some(cell);
                }
                Settling::Solved => break 'search Outcome::Solved,
            }
        };
        if let Some(cell) = choice {
            levels.push(Level {
                cell,
                before: board.clone(),
                depth,
                last_tried: 0,
                forced: 0,
                eliminated: 0,
            });
        } else if !take_back(&mut levels, &mut tally.stats) {
            break Outcome::Unsolvable;
        }
        // Try the next digits at the top choice; out of digits, back to the one before.
        loop {
            let events = tally.stats.tries * 2 + tally.stats.events_but_tries();
            if events > max_events || tally.stats.tries > max_tries {
                return None;
            }
            if let Some(stop) = stop {
                until_clock -= 1;
                if until_clock == 0 {
                    until_clock = CLOCK_EVERY;
                    if stop() {
                        break 'search Outcome::Limit;
                    }
                }
            }
            let Some(level) = levels.last_mut() else {
                break 'search Outcome::Unsolvable;
            };
            let units = UNITS_OF[level.cell.index()].map(|u| level.before.used.of(u as usize));
            let fits = level.before.of_cell(level.cell);
            let first = level.last_tried + 1;
            let untried = fits & !((1u16 << first) - 1);
            if untried == 0 {
                if !candidates_only {
                    tally.tries(units, first, 10, false);
                }
                levels.pop();
                if !take_back(&mut levels, &mut tally.stats) {
                    break 'search Outcome::Unsolvable;
                }
                continue;
            }
            let digit = untried.trailing_zeros();
            match candidates_only {
                true => tally.tries(units, digit, digit + 1, true),
                false => tally.tries(units, first, digit + 1, true),
            }
            tally.stats.places += 1;
            level.last_tried = digit;
            level.forced = 0;
            level.eliminated = 0;
            board = level.before.clone();
            board.place::<ELIMINATES>(level.cell, digit as u8);
            depth = level.depth + 1;
            tally.stats.max_depth = tally.stats.max_depth.max(depth);
            break;
        }
    };
    let mut stats = tally.stats;
    stats.events = stats.tries * 2 + stats.events_but_tries();
    if stats.events > max_events || stats.tries > max_tries {
        return None;
    }
    let board = Grid::from_digits(board.digits()).expect("digits");
    Some((outcome, stats, board))
}

/// Whether singles, hidden singles and the eliminations of `rules` alone fill in
/// `puzzle`, with no guess: the settling of the searches with propagation, on their
/// untraced board, repeated until the grid is full (`true`), nothing more follows, or a
/// blank is left without a candidate or the givens clash (`false`). Which of them is
/// taken first never changes the answer: each only takes away candidates that no
/// solution has.
pub(super) fn solves_without_guessing(puzzle: &Grid, rules: Rules) -> bool {
    if puzzle.first_clash().is_some() {
        return false;
    }
    let inference = Inference {
        singles: true,
        hidden: true,
        rules: (rules != Rules::NONE).then_some(rules),
    };
    let mut board = Board::of(puzzle, *UnitTables::of(puzzle).digits());
    loop {
        match settling_by(Order::Mrv, inference, &board) {
            Settling::Forced(cell, digit, _) => board.place::<true>(cell, digit),
            Settling::Eliminate(_, removal) => board.strike(&removal),
            Settling::Solved => return true,
            Settling::DeadEnd(_) | Settling::Choose(..) => return false,
        }
    }
}

/// How often a search that may stop asks (a deadline's clock, a caller's interrupt):
/// every this many visits to a choice, a few microseconds of search apart.
const CLOCK_EVERY: u32 = 1024;

/// Take back the top choice and the forced placements after it: the caller then tries
/// its next digit. `false` when no choice is left.
#[inline(always)]
fn take_back(levels: &mut [Level], stats: &mut Stats) -> bool {
    let Some(level) = levels.last_mut() else {
        return false;
    };
    stats.unforced += level.forced;
    stats.restored += level.eliminated;
    stats.backtracks += 1;
    level.forced = 0;
    level.eliminated = 0;
    true
}

/// The first digit, in the first unit (rows, columns, boxes, each from 1 to 9), that is
/// a candidate of exactly one of the unit's empty cells: that cell, the digit, the unit.
///
/// Each unit's digits with one place left are those seen once and not twice over its
/// cells. The columns are summed up all nine at once (a row's cells side by side, row
/// after row), and the boxes a band at a time, which the compiler turns into
/// comparisons of whole rows.
#[inline(always)]
fn hidden_single(candidates: &[u16; PADDED_CELLS]) -> Option<(Cell, u8, Unit)> {
    for row in 0..9 {
        let cells = &candidates[9 * row..9 * row + 9];
        let (once, twice) = cells
            .iter()
            .fold((0, 0), |seen, &set| seen_again(seen, set));
        if let Some(found) = single_in(candidates, row, once & !twice) {
            return Some(found);
        }
    }
    let columns = (0..9).fold(([0u16; LANES], [0u16; LANES]), |seen, row| {
        seen_in_lanes(seen, lanes_from(candidates, 9 * row))
    });
    for col in 0..9 {
        let single = columns.0[col] & !columns.1[col];
        if let Some(found) = single_in(candidates, 9 + col, single) {
            return Some(found);
        }
    }
    let mut boxes = [(0u16, 0u16); 9];
    for band in 0..3 {
        let (once, twice) = (3 * band..3 * band + 3)
            .fold(([0u16; LANES], [0u16; LANES]), |seen, row| {
                seen_in_lanes(seen, lanes_from(candidates, 9 * row))
            });
        for stack in 0..3 {
            boxes[3 * band + stack] = (3 * stack..3 * stack + 3)
                .fold((0, 0), |seen, col| seen_with(seen, (once[col], twice[col])));
        }
    }
    boxes
        .iter()
        .enumerate()
        .find_map(|(b, &(once, twice))| single_in(candidates, 18 + b, once & !twice))
}

/// How many cells [`hidden_single`] takes side by side.
const LANES: usize = 16;

/// The digits seen once and twice so far, after one more cell with candidates `set`.
#[inline(always)]
fn seen_again((once, twice): (u16, u16), set: u16) -> (u16, u16) {
    (once | set, twice | once & set)
}

/// The digits seen once and twice over two sets of cells, from what each saw.
#[inline(always)]
fn seen_with((once, twice): (u16, u16), (more_once, more_twice): (u16, u16)) -> (u16, u16) {
    (once | more_once, twice | more_twice | once & more_once)
}

/// [`seen_again`] lane by lane.
#[inline(always)]
fn seen_in_lanes(
    (mut once, mut twice): ([u16; LANES], [u16; LANES]),
    sets: [u16; LANES],
) -> ([u16; LANES], [u16; LANES]) {
    for lane in 0..LANES {
        twice[lane] |= once[lane] & sets[lane];
        once[lane] |= sets[lane];
    }
    (once, twice)
}

/// The candidates of the [`LANES`] cells from `first` on.
#[inline(always)]
fn lanes_from(candidates: &[u16; PADDED_CELLS], first: usize) -> [u16; LANES] {
    *candidates[first..]
        .first_chunk()
        .expect("room for a row's lanes")
}

/// The cell of `unit` ([`UNITS`](crate::puzzle::grid::UNITS) numbering) where the lowest of the
/// digits `single` goes, if any.
#[inline(always)]
fn single_in(
    candidates: &[u16; PADDED_CELLS],
    unit: usize,
    single: u16,
) -> Option<(Cell, u8, Unit)> {
    // (A filled cell may add bits that are no digit's.)
    let single = single & ALL_DIGITS;
    if single == 0 {
        return None;
    }
    let digit = single.trailing_zeros() as u8;
    // (A filled cell has no candidates.)
    let &index = UNIT_CELLS[unit]
        .iter()
        .find(|&&i| candidates[usize::from(i) % PADDED_CELLS] & (1 << digit) != 0)?;
    Some((Cell::at(index), digit, Unit::ALL[unit / 9]))
}

/// The tries at one blank, from the position `at` stands at to the next place or to the
/// last conflict (digit 9), applied to `at` and counted into `counter` at once instead
/// of event by event: what [`next_event`] gives there with `check`, one by one, but for
/// the events in between. `None` (nothing applied) where the search is not trying digits
/// at a blank, or when the stretch is longer than `room` events.
#[inline]
pub(super) fn apply_tries(
    check: Check,
    at: &mut Replay,
    counter: &mut EventCounter,
    room: u64,
) -> Option<u64> {
    let (cell, first) = match at.last()? {
        Event::Choose { cell, .. } => (cell, 1),
        Event::Conflict { cell, digit, .. } | Event::Backtrack { cell, digit } if digit < 9 => {
            (cell, digit as u32 + 1)
        }
        _ => return None,
    };
    if at.board().get(cell) != 0 {
        return None;
    }
    let untried = at.candidates(cell) & !((1u16 << first) - 1);
    // Tries from `first` up to the first candidate (which fits), or to 9.
    let end = match untried {
        0 => 10,
        fits => fits.trailing_zeros() + 1,
    };
    let tries = (end - first) as u64;
    let events = 2 * tries;
    if events > room || tries < 2 {
        return None;
    }
    // Every event but the last is counted together: the tries and the conflicts before
    // the last outcome.
    let mut stretch = Stats {
        tries,
        events: events - 1,
        ..Stats::default()
    };
    let mut cost = 0;
    for digit in first..end - 1 {
        let event = check.outcome_of(at.tables(), cell, digit as u8);
        let Event::Conflict { unit, .. } = event else {
            unreachable!("a digit that is not a candidate clashes");
        };
        stretch.conflicts.add(unit);
        if let Some(charged) = counter.check() {
            cost += charged.event_cost(&event, 0);
        }
    }
    if let Some(charged) = counter.check() {
        charged.charge(&mut stretch, cost);
    }
    counter.add(&stretch);
    let last = check.outcome_of(at.tables(), cell, (end - 1) as u8);
    at.apply_trusted(&last);
    counter.record(&last, at.depth());
    Some(events)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::parse::parse_puzzle_text;
    use crate::random::Random;

    /// A number below `n` from the walk's fixed stream.
    fn below(walk: &mut Random, n: usize) -> usize {
        walk.below(n as u32) as usize
    }

    /// Puzzles with many, few and clashing-free givens: hard ones, and solved grids with
    /// most of their digits taken away at random.
    fn puzzles(walk: &mut Random) -> Vec<Grid> {
        let lines = include_str!("../../../../tests/data/norvig_hardest.txt")
            .lines()
            .chain(include_str!("../../../../tests/data/plb_hard20.txt").lines());
        let mut puzzles: Vec<Grid> = lines.map(|l| parse_puzzle_text(l).unwrap()).collect();
        for line in include_str!("../../../../tests/data/solved_grids.txt").lines() {
            let mut grid = parse_puzzle_text(line).unwrap();
            for _ in 0..below(walk, 70) + 10 {
                grid.set(Cell::at(below(walk, CELLS) as u8), 0);
            }
            puzzles.push(grid);
        }
        puzzles
    }

    /// The untraced search's board settles exactly as the replay's candidates do, on
    /// every position of random walks of placements (any candidate of any blank, so
    /// that dead ends, lone candidates and hidden singles of every unit come up); its
    /// placements, however written, agree.
    #[test]
    fn the_untraced_board_settles_as_the_replay_does() {
        let mut walk = Random::for_puzzle(26, 0);
        let mut positions = 0;
        let mut seen = [0usize; 4];
        let puzzles = puzzles(&mut walk);
        for &puzzle in puzzles.iter().chain(&puzzles).chain(&puzzles) {
            let mut board = Board::of(&puzzle, *UnitTables::of(&puzzle).digits());
            let mut candidates = Candidates::of(&puzzle);
            let mut grid = puzzle;
            loop {
                for order in [Order::Rows, Order::Mrv] {
                    for propagation in Propagation::ALL {
                        let settled = settling(order, propagation, &board);
                        assert_eq!(
                            settled,
                            settling(order, propagation, &candidates),
                            "{order:?} {propagation:?} on {}",
                            grid.to_line()
                        );
                        seen[match settled {
                            Settling::DeadEnd(_) => 0,
                            Settling::Forced(_, _, Reason::OnlyDigit) => 1,
                            Settling::Forced(..) | Settling::Eliminate(..) => 2,
                            _ => 3,
                        }] += 1;
                    }
                }
                assert_eq!(board.digits(), *grid.digits());
                positions += 1;
                let blanks: Vec<Cell> = Grid::all_cells()
                    .filter(|&cell| candidates.of_cell(cell) != 0)
                    .collect();
                if blanks.is_empty() {
                    break;
                }
                let cell = blanks[below(&mut walk, blanks.len())];
                let set = candidates.of_cell(cell);
                let digits: Vec<u8> = (1..=9).filter(|d| set & 1 << d != 0).collect();
                let digit = digits[below(&mut walk, digits.len())];
                let by_peer = {
                    let mut board = board.clone();
                    board.take_from_peers(cell.index(), digit);
                    board
                };
                board.place::<true>(cell, digit);
                // The placement written sixteen bytes at a time is the one peer by peer,
                // and each digit's cells kept are those of the candidates.
                assert_eq!(board.candidates, by_peer.candidates);
                assert_eq!(board.counts, by_peer.counts);
                assert_eq!(board.places, digit_cells(&board.candidates));
                candidates.place(cell, digit);
                grid.set(cell, digit);
            }
        }
        assert!(positions > 4_000, "{positions} positions");
        assert!(seen.iter().all(|&n| n > 100), "{seen:?}");
    }
}

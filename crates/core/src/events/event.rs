//! The one event type of sudotrace: what the search did at one step, and how a search
//! ended. The solver emits events, trace files store them, the replay applies them to a
//! board, and their words (`r3c5: 7 clashes with r3c8 (row)`) are written here once.

use crate::lang::{Lang, Text};
use std::fmt;

use crate::events::counts::Stats;
use crate::events::pattern::{House, Pattern, Rule};
use crate::puzzle::grid::{Cell, Grid, Unit};

/// One step of the search.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Event {
    /// `digit` is tried in the empty `cell`.
    Try {
        /// The blank the digit is tried in.
        cell: Cell,
        /// The digit tried, 1 to 9.
        digit: u8,
    },
    /// The tried `digit` clashes with `with`, which already holds it in `unit`.
    Conflict {
        /// The blank the digit was tried in.
        cell: Cell,
        /// The digit tried.
        digit: u8,
        /// The row, column or box the two cells share.
        unit: Unit,
        /// The cell that already holds the digit.
        with: Cell,
    },
    /// The tried `digit` fits and is written into `cell`.
    Place {
        /// The blank the digit is written into.
        cell: Cell,
        /// The digit placed.
        digit: u8,
    },
    /// The search ran out of digits further on and erases `digit` from `cell`.
    Backtrack {
        /// The cell emptied again.
        cell: Cell,
        /// The digit erased.
        digit: u8,
    },
    /// The search picks the blank `cell` to fill next; it has `candidates` digits not
    /// yet in its row, column or box.
    Choose {
        /// The blank picked.
        cell: Cell,
        /// How many digits can still go there.
        candidates: u8,
    },
    /// `digit` is written into `cell` without a try, because nothing else can go there.
    Force {
        /// The blank the digit is written into.
        cell: Cell,
        /// The digit placed.
        digit: u8,
        /// Why nothing else can go there.
        reason: Reason,
    },
    /// The blank `cell` has no candidate left: the placements since the last choice,
    /// and that choice, are undone.
    DeadEnd {
        /// The blank no digit fits.
        cell: Cell,
    },
    /// A forced `digit` is taken back out of `cell` on the way back to the last choice.
    Unforce {
        /// The cell emptied again.
        cell: Cell,
        /// The forced digit taken back.
        digit: u8,
    },
    /// Candidates are taken away without a guess, because `pattern` holds: the blanks
    /// and digits it takes follow from the board ([`Pattern::effect`]).
    Eliminate {
        /// The rule and what it is made of.
        pattern: Pattern,
    },
    /// An elimination is taken back on the way back to the last choice: the candidates
    /// it took come back.
    Restore {
        /// The pattern of the elimination taken back.
        pattern: Pattern,
    },
}

/// Why a placement was forced.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Reason {
    /// The digit is the only candidate of the cell (a naked single).
    OnlyDigit,
    /// The cell is the only place left for the digit in this unit (a hidden single).
    OnlyPlace(Unit),
}

impl crate::names::Named for Reason {
    const ALL: &'static [Reason] = &[
        Reason::OnlyDigit,
        Reason::OnlyPlace(Unit::Row),
        Reason::OnlyPlace(Unit::Col),
        Reason::OnlyPlace(Unit::Box),
    ];
    fn name(self) -> &'static str {
        Reason::name(self)
    }
}

impl Reason {
    /// The name used in trace files: `cell` (only digit), or the unit's name.
    pub fn name(self) -> &'static str {
        match self {
            Reason::OnlyDigit => "cell",
            Reason::OnlyPlace(unit) => unit.name(),
        }
    }

    /// The reason [`name`](Reason::name) gives `name` for.
    pub fn from_name(name: &str) -> Option<Reason> {
        <Reason as crate::names::Named>::from_name(name)
    }

    /// Two bits: 0 for the cell, 1 + the unit's number for a unit.
    pub fn code(self) -> u32 {
        match self {
            Reason::OnlyDigit => 0,
            Reason::OnlyPlace(unit) => 1 + unit as u32,
        }
    }

    /// The reason [`code`](Reason::code) gave, if `code` names one.
    pub(crate) fn of_code(code: u32) -> Option<Reason> {
        match code {
            0 => Some(Reason::OnlyDigit),
            n => Unit::ALL
                .get(n as usize - 1)
                .map(|&unit| Reason::OnlyPlace(unit)),
        }
    }
}

/// The kinds of event, for filtering and counting.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum EventKind {
    /// A try: [`Event::Try`].
    Try,
    /// A conflict: [`Event::Conflict`].
    Conflict,
    /// A place: [`Event::Place`].
    Place,
    /// A backtrack: [`Event::Backtrack`].
    Backtrack,
    /// A choice: [`Event::Choose`].
    Choose,
    /// A forced placement: [`Event::Force`].
    Force,
    /// A dead end: [`Event::DeadEnd`].
    DeadEnd,
    /// A forced digit taken back: [`Event::Unforce`].
    Unforce,
    /// Candidates taken away: [`Event::Eliminate`].
    Eliminate,
    /// An elimination taken back: [`Event::Restore`].
    Restore,
}

impl crate::names::Named for EventKind {
    const ALL: &'static [EventKind] = &EventKind::ALL;
    fn name(self) -> &'static str {
        EventKind::name(self)
    }
}

impl EventKind {
    /// Every kind, in the order of [`Event`]'s variants (the first four are format
    /// version 1's, the last two version 3's).
    pub const ALL: [EventKind; 10] = [
        EventKind::Try,
        EventKind::Conflict,
        EventKind::Place,
        EventKind::Backtrack,
        EventKind::Choose,
        EventKind::Force,
        EventKind::DeadEnd,
        EventKind::Unforce,
        EventKind::Eliminate,
        EventKind::Restore,
    ];

    /// The name used in trace files: `try`, `conflict`, `place`, `backtrack`, `choose`,
    /// `force`, `deadend`, `unforce`, `eliminate`, `restore`.
    pub fn name(self) -> &'static str {
        match self {
            EventKind::Try => "try",
            EventKind::Conflict => "conflict",
            EventKind::Place => "place",
            EventKind::Backtrack => "backtrack",
            EventKind::Choose => "choose",
            EventKind::Force => "force",
            EventKind::DeadEnd => "deadend",
            EventKind::Unforce => "unforce",
            EventKind::Eliminate => "eliminate",
            EventKind::Restore => "restore",
        }
    }

    /// Whether traces of format version 2 can hold this kind.
    pub(crate) fn in_version_2(self) -> bool {
        !matches!(self, EventKind::Eliminate | EventKind::Restore)
    }

    /// Whether traces of format version 1 can hold this kind.
    pub(crate) fn in_version_1(self) -> bool {
        matches!(
            self,
            EventKind::Try | EventKind::Conflict | EventKind::Place | EventKind::Backtrack
        )
    }

    /// The kind [`name`](EventKind::name) gives `name` for.
    pub fn from_name(name: &str) -> Option<EventKind> {
        EventKind::ALL.into_iter().find(|kind| kind.name() == name)
    }

    /// How many events of this kind `stats` counts.
    pub(crate) fn count_in(self, stats: &Stats) -> u64 {
        stats.events_by_kind()[self as usize]
    }
}

/// How many events of any of `kinds` `stats` counts.
pub(crate) fn count_of_kinds(kinds: &[EventKind], stats: &Stats) -> u64 {
    // Saturating: a checkpoint's counts are read from a file before they are checked.
    kinds
        .iter()
        .fold(0u64, |sum, kind| sum.saturating_add(kind.count_in(stats)))
}

impl Event {
    /// What kind of event this is, without its cell and digit.
    pub fn kind(&self) -> EventKind {
        match self {
            Event::Try { .. } => EventKind::Try,
            Event::Conflict { .. } => EventKind::Conflict,
            Event::Place { .. } => EventKind::Place,
            Event::Backtrack { .. } => EventKind::Backtrack,
            Event::Choose { .. } => EventKind::Choose,
            Event::Force { .. } => EventKind::Force,
            Event::DeadEnd { .. } => EventKind::DeadEnd,
            Event::Unforce { .. } => EventKind::Unforce,
            Event::Eliminate { .. } => EventKind::Eliminate,
            Event::Restore { .. } => EventKind::Restore,
        }
    }

    /// The pattern of an elimination or of its restore.
    pub fn pattern(&self) -> Option<Pattern> {
        match *self {
            Event::Eliminate { pattern } | Event::Restore { pattern } => Some(pattern),
            _ => None,
        }
    }

    /// The cell the event is about.
    pub fn cell(&self) -> Cell {
        match *self {
            Event::Try { cell, .. }
            | Event::Conflict { cell, .. }
            | Event::Place { cell, .. }
            | Event::Backtrack { cell, .. }
            | Event::Choose { cell, .. }
            | Event::Force { cell, .. }
            | Event::DeadEnd { cell }
            | Event::Unforce { cell, .. } => cell,
            Event::Eliminate { pattern } | Event::Restore { pattern } => pattern.cell(),
        }
    }

    /// The digit tried, placed or erased; 0 for a choice, a dead end or an elimination,
    /// which place none.
    pub fn digit(&self) -> u8 {
        match *self {
            Event::Try { digit, .. }
            | Event::Conflict { digit, .. }
            | Event::Place { digit, .. }
            | Event::Backtrack { digit, .. }
            | Event::Force { digit, .. }
            | Event::Unforce { digit, .. } => digit,
            Event::Choose { .. }
            | Event::DeadEnd { .. }
            | Event::Eliminate { .. }
            | Event::Restore { .. } => 0,
        }
    }

    /// Whether the event writes a digit into a cell (a place or a forced placement).
    pub fn puts(&self) -> bool {
        matches!(self, Event::Place { .. } | Event::Force { .. })
    }

    /// Whether the event takes a digit out of a cell (a backtrack or an unforce).
    pub fn takes(&self) -> bool {
        matches!(self, Event::Backtrack { .. } | Event::Unforce { .. })
    }
}

impl Event {
    /// The event in 23 bits of a `u32`, for holding long traces in memory: kind (2
    /// bits, [`EventKind::packed`]), cell (7), digit (4; a choice's candidates), unit (2;
    /// a forced placement's reason) and the clashing cell (7), and bit 22 set for the
    /// kinds after the first four (so the first four pack as format version 1 packed
    /// them). The fields start at [`PACKED_CELL_SHIFT`], [`PACKED_DIGIT_SHIFT`],
    /// [`PACKED_UNIT_SHIFT`] and [`PACKED_WITH_SHIFT`].
    pub fn pack(&self) -> u32 {
        if let Some(pattern) = self.pattern() {
            let restore = matches!(self, Event::Restore { .. }) as u32;
            return ELIMINATIONS | restore | pattern.pack() << 1;
        }
        let (unit, with) = match *self {
            Event::Conflict { unit, with, .. } => (unit as u32, with.index() as u32),
            Event::Force { reason, .. } => (reason.code(), 0),
            _ => (0, 0),
        };
        let digit = match *self {
            Event::Choose { candidates, .. } => candidates,
            _ => self.digit(),
        };
        self.kind().packed()
            | (self.cell().index() as u32) << PACKED_CELL_SHIFT
            | (digit as u32) << PACKED_DIGIT_SHIFT
            | unit << PACKED_UNIT_SHIFT
            | with << PACKED_WITH_SHIFT
    }

    /// The event [`pack`](Event::pack) made `packed` from.
    pub(crate) fn unpack(packed: u32) -> Event {
        if packed & ELIMINATIONS != 0 {
            let pattern = Pattern::unpack(packed >> 1 & 0x3f_ffff).expect("packed pattern");
            return match packed & 1 {
                0 => Event::Eliminate { pattern },
                _ => Event::Restore { pattern },
            };
        }
        let cell_at = |shift: u32| Cell::from_index((packed >> shift & 0x7f) as usize);
        let cell = cell_at(PACKED_CELL_SHIFT).expect("packed cell");
        let digit = (packed >> PACKED_DIGIT_SHIFT & 0xf) as u8;
        let unit = packed >> PACKED_UNIT_SHIFT & 3;
        match packed & (NEW_KINDS | 3) {
            0 => Event::Try { cell, digit },
            1 => Event::Conflict {
                cell,
                digit,
                unit: Unit::ALL[unit as usize % 3],
                with: cell_at(PACKED_WITH_SHIFT).expect("packed cell"),
            },
            2 => Event::Place { cell, digit },
            3 => Event::Backtrack { cell, digit },
            k if k == NEW_KINDS => Event::Choose {
                cell,
                candidates: digit,
            },
            k if k == NEW_KINDS | 1 => Event::Force {
                cell,
                digit,
                reason: Reason::of_code(unit).expect("two bits name a reason"),
            },
            k if k == NEW_KINDS | 2 => Event::DeadEnd { cell },
            _ => Event::Unforce { cell, digit },
        }
    }
}

impl EventKind {
    /// The kind's bits of a packed event ([`Event::pack`]): its place among format
    /// version 1's kinds, or [`NEW_KINDS`] and its place among the kinds version 2 added.
    pub fn packed(self) -> u32 {
        match self {
            EventKind::Try => 0,
            EventKind::Conflict => 1,
            EventKind::Place => 2,
            EventKind::Backtrack => 3,
            EventKind::Choose => NEW_KINDS,
            EventKind::Force => NEW_KINDS | 1,
            EventKind::DeadEnd => NEW_KINDS | 2,
            EventKind::Unforce => NEW_KINDS | 3,
            EventKind::Eliminate => ELIMINATIONS,
            EventKind::Restore => ELIMINATIONS | 1,
        }
    }
}

/// The bit of a packed event that marks the kinds format version 2 added.
pub const NEW_KINDS: u32 = 1 << 22;
/// The bit of a packed event that marks the kinds format version 3 added: bit 0 is
/// set for a restore, and bits 1 to 22 hold the pattern (its rule, then its digit and
/// units, or a pair's unit, cells and digits).
pub const ELIMINATIONS: u32 = 1 << 23;
/// Where a packed event's cell (its index, 7 bits) starts.
pub const PACKED_CELL_SHIFT: u32 = 2;
/// Where a packed event's digit (4 bits; a choice's number of candidates) starts.
pub const PACKED_DIGIT_SHIFT: u32 = 9;
/// Where a packed event's unit (2 bits: a conflict's unit, a forced placement's
/// [`Reason::code`]) starts.
pub const PACKED_UNIT_SHIFT: u32 = 13;
/// Where a packed conflict's clashing cell (its index, 7 bits) starts.
pub const PACKED_WITH_SHIFT: u32 = 15;

/// The event in English words, as captions show it: `r3c5: 7 clashes with r3c8 (row)`.
impl fmt::Display for Event {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words(Lang::En))
    }
}

impl Event {
    /// The event in words in `lang`: `r3c5: 7 clashes with r3c8 (row)`,
    /// `r3c5：7 与 r3c8 冲突（行）`.
    pub fn words(&self, lang: Lang) -> String {
        match *self {
            Event::Try { cell, digit } => {
                lang.fill(Text::EventTry, &[("cell", &cell), ("digit", &digit)])
            }
            Event::Conflict {
                cell,
                digit,
                unit,
                with,
            } => lang.fill(
                Text::EventConflict,
                &[
                    ("cell", &cell),
                    ("digit", &digit),
                    ("with", &with),
                    ("unit", &unit.short_words(lang)),
                ],
            ),
            Event::Place { cell, digit } => {
                lang.fill(Text::EventPlace, &[("cell", &cell), ("digit", &digit)])
            }
            Event::Backtrack { cell, digit } => {
                lang.fill(Text::EventBacktrack, &[("cell", &cell), ("digit", &digit)])
            }
            Event::Choose { cell, candidates } => lang.fill(
                Text::EventChoose,
                &[
                    ("cell", &cell),
                    ("candidates", &candidates_words(candidates, lang)),
                ],
            ),
            Event::Force {
                cell,
                digit,
                reason: Reason::OnlyDigit,
            } => lang.fill(Text::EventOnlyDigit, &[("cell", &cell), ("digit", &digit)]),
            Event::Force {
                cell,
                digit,
                reason: Reason::OnlyPlace(unit),
            } => lang.fill(
                Text::EventOnlyPlace,
                &[
                    ("cell", &cell),
                    ("digit", &digit),
                    ("unit", &unit.words(lang)),
                ],
            ),
            Event::DeadEnd { cell } => lang.fill(Text::EventDeadEnd, &[("cell", &cell)]),
            Event::Unforce { cell, digit } => {
                lang.fill(Text::EventUnforce, &[("cell", &cell), ("digit", &digit)])
            }
            Event::Eliminate { pattern } => pattern.words(lang),
            Event::Restore { pattern } => {
                let (houses, _) = pattern.houses();
                lang.fill(
                    Text::EventRestore,
                    &[
                        ("rule", &pattern.rule().words(lang)),
                        ("house", &houses[0].words(lang)),
                    ],
                )
            }
        }
    }
}

impl Pattern {
    /// The elimination in words: `pointing: 5 in box 2 lies only in row 1, so it leaves
    /// the rest of row 1`.
    pub fn words(self, lang: Lang) -> String {
        self.said(
            |rule| match rule {
                Rule::Pointing => Text::EventPointing,
                Rule::Claiming => Text::EventClaiming,
                Rule::NakedPair => Text::EventNakedPair,
                Rule::HiddenPair => Text::EventHiddenPair,
            },
            lang,
        )
    }

    /// The pattern said by the template `text` gives for its rule, its fields filled in:
    /// a pointing's or a claiming's `digit`, `block` and `line`; a pair's `first` and
    /// `second` cells, digits `a` and `b`, and `house`. The event's words and the why
    /// of an elimination both say it so.
    pub(crate) fn said(self, text: impl Fn(Rule) -> Text, lang: Lang) -> String {
        match self {
            Pattern::Pointing { digit, block, line } | Pattern::Claiming { digit, line, block } => {
                lang.fill(
                    text(self.rule()),
                    &[
                        ("digit", &digit),
                        ("block", &block.words(lang)),
                        ("line", &line.words(lang)),
                    ],
                )
            }
            Pattern::NakedPair {
                house,
                cells,
                digits,
            }
            | Pattern::HiddenPair {
                house,
                cells,
                digits,
            } => lang.fill(
                text(self.rule()),
                &[
                    ("first", &cells[0]),
                    ("second", &cells[1]),
                    ("a", &digits[0]),
                    ("b", &digits[1]),
                    ("house", &house.words(lang)),
                ],
            ),
        }
    }

    /// The pattern in 22 bits, for [`Event::pack`]: the rule (2 bits), then a pointing's
    /// or claiming's digit (4), box (4), line's kind (1: a column) and number (4), or a
    /// pair's unit kind (2) and number (4), its cells' places in the unit (7: 9 × first +
    /// second) and its digits (7: 9 × (a − 1) + b − 1).
    pub(crate) fn pack(self) -> u32 {
        let rule = self.rule() as u32;
        let payload = match self {
            Pattern::Pointing { digit, block, line } | Pattern::Claiming { digit, line, block } => {
                digit as u32
                    | (block.index as u32) << 4
                    | ((line.unit == Unit::Col) as u32) << 8
                    | (line.index as u32) << 9
            }
            Pattern::NakedPair {
                house,
                cells,
                digits,
            }
            | Pattern::HiddenPair {
                house,
                cells,
                digits,
            } => {
                let at = |cell: Cell| house.position_of(cell).unwrap_or(0) as u32;
                house.unit as u32
                    | (house.index as u32) << 2
                    | (9 * at(cells[0]) + at(cells[1])) << 6
                    | (9 * (digits[0] as u32).saturating_sub(1)
                        + (digits[1] as u32).saturating_sub(1))
                        << 13
            }
        };
        rule | payload << 2
    }

    /// The pattern [`pack`](Pattern::pack) made `packed` from, if its fields name one
    /// (units 0 to 8, digits 1 to 9); whether it holds is the replay's to say.
    pub(crate) fn unpack(packed: u32) -> Option<Pattern> {
        let rule = Rule::ALL[(packed & 3) as usize];
        let payload = packed >> 2;
        match rule {
            Rule::Pointing | Rule::Claiming => {
                let digit = (payload & 0xf) as u8;
                let block = House::new(Unit::Box, (payload >> 4 & 0xf) as u8)?;
                let unit = [Unit::Row, Unit::Col][(payload >> 8 & 1) as usize];
                let line = House::new(unit, (payload >> 9 & 0xf) as u8)?;
                if !(1..=9).contains(&digit) || payload >> 13 != 0 {
                    return None;
                }
                Some(match rule {
                    Rule::Pointing => Pattern::Pointing { digit, block, line },
                    _ => Pattern::Claiming { digit, line, block },
                })
            }
            Rule::NakedPair | Rule::HiddenPair => {
                let unit = *Unit::ALL.get((payload & 3) as usize)?;
                let house = House::new(unit, (payload >> 2 & 0xf) as u8)?;
                let (places, digits) = (payload >> 6 & 0x7f, payload >> 13 & 0x7f);
                if places >= 81 || digits >= 81 || payload >> 20 != 0 {
                    return None;
                }
                let cells = house.cells();
                let cells = [cells[(places / 9) as usize], cells[(places % 9) as usize]];
                let digits = [(digits / 9 + 1) as u8, (digits % 9 + 1) as u8];
                Some(Pattern::pair(rule, house, cells, digits))
            }
        }
    }
}

/// `1 candidate`, `2 candidates`.
pub(crate) fn candidates_words(candidates: u8, lang: Lang) -> String {
    match candidates {
        1 => lang.text(Text::OneCandidate).to_string(),
        n => lang.fill(Text::Candidates, &[("n", &n)]),
    }
}

/// How a search ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Outcome {
    /// Every blank is filled.
    Solved,
    /// Every digit was tried in every blank: the puzzle has no solution.
    Unsolvable,
    /// The event limit stopped the search first.
    Limit,
}

impl crate::names::Named for Outcome {
    const ALL: &'static [Outcome] = &[Outcome::Solved, Outcome::Unsolvable, Outcome::Limit];
    fn name(self) -> &'static str {
        Outcome::name(self)
    }
}

impl Outcome {
    /// The name used in trace files and JSON output: `solved`, `unsolvable`, `limit`.
    pub fn name(self) -> &'static str {
        match self {
            Outcome::Solved => "solved",
            Outcome::Unsolvable => "unsolvable",
            Outcome::Limit => "limit",
        }
    }

    /// The outcome [`name`](Outcome::name) gives `name` for.
    pub fn from_name(name: &str) -> Option<Outcome> {
        <Outcome as crate::names::Named>::from_name(name)
    }

    /// How the search ended, in the words every output uses.
    pub fn words(self, lang: Lang) -> &'static str {
        lang.text(match self {
            Outcome::Solved => Text::SolvedWords,
            Outcome::Unsolvable => Text::UnsolvableWords,
            Outcome::Limit => Text::LimitWords,
        })
    }

    /// The outcome in one word or two, as a table's cell gives it: `solved`, `已解出`.
    pub fn label(self, lang: Lang) -> &'static str {
        lang.text(match self {
            Outcome::Solved => Text::Solved,
            Outcome::Unsolvable => Text::Unsolvable,
            Outcome::Limit => Text::Limit,
        })
    }
}

/// How a trace says its search ended, and whether sudotrace vouches for what
/// [`Outcome::words`] say of it: when the trace is the search of the strategy its header
/// names from its first event to its end (every digit was tried, or the event limit
/// stopped it), or its board is full. Otherwise the words are the end record's claim.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Ending {
    /// How the trace says the search ended.
    pub outcome: Outcome,
    /// sudotrace vouches for it.
    pub vouched: bool,
}

impl Ending {
    /// The ending in words: [`Outcome::words`] when vouched for, else what the end record
    /// says (`the end record says there is no solution`).
    pub fn words(self, lang: Lang) -> &'static str {
        match (self.vouched, self.outcome) {
            (true, outcome) => outcome.words(lang),
            (false, Outcome::Solved) => lang.text(Text::ClaimSolved),
            (false, Outcome::Unsolvable) => lang.text(Text::ClaimUnsolvable),
            (false, Outcome::Limit) => lang.text(Text::ClaimLimit),
        }
    }

    /// Every way of saying how a search ended, for room to be kept for the longest.
    pub fn all_words(lang: Lang) -> impl Iterator<Item = &'static str> {
        [Outcome::Solved, Outcome::Unsolvable, Outcome::Limit]
            .into_iter()
            .flat_map(move |outcome| {
                [true, false].map(|vouched| Ending { outcome, vouched }.words(lang))
            })
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The closing record of a search: how it ended, the solution if any, and its counts.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct End {
    /// How the search ended.
    pub outcome: Outcome,
    /// The filled grid, when the search solved the puzzle.
    pub solution: Option<Grid>,
    /// The counts of the search, up to where it ended.
    pub stats: Stats,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_kind_is_counted_by_its_own_count() {
        for (place, kind) in EventKind::ALL.into_iter().enumerate() {
            assert_eq!(kind as usize, place, "{kind:?} stands at its place in ALL");
        }
        let mut stats = Stats {
            tries: 1,
            places: 3,
            backtracks: 4,
            choices: 5,
            forced: 6,
            dead_ends: 7,
            unforced: 8,
            restored: 10,
            ..Stats::default()
        };
        stats.conflicts.col = 2;
        stats.eliminations.claiming = 9;
        let counted = EventKind::ALL.map(|kind| kind.count_in(&stats));
        assert_eq!(counted, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    }

    #[test]
    fn packing_keeps_every_field() {
        for index in 0..81 {
            let cell = Cell::from_index(index).unwrap();
            let with = Cell::from_index(80 - index).unwrap();
            for digit in 1..=9 {
                let mut events = vec![
                    Event::Try { cell, digit },
                    Event::Place { cell, digit },
                    Event::Backtrack { cell, digit },
                ];
                events.extend(Unit::ALL.map(|unit| Event::Conflict {
                    cell,
                    digit,
                    unit,
                    with,
                }));
                events.extend([
                    Event::Choose {
                        cell,
                        candidates: digit,
                    },
                    Event::DeadEnd { cell },
                    Event::Unforce { cell, digit },
                    Event::Force {
                        cell,
                        digit,
                        reason: Reason::OnlyDigit,
                    },
                ]);
                events.extend(Unit::ALL.map(|unit| Event::Force {
                    cell,
                    digit,
                    reason: Reason::OnlyPlace(unit),
                }));
                for event in events {
                    assert_eq!(Event::unpack(event.pack()), event);
                }
                if index < 27 {
                    let house = House::new(Unit::ALL[index / 9], (index % 9) as u8).unwrap();
                    let cells = house.cells();
                    let pairs = [
                        Pattern::NakedPair {
                            house,
                            cells: [cells[0], cells[digit as usize - 1]],
                            digits: [digit.min(8), 9],
                        },
                        Pattern::HiddenPair {
                            house,
                            cells: [cells[1], cells[8]],
                            digits: [1, digit.max(2)],
                        },
                    ];
                    let block = House::new(Unit::Box, (index % 9) as u8).unwrap();
                    let line = House::new(Unit::ALL[index / 9 % 2], (index % 9) as u8).unwrap();
                    let locked = [
                        Pattern::Pointing { digit, block, line },
                        Pattern::Claiming { digit, line, block },
                    ];
                    for pattern in pairs.into_iter().chain(locked) {
                        for event in [Event::Eliminate { pattern }, Event::Restore { pattern }] {
                            assert!(event.pack() < 1 << 24, "{event:?}");
                            assert_eq!(Event::unpack(event.pack()), event);
                        }
                    }
                }
            }
        }
    }
}

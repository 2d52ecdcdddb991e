//! The one view of a position of a trace, worked out once for every place that shows
//! it: how each cell looks, which cell is being worked on, which unit and cell clash,
//! what the position means in words and the counts there. `show` and the stepper print
//! it as text; `render` draws it as pixels.

use std::fmt::Write as _;

use crate::events::counts::{Count, Stats};
use crate::events::event::{Ending, Event, candidates_words};
use crate::events::pattern::{Pattern, digits_words};
use crate::events::replay::{ImpossibleEvent, Replay};
use crate::lang::{Lang, Text};
use crate::numbers::thousands;
use crate::puzzle::grid::{CELLS, Cell, Grid};
use crate::search::{Check, CheckWork, Order, Strategy};
use crate::trace::CutShort;
use crate::views::tables::TablesView;

/// How one cell looks at a position.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Look {
    /// An empty cell.
    Blank,
    /// A given of the puzzle.
    Given(u8),
    /// A digit the search placed earlier.
    Placed(u8),
    /// The digit being tried, pencilled in.
    Tried(u8),
    /// The tried digit, rejected by a clash.
    Rejected(u8),
    /// The digit just placed.
    Set(u8),
    /// The digit just erased by a backtrack.
    Erased(u8),
    /// The blank just chosen, or found with no candidate.
    Chosen,
}

/// A position, ready to draw.
#[derive(Clone, Debug)]
pub struct View {
    /// How each cell looks, in reading order.
    pub looks: [Look; CELLS],
    /// The cell the event is about.
    pub current: Option<Cell>,
    /// Cells of the unit that clashed.
    pub shaded: [bool; CELLS],
    /// The cell already holding the rejected digit.
    pub clashing: Option<Cell>,
    /// At a backtrack, the blank that ran out of digits and sent the search back, when
    /// the search's order tells ([`Order::exhausted`]); crossed out as a dead end is.
    pub ran_out: Option<Cell>,
    /// The number of the event the position is right after; 0 for the puzzle.
    pub number: u64,
    /// The event marked on the board, if any.
    pub event: Option<Event>,
    /// What the position is, in words: the event (`r3c5: 7 clashes with r3c8 (row)`),
    /// or for a board with no event marked, the puzzle, how the search ended, or which
    /// event the board is after.
    pub words: String,
    /// `#42  ` and the words, the number grouped by thousands (`#79,461`).
    pub caption: String,
    /// The counts in one line: tries, conflicts by unit, backtracks, depth.
    pub counters: String,
    /// The counts at the position.
    pub stats: Stats,
    /// Digits the search has placed at the position.
    pub depth: u64,
    /// Each blank's candidates (bit `d` for digit `d`), when they are to be shown; all
    /// zero otherwise.
    pub pencil: [u16; CELLS],
    /// The event marked is one that cannot happen (see [`View::refused`]).
    pub refused: bool,
    /// The candidates the elimination marked took from each cell (bit `d` for digit
    /// `d`), drawn struck through beside the candidates left ([`View::pencil`] holds
    /// both); all zero at any other event.
    pub struck: [u16; CELLS],
    /// The cells that make the pattern of the elimination (or restore) marked: a digit's
    /// places where a line and a box cross, a pair's two cells.
    pub pattern_cells: [bool; CELLS],
    /// The check of the search and what it did for the event marked, when the search's
    /// check is known ([`View::with_check`]).
    pub check: Option<CheckShown>,
}

/// The check at a position: which check it is, and what it did for the event marked and
/// what that cost (cells read or tables looked up), beside the running count in
/// [`View::stats`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CheckShown {
    /// The search's check.
    pub check: Check,
    /// What it did for the event marked; `None` for an event that costs no check.
    pub work: Option<CheckWork>,
    /// What that cost.
    pub cost: u64,
}

impl View {
    /// The view of a cursor's position: `replay`'s board with `stats` counted, right
    /// after event `n`, `event`, which is marked on the board (none at the puzzle), in a
    /// search that fills blanks in `order` when it is known.
    pub fn new(
        replay: &Replay,
        stats: &Stats,
        event: Option<(usize, Event)>,
        order: Option<Order>,
        lang: Lang,
    ) -> View {
        match event {
            Some((n, event)) => View::of_event(replay, stats, n as u64, event, order, lang),
            None => View::at_rest(replay, stats, 0, None, lang),
        }
    }

    /// The board right after event `number`, `event`, with the event marked: the cell
    /// worked on, and for a conflict the clashing unit and the cell holding the digit.
    /// A backtrack says which blank ran out of digits when `order` tells.
    pub fn of_event(
        replay: &Replay,
        stats: &Stats,
        number: u64,
        event: Event,
        order: Option<Order>,
        lang: Lang,
    ) -> View {
        let words = event_words(replay, event, order, lang);
        let mut view = View::board(replay, stats, number, words, lang);
        let cell = event.cell();
        view.event = Some(event);
        view.current = Some(cell);
        view.looks[cell.index()] = match event {
            Event::Try { digit, .. } => Look::Tried(digit),
            Event::Conflict {
                digit, unit, with, ..
            } => {
                for other in unit.cells_of(cell) {
                    view.shaded[other.index()] = true;
                }
                view.clashing = Some(with);
                Look::Rejected(digit)
            }
            Event::Place { digit, .. } | Event::Force { digit, .. } => Look::Set(digit),
            Event::Backtrack { digit, .. } => {
                view.ran_out = order.and_then(|order| order.exhausted(replay.board(), cell));
                Look::Erased(digit)
            }
            Event::Unforce { digit, .. } => Look::Erased(digit),
            Event::Choose { .. } => Look::Chosen,
            Event::DeadEnd { .. } => {
                view.clashing = Some(cell);
                Look::Chosen
            }
            Event::Eliminate { pattern } | Event::Restore { pattern } => {
                view.mark_pattern(replay, pattern, matches!(event, Event::Eliminate { .. }));
                base_look(replay.givens(), replay.board(), cell)
            }
        };
        view
    }

    /// Mark an elimination's pattern: its units shaded, the cells that make it, and
    /// (`taken`: right after the elimination) the candidates it took, pencilled in with
    /// every blank's candidates.
    fn mark_pattern(&mut self, replay: &Replay, pattern: Pattern, taken: bool) {
        let (houses, count) = pattern.houses();
        for house in &houses[..count] {
            for cell in house.cells() {
                self.shaded[cell.index()] = true;
            }
        }
        let mut candidates = *replay.all_candidates().padded();
        if taken && let Some(standing) = replay.eliminations().last() {
            for (cell, digits) in standing.removal.cells() {
                self.struck[cell.index()] = digits;
                candidates[cell.index()] |= digits;
            }
        }
        let made_of = pattern.made_of(&candidates);
        for (i, marked) in self.pattern_cells.iter_mut().enumerate() {
            *marked = made_of >> i & 1 != 0;
        }
        self.pencil = *candidates.first_chunk().expect("a slot for every cell");
    }

    /// The board before an event that cannot happen (event `number`), with that event
    /// drawn as refused: its cell, the digit it names struck through, and the other cell
    /// its reason names bracketed; the words say why it cannot happen.
    pub fn refused(
        replay: &Replay,
        stats: &Stats,
        number: u64,
        refused: &ImpossibleEvent,
        lang: Lang,
    ) -> View {
        let mut view = View::board(replay, stats, number, refused.words(lang), lang);
        let event = refused.event;
        let cell = event.cell();
        view.event = Some(event);
        view.refused = true;
        view.current = Some(cell);
        view.clashing = refused.involved();
        view.looks[cell.index()] = match event.digit() {
            0 => Look::Chosen,
            digit => Look::Rejected(digit),
        };
        view
    }

    /// The board after event `number` with no event marked: the opening board, or the
    /// final one, saying how the search ended when `ending` is given.
    pub fn at_rest(
        replay: &Replay,
        stats: &Stats,
        number: u64,
        ending: Option<Ending>,
        lang: Lang,
    ) -> View {
        let blanks = CELLS - replay.givens().filled();
        let words = rest_words(number, blanks, ending, lang);
        View::board(replay, stats, number, words, lang)
    }

    fn board(replay: &Replay, stats: &Stats, number: u64, words: String, lang: Lang) -> View {
        let looks = std::array::from_fn(|i| {
            let cell = Cell::from_index(i).expect("cell index");
            base_look(replay.givens(), replay.board(), cell)
        });
        View {
            looks,
            current: None,
            shaded: [false; CELLS],
            clashing: None,
            ran_out: None,
            number,
            event: None,
            caption: format!("#{}  {words}", thousands(number)),
            words,
            counters: counters(stats, replay.depth(), None, lang),
            stats: *stats,
            depth: replay.depth(),
            pencil: [0; CELLS],
            refused: false,
            struck: [0; CELLS],
            pattern_cells: [false; CELLS],
            check: None,
        }
    }

    /// The view with the work of the search's `check` shown (none when the check is not
    /// known: another solver's trace): what it did for the event marked, on `replay`'s
    /// board, and its count among the counters.
    pub fn with_check(mut self, check: Option<Check>, replay: &Replay, lang: Lang) -> View {
        let Some(check) = check else {
            return self;
        };
        let event = self.event.filter(|_| !self.refused);
        let work = event.and_then(|event| check.work(&event, &board_before(replay, event)));
        let shown = CheckShown {
            check,
            work,
            cost: work.map_or(0, |work| work.cost(check)),
        };
        self.counters = counters(&self.stats, self.depth, Some(shown), lang);
        self.check = Some(shown);
        self
    }

    /// The tables check's three tables on `replay`'s board (the one the view shows), with
    /// the entries its check looked up for the event when [`View::with_check`] found it
    /// was the tables check checking a try; none for an event that cannot happen.
    pub fn tables(&self, replay: &Replay) -> TablesView {
        let event = self.event.filter(|_| !self.refused);
        TablesView::of(
            replay,
            event,
            self.check.map(|shown| shown.check),
            self.check.and_then(|shown| shown.work),
        )
    }

    /// The view with every blank's candidates on `replay`'s board pencilled in (and
    /// those an elimination marked took, which it pencils in already).
    pub fn with_candidates(mut self, replay: &Replay) -> View {
        for (i, pencil) in self.pencil.iter_mut().enumerate() {
            *pencil = replay.all_candidates().all()[i] | self.struck[i];
        }
        self
    }

    /// The candidates the elimination marked took ([`View::struck`]): each cell that lost
    /// any, in reading order, and its digits (bit `d` for digit `d`); none at any other
    /// event.
    pub fn taken(&self) -> impl Iterator<Item = (Cell, u16)> + '_ {
        self.struck
            .iter()
            .enumerate()
            .filter(|&(_, &digits)| digits != 0)
            .map(|(i, &digits)| (Cell::from_index(i).expect("cell index"), digits))
    }

    /// The cells that make the pattern marked ([`View::pattern_cells`]), in reading order.
    pub fn pattern_cells(&self) -> impl Iterator<Item = Cell> + '_ {
        self.pattern_cells
            .iter()
            .enumerate()
            .filter(|&(_, &marked)| marked)
            .map(|(i, _)| Cell::from_index(i).expect("cell index"))
    }

    /// What the elimination marked took, in words: `r1c7 loses 5, r1c9 loses 5`; none at
    /// any other event.
    pub fn taken_words(&self, lang: Lang) -> Option<String> {
        let each: Vec<String> = self
            .taken()
            .map(|(cell, digits)| {
                lang.fill(
                    Text::Eliminated,
                    &[("cell", &cell), ("digits", &digits_words(digits))],
                )
            })
            .collect();
        (!each.is_empty()).then(|| each.join(lang.text(Text::ListSeparator)))
    }
}

/// The words of a board with no event marked, after event `number` of a puzzle with
/// `blanks` blanks: how the search ended, the puzzle itself, or which event it is after.
pub fn rest_words(number: u64, blanks: usize, ending: Option<Ending>, lang: Lang) -> String {
    match (ending, number) {
        (Some(ending), _) => ending.words(lang).to_string(),
        (None, 0) => lang.fill(Text::ThePuzzle, &[("blanks", &blanks)]),
        (None, number) => lang.fill(Text::BoardAfter, &[("number", &thousands(number))]),
    }
}

/// Why a trace of `events` readable events, stopping as `cut` says when it is cut short,
/// has no event to show at the number asked for: what follows `--at N: ` in every
/// viewer's refusal, with the numbers to choose from.
pub fn past_the_end(events: u64, cut: Option<&CutShort>) -> String {
    past_the_end_in(events, cut, Lang::En)
}

/// [`past_the_end`] in `lang`.
pub fn past_the_end_in(events: u64, cut: Option<&CutShort>, lang: Lang) -> String {
    let (next, events) = (thousands(events + 1), thousands(events));
    let text = match cut {
        Some(cut) if cut.refused.is_some() => Text::PastTheEndRefused,
        Some(_) => Text::PastTheEndCut,
        None => Text::PastTheEnd,
    };
    let cut = cut.map(|cut| cut.words(lang)).unwrap_or_default();
    lang.fill(text, &[("cut", &cut), ("events", &events), ("next", &next)])
}

/// The search the strategy `solver` names, with that name: `the row-by-row search
/// (naive)`; a solver sudotrace does not know, quoted.
fn search_words(solver: &str, lang: Lang) -> String {
    match Strategy::from_name(solver) {
        Some(strategy) => lang.fill(
            Text::SearchAndSolver,
            &[("search", &strategy.in_words(lang)), ("solver", &solver)],
        ),
        None => crate::escape::solver_quoted(solver, lang),
    }
}

/// Where a trace departs from the strategy its header names (`solver`), marked on that
/// event: `here it departs from the row-by-row search (naive)`.
pub fn departs_here_words(solver: &str, lang: Lang) -> String {
    lang.fill(
        Text::DepartsHere,
        &[("search", &search_words(solver, lang))],
    )
}

/// A trace that departs at event `departs` from the strategy its header names
/// (`solver`), said beside a later position: `it departs from the row-by-row search
/// (naive) at event 5: its words from there are its events' own`.
pub fn departed_words(solver: &str, departs: u64, lang: Lang) -> String {
    lang.fill(
        Text::Departed,
        &[
            ("search", &search_words(solver, lang)),
            ("event", &thousands(departs)),
        ],
    )
}

/// An event in words; a backtrack with its reason: `r1c9 has no digit left: back to
/// r1c8, erase 9`; a choice with why: `r5c3: 2 candidates, the fewest`.
pub fn event_words(replay: &Replay, event: Event, order: Option<Order>, lang: Lang) -> String {
    let ran_out = match event {
        Event::Backtrack { cell, .. } => {
            order.and_then(|order| order.exhausted(replay.board(), cell))
        }
        _ => None,
    };
    explained_words(event, order, ran_out, lang)
}

/// [`event_words`] where the blank that ran out of digits at a backtrack is known
/// already (`ran_out`), without the board.
pub fn explained_words(
    event: Event,
    order: Option<Order>,
    ran_out: Option<Cell>,
    lang: Lang,
) -> String {
    match event {
        Event::Choose { cell, candidates } => {
            let text = match order {
                Some(Order::Mrv) => Text::ChooseFewest,
                Some(Order::Rows) => Text::ChooseNext,
                None => return event.words(lang),
            };
            let candidates = candidates_words(candidates, lang);
            lang.fill(text, &[("cell", &cell), ("candidates", &candidates)])
        }
        Event::Backtrack { cell, digit } => match ran_out {
            Some(blank) => lang.fill(
                Text::BacktrackExhausted,
                &[("blank", &blank), ("cell", &cell), ("digit", &digit)],
            ),
            None => event.words(lang),
        },
        _ => event.words(lang),
    }
}

/// The most columns ([`crate::lang::width`]) the words of an event can take in `lang`,
/// as [`event_words`] gives them: for a caption to keep room for the longest.
pub fn widest_event_words(lang: Lang) -> usize {
    let candidates = candidates_words(9, lang);
    let unit = [Text::Row, Text::Column, Text::Box]
        .into_iter()
        .chain([Text::RowShort, Text::ColumnShort, Text::BoxShort])
        .map(|text| lang.text(text))
        .max_by_key(|words| crate::lang::width(words))
        .unwrap_or("");
    let values: [(&str, &dyn std::fmt::Display); 6] = [
        ("cell", &"r9c9"),
        ("digit", &9),
        ("with", &"r9c9"),
        ("blank", &"r9c9"),
        ("unit", &unit),
        ("candidates", &candidates),
    ];
    [
        Text::EventTry,
        Text::EventConflict,
        Text::EventPlace,
        Text::EventBacktrack,
        Text::EventChoose,
        Text::EventOnlyDigit,
        Text::EventOnlyPlace,
        Text::EventDeadEnd,
        Text::EventUnforce,
        Text::ChooseFewest,
        Text::ChooseNext,
        Text::BacktrackExhausted,
    ]
    .into_iter()
    .map(|text| crate::lang::width(&lang.fill(text, &values)))
    .max()
    .unwrap_or(0)
}

/// The words of an elimination and of its restore, of each rule, at their widest (its
/// longest unit's name, `column 9`): what a caption wrapping them keeps room for. Each
/// elimination's words are no wider, word for word, than its rule's here.
pub fn widest_elimination_words(lang: Lang) -> Vec<String> {
    use crate::events::pattern::House;
    use crate::puzzle::grid::Unit;
    let house = |unit| House::new(unit, 8).expect("a house");
    let (column, block) = (house(Unit::Col), house(Unit::Box));
    let cells = [Cell::from_index(80).expect("r9c9"); 2];
    [
        Pattern::Pointing {
            digit: 9,
            block,
            line: column,
        },
        Pattern::Claiming {
            digit: 9,
            line: column,
            block,
        },
        Pattern::NakedPair {
            house: column,
            cells,
            digits: [9, 9],
        },
        Pattern::HiddenPair {
            house: column,
            cells,
            digits: [9, 9],
        },
    ]
    .into_iter()
    .flat_map(|pattern| [Event::Eliminate { pattern }, Event::Restore { pattern }])
    .map(|event| event.words(lang))
    .collect()
}

fn base_look(givens: &Grid, board: &Grid, cell: Cell) -> Look {
    match (givens.get(cell), board.get(cell)) {
        (0, 0) => Look::Blank,
        (0, d) => Look::Placed(d),
        (d, _) => Look::Given(d),
    }
}

/// The board right before `event`, which `replay` stands right after: a forced digit
/// was not there yet (no other event the check works for changes the board).
fn board_before(replay: &Replay, event: Event) -> Grid {
    let mut board = *replay.board();
    if let Event::Force { cell, .. } = event {
        board.set(cell, 0);
    }
    board
}

/// `tries 617  conflicts row 300 / col 100 / box 50  backtracks 50  depth 24`, and with
/// the check shown its count and what the event marked cost, `cell reads 8,035 (+12)`;
/// for a search that chooses its blanks, a second line of its own counts:
/// `choices 12  guesses 3  forced 40  dead ends 2  unforced 9`; and for one that takes
/// candidates away, a line of its eliminations by rule and those restored:
/// `pointing 20  claiming 5  naked pairs 2  hidden pairs 1  restored 18`.
fn counters(stats: &Stats, depth: u64, check: Option<CheckShown>, lang: Lang) -> String {
    let separator = lang.text(Text::CountSeparator);
    let depth = lang.fill(
        Text::CountValue,
        &[("count", &lang.text(Text::Depth)), ("value", &depth)],
    );
    let conflicts = lang.fill(
        Text::CountValue,
        &[
            ("count", &lang.text(Text::Conflicts)),
            ("value", &Count::conflicts_by_unit(stats, " / ", lang)),
        ],
    );
    let mut first = vec![
        Count::Tries.with_value(stats, lang),
        conflicts,
        Count::Backtracks.with_value(stats, lang),
        depth,
    ];
    if let Some(shown) = check {
        first.push(check_count(stats, shown, lang));
    }
    let mut out = first.join(separator);
    for (shown, counts) in [
        (stats.chooses(), &Count::CHOOSING),
        (stats.eliminates(), &Count::ELIMINATING),
    ] {
        if shown {
            let own: Vec<String> = counts
                .iter()
                .map(|count| count.with_value(stats, lang))
                .collect();
            let _ = write!(out, "\n{}", own.join(separator));
        }
    }
    out
}

/// The check's count at a position, and what the event marked cost when it cost
/// anything, a try's unit by unit: `cell reads 8,035 (+12: row 9 col 3 box 0)`,
/// `table lookups 2,140 (+3: row 1 col 1 box 1)`, a look over 40 blanks `(+1,080)`.
pub fn check_count(stats: &Stats, shown: CheckShown, lang: Lang) -> String {
    let (count, value) = check_count_parts(stats, shown, lang);
    lang.fill(Text::CountValue, &[("count", &count), ("value", &value)])
}

/// [`check_count`] in its two parts, for a table of counts: the count's words
/// (`cell reads`) and its value with what the event cost (`8,035 (+12)`).
pub fn check_count_parts(stats: &Stats, shown: CheckShown, lang: Lang) -> (String, String) {
    let count = shown.check.count();
    let value = thousands(count.of(stats));
    let by_unit = shown.work.and_then(|work| work.by_unit(shown.check));
    let value = match (shown.cost, by_unit) {
        (0, _) => value,
        (cost, Some([row, col, box_])) => lang.fill(
            Text::ValueAndStepByUnit,
            &[
                ("value", &value),
                ("step", &thousands(cost)),
                ("row", &row.to_string()),
                ("col", &col.to_string()),
                ("box", &box_.to_string()),
            ],
        ),
        (cost, None) => lang.fill(
            Text::ValueAndStep,
            &[("value", &value), ("step", &thousands(cost))],
        ),
    };
    (count.words(lang).to_string(), value)
}

/// The board as plain or coloured terminal text, with row and column numbers.
///
/// Without colour every state has a mark: a placed digit is followed by `'`, the cell
/// worked on (every cell of an elimination's pattern) is in `[ ]`, the clashing cell in
/// `< >`, an erased digit in `( )`, and cells of the clashing unit (an elimination's
/// units) show `:` for a blank.
pub fn board_text(view: &View, colour: bool) -> String {
    let mut out = String::from("     1  2  3   4  5  6   7  8  9\n");
    let rule = "   +---------+---------+---------+\n";
    for row in 0..9 {
        if row % 3 == 0 {
            out.push_str(rule);
        }
        let _ = write!(out, " {} |", row + 1);
        for col in 0..9 {
            let cell = Cell::from_index(row * 9 + col).expect("cell index");
            out.push_str(&cell_text(view, cell, colour));
            if col % 3 == 2 {
                out.push('|');
            }
        }
        out.push('\n');
    }
    out.push_str(rule);
    out
}

/// Each blank's candidates at the view's position, as text: every cell three lines of
/// three characters, a blank's digits where they stand (1 top left, 9 bottom right),
/// `.` for a digit its row, column or box already holds (or an elimination took before)
/// and `x` for one the elimination shown takes; a filled cell its digit in the middle.
/// Needs the view [`with_candidates`](View::with_candidates).
pub fn candidates_text(view: &View, lang: Lang) -> String {
    let mut out = format!("{}\n    ", lang.text(Text::CandidatesHeading));
    for col in 0..9 {
        let _ = write!(out, "  {} ", col + 1);
        if col % 3 == 2 {
            out.push_str("  ");
        }
    }
    out = out.trim_end().to_string() + "\n";
    let rule = "   +-------------+-------------+-------------+\n";
    for row in 0..9 {
        if row % 3 == 0 {
            out.push_str(rule);
        }
        for sub in 0..3 {
            let label = if sub == 1 {
                format!(" {} |", row + 1)
            } else {
                "   |".to_string()
            };
            out.push_str(&label);
            for col in 0..9 {
                let cell = Cell::from_index(row * 9 + col).expect("cell index");
                out.push(' ');
                for k in 0..3 {
                    let digit = (sub * 3 + k + 1) as u8;
                    let ch = match view.looks[cell.index()] {
                        Look::Given(d) | Look::Placed(d) | Look::Set(d) => match (sub, k) {
                            (1, 1) => digit_char(d),
                            _ => ' ',
                        },
                        // Empty on the board: a blank, one tried in, one just erased.
                        _ if view.struck[cell.index()] & (1 << digit) != 0 => 'x',
                        _ => match view.pencil[cell.index()] & (1 << digit) {
                            0 => '.',
                            _ => digit_char(digit),
                        },
                    };
                    out.push(ch);
                }
                if col % 3 == 2 {
                    out.push_str(" |");
                }
            }
            out.push('\n');
        }
    }
    out.push_str(rule);
    out
}

/// One blank's candidates in a line: `candidates of r1c4: 2 6`.
pub fn candidates_of_words(cell: Cell, digits: &str, lang: Lang) -> String {
    lang.fill(Text::CandidatesOf, &[("cell", &cell), ("digits", &digits)])
}

/// The key to [`board_text`]'s colours: a sample of each, named (without colour, the
/// key to its plain-text signs).
pub fn board_key(colour: bool, lang: Lang) -> String {
    if !colour {
        return lang.text(Text::KeyPlain).to_string();
    }
    let samples = [
        ("1", Text::KeyGiven),
        ("36", Text::KeyPlaced),
        ("7", Text::KeyWorkedOn),
        ("41;97", Text::KeyClashingCell),
        ("100", Text::KeyClashingUnit),
        ("35;9", Text::KeyErased),
    ]
    .map(|(style, text)| format!("\x1b[{style}m{}\x1b[0m", lang.text(text)));
    format!("{} {}", lang.text(Text::KeyHeading), samples.join("  "))
}

fn digit_char(d: u8) -> char {
    (b'0' + d) as char
}

/// Three characters for one cell.
fn cell_text(view: &View, cell: Cell, colour: bool) -> String {
    let look = view.looks[cell.index()];
    let shaded = view.shaded[cell.index()];
    // An elimination's pattern is marked as the cell worked on is, every cell of it.
    let pattern = view.pattern_cells[cell.index()];
    if !colour {
        let (open, close) = if view.current == Some(cell) || pattern {
            match look {
                Look::Erased(_) => ('(', ')'),
                _ => ('[', ']'),
            }
        } else if view.clashing == Some(cell) {
            ('<', '>')
        } else {
            (' ', ' ')
        };
        let (middle, mark) = match look {
            Look::Blank if shaded => (':', ' '),
            Look::Blank => ('.', ' '),
            Look::Given(d) => (digit_char(d), ' '),
            Look::Placed(d) => (digit_char(d), '\''),
            Look::Tried(d) | Look::Rejected(d) | Look::Set(d) | Look::Erased(d) => {
                (digit_char(d), ' ')
            }
            Look::Chosen => ('.', ' '),
        };
        let close = if close == ' ' { mark } else { close };
        return format!("{open}{middle}{close}");
    }
    let (text, style) = match look {
        Look::Blank => ('.', "2"),
        Look::Given(d) => (digit_char(d), "1"),
        Look::Placed(d) => (digit_char(d), "36"),
        Look::Tried(d) => (digit_char(d), "7;33"),
        Look::Rejected(d) => (digit_char(d), "7;31"),
        Look::Set(d) => (digit_char(d), "7;32"),
        Look::Erased(d) => (digit_char(d), "35;9"),
        Look::Chosen => ('.', "7;33"),
    };
    let style = if view.clashing == Some(cell) {
        "41;97;1".to_string()
    } else if pattern {
        "7;33".to_string()
    } else if shaded && view.current != Some(cell) {
        format!("100;{style}")
    } else {
        style.to_string()
    };
    format!("\x1b[{style}m {text} \x1b[0m")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::grid::Unit;
    use crate::puzzle::parse::parse_puzzle_text;

    #[test]
    fn a_conflict_marks_the_cell_the_unit_and_the_holder() {
        let puzzle = parse_puzzle_text(crate::LEETCODE_37).unwrap();
        let replay = Replay::new(puzzle);
        let cell = Cell::from_rc(1, 3).unwrap();
        let with = Cell::from_rc(1, 1).unwrap();
        let event = Event::Conflict {
            cell,
            digit: 5,
            unit: Unit::Row,
            with,
        };
        let view = View::new(
            &replay,
            &Stats::default(),
            Some((7, event)),
            None,
            Lang::ZhCn,
        );
        assert_eq!(view.caption, "#7  r1c3：5 与 r1c1 冲突（行）");
        let view = View::new(&replay, &Stats::default(), Some((7, event)), None, Lang::En);
        assert_eq!(view.caption, "#7  r1c3: 5 clashes with r1c1 (row)");
        let text = board_text(&view, false);
        let first_row = text.lines().nth(2).unwrap();
        assert_eq!(first_row, " 1 |<5> 3 [5]| :  7  : | :  :  : |");
        assert!(!text.contains('\x1b'));
        assert!(board_text(&view, true).contains("\x1b[41;97;1m 5 "));
    }

    #[test]
    fn a_backtrack_says_which_blank_ran_out_of_digits() {
        // The LeetCode 37 search's first backtrack, event 67: r1c8 held 9, and r1c9 had
        // no digit left, so the search backs up to r1c8 and erases its 9.
        let puzzle = parse_puzzle_text(crate::LEETCODE_37).unwrap();
        let mut events: Vec<Event> = Vec::new();
        crate::search::Search::new(crate::search::Strategy::NAIVE)
            .max_events(Some(67))
            .run(&puzzle, &mut events);
        let mut replay = Replay::new(puzzle);
        for event in &events[..66] {
            replay.apply(event).unwrap();
        }
        let backtrack = events[66];
        assert_eq!(backtrack.to_string(), "r1c8: backtrack, erase 9");
        replay.apply(&backtrack).unwrap();
        let stats = Stats::default();
        let view = View::of_event(&replay, &stats, 67, backtrack, Some(Order::Rows), Lang::En);
        assert_eq!(view.words, "r1c9 has no digit left: back to r1c8, erase 9");
        let view = View::of_event(
            &replay,
            &stats,
            67,
            backtrack,
            Some(Order::Rows),
            Lang::ZhCn,
        );
        assert_eq!(view.words, "r1c9 已无数字可填：退回 r1c8，擦除 9");
        let unknown = View::of_event(&replay, &stats, 67, backtrack, None, Lang::En);
        assert_eq!(
            unknown.words, "r1c8: backtrack, erase 9",
            "another solver's order is not guessed"
        );
    }
}

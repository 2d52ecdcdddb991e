//! Why the search takes a step: the rule that decides an event, in the rule's own words
//! ("the check looks at the row first: r1c3 in the row already holds 1"; "no digit is
//! left to try at r1c9, so the search goes back to its last placement, r1c8, and erases
//! 9"). Every grade a learner gets says it: Predict's answers, Do it yourself's steps,
//! the stepper's `--predict`, `show` and the notebook all take it from [`Why::of`], and
//! the web page's port (why.js) is held to `show --json` by a node test.
//!
//! An event follows from the position before it and the event that led there, by the
//! rules of the search: the digits of a blank are tried from 1 up, the next one after a
//! clash or after a backtrack into it; a try's outcome is the clash its check meets
//! first, else a fit; out of digits, the search erases its last placement; a blank is
//! chosen by its order; a forced digit is the one candidate of its cell or the one place
//! of its digit in a unit. Where the trace's search is not known, or the trace departs
//! from it, only what the event itself shows is said (which unit holds the digit), never
//! a rule the trace does not keep.

use crate::events::event::{Event, Reason};
use crate::events::pattern::{Pattern, Rule};
use crate::events::replay::Replay;
use crate::lang::{Lang, Text};
use crate::puzzle::grid::{Cell, Unit};
use crate::search::{ClashOrder, Order, Strategy};
use crate::trace::{Cursor, TraceError};

/// The rule that decides one event, with what it names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Why {
    /// Row by row, `cell` is the first blank in reading order, and its digits are tried
    /// from 1 up.
    TryNextBlank {
        /// The blank.
        cell: Cell,
        /// The digit tried (1).
        digit: u8,
    },
    /// `cell` was just chosen, and its digits are tried from 1 up.
    TryChosen {
        /// The blank chosen.
        cell: Cell,
        /// The digit tried (1).
        digit: u8,
    },
    /// The digit before (`digit - 1`) clashed at `cell` (`clashed`), or nothing worked
    /// out after it (a backtrack into `cell`): the next digit up is tried.
    TryNextDigit {
        /// The blank.
        cell: Cell,
        /// The digit tried.
        digit: u8,
        /// Whether the digit before clashed (else the search backed into the cell).
        clashed: bool,
    },
    /// With eliminations, only a chosen blank's candidates are tried: `digit` is the
    /// smallest one left at `cell`.
    TryCandidate {
        /// The blank.
        cell: Cell,
        /// The candidate tried.
        digit: u8,
    },
    /// A try no rule of the search decides.
    TryOwn {
        /// The blank.
        cell: Cell,
        /// The digit tried.
        digit: u8,
    },
    /// The check meets `with`, holding `digit`, first, as `order` reads the units.
    ClashMetFirst {
        /// The blank tried.
        cell: Cell,
        /// The digit tried.
        digit: u8,
        /// The unit of the clash.
        unit: Unit,
        /// The cell that holds the digit.
        with: Cell,
        /// The order the check reads the units in.
        order: ClashOrder,
    },
    /// `with` in `unit` holds `digit` (no order of a check people write names it first).
    Clash {
        /// The blank tried.
        cell: Cell,
        /// The digit tried.
        digit: u8,
        /// The unit of the clash.
        unit: Unit,
        /// The cell that holds the digit.
        with: Cell,
    },
    /// No cell of the row, the column or the box holds `digit`: it fits.
    Fits {
        /// The blank tried.
        cell: Cell,
        /// The digit written.
        digit: u8,
    },
    /// No digit is left to try at `blank`: the search erases its last placement.
    RanOut {
        /// The blank whose digits ran out.
        blank: Cell,
        /// The cell erased.
        cell: Cell,
        /// The digit erased.
        digit: u8,
    },
    /// With what followed it undone (the forced digits and eliminations after a dead end
    /// or a blank run out of digits), the search goes back to its last choice and
    /// erases it.
    BackToChoice {
        /// The cell erased.
        cell: Cell,
        /// The digit erased.
        digit: u8,
    },
    /// A backtrack no rule of the search decides.
    BacktrackOwn {
        /// The cell erased.
        cell: Cell,
        /// The digit erased.
        digit: u8,
    },
    /// `cell` has the fewest candidates of all blanks (the first in reading order among
    /// equals).
    ChooseFewest {
        /// The blank chosen.
        cell: Cell,
        /// Its candidates.
        candidates: u8,
    },
    /// `cell` is the first blank in reading order.
    ChooseNext {
        /// The blank chosen.
        cell: Cell,
        /// Its candidates.
        candidates: u8,
    },
    /// A choice no rule of the search decides.
    ChooseOwn {
        /// The blank chosen.
        cell: Cell,
        /// Its candidates.
        candidates: u8,
    },
    /// `cell` has one candidate left, `digit`.
    OnlyDigit {
        /// The cell.
        cell: Cell,
        /// Its one candidate.
        digit: u8,
    },
    /// In `unit`, `digit` fits only at `cell`.
    OnlyPlace {
        /// The cell.
        cell: Cell,
        /// The digit.
        digit: u8,
        /// The unit where it has one place.
        unit: Unit,
    },
    /// `cell` has no candidate left.
    DeadEnd {
        /// The blank.
        cell: Cell,
    },
    /// Going back from a dead end, forced digits are taken back first, the last first.
    Unforce {
        /// The cell emptied.
        cell: Cell,
        /// The forced digit.
        digit: u8,
    },
    /// `pattern` holds, so it takes candidates away.
    Eliminate {
        /// The pattern.
        pattern: Pattern,
    },
    /// Going back to the last choice, eliminations are taken back too, the last first.
    Restore {
        /// The pattern of the elimination taken back.
        pattern: Pattern,
    },
}

impl Why {
    /// The rule that decides `event`, made on the position `before` (whose last event
    /// led there) by `strategy`: the search the trace keeps to at that event, `None`
    /// when it is not known or the trace departs from it there.
    pub fn of(before: &Replay, event: Event, strategy: Option<Strategy>) -> Why {
        match event {
            Event::Try { cell, digit }
                if strategy.is_some_and(|s| s.propagation.eliminates())
                    && before.board().get(cell) == 0
                    && next_candidate_after(before, cell) == Some(digit) =>
            {
                Why::TryCandidate { cell, digit }
            }
            Event::Try { cell, digit } => try_why(before, cell, digit),
            Event::Eliminate { pattern } => Why::Eliminate { pattern },
            Event::Restore { pattern } => Why::Restore { pattern },
            Event::Conflict {
                cell,
                digit,
                unit,
                with,
            } => clash_why(before, event, strategy, (cell, digit, unit, with)),
            Event::Place { cell, digit } => Why::Fits { cell, digit },
            Event::Backtrack { cell, digit } => match before.last() {
                Some(Event::Conflict {
                    cell: blank,
                    digit: 9,
                    ..
                })
                | Some(Event::Backtrack {
                    cell: blank,
                    digit: 9,
                }) => Why::RanOut { blank, cell, digit },
                Some(Event::Backtrack {
                    cell: blank,
                    digit: tried,
                }) if strategy.is_some_and(|s| s.propagation.eliminates())
                    && before.candidates(blank) >> tried >> 1 == 0 =>
                {
                    Why::RanOut { blank, cell, digit }
                }
                Some(Event::DeadEnd { .. } | Event::Unforce { .. } | Event::Restore { .. }) => {
                    Why::BackToChoice { cell, digit }
                }
                _ => Why::BacktrackOwn { cell, digit },
            },
            Event::Choose { cell, candidates } => match strategy.map(|s| s.order) {
                Some(Order::Mrv) => Why::ChooseFewest { cell, candidates },
                Some(Order::Rows) => Why::ChooseNext { cell, candidates },
                None => Why::ChooseOwn { cell, candidates },
            },
            Event::Force {
                cell,
                digit,
                reason,
            } => match reason {
                Reason::OnlyDigit => Why::OnlyDigit { cell, digit },
                Reason::OnlyPlace(unit) => Why::OnlyPlace { cell, digit, unit },
            },
            Event::DeadEnd { cell } => Why::DeadEnd { cell },
            Event::Unforce { cell, digit } => Why::Unforce { cell, digit },
        }
    }

    /// The rule that decides event `number` of the trace under `cursor` (none at the
    /// puzzle, 0, or past the events it can read), as far as the trace keeps to its
    /// strategy there. The cursor is left right after the event.
    pub fn at(cursor: &mut Cursor, number: u64) -> Result<Option<Why>, TraceError> {
        if number == 0 {
            return Ok(None);
        }
        cursor.seek(number - 1)?;
        if cursor.position() + 1 != number {
            return Ok(None);
        }
        let before = cursor.replay().clone();
        let strategy = cursor.strategy_at(number);
        Ok(cursor
            .next_event()?
            .map(|event| Why::of(&before, event, strategy)))
    }

    /// The rule's name, as `show --json` and the page's API name it: `try-next-blank`,
    /// `clash-met-first`, `ran-out`.
    pub fn rule(self) -> &'static str {
        match self {
            Why::TryNextBlank { .. } => "try-next-blank",
            Why::TryChosen { .. } => "try-chosen",
            Why::TryNextDigit { .. } => "try-next-digit",
            Why::TryCandidate { .. } => "try-candidate",
            Why::TryOwn { .. } => "try-own",
            Why::Eliminate { pattern } => match pattern.rule() {
                Rule::Pointing => "pointing",
                Rule::Claiming => "claiming",
                Rule::NakedPair => "naked-pair",
                Rule::HiddenPair => "hidden-pair",
            },
            Why::Restore { .. } => "restore",
            Why::ClashMetFirst { .. } => "clash-met-first",
            Why::Clash { .. } => "clash",
            Why::Fits { .. } => "fits",
            Why::RanOut { .. } => "ran-out",
            Why::BackToChoice { .. } => "back-to-choice",
            Why::BacktrackOwn { .. } => "backtrack-own",
            Why::ChooseFewest { .. } => "choose-fewest",
            Why::ChooseNext { .. } => "choose-next",
            Why::ChooseOwn { .. } => "choose-own",
            Why::OnlyDigit { .. } => "only-digit",
            Why::OnlyPlace { .. } => "only-place",
            Why::DeadEnd { .. } => "dead-end",
            Why::Unforce { .. } => "unforce",
        }
    }

    /// The rule in words in `lang`, from the catalog.
    pub fn words(self, lang: Lang) -> String {
        match self {
            Why::TryNextBlank { cell, digit } => {
                lang.fill(Text::WhyTryNextBlank, &[("cell", &cell), ("digit", &digit)])
            }
            Why::TryChosen { cell, digit } => {
                lang.fill(Text::WhyTryChosen, &[("cell", &cell), ("digit", &digit)])
            }
            Why::TryNextDigit {
                cell,
                digit,
                clashed,
            } => lang.fill(
                match clashed {
                    true => Text::WhyTryAfterClash,
                    false => Text::WhyTryAfterBacktrack,
                },
                &[
                    ("cell", &cell),
                    ("digit", &digit),
                    ("previous", &(digit - 1)),
                ],
            ),
            Why::TryOwn { cell, digit } => {
                lang.fill(Text::WhyTryOwn, &[("cell", &cell), ("digit", &digit)])
            }
            Why::TryCandidate { cell, digit } => {
                lang.fill(Text::WhyTryCandidate, &[("cell", &cell), ("digit", &digit)])
            }
            Why::Eliminate { pattern } => eliminate_words(pattern, lang),
            Why::Restore { pattern } => {
                let (houses, _) = pattern.houses();
                lang.fill(
                    Text::WhyRestore,
                    &[
                        ("rule", &pattern.rule().words(lang)),
                        ("house", &houses[0].words(lang)),
                    ],
                )
            }
            Why::ClashMetFirst {
                cell,
                digit,
                unit,
                with,
                order,
            } => clash_met_first_words(order, (cell, digit, unit, with), lang),
            Why::Clash {
                cell,
                digit,
                unit,
                with,
            } => lang.fill(
                Text::WhyClash,
                &[
                    ("cell", &cell),
                    ("digit", &digit),
                    ("unit", &unit.words(lang)),
                    ("with", &with),
                ],
            ),
            Why::Fits { cell, digit } => {
                lang.fill(Text::WhyFits, &[("cell", &cell), ("digit", &digit)])
            }
            Why::RanOut { blank, cell, digit } => lang.fill(
                Text::WhyRanOut,
                &[("blank", &blank), ("cell", &cell), ("digit", &digit)],
            ),
            Why::BackToChoice { cell, digit } => {
                lang.fill(Text::WhyBackToChoice, &[("cell", &cell), ("digit", &digit)])
            }
            Why::BacktrackOwn { cell, digit } => {
                lang.fill(Text::WhyBacktrackOwn, &[("cell", &cell), ("digit", &digit)])
            }
            Why::ChooseFewest { cell, candidates } => {
                choose_words(Text::WhyChooseFewest, cell, candidates, lang)
            }
            Why::ChooseNext { cell, candidates } => {
                choose_words(Text::WhyChooseNext, cell, candidates, lang)
            }
            Why::ChooseOwn { cell, candidates } => {
                choose_words(Text::WhyChooseOwn, cell, candidates, lang)
            }
            Why::OnlyDigit { cell, digit } => {
                lang.fill(Text::WhyOnlyDigit, &[("cell", &cell), ("digit", &digit)])
            }
            Why::OnlyPlace { cell, digit, unit } => lang.fill(
                Text::WhyOnlyPlace,
                &[
                    ("cell", &cell),
                    ("digit", &digit),
                    ("unit", &unit.words(lang)),
                ],
            ),
            Why::DeadEnd { cell } => lang.fill(Text::WhyDeadEnd, &[("cell", &cell)]),
            Why::Unforce { cell, digit } => {
                lang.fill(Text::WhyUnforce, &[("cell", &cell), ("digit", &digit)])
            }
        }
    }
}

/// Why a pattern takes candidates away, in the rule's words.
fn eliminate_words(pattern: Pattern, lang: Lang) -> String {
    pattern.said(
        |rule| match rule {
            Rule::Pointing => Text::WhyPointing,
            Rule::Claiming => Text::WhyClaiming,
            Rule::NakedPair => Text::WhyNakedPair,
            Rule::HiddenPair => Text::WhyHiddenPair,
        },
        lang,
    )
}

/// The smallest candidate of the blank `cell` that a search trying candidates only
/// tries next at `before`: after a choice of it, its smallest; after a backtrack of d
/// there, its smallest above d.
fn next_candidate_after(before: &Replay, cell: Cell) -> Option<u8> {
    let after = match before.last() {
        Some(Event::Choose { cell: at, .. }) if at == cell => 0,
        Some(Event::Backtrack { cell: at, digit }) if at == cell => digit,
        _ => return None,
    };
    let left = before.candidates(cell) & !((2u16 << after) - 1);
    (left != 0).then(|| left.trailing_zeros() as u8)
}

/// Every text a why is said with, for the web page to carry.
pub const WHY_TEXTS: [Text; 28] = [
    Text::WhyTryNextBlank,
    Text::WhyTryChosen,
    Text::WhyTryAfterClash,
    Text::WhyTryAfterBacktrack,
    Text::WhyTryOwn,
    Text::WhyClashRowFirst,
    Text::WhyClashColumnSecond,
    Text::WhyClashBoxLast,
    Text::WhyClashOneLoop,
    Text::WhyClashOneLoopColumnFirst,
    Text::WhyClash,
    Text::WhyFits,
    Text::WhyRanOut,
    Text::WhyBackToChoice,
    Text::WhyBacktrackOwn,
    Text::WhyChooseFewest,
    Text::WhyChooseNext,
    Text::WhyChooseOwn,
    Text::WhyOnlyDigit,
    Text::WhyOnlyPlace,
    Text::WhyDeadEnd,
    Text::WhyUnforce,
    Text::WhyTryCandidate,
    Text::WhyPointing,
    Text::WhyClaiming,
    Text::WhyNakedPair,
    Text::WhyHiddenPair,
    Text::WhyRestore,
];

/// A try's rule: the next digit after a clash or a backtrack into the cell, the first
/// digit of a blank just chosen, or of the first blank in reading order.
fn try_why(before: &Replay, cell: Cell, digit: u8) -> Why {
    match before.last() {
        Some(Event::Conflict {
            cell: at,
            digit: previous,
            ..
        }) if at == cell && previous + 1 == digit => Why::TryNextDigit {
            cell,
            digit,
            clashed: true,
        },
        Some(Event::Backtrack {
            cell: at,
            digit: previous,
        }) if at == cell && previous + 1 == digit => Why::TryNextDigit {
            cell,
            digit,
            clashed: false,
        },
        Some(Event::Choose { cell: at, .. }) if at == cell && digit == 1 => {
            Why::TryChosen { cell, digit }
        }
        None | Some(Event::Place { .. } | Event::Force { .. })
            if digit == 1 && first_blank(before) == Some(cell) =>
        {
            Why::TryNextBlank { cell, digit }
        }
        _ => Why::TryOwn { cell, digit },
    }
}

/// The first blank of the board in reading order.
fn first_blank(before: &Replay) -> Option<Cell> {
    crate::puzzle::grid::Grid::all_cells().find(|&cell| before.board().get(cell) == 0)
}

/// A clash's rule: the first of the orders people write a check in (the search's own
/// first) that meets this clash first; else only which unit holds the digit.
fn clash_why(
    before: &Replay,
    event: Event,
    strategy: Option<Strategy>,
    (cell, digit, unit, with): (Cell, u8, Unit, Cell),
) -> Why {
    let own = strategy.map(|s| s.check.clash_order());
    let named_by = |order: &ClashOrder| order.outcome(before.tables(), cell, digit) == event;
    match own
        .into_iter()
        .chain(ClashOrder::ALL)
        .find(|order| named_by(order))
    {
        Some(order) => Why::ClashMetFirst {
            cell,
            digit,
            unit,
            with,
            order,
        },
        None => Why::Clash {
            cell,
            digit,
            unit,
            with,
        },
    }
}

/// The words of a clash met first: unit by unit, which units the check looked at before
/// the one that holds the digit; in one loop, at which step i the loop met it.
fn clash_met_first_words(
    order: ClashOrder,
    (cell, digit, unit, with): (Cell, u8, Unit, Cell),
    lang: Lang,
) -> String {
    let text = match order {
        ClashOrder::UnitByUnit => match unit {
            Unit::Row => Text::WhyClashRowFirst,
            Unit::Col => Text::WhyClashColumnSecond,
            Unit::Box => Text::WhyClashBoxLast,
        },
        ClashOrder::OneLoop => Text::WhyClashOneLoop,
        ClashOrder::OneLoopColumnFirst => Text::WhyClashOneLoopColumnFirst,
    };
    lang.fill(
        text,
        &[
            ("cell", &cell),
            ("digit", &digit),
            ("unit", &unit.words(lang)),
            ("with", &with),
            ("step", &unit.scan_position(cell, with).map_or(0, |p| p - 1)),
        ],
    )
}

/// A choice's words: the blank and its candidates.
fn choose_words(text: Text, cell: Cell, candidates: u8, lang: Lang) -> String {
    lang.fill(
        text,
        &[
            ("cell", &cell),
            (
                "candidates",
                &crate::events::event::candidates_words(candidates, lang),
            ),
        ],
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::grid::Grid;
    use crate::puzzle::parse::parse_puzzle_text;
    use crate::search::{Check, Propagation, Search};

    /// Every event of `strategy`'s search of `puzzle` with the position before it.
    fn steps(puzzle: &str, strategy: Strategy) -> Vec<(Replay, Event)> {
        let puzzle = parse_puzzle_text(puzzle).unwrap();
        let mut events = Vec::new();
        Search::new(strategy)
            .max_events(Some(60_000))
            .run(&puzzle, &mut events);
        let mut replay = Replay::new(puzzle);
        events
            .into_iter()
            .map(|event| {
                let before = replay.clone();
                replay.apply(&event).unwrap();
                (before, event)
            })
            .collect()
    }

    /// A puzzle no propagation solves alone: every strategy chooses, backs up and
    /// forces on it.
    const HARD: &str =
        "85...24..72......9..4.........1.7..23.5...9...4...........8..7..17..........36.4.";

    /// The Sudoku players' forum's "Easter Monster": every strategy guesses on it.
    const EASTER_MONSTER: &str =
        "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1";

    #[test]
    fn every_step_of_every_strategy_is_decided_by_a_rule_of_its_own() {
        for strategy in Strategy::every() {
            let mut rules = std::collections::BTreeSet::new();
            // The eliminating strategies solve HARD without a guess.
            let puzzle = match strategy.propagation.eliminates() {
                true => EASTER_MONSTER,
                false => HARD,
            };
            for (before, event) in steps(puzzle, strategy) {
                let why = Why::of(&before, event, Some(strategy));
                assert!(
                    !matches!(
                        why,
                        Why::TryOwn { .. }
                            | Why::BacktrackOwn { .. }
                            | Why::ChooseOwn { .. }
                            | Why::Clash { .. }
                    ),
                    "{}: {event:?} after {:?}: {why:?}",
                    strategy.name(),
                    before.last()
                );
                if let Why::ClashMetFirst { order, .. } = why {
                    assert_eq!(order, strategy.check.clash_order(), "{}", strategy.name());
                }
                rules.insert(why.rule());
            }
            // The plain row-by-row search tries the next blank; the others choose one.
            let plain = strategy.is_plain_rows();
            let mrv = strategy.order == Order::Mrv;
            assert_eq!(rules.contains("choose-fewest"), mrv, "{}", strategy.name());
            assert_eq!(rules.contains("choose-next"), !mrv && !plain);
            assert_eq!(
                rules.contains("try-next-blank"),
                plain,
                "{}",
                strategy.name()
            );
            assert!(rules.contains("ran-out") || !plain, "{}", strategy.name());
            if strategy.propagation != Propagation::None {
                for rule in [
                    "only-digit",
                    "dead-end",
                    "back-to-choice",
                    "unforce",
                    match strategy.propagation.eliminates() {
                        true => "try-candidate",
                        false => "try-chosen",
                    },
                ] {
                    assert!(rules.contains(rule), "{}: {rule}", strategy.name());
                }
            }
            if strategy.propagation.eliminates() {
                assert!(rules.contains("restore"), "{}", strategy.name());
                for rule in strategy
                    .propagation
                    .eliminations()
                    .into_iter()
                    .flat_map(|r| {
                        [
                            (r.pointing, "pointing"),
                            (r.claiming, "claiming"),
                            (r.pairs, "naked-pair"),
                        ]
                    })
                {
                    assert!(
                        !rule.0 || rules.contains(rule.1),
                        "{}: {}",
                        strategy.name(),
                        rule.1
                    );
                }
            }
            if strategy.propagation == Propagation::None && strategy.check == Check::Naive {
                assert!(rules.contains("try-next-digit") && rules.contains("fits"));
            }
        }
    }

    #[test]
    fn a_clash_is_said_in_the_order_its_check_meets_the_units() {
        // r1c3, empty in LeetCode 37's puzzle: its row holds 5, 3 and 7; its column 8;
        // its box 5, 3, 6, 9 and 8.
        let puzzle = parse_puzzle_text(crate::LEETCODE_37).unwrap();
        let before = Replay::new(puzzle);
        let cell = Cell::at(2);
        let naive = Strategy::NAIVE;
        let said = |event, strategy| Why::of(&before, event, Some(strategy)).words(Lang::En);
        let unit_by_unit = Check::Naive.outcome_of(before.tables(), cell, 8);
        assert_eq!(
            said(unit_by_unit, naive),
            "The check looks at the row, then the column: the row has no 8, but r3c3 in the column holds it"
        );
        // A try whose clash the one loop names otherwise: its words say the loop.
        let (one_loop, other) = Grid::all_cells()
            .filter(|&cell| before.board().get(cell) == 0)
            .flat_map(|cell| (1..=9).map(move |digit| (cell, digit)))
            .map(|(cell, digit)| {
                (
                    Check::OneLoop.outcome_of(before.tables(), cell, digit),
                    Check::Naive.outcome_of(before.tables(), cell, digit),
                )
            })
            .find(|(one_loop, naive)| one_loop != naive)
            .unwrap();
        let Event::Conflict { digit, with, .. } = one_loop else {
            unreachable!()
        };
        let words = said(one_loop, Strategy::ONELOOP);
        assert!(
            words.starts_with("The one loop looks at cell i of the row, the column and the box")
                && words.contains(&format!("it meets {digit} first, at {with}")),
            "{words}"
        );
        assert!(said(other, Strategy::ONELOOP).starts_with("The check looks at the row"));
        // A naive trace whose clash only the one loop names is said so too.
        assert_eq!(said(one_loop, naive), words);
        // Unknown search: the loop that names it still says why.
        assert_eq!(Why::of(&before, one_loop, None).rule(), "clash-met-first");
        // A clash no order names first (the column's 8 when the box's comes first in
        // the loop and the row has none is named by unit by unit; a clash with a cell
        // that is not the first holder of the unit is named by none).
        let r1c3_5 = Event::Conflict {
            cell,
            digit: 5,
            unit: Unit::Box,
            with: Cell::at(0),
        };
        assert_eq!(Why::of(&before, r1c3_5, Some(naive)).rule(), "clash");
    }

    #[test]
    fn a_backtrack_names_the_blank_that_ran_out_and_a_try_the_digit_before() {
        let (before, event) = steps(crate::LEETCODE_37, Strategy::NAIVE)
            .into_iter()
            .find(|(_, event)| matches!(event, Event::Backtrack { .. }))
            .unwrap();
        let Some(Event::Conflict {
            cell: blank,
            digit: 9,
            ..
        }) = before.last()
        else {
            panic!(
                "the first backtrack follows a clash of 9: {:?}",
                before.last()
            );
        };
        let Event::Backtrack { cell, digit } = event else {
            unreachable!()
        };
        let words = Why::of(&before, event, Some(Strategy::NAIVE)).words(Lang::En);
        assert_eq!(
            words,
            format!(
                "No digit is left to try at {blank}, so the search goes back to its last placement, {cell}, and erases {digit}"
            )
        );
        let mut after = before.clone();
        after.apply(&event).unwrap();
        let next = Event::Try {
            cell,
            digit: digit + 1,
        };
        assert_eq!(
            Why::of(&after, next, Some(Strategy::NAIVE)).words(Lang::En),
            format!(
                "Nothing worked out after {digit} at {cell}, so the next digit up is tried: {}",
                digit + 1
            )
        );
        assert!(
            Why::of(&after, next, Some(Strategy::NAIVE))
                .words(Lang::ZhCn)
                .contains(&cell.to_string())
        );
    }
}

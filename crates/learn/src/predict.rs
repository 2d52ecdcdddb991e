//! Questions about a search's next step, for a learner to answer before it happens: the
//! page's Predict mode and the stepper's `--predict` ask the same ones.
//!
//! A question stands at an event of a trace: the board is the one just before it, and
//! the right answer is the event itself. The wrong choices are taken from the same
//! position, each one a mistake a learner makes: another candidate of the cell or the
//! blank after it (a try), the place instead of the clash or the clash another unit
//! holds (a check names the first it meets), a placement further back (a backtrack), the
//! blank the row-by-row order would take or another with few candidates (a choice),
//! another digit or another single (a forced digit). Every choice is an [`Event`], so a
//! choice's words are the event's words, as the caption says them.
//!
//! Which events are asked is drawn from a seed. The questions are shared out among the
//! kinds asked that the window holds, one by one and the rarest kind first, so that every
//! kind is asked (a backtrack too, among tens of thousands of tries) and none is drowned
//! by the commonest. A kind's first question is drawn among its first events, where the
//! lesson starts; its others one in each of equal stretches of the rest of the window.
//! The order of a question's choices is drawn too. The same trace, options and seed give
//! the same questions, for a whole class. A backtrack is asked as "what does the search
//! do next?": a prompt that said no digit is left would give it away.

use sudotrace_core::events::event::{Event, EventKind, Reason};
use sudotrace_core::events::replay::Replay;
use sudotrace_core::lang::Lang;
use sudotrace_core::puzzle::grid::{CELLS, Cell, Unit};
use sudotrace_core::random::Random;
use sudotrace_core::search::{Order, Strategy};
use sudotrace_core::trace::{Cursor, TraceError};
use sudotrace_core::views::view::explained_words;
use sudotrace_core::views::why::Why;

use crate::lang::LearnText;

/// The kinds of event asked about unless a teacher says otherwise: every kind a search
/// decides (a forced digit taken back follows from the dead end before it).
pub const DEFAULT_KINDS: [EventKind; 7] = [
    EventKind::Try,
    EventKind::Conflict,
    EventKind::Place,
    EventKind::Backtrack,
    EventKind::Choose,
    EventKind::Force,
    EventKind::DeadEnd,
];

/// How many questions unless a teacher says otherwise.
pub const DEFAULT_QUESTIONS: usize = 10;

/// How many questions are drawn unless a teacher says: [`DEFAULT_QUESTIONS`], or none
/// beside the moments a teacher pins (`pinned`), which are then the questions.
pub const fn drawn_unless_said(pinned: bool) -> usize {
    match pinned {
        true => 0,
        false => DEFAULT_QUESTIONS,
    }
}

/// The seed unless a teacher gives one: fixed, so that a page is made the same every time.
pub const DEFAULT_SEED: u64 = 37;

/// The most choices a question offers (keys 1 to 4).
pub const MAX_CHOICES: usize = 4;

/// What is asked: which kinds of event, how many questions, within which events, drawn
/// with which seed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ask {
    /// The kinds of event that become questions.
    pub kinds: Vec<EventKind>,
    /// How many questions at most (fewer when the window holds fewer such events).
    pub questions: usize,
    /// The first event that may be asked about.
    pub from: u64,
    /// The last event that may be asked about, or the trace's last.
    pub to: Option<u64>,
    /// The seed the events and the order of the choices are drawn from.
    pub seed: u64,
    /// Events a teacher pins questions to (by number, from 1), asked first in this order
    /// whatever their kind; the `questions` drawn come after them, never at one of these.
    /// Those outside the window are left out.
    pub pinned: Vec<u64>,
}

impl Default for Ask {
    fn default() -> Self {
        Ask {
            kinds: DEFAULT_KINDS.to_vec(),
            questions: DEFAULT_QUESTIONS,
            from: 1,
            to: None,
            seed: DEFAULT_SEED,
            pinned: Vec::new(),
        }
    }
}

/// What a question asks, which its words say.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Prompt {
    /// Which digit the search tries next, and where.
    Try,
    /// What the check finds for the digit just tried at the cell.
    Outcome {
        /// The cell tried.
        cell: Cell,
        /// The digit tried.
        digit: u8,
    },
    /// Which blank the search chooses to fill next.
    Choose,
    /// Which digit is forced next, and where.
    Force,
    /// What the search does next.
    Next,
}

impl Prompt {
    /// The question in `lang`.
    pub fn words(self, lang: Lang) -> String {
        match self {
            Prompt::Try => lang.fill(LearnText::PredictTry, &[]),
            Prompt::Outcome { cell, digit } => lang.fill(
                LearnText::PredictOutcome,
                &[("cell", &cell), ("digit", &digit)],
            ),
            Prompt::Choose => lang.fill(LearnText::PredictChoose, &[]),
            Prompt::Force => lang.fill(LearnText::PredictForce, &[]),
            Prompt::Next => lang.fill(LearnText::PredictNext, &[]),
        }
    }
}

/// One question: at event `event`, what the search does next, among `choices`, of which
/// the one at `right` is the event itself.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Question {
    /// The number of the event asked about (as `show --at` numbers them): the board is
    /// the one after the event before it.
    pub event: u64,
    /// What is asked.
    pub prompt: Prompt,
    /// The choices, in the order shown, 2 to [`MAX_CHOICES`].
    pub choices: Vec<Event>,
    /// Which choice is right: the trace's event.
    pub right: usize,
    /// The order of the search, as far as the trace keeps to it: what a choice's or a
    /// backtrack's reason comes from.
    pub order: Option<Order>,
    /// At a backtrack, the blank that ran out of digits, when the order tells.
    pub ran_out: Option<Cell>,
    /// The rule that decides the right answer.
    pub why: Why,
}

impl Question {
    /// The words of choice `i`: the event's own (`r1c8: 6 clashes with r3c8 (col)`),
    /// without the reasons a caption adds, which would tell a wrong choice from the
    /// right one.
    pub fn choice_words(&self, i: usize, lang: Lang) -> String {
        self.choices[i].words(lang)
    }

    /// The right answer in the caption's words, with its reason (`r1c9 has no digit
    /// left: back to r1c8, erase 9`).
    pub fn rule_words(&self, lang: Lang) -> String {
        explained_words(self.choices[self.right], self.order, self.ran_out, lang)
    }

    /// Why the right answer is the search's step, the rule in words ("no digit is left
    /// to try at r1c9, so the search goes back to its last placement, r1c8, and erases
    /// 9").
    pub fn why_words(&self, lang: Lang) -> String {
        self.why.words(lang)
    }
}

/// The questions `ask` asks about the trace under `cursor`: those pinned first, in the
/// order given, then those drawn, in the order of their events. The cursor is moved
/// about.
pub fn questions(cursor: &mut Cursor, ask: &Ask) -> Result<Vec<Question>, TraceError> {
    let from = ask.from.max(1);
    let nothing_drawn = ask.questions == 0 || ask.kinds.is_empty();
    if ask.to.is_some_and(|to| to < from) || (nothing_drawn && ask.pinned.is_empty()) {
        return Ok(Vec::new());
    }
    let last = match ask.to {
        Some(to) => to,
        None => {
            cursor.seek(u64::MAX)?;
            cursor.position()
        }
    };
    let mut pinned: Vec<u64> = Vec::with_capacity(ask.pinned.len());
    for &number in &ask.pinned {
        if (from..=last).contains(&number) && !pinned.contains(&number) {
            pinned.push(number);
        }
    }
    let mut drawn = drawn_numbers(cursor, ask, from, last)?;
    drawn.retain(|number| !pinned.contains(number));
    let mut questions = Vec::with_capacity(pinned.len() + drawn.len());
    for number in pinned.into_iter().chain(drawn) {
        cursor.seek(number - 1)?;
        let before = cursor.replay().clone();
        let Some(event) = cursor.next_event()? else {
            continue;
        };
        let order = cursor.order_at(number);
        let strategy = cursor.strategy_at(number);
        let mut random = Random::for_puzzle(ask.seed, number);
        questions.extend(question_at(
            number,
            &before,
            event,
            (order, strategy),
            &mut random,
        ));
    }
    Ok(questions)
}

/// The events `ask` draws questions at, within `from` to `last`, in order.
fn drawn_numbers(
    cursor: &mut Cursor,
    ask: &Ask,
    from: u64,
    last: u64,
) -> Result<Vec<u64>, TraceError> {
    if ask.questions == 0 || ask.kinds.is_empty() {
        return Ok(Vec::new());
    }
    let mut eligible = Vec::with_capacity(ask.kinds.len());
    for &kind in &ask.kinds {
        eligible.push((kind, cursor.count(&[kind], from, last)?));
    }
    let mut random = Random::for_puzzle(ask.seed, 0);
    let mut numbers = Vec::with_capacity(ask.questions);
    for (kind, ranks) in ranks_asked(&eligible, ask.questions, &mut random) {
        numbers.extend(numbers_at_ranks(cursor, kind, &ranks, from, last)?);
    }
    numbers.sort_unstable();
    Ok(numbers)
}

/// How many of a kind's first events its first question is drawn among: the lesson
/// starts where the search does.
const OPENING: u64 = 20;

/// Which events of each kind are asked about, counted from 0 among the `eligible`
/// events of that kind: `questions` shared out one by one, the rarest kind first, so
/// that every kind present is asked and none is drowned by the commonest. A kind's first
/// question is drawn among its first events ([`OPENING`]); the rest among equal stretches
/// of what follows, over the whole window.
fn ranks_asked(
    eligible: &[(EventKind, u64)],
    questions: usize,
    random: &mut Random,
) -> Vec<(EventKind, Vec<u64>)> {
    let mut kinds: Vec<(EventKind, u64)> =
        eligible.iter().copied().filter(|&(_, n)| n > 0).collect();
    kinds.sort_by_key(|&(kind, n)| (n, kind as u8));
    let mut quotas = vec![0u64; kinds.len()];
    let mut left = questions as u64;
    while left > 0 {
        let before = left;
        for (quota, &(_, n)) in quotas.iter_mut().zip(&kinds) {
            if left > 0 && *quota < n {
                *quota += 1;
                left -= 1;
            }
        }
        if left == before {
            break;
        }
    }
    kinds
        .iter()
        .zip(quotas)
        .map(|(&(kind, n), quota)| (kind, ranks_of_kind(n, quota, random)))
        .collect()
}

/// `quota` ranks among `n` events (`quota <= n`): the first among the opening, the rest
/// one in each of equal stretches of the events after it.
fn ranks_of_kind(n: u64, quota: u64, random: &mut Random) -> Vec<u64> {
    if quota == 0 {
        return Vec::new();
    }
    let mut draw = |start: u64, end: u64| {
        start + u64::from(random.below((end - start).min(u64::from(u32::MAX)) as u32))
    };
    let opening = OPENING.min(n / quota);
    let mut ranks = vec![draw(0, opening)];
    let rest = quota - 1;
    ranks.extend((0..rest).map(|i| {
        let start = opening + i * (n - opening) / rest;
        let end = opening + (i + 1) * (n - opening) / rest;
        draw(start, end)
    }));
    ranks
}

/// The numbers of the events of `kind` at `ranks` (ascending, counted from 0) among
/// those from event `from` to event `last`.
fn numbers_at_ranks(
    cursor: &mut Cursor,
    kind: EventKind,
    ranks: &[u64],
    from: u64,
    last: u64,
) -> Result<Vec<u64>, TraceError> {
    cursor.seek(from - 1)?;
    let mut numbers = Vec::with_capacity(ranks.len());
    let mut passed = 0;
    for &rank in ranks {
        passed += cursor.skip(&[kind], rank - passed, last)?;
        if passed != rank {
            break;
        }
        // The next event of the kind is the one asked about.
        loop {
            if cursor.position() >= last {
                return Ok(numbers);
            }
            match cursor.next_event()? {
                Some(event) if event.kind() == kind => break,
                Some(_) => {}
                None => return Ok(numbers),
            }
        }
        numbers.push(cursor.position());
        passed += 1;
    }
    Ok(numbers)
}

/// The question at event `number`, `event`, on the board `before` it, if a wrong choice
/// can be made for it. `order` and `strategy` are the trace's, as far as it keeps to
/// them there ([`Cursor::order_at`], [`Cursor::strategy_at`]).
pub fn question_at(
    number: u64,
    before: &Replay,
    event: Event,
    (order, strategy): (Option<Order>, Option<Strategy>),
    random: &mut Random,
) -> Option<Question> {
    let (prompt, wrong) = match event {
        Event::Try { cell, digit } => (Prompt::Try, wrong_tries(before, cell, digit)),
        Event::Conflict { cell, digit, .. } | Event::Place { cell, digit } => (
            Prompt::Outcome { cell, digit },
            wrong_outcomes(before, event, cell, digit),
        ),
        Event::Backtrack { cell, digit } => (Prompt::Next, wrong_backtracks(before, cell, digit)),
        Event::Choose { cell, .. } => (Prompt::Choose, wrong_choices(before, cell, order)),
        Event::Force { cell, digit, .. } => (Prompt::Force, wrong_forces(before, cell, digit)),
        Event::DeadEnd { cell } => (Prompt::Next, wrong_dead_ends(before, cell)),
        Event::Unforce { cell, .. } => (Prompt::Next, wrong_unforces(before, cell)),
        Event::Eliminate { .. } => (Prompt::Next, wrong_eliminations(before, event)),
        Event::Restore { .. } => (Prompt::Next, wrong_restores(before)),
    };
    let mut choices = vec![event];
    for candidate in wrong {
        if choices.len() == MAX_CHOICES {
            break;
        }
        if !choices.contains(&candidate) {
            choices.push(candidate);
        }
    }
    if choices.len() < 2 {
        return None;
    }
    random.shuffle(&mut choices);
    let right = choices.iter().position(|&choice| choice == event)?;
    let ran_out = match event {
        Event::Backtrack { cell, .. } => {
            order.and_then(|order| order.exhausted(before.board(), cell))
        }
        _ => None,
    };
    Some(Question {
        event: number,
        prompt,
        choices,
        right,
        order,
        ran_out,
        why: Why::of(before, event, strategy),
    })
}

/// The digits that may go in `cell` on the board (not in its row, column or box).
fn candidates(before: &Replay, cell: Cell) -> impl Iterator<Item = u8> {
    let mask = before.candidates(cell);
    (1..=9).filter(move |&digit| mask & (1 << digit) != 0)
}

/// The blanks of the board in reading order.
fn blanks(before: &Replay) -> impl Iterator<Item = Cell> + '_ {
    (0..CELLS)
        .filter_map(Cell::from_index)
        .filter(|&cell| before.board().get(cell) == 0)
}

/// A try of another candidate of the cell (the next one up first), and the same digit
/// in the blank after it in reading order, and in the next blank down its column.
fn wrong_tries(before: &Replay, cell: Cell, digit: u8) -> Vec<Event> {
    let mut wrong: Vec<Event> = candidates(before, cell)
        .filter(|&other| other != digit)
        .map(|other| (other.abs_diff(digit), other))
        .collect::<std::collections::BTreeSet<_>>()
        .into_iter()
        .take(2)
        .map(|(_, other)| Event::Try { cell, digit: other })
        .collect();
    let later = blanks(before).find(|blank| blank.index() > cell.index());
    let below = blanks(before).find(|blank| blank.col() == cell.col() && blank.row() > cell.row());
    for other in [later, below].into_iter().flatten() {
        wrong.insert(wrong.len().min(1), Event::Try { cell: other, digit });
    }
    wrong
}

/// For a clash: the digit placed after all, and the clashes the cell's other units hold
/// (the check names only the first it meets); for a fit, clashes with a digit next to
/// it in value in each unit. Then clashes with another cell of the clashing unit.
fn wrong_outcomes(before: &Replay, event: Event, cell: Cell, digit: u8) -> Vec<Event> {
    let board = before.board();
    let mut wrong = Vec::new();
    let clash = |unit: Unit, with: Cell| Event::Conflict {
        cell,
        digit,
        unit,
        with,
    };
    if let Event::Conflict { unit, with, .. } = event {
        wrong.push(Event::Place { cell, digit });
        for other in [Unit::Row, Unit::Col, Unit::Box] {
            if let Some(holder) = other
                .cells_of(cell)
                .into_iter()
                .find(|&peer| peer != with && board.get(peer) == digit)
            {
                wrong.push(clash(other, holder));
            }
        }
        if let Some(near) = nearest_digit(before, unit, cell, digit, with) {
            wrong.push(clash(unit, near));
        }
    } else {
        for unit in [Unit::Row, Unit::Col, Unit::Box] {
            if let Some(near) = nearest_digit(before, unit, cell, digit, cell) {
                wrong.push(clash(unit, near));
            }
        }
    }
    wrong
}

/// The filled cell of `cell`'s `unit` (not `cell`, not `except`) whose digit is nearest
/// `digit` in value: the cell a hurried reader mistakes for a clash.
fn nearest_digit(before: &Replay, unit: Unit, cell: Cell, digit: u8, except: Cell) -> Option<Cell> {
    let board = before.board();
    unit.cells_of(cell)
        .into_iter()
        .filter(|&peer| peer != cell && peer != except && board.get(peer) != 0)
        .min_by_key(|&peer| (board.get(peer).abs_diff(digit), peer.index()))
}

/// Going back further than the search does (the placements before the last), and
/// trying the next digit in the last placement's cell without erasing it.
fn wrong_backtracks(before: &Replay, cell: Cell, digit: u8) -> Vec<Event> {
    let board = before.board();
    let mut wrong: Vec<Event> = before
        .stack()
        .iter()
        .rev()
        .filter_map(|&index| Cell::from_index(usize::from(index)))
        .filter(|&placed| placed != cell)
        .take(2)
        .map(|placed| Event::Backtrack {
            cell: placed,
            digit: board.get(placed),
        })
        .collect();
    if digit < 9 {
        wrong.insert(
            wrong.len().min(1),
            Event::Try {
                cell,
                digit: digit + 1,
            },
        );
    }
    wrong
}

/// The blank the other order would take (the first in reading order, or the one with
/// the fewest candidates), another blank with as many candidates, and the blank with
/// the next fewest.
fn wrong_choices(before: &Replay, cell: Cell, order: Option<Order>) -> Vec<Event> {
    let count = |blank: Cell| before.candidates(blank).count_ones() as u8;
    let choose = |blank: Cell| Event::Choose {
        cell: blank,
        candidates: count(blank),
    };
    let fewest = count(cell);
    let mut wrong = Vec::new();
    let other_order = match order {
        Some(Order::Rows) => blanks(before).min_by_key(|&blank| (count(blank), blank.index())),
        _ => blanks(before).next(),
    };
    wrong.extend(other_order.filter(|&blank| blank != cell).map(choose));
    if let Some(tie) = blanks(before).find(|&blank| blank != cell && count(blank) == fewest) {
        wrong.push(choose(tie));
    }
    if let Some(more) = blanks(before)
        .filter(|&blank| count(blank) > fewest)
        .min_by_key(|&blank| (count(blank), blank.index()))
    {
        wrong.push(choose(more));
    }
    wrong
}

/// Another candidate of the same cell, another single of the board (a blank with one
/// candidate), which the search takes later or not at all, a guess instead, and a digit
/// a peer holds.
fn wrong_forces(before: &Replay, cell: Cell, digit: u8) -> Vec<Event> {
    let mut wrong: Vec<Event> = candidates(before, cell)
        .filter(|&other| other != digit)
        .take(1)
        .map(|other| Event::Force {
            cell,
            digit: other,
            reason: Reason::OnlyDigit,
        })
        .collect();
    let singles =
        blanks(before).filter(|&blank| blank != cell && before.candidates(blank).count_ones() == 1);
    for single in singles.take(2) {
        let only = candidates(before, single).next().unwrap_or(digit);
        wrong.push(Event::Force {
            cell: single,
            digit: only,
            reason: Reason::OnlyDigit,
        });
    }
    if let Some(other) = blanks(before).find(|&blank| blank != cell) {
        wrong.push(Event::Choose {
            cell: other,
            candidates: before.candidates(other).count_ones() as u8,
        });
    }
    // The digit nearest in value that a peer holds: a misread unit.
    for unit in [Unit::Row, Unit::Col, Unit::Box] {
        if let Some(peer) = nearest_digit(before, unit, cell, digit, cell) {
            wrong.push(Event::Force {
                cell,
                digit: before.board().get(peer),
                reason: Reason::OnlyDigit,
            });
        }
    }
    wrong
}

/// Going on as if nothing were wrong: choosing a blank with candidates, or the dead end
/// named at another blank with few.
fn wrong_dead_ends(before: &Replay, cell: Cell) -> Vec<Event> {
    let count = |blank: Cell| before.candidates(blank).count_ones() as u8;
    let mut open: Vec<Cell> = blanks(before)
        .filter(|&blank| blank != cell && count(blank) > 0)
        .collect();
    open.sort_by_key(|&blank| (count(blank), blank.index()));
    let mut wrong: Vec<Event> = open
        .iter()
        .take(1)
        .map(|&blank| Event::Choose {
            cell: blank,
            candidates: count(blank),
        })
        .collect();
    wrong.extend(
        open.iter()
            .take(2)
            .map(|&blank| Event::DeadEnd { cell: blank }),
    );
    wrong
}

/// Taking back another placement than the last forced one.
fn wrong_unforces(before: &Replay, cell: Cell) -> Vec<Event> {
    let board = before.board();
    before
        .stack()
        .iter()
        .rev()
        .filter_map(|&index| Cell::from_index(usize::from(index)))
        .filter(|&placed| placed != cell)
        .take(3)
        .map(|placed| Event::Unforce {
            cell: placed,
            digit: board.get(placed),
        })
        .collect()
}

/// Other patterns that take candidates away here (the first of each rule), and the
/// choice the search would make if it looked for none.
fn wrong_eliminations(before: &Replay, event: Event) -> Vec<Event> {
    let mut wrong: Vec<Event> = before
        .first_patterns()
        .into_iter()
        .flatten()
        .map(|pattern| Event::Eliminate { pattern })
        .filter(|&other| other != event)
        .collect();
    let fewest = blanks(before).min_by_key(|&cell| before.candidates(cell).count_ones());
    if let Some(cell) = fewest {
        wrong.push(Event::Choose {
            cell,
            candidates: before.candidates(cell).count_ones() as u8,
        });
    }
    wrong
}

/// Taking back the last placement at once, as if no elimination stood after it.
fn wrong_restores(before: &Replay) -> Vec<Event> {
    let board = before.board();
    let Some(&top) = before.stack().last() else {
        return Vec::new();
    };
    let cell = Cell::at(top & !sudotrace_core::events::replay::FORCED);
    let digit = board.get(cell);
    vec![match top & sudotrace_core::events::replay::FORCED {
        0 => Event::Backtrack { cell, digit },
        _ => Event::Unforce { cell, digit },
    }]
}

#[cfg(test)]
mod tests {
    use super::*;
    use sudotrace_core::puzzle::parse::parse_puzzle_text;
    use sudotrace_core::search::{Search, Strategy};
    use sudotrace_core::trace::{Header, JsonlWriter};

    /// The search of the LeetCode puzzle by `strategy`: its trace open, and its events.
    fn leetcode(strategy: Strategy) -> (Cursor, Vec<Event>) {
        let puzzle = parse_puzzle_text(sudotrace_core::LEETCODE_37).unwrap();
        let mut events: Vec<Event> = Vec::new();
        Search::new(strategy).run(&puzzle, &mut events);
        let header = Header::new(puzzle, strategy.name(), None);
        let mut writer = JsonlWriter::new(Vec::new(), &header);
        let run = Search::new(strategy).run(&puzzle, &mut writer);
        let bytes = writer.finish(&run.end).unwrap();
        (Cursor::from_bytes(bytes).unwrap(), events)
    }

    #[test]
    fn each_question_stands_at_an_event_whose_right_choice_is_that_event() {
        let (mut cursor, events) = leetcode(Strategy::NAIVE);
        let questions = questions(&mut cursor, &Ask::default()).unwrap();
        assert_eq!(questions.len(), DEFAULT_QUESTIONS);
        let numbers: Vec<u64> = questions.iter().map(|q| q.event).collect();
        assert!(numbers.windows(2).all(|w| w[0] < w[1]), "{numbers:?}");
        // Spread over the search: one in each tenth of the events asked about.
        assert!(numbers[0] < events.len() as u64 / 5, "{numbers:?}");
        assert!(numbers[9] > events.len() as u64 / 2, "{numbers:?}");
        for question in &questions {
            let event = events[question.event as usize - 1];
            assert_eq!(question.choices[question.right], event, "{question:?}");
            assert!((2..=MAX_CHOICES).contains(&question.choices.len()));
            for (i, choice) in question.choices.iter().enumerate() {
                assert!(!question.choices[..i].contains(choice), "{question:?}");
            }
        }
    }

    #[test]
    fn the_default_questions_ask_every_kind_the_search_makes_starting_where_it_starts() {
        for strategy in Strategy::every() {
            let (mut cursor, events) = leetcode(strategy);
            let questions = questions(&mut cursor, &Ask::default()).unwrap();
            let asked: std::collections::BTreeSet<u8> = questions
                .iter()
                .map(|q| q.choices[q.right].kind() as u8)
                .collect();
            let made: std::collections::BTreeSet<u8> = events
                .iter()
                .map(|e| e.kind() as u8)
                .filter(|&kind| DEFAULT_KINDS.iter().any(|&k| k as u8 == kind))
                .collect();
            assert_eq!(asked, made, "{strategy}: every kind made is asked");
            // Each kind's first question among its first events: the first question
            // comes within the search's opening.
            let first_of_each: Vec<u64> = made
                .iter()
                .map(|&kind| {
                    let nth = events
                        .iter()
                        .enumerate()
                        .filter(|(_, e)| e.kind() as u8 == kind)
                        .nth(OPENING as usize - 1)
                        .map_or(events.len(), |(i, _)| i + 1);
                    nth as u64
                })
                .collect();
            assert!(
                questions[0].event <= *first_of_each.iter().max().unwrap(),
                "{strategy}: first asked at {}",
                questions[0].event
            );
        }
    }

    #[test]
    fn a_seed_draws_the_same_questions_every_time_and_another_seed_others() {
        let ask = |seed| Ask {
            seed,
            ..Ask::default()
        };
        let (mut cursor, _) = leetcode(Strategy::TABLES);
        let first = questions(&mut cursor, &ask(7)).unwrap();
        assert_eq!(questions(&mut cursor, &ask(7)).unwrap(), first);
        assert_ne!(questions(&mut cursor, &ask(8)).unwrap(), first);
    }

    #[test]
    fn questions_keep_to_the_kinds_and_the_window_asked() {
        let (mut cursor, events) = leetcode(Strategy::NAIVE);
        let ask = Ask {
            kinds: vec![EventKind::Backtrack],
            questions: 5,
            from: 1_000,
            to: Some(2_000),
            ..Ask::default()
        };
        let questions = questions(&mut cursor, &ask).unwrap();
        assert_eq!(questions.len(), 5);
        for question in &questions {
            assert!((1_000..=2_000).contains(&question.event));
            let event = events[question.event as usize - 1];
            assert_eq!(event.kind(), EventKind::Backtrack);
            // The prompt does not give the answer away: no "no digit is left".
            assert_eq!(question.prompt, Prompt::Next);
        }
        // A window with fewer such events than questions asks each of them.
        let few = Ask {
            kinds: vec![EventKind::Backtrack],
            questions: 50,
            from: 1,
            to: Some(100),
            ..Ask::default()
        };
        let backtracks = events[..100]
            .iter()
            .filter(|e| e.kind() == EventKind::Backtrack)
            .count();
        assert_eq!(
            super::questions(&mut cursor, &few).unwrap().len(),
            backtracks
        );
    }

    #[test]
    fn pinned_questions_come_first_in_their_order_and_none_is_drawn_twice() {
        let (mut cursor, events) = leetcode(Strategy::NAIVE);
        let first_backtrack = 1 + events
            .iter()
            .position(|e| e.kind() == EventKind::Backtrack)
            .unwrap() as u64;
        let drawn = questions(&mut cursor, &Ask::default()).unwrap();
        let again = drawn[3].event;
        let ask = Ask {
            pinned: vec![first_backtrack, 26, first_backtrack, again, 0, 999_999],
            ..Ask::default()
        };
        let asked: Vec<u64> = questions(&mut cursor, &ask)
            .unwrap()
            .iter()
            .map(|q| q.event)
            .collect();
        // The pinned ones first, as given, once each (none outside the trace); then the
        // drawn ones but the one pinned, in order.
        assert_eq!(&asked[..3], &[first_backtrack, 26, again]);
        let rest: Vec<u64> = drawn
            .iter()
            .map(|q| q.event)
            .filter(|&n| n != again)
            .collect();
        assert_eq!(&asked[3..], &rest[..]);
        // Pinned alone: only they are asked.
        let alone = Ask {
            pinned: vec![26, first_backtrack],
            questions: 0,
            ..Ask::default()
        };
        let asked: Vec<u64> = questions(&mut cursor, &alone)
            .unwrap()
            .iter()
            .map(|q| q.event)
            .collect();
        assert_eq!(asked, [26, first_backtrack]);
    }

    /// Every event of the first 300 of every strategy's search gets a question, and its
    /// wrong choices come from the position: a clash's other choices are the place and
    /// clashes with cells of the cell's units; a backtrack's, placements on the board.
    #[test]
    fn every_kind_of_event_of_every_strategy_gets_choices_from_the_position() {
        for strategy in Strategy::every() {
            let (mut cursor, events) = leetcode(strategy);
            let order = Some(strategy.order);
            for (number, &event) in (1..).zip(events.iter().take(300)) {
                let before = cursor.replay().clone();
                assert_eq!(cursor.next_event().unwrap(), Some(event));
                let mut random = Random::for_puzzle(DEFAULT_SEED, number);
                let question =
                    question_at(number, &before, event, (order, Some(strategy)), &mut random)
                        .unwrap_or_else(|| panic!("{strategy} event {number}: {event:?}"));
                assert_eq!(question.choices[question.right], event);
                for &wrong in question.choices.iter().filter(|&&c| c != event) {
                    match wrong {
                        Event::Conflict {
                            cell, with, unit, ..
                        } => {
                            assert!(cell.shares(unit, with) && with != cell, "{wrong:?}");
                            assert_ne!(before.board().get(with), 0, "{wrong:?}");
                        }
                        Event::Backtrack { cell, digit } | Event::Unforce { cell, digit } => {
                            assert_eq!(before.board().get(cell), digit, "{wrong:?}");
                        }
                        Event::Try { cell, .. } | Event::Choose { cell, .. } => {
                            if matches!(event, Event::Try { .. } | Event::Choose { .. }) {
                                assert_eq!(before.board().get(cell), 0, "{wrong:?}");
                            }
                        }
                        _ => {}
                    }
                }
                assert!(!question.choice_words(0, Lang::En).is_empty());
                assert_eq!(
                    question.rule_words(Lang::ZhCn),
                    sudotrace_core::views::view::event_words(&before, event, order, Lang::ZhCn)
                );
                assert_eq!(
                    question.why_words(Lang::En),
                    Why::of(&before, event, Some(strategy)).words(Lang::En)
                );
            }
        }
    }
}

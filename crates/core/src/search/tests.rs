//! The rules of the searches: the published counts of the LeetCode example, both checks
//! making the same search, the event limit, and the rules foreseeing every event of the
//! search, one by one and in stretches, as the binary trace format relies on.

use super::*;
use crate::puzzle::grid::{Cell, Unit};
use crate::puzzle::parse::parse_puzzle_text;

const LEETCODE: &str = crate::LEETCODE_37;

#[test]
fn leetcode_example_counts_match_the_published_search() {
    let puzzle = parse_puzzle_text(LEETCODE).unwrap();
    for strategy in [Strategy::NAIVE, Strategy::TABLES] {
        let run = Search::new(strategy).run(&puzzle, &mut NullSink);
        let s = run.end.stats;
        assert_eq!(run.end.outcome, Outcome::Solved);
        assert_eq!(
            (s.tries, s.places, s.backtracks, s.max_depth),
            (37652, 4208, 4157, 51)
        );
        assert_eq!(
            (s.conflicts.row, s.conflicts.col, s.conflicts.box_),
            (26125, 5918, 1401)
        );
        match strategy.check {
            Check::Naive => assert_eq!((s.cell_reads, s.table_lookups), (334653, 0)),
            Check::Tables => assert_eq!((s.cell_reads, s.table_lookups), (0, 54788)),
            Check::OneLoop => unreachable!(),
        }
        assert_eq!(s.events, 2 * s.tries + s.backtracks);
    }
}

#[test]
fn the_one_loop_check_is_the_same_search_naming_the_clash_its_loop_meets_first() {
    let puzzle = parse_puzzle_text(LEETCODE).unwrap();
    let mut events = Vec::new();
    let run = Search::new(Strategy::from_name("oneloop").unwrap()).run(&puzzle, &mut events);
    let s = run.end.stats;
    assert_eq!(run.end.outcome, Outcome::Solved);
    assert_eq!(
        (s.tries, s.places, s.backtracks, s.events),
        (37652, 4208, 4157, 79461)
    );
    assert_eq!(
        (s.conflicts.row, s.conflicts.col, s.conflicts.box_),
        (14966, 10927, 7551)
    );
    assert_eq!((s.cell_reads, s.table_lookups), (372394, 0));
    // Event for event the naive search's, each clash as the loop names it, and each
    // clash's cost what the loop reads to meet it: 3i+1 in the row, 3i+2 in the column,
    // 3i+3 in the box at step i.
    let renamed = clashes_renamed(&puzzle, Strategy::NAIVE, u64::MAX, |at, cell, digit| {
        ClashOrder::OneLoop.outcome(at.tables(), cell, digit)
    });
    assert!(events == renamed);
    let mut reads = 0;
    for event in &events {
        if let Event::Conflict {
            cell, unit, with, ..
        } = *event
        {
            let i = unit.scan_position(cell, with).unwrap() - 1;
            reads += 3 * i + unit as u64 + 1;
        } else if let Event::Place { .. } = event {
            reads += 27;
        }
    }
    assert_eq!(reads, s.cell_reads);
}

#[test]
fn both_checks_emit_the_same_events() {
    let puzzle = parse_puzzle_text(LEETCODE).unwrap();
    let mut naive = Vec::new();
    let mut tables = Vec::new();
    Search::new(Strategy::NAIVE).run(&puzzle, &mut naive);
    Search::new(Strategy::TABLES).run(&puzzle, &mut tables);
    assert_eq!(naive.len(), 2 * 37652 + 4157);
    assert!(naive == tables);
}

#[test]
fn limit_stops_cleanly_without_splitting_a_try() {
    let puzzle = parse_puzzle_text(LEETCODE).unwrap();
    let mut events = Vec::new();
    let run = Search::new(Strategy::TABLES)
        .max_events(Some(101))
        .run(&puzzle, &mut events);
    assert_eq!(run.end.outcome, Outcome::Limit);
    assert!(run.end.solution.is_none());
    assert_eq!(run.end.stats.events, events.len() as u64);
    assert!(events.len() <= 101 && events.len() >= 100);
    assert!(!matches!(events.last(), Some(Event::Try { .. })));
}

#[test]
fn unsolvable_puzzle_ends_after_exhausting_the_first_blank() {
    // r1c9 can hold nothing: its row holds 1-8 and its column holds 9.
    let mut text = String::from("12345678.");
    text.push_str("........9");
    text.push_str(&".".repeat(63));
    let puzzle = parse_puzzle_text(&text).unwrap();
    let mut events = Vec::new();
    let run = Search::new(Strategy::NAIVE).run(&puzzle, &mut events);
    assert_eq!(run.end.outcome, Outcome::Unsolvable);
    assert_eq!(run.end.stats.tries, 9);
    assert_eq!(run.end.stats.places, 0);
    assert_eq!(events.len(), 18);
}

/// Puzzles with long searches and odd shapes: the LeetCode example, the named
/// brute-force puzzle, an unsolvable one, one already solved, one with no givens.
fn varied_puzzles() -> Vec<Grid> {
    let unsolvable = format!("12345678.{}9", ".".repeat(71));
    let solved =
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
    [
        LEETCODE,
        "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9",
        &unsolvable,
        solved,
        &".".repeat(81),
    ]
    .iter()
    .map(|text| parse_puzzle_text(text).unwrap())
    .collect()
}

#[test]
fn counting_the_events_recounts_the_search_and_replaying_ends_on_the_solution() {
    let puzzle = parse_puzzle_text(LEETCODE).unwrap();
    for strategy in Strategy::every() {
        let mut events = Vec::new();
        let run = Search::new(strategy).run(&puzzle, &mut events);
        let mut replay = Replay::new(puzzle);
        let mut counter = EventCounter::new(Some(strategy.check), &puzzle);
        for event in &events {
            replay.apply(event).unwrap();
            counter.record(event, replay.depth());
        }
        assert_eq!(counter.stats(), &run.end.stats);
        assert_eq!(Some(*replay.board()), run.end.solution);
        for (i, event) in events.iter().enumerate().rev() {
            replay.undo(event, i.checked_sub(1).map(|p| events[p]));
        }
        assert_eq!(replay.board(), &puzzle);
        assert_eq!(replay.depth(), 0);
    }
}

#[test]
fn prediction_foresees_every_event_of_the_search() {
    for puzzle in varied_puzzles() {
        let mut events = Vec::new();
        Search::new(Strategy::TABLES)
            .max_events(Some(300_000))
            .run(&puzzle, &mut events);
        let rules = Rules::new(Strategy::TABLES, &puzzle);
        let mut replay = Replay::new(puzzle);
        for (n, event) in events.iter().enumerate() {
            assert_eq!(rules.predict(&replay), Some(*event), "event {}", n + 1);
            replay.apply(event).unwrap();
        }
        let run = Search::new(Strategy::TABLES).run(&puzzle, &mut NullSink);
        if run.end.stats.events == events.len() as u64 {
            assert_eq!(rules.predict(&replay), None, "the search stops here");
        }
    }
}

#[test]
fn advancing_in_stretches_equals_applying_one_by_one() {
    for puzzle in varied_puzzles() {
        for strategy in Strategy::every() {
            let limit = if strategy.is_plain_rows() {
                200_000
            } else {
                20_000
            };
            let mut events = Vec::new();
            Search::new(strategy)
                .max_events(Some(limit))
                .run(&puzzle, &mut events);
            let rules = Rules::new(strategy, &puzzle);
            let (mut one_by_one, mut stretches) = (Replay::new(puzzle), Replay::new(puzzle));
            let mut plain = EventCounter::new(Some(strategy.check), &puzzle);
            let mut counted = plain.clone();
            let mut seen = Vec::new();
            let mut n = 0;
            for (i, step) in [1u64, 2, 3, 1, 7, 1000, 1, 65_536, 5]
                .iter()
                .cycle()
                .enumerate()
            {
                if n >= events.len() || i > 10_000 {
                    break;
                }
                let applied =
                    rules.advance(&mut stretches, &mut counted, *step, i % 2 == 0, &mut seen)
                        as usize;
                if n + applied > events.len() {
                    break;
                }
                for event in &events[n..n + applied] {
                    one_by_one.apply(event).unwrap();
                    plain.record(event, one_by_one.depth());
                }
                n += applied;
                assert_eq!(
                    stretches.board(),
                    one_by_one.board(),
                    "{strategy} after {n}"
                );
                assert_eq!(counted, plain, "{strategy} after {n}");
                assert_eq!(stretches.last(), one_by_one.last(), "{strategy} after {n}");
                assert_eq!(
                    stretches.stack(),
                    one_by_one.stack(),
                    "{strategy} after {n}"
                );
                if applied == 0 && rules.predict(&stretches).is_none() {
                    break;
                }
            }
            assert!(
                n + 70_000 > events.len(),
                "{strategy}: went through the events"
            );
            assert_eq!(seen[..events.len()], events[..], "{strategy}");
        }
    }
}

/// A sink that foresees the search and remembers what it was shown.
#[derive(Default)]
struct Foreseeing {
    stride: u64,
    counts: Vec<u64>,
    last: Option<(Grid, Option<Event>, Stats)>,
}

impl Sink for Foreseeing {
    fn event(&mut self, event: Event) {
        panic!("a foreseeing sink is sent no events: {event}");
    }

    fn foresee(&mut self, _strategy: Strategy) -> Option<u64> {
        Some(self.stride)
    }

    fn foreseen(&mut self, count: u64, at: &Replay, stats: &Stats) {
        self.counts.push(count);
        self.last = Some((*at.board(), at.last(), *stats));
    }
}

#[test]
fn a_sink_that_foresees_the_search_gets_stretches_that_add_up_to_it() {
    for puzzle in varied_puzzles() {
        // The whole search, where it is short; the first stretches of the long one.
        let whole = Search::new(Strategy::TABLES)
            .max_events(Some(1_000_000))
            .run(&puzzle, &mut NullSink);
        let whole = (whole.end.outcome != Outcome::Limit).then_some(None);
        for strategy in Strategy::ALL {
            for limit in [Some(1001), Some(15_000)].into_iter().chain(whole) {
                let mut events = Vec::new();
                let plain = Search::new(strategy)
                    .max_events(limit)
                    .run(&puzzle, &mut events);
                let mut sink = Foreseeing {
                    stride: 997,
                    ..Foreseeing::default()
                };
                let foreseen = Search::new(strategy)
                    .max_events(limit)
                    .run(&puzzle, &mut sink);
                assert_eq!(foreseen.end, plain.end, "{strategy} {limit:?}");
                assert_eq!(sink.counts.iter().sum::<u64>(), events.len() as u64);
                assert!(sink.counts.iter().all(|&n| n <= 997));
                if let Some((board, last, stats)) = sink.last {
                    assert_eq!(last, events.last().copied());
                    assert_eq!(stats, plain.end.stats);
                    let mut replay = Replay::new(puzzle);
                    events.iter().for_each(|e| replay.apply(e).unwrap());
                    assert_eq!(&board, replay.board());
                }
            }
        }
    }
}

#[test]
fn names_read_back() {
    for strategy in Strategy::every() {
        assert_eq!(strategy.name().parse::<Strategy>(), Ok(strategy));
    }
    assert_eq!(Strategy::every().count(), 42);
    assert_eq!(
        "oneloop".parse(),
        Ok(Strategy {
            check: Check::OneLoop,
            ..Strategy::NAIVE
        })
    );
    assert_eq!("tables+singles+mrv".parse(), Ok(Strategy::MRV_SINGLES));
    assert_eq!("rows+tables".parse(), Ok(Strategy::TABLES));
    for bad in [
        "dlx",
        "mrv",
        "mrv+rows+tables",
        "mrv+singles+hidden+tables",
        "",
    ] {
        let err = bad.parse::<Strategy>().unwrap_err();
        assert!(
            err.starts_with(&format!("unknown solver {bad:?} ("))
                && err.contains("use naive, oneloop or tables"),
            "{err}"
        );
    }
    // A name that imitates one with a character not ASCII says which.
    let err = "n\u{430}ive".parse::<Strategy>().unwrap_err();
    assert_eq!(
        err,
        "the solver name \"n\\u{430}ive\" has U+0430 at character 2, not an ASCII letter: sudotrace's strategies are named in ASCII"
    );
    // A long name is cut, its length said.
    let err = "x".repeat(70_000).parse::<Strategy>().unwrap_err();
    assert!(
        err.contains("(70,000 characters)") && err.len() < 400,
        "{err}"
    );
    // A name without its check is offered the tables check.
    for (bad, meant) in [("mrv", "mrv+tables"), ("mrv+singles", "mrv+singles+tables")] {
        let err = bad.parse::<Strategy>().unwrap_err();
        assert!(err.contains(&format!("did you mean {meant}? ")), "{err}");
    }
    assert!(
        !"dlx"
            .parse::<Strategy>()
            .unwrap_err()
            .contains("did you mean")
    );
    let cell = Cell::from_rc(1, 1).unwrap();
    let rules = Rules::for_solver("my own solver", &Grid::empty());
    assert_eq!(
        rules.predict(&Replay::new(Grid::empty())),
        Some(Event::Try { cell, digit: 1 })
    );
}

/// Harder puzzles than the LeetCode example, each solved by every strategy in well
/// under a second even unoptimised, with forced placements, dead ends and guesses.
fn hard_puzzles() -> Vec<Grid> {
    include_str!("../../../../tests/data/norvig_hardest.txt")
        .lines()
        .take(6)
        .map(|line| parse_puzzle_text(line).unwrap())
        .chain(varied_puzzles().into_iter().skip(2))
        .collect()
}

#[test]
fn the_untraced_search_counts_what_the_events_count() {
    let mut compared = 0;
    for puzzle in hard_puzzles() {
        // The row-by-row search with the tables check jumps from one fitting digit to
        // the next when untraced, and counts a blank's tries on arriving there.
        for strategy in Strategy::every() {
            let mut events = Vec::new();
            let traced = Search::new(strategy)
                .max_events(Some(3_000_000))
                .run(&puzzle, &mut events);
            if traced.end.outcome == Outcome::Limit {
                continue;
            }
            let untraced = Search::new(strategy).run(&puzzle, &mut NullSink);
            assert_eq!(
                untraced.end,
                traced.end,
                "{strategy} on {}",
                puzzle.to_line()
            );
            compared += 1;
            // A limit the search stays within changes nothing; one it passes stops it
            // where the traced search stops.
            let events = traced.end.stats.events;
            let within = Search::new(strategy)
                .max_events(Some(events))
                .run(&puzzle, &mut NullSink);
            assert_eq!(within.end, traced.end, "{strategy}");
            if events > 10 {
                let limit = Some(events / 2);
                let cut = Search::new(strategy)
                    .max_events(limit)
                    .run(&puzzle, &mut NullSink);
                let cut_traced = Search::new(strategy)
                    .max_events(limit)
                    .run(&puzzle, &mut Vec::new());
                assert_eq!(cut.end, cut_traced.end, "{strategy}");
                assert_eq!(cut.end.outcome, Outcome::Limit);
            }
        }
    }
    assert!(compared >= 80, "{compared} searches compared");
}

#[test]
fn a_try_limit_stops_every_strategy_after_exactly_that_many_tries() {
    let mut stopped = 0;
    for puzzle in hard_puzzles() {
        for strategy in Strategy::every() {
            let whole = Search::new(strategy)
                .max_events(Some(3_000_000))
                .run(&puzzle, &mut NullSink);
            if whole.end.outcome == Outcome::Limit || whole.end.stats.tries < 4 {
                continue;
            }
            let tries = whole.end.stats.tries;
            // Exactly enough tries changes nothing, however the search is run.
            let enough = Some(Limit::Tries(tries));
            assert_eq!(
                Search::new(strategy)
                    .within(enough)
                    .run(&puzzle, &mut NullSink)
                    .end,
                whole.end
            );
            for limit in [tries - 1, tries / 2, 1] {
                let limit = Some(Limit::Tries(limit));
                let mut events = Vec::new();
                let traced = Search::new(strategy)
                    .within(limit)
                    .run(&puzzle, &mut events);
                let untraced = Search::new(strategy)
                    .within(limit)
                    .run(&puzzle, &mut NullSink);
                let mut sink = Foreseeing {
                    stride: 997,
                    ..Foreseeing::default()
                };
                let foreseen = Search::new(strategy).within(limit).run(&puzzle, &mut sink);
                let what = format!("{strategy} {limit:?} on {}", puzzle.to_line());
                assert_eq!(traced.end.outcome, Outcome::Limit, "{what}");
                assert_eq!(Some(Limit::Tries(traced.end.stats.tries)), limit, "{what}");
                assert_eq!(untraced.end, traced.end, "{what}");
                assert_eq!(foreseen.end, traced.end, "{what}");
                // It stops just before the try past the limit.
                let next = Rules::new(strategy, &puzzle).predict(&replayed(&puzzle, &events));
                assert!(matches!(next, Some(Event::Try { .. })), "{what}: {next:?}");
                stopped += 1;
            }
        }
    }
    assert!(stopped >= 200, "{stopped} searches stopped");
}

#[test]
fn a_deadline_stops_a_search_and_time_to_spare_changes_nothing() {
    let puzzle = hard_puzzles()[0];
    for strategy in Strategy::every() {
        let whole = Search::new(strategy)
            .within(Some(Limit::Tries(200_000)))
            .run(&puzzle, &mut NullSink);
        let spare = Search::new(strategy)
            .max_tries(Some(200_000))
            .deadline(Duration::from_secs(600))
            .run(&puzzle, &mut NullSink);
        assert_eq!(spare.end, whole.end, "{strategy}");
    }
    // The brute-force puzzle of the row-by-row search: hundreds of millions of tries.
    let brute = parse_puzzle_text(
        "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9",
    )
    .unwrap();
    for strategy in [Strategy::TABLES, Strategy::NAIVE] {
        let cut = Search::new(strategy)
            .deadline(Duration::from_millis(20))
            .run(&brute, &mut NullSink);
        assert_eq!(cut.end.outcome, Outcome::Limit, "{strategy}");
        assert!(cut.end.stats.tries > 0 && cut.end.solution.is_none());
        // Stopped between two tries, never between a try and its outcome.
        let s = cut.end.stats;
        assert_eq!(s.tries, s.conflicts.total() + s.places, "{strategy}");
        assert!(cut.elapsed < Duration::from_secs(5), "{:?}", cut.elapsed);
    }
}

/// The position after `events` from `puzzle`.
fn replayed(puzzle: &Grid, events: &[Event]) -> Replay {
    let mut replay = Replay::new(*puzzle);
    events.iter().for_each(|e| replay.apply(e).unwrap());
    replay
}

/// docs/strategies.md's rules written again, plainly and apart from the search: the next
/// event from a board, the placements in order (`true`: forced) and the last event.
mod written_rules {
    use super::*;
    use crate::events::event::Reason;
    use crate::puzzle::grid::Unit;

    fn candidates(board: &Grid, cell: Cell) -> Vec<u8> {
        (1..=9)
            .filter(|&d| {
                Unit::ALL
                    .iter()
                    .all(|&u| board.holder_in(u, cell, d).is_none())
            })
            .collect()
    }

    fn empty_blanks(board: &Grid) -> impl Iterator<Item = Cell> + '_ {
        Grid::all_cells().filter(|&cell| board.get(cell) == 0)
    }

    fn settle(strategy: Strategy, board: &Grid) -> Option<Event> {
        if strategy.propagation != Propagation::None {
            if let Some(cell) = empty_blanks(board).find(|&c| candidates(board, c).is_empty()) {
                return Some(Event::DeadEnd { cell });
            }
            if let Some(cell) = empty_blanks(board).find(|&c| candidates(board, c).len() == 1) {
                let digit = candidates(board, cell)[0];
                let reason = Reason::OnlyDigit;
                return Some(Event::Force {
                    cell,
                    digit,
                    reason,
                });
            }
        }
        if strategy.propagation == Propagation::Hidden {
            for unit in Unit::ALL {
                for n in 0..9 {
                    let first = Cell::from_index(match unit {
                        Unit::Row => n * 9,
                        Unit::Col => n,
                        Unit::Box => n / 3 * 27 + n % 3 * 3,
                    })
                    .unwrap();
                    for digit in 1..=9 {
                        let places: Vec<Cell> = unit
                            .cells_of(first)
                            .into_iter()
                            .filter(|&c| board.get(c) == 0 && candidates(board, c).contains(&digit))
                            .collect();
                        if let [cell] = places[..] {
                            let reason = Reason::OnlyPlace(unit);
                            return Some(Event::Force {
                                cell,
                                digit,
                                reason,
                            });
                        }
                    }
                }
            }
        }
        let cell = match strategy.order {
            Order::Rows => empty_blanks(board).next()?,
            Order::Mrv => {
                let fewest = empty_blanks(board)
                    .map(|c| candidates(board, c).len())
                    .min()?;
                empty_blanks(board).find(|&c| candidates(board, c).len() == fewest)?
            }
        };
        let count = candidates(board, cell).len() as u8;
        Some(Event::Choose {
            cell,
            candidates: count,
        })
    }

    fn unwind(board: &Grid, placed: &[(Cell, bool)]) -> Option<Event> {
        if placed.iter().all(|&(_, forced)| forced) {
            return None;
        }
        let &(cell, forced) = placed.last()?;
        let digit = board.get(cell);
        Some(match forced {
            true => Event::Unforce { cell, digit },
            false => Event::Backtrack { cell, digit },
        })
    }

    /// The clash `check` finds for a try of `digit` in `cell`: the first unit holding
    /// the digit, row, column, box; or for `oneloop`, for i from 0 to 8, the row's cell
    /// i, the column's cell i, the box's cell i.
    fn clash_found(check: Check, board: &Grid, cell: Cell, digit: u8) -> Option<(Unit, Cell)> {
        if check != Check::OneLoop {
            return Unit::ALL
                .into_iter()
                .find_map(|u| Some((u, board.holder_in(u, cell, digit)?)));
        }
        let (r, c) = (cell.row(), cell.col());
        let (r0, c0) = (r - r % 3, c - c % 3);
        (0..9).find_map(|i| {
            [
                (Unit::Row, r * 9 + i),
                (Unit::Col, i * 9 + c),
                (Unit::Box, (r0 + i / 3) * 9 + c0 + i % 3),
            ]
            .into_iter()
            .map(|(unit, index)| (unit, Cell::from_index(index).unwrap()))
            .find(|&(_, other)| other != cell && board.get(other) == digit)
        })
    }

    pub(crate) fn next(
        strategy: Strategy,
        board: &Grid,
        placed: &[(Cell, bool)],
        last: Option<Event>,
    ) -> Option<Event> {
        match last {
            None | Some(Event::Place { .. } | Event::Force { .. }) => settle(strategy, board),
            Some(Event::Choose { cell, .. }) => Some(Event::Try { cell, digit: 1 }),
            Some(Event::Try { cell, digit }) => {
                Some(match clash_found(strategy.check, board, cell, digit) {
                    Some((unit, with)) => Event::Conflict {
                        cell,
                        digit,
                        unit,
                        with,
                    },
                    None => Event::Place { cell, digit },
                })
            }
            Some(Event::Conflict { cell, digit, .. } | Event::Backtrack { cell, digit })
                if digit < 9 =>
            {
                Some(Event::Try {
                    cell,
                    digit: digit + 1,
                })
            }
            Some(_) => unwind(board, placed),
        }
    }
}

#[test]
fn every_strategy_follows_its_written_rules_event_for_event() {
    let mut checked = 0;
    for puzzle in hard_puzzles() {
        // The eliminating strategies' rules are written again from docs/strategies.md
        // alone in tests/cli/from_docs.rs.
        let written = |s: &Strategy| !s.is_plain_rows() && !s.propagation.eliminates();
        for strategy in Strategy::every().filter(written) {
            let mut events = Vec::new();
            let run = Search::new(strategy)
                .max_events(Some(30_000))
                .run(&puzzle, &mut events);
            let mut board = puzzle;
            let mut placed: Vec<(Cell, bool)> = Vec::new();
            let mut last = None;
            for (n, &event) in events.iter().enumerate() {
                let expected = written_rules::next(strategy, &board, &placed, last);
                assert_eq!(Some(event), expected, "{strategy}, event {}", n + 1);
                match event {
                    Event::Place { cell, digit } => {
                        board.set(cell, digit);
                        placed.push((cell, false));
                    }
                    Event::Force { cell, digit, .. } => {
                        board.set(cell, digit);
                        placed.push((cell, true));
                    }
                    Event::Backtrack { cell, .. } | Event::Unforce { cell, .. } => {
                        assert_eq!(placed.pop().map(|(c, _)| c), Some(cell), "the newest first");
                        board.set(cell, 0);
                    }
                    _ => {}
                }
                last = Some(event);
                checked += 1;
            }
            if run.end.outcome != Outcome::Limit {
                assert_eq!(written_rules::next(strategy, &board, &placed, last), None);
                let solved = board.is_complete();
                assert_eq!(run.end.outcome == Outcome::Solved, solved, "{strategy}");
            }
        }
    }
    assert!(checked > 100_000, "{checked} events checked");
}

#[test]
fn a_dead_end_on_the_givens_means_no_solution() {
    // r1c9 can hold nothing: its row holds 1-8 and its column holds 9.
    let puzzle = parse_puzzle_text(&format!("12345678.{}9", ".".repeat(71))).unwrap();
    let r1c9 = Cell::from_rc(1, 9).unwrap();
    for strategy in [Strategy::MRV_SINGLES, Strategy::MRV_HIDDEN] {
        let mut events = Vec::new();
        let run = Search::new(strategy).run(&puzzle, &mut events);
        assert_eq!(events, [Event::DeadEnd { cell: r1c9 }], "{strategy}");
        assert_eq!(run.end.outcome, Outcome::Unsolvable);
        assert_eq!(run.end.stats.dead_ends, 1);
        assert_eq!(
            run.end.stats.table_lookups,
            3 * 72,
            "one look over the 72 blanks"
        );
    }
    // Without propagation, mrv chooses it (0 candidates, the fewest) and tries 1 to 9.
    let mut events = Vec::new();
    let run = Search::new(Strategy::MRV).run(&puzzle, &mut events);
    assert_eq!(
        events[0],
        Event::Choose {
            cell: r1c9,
            candidates: 0
        }
    );
    assert_eq!(events.len(), 1 + 18);
    assert_eq!(
        (run.end.outcome, run.end.stats.guesses),
        (Outcome::Unsolvable, 0)
    );
}

#[test]
fn mrv_breaks_ties_in_reading_order_and_forced_placements_come_first() {
    // An empty board: every blank has 9 candidates, so mrv takes r1c1; on the LeetCode
    // example, singles fill everything without a single choice.
    let mut events = Vec::new();
    Search::new(Strategy::MRV)
        .max_events(Some(1))
        .run(&Grid::empty(), &mut events);
    let r1c1 = Cell::from_rc(1, 1).unwrap();
    assert_eq!(
        events,
        [Event::Choose {
            cell: r1c1,
            candidates: 9
        }]
    );
    let puzzle = parse_puzzle_text(LEETCODE).unwrap();
    let run = Search::new(Strategy::MRV_SINGLES).run(&puzzle, &mut NullSink);
    assert_eq!((run.end.stats.forced, run.end.stats.choices), (51, 0));
    let run = Search::new(Strategy::MRV).run(&puzzle, &mut NullSink);
    assert_eq!((run.end.stats.tries, run.end.stats.guesses), (239, 0));
}

#[test]
fn advancing_untraced_counts_and_stands_where_the_events_lead() {
    // Untraced, a blank's tries are applied together: the same board, last event,
    // placements and counts as the events one by one, wherever a stretch ends (and so
    // wherever the row-by-row search resumes, with blanks below it counted before).
    for puzzle in hard_puzzles() {
        for strategy in Strategy::every() {
            let mut events = Vec::new();
            Search::new(strategy)
                .max_events(Some(20_000))
                .run(&puzzle, &mut events);
            let rules = Rules::new(strategy, &puzzle);
            let (mut one_by_one, mut stretches) = (Replay::new(puzzle), Replay::new(puzzle));
            let mut plain = EventCounter::new(Some(strategy.check), &puzzle);
            let mut counted = plain.clone();
            let mut n = 0;
            for step in [1u64, 5, 2, 17, 3, 100, 1, 7].iter().cycle() {
                // No further than the events recorded, which a limit may have cut.
                let step = (*step).min((events.len() - n) as u64);
                let applied =
                    rules.advance(&mut stretches, &mut counted, step, false, &mut NullSink);
                assert!(applied <= step);
                for event in &events[n..n + applied as usize] {
                    one_by_one.apply(event).unwrap();
                    plain.record(event, one_by_one.depth());
                }
                n += applied as usize;
                assert_eq!(stretches.last(), one_by_one.last(), "{strategy} after {n}");
                assert_eq!(
                    stretches.board(),
                    one_by_one.board(),
                    "{strategy} after {n}"
                );
                assert_eq!(
                    stretches.stack(),
                    one_by_one.stack(),
                    "{strategy} after {n}"
                );
                assert_eq!(counted, plain, "{strategy} after {n}");
                if applied == 0 || n == events.len() {
                    break;
                }
            }
            assert_eq!(n, events.len(), "{strategy}: went through the events");
        }
    }
}

/// The search of `puzzle` by `strategy` (up to `limit` events), each conflict naming the
/// clash `name` gives on the board before it instead of the one the rules name.
fn clashes_renamed(
    puzzle: &Grid,
    strategy: Strategy,
    limit: u64,
    name: impl Fn(&Replay, Cell, u8) -> Event,
) -> Vec<Event> {
    let mut events = Vec::new();
    Search::new(strategy)
        .max_events(Some(limit))
        .run(puzzle, &mut events);
    let mut at = Replay::new(*puzzle);
    // Up to the first that cannot happen (a clash named with a cell of another unit).
    events
        .into_iter()
        .map_while(|event| {
            let event = match event {
                Event::Conflict { cell, digit, .. } => name(&at, cell, digit),
                other => other,
            };
            at.apply(&event).ok()?;
            Some(event)
        })
        .collect()
}

/// How far `events` keep to `strategy`'s search on `puzzle`, as a [`ClashWatch`] tells:
/// the watch, and the first event that does not, if any, with where it departs.
fn followed(puzzle: &Grid, strategy: Strategy, events: &[Event]) -> (ClashWatch, Option<u64>) {
    let rules = Rules::new(strategy, puzzle);
    let mut watch = ClashWatch::held_to(strategy.check);
    let mut at = Replay::new(*puzzle);
    for (i, event) in events.iter().enumerate() {
        let number = i as u64 + 1;
        let predicted = rules.predict(&at);
        if !watch.matches(number, *event, predicted, || at.tables()) {
            return (watch, Some(number));
        }
        at.apply(event).unwrap();
    }
    (watch, None)
}

#[test]
fn a_search_whose_check_reads_the_units_in_one_loop_is_the_same_search() {
    for puzzle in varied_puzzles() {
        for strategy in [Strategy::NAIVE, Strategy::MRV_SINGLES] {
            let one_loop = clashes_renamed(&puzzle, strategy, 200_000, |at, cell, digit| {
                ClashOrder::OneLoop.outcome(at.tables(), cell, digit)
            });
            let mut own = Vec::new();
            Search::new(strategy)
                .max_events(Some(200_000))
                .run(&puzzle, &mut own);
            let first_other = own.iter().zip(&one_loop).position(|(a, b)| a != b);
            let (watch, departs) = followed(&puzzle, strategy, &one_loop);
            assert_eq!(departs, None, "{strategy}: every event is the search's");
            assert_eq!(
                watch.kept(),
                first_other.map(|i| (ClashOrder::OneLoop, i as u64 + 1)),
                "{strategy}: told by the first clash named otherwise"
            );
            // The rules' own events keep to the rules' order wherever the two differ.
            let (watch, departs) = followed(&puzzle, strategy, &own);
            assert_eq!(departs, None);
            assert!(matches!(
                watch.kept(),
                None | Some((ClashOrder::UnitByUnit, _))
            ));
        }
    }
    let leetcode = parse_puzzle_text(LEETCODE).unwrap();
    let one_loop = clashes_renamed(&leetcode, Strategy::NAIVE, 10, |at, cell, digit| {
        ClashOrder::OneLoop.outcome(at.tables(), cell, digit)
    });
    // r1c4's 1: r2c4 is the column's cell 1, r1c3 the row's cell 2.
    assert_eq!(one_loop[3].to_string(), "r1c4: 1 clashes with r2c4 (col)");
}

#[test]
fn a_check_of_another_order_is_held_to_it_and_departs_only_where_it_leaves_it() {
    let puzzle = parse_puzzle_text(LEETCODE).unwrap();
    // The whole column first, then the row, then the box: at event 4 the column's r2c4,
    // as the one loop names it too; later a column's clash the one loop meets after the
    // row's, which only the column-first order names.
    let column_first = clashes_renamed(&puzzle, Strategy::NAIVE, 100_000, |at, cell, digit| {
        let (unit, with) = [Unit::Col, Unit::Row, Unit::Box]
            .into_iter()
            .find_map(|unit| Some((unit, at.board().holder_in(unit, cell, digit)?)))
            .expect("a conflict of the search");
        Event::Conflict {
            cell,
            digit,
            unit,
            with,
        }
    });
    // Which both loops name too, at first; it leaves them where a clash is neither
    // loop's, and not before.
    let one_loop = |order: ClashOrder| {
        clashes_renamed(&puzzle, Strategy::NAIVE, 100_000, |at, cell, digit| {
            order.outcome(at.tables(), cell, digit)
        })
    };
    let (row_loop, column_loop) = (
        one_loop(ClashOrder::OneLoop),
        one_loop(ClashOrder::OneLoopColumnFirst),
    );
    let leaves = (0..column_first.len())
        .find(|&i| column_first[i] != row_loop[i] && column_first[i] != column_loop[i])
        .expect("the whole column first is neither loop") as u64
        + 1;
    let (watch, departs) = followed(&puzzle, Strategy::NAIVE, &column_first);
    assert_eq!(watch.kept().map(|(_, told)| told), Some(4));
    assert!(departs.is_some_and(|n| n <= leaves && n > 4), "{departs:?}");
    // Both loops are the search all the same, each told apart where it differs.
    for (events, order) in [
        (&row_loop, ClashOrder::OneLoop),
        (&column_loop, ClashOrder::OneLoopColumnFirst),
    ] {
        let (watch, departs) = followed(&puzzle, Strategy::NAIVE, events);
        assert_eq!(departs, None, "{order:?}");
        assert_eq!(watch.kept(), Some((order, 4)), "{order:?}");
    }
    // A departure is where it is, never where the other order was first told.
    let mut wrong_try = column_first[..10].to_vec();
    wrong_try[6] = Event::Try {
        cell: Cell::from_rc(1, 4).unwrap(),
        digit: 7,
    };
    assert_eq!(followed(&puzzle, Strategy::NAIVE, &wrong_try).1, Some(7));
    // A loop whose box is read wrong (its column taken from the row, a student's bug)
    // keeps to the one loop while the box agrees, and departs at the first clash no
    // order names.
    let wrong_box = clashes_renamed(&puzzle, Strategy::NAIVE, 100_000, |at, cell, digit| {
        let board = at.board();
        let (r0, c0) = ((cell.row() / 3) * 3, (cell.row() / 3) * 3);
        for i in 0..9 {
            let row = Cell::from_index(cell.row() * 9 + i).unwrap();
            let col = Cell::from_index(i * 9 + cell.col()).unwrap();
            let bx = Cell::from_index((r0 + i / 3) * 9 + c0 + i % 3).unwrap();
            for (unit, other) in [(Unit::Row, row), (Unit::Col, col), (Unit::Box, bx)] {
                if board.get(other) == digit {
                    return Event::Conflict {
                        cell,
                        digit,
                        unit,
                        with: other,
                    };
                }
            }
        }
        // The wrong box missed every holder: a clash the search must still name.
        ClashOrder::OneLoop.outcome(at.tables(), cell, digit)
    });
    let (watch, departs) = followed(&puzzle, Strategy::NAIVE, &wrong_box);
    let departs = departs.expect("the wrong box departs");
    let (_, told) = watch.kept().expect("another order told first");
    assert_eq!(told, 4);
    assert!(
        departs > told,
        "departs at {departs}, after the order was told"
    );
    // Headed oneloop, a trace is held to the one loop alone: the naive search's own
    // clashes depart at its first that the loop names otherwise.
    let mut naive = Vec::new();
    Search::new(Strategy::NAIVE)
        .max_events(Some(100))
        .run(&puzzle, &mut naive);
    let oneloop = Strategy::from_name("oneloop").unwrap();
    assert_eq!(followed(&puzzle, oneloop, &naive).1, Some(4));
}

#[test]
fn a_stoppable_search_sends_the_same_events_and_stops_when_asked() {
    // The brute-force puzzle of the row-by-row search, and a hard one for the others.
    let brute = parse_puzzle_text(
        "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9",
    )
    .unwrap();
    let mut stopped_any = 0;
    for strategy in Strategy::every() {
        let puzzle = match strategy.is_plain_rows() {
            true => brute,
            false => hard_puzzles()[0],
        };
        let limit = Some(Limit::Events(300_000));
        let mut whole = Vec::new();
        let run = Search::new(strategy).within(limit).run(&puzzle, &mut whole);
        let mut stoppable = Vec::new();
        let never = Search::new(strategy)
            .within(limit)
            .stop(&|| false)
            .run(&puzzle, &mut stoppable);
        assert_eq!(never.end, run.end, "{strategy}");
        assert!(stoppable == whole, "{strategy}: the same events");
        // A sink that foresees the search in stretches of its own (an odd length, that
        // ends some after a try) gets them to the limit, as without the stop.
        for stride in [997, 1] {
            let mut foreseeing = Foreseeing {
                stride,
                ..Foreseeing::default()
            };
            let seen = Search::new(strategy)
                .within(limit)
                .stop(&|| false)
                .run(&puzzle, &mut foreseeing);
            assert_eq!(seen.end, run.end, "{strategy}, stretches of {stride}");
            assert_eq!(foreseeing.counts.iter().sum::<u64>(), whole.len() as u64);
        }
        // Asked to stop at its third look: it ends there, between two tries.
        let looks = std::cell::Cell::new(0);
        let mut cut = Vec::new();
        let stopped = Search::new(strategy)
            .stop(&|| {
                looks.set(looks.get() + 1);
                looks.get() > 2
            })
            .run(&puzzle, &mut cut);
        if whole.len() as u64 > 2 * EVENTS_BETWEEN_CLOCKS {
            assert_eq!(stopped.end.outcome, Outcome::Limit, "{strategy}");
            assert!(cut.len() as u64 <= 2 * EVENTS_BETWEEN_CLOCKS, "{strategy}");
            assert!(
                cut[..] == whole[..cut.len()],
                "{strategy}: the search's own events"
            );
            let s = stopped.end.stats;
            assert_eq!(s.tries, s.conflicts.total() + s.places, "{strategy}");
            stopped_any += 1;
        }
        if strategy.is_plain_rows() {
            // The row-by-row loop asks at every 1,024th backtrack and stops before it:
            // the third ask comes before the 3,072nd. Recording nothing (as an untraced
            // search from Python does), it stops at the same place with the same counts.
            let asks = rows::BACKTRACKS_BETWEEN_ASKS as u64;
            assert_eq!(stopped.end.stats.backtracks, 3 * asks - 1, "{strategy}");
            let looks = std::cell::Cell::new(0);
            let untraced = Search::new(strategy)
                .stop(&|| {
                    looks.set(looks.get() + 1);
                    looks.get() > 2
                })
                .run(&puzzle, &mut NullSink);
            assert_eq!(untraced.end, stopped.end, "{strategy}");
        }
    }
    assert!(
        stopped_any >= 2,
        "{stopped_any} searches long enough to be stopped"
    );
}

/// A search that records nothing, of a strategy that chooses its blanks with the tables
/// check (counted without events), asks `stop` too: never, and it is the search without
/// it; at once, and it ends at its first look with the counts so far.
#[test]
fn a_search_that_records_nothing_stops_when_asked() {
    let puzzle = hard_puzzles()[0];
    let mut stopped_any = 0;
    for strategy in Strategy::every().filter(|s| !s.is_plain_rows() && s.check == Check::Tables) {
        let run = Search::new(strategy).run(&puzzle, &mut NullSink);
        let never = Search::new(strategy)
            .stop(&|| false)
            .run(&puzzle, &mut NullSink);
        assert_eq!(never.end, run.end, "{strategy}");
        let looks = std::cell::Cell::new(0u64);
        let stopped = Search::new(strategy)
            .stop(&|| {
                looks.set(looks.get() + 1);
                true
            })
            .run(&puzzle, &mut NullSink);
        if run.end.stats.choices > 2048 {
            assert_eq!(stopped.end.outcome, Outcome::Limit, "{strategy}");
            assert_eq!(looks.get(), 1, "{strategy}: asked once, and it stopped");
            assert!(
                stopped.end.stats.choices < run.end.stats.choices,
                "{strategy}"
            );
            stopped_any += 1;
        }
    }
    assert!(
        stopped_any >= 2,
        "{stopped_any} searches long enough to be stopped"
    );
}

/// Filling in without a guess is the search with the same rules making no guess: a
/// puzzle is solved by singles (and the rules) exactly when that strategy solves it
/// with no choice among two or more candidates, on puzzles that need each step, one
/// with no solution, one with several and one already solved.
#[test]
fn solving_without_guessing_is_the_search_that_makes_no_guess() {
    use crate::events::pattern::Rules;
    let forty_two = include_str!("../../../../tests/data/forty_two.txt");
    let puzzles: Vec<Grid> = forty_two
        .lines()
        .map(|line| parse_puzzle_text(line).unwrap())
        .chain(hard_puzzles())
        .collect();
    // Givens that clash, which singles would otherwise fill in: never solved.
    let mut clashing = parse_puzzle_text(
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179",
    )
    .unwrap();
    for i in [1, 2, 3] {
        clashing.set(Cell::from_index(i).unwrap(), 0);
    }
    clashing.set(Cell::from_index(40).unwrap(), 0);
    clashing.set(Cell::from_index(1).unwrap(), 5);
    for rules in [Rules::NONE, Rules::INTERSECTIONS, Rules::ALL] {
        assert!(!solves_without_guessing(&clashing, rules));
    }
    let (mut solved, mut between) = ([0usize; 2], 0);
    for puzzle in &puzzles {
        // Each step's rules hold those of the one before: what one fills in, the next does.
        let steps = [Rules::NONE, Rules::INTERSECTIONS, Rules::ALL]
            .map(|rules| solves_without_guessing(puzzle, rules));
        assert!(steps.is_sorted(), "{steps:?} on {}", puzzle.to_line());
        between += usize::from(steps == [false, true, true]);
        for (k, (rules, strategy)) in [
            (Rules::NONE, Strategy::MRV_HIDDEN),
            (Rules::ALL, Strategy::MRV_LOCKED),
        ]
        .into_iter()
        .enumerate()
        {
            let end = Search::new(strategy).run(puzzle, &mut NullSink).end;
            let no_guess = end.outcome == Outcome::Solved && end.stats.guesses == 0;
            let logic = solves_without_guessing(puzzle, rules);
            assert_eq!(logic, no_guess, "{strategy} on {}", puzzle.to_line());
            solved[k] += usize::from(logic);
        }
    }
    // Both answers come up, and the rules fill in more than singles do.
    assert!(
        solved[0] > 0 && solved[1] > solved[0] && solved[1] < puzzles.len(),
        "{solved:?}"
    );
    assert!(
        between > 0,
        "no puzzle needs pointing and claiming and no more"
    );
}

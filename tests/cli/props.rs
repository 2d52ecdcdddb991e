//! Property tests: puzzles made by blanking random cells of valid solved grids (the
//! LeetCode solution and the solutions of Norvig's "hardest" list in
//! tests/data/solved_grids.txt, each with its digits relabelled at random). Both checks
//! must make the same search, and what `stats` recounts from a trace must be what `solve`
//! counted.

use std::sync::OnceLock;

use proptest::prelude::*;
use proptest::sample::{Index, subsequence};
use sudotrace_core::events::event::Outcome;
use sudotrace_core::events::replay::Replay;
use sudotrace_core::puzzle::parse::parse_puzzle_text;
use sudotrace_core::search::{self, EventCounter, Search};

use crate::util::*;

/// Most cells blanked: at least 31 givens keep every search short in a debug build.
const MAX_BLANKS: usize = 50;

/// Valid solved grids to make puzzles from.
fn solved_grids() -> &'static [String] {
    static GRIDS: OnceLock<Vec<String>> = OnceLock::new();
    GRIDS.get_or_init(|| {
        let mut grids = vec![LEETCODE_SOLUTION.to_string()];
        let file = data("solved_grids.txt");
        let text =
            std::fs::read_to_string(&file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        grids.extend(
            text.lines()
                .map(str::trim)
                .filter(|line| !line.is_empty())
                .map(str::to_string),
        );
        for grid in &grids {
            assert_valid_solution(grid, grid);
        }
        grids
    })
}

/// A puzzle: grid `index` with its digits relabelled by `relabel` and `blanks` blanked.
fn make_puzzle(index: &Index, relabel: &[u8], blanks: &[usize]) -> String {
    let grids = solved_grids();
    let grid = grids[index.index(grids.len())].as_bytes();
    let mut puzzle: Vec<u8> = grid.iter().map(|&b| relabel[(b - b'1') as usize]).collect();
    for &cell in blanks {
        puzzle[cell] = b'.';
    }
    String::from_utf8(puzzle).unwrap()
}

fn puzzles() -> impl Strategy<Value = String> {
    (
        any::<Index>(),
        Just((b'1'..=b'9').collect::<Vec<u8>>()).prop_shuffle(),
        subsequence((0..81).collect::<Vec<usize>>(), 0..=MAX_BLANKS),
    )
        .prop_map(|(index, relabel, blanks)| make_puzzle(&index, &relabel, &blanks))
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 64,
        max_shrink_iters: 256,
        ..ProptestConfig::default()
    })]

    /// Library level: the same events from both checks, the same counts but the cost,
    /// and a replay of the events recounts each run exactly.
    #[test]
    fn both_checks_make_the_same_search(puzzle in puzzles()) {
        let grid = parse_puzzle_text(&puzzle).unwrap();
        let mut naive_events = Vec::new();
        let mut tables_events = Vec::new();
        let naive = Search::new(search::Strategy::NAIVE).run(&grid, &mut naive_events);
        let tables = Search::new(search::Strategy::TABLES).run(&grid, &mut tables_events);
        prop_assert!(naive_events == tables_events, "events differ for {}", puzzle);
        prop_assert_eq!(naive.end.outcome, Outcome::Solved);
        prop_assert_eq!(tables.end.outcome, Outcome::Solved);
        prop_assert_eq!(naive.end.solution, tables.end.solution);
        let solution = naive.end.solution.unwrap().to_line();
        assert_valid_solution(&puzzle, &solution);
        let (mut n, mut t) = (naive.end.stats, tables.end.stats);
        prop_assert_eq!(n.table_lookups, 0);
        prop_assert_eq!(t.cell_reads, 0);
        prop_assert_eq!(n.events, naive_events.len() as u64);
        n.cell_reads = 0;
        t.table_lookups = 0;
        prop_assert_eq!(n, t);
        for (strategy, run) in [(search::Strategy::NAIVE, &naive), (search::Strategy::TABLES, &tables)] {
            let mut replay = Replay::new(grid);
            let mut counter = EventCounter::new(Some(strategy.check), &grid);
            for event in &naive_events {
                replay.apply(event).unwrap();
                counter.record(event, replay.depth());
            }
            prop_assert_eq!(counter.stats(), &run.end.stats);
            prop_assert_eq!(Some(*replay.board()), run.end.solution);
        }
        // Every other strategy solves it too (not always with the same solution: the
        // puzzle may have several), and its events, replayed and counted, give its own
        // counts back.
        for strategy in search::Strategy::every().filter(|s| !s.is_plain_rows()) {
            let mut events = Vec::new();
            let run = Search::new(strategy).run(&grid, &mut events);
            prop_assert_eq!(run.end.outcome, Outcome::Solved, "{}", strategy);
            assert_valid_solution(&puzzle, &run.end.solution.unwrap().to_line());
            let mut replay = Replay::new(grid);
            let mut counter = EventCounter::new(Some(strategy.check), &grid);
            for event in &events {
                replay.apply(event).unwrap();
                counter.record(event, replay.depth());
            }
            prop_assert_eq!(counter.stats(), &run.end.stats, "{}", strategy);
            prop_assert_eq!(Some(*replay.board()), run.end.solution);
        }
    }

    /// What a user sees: the two traces agree line for line but the header's solver and
    /// the end record's cost, and `stats --json` of each equals `solve --json`.
    #[test]
    fn traces_of_both_checks_agree_and_recount(puzzle in puzzles()) {
        let dir = tempfile::tempdir().unwrap();
        let mut paths = Vec::new();
        for solver in ["naive", "tables"] {
            let trace = dir.path().join(format!("{solver}.jsonl"));
            let output = run(&[
                "solve", "--json", "--solver", solver, "--trace", path_str(&trace), &puzzle,
            ]);
            assert_code(&output, 0);
            let solved = json_line(&output);
            prop_assert_eq!(&solved["result"], "solved");
            assert_valid_solution(&puzzle, solved["solution"].as_str().unwrap());
            assert_stats_match_solve(&stats_json(&trace), &solved);
            paths.push(trace);
        }
        assert_traces_agree(&paths[0], &paths[1]);
    }
}

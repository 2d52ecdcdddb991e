//! The one replay, forward and backward, on real searches: the example traces and the
//! norvig_hardest puzzles that take under a million tries.

use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};
use std::path::Path;

use sudotrace_core::events::event::Event;
use sudotrace_core::events::replay::Replay;
use sudotrace_core::output::OutputFile;
use sudotrace_core::puzzle::grid::Grid;
use sudotrace_core::puzzle::parse::{parse_puzzle_text, parse_puzzles};
use sudotrace_core::search::{NullSink, Search, Strategy};
use sudotrace_core::trace::{Cursor, Header, JsonlWriter};

use crate::util::data;

fn board_hash(grid: &Grid) -> u64 {
    let mut hasher = DefaultHasher::new();
    grid.hash(&mut hasher);
    hasher.finish()
}

fn record(puzzle: &Grid, path: &Path) {
    let header = Header::new(*puzzle, "tables", None);
    let mut writer = JsonlWriter::new(OutputFile::create(path, false).unwrap(), &header);
    let run = Search::new(Strategy::TABLES).run(puzzle, &mut writer);
    writer.finish(&run.end).unwrap().commit().unwrap();
}

/// Forward to the end, then back to the start, with the replay's own undo; and the
/// cursor's jumps back to positions along the way.
fn check_trace(path: &Path, solution: Option<&Grid>) {
    let mut cursor = Cursor::open(path).unwrap().indexed().unwrap();
    let len = cursor.len().unwrap() as usize;
    let mut replay = Replay::new(cursor.header().puzzle);
    let mut events: Vec<Event> = Vec::with_capacity(len);
    let mut hashes = vec![board_hash(replay.board())];
    for n in 1..=len {
        cursor.seek(n as u64).unwrap();
        let event = cursor.event().unwrap();
        replay.apply(&event).unwrap();
        events.push(event);
        hashes.push(board_hash(replay.board()));
    }
    if let Some(solution) = solution {
        assert_eq!(
            replay.board(),
            solution,
            "{}: the end board is the solution",
            path.display()
        );
    }
    assert_eq!(
        cursor.end().unwrap().solution.as_ref(),
        Some(replay.board())
    );
    for n in (1..=events.len()).rev() {
        replay.undo(&events[n - 1], n.checked_sub(2).map(|p| events[p]));
        assert_eq!(
            board_hash(replay.board()),
            hashes[n - 1],
            "{}: back to {}",
            path.display(),
            n - 1
        );
    }
    assert_eq!(replay.board(), &cursor.header().puzzle);
    // Backward through the trace: every position near the end and the start, and a
    // spread of positions in between.
    let positions = (0..=len)
        .rev()
        .filter(|&n| n + 2000 > len || n < 2000 || n % 997 == 0);
    for n in positions {
        cursor.seek(n as u64).unwrap();
        assert_eq!(
            board_hash(cursor.replay().board()),
            hashes[n],
            "{}: seek to {n}",
            path.display()
        );
    }
}

#[test]
fn example_traces_replay_forward_and_back() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("leetcode.jsonl");
    let puzzle = parse_puzzle_text(sudotrace_core::LEETCODE_37).unwrap();
    record(&puzzle, &path);
    check_trace(&path, None);
    let examples = Path::new(env!("CARGO_MANIFEST_DIR")).join("traces");
    for entry in std::fs::read_dir(examples).unwrap() {
        check_trace(&entry.unwrap().path(), None);
    }
}

#[test]
fn norvig_hardest_searches_under_a_million_tries_replay_forward_and_back() {
    let (puzzles, solutions) = (
        data("norvig_hardest.txt"),
        data("norvig_hardest_solutions.csv"),
    );
    let solutions: Vec<(Grid, Grid)> = std::fs::read_to_string(solutions)
        .unwrap()
        .lines()
        .map(|line| {
            let (puzzle, solution) = line.split_once(',').unwrap();
            (
                parse_puzzle_text(puzzle).unwrap(),
                parse_puzzle_text(solution).unwrap(),
            )
        })
        .collect();
    let dir = tempfile::tempdir().unwrap();
    let mut checked = 0;
    for entry in parse_puzzles(&std::fs::read_to_string(puzzles).unwrap()) {
        let puzzle = entry.unwrap().grid;
        if Search::new(Strategy::TABLES)
            .run(&puzzle, &mut NullSink)
            .end
            .stats
            .tries
            >= 1_000_000
        {
            continue;
        }
        let solution = solutions
            .iter()
            .find(|(p, _)| *p == puzzle)
            .map(|(_, s)| s)
            .unwrap();
        let path = dir.path().join(format!("hardest-{checked}.jsonl"));
        record(&puzzle, &path);
        check_trace(&path, Some(solution));
        checked += 1;
    }
    assert_eq!(checked, 8, "eight of the eleven take under a million tries");
}

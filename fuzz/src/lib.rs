//! What each fuzz target checks, one function a reader of someone else's file: a trace
//! in either format, a puzzle file, a learner's results file, a shard's manifest and
//! results, and the words a trace's header gives a terminal. Each takes any bytes and
//! must give an error or a reading, never panic, loop for ever or take unbounded memory;
//! the words shown must hold no raw control character.
//!
//! `fuzz_targets/*.rs` hand libFuzzer's inputs to these (cargo-fuzz, nightly); the main
//! workspace's tests (tests/cli/fuzzing.rs) compile this file on stable and run every
//! function over its seed corpus and the hostile files, so that CI holds the targets
//! to the code as it changes.

use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};

use sudotrace_core::escape::{SHOWN_CHARS, is_hidden, shown};
use sudotrace_core::lang::Lang;
use sudotrace_core::puzzle::parse;
use sudotrace_core::search::Strategy;
use sudotrace_core::trace::Cursor;

/// The binary format's signature and version 1, which `binary_reader` puts before any
/// input that lacks it, so that the fuzzer spends its time past the signature.
const BINARY_PREFIX: &[u8] = b"\x89SDT\r\n\x1a\n\x01";

/// Any bytes after the binary signature through the trace reader: reading to the end,
/// then seeks backward, to the middle, to a checkpoint, past the end.
pub fn binary_reader(data: &[u8]) {
    // Inputs may start with the prefix already (the seed corpus holds real traces).
    let body = data.strip_prefix(BINARY_PREFIX).unwrap_or(data);
    let mut bytes = BINARY_PREFIX.to_vec();
    bytes.extend_from_slice(body);
    let Ok(mut reader) = Cursor::from_bytes(bytes.clone()) else {
        return;
    };
    let _ = reader.read_to_end();
    let total = reader.position();
    let Ok(mut reader) = Cursor::from_bytes(bytes) else {
        return;
    };
    for target in [total / 2, 0, total, 1 << 16, total.saturating_add(5), 3] {
        if reader.seek(target).is_err() {
            break;
        }
        let _ = reader.next_event();
        let _ = reader.replay();
    }
}

/// The most events a binary trace of `len` bytes can hold: at most 65,536 between two
/// checkpoints (the format's bound), each checkpoint at least 56 bytes (tag, board, last
/// event, depth and ten counts of a byte each), one stretch before the first.
pub fn most_events(len: usize) -> u64 {
    (len as u64 / 56 + 1) * (1 << 16)
}

/// Any bytes after the binary signature, sought to the events its first 24 bytes name
/// (three little-endian u64s: anything up to 2^64 − 1) with the rest as the trace: the
/// seek path, from the start, from a checkpoint, back and past the end. A seek must
/// never apply more events than the file's bytes can hold ([`most_events`]): a file
/// that claims more is refused, not replayed, so no file holds a reader for long.
pub fn binary_seek(data: &[u8]) {
    let (targets, body) = data.split_at(data.len().min(24));
    let body = body.strip_prefix(BINARY_PREFIX).unwrap_or(body);
    let mut bytes = BINARY_PREFIX.to_vec();
    bytes.extend_from_slice(body);
    let most = most_events(bytes.len());
    let Ok(mut reader) = Cursor::from_bytes(bytes) else {
        return;
    };
    for target in targets.chunks(8) {
        let mut word = [0u8; 8];
        word[..target.len()].copy_from_slice(target);
        if reader.seek(u64::from_le_bytes(word)).is_err() {
            return;
        }
        assert!(
            reader.position() <= most,
            "a seek applied {} events from a file that holds at most {most}",
            reader.position()
        );
        let _ = reader.next_event();
    }
}

/// Any bytes as two shards of one comparison merged (`compare merge`): the parts between
/// NUL bytes are the first shard's `shard.json` and `results.jsonl`, then the second's.
/// Every number in them is someone else's: a merge gives an error or a comparison, never
/// a panic (an overflow is one in a debug build), an endless loop or memory beyond what
/// the files hold.
pub fn shard_merge(data: &[u8]) {
    let mut parts = data.splitn(4, |&b| b == 0);
    let files: Vec<&[u8]> = (0..4).map(|_| parts.next().unwrap_or(&[])).collect();
    let root = scratch();
    let dirs = [root.join("1"), root.join("2")];
    let mut written = Ok(());
    for (dir, pair) in dirs.iter().zip(files.chunks(2)) {
        written = written
            .and_then(|()| std::fs::create_dir_all(dir))
            .and_then(|()| std::fs::write(dir.join("shard.json"), pair[0]))
            .and_then(|()| std::fs::write(dir.join("results.jsonl"), pair[1]));
    }
    if written.is_ok() {
        let _ = sudotrace_compare::shard::merge(&dirs);
    }
    let _ = std::fs::remove_dir_all(&root);
}

/// Any bytes as a JSON Lines trace: read to the end, sought past it and back.
pub fn jsonl_reader(data: &[u8]) {
    let Ok(mut reader) = Cursor::from_bytes(data.to_vec()) else {
        return;
    };
    let _ = reader.read_to_end();
    let _ = reader.seek(reader.position().saturating_add(10));
    // Back to the start: JSON Lines is read again from its first line.
    let _ = reader.seek(1);
    let _ = reader.find_previous(&[sudotrace_core::events::event::EventKind::Conflict]);
}

/// Any bytes as a trace's header (in either format), and the words a terminal shows of
/// it: the solver's and the writer's names as `show`, `stats`, `diagnose` and the
/// stepper write them, with no raw control character and no longer than they may be.
pub fn header_words(data: &[u8]) {
    let Ok(reader) = Cursor::from_bytes(data.to_vec()) else {
        return;
    };
    let header = reader.header();
    for lang in Lang::ALL {
        for name in [&header.solver, &header.writer] {
            let words = shown(name, lang);
            assert!(!words.chars().any(is_hidden), "{words:?}");
            assert!(words.chars().count() <= SHOWN_CHARS, "{words:?}");
        }
        let label = Strategy::label(&header.solver, lang);
        assert!(!label.chars().any(is_hidden), "{label:?}");
    }
}

/// Any bytes as a puzzle file: read a line at a time under its bound, then every puzzle
/// form parsed, and the one-grid forms `check` reads.
pub fn puzzle_reader(data: &[u8]) {
    let Ok(text) = parse::read_text(data) else {
        return;
    };
    let entries = parse::parse_puzzles(&text);
    assert!(entries.len() <= text.lines().count().max(1) + 1);
    for entry in entries.iter().flatten() {
        let _ = entry.grid.to_line();
    }
    let _ = parse::parse_grid_allowing_clashes(&text);
    let mut inputs = parse::Inputs::default();
    inputs.add("fuzz", entries);
    for skipped in &inputs.skipped {
        let _ = sudotrace_core::escape::escaped(&skipped.error);
    }
}

/// Any bytes as a learner's results file, read as `marks` reads it (under its bound),
/// then put together with itself as a class.
pub fn results_reader(data: &[u8]) {
    if data.len() as u64 > sudotrace_learn::score_cards::MAX_BYTES {
        return;
    }
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(results) = sudotrace_learn::score_cards::read("fuzz.json", text) else {
        return;
    };
    let class = sudotrace_learn::score_cards::Class::of(vec![
        ("a.json".to_string(), results.clone()),
        ("b.json".to_string(), results),
    ]);
    if let Ok(class) = class {
        let _ = serde_json::to_string(&class);
    }
}

/// A fresh folder under the system's temporary one, for one input's shard.
fn scratch() -> PathBuf {
    static NEXT: AtomicUsize = AtomicUsize::new(0);
    let n = NEXT.fetch_add(1, Ordering::Relaxed);
    std::env::temp_dir().join(format!("sudotrace-fuzz-{}-{n}", std::process::id()))
}

/// Any bytes as a shard's folder: up to the first NUL byte its manifest, after it its
/// results, read as `compare status` and `compare merge` read them.
pub fn shard_reader(data: &[u8]) {
    let (manifest, results) = match data.iter().position(|&b| b == 0) {
        Some(at) => (&data[..at], &data[at + 1..]),
        None => (data, &[][..]),
    };
    let dir = scratch();
    if std::fs::create_dir_all(&dir).is_err() {
        return;
    }
    let written = std::fs::write(dir.join("shard.json"), manifest)
        .and_then(|()| std::fs::write(dir.join("results.jsonl"), results));
    if written.is_ok() {
        let _ = sudotrace_compare::shard::status(&dir);
        let _ = sudotrace_compare::shard::merge(std::slice::from_ref(&dir));
    }
    let _ = std::fs::remove_dir_all(&dir);
}

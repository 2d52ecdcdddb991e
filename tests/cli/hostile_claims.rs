//! Files that lie about how much work they hold: a binary trace of a few bytes that
//! claims a run of 2^62 events, or checkpoints every 2^64 − 1 events, or leaves out a
//! checkpoint that is due. Every reader answers within seconds (refused with the byte
//! offset), however long the search the trace names would run: a reader's work is
//! bounded by the file's bytes, not by its claims.

use std::path::Path;
use std::time::{Duration, Instant};

use crate::util::*;

/// A puzzle whose naive search runs for billions of events: a trace of it can claim any
/// number of predicted events and each would be a real one.
const ENDLESS: &str =
    "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9";

const MAGIC: &[u8] = b"\x89SDT\r\n\x1a\n";

fn varint(out: &mut Vec<u8>, mut value: u64) {
    loop {
        let byte = (value & 0x7f) as u8;
        value >>= 7;
        if value == 0 {
            out.push(byte);
            return;
        }
        out.push(byte | 0x80);
    }
}

/// A binary trace of the naive search of [`ENDLESS`] with checkpoints every `every`
/// events, followed by `records` (tags and their fields), not closed.
fn binary_trace(every: u64, records: &[u8]) -> Vec<u8> {
    let mut bytes = MAGIC.to_vec();
    bytes.push(2);
    bytes.extend(
        ENDLESS
            .bytes()
            .map(|b| if b == b'.' { 0 } else { b - b'0' }),
    );
    for text in ["naive", "sudotrace 0.1.0"] {
        varint(&mut bytes, text.len() as u64);
        bytes.extend(text.as_bytes());
    }
    varint(&mut bytes, 0);
    varint(&mut bytes, every);
    bytes.extend(records);
    bytes
}

/// A run record of `count` predicted events.
fn run_of(count: u64) -> Vec<u8> {
    let mut record = vec![1];
    varint(&mut record, count);
    record
}

/// Every command that reads a trace, on `trace`: each ends within seconds with exit 2
/// and a one-line error holding `says`.
fn every_reader_refuses(trace: &Path, says: &str) {
    let dir = tempfile::tempdir().unwrap();
    let out = |name: &str| dir.path().join(name).to_string_lossy().into_owned();
    let (gif, page, charts, converted) =
        (out("t.gif"), out("t.html"), out("charts"), out("t.jsonl"));
    let trace = path_str(trace);
    let commands: [Vec<&str>; 7] = [
        vec!["stats", trace],
        vec!["diagnose", trace],
        vec!["show", trace, "--at", "70000"],
        vec!["render", trace, "-o", &gif],
        vec!["html", trace, "-o", &page],
        vec!["chart", trace, "-o", &charts],
        vec!["convert", trace, &converted],
    ];
    for args in commands {
        let started = Instant::now();
        let output = run(&args);
        let took = started.elapsed();
        assert!(
            took < Duration::from_secs(10),
            "{args:?} took {took:?} on a file of a few bytes"
        );
        let message = assert_user_error(&output);
        assert!(message.contains(says), "{args:?}: {message}");
        assert!(message.contains("byte"), "{args:?} says where: {message}");
    }
    for name in ["t.gif", "t.html", "charts", "t.jsonl"] {
        assert!(
            !dir.path().join(name).exists(),
            "{name} was written from a refused trace"
        );
    }
}

#[test]
fn checkpoints_further_apart_than_the_format_keeps_them_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    let trace = dir.path().join("apart.sdt");
    std::fs::write(&trace, binary_trace(u64::MAX, &run_of(1 << 62))).unwrap();
    assert!(std::fs::metadata(&trace).unwrap().len() < 200);
    every_reader_refuses(
        &trace,
        "checkpoints every 18,446,744,073,709,551,615 events",
    );
}

#[test]
fn a_run_longer_than_the_stretch_between_checkpoints_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let trace = dir.path().join("long-run.sdt");
    std::fs::write(&trace, binary_trace(1 << 16, &run_of(1 << 62))).unwrap();
    every_reader_refuses(
        &trace,
        "a run of 4,611,686,018,427,387,904 events goes past the checkpoint due after event 65,536",
    );
    // A show of an event before the run is as near: the run is refused as it is read.
    let output = run(&["show", path_str(&trace), "--at", "5"]);
    assert!(assert_user_error(&output).contains("goes past the checkpoint"));
}

#[test]
fn a_checkpoint_left_out_is_refused_where_it_was_due() {
    let dir = tempfile::tempdir().unwrap();
    let trace = dir.path().join("no-checkpoint.sdt");
    let mut records = run_of(1 << 16);
    records.extend(run_of(1 << 16));
    std::fs::write(&trace, binary_trace(1 << 16, &records)).unwrap();
    every_reader_refuses(&trace, "no checkpoint after event 65,536");
    // A trace not closed properly is read to its end before any event is shown (how
    // many events it holds is part of what show says), so an early event is no escape.
    let output = run(&["show", path_str(&trace), "--at", "5"]);
    assert!(assert_user_error(&output).contains("no checkpoint after event 65,536"));
}

/// The traces sudotrace writes keep a checkpoint where one is due: a long search's
/// binary trace reads back whole, and seeks near its end come from a checkpoint.
#[test]
fn a_long_search_written_by_sudotrace_reads_back_under_the_bounds() {
    let dir = tempfile::tempdir().unwrap();
    let trace = dir.path().join("long.sdt");
    let output = run(&[
        "solve",
        ENDLESS,
        "--solver",
        "naive",
        "--trace",
        path_str(&trace),
        "--max-events",
        "300000",
    ]);
    // Stopped at the limit: exit 1, and the trace holds every event before it.
    assert_code(&output, 1);
    let stats = stats_json(&trace);
    assert_eq!(stats["stats"]["events"], 299_999, "{stats}");
    let output = run(&["show", path_str(&trace), "--at", "299990", "--json"]);
    assert_code(&output, 0);
    assert_eq!(json_line(&output)["index"], 299_990);
}

/// Reads the varint at `at`, giving it and where the next field starts.
fn read_varint(bytes: &[u8], mut at: usize) -> (u64, usize) {
    let mut value = 0u64;
    for shift in (0..64).step_by(7) {
        let byte = bytes[at];
        at += 1;
        value |= u64::from(byte & 0x7f) << shift;
        if byte & 0x80 == 0 {
            break;
        }
    }
    (value, at)
}

/// A closed trace's index of checkpoints: where its offsets start and end in the file
/// (after the end record's events, outcome, solution and counts), and the offsets.
fn checkpoint_index(bytes: &[u8]) -> (usize, usize, Vec<u64>) {
    let trailer = bytes.len() - 16;
    let end_at = u64::from_le_bytes(bytes[trailer..trailer + 8].try_into().unwrap()) as usize;
    assert_eq!(bytes[end_at], 4, "the end record's tag");
    let (_events, mut at) = read_varint(bytes, end_at + 1);
    at += 1; // outcome
    if bytes[at] == 1 {
        at += 41;
    }
    at += 1;
    if bytes[at] == 1 {
        at += 1;
        // Version 1's counts are 10 numbers, version 2's 15.
        let counts = if bytes[MAGIC.len()] == 1 { 10 } else { 15 };
        for _ in 0..counts {
            at = read_varint(bytes, at).1;
        }
    } else {
        at += 1;
    }
    let (count, mut at) = read_varint(bytes, at);
    let start = at;
    let (mut offsets, mut offset) = (Vec::new(), 0);
    for _ in 0..count {
        let (delta, next) = read_varint(bytes, at);
        offset += delta;
        offsets.push(offset);
        at = next;
    }
    (start, at, offsets)
}

/// A closed trace whose index points a seek at a checkpoint after other events than the
/// index's place says: refused, never shown as the event asked for.
#[test]
fn an_index_that_points_at_the_wrong_checkpoint_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let trace = dir.path().join("index.sdt");
    let output = run(&[
        "solve",
        ENDLESS,
        "--trace",
        path_str(&trace),
        "--max-events",
        "300000",
    ]);
    assert_code(&output, 1);
    let mut bytes = std::fs::read(&trace).unwrap();
    let (start, end, offsets) = checkpoint_index(&bytes);
    assert_eq!(
        offsets.len(),
        4,
        "checkpoints after 65,536 to 262,144 events"
    );
    // The first entry (the checkpoint after event 65,536) names the second checkpoint.
    let mut index = Vec::new();
    varint(&mut index, offsets[1]);
    for _ in 1..offsets.len() {
        varint(&mut index, 0);
    }
    bytes.splice(start..end, index);
    std::fs::write(&trace, &bytes).unwrap();
    let output = run(&["show", path_str(&trace), "--at", "70000"]);
    let message = assert_user_error(&output);
    assert!(
        message.contains(&format!(
            "byte {}: the index's checkpoint after event 65,536 counts 131,072 events",
            offsets[1]
        )),
        "{message}"
    );
}

/// The two shards of a comparison of tests/data/norvig_hardest.txt, made in `dir`.
fn two_shards(dir: &Path) -> [std::path::PathBuf; 2] {
    let puzzles = data("norvig_hardest.txt");
    [1, 2].map(|k| {
        let out = dir.join(format!("shard{k}"));
        let shard = format!("{k}/2");
        let output = run(&[
            "compare",
            path_str(&puzzles),
            "--solvers",
            "naive,tables",
            "--repeat",
            "1",
            "--max-tries",
            "2000000",
            "--shard",
            &shard,
            "-o",
            path_str(&out),
        ]);
        assert_code(&output, 0);
        out
    })
}

/// Each record of `shard`'s results, as JSON, changed by `edit` (its line number, from 1).
fn edit_results(shard: &Path, edit: impl Fn(usize, &mut serde_json::Value)) {
    let path = shard.join("results.jsonl");
    let text = std::fs::read_to_string(&path).unwrap();
    let mut out = String::new();
    for (at, line) in text.lines().enumerate() {
        let mut record: serde_json::Value = serde_json::from_str(line).unwrap();
        edit(at + 1, &mut record);
        out.push_str(&record.to_string());
        out.push('\n');
    }
    std::fs::write(&path, out).unwrap();
}

/// `compare merge` of `shards`: refused (exit 2, one line) with what it says.
fn merge_refused(shards: &[std::path::PathBuf], out: &Path) -> String {
    let mut args = vec!["compare", "merge"];
    args.extend(shards.iter().map(|d| path_str(d)));
    args.extend(["-o", path_str(out)]);
    let message = assert_user_error(&run(&args));
    assert!(!out.exists(), "nothing is written of refused shards");
    message
}

#[test]
fn merge_refuses_totals_that_would_wrap_around() {
    let dir = tempfile::tempdir().unwrap();
    let shards = two_shards(dir.path());
    // Every result of the first solver made 2^63 tries, consistently (its events go up by
    // as many): each is possible alone, their total is not.
    for shard in &shards {
        edit_results(shard, |_, record| {
            let stats = &mut record["variants"][0]["stats"];
            let more = (1u64 << 63) - stats["tries"].as_u64().unwrap();
            stats["tries"] = (1u64 << 63).into();
            stats["events"] = (stats["events"].as_u64().unwrap() + more).into();
        });
    }
    // With the limit raised so that the tries are within it.
    for shard in &shards {
        let manifest = shard.join("shard.json");
        let text = std::fs::read_to_string(&manifest).unwrap();
        let raised = text.replace(
            "\"max_tries\": 2000000",
            &format!("\"max_tries\": {}", u64::MAX),
        );
        assert_ne!(raised, text);
        std::fs::write(&manifest, raised).unwrap();
    }
    let message = merge_refused(&shards, &dir.path().join("merged"));
    assert!(
        message.contains("results.jsonl: line ") && message.contains("the totals pass 2^64 − 1"),
        "{message}"
    );
}

/// A change made to a line of a shard's results (its number, from 1).
type Edit = fn(usize, &mut serde_json::Value);

#[test]
fn merge_and_status_refuse_results_that_cannot_be() {
    let dir = tempfile::tempdir().unwrap();
    let merged = dir.path().join("merged");
    let cases: [(&str, Edit); 5] = [
        ("counts that cannot be one search's", |line, record| {
            if line == 1 {
                let stats = &mut record["variants"][0]["stats"];
                stats["tries"] = 0.into();
                stats["conflicts"]["row"] = 3126.into();
            }
        }),
        (
            "over the comparison's limit of 2,000,000",
            |line, record| {
                if line == 1 {
                    let stats = &mut record["variants"][1]["stats"];
                    let more = 3_000_000 - stats["tries"].as_u64().unwrap();
                    stats["tries"] = 3_000_000.into();
                    stats["events"] = (stats["events"].as_u64().unwrap() + more).into();
                }
            },
        ),
        ("solved, with no solution of the puzzle", |line, record| {
            if line == 1 {
                // The puzzle itself given as its solution: a board with blanks.
                record["variants"][0]["solution"] = record["puzzle"].clone();
            }
        }),
        ("or the puzzle was changed", |line, record| {
            if line == 1 {
                // Another of the collection's puzzles, not this shard's.
                let puzzle = record["puzzle"].as_str().unwrap().to_string();
                record["puzzle"] = puzzle.replacen(|c: char| c.is_ascii_digit(), ".", 1).into();
            }
        }),
        (
            "has results of tables,naive where the comparison has naive,tables",
            |line, record| {
                if line == 1 {
                    record["variants"].as_array_mut().unwrap().reverse();
                }
            },
        ),
    ];
    for (says, edit) in cases {
        let shards = two_shards(&dir.path().join(says.replace(' ', "-")));
        edit_results(&shards[0], edit);
        let message = merge_refused(&shards, &merged);
        assert!(
            message.contains("shard1/results.jsonl: line 1: puzzle ") && message.contains(says),
            "{says}: {message}"
        );
        let message = assert_user_error(&run(&["compare", "status", path_str(&shards[0])]));
        assert!(message.contains(says), "status, {says}: {message}");
    }
    // A result given twice: status counted "16 of 8 (200%)".
    let shards = two_shards(&dir.path().join("twice"));
    let results = shards[0].join("results.jsonl");
    let text = std::fs::read_to_string(&results).unwrap();
    std::fs::write(&results, format!("{text}{text}")).unwrap();
    let lines = text.lines().count();
    let message = assert_user_error(&run(&["compare", "status", path_str(&shards[0])]));
    assert!(
        message.contains(&format!("line {}: puzzle ", lines + 1))
            && message.contains("again (first on line 1)"),
        "{message}"
    );
}

/// A merge's report names the sudotrace that ran the shards, not the one merging them.
#[test]
fn a_merged_report_names_the_version_that_ran_the_shards() {
    let dir = tempfile::tempdir().unwrap();
    let shards = two_shards(dir.path());
    let version = env!("CARGO_PKG_VERSION");
    for shard in &shards {
        let manifest = shard.join("shard.json");
        let text = std::fs::read_to_string(&manifest).unwrap();
        let older = text.replace(
            &format!("\"sudotrace\": \"{version}\""),
            "\"sudotrace\": \"0.0.9\"",
        );
        assert_ne!(older, text);
        std::fs::write(&manifest, older).unwrap();
    }
    let merged = dir.path().join("merged");
    let output = run(&[
        "compare",
        "merge",
        path_str(&shards[0]),
        path_str(&shards[1]),
        "-o",
        path_str(&merged),
    ]);
    // Exit 1: two of the puzzles stopped at the limit.
    assert_code(&output, 1);
    let report: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(merged.join("report.json")).unwrap())
            .unwrap();
    assert_eq!(report["version"], "0.0.9", "{}", report["version"]);
    let markdown = std::fs::read_to_string(merged.join("report.md")).unwrap();
    assert!(
        markdown.contains("0.0.9"),
        "report.md names the shards' version"
    );
    assert!(!markdown.contains(&format!("sudotrace {version}")));
}

/// One rule for a trace cut short, whatever its format and wherever it is cut (in a line,
/// in a binary trace's run, checkpoint or end record): every command reads it up to its
/// last whole event with a warning that says where it stops, and only `convert`, which
/// cannot write the end record that is missing, refuses it.
#[test]
fn a_trace_cut_short_is_read_the_same_way_by_every_command() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let full_binary = d.join("full.sdt");
    let full_lines = d.join("full.jsonl");
    for (trace, limit) in [(&full_binary, "200000"), (&full_lines, "3000")] {
        let output = run(&[
            "solve",
            ENDLESS,
            "--trace",
            path_str(trace),
            "--max-events",
            limit,
        ]);
        assert_code(&output, 1);
    }
    let binary = std::fs::read(&full_binary).unwrap();
    let lines = std::fs::read(&full_lines).unwrap();
    // The first checkpoint starts after the header and the first run: a cut 40 bytes on
    // is inside it; 20 bytes from the end is inside the end record.
    let header_and_run = binary_trace(1 << 16, &run_of(1 << 16)).len();
    let cuts: [(&str, &[u8]); 3] = [
        ("in-checkpoint.sdt", &binary[..header_and_run + 40]),
        ("in-end.sdt", &binary[..binary.len() - 20]),
        ("in-line.jsonl", &lines[..lines.len() / 2]),
    ];
    for (name, bytes) in cuts {
        let trace = d.join(name);
        std::fs::write(&trace, bytes).unwrap();
        let trace = path_str(&trace);
        let out = |file: &str| {
            d.join(format!("{name}.{file}"))
                .to_string_lossy()
                .into_owned()
        };
        let (gif, page, charts) = (out("gif"), out("html"), out("charts"));
        let readers: [(Vec<&str>, i32); 7] = [
            (vec!["stats", trace], 0),
            (vec!["show", trace, "--at", "5"], 0),
            (vec!["render", trace, "-o", &gif, "--max-frames", "20"], 0),
            (vec!["html", trace, "-o", &page], 0),
            (vec!["chart", trace, "-o", &charts], 0),
            // Findings (the trace has no end record): exit 1.
            (vec!["diagnose", trace], 1),
            // Warned, then refused for want of a terminal, as it is in a pipe.
            (vec!["step", trace, "--at", "5"], 2),
        ];
        for (args, code) in readers {
            let output = run(&args);
            assert_code(&output, code);
            let err = stderr(&output);
            if args[0] != "diagnose" {
                let warning = err.lines().next().unwrap_or_default();
                assert!(
                    warning.starts_with(&format!("warning: {trace}: the trace "))
                        && warning.contains(" before it"),
                    "{name}: {args:?}: {err}"
                );
            }
            assert!(
                !err.contains("error: ") || args[0] == "step",
                "{name}: {args:?}: {err}"
            );
        }
        let converted = out("converted.jsonl");
        let message = assert_user_error(&run(&["convert", trace, &converted]));
        assert!(
            message.contains("a trace cut short cannot be converted losslessly"),
            "{message}"
        );
    }
}

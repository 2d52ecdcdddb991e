//! The binary trace format (`.sdt`) as users meet it: `convert` round trips byte for
//! byte with JSON Lines, every reader command says the same of both formats, the files
//! are small, and damaged, cut or random files give a clean error or warning (exit 2
//! or 0), never a panic. Also the disk-space check of `solve --trace`, and regressions
//! found by fuzzing (fuzz/).

use std::fs;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::Output;

use serde_json::Value;

use crate::util::*;

/// `solve --trace <trace>` on `puzzle` (an 81-character puzzle or a file), exit 0 or 1
/// (1: the event limit stopped it).
fn record(puzzle: &str, solver: &str, trace: &Path, extra: &[&str]) {
    let mut args = vec!["solve", "--solver", solver, "--trace", path_str(trace)];
    args.extend_from_slice(extra);
    args.push(puzzle);
    let output = run(&args);
    assert_no_panic(&output);
    assert!(
        matches!(output.status.code(), Some(0 | 1)),
        "solve {args:?}: {}",
        stderr(&output)
    );
}

fn convert(from: &Path, to: &Path) {
    let output = run(&["convert", path_str(from), path_str(to)]);
    assert_code(&output, 0);
}

fn gunzip(path: &Path) -> Vec<u8> {
    let mut out = Vec::new();
    flate2::read::MultiGzDecoder::new(fs::File::open(path).unwrap())
        .read_to_end(&mut out)
        .unwrap();
    out
}

/// Same bytes, without printing megabytes when they differ.
fn assert_same_bytes(a: &Path, b: &Path) {
    let (x, y) = (fs::read(a).unwrap(), fs::read(b).unwrap());
    let first_difference = x.iter().zip(&y).position(|(p, q)| p != q);
    assert!(
        x == y,
        "{} ({} bytes) and {} ({} bytes) differ, first at byte {:?}",
        a.display(),
        x.len(),
        b.display(),
        y.len(),
        first_difference.unwrap_or(x.len().min(y.len()))
    );
}

fn example(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("traces")
        .join(name)
}

fn stats_events(trace: &Path) -> u64 {
    stats_json(trace)["stats"]["events"].as_u64().unwrap()
}

/// A reader command on a damaged or cut file: no panic, and either exit 0 with at most a
/// warning, or exit 2 with one line of error (for `stats`: nothing else).
fn assert_clean_failure(output: &Output, what: &str, stats_only: bool) {
    assert_no_panic(output);
    let err = stderr(output);
    match output.status.code() {
        Some(0) => {
            for line in err.lines() {
                assert!(
                    line.starts_with("warning: "),
                    "{what}: exit 0 with stderr other than warnings: {err:?}"
                );
            }
        }
        Some(2) => {
            // `stats` says one line; `show` may first warn that the trace is cut short,
            // then say why it cannot show the event asked for.
            let lines: Vec<&str> = err.lines().collect();
            let (last, before) = lines.split_last().expect("an error message");
            assert!(last.starts_with("error: "), "{what}: {err:?}");
            assert!(!last.contains("panicked"), "{what}: {err:?}");
            if stats_only {
                assert!(before.is_empty(), "{what}: one line of stderr: {err:?}");
            }
            assert!(
                before.iter().all(|line| line.starts_with("warning: ")),
                "{what}: {err:?}"
            );
            assert!(output.stdout.is_empty(), "{what}: nothing on stdout");
        }
        other => panic!("{what}: exit {other:?}, stderr {err:?}"),
    }
}

#[test]
fn binary_round_trip_of_the_example_traces_is_byte_identical() {
    let dir = tempfile::tempdir().unwrap();
    for solver in ["naive", "tables"] {
        let gz = example(&format!("leetcode37-{solver}.jsonl.gz"));
        let plain = dir.path().join(format!("{solver}.jsonl"));
        fs::write(&plain, gunzip(&gz)).unwrap();

        // Plain JSON Lines -> binary -> plain JSON Lines.
        let sdt = dir.path().join(format!("{solver}.sdt"));
        let back = dir.path().join(format!("{solver}-back.jsonl"));
        convert(&plain, &sdt);
        convert(&sdt, &back);
        assert_same_bytes(&plain, &back);

        // Gzip JSON Lines -> binary -> gzip JSON Lines: the same compressed bytes.
        let sdt_gz = dir.path().join(format!("{solver}-gz.sdt"));
        let back_gz = dir.path().join(format!("{solver}-back.jsonl.gz"));
        convert(&gz, &sdt_gz);
        assert_same_bytes(&sdt, &sdt_gz);
        convert(&sdt_gz, &back_gz);
        assert_same_bytes(&gz, &back_gz);
        assert_eq!(gunzip(&back_gz), fs::read(&plain).unwrap());
    }
}

/// Every norvig_hardest puzzle, both solvers: the traces `solve` writes in each format
/// convert exactly into each other, both ways. The longest searches there run to 6.4
/// million events (some 290 MB of JSON Lines each), so every search is cut at 300,000
/// events (still past four checkpoints) to keep the test to seconds in a debug build.
#[test]
fn binary_round_trip_of_norvig_hardest_matches_solve() {
    let puzzles = data("norvig_hardest.txt");
    let count = fs::read_to_string(&puzzles).unwrap().lines().count();
    assert_eq!(count, 11);
    let dir = tempfile::tempdir().unwrap();
    for solver in ["naive", "tables"] {
        let base = dir.path().join(solver);
        fs::create_dir(&base).unwrap();
        let limit = ["--max-events", "300000"];
        record(path_str(&puzzles), solver, &base.join("t.jsonl"), &limit);
        record(path_str(&puzzles), solver, &base.join("t.sdt"), &limit);
        for i in 1..=count {
            // Eleven puzzles: numbered with two digits, so that they list in order.
            let jsonl = base.join(format!("t-{i:02}.jsonl"));
            let sdt = base.join(format!("t-{i:02}.sdt"));
            let to_sdt = base.join(format!("c-{i}.sdt"));
            let to_jsonl = base.join(format!("c-{i}.jsonl"));
            convert(&jsonl, &to_sdt);
            assert_same_bytes(&sdt, &to_sdt);
            convert(&sdt, &to_jsonl);
            assert_same_bytes(&jsonl, &to_jsonl);
            // Drop the big JSON Lines files as we go.
            fs::remove_file(&jsonl).unwrap();
            fs::remove_file(&to_jsonl).unwrap();
        }
    }
}

#[test]
fn stats_and_show_agree_across_formats() {
    let dir = tempfile::tempdir().unwrap();
    for solver in ["naive", "tables"] {
        let jsonl = dir.path().join(format!("{solver}.jsonl"));
        let sdt = dir.path().join(format!("{solver}.sdt"));
        record(LEETCODE, solver, &jsonl, &[]);
        convert(&jsonl, &sdt);
        let stats = stats_json(&sdt);
        assert_eq!(stats, stats_json(&jsonl), "stats --json of both formats");
        assert_eq!(stats["solution"], LEETCODE_SOLUTION);
        let events = stats["stats"]["events"].as_u64().unwrap();
        assert_eq!(events, 79_461);

        // Around the first checkpoint (65,536) too: the binary reader may start there.
        for at in [
            0,
            1,
            2,
            events / 2,
            65_535,
            65_536,
            65_537,
            events - 1,
            events,
        ] {
            let at = at.to_string();
            let show = |trace: &Path| -> Value {
                let output = run(&["show", path_str(trace), "--at", &at, "--json"]);
                assert_code(&output, 0);
                json_line(&output)
            };
            let binary = show(&sdt);
            assert_eq!(binary, show(&jsonl), "show --at {at} --json");
            assert_eq!(binary["stats"]["events"].as_u64(), at.parse().ok());
        }
        for trace in [&sdt, &jsonl] {
            let past = (events + 1).to_string();
            let output = run(&["show", path_str(trace), "--at", &past, "--json"]);
            let message = assert_user_error(&output);
            assert!(message.contains("79,461"), "{message}");
        }
    }
}

/// The documented size: about 1.3 bytes per 1,000 events (docs/trace-format.md,
/// DEFAULT_MAX_EVENTS_BINARY), plus a fixed part (the header with its 81-byte puzzle, the
/// end record with the solution and counts). The LeetCode search is too short to reach
/// 1 byte per 1,000 events overall (272 bytes for 79,461 events, mostly the fixed part),
/// so the long search of norvig_hardest #1 checks the rate.
#[test]
fn binary_traces_are_about_a_byte_per_thousand_events() {
    let dir = tempfile::tempdir().unwrap();
    for solver in ["naive", "tables"] {
        let sdt = dir.path().join(format!("{solver}.sdt"));
        record(LEETCODE, solver, &sdt, &[]);
        let size = fs::metadata(&sdt).unwrap().len();
        let events = stats_events(&sdt);
        assert!(
            size < 300 && size * 250 < events,
            "LeetCode {solver}: {size} bytes for {events} events"
        );
    }
    let first = fs::read_to_string(data("norvig_hardest.txt")).unwrap();
    let first = first.lines().next().unwrap().to_string();
    let sdt = dir.path().join("long.sdt");
    record(&first, "tables", &sdt, &[]);
    let size = fs::metadata(&sdt).unwrap().len();
    let events = stats_events(&sdt);
    assert!(events > 5_000_000, "a long search: {events} events");
    assert!(
        size * 1000 < events * 13 / 10,
        "{size} bytes for {events} events: over 1.3 bytes per 1,000"
    );
}

/// A short trace with checkpoints: norvig_hardest-like search cut at 200,000 events
/// (3 checkpoints), a few hundred bytes.
fn checkpointed_trace(dir: &Path) -> PathBuf {
    let sdt = dir.join("short.sdt");
    // The first of Norvig's "hardest" (6.4 million events in full), kept here so the
    // test does not need the shared folder.
    let puzzle =
        "85...24..72......9..4.........1.7..23.5...9...4...........8..7..17..........36.4.";
    record(puzzle, "tables", &sdt, &["--max-events", "200000"]);
    sdt
}

#[test]
fn cut_binary_traces_read_up_to_the_cut() {
    let dir = tempfile::tempdir().unwrap();
    let sdt = checkpointed_trace(dir.path());
    let bytes = fs::read(&sdt).unwrap();
    let full = stats_events(&sdt);
    assert!(full >= 196_608, "three checkpoints: {full} events");
    assert!(bytes.len() < 1000, "{} bytes", bytes.len());
    let cut = dir.path().join("cut.sdt");
    let mut read_some = 0;
    // From 1 byte: an empty file is not recognised as binary (it is an empty trace).
    for len in 1..bytes.len() {
        fs::write(&cut, &bytes[..len]).unwrap();
        let output = run(&["stats", "--json", path_str(&cut)]);
        let what = format!("stats of the first {len} of {} bytes", bytes.len());
        assert_clean_failure(&output, &what, true);
        let err = stderr(&output);
        if output.status.code() == Some(2) {
            assert!(err.contains("byte"), "{what}: names a byte: {err}");
            continue;
        }
        assert!(
            err.contains("cut short") && err.contains("byte "),
            "{what}: warns it is cut short, at a byte: {err}"
        );
        let stats = json_line(&output);
        assert_eq!(stats["result"], "cut short", "{what}");
        let events = stats["stats"]["events"].as_u64().unwrap();
        assert!(events <= full, "{what}: {events} events of {full}");
        if events > 0 {
            read_some += 1;
        }
    }
    // Past the header, cuts read the events before them.
    assert!(read_some > bytes.len() / 2, "{read_some} cuts read events");

    // A cut just before the end record: every event there.
    let end = bytes.len() - 16;
    let end_at = u64::from_le_bytes(bytes[end..end + 8].try_into().unwrap()) as usize;
    fs::write(&cut, &bytes[..end_at]).unwrap();
    let output = run(&["stats", "--json", path_str(&cut)]);
    assert_code(&output, 0);
    assert_eq!(json_line(&output)["stats"]["events"].as_u64(), Some(full));
}

/// `stats` reads every event of a binary trace and checks every checkpoint it passes,
/// rather than jump to the last one: a damaged checkpoint in the middle is found.
#[test]
fn stats_checks_every_checkpoint_on_the_way() {
    let dir = tempfile::tempdir().unwrap();
    let sdt = checkpointed_trace(dir.path());
    let mut bytes = fs::read(&sdt).unwrap();
    // The first record is a run of 65,536 events (01 80 80 04), then the first checkpoint
    // (03): its board (41 bytes), its last event (3), its depth (1 byte here), then the
    // tries, whose first byte changes here without changing the varint's length.
    let first = bytes
        .windows(5)
        .position(|w| w == [0x01, 0x80, 0x80, 0x04, 0x03])
        .expect("a run, then the first checkpoint")
        + 4;
    bytes[first + 1 + 41 + 3 + 1] ^= 0x01;
    let damaged = dir.path().join("damaged.sdt");
    fs::write(&damaged, &bytes).unwrap();
    let message = assert_user_error(&run(&["stats", path_str(&damaged)]));
    assert!(
        message.contains(&format!("byte {first}")) && message.contains("checkpoint"),
        "{message}"
    );
    // Jumping past it, `show` of a later event does not read it.
    assert_code(&run(&["show", path_str(&damaged), "--at", "150000"]), 0);
}

#[test]
fn flipped_bytes_never_panic() {
    let dir = tempfile::tempdir().unwrap();
    let sdt = checkpointed_trace(dir.path());
    let bytes = fs::read(&sdt).unwrap();
    let damaged = dir.path().join("damaged.sdt");
    for i in 0..bytes.len() {
        for flip in [0x01, 0x80, 0xff] {
            let mut copy = bytes.clone();
            copy[i] ^= flip;
            fs::write(&damaged, &copy).unwrap();
            let output = run(&["stats", "--json", path_str(&damaged)]);
            assert_clean_failure(&output, &format!("byte {i} xor 0x{flip:02x}"), true);
        }
    }
}

/// A simple seeded generator (64-bit LCG, high bits): the same files on every run.
struct Lcg(u64);

impl Lcg {
    fn next(&mut self) -> u8 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (self.0 >> 56) as u8
    }
}

#[test]
fn random_bytes_never_panic() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("random.sdt");
    let mut lcg = Lcg(0x5d7_2ace);
    let mut signature = b"\x89SDT\r\n\x1a\n\x01".to_vec();
    // A valid header, to get random records read.
    signature.extend(std::iter::repeat_n(0u8, 81));
    signature.extend_from_slice(b"\x06tables\x050.1.0\x00\x80\x80\x04");
    for i in 0..300 {
        let len = (lcg.next() as usize) << (i % 3);
        // A third pure noise, a third after the signature, a third after a whole header.
        let prefix = match i % 3 {
            0 => &signature[..0],
            1 => &signature[..9],
            _ => &signature[..],
        };
        let mut bytes = prefix.to_vec();
        bytes.extend((0..len).map(|_| lcg.next()));
        fs::write(&file, &bytes).unwrap();
        for command in ["stats", "show"] {
            let mut args = vec![command, path_str(&file)];
            if command == "show" {
                args.extend(["--at", "3"]);
            }
            let output = run(&args);
            assert_clean_failure(
                &output,
                &format!("{command} of random file {i}"),
                command == "stats",
            );
        }
    }
}

#[test]
fn solve_refuses_a_trace_the_disk_cannot_hold() {
    let dir = tempfile::tempdir().unwrap();
    let output = run_in(
        Some(dir.path()),
        &[
            "solve",
            "--trace",
            "t.jsonl",
            "--max-events",
            "100000000000000",
            LEETCODE,
        ],
    );
    let message = assert_user_error(&output);
    assert!(
        message.contains("free") && message.contains("MB"),
        "says how much space: {message}"
    );
    let left: Vec<_> = fs::read_dir(dir.path()).unwrap().collect();
    assert!(
        left.is_empty(),
        "nothing written, not even a temp file: {left:?}"
    );
}

#[test]
fn render_reads_binary_traces_like_json_lines() {
    let dir = tempfile::tempdir().unwrap();
    let jsonl = dir.path().join("t.jsonl");
    let sdt = dir.path().join("t.sdt");
    record(LEETCODE, "naive", &jsonl, &[]);
    convert(&jsonl, &sdt);

    let gif = dir.path().join("t.gif");
    let output = run(&[
        "render",
        path_str(&sdt),
        "--to",
        "300",
        "-o",
        path_str(&gif),
    ]);
    assert_code(&output, 0);
    let bytes = fs::read(&gif).unwrap();
    assert!(bytes.starts_with(b"GIF89a"), "a GIF");
    let gif_jsonl = dir.path().join("t-jsonl.gif");
    let output = run(&[
        "render",
        path_str(&jsonl),
        "--to",
        "300",
        "-o",
        path_str(&gif_jsonl),
    ]);
    assert_code(&output, 0);
    assert_same_bytes(&gif, &gif_jsonl);

    for at in ["0", "500", "65536", "70000", "79461"] {
        let png = |trace: &Path, name: &str| -> PathBuf {
            let out = dir.path().join(format!("{name}-{at}.png"));
            let output = run(&["render", path_str(trace), "--at", at, "-o", path_str(&out)]);
            assert_code(&output, 0);
            out
        };
        let from_binary = png(&sdt, "sdt");
        assert!(fs::read(&from_binary).unwrap().starts_with(b"\x89PNG"));
        assert_same_bytes(&from_binary, &png(&jsonl, "jsonl"));
    }
}

#[test]
fn render_jumps_checkpoints_to_chosen_kinds_and_draws_what_reading_all_draws() {
    // The binary trace jumps from checkpoint to checkpoint between the events it
    // samples; JSON Lines reads every event. The pictures must be the same.
    let dir = tempfile::tempdir().unwrap();
    let sdt = checkpointed_trace(dir.path());
    let jsonl = dir.path().join("short.jsonl");
    convert(&sdt, &jsonl);
    let choices: [&[&str]; 4] = [
        &["--only", "backtrack", "--max-frames", "40"],
        &[
            "--only",
            "conflict,place",
            "--from",
            "70000",
            "--to",
            "190000",
            "--max-frames",
            "25",
        ],
        &["--only", "place", "--every", "3", "--max-frames", "7"],
        &[
            "--only",
            "try",
            "--from",
            "131000",
            "--max-frames",
            "0",
            "--to",
            "131500",
        ],
    ];
    for (i, choice) in choices.iter().enumerate() {
        let render = |trace: &Path, name: &str| -> PathBuf {
            let out = dir.path().join(format!("{name}-{i}.gif"));
            let mut args = vec!["render", path_str(trace)];
            args.extend_from_slice(choice);
            args.extend_from_slice(&["-o", path_str(&out)]);
            assert_code(&run(&args), 0);
            out
        };
        assert_same_bytes(&render(&sdt, "sdt"), &render(&jsonl, "jsonl"));
    }
}

#[test]
fn a_compressed_binary_name_is_refused_before_anything_is_written() {
    let dir = tempfile::tempdir().unwrap();
    let named = dir.path().join("t.sdt.gz");
    let output = run(&["solve", LEETCODE, "--trace", path_str(&named)]);
    assert_code(&output, 2);
    let message = String::from_utf8_lossy(&output.stderr);
    assert!(
        message.contains("t.sdt.gz") && message.contains("name it t.sdt, or t.jsonl.gz"),
        "{message}"
    );
    let jsonl = dir.path().join("t.jsonl");
    record(LEETCODE, "naive", &jsonl, &[]);
    assert_code(&run(&["convert", path_str(&jsonl), path_str(&named)]), 2);
    let left: Vec<_> = fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(left, vec![std::ffi::OsString::from("t.jsonl")]);
}

/// Inputs that crashed a reader under cargo fuzz (fuzz/): each stored in
/// tests/cli/fuzz-regressions/, and read cleanly now. A missing or empty folder fails:
/// the test would otherwise pass without reading anything.
#[test]
fn fuzz_regressions_read_cleanly() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/cli/fuzz-regressions");
    assert!(dir.is_dir(), "{} is missing", dir.display());
    let mut files: Vec<PathBuf> = fs::read_dir(&dir)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "bin"))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "{} holds no *.bin input", dir.display());
    for file in &files {
        for args in [vec!["stats"], vec!["show", "--at", "1000000"]] {
            let mut args = args.clone();
            args.insert(1, path_str(file));
            let output = run(&args);
            assert_clean_failure(&output, &format!("{args:?}"), args[0] == "stats");
        }
    }
}

/// Another solver's search in another order, as its author would write it: sudotrace's
/// `mrv+tables` search of `puzzle` with the header naming a solver of its own, no
/// `choose` lines (format version 1) and no counts in the end record; with
/// `candidates_only`, a search that tries only digits that fit (no conflicts at all).
fn foreign_search(dir: &Path, puzzle: &str, candidates_only: bool) -> PathBuf {
    let ours = dir.join("ours.jsonl");
    record(puzzle, "mrv+tables", &ours, &[]);
    let lines = trace_lines(&ours);
    let mut out = Vec::new();
    let mut header: Value = serde_json::from_str(&lines[0]).unwrap();
    header["sudotrace"] = 1.into();
    header["solver"] = "student-mrv".into();
    out.push(header.to_string());
    let events: Vec<&String> = lines[1..]
        .iter()
        .filter(|line| !line.contains(r#""ev":"choose""#))
        .collect();
    let mut i = 0;
    while i < events.len() {
        let line = events[i];
        let refused = events
            .get(i + 1)
            .is_some_and(|next| next.contains(r#""ev":"conflict""#));
        if candidates_only && line.contains(r#""ev":"try""#) && refused {
            i += 2;
            continue;
        }
        if line.contains(r#""ev":"end""#) {
            let mut end: Value = serde_json::from_str(line).unwrap();
            end.as_object_mut().unwrap().remove("stats");
            out.push(end.to_string());
        } else {
            out.push(line.clone());
        }
        i += 1;
    }
    let path = dir.join(if candidates_only {
        "cand.jsonl"
    } else {
        "mrv.jsonl"
    });
    fs::write(&path, out.join("\n") + "\n").unwrap();
    path
}

fn gzip_size(path: &Path) -> usize {
    let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
    std::io::Write::write_all(&mut gz, &fs::read(path).unwrap()).unwrap();
    gz.finish().unwrap().len()
}

#[test]
fn another_solvers_search_costs_less_than_gzip_of_its_json_lines() {
    let dir = tempfile::tempdir().unwrap();
    let puzzles = fs::read_to_string(data("norvig_hardest.txt")).unwrap();
    let puzzle = puzzles.lines().next().unwrap();
    for candidates_only in [false, true] {
        let jsonl = foreign_search(dir.path(), puzzle, candidates_only);
        let sdt = dir.path().join("foreign.sdt");
        convert(&jsonl, &sdt);
        let (binary, gzip) = (
            fs::metadata(&sdt).unwrap().len() as usize,
            gzip_size(&jsonl),
        );
        assert!(
            binary < gzip / 2,
            "candidates only {candidates_only}: {binary} bytes binary, {gzip} gzip"
        );
        // Lossless, and read the same at any event, checkpoints included.
        let back = dir.path().join("back.jsonl");
        convert(&sdt, &back);
        let events = |path: &Path| trace_lines(path)[1..].to_vec();
        assert_eq!(events(&back), events(&jsonl));
        let total = events(&jsonl).len() as u64 - 1;
        for at in [1, total / 3, 65_536, 65_537, total - 1, total] {
            if at > total {
                continue;
            }
            let show = |path: &Path| {
                let output = run(&["show", path_str(path), "--at", &at.to_string(), "--json"]);
                assert_code(&output, 0);
                stdout(&output)
            };
            assert_eq!(show(&sdt), show(&jsonl), "event {at}");
        }
        let stats = |path: &Path| stdout(&run(&["stats", path_str(path), "--json"]));
        assert_eq!(stats(&sdt), stats(&jsonl));
    }
}

#[test]
fn damaged_coded_records_give_a_clean_error_never_a_panic() {
    let dir = tempfile::tempdir().unwrap();
    let puzzles = fs::read_to_string(data("norvig_hardest.txt")).unwrap();
    let jsonl = foreign_search(dir.path(), puzzles.lines().nth(1).unwrap(), true);
    let sdt = dir.path().join("foreign.sdt");
    convert(&jsonl, &sdt);
    let bytes = fs::read(&sdt).unwrap();
    let events = trace_lines(&jsonl).len() - 2;
    assert!(bytes.len() < events, "coded, under a byte an event");
    // Past the signature, the version and the puzzle: every later byte may be hit.
    let damaged = dir.path().join("damaged.sdt");
    for (i, offset) in (90..bytes.len()).step_by(5).enumerate() {
        let mut copy = bytes.clone();
        copy[offset] ^= 1 << (i % 8);
        fs::write(&damaged, &copy).unwrap();
        let output = run(&["stats", path_str(&damaged)]);
        assert_no_panic(&output);
        assert!(
            matches!(output.status.code(), Some(0 | 2)),
            "byte {offset}: {}",
            stderr(&output)
        );
    }
}

/// The one-loop check in the binary format: its runs replay as the loop names each clash
/// and charges its reads, and the trace converts to JSON Lines and back byte for byte.
#[test]
fn a_oneloop_trace_in_the_binary_format_reads_back_as_its_search() {
    let dir = tempfile::TempDir::new().unwrap();
    let (binary, jsonl) = (dir.path().join("o.sdt"), dir.path().join("o.jsonl"));
    solve_traced(LEETCODE, "oneloop", &binary, &[], 0);
    solve_traced(LEETCODE, "oneloop", &jsonl, &[], 0);
    let (from_binary, from_jsonl) = (stats_json(&binary), stats_json(&jsonl));
    assert_eq!(from_binary["stats"]["cell_reads"], 372_394);
    assert_eq!(from_binary["stats"], from_jsonl["stats"]);
    let (there, back) = (dir.path().join("there.jsonl"), dir.path().join("back.sdt"));
    assert_code(&run(&["convert", path_str(&binary), path_str(&there)]), 0);
    // Its events and end record are the JSON Lines search's, line for line.
    assert!(trace_lines(&there)[1..] == trace_lines(&jsonl)[1..]);
    assert_code(&run(&["convert", path_str(&there), path_str(&back)]), 0);
    assert!(std::fs::read(&back).unwrap() == std::fs::read(&binary).unwrap());
    // A box conflict the loop met first, drawn where it is.
    let (code, out, _) = run_text(&["show", path_str(&binary), "--at", "conflict:box"]);
    assert_eq!(code, 0);
    assert!(out.contains("(box)"), "{out}");
}

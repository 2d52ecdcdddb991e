//! Trace files: `stats` recounts what `solve` counted, gzip, the event limit, the
//! default limit in the header, determinism, numbered traces of a collection, no
//! half-written files, and `demo`.

use std::fs;

use serde_json::Value;

use crate::util::*;

#[test]
fn stats_of_a_trace_equals_solve_json() {
    let dir = tempfile::tempdir().unwrap();
    for solver in ["naive", "tables"] {
        let trace = dir.path().join(format!("{solver}.jsonl"));
        let solved = solve_traced(LEETCODE, solver, &trace, &[], 0);
        let stats = stats_json(&trace);
        assert_stats_match_solve(&stats, &solved);
        assert_eq!(stats["solver"], solver);
        assert_eq!(stats["solution"], LEETCODE_SOLUTION);
        // The trace holds a header, one line an event, and the end record.
        let lines = trace_lines(&trace);
        assert_eq!(
            lines.len() as u64,
            stats["stats"]["events"].as_u64().unwrap() + 2
        );
        assert_eq!(lines.len(), 2 * 37652 + 4157 + 2);
    }
}

#[test]
fn stats_text_output_shows_the_counts() {
    let dir = tempfile::tempdir().unwrap();
    let trace = dir.path().join("t.jsonl");
    solve_traced(LEETCODE, "tables", &trace, &[], 0);
    let output = run(&["stats", path_str(&trace)]);
    assert_code(&output, 0);
    let text = stdout(&output);
    for needle in ["solved", "tables", "37,652", "54,788", "4,157"] {
        assert!(text.contains(needle), "{needle} in {text}");
    }
    assert!(!text.contains("time"), "no time in a recount: {text}");
}

#[test]
fn gzip_trace_is_gzip_and_reads_back() {
    let dir = tempfile::tempdir().unwrap();
    for solver in ["naive", "tables"] {
        let trace = dir.path().join(format!("{solver}.jsonl.gz"));
        let solved = solve_traced(LEETCODE, solver, &trace, &[], 0);
        let bytes = fs::read(&trace).unwrap();
        assert_eq!(&bytes[..2], &[0x1f, 0x8b], "gzip magic");
        let plain = dir.path().join(format!("{solver}.jsonl"));
        solve_traced(LEETCODE, solver, &plain, &[], 0);
        assert!(bytes.len() * 4 < fs::metadata(&plain).unwrap().len() as usize);
        let stats = stats_json(&trace);
        assert_stats_match_solve(&stats, &solved);
        // What the gzip file holds is the plain trace.
        let mut unzipped = Vec::new();
        std::io::Read::read_to_end(
            &mut flate2::read::MultiGzDecoder::new(&bytes[..]),
            &mut unzipped,
        )
        .unwrap();
        assert!(
            unzipped == fs::read(&plain).unwrap(),
            "gzip of the plain trace"
        );
    }
}

#[test]
fn max_events_stops_with_a_warning_and_a_limit_record() {
    let dir = tempfile::tempdir().unwrap();
    let trace = dir.path().join("limited.jsonl");
    let output = run(&[
        "solve",
        "--json",
        "--max-events",
        "1000",
        "--trace",
        path_str(&trace),
        LEETCODE,
    ]);
    assert_code(&output, 1);
    let err = stderr(&output);
    // The trace's "wrote" line goes to stderr when stdout is JSON.
    assert!(err.starts_with("wrote "), "{err}");
    assert!(err.contains("1,000 events"), "{err}");
    assert!(err.lines().any(|l| l.starts_with("warning:")), "{err}");
    assert!(err.contains("--max-events"), "{err}");
    let solved = json_line(&output);
    assert_eq!(solved["result"], "limit");
    let lines = trace_lines(&trace);
    let header: Value = serde_json::from_str(&lines[0]).unwrap();
    assert_eq!(header["max_events"], 1000);
    let end: Value = serde_json::from_str(lines.last().unwrap()).unwrap();
    assert_eq!(end["ev"], "end");
    assert_eq!(end["result"], "limit");
    assert!(end["solution"].is_null());
    let events = lines.len() - 2;
    assert!(events <= 1000, "{events} event lines");
    // A try is never cut from its outcome, so the limit is met to within one line.
    assert!(events >= 999, "{events} event lines");
    assert_eq!(end["stats"]["events"], events as u64);
    assert!(
        !lines[lines.len() - 2].contains(r#""ev":"try""#),
        "a try is not the last event"
    );
    let stats = stats_json(&trace);
    assert_stats_match_solve(&stats, &solved);
    // The warning names the limit asked for, and says why the search stopped short of it.
    let warning = err.lines().find(|l| l.starts_with("warning:")).unwrap();
    assert!(
        warning.contains("at the limit of 1,000 events"),
        "{warning}"
    );
    match events {
        1000 => assert!(!warning.contains("after"), "{warning}"),
        _ => assert!(
            warning.contains("after 999 of them: its next try"),
            "{warning}"
        ),
    }
}

#[test]
fn default_event_limit_is_recorded_in_the_header() {
    let dir = tempfile::tempdir().unwrap();
    let trace = dir.path().join("t.jsonl");
    solve_traced(LEETCODE, "naive", &trace, &[], 0);
    let header: Value = serde_json::from_str(&trace_lines(&trace)[0]).unwrap();
    assert_eq!(header["sudotrace"], 1);
    assert_eq!(header["puzzle"], LEETCODE);
    assert_eq!(header["solver"], "naive");
    assert_eq!(header["max_events"], 10_000_000);
    let unlimited = dir.path().join("unlimited.jsonl");
    solve_traced(LEETCODE, "naive", &unlimited, &["--max-events", "0"], 0);
    let header: Value = serde_json::from_str(&trace_lines(&unlimited)[0]).unwrap();
    assert!(header["max_events"].is_null(), "{header}");
}

#[test]
fn traces_are_byte_identical_across_runs() {
    let dir = tempfile::tempdir().unwrap();
    for name in ["t.jsonl", "t.jsonl.gz"] {
        let first = dir.path().join(format!("1-{name}"));
        let second = dir.path().join(format!("2-{name}"));
        solve_traced(LEETCODE, "tables", &first, &[], 0);
        solve_traced(LEETCODE, "tables", &second, &[], 0);
        assert!(
            fs::read(&first).unwrap() == fs::read(&second).unwrap(),
            "{name} differs between two runs"
        );
    }
}

#[test]
fn both_checks_write_the_same_trace_of_the_leetcode_example() {
    let dir = tempfile::tempdir().unwrap();
    let naive = dir.path().join("naive.jsonl");
    let tables = dir.path().join("tables.jsonl");
    solve_traced(LEETCODE, "naive", &naive, &[], 0);
    solve_traced(LEETCODE, "tables", &tables, &[], 0);
    assert_eq!(assert_traces_agree(&naive, &tables), 2 * 37652 + 4157 + 2);
}

#[test]
fn unsolvable_trace_reads_back() {
    let dir = tempfile::tempdir().unwrap();
    let trace = dir.path().join("none.jsonl");
    let solved = solve_traced(&unsolvable(), "naive", &trace, &[], 1);
    assert_eq!(solved["result"], "unsolvable");
    let stats = stats_json(&trace);
    assert_eq!(stats["result"], "unsolvable");
    assert_stats_match_solve(&stats, &solved);
}

#[test]
fn collection_writes_numbered_traces() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("three.txt");
    let one_blank = format!("53.{}", &LEETCODE_SOLUTION[3..]);
    fs::write(
        &input,
        format!(
            "# three puzzles\n{LEETCODE}\n\n{}\n{one_blank}\n",
            unsolvable()
        ),
    )
    .unwrap();
    let out = dir.path().join("out");
    fs::create_dir(&out).unwrap();
    for (name, numbered) in [
        ("out.jsonl", ["out-1.jsonl", "out-2.jsonl", "out-3.jsonl"]),
        (
            "t.jsonl.gz",
            ["t-1.jsonl.gz", "t-2.jsonl.gz", "t-3.jsonl.gz"],
        ),
    ] {
        let trace = out.join(name);
        let output = run(&[
            "solve",
            "--json",
            "--trace",
            path_str(&trace),
            path_str(&input),
        ]);
        assert_code(&output, 1);
        let solved = json_lines(&output);
        assert_eq!(solved.len(), 3);
        assert!(!trace.exists(), "no trace under the unnumbered name");
        for (json, file) in solved.iter().zip(numbered) {
            let stats = stats_json(&out.join(file));
            assert_stats_match_solve(&stats, json);
        }
        assert_eq!(solved[0]["line"], 2);
        assert_eq!(solved[1]["line"], 4);
        assert_eq!(solved[1]["result"], "unsolvable");
        assert_eq!(solved[2]["line"], 5);
    }
    assert_eq!(
        dir_names(&out),
        [
            "out-1.jsonl",
            "out-2.jsonl",
            "out-3.jsonl",
            "t-1.jsonl.gz",
            "t-2.jsonl.gz",
            "t-3.jsonl.gz"
        ]
    );
}

#[test]
fn an_output_folder_that_cannot_be_made_leaves_nothing() {
    // A missing folder is made (see outputs.rs); one under a plain file cannot be.
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("file"), "").unwrap();
    for name in ["file/t.jsonl", "file/t.jsonl.gz"] {
        let output = run_in(
            Some(dir.path()),
            &["solve", "--json", "--trace", name, LEETCODE],
        );
        let message = assert_user_error(&output);
        assert!(message.contains(name), "names the trace: {message}");
        assert_eq!(
            dir_names(dir.path()),
            vec!["file".to_string()],
            "nothing new"
        );
    }
}

/// A folder stands where the trace should go: the trace is written, cannot be moved
/// under its name, and nothing may be left behind.
#[test]
fn trace_that_cannot_be_put_in_place_leaves_no_stray_file() {
    for name in ["t.jsonl", "t.jsonl.gz"] {
        let dir = tempfile::tempdir().unwrap();
        fs::create_dir(dir.path().join(name)).unwrap();
        let output = run_in(
            Some(dir.path()),
            &["solve", "--json", "--trace", name, LEETCODE],
        );
        let message = assert_user_error(&output);
        assert!(message.contains(name), "names the trace: {message}");
        assert_eq!(dir_names(dir.path()), [name], "stray files left behind");
        assert!(dir.path().join(name).is_dir());
    }
}

#[test]
fn demo_writes_both_traces_and_compares_them() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("demo-out");
    let output = run(&["demo", "-o", path_str(&out)]);
    assert_code(&output, 0);
    let text = stdout(&output);
    // Each check's work in its own units: no ratio of lookups to reads.
    let tables_line = text
        .lines()
        .find(|line| line.starts_with("tables looks up "))
        .unwrap_or_else(|| panic!("a tables line in {text}"));
    assert!(
        tables_line.contains("54,788 table entries where naive reads 334,653 cells, and is "),
        "{tables_line}"
    );
    assert!(!tables_line.contains("fewer"), "{tables_line}");
    let names = dir_names(&out);
    for name in ["leetcode37-naive.jsonl", "leetcode37-tables.jsonl"] {
        assert!(names.iter().any(|n| n == name), "{name} in {names:?}");
    }
    assert!(
        !names.iter().any(|n| n.ends_with(".partial")),
        "no partial files: {names:?}"
    );
    let naive = out.join("leetcode37-naive.jsonl");
    let tables = out.join("leetcode37-tables.jsonl");
    for (trace, solver) in [(&naive, "naive"), (&tables, "tables")] {
        let stats = stats_json(trace);
        let solved = solve_json(LEETCODE, solver, 0);
        assert_stats_match_solve(&stats, &solved);
        assert_eq!(stats["stats"]["tries"], 37652);
    }
    assert_traces_agree(&naive, &tables);
}

//! Words from files that hide or imitate (issue 50): invisible and format characters
//! (zero-width characters, a byte order mark, a soft hyphen, tag characters) escaped
//! everywhere a file's words are shown, a backslash in a name doubled so that no escape
//! is forged, a solver's name imitating a strategy's (`nаive` with a Cyrillic `а`)
//! flagged; and the formats enforced as documented: results files for `marks`, a
//! header's keys given once, long arguments cut in messages, `html --embed`'s links,
//! every event limit kept through both trace formats, a binary trace from a pipe.

use std::path::{Path, PathBuf};

use serde_json::{Value, json};

use crate::util::*;

/// A solver's name with a zero-width space, a byte order mark, a soft hyphen, a tag
/// character, a word joiner, and a backslash before `u{1b}`.
const INVISIBLE: &str = "dlx\u{200b}\u{feff}\u{ad}\u{e0041}\u{2060}x\\u{1b}";

/// [`INVISIBLE`] as it is shown: each invisible character escaped, the backslash doubled.
const INVISIBLE_SHOWN: &str = "dlx\\u{200b}\\u{feff}\\u{ad}\\u{e0041}\\u{2060}x\\\\u{1b}";

/// The first invisible character (category Cf or default-ignorable) in `text`.
fn raw_invisible(text: &str) -> Option<char> {
    text.chars().find(|&ch| {
        matches!(
            ch,
            '\u{ad}' | '\u{200b}'..='\u{200f}' | '\u{2060}'..='\u{206f}' | '\u{feff}'
                | '\u{e0000}'..='\u{e0fff}' | '\u{430}'
        )
    })
}

fn assert_none_raw(what: &str, text: &str) {
    if let Some(ch) = raw_invisible(text) {
        panic!("{what}: a raw {ch:?} in {text}");
    }
}

/// LeetCode 37's naive trace in `dir`, its header's solver renamed `solver`.
fn trace_by(dir: &Path, solver: &str) -> PathBuf {
    let good = dir.join("good.jsonl");
    if !good.exists() {
        solve_traced(LEETCODE, "naive", &good, &[], 0);
    }
    edited_header(&good, dir, "renamed.jsonl", |header| {
        header["solver"] = solver.into();
    })
}

/// `trace` copied to `name` in `dir` with its header changed by `edit`.
fn edited_header(trace: &Path, dir: &Path, name: &str, edit: impl FnOnce(&mut Value)) -> PathBuf {
    let mut lines = trace_lines(trace);
    let mut header: Value = serde_json::from_str(&lines[0]).unwrap();
    edit(&mut header);
    lines[0] = header.to_string();
    let out = dir.join(name);
    std::fs::write(&out, lines.join("\n") + "\n").unwrap();
    out
}

/// A solver's name holding invisible characters and a backslash, shown by every command
/// that reads a trace: escaped, the backslash doubled; JSON keeps it exactly.
#[test]
fn invisible_characters_in_a_solver_name_are_shown_escaped() {
    let dir = tempfile::tempdir().unwrap();
    let trace = trace_by(dir.path(), INVISIBLE);
    let t = path_str(&trace);
    for args in [
        vec!["stats", t],
        vec!["show", t],
        vec!["show", t, "--at", "5"],
        vec!["diagnose", t],
        vec!["show", t, "--lang", "zh-CN"],
    ] {
        let output = run(&args);
        assert_code(&output, 0);
        let text = stdout(&output);
        assert_none_raw(&format!("{args:?}"), &text);
        assert_none_raw(&format!("{args:?}: stderr"), &stderr(&output));
        assert!(text.contains(INVISIBLE_SHOWN), "{args:?}: {text}");
    }
    // The charts' subtitles too.
    let charts = dir.path().join("charts");
    assert_code(&run(&["chart", t, "-o", path_str(&charts)]), 0);
    let mut svg = String::new();
    for entry in std::fs::read_dir(&charts).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "svg") {
            svg += &std::fs::read_to_string(path).unwrap();
        }
    }
    assert_none_raw("chart", &svg);
    assert!(svg.contains(INVISIBLE_SHOWN), "{svg}");
    let output = run(&["stats", t, "--json"]);
    assert_eq!(json_line(&output)["solver"], INVISIBLE);
    // The JSON itself holds the invisible characters as \u escapes, never raw.
    assert_none_raw("stats --json", &stdout(&output));
}

/// A foreign solver's name that imitates a strategy's with a Cyrillic letter is shown
/// with that letter escaped, so that it never reads as `naive`.
#[test]
fn a_solver_name_imitating_a_strategy_is_flagged() {
    let dir = tempfile::tempdir().unwrap();
    let trace = trace_by(dir.path(), "n\u{430}ive");
    let t = path_str(&trace);
    for args in [vec!["stats", t], vec!["show", t], vec!["diagnose", t]] {
        let output = run(&args);
        assert_code(&output, 0);
        let text = stdout(&output);
        assert_none_raw(&format!("{args:?}"), &text);
        assert!(text.contains("n\\u{430}ive"), "{args:?}: {text}");
    }
}

/// A strategy typed with a character that is not ASCII is refused, that character and
/// its place named.
#[test]
fn a_strategy_typed_with_a_look_alike_letter_is_refused() {
    for args in [
        vec!["solve", "--solver", "n\u{430}ive", "leetcode37"],
        vec![
            "compare",
            "leetcode37",
            "--solvers",
            "naive,t\u{430}bles",
            "-o",
            "x",
        ],
    ] {
        let output = run(&args);
        assert_code(&output, 2);
        let err = stderr(&output);
        assert!(err.contains("U+0430 at character 2"), "{args:?}: {err}");
        assert!(
            err.contains("sudotrace's strategies are named in ASCII"),
            "{err}"
        );
    }
}

/// compare's reports of a collection whose puzzle's name holds invisible characters and
/// a backslash: report.md and report.csv escape them, the backslash doubled.
#[test]
fn compare_reports_escape_invisible_names() {
    let dir = tempfile::tempdir().unwrap();
    let names = dir.path().join("names.tsv");
    let name = "a\u{200b}b\u{feff}\\u{1b}";
    std::fs::write(&names, format!("name\tpuzzle\n{name}\t{LEETCODE}\n")).unwrap();
    let out = dir.path().join("cmp");
    let output = run(&[
        "compare",
        path_str(&names),
        "-o",
        path_str(&out),
        "--repeat",
        "1",
    ]);
    assert_code(&output, 0);
    assert_none_raw("compare stdout", &stdout(&output));
    let csv = std::fs::read_to_string(out.join("report.csv")).unwrap();
    assert_none_raw("report.csv", &csv);
    assert!(csv.contains(",a\\u{200b}b\\u{feff}\\\\u{1b},"), "{csv}");
    let md = std::fs::read_to_string(out.join("report.md")).unwrap();
    assert_none_raw("report.md", &md);
    // In a code span, where Markdown writes a backslash as it is.
    assert!(md.contains("`a\\u{200b}b\\u{feff}\\\\u{1b}`"), "{md}");
    // In a table of two puzzles, each backslash escaped for Markdown on top.
    std::fs::write(
        &names,
        format!("name\tpuzzle\n{name}\t{LEETCODE}\nplain\t{LEETCODE}\n"),
    )
    .unwrap();
    let out = dir.path().join("cmp2");
    let output = run(&[
        "compare",
        path_str(&names),
        "-o",
        path_str(&out),
        "--repeat",
        "1",
    ]);
    assert_code(&output, 0);
    let md = std::fs::read_to_string(out.join("report.md")).unwrap();
    assert_none_raw("report.md", &md);
    assert!(md.contains("a\\\\u{200b}b\\\\u{feff}\\\\\\\\u{1b}"), "{md}");
    // solve shows the name the same way.
    let output = run(&["solve", path_str(&names)]);
    assert!(
        stdout(&output).contains("a\\u{200b}b\\u{feff}\\\\u{1b}"),
        "{}",
        stdout(&output)
    );
}

/// A header that gives a key twice is refused, the line and the key named, by every
/// reader.
#[test]
fn a_header_key_given_twice_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let good = dir.path().join("good.jsonl");
    solve_traced(LEETCODE, "naive", &good, &[], 0);
    let mut lines = trace_lines(&good);
    lines[0] = lines[0].replacen('{', "{\"solver\":\"dlx\",", 1);
    let twice = dir.path().join("twice.jsonl");
    std::fs::write(&twice, lines.join("\n") + "\n").unwrap();
    let converted = dir.path().join("converted.sdt");
    for args in [
        vec!["stats", path_str(&twice)],
        vec!["show", path_str(&twice)],
        vec!["diagnose", path_str(&twice)],
        vec!["convert", path_str(&twice), path_str(&converted)],
    ] {
        let command = args[0];
        let message = assert_user_error(&run(&args));
        assert!(message.contains("line 1"), "{command}: {message}");
        assert!(
            message.contains("the header has the key \"solver\" twice"),
            "{command}: {message}"
        );
    }
}

/// An argument of 70,000 characters is cut in the message that quotes it, its length
/// said.
#[test]
fn a_long_argument_is_cut_in_messages() {
    let long = "x".repeat(70_000);
    for args in [
        vec!["solve", long.as_str()],
        vec!["show", "--at", long.as_str(), "t.jsonl"],
        vec!["solve", "--solver", long.as_str(), "leetcode37"],
    ] {
        let output = run(&args);
        assert_code(&output, 2);
        let err = stderr(&output);
        assert!(err.len() < 1_000, "{} bytes: {}", err.len(), &err[..300]);
        assert!(err.contains("… (70,000 characters)"), "{err}");
    }
    // Said in the language `--lang` asks for, whatever the environment's.
    let output = run(&["solve", "--lang", "zh-CN", long.as_str()]);
    assert_code(&output, 2);
    let err = stderr(&output);
    assert!(err.len() < 1_000, "{} bytes", err.len());
    assert!(err.contains("…（共 70,000 个字符）"), "{err}");
}

/// `html --embed` links the page relative, percent-encoded, HTML-escaped: no scheme,
/// and `#`, `?`, `%` kept as part of the name.
#[test]
fn html_embed_links_are_encoded_and_relative() {
    let dir = tempfile::tempdir().unwrap();
    let trace = dir.path().join("t.jsonl");
    solve_traced(LEETCODE, "naive", &trace, &[], 0);
    for (name, link) in [
        ("javascript:alert(1)", "javascript%3Aalert%281%29"),
        ("a#b?c%d \"e\".html", "a%23b%3Fc%25d%20%22e%22.html"),
    ] {
        let page = dir.path().join(name);
        let output = run(&["html", path_str(&trace), "-o", path_str(&page), "--embed"]);
        assert_code(&output, 0);
        let text = stdout(&output);
        assert!(text.contains(&format!("<iframe src=\"{link}\"")), "{text}");
        assert!(!text.contains("src=\"javascript:"), "{text}");
    }
}

/// An event limit of 2^64 - 1 is kept exactly through JSON Lines, binary and back.
#[test]
fn every_event_limit_survives_both_formats() {
    let dir = tempfile::tempdir().unwrap();
    let good = dir.path().join("good.jsonl");
    solve_traced(LEETCODE, "naive", &good, &[], 0);
    for limit in [u64::MAX, u64::MAX - 1, 0] {
        let jsonl = edited_header(&good, dir.path(), "limit.jsonl", |header| {
            header["max_events"] = json!(limit);
        });
        let binary = dir.path().join(format!("limit-{limit}.sdt"));
        let back = dir.path().join(format!("back-{limit}.jsonl"));
        for (from, to) in [(&jsonl, &binary), (&binary, &back)] {
            let output = run(&["convert", path_str(from), path_str(to)]);
            assert_code(&output, 0);
        }
        let header: Value = serde_json::from_str(&trace_lines(&back)[0]).unwrap();
        assert_eq!(header["max_events"].as_u64(), Some(limit), "{header}");
    }
}

/// A binary trace read from a pipe is refused in one line that says what to do.
#[test]
#[cfg(unix)]
fn a_binary_trace_from_a_pipe_says_to_save_it_first() {
    use std::io::Write as _;
    let dir = tempfile::tempdir().unwrap();
    let binary = dir.path().join("t.sdt");
    solve_traced(LEETCODE, "naive", &binary, &[], 0);
    let bytes = std::fs::read(&binary).unwrap();
    let fifo = dir.path().join("pipe.sdt");
    let name = std::ffi::CString::new(fifo.to_str().unwrap()).unwrap();
    // SAFETY: a NUL-terminated path in a folder of this test's own.
    assert_eq!(unsafe { libc::mkfifo(name.as_ptr(), 0o600) }, 0);
    let writer = {
        let fifo = fifo.clone();
        std::thread::spawn(move || {
            // The reader stops early: a broken pipe here is expected.
            let mut pipe = std::fs::OpenOptions::new().write(true).open(fifo).unwrap();
            let _ = pipe.write_all(&bytes);
        })
    };
    let message = assert_user_error(&run(&["stats", path_str(&fifo)]));
    writer.join().unwrap();
    assert!(
        message.contains(
            "a binary trace must be a regular file (it is read by seeking, and this one cannot be): save it to a file first"
        ),
        "{message}"
    );
    assert!(!message.contains("Illegal seek"), "{message}");
}

/// A learner's results file as a page saves it, for `marks`.
fn results() -> Value {
    let clash = json!({"ev":"conflict","r":1,"c":8,"d":6,"unit":"col","with":[3,8]});
    json!({
        "format": "sudotrace-results",
        "version": 1,
        "page": "d14caf9ac7109a5e",
        "mode": "predict",
        "solver": "naive",
        "puzzle": LEETCODE,
        "name": "Ana",
        "seconds": 312.4,
        "score": { "right": 1, "asked": 1 },
        "answers": [{ "event": 42, "given": clash, "expected": clash, "seconds": 3.5 }],
    })
}

/// The line (from 1) of `text` (pretty JSON, two spaces a level) holding `key` as a key
/// `depth` levels in: 1 the file's own fields, 2 the score's, 3 an answer's.
fn line_of(text: &str, key: &str, depth: usize) -> usize {
    let start = format!("{}\"{key}\":", "  ".repeat(depth));
    text.lines()
        .position(|line| line.starts_with(&start))
        .unwrap()
        + 1
}

/// `marks` refuses a results file with any field outside the format, naming the file,
/// the line and the field, exit code 2; a file within it is marked.
#[test]
fn marks_refuses_each_field_outside_the_format() {
    let dir = tempfile::tempdir().unwrap();
    let good = dir.path().join("good.json");
    std::fs::write(&good, serde_json::to_string_pretty(&results()).unwrap()).unwrap();
    assert_code(&run(&["marks", path_str(&good)]), 0);
    // A learner's name with invisible characters and a backslash, shown escaped.
    let mut named = results();
    named["name"] = "A\u{200b}na\u{feff}\\x".into();
    let named_file = dir.path().join("named.json");
    std::fs::write(&named_file, named.to_string()).unwrap();
    let output = run(&["marks", path_str(&named_file)]);
    assert_code(&output, 0);
    assert_none_raw("marks", &stdout(&output));
    assert!(
        stdout(&output).contains("A\\u{200b}na\\u{feff}\\\\x"),
        "{}",
        stdout(&output)
    );
    type Spoil = fn(&mut Value);
    let cases: [(&str, &str, usize, Spoil, &str); 9] = [
        (
            "mode",
            "mode",
            1,
            |r| r["mode"] = "watch".into(),
            "\"mode\" is \"watch\": a page's mode is predict or simulate",
        ),
        (
            "page",
            "page",
            1,
            |r| r["page"] = "00aa".into(),
            "a page's fingerprint is 16 hex digits",
        ),
        (
            "event-0",
            "event",
            3,
            |r| r["answers"][0]["event"] = 0.into(),
            "answer 1: \"event\" is 0: a page asks about events 1 to",
        ),
        (
            "event-max",
            "event",
            3,
            |r| r["answers"][0]["event"] = u64::MAX.into(),
            "\"event\" is 18,446,744,073,709,551,615",
        ),
        (
            "negative",
            "seconds",
            1,
            |r| r["seconds"] = json!(-1.0),
            "\"seconds\" is -1: a time taken is 0 to 604,800 seconds",
        ),
        (
            "huge",
            "seconds",
            1,
            |r| r["seconds"] = json!(1e308),
            "\"seconds\" is 1e308",
        ),
        (
            "answer-time",
            "seconds",
            3,
            |r| r["answers"][0]["seconds"] = json!(-2.5),
            "answer 1: \"seconds\" is -2.5",
        ),
        (
            "score",
            "right",
            2,
            |r| r["score"] = json!({"right": 2, "asked": 1}),
            "\"score\" says 2 right of 1 asked",
        ),
        (
            "hidden-mode",
            "mode",
            1,
            |r| r["mode"] = "predict\u{200b}".into(),
            "\"mode\" is \"predict\\u{200b}\"",
        ),
    ];
    for (name, key, depth, spoil, says) in cases {
        let mut spoiled = results();
        spoil(&mut spoiled);
        let text = serde_json::to_string_pretty(&spoiled).unwrap();
        let path = dir.path().join(format!("{name}.json"));
        std::fs::write(&path, &text).unwrap();
        let message = assert_user_error(&run(&["marks", path_str(&good), path_str(&path)]));
        let line = line_of(&text, key, depth);
        let place = format!("{name}.json: line {line}: ");
        assert!(
            message.contains(&place),
            "{name}: {message} (expected {place})"
        );
        assert!(message.contains(says), "{name}: {message}");
        assert_none_raw(name, &message);
    }
}

//! A stranger's files opened safely (issue 42): the hostile files of tests/data/hostile
//! (escape sequences of every kind in every string a trace's header holds, bidirectional
//! overrides, names that look like formulas, links, images and `</script>`, NUL bytes,
//! bytes that are not UTF-8, deep nesting) and huge ones made here, run through every
//! command and output. Nothing from a file reaches a terminal raw, a spreadsheet as a
//! formula, a Markdown table as markup or a page or a chart as an element; JSON keeps
//! the exact strings; every reader stops a huge input with a one-line error, and its
//! memory stays small.

use std::path::{Path, PathBuf};
use std::process::Output;

use serde_json::Value;

use crate::util::*;

/// The string tests/data/hostile/header.jsonl holds as its solver and its version:
/// markup, `</script>`, `<!--`, a window title (OSC 0), a clipboard write (OSC 52), a
/// hyperlink (OSC 8), colours (CSI), a C1 control, NUL, DEL, bidirectional overrides.
const HOSTILE: &str = "<img src=x onerror=alert(1)></script><!--<script>\u{1b}]0;TITLE\u{7}\u{1b}]52;c;aGk=\u{7}\u{1b}]8;;http://evil/\u{1b}\\click\u{1b}]8;;\u{1b}\\\u{1b}[31mRED\u{9b}2J\u{0}\u{7f}\u{202e}evil\u{2066}x\u{2069}|=1+2";

fn hostile(name: &str) -> PathBuf {
    data(&format!("hostile/{name}"))
}

/// The first character a terminal must never be given raw (a control character but the
/// line feed and the tab a layout uses, a bidirectional override or isolate, a line or
/// paragraph separator), with where it is.
fn raw_control(text: &str) -> Option<(usize, char)> {
    text.char_indices().find(|&(_, ch)| {
        ch != '\n'
            && ch != '\t'
            && (ch.is_control()
                || matches!(
                    ch,
                    '\u{61c}' | '\u{200e}' | '\u{200f}' | '\u{2028}' | '\u{2029}'
                )
                || ('\u{202a}'..='\u{202e}').contains(&ch)
                || ('\u{2066}'..='\u{2069}').contains(&ch))
    })
}

fn assert_no_raw_control(what: &str, text: &str) {
    if let Some((at, ch)) = raw_control(text) {
        let around: String = text[at.saturating_sub(40)..].chars().take(80).collect();
        panic!("{what}: a raw {ch:?} at byte {at}: {around:?}");
    }
}

/// A run of the binary as a terminal shows it: no raw control character on stdout or
/// stderr, both UTF-8.
fn terminal(args: &[&str], dir: Option<&Path>) -> Output {
    let output = run_in(dir, args);
    let what = args.join(" ");
    assert_no_raw_control(&format!("{what}: stdout"), &stdout(&output));
    assert_no_raw_control(&format!("{what}: stderr"), &stderr(&output));
    output
}

/// What markup a file's words must never become in a page, a chart or a report.
const LIVE_MARKUP: [&str; 5] = [
    "<img src=x",
    "<!--<script>",
    "</script><!--",
    "<b>bold</b>",
    "onerror=alert",
];

fn assert_no_live_markup(what: &str, text: &str) {
    for markup in LIVE_MARKUP {
        // An attribute's value may say `onerror=alert` as long as it is no element.
        if markup == "onerror=alert" && !text.contains("<img") {
            continue;
        }
        assert!(!text.contains(markup), "{what} holds {markup:?} as markup");
    }
}

/// Every command that reads a trace, on one whose header's strings are hostile: the
/// terminal gets them escaped in one visible form (`\u{1b}`), shortened with their length
/// said; JSON keeps them exactly; the pictures, charts and the page draw them as text.
#[test]
fn a_hostile_trace_header_reaches_no_terminal_raw() {
    let trace = hostile("header.jsonl");
    let t = path_str(&trace);
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let out = |name: &str| d.join(name).to_str().unwrap().to_string();
    // The name shown is its first 80 characters or so, and its length.
    let escaped_start = "<img src=x onerror=alert(1)></script><!--<script>\\u{1b}]0;TITL";

    for args in [
        vec!["show", t],
        vec!["show", t, "--at", "5"],
        vec!["show", t, "--at", "5", "--lang", "zh-CN"],
        vec!["stats", t],
        vec!["diagnose", t],
        vec!["diagnose", t, t],
    ] {
        let output = terminal(&args, None);
        assert_code(&output, 0);
        let text = stdout(&output);
        assert!(text.contains(escaped_start), "{args:?}: {text}");
        // Shortened, with the length said: the name is 128 characters.
        assert!(
            text.contains("(128 characters)") || text.contains("共 128 个字符"),
            "{args:?}: {text}"
        );
    }

    // JSON keeps the exact strings.
    let output = terminal(&["stats", t, "--json"], None);
    assert_eq!(json_line(&output)["solver"], HOSTILE);
    let output = terminal(&["diagnose", t, "--json"], None);
    assert_eq!(json_line(&output)["solver"], HOSTILE);

    // convert keeps the header whole in both formats, and says so escaped.
    for target in ["h.sdt", "h.jsonl"] {
        let output = terminal(&["convert", t, &out(target)], None);
        assert_code(&output, 0);
        let output = terminal(&["stats", &out(target), "--json"], None);
        assert_eq!(json_line(&output)["solver"], HOSTILE, "{target}");
        let output = terminal(&["show", &out(target), "--at", "3"], None);
        assert!(stdout(&output).contains(escaped_start), "{target}");
    }

    // A GIF, a PNG and charts: made, their words drawn as text.
    let output = terminal(&["render", t, "-o", &out("h.gif")], None);
    assert_code(&output, 0);
    let output = terminal(&["render", t, "-o", &out("h.png"), "--at", "5"], None);
    assert_code(&output, 0);
    let output = terminal(&["render", t, &out("h.sdt"), "-o", &out("pair.gif")], None);
    assert_code(&output, 0);
    // The PNG's title is the name's escaped words, drawn as text: the same picture as
    // one titled with those words by hand.
    let puzzle = trace_lines(&trace)[0].clone();
    let puzzle: Value = serde_json::from_str(&puzzle).unwrap();
    let puzzle: String = puzzle["puzzle"]
        .as_str()
        .unwrap()
        .chars()
        .take(16)
        .collect();
    let words = format!(
        "{}… · {} check",
        puzzle.trim_end_matches('.'),
        sudotrace_core::escape::shown(HOSTILE, sudotrace_core::lang::Lang::En)
    );
    let output = terminal(
        &[
            "render",
            t,
            "-o",
            &out("by-hand.png"),
            "--at",
            "5",
            "--title",
            &words,
        ],
        None,
    );
    assert_code(&output, 0);
    assert!(
        std::fs::read(d.join("h.png")).unwrap() == std::fs::read(d.join("by-hand.png")).unwrap(),
        "the PNG's title is not the words {words:?}"
    );
    let output = terminal(&["chart", t, "-o", &out("charts")], None);
    assert_code(&output, 0);
    for entry in std::fs::read_dir(d.join("charts")).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "svg") {
            let svg = std::fs::read_to_string(&path).unwrap();
            assert_no_raw_control(&path.display().to_string(), &svg);
            assert_no_live_markup(&path.display().to_string(), &svg);
            assert!(
                svg.contains("&lt;img src=x"),
                "{}: the name as text",
                path.display()
            );
        }
    }

    // The page: the data carries the exact string, and nothing of it is markup. (An
    // argument cannot hold NUL.)
    let hostile_arg = HOSTILE.replace('\0', "");
    let hostile_arg = hostile_arg.as_str();
    let output = terminal(&["html", t, "-o", &out("h.html")], None);
    assert_code(&output, 0);
    let page = std::fs::read_to_string(d.join("h.html")).unwrap();
    assert_page_safe(&page, "h.html");
    assert_eq!(page_data(&page)["solver"], HOSTILE);
    let output = terminal(
        &[
            "html",
            t,
            "-o",
            &out("e.html"),
            "--embed",
            "--title",
            hostile_arg,
        ],
        None,
    );
    assert_code(&output, 0);
    assert_no_live_markup("html --embed's snippet", &stdout(&output));
    let page = std::fs::read_to_string(d.join("e.html")).unwrap();
    assert_page_safe(&page, "e.html");
    let output = terminal(
        &[
            "html",
            t,
            "-o",
            &out("q.html"),
            "--ask",
            "conflict,place",
            "--questions",
            "3",
            "--marker",
            &format!("5:{hostile_arg}"),
            "--title",
            hostile_arg,
        ],
        None,
    );
    assert_code(&output, 0);
    let page = std::fs::read_to_string(d.join("q.html")).unwrap();
    assert_page_safe(&page, "q.html");
    let data = page_data(&page);
    assert!(
        data.to_string()
            .contains(&serde_json::to_string(hostile_arg).unwrap()[1..40]),
        "the marker's label is carried exactly"
    );
}

/// The page's data: the JSON of its `sudotrace-data` element.
fn page_data(page: &str) -> Value {
    serde_json::from_str(&crate::util::page_data_in(page)).unwrap()
}

/// A page that holds hostile words as text alone: none is markup outside its data, its
/// data (JSON in a script element) holds nothing that ends the element or opens a
/// comment, and every script closes where the page's own do.
fn assert_page_safe(page: &str, what: &str) {
    assert_no_raw_control(what, page);
    let open = r#"id="sudotrace-data">"#;
    let start = page.find(open).unwrap() + open.len();
    let end = start + page[start..].find("</script>").unwrap();
    let data = &page[start..end];
    for inside in ["</", "<!--", "<!"] {
        assert!(!data.contains(inside), "{what}: the data holds {inside:?}");
    }
    let rest = format!("{}{}", &page[..start], &page[end..]);
    assert_no_live_markup(what, &rest);
    assert_eq!(
        rest.matches("<script").count(),
        rest.matches("</script>").count(),
        "{what}: every script closes where it should"
    );
    assert!(
        !page.contains("<!--"),
        "{what}: no comment opens in the page"
    );
    page_data(page);
}

/// A collection of puzzles whose names look like formulas, links, images, markup and
/// escape sequences, through every command that takes puzzles and every report.
#[test]
fn hostile_puzzle_names_stay_words_in_every_output() {
    let names = hostile("names.tsv");
    let n = path_str(&names);
    for args in [
        vec!["solve", n],
        vec!["solve", n, "--solver", "mrv+singles+tables"],
        vec!["rate", n],
    ] {
        let output = terminal(&args, None);
        assert_code(&output, 1);
        let err = stderr(&output);
        assert!(
            err.contains("line 9, column 1: unexpected character 'b'"),
            "{args:?}: {err}"
        );
    }
    let output = terminal(&["solve", n], None);
    assert!(
        stdout(&output)
            .contains("title\\u{1b}]0;TITLE\\u{7}\\u{1b}[31mRED\\u{9b}\\u{202e}evil\\u{2066}"),
        "{}",
        stdout(&output)
    );
    // JSON keeps the names exactly.
    let output = run(&["solve", n, "--json"]);
    let lines = json_lines(&output);
    assert_eq!(lines[0]["name"], "=HYPERLINK(\"http://x\"");
    assert_eq!(
        lines[6]["name"],
        "title\u{1b}]0;TITLE\u{7}\u{1b}[31mRED\u{9b}\u{202e}evil\u{2066}"
    );

    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("cmp");
    let output = terminal(&["compare", n, "-o", path_str(&out), "--repeat", "1"], None);
    assert_code(&output, 1);

    // report.csv: no cell a spreadsheet reads as a formula; numbers stay numbers.
    let csv = std::fs::read_to_string(out.join("report.csv")).unwrap();
    assert_no_raw_control("report.csv", &csv);
    let mut reader = csv::Reader::from_reader(csv.as_bytes());
    let header = reader.headers().unwrap().clone();
    let column = |name: &str| header.iter().position(|h| h == name).unwrap();
    let mut names_seen = Vec::new();
    for record in reader.records() {
        let record = record.unwrap();
        for cell in record.iter() {
            assert!(
                !cell.starts_with(['=', '+', '-', '@', '\t', '\r']),
                "a live formula in report.csv: {cell:?}"
            );
        }
        if record[column("result")] != *"skipped" {
            record[column("tries")].parse::<u64>().unwrap();
            record[column("elapsed_ns")].parse::<u64>().unwrap();
        }
        names_seen.push(record[column("name")].to_string());
    }
    for name in [
        "'=HYPERLINK(\"http://x\"",
        "'+cmd|' /C calc'!A0",
        "'-2+3",
        "'@SUM(1+1)",
    ] {
        assert!(
            names_seen.iter().any(|n| n == name),
            "{name} in {names_seen:?}"
        );
    }

    // report.md: every table a table, no link, image or element the names did not say.
    let md = std::fs::read_to_string(out.join("report.md")).unwrap();
    assert_no_raw_control("report.md", &md);
    assert_no_live_markup("report.md", &outside_code(&md));
    assert_tables_whole(&md);
    for live in ["[a link](http", "![an image](", "<b>", "</script>", "<!--"] {
        assert!(
            !outside_code(&md).contains(live),
            "report.md holds {live:?} live"
        );
    }
    assert!(md.contains("\\[a link\\](http://evil)"), "{md}");

    // report.json keeps the names exactly.
    let json: Value =
        serde_json::from_str(&std::fs::read_to_string(out.join("report.json")).unwrap()).unwrap();
    assert!(
        json.to_string()
            .contains(&serde_json::to_string("</script><!--<script>").unwrap())
    );

    // The charts draw the names as text.
    for entry in std::fs::read_dir(&out).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "svg") {
            let svg = std::fs::read_to_string(&path).unwrap();
            assert_no_raw_control(&path.display().to_string(), &svg);
            assert_no_live_markup(&path.display().to_string(), &svg);
        }
    }

    // A comparison of one hostile puzzle: its name is the report's and the charts'.
    let one = dir.path().join("one.tsv");
    let text = std::fs::read_to_string(&names).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    std::fs::write(&one, format!("{}\n{}\n", lines[0], lines[5])).unwrap();
    let title = dir.path().join("title.tsv");
    std::fs::write(&title, format!("{}\n{}\n", lines[0], lines[7])).unwrap();
    let out = dir.path().join("title");
    let output = terminal(
        &[
            "compare",
            path_str(&title),
            "-o",
            path_str(&out),
            "--repeat",
            "1",
        ],
        None,
    );
    assert_code(&output, 0);
    for entry in std::fs::read_dir(&out).unwrap() {
        let path = entry.unwrap().path();
        if path
            .extension()
            .is_some_and(|e| e == "svg" || e == "md" || e == "csv")
        {
            let text = std::fs::read_to_string(&path).unwrap();
            assert_no_raw_control(&path.display().to_string(), &text);
        }
    }
    let out = dir.path().join("one");
    let output = terminal(
        &[
            "compare",
            path_str(&one),
            "-o",
            path_str(&out),
            "--repeat",
            "1",
        ],
        None,
    );
    assert_code(&output, 0);
    for entry in std::fs::read_dir(&out).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "svg") {
            let svg = std::fs::read_to_string(&path).unwrap();
            assert_no_raw_control(&path.display().to_string(), &svg);
            assert_no_live_markup(&path.display().to_string(), &svg);
        }
    }
    let md = std::fs::read_to_string(out.join("report.md")).unwrap();
    assert_no_raw_control("report.md of one", &md);
    assert_no_live_markup("report.md of one", &outside_code(&md));
    assert_tables_whole(&md);
    assert!(
        md.contains("`[a link](http://evil) ![an image](http://evil/x.png) <b>bold</b> | cell`")
    );
    for live in ["[a link](http", "![an image](", "<b>"] {
        let outside = outside_code(&md);
        assert!(
            !outside.contains(live),
            "report.md of one puzzle holds {live:?} live: {md}"
        );
    }
}

/// Markdown outside its code spans, where what is written is shown as it is, markup or
/// not.
fn outside_code(md: &str) -> String {
    md.split('`').step_by(2).collect::<Vec<_>>().join(" ")
}

/// Each Markdown table keeps its shape: every row has as many cells as its header, a `|`
/// inside a cell escaped.
fn assert_tables_whole(md: &str) {
    let cells = |line: &str| {
        let mut count = 0;
        let mut escaped = false;
        for ch in line.chars() {
            match ch {
                '\\' if !escaped => escaped = true,
                '|' if !escaped => count += 1,
                _ => escaped = false,
            }
            if ch != '\\' {
                escaped = false;
            }
        }
        count
    };
    let mut header = None;
    for line in md.lines() {
        if !line.starts_with('|') {
            header = None;
            continue;
        }
        match header {
            None => header = Some(cells(line)),
            Some(n) => assert_eq!(cells(line), n, "a broken table row: {line}"),
        }
    }
}

/// A learner's results file with a hostile name, mode and solver: `marks` shows them
/// escaped and shortened, its JSON keeps them exactly.
#[test]
fn marks_shows_a_hostile_learner_as_words() {
    let results = hostile("results.json");
    let output = terminal(&["marks", path_str(&results)], None);
    assert_code(&output, 0);
    let text = stdout(&output);
    assert!(text.contains("<img src=x one"), "{text}");
    assert!(text.contains("(329 characters)"), "{text}");
    assert!(
        text.contains("characters)"),
        "the long name is shortened: {text}"
    );
    let output = run(&["marks", path_str(&results), "--json"]);
    let json = json_line(&output);
    assert!(
        json["learners"][0]["name"]
            .as_str()
            .unwrap()
            .starts_with(HOSTILE)
    );
    assert_eq!(json["solver"], HOSTILE);
    // A results file that goes wrong says where: line, column and byte offset.
    let dir = tempfile::tempdir().unwrap();
    let broken = dir.path().join("broken.json");
    std::fs::write(
        &broken,
        "{\n  \"format\": \"sudotrace-results\",\n  \"version\": [[\u{1b}",
    )
    .unwrap();
    let message = assert_user_error(&terminal(&["marks", path_str(&broken)], None));
    assert!(
        message.contains("line 3, column 13 (byte offset 47)"),
        "{message}"
    );
}

/// Files and arguments whose names hold escape sequences: every message names them
/// escaped, on one line.
#[test]
fn hostile_file_names_are_written_escaped() {
    let dir = tempfile::tempdir().unwrap();
    let name = "a\u{1b}]0;TITLE\u{7}\u{202e}b.jsonl";
    let output = terminal(&["show", name], Some(dir.path()));
    let message = assert_user_error(&output);
    assert!(
        message.contains("a\\u{1b}]0;TITLE\\u{7}\\u{202e}b.jsonl"),
        "{message}"
    );
    std::fs::copy(hostile("header.jsonl"), dir.path().join(name)).unwrap();
    for args in [
        vec!["diagnose", name, name],
        vec!["stats", name],
        vec!["show", name],
        vec!["html", name, "-o", "p.html"],
        vec!["chart", name, "-o", "c"],
        vec!["convert", name, "x.sdt"],
    ] {
        let output = terminal(&args, Some(dir.path()));
        assert_code(&output, 0);
    }
    // The page of a file of that name (its title names the file), and its snippet.
    let page = std::fs::read_to_string(dir.path().join("p.html")).unwrap();
    assert_page_safe(&page, "p.html");
    let page_name = format!("{name}.html");
    let output = terminal(
        &["html", name, "-o", &page_name, "--embed"],
        Some(dir.path()),
    );
    assert_code(&output, 0);
    assert_no_live_markup("the snippet", &stdout(&output));
    let output = terminal(&["solve", "leetcode37", "--trace", name], Some(dir.path()));
    assert!(stdout(&output).contains("\\u{202e}") || stderr(&output).contains("\\u{202e}"));
    // Puzzle files: NUL bytes and bytes that are not UTF-8 say where.
    let output = terminal(&["solve", path_str(&hostile("nul.txt"))], None);
    let message = assert_user_error(&output);
    assert!(
        message.contains("line 1, column 41: unexpected character '\\0'"),
        "{message}"
    );
    let output = terminal(&["solve", path_str(&hostile("not-utf8.txt"))], None);
    let message = assert_user_error(&output);
    assert!(
        message.contains("line 1, column 41 (byte offset 40) is not UTF-8 text"),
        "{message}"
    );
}

/// An argument the command line refuses reaches the terminal with nothing raw, even
/// where clap would colour its message for a terminal (`CLICOLOR_FORCE`): clap's own
/// messages leave escape sequences out, the rest is escaped as everywhere.
#[test]
fn a_hostile_argument_refused_is_written_escaped() {
    for args in [
        vec!["solve", "leetcode37", "--solver", "x\u{1b}]0;TITLE\u{7}"],
        vec!["sol\u{1b}[31mve\u{202e}", "leetcode37"],
        vec!["show", "t.jsonl", "--at", "\u{1b}]0;TITLE\u{7}"],
        vec!["solve", "leetcode37", "--solver", "x\u{202e}y"],
    ] {
        let output = bin()
            .env("CLICOLOR_FORCE", "1")
            .args(&args)
            .output()
            .unwrap();
        assert_code(&output, 2);
        let err = stderr(&output);
        assert_no_raw_control(&format!("{args:?}"), &err);
        assert!(
            err.contains("\\u{1b}") || err.contains("\\u{202e}"),
            "{args:?}: {err}"
        );
    }
}

/// Deep nesting in a puzzle file and in a trace's header: an error saying so.
#[test]
fn deep_nesting_is_an_error() {
    let output = terminal(&["solve", path_str(&hostile("deep.json"))], None);
    let message = assert_user_error(&output);
    assert!(message.contains("recursion limit exceeded"), "{message}");
    let output = terminal(&["show", path_str(&hostile("deep.jsonl"))], None);
    let message = assert_user_error(&output);
    assert!(
        message.contains("nested more than 128 deep at column"),
        "{message}"
    );
}

/// A results file, a shard's manifest and its results with a huge line, a binary trace
/// with a huge name: refused with where, after reading no more than the bound.
#[test]
fn huge_inputs_are_refused_with_where() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    // A results file larger than any.
    let big = d.join("big.json");
    std::fs::File::create(&big)
        .unwrap()
        .set_len(300 << 20)
        .unwrap();
    let message = assert_user_error(&terminal(&["marks", path_str(&big)], None));
    assert!(message.contains("larger than 4,194,304 bytes"), "{message}");
    // A shard whose manifest or results hold a huge line.
    let shards = d.join("shards");
    let output = run(&[
        "compare",
        "tests/data/norvig_hardest.txt",
        "--shard",
        "1/2",
        "-o",
        path_str(&shards),
        "--repeat",
        "1",
    ]);
    assert_code(&output, 0);
    let shard = shards;
    let results = shard.join("results.jsonl");
    let mut text = std::fs::read(&results).unwrap();
    let line_start = text.len();
    let line = text.iter().filter(|&&b| b == b'\n').count() + 1;
    text.extend(std::iter::repeat_n(b'x', 2 << 20));
    text.push(b'\n');
    std::fs::write(&results, &text).unwrap();
    let message = assert_user_error(&terminal(&["compare", "status", path_str(&shard)], None));
    assert!(
        message.contains(&format!(
            "line {line}, from byte offset {}",
            thousands(line_start as u64)
        )) && message.contains("longer than 1,048,576 bytes"),
        "{message}"
    );
    let manifest = shard.join("shard.json");
    std::fs::File::create(&manifest)
        .unwrap()
        .set_len(300 << 20)
        .unwrap();
    let message = assert_user_error(&terminal(&["compare", "status", path_str(&shard)], None));
    assert!(message.contains("larger than 65,536 bytes"), "{message}");
    std::fs::write(&manifest, "{\"shard\": [[[[").unwrap();
    let message = assert_user_error(&terminal(&["compare", "status", path_str(&shard)], None));
    assert!(message.contains("line 1, column"), "{message}");
    assert!(message.contains("byte offset"), "{message}");
    // A collection that is mostly not puzzles: read no further than 10,000 of its bad
    // lines.
    let bad = d.join("bad.txt");
    std::fs::write(&bad, format!("{LEETCODE}\n{}", "x\n".repeat(50_000))).unwrap();
    let output = terminal(&["solve", path_str(&bad)], None);
    assert_code(&output, 1);
    let err = stderr(&output);
    assert_eq!(
        err.lines().count(),
        10_001,
        "{}",
        err.lines().last().unwrap()
    );
    assert!(
        err.lines().last().unwrap().contains(
            "line 10,002: more than 10,000 lines are not puzzles: the rest of the input is not read"
        ),
        "{}",
        err.lines().last().unwrap()
    );
    // A trace header's names.
    let long = d.join("long.jsonl");
    std::fs::write(
        &long,
        format!(
            "{{\"sudotrace\":1,\"puzzle\":\"{LEETCODE}\",\"solver\":\"{}\"}}\n",
            "x".repeat(60_000)
        ),
    )
    .unwrap();
    let message = assert_user_error(&terminal(&["show", path_str(&long)], None));
    assert!(
        message.contains("line 1: the header's \"solver\" is 60,000 bytes long (at most 1,024)"),
        "{message}"
    );
}

fn thousands(n: u64) -> String {
    sudotrace_core::numbers::thousands(n)
}

/// The peak memory of the binary run with `args` (VmHWM, from the kernel's accounting of
/// the child alone), in kB, with its output.
#[cfg(unix)]
pub fn peak_memory_kb(args: &[&str], stdin: Option<&Path>) -> (u64, Output) {
    use std::io::Read;
    use std::process::{Command, Stdio};
    let input = match stdin {
        Some(path) => Stdio::from(std::fs::File::open(path).unwrap()),
        None => Stdio::null(),
    };
    // Waited for by wait4 below, which gives the child's own peak memory.
    #[allow(clippy::zombie_processes)]
    let mut child = Command::new(assert_cmd::cargo::cargo_bin("sudotrace"))
        .args(args)
        .env("LANG", "C")
        .stdin(input)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let (mut out, mut err) = (Vec::new(), Vec::new());
    child.stdout.take().unwrap().read_to_end(&mut out).unwrap();
    child.stderr.take().unwrap().read_to_end(&mut err).unwrap();
    let mut status = 0;
    // SAFETY: an all-zero rusage is a valid value; wait4 fills it in for this child.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: the child is ours and not waited for yet; status and usage are valid.
    let pid = unsafe { libc::wait4(child.id() as i32, &mut status, 0, &mut usage) };
    assert_eq!(pid, child.id() as i32, "waited for the child");
    use std::os::unix::process::ExitStatusExt;
    let output = Output {
        status: std::process::ExitStatus::from_raw(status),
        stdout: out,
        stderr: err,
    };
    (usage.ru_maxrss as u64, output)
}

/// The 300 MB one-line file the issue names, as a puzzle file, a results file and a
/// trace (from a file and from standard input), and a gzipped binary trace that unpacks
/// into 300 MB: each refused with a one-line error, holding far less than the file's size
/// (the test build itself takes over 100 MB to solve a puzzle: the bound is what the
/// command adds to that; docs/PERFORMANCE.md has the release build's figures).
#[cfg(unix)]
#[test]
fn huge_files_are_refused_in_little_memory() {
    let dir = tempfile::tempdir().unwrap();
    let huge = dir.path().join("huge.txt");
    {
        use std::io::Write;
        let mut file = std::io::BufWriter::new(std::fs::File::create(&huge).unwrap());
        let block = vec![b'7'; 1 << 20];
        for _ in 0..300 {
            file.write_all(&block).unwrap();
        }
        file.flush().unwrap();
    }
    // A binary trace's signature, then 300 MB of nothing, gzipped into 300 KB.
    let bomb = dir.path().join("bomb.sdt.gz");
    {
        use std::io::Write;
        let file = std::fs::File::create(&bomb).unwrap();
        let mut gz = flate2::write::GzEncoder::new(file, flate2::Compression::fast());
        gz.write_all(b"\x89SDT\r\n\x1a\n\x01").unwrap();
        let block = vec![0u8; 1 << 20];
        for _ in 0..300 {
            gz.write_all(&block).unwrap();
        }
        gz.finish().unwrap();
    }
    let (baseline, output) = peak_memory_kb(&["solve", "leetcode37"], None);
    assert_code(&output, 0);
    for (args, stdin) in [
        (vec!["diagnose", "-"], Some(huge.as_path())),
        (vec!["solve", "-"], Some(huge.as_path())),
        (vec!["show", path_str(&bomb)], None),
        (vec!["stats", path_str(&bomb)], None),
    ] {
        let (peak, output) = peak_memory_kb(&args, stdin);
        assert_code(&output, 2);
        let err = String::from_utf8_lossy(&output.stderr).to_string();
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(
            peak < baseline + 64_000,
            "{args:?}: {peak} kB at its peak, against {baseline} kB to solve a puzzle: {err}"
        );
    }
    for args in [
        vec!["solve", path_str(&huge)],
        vec!["rate", path_str(&huge)],
        vec!["compare", path_str(&huge), "-o", "/dev/null/x"],
        vec!["check", "leetcode37", path_str(&huge)],
        vec!["show", path_str(&huge)],
        vec!["diagnose", path_str(&huge)],
        vec!["marks", path_str(&huge)],
    ] {
        let (peak, output) = peak_memory_kb(&args, None);
        assert_code(&output, 2);
        let err = String::from_utf8_lossy(&output.stderr).to_string();
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(
            peak < baseline + 64_000,
            "{args:?}: {peak} kB at its peak, against {baseline} kB to solve a puzzle: {err}"
        );
        eprintln!(
            "{:?}: peak {peak} kB (solving leetcode37: {baseline} kB): {}",
            args,
            err.trim()
        );
    }
}

/// The tests that need node, Chromium or tmux: the web tier (`cargo xtask test-web`).
mod web {
    use super::*;
    use crate::util::{Tool, tools_here};

    /// The stepper, in a real terminal run by tmux, on the hostile trace under a hostile
    /// file name: its title line shows the solver's name and the file's in the escaped
    /// form every command uses, and the terminal's title is not the one either asks for.
    #[test]
    #[ignore = "web tier, run by `cargo xtask test-web`"]
    fn the_stepper_shows_a_hostile_name_escaped() {
        if !tools_here(&[Tool::Tmux]) {
            return;
        }
        use std::process::Command;
        require_program("tmux");
        let server = format!("sudotrace-hostile-{}", std::process::id());
        let tmux = |args: &[&str]| {
            Command::new("tmux")
                .arg("-L")
                .arg(&server)
                .args(args)
                .output()
                .unwrap()
        };
        let bin = assert_cmd::cargo::cargo_bin("sudotrace");
        // The file's name is a stranger's too: it asks the terminal for a title of its own.
        let dir = tempfile::tempdir().unwrap();
        let trace = dir.path().join("t\u{1b}]0;FILENAME\u{7}.jsonl");
        std::fs::copy(hostile("header.jsonl"), &trace).unwrap();
        let command = format!(
            "LANG=C {} step '{}'; sleep 10",
            bin.display(),
            trace.display()
        );
        tmux(&[
            "new-session",
            "-d",
            "-s",
            "s",
            "-x",
            "160",
            "-y",
            "40",
            &command,
        ]);
        let mut screen = String::new();
        for _ in 0..200 {
            screen = String::from_utf8_lossy(&tmux(&["capture-pane", "-t", "s", "-p"]).stdout)
                .to_string();
            if screen.contains("\\u{1b}]0;TITL") && screen.contains("t\\u{1b}]0;FILENAME\\u{7}") {
                break;
            }
            std::thread::sleep(std::time::Duration::from_millis(50));
        }
        let title = tmux(&["display-message", "-t", "s", "-p", "#{pane_title}"]);
        tmux(&["send-keys", "-t", "s", "q"]);
        tmux(&["kill-server"]);
        assert!(
            screen.contains("<img src=x onerror=alert(1)></script><!--<script>\\u{1b}]0;TITL"),
            "the stepper's screen:\n{screen}"
        );
        assert!(
            screen.contains("t\\u{1b}]0;FILENAME\\u{7}.jsonl"),
            "the file's name, escaped: {screen}"
        );
        let title = String::from_utf8_lossy(&title.stdout);
        assert!(
            !title.contains("TITLE") && !title.contains("FILENAME"),
            "the terminal's title became {title:?}"
        );
    }
}

//! The web player (`sudotrace html`), as its readers meet it: pages opened from disk in
//! Debian's Chromium with the network off, driven by keys and clicks
//! (tests/browser/drive.mjs), what they show checked against `sudotrace show --json`;
//! and the command itself: one self-contained file, the same bytes every time, the size
//! limits, bad input refused as `stats` refuses it.

use std::collections::HashMap;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::{Value, json};
use tempfile::TempDir;

use crate::util::{
    LEETCODE, assert_code, assert_user_error, data, path_str, run, run_text, solve_traced, stderr,
    stdout, trace_lines,
};

/// The LeetCode 37 search with the naive check, recorded into `dir`.
pub(crate) fn leetcode_trace(dir: &Path) -> PathBuf {
    let trace = dir.join("leetcode.jsonl");
    solve_traced(LEETCODE, "naive", &trace, &[], 0);
    trace
}

/// A search by a strategy with all its kinds of event: choices, guesses, forced
/// placements, dead ends and forced digits taken back.
fn strategy_trace(dir: &Path) -> PathBuf {
    let puzzle = std::fs::read_to_string(data("norvig_hardest.txt")).unwrap();
    let puzzle = puzzle.lines().nth(1).unwrap().to_string();
    let trace = dir.join("mrv.sdt");
    solve_traced(&puzzle, "mrv+singles+tables", &trace, &[], 0);
    trace
}

/// Write the page of `trace` with `extra` options; gives its path.
pub(crate) fn page(trace: &Path, name: &str, extra: &[&str]) -> PathBuf {
    let out = trace.with_file_name(name);
    let mut args = vec!["html", path_str(trace), "-o", path_str(&out)];
    args.extend_from_slice(extra);
    let output = run(&args);
    assert_code(&output, 0);
    out
}

/// Open `page` in Chromium and carry out `plan` (see tests/browser/drive.mjs).
pub(crate) fn drive(page: &Path, plan: Value) -> Value {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/browser/drive.mjs");
    let output = Command::new("node")
        .arg(&script)
        .arg(page)
        .arg(plan.to_string())
        .output()
        .expect("node runs (it is installed by .ci/run)");
    assert!(
        output.status.success(),
        "the browser driver failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    let result: Value = serde_json::from_slice(&output.stdout).expect("the driver prints JSON");
    let url = format!("file://{}", page.display());
    for asked in result["requests"].as_array().unwrap() {
        assert_eq!(
            asked.as_str().unwrap().split('#').next().unwrap(),
            url,
            "the page asked for nothing but itself"
        );
    }
    assert_eq!(
        result["console"],
        json!([]),
        "no error or warning in the console"
    );
    result
}

/// What `show --at n --json` says of `trace`, asked once per event.
pub(crate) struct Shown<'a> {
    trace: &'a Path,
    seen: HashMap<u64, Value>,
}

impl<'a> Shown<'a> {
    pub(crate) fn new(trace: &'a Path) -> Shown<'a> {
        Shown {
            trace,
            seen: HashMap::new(),
        }
    }

    pub(crate) fn at(&mut self, n: u64) -> &Value {
        self.seen.entry(n).or_insert_with(|| {
            let output = run(&[
                "show",
                path_str(self.trace),
                "--at",
                &n.to_string(),
                "--json",
            ]);
            assert_code(&output, 0);
            serde_json::from_str(stdout(&output).trim()).unwrap()
        })
    }
}

/// The board the cells' labels describe ("r1c3 5 given", "r2c2 blank, trying 4"), as
/// `show --json` writes a board: a digit or `.` for each cell.
pub(crate) fn board_of(cells: &Value) -> String {
    let cells = cells.as_array().unwrap();
    assert_eq!(cells.len(), 81);
    cells
        .iter()
        .enumerate()
        .map(|(i, label)| {
            let label = label.as_str().unwrap();
            let mut words = label.split([' ', ',']);
            assert_eq!(
                words.next().unwrap(),
                format!("r{}c{}", i / 9 + 1, i % 9 + 1)
            );
            match words.next().unwrap() {
                "blank" => '.',
                digit => {
                    assert!(matches!(words.next(), Some("given" | "placed")), "{label}");
                    digit.chars().next().unwrap()
                }
            }
        })
        .collect()
}

/// A count as the page writes it ("1,234").
pub(crate) fn count(observation: &Value, name: &str) -> Option<u64> {
    observation["counts"][name]
        .as_str()
        .map(|text| text.replace(',', "").parse().unwrap())
}

/// `n` written as the page writes numbers, grouped by thousands: 79,461.
pub(crate) fn grouped(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(digit);
    }
    out
}

/// The event number the page's caption opens with ("#1,234  ...").
pub(crate) fn position(observation: &Value) -> u64 {
    let caption = observation["caption"].as_str().unwrap();
    caption[1..caption.find(' ').unwrap()]
        .replace(',', "")
        .parse()
        .unwrap()
}

/// The page shows what `show` shows at the same event: caption, board, counts, depth.
fn assert_like_show(observation: &Value, shown: &mut Shown) -> u64 {
    let n = position(observation);
    let show = shown.at(n).clone();
    let step = &observation["step"];
    assert_eq!(
        observation["caption"], show["caption"],
        "caption after {step}"
    );
    assert_eq!(
        board_of(&observation["cells"]),
        show["board"].as_str().unwrap(),
        "board after {step}"
    );
    let stats = &show["stats"];
    let counts = [
        ("tries", &stats["tries"]),
        ("backtracks", &stats["backtracks"]),
        ("depth", &show["depth"]),
        ("row conflicts", &stats["conflicts"]["row"]),
        ("column conflicts", &stats["conflicts"]["col"]),
        ("box conflicts", &stats["conflicts"]["box"]),
        ("guesses", &stats["guesses"]),
        ("forced", &stats["forced"]),
        ("dead ends", &stats["dead_ends"]),
    ];
    assert!(
        count(observation, "tries").is_some() && count(observation, "depth").is_some(),
        "the page names its counts as the catalog does: {}",
        observation["counts"]
    );
    for (name, want) in counts {
        if let Some(got) = count(observation, name) {
            assert_eq!(got, want.as_u64().unwrap_or(0), "{name} after {step}");
        }
    }
    assert_eq!(
        observation["live"], show["caption"],
        "the live line says the event in words"
    );
    n
}

/// A small deterministic generator of test positions.
struct Lcg(u64);

impl Lcg {
    fn fraction(&mut self) -> f64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (self.0 >> 11) as f64 / (1u64 << 53) as f64
    }
}

/// The markers' positions, from their buttons ("#67first backtrack").
fn marker_positions(observation: &Value) -> Vec<u64> {
    observation["markers"]
        .as_array()
        .unwrap()
        .iter()
        .map(|text| {
            let text = text.as_str().unwrap();
            let digits: String = text[1..]
                .chars()
                .take_while(|c| c.is_ascii_digit() || *c == ',')
                .filter(char::is_ascii_digit)
                .collect();
            digits.parse().unwrap()
        })
        .collect()
}

/// The RGB of pixel (x, y) of a PNG screenshot, and its width and height.
fn pixel(png: &Path, x: usize, y: usize) -> ([u8; 3], usize, usize) {
    let mut bytes = Vec::new();
    std::fs::File::open(png)
        .unwrap()
        .read_to_end(&mut bytes)
        .unwrap();
    let decoder = png::Decoder::new(std::io::Cursor::new(bytes));
    let mut reader = decoder.read_info().unwrap();
    let mut buf = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut buf).unwrap();
    let channels = info.color_type.samples();
    let at = (y * info.width as usize + x) * channels;
    (
        [buf[at], buf[at + 1], buf[at + 2]],
        info.width as usize,
        info.height as usize,
    )
}

#[test]
fn a_page_is_one_file_with_everything_in_it_and_the_same_bytes_each_time() {
    let dir = TempDir::new().unwrap();
    let trace = leetcode_trace(dir.path());
    let first = page(&trace, "a.html", &[]);
    let second = page(&trace, "b.html", &[]);
    let bytes = std::fs::read(&first).unwrap();
    assert_eq!(bytes, std::fs::read(&second).unwrap(), "the same bytes");
    let text = String::from_utf8(bytes).unwrap();
    assert!(
        text.len() <= 400_000,
        "the LeetCode page is {} bytes",
        text.len()
    );
    for outside in ["http:", "https:", "src=", "href=", "@import", "url("] {
        assert!(!text.contains(outside), "the page refers to {outside}");
    }
    assert!(text.contains("Content-Security-Policy"));
    assert_eq!(
        text.matches("<script").count(),
        2,
        "the data and the player"
    );
}

/// `bytes` gzipped as a server sends a page, at the best compression: their size.
fn gzipped(bytes: &[u8]) -> usize {
    let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
    std::io::Write::write_all(&mut gz, bytes).unwrap();
    gz.finish().unwrap().len()
}

/// A Chinese page as it would be without its font: its `@font-face` and font lists (the
/// end of its style sheet) and the policy's leave to read fonts from data: URLs taken
/// out.
fn without_font(html: &str) -> String {
    let face = html.find("@font-face{").expect("the page has a font");
    let end = face + html[face..].find("</style>").unwrap();
    (html[..face].to_string() + &html[end..]).replacen("; font-src data:", "", 1)
}

#[test]
fn a_chinese_page_carries_its_font_in_64_kb_gzipped_and_an_english_page_none() {
    let dir = TempDir::new().unwrap();
    let trace = leetcode_trace(dir.path());
    let english = std::fs::read_to_string(page(&trace, "en.html", &[])).unwrap();
    for none in ["@font-face", "font-src", "url("] {
        assert!(!english.contains(none), "the English page has {none}");
    }
    let zh = page(&trace, "zh.html", &["--lang", "zh-CN"]);
    let html = std::fs::read_to_string(&zh).unwrap();
    let again = page(&trace, "zh-again.html", &["--lang", "zh-CN"]);
    assert!(
        html.as_bytes() == std::fs::read(&again).unwrap(),
        "the same bytes"
    );
    // One font, inside the page, that the page's policy lets it read.
    assert_eq!(html.matches("url(").count(), 1);
    assert_eq!(html.matches("url(data:font/woff;base64,").count(), 1);
    assert!(html.contains("default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; worker-src blob:; font-src data:\""));
    for outside in ["http:", "https:", "src=", "href=", "@import"] {
        assert!(!html.contains(outside), "the page refers to {outside}");
    }
    let bare = without_font(&html);
    let extra = gzipped(html.as_bytes()) - gzipped(bare.as_bytes());
    assert!(
        extra <= 64 * 1024,
        "the font costs the page {extra} bytes gzipped"
    );
    assert!(
        extra >= 10 * 1024,
        "{extra} bytes gzipped: the font holds the page's characters"
    );
    assert!(
        html.len() <= 460_000,
        "the LeetCode page in Chinese is {} bytes",
        html.len()
    );
}

/// A text with full-width characters as the browser drew it: how many it holds, the
/// glyphs drawn in the page's own fonts and in the machine's, the fonts' families, and
/// the page's font faces then.
#[derive(Debug)]
struct Drawn {
    text: String,
    wide: u64,
    own: u64,
    other: u64,
    families: Vec<String>,
    faces: Value,
}

/// Every text with full-width characters that the steps of `plan` with `"fonts": true`
/// found on `page`, as drawn.
fn fonts_drawn(page: &Path, plan: &Value) -> Vec<Drawn> {
    let result = drive(page, plan.clone());
    let mut drawn = Vec::new();
    for observation in result["observations"].as_array().unwrap() {
        let Some(fonts) = observation["step"]["fonts"].as_object() else {
            continue;
        };
        for text in fonts["texts"].as_array().unwrap() {
            let mut seen = Drawn {
                text: text["text"].as_str().unwrap().to_string(),
                wide: text["wide"].as_u64().unwrap(),
                own: 0,
                other: 0,
                families: Vec::new(),
                faces: fonts["faces"].clone(),
            };
            for font in text["fonts"].as_array().unwrap() {
                let glyphs = font["glyphs"].as_u64().unwrap();
                match font["custom"].as_bool().unwrap() {
                    true => seen.own += glyphs,
                    false => seen.other += glyphs,
                }
                seen.families
                    .push(font["family"].as_str().unwrap().to_string());
            }
            drawn.push(seen);
        }
    }
    drawn
}

#[test]
fn a_bad_trace_is_refused_as_stats_refuses_it_and_nothing_is_left() {
    let dir = TempDir::new().unwrap();
    let trace = leetcode_trace(dir.path());
    let mut lines = trace_lines(&trace);
    // Line 6 is no event: the page plays the four events before it, saying what stats
    // refuses the trace for. (An event that cannot happen is played up to and ended on:
    // see a_trace_with_an_impossible_event_plays_up_to_it_and_ends_on_it_drawn.)
    lines[5] = r#"{"ev":"place","r":1,"c":1,"#.to_string();
    let bad = dir.path().join("bad.jsonl");
    std::fs::write(&bad, lines.join("\n") + "\n").unwrap();
    let out = dir.path().join("bad.html");
    let (code, said, warning) = run_text(&["html", path_str(&bad), "-o", path_str(&out)]);
    assert_eq!(code, 0, "{warning}");
    assert!(said.contains("events 0 to 4"), "{said}");
    let stats = run(&["stats", path_str(&bad)]);
    let message = assert_user_error(&stats);
    let words = message.trim_start_matches("error: ");
    assert!(
        warning.contains(
            words
                .split(": ")
                .skip(1)
                .collect::<Vec<_>>()
                .join(": ")
                .as_str()
        ),
        "the same words as stats: {warning} / {message}"
    );
    assert!(message.contains("line 6"), "{message}");
    // A file that is no trace at all is refused, and leaves nothing.
    let junk = dir.path().join("bad2.jsonl");
    std::fs::write(&junk, "hello\n").unwrap();
    let out = dir.path().join("bad2.html");
    let output = run(&["html", path_str(&junk), "-o", path_str(&out)]);
    let message = assert_user_error(&output);
    let stats = run(&["stats", path_str(&junk)]);
    assert_eq!(
        message,
        assert_user_error(&stats),
        "the same words as stats"
    );
    assert!(!out.exists());
    let leftovers: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| name.contains("bad2.html"))
        .collect();
    assert!(leftovers.is_empty(), "{leftovers:?}");
}

#[test]
fn options_outside_the_trace_are_refused_with_the_range_to_choose_from() {
    let dir = TempDir::new().unwrap();
    let trace = leetcode_trace(dir.path());
    let out = dir.path().join("p.html");
    let cases: [(&[&str], &str); 4] = [
        (&["--from", "90000"], "the trace has 79,461 events"),
        (
            &["--from", "10", "--to", "5"],
            "--to 5 comes before --from 10",
        ),
        (&["--start", "90000"], "events 0 to 79,461"),
        (&["--marker", "100000:late"], "--marker 100000"),
    ];
    for (extra, needle) in cases {
        let mut args = vec!["html", path_str(&trace), "-o", path_str(&out)];
        args.extend_from_slice(extra);
        let output = run(&args);
        let message = assert_user_error(&output);
        assert!(message.contains(needle), "{extra:?}: {message}");
        assert!(!out.exists());
    }
    let output = run(&[
        "html",
        path_str(&trace),
        "-o",
        path_str(&out),
        "--speed",
        "3",
    ]);
    assert_code(&output, 2);
    assert!(stderr(&output).contains("choose 0.25, 0.5, 1, 2, 4, 8, 16, 32, 64, 128, 256 or 512"));
    assert!(!out.exists());
}

#[test]
fn a_trace_past_the_page_limit_is_refused_with_advice_and_a_window_of_it_plays() {
    let dir = TempDir::new().unwrap();
    let trace = dir.path().join("long.sdt");
    let puzzle = std::fs::read_to_string(data("plb_hard20.txt")).unwrap();
    let puzzle = puzzle.lines().next().unwrap().split('\t').next().unwrap();
    let output = run(&[
        "solve",
        puzzle,
        "--trace",
        path_str(&trace),
        "--max-events",
        "2100000",
    ]);
    assert_code(&output, 1);
    let out = dir.path().join("long.html");
    let output = run(&["html", path_str(&trace), "-o", path_str(&out)]);
    let message = assert_user_error(&output);
    assert!(message.contains("2,000,000"), "{message}");
    assert!(message.contains("--from N --to M"), "{message}");
    assert!(message.contains("sudotrace render"), "{message}");
    assert!(!out.exists());
    let output = run(&[
        "html",
        path_str(&trace),
        "-o",
        path_str(&out),
        "--from",
        "1000001",
    ]);
    assert_code(&output, 0);
    assert!(
        stdout(&output).contains("events 1,000,000 to 2,099,999"),
        "{}",
        stdout(&output)
    );
    assert!(stderr(&output).is_empty(), "{}", stderr(&output));
}

#[test]
fn the_players_code_stays_small() {
    let [html, css, js] = sudotrace_page::player_code(sudotrace_core::lang::Lang::En);
    let code = [&html, &css, &js].map(String::as_str).concat();
    let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
    std::io::Write::write_all(&mut gz, code.as_bytes()).unwrap();
    let size = gz.finish().unwrap().len();
    assert!(size <= 60 * 1024, "the player is {size} bytes gzipped");
    for inside in [&css, &js] {
        assert!(
            !inside.contains("</"),
            "nothing in the player's code closes its element"
        );
    }
}

#[test]
fn help_names_every_flag_and_the_page_limit() {
    let output = run(&["html", "--help"]);
    assert_code(&output, 0);
    let help = stdout(&output);
    for flag in [
        "--from", "--to", "--start", "--speed", "--title", "--theme", "--marker", "--embed",
        "--poster", "--panel",
    ] {
        assert!(help.contains(flag), "{flag}");
    }
    assert!(help.contains("at most 2,000,000 events"));
    insta::assert_snapshot!("html_help", help);
}

#[test]
fn the_page_the_readme_links_to_is_what_html_writes_today() {
    let dir = TempDir::new().unwrap();
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let written = dir.path().join("leetcode37.html");
    let trace = root.join("traces/leetcode37-naive.jsonl.gz");
    let output = run(&["html", path_str(&trace), "-o", path_str(&written)]);
    assert_code(&output, 0);
    assert!(
        std::fs::read(&written).unwrap()
            == std::fs::read(root.join("docs/leetcode37.html")).unwrap(),
        "docs/leetcode37.html is out of date: run scripts/player-pictures.sh"
    );
}

/// The digits not in the row, column or box of cell `i` of `board` (81 characters).
fn missing_digits(board: &[u8], i: usize) -> Vec<u8> {
    let (r, c) = (i / 9, i % 9);
    (1..=9)
        .filter(|&d| {
            (0..81).all(|j| {
                let (jr, jc) = (j / 9, j % 9);
                let peer = jr == r || jc == c || (jr / 3 == r / 3 && jc / 3 == c / 3);
                !peer || board[j] != b'0' + d
            })
        })
        .collect()
}

/// Where something is on the screen, from the driver's layout: `[x, y, width, height]`.
pub(crate) fn rect(layout: &Value, name: &str) -> [f64; 4] {
    let r = &layout[name];
    ["x", "y", "width", "height"].map(|k| r[k].as_f64().unwrap_or_else(|| panic!("{name}: {r}")))
}

/// The page's title shown whole: its text no wider than the room it has.
pub(crate) fn assert_title_whole(observation: &Value, at: &str) {
    let title = &observation["layout"]["title"];
    let [text, shown] = ["text", "shown"].map(|k| title[k].as_f64().unwrap());
    assert!(
        shown > 0.0 && text <= shown,
        "{at}: the title is cut: its text is {text} px wide, shown in {shown} px: {title}"
    );
}

/// The board, the caption, Play and the seek bar all inside the viewport, and nothing
/// wider than it; gives the board's side.
pub(crate) fn assert_essentials_in_view(observation: &Value, at: &str) -> f64 {
    let layout = &observation["layout"];
    let [vw, vh] = [0, 1].map(|i| layout["viewport"][i].as_f64().unwrap());
    for name in ["board", "caption", "play", "seek"] {
        let [x, y, w, h] = rect(layout, name);
        assert!(
            x >= 0.0 && y >= 0.0 && x + w <= vw + 0.5 && y + h <= vh + 0.5,
            "{at}: the {name} at {x},{y} ({w}x{h}) is outside the {vw}x{vh} viewport"
        );
    }
    assert!(
        layout["scroll"][0].as_f64().unwrap() <= vw,
        "{at}: the page is wider than the screen: {layout}"
    );
    rect(layout, "board")[2]
}

#[test]
fn a_window_of_exactly_the_page_limit_is_taken_and_one_more_is_not() {
    let dir = TempDir::new().unwrap();
    let trace = dir.path().join("long.sdt");
    let puzzle = std::fs::read_to_string(data("plb_hard20.txt")).unwrap();
    let puzzle = puzzle.lines().next().unwrap().split('\t').next().unwrap();
    let output = run(&[
        "solve",
        puzzle,
        "--trace",
        path_str(&trace),
        "--max-events",
        "2100000",
    ]);
    assert_code(&output, 1);
    let out = dir.path().join("window.html");
    let window = |to: &str| {
        run(&[
            "html",
            path_str(&trace),
            "-o",
            path_str(&out),
            "--from",
            "50001",
            "--to",
            to,
        ])
    };
    assert_code(&window("2050000"), 0);
    let message = assert_user_error(&window("2050001"));
    assert!(message.contains("2,000,001 events"), "{message}");
}

#[test]
fn show_json_writes_an_event_as_its_trace_line() {
    let dir = TempDir::new().unwrap();
    let trace = strategy_trace(dir.path());
    let choose = (1..200)
        .map(|n| {
            let output = run(&["show", path_str(&trace), "--at", &n.to_string(), "--json"]);
            assert_code(&output, 0);
            serde_json::from_str::<Value>(stdout(&output).trim()).unwrap()
        })
        .find(|shown| shown["event"]["ev"] == "choose")
        .expect("the search chooses a blank");
    let event = &choose["event"];
    assert!(
        event["n"].as_u64().is_some() && event.get("d").is_none(),
        "{event}"
    );
}

/// The stack `show --at n` prints, oldest first: its lines after "the stack".
fn shown_stack(trace: &Path, n: u64) -> Vec<String> {
    let output = run(&["show", path_str(trace), "--at", &n.to_string()]);
    assert_code(&output, 0);
    stdout(&output)
        .lines()
        .skip_while(|line| !line.starts_with("the stack"))
        .skip(1)
        .map(|line| line.split_once(". ").unwrap().1.to_string())
        .collect()
}

/// The line `show --json --language LANGUAGE` gives for event `n` (`null` for none).
fn shown_line(trace: &Path, n: u64, language: &str) -> Value {
    let output = run(&[
        "show",
        path_str(trace),
        "--at",
        &n.to_string(),
        "--json",
        "--language",
        language,
    ]);
    assert_code(&output, 0);
    let shown: Value = serde_json::from_str(stdout(&output).trim()).unwrap();
    shown["line"].clone()
}

/// The board the cells' Chinese labels describe ("r1c3 5 提示数", "r2c2 空格，正在尝试
/// 4"), as `show --json` writes a board.
fn board_of_zh(cells: &Value) -> String {
    let cells = cells.as_array().unwrap();
    assert_eq!(cells.len(), 81);
    cells
        .iter()
        .enumerate()
        .map(|(i, label)| {
            let label = label.as_str().unwrap();
            let first = label.split('，').next().unwrap();
            let words: Vec<&str> = first.split(' ').collect();
            assert_eq!(words[0], format!("r{}c{}", i / 9 + 1, i % 9 + 1), "{label}");
            match words[1..] {
                ["空格"] => '.',
                [digit, "提示数" | "已填"] => digit.chars().next().unwrap(),
                _ => panic!("a cell's label in Chinese: {label}"),
            }
        })
        .collect()
}

/// Every run of Latin letters in `text` that is not a cell name, a solver's name, a key
/// on the keyboard, a language's, a program's or a file format's name, an address's
/// (`#mode=simulate&event=N`), or sudotrace's own name.
pub(crate) fn english_words(text: &str) -> Vec<String> {
    const ALLOWED: [&str; 26] = [
        "sudotrace",
        "naive",
        "tables",
        "oneloop",
        "mrv",
        "singles",
        "hidden",
        "pointing",
        "claiming",
        "pairs",
        "locked",
        "rows",
        "Home",
        "End",
        "PgDn",
        "PgUp",
        "Esc",
        "JavaScript",
        "Python",
        "GIF",
        "render",
        "event",
        "mode",
        "simulate",
        "N",
        "MB",
    ];
    let mut words = Vec::new();
    let mut word = String::new();
    for ch in text.chars().chain([' ']) {
        if ch.is_ascii_alphanumeric() {
            word.push(ch);
            continue;
        }
        let is_cell = word.len() == 4
            && word.starts_with('r')
            && word.as_bytes()[2] == b'c'
            && word.bytes().filter(u8::is_ascii_digit).count() == 2;
        let letters = word.chars().any(|c| c.is_ascii_alphabetic());
        // A single letter is a key to press: (c), (B).
        let key = word.len() == 1;
        if letters && !is_cell && !key && !ALLOWED.contains(&word.as_str()) {
            words.push(word.clone());
        }
        word.clear();
    }
    words
}

/// The tests that need node, Chromium or tmux: the web tier (`cargo xtask test-web`).
mod web {
    use super::*;
    use crate::util::{Tool, tools_here};

    #[test]
    #[ignore = "web tier, run by `cargo xtask test-web`"]
    fn the_page_shows_what_show_shows_at_twenty_random_events() {
        if !tools_here(&[Tool::Browser]) {
            return;
        }
        let dir = TempDir::new().unwrap();
        let trace = leetcode_trace(dir.path());
        let page = page(&trace, "search.html", &[]);
        let last = 79_461.0;
        let mut random = Lcg(37);
        let mut steps = Vec::new();
        for i in 0..20 {
            // A click on the seek bar, a number typed into the event box, or a link to an
            // event; each followed by a step back.
            match i % 3 {
                0 => steps.push(json!({"seek": random.fraction()})),
                1 => steps.push(json!({"goto": (random.fraction() * last) as u64})),
                _ => steps
                    .push(json!({"open": format!("#event={}", (random.fraction() * last) as u64)})),
            }
            steps.push(json!({"press": "ArrowLeft"}));
        }
        for _ in 0..5 {
            steps.push(json!({"press": "]"}));
        }
        steps.push(json!({"press": "["}));
        for key in ["c", "c", "C", "b", "B", "b", "Home", "5", "End"] {
            steps.push(json!({ "press": key }));
        }
        let result = drive(&page, json!({ "steps": steps }));
        let observations = result["observations"].as_array().unwrap();
        let mut shown = Shown::new(&trace);
        let mut previous = 0;
        for observation in observations {
            let n = assert_like_show(observation, &mut shown);
            let step = &observation["step"];
            if let Some(goto) = step["goto"].as_u64() {
                assert_eq!(n, goto, "the event typed in");
            }
            if let Some(open) = step["open"].as_str() {
                assert_eq!(format!("#event={n}"), open, "the event the link names");
            }
            if step["press"] == "ArrowLeft" {
                assert_eq!(n, previous - 1, "one event back");
            }
            previous = n;
        }
        let markers = marker_positions(&observations[0]);
        assert!(markers.len() >= 4, "{markers:?}");
        let jumps: Vec<u64> = observations[40..45].iter().map(position).collect();
        let mut expected: Vec<u64> = markers
            .iter()
            .copied()
            .filter(|&m| m > position(&observations[39]))
            .collect();
        expected.dedup();
        let reached = expected.len().min(5);
        assert_eq!(
            jumps[..reached],
            expected[..reached],
            "] goes marker to marker"
        );
        // c, c, C, b, B, b, Home, 5, End after the markers.
        let kinds: Vec<String> = observations[46..52]
            .iter()
            .map(|o| {
                shown.at(position(o))["event"]["ev"]
                    .as_str()
                    .unwrap()
                    .to_string()
            })
            .collect();
        assert_eq!(
            kinds,
            [
                "conflict",
                "conflict",
                "conflict",
                "backtrack",
                "backtrack",
                "backtrack"
            ]
        );
        assert_eq!(position(&observations[52]), 0, "Home: the puzzle");
        assert_eq!(position(&observations[53]), 39_731, "5: half way");
        let end = &observations[54];
        assert_eq!(position(end), 79_461, "End: the last event");
        assert_eq!(end["end"], "the end: solved: every blank is filled");
    }

    #[test]
    #[ignore = "web tier, run by `cargo xtask test-web`"]
    fn a_strategy_page_shows_choices_forced_digits_and_dead_ends_as_show_does() {
        if !tools_here(&[Tool::Browser]) {
            return;
        }
        let dir = TempDir::new().unwrap();
        let trace = strategy_trace(dir.path());
        let page = page(&trace, "mrv.html", &["--theme", "dark"]);
        let mut random = Lcg(5);
        let mut steps = vec![json!({"press": "]"})];
        for _ in 0..12 {
            steps.push(json!({"seek": random.fraction()}));
            steps.push(json!({"press": "ArrowLeft"}));
            steps.push(json!({"press": "ArrowRight"}));
        }
        let result = drive(&page, json!({ "steps": steps }));
        let mut shown = Shown::new(&trace);
        let mut kinds = std::collections::BTreeSet::new();
        for observation in result["observations"].as_array().unwrap() {
            let n = assert_like_show(observation, &mut shown);
            if let Some(kind) = shown.at(n)["event"]["ev"].as_str() {
                kinds.insert(kind.to_string());
            }
            assert!(
                count(observation, "guesses").is_some(),
                "a strategy's counts"
            );
        }
        assert!(kinds.len() >= 4, "several kinds of event seen: {kinds:?}");
        let first = &result["observations"][0];
        assert!(
            first["markers"]
                .as_array()
                .unwrap()
                .iter()
                .any(|m| m.as_str().unwrap().contains("first dead end")),
            "{first}"
        );
    }

    #[test]
    #[ignore = "web tier, run by `cargo xtask test-web`"]
    fn a_window_plays_only_its_events_with_the_counts_of_the_whole_search() {
        if !tools_here(&[Tool::Browser]) {
            return;
        }
        let dir = TempDir::new().unwrap();
        let trace = leetcode_trace(dir.path());
        let page = page(
            &trace,
            "window.html",
            &[
                "--from",
                "1000",
                "--to",
                "1400",
                "--start",
                "1200",
                "--marker",
                "1300:a moment of mine",
            ],
        );
        let steps = json!([
            {"wait": 0},
            {"press": "Home"},
            {"press": "ArrowLeft"},
            {"press": "End"},
            {"press": "ArrowRight"},
            {"press": "["},
            {"seek": 0.5},
        ]);
        let result = drive(&page, json!({ "steps": steps }));
        let observations = result["observations"].as_array().unwrap();
        let mut shown = Shown::new(&trace);
        let positions: Vec<u64> = observations
            .iter()
            .map(|o| assert_like_show(o, &mut shown))
            .collect();
        assert_eq!(positions[..6], [1200, 999, 999, 1400, 1400, 1300]);
        assert!((1150..=1250).contains(&positions[6]), "{positions:?}");
        assert!(
            observations[0]["markers"]
                .as_array()
                .unwrap()
                .contains(&json!("#1,300 a moment of mine"))
        );
        // What the window's markers find, they find within it, and say so.
        let markers: Vec<&str> = observations[0]["markers"]
            .as_array()
            .unwrap()
            .iter()
            .filter_map(|m| m.as_str())
            .collect();
        for found in ["first conflict", "first backtrack", "deepest point"] {
            let marker = markers.iter().find(|m| m.contains(found));
            assert!(
                marker.is_some_and(|m| m.contains(&format!("{found} of this window"))),
                "{found}: {markers:?}"
            );
        }
    }

    #[test]
    #[ignore = "web tier, run by `cargo xtask test-web`"]
    fn every_control_works_from_the_keyboard() {
        if !tools_here(&[Tool::Browser]) {
            return;
        }
        let dir = TempDir::new().unwrap();
        let trace = leetcode_trace(dir.path());
        let page = page(&trace, "keys.html", &["--start", "500"]);
        // Each button reached with Tab and pressed with Enter, then each key.
        let steps = json!([
            {"tab": "forward", "press": "Enter"},
            {"tab": "back", "press": "Enter"},
            {"tab": "next-conflict", "press": "Enter"},
            {"tab": "prev-conflict", "press": "Enter"},
            {"tab": "next-backtrack", "press": "Enter"},
            {"tab": "prev-backtrack", "press": "Enter"},
            {"tab": "next-marker", "press": "Enter"},
            {"tab": "prev-marker", "press": "Enter"},
            {"tab": "play", "press": "Enter", "frames": 15},
            {"press": " "},
            {"press": "+"},
            {"press": "+"},
            {"press": "-"},
            {"press": " ", "frames": 15},
            {"press": " "},
            {"press": "?"},
            {"press": "Escape"},
            {"tab": "help-button", "press": "Enter"},
            {"press": "Escape"},
            {"press": "f", "wait": 200},
            {"press": "f", "wait": 200},
            {"tab": "goto", "press": "Backspace"},
            {"press": "Escape"},
            {"wait": 300},
        ]);
        let result = drive(&page, json!({ "steps": steps }));
        let o = result["observations"].as_array().unwrap();
        let mut shown = Shown::new(&trace);
        for observation in o {
            if !observation["playing"].as_bool().unwrap() {
                assert_like_show(observation, &mut shown);
            }
        }
        let at = |i: usize| position(&o[i]);
        let kind = |shown: &mut Shown, i: usize| shown.at(at(i))["event"]["ev"].clone();
        assert_eq!(at(0), 501, "Forward");
        assert_eq!(at(1), 500, "Back");
        assert!(
            at(2) > 500 && kind(&mut shown, 2) == "conflict",
            "next conflict"
        );
        assert!(
            at(3) < 500 && kind(&mut shown, 3) == "conflict",
            "previous conflict"
        );
        assert!(
            at(4) > at(3) && kind(&mut shown, 4) == "backtrack",
            "next backtrack"
        );
        assert!(
            at(5) < at(4) && kind(&mut shown, 5) == "backtrack",
            "previous backtrack"
        );
        let markers = marker_positions(&o[0]);
        assert_eq!(
            at(6),
            *markers.iter().find(|&&m| m > at(5)).unwrap(),
            "next marker"
        );
        assert_eq!(
            at(7),
            *markers.iter().rev().find(|&&m| m < at(6)).unwrap(),
            "previous marker"
        );
        assert!(o[8]["playing"].as_bool().unwrap(), "Play plays");
        assert!(at(8) > at(7), "and moves on");
        assert!(!o[9]["playing"].as_bool().unwrap(), "Space pauses");
        assert_eq!(o[10]["speed"], "2");
        assert_eq!(o[11]["speed"], "4");
        assert_eq!(o[12]["speed"], "2");
        assert!(o[13]["playing"].as_bool().unwrap(), "Space plays");
        assert!(at(13) >= at(12) + 2 * 10, "two events a frame: {}", at(13));
        assert!(!o[14]["playing"].as_bool().unwrap());
        assert!(o[15]["help"].as_bool().unwrap(), "? opens the keys");
        assert!(!o[16]["help"].as_bool().unwrap(), "Escape closes them");
        assert!(o[17]["help"].as_bool().unwrap(), "so does the Keys button");
        assert!(o[19]["fullscreen"].as_bool().unwrap(), "f: full screen");
        assert!(!o[20]["fullscreen"].as_bool().unwrap(), "f again: back");
        assert_eq!(
            o[21]["focus"], "goto",
            "the event box takes the focus by Tab"
        );
        let last = &o[23];
        assert_eq!(
            last["hash"],
            format!("#event={}", position(last)),
            "the address says the event"
        );
    }

    #[test]
    #[ignore = "web tier, run by `cargo xtask test-web`"]
    fn each_theme_fits_a_phone_and_a_projector() {
        if !tools_here(&[Tool::Browser]) {
            return;
        }
        let dir = TempDir::new().unwrap();
        let trace = leetcode_trace(dir.path());
        // Each theme by name, and the reader's dark preference when the page names none.
        let cases = [
            (Some("light"), "light", [0xff, 0xff, 0xff]),
            (Some("dark"), "light", [0x18, 0x19, 0x1c]),
            (Some("colorblind"), "dark", [0xff, 0xff, 0xff]),
            (None, "dark", [0x18, 0x19, 0x1c]),
        ];
        let shots = Path::new(env!("CARGO_TARGET_TMPDIR")).join("player-screenshots");
        std::fs::create_dir_all(&shots).unwrap();
        for (theme, scheme, background) in cases {
            let name = theme.unwrap_or("reader");
            let extra: Vec<&str> = theme.map(|t| vec!["--theme", t]).unwrap_or_default();
            let page = page(&trace, &format!("{name}.html"), &extra);
            for (width, height) in [(390, 844), (1920, 1080)] {
                let shot = shots.join(format!("{name}-{width}.png"));
                let plan = json!({
                    "viewport": [width, height],
                    "colorScheme": scheme,
                    "steps": [{"press": "c"}, {"press": "c"}, {"screenshot": path_str(&shot)}],
                });
                drive(&page, plan);
                let (corner, shot_width, shot_height) = pixel(&shot, 2, 2);
                assert_eq!(
                    corner, background,
                    "{name} at {width}: the page's background"
                );
                assert_eq!(shot_width, width, "{name}: nothing wider than the screen");
                if width == 1920 {
                    assert!(
                        shot_height <= height + 40,
                        "{name}: fits a projector's height"
                    );
                }
            }
        }
    }

    /// On a machine with no Chinese font (the browser shown none of this one's), a Chinese
    /// page draws every Chinese character it shows in the font it carries: Chromium's own
    /// account of the fonts of each text, after playing, in the help and at the end. The
    /// same page without its font draws them in none of its own (empty boxes, in Latin
    /// fonts), and an English page carries no font.
    #[test]
    #[ignore = "web tier, run by `cargo xtask test-web`"]
    fn a_chinese_page_draws_its_chinese_in_its_own_font_where_the_machine_has_none() {
        if !tools_here(&[Tool::Browser]) {
            return;
        }
        let dir = TempDir::new().unwrap();
        let trace = leetcode_trace(dir.path());
        let zh = page(&trace, "zh.html", &["--lang", "zh-CN"]);
        let bare = dir.path().join("bare.html");
        std::fs::write(&bare, without_font(&std::fs::read_to_string(&zh).unwrap())).unwrap();
        let english = page(&trace, "en.html", &[]);
        let steps = json!([
            {"fonts": true},
            {"goto": 42, "fonts": true},
            {"press": "p", "fonts": true},
            {"press": "?", "fonts": true},
            {"press": "Escape"},
            {"press": "End", "fonts": true},
        ]);
        let plan = json!({ "fonts": "no-cjk", "steps": steps });

        let texts = fonts_drawn(&zh, &plan);
        assert!(texts.len() >= 40, "{} texts with Chinese", texts.len());
        let shown: String = texts.iter().map(|text| text.text.as_str()).collect();
        for words in ["播放", "回溯", "调用栈", "检查", "速度", "冲突", "按键"] {
            assert!(shown.contains(words), "{words} is shown: {shown}");
        }
        for text in &texts {
            assert_eq!(
                text.own, text.wide,
                "every Chinese character in the page's own font: {text:?}"
            );
            assert_eq!(
                text.faces,
                json!([{"family": "Noto Sans SC Subset sudotrace", "status": "loaded"}])
            );
        }

        let control = fonts_drawn(&bare, &plan);
        assert!(control.len() >= 40);
        for text in &control {
            assert_eq!(text.own, 0, "{text:?}");
            assert!(text.other >= text.wide, "{text:?}");
            for family in &text.families {
                assert!(
                    !["CJK", "Han", "Hei", "PingFang", "YaHei"]
                        .iter()
                        .any(|cjk| family.contains(cjk)),
                    "the browser was shown a Chinese font, {family}: {text:?}"
                );
            }
        }

        let result = drive(&english, plan.clone());
        for observation in result["observations"].as_array().unwrap() {
            if let Some(fonts) = observation["step"]["fonts"].as_object() {
                assert_eq!(fonts["faces"], json!([]), "the English page has no font");
                assert_eq!(fonts["texts"], json!([]), "nor any Chinese");
            }
        }
    }

    #[test]
    #[ignore = "web tier, run by `cargo xtask test-web`"]
    fn candidates_pencilled_in_are_the_digits_each_blank_may_still_take() {
        if !tools_here(&[Tool::Browser]) {
            return;
        }
        let dir = TempDir::new().unwrap();
        let trace = strategy_trace(dir.path());
        let page = page(&trace, "pencil.html", &["--candidates"]);
        let steps = json!([{"seek": 0.3}, {"press": "c"}, {"seek": 0.8}, {"press": "p"}, {"click": "#candidates"}]);
        let result = drive(&page, json!({ "steps": steps }));
        let observations = result["observations"].as_array().unwrap();
        let mut shown = Shown::new(&trace);
        for (k, observation) in observations.iter().enumerate() {
            assert_like_show(observation, &mut shown);
            let board = board_of(&observation["cells"]);
            let labels = observation["cells"].as_array().unwrap();
            for (i, label) in labels.iter().enumerate() {
                let label = label.as_str().unwrap();
                let pencilled = label.split(", candidates ").nth(1).map(|digits| {
                    digits
                        .split(',')
                        .next()
                        .unwrap()
                        .split(' ')
                        .map(|d| d.parse::<u8>().unwrap())
                        .collect::<Vec<u8>>()
                });
                let blank = board.as_bytes()[i] == b'.';
                let tried = label.contains("trying")
                    || label.contains("rejected")
                    || label.contains("erased");
                match (k, pencilled) {
                    // "p" took them away.
                    (3, Some(_)) => panic!("{label}: candidates after p"),
                    (3, None) => {}
                    (_, Some(digits)) => {
                        assert!(blank && !tried, "{label}");
                        let mut board = board.clone().into_bytes();
                        board
                            .iter_mut()
                            .for_each(|b| *b = if *b == b'.' { b'0' } else { *b });
                        let missing = missing_digits(&board, i);
                        assert_eq!(digits, missing, "{label}");
                    }
                    (_, None) => {
                        let mut zeros = board.clone().into_bytes();
                        zeros
                            .iter_mut()
                            .for_each(|b| *b = if *b == b'.' { b'0' } else { *b });
                        assert!(
                            !blank || tried || missing_digits(&zeros, i).is_empty(),
                            "{label}: a blank with candidates shows them"
                        );
                    }
                }
            }
        }
    }

    #[test]
    #[ignore = "web tier, run by `cargo xtask test-web`"]
    fn a_trace_with_an_impossible_event_plays_up_to_it_and_ends_on_it_drawn() {
        if !tools_here(&[Tool::Browser]) {
            return;
        }
        let dir = TempDir::new().unwrap();
        let trace = leetcode_trace(dir.path());
        let mut lines = trace_lines(&trace);
        // Event 40 places a digit where the row already holds it.
        let event: Value = serde_json::from_str(&lines[40]).unwrap();
        let (r, c) = (event["r"].as_u64().unwrap(), event["c"].as_u64().unwrap());
        lines[40] = format!(r#"{{"ev":"place","r":{r},"c":{c},"d":5}}"#);
        lines.truncate(60);
        let bad = dir.path().join("bad.jsonl");
        std::fs::write(&bad, lines.join("\n") + "\n").unwrap();
        let page = page(&bad, "bad.html", &[]);
        let steps = json!([{"press": "End"}, {"press": "ArrowLeft"}, {"press": "ArrowRight"}, {"press": "["}]);
        let result = drive(&page, json!({ "steps": steps }));
        let observations = result["observations"].as_array().unwrap();
        let mut shown = Shown::new(&bad);
        let positions: Vec<u64> = observations
            .iter()
            .map(|o| assert_like_show(o, &mut shown))
            .collect();
        assert_eq!(positions[..3], [40, 39, 40]);
        let caption = observations[0]["caption"].as_str().unwrap();
        assert!(caption.contains("cannot happen"), "{caption}");
        assert!(
            observations[0]["markers"]
                .as_array()
                .unwrap()
                .iter()
                .any(|m| m.as_str().unwrap().starts_with("#40 ")
                    && m.as_str().unwrap().contains("cannot happen")),
            "{}",
            observations[0]["markers"]
        );
    }

    #[test]
    #[ignore = "web tier, run by `cargo xtask test-web`"]
    fn the_board_comes_first_on_every_screen_from_a_phone_to_a_4k_projector() {
        if !tools_here(&[Tool::Browser]) {
            return;
        }
        let dir = TempDir::new().unwrap();
        let trace = leetcode_trace(dir.path());
        let page = page(&trace, "sizes.html", &["--start", "300"]);
        let sizes = [
            (390, 844),
            (768, 1024),
            (1280, 720),
            (1366, 768),
            (1920, 1080),
            (3840, 2160),
        ];
        for (width, height) in sizes {
            let result = drive(
                &page,
                json!({"viewport": [width, height], "steps": [{"wait": 50}]}),
            );
            let observation = &result["observations"][0];
            let at = format!("{width}x{height}");
            let board = assert_essentials_in_view(observation, &at);
            let (width, height) = (width as f64, height as f64);
            if width > height {
                assert_title_whole(observation, &at);
                let least = if height >= 2000.0 { 0.5 } else { 0.55 };
                assert!(
                    board >= least * height,
                    "{at}: the board is {board} px, under {least} of the height"
                );
            } else if width < 500.0 {
                assert!(
                    board >= 0.9 * width,
                    "{at}: the board is {board} px, under 90 % of the width"
                );
            }
        }
    }

    /// Beside the board the modes' buttons share the title's line only when the title
    /// fits beside them; else it has a line of its own above them (at 1280 x 720 it was
    /// cut to "sudotrace: na…").
    #[test]
    #[ignore = "web tier, run by `cargo xtask test-web`"]
    fn the_title_reads_whole_beside_the_board_at_1280_by_720() {
        if !tools_here(&[Tool::Browser]) {
            return;
        }
        let dir = TempDir::new().unwrap();
        let trace = leetcode_trace(dir.path());
        let pages = [
            page(&trace, "default.html", &[]),
            page(&trace, "zh.html", &["--lang", "zh-CN"]),
            page(
                &trace,
                "long.html",
                &["--title", "LeetCode 37: the naive search, step by step"],
            ),
        ];
        for page in &pages {
            let result = drive(
                page,
                json!({"viewport": [1280, 720], "steps": [{"wait": 50}, {"press": "m"}]}),
            );
            let o = result["observations"].as_array().unwrap();
            let at = format!("{} at 1280x720", page.display());
            assert_essentials_in_view(&o[0], &at);
            // Whatever the mode (the modes' buttons are the same).
            for observation in o {
                assert_title_whole(observation, &format!("{at}, {}", observation["mode"]));
            }
        }
    }

    #[test]
    #[ignore = "web tier, run by `cargo xtask test-web`"]
    fn zooming_in_makes_the_text_bigger_and_never_the_board_smaller() {
        if !tools_here(&[Tool::Browser]) {
            return;
        }
        let dir = TempDir::new().unwrap();
        let trace = leetcode_trace(dir.path());
        let page = page(&trace, "zoom.html", &["--start", "300"]);
        // Browser zoom on a 1366 x 768 screen: fewer CSS pixels, each drawn larger.
        let mut boards = Vec::new();
        let mut captions = Vec::new();
        for zoom in [1.0, 1.5, 2.0] {
            let viewport = [(1366.0 / zoom) as u32, (768.0 / zoom) as u32];
            let result = drive(
                &page,
                json!({"viewport": viewport, "scale": zoom, "steps": [{"wait": 50}]}),
            );
            let observation = &result["observations"][0];
            let board = assert_essentials_in_view(observation, &format!("zoom {zoom}"));
            boards.push(board * zoom);
            captions.push(rect(&observation["layout"], "play")[3] * zoom);
        }
        for (i, board) in boards.iter().enumerate().skip(1) {
            assert!(
                *board >= boards[0] - 1.0,
                "the board shrank when zoomed in: {boards:?} device pixels"
            );
            assert!(
                captions[i] > captions[0],
                "the controls did not grow: {captions:?}"
            );
        }
    }

    #[test]
    #[ignore = "web tier, run by `cargo xtask test-web`"]
    fn a_strategy_page_keys_and_jumps_speak_the_strategys_language() {
        if !tools_here(&[Tool::Browser]) {
            return;
        }
        let dir = TempDir::new().unwrap();
        let trace = strategy_trace(dir.path());
        let page = page(&trace, "mrv.html", &[]);
        let steps = json!([
            {"press": "d"}, {"press": "d"}, {"press": "D"},
            {"press": "Home"}, {"press": "g"}, {"press": "g"},
            {"press": "Home"}, {"press": "s"}, {"press": "s"},
        ]);
        let result = drive(&page, json!({ "steps": steps }));
        let o = result["observations"].as_array().unwrap();
        let mut shown = Shown::new(&trace);
        for observation in o {
            assert_like_show(observation, &mut shown);
        }
        let key = o[0]["key"].as_array().unwrap();
        for wanted in ["force", "choose", "guess", "deadend", "unforce"] {
            assert!(
                key.contains(&json!(wanted)),
                "the key explains {wanted}: {key:?}"
            );
        }
        let event = |shown: &mut Shown, i: usize| shown.at(position(&o[i]))["event"].clone();
        let (d1, d2, d0) = (position(&o[0]), position(&o[1]), position(&o[2]));
        assert_eq!(event(&mut shown, 0)["ev"], "deadend");
        assert!(
            d2 > d1 && event(&mut shown, 1)["ev"] == "deadend",
            "the next dead end"
        );
        assert_eq!(d0, d1, "back to the one before");
        for i in [4, 5] {
            let choice = event(&mut shown, i);
            assert_eq!(choice["ev"], "choose", "g lands on a choice");
            assert!(choice["n"].as_u64().unwrap() >= 2, "a guess: {choice}");
        }
        assert!(position(&o[5]) > position(&o[4]));
        for i in [7, 8] {
            let n = position(&o[i]);
            assert_eq!(
                shown.at(n)["event"]["ev"],
                "force",
                "s lands on a forced digit"
            );
            assert_ne!(
                shown.at(n - 1)["event"]["ev"],
                "force",
                "the first of a run of forced digits"
            );
        }
        // The cells wear the marks the key explains.
        let marks = o[0]["marks"].as_array().unwrap();
        assert!(
            marks
                .iter()
                .any(|m| m.as_str().unwrap().contains("deadend"))
        );
        // Counts a search never makes are left out; a strategy's are there.
        assert!(count(&o[0], "forced").is_some() && count(&o[0], "dead ends").is_some());

        // The row-by-row search: jumps to what it never makes are disabled, saying why.
        let naive = leetcode_trace(dir.path());
        let naive_page = self::page(&naive, "naive.html", &[]);
        let result = drive(&naive_page, json!({"steps": [{"press": "d"}]}));
        let first = &result["observations"][0];
        for id in ["next-deadend", "prev-guess", "next-forced"] {
            let button = &first["buttons"][id];
            assert_eq!(button["disabled"], true, "{id}: {button}");
            assert!(
                button["title"].as_str().unwrap().contains("this search"),
                "{button}"
            );
        }
        assert_eq!(first["buttons"]["next-conflict"]["disabled"], false);
        assert!(
            first["live"].as_str().unwrap().contains("no dead ends"),
            "d says why it goes nowhere: {first}"
        );
        for absent in ["forced", "dead ends", "guesses"] {
            assert_eq!(count(first, absent), None, "{absent} is left out");
        }
        let key = first["key"].as_array().unwrap();
        assert!(!key.contains(&json!("force")) && key.contains(&json!("conflict")));
        let help = first["helpRows"].as_array().unwrap();
        assert!(
            !help.contains(&json!("d D")) && help.contains(&json!("c C")),
            "{help:?}"
        );
    }

    #[test]
    #[ignore = "web tier, run by `cargo xtask test-web`"]
    fn every_control_has_its_own_name_and_keys_do_what_they_say() {
        if !tools_here(&[Tool::Browser]) {
            return;
        }
        let dir = TempDir::new().unwrap();
        let trace = leetcode_trace(dir.path());
        let page = page(&trace, "a11y.html", &["--start", "500"]);
        let steps = json!([
            {"tab": "next-backtrack", "press": " "},
            {"tab": "seek", "press": "ArrowUp"},
            {"press": "ArrowDown"},
            {"press": "ArrowDown"},
            {"press": "?"},
            {"press": "ArrowRight"},
            {"press": "Escape"},
            {"hover": 0.5},
            {"open": "#event=500&x=1"},
            {"open": "#event=oops"},
        ]);
        let result = drive(&page, json!({ "steps": steps }));
        let o = result["observations"].as_array().unwrap();
        let mut shown = Shown::new(&trace);
        let n = position(&o[0]);
        assert!(n > 500, "Space pressed the focused button");
        assert_eq!(shown.at(n)["event"]["ev"], "backtrack");
        assert!(!o[0]["playing"].as_bool().unwrap(), "and did not play");
        assert_eq!(position(&o[1]), n + 1, "↑ on the seek bar: one event on");
        assert_eq!(position(&o[3]), n - 1, "↓: one back");
        assert!(o[4]["help"].as_bool().unwrap());
        assert_eq!(
            position(&o[5]),
            n - 1,
            "→ does nothing while the help is open"
        );
        // Paired buttons are told apart by their names.
        let buttons = &o[0]["buttons"];
        assert_eq!(buttons["prev-conflict"]["name"], "Previous conflict");
        assert_eq!(buttons["next-conflict"]["name"], "Next conflict");
        let names: Vec<&str> = buttons
            .as_object()
            .unwrap()
            .values()
            .map(|b| b["name"].as_str().unwrap())
            .collect();
        let unique: std::collections::BTreeSet<&str> = names.iter().copied().collect();
        assert_eq!(
            unique.len(),
            names.len(),
            "every button its own name: {names:?}"
        );
        // Markers read with a space, and say which event they are.
        for (text, name) in o[0]["markers"]
            .as_array()
            .unwrap()
            .iter()
            .zip(o[0]["markerNames"].as_array().unwrap())
        {
            let text = text.as_str().unwrap();
            let digits = text[1..]
                .chars()
                .take_while(|c| c.is_ascii_digit() || *c == ',')
                .count();
            assert_eq!(&text[1 + digits..2 + digits], " ", "{text}");
            assert!(name.as_str().unwrap().starts_with("event "), "{name}");
        }
        // The row-by-row search reaches the end at its deepest point: said once.
        let markers = o[0]["markers"].as_array().unwrap();
        assert!(
            !markers
                .iter()
                .any(|m| m.as_str().unwrap().contains("deepest point,"))
        );
        assert!(
            markers
                .last()
                .unwrap()
                .as_str()
                .unwrap()
                .contains("the deepest point")
        );
        // Hovering the seek bar says the event under the pointer.
        assert!(
            o[7]["tip"].as_str().unwrap().starts_with("event ")
                || o[7]["tip"].as_str().unwrap().starts_with('#'),
            "{}",
            o[7]["tip"]
        );
        assert_eq!(
            position(&o[8]),
            500,
            "an address with more in it still opens the event"
        );
        assert!(
            o[9]["live"].as_str().unwrap().contains("names no event"),
            "a bad address is said: {}",
            o[9]["live"]
        );
    }

    #[test]
    #[ignore = "web tier, run by `cargo xtask test-web`"]
    fn a_trace_cut_short_or_stopped_at_a_limit_says_so() {
        if !tools_here(&[Tool::Browser]) {
            return;
        }
        let dir = TempDir::new().unwrap();
        let trace = leetcode_trace(dir.path());
        let lines = trace_lines(&trace);
        let cut = dir.path().join("cut.jsonl");
        std::fs::write(&cut, lines[..200].join("\n") + "\n").unwrap();
        let cut_page = page(&cut, "cut.html", &[]);
        let result = drive(&cut_page, json!({"steps": [{"press": "End"}]}));
        let end = &result["observations"][0];
        assert!(
            end["about"].as_str().unwrap().contains("cut short"),
            "{}",
            end["about"]
        );
        assert!(
            end["end"].as_str().unwrap().contains("cut short"),
            "{}",
            end["end"]
        );
        let last = end["markers"].as_array().unwrap().last().unwrap().clone();
        assert!(last.as_str().unwrap().contains("cut short"), "{last}");

        let limited = dir.path().join("limited.jsonl");
        solve_traced(LEETCODE, "naive", &limited, &["--max-events", "300"], 1);
        let limited_page = page(&limited, "limited.html", &[]);
        let result = drive(&limited_page, json!({"steps": [{"press": "End"}]}));
        let end = &result["observations"][0];
        for said in [&end["about"], &end["end"]] {
            assert!(said.as_str().unwrap().contains("event limit"), "{said}");
        }
    }

    #[test]
    #[ignore = "web tier, run by `cargo xtask test-web`"]
    fn the_stack_and_the_tree_follow_the_search_as_show_does() {
        if !tools_here(&[Tool::Browser]) {
            return;
        }
        let dir = TempDir::new().unwrap();
        for (trace, name) in [
            (strategy_trace(dir.path()), "mrv.html"),
            (leetcode_trace(dir.path()), "naive.html"),
        ] {
            let page = page(&trace, name, &[]);
            let mut random = Lcg(11);
            let mut steps = vec![];
            for _ in 0..8 {
                steps.push(json!({"seek": random.fraction()}));
                steps.push(json!({"press": "ArrowLeft"}));
            }
            steps.push(json!({"treeClick": [0.999, 0.02]}));
            steps.push(json!({"click": "#show-stack"}));
            let result = drive(&page, json!({"viewport": [1600, 900], "steps": steps}));
            let o = result["observations"].as_array().unwrap();
            for observation in &o[..16] {
                let n = position(observation);
                let mut page_stack: Vec<String> = observation["stack"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|s| s.as_str().unwrap().to_string())
                    .filter(|s| !s.starts_with("trying "))
                    .collect();
                page_stack.reverse();
                assert_eq!(
                    page_stack,
                    shown_stack(&trace, n),
                    "{name}: the stack after event {n}"
                );
            }
            // A click on the tree's first row goes to the node standing there: the placement
            // of the stack's first cell.
            let clicked = &o[16];
            let n = position(clicked);
            let event = &Shown::new(&trace).at(n)["event"].clone();
            assert!(
                event["ev"] == "place" || event["ev"] == "force",
                "{name}: the tree took the page to a placement: {event}"
            );
            assert_eq!(o[17]["panels"]["stack"], false, "the stack panel hides");
            assert_eq!(o[17]["stack"], json!([]), "and is not drawn while hidden");
        }
    }

    #[test]
    #[ignore = "web tier, run by `cargo xtask test-web`"]
    fn the_code_panel_lights_the_line_show_names_in_every_language() {
        if !tools_here(&[Tool::Browser]) {
            return;
        }
        let dir = TempDir::new().unwrap();
        for (trace, name) in [
            (strategy_trace(dir.path()), "mrv.html"),
            (leetcode_trace(dir.path()), "naive.html"),
        ] {
            let page = page(&trace, name, &[]);
            let mut random = Lcg(23);
            let mut steps = vec![];
            for language in ["pseudocode", "js", "python"] {
                steps.push(json!({"select": ["#language", language]}));
                for _ in 0..4 {
                    steps.push(json!({"seek": random.fraction()}));
                }
            }
            let result = drive(&page, json!({"viewport": [1600, 900], "steps": steps}));
            assert_eq!(result["console"], json!([]), "{name}");
            for (i, observation) in result["observations"]
                .as_array()
                .unwrap()
                .iter()
                .enumerate()
            {
                let language = ["pseudocode", "js", "python"][i / 5];
                let n = position(observation);
                let line = shown_line(&trace, n, language);
                let lit = observation["codeLine"].as_str().unwrap();
                assert_eq!(
                    lit,
                    line.as_u64().map_or(String::new(), |l| l.to_string()),
                    "{name} {language} at {n}"
                );
                if let Some(line) = line.as_u64() {
                    let listing = stdout(&run(&[
                        "listing",
                        "--solver",
                        if name == "mrv.html" {
                            "mrv+singles+tables"
                        } else {
                            "naive"
                        },
                        "--language",
                        language,
                    ]));
                    let text = listing.lines().nth(line as usize - 1).unwrap();
                    assert_eq!(
                        observation["codeText"].as_str().unwrap().trim_end(),
                        text.trim_end(),
                        "{name} {language} at {n}"
                    );
                    let kind = Shown::new(&trace).at(n)["event"]["ev"]
                        .as_str()
                        .unwrap()
                        .to_string();
                    assert!(
                        observation["codeEvent"]
                            .as_str()
                            .unwrap()
                            .contains(&format!("this {kind} event")),
                        "{observation}"
                    );
                }
            }
        }
    }

    #[test]
    #[ignore = "web tier, run by `cargo xtask test-web`"]
    fn a_trace_that_departs_from_its_claim_is_played_in_its_events_own_words() {
        if !tools_here(&[Tool::Browser]) {
            return;
        }
        let dir = TempDir::new().unwrap();
        let trace = dir.path().join("mrv.jsonl");
        solve_traced(LEETCODE, "mrv+tables", &trace, &[], 0);
        // The search's first choice, its tries and placement; then it erases the digit (the
        // mrv search would choose its next blank) and makes the same choice again: the same
        // event, with the words of the strategy's reason before the departure, its own after.
        let mut lines = trace_lines(&trace);
        lines.truncate(12);
        lines.push(r#"{"ev":"backtrack","r":5,"c":5,"d":5}"#.to_string());
        lines.push(lines[1].clone());
        lines.push(r#"{"ev":"end","result":"limit"}"#.to_string());
        let departing = dir.path().join("departing.jsonl");
        std::fs::write(&departing, lines.join("\n") + "\n").unwrap();
        let page = page(&departing, "departing.html", &[]);
        let steps = json!([{"goto": 1}, {"goto": 13}, {"goto": 12}]);
        let result = drive(&page, json!({ "steps": steps }));
        let observations = result["observations"].as_array().unwrap();
        let mut shown = Shown::new(&departing);
        let positions: Vec<u64> = observations
            .iter()
            .map(|o| assert_like_show(o, &mut shown))
            .collect();
        assert_eq!(positions, [1, 13, 12]);
        let caption = |i: usize| observations[i]["caption"].as_str().unwrap().to_string();
        assert!(
            caption(0).ends_with("r5c5: 1 candidate, the fewest"),
            "{}",
            caption(0)
        );
        assert!(
            caption(1).ends_with("r5c5: chosen, 1 candidate"),
            "{}",
            caption(1)
        );
        // The departure is marked on its event, said with the other moment there.
        assert!(
            observations[0]["markers"]
                .as_array()
                .unwrap()
                .iter()
                .any(|m| {
                    let m = m.as_str().unwrap();
                    m.starts_with("#12 ")
                        && m.contains("here it departs from the mrv search (mrv+tables)")
                }),
            "{}",
            observations[0]["markers"]
        );
    }

    #[test]
    #[ignore = "web tier, run by `cargo xtask test-web`"]
    fn the_page_in_chinese_names_every_control_in_chinese_and_shows_what_show_shows() {
        if !tools_here(&[Tool::Browser]) {
            return;
        }
        let dir = TempDir::new().unwrap();
        let trace = leetcode_trace(dir.path());
        let page = page(&trace, "zh.html", &["--lang", "zh-CN"]);
        let steps = json!([
            {"read": true},
            {"goto": 42, "read": true},
            {"press": "c"},
            {"press": "b", "read": true},
            {"press": "p", "read": true},
            {"press": "End", "read": true},
            {"press": "?", "read": true},
            {"press": "Escape"},
            {"hover": 0.5, "read": true},
        ]);
        let result = drive(&page, json!({ "steps": steps }));
        let observations = result["observations"].as_array().unwrap();
        let mut shown: HashMap<u64, Value> = HashMap::new();
        for observation in observations {
            assert_eq!(observation["lang"], "zh-CN");
            let n = position(observation);
            let show = shown.entry(n).or_insert_with(|| {
                let at = n.to_string();
                let output = run(&[
                    "show",
                    path_str(&trace),
                    "--at",
                    &at,
                    "--json",
                    "--lang",
                    "zh-CN",
                ]);
                assert_code(&output, 0);
                serde_json::from_str(stdout(&output).trim()).unwrap()
            });
            let step = &observation["step"];
            assert_eq!(
                observation["caption"], show["caption"],
                "caption after {step}"
            );
            assert_eq!(
                observation["live"], show["caption"],
                "live line after {step}"
            );
            assert_eq!(
                board_of_zh(&observation["cells"]),
                show["board"].as_str().unwrap(),
                "board after {step}"
            );
            assert_eq!(
                count(observation, "尝试"),
                show["stats"]["tries"].as_u64(),
                "{}",
                observation["counts"]
            );
            if step["read"] == true {
                let mut seen = observation["visible"].as_str().unwrap().to_string();
                for list in ["names", "options"] {
                    for name in observation[list].as_array().unwrap() {
                        seen += "\n";
                        seen += name.as_str().unwrap();
                    }
                }
                assert!(seen.contains("回溯"), "{seen}");
                assert_eq!(
                    english_words(&seen),
                    Vec::<String>::new(),
                    "after {step}: {seen}"
                );
            }
        }
        let help = &observations[6];
        assert_eq!(help["help"], true);
        assert!(help["visible"].as_str().unwrap().contains("播放或暂停"));
        let end = &observations[5];
        assert!(
            end["end"].as_str().unwrap().starts_with("结束：已解出"),
            "{}",
            end["end"]
        );
    }

    /// On a projector the list of markers sits below the fold: landing on a marker says its
    /// label under the caption, and two markers on one event are one.
    #[test]
    #[ignore = "web tier, run by `cargo xtask test-web`"]
    fn a_marker_landed_on_is_said_under_the_caption_and_one_event_has_one_marker() {
        if !tools_here(&[Tool::Browser]) {
            return;
        }
        let dir = tempfile::tempdir().unwrap();
        let trace = leetcode_trace(dir.path());
        // Event 67 is the first backtrack, which the page marks itself.
        let page = page(&trace, "marked.html", &["--marker", "67:look here"]);
        let steps = vec![
            json!({"goto": 66}),
            json!({"press": "]"}),
            json!({"press": "ArrowRight"}),
            json!({"press": "]"}),
        ];
        let result = drive(&page, json!({ "steps": steps }));
        let o = result["observations"].as_array().unwrap();
        let at_67: Vec<&str> = o[0]["markers"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| m.as_str().unwrap())
            .filter(|m| m.starts_with("#67 "))
            .collect();
        assert_eq!(at_67.len(), 1, "one marker at event 67: {at_67:?}");
        assert!(
            at_67[0].contains("look here") && at_67[0].contains("first backtrack"),
            "{at_67:?}"
        );
        // Before the marker nothing is said; on it, its label; past it, nothing again.
        assert_eq!(position(&o[0]), 66);
        assert_eq!(o[0]["end"], "");
        assert_eq!(position(&o[1]), 67);
        assert_eq!(o[1]["end"], at_67[0].trim_start_matches("#67 "));
        assert_eq!(position(&o[2]), 68);
        assert_eq!(o[2]["end"], "");
        let next = position(&o[3]);
        let label = o[0]["markers"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| m.as_str().unwrap())
            .find(|m| m.starts_with(&format!("#{} ", grouped(next))))
            .unwrap();
        assert_eq!(
            o[3]["end"],
            label.trim_start_matches(&format!("#{} ", grouped(next)))
        );
    }

    /// The check's work on the board: at a clash, the naive page marks the cells its scan
    /// read (as many as its count of cell reads went up, as `show --json` counts them) and
    /// names the count with what the event cost; the tables page the units it looked up.
    #[test]
    #[ignore = "web tier, run by `cargo xtask test-web`"]
    fn the_page_draws_the_checks_work_and_names_its_cost() {
        if !tools_here(&[Tool::Browser]) {
            return;
        }
        let dir = tempfile::tempdir().unwrap();
        let naive = leetcode_trace(dir.path());
        let tables = dir.path().join("tables.jsonl");
        solve_traced(LEETCODE, "tables", &tables, &[], 0);
        let reads = |n: u64| {
            Shown::new(&naive).at(n)["stats"]["cell_reads"]
                .as_u64()
                .unwrap()
        };
        for (trace, name, label, unit_word) in [
            (&naive, "n.html", "cell reads", ", read by the check"),
            (
                &tables,
                "t.html",
                "table lookups",
                ", in a table the check looked up",
            ),
        ] {
            let page = page(trace, name, &[]);
            let result = drive(&page, json!({"steps": [{"goto": 42}, {"goto": 41}]}));
            let o = result["observations"].as_array().unwrap();
            let marked = |observation: &Value| {
                observation["cells"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .filter(|label| label.as_str().unwrap().contains(unit_word))
                    .count()
            };
            let count = o[0]["counts"][label].as_str().unwrap().to_string();
            if name == "n.html" {
                // r1c8: 6 clashes with r3c8 (col): the row, then the column down to r3c8.
                let cost = reads(42) - reads(41);
                assert_eq!(
                    marked(&o[0]),
                    cost as usize - 1,
                    "r1c8 is read twice: {count}"
                );
                // Said unit by unit: the whole row, then the column down to r3c8.
                assert_eq!(
                    count,
                    format!("{} (+{cost}: row 9 col {} box 0)", reads(42), cost - 9)
                );
            } else {
                // The row's table, then the column's: their cells.
                assert_eq!(marked(&o[0]), 9 + 8, "{count}");
                assert!(count.ends_with(" (+2: row 1 col 1 box 0)"), "{count}");
            }
            // A try costs no check: nothing marked, the count alone.
            assert_eq!(marked(&o[1]), 0);
            assert!(!o[1]["counts"][label].as_str().unwrap().contains('+'));
        }
    }

    #[test]
    #[ignore = "web tier, run by `cargo xtask test-web`"]
    fn bold_marks_are_larger_and_darker_on_the_page() {
        if !tools_here(&[Tool::Browser]) {
            return;
        }
        let dir = TempDir::new().unwrap();
        let trace = leetcode_trace(dir.path());
        // The size and colour of a read cell's dot, and of a looked-up unit's line.
        let measure = "(() => { const dot = getComputedStyle(document.querySelector('#board .work.read'), '::after'); \
             return [parseFloat(dot.width), dot.backgroundColor, getComputedStyle(document.body).color]; })()";
        let mut seen = Vec::new();
        for (name, extra) in [
            ("normal.html", &[][..]),
            ("bold.html", &["--marks", "bold"][..]),
        ] {
            let page = page(&trace, name, extra);
            let result = drive(
                &page,
                json!({ "hash": "#event=26", "steps": [{ "js": measure }] }),
            );
            let value = result["observations"][0]["step"]["value"].clone();
            assert!(value.is_array(), "{name}: {result}");
            seen.push(value);
        }
        let (normal, bold) = (&seen[0], &seen[1]);
        let width = |v: &Value| v[0].as_f64().unwrap();
        assert!(width(bold) > 1.5 * width(normal), "{normal} {bold}");
        // Bold is in the text's colour; the normal dot is dimmer.
        assert_eq!(bold[1], bold[2], "{bold}");
        assert_ne!(normal[1], normal[2], "{normal}");
    }
}

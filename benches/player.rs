//! The web player's targets (docs/PERFORMANCE.md, "The web player"): the player's code
//! gzipped, the LeetCode 37 page's size, the time `sudotrace html` takes to write a
//! 1,000,000-event page, and in headless Chromium on that page: the time until the player
//! is ready, the time of a seek (a click on the seek bar, forward and back, anywhere)
//! from the click to the board and every panel (code, stack, tree) drawn and laid out,
//! the time the search tree panel takes to be drawn whole when it is shown, in Predict
//! the time from an answer to its event played and the next question drawn, and in Do it
//! yourself the time of a graded step (graded, its why worked out, its event played).
//!
//! Run with `cargo bench --bench player`. The browser figures need Debian's chromium and
//! tests/browser's playwright-core (`npm ci --prefix tests/browser`); without them only
//! the figures made in Rust are printed.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

use sudotrace_compare::System;
use sudotrace_core::puzzle::parse::parse_puzzle_text;
use sudotrace_core::search::{Search, Strategy};
use sudotrace_core::trace::{BinaryWriter, Cursor, Header};
use sudotrace_page::{Page, PageOptions, player_code};

/// Runs of each measurement; medians are reported.
const ROUNDS: usize = 5;
/// Events of the long page.
const LONG: u64 = 1_000_000;
/// The brute-force puzzle: a search far longer than a page, cut at [`LONG`] events.
const BRUTE_FORCE: &str =
    "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9";

fn main() {
    let system = System::detect();
    println!("cpu: {}, {} cores", system.cpu, system.cores);
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("player-bench");
    std::fs::create_dir_all(&dir).unwrap();

    let code = player_code(sudotrace_core::lang::Lang::En).concat();
    let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
    gz.write_all(code.as_bytes()).unwrap();
    println!(
        "player code: {} bytes, {} bytes gzipped (target: at most 60 KB)",
        code.len(),
        gz.finish().unwrap().len()
    );

    let leetcode = record(&dir, "leetcode.sdt", sudotrace_core::LEETCODE_37, None);
    let (bytes, _) = write_page(&leetcode, &dir.join("leetcode.html"));
    println!("LeetCode 37 page (naive, 79,461 events): {bytes} bytes (target: at most 400 KB)");

    let long = record(&dir, "long.sdt", BRUTE_FORCE, Some(LONG + 1));
    let page = dir.join("long.html");
    let mut times = Vec::new();
    let mut size = 0;
    for _ in 0..ROUNDS {
        let (bytes, seconds) = write_page(&long, &page);
        size = bytes;
        times.push(seconds * 1000.0);
    }
    println!(
        "1,000,000-event page: {size} bytes, written in {:.1} ms (median of {ROUNDS})",
        median(&mut times)
    );

    if let Err(why) = browser_figures(&page) {
        println!("browser figures skipped: {why}");
    }
}

/// Record `puzzle`'s row-by-row search as a binary trace, stopped after `limit` events.
fn record(dir: &Path, name: &str, puzzle: &str, limit: Option<u64>) -> PathBuf {
    let path = dir.join(name);
    let grid = parse_puzzle_text(puzzle).unwrap();
    let header = Header::new(grid, Strategy::NAIVE.name(), limit);
    let file = std::io::BufWriter::new(std::fs::File::create(&path).unwrap());
    let mut writer = BinaryWriter::new(file, &header);
    let run = Search::new(Strategy::NAIVE)
        .max_events(limit)
        .run(&grid, &mut writer);
    writer.finish(&run.end).unwrap().flush().unwrap();
    path
}

/// Write the page of `trace` to `page`, with Predict's questions as `sudotrace html`
/// draws them by default; its size and the seconds it took.
fn write_page(trace: &Path, page: &Path) -> (u64, f64) {
    let started = Instant::now();
    let mut cursor = Cursor::open(trace).unwrap();
    let mut built = Page::build(&mut cursor, &PageOptions::default()).unwrap();
    built
        .ask(&mut cursor, &sudotrace_learn::predict::Ask::default())
        .unwrap();
    let mut out = std::io::BufWriter::new(std::fs::File::create(page).unwrap());
    built.write(&mut out).unwrap();
    out.flush().unwrap();
    let seconds = started.elapsed().as_secs_f64();
    (std::fs::metadata(page).unwrap().len(), seconds)
}

fn median(values: &mut [f64]) -> f64 {
    values.sort_by(f64::total_cmp);
    values[values.len() / 2]
}

/// The page opened [`ROUNDS`] times in Chromium: the time until the player is ready, and
/// 40 seeks each time, alternately far forward and far back.
fn browser_figures(page: &Path) -> Result<(), String> {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/browser/drive.mjs");
    let fractions: Vec<f64> = (0..40)
        .map(|i| {
            let f = (i as f64 * 0.618_034) % 1.0;
            if i % 2 == 0 { f } else { 1.0 - f }
        })
        .collect();
    let plan = serde_json::json!({
        "steps": [{"readyTime": true}, {"timeSeek": fractions}, {"timeTree": 20},
            {"click": "#show-code"}, {"click": "#show-stack"}, {"click": "#show-tree"},
            {"timeSeek": fractions},
            // Predict: each question answered through the API, which plays its event and
            // draws the next question at once, the layout forced, timed in the page.
            {"js": "(() => { const s = window.sudotrace; s.mode('predict'); const times = []; \
                while (s.question()) { const t = performance.now(); s.answer(0); \
                document.body.getBoundingClientRect(); times.push(performance.now() - t); } return times; })()"},
            // Do it yourself: 300 steps graded through the API from event 40,000 (each
            // graded, its why worked out, the trace's event played and said), the layout
            // forced, timed in the page.
            {"js": "(() => { const s = window.sudotrace; s.mode('simulate'); s.seek(40000); const times = []; \
                for (let i = 0; i < 300; i++) { const t = performance.now(); \
                if (s.step({ ev: 'try', r: 1, c: 1, d: 1 }) === null) break; \
                document.body.getBoundingClientRect(); times.push(performance.now() - t); } return times; })()"}],
    });
    let (mut ready, mut seeks, mut trees, mut bare, mut questions, mut steps_done) = (
        Vec::new(),
        Vec::new(),
        Vec::new(),
        Vec::new(),
        Vec::new(),
        Vec::new(),
    );
    // The slowest seek of each opening: the first far seek after opening is the slowest
    // (its code is not yet compiled, its words not yet shaped), so one figure an opening.
    let mut slowest_each = Vec::new();
    for _ in 0..ROUNDS {
        let output = Command::new("node")
            .arg(&script)
            .arg(page)
            .arg(plan.to_string())
            .output()
            .map_err(|e| format!("node: {e}"))?;
        if !output.status.success() {
            return Err(String::from_utf8_lossy(&output.stderr).into_owned());
        }
        let result: serde_json::Value =
            serde_json::from_slice(&output.stdout).map_err(|e| e.to_string())?;
        let steps = &result["observations"];
        ready.push(steps[0]["step"]["ready"].as_f64().unwrap());
        let opened: Vec<f64> = steps[1]["step"]["times"]
            .as_array()
            .unwrap()
            .iter()
            .map(|t| t.as_f64().unwrap())
            .collect();
        slowest_each.push(opened.iter().copied().fold(0.0, f64::max));
        seeks.extend(opened);
        bare.extend(
            steps[6]["step"]["times"]
                .as_array()
                .unwrap()
                .iter()
                .map(|t| t.as_f64().unwrap()),
        );
        questions.extend(
            steps[7]["step"]["value"]
                .as_array()
                .unwrap()
                .iter()
                .map(|t| t.as_f64().unwrap()),
        );
        steps_done.extend(
            steps[8]["step"]["value"]
                .as_array()
                .unwrap()
                .iter()
                .map(|t| t.as_f64().unwrap()),
        );
        trees.extend(
            steps[2]["step"]["times"]
                .as_array()
                .unwrap()
                .iter()
                .map(|t| t.as_f64().unwrap()),
        );
    }
    let slowest_bare = bare.iter().copied().fold(0.0, f64::max);
    println!(
        "in Chromium: a seek with every panel hidden {:.1} ms (median of {}), {:.1} ms at the slowest, in the same runs",
        median(&mut bare),
        bare.len(),
        slowest_bare
    );
    let slowest_question = questions.iter().copied().fold(0.0, f64::max);
    println!(
        "in Chromium: Predict, a question answered, its event played and the next question drawn {:.1} ms (median of {}), {:.1} ms at the slowest (target: 16 ms)",
        median(&mut questions),
        questions.len(),
        slowest_question
    );
    let slowest_step = steps_done.iter().copied().fold(0.0, f64::max);
    println!(
        "in Chromium: Do it yourself, a step graded, its why worked out, its event played and said {:.1} ms (median of {}), {:.1} ms at the slowest (target: 16 ms)",
        median(&mut steps_done),
        steps_done.len(),
        slowest_step
    );
    let slowest_tree = trees.iter().copied().fold(0.0, f64::max);
    println!(
        "in Chromium: the tree panel drawn whole when shown {:.1} ms (median of {}), {:.1} ms at the slowest (target: 16 ms)",
        median(&mut trees),
        trees.len(),
        slowest_tree
    );
    let each = slowest_each
        .iter()
        .map(|t| format!("{t:.1}"))
        .collect::<Vec<_>>()
        .join(", ");
    println!(
        "in Chromium: ready {:.0} ms after opening (median of {ROUNDS}); a seek with every panel open {:.1} ms (median of {}); the slowest of each opening's {} seeks {each} ms, median {:.1} ms (target: 16 ms)",
        median(&mut ready),
        median(&mut seeks),
        seeks.len(),
        seeks.len() / ROUNDS,
        median(&mut slowest_each)
    );
    Ok(())
}

//! `sudotrace render` end to end: the GIF written is decoded with the gif crate, its
//! frames composited as a browser would, and checked against what each event must show;
//! PNG frames and `--at` must be the same pictures; bad traces fail cleanly.

use std::fs;
use std::path::{Path, PathBuf};

use predicates::prelude::PredicateBooleanExt;

use crate::util::{LEETCODE, assert_code, bin, path_str, run, stderr, stdout, trace_lines};

// Light theme colours (crates/style/src/theme.rs).
const CELL: [u8; 3] = [0xFF, 0xFF, 0xFF];
const CURRENT: [u8; 3] = [0xFF, 0xE9, 0x8A];
const UNIT_EDGE: [u8; 3] = [0xEC, 0x7A, 0x7A];
const TRYING: [u8; 3] = [0x7A, 0x7A, 0x7A];
const CLASH_RING: [u8; 3] = [0xD0, 0x20, 0x2A];
const ERASE_RING: [u8; 3] = [0x7B, 0x3F, 0xA0];
const ERASED: [u8; 3] = [0x7B, 0x3F, 0xA0];
const PLACED: [u8; 3] = [0x1F, 0x5F, 0xC4];

/// Event numbers in the LeetCode 37 trace of the naive check.
const ROW_CONFLICT: usize = 4; // r1c4: 1 clashes with r1c3 (row)
const COL_CONFLICT: usize = 42; // r1c8: 6 clashes with r3c8 (col)
const BACKTRACK: usize = 67; // r1c8: backtrack, erase 9

fn leetcode_trace(dir: &Path) -> PathBuf {
    let trace = dir.join("t.jsonl");
    bin()
        .args(["solve", LEETCODE, "--trace"])
        .arg(&trace)
        .assert()
        .success();
    trace
}

/// Every frame of a GIF as the picture shown after it, in RGB, with its delay.
pub(crate) struct Gif {
    pub width: usize,
    pub height: usize,
    pub frames: Vec<(Vec<[u8; 3]>, u16)>,
}

pub(crate) fn decode_gif(path: &Path) -> Gif {
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::RGBA);
    let mut decoder = options.read_info(fs::File::open(path).unwrap()).unwrap();
    let (width, height) = (decoder.width() as usize, decoder.height() as usize);
    let mut screen = vec![[0u8; 3]; width * height];
    let mut frames = Vec::new();
    while let Some(frame) = decoder.read_next_frame().unwrap() {
        assert_eq!(frame.dispose, gif::DisposalMethod::Keep);
        let (left, top) = (frame.left as usize, frame.top as usize);
        for y in 0..frame.height as usize {
            for x in 0..frame.width as usize {
                let p = &frame.buffer[(y * frame.width as usize + x) * 4..][..4];
                if p[3] != 0 {
                    screen[(top + y) * width + left + x] = [p[0], p[1], p[2]];
                }
            }
        }
        frames.push((screen.clone(), frame.delay));
    }
    Gif {
        width,
        height,
        frames,
    }
}

pub(crate) fn decode_png(path: &Path) -> (usize, usize, Vec<[u8; 3]>) {
    let mut decoder = png::Decoder::new(std::io::BufReader::new(fs::File::open(path).unwrap()));
    decoder.set_transformations(png::Transformations::EXPAND);
    let mut reader = decoder.read_info().unwrap();
    let mut buf = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut buf).unwrap();
    let step = info.color_type.samples();
    let pixels = buf[..info.buffer_size()]
        .chunks(step)
        .map(|p| [p[0], p[1], p[2]])
        .collect();
    (info.width as usize, info.height as usize, pixels)
}

/// The default layout (cell 36, the title's line of 30 pixels over the board, which
/// starts a margin in from the left edge, as the caption and the key do): the top-left
/// pixel inside cell rRcC.
pub(crate) fn cell_origin(_width: usize, r: usize, c: usize) -> (usize, usize) {
    let (cell, thick, thin, margin, title) = (36, 3, 1, 18, 30);
    let pos = |i: usize| {
        (0..=i)
            .map(|k| if k % 3 == 0 { thick } else { thin })
            .sum::<usize>()
            + i * cell
    };
    (margin + pos(c - 1), margin + title + pos(r - 1))
}

pub(crate) fn at(frame: &[[u8; 3]], width: usize, x: usize, y: usize) -> [u8; 3] {
    frame[y * width + x]
}

fn cell_has(frame: &[[u8; 3]], width: usize, r: usize, c: usize, colour: [u8; 3]) -> bool {
    let (x0, y0) = cell_origin(width, r, c);
    (y0 + 4..y0 + 32).any(|y| (x0 + 4..x0 + 32).any(|x| at(frame, width, x, y) == colour))
}

fn render_first_events(dir: &Path, trace: &Path, extra: &[&str]) -> Gif {
    let out = dir.join("s.gif");
    bin()
        .arg("render")
        .arg(trace)
        .args([
            "--to",
            "80",
            "--max-frames",
            "0",
            "--delay",
            "7",
            "--hold-end",
            "2",
        ])
        .args(extra)
        .arg("-o")
        .arg(&out)
        .assert()
        .success();
    decode_gif(&out)
}

#[test]
fn gif_frames_have_the_count_size_and_delays_asked_for() {
    let dir = tempfile::tempdir().unwrap();
    let trace = leetcode_trace(dir.path());
    let gif = render_first_events(dir.path(), &trace, &[]);
    // The opening board, events 1 to 80, the final board.
    assert_eq!(gif.frames.len(), 82);
    // The title over the board, and the key to the colours under the caption, as in
    // the demo's GIF.
    assert_eq!((gif.width, gif.height), (468, 612));
    assert_eq!(gif.frames[0].1, 100, "the opening board holds 1 s");
    assert!(gif.frames[1..81].iter().all(|f| f.1 == 7));
    assert_eq!(gif.frames[81].1, 200, "--hold-end 2");
    assert!(gif.frames.iter().all(|f| f.1 >= 2));
    // --no-legend leaves the key out and nothing else: the frames above it are the same.
    let bare = render_first_events(dir.path(), &trace, &["--no-legend"]);
    assert_eq!((bare.width, bare.height), (468, 513));
    let keyed = render_first_events(dir.path(), &trace, &["--legend"]);
    for ((with, _), (without, _)) in keyed.frames.iter().zip(&bare.frames).take(10) {
        assert_eq!(&with[..468 * 440], &without[..468 * 440]);
    }
    assert_eq!(keyed.frames.len(), gif.frames.len());
}

#[test]
fn a_conflict_frame_marks_the_unit_and_the_clashing_cell() {
    let dir = tempfile::tempdir().unwrap();
    let trace = leetcode_trace(dir.path());
    let gif = render_first_events(dir.path(), &trace, &[]);
    let w = gif.width;
    let frame = &gif.frames[COL_CONFLICT].0;
    // r1c8 tries 6, which r3c8 holds: column 8 is outlined as one shape,
    // r3c8 bracketed, r1c8 current with the 6 pencilled in and struck out.
    let (x, y) = cell_origin(w, 1, 8);
    assert_eq!(at(frame, w, x + 6, y + 6), CURRENT);
    assert_eq!(at(frame, w, x + 18, y), UNIT_EDGE, "the outline's top");
    assert!(
        cell_has(frame, w, 1, 8, TRYING),
        "the tried digit stays pencilled"
    );
    assert!(
        cell_has(frame, w, 1, 8, CLASH_RING),
        "and is struck through"
    );
    for r in [2, 4, 5, 6, 9] {
        let (x, y) = cell_origin(w, r, 8);
        assert_eq!(
            at(frame, w, x, y + 18),
            UNIT_EDGE,
            "r{r}c8: the outline's left side"
        );
        assert_eq!(
            at(frame, w, x + 35, y + 18),
            UNIT_EDGE,
            "r{r}c8: its right side"
        );
        assert_eq!(at(frame, w, x + 6, y + 6), CELL, "r{r}c8 is plain inside");
        let across = if r == 9 { UNIT_EDGE } else { CELL };
        assert_eq!(
            at(frame, w, x + 18, y + 35),
            across,
            "r{r}c8: closed only at the end"
        );
    }
    let (x, y) = cell_origin(w, 3, 8);
    assert_eq!(at(frame, w, x + 2, y + 2), CLASH_RING);
    assert_eq!(at(frame, w, x + 33, y + 33), CLASH_RING);
    assert_eq!(at(frame, w, x + 10, y + 3), CLASH_RING);
    assert_ne!(
        at(frame, w, x + 18, y + 3),
        CLASH_RING,
        "brackets, not a ring"
    );
    for (r, c) in [(2, 7), (2, 9), (1, 1), (9, 1)] {
        let (x, y) = cell_origin(w, r, c);
        assert_eq!(at(frame, w, x + 6, y + 6), CELL, "r{r}c{c} is not marked");
        assert_eq!(at(frame, w, x + 18, y), CELL, "r{r}c{c} is not outlined");
    }
    // The frame after (a try) takes the mark away.
    let next = &gif.frames[COL_CONFLICT + 1].0;
    let (x, y) = cell_origin(w, 5, 8);
    assert_eq!(at(next, w, x + 6, y + 6), CELL);
    assert_eq!(at(next, w, x, y + 18), CELL);
    assert!(!cell_has(next, w, 3, 8, CLASH_RING));
}

#[test]
fn a_row_conflict_outlines_the_whole_row() {
    let dir = tempfile::tempdir().unwrap();
    let trace = leetcode_trace(dir.path());
    let gif = render_first_events(dir.path(), &trace, &[]);
    let w = gif.width;
    let frame = &gif.frames[ROW_CONFLICT].0;
    // r1c4 tries 1, which r1c3 holds.
    for c in 1..=9 {
        let (x, y) = cell_origin(w, 1, c);
        assert_eq!(
            at(frame, w, x + 18, y + 1),
            UNIT_EDGE,
            "r1c{c}: the outline's top"
        );
        assert_eq!(
            at(frame, w, x + 18, y + 34),
            UNIT_EDGE,
            "r1c{c}: its bottom"
        );
        let (x, y) = cell_origin(w, 2, c);
        assert_ne!(at(frame, w, x + 18, y + 1), UNIT_EDGE, "r2c{c} is not");
    }
    let (x, y) = cell_origin(w, 1, 1);
    assert_eq!(at(frame, w, x, y + 18), UNIT_EDGE, "closed at the left end");
    let (x, y) = cell_origin(w, 1, 9);
    assert_eq!(
        at(frame, w, x + 35, y + 18),
        UNIT_EDGE,
        "and at the right end"
    );
    let (x, y) = cell_origin(w, 1, 5);
    assert_eq!(
        at(frame, w, x, y + 18),
        CELL,
        "no wall between the row's cells"
    );
    let (x, y) = cell_origin(w, 1, 4);
    assert_eq!(at(frame, w, x + 6, y + 6), CURRENT);
    assert!(cell_has(frame, w, 1, 3, CLASH_RING));
}

#[test]
fn a_backtrack_frame_shows_the_digit_going_away() {
    let dir = tempfile::tempdir().unwrap();
    let trace = leetcode_trace(dir.path());
    let gif = render_first_events(dir.path(), &trace, &[]);
    let w = gif.width;
    let before = &gif.frames[BACKTRACK - 1].0;
    let frame = &gif.frames[BACKTRACK].0;
    // r1c8 held a placed 9; the backtrack shows it dotted in a dashed ring, current.
    assert!(cell_has(before, w, 1, 8, PLACED));
    assert!(!cell_has(frame, w, 1, 8, PLACED));
    assert!(cell_has(frame, w, 1, 8, ERASED));
    let (x, y) = cell_origin(w, 1, 8);
    assert_eq!(at(frame, w, x + 2, y + 2), ERASE_RING);
    let ring: Vec<bool> = (0..36)
        .map(|i| at(frame, w, x + i, y + 2) == ERASE_RING)
        .collect();
    assert!(ring.contains(&false), "the ring is dashed");
    assert_eq!(at(frame, w, x + 18, y + 18 - 14), CURRENT);
    // r1c9 ran out of digits and sent the search back: crossed out, as the page draws
    // it, only at the backtrack.
    assert!(crossed(frame, w, 1, 9), "the blank that ran out is crossed");
    assert!(!crossed(before, w, 1, 9));
    assert!(!crossed(&gif.frames[BACKTRACK + 1].0, w, 1, 9));
}

/// Whether cell rRcC is crossed out: both diagonals drawn in the clash's colour near
/// the cell's four corners.
fn crossed(frame: &[[u8; 3]], width: usize, r: usize, c: usize) -> bool {
    let (x0, y0) = cell_origin(width, r, c);
    let near = |x: usize, y: usize| {
        (y - 1..=y + 1).any(|y| (x - 1..=x + 1).any(|x| at(frame, width, x, y) == CLASH_RING))
    };
    [(10, 10), (26, 10), (10, 26), (26, 26)]
        .iter()
        .all(|&(dx, dy)| near(x0 + dx, y0 + dy))
}

#[test]
fn png_frames_and_at_agree_with_the_gif() {
    let dir = tempfile::tempdir().unwrap();
    let trace = leetcode_trace(dir.path());
    let gif = render_first_events(dir.path(), &trace, &[]);
    let frames = dir.path().join("frames/");
    bin()
        .arg("render")
        .arg(&trace)
        .args(["--to", "80", "--max-frames", "0", "-o"])
        .arg(&frames)
        .assert()
        .success();
    let count = fs::read_dir(&frames).unwrap().count();
    assert_eq!(count, 82);
    for event in [0, 1, COL_CONFLICT, BACKTRACK, 80] {
        let step = dir.path().join(format!("at-{event}.png"));
        bin()
            .arg("render")
            .arg(&trace)
            .args(["--at", &event.to_string(), "-o"])
            .arg(&step)
            .assert()
            .success();
        let (w, h, at_pixels) = decode_png(&step);
        assert_eq!((w, h), (gif.width, gif.height));
        assert!(
            at_pixels == gif.frames[event].0,
            "--at {event} is the GIF's frame"
        );
        let numbered = frames.join(format!("frame-{:06}.png", event + 1));
        let (_, _, frame_pixels) = decode_png(&numbered);
        assert!(
            frame_pixels == gif.frames[event].0,
            "{} is the GIF's frame",
            numbered.display()
        );
    }
}

#[test]
fn the_same_trace_and_options_give_the_same_bytes() {
    let dir = tempfile::tempdir().unwrap();
    let trace = leetcode_trace(dir.path());
    let mut outputs = Vec::new();
    for name in ["a.gif", "b.gif"] {
        let out = dir.path().join(name);
        bin()
            .arg("render")
            .arg(&trace)
            .args([
                "--max-frames",
                "50",
                "--theme",
                "colorblind",
                "--legend",
                "-o",
            ])
            .arg(&out)
            .assert()
            .success();
        outputs.push(fs::read(&out).unwrap());
    }
    assert!(outputs[0] == outputs[1]);
}

#[test]
fn long_choices_are_sampled_evenly_and_said_so() {
    let dir = tempfile::tempdir().unwrap();
    let trace = leetcode_trace(dir.path());
    let out = dir.path().join("s.gif");
    bin()
        .arg("render")
        .arg(&trace)
        .args(["--max-frames", "40", "--fps", "20", "-o"])
        .arg(&out)
        .assert()
        .success()
        .stderr(predicates::str::contains("spread evenly"));
    let gif = decode_gif(&out);
    assert_eq!(
        gif.frames.len(),
        42,
        "40 frames are too few for a story: spread evenly"
    );
    assert!(gif.frames[1..41].iter().all(|f| f.1 == 5));
    assert_eq!(
        gif.frames[41].1, 300,
        "the final board holds 3 s by default"
    );

    let out = dir.path().join("only.gif");
    bin()
        .arg("render")
        .arg(&trace)
        .args([
            "--only",
            "backtrack",
            "--to",
            "2000",
            "--every",
            "2",
            "--max-frames",
            "0",
        ])
        .arg("-o")
        .arg(&out)
        .assert()
        .success()
        .stderr(predicates::str::contains("spread evenly").not());
    let backtracks = fs::read_to_string(&trace)
        .unwrap()
        .lines()
        .skip(1)
        .take(2000)
        .filter(|l| l.contains("\"backtrack\""))
        .count();
    assert_eq!(decode_gif(&out).frames.len(), backtracks.div_ceil(2) + 2);
}

#[test]
fn long_searches_are_told_as_a_story_by_default() {
    let dir = tempfile::tempdir().unwrap();
    let trace = leetcode_trace(dir.path());
    let story = dir.path().join("story.gif");
    bin()
        .arg("render")
        .arg(&trace)
        .args(["--max-frames", "200", "-o"])
        .arg(&story)
        .assert()
        .success()
        .stderr(predicates::str::contains(
            "the first backtrack, the deepest dead end",
        ));
    let even = dir.path().join("even.gif");
    bin()
        .arg("render")
        .arg(&trace)
        .args(["--max-frames", "200", "--pacing", "even", "-o"])
        .arg(&even)
        .assert()
        .success()
        .stderr(predicates::str::contains("spread evenly"));
    let (story, even) = (decode_gif(&story), decode_gif(&even));
    assert!(story.frames.len() <= 202 && even.frames.len() == 202);
    // The story opens event by event: its first 60 frames (30% of 200) are the
    // frames of events 1 to 60 drawn one by one.
    let first = render_first_events(dir.path(), &trace, &[]);
    for n in 1..=60 {
        assert!(
            story.frames[n].0 == first.frames[n].0,
            "frame {n} is event {n}"
        );
    }
    assert!(
        even.frames[2].0 != first.frames[2].0,
        "a time-lapse does not"
    );
}

#[test]
fn a_search_without_events_gets_its_opening_and_final_boards() {
    let dir = tempfile::tempdir().unwrap();
    let trace = dir.path().join("full.jsonl");
    let solved =
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
    bin()
        .args(["solve", solved, "--trace"])
        .arg(&trace)
        .assert()
        .success();
    let out = dir.path().join("full.gif");
    bin()
        .arg("render")
        .arg(&trace)
        .arg("-o")
        .arg(&out)
        .assert()
        .success()
        .stdout(predicates::str::contains(
            "(no event, with the opening and final boards)",
        ));
    let gif = decode_gif(&out);
    assert!(!gif.frames.is_empty() && gif.frames.len() <= 2);
    bin()
        .args(["show", "--at", "0"])
        .arg(&trace)
        .assert()
        .success()
        .stdout(predicates::str::contains("the end: solved"));
}

#[test]
fn every_theme_and_size_renders() {
    let dir = tempfile::tempdir().unwrap();
    let trace = leetcode_trace(dir.path());
    for theme in ["light", "dark", "colorblind"] {
        for cell in ["24", "36"] {
            let out = dir.path().join(format!("{theme}-{cell}.png"));
            bin()
                .arg("render")
                .arg(&trace)
                .args([
                    "--at", "42", "--legend", "--theme", theme, "--cell", cell, "-o",
                ])
                .arg(&out)
                .assert()
                .success();
            let (w, h, _) = decode_png(&out);
            assert!(w > 200 && h > 200);
        }
    }
}

fn assert_fails_cleanly(dir: &Path, trace: &Path, message: &str) {
    for out in ["bad.gif", "bad/"] {
        bin()
            .arg("render")
            .arg(trace)
            .arg("-o")
            .arg(dir.join(out))
            .assert()
            .code(2)
            .stderr(predicates::str::contains(message));
    }
    let left: Vec<_> = fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| !name.ends_with(".jsonl"))
        .collect();
    assert!(left.is_empty(), "left behind: {left:?}");
}

#[test]
fn bad_traces_are_drawn_up_to_the_fault_with_its_line_or_fail_and_leave_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let header = format!(r#"{{"sudotrace":1,"puzzle":"{LEETCODE}","solver":"naive"}}"#);
    let end = r#"{"ev":"end","result":"unsolvable"}"#;
    let cases = [
        ("missing.jsonl", None, "missing.jsonl"),
        (
            "malformed.jsonl",
            Some(format!(
                "{header}\n{{\"ev\":\"try\",\"r\":1,\"c\":3,\"d\":1}}\n{{\"ev\":\n{end}\n"
            )),
            "line 3",
        ),
        (
            "place-over.jsonl",
            Some(format!(
                "{header}\n{{\"ev\":\"place\",\"r\":1,\"c\":1,\"d\":1}}\n{end}\n"
            )),
            "line 2",
        ),
        (
            "erase-empty.jsonl",
            Some(format!(
                "{header}\n{{\"ev\":\"try\",\"r\":1,\"c\":3,\"d\":1}}\n{{\"ev\":\"backtrack\",\"r\":1,\"c\":3,\"d\":1}}\n{end}\n"
            )),
            "line 3",
        ),
        (
            "conflict-not-held.jsonl",
            Some(format!(
                "{header}\n{{\"ev\":\"try\",\"r\":1,\"c\":3,\"d\":4}}\n{{\"ev\":\"conflict\",\"r\":1,\"c\":3,\"d\":4,\"unit\":\"row\",\"with\":[1,1]}}\n{end}\n"
            )),
            "line 3",
        ),
    ];
    for (name, text, message) in cases {
        let case_dir = dir.path().join(name.trim_end_matches(".jsonl"));
        fs::create_dir(&case_dir).unwrap();
        let trace = case_dir.join(name);
        if let Some(text) = text {
            fs::write(&trace, text).unwrap();
        }
        if name == "missing.jsonl" {
            assert_fails_cleanly(&case_dir, &trace, message);
            continue;
        }
        // An event that cannot happen, or a line that is no event: drawn up to the event
        // before it (ending on an impossible one), with the line and what is wrong.
        let why = match name {
            "malformed.jsonl" => "not valid JSON",
            _ => "cannot happen",
        };
        let gif = case_dir.join("fault.gif");
        bin()
            .arg("render")
            .arg(&trace)
            .arg("-o")
            .arg(&gif)
            .assert()
            .code(0)
            .stderr(predicates::str::contains(message).and(predicates::str::contains(why)));
        assert!(gif.exists());
    }
}

#[test]
fn bad_options_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    let trace = leetcode_trace(dir.path());
    for args in [
        vec!["--delay", "1", "-o", "x.gif"],
        vec!["--fps", "60", "-o", "x.gif"],
        vec!["-o", "x.png"],
        vec!["-o", "x"],
        vec!["--at", "999999", "-o", "x.png"],
        vec!["--from", "10", "--to", "5", "-o", "x.gif"],
        vec!["--at", "3", "--every", "2", "-o", "x.png"],
    ] {
        bin()
            .current_dir(dir.path())
            .arg("render")
            .arg(&trace)
            .args(&args)
            .assert()
            .code(2);
    }
    assert!(!dir.path().join("x.gif").exists() && !dir.path().join("x.png").exists());
}

/// A LeetCode trace of `solver` in `dir`.
fn leetcode_trace_of(dir: &Path, solver: &str) -> PathBuf {
    let trace = dir.join(format!("{}.sdt", solver.replace('+', "-")));
    bin()
        .args(["solve", LEETCODE, "--solver", solver, "--trace"])
        .arg(&trace)
        .assert()
        .success();
    trace
}

#[test]
fn two_searches_side_by_side_frame_for_frame() {
    let dir = tempfile::tempdir().unwrap();
    let rows = leetcode_trace_of(dir.path(), "tables");
    let singles = leetcode_trace_of(dir.path(), "mrv+singles+tables");
    let out = dir.path().join("ab.gif");
    // Without the picture's title over both, the labels over the boards are all the
    // ink above them.
    bin()
        .arg("render")
        .args([&rows, &singles])
        .args(["--to", "80", "--max-frames", "0", "--title", "", "-o"])
        .arg(&out)
        .assert()
        .success();
    let gif = decode_gif(&out);
    // The opening board, events 1 to 80 of the longer search, the final board.
    assert_eq!(gif.frames.len(), 82);
    let half = gif.width / 2;
    let right = |frame: usize| -> Vec<[u8; 3]> {
        let pixels = &gif.frames[frame].0;
        (0..gif.height)
            .flat_map(|y| pixels[y * gif.width + half..(y + 1) * gif.width].to_vec())
            .collect()
    };
    let left = |frame: usize| -> Vec<[u8; 3]> {
        let pixels = &gif.frames[frame].0;
        (0..gif.height)
            .flat_map(|y| pixels[y * gif.width..y * gif.width + half].to_vec())
            .collect()
    };
    // The 51-event search is over at frame 51 and holds its final board from 52 on,
    // while the row-by-row search beside it goes on.
    assert_ne!(right(50), right(51));
    assert_ne!(right(51), right(52));
    for frame in 53..82 {
        assert_eq!(right(frame), right(52), "frame {frame}");
        assert_ne!(left(frame), left(frame - 1), "frame {frame}");
    }
    // Each panel is a whole board: a given of the puzzle (r1c1 = 5) stands in both.
    let single = dir.path().join("one.png");
    bin()
        .arg("render")
        .arg(&singles)
        .args(["--at", "0", "--title", "", "-o"])
        .arg(&single)
        .assert()
        .success();
    let (one_width, one_height, one) = decode_png(&single);
    assert!(gif.width > 2 * (one_width - 40), "{} wide", gif.width);
    // A title over each board names its search: ink above the grid in each half, none
    // over a board drawn alone; the two names differ.
    let opening = &gif.frames[0].0;
    let left_title = ink_above_grid(opening, gif.width, 0..half);
    let right_title = ink_above_grid(opening, gif.width, half..gif.width);
    assert!(
        left_title > 20 && right_title > 20,
        "{left_title} {right_title}"
    );
    assert!(
        right_title > left_title,
        "mrv+singles+tables is the longer name"
    );
    assert_eq!(ink_above_grid(&one, one_width, 0..one_width), 0);
    assert!(gif.height > one_height, "the titles take a line");

    // Searches of different puzzles are refused, and nothing is written.
    let other = dir.path().join("other.sdt");
    let puzzle = LEETCODE.replacen('5', ".", 1);
    bin()
        .args(["solve", &puzzle, "--trace"])
        .arg(&other)
        .assert()
        .success();
    let refused = dir.path().join("refused.gif");
    let output = bin()
        .arg("render")
        .args([&rows, &other])
        .arg("-o")
        .arg(&refused)
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    let message = String::from_utf8_lossy(&output.stderr);
    assert!(message.contains("different puzzles"), "{message}");
    assert!(!refused.exists());
}

#[test]
fn each_side_by_side_panel_keys_its_own_checks_marks() {
    let dir = tempfile::tempdir().unwrap();
    let naive = leetcode_trace_of(dir.path(), "naive");
    let tables = leetcode_trace_of(dir.path(), "tables");
    // The key is the picture's last lines: a panel's key is the bottom strip of its
    // board's width, the panels 12 pixels apart.
    let keys = |a: &Path, b: &Path, name: &str| -> [Vec<[u8; 3]>; 2] {
        let out = dir.path().join(name);
        bin()
            .arg("render")
            .args([a, b])
            .args(["--at", "conflict:box", "--title", "", "-o"])
            .arg(&out)
            .assert()
            .success();
        let (width, height, pixels) = decode_png(&out);
        let panel = (width - 12) / 2;
        let strip = |from: usize| -> Vec<[u8; 3]> {
            (height - 60..height)
                .flat_map(|y| pixels[y * width + from..y * width + from + panel].to_vec())
                .collect()
        };
        [strip(0), strip(width - panel)]
    };
    let [naive_left, tables_right] = keys(&naive, &tables, "nt.png");
    let [tables_left, naive_right] = keys(&tables, &naive, "tn.png");
    let [same_left, same_right] = keys(&naive, &naive, "nn.png");
    // The two checks' keys differ (a cell read, a table looked up) ...
    assert_ne!(naive_left, tables_left);
    assert_eq!(same_left, same_right);
    // ... and each panel's key is its own search's, wherever the panel stands.
    assert_eq!(
        tables_right, tables_left,
        "the tables panel is keyed by its lookups"
    );
    assert_eq!(
        naive_right, naive_left,
        "the naive panel is keyed by its reads"
    );
}

#[test]
fn a_chinese_title_is_drawn_and_a_rare_character_refused() {
    let dir = tempfile::tempdir().unwrap();
    let trace = leetcode_trace_of(dir.path(), "tables");
    let titled = |title: &str, name: &str| {
        let out = dir.path().join(name);
        let output = run(&[
            "render",
            path_str(&trace),
            "--at",
            "26",
            "--lang",
            "zh-CN",
            "--title",
            title,
            "-o",
            path_str(&out),
        ]);
        (output, out)
    };
    // LeetCode 37's Chinese title: every character is among the common ones drawn.
    let (output, out) = titled("力扣第37题：解数独", "zh.png");
    assert_code(&output, 0);
    let (width, _, pixels) = decode_png(&out);
    let (_, none) = titled("", "none.png");
    let (none_width, _, bare) = decode_png(&none);
    assert!(
        ink_above_grid(&pixels, width, 0..width) > 100,
        "the title is drawn"
    );
    assert_eq!(ink_above_grid(&bare, none_width, 0..none_width), 0);
    // GB 2312's second level draws too (璇, 骥, 喙: a name, an idiom, a bird's beak),
    // every character with ink of its own.
    let (output, out) = titled("璇骥喙", "level2.png");
    assert_code(&output, 0);
    let (width, _, pixels) = decode_png(&out);
    let ink = ink_above_grid(&pixels, width, 0..width);
    let (_, one) = titled("璇", "one.png");
    let (one_width, _, one_pixels) = decode_png(&one);
    let ink_of_one = ink_above_grid(&one_pixels, one_width, 0..one_width);
    assert!(
        ink_of_one > 30 && ink > 2 * ink_of_one,
        "{ink_of_one} {ink}"
    );
    // A character outside them is refused, naming it (in the language chosen), and
    // nothing is written.
    let (output, out) = titled("龘", "rare.png");
    assert_code(&output, 2);
    assert!(stderr(&output).contains("--title：图片画不出字符 '龘'"));
    assert!(!out.exists());
}

#[test]
fn a_wide_layout_puts_the_caption_and_key_beside_the_board() {
    let dir = tempfile::tempdir().unwrap();
    let trace = leetcode_trace_of(dir.path(), "tables");
    let drawn = |extra: &[&str], name: &str| {
        let out = dir.path().join(name);
        let mut args = vec![
            "render",
            path_str(&trace),
            "--at",
            "42",
            "-o",
            path_str(&out),
        ];
        args.extend_from_slice(extra);
        assert_code(&run(&args), 0);
        decode_png(&out)
    };
    // Under the board, a portrait frame; beside it, a landscape one, no taller than the
    // board with its margins.
    let (tall_width, tall_height, _) = drawn(&[], "tall.png");
    assert!(tall_height > tall_width, "{tall_width}x{tall_height}");
    let (width, height, wide) = drawn(&["--layout", "wide"], "wide.png");
    assert!(width > height, "{width}x{height}");
    assert!(height < tall_height && width > tall_width);
    // The caption stands right of the board: ink in the right half, level with the
    // board's top rows, and nothing under the board.
    let board_bottom = (0..height)
        .rev()
        .find(|&y| {
            (0..width / 3)
                .filter(|&x| at(&wide, width, x, y)[0] < 80)
                .count()
                > width / 4
        })
        .unwrap();
    assert!(
        board_bottom + 30 > height,
        "nothing under the board: {board_bottom} of {height}"
    );
    let right_ink = (0..height / 4)
        .flat_map(|y| (width / 2..width).map(move |x| (x, y)))
        .filter(|&(x, y)| at(&wide, width, x, y) != at(&wide, width, width - 1, height - 1))
        .count();
    assert!(right_ink > 200, "{right_ink}");
    // auto: a frame asked wider than tall is laid out wide, exactly that size.
    let (width, height, _) = drawn(&["--width", "1280", "--height", "720"], "auto.png");
    assert_eq!((width, height), (1280, 720));
    let (_, _, tall_fit) = drawn(
        &["--width", "1280", "--height", "720", "--layout", "tall"],
        "t.png",
    );
    let (_, _, auto) = drawn(&["--width", "1280", "--height", "720"], "auto2.png");
    assert_ne!(auto, tall_fit, "auto chose the wide layout");
}

#[test]
fn bold_marks_are_larger_and_darker_for_a_projector() {
    let dir = tempfile::tempdir().unwrap();
    let dark = |pixels: &[[u8; 3]]| {
        pixels
            .iter()
            .filter(|p| p.iter().map(|&c| u32::from(c)).sum::<u32>() < 150)
            .count()
    };
    for solver in ["naive", "tables"] {
        let trace = leetcode_trace_of(dir.path(), solver);
        let drawn = |extra: &[&str], name: &str| {
            let out = dir.path().join(name);
            let mut args = vec![
                "render",
                path_str(&trace),
                "--at",
                "26",
                "-o",
                path_str(&out),
            ];
            args.extend_from_slice(extra);
            assert_code(&run(&args), 0);
            decode_png(&out)
        };
        let (width, height, normal) = drawn(&[], "normal.png");
        let (bold_width, bold_height, bold) = drawn(&["--marks", "bold"], "bold.png");
        assert_eq!(
            (width, height),
            (bold_width, bold_height),
            "{solver}: same size"
        );
        // The 26 cells read (naive) or the three units looked up (tables), and the key's
        // sample, are marked in the text's dark ink, and larger.
        let more = dark(&bold) - dark(&normal);
        assert!(more > 600, "{solver}: {more} more dark pixels");
    }
}

/// Dark pixels between columns `xs` above the grid's top line (the first row with a
/// line of them across most of a board).
fn ink_above_grid(frame: &[[u8; 3]], width: usize, xs: std::ops::Range<usize>) -> usize {
    let dark = |p: &[u8; 3]| p.iter().all(|&c| c < 100);
    let dark_in_row = |y: usize| xs.clone().filter(|&x| dark(&frame[y * width + x])).count();
    let top = (0..frame.len() / width)
        .find(|&y| dark_in_row(y) > 300)
        .expect("a grid line");
    (0..top).map(dark_in_row).sum()
}

#[test]
fn candidates_are_pencilled_into_the_blanks() {
    let dir = tempfile::tempdir().unwrap();
    let trace = leetcode_trace(dir.path());
    let picture = |extra: &[&str]| {
        let out = dir.path().join("c.png");
        bin()
            .arg("render")
            .arg(&trace)
            .args(["--at", "0", "-o"])
            .arg(&out)
            .args(extra)
            .assert()
            .success();
        decode_png(&out)
    };
    let ink_in = |pixels: &[[u8; 3]], width: usize, r, c, third_row: usize, third_col: usize| {
        let (x0, y0) = cell_origin(width, r, c);
        let (x0, y0) = (x0 + third_col * 12, y0 + third_row * 12);
        (y0 + 1..y0 + 11).any(|y| (x0 + 1..x0 + 11).any(|x| at(pixels, width, x, y) != [255; 3]))
    };
    let (width, _, plain) = picture(&[]);
    let (_, _, pencilled) = picture(&["--candidates"]);
    // r1c3 of the LeetCode example can hold 1, 2 or 4: top left, top middle, middle left.
    for (third_row, third_col, digit) in [(0, 0, 1), (0, 1, 2), (1, 0, 4)] {
        assert!(
            ink_in(&pencilled, width, 1, 3, third_row, third_col),
            "{digit}"
        );
        assert!(
            !ink_in(&plain, width, 1, 3, third_row, third_col),
            "{digit}"
        );
    }
    for (third_row, third_col, digit) in [(0, 2, 3), (1, 1, 5), (2, 2, 9)] {
        assert!(
            !ink_in(&pencilled, width, 1, 3, third_row, third_col),
            "{digit}"
        );
    }
}

#[test]
fn side_by_side_frames_follow_the_search_that_has_the_chosen_events() {
    // `--only force`: the row-by-row search (the longer) has no forced placement, so the
    // frames are the strategy's forced placements, the other search beside each.
    let dir = tempfile::tempdir().unwrap();
    let rows = leetcode_trace_of(dir.path(), "tables");
    let singles = leetcode_trace_of(dir.path(), "mrv+singles+tables");
    let out = dir.path().join("forced.gif");
    let output = bin()
        .arg("render")
        .args([&rows, &singles])
        .args(["--only", "force", "--max-frames", "0", "-o"])
        .arg(&out)
        .output()
        .unwrap();
    assert_eq!(
        output.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let gif = decode_gif(&out);
    assert_eq!(
        gif.frames.len(),
        51 + 2,
        "51 forced placements, the opening and the end"
    );
}

/// The middle row of the pixels in `x_from..` of `frame` that have `colour`, if any.
fn band_of(frame: &[[u8; 3]], width: usize, x_from: usize, colour: [u8; 3]) -> Option<usize> {
    let rows: Vec<usize> = (0..frame.len() / width)
        .filter(|&y| (x_from..width).any(|x| at(frame, width, x, y) == colour))
        .collect();
    Some((rows.first()? + rows.last()?) / 2)
}

#[test]
fn the_code_panel_lights_the_line_that_made_each_frames_event_beside_an_unchanged_board() {
    let dir = tempfile::tempdir().unwrap();
    let trace = leetcode_trace(dir.path());
    let plain = render_first_events(dir.path(), &trace, &[]);
    let coded = render_first_events(dir.path(), &trace, &["--panel", "code"]);
    assert!(
        coded.width > plain.width + 300,
        "{} {}",
        coded.width,
        plain.width
    );
    assert_eq!(coded.frames.len(), plain.frames.len());
    // The board and caption are drawn as without the panel, to the pixel.
    for (k, ((with, _), (without, _))) in coded.frames.iter().zip(&plain.frames).enumerate() {
        for y in 0..plain.height {
            let row = &with[y * coded.width..y * coded.width + plain.width];
            assert_eq!(
                row,
                &without[y * plain.width..(y + 1) * plain.width],
                "frame {k} row {y}"
            );
        }
    }
    // The lit line's paper is the colour of the cell worked on: r1c3, tried at event 1.
    let events = trace_lines(&trace);
    let (x0, y0) = cell_origin(plain.width, 1, 3);
    let current = at(&plain.frames[1].0, plain.width, x0 + 2, y0 + 2);
    let mut band_of_line = std::collections::BTreeMap::new();
    for (k, (frame, _)) in coded.frames.iter().enumerate().skip(1).take(80) {
        let line = shown_line(&trace, k as u64);
        let band = band_of(frame, coded.width, plain.width, current)
            .unwrap_or_else(|| panic!("frame {k} ({}) lights no line", events[k]));
        assert_eq!(
            *band_of_line.entry(line).or_insert(band),
            band,
            "frame {k}: line {line}"
        );
    }
    // Four kinds of event, four lines, lit in the listing's order, a line apart.
    assert_eq!(band_of_line.len(), 4, "{band_of_line:?}");
    let bands: Vec<(u64, usize)> = band_of_line.into_iter().collect();
    let pitch = (bands[1].1 - bands[0].1) as f64 / (bands[1].0 - bands[0].0) as f64;
    for pair in bands.windows(2) {
        let step = (pair[1].1 - pair[0].1) as f64 / (pair[1].0 - pair[0].0) as f64;
        assert!((step - pitch).abs() <= 1.0, "{bands:?}");
    }
}

/// The line `show --json` names for event `n`.
fn shown_line(trace: &Path, n: u64) -> u64 {
    let output = run(&["show", path_str(trace), "--at", &n.to_string(), "--json"]);
    let shown: serde_json::Value = serde_json::from_str(stdout(&output).trim()).unwrap();
    shown["line"].as_u64().unwrap()
}

#[test]
fn the_stack_and_tree_panels_follow_the_depth_and_are_the_same_bytes_each_time() {
    let dir = tempfile::tempdir().unwrap();
    let trace = leetcode_trace(dir.path());
    let plain = render_first_events(dir.path(), &trace, &[]);
    for panel in ["stack", "tree"] {
        let out = |name: &str| {
            let out = dir.path().join(name);
            bin()
                .arg("render")
                .arg(&trace)
                .args(["--to", "80", "--max-frames", "0", "--panel", panel, "-o"])
                .arg(&out)
                .assert()
                .success();
            out
        };
        let (a, b) = (out("a.gif"), out("b.gif"));
        assert_eq!(fs::read(&a).unwrap(), fs::read(&b).unwrap(), "{panel}");
        let gif = decode_gif(&a);
        // The panel's ink grows and shrinks with the depth: more placements, more lines
        // of the stack, a deeper path in the tree.
        let ink = |frame: &[[u8; 3]]| {
            (0..gif.height)
                .flat_map(|y| (plain.width..gif.width).map(move |x| (x, y)))
                .filter(|&(x, y)| at(frame, gif.width, x, y) != [255; 3])
                .count()
        };
        let depth_at = |n: u64| {
            let output = run(&["show", path_str(&trace), "--at", &n.to_string(), "--json"]);
            let shown: serde_json::Value = serde_json::from_str(stdout(&output).trim()).unwrap();
            shown["depth"].as_u64().unwrap()
        };
        let (shallow, deep) = (1..80u64)
            .map(|n| (depth_at(n), n))
            .fold(((u64::MAX, 0), (0, 0)), |(lo, hi), d| {
                (lo.min(d), hi.max(d))
            });
        assert!(deep.0 > shallow.0 + 2, "{panel}: {shallow:?} {deep:?}");
        let (lo, hi) = (
            ink(&gif.frames[shallow.1 as usize].0),
            ink(&gif.frames[deep.1 as usize].0),
        );
        assert!(
            hi > lo,
            "{panel}: ink at depth {} is {lo}, at depth {} is {hi}",
            shallow.0,
            deep.0
        );
    }
    let out = dir.path().join("two.gif");
    let output = run(&[
        "render",
        path_str(&trace),
        path_str(&trace),
        "--panel",
        "code",
        "-o",
        path_str(&out),
    ]);
    assert_code(&output, 2);
    assert!(!out.exists());
}

const DIM: [u8; 3] = [0x6A, 0x6A, 0x6A];

/// The cells whose picture in `frame` holds the dim ink the check's marks are drawn in.
fn cells_marked(frame: &[[u8; 3]], width: usize) -> Vec<(usize, usize)> {
    let mut marked = Vec::new();
    for r in 1..=9 {
        for c in 1..=9 {
            let (x0, y0) = cell_origin(width, r, c);
            let dim = (y0..y0 + 36).any(|y| (x0..x0 + 36).any(|x| at(frame, width, x, y) == DIM));
            if dim {
                marked.push((r, c));
            }
        }
    }
    marked
}

/// The cells of the unit of kind `unit` (0 row, 1 column, 2 box) holding cell rRcC.
fn unit_cells(unit: usize, r: usize, c: usize) -> Vec<(usize, usize)> {
    let (br, bc) = ((r - 1) / 3 * 3, (c - 1) / 3 * 3);
    (0..9)
        .map(|i| match unit {
            0 => (r, i + 1),
            1 => (i + 1, c),
            _ => (br + i / 3 + 1, bc + i % 3 + 1),
        })
        .collect()
}

/// What `show --at n --json` counts of `trace`: cell reads, table lookups.
fn check_counts(trace: &Path, n: u64) -> (u64, u64) {
    let json: serde_json::Value = serde_json::from_str(&stdout(&run(&[
        "show",
        path_str(trace),
        "--at",
        &n.to_string(),
        "--json",
    ])))
    .unwrap();
    let stats = &json["stats"];
    (
        stats["cell_reads"].as_u64().unwrap(),
        stats["table_lookups"].as_u64().unwrap(),
    )
}

/// The naive and the tables check make the same search: their frames at one event are the
/// same size and differ only where the check's work is drawn and in the line of counts.
/// The naive frame marks the cells its scan read (the row, then the column, then the box,
/// as many as its count of cell reads went up); the tables frame outlines the units whose
/// tables it looked up (as many as its count of lookups went up).
#[test]
fn naive_and_tables_frames_differ_only_in_the_checks_work() {
    let dir = tempfile::tempdir().unwrap();
    let naive = leetcode_trace_of(dir.path(), "naive");
    let tables = leetcode_trace_of(dir.path(), "tables");
    let events: Vec<serde_json::Value> = {
        let plain = dir.path().join("plain.jsonl");
        bin()
            .args(["solve", LEETCODE, "--trace"])
            .arg(&plain)
            .assert()
            .success();
        trace_lines(&plain)[1..]
            .iter()
            .map(|line| serde_json::from_str(line).unwrap())
            .collect()
    };
    let first_box = 1 + events
        .iter()
        .position(|e| e["unit"] == "box")
        .expect("a box clash");
    for n in [2, ROW_CONFLICT, COL_CONFLICT, first_box] {
        let event = &events[n - 1];
        let png = |trace: &Path, name: &str| {
            let out = dir.path().join(format!("{name}-{n}.png"));
            bin()
                .arg("render")
                .arg(trace)
                // One title for both: by default it names the search, which differs.
                .args([
                    "--at",
                    &n.to_string(),
                    "--no-legend",
                    "--title",
                    "LeetCode 37",
                ])
                .arg("-o")
                .arg(&out)
                .assert()
                .success();
            decode_png(&out)
        };
        let (w, h, a) = png(&naive, "naive");
        let (w2, h2, b) = png(&tables, "tables");
        assert_eq!((w, h), (w2, h2), "event {n}: the same size");
        let (r, c) = (
            event["r"].as_u64().unwrap() as usize,
            event["c"].as_u64().unwrap() as usize,
        );
        // The naive check's trail: the first `reads` cells of its scan.
        let reads =
            (check_counts(&naive, n as u64).0 - check_counts(&naive, n as u64 - 1).0) as usize;
        let scan: Vec<(usize, usize)> = (0..3).flat_map(|unit| unit_cells(unit, r, c)).collect();
        let mut read: Vec<(usize, usize)> = scan[..reads].to_vec();
        read.sort_unstable();
        read.dedup();
        assert_eq!(cells_marked(&a, w), read, "event {n}: {event}");
        // The tables check's units: as many as its lookups went up, row, column, box.
        let lookups =
            (check_counts(&tables, n as u64).1 - check_counts(&tables, n as u64 - 1).1) as usize;
        assert!((1..=3).contains(&lookups), "event {n}: {lookups} lookups");
        let units: Vec<Vec<(usize, usize)>> =
            (0..lookups).map(|unit| unit_cells(unit, r, c)).collect();
        let on_outline = |&(rr, cc): &(usize, usize)| {
            units.iter().any(|cells| {
                cells.contains(&(rr, cc))
                    && [(0, 1), (2, 1), (1, 0), (1, 2)].iter().any(|&(dr, dc)| {
                        let (nr, nc) = (rr + dr, cc + dc);
                        !(2..=10).contains(&nr)
                            || !(2..=10).contains(&nc)
                            || !cells.contains(&(nr - 1, nc - 1))
                    })
            })
        };
        let mut looked: Vec<(usize, usize)> =
            units.iter().flatten().copied().filter(on_outline).collect();
        looked.sort_unstable();
        looked.dedup();
        assert_eq!(cells_marked(&b, w), looked, "event {n}: {event}");
        // Elsewhere, the frames are the same but for one line of the caption: the counts.
        let mut rows_apart = Vec::new();
        for y in 0..h {
            for x in 0..w {
                if a[y * w + x] == b[y * w + x] {
                    continue;
                }
                let in_marked = read.iter().chain(&looked).any(|&(rr, cc)| {
                    let (x0, y0) = cell_origin(w, rr, cc);
                    (x0..x0 + 36).contains(&x) && (y0..y0 + 36).contains(&y)
                });
                if !in_marked {
                    rows_apart.push(y);
                }
            }
        }
        let (top, bottom) = (
            rows_apart.iter().min().unwrap(),
            rows_apart.iter().max().unwrap(),
        );
        let (_, grid_top) = cell_origin(w, 9, 1);
        assert!(
            *top > grid_top + 36,
            "event {n}: only the caption differs besides the marks"
        );
        assert!(
            bottom - top < 24,
            "event {n}: one line of the caption, rows {top} to {bottom}"
        );
    }
}

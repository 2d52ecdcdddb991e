//! Lessons (`--lesson FILE`): a teacher's moments with a note each, played by the page as
//! a guided tour, asked in Predict, drawn into the GIF's captions; docs/lessons' example
//! lessons, and files that are not lessons refused saying where.

use std::path::{Path, PathBuf};

use serde_json::{Value, json};

use sudotrace_frames::note_hold;

use crate::render::{decode_gif, decode_png};
use crate::util::{LEETCODE, assert_code, page_json, path_str, run, solve_traced, stderr};

/// The example lesson in docs/lessons, in English or Chinese.
fn example(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("docs/lessons")
        .join(name)
}

/// The LeetCode 37 search, row by row with the tables check, recorded into `dir`.
fn rows_trace(dir: &Path) -> PathBuf {
    let trace = dir.join("search.jsonl");
    solve_traced(LEETCODE, "tables", &trace, &[], 0);
    trace
}

/// The events of the example lesson's five moments, in the search's order: a row
/// clash, the first box clash, the first backtrack, the hundredth backtrack and the
/// centre's placement.
const MOMENTS: [u64; 5] = [4, 26, 67, 1_984, 10_665];

#[test]
fn the_page_carries_the_lessons_moments_markers_and_questions() {
    let dir = tempfile::tempdir().unwrap();
    let trace = rows_trace(dir.path());
    for (lesson, title) in [
        (
            "leetcode37.toml",
            "LeetCode 37: how backtracking turns back",
        ),
        ("leetcode37.zh-CN.toml", "力扣第 37 题：回溯如何退回"),
    ] {
        let page = dir.path().join("lesson.html");
        let output = run(&[
            "html",
            path_str(&trace),
            "--lesson",
            path_str(&example(lesson)),
            "--mode",
            "predict",
            "-o",
            path_str(&page),
        ]);
        assert_code(&output, 0);
        let data = page_json(&page);
        let stops: Vec<u64> = data["lesson"]
            .as_array()
            .unwrap()
            .iter()
            .map(|stop| stop["at"].as_u64().unwrap())
            .collect();
        assert_eq!(stops, MOMENTS, "{lesson}");
        // The moments that ask are Predict's questions, and the only ones.
        let asked: Vec<u64> = data["questions"]
            .as_array()
            .unwrap()
            .iter()
            .map(|q| q["event"].as_u64().unwrap())
            .collect();
        assert_eq!(asked, [4, 26, 67], "{lesson}");
        let html = std::fs::read_to_string(&page).unwrap();
        assert!(
            html.contains(&format!("<title>{title}</title>")),
            "{lesson}"
        );
    }
    // --title wins over the lesson's; --ask-at's questions follow the lesson's.
    let page = dir.path().join("titled.html");
    let output = run(&[
        "html",
        path_str(&trace),
        "--lesson",
        path_str(&example("leetcode37.toml")),
        "--title",
        "Mine",
        "--ask-at",
        "100",
        "-o",
        path_str(&page),
    ]);
    assert_code(&output, 0);
    let data = page_json(&page);
    let asked: Vec<u64> = data["questions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|q| q["event"].as_u64().unwrap())
        .collect();
    assert_eq!(asked, [4, 26, 67, 100]);
    assert!(
        std::fs::read_to_string(&page)
            .unwrap()
            .contains("<title>Mine</title>")
    );
    // A page without a lesson carries none.
    let plain = dir.path().join("plain.html");
    assert_code(&run(&["html", path_str(&trace), "-o", path_str(&plain)]), 0);
    assert!(page_json(&plain).get("lesson").is_none());
}

#[test]
fn a_file_that_is_not_a_lesson_is_refused_saying_where() {
    let dir = tempfile::tempdir().unwrap();
    let trace = rows_trace(dir.path());
    let lesson = dir.path().join("bad.toml");
    let out = dir.path().join("out.html");
    for (text, said) in [
        (
            "[[moment]]\nat = 26\nnote = \"x\"\nwhen = 3\n",
            "bad.toml: line 4, column 1: unknown field `when`",
        ),
        (
            "[[moment]]\nat = \"conflict:diagonal\"\nnote = \"x\"\n",
            "bad.toml: line 2, column 6: at = \"conflict:diagonal\"",
        ),
        (
            "[[moment]]\nat = \"dead-end\"\nnote = \"x\"\n",
            "bad.toml: line 1: ",
        ),
        (
            "[[moment]]\nat = 90000\nnote = \"x\"\n",
            "--lesson 90000: the page shows events 1 to 79,461",
        ),
        (
            "title = \"nothing\"\n",
            "bad.toml: the lesson has no moment",
        ),
    ] {
        std::fs::write(&lesson, text).unwrap();
        let output = run(&[
            "html",
            path_str(&trace),
            "--lesson",
            path_str(&lesson),
            "-o",
            path_str(&out),
        ]);
        assert_code(&output, 2);
        let message = stderr(&output);
        assert!(message.contains(said), "{text:?}: {message}");
        assert_eq!(message.trim().lines().count(), 1, "{message}");
        assert!(!out.exists(), "nothing written");
    }
}

/// `step --lesson` reads the lesson before it takes the screen over: a file that is not
/// a lesson, a moment past the trace's end, or a question outside `--from` is refused in
/// one line with exit code 2.
#[test]
fn step_refuses_a_file_that_is_not_a_lesson_in_one_line() {
    let dir = tempfile::tempdir().unwrap();
    let trace = rows_trace(dir.path());
    let lesson = dir.path().join("bad.toml");
    let step = |extra: &[&str]| {
        let mut args = vec!["step", path_str(&trace), "--lesson", path_str(&lesson)];
        args.extend_from_slice(extra);
        run(&args)
    };
    for (text, extra, said) in [
        (
            "[[moment]]\nat = 26\nnote = \"x\"\nwhen = 3\n",
            &[][..],
            "bad.toml: line 4, column 1: unknown field `when`",
        ),
        (
            "[[moment]]\nat = \"backtrack:9999\"\nnote = \"x\"\n",
            &[],
            "bad.toml: line 1: ",
        ),
        (
            "[[moment]]\nat = 90000\nnote = \"x\"\n",
            &[],
            "search.jsonl has only 79,461 events",
        ),
        (
            "[[moment]]\nat = 0\nnote = \"x\"\n",
            &[],
            "bad.toml: line 1: at = 0 is the puzzle",
        ),
        (
            "[[moment]]\nat = 26\nnote = \"a\\u001b[31mred\"\n",
            &[],
            "bad.toml: line 3, column 8: the note holds a control character (U+001B)",
        ),
        // Its questions are asked within --from and --to, as --ask-at's are.
        (
            "[[moment]]\nat = 26\nnote = \"x\"\nask = true\n",
            &["--predict", "--from", "100"],
            "search.jsonl: --lesson: event 26 is not among the events asked about here (100 to 79,461)",
        ),
    ] {
        std::fs::write(&lesson, text).unwrap();
        let output = step(extra);
        assert_code(&output, 2);
        let message = stderr(&output);
        assert!(message.contains(said), "{text:?}: {message}");
        // It names the lesson: the file, or the option.
        assert!(
            message.contains("bad.toml: ") || message.contains("--lesson"),
            "{message}"
        );
        assert_eq!(message.trim().lines().count(), 1, "{message}");
        assert!(!message.contains("needs a terminal"), "{message}");
    }
    std::fs::remove_file(&lesson).unwrap();
    let output = step(&[]);
    assert_code(&output, 2);
    assert!(stderr(&output).contains("bad.toml: cannot open the lesson"));
    assert_eq!(stderr(&output).trim().lines().count(), 1);
    // The example lesson is read, and then only the terminal is missing.
    for name in ["leetcode37.toml", "leetcode37.zh-CN.toml"] {
        let output = run(&[
            "step",
            path_str(&trace),
            "--lesson",
            path_str(&example(name)),
            "--predict",
        ]);
        assert_code(&output, 2);
        assert!(
            stderr(&output).contains("step needs a terminal"),
            "{name}: {}",
            stderr(&output)
        );
    }
}

/// The notes of the lesson at `path`, in the file's order (the example's is the
/// search's).
fn notes_of(path: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(path).unwrap();
    text.lines()
        .filter_map(|line| line.strip_prefix("note = \""))
        .map(|line| line.trim_end_matches('"').to_string())
        .collect()
}

/// Rows of `pixels` (`width` wide) with a pixel unlike the first one's colour.
fn inked_rows(pixels: &[[u8; 3]], width: usize) -> Vec<bool> {
    let paper = pixels[0];
    pixels
        .chunks(width)
        .map(|row| row.iter().any(|&p| p != paper))
        .collect()
}

#[test]
fn the_gif_holds_each_moment_with_its_note_under_the_caption() {
    let dir = tempfile::tempdir().unwrap();
    let trace = rows_trace(dir.path());
    let lesson = example("leetcode37.toml");
    let notes = notes_of(&lesson);
    let render = |extra: &[&str], name: &str| -> PathBuf {
        let out = dir.path().join(name);
        let mut args = vec!["render", path_str(&trace), "--lesson", path_str(&lesson)];
        args.extend_from_slice(extra);
        args.extend_from_slice(&["-o", path_str(&out)]);
        assert_code(&run(&args), 0);
        out
    };
    let gif = decode_gif(&render(&[], "lesson.gif"));
    // Each moment is a frame of its own, held by its note's length, in the lesson's order.
    let held: Vec<u16> = gif
        .frames
        .iter()
        .map(|(_, delay)| *delay)
        .filter(|&delay| delay >= 200 && delay != 300)
        .collect();
    let holds: Vec<u16> = notes.iter().map(|note| note_hold(note)).collect();
    assert_eq!(held, holds);
    for (i, &at) in MOMENTS.iter().enumerate() {
        // The frame is the board after the moment's event, as --at draws it with the note.
        let (width, height, moment) = decode_png(&render(&["--at", &at.to_string()], "m.png"));
        assert_eq!((width, height), (gif.width, gif.height));
        // The moment's held frame: as --at draws it, but for the line that counts the
        // events passed since the frame before, which --at has not.
        let frame = &gif
            .frames
            .iter()
            .filter(|(_, delay)| *delay >= 200 && *delay != 300)
            .nth(i)
            .unwrap()
            .0;
        let differ = frame
            .chunks(width)
            .zip(moment.chunks(width))
            .filter(|(a, b)| a != b)
            .count();
        assert!(differ <= 20, "event {at}: {differ} rows unlike --at's");
        // The note is ink under the caption that the next event's frame does not have.
        let next = (at + 1).to_string();
        let (_, _, after) = decode_png(&render(&["--at", &next], "n.png"));
        let (noted, plain) = (inked_rows(&moment, width), inked_rows(&after, width));
        let note_rows = noted
            .iter()
            .zip(&plain)
            .filter(|&(&with, &without)| with && !without)
            .count();
        assert!(note_rows >= 12, "event {at}: {note_rows} rows of the note");
    }
    // Two traces side by side take no lesson; a note the pictures cannot draw, or too
    // long for the frame, is refused saying which.
    let other = dir.path().join("other.jsonl");
    solve_traced(LEETCODE, "naive", &other, &[], 0);
    let out = dir.path().join("pair.gif");
    let output = run(&[
        "render",
        path_str(&trace),
        path_str(&other),
        "--lesson",
        path_str(&lesson),
        "-o",
        path_str(&out),
    ]);
    assert_code(&output, 2);
    assert!(stderr(&output).contains("--lesson plays one trace"));
    let bad = dir.path().join("bad.toml");
    for (note, said) in [
        (
            "a \u{1f600} face".to_string(),
            "the note at event 26: '\u{1f600}' is not a character",
        ),
        (
            "word ".repeat(60),
            "--lesson: the note at event 26 needs 6 lines",
        ),
    ] {
        std::fs::write(&bad, format!("[[moment]]\nat = 26\nnote = \"{note}\"\n")).unwrap();
        let output = run(&[
            "render",
            path_str(&trace),
            "--lesson",
            path_str(&bad),
            "-o",
            path_str(&out),
        ]);
        assert_code(&output, 2);
        assert!(stderr(&output).contains(said), "{}", stderr(&output));
        assert!(!out.exists());
    }
    // A moment past a JSON Lines trace's end, whose length only the drawing finds.
    std::fs::write(&bad, "[[moment]]\nat = 90000\nnote = \"late\"\n").unwrap();
    let output = run(&[
        "render",
        path_str(&trace),
        "--lesson",
        path_str(&bad),
        "-o",
        path_str(&out),
    ]);
    assert_code(&output, 2);
    assert!(stderr(&output).contains("--lesson: at = 90000: the trace has only 79,461 events"));
    assert!(!out.exists());
}

/// The tests that need node, Chromium or tmux: the web tier (`cargo xtask test-web`).
mod web {
    use super::*;
    use crate::player::drive;
    use crate::util::{Tool, tools_here};

    /// The position an observation shows, from its caption ("#26 r1c7: …").
    fn position(observation: &Value) -> u64 {
        let caption = observation["caption"].as_str().unwrap();
        let number: String = caption
            .trim_start_matches('#')
            .chars()
            .take_while(|c| c.is_ascii_digit() || *c == ',')
            .filter(char::is_ascii_digit)
            .collect();
        number.parse().unwrap_or(0)
    }

    #[test]
    #[ignore = "web tier, run by `cargo xtask test-web`"]
    fn the_page_plays_a_lesson_stopping_at_each_moment_with_its_note() {
        if !tools_here(&[Tool::Browser]) {
            return;
        }
        let dir = tempfile::tempdir().unwrap();
        let trace = rows_trace(dir.path());
        let page = dir.path().join("lesson.html");
        let lesson = example("leetcode37.toml");
        assert_code(
            &run(&[
                "html",
                path_str(&trace),
                "--lesson",
                path_str(&lesson),
                "-o",
                path_str(&page),
            ]),
            0,
        );
        let notes = notes_of(&lesson);
        // Play, then Go on at each moment: the page stops at every moment in turn.
        // Frames enough to reach each moment: one event a frame for the first 600,
        // then 16 a frame.
        let mut steps = vec![json!({"press": " "}), json!({"frames": 40})];
        for frames in [60, 100, 700, 700] {
            steps.push(json!({"click": "#lesson-go-on"}));
            steps.push(json!({ "frames": frames }));
        }
        steps.push(json!({"goto": 500}));
        let result = drive(&page, json!({ "steps": steps }));
        let observations = result["observations"].as_array().unwrap();
        // The observation after each stretch of frames stands at a moment, paused.
        let stopped: Vec<&Value> = observations
            .iter()
            .filter(|o| o["step"]["frames"].is_u64())
            .collect();
        assert_eq!(stopped.len(), MOMENTS.len());
        for (i, (observation, &at)) in stopped.iter().zip(&MOMENTS).enumerate() {
            assert_eq!(position(observation), at, "moment {}", i + 1);
            assert_eq!(observation["playing"], false, "paused at {at}");
            let shown = &observation["lesson"];
            assert_eq!(shown["shown"], true, "the note at {at}");
            assert_eq!(shown["note"], notes[i], "the note at {at}");
            assert_eq!(
                shown["heading"],
                format!("Lesson · {} of 5", i + 1),
                "at {at}"
            );
            let last = i + 1 == MOMENTS.len();
            assert_eq!(shown["goOn"], !last, "Go on at {at}");
            assert_eq!(shown["last"], last, "the lesson ends at {at}");
        }
        // The moments are on the list of markers; away from them the box is hidden.
        let markers = observations[0]["markers"].as_array().unwrap();
        let lesson_markers = markers
            .iter()
            .filter(|m| m.as_str().unwrap().contains("lesson "))
            .count();
        assert_eq!(lesson_markers, 5, "{markers:?}");
        let away = observations.last().unwrap();
        assert_eq!(position(away), 500);
        assert_eq!(away["lesson"]["shown"], false);
    }
}

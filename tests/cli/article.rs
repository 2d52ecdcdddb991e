//! A page in an article (`html --embed`, `--poster`) and the pace a page plays at: the
//! snippet (a snapshot) and its poster at the frame's size, titled as the page is, the
//! page in the snippet's frame in Chromium with no line cut from a phone to the full
//! column, the whole frame on a laptop's screen, and a long search that opens an event a
//! frame and plays the rest within two minutes.

use serde_json::{Value, json};
use tempfile::TempDir;

use crate::player::{
    assert_essentials_in_view, assert_title_whole, drive, leetcode_trace, page, position, rect,
};
use crate::render::decode_png;
use crate::util::{assert_code, page_json, path_str, run, run_in, stderr, stdout};

#[test]
fn embed_prints_a_frame_over_the_poster_drawn_at_the_frames_size() {
    let dir = TempDir::new().unwrap();
    leetcode_trace(dir.path());
    let output = run_in(
        Some(dir.path()),
        &[
            "html",
            "leetcode.jsonl",
            "-o",
            "search.html",
            "--embed",
            "--poster",
            "poster.png",
            "--start",
            "67",
            "--title",
            "LeetCode 37 <naive>",
        ],
    );
    assert_code(&output, 0);
    let out = stdout(&output);
    let snippet = out.lines().find(|line| line.starts_with("<div")).unwrap();
    insta::assert_snapshot!("embed_snippet_with_poster", snippet);
    // The poster is the board at the page's opening, as `render --at` draws it, at the
    // frame's size, under the page's title.
    let (width, height, _) = decode_png(&dir.path().join("poster.png"));
    assert_eq!((width, height), (720, 540));
    let output = run_in(
        Some(dir.path()),
        &[
            "render",
            "leetcode.jsonl",
            "--at",
            "67",
            "--width",
            "720",
            "--height",
            "540",
            "--title",
            "LeetCode 37 <naive>",
            "-o",
            "rendered.png",
        ],
    );
    assert_code(&output, 0);
    assert!(
        std::fs::read(dir.path().join("poster.png")).unwrap()
            == std::fs::read(dir.path().join("rendered.png")).unwrap(),
        "the poster is the picture render draws"
    );
    let text = std::fs::read_to_string(dir.path().join("search.html")).unwrap();
    assert!(text.contains("<title>LeetCode 37 &lt;naive&gt;</title>"));
    // Without a poster, the frame alone, of the same shape; a poster in another folder
    // is named by its path from the page's.
    let output = run_in(
        Some(dir.path()),
        &["html", "leetcode.jsonl", "-o", "search.html", "--embed"],
    );
    let out = stdout(&output);
    let bare = out.lines().find(|line| line.starts_with("<div")).unwrap();
    insta::assert_snapshot!("embed_snippet", bare);
    let output = run_in(
        Some(dir.path()),
        &[
            "html",
            "leetcode.jsonl",
            "-o",
            "site/search.html",
            "--embed",
            "--poster",
            "site/img/p.png",
        ],
    );
    assert_code(&output, 0);
    assert!(
        stdout(&output).contains("<img src=\"img/p.png\""),
        "{}",
        stdout(&output)
    );
}

/// The poster draws the page's title when one is given; a title the pictures cannot draw
/// (the page shows any text) leaves the poster untitled, with a warning, and the page and
/// the poster are still written.
#[test]
fn the_poster_has_the_pages_title_or_none_when_the_pictures_cannot_draw_it() {
    let dir = TempDir::new().unwrap();
    leetcode_trace(dir.path());
    let html = |title: &str, poster: &str| {
        let mut args = vec!["html", "leetcode.jsonl", "-o", "page.html"];
        args.extend(["--poster", poster, "--start", "67"]);
        if !title.is_empty() {
            args.extend(["--title", title]);
        }
        run_in(Some(dir.path()), &args)
    };
    let render = |title: Option<&str>, out: &str| {
        let mut args = vec!["render", "leetcode.jsonl", "--at", "67"];
        args.extend(["--width", "720", "--height", "540", "-o", out]);
        if let Some(title) = title {
            args.extend(["--title", title]);
        }
        assert_code(&run_in(Some(dir.path()), &args), 0);
        std::fs::read(dir.path().join(out)).unwrap()
    };
    let poster = |name: &str| std::fs::read(dir.path().join(name)).unwrap();
    // LeetCode 37's Chinese title: every character is among those drawn.
    let output = html("力扣第37题：解数独", "zh.png");
    assert_code(&output, 0);
    assert_eq!(stderr(&output), "");
    assert!(poster("zh.png") == render(Some("力扣第37题：解数独"), "zh-rendered.png"));
    // Without --title, the pictures' own title, as before.
    assert_code(&html("", "default.png"), 0);
    assert!(poster("default.png") == render(None, "default-rendered.png"));
    // A rare character: the page keeps the title, the poster is drawn without one.
    let output = html("龘 and a rocket 🚀", "rare.png");
    assert_code(&output, 0);
    assert_eq!(
        stderr(&output).trim_end(),
        "warning: --title: '龘' is not a character the pictures draw; the poster is drawn without the title (the page has it)"
    );
    assert!(stdout(&output).contains("rare.png: the opening board"));
    assert!(poster("rare.png") == render(Some(""), "untitled.png"));
    assert!(poster("rare.png") != poster("default.png"));
    let page = std::fs::read_to_string(dir.path().join("page.html")).unwrap();
    assert!(page.contains("<title>龘 and a rocket 🚀</title>"));
    // In Chinese, the warning too.
    let output = run_in(
        Some(dir.path()),
        &[
            "html",
            "leetcode.jsonl",
            "-o",
            "zh.html",
            "--poster",
            "zh-rare.png",
            "--title",
            "🚀",
            "--lang",
            "zh-CN",
        ],
    );
    assert_code(&output, 0);
    assert!(
        stderr(&output).starts_with("警告：--title："),
        "{}",
        stderr(&output)
    );
    // A poster draws what its page shows: the page's words' language and the check's
    // marks as the page draws them.
    for (extra, name) in [
        (&["--lang", "zh-CN"][..], "zh-words.png"),
        (&["--marks", "bold"][..], "bold.png"),
    ] {
        let mut args = vec!["html", "leetcode.jsonl", "-o", "p.html", "--start", "67"];
        args.extend(["--poster", name]);
        args.extend_from_slice(extra);
        assert_code(&run_in(Some(dir.path()), &args), 0);
        let mut args = vec!["render", "leetcode.jsonl", "--at", "67"];
        args.extend(["--width", "720", "--height", "540", "-o", "r.png"]);
        args.extend_from_slice(extra);
        assert_code(&run_in(Some(dir.path()), &args), 0);
        assert!(poster(name) == poster("r.png"), "{extra:?}");
        assert!(poster(name) != poster("default.png"), "{extra:?}");
    }
}

#[test]
fn a_long_search_opens_an_event_a_frame_and_plays_within_two_minutes() {
    let dir = TempDir::new().unwrap();
    let trace = leetcode_trace(dir.path());
    let out = dir.path().join("p.html");
    let output = run(&["html", path_str(&trace), "-o", path_str(&out)]);
    assert_code(&output, 0);
    assert!(
        stdout(&output).contains(
            "plays its first 600 events at 1 a frame, then 16 a frame: about 93 s from start to end at 60 frames a second"
        ),
        "{}",
        stdout(&output)
    );
    let data = page_json(&out);
    assert_eq!(
        (&data["speed"], &data["opening"], &data["cruise"]),
        (&json!(1.0), &json!(600), &json!(16.0))
    );
    // The author's speed is kept throughout; so is a window short enough to play one
    // event a frame in two minutes.
    let output = run(&[
        "html",
        path_str(&trace),
        "-o",
        path_str(&out),
        "--speed",
        "4",
    ]);
    assert!(stdout(&output).contains("plays 4 events a frame: about 332 s"));
    assert_eq!(
        (&page_json(&out)["speed"], &page_json(&out)["cruise"]),
        (&json!(4.0), &Value::Null)
    );
    let output = run(&[
        "html",
        path_str(&trace),
        "-o",
        path_str(&out),
        "--from",
        "1000",
        "--to",
        "7000",
    ]);
    assert!(
        stdout(&output).contains("plays one event a frame: about 101 s"),
        "{}",
        stdout(&output)
    );
    assert_eq!(page_json(&out)["cruise"], Value::Null);
}

/// The tests that need node, Chromium or tmux: the web tier (`cargo xtask test-web`).
mod web {
    use super::*;
    use crate::util::{Tool, tools_here};

    /// The snippet `html --embed --poster` prints for the LeetCode trace's page in `dir`
    /// (player.html, its poster poster.png).
    fn embedded(dir: &std::path::Path) -> (std::path::PathBuf, String) {
        let trace = leetcode_trace(dir);
        let out = dir.join("player.html");
        let poster = dir.join("poster.png");
        let output = run(&[
            "html",
            path_str(&trace),
            "-o",
            path_str(&out),
            "--embed",
            "--poster",
            path_str(&poster),
        ]);
        assert_code(&output, 0);
        let snippet = stdout(&output)
            .lines()
            .find(|line| line.starts_with("<div"))
            .unwrap()
            .to_string();
        (out, snippet)
    }

    /// An article in a column `column` px wide (and its padding) with `snippet` after a
    /// heading and a paragraph, written to article.html in `dir`.
    fn article(dir: &std::path::Path, column: usize, snippet: &str) {
        let article = format!(
            "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\">\
             <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>an article</title>\
             <style>body{{margin:0;font:18px/1.6 serif}}article{{max-width:{column}px;margin:0 auto;padding:16px}}</style>\
             </head><body><article><h1>Backtracking</h1><p>The search, event by event:</p>{snippet}\
             <p>The end.</p></article></body></html>"
        );
        std::fs::write(dir.join("article.html"), article).unwrap();
    }

    #[test]
    #[ignore = "web tier, run by `cargo xtask test-web`"]
    fn the_snippets_frame_cuts_no_line_from_a_phone_to_the_full_column() {
        if !tools_here(&[Tool::Browser]) {
            return;
        }
        let dir = TempDir::new().unwrap();
        let (out, snippet) = embedded(dir.path());
        // Columns of articles, and phones.
        for (column, width, height) in [
            (720, 1280, 1000),
            (640, 1280, 900),
            (660, 1280, 900),
            (600, 1280, 900),
            (720, 390, 844),
            (720, 320, 640),
        ] {
            article(dir.path(), column, &snippet);
            let result = drive(
                &out,
                json!({
                    "viewport": [width, height],
                    "allow": ["poster.png"],
                    "steps": [{"frame": "article.html", "cut": true}],
                }),
            );
            let observation = &result["observations"][0];
            let at = format!("a column of {column} px in a {width}x{height} window");
            let frame = &observation["layout"]["viewport"];
            let [frame_width, frame_height] = [0, 1].map(|i| frame[i].as_f64().unwrap());
            assert!(
                frame_width <= column as f64 && frame_width <= width as f64,
                "{at}: the frame fits the column: {frame}"
            );
            // 540 tall, wider than tall, in a column 600 px wide or more; 640 in a
            // phone's.
            let wide = frame_width >= 600.0;
            let shaped = if wide { 540.0 } else { 640.0 };
            assert!((frame_height - shaped).abs() <= 1.0, "{at}: {frame}");
            assert_eq!(observation["step"]["cut"], json!([]), "{at}: a line is cut");
            let about = &observation["step"]["about"];
            assert!(
                about["bottom"].as_f64().unwrap() <= frame_height,
                "{at}: the line about the page is in the frame: {about}"
            );
            let board = assert_essentials_in_view(observation, &at);
            if wide {
                // The board on the left as tall as it can be beside the controls, the
                // title whole and the counts in view beside it.
                // (Beside a column of controls at least 17rem wide: half of a 600 px
                // frame.)
                let share = if frame_width >= 660.0 { 0.53 } else { 0.5 };
                assert!(
                    board >= share * frame_width,
                    "{at}: the board is {board} px of a frame {frame_width} px wide"
                );
                assert_title_whole(observation, &at);
                let [_, y, _, h] = rect(&observation["layout"], "counts");
                assert!(
                    h > 0.0 && y + h <= frame_height,
                    "{at}: the counts at {y} ({h} tall)"
                );
            } else {
                assert!(
                    board >= 0.75 * frame_width,
                    "{at}: the board is {board} px of a frame {frame_width} px wide"
                );
            }
        }
    }

    /// A blogger's article on a laptop (1366 x 768): the frame, no taller than wide, fits
    /// the screen whole under the article's heading and first paragraph, and inside it
    /// the board, the caption, Play, the seek bar, the counts and the title show whole,
    /// with no line cut.
    #[test]
    #[ignore = "web tier, run by `cargo xtask test-web`"]
    fn the_snippets_frame_fits_a_laptops_screen_whole() {
        if !tools_here(&[Tool::Browser]) {
            return;
        }
        let dir = TempDir::new().unwrap();
        let (out, snippet) = embedded(dir.path());
        article(dir.path(), 720, &snippet);
        let result = drive(
            &out,
            json!({
                "viewport": [1366, 768],
                "allow": ["poster.png"],
                "steps": [{"frame": "article.html", "cut": true}],
            }),
        );
        let observation = &result["observations"][0];
        let at = "an article on a 1366x768 laptop";
        let frame = &observation["step"]["frameBox"];
        let [top, width, height] = ["y", "width", "height"].map(|k| frame[k].as_f64().unwrap());
        assert_eq!((width, height), (720.0, 540.0), "{at}: {frame}");
        assert!(
            height <= width,
            "{at}: the frame is taller than wide: {frame}"
        );
        assert!(
            top >= 0.0 && top + height <= 768.0,
            "{at}: the frame does not fit the screen unscrolled: {frame}"
        );
        assert_eq!(observation["step"]["cut"], json!([]), "{at}: a line is cut");
        // Inside the frame: nothing scrolled, all in view.
        assert_essentials_in_view(observation, at);
        assert_title_whole(observation, at);
        for name in ["counts", "caption", "play", "seek"] {
            let [x, y, w, h] = rect(&observation["layout"], name);
            assert!(
                w > 0.0 && h > 0.0 && x >= 0.0 && y >= 0.0 && x + w <= width && y + h <= height,
                "{at}: the {name} at {x},{y} ({w}x{h}) is not whole in the frame"
            );
        }
        assert_eq!(
            observation["layout"]["scroll"],
            json!([720, 540]),
            "{at}: the page in the frame scrolls"
        );
    }

    #[test]
    #[ignore = "web tier, run by `cargo xtask test-web`"]
    fn the_page_speeds_up_after_the_opening_until_the_reader_chooses_a_speed() {
        if !tools_here(&[Tool::Browser]) {
            return;
        }
        let dir = TempDir::new().unwrap();
        let trace = leetcode_trace(dir.path());
        let page = page(&trace, "pace.html", &["--start", "560"]);
        // Counted in frames, not time: the player steps a number of events a frame, and
        // a busy machine draws fewer frames a second.
        let steps = json!([
            {"press": " ", "frames": 12},
            {"frames": 60},
            {"press": " "},
            {"press": "-"},
            {"press": "Home"},
            {"press": " ", "frames": 12},
            {"press": " "},
        ]);
        let result = drive(&page, json!({ "steps": steps }));
        let o = result["observations"].as_array().unwrap();
        // In the opening, an event a frame: fewer events than frames went by.
        assert_eq!(o[0]["speed"], "1", "the opening: {}", o[0]);
        assert!(position(&o[0]) < 600, "{}", position(&o[0]));
        // Past it (40 frames in), sixteen a frame.
        assert_eq!(o[1]["speed"], "16");
        assert!(position(&o[1]) > 600 + 16 * 20, "{}", position(&o[1]));
        // The reader's speed is kept, in the opening too.
        assert_eq!(o[3]["speed"], "8");
        assert_eq!(o[5]["speed"], "8");
        assert!(position(&o[6]) > 8 * 5, "{}", position(&o[6]));
    }
}

//! `sudotrace render` made to fit where the picture goes: `--width` and `--height` (the
//! frame exactly so wide and tall, one trace or two side by side, a GIF or a PNG), `--max-bytes` (a GIF kept under
//! a size by drawing fewer frames, and saying so) and `--title` (a line over the board);
//! and the layout every picture shares, read from the decoded pixels: the title, the
//! board, the caption and the key start at one left edge.

use std::path::Path;

use crate::render::{decode_gif, decode_png};
use crate::util::{LEETCODE, assert_code, assert_user_error, run_in, stderr, stdout};

/// The LeetCode 37 search of `solver`, traced into `dir` as `{solver}.jsonl`.
fn trace_in(dir: &Path, solver: &str) -> String {
    let name = format!("{solver}.jsonl");
    let output = run_in(
        Some(dir),
        &["solve", LEETCODE, "--solver", solver, "--trace", &name],
    );
    assert_code(&output, 0);
    name
}

/// Run `sudotrace render` in `dir` with `args`, which must succeed; gives its stdout.
fn render(dir: &Path, args: &[&str]) -> String {
    let mut all = vec!["render"];
    all.extend_from_slice(args);
    let output = run_in(Some(dir), &all);
    assert_code(&output, 0);
    stdout(&output)
}

/// The cell size the line of `--width` (or `--height`) says it chose.
fn cells_said(out: &str) -> usize {
    let line = out
        .lines()
        .find(|line| line.starts_with("--width") || line.starts_with("--height"))
        .unwrap_or_else(|| panic!("no line about --width: {out}"));
    line.split("cells of ")
        .nth(1)
        .and_then(|rest| rest.split(' ').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no cell size in {line:?}"))
}

#[test]
fn width_makes_every_kind_of_picture_exactly_that_wide() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    let naive = trace_in(dir, "naive");
    let mrv = trace_in(dir, "mrv+singles+tables");
    let mut cells = Vec::new();
    for width in [394, 460, 587, 720, 1001, 1500] {
        let name = format!("w{width}.gif");
        let w = width.to_string();
        let out = render(
            dir,
            &[
                &naive,
                "--to",
                "12",
                "--max-frames",
                "0",
                "--width",
                &w,
                "-o",
                &name,
            ],
        );
        let gif = decode_gif(&dir.join(&name));
        assert_eq!(gif.width, width, "{out}");
        assert_eq!(gif.frames.len(), 14);
        assert!(
            out.contains(&format!("{width} x {} pixels", gif.height)),
            "{out}"
        );
        cells.push(cells_said(&out));
    }
    // The caption sets the narrowest frame: cells of 16 or 17 pixels leave it as wide.
    assert!(cells[0] <= 17, "{cells:?}");
    assert!(
        cells.windows(2).all(|pair| pair[0] < pair[1]),
        "wider frames, larger cells: {cells:?}"
    );
    // Two searches side by side, both boards in the width; a PNG; a panel beside.
    for width in [800, 933, 1400] {
        let name = format!("pair{width}.gif");
        let w = width.to_string();
        render(
            dir,
            &[
                &naive,
                &mrv,
                "--to",
                "8",
                "--max-frames",
                "0",
                "--width",
                &w,
                "-o",
                &name,
            ],
        );
        assert_eq!(decode_gif(&dir.join(&name)).width, width);
    }
    render(
        dir,
        &[&naive, "--at", "42", "--width", "555", "-o", "at.png"],
    );
    assert_eq!(decode_png(&dir.join("at.png")).0, 555);
    render(
        dir,
        &[
            &mrv,
            "--to",
            "5",
            "--panel",
            "stack",
            "--width",
            "1111",
            "-o",
            "stack.gif",
        ],
    );
    assert_eq!(decode_gif(&dir.join("stack.gif")).width, 1111);

    // Made to a height too (a page's poster is): the cells small enough for both, the
    // room left under the picture.
    let out = render(
        dir,
        &[
            &naive, "--at", "42", "--width", "720", "--height", "950", "-o", "box.png",
        ],
    );
    let (width, height, _) = decode_png(&dir.join("box.png"));
    assert_eq!((width, height), (720, 950));
    assert!(out.contains("--width 720 --height 950: cells of"), "{out}");
    assert!(
        cells_said(&out) < cells[3],
        "the height asks for smaller cells"
    );
    render(
        dir,
        &[
            &naive,
            &mrv,
            "--to",
            "3",
            "--height",
            "700",
            "-o",
            "pair-tall.gif",
        ],
    );
    assert_eq!(decode_gif(&dir.join("pair-tall.gif")).height, 700);
    let output = run_in(
        Some(dir),
        &["render", &naive, "--height", "300", "-o", "s.gif"],
    );
    let message = assert_user_error(&output);
    assert!(message.contains("--height 300: too short"), "{message}");
    assert!(!dir.join("s.gif").exists());

    // Too narrow for the smallest cells: refused, saying the narrowest width, and
    // nothing written.
    let output = run_in(
        Some(dir),
        &["render", &naive, "--width", "393", "-o", "n.gif"],
    );
    let message = assert_user_error(&output);
    assert!(message.contains("--width 393: too narrow"), "{message}");
    assert!(message.contains("394 pixels"), "{message}");
    assert!(!dir.join("n.gif").exists());
}

/// A run of rows that hold ink (any colour but the background's): its first and last
/// row, and its leftmost and rightmost inked column.
#[derive(Debug, Clone, Copy)]
struct Band {
    top: usize,
    bottom: usize,
    left: usize,
    right: usize,
}

/// The bands of ink of a picture, top to bottom.
fn bands(width: usize, pixels: &[[u8; 3]]) -> Vec<Band> {
    let background = pixels[0];
    let mut bands: Vec<Band> = Vec::new();
    let mut open = false;
    for (y, row) in pixels.chunks(width).enumerate() {
        let inked: Vec<usize> = (0..width).filter(|&x| row[x] != background).collect();
        let (Some(&left), Some(&right)) = (inked.first(), inked.last()) else {
            open = false;
            continue;
        };
        match bands.last_mut() {
            Some(band) if open => {
                band.bottom = y;
                band.left = band.left.min(left);
                band.right = band.right.max(right);
            }
            _ => bands.push(Band {
                top: y,
                bottom: y,
                left,
                right,
            }),
        }
        open = true;
    }
    bands
}

/// The bands of a picture of the board with a title, a caption and a key: the title's,
/// the board's (the tallest), then the caption's lines and the key's.
fn layout_of(path: &Path) -> (Band, Band, Vec<Band>) {
    let (width, _, pixels) = decode_png(path);
    let bands = bands(width, &pixels);
    let board = (0..bands.len())
        .max_by_key(|&i| bands[i].bottom - bands[i].top)
        .unwrap();
    assert_eq!(board, 1, "a title over the board: {bands:?}");
    (bands[0], bands[1], bands[2..].to_vec())
}

#[test]
fn the_title_board_caption_and_key_start_at_one_left_edge() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    let naive = trace_in(dir, "naive");
    // A conflict, whose caption is long, and a backtrack, at the default size and made
    // to widths that give the board the room.
    for (at, width) in [
        ("42", None),
        ("67", None),
        ("42", Some("720")),
        ("67", Some("500")),
    ] {
        let mut args = vec![naive.as_str(), "--at", at, "-o", "a.png"];
        if let Some(width) = width {
            args.extend(["--width", width]);
        }
        render(dir, &args);
        let (title, board, text) = layout_of(&dir.join("a.png"));
        assert!(
            text.len() >= 6,
            "the caption's lines and the key's: {text:?}"
        );
        // Glyphs start a pixel or two inside their box; the key's samples have a line
        // a pixel outside theirs.
        for band in std::iter::once(&title).chain(&text) {
            assert!(
                band.left.abs_diff(board.left) <= 3,
                "event {at}, width {width:?}: {band:?} does not start at the board's {board:?}"
            );
        }
        // Made to a width, the caption and the key are no wider than the board.
        if width.is_some() {
            for band in &text {
                assert!(band.right <= board.right, "{band:?} past {board:?}");
            }
        }
    }
}

#[test]
fn a_width_alone_that_makes_a_frame_taller_than_a_laptop_screen_says_how_to_fit_it() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    let naive = trace_in(dir, "naive");
    let note = "taller than a laptop's screen shows (768 pixels): --height 768 fits it";
    for (args, height, said) in [
        (&["--width", "720"][..], 1031, true),
        (&["--width", "500"][..], 720, false),
        (&["--width", "720", "--height", "700"][..], 700, false),
        (&["--width", "720", "--layout", "tall"][..], 1031, false),
        (&["--width", "600", "--height", "1000"][..], 1000, false),
    ] {
        let mut all = vec!["render", &naive, "--at", "42", "-o", "a.png"];
        all.extend_from_slice(args);
        let output = run_in(Some(dir), &all);
        assert_code(&output, 0);
        assert_eq!(decode_png(&dir.join("a.png")).1, height, "{args:?}");
        let err = stderr(&output);
        assert_eq!(err.contains(note), said, "{args:?}: {err}");
        if said {
            // What it suggests does fit.
            let output = run_in(
                Some(dir),
                &[
                    "render", &naive, "--at", "42", "--width", "720", "--height", "768", "-o",
                    "b.png",
                ],
            );
            assert_code(&output, 0);
            assert_eq!(decode_png(&dir.join("b.png")).1, 768);
        }
    }
}

#[test]
fn a_collection_s_name_column_names_the_puzzle_in_its_traces_and_titles() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    let long = "the_hardest_one_from_the_forum_thread";
    std::fs::write(
        dir.join("named.tsv"),
        format!(
            "name\tpuzzle\ninkala_2010\t..53.....8......2..7..1.5..4....53...1..7...6..32...8..6.5....9..4....3......97..\n{long}\t8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..\n"
        ),
    )
    .unwrap();
    for name in ["t.jsonl", "t.sdt"] {
        let output = run_in(
            Some(dir),
            &["solve", "named.tsv", "--max-events", "500", "--trace", name],
        );
        assert_code(&output, 1);
    }
    // Both formats keep the name: the binary trace converted says it in its header.
    let output = run_in(Some(dir), &["convert", "t-1.sdt", "from-binary.jsonl"]);
    assert_code(&output, 0);
    for jsonl in ["t-1.jsonl", "from-binary.jsonl"] {
        let text = std::fs::read_to_string(dir.join(jsonl)).unwrap();
        let header: serde_json::Value = serde_json::from_str(text.lines().next().unwrap()).unwrap();
        assert_eq!(header["name"], "inkala_2010", "{jsonl}: {header}");
    }
    // The title calls the puzzle by it, as if asked for; a long name is cut short.
    let cut: String = long.chars().take(24).collect();
    for (trace, title) in [
        ("t-1.sdt", "inkala_2010 · naive check".to_string()),
        ("t-1.jsonl", "inkala_2010 · naive check".to_string()),
        ("t-2.sdt", format!("{cut}… · naive check")),
    ] {
        render(dir, &[trace, "--at", "42", "-o", "default.png"]);
        render(
            dir,
            &[trace, "--at", "42", "--title", &title, "-o", "asked.png"],
        );
        assert_eq!(
            decode_png(&dir.join("default.png")).2,
            decode_png(&dir.join("asked.png")).2,
            "{trace}: the title is not {title:?}"
        );
    }
}

#[test]
fn the_title_goes_over_the_board_and_can_be_chosen_or_left_out() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    let naive = trace_in(dir, "naive");
    render(dir, &[&naive, "--at", "42", "-o", "default.png"]);
    render(
        dir,
        &[
            &naive,
            "--at",
            "42",
            "--title",
            "Backtracking, step by step",
            "-o",
            "own.png",
        ],
    );
    render(
        dir,
        &[&naive, "--at", "42", "--title", "", "-o", "none.png"],
    );
    let (width, height, default) = decode_png(&dir.join("default.png"));
    let (_, _, own) = decode_png(&dir.join("own.png"));
    let (_, bare_height, bare) = decode_png(&dir.join("none.png"));
    // The title's line, and nothing else, tells the first two apart.
    let (title, board, _) = layout_of(&dir.join("default.png"));
    let below = board.top * width;
    assert!(default[..below] != own[..below], "the titles differ");
    assert!(default[below..] == own[below..], "the rest is the same");
    // Without a title the picture is shorter by its line, and the same from the board
    // down.
    let line = height - bare_height;
    assert!(line > title.bottom - title.top, "{line}");
    assert!(
        default[below..] == bare[below - line * width..],
        "the board and all under it move up by the title's line"
    );
    assert!(
        bands(width, &bare)[0].bottom - bands(width, &bare)[0].top > 300,
        "the board comes first"
    );

    // The default names a built-in puzzle by its name, and the search; side by side,
    // both searches: the same pixels as that title asked for.
    render(
        dir,
        &[
            &naive,
            "--at",
            "42",
            "--title",
            "leetcode37 · naive check",
            "-o",
            "same.png",
        ],
    );
    assert_eq!(decode_png(&dir.join("same.png")).2, default);
    // In Chinese, the title is drawn in the built-in font too.
    let output = run_in(
        Some(dir),
        &[
            "render", &naive, "--at", "42", "--lang", "zh-CN", "-o", "zh.png",
        ],
    );
    assert_code(&output, 0);
    let (zh_width, _, zh) = decode_png(&dir.join("zh.png"));
    let zh_bands = bands(zh_width, &zh);
    assert!(
        zh_bands[0].bottom - zh_bands[0].top < 30 && zh_bands[1].bottom - zh_bands[1].top > 300,
        "a title line over the board in Chinese: {zh_bands:?}"
    );

    // A character the pictures cannot draw is refused, saying which; nothing is written.
    let output = run_in(
        Some(dir),
        &[
            "render", &naive, "--at", "42", "--title", "Über", "-o", "bad.png",
        ],
    );
    let message = assert_user_error(&output);
    assert!(message.contains("'Ü'"), "{message}");
    assert!(!dir.join("bad.png").exists());
}

#[test]
fn max_bytes_keeps_the_gif_under_the_limit_and_says_what_it_chose() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    let naive = trace_in(dir, "naive");
    let mut report = String::new();
    for max in ["5000000", "400000", "120000"] {
        let name = format!("b{max}.gif");
        let out = render(dir, &[&naive, "--max-bytes", max, "-o", &name]);
        let bytes = std::fs::metadata(dir.join(&name)).unwrap().len();
        assert!(bytes <= max.parse().unwrap(), "{bytes} bytes over {max}");
        assert!(bytes * 100 >= max.parse::<u64>().unwrap() * 80 || max == "5000000");
        report += &format!("$ sudotrace render naive.jsonl --max-bytes {max} -o {name}\n{out}");
        // The frames it chose are the GIF's.
        let gif = decode_gif(&dir.join(&name));
        let said = out.split("animation of ").nth(1).unwrap();
        let frames: usize = said
            .split(' ')
            .next()
            .unwrap()
            .replace(',', "")
            .parse()
            .unwrap();
        assert_eq!(gif.frames.len(), frames);
    }
    // The same budget, the same bytes.
    render(dir, &[&naive, "--max-bytes", "120000", "-o", "again.gif"]);
    assert_eq!(
        std::fs::read(dir.join("b120000.gif")).unwrap(),
        std::fs::read(dir.join("again.gif")).unwrap()
    );
    // Two searches side by side, made to a width, kept under a budget too.
    let tables = trace_in(dir, "tables");
    let out = render(
        dir,
        &[
            &naive,
            &tables,
            "--width",
            "900",
            "--max-bytes",
            "150000",
            "-o",
            "pair.gif",
        ],
    );
    report += &format!(
        "$ sudotrace render naive.jsonl tables.jsonl --width 900 --max-bytes 150000 -o pair.gif\n{out}"
    );
    assert!(std::fs::metadata(dir.join("pair.gif")).unwrap().len() <= 150_000);
    assert_eq!(decode_gif(&dir.join("pair.gif")).width, 900);
    let out = render(
        dir,
        &[&naive, "--at", "42", "--width", "720", "-o", "at.png"],
    );
    report += &format!("$ sudotrace render naive.jsonl --at 42 --width 720 -o at.png\n{out}");
    insta::assert_snapshot!("render_sizes_report", report);

    // Not even one event frame fits: refused, with the size it would take; nothing
    // written.
    let output = run_in(
        Some(dir),
        &["render", &naive, "--max-bytes", "9000", "-o", "tiny.gif"],
    );
    let message = assert_user_error(&output);
    assert!(
        message.contains("--max-bytes 9,000: even one event frame"),
        "{message}"
    );
    assert!(!dir.join("tiny.gif").exists());
    // A budget of bytes is for a GIF.
    let output = run_in(
        Some(dir),
        &["render", &naive, "--max-bytes", "90000", "-o", "frames/"],
    );
    let message = assert_user_error(&output);
    assert!(message.contains("give a name ending in .gif"), "{message}");
    assert!(!dir.join("frames").exists());
}

/// A budget of bytes that keeps too few frames for the search's story says so, with
/// about the size that keeps it; at that size the story is told, and nothing is said.
#[test]
fn max_bytes_that_lose_the_story_say_so_and_what_keeps_it() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    let naive = trace_in(dir, "naive");
    let output = run_in(
        Some(dir),
        &["render", &naive, "--max-bytes", "100000", "-o", "few.gif"],
    );
    assert_code(&output, 0);
    let said = stderr(&output);
    let warning = said
        .lines()
        .find(|line| line.starts_with("warning: --max-bytes 100,000 keeps "))
        .unwrap_or_else(|| panic!("a warning in {said}"));
    assert!(
        warning.contains("too few to tell the search's story (54 or more"),
        "{warning}"
    );
    let enough = warning
        .split("about --max-bytes ")
        .nth(1)
        .and_then(|rest| rest.split(' ').next())
        .unwrap();
    let output = run_in(
        Some(dir),
        &["render", &naive, "--max-bytes", enough, "-o", "story.gif"],
    );
    assert_code(&output, 0);
    assert!(!stderr(&output).contains("warning"), "{}", stderr(&output));
    assert!(decode_gif(&dir.join("story.gif")).frames.len() >= 54 + 2);
}

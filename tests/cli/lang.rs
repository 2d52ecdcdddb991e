//! Chinese as a reader meets it: `--lang zh-CN` and a Chinese locale give the same
//! words, every kind of event and ending has its words in the catalog (insta snapshots
//! a translator can review), the pictures draw Chinese with the built-in font and the
//! same bytes every time, and a language sudotrace does not speak is refused.

use std::fs;
use std::path::{Path, PathBuf};

use insta::assert_snapshot;
use sudotrace_compare::lang::CompareText;
use sudotrace_core::events::event::{Ending, Event, Outcome, Reason};
use sudotrace_core::lang::{Lang, Text};
use sudotrace_core::puzzle::grid::{Cell, Unit};
use sudotrace_core::search::Strategy;
use sudotrace_core::search::listing::{Language, Listing};
use sudotrace_learn::lang::LearnText;
use sudotrace_style::lang::DrawText;

use crate::util::{LEETCODE, bin, in_locale, run, stdout};

/// The cell in row `r`, column `c`, counted from 1.
fn cell(r: usize, c: usize) -> Cell {
    Cell::from_index((r - 1) * 9 + c - 1).unwrap()
}

/// One event of every kind and reason, as a trace can hold them.
fn every_kind_of_event() -> Vec<Event> {
    let (a, b) = (cell(1, 8), cell(3, 8));
    vec![
        Event::Try { cell: a, digit: 6 },
        Event::Conflict {
            cell: a,
            digit: 6,
            unit: Unit::Row,
            with: b,
        },
        Event::Conflict {
            cell: a,
            digit: 6,
            unit: Unit::Col,
            with: b,
        },
        Event::Conflict {
            cell: a,
            digit: 6,
            unit: Unit::Box,
            with: b,
        },
        Event::Place { cell: a, digit: 6 },
        Event::Backtrack { cell: a, digit: 9 },
        Event::Choose {
            cell: a,
            candidates: 1,
        },
        Event::Choose {
            cell: a,
            candidates: 3,
        },
        Event::Force {
            cell: a,
            digit: 4,
            reason: Reason::OnlyDigit,
        },
        Event::Force {
            cell: a,
            digit: 4,
            reason: Reason::OnlyPlace(Unit::Box),
        },
        Event::DeadEnd { cell: a },
        Event::Unforce { cell: a, digit: 4 },
    ]
}

#[test]
fn every_event_and_ending_has_chinese_words() {
    let mut out = String::new();
    for event in every_kind_of_event() {
        let words = event.words(Lang::ZhCn);
        assert_ne!(words, event.words(Lang::En));
        assert!(
            !words
                .chars()
                .any(|c| c.is_ascii_alphabetic() && !"rc".contains(c)),
            "{words}"
        );
        out += &format!("{}\n", words);
    }
    for outcome in [Outcome::Solved, Outcome::Unsolvable, Outcome::Limit] {
        for vouched in [true, false] {
            out += &format!("{}\n", Ending { outcome, vouched }.words(Lang::ZhCn));
        }
    }
    assert_snapshot!(out);
}

#[test]
fn the_catalog_names_each_count_once_in_each_language() {
    use sudotrace_core::events::counts::Count;
    let mut out = String::new();
    for count in Count::ALL {
        out += &format!(
            "{:<14} {:<18} {}\n",
            count.field(),
            count.words(Lang::En),
            count.words(Lang::ZhCn)
        );
    }
    assert_snapshot!(out);
    let chinese: Vec<&str> = Count::ALL.iter().map(|c| c.words(Lang::ZhCn)).collect();
    let mut unique = chinese.clone();
    unique.sort_unstable();
    unique.dedup();
    assert_eq!(
        unique.len(),
        chinese.len(),
        "two counts share a name: {chinese:?}"
    );
}

#[test]
fn solve_speaks_chinese_when_asked_or_when_the_locale_is_chinese() {
    let asked = run(&["solve", LEETCODE, "--lang", "zh-CN"]);
    assert!(asked.status.success());
    let text = stdout(&asked);
    assert!(
        text.contains("已解出：每个空格都已填好。所用方法：朴素（naive）检查"),
        "{text}"
    );
    assert_no_nested_brackets(&text);
    for count in [
        "尝试",
        "冲突",
        "填入",
        "回溯",
        "读格次数",
        "最大深度",
        "用时",
    ] {
        assert!(
            text.lines().any(|l| l.starts_with(count)),
            "{count}: {text}"
        );
    }
    let strip_time = |text: &str| -> String {
        text.lines()
            .filter(|l| !l.starts_with("用时") && !l.starts_with("time"))
            .collect::<Vec<_>>()
            .join("\n")
    };
    let located = in_locale("zh_CN.UTF-8", &["solve", LEETCODE]);
    assert_eq!(strip_time(&stdout(&located)), strip_time(&text));
    let english = in_locale("zh_CN.UTF-8", &["solve", LEETCODE, "--lang", "en"]);
    let english = stdout(&english);
    assert!(
        english.contains("solved: every blank is filled (naive check)"),
        "{english}"
    );
    assert!(
        english.contains("(row 26,125, col 5,918, box 1,401)"),
        "{english}"
    );
    let other = in_locale("fr_FR.UTF-8", &["solve", LEETCODE]);
    assert_eq!(strip_time(&stdout(&other)), strip_time(&english));
}

/// Panics when `text` has full-width brackets inside full-width brackets, as a check's
/// name (朴素（naive）) put in brackets would.
fn assert_no_nested_brackets(text: &str) {
    for line in text.lines() {
        let mut depth = 0;
        for ch in line.chars() {
            match ch {
                '（' => depth += 1,
                '）' => depth -= 1,
                _ => {}
            }
            assert!(depth <= 1, "brackets in brackets: {line}");
        }
    }
}

#[test]
fn a_check_named_in_brackets_is_never_put_in_brackets_again() {
    let dir = tempfile::tempdir().unwrap();
    for solver in ["naive", "oneloop", "tables", "mrv+singles+tables"] {
        let solved = stdout(&run(&[
            "solve", LEETCODE, "--solver", solver, "--lang", "zh-CN",
        ]));
        assert!(solved.contains("。所用方法："), "{solved}");
        assert_no_nested_brackets(&solved);
        let path = trace(dir.path(), solver);
        let path = path.to_str().unwrap();
        assert_no_nested_brackets(&stdout(&run(&["stats", path, "--lang", "zh-CN"])));
        assert_no_nested_brackets(&stdout(&run(&[
            "show", path, "--at", "3", "--lang", "zh-CN",
        ])));
    }
}

#[test]
fn listing_comments_in_chinese_and_keeps_every_line() {
    for solver in ["naive", "oneloop", "mrv+hidden+tables"] {
        let english = stdout(&run(&["listing", "--solver", solver]));
        let chinese = stdout(&run(&["listing", "--solver", solver, "--lang", "zh-CN"]));
        let located = stdout(&in_locale("zh_CN.UTF-8", &["listing", "--solver", solver]));
        assert_eq!(
            located, chinese,
            "{solver}: the locale chooses as --lang does"
        );
        assert!(chinese.starts_with(&format!(
            "// 用回溯法解数独：sudotrace 称为 {solver} 的搜索。\n"
        )));
        let (en, zh): (Vec<&str>, Vec<&str>) =
            (english.lines().collect(), chinese.lines().collect());
        assert_eq!(zh.len(), en.len(), "{solver}");
        for (en, zh) in en.iter().zip(&zh) {
            match en.trim_start().starts_with("//") {
                true => assert!(zh.trim_start().starts_with("//") && !zh.is_ascii(), "{zh}"),
                false => assert_eq!(zh, en),
            }
        }
        // The programs, which run, keep English comments.
        let js = |args: &[&str]| {
            stdout(&run(&[
                &["listing", "--solver", solver, "--language", "js"],
                args,
            ]
            .concat()))
        };
        assert_eq!(js(&["--lang", "zh-CN"]), js(&[]));
    }
}

/// The refusals a reader of pictures and pages meets, each with its English and its
/// Chinese words: the same facts (numbers, characters, names) in each.
#[test]
fn refusals_are_said_in_the_language_chosen() {
    let dir = tempfile::tempdir().unwrap();
    let trace = trace(dir.path(), "naive");
    let trace = trace.to_str().unwrap();
    let png = dir.path().join("a.png");
    let png = png.to_str().unwrap();
    let gif = dir.path().join("a.gif").to_string_lossy().to_string();
    let missing = dir.path().join("nonexist.jsonl");
    let missing = missing.to_str().unwrap();
    let cases: Vec<(Vec<&str>, String, String)> = vec![
        (
            vec!["render", trace, "--title", "龘", "--at", "4", "-o", png],
            "--title: '龘' is not a character the pictures draw (they have".to_string(),
            "--title：图片画不出字符 '龘'（图片能画的是可打印的 ASCII 字符".to_string(),
        ),
        (
            vec!["render", trace, "--at", "99999999", "-o", png],
            "--at 99999999: the trace has 79,461 events (choose 0 to 79,461)".to_string(),
            "--at 99999999：轨迹共有 79,461 个事件（可选 0 到 79,461）".to_string(),
        ),
        (
            vec!["render", trace, "--at", "dead-end:99", "-o", png],
            format!("{trace}: --at dead-end:99: this search writes no dead end of its own"),
            format!("{trace}：--at dead-end:99：这个搜索不单独记录死路"),
        ),
        (
            vec!["show", trace, "--at", "conflict:box:99999"],
            format!("{trace}: --at conflict:box:99999: the trace has only 1,401 such events"),
            format!("{trace}：--at conflict:box:99999：轨迹里这样的事件只有 1,401 个"),
        ),
        (
            vec!["show", trace, "--at", "99999999"],
            format!("{trace}: --at 99999999: the trace has 79,461 events"),
            format!("{trace}：--at 99999999：轨迹共有 79,461 个事件"),
        ),
        (
            vec!["html", trace, "--ask-at", "0", "-o", png],
            format!("{trace}: --ask-at 0 is the puzzle, before any event"),
            format!("{trace}：--ask-at 0 是题目本身"),
        ),
        (
            vec!["html", trace, "--marker", "place:r1c1:x", "-o", png],
            format!("{trace}: --marker place:r1c1: the trace has no such event"),
            format!("{trace}：--marker place:r1c1：轨迹里没有这样的事件"),
        ),
        (
            vec!["render", missing, "--at", "4", "-o", png],
            format!("{missing}: No such file or directory"),
            format!("{missing}：没有这个文件或文件夹"),
        ),
        (
            vec!["step", missing],
            format!("{missing}: No such file or directory"),
            format!("{missing}：没有这个文件或文件夹"),
        ),
        (
            vec!["render", trace, "--lesson", missing, "--at", "4", "-o", png],
            format!("{missing}: cannot open the lesson: No such file or directory"),
            format!("{missing}：无法打开课程文件：没有这个文件或文件夹"),
        ),
        (
            vec!["solve", missing],
            format!("{missing}: no such file, no puzzle built in by that name (leetcode37, "),
            format!("{missing}：没有这个文件，没有这个名字的内置谜题（leetcode37, "),
        ),
        (
            vec!["html", trace, "--marker", "99999999:x", "-o", png],
            format!("{trace}: --marker 99999999: the page shows events 0 to 79,461"),
            format!("{trace}：--marker 99999999：网页显示的是事件 0 到 79,461"),
        ),
        (
            vec!["render", trace, "--only", "dead-end", "-o", &gif],
            format!("{trace}: --only dead-end: this search writes no dead end of its own"),
            format!("{trace}：--only dead-end：这个搜索不单独记录死路"),
        ),
    ];
    for (args, english, chinese) in &cases {
        for (lang, words) in [(None, english), (Some("zh-CN"), chinese)] {
            let mut args = args.clone();
            if let Some(lang) = lang {
                args.extend(["--lang", lang]);
            }
            let out = run(&args);
            assert_eq!(out.status.code(), Some(2), "{args:?}");
            let err = String::from_utf8_lossy(&out.stderr);
            assert_eq!(err.lines().count(), 1, "one line: {err}");
            assert!(
                err.starts_with(&format!("error: {words}")),
                "{args:?}: {err}"
            );
        }
    }
    // A Chinese locale chooses Chinese as --lang does.
    let located = in_locale(
        "zh_CN.UTF-8",
        &["render", trace, "--at", "99999999", "-o", png],
    );
    assert!(stderr_of(&located).contains("轨迹共有 79,461 个事件"));
}

fn stderr_of(out: &std::process::Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

#[test]
fn an_unknown_language_is_refused_with_the_ones_there_are() {
    let out = run(&["solve", LEETCODE, "--lang", "fr"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("\"fr\" is not a language sudotrace speaks: use en or zh-CN"),
        "{err}"
    );
}

fn trace(dir: &Path, solver: &str) -> PathBuf {
    let path = dir.join(format!("{}.sdt", solver.replace('+', "-")));
    bin()
        .args(["solve", LEETCODE, "--solver", solver, "--trace"])
        .arg(&path)
        .assert()
        .success();
    path
}

#[test]
fn show_and_stats_in_chinese() {
    let dir = tempfile::tempdir().unwrap();
    let naive = trace(dir.path(), "naive");
    let shown = stdout(&run(&[
        "show",
        naive.to_str().unwrap(),
        "--at",
        "42",
        "--lang",
        "zh-CN",
    ]));
    let first = shown.lines().next().unwrap();
    assert!(first.starts_with("第 42 个事件，共 "), "{first}");
    assert!(first.ends_with(" 个（冲突），朴素（naive）检查"), "{first}");
    assert_snapshot!("show_zh_cn_event_42", shown);
    let stats = stdout(&run(&["stats", naive.to_str().unwrap(), "--lang", "zh-CN"]));
    assert!(
        stats.contains("已解出，由 ") && stats.contains(" 重新计数。所用方法：朴素（naive）检查"),
        "{stats}"
    );
    assert_no_nested_brackets(&stats);
    assert!(
        stats.contains("（行 26,125，列 5,918，宫 1,401）"),
        "{stats}"
    );
}

/// The frames of a GIF, decoded to indexed pixels.
fn frames(path: &Path) -> (u16, u16, Vec<Vec<u8>>) {
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::Indexed);
    let mut decoder = options.read_info(fs::File::open(path).unwrap()).unwrap();
    let (w, h) = (decoder.width(), decoder.height());
    let mut out = Vec::new();
    while let Some(frame) = decoder.read_next_frame().unwrap() {
        out.push(frame.buffer.to_vec());
    }
    (w, h, out)
}

#[test]
fn a_chinese_gif_has_the_same_bytes_every_time_and_draws_its_words() {
    let dir = tempfile::tempdir().unwrap();
    let mrv = trace(dir.path(), "mrv+singles+tables");
    let render = |name: &str, lang: &str, panel: Option<&str>| {
        let out = dir.path().join(name);
        let mut cmd = bin();
        cmd.arg("render")
            .arg(&mrv)
            .args(["--max-frames", "30", "--lang", lang, "-o"])
            .arg(&out);
        if let Some(panel) = panel {
            cmd.args(["--panel", panel]);
        }
        cmd.assert().success();
        out
    };
    let a = render("a.gif", "zh-CN", None);
    let b = render("b.gif", "zh-CN", None);
    assert!(
        fs::read(&a).unwrap() == fs::read(&b).unwrap(),
        "same bytes twice"
    );
    let english = render("en.gif", "en", None);
    let (zw, zh, zframes) = frames(&a);
    let (ew, eh, eframes) = frames(&english);
    assert_eq!(
        (zframes.len(), eframes.len()),
        (eframes.len(), zframes.len())
    );
    assert!(zframes.len() > 10);
    // The same board, other words: the pictures differ, and both are whole frames.
    assert!((zw, zh) != (ew, eh) || zframes[0] != eframes[0]);
    let stack = render("stack.gif", "zh-CN", Some("stack"));
    let (_, _, stack_frames) = frames(&stack);
    assert!(stack_frames.len() > 10);
    // PNG frames too, twice the same.
    let png = |name: &str| {
        let out = dir.path().join(name);
        bin()
            .arg("render")
            .arg(&mrv)
            .args(["--at", "20", "--lang", "zh-CN", "-o"])
            .arg(&out)
            .assert()
            .success();
        fs::read(out).unwrap()
    };
    assert!(png("a.png") == png("b.png"));
}

/// The rows of ink of each line of text in the columns `xs` of a decoded frame, top
/// down: runs of rows with a pixel other than the background (white, the light theme's).
fn text_lines(
    frame: &[[u8; 3]],
    width: usize,
    xs: std::ops::Range<usize>,
) -> Vec<std::ops::Range<usize>> {
    let inked = |y: usize| xs.clone().any(|x| frame[y * width + x] != [255; 3]);
    let mut lines = Vec::new();
    let mut start = None;
    for y in 0..frame.len() / width {
        match (inked(y), start) {
            (true, None) => start = Some(y),
            (false, Some(top)) => {
                lines.push(top..y);
                start = None;
            }
            _ => {}
        }
    }
    lines
}

/// How wide the first word of a line of text is, in pixels, and how tall the line's ink:
/// from the first column of ink in `xs` to the last before a gap of a third of the
/// line's height. Chinese writes no space between characters: set at its natural
/// width, a run of Chinese characters is one word; set two columns of monospaced text
/// a character, each stands alone, a gap after it.
fn first_word(
    frame: &[[u8; 3]],
    width: usize,
    xs: std::ops::Range<usize>,
    rows: std::ops::Range<usize>,
) -> (usize, usize) {
    let height = rows.len();
    let inked: Vec<usize> = xs
        .filter(|&x| rows.clone().any(|y| frame[y * width + x] != [255; 3]))
        .collect();
    let gap = height.div_ceil(3);
    let end = inked
        .windows(2)
        .position(|pair| pair[1] - pair[0] > gap)
        .unwrap_or(inked.len() - 1);
    (inked[end] + 1 - inked[0], height)
}

/// `render --panel stack` and `--panel code` in Chinese set the panel's Chinese at its
/// natural width, as one writes it: 调用栈 (three characters), 搜索的代码 (five) and
/// 这个冲突事件由第 (eight) each read as one word, about an em a character, with no
/// gap after each character.
#[test]
fn a_chinese_panel_sets_its_words_at_their_natural_width() {
    let dir = tempfile::tempdir().unwrap();
    let trace = dir.path().join("leetcode.jsonl");
    let output = run(&["solve", LEETCODE, "--trace", trace.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(0));
    let png = |name: &str, panel: &[&str]| {
        let out = dir.path().join(name);
        bin()
            .arg("render")
            .arg(&trace)
            .args(["--at", "42", "--lang", "zh-CN", "-o"])
            .arg(&out)
            .args(panel)
            .assert()
            .success();
        crate::render::decode_png(&out)
    };
    let (plain, _, _) = png("plain.png", &[]);
    for (panel, words) in [
        ("stack", vec![(0, "调用栈", 3)]),
        (
            "code",
            vec![(0, "搜索的代码", 5), (usize::MAX, "这个冲突事件由第", 8)],
        ),
    ] {
        let (width, _, frame) = png(&format!("{panel}.png"), &["--panel", panel]);
        let lines = text_lines(&frame, width, plain..width);
        assert!(lines.len() > 4, "{panel}: {lines:?}");
        for (line, word, characters) in words {
            let rows = lines[line.min(lines.len() - 1)].clone();
            let (wide, tall) = first_word(&frame, width, plain..width, rows);
            // An em a character, a little more than the ink's height (and the ink of a
            // comma after it): not broken after each character, nor spread over the
            // two columns a character (1.2 em or more) that set it apart.
            assert!(
                wide * 20 >= tall * (20 * characters - 10)
                    && wide * 20 <= tall * (23 * characters + 10),
                "--panel {panel}: {word} is {wide} pixels wide in a line {tall} pixels tall"
            );
        }
    }
}

/// Each text's name is one catalog's: the web page asks for the core's and draw's
/// words by name, and the four libraries' catalogs share the names' one space.
#[test]
fn no_two_catalogs_name_a_text_alike() {
    let names: Vec<&str> = Text::ALL
        .iter()
        .map(|t| t.name())
        .chain(DrawText::ALL.iter().map(|t| t.name()))
        .chain(CompareText::ALL.iter().map(|t| t.name()))
        .chain(LearnText::ALL.iter().map(|t| t.name()))
        .chain(sudotrace_app::lang::AppText::ALL.iter().map(|t| t.name()))
        .collect();
    let mut seen = std::collections::BTreeSet::new();
    for name in &names {
        assert!(seen.insert(name), "{name} is in two catalogs");
    }
    assert!(names.len() > 500, "every catalog is read: {}", names.len());
}

#[test]
fn every_chinese_word_of_the_catalog_is_in_the_built_in_font() {
    let regular = include_bytes!("../../crates/style/assets/fonts/NotoSansSC-Regular-subset.ttf");
    let bold = include_bytes!("../../crates/style/assets/fonts/NotoSansSC-Bold-subset.ttf");
    for bytes in [&regular[..], &bold[..]] {
        let font = fontdue::Font::from_bytes(bytes, fontdue::FontSettings::default()).unwrap();
        // Every catalog whose words are drawn: frames, charts, reports' charts, pages.
        let templates = Text::ALL
            .iter()
            .map(|&text| (format!("{text:?}"), Lang::ZhCn.text(text)))
            .chain(
                DrawText::ALL
                    .iter()
                    .map(|&t| (format!("{t:?}"), Lang::ZhCn.text(t))),
            )
            .chain(
                CompareText::ALL
                    .iter()
                    .map(|&t| (format!("{t:?}"), Lang::ZhCn.text(t))),
            )
            .chain(
                LearnText::ALL
                    .iter()
                    .map(|&t| (format!("{t:?}"), Lang::ZhCn.text(t))),
            );
        // And the pseudocode's Chinese comments, which the code panel draws.
        let listings = Strategy::every().map(|strategy| {
            let listing = Listing::in_lang(strategy, Language::Pseudocode, Lang::ZhCn);
            (
                format!("the {strategy} listing"),
                listing.text().to_string(),
            )
        });
        let templates = templates
            .map(|(name, words)| (name, words.to_string()))
            .chain(listings);
        // Refusals are said on a terminal, never drawn.
        let templates = templates.filter(|(name, _)| !name.starts_with("Error"));
        for (name, words) in templates {
            for ch in words.chars().filter(|c| !c.is_ascii()) {
                assert_ne!(
                    font.lookup_glyph_index(ch),
                    0,
                    "{ch:?} of {name}: run scripts/cjk-font.sh"
                );
            }
        }
    }
}

/// The words a reader sees in an SVG chart: the content of each of its `<text>` elements.
fn svg_texts(svg: &str) -> Vec<String> {
    svg.split("<text")
        .skip(1)
        .map(|element| {
            let start = element.find('>').expect("a whole element") + 1;
            let end = element.find("</text>").expect("a closed element");
            element[start..end]
                .trim()
                .replace("&lt;", "<")
                .replace("&gt;", ">")
                .replace("&quot;", "\"")
                .replace("&apos;", "'")
                .replace("&amp;", "&")
        })
        .collect()
}

/// Every chart in `dir`, as PNG and SVG, speaks Chinese: its title is Chinese, its SVG
/// names the Chinese fonts, and the only Latin words it shows are `allowed` (strategy
/// and file names, the units of numbers). Returns the charts' stems.
fn assert_charts_speak_chinese(dir: &Path, allowed: &[&str]) -> Vec<String> {
    let mut stems: Vec<String> = fs::read_dir(dir)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "svg"))
        .map(|path| path.file_stem().unwrap().to_string_lossy().into_owned())
        .collect();
    stems.sort();
    let chinese = |text: &str| text.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c));
    for stem in &stems {
        let png = fs::read(dir.join(format!("{stem}.png"))).unwrap();
        assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n", "{stem}.png");
        let svg = fs::read_to_string(dir.join(format!("{stem}.svg"))).unwrap();
        assert!(svg.starts_with("<svg"), "{stem}.svg");
        assert!(
            svg.contains(r#"font-family="Noto Sans CJK SC, "#) && !svg.contains("\"sans-serif\""),
            "{stem}.svg names the Chinese fonts for every text"
        );
        let texts = svg_texts(&svg);
        assert!(chinese(&texts[0]), "{stem}: the title {:?}", texts[0]);
        assert!(texts.len() > 3, "{stem}: {texts:?}");
        for text in &texts {
            for word in text.split(|c: char| !c.is_ascii_alphabetic()) {
                assert!(
                    word.is_empty() || allowed.contains(&word),
                    "{stem}: {word:?} in {text:?}"
                );
            }
        }
    }
    stems
}

/// The Latin words a Chinese chart may show: strategy names and the units of numbers.
const CHART_NAMES: [&str; 11] = [
    "naive", "tables", "mrv", "singles", "hidden", "rows", "k", "M", "G", "ns", "ms",
];

#[test]
fn chart_in_chinese_draws_chinese_words_the_same_every_time() {
    let dir = tempfile::tempdir().unwrap();
    let mut allowed = CHART_NAMES.to_vec();
    allowed.push("s");
    for solver in ["mrv+singles+tables", "naive"] {
        let trace = trace(dir.path(), solver);
        let chart = |name: &str| {
            let out = dir
                .path()
                .join(format!("{}-{name}", solver.replace('+', "-")));
            let output = run(&[
                "chart",
                trace.to_str().unwrap(),
                "-o",
                out.to_str().unwrap(),
                "--lang",
                "zh-CN",
            ]);
            assert!(
                output.status.success(),
                "{}",
                String::from_utf8_lossy(&output.stderr)
            );
            let text = stdout(&output);
            assert!(text.contains("搜索剖面："), "{text}");
            out
        };
        let (a, b) = (chart("a"), chart("b"));
        let stems = assert_charts_speak_chinese(&a, &allowed);
        assert_eq!(stems, ["depth", "tree", "tries-per-cell"]);
        for stem in &stems {
            for ext in ["png", "svg"] {
                let name = format!("{stem}.{ext}");
                assert!(
                    fs::read(a.join(&name)).unwrap() == fs::read(b.join(&name)).unwrap(),
                    "{solver}: {name} the same twice"
                );
            }
        }
        let depth = fs::read_to_string(a.join("depth.svg")).unwrap();
        assert!(depth.contains("的轨迹，题目 53..7.... 6..195...（第 1-2 行，共 9 行）：已解出"));
        let heat = svg_texts(&fs::read_to_string(a.join("tries-per-cell.svg")).unwrap());
        for words in ["每格尝试次数", "尝试次数（对数坐标）", "提示数", "行", "列"]
        {
            assert!(heat.iter().any(|t| t == words), "{words}: {heat:?}");
        }
    }
    // The same trace in English draws other pictures.
    let trace = dir.path().join("naive.sdt");
    let english = dir.path().join("en");
    let output = run(&[
        "chart",
        trace.to_str().unwrap(),
        "-o",
        english.to_str().unwrap(),
    ]);
    assert!(output.status.success());
    let zh = fs::read(dir.path().join("naive-a").join("depth.png")).unwrap();
    assert!(fs::read(english.join("depth.png")).unwrap() != zh);
}

#[test]
fn compare_in_chinese_draws_every_chart_in_chinese() {
    let dir = tempfile::tempdir().unwrap();
    let file = crate::util::data("norvig_hardest.txt");
    // A limit that stops most searches of the row-by-row one: the cactus plot, the
    // scatter and the charts' notes of what they leave out all have words to say.
    let output = run(&[
        "compare",
        file.to_str().unwrap(),
        "--solvers",
        "naive,mrv+tables",
        "--max-tries",
        "20000",
        "--repeat",
        "1",
        "--lang",
        "zh-CN",
        "-o",
        dir.path().to_str().unwrap(),
    ]);
    assert_eq!(
        output.status.code(),
        Some(1),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let mut allowed = CHART_NAMES.to_vec();
    allowed.extend(["s", "norvig", "hardest", "txt"]);
    let stems = assert_charts_speak_chinese(dir.path(), &allowed);
    assert_eq!(
        stems,
        [
            "cactus",
            "check-cost",
            "conflicts",
            "scatter",
            "time",
            "time-vs-tries",
            "tries",
            "work-per-try"
        ]
    );
    let svg = |stem: &str| {
        svg_texts(&fs::read_to_string(dir.path().join(format!("{stem}.svg"))).unwrap())
    };
    let conflicts = svg("conflicts");
    assert_eq!(conflicts[0], "冲突按区域分布");
    for unit in ["行", "列", "宫"] {
        assert!(conflicts.iter().any(|t| t == unit), "{unit}: {conflicts:?}");
    }
    let check_cost = svg("check-cost");
    assert_eq!(check_cost[0], "每道题目的检查开销：读格次数 对比 查表次数");
    assert!(
        check_cost
            .iter()
            .any(|t| t.starts_with("未显示：")
                && t.contains("被某个策略在 20,000 次尝试的上限处停止")),
        "{check_cost:?}"
    );
    assert!(
        svg("scatter")
            .iter()
            .any(|t| t == "在上限处停止：超过 20,000 次尝试")
    );
    // The report's alt texts are the charts' titles, in the language of the charts.
    let report = fs::read_to_string(dir.path().join("report.md")).unwrap();
    assert!(report.contains("每道题目的用时"), "{report}");
}

/// The English words left in `markdown` once what may stay English is taken out: text
/// in backticks, link targets, the machine's line, strategy and file names, units and
/// the names of formats.
fn english_words_left(markdown: &str) -> Vec<String> {
    let mut text = String::new();
    for line in markdown.lines().filter(|l| !l.starts_with("- sudotrace ")) {
        // Text in backticks is a name: a file's, a field's, a puzzle's.
        for (i, part) in line.split('`').enumerate() {
            if i % 2 == 0 {
                text.push_str(part);
            }
        }
        text.push('\n');
    }
    // Link targets: anchors and the charts' files.
    let mut words = Vec::new();
    let allowed = [
        "naive", "tables", "mrv", "singles", "norvig", "hardest", "txt", "png", "tests", "data",
        "µs", "ms", "ns", "PAR", "SAT", "CSV", "JSON", "Markdown",
    ];
    let mut rest = text.as_str();
    while let Some(open) = rest.find("](") {
        let before = &rest[..open];
        let close = rest[open..].find(')').map_or(rest.len(), |c| open + c + 1);
        words.extend(
            before
                .split(|c: char| !c.is_ascii_alphabetic())
                .map(String::from),
        );
        rest = &rest[close..];
    }
    words.extend(
        rest.split(|c: char| !c.is_ascii_alphabetic())
            .map(String::from),
    );
    words.retain(|w| w.len() > 1 && !allowed.contains(&w.as_str()));
    words.sort();
    words.dedup();
    words
}

/// The lines of report.csv with their time columns blanked.
fn csv_without_times(dir: &Path) -> String {
    let text = fs::read_to_string(dir.join("report.csv")).unwrap();
    let header: Vec<&str> = text.lines().next().unwrap().split(',').collect();
    let timed: Vec<usize> = header
        .iter()
        .enumerate()
        .filter(|(_, name)| name.starts_with("elapsed_ns"))
        .map(|(i, _)| i)
        .collect();
    text.lines()
        .map(|line| {
            // No time column follows a quoted field with a comma: the note and the
            // solution come last, and the source here has no comma.
            let mut fields: Vec<String> = line.split(',').map(String::from).collect();
            for &i in &timed {
                if let Some(field) = fields.get_mut(i) {
                    field.clear();
                }
            }
            fields.join(",")
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// report.json with every figure that comes from the clock (or the machine, or the day)
/// blanked, as text again.
fn json_without_times(dir: &Path) -> String {
    fn blank(value: &mut serde_json::Value) {
        match value {
            serde_json::Value::Object(map) => {
                for (key, value) in map.iter_mut() {
                    let timed = [
                        "date",
                        "machine",
                        "run",
                        "speed_per_puzzle",
                        "faster",
                        "text",
                    ]
                    .contains(&key.as_str())
                        || ["elapsed", "per_second", "micros", "time", "_ns"]
                            .iter()
                            .any(|t| key.contains(t));
                    match timed {
                        true => *value = serde_json::Value::Null,
                        false => blank(value),
                    }
                }
            }
            serde_json::Value::Array(items) => items.iter_mut().for_each(blank),
            _ => {}
        }
    }
    let mut json: serde_json::Value =
        serde_json::from_str(&fs::read_to_string(dir.join("report.json")).unwrap()).unwrap();
    blank(&mut json);
    serde_json::to_string_pretty(&json).unwrap()
}

#[test]
fn compare_in_chinese_writes_its_report_and_summary_in_chinese() {
    let dir = tempfile::tempdir().unwrap();
    let file = crate::util::data("norvig_hardest.txt");
    for (name, solvers) in [
        ("checks", "naive,tables"),
        ("strategies", "naive,mrv+singles+tables"),
    ] {
        let mut outputs = Vec::new();
        for lang in ["zh-CN", "en"] {
            let out = dir.path().join(format!("{name}-{lang}"));
            let output = run(&[
                "compare",
                file.to_str().unwrap(),
                "--solvers",
                solvers,
                "--repeat",
                "1",
                "--max-tries",
                "20000",
                "--lang",
                lang,
                "-o",
                out.to_str().unwrap(),
            ]);
            assert!(
                output.status.code() == Some(0) || output.status.code() == Some(1),
                "{}",
                String::from_utf8_lossy(&output.stderr)
            );
            outputs.push((out, stdout(&output)));
        }
        let [(zh, summary), (en, _)] = &outputs[..] else {
            unreachable!()
        };
        let report = fs::read_to_string(zh.join("report.md")).unwrap();
        assert!(report.starts_with("# "), "{report}");
        assert!(report.contains("## 测量方法"), "{report}");
        let left = english_words_left(&report);
        assert!(left.is_empty(), "{name}: English left: {left:?}\n{report}");
        // The link inside the report leads to its own heading.
        assert!(
            report.contains("(#读懂被截断的结果)") && report.contains("## 读懂被截断的结果"),
            "{report}"
        );
        // The files for tools are the same in every language.
        assert_eq!(csv_without_times(zh), csv_without_times(en), "{name}");
        assert_eq!(json_without_times(zh), json_without_times(en), "{name}");
        let summary = crate::util::without_times(&summary.replace(zh.to_str().unwrap(), "DIR"));
        let left = english_words_left(&summary.replace("PNG", "").replace("SVG", ""));
        let left: Vec<_> = left
            .into_iter()
            .filter(|w| {
                ![
                    "report",
                    "md",
                    "csv",
                    "json",
                    "check",
                    "cost",
                    "time",
                    "vs",
                    "tries",
                    "conflicts",
                    "cactus",
                    "scatter",
                    "work",
                    "per",
                    "try",
                    "DIR",
                ]
                .contains(&w.as_str())
            })
            .collect();
        assert!(left.is_empty(), "{name}: English left: {left:?}\n{summary}");
        insta::assert_snapshot!(format!("compare_summary_zh_{name}"), summary);
    }
}

//! The pictures the READMEs show are the ones this sudotrace makes: each is made again
//! here, as scripts/pictures.sh makes it, and compared byte for byte with the one
//! committed under docs/. (The screenshots of the web page, taken by a browser, are
//! made by the same script; docs/leetcode37.html is held to `html` in player.rs.)

use std::fs;
use std::path::{Path, PathBuf};

use crate::util::*;

/// The repository's folder.
fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Fail naming the committed picture `committed` unless `made` holds the same bytes.
fn assert_current(made: &Path, committed: &str) {
    let made = fs::read(made).unwrap_or_else(|e| panic!("{}: {e}", made.display()));
    let kept = fs::read(root().join(committed)).unwrap_or_else(|e| panic!("{committed}: {e}"));
    assert!(
        made == kept,
        "{committed} is not the picture sudotrace makes now ({} bytes made, {} kept): run scripts/pictures.sh",
        made.len(),
        kept.len()
    );
}

/// Run sudotrace with `args`, which must succeed.
fn make(args: &[&str]) {
    let output = run(args);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
}

#[test]
fn the_readme_pictures_are_current() {
    let dir = tempfile::tempdir().unwrap();
    let demo = dir.path().join("demo");
    make(&["demo", "-o", path_str(&demo)]);
    assert_current(&demo.join("leetcode37.gif"), "docs/search.gif");
    assert_current(&demo.join("leetcode37-code.gif"), "docs/search-code.gif");
    assert_current(&demo.join("side-by-side.gif"), "docs/side-by-side.gif");
    let trace = root().join("traces/leetcode37-naive.jsonl.gz");
    for (at, theme, picture) in [
        ("42", "light", "docs/conflict.png"),
        ("146", "dark", "docs/clash-box-dark.png"),
        ("4", "colorblind", "docs/clash-row-colorblind.png"),
    ] {
        let png = dir.path().join(format!("{at}.png"));
        make(&[
            "render",
            path_str(&trace),
            "--at",
            at,
            "--theme",
            theme,
            "--no-legend",
            "-o",
            path_str(&png),
        ]);
        assert_current(&png, picture);
    }
    let lesson = dir.path().join("lesson.png");
    make(&[
        "render",
        path_str(&trace),
        "--lesson",
        path_str(&root().join("docs/lessons/leetcode37.toml")),
        "--at",
        "26",
        "--no-legend",
        "-o",
        path_str(&lesson),
    ]);
    assert_current(&lesson, "docs/lesson.png");
    let tables = dir.path().join("tables.png");
    make(&[
        "render",
        path_str(&root().join("traces/leetcode37-tables.jsonl.gz")),
        "--panel",
        "tables",
        "--at",
        "26",
        "--no-legend",
        "-o",
        path_str(&tables),
    ]);
    assert_current(&tables, "docs/tables.png");
}

#[test]
fn the_chinese_readme_pictures_are_current() {
    let dir = tempfile::tempdir().unwrap();
    let demo = dir.path().join("demo");
    make(&["demo", "--lang", "zh-CN", "-o", path_str(&demo)]);
    assert_current(&demo.join("leetcode37.gif"), "docs/zh-CN/search.gif");
    assert_current(
        &demo.join("leetcode37-conflict.png"),
        "docs/zh-CN/conflict.png",
    );
    assert_current(&demo.join("charts/tree.png"), "docs/zh-CN/tree.png");
}

//! Outputs in folders someone else can write to: links planted at an output's name or
//! at the names its temporary file could have, an output named as its own input, a
//! named pipe in a list of files, and interrupts, which keep every finished result and
//! leave no partial file or folder.

// Links, named pipes and signals are Unix's; a test cannot send Windows' Ctrl-C to one
// program alone.
#![cfg(unix)]

use std::fs;
use std::io::{BufRead, BufReader};
use std::os::unix::fs::symlink;
use std::path::Path;
use std::process::{Child, Command, Output, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use crate::util::{LEETCODE, assert_user_error, run_in};

/// The brute-force puzzle: over a billion events, so a search of it is still going when
/// stopped.
const BRUTE_FORCE: &str =
    "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9";

/// What a planted link points to: a file of the victim's that no output may touch.
const KEPT: &str = "the victim's own words";

/// A folder holding the LeetCode example's trace, `t.jsonl`.
fn with_a_trace() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let output = run_in(Some(dir.path()), &["solve", LEETCODE, "--trace", "t.jsonl"]);
    assert_eq!(output.status.code(), Some(0));
    dir
}

/// Commands that write `out.EXT` (the extension each needs) from `t.jsonl`.
fn writers() -> Vec<(&'static str, Vec<&'static str>)> {
    vec![
        ("out.html", vec!["html", "t.jsonl", "-o", "out.html"]),
        (
            "out.png",
            vec!["render", "t.jsonl", "--at", "5", "-o", "out.png"],
        ),
        ("out.sdt", vec!["convert", "t.jsonl", "out.sdt"]),
        ("out.jsonl", vec!["solve", LEETCODE, "--trace", "out.jsonl"]),
    ]
}

/// The names in `dir`, sorted.
fn names_in(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

#[test]
fn a_link_at_the_output_name_is_refused_without_force() {
    let dir = with_a_trace();
    let victim = dir.path().join("victim.txt");
    fs::write(&victim, KEPT).unwrap();
    for (name, args) in writers() {
        symlink(&victim, dir.path().join(name)).unwrap();
        let output = run_in(Some(dir.path()), &args);
        let error = assert_user_error(&output);
        assert!(
            error.contains(name) && error.contains("symbolic link") && error.contains("--force"),
            "{args:?}: {error}"
        );
        assert_eq!(fs::read_to_string(&victim).unwrap(), KEPT, "{args:?}");
        let kind = fs::symlink_metadata(dir.path().join(name))
            .unwrap()
            .file_type();
        assert!(kind.is_symlink(), "{args:?}: the link is left as it was");
        fs::remove_file(dir.path().join(name)).unwrap();
    }
    assert_eq!(names_in(dir.path()), ["t.jsonl", "victim.txt"]);

    // An output folder too: nothing is written into the folder a planted link leads to.
    fs::create_dir(dir.path().join("theirs")).unwrap();
    symlink("theirs", dir.path().join("charts")).unwrap();
    // With a trailing `/` too, which has the system follow the link.
    for charts in ["charts", "charts/"] {
        let output = run_in(Some(dir.path()), &["chart", "t.jsonl", "-o", charts]);
        let error = assert_user_error(&output);
        assert!(
            error.contains("charts") && error.contains("--force"),
            "{error}"
        );
        assert!(names_in(&dir.path().join("theirs")).is_empty());
    }
}

#[test]
fn force_writes_where_the_link_points_but_makes_no_folder_for_it() {
    let dir = with_a_trace();
    fs::create_dir(dir.path().join("mine")).unwrap();
    symlink("mine/page.html", dir.path().join("out.html")).unwrap();
    let output = run_in(
        Some(dir.path()),
        &["html", "t.jsonl", "-o", "out.html", "--force"],
    );
    assert_eq!(output.status.code(), Some(0));
    let page = fs::read_to_string(dir.path().join("mine/page.html")).unwrap();
    assert!(page.starts_with("<!DOCTYPE html>"));

    // A dangling link with --force: nothing made where it points.
    symlink(
        "elsewhere/deeper/page.html",
        dir.path().join("dangling.html"),
    )
    .unwrap();
    let output = run_in(
        Some(dir.path()),
        &["html", "t.jsonl", "-o", "dangling.html", "--force"],
    );
    let error = assert_user_error(&output);
    assert!(error.contains("dangling.html"), "{error}");
    assert!(!dir.path().join("elsewhere").exists(), "no folder was made");
}

#[test]
fn links_at_would_be_temporary_names_redirect_nothing() {
    let dir = with_a_trace();
    let victim = dir.path().join("victim.txt");
    fs::write(&victim, KEPT).unwrap();
    for (name, args) in writers() {
        // The names a temporary file of the process ids about to come would once have had
        // (`.NAME.PID.partial`), each a link to the victim's file.
        let mut next = Command::new("true").spawn().unwrap();
        let from = next.id();
        next.wait().unwrap();
        let planted: Vec<String> = (from..from + 3000)
            .map(|pid| format!(".{name}.{pid}.partial"))
            .collect();
        for link in &planted {
            symlink(&victim, dir.path().join(link)).unwrap();
        }
        let output = run_in(Some(dir.path()), &args);
        assert_eq!(output.status.code(), Some(0), "{args:?}");
        assert_eq!(fs::read_to_string(&victim).unwrap(), KEPT, "{args:?}");
        let made = fs::symlink_metadata(dir.path().join(name)).unwrap();
        assert!(made.is_file(), "{args:?}: the output is a file of its own");
        for link in &planted {
            let kind = fs::symlink_metadata(dir.path().join(link)).unwrap();
            assert!(kind.file_type().is_symlink(), "{link} left as it was");
            fs::remove_file(dir.path().join(link)).unwrap();
        }
        fs::remove_file(dir.path().join(name)).unwrap();
    }
    assert_eq!(names_in(dir.path()), ["t.jsonl", "victim.txt"]);
}

#[test]
fn an_output_that_is_its_own_input_is_refused() {
    let dir = with_a_trace();
    fs::hard_link(dir.path().join("t.jsonl"), dir.path().join("same.jsonl")).unwrap();
    let before = fs::read(dir.path().join("t.jsonl")).unwrap();
    let cases: [&[&str]; 5] = [
        &["html", "t.jsonl", "-o", "t.jsonl"],
        &["convert", "t.jsonl", "./t.jsonl"],
        &["convert", "t.jsonl", "same.jsonl"],
        &["render", "t.jsonl", "--at", "5", "-o", "same.jsonl"],
        &["html", "t.jsonl", "-o", "page.html", "--poster", "t.jsonl"],
    ];
    for args in cases {
        let output = run_in(Some(dir.path()), args);
        let error = assert_user_error(&output);
        assert!(error.contains("is the input"), "{args:?}: {error}");
        assert_eq!(fs::read(dir.path().join("t.jsonl")).unwrap(), before);
    }
    // A puzzle file is an input too.
    fs::write(dir.path().join("p.txt"), format!("{LEETCODE}\n")).unwrap();
    let output = run_in(Some(dir.path()), &["solve", "p.txt", "--trace", "p.txt"]);
    let error = assert_user_error(&output);
    assert!(error.contains("p.txt: is the input p.txt"), "{error}");
    assert_eq!(names_in(dir.path()), ["p.txt", "same.jsonl", "t.jsonl"]);
}

/// Run `args` in `dir`, killed and failed after `seconds`: a command that waits on a
/// named pipe would otherwise hang the tests.
fn run_within(dir: &Path, args: &[&str], seconds: u64) -> Output {
    let mut child = Command::new(assert_cmd::cargo::cargo_bin("sudotrace"))
        .current_dir(dir)
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let started = Instant::now();
    while child.try_wait().unwrap().is_none() {
        if started.elapsed() > Duration::from_secs(seconds) {
            child.kill().unwrap();
            panic!("{args:?} still running after {seconds} s");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    child.wait_with_output().unwrap()
}

fn mkfifo(path: &Path) {
    let name = std::ffi::CString::new(path.to_str().unwrap()).unwrap();
    // SAFETY: a NUL-terminated path in a folder of this test's own.
    assert_eq!(unsafe { libc::mkfifo(name.as_ptr(), 0o600) }, 0);
}

#[test]
fn a_named_pipe_in_a_list_of_files_is_refused_at_once() {
    let dir = with_a_trace();
    mkfifo(&dir.path().join("pipe"));
    fs::write(
        dir.path().join("r.json"),
        "not looked at: the pipe is refused first",
    )
    .unwrap();
    let cases: [&[&str]; 3] = [
        &["diagnose", "t.jsonl", "pipe"],
        &["diagnose", "--json", "pipe", "t.jsonl"],
        &["marks", "r.json", "pipe"],
    ];
    for args in cases {
        let output = run_within(dir.path(), args, 20);
        let error = assert_user_error(&output);
        assert!(
            error.contains("pipe: a named pipe, not a regular file"),
            "{args:?}: {error}"
        );
    }
}

/// Send `signal` to `child`, a process of this test's own.
fn send(child: &Child, signal: i32) {
    // SAFETY: a signal to the child this test started.
    unsafe { libc::kill(child.id() as i32, signal) };
}

#[test]
fn an_interrupted_collection_keeps_every_finished_line() {
    let dir = tempfile::tempdir().unwrap();
    let finished = 12;
    let mut puzzles = format!("{LEETCODE}\n").repeat(finished);
    puzzles.push_str(BRUTE_FORCE);
    fs::write(dir.path().join("class.txt"), puzzles).unwrap();
    let mut child = Command::new(assert_cmd::cargo::cargo_bin("sudotrace"))
        .current_dir(dir.path())
        .args(["solve", "class.txt", "--json"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // The lines as they reach the pipe, read beside the waiting.
    let (lines, arrived) = mpsc::channel();
    let stdout = child.stdout.take().unwrap();
    let reader = std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines() {
            lines.send(line.unwrap()).unwrap();
        }
    });
    let mut kept = Vec::new();
    while kept.len() < finished {
        match arrived.recv_timeout(Duration::from_secs(60)) {
            Ok(line) => kept.push(line),
            Err(_) => {
                child.kill().unwrap();
                panic!("only {} of {finished} lines came while it ran", kept.len());
            }
        }
    }
    std::thread::sleep(Duration::from_millis(200));
    send(&child, libc::SIGINT);
    let output = child.wait_with_output().unwrap();
    reader.join().unwrap();
    kept.extend(arrived.try_iter());
    assert_eq!(output.status.code(), Some(128 + libc::SIGINT));
    assert_eq!(
        kept.len(),
        finished,
        "every finished puzzle, and nothing else"
    );
    for line in &kept {
        let json: serde_json::Value = serde_json::from_str(line).unwrap();
        assert_eq!(json["solved"], true, "{line}");
    }
    let said = String::from_utf8_lossy(&output.stderr);
    assert!(
        said.contains("interrupted on puzzle 13 of 13 (line 13 of class.txt)"),
        "{said}"
    );
}

/// The hidden partial folder of `render -o frames/`, once it holds a frame.
fn partial_folder_with_frames(dir: &Path) -> bool {
    fs::read_dir(dir).unwrap().any(|entry| {
        let entry = entry.unwrap();
        let name = entry.file_name().to_string_lossy().into_owned();
        name.starts_with(".frames.")
            && fs::read_dir(entry.path()).is_ok_and(|mut frames| frames.next().is_some())
    })
}

#[test]
fn an_interrupted_render_into_a_folder_leaves_no_partial_folder() {
    let dir = with_a_trace();
    // Removal once raced the frames still being written: tried several times.
    for signal in [libc::SIGINT, libc::SIGTERM, libc::SIGINT] {
        let child = Command::new(assert_cmd::cargo::cargo_bin("sudotrace"))
            .current_dir(dir.path())
            .args(["render", "t.jsonl", "--max-frames", "0", "-o", "frames/"])
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let started = Instant::now();
        while !partial_folder_with_frames(dir.path()) {
            assert!(started.elapsed() < Duration::from_secs(60), "no frame came");
            std::thread::sleep(Duration::from_millis(10));
        }
        std::thread::sleep(Duration::from_millis(300));
        send(&child, signal);
        let output = child.wait_with_output().unwrap();
        assert_eq!(output.status.code(), Some(128 + signal));
        let said = String::from_utf8_lossy(&output.stderr);
        assert!(
            said.contains("interrupted: removed the unfinished frames"),
            "it names the folder: {said}"
        );
        assert_eq!(names_in(dir.path()), ["t.jsonl"], "nothing left behind");
    }
}

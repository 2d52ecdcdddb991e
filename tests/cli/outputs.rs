//! Where output goes: through symbolic links, into devices, into folders that do not
//! exist yet, nowhere when the disk could not hold it, and nothing left behind when a run
//! is interrupted.

// Most of what these tests look at (signals, links, named pipes) is Unix's.
#[cfg(unix)]
use std::fs;
use std::path::Path;

use crate::util::{LEETCODE, run_in};

/// The brute-force puzzle: over a billion events, so a run is still going when stopped.
const BRUTE_FORCE: &str =
    "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9";

#[cfg(unix)]
fn names_in(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// A test cannot send Windows' Ctrl-C to one program alone.
#[test]
#[cfg(unix)]
fn an_interrupted_recording_leaves_nothing_behind() {
    use std::time::{Duration, Instant};
    let dir = tempfile::tempdir().unwrap();
    let bin = assert_cmd::cargo::cargo_bin("sudotrace");
    for signal in [libc::SIGINT, libc::SIGTERM] {
        let child = std::process::Command::new(&bin)
            .current_dir(dir.path())
            .args([
                "solve",
                BRUTE_FORCE,
                "--trace",
                "big.jsonl",
                "--max-events",
                "0",
            ])
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        // Wait until the trace is being written under its temporary name.
        let started = Instant::now();
        while names_in(dir.path()).is_empty() && started.elapsed() < Duration::from_secs(20) {
            std::thread::sleep(Duration::from_millis(20));
        }
        assert_eq!(names_in(dir.path()).len(), 1, "the partial trace is there");
        std::thread::sleep(Duration::from_millis(200));
        // SAFETY: sending a signal to the child this test started.
        unsafe { libc::kill(child.id() as i32, signal) };
        let output = child.wait_with_output().unwrap();
        assert_eq!(
            output.status.code(),
            Some(128 + signal),
            "ended by the signal"
        );
        let said = String::from_utf8_lossy(&output.stderr);
        assert!(
            said.contains("interrupted: removed the unfinished big.jsonl"),
            "it says what it removed: {said}"
        );
        assert!(
            names_in(dir.path()).is_empty(),
            "left behind: {:?}",
            names_in(dir.path())
        );
    }
}

/// Making a link takes a privilege on Windows. Without --force the link is refused
/// (tests/cli/hostile_outputs.rs).
#[test]
#[cfg(unix)]
fn a_link_is_written_through_with_force() {
    let dir = tempfile::tempdir().unwrap();
    fs::create_dir(dir.path().join("real")).unwrap();
    fs::write(dir.path().join("real/t.jsonl"), "old").unwrap();
    std::os::unix::fs::symlink("real/t.jsonl", dir.path().join("link.jsonl")).unwrap();
    let output = run_in(
        Some(dir.path()),
        &["solve", LEETCODE, "--trace", "link.jsonl", "--force"],
    );
    assert_eq!(output.status.code(), Some(0));
    let link = fs::symlink_metadata(dir.path().join("link.jsonl")).unwrap();
    assert!(link.file_type().is_symlink(), "the link stays a link");
    let trace = fs::read_to_string(dir.path().join("real/t.jsonl")).unwrap();
    assert!(
        trace.starts_with("{\"sudotrace\""),
        "the file it points to holds the trace"
    );
}

#[test]
fn a_missing_folder_is_made() {
    let dir = tempfile::tempdir().unwrap();
    let output = run_in(
        Some(dir.path()),
        &["solve", LEETCODE, "--trace", "new/deeper/t.jsonl"],
    );
    assert_eq!(output.status.code(), Some(0));
    assert!(dir.path().join("new/deeper/t.jsonl").is_file());
    let output = run_in(
        Some(dir.path()),
        &[
            "render",
            "new/deeper/t.jsonl",
            "--at",
            "5",
            "-o",
            "pictures/s.png",
        ],
    );
    assert_eq!(output.status.code(), Some(0));
    assert!(dir.path().join("pictures/s.png").is_file());
}

#[test]
#[cfg(unix)]
fn a_pipe_is_written_into_not_replaced() {
    use std::os::unix::fs::FileTypeExt;
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("pipe.jsonl");
    let name = std::ffi::CString::new(fifo.to_str().unwrap()).unwrap();
    // SAFETY: a NUL-terminated path in a folder of this test's own.
    assert_eq!(unsafe { libc::mkfifo(name.as_ptr(), 0o600) }, 0);
    let reader = {
        let fifo = fifo.clone();
        std::thread::spawn(move || fs::read_to_string(fifo).unwrap())
    };
    let output = run_in(
        None,
        &["solve", LEETCODE, "--trace", fifo.to_str().unwrap()],
    );
    assert_eq!(output.status.code(), Some(0));
    let kind = fs::symlink_metadata(&fifo).unwrap().file_type();
    // Checked before waiting for the reader, which would wait for ever on a pipe that
    // was replaced instead of written into.
    assert!(kind.is_fifo(), "the pipe is still a pipe");
    let trace = reader.join().unwrap();
    assert!(trace.starts_with("{\"sudotrace\"") && trace.contains("\"ev\":\"end\""));
}

/// What `sudotrace ARGS` shows on a terminal, run in `dir` under `script` (which gives it
/// one, as a user at a shell has), its bar shown after `delay` seconds; `None` when
/// `script` is missing (outside CI, which has it).
fn on_a_terminal(dir: &Path, args: &str, delay: &str) -> Option<String> {
    let bin = assert_cmd::cargo::cargo_bin("sudotrace");
    let command = format!("{} {args}", bin.display());
    let Ok(output) = std::process::Command::new("script")
        .current_dir(dir)
        .env("SUDOTRACE_PROGRESS_DELAY", delay)
        .args(["-qec", &command, "/dev/null"])
        .output()
    else {
        assert!(
            std::env::var_os("CI").is_none(),
            "CI needs `script` (util-linux) for this test"
        );
        eprintln!("skipped: `script` (util-linux) is not installed");
        return None;
    };
    let shown = String::from_utf8_lossy(&output.stdout).into_owned();
    assert!(output.status.code().is_some_and(|c| c < 2), "{shown}");
    Some(shown)
}

#[test]
fn long_work_shows_its_progress_on_a_terminal_and_nothing_in_a_pipe() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path();
    // The naive search of Norvig's hardest first puzzle: 6,376,576 events.
    let hardest = std::fs::read_to_string(crate::util::data("norvig_hardest.txt")).unwrap();
    let first = hardest.lines().next().unwrap();
    run_in(Some(path), &["solve", first, "--trace", "long.sdt"]);
    run_in(Some(path), &["solve", LEETCODE, "--trace", "lc.jsonl"]);
    let puzzles = crate::util::data("norvig_hardest.txt");
    let puzzles = puzzles.to_str().unwrap();
    // What each shows as it works, and the words of its bar.
    let cases: [(&[&str], &[&str]); 4] = [
        (
            &["chart", "long.sdt", "-o", "charts"],
            &["reading the trace: ", " events"],
        ),
        (
            &["render", "lc.jsonl", "-o", "lc.gif"],
            &["reading the trace: ", "drawing [", "/602 frames"],
        ),
        (
            &["convert", "lc.jsonl", "lc.sdt"],
            &["converting: ", " events"],
        ),
        (
            &[
                "compare",
                puzzles,
                "--solvers",
                "naive,tables",
                "--repeat",
                "1",
                "-o",
                "cmp",
            ],
            &["counting [", " runs", "timing"],
        ),
    ];
    for (args, words) in cases {
        // With the bar shown at once, so that the test does not hang on the machine's speed.
        let Some(shown) = on_a_terminal(path, &args.join(" "), "0") else {
            return;
        };
        for word in words {
            assert!(shown.contains(word), "{args:?}: {word:?} in {shown:?}");
        }
        // The bar is cleared when the work is done: the result stands alone on its line.
        let last = shown
            .rsplit(['\r', '\n'])
            .find(|l| !l.trim().is_empty())
            .unwrap();
        assert!(!last.contains(words[0]), "{args:?}: {last:?}");
        // Into a pipe, no bar at all, even asked to show at once.
        let piped = crate::util::bin()
            .current_dir(path)
            .env("SUDOTRACE_PROGRESS_DELAY", "0")
            .args(args)
            .output()
            .unwrap();
        assert!(piped.status.success(), "{args:?}");
        let err = crate::util::stderr(&piped);
        for word in words {
            assert!(!err.contains(word), "{args:?}: {err}");
        }
        // Work done before the delay shows nothing on a terminal either.
        let Some(quick) = on_a_terminal(path, &args.join(" "), "600") else {
            return;
        };
        assert!(!quick.contains(words[0]), "{args:?}: {quick:?}");
    }
    // Output for a program gets no bar, even on a terminal.
    let recording = format!("solve {first} --trace again.sdt");
    let Some(shown) = on_a_terminal(path, &recording, "0") else {
        return;
    };
    assert!(shown.contains("recording the trace: "), "{shown:?}");
    let Some(json) = on_a_terminal(path, &(recording + " --json"), "0") else {
        return;
    };
    assert!(!json.contains("recording the trace"), "{json:?}");
    assert!(json.contains("\"result\""), "{json:?}");
}

#[test]
fn a_long_recording_shows_its_progress_on_a_terminal_only() {
    let dir = tempfile::tempdir().unwrap();
    // The naive check's whole search: 1,314,330,446 events, seconds even optimised.
    let args = format!("solve {BRUTE_FORCE} --trace t.sdt");
    let Some(shown) = on_a_terminal(dir.path(), &args, "1") else {
        return;
    };
    assert!(shown.contains("recording the trace: "), "{shown}");
    assert!(shown.contains(" events, "), "{shown}");
    assert!(dir.path().join("t.sdt").exists());
    // Into a pipe, no bar: standard error stays empty.
    let piped = run_in(
        Some(dir.path()),
        &[
            "solve",
            BRUTE_FORCE,
            "--solver",
            "tables",
            "--trace",
            "u.sdt",
        ],
    );
    assert_eq!(crate::util::stderr(&piped), "");
}

/// The free space of the disk is asked on every platform (docs/platforms.md): a trace
/// that could outgrow it is refused before anything is written, and says what to do.
#[test]
fn a_trace_that_could_not_fit_on_the_disk_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    // More bytes than any disk holds, in either format.
    let events = "18000000000000000000";
    for (name, format, advice) in [
        (
            "big.jsonl",
            "JSON Lines",
            "lower --max-events, write the binary format (a name ending in .sdt), or free some space",
        ),
        ("big.sdt", "binary", "lower --max-events or free some space"),
    ] {
        let output = run_in(
            Some(dir.path()),
            &["solve", LEETCODE, "--trace", name, "--max-events", events],
        );
        let line = crate::util::assert_user_error(&output);
        let start = format!(
            "error: {name}: a {format} trace of up to 18,000,000,000,000,000,000 events can take "
        );
        assert!(line.starts_with(&start), "{line}");
        assert!(line.contains(" MB, but . has only "), "{line}");
        assert!(line.ends_with(&format!(" MB free; {advice}")), "{line}");
        let left: Vec<_> = std::fs::read_dir(dir.path()).unwrap().collect();
        assert!(left.is_empty(), "nothing is written: {left:?}");
    }
}

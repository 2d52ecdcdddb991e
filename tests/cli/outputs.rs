//! Where output goes: through symbolic links, into devices, into folders that do not
//! exist yet, and nothing left behind when a run is interrupted.

use std::fs;
use std::path::Path;
use std::time::{Duration, Instant};

use crate::util::{LEETCODE, run_in};

/// The brute-force puzzle: over a billion events, so a run is still going when stopped.
const BRUTE_FORCE: &str =
    "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9";

fn names_in(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

#[test]
fn an_interrupted_recording_leaves_nothing_behind() {
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

#[test]
fn a_link_is_written_through_and_a_missing_folder_made() {
    let dir = tempfile::tempdir().unwrap();
    fs::create_dir(dir.path().join("real")).unwrap();
    fs::write(dir.path().join("real/t.jsonl"), "old").unwrap();
    std::os::unix::fs::symlink("real/t.jsonl", dir.path().join("link.jsonl")).unwrap();
    let output = run_in(
        Some(dir.path()),
        &["solve", LEETCODE, "--trace", "link.jsonl"],
    );
    assert_eq!(output.status.code(), Some(0));
    let link = fs::symlink_metadata(dir.path().join("link.jsonl")).unwrap();
    assert!(link.file_type().is_symlink(), "the link stays a link");
    let trace = fs::read_to_string(dir.path().join("real/t.jsonl")).unwrap();
    assert!(
        trace.starts_with("{\"sudotrace\""),
        "the file it points to holds the trace"
    );

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

#[test]
fn a_long_recording_shows_its_progress_on_a_terminal_only() {
    let dir = tempfile::tempdir().unwrap();
    let bin = assert_cmd::cargo::cargo_bin("sudotrace");
    // The naive check's whole search: 1,314,330,446 events, seconds even optimised.
    let args = format!("{} solve {BRUTE_FORCE} --trace t.sdt", bin.display());
    // `script` gives the command a terminal, as a user at a shell has.
    let Ok(output) = std::process::Command::new("script")
        .current_dir(dir.path())
        .args(["-qec", &args, "/dev/null"])
        .output()
    else {
        assert!(
            std::env::var_os("CI").is_none(),
            "CI needs `script` (util-linux) for this test"
        );
        eprintln!("skipped: `script` (util-linux) is not installed");
        return;
    };
    let shown = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{shown}");
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

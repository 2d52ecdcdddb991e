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
        let mut child = std::process::Command::new(&bin)
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
            .stderr(std::process::Stdio::null())
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
        let status = child.wait().unwrap();
        assert_eq!(status.code(), Some(128 + signal), "ended by the signal");
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

//! `sudotrace step` end to end, in a real terminal run by tmux (see step_tmux.sh).
//! Ignored where tmux is not on PATH (build.rs sets `missing_tmux`), unless `CI` is set:
//! then it runs and fails.

use std::process::Command;

use crate::util::*;

#[test]
#[cfg_attr(missing_tmux, ignore = "needs tmux on PATH: apt-get install tmux")]
fn step_in_a_real_terminal() {
    require_program("tmux");
    let dir = tempfile::tempdir().unwrap();
    let demo = run(&["demo", "-o", path_str(dir.path())]);
    assert_code(&demo, 0);
    let trace = dir.path().join("leetcode37-naive.jsonl");
    let bin = assert_cmd::cargo::cargo_bin("sudotrace");
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/cli/step_tmux.sh");
    let run = Command::new("bash")
        .arg(script)
        .arg(&bin)
        .arg(&trace)
        .output()
        .unwrap();
    assert!(
        run.status.success(),
        "stdout:\n{}\nstderr:\n{}",
        String::from_utf8_lossy(&run.stdout),
        String::from_utf8_lossy(&run.stderr)
    );
}

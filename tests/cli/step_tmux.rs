//! `sudotrace step` end to end, in a real terminal run by tmux (see step_tmux.sh).

use std::process::Command;

#[test]
fn step_in_a_real_terminal() {
    let dir = tempfile::tempdir().unwrap();
    let bin = assert_cmd::cargo::cargo_bin("sudotrace");
    let demo = Command::new(&bin)
        .arg("demo")
        .arg("-o")
        .arg(dir.path())
        .output()
        .unwrap();
    assert!(
        demo.status.success(),
        "{}",
        String::from_utf8_lossy(&demo.stderr)
    );
    let trace = dir.path().join("leetcode37-naive.jsonl");
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

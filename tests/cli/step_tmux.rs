//! `sudotrace step` end to end, in a real terminal run by tmux (see step_tmux.sh).
//! The web tier (`cargo xtask test-web`): skipped where tmux is not on PATH, its reason
//! said, and failed under `CI`.

use std::process::Command;

use crate::util::*;

/// The tests that need node, Chromium or tmux: the web tier (`cargo xtask test-web`).
mod web {
    use super::*;
    use crate::util::{Tool, tools_here};

    #[test]
    #[ignore = "web tier, run by `cargo xtask test-web`"]
    fn step_in_a_real_terminal() {
        if !tools_here(&[Tool::Tmux]) {
            return;
        }
        require_program("tmux");
        let dir = tempfile::tempdir().unwrap();
        let demo = run(&["demo", "-o", path_str(dir.path())]);
        assert_code(&demo, 0);
        let trace = dir.path().join("leetcode37-naive.jsonl");
        // As a teacher makes it: the row-by-row search with tables.
        let tables = dir.path().join("t.jsonl");
        let solve = ["solve", "leetcode37", "--solver", "tables", "--trace"];
        assert_code(&run(&[&solve[..], &[path_str(&tables)]].concat()), 0);
        let bin = assert_cmd::cargo::cargo_bin("sudotrace");
        let script = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/cli/step_tmux.sh");
        let lesson = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/lessons/leetcode37.toml");
        let run = Command::new("bash")
            .arg(script)
            .arg(&bin)
            .arg(&trace)
            .arg(&tables)
            .arg(lesson)
            .output()
            .unwrap();
        assert!(
            run.status.success(),
            "stdout:\n{}\nstderr:\n{}",
            String::from_utf8_lossy(&run.stdout),
            String::from_utf8_lossy(&run.stderr)
        );
    }
}

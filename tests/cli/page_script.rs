//! The web player's script as its own tools see it (crates/page: package.json, build.mjs):
//! the bundle the page carries is what esbuild makes of the modules today, eslint finds
//! nothing, and tsc finds the logic modules' types sound.

mod web {
    use std::path::{Path, PathBuf};
    use std::process::Command;

    use tempfile::TempDir;

    use crate::util::{Tool, tools_here};

    /// The page's crate, where its script's tools are installed.
    fn page_crate() -> PathBuf {
        Path::new(env!("CARGO_MANIFEST_DIR")).join("crates/page")
    }

    /// Run `program args` in the page's crate, asserting that it succeeds (`context`
    /// says what failed, with what the program printed).
    fn run_in_page(program: &str, args: &[&str], context: &str) {
        let output = Command::new(program)
            .args(args)
            .current_dir(page_crate())
            .output()
            .unwrap_or_else(|e| panic!("{program} runs: {e}"));
        assert!(
            output.status.success(),
            "{context}:\n{}{}",
            String::from_utf8_lossy(&output.stdout),
            String::from_utf8_lossy(&output.stderr)
        );
    }

    #[test]
    #[ignore = "web tier, run by `cargo xtask test-web`"]
    fn the_committed_bundle_is_what_esbuild_makes_of_the_modules() {
        if !tools_here(&[Tool::PageScript]) {
            return;
        }
        let dir = TempDir::new().unwrap();
        let out = dir.path().join("player.bundle.js");
        run_in_page(
            "node",
            &["build.mjs", out.to_str().unwrap()],
            "esbuild could not bundle the modules",
        );
        let committed = page_crate().join("src/player.bundle.js");
        assert!(
            std::fs::read(&out).unwrap() == std::fs::read(&committed).unwrap(),
            "the bundle is stale: run `npm run build` in crates/page (then \
             scripts/player-pictures.sh: the pages hold the bundle)"
        );
    }

    #[test]
    #[ignore = "web tier, run by `cargo xtask test-web`"]
    fn eslint_finds_nothing_in_the_modules() {
        if !tools_here(&[Tool::PageScript]) {
            return;
        }
        run_in_page(
            "node",
            &["node_modules/eslint/bin/eslint.js", "--max-warnings", "0"],
            "eslint finds problems (npm run lint in crates/page)",
        );
    }

    #[test]
    #[ignore = "web tier, run by `cargo xtask test-web`"]
    fn tsc_finds_the_logic_modules_types_sound() {
        if !tools_here(&[Tool::PageScript]) {
            return;
        }
        run_in_page(
            "node",
            &[
                "node_modules/typescript/bin/tsc",
                "--project",
                "tsconfig.json",
            ],
            "tsc finds type errors (npm run check in crates/page)",
        );
    }
}

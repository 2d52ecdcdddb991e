//! The page's logic checked with node alone (tests/node/*.mjs), and the fixtures those
//! checks leave for `node --test tests/node/`: each check writes what it gives node (the
//! page's modules, pages and their data, traces, `show`'s positions) into a folder of
//! target/node-fixtures and records every run there, with what node printed, in
//! `runs.jsonl`. tests/node/fixtures.test.mjs plays the runs again and holds node's output
//! to the recorded one, so an edit to the page's modules is checked in seconds
//! (`SUDOTRACE_PAGE_JS=crates/page/src/js node --test tests/node/`, CONTRIBUTING.md).

use std::ffi::OsStr;
use std::fs::{self, OpenOptions};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::json;

use sudotrace_core::lang::Lang;
use sudotrace_page::player_modules;

/// The folder every check's fixtures go into: target/node-fixtures, beside the test
/// binary's own target folder (wherever `CARGO_TARGET_DIR` puts it).
pub(crate) fn fixtures_root() -> PathBuf {
    let binary = std::env::current_exe().expect("the test binary's path");
    // target/<profile>/deps/cli-<hash>: three folders up is target.
    let target = binary
        .ancestors()
        .nth(3)
        .expect("the test binary sits in target/<profile>/deps");
    target.join("node-fixtures")
}

/// The fixtures of one check: a folder of [`fixtures_root`] named `name`, emptied when
/// made, kept after the test.
pub(crate) struct Fixtures {
    dir: PathBuf,
}

impl Fixtures {
    /// The fixtures' folder for the check `name` (unique among the checks), empty.
    pub(crate) fn new(name: &str) -> Fixtures {
        let dir = fixtures_root().join(name);
        if dir.exists() {
            fs::remove_dir_all(&dir).unwrap();
        }
        fs::create_dir_all(&dir).unwrap();
        Fixtures { dir }
    }

    pub(crate) fn path(&self) -> &Path {
        &self.dir
    }

    /// The player's modules (English constants; the words come with a page's data),
    /// written once into the fixtures where node imports them.
    pub(crate) fn modules(&self) -> PathBuf {
        modules(&self.dir)
    }

    /// What `node tests/node/SCRIPT ARGS...` prints, the run asserted to succeed
    /// (`context` says what failed, with what node printed) and recorded for `node
    /// --test`.
    pub(crate) fn node(&self, script: &str, args: &[&OsStr], context: &str) -> String {
        let driver = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/node")
            .join(script);
        let output = Command::new("node")
            .arg(driver)
            .args(args)
            .output()
            .expect("node runs");
        let said = String::from_utf8_lossy(&output.stdout).into_owned();
        assert!(
            output.status.success(),
            "{context}: {said}{}",
            String::from_utf8_lossy(&output.stderr)
        );
        self.record(script, args, context, &said);
        said
    }

    /// One line of `runs.jsonl`: the script, its arguments (those that are paths given
    /// in the fixtures folder, so that it can be moved; the modules' folder marked, so
    /// that `node --test` can import the sources instead), and what it printed.
    fn record(&self, script: &str, args: &[&OsStr], context: &str, said: &str) {
        let root = fixtures_root();
        let modules = args
            .iter()
            .position(|arg| Path::new(arg) == modules_in(&self.dir));
        let mut paths = Vec::new();
        let args: Vec<String> = args
            .iter()
            .enumerate()
            .map(|(i, arg)| {
                let path = Path::new(arg);
                if !path.is_absolute() {
                    return arg.to_string_lossy().into_owned();
                }
                let inside = path.strip_prefix(&root).unwrap_or_else(|_| {
                    panic!(
                        "{context}: node is given {}, outside the fixtures {}",
                        path.display(),
                        root.display()
                    )
                });
                paths.push(i);
                inside.to_string_lossy().into_owned()
            })
            .collect();
        let line = json!({
            "script": script,
            "args": args,
            "paths": paths,
            "modules": modules,
            "context": context,
            "stdout": said,
        });
        let mut runs = OpenOptions::new()
            .create(true)
            .append(true)
            .open(self.dir.join("runs.jsonl"))
            .unwrap();
        writeln!(runs, "{line}").unwrap();
    }
}

fn modules_in(dir: &Path) -> PathBuf {
    dir.join("modules")
}

/// The player's modules as `sudotrace_page::player_modules` gives them, written into
/// `dir`/modules where node imports them.
fn modules(dir: &Path) -> PathBuf {
    let modules = modules_in(dir);
    if modules.join("constants.js").exists() {
        return modules;
    }
    fs::create_dir_all(&modules).unwrap();
    fs::write(modules.join("package.json"), "{\"type\": \"module\"}\n").unwrap();
    for (name, source) in player_modules(Lang::En) {
        fs::write(modules.join(name), source).unwrap();
    }
    modules
}

//! The Python package (python/: a pyo3 extension over the workspace's crates, built with
//! maturin) built as a user installs it and held to the CLI by its own tests
//! (python/tests, pytest): the wheel is built under the target folder, installed into a
//! virtual environment there, and pytest runs in it with SUDOTRACE_BIN naming the
//! binary these tests built.
//!
//! The Python tier (`cargo xtask test-python`). Needs python3 with its venv module,
//! maturin and pytest (`python3 -m pip install -r python/requirements-test.txt`, as
//! .ci/run does): where one is missing the test is skipped, its reason said, and under
//! `CI` it fails.

use std::path::{Path, PathBuf};
use std::process::Command;

/// The folder under the target folder where the package is built and installed.
fn python_dir() -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR")).join("python")
}

/// Run `command`, failing the test with its output when it fails.
fn must(command: &mut Command, what: &str) {
    let output = command.output().unwrap_or_else(|e| panic!("{what}: {e}"));
    assert!(
        output.status.success(),
        "{what} failed:\n{}\n{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
}

/// `path` (a PATH) without the folders that hold cargo or rustc.
fn without_rust(path: &std::ffi::OsStr) -> std::ffi::OsString {
    let kept = std::env::split_paths(path)
        .filter(|dir| !dir.join("cargo").exists() && !dir.join("rustc").exists());
    std::env::join_paths(kept).expect("the folders came from PATH")
}

/// The tests that need python3: the Python tier (`cargo xtask test-python`).
mod python {
    use super::*;
    use crate::util::{Tool, tools_here};

    #[test]
    #[ignore = "Python tier, run by `cargo xtask test-python`"]
    fn the_python_package_builds_installs_and_passes_its_tests() {
        if !tools_here(&[Tool::PythonBuild]) {
            return;
        }
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        let dir = python_dir();
        let venv = dir.join("venv");
        if !venv.join("bin/python").is_file() {
            must(
                Command::new("python3")
                    .args(["-m", "venv", "--system-site-packages"])
                    .arg(&venv),
                "python3 -m venv",
            );
        }
        let wheels = dir.join("wheels");
        let _ = std::fs::remove_dir_all(&wheels);
        // maturin as python3 has it (its module finds its own program beside that python).
        must(
            Command::new("python3")
                .args(["-m", "maturin", "build", "--release", "--locked", "--quiet"])
                .arg("--interpreter")
                .arg(venv.join("bin/python"))
                .arg("--manifest-path")
                .arg(root.join("python/Cargo.toml"))
                .arg("--out")
                .arg(&wheels)
                .env("CARGO_TARGET_DIR", dir.join("target")),
            "maturin build",
        );
        let wheel = std::fs::read_dir(&wheels)
            .unwrap()
            .map(|entry| entry.unwrap().path())
            .find(|path| path.extension().is_some_and(|e| e == "whl"))
            .expect("maturin wrote a wheel");
        // The wheel installed and used with no Rust on PATH: as a user without Rust has
        // it.
        let no_rust = without_rust(&std::env::var_os("PATH").unwrap_or_default());
        must(
            Command::new(venv.join("bin/python"))
                .args([
                    "-m",
                    "pip",
                    "install",
                    "--quiet",
                    "--no-deps",
                    "--force-reinstall",
                ])
                .arg(&wheel)
                .env("PATH", &no_rust),
            "pip install the wheel",
        );
        // The wheel a teacher shares: one file for every Python from 3.9 (the stable
        // ABI) on any Linux of its processor (manylinux), installed in a fresh venv that
        // sees nothing else (no system packages, no package index, no Rust), where the
        // README's Python runs and prints what the CLI prints.
        let name = wheel.file_name().unwrap().to_string_lossy().into_owned();
        assert!(name.contains("-cp39-abi3-manylinux"), "{name}");
        the_readme_runs_in_a_fresh_venv_from(&wheel, &dir.join("fresh"), &no_rust);
        must(
            Command::new(venv.join("bin/python"))
                .args(["-m", "pytest", "-q", "-p", "no:cacheprovider"])
                .arg(root.join("python/tests"))
                .current_dir(&dir)
                .env("PATH", &no_rust)
                .env("SUDOTRACE_BIN", env!("CARGO_BIN_EXE_sudotrace")),
            "pytest python/tests",
        );
    }

    #[test]
    #[ignore = "Python tier, run by `cargo xtask test-python`"]
    fn building_from_source_without_rust_says_so_and_fetches_nothing() {
        if !tools_here(&[Tool::PythonBuild]) {
            return;
        }
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        let out = tempfile::tempdir().unwrap();
        let no_rust = without_rust(&std::env::var_os("PATH").unwrap_or_default());
        // As `pip install ./python` builds, with no Rust on PATH and no package index:
        // maturin's backend would download a toolchain; the package's refuses, saying why.
        let built = Command::new("python3")
            .args([
                "-m",
                "pip",
                "wheel",
                "--no-deps",
                "--no-build-isolation",
                "--no-index",
            ])
            .arg("--wheel-dir")
            .arg(out.path())
            .arg(root.join("python"))
            .env("PATH", &no_rust)
            .output()
            .expect("pip runs");
        let said = String::from_utf8_lossy(&built.stdout) + String::from_utf8_lossy(&built.stderr);
        assert!(!built.status.success(), "{said}");
        assert!(
            said.contains("building the package from source needs Rust"),
            "{said}"
        );
        assert!(
            !said.contains("installing into a temporary directory"),
            "{said}"
        );
        assert_eq!(std::fs::read_dir(out.path()).unwrap().count(), 0);
    }

    /// Install `wheel` into a new venv at `venv` that sees no system packages, with
    /// `path` as PATH, taking nothing from a package index; run the README's Python there
    /// and hold what it prints to the CLI's `show`.
    fn the_readme_runs_in_a_fresh_venv_from(wheel: &Path, venv: &Path, path: &std::ffi::OsStr) {
        let _ = std::fs::remove_dir_all(venv);
        must(
            Command::new("python3").args(["-m", "venv"]).arg(venv),
            "python3 -m venv (fresh)",
        );
        let python = venv.join("bin/python");
        must(
            Command::new(&python)
                .args(["-m", "pip", "install", "--quiet", "--no-index", "--no-deps"])
                .arg(wheel)
                .env("PATH", path),
            "pip install the wheel in a fresh venv",
        );
        let readme =
            std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("README.md"))
                .expect("the README");
        let block = readme
            .split("```python\n")
            .nth(1)
            .and_then(|rest| rest.split("```").next())
            .expect("the README's Python");
        let output = Command::new(&python)
            .args(["-c", block])
            .env("PATH", path)
            .output()
            .expect("python runs");
        assert!(
            output.status.success(),
            "the README's Python in a fresh venv:\n{}",
            String::from_utf8_lossy(&output.stderr)
        );
        let trace = venv.join("naive.jsonl");
        must(
            Command::new(env!("CARGO_BIN_EXE_sudotrace"))
                .args(["solve", "leetcode37", "--solver", "naive", "--trace"])
                .arg(&trace),
            "sudotrace solve",
        );
        let shown = Command::new(env!("CARGO_BIN_EXE_sudotrace"))
            .arg("show")
            .arg(&trace)
            .args(["--at", "42"])
            .output()
            .expect("sudotrace show");
        // print() ends the text with a line break of its own.
        assert_eq!(
            String::from_utf8_lossy(&output.stdout).trim_end(),
            String::from_utf8_lossy(&shown.stdout).trim_end()
        );
    }
}

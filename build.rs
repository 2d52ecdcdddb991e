//! Build script: tells the integration tests what this machine lacks, so that a test whose
//! data or tool is missing shows up in cargo's `ignored` count instead of passing without
//! running (the tests mark themselves with `#[cfg_attr(missing_..., ignore = "...")]`).
//!
//! It sets these cfgs, each only when the environment variable `CI` is not set (unset,
//! empty, `0` or `false`): on CI a missing folder or program is an error, so the tests
//! run and fail.
//!
//! - `missing_shared_puzzles`: `../shared/puzzles` (next to this crate) is not a folder;
//! - `missing_python`, `missing_node`, `missing_tmux`: `python3`, `node`, `tmux` is not on
//!   PATH;
//! - `missing_python_build`: the Python package's test cannot build it: `python3` is not
//!   on PATH, or cannot import its `venv` module, `maturin` or `pytest` (`python3 -m pip
//!   install maturin pytest`, as `.ci/run` does);
//! - `missing_browser`: the web player's tests cannot drive a browser: `chromium` is not
//!   on PATH, `node` is not, or `tests/browser/node_modules/playwright-core` is not
//!   installed (`npm ci --prefix tests/browser`, as `.ci/run` does).
//!
//! - `slurm_not_asked`: `SUDOTRACE_SLURM` is not set to `1`: the test that starts a real
//!   one-node Slurm (scripts/slurm-local.sh, as root, a few minutes) is ignored, on CI too.
//!
//! The crate itself (library and binary) does not look at any of them.

use std::env;
use std::path::{Path, PathBuf};

fn main() {
    println!("cargo::rerun-if-changed=build.rs");
    println!("cargo::rerun-if-env-changed=CI");
    println!("cargo::rerun-if-env-changed=PATH");

    let ci = on_ci();
    let manifest_dir = PathBuf::from(env::var_os("CARGO_MANIFEST_DIR").expect("set by cargo"));
    let shared = manifest_dir.join("../shared/puzzles");
    let shared_present = shared.is_dir();
    // Only a path that exists: cargo reruns the script on every build for a missing one.
    if shared_present {
        println!("cargo::rerun-if-changed={}", shared.display());
    }
    missing("missing_shared_puzzles", !shared_present && !ci);

    let path = env::var_os("PATH").unwrap_or_default();
    for (cfg, program) in [
        ("missing_python", "python3"),
        ("missing_node", "node"),
        ("missing_tmux", "tmux"),
    ] {
        missing(cfg, !ci && !on_path(program, &path));
    }
    let python_build = on_path("python3", &path)
        && std::process::Command::new("python3")
            .args(["-c", "import venv, maturin, pytest"])
            .output()
            .is_ok_and(|output| output.status.success());
    if !ci && !python_build {
        println!(
            "cargo::warning=the Python package's test is ignored: python3 cannot import venv, maturin and pytest (python3 -m pip install maturin pytest)"
        );
    }
    missing("missing_python_build", !ci && !python_build);
    let driver = manifest_dir.join("tests/browser/node_modules/playwright-core");
    if driver.is_dir() {
        println!("cargo::rerun-if-changed={}", driver.display());
    }
    let pieces = [
        (
            on_path("chromium", &path),
            "chromium is not on PATH (apt-get install chromium)",
        ),
        (
            on_path("node", &path),
            "node is not on PATH (apt-get install nodejs)",
        ),
        (
            driver.is_dir(),
            "tests/browser/node_modules/playwright-core is not installed (npm ci --prefix tests/browser)",
        ),
    ];
    let browser = pieces.iter().all(|(present, _)| *present);
    if !ci {
        // The ignored tests' reason lists what they need; this says what is missing here.
        for (_, what) in pieces.iter().filter(|(present, _)| !present) {
            println!("cargo::warning=the web player's tests are ignored: {what}");
        }
        if !shared_present {
            println!(
                "cargo::warning=tests that need ../shared/puzzles (the puzzle collections beside this checkout) are ignored: it is not at {}",
                shared.display()
            );
        }
    }
    missing("missing_browser", !ci && !browser);
    // Asked for, not missing: a real Slurm takes root and minutes, so CI does not run it.
    println!("cargo::rerun-if-env-changed=SUDOTRACE_SLURM");
    let slurm_asked = env::var("SUDOTRACE_SLURM").is_ok_and(|v| !v.is_empty() && v != "0");
    missing("slurm_not_asked", !slurm_asked);
}

/// Declare `cfg` (so that `unexpected_cfgs` knows it) and set it when `set`.
fn missing(cfg: &str, set: bool) {
    println!("cargo::rustc-check-cfg=cfg({cfg})");
    if set {
        println!("cargo::rustc-cfg={cfg}");
    }
}

/// `CI` set to anything but nothing, `0` or `false`.
fn on_ci() -> bool {
    env::var_os("CI").is_some_and(|value| {
        let value = value.to_string_lossy();
        let value = value.trim();
        !(value.is_empty() || value == "0" || value.eq_ignore_ascii_case("false"))
    })
}

/// Whether an executable file named `program` is in one of the folders of `path`.
fn on_path(program: &str, path: &std::ffi::OsStr) -> bool {
    env::split_paths(path).any(|dir| is_executable(&dir.join(program)))
}

#[cfg(unix)]
fn is_executable(file: &Path) -> bool {
    use std::os::unix::fs::PermissionsExt;
    file.metadata()
        .is_ok_and(|meta| meta.is_file() && meta.permissions().mode() & 0o111 != 0)
}

#[cfg(not(unix))]
fn is_executable(file: &Path) -> bool {
    file.is_file() || file.with_extension("exe").is_file()
}

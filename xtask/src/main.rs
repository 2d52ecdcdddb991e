//! `cargo xtask`: sudotrace's developer tasks, in Rust so that they run wherever cargo
//! does. The tests come in three tiers (CONTRIBUTING.md):
//!
//! - `cargo test`: the fast tier, Rust's own tests (no program but the binary under test);
//! - `cargo xtask test-web`: the tests that drive node, Chromium (through playwright-core)
//!   or tmux, named `…::web::…` in tests/cli and ignored by a plain `cargo test`; then
//!   `node --test tests/node/`, the node checks again on the fixtures those tests wrote;
//! - `cargo xtask test-python`: the tests that run python3 (listings, emitters, the
//!   package's wheel with pytest and its notebook), named `…::python::…`;
//! - `cargo xtask test`: all three, in that order.
//!
//! Whether a tool is here is decided when each test runs (tests/cli/util.rs,
//! `tools_here`): a missing one skips the test with its reason, or fails it under `CI`.
//! Arguments after the task go to cargo (`cargo xtask test --locked`).

use std::process::{Command, ExitCode};

/// A tier of the tests, with the cargo arguments that run it.
struct Tier {
    name: &'static str,
    /// What cargo test runs, after the caller's own arguments.
    test_args: &'static [&'static str],
    /// Whether `node --test tests/node/` runs after cargo: the node checks again, on the
    /// fixtures the tier's tests wrote (tests/cli/node_checks.rs).
    node_tests: bool,
}

const FAST: Tier = Tier {
    name: "fast (Rust)",
    test_args: &[],
    node_tests: false,
};
const WEB: Tier = Tier {
    name: "web",
    test_args: &["--test", "cli", "--", "--ignored", "web::"],
    node_tests: true,
};
const PYTHON: Tier = Tier {
    name: "Python",
    test_args: &["--test", "cli", "--", "--ignored", "python::"],
    node_tests: false,
};

const USAGE: &str = "usage: cargo xtask <task> [cargo arguments]

tasks:
  test          every tier: the fast one, then the web tier, then the Python tier
  test-fast     Rust's own tests (what `cargo test` runs)
  test-web      the tests that drive node, Chromium and tmux, then node --test tests/node/
  test-python   the tests that run python3: listings, emitters, the package and its notebook

A test whose tool is missing is skipped with its reason, or fails under CI=true.";

fn main() -> ExitCode {
    let mut args = std::env::args().skip(1);
    let task = args.next();
    let cargo_args: Vec<String> = args.collect();
    let tiers: &[Tier] = match task.as_deref() {
        Some("test") => &[FAST, WEB, PYTHON],
        Some("test-fast") => &[FAST],
        Some("test-web") => &[WEB],
        Some("test-python") => &[PYTHON],
        Some("help" | "--help" | "-h") => {
            println!("{USAGE}");
            return ExitCode::SUCCESS;
        }
        Some(other) => {
            eprintln!("error: no task named {other:?}\n\n{USAGE}");
            return ExitCode::from(2);
        }
        None => {
            eprintln!("{USAGE}");
            return ExitCode::from(2);
        }
    };
    for tier in tiers {
        if let Err(message) = run(tier, &cargo_args) {
            eprintln!("error: {message}");
            return ExitCode::FAILURE;
        }
    }
    ExitCode::SUCCESS
}

/// Run one tier's tests with cargo; an error says which tier failed.
fn run(tier: &Tier, cargo_args: &[String]) -> Result<(), String> {
    eprintln!("xtask: the {} tier", tier.name);
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    // Each side of a `--` joined with its own: cargo's arguments (say `--locked`) before
    // it, the test harness's (say `--nocapture` or a name filter) after it.
    let (tier_cargo, tier_harness) = split_at_dashes(tier.test_args);
    let (own_cargo, own_harness) = split_at_dashes(cargo_args);
    let mut harness: Vec<&str> = tier_harness.to_vec();
    harness.extend(own_harness.iter().map(String::as_str));
    let mut command = Command::new(&cargo);
    command.arg("test").args(own_cargo).args(tier_cargo);
    if !harness.is_empty() {
        command.arg("--").args(harness);
    }
    let status = command
        .status()
        .map_err(|e| format!("could not run cargo: {e}"))?;
    if !status.success() {
        return Err(format!("the {} tier's tests failed ({status})", tier.name));
    }
    match tier.node_tests {
        true => node_tests(),
        false => Ok(()),
    }
}

/// `node --test tests/node/` in the workspace: the node checks played again on their
/// fixtures. Without node the run is skipped, saying so, or fails under `CI`.
fn node_tests() -> Result<(), String> {
    eprintln!("xtask: node --test tests/node/");
    let workspace = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("xtask sits in the workspace");
    let status = match Command::new("node")
        .args(["--test", "tests/node/"])
        .current_dir(workspace)
        .status()
    {
        Ok(status) => status,
        Err(e) if on_ci() => return Err(format!("could not run node: {e}")),
        Err(e) => {
            eprintln!("xtask: skipped node --test: could not run node ({e})");
            return Ok(());
        }
    };
    match status.success() {
        true => Ok(()),
        false => Err(format!("node --test tests/node/ failed ({status})")),
    }
}

/// `CI` set to anything but nothing, `0` or `false` (as tests/cli/util.rs reads it).
fn on_ci() -> bool {
    std::env::var("CI").is_ok_and(|value| {
        let value = value.trim();
        !(value.is_empty() || value == "0" || value.eq_ignore_ascii_case("false"))
    })
}

/// The arguments before a `--` and those after it (without it).
fn split_at_dashes<T: AsRef<str>>(args: &[T]) -> (&[T], &[T]) {
    match args.iter().position(|a| a.as_ref() == "--") {
        Some(at) => (&args[..at], &args[at + 1..]),
        None => (args, &[]),
    }
}

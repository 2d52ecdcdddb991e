//! Cargo's manifests say what is true: every dependency a crate declares is used by that
//! crate's code, and no crate a build takes needs a newer Rust than the workspace's
//! declared `rust-version` (the toolchain of that version cannot be fetched here, so the
//! promise is held by what cargo knows of each dependency, and clippy's
//! `incompatible_msrv` lint holds the standard library's items to it).

use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::Value;

/// `cargo <args>`'s standard output, parsed as JSON or as text; never touching the network.
fn cargo(args: &[&str]) -> String {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let output = Command::new(cargo)
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "cargo {}: {}",
        args.join(" "),
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).unwrap()
}

/// Every `.rs` file under `dir` (none if it is absent).
fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The text of a package's code: its `src` for what it needs to build, and its tests,
/// benchmarks and examples too for what it needs to test.
fn code_of(package_dir: &Path, with_tests: bool) -> String {
    let mut files = Vec::new();
    let folders: &[&str] = if with_tests {
        &["src", "tests", "benches", "examples"]
    } else {
        &["src"]
    };
    for folder in folders {
        rust_files(&package_dir.join(folder), &mut files);
    }
    files
        .iter()
        .map(|file| std::fs::read_to_string(file).unwrap())
        .collect()
}

#[test]
fn every_declared_dependency_is_used() {
    let metadata: Value = serde_json::from_str(&cargo(&[
        "metadata",
        "--format-version",
        "1",
        "--no-deps",
        "--locked",
        "--offline",
    ]))
    .unwrap();
    let mut unused = Vec::new();
    for package in metadata["packages"].as_array().unwrap() {
        let manifest = Path::new(package["manifest_path"].as_str().unwrap());
        let dir = manifest.parent().unwrap();
        let (code, tests) = (code_of(dir, false), code_of(dir, true));
        for dependency in package["dependencies"].as_array().unwrap() {
            let name = dependency["rename"]
                .as_str()
                .or(dependency["name"].as_str())
                .unwrap()
                .replace('-', "_");
            let text = if dependency["kind"] == "dev" {
                &tests
            } else {
                &code
            };
            let used = [
                format!("{name}::"),
                format!("use {name}"),
                format!("extern crate {name}"),
            ]
            .iter()
            .any(|usage| text.contains(usage.as_str()));
            if !used {
                unused.push(format!(
                    "{}: {} ({})",
                    manifest.display(),
                    name,
                    dependency["kind"].as_str().unwrap_or("normal")
                ));
            }
        }
    }
    assert!(
        unused.is_empty(),
        "declared but never used (remove them from the manifest):\n{}",
        unused.join("\n")
    );
}

/// `1.88` or `1.88.0` as numbers to compare.
fn version(text: &str) -> (u32, u32, u32) {
    let mut parts = text.split('.').map(|part| part.parse::<u32>().unwrap());
    let mut next = || parts.next().unwrap_or(0);
    (next(), next(), next())
}

#[test]
fn no_dependency_needs_a_newer_rust_than_the_declared_one() {
    let host = cargo(&["-vV"])
        .lines()
        .find_map(|line| line.strip_prefix("host: ").map(str::to_string))
        .unwrap();
    let metadata: Value = serde_json::from_str(&cargo(&[
        "metadata",
        "--format-version",
        "1",
        "--locked",
        "--offline",
        "--filter-platform",
        &host,
    ]))
    .unwrap();
    // What a build and the tests take: cargo tree, not metadata's resolve, which counts
    // optional dependencies no feature turns on.
    let built: std::collections::BTreeSet<String> = cargo(&[
        "tree",
        "--locked",
        "--offline",
        "--workspace",
        "--prefix",
        "none",
        "--format",
        "{p}",
    ])
    .lines()
    .filter_map(|line| line.split(" (").next())
    .map(str::to_string)
    .collect();
    let packages = metadata["packages"].as_array().unwrap();
    let declared = packages
        .iter()
        .find(|package| package["name"] == "sudotrace")
        .and_then(|package| package["rust_version"].as_str())
        .expect("the workspace declares a rust-version");
    let mut newer = Vec::new();
    for package in packages {
        let id = format!(
            "{} v{}",
            package["name"].as_str().unwrap(),
            package["version"].as_str().unwrap()
        );
        if let Some(needs) = package["rust_version"].as_str()
            && built.contains(&id)
            && version(needs) > version(declared)
        {
            newer.push(format!("{id} needs Rust {needs}"));
        }
    }
    assert!(built.len() > 50, "cargo tree listed {} crates", built.len());
    assert!(
        newer.is_empty(),
        "the workspace declares rust-version {declared}, but:\n{}\nraise rust-version or keep the crate at an older version",
        newer.join("\n")
    );
}

//! The map in docs/ARCHITECTURE.md stays true where the compiler cannot hold it: inside
//! each library crate, the modules use one another in one direction only (no import
//! cycle). Between crates the compiler refuses cycles itself.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The library crates, each a folder under crates/.
const CRATES: [&str; 3] = ["core", "compare", "draw"];

/// Every `.rs` file under `dir`.
fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The top-level module a file of src/ belongs to.
fn module_of(src: &Path, file: &Path) -> String {
    let first = file.strip_prefix(src).unwrap().components().next().unwrap();
    let name = first.as_os_str().to_string_lossy();
    name.trim_end_matches(".rs").to_string()
}

/// Which modules of the library crate in `crates/<name>` each of its modules names as
/// `crate::<module>`, outside comments and tests.
fn uses(name: &str) -> BTreeMap<String, BTreeSet<String>> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("crates")
        .join(name)
        .join("src");
    let mut files = Vec::new();
    sources(&src, &mut files);
    let modules: BTreeSet<String> = files
        .iter()
        .map(|f| module_of(&src, f))
        .filter(|m| m != "lib")
        .collect();
    let mut uses: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for file in &files {
        let module = module_of(&src, file);
        if !modules.contains(&module) || file.ends_with("tests.rs") {
            continue;
        }
        let text = std::fs::read_to_string(file).unwrap();
        let code = text.split("#[cfg(test)]\nmod tests").next().unwrap();
        for line in code.lines().filter(|l| !l.trim_start().starts_with("//")) {
            for (i, _) in line.match_indices("crate::") {
                let name: String = line[i + 7..]
                    .chars()
                    .take_while(|c| c.is_ascii_lowercase() || *c == '_')
                    .collect();
                if modules.contains(&name) && name != module {
                    uses.entry(module.clone()).or_default().insert(name);
                }
            }
        }
    }
    uses
}

#[test]
fn no_library_crate_has_an_import_cycle() {
    let core = uses("core");
    assert!(core.contains_key("trace") && core["trace"].contains("replay"));
    for name in CRATES {
        no_cycle(&uses(name));
    }
}

/// Panics naming the cycle if `uses` has one.
fn no_cycle(uses: &BTreeMap<String, BTreeSet<String>>) {
    // Depth-first: a module met again while it is still being explored closes a cycle.
    fn visit<'a>(
        module: &'a str,
        uses: &'a BTreeMap<String, BTreeSet<String>>,
        path: &mut Vec<&'a str>,
        done: &mut BTreeSet<&'a str>,
    ) {
        if let Some(at) = path.iter().position(|m| *m == module) {
            panic!("import cycle: {} -> {module}", path[at..].join(" -> "));
        }
        if !done.insert(module) {
            return;
        }
        path.push(module);
        for next in uses.get(module).into_iter().flatten() {
            visit(next, uses, path, done);
        }
        path.pop();
    }
    let mut done = BTreeSet::new();
    for module in uses.keys() {
        visit(module, uses, &mut Vec::new(), &mut done);
    }
}

//! The map in docs/ARCHITECTURE.md stays true where the compiler cannot hold it: inside
//! each library crate, the modules use one another in one direction only (no import
//! cycle), and the core's modules are declared in the order of the data's path, each
//! using only those declared before it (in `lib.rs`, and inside each stage in its
//! `mod.rs`). Between crates the compiler refuses cycles itself.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The library crates, each a folder under crates/.
const CRATES: [&str; 8] = [
    "core", "learn", "compare", "style", "frames", "charts", "page", "app",
];

/// The core's top-level modules, in the order of the data's path: what every stage uses,
/// then the stages.
const CORE_ORDER: [&str; 11] = [
    "lang", "names", "numbers", "output", "random", "escape", "puzzle", "events", "search",
    "trace", "views",
];

/// The core's stages that are folders of modules, each declared in dependency order.
const CORE_STAGES: [&str; 3] = ["puzzle", "events", "views"];

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

/// The source folder of the library crate `crates/<name>`.
fn src_of(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("crates")
        .join(name)
        .join("src")
}

/// The module a file of `src` belongs to, `depth` levels down (`events` at depth 1,
/// `events::replay` at depth 2; a file nearer the top gives fewer levels).
fn module_of(src: &Path, file: &Path, depth: usize) -> String {
    let parts: Vec<String> = file
        .strip_prefix(src)
        .unwrap()
        .components()
        .map(|c| {
            c.as_os_str()
                .to_string_lossy()
                .trim_end_matches(".rs")
                .to_string()
        })
        .filter(|name| name != "mod")
        .take(depth)
        .collect();
    parts.join("::")
}

/// The modules a module's code names as `crate::a::b...`, `depth` levels deep, outside
/// comments and tests.
fn named_in(text: &str, depth: usize) -> BTreeSet<String> {
    let code = text.split("#[cfg(test)]\nmod tests").next().unwrap();
    let mut named = BTreeSet::new();
    for line in code.lines().filter(|l| !l.trim_start().starts_with("//")) {
        for (i, _) in line.match_indices("crate::") {
            let path: Vec<String> = line[i + 7..]
                .split("::")
                .map(|part| {
                    part.chars()
                        .take_while(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || *c == '_')
                        .collect::<String>()
                })
                .take_while(|part| !part.is_empty())
                .take(depth)
                .collect();
            if !path.is_empty() {
                named.insert(path.join("::"));
            }
        }
    }
    named
}

/// Which modules of the library crate in `crates/<name>` each of its modules uses,
/// `depth` levels deep.
fn uses_at(name: &str, depth: usize) -> BTreeMap<String, BTreeSet<String>> {
    let src = src_of(name);
    let mut files = Vec::new();
    sources(&src, &mut files);
    let modules: BTreeSet<String> = files
        .iter()
        .map(|f| module_of(&src, f, depth))
        .filter(|m| m != "lib")
        .collect();
    let mut uses: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for file in &files {
        let module = module_of(&src, file, depth);
        if !modules.contains(&module) || file.ends_with("tests.rs") {
            continue;
        }
        let text = std::fs::read_to_string(file).unwrap();
        for used in named_in(&text, depth) {
            if modules.contains(&used) && used != module {
                uses.entry(module.clone()).or_default().insert(used);
            }
        }
    }
    uses
}

/// The modules a `lib.rs` or `mod.rs` declares, in its order.
fn declared(file: &Path) -> Vec<String> {
    std::fs::read_to_string(file)
        .unwrap()
        .lines()
        .filter_map(|line| line.trim().strip_prefix("pub mod "))
        .filter_map(|rest| rest.strip_suffix(';'))
        .map(str::to_string)
        .collect()
}

#[test]
fn no_library_crate_has_an_import_cycle() {
    let core = uses_at("core", 1);
    assert!(core.contains_key("trace") && core["trace"].contains("events"));
    for name in CRATES {
        no_cycle(&uses_at(name, 1));
    }
}

#[test]
fn the_core_follows_the_data_path_in_order() {
    let src = src_of("core");
    assert_eq!(
        declared(&src.join("lib.rs")),
        CORE_ORDER,
        "crates/core/src/lib.rs declares its modules in the data's path (docs/ARCHITECTURE.md)"
    );
    in_order(&CORE_ORDER.map(String::from), &uses_at("core", 1), "lib.rs");
    let inner = uses_at("core", 2);
    for stage in CORE_STAGES {
        let order: Vec<String> = declared(&src.join(stage).join("mod.rs"))
            .into_iter()
            .map(|module| format!("{stage}::{module}"))
            .collect();
        assert!(order.len() >= 2, "{stage} declares its modules");
        in_order(&order, &inner, &format!("{stage}/mod.rs"));
    }
}

/// The two front doors choose no output by its name themselves: what a name asks for
/// (`.gif`, `.png`, a folder, a trace's format) is told by the libraries, and the
/// application layer ([`sudotrace_app::outputs`]), for both alike.
#[test]
fn the_front_doors_tell_no_output_by_its_name() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    for door in ["src", "python/src"] {
        let mut files = Vec::new();
        sources(&root.join(door), &mut files);
        for file in files {
            let text = std::fs::read_to_string(&file).unwrap();
            for (number, line) in text.lines().enumerate() {
                let matches_a_name = [".ends_with(\".", ".extension()", "ends_with('/')"]
                    .iter()
                    .any(|pattern| line.contains(pattern));
                assert!(
                    !matches_a_name,
                    "{}:{}: a front door tells an output by its name ({}): ask sudotrace_app::outputs",
                    file.display(),
                    number + 1,
                    line.trim()
                );
            }
        }
    }
}

/// Panics naming the first module in `order` that uses one declared after it.
fn in_order(order: &[String], uses: &BTreeMap<String, BTreeSet<String>>, file: &str) {
    for (at, module) in order.iter().enumerate() {
        for used in uses.get(module).into_iter().flatten() {
            if let Some(later) = order[at + 1..].iter().position(|m| m == used) {
                panic!(
                    "{module} uses {used}, declared {} after it in {file}: a module uses only those before it",
                    later + 1
                );
            }
        }
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

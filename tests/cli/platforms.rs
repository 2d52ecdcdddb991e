//! sudotrace builds on Windows and macOS as well as on Linux, where alone its tests run
//! (docs/platforms.md). What Linux can hold without building for the others: no source
//! names a Unix-only item (`std::os::unix`, a file descriptor, `libc`, `rustix`, `nix`,
//! `signal_hook`) outside code that only Unix compiles (`#[cfg(unix)]` or a predicate
//! that implies it), and the dependencies of a Windows build, as cargo resolves them for
//! a Windows target, hold no crate that is for Unix alone, each such crate being declared
//! under a Unix target in the manifests. `.ci/run` also checks the whole workspace for a
//! Windows and a macOS target, which catches what a scan cannot (a Unix-only method
//! called on a value).

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::Value;

/// Crates that are for Unix alone, with what makes them so: a build for Windows must
/// compile none of them.
const UNIX_ONLY_CRATES: [(&str, &str); 4] = [
    ("nix", "Unix's system calls"),
    (
        "rustix",
        "its file-system calls (statvfs) are Unix's; on Windows it has sockets only",
    ),
    ("signal-hook", "its signal iterator is Unix's"),
    ("termios", "Unix terminals"),
];

/// Crates that build on Windows too (others bring `libc` into a Windows build) but of
/// which sudotrace takes only Unix's calls (signals, named pipes): the workspace declares
/// them for Unix only, as it does the crates above.
const UNIX_CALL_CRATES: [&str; 1] = ["libc"];

/// Whether the workspace must declare the crate `name` for Unix only.
fn for_unix_only(name: &str) -> bool {
    UNIX_ONLY_CRATES.iter().any(|(unix, _)| *unix == name) || UNIX_CALL_CRATES.contains(&name)
}

/// Targets whose build must hold none of them: both Windows toolchains.
const WINDOWS_TARGETS: [&str; 2] = ["x86_64-pc-windows-msvc", "x86_64-pc-windows-gnu"];

/// `target_os` values that are Unix: a `cfg` naming one of them implies `unix`.
const UNIX_SYSTEMS: [&str; 10] = [
    "linux",
    "android",
    "macos",
    "ios",
    "freebsd",
    "netbsd",
    "openbsd",
    "dragonfly",
    "solaris",
    "illumos",
];

/// Types and traits of `std::os::unix` and `std::os::fd`, named once imported.
const UNIX_ONLY_TYPES: [&str; 9] = [
    "AsFd",
    "AsRawFd",
    "BorrowedFd",
    "DirBuilderExt",
    "FromRawFd",
    "IntoRawFd",
    "OwnedFd",
    "PermissionsExt",
    "RawFd",
];

/// A piece of Rust source, comments dropped and each string literal kept as one token.
#[derive(Clone, Debug, PartialEq)]
enum Token {
    /// A name, keyword or number.
    Word(String),
    /// A string literal's text (escapes left as written).
    Text(String),
    /// `::`.
    PathSep,
    /// Any other punctuation, a character at a time.
    Punct(char),
}

/// The tokens of `source`, each with its line (from 1).
fn tokens(source: &str) -> Vec<(Token, usize)> {
    let chars: Vec<char> = source.chars().collect();
    let mut out = Vec::new();
    let mut line = 1;
    let mut i = 0;
    let at = |i: usize| chars.get(i).copied().unwrap_or('\0');
    while i < chars.len() {
        let c = chars[i];
        let start_line = line;
        if c == '\n' {
            line += 1;
            i += 1;
        } else if c.is_whitespace() {
            i += 1;
        } else if c == '/' && at(i + 1) == '/' {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && at(i + 1) == '*' {
            let mut depth = 0;
            loop {
                match (at(i), at(i + 1)) {
                    ('\0', _) => break,
                    ('/', '*') => (depth, i) = (depth + 1, i + 2),
                    ('*', '/') => (depth, i) = (depth - 1, i + 2),
                    ('\n', _) => (line, i) = (line + 1, i + 1),
                    _ => i += 1,
                }
                if depth == 0 {
                    break;
                }
            }
        } else if c == '"' {
            let (text, end, lines) = quoted(&chars, i + 1);
            out.push((Token::Text(text), start_line));
            (i, line) = (end, line + lines);
        } else if c == '\'' {
            i = after_quote(&chars, i);
        } else if c == ':' && at(i + 1) == ':' {
            out.push((Token::PathSep, line));
            i += 2;
        } else if c.is_alphanumeric() || c == '_' {
            let start = i;
            while at(i).is_alphanumeric() || at(i) == '_' {
                i += 1;
            }
            let word: String = chars[start..i].iter().collect();
            let prefix = matches!(word.as_str(), "r" | "b" | "br" | "c" | "cr");
            let hashes = chars[i..].iter().take_while(|&&h| h == '#').count();
            if prefix && word.contains('r') && at(i + hashes) == '"' {
                let (text, end, lines) = raw(&chars, i + hashes + 1, hashes);
                out.push((Token::Text(text), start_line));
                (i, line) = (end, line + lines);
            } else if prefix && at(i) == '"' {
                let (text, end, lines) = quoted(&chars, i + 1);
                out.push((Token::Text(text), start_line));
                (i, line) = (end, line + lines);
            } else if word == "b" && at(i) == '\'' {
                i = after_quote(&chars, i);
            } else {
                out.push((Token::Word(word), line));
            }
        } else {
            out.push((Token::Punct(c), line));
            i += 1;
        }
    }
    out
}

/// A string's text from `start` (after its opening quote) to its closing quote: the text,
/// where the source goes on, and how many lines it spans.
fn quoted(chars: &[char], start: usize) -> (String, usize, usize) {
    let mut i = start;
    while i < chars.len() && chars[i] != '"' {
        i += if chars[i] == '\\' { 2 } else { 1 };
    }
    let text: String = chars[start..i.min(chars.len())].iter().collect();
    let lines = text.matches('\n').count();
    (text, i + 1, lines)
}

/// A raw string's text from `start` to its `"` and `hashes` `#`s, as [`quoted`] gives it.
fn raw(chars: &[char], start: usize, hashes: usize) -> (String, usize, usize) {
    let closes = |i: usize| {
        chars[i] == '"' && (1..=hashes).all(|k| chars.get(i + k).is_some_and(|&h| h == '#'))
    };
    let mut i = start;
    while i < chars.len() && !closes(i) {
        i += 1;
    }
    let text: String = chars[start..i.min(chars.len())].iter().collect();
    let lines = text.matches('\n').count();
    (text, i + 1 + hashes, lines)
}

/// Past a character literal (`'a'`, `'\n'`) opening at `i`; past the quote alone when it
/// opens a lifetime (`'a`), whose name is then read as a word.
fn after_quote(chars: &[char], i: usize) -> usize {
    if chars.get(i + 1) == Some(&'\\') {
        // Past the backslash and the character it escapes, which may be a quote.
        let mut j = i + 3;
        while j < chars.len() && chars[j] != '\'' {
            j += 1;
        }
        j + 1
    } else if chars.get(i + 2) == Some(&'\'') {
        i + 3
    } else {
        i + 1
    }
}

/// A `cfg` predicate: `unix`, `target_os = "linux"`, `all(...)`, `any(...)`, `not(...)`.
#[derive(Debug)]
enum Predicate {
    Name(String),
    Pair(String, String),
    Call(String, Vec<Predicate>),
}

/// The predicate at `tokens[*at]`, moving `at` past it.
fn predicate(tokens: &[Token], at: &mut usize) -> Option<Predicate> {
    let Some(Token::Word(name)) = tokens.get(*at) else {
        return None;
    };
    *at += 1;
    match tokens.get(*at) {
        Some(Token::Punct('=')) => match tokens.get(*at + 1) {
            Some(Token::Text(value)) => {
                *at += 2;
                Some(Predicate::Pair(name.clone(), value.clone()))
            }
            _ => None,
        },
        Some(Token::Punct('(')) => {
            *at += 1;
            let mut inner = Vec::new();
            while tokens.get(*at) != Some(&Token::Punct(')')) {
                inner.push(predicate(tokens, at)?);
                if tokens.get(*at) == Some(&Token::Punct(',')) {
                    *at += 1;
                }
            }
            *at += 1;
            Some(Predicate::Call(name.clone(), inner))
        }
        _ => Some(Predicate::Name(name.clone())),
    }
}

/// Whether code under this predicate is compiled only on Unix.
fn implies_unix(predicate: &Predicate) -> bool {
    match predicate {
        Predicate::Name(name) => name == "unix",
        Predicate::Pair(key, value) => {
            (key == "target_family" && value == "unix")
                || (key == "target_os" && UNIX_SYSTEMS.contains(&value.as_str()))
        }
        Predicate::Call(all, inner) if all == "all" => inner.iter().any(implies_unix),
        Predicate::Call(any, inner) if any == "any" => {
            !inner.is_empty() && inner.iter().all(implies_unix)
        }
        // `not(windows)` is not Unix: WebAssembly is neither.
        Predicate::Call(..) => false,
    }
}

/// Whether `tokens` are `cfg(P)` with a `P` that implies Unix: the inside of an attribute
/// (`#[cfg(unix)]`), or a manifest's target (`cfg(unix)`).
fn cfg_implies_unix(tokens: &[Token]) -> bool {
    let mut at = 0;
    match predicate(tokens, &mut at) {
        Some(Predicate::Call(cfg, inner)) if cfg == "cfg" && at == tokens.len() => {
            inner.len() == 1 && implies_unix(&inner[0])
        }
        _ => false,
    }
}

/// The Unix-only item the word at `i` begins to name, if it does.
fn unix_only_name(tokens: &[Token], i: usize) -> Option<String> {
    let Token::Word(word) = &tokens[i] else {
        return None;
    };
    let before = |k: usize| i.checked_sub(k).map(|j| &tokens[j]);
    let after_sep = before(1) == Some(&Token::PathSep);
    let before_sep = tokens.get(i + 1) == Some(&Token::PathSep);
    let is_word = |token: Option<&Token>, what: &str| token == Some(&Token::Word(what.into()));
    if for_unix_only(&word.replace('_', "-"))
        && !after_sep
        && (before_sep || is_word(before(1), "use") || is_word(before(1), "crate"))
    {
        return Some(format!("{word}::"));
    }
    if word == "unix" && (after_sep || before_sep) {
        return Some("std::os::unix".into());
    }
    if word == "fd" && after_sep && is_word(before(2), "os") {
        return Some("std::os::fd".into());
    }
    UNIX_ONLY_TYPES
        .contains(&word.as_str())
        .then(|| word.clone())
}

/// Where `source` names a Unix-only item outside code that only Unix compiles: each line
/// and what it names. Such code is an item, statement or block under an attribute whose
/// `cfg` implies Unix, or a file or module that begins with `#![cfg(unix)]`.
fn unix_only_uses(source: &str) -> Vec<(usize, String)> {
    let located = tokens(source);
    let tokens: Vec<Token> = located.iter().map(|(t, _)| t.clone()).collect();
    // Whether each open `{` block is compiled only on Unix; the outermost is the file.
    let mut blocks = vec![false];
    let mut brackets = 0usize;
    // Where a Unix-only attribute waits for the end of its item (blocks, brackets open).
    let mut waiting: Option<(usize, usize)> = None;
    let mut found = Vec::new();
    let mut i = 0;
    while i < tokens.len() {
        let unix_here = *blocks.last().unwrap_or(&false) || waiting.is_some();
        let here = (blocks.len(), brackets);
        match &tokens[i] {
            Token::Punct('#') => {
                let inner = tokens.get(i + 1) == Some(&Token::Punct('!'));
                let open = i + 1 + usize::from(inner);
                if tokens.get(open) == Some(&Token::Punct('[')) {
                    let close = closing_bracket(&tokens, open);
                    if cfg_implies_unix(&tokens[open + 1..close]) {
                        match inner {
                            true => *blocks.last_mut().unwrap() = true,
                            false => waiting = Some(here),
                        }
                    }
                    i = close + 1;
                    continue;
                }
            }
            // An item's body ends the item (an expression after it is not counted in).
            Token::Punct('{') => {
                blocks.push(unix_here);
                if waiting == Some(here) {
                    waiting = None;
                }
            }
            Token::Punct('}') => {
                if blocks.len() > 1 {
                    blocks.pop();
                }
                if waiting.is_some_and(|(depth, _)| depth > blocks.len()) {
                    waiting = None;
                }
            }
            Token::Punct('(' | '[') => brackets += 1,
            Token::Punct(')' | ']') => brackets = brackets.saturating_sub(1),
            Token::Punct(';' | ',') if waiting == Some(here) => waiting = None,
            Token::Word(_) if !unix_here => {
                if let Some(name) = unix_only_name(&tokens, i) {
                    found.push((located[i].1, name));
                }
            }
            _ => {}
        }
        i += 1;
    }
    found
}

/// The index of the `]` that closes the `[` at `open` (the last token if none does).
fn closing_bracket(tokens: &[Token], open: usize) -> usize {
    let mut depth = 0;
    for (i, token) in tokens.iter().enumerate().skip(open) {
        match token {
            Token::Punct('[') => depth += 1,
            Token::Punct(']') if depth == 1 => return i,
            Token::Punct(']') => depth -= 1,
            _ => {}
        }
    }
    tokens.len() - 1
}

/// Every `.rs` file of the workspace's crates: their sources, tests, benchmarks and build
/// script (not the fuzz targets, a workspace of their own that runs on Linux alone).
fn workspace_sources() -> Vec<PathBuf> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            let name = path.file_name().unwrap_or_default();
            if path.is_dir() && name != "node_modules" && name != "target" {
                walk(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push(path);
            }
        }
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for dir in ["src", "crates", "tests", "benches", "examples", "xtask"] {
        walk(&root.join(dir), &mut files);
    }
    files.sort();
    files
}

#[test]
fn unix_only_items_are_named_only_in_code_for_unix() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let files = workspace_sources();
    assert!(files.len() > 100, "the sources were found: {}", files.len());
    let mut outside = Vec::new();
    for file in &files {
        let source = std::fs::read_to_string(file).unwrap();
        for (line, name) in unix_only_uses(&source) {
            let shown = file.strip_prefix(root).unwrap_or(file).display();
            outside.push(format!("{shown}:{line}: {name}"));
        }
    }
    assert!(
        outside.is_empty(),
        "Unix-only items named where Windows compiles them too; put each in an item or \
         block under #[cfg(unix)], with a fallback under #[cfg(not(unix))] where others \
         need one (docs/platforms.md):\n{}",
        outside.join("\n")
    );
}

#[test]
fn the_scan_finds_unix_only_items_outside_cfg_unix() {
    let found = |source: &str| unix_only_uses(source);
    assert_eq!(
        found("use std::os::unix::fs::PermissionsExt;\nfn f() {}"),
        [(1, "std::os::unix".into()), (1, "PermissionsExt".into())]
    );
    assert_eq!(
        found("fn f() {\n    unsafe { libc::kill(1, 2) };\n}"),
        [(2, "libc::".into())]
    );
    assert_eq!(
        found("#[cfg(not(unix))]\nfn f() { rustix::fs::statvfs(p) }"),
        [(2, "rustix::".into())]
    );
    assert_eq!(
        found("#[cfg(any(unix, windows))]\nuse signal_hook::consts;"),
        [(2, "signal_hook::".into())]
    );
    // The attribute covers its one item and no more.
    assert_eq!(
        found("#[cfg(unix)]\nuse std::os::fd::AsRawFd;\nuse nix::unistd;"),
        [(3, "nix::".into())]
    );
    assert_eq!(
        found("#[cfg(unix)]\nfn f() {}\nfn g() { std::os::unix::fs::symlink(a, b) }"),
        [(3, "std::os::unix".into())]
    );
    assert_eq!(
        found(
            "fn f() {\n    #[cfg(unix)]\n    let x = libc::SIGINT;\n    let y = libc::SIGTERM;\n}"
        ),
        [(4, "libc::".into())]
    );
    assert_eq!(
        found("match x {\n    #[cfg(unix)]\n    1 => 2,\n    _ => libc::SIGINT,\n}"),
        [(4, "libc::".into())]
    );
    // A stray closing brace does not end the scan.
    assert_eq!(found("}\n}\nuse nix::unistd;"), [(3, "nix::".into())]);
}

#[test]
fn the_scan_accepts_unix_only_items_inside_cfg_unix() {
    let clean = [
        "#[cfg(unix)]\nfn f() { use std::os::unix::fs::PermissionsExt; }",
        "#[cfg(unix)]\nmod unix {\n    use signal_hook::iterator::Signals;\n    fn f() { libc::kill(1, 2); }\n}",
        "#[cfg(unix)]\nuse std::os::unix::fs::FileTypeExt;",
        "fn f() {\n    #[cfg(unix)]\n    g(|| { 1 }, libc::SIGINT);\n}",
        "fn f() {\n    match x {\n        #[cfg(unix)]\n        1 => libc::SIGINT,\n        _ => 0,\n    }\n}",
        "fn f() {\n    #[cfg(unix)]\n    unsafe { libc::kill(1, 2) };\n}",
        "#[test]\n#[cfg(all(unix, target_arch = \"x86_64\"))]\nfn t(x: [u8; 2], y: u8) { rustix::fs::statvfs(p); }",
        "#[cfg(target_os = \"linux\")]\nfn f() { std::os::fd::RawFd::default(); }",
        "#![cfg(unix)]\nuse nix::unistd;\nfn f() { libc::getpid() }",
        "// libc::kill in a comment\n/* std::os::unix /* nested */ rustix:: */\nfn f() {}",
        "const S: &str = \"libc::kill\";\nconst R: &str = r#\"std::os::unix \"quoted\"\"#;",
        "fn f<'a>(x: &'a str) -> char { let _ = '{'; unix_seconds(x) }",
        "#[cfg(unix)]\nfn f() {}\n#[cfg(windows)]\nfn f() { std::os::windows::ffi::OsStrExt::encode_wide(x) }",
    ];
    for source in clean {
        assert_eq!(unix_only_uses(source), [], "{source}");
    }
}

/// `cargo metadata` of the workspace, resolved for `target` alone.
fn metadata_for(target: &str) -> Value {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR")).join("Cargo.toml");
    let output = Command::new(env!("CARGO"))
        .args(["metadata", "--format-version", "1", "--locked"])
        .args(["--filter-platform", target, "--manifest-path"])
        .arg(&manifest)
        .output()
        .expect("cargo runs");
    assert!(
        output.status.success(),
        "cargo metadata for {target}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    serde_json::from_slice(&output.stdout).expect("cargo metadata prints JSON")
}

/// Every package that a build for the metadata's target compiles (the workspace's crates
/// with their tests, and everything they need), each with the chain of packages from a
/// workspace crate that brings it in.
fn packages_built(metadata: &Value) -> BTreeMap<String, Vec<String>> {
    let name_of: BTreeMap<&str, &str> = metadata["packages"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| (p["id"].as_str().unwrap(), p["name"].as_str().unwrap()))
        .collect();
    let nodes: BTreeMap<&str, &Value> = metadata["resolve"]["nodes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|n| (n["id"].as_str().unwrap(), n))
        .collect();
    let members: BTreeSet<&str> = metadata["workspace_members"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m.as_str().unwrap())
        .collect();
    let mut chains: BTreeMap<String, Vec<String>> = BTreeMap::new();
    let mut queue: Vec<(&str, Vec<String>)> = members.iter().map(|&m| (m, vec![])).collect();
    while let Some((id, mut chain)) = queue.pop() {
        let name = name_of[id].to_string();
        if chains.contains_key(&name) {
            continue;
        }
        chain.push(name.clone());
        chains.insert(name, chain.clone());
        for dep in nodes[id]["deps"].as_array().unwrap() {
            // The workspace's own tests are built on every platform; a dependency's are not.
            let needed = dep["dep_kinds"]
                .as_array()
                .unwrap()
                .iter()
                .any(|kind| kind["kind"].as_str() != Some("dev") || members.contains(id));
            if needed {
                queue.push((dep["pkg"].as_str().unwrap(), chain.clone()));
            }
        }
    }
    chains
}

#[test]
fn a_windows_build_holds_no_crate_for_unix_alone() {
    for target in WINDOWS_TARGETS {
        let built = packages_built(&metadata_for(target));
        assert!(
            built.contains_key("sudotrace") && built.contains_key("windows-sys"),
            "the graph for {target} was read: {:?}",
            built.keys()
        );
        let unix_only: Vec<String> = UNIX_ONLY_CRATES
            .iter()
            .filter_map(|(name, why)| {
                let chain = built.get(*name)?;
                Some(format!("{name} ({why}), through {}", chain.join(" → ")))
            })
            .collect();
        assert!(
            unix_only.is_empty(),
            "a build for {target} compiles crates that are for Unix alone; declare them \
             under [target.'cfg(unix)'.dependencies] (docs/platforms.md):\n{}",
            unix_only.join("\n")
        );
    }
}

#[test]
fn crates_for_unix_alone_are_declared_for_unix() {
    let metadata = metadata_for(WINDOWS_TARGETS[0]);
    let members: BTreeSet<&str> = metadata["workspace_members"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m.as_str().unwrap())
        .collect();
    let mut declared = 0;
    let mut undeclared = Vec::new();
    for package in metadata["packages"].as_array().unwrap() {
        if !members.contains(package["id"].as_str().unwrap()) {
            continue;
        }
        for dep in package["dependencies"].as_array().unwrap() {
            let name = dep["name"].as_str().unwrap();
            if !for_unix_only(name) {
                continue;
            }
            declared += 1;
            let target = dep["target"].as_str().unwrap_or("");
            let for_unix = cfg_implies_unix(
                &tokens(target)
                    .into_iter()
                    .map(|(t, _)| t)
                    .collect::<Vec<_>>(),
            );
            if !for_unix {
                undeclared.push(format!(
                    "{}: {name} ({})",
                    package["name"].as_str().unwrap(),
                    dep["kind"].as_str().unwrap_or("normal")
                ));
            }
        }
    }
    assert!(
        declared > 0,
        "the workspace's Unix-only dependencies were found"
    );
    assert!(
        undeclared.is_empty(),
        "crates for Unix alone declared for every platform; move them under \
         [target.'cfg(unix)'.dependencies] (or dev-dependencies):\n{}",
        undeclared.join("\n")
    );
}

#[test]
fn a_manifest_target_is_for_unix_only_when_its_cfg_implies_it() {
    let for_unix = |target: &str| {
        let tokens: Vec<Token> = tokens(target).into_iter().map(|(t, _)| t).collect();
        cfg_implies_unix(&tokens)
    };
    assert!(for_unix("cfg(unix)"));
    assert!(for_unix("cfg(all(unix, not(target_os = \"macos\")))"));
    assert!(for_unix("cfg(target_os = \"linux\")"));
    assert!(!for_unix(""));
    assert!(!for_unix("cfg(windows)"));
    assert!(!for_unix("cfg(not(windows))"));
    assert!(!for_unix("cfg(any(unix, target_os = \"wasi\"))"));
    assert!(!for_unix("x86_64-pc-windows-msvc"));
}

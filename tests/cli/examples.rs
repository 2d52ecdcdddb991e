//! Every command line the README and the `--help` texts show, run as a new user would
//! paste it: in a fresh clone's layout (examples/, tests/data/, traces/ and nothing
//! beside it, no ../shared), one after another in one folder, each exiting 0 and
//! writing less than 100 MB.
//!
//! The few files an example names without making (a puzzle set of one's own, one's own
//! solver, a class's traces) are made first, small, from the repository's puzzles; the
//! placeholders PUZZLE and ANSWER (and SOLUTION) stand for the LeetCode 37 puzzle and its
//! solution.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use crate::util::{LEETCODE, LEETCODE_SOLUTION, assert_no_panic, bin};

/// At most what one pasted example may write.
const MOST_BYTES: u64 = 100_000_000;

/// The lines of the shell blocks of `markdown`, a line continued with `\` joined to
/// the next, without their comments; a console line (`$ command`) without its prompt.
fn shell_lines(markdown: &str) -> Vec<String> {
    let mut lines = Vec::new();
    let mut in_shell = false;
    let mut pending = String::new();
    for line in markdown.lines() {
        if let Some(fence) = line.strip_prefix("```") {
            in_shell = !in_shell && matches!(fence, "sh" | "console" | "bash" | "shell");
            continue;
        }
        if !in_shell {
            continue;
        }
        let line = line.strip_prefix("$ ").unwrap_or(line);
        match line.trim_end().strip_suffix('\\') {
            Some(start) => pending += start,
            None => {
                let whole = pending.clone() + line;
                pending.clear();
                lines.push(without_comment(&whole).trim().to_string());
            }
        }
    }
    lines
}

/// The line without a `#` comment after it (a `#` after spaces, outside quotes).
fn without_comment(line: &str) -> &str {
    let mut quote = None;
    let mut last = ' ';
    for (i, ch) in line.char_indices() {
        match (quote, ch) {
            (Some(q), c) if c == q => quote = None,
            (None, '\'' | '"') => quote = Some(ch),
            (None, '#') if last == ' ' => return &line[..i],
            _ => {}
        }
        last = ch;
    }
    line
}

/// The commands a reader is shown: those that run sudotrace or make its inputs, the
/// demo as `cargo run` would start it. Output lines (`{"sudotrace":...`, a board) are
/// not commands; `cargo test` and `cargo install` are this very test and the build.
fn commands(lines: Vec<String>) -> Vec<String> {
    let starts = [
        "sudotrace ",
        "NO_COLOR=1 sudotrace ",
        "LANG=zh_CN.UTF-8 sudotrace ",
        "echo ",
        "cat ",
        "python3 ",
        "node ",
    ];
    lines
        .into_iter()
        .filter_map(|line| match line.as_str() {
            "cargo run --release -- demo" => Some("sudotrace demo".to_string()),
            "cargo run --release -- demo --lang zh-CN" => {
                Some("sudotrace demo --lang zh-CN".to_string())
            }
            _ if starts.iter().any(|s| line.starts_with(s)) => Some(line),
            _ => None,
        })
        .collect()
}

/// The examples of every command's `--help` (and of its subcommands'), in order.
fn help_examples() -> Vec<String> {
    let mut examples = Vec::new();
    let mut pending = vec![Vec::<String>::new()];
    while let Some(path) = pending.pop() {
        let output = bin().args(&path).arg("--help").output().unwrap();
        let help = String::from_utf8(output.stdout).unwrap();
        examples.extend(examples_in(&help));
        pending.extend(subcommands(&help).into_iter().map(|name| {
            let mut longer = path.clone();
            longer.push(name);
            longer
        }));
    }
    examples
}

/// The lines under `Examples:` up to the next blank line, a line ending in `\` joined
/// to the next as a shell does.
fn examples_in(help: &str) -> Vec<String> {
    let mut examples = Vec::new();
    let mut pending = String::new();
    let lines = help.lines().skip_while(|l| l.trim() != "Examples:").skip(1);
    for line in lines.take_while(|l| !l.trim().is_empty()) {
        match line.trim().strip_suffix('\\') {
            Some(start) => pending += start,
            None => {
                let whole = pending.clone() + line.trim();
                pending.clear();
                examples.push(without_comment(&whole).trim().to_string());
            }
        }
    }
    examples
}

/// The names under `Commands:` but `help`.
fn subcommands(help: &str) -> Vec<String> {
    help.lines()
        .skip_while(|l| l.trim() != "Commands:")
        .skip(1)
        .take_while(|l| !l.trim().is_empty())
        .filter(|l| l.starts_with("  ") && !l.starts_with("   "))
        .filter_map(|l| l.split_whitespace().next())
        .filter(|name| *name != "help")
        .map(str::to_string)
        .collect()
}

/// The bytes of every file under `dir`.
fn bytes_under(dir: &Path) -> u64 {
    fs::read_dir(dir)
        .unwrap()
        .map(|entry| {
            let entry = entry.unwrap();
            let kind = entry.file_type().unwrap();
            match kind.is_dir() {
                true => bytes_under(&entry.path()),
                false => entry.metadata().map_or(0, |m| m.len()),
            }
        })
        .sum()
}

fn copy_folder(from: &Path, to: &Path) {
    fs::create_dir_all(to).unwrap();
    for entry in fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let target = to.join(entry.file_name());
        if entry.file_type().unwrap().is_dir() {
            if entry.file_name() != "node_modules" {
                copy_folder(&entry.path(), &target);
            }
        } else {
            fs::copy(entry.path(), target).unwrap();
        }
    }
}

/// A fresh clone's files that examples read, and the inputs they name but never make.
fn fresh_clone(dir: &Path) {
    let repo = Path::new(env!("CARGO_MANIFEST_DIR"));
    for folder in ["examples", "tests/data", "traces", "docs/lessons"] {
        copy_folder(&repo.join(folder), &dir.join(folder));
    }
    let hardest = fs::read_to_string(repo.join("tests/data/norvig_hardest.txt")).unwrap();
    let first: Vec<&str> = hardest.lines().take(3).collect();
    // Puzzle sets of one's own: a few hard puzzles, and the easy example.
    fs::write(dir.join("set.txt"), first.join("\n") + "\n").unwrap();
    fs::write(dir.join("s17.txt"), format!("{LEETCODE}\n{}\n", first[1])).unwrap();
    fs::write(dir.join("a.txt"), format!("{LEETCODE}\n")).unwrap();
    fs::write(dir.join("b.txt"), format!("{}\n", first[2])).unwrap();
    // The LeetCode board as its JSON.
    let rows: Vec<String> = LEETCODE
        .as_bytes()
        .chunks(9)
        .map(|row| {
            let cells: Vec<String> = row.iter().map(|&c| format!("\"{}\"", c as char)).collect();
            format!("[{}]", cells.join(","))
        })
        .collect();
    fs::write(dir.join("puzzle.json"), format!("[{}]\n", rows.join(","))).unwrap();
    // Traces the examples read: of the LeetCode puzzle, by one's own solver and a class.
    let traces: [(&str, &str); 6] = [
        ("t.jsonl", "naive"),
        ("mrv.jsonl", "mrv+tables"),
        ("mrv.sdt", "mrv+tables"),
        ("a.sdt", "naive"),
        ("b.sdt", "mrv+singles+tables"),
        ("my-solver.jsonl", "tables"),
    ];
    // And those the README makes before it reads them, for the help's examples.
    let made: [(&str, &str, &str); 3] = [
        ("search.jsonl", LEETCODE, "naive"),
        ("rows.sdt", LEETCODE, "tables"),
        ("big.sdt", "brute-force", "tables"),
    ];
    for (name, puzzle, solver) in made {
        let output = bin()
            .current_dir(dir)
            .args(["solve", puzzle, "--solver", solver, "--trace", name])
            .output()
            .unwrap();
        assert!(output.status.success(), "{name}");
    }
    fs::create_dir_all(dir.join("class")).unwrap();
    for (name, solver) in traces
        .iter()
        .chain(&[("class/ann.jsonl", "naive"), ("class/bob.jsonl", "tables")])
    {
        let output = bin()
            .current_dir(dir)
            .args(["solve", LEETCODE, "--solver", solver, "--trace", name])
            .output()
            .unwrap();
        assert!(output.status.success(), "{name}");
    }
    // A class's saved results of one page, which `marks` reads.
    fs::create_dir_all(dir.join("results")).unwrap();
    for (name, given) in [("ana", "conflict"), ("ben", "place")] {
        let given = match given {
            "conflict" => r#"{"ev":"conflict","r":1,"c":8,"d":6,"unit":"col","with":[3,8]}"#,
            _ => r#"{"ev":"place","r":1,"c":8,"d":6}"#,
        };
        let right = u8::from(given.contains("conflict"));
        let results = format!(
            r#"{{"format":"sudotrace-results","version":1,"page":"d14caf9ac7109a5e","mode":"predict","solver":"naive","puzzle":"{LEETCODE}","name":"{name}","seconds":60,"score":{{"right":{right},"asked":1}},"answers":[{{"event":42,"given":{given},"expected":{{"ev":"conflict","r":1,"c":8,"d":6,"unit":"col","with":[3,8]}}}}]}}"#
        );
        fs::write(dir.join(format!("results/{name}.json")), results).unwrap();
    }
    // One's own solver: the listing's Python program on the LeetCode puzzle.
    let listing = bin()
        .args(["listing", "--solver", "naive", "--language", "python"])
        .output()
        .unwrap();
    fs::write(dir.join("listed.py"), listing.stdout).unwrap();
    fs::write(
        dir.join("my_solver.py"),
        format!(
            "import sys\nsys.argv = [sys.argv[0], \"{LEETCODE}\"]\nexec(open(\"listed.py\").read())\n"
        ),
    )
    .unwrap();
}

/// The folder of the `sudotrace` binary under test, for PATH.
fn bin_dir() -> PathBuf {
    let bin = assert_cmd::cargo::cargo_bin("sudotrace");
    bin.parent().unwrap().to_path_buf()
}

fn have(program: &str) -> bool {
    Command::new(program).arg("--version").output().is_ok()
}

/// Run `lines` one after another as a shell would, in a fresh clone's layout, each
/// exiting 0 and writing less than [`MOST_BYTES`].
fn run_in_a_fresh_clone(lines: &[String]) {
    let dir = tempfile::tempdir().unwrap();
    let work = dir.path().join("sudotrace");
    fresh_clone(&work);
    let path = format!(
        "{}:{}",
        bin_dir().display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let mut skipped = Vec::new();
    for line in lines {
        let program = line.split_whitespace().next().unwrap();
        if matches!(program, "node" | "python3") && !have(program) {
            assert!(
                std::env::var_os("CI").is_none(),
                "CI needs {program} for: {line}"
            );
            skipped.push(line.clone());
            continue;
        }
        let command = line
            .replace("PUZZLE", LEETCODE)
            .replace("ANSWER", LEETCODE_SOLUTION)
            .replace("SOLUTION", LEETCODE_SOLUTION);
        // The stepper draws on a terminal: `script` gives it one, and `q` ends it.
        let (command, keys) = match line.starts_with("sudotrace step ") {
            true if !have("script") => {
                assert!(
                    std::env::var_os("CI").is_none(),
                    "CI needs script for: {line}"
                );
                skipped.push(line.clone());
                continue;
            }
            true => (format!("script -qec '{command}' /dev/null"), "q"),
            false => (command, ""),
        };
        let before = bytes_under(&work);
        let output = assert_cmd::Command::new("sh")
            .current_dir(&work)
            .env("PATH", &path)
            .env("NO_COLOR", "1")
            // As the second task of a Slurm job array of two sees it.
            .env("SLURM_ARRAY_TASK_ID", "2")
            .env("SLURM_ARRAY_TASK_MIN", "1")
            .env("SLURM_ARRAY_TASK_COUNT", "2")
            .args(["-c", &command])
            .write_stdin(keys)
            .output()
            .unwrap();
        assert_no_panic(&output);
        assert_eq!(
            output.status.code(),
            Some(0),
            "{line}\n{}",
            String::from_utf8_lossy(&output.stderr)
        );
        let written = bytes_under(&work).saturating_sub(before);
        assert!(written < MOST_BYTES, "{line} wrote {written} bytes");
    }
    eprintln!("skipped (a program missing): {skipped:?}");
}

#[test]
fn every_example_in_the_help_runs_from_a_fresh_clone() {
    let lines = help_examples();
    assert!(lines.len() > 15, "{lines:#?}");
    run_in_a_fresh_clone(&lines);
}

#[test]
fn the_example_reader_takes_lines_as_a_shell_would() {
    let markdown = "text\n```sh\nsudotrace a b   # a comment\nsudotrace c \\\n    --d e\n$ NO_COLOR=1 sudotrace show x | head -2\nboard output\n```\n```json\n{\"x\":1}\n```\n";
    let lines = commands(shell_lines(markdown));
    assert_eq!(
        lines,
        [
            "sudotrace a b",
            "sudotrace c     --d e",
            "NO_COLOR=1 sudotrace show x | head -2"
        ]
    );
    assert_eq!(
        without_comment("sudotrace html t --marker 4128:\"back # 3\"  # note"),
        "sudotrace html t --marker 4128:\"back # 3\"  "
    );
    let help = "About\n\nExamples:\n  sudotrace compare set.txt \\\n      -o ladder/\n  sudotrace x\n\nUsage: x\n";
    assert_eq!(
        examples_in(help),
        ["sudotrace compare set.txt -o ladder/", "sudotrace x"]
    );
}

/// The READMEs' examples, which run the emitters under python3 and node: the Python tier
/// (`cargo xtask test-python`), which has both.
mod python {
    use super::*;
    use crate::util::{Tool, tools_here};

    #[test]
    #[ignore = "Python tier, run by `cargo xtask test-python`"]
    fn every_example_in_the_readme_runs_from_a_fresh_clone() {
        if !tools_here(&[Tool::Python, Tool::Node]) {
            return;
        }
        let readme =
            fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("README.md")).unwrap();
        let lines = commands(shell_lines(&readme));
        assert!(lines.len() > 60, "{lines:#?}");
        run_in_a_fresh_clone(&lines);
    }

    #[test]
    #[ignore = "Python tier, run by `cargo xtask test-python`"]
    fn every_example_in_the_chinese_readme_runs_from_a_fresh_clone() {
        if !tools_here(&[Tool::Python, Tool::Node]) {
            return;
        }
        let readme =
            fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("README.zh-CN.md"))
                .unwrap();
        let lines = commands(shell_lines(&readme));
        assert!(lines.len() > 10, "{lines:#?}");
        assert!(
            lines
                .iter()
                .filter(|line| line.contains("--lang zh-CN"))
                .count()
                > 8
        );
        run_in_a_fresh_clone(&lines);
    }
}

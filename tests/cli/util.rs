//! Helpers shared by the CLI tests: running the binary, reading its JSON, checking
//! solutions independently of the solver, and comparing traces.

use std::fs::File;
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::Output;

use assert_cmd::Command;
use serde_json::Value;

/// The example puzzle of LeetCode problem 37.
pub const LEETCODE: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

/// The solution LeetCode publishes for its example (problem 37, "Output").
pub const LEETCODE_SOLUTION: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

/// The Sudoku players' forum's "Easter Monster" (the built-in `easter-monster`): the
/// eliminating strategies take candidates away by every rule on it, and guess and turn
/// back too (mrv+locked+tables: 47 eliminations, 46 restores).
pub const EASTER_MONSTER: &str =
    "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1";

/// A puzzle with no solution: r1c9 can hold nothing (row 1 holds 1-8, column 9 holds 9).
pub fn unsolvable() -> String {
    format!("12345678.{}{}", "........9", ".".repeat(63))
}

/// The binary, with a fixed terminal width so that help text is deterministic, and in
/// English whatever the locale of the machine running the tests (`--lang` or [`in_locale`]
/// for another).
pub fn bin() -> Command {
    let mut cmd = Command::cargo_bin("sudotrace").expect("the sudotrace binary is built");
    cmd.env("COLUMNS", "100").env("LINES", "50");
    for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
        cmd.env_remove(name);
    }
    cmd
}

/// The binary in the locale `lang` (as `LANG` gives it), with nothing on standard input.
pub fn in_locale(lang: &str, args: &[&str]) -> Output {
    let output = bin()
        .env("LANG", lang)
        .args(args)
        .write_stdin("")
        .output()
        .expect("runs");
    assert_no_panic(&output);
    output
}

/// Run the binary with `args` in `dir` (or the current folder), with nothing on standard
/// input. Every run is checked for a panic ([`assert_no_panic`]).
pub fn run_in(dir: Option<&Path>, args: &[&str]) -> Output {
    let mut cmd = bin();
    if let Some(dir) = dir {
        cmd.current_dir(dir);
    }
    let output = cmd.args(args).write_stdin("").output().expect("runs");
    assert_no_panic(&output);
    output
}

pub fn run(args: &[&str]) -> Output {
    run_in(None, args)
}

/// [`run`], giving back the exit code, stdout and stderr.
pub fn run_text(args: &[&str]) -> (i32, String, String) {
    let output = run(args);
    (
        output.status.code().expect("exit code"),
        stdout(&output),
        stderr(&output),
    )
}

pub fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).expect("stdout is UTF-8")
}

pub fn stderr(output: &Output) -> String {
    String::from_utf8(output.stderr.clone()).expect("stderr is UTF-8")
}

/// Every run of the binary: never a panic.
pub fn assert_no_panic(output: &Output) {
    let err = String::from_utf8_lossy(&output.stderr);
    let out = String::from_utf8_lossy(&output.stdout);
    assert!(
        !err.contains("panicked") && !out.contains("panicked"),
        "the binary panicked:\n{err}"
    );
}

/// The process ended with `code`, and did not panic.
pub fn assert_code(output: &Output, code: i32) {
    assert_no_panic(output);
    assert_eq!(
        output.status.code(),
        Some(code),
        "exit code; stdout:\n{}\nstderr:\n{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
}

/// A bad-input failure: exit code 2, nothing on stdout, and stderr exactly one line
/// starting with `error:`. Gives back that line.
pub fn assert_user_error(output: &Output) -> String {
    assert_code(output, 2);
    let err = stderr(output);
    let lines: Vec<&str> = err.lines().collect();
    assert_eq!(lines.len(), 1, "stderr is one line: {err:?}");
    assert!(
        lines[0].starts_with("error: "),
        "stderr starts with error: {err:?}"
    );
    assert!(
        output.stdout.is_empty(),
        "nothing on stdout: {:?}",
        stdout(output)
    );
    lines[0].to_string()
}

/// Each line of stdout as JSON.
pub fn json_lines(output: &Output) -> Vec<Value> {
    stdout(output)
        .lines()
        .map(|line| serde_json::from_str(line).unwrap_or_else(|e| panic!("{e}: {line}")))
        .collect()
}

/// The one JSON line of stdout.
pub fn json_line(output: &Output) -> Value {
    let mut lines = json_lines(output);
    assert_eq!(lines.len(), 1, "one JSON line: {}", stdout(output));
    lines.remove(0)
}

/// `solve --json` on one puzzle with one solver, expecting `code`.
pub fn solve_json(puzzle: &str, solver: &str, code: i32) -> Value {
    let output = run(&["solve", "--json", "--solver", solver, puzzle]);
    assert_code(&output, code);
    json_line(&output)
}

/// `solve --json --trace <trace>` on `puzzle`, expecting `code`; its JSON line.
pub fn solve_traced(puzzle: &str, solver: &str, trace: &Path, extra: &[&str], code: i32) -> Value {
    let mut args = vec![
        "solve",
        "--json",
        "--solver",
        solver,
        "--trace",
        path_str(trace),
    ];
    args.extend_from_slice(extra);
    args.push(puzzle);
    let output = run(&args);
    assert_code(&output, code);
    json_line(&output)
}

/// `stats --json` on a trace, which must succeed.
pub fn stats_json(trace: &Path) -> Value {
    let output = run(&["stats", "--json", path_str(trace)]);
    assert_code(&output, 0);
    assert!(
        output.stderr.is_empty(),
        "stats of a good trace prints no warning: {}",
        stderr(&output)
    );
    json_line(&output)
}

pub fn path_str(path: &Path) -> &str {
    path.to_str().expect("UTF-8 path")
}

/// `stats --json` must equal `solve --json` but for the elapsed time (null in stats,
/// a number in solve) and where the puzzle stood in the input (`line`, `name`), which a
/// trace does not record.
pub fn assert_stats_match_solve(stats: &Value, solve: &Value) {
    assert!(
        stats["stats"]["elapsed_ns"].is_null(),
        "stats has no elapsed time: {stats}"
    );
    assert!(
        solve["stats"]["elapsed_ns"].is_u64(),
        "solve has an elapsed time: {solve}"
    );
    let mut stats = stats.clone();
    let mut solve = solve.clone();
    for json in [&mut stats, &mut solve] {
        let object = json.as_object_mut().expect("an object");
        object.remove("line");
        object.remove("name");
        object["stats"]
            .as_object_mut()
            .expect("stats object")
            .remove("elapsed_ns");
    }
    assert_eq!(stats, solve, "stats --json against solve --json");
}

/// Independent of the solver: `solution` is a complete valid grid that keeps every
/// given of `puzzle`.
pub fn assert_valid_solution(puzzle: &str, solution: &str) {
    let p: Vec<u8> = puzzle.bytes().collect();
    let s: Vec<u8> = solution.bytes().collect();
    assert_eq!(s.len(), 81, "solution has 81 cells: {solution}");
    assert!(
        s.iter().all(|b| (b'1'..=b'9').contains(b)),
        "solution is all digits: {solution}"
    );
    for i in 0..81 {
        if p[i] != b'.' && p[i] != b'0' {
            assert_eq!(p[i], s[i], "given at index {i} kept in {solution}");
        }
    }
    let units = (0..9).flat_map(|k| {
        let row: Vec<usize> = (0..9).map(|i| k * 9 + i).collect();
        let col: Vec<usize> = (0..9).map(|i| i * 9 + k).collect();
        let bx: Vec<usize> = (0..9)
            .map(|i| (k / 3 * 3 + i / 3) * 9 + k % 3 * 3 + i % 3)
            .collect();
        [row, col, bx]
    });
    for unit in units {
        let mut digits: Vec<u8> = unit.iter().map(|&i| s[i]).collect();
        digits.sort();
        assert_eq!(digits, b"123456789", "unit {unit:?} of {solution}");
    }
}

/// A file of tests/data, committed with the tests (see tests/data/README.md).
pub fn data(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(name)
}

/// The shared puzzle collections, `../shared/puzzles` next to the crate, or `None` when
/// the folder is absent here: the test is then skipped, its reason said (a failure under
/// `CI`, where the folder must be there). Call it first: `let Some(dir) = shared_puzzles()
/// else { return };`.
pub fn shared_puzzles() -> Option<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/puzzles");
    if dir.is_dir() {
        return Some(dir);
    }
    skip(&format!(
        "needs ../shared/puzzles, the puzzle collections beside this checkout (README.md, Test data): {} is absent",
        dir.display()
    ));
    None
}

/// A program, or set of programs, a test of the web or Python tier needs.
#[derive(Clone, Copy, Debug)]
pub enum Tool {
    /// `python3` on PATH.
    Python,
    /// `python3` able to build the Python package: `venv`, `maturin` and `pytest`.
    PythonBuild,
    /// `node` on PATH.
    Node,
    /// Chromium driven by playwright-core: `chromium` and `node` on PATH, and
    /// tests/browser's packages installed.
    Browser,
    /// The page's script's own tools: `node` on PATH, and crates/page's packages
    /// installed (esbuild, eslint, typescript).
    PageScript,
    /// `tmux` on PATH.
    Tmux,
}

impl Tool {
    /// What is missing for this tool, and how to install it; `None` when it is here.
    fn missing(self) -> Option<String> {
        let program = |name: &str, install: &str| {
            (!on_path(name)).then(|| format!("{name} is not on PATH ({install})"))
        };
        match self {
            Tool::Python => program("python3", "apt-get install python3"),
            Tool::PythonBuild => program("python3", "apt-get install python3").or_else(|| {
                let imports = std::process::Command::new("python3")
                    .args(["-c", "import venv, maturin, pytest"])
                    .output()
                    .is_ok_and(|output| output.status.success());
                (!imports).then(|| {
                    "python3 cannot import venv, maturin and pytest \
                     (python3 -m pip install -r python/requirements-test.txt)"
                        .to_string()
                })
            }),
            Tool::Node => program("node", "apt-get install nodejs"),
            Tool::Browser => program("chromium", "apt-get install chromium")
                .or_else(|| program("node", "apt-get install nodejs"))
                .or_else(|| {
                    let driver = Path::new(env!("CARGO_MANIFEST_DIR"))
                        .join("tests/browser/node_modules/playwright-core");
                    (!driver.is_dir()).then(|| {
                        "tests/browser's playwright-core is not installed (npm ci --prefix tests/browser)"
                            .to_string()
                    })
                }),
            Tool::PageScript => program("node", "apt-get install nodejs").or_else(|| {
                let packages = Path::new(env!("CARGO_MANIFEST_DIR")).join("crates/page/node_modules");
                ["esbuild", "eslint", "typescript"]
                    .iter()
                    .any(|package| !packages.join(package).is_dir())
                    .then(|| {
                        "crates/page's esbuild, eslint and typescript are not installed \
                         (npm ci --prefix crates/page)"
                            .to_string()
                    })
            }),
            Tool::Tmux => program("tmux", "apt-get install tmux"),
        }
    }
}

/// Whether every tool a test needs is here, decided when the test runs. A missing one
/// skips the test, its reason written to the terminal (past the harness's capture), or
/// fails it under `CI`, where every tool must be there. Call it first:
/// `if !tools_here(&[Tool::Node]) { return; }`.
pub fn tools_here(tools: &[Tool]) -> bool {
    let missing: Vec<String> = tools.iter().filter_map(|tool| tool.missing()).collect();
    if missing.is_empty() {
        return true;
    }
    skip(&missing.join("; "));
    false
}

/// Say that the running test is skipped and why, or fail it under `CI`.
fn skip(reason: &str) {
    let test = std::thread::current()
        .name()
        .unwrap_or("a test")
        .to_string();
    assert!(
        !on_ci(),
        "{test}: {reason}; under CI every tool and folder a test needs must be here"
    );
    use std::io::Write;
    // Straight to the terminal: the harness keeps what a passing test prints with `eprintln!`.
    let _ = writeln!(std::io::stderr(), "skipped {test}: {reason}");
}

/// `CI` set to anything but nothing, `0` or `false`.
fn on_ci() -> bool {
    std::env::var("CI").is_ok_and(|value| {
        let value = value.trim();
        !(value.is_empty() || value == "0" || value.eq_ignore_ascii_case("false"))
    })
}

/// Whether an executable file named `program` is in one of PATH's folders.
fn on_path(program: &str) -> bool {
    let path = std::env::var_os("PATH").unwrap_or_default();
    std::env::split_paths(&path).any(|dir| is_executable(&dir.join(program)))
}

/// Panics unless `program` is on PATH: for the helpers of tests that have called
/// [`tools_here`] first, so that a wrong guard is found at once.
pub fn require_program(program: &str) {
    assert!(
        on_path(program),
        "{program} is not on PATH; this test needs it"
    );
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

/// `puzzle,solution` lines of a CSV file.
pub fn read_solutions(path: &Path) -> Vec<(String, String)> {
    std::fs::read_to_string(path)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
        .lines()
        .filter(|line| !line.trim().is_empty())
        .map(|line| {
            let (puzzle, solution) = line.split_once(',').expect("puzzle,solution");
            (puzzle.trim().to_string(), solution.trim().to_string())
        })
        .collect()
}

/// The lines of a trace file (plain JSON Lines).
pub fn trace_lines(path: &Path) -> Vec<String> {
    std::fs::read_to_string(path)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
        .lines()
        .map(str::to_string)
        .collect()
}

fn parse(line: &str) -> Value {
    serde_json::from_str(line).unwrap_or_else(|e| panic!("{e}: {line}"))
}

/// The header without its `solver`, and that solver.
fn header_but_solver(line: &str) -> (Value, String) {
    let mut header = parse(line);
    let solver = header
        .as_object_mut()
        .expect("header object")
        .remove("solver")
        .and_then(|s| s.as_str().map(str::to_string))
        .expect("header names its solver");
    (header, solver)
}

/// The end record without its cost counters, and those counters.
fn end_but_cost(line: &str) -> (Value, u64, u64) {
    let mut end = parse(line);
    assert_eq!(end["ev"], "end", "last line is the end record: {line}");
    let stats = end["stats"].as_object_mut().expect("end stats");
    let reads = stats.remove("cell_reads").and_then(|v| v.as_u64());
    let lookups = stats.remove("table_lookups").and_then(|v| v.as_u64());
    (
        end,
        reads.expect("cell_reads"),
        lookups.expect("table_lookups"),
    )
}

/// The traces of the naive and the tables check of one puzzle are the same line for
/// line but for the header's `solver` and the end record's cost counters (each check
/// counts only its own). Streams both files, so long traces are fine. Gives back the
/// number of lines.
pub fn assert_traces_agree(naive: &Path, tables: &Path) -> u64 {
    let open = |path: &Path| {
        BufReader::with_capacity(
            1 << 20,
            File::open(path).unwrap_or_else(|e| panic!("{}: {e}", path.display())),
        )
    };
    let (mut a, mut b) = (open(naive), open(tables));
    let (mut la, mut lb) = (String::new(), String::new());
    let mut number = 0u64;
    let (mut last_a, mut last_b) = (String::new(), String::new());
    loop {
        la.clear();
        lb.clear();
        let na = a.read_line(&mut la).expect("read naive trace");
        let nb = b.read_line(&mut lb).expect("read tables trace");
        if na == 0 || nb == 0 {
            assert!(
                na == 0 && nb == 0,
                "one trace is longer than the other after line {number}"
            );
            break;
        }
        number += 1;
        if number == 1 {
            let (ha, sa) = header_but_solver(&la);
            let (hb, sb) = header_but_solver(&lb);
            assert_eq!((sa.as_str(), sb.as_str()), ("naive", "tables"));
            assert_eq!(ha, hb, "headers differ beyond the solver");
            continue;
        }
        if la.starts_with("{\"ev\":\"end\"") || lb.starts_with("{\"ev\":\"end\"") {
            std::mem::swap(&mut last_a, &mut la);
            std::mem::swap(&mut last_b, &mut lb);
            continue;
        }
        assert!(
            last_a.is_empty() && last_b.is_empty(),
            "line {number} comes after an end record"
        );
        if la != lb {
            panic!("the traces differ at line {number}:\nnaive:  {la}tables: {lb}");
        }
    }
    assert!(number >= 2, "a trace has a header and an end record");
    let (ea, reads_a, lookups_a) = end_but_cost(&last_a);
    let (eb, reads_b, lookups_b) = end_but_cost(&last_b);
    assert_eq!(ea, eb, "end records differ beyond the cost counters");
    assert_eq!(lookups_a, 0, "the naive check makes no table lookups");
    assert_eq!(reads_b, 0, "the tables check reads no cells");
    assert!(
        ea["stats"]["tries"].as_u64() == Some(0) || (reads_a > 0 && lookups_b > 0),
        "each check pays for its tries"
    );
    number
}

/// Files in `dir`, by name, sorted.
pub fn dir_names(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .expect("read dir")
        .map(|entry| {
            entry
                .expect("entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .collect();
    names.sort();
    names
}

/// The JSON `sudotrace html` wrote into a page (the text `page`): its `sudotrace-data`
/// element's, as written (the page builds the rest as it opens: `built_page_data`).
pub(crate) fn page_data_in(page: &str) -> String {
    let open = r#"<script type="application/json" id="sudotrace-data">"#;
    let start = page.find(open).expect("the page holds its data") + open.len();
    let end = start + page[start..].find("</script>").unwrap();
    page[start..end].to_string()
}

/// The data written into the page at `html` ([`page_data_in`]).
pub(crate) fn page_data(html: &Path) -> String {
    page_data_in(&std::fs::read_to_string(html).unwrap())
}

/// The data written into the page at `html`, parsed.
pub(crate) fn page_json(html: &Path) -> Value {
    serde_json::from_str(&page_data(html)).unwrap()
}

/// `text` with the figures that come from the clock replaced by `…`: durations, speeds,
/// rates and shares of the time, so that a snapshot of it is the same on every run.
pub fn without_times(text: &str) -> String {
    let is_figure = |c: char| c.is_ascii_digit() || matches!(c, '.' | ',' | '/');
    let mut out = String::new();
    let mut rest = text;
    while let Some(start) = rest.find(|c: char| c.is_ascii_digit()) {
        let end = rest[start..]
            .find(|c: char| !is_figure(c))
            .map_or(rest.len(), |e| start + e);
        let (before, figure, after) = (&rest[..start], &rest[start..end], &rest[end..]);
        out.push_str(before);
        let timed = ["速度为其 ", "每秒 ", "speed", "as fast"]
            .iter()
            .any(|w| out.ends_with(w))
            || [
                " µs", " ms", " s", " ns", "%", "x faster", "x slower", " 倍",
            ]
            .iter()
            .any(|w| after.starts_with(w));
        out.push_str(if timed { "…" } else { figure });
        rest = after;
        // A speed ratio reads `13.3 倍` when faster and `1/13.3` when slower; on one
        // tiny puzzle either can come up, so the direction is blanked too.
        if timed && out.ends_with("速度为其 …") {
            rest = rest.strip_prefix(" 倍").unwrap_or(rest);
        }
        for direction in ["x faster", "x slower"] {
            if timed && rest.starts_with(direction) {
                out.push_str("x faster or slower");
                rest = &rest[direction.len()..];
            }
        }
    }
    out.push_str(rest);
    out
}

//! What each command does, between clap's parsed arguments and the library: reading
//! inputs, calling the solver, replay and writers, and printing results. Errors here
//! are `anyhow` errors carrying one line for the user.

mod chart;
mod check;
mod compare;
mod convert;
mod demo;
mod generate;
mod rate;
mod render;
mod show;
mod solve;
mod stats;
mod step;

use std::io::{self, Read, Write};
use std::path::Path;

use anyhow::{Context, bail};

use crate::cli::{Cli, Command};
use sudotrace::parse::{self, Entry};

/// How a command ended, as the process exit code tells it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Exit {
    /// Everything asked for was done: every puzzle solved.
    Success = 0,
    /// The work was done but a puzzle has no solution or a search hit its limit (for
    /// `check`: the answer is wrong; for `generate`: a puzzle was given up on).
    NotSolved = 1,
}

/// Run the command `cli` names, printing to `out`.
pub fn run(cli: Cli, out: &mut dyn Write) -> anyhow::Result<Exit> {
    match cli.command {
        Command::Solve(args) => solve::run(&args, out),
        Command::Stats(args) => stats::run(&args, out),
        Command::Demo(args) => demo::run(&args, out),
        Command::Compare(args) => compare::run(&args, out),
        Command::Chart(args) => chart::run(&args, out),
        Command::Render(args) => render::run(&args, out),
        Command::Show(args) => show::run(&args, out),
        Command::Convert(args) => convert::run(&args, out),
        Command::Step(args) => step::run(&args),
        Command::Generate(args) => generate::run(&args, out),
        Command::Rate(args) => rate::run(&args, out),
        Command::Check(args) => check::run(&args, out),
    }
}

/// A trace error as one line naming the file once.
fn trace_error(path: &Path, err: sudotrace::trace::TraceError) -> anyhow::Error {
    match err {
        sudotrace::trace::TraceError::Io { .. } => anyhow::anyhow!("{err}"),
        _ => anyhow::anyhow!("{}: {err}", path.display()),
    }
}

/// Where a puzzle argument's text came from, for error messages.
struct Input {
    label: String,
    text: String,
}

/// A puzzle argument is `-` (standard input), a file that exists, or puzzle text.
fn read_input(arg: &str) -> anyhow::Result<Input> {
    if arg == "-" {
        let mut bytes = Vec::new();
        io::stdin()
            .read_to_end(&mut bytes)
            .context("reading standard input")?;
        return Ok(Input {
            label: "standard input".into(),
            text: into_text(bytes, "standard input")?,
        });
    }
    let path = Path::new(arg);
    if path.is_file() {
        let bytes = std::fs::read(path).with_context(|| format!("{arg}: cannot read"))?;
        return Ok(Input {
            label: arg.to_string(),
            text: into_text(bytes, arg)?,
        });
    }
    if looks_like_puzzle(arg) {
        return Ok(Input {
            label: "puzzle".into(),
            text: arg.to_string(),
        });
    }
    if path.exists() {
        bail!("{arg}: is not a file");
    }
    bail!(
        "{arg}: no such file, and not a puzzle either (a puzzle is 81 characters, 1-9 with . or 0 for blanks)"
    )
}

/// Text that is mostly cells is a puzzle with a typo rather than a file name, so it
/// gets the parser's precise complaint instead of "no such file".
fn looks_like_puzzle(arg: &str) -> bool {
    arg.chars()
        .filter(|&ch| ch.is_ascii_digit() || ch == '.')
        .count()
        >= 17
}

fn into_text(bytes: Vec<u8>, label: &str) -> anyhow::Result<String> {
    String::from_utf8(bytes).map_err(|e| {
        anyhow::anyhow!(
            "{label}: byte offset {} is not UTF-8 text: not a puzzle file",
            e.utf8_error().valid_up_to()
        )
    })
}

/// The puzzles of the input, and how many of its lines were skipped. In a collection,
/// a line that is not a puzzle is skipped with a warning that says where and why, so
/// that one typo does not stop the rest (the command then exits 1, as `compare` does);
/// when no puzzle at all can be read, the first error is the answer.
fn read_puzzles(arg: &str) -> anyhow::Result<(Vec<Entry>, usize)> {
    let input = read_input(arg)?;
    let (mut entries, mut errors) = (Vec::new(), Vec::new());
    for entry in parse::parse_puzzles(&input.text) {
        match entry {
            Ok(entry) => entries.push(entry),
            Err(e) => errors.push(e),
        }
    }
    if entries.is_empty()
        && let Some(first) = errors.first()
    {
        bail!("{}: {first}", input.label);
    }
    for error in &errors {
        eprintln!("warning: {}: {error}; skipped", input.label);
    }
    Ok((entries, errors.len()))
}

//! `sudotrace check`: a player's answer against its puzzle, every problem listed.

use std::io::Write;

use anyhow::{anyhow, bail};

use super::Exit;
use super::inputs::{Argument, read_argument};
use crate::cli::CheckArgs;
use crate::lang::CliText;
use sudotrace_core::puzzle::grid::Grid;
use sudotrace_core::puzzle::parse::{self, ParseError};
use sudotrace_learn::answer::{AnswerJson, find_mistakes, tally};

pub fn run(args: &CheckArgs, out: &mut dyn Write) -> anyhow::Result<Exit> {
    if args.puzzle == "-" && args.answer == "-" {
        bail!("the puzzle and the answer cannot both come from standard input");
    }
    let puzzle = read_grid(&args.puzzle, "puzzle", parse::parse_puzzle_text, true)?;
    let answer = read_grid(
        &args.answer,
        "answer",
        parse::parse_grid_allowing_clashes,
        false,
    )?;
    let problems = find_mistakes(&puzzle, &answer);
    let lang = args.lang.resolve();
    if args.json {
        let json = AnswerJson::new(&puzzle, &answer, &problems, lang);
        super::write_json(&mut *out, &json)?;
        writeln!(out)?;
    } else if problems.is_empty() {
        writeln!(out, "{}", lang.text(CliText::CheckCorrect))?;
    } else {
        let tally = tally(&problems, lang);
        writeln!(
            out,
            "{}",
            lang.fill(CliText::CheckWrong, &[("problems", &tally)])
        )?;
        for problem in &problems {
            writeln!(out, "  {}", problem.words(lang))?;
        }
    }
    Ok(if problems.is_empty() {
        Exit::Success
    } else {
        Exit::NotSolved
    })
}

/// Read one grid, naming which argument it is in any error; a built-in puzzle's name
/// stands for its puzzle where `builtin`.
fn read_grid(
    arg: &str,
    what: &str,
    parse: fn(&str) -> Result<Grid, ParseError>,
    builtin: bool,
) -> anyhow::Result<Grid> {
    let Argument { label, text, .. } =
        read_argument(arg, builtin).map_err(|e| anyhow!("the {what}: {e:#}"))?;
    parse(&text).map_err(|e| {
        if label == "puzzle" {
            anyhow!("the {what}: {e}")
        } else {
            anyhow!("the {what} ({label}): {e}")
        }
    })
}

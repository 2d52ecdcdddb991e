//! `sudotrace check`: a player's answer against its puzzle, every problem listed, each
//! digit held to the solution (the one given, or the puzzle's only one).

use std::io::Write;

use anyhow::Context as _;
use anyhow::{anyhow, bail};

use super::Exit;
use super::inputs::{Argument, read_argument};
use crate::cli::CheckArgs;
use crate::lang::CliText;
use sudotrace_core::lang::{Lang, Text};
use sudotrace_core::puzzle::grid::Grid;
use sudotrace_core::puzzle::parse::{self, ParseError};
use sudotrace_learn::answer::{AnswerJson, Key, find_mistakes_with, tally};

pub fn run(args: &CheckArgs, out: &mut dyn Write) -> anyhow::Result<Exit> {
    let from_stdin = [
        Some(&args.puzzle),
        Some(&args.answer),
        args.solution.as_ref(),
    ]
    .iter()
    .filter(|arg| arg.is_some_and(|arg| arg == "-"))
    .count();
    let lang = args.lang.resolve();
    if from_stdin > 1 {
        bail!("{}", lang.text(CliText::CheckOneFromStdin));
    }
    let puzzle = read_grid(
        &args.puzzle,
        CliText::CheckThePuzzle,
        parse::parse_puzzle_text,
        true,
        lang,
    )?;
    let answer = read_grid(
        &args.answer,
        CliText::CheckTheAnswer,
        parse::parse_grid_allowing_clashes,
        false,
        lang,
    )?;
    let given = args
        .solution
        .as_deref()
        .map(|arg| {
            read_grid(
                arg,
                CliText::CheckTheSolution,
                parse::parse_puzzle_text,
                false,
                lang,
            )
        })
        .transpose()?;
    let key = Key::of(&puzzle, given.as_ref()).map_err(|e| {
        let at = lang.text(CliText::CheckTheSolution);
        anyhow!(
            "{}",
            lang.fill(Text::ErrorAt, &[("at", &at), ("error", &e.words(lang))])
        )
    })?;
    let problems = find_mistakes_with(&puzzle, &answer, &key);
    if args.json {
        let json = AnswerJson::new(&puzzle, &answer, &key, &problems, lang);
        super::write_json(&mut *out, &json)?;
        writeln!(out)?;
    } else {
        // A puzzle with no solution or several is said so first: it changes what the
        // verdict means.
        if given.is_none()
            && let Some(note) = key.solutions.note(lang)
        {
            writeln!(out, "{note}")?;
        }
        if problems.is_empty() {
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
    }
    Ok(if problems.is_empty() {
        Exit::Success
    } else {
        Exit::NotSolved
    })
}

/// Read one grid, naming which argument it is (`what`) in any error, in `lang`; a
/// built-in puzzle's name stands for its puzzle where `builtin`.
fn read_grid(
    arg: &str,
    what: CliText,
    parse: fn(&str) -> Result<Grid, ParseError>,
    builtin: bool,
    lang: Lang,
) -> anyhow::Result<Grid> {
    let what = lang.text(what);
    let Argument { label, text, .. } =
        read_argument(arg, builtin).with_context(|| what.to_string())?;
    parse(&text).map_err(|e| {
        let at = match label.as_str() {
            "puzzle" => what.to_string(),
            _ => lang.fill(
                CliText::CheckArgumentFrom,
                &[("what", &what), ("label", &label)],
            ),
        };
        anyhow!(
            "{}",
            lang.fill(Text::ErrorAt, &[("at", &at), ("error", &e.words(lang))])
        )
    })
}

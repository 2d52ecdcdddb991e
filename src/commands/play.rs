//! `sudotrace play`: one self-contained web page to play Sudoku on, opening in the
//! page's Play mode with a bank of puzzles, each with exactly one solution and rated:
//! made as `generate` makes them, or read as every command reads puzzles.

use std::io::Write;
use std::path::Path;

use anyhow::{Context, bail};
use rayon::ThreadPool;
use rayon::prelude::*;

use super::Exit;
use super::inputs::{read_inputs, refuse_unreadable, warn_skipped};
use super::named;
use crate::cli::PlayArgs;
use crate::lang::CliText;
use sudotrace_core::lang::{Lang, Text};
use sudotrace_core::numbers::{megabytes, thousands};
use sudotrace_core::puzzle::grid::Grid;
use sudotrace_core::puzzle::parse::Puzzle;
use sudotrace_core::search::Strategy;
use sudotrace_learn::generate::{
    DEFAULT_RATE_MAX_EVENTS, GenerateOptions, Level, Solutions, count_solutions, generate, rate,
};
use sudotrace_page::{BankPuzzle, Mode, Page, PageOptions};

/// The most puzzles a page deals.
const MOST_PUZZLES: u64 = 10_000;

/// The levels a page of made puzzles deals without `--level`, in equal shares, in this
/// order. Expert puzzles are about a quarter of minimal ones, and settled at the rating's
/// threshold, so they cost no more to make than the rest.
const MIX: [Level; 4] = Level::ALL;

/// The search the page's other modes run of the puzzle being played: a few dozen events
/// for an easy one, a few hundred for the hardest.
const STRATEGY: Strategy = Strategy::MRV_HIDDEN;

/// Puzzles of the input checked at once for their solutions, while the page still wants
/// more.
const CHUNK: usize = 64;

pub fn run(args: &PlayArgs, out: &mut dyn Write) -> anyhow::Result<Exit> {
    let lang = args.lang.resolve();
    if args.count == 0 {
        bail!("{}", lang.text(CliText::PlayCountZero));
    }
    if args.count > MOST_PUZZLES {
        bail!(
            "{}",
            lang.fill(
                CliText::PlayCountTooMany,
                &[
                    ("count", &thousands(args.count)),
                    ("most", &thousands(MOST_PUZZLES)),
                ]
            )
        );
    }
    let inputs: Vec<&Path> = args.puzzles.iter().map(Path::new).collect();
    sudotrace_app::outputs::refuse_input_as_output(&inputs, &[&args.output])?;
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(args.threads.unwrap_or(0))
        .build()
        .context("starting the worker threads")?;
    let (bank, exit) = match args.puzzles.is_empty() {
        true => (made(args, &pool, lang)?, Exit::Success),
        false => read(args, &pool, lang)?,
    };
    let bytes = write_page(&bank, args, lang)?;
    let puzzles = match bank.len() {
        1 => lang.text(CliText::PlayOnePuzzle).to_string(),
        n => lang.fill(CliText::PlayPuzzles, &[("n", &thousands(n as u64))]),
    };
    let levels: Vec<String> = Level::ALL
        .iter()
        .map(|&level| (level, bank.iter().filter(|(_, l)| *l == level).count()))
        .filter(|&(_, n)| n > 0)
        .map(|(level, n)| {
            lang.fill(
                CliText::PlayLevelCount,
                &[("n", &thousands(n as u64)), ("level", &level.words(lang))],
            )
        })
        .collect();
    let line = lang.fill(
        CliText::WrotePlayPage,
        &[
            ("path", &named(&args.output)),
            ("puzzles", &puzzles),
            ("levels", &levels.join(lang.text(Text::ListSeparator))),
            ("size", &megabytes(bytes)),
        ],
    );
    writeln!(out, "{line}")?;
    Ok(exit)
}

/// The level of each of `count` puzzles made: all `level`, or [`MIX`] in equal shares
/// (the easier levels one more when they do not divide evenly), easiest first.
fn levels(count: u64, level: Option<Level>) -> Vec<Level> {
    let mix: &[Level] = match &level {
        Some(level) => std::slice::from_ref(level),
        None => &MIX,
    };
    let shares = mix.len() as u64;
    mix.iter()
        .enumerate()
        .flat_map(|(i, &level)| {
            let share = count / shares + u64::from((i as u64) < count % shares);
            std::iter::repeat_n(level, share as usize)
        })
        .collect()
}

/// Make the page's puzzles: puzzle `i` as `generate --seed S --difficulty LEVEL` makes
/// its `i`-th, its level the `i`-th of [`levels`].
fn made(args: &PlayArgs, pool: &ThreadPool, lang: Lang) -> anyhow::Result<Vec<(Grid, Level)>> {
    let levels = levels(args.count, args.level);
    let made: Vec<_> = pool.install(|| {
        levels
            .par_iter()
            .enumerate()
            .map(|(index, &level)| {
                let options = GenerateOptions {
                    level: Some(level),
                    ..GenerateOptions::default()
                };
                generate(args.seed, index as u64, &options)
            })
            .collect()
    });
    made.into_iter()
        .map(|made| match made {
            Ok(made) => {
                let level = made
                    .rating
                    .expect("a puzzle made to a level is rated")
                    .level;
                Ok((made.puzzle, level))
            }
            Err(err) => bail!("{}", err.words(lang)),
        })
        .collect()
}

/// The puzzles of `args.puzzles` with exactly one solution, in order, at most
/// `args.count`, each rated; the others are left out with a warning (and exit code 1).
fn read(
    args: &PlayArgs,
    pool: &ThreadPool,
    lang: Lang,
) -> anyhow::Result<(Vec<(Grid, Level)>, Exit)> {
    let inputs = read_inputs(&args.puzzles)?;
    refuse_unreadable(&inputs)?;
    warn_skipped(&inputs, lang);
    let wanted = args.count as usize;
    let mut dealt = Vec::new();
    // The puzzles left out, each with where it stands and whether it has no solution.
    let mut left_out: Vec<(&Puzzle, bool)> = Vec::new();
    for chunk in inputs.puzzles.chunks(CHUNK) {
        let counted: Vec<Solutions> = pool.install(|| {
            chunk
                .par_iter()
                .map(|puzzle| count_solutions(&puzzle.grid, 2))
                .collect()
        });
        for (puzzle, solutions) in chunk.iter().zip(counted) {
            if dealt.len() == wanted {
                break;
            }
            match solutions {
                Solutions::One(_) => dealt.push(puzzle.grid),
                Solutions::None => left_out.push((puzzle, true)),
                Solutions::AtLeast(_) => left_out.push((puzzle, false)),
            }
        }
        if dealt.len() == wanted {
            break;
        }
    }
    // With nothing to deal, one line says why.
    let place = |puzzle: &Puzzle, lang: Lang| {
        lang.fill(
            CliText::PlayWhere,
            &[
                ("source", &puzzle.source),
                ("line", &thousands(puzzle.line as u64)),
            ],
        )
    };
    let has = |none: bool| match none {
        true => lang.text(CliText::PlayHasNoSolution),
        false => lang.text(CliText::PlayHasSeveralSolutions),
    };
    match left_out.as_slice() {
        [(puzzle, none)] if dealt.is_empty() => bail!(
            "{}",
            lang.fill(
                CliText::PlayOnlyPuzzleLeftOut,
                &[("puzzle", &place(puzzle, lang)), ("has", &has(*none))]
            )
        ),
        [(puzzle, none), ..] if dealt.is_empty() => bail!(
            "{}",
            lang.fill(
                CliText::PlayEveryPuzzleLeftOut,
                &[
                    ("n", &thousands(left_out.len() as u64)),
                    ("puzzle", &place(puzzle, lang)),
                    ("has", &has(*none)),
                ]
            )
        ),
        [] if dealt.is_empty() => bail!("{}", lang.text(CliText::PlayNoPuzzle)),
        _ => {}
    }
    for &(puzzle, none) in &left_out {
        let warning = match none {
            true => CliText::PlayNoSolution,
            false => CliText::PlayNotUnique,
        };
        super::warn(&lang.fill(warning, &[("puzzle", &place(puzzle, lang))]));
    }
    let rated: Vec<(Grid, Level)> = pool.install(|| {
        dealt
            .par_iter()
            .map(|&grid| (grid, rate(&grid, Some(DEFAULT_RATE_MAX_EVENTS)).level))
            .collect()
    });
    let exit = match left_out.len() + inputs.skipped.len() {
        0 => Exit::Success,
        _ => Exit::NotSolved,
    };
    Ok((rated, exit))
}

/// Write the page dealing `bank` to `args.output`; gives its size. The page holds no
/// search: its other modes run [`STRATEGY`]'s search of the puzzle being played, in the
/// page.
fn write_page(bank: &[(Grid, Level)], args: &PlayArgs, lang: Lang) -> anyhow::Result<u64> {
    let options = PageOptions {
        title: Some(
            args.title
                .clone()
                .unwrap_or_else(|| lang.text(CliText::PlayTitle).to_string()),
        ),
        theme: args.theme,
        lang,
        mode: Mode::Play,
        ..PageOptions::default()
    };
    let bank: Vec<BankPuzzle> = bank
        .iter()
        .map(|&(puzzle, level)| BankPuzzle {
            puzzle,
            label: level.words(lang).to_string(),
        })
        .collect();
    let page = Page::game(&bank, STRATEGY, &options);
    Ok(sudotrace_app::pages::write_page(&page, &args.output)?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_mix_is_in_equal_shares_easiest_first() {
        use Level::*;
        assert_eq!(levels(1, None), [Easy]);
        assert_eq!(levels(6, None), [Easy, Easy, Medium, Medium, Hard, Expert]);
        let fifty = levels(50, None);
        let count = |level| fifty.iter().filter(|&&l| l == level).count();
        assert_eq!(
            [count(Easy), count(Medium), count(Hard), count(Expert)],
            [13, 13, 12, 12]
        );
        assert!(fifty.is_sorted());
        assert_eq!(levels(3, Some(Hard)), [Hard, Hard, Hard]);
    }
}

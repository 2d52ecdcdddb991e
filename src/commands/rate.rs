//! `sudotrace rate`: the difficulty rating of given puzzles, one by one or summed up by
//! level.

use std::io::Write;

use anyhow::Context;
use rayon::prelude::*;
use serde::Serialize;

use super::Exit;
use super::inputs::{read_inputs, refuse_unreadable, warn_skipped};
use crate::cli::RateArgs;
use crate::lang::CliText;
use sudotrace_core::lang::{Lang, Text};
use sudotrace_core::numbers::thousands;
use sudotrace_core::puzzle::parse::Puzzle;
use sudotrace_learn::generate::{Level, Logic, Rating, Solutions, count_solutions, rate};

/// One puzzle's result: how many solutions (0, 1, or 2 for two or more) and, for a
/// puzzle with exactly one, its rating.
struct Rated {
    solutions: usize,
    rating: Option<Rating>,
}

fn rate_entry(entry: &Puzzle, max_events: Option<u64>) -> Rated {
    match count_solutions(&entry.grid, 2) {
        Solutions::None => Rated {
            solutions: 0,
            rating: None,
        },
        Solutions::AtLeast(_) => Rated {
            solutions: 2,
            rating: None,
        },
        Solutions::One(_) => Rated {
            solutions: 1,
            rating: Some(rate(&entry.grid, max_events)),
        },
    }
}

pub fn run(args: &RateArgs, out: &mut dyn Write) -> anyhow::Result<Exit> {
    let lang = args.lang.resolve();
    let read = read_inputs(&args.puzzles)?;
    refuse_unreadable(&read)?;
    warn_skipped(&read, lang);
    let skipped = read.skipped.len();
    // The puzzles of each argument, in order, for a line of the summary each.
    let mut rest = &read.puzzles[..];
    let inputs: Vec<(&str, &[Puzzle])> = args
        .puzzles
        .iter()
        .zip(&read.inputs)
        .map(|(arg, input)| {
            let (these, later) = rest.split_at(input.puzzles);
            rest = later;
            (arg.as_str(), these)
        })
        .collect();
    let max_events = (args.max_events != 0).then_some(args.max_events);
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(args.threads.unwrap_or(0))
        .build()
        .context("starting the worker threads")?;
    let mut exit = if skipped > 0 {
        Exit::NotSolved
    } else {
        Exit::Success
    };
    if args.summary {
        writeln!(out, "{}", lang.text(CliText::RateSummaryHeader))?;
        writeln!(
            out,
            "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
        )?;
    } else if !args.json {
        writeln!(out, "{}", lang.text(CliText::RateHeader))?;
    }
    for &(arg, entries) in &inputs {
        let rated: Vec<Rated> = pool.install(|| {
            entries
                .par_iter()
                .map(|entry| rate_entry(entry, max_events))
                .collect()
        });
        if rated.iter().any(|r| r.solutions != 1) {
            exit = Exit::NotSolved;
        }
        if args.summary {
            print_summary(out, arg, &rated, lang)?;
            continue;
        }
        for (entry, rated) in entries.iter().zip(&rated) {
            if args.json {
                print_json(out, entry, rated)?;
            } else {
                print_line(out, entry, rated, lang)?;
            }
        }
    }
    Ok(exit)
}

/// `tries` as printed: `>=` in front of a capped count.
fn tries_text(rating: &Rating) -> String {
    if rating.capped {
        format!(">={}", rating.tries)
    } else {
        rating.tries.to_string()
    }
}

/// One puzzle as a tab-separated line, its words in `lang`.
fn print_line(
    out: &mut dyn Write,
    entry: &Puzzle,
    rated: &Rated,
    lang: Lang,
) -> anyhow::Result<()> {
    let puzzle = entry.grid.to_line();
    let clues = entry.grid.filled();
    match (&rated.rating, rated.solutions) {
        (Some(rating), _) => writeln!(
            out,
            "{puzzle}\t{}\t{}\t{}\t{clues}\t{}",
            rating.level.words(lang),
            tries_text(rating),
            lang.text(if rating.singles {
                CliText::Yes
            } else {
                CliText::No
            }),
            rating.logic.words(lang)
        )?,
        (None, 0) => writeln!(
            out,
            "{puzzle}\t{}\t-\t-\t{clues}\t-",
            lang.text(Text::Unsolvable)
        )?,
        (None, _) => writeln!(
            out,
            "{puzzle}\t{}\t-\t-\t{clues}\t-",
            lang.text(CliText::RateNotUnique)
        )?,
    }
    Ok(())
}

/// One puzzle as `rate --json` prints it.
#[derive(Serialize)]
struct RatedJson {
    puzzle: String,
    line: usize,
    #[serde(skip_serializing_if = "Option::is_none")]
    name: Option<String>,
    /// 0, 1, or 2 for two or more.
    solutions: usize,
    level: Option<&'static str>,
    tries: Option<u64>,
    tries_capped: Option<bool>,
    singles: Option<bool>,
    clues: usize,
    /// What fills it in without a guess: singles, intersections, pairs, more.
    logic: Option<&'static str>,
}

fn print_json(out: &mut dyn Write, entry: &Puzzle, rated: &Rated) -> anyhow::Result<()> {
    let rating = rated.rating.as_ref();
    let json = RatedJson {
        puzzle: entry.grid.to_line(),
        line: entry.line,
        name: entry.name.clone(),
        solutions: rated.solutions,
        level: rating.map(|r| r.level.name()),
        tries: rating.map(|r| r.tries),
        tries_capped: rating.map(|r| r.capped),
        singles: rating.map(|r| r.singles),
        clues: entry.grid.filled(),
        logic: rating.map(|r| r.logic.name()),
    };
    super::write_json(&mut *out, &json)?;
    writeln!(out)?;
    Ok(())
}

/// One input's line of the summary table, its words in `lang`.
fn print_summary(
    out: &mut dyn Write,
    arg: &str,
    rated: &[Rated],
    lang: Lang,
) -> anyhow::Result<()> {
    let ratings: Vec<&Rating> = rated.iter().filter_map(|r| r.rating.as_ref()).collect();
    let total = rated.len();
    let share = |n: usize| {
        if total == 0 {
            "0".to_string()
        } else {
            let percent = format!("{:.1}", 100.0 * n as f64 / total as f64);
            lang.fill(
                CliText::RateShare,
                &[("n", &thousands(n as u64)), ("percent", &percent)],
            )
        }
    };
    let mut cells = vec![arg.to_string(), thousands(total as u64)];
    for level in Level::ALL {
        cells.push(share(ratings.iter().filter(|r| r.level == level).count()));
    }
    // Each step's rules with those before it: the shares of puzzles they fill in.
    for step in [Logic::Singles, Logic::Intersections, Logic::Pairs] {
        cells.push(share(ratings.iter().filter(|r| r.logic <= step).count()));
    }
    let mut tries: Vec<(u64, bool)> = ratings.iter().map(|r| (r.tries, r.capped)).collect();
    tries.sort_unstable();
    let show =
        |(t, capped): (u64, bool)| format!("{}{}", if capped { ">=" } else { "" }, thousands(t));
    cells.push(tries.get(tries.len() / 2).copied().map_or("-".into(), show));
    cells.push(tries.last().copied().map_or("-".into(), show));
    let not_unique = total - ratings.len();
    if not_unique > 0 {
        let n = thousands(not_unique as u64);
        cells[1].push_str(&lang.fill(CliText::RateNotExactlyOne, &[("n", &n)]));
    }
    writeln!(out, "| {} |", cells.join(" | "))?;
    Ok(())
}

//! `sudotrace generate`: puzzles with exactly one solution, made in parallel and
//! printed in order.

use std::io::Write;
use std::time::{SystemTime, UNIX_EPOCH};

use anyhow::Context;
use serde::Serialize;

use super::Exit;
use crate::cli::{GenerateArgs, PuzzleFormat};
use crate::lang::CliText;
use sudotrace_learn::generate::{GenerateOptions, Generated, generate_batch};

/// Puzzles made between two writes of the output: enough to keep every thread busy,
/// few enough that output streams.
const CHUNK: u64 = 256;

pub fn run(args: &GenerateArgs, out: &mut dyn Write) -> anyhow::Result<Exit> {
    let options = GenerateOptions {
        clues: args.clues,
        symmetric: args.symmetric,
        level: args.difficulty,
        logic: args.logic,
        rate: args.format == PuzzleFormat::Json,
        max_attempts: args.max_attempts,
        rate_max_events: (args.max_events != 0).then_some(args.max_events),
    };
    let lang = args.lang.resolve();
    match options.validate() {
        Ok(()) => {}
        // The words name the options themselves, in `lang`.
        Err(err) => anyhow::bail!(err.words(lang)),
    }
    let seed = match args.seed {
        Some(seed) => seed,
        None => {
            let seed = clock_seed();
            super::warn(
                &lang
                    .fill(CliText::GenerateSeed, &[("seed", &seed)])
                    .to_string(),
            );
            seed
        }
    };
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(args.threads.unwrap_or(0))
        .build()
        .context("starting the worker threads")?;
    let mut start = 0;
    while start < args.count {
        let end = args.count.min(start + CHUNK);
        let batch = pool.install(|| generate_batch(seed, start..end, &options));
        for result in batch {
            match result {
                Ok(made) => print(out, &made, args, seed)?,
                Err(err) => {
                    out.flush()?;
                    let why = err.words(lang);
                    super::warn(
                        &lang
                            .fill(CliText::GenerateFailed, &[("why", &why)])
                            .to_string(),
                    );
                    return Ok(Exit::NotSolved);
                }
            }
        }
        out.flush()?;
        start = end;
    }
    Ok(Exit::Success)
}

/// A seed from the clock, for a run without `--seed`.
fn clock_seed() -> u64 {
    let now = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap_or_default();
    now.as_secs()
        .wrapping_mul(1_000_000_000)
        .wrapping_add(u64::from(now.subsec_nanos()))
}

/// One puzzle as `--format json` prints it.
#[derive(Serialize)]
struct GeneratedJson {
    puzzle: String,
    solution: String,
    clues: usize,
    symmetric: bool,
    seed: u64,
    /// 1-based number of the puzzle in the run.
    number: u64,
    attempts: u32,
    level: Option<&'static str>,
    tries: Option<u64>,
    tries_capped: Option<bool>,
    singles: Option<bool>,
    logic: Option<&'static str>,
}

fn print(
    out: &mut dyn Write,
    made: &Generated,
    args: &GenerateArgs,
    seed: u64,
) -> anyhow::Result<()> {
    match args.format {
        PuzzleFormat::Line => writeln!(out, "{}", made.puzzle.to_line())?,
        PuzzleFormat::Grid => writeln!(out, "{}", made.puzzle.to_pretty())?,
        PuzzleFormat::Json => {
            let rating = made.rating.as_ref();
            let json = GeneratedJson {
                puzzle: made.puzzle.to_line(),
                solution: made.solution.to_line(),
                clues: made.puzzle.filled(),
                symmetric: args.symmetric,
                seed,
                number: made.index + 1,
                attempts: made.attempts,
                level: rating.map(|r| r.level.name()),
                tries: rating.map(|r| r.tries),
                tries_capped: rating.map(|r| r.capped),
                singles: rating.map(|r| r.singles),
                logic: rating.map(|r| r.logic.name()),
            };
            super::write_json(&mut *out, &json)?;
            writeln!(out)?;
        }
    }
    Ok(())
}

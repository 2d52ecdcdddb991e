//! `sudotrace compare`: read the puzzles, run the comparison, draw its charts and write
//! its report.

use std::io::Write;
use std::path::Path;
use std::time::{Duration, Instant};
use sudotrace_core::events::counts::Count;

use anyhow::bail;

use super::inputs::{read_inputs, warn_skipped};
use super::named;
use super::progress::Bar;
use super::{Exit, Outputs, write_comparison};
use crate::cli::{CompareAction, CompareArgs, CompareCommand, MergeArgs, StatusArgs};
use crate::lang::CliText;
use sudotrace_compare::lang::CompareText;
use sudotrace_compare::report;
use sudotrace_compare::shard::{self, Shard};
use sudotrace_compare::{self as compare, CompareOptions, Comparison};
use sudotrace_core::lang::Lang;
use sudotrace_core::numbers::{count, duration, thousands};
use sudotrace_core::search::Strategy;

/// `compare`, `compare merge` or `compare status`.
pub fn dispatch(command: &CompareCommand, out: &mut dyn Write) -> anyhow::Result<Exit> {
    match &command.action {
        None => run(&command.run, out),
        Some(CompareAction::Merge(args)) => merge(args, out),
        Some(CompareAction::Status(args)) => status(args, out),
    }
}

pub fn run(args: &CompareArgs, out: &mut dyn Write) -> anyhow::Result<Exit> {
    let started = Instant::now();
    // Required on the command line (optional only so that `compare merge` parses).
    let output = args
        .output
        .clone()
        .ok_or_else(|| anyhow::anyhow!("the report's folder is required: -o DIR"))?;
    let mut solvers: Vec<Strategy> = Vec::new();
    for kind in args.solvers.iter().copied() {
        if !solvers.contains(&kind) {
            solvers.push(kind);
        }
    }
    let options = CompareOptions {
        solvers,
        repeat: args.repeat as usize,
        max_tries: (args.max_tries > 0).then_some(args.max_tries),
        max_time: args.max_seconds,
        jobs: args
            .jobs
            .map_or_else(|| CompareOptions::default().jobs, |jobs| jobs as usize),
    };
    let lang = args.lang.resolve();
    let inputs = read_inputs(&args.puzzles)?;
    warn_skipped(&inputs, lang);
    if inputs.puzzles.is_empty() {
        bail!("{}", lang.text(CliText::CompareNoPuzzle));
    }
    sudotrace_app::outputs::make_output_folder(&output)?;
    if let Some(shard) = &args.shard {
        return run_shard(args, shard, inputs, &options, &output, out);
    }

    let bar = Bar::new();
    let comparison = compare::run(inputs, &options, &bar);
    drop(bar);
    let written = write_comparison(&output, &comparison, started, lang)?;
    print_summary(out, &comparison, &written, started.elapsed(), lang)?;
    Ok(if comparison.all_solved() {
        Exit::Success
    } else {
        Exit::NotSolved
    })
}

/// What the per-puzzle charts and ratios leave out, and the puzzles with no solution.
fn print_left_out(out: &mut dyn Write, c: &Comparison, lang: Lang) -> anyhow::Result<()> {
    let left_out = c.left_out(lang);
    if !left_out.is_empty() {
        let separator = lang.text(CompareText::CompareListSeparator);
        writeln!(
            out,
            "{}",
            lang.fill(
                CliText::CompareLeftOut,
                &[("left_out", &left_out.join(separator))]
            )
        )?;
    }
    let unsolvable = c
        .puzzles
        .iter()
        .filter(|p| p.outcome() == sudotrace_core::events::event::Outcome::Unsolvable)
        .count();
    if unsolvable > 0 {
        writeln!(
            out,
            "{}",
            lang.fill(
                CliText::CompareNoSolution,
                &[("puzzles", &compare::puzzles(lang, unsolvable))]
            )
        )?;
    }
    Ok(())
}

/// A line a strategy: how many it solved within the limit, then the figures solvers are
/// compared by, over the puzzles it finished.
fn print_strategies(out: &mut dyn Write, c: &Comparison, lang: Lang) -> anyhow::Result<()> {
    let width = c
        .options
        .solvers
        .iter()
        .map(|k| k.name().len())
        .max()
        .unwrap_or(0);
    let separator = lang.text(CompareText::CompareListSeparator);
    for &kind in &c.options.solvers {
        let total = c.total(kind);
        let mut censored = vec![total.solved_words(&c.options, lang)];
        if let Some(median) = total.median_tries.filter(|_| total.stopped > 0) {
            censored.push(lang.fill(CliText::CompareMedianTries, &[("median", &median.words())]));
        }
        let mut figures = Vec::new();
        if let Some(rate) = total.puzzles_per_second() {
            figures.push(lang.fill(
                CliText::ComparePuzzlesPerSecond,
                &[("n", &thousands(rate.round() as u64))],
            ));
        }
        if let Some(micros) = total.micros_per_puzzle() {
            figures.push(lang.fill(
                CliText::CompareMicrosPerPuzzle,
                &[("n", &sudotrace_core::numbers::tenths(micros))],
            ));
            figures.push(lang.fill(
                CliText::CompareTriesPerPuzzle,
                &[(
                    "n",
                    &thousands(total.stats.tries / total.finished.max(1) as u64),
                )],
            ));
        }
        if let (Some(share), Some(guesses)) =
            (total.share_without_guessing(), total.guesses_per_puzzle())
        {
            figures.push(lang.fill(
                CliText::CompareWithoutGuessing,
                &[("share", &format!("{:.1}", share * 100.0))],
            ));
            figures.push(lang.fill(
                CliText::CompareGuessesPerPuzzle,
                &[("n", &sudotrace_core::numbers::tenths(guesses))],
            ));
        }
        if kind.propagation.eliminates() && total.finished > 0 {
            let each = |count: Count| {
                let n = count.of(&total.stats) as f64 / total.finished as f64;
                lang.fill(
                    CliText::CompareEliminationsOf,
                    &[
                        ("n", &sudotrace_core::numbers::tenths(n)),
                        ("rule", &count.words(lang)),
                    ],
                )
            };
            let used = kind
                .propagation
                .eliminations()
                .map_or([false; 4], |r| [r.pointing, r.claiming, r.pairs, r.pairs]);
            let rules: Vec<String> = Count::BY_RULE
                .into_iter()
                .zip(used)
                .filter(|&(_, used)| used)
                .map(|(count, _)| each(count))
                .collect();
            figures.push(lang.fill(
                CliText::CompareEliminationsPerPuzzle,
                &[("rules", &rules.join(" / "))],
            ));
        }
        let over = match total.finished < total.puzzles && !figures.is_empty() {
            true => lang.fill(
                CliText::CompareOverFinished,
                &[("n", &thousands(total.finished as u64))],
            ),
            false if figures.is_empty() => String::new(),
            false => lang.text(CliText::CompareFiguresAfter).to_string(),
        };
        writeln!(
            out,
            "  {:<width$}  {}{over}{}",
            kind.name(),
            censored.join(separator),
            figures.join(separator)
        )?;
    }
    Ok(())
}

/// A line a strategy on the one puzzle compared: how its search ended, its tries and
/// its time, or what it needs more than where the limit stopped it.
fn print_strategies_of_one(out: &mut dyn Write, c: &Comparison, lang: Lang) -> anyhow::Result<()> {
    let Some(puzzle) = c.puzzles.first() else {
        return Ok(());
    };
    let width = c.options.solvers.iter().map(|k| k.name().len()).max();
    let width = width.unwrap_or(0);
    for v in &puzzle.variants {
        let words = match report::censored_words(c, v, lang) {
            Some(beyond) => lang.fill(CliText::CompareOneStopped, &[("beyond", &beyond)]),
            None => {
                let time = v.timing.map_or_else(
                    || lang.text(CompareText::ReportNotTimed).to_string(),
                    |t| duration(t.median),
                );
                lang.fill(
                    CliText::CompareOneFinished,
                    &[
                        ("result", &v.outcome.label(lang)),
                        ("tries", &thousands(v.stats.tries)),
                        ("time", &time),
                    ],
                )
            }
        };
        writeln!(out, "  {:<width$}  {words}", v.solver.name())?;
    }
    Ok(())
}

fn print_summary(
    out: &mut dyn Write,
    c: &Comparison,
    written: &Outputs,
    wall: Duration,
    lang: Lang,
) -> anyhow::Result<()> {
    let solvers: Vec<&str> = c.options.solvers.iter().map(|k| k.name()).collect();
    let summary = match c.options.repeat {
        1 => CliText::CompareSummaryOne,
        _ => CliText::CompareSummaryMany,
    };
    let inputs = match c.inputs.len() {
        1 => lang.text(CliText::CompareInputsOne).to_string(),
        n => lang.fill(CliText::CompareInputsMany, &[("n", &thousands(n as u64))]),
    };
    writeln!(
        out,
        "{}",
        lang.fill(
            summary,
            &[
                ("puzzles", &compare::puzzles(lang, c.puzzles.len())),
                ("inputs", &inputs),
                ("solvers", &solvers.join(lang.text(CliText::CompareAnd))),
                ("repeat", &thousands(c.options.repeat as u64)),
            ],
        )
    )?;
    let counted = c.counted().count();
    for gain in c.gains() {
        let words = match c.one_puzzle() {
            true => gain.words_on_one_puzzle(lang),
            false => gain.words(lang),
        };
        writeln!(out, "{words}")?;
    }
    if let Some(ratio) = c.total_ratio() {
        let ratio_words = ratio.words(lang);
        let both = compare::puzzles(lang, c.ratio_puzzles());
        let line = match c.speed_spread() {
            _ if c.one_puzzle() => {
                lang.fill(CliText::CompareRatioLineOne, &[("ratio", &ratio_words)])
            }
            Some(spread) if counted > 1 => lang.fill(
                CliText::CompareRatioSpreadLine,
                &[
                    ("ratio", &ratio_words),
                    ("puzzles", &both),
                    ("min", &compare::times(spread.min)),
                    ("max", &compare::times(spread.max)),
                ],
            ),
            _ => lang.fill(
                CliText::CompareRatioLine,
                &[("ratio", &ratio_words), ("puzzles", &both)],
            ),
        };
        writeln!(out, "{line}")?;
    }
    match c.one_puzzle() {
        true => print_strategies_of_one(out, c, lang)?,
        false => print_strategies(out, c, lang)?,
    }
    print_left_out(out, c, lang)?;
    let names: Vec<String> = written.report.iter().map(named).collect();
    writeln!(
        out,
        "{}",
        lang.fill(
            CliText::CompareWrote,
            &[(
                "files",
                &names.join(lang.text(CompareText::CompareListSeparator))
            )]
        )
    )?;
    let charts: Vec<&str> = written
        .charts
        .iter()
        .filter_map(|c| c.png.file_stem().and_then(|s| s.to_str()))
        .collect();
    if let Some(first) = written.charts.first() {
        let dir = first.png.parent().unwrap_or(Path::new("."));
        writeln!(
            out,
            "{}",
            lang.fill(
                CliText::CompareWroteCharts,
                &[
                    ("n", &charts.len()),
                    ("dir", &named(dir)),
                    (
                        "charts",
                        &charts.join(lang.text(CompareText::CompareListSeparator))
                    ),
                ],
            )
        )?;
    }
    let (overhead, fraction) = report::overhead(c, wall);
    writeln!(
        out,
        "{}",
        lang.fill(
            CliText::CompareTook,
            &[
                ("wall", &duration(wall)),
                ("solving", &duration(c.costs.solving())),
                ("overhead", &duration(overhead)),
                ("percent", &format!("{:.1}", fraction * 100.0)),
            ],
        )
    )?;
    Ok(())
}

/// One shard of the comparison: its puzzles' results into DIR/results.jsonl, a line each
/// as it finishes, and a line of progress on standard error.
fn run_shard(
    args: &CompareArgs,
    shard: &str,
    inputs: sudotrace_core::puzzle::parse::Inputs,
    options: &CompareOptions,
    dir: &Path,
    out: &mut dyn Write,
) -> anyhow::Result<Exit> {
    let shard = match shard.split_once('/') {
        _ if shard == "auto" => auto_shard(None)?,
        Some(("auto", count)) => {
            let count = count.parse().map_err(|_| {
                anyhow::anyhow!("--shard {shard}: {count:?} is not a number of shards")
            })?;
            auto_shard(Some(count))?
        }
        _ => Shard::parse(shard).map_err(|e| anyhow::anyhow!("--shard {e}"))?,
    };
    let started = Instant::now();
    let mut log = ShardLog { shard, started };
    let ran = shard::run_shard(inputs, options, shard, dir, args.resume, &mut log)
        .map_err(|e| anyhow::anyhow!("{e}"))?;
    writeln!(
        out,
        "shard {}: {} of its {} compared in {}{} into {}",
        ran.shard,
        count(ran.compared, "puzzle", "puzzles"),
        thousands(ran.puzzles as u64),
        duration(started.elapsed()),
        match ran.resumed {
            0 => String::new(),
            n => format!(" ({} done before)", thousands(n as u64)),
        },
        named(dir.join(shard::RESULTS))
    )?;
    Ok(Exit::Success)
}

/// The shard the scheduler's environment gives, said on standard error.
fn auto_shard(count: Option<u32>) -> anyhow::Result<Shard> {
    let (shard, said) = Shard::from_env(|name| std::env::var(name).ok(), count)
        .map_err(|e| anyhow::anyhow!("{e}"))?;
    super::warn(&said.to_string());
    Ok(shard)
}

/// A shard's progress, a line a finished puzzle, for its scheduler's log.
struct ShardLog {
    shard: Shard,
    started: Instant,
}

impl shard::ShardProgress for ShardLog {
    fn done(&mut self, done: usize, of: usize, number: usize) {
        super::warn(&format!(
            "shard {}: {} of {} puzzles done (puzzle {number}), {}",
            self.shard,
            thousands(done as u64),
            thousands(of as u64),
            duration(self.started.elapsed())
        ));
    }
}

fn merge(args: &MergeArgs, out: &mut dyn Write) -> anyhow::Result<Exit> {
    let (comparison, notes) = shard::merge(&args.shards).map_err(|e| anyhow::anyhow!("{e}"))?;
    sudotrace_app::outputs::make_output_folder(&args.output)?;
    let info = report::RunInfo {
        system: sudotrace_compare::System::detect(),
        date: sudotrace_compare::utc_now_rfc3339(),
        wall: notes.iter().map(|n| n.wall).sum(),
        shards: notes,
    };
    let wall = info.wall;
    let lang = args.lang.resolve();
    let written =
        sudotrace_app::comparison::write_comparison(&args.output, &comparison, &info, lang)?;
    print_summary(out, &comparison, &written, wall, lang)?;
    Ok(if comparison.all_solved() {
        Exit::Success
    } else {
        Exit::NotSolved
    })
}

fn status(args: &StatusArgs, out: &mut dyn Write) -> anyhow::Result<Exit> {
    let (mut done, mut total) = (0, 0);
    let mut count_of = None;
    for dir in &args.shards {
        let (shard, finished, puzzles, machine) =
            shard::status(dir).map_err(|e| anyhow::anyhow!("{e}"))?;
        writeln!(
            out,
            "shard {shard}: {} of {} puzzles done ({:.0}%) on {} ({})",
            thousands(finished as u64),
            thousands(puzzles as u64),
            100.0 * finished as f64 / puzzles.max(1) as f64,
            sudotrace_core::escape::shown(&machine.host, Lang::from_env()),
            named(dir)
        )?;
        done += finished;
        total += puzzles;
        count_of = Some(shard.count);
    }
    let shards = args.shards.len();
    let of = count_of.unwrap_or(0) as usize;
    writeln!(
        out,
        "in all: {} of {} puzzles done ({:.0}%) in {} of {} shards{}",
        thousands(done as u64),
        thousands(total as u64),
        100.0 * done as f64 / total.max(1) as f64,
        shards,
        of,
        if shards < of {
            " (the others' folders not given)"
        } else {
            ""
        }
    )?;
    Ok(Exit::Success)
}

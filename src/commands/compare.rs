//! `sudotrace compare`: read the puzzles, run the comparison, draw its charts and write
//! its report; and the progress bar that `compare`, `chart` and `demo` show on stderr.

use std::io::{IsTerminal, Write};
use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use anyhow::{Context, bail};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use super::{Exit, read_input};
use crate::cli::CompareArgs;
use sudotrace::chart::{self, Written};
use sudotrace::compare::report::{self, ChartRef, RunInfo};
use sudotrace::compare::{self, Comparison, Inputs, Options, Phase, Progress, System};
use sudotrace::parse;
use sudotrace::search::Strategy;
use sudotrace::summary::{duration, thousands};

pub fn run(args: &CompareArgs, out: &mut dyn Write) -> anyhow::Result<Exit> {
    let started = Instant::now();
    let mut solvers: Vec<Strategy> = Vec::new();
    for kind in args.solvers.iter().map(|&arg| Strategy::from(arg)) {
        if !solvers.contains(&kind) {
            solvers.push(kind);
        }
    }
    let options = Options {
        solvers,
        repeat: args.repeat as usize,
        max_tries: (args.max_tries > 0).then_some(args.max_tries),
        jobs: args
            .jobs
            .map_or_else(|| Options::default().jobs, |jobs| jobs as usize),
    };
    let inputs = read_inputs(&args.puzzles)?;
    std::fs::create_dir_all(&args.output)
        .with_context(|| format!("{}: cannot create the output folder", args.output.display()))?;

    let bar = Bar::new();
    let comparison = compare::run(inputs, &options, &bar);
    drop(bar);
    let written = write_outputs(&args.output, &comparison, started)?;
    print_summary(out, &comparison, &written, started.elapsed())?;
    Ok(if comparison.all_solved() {
        Exit::Success
    } else {
        Exit::NotSolved
    })
}

/// Every puzzle of every argument; bad lines are warned about and kept as skipped.
pub(super) fn read_inputs(args: &[String]) -> anyhow::Result<Inputs> {
    if args.iter().filter(|arg| *arg == "-").count() > 1 {
        bail!("standard input (-) can be read only once");
    }
    let mut inputs = Inputs::default();
    for (index, arg) in args.iter().enumerate() {
        let input = read_input(arg)?;
        // Puzzle text given on the command line is named by its place among the arguments.
        let source = if input.label == "puzzle" {
            format!("argument {}", index + 1)
        } else {
            input.label
        };
        inputs.add(&source, parse::parse_puzzles(&input.text));
    }
    for skipped in &inputs.skipped {
        eprintln!("warning: {}: {}; skipped", skipped.source, skipped.error);
    }
    if inputs.puzzles.is_empty() {
        bail!("no puzzle to compare: every input was skipped as unreadable");
    }
    Ok(inputs)
}

/// What [`write_outputs`] wrote.
pub(super) struct Outputs {
    pub report: Vec<std::path::PathBuf>,
    pub charts: Vec<Written>,
}

/// Draw the charts, then write the report (which shows them and the time taken so far).
pub(super) fn write_outputs(
    dir: &Path,
    comparison: &Comparison,
    started: Instant,
) -> anyhow::Result<Outputs> {
    let charts = chart::compare::write_all(dir, comparison)?;
    let refs: Vec<ChartRef> = charts
        .iter()
        .map(|c| ChartRef {
            file: file_name(&c.png),
            title: c.title.clone(),
        })
        .collect();
    let info = RunInfo {
        system: System::detect(),
        date: compare::utc_now_rfc3339(),
        wall: started.elapsed(),
    };
    let report = report::write(dir, comparison, &info, &refs)?;
    Ok(Outputs { report, charts })
}

fn file_name(path: &Path) -> String {
    path.file_name()
        .map(|name| name.to_string_lossy().into_owned())
        .unwrap_or_default()
}

fn count(n: usize, one: &str, many: &str) -> String {
    format!(
        "{} {}",
        thousands(n as u64),
        if n == 1 { one } else { many }
    )
}

fn print_summary(
    out: &mut dyn Write,
    c: &Comparison,
    written: &Outputs,
    wall: Duration,
) -> anyhow::Result<()> {
    let solvers: Vec<&str> = c.options.solvers.iter().map(|k| k.name()).collect();
    writeln!(
        out,
        "compared {} from {} with {} (time: median of {} untraced {} after a warm-up)",
        count(c.puzzles.len(), "puzzle", "puzzles"),
        count(c.inputs.len(), "input", "inputs"),
        solvers.join(" and "),
        c.options.repeat,
        if c.options.repeat == 1 { "run" } else { "runs" }
    )?;
    let counted = c.counted().count();
    if let Some(ratio) = c.total_ratio() {
        write!(
            out,
            "tables: {} in total over {}",
            ratio.words(),
            count(counted, "puzzle", "puzzles")
        )?;
        match c.speed_spread() {
            Some(spread) if counted > 1 => writeln!(
                out,
                " (per puzzle {}x to {}x as fast)",
                compare::times(spread.min),
                compare::times(spread.max)
            )?,
            _ => writeln!(out)?,
        }
    }
    let limited = c.limited().count();
    let mut left_out = Vec::new();
    if limited > 0 {
        left_out.push(format!(
            "{} stopped at the limit of {} tries",
            count(limited, "puzzle", "puzzles"),
            thousands(c.options.max_tries.unwrap_or(0))
        ));
    }
    if !c.skipped.is_empty() {
        left_out.push(format!(
            "{} skipped",
            count(c.skipped.len(), "input line", "input lines")
        ));
    }
    if !left_out.is_empty() {
        writeln!(out, "not counted: {}", left_out.join(", "))?;
    }
    let unsolvable = c
        .puzzles
        .iter()
        .filter(|p| p.outcome() == sudotrace::event::Outcome::Unsolvable)
        .count();
    if unsolvable > 0 {
        writeln!(
            out,
            "no solution: {}",
            count(unsolvable, "puzzle", "puzzles")
        )?;
    }
    let names: Vec<String> = written
        .report
        .iter()
        .map(|p| p.display().to_string())
        .collect();
    writeln!(out, "wrote {}", names.join(", "))?;
    let charts: Vec<&str> = written
        .charts
        .iter()
        .filter_map(|c| c.png.file_stem().and_then(|s| s.to_str()))
        .collect();
    if let Some(first) = written.charts.first() {
        let dir = first.png.parent().unwrap_or(Path::new("."));
        writeln!(
            out,
            "wrote {} charts into {} as PNG and SVG: {}",
            charts.len(),
            dir.display(),
            charts.join(", ")
        )?;
    }
    let (overhead, fraction) = report::overhead(c, wall);
    writeln!(
        out,
        "took {}: {} solving, {} ({:.1}%) for everything else",
        duration(wall),
        duration(c.costs.solving()),
        duration(overhead),
        fraction * 100.0
    )?;
    Ok(())
}

/// A progress bar on stderr that shows itself only once the work has taken a second,
/// and never when stderr is not a terminal.
pub(super) struct Bar {
    bar: ProgressBar,
    started: Instant,
    enabled: bool,
    shown: AtomicBool,
}

impl Bar {
    pub fn new() -> Bar {
        Bar {
            bar: ProgressBar::with_draw_target(None, ProgressDrawTarget::hidden()),
            started: Instant::now(),
            enabled: std::io::stderr().is_terminal(),
            shown: AtomicBool::new(false),
        }
    }

    /// Start a bar of `len` units (or a spinner when `None`) with the given message.
    pub fn begin(&self, len: Option<u64>, template: &str, message: &'static str) {
        let style = match len {
            Some(_) => ProgressStyle::with_template(template)
                .expect("valid template")
                .progress_chars("=> "),
            None => ProgressStyle::with_template(template).expect("valid template"),
        };
        self.bar.set_style(style);
        self.bar.set_message(message);
        match len {
            Some(len) => self.bar.set_length(len),
            None => self.bar.unset_length(),
        }
        self.bar.set_position(0);
        self.bar.reset_eta();
        self.show_if_slow();
    }

    pub fn inc(&self, delta: u64) {
        self.bar.inc(delta);
        self.show_if_slow();
    }

    pub fn set_position(&self, position: u64) {
        self.bar.set_position(position);
        self.show_if_slow();
    }

    fn show_if_slow(&self) {
        if self.enabled
            && !self.shown.load(Ordering::Relaxed)
            && self.started.elapsed() >= Duration::from_secs(1)
            && !self.shown.swap(true, Ordering::Relaxed)
        {
            self.bar.set_draw_target(ProgressDrawTarget::stderr());
        }
    }
}

impl Drop for Bar {
    fn drop(&mut self) {
        self.bar.finish_and_clear();
    }
}

impl Progress for Bar {
    fn start(&self, phase: Phase, total: u64) {
        match phase {
            Phase::Counting => self.begin(
                Some(total),
                "{msg} [{bar:32}] {human_pos}/{human_len} runs, {elapsed}",
                "counting",
            ),
            Phase::Timing => self.begin(
                Some(total),
                "{msg} [{bar:32}] {percent}% of the tries, {elapsed} (about {eta} left)",
                "timing  ",
            ),
        }
    }

    fn advance(&self, done: u64) {
        self.inc(done);
    }

    fn finish(&self) {}
}

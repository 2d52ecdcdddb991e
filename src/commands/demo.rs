//! `sudotrace demo`: the main job on the LeetCode 37 example, end to end: both checks
//! solve it, both traces are written, and the two are compared; the search is drawn as
//! an animated GIF, a PNG of a conflict and a web page that plays it; the comparison's report and charts go into
//! DIR/compare/ and the charts of the search into DIR/charts/.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use super::named;
use super::progress::Bar;
use super::{Exit, chart_trace, record_trace, write_comparison};
use crate::cli::DemoArgs;
use crate::lang::CliText;
use sudotrace_compare::{self as compare, Comparison, Ratio, Timing};
use sudotrace_core::events::counts::Count;
use sudotrace_core::events::event::Event;
use sudotrace_core::lang::Lang;
use sudotrace_core::lang::{pad, pad_left};
use sudotrace_core::numbers::{duration, thousands};
use sudotrace_core::puzzle::grid::{Grid, Unit};
use sudotrace_core::puzzle::parse::{Entry, Inputs, parse_puzzle_text};
use sudotrace_core::search::listing::Language;
use sudotrace_core::search::{Run, Strategy};
use sudotrace_core::trace::{Cursor, DEFAULT_MAX_EVENTS};
use sudotrace_frames as render;
use sudotrace_page::PageOptions;

/// Untraced runs timed for each check, after one warm-up run.
const TIMED_RUNS: usize = 21;

pub fn run(args: &DemoArgs, out: &mut dyn Write) -> anyhow::Result<Exit> {
    let lang = args.lang.resolve();
    let grid =
        parse_puzzle_text(sudotrace_core::LEETCODE_37).expect("the embedded puzzle is valid");
    sudotrace_app::outputs::make_output_folder(&args.output)?;
    let intro = lang.fill(CliText::DemoIntro, &[("blanks", &(81 - grid.filled()))]);
    writeln!(out, "{intro}\n{}\n", grid.to_pretty())?;

    let mut traced: Vec<(Strategy, Run, PathBuf)> = Vec::new();
    for strategy in Strategy::ALL {
        let path = args
            .output
            .join(format!("leetcode37-{}.jsonl", strategy.name()));
        let run = record_trace(&grid, None, strategy, Some(DEFAULT_MAX_EVENTS), &path)?;
        traced.push((strategy, run, path));
    }
    let started = Instant::now();
    let comparison = compare_checks(grid);
    let timing = |strategy| {
        comparison.puzzles[0]
            .variant(strategy)
            .and_then(|v| v.timing)
            .expect("every check is timed")
    };
    let (naive, tables) = (&traced[0].1, &traced[1].1);
    if let Some(solution) = &tables.end.solution {
        writeln!(
            out,
            "{}\n{}",
            lang.text(CliText::DemoSolved),
            solution.to_pretty()
        )?;
    }
    print_table(
        out,
        naive,
        tables,
        &timing(Strategy::NAIVE),
        &timing(Strategy::TABLES),
        lang,
    )?;
    print_strategies(out, &traced, lang)?;
    for (strategy, run, path) in &traced {
        let size = std::fs::metadata(path).map(|m| m.len()).unwrap_or(0);
        let wrote = lang.fill(
            CliText::DemoWroteTrace,
            &[
                ("path", &named(path)),
                ("search", &Strategy::label(strategy.name(), lang)),
                ("events", &thousands(run.end.stats.events)),
                ("bytes", &thousands(size)),
            ],
        );
        writeln!(out, "{wrote}")?;
    }
    let trace = &traced[0].2;
    let look = render::RenderOptions {
        lang,
        ..render::RenderOptions::default()
    };
    let (gif, png) = pictures(&args.output, trace, &look)?;
    let singles = traced
        .iter()
        .find(|(strategy, _, _)| *strategy == Strategy::MRV_SINGLES)
        .map(|(_, _, path)| path)
        .expect("the demo records mrv+singles+tables");
    let pair = side_by_side(&args.output, &traced[1].2, singles, &look)?;
    let coded = with_code(&args.output, trace, &look)?;
    for (path, report, what) in [
        (&gif.0, &gif.1, CliText::DemoAnimated),
        (&coded.0, &coded.1, CliText::DemoWithCode),
        (&png.0, &png.1, CliText::DemoConflict),
        (&pair.0, &pair.1, CliText::DemoSideBySide),
    ] {
        let wrote = lang.fill(
            CliText::DemoWrotePicture,
            &[
                ("path", &named(path)),
                ("what", &lang.text(what)),
                ("width", &report.width),
                ("height", &report.height),
                ("bytes", &thousands(report.bytes)),
            ],
        );
        writeln!(out, "{wrote}")?;
    }
    let html = args.output.join("leetcode37.html");
    let page = PageOptions {
        lang,
        ..PageOptions::default()
    };
    let asked = sudotrace_app::pages::Asked::default();
    let (_, bytes) = super::html::make_page(trace, &page, &asked, &html)?;
    let wrote = lang.fill(
        CliText::DemoWrotePage,
        &[("path", &named(&html)), ("bytes", &thousands(bytes))],
    );
    writeln!(out, "{wrote}")?;
    report_and_charts(&args.output, &comparison, started, trace, out, lang)?;
    let next = lang.fill(
        CliText::DemoNext,
        &[("command", &invocation()), ("trace", &named(trace))],
    );
    writeln!(out, "{next}")?;
    Ok(Exit::Success)
}

/// How to run sudotrace again as it was started: `sudotrace` when that name on PATH is
/// this program, `cargo run --release --` from a cargo build that is not installed, else
/// the program's own path. (Installed with `cargo install --path .`, it is `sudotrace`.)
fn invocation() -> String {
    let Some(exe) = std::env::current_exe()
        .ok()
        .and_then(|exe| exe.canonicalize().ok())
    else {
        return "sudotrace".to_string();
    };
    let on_path = std::env::var_os("PATH").is_some_and(|paths| {
        std::env::split_paths(&paths)
            .filter_map(|dir| {
                dir.join(format!("sudotrace{}", std::env::consts::EXE_SUFFIX))
                    .canonicalize()
                    .ok()
            })
            .any(|found| found == exe)
    });
    if on_path {
        return "sudotrace".to_string();
    }
    let built_in = |profile: &str| {
        exe.parent()
            .is_some_and(|dir| dir.ends_with(Path::new("target").join(profile)))
    };
    if built_in("release") {
        "cargo run --release --".to_string()
    } else if built_in("debug") {
        "cargo run --".to_string()
    } else {
        named(&exe)
    }
}

/// The counts of the two checks side by side, their times, and the comparison in words.
fn print_table(
    out: &mut dyn Write,
    naive: &Run,
    tables: &Run,
    naive_time: &Timing,
    tables_time: &Timing,
    lang: Lang,
) -> anyhow::Result<()> {
    let (n, t) = (&naive.end.stats, &tables.end.stats);
    let rows = Count::SEARCH.into_iter().chain([
        Count::MaxDepth,
        Count::Events,
        Count::CellReads,
        Count::TableLookups,
    ]);
    writeln!(out, "{:<16}{:>14}{:>14}", "", "naive", "tables")?;
    for count in rows {
        let (name, a, b) = (count.words(lang), count.of(n), count.of(t));
        writeln!(
            out,
            "{}{:>14}{:>14}",
            pad(name, 16),
            thousands(a),
            thousands(b)
        )?;
    }
    writeln!(
        out,
        "{}{:>14}{:>14}",
        pad(lang.text(CliText::DemoTimeMedian), 16),
        duration(naive_time.median),
        duration(tables_time.median)
    )?;
    let how = lang.fill(CliText::DemoMedianOf, &[("n", &TIMED_RUNS)]);
    writeln!(out, "{how}\n")?;
    writeln!(
        out,
        "{}",
        in_words(n.cell_reads, t.table_lookups, naive_time, tables_time, lang)
    )?;
    writeln!(out)?;
    Ok(())
}

/// Each strategy's search of the example in a line: what the fewest candidates first and
/// forced singles save.
fn print_strategies(
    out: &mut dyn Write,
    traced: &[(Strategy, Run, PathBuf)],
    lang: Lang,
) -> anyhow::Result<()> {
    let [tries, guesses, forced, dead_ends] =
        [Count::Tries, Count::Guesses, Count::Forced, Count::DeadEnds]
            .map(|count| count.words(lang));
    writeln!(
        out,
        "{}{}{}{}{}",
        pad(lang.text(CliText::DemoStrategy), 20),
        pad_left(tries, 10),
        pad_left(guesses, 10),
        pad_left(forced, 10),
        pad_left(dead_ends, 12)
    )?;
    for (strategy, run, _) in traced {
        let s = &run.end.stats;
        let plain = strategy.is_plain_rows();
        let count = |n: u64| {
            if plain {
                "–".to_string()
            } else {
                thousands(n)
            }
        };
        writeln!(
            out,
            "{:<20}{:>10}{:>10}{:>10}{:>12}",
            strategy.name(),
            thousands(s.tries),
            count(s.guesses),
            count(s.forced),
            count(s.dead_ends)
        )?;
    }
    writeln!(out)?;
    Ok(())
}

/// The row-by-row search and `other` side by side, frame for frame, as the README shows.
fn side_by_side(
    folder: &Path,
    rows: &Path,
    other: &Path,
    look: &render::RenderOptions,
) -> anyhow::Result<(PathBuf, render::Report)> {
    let gif = folder.join("side-by-side.gif");
    let report = render::render_pair(
        [render::Traced::open(rows)?, render::Traced::open(other)?],
        &render::Target::Gif(gif.clone()),
        look,
        &mut render::NoProgress,
    )
    .map_err(|e| anyhow::anyhow!("{e}"))?;
    Ok((gif, report))
}

/// The two checks compared on the puzzle as `compare` compares them: the counts, and
/// the median of [`TIMED_RUNS`] untraced runs of each after a warm-up.
fn compare_checks(grid: Grid) -> Comparison {
    let mut inputs = Inputs::default();
    let entry = Entry {
        line: 1,
        name: Some("leetcode37".into()),
        grid,
    };
    inputs.add("LeetCode 37", vec![Ok(entry)]);
    let options = compare::CompareOptions {
        repeat: TIMED_RUNS,
        ..Default::default()
    };
    let bar = Bar::new();
    compare::run(inputs, &options, &bar)
}

/// The comparison's report and charts (DIR/compare/), and the charts of the search from
/// its trace (DIR/charts/).
fn report_and_charts(
    folder: &Path,
    comparison: &Comparison,
    started: Instant,
    trace: &Path,
    out: &mut dyn Write,
    lang: Lang,
) -> anyhow::Result<()> {
    let dir = folder.join("compare");
    sudotrace_app::outputs::make_output_folder(&dir)?;
    let written = write_comparison(&dir, comparison, started, lang)?;
    let wrote = lang.fill(
        CliText::DemoWroteReport,
        &[
            ("path", &named(&written.report[0])),
            ("n", &written.charts.len()),
        ],
    );
    writeln!(out, "{wrote}")?;
    let charts = chart_trace(trace, &folder.join("charts"), lang)?;
    for chart in &charts {
        let wrote = lang.fill(
            CliText::DemoWroteChart,
            &[("path", &named(&chart.png)), ("title", &chart.title)],
        );
        writeln!(out, "{wrote}")?;
    }
    Ok(())
}

/// The search as an animated GIF, and a PNG of its first column conflict (or first
/// conflict), both drawn from `trace` with the default look (the key to the colours under the caption).
#[allow(clippy::type_complexity)]
fn pictures(
    folder: &Path,
    trace: &Path,
    look: &render::RenderOptions,
) -> anyhow::Result<((PathBuf, render::Report), (PathBuf, render::Report))> {
    // The picture the README shows: the default story, with the key to the colours.
    let options = look.clone();
    let gif = folder.join("leetcode37.gif");
    let report = render::render(
        render::Traced::open(trace)?,
        &render::Target::Gif(gif.clone()),
        &options,
        &mut render::NoProgress,
    )
    .map_err(|e| anyhow::anyhow!("{e}"))?;
    let trace_error = |e| anyhow::anyhow!("{}: {e}", named(trace));
    let mut cursor = Cursor::open(trace).map_err(trace_error)?;
    let (mut first, mut first_col) = (None, None);
    while let Some(event) = cursor.next_event().map_err(trace_error)? {
        if let Event::Conflict { unit, .. } = event {
            first.get_or_insert(cursor.position());
            if unit == Unit::Col {
                first_col = Some(cursor.position());
                break;
            }
        }
    }
    let at = first_col.or(first).unwrap_or(0);
    let png = folder.join("leetcode37-conflict.png");
    let png_report = render::render(
        render::Traced::open(trace)?,
        &render::Target::Png {
            path: png.clone(),
            at,
        },
        &options,
        &mut render::NoProgress,
    )
    .map_err(|e| anyhow::anyhow!("{e}"))?;
    Ok(((gif, report), (png, png_report)))
}

/// The search animated beside its pseudocode (`render --panel code`), the line that
/// made each event lit: the README's picture of the algorithm beside the board.
fn with_code(
    folder: &Path,
    trace: &Path,
    look: &render::RenderOptions,
) -> anyhow::Result<(PathBuf, render::Report)> {
    let options = render::RenderOptions {
        panel: Some(render::SidePanel::Code(Language::Pseudocode)),
        ..look.clone()
    };
    let gif = folder.join("leetcode37-code.gif");
    let report = render::render(
        render::Traced::open(trace)?,
        &render::Target::Gif(gif.clone()),
        &options,
        &mut render::NoProgress,
    )
    .map_err(|e| anyhow::anyhow!("{e}"))?;
    Ok((gif, report))
}

/// The comparison in words: what each check did, in its own units (a table lookup and a
/// cell read are not the same work, so no ratio of them is given), and how much faster
/// tables is.
fn in_words(
    cell_reads: u64,
    table_lookups: u64,
    naive: &Timing,
    tables: &Timing,
    lang: Lang,
) -> String {
    let tiny = Duration::from_nanos(1);
    Ratio::of(
        cell_reads,
        naive.median.max(tiny),
        table_lookups,
        tables.median.max(tiny),
    )
    .map(|ratio| ratio.words(lang))
    .unwrap_or_default()
}

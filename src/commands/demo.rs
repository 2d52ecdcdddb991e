//! `sudotrace demo`: the main job on the LeetCode 37 example, end to end: both checks
//! solve it, both traces are written, and the two are compared.

use std::io::Write;

use anyhow::Context;

use super::Exit;
use super::solve::record;
use crate::cli::DemoArgs;
use crate::parse::{Entry, parse_puzzle_text};
use crate::solver::{SolverKind, Timing, time_untraced};
use crate::summary::{duration, thousands};
use crate::trace::DEFAULT_MAX_EVENTS;

/// Untraced runs timed for each check, after one warm-up run.
const TIMED_RUNS: usize = 21;

pub fn run(args: &DemoArgs, out: &mut dyn Write) -> anyhow::Result<Exit> {
    let grid = parse_puzzle_text(crate::LEETCODE_37).expect("the embedded puzzle is valid");
    let entry = Entry {
        line: 1,
        name: Some("leetcode37".into()),
        grid,
    };
    std::fs::create_dir_all(&args.output)
        .with_context(|| format!("{}: cannot create the output folder", args.output.display()))?;
    writeln!(
        out,
        "LeetCode 37 example, {} blanks\n{}\n",
        81 - grid.filled(),
        grid.to_pretty()
    )?;

    let mut columns = Vec::new();
    for kind in SolverKind::ALL {
        let path = args
            .output
            .join(format!("leetcode37-{}.jsonl", kind.name()));
        let run = record(&entry, kind, Some(DEFAULT_MAX_EVENTS), &path)?;
        let timing = time_untraced(&grid, kind, TIMED_RUNS);
        columns.push((kind, run, timing, path));
    }
    let [(_, naive, naive_time, _), (_, tables, tables_time, _)] = &columns[..] else {
        unreachable!("two checks")
    };
    if let Some(solution) = &tables.end.solution {
        writeln!(out, "solved:\n{}", solution.to_pretty())?;
    }
    let (n, t) = (&naive.end.stats, &tables.end.stats);
    let rows: [(&str, u64, u64); 10] = [
        ("tries", n.tries, t.tries),
        ("conflicts: row", n.conflicts.row, t.conflicts.row),
        ("conflicts: col", n.conflicts.col, t.conflicts.col),
        ("conflicts: box", n.conflicts.box_, t.conflicts.box_),
        ("places", n.places, t.places),
        ("backtracks", n.backtracks, t.backtracks),
        ("max depth", n.max_depth, t.max_depth),
        ("events", n.events, t.events),
        ("cell reads", n.cell_reads, t.cell_reads),
        ("table lookups", n.table_lookups, t.table_lookups),
    ];
    writeln!(out, "{:<16}{:>14}{:>14}", "", "naive", "tables")?;
    for (name, a, b) in rows {
        writeln!(out, "{name:<16}{:>14}{:>14}", thousands(a), thousands(b))?;
    }
    writeln!(
        out,
        "{:<16}{:>14}{:>14}",
        format!("time, median"),
        duration(naive_time.median),
        duration(tables_time.median)
    )?;
    writeln!(
        out,
        "  (median of {TIMED_RUNS} untraced runs after a warm-up)\n"
    )?;
    writeln!(
        out,
        "{}",
        comparison(n.cell_reads, t.table_lookups, naive_time, tables_time)
    )?;
    writeln!(out)?;
    for (kind, run, _, path) in &columns {
        let size = std::fs::metadata(path).map(|m| m.len()).unwrap_or(0);
        writeln!(
            out,
            "wrote {} ({} check, {} events, {} bytes)",
            path.display(),
            kind.name(),
            thousands(run.end.stats.events),
            thousands(size)
        )?;
    }
    writeln!(out, "next: sudotrace stats {}", columns[0].3.display())?;
    Ok(Exit::Success)
}

/// The comparison in words: how many fewer checks and how much faster tables are.
fn comparison(cell_reads: u64, table_lookups: u64, naive: &Timing, tables: &Timing) -> String {
    let fewer = cell_reads as f64 / table_lookups.max(1) as f64;
    let faster = naive.median.as_secs_f64() / tables.median.as_secs_f64().max(1e-12);
    format!(
        "tables: {fewer:.1}x fewer checks ({} table lookups against {} cell reads), {faster:.1}x faster",
        thousands(table_lookups),
        thousands(cell_reads)
    )
}

//! `report.md`: the comparison for people, with the ratios in words, a table of totals
//! and one of every puzzle, what was left out and why, the charts, and how it was
//! measured.

use std::fmt::Write as _;

use super::{ChartRef, RunInfo, note, overhead};
use crate::{Comparison, PuzzleResult, Timing, Total};
use sudotrace_core::counts::Count;
use sudotrace_core::lang::Lang;
use sudotrace_core::search::Strategy;
use sudotrace_core::words::{count, duration, list, thousands};

/// A table cell's text with the characters that would break a Markdown table escaped.
fn cell(text: &str) -> String {
    text.replace('\\', "\\\\")
        .replace('|', "\\|")
        .replace(['\n', '\r'], " ")
}

fn timing_words(timing: &Timing) -> String {
    format!(
        "{} ({} – {})",
        duration(timing.median),
        duration(timing.min),
        duration(timing.max)
    )
}

pub(super) fn markdown(c: &Comparison, info: &RunInfo, charts: &[ChartRef]) -> String {
    let mut md = String::new();
    let counted = c.counted().count();
    intro(&mut md, c, counted);
    totals_table(&mut md, c);
    censored(&mut md, c);
    puzzles_table(&mut md, c);
    marked(&mut md, c);
    if !charts.is_empty() {
        let _ = writeln!(md, "## Charts\n");
        for chart in charts {
            let _ = writeln!(md, "![{}]({})\n", cell(&chart.title), chart.file);
        }
    }
    how_measured(&mut md, c, info);
    md
}

/// The title, what was compared, the gains and the ratio in words, each strategy's
/// solved count, and what was stopped or skipped.
fn intro(md: &mut String, c: &Comparison, counted: usize) {
    let solvers: Vec<&str> = c.options.solvers.iter().map(|k| k.name()).collect();
    let limited = c.limited().count();
    let what = if c.one_search() { "Check" } else { "Strategy" };
    let _ = writeln!(md, "# {what} comparison: {}\n", solvers.join(" against "));
    let sources: Vec<String> = c
        .inputs
        .iter()
        .map(|i| {
            if c.inputs.len() == 1 {
                format!("`{}`", i.source)
            } else {
                format!("`{}` ({})", i.source, count(i.puzzles, "puzzle", "puzzles"))
            }
        })
        .collect();
    let sources: Vec<&str> = sources.iter().map(String::as_str).collect();
    let _ = writeln!(
        md,
        "{} from {}, each solved by {}. Counts come from the search itself; time is the \
         median of {} untraced runs after a warm-up, with the fastest and slowest run in \
         brackets. Searches are stopped after {}.\n",
        count(c.puzzles.len(), "puzzle", "puzzles"),
        list(&sources),
        list(&solvers),
        c.options.repeat,
        limits_words(c)
    );
    for gain in c.gains() {
        let _ = writeln!(md, "- **{}**", gain.words());
    }
    if !c.gains().is_empty() {
        let _ = writeln!(md);
    }
    if let Some(ratio) = c.total_ratio() {
        let _ = write!(
            md,
            "**tables: {}** in total over the {} both finished",
            ratio.words(),
            count(c.ratio_puzzles(), "puzzle", "puzzles")
        );
        if let Some(spread) = c.speed_spread().filter(|_| counted > 1) {
            let _ = write!(
                md,
                "; per puzzle from {}x to {}x as fast, {}x in the geometric mean",
                crate::times(spread.min),
                crate::times(spread.max),
                crate::times(spread.geometric_mean)
            );
        }
        let _ = writeln!(md, ".\n");
    }
    for &kind in &c.options.solvers {
        let total = c.total(kind);
        let _ = writeln!(md, "- {}: {}.", kind.name(), total.solved_words(&c.options));
    }
    let _ = writeln!(md);
    if limited > 0 {
        let _ = writeln!(
            md,
            "Every puzzle stays in every strategy's totals: on {}, at least one strategy was \
             stopped at the limit, and that search counts as needing more (see [Reading \
             censored results](#reading-censored-results)).\n",
            count(limited, "puzzle", "puzzles")
        );
    }
    if !c.skipped.is_empty() {
        let _ = writeln!(
            md,
            "{} skipped as unreadable (see [Stopped, skipped and disagreeing](#stopped-skipped-and-disagreeing)).\n",
            count(c.skipped.len(), "input line", "input lines")
        );
    }
    if c.puzzles.iter().any(PuzzleResult::variants_disagree) {
        let _ = writeln!(
            md,
            "**Warning:** on some puzzles the variants' counts differ, so they did not make \
             the same search; see the notes below.\n"
        );
    }
}

/// The limits searches ran under: `100,000 tries`, `100,000 tries or 2 s`, `no limit`.
fn limits_words(c: &Comparison) -> String {
    let mut limits = Vec::new();
    if let Some(n) = c.options.max_tries {
        limits.push(format!("{} tries", thousands(n)));
    }
    if let Some(time) = c.options.max_time {
        limits.push(duration(time));
    }
    match limits.is_empty() {
        true => "no limit".to_string(),
        false => limits.join(" or "),
    }
}

/// A time in nanoseconds, in words.
fn time_words(ns: f64) -> String {
    duration(std::time::Duration::from_nanos(ns.round() as u64))
}

/// How to read figures past the limit, when a search was stopped or a limit was set.
fn censored(md: &mut String, c: &Comparison) {
    let Some(limit) = c.options.max_tries else {
        return;
    };
    let limit = thousands(limit);
    let clock = match c.options.max_time {
        Some(time) => format!(
            " A search stopped by the clock, after {}, is censored too: it needs more time \
             than that, and more tries than it made. With it, the median and PAR-2 mean of the \
             time are given (a search stopped by either limit counting as more than {}, and \
             as {} × {}), and those of the tries only when the clock stopped none.\n",
            duration(time),
            duration(time),
            crate::PENALTY,
            duration(time)
        ),
        None => String::new(),
    };
    let _ = writeln!(
        md,
        "## Reading censored results\n\n\
         A search stopped at the limit made exactly {limit} tries and needs more: its \
         result is *censored*, known only to be more than {limit} tries. Such a puzzle \
         stays in the strategy's totals, as the SAT competitions count a timeout:\n\n\
         - **solved** counts the puzzles solved within the limit, of all compared;\n\
         - the **median tries** is taken over every puzzle, a stopped one counting as more \
         than any finished one; a median that falls among them reads `> N`, the least it \
         can be;\n\
         - the **PAR-2 mean tries** (penalised average runtime, factor {penalty}) is the \
         mean over every puzzle with each stopped search counted as {penalty} × {limit} \
         tries: it grows with every puzzle a strategy cannot finish;\n\
         - counts, times and speeds are over the puzzles the strategy **finished**, and \
         a ratio between two strategies over the puzzles both finished, saying how many.\n\n\
         A cactus plot shows the same at every budget: how many puzzles each strategy \
         solves within that many tries, or that much time.\n{clock}",
        penalty = crate::PENALTY,
    );
}

/// The machine, the method, and where the time of the comparison went.
fn how_measured(md: &mut String, c: &Comparison, info: &RunInfo) {
    let (overhead, fraction) = overhead(c, info.wall);
    let costs = &c.costs;
    let _ = writeln!(md, "## How this was measured\n");
    let _ = writeln!(
        md,
        "- sudotrace {}, {}, on {} ({}, {} {}).",
        env!("CARGO_PKG_VERSION"),
        info.date,
        cell(&info.system.cpu),
        count(info.system.cores, "core", "cores"),
        info.system.os,
        info.system.arch
    );
    let _ = writeln!(
        md,
        "- Counts: one untraced run of every puzzle and variant, on {}.",
        count(c.options.jobs, "thread", "threads")
    );
    let _ = writeln!(
        md,
        "- Time: for each puzzle and variant in turn, alone, a warm-up run (the whole \
         search, or its first {} events when longer), then {} timed untraced {}; the \
         solver's own clock, median with min and max. Stopped searches are not timed.",
        thousands(crate::WARMUP_EVENTS),
        c.options.repeat,
        if c.options.repeat == 1 { "run" } else { "runs" }
    );
    if let Some(n) = c.options.max_tries {
        let _ = writeln!(
            md,
            "- Limit: a search is stopped once it has made {} tries, before its next, and \
             marked `limit`: it needs more than {} (censored; see [Reading censored \
             results](#reading-censored-results)).",
            thousands(n),
            thousands(n)
        );
    }
    shards(md, info);
    let _ = writeln!(
        md,
        "- This comparison took {} up to this report: {} solving (counting {}, warm-ups \
         and timed runs {}, of which timed runs {}) and {} ({:.1}%) for everything else.",
        duration(info.wall),
        duration(costs.solving()),
        duration(costs.counting),
        duration(costs.timing_solver),
        duration(costs.timed),
        duration(overhead),
        fraction * 100.0
    );
}

/// The shards merged into the report: each one's machine and times, apart.
fn shards(md: &mut String, info: &RunInfo) {
    if info.shards.is_empty() {
        return;
    }
    let mut machines: Vec<(&str, usize)> = Vec::new();
    for note in &info.shards {
        if !machines.contains(&(note.machine.cpu.as_str(), note.machine.cores)) {
            machines.push((note.machine.cpu.as_str(), note.machine.cores));
        }
    }
    let _ = writeln!(
        md,
        "- Run as {} merged by `sudotrace compare merge`, on {}; each puzzle was timed on one \
         shard's machine, alone:\n",
        count(info.shards.len(), "shard", "shards"),
        count(machines.len(), "kind of machine", "kinds of machine")
    );
    // Each solver's time on each shard's counted puzzles: times from one machine, apart.
    let solvers: Vec<&str> = info
        .shards
        .first()
        .map(|n| n.times.iter().map(|(s, _)| s.name()).collect())
        .unwrap_or_default();
    let _ = writeln!(
        md,
        "  | shard | host | machine | puzzles | solving | in all | counted |{}",
        solvers
            .iter()
            .map(|s| format!(" {s} |"))
            .collect::<String>()
    );
    let _ = writeln!(
        md,
        "  |---|---|---|---:|---:|---:|---:|{}",
        "---:|".repeat(solvers.len())
    );
    for note in &info.shards {
        let times: String = note
            .times
            .iter()
            .map(|(_, time)| format!(" {} |", duration(*time)))
            .collect();
        let _ = writeln!(
            md,
            "  | {} | {} | {} ({}) | {} | {} | {} | {} |{times}",
            note.shard,
            cell(&note.machine.host),
            cell(&note.machine.cpu),
            count(note.machine.cores, "core", "cores"),
            thousands(note.puzzles as u64),
            duration(note.solving),
            duration(note.wall),
            thousands(note.counted as u64),
        );
    }
    let _ = writeln!(md);
    if machines.len() > 1 {
        let _ = writeln!(
            md,
            "- **The times come from {} kinds of machine.** Each puzzle's time is its own \
             machine's; totals and ratios of time below add times from different machines: \
             compare the solvers' times shard by shard in the table above (each from one \
             machine), or run the shards on one kind of machine.",
            machines.len()
        );
    }
}

fn totals_table(md: &mut String, c: &Comparison) {
    let _ = writeln!(
        md,
        "## Totals\n\nThe first rows are over every puzzle, {}; the rest over the \
         puzzles each strategy finished (solved, or found without solution, within the \
         limit).\n",
        match c.options.max_tries.or(c.options.max_time.map(|_| 0)) {
            Some(_) => format!(
                "a search stopped at {} counting as more than the limit",
                limits_words(c)
            ),
            None => "with no limit".to_string(),
        }
    );
    let totals: Vec<_> = c.options.solvers.iter().map(|&k| c.total(k)).collect();
    let _ = write!(md, "| |");
    for kind in &c.options.solvers {
        let _ = write!(md, " {} |", kind.name());
    }
    let _ = write!(md, "\n|---|");
    for _ in &c.options.solvers {
        let _ = write!(md, "---:|");
    }
    let _ = writeln!(md);
    type Measure = fn(&Total, Strategy) -> String;
    /// A row of the table: a count of the totals, or another measure of them.
    enum Row {
        Count(&'static str, Count),
        Measure(&'static str, Measure),
    }
    let mut rows: Vec<Row> = vec![
        Row::Measure("puzzles", |t, _| thousands(t.puzzles as u64)),
        Row::Measure("solved", |t, _| thousands(t.solved as u64)),
        Row::Measure("stopped at the limit", |t, _| thousands(t.stopped as u64)),
        Row::Measure("no solution", |t, _| thousands(t.unsolvable as u64)),
        Row::Measure("median tries (every puzzle)", |t, _| {
            t.median_tries
                .map_or_else(|| "–".to_string(), |m| m.words())
        }),
        Row::Measure("PAR-2 mean tries (every puzzle)", |t, _| {
            t.penalised_mean_tries
                .map_or_else(|| "–".to_string(), |v| thousands(v.round() as u64))
        }),
        Row::Measure("median time (every puzzle)", |t, _| {
            t.median_time.map_or_else(
                || "–".to_string(),
                |m| match m {
                    crate::Censored::Exact(ns) => time_words(ns),
                    crate::Censored::Above(ns) => format!("> {}", time_words(ns)),
                },
            )
        }),
        Row::Measure("PAR-2 mean time (every puzzle)", |t, _| {
            t.penalised_mean_time
                .map_or_else(|| "–".to_string(), time_words)
        }),
        Row::Measure("**finished**, which the rows below are over", |t, _| {
            format!("**{}**", thousands(t.finished as u64))
        }),
    ];
    if c.options.max_time.is_none() {
        rows.retain(|row| !matches!(row, Row::Measure(name, _) if name.contains("time (every")));
    }
    if !c.one_search() {
        let measures: [(&str, Measure); 4] = [
            ("puzzles a second", |t, _| {
                t.puzzles_per_second()
                    .map_or_else(|| "–".to_string(), |v| thousands(v.round() as u64))
            }),
            ("µs a puzzle", |t, _| {
                t.micros_per_puzzle()
                    .map_or_else(|| "–".to_string(), sudotrace_core::words::tenths)
            }),
            ("solved without guessing", |t, _| {
                t.share_without_guessing()
                    .map_or_else(|| "–".to_string(), |v| format!("{:.1}%", v * 100.0))
            }),
            ("guesses a puzzle", |t, _| {
                t.guesses_per_puzzle()
                    .map_or_else(|| "–".to_string(), |v| format!("{v:.1}"))
            }),
        ];
        rows.extend(measures.map(|(name, measure)| Row::Measure(name, measure)));
    }
    let labelled = |count: Count| Row::Count(count.words(Lang::En), count);
    rows.extend(Count::SEARCH.map(labelled));
    if !c.one_search() {
        rows.extend(
            [
                Count::Choices,
                Count::Guesses,
                Count::Forced,
                Count::DeadEnds,
            ]
            .map(labelled),
        );
    }
    // These four rows are named by their fields, as the CSV's columns are.
    let by_field = |count: Count| Row::Count(count.field(), count);
    rows.extend(
        [
            Count::CellReads,
            Count::TableLookups,
            Count::MaxDepth,
            Count::Events,
        ]
        .map(by_field),
    );
    rows.push(Row::Measure("time (sum of medians)", |t, _| {
        duration(t.time)
    }));
    if !c.one_search() {
        rows.push(Row::Measure("work a try (check's cost / tries)", |t, k| {
            t.cost_per_try(k)
                .map_or_else(|| "–".to_string(), |v| format!("{v:.1}"))
        }));
        rows.push(Row::Measure(
            "work a placement (check's cost / placed and forced digits)",
            |t, k| {
                t.cost_per_placement(k)
                    .map_or_else(|| "–".to_string(), |v| format!("{v:.1}"))
            },
        ));
    }
    for row in rows {
        let (Row::Count(name, _) | Row::Measure(name, _)) = row;
        let _ = write!(md, "| {name} |");
        for (total, &kind) in totals.iter().zip(&c.options.solvers) {
            let value = match row {
                Row::Count(_, count) => thousands(count.of(&total.stats)),
                Row::Measure(_, measure) => measure(total, kind),
            };
            let _ = write!(md, " {value} |");
        }
        let _ = writeln!(md);
    }
    let _ = writeln!(md);
}

/// Every puzzle, a column group a strategy: its tries, its check's cost and its time.
fn strategies_table(md: &mut String, c: &Comparison) {
    let _ = writeln!(
        md,
        "## Per puzzle\n\nEach strategy makes its own search: its tries, what its check \
         paid (cell reads or table lookups, with the looks over the blanks), and its time.\n"
    );
    let _ = write!(md, "| # | puzzle | result |");
    for kind in &c.options.solvers {
        let _ = write!(
            md,
            " {k}: tries | {k}: {} | {k}: time |",
            kind.check.cost_name(),
            k = kind.name()
        );
    }
    let _ = write!(md, "\n|--:|---|---|");
    for _ in &c.options.solvers {
        let _ = write!(md, "--:|--:|--:|");
    }
    let _ = writeln!(md);
    for p in &c.puzzles {
        let result = if p.hit_limit() {
            "**limit**".to_string()
        } else {
            p.outcome().name().to_string()
        };
        let _ = write!(
            md,
            "| {} | {} | {} |",
            p.number,
            cell(&p.puzzle.label()),
            result
        );
        for v in &p.variants {
            let time = v
                .timing
                .as_ref()
                .map_or_else(|| "not timed".to_string(), timing_words);
            let tries = match super::censored_words(c, v) {
                Some(words) => format!("{} ({words})", thousands(v.stats.tries)),
                None => thousands(v.stats.tries),
            };
            let _ = write!(md, " {} | {} | {} |", tries, thousands(v.cost()), time);
        }
        let _ = writeln!(md);
    }
    let _ = writeln!(md);
}

fn puzzles_table(md: &mut String, c: &Comparison) {
    if !c.one_search() {
        return strategies_table(md, c);
    }
    let _ = writeln!(
        md,
        "## Per puzzle\n\nTries, conflicts and backtracks are the same for every variant (they \
         make the same search); each variant pays its own cost counter.\n"
    );
    let pair = c.has_pair();
    let _ = write!(
        md,
        "| # | puzzle | result | tries | conflicts row / col / box | backtracks |"
    );
    for kind in &c.options.solvers {
        let _ = write!(
            md,
            " {}: {} | {}: time |",
            kind.name(),
            kind.check.cost_name(),
            kind.name()
        );
    }
    if pair {
        let _ = write!(md, " tables against naive |");
    }
    let _ = write!(md, "\n|--:|---|---|--:|--:|--:|");
    for _ in &c.options.solvers {
        let _ = write!(md, "--:|--:|");
    }
    if pair {
        let _ = write!(md, "---|");
    }
    let _ = writeln!(md);
    for p in &c.puzzles {
        let Some(first) = p.variants.first() else {
            continue;
        };
        let s = &first.stats;
        let result = if p.hit_limit() {
            let beyond = super::censored_words(c, first).unwrap_or_default();
            format!("**limit** (needs {beyond})")
        } else {
            p.outcome().name().to_string()
        };
        let _ = write!(
            md,
            "| {} | {} | {} | {} | {} / {} / {} | {} |",
            p.number,
            cell(&p.puzzle.label()),
            result,
            thousands(s.tries),
            thousands(s.conflicts.row),
            thousands(s.conflicts.col),
            thousands(s.conflicts.box_),
            thousands(s.backtracks)
        );
        for v in &p.variants {
            let time = v
                .timing
                .as_ref()
                .map_or_else(|| "not timed".to_string(), timing_words);
            let _ = write!(md, " {} | {} |", thousands(v.cost()), time);
        }
        if pair {
            let words = c
                .puzzle_ratio(p)
                .map_or_else(|| "not finished by both".to_string(), |r| r.words());
            let _ = write!(md, " {words} |");
        }
        let _ = writeln!(md);
    }
    let _ = writeln!(md);
}

/// The puzzles a strategy was stopped at, the input lines skipped, and the puzzles whose
/// variants disagree.
fn marked(md: &mut String, c: &Comparison) {
    let limited: Vec<&PuzzleResult> = c.limited().collect();
    let disagree: Vec<&PuzzleResult> = c.puzzles.iter().filter(|p| p.variants_disagree()).collect();
    if limited.is_empty() && c.skipped.is_empty() && disagree.is_empty() {
        return;
    }
    let _ = writeln!(md, "## Stopped, skipped and disagreeing\n");
    if !limited.is_empty() {
        let _ = writeln!(
            md,
            "### Stopped at the limit ({})\n\nAt least one strategy was stopped at the limit \
             ({}) on these puzzles and not timed: it needs more. They count in its totals as \
             censored, and are left out of the per-puzzle ratios and charts.\n",
            limited.len(),
            limits_words(c)
        );
        let _ = writeln!(
            md,
            "| # | puzzle | stopped | puzzle text |\n|--:|---|---|---|"
        );
        for p in limited {
            let stopped: Vec<&str> = p
                .variants
                .iter()
                .filter(|v| v.outcome == sudotrace_core::event::Outcome::Limit)
                .map(|v| v.solver.name())
                .collect();
            let _ = writeln!(
                md,
                "| {} | {} | {} | `{}` |",
                p.number,
                cell(&p.puzzle.label()),
                stopped.join(", "),
                p.puzzle.grid.to_line()
            );
        }
        let _ = writeln!(md);
    }
    if !c.skipped.is_empty() {
        let _ = writeln!(
            md,
            "### Skipped input lines ({})\n\nThese could not be read as puzzles; the rest of each \
             input was compared.\n",
            c.skipped.len()
        );
        let _ = writeln!(md, "| input | line | why |\n|---|--:|---|");
        for s in &c.skipped {
            let _ = writeln!(
                md,
                "| `{}` | {} | {} |",
                cell(&s.source),
                s.line.map_or_else(|| "-".to_string(), |l| l.to_string()),
                cell(&s.error)
            );
        }
        let _ = writeln!(md);
    }
    if !disagree.is_empty() {
        let _ = writeln!(md, "### Variants that disagree\n");
        for p in disagree {
            let _ = writeln!(
                md,
                "- {} ({}): {}",
                p.number,
                cell(&p.puzzle.label()),
                note(c, p).unwrap_or_default()
            );
        }
        let _ = writeln!(md);
    }
}

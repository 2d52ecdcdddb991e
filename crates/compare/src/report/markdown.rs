//! `report.md`: the comparison for people, with the ratios in words, a table of totals
//! and one of every puzzle, what was left out and why, the charts, and how it was
//! measured; its words in the language asked for.

use std::fmt::Write as _;

use super::{ChartRef, RunInfo, note, overhead};
use crate::lang::CompareText;
use crate::{Comparison, PuzzleResult, Timing, Total, VariantResult, input_lines, puzzles};
use sudotrace_core::escape::{escaped, word};
use sudotrace_core::events::counts::Count;
use sudotrace_core::lang::Lang;
use sudotrace_core::numbers::{duration, thousands};
use sudotrace_core::search::Strategy;

/// Words that came from a file (a puzzle's name, a file's, a machine's, a reason that
/// quotes a line) as Markdown text: read as the words they are, in a table cell or not.
/// Their control characters are escaped ([`escaped`]: a line break cannot end a table
/// row), and each character Markdown would read as markup is escaped with a backslash:
/// no `|` ends a cell, no `[`, `]`, `!` or `<` makes a link, an image or HTML, no `*`,
/// `_` or `~` emphasis, no `&` an entity, no backtick code.
fn cell(text: &str) -> String {
    let text = escaped(text);
    let mut out = String::with_capacity(text.len() + 8);
    for ch in text.chars() {
        if matches!(
            ch,
            '\\' | '`' | '*' | '_' | '[' | ']' | '<' | '>' | '!' | '|' | '&' | '~' | '#'
        ) {
            out.push('\\');
        }
        out.push(ch);
    }
    out
}

/// A name that came from a file (a puzzle's, a machine's) as a Markdown [`cell`]: its
/// backslashes doubled first ([`word`]), so that a name holding `\u{1b}` never reads as
/// an escaped ESC.
fn name_cell(text: &str) -> String {
    cell(&word(text))
}

/// Words that came from a file as a Markdown code span (a file's name): fenced by more
/// backticks than any run of them inside, their control characters escaped; in a table
/// (`in_table`) a `|` is escaped too, which GitHub's tables read even inside code.
fn code(text: &str, in_table: bool) -> String {
    let mut text = escaped(text).into_owned();
    if in_table {
        text = text.replace('|', "\\|");
    }
    let (mut longest, mut run) = (0, 0);
    for ch in text.chars() {
        run = if ch == '`' { run + 1 } else { 0 };
        longest = longest.max(run);
    }
    let fence = "`".repeat(longest + 1);
    let pad = if text.starts_with('`') || text.ends_with('`') {
        " "
    } else {
        ""
    };
    format!("{fence}{pad}{text}{pad}{fence}")
}

fn timing_words(timing: &Timing) -> String {
    format!(
        "{} ({} – {})",
        duration(timing.median),
        duration(timing.min),
        duration(timing.max)
    )
}

/// A count in words from its one and many texts: `1 core`, `4 cores`.
fn counted(lang: Lang, n: usize, one: CompareText, many: CompareText) -> String {
    match n {
        1 => lang.text(one).to_string(),
        _ => lang.fill(many, &[("n", &thousands(n as u64))]),
    }
}

/// Names in a list: `a`, `a and b`, `a, b and c`.
fn list(lang: Lang, words: &[&str]) -> String {
    match words {
        [] => String::new(),
        [one] => one.to_string(),
        [init @ .., last] => lang.fill(
            CompareText::ReportListAnd,
            &[
                (
                    "init",
                    &init.join(lang.text(CompareText::CompareNamesSeparator)),
                ),
                ("last", last),
            ],
        ),
    }
}

pub(super) fn markdown(c: &Comparison, info: &RunInfo, charts: &[ChartRef], lang: Lang) -> String {
    let mut md = String::new();
    let counted = c.counted().count();
    // One puzzle has nothing to total, spread or censor over puzzles: its results are a
    // column a strategy.
    match c.one_puzzle() {
        true => {
            intro_of_one(&mut md, c, lang);
            results_of_one(&mut md, c, lang);
        }
        false => {
            intro(&mut md, c, counted, lang);
            totals_table(&mut md, c, lang);
            censored(&mut md, c, lang);
            puzzles_table(&mut md, c, lang);
        }
    }
    marked(&mut md, c, lang);
    if !charts.is_empty() {
        let _ = writeln!(md, "{}\n", lang.text(CompareText::ReportCharts));
        for chart in charts {
            let _ = writeln!(md, "![{}]({})\n", cell(&chart.title), chart.file);
        }
    }
    how_measured(&mut md, c, info, lang);
    md
}

/// The title, what was compared, the gains and the ratio in words, each strategy's
/// solved count, and what was stopped or skipped.
fn intro(md: &mut String, c: &Comparison, counted: usize, lang: Lang) {
    let solvers: Vec<&str> = c.options.solvers.iter().map(|k| k.name()).collect();
    let limited = c.limited().count();
    title(md, c, lang);
    let sources: Vec<String> = c
        .inputs
        .iter()
        .map(|i| {
            if c.inputs.len() == 1 {
                code(&i.source, false)
            } else {
                lang.fill(
                    CompareText::ReportSource,
                    &[
                        ("source", &code(&i.source, false)),
                        ("puzzles", &puzzles(lang, i.puzzles)),
                    ],
                )
            }
        })
        .collect();
    let sources: Vec<&str> = sources.iter().map(String::as_str).collect();
    let _ = writeln!(
        md,
        "{}\n",
        lang.fill(
            CompareText::ReportIntro,
            &[
                ("puzzles", &puzzles(lang, c.puzzles.len())),
                ("sources", &list(lang, &sources)),
                ("solvers", &list(lang, &solvers)),
                ("repeat", &thousands(c.options.repeat as u64)),
                ("limits", &limits_words(c, lang)),
            ],
        )
    );
    for gain in c.gains() {
        let _ = writeln!(md, "- **{}**", gain.words(lang));
    }
    if !c.gains().is_empty() {
        let _ = writeln!(md);
    }
    if let Some(ratio) = c.total_ratio() {
        let ratio_words = ratio.words(lang);
        let both = puzzles(lang, c.ratio_puzzles());
        let line = match c.speed_spread().filter(|_| counted > 1) {
            Some(spread) => lang.fill(
                CompareText::ReportRatioSpread,
                &[
                    ("ratio", &ratio_words),
                    ("puzzles", &both),
                    ("min", &crate::times(spread.min)),
                    ("max", &crate::times(spread.max)),
                    ("mean", &crate::times(spread.geometric_mean)),
                ],
            ),
            None => lang.fill(
                CompareText::ReportRatio,
                &[("ratio", &ratio_words), ("puzzles", &both)],
            ),
        };
        let _ = writeln!(md, "{line}\n");
    }
    for &kind in &c.options.solvers {
        let total = c.total(kind);
        let _ = writeln!(
            md,
            "{}",
            lang.fill(
                CompareText::ReportSolvedLine,
                &[
                    ("solver", &kind.name()),
                    ("solved", &total.solved_words(&c.options, lang)),
                ],
            )
        );
    }
    let _ = writeln!(md);
    if limited > 0 {
        let _ = writeln!(
            md,
            "{}\n",
            lang.fill(
                CompareText::ReportLimited,
                &[("puzzles", &puzzles(lang, limited))]
            )
        );
    }
    notes(md, c, lang);
}

/// The title: checks or strategies compared, and which.
fn title(md: &mut String, c: &Comparison, lang: Lang) {
    let solvers: Vec<&str> = c.options.solvers.iter().map(|k| k.name()).collect();
    let title = if c.one_search() {
        CompareText::ReportTitleCheck
    } else {
        CompareText::ReportTitleStrategy
    };
    let against = solvers.join(lang.text(CompareText::ReportAgainst));
    let _ = writeln!(md, "{}\n", lang.fill(title, &[("solvers", &against)]));
}

/// What the introduction warns of: input lines skipped, and variants that disagree.
fn notes(md: &mut String, c: &Comparison, lang: Lang) {
    if !c.skipped.is_empty() {
        let _ = writeln!(
            md,
            "{}\n",
            lang.fill(
                CompareText::ReportSkippedLines,
                &[("lines", &input_lines(lang, c.skipped.len()))],
            )
        );
    }
    if c.puzzles.iter().any(PuzzleResult::variants_disagree) {
        let _ = writeln!(md, "{}\n", lang.text(CompareText::ReportWarning));
    }
}

/// The title, the puzzle compared and how, the gains and the ratio in words: what
/// [`intro`] says of a comparison of one puzzle, which solved it or not as its results
/// say.
fn intro_of_one(md: &mut String, c: &Comparison, lang: Lang) {
    title(md, c, lang);
    let solvers: Vec<&str> = c.options.solvers.iter().map(|k| k.name()).collect();
    let puzzle = c
        .the_puzzle(lang, |name| code(&word(name), false))
        .unwrap_or_default();
    let _ = writeln!(
        md,
        "{}\n",
        lang.fill(
            CompareText::ReportIntroOne,
            &[
                ("puzzle", &puzzle),
                ("solvers", &list(lang, &solvers)),
                ("repeat", &thousands(c.options.repeat as u64)),
                ("limits", &limits_words(c, lang)),
            ],
        )
    );
    for gain in c.gains() {
        let _ = writeln!(md, "- **{}**", gain.words_on_one_puzzle(lang));
    }
    if !c.gains().is_empty() {
        let _ = writeln!(md);
    }
    if let Some(ratio) = c.total_ratio() {
        let ratio = ratio.words(lang);
        let line = lang.fill(CompareText::ReportRatioOne, &[("ratio", &ratio)]);
        let _ = writeln!(md, "{line}\n");
    }
    notes(md, c, lang);
}

/// The one puzzle's results, a column a strategy: how its search ended, its counts and
/// its time.
fn results_of_one(md: &mut String, c: &Comparison, lang: Lang) {
    let Some(p) = c.puzzles.first() else {
        return;
    };
    let _ = writeln!(md, "{}\n", lang.text(CompareText::ReportResultsOne));
    let _ = write!(md, "| |");
    for v in &p.variants {
        let _ = write!(md, " {} |", v.solver.name());
    }
    let _ = writeln!(md, "\n|---|{}", "---:|".repeat(p.variants.len()));
    let row = |md: &mut String, name: &str, value: &dyn Fn(&VariantResult) -> String| {
        let _ = write!(md, "| {name} |");
        for v in &p.variants {
            let _ = write!(md, " {} |", value(v));
        }
        let _ = writeln!(md);
    };
    row(
        md,
        lang.text(CompareText::ReportRowResult),
        &|v| match super::censored_words(c, v, lang) {
            Some(beyond) => lang.fill(CompareText::ReportLimitNeeds, &[("beyond", &beyond)]),
            None => v.outcome.label(lang).to_string(),
        },
    );
    for count in counts_shown(c) {
        row(md, count.words(lang), &|v| thousands(count.of(&v.stats)));
    }
    row(md, lang.text(CompareText::ReportRowTimeOne), &|v| {
        v.timing.as_ref().map_or_else(
            || lang.text(CompareText::ReportNotTimed).to_string(),
            timing_words,
        )
    });
    if !c.one_search() {
        let work = |per: Option<f64>| per.map_or_else(|| "–".to_string(), |v| format!("{v:.1}"));
        row(md, lang.text(CompareText::ReportRowWorkTry), &|v| {
            work(c.total(v.solver).cost_per_try(v.solver))
        });
        row(md, lang.text(CompareText::ReportRowWorkPlacement), &|v| {
            work(c.total(v.solver).cost_per_placement(v.solver))
        });
    }
    let _ = writeln!(md);
}

/// The counts a table of results shows: the search's, the choosing strategies' own
/// when strategies make different searches, then the checks' costs, the depth and the
/// events.
fn counts_shown(c: &Comparison) -> Vec<Count> {
    let mut counts = Count::SEARCH.to_vec();
    if !c.one_search() {
        counts.extend([
            Count::Choices,
            Count::Guesses,
            Count::Forced,
            Count::DeadEnds,
        ]);
    }
    counts.extend([
        Count::CellReads,
        Count::TableLookups,
        Count::MaxDepth,
        Count::Events,
    ]);
    counts
}

/// The limits searches ran under: `100,000 tries`, `100,000 tries or 2 s`, `no limit`.
fn limits_words(c: &Comparison, lang: Lang) -> String {
    let tries = c.options.max_tries.map(thousands);
    let time = c.options.max_time.map(duration);
    match (tries, time) {
        (None, None) => lang.text(CompareText::ReportNoLimit).to_string(),
        (Some(tries), None) => lang.fill(CompareText::CompareLimitTries, &[("tries", &tries)]),
        (None, Some(time)) => time,
        (Some(tries), Some(time)) => lang.fill(
            CompareText::ReportLimitsEither,
            &[("tries", &tries), ("time", &time)],
        ),
    }
}

/// A time in nanoseconds, in words.
fn time_words(ns: f64) -> String {
    duration(std::time::Duration::from_nanos(ns.round() as u64))
}

/// How to read figures past the limit, when a search was stopped or a limit was set.
fn censored(md: &mut String, c: &Comparison, lang: Lang) {
    let Some(limit) = c.options.max_tries else {
        return;
    };
    let limit = thousands(limit);
    let clock = match c.options.max_time {
        Some(time) => format!(
            "{}\n",
            lang.fill(
                CompareText::ReportCensoredClock,
                &[("time", &duration(time)), ("penalty", &crate::PENALTY)],
            )
        ),
        None => String::new(),
    };
    let _ = writeln!(
        md,
        "{}\n{clock}",
        lang.fill(
            CompareText::ReportCensored,
            &[("limit", &limit), ("penalty", &crate::PENALTY)],
        )
    );
}

/// The machine, the method, and where the time of the comparison went.
fn how_measured(md: &mut String, c: &Comparison, info: &RunInfo, lang: Lang) {
    let (overhead, fraction) = overhead(c, info.wall);
    let costs = &c.costs;
    let _ = writeln!(md, "{}\n", lang.text(CompareText::ReportHow));
    let cores = counted(
        lang,
        info.system.cores,
        CompareText::ReportCoresOne,
        CompareText::ReportCoresMany,
    );
    let _ = writeln!(
        md,
        "{}",
        lang.fill(
            CompareText::ReportMachine,
            &[
                ("version", &c.version.as_str()),
                ("date", &info.date),
                ("cpu", &name_cell(&info.system.cpu)),
                ("cores", &cores),
                ("os", &info.system.os),
                ("arch", &info.system.arch),
            ],
        )
    );
    let threads = counted(
        lang,
        c.options.jobs,
        CompareText::ReportThreadsOne,
        CompareText::ReportThreadsMany,
    );
    let _ = writeln!(
        md,
        "{}",
        lang.fill(CompareText::ReportCounts, &[("threads", &threads)])
    );
    let time = match c.options.repeat {
        1 => CompareText::ReportTimeOne,
        _ => CompareText::ReportTimeMany,
    };
    let _ = writeln!(
        md,
        "{}",
        lang.fill(
            time,
            &[
                ("events", &thousands(crate::WARMUP_EVENTS)),
                ("repeat", &thousands(c.options.repeat as u64)),
            ],
        )
    );
    if let Some(n) = c.options.max_tries {
        // A comparison of one puzzle has no section on censored results to point to.
        let limit = match c.one_puzzle() {
            true => CompareText::ReportLimitOne,
            false => CompareText::ReportLimit,
        };
        let _ = writeln!(md, "{}", lang.fill(limit, &[("tries", &thousands(n))]));
    }
    shards(md, info, lang);
    let _ = writeln!(
        md,
        "{}",
        lang.fill(
            CompareText::ReportTook,
            &[
                ("wall", &duration(info.wall)),
                ("solving", &duration(costs.solving())),
                ("counting", &duration(costs.counting)),
                ("timing", &duration(costs.timing_solver)),
                ("timed", &duration(costs.timed)),
                ("overhead", &duration(overhead)),
                ("percent", &format!("{:.1}", fraction * 100.0)),
            ],
        )
    );
}

/// The shards merged into the report: each one's machine and times, apart.
fn shards(md: &mut String, info: &RunInfo, lang: Lang) {
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
        "{}\n",
        lang.fill(
            CompareText::ReportShards,
            &[
                (
                    "shards",
                    &counted(
                        lang,
                        info.shards.len(),
                        CompareText::ReportShardsOne,
                        CompareText::ReportShardsMany
                    )
                ),
                (
                    "machines",
                    &counted(
                        lang,
                        machines.len(),
                        CompareText::ReportMachinesOne,
                        CompareText::ReportMachinesMany
                    )
                ),
            ],
        )
    );
    // Each solver's time on each shard's counted puzzles: times from one machine, apart.
    let solvers: Vec<&str> = info
        .shards
        .first()
        .map(|n| n.times.iter().map(|(s, _)| s.name()).collect())
        .unwrap_or_default();
    let _ = writeln!(
        md,
        "{}{}",
        lang.text(CompareText::ReportShardsHeader),
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
        let cores = counted(
            lang,
            note.machine.cores,
            CompareText::ReportCoresOne,
            CompareText::ReportCoresMany,
        );
        let machine = lang.fill(
            CompareText::ReportShardMachine,
            &[("cpu", &name_cell(&note.machine.cpu)), ("cores", &cores)],
        );
        let _ = writeln!(
            md,
            "  | {} | {} | {machine} | {} | {} | {} | {} |{times}",
            note.shard,
            name_cell(&note.machine.host),
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
            "{}",
            lang.fill(CompareText::ReportMachinesDiffer, &[("n", &machines.len())])
        );
    }
}

fn totals_table(md: &mut String, c: &Comparison, lang: Lang) {
    let over = match c.options.max_tries.or(c.options.max_time.map(|_| 0)) {
        Some(_) => lang.fill(
            CompareText::ReportOverLimit,
            &[("limits", &limits_words(c, lang))],
        ),
        None => lang.text(CompareText::ReportOverNoLimit).to_string(),
    };
    let _ = writeln!(
        md,
        "{}\n",
        lang.fill(CompareText::ReportTotals, &[("over", &over)])
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
        Count(String, Count),
        Measure(CompareText, Measure),
    }
    let mut rows: Vec<Row> = vec![
        Row::Measure(CompareText::ReportRowPuzzles, |t, _| {
            thousands(t.puzzles as u64)
        }),
        Row::Measure(CompareText::ReportRowSolved, |t, _| {
            thousands(t.solved as u64)
        }),
        Row::Measure(CompareText::ReportRowStopped, |t, _| {
            thousands(t.stopped as u64)
        }),
        Row::Measure(CompareText::ReportRowNoSolution, |t, _| {
            thousands(t.unsolvable as u64)
        }),
        Row::Measure(CompareText::ReportRowMedianTries, |t, _| {
            t.median_tries
                .map_or_else(|| "–".to_string(), |m| m.words())
        }),
        Row::Measure(CompareText::ReportRowMeanTries, |t, _| {
            t.penalised_mean_tries
                .map_or_else(|| "–".to_string(), |v| thousands(v.round() as u64))
        }),
        Row::Measure(CompareText::ReportRowMedianTime, |t, _| {
            t.median_time.map_or_else(
                || "–".to_string(),
                |m| match m {
                    crate::Censored::Exact(ns) => time_words(ns),
                    crate::Censored::Above(ns) => format!("> {}", time_words(ns)),
                },
            )
        }),
        Row::Measure(CompareText::ReportRowMeanTime, |t, _| {
            t.penalised_mean_time
                .map_or_else(|| "–".to_string(), time_words)
        }),
        Row::Measure(CompareText::ReportRowFinished, |t, _| {
            format!("**{}**", thousands(t.finished as u64))
        }),
    ];
    if c.options.max_time.is_none() {
        rows.retain(|row| {
            !matches!(
                row,
                Row::Measure(
                    CompareText::ReportRowMedianTime | CompareText::ReportRowMeanTime,
                    _
                )
            )
        });
    }
    if !c.one_search() {
        let measures: [(CompareText, Measure); 4] = [
            (CompareText::ReportRowPuzzlesPerSecond, |t, _| {
                t.puzzles_per_second()
                    .map_or_else(|| "–".to_string(), |v| thousands(v.round() as u64))
            }),
            (CompareText::ReportRowMicros, |t, _| {
                t.micros_per_puzzle()
                    .map_or_else(|| "–".to_string(), sudotrace_core::numbers::tenths)
            }),
            (CompareText::ReportRowWithoutGuessing, |t, _| {
                t.share_without_guessing()
                    .map_or_else(|| "–".to_string(), |v| format!("{:.1}%", v * 100.0))
            }),
            (CompareText::ReportRowGuesses, |t, _| {
                t.guesses_per_puzzle()
                    .map_or_else(|| "–".to_string(), |v| format!("{v:.1}"))
            }),
        ];
        rows.extend(measures.map(|(name, measure)| Row::Measure(name, measure)));
    }
    let labelled = |count: Count| Row::Count(count.words(lang).to_string(), count);
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
    if c.options.solvers.iter().any(|s| s.propagation.eliminates()) {
        rows.extend(Count::ELIMINATING.map(labelled));
    }
    rows.extend(
        [
            Count::CellReads,
            Count::TableLookups,
            Count::MaxDepth,
            Count::Events,
        ]
        .map(labelled),
    );
    rows.push(Row::Measure(CompareText::ReportRowTime, |t, _| {
        duration(t.time)
    }));
    if !c.one_search() {
        rows.push(Row::Measure(CompareText::ReportRowWorkTry, |t, k| {
            t.cost_per_try(k)
                .map_or_else(|| "–".to_string(), |v| format!("{v:.1}"))
        }));
        rows.push(Row::Measure(CompareText::ReportRowWorkPlacement, |t, k| {
            t.cost_per_placement(k)
                .map_or_else(|| "–".to_string(), |v| format!("{v:.1}"))
        }));
    }
    for row in rows {
        let name = match &row {
            Row::Count(name, _) => name.clone(),
            Row::Measure(text, _) => lang.text(*text).to_string(),
        };
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

/// A variant's check's cost column, named as the count of that cost is.
fn cost_column(kind: Strategy, lang: Lang) -> String {
    kind.check.count().words(lang).to_string()
}

/// A puzzle's result: its outcome, or the limit.
fn result_words(p: &PuzzleResult, lang: Lang) -> String {
    match p.hit_limit() {
        true => lang.text(CompareText::ReportLimitCell).to_string(),
        false => p.outcome().label(lang).to_string(),
    }
}

/// Every puzzle, a column group a strategy: its tries, its check's cost and its time.
fn strategies_table(md: &mut String, c: &Comparison, lang: Lang) {
    let _ = writeln!(
        md,
        "{}\n",
        lang.text(CompareText::ReportPerPuzzleStrategies)
    );
    let _ = write!(md, "{}", lang.text(CompareText::ReportStrategiesHeader));
    for &kind in &c.options.solvers {
        let _ = write!(
            md,
            "{}",
            lang.fill(
                CompareText::ReportStrategiesColumns,
                &[("solver", &kind.name()), ("cost", &cost_column(kind, lang))],
            )
        );
    }
    let _ = write!(md, "\n|--:|---|---|");
    for _ in &c.options.solvers {
        let _ = write!(md, "--:|--:|--:|");
    }
    let _ = writeln!(md);
    for p in &c.puzzles {
        let _ = write!(
            md,
            "| {} | {} | {} |",
            thousands(p.number as u64),
            name_cell(&p.puzzle.label()),
            result_words(p, lang)
        );
        for v in &p.variants {
            let time = v.timing.as_ref().map_or_else(
                || lang.text(CompareText::ReportNotTimed).to_string(),
                timing_words,
            );
            let tries = match super::censored_words(c, v, lang) {
                Some(words) => lang.fill(
                    CompareText::ReportTriesCensored,
                    &[("tries", &thousands(v.stats.tries)), ("censored", &words)],
                ),
                None => thousands(v.stats.tries),
            };
            let _ = write!(md, " {} | {} | {} |", tries, thousands(v.cost()), time);
        }
        let _ = writeln!(md);
    }
    let _ = writeln!(md);
}

fn puzzles_table(md: &mut String, c: &Comparison, lang: Lang) {
    if !c.one_search() {
        return strategies_table(md, c, lang);
    }
    let _ = writeln!(md, "{}\n", lang.text(CompareText::ReportPerPuzzleSame));
    let pair = c.has_pair();
    let _ = write!(md, "{}", lang.text(CompareText::ReportSameHeader));
    for &kind in &c.options.solvers {
        let _ = write!(
            md,
            "{}",
            lang.fill(
                CompareText::ReportSameColumns,
                &[("solver", &kind.name()), ("cost", &cost_column(kind, lang))],
            )
        );
    }
    if pair {
        let _ = write!(md, "{}", lang.text(CompareText::ReportPairColumn));
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
            let beyond = super::censored_words(c, first, lang).unwrap_or_default();
            lang.fill(CompareText::ReportLimitNeeds, &[("beyond", &beyond)])
        } else {
            p.outcome().label(lang).to_string()
        };
        let _ = write!(
            md,
            "| {} | {} | {} | {} | {} / {} / {} | {} |",
            thousands(p.number as u64),
            name_cell(&p.puzzle.label()),
            result,
            thousands(s.tries),
            thousands(s.conflicts.row),
            thousands(s.conflicts.col),
            thousands(s.conflicts.box_),
            thousands(s.backtracks)
        );
        for v in &p.variants {
            let time = v.timing.as_ref().map_or_else(
                || lang.text(CompareText::ReportNotTimed).to_string(),
                timing_words,
            );
            let _ = write!(md, " {} | {} |", thousands(v.cost()), time);
        }
        if pair {
            let words = c.puzzle_ratio(p).map_or_else(
                || lang.text(CompareText::ReportNotFinishedByBoth).to_string(),
                |r| r.speed_words(lang),
            );
            let _ = write!(md, " {words} |");
        }
        let _ = writeln!(md);
    }
    let _ = writeln!(md);
}

/// The puzzles a strategy was stopped at, the input lines skipped, and the puzzles whose
/// variants disagree.
fn marked(md: &mut String, c: &Comparison, lang: Lang) {
    // One puzzle's results say where it was stopped, and by how much it needs more.
    let limited: Vec<&PuzzleResult> = c.limited().filter(|_| !c.one_puzzle()).collect();
    let disagree: Vec<&PuzzleResult> = c.puzzles.iter().filter(|p| p.variants_disagree()).collect();
    if limited.is_empty() && c.skipped.is_empty() && disagree.is_empty() {
        return;
    }
    let _ = writeln!(md, "{}\n", lang.text(CompareText::ReportMarked));
    if !limited.is_empty() {
        let _ = writeln!(
            md,
            "{}\n",
            lang.fill(
                CompareText::ReportStoppedAtLimit,
                &[
                    ("n", &thousands(limited.len() as u64)),
                    ("limits", &limits_words(c, lang)),
                ],
            )
        );
        let _ = writeln!(md, "{}", lang.text(CompareText::ReportStoppedHeader));
        for p in limited {
            let stopped: Vec<&str> = p
                .variants
                .iter()
                .filter(|v| v.outcome == sudotrace_core::events::event::Outcome::Limit)
                .map(|v| v.solver.name())
                .collect();
            let _ = writeln!(
                md,
                "| {} | {} | {} | `{}` |",
                thousands(p.number as u64),
                name_cell(&p.puzzle.label()),
                stopped.join(lang.text(CompareText::CompareNamesSeparator)),
                p.puzzle.grid.to_line()
            );
        }
        let _ = writeln!(md);
    }
    if !c.skipped.is_empty() {
        let _ = writeln!(
            md,
            "{}\n",
            lang.fill(
                CompareText::ReportSkippedInput,
                &[("n", &thousands(c.skipped.len() as u64))]
            )
        );
        let _ = writeln!(md, "{}", lang.text(CompareText::ReportSkippedHeader));
        for s in &c.skipped {
            let _ = writeln!(
                md,
                "| {} | {} | {} |",
                code(&s.source, true),
                s.line
                    .map_or_else(|| "-".to_string(), |l| thousands(l as u64)),
                cell(&s.error)
            );
        }
        let _ = writeln!(md);
    }
    if !disagree.is_empty() {
        let _ = writeln!(md, "{}\n", lang.text(CompareText::ReportDisagree));
        for p in disagree {
            let note = note(c, p, lang).unwrap_or_default();
            let line = lang.fill(
                CompareText::ReportDisagreeLine,
                &[
                    ("number", &thousands(p.number as u64)),
                    ("puzzle", &name_cell(&p.puzzle.label())),
                    ("note", &note),
                ],
            );
            let _ = writeln!(md, "{line}");
        }
        let _ = writeln!(md);
    }
}

//! The charts of a comparison: five for any, three more when strategies make different
//! searches. The cactus plot and the scatter (`censored`) keep every puzzle, the stopped
//! searches as censored; the others show the puzzles every strategy finished within the
//! limit and was timed on, and say along their bottom how many were left out.

use std::path::Path;

use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

use super::style::{self, LABEL, TICK, is_whole, si, solver_color, time_ns};
use super::ticks::{Labelled, labelled};
use super::{
    Chart, ChartError, DrawResult, Fonts, Key, LabelledPlot, Mark, Written, footnote, header,
    log_scale, plot_on, puzzles,
};
use sudotrace_compare::{Comparison, PuzzleResult};
use sudotrace_core::escape::{shown, shown_path};
use sudotrace_core::lang::Lang;
use sudotrace_core::numbers::thousands;
use sudotrace_core::puzzle::grid::Unit;
use sudotrace_core::puzzle::parse::short_source;
use sudotrace_core::search::{Check, Strategy};
use sudotrace_style::lang::DrawText;

/// Up to this many puzzles, chart 1 draws bars; past it, points.
const MAX_BARS: usize = 40;

/// Draw every chart of `comparison` into `dir`, their words in `lang`, in the order the
/// report shows them. The charts are drawn two at a time: nothing is being timed any more.
pub fn write_all(
    dir: &Path,
    comparison: &Comparison,
    lang: Lang,
) -> Result<Vec<Written>, ChartError> {
    if comparison.one_puzzle() {
        return write_of_one(dir, comparison, lang);
    }
    let mut written = write_four(dir, comparison, lang)?;
    written.push(super::write(
        dir,
        &super::censored::Cactus::new(comparison, lang),
    )?);
    if !comparison.one_search() {
        // Strategies make searches of their own: how many tries each needed, each
        // puzzle's against the first strategy's, and what each try cost.
        written.push(super::write(dir, &TriesPerPuzzle::new(comparison, lang))?);
        if let Some(scatter) = super::censored::Scatter::new(comparison, lang) {
            written.push(super::write(dir, &scatter)?);
        }
        written.push(super::write(dir, &WorkPerTry::new(comparison, lang))?);
    }
    Ok(written)
}

/// The charts of one puzzle, a bar a strategy: its tries, its time, what its check cost
/// and which units clashed, and with strategies the work a try. Nothing to spread over
/// puzzles, total or censor: no cactus plot, scatter or growth of time with the work.
fn write_of_one(dir: &Path, c: &Comparison, lang: Lang) -> Result<Vec<Written>, ChartError> {
    let mut written = vec![
        super::write(dir, &TriesPerPuzzle::new(c, lang))?,
        super::write(dir, &TimePerPuzzle::new(c, lang))?,
        super::write(dir, &CheckCost::new(c, lang))?,
        super::write(dir, &ConflictsByUnit::new(c, lang))?,
    ];
    if !c.one_search() {
        written.push(super::write(dir, &WorkPerTry::new(c, lang))?);
    }
    Ok(written)
}

fn write_four(dir: &Path, comparison: &Comparison, lang: Lang) -> Result<Vec<Written>, ChartError> {
    let (first, second) = std::thread::scope(|scope| {
        let other = scope.spawn(|| -> Result<[Written; 2], ChartError> {
            Ok([
                super::write(dir, &ConflictsByUnit::new(comparison, lang))?,
                super::write(dir, &TimeAgainstTries::new(comparison, lang))?,
            ])
        });
        let first = (|| -> Result<[Written; 2], ChartError> {
            Ok([
                super::write(dir, &CheckCost::new(comparison, lang))?,
                super::write(dir, &TimePerPuzzle::new(comparison, lang))?,
            ])
        })();
        (first, other.join().expect("drawing a chart does not panic"))
    });
    Ok(first?.into_iter().chain(second?).collect())
}

/// What the comparison covers, for subtitles and footnotes, in the charts' language.
#[derive(Clone, Debug)]
struct Scope {
    lang: Lang,
    solvers: Vec<Strategy>,
    /// Puzzles shown.
    shown: usize,
    /// The one puzzle compared, in words, when only one was: its charts are a bar a
    /// strategy.
    one: Option<String>,
    /// The note on what is left out, if anything is.
    note: Option<String>,
    repeat: usize,
    /// Input names, for subtitles.
    sources: String,
}

impl Scope {
    fn of(c: &Comparison, lang: Lang) -> Scope {
        let mut sources: Vec<&str> = c.inputs.iter().map(|i| short_source(&i.source)).collect();
        sources.dedup();
        // Files' names as text: escaped, shortened, their backslashes kept ([`shown_path`]).
        let sources: Vec<String> = sources
            .iter()
            .map(|s| source_words(&shown_path(s, lang), lang))
            .collect();
        let sources = match &sources[..] {
            [] => String::new(),
            [one] => one.to_string(),
            [first, second] => lang.fill(
                DrawText::ChartSourcesTwo,
                &[("first", &first), ("second", &second)],
            ),
            [first, second, third] => lang.fill(
                DrawText::ChartSourcesThree,
                &[("first", &first), ("second", &second), ("third", &third)],
            ),
            _ => lang.fill(
                DrawText::ChartSourcesMany,
                &[("n", &thousands(sources.len() as u64))],
            ),
        };
        Scope {
            lang,
            solvers: c.options.solvers.clone(),
            shown: c.counted().count(),
            one: c.the_puzzle(lang, |name| shown(short_source(name), lang)),
            note: left_out(c, lang),
            repeat: c.options.repeat,
            sources,
        }
    }

    /// What the charts are over: `the puzzle leetcode37`, or `20 puzzles from a.txt`.
    fn puzzles(&self) -> String {
        if let Some(puzzle) = &self.one {
            return self
                .lang
                .fill(DrawText::ChartThePuzzle, &[("puzzle", puzzle)]);
        }
        self.lang.fill(
            DrawText::ChartPuzzlesFrom,
            &[
                ("puzzles", &puzzles(self.lang, self.shown)),
                ("sources", &self.sources),
            ],
        )
    }

    /// A key a variant, marked as the chart draws it.
    fn keys(&self, mark: Mark, label: impl Fn(Strategy) -> String) -> Vec<Key> {
        self.solvers
            .iter()
            .map(|&kind| Key::new(solver_color(kind), label(kind), mark))
            .collect()
    }
}

/// What the per-puzzle charts leave out, as the note along their bottom says it: `Not
/// shown: 2 puzzles stopped at the limit of 1,000 tries by a strategy; 1 input line
/// skipped.` (the words of [`Comparison::left_out`]).
fn left_out(c: &Comparison, lang: Lang) -> Option<String> {
    let left_out = c.left_out(lang);
    let separator = lang.text(DrawText::ChartNotShownSeparator);
    (!left_out.is_empty()).then(|| {
        lang.fill(
            DrawText::ChartNotShown,
            &[("left_out", &left_out.join(separator))],
        )
    })
}

/// An input's name in `lang`: a file's as it is, the names sudotrace gives the others in
/// words (`puzzle` for puzzle text on the command line, `argument 2` for the second of
/// several, `standard input`).
fn source_words(source: &str, lang: Lang) -> String {
    let argument = source
        .strip_prefix("argument ")
        .and_then(|n| n.parse::<usize>().ok())
        .filter(|n| source == format!("argument {n}"));
    match (source, argument) {
        ("puzzle", _) => lang.text(DrawText::ChartSourcePuzzle).to_string(),
        ("standard input", _) => lang.text(DrawText::ChartSourceStdin).to_string(),
        (_, Some(n)) => lang.fill(
            DrawText::ChartSourceArgument,
            &[("n", &thousands(n as u64))],
        ),
        _ => source.to_string(),
    }
}

/// A check's cost counter in words: `cell reads`, `table lookups`.
fn cost_words(check: Check, lang: Lang) -> &'static str {
    check.count().words(lang)
}

/// A count as a label shows it: exact up to a million, `3.5M` past that.
fn count_words(n: u64) -> String {
    if n < 1_000_000 {
        thousands(n)
    } else {
        si(n as f64)
    }
}

/// A puzzle's number and, per variant in order, its cost, median, min and max time (ns)
/// and tries.
#[derive(Clone, Debug)]
struct Point {
    number: usize,
    tries: u64,
    cost: u64,
    median: f64,
    min: f64,
    max: f64,
}

/// Each variant's points, in the order of the solvers compared.
type Series = Vec<(Strategy, Vec<Point>)>;

/// What the charts over puzzles draw from: the scope and each variant's points.
fn per_puzzle(c: &Comparison, lang: Lang) -> (Scope, Series) {
    let scope = Scope::of(c, lang);
    let series = scope.solvers.iter().map(|&k| (k, points(c, k))).collect();
    (scope, series)
}

fn points(c: &Comparison, kind: Strategy) -> Vec<Point> {
    c.counted()
        .filter_map(|p: &PuzzleResult| {
            let v = p.variant(kind)?;
            let t = v.timing?;
            Some(Point {
                number: p.number,
                tries: v.stats.tries,
                cost: v.cost(),
                median: t.median.as_nanos() as f64,
                min: t.min.as_nanos() as f64,
                max: t.max.as_nanos() as f64,
            })
        })
        .collect()
}

/// The x range of a chart over puzzle numbers, with half a slot of room each side and
/// at least four slots wide, so that a single puzzle does not fill the whole width.
fn number_range(series: &[(Strategy, Vec<Point>)]) -> (f64, f64) {
    let numbers = series
        .iter()
        .flat_map(|(_, ps)| ps.iter().map(|p| p.number));
    let lo = numbers.clone().min().unwrap_or(1) as f64;
    let hi = numbers.max().unwrap_or(1) as f64;
    let room = ((4.0 - (hi - lo + 1.0)) / 2.0).max(0.0);
    (lo - 0.5 - room, hi + 0.5 + room)
}

/// Labels for an axis of puzzle numbers: whole numbers within the puzzles shown.
fn number_label(series: &[(Strategy, Vec<Point>)]) -> impl Fn(f64) -> String + 'static {
    let numbers = series
        .iter()
        .flat_map(|(_, ps)| ps.iter().map(|p| p.number));
    let lo = numbers.clone().min().unwrap_or(1) as f64;
    let hi = numbers.max().unwrap_or(1) as f64;
    move |v: f64| {
        if is_whole(v) && v >= lo && v <= hi {
            thousands(v.round() as u64)
        } else {
            String::new()
        }
    }
}

/// Labels for a count from zero that is whole: `0`, `100k`; none between.
fn whole_si(v: f64) -> String {
    match is_whole(v) {
        true => si(v),
        false => String::new(),
    }
}

/// Chart 1: check cost per puzzle, each variant in its own counter: bars from zero, or
/// for many puzzles points on a log scale.
pub(crate) struct CheckCost {
    scope: Scope,
    series: Series,
    /// The bars of the one puzzle compared, a variant each.
    one: Option<Vec<VariantBar>>,
}

impl CheckCost {
    pub(crate) fn new(c: &Comparison, lang: Lang) -> CheckCost {
        let (scope, series) = per_puzzle(c, lang);
        let one = bars_of_the_puzzle(c, |v| v.cost());
        CheckCost { scope, series, one }
    }
}

/// The bars of the one puzzle of a comparison of one, a variant each, of the count
/// `count`; `None` for a comparison of several.
fn bars_of_the_puzzle(
    c: &Comparison,
    count: impl Fn(&sudotrace_compare::VariantResult) -> u64,
) -> Option<Vec<VariantBar>> {
    match c.one_puzzle() {
        true => bars_of_one(c, |v| Some(count_bar(c, v, &count))),
        false => None,
    }
}

impl Chart for CheckCost {
    fn stem(&self) -> &'static str {
        "check-cost"
    }

    fn title(&self) -> String {
        let lang = self.scope.lang;
        let mut counters: Vec<&str> = self
            .scope
            .solvers
            .iter()
            .map(|&k| cost_words(k.check, lang))
            .collect();
        counters.dedup();
        let counters = counters
            .iter()
            .map(|counter| counter.to_string())
            .reduce(|first, second| {
                lang.fill(
                    DrawText::ChartCostAgainst,
                    &[("first", &first), ("second", &second)],
                )
            })
            .unwrap_or_default();
        let title = match self.one {
            Some(_) => DrawText::ChartCostTitleOne,
            None => DrawText::ChartCostTitle,
        };
        lang.fill(title, &[("counters", &counters)])
    }

    fn lang(&self) -> Lang {
        self.scope.lang
    }

    fn draw<DB: DrawingBackend>(
        &self,
        root: &DrawingArea<DB, Shift>,
        fonts: Fonts,
    ) -> DrawResult<DB> {
        let lang = self.scope.lang;
        let bars = self.scope.shown <= MAX_BARS || self.one.is_some();
        // Bars start at zero on a linear axis, so that their heights compare as the counts
        // do; past MAX_BARS puzzles, points on a log axis show the spread of the counts.
        let mut subtitle = lang.fill(
            DrawText::ChartCostSubtitle,
            &[("puzzles", &self.scope.puzzles())],
        );
        if !bars {
            subtitle = log_scale(lang, &subtitle);
        }
        let keys = self
            .scope
            .keys(if bars { Mark::Box } else { Mark::Dot }, |kind| {
                lang.fill(
                    DrawText::ChartSolverKey,
                    &[
                        ("solver", &kind.name()),
                        ("words", &cost_words(kind.check, lang)),
                    ],
                )
            });
        let body = header(root, fonts, &self.title(), &subtitle, &keys)?;
        let body = footnote(body, fonts, self.scope.note.as_deref())?;
        if let Some(bars) = &self.one {
            let y_desc = lang.text(DrawText::ChartCostPerSearch);
            return draw_variant_bars(&body, fonts, bars, y_desc, whole_si);
        }
        let costs = || {
            self.series
                .iter()
                .flat_map(|(_, ps)| ps.iter().map(|p| p.cost as f64))
        };
        if bars {
            let top = costs().fold(1.0, f64::max) * 1.12;
            self.draw_bars(&body, fonts, top)
        } else {
            self.draw_points(&body, fonts, style::log_decades(costs()))
        }
    }
}

impl CheckCost {
    /// Bars from zero, grouped by puzzle, each labelled with its count when few.
    fn draw_bars<DB: DrawingBackend>(
        &self,
        body: &DrawingArea<DB, Shift>,
        fonts: Fonts,
        top: f64,
    ) -> DrawResult<DB> {
        let lang = self.scope.lang;
        let (x0, x1) = number_range(&self.series);
        let mut chart = plot_on(body, 92).build_cartesian_2d(
            labelled(x0..x1, number_label(&self.series)),
            labelled(0.0..top, whole_si),
        )?;
        chart
            .configure_mesh()
            .x_desc(lang.text(DrawText::ChartPuzzleNumber))
            .y_desc(lang.text(DrawText::ChartCostPerSearch))
            .axis_desc_style(fonts.text(LABEL))
            .label_style(fonts.text(TICK))
            .x_labels(((x1 - x0).round() as usize + 1).clamp(2, 21))
            .y_labels(6)
            .max_light_lines(0)
            .bold_line_style(style::GRID)
            .disable_x_mesh()
            .draw()?;
        let variants = self.series.len().max(1) as f64;
        let width = 0.8 / variants;
        for (i, (kind, points)) in self.series.iter().enumerate() {
            let color = solver_color(*kind);
            chart.draw_series(points.iter().map(|p| {
                let left = p.number as f64 - 0.4 + width * i as f64;
                Rectangle::new(
                    [(left + 0.02, 0.0), (left + width - 0.02, p.cost as f64)],
                    color.filled(),
                )
            }))?;
            let labelled = points.iter().filter(|_| self.scope.shown <= 4);
            chart.draw_series(labelled.map(|p| {
                let center = p.number as f64 - 0.4 + width * (i as f64 + 0.5);
                Text::new(
                    count_words(p.cost),
                    (center, p.cost as f64),
                    fonts.bold(TICK).pos(Pos::new(HPos::Center, VPos::Bottom)),
                )
            }))?;
        }
        Ok(())
    }

    /// One point a puzzle and variant, on a log axis.
    fn draw_points<DB: DrawingBackend>(
        &self,
        body: &DrawingArea<DB, Shift>,
        fonts: Fonts,
        (lo, hi): (f64, f64),
    ) -> DrawResult<DB> {
        let lang = self.scope.lang;
        let (x0, x1) = number_range(&self.series);
        let mut chart = plot_on(body, 92).build_cartesian_2d(
            labelled(x0..x1, number_label(&self.series)),
            labelled((lo..hi).log_scale(), style::log_labels(lo, hi, si)),
        )?;
        chart
            .configure_mesh()
            .x_desc(lang.text(DrawText::ChartPuzzleNumber))
            .y_desc(lang.text(DrawText::ChartCostPerSearchLog))
            .axis_desc_style(fonts.text(LABEL))
            .label_style(fonts.text(TICK))
            .x_labels(11)
            .y_labels(8)
            .max_light_lines(0)
            .bold_line_style(style::GRID)
            .disable_x_mesh()
            .draw()?;
        for (kind, points) in &self.series {
            let color = solver_color(*kind);
            chart.draw_series(
                points
                    .iter()
                    .filter(|p| p.cost > 0)
                    .map(|p| Circle::new((p.number as f64, p.cost as f64), 2, color.filled())),
            )?;
        }
        Ok(())
    }
}

/// A chart with a slot a variant along the bottom, `x` wide: each variant's name under its
/// slot (one tick a variant), values up the side from zero to `top`, written by `format`;
/// its axes drawn, ready for the bars.
fn variant_plot<'a, DB: DrawingBackend>(
    body: &'a DrawingArea<DB, Shift>,
    fonts: Fonts,
    names: Vec<&'static str>,
    (x, top): (std::ops::Range<f64>, f64),
    y_desc: &str,
    format: impl Fn(f64) -> String + 'static,
) -> Result<LabelledPlot<'a, DB>, DrawingAreaErrorKind<DB::ErrorType>> {
    let slots = names.len().max(1);
    let name = move |v: f64| match is_whole(v) && v >= 0.0 {
        true => names
            .get(v.round() as usize)
            .map_or(String::new(), |s| s.to_string()),
        false => String::new(),
    };
    let mut chart =
        plot_on(body, 92).build_cartesian_2d(labelled(x, name), labelled(0.0..top, format))?;
    chart
        .configure_mesh()
        .x_desc(fonts.lang.text(DrawText::ChartVariant))
        .y_desc(y_desc)
        .axis_desc_style(fonts.text(LABEL))
        .label_style(fonts.text(LABEL))
        .x_labels(slots)
        .y_labels(6)
        .max_light_lines(0)
        .bold_line_style(style::GRID)
        .disable_x_mesh()
        .draw()?;
    Ok(chart)
}

/// A variant's bar: its value, the whisker's ends if it has one, and the label beside it.
struct VariantBar {
    kind: Strategy,
    value: f64,
    whisker: Option<(f64, f64)>,
    label: String,
}

impl VariantBar {
    /// A bar labelled with its value as the axis writes it.
    fn new(kind: Strategy, value: f64, format: fn(f64) -> String) -> VariantBar {
        VariantBar {
            kind,
            value,
            whisker: None,
            label: format(value),
        }
    }

    /// The bar of a variant's median time, its whisker from the fastest run to the
    /// slowest.
    fn timed(kind: Strategy, timing: &sudotrace_compare::Timing) -> VariantBar {
        let ns = |d: std::time::Duration| d.as_nanos() as f64;
        VariantBar {
            whisker: Some((ns(timing.min), ns(timing.max))),
            ..VariantBar::new(kind, ns(timing.median), time_ns)
        }
    }
}

/// The bars of the one puzzle of `c` compared, or else of the one puzzle shown, a
/// variant each that `bar` makes one for.
fn bars_of_one(
    c: &Comparison,
    bar: impl Fn(&sudotrace_compare::VariantResult) -> Option<VariantBar>,
) -> Option<Vec<VariantBar>> {
    let shown = || match c.counted().count() {
        1 => c.counted().next(),
        _ => None,
    };
    let puzzle = c
        .puzzles
        .first()
        .filter(|_| c.one_puzzle())
        .or_else(shown)?;
    Some(puzzle.variants.iter().filter_map(bar).collect())
}

/// A count's bar, labelled as counts are; a search stopped at the limit made more
/// tries than it shows: `> 100M`.
fn count_bar(
    c: &Comparison,
    v: &sudotrace_compare::VariantResult,
    count: &impl Fn(&sudotrace_compare::VariantResult) -> u64,
) -> VariantBar {
    let n = count(v);
    let label = match v.censor(&c.options) {
        Some(_) => format!("> {}", count_words(n)),
        None => count_words(n),
    };
    VariantBar {
        kind: v.solver,
        value: n as f64,
        whisker: None,
        label,
    }
}

/// One bar a variant, from zero on a linear axis, labelled beside it and with whiskers
/// where given, values up the side written by `format`: what a chart over puzzles shows
/// of a single puzzle.
fn draw_variant_bars<DB: DrawingBackend>(
    body: &DrawingArea<DB, Shift>,
    fonts: Fonts,
    bars: &[VariantBar],
    y_desc: &str,
    format: fn(f64) -> String,
) -> DrawResult<DB> {
    let top = bars
        .iter()
        .map(|bar| bar.whisker.map_or(bar.value, |(_, hi)| hi.max(bar.value)))
        .fold(1e-9, f64::max)
        * 1.15;
    let n = bars.len().max(1);
    let names: Vec<&'static str> = bars.iter().map(|bar| bar.kind.name()).collect();
    let x = -0.5..(n as f64 - 0.5);
    let mut chart = variant_plot(body, fonts, names, (x, top), y_desc, format)?;
    for (i, bar) in bars.iter().enumerate() {
        let (x, color) = (i as f64, solver_color(bar.kind));
        chart.draw_series(std::iter::once(Rectangle::new(
            [(x - 0.25, 0.0), (x + 0.25, bar.value)],
            color.filled(),
        )))?;
        if let Some((lo, hi)) = bar.whisker {
            chart.draw_series(std::iter::once(ErrorBar::new_vertical(
                x,
                lo,
                bar.value,
                hi,
                style::INK.stroke_width(2),
                14,
            )))?;
        }
        chart.draw_series(std::iter::once(Text::new(
            bar.label.clone(),
            (x + 0.27, bar.value),
            fonts.bold(LABEL).pos(Pos::new(HPos::Left, VPos::Center)),
        )))?;
    }
    Ok(())
}

/// A chart with a linear axis along the bottom and a log axis up the side.
type LogPlot<'a, DB> = ChartContext<
    'a,
    DB,
    Cartesian2d<
        Labelled<plotters::coord::types::RangedCoordf64>,
        Labelled<plotters::coord::combinators::LogCoord<f64>>,
    >,
>;

/// A chart over the puzzles shown, with a log axis from `lo` to `hi` up the side
/// labelled by `format`: its axes drawn, ready for the series.
fn log_puzzle_chart<'a, DB: DrawingBackend>(
    body: &'a DrawingArea<DB, Shift>,
    fonts: Fonts,
    series: &Series,
    (lo, hi): (f64, f64),
    y_desc: &str,
    format: fn(f64) -> String,
) -> Result<LogPlot<'a, DB>, DrawingAreaErrorKind<DB::ErrorType>> {
    let (x0, x1) = number_range(series);
    let mut chart = plot_on(body, 92).build_cartesian_2d(
        labelled(x0..x1, number_label(series)),
        labelled((lo..hi).log_scale(), style::log_labels(lo, hi, format)),
    )?;
    chart
        .configure_mesh()
        .x_desc(fonts.lang.text(DrawText::ChartPuzzleNumber))
        .y_desc(y_desc)
        .axis_desc_style(fonts.text(LABEL))
        .label_style(fonts.text(TICK))
        .x_labels(((x1 - x0).round() as usize + 1).clamp(2, 21))
        .y_labels(8)
        .max_light_lines(0)
        .bold_line_style(style::GRID)
        .disable_x_mesh()
        .draw()?;
    Ok(chart)
}

/// Chart 2: the median time of each puzzle and variant, whiskers from fastest to slowest;
/// of one puzzle, a bar a variant.
pub(crate) struct TimePerPuzzle {
    scope: Scope,
    series: Series,
    /// The bars of the one puzzle compared or shown, a variant timed on it each.
    one: Option<Vec<VariantBar>>,
}

impl TimePerPuzzle {
    pub(crate) fn new(c: &Comparison, lang: Lang) -> TimePerPuzzle {
        let (scope, series) = per_puzzle(c, lang);
        let one = bars_of_one(c, |v| {
            let timing = v.timing.filter(|_| v.censor(&c.options).is_none())?;
            Some(VariantBar::timed(v.solver, &timing))
        });
        TimePerPuzzle { scope, series, one }
    }
}

impl Chart for TimePerPuzzle {
    fn stem(&self) -> &'static str {
        "time"
    }

    fn title(&self) -> String {
        let title = match self.scope.one {
            Some(_) => DrawText::ChartTimeTitleOne,
            None => DrawText::ChartTimeTitle,
        };
        self.scope.lang.text(title).to_string()
    }

    fn lang(&self) -> Lang {
        self.scope.lang
    }

    fn draw<DB: DrawingBackend>(
        &self,
        root: &DrawingArea<DB, Shift>,
        fonts: Fonts,
    ) -> DrawResult<DB> {
        let lang = self.scope.lang;
        let one = self.one.is_some();
        let runs = match self.scope.repeat {
            1 => DrawText::ChartTimeSubtitleOne,
            _ => DrawText::ChartTimeSubtitleMany,
        };
        let mut subtitle = lang.fill(
            runs,
            &[
                ("repeat", &thousands(self.scope.repeat as u64)),
                ("puzzles", &self.scope.puzzles()),
            ],
        );
        if !one {
            subtitle = log_scale(lang, &subtitle);
        }
        let keys = self
            .scope
            .keys(if one { Mark::Box } else { Mark::Dot }, |kind| {
                kind.name().to_string()
            });
        let body = header(root, fonts, &self.title(), &subtitle, &keys)?;
        let body = footnote(body, fonts, self.scope.note.as_deref())?;
        if let Some(bars) = &self.one {
            return draw_variant_bars(
                &body,
                fonts,
                bars,
                lang.text(DrawText::ChartTimePerSearch),
                time_ns,
            );
        }
        let (lo, hi) = style::log_range(
            self.series
                .iter()
                .flat_map(|(_, ps)| ps.iter().flat_map(|p| [p.min, p.max])),
        );
        let mut chart = log_puzzle_chart(
            &body,
            fonts,
            &self.series,
            (lo, hi),
            lang.text(DrawText::ChartTimePerSearchLog),
            time_ns,
        )?;

        let variants = self.series.len().max(1) as f64;
        let few = self.scope.shown <= MAX_BARS;
        for (i, (kind, points)) in self.series.iter().enumerate() {
            let color = solver_color(*kind);
            let offset = if variants > 1.0 {
                (i as f64 / (variants - 1.0) - 0.5) * 0.3
            } else {
                0.0
            };
            let cap = if few { 10 } else { 2 };
            chart.draw_series(points.iter().filter(|p| p.min > 0.0).map(|p| {
                ErrorBar::new_vertical(
                    p.number as f64 + offset,
                    p.min,
                    p.median,
                    p.max,
                    color.stroke_width(2),
                    cap,
                )
            }))?;
            chart.draw_series(points.iter().filter(|p| p.median > 0.0).map(|p| {
                Circle::new(
                    (p.number as f64 + offset, p.median),
                    if few { 5 } else { 2 },
                    color.filled(),
                )
            }))?;
        }
        Ok(())
    }
}

/// Chart 3: conflicts by the unit that clashed first, stacked, one bar a variant.
pub(crate) struct ConflictsByUnit {
    scope: Scope,
    /// Per variant: row, column and box conflicts summed over the puzzles shown.
    bars: Vec<(Strategy, [u64; 3])>,
    /// Bars of shares (each 100%) rather than counts: strategies' searches differ in size
    /// by factors of hundreds, and their bars would not show beside the row-by-row ones.
    shares: bool,
}

impl ConflictsByUnit {
    pub(crate) fn new(c: &Comparison, lang: Lang) -> ConflictsByUnit {
        let scope = Scope::of(c, lang);
        let bars = scope
            .solvers
            .iter()
            .map(|&kind| {
                let conflicts = c.counted_total(kind).stats.conflicts;
                (kind, [conflicts.row, conflicts.col, conflicts.box_])
            })
            .collect();
        ConflictsByUnit {
            scope,
            bars,
            shares: !c.one_search(),
        }
    }
}

/// The three units, in the order the check looks at them.
const UNITS: [Unit; 3] = [Unit::Row, Unit::Col, Unit::Box];

impl Chart for ConflictsByUnit {
    fn stem(&self) -> &'static str {
        "conflicts"
    }

    fn title(&self) -> String {
        self.scope
            .lang
            .text(DrawText::ChartConflictsTitle)
            .to_string()
    }

    fn lang(&self) -> Lang {
        self.scope.lang
    }

    fn draw<DB: DrawingBackend>(
        &self,
        root: &DrawingArea<DB, Shift>,
        fonts: Fonts,
    ) -> DrawResult<DB> {
        let lang = self.scope.lang;
        // Over one puzzle there is nothing to sum.
        let subtitle = lang.fill(
            match (self.shares, self.scope.one.is_some()) {
                (true, false) => DrawText::ChartConflictsSubtitleShares,
                (false, false) => DrawText::ChartConflictsSubtitle,
                (true, true) => DrawText::ChartConflictsSubtitleSharesOne,
                (false, true) => DrawText::ChartConflictsSubtitleOne,
            },
            &[("puzzles", &self.scope.puzzles())],
        );
        let keys: Vec<Key> = UNITS
            .iter()
            .zip(style::UNIT_COLORS)
            .map(|(unit, color)| Key::new(color, unit.short_words(lang), Mark::Box))
            .collect();
        let body = header(root, fonts, &self.title(), &subtitle, &keys)?;
        let body = footnote(body, fonts, self.scope.note.as_deref())?;
        let heights = self.heights();
        let top = heights
            .iter()
            .map(|units| units.iter().sum::<f64>())
            .fold(1.0, f64::max)
            * if self.shares { 1.1 } else { 1.05 };
        let n = self.bars.len().max(1);
        let names: Vec<&'static str> = self.bars.iter().map(|(k, _)| k.name()).collect();
        // Each bar takes 0.36 of its slot and its labels the rest, to its right.
        let half = 0.18;
        let x = -0.45..(n as f64 - 0.05);
        let mut chart = match self.shares {
            true => variant_plot(
                &body,
                fonts,
                names,
                (x, top),
                lang.text(DrawText::ChartConflictsShare),
                |v| format!("{v:.0}%"),
            )?,
            false => variant_plot(
                &body,
                fonts,
                names,
                (x, top),
                lang.text(DrawText::ChartConflictsCount),
                si,
            )?,
        };

        for (u, color) in style::UNIT_COLORS.iter().enumerate() {
            chart.draw_series(heights.iter().enumerate().map(|(i, units)| {
                let below: f64 = units[..u].iter().sum();
                let x = i as f64;
                Rectangle::new(
                    [(x - half, below), (x + half, below + units[u])],
                    color.filled(),
                )
            }))?;
        }
        if self.shares {
            let bottom_center = Pos::new(HPos::Center, VPos::Bottom);
            for (i, (_, units)) in self.bars.iter().enumerate() {
                let total: u64 = units.iter().sum();
                chart.draw_series(std::iter::once(Text::new(
                    lang.fill(DrawText::ChartConflictsInAll, &[("n", &count_words(total))]),
                    (i as f64, 102.0),
                    fonts.text(TICK).pos(bottom_center),
                )))?;
            }
        }
        self.label_segments(&mut chart, fonts, half, &heights)
    }
}

impl ConflictsByUnit {
    /// Each bar's segments as drawn: counts, or shares of 100.
    fn heights(&self) -> Vec<[f64; 3]> {
        self.bars
            .iter()
            .map(|(_, units)| {
                let total = units.iter().sum::<u64>().max(1) as f64;
                units.map(|n| match self.shares {
                    true => n as f64 / total * 100.0,
                    false => n as f64,
                })
            })
            .collect()
    }

    /// Each segment's count and share, beside its bar, where the segment is tall enough.
    fn label_segments<DB: DrawingBackend>(
        &self,
        chart: &mut LabelledPlot<'_, DB>,
        fonts: Fonts,
        half: f64,
        heights: &[[f64; 3]],
    ) -> DrawResult<DB> {
        let center_left = Pos::new(HPos::Left, VPos::Center);
        for (i, (_, units)) in self.bars.iter().enumerate() {
            let total: u64 = units.iter().sum();
            if total == 0 {
                continue;
            }
            let height = &heights[i];
            for u in 0..3 {
                let below: f64 = height[..u].iter().sum();
                let (_, y_top) = chart.backend_coord(&(0.0, below + height[u]));
                let (_, y_bottom) = chart.backend_coord(&(0.0, below));
                if y_bottom - y_top < 14 {
                    continue;
                }
                let share = units[u] as f64 / total as f64 * 100.0;
                chart.draw_series(std::iter::once(Text::new(
                    fonts.lang.fill(
                        DrawText::ChartConflictsSegment,
                        &[
                            ("unit", &UNITS[u].short_words(fonts.lang)),
                            ("count", &count_words(units[u])),
                            ("share", &format!("{share:.1}")),
                        ],
                    ),
                    (i as f64 + half + 0.03, below + height[u] / 2.0),
                    fonts.text(TICK).pos(center_left),
                )))?;
            }
        }
        Ok(())
    }
}

/// Chart 4: how time grows with the work, every puzzle a point, with the overall time
/// per try of each variant drawn as a line.
pub(crate) struct TimeAgainstTries {
    scope: Scope,
    series: Series,
}

impl TimeAgainstTries {
    pub(crate) fn new(c: &Comparison, lang: Lang) -> TimeAgainstTries {
        let (scope, series) = per_puzzle(c, lang);
        TimeAgainstTries { scope, series }
    }

    /// Nanoseconds per try over all the puzzles shown.
    fn rate(points: &[Point]) -> Option<f64> {
        let tries: u64 = points.iter().map(|p| p.tries).sum();
        let time: f64 = points.iter().map(|p| p.median).sum();
        (tries > 0 && time > 0.0).then(|| time / tries as f64)
    }
}

impl Chart for TimeAgainstTries {
    fn stem(&self) -> &'static str {
        "time-vs-tries"
    }

    fn title(&self) -> String {
        self.scope.lang.text(DrawText::ChartGrowthTitle).to_string()
    }

    fn lang(&self) -> Lang {
        self.scope.lang
    }

    fn draw<DB: DrawingBackend>(
        &self,
        root: &DrawingArea<DB, Shift>,
        fonts: Fonts,
    ) -> DrawResult<DB> {
        let lang = self.scope.lang;
        let subtitle = lang.fill(
            match self.scope.shown {
                1 => DrawText::ChartGrowthSubtitleOne,
                _ => DrawText::ChartGrowthSubtitle,
            },
            &[("puzzles", &self.scope.puzzles())],
        );
        let rates: Vec<Option<f64>> = self
            .series
            .iter()
            .map(|(_, points)| TimeAgainstTries::rate(points))
            .collect();
        let keys: Vec<Key> = self
            .series
            .iter()
            .zip(&rates)
            .map(|((kind, _), rate)| {
                let label = match rate {
                    Some(ns) => lang.fill(
                        DrawText::ChartGrowthKey,
                        &[("solver", &kind.name()), ("time", &time_ns(*ns))],
                    ),
                    None => kind.name().to_string(),
                };
                let mark = if self.scope.shown == 1 {
                    Mark::Box
                } else {
                    Mark::Dot
                };
                Key::new(solver_color(*kind), label, mark)
            })
            .collect();
        let body = header(root, fonts, &self.title(), &subtitle, &keys)?;
        let body = footnote(body, fonts, self.scope.note.as_deref())?;
        if self.scope.shown == 1 {
            // One puzzle is one point a variant: what it can show is the time per try, or
            // for a puzzle with no blank to try, the time of the search.
            let bars: Vec<VariantBar> = self
                .series
                .iter()
                .zip(&rates)
                .filter_map(|((kind, _), rate)| rate.map(|ns| VariantBar::new(*kind, ns, time_ns)))
                .collect();
            if bars.is_empty() {
                let times: Vec<VariantBar> = self
                    .series
                    .iter()
                    .filter_map(|(kind, ps)| {
                        ps.first()
                            .map(|p| VariantBar::new(*kind, p.median, time_ns))
                    })
                    .collect();
                return draw_variant_bars(
                    &body,
                    fonts,
                    &times,
                    lang.text(DrawText::ChartGrowthNoTries),
                    time_ns,
                );
            }
            return draw_variant_bars(
                &body,
                fonts,
                &bars,
                lang.text(DrawText::ChartGrowthPerTry),
                time_ns,
            );
        }
        let all = || self.series.iter().flat_map(|(_, ps)| ps.iter());
        let (x_lo, x_hi) = style::log_range(all().map(|p| p.tries as f64));
        let (y_lo, y_hi) = style::log_range(all().map(|p| p.median));
        let mut chart = plot_on(&body, 92).build_cartesian_2d(
            labelled((x_lo..x_hi).log_scale(), style::log_labels(x_lo, x_hi, si)),
            labelled(
                (y_lo..y_hi).log_scale(),
                style::log_labels(y_lo, y_hi, time_ns),
            ),
        )?;
        chart
            .configure_mesh()
            .x_desc(lang.text(DrawText::ChartTriesPerSearchLog))
            .y_desc(lang.text(DrawText::ChartTimePerSearchLog))
            .axis_desc_style(fonts.text(LABEL))
            .label_style(fonts.text(TICK))
            .x_labels(8)
            .y_labels(8)
            .max_light_lines(0)
            .bold_line_style(style::GRID)
            .draw()?;

        let radius = if self.scope.shown <= MAX_BARS { 5 } else { 3 };
        for ((kind, points), rate) in self.series.iter().zip(&rates) {
            let color = solver_color(*kind);
            chart.draw_series(points.iter().filter(|p| p.tries > 0 && p.median > 0.0).map(
                |p| Circle::new((p.tries as f64, p.median), radius, color.mix(0.75).filled()),
            ))?;
            if let Some(ns) = *rate {
                // The line y = ns * x, clipped to the plot.
                let from = x_lo.max(y_lo / ns);
                let to = x_hi.min(y_hi / ns);
                if from < to {
                    chart.draw_series(DashedLineSeries::new(
                        [(from, from * ns), (to, to * ns)],
                        8,
                        5,
                        color.stroke_width(2),
                    ))?;
                }
            }
        }
        Ok(())
    }
}

/// Chart 5 (strategies only): tries per puzzle, each strategy's own search, on a log
/// scale: searches that differ by factors of thousands side by side.
pub(crate) struct TriesPerPuzzle {
    scope: Scope,
    series: Series,
    /// The bars of the one puzzle compared, a strategy each, from zero.
    one: Option<Vec<VariantBar>>,
}

impl TriesPerPuzzle {
    pub(crate) fn new(c: &Comparison, lang: Lang) -> TriesPerPuzzle {
        let (scope, series) = per_puzzle(c, lang);
        let one = bars_of_the_puzzle(c, |v| v.stats.tries);
        TriesPerPuzzle { scope, series, one }
    }
}

impl Chart for TriesPerPuzzle {
    fn stem(&self) -> &'static str {
        "tries"
    }

    fn title(&self) -> String {
        let title = match self.one {
            Some(_) => DrawText::ChartTriesTitleOne,
            None => DrawText::ChartTriesTitle,
        };
        self.scope.lang.text(title).to_string()
    }

    fn lang(&self) -> Lang {
        self.scope.lang
    }

    fn draw<DB: DrawingBackend>(
        &self,
        root: &DrawingArea<DB, Shift>,
        fonts: Fonts,
    ) -> DrawResult<DB> {
        let lang = self.scope.lang;
        let (subtitle, mark) = match self.one {
            Some(_) => (DrawText::ChartTriesSubtitleOne, Mark::Box),
            None => (DrawText::ChartTriesSubtitle, Mark::Dot),
        };
        let subtitle = lang.fill(subtitle, &[("puzzles", &self.scope.puzzles())]);
        let keys = self.scope.keys(mark, |kind| kind.name().to_string());
        let body = header(root, fonts, &self.title(), &subtitle, &keys)?;
        let body = footnote(body, fonts, self.scope.note.as_deref())?;
        if let Some(bars) = &self.one {
            let y_desc = lang.text(DrawText::ChartTriesPerSearch);
            return draw_variant_bars(&body, fonts, bars, y_desc, whole_si);
        }
        let tries = |p: &Point| p.tries.max(1) as f64;
        let (lo, hi) =
            style::log_decades(self.series.iter().flat_map(|(_, ps)| ps.iter().map(tries)));
        let mut chart = log_puzzle_chart(
            &body,
            fonts,
            &self.series,
            (lo, hi),
            lang.text(DrawText::ChartTriesPerSearchLog),
            si,
        )?;
        let few = self.scope.shown <= MAX_BARS;
        let variants = self.series.len().max(1) as f64;
        for (i, (kind, points)) in self.series.iter().enumerate() {
            let color = solver_color(*kind);
            // Side by side within the puzzle's slot, so that equal counts (naive and
            // tables make the same search) both show.
            let offset = match variants > 1.0 {
                true => (i as f64 / (variants - 1.0) - 0.5) * 0.4,
                false => 0.0,
            };
            chart.draw_series(points.iter().map(|p| {
                Circle::new(
                    (p.number as f64 + offset, tries(p)),
                    if few { 5 } else { 2 },
                    color.filled(),
                )
            }))?;
        }
        Ok(())
    }
}

/// Chart 6 (strategies only): the check's work a try, over all the puzzles shown: fewer
/// tries are bought with more work a step (the looks over the blanks that choose them).
/// Forced digits are placed without a try, so the work a placement stands beside it in
/// the legend: a strategy that forces most of its digits pays its looks over few tries.
pub(crate) struct WorkPerTry {
    scope: Scope,
    /// Per strategy: its check's cost over its tries, and over its placements (fitting
    /// tries and forced digits), summed over the puzzles it finished.
    bars: Vec<(Strategy, Option<f64>, Option<f64>)>,
}

impl WorkPerTry {
    pub(crate) fn new(c: &Comparison, lang: Lang) -> WorkPerTry {
        let scope = Scope::of(c, lang);
        let bars = scope
            .solvers
            .iter()
            .map(|&kind| {
                let total = c.counted_total(kind);
                (
                    kind,
                    total.cost_per_try(kind),
                    total.cost_per_placement(kind),
                )
            })
            .collect();
        WorkPerTry { scope, bars }
    }
}

impl Chart for WorkPerTry {
    fn stem(&self) -> &'static str {
        "work-per-try"
    }

    fn title(&self) -> String {
        self.scope.lang.text(DrawText::ChartWorkTitle).to_string()
    }

    fn lang(&self) -> Lang {
        self.scope.lang
    }

    fn draw<DB: DrawingBackend>(
        &self,
        root: &DrawingArea<DB, Shift>,
        fonts: Fonts,
    ) -> DrawResult<DB> {
        let lang = self.scope.lang;
        let subtitle = lang.fill(
            DrawText::ChartWorkSubtitle,
            &[("puzzles", &self.scope.puzzles())],
        );
        let keys: Vec<Key> = self
            .bars
            .iter()
            .map(|&(kind, _, placement)| {
                let label = match placement {
                    Some(v) => lang.fill(
                        DrawText::ChartWorkKey,
                        &[("solver", &kind.name()), ("work", &work_words(v))],
                    ),
                    None => kind.name().to_string(),
                };
                Key::new(solver_color(kind), label, Mark::Box)
            })
            .collect();
        let body = header(root, fonts, &self.title(), &subtitle, &keys)?;
        let body = footnote(body, fonts, self.scope.note.as_deref())?;
        let bars: Vec<VariantBar> = self
            .bars
            .iter()
            .map(|&(kind, value, _)| VariantBar::new(kind, value.unwrap_or(0.0), work_words))
            .collect();
        draw_variant_bars(
            &body,
            fonts,
            &bars,
            lang.text(DrawText::ChartWorkPerTry),
            work_words,
        )
    }
}

/// Work a step as labels show it: whole past 100, else with a decimal.
fn work_words(v: f64) -> String {
    if v >= 100.0 || is_whole(v) {
        thousands(v.round() as u64)
    } else {
        format!("{v:.1}")
    }
}

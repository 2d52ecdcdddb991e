//! The charts that keep every puzzle, finished or stopped at the limit, the forms the
//! SAT competitions compare solvers by: a cactus plot (how many puzzles each strategy
//! solves within a budget of tries, and of time) and a per-puzzle scatter of two
//! strategies' tries, the stopped searches on the border at the limit.

use plotters::coord::Shift;
use plotters::prelude::*;

use super::style::{self, LABEL, TICK, si, solver_color, time_ns};
use super::ticks::labelled;
use super::{Chart, DrawResult, Fonts, Key, Mark, header, plot_on, puzzles};
use sudotrace_compare::Comparison;
use sudotrace_core::events::event::Outcome;
use sudotrace_core::lang::Lang;
use sudotrace_core::numbers::thousands;
use sudotrace_core::search::Strategy;
use sudotrace_style::lang::DrawText;

/// What every strategy solved: its tries and its median times, each sorted.
struct Solved {
    solver: Strategy,
    /// Tries of the puzzles it solved, a search with no try counted as 1 (a log axis
    /// has no 0), sorted.
    tries: Vec<f64>,
    /// Median times (ns) of the puzzles it solved and timed, sorted.
    times: Vec<f64>,
}

/// Chart: puzzles solved against the tries and the time allowed, one line a strategy.
pub(crate) struct Cactus {
    solved: Vec<Solved>,
    puzzles: usize,
    max_tries: Option<u64>,
    lang: Lang,
}

impl Cactus {
    pub(super) fn new(c: &Comparison, lang: Lang) -> Cactus {
        let solved = c
            .options
            .solvers
            .iter()
            .map(|&solver| {
                let results = || {
                    c.puzzles
                        .iter()
                        .filter_map(move |p| p.variant(solver))
                        .filter(|v| v.outcome == Outcome::Solved)
                };
                let mut tries: Vec<f64> = results().map(|v| v.stats.tries.max(1) as f64).collect();
                let mut times: Vec<f64> = results()
                    .filter_map(|v| v.timing.map(|t| t.median.as_nanos() as f64))
                    .filter(|&ns| ns > 0.0)
                    .collect();
                tries.sort_by(f64::total_cmp);
                times.sort_by(f64::total_cmp);
                Solved {
                    solver,
                    tries,
                    times,
                }
            })
            .collect();
        Cactus {
            solved,
            puzzles: c.puzzles.len(),
            max_tries: c.options.max_tries,
            lang,
        }
    }

    /// One panel: puzzles solved (up the side) within the budget along the bottom.
    fn panel<DB: DrawingBackend>(
        &self,
        area: &DrawingArea<DB, Shift>,
        fonts: Fonts,
        x_desc: &str,
        values: impl Fn(&Solved) -> &[f64],
        format: fn(f64) -> String,
        limit: Option<f64>,
    ) -> DrawResult<DB> {
        let all = self.solved.iter().flat_map(|s| values(s).iter().copied());
        let (lo, hi) = style::log_range(all.chain(limit));
        let top = self.puzzles.max(1) as f64;
        let solved = |v: f64| match style::is_whole(v) {
            true => thousands(v.round() as u64),
            false => String::new(),
        };
        let mut chart = plot_on(area, 64).build_cartesian_2d(
            labelled((lo..hi).log_scale(), style::log_labels(lo, hi, format)),
            labelled(0.0..top * 1.04, solved),
        )?;
        chart
            .configure_mesh()
            .x_desc(x_desc)
            .y_desc(self.lang.text(DrawText::ChartCactusSolved))
            .axis_desc_style(fonts.text(LABEL))
            .label_style(fonts.text(TICK))
            .x_labels(8)
            .y_labels(6)
            .max_light_lines(0)
            .bold_line_style(style::GRID)
            .draw()?;
        // Every puzzle compared: the line a strategy that solves them all reaches.
        chart.draw_series(DashedLineSeries::new(
            [(lo, top), (hi, top)],
            6,
            4,
            style::MUTED.stroke_width(1),
        ))?;
        if let Some(limit) = limit {
            chart.draw_series(DashedLineSeries::new(
                [(limit, 0.0), (limit, top * 1.04)],
                6,
                4,
                style::MUTED.stroke_width(1),
            ))?;
        }
        for solved in &self.solved {
            let values = values(solved);
            // A step up at each puzzle's figure, then flat to the right edge.
            let mut steps = Vec::with_capacity(2 * values.len() + 2);
            steps.push((lo, 0.0));
            for (k, &v) in values.iter().enumerate() {
                steps.push((v, k as f64));
                steps.push((v, (k + 1) as f64));
            }
            steps.push((hi, values.len() as f64));
            let color = solver_color(solved.solver);
            chart.draw_series(LineSeries::new(steps, color.stroke_width(3)))?;
        }
        Ok(())
    }
}

impl Chart for Cactus {
    fn stem(&self) -> &'static str {
        "cactus"
    }

    fn title(&self) -> String {
        self.lang.text(DrawText::ChartCactusTitle).to_string()
    }

    fn lang(&self) -> Lang {
        self.lang
    }

    fn draw<DB: DrawingBackend>(
        &self,
        root: &DrawingArea<DB, Shift>,
        fonts: Fonts,
    ) -> DrawResult<DB> {
        let lang = self.lang;
        let limit = self.max_tries.map(thousands);
        let subtitle = lang.fill(
            match limit {
                Some(_) => DrawText::ChartCactusSubtitleLimit,
                None => DrawText::ChartCactusSubtitle,
            },
            &[
                ("puzzles", &puzzles(lang, self.puzzles)),
                ("limit", &limit.unwrap_or_default()),
            ],
        );
        let keys: Vec<Key> = self
            .solved
            .iter()
            .map(|s| {
                let label = lang.fill(
                    DrawText::ChartCactusKey,
                    &[
                        ("solver", &s.solver.name()),
                        ("solved", &thousands(s.tries.len() as u64)),
                        ("puzzles", &thousands(self.puzzles as u64)),
                    ],
                );
                Key::new(solver_color(s.solver), label, Mark::Line)
            })
            .collect();
        let body = header(root, fonts, &self.title(), &subtitle, &keys)?;
        let (width, _) = body.dim_in_pixel();
        let (left, right) = body.split_horizontally(width / 2);
        self.panel(
            &left,
            fonts,
            lang.text(DrawText::ChartTriesLog),
            |s| &s.tries,
            si,
            self.max_tries.map(|n| n as f64),
        )?;
        self.panel(
            &right,
            fonts,
            lang.text(DrawText::ChartCactusTime),
            |s| &s.times,
            time_ns,
            None,
        )
    }
}

/// A puzzle's tries by two strategies; `None` where one was stopped at the limit.
type Pair = (Option<u64>, Option<u64>);

/// Chart: each puzzle's tries by the first strategy (along) against another's (up),
/// log–log, the diagonal drawn; a stopped search sits on the border at the limit.
pub(crate) struct Scatter {
    base: Strategy,
    others: Vec<(Strategy, Vec<Pair>)>,
    max_tries: Option<u64>,
    lang: Lang,
}

impl Scatter {
    /// The scatter of the first strategy against each other one, if there are two.
    pub(super) fn new(c: &Comparison, lang: Lang) -> Option<Scatter> {
        let (&base, others) = c.options.solvers.split_first()?;
        if others.is_empty() {
            return None;
        }
        let tries = |v: &sudotrace_compare::VariantResult| {
            (v.outcome != Outcome::Limit).then_some(v.stats.tries)
        };
        let others = others
            .iter()
            .map(|&other| {
                let pairs = c
                    .puzzles
                    .iter()
                    .filter_map(|p| Some((tries(p.variant(base)?), tries(p.variant(other)?))))
                    .collect();
                (other, pairs)
            })
            .collect();
        Some(Scatter {
            base,
            others,
            max_tries: c.options.max_tries,
            lang,
        })
    }
}

impl Chart for Scatter {
    fn stem(&self) -> &'static str {
        "scatter"
    }

    fn title(&self) -> String {
        self.lang
            .fill(DrawText::ChartScatterTitle, &[("base", &self.base.name())])
    }

    fn lang(&self) -> Lang {
        self.lang
    }

    fn draw<DB: DrawingBackend>(
        &self,
        root: &DrawingArea<DB, Shift>,
        fonts: Fonts,
    ) -> DrawResult<DB> {
        let lang = self.lang;
        let border = self.max_tries.map(thousands);
        let subtitle = lang.fill(
            match border {
                Some(_) => DrawText::ChartScatterSubtitleLimit,
                None => DrawText::ChartScatterSubtitle,
            },
            &[
                ("base", &self.base.name()),
                ("limit", &border.unwrap_or_default()),
            ],
        );
        let keys: Vec<Key> = self
            .others
            .iter()
            .map(|(s, _)| Key::new(solver_color(*s), s.name(), Mark::Dot))
            .collect();
        let body = header(root, fonts, &self.title(), &subtitle, &keys)?;
        let limit = self.max_tries.map(|n| n.max(1) as f64);
        // A stopped search is drawn at the limit, on the border.
        let at = |tries: Option<u64>| tries.map_or(limit.unwrap_or(1.0), |t| t.max(1) as f64);
        let values = self
            .others
            .iter()
            .flat_map(|(_, pairs)| pairs.iter().flat_map(|&(a, b)| [at(a), at(b)]));
        let (lo, hi) = style::log_range(values.chain(limit));
        // Room past the limit, so that the border and its label stand inside the plot.
        let hi = limit.map_or(hi, |limit| hi.max(limit * 2.5));
        let mut chart = plot_on(&body, 92).build_cartesian_2d(
            labelled((lo..hi).log_scale(), style::log_labels(lo, hi, si)),
            labelled((lo..hi).log_scale(), style::log_labels(lo, hi, si)),
        )?;
        chart
            .configure_mesh()
            .x_desc(lang.fill(DrawText::ChartScatterBase, &[("base", &self.base.name())]))
            .y_desc(lang.text(DrawText::ChartScatterOther))
            .axis_desc_style(fonts.text(LABEL))
            .label_style(fonts.text(TICK))
            .x_labels(8)
            .y_labels(8)
            .max_light_lines(0)
            .bold_line_style(style::GRID)
            .draw()?;
        chart.draw_series(LineSeries::new(
            [(lo, lo), (hi, hi)],
            style::MUTED.stroke_width(1),
        ))?;
        if let Some(limit) = limit {
            for line in [[(limit, lo), (limit, limit)], [(lo, limit), (limit, limit)]] {
                chart.draw_series(DashedLineSeries::new(
                    line,
                    6,
                    4,
                    style::MUTED.stroke_width(1),
                ))?;
            }
            chart.draw_series(std::iter::once(Text::new(
                lang.fill(
                    DrawText::ChartScatterLimit,
                    &[("limit", &thousands(limit as u64))],
                ),
                (lo * 1.3, limit * 1.6),
                fonts.muted(TICK),
            )))?;
        }
        for (other, pairs) in &self.others {
            let color = solver_color(*other);
            chart.draw_series(pairs.iter().map(|&(a, b)| {
                let style = match a.is_some() && b.is_some() {
                    true => color.mix(0.75).filled(),
                    false => color.stroke_width(2),
                };
                Circle::new((at(a), at(b)), 4, style)
            }))?;
        }
        Ok(())
    }
}

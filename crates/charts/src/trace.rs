//! The three charts of one search, from its trace: the search profile (how deep the
//! search stands after each event; every drop is a backtrack), a heat map of the tries
//! made in each cell, and the search tree (a node a placement, a row a depth, drawn as
//! an icicle across the events, the path the search finished on marked).
//!
//! The trace is streamed once through the one [`Replay`](sudotrace_core::events::replay::Replay), which refuses events that
//! cannot happen, so memory stays bounded however long the trace: the profile keeps at
//! most `MAX_COLUMNS` × 2 columns, each the lowest, highest and mean depth of an equal run
//! of events.

use std::path::Path;

use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

use super::style::{self, LABEL, TICK, si};
use super::{Chart, ChartError, DrawResult, Fonts, Key, Mark, Plot, Written, header, plot_on};
use sudotrace_core::escape::solver_shown;
use sudotrace_core::events::counts::Count;
use sudotrace_core::events::event::{Event, Outcome};
use sudotrace_core::lang::Lang;
use sudotrace_core::numbers::thousands;
use sudotrace_core::puzzle::grid::{CELLS, Cell, Grid, Unit};
use sudotrace_core::trace::{Cursor, CutShort, Header, TraceError};
use sudotrace_core::views::profile::{DepthProfile, SearchTree};
use sudotrace_style::lang::DrawText;

/// How often [`TraceProfile::read`] reports progress, in events.
pub(crate) const PROGRESS_EVERY: u64 = 1 << 16;

/// What the charts of one trace need, gathered in one pass over it.
#[derive(Clone, Debug)]
pub struct TraceProfile {
    /// The trace's header: its puzzle and solver.
    pub header: Header,
    /// How the search ended; `None` for a trace cut short, read up to its last whole
    /// event.
    pub outcome: Option<Outcome>,
    /// Where the trace stops, when it is cut short.
    pub cut_short: Option<CutShort>,
    /// Events in the trace, the end record not counted.
    pub events: u64,
    /// Try events in the trace.
    pub tries: u64,
    /// Backtrack events in the trace.
    pub backtracks: u64,
    /// Forced placements, for the strategies that make them.
    pub forced: u64,
    /// Dead ends, for the strategies that make them.
    pub dead_ends: u64,
    /// Tries made in each cell, in reading order.
    pub tries_per_cell: [u64; CELLS],
    /// The search tree, folded into the columns of the search's depth profile (how
    /// deep it stood after each event, from the puzzle on).
    pub tree: SearchTree,
}

impl TraceProfile {
    /// Stream the trace `cursor` reads (from where it stands, the start of a cursor
    /// just opened) through the replay. `progress` is told the events read so far every
    /// `PROGRESS_EVERY` events, and answers whether to go on: `None` when it says stop
    /// (a notebook's interrupt). A trace cut short is read up to its last whole event (by
    /// a [lenient](Cursor::lenient) cursor, up to an event that cannot happen), and says
    /// where it stops in [`cut_short`](TraceProfile::cut_short).
    pub fn read(
        mut cursor: Cursor,
        progress: &mut dyn FnMut(u64) -> bool,
    ) -> Result<Option<TraceProfile>, TraceError> {
        let header = cursor.header().clone();
        let mut tries_per_cell = [0u64; CELLS];
        let mut tree = SearchTree::default();
        while let Some(event) = cursor.next_event()? {
            if let Event::Try { cell, .. } = event {
                tries_per_cell[cell.index()] += 1;
            }
            tree.push(&event, cursor.replay().depth());
            if cursor.position().is_multiple_of(PROGRESS_EVERY) && !progress(cursor.position()) {
                return Ok(None);
            }
        }
        let cut_short = cursor.cut_short().cloned();
        let stats = cursor.stats();
        Ok(Some(TraceProfile {
            outcome: cursor.outcome(),
            events: cursor.position(),
            tries: stats.tries,
            backtracks: stats.backtracks,
            forced: stats.forced,
            dead_ends: stats.dead_ends,
            tries_per_cell,
            tree,
            header,
            cut_short,
        }))
    }

    /// Blanks of the puzzle: the depth of a solved search.
    pub fn blanks(&self) -> usize {
        CELLS - self.header.puzzle.filled()
    }

    /// `naive trace of the puzzle 53..7.... 6..195... (rows 1-2 of 9): solved, ...` for
    /// subtitles: whole rows, so that no blank's dot runs into a mark of omission.
    fn describe(&self, lang: Lang) -> String {
        let line = self.header.puzzle.to_line();
        let puzzle = format!("{} {}", &line[..9], &line[9..18]);
        let outcome = self
            .outcome
            .map_or_else(|| lang.text(DrawText::CutShort), |o| o.label(lang));
        let count = |count: Count, value: u64| {
            lang.fill(
                DrawText::ChartCount,
                &[("value", &thousands(value)), ("count", &count.words(lang))],
            )
        };
        let (tries, backtracks) = (
            count(Count::Tries, self.tries),
            count(Count::Backtracks, self.backtracks),
        );
        let (forced, dead_ends) = (
            count(Count::Forced, self.forced),
            count(Count::DeadEnds, self.dead_ends),
        );
        let template = match self.forced + self.dead_ends {
            0 => DrawText::ChartTrace,
            _ => DrawText::ChartTraceForcing,
        };
        lang.fill(
            template,
            &[
                ("solver", &solver_shown(&self.header.solver, lang)),
                ("puzzle", &puzzle),
                ("outcome", &outcome),
                ("tries", &tries),
                ("backtracks", &backtracks),
                ("forced", &forced),
                ("dead_ends", &dead_ends),
            ],
        )
    }
}

/// Draw the three charts of `profile` into `dir`, their words in `lang`.
pub fn write_all(
    dir: &Path,
    profile: &TraceProfile,
    lang: Lang,
) -> Result<Vec<Written>, ChartError> {
    Ok(vec![
        super::write(dir, &SearchProfile { profile, lang })?,
        super::write(dir, &TriesHeatMap { profile, lang })?,
        super::write(dir, &SearchTreeChart { profile, lang })?,
    ])
}

/// Chart 5: depth across the events.
pub(crate) struct SearchProfile<'a> {
    pub profile: &'a TraceProfile,
    pub lang: Lang,
}

impl Chart for SearchProfile<'_> {
    fn stem(&self) -> &'static str {
        "depth"
    }

    fn title(&self) -> String {
        self.lang.fill(
            DrawText::ChartDepthTitle,
            &[("events", &thousands(self.profile.events))],
        )
    }

    fn lang(&self) -> Lang {
        self.lang
    }

    fn draw<DB: DrawingBackend>(
        &self,
        root: &DrawingArea<DB, Shift>,
        fonts: Fonts,
    ) -> DrawResult<DB> {
        let (p, lang) = (self.profile, self.lang);
        let d = &p.tree.depth;
        let drops = match p.forced {
            0 => DrawText::ChartDepthSubtitle,
            _ => DrawText::ChartDepthSubtitleForcing,
        };
        let mut subtitle = lang.fill(drops, &[("trace", &p.describe(lang))]);
        if d.per_column > 1 {
            subtitle = lang.fill(
                DrawText::ChartDepthFolded,
                &[("subtitle", &subtitle), ("n", &thousands(d.per_column))],
            );
        }
        let color = style::DEPTH;
        let goal = style::MUTED;
        let keys = [
            Key::new(
                color,
                lang.text(if d.per_column == 1 {
                    DrawText::ChartDepth
                } else {
                    DrawText::ChartMeanDepth
                }),
                Mark::Line,
            ),
            Key::new(
                goal,
                lang.fill(DrawText::ChartBlanksToFill, &[("n", &p.blanks())]),
                Mark::Dashed,
            ),
        ];
        let body = header(root, fonts, &self.title(), &subtitle, &keys)?;
        let blanks = p.blanks() as f64;
        let top = blanks.max(d.max_depth() as f64).max(1.0) * 1.08;
        let x_end = (d.points.max(2) - 1) as f64;
        let mut chart = plot_on(&body, 80).build_cartesian_2d(0.0..x_end, 0.0..top)?;
        chart
            .configure_mesh()
            .x_desc(lang.text(match p.forced + p.dead_ends {
                0 => DrawText::ChartDepthEvents,
                _ => DrawText::ChartDepthEventsChoosing,
            }))
            .y_desc(lang.text(DrawText::ChartDepth))
            .axis_desc_style(fonts.text(LABEL))
            .label_style(fonts.text(TICK))
            .x_labels(8)
            .y_labels(8)
            .x_label_formatter(&|v| si(*v))
            .y_label_formatter(&|v| format!("{v:.0}"))
            .max_light_lines(0)
            .bold_line_style(style::GRID)
            .draw()?;

        draw_depth(&mut chart, d, x_end, color)?;
        chart.draw_series(DashedLineSeries::new(
            [(0.0, blanks), (x_end, blanks)],
            8,
            6,
            goal.stroke_width(2),
        ))?;
        Ok(())
    }
}

/// The depth of each event as a line; when columns hold many events, the range from
/// the lowest to the highest depth of each as a light band, and the mean depth of each
/// as a line through it, so that the search's structure shows however long it is.
fn draw_depth<DB: DrawingBackend>(
    chart: &mut Plot<'_, DB>,
    d: &DepthProfile,
    x_end: f64,
    color: RGBColor,
) -> DrawResult<DB> {
    if d.per_column == 1 {
        chart.draw_series(LineSeries::new(
            d.columns
                .iter()
                .enumerate()
                .map(|(i, c)| (i as f64, c.highest as f64)),
            color.stroke_width(1),
        ))?;
    } else {
        let width = d.per_column as f64;
        let x = |i: usize| ((i as f64 + 0.5) * width).min(x_end);
        let upper = d
            .columns
            .iter()
            .enumerate()
            .map(|(i, c)| (x(i), c.highest as f64));
        let lower = d
            .columns
            .iter()
            .enumerate()
            .rev()
            .map(|(i, c)| (x(i), c.lowest as f64));
        chart.draw_series(std::iter::once(Polygon::new(
            upper.chain(lower).collect::<Vec<_>>(),
            color.mix(0.18).filled(),
        )))?;
        chart.draw_series(LineSeries::new(
            d.columns.iter().enumerate().map(|(i, c)| (x(i), c.mean())),
            // One pixel: a wider line zigzagging this densely grows spikes at its joins
            // in the PNG.
            color.stroke_width(1),
        ))?;
    }
    Ok(())
}

/// Chart 7: the search tree, an icicle: a row a depth (1 at the top), each node as wide
/// as the events it stood for, the nodes of a row told apart where they are few enough
/// to see, and the path the search finished on marked.
pub(crate) struct SearchTreeChart<'a> {
    pub profile: &'a TraceProfile,
    pub lang: Lang,
}

/// The grey of the nodes searched, light enough for the path to stand out on it.
const NODE: RGBColor = RGBColor(0xa8, 0xa8, 0xa8);

/// Rows with at most this many nodes have each node's start drawn.
const NODES_APART: u32 = 400;

impl Chart for SearchTreeChart<'_> {
    fn stem(&self) -> &'static str {
        "tree"
    }

    fn title(&self) -> String {
        self.lang.fill(
            DrawText::ChartTreeTitle,
            &[
                ("nodes", &thousands(self.profile.tree.nodes)),
                ("events", &thousands(self.profile.events)),
            ],
        )
    }

    fn lang(&self) -> Lang {
        self.lang
    }

    fn draw<DB: DrawingBackend>(
        &self,
        root: &DrawingArea<DB, Shift>,
        fonts: Fonts,
    ) -> DrawResult<DB> {
        let (p, lang) = (self.profile, self.lang);
        let tree = &p.tree;
        let d = &tree.depth;
        let deepest = d.max_depth().max(1);
        let mut by_depth = vec![0u64; usize::from(deepest)];
        for column in &tree.starts {
            for (sum, &n) in by_depth.iter_mut().zip(column) {
                *sum += u64::from(n);
            }
        }
        let (widest, widest_at) = by_depth
            .iter()
            .enumerate()
            .map(|(i, &n)| (n, i + 1))
            .max()
            .unwrap_or((0, 1));
        let mut subtitle = lang.fill(
            DrawText::ChartTreeSubtitle,
            &[
                ("trace", &p.describe(lang)),
                ("depth", &widest_at),
                ("nodes", &thousands(widest)),
            ],
        );
        if d.per_column > 1 {
            subtitle = lang.fill(
                DrawText::ChartTreeFolded,
                &[("subtitle", &subtitle), ("n", &thousands(d.per_column))],
            );
        }
        let path_words = match p.outcome {
            Some(Outcome::Solved) => DrawText::ChartTreePathSolved,
            _ => DrawText::ChartTreePathEnded,
        };
        let keys = [
            Key::new(NODE, lang.text(DrawText::ChartTreeNodes), Mark::Box),
            Key::new(style::DEPTH, lang.text(path_words), Mark::Box),
        ];
        let body = header(root, fonts, &self.title(), &subtitle, &keys)?;
        let x_end = (d.points.max(2) - 1) as f64;
        let rows = f64::from(deepest);
        let mut chart = plot_on(&body, 80).build_cartesian_2d(0.0..x_end, -rows - 0.5..-0.5)?;
        chart
            .configure_mesh()
            .x_desc(lang.text(DrawText::ChartTreeEvents))
            .y_desc(lang.text(DrawText::ChartTreeDepth))
            .axis_desc_style(fonts.text(LABEL))
            .label_style(fonts.text(TICK))
            .x_labels(8)
            .y_labels(10)
            .x_label_formatter(&|v| si(*v))
            .y_label_formatter(&|v| format!("{:.0}", -v))
            .disable_y_mesh()
            .max_light_lines(0)
            .bold_line_style(style::GRID)
            .draw()?;
        let width = d.per_column as f64;
        let x = |column: usize| (column as f64 * width).min(x_end);
        let row = |depth: u8| (-f64::from(depth) + 0.45, -f64::from(depth) - 0.45);
        for depth in 1..=deepest {
            // The stretches of columns where the search stood this deep or deeper.
            let (top, bottom) = row(depth);
            let mut runs = Vec::new();
            let mut start = None;
            for (i, column) in d.columns.iter().enumerate() {
                match (column.highest >= depth, start) {
                    (true, None) => start = Some(i),
                    (false, Some(s)) => {
                        runs.push((s, i));
                        start = None;
                    }
                    _ => {}
                }
            }
            if let Some(s) = start {
                runs.push((s, d.columns.len()));
            }
            chart.draw_series(
                runs.into_iter()
                    .map(|(a, b)| Rectangle::new([(x(a), top), (x(b), bottom)], NODE.filled())),
            )?;
            if by_depth[usize::from(depth) - 1] <= u64::from(NODES_APART) {
                let starts = tree
                    .starts
                    .iter()
                    .enumerate()
                    .filter(|(_, s)| s[usize::from(depth) - 1] > 0);
                chart.draw_series(starts.map(|(i, _)| {
                    PathElement::new(
                        [(x(i), top), (x(i), bottom)],
                        style::BACKGROUND.stroke_width(1),
                    )
                }))?;
            }
        }
        chart.draw_series(tree.path.iter().enumerate().map(|(i, &event)| {
            let (top, bottom) = row(i as u8 + 1);
            Rectangle::new(
                [((event - 1) as f64, top), (x_end, bottom)],
                style::DEPTH.filled(),
            )
        }))?;
        Ok(())
    }
}

/// Chart 6: tries per cell on the 9×9 grid, on a log colour scale; givens in grey.
pub(crate) struct TriesHeatMap<'a> {
    pub profile: &'a TraceProfile,
    pub lang: Lang,
}

/// The colour scale, from few tries (light) to many (dark): viridis, reversed.
const SCALE: [(u8, u8, u8); 5] = [
    (0xfd, 0xe7, 0x25),
    (0x5e, 0xc9, 0x62),
    (0x21, 0x91, 0x8c),
    (0x3b, 0x52, 0x8b),
    (0x44, 0x01, 0x54),
];

/// The colour of `t` in 0..=1 on [`SCALE`].
pub(crate) fn scale_color(t: f64) -> RGBColor {
    let t = t.clamp(0.0, 1.0) * (SCALE.len() - 1) as f64;
    let i = (t.floor() as usize).min(SCALE.len() - 2);
    let f = t - i as f64;
    let mix = |a: u8, b: u8| (a as f64 + (b as f64 - a as f64) * f).round() as u8;
    let (a, b) = (SCALE[i], SCALE[i + 1]);
    RGBColor(mix(a.0, b.0), mix(a.1, b.1), mix(a.2, b.2))
}

/// Where `tries` falls on the log colour scale that ends at `max`.
fn scale_position(tries: u64, max: u64) -> f64 {
    if max <= 1 {
        1.0
    } else {
        (tries.max(1) as f64).ln() / (max as f64).ln()
    }
}

fn is_dark(color: RGBColor) -> bool {
    let RGBColor(r, g, b) = color;
    0.299 * r as f64 + 0.587 * g as f64 + 0.114 * b as f64 <= 140.0
}

impl Chart for TriesHeatMap<'_> {
    fn stem(&self) -> &'static str {
        "tries-per-cell"
    }

    fn title(&self) -> String {
        self.lang.text(DrawText::ChartHeatTitle).to_string()
    }

    fn lang(&self) -> Lang {
        self.lang
    }

    fn size(&self) -> (u32, u32) {
        (900, 800)
    }

    fn draw<DB: DrawingBackend>(
        &self,
        root: &DrawingArea<DB, Shift>,
        fonts: Fonts,
    ) -> DrawResult<DB> {
        let (p, lang) = (self.profile, self.lang);
        let subtitle = lang.fill(DrawText::ChartHeatSubtitle, &[("trace", &p.describe(lang))]);
        let body = header(root, fonts, &self.title(), &subtitle, &[])?;
        let (grid_area, side) = body.split_horizontally(720);
        let givens: &Grid = &p.header.puzzle;
        let max = p.tries_per_cell.iter().copied().max().unwrap_or(0);

        let mut chart = ChartBuilder::on(&grid_area)
            .margin_top(16)
            .margin_bottom(38)
            .margin_left(16)
            .margin_right(16)
            .set_label_area_size(LabelAreaPosition::Top, 40)
            .set_label_area_size(LabelAreaPosition::Left, 52)
            .build_cartesian_2d(0.0..9.0, 0.0..9.0)?;
        let mut never_tried = false;
        let cells: Vec<Cell> = Grid::all_cells().collect();
        chart.draw_series(cells.iter().map(|&cell| {
            let (r, c) = (cell.row() as f64, cell.col() as f64);
            let tries = p.tries_per_cell[cell.index()];
            let fill = if givens.get(cell) != 0 {
                style::GIVEN
            } else if tries == 0 {
                never_tried = true;
                style::BACKGROUND
            } else {
                scale_color(scale_position(tries, max))
            };
            Rectangle::new([(c, 9.0 - r), (c + 1.0, 8.0 - r)], fill.filled())
        }))?;
        // Thin lines between cells, thick ones between boxes.
        for i in 0..=9 {
            let v = i as f64;
            let line = if i % 3 == 0 {
                style::INK.stroke_width(3)
            } else {
                style::MUTED.mix(0.6).stroke_width(1)
            };
            chart.draw_series(std::iter::once(PathElement::new(
                [(v, 0.0), (v, 9.0)],
                line,
            )))?;
            chart.draw_series(std::iter::once(PathElement::new(
                [(0.0, v), (9.0, v)],
                line,
            )))?;
        }
        let centered = Pos::new(HPos::Center, VPos::Center);
        chart.draw_series(cells.iter().map(|&cell| {
            let (r, c) = (cell.row() as f64, cell.col() as f64);
            let at = (c + 0.5, 8.5 - r);
            let given = givens.get(cell);
            if given != 0 {
                return Text::new(
                    given.to_string(),
                    at,
                    fonts.bold(30.0).color(&style::MUTED).pos(centered),
                );
            }
            let tries = p.tries_per_cell[cell.index()];
            let fill = scale_color(scale_position(tries, max));
            let ink: &'static RGBColor = if tries > 0 && is_dark(fill) {
                &style::BACKGROUND
            } else {
                &style::INK
            };
            Text::new(
                si(tries as f64),
                at,
                fonts.bold(17.0).color(ink).pos(centered),
            )
        }))?;
        grid_labels(root, fonts, &chart)?;
        self.draw_scale(&side, fonts, max, never_tried)
    }
}

/// The row and column numbers around the grid, and what they count.
fn grid_labels<DB: DrawingBackend>(
    root: &DrawingArea<DB, Shift>,
    fonts: Fonts,
    chart: &Plot<'_, DB>,
) -> DrawResult<DB> {
    // Row and column numbers.
    for i in 0..9 {
        let (x, y) = chart.backend_coord(&(i as f64 + 0.5, 9.0));
        root.draw_text(
            &(i + 1).to_string(),
            &fonts.text(LABEL).pos(Pos::new(HPos::Center, VPos::Bottom)),
            (x, y - 8),
        )?;
        let (x, y) = chart.backend_coord(&(0.0, 8.5 - i as f64));
        root.draw_text(
            &(i + 1).to_string(),
            &fonts.text(LABEL).pos(Pos::new(HPos::Right, VPos::Center)),
            (x - 10, y),
        )?;
    }
    let (x, y) = chart.backend_coord(&(4.5, 9.0));
    root.draw_text(
        Unit::Col.words(fonts.lang),
        &fonts.muted(TICK).pos(Pos::new(HPos::Center, VPos::Bottom)),
        (x, y - 28),
    )?;
    let (x, y) = chart.backend_coord(&(0.0, 4.5));
    let row = fonts.muted(TICK);
    // English runs up the side; a Chinese character stands upright.
    let row = match fonts.lang {
        Lang::En => row
            .transform(FontTransform::Rotate270)
            .pos(Pos::new(HPos::Center, VPos::Bottom)),
        Lang::ZhCn => row.pos(Pos::new(HPos::Right, VPos::Center)),
    };
    root.draw_text(Unit::Row.words(fonts.lang), &row, (x - 34, y))?;
    Ok(())
}

impl TriesHeatMap<'_> {
    /// The colour bar, with its ticks, and the swatches for givens and untried cells.
    fn draw_scale<DB: DrawingBackend>(
        &self,
        side: &DrawingArea<DB, Shift>,
        fonts: Fonts,
        max: u64,
        never_tried: bool,
    ) -> DrawResult<DB> {
        let top = (max.max(10)) as f64;
        let mut bar = ChartBuilder::on(side)
            .margin_top(56)
            .margin_bottom(150)
            .margin_left(4)
            .margin_right(8)
            .set_label_area_size(LabelAreaPosition::Right, 64)
            .build_cartesian_2d(0.0..1.0, (1.0..top).log_scale())?;
        bar.configure_mesh()
            .disable_x_mesh()
            .disable_x_axis()
            .disable_y_mesh()
            .label_style(fonts.text(TICK))
            .y_label_formatter(&|v| style::log_labels(1.0, top, si)(*v))
            .draw()?;
        let steps = 120;
        bar.draw_series((0..steps).map(|k| {
            let lo = top.powf(k as f64 / steps as f64);
            let hi = top.powf((k + 1) as f64 / steps as f64);
            let t = (k as f64 + 0.5) / steps as f64 * top.ln() / (max.max(2) as f64).ln();
            Rectangle::new([(0.0, lo), (1.0, hi)], scale_color(t).filled())
        }))?;
        let (x, y) = bar.backend_coord(&(0.0, top));
        side.draw_text(
            self.lang.text(DrawText::ChartTriesLog),
            &fonts.text(TICK),
            (
                x - side.get_base_pixel().0 - 4,
                y - side.get_base_pixel().1 - 28,
            ),
        )?;

        let (_, height) = side.dim_in_pixel();
        let mut y = height as i32 - 120;
        let mut swatch = |fill: RGBColor, label: &str| -> DrawResult<DB> {
            side.draw(&Rectangle::new([(8, y), (30, y + 22)], fill.filled()))?;
            side.draw(&Rectangle::new(
                [(8, y), (30, y + 22)],
                style::MUTED.stroke_width(1),
            ))?;
            side.draw_text(label, &fonts.text(TICK), (38, y + 4))?;
            y += 34;
            Ok(())
        };
        swatch(style::GIVEN, self.lang.text(DrawText::ChartHeatGiven))?;
        if never_tried {
            swatch(
                style::BACKGROUND,
                self.lang.text(DrawText::ChartHeatNeverTried),
            )?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_colour_scale_runs_from_light_to_dark() {
        assert_eq!(scale_color(0.0), RGBColor(0xfd, 0xe7, 0x25));
        assert_eq!(scale_color(1.0), RGBColor(0x44, 0x01, 0x54));
        assert!(!is_dark(scale_color(0.0)) && is_dark(scale_color(1.0)));
        assert_eq!(scale_position(1, 1000), 0.0);
        assert_eq!(scale_position(1000, 1000), 1.0);
    }
}

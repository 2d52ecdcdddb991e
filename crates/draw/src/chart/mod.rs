//! Charts drawn with plotters, each written as a PNG and an SVG with a title, axis
//! labels with units, and a legend:
//!
//! - from a comparison ([`compare`]): check cost per puzzle, time per puzzle, conflicts
//!   by unit, time against tries, puzzles solved within a budget (a cactus plot), and
//!   with strategies, tries per puzzle, work per try and placement, and a per-puzzle
//!   scatter of two strategies' tries (`censored` draws the two that keep the searches
//!   stopped at the limit);
//! - from one trace ([`trace`]): the search profile (depth across the events) and a heat
//!   map of tries per cell.
//!
//! Text is drawn with the fonts embedded in the binary (see `style`), never a font of
//! the machine, so the same data always gives the same PNG bytes; SVGs carry their text
//! as text. Files are written under a temporary name and renamed once complete.

mod censored;
pub mod compare;
mod style;
pub mod trace;

use std::io::{self, Write};
use std::path::{Path, PathBuf};

use plotters::coord::Shift;
use plotters::prelude::*;

use sudotrace_core::output::AtomicFile;

/// The size of every chart but the heat map, in pixels.
pub(crate) const SIZE: (u32, u32) = (960, 560);

/// Why a chart could not be made.
#[derive(Debug, thiserror::Error)]
pub enum ChartError {
    /// A chart file that could not be written.
    #[error("{}: cannot write the chart: {source}", path.display())]
    Io {
        /// The file.
        path: PathBuf,
        /// What writing it met.
        source: io::Error,
    },
    /// Plotters could not draw the chart.
    #[error("cannot draw the chart {name}: {message}")]
    Draw {
        /// The chart's file name without its extension.
        name: &'static str,
        /// What plotters said.
        message: String,
    },
}

/// An x-y plot with numbers on both axes, as most charts draw theirs.
pub(crate) type Plot<'a, DB> = ChartContext<
    'a,
    DB,
    Cartesian2d<plotters::coord::types::RangedCoordf64, plotters::coord::types::RangedCoordf64>,
>;

/// The result of drawing on some plotters backend.
pub(crate) type DrawResult<DB> =
    Result<(), DrawingAreaErrorKind<<DB as DrawingBackend>::ErrorType>>;

/// One chart: what it is called and how to draw it on any plotters backend.
pub trait Chart {
    /// The file name of the chart without its extension.
    fn stem(&self) -> &'static str;
    /// The title drawn at its top, and used as the report's alt text.
    fn title(&self) -> String;
    /// Width and height in pixels.
    fn size(&self) -> (u32, u32) {
        SIZE
    }
    /// Draw the whole chart on `root`, which is already filled with the background.
    fn draw<DB: DrawingBackend>(&self, root: &DrawingArea<DB, Shift>) -> DrawResult<DB>;
}

/// The two files a chart was written to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Written {
    /// The PNG file.
    pub png: PathBuf,
    /// The SVG file.
    pub svg: PathBuf,
    /// The chart's title.
    pub title: String,
}

/// Draw `chart` and write it into `dir` as STEM.png and STEM.svg.
pub fn write<C: Chart>(dir: &Path, chart: &C) -> Result<Written, ChartError> {
    style::register_fonts();
    let png = dir.join(format!("{}.png", chart.stem()));
    let svg = dir.join(format!("{}.svg", chart.stem()));
    let (png_bytes, svg_text) = render(chart)?;
    save(&png, &png_bytes)?;
    save(&svg, svg_text.as_bytes())?;
    Ok(Written {
        png,
        svg,
        title: chart.title(),
    })
}

/// Draw `chart` in memory: the PNG file's bytes and the SVG's text.
pub fn render<C: Chart>(chart: &C) -> Result<(Vec<u8>, String), ChartError> {
    style::register_fonts();
    let (width, height) = chart.size();
    let failed = |message: String| ChartError::Draw {
        name: chart.stem(),
        message,
    };

    let mut pixels = vec![0u8; width as usize * height as usize * 3];
    {
        let root = BitMapBackend::with_buffer(&mut pixels, (width, height)).into_drawing_area();
        draw_on(&root, chart).map_err(|e| failed(e.to_string()))?;
    }
    let png = encode_png(&pixels, width, height).map_err(|e| failed(e.to_string()))?;

    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, (width, height)).into_drawing_area();
        draw_on(&root, chart).map_err(|e| failed(e.to_string()))?;
    }
    Ok((png, svg))
}

fn draw_on<DB: DrawingBackend, C: Chart>(
    root: &DrawingArea<DB, Shift>,
    chart: &C,
) -> DrawResult<DB> {
    root.fill(&style::BACKGROUND)?;
    chart.draw(root)?;
    root.present()
}

/// The deflate level of the PNGs: with the balanced filter, files about the size of the
/// default level's in half its time.
const LEVEL: u8 = 2;

fn encode_png(rgb: &[u8], width: u32, height: u32) -> Result<Vec<u8>, png::EncodingError> {
    let mut out = Vec::new();
    let mut encoder = png::Encoder::new(&mut out, width, height);
    encoder.set_color(png::ColorType::Rgb);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_compression(png::Compression::Balanced);
    encoder.set_deflate_compression(png::DeflateCompression::Level(LEVEL));
    let mut writer = encoder.write_header()?;
    writer.write_image_data(rgb)?;
    writer.finish()?;
    Ok(out)
}

fn save(path: &Path, bytes: &[u8]) -> Result<(), ChartError> {
    let io_err = |source| ChartError::Io {
        path: path.to_path_buf(),
        source,
    };
    let mut file = AtomicFile::create(path).map_err(io_err)?;
    file.write_all(bytes).map_err(io_err)?;
    file.commit().map_err(io_err)
}

/// How a legend entry marks its series.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Mark {
    /// A filled square, for bars and areas.
    Box,
    /// A filled circle, for points.
    Dot,
    /// A solid line.
    Line,
    /// A dashed line.
    Dashed,
}

/// One entry of a chart's legend: the series' name and how it is drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Key {
    pub color: RGBColor,
    pub label: String,
    pub mark: Mark,
}

impl Key {
    pub fn new(color: RGBColor, label: impl Into<String>, mark: Mark) -> Key {
        Key {
            color,
            label: label.into(),
            mark,
        }
    }
}

/// Pixels an average character of the embedded font takes at `size`, for wrapping
/// (DejaVu Sans averages a little over half its size across running text).
fn char_width(size: f64) -> f64 {
    size * 0.56
}

/// `text` broken into lines of at most `width` characters, at spaces.
pub(crate) fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for word in text.split(' ') {
        if !line.is_empty() && line.chars().count() + 1 + word.chars().count() > width {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

/// Draw the title, the subtitle (wrapped to the width) and the legend across the top of
/// `root`, and return the area below them. The legend stands apart from the plot, so it
/// never hides data.
pub(crate) fn header<DB: DrawingBackend>(
    root: &DrawingArea<DB, Shift>,
    title: &str,
    subtitle: &str,
    keys: &[Key],
) -> Result<DrawingArea<DB, Shift>, DrawingAreaErrorKind<DB::ErrorType>> {
    let (width, _) = root.dim_in_pixel();
    let columns = ((width as f64 - 48.0) / char_width(style::SUBTITLE)) as usize;
    let lines = wrap(subtitle, columns.max(20));
    let mut y = 14;
    root.draw_text(title, &style::bold(style::TITLE), (24, y))?;
    y += 34;
    for line in &lines {
        root.draw_text(line, &style::muted(style::SUBTITLE), (24, y))?;
        y += 21;
    }
    if !keys.is_empty() {
        y += 6;
        let mut x = 24;
        for key in keys {
            // A key that would run past the right edge starts a new line.
            let label_width = (key.label.chars().count() as f64 * char_width(style::LABEL)) as i32;
            if x > 24 && x + 26 + label_width > width as i32 - 16 {
                x = 24;
                y += 24;
            }
            let mid = y + 8;
            match key.mark {
                Mark::Box => root.draw(&Rectangle::new(
                    [(x, mid - 7), (x + 14, mid + 7)],
                    key.color.filled(),
                ))?,
                Mark::Dot => root.draw(&Circle::new((x + 7, mid), 6, key.color.filled()))?,
                Mark::Line => root.draw(&PathElement::new(
                    [(x - 2, mid), (x + 18, mid)],
                    key.color.stroke_width(3),
                ))?,
                Mark::Dashed => {
                    root.draw(&PathElement::new(
                        [(x - 2, mid), (x + 6, mid)],
                        key.color.stroke_width(3),
                    ))?;
                    root.draw(&PathElement::new(
                        [(x + 10, mid), (x + 18, mid)],
                        key.color.stroke_width(3),
                    ))?;
                }
            }
            let at = x + 26;
            root.draw_text(&key.label, &style::text(style::LABEL), (at, y))?;
            x = at + label_width + 30;
        }
        y += 22;
    }
    let (_, body) = root.split_vertically(y + 8);
    Ok(body)
}

/// Draw a note along the bottom of `area` (if any) and return the area above it.
/// The x-y plot of a chart, in the area under its header: the margins and the label
/// areas every such chart uses, with `y_labels` pixels for the y axis's labels.
pub(crate) fn plot_on<'a, 'b, DB: DrawingBackend>(
    body: &'a DrawingArea<DB, Shift>,
    y_labels: u32,
) -> ChartBuilder<'a, 'b, DB> {
    let mut builder = ChartBuilder::on(body);
    builder
        .margin_left(16)
        .margin_right(28)
        .margin_bottom(8)
        .x_label_area_size(52)
        .y_label_area_size(y_labels);
    builder
}

pub(crate) fn footnote<DB: DrawingBackend>(
    area: DrawingArea<DB, Shift>,
    note: Option<&str>,
) -> Result<DrawingArea<DB, Shift>, DrawingAreaErrorKind<DB::ErrorType>> {
    let Some(note) = note else {
        return Ok(area);
    };
    let (_, height) = area.dim_in_pixel();
    let (body, bottom) = area.split_vertically(height.saturating_sub(26));
    bottom.draw_text(note, &style::muted(style::TICK), (24, 4))?;
    Ok(body)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn subtitles_wrap_at_spaces() {
        assert_eq!(
            wrap("one two three four", 9),
            vec!["one two", "three", "four"]
        );
        assert_eq!(wrap("unbreakable", 4), vec!["unbreakable"]);
    }

    struct Empty;

    impl Chart for Empty {
        fn stem(&self) -> &'static str {
            "empty"
        }
        fn title(&self) -> String {
            "An empty chart".into()
        }
        fn size(&self) -> (u32, u32) {
            (120, 80)
        }
        fn draw<DB: DrawingBackend>(&self, root: &DrawingArea<DB, Shift>) -> DrawResult<DB> {
            let keys = [Key::new(style::INK, "a series", Mark::Dot)];
            header(root, &self.title(), "subtitle & <escaped>", &keys).map(|_| ())
        }
    }

    #[test]
    fn charts_are_written_as_png_and_svg_and_the_same_each_time() {
        let dir = tempfile::tempdir().unwrap();
        let written = write(dir.path(), &Empty).unwrap();
        let png = std::fs::read(&written.png).unwrap();
        assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n");
        assert_eq!(&png[16..24], &[0, 0, 0, 120, 0, 0, 0, 80]);
        let svg = std::fs::read_to_string(&written.svg).unwrap();
        assert!(svg.contains("An empty chart"));
        assert!(svg.contains("subtitle &amp; &lt;escaped&gt;"));
        assert!(svg.contains("a series"));
        assert_eq!(render(&Empty).unwrap().0, png);
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 2);
    }
}

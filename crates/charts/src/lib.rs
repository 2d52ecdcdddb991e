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
//! Every word comes from the catalog in the chart's language ([`Lang`]); numbers are
//! written the same in every language. Text is drawn with the fonts embedded in the
//! binary (see `style`: DejaVu Sans, and for Chinese a Noto Sans CJK SC subset), never a
//! font of the machine, so the same data always gives the same PNG bytes; SVGs carry
//! their text as text. Files are written under a temporary name and renamed once
//! complete.

#![warn(missing_docs)]

mod censored;
mod cjk_png;
pub mod compare;
mod style;
mod ticks;
pub mod trace;

use std::io::{self, Write};
use std::path::{Path, PathBuf};

use plotters::coord::Shift;
use plotters::prelude::*;

use style::Backend;
pub use style::Fonts;
use sudotrace_compare::lang::CompareText;
use sudotrace_core::lang::Lang;
use sudotrace_core::output::AtomicFile;

use sudotrace_style::lang::DrawText;

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

/// An x-y plot whose axes label every tick they draw ([`ticks::Labelled`]).
pub(crate) type LabelledPlot<'a, DB> = ChartContext<
    'a,
    DB,
    Cartesian2d<
        ticks::Labelled<plotters::coord::types::RangedCoordf64>,
        ticks::Labelled<plotters::coord::types::RangedCoordf64>,
    >,
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
    /// The language of its words.
    fn lang(&self) -> Lang;
    /// Width and height in pixels.
    fn size(&self) -> (u32, u32) {
        SIZE
    }
    /// Draw the whole chart on `root`, which is already filled with the background, its
    /// text in `fonts` (those of its language on that backend).
    fn draw<DB: DrawingBackend>(
        &self,
        root: &DrawingArea<DB, Shift>,
        fonts: Fonts,
    ) -> DrawResult<DB>;
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
    let (png_bytes, svg_text) = draw_in_memory(chart)?;
    save(&png, &png_bytes)?;
    save(&svg, svg_text.as_bytes())?;
    Ok(Written {
        png,
        svg,
        title: chart.title(),
    })
}

/// Draw `chart` in memory: the PNG file's bytes and the SVG's text.
pub fn draw_in_memory<C: Chart>(chart: &C) -> Result<(Vec<u8>, String), ChartError> {
    style::register_fonts();
    let (width, height) = chart.size();
    let failed = |message: String| ChartError::Draw {
        name: chart.stem(),
        message,
    };

    let mut pixels = vec![0u8; width as usize * height as usize * 3];
    {
        let bitmap = BitMapBackend::with_buffer(&mut pixels, (width, height));
        match chart.lang() {
            Lang::En => draw_on(&bitmap.into_drawing_area(), chart, Backend::Png),
            // Chinese full-width punctuation needs its glyphs' bearings.
            Lang::ZhCn => draw_on(
                &cjk_png::Bearings(bitmap).into_drawing_area(),
                chart,
                Backend::Png,
            ),
        }
        .map_err(|e| failed(e.to_string()))?;
    }
    let png = encode_png(&pixels, width, height).map_err(|e| failed(e.to_string()))?;

    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, (width, height)).into_drawing_area();
        draw_on(&root, chart, Backend::Svg).map_err(|e| failed(e.to_string()))?;
    }
    Ok((png, svg))
}

fn draw_on<DB: DrawingBackend, C: Chart>(
    root: &DrawingArea<DB, Shift>,
    chart: &C,
    backend: Backend,
) -> DrawResult<DB> {
    root.fill(&style::BACKGROUND)?;
    chart.draw(root, Fonts::new(chart.lang(), backend))?;
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
    pub(crate) fn new(color: RGBColor, label: impl Into<String>, mark: Mark) -> Key {
        Key {
            color,
            label: label.into(),
            mark,
        }
    }
}

/// `text` broken into lines of at most `width` characters: at spaces in English; in
/// Chinese, measured in columns ([`sudotrace_core::lang::width`]: a Chinese character
/// takes two) and broken between any two Chinese characters or at a space, never inside
/// a run of Latin letters and digits, before a closing mark or after an opening one.
pub(crate) fn wrap(text: &str, width: usize, lang: Lang) -> Vec<String> {
    let pieces = match lang {
        Lang::En => text
            .split(' ')
            .map(|word| (true, word.to_string()))
            .collect(),
        Lang::ZhCn => unbreakable_pieces(text),
    };
    let measure = |text: &str| match lang {
        Lang::En => text.chars().count(),
        Lang::ZhCn => sudotrace_core::lang::width(text),
    };
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for (spaced, piece) in pieces {
        let space = usize::from(spaced);
        if !line.is_empty() && measure(&line) + space + measure(&piece) > width {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() && spaced {
            line.push(' ');
        }
        line.push_str(&piece);
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

/// Marks that close what comes before them, and so never start a line.
const CLOSING: &str = "，。、；：？！）》」』”’…—%,.;:?!)";
/// Marks that open what comes after them, and so never end a line.
const OPENING: &str = "（《「『“‘(";

/// Chinese `text` in the pieces a line may not be broken inside, each with whether a space
/// came before it: a Chinese character, or a run of other characters, with the marks
/// that close or open it.
fn unbreakable_pieces(text: &str) -> Vec<(bool, String)> {
    let wide = |ch: char| sudotrace_core::lang::width(ch.encode_utf8(&mut [0; 4])) > 1;
    let mut pieces: Vec<(bool, String)> = Vec::new();
    let mut spaced = false;
    let mut opened = false;
    for ch in text.chars() {
        if ch == ' ' {
            spaced = true;
            continue;
        }
        let joins = match pieces.last() {
            Some((_, last)) if !spaced => {
                let before = last.chars().next_back().is_some_and(|c| !wide(c));
                opened || CLOSING.contains(ch) || (!wide(ch) && before)
            }
            _ => false,
        };
        match pieces.last_mut() {
            Some((_, last)) if joins => last.push(ch),
            _ => pieces.push((spaced, ch.to_string())),
        }
        spaced = false;
        opened = OPENING.contains(ch);
    }
    pieces
}

/// Draw the title, the subtitle (wrapped to the width) and the legend across the top of
/// `root`, and return the area below them. The legend stands apart from the plot, so it
/// never hides data.
pub(crate) fn header<DB: DrawingBackend>(
    root: &DrawingArea<DB, Shift>,
    fonts: Fonts,
    title: &str,
    subtitle: &str,
    keys: &[Key],
) -> Result<DrawingArea<DB, Shift>, DrawingAreaErrorKind<DB::ErrorType>> {
    let (width, _) = root.dim_in_pixel();
    let columns = ((width as f64 - 48.0) / fonts.width("x", style::SUBTITLE)) as usize;
    let lines = wrap(subtitle, columns.max(20), fonts.lang);
    let mut y = 14;
    root.draw_text(title, &fonts.bold(style::TITLE), (24, y))?;
    y += 34;
    for line in &lines {
        root.draw_text(line, &fonts.muted(style::SUBTITLE), (24, y))?;
        y += 21;
    }
    if !keys.is_empty() {
        y += 6;
        let mut x = 24;
        for key in keys {
            // A key that would run past the right edge starts a new line.
            let label_width = fonts.width(&key.label, style::LABEL) as i32;
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
            root.draw_text(&key.label, &fonts.text(style::LABEL), (at, y))?;
            x = at + label_width + 30;
        }
        y += 22;
    }
    let (_, body) = root.split_vertically(y + 8);
    Ok(body)
}

/// `n` puzzles in words: `1 puzzle`, `1,000 puzzles`.
pub(crate) fn puzzles(lang: Lang, n: usize) -> String {
    match n {
        1 => lang.text(CompareText::ChartPuzzlesOne).to_string(),
        _ => lang.fill(
            CompareText::ChartPuzzlesMany,
            &[("n", &sudotrace_core::numbers::thousands(n as u64))],
        ),
    }
}

/// `text`, a chart's subtitle, saying that its scale is a log one.
pub(crate) fn log_scale(lang: Lang, text: &str) -> String {
    lang.fill(DrawText::ChartLogScale, &[("text", &text)])
}

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

/// Draw a note along the bottom of `area` (if any) and return the area above it.
pub(crate) fn footnote<DB: DrawingBackend>(
    area: DrawingArea<DB, Shift>,
    fonts: Fonts,
    note: Option<&str>,
) -> Result<DrawingArea<DB, Shift>, DrawingAreaErrorKind<DB::ErrorType>> {
    let Some(note) = note else {
        return Ok(area);
    };
    let (_, height) = area.dim_in_pixel();
    let (body, bottom) = area.split_vertically(height.saturating_sub(26));
    bottom.draw_text(note, &fonts.muted(style::TICK), (24, 4))?;
    Ok(body)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn subtitles_wrap_at_spaces() {
        assert_eq!(
            wrap("one two three four", 9, Lang::En),
            vec!["one two", "three", "four"]
        );
        assert_eq!(wrap("unbreakable", 4, Lang::En), vec!["unbreakable"]);
    }

    #[test]
    fn chinese_wraps_between_characters_by_their_width() {
        // Two columns a Chinese character: 10 columns hold five.
        assert_eq!(
            wrap("每次下降都是一次回溯", 10, Lang::ZhCn),
            vec!["每次下降都", "是一次回溯"]
        );
        // Latin runs stay whole, a closing mark stays with what it closes, an opening
        // one with what it opens, and a space at a break goes.
        assert_eq!(
            wrap("naive 的轨迹（第 1-2 行），尝试 37,652", 12, Lang::ZhCn),
            vec!["naive 的轨迹", "（第 1-2", "行），尝试", "37,652"]
        );
        assert_eq!(
            wrap("mrv+singles+tables", 4, Lang::ZhCn),
            vec!["mrv+singles+tables"]
        );
    }

    struct Empty(Lang);

    impl Chart for Empty {
        fn stem(&self) -> &'static str {
            "empty"
        }
        fn title(&self) -> String {
            match self.0 {
                Lang::En => "An empty chart".into(),
                Lang::ZhCn => "空的图表".into(),
            }
        }
        fn lang(&self) -> Lang {
            self.0
        }
        fn size(&self) -> (u32, u32) {
            (120, 80)
        }
        fn draw<DB: DrawingBackend>(
            &self,
            root: &DrawingArea<DB, Shift>,
            fonts: Fonts,
        ) -> DrawResult<DB> {
            let keys = [Key::new(style::INK, "a series", Mark::Dot)];
            header(root, fonts, &self.title(), "subtitle & <escaped>", &keys).map(|_| ())
        }
    }

    #[test]
    fn charts_are_written_as_png_and_svg_and_the_same_each_time() {
        let dir = tempfile::tempdir().unwrap();
        let written = write(dir.path(), &Empty(Lang::En)).unwrap();
        let png = std::fs::read(&written.png).unwrap();
        assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n");
        assert_eq!(&png[16..24], &[0, 0, 0, 120, 0, 0, 0, 80]);
        let svg = std::fs::read_to_string(&written.svg).unwrap();
        assert!(svg.contains("An empty chart"));
        assert!(svg.contains("subtitle &amp; &lt;escaped&gt;"));
        assert!(svg.contains("a series"));
        assert_eq!(draw_in_memory(&Empty(Lang::En)).unwrap().0, png);
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 2);
        assert!(svg.contains(r#"font-family="sans-serif""#));
    }

    #[test]
    fn chinese_charts_name_chinese_fonts_with_english_sizes_in_svgs() {
        let (png, svg) = draw_in_memory(&Empty(Lang::ZhCn)).unwrap();
        assert!(svg.contains("空的图表"));
        assert!(svg.contains(r#"font-family="Noto Sans CJK SC, "#));
        assert_ne!(png, draw_in_memory(&Empty(Lang::En)).unwrap().0);
        // The SVG's sizes are English's: the viewer sizes its text in ems.
        let sizes = |svg: &str| -> Vec<String> {
            svg.split("font-size=\"")
                .skip(1)
                .map(|rest| rest.split('"').next().unwrap().to_string())
                .collect()
        };
        let english = draw_in_memory(&Empty(Lang::En)).unwrap().1;
        assert_eq!(sizes(&svg), sizes(&english));
    }
}

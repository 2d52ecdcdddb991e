//! The look shared by every chart: the embedded fonts, the colours, the text styles
//! and the way numbers are written on axes.

use std::sync::Once;

use plotters::style::{FontFamily, FontStyle, IntoFont, RGBColor, TextStyle, register_font};

use sudotrace_core::lang::Lang;
use sudotrace_core::search::{Check, Strategy};
use sudotrace_style::font::{CJK_BOLD, CJK_REGULAR, SANS_BOLD as BOLD, SANS_REGULAR as REGULAR};

/// The family every English chart text uses. The fonts are registered with plotters under
/// this name, so PNGs are drawn with the embedded font and SVGs name a family every viewer
/// has.
pub(crate) const FAMILY: FontFamily<'static> = FontFamily::SansSerif;

/// The family of a Chinese chart's text: the embedded Noto Sans CJK SC subset (the one the
/// frames draw with, `render::font`; it holds printable ASCII too) is registered with
/// plotters under this name, so PNGs are drawn with it, and SVGs name the Chinese fonts a
/// reader's system has (Linux, Adobe's, macOS, Windows), then any sans-serif. The names
/// need no quotes in CSS.
pub(crate) const CJK_FAMILY: FontFamily<'static> = FontFamily::Name(
    "Noto Sans CJK SC, Noto Sans SC, Source Han Sans SC, PingFang SC, Microsoft YaHei, sans-serif",
);

/// Noto Sans CJK's height from ascent to descent, in ems: plotters (through ab_glyph) makes
/// it the size asked for.
pub(crate) const CJK_HEIGHT: f64 = 1.448;

/// How much larger a Chinese chart's PNG sizes its text: DejaVu Sans's height is 1.164 em,
/// so at the same size Noto Sans CJK's characters would come out a fifth smaller. (An SVG
/// gives a size in ems, the same for both: its text is not scaled.)
const CJK_SCALE: f64 = CJK_HEIGHT / 1.1640625;

/// Register the embedded fonts with plotters, once per process.
pub(crate) fn register_fonts() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        let fonts = [
            (FAMILY, FontStyle::Normal, REGULAR),
            (FAMILY, FontStyle::Bold, BOLD),
            (CJK_FAMILY, FontStyle::Normal, CJK_REGULAR),
            (CJK_FAMILY, FontStyle::Bold, CJK_BOLD),
        ];
        for (family, style, bytes) in fonts {
            if register_font(family.as_str(), style, bytes).is_err() {
                panic!("the embedded chart font is not a valid OpenType font");
            }
        }
    });
}

/// Which backend a chart is drawn on: the sizes of its text differ.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Backend {
    /// Pixels, drawn with the embedded fonts.
    Png,
    /// Text left to the viewer's fonts.
    Svg,
}

/// The text styles of a chart in its language, as one backend draws it: the language's
/// family, and its sizes scaled for that backend.
#[derive(Clone, Copy)]
pub struct Fonts {
    family: FontFamily<'static>,
    scale: f64,
    /// The language of the chart's words.
    pub lang: Lang,
}

impl Fonts {
    /// The fonts of a chart in `lang` on `backend`.
    pub(crate) fn new(lang: Lang, backend: Backend) -> Fonts {
        match (lang, backend) {
            (Lang::En, _) => Fonts {
                family: FAMILY,
                scale: 1.0,
                lang,
            },
            (Lang::ZhCn, Backend::Png) => Fonts {
                family: CJK_FAMILY,
                scale: CJK_SCALE,
                lang,
            },
            (Lang::ZhCn, Backend::Svg) => Fonts {
                family: CJK_FAMILY,
                scale: 1.0,
                lang,
            },
        }
    }

    /// Text in ink at `size`.
    pub fn text(self, size: f64) -> TextStyle<'static> {
        (self.family, size * self.scale).into_font().color(&INK)
    }

    /// Grey text, for subtitles and notes.
    pub fn muted(self, size: f64) -> TextStyle<'static> {
        (self.family, size * self.scale).into_font().color(&MUTED)
    }

    /// Bold text in ink.
    pub fn bold(self, size: f64) -> TextStyle<'static> {
        (self.family, size * self.scale, FontStyle::Bold)
            .into_font()
            .color(&INK)
    }

    /// About how many pixels `text` takes at `size`, for laying out lines and legends:
    /// the same on every backend, so that a chart's PNG and SVG break their lines alike.
    pub(crate) fn width(self, text: &str, size: f64) -> f64 {
        match self.lang {
            Lang::En => text.chars().count() as f64 * self.column(size),
            Lang::ZhCn => sudotrace_core::lang::width(text) as f64 * self.column(size),
        }
    }

    /// The pixels of a column of text at `size`: in English an average character (DejaVu
    /// Sans averages a little over half its size across running text); in Chinese half a
    /// Chinese character (an em of the scaled font is 0.86 of the size), with room for
    /// Latin letters and digits, which take about a column each.
    fn column(self, size: f64) -> f64 {
        match self.lang {
            Lang::En => size * 0.56,
            Lang::ZhCn => size * 0.48,
        }
    }
}

pub(super) const INK: RGBColor = RGBColor(0x22, 0x22, 0x22);
pub(crate) const MUTED: RGBColor = RGBColor(0x5f, 0x5f, 0x5f);
pub(crate) const GRID: RGBColor = RGBColor(0xe3, 0xe3, 0xe3);
pub(crate) const BACKGROUND: RGBColor = RGBColor(0xff, 0xff, 0xff);
pub(crate) const GIVEN: RGBColor = RGBColor(0xd6, 0xd6, 0xd6);

/// Orange for scanning, blue for tables (Okabe–Ito, readable with colour blindness).
/// The articles' two (vermillion and blue) and the ladder of strategies after them
/// (green, reddish purple, orange: Okabe-Ito colours, apart for colour-blind readers),
/// then darker tones for the rest.
pub(crate) fn solver_color(kind: Strategy) -> RGBColor {
    use sudotrace_core::search::{Order, Propagation};
    match (kind.order, kind.propagation, kind.check) {
        (Order::Rows, Propagation::None, Check::Naive) => RGBColor(0xd5, 0x5e, 0x00),
        (Order::Rows, Propagation::None, Check::Tables) => RGBColor(0x00, 0x72, 0xb2),
        (Order::Mrv, Propagation::None, Check::Tables) => RGBColor(0x00, 0x9e, 0x73),
        (Order::Mrv, Propagation::Singles, Check::Tables) => RGBColor(0xcc, 0x79, 0xa7),
        (Order::Mrv, Propagation::Hidden, Check::Tables) => RGBColor(0xe6, 0x9f, 0x00),
        (Order::Rows, Propagation::Singles, _) => RGBColor(0x56, 0xb4, 0xe9),
        (Order::Rows, Propagation::Hidden, _) => RGBColor(0x33, 0x33, 0x33),
        (Order::Mrv, Propagation::None, Check::Naive) => RGBColor(0x00, 0x5e, 0x45),
        (Order::Mrv, Propagation::Singles, Check::Naive) => RGBColor(0x8a, 0x3d, 0x6e),
        (Order::Mrv, Propagation::Hidden, Check::Naive) => RGBColor(0x9a, 0x69, 0x00),
        // LeetCode's one-loop check: purple row by row, its choosing strategies in the
        // tones of the naive ones they read like.
        (Order::Rows, Propagation::None, Check::OneLoop) => RGBColor(0x6a, 0x3d, 0x9a),
        (Order::Mrv, Propagation::None, Check::OneLoop) => RGBColor(0x00, 0x5e, 0x45),
        (Order::Mrv, Propagation::Singles, Check::OneLoop) => RGBColor(0x8a, 0x3d, 0x6e),
        (Order::Mrv, Propagation::Hidden, Check::OneLoop) => RGBColor(0x9a, 0x69, 0x00),
        // The eliminating strategies: vermillion-red for all of them, sky blue and
        // bluish green for pointing and claiming alone, black for pairs alone.
        (Order::Mrv, Propagation::Locked, _) => RGBColor(0xb2, 0x22, 0x22),
        (Order::Mrv, Propagation::Pointing, _) => RGBColor(0x56, 0xb4, 0xe9),
        (Order::Mrv, Propagation::Claiming, _) => RGBColor(0x00, 0x5e, 0x45),
        (Order::Mrv, Propagation::Pairs, _) => RGBColor(0x11, 0x11, 0x11),
        (Order::Rows, Propagation::Pointing | Propagation::Claiming, _) => {
            RGBColor(0x4d, 0x4d, 0x4d)
        }
        (Order::Rows, Propagation::Pairs | Propagation::Locked, _) => RGBColor(0x80, 0x80, 0x80),
    }
}

/// Row, column and box conflicts.
pub(crate) const UNIT_COLORS: [RGBColor; 3] = [
    RGBColor(0x00, 0x9e, 0x73),
    RGBColor(0xe6, 0x9f, 0x00),
    RGBColor(0xcc, 0x79, 0xa7),
];

/// The depth line of the search profile.
pub(crate) const DEPTH: RGBColor = RGBColor(0x00, 0x72, 0xb2);

/// Sizes of the texts.
pub(crate) const TITLE: f64 = 26.0;
pub(crate) const SUBTITLE: f64 = 16.0;
pub(super) const LABEL: f64 = 16.0;
pub(crate) const TICK: f64 = 14.0;

/// A count on an axis: `950`, `12k`, `3.5M`, `1.2G`.
pub(crate) fn si(value: f64) -> String {
    let a = value.abs();
    let (scaled, suffix) = if a >= 1e9 {
        (value / 1e9, "G")
    } else if a >= 1e6 {
        (value / 1e6, "M")
    } else if a >= 1e3 {
        (value / 1e3, "k")
    } else {
        (value, "")
    };
    let digits = if scaled.abs() >= 100.0 || scaled.fract().abs() < 1e-9 {
        0
    } else if scaled.abs() >= 10.0 {
        1
    } else {
        2
    };
    let mut number = format!("{scaled:.digits$}");
    if number.contains('.') {
        number = number
            .trim_end_matches('0')
            .trim_end_matches('.')
            .to_string();
    }
    format!("{number}{suffix}")
}

/// A time in nanoseconds on an axis, spelt as the reports spell it: `850 ns`, `12 µs`,
/// `3.4 ms`, `1.2 s`.
pub(super) fn time_ns(ns: f64) -> String {
    if ns == 0.0 {
        return "0".to_string();
    }
    let (value, unit) = if ns >= 1e9 {
        (ns / 1e9, "s")
    } else if ns >= 1e6 {
        (ns / 1e6, "ms")
    } else if ns >= 1e3 {
        (ns / 1e3, "µs")
    } else {
        (ns, "ns")
    };
    format!("{} {unit}", si_plain(value))
}

/// A number with at most three significant digits and no suffix.
fn si_plain(value: f64) -> String {
    let digits = if value >= 100.0 || value.fract().abs() < 1e-9 {
        0
    } else if value >= 10.0 {
        1
    } else {
        2
    };
    let mut number = format!("{value:.digits$}");
    if number.contains('.') {
        number = number
            .trim_end_matches('0')
            .trim_end_matches('.')
            .to_string();
    }
    number
}

/// Whether `value` is a whole number, for axes that label integers only.
pub(crate) fn is_whole(value: f64) -> bool {
    (value - value.round()).abs() < 1e-6
}

/// A range for a log axis holding `values`: padded by a factor of 1.8 each side, and
/// widened to whole powers of ten when the values span two decades or more.
pub(crate) fn log_range(values: impl IntoIterator<Item = f64>) -> (f64, f64) {
    let (mut lo, mut hi) = (f64::INFINITY, 0.0f64);
    for v in values.into_iter().filter(|v| *v > 0.0 && v.is_finite()) {
        lo = lo.min(v);
        hi = hi.max(v);
    }
    if !lo.is_finite() {
        return (1.0, 10.0);
    }
    if hi / lo < 100.0 {
        let (lo, hi) = (lo / 1.8, hi * 1.8);
        // plotters puts the ticks of a log axis at powers of ten and between them: an
        // axis holding no power of ten would have none.
        let power_below = 10f64.powf(lo.log10().floor());
        if power_below * 10.0 > hi {
            return (power_below, hi);
        }
        return (lo, hi);
    }
    let lo = 10f64.powf(lo.log10().floor());
    let hi = 10f64.powf(hi.log10().ceil());
    (lo, hi)
}

/// A range of whole powers of ten for a log axis holding `values`: bars drawn up from
/// its bottom keep their heights' ratios readable against the decades.
pub(crate) fn log_decades(values: impl IntoIterator<Item = f64>) -> (f64, f64) {
    let (lo, hi) = log_range(values);
    let lo = 10f64.powf(lo.log10().floor());
    let hi = 10f64.powf(hi.log10().ceil());
    (lo, if hi > lo { hi } else { lo * 10.0 })
}

/// Whether a tick of a log axis is worth a label: on an axis spanning more than
/// `span` = hi / lo of 20, only 1, 2 or 5 times a power of ten, so it is not crowded;
/// on a shorter one, every whole multiple of a power of ten.
pub(crate) fn log_tick(value: f64, span: f64) -> bool {
    if value <= 0.0 {
        return false;
    }
    let mantissa = value / 10f64.powf(value.log10().floor());
    let near = |k: f64| (mantissa - k).abs() < 1e-6 * k;
    if span <= 20.0 {
        (1..=10).any(|k| near(k as f64))
    } else {
        [1.0, 2.0, 5.0, 10.0].into_iter().any(near)
    }
}

/// Labels for the ticks of a log axis over `lo..hi` that [`log_tick`] keeps.
pub(crate) fn log_labels(
    lo: f64,
    hi: f64,
    format: fn(f64) -> String,
) -> impl Fn(f64) -> String + 'static {
    let span = hi / lo;
    move |value: f64| {
        if log_tick(value, span) {
            format(value)
        } else {
            String::new()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn axis_numbers_are_short() {
        assert_eq!(si(0.0), "0");
        assert_eq!(si(950.0), "950");
        assert_eq!(si(12_000.0), "12k");
        assert_eq!(si(3_500_000.0), "3.5M");
        assert_eq!(si(1_234_567_890.0), "1.23G");
        assert_eq!(time_ns(850.0), "850 ns");
        assert_eq!(time_ns(12_000.0), "12 µs");
        assert_eq!(time_ns(3_400_000.0), "3.4 ms");
        assert_eq!(time_ns(1.5e9), "1.5 s");
    }

    #[test]
    fn the_chinese_font_draws_every_number_of_a_chart() {
        let font =
            fontdue::Font::from_bytes(CJK_REGULAR, fontdue::FontSettings::default()).unwrap();
        let numbers = [1.0, 1.5e3, 2.5e6, 3.5e9, 1.25e12].map(|v| [si(v), time_ns(v)]);
        for number in numbers.iter().flatten() {
            for ch in number.chars().chain("0123456789.,%-+ ".chars()) {
                assert_ne!(font.lookup_glyph_index(ch), 0, "{ch:?} of {number}");
            }
        }
    }

    #[test]
    fn log_ranges_cover_whole_decades() {
        assert_eq!(log_range([3765.0, 3_346_530.0]), (1_000.0, 10_000_000.0));
        assert_eq!(log_range([100.0]), (100.0 / 1.8, 180.0));
        assert_eq!(log_range([37652.0]), (10_000.0, 37652.0 * 1.8));
        assert_eq!(log_range([0.0]), (1.0, 10.0));
        assert_eq!(log_decades([54788.0, 334653.0]), (10_000.0, 1_000_000.0));
        assert!(log_tick(1000.0, 100.0) && log_tick(2e-6, 100.0) && log_tick(500.0, 100.0));
        assert!(!log_tick(300.0, 100.0) && !log_tick(0.0, 100.0));
        assert!(log_tick(300.0, 10.0) && !log_tick(350.0, 10.0));
    }
}

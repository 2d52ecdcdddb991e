//! The fonts of every picture, embedded in the binary so that no installed font is ever
//! used: DejaVu Sans Mono, regular and bold, cut down to the characters sudotrace draws
//! (their licence is crates/style/assets/fonts/LICENSE-DejaVu.txt), and for Chinese,
//! Noto Sans CJK SC cut down to the characters of the Chinese catalog by
//! scripts/cjk-font.sh (crates/style/assets/fonts/LICENSE-NotoSansCJK.txt); a full-width
//! character takes two columns of the monospaced text, and the panels beside the board
//! set it at its own advance instead ([`Fonts::natural_advance`]), an em, so that their
//! smaller type leaves no gap after each. The web page in Chinese embeds the regular
//! face, cut down to its own characters (`player::webfont`). Glyphs are rasterised by
//! fontdue, in pure Rust, once per (character, size, weight), and kept as coverage
//! levels ready for the palette's blend tables.

use std::collections::HashMap;
use std::sync::OnceLock;

use fontdue::{Font, FontSettings};

use crate::theme::LEVELS;

static REGULAR: &[u8] = include_bytes!("../assets/fonts/DejaVuSansMono.ttf");
static BOLD: &[u8] = include_bytes!("../assets/fonts/DejaVuSansMono-Bold.ttf");
/// Noto Sans SC, regular, cut to the characters sudotrace writes (scripts/cjk-font.sh):
/// the frames', the charts' and the Chinese page's Chinese.
pub static CJK_REGULAR: &[u8] = include_bytes!("../assets/fonts/NotoSansSC-Regular-subset.ttf");
/// Noto Sans SC, bold, cut as [`CJK_REGULAR`] is.
pub static CJK_BOLD: &[u8] = include_bytes!("../assets/fonts/NotoSansSC-Bold-subset.ttf");
/// DejaVu Sans, regular, cut down to the characters sudotrace draws: the charts' English.
/// Proportional, so that `1.94k` and `4,157` read as one number each (a monospaced font
/// leaves a full cell after every `.` and `,`).
pub static SANS_REGULAR: &[u8] = include_bytes!("../assets/fonts/DejaVuSans.ttf");
/// DejaVu Sans, bold, cut as [`SANS_REGULAR`] is.
pub static SANS_BOLD: &[u8] = include_bytes!("../assets/fonts/DejaVuSans-Bold.ttf");

/// The two weights: bold for the puzzle's givens, regular for everything else.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Weight {
    /// Everything but the givens.
    Regular,
    /// The puzzle's givens.
    Bold,
}

/// A rasterised glyph: its box relative to the pen on the baseline, and one coverage
/// level (0 to `LEVELS - 1`) a pixel.
#[derive(Clone, Debug)]
pub struct Glyph {
    /// Pixels from the pen to the left edge of the box.
    pub left: i32,
    /// Pixels from the baseline up to the top edge of the box.
    pub top: i32,
    /// The box's width in pixels.
    pub width: usize,
    /// The box's height in pixels.
    pub height: usize,
    /// One coverage level a pixel, row by row.
    pub levels: Vec<u8>,
}

/// Both weights and the glyphs rasterised so far.
pub struct Fonts {
    /// Monospaced regular and bold, then Chinese regular and bold.
    faces: &'static [Font; 4],
    cache: HashMap<(char, u32, Weight), Glyph>,
}

impl Default for Fonts {
    fn default() -> Self {
        Fonts::new()
    }
}

impl Fonts {
    /// The built-in faces, parsed once for the process, and no glyph yet.
    pub fn new() -> Fonts {
        // Parsing the four faces costs about as much as drawing a hundred frames, and a
        // render lays its frame out before it draws: parse them once for the process.
        static FACES: OnceLock<[Font; 4]> = OnceLock::new();
        let faces = FACES.get_or_init(|| {
            [REGULAR, BOLD, CJK_REGULAR, CJK_BOLD].map(|bytes| {
                Font::from_bytes(bytes, FontSettings::default())
                    .expect("the embedded fonts are valid TrueType")
            })
        });
        Fonts {
            faces,
            cache: HashMap::new(),
        }
    }

    fn font(&self, weight: Weight) -> &Font {
        &self.faces[weight as usize]
    }

    /// The glyph of `ch` at `px` pixels to the em, rasterised on first use.
    pub fn glyph(&mut self, ch: char, px: u32, weight: Weight) -> &Glyph {
        let font = &self.faces[self.face_of(ch, weight)];
        self.cache.entry((ch, px, weight)).or_insert_with(|| {
            let (metrics, coverage) = font.rasterize(ch, px as f32);
            let top_level = u32::from(LEVELS - 1);
            let levels = coverage
                .iter()
                .map(|&c| ((u32::from(c) * top_level + 127) / 255) as u8)
                .collect();
            Glyph {
                left: metrics.xmin,
                top: metrics.ymin + metrics.height as i32,
                width: metrics.width,
                height: metrics.height,
                levels,
            }
        })
    }

    /// The font that draws `ch`: the monospaced one, or the Chinese one for a character
    /// it lacks (every full-width one).
    fn face_of(&self, ch: char, weight: Weight) -> usize {
        let mono = weight as usize;
        if ch.is_ascii() || self.faces[mono].lookup_glyph_index(ch) != 0 && !is_wide(ch) {
            return mono;
        }
        2 + mono
    }

    /// Where to put the pen for `ch` at `px` pixels to the em in a box `width` pixels
    /// wide: at its left edge for the monospaced font, centred for a glyph of the
    /// Chinese one (whose advance is not the columns').
    pub fn centring(&self, ch: char, px: u32, width: usize) -> usize {
        if !is_wide(ch) {
            return 0;
        }
        let face = &self.faces[self.face_of(ch, Weight::Regular)];
        let advance = face.metrics(ch, px as f32).advance_width;
        width.saturating_sub(advance.round() as usize) / 2
    }

    /// The natural advance of `ch` at `px` pixels to the em, in whole pixels: a column
    /// of the monospaced font, or for a full-width character the Chinese font's own
    /// advance (an em), not two columns.
    pub fn natural_advance(&self, ch: char, px: u32) -> usize {
        if !is_wide(ch) {
            return self.advance(px);
        }
        let face = &self.faces[self.face_of(ch, Weight::Regular)];
        face.metrics(ch, px as f32).advance_width.round().max(1.0) as usize
    }

    /// Whether either font has a glyph for `ch` (a space needs none).
    pub fn draws(&self, ch: char) -> bool {
        ch == ' '
            || self
                .faces
                .iter()
                .any(|face| face.lookup_glyph_index(ch) != 0)
    }

    /// The advance of every character of the monospaced font, in whole pixels.
    pub fn advance(&self, px: u32) -> usize {
        self.font(Weight::Regular)
            .metrics('0', px as f32)
            .advance_width
            .round()
            .max(1.0) as usize
    }

    /// How far capitals and digits rise above the baseline, in whole pixels.
    pub fn cap_height(&mut self, px: u32) -> usize {
        self.glyph('8', px, Weight::Regular).top.max(1) as usize
    }
}

/// Whether `ch` takes two columns of monospaced text.
fn is_wide(ch: char) -> bool {
    unicode_width::UnicodeWidthChar::width(ch) == Some(2)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_embedded_fonts_draw_every_character_the_captions_use() {
        let mut fonts = Fonts::new();
        for ch in "#0123456789 r:c,()abcdefghijklmnopqrstuvwxyz-".chars() {
            for weight in [Weight::Regular, Weight::Bold] {
                let glyph = fonts.glyph(ch, 14, weight);
                assert_eq!(glyph.levels.len(), glyph.width * glyph.height);
                if ch != ' ' {
                    assert!(glyph.levels.iter().any(|&l| l >= LEVELS / 2), "{ch:?}");
                }
            }
        }
        assert_eq!(fonts.advance(14), 8);
        let bold = fonts.glyph('5', 26, Weight::Bold).levels.clone();
        let regular = fonts.glyph('5', 26, Weight::Regular).levels.clone();
        let ink = |levels: &[u8]| levels.iter().map(|&l| u32::from(l)).sum::<u32>();
        assert!(
            ink(&bold) > ink(&regular) * 5 / 4,
            "bold is visibly heavier"
        );
    }
}

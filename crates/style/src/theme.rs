//! The colours of a picture: three themes (light, dark, colour-blind safe), each one fixed
//! palette of [`PALETTE_SIZE`] colours, the last of them the GIF's transparent index.
//! Text is smoothed without any colour quantisation: each ink has ready-made blends with
//! the papers it is drawn on, so antialiased glyphs are drawn by table look-up.
//!
//! The palette is kept small on purpose: a GIF's LZW codes start one bit wider than its
//! palette's index, so 32 colours rather than 256 make every frame's codes shorter.

/// A colour of the palette, by its role.
pub type Paint = u8;

/// The margins and the caption's background.
pub const BACKGROUND: Paint = 0;
/// An empty or filled cell that nothing is happening to.
pub const CELL: Paint = 1;
/// The cell the event is about.
pub const CURRENT: Paint = 2;
/// The outline around the unit a tried digit clashes in.
pub const UNIT_EDGE: Paint = 3;
/// Thin lines between cells.
pub const THIN_LINE: Paint = 4;
/// Bold lines around boxes and the grid.
pub const THICK_LINE: Paint = 5;
/// The corner brackets around the cell that already holds the tried digit, and the stroke through
/// a rejected digit.
pub const CLASH_RING: Paint = 6;
/// The dashed outline around a cell being erased.
pub const ERASE_RING: Paint = 7;
/// Digits of the puzzle.
pub const GIVEN: Paint = 8;
/// Digits the search placed.
pub const PLACED: Paint = 9;
/// A digit being tried (pencilled in).
pub const TRYING: Paint = 10;
/// Words about a tried digit that clashes.
pub const REJECTED: Paint = 11;
/// A digit being erased by a backtrack.
pub const ERASED: Paint = 12;
/// Caption text.
pub const TEXT: Paint = 13;
/// Quieter caption text: event numbers and labels.
pub const DIM: Paint = 14;

/// Number of base colours; the blends follow them.
const BASE: usize = 15;
/// Bits of a palette index.
pub const PALETTE_BITS: u8 = 5;
/// Colours in the palette, the transparent one included.
pub const PALETTE_SIZE: usize = 1 << PALETTE_BITS;
/// The palette index that is never drawn: the GIF's transparent colour.
pub const TRANSPARENT: u8 = (PALETTE_SIZE - 1) as u8;

/// Colours text may be drawn in.
pub const INKS: [Paint; 7] = [GIVEN, PLACED, TRYING, REJECTED, ERASED, TEXT, DIM];
/// The inks and the papers they are drawn on, each pair with blends of its own. Text
/// over anything else (a line, a ring, another glyph) takes whichever is nearer.
const BLENDED: [(Paint, Paint); 12] = [
    (GIVEN, CELL),
    (PLACED, CELL),
    (PLACED, CURRENT),
    (TRYING, CURRENT),
    (ERASED, CURRENT),
    (TEXT, BACKGROUND),
    (DIM, BACKGROUND),
    (REJECTED, BACKGROUND),
    (PLACED, BACKGROUND),
    (ERASED, BACKGROUND),
    // A blank's candidates, pencilled in (`--candidates`).
    (DIM, CELL),
    (DIM, CURRENT),
];
/// Coverage levels of a glyph pixel: 0 is paper, `LEVELS - 1` is ink, one shade between.
pub const LEVELS: u8 = 3;

/// The three looks, as `--theme` names them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ThemeName {
    /// Dark digits on a white board.
    Light,
    /// Light digits on a dark board.
    Dark,
    /// The light board in Okabe-Ito colours, which stay apart for deuteranopia and
    /// protanopia.
    Colorblind,
}

impl sudotrace_core::names::Named for ThemeName {
    const ALL: &'static [ThemeName] = &[ThemeName::Light, ThemeName::Dark, ThemeName::Colorblind];

    /// The name `--theme`, Python's `theme=` and the page's `data-theme` say.
    fn name(self) -> &'static str {
        match self {
            ThemeName::Light => "light",
            ThemeName::Dark => "dark",
            ThemeName::Colorblind => "colorblind",
        }
    }
}

/// How the check's marks are drawn, as `--marks` and Python's `marks=` name them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Marks {
    /// Small and grey, out of the digits' way.
    #[default]
    Normal,
    /// Large and dark, for the back of a room and a projector.
    Bold,
}

impl sudotrace_core::names::Named for Marks {
    const ALL: &'static [Marks] = &[Marks::Normal, Marks::Bold];

    fn name(self) -> &'static str {
        match self {
            Marks::Normal => "normal",
            Marks::Bold => "bold",
        }
    }
}

/// A theme: its palette and the blend tables of its inks.
#[derive(Clone, Debug)]
pub struct Theme {
    /// RGB triples, index by index, ending at the transparent index.
    rgb: Vec<[u8; 3]>,
    /// `blend[ink slot][level * PALETTE_SIZE + under]`: the index to draw for a glyph
    /// pixel of `level` in that ink over a pixel of index `under`.
    blend: Vec<Vec<u8>>,
}

fn hex(rgb: u32) -> [u8; 3] {
    [(rgb >> 16) as u8, (rgb >> 8) as u8, rgb as u8]
}

impl Theme {
    /// The palette of the theme named, with its blend tables made.
    pub fn new(name: ThemeName) -> Theme {
        // In role order: BACKGROUND, CELL, CURRENT, UNIT_EDGE, THIN_LINE, THICK_LINE,
        // CLASH_RING, ERASE_RING, GIVEN, PLACED, TRYING, REJECTED, ERASED, TEXT, DIM.
        let base: [u32; BASE] = match name {
            ThemeName::Light => [
                0xFFFFFF, 0xFFFFFF, 0xFFE98A, 0xEC7A7A, 0xB4B4B4, 0x1F1F1F, 0xD0202A, 0x7B3FA0,
                0x111111, 0x1F5FC4, 0x7A7A7A, 0xD0202A, 0x7B3FA0, 0x1F1F1F, 0x6A6A6A,
            ],
            ThemeName::Dark => [
                0x18191C, 0x26282C, 0x5C5220, 0xC25563, 0x45484E, 0xC8CBD0, 0xFF6464, 0xC79BE0,
                0xF4F4F4, 0x6FB6FF, 0xA8A8A8, 0xFF6464, 0xC79BE0, 0xE8E8E8, 0x9C9C9C,
            ],
            // Okabe-Ito colours: blue, orange, vermillion and reddish purple, which stay
            // apart for deuteranopia and protanopia; conflicts and backtracks also differ
            // by shape (an outline, solid brackets and a strike against a dashed ring and a
            // dotted digit).
            ThemeName::Colorblind => [
                0xFFFFFF, 0xFFFFFF, 0xCDE8F8, 0xE69F00, 0xB4B4B4, 0x1F1F1F, 0xD55E00, 0xCC79A7,
                0x111111, 0x0072B2, 0x6E6E6E, 0xD55E00, 0xA8487F, 0x1F1F1F, 0x666666,
            ],
        };
        let mut rgb: Vec<[u8; 3]> = base.iter().map(|&c| hex(c)).collect();
        // The shades between paper and ink, levels 1..LEVELS-1 of each blended pair.
        let mut shades = Vec::with_capacity(BLENDED.len());
        for &(ink, paper) in &BLENDED {
            let first = rgb.len() as u8;
            for level in 1..LEVELS - 1 {
                let (a, b) = (rgb[paper as usize], rgb[ink as usize]);
                let mix = |i: usize| -> u8 {
                    let (a, b, l, n) = (a[i] as u32, b[i] as u32, level as u32, LEVELS as u32 - 1);
                    ((a * (n - l) + b * l + n / 2) / n) as u8
                };
                rgb.push([mix(0), mix(1), mix(2)]);
            }
            shades.push(first);
        }
        assert!(
            rgb.len() <= TRANSPARENT as usize,
            "the palette has room for every shade"
        );
        rgb.resize(TRANSPARENT as usize, [0, 0, 0]);
        rgb.push([255, 0, 255]);
        let blend = INKS
            .iter()
            .map(|&ink| {
                let mut table = vec![0u8; LEVELS as usize * PALETTE_SIZE];
                for level in 0..LEVELS {
                    for under in 0..PALETTE_SIZE {
                        let pair = BLENDED
                            .iter()
                            .position(|&(i, p)| i == ink && usize::from(p) == under);
                        table[usize::from(level) * PALETTE_SIZE + under] = match (level, pair) {
                            (0, _) => under as u8,
                            (l, _) if l == LEVELS - 1 => ink,
                            (l, Some(pair)) => shades[pair] + l - 1,
                            (l, None) if l * 2 >= LEVELS => ink,
                            (_, None) => under as u8,
                        };
                    }
                }
                table
            })
            .collect();
        Theme { rgb, blend }
    }

    /// The palette as the GIF and PNG encoders take it: RGB bytes, [`PALETTE_SIZE`]
    /// entries.
    pub fn palette_bytes(&self) -> Vec<u8> {
        self.rgb.iter().flatten().copied().collect()
    }

    #[cfg(test)]
    /// The RGB colour of a palette index.
    pub fn rgb(&self, index: u8) -> [u8; 3] {
        self.rgb[index as usize]
    }

    /// The blend table of `ink` (one of [`INKS`]): `table[level * PALETTE_SIZE + under]`.
    pub fn blend_table(&self, ink: Paint) -> &[u8] {
        let slot = INKS
            .iter()
            .position(|&i| i == ink)
            .expect("text is drawn only in an ink");
        &self.blend[slot]
    }
}

/// Each role's colour in theme `name`, by the role's name (`background`, `cell`,
/// `current`, ...): what the web player's styles are made of.
pub fn role_colours(name: ThemeName) -> Vec<(&'static str, [u8; 3])> {
    let theme = Theme::new(name);
    [
        ("background", BACKGROUND),
        ("cell", CELL),
        ("current", CURRENT),
        ("unit", UNIT_EDGE),
        ("thin", THIN_LINE),
        ("thick", THICK_LINE),
        ("clash", CLASH_RING),
        ("erase", ERASE_RING),
        ("given", GIVEN),
        ("placed", PLACED),
        ("trying", TRYING),
        ("rejected", REJECTED),
        ("erased", ERASED),
        ("text", TEXT),
        ("dim", DIM),
    ]
    .into_iter()
    .map(|(role, paint)| (role, theme.rgb[paint as usize]))
    .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_palette_fits_with_room_for_the_transparent_index() {
        for name in [ThemeName::Light, ThemeName::Dark, ThemeName::Colorblind] {
            let theme = Theme::new(name);
            assert_eq!(theme.palette_bytes().len(), PALETTE_SIZE * 3);
            assert_eq!(theme.rgb(TRANSPARENT), [255, 0, 255]);
            let table = theme.blend_table(GIVEN);
            assert_eq!(table[CELL as usize], CELL);
            assert_eq!(
                table[(LEVELS as usize - 1) * PALETTE_SIZE + CELL as usize],
                GIVEN
            );
            let mid = table[PALETTE_SIZE + CELL as usize];
            assert!(mid as usize >= BASE && mid != TRANSPARENT);
            let [paper, half, ink] = [CELL, mid, GIVEN].map(|i| theme.rgb(i)[0]);
            assert!(
                paper.min(ink) < half && half < paper.max(ink),
                "a shade between"
            );
            for &ink in &INKS {
                let table = theme.blend_table(ink);
                let drawn = (0..LEVELS as usize).flat_map(|l| {
                    (0..TRANSPARENT as usize).map(move |under| l * PALETTE_SIZE + under)
                });
                assert!(
                    drawn.map(|i| table[i]).all(|i| i != TRANSPARENT),
                    "text is never see-through"
                );
            }
        }
    }

    #[test]
    fn colorblind_theme_avoids_red_against_green() {
        let theme = Theme::new(ThemeName::Colorblind);
        for paint in [REJECTED, CLASH_RING, ERASED, PLACED, TRYING] {
            let [r, g, b] = theme.rgb(paint);
            // No pure greens: green never dominates both red and blue by much.
            assert!(!(g > r + 40 && g > b + 40), "paint {paint} is green");
        }
    }
}

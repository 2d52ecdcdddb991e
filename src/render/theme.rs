//! The colours of a picture: three themes (light, dark, colour-blind safe), each one fixed
//! palette of at most 255 colours plus the GIF's transparent index. Text is smoothed
//! without any colour quantisation: every ink has ready-made blends with every paper it
//! may be drawn on, so antialiased glyphs are drawn by table look-up.

/// A colour of the palette, by its role.
pub type Paint = u8;

/// The margins and the caption's background.
pub const BACKGROUND: Paint = 0;
/// An empty or filled cell that nothing is happening to.
pub const CELL: Paint = 1;
/// The cell the event is about.
pub const CURRENT: Paint = 2;
/// The cells of the unit a tried digit clashes in.
pub const UNIT: Paint = 3;
/// The stripes drawn over the clashing unit in the colour-blind theme.
pub const STRIPE: Paint = 4;
/// Thin lines between cells.
pub const THIN_LINE: Paint = 5;
/// Bold lines around boxes and the grid.
pub const THICK_LINE: Paint = 6;
/// The ring around the cell that already holds the tried digit.
pub const CLASH_RING: Paint = 7;
/// The dashed outline around a cell being erased.
pub const ERASE_RING: Paint = 8;
/// Digits of the puzzle.
pub const GIVEN: Paint = 9;
/// Digits the search placed.
pub const PLACED: Paint = 10;
/// A digit being tried (pencilled in).
pub const TRYING: Paint = 11;
/// A tried digit that clashes.
pub const REJECTED: Paint = 12;
/// A digit being erased by a backtrack.
pub const ERASED: Paint = 13;
/// Caption text.
pub const TEXT: Paint = 14;
/// Quieter caption text: event numbers and labels.
pub const DIM: Paint = 15;

/// Number of base colours; the blends follow them.
const BASE: usize = 16;
/// The palette index that is never drawn: the GIF's transparent colour.
pub const TRANSPARENT: u8 = 255;

/// Colours text may be drawn in.
pub const INKS: [Paint; 7] = [GIVEN, PLACED, TRYING, REJECTED, ERASED, TEXT, DIM];
/// Colours text may be drawn on.
const PAPERS: [Paint; 5] = [BACKGROUND, CELL, CURRENT, UNIT, STRIPE];
/// Coverage levels of a glyph pixel: 0 is paper, `LEVELS - 1` is ink.
pub const LEVELS: u8 = 6;

/// The three looks, as `--theme` names them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ThemeName {
    Light,
    Dark,
    Colorblind,
}

/// A theme: its palette, and how the clashing unit is filled.
#[derive(Clone, Debug)]
pub struct Theme {
    pub name: ThemeName,
    /// RGB triples, index by index, ending at the transparent index.
    rgb: Vec<[u8; 3]>,
    /// `blend[ink slot][level * 256 + under]`: the index to draw for a glyph pixel of
    /// `level` in that ink over a pixel of index `under`.
    blend: Vec<Vec<u8>>,
    /// Whether the clashing unit is striped (colour-blind) rather than flat.
    pub hatched_unit: bool,
}

fn hex(rgb: u32) -> [u8; 3] {
    [(rgb >> 16) as u8, (rgb >> 8) as u8, rgb as u8]
}

impl Theme {
    pub fn new(name: ThemeName) -> Theme {
        // In role order: BACKGROUND, CELL, CURRENT, UNIT, STRIPE, THIN_LINE, THICK_LINE,
        // CLASH_RING, ERASE_RING, GIVEN, PLACED, TRYING, REJECTED, ERASED, TEXT, DIM.
        let base: [u32; BASE] = match name {
            ThemeName::Light => [
                0xFFFFFF, 0xFFFFFF, 0xFFE98A, 0xF9CFCF, 0xF9CFCF, 0xB4B4B4, 0x1F1F1F, 0xD0202A,
                0x7B3FA0, 0x111111, 0x1F5FC4, 0x7A7A7A, 0xD0202A, 0x7B3FA0, 0x1F1F1F, 0x6A6A6A,
            ],
            ThemeName::Dark => [
                0x18191C, 0x26282C, 0x5C5220, 0x5A2A30, 0x5A2A30, 0x45484E, 0xC8CBD0, 0xFF6464,
                0xC79BE0, 0xF4F4F4, 0x6FB6FF, 0xA8A8A8, 0xFF6464, 0xC79BE0, 0xE8E8E8, 0x9C9C9C,
            ],
            // Okabe-Ito colours: blue, orange, vermillion and reddish purple, which stay
            // apart for deuteranopia and protanopia; conflicts and backtracks also differ
            // by shape (stripes, a solid ring and a strike against a dashed ring and a
            // dotted digit).
            ThemeName::Colorblind => [
                0xFFFFFF, 0xFFFFFF, 0xCDE8F8, 0xFBE2BF, 0xE69F00, 0xB4B4B4, 0x1F1F1F, 0xD55E00,
                0xCC79A7, 0x111111, 0x0072B2, 0x6E6E6E, 0xD55E00, 0xA8487F, 0x1F1F1F, 0x666666,
            ],
        };
        let mut rgb: Vec<[u8; 3]> = base.iter().map(|&c| hex(c)).collect();
        // Blends: for each ink and paper, levels 1..LEVELS-1.
        let mut ramps = vec![vec![0u8; PAPERS.len() * LEVELS as usize]; INKS.len()];
        for (slot, &ink) in INKS.iter().enumerate() {
            for (p, &paper) in PAPERS.iter().enumerate() {
                for level in 1..LEVELS - 1 {
                    let (a, b) = (rgb[paper as usize], rgb[ink as usize]);
                    let mix = |i: usize| -> u8 {
                        let (a, b, l, n) =
                            (a[i] as u32, b[i] as u32, level as u32, LEVELS as u32 - 1);
                        ((a * (n - l) + b * l + n / 2) / n) as u8
                    };
                    ramps[slot][p * LEVELS as usize + level as usize] = rgb.len() as u8;
                    rgb.push([mix(0), mix(1), mix(2)]);
                }
            }
        }
        debug_assert!(rgb.len() < TRANSPARENT as usize);
        while rgb.len() < TRANSPARENT as usize {
            rgb.push([0, 0, 0]);
        }
        rgb.push([255, 0, 255]);
        let mut blend = Vec::with_capacity(INKS.len());
        for (slot, &ink) in INKS.iter().enumerate() {
            let mut table = vec![0u8; LEVELS as usize * 256];
            for level in 0..LEVELS {
                for under in 0..256usize {
                    let paper = PAPERS.iter().position(|&p| p as usize == under);
                    let index = match (level, paper) {
                        (0, _) => under as u8,
                        (l, _) if l == LEVELS - 1 => ink,
                        (l, Some(p)) => ramps[slot][p * LEVELS as usize + l as usize],
                        // Over anything but a paper (a line, a ring, another glyph) the
                        // pixel goes to whichever is nearer: the ink or what is there.
                        (l, None) if l * 2 >= LEVELS => ink,
                        (_, None) => under as u8,
                    };
                    table[level as usize * 256 + under] = index;
                }
            }
            blend.push(table);
        }
        Theme {
            name,
            rgb,
            blend,
            hatched_unit: name == ThemeName::Colorblind,
        }
    }

    /// The palette as the GIF and PNG encoders take it: RGB bytes, 256 entries.
    pub fn palette_bytes(&self) -> Vec<u8> {
        self.rgb.iter().flatten().copied().collect()
    }

    /// The RGB colour of a palette index.
    pub fn rgb(&self, index: u8) -> [u8; 3] {
        self.rgb[index as usize]
    }

    /// The blend table of `ink` (one of [`INKS`]): `table[level * 256 + under]`.
    pub fn blend_table(&self, ink: Paint) -> &[u8] {
        let slot = INKS
            .iter()
            .position(|&i| i == ink)
            .expect("text is drawn only in an ink");
        &self.blend[slot]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_palette_fits_with_room_for_the_transparent_index() {
        for name in [ThemeName::Light, ThemeName::Dark, ThemeName::Colorblind] {
            let theme = Theme::new(name);
            assert_eq!(theme.palette_bytes().len(), 256 * 3);
            assert_eq!(theme.rgb(TRANSPARENT), [255, 0, 255]);
            let table = theme.blend_table(GIVEN);
            assert_eq!(table[CELL as usize], CELL);
            assert_eq!(table[(LEVELS as usize - 1) * 256 + CELL as usize], GIVEN);
            let mid = table[3 * 256 + CELL as usize];
            assert!(mid as usize >= BASE && mid != TRANSPARENT);
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

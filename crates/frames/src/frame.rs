//! Drawing a frame: the picture is kept as one indexed canvas (8 bits a pixel, one fixed
//! palette from [`super::theme`]), described as a [`Scene`] (how each cell looks, the
//! caption's characters), and the [`Painter`] redraws only what differs from the scene it
//! drew last, remembering the rectangle it touched. Every cell and every character has a
//! box of its own that a redraw overwrites whole, so a frame's pixels depend on its
//! scene alone, never on the frames before it.

use super::font::{Fonts, Weight};
use super::theme::{self, Paint, Theme};
use sudotrace_core::lang::Lang;
use sudotrace_core::lang::width;
use sudotrace_core::puzzle::grid::CELLS;
use sudotrace_core::search::Check;
use sudotrace_style::lang::DrawText;

/// A rectangle of pixels.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct Rect {
    pub x: usize,
    pub y: usize,
    pub w: usize,
    pub h: usize,
}

impl Rect {
    pub(super) fn new(x: usize, y: usize, w: usize, h: usize) -> Rect {
        Rect { x, y, w, h }
    }

    pub(super) fn is_empty(&self) -> bool {
        self.w == 0 || self.h == 0
    }

    /// The smallest rectangle holding both.
    pub(crate) fn union(self, other: Rect) -> Rect {
        if self.is_empty() {
            return other;
        }
        if other.is_empty() {
            return self;
        }
        let x = self.x.min(other.x);
        let y = self.y.min(other.y);
        let right = (self.x + self.w).max(other.x + other.w);
        let bottom = (self.y + self.h).max(other.y + other.h);
        Rect::new(x, y, right - x, bottom - y)
    }

    fn inset(self, by: usize) -> Rect {
        if self.w <= 2 * by || self.h <= 2 * by {
            return Rect::default();
        }
        Rect::new(self.x + by, self.y + by, self.w - 2 * by, self.h - 2 * by)
    }
}

/// An indexed image: one palette index a pixel, rows top to bottom.
#[derive(Clone, Debug)]
pub(crate) struct Canvas {
    pub width: usize,
    pub height: usize,
    pub pixels: Vec<u8>,
}

impl Canvas {
    pub(super) fn new(width: usize, height: usize, paint: Paint) -> Canvas {
        Canvas {
            width,
            height,
            pixels: vec![paint; width * height],
        }
    }

    pub(super) fn fill(&mut self, r: Rect, paint: Paint) {
        for y in r.y..r.y + r.h {
            let start = y * self.width + r.x;
            self.pixels[start..start + r.w].fill(paint);
        }
    }

    /// The two diagonals of a square, `thickness` pixels either side of each.
    fn cross(&mut self, r: Rect, thickness: usize, paint: Paint) {
        let side = r.w.min(r.h);
        for i in 0..side {
            for (x, y) in [(r.x + i, r.y + i), (r.x + side - 1 - i, r.y + i)] {
                let left = x.saturating_sub(thickness).max(r.x);
                let right = (x + thickness + 1).min(r.x + side);
                self.fill(Rect::new(left, y, right - left, 1), paint);
            }
        }
    }

    /// The four corners of an outline, each arm `arm` pixels long.
    fn brackets(&mut self, r: Rect, thickness: usize, arm: usize, paint: Paint) {
        let t = thickness.min(r.w / 2).min(r.h / 2);
        let arm = arm.clamp(t, r.w.min(r.h) / 2);
        // Where a stretch of `len` starts along a side: at its start, or flush with its end.
        let place = |start: usize, side: usize, len: usize, far: bool| {
            if far { start + side - len } else { start }
        };
        for (right, bottom) in [(false, false), (true, false), (false, true), (true, true)] {
            let across = Rect::new(
                place(r.x, r.w, arm, right),
                place(r.y, r.h, t, bottom),
                arm,
                t,
            );
            let down = Rect::new(
                place(r.x, r.w, t, right),
                place(r.y, r.h, arm, bottom),
                t,
                arm,
            );
            self.fill(across, paint);
            self.fill(down, paint);
        }
    }

    /// An outline drawn in dashes of `dash` pixels with gaps as long.
    fn dashed_outline(&mut self, r: Rect, thickness: usize, dash: usize, paint: Paint) {
        let t = thickness.min(r.w / 2).min(r.h / 2);
        let dash = dash.max(1);
        for i in 0..r.w {
            if (i / dash).is_multiple_of(2) {
                for k in 0..t {
                    self.pixels[(r.y + k) * self.width + r.x + i] = paint;
                    self.pixels[(r.y + r.h - 1 - k) * self.width + r.x + i] = paint;
                }
            }
        }
        for j in 0..r.h {
            if (j / dash).is_multiple_of(2) {
                for k in 0..t {
                    self.pixels[(r.y + j) * self.width + r.x + k] = paint;
                    self.pixels[(r.y + j) * self.width + r.x + r.w - 1 - k] = paint;
                }
            }
        }
    }

    /// A stroke from the bottom-left corner of `r` to its top-right corner.
    fn slash(&mut self, r: Rect, thickness: usize, paint: Paint) {
        if r.is_empty() {
            return;
        }
        let steps = r.w.max(r.h);
        for i in 0..steps {
            let x = r.x + i * (r.w - 1) / steps.max(2).saturating_sub(1).max(1);
            let y = r.y + r.h - 1 - i * (r.h - 1) / steps.max(2).saturating_sub(1).max(1);
            let x0 = x.saturating_sub(thickness / 2);
            let y0 = y.saturating_sub(thickness / 2);
            let w = thickness.min(self.width - x0);
            let h = thickness.min(self.height - y0);
            self.fill(Rect::new(x0, y0, w, h), paint);
        }
    }

    /// Draw `ch` with its pen at `x` on `baseline`, clipped to `clip`. A dotted glyph
    /// keeps only every other pixel, as a digit fading away.
    #[allow(clippy::too_many_arguments)]
    fn text_char(
        &mut self,
        fonts: &mut Fonts,
        theme: &Theme,
        ch: char,
        px: u32,
        weight: Weight,
        ink: Paint,
        x: i64,
        baseline: i64,
        clip: Rect,
        dotted: bool,
    ) {
        if ch == ' ' {
            return;
        }
        let glyph = fonts.glyph(ch, px, weight);
        let table = theme.blend_table(ink);
        let left = x + i64::from(glyph.left);
        let top = baseline - i64::from(glyph.top);
        self.blit(
            glyph.levels.as_slice(),
            glyph.width,
            left,
            top,
            table,
            clip,
            dotted,
        );
    }

    #[allow(clippy::too_many_arguments)]
    fn blit(
        &mut self,
        levels: &[u8],
        width: usize,
        left: i64,
        top: i64,
        table: &[u8],
        clip: Rect,
        dotted: bool,
    ) {
        if width == 0 {
            return;
        }
        let height = levels.len() / width;
        for gy in 0..height {
            let y = top + gy as i64;
            if y < clip.y as i64 || y >= (clip.y + clip.h) as i64 {
                continue;
            }
            let row = y as usize * self.width;
            for gx in 0..width {
                let level = levels[gy * width + gx];
                if level == 0 {
                    continue;
                }
                let x = left + gx as i64;
                if x < clip.x as i64 || x >= (clip.x + clip.w) as i64 {
                    continue;
                }
                if dotted && (x + y) % 2 == 1 {
                    continue;
                }
                let under = self.pixels[row + x as usize];
                self.pixels[row + x as usize] =
                    table[level as usize * theme::PALETTE_SIZE + under as usize];
            }
        }
    }
}

/// The digit a cell shows, and in which style.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub(crate) enum Digit {
    #[default]
    Blank,
    /// A digit of the puzzle: bold, dark.
    Given(u8),
    /// A digit the search placed: regular weight, in colour.
    Placed(u8),
    /// A digit being tried: pencilled in.
    Trying(u8),
    /// A tried digit that clashes: still pencilled in, struck through.
    Rejected(u8),
    /// A digit a backtrack erases: dotted, fading.
    Erased(u8),
}

/// What is under a cell's digit.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub(crate) enum Background {
    #[default]
    Plain,
    /// The cell the event is about.
    Current,
    /// A cell of the unit a tried digit clashes in: plain, inside the unit's outline.
    Unit,
}

/// The sides of a cell on the outline of the clashing unit, as bits.
pub(crate) mod edge {
    pub(crate) const TOP: u8 = 1;
    pub(crate) const RIGHT: u8 = 2;
    pub(crate) const BOTTOM: u8 = 4;
    pub(crate) const LEFT: u8 = 8;
    pub(crate) const ALL: u8 = TOP | RIGHT | BOTTOM | LEFT;
}

/// A mark around a cell.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub(crate) enum Ring {
    #[default]
    None,
    /// The cell that already holds the tried digit: solid corner brackets.
    Clash,
    /// The cell a backtrack erases: a dashed ring.
    Erase,
    /// A blank no digit fits (a dead end): a cross, as the web page draws it.
    Cross,
}

/// How one cell looks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub(crate) struct CellLook {
    pub digit: Digit,
    pub background: Background,
    pub ring: Ring,
    /// Sides of the cell on the outline of the clashing unit ([`edge`] bits), so that a
    /// row, a column or a box reads as one shape.
    pub edges: u8,
    /// The candidates of a blank, pencilled in small (bit `d` for digit `d`).
    pub pencil: u16,
    /// Those of [`CellLook::pencil`] an elimination takes: drawn in the clash's colour,
    /// struck through.
    pub struck: u16,
    /// The check read this cell for the event shown (the naive check's trail, or a
    /// blank whose candidates a look over the board worked out): a dot in its corner.
    pub read: bool,
    /// Sides of the cell on the outline of a unit whose table the tables check looked
    /// up for the event shown ([`edge`] bits), drawn inside the cell's edge.
    pub looked: u8,
    /// The check's marks drawn large and dark, to be seen from the back of a room.
    pub bold: bool,
}

/// One character of the caption, with its colour.
pub(crate) type Slot = (char, Paint);

/// One character of the panel beside the board: the character, its ink and its paper.
pub(crate) type SideSlot = (char, Paint, Paint);

/// One column of pixels of the search tree beside the board: rows down to `explored`
/// were searched so far, rows down to `path` are the path the search stands on.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct TreeColumn {
    pub explored: u8,
    pub path: u8,
}

/// Everything a frame shows, in terms of what it means.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Scene {
    pub cells: [CellLook; CELLS],
    /// The caption lines, each exactly as wide as the layout's text columns.
    pub lines: Vec<Vec<Slot>>,
    /// The panel's text lines beside the board, each as wide as the panel's columns
    /// (none without a panel).
    pub side: Vec<Vec<SideSlot>>,
    /// The search tree's columns of pixels (none without the tree panel).
    pub tree: Vec<TreeColumn>,
}

impl Scene {
    pub(super) fn new(lines: usize, columns: usize) -> Scene {
        Scene {
            cells: [CellLook::default(); CELLS],
            lines: vec![vec![(' ', theme::TEXT); columns]; lines],
            side: Vec::new(),
            tree: Vec::new(),
        }
    }

    /// The same scene with room for the panel `layout` places beside the board.
    pub(super) fn with_side(mut self, layout: &Layout) -> Scene {
        if let Some(side) = &layout.side {
            self.side = vec![vec![BLANK_SIDE; side.columns]; side.lines];
            self.tree = vec![TreeColumn::default(); side.tree.map_or(0, |tree| tree.w)];
        }
        self
    }

    /// Write `text` into line `line` of the panel from column `col`, in `ink` on
    /// `paper`, cut with an ellipsis at the line's end; returns the column after it.
    pub(super) fn put_side(
        &mut self,
        line: usize,
        col: usize,
        text: &str,
        ink: Paint,
        paper: Paint,
    ) -> usize {
        let Some(slots) = self.side.get_mut(line) else {
            return col;
        };
        let room = slots.len();
        let mut col = col;
        let mut chars = text.chars().peekable();
        while let Some(ch) = chars.next() {
            let columns = char_columns(ch);
            // The last column of the line is kept for an ellipsis when more is left.
            let fits = match chars.peek() {
                Some(_) => col + columns < room,
                None => col + columns <= room,
            };
            if !fits {
                if col < room {
                    slots[col] = ('…', ink, paper);
                    col += 1;
                }
                break;
            }
            slots[col] = (ch, ink, paper);
            if columns == 2 {
                slots[col + 1] = (WIDE_TAIL, ink, paper);
            }
            col += columns;
        }
        col
    }

    /// Paint the rest of panel line `line`, from column `col`, as paper `paper`.
    pub(super) fn fill_side(&mut self, line: usize, col: usize, paper: Paint) {
        if let Some(slots) = self.side.get_mut(line) {
            for slot in slots.iter_mut().skip(col) {
                *slot = (' ', theme::TEXT, paper);
            }
        }
    }

    /// Blank the panel's text.
    pub(crate) fn clear_side(&mut self) {
        for line in &mut self.side {
            line.fill(BLANK_SIDE);
        }
    }

    /// Write `text` in `ink` into line `line` from column `col`, cut at the line's end;
    /// returns the column after it.
    pub(super) fn put(&mut self, line: usize, col: usize, text: &str, ink: Paint) -> usize {
        self.put_inked(line, col, text, |_| ink)
    }

    /// [`Scene::put`] with each character in the ink `ink_of` gives it.
    pub(super) fn put_inked(
        &mut self,
        line: usize,
        col: usize,
        text: &str,
        ink_of: impl Fn(char) -> Paint,
    ) -> usize {
        let slots = &mut self.lines[line];
        let mut col = col;
        for ch in text.chars() {
            let columns = char_columns(ch);
            if col + columns > slots.len() {
                break;
            }
            let ink = ink_of(ch);
            slots[col] = (ch, ink);
            if columns == 2 {
                slots[col + 1] = (WIDE_TAIL, ink);
            }
            col += columns;
        }
        col
    }

    /// Blank every caption line.
    pub(crate) fn clear_text(&mut self) {
        for line in &mut self.lines {
            line.fill((' ', theme::TEXT));
        }
    }
}

/// `text` cut to `columns` text columns, its end given up for an ellipsis when it is
/// longer.
pub(crate) fn cut_to(text: &str, columns: usize) -> String {
    if width(text) <= columns {
        return text.to_string();
    }
    let mut cut = String::new();
    let mut used = 0;
    for ch in text.chars() {
        used += char_columns(ch);
        if used + 1 > columns {
            break;
        }
        cut.push(ch);
    }
    if columns > 0 {
        cut.push('…');
    }
    cut
}

/// The place a full-width character takes after its own: drawn as part of it.
pub(crate) const WIDE_TAIL: char = '\u{0}';

/// How many text columns `ch` takes: two for a full-width (Chinese) character.
pub(crate) fn char_columns(ch: char) -> usize {
    unicode_width::UnicodeWidthChar::width(ch)
        .unwrap_or(1)
        .max(1)
}

/// An empty place of the panel beside the board.
const BLANK_SIDE: SideSlot = (' ', theme::TEXT, theme::BACKGROUND);

/// The legend's entries: a sample cell and its label, two to a line.
const LEGEND: [(CellLook, DrawText); 7] = [
    (
        look(Digit::Given(5), Background::Plain, Ring::None),
        DrawText::LegendGiven,
    ),
    (
        look(Digit::Placed(5), Background::Plain, Ring::None),
        DrawText::LegendPlaced,
    ),
    (
        look(Digit::Trying(5), Background::Current, Ring::None),
        DrawText::LegendTrying,
    ),
    (
        look(Digit::Rejected(5), Background::Current, Ring::None),
        DrawText::LegendRejected,
    ),
    (
        CellLook {
            edges: edge::ALL,
            ..look(Digit::Blank, Background::Unit, Ring::None)
        },
        DrawText::LegendUnit,
    ),
    (
        look(Digit::Given(5), Background::Plain, Ring::Clash),
        DrawText::LegendHolder,
    ),
    (
        look(Digit::Erased(5), Background::Current, Ring::Erase),
        DrawText::LegendErased,
    ),
];

/// The legend of a search with eliminations, which tries candidates only (no try
/// clashes, so no digit is rejected and no cell holds a clashing digit): in their
/// places, a pattern's cells, its unit and the candidates it takes. As many entries as
/// [`LEGEND`], none wider in its column, so the key takes the same room.
const ELIMINATING_LEGEND: [(CellLook, DrawText); 7] = [
    LEGEND[0],
    LEGEND[1],
    LEGEND[2],
    (
        CellLook {
            pencil: 1 << 3 | 1 << 5,
            ..look(Digit::Blank, Background::Current, Ring::None)
        },
        DrawText::LegendPatternCell,
    ),
    (
        CellLook {
            edges: edge::ALL,
            ..look(Digit::Blank, Background::Unit, Ring::None)
        },
        DrawText::LegendPatternUnit,
    ),
    (
        CellLook {
            pencil: 1 << 5 | 1 << 7,
            struck: 1 << 5,
            ..look(Digit::Blank, Background::Plain, Ring::None)
        },
        DrawText::LegendStruck,
    ),
    LEGEND[6],
];

/// The key's entry for the marks of `check`'s work: a cell read, or a table looked up.
fn legend_of_check(check: Check) -> (CellLook, DrawText) {
    let blank = look(Digit::Blank, Background::Plain, Ring::None);
    match check {
        Check::Naive | Check::OneLoop => (
            CellLook {
                read: true,
                ..blank
            },
            DrawText::LegendRead,
        ),
        Check::Tables => (
            CellLook {
                looked: edge::ALL,
                ..blank
            },
            DrawText::LegendLookedUp,
        ),
    }
}

const fn look(digit: Digit, background: Background, ring: Ring) -> CellLook {
    CellLook {
        digit,
        background,
        ring,
        edges: 0,
        pencil: 0,
        struck: 0,
        read: false,
        looked: 0,
        bold: false,
    }
}

/// Where the second entry of a legend line starts, and the text columns the legend
/// needs, in `lang`: room for a sample cell and the longest label of each column.
fn legend_columns(lang: Lang) -> (usize, usize) {
    // The check's entry comes last, in the second column; either check's words fit.
    let check = Check::ALL.map(legend_of_check);
    let widest = |first: usize| {
        LEGEND
            .iter()
            .zip(&ELIMINATING_LEGEND)
            .skip(first)
            .step_by(2)
            .flat_map(|(plain, eliminating)| [plain, eliminating])
            .chain(check.iter().filter(|_| first == LEGEND.len() % 2))
            .map(|&(_, label)| width(lang.text(label)))
            .max()
            .unwrap_or(0)
    };
    let second = 5 + widest(0);
    (second, second + 3 + widest(1))
}

/// The smallest type of the caption and the key, in pixels.
const MIN_TEXT_PX: u32 = 11;

/// The caption's type for cells of `cell` pixels.
fn text_px_of(cell: usize) -> u32 {
    ((cell as f32 * 0.40).round() as u32).clamp(MIN_TEXT_PX, 40)
}

/// The thickness of the lines between boxes, for cells of `cell` pixels.
fn thick_line(cell: usize) -> usize {
    (cell / 12).max(2)
}

/// The width and height of the board for cells of `cell` pixels: nine cells, four thick
/// lines and six thin ones.
fn grid_size(cell: usize) -> usize {
    9 * cell + 4 * thick_line(cell) + 6
}

/// The text columns of the caption (`columns`) and, with `legend`, the key.
fn text_columns(columns: usize, legend: bool, lang: Lang) -> usize {
    match legend {
        true => columns.max(legend_columns(lang).1),
        false => columns,
    }
}

/// Where everything goes, worked out from the cell size and the caption's width.
#[derive(Clone, Debug)]
pub(super) struct Layout {
    pub cell: usize,
    pub width: usize,
    pub height: usize,
    /// Left and top edges of each column and row of cells.
    cell_x: [usize; 9],
    cell_y: [usize; 9],
    pub(crate) grid: Rect,
    thin: usize,
    thick: usize,
    digit_px: u32,
    text_px: u32,
    advance: usize,
    line_height: usize,
    text_x: usize,
    /// The top of each caption line's box.
    line_top: Vec<usize>,
    /// Caption lines (the rest of `line_top` is the legend).
    caption_lines: usize,
    pub columns: usize,
    /// The panel beside the board, when there is one.
    pub side: Option<SideLayout>,
    /// The language of the legend.
    pub lang: Lang,
    /// Where the second entry of a legend line starts.
    legend_second: usize,
    /// The title line above the board, when there is one.
    pub title: Option<TitleLine>,
}

/// A line of title above the board: its text, and where it starts.
#[derive(Clone, Debug)]
pub(crate) struct TitleLine {
    pub text: String,
    x: usize,
    y: usize,
}

/// What the panel beside the board holds: lines of text (the code, the stack), or a
/// line of text over the search tree, `depth` rows deep.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum SideShape {
    Text { columns: usize },
    Tree { columns: usize, depth: u8 },
}

/// Where the panel beside the board goes: a box of text lines in a smaller type than
/// the caption's, and under its first line the search tree when it shows one.
#[derive(Clone, Copy, Debug)]
pub(crate) struct SideLayout {
    x: usize,
    y: usize,
    px: u32,
    advance: usize,
    line_height: usize,
    pub columns: usize,
    pub lines: usize,
    pub tree: Option<TreeLayout>,
}

/// Where the search tree goes: `w` columns of pixels, a row of `row` pixels a depth.
#[derive(Clone, Copy, Debug)]
pub(crate) struct TreeLayout {
    x: usize,
    y: usize,
    pub w: usize,
    row: usize,
    pub depth: u8,
}

impl Layout {
    /// A layout for cells of `cell` pixels and caption lines of `columns` characters, in
    /// a type that scales with the cells.
    pub(super) fn new(
        fonts: &mut Fonts,
        cell: usize,
        caption_lines: usize,
        columns: usize,
        legend: bool,
        lang: Lang,
    ) -> Layout {
        let text_px = text_px_of(cell);
        Layout::with_type(fonts, cell, text_px, caption_lines, columns, legend, lang)
    }

    /// [`Layout::new`] in the largest type, no larger than the cells give, whose caption
    /// and key are no wider than the board: board, caption and key as wide as each other
    /// (when even the smallest type is wider, in the smallest).
    pub(super) fn under_board(
        fonts: &mut Fonts,
        cell: usize,
        caption_lines: usize,
        columns: usize,
        legend: bool,
        lang: Lang,
    ) -> Layout {
        let columns_all = text_columns(columns, legend, lang);
        let text_px = (MIN_TEXT_PX..=text_px_of(cell))
            .rev()
            .find(|&px| columns_all * fonts.advance(px) <= grid_size(cell))
            .unwrap_or(MIN_TEXT_PX);
        Layout::with_type(fonts, cell, text_px, caption_lines, columns, legend, lang)
    }

    /// A layout for cells of `cell` pixels and caption lines of `columns` characters in a
    /// type of `text_px` pixels.
    fn with_type(
        fonts: &mut Fonts,
        cell: usize,
        text_px: u32,
        caption_lines: usize,
        columns: usize,
        legend: bool,
        lang: Lang,
    ) -> Layout {
        let thin = 1;
        let thick = thick_line(cell);
        let margin = (cell / 2).max(8);
        let grid_size = grid_size(cell);
        let digit_px = ((cell as f32 * 0.72).round() as u32).max(8);
        let advance = fonts.advance(text_px);
        let line_height = (text_px as usize * 3).div_ceil(2);
        let (legend_second, _) = legend_columns(lang);
        let columns = text_columns(columns, legend, lang);
        let text_width = columns * advance;
        // The board, the caption and the key share one left edge, as a figure and its
        // caption do; the frame is as wide as the wider of them.
        let width = grid_size.max(text_width) + 2 * margin;
        let grid_x = margin;
        let grid_y = margin;
        let mut cell_x = [0; 9];
        let mut cell_y = [0; 9];
        let mut pos = 0;
        for i in 0..9 {
            pos += if i % 3 == 0 { thick } else { thin };
            cell_x[i] = grid_x + pos;
            cell_y[i] = grid_y + pos;
            pos += cell;
        }
        let mut line_top = Vec::new();
        let mut y = grid_y + grid_size + margin / 2;
        for _ in 0..caption_lines {
            line_top.push(y);
            y += line_height;
        }
        if legend {
            y += line_height / 3;
            for _ in 0..LEGEND.len().div_ceil(2) {
                line_top.push(y);
                y += line_height + 2;
            }
        }
        let height = y + margin / 2;
        Layout {
            cell,
            width,
            height,
            cell_x,
            cell_y,
            grid: Rect::new(grid_x, grid_y, grid_size, grid_size),
            thin,
            thick,
            digit_px,
            text_px,
            advance,
            line_height,
            text_x: margin,
            line_top,
            caption_lines,
            columns,
            side: None,
            lang,
            legend_second,
            title: None,
        }
    }

    /// The same layout with the caption and the key beside the board instead of under
    /// it, their first line level with the board's top: a landscape frame, for an
    /// article's column or a slide. The frame is as tall as the taller of the two.
    pub(crate) fn beside_board(mut self) -> Layout {
        let margin = self.margin();
        let Some(&first) = self.line_top.first() else {
            return self;
        };
        let up = first - self.grid.y;
        self.line_top.iter_mut().for_each(|y| *y -= up);
        self.text_x = self.grid.x + self.grid.w + margin;
        self.width = self.text_x + self.columns * self.advance + margin;
        let text_bottom = self.line_top.last().map_or(0, |y| y + self.line_height);
        self.height = (self.grid.y + self.grid.h).max(text_bottom) + margin / 2;
        self
    }

    /// The pixels around the picture's content: half a cell, at least 8.
    fn margin(&self) -> usize {
        (self.cell / 2).max(8)
    }

    /// The same layout with `text` as a title line over the board, in a bold type a third
    /// larger than the caption's, on the board's left edge.
    pub(crate) fn with_title(mut self, text: &str) -> Layout {
        // An even number of rows keeps the dotted (erased) digits' every other pixel
        // where it was: under the title, the picture is the same as without it.
        let band = self.title_height().next_multiple_of(2);
        self.move_down(band);
        self.height += band;
        self.title = Some(TitleLine {
            text: text.to_string(),
            x: self.grid.x,
            y: self.margin() / 2,
        });
        self
    }

    /// The same layout in a frame `width` pixels wide (no narrower than its own), the
    /// picture centred in it.
    pub(crate) fn widened_to(mut self, width: usize) -> Layout {
        self.move_right(width.saturating_sub(self.width) / 2);
        self.width = self.width.max(width);
        self
    }

    /// The same layout in a frame `height` pixels tall (no shorter than its own), the
    /// room left under the picture.
    pub(crate) fn lengthened_to(mut self, height: usize) -> Layout {
        self.height = self.height.max(height);
        self
    }

    /// Everything placed `by` pixels lower.
    fn move_down(&mut self, by: usize) {
        self.cell_y.iter_mut().for_each(|y| *y += by);
        self.grid.y += by;
        self.line_top.iter_mut().for_each(|y| *y += by);
        if let Some(side) = &mut self.side {
            side.y += by;
            if let Some(tree) = &mut side.tree {
                tree.y += by;
            }
        }
    }

    /// Everything placed `by` pixels further right.
    fn move_right(&mut self, by: usize) {
        self.cell_x.iter_mut().for_each(|x| *x += by);
        self.grid.x += by;
        self.text_x += by;
        if let Some(title) = &mut self.title {
            title.x += by;
        }
        if let Some(side) = &mut self.side {
            side.x += by;
            if let Some(tree) = &mut side.tree {
                tree.x += by;
            }
        }
    }

    fn title_px(&self) -> u32 {
        (self.text_px as f32 * 4.0 / 3.0).round() as u32
    }

    /// The height of a line of title over the board.
    pub(crate) fn title_height(&self) -> usize {
        (self.title_px() as usize * 3).div_ceil(2)
    }

    /// The same layout with a panel of `shape` beside the board, as tall as the picture
    /// and in a type a little smaller than the caption's.
    pub(crate) fn with_side(mut self, fonts: &mut Fonts, shape: SideShape) -> Layout {
        let margin = (self.cell / 2).max(8);
        let px = ((self.text_px as f32 * 0.8).round() as u32).max(10);
        let advance = fonts.advance(px);
        let line_height = (px as usize * 4).div_ceil(3);
        let x = self.width;
        let y = self.grid.y;
        let height = self.height - y - margin / 2;
        let (columns, lines, tree) = match shape {
            SideShape::Text { columns } => (columns, height / line_height, None),
            SideShape::Tree { columns, depth } => {
                let depth = depth.max(1);
                let top = y + line_height + margin / 2;
                let row = ((self.height - top - margin / 2) / usize::from(depth)).max(1);
                let w = columns * advance;
                let tree = TreeLayout {
                    x,
                    y: top,
                    w,
                    row,
                    depth,
                };
                (columns, 1, Some(tree))
            }
        };
        self.width += columns * advance + margin;
        self.side = Some(SideLayout {
            x,
            y,
            px,
            advance,
            line_height,
            columns,
            lines,
            tree,
        });
        self
    }

    /// The box of panel character `col` of line `line`.
    fn side_rect(&self, line: usize, col: usize) -> Rect {
        let side = self.side.as_ref().expect("a panel");
        Rect::new(
            side.x + col * side.advance,
            side.y + line * side.line_height,
            side.advance,
            side.line_height,
        )
    }

    /// The pixels of column `x` of the search tree.
    fn tree_rect(&self, x: usize) -> Rect {
        let tree = self.side.and_then(|side| side.tree).expect("a tree panel");
        Rect::new(tree.x + x, tree.y, 1, tree.row * usize::from(tree.depth))
    }

    /// The inside of cell `index` (reading order), lines excluded.
    pub(crate) fn cell_rect(&self, index: usize) -> Rect {
        Rect::new(
            self.cell_x[index % 9],
            self.cell_y[index / 9],
            self.cell,
            self.cell,
        )
    }

    /// The box of caption character `col` of line `line`.
    pub(crate) fn slot_rect(&self, line: usize, col: usize) -> Rect {
        Rect::new(
            self.text_x + col * self.advance,
            self.line_top[line],
            self.advance,
            self.line_height,
        )
    }

    #[cfg(test)]
    /// The caption lines' area.
    pub(crate) fn caption_rect(&self) -> Rect {
        let top = self.line_top[0];
        Rect::new(
            self.text_x,
            top,
            self.columns * self.advance,
            self.line_height * self.caption_lines,
        )
    }
}

/// Keeps the canvas in step with a scene, redrawing only what changed.
pub(super) struct Painter {
    pub layout: Layout,
    pub theme: Theme,
    fonts: Fonts,
    pub canvas: Canvas,
    drawn: Option<Scene>,
    dirty: Rect,
    /// The check whose marks the key explains, when the search's check is known.
    pub legend_check: Option<Check>,
    /// The check's marks drawn bold, in the key too.
    pub bold_marks: bool,
    /// Whether the search eliminates: its key shows a pattern's marks in place of a
    /// clash's.
    pub legend_eliminating: bool,
}

impl Painter {
    pub(super) fn new(layout: Layout, theme: Theme, fonts: Fonts) -> Painter {
        let canvas = Canvas::new(layout.width, layout.height, theme::BACKGROUND);
        Painter {
            layout,
            theme,
            fonts,
            canvas,
            drawn: None,
            dirty: Rect::default(),
            legend_check: None,
            bold_marks: false,
            legend_eliminating: false,
        }
    }

    /// Write `text` in a bold type a third larger than the caption's from `left` in the
    /// band of `canvas` from `top`, [`Layout::title_height`] pixels tall, cut with an
    /// ellipsis at `right`: the title over a board.
    pub(crate) fn title(
        &mut self,
        canvas: &mut Canvas,
        text: &str,
        left: usize,
        right: usize,
        top: usize,
    ) {
        let px = self.layout.title_px();
        let height = self.layout.title_height();
        let advance = self.fonts.advance(px);
        let band = Rect::new(left, top, right.saturating_sub(left), height);
        let cap = self.fonts.cap_height(px);
        let baseline = top + (height + cap) / 2;
        let mut x = left;
        for ch in cut_to(text, band.w / advance).chars() {
            let room = char_columns(ch) * advance;
            let pen = x + self.fonts.centring(ch, px, room);
            canvas.text_char(
                &mut self.fonts,
                &self.theme,
                ch,
                px,
                Weight::Bold,
                theme::TEXT,
                pen as i64,
                baseline as i64,
                band,
                false,
            );
            x += room;
        }
    }

    /// The layout's title over the board, when it has one.
    fn draw_title(&mut self) {
        let Some(title) = self.layout.title.clone() else {
            return;
        };
        let right = self.layout.width - self.layout.margin();
        let mut canvas = std::mem::replace(&mut self.canvas, Canvas::new(0, 0, 0));
        self.title(&mut canvas, &title.text, title.x, right, title.y);
        self.canvas = canvas;
    }

    /// Forget what the canvas shows: the next scene is painted whole.
    pub(super) fn forget(&mut self) {
        self.drawn = None;
        self.dirty = Rect::default();
    }

    /// The rectangle redrawn since the last call, emptied.
    pub(super) fn take_dirty(&mut self) -> Rect {
        std::mem::take(&mut self.dirty)
    }

    /// Bring the canvas to `scene`.
    pub(super) fn paint(&mut self, scene: &Scene) {
        let Some(drawn) = self.drawn.as_mut() else {
            self.paint_all(scene);
            return;
        };
        let layout = &self.layout;
        for (index, (&want, had)) in scene.cells.iter().zip(drawn.cells.iter_mut()).enumerate() {
            if want != *had {
                let rect = layout.cell_rect(index);
                draw_cell(
                    &mut self.canvas,
                    &mut self.fonts,
                    &self.theme,
                    rect,
                    want,
                    layout.digit_px,
                );
                self.dirty = self.dirty.union(rect);
                *had = want;
            }
        }
        for (line, (want, had)) in scene.lines.iter().zip(drawn.lines.iter_mut()).enumerate() {
            for (col, (&slot, old)) in want.iter().zip(had.iter_mut()).enumerate() {
                if slot != *old {
                    let rect = draw_slot(
                        &mut self.canvas,
                        &mut self.fonts,
                        &self.theme,
                        layout,
                        layout.slot_rect(line, col),
                        slot,
                    );
                    self.dirty = self.dirty.union(rect);
                    *old = slot;
                }
            }
        }
        for (line, (want, had)) in scene.side.iter().zip(drawn.side.iter_mut()).enumerate() {
            if has_wide(want) || has_wide(had) {
                // Set at its natural width: from the first change on, every character
                // may stand elsewhere.
                if let Some(from) = want.iter().zip(had.iter()).position(|(a, b)| a != b) {
                    let rect = draw_side_line(
                        &mut self.canvas,
                        &mut self.fonts,
                        &self.theme,
                        layout,
                        line,
                        want,
                        from,
                    );
                    self.dirty = self.dirty.union(rect);
                    had.clone_from(want);
                }
                continue;
            }
            for (col, (&slot, old)) in want.iter().zip(had.iter_mut()).enumerate() {
                if slot != *old {
                    let rect = draw_side_slot(
                        &mut self.canvas,
                        &mut self.fonts,
                        &self.theme,
                        layout,
                        layout.side_rect(line, col),
                        slot,
                    );
                    self.dirty = self.dirty.union(rect);
                    *old = slot;
                }
            }
        }
        for (x, (&want, had)) in scene.tree.iter().zip(drawn.tree.iter_mut()).enumerate() {
            if want != *had {
                let rect = layout.tree_rect(x);
                draw_tree_column(&mut self.canvas, layout, rect, want);
                self.dirty = self.dirty.union(rect);
                *had = want;
            }
        }
    }

    fn paint_all(&mut self, scene: &Scene) {
        let layout = &self.layout;
        let canvas = &mut self.canvas;
        canvas.fill(
            Rect::new(0, 0, layout.width, layout.height),
            theme::BACKGROUND,
        );
        let grid = layout.grid;
        canvas.fill(grid, theme::THIN_LINE);
        // Bold lines: every third line, drawn over the thin ones.
        let mut pos = 0;
        for i in 0..=9 {
            let t = if i % 3 == 0 {
                layout.thick
            } else {
                layout.thin
            };
            if i % 3 == 0 {
                canvas.fill(
                    Rect::new(grid.x + pos, grid.y, t, grid.h),
                    theme::THICK_LINE,
                );
                canvas.fill(
                    Rect::new(grid.x, grid.y + pos, grid.w, t),
                    theme::THICK_LINE,
                );
            }
            pos += t + layout.cell;
        }
        for (index, &cell) in scene.cells.iter().enumerate() {
            draw_cell(
                canvas,
                &mut self.fonts,
                &self.theme,
                layout.cell_rect(index),
                cell,
                layout.digit_px,
            );
        }
        for (line, slots) in scene.lines.iter().enumerate() {
            for (col, &slot) in slots.iter().enumerate() {
                let rect = layout.slot_rect(line, col);
                draw_slot(canvas, &mut self.fonts, &self.theme, layout, rect, slot);
            }
        }
        for (line, slots) in scene.side.iter().enumerate() {
            if has_wide(slots) {
                draw_side_line(canvas, &mut self.fonts, &self.theme, layout, line, slots, 0);
                continue;
            }
            for (col, &slot) in slots.iter().enumerate() {
                let rect = layout.side_rect(line, col);
                draw_side_slot(canvas, &mut self.fonts, &self.theme, layout, rect, slot);
            }
        }
        for (x, &column) in scene.tree.iter().enumerate() {
            draw_tree_column(canvas, layout, layout.tree_rect(x), column);
        }
        self.draw_legend();
        self.draw_title();
        self.drawn = Some(scene.clone());
        self.dirty = Rect::new(0, 0, self.layout.width, self.layout.height);
    }

    /// The key to the colours under the caption, when the layout has room for it.
    fn draw_legend(&mut self) {
        let layout = &self.layout;
        let first = layout.caption_lines;
        let size = layout.line_height - 2;
        let bold = self.bold_marks;
        let check = self
            .legend_check
            .map(legend_of_check)
            .map(|(sample, label)| (CellLook { bold, ..sample }, label));
        let legend = match self.legend_eliminating {
            true => &ELIMINATING_LEGEND,
            false => &LEGEND,
        };
        for (i, &(sample, label)) in legend.iter().chain(check.as_ref()).enumerate() {
            let label = layout.lang.text(label);
            let line = first + i / 2;
            if line >= layout.line_top.len() {
                return;
            }
            let col = if i % 2 == 0 { 0 } else { layout.legend_second };
            let slot = layout.slot_rect(line, col);
            let rect = Rect::new(slot.x, slot.y + 1, size, size);
            // A thin line around each sample, as around the grid's cells.
            self.canvas.fill(
                Rect::new(rect.x - 1, rect.y - 1, size + 2, size + 2),
                theme::THIN_LINE,
            );
            draw_cell(
                &mut self.canvas,
                &mut self.fonts,
                &self.theme,
                rect,
                sample,
                layout.text_px,
            );
            let mut at = col + size.div_ceil(layout.advance) + 1;
            for ch in label.chars() {
                let rect = layout.slot_rect(line, at);
                at += char_columns(ch);
                if rect.x + rect.w * char_columns(ch) > layout.width {
                    break;
                }
                draw_slot(
                    &mut self.canvas,
                    &mut self.fonts,
                    &self.theme,
                    layout,
                    rect,
                    (ch, theme::TEXT),
                );
            }
        }
    }
}

/// A blank's candidates in small digits, each in its place of a 3 x 3 grid (1 top left,
/// 9 bottom right), as players pencil them; those an elimination takes struck through in
/// the clash's colour, as a clashing digit is.
fn draw_pencil(canvas: &mut Canvas, fonts: &mut Fonts, theme: &Theme, rect: Rect, look: CellLook) {
    let pencil = look.pencil;
    if pencil == 0 {
        return;
    }
    let third = rect.w / 3;
    let px = ((rect.w as f32 * 0.27).round() as u32).max(7);
    let clip = rect.inset(1);
    for digit in 1..=9u8 {
        if pencil & (1 << digit) == 0 {
            continue;
        }
        let (row, col) = (usize::from(digit - 1) / 3, usize::from(digit - 1) % 3);
        let ch = char::from(b'0' + digit);
        let glyph = fonts.glyph(ch, px, Weight::Regular);
        let (gw, gh, left, top) = (glyph.width, glyph.height, glyph.left, glyph.top);
        let x = (rect.x + col * third) as i64 + (third as i64 - gw as i64) / 2 - i64::from(left);
        let baseline =
            (rect.y + row * third) as i64 + (third as i64 - gh as i64) / 2 + i64::from(top);
        canvas.text_char(
            fonts,
            theme,
            ch,
            px,
            Weight::Regular,
            theme::DIM,
            x,
            baseline,
            clip,
            false,
        );
        if look.struck & (1 << digit) != 0 {
            // A stroke across the digit's place, corner to corner as a clash's.
            let pad = (third / 8).max(1);
            let place = Rect::new(
                rect.x + col * third + pad,
                rect.y + row * third + pad,
                third - 2 * pad,
                third - 2 * pad,
            );
            canvas.slash(place, (rect.w / 18).max(1), theme::CLASH_RING);
        }
    }
}

/// Draw one cell whole: background, ring, digit.
fn draw_cell(
    canvas: &mut Canvas,
    fonts: &mut Fonts,
    theme: &Theme,
    rect: Rect,
    look: CellLook,
    digit_px: u32,
) {
    let size = rect.w;
    match look.background {
        Background::Plain => canvas.fill(rect, theme::CELL),
        Background::Current => canvas.fill(rect, theme::CURRENT),
        Background::Unit => canvas.fill(rect, theme::CELL),
    }
    // The outline of the unit, drawn inside its outer cells: one shape for a row, a
    // column or a box. An outline alone reads as clearly as one with a tint inside, and
    // a frame that draws it (and the next, that takes it away) changes a third of the
    // pixels a tint would (1,410 bytes a frame against 2,047).
    let band = unit_band(size);
    for (side, strip) in [
        (edge::TOP, Rect::new(rect.x, rect.y, rect.w, band)),
        (
            edge::BOTTOM,
            Rect::new(rect.x, rect.y + rect.h - band, rect.w, band),
        ),
        (edge::LEFT, Rect::new(rect.x, rect.y, band, rect.h)),
        (
            edge::RIGHT,
            Rect::new(rect.x + rect.w - band, rect.y, band, rect.h),
        ),
    ] {
        if look.edges & side != 0 {
            canvas.fill(strip, theme::UNIT_EDGE);
        }
    }
    draw_check(canvas, rect, look, band);
    let ring = (size / 12).max(2);
    match look.ring {
        Ring::None => {}
        // Corners only: as plain as a ring, with fewer pixels to send.
        Ring::Clash => canvas.brackets(rect.inset(1), ring + 1, size / 3, theme::CLASH_RING),
        Ring::Erase => {
            canvas.dashed_outline(rect.inset(1), ring, (size / 7).max(2), theme::ERASE_RING)
        }
        Ring::Cross => canvas.cross(rect.inset(size / 5), (ring / 2).max(1), theme::CLASH_RING),
    }
    let (digit, ink, weight, dotted) = match look.digit {
        Digit::Blank => return draw_pencil(canvas, fonts, theme, rect, look),
        Digit::Given(d) => (d, theme::GIVEN, Weight::Bold, false),
        Digit::Placed(d) => (d, theme::PLACED, Weight::Regular, false),
        Digit::Trying(d) => (d, theme::TRYING, Weight::Regular, false),
        Digit::Rejected(d) => (d, theme::TRYING, Weight::Regular, false),
        Digit::Erased(d) => (d, theme::ERASED, Weight::Bold, true),
    };
    let ch = char::from(b'0' + digit);
    let glyph = fonts.glyph(ch, digit_px, weight);
    let (gw, gh, left, top) = (glyph.width, glyph.height, glyph.left, glyph.top);
    let x = rect.x as i64 + (size as i64 - gw as i64) / 2 - i64::from(left);
    let baseline = rect.y as i64 + (size as i64 - gh as i64) / 2 + i64::from(top);
    let clip = rect.inset(1);
    canvas.text_char(
        fonts, theme, ch, digit_px, weight, ink, x, baseline, clip, dotted,
    );
    if let Digit::Rejected(_) = look.digit {
        let pad = size / 5;
        let strike = Rect::new(rect.x + pad, rect.y + pad, size - 2 * pad, size - 2 * pad);
        canvas.slash(strike, (size / 14).max(2), theme::CLASH_RING);
    }
}

/// What the check did in the cell for the event shown: a dot in its lower right corner
/// where a cell was read, and a thin line inside the cell's edge along the outline of a
/// unit whose table was looked up: one step of the check each, a trail the eye follows.
fn draw_check(canvas: &mut Canvas, rect: Rect, look: CellLook, band: usize) {
    let size = rect.w;
    // Bold: a dot a fifth of the cell and lines three times as thick, in the text's
    // colour, for a projector.
    let ink = match look.bold {
        true => theme::TEXT,
        false => theme::DIM,
    };
    if look.read {
        let dot = match look.bold {
            true => (size / 5).max(4),
            false => (size / 9).max(2),
        };
        let pad = (size / 10).max(2);
        let spot = Rect::new(
            rect.x + size - pad - dot,
            rect.y + size - pad - dot,
            dot,
            dot,
        );
        canvas.fill(spot, ink);
    }
    if look.looked == 0 {
        return;
    }
    // Inside the outline's sides only, so that a unit's line runs on from cell to cell.
    let line = match look.bold {
        true => (band * 3 / 2).max(3),
        false => (band / 2).max(1),
    };
    let inset = 2 * band;
    let on = |side: u8| look.looked & side != 0;
    let left = rect.x + if on(edge::LEFT) { inset } else { 0 };
    let right = rect.x + size - if on(edge::RIGHT) { inset } else { 0 };
    let top = rect.y + if on(edge::TOP) { inset } else { 0 };
    let bottom = rect.y + rect.h - if on(edge::BOTTOM) { inset } else { 0 };
    let (w, h) = (right.saturating_sub(left), bottom.saturating_sub(top));
    for (side, strip) in [
        (edge::TOP, Rect::new(left, top, w, line)),
        (edge::BOTTOM, Rect::new(left, bottom - line, w, line)),
        (edge::LEFT, Rect::new(left, top, line, h)),
        (edge::RIGHT, Rect::new(right - line, top, line, h)),
    ] {
        if on(side) {
            canvas.fill(strip, ink);
        }
    }
}

/// Thickness of the outline around the clashing unit.
pub(super) fn unit_band(cell: usize) -> usize {
    (cell / 18).max(2)
}

/// The box a character of a line of text takes: its own slot, the next one too for a
/// full-width character, none for the place after one (drawn with it).
fn char_rect(slot: Rect, ch: char) -> Rect {
    match ch {
        WIDE_TAIL => Rect::default(),
        _ => Rect::new(slot.x, slot.y, slot.w * char_columns(ch), slot.h),
    }
}

/// Draw one caption character in its box; gives the box drawn.
fn draw_slot(
    canvas: &mut Canvas,
    fonts: &mut Fonts,
    theme: &Theme,
    layout: &Layout,
    slot: Rect,
    (ch, ink): Slot,
) -> Rect {
    let rect = char_rect(slot, ch);
    if rect.is_empty() {
        return rect;
    }
    canvas.fill(rect, theme::BACKGROUND);
    let cap = fonts.cap_height(layout.text_px);
    let baseline = rect.y + (rect.h + cap) / 2;
    let x = rect.x + fonts.centring(ch, layout.text_px, rect.w);
    canvas.text_char(
        fonts,
        theme,
        ch,
        layout.text_px,
        Weight::Regular,
        ink,
        x as i64,
        baseline as i64,
        rect,
        false,
    );
    rect
}

/// Draw one character of the panel beside the board in its box, on its paper; gives
/// the box drawn.
fn draw_side_slot(
    canvas: &mut Canvas,
    fonts: &mut Fonts,
    theme: &Theme,
    layout: &Layout,
    slot: Rect,
    side_slot: SideSlot,
) -> Rect {
    let side = layout.side.as_ref().expect("a panel");
    let rect = char_rect(slot, side_slot.0);
    if !rect.is_empty() {
        draw_side_char(canvas, fonts, theme, side.px, rect, side_slot);
    }
    rect
}

/// Whether a line of the panel holds a full-width (Chinese) character.
fn has_wide(slots: &[SideSlot]) -> bool {
    slots.iter().any(|&(ch, _, _)| ch == WIDE_TAIL)
}

/// Draw line `line` of the panel from its place `from` on, its full-width characters at
/// their natural width (an em, where the monospaced columns give them two columns and
/// leave a gap after each): each character stands where the one before it ends, and the
/// rest of the line, as far as its columns reach, takes the paper of its last place.
/// Gives the box drawn. A line of one-column characters stands on the columns, as
/// [`draw_side_slot`] draws it.
fn draw_side_line(
    canvas: &mut Canvas,
    fonts: &mut Fonts,
    theme: &Theme,
    layout: &Layout,
    line: usize,
    slots: &[SideSlot],
    from: usize,
) -> Rect {
    let side = layout.side.as_ref().expect("a panel");
    let row = layout.side_rect(line, 0);
    let right = row.x + side.columns * side.advance;
    let mut x = row.x;
    let mut start = None;
    for (col, &slot) in slots.iter().enumerate() {
        let width = match slot.0 {
            WIDE_TAIL => 0,
            ch => fonts.natural_advance(ch, side.px),
        };
        if col >= from && width > 0 {
            start.get_or_insert(x);
            let rect = Rect::new(x, row.y, width.min(right.saturating_sub(x)), row.h);
            draw_side_char(canvas, fonts, theme, side.px, rect, slot);
        }
        x += width;
    }
    let start = start.unwrap_or(x.min(right));
    if x < right {
        let paper = slots
            .last()
            .map_or(theme::BACKGROUND, |&(_, _, paper)| paper);
        canvas.fill(Rect::new(x, row.y, right - x, row.h), paper);
    }
    Rect::new(start, row.y, right - start, row.h)
}

/// Draw `ch` of the panel in its box `rect`, on its paper: regular on the background,
/// bold on a lit line.
fn draw_side_char(
    canvas: &mut Canvas,
    fonts: &mut Fonts,
    theme: &Theme,
    px: u32,
    rect: Rect,
    (ch, ink, paper): SideSlot,
) {
    canvas.fill(rect, paper);
    let cap = fonts.cap_height(px);
    let baseline = rect.y + (rect.h + cap) / 2;
    let weight = match paper {
        theme::BACKGROUND => Weight::Regular,
        _ => Weight::Bold,
    };
    let x = rect.x + fonts.centring(ch, px, rect.w);
    canvas.text_char(
        fonts,
        theme,
        ch,
        px,
        weight,
        ink,
        x as i64,
        baseline as i64,
        rect,
        false,
    );
}

/// Draw one column of pixels of the search tree: the path the search stands on, under
/// it the rows searched so far, the rest as an empty cell.
fn draw_tree_column(canvas: &mut Canvas, layout: &Layout, rect: Rect, column: TreeColumn) {
    let row = layout
        .side
        .and_then(|side| side.tree)
        .expect("a tree panel")
        .row;
    let explored = usize::from(column.explored) * row;
    let path = usize::from(column.path) * row;
    canvas.fill(rect, theme::CELL);
    canvas.fill(
        Rect::new(rect.x, rect.y, 1, explored.min(rect.h)),
        theme::THIN_LINE,
    );
    canvas.fill(
        Rect::new(rect.x, rect.y, 1, path.min(rect.h)),
        theme::PLACED,
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::theme::ThemeName;

    fn painter(cell: usize) -> Painter {
        let mut fonts = Fonts::new();
        let layout = Layout::new(&mut fonts, cell, 3, 40, false, Lang::En);
        Painter::new(layout, Theme::new(ThemeName::Light), fonts)
    }

    #[test]
    fn a_redraw_depends_on_the_scene_alone() {
        let mut a = painter(36);
        let mut b = painter(36);
        let mut scene = Scene::new(3, 40);
        scene.cells[0].digit = Digit::Given(5);
        a.paint(&scene);
        let mut other = scene.clone();
        other.cells[0] = look(Digit::Rejected(7), Background::Unit, Ring::Clash);
        other.cells[1] = look(Digit::Erased(3), Background::Current, Ring::Erase);
        other.put(0, 0, "#12  r1c2: backtrack, erase 3", theme::TEXT);
        a.paint(&other);
        a.take_dirty();
        a.paint(&scene);
        let dirty = a.take_dirty();
        assert!(!dirty.is_empty());
        b.paint(&scene);
        assert_eq!(a.canvas.pixels, b.canvas.pixels);
    }

    /// A painter with a panel of text beside the board, in Chinese.
    fn painter_with_panel(cell: usize) -> Painter {
        let mut fonts = Fonts::new();
        let layout = Layout::new(&mut fonts, cell, 3, 40, false, Lang::ZhCn)
            .with_side(&mut fonts, SideShape::Text { columns: 40 });
        Painter::new(layout, Theme::new(ThemeName::Light), fonts)
    }

    /// The columns of pixels of panel line `line` holding any ink.
    fn inked_columns(painter: &Painter, line: usize) -> Vec<usize> {
        let row = painter.layout.side_rect(line, 0);
        let (width, pixels) = (painter.canvas.width, &painter.canvas.pixels);
        (0..width)
            .filter(|&x| {
                (row.y..row.y + row.h).any(|y| {
                    let paint = pixels[y * width + x];
                    paint != theme::BACKGROUND && paint != theme::CURRENT
                })
            })
            .collect()
    }

    #[test]
    fn the_panel_sets_chinese_at_its_natural_width_and_redraws_from_the_scene_alone() {
        let mut a = painter_with_panel(36);
        let mut b = painter_with_panel(36);
        let side = a.layout.side.unwrap();
        let mut scene = Scene::new(3, 40).with_side(&a.layout);
        scene.put_side(0, 0, "调用栈", theme::DIM, theme::BACKGROUND);
        let end = scene.put_side(1, 0, "在 r1c8 尝试 6", theme::TEXT, theme::CURRENT);
        scene.fill_side(1, end, theme::CURRENT);
        scene.put_side(
            2,
            0,
            "r1c7 = 8，尝试后填入；还剩 9 待试",
            theme::TEXT,
            theme::BACKGROUND,
        );
        a.paint(&scene);
        // Three characters an em each: 调用栈 ends within three ems of the line's start,
        // not in its sixth column, as two columns each would set it.
        let inked = inked_columns(&a, 0);
        let row = a.layout.side_rect(0, 0);
        let em = side.px as usize;
        let (first, last) = (inked[0], inked[inked.len() - 1]);
        assert!(first < row.x + 2, "{first}");
        assert!(
            (row.x + 2 * em..row.x + 3 * em).contains(&last),
            "the ink ends {} pixels on, {em} to the em",
            last - row.x
        );
        assert!(3 * em < 6 * side.advance);

        let mut other = scene.clone();
        other.clear_side();
        other.put_side(
            0,
            0,
            "调用栈，最新的在上：共 3 层",
            theme::DIM,
            theme::BACKGROUND,
        );
        other.put_side(1, 0, "r1c4 = 2, tried", theme::TEXT, theme::BACKGROUND);
        other.put_side(2, 0, "… 下面还有 12 层", theme::DIM, theme::BACKGROUND);
        a.paint(&other);
        a.take_dirty();
        a.paint(&scene);
        assert!(!a.take_dirty().is_empty());
        b.paint(&scene);
        assert!(
            a.canvas.pixels == b.canvas.pixels,
            "the same pixels as painted whole"
        );
    }

    #[test]
    fn an_eliminating_search_keys_a_patterns_marks_in_the_same_room() {
        for lang in [Lang::En, Lang::ZhCn] {
            // Each of the pattern's entries is no wider than the widest of its column
            // in the key of every search, so the key's columns stand where they did.
            let checks = Check::ALL.map(legend_of_check);
            for (i, (&(_, plain), &(_, eliminating))) in
                LEGEND.iter().zip(&ELIMINATING_LEGEND).enumerate()
            {
                let column = LEGEND
                    .iter()
                    .skip(i % 2)
                    .step_by(2)
                    .chain(checks.iter().filter(|_| i % 2 == LEGEND.len() % 2))
                    .map(|&(_, label)| width(lang.text(label)))
                    .max()
                    .unwrap();
                let label = lang.text(eliminating);
                assert!(width(label) <= column, "{label:?}: {column} columns");
                if plain != eliminating {
                    assert_ne!(lang.text(plain), label);
                }
            }
            // The same layout, the key drawn with the pattern's samples in place of
            // a clash's: the pixels differ in the key alone.
            let mut fonts = Fonts::new();
            let layout = Layout::new(&mut fonts, 36, 3, 40, true, lang);
            let key_top = layout.line_top[layout.caption_lines];
            let paint = |eliminating: bool| {
                let mut painter =
                    Painter::new(layout.clone(), Theme::new(ThemeName::Light), Fonts::new());
                painter.legend_check = Some(Check::Tables);
                painter.legend_eliminating = eliminating;
                painter.paint(&Scene::new(3, 40));
                painter.canvas.pixels
            };
            let (plain, eliminating) = (paint(false), paint(true));
            let split = key_top * layout.width;
            assert_eq!(plain[..split], eliminating[..split], "above the key");
            assert_ne!(plain[split..], eliminating[split..], "the key");
        }
    }

    #[test]
    fn only_changed_cells_are_redrawn() {
        let mut p = painter(30);
        let mut scene = Scene::new(3, 40);
        p.paint(&scene);
        p.take_dirty();
        scene.cells[40].digit = Digit::Placed(4);
        p.paint(&scene);
        assert_eq!(p.take_dirty(), p.layout.cell_rect(40));
        p.paint(&scene);
        assert!(p.take_dirty().is_empty());
    }

    #[test]
    fn a_layout_made_to_a_size_keeps_its_title_board_caption_and_key_on_one_edge() {
        let mut fonts = Fonts::new();
        for cell in [16, 36, 69] {
            let plain = Layout::new(&mut fonts, cell, 4, 53, true, Lang::En);
            let titled = plain.clone().with_title("a title");
            let title = titled.title.clone().unwrap();
            // The title's line is an even number of rows, all above the board.
            let band = titled.height - plain.height;
            assert_eq!(band % 2, 0);
            assert_eq!(titled.grid.y, plain.grid.y + band);
            assert!(title.y + titled.title_height() <= titled.grid.y);
            let (width, height) = (titled.width + 101, titled.height + 40);
            let sized = titled.widened_to(width).lengthened_to(height);
            assert_eq!((sized.width, sized.height), (width, height));
            let title = sized.title.clone().unwrap();
            assert_eq!(sized.grid.x, sized.text_x, "the board and the caption");
            assert_eq!(sized.grid.x, title.x, "the board and the title");
            assert_eq!(sized.grid.x, plain.grid.x + 50, "centred in the width");
            let last = sized.slot_rect(sized.line_top.len() - 1, sized.columns - 1);
            assert!(last.x + last.w <= width && last.y + last.h <= height);
            // In the type that fits under the board, the text is no wider than it.
            let under = Layout::under_board(&mut fonts, cell, 4, 53, true, Lang::En);
            assert!(under.columns * under.advance <= under.grid.w || under.text_px == MIN_TEXT_PX);
        }
    }

    #[test]
    fn the_layout_fits_the_grid_and_the_caption() {
        let mut fonts = Fonts::new();
        for cell in [16, 24, 36, 60] {
            let layout = Layout::new(&mut fonts, cell, 3, 44, true, Lang::En);
            let last = layout.cell_rect(80);
            assert!(last.x + last.w < layout.width && last.y + last.h < layout.height);
            let caption = layout.caption_rect();
            assert!(caption.x + caption.w <= layout.width);
            assert!(caption.y > last.y + last.h);
            let slot = layout.slot_rect(layout.line_top.len() - 1, layout.columns - 1);
            assert!(slot.x + slot.w <= layout.width && slot.y + slot.h <= layout.height);
        }
    }
}

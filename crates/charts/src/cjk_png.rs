//! The PNG backend of a Chinese chart, which draws each character where its font puts it.
//!
//! plotters (through ab_glyph) draws a string's glyphs from the pen, leaving out each
//! glyph's left side bearing. For DejaVu Sans that is a pixel or so and English charts
//! keep plotters' drawing; but Noto Sans CJK sets its full-width punctuation in an
//! em-wide box, the opening bracket （ at its right, and drawn from the pen it would
//! stand a gap away from the words it opens, hard against those before it. This backend
//! hands every drawing to the bitmap backend but text, which it draws a character at a
//! time, each moved right by its bearing; the string's extent, and so its anchoring, is
//! plotters' own.

use std::sync::OnceLock;

use fontdue::{Font, FontSettings};
use plotters::style::FontStyle;
use plotters_backend::text_anchor::{HPos, VPos};
use plotters_backend::{
    BackendColor, BackendCoord, BackendStyle, BackendTextStyle, DrawingBackend, DrawingErrorKind,
};

use super::style::CJK_HEIGHT;
use sudotrace_style::font::{CJK_BOLD, CJK_REGULAR};

/// A backend drawing text with the glyphs' bearings: `B` does the drawing.
pub(crate) struct Bearings<B>(pub B);

/// The Chinese font, regular and bold, for its metrics.
fn faces() -> &'static [Font; 2] {
    static FACES: OnceLock<[Font; 2]> = OnceLock::new();
    FACES.get_or_init(|| {
        [CJK_REGULAR, CJK_BOLD].map(|bytes| {
            Font::from_bytes(bytes, FontSettings::default())
                .expect("the embedded Chinese font is valid")
        })
    })
}

impl<B: DrawingBackend> DrawingBackend for Bearings<B> {
    type ErrorType = B::ErrorType;

    fn get_size(&self) -> (u32, u32) {
        self.0.get_size()
    }

    fn ensure_prepared(&mut self) -> Result<(), DrawingErrorKind<Self::ErrorType>> {
        self.0.ensure_prepared()
    }

    fn present(&mut self) -> Result<(), DrawingErrorKind<Self::ErrorType>> {
        self.0.present()
    }

    fn draw_pixel(
        &mut self,
        point: BackendCoord,
        color: BackendColor,
    ) -> Result<(), DrawingErrorKind<Self::ErrorType>> {
        self.0.draw_pixel(point, color)
    }

    fn draw_line<S: BackendStyle>(
        &mut self,
        from: BackendCoord,
        to: BackendCoord,
        style: &S,
    ) -> Result<(), DrawingErrorKind<Self::ErrorType>> {
        self.0.draw_line(from, to, style)
    }

    fn draw_rect<S: BackendStyle>(
        &mut self,
        upper_left: BackendCoord,
        bottom_right: BackendCoord,
        style: &S,
        fill: bool,
    ) -> Result<(), DrawingErrorKind<Self::ErrorType>> {
        self.0.draw_rect(upper_left, bottom_right, style, fill)
    }

    fn draw_path<S: BackendStyle, I: IntoIterator<Item = BackendCoord>>(
        &mut self,
        path: I,
        style: &S,
    ) -> Result<(), DrawingErrorKind<Self::ErrorType>> {
        self.0.draw_path(path, style)
    }

    fn draw_circle<S: BackendStyle>(
        &mut self,
        center: BackendCoord,
        radius: u32,
        style: &S,
        fill: bool,
    ) -> Result<(), DrawingErrorKind<Self::ErrorType>> {
        self.0.draw_circle(center, radius, style, fill)
    }

    fn fill_polygon<S: BackendStyle, I: IntoIterator<Item = BackendCoord>>(
        &mut self,
        vert: I,
        style: &S,
    ) -> Result<(), DrawingErrorKind<Self::ErrorType>> {
        self.0.fill_polygon(vert, style)
    }

    fn estimate_text_size<S: BackendTextStyle>(
        &self,
        text: &str,
        style: &S,
    ) -> Result<(u32, u32), DrawingErrorKind<Self::ErrorType>> {
        self.0.estimate_text_size(text, style)
    }

    fn blit_bitmap(
        &mut self,
        pos: BackendCoord,
        (width, height): (u32, u32),
        src: &[u8],
    ) -> Result<(), DrawingErrorKind<Self::ErrorType>> {
        self.0.blit_bitmap(pos, (width, height), src)
    }

    /// plotters' own drawing of text (the default of [`DrawingBackend::draw_text`]), but a
    /// character at a time, each from the pen moved by its left side bearing.
    fn draw_text<S: BackendTextStyle>(
        &mut self,
        text: &str,
        style: &S,
        pos: BackendCoord,
    ) -> Result<(), DrawingErrorKind<Self::ErrorType>> {
        let color = style.color();
        if color.alpha == 0.0 {
            return Ok(());
        }
        let font_error = |e| DrawingErrorKind::FontError(Box::new(e));
        let ((min_x, min_y), (max_x, max_y)) = style.layout_box(text).map_err(font_error)?;
        let (width, height) = (max_x - min_x, max_y - min_y);
        let dx = match style.anchor().h_pos {
            HPos::Left => 0,
            HPos::Right => -width,
            HPos::Center => -width / 2,
        };
        let dy = match style.anchor().v_pos {
            VPos::Top => 0,
            VPos::Center => -height / 2,
            VPos::Bottom => -height,
        };
        let transform = style.transform();
        let (w, h) = self.get_size();
        let font = &faces()[usize::from(matches!(style.style(), FontStyle::Bold))];
        // plotters sizes a font by its ascent-to-descent height.
        let em = (style.size() / CJK_HEIGHT) as f32;
        let mut pen = 0.0f32;
        let mut utf8 = [0; 4];
        for ch in text.chars() {
            let metrics = font.metrics(ch, em);
            let offset = pen.round() as i32 + metrics.xmin;
            let drawn = style.draw(ch.encode_utf8(&mut utf8), (0, 0), |x, y, color| {
                let (x, y) = transform.transform(x + offset + dx - min_x, y + dy - min_y);
                let (x, y) = (pos.0 + x, pos.1 + y);
                if x >= 0 && x < w as i32 && y >= 0 && y < h as i32 {
                    self.0.draw_pixel((x, y), color)
                } else {
                    Ok(())
                }
            });
            drawn.map_err(font_error)??;
            pen += metrics.advance_width;
        }
        Ok(())
    }
}

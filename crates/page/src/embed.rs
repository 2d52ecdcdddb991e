//! The snippet that puts a page in an article (`html --embed`): an `<iframe>` of the
//! frame's size, and with a poster, the poster under it at the same size, which shows
//! while the page loads and where a site strips frames and scripts.
//!
//! The frame is as wide as the article's column, [`FRAME_WIDTH`] at most, and
//! [`FRAME_HEIGHT`] tall: wider than tall in any column [`FRAME_NARROW_WIDTH`] wide or
//! more, where the page lays its board out on the left and its controls on the right, so
//! that the whole frame fits a laptop's screen (1366 x 768) with the board, the caption,
//! Play, the seek bar and the counts in view. In a narrower column (a phone's) it is
//! [`FRAME_NARROW_HEIGHT`] tall instead, the page's controls under its board. In a frame
//! the page's first screen ends with the last part that shows whole: no line is cut at
//! any of those sizes.
//!
//! The height follows the column's width, not the window's: the frame's box is a size
//! container (`container-type:inline-size`), and its height a `clamp` of its width in
//! `cqw`, which is [`FRAME_HEIGHT`] from [`FRAME_NARROW_WIDTH`] up and
//! [`FRAME_NARROW_HEIGHT`] under it.

use super::escape_html;

/// The frame's width in an article's column, at most, in CSS pixels.
pub const FRAME_WIDTH: usize = 720;
/// The frame's height in a column [`FRAME_NARROW_WIDTH`] wide or more, in CSS pixels:
/// the board on the left as tall as the frame, and beside it the title, the modes, the
/// caption, Play, the seek bar, the counts and the line about the page.
pub const FRAME_HEIGHT: usize = 540;
/// The narrowest column that holds the frame at [`FRAME_HEIGHT`], in CSS pixels.
pub const FRAME_NARROW_WIDTH: usize = 600;
/// The frame's height in a narrower column (a phone's), in CSS pixels: the controls
/// under the board, so that the board is not tiny.
pub const FRAME_NARROW_HEIGHT: usize = 640;

// No taller than wide in any column that holds the frame at its height.
const _: () = assert!(FRAME_HEIGHT <= FRAME_NARROW_WIDTH && FRAME_NARROW_WIDTH <= FRAME_WIDTH);

/// A picture shown under the frame, and in its place where frames are stripped: its
/// address and its size in pixels, which is the frame's.
#[derive(Clone, Debug)]
pub struct Poster<'a> {
    /// The address of the PNG, as the article refers to it.
    pub src: &'a str,
    /// Its width in pixels.
    pub width: usize,
    /// Its height in pixels.
    pub height: usize,
}

/// The HTML that shows the page at `src` (titled `title`) in an article, with `poster`
/// under it when given.
pub fn snippet(src: &str, title: &str, poster: Option<&Poster>) -> String {
    let (src, title) = (escape_html(src), escape_html(title));
    // A step at the narrow column's width: a large multiple of how much narrower the
    // column is, clamped between the two heights.
    let height = format!(
        "height:clamp({FRAME_HEIGHT}px,({FRAME_NARROW_WIDTH}px - 100cqw)*1000,{FRAME_NARROW_HEIGHT}px)"
    );
    let column = format!("container-type:inline-size;max-width:{FRAME_WIDTH}px");
    let frame = |style: &str| {
        format!(
            "<iframe src=\"{src}\" title=\"{title}\" style=\"{style}border:0\" loading=\"lazy\" allow=\"fullscreen\"></iframe>"
        )
    };
    let Some(poster) = poster else {
        return format!(
            "<div style=\"{column}\">{}</div>",
            frame(&format!("display:block;width:100%;{height};"))
        );
    };
    let over = "position:absolute;top:0;left:0;width:100%;height:100%;";
    format!(
        "<div style=\"{column}\"><div style=\"position:relative;{height}\"><img src=\"{}\" alt=\"{title}\" width=\"{}\" height=\"{}\" style=\"{over}object-fit:contain;object-position:top\">{}</div></div>",
        escape_html(poster.src),
        poster.width,
        poster.height,
        frame(over)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_frame_has_the_pages_size_and_the_poster_lies_under_it() {
        let height = "height:clamp(540px,(600px - 100cqw)*1000,640px)";
        let bare = snippet("a.html", "t", None);
        assert!(bare.starts_with(&format!("<div style=\"container-type:inline-size;max-width:720px\"><iframe src=\"a.html\" title=\"t\" style=\"display:block;width:100%;{height};border:0\"")), "{bare}");
        assert!(bare.ends_with("</iframe></div>"));
        let poster = Poster {
            src: "a b.png",
            width: FRAME_WIDTH,
            height: FRAME_HEIGHT,
        };
        let with = snippet("a.html", "<t>", Some(&poster));
        let (img, frame) = (with.find("<img").unwrap(), with.find("<iframe").unwrap());
        assert!(img < frame, "the frame is drawn over the poster: {with}");
        assert!(with.contains("src=\"a b.png\" alt=\"&lt;t&gt;\" width=\"720\" height=\"540\""));
        assert!(with.starts_with(&format!(
            "<div style=\"container-type:inline-size;max-width:720px\"><div style=\"position:relative;{height}\">"
        )));
        assert!(with.ends_with("</iframe></div></div>"));
    }
}

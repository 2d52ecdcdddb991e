//! The snippet that puts a page in an article (`html --embed`): an `<iframe>` of the
//! frame's size, and with a poster, the poster under it at the same size, which shows
//! while the page loads and where a site strips frames and scripts.
//!
//! The frame is [`FRAME_WIDTH`] x [`FRAME_HEIGHT`] at most, narrower in a narrower
//! column, keeping its shape, and never shorter than [`FRAME_MIN_HEIGHT`] (on a phone,
//! where the page's controls take more of the frame, so that the board is not tiny).
//! In a frame the page's first screen ends with the line about the page, whole, and
//! nothing below it shows in part: no line is cut at any of those sizes.

use super::escape_html;

/// The frame's width in an article's column, at most, in CSS pixels.
pub const FRAME_WIDTH: usize = 720;
/// The frame's height at its full width, in CSS pixels: the board as wide as the frame,
/// with the title, the caption, Play, the seek bar and the line about the page under it.
pub const FRAME_HEIGHT: usize = 950;
/// The least height of the frame, in CSS pixels.
pub const FRAME_MIN_HEIGHT: usize = 640;

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
    let shape = format!(
        "max-width:{FRAME_WIDTH}px;aspect-ratio:{FRAME_WIDTH}/{FRAME_HEIGHT};min-height:{FRAME_MIN_HEIGHT}px"
    );
    let frame = |style: &str| {
        format!(
            "<iframe src=\"{src}\" title=\"{title}\" style=\"{style}border:0\" loading=\"lazy\" allow=\"fullscreen\"></iframe>"
        )
    };
    let Some(poster) = poster else {
        return frame(&format!("width:100%;{shape};"));
    };
    let over = "position:absolute;top:0;left:0;width:100%;height:100%;";
    format!(
        "<div style=\"position:relative;width:100%;{shape}\"><img src=\"{}\" alt=\"{title}\" width=\"{}\" height=\"{}\" style=\"{over}object-fit:contain;object-position:top\">{}</div>",
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
        let bare = snippet("a.html", "t", None);
        assert!(bare.starts_with("<iframe src=\"a.html\" title=\"t\" style=\"width:100%;max-width:720px;aspect-ratio:720/950;min-height:640px;border:0\""));
        let poster = Poster {
            src: "a b.png",
            width: FRAME_WIDTH,
            height: FRAME_HEIGHT,
        };
        let with = snippet("a.html", "<t>", Some(&poster));
        let (img, frame) = (with.find("<img").unwrap(), with.find("<iframe").unwrap());
        assert!(img < frame, "the frame is drawn over the poster: {with}");
        assert!(with.contains("src=\"a b.png\" alt=\"&lt;t&gt;\" width=\"720\" height=\"950\""));
        assert!(with.starts_with(
            "<div style=\"position:relative;width:100%;max-width:720px;aspect-ratio:720/950;"
        ));
        assert!(with.ends_with("</iframe></div>"));
    }
}

//! Pictures made to fit where they go: the cell size that makes a frame exactly so many
//! pixels wide (`--width`; and tall, for a page's poster), and the number of frames that keeps a GIF under so many
//! bytes (`--max-bytes`).
//!
//! A GIF's size cannot be known before it is encoded, and it is not in proportion to its
//! frames (a story's frames change more of the board where they pass over more events),
//! so the frames are found by rendering: the frames asked for first, and only when those
//! are too many, the fewest (one event frame, to know that anything fits at all), then
//! counts worked out between the largest that fits and the smallest that does not, as
//! if the size grew in proportion to the frames between them. Each render is a whole
//! render, the survey of the trace aside (done once); a handful of them at most.

use super::RenderError;

/// The smallest cell a frame is drawn with, in pixels.
pub const MIN_CELL: usize = 16;
/// The largest cell a frame is drawn with, in pixels.
pub const MAX_CELL: usize = 120;

/// The most renders a byte budget makes (the frames asked for and the fewest among
/// them).
pub(super) const MAX_RENDERS: u32 = 6;

/// A fitting GIF within this share of the budget, in thousandths, is kept without
/// trying more frames.
const CLOSE_ENOUGH: u64 = 950;

/// The counts between two renders are aimed this far under the budget, in thousandths,
/// since the size does not grow exactly in proportion.
const AIM: u64 = 980;

/// The largest cell size from [`MIN_CELL`] to [`MAX_CELL`] whose frame, `frame_size`
/// (width, height) pixels for a cell size, fits in `width` pixels and `height` pixels
/// (either, when given).
pub(super) fn cell_to_fit(
    width: Option<usize>,
    height: Option<usize>,
    mut frame_size: impl FnMut(usize) -> (usize, usize),
) -> Result<usize, RenderError> {
    let fits = |(w, h): (usize, usize)| {
        width.is_none_or(|width| w <= width) && height.is_none_or(|height| h <= height)
    };
    // Frames grow with their cells, so the first that fits from the largest down is it.
    if let Some(cell) = (MIN_CELL..=MAX_CELL)
        .rev()
        .find(|&cell| fits(frame_size(cell)))
    {
        return Ok(cell);
    }
    let (narrowest, shortest) = frame_size(MIN_CELL);
    match width.filter(|&width| narrowest > width) {
        Some(width) => Err(RenderError::TooNarrow { width, narrowest }),
        None => Err(RenderError::TooShort {
            height: height.unwrap_or(0),
            shortest,
        }),
    }
}

/// How a GIF was kept under `--max-bytes`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Budget {
    /// The most bytes the GIF may take.
    pub max_bytes: u64,
    /// The event frames the choice asked for.
    pub asked_frames: u64,
    /// The size of the GIF of those frames.
    pub asked_bytes: u64,
    /// The GIFs rendered to find the frames kept.
    pub renders: u32,
}

/// A GIF rendered with so many event frames, and its size.
pub(super) trait Tried {
    fn bytes(&self) -> u64;
}

/// The GIF of the most event frames up to `asked` that stays at or under `max_bytes`,
/// found by `render` (a GIF of at most so many event frames), and how it was found; or
/// the error that even one event frame is too many.
pub(super) fn within_bytes<G: Tried, E: From<RenderError>>(
    asked: u64,
    max_bytes: u64,
    mut render: impl FnMut(u64) -> Result<G, E>,
) -> Result<(G, Budget), E> {
    let first = render(asked)?;
    let mut budget = Budget {
        max_bytes,
        asked_frames: asked,
        asked_bytes: first.bytes(),
        renders: 1,
    };
    if first.bytes() <= max_bytes || asked <= 1 {
        return match first.bytes() <= max_bytes {
            true => Ok((first, budget)),
            false => Err(RenderError::OverBudget {
                max_bytes,
                fewest: first.bytes(),
            }
            .into()),
        };
    }
    let fewest = render(1)?;
    budget.renders += 1;
    if fewest.bytes() > max_bytes {
        return Err(RenderError::OverBudget {
            max_bytes,
            fewest: fewest.bytes(),
        }
        .into());
    }
    // The largest count known to fit, and the smallest known not to, and how far each
    // one's size is from the aim: a false position search (regula falsi) between them.
    let aim = (max_bytes * AIM / 1000) as f64;
    let (mut fits, mut fits_bytes, mut best) = (1, fewest.bytes(), fewest);
    let (mut over, mut over_gap) = (asked, first.bytes() as f64 - aim);
    let mut fits_gap = fits_bytes as f64 - aim;
    let mut last_fitted = None;
    while over - fits > 1
        && budget.renders < MAX_RENDERS
        && fits_bytes * 1000 < max_bytes * CLOSE_ENOUGH
    {
        let frames = between(fits, fits_gap, over, over_gap);
        let tried = render(frames)?;
        budget.renders += 1;
        let fitted = tried.bytes() <= max_bytes;
        // A GIF's size is not in proportion to its frames (the fewer a story keeps,
        // the more each one changes), so the line through the two ends overshoots on
        // one side again and again; the Illinois rule halves the gap of the end kept
        // twice, and the guesses close in from both sides.
        if fitted {
            (fits, fits_bytes, fits_gap) = (frames, tried.bytes(), tried.bytes() as f64 - aim);
            best = tried;
            if last_fitted == Some(true) {
                over_gap /= 2.0;
            }
        } else {
            (over, over_gap) = (frames, tried.bytes() as f64 - aim);
            if last_fitted == Some(false) {
                fits_gap /= 2.0;
            }
        }
        last_fitted = Some(fitted);
    }
    Ok((best, budget))
}

/// The count of frames between `fits` and `over` where the line through their sizes'
/// gaps to the aim (`fits_gap` under it, `over_gap` over it) meets the aim, strictly
/// between them.
fn between(fits: u64, fits_gap: f64, over: u64, over_gap: f64) -> u64 {
    let share = -fits_gap / (over_gap - fits_gap).max(1.0);
    let guess = fits + ((over - fits) as f64 * share.clamp(0.0, 1.0)) as u64;
    guess.clamp(fits + 1, over - 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Gif(u64, u64);

    impl Tried for Gif {
        fn bytes(&self) -> u64 {
            self.1
        }
    }

    /// A GIF of `frames` frames: a header of 20,000 bytes and frames that grow a little
    /// with their number.
    fn size(frames: u64) -> u64 {
        20_000 + frames * 1_500 + frames * frames / 2
    }

    /// A GIF of `frames` frames as a story's grow: each costs less the more there are,
    /// since the fewer a story keeps, the more each one changes (the LeetCode GIF: 21 KB
    /// with one event frame, 1.2 MB with 600).
    fn story_size(frames: u64) -> u64 {
        15_000 + (6_000.0 * (frames as f64).powf(0.83)) as u64
    }

    fn fit(asked: u64, max: u64) -> Result<(u64, Budget), RenderError> {
        fit_sized(asked, max, size)
    }

    fn fit_sized(asked: u64, max: u64, size: fn(u64) -> u64) -> Result<(u64, Budget), RenderError> {
        let mut tried = Vec::new();
        let result = within_bytes(asked, max, |frames| {
            tried.push(frames);
            Ok::<_, RenderError>(Gif(frames, size(frames)))
        });
        let (gif, budget) = result?;
        assert_eq!(budget.renders as usize, tried.len());
        assert!(tried.len() <= MAX_RENDERS as usize, "{tried:?}");
        Ok((gif.0, budget))
    }

    #[test]
    fn the_frames_asked_for_are_kept_when_they_fit() {
        let (frames, budget) = fit(600, 2_000_000).unwrap();
        assert_eq!((frames, budget.renders), (600, 1));
        assert_eq!(budget.asked_bytes, size(600));
    }

    #[test]
    fn fewer_frames_are_found_that_fit_close_under_the_budget() {
        for max in [100_000, 500_000, 1_000_000, 1_100_000] {
            let (frames, budget) = fit(1_000, max).unwrap();
            assert!(size(frames) <= max, "{frames} frames for {max}");
            assert!(
                size(frames + 1) > max || size(frames) * 1000 >= max * CLOSE_ENOUGH,
                "{frames} frames leave too much of {max} unused"
            );
            assert!(budget.renders >= 3, "{budget:?}");
            assert_eq!(budget.asked_frames, 1_000);
        }
    }

    /// Where each frame costs less the more there are, guesses made as if the size grew
    /// in proportion overshoot again and again; the frames kept still come close under
    /// the budget (the LeetCode GIF under 150,000 bytes once kept one event frame).
    #[test]
    fn a_story_whose_frames_cost_less_the_more_there_are_still_fills_the_budget() {
        for max in [25_000, 40_000, 150_000, 400_000, 500_000, 1_000_000] {
            let (frames, budget) = fit_sized(600, max, story_size).unwrap();
            assert!(story_size(frames) <= max, "{frames} frames for {max}");
            assert!(
                story_size(frames + 1) > max || story_size(frames) * 1000 >= max * CLOSE_ENOUGH,
                "{frames} frames, {} bytes, leave too much of {max} unused ({budget:?})",
                story_size(frames)
            );
        }
    }

    #[test]
    fn a_budget_that_not_even_one_frame_fits_is_refused() {
        let error = fit(600, 21_000).unwrap_err();
        assert!(
            matches!(error, RenderError::OverBudget { fewest, .. } if fewest == size(1)),
            "{error}"
        );
        assert!(fit(1, 21_000).is_err());
    }

    #[test]
    fn the_largest_cells_that_fit_are_chosen() {
        let size_of = |cell: usize| (100 + cell * 10, 200 + cell * 12);
        let fit = |width, height| cell_to_fit(width, height, size_of);
        assert_eq!(fit(Some(460), None).unwrap(), 36);
        assert_eq!(fit(Some(469), None).unwrap(), 36);
        assert_eq!(fit(Some(99_999), None).unwrap(), MAX_CELL);
        assert_eq!(fit(Some(460), Some(500)).unwrap(), 25, "the height decides");
        assert_eq!(
            fit(Some(460), Some(99_999)).unwrap(),
            36,
            "the width decides"
        );
        let error = fit(Some(259), None).unwrap_err();
        assert!(
            matches!(
                error,
                RenderError::TooNarrow {
                    width: 259,
                    narrowest: 260
                }
            ),
            "{error}"
        );
        let error = fit(Some(460), Some(391)).unwrap_err();
        assert!(
            matches!(
                error,
                RenderError::TooShort {
                    height: 391,
                    shortest: 392
                }
            ),
            "{error}"
        );
    }
}

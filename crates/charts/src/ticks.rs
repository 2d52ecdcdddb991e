//! Axes whose every tick has its label: plotters puts ticks (and their grid lines) where
//! its own key points fall, and a chart that labels only some of them (whole numbers,
//! the puzzles shown, 1, 2 and 5 on a log axis) would draw the others bare. A
//! [`Labelled`] axis keeps plotters' key points, but only those its labels name, and
//! writes the labels itself, so that the two cannot disagree.

use std::ops::Range;

use plotters::coord::ranged1d::{
    AsRangedCoord, KeyPointHint, NoDefaultFormatting, Ranged, ValueFormatter,
};

/// How an axis writes the value of a tick: empty for a value it does not label.
pub(crate) type Label = Box<dyn Fn(f64) -> String>;

/// An axis over `inner` whose ticks are those of its key points that `label` names.
pub(crate) struct Labelled<R> {
    inner: R,
    label: Label,
}

/// The axis `coord` (a range, or a log range), its ticks labelled by `label`.
pub(crate) fn labelled<C>(
    coord: C,
    label: impl Fn(f64) -> String + 'static,
) -> Labelled<C::CoordDescType>
where
    C: AsRangedCoord<Value = f64>,
    C::CoordDescType: Ranged<ValueType = f64>,
{
    Labelled {
        inner: coord.into(),
        label: Box::new(label),
    }
}

impl<R: Ranged<ValueType = f64>> Ranged for Labelled<R> {
    type FormatOption = NoDefaultFormatting;
    type ValueType = f64;

    fn map(&self, value: &f64, limit: (i32, i32)) -> i32 {
        self.inner.map(value, limit)
    }

    fn key_points<Hint: KeyPointHint>(&self, hint: Hint) -> Vec<f64> {
        let mut points = self.inner.key_points(hint);
        points.retain(|&value| !(self.label)(value).is_empty());
        points
    }

    fn range(&self) -> Range<f64> {
        self.inner.range()
    }

    fn axis_pixel_range(&self, limit: (i32, i32)) -> Range<i32> {
        self.inner.axis_pixel_range(limit)
    }
}

impl<R: Ranged<ValueType = f64>> ValueFormatter<f64> for Labelled<R> {
    fn format_ext(&self, value: &f64) -> String {
        (self.label)(*value)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use plotters::coord::ranged1d::BoldPoints;
    use plotters::prelude::LogScalable;
    use plotters::prelude::*;

    #[test]
    fn only_the_labelled_key_points_are_ticks() {
        let whole = |v: f64| match (v - v.round()).abs() < 1e-9 {
            true => format!("{v:.0}"),
            false => String::new(),
        };
        // plotters would put ticks at 0, 0.2, 0.4, ... 1.0 on an axis of one puzzle.
        let axis = labelled(0.0..1.04, whole);
        let points = axis.key_points(BoldPoints(6));
        assert_eq!(points, [0.0, 1.0]);
        assert_eq!(axis.format_ext(&1.0), "1");
        let log = labelled((1.0..1000.0).log_scale(), |v: f64| match v.as_f64() {
            v if [1.0, 10.0, 100.0, 1000.0].contains(&v) => format!("{v}"),
            _ => String::new(),
        });
        // plotters may give a power of ten twice; each is a labelled one.
        let mut points = log.key_points(BoldPoints(30));
        points.dedup();
        assert_eq!(points, [1.0, 10.0, 100.0, 1000.0]);
    }
}

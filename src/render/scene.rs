//! The middle stage of rendering: the one [`View`] of a position turned into a
//! [`Scene`] (how each cell looks, the caption's characters, their colours), painted,
//! and handed to the frame sink as the rectangle that differs from the frame before.

use crate::event::{EventKind, Outcome};
use crate::grid::Cell;
use crate::stats::Stats;
use crate::view::{Look, View, rest_words};
use crate::words::thousands;

use super::RenderError;
use super::frame::{Background, Canvas, CellLook, Digit, Painter, Rect, Ring, Scene};
use super::sink::FrameSink;
use super::survey::Survey;
use super::theme::{self, Paint};

/// Caption lines: the event, then tries, backtracks and depth, then conflicts by unit.
pub(super) const CAPTION_LINES: usize = 3;

/// The caption's layout: the widths of its counters, fixed for the whole trace so that
/// numbers stay in place from frame to frame.
pub(super) struct Captions {
    pub columns: usize,
    tries: usize,
    backtracks: usize,
    depth: usize,
    row: usize,
    col: usize,
    box_: usize,
}

impl Captions {
    pub fn new(survey: &Survey) -> Captions {
        let t = &survey.totals;
        let width = |n: u64| thousands(n).len();
        let mut captions = Captions {
            columns: 0,
            tries: width(t.tries),
            backtracks: width(t.backtracks),
            depth: width(t.max_depth),
            row: width(t.conflicts.row),
            col: width(t.conflicts.col),
            box_: width(t.conflicts.box_),
        };
        let number = survey.events.to_string().len();
        let longest_event = "r9c9: 9 clashes with r9c9 (row)".len();
        let longest_end = [Outcome::Solved, Outcome::Unsolvable, Outcome::Limit]
            .into_iter()
            .map(|outcome| outcome.words().len())
            .max()
            .unwrap_or(0)
            .max(rest_words(survey.events, survey.blanks, None).len());
        let first = 1 + number + 2 + longest_event.max(longest_end);
        captions.columns = first
            .max(captions.counts_line(t, 0).len())
            .max(captions.conflicts_line(t).len());
        captions
    }

    fn counts_line(&self, s: &Stats, depth: u64) -> String {
        format!(
            "tries {:>a$}  backtracks {:>b$}  depth {:>c$}",
            thousands(s.tries),
            thousands(s.backtracks),
            thousands(depth),
            a = self.tries,
            b = self.backtracks,
            c = self.depth
        )
    }

    fn conflicts_line(&self, s: &Stats) -> String {
        format!(
            "conflicts  row {:>a$}  col {:>b$}  box {:>c$}",
            thousands(s.conflicts.row),
            thousands(s.conflicts.col),
            thousands(s.conflicts.box_),
            a = self.row,
            b = self.col,
            c = self.box_
        )
    }
}

/// Draws views as frames, remembering the frame on screen so that each new one carries
/// only what changed.
pub(super) struct Drawer {
    pub painter: Painter,
    captions: Captions,
    scene: Scene,
    shown: Vec<u8>,
}

impl Drawer {
    pub fn new(painter: Painter, captions: Captions) -> Drawer {
        let columns = painter.layout.columns;
        let shown = vec![theme::TRANSPARENT; painter.layout.width * painter.layout.height];
        Drawer {
            painter,
            scene: Scene::new(CAPTION_LINES, columns),
            captions,
            shown,
        }
    }

    /// Draw `view` and hand it to `sink` for `delay` hundredths of a second, or lengthen
    /// the frame before when nothing changed.
    pub fn show(
        &mut self,
        view: &View,
        sink: &mut dyn FrameSink,
        delay: u16,
    ) -> Result<(), RenderError> {
        self.compose(view);
        self.painter.paint(&self.scene);
        let dirty = self.painter.take_dirty();
        let canvas = &self.painter.canvas;
        let Some(rect) = changed(canvas, &self.shown, dirty) else {
            sink.hold(delay);
            return Ok(());
        };
        sink.frame(canvas, &self.shown, rect, delay)?;
        for y in rect.y..rect.y + rect.h {
            let start = y * canvas.width + rect.x;
            self.shown[start..start + rect.w]
                .copy_from_slice(&canvas.pixels[start..start + rect.w]);
        }
        Ok(())
    }

    /// The scene of `view`: its cells as the grid shows them, and the caption.
    fn compose(&mut self, view: &View) {
        let scene = &mut self.scene;
        for (index, look) in scene.cells.iter_mut().enumerate() {
            *look = cell_look(view, Cell::from_index(index).expect("81 cells"));
        }
        let ink: Paint = match view.event.map(|event| event.kind()) {
            Some(EventKind::Conflict) => theme::REJECTED,
            Some(EventKind::Place) => theme::PLACED,
            Some(EventKind::Backtrack) => theme::ERASED,
            Some(EventKind::Try) | None => theme::TEXT,
        };
        scene.clear_text();
        let col = scene.put(0, 0, &format!("#{}", view.number), theme::DIM);
        // The cell's name stays in the text colour, so that the events of one cell
        // change only the words after it.
        let (cell_name, words) = match (view.event, view.words.split_once(": ")) {
            (Some(_), Some((name, _))) => view.words.split_at(name.len() + 1),
            _ => ("", view.words.as_str()),
        };
        let col = scene.put(0, col + 2, cell_name, theme::TEXT);
        scene.put(0, col, words, ink);
        let counts = self.captions.counts_line(&view.stats, view.depth);
        put_counts(scene, 1, &counts);
        let conflicts = self.captions.conflicts_line(&view.stats);
        put_counts(scene, 2, &conflicts);
    }
}

/// How `cell` of `view` is drawn: its digit, what is under it, and a mark around it.
fn cell_look(view: &View, cell: Cell) -> CellLook {
    let index = cell.index();
    let (digit, current) = match view.looks[index] {
        Look::Blank => (Digit::Blank, false),
        Look::Given(d) => (Digit::Given(d), false),
        Look::Placed(d) => (Digit::Placed(d), false),
        Look::Tried(d) => (Digit::Trying(d), true),
        Look::Rejected(d) => (Digit::Rejected(d), true),
        Look::Set(d) => (Digit::Placed(d), true),
        Look::Erased(d) => (Digit::Erased(d), true),
    };
    let background = if current {
        Background::Current
    } else if view.shaded[index] {
        Background::Unit
    } else {
        Background::Plain
    };
    let ring = if matches!(view.looks[index], Look::Erased(_)) {
        Ring::Erase
    } else if view.clashing == Some(cell) {
        Ring::Clash
    } else {
        Ring::None
    };
    CellLook {
        digit,
        background,
        ring,
    }
}

/// Labels dim, numbers in the text colour.
fn put_counts(scene: &mut Scene, line: usize, text: &str) {
    for (col, ch) in text.chars().enumerate() {
        let ink = if ch.is_ascii_digit() || ch == ',' {
            theme::TEXT
        } else {
            theme::DIM
        };
        if col < scene.lines[line].len() {
            scene.lines[line][col] = (ch, ink);
        }
    }
}

/// The smallest rectangle inside `dirty` holding every pixel where `canvas` and `shown`
/// differ, if any does.
fn changed(canvas: &Canvas, shown: &[u8], dirty: Rect) -> Option<Rect> {
    if dirty.is_empty() {
        return None;
    }
    let (mut left, mut right, mut top, mut bottom) = (usize::MAX, 0, usize::MAX, 0);
    for y in dirty.y..dirty.y + dirty.h {
        let start = y * canvas.width + dirty.x;
        let now = &canvas.pixels[start..start + dirty.w];
        let before = &shown[start..start + dirty.w];
        if now == before {
            continue;
        }
        let first = now.iter().zip(before).position(|(a, b)| a != b)?;
        let last = now.iter().zip(before).rposition(|(a, b)| a != b)?;
        left = left.min(first);
        right = right.max(last + 1);
        top = top.min(y);
        bottom = y + 1;
    }
    (top != usize::MAX).then(|| Rect::new(dirty.x + left, top, right - left, bottom - top))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::event::Event;
    use crate::grid::{CELLS, Unit};
    use crate::parse::parse_puzzle_text;
    use crate::replay::Replay;

    #[test]
    fn a_conflict_is_drawn_as_the_view_marks_it() {
        let puzzle = parse_puzzle_text(crate::LEETCODE_37).unwrap();
        let replay = Replay::new(puzzle);
        let (cell, with) = (Cell::from_rc(1, 3).unwrap(), Cell::from_rc(1, 1).unwrap());
        let event = Event::Conflict {
            cell,
            digit: 5,
            unit: Unit::Row,
            with,
        };
        let view = View::of_event(&replay, &Stats::default(), 7, event);
        let looks: Vec<CellLook> = (0..CELLS)
            .map(|i| cell_look(&view, Cell::from_index(i).unwrap()))
            .collect();
        assert_eq!(looks[cell.index()].digit, Digit::Rejected(5));
        assert_eq!(looks[cell.index()].background, Background::Current);
        assert_eq!(looks[with.index()].ring, Ring::Clash);
        assert_eq!(looks[with.index()].background, Background::Unit);
        let banded = looks
            .iter()
            .filter(|look| look.background == Background::Unit)
            .count();
        assert_eq!(banded, 8, "the row but the cell worked on");
    }
}

//! The middle stage of rendering: the one [`View`] of a position turned into a
//! [`Scene`] (how each cell looks, the caption's characters, their colours), painted,
//! and handed to the frame sink as the rectangle that differs from the frame before.

use sudotrace_core::events::counts::{Count, Stats};
use sudotrace_core::events::event::{Ending, EventKind};
use sudotrace_core::lang::width;
use sudotrace_core::lang::{Lang, Text};
use sudotrace_core::numbers::thousands;
use sudotrace_core::puzzle::grid::{Cell, Unit};
use sudotrace_core::search::{Check, CheckWork};
use sudotrace_core::views::view::{
    CheckShown, Look, View, check_count, departs_here_words, rest_words, widest_elimination_words,
    widest_event_words,
};

use sudotrace_core::events::event::Event;
use sudotrace_core::events::replay::Replay;
use sudotrace_core::views::profile::SearchTree;

use super::NOTE_LINES;
use super::RenderError;
use super::frame::{
    Background, Canvas, CellLook, Digit, Layout, Painter, Rect, Ring, Scene, char_columns, edge,
};
use super::side::Side;
use super::sink::FrameSink;
use super::survey::Survey;
use super::theme::{self, Paint};
use sudotrace_style::lang::DrawText;

/// Caption lines: the event, then tries, backtracks and depth, then conflicts by unit,
/// then the check's count and what the event cost it, then how many events the frame
/// passed over. A search that takes candidates away has [`ELIMINATING_LINES`] more.
pub(super) const CAPTION_LINES: usize = 5;

/// The caption lines a search that takes candidates away adds: a second line for the
/// words of an event (an elimination's are long, and wrap onto it), and under the
/// conflicts its eliminations by rule and those restored ([`eliminations_line`]).
pub(super) const ELIMINATING_LINES: usize = 2;

/// The caption's layout: as wide as its longest line can be, the final counts included.
/// Each count follows its label with no room kept for larger numbers, so that early
/// frames have no gaps; a line moves only when one of its numbers gains a digit.
pub(super) struct Captions {
    pub columns: usize,
    /// The counts of a strategy that chooses its blanks (choices, forced placements and
    /// dead ends) are shown too.
    pub choosing: bool,
    /// The counts of a strategy that takes candidates away (its eliminations by rule and
    /// those restored) are shown too, on a line of their own.
    pub eliminating: bool,
    /// The language of the words.
    pub lang: Lang,
    /// The search's check, whose work the frames show and the key explains.
    pub check: Option<Check>,
    /// The caption's lines: [`CAPTION_LINES`] (and [`ELIMINATING_LINES`]), and a
    /// lesson's note's under them.
    pub lines: usize,
}

impl Captions {
    pub(super) fn new(survey: &Survey, lang: Lang) -> Captions {
        let t = &survey.totals;
        let choosing = t.chooses();
        let eliminating = t.eliminates();
        let number = thousands(survey.events).len();
        let longest_event = widest_event_words(lang);
        let longest_end = Ending::all_words(lang)
            .map(width)
            .max()
            .unwrap_or(0)
            .max(width(&rest_words(survey.events, survey.blanks, None, lang)));
        // A trace stopped by an event that cannot happen ends on that event's words.
        let refused = survey
            .cut_short
            .as_ref()
            .and_then(|cut| cut.refused.as_ref())
            .map_or(0, |refused| width(&refused.words(lang)));
        // The event's words after its number; an elimination's wrap onto a second line.
        let hang = 1 + number + 2;
        let first = hang + longest_event.max(longest_end).max(refused);
        let depth = t.max_depth.max(survey.blanks as u64);
        let departs = survey
            .departure
            .map_or(0, |_| width(&departs_here_words(&survey.solver, lang)));
        // Room for the check's final count and the most one event can cost it (a try
        // that fits, or a look over every blank), in either check's words and as large
        // as either check's count could be: the same search checked either way is drawn
        // at the same size, frame for frame.
        let check = Check::of_solver(&survey.solver);
        // A try's cost is said unit by unit, at most a fit's in each.
        let a_fit = CheckWork::Try {
            cell: Cell::from_index(0).expect("a cell"),
            n: 27,
        };
        let widest_check = Check::ALL
            .map(|other| {
                let Some(_) = check else { return 0 };
                let look = CheckShown {
                    check: other,
                    work: None,
                    cost: match choosing {
                        true => other.survey_cost(survey.blanks as u64),
                        false => other.survey_cost(1),
                    },
                };
                let fit = CheckShown {
                    check: other,
                    work: Some(a_fit),
                    cost: look.cost.max(27),
                };
                let most = Check::Naive.survey_cost(
                    t.tries + survey.blanks as u64 * (t.choices + t.forced + t.dead_ends),
                );
                let mut totals = *t;
                totals.cell_reads = most.max(t.cell_reads).max(t.table_lookups);
                totals.table_lookups = totals.cell_reads;
                width(&check_count(&totals, look, lang))
                    .max(width(&check_count(&totals, fit, lang)))
            })
            .into_iter()
            .max()
            .unwrap_or(0);
        let columns = first
            .max(width(&counts_line(t, depth, choosing, lang)))
            .max(widest_check)
            .max(width(&conflicts_line(t, choosing, lang)))
            .max(match eliminating {
                true => width(&eliminations_line(t, lang)),
                false => 0,
            })
            .max(width(&passed_line(survey.events, true, lang)))
            .max(departs);
        let columns = match eliminating {
            true => wrapping_eliminations(columns, hang, lang),
            false => columns,
        };
        Captions {
            columns,
            choosing,
            eliminating,
            lang,
            check,
            lines: CAPTION_LINES + eliminating_lines(eliminating),
        }
    }

    /// The same captions with room for a lesson's notes under them: the lines each of
    /// `notes` (by event) takes, or the first note that needs more than there are.
    pub(super) fn with_notes(mut self, notes: &[(u64, String)]) -> Result<Captions, RenderError> {
        if notes.is_empty() {
            return Ok(self);
        }
        for (event, note) in notes {
            let lines = note_lines(note, self.columns).len();
            if lines > NOTE_LINES {
                return Err(RenderError::NoteTooLong {
                    event: *event,
                    lines,
                    most: NOTE_LINES,
                });
            }
        }
        self.lines = CAPTION_LINES + eliminating_lines(self.eliminating) + NOTE_LINES;
        Ok(self)
    }

    /// Room for both of two traces' captions, side by side, and for each one's `label`
    /// as the title over its board, in a type a third larger than the caption's.
    pub(super) fn pair(a: &Survey, b: &Survey, labels: [&str; 2], lang: Lang) -> Captions {
        let (a, b) = (Captions::new(a, lang), Captions::new(b, lang));
        let label = labels
            .iter()
            .map(|l| (width(l) * 4).div_ceil(3) + 1)
            .max()
            .unwrap_or(0);
        let eliminating = a.eliminating || b.eliminating;
        Captions {
            columns: a.columns.max(b.columns).max(label),
            choosing: a.choosing || b.choosing,
            eliminating,
            lang,
            check: a.check,
            lines: CAPTION_LINES + eliminating_lines(eliminating),
        }
    }
}

/// The caption's line of counts: tries, backtracks, for a choosing search its guesses,
/// and the depth.
fn counts_line(s: &Stats, depth: u64, choosing: bool, lang: Lang) -> String {
    let mut counts = vec![
        Count::Tries.with_value(s, lang),
        Count::Backtracks.with_value(s, lang),
    ];
    if choosing {
        counts.push(Count::Guesses.with_value(s, lang));
    }
    counts.push(lang.fill(
        Text::CountValue,
        &[
            ("count", &lang.text(Text::Depth)),
            ("value", &thousands(depth)),
        ],
    ));
    counts.join(lang.text(Text::CountSeparator))
}

/// The caption's line of conflicts by unit and, for a choosing search, its forced digits
/// and dead ends.
fn conflicts_line(s: &Stats, choosing: bool, lang: Lang) -> String {
    let separator = lang.text(Text::CountSeparator);
    let by_unit = Count::conflicts_by_unit(s, separator, lang);
    let mut line = format!("{}{separator}{by_unit}", lang.text(Text::Conflicts));
    if choosing {
        for count in [Count::Forced, Count::DeadEnds] {
            line += separator;
            line += &count.with_value(s, lang);
        }
    }
    line
}

/// The fewest columns, `columns` at least, in which the words of any elimination or
/// restore, after `hang` columns of the event's number, wrap onto two lines.
fn wrapping_eliminations(columns: usize, hang: usize, lang: Lang) -> usize {
    let samples = widest_elimination_words(lang);
    (columns.max(hang + 1)..)
        .find(|&columns| {
            samples
                .iter()
                .all(|words| note_lines(words, columns - hang).len() <= 2)
        })
        .expect("two lines hold any words, wide enough")
}

/// The caption lines a search adds when `eliminating`.
fn eliminating_lines(eliminating: bool) -> usize {
    match eliminating {
        true => ELIMINATING_LINES,
        false => 0,
    }
}

/// The caption's line of a search that takes candidates away: its eliminations by rule,
/// then those restored.
fn eliminations_line(s: &Stats, lang: Lang) -> String {
    Count::ELIMINATING
        .map(|count| count.with_value(s, lang))
        .join(lang.text(Text::CountSeparator))
}

#[cfg(test)]
thread_local! {
    /// The passed-over line of every frame composed on this thread (drawn unless the
    /// words of a departure take its place), for the tests to read what the caption says.
    pub(super) static PASSED_LINES: std::cell::RefCell<Vec<String>> =
        const { std::cell::RefCell::new(Vec::new()) };
}

/// `note` laid out in lines of at most `columns` text columns: broken at spaces, a word
/// longer than a line (or Chinese, which has no spaces) broken where the line ends.
pub(super) fn note_lines(note: &str, columns: usize) -> Vec<String> {
    let columns = columns.max(1);
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in note.split_whitespace() {
        let gap = usize::from(!line.is_empty());
        if !line.is_empty() && width(&line) + gap + width(word) > columns {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        for ch in word.chars() {
            if width(&line) + char_columns(ch) > columns {
                lines.push(std::mem::take(&mut line));
            }
            line.push(ch);
        }
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

/// The last caption line of a frame that passed over events without drawing them: of
/// every event, or (`chosen`) of the events `--only` and `--every` chose.
fn passed_line(passed: u64, chosen: bool, lang: Lang) -> String {
    let text = match (passed, chosen) {
        (0, _) => return String::new(),
        (1, false) => DrawText::PassedOne,
        (_, false) => DrawText::PassedMany,
        (1, true) => DrawText::PassedChosenOne,
        (_, true) => DrawText::PassedChosenMany,
    };
    lang.fill(text, &[("n", &thousands(passed))])
}

/// Draws views as frames, remembering the frame on screen so that each new one carries
/// only what changed.
pub(super) struct Drawer {
    pub painter: Painter,
    scene: Scene,
    shown: Vec<u8>,
    /// The number of the event the frame before was after.
    last_number: Option<u64>,
    /// Whether the counts of a strategy that chooses its blanks are shown.
    pub choosing: bool,
    /// Whether the eliminations of a strategy that takes candidates away are shown.
    pub eliminating: bool,
    /// Whether the caption has [`ELIMINATING_LINES`] (one of two searches side by side
    /// may take candidates away and the other not: both captions have them).
    eliminating_lines: bool,
    /// The chosen events (`--only`, `--every`) passed over before the next frame, when
    /// the choice picks kinds or strides: the caption counts those, not every event.
    pub chosen_passed: Option<u64>,
    /// The event where the trace departs from the strategy its header names, and the
    /// words that mark it there, in place of the events passed over.
    pub departure: Option<(u64, String)>,
    /// A lesson's note, said under the caption of the next frame.
    pub note: Option<String>,
    /// The panel beside the board, when the picture has one.
    side: Option<Side>,
    /// The language of the words.
    lang: Lang,
}

impl Drawer {
    pub(super) fn new(mut painter: Painter, captions: &Captions) -> Drawer {
        painter.legend_check = captions.check;
        painter.legend_eliminating = captions.eliminating;
        let columns = painter.layout.columns;
        let shown = vec![theme::TRANSPARENT; painter.layout.width * painter.layout.height];
        Drawer {
            scene: Scene::new(captions.lines, columns).with_side(&painter.layout),
            painter,
            shown,
            last_number: None,
            choosing: captions.choosing,
            eliminating: captions.eliminating,
            eliminating_lines: captions.eliminating,
            chosen_passed: None,
            departure: None,
            note: None,
            side: None,
            lang: captions.lang,
        }
    }

    /// The same drawer with `side` beside the board (its layout already holds room for
    /// it), fitted to that room.
    pub(super) fn with_side(mut self, mut side: Side, tree: Option<&SearchTree>) -> Drawer {
        side.fit(&self.scene, tree);
        self.side = Some(side);
        self
    }

    /// Write the panel beside the board for the position `replay` stands at, after
    /// `event` (numbered `number`), before the frame is shown.
    pub(super) fn compose_side(
        &mut self,
        replay: &Replay,
        stats: &Stats,
        event: Option<Event>,
        number: u64,
    ) {
        if let Some(side) = &self.side {
            side.compose(&mut self.scene, replay, stats, event, number, self.lang);
        }
    }

    /// Forget every frame shown, to draw from the start again.
    pub(super) fn reset(&mut self) {
        self.painter.forget();
        self.shown.fill(theme::TRANSPARENT);
        self.last_number = None;
        self.chosen_passed = None;
    }

    /// Paint `view` on the drawer's canvas; gives the rectangle that may have changed.
    fn draw(&mut self, view: &View) -> Rect {
        self.compose(view);
        self.painter.paint(&self.scene);
        self.painter.take_dirty()
    }

    /// Draw `view` and hand it to `sink` for `delay` hundredths of a second, or lengthen
    /// the frame before when nothing changed.
    pub(super) fn show(
        &mut self,
        view: &View,
        sink: &mut dyn FrameSink,
        delay: u16,
    ) -> Result<(), RenderError> {
        let dirty = self.draw(view);
        send(&self.painter.canvas, &mut self.shown, dirty, sink, delay)
    }

    /// The scene of `view`: its cells as the grid shows them, and the caption.
    fn compose(&mut self, view: &View) {
        let scene = &mut self.scene;
        let bold = self.painter.bold_marks;
        for (index, look) in scene.cells.iter_mut().enumerate() {
            let cell = Cell::from_index(index).expect("81 cells");
            *look = CellLook {
                bold,
                ..cell_look(view, cell)
            };
        }
        let ink: Paint = match view.event.map(|event| event.kind()) {
            _ if view.refused => theme::REJECTED,
            Some(EventKind::Conflict | EventKind::DeadEnd) => theme::REJECTED,
            Some(EventKind::Place | EventKind::Force) => theme::PLACED,
            Some(EventKind::Backtrack | EventKind::Unforce | EventKind::Restore) => theme::ERASED,
            Some(EventKind::Eliminate) => theme::REJECTED,
            Some(EventKind::Try | EventKind::Choose) | None => theme::TEXT,
        };
        scene.clear_text();
        let hang = scene.put(0, 0, &format!("#{}", thousands(view.number)), theme::DIM) + 2;
        // The cell's name stays in the text colour, so that the events of one cell
        // change only the words after it.
        let colon = view
            .words
            .char_indices()
            .find(|&(_, c)| c == ':' || c == '：');
        let (cell_name, _) = match (view.event, colon) {
            (Some(_), Some((at, colon))) => view.words.split_at(at + colon.len_utf8()),
            _ => ("", view.words.as_str()),
        };
        // Words wider than the line go on under it, when the caption has a line for them.
        let columns = scene.lines.first().map_or(0, Vec::len);
        let wrapped = match self.eliminating_lines {
            true if hang + width(&view.words) > columns => {
                note_lines(&view.words, columns.saturating_sub(hang))
            }
            _ => vec![view.words.clone()],
        };
        for (line, words) in wrapped.iter().take(2).enumerate() {
            let (named, words) = match words.strip_prefix(cell_name) {
                Some(rest) if line == 0 => (cell_name, rest),
                _ => ("", words.as_str()),
            };
            let col = scene.put(line, hang, named, theme::TEXT);
            scene.put(line, col, words, ink);
        }
        let (choosing, lang) = (self.choosing, self.lang);
        // The lines under the event's words.
        let extra = usize::from(self.eliminating_lines);
        put_counts(
            scene,
            1 + extra,
            &counts_line(&view.stats, view.depth, choosing, lang),
        );
        put_counts(
            scene,
            2 + extra,
            &conflicts_line(&view.stats, choosing, lang),
        );
        let below = 3 + 2 * extra;
        if self.eliminating {
            put_counts(scene, 3 + extra, &eliminations_line(&view.stats, lang));
        }
        if let Some(shown) = view.check {
            put_counts(scene, below, &check_count(&view.stats, shown, lang));
        }
        let passed = match self.chosen_passed.take() {
            Some(chosen) => passed_line(chosen, true, lang),
            None => passed_line(
                self.last_number
                    .map_or(0, |last| view.number.saturating_sub(last + 1)),
                false,
                lang,
            ),
        };
        match &self.departure {
            Some((departs, words)) if view.event.is_some() && view.number == *departs => {
                scene.put(below + 1, 0, words, theme::REJECTED)
            }
            _ => scene.put(below + 1, 0, &passed, theme::DIM),
        };
        if let Some(note) = self.note.take() {
            let columns = scene.lines.first().map_or(0, Vec::len);
            for (i, line) in note_lines(&note, columns).iter().enumerate() {
                scene.put(below + 2 + i, 0, line, theme::TEXT);
            }
        }
        #[cfg(test)]
        PASSED_LINES.with(|lines| lines.borrow_mut().push(passed));
        self.last_number = Some(view.number);
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
        Look::Chosen => (Digit::Blank, true),
    };
    // The cells that make an elimination's pattern are lit as the cell worked on is.
    let background = if current || view.pattern_cells[index] {
        Background::Current
    } else if view.shaded[index] {
        Background::Unit
    } else {
        Background::Plain
    };
    let dead_end = view.looks[index] == Look::Chosen && view.current == Some(cell);
    let ring = if matches!(view.looks[index], Look::Erased(_)) {
        Ring::Erase
    } else if (view.clashing == Some(cell) && dead_end && !view.refused)
        || view.ran_out == Some(cell)
    {
        Ring::Cross
    } else if view.clashing == Some(cell) {
        Ring::Clash
    } else {
        Ring::None
    };
    let (pencil, struck) = match digit {
        Digit::Blank => (view.pencil[index], view.struck[index]),
        _ => (0, 0),
    };
    CellLook {
        digit,
        background,
        ring,
        edges: unit_edges(view, cell),
        pencil,
        struck,
        read: read_by_check(view, cell),
        looked: looked_up_edges(view, cell),
        bold: false,
    }
}

/// Whether the check read `cell` for the event of `view`: a cell of a scanning check's
/// scan (`naive` unit by unit, `oneloop` cell i of each unit in turn), up to the clash, or a blank whose candidates a look over the board worked out.
fn read_by_check(view: &View, cell: Cell) -> bool {
    match view
        .check
        .and_then(|shown| Some((shown.check, shown.work?)))
    {
        Some((check, CheckWork::Try { cell: tried, n })) if check.scans() => {
            check.scan_order(tried)[..usize::from(n)].contains(&cell)
        }
        Some((_, CheckWork::Survey { blanks })) => blanks[cell.index()],
        _ => false,
    }
}

/// The sides of `cell` on the outline of each unit whose table the tables check looked
/// up for the event of `view` (the tried cell's row, then column, then box).
fn looked_up_edges(view: &View, cell: Cell) -> u8 {
    let Some(CheckShown {
        check: Check::Tables,
        work: Some(CheckWork::Try { cell: tried, n }),
        ..
    }) = view.check
    else {
        return 0;
    };
    [Unit::Row, Unit::Col, Unit::Box][..usize::from(n)]
        .iter()
        .filter(|unit| tried.shares(**unit, cell))
        .fold(0, |edges, &unit| {
            edges | outline_edges(cell, |other| tried.shares(unit, other))
        })
}

/// The sides of `cell` whose neighbour is outside the shape `inside` says (or outside
/// the grid).
fn outline_edges(cell: Cell, inside: impl Fn(Cell) -> bool) -> u8 {
    let (row, col) = (cell.row() as isize, cell.col() as isize);
    let outside = |dr: isize, dc: isize| {
        let (r, c) = (row + dr, col + dc);
        !(0..9).contains(&r)
            || !(0..9).contains(&c)
            || !inside(Cell::from_index((r * 9 + c) as usize).expect("a cell of the grid"))
    };
    [
        (edge::TOP, (-1, 0)),
        (edge::RIGHT, (0, 1)),
        (edge::BOTTOM, (1, 0)),
        (edge::LEFT, (0, -1)),
    ]
    .into_iter()
    .filter(|&(_, (dr, dc))| outside(dr, dc))
    .fold(0, |edges, (side, _)| edges | side)
}

/// The sides of `cell` on the outline of the clashing unit: those whose neighbour is
/// outside the unit (or outside the grid).
fn unit_edges(view: &View, cell: Cell) -> u8 {
    if !view.shaded[cell.index()] {
        return 0;
    }
    outline_edges(cell, |other| view.shaded[other.index()])
}

/// Labels dim, numbers in the text colour.
fn put_counts(scene: &mut Scene, line: usize, text: &str) {
    scene.put_inked(line, 0, text, |ch| {
        if ch.is_ascii_digit() || ch == ',' {
            theme::TEXT
        } else {
            theme::DIM
        }
    });
}

/// The smallest rectangle inside `dirty` holding every pixel where `canvas` and `shown`
/// differ, if any does.
/// Hand the part of `canvas` that differs from `shown` inside `dirty` to `sink` (or
/// lengthen the frame before when nothing does), and note it as shown.
fn send(
    canvas: &Canvas,
    shown: &mut [u8],
    dirty: Rect,
    sink: &mut dyn FrameSink,
    delay: u16,
) -> Result<(), RenderError> {
    let Some(rect) = changed(canvas, shown, dirty) else {
        sink.hold(delay);
        return Ok(());
    };
    sink.frame(canvas, shown, rect, delay)?;
    for y in rect.y..rect.y + rect.h {
        let start = y * canvas.width + rect.x;
        shown[start..start + rect.w].copy_from_slice(&canvas.pixels[start..start + rect.w]);
    }
    Ok(())
}

/// Pixels between two traces drawn side by side.
pub(super) const PAIR_GAP: usize = 12;

/// Draws two traces side by side, each panel by its own [`Drawer`], as one frame, each
/// under a label that names its search, and over both the picture's title.
pub(super) struct PairDrawer {
    pub panels: [Drawer; 2],
    labels: [String; 2],
    /// The picture's title over both boards, if any.
    title: Option<String>,
    /// Pixels between the two panels.
    gap: usize,
    /// The height of the band of title and labels over the boards.
    title_band: usize,
    canvas: Canvas,
    shown: Vec<u8>,
    /// Nothing is shown yet: the first frame is the whole canvas, the gap and titles
    /// included.
    fresh: bool,
}

impl PairDrawer {
    /// Two panels side by side, in a frame of `size` (width, height) when given (the gap
    /// between them takes the width the panels leave, the room under them the height),
    /// else [`PAIR_GAP`] apart.
    pub(super) fn new(
        panels: [Drawer; 2],
        labels: [String; 2],
        title: Option<String>,
        size: (Option<usize>, Option<usize>),
        background: Paint,
    ) -> PairDrawer {
        let widths = panels[0].painter.canvas.width + panels[1].painter.canvas.width;
        let width = size.0.unwrap_or(widths + PAIR_GAP).max(widths);
        let layout = &panels[0].painter.layout;
        let title_band = PairDrawer::band(layout, title.is_some());
        let panels_height = panels[0]
            .painter
            .canvas
            .height
            .max(panels[1].painter.canvas.height);
        let height = size.1.unwrap_or(0).max(title_band + panels_height);
        PairDrawer {
            panels,
            labels,
            title,
            gap: width - widths,
            title_band,
            canvas: Canvas::new(width, height, background),
            shown: vec![theme::TRANSPARENT; width * height],
            fresh: true,
        }
    }

    /// The band over the boards: the boards sit a margin under the top, each label takes
    /// a line there, and the title (when `titled`) one more above them.
    fn band(layout: &Layout, titled: bool) -> usize {
        layout.title_height() * (1 + usize::from(titled)) + layout.grid.y / 2
    }

    /// The width and height of two panels of `layout` side by side, [`PAIR_GAP`] apart,
    /// under their labels and (when `titled`) the title.
    pub(super) fn size_of(layout: &Layout, titled: bool) -> (usize, usize) {
        (
            2 * layout.width + PAIR_GAP,
            PairDrawer::band(layout, titled) + layout.height,
        )
    }

    /// Forget every frame shown, to draw from the start again.
    pub(super) fn reset(&mut self) {
        self.panels.iter_mut().for_each(Drawer::reset);
        self.shown.fill(theme::TRANSPARENT);
        self.fresh = true;
    }

    /// The title over both boards, from the left board's left edge, and each board's
    /// label over it: drawn once, on the first frame.
    fn draw_titles(&mut self) {
        let top = self.panels[0].painter.layout.grid.y / 2;
        let line = self.panels[0].painter.layout.title_height();
        let (width, gap) = (self.canvas.width, self.gap);
        let mut x = 0;
        let labels_top = top + line * usize::from(self.title.is_some());
        for (panel, label) in self.panels.iter_mut().zip(&self.labels) {
            let grid = panel.painter.layout.grid;
            let right = x + panel.painter.canvas.width;
            panel
                .painter
                .title(&mut self.canvas, label, x + grid.x, right, labels_top);
            x = right + gap;
        }
        if let Some(title) = &self.title {
            let painter = &mut self.panels[0].painter;
            let left = painter.layout.grid.x;
            painter.title(&mut self.canvas, title, left, width - left, top);
        }
    }

    pub(super) fn size(&self) -> (usize, usize) {
        (self.canvas.width, self.canvas.height)
    }

    /// Draw `views` (left, right) as one frame for `delay` hundredths of a second.
    pub(super) fn show(
        &mut self,
        views: [&View; 2],
        sink: &mut dyn FrameSink,
        delay: u16,
    ) -> Result<(), RenderError> {
        let fresh = std::mem::take(&mut self.fresh);
        if fresh {
            self.draw_titles();
        }
        let mut dirty: Option<Rect> = None;
        let mut x = 0;
        for (panel, view) in self.panels.iter_mut().zip(views) {
            let rect = panel.draw(view);
            let from = &panel.painter.canvas;
            let below = self.title_band;
            for y in rect.y..rect.y + rect.h {
                let start = y * from.width + rect.x;
                let to = (y + below) * self.canvas.width + x + rect.x;
                self.canvas.pixels[to..to + rect.w]
                    .copy_from_slice(&from.pixels[start..start + rect.w]);
            }
            if !rect.is_empty() {
                let moved = Rect::new(x + rect.x, rect.y + below, rect.w, rect.h);
                dirty = Some(dirty.map_or(moved, |d| d.union(moved)));
            }
            x += from.width + self.gap;
        }
        let dirty = match fresh {
            true => Rect::new(0, 0, self.canvas.width, self.canvas.height),
            false => dirty.unwrap_or(Rect::new(0, 0, 0, 0)),
        };
        send(&self.canvas, &mut self.shown, dirty, sink, delay)
    }
}

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
    use sudotrace_core::events::event::Event;
    use sudotrace_core::events::replay::Replay;
    use sudotrace_core::puzzle::grid::{CELLS, Unit};
    use sudotrace_core::puzzle::parse::parse_puzzle_text;

    #[test]
    fn a_note_is_laid_out_in_lines_that_fit() {
        let note = "The first time the box says no: 6 is already in the top-right box.";
        let lines = note_lines(note, 30);
        assert_eq!(
            lines,
            [
                "The first time the box says",
                "no: 6 is already in the",
                "top-right box."
            ]
        );
        assert_eq!(lines.join(" "), note);
        // Chinese, which has no spaces, is broken where the line ends; a character
        // takes two columns.
        let chinese = note_lines("宫第一次说不：右上宫已经有 6。", 12);
        assert!(chinese.iter().all(|line| width(line) <= 12), "{chinese:?}");
        assert_eq!(
            chinese.concat().replace(' ', ""),
            "宫第一次说不：右上宫已经有6。"
        );
        // A word longer than a line is cut where the line ends.
        assert_eq!(note_lines("abcdefgh ij", 4), ["abcd", "efgh", "ij"]);
        assert!(note_lines("   ", 10).is_empty());
    }

    #[test]
    fn a_conflict_is_drawn_as_the_view_marks_it() {
        let puzzle = parse_puzzle_text(sudotrace_core::LEETCODE_37).unwrap();
        let replay = Replay::new(puzzle);
        let (cell, with) = (Cell::from_rc(1, 3).unwrap(), Cell::from_rc(1, 1).unwrap());
        let event = Event::Conflict {
            cell,
            digit: 5,
            unit: Unit::Row,
            with,
        };
        let view = View::of_event(&replay, &Stats::default(), 7, event, None, Lang::En);
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

    #[test]
    fn an_eliminations_words_wrap_onto_the_second_line_whole_and_its_counts_follow() {
        use super::super::font::Fonts;
        use super::super::frame::Layout;
        use super::super::theme::{Theme, ThemeName};
        use sudotrace_core::events::pattern::{House, Pattern};
        let puzzle = parse_puzzle_text(sudotrace_core::LEETCODE_37).unwrap();
        let replay = Replay::new(puzzle);
        let house = |unit, index| House::new(unit, index).unwrap();
        // Words as wide as any: the widest of each language's, wrapped.
        let pattern = Pattern::HiddenPair {
            house: house(Unit::Col, 8),
            cells: [Cell::from_rc(8, 9).unwrap(), Cell::from_rc(9, 9).unwrap()],
            digits: [8, 9],
        };
        for lang in Lang::ALL {
            let hang = "#3,317  ".len();
            let columns = wrapping_eliminations(40, hang, lang);
            assert!(columns < 80, "{lang}: {columns}");
            let captions = Captions {
                columns,
                choosing: true,
                eliminating: true,
                lang,
                check: None,
                lines: CAPTION_LINES + ELIMINATING_LINES,
            };
            let mut fonts = Fonts::new();
            let layout = Layout::new(&mut fonts, 36, captions.lines, columns, false, lang);
            let painter = Painter::new(layout, Theme::new(ThemeName::Light), fonts);
            let mut drawer = Drawer::new(painter, &captions);
            let mut stats = Stats::default();
            stats.eliminations.hidden_pair = 1;
            stats.events = 3317;
            let event = Event::Eliminate { pattern };
            let view = View::of_event(&replay, &stats, 3317, event, None, lang);
            drawer.compose(&view);
            let text = |line: usize| -> String {
                drawer.scene.lines[line]
                    .iter()
                    .map(|&(ch, _)| ch)
                    .filter(|&ch| ch != super::super::frame::WIDE_TAIL)
                    .collect()
            };
            let words: String = [text(0), text(1)]
                .iter()
                .map(|line| line.split_whitespace().collect::<String>())
                .collect();
            let number = format!("#{}", thousands(3317));
            assert_eq!(
                words,
                format!(
                    "{number}{}",
                    view.words.split_whitespace().collect::<String>()
                ),
                "{lang}: the words whole over two lines"
            );
            assert!(text(1).starts_with(&" ".repeat(hang)), "{lang}: hung");
            let eliminations = text(4);
            assert!(
                eliminations.contains(&Count::HiddenPairs.with_value(&stats, lang)),
                "{lang}: {eliminations}"
            );
            assert!(text(2).contains(&Count::Tries.with_value(&stats, lang)));
        }
    }

    #[test]
    fn a_dead_end_is_crossed_out_and_a_clashing_digit_bracketed() {
        let puzzle = parse_puzzle_text(sudotrace_core::LEETCODE_37).unwrap();
        let replay = Replay::new(puzzle);
        let cell = Cell::from_rc(1, 3).unwrap();
        let view = View::of_event(
            &replay,
            &Stats::default(),
            9,
            Event::DeadEnd { cell },
            None,
            Lang::En,
        );
        let look = cell_look(&view, cell);
        assert_eq!((look.ring, look.digit), (Ring::Cross, Digit::Blank));
        assert_eq!(look.background, Background::Current);
    }

    /// The view of a clash of a 5 at `cell` in `unit` with `with`.
    fn view_of(unit: Unit, cell: Cell, with: Cell) -> View {
        let puzzle = parse_puzzle_text(sudotrace_core::LEETCODE_37).unwrap();
        let replay = Replay::new(puzzle);
        let event = Event::Conflict {
            cell,
            digit: 5,
            unit,
            with,
        };
        View::of_event(&replay, &Stats::default(), 7, event, None, Lang::En)
    }

    /// The pixels of the unit's outline, painted for a clash in `unit`.
    fn unit_mark(view: &View) -> (Painter, Vec<(usize, usize)>) {
        use super::super::font::Fonts;
        use super::super::frame::Layout;
        use super::super::theme::{Theme, ThemeName};
        let mut scene = Scene::new(CAPTION_LINES, 40);
        for (index, look) in scene.cells.iter_mut().enumerate() {
            *look = cell_look(view, Cell::from_index(index).unwrap());
        }
        let mut fonts = Fonts::new();
        let layout = Layout::new(&mut fonts, 36, CAPTION_LINES, 40, false, Lang::En);
        let mut painter = Painter::new(layout, Theme::new(ThemeName::Light), fonts);
        painter.paint(&scene);
        let canvas = &painter.canvas;
        let marked = (0..canvas.height)
            .flat_map(|y| (0..canvas.width).map(move |x| (x, y)))
            .filter(|&(x, y)| canvas.pixels[y * canvas.width + x] == theme::UNIT_EDGE)
            .collect();
        (painter, marked)
    }

    #[test]
    fn the_unit_mark_covers_exactly_the_units_cells_as_one_shape() {
        let at = |r, c| Cell::from_rc(r, c).unwrap();
        for (unit, cell, with) in [
            (Unit::Row, at(1, 3), at(1, 1)),
            (Unit::Col, at(3, 3), at(8, 3)),
            (Unit::Box, at(5, 5), at(4, 6)),
        ] {
            let view = view_of(unit, cell, with);
            let (painter, edge) = unit_mark(&view);
            let rects: Vec<Rect> = unit
                .cells_of(cell)
                .iter()
                .map(|c| painter.layout.cell_rect(c.index()))
                .collect();
            let inside = |x: usize, y: usize, r: &Rect| {
                x >= r.x && x < r.x + r.w && y >= r.y && y < r.y + r.h
            };
            assert!(
                edge.iter()
                    .all(|&(x, y)| rects.iter().any(|r| inside(x, y, r))),
                "{unit}: marks outside the unit"
            );
            // Every cell on the unit's rim carries its part of the outline.
            for (c, r) in unit.cells_of(cell).iter().zip(&rects) {
                let on_rim = unit_edges(&view, *c) != 0;
                assert_eq!(
                    edge.iter().any(|&(x, y)| inside(x, y, r)),
                    on_rim,
                    "{unit}: {c}"
                );
            }
            // The outline is one rectangle around the whole unit: its pixels reach
            // every corner of the unit's bounding box and never cross its inside.
            let left = rects.iter().map(|r| r.x).min().unwrap();
            let right = rects.iter().map(|r| r.x + r.w).max().unwrap();
            let top = rects.iter().map(|r| r.y).min().unwrap();
            let bottom = rects.iter().map(|r| r.y + r.h).max().unwrap();
            let band = super::super::frame::unit_band(36);
            for &(x, y) in &edge {
                let near_side =
                    x < left + band || x >= right - band || y < top + band || y >= bottom - band;
                assert!(
                    near_side,
                    "{unit}: outline pixel ({x}, {y}) inside the unit"
                );
            }
            let corners = [
                (left, top),
                (right - 1, top),
                (left, bottom - 1),
                (right - 1, bottom - 1),
            ];
            for corner in corners {
                assert!(
                    edge.contains(&corner),
                    "{unit}: corner {corner:?} not outlined"
                );
            }
        }
    }
}

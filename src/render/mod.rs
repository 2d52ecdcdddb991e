//! Pictures of a search: a trace rendered as a looping GIF, a folder of PNG frames, or
//! one PNG of the board right after an event, each frame annotated (the cell worked on,
//! the clashing unit and cell, the digit tried, placed or erased, a caption in words and
//! the running counts).
//!
//! The board at each step comes from the one [`Replay`]; the trace is streamed twice (a
//! first pass checks it and counts what the choice of frames needs, the second draws),
//! and only the current frame and the one on screen before it are ever held, so memory
//! stays bounded whatever the trace's length. The same trace and options always give
//! the same bytes: fonts are embedded, colours come from one fixed palette, and nothing
//! depends on the clock or the machine.

pub mod font;
pub mod frame;
pub mod gif;
pub mod png;
pub mod select;
pub mod theme;

use std::fmt::Write as _;
use std::fs;
use std::io::{self, BufWriter};
use std::path::{Path, PathBuf};

use crate::event::{Event, EventKind, Outcome};
use crate::grid::{CELLS, Cell};
use crate::output::AtomicFile;
use crate::replay::Replay;
use crate::stats::Stats;
use crate::summary::thousands;
use crate::trace::{self, TraceError, TraceReader};

use font::Fonts;
use frame::{Background, Canvas, CellLook, Digit, Layout, Painter, Rect, Ring, Scene};
use gif::GifWriter;
use png::FrameFolder;
use select::{Choice, Picker};
use theme::{Paint, Theme, ThemeName};

/// Default size of a cell, in pixels: a GIF of about 370 x 450 pixels.
pub const DEFAULT_CELL: usize = 36;
/// Default frames a second.
pub const DEFAULT_FPS: u32 = 10;
/// Default limit on event frames: 600 frames at 10 a second is a minute of animation,
/// and a GIF of a megabyte or two.
pub const DEFAULT_MAX_FRAMES: u64 = 600;
/// Browsers show a GIF frame of less than 2/100 s for 1/10 s, so no delay is shorter.
pub const MIN_DELAY: u16 = 2;

/// Why a picture could not be made.
#[derive(Debug, thiserror::Error)]
pub enum RenderError {
    /// The trace cannot be read, or holds an event that cannot happen.
    #[error("{path}: {source}")]
    Trace { path: PathBuf, source: TraceError },
    /// The trace cannot be opened.
    #[error("{0}")]
    Open(TraceError),
    #[error("{path}: cannot write: {source}")]
    Output { path: PathBuf, source: io::Error },
    #[error("{0}: exists and is not a folder; frames go into a folder (a name ending in /)")]
    NotAFolder(PathBuf),
    #[error(
        "{0}: the folder holds files other than frames; choose a new or empty folder, or one of frames written before"
    )]
    FolderNotEmpty(PathBuf),
    #[error("writing the GIF: {0}")]
    Gif(#[from] ::gif::EncodingError),
    #[error("writing the PNG: {0}")]
    Png(#[from] ::png::EncodingError),
    #[error("a frame of {width} x {height} pixels is larger than a GIF can hold")]
    TooLarge { width: usize, height: usize },
    #[error("event {at} does not exist: the trace has {events} events (0 is the puzzle)")]
    NoSuchEvent { at: u64, events: u64 },
    #[error("no event is chosen: the trace has {events} events, none of them in {what}")]
    NothingChosen { events: u64, what: String },
}

/// Where the picture goes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Target {
    /// A looping animation.
    Gif(PathBuf),
    /// A folder of numbered PNG frames.
    Frames(PathBuf),
    /// One PNG of the board right after event `at` (0: the puzzle).
    Png { path: PathBuf, at: u64 },
}

impl Target {
    pub fn path(&self) -> &Path {
        match self {
            Target::Gif(path) | Target::Frames(path) | Target::Png { path, .. } => path,
        }
    }
}

/// How the picture looks and which frames it has.
#[derive(Clone, Debug)]
pub struct Options {
    /// Cell size in pixels.
    pub cell: usize,
    pub theme: ThemeName,
    /// Add a key to the colours under the caption.
    pub legend: bool,
    pub choice: Choice,
    /// Hundredths of a second each event frame shows (2 or more).
    pub delay: u16,
    /// Hundredths of a second the opening board shows.
    pub hold_start: u16,
    /// Hundredths of a second the final board shows.
    pub hold_end: u16,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            cell: DEFAULT_CELL,
            theme: ThemeName::Light,
            legend: false,
            choice: Choice {
                max_frames: Some(DEFAULT_MAX_FRAMES),
                ..Choice::default()
            },
            delay: (100 / DEFAULT_FPS) as u16,
            hold_start: 100,
            hold_end: 300,
        }
    }
}

/// What was written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    /// Events in the trace.
    pub events: u64,
    /// Events shown as frames of their own.
    pub event_frames: u64,
    /// When the choice held more events than `--max-frames`: how many it held.
    pub sampled_from: Option<u64>,
    /// Frames written (PNG files, or GIF frames after identical ones were merged).
    pub frames: u64,
    pub width: usize,
    pub height: usize,
    /// Length of one loop of the animation, in hundredths of a second.
    pub duration: u64,
    /// Size of the file written (of all frames, for a folder).
    pub bytes: u64,
}

/// What the first pass learns: the trace is sound, how long it is, how it ends, and
/// how many events the choice admits.
struct Survey {
    events: u64,
    admitted: u64,
    totals: Stats,
    outcome: Outcome,
    blanks: usize,
}

/// Reading a trace, with errors that name the file.
struct Source<'a> {
    path: &'a Path,
    reader: TraceReader,
    /// Number of the event applied last; 0 before the first.
    number: u64,
    /// Why the trace stops before its end record, if it does.
    cut_short: Option<TraceError>,
}

impl<'a> Source<'a> {
    fn open(path: &'a Path) -> Result<Source<'a>, RenderError> {
        let reader = trace::open(path).map_err(|source| match source {
            // Already names the file.
            TraceError::Io { .. } => RenderError::Open(source),
            source => RenderError::Trace {
                path: path.to_path_buf(),
                source,
            },
        })?;
        Ok(Source {
            path,
            reader,
            number: 0,
            cut_short: None,
        })
    }

    fn replay(&self) -> &Replay {
        self.reader.replay()
    }

    fn error(&self, source: TraceError) -> RenderError {
        RenderError::Trace {
            path: self.path.to_path_buf(),
            source,
        }
    }

    /// The next event, applied to the replay; `None` after the end record, or where a
    /// trace cut short stops.
    fn next(&mut self) -> Result<Option<Event>, RenderError> {
        let event = match self.reader.next_event() {
            Ok(Some(event)) => event,
            Ok(None) => return Ok(None),
            Err(e) if e.is_cut_short() => {
                self.cut_short = Some(e);
                return Ok(None);
            }
            Err(e) => return Err(self.error(e)),
        };
        self.number += 1;
        Ok(Some(event))
    }

    /// Move to just after event `target` (or where the trace stops), without handing
    /// out the events on the way: a binary trace jumps from its nearest checkpoint.
    fn jump_to(&mut self, target: u64) -> Result<(), RenderError> {
        if target <= self.number {
            return Ok(());
        }
        let moved = self.reader.seek(target);
        match moved {
            Err(e) if e.is_cut_short() => self.cut_short = Some(e),
            Err(e) => return Err(self.error(e)),
            Ok(()) => {}
        }
        self.number = self.reader.position();
        Ok(())
    }
}

impl Source<'_> {
    /// Jump ahead past at most `gap` events of the `kinds`, to the furthest checkpoint
    /// of a binary trace at or before event `last` that allows; returns how many such
    /// events were passed (0 when no checkpoint is near enough, or for JSON Lines).
    fn jump_within(
        &mut self,
        gap: u64,
        last: u64,
        kinds: &[EventKind],
    ) -> Result<u64, RenderError> {
        let Some(every) = self.reader.checkpoint_every() else {
            return Ok(0);
        };
        let base = admitted_in(self.reader.stats(), kinds);
        let passed_at = |source: &mut Self, k: u64| -> Result<Option<u64>, RenderError> {
            let counts = source
                .reader
                .counts_at_checkpoint(k)
                .map_err(|e| source.error(e))?;
            Ok(counts
                .map(|stats| admitted_in(&stats, kinds).saturating_sub(base))
                .filter(|&passed| passed <= gap))
        };
        // The checkpoints after the current event and up to `last`: the furthest one
        // passing no more than `gap` (the counts only grow, so a binary search finds it).
        let (mut lo, mut hi) = (self.number / every + 1, last / every);
        let mut best = None;
        while lo <= hi {
            let mid = lo + (hi - lo) / 2;
            match passed_at(self, mid)? {
                Some(passed) => {
                    best = Some((mid, passed));
                    lo = mid + 1;
                }
                None => hi = mid - 1,
            }
        }
        let Some((k, passed)) = best else {
            return Ok(0);
        };
        self.jump_to(k * every)?;
        Ok(passed)
    }
}

fn survey(path: &Path, choice: &Choice) -> Result<Survey, RenderError> {
    let mut source = Source::open(path)?;
    if let Some(survey) = survey_from_index(&mut source, choice)? {
        return Ok(survey);
    }
    let mut admitted = 0;
    while let Some(event) = source.next()? {
        if choice.admits(source.number, event.kind()) {
            admitted += 1;
        }
    }
    if let Some(cut) = &source.cut_short {
        eprintln!(
            "warning: {}: {cut}; rendering the events before it",
            path.display()
        );
    }
    let outcome = source
        .reader
        .end()
        .map_or(Outcome::Limit, |end| end.outcome);
    Ok(Survey {
        events: source.number,
        admitted,
        totals: *source.reader.stats(),
        outcome,
        blanks: CELLS - source.replay().givens().filled(),
    })
}

/// The survey a binary trace's end record and checkpoints answer without a pass over
/// its events: events in a range are counted from the counts at its two ends, which a
/// jump reaches. The events drawn are checked as they are drawn.
fn survey_from_index(source: &mut Source, choice: &Choice) -> Result<Option<Survey>, RenderError> {
    let (Some(events), Some(end)) = (source.reader.total_events(), source.reader.known_end())
    else {
        return Ok(None);
    };
    let (outcome, Some(totals)) = (end.outcome, end.stats) else {
        return Ok(None);
    };
    if totals.events != events {
        return Ok(None);
    }
    let first = choice.from.max(1);
    let last = choice.to.unwrap_or(events).min(events);
    let admitted = if first > last {
        0
    } else if choice.only.is_empty() {
        last + 1 - first
    } else {
        source.jump_to(first - 1)?;
        let before = admitted_in(source.reader.stats(), &choice.only);
        source.jump_to(last)?;
        admitted_in(source.reader.stats(), &choice.only) - before
    };
    Ok(Some(Survey {
        events,
        admitted,
        totals,
        outcome,
        blanks: CELLS - source.replay().givens().filled(),
    }))
}

/// Events of the `kinds` among those `stats` counts.
fn admitted_in(stats: &Stats, kinds: &[EventKind]) -> u64 {
    crate::event::count_of_kinds(kinds, stats)
}

/// Make the picture `target` asks for from the trace at `trace`.
pub fn render(trace: &Path, target: &Target, options: &Options) -> Result<Report, RenderError> {
    let choice = match target {
        Target::Png { .. } => Choice::default(),
        _ => options.choice.clone(),
    };
    let survey = survey(trace, &choice)?;
    if let Target::Png { at, .. } = target
        && *at > survey.events
    {
        return Err(RenderError::NoSuchEvent {
            at: *at,
            events: survey.events,
        });
    }
    if !matches!(target, Target::Png { .. }) && survey.admitted == 0 {
        return Err(RenderError::NothingChosen {
            events: survey.events,
            what: describe_choice(&choice),
        });
    }
    let captions = Captions::new(&survey);
    let mut fonts = Fonts::new();
    let layout = Layout::new(
        &mut fonts,
        options.cell,
        CAPTION_LINES,
        captions.columns,
        options.legend,
    );
    let painter = Painter::new(layout, Theme::new(options.theme), fonts);
    let mut source = Source::open(trace)?;
    let mut pictures = Pictures::new(painter, captions);
    match target {
        Target::Png { path, at } => {
            source.jump_to(*at)?;
            let event = source.replay().last().filter(|_| *at > 0);
            pictures.compose(&source, event.as_ref(), None);
            let palette = pictures.painter.theme.palette_bytes();
            let canvas = pictures.draw();
            let output_error = |source| RenderError::Output {
                path: path.clone(),
                source,
            };
            let file = AtomicFile::create(path).map_err(output_error)?;
            let file = png::write_png(BufWriter::new(file), canvas, &palette)?;
            let file = file
                .into_inner()
                .map_err(|e| output_error(e.into_error()))?;
            file.commit().map_err(output_error)?;
            Ok(Report {
                events: survey.events,
                event_frames: 1,
                sampled_from: None,
                frames: 1,
                width: canvas.width,
                height: canvas.height,
                duration: 0,
                bytes: bytes_on_disk(path),
            })
        }
        Target::Gif(path) | Target::Frames(path) => {
            let (width, height) = (
                pictures.painter.layout.width,
                pictures.painter.layout.height,
            );
            let palette = pictures.painter.theme.palette_bytes();
            let mut sink = match target {
                Target::Gif(_) => {
                    let file = AtomicFile::create(path).map_err(|source| RenderError::Output {
                        path: path.clone(),
                        source,
                    })?;
                    Sink::Gif(GifWriter::new(
                        BufWriter::new(file),
                        width,
                        height,
                        &palette,
                    )?)
                }
                _ => {
                    let frames = Picker::new(&choice, survey.admitted).frames() + 2;
                    Sink::Frames {
                        folder: FrameFolder::create(path, frames)?,
                        palette,
                        duration: 0,
                    }
                }
            };
            let picker = animate(
                &mut source,
                &mut pictures,
                &mut sink,
                &survey,
                &choice,
                options,
            )?;
            let (frames, duration) = sink.finish(path)?;
            Ok(Report {
                events: survey.events,
                event_frames: picker.frames(),
                sampled_from: picker.sampled_from(),
                frames,
                width,
                height,
                duration,
                bytes: bytes_on_disk(path),
            })
        }
    }
}

/// The size of the file at `path`, or of the files in the folder at `path`.
fn bytes_on_disk(path: &Path) -> u64 {
    match fs::read_dir(path) {
        Ok(entries) => entries
            .filter_map(|e| e.ok()?.metadata().ok())
            .map(|m| m.len())
            .sum(),
        Err(_) => fs::metadata(path).map(|m| m.len()).unwrap_or(0),
    }
}

fn describe_choice(choice: &Choice) -> String {
    let mut parts = Vec::new();
    match (choice.from, choice.to) {
        (1, None) => {}
        (from, None) => parts.push(format!("events {from} on")),
        (from, Some(to)) => parts.push(format!("events {from} to {to}")),
    }
    if !choice.only.is_empty() {
        let kinds: Vec<&str> = choice.only.iter().map(|k| k.name()).collect();
        parts.push(format!("the kinds {}", kinds.join(",")));
    }
    if parts.is_empty() {
        "the trace".to_string()
    } else {
        parts.join(" of ")
    }
}

/// Where frames go. Only one exists per render, so the size difference between the
/// variants does not matter.
#[allow(clippy::large_enum_variant)]
enum Sink {
    Gif(GifWriter<BufWriter<AtomicFile>>),
    Frames {
        folder: FrameFolder,
        palette: Vec<u8>,
        duration: u64,
    },
}

impl Sink {
    /// Finish the output and put it under its name; returns the frames written and the
    /// animation's length in hundredths of a second.
    fn finish(self, path: &Path) -> Result<(u64, u64), RenderError> {
        match self {
            Sink::Gif(writer) => {
                let output_error = |source| RenderError::Output {
                    path: path.to_path_buf(),
                    source,
                };
                let (out, frames, duration) = writer.finish()?;
                let file = out.into_inner().map_err(|e| output_error(e.into_error()))?;
                file.commit().map_err(output_error)?;
                Ok((frames, duration))
            }
            Sink::Frames {
                folder, duration, ..
            } => {
                let frames = folder.written();
                folder.commit()?;
                Ok((frames, duration))
            }
        }
    }
}

/// Stream the second pass: the opening board, every chosen event, the final board.
fn animate(
    source: &mut Source,
    pictures: &mut Pictures,
    sink: &mut Sink,
    survey: &Survey,
    choice: &Choice,
    options: &Options,
) -> Result<Picker, RenderError> {
    let mut picker = Picker::new(choice, survey.admitted);
    let delay = options.delay.max(MIN_DELAY);
    let start = choice.from.saturating_sub(1).min(survey.events);
    source.jump_to(start)?;
    pictures.compose(source, None, None);
    pictures.emit(sink, options.hold_start.max(delay))?;
    // Events between two picks are jumped over, not drawn: with every kind admitted,
    // straight to the next pick; with some kinds, to the last checkpoint before it.
    let contiguous = choice.only.is_empty();
    let last = choice.to.unwrap_or(survey.events).min(survey.events);
    // A jump is worked out at the start and after each pick; between, the events are
    // read one by one (the nearest checkpoint was too far).
    let mut may_jump = true;
    while !choice.past_end(source.number) {
        let gap = picker
            .admitted_before_next()
            .unwrap_or(u64::MAX)
            .min(last.saturating_sub(source.number));
        if may_jump && gap > 0 {
            let passed = if contiguous {
                source.jump_to(source.number + gap)?;
                gap
            } else {
                source.jump_within(gap, last, &choice.only)?
            };
            picker.pass(passed);
        }
        may_jump = false;
        let Some(event) = source.next()? else { break };
        if choice.admits(source.number, event.kind()) && picker.pick() {
            pictures.compose(source, Some(&event), None);
            pictures.emit(sink, delay)?;
            may_jump = true;
        }
    }
    let finished = source.number == survey.events;
    pictures.compose(source, None, finished.then_some(survey.outcome));
    pictures.emit(sink, options.hold_end.max(delay))?;
    Ok(picker)
}

/// Caption lines: the event, then tries, backtracks and depth, then conflicts by unit.
const CAPTION_LINES: usize = 3;

/// The caption's words and the widths of its counters, fixed for the whole trace so that
/// numbers stay in place from frame to frame.
struct Captions {
    columns: usize,
    tries: usize,
    backtracks: usize,
    depth: usize,
    row: usize,
    col: usize,
    box_: usize,
    blanks: usize,
    text: String,
}

impl Captions {
    fn new(survey: &Survey) -> Captions {
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
            blanks: survey.blanks,
            text: String::new(),
        };
        let number = survey.events.to_string().len();
        let longest_event = "r9c9: 9 clashes with r9c9 (row)".len();
        let longest_end = [Outcome::Solved, Outcome::Unsolvable, Outcome::Limit]
            .iter()
            .map(|&o| end_words(Some(o), 0).len())
            .max()
            .unwrap_or(0)
            .max(end_words(None, survey.events).len());
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

/// The caption of a board with no event on it.
fn end_words(outcome: Option<Outcome>, number: u64) -> String {
    match outcome {
        Some(Outcome::Solved) => "solved: every blank is filled".to_string(),
        Some(Outcome::Unsolvable) => "no solution: every digit was tried".to_string(),
        Some(Outcome::Limit) => "stopped at the event limit".to_string(),
        None => format!("the board after event {number}"),
    }
}

/// Builds each frame's scene from the replay and draws it.
struct Pictures {
    painter: Painter,
    captions: Captions,
    scene: Scene,
    shown: Vec<u8>,
}

impl Pictures {
    fn new(painter: Painter, captions: Captions) -> Pictures {
        let columns = painter.layout.columns;
        let shown = vec![theme::TRANSPARENT; painter.layout.width * painter.layout.height];
        Pictures {
            painter,
            scene: Scene::new(CAPTION_LINES, columns),
            captions,
            shown,
        }
    }

    /// The scene right after the replay's last event: with that event marked when
    /// `event` is given, else the bare board, captioned with `outcome` at the end.
    fn compose(&mut self, source: &Source, event: Option<&Event>, outcome: Option<Outcome>) {
        let replay = source.replay();
        let scene = &mut self.scene;
        let (givens, board) = (replay.givens(), replay.board());
        for (index, look) in scene.cells.iter_mut().enumerate() {
            let cell = Cell::from_index(index).expect("81 cells");
            let digit = match (givens.get(cell), board.get(cell)) {
                (0, 0) => Digit::Blank,
                (0, d) => Digit::Placed(d),
                (g, _) => Digit::Given(g),
            };
            *look = CellLook {
                digit,
                background: Background::Plain,
                ring: Ring::None,
            };
        }
        let captions = &mut self.captions;
        let text = &mut captions.text;
        text.clear();
        let number = source.number;
        let ink: Paint = match event {
            Some(&Event::Try { cell, digit }) => {
                scene.cells[cell.index()] = CellLook {
                    digit: Digit::Trying(digit),
                    background: Background::Current,
                    ring: Ring::None,
                };
                theme::TEXT
            }
            Some(&Event::Conflict {
                cell,
                digit,
                unit,
                with,
            }) => {
                for other in unit.cells_of(cell) {
                    scene.cells[other.index()].background = Background::Unit;
                }
                scene.cells[with.index()].ring = Ring::Clash;
                scene.cells[cell.index()] = CellLook {
                    digit: Digit::Rejected(digit),
                    background: Background::Current,
                    ring: Ring::None,
                };
                theme::REJECTED
            }
            Some(&Event::Place { cell, .. }) => {
                scene.cells[cell.index()].background = Background::Current;
                theme::PLACED
            }
            Some(&Event::Backtrack { cell, digit }) => {
                scene.cells[cell.index()] = CellLook {
                    digit: Digit::Erased(digit),
                    background: Background::Current,
                    ring: Ring::Erase,
                };
                theme::ERASED
            }
            None => theme::TEXT,
        };
        match event {
            Some(event) => {
                let _ = write!(text, "{event}");
            }
            None if number == 0 => {
                let _ = write!(text, "the puzzle: {} blanks", captions.blanks);
            }
            None => text.push_str(&end_words(outcome, number)),
        }
        scene.clear_text();
        let col = scene.put(0, 0, &format!("#{number}"), theme::DIM);
        // The cell's name stays in the text colour, so that the events of one cell
        // change only the words after it.
        let (cell_name, words) = match (event, text.split_once(": ")) {
            (Some(_), Some((name, _))) => text.split_at(name.len() + 1),
            _ => ("", text.as_str()),
        };
        let col = scene.put(0, col + 2, cell_name, theme::TEXT);
        scene.put(0, col, words, ink);
        let stats = source.reader.stats();
        let counts = captions.counts_line(stats, replay.depth());
        put_counts(scene, 1, &counts);
        let conflicts = captions.conflicts_line(stats);
        put_counts(scene, 2, &conflicts);
    }

    /// Bring the canvas to the scene.
    fn draw(&mut self) -> &Canvas {
        self.painter.paint(&self.scene);
        self.painter.take_dirty();
        &self.painter.canvas
    }

    /// Draw the scene and hand the frame to `sink`, or lengthen the frame before it
    /// when nothing changed.
    fn emit(&mut self, sink: &mut Sink, delay: u16) -> Result<(), RenderError> {
        self.painter.paint(&self.scene);
        let dirty = self.painter.take_dirty();
        let canvas = &self.painter.canvas;
        let Some(rect) = changed(canvas, &self.shown, dirty) else {
            match sink {
                Sink::Gif(writer) => writer.extend(delay),
                Sink::Frames { duration, .. } => *duration += u64::from(delay),
            }
            return Ok(());
        };
        match sink {
            Sink::Gif(writer) => writer.frame(canvas, &self.shown, rect, delay)?,
            Sink::Frames {
                folder,
                palette,
                duration,
            } => {
                folder.write(canvas, palette)?;
                *duration += u64::from(delay);
            }
        }
        for y in rect.y..rect.y + rect.h {
            let start = y * canvas.width + rect.x;
            self.shown[start..start + rect.w]
                .copy_from_slice(&canvas.pixels[start..start + rect.w]);
        }
        Ok(())
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

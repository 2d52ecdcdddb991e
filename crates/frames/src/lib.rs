//! Pictures of a search: a trace rendered as a looping GIF, a folder of PNG frames, or
//! one PNG of the board right after an event, each frame annotated (the cell worked on,
//! the clashing unit and cell, the digit tried, placed or erased, a caption in words and
//! the running counts).
//!
//! Rendering runs in three stages, as gifski's does: a survey of the trace
//! (`survey`: it is sound, how long it is, how many events the choice admits), then
//! for each frame the one [`View`] of the position drawn as a scene (`scene`), then
//! the frame encoded by a `FrameSink`: the GIF, the folder of PNG
//! frames or the single PNG. The trace is read through one [`Cursor`], which jumps
//! between the events drawn wherever the trace lets it, and only the current frame and
//! the one on screen before it are ever held, so memory stays bounded whatever the
//! trace's length. The same trace and options always give the same bytes: fonts are
//! embedded, colours come from one fixed palette, and nothing depends on the clock or
//! the machine.
//!
//! # A search as a PNG
//!
//! ```
//! use sudotrace_core::events::event::Outcome;
//! use sudotrace_core::puzzle::parse::parse_puzzle_text;
//! use sudotrace_core::search::{Search, Strategy};
//! use sudotrace_core::trace::{Cursor, Header, RecordedEnd, TraceWriter};
//! use sudotrace_frames::{self as frames, NoProgress, RenderOptions, Target, Traced};
//!
//! let dir = std::env::temp_dir().join(format!("sudotrace-frames-doc-{}", std::process::id()));
//! std::fs::create_dir_all(&dir)?;
//! let trace = dir.join("leetcode.sdt");
//!
//! // Record the search of LeetCode 37 with the lookup tables.
//! let puzzle = parse_puzzle_text(sudotrace_core::LEETCODE_37)?;
//! let header = Header::new(puzzle, Strategy::TABLES.name(), None);
//! let mut writer = TraceWriter::create(&trace, &header)?;
//! let run = Search::new(Strategy::TABLES).run(&puzzle, &mut writer);
//! assert_eq!(run.end.outcome, Outcome::Solved);
//! writer.finish(&RecordedEnd::from(&run.end))?;
//!
//! // The board right after event 42, as a PNG.
//! let png = dir.join("at-42.png");
//! let target = Target::Png { path: png.clone(), at: 42 };
//! frames::render(Traced::open(&trace)?, &target, &RenderOptions::default(), &mut NoProgress)?;
//! assert!(std::fs::metadata(&png)?.len() > 0);
//! # std::fs::remove_dir_all(&dir)?;
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

#![warn(missing_docs)]

mod fit;
mod frame;
mod gif;
mod png;
mod scene;
mod select;
mod side;
mod sink;
mod survey;

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use sudotrace_core::escape::{escaped, solver_shown};
use sudotrace_core::events::event::{Ending, Event, EventKind};
use sudotrace_core::events::replay::ImpossibleEvent;
use sudotrace_core::lang::{Lang, Text};
use sudotrace_core::numbers::thousands;
use sudotrace_core::puzzle::named;
use sudotrace_core::search::Check;
use sudotrace_core::trace::{Cursor, CutShort, TraceError, WorkedOut};
use sudotrace_core::views::view::{View, departs_here_words, past_the_end_in};
pub use sudotrace_style::{font, theme};

pub use fit::{Budget, MAX_CELL, MIN_CELL};
use font::Fonts;
use frame::{Layout, Painter, SideShape};
use scene::{Captions, Drawer, PAIR_GAP, PairDrawer};
use select::Picker;
pub use select::{Choice, FEWEST_FOR_A_STORY, Pacing};
pub use side::SidePanel;
use sink::{FolderSink, FrameSink, GifSink, HeldGif, HeldGifSink, PngSink};
use sudotrace_core::search::Strategy;
use sudotrace_core::views::profile::SearchTree;

use sudotrace_style::lang::DrawText;
use survey::Survey;
use theme::Theme;
pub use theme::{Marks, ThemeName, role_colours};

/// Default size of a cell, in pixels: a GIF of about 460 x 590 pixels (the title and the
/// key included).
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
    Trace {
        /// The trace file.
        path: PathBuf,
        /// What is wrong with it.
        source: TraceError,
    },
    /// The trace cannot be opened.
    #[error("{0}")]
    Open(TraceError),
    /// The picture could not be written.
    #[error("{path}: cannot write: {source}")]
    Output {
        /// The file or folder written.
        path: PathBuf,
        /// What writing it met.
        source: io::Error,
    },
    /// The caller asked the render to stop ([`RenderProgress::stopped`]).
    #[error("stopped before the picture was finished")]
    Stopped,
    /// Frames asked for under a name that cannot be their folder (a file's, say).
    #[error("{0}: exists and is not a folder; frames go into a folder (a name ending in /)")]
    NotAFolder(PathBuf),
    /// Frames asked for in a folder that holds other files.
    #[error(
        "{0}: the folder holds files other than frames; choose a new or empty folder, or one of frames written before"
    )]
    FolderNotEmpty(PathBuf),
    /// The GIF encoder failed.
    #[error("writing the GIF: {0}")]
    Gif(#[from] ::gif::EncodingError),
    /// The PNG encoder failed.
    #[error("writing the PNG: {0}")]
    Png(#[from] ::png::EncodingError),
    /// Frames wider or taller than the 65,535 pixels a GIF can hold.
    #[error("a frame of {width} x {height} pixels is larger than a GIF can hold")]
    TooLarge {
        /// The frame's width in pixels.
        width: usize,
        /// The frame's height in pixels.
        height: usize,
    },
    /// A PNG asked for after an event past the trace's last.
    #[error("{}", self.words(Lang::En))]
    NoSuchEvent {
        /// The event asked for.
        at: u64,
        /// Events in the trace that can happen.
        events: u64,
        /// Where the trace stops, when it is cut short.
        cut: Option<CutShort>,
    },
    /// A choice of frames that no event of the trace passes.
    #[error("no event is chosen: the trace has {} events, none of them in {what}", thousands(*events))]
    NothingChosen {
        /// Events in the trace.
        events: u64,
        /// The choice, in words: `events 5 to 9 of the kinds try,place`.
        what: String,
    },
    /// A frame asked for narrower than the smallest cells draw this picture.
    #[error(
        "--width {width}: too narrow: the narrowest frame of this picture is {narrowest} pixels wide (cells of {min} pixels); give --width {narrowest} or more",
        min = MIN_CELL
    )]
    TooNarrow {
        /// The width asked for, in pixels.
        width: usize,
        /// The width of the frame with the smallest cells.
        narrowest: usize,
    },
    /// A frame asked for shorter than the smallest cells draw this picture.
    #[error(
        "--height {height}: too short: the shortest frame of this picture is {shortest} pixels tall (cells of {min} pixels); give --height {shortest} or more",
        min = MIN_CELL
    )]
    TooShort {
        /// The height asked for, in pixels.
        height: usize,
        /// The height of the frame with the smallest cells.
        shortest: usize,
    },
    /// A budget of bytes that even a GIF of one event frame passes.
    #[error(
        "--max-bytes {}: even one event frame (with the opening and final boards) makes a GIF of {} bytes; allow more bytes, or draw smaller frames with --width or --cell",
        thousands(*max_bytes),
        thousands(*fewest)
    )]
    OverBudget {
        /// The most bytes asked for.
        max_bytes: u64,
        /// The size of the GIF of one event frame.
        fewest: u64,
    },
    /// A title with a character the pictures' fonts do not have.
    #[error("{}", self.words(Lang::En))]
    TitleCharacter(char),
    /// A lesson's note with a character the pictures' fonts do not have.
    #[error("{}", self.words(Lang::En))]
    NoteCharacter {
        /// The event the note is at.
        event: u64,
        /// The character.
        ch: char,
    },
    /// A lesson's note longer than the lines under the caption hold.
    #[error("{}", self.words(Lang::En))]
    NoteTooLong {
        /// The event the note is at.
        event: u64,
        /// The lines the note needs.
        lines: usize,
        /// The lines there are.
        most: usize,
    },
    /// A lesson's moment past the trace's last event.
    #[error("{}", self.words(Lang::En))]
    NoteOutside {
        /// The event the note is at.
        event: u64,
        /// The trace's events.
        events: u64,
    },
    /// A lesson given with two traces side by side.
    #[error("{}", self.words(Lang::En))]
    LessonOfPair,
    /// Two traces drawn side by side that search different puzzles.
    #[error(
        "{0} and {1} are searches of different puzzles; side by side, both traces must search the same one"
    )]
    NotSamePuzzle(PathBuf, PathBuf),
}

impl RenderError {
    /// The error in words in `lang`: the refusals a reader meets (an event past the
    /// trace's last, a title or a lesson's note the pictures cannot draw, a trace that
    /// cannot be read) from the catalog, the rest as [`Display`](std::fmt::Display) says
    /// it (English). Every fact (numbers, characters, names) is the same in each
    /// language.
    pub fn words(&self, lang: Lang) -> String {
        let drawn = |ch: &char| format!("{ch:?}");
        match self {
            RenderError::Trace { path, source } => lang.fill(
                Text::ErrorAt,
                &[("at", &path.display()), ("error", &source.words(lang))],
            ),
            RenderError::Open(source) => source.words(lang),
            RenderError::NoSuchEvent { at, events, cut } => lang.fill(
                DrawText::ErrorNoSuchEvent,
                &[
                    ("at", at),
                    ("why", &past_the_end_in(*events, cut.as_ref(), lang)),
                ],
            ),
            RenderError::TitleCharacter(ch) => {
                lang.fill(DrawText::ErrorTitleCharacter, &[("ch", &drawn(ch))])
            }
            RenderError::NoteCharacter { event, ch } => lang.fill(
                DrawText::ErrorNoteCharacter,
                &[("event", event), ("ch", &drawn(ch))],
            ),
            RenderError::NoteTooLong { event, lines, most } => lang.fill(
                DrawText::ErrorNoteTooLong,
                &[("event", event), ("lines", lines), ("most", most)],
            ),
            RenderError::NoteOutside { event, events } => lang.fill(
                DrawText::ErrorNoteOutside,
                &[("event", event), ("events", &thousands(*events))],
            ),
            RenderError::LessonOfPair => lang.text(DrawText::ErrorLessonOfPair).to_string(),
            _ => self.to_string(),
        }
    }
}

/// Where the picture goes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Target {
    /// A looping animation.
    Gif(PathBuf),
    /// A folder of numbered PNG frames.
    Frames(PathBuf),
    /// One PNG of the board right after event `at` (0: the puzzle).
    Png {
        /// The PNG file.
        path: PathBuf,
        /// The event the board is right after.
        at: u64,
    },
}

impl Target {
    /// The file or folder the picture goes to.
    pub fn path(&self) -> &Path {
        match self {
            Target::Gif(path) | Target::Frames(path) | Target::Png { path, .. } => path,
        }
    }
}

/// How the picture looks and which frames it has.
#[derive(Clone, Debug)]
pub struct RenderOptions {
    /// Cell size in pixels ([`MIN_CELL`] to [`MAX_CELL`]), unless `width` is given.
    pub cell: usize,
    /// A frame exactly this many pixels wide: the largest cells whose frame fits, the
    /// picture centred in it; side by side, both panels together.
    pub width: Option<usize>,
    /// A frame exactly this many pixels tall: the largest cells whose frame fits (and
    /// fits `width`), the room left under the picture (a page's poster is drawn to the
    /// size of the page's frame).
    pub height: Option<usize>,
    /// The title over the board: `None` for the default (the puzzle's first digits and
    /// the search), an empty text for none.
    pub title: Option<String>,
    /// A GIF of at most this many bytes: the most event frames up to those the choice
    /// asks for that keep it so small (see [`Budget`]).
    pub max_bytes: Option<u64>,
    /// The colours.
    pub theme: ThemeName,
    /// Add a key to the colours under the caption (the default).
    pub legend: bool,
    /// Pencil every blank's candidates into its cell.
    pub candidates: bool,
    /// The panel beside the board in every frame: the code, the stack or the tree.
    pub panel: Option<SidePanel>,
    /// Which events get frames, and how they are spread.
    pub choice: Choice,
    /// Hundredths of a second each event frame shows (2 or more).
    pub delay: u16,
    /// Hundredths of a second the opening board shows.
    pub hold_start: u16,
    /// Hundredths of a second the final board shows.
    pub hold_end: u16,
    /// The language of the captions, the legend and the panels.
    pub lang: Lang,
    /// Where the caption and the key go: under the board, beside it, or as the frame's
    /// size suits.
    pub layout: FrameLayout,
    /// The check's marks (a cell read, a table looked up) drawn large and dark, to be
    /// seen on a projector.
    pub bold_marks: bool,
    /// A lesson's notes (`--lesson`), by event in the search's order: each of those
    /// events gets a frame of its own, held long enough to read, its note under the
    /// caption.
    pub notes: Vec<(u64, String)>,
}

/// Where a frame's caption and key go.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum FrameLayout {
    /// Under the board: a portrait frame.
    Tall,
    /// Beside the board, level with its top: a landscape frame, for an article's column
    /// or a slide.
    Wide,
    /// Beside the board when the frame is asked to be wider than tall (`--width` and
    /// `--height` both given), else under it.
    #[default]
    Auto,
}

impl FrameLayout {
    /// Whether the caption and key go beside the board, in a frame of `width` by
    /// `height` when those are asked for.
    pub fn is_wide(self, width: Option<usize>, height: Option<usize>) -> bool {
        match self {
            FrameLayout::Tall => false,
            FrameLayout::Wide => true,
            FrameLayout::Auto => matches!((width, height), (Some(w), Some(h)) if w > h),
        }
    }
}

impl sudotrace_core::names::Named for FrameLayout {
    const ALL: &'static [FrameLayout] = &[FrameLayout::Tall, FrameLayout::Wide, FrameLayout::Auto];

    /// The name `--layout` and Python's `layout=` say.
    fn name(self) -> &'static str {
        match self {
            FrameLayout::Tall => "tall",
            FrameLayout::Wide => "wide",
            FrameLayout::Auto => "auto",
        }
    }
}

/// Lines under the caption that a lesson's note may fill.
pub const NOTE_LINES: usize = 3;

/// How long a frame with a note shows, in hundredths of a second: time to read it, from
/// two seconds for a few words to eight for the longest.
pub fn note_hold(note: &str) -> u16 {
    let chars = note.chars().count().min(600) as u16;
    (200 + 4 * chars).min(800)
}

impl Default for RenderOptions {
    fn default() -> Self {
        RenderOptions {
            cell: DEFAULT_CELL,
            width: None,
            height: None,
            title: None,
            max_bytes: None,
            theme: ThemeName::Light,
            legend: true,
            candidates: false,
            panel: None,
            choice: Choice {
                max_frames: Some(DEFAULT_MAX_FRAMES),
                ..Choice::default()
            },
            delay: (100 / DEFAULT_FPS) as u16,
            hold_start: 100,
            hold_end: 300,
            lang: Lang::En,
            layout: FrameLayout::Auto,
            bold_marks: false,
            notes: Vec::new(),
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
    /// How the frames were spread over them, then.
    pub pacing: Option<Pacing>,
    /// Frames written (PNG files, or GIF frames after identical ones were merged).
    pub frames: u64,
    /// A frame's width in pixels.
    pub width: usize,
    /// A frame's height in pixels.
    pub height: usize,
    /// The cell size the board is drawn with, in pixels.
    pub cell: usize,
    /// The title drawn over the board, if any.
    pub title: Option<String>,
    /// How the GIF was kept under `max_bytes`, when it was asked to be.
    pub budget: Option<Budget>,
    /// Length of one loop of the animation, in hundredths of a second.
    pub duration: u64,
    /// Size of the file written (of all frames, for a folder).
    pub bytes: u64,
    /// Where the trace stops, when it is cut short: the events before it were drawn.
    pub cut_short: Option<CutShort>,
    /// Which trace is cut short, when two are drawn side by side.
    pub cut_short_in: Option<PathBuf>,
    /// Each trace drawn whose conflicts name no unit and no cell, with the first of them:
    /// their clashes were worked out from the board.
    pub worked_out: Vec<(PathBuf, WorkedOut)>,
}

/// Told how far a render has got, as it goes (gifski's `ProgressReporter` is the
/// model): the binary shows a progress bar; [`NoProgress`] tells no one.
pub trait RenderProgress {
    /// A trace is being read through before drawing (to find its length, its moments or
    /// its tree): `events` read so far.
    fn reading(&mut self, events: u64);
    /// The frames are being drawn: `frames` of `of`, the opening and final boards
    /// included.
    fn drawing(&mut self, frames: u64, of: u64);
    /// Whether the render is asked to stop (a notebook's interrupt), asked after each
    /// frame and every 65,536 events read before drawing: it then ends with [`RenderError::Stopped`], a GIF or PNG left unwritten (the
    /// frames already in a folder of frames stay). Never, unless the caller says otherwise.
    fn stopped(&self) -> bool {
        false
    }
}

/// A render's progress told to no one.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoProgress;

impl RenderProgress for NoProgress {
    fn reading(&mut self, _events: u64) {}
    fn drawing(&mut self, _frames: u64, _of: u64) {}
}

/// A trace to draw: a cursor over it (a file's, or bytes in memory), and the name its
/// messages call it by.
pub struct Traced<'a> {
    /// The trace, read from its first event (it is read again through
    /// [`Cursor::reopen`] when a picture needs a second pass, as the tree panel does).
    pub cursor: Cursor,
    /// What messages call the trace: its path, or a name for a trace in memory.
    pub name: &'a Path,
}

impl<'a> Traced<'a> {
    /// The trace at `path`, read leniently (the events before one that cannot happen
    /// are drawn, and the picture ends on it), named by its path.
    pub fn open(path: &'a Path) -> Result<Traced<'a>, RenderError> {
        let cursor = Cursor::open(path).map_err(|source| match source {
            // Already names the file.
            TraceError::Io { .. } | TraceError::PuzzleGiven(_) => RenderError::Open(source),
            source => RenderError::Trace {
                path: path.to_path_buf(),
                source,
            },
        })?;
        Ok(Traced {
            cursor: cursor.lenient(),
            name: path,
        })
    }
}

/// Make the picture `target` asks for from `trace`, telling `progress` how far it has
/// got.
pub fn render(
    trace: Traced<'_>,
    target: &Target,
    options: &RenderOptions,
    progress: &mut dyn RenderProgress,
) -> Result<Report, RenderError> {
    render_traces(vec![trace], target, options, progress)
}

/// Make the picture `target` asks for from two traces of the same puzzle, side by side,
/// frame for frame: each frame shows both after the same number of events, the shorter
/// search holding its final board once it is over. Each is titled with its solver.
pub fn render_pair(
    traces: [Traced<'_>; 2],
    target: &Target,
    options: &RenderOptions,
    progress: &mut dyn RenderProgress,
) -> Result<Report, RenderError> {
    render_traces(Vec::from(traces), target, options, progress)
}

/// One trace being drawn: its cursor and what its survey found.
struct Panel<'a> {
    path: &'a Path,
    cursor: Cursor,
    survey: Survey,
}

impl Panel<'_> {
    fn error(&self, source: TraceError) -> RenderError {
        RenderError::Trace {
            path: self.path.to_path_buf(),
            source,
        }
    }
}

fn open_panel<'a>(
    trace: Traced<'a>,
    choice: &Choice,
    progress: &mut dyn RenderProgress,
) -> Result<Panel<'a>, RenderError> {
    let Traced { mut cursor, name } = trace;
    let mut read = |events| {
        progress.reading(events);
        !progress.stopped()
    };
    let survey =
        survey::survey(&mut cursor, choice, &mut read).map_err(|source| RenderError::Trace {
            path: name.to_path_buf(),
            source,
        })?;
    let survey = survey.ok_or(RenderError::Stopped)?;
    Ok(Panel {
        path: name,
        cursor,
        survey,
    })
}

fn render_traces(
    traces: Vec<Traced<'_>>,
    target: &Target,
    options: &RenderOptions,
    progress: &mut dyn RenderProgress,
) -> Result<Report, RenderError> {
    let choice = match target {
        Target::Png { .. } => Choice::default(),
        _ => options.choice.clone(),
    };
    let budget = match target {
        Target::Gif(_) => options.max_bytes,
        _ => None,
    };
    // A GIF kept under a budget may be told as a story in fewer frames than asked for:
    // the survey finds the moments a story needs whenever the choice can be sampled.
    let surveyed = match budget {
        Some(_) => Choice {
            max_frames: Some(select::FEWEST_FOR_A_STORY),
            ..choice.clone()
        },
        None => choice.clone(),
    };
    let mut panels = traces
        .into_iter()
        .map(|trace| open_panel(trace, &surveyed, progress))
        .collect::<Result<Vec<_>, _>>()?;
    if let [a, b] = &panels[..]
        && a.cursor.header().puzzle != b.cursor.header().puzzle
    {
        return Err(RenderError::NotSamePuzzle(
            a.path.to_path_buf(),
            b.path.to_path_buf(),
        ));
    }
    // The search with the most events chosen leads (the longer, when all are chosen):
    // its events are the ones picked, the other follows it event number for number.
    let lead = (0..panels.len())
        .max_by_key(|&i| {
            let survey = &panels[i].survey;
            (survey.admitted, survey.events, usize::MAX - i)
        })
        .unwrap_or(0);
    let survey = &panels[lead].survey;
    let refused = survey
        .cut_short
        .as_ref()
        .and_then(|cut| cut.refused.clone());
    let readable = survey.events;
    if let Target::Png { at, .. } = target
        && *at > survey.events
        && !(refused.is_some() && *at == survey.events + 1)
    {
        return Err(RenderError::NoSuchEvent {
            at: *at,
            events: survey.events,
            cut: survey.cut_short.clone(),
        });
    }
    // A lesson's moment past the trace (a JSON Lines trace's length is known only now).
    if let Some(&(event, _)) = options
        .notes
        .iter()
        .find(|(event, _)| *event > survey.events)
    {
        return Err(RenderError::NoteOutside {
            event,
            events: survey.events,
        });
    }
    // A search with no event at all (a full grid) still gets its opening and final boards.
    if !matches!(target, Target::Png { .. }) && survey.admitted == 0 && survey.events > 0 {
        return Err(RenderError::NothingChosen {
            events: survey.events,
            what: describe_choice(&choice),
        });
    }
    let title = frame_title(&panels, options)?;
    let mut screen = Screen::new(&panels, options, title.as_deref(), progress)?;
    let (width, height) = screen.size();
    let palette = Theme::new(options.theme).palette_bytes();
    let path = target.path();
    let drawn = match target {
        Target::Png { at, .. } => {
            let mut sink = Box::new(PngSink::create(path, palette));
            let lead_panel = &mut panels[lead];
            lead_panel
                .cursor
                .seek(*at)
                .map_err(|e| lead_panel.error(e))?;
            let event = lead_panel.cursor.event();
            if let Some((_, note)) = options.notes.iter().find(|(event, _)| event == at) {
                screen.note(note);
            }
            // One past the last event that can happen: the event refused there.
            let refused = refused.as_ref().filter(|_| *at > readable);
            screen
                .show(&mut panels, lead, event, None, refused, sink.as_mut(), 0)
                .map_err(|stop| stop.into_error(&panels, lead))?;
            let (frames, duration) = sink.finish()?;
            Drawn {
                picker: None,
                frames,
                duration,
                budget: None,
            }
        }
        Target::Gif(_) => {
            let mut animation = Animation {
                panels: &mut panels,
                lead,
                screen: &mut screen,
                options,
                progress,
            };
            match budget {
                Some(max_bytes) => animation.gif_within(path, &choice, max_bytes, &palette)?,
                None => animation.gif(path, &choice, &palette)?,
            }
        }
        Target::Frames(_) => {
            let survey = &panels[lead].survey;
            let frames = Picker::new(&choice, survey.admitted, &survey.moments).frames() + 2;
            let mut sink = Box::new(FolderSink::create(path, frames, palette)?);
            let picker = animate(
                &mut panels,
                lead,
                &mut screen,
                sink.as_mut(),
                &choice,
                options,
                progress,
            )
            .map_err(|stop| stop.into_error(&panels, lead))?;
            let (frames, duration) = sink.finish()?;
            Drawn {
                picker: Some(picker),
                frames,
                duration,
                budget: None,
            }
        }
    };
    let survey = &panels[lead].survey;
    let picker = drawn.picker.as_ref();
    Ok(Report {
        events: survey.events,
        event_frames: picker.map_or(1, Picker::frames),
        sampled_from: picker.and_then(Picker::sampled_from),
        pacing: picker.and_then(Picker::pacing),
        frames: drawn.frames,
        width,
        height,
        cell: screen.cell(),
        title,
        budget: drawn.budget,
        duration: drawn.duration,
        bytes: bytes_on_disk(path),
        cut_short: panels.iter().find_map(|p| p.survey.cut_short.clone()),
        cut_short_in: panels
            .iter()
            .find(|p| p.survey.cut_short.is_some())
            .map(|p| p.path.to_path_buf()),
        worked_out: panels
            .iter()
            .filter_map(|p| Some((p.path.to_path_buf(), p.cursor.worked_out()?)))
            .collect(),
    })
}

/// What drawing the frames gave: the picker that chose them (none for one PNG), the
/// frames written and their length, and how a budget of bytes was kept.
struct Drawn {
    picker: Option<Picker>,
    frames: u64,
    duration: u64,
    budget: Option<Budget>,
}

/// A GIF drawn in memory, and the picker that chose its frames: one try at a budget of
/// bytes.
struct TriedGif {
    picker: Picker,
    gif: HeldGif,
}

impl fit::Tried for TriedGif {
    fn bytes(&self) -> u64 {
        self.gif.size
    }
}

/// The traces and the screen an animation is drawn from, ready to draw it (again).
struct Animation<'a, 'p> {
    panels: &'a mut [Panel<'p>],
    lead: usize,
    screen: &'a mut Screen,
    options: &'a RenderOptions,
    progress: &'a mut dyn RenderProgress,
}

impl Animation<'_, '_> {
    /// Draw the frames `choice` picks into `sink`.
    fn draw(&mut self, sink: &mut dyn FrameSink, choice: &Choice) -> Result<Picker, RenderError> {
        animate(
            self.panels,
            self.lead,
            self.screen,
            sink,
            choice,
            self.options,
            self.progress,
        )
        .map_err(|stop| stop.into_error(self.panels, self.lead))
    }

    /// The GIF of `choice`, written to `path`.
    fn gif(&mut self, path: &Path, choice: &Choice, palette: &[u8]) -> Result<Drawn, RenderError> {
        let (width, height) = self.screen.size();
        let mut sink = Box::new(GifSink::create(path, width, height, palette)?);
        let picker = self.draw(sink.as_mut(), choice)?;
        let (frames, duration) = sink.finish()?;
        Ok(Drawn {
            picker: Some(picker),
            frames,
            duration,
            budget: None,
        })
    }

    /// The GIF of the most event frames `choice` allows that stays at or under
    /// `max_bytes`, each try drawn in memory, the one kept written to `path`.
    fn gif_within(
        &mut self,
        path: &Path,
        choice: &Choice,
        max_bytes: u64,
        palette: &[u8],
    ) -> Result<Drawn, RenderError> {
        let survey = &self.panels[self.lead].survey;
        let asked = Picker::new(choice, survey.admitted, &survey.moments).frames();
        let (width, height) = self.screen.size();
        let (tried, budget) = fit::within_bytes(asked, max_bytes, |frames| {
            self.screen.reset();
            let fewer = Choice {
                max_frames: Some(frames),
                ..choice.clone()
            };
            let mut sink = HeldGifSink::new(max_bytes, width, height, palette)?;
            let picker = self.draw(&mut sink, &fewer)?;
            Ok::<_, RenderError>(TriedGif {
                picker,
                gif: sink.close()?,
            })
        })?;
        tried.gif.write_to(path)?;
        Ok(Drawn {
            picker: Some(tried.picker),
            frames: tried.gif.frames,
            duration: tried.gif.duration,
            budget: Some(budget),
        })
    }
}

/// The title over the board: the one asked for (none when it is empty), or the puzzle's
/// first digits and the search (both searches side by side); refused when it holds a
/// character the pictures' fonts do not draw.
fn frame_title(panels: &[Panel], options: &RenderOptions) -> Result<Option<String>, RenderError> {
    let lang = options.lang;
    let title = match &options.title {
        Some(title) => title.clone(),
        None => {
            let header = panels[0].cursor.header();
            // The puzzle by the name its collection gave it, or a built-in one's; another
            // by its first digits, the blanks just before the ellipsis left out (they
            // would run into it).
            let line: String = header.puzzle.to_line().chars().take(TITLE_DIGITS).collect();
            let puzzle = match (&header.name, named::of_grid(&header.puzzle)) {
                (Some(name), _) => title_name(name),
                (None, Some(named)) => named.name.to_string(),
                (None, None) => format!("{}…", line.trim_end_matches('.')),
            };
            let search = |panel: &Panel| Strategy::label(&panel.cursor.header().solver, lang);
            drawn(&match panels {
                [a, b] => lang.fill(
                    DrawText::FrameTitlePair,
                    &[("puzzle", &puzzle), ("a", &search(a)), ("b", &search(b))],
                ),
                _ => lang.fill(
                    DrawText::FrameTitle,
                    &[("puzzle", &puzzle), ("search", &search(&panels[0]))],
                ),
            })
        }
    };
    let fonts = Fonts::new();
    if let Some(ch) = title.chars().find(|&ch| !fonts.draws(ch)) {
        return Err(RenderError::TitleCharacter(ch));
    }
    Ok((!title.is_empty()).then_some(title))
}

/// A puzzle's name from a trace's header as a title gives it: written as every name
/// from a file is ([`word`](sudotrace_core::escape::word): what hides escaped, a
/// backslash doubled), then cut to at most [`TITLE_NAME_CHARS`] characters with an
/// ellipsis, between its characters' escapes, never inside one (the search's name must
/// still fit after it).
fn title_name(name: &str) -> String {
    let mut shown = String::new();
    let mut count = 0;
    for ch in name.chars() {
        let mut buf = [0u8; 4];
        let one = sudotrace_core::escape::word(ch.encode_utf8(&mut buf));
        let size = one.chars().count();
        if count + size > TITLE_NAME_CHARS {
            shown.push('…');
            return shown;
        }
        count += size;
        shown.push_str(&one);
    }
    shown
}

/// Words that came from a file as the pictures draw them: as a terminal shows them
/// ([`shown`](sudotrace_core::escape::shown): control characters escaped, a long value shortened), and a character
/// the fonts do not have written as its escape too (`\u{1f600}`), never dropped.
fn drawn(text: &str) -> String {
    let fonts = Fonts::new();
    let mut out = String::with_capacity(text.len());
    for ch in escaped(text).chars() {
        match fonts.draws(ch) {
            true => out.push(ch),
            false => out.push_str(&format!("\\u{{{:x}}}", ch as u32)),
        }
    }
    out
}

/// The puzzle's characters a default title shows at most (its blanks at the end left
/// out).
const TITLE_DIGITS: usize = 16;

/// The characters of a puzzle's name a default title shows at most.
const TITLE_NAME_CHARS: usize = 24;

/// What draws the frames: one trace's drawer, or two side by side.
enum Screen {
    One(Box<Drawer>, bool),
    Two(Box<PairDrawer>, bool),
}

impl Screen {
    /// The screen of `panels`, titled `title`.
    fn new(
        panels: &[Panel],
        options: &RenderOptions,
        title: Option<&str>,
        progress: &mut dyn RenderProgress,
    ) -> Result<Screen, RenderError> {
        match panels {
            [_, _] if !options.notes.is_empty() => Err(RenderError::LessonOfPair),
            [a, b] => {
                let labels =
                    [a, b].map(|p| drawn(&solver_shown(&p.cursor.header().solver, options.lang)));
                let captions = Captions::pair(
                    &a.survey,
                    &b.survey,
                    [labels[0].as_str(), labels[1].as_str()],
                    options.lang,
                );
                let mut fonts = Fonts::new();
                let titled = title.is_some();
                let cell = cell_size(options, |cell| {
                    let layout = layout_at(&mut fonts, cell, &captions, options, None, None);
                    PairDrawer::size_of(&layout, titled)
                })?;
                // Each panel half of the frame, the gap between them what is left.
                let half = options.width.map(|width| (width - PAIR_GAP) / 2);
                let mut drawers =
                    [0, 1].map(|_| drawer(&captions, options, cell, None, None, (half, None)));
                // Each panel counts what its own search does, and keys its own check's
                // marks (a cell read or a table looked up).
                for (drawer, panel) in drawers.iter_mut().zip([a, b]) {
                    let own = Captions::new(&panel.survey, options.lang);
                    drawer.choosing = own.choosing;
                    drawer.eliminating = own.eliminating;
                    drawer.painter.legend_check = own.check;
                    drawer.painter.legend_eliminating = own.eliminating;
                }
                let pair = PairDrawer::new(
                    drawers,
                    labels,
                    title.map(str::to_string),
                    (options.width, options.height),
                    theme::BACKGROUND,
                );
                Ok(Screen::Two(Box::new(pair), options.candidates))
            }
            [one, ..] => {
                let beside = match options.panel {
                    Some(panel) => Some(Beside::read(one, panel, options.lang, progress)?),
                    None => None,
                };
                let fonts = Fonts::new();
                if let Some((event, ch)) = options.notes.iter().find_map(|(event, note)| {
                    note.chars()
                        .find(|&ch| !fonts.draws(ch))
                        .map(|ch| (*event, ch))
                }) {
                    return Err(RenderError::NoteCharacter { event, ch });
                }
                let captions =
                    Captions::new(&one.survey, options.lang).with_notes(&options.notes)?;
                let mut fonts = fonts;
                let shape = beside.as_ref().map(Beside::shape);
                let cell = cell_size(options, |cell| {
                    let layout = layout_at(&mut fonts, cell, &captions, options, shape, title);
                    (layout.width, layout.height)
                })?;
                let size = (options.width, options.height);
                let mut drawer = drawer(&captions, options, cell, beside, title, size);
                drawer.departure = one.survey.departure.map(|departs| {
                    (
                        departs,
                        departs_here_words(&one.survey.solver, options.lang),
                    )
                });
                Ok(Screen::One(Box::new(drawer), options.candidates))
            }
            [] => unreachable!("at least one trace"),
        }
    }

    /// Say a lesson's `note` under the next frame (one trace alone has notes).
    fn note(&mut self, note: &str) {
        if let Screen::One(drawer, _) = self {
            drawer.note = Some(note.to_string());
        }
    }

    /// Say under the next frame that `passed` chosen events of the lead trace went by
    /// since the frame before: under both panels side by side, which show the same
    /// events' numbers, so that each says the same (the other counting every event it
    /// passed would tell another story).
    fn chosen_passed(&mut self, passed: u64) {
        match self {
            Screen::One(drawer, _) => drawer.chosen_passed = Some(passed),
            Screen::Two(pair, _) => {
                for panel in pair.panels.iter_mut() {
                    panel.chosen_passed = Some(passed);
                }
            }
        }
    }

    fn lang(&self) -> Lang {
        match self {
            Screen::One(drawer, _) => drawer.painter.layout.lang,
            Screen::Two(pair, _) => pair.panels[0].painter.layout.lang,
        }
    }

    fn size(&self) -> (usize, usize) {
        match self {
            Screen::One(drawer, _) => (drawer.painter.layout.width, drawer.painter.layout.height),
            Screen::Two(pair, _) => pair.size(),
        }
    }

    /// The cell size the boards are drawn with.
    fn cell(&self) -> usize {
        match self {
            Screen::One(drawer, _) => drawer.painter.layout.cell,
            Screen::Two(pair, _) => pair.panels[0].painter.layout.cell,
        }
    }

    /// Forget every frame shown, to draw the animation again from its start.
    fn reset(&mut self) {
        match self {
            Screen::One(drawer, _) => drawer.reset(),
            Screen::Two(pair, _) => pair.reset(),
        }
    }

    /// Show the lead panel's position (its event `event` marked; at rest without one,
    /// saying how it ended (`ending`) when given; or the event `refused` that cannot happen there,
    /// drawn as such) and the other panel after as many events, or at its end when it
    /// has fewer.
    #[allow(clippy::too_many_arguments)]
    fn show(
        &mut self,
        panels: &mut [Panel],
        lead: usize,
        event: Option<Event>,
        ending: Option<Ending>,
        refused: Option<&ImpossibleEvent>,
        sink: &mut dyn FrameSink,
        delay: u16,
    ) -> Result<(), Stop> {
        let number = panels[lead].cursor.position();
        let candidates = match self {
            Screen::One(_, candidates) | Screen::Two(_, candidates) => *candidates,
        };
        let lang = self.lang();
        let view_of = |cursor: &Cursor, event, ending| {
            let view = view_of(cursor, event, ending, lang);
            match candidates {
                true => view.with_candidates(cursor.replay()),
                false => view,
            }
        };
        let lead_view = match refused {
            Some(refused) => {
                let cursor = &panels[lead].cursor;
                let number = cursor.position() + 1;
                View::refused(cursor.replay(), cursor.stats(), number, refused, lang)
            }
            None => view_of(&panels[lead].cursor, event, ending),
        };
        match self {
            Screen::One(drawer, _) => {
                let cursor = &panels[lead].cursor;
                let shown = if refused.is_some() { None } else { event };
                drawer.compose_side(cursor.replay(), cursor.stats(), shown, number);
                Ok(drawer.show(&lead_view, sink, delay)?)
            }
            Screen::Two(pair, _) => {
                let other = 1 - lead;
                let panel = &mut panels[other];
                let end = panel.survey.events;
                panel.cursor.seek(number.min(end)).map_err(Stop::Other)?;
                let at_end = number >= end && (number > end || event.is_none());
                let other_view = if at_end {
                    // Over: its final board, and how it ended (unless it was cut short).
                    let finished = panel.survey.cut_short.is_none();
                    view_of(&panel.cursor, None, finished.then_some(panel.survey.ending))
                } else {
                    view_of(&panel.cursor, event.and(panel.cursor.event()), None)
                };
                let views = match lead {
                    0 => [&lead_view, &other_view],
                    _ => [&other_view, &lead_view],
                };
                Ok(pair.show(views, sink, delay)?)
            }
        }
    }
}

/// How one trace's frames are laid out with cells of `cell` pixels: room for
/// `captions`, the panel of `shape` beside the board, and `title` over it.
fn layout_at(
    fonts: &mut Fonts,
    cell: usize,
    captions: &Captions,
    options: &RenderOptions,
    shape: Option<SideShape>,
    title: Option<&str>,
) -> Layout {
    // A frame made to a width spends it on the board, the caption and key in the
    // largest type no wider than the board; beside the board, they take the type the
    // cells give.
    let wide = options.layout.is_wide(options.width, options.height);
    let layout_for = match options.width {
        Some(_) if !wide => Layout::under_board,
        _ => Layout::new,
    };
    let layout = layout_for(
        fonts,
        cell,
        captions.lines,
        captions.columns,
        options.legend,
        options.lang,
    );
    let layout = match wide {
        true => layout.beside_board(),
        false => layout,
    };
    let layout = match title {
        Some(title) => layout.with_title(title),
        None => layout,
    };
    match shape {
        Some(shape) => layout.with_side(fonts, shape),
        None => layout,
    }
}

/// What one trace's frames are drawn with: the panel beside the board, if any, and the
/// whole search tree the tree panel needs.
struct Beside {
    side: side::Side,
    tree: Option<SearchTree>,
}

impl Beside {
    /// The panel `panel` of the trace `one`; for the tree panel its whole search tree,
    /// read from the trace first.
    fn read(
        one: &Panel,
        panel: SidePanel,
        lang: Lang,
        progress: &mut dyn RenderProgress,
    ) -> Result<Beside, RenderError> {
        let tree = match panel {
            SidePanel::Tree => Some(read_tree(&one.cursor, progress).map_err(|e| one.error(e))?),
            _ => None,
        };
        let header = one.cursor.header();
        let side = side::Side::new(
            panel,
            &header.solver,
            &one.survey.totals,
            tree.as_ref(),
            lang,
        );
        Ok(Beside { side, tree })
    }

    fn shape(&self) -> SideShape {
        self.side.shape(self.tree.as_ref())
    }
}

/// What draws one trace's frames: the layout with cells of `cell` pixels, sized for
/// `captions` (and `beside`, and `title`), in a frame of `size` (width, height) when
/// given, and the theme.
fn drawer(
    captions: &Captions,
    options: &RenderOptions,
    cell: usize,
    beside: Option<Beside>,
    title: Option<&str>,
    size: (Option<usize>, Option<usize>),
) -> Drawer {
    let mut fonts = Fonts::new();
    let shape = beside.as_ref().map(Beside::shape);
    let layout = layout_at(&mut fonts, cell, captions, options, shape, title);
    let layout = match size.0 {
        Some(width) => layout.widened_to(width),
        None => layout,
    };
    let layout = match size.1 {
        Some(height) => layout.lengthened_to(height),
        None => layout,
    };
    let mut painter = Painter::new(layout, Theme::new(options.theme), fonts);
    painter.bold_marks = options.bold_marks;
    let drawer = Drawer::new(painter, captions);
    match beside {
        Some(Beside { side, tree }) => drawer.with_side(side, tree.as_ref()),
        None => drawer,
    }
}

/// The cell size of the frames: `options.cell`, or with `options.width` or
/// `options.height` the largest cells whose frame (`frame_size` of them) fits.
fn cell_size(
    options: &RenderOptions,
    frame_size: impl FnMut(usize) -> (usize, usize),
) -> Result<usize, RenderError> {
    match (options.width, options.height) {
        (None, None) => Ok(options.cell),
        (width, height) => fit::cell_to_fit(width, height, frame_size),
    }
}

/// The search tree of the trace `trace` reads, read whole by a cursor of its own (a
/// trace cut short up to its last whole event).
fn read_tree(
    trace: &Cursor,
    progress: &mut dyn RenderProgress,
) -> Result<sudotrace_core::views::profile::SearchTree, TraceError> {
    let mut cursor = trace.reopen()?;
    let mut tree = sudotrace_core::views::profile::SearchTree::default();
    while let Some(event) = cursor.next_event()? {
        tree.push(&event, cursor.replay().depth());
        let events = cursor.position();
        if events.is_multiple_of(1 << 16) {
            progress.reading(events);
        }
    }
    Ok(tree)
}

/// The view of the cursor's position: `event` (the cursor's last) marked, or at rest,
/// saying how it ended when `ending` is given.
fn view_of(cursor: &Cursor, event: Option<Event>, ending: Option<Ending>, lang: Lang) -> View {
    let (replay, stats, position) = (cursor.replay(), cursor.stats(), cursor.position());
    let view = match event {
        Some(event) => View::of_event(replay, stats, position, event, cursor.order(), lang),
        None => View::at_rest(replay, stats, position, ending, lang),
    };
    view.with_check(Check::of_solver(&cursor.header().solver), replay, lang)
}

/// Why the animation stopped early: the lead trace, the other one, or the picture.
enum Stop {
    Trace(TraceError),
    Other(TraceError),
    Render(RenderError),
}

impl Stop {
    fn into_error(self, panels: &[Panel], lead: usize) -> RenderError {
        match self {
            Stop::Trace(source) => panels[lead].error(source),
            Stop::Other(source) => panels[(lead + 1) % panels.len()].error(source),
            Stop::Render(e) => e,
        }
    }
}

impl From<TraceError> for Stop {
    fn from(e: TraceError) -> Stop {
        Stop::Trace(e)
    }
}

impl From<RenderError> for Stop {
    fn from(e: RenderError) -> Stop {
        Stop::Render(e)
    }
}

/// The second pass: the opening board, every chosen event of the lead trace, the final
/// board.
fn animate(
    panels: &mut [Panel],
    lead: usize,
    screen: &mut Screen,
    sink: &mut dyn FrameSink,
    choice: &Choice,
    options: &RenderOptions,
    progress: &mut dyn RenderProgress,
) -> Result<Picker, Stop> {
    let survey = &panels[lead].survey;
    let (events, admitted, moments) = (survey.events, survey.admitted, survey.moments.clone());
    let finished_lead = survey.cut_short.is_none();
    let lead_ending = survey.ending;
    let mut picker = Picker::new(choice, admitted, &moments);
    // A lesson's notes, each at an event drawn whatever the choice, in the window.
    let last_event = choice.to.unwrap_or(events).min(events);
    let notes: Vec<&(u64, String)> = options
        .notes
        .iter()
        .filter(|(at, _)| *at >= choice.from && *at <= last_event)
        .collect();
    let mut next_note = 0;
    // The opening and final boards are frames too.
    let (mut drawn, of) = (1, picker.frames() + 2 + notes.len() as u64);
    progress.drawing(0, of);
    let delay = options.delay.max(MIN_DELAY);
    let start = choice.from.saturating_sub(1).min(events);
    panels[lead].cursor.seek(start)?;
    screen.show(
        panels,
        lead,
        None,
        None,
        None,
        sink,
        options.hold_start.max(delay),
    )?;
    // Events between two picks are passed over, not drawn: the cursor jumps as far as
    // the trace lets it, then reads on to the next pick.
    let kinds = if choice.only.is_empty() {
        &EventKind::ALL[..]
    } else {
        &choice.only[..]
    };
    let last = choice.to.unwrap_or(events).min(events);
    // A jump is worked out at the start and after each pick; between, the events are
    // read one by one.
    let mut may_jump = true;
    // A choice of kinds or strides counts the events it passes over among its own.
    let counts_chosen = !choice.only.is_empty() || choice.every > 1;
    let mut kept_at_frame = 0;
    loop {
        let cursor = &mut panels[lead].cursor;
        if choice.past_end(cursor.position()) {
            break;
        }
        // The cursor never jumps past a note: it reads up to the note's event.
        let to_note = notes
            .get(next_note)
            .map_or(u64::MAX, |(at, _)| at.saturating_sub(cursor.position() + 1));
        let gap = picker
            .admitted_before_next()
            .unwrap_or(u64::MAX)
            .min(last.saturating_sub(cursor.position()))
            .min(to_note);
        if may_jump && gap > 0 {
            picker.pass(cursor.skip(kinds, gap, last)?);
        }
        may_jump = false;
        let Some(event) = cursor.next_event()? else {
            break;
        };
        let position = cursor.position();
        let note = notes
            .get(next_note)
            .filter(|(at, _)| *at == position)
            .map(|(_, note)| note.as_str());
        let picked = choice.admits(position, event.kind()) && picker.pick();
        if picked || note.is_some() {
            if picked && counts_chosen {
                screen.chosen_passed(picker.kept() - 1 - kept_at_frame);
                kept_at_frame = picker.kept();
            }
            let delay = match note {
                Some(note) => {
                    next_note += 1;
                    screen.note(note);
                    note_hold(note).max(delay)
                }
                None => delay,
            };
            screen.show(panels, lead, Some(event), None, None, sink, delay)?;
            may_jump = true;
            drawn += 1;
            progress.drawing(drawn, of);
            if progress.stopped() {
                return Err(Stop::Render(RenderError::Stopped));
            }
        }
    }
    // A trace cut short has no outcome to tell: its last board is only where it stops.
    let finished = panels[lead].cursor.position() == events && finished_lead;
    let ending = finished.then_some(lead_ending);
    // A trace stopped by an event that cannot happen ends on that event, drawn as such.
    let refused = panels[lead]
        .survey
        .cut_short
        .as_ref()
        .and_then(|cut| cut.refused.clone())
        .filter(|_| {
            panels[lead].cursor.position() == events && choice.to.is_none_or(|to| to > events)
        });
    if counts_chosen {
        screen.chosen_passed(picker.keeps().saturating_sub(kept_at_frame));
    }
    screen.show(
        panels,
        lead,
        None,
        ending,
        refused.as_ref(),
        sink,
        options.hold_end.max(delay),
    )?;
    progress.drawing(drawn + 1, of);
    Ok(picker)
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
        (from, None) => parts.push(format!("events {} on", thousands(from))),
        (from, Some(to)) => parts.push(format!("events {} to {}", thousands(from), thousands(to))),
    }
    if !choice.only.is_empty() {
        let kinds: Vec<&str> = choice
            .only
            .iter()
            .map(|&k| sudotrace_core::trace::selector::kind_word(k))
            .collect();
        parts.push(format!("the kinds {}", kinds.join(",")));
    }
    if parts.is_empty() {
        "the trace".to_string()
    } else {
        parts.join(" of ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use sudotrace_core::puzzle::parse::parse_puzzle_text;
    use sudotrace_core::search::{Search, Strategy};
    use sudotrace_core::trace::{Header, TraceWriter};

    /// The LeetCode 37 search of `solver`, traced into `dir`.
    fn leetcode_trace(dir: &Path, solver: &str) -> PathBuf {
        let puzzle = parse_puzzle_text(sudotrace_core::LEETCODE_37).unwrap();
        let strategy: Strategy = solver.parse().unwrap();
        let path = dir.join(format!("{solver}.sdt"));
        let mut writer = TraceWriter::create(&path, &Header::new(puzzle, solver, None)).unwrap();
        let run = Search::new(strategy).run(&puzzle, &mut writer);
        writer.finish(&(&run.end).into()).unwrap();
        path
    }

    /// The numbers the passed-over lines of the frames drawn say, and whether they
    /// count chosen events.
    fn passed_counts(lines: &[String]) -> (u64, bool) {
        let mut total = 0;
        let mut chosen = false;
        for line in lines.iter().filter(|l| !l.is_empty()) {
            let number: String = line
                .trim_start_matches("… ")
                .chars()
                .take_while(|c| c.is_ascii_digit() || *c == ',')
                .filter(char::is_ascii_digit)
                .collect();
            total += number.parse::<u64>().unwrap();
            chosen = line.contains("chosen event");
        }
        (total, chosen)
    }

    /// Says stop once the reading has got past `after` events; counts the frames drawn.
    struct StopAfter {
        after: u64,
        read: u64,
        drawn: u64,
    }

    impl RenderProgress for StopAfter {
        fn reading(&mut self, events: u64) {
            self.read = events;
        }
        fn drawing(&mut self, frames: u64, _of: u64) {
            self.drawn = frames;
        }
        fn stopped(&self) -> bool {
            self.read >= self.after
        }
    }

    #[test]
    fn a_render_asked_to_stop_stops_while_it_reads_and_writes_nothing() {
        let dir = tempfile::tempdir().unwrap();
        // A JSON Lines trace says nothing of its length: it is read through before
        // drawing, and asked whether to stop every 65,536 events.
        let sdt = leetcode_trace(dir.path(), "naive");
        let jsonl = dir.path().join("naive.jsonl");
        let mut cursor = Cursor::open(&sdt).unwrap();
        let mut writer = TraceWriter::create(&jsonl, cursor.header()).unwrap();
        cursor.read_to_end_into(&mut writer).unwrap();
        writer.finish(&cursor.end().cloned().unwrap()).unwrap();
        let gif = dir.path().join("naive.gif");
        let mut progress = StopAfter {
            after: 1,
            read: 0,
            drawn: 0,
        };
        let traced = Traced::open(&jsonl).expect("the trace opens");
        let stopped = render(
            traced,
            &Target::Gif(gif.clone()),
            &RenderOptions::default(),
            &mut progress,
        );
        assert!(matches!(stopped, Err(RenderError::Stopped)), "{stopped:?}");
        assert_eq!((progress.read, progress.drawn), (1 << 16, 0));
        assert!(!gif.exists());
        // Told to go on, the same render reads it all and draws.
        let mut progress = StopAfter {
            after: u64::MAX,
            read: 0,
            drawn: 0,
        };
        let traced = Traced::open(&jsonl).expect("the trace opens");
        render(
            traced,
            &Target::Gif(gif.clone()),
            &RenderOptions::default(),
            &mut progress,
        )
        .unwrap();
        assert!(progress.drawn > 0 && gif.exists());
    }

    #[test]
    fn a_choice_of_kinds_counts_the_chosen_events_passed_over() {
        let dir = tempfile::tempdir().unwrap();
        let trace = leetcode_trace(dir.path(), "naive");
        let choice = Choice {
            from: 1000,
            to: Some(3000),
            only: vec![EventKind::Conflict, EventKind::Backtrack],
            max_frames: Some(100),
            ..Choice::default()
        };
        let options = RenderOptions {
            choice,
            ..RenderOptions::default()
        };
        scene::PASSED_LINES.with(|lines| lines.borrow_mut().clear());
        let report = render(
            Traced::open(&trace).expect("the trace opens"),
            &Target::Frames(dir.path().join("f")),
            &options,
            &mut NoProgress,
        )
        .unwrap();
        let lines = scene::PASSED_LINES.with(|lines| lines.take());
        assert_eq!(lines.len() as u64, report.frames);
        // Every chosen event is a frame or counted once as passed over.
        let chosen = report.sampled_from.unwrap();
        let (passed, said_chosen) = passed_counts(&lines);
        assert!(said_chosen, "{lines:?}");
        assert_eq!(passed + report.event_frames, chosen);
        assert!(chosen < 2001, "the window's kinds only: {chosen}");

        // With a stride, the events it keeps are the chosen ones.
        let options = RenderOptions {
            choice: Choice {
                every: 3,
                ..options.choice.clone()
            },
            ..options.clone()
        };
        scene::PASSED_LINES.with(|lines| lines.borrow_mut().clear());
        let report = render(
            Traced::open(&trace).expect("the trace opens"),
            &Target::Frames(dir.path().join("e")),
            &options,
            &mut NoProgress,
        )
        .unwrap();
        let lines = scene::PASSED_LINES.with(|lines| lines.take());
        let (passed, said_chosen) = passed_counts(&lines);
        assert!(said_chosen, "{lines:?}");
        assert_eq!(passed + report.event_frames, chosen.div_ceil(3));
        assert_eq!(report.sampled_from, Some(chosen.div_ceil(3)));

        // Without a choice of kinds, every event in the window passed is counted.
        let options = RenderOptions {
            choice: Choice {
                only: Vec::new(),
                every: 1,
                ..options.choice
            },
            ..options
        };
        scene::PASSED_LINES.with(|lines| lines.borrow_mut().clear());
        let report = render(
            Traced::open(&trace).expect("the trace opens"),
            &Target::Frames(dir.path().join("g")),
            &options,
            &mut NoProgress,
        )
        .unwrap();
        let lines = scene::PASSED_LINES.with(|lines| lines.take());
        let (passed, said_chosen) = passed_counts(&lines);
        assert!(!said_chosen, "{lines:?}");
        assert_eq!(passed + report.event_frames, 2001);
    }

    #[test]
    fn a_puzzle_s_name_in_a_title_is_escaped_then_cut() {
        assert_eq!(title_name("inkala_2010"), "inkala_2010");
        let long = "the_hardest_one_from_the_forum_thread";
        assert_eq!(title_name(long), format!("{}…", &long[..TITLE_NAME_CHARS]));
        // What hides is escaped before the name is cut, and never cut inside.
        let hidden = "a\u{200b}".repeat(10);
        assert_eq!(title_name(&hidden), "a\\u{200b}a\\u{200b}a…");
        assert_eq!(title_name("back\\slash"), "back\\\\slash");
    }

    #[test]
    fn side_by_side_each_panel_says_the_same_events_passed() {
        let dir = tempfile::tempdir().unwrap();
        let naive = leetcode_trace(dir.path(), "naive");
        let tables = leetcode_trace(dir.path(), "tables");
        let choice = Choice {
            from: 1000,
            to: Some(3000),
            only: vec![EventKind::Conflict, EventKind::Backtrack],
            max_frames: Some(50),
            ..Choice::default()
        };
        for choice in [
            choice.clone(),
            Choice {
                only: Vec::new(),
                ..choice
            },
        ] {
            let options = RenderOptions {
                choice,
                ..RenderOptions::default()
            };
            scene::PASSED_LINES.with(|lines| lines.borrow_mut().clear());
            let pair = [
                Traced::open(&naive).expect("the trace opens"),
                Traced::open(&tables).expect("the trace opens"),
            ];
            let report = render_pair(
                pair,
                &Target::Frames(dir.path().join("f/")),
                &options,
                &mut NoProgress,
            )
            .unwrap();
            let lines = scene::PASSED_LINES.with(|lines| lines.take());
            assert_eq!(lines.len() as u64, 2 * report.frames);
            // Each frame's two panels, one after the other: the same line under each.
            for pair in lines.chunks(2) {
                assert_eq!(pair[0], pair[1], "{lines:?}");
            }
            assert!(lines.iter().any(|line| !line.is_empty()), "{lines:?}");
        }
    }
}

//! A trace's web page: built from a cursor over the trace, with Predict's questions
//! drawn, then written whole under its name or given as text.

use std::io::{BufWriter, Write as _};
use std::path::Path;

use sudotrace_core::events::event::EventKind;
use sudotrace_core::lang::Lang;
use sudotrace_core::output::AtomicFile;
use sudotrace_core::trace::Cursor;
use sudotrace_core::trace::selector::At;
use sudotrace_learn::predict::{Ask, DEFAULT_KINDS, DEFAULT_SEED, drawn_unless_said};
use sudotrace_page::{Mode, Page, PageError, PageOptions, PageParts, Panel};

use crate::lang::AppText;
use crate::lesson::Tour;
use crate::loaded::Loaded;
use crate::{AppError, moments, named, trace_error};

/// The page of the trace under `cursor` (called `name` in messages), as `options` asks,
/// with the questions `ask` draws for Predict. The cursor is read from where it stands.
pub fn build_page(
    cursor: &mut Cursor,
    name: &Path,
    options: &PageOptions,
    ask: &Ask,
) -> Result<Page, AppError> {
    let refused = |e: PageError| match e {
        PageError::Trace(e) => trace_error(name, e),
        error => AppError::Page {
            path: name.to_path_buf(),
            error,
        },
    };
    let mut page = Page::build(cursor, options).map_err(refused)?;
    page.ask(cursor, ask).map_err(|e| trace_error(name, e))?;
    Ok(page)
}

/// What Predict asks, as the command line's `--ask`, `--questions`, `--seed` and
/// `--ask-at` and Python's arguments give it: the kinds of event (none: the default
/// ones), how many questions are drawn (`None`: ten, or none when moments are pinned),
/// the seed, and the moments pinned, as `--at` names them, asked first.
#[derive(Clone, Debug)]
pub struct Asked {
    /// The kinds of event questions are drawn at; none for the default kinds.
    pub kinds: Vec<EventKind>,
    /// How many questions to draw.
    pub questions: Option<usize>,
    /// The seed they are drawn with.
    pub seed: u64,
    /// The moments pinned, in the order asked.
    pub at: Vec<At>,
}

impl Default for Asked {
    fn default() -> Self {
        Asked {
            kinds: Vec::new(),
            questions: None,
            seed: DEFAULT_SEED,
            at: Vec::new(),
        }
    }
}

impl Asked {
    /// What Predict asks with the lesson `tour`: its moments that ask first, then these.
    pub fn with_lesson(&self, tour: &Tour) -> Asked {
        Asked {
            at: [tour.asked_at(), self.at.clone()].concat(),
            ..self.clone()
        }
    }

    /// The events pinned, found in the trace called `name` by cursors `cursor` opens
    /// (`flag` naming them in refusals).
    pub fn pinned(
        &self,
        flag: &str,
        name: &Path,
        cursor: impl FnMut() -> Result<Cursor, AppError>,
    ) -> Result<Vec<u64>, AppError> {
        moments::pinned(&self.at, flag, name, cursor)
    }

    /// Refuse the kinds asked for (by `--ask`) when they are dead ends alone in the
    /// trace called `name` of a row-by-row search, which writes none
    /// ([`moments::refuse_dead_ends_alone`]), and no moment is pinned to be asked
    /// instead.
    pub fn refuse_dead_ends_alone(
        &self,
        name: &Path,
        cursor: impl FnMut() -> Result<Cursor, AppError>,
    ) -> Result<(), AppError> {
        if !self.at.is_empty() {
            return Ok(());
        }
        moments::refuse_dead_ends_alone(&self.kinds, "--ask", name, cursor)
    }

    /// What is asked within the events `from` to `to`, with questions at `pinned` (the
    /// events [`Asked::pinned`] found).
    pub fn ask(&self, from: u64, to: Option<u64>, pinned: Vec<u64>) -> Ask {
        let mut kinds = match self.kinds.is_empty() {
            true => DEFAULT_KINDS.to_vec(),
            false => self.kinds.clone(),
        };
        kinds.dedup();
        Ask {
            kinds,
            questions: self
                .questions
                .unwrap_or(drawn_unless_said(!pinned.is_empty())),
            from,
            to,
            seed: self.seed,
            pinned,
        }
    }
}

/// The page of the trace called `name`, read by cursors `cursor` opens, as `options`
/// asks, with Predict's questions as `asked` says (`flag` naming its pinned moments in
/// refusals): a moment pinned that the page does not ask about is refused.
pub fn asked_page(
    name: &Path,
    options: &PageOptions,
    asked: &Asked,
    flag: &str,
    mut cursor: impl FnMut() -> Result<Cursor, AppError>,
) -> Result<Page, AppError> {
    asked.refuse_dead_ends_alone(name, &mut cursor)?;
    let pinned = asked.pinned(flag, name, &mut cursor)?;
    let ask = asked.ask(1, None, pinned.clone());
    let page = build_page(&mut cursor()?, name, options, &ask)?;
    let (first, last) = page.range();
    let questions = page.question_events();
    moments::refuse_unasked(&pinned, &questions, (first + 1, last), flag, name)?;
    Ok(page)
}

/// A page as a front door asks for it, the command line's `html` and Python's `html`,
/// `page` and `player` alike: its title, window, opening position and mode, its
/// markers, how it draws, its words' language, and what Predict asks. Read into the
/// page's options in one place ([`PageAsk::options`]), so that both doors make the same
/// page of the same asking.
#[derive(Clone, Debug)]
pub struct PageAsk {
    /// The title; the lesson's, then the default's, when `None`.
    pub title: Option<String>,
    /// Colours; `None` follows the reader's.
    pub theme: Option<sudotrace_frames::ThemeName>,
    /// The first event played.
    pub from: u64,
    /// The last event played; the trace's last when `None`.
    pub to: Option<u64>,
    /// The position the page opens at, as `--at` names it.
    pub start: Option<At>,
    /// Events a frame while playing; the window's pace when `None`.
    pub speed: Option<f64>,
    /// The author's own markers: each position, as `--at` names it, and its label.
    pub markers: Vec<(At, String)>,
    /// Open with each blank's candidates pencilled in.
    pub candidates: bool,
    /// The check's marks drawn for a projector.
    pub bold_marks: bool,
    /// A panel beside the board.
    pub panel: Option<Panel>,
    /// The language of every word.
    pub lang: Lang,
    /// The mode the page opens in.
    pub mode: Mode,
    /// What Predict asks.
    pub asked: Asked,
}

impl Default for PageAsk {
    fn default() -> Self {
        PageAsk {
            title: None,
            theme: None,
            from: 1,
            to: None,
            start: None,
            speed: None,
            markers: Vec::new(),
            candidates: false,
            bold_marks: false,
            panel: None,
            lang: Lang::En,
            mode: Mode::Watch,
            asked: Asked::default(),
        }
    }
}

/// The names a front door gives the options a page's refusals name: the command line's
/// `--start`, `--marker`, `--ask-at`; Python's `start=`, `marker=`, `ask_at=`.
#[derive(Clone, Copy, Debug)]
pub struct PageFlags {
    /// The option naming the opening position.
    pub start: &'static str,
    /// The option naming a marker.
    pub marker: &'static str,
    /// The option pinning Predict's questions.
    pub ask_at: &'static str,
}

impl PageFlags {
    /// The command line's names.
    pub const COMMAND_LINE: PageFlags = PageFlags {
        start: "--start",
        marker: "--marker",
        ask_at: "--ask-at",
    };
    /// Python's names.
    pub const PYTHON: PageFlags = PageFlags {
        start: "start=",
        marker: "marker=",
        ask_at: "ask_at=",
    };
}

impl PageAsk {
    /// The page's options for the trace called `name` that cursors `cursor` opens,
    /// playing the lesson `tour`: the positions named as `--at` names them found in the
    /// trace (refused, with `flags`' names, when it has none), the lesson's title unless
    /// one is asked for.
    pub fn options(
        &self,
        name: &Path,
        tour: &Tour,
        flags: PageFlags,
        mut cursor: impl FnMut() -> Result<Cursor, AppError>,
    ) -> Result<PageOptions, AppError> {
        let mut found = |at: At, flag: &str| match at {
            At::Number(number) => Ok(number),
            At::Wanted(_) => moments::event_number(&mut cursor()?, at, flag, name),
        };
        let start = self.start.map(|at| found(at, flags.start)).transpose()?;
        let markers = self
            .markers
            .iter()
            .map(|(at, label)| {
                Ok(sudotrace_page::Marker {
                    at: found(*at, flags.marker)?,
                    label: label.clone(),
                    own: true,
                })
            })
            .collect::<Result<_, AppError>>()?;
        Ok(PageOptions {
            title: self.title.clone().or_else(|| tour.title.clone()),
            theme: self.theme,
            from: self.from,
            to: self.to,
            start,
            speed: self.speed,
            markers,
            lesson: tour.page_stops(),
            candidates: self.candidates,
            bold_marks: self.bold_marks,
            panel: self.panel,
            lang: self.lang,
            mode: self.mode,
            ..PageOptions::default()
        })
    }

    /// The page of the trace called `name` that cursors `cursor` opens, playing the
    /// lesson `tour` (its questions asked first), as asked: [`PageAsk::options`], then
    /// [`asked_page`].
    pub fn page(
        &self,
        name: &Path,
        tour: &Tour,
        flags: PageFlags,
        mut cursor: impl FnMut() -> Result<Cursor, AppError>,
    ) -> Result<Page, AppError> {
        let options = self.options(name, tour, flags, &mut cursor)?;
        let asked = self.asked.with_lesson(tour);
        asked_page(name, &options, &asked, flags.ask_at, cursor)
    }
}

impl Loaded {
    /// The page of the trace, as Python's `Trace.html` and `Trace.page` ask: the events
    /// `from` to `to` (the last when `None`) played, opening in `mode`, under `title` (the
    /// default's when `None`), its words in `lang`; Predict's questions as `asked` says,
    /// as the command line asks them ([`asked_page`]).
    pub fn page(
        &self,
        from: u64,
        to: Option<u64>,
        mode: Mode,
        title: Option<String>,
        lang: Lang,
        asked: &Asked,
    ) -> Result<Page, AppError> {
        let ask = PageAsk {
            from,
            to,
            mode,
            title,
            lang,
            asked: asked.clone(),
            ..PageAsk::default()
        };
        self.page_of(&ask, &Tour::default())
    }

    /// The page of the trace as `ask` asks it, playing the lesson `tour`
    /// ([`PageAsk::page`], its refusals naming Python's arguments).
    pub fn page_of(&self, ask: &PageAsk, tour: &Tour) -> Result<Page, AppError> {
        ask.page(Path::new(&self.name), tour, PageFlags::PYTHON, || {
            self.cursor()
        })
    }

    /// The lesson in the file at `lesson` found in the trace (none: an empty tour).
    pub fn tour(&self, lesson: Option<&Path>) -> Result<Tour, AppError> {
        Tour::of(lesson, Path::new(&self.name), || self.cursor())
    }
}

/// Write `page` to `path` under a temporary name, renamed once whole; gives its size.
pub fn write_page(page: &Page, path: &Path) -> Result<u64, AppError> {
    let io = |what: AppText| {
        move |source| AppError::Io {
            path: path.to_path_buf(),
            what,
            error: source,
        }
    };
    let file = AtomicFile::create(path).map_err(io(AppText::IoCannotCreatePage))?;
    let mut writer = BufWriter::new(file);
    page.write(&mut writer)
        .map_err(|e| AppError::Output(format!("{}: {e}", named(path))))?;
    let file = writer
        .into_inner()
        .map_err(|e| io(AppText::IoCannotWritePage)(e.into_error()))?;
    file.commit().map_err(io(AppText::IoCannotWritePage))?;
    Ok(std::fs::metadata(path).map(|m| m.len()).unwrap_or(0))
}

/// `page` in its parts: the shell many pages share, and its own title and data (what
/// a notebook's player keeps, the shell once for all its players).
pub fn page_parts(page: &Page) -> Result<PageParts, AppError> {
    page.parts().map_err(|e| AppError::Output(e.to_string()))
}

/// `page` as text, as [`write_page`] writes it (what a notebook shows in a frame).
pub fn page_text(page: &Page) -> Result<String, AppError> {
    let mut out = Vec::new();
    page.write(&mut out)
        .map_err(|e| AppError::Output(e.to_string()))?;
    out.flush().map_err(|e| AppError::Output(e.to_string()))?;
    String::from_utf8(out).map_err(|e| AppError::Output(e.to_string()))
}

#[cfg(test)]
mod tests {
    use sudotrace_core::search::Strategy;

    use super::*;
    use crate::loaded::search_loaded;

    #[test]
    fn a_loaded_trace_makes_its_page() {
        let trace = search_loaded(Strategy::NAIVE);
        let page = trace
            .page(
                1,
                Some(20),
                Mode::Predict,
                None,
                Lang::En,
                &Asked::default(),
            )
            .unwrap();
        let text = page_text(&page).unwrap();
        assert!(text.starts_with("<!DOCTYPE html>"), "{}", &text[..40]);
        let past = trace.page(
            trace.events + 5,
            None,
            Mode::Watch,
            None,
            Lang::En,
            &Asked::default(),
        );
        assert!(past.is_err(), "a window past the trace is refused");
    }

    #[test]
    fn a_page_asks_at_the_moments_pinned_as_the_command_line_does() {
        let trace = search_loaded(Strategy::NAIVE);
        let at = |texts: &[&str]| Asked {
            at: texts.iter().map(|t| t.parse().unwrap()).collect(),
            ..Asked::default()
        };
        let page = |asked: &Asked| trace.page(1, None, Mode::Predict, None, Lang::En, asked);
        let pinned = page(&at(&["conflict:box", "backtrack:1"])).unwrap();
        assert_eq!(pinned.question_events(), [26, 67]);
        let more = Asked {
            questions: Some(3),
            ..at(&["67"])
        };
        assert_eq!(page(&more).unwrap().question_events().len(), 4);
        for (refused, said) in [
            ("0", "ask_at= 0 is the puzzle"),
            ("dead-end", "its dead ends are its backtracks"),
        ] {
            let err = page(&at(&[refused])).unwrap_err().to_string();
            assert!(err.contains(said), "{err}");
        }
    }

    #[test]
    fn pages_of_one_language_share_their_shell_and_the_end_of_their_data() {
        let naive = search_loaded(Strategy::NAIVE);
        let tables = search_loaded(Strategy::TABLES);
        let naive_page = naive
            .page(1, None, Mode::Watch, None, Lang::En, &Asked::default())
            .unwrap();
        let tables_page = tables
            .page(
                1,
                Some(500),
                Mode::Predict,
                None,
                Lang::En,
                &Asked::default(),
            )
            .unwrap();
        let (a, b) = (
            page_parts(&naive_page).unwrap(),
            page_parts(&tables_page).unwrap(),
        );
        assert_eq!((&a.shell, &a.shared), (&b.shell, &b.shared));
        assert_ne!((&a.title, &a.data), (&b.title, &b.data));
        // Put together, the parts are the page, byte for byte.
        for (parts, page) in [(&a, &naive_page), (&b, &tables_page)] {
            let mut written = Vec::new();
            parts.write(&mut written).unwrap();
            assert_eq!(
                String::from_utf8(written).unwrap(),
                page_text(page).unwrap()
            );
        }
        // What the pages share is most of the data: the words and the strategies' code.
        assert!(a.shared.starts_with(",\"ui\":{") && a.shared.contains("\"strategies\":["));
        assert!(
            a.data.len() * 3 < a.shared.len(),
            "{} {}",
            a.data.len(),
            a.shared.len()
        );
        let chinese = naive
            .page(1, None, Mode::Watch, None, Lang::ZhCn, &Asked::default())
            .unwrap();
        assert_ne!(page_parts(&chinese).unwrap().shared, a.shared);
    }
}

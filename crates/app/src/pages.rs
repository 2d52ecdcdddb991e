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
        self.page_with(
            from,
            to,
            mode,
            title,
            lang,
            asked,
            &Tour::default(),
            None,
            false,
        )
    }

    /// [`Loaded::page`] playing the lesson `tour` ([`Tour::of`]): its moments the page
    /// stops at, its questions before `asked`'s, its title unless `title` is given; with
    /// `panel` beside its board, as `html --panel` draws it.
    #[allow(clippy::too_many_arguments)]
    pub fn page_with(
        &self,
        from: u64,
        to: Option<u64>,
        mode: Mode,
        title: Option<String>,
        lang: Lang,
        asked: &Asked,
        tour: &Tour,
        panel: Option<Panel>,
        bold_marks: bool,
    ) -> Result<Page, AppError> {
        let options = PageOptions {
            title: title.or_else(|| tour.title.clone()),
            from,
            to,
            lang,
            mode,
            lesson: tour.page_stops(),
            panel,
            bold_marks,
            ..PageOptions::default()
        };
        let name = Path::new(&self.name);
        asked_page(name, &options, &asked.with_lesson(tour), "ask_at=", || {
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

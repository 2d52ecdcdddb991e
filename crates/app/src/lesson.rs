//! A lesson: the moments of a search a teacher stops at, each with a note to say and,
//! if wanted, Predict's question there, read from a small TOML file that the page
//! (`html --lesson`), the stepper (`step --lesson`) and the GIF (`render --lesson`) all
//! play. The file comes from anyone: its size, its moments and its notes are bounded,
//! and every refusal says the line and column.
//!
//! ```toml
//! title = "LeetCode 37: where the search turns back"
//!
//! [[moment]]
//! at = "conflict:box"     # --at's selectors, or an event's number
//! note = "The first time a box says no."
//! ask = true              # Predict asks what happens next here
//! ```

use std::path::{Path, PathBuf};

use serde::Deserialize;
use sudotrace_core::escape::escaped;
use sudotrace_core::lang::{Lang, Text};
use sudotrace_core::numbers::thousands;
use sudotrace_core::trace::Cursor;
use sudotrace_core::trace::selector::At;

use crate::lang::AppText;
use crate::{AppError, moments, named};

/// The largest lesson file read, in bytes: a lesson is a page of notes.
pub const MAX_LESSON_BYTES: u64 = 64 * 1024;
/// The most moments a lesson stops at.
pub const MAX_MOMENTS: usize = 100;
/// The most characters of a note.
pub const MAX_NOTE_CHARS: usize = 400;
/// The most characters of a lesson's title.
pub const MAX_TITLE_CHARS: usize = 120;

/// A lesson as its file gives it, its moments not yet found in a trace.
#[derive(Clone, Debug, PartialEq)]
pub struct Lesson {
    /// The lesson's title, for the page's title when none is given.
    pub title: Option<String>,
    /// The moments, in the file's order.
    pub moments: Vec<Moment>,
    /// The file's name, for messages.
    name: String,
}

/// One moment of a lesson: where, what to say, and whether to ask.
#[derive(Clone, Debug, PartialEq)]
pub struct Moment {
    /// The event, as `--at` names it.
    pub at: At,
    /// What the teacher says there.
    pub note: String,
    /// Whether Predict asks what the search does next there.
    pub ask: bool,
    /// The line of the file the moment starts on, for messages.
    pub line: usize,
}

/// A lesson's moment found in a trace: the board right after event `event`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stop {
    /// The event's number.
    pub event: u64,
    /// What the teacher says there.
    pub note: String,
    /// Whether Predict asks what the search does next there.
    pub ask: bool,
}

/// The file as TOML gives it, before its moments are checked.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct LessonFile {
    title: Option<String>,
    #[serde(default)]
    moment: Vec<toml::Spanned<MomentFile>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct MomentFile {
    at: toml::Spanned<AtValue>,
    note: toml::Spanned<String>,
    #[serde(default)]
    ask: bool,
}

/// `at = 26` or `at = "conflict:box"`.
#[derive(Deserialize)]
#[serde(untagged)]
enum AtValue {
    Number(i64),
    Text(String),
}

/// Why a lesson cannot be read, or cannot stop in a trace: where in its file and what;
/// said in English, or in any language ([`LessonError::words`]).
#[derive(Debug, thiserror::Error)]
#[error("{}", self.words(Lang::En))]
pub struct LessonError {
    /// The lesson's file, as messages name it.
    pub name: String,
    /// Where in it.
    pub at: LessonAt,
    /// What is wrong.
    pub problem: LessonProblem,
}

/// Where in a lesson's file a problem is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LessonAt {
    /// The file as a whole.
    File,
    /// A byte offset.
    Byte(usize),
    /// A line and a column, from 1.
    Column(usize, usize),
    /// The line of a moment.
    Line(usize),
}

/// What is wrong with a lesson.
#[derive(Debug)]
pub enum LessonProblem {
    /// Longer than [`MAX_LESSON_BYTES`].
    TooLong,
    /// Not UTF-8.
    NotUtf8,
    /// Not TOML, or not a lesson's fields: the TOML reader's words (English).
    Toml(String),
    /// A title too long, or with a control character.
    Title,
    /// No moment.
    NoMoment,
    /// More than [`MAX_MOMENTS`] moments.
    TooManyMoments,
    /// `at` below 1.
    AtBelowOne(i64),
    /// `at` as text that names no event: the text, and why (English).
    AtUnreadable(String, String),
    /// A note with this control character.
    NoteControl(char),
    /// An empty note.
    NoteEmpty,
    /// A note longer than [`MAX_NOTE_CHARS`].
    NoteTooLong,
    /// A moment the trace does not hold.
    Moment(moments::MomentError),
    /// `at = 0`, the puzzle.
    AtZero,
    /// A moment past the trace's last event: the event, the trace, its events. Lesson
    /// reading refuses it when the trace's length is known, the stepper once it has read
    /// a JSON Lines trace whole.
    PastTheEnd(u64, PathBuf, u64),
    /// A moment at the same event as the moment on this line.
    SameEvent(u64, usize),
}

impl LessonError {
    /// The problem and where, in `lang`: `lesson.toml: line 3: at = 0 is the puzzle, …`.
    pub fn words(&self, lang: Lang) -> String {
        let name = self.name.as_str();
        let at = match self.at {
            LessonAt::File => name.to_string(),
            LessonAt::Byte(byte) => {
                lang.fill(AppText::LessonAtByte, &[("name", &name), ("byte", &byte)])
            }
            LessonAt::Column(line, column) => lang.fill(
                AppText::LessonAtColumn,
                &[("name", &name), ("line", &line), ("column", &column)],
            ),
            LessonAt::Line(line) => {
                lang.fill(AppText::LessonAtLine, &[("name", &name), ("line", &line)])
            }
        };
        let what = self.problem.words(lang);
        lang.fill(Text::ErrorAt, &[("at", &at), ("error", &what)])
    }
}

impl LessonProblem {
    /// What is wrong, in `lang`.
    fn words(&self, lang: Lang) -> String {
        match self {
            LessonProblem::TooLong => lang.fill(
                AppText::LessonTooLong,
                &[("kib", &(MAX_LESSON_BYTES / 1024))],
            ),
            LessonProblem::NotUtf8 => lang.text(AppText::LessonNotUtf8).to_string(),
            LessonProblem::Toml(message) => message.clone(),
            LessonProblem::Title => lang.fill(AppText::LessonTitle, &[("most", &MAX_TITLE_CHARS)]),
            LessonProblem::NoMoment => lang.text(AppText::LessonNoMoment).to_string(),
            LessonProblem::TooManyMoments => {
                lang.fill(AppText::LessonTooManyMoments, &[("most", &MAX_MOMENTS)])
            }
            LessonProblem::AtBelowOne(n) => lang.fill(AppText::LessonAtBelowOne, &[("n", n)]),
            LessonProblem::AtUnreadable(text, why) => lang.fill(
                AppText::LessonAtUnreadable,
                &[("text", &format!("{:?}", escaped(text))), ("why", why)],
            ),
            LessonProblem::NoteControl(ch) => lang.fill(
                AppText::LessonNoteControl,
                &[("code", &format!("{:04X}", *ch as u32))],
            ),
            LessonProblem::NoteEmpty => lang.text(AppText::LessonNoteEmpty).to_string(),
            LessonProblem::NoteTooLong => {
                lang.fill(AppText::LessonNoteTooLong, &[("most", &MAX_NOTE_CHARS)])
            }
            LessonProblem::Moment(moment) => moment.words(lang),
            LessonProblem::AtZero => lang.text(AppText::LessonAtZero).to_string(),
            LessonProblem::PastTheEnd(event, trace, events) => lang.fill(
                AppText::LessonPastTheEnd,
                &[
                    ("event", event),
                    ("trace", &named(trace)),
                    ("events", &thousands(*events)),
                ],
            ),
            LessonProblem::SameEvent(event, line) => lang.fill(
                AppText::LessonSameEvent,
                &[("event", event), ("line", line)],
            ),
        }
    }
}

impl Lesson {
    /// The lesson in the file at `path`, or why it cannot be one (a single line naming
    /// the file, the line and the column).
    pub fn read(path: &Path) -> Result<Lesson, AppError> {
        let io = |what: AppText| {
            move |source| AppError::Io {
                path: path.to_path_buf(),
                what,
                error: source,
            }
        };
        let file = std::fs::File::open(path).map_err(io(AppText::IoCannotOpenLesson))?;
        let mut bytes = Vec::new();
        use std::io::Read as _;
        file.take(MAX_LESSON_BYTES + 1)
            .read_to_end(&mut bytes)
            .map_err(io(AppText::IoCannotReadLesson))?;
        let refused = |at: LessonAt, problem: LessonProblem| {
            AppError::Lesson(Box::new(LessonError {
                name: named(path),
                at,
                problem,
            }))
        };
        if bytes.len() as u64 > MAX_LESSON_BYTES {
            return Err(refused(LessonAt::File, LessonProblem::TooLong));
        }
        let text = String::from_utf8(bytes).map_err(|e| {
            let at = e.utf8_error().valid_up_to();
            refused(LessonAt::Byte(at), LessonProblem::NotUtf8)
        })?;
        Lesson::parse(&text, &named(path))
    }

    /// The lesson of `text`, the file called `name` in messages.
    pub fn parse(text: &str, name: &str) -> Result<Lesson, AppError> {
        let error = |at: LessonAt, problem: LessonProblem| {
            AppError::Lesson(Box::new(LessonError {
                name: name.to_string(),
                at,
                problem,
            }))
        };
        let refused = |at: usize, problem: LessonProblem| {
            let (line, column) = line_column(text, at);
            error(LessonAt::Column(line, column), problem)
        };
        let file: LessonFile = toml::from_str(text).map_err(|e| {
            let at = e.span().map_or(0, |span| span.start);
            refused(at, LessonProblem::Toml(one_line(e.message())))
        })?;
        if let Some(title) = &file.title
            && (title.chars().count() > MAX_TITLE_CHARS || title.chars().any(char::is_control))
        {
            return Err(refused(
                text.find("title").unwrap_or(0),
                LessonProblem::Title,
            ));
        }
        if file.moment.is_empty() {
            return Err(error(LessonAt::File, LessonProblem::NoMoment));
        }
        if file.moment.len() > MAX_MOMENTS {
            let at = file.moment[MAX_MOMENTS].span().start;
            return Err(refused(at, LessonProblem::TooManyMoments));
        }
        let mut moments = Vec::with_capacity(file.moment.len());
        for moment in file.moment {
            let start = moment.span().start;
            let moment = moment.into_inner();
            let at_span = moment.at.span().start;
            let at = match moment.at.into_inner() {
                AtValue::Number(n) if n >= 0 => At::Number(n as u64),
                AtValue::Number(n) => {
                    return Err(refused(at_span, LessonProblem::AtBelowOne(n)));
                }
                AtValue::Text(text) => {
                    text.parse()
                        .map_err(|e: sudotrace_core::trace::selector::AtError| {
                            refused(
                                at_span,
                                LessonProblem::AtUnreadable(text.clone(), e.to_string()),
                            )
                        })?
                }
            };
            let note_at = moment.note.span().start;
            // Lines and runs of spaces are one space: the note is laid out where it is
            // shown.
            let note = moment.note.into_inner();
            let note = note.split_whitespace().collect::<Vec<_>>().join(" ");
            if let Some(ch) = note.chars().find(|ch| ch.is_control()) {
                return Err(refused(note_at, LessonProblem::NoteControl(ch)));
            }
            if note.is_empty() {
                return Err(refused(note_at, LessonProblem::NoteEmpty));
            }
            if note.chars().count() > MAX_NOTE_CHARS {
                return Err(refused(note_at, LessonProblem::NoteTooLong));
            }
            moments.push(Moment {
                at,
                note,
                ask: moment.ask,
                line: line_column(text, start).0,
            });
        }
        Ok(Lesson {
            title: file
                .title
                .map(|t| t.trim().to_string())
                .filter(|t| !t.is_empty()),
            moments,
            name: name.to_string(),
        })
    }

    /// The lesson's moments found in the trace called `trace` (of `events` events, when
    /// known), read by cursors `cursor` opens, in the order of the search: a moment the trace lacks, the puzzle (0), a
    /// moment past the trace, or two moments at one event are refused, with the lesson's
    /// line.
    pub fn stops(
        &self,
        trace: &Path,
        events: Option<u64>,
        mut cursor: impl FnMut() -> Result<Cursor, AppError>,
    ) -> Result<Vec<Stop>, AppError> {
        let mut stops: Vec<(Stop, usize)> = Vec::with_capacity(self.moments.len());
        for moment in &self.moments {
            let said = |problem: LessonProblem| {
                AppError::Lesson(Box::new(LessonError {
                    name: self.name.clone(),
                    at: LessonAt::Line(moment.line),
                    problem,
                }))
            };
            let event = match moment.at {
                At::Number(number) => number,
                at => {
                    moments::event_number(&mut cursor()?, at, "at", trace).map_err(|e| match e {
                        AppError::Moment(moment) => said(LessonProblem::Moment(moment)),
                        other => other,
                    })?
                }
            };
            if event == 0 {
                return Err(said(LessonProblem::AtZero));
            }
            if let Some(events) = events.filter(|&events| event > events) {
                return Err(said(LessonProblem::PastTheEnd(
                    event,
                    trace.to_path_buf(),
                    events,
                )));
            }
            if let Some((_, line)) = stops.iter().find(|(stop, _)| stop.event == event) {
                return Err(said(LessonProblem::SameEvent(event, *line)));
            }
            let stop = Stop {
                event,
                note: moment.note.clone(),
                ask: moment.ask,
            };
            stops.push((stop, moment.line));
        }
        stops.sort_by_key(|(stop, _)| stop.event);
        Ok(stops.into_iter().map(|(stop, _)| stop).collect())
    }
}

/// A lesson found in a trace: what the page, the stepper and the GIF play.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Tour {
    /// The lesson's title.
    pub title: Option<String>,
    /// Its moments, in the search's order.
    pub stops: Vec<Stop>,
}

impl Tour {
    /// The lesson in the file at `lesson` (none: an empty tour) found in the trace called
    /// `trace`, read by cursors `cursor` opens.
    pub fn of(
        lesson: Option<&Path>,
        trace: &Path,
        mut cursor: impl FnMut() -> Result<Cursor, AppError>,
    ) -> Result<Tour, AppError> {
        let Some(lesson) = lesson else {
            return Ok(Tour::default());
        };
        let lesson = Lesson::read(lesson)?;
        let events = cursor()?.len();
        let stops = lesson.stops(trace, events, cursor)?;
        Ok(Tour {
            title: lesson.title,
            stops,
        })
    }

    /// The moments as the page carries them.
    pub fn page_stops(&self) -> Vec<sudotrace_page::LessonStop> {
        self.stops
            .iter()
            .map(|stop| sudotrace_page::LessonStop {
                at: stop.event,
                note: stop.note.clone(),
            })
            .collect()
    }

    /// The notes the frames say, by event (`RenderOptions::notes`).
    pub fn notes(&self) -> Vec<(u64, String)> {
        self.stops
            .iter()
            .map(|stop| (stop.event, stop.note.clone()))
            .collect()
    }

    /// The moments Predict asks at, by number, in the search's order.
    pub fn asked_at(&self) -> Vec<At> {
        self.stops
            .iter()
            .filter(|stop| stop.ask)
            .map(|stop| At::Number(stop.event))
            .collect()
    }
}

/// The line and column (both from 1, the column in characters) of byte `at` of `text`.
fn line_column(text: &str, at: usize) -> (usize, usize) {
    let mut end = at.min(text.len());
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    let before = &text[..end];
    let line = before.matches('\n').count() + 1;
    let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    (line, column)
}

/// A parser's message as one line.
fn one_line(message: &str) -> String {
    message.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests {
    use sudotrace_core::search::Strategy;

    use super::*;
    use crate::loaded::search_loaded;

    const FIVE: &str = r#"
title = "LeetCode 37"

[[moment]]
at = "conflict:box"
note = "The first time a box says no."
ask = true

[[moment]]
at = 5
note = "A try."

[[moment]]
at = "backtrack:1"
note = "The first backtrack."
ask = true

[[moment]]
at = "conflict:col"
note = "A column."

[[moment]]
at = 100
note = "Event one hundred."
"#;

    #[test]
    fn a_lesson_stops_at_its_moments_in_the_searchs_order() {
        let lesson = Lesson::parse(FIVE, "five.toml").unwrap();
        assert_eq!(lesson.title.as_deref(), Some("LeetCode 37"));
        assert_eq!(lesson.moments.len(), 5);
        assert_eq!(lesson.moments[1].line, 9);
        let trace = search_loaded(Strategy::NAIVE);
        let stops = lesson
            .stops(Path::new("t.jsonl"), Some(trace.events), || trace.cursor())
            .unwrap();
        let events: Vec<u64> = stops.iter().map(|s| s.event).collect();
        let asked: Vec<u64> = stops.iter().filter(|s| s.ask).map(|s| s.event).collect();
        assert_eq!(events[..2], [5, 26]);
        assert_eq!(asked, [26, 67]);
        assert!(events.windows(2).all(|w| w[0] < w[1]), "{events:?}");
    }

    #[test]
    fn a_bad_lesson_is_refused_saying_where() {
        let trace = search_loaded(Strategy::NAIVE);
        for (text, said) in [
            (
                "[[moment]]\nat = 3\n",
                "line 1, column 1: missing field `note`",
            ),
            (
                "[[moment]]\nat = 3\nnote = \"x\"\nsay = 1\n",
                "line 4, column 1: unknown field `say`",
            ),
            (
                "[[moment]]\nat = \"nowhere\"\nnote = \"x\"\n",
                "line 2, column 6: at = \"nowhere\"",
            ),
            (
                "[[moment]]\nat = -2\nnote = \"x\"\n",
                "line 2, column 6: at = -2: events count from 1",
            ),
            (
                "[[moment]]\nat = 3\nnote = \"  \"\n",
                "line 3, column 8: the note is empty",
            ),
            ("title = \"t\"\n", "the lesson has no moment"),
            ("[[moment]\n", "line 1, column"),
            (
                "[[moment]]\nat = 3\nnote = \"a\\u001b[31mred\"\n",
                "line 3, column 8: the note holds a control character (U+001B)",
            ),
        ] {
            let err = Lesson::parse(text, "l.toml").unwrap_err().to_string();
            assert!(err.starts_with("l.toml: "), "{err}");
            assert!(err.contains(said), "{text:?}: {err}");
            assert!(!err.contains('\n'), "one line: {err}");
        }
        let long = format!("[[moment]]\nat = 3\nnote = \"{}\"\n", "x".repeat(401));
        let err = Lesson::parse(&long, "l.toml").unwrap_err().to_string();
        assert!(err.contains("longer than 400 characters"), "{err}");
        for (text, said) in [
            (
                "[[moment]]\nat = 0\nnote = \"x\"\n",
                "line 1: at = 0 is the puzzle",
            ),
            ("[[moment]]\nat = 99999999\nnote = \"x\"\n", "has only"),
            (
                "[[moment]]\nat = 26\nnote = \"x\"\n[[moment]]\nat = \"conflict:box\"\nnote = \"y\"\n",
                "line 4: event 26 is also the moment on line 1",
            ),
            (
                "[[moment]]\nat = \"dead-end\"\nnote = \"x\"\n",
                "its dead ends are its backtracks",
            ),
        ] {
            let lesson = Lesson::parse(text, "l.toml").unwrap();
            let err = lesson
                .stops(Path::new("t.jsonl"), Some(trace.events), || trace.cursor())
                .unwrap_err()
                .to_string();
            assert!(err.contains(said), "{text:?}: {err}");
        }
    }

    #[test]
    fn a_lesson_file_is_bounded() {
        let dir = std::env::temp_dir().join(format!("sudotrace-lesson-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let big = dir.join("big.toml");
        std::fs::write(&big, "#".repeat(70_000)).unwrap();
        let err = Lesson::read(&big).unwrap_err().to_string();
        assert!(err.contains("at most 64 KiB"), "{err}");
        let bad = dir.join("bad.toml");
        std::fs::write(&bad, b"title = \"\xff\"\n").unwrap();
        let err = Lesson::read(&bad).unwrap_err().to_string();
        assert!(err.contains("byte 9: a lesson is UTF-8"), "{err}");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}

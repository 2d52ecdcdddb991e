//! A learner's results from a page's Predict or Do-it-yourself mode, saved from the page
//! as a small JSON file, and a class's results put together (`sudotrace marks`).
//!
//! A results file names the page it was made on by the page's fingerprint
//! ([`page_fingerprint`]: the trace, the mode and what is asked), so that results of
//! different pages are never added up; each answer carries the choice given and the
//! right one as events in trace-format JSON, read back by the trace reader's own
//! [`event_from_line`].

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use sudotrace_core::escape::{escaped, json_offset, json_reason, quoted};
use sudotrace_core::events::event::Event;
use sudotrace_core::lang::Lang;
use sudotrace_core::numbers::thousands;
use sudotrace_core::trace::{event_from_line, event_line};

use crate::predict::Question;

/// What the file says it is, in its `format` field.
pub const FORMAT: &str = "sudotrace-results";

/// The version of the format this reads and writes.
pub const VERSION: u32 = 1;

/// The most bytes a results file may take: a class's files are small, and anything
/// larger is not one.
pub const MAX_BYTES: u64 = 4 << 20;

/// One learner's results, as the page saves them.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScoreCard {
    /// Always [`FORMAT`].
    pub format: String,
    /// Always [`VERSION`].
    pub version: u32,
    /// The page's fingerprint ([`page_fingerprint`]).
    pub page: String,
    /// `predict` or `simulate`.
    pub mode: String,
    /// The solver the trace's header names.
    pub solver: String,
    /// The puzzle, as one line of 81 characters.
    pub puzzle: String,
    /// The name the learner typed.
    pub name: String,
    /// The time taken, in seconds.
    pub seconds: f64,
    /// The score: answers right, and answers given.
    pub score: Score,
    /// Each question answered, or each step taken, in order.
    pub answers: Vec<Answer>,
}

/// A score: how many answers were right, of how many.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Score {
    /// Answers right.
    pub right: u64,
    /// Answers given.
    pub asked: u64,
}

/// One answer: at event `event`, the choice `given` and the right one, `expected`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Answer {
    /// The number of the event asked about.
    pub event: u64,
    /// The event the learner chose, in trace-format JSON.
    pub given: serde_json::Value,
    /// The trace's event, in trace-format JSON.
    pub expected: serde_json::Value,
    /// The seconds the learner took over it, from the question shown (or the step before)
    /// to the answer; files saved before pages kept it have none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seconds: Option<f64>,
}

/// Why a class's results cannot be put together, with the file it is about.
#[derive(Debug, thiserror::Error)]
pub enum ScoreCardError {
    /// Not readable as a results file.
    #[error("{file}: not a sudotrace results file: {why}")]
    Malformed {
        /// The file.
        file: String,
        /// What is wrong, with where.
        why: String,
    },
    /// An answer whose event does not read.
    #[error("{file}: answer {answer} ({field}): {why}")]
    BadEvent {
        /// The file.
        file: String,
        /// Which answer, from 1.
        answer: usize,
        /// `given` or `expected`.
        field: &'static str,
        /// What is wrong.
        why: String,
    },
    /// A field whose value the format does not allow (a mode, a page, an event, a time,
    /// a score), with its line.
    #[error("{file}: line {line}: {why}")]
    OutOfFormat {
        /// The file.
        file: String,
        /// The line of the field, from 1.
        line: usize,
        /// The field, its value and what it may be.
        why: String,
    },
    /// The score does not add up from the answers.
    #[error(
        "{file}: its score says {said_right} of {said_asked} right, its answers {right} of {asked}: mark only the files pages save"
    )]
    ScoreDisagrees {
        /// The file.
        file: String,
        /// The score the file says.
        said_right: u64,
        /// The answers the file says.
        said_asked: u64,
        /// The right answers counted.
        right: u64,
        /// The answers counted.
        asked: u64,
    },
    /// ScoreCard of another page than the first file's.
    #[error(
        "{file}: results of another page or mode than {first}'s (another trace, window, questions or mode): mark one page's results of one mode at a time"
    )]
    OtherPage {
        /// The file.
        file: String,
        /// The first file.
        first: String,
    },
    /// No file given.
    #[error("no results to mark: give the JSON files the pages saved")]
    Nothing,
}

/// The fingerprint of a page: its trace (the puzzle and the solver), the window of
/// events it plays (the positions `window.0` to `window.1`), and what Predict asks there
/// (each question's event, choices and right one). FNV-1a over these, 16 hex digits.
/// ScoreCard carry their mode beside it.
pub fn page_fingerprint(
    puzzle: &str,
    solver: &str,
    questions: &[Question],
    window: (u64, u64),
) -> String {
    let mut text = format!("{puzzle}\n{solver}\n{} {}\n", window.0, window.1);
    for question in questions {
        text.push_str(&format!("{} {}", question.event, question.right));
        for &choice in &question.choices {
            text.push(' ');
            text.push_str(&event_line(choice));
        }
        text.push('\n');
    }
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in text.bytes() {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    format!("{hash:016x}")
}

/// Read one results file's text, `file` naming it in errors.
pub fn read(file: &str, text: &str) -> Result<ScoreCard, ScoreCardError> {
    let malformed = |why: String| ScoreCardError::Malformed {
        file: file.to_string(),
        why,
    };
    let results: ScoreCard = serde_json::from_str(text).map_err(|e| {
        malformed(format!(
            "line {}, column {} (byte offset {}): {}",
            e.line(),
            e.column(),
            thousands(json_offset(text, &e) as u64),
            json_reason(&e)
        ))
    })?;
    if results.format != FORMAT || results.version != VERSION {
        return Err(malformed(format!(
            "\"format\" is \"{}\" version {}, this reads {FORMAT:?} version {VERSION}",
            escaped(&results.format),
            results.version
        )));
    }
    check_fields(file, text, &results)?;
    Ok(results)
}

/// The most seconds a results file may say a learner took, over the page or over one
/// answer: a week. A page is done in minutes; more is no time a page measured.
pub const MAX_SECONDS: f64 = 604_800.0;

/// The largest event a page asks about: 2^53 - 1, the largest whole number a page's
/// JavaScript counts exactly.
pub const MAX_EVENT: u64 = (1 << 53) - 1;

/// Every field of `results` (read from `text`) within what the format allows, or the
/// first that is not, with its line.
fn check_fields(file: &str, text: &str, results: &ScoreCard) -> Result<(), ScoreCardError> {
    let keys = keys_at(text);
    let out = |depth: usize, answer: usize, key: &str, why: String| ScoreCardError::OutOfFormat {
        file: file.to_string(),
        line: keys.line(depth, answer, key),
        why,
    };
    let page = &results.page;
    if page.len() != 16 || !page.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f')) {
        let why = format!(
            "\"page\" is {}: a page's fingerprint is 16 hex digits (0-9, a-f)",
            quoted(page, Lang::En)
        );
        return Err(out(1, 0, "page", why));
    }
    if !matches!(results.mode.as_str(), "predict" | "simulate") {
        let why = format!(
            "\"mode\" is {}: a page's mode is predict or simulate",
            quoted(&results.mode, Lang::En)
        );
        return Err(out(1, 0, "mode", why));
    }
    if let Some(why) = time_wrong(results.seconds) {
        return Err(out(1, 0, "seconds", why));
    }
    let score = results.score;
    if score.right > score.asked {
        let why = format!(
            "\"score\" says {} right of {} asked: no more can be right than were asked",
            thousands(score.right),
            thousands(score.asked)
        );
        return Err(out(2, 0, "right", why));
    }
    for (i, answer) in results.answers.iter().enumerate() {
        if !(1..=MAX_EVENT).contains(&answer.event) {
            let why = format!(
                "answer {}: \"event\" is {}: a page asks about events 1 to {} (2^53 - 1)",
                i + 1,
                thousands(answer.event),
                thousands(MAX_EVENT)
            );
            return Err(out(3, i, "event", why));
        }
        if let Some(why) = answer.seconds.and_then(time_wrong) {
            return Err(out(3, i, "seconds", format!("answer {}: {why}", i + 1)));
        }
    }
    Ok(())
}

/// What is wrong with a time taken of `seconds`, if anything: below 0, or beyond
/// [`MAX_SECONDS`].
fn time_wrong(seconds: f64) -> Option<String> {
    if seconds.is_finite() && (0.0..=MAX_SECONDS).contains(&seconds) {
        return None;
    }
    // Written as a person would read it: 1e308, not 309 digits.
    let said = match seconds.abs() < 1e15 {
        true => seconds.to_string(),
        false => format!("{seconds:e}"),
    };
    Some(format!(
        "\"seconds\" is {said}: a time taken is 0 to {} seconds (a week)",
        thousands(MAX_SECONDS as u64)
    ))
}

/// A key of a results file's JSON where it is: the depth of its object (1 the file's
/// own fields, 2 the score's, 3 an answer's), the answer it is in (from 0), its line.
struct KeyAt {
    depth: usize,
    answer: usize,
    key: String,
    line: usize,
}

/// The keys of a results file's text where they are ([`KeyAt`]), for saying the line of
/// a field serde has read: a scan of the JSON's strings and brackets (the text has
/// already read as JSON).
struct Keys(Vec<KeyAt>);

impl Keys {
    /// The line of the key `key` at `depth` (in answer `answer` at depth 3); the first
    /// line when it is not there.
    fn line(&self, depth: usize, answer: usize, key: &str) -> usize {
        self.0
            .iter()
            .find(|k| k.depth == depth && k.key == key && (depth != 3 || k.answer == answer))
            .map_or(1, |k| k.line)
    }
}

fn keys_at(text: &str) -> Keys {
    let mut keys = Vec::new();
    let (mut depth, mut line, mut answers) = (0usize, 1usize, 0usize);
    let mut chars = text.chars().peekable();
    while let Some(ch) = chars.next() {
        match ch {
            '\n' => line += 1,
            '{' | '[' => {
                depth += 1;
                // Each answer is an object opened at depth 3 (in the answers' array).
                if ch == '{' && depth == 3 {
                    answers += 1;
                }
            }
            '}' | ']' => depth = depth.saturating_sub(1),
            '"' => {
                let mut string = String::new();
                while let Some(ch) = chars.next() {
                    match ch {
                        '"' => break,
                        '\\' => {
                            chars.next();
                        }
                        _ => string.push(ch),
                    }
                }
                while let Some(&space) = chars.peek().filter(|ch| ch.is_ascii_whitespace()) {
                    line += usize::from(space == '\n');
                    chars.next();
                }
                if chars.peek() == Some(&':') {
                    keys.push(KeyAt {
                        depth,
                        answer: answers.saturating_sub(1),
                        key: string,
                        line,
                    });
                }
            }
            _ => {}
        }
    }
    Keys(keys)
}

/// One learner's marks.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Learner {
    /// The name typed in the page, or for a learner who typed none the name of the file
    /// the results came in (without its extension).
    pub name: String,
    /// The file the results came from.
    pub file: String,
    /// Answers right.
    pub right: u64,
    /// Answers given.
    pub asked: u64,
    /// Time taken, in seconds.
    pub seconds: f64,
}

/// One question's (or step's) marks across the class.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct QuestionMarks {
    /// The number of the event asked about.
    pub event: u64,
    /// The right answer.
    #[serde(serialize_with = "as_line")]
    pub expected: Event,
    /// How many learners answered it.
    pub answered: u64,
    /// How many answered it right.
    pub right: u64,
    /// The wrong answers given, each with how many gave it, the most given first.
    pub wrong: Vec<WrongAnswer>,
    /// The median of the seconds the learners took over it (of those whose files say),
    /// or none.
    pub seconds: Option<f64>,
}

/// A wrong answer and how many gave it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct WrongAnswer {
    /// The event chosen.
    #[serde(serialize_with = "as_line")]
    pub given: Event,
    /// How many learners chose it.
    pub learners: u64,
}

/// An event as a line of a JSON Lines trace has it, its fields in that order.
fn as_line<S: serde::Serializer>(event: &Event, serializer: S) -> Result<S::Ok, S::Error> {
    let line = serde_json::value::RawValue::from_string(event_line(*event))
        .map_err(serde::ser::Error::custom)?;
    line.serialize(serializer)
}

/// A class's results of one page.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Class {
    /// The page's fingerprint.
    pub page: String,
    /// Its mode.
    pub mode: String,
    /// Its trace's solver.
    pub solver: String,
    /// Its trace's puzzle.
    pub puzzle: String,
    /// Each learner, in the order of the files.
    pub learners: Vec<Learner>,
    /// Each question or step, in the order of its event.
    pub questions: Vec<QuestionMarks>,
}

impl Class {
    /// The marks of `files` (each a name and the results read from it), which must all
    /// come from one page.
    pub fn of(files: Vec<(String, ScoreCard)>) -> Result<Class, ScoreCardError> {
        let mut files = files.into_iter();
        let (first_file, first) = files.next().ok_or(ScoreCardError::Nothing)?;
        let mut class = Class {
            page: first.page.clone(),
            mode: first.mode.clone(),
            solver: first.solver.clone(),
            puzzle: first.puzzle.clone(),
            learners: Vec::new(),
            questions: Vec::new(),
        };
        let mut questions: BTreeMap<u64, QuestionMarks> = BTreeMap::new();
        let mut times: BTreeMap<u64, Vec<f64>> = BTreeMap::new();
        for (file, results) in std::iter::once((first_file.clone(), first)).chain(files) {
            if results.page != class.page || results.mode != class.mode {
                return Err(ScoreCardError::OtherPage {
                    file,
                    first: first_file,
                });
            }
            let learner = add_learner(&file, &results, &mut questions, &mut times)?;
            class.learners.push(learner);
        }
        class.questions = questions.into_values().collect();
        for question in &mut class.questions {
            question.wrong.sort_by(|a, b| {
                (b.learners.cmp(&a.learners))
                    .then_with(|| event_line(a.given).cmp(&event_line(b.given)))
            });
            question.seconds = times.get_mut(&question.event).and_then(|t| median(t));
        }
        Ok(class)
    }

    /// The questions most missed, the most first (those every learner got right left
    /// out), at most `n`.
    pub fn most_missed(&self, n: usize) -> Vec<&QuestionMarks> {
        let mut missed: Vec<&QuestionMarks> = self
            .questions
            .iter()
            .filter(|q| q.right < q.answered)
            .collect();
        missed.sort_by_key(|q| (std::cmp::Reverse(q.answered - q.right), q.event));
        missed.truncate(n);
        missed
    }
}

/// The median of `values` (the lower of the middle two of an even count), or none.
fn median(values: &mut [f64]) -> Option<f64> {
    values.sort_by(f64::total_cmp);
    values.get(values.len().checked_sub(1)? / 2).copied()
}

/// Count `results`' answers into `questions` and their times into `times`, and give the
/// learner's marks.
fn add_learner(
    file: &str,
    results: &ScoreCard,
    questions: &mut BTreeMap<u64, QuestionMarks>,
    times: &mut BTreeMap<u64, Vec<f64>>,
) -> Result<Learner, ScoreCardError> {
    let event = |answer: usize, field: &'static str, value: &serde_json::Value| {
        event_from_line(&value.to_string()).map_err(|e| ScoreCardError::BadEvent {
            file: file.to_string(),
            answer,
            field,
            why: e.to_string(),
        })
    };
    let mut right = 0;
    for (i, answer) in results.answers.iter().enumerate() {
        let given = event(i + 1, "given", &answer.given)?;
        let expected = event(i + 1, "expected", &answer.expected)?;
        let marks = questions.entry(answer.event).or_insert(QuestionMarks {
            event: answer.event,
            expected,
            answered: 0,
            right: 0,
            wrong: Vec::new(),
            seconds: None,
        });
        marks.answered += 1;
        if let Some(seconds) = answer.seconds {
            times.entry(answer.event).or_default().push(seconds);
        }
        if given == expected {
            right += 1;
            marks.right += 1;
        } else {
            match marks.wrong.iter_mut().find(|w| w.given == given) {
                Some(wrong) => wrong.learners += 1,
                None => marks.wrong.push(WrongAnswer { given, learners: 1 }),
            }
        }
    }
    let asked = results.answers.len() as u64;
    if results.score != (Score { right, asked }) {
        return Err(ScoreCardError::ScoreDisagrees {
            file: file.to_string(),
            said_right: results.score.right,
            said_asked: results.score.asked,
            right,
            asked,
        });
    }
    // A learner who typed no name is known by the file the results came in.
    let name = match results.name.trim() {
        "" => std::path::Path::new(file)
            .file_stem()
            .map_or(file.to_string(), |stem| stem.to_string_lossy().into_owned()),
        _ => results.name.clone(),
    };
    Ok(Learner {
        name,
        file: file.to_string(),
        right,
        asked,
        seconds: results.seconds,
    })
}

//! The stepper's state: where in the trace it stands, whether it plays and how fast,
//! and what each key does. Nothing here touches the terminal, so tests drive it directly.

use std::time::Duration;

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use super::quiz::{Quiz, Stage};
use super::timeline::Timeline;
use crate::lang::CliText;
use sudotrace_app::lesson::{Stop, Tour};
use sudotrace_core::escape::escaped;
use sudotrace_core::events::event::EventKind;
use sudotrace_core::lang::Lang;
use sudotrace_core::numbers::thousands;
use sudotrace_core::search::Strategy;
use sudotrace_core::search::listing::{Language, Listing};
use sudotrace_core::trace::selector::{At, Found, Wanted};

/// Playing speeds, in events a second.
pub const SPEEDS: [f64; 12] = [
    1.0, 2.0, 5.0, 10.0, 20.0, 50.0, 100.0, 200.0, 500.0, 1000.0, 5000.0, 20000.0,
];

pub struct App {
    timeline: Timeline,
    name: String,
    colour: bool,
    playing: bool,
    speed: usize,
    /// Fraction of an event owed to the next tick while playing.
    owed: f64,
    /// Digits typed after `g`, while the go-to prompt is open.
    prompt: Option<String>,
    help: bool,
    message: Option<String>,
    quit: bool,
    lang: Lang,
    /// Each blank's candidates are pencilled in.
    candidates: bool,
    /// The panes open under the side panel's counts, the one opened last first.
    panes: Vec<Pane>,
    /// The language of the code pane.
    language: Language,
    /// The search as code, in `language`, for a trace of one of sudotrace's strategies.
    listing: Option<Listing>,
    /// The questions of `--predict`, asked one by one.
    quiz: Option<Quiz>,
    /// The lesson's moments (`--lesson`), in the search's order: playing stops at each,
    /// and its note is shown whenever the board stands at one.
    lesson: Vec<Stop>,
}

/// A pane under the side panel's counts, in place of the last few events: the search as
/// code with the line that made the event lit (`k`), the call stack (`s`), or the tables
/// check's tables with the entries the try looked up lit (`t`). All may be open; where
/// not all fit, the one opened last takes the room.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pane {
    Code,
    Stack,
    Tables,
}

impl App {
    /// A stepper on `timeline`, at its start. `name` is shown in the title; `colour`
    /// false draws with marks and text styles only.
    pub fn new(timeline: Timeline, name: String, colour: bool) -> App {
        let message = opening_message(&timeline, Lang::En);
        App {
            timeline,
            name,
            colour,
            playing: false,
            speed: 3,
            owed: 0.0,
            prompt: None,
            help: false,
            message,
            quit: false,
            candidates: false,
            panes: Vec::new(),
            language: Language::Pseudocode,
            listing: None,
            lang: Lang::En,
            quiz: None,
            lesson: Vec::new(),
        }
        .with_language(Language::Pseudocode)
    }

    /// The same stepper, its code pane in `language`.
    pub fn with_language(mut self, language: Language) -> App {
        self.set_language(language);
        self
    }

    fn set_language(&mut self, language: Language) {
        self.language = language;
        self.listing = Strategy::from_name(&self.timeline.header().solver)
            .map(|strategy| Listing::in_lang(strategy, language, self.lang));
    }

    /// The open panes, the one opened last first; none shows the last few events.
    pub fn panes(&self) -> &[Pane] {
        &self.panes
    }

    /// The language of the code pane.
    pub fn language(&self) -> Language {
        self.language
    }

    /// The search as code in the chosen language; `None` for another solver's trace.
    pub fn listing(&self) -> Option<&Listing> {
        self.listing.as_ref()
    }

    /// Close `pane` when it is open, or open it, first of the open panes.
    fn toggle(&mut self, pane: Pane) {
        match self.panes.iter().position(|&open| open == pane) {
            Some(at) => {
                self.panes.remove(at);
            }
            None => self.panes.insert(0, pane),
        }
    }

    /// The code pane's next language, after python the first again.
    fn next_language(&mut self) {
        let at = Language::ALL
            .iter()
            .position(|&l| l == self.language)
            .unwrap_or(0);
        self.set_language(Language::ALL[(at + 1) % Language::ALL.len()]);
        // Shown, and first: it keeps the room when only one pane fits.
        self.panes.retain(|&open| open != Pane::Code);
        self.panes.insert(0, Pane::Code);
    }

    /// The same stepper asking `quiz`'s questions, standing before the first one's event.
    pub fn with_quiz(mut self, quiz: Quiz) -> App {
        if let Stage::Asking(i) = quiz.stage() {
            self.go(quiz.question(i).event as usize - 1);
            self.message = Some(asking(self.lang, quiz.question(i).choices.len()));
        }
        self.quiz = Some(quiz);
        self
    }

    /// The same stepper going through `tour`'s moments: playing stops at each, n and N go
    /// to the next and the previous. Until the first key it says so, unless it has more
    /// to say (a trace that stops at an event that cannot happen).
    pub fn with_lesson(mut self, tour: Tour) -> App {
        if !tour.stops.is_empty() && self.message.is_none() {
            self.message = Some(match &tour.title {
                Some(title) => self.lang.fill(
                    CliText::TuiLessonOpeningTitled,
                    &[("title", &escaped(title))],
                ),
                None => self.lang.text(CliText::TuiLessonOpening).to_string(),
            });
        }
        self.lesson = tour.stops;
        self
    }

    /// The lesson's moments, in the search's order; none without a lesson.
    pub fn lesson(&self) -> &[Stop] {
        &self.lesson
    }

    /// The lesson's moment the board stands at, if it stands at one, with its place
    /// among the moments (from 0).
    pub fn moment_here(&self) -> Option<(usize, &Stop)> {
        let position = self.timeline.position() as u64;
        let i = self
            .lesson
            .binary_search_by_key(&position, |stop| stop.event)
            .ok()?;
        Some((i, &self.lesson[i]))
    }

    /// The first of the lesson's moments after the board's position, if the trace has it.
    fn next_moment(&self) -> Option<usize> {
        let position = self.timeline.position() as u64;
        let last = self.timeline.len() as u64;
        self.lesson
            .iter()
            .map(|stop| stop.event)
            .find(|&event| event > position && event <= last)
            .map(|event| event as usize)
    }

    /// Go to the lesson's next moment (`later`) or its previous one, and stand there.
    fn go_to_moment(&mut self, later: bool) {
        if self.lesson.is_empty() {
            self.message = Some(self.lang.text(CliText::TuiNoLesson).to_string());
            return;
        }
        let position = self.timeline.position() as u64;
        let found = match later {
            true => self.next_moment(),
            false => self
                .lesson
                .iter()
                .rev()
                .find(|stop| stop.event < position)
                .map(|stop| stop.event as usize),
        };
        let none = match later {
            true => CliText::TuiNoLaterMoment,
            false => CliText::TuiNoEarlierMoment,
        };
        self.playing = false;
        self.jump(Ok(found), none);
    }

    /// The questions of `--predict`, if it asks any.
    pub fn quiz(&self) -> Option<&Quiz> {
        self.quiz.as_ref()
    }

    /// The same stepper speaking `lang`.
    pub fn with_lang(mut self, lang: Lang) -> App {
        self.lang = lang;
        self.message = opening_message(&self.timeline, lang);
        // The code pane's comments in the language chosen.
        self.set_language(self.language);
        self
    }

    /// The language of the stepper's words.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// The same stepper, opening with each blank's candidates pencilled in.
    pub fn with_candidates(mut self, candidates: bool) -> App {
        self.candidates = candidates;
        self
    }

    /// Whether each blank's candidates are pencilled in.
    pub fn candidates(&self) -> bool {
        self.candidates
    }

    pub fn timeline(&self) -> &Timeline {
        &self.timeline
    }

    pub fn name(&self) -> &str {
        &self.name
    }

    pub fn colour(&self) -> bool {
        self.colour
    }

    pub fn is_playing(&self) -> bool {
        self.playing
    }

    pub fn speed(&self) -> f64 {
        SPEEDS[self.speed]
    }

    pub fn prompt(&self) -> Option<&str> {
        self.prompt.as_deref()
    }

    pub fn showing_help(&self) -> bool {
        self.help
    }

    pub fn message(&self) -> Option<&str> {
        self.message.as_deref()
    }

    pub fn should_quit(&self) -> bool {
        self.quit
    }

    pub fn handle_key(&mut self, key: KeyEvent) {
        if key.modifiers.contains(KeyModifiers::CONTROL) && key.code == KeyCode::Char('c') {
            self.quit = true;
            return;
        }
        if self.help {
            self.help = false;
            return;
        }
        if self.prompt.is_some() {
            self.prompt_key(key.code);
            return;
        }
        if self.quiz_key(key.code) {
            return;
        }
        self.message = None;
        let position = self.timeline.position();
        match key.code {
            KeyCode::Char('q') | KeyCode::Esc => self.quit = true,
            KeyCode::Right | KeyCode::Char('l') => self.go(position + 1),
            KeyCode::Left | KeyCode::Char('h') => self.go(position.saturating_sub(1)),
            KeyCode::Char(' ') => self.playing = !self.playing && position < self.timeline.len(),
            KeyCode::Char('+') | KeyCode::Char('=') => {
                self.speed = (self.speed + 1).min(SPEEDS.len() - 1)
            }
            KeyCode::Char('-') | KeyCode::Char('_') => self.speed = self.speed.saturating_sub(1),
            KeyCode::Char('c') => {
                let found = self.timeline.next_of(EventKind::Conflict);
                self.jump(found, CliText::TuiNoLaterConflict)
            }
            KeyCode::Char('C') => {
                let found = self.timeline.previous_of(EventKind::Conflict);
                self.jump(found, CliText::TuiNoEarlierConflict)
            }
            KeyCode::Char('b') => {
                let found = self.timeline.next_of(EventKind::Backtrack);
                self.jump(found, CliText::TuiNoLaterBacktrack)
            }
            KeyCode::Char('B') => {
                let found = self.timeline.previous_of(EventKind::Backtrack);
                self.jump(found, CliText::TuiNoEarlierBacktrack)
            }
            KeyCode::Char('n') => self.go_to_moment(true),
            KeyCode::Char('N') => self.go_to_moment(false),
            KeyCode::Char('g') => self.prompt = Some(String::new()),
            KeyCode::Char('p') => self.candidates = !self.candidates,
            KeyCode::Char('k') => self.toggle(Pane::Code),
            KeyCode::Char('K') => self.next_language(),
            KeyCode::Char('s') => self.toggle(Pane::Stack),
            KeyCode::Char('t') => self.toggle(Pane::Tables),
            KeyCode::Home => self.go(0),
            KeyCode::End => self.go(self.timeline.len()),
            KeyCode::Char('?') => self.help = true,
            _ => {}
        }
    }

    /// A key while a question is open or answered: answers (1 to 4), goes on to the next
    /// question (Enter, space, →), quits or shows the help; anything else is said to wait
    /// for the answer. Gives whether the key was the quiz's.
    fn quiz_key(&mut self, code: KeyCode) -> bool {
        let Some(stage) = self.quiz.as_ref().map(Quiz::stage) else {
            return false;
        };
        match (stage, code) {
            (Stage::Done, _) | (_, KeyCode::Char('q' | '?') | KeyCode::Esc) => false,
            (Stage::Asking(i), KeyCode::Char(ch @ '1'..='9')) => {
                self.answer(i, ch as usize - '1' as usize);
                true
            }
            (
                Stage::Answered { .. },
                KeyCode::Enter | KeyCode::Char(' ' | 'n') | KeyCode::Right,
            ) => {
                self.next_question();
                true
            }
            (Stage::Asking(i), _) => {
                let choices = self
                    .quiz
                    .as_ref()
                    .map_or(0, |q| q.question(i).choices.len());
                self.message = Some(asking(self.lang, choices));
                true
            }
            (Stage::Answered { .. }, _) => {
                self.message = Some(self.lang.text(CliText::TuiQuizGoOn).to_string());
                true
            }
        }
    }

    /// Answer question `i` with choice `given`: say whether it was right and why, then
    /// play its event.
    fn answer(&mut self, i: usize, given: usize) {
        let Some(quiz) = self.quiz.as_mut() else {
            return;
        };
        let question = quiz.question(i).clone();
        let rule = question.rule_words(self.lang);
        let why = question.why_words(self.lang);
        let Some(right) = quiz.answer(given) else {
            let n = question.choices.len().to_string();
            self.message = Some(self.lang.fill(CliText::TuiQuizNoChoice, &[("n", &n)]));
            return;
        };
        let text = match right {
            true => CliText::TuiQuizRight,
            false => CliText::TuiQuizWrong,
        };
        self.message = Some(self.lang.fill(text, &[("rule", &rule), ("why", &why)]));
        self.go(question.event as usize);
    }

    /// Go on to the next question, playing the events up to it, or to the score.
    fn next_question(&mut self) {
        let Some(quiz) = self.quiz.as_mut() else {
            return;
        };
        match quiz.next() {
            Some(event) => {
                let choices = match quiz.stage() {
                    Stage::Asking(i) => quiz.question(i).choices.len(),
                    _ => 0,
                };
                self.go(event as usize - 1);
                self.message = Some(asking(self.lang, choices));
            }
            None => {
                let (right, asked) = (quiz.right().to_string(), quiz.len().to_string());
                self.message = Some(self.lang.fill(
                    CliText::TuiQuizDone,
                    &[("right", &right), ("asked", &asked)],
                ));
            }
        }
    }

    /// The event `wanted` names, or `None` with a message saying why there is none.
    fn find(&mut self, wanted: &Wanted) -> Option<usize> {
        let lang = self.lang;
        match self.timeline.find_wanted(wanted) {
            Ok(Found::At(n)) => Some(n as usize),
            Ok(Found::Only(0)) => {
                self.message = Some(lang.fill(CliText::TuiNoWanted, &[("wanted", wanted)]));
                None
            }
            Ok(Found::Only(n)) => {
                let n = thousands(n);
                self.message =
                    Some(lang.fill(CliText::TuiOnlyWanted, &[("wanted", wanted), ("n", &n)]));
                None
            }
            Err(error) => {
                self.fail(error);
                None
            }
        }
    }

    fn prompt_key(&mut self, code: KeyCode) {
        let Some(typed) = self.prompt.as_mut() else {
            return;
        };
        match code {
            KeyCode::Char(ch) if is_go_to_char(ch) && typed.len() < 24 => typed.push(ch),
            KeyCode::Backspace => {
                typed.pop();
            }
            KeyCode::Enter => {
                let typed = std::mem::take(typed);
                self.prompt = None;
                let target = match typed.parse::<At>() {
                    Ok(At::Number(n)) => Some(n as usize),
                    Ok(At::Wanted(wanted)) => self.find(&wanted),
                    Err(_) if typed.is_empty() => None,
                    Err(_) => {
                        let lang = self.lang;
                        self.message =
                            Some(lang.fill(CliText::TuiNotAnEvent, &[("typed", &typed)]));
                        None
                    }
                };
                match target {
                    Some(n) if n <= self.timeline.len() => self.go(n),
                    Some(n) => {
                        let (len, lang) = (self.timeline.len() as u64, self.lang);
                        let (n, possible) = (thousands(n as u64), thousands(len - 1));
                        let len = thousands(len);
                        self.message = Some(match self.timeline.stopped_by() {
                            Some(_) => lang.fill(
                                CliText::TuiNoEventRefused,
                                &[("n", &n), ("possible", &possible), ("len", &len)],
                            ),
                            None => lang.fill(CliText::TuiNoEvent, &[("n", &n), ("len", &len)]),
                        })
                    }
                    None => {}
                }
            }
            KeyCode::Esc => self.prompt = None,
            _ => {}
        }
    }

    fn go(&mut self, position: usize) {
        if let Err(err) = self.timeline.seek(position) {
            self.fail(err);
        }
        self.owed = 0.0;
    }

    /// A damaged stretch of a binary trace: say so and stop playing.
    fn fail(&mut self, err: sudotrace_core::trace::TraceError) {
        self.message = Some(self.lang.fill(CliText::TuiCannotGo, &[("error", &err)]));
        self.playing = false;
    }

    fn jump(
        &mut self,
        target: Result<Option<usize>, sudotrace_core::trace::TraceError>,
        none: CliText,
    ) {
        match target {
            Ok(Some(n)) => self.go(n),
            Ok(None) => self.message = Some(self.lang.text(none).to_string()),
            Err(err) => self.fail(err),
        }
    }

    /// Let `elapsed` time pass: while playing, move on as many events as the speed says,
    /// but never past the lesson's next moment, where it stops.
    pub fn tick(&mut self, elapsed: Duration) {
        if !self.playing {
            return;
        }
        self.owed += elapsed.as_secs_f64() * self.speed();
        let steps = self.owed.floor();
        self.owed -= steps;
        let mut position = self.timeline.position() + steps as usize;
        if let Some(moment) = self.next_moment().filter(|&moment| moment <= position) {
            position = moment;
            self.playing = false;
            self.owed = 0.0;
        }
        if let Err(err) = self.timeline.seek(position) {
            self.fail(err);
        }
        if self.timeline.position() >= self.timeline.len() {
            self.playing = false;
        }
    }
}

/// What a stepper says until its first key: that the trace stops at an event that cannot
/// happen, which End shows.
fn opening_message(timeline: &Timeline, lang: Lang) -> Option<String> {
    timeline.stopped_by().map(|cut| {
        let n = thousands(timeline.len() as u64);
        lang.fill(
            CliText::TuiStoppedBy,
            &[("cut", &cut.words(lang)), ("n", &n)],
        )
    })
}

/// The characters the go-to prompt takes: an event number, or a kind of event with its
/// unit, cell and count (`conflict:box:2`, `place:r5c5`).
fn is_go_to_char(ch: char) -> bool {
    ch.is_ascii_alphanumeric() || matches!(ch, ':' | '-' | '_')
}

/// The footer while a question of `choices` answers waits: the keys that answer it.
fn asking(lang: Lang, choices: usize) -> String {
    let last = choices.max(1).to_string();
    lang.fill(CliText::TuiQuizKeys, &[("last", &last)])
}

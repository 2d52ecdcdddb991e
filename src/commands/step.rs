//! `sudotrace step`: load and check the whole trace, then hand the terminal to the stepper.

use std::io::IsTerminal;

use anyhow::bail;

use super::Exit;
use super::named;
use super::use_colour;
use crate::cli::StepArgs;
use crate::lang::CliText;
use crate::tui::quiz::Quiz;
use crate::tui::timeline::Timeline;
use crate::tui::{self, App};
use sudotrace_app::lesson::{LessonAt, LessonError, LessonProblem, Tour};
use sudotrace_app::moments;
use sudotrace_core::lang::{Lang, Text};
use sudotrace_core::trace::selector::{At, kind_word};
use sudotrace_learn::predict;
use sudotrace_style::lang::DrawText;

pub fn run(args: &StepArgs) -> anyhow::Result<Exit> {
    let lang = args.lang.resolve();
    let name = named(&args.trace).to_string();
    // Every error is found here, before the screen is taken over.
    let mut timeline =
        Timeline::load(&args.trace).map_err(|e| super::trace_error(&args.trace, e))?;
    // A trace cut short is stepped through up to its last whole event, as every reader
    // reads it, with the same warning.
    if let Some(cut) = timeline.cut_short().filter(|cut| cut.refused.is_none()) {
        super::warn(&format!(
            "warning: {name}: {cut}; stepping through the {} events before it",
            sudotrace_core::numbers::thousands(timeline.len() as u64)
        ));
    }
    if let Some(at) = args.at {
        let at = match at {
            At::Number(number) => number as usize,
            At::Wanted(wanted) => {
                let found = timeline
                    .find_wanted(&wanted)
                    .map_err(|e| super::trace_error(&args.trace, e))?;
                super::found_number(found, &wanted, "--at", &args.trace)? as usize
            }
        };
        if at > timeline.len() {
            let why = timeline.past_the_end(lang);
            let at = at.to_string();
            let refused = lang.fill(DrawText::ErrorNoSuchEvent, &[("at", &at), ("why", &why)]);
            bail!(
                "{}",
                lang.fill(Text::ErrorAt, &[("at", &name), ("error", &refused)])
            );
        }
        timeline
            .seek(at)
            .map_err(|e| super::trace_error(&args.trace, e))?;
    }
    let lesson = Tour::of(args.lesson.as_deref(), &args.trace, || {
        super::lenient_cursor(&args.trace)
    })?;
    // A JSON Lines trace's length is known once read whole, as the timeline has read it:
    // a moment past its end is refused here, as Tour::of refuses one in a binary trace.
    let events = timeline.len() as u64;
    if let (Some(path), Some(stop)) = (
        &args.lesson,
        lesson.stops.iter().find(|stop| stop.event > events),
    ) {
        return Err(sudotrace_app::AppError::Lesson(Box::new(LessonError {
            name: named(path),
            at: LessonAt::File,
            problem: LessonProblem::PastTheEnd(stop.event, args.trace.clone(), events),
        }))
        .into());
    }
    let quiz = match args.predict {
        true => Some(quiz(args, &timeline, &lesson, lang)?),
        false => None,
    };
    if !std::io::stdout().is_terminal() {
        bail!(
            "step needs a terminal to draw in; for a position in text, use `sudotrace show {name} --at N`"
        );
    }
    // The file's name as every word read from outside is shown: escaped, a long one
    // shortened (a name may hold what a terminal would act on).
    let file_name = args.trace.file_name().map_or(name.clone(), |n| {
        sudotrace_core::escape::shown(&n.to_string_lossy(), lang)
    });
    let mut app = App::new(timeline, file_name, use_colour())
        .with_candidates(args.candidates)
        .with_lang(lang)
        .with_lesson(lesson);
    if let Some(quiz) = quiz {
        app = app.with_quiz(quiz);
    }
    tui::run(app)?;
    Ok(Exit::Success)
}

/// The questions `--predict` asks of the trace, as the page's Predict mode draws them:
/// the lesson's (its moments with `ask = true`) first, then those `--ask-at` pins.
fn quiz(args: &StepArgs, timeline: &Timeline, lesson: &Tour, lang: Lang) -> anyhow::Result<Quiz> {
    let name = named(&args.trace);
    let events = timeline.len() as u64;
    if args.from > events {
        let events = sudotrace_core::numbers::thousands(events);
        bail!(
            "{name}: --from {}: the trace has {events} events (choose 1 to {events})",
            args.from
        );
    }
    if let Some(to) = args.to.filter(|&to| to < args.from) {
        bail!(
            "{name}: --to {to} comes before --from {from}: choose --to {from} or more",
            from = args.from
        );
    }
    let asked = args.ask.asked();
    // Pinned moments (the lesson's too) are asked whatever kinds --ask names.
    asked
        .with_lesson(lesson)
        .refuse_dead_ends_alone(&args.trace, || super::lenient_cursor(&args.trace))?;
    let own = asked.pinned("--ask-at", &args.trace, || {
        super::lenient_cursor(&args.trace)
    })?;
    // The lesson's questions: its moments with ask = true, each an event's number.
    let lessons = moments::pinned(&lesson.asked_at(), "--lesson", &args.trace, || {
        super::lenient_cursor(&args.trace)
    })?;
    let pinned = [lessons.clone(), own.clone()].concat();
    let ask = asked.ask(args.from, args.to, pinned);
    let mut cursor = super::lenient_cursor(&args.trace)?;
    let questions =
        predict::questions(&mut cursor, &ask).map_err(|e| super::trace_error(&args.trace, e))?;
    let events_asked: Vec<u64> = questions.iter().map(|q| q.event).collect();
    let window = (args.from, args.to.unwrap_or(events));
    moments::refuse_unasked(&lessons, &events_asked, window, "--lesson", &args.trace)?;
    moments::refuse_unasked(&own, &events_asked, window, "--ask-at", &args.trace)?;
    if questions.is_empty() {
        let kinds: Vec<&str> = ask.kinds.iter().map(|&kind| kind_word(kind)).collect();
        bail!(
            "{}",
            lang.fill(
                CliText::NoQuestions,
                &[("trace", &named(&args.trace)), ("kinds", &kinds.join(", "))],
            )
        );
    }
    Ok(Quiz::new(questions))
}

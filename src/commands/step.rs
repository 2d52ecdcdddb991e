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
use sudotrace_app::moments;
use sudotrace_core::lang::Lang;
use sudotrace_core::trace::selector::{At, kind_word};
use sudotrace_learn::predict;

pub fn run(args: &StepArgs) -> anyhow::Result<Exit> {
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
            bail!("{name}: --at {at}: {}", timeline.past_the_end());
        }
        timeline
            .seek(at)
            .map_err(|e| super::trace_error(&args.trace, e))?;
    }
    let lang = args.lang.resolve();
    let quiz = match args.predict {
        true => Some(quiz(args, &timeline, lang)?),
        false => None,
    };
    if !std::io::stdout().is_terminal() {
        bail!(
            "step needs a terminal to draw in; for a position in text, use `sudotrace show {name} --at N`"
        );
    }
    let file_name = args
        .trace
        .file_name()
        .map_or(name.clone(), |n| n.to_string_lossy().into_owned());
    let mut app = App::new(timeline, file_name, use_colour())
        .with_candidates(args.candidates)
        .with_lang(lang);
    if let Some(quiz) = quiz {
        app = app.with_quiz(quiz);
    }
    tui::run(app)?;
    Ok(Exit::Success)
}

/// The questions `--predict` asks of the trace, as the page's Predict mode draws them.
fn quiz(args: &StepArgs, timeline: &Timeline, lang: Lang) -> anyhow::Result<Quiz> {
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
    let pinned = asked.pinned("--ask-at", &args.trace, || {
        super::lenient_cursor(&args.trace)
    })?;
    let ask = asked.ask(args.from, args.to, pinned.clone());
    let mut cursor = super::lenient_cursor(&args.trace)?;
    let questions =
        predict::questions(&mut cursor, &ask).map_err(|e| super::trace_error(&args.trace, e))?;
    let events_asked: Vec<u64> = questions.iter().map(|q| q.event).collect();
    let window = (args.from, args.to.unwrap_or(events));
    moments::refuse_unasked(&pinned, &events_asked, window, "--ask-at", &args.trace)?;
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

//! `sudotrace step`: load and check the whole trace, then hand the terminal to the stepper.

use std::io::IsTerminal;

use anyhow::bail;

use super::Exit;
use super::use_colour;
use crate::cli::StepArgs;
use crate::tui::timeline::Timeline;
use crate::tui::{self, App};
use sudotrace_core::trace::at::At;

pub fn run(args: &StepArgs) -> anyhow::Result<Exit> {
    let name = args.trace.display().to_string();
    // Every error is found here, before the screen is taken over.
    let mut timeline =
        Timeline::load(&args.trace).map_err(|e| super::trace_error(&args.trace, e))?;
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
    if !std::io::stdout().is_terminal() {
        bail!(
            "step needs a terminal to draw in; for a position in text, use `sudotrace show {name} --at N`"
        );
    }
    let file_name = args
        .trace
        .file_name()
        .map_or(name.clone(), |n| n.to_string_lossy().into_owned());
    let app = App::new(timeline, file_name, use_colour())
        .with_candidates(args.candidates)
        .with_lang(args.lang.resolve());
    tui::run(app)?;
    Ok(Exit::Success)
}

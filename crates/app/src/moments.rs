//! Moments of a trace named as `--at` names them (an event's number, or an event by what
//! it is: `conflict:box`, `backtrack:1`, `dead-end`, `place:r5c5`), found in the trace for
//! the command line's options (`--at`, `--start`, `--marker`, `--ask-at`) and Python's
//! arguments alike, with one set of refusals.

use std::path::Path;

use sudotrace_core::events::event::EventKind;
use sudotrace_core::numbers::thousands;
use sudotrace_core::trace::Cursor;
use sudotrace_core::trace::selector::{At, Found, Wanted};

use crate::{AppError, named, trace_error};

/// The event `at` names in the trace under `cursor` (the trace called `name`), for the
/// option `flag`: its number, or the number of the event that is what `at` says (the
/// cursor is moved to it), or why there is none.
pub fn event_number(cursor: &mut Cursor, at: At, flag: &str, name: &Path) -> Result<u64, AppError> {
    let wanted = match at {
        At::Number(number) => return Ok(number),
        At::Wanted(wanted) => wanted,
    };
    let found = cursor
        .find_wanted(&wanted)
        .map_err(|e| trace_error(name, e))?;
    if found == Found::Only(0) && wanted.kind == EventKind::DeadEnd {
        dead_end_said(cursor, &wanted, flag, name)?;
    }
    found_number(found, &wanted, flag, name)
}

/// The number of the event `wanted` found, or why there is none: a trace with fewer
/// such events says how many it has.
pub fn found_number(
    found: Found,
    wanted: &Wanted,
    flag: &str,
    name: &Path,
) -> Result<u64, AppError> {
    match found {
        Found::At(number) => Ok(number),
        Found::Only(0) => Err(AppError::Refused(format!(
            "{}: {flag} {wanted}: the trace has no such event",
            named(name)
        ))),
        Found::Only(n) => Err(AppError::Refused(format!(
            "{}: {flag} {wanted}: the trace has only {} such events",
            named(name),
            thousands(n)
        ))),
    }
}

/// For a trace with no dead end named as one (a row-by-row search's), refuse `wanted`
/// saying what a dead end is there and where the first is: the backtrack that follows a
/// blank whose digits have run out.
fn dead_end_said(
    cursor: &mut Cursor,
    wanted: &Wanted,
    flag: &str,
    name: &Path,
) -> Result<(), AppError> {
    let first_backtrack = Wanted {
        kind: EventKind::Backtrack,
        place: None,
        nth: 1,
    };
    let found = cursor
        .find_wanted(&first_backtrack)
        .map_err(|e| trace_error(name, e))?;
    match found {
        Found::At(number) => Err(AppError::Refused(format!(
            "{}: {flag} {wanted}: this search writes no dead end of its own: when a blank's digits run out it backtracks at once, so its dead ends are its backtracks; the first is event {number} ({flag} backtrack:1)",
            named(name)
        ))),
        Found::Only(_) => Ok(()),
    }
}

/// The events `ats` pin Predict's questions to (`flag` being the option or argument
/// that gives them), by number, in the order given, each found by a cursor `cursor`
/// opens; the puzzle (0) is no event to ask about.
pub fn pinned(
    ats: &[At],
    flag: &str,
    name: &Path,
    mut cursor: impl FnMut() -> Result<Cursor, AppError>,
) -> Result<Vec<u64>, AppError> {
    ats.iter()
        .map(|&at| {
            let number = match at {
                At::Number(number) => number,
                At::Wanted(_) => event_number(&mut cursor()?, at, flag, name)?,
            };
            match number {
                0 => Err(AppError::Refused(format!(
                    "{}: {flag} 0 is the puzzle, before any event: ask about an event from 1",
                    named(name)
                ))),
                number => Ok(number),
            }
        })
        .collect()
}

/// Refuse questions that leave out an event `pinned` pins (`flag` giving them): past
/// the events `first` to `last` that are asked about, or one no question can be asked
/// about.
pub fn refuse_unasked(
    pinned: &[u64],
    asked: &[u64],
    (first, last): (u64, u64),
    flag: &str,
    name: &Path,
) -> Result<(), AppError> {
    match pinned.iter().find(|number| !asked.contains(number)) {
        None => Ok(()),
        Some(&number) if !(first..=last).contains(&number) => Err(AppError::Refused(format!(
            "{}: {flag}: event {number} is not among the events asked about here ({} to {}): choose one of them",
            named(name),
            thousands(first),
            thousands(last)
        ))),
        Some(&number) => Err(AppError::Refused(format!(
            "{}: {flag}: no question can be asked about event {number}",
            named(name)
        ))),
    }
}

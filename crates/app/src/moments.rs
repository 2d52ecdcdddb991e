//! Moments of a trace named as `--at` names them (an event's number, or an event by what
//! it is: `conflict:box`, `backtrack:1`, `dead-end`, `place:r5c5`), found in the trace for
//! the command line's options (`--at`, `--start`, `--marker`, `--ask-at`) and Python's
//! arguments alike, with one set of refusals.

use std::path::{Path, PathBuf};

use sudotrace_core::events::event::EventKind;
use sudotrace_core::lang::Lang;
use sudotrace_core::numbers::thousands;
use sudotrace_core::search::Strategy;
use sudotrace_core::trace::Cursor;
use sudotrace_core::trace::selector::{At, Found, Wanted};

use crate::lang::AppText;
use crate::{AppError, named, trace_error};

/// A moment asked for (by `flag`, in the trace `trace`) that the trace does not hold, or
/// that cannot be asked about; said in English, or in any language ([`MomentError::words`]).
#[derive(Debug, thiserror::Error)]
#[error("{}", self.words(Lang::En))]
pub struct MomentError {
    /// The trace.
    pub trace: PathBuf,
    /// The option or argument that names the moment: `--at`, `--marker`.
    pub flag: String,
    /// What is wrong.
    pub refusal: Refusal,
}

/// Why a moment is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// No event is what `wanted` says.
    None(Wanted),
    /// Only `n` events are what `wanted` says.
    Only(Wanted, u64),
    /// A dead end asked for in a search that writes none; its first backtrack is event
    /// `first`.
    DeadEndIsBacktrack(Wanted, u64),
    /// Dead ends asked for, and nothing else, of a row-by-row search, which writes none;
    /// its first backtrack is event `first`.
    DeadEndKindIsBacktrack(u64),
    /// Event 0, the puzzle, pinned for a question.
    Puzzle,
    /// Event `number` pinned outside the events `first` to `last` asked about.
    NotAsked {
        /// The event pinned.
        number: u64,
        /// The first event asked about.
        first: u64,
        /// The last.
        last: u64,
    },
    /// Event `number` pinned, which no question can be asked about.
    Unaskable(u64),
}

impl MomentError {
    fn refused(trace: &Path, flag: &str, refusal: Refusal) -> AppError {
        AppError::Moment(MomentError {
            trace: trace.to_path_buf(),
            flag: flag.to_string(),
            refusal,
        })
    }

    /// The refusal in words in `lang`, its facts (the trace's name, escaped; the
    /// option; the numbers) the same in each.
    pub fn words(&self, lang: Lang) -> String {
        let trace = named(&self.trace);
        let flag = &self.flag;
        let with = |text, values: &[(&str, &dyn std::fmt::Display)]| {
            let mut all: Vec<(&str, &dyn std::fmt::Display)> =
                vec![("trace", &trace), ("flag", flag)];
            all.extend_from_slice(values);
            lang.fill(text, &all)
        };
        match &self.refusal {
            Refusal::None(wanted) => with(AppText::MomentNone, &[("wanted", wanted)]),
            Refusal::Only(wanted, n) => with(
                AppText::MomentOnly,
                &[("wanted", wanted), ("n", &thousands(*n))],
            ),
            Refusal::DeadEndIsBacktrack(wanted, number) => with(
                AppText::MomentDeadEndIsBacktrack,
                &[("wanted", wanted), ("number", number)],
            ),
            Refusal::DeadEndKindIsBacktrack(number) => {
                with(AppText::MomentDeadEndKindIsBacktrack, &[("number", number)])
            }
            Refusal::Puzzle => with(AppText::MomentPuzzle, &[]),
            Refusal::NotAsked {
                number,
                first,
                last,
            } => with(
                AppText::MomentNotAsked,
                &[
                    ("number", number),
                    ("first", &thousands(*first)),
                    ("last", &thousands(*last)),
                ],
            ),
            Refusal::Unaskable(number) => with(AppText::MomentUnaskable, &[("number", number)]),
        }
    }
}

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
        Found::Only(0) => Err(MomentError::refused(name, flag, Refusal::None(*wanted))),
        Found::Only(n) => Err(MomentError::refused(name, flag, Refusal::Only(*wanted, n))),
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
        Found::At(number) => Err(MomentError::refused(
            name,
            flag,
            Refusal::DeadEndIsBacktrack(*wanted, number),
        )),
        Found::Only(_) => Ok(()),
    }
}

/// Refuse `kinds` (asked for by `flag`: `--only`, `--ask`) in the trace called `name`
/// that cursors `open` opens when they are dead ends alone, its search is row by row,
/// which writes no dead end of its own, and the trace holds none: saying what its dead
/// ends are and where the first is, instead of finding none.
pub fn refuse_dead_ends_alone(
    kinds: &[EventKind],
    flag: &str,
    name: &Path,
    mut open: impl FnMut() -> Result<Cursor, AppError>,
) -> Result<(), AppError> {
    if !kinds.iter().all(|&kind| kind == EventKind::DeadEnd) || kinds.is_empty() {
        return Ok(());
    }
    let mut cursor = open()?;
    let row_by_row = Strategy::from_name(&cursor.header().solver)
        .is_some_and(|strategy| strategy.is_plain_rows());
    if !row_by_row {
        return Ok(());
    }
    // The header says what search it was; the trace, what it holds: one that departs
    // from its search may write dead ends all the same.
    let first_dead_end = Wanted {
        kind: EventKind::DeadEnd,
        place: None,
        nth: 1,
    };
    let found = cursor
        .find_wanted(&first_dead_end)
        .map_err(|e| trace_error(name, e))?;
    if found != Found::Only(0) {
        return Ok(());
    }
    let mut cursor = open()?;
    let first_backtrack = Wanted {
        kind: EventKind::Backtrack,
        place: None,
        nth: 1,
    };
    match cursor
        .find_wanted(&first_backtrack)
        .map_err(|e| trace_error(name, e))?
    {
        Found::At(number) => Err(MomentError::refused(
            name,
            flag,
            Refusal::DeadEndKindIsBacktrack(number),
        )),
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
                0 => Err(MomentError::refused(name, flag, Refusal::Puzzle)),
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
        Some(&number) if !(first..=last).contains(&number) => Err(MomentError::refused(
            name,
            flag,
            Refusal::NotAsked {
                number,
                first,
                last,
            },
        )),
        Some(&number) => Err(MomentError::refused(name, flag, Refusal::Unaskable(number))),
    }
}

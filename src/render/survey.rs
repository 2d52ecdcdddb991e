//! The first stage of rendering: what the trace holds before anything is drawn. Its
//! length and final counts fix the width of the caption (numbers stay in place from
//! frame to frame), and the number of events the choice admits spreads the frames.
//! A binary trace closed properly answers from its end record and checkpoints; any
//! other trace is read once, every event checked on the board.

use crate::event::Outcome;
use crate::grid::CELLS;
use crate::stats::Stats;
use crate::trace::{Cursor, CutShort, TraceError};

use super::select::Choice;

/// What the first stage learns: the trace is sound, how long it is, how it ends, and
/// how many events the choice admits.
pub(super) struct Survey {
    pub events: u64,
    pub admitted: u64,
    pub totals: Stats,
    pub outcome: Outcome,
    pub blanks: usize,
    /// Where the trace stops, when it is cut short.
    pub cut_short: Option<CutShort>,
}

pub(super) fn survey(cursor: &mut Cursor, choice: &Choice) -> Result<Survey, TraceError> {
    let blanks = CELLS - cursor.header().puzzle.filled();
    if let Some(survey) = from_index(cursor, choice, blanks)? {
        return Ok(survey);
    }
    let mut admitted = 0;
    while let Some(event) = cursor.next_event()? {
        if choice.admits(cursor.position(), event.kind()) {
            admitted += 1;
        }
    }
    let cut_short = cursor.cut_short().cloned();
    Ok(Survey {
        events: cursor.position(),
        admitted,
        totals: *cursor.stats(),
        outcome: match (cursor.end(), &cut_short) {
            (Some(end), None) => end.outcome,
            _ => Outcome::Limit,
        },
        blanks,
        cut_short,
    })
}

/// The survey that the length and end record a trace knows up front answer: events in a
/// range are counted from the counts at its two ends, which the cursor jumps to. The
/// events drawn are checked as they are drawn.
fn from_index(
    cursor: &mut Cursor,
    choice: &Choice,
    blanks: usize,
) -> Result<Option<Survey>, TraceError> {
    let (Some(events), Some(end)) = (cursor.len(), cursor.end()) else {
        return Ok(None);
    };
    let (outcome, Some(totals)) = (end.outcome, end.stats) else {
        return Ok(None);
    };
    if totals.events != events {
        return Ok(None);
    }
    let first = choice.from.max(1);
    let last = choice.to.unwrap_or(events).min(events);
    let admitted = if first > last {
        0
    } else if choice.only.is_empty() {
        last + 1 - first
    } else {
        cursor.count(&choice.only, first, last)?
    };
    Ok(Some(Survey {
        events,
        admitted,
        totals,
        outcome,
        blanks,
        cut_short: None,
    }))
}

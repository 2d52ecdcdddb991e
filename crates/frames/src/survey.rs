//! The first stage of rendering: what the trace holds before anything is drawn. Its
//! length and final counts fix the width of the caption (numbers stay in place from
//! frame to frame), and the number of events the choice admits spreads the frames.
//! A binary trace closed properly answers from its end record and checkpoints; any
//! other trace is read once, every event checked on the board. A story (see
//! [`Pacing`](super::select::Pacing)) also needs its moments: the first backtrack and the
//! deepest dead end, found on that one read (a binary trace is read for them only when
//! its frames are to be sampled).

use sudotrace_core::events::counts::Stats;
use sudotrace_core::events::event::{Ending, Event, Outcome};
use sudotrace_core::puzzle::grid::CELLS;
use sudotrace_core::search::Sink;
use sudotrace_core::trace::{Cursor, CutShort, TraceError};
use sudotrace_core::views::landmarks::Landmarks;

use super::select::{self, Choice, Pacing};

/// What the first stage learns: the trace is sound, how long it is, how it ends, and
/// how many events the choice admits.
pub(super) struct Survey {
    pub events: u64,
    pub admitted: u64,
    pub totals: Stats,
    /// How the trace ends (stopped at the limit, unvouched, when it does not say).
    pub ending: Ending,
    /// The first event where the trace departs from the strategy its header names.
    pub departure: Option<u64>,
    /// The solver the header names.
    pub solver: String,
    pub blanks: usize,
    /// Where the trace stops, when it is cut short.
    pub cut_short: Option<CutShort>,
    /// The moments a story slows down for, each as the number of admitted events
    /// before it: the first backtrack, and the deepest dead end (the first backtrack
    /// from the greatest depth any backtrack leaves).
    pub moments: Vec<u64>,
}

/// Survey the trace under `cursor` for `choice`; `read` is told the events read so far
/// every 65,536 events of a trace read through, and answers whether to go on: `None`
/// when it says stop (a notebook's interrupt), within milliseconds of its asking.
pub(super) fn survey(
    cursor: &mut Cursor,
    choice: &Choice,
    read: &mut dyn FnMut(u64) -> bool,
) -> Result<Option<Survey>, TraceError> {
    let blanks = CELLS - cursor.header().puzzle.filled();
    let mut survey = match from_index(cursor, choice, blanks)? {
        Some(mut survey) => {
            if tells_a_story(choice, survey.admitted) {
                // The moments lie in the range: the events after it need no reading.
                cursor.seek(0)?;
                let mut moments = StoryMoments::new(choice);
                if !read_until(cursor, choice.to.unwrap_or(u64::MAX), &mut moments, read)? {
                    return Ok(None);
                }
                survey.moments = moments.found();
            }
            survey
        }
        None => {
            let mut moments = StoryMoments::new(choice);
            if !read_until(cursor, u64::MAX, &mut moments, read)? {
                return Ok(None);
            }
            let admitted = moments.admitted;
            let moments = moments.found();
            let cut_short = cursor.cut_short().cloned();
            Survey {
                events: cursor.position(),
                admitted,
                totals: *cursor.stats(),
                ending: STOPPED,
                departure: None,
                solver: cursor.header().solver.clone(),
                blanks,
                cut_short,
                moments,
            }
        }
    };
    survey.departure = cursor.departure()?;
    survey.ending = cursor.ending().unwrap_or(STOPPED);
    // Where the search departs from the strategy its header names is a moment too.
    if let Some(departs) = survey.departure.filter(|&n| choice.in_range(n))
        && tells_a_story(choice, survey.admitted)
    {
        let from = choice.from.max(1);
        let before = match choice.only.is_empty() {
            true => departs - from,
            false => cursor.count(&choice.only, from, departs - 1)?,
        };
        survey.moments.push(before);
        survey.moments.sort_unstable();
        survey.moments.dedup();
    }
    Ok(Some(survey))
}

/// How many events a survey reads between two questions to `read`.
const READ_EVERY: u64 = 1 << 16;

/// Read on to just after event `last` (or the end) into `moments`, [`READ_EVERY`]
/// events at a time, telling `read` the events read after each: false once it says stop.
fn read_until(
    cursor: &mut Cursor,
    last: u64,
    moments: &mut StoryMoments,
    read: &mut dyn FnMut(u64) -> bool,
) -> Result<bool, TraceError> {
    loop {
        let at = cursor.position();
        let next = at.saturating_add(READ_EVERY).min(last);
        cursor.read_into(next, moments)?;
        if cursor.position() < next || next == last {
            return Ok(true);
        }
        if !read(cursor.position()) {
            return Ok(false);
        }
    }
}

/// How a trace that does not say how it ended is told: stopped, with no claim vouched for.
const STOPPED: Ending = Ending {
    outcome: Outcome::Limit,
    vouched: false,
};

/// Finds the moments of a story while the trace is read: counts the events the choice
/// admits, follows the search's [`Landmarks`] in the range, and notes how many admitted
/// events came before the first time it turned back (its first backtrack or dead end)
/// and before the deepest point it turned back from.
struct StoryMoments<'a> {
    choice: &'a Choice,
    number: u64,
    admitted: u64,
    landmarks: Landmarks,
    /// The admitted events before the first turn back.
    first_turn_back: Option<u64>,
    /// The admitted events before the deepest turn back.
    deepest_turn_back: Option<u64>,
}

impl<'a> StoryMoments<'a> {
    fn new(choice: &'a Choice) -> StoryMoments<'a> {
        StoryMoments {
            choice,
            number: 0,
            admitted: 0,
            landmarks: Landmarks::default(),
            first_turn_back: None,
            deepest_turn_back: None,
        }
    }

    fn found(&self) -> Vec<u64> {
        self.first_turn_back
            .into_iter()
            .chain(self.deepest_turn_back)
            .collect()
    }
}

impl Sink for StoryMoments<'_> {
    #[inline(always)]
    fn event(&mut self, event: Event) {
        self.number += 1;
        let (number, kind) = (self.number, event.kind());
        if self.choice.in_range(number) {
            self.landmarks.note(number, kind);
            if self.landmarks.first_turn_back() == Some(number) {
                self.first_turn_back = Some(self.admitted);
            }
            if self.landmarks.deepest_turn_back().map(|d| d.at) == Some(number) {
                self.deepest_turn_back = Some(self.admitted);
            }
        } else {
            self.landmarks.pass(kind);
        }
        if self.choice.admits(number, kind) {
            self.admitted += 1;
        }
    }
}

/// Whether the frames of `admitted` events are spread as a story, which needs moments.
fn tells_a_story(choice: &Choice, admitted: u64) -> bool {
    choice.pacing == Pacing::Story
        && choice.max_frames.is_some_and(|max| {
            admitted.div_ceil(choice.every.max(1)) > max && select::room_for_a_story(max)
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
        ending: Ending {
            outcome,
            vouched: false,
        },
        departure: None,
        solver: cursor.header().solver.clone(),
        blanks,
        cut_short: None,
        moments: Vec::new(),
    }))
}

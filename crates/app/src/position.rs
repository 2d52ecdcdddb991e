//! One position of a trace as `show` (and Python's `Trace.show` and `Trace.position`)
//! see it: the board right after an event, or on the board before an event that cannot
//! happen; its view in words, with the check's cost, and why the event happens.

use sudotrace_core::events::counts::Stats;
use sudotrace_core::events::event::{Ending, Event};
use sudotrace_core::events::replay::{ImpossibleEvent, Replay};
use sudotrace_core::lang::Lang;
use sudotrace_core::search::Check;
use sudotrace_core::search::listing::Listing;
use sudotrace_core::trace::{Cursor, TraceError};
use sudotrace_core::views::show::ShownPosition;
use sudotrace_core::views::summary::PositionJson;
use sudotrace_core::views::view::View;
use sudotrace_core::views::why::Why;

/// A position of a trace, worked out.
pub struct Position {
    /// What is seen there, in words.
    pub view: View,
    /// The board and stack.
    pub replay: Replay,
    /// The counts so far.
    pub stats: Stats,
    /// The event shown and its number (from 1); none at the puzzle.
    pub event: Option<(u64, Event)>,
    /// The event shown cannot happen: it is drawn on the board before it.
    pub refused: bool,
    /// Why the event happens.
    pub why: Option<Why>,
}

impl Position {
    /// The position `replay` and `stats` stand at, which `cursor` has just read: right
    /// after its last event, or, with `refused`, on that board before the event that
    /// cannot happen after the trace's `count` readable events. Seen by the check of
    /// `solver`, in `lang`. (The cursor may move: finding why an event happens can read
    /// back.)
    pub fn new(
        cursor: &mut Cursor,
        (replay, stats): (Replay, Stats),
        refused: Option<&ImpossibleEvent>,
        count: u64,
        solver: &str,
        lang: Lang,
    ) -> Result<Position, TraceError> {
        let event = match refused {
            Some(refused) => Some((count + 1, refused.event)),
            None => replay.last().map(|e| (stats.events, e)),
        };
        let shown = event.map_or(0, |(n, _)| n);
        let view = match refused {
            Some(refused) => View::refused(&replay, &stats, shown, refused, lang),
            None => View::new(
                &replay,
                &stats,
                event.map(|(n, e)| (n as usize, e)),
                cursor.order_at(shown),
                lang,
            ),
        }
        .with_check(Check::of_solver(solver), &replay, lang);
        let why = match refused {
            Some(refused) => Some(Why::of(&replay, refused.event, None)),
            None => Why::at(cursor, shown)?,
        };
        Ok(Position {
            view,
            replay,
            stats,
            event,
            refused: refused.is_some(),
            why,
        })
    }
}

/// What a position is told with, beside what is seen there: the trace's solver and its
/// events, where it departs from its strategy, how it ended (when the position is the
/// last) and the strategy's listing.
pub struct Telling<'a> {
    /// The solver the trace's header names.
    pub solver: &'a str,
    /// The events the trace holds (one more when an event that cannot happen is shown).
    pub total: u64,
    /// Where the trace departs from its strategy, if it does.
    pub departure: Option<u64>,
    /// How the search ended, when the position is the last.
    pub ending: Option<Ending>,
    /// The strategy's listing, for the line that made the event.
    pub listing: Option<&'a Listing>,
}

impl Position {
    /// The view, with each blank's candidates pencilled in when `candidates`.
    fn seen(&self, candidates: bool) -> std::borrow::Cow<'_, View> {
        match candidates {
            true => std::borrow::Cow::Owned(self.view.clone().with_candidates(&self.replay)),
            false => std::borrow::Cow::Borrowed(&self.view),
        }
    }

    /// The text `show` prints of the position, coloured with ANSI escapes when
    /// `colour`, with each blank's candidates when `candidates`.
    pub fn text(&self, telling: &Telling, colour: bool, candidates: bool, lang: Lang) -> String {
        ShownPosition {
            view: &self.seen(candidates),
            replay: &self.replay,
            stats: &self.stats,
            solver: telling.solver,
            total: telling.total,
            event: self.event,
            refused: self.refused,
            departure: telling.departure,
            ending: telling.ending,
            listing: telling.listing,
            why: self.why,
        }
        .text(colour, candidates, lang)
    }

    /// The position as `show --json` writes it, with each blank's candidates when
    /// `candidates`.
    pub fn json(&self, telling: &Telling, candidates: bool, lang: Lang) -> PositionJson {
        PositionJson::new(
            &self.seen(candidates),
            &self.replay,
            telling.solver,
            telling.listing,
        )
        .with_why(self.why, lang)
    }
}

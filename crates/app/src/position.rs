//! One position of a trace as `show` (and Python's `Trace.show` and `Trace.position`)
//! see it: the board right after an event, or on the board before an event that cannot
//! happen; its view in words, with the check's cost, and why the event happens.

use sudotrace_core::events::counts::Stats;
use sudotrace_core::events::event::Event;
use sudotrace_core::events::replay::{ImpossibleEvent, Replay};
use sudotrace_core::lang::Lang;
use sudotrace_core::search::Check;
use sudotrace_core::trace::{Cursor, TraceError};
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

//! A search run for a front door that shows its progress and may stop it: recorded into
//! a binary trace in memory, or only counted.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

use sudotrace_core::puzzle::grid::Grid;
use sudotrace_core::search::{Limit, NullSink, Search, Strategy};
use sudotrace_core::trace::{BinaryWriter, Header};
use sudotrace_core::views::summary::SearchJson;

use crate::AppError;
use crate::progress::Counted;

/// The limit a search is given: `max_tries` tries, or else `max_events` events (0: no
/// limit).
pub fn limit(max_tries: Option<u64>, max_events: u64) -> Option<Limit> {
    match (max_tries, max_events) {
        (Some(tries), _) => Some(Limit::Tries(tries)),
        (None, 0) => None,
        (None, events) => Some(Limit::Events(events)),
    }
}

/// Search `puzzle` (called `name`, when it has one) with `strategy` within `limit`,
/// recording every event into a binary trace in memory, its events counted into
/// `events`; stopped (as at a limit) once `stop` is set. Gives the trace's bytes.
pub fn record(
    puzzle: &Grid,
    name: Option<&str>,
    strategy: Strategy,
    limit: Option<Limit>,
    stop: &AtomicBool,
    events: &AtomicU64,
) -> Result<Vec<u8>, AppError> {
    let recorded = match limit {
        Some(Limit::Events(n)) => Some(n),
        _ => None,
    };
    let header = Header::new(*puzzle, strategy.name(), recorded).named(name.map(str::to_string));
    let mut writer = Counted::new(BinaryWriter::new(Vec::new(), &header), events);
    let run = Search::new(strategy)
        .within(limit)
        .stop(&|| stop.load(Ordering::Relaxed))
        .run(puzzle, &mut writer);
    writer
        .sink
        .finish(&run.end)
        .map_err(|e| AppError::Output(e.to_string()))
}

/// Search `puzzle` with `strategy` within `limit`, recording nothing: how it ended, its
/// counts and its time, as `solve --json` gives them; stopped (as at a limit) once `stop`
/// is set, within a millisecond.
pub fn count(
    puzzle: &Grid,
    strategy: Strategy,
    limit: Option<Limit>,
    stop: &AtomicBool,
) -> SearchJson {
    let run = Search::new(strategy)
        .within(limit)
        .stop(&|| stop.load(Ordering::Relaxed))
        .run(puzzle, &mut NullSink);
    SearchJson::new(
        puzzle,
        strategy.name(),
        run.end.outcome,
        run.end.solution.as_ref(),
        &run.end.stats,
        Some(run.elapsed),
    )
}

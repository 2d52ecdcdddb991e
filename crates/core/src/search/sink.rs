//! Where a search sends its events: a trace writer of either format, a counter, or
//! nothing. The search is generic over its sink, so an untraced run ([`NullSink`]) pays
//! nothing for tracing.

use crate::events::counts::Stats;
use crate::events::event::Event;
use crate::events::replay::Replay;

use super::Strategy;

/// Where the search sends its events.
///
/// A sink that can foresee a search's events itself (the binary trace writer predicts
/// them from the same rules) says so in [`foresee`](Sink::foresee): the search then
/// hands it stretches of events as counts, with where the search stands after each
/// ([`foreseen`](Sink::foreseen)), instead of the events one by one.
pub trait Sink {
    /// False for a sink that drops everything, so the search can skip even working out
    /// what it would have sent.
    const RECORDS: bool = true;

    /// Take the search's next event.
    fn event(&mut self, event: Event);

    /// Asked before each stretch of `strategy`'s search: how many of its next events
    /// this sink takes as a count alone, or `None` (the default) to be sent each event.
    fn foresee(&mut self, _strategy: Strategy) -> Option<u64> {
        None
    }

    /// `count` events of a search this sink foresees went by: the search stands at `at`,
    /// with `stats` counted from its start.
    fn foreseen(&mut self, _count: u64, _at: &Replay, _stats: &Stats) {}
}

/// The sink of an untraced run: drops every event, and costs nothing.
#[derive(Clone, Copy, Default, Debug)]
pub struct NullSink;

impl Sink for NullSink {
    const RECORDS: bool = false;

    #[inline(always)]
    fn event(&mut self, _event: Event) {}
}

/// Collects events in memory; for tests and small searches only.
impl Sink for Vec<Event> {
    fn event(&mut self, event: Event) {
        self.push(event);
    }
}

impl<S: Sink> Sink for &mut S {
    const RECORDS: bool = S::RECORDS;

    #[inline(always)]
    fn event(&mut self, event: Event) {
        (**self).event(event);
    }

    fn foresee(&mut self, strategy: Strategy) -> Option<u64> {
        (**self).foresee(strategy)
    }

    fn foreseen(&mut self, count: u64, at: &Replay, stats: &Stats) {
        (**self).foreseen(count, at, stats);
    }
}

//! Progress told to another thread: a sink that counts the events it passes on, for a
//! progress line (the command line's bar, or a count Python's thread reads now and then;
//! the hot loop pays a count and a compare an event), and [`Going`], how work on a
//! thread of its own goes (asked to stop, its phase, its count), which a drawing and a
//! comparison tell through [`Drawing`] and [`Comparing`].

use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use sudotrace_compare::{CompareProgress, Phase};
use sudotrace_frames::RenderProgress;

use sudotrace_core::events::counts::Stats;
use sudotrace_core::events::event::Event;
use sudotrace_core::events::replay::Replay;
use sudotrace_core::search::{Sink, Strategy};

/// Events between two updates of the count.
const EVERY: u64 = 1 << 16;

/// Where a count of events is kept for whoever shows it.
pub trait Tally {
    /// The events so far.
    fn set(&self, events: u64);
}

impl Tally for AtomicU64 {
    fn set(&self, events: u64) {
        self.store(events, Ordering::Relaxed);
    }
}

/// A sink that passes every event on to `sink` and keeps `events`, the count so far,
/// up to date every 65,536 events (and after each stretch a sink foresees).
pub struct Counted<'a, S, T: ?Sized> {
    /// The sink the events go to.
    pub sink: S,
    events: &'a T,
    count: u64,
}

impl<'a, S: Sink, T: Tally + ?Sized> Counted<'a, S, T> {
    /// Count the events that go to `sink` into `events`.
    pub fn new(sink: S, events: &'a T) -> Counted<'a, S, T> {
        Counted {
            sink,
            events,
            count: 0,
        }
    }
}

impl<S: Sink, T: Tally + ?Sized> Sink for Counted<'_, S, T> {
    const RECORDS: bool = S::RECORDS;

    #[inline(always)]
    fn event(&mut self, event: Event) {
        self.sink.event(event);
        self.count += 1;
        if self.count.is_multiple_of(EVERY) {
            self.events.set(self.count);
        }
    }

    fn foresee(&mut self, strategy: Strategy) -> Option<u64> {
        self.sink.foresee(strategy)
    }

    fn foreseen(&mut self, count: u64, at: &Replay, stats: &Stats) {
        self.sink.foreseen(count, at, stats);
        self.count += count;
        self.events.set(self.count);
    }
}

/// How work on a thread of its own goes, for the thread that watches it: whether it is
/// asked to stop, which of its phases it is in, and how far that phase has come.
#[derive(Default)]
pub struct Going {
    /// Asked to stop.
    pub stop: AtomicBool,
    /// The phase it is in, from 0.
    pub phase: AtomicUsize,
    /// How far the phase has come.
    pub count: AtomicU64,
}

impl Going {
    /// The phase it is in, as `phases` words it (the last for one past them), and how
    /// far it has come.
    pub fn now<P: Copy>(&self, phases: &[P]) -> (P, u64) {
        let phase = self.phase.load(Ordering::Relaxed).min(phases.len() - 1);
        (phases[phase], self.count.load(Ordering::Relaxed))
    }
}

/// Run `work` on a thread of its own, telling how it goes through `going`, while this
/// thread calls `watch` over and over until the work is done: each call may wait for it
/// a while ([`Waiting::wait`]), show how it goes, and ask it to stop through `going`.
/// Gives what the work gives.
pub fn watched<T: Send>(
    going: &Going,
    work: impl FnOnce(&Going) -> T + Send,
    mut watch: impl FnMut(&Waiting),
) -> T {
    let done = AtomicBool::new(false);
    // The watcher sleeps until the work wakes it when done (or its time is up): a short
    // work's result is had at once, not at the next look.
    let watcher = std::thread::current();
    std::thread::scope(|scope| {
        let worker = scope.spawn(|| {
            let result = work(going);
            done.store(true, Ordering::Release);
            watcher.unpark();
            result
        });
        let waiting = Waiting(&done);
        while !waiting.done() {
            watch(&waiting);
        }
        worker.join().expect("the work does not panic")
    })
}

/// Work under way on another thread, as the thread that watches it sees it.
pub struct Waiting<'a>(&'a AtomicBool);

impl Waiting<'_> {
    /// Whether the work is done.
    pub fn done(&self) -> bool {
        self.0.load(Ordering::Acquire)
    }

    /// Wait until the work is done, 50 ms at most (woken by the work as it ends).
    pub fn wait(&self) {
        let until = Instant::now() + Duration::from_millis(50);
        while !self.done() {
            let now = Instant::now();
            if now >= until {
                break;
            }
            std::thread::park_timeout(until - now);
        }
    }
}

/// A drawing's progress, for the progress line: the events read, then the frames drawn.
pub struct Drawing<'a>(pub &'a Going);

impl RenderProgress for Drawing<'_> {
    fn reading(&mut self, events: u64) {
        self.0.count.store(events, Ordering::Relaxed);
    }

    fn drawing(&mut self, frames: u64, _of: u64) {
        self.0.phase.store(1, Ordering::Relaxed);
        self.0.count.store(frames, Ordering::Relaxed);
    }

    fn stopped(&self) -> bool {
        self.0.stop.load(Ordering::Relaxed)
    }
}

/// A comparison's progress, for the progress line: the searches counted, then the tries
/// of the timed runs.
pub struct Comparing<'a>(pub &'a Going);

impl CompareProgress for Comparing<'_> {
    fn start(&self, phase: Phase, _total: u64) {
        let phase = match phase {
            Phase::Counting => 0,
            Phase::Timing => 1,
        };
        self.0.phase.store(phase, Ordering::Relaxed);
        self.0.count.store(0, Ordering::Relaxed);
    }

    fn advance(&self, done: u64) {
        self.0.count.fetch_add(done, Ordering::Relaxed);
    }

    fn finish(&self) {}
    fn stopped(&self) -> bool {
        self.0.stop.load(Ordering::Relaxed)
    }
    fn may_stop(&self) -> bool {
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn watched_work_tells_how_it_goes_and_stops_when_asked() {
        let going = Going::default();
        let phases = [("counting", "searches"), ("timing", "tries")];
        let mut watches = 0;
        let counted = watched(
            &going,
            |going| {
                going.phase.store(5, Ordering::Relaxed);
                while !going.stop.load(Ordering::Relaxed) {
                    going.count.fetch_add(1, Ordering::Relaxed);
                    std::thread::sleep(Duration::from_millis(1));
                }
                going.count.load(Ordering::Relaxed)
            },
            |waiting| {
                waiting.wait();
                watches += 1;
                if watches == 3 {
                    going.stop.store(true, Ordering::Relaxed);
                }
            },
        );
        assert!(watches >= 3 && counted > 0);
        assert_eq!(going.now(&phases), (("timing", "tries"), counted));
    }
}

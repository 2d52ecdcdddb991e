//! How a comparison tells its progress, from any thread: the binary shows it as a
//! progress bar.

/// The phases of a comparison, as progress reports name them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// Counting runs; progress counts runs.
    Counting,
    /// Warm-ups and timed runs; progress counts tries searched.
    Timing,
}

/// Told how the work goes, from any thread; the command shows it as a progress bar.
pub trait CompareProgress: Sync {
    /// A phase starts with `total` units of work to do.
    fn start(&self, phase: Phase, total: u64);
    /// `done` more units of the current phase are done.
    fn advance(&self, done: u64);
    /// The current phase is over.
    fn finish(&self);
    /// Whether the comparison is asked to stop (a notebook's interrupt): asked between
    /// searches and inside every search, counted or timed, whose results are then not to
    /// be used.
    /// Never, unless the caller says otherwise.
    fn stopped(&self) -> bool {
        false
    }
    /// Whether [`stopped`](CompareProgress::stopped) may ever say so: only then do the
    /// searches ask it as they go.
    fn may_stop(&self) -> bool {
        false
    }
}

/// Progress that goes nowhere.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct NoProgress;

impl CompareProgress for NoProgress {
    fn start(&self, _phase: Phase, _total: u64) {}
    fn advance(&self, _done: u64) {}
    fn finish(&self) {}
}

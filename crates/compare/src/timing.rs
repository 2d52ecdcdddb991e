//! The timing phase: one (puzzle, variant) pair at a time, alone as far as this process
//! goes, a warm-up and then `repeat` timed untraced runs; a pair's time is their median,
//! with the fastest and slowest kept as its spread ([`Timing`](crate::Timing)).

use std::time::Instant;

use sudotrace_core::events::event::Outcome;
use sudotrace_core::puzzle::grid::Grid;
use sudotrace_core::search::{NullSink, Search};

use crate::options::CompareOptions;
use crate::progress::{CompareProgress, Phase};
use crate::results::{Costs, PuzzleResult, Timing, VariantResult, timing_of};

/// The warm-up before the timed runs replays the whole search when it has at most this
/// many events, and only its first this-many events otherwise: a search that long warms
/// itself up, and a full extra run of it would only cost time.
pub(crate) const WARMUP_EVENTS: u64 = 1 << 24;

/// The timing runs, one at a time, of every variant of every puzzle that finished
/// within the limit.
pub(crate) fn time_all(
    puzzles: &mut [PuzzleResult],
    options: &CompareOptions,
    costs: &mut Costs,
    progress: &dyn CompareProgress,
) {
    let runs_each = options.repeat as u64 + 1;
    let total: u64 = puzzles
        .iter()
        .flat_map(|p| &p.variants)
        .filter(|v| v.outcome != Outcome::Limit)
        .map(|v| v.stats.tries.max(1) * runs_each)
        .sum();
    progress.start(Phase::Timing, total);
    for puzzle in puzzles.iter_mut() {
        let grid = puzzle.puzzle.grid;
        for variant in puzzle
            .variants
            .iter_mut()
            .filter(|v| v.outcome != Outcome::Limit)
        {
            variant.timing = time_one(&grid, variant, options.repeat, costs, progress);
            if progress.stopped() {
                break;
            }
        }
    }
    progress.finish();
}

/// A warm-up and `repeat` timed runs of one variant on one puzzle; `None` when the
/// comparison is asked to stop before the first timed run is over. A comparison that
/// may be stopped (a notebook's) asks inside each run of a strategy that chooses its
/// blanks too, which costs its search nothing measurable; a row-by-row search, whose
/// loop would run slower asked (8% to 22%: docs/PERFORMANCE.md), is timed as the command
/// line times it and
/// asked between runs only (each finished within the try limit when counted: at the
/// default 100,000,000 tries, about half a second at most).
fn time_one(
    grid: &Grid,
    variant: &VariantResult,
    repeat: usize,
    costs: &mut Costs,
    progress: &dyn CompareProgress,
) -> Option<Timing> {
    let kind = variant.solver;
    let work = variant.stats.tries.max(1);
    let warmup_limit = (variant.stats.events > WARMUP_EVENTS).then_some(WARMUP_EVENTS);
    let stopped = || progress.stopped();
    let search = || match progress.may_stop() && !kind.is_plain_rows() {
        true => Search::new(kind).stop(&stopped),
        false => Search::new(kind),
    };
    let call = Instant::now();
    search().max_events(warmup_limit).run(grid, &mut NullSink);
    costs.timing_solver += call.elapsed();
    costs.timing_runs += 1;
    progress.advance(work);

    let mut times = Vec::with_capacity(repeat);
    for _ in 0..repeat {
        if progress.stopped() {
            break;
        }
        let call = Instant::now();
        let run = search().run(grid, &mut NullSink);
        if progress.stopped() {
            break;
        }
        costs.timing_solver += call.elapsed();
        costs.timing_runs += 1;
        costs.timed += run.elapsed;
        debug_assert_eq!(run.end.stats, variant.stats, "the same search each time");
        times.push(run.elapsed);
        progress.advance(work);
    }
    (!times.is_empty()).then(|| timing_of(times))
}

//! Which events become frames: a range of event numbers (`--from`, `--to`), kinds
//! (`--only`), one in N (`--every`), and at most so many frames (`--max-frames`).
//! Events are numbered from 1, the first event line after the header; 0 is the puzzle
//! before any event.
//!
//! When the choice holds more events than frames, the frames are spread one of two ways
//! ([`Pacing`]). The default tells the story: the opening events one by one, the events
//! around the moments that matter one by one (the first backtrack, the deepest dead end,
//! the end), and the long stretches between them passed through in even strides, as a
//! terminal recording compresses idle time. `even` spreads every frame evenly from the
//! first event to the last, a time-lapse.
//!
//! Choosing streams: a first pass over the trace counts the events that pass the range
//! and kinds ([`Choice::admits`]) and finds the moments; the [`Picker`] then decides
//! event by event on the second pass, holding a handful of runs and counters.

use sudotrace_core::events::event::EventKind;

/// How frames are spread over a choice that holds more events than frames.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Pacing {
    /// The opening and the moments that matter event by event, the stretches between
    /// them compressed.
    #[default]
    Story,
    /// Evenly from the first event to the last.
    Even,
}

impl sudotrace_core::names::Named for Pacing {
    const ALL: &'static [Pacing] = &[Pacing::Story, Pacing::Even];

    /// The name `--pacing` and Python's `pacing=` say.
    fn name(self) -> &'static str {
        match self {
            Pacing::Story => "story",
            Pacing::Even => "even",
        }
    }
}

/// The frames asked for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice {
    /// First event number shown (1 or more).
    pub from: u64,
    /// Last event number shown, if any.
    pub to: Option<u64>,
    /// Kinds shown; empty for all.
    pub only: Vec<EventKind>,
    /// Keep the first admitted event and every `every`-th after it.
    pub every: u64,
    /// At most this many event frames; `None` for no limit.
    pub max_frames: Option<u64>,
    /// How frames are spread over a choice of more events than `max_frames`.
    pub pacing: Pacing,
}

impl Default for Choice {
    fn default() -> Self {
        Choice {
            from: 1,
            to: None,
            only: Vec::new(),
            every: 1,
            max_frames: None,
            pacing: Pacing::Story,
        }
    }
}

impl Choice {
    /// Whether event `number` of kind `kind` passes the range and the kinds.
    pub(crate) fn admits(&self, number: u64, kind: EventKind) -> bool {
        self.in_range(number) && (self.only.is_empty() || self.only.contains(&kind))
    }

    /// Whether event `number` lies in `--from` to `--to`.
    pub fn in_range(&self, number: u64) -> bool {
        number >= self.from && self.to.is_none_or(|to| number <= to)
    }

    /// Whether events after `number` can still be chosen.
    pub(crate) fn past_end(&self, number: u64) -> bool {
        self.to.is_some_and(|to| number >= to)
    }
}

/// Shares of the frame budget a story gives, in thousandths: the opening, the close,
/// and the stretch around each moment (three quarters of it before the moment).
const OPENING: u64 = 300;
const CLOSE: u64 = 100;
const AROUND: u64 = 75;

/// Whether `frames` frames leave room for a story's windows (at least 4 events around
/// each moment): [`FEWEST_FOR_A_STORY`] frames or more. Fewer are spread evenly.
pub(crate) fn room_for_a_story(frames: u64) -> bool {
    frames * AROUND / 1000 >= 4
}

/// The fewest event frames that tell a story (the search slowed down around its first
/// turn back and its deepest): fewer are spread evenly over the events.
pub const FEWEST_FOR_A_STORY: u64 = (4 * 1000u64).div_ceil(AROUND);

/// `frames` frames spread over the keeps `start..start + len`: all of them when
/// `frames == len`, else one in the middle of each of `frames` equal strides.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Stride {
    start: u64,
    len: u64,
    frames: u64,
}

impl Stride {
    fn index(&self, k: u64) -> u64 {
        if self.frames >= self.len {
            self.start + k
        } else {
            let stride = u128::from(self.len) * u128::from(2 * k + 1) / u128::from(2 * self.frames);
            self.start + stride as u64
        }
    }
}

/// Which keeps become frames.
#[derive(Clone, Debug)]
enum Plan {
    /// Every keep.
    All,
    /// `frames` of `keeps`, spread evenly from the first keep to the last.
    Even { keeps: u64, frames: u64 },
    /// Runs in order, each spread as it says.
    Story(Vec<Stride>),
}

impl Plan {
    fn new(pacing: Pacing, keeps: u64, max: Option<u64>, moments: &[u64]) -> Plan {
        match max {
            Some(max) if keeps > max => match pacing {
                Pacing::Even => Plan::Even { keeps, frames: max },
                Pacing::Story => story(keeps, max, moments)
                    .map_or(Plan::Even { keeps, frames: max }, Plan::Story),
            },
            _ => Plan::All,
        }
    }
}

/// The runs of a story of `frames` frames over `keeps` keeps with moments at the given
/// keep indices: windows shown keep by keep (the opening, each moment, the close), and
/// the frames left spread over the gaps between them in proportion to their lengths.
/// `None` when the budget is too small for windows.
fn story(keeps: u64, frames: u64, moments: &[u64]) -> Option<Vec<Stride>> {
    let share = |thousandths: u64| frames * thousandths / 1000;
    if !room_for_a_story(frames) {
        return None;
    }
    let around = share(AROUND);
    let mut windows = vec![(0, share(OPENING)), (keeps - share(CLOSE), keeps)];
    for &moment in moments.iter().filter(|&&m| m < keeps) {
        let before = around * 3 / 4;
        let start = moment.saturating_sub(before);
        windows.push((start, (start + around).min(keeps)));
    }
    windows.sort_unstable();
    let mut merged: Vec<(u64, u64)> = Vec::new();
    for (start, end) in windows {
        match merged.last_mut() {
            Some(last) if start <= last.1 => last.1 = last.1.max(end),
            _ => merged.push((start, end)),
        }
    }
    let shown: u64 = merged.iter().map(|(s, e)| e - s).sum();
    let spare = frames.checked_sub(shown)?;
    let gaps: Vec<(u64, u64)> = merged
        .windows(2)
        .map(|pair| (pair[0].1, pair[1].0 - pair[0].1))
        .collect();
    let gap_total: u64 = gaps.iter().map(|(_, len)| len).sum();
    let mut runs = Vec::new();
    let (mut given, mut upto) = (0, 0);
    for (i, &(start, end)) in merged.iter().enumerate() {
        runs.push(Stride {
            start,
            len: end - start,
            frames: end - start,
        });
        if let Some(&(gap_start, gap_len)) = gaps.get(i) {
            // Frames of the gaps so far, in proportion, so rounding never loses one.
            upto += gap_len;
            let due = (u128::from(spare) * u128::from(upto) / u128::from(gap_total.max(1))) as u64;
            let here = (due - given).min(gap_len);
            given += here;
            if here > 0 {
                runs.push(Stride {
                    start: gap_start,
                    len: gap_len,
                    frames: here,
                });
            }
        }
    }
    Some(runs)
}

/// Decides, event by event, which of the admitted events become frames.
#[derive(Clone, Debug)]
pub(crate) struct Picker {
    every: u64,
    keeps: u64,
    plan: Plan,
    /// Admitted events seen so far.
    seen: u64,
    /// Events kept by `--every`.
    kept: u64,
    /// The next pick, counted in keeps.
    next: u64,
    /// The run of a story the next pick is in, and its place in the run.
    run: usize,
    in_run: u64,
    taken: u64,
    frames: u64,
}

impl Picker {
    /// A picker for `admitted` events (counted on a first pass) under `choice`, with the
    /// moments a story slows down for given as the number of admitted events before each.
    pub(super) fn new(choice: &Choice, admitted: u64, moments: &[u64]) -> Picker {
        let every = choice.every.max(1);
        let keeps = admitted.div_ceil(every);
        let moments: Vec<u64> = moments.iter().map(|m| m / every).collect();
        let plan = Plan::new(choice.pacing, keeps, choice.max_frames, &moments);
        let frames = match &plan {
            Plan::All => keeps,
            Plan::Even { frames, .. } => *frames,
            Plan::Story(runs) => runs.iter().map(|run| run.frames).sum(),
        };
        let mut picker = Picker {
            every,
            keeps,
            plan,
            seen: 0,
            kept: 0,
            next: 0,
            run: 0,
            in_run: 0,
            taken: 0,
            frames,
        };
        picker.next = picker.next_index();
        picker
    }

    /// The keep index of the next pick, the `taken`-th.
    fn next_index(&mut self) -> u64 {
        let k = self.taken;
        match &self.plan {
            Plan::All => k,
            Plan::Even { frames: 0, .. } => u64::MAX,
            Plan::Even { keeps, frames: 1 } => keeps - 1,
            Plan::Even { keeps, frames } => {
                (u128::from(k) * u128::from(keeps - 1) / u128::from(frames - 1)) as u64
            }
            Plan::Story(runs) => {
                while self.run < runs.len() && self.in_run >= runs[self.run].frames {
                    self.run += 1;
                    self.in_run = 0;
                }
                let Some(run) = runs.get(self.run) else {
                    return u64::MAX;
                };
                let index = run.index(self.in_run);
                self.in_run += 1;
                index
            }
        }
    }

    /// Called for every admitted event, in order: whether it becomes a frame.
    pub(crate) fn pick(&mut self) -> bool {
        let seen = self.seen;
        self.seen += 1;
        if !seen.is_multiple_of(self.every) {
            return false;
        }
        let keep = self.kept;
        self.kept += 1;
        if self.taken < self.frames && keep == self.next {
            self.taken += 1;
            self.next = self.next_index();
            true
        } else {
            false
        }
    }

    /// Admitted events still to come before the next one picked; `None` once every
    /// frame has been picked.
    pub(crate) fn admitted_before_next(&self) -> Option<u64> {
        (self.taken < self.frames).then(|| (self.next * self.every).saturating_sub(self.seen))
    }

    /// Count `n` admitted events as gone by, none of them picked: what [`pick`] would
    /// have done for each, when [`admitted_before_next`] said none of them is a pick.
    ///
    /// [`pick`]: Picker::pick
    /// [`admitted_before_next`]: Picker::admitted_before_next
    pub(super) fn pass(&mut self, n: u64) {
        self.seen += n;
        self.kept = self.seen.div_ceil(self.every);
    }

    /// Events kept by `--every` so far, picked or passed: the chosen events.
    pub(crate) fn kept(&self) -> u64 {
        self.kept
    }

    /// Events `--every` keeps of the whole choice.
    pub(crate) fn keeps(&self) -> u64 {
        self.keeps
    }

    /// Event frames this picker will choose.
    pub(super) fn frames(&self) -> u64 {
        self.frames
    }

    /// How the frames were spread, when they were sampled: a story needs room for its
    /// windows, and a budget too small for them is spread evenly.
    pub(super) fn pacing(&self) -> Option<Pacing> {
        match self.plan {
            Plan::All => None,
            Plan::Even { .. } => Some(Pacing::Even),
            Plan::Story(_) => Some(Pacing::Story),
        }
    }

    /// Events kept by the range, kinds and `--every` before sampling, when there were
    /// more than `--max-frames` of them.
    pub(super) fn sampled_from(&self) -> Option<u64> {
        (!matches!(self.plan, Plan::All)).then_some(self.keeps)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn picks(choice: &Choice, kinds: &[EventKind]) -> Vec<u64> {
        let admitted = kinds
            .iter()
            .enumerate()
            .filter(|(i, k)| choice.admits(*i as u64 + 1, **k))
            .count() as u64;
        let mut picker = Picker::new(choice, admitted, &[]);
        let mut out = Vec::new();
        for (i, &kind) in kinds.iter().enumerate() {
            let number = i as u64 + 1;
            if choice.admits(number, kind) && picker.pick() {
                out.push(number);
            }
        }
        assert_eq!(out.len() as u64, picker.frames());
        out
    }

    #[test]
    fn passing_events_by_matches_picking_them_one_by_one() {
        let cases: [(u64, u64, Option<u64>, &[u64]); 6] = [
            (100, 1, Some(7), &[]),
            (100, 3, Some(5), &[]),
            (100, 2, None, &[]),
            (100, 1, Some(1), &[]),
            (5_000, 1, Some(100), &[40, 3_000]),
            (5_000, 3, Some(80), &[40, 3_000]),
        ];
        for (admitted, every, max, moments) in cases {
            let choice = Choice {
                every,
                max_frames: max,
                ..Choice::default()
            };
            let mut one_by_one = Picker::new(&choice, admitted, moments);
            let expected: Vec<u64> = (0..admitted).filter(|_| one_by_one.pick()).collect();
            let mut jumping = Picker::new(&choice, admitted, moments);
            let (mut seen, mut picked) = (0, Vec::new());
            while seen < admitted {
                let gap = jumping
                    .admitted_before_next()
                    .unwrap_or(admitted - seen)
                    .min(admitted - seen);
                jumping.pass(gap);
                seen += gap;
                if seen < admitted {
                    if jumping.pick() {
                        picked.push(seen);
                    }
                    seen += 1;
                }
            }
            assert_eq!(picked, expected, "every {every}, max {max:?}");
            if max == Some(100) {
                assert_eq!(jumping.pacing(), Some(Pacing::Story), "a story was told");
            }
        }
    }

    #[test]
    fn range_kinds_and_every() {
        let kinds = [EventKind::Try, EventKind::Conflict].repeat(10);
        let all = Choice::default();
        assert_eq!(picks(&all, &kinds), (1..=20).collect::<Vec<_>>());
        let range = Choice {
            from: 3,
            to: Some(7),
            ..Choice::default()
        };
        assert_eq!(picks(&range, &kinds), vec![3, 4, 5, 6, 7]);
        let conflicts = Choice {
            only: vec![EventKind::Conflict],
            every: 3,
            ..Choice::default()
        };
        assert_eq!(picks(&conflicts, &kinds), vec![2, 8, 14, 20]);
    }

    /// The events a story of `frames` frames picks from `admitted` events with the
    /// moments at the given indices, numbered from 1.
    fn story(admitted: u64, frames: u64, moments: &[u64]) -> Vec<u64> {
        let choice = Choice {
            max_frames: Some(frames),
            ..Choice::default()
        };
        let mut picker = Picker::new(&choice, admitted, moments);
        let picked: Vec<u64> = (1..=admitted).filter(|_| picker.pick()).collect();
        assert_eq!(picked.len() as u64, picker.frames());
        picked
    }

    /// Whether `picked` holds every event of `range`.
    fn one_by_one(picked: &[u64], range: std::ops::RangeInclusive<u64>) -> bool {
        range.clone().all(|n| picked.binary_search(&n).is_ok())
    }

    #[test]
    fn a_story_opens_event_by_event_compresses_and_slows_at_the_moments() {
        // The LeetCode 37 example's shape: 79,461 events, 600 frames, the first
        // backtrack early and the deepest dead end late.
        let (events, first_backtrack, deepest) = (79_461, 40, 61_234);
        let picked = story(events, 600, &[first_backtrack, deepest]);
        assert!(
            picked.len() <= 600 && picked.len() >= 590,
            "{}",
            picked.len()
        );
        assert!(
            picked.windows(2).all(|w| w[0] < w[1]),
            "in order, none twice"
        );
        // The opening, consecutive.
        assert_eq!(picked[..180], (1..=180).collect::<Vec<_>>()[..]);
        // The deepest dead end and the events just before it (index + 1 is its number).
        assert!(
            one_by_one(&picked, deepest + 1 - 30..=deepest + 1 + 10),
            "around the deepest"
        );
        // The end: the last event and the ones before it.
        assert!(one_by_one(&picked, events - 59..=events), "the close");
        // Between, long strides: far fewer frames than events.
        let middle: Vec<&u64> = picked
            .iter()
            .filter(|&&n| n > 400 && n < deepest - 100)
            .collect();
        assert!(!middle.is_empty());
        let strides: Vec<u64> = middle.windows(2).map(|w| w[1] - w[0]).collect();
        assert!(strides.iter().all(|&s| s > 100), "compressed: {strides:?}");
    }

    #[test]
    fn a_story_fits_its_budget_whatever_the_moments() {
        for (admitted, frames, moments) in [
            (1_000u64, 600u64, vec![]),
            (601, 600, vec![0, 600]),
            (10_000_000, 600, vec![5, 9_999_999]),
            (5_000, 300, vec![4_990, 4_999]),
            (700, 100, vec![350]),
        ] {
            let picked = story(admitted, frames, &moments);
            assert!(picked.len() as u64 <= frames, "{admitted} {frames}");
            assert!(picked.windows(2).all(|w| w[0] < w[1]));
            assert_eq!(picked.last(), Some(&admitted), "ends on the last event");
            assert_eq!(picked[0], 1, "opens on the first event");
        }
    }

    #[test]
    fn sampling_spreads_evenly_from_first_to_last() {
        let kinds = vec![EventKind::Try; 100];
        let choice = Choice {
            max_frames: Some(5),
            pacing: Pacing::Even,
            ..Choice::default()
        };
        let got = picks(&choice, &kinds);
        assert_eq!(got, vec![1, 25, 50, 75, 100]);
        let one = Choice {
            max_frames: Some(1),
            pacing: Pacing::Even,
            ..Choice::default()
        };
        assert_eq!(picks(&one, &kinds), vec![100]);
        let mut picker = Picker::new(&choice, 100, &[]);
        assert_eq!(picker.sampled_from(), Some(100));
        assert!(picker.pick());
        let roomy = Choice {
            max_frames: Some(500),
            ..Choice::default()
        };
        assert_eq!(Picker::new(&roomy, 100, &[]).sampled_from(), None);
    }
}

//! Which events become frames: a range of event numbers (`--from`, `--to`), kinds
//! (`--only`), one in N (`--every`), and at most so many frames (`--max-frames`), sampled
//! evenly across the choice. Events are numbered from 1, the first event line after the
//! header; 0 is the puzzle before any event.
//!
//! Choosing streams: a first pass over the trace counts the events that pass the range
//! and kinds ([`Choice::admits`]); the [`Picker`] then decides event by event on the
//! second pass, holding nothing but counters.

use crate::event::EventKind;

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
}

impl Default for Choice {
    fn default() -> Self {
        Choice {
            from: 1,
            to: None,
            only: Vec::new(),
            every: 1,
            max_frames: None,
        }
    }
}

impl Choice {
    /// Whether event `number` of kind `kind` passes the range and the kinds.
    pub fn admits(&self, number: u64, kind: EventKind) -> bool {
        number >= self.from
            && self.to.is_none_or(|to| number <= to)
            && (self.only.is_empty() || self.only.contains(&kind))
    }

    /// Whether events after `number` can still be chosen.
    pub fn past_end(&self, number: u64) -> bool {
        self.to.is_some_and(|to| number >= to)
    }
}

/// Decides, event by event, which of the admitted events become frames.
#[derive(Clone, Debug)]
pub struct Picker {
    every: u64,
    /// Admitted events seen so far.
    seen: u64,
    /// Events kept by `--every`.
    kept: u64,
    /// How many `--every` keeps, and how many of them to sample, when sampling.
    sample: Option<(u64, u64)>,
    /// The next sample, counted in keeps.
    next: u64,
    taken: u64,
    frames: u64,
}

impl Picker {
    /// A picker for `admitted` events (counted on a first pass) under `choice`.
    pub fn new(choice: &Choice, admitted: u64) -> Picker {
        let every = choice.every.max(1);
        let keeps = admitted.div_ceil(every);
        let sample = match choice.max_frames {
            Some(max) if keeps > max => Some((keeps, max)),
            _ => None,
        };
        let frames = sample.map_or(keeps, |(_, max)| max);
        let mut picker = Picker {
            every,
            seen: 0,
            kept: 0,
            sample,
            next: 0,
            taken: 0,
            frames,
        };
        picker.next = picker.sample_index(0);
        picker
    }

    /// The keep index of sample `k`: spread evenly from the first keep to the last.
    fn sample_index(&self, k: u64) -> u64 {
        match self.sample {
            None => k,
            Some((_, 0)) => u64::MAX,
            Some((keeps, 1)) => keeps - 1,
            Some((keeps, max)) => {
                (u128::from(k) * u128::from(keeps - 1) / u128::from(max - 1)) as u64
            }
        }
    }

    /// Called for every admitted event, in order: whether it becomes a frame.
    pub fn pick(&mut self) -> bool {
        let seen = self.seen;
        self.seen += 1;
        if !seen.is_multiple_of(self.every) {
            return false;
        }
        let keep = self.kept;
        self.kept += 1;
        if self.taken < self.frames && keep == self.next {
            self.taken += 1;
            self.next = self.sample_index(self.taken);
            true
        } else {
            false
        }
    }

    /// Admitted events still to come before the next one picked; `None` once every
    /// frame has been picked.
    pub fn admitted_before_next(&self) -> Option<u64> {
        (self.taken < self.frames).then(|| (self.next * self.every).saturating_sub(self.seen))
    }

    /// Count `n` admitted events as gone by, none of them picked: what [`pick`] would
    /// have done for each, when [`admitted_before_next`] said none of them is a pick.
    ///
    /// [`pick`]: Picker::pick
    /// [`admitted_before_next`]: Picker::admitted_before_next
    pub fn pass(&mut self, n: u64) {
        self.seen += n;
        self.kept = self.seen.div_ceil(self.every);
    }

    /// Event frames this picker will choose.
    pub fn frames(&self) -> u64 {
        self.frames
    }

    /// Events kept by the range, kinds and `--every` before sampling, when there were
    /// more than `--max-frames` of them.
    pub fn sampled_from(&self) -> Option<u64> {
        self.sample.map(|(keeps, _)| keeps)
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
        let mut picker = Picker::new(choice, admitted);
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
        for (every, max) in [(1, Some(7)), (3, Some(5)), (2, None), (1, Some(1))] {
            let choice = Choice {
                every,
                max_frames: max,
                ..Choice::default()
            };
            let mut one_by_one = Picker::new(&choice, 100);
            let expected: Vec<u64> = (0..100).filter(|_| one_by_one.pick()).collect();
            let mut jumping = Picker::new(&choice, 100);
            let (mut seen, mut picked) = (0, Vec::new());
            while seen < 100 {
                let gap = jumping.admitted_before_next().unwrap_or(100 - seen);
                let gap = gap.min(100 - seen);
                jumping.pass(gap);
                seen += gap;
                if seen < 100 {
                    if jumping.pick() {
                        picked.push(seen);
                    }
                    seen += 1;
                }
            }
            assert_eq!(picked, expected, "every {every}, max {max:?}");
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

    #[test]
    fn sampling_spreads_evenly_from_first_to_last() {
        let kinds = vec![EventKind::Try; 100];
        let choice = Choice {
            max_frames: Some(5),
            ..Choice::default()
        };
        let got = picks(&choice, &kinds);
        assert_eq!(got, vec![1, 25, 50, 75, 100]);
        let one = Choice {
            max_frames: Some(1),
            ..Choice::default()
        };
        assert_eq!(picks(&one, &kinds), vec![100]);
        let mut picker = Picker::new(&choice, 100);
        assert_eq!(picker.sampled_from(), Some(100));
        assert!(picker.pick());
        let roomy = Choice {
            max_frames: Some(500),
            ..Choice::default()
        };
        assert_eq!(Picker::new(&roomy, 100).sampled_from(), None);
    }
}

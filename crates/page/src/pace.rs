//! How fast the page plays: the speeds it offers (events a frame), and the pace a window
//! gets when its author names no speed. At one event a frame a search of 79,461 events
//! takes 22 minutes to play; a reader needs the opening slowly, to see the first tries
//! and clashes one by one, and then the rest of the search in a minute or two. So the
//! page plays its first [`OPENING_EVENTS`] events one a frame, then the slowest speed
//! it offers that ends the whole window within [`MOST_SECONDS`], until the reader
//! chooses a speed.

use serde::Serialize;

/// The speeds the player offers, in events a frame.
pub const SPEEDS: [f64; 12] = [
    0.25, 0.5, 1.0, 2.0, 4.0, 8.0, 16.0, 32.0, 64.0, 128.0, 256.0, 512.0,
];

/// The frames a second a page plays at on most screens: its pace is worked out for them.
pub const FRAMES_A_SECOND: u64 = 60;

/// The events a window opens with that play one a frame by default: ten seconds.
pub const OPENING_EVENTS: u64 = 600;

/// The longest a window plays by default, opening included, in seconds (as far as the
/// fastest speed allows).
pub const MOST_SECONDS: u64 = 120;

/// How the page plays: `speed` events a frame, and from the window's `opening`-th event
/// on `cruise` a frame when it has one, until the reader chooses a speed.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Pace {
    /// Events a frame from the window's start.
    pub speed: f64,
    /// The events of the window played at `speed` before `cruise` takes over.
    pub opening: u64,
    /// Events a frame after the opening; `None` plays at `speed` throughout.
    pub cruise: Option<f64>,
}

impl Pace {
    /// The author's speed, throughout.
    pub fn fixed(speed: f64) -> Pace {
        Pace {
            speed,
            opening: 0,
            cruise: None,
        }
    }

    /// The pace of a window of `events` events: the opening one a frame, the rest at the
    /// slowest speed that plays the whole window within [`MOST_SECONDS`] (the fastest
    /// when none does); one a frame throughout when that is quick enough.
    pub fn for_window(events: u64) -> Pace {
        let paced = |cruise| Pace {
            speed: 1.0,
            opening: events.min(OPENING_EVENTS),
            cruise: Some(cruise),
        };
        let fastest = SPEEDS[SPEEDS.len() - 1];
        let cruise = SPEEDS
            .into_iter()
            .filter(|&speed| speed >= 1.0)
            .find(|&speed| paced(speed).frames(events) <= MOST_SECONDS * FRAMES_A_SECOND)
            .unwrap_or(fastest);
        match cruise > 1.0 {
            true => paced(cruise),
            false => Pace::fixed(1.0),
        }
    }

    /// The frames a window of `events` events takes to play from its start.
    pub fn frames(&self, events: u64) -> u64 {
        let frames_of = |events: u64, speed: f64| (events as f64 / speed).ceil() as u64;
        match self.cruise {
            Some(cruise) => {
                let opening = events.min(self.opening);
                frames_of(opening, self.speed) + frames_of(events - opening, cruise)
            }
            None => frames_of(events, self.speed),
        }
    }

    /// The seconds a window of `events` events takes to play from its start, at
    /// [`FRAMES_A_SECOND`].
    pub fn seconds(&self, events: u64) -> u64 {
        self.frames(events).div_ceil(FRAMES_A_SECOND)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_short_window_plays_an_event_a_frame_throughout() {
        for events in [0, 1, 600, 7_000] {
            assert_eq!(Pace::for_window(events), Pace::fixed(1.0), "{events}");
        }
    }

    #[test]
    fn a_long_window_opens_an_event_a_frame_and_ends_in_two_minutes() {
        // The LeetCode 37 search with the naive check: 22 minutes at one a frame.
        let leetcode = Pace::for_window(79_461);
        assert_eq!(Pace::fixed(1.0).seconds(79_461), 1_325);
        assert_eq!(leetcode.speed, 1.0);
        assert_eq!(leetcode.opening, OPENING_EVENTS);
        assert_eq!(leetcode.cruise, Some(16.0));
        assert_eq!(leetcode.seconds(79_461), 93);
        for events in [7_201, 50_000, 79_461, 189_615, 460_000, 2_000_000] {
            let pace = Pace::for_window(events);
            let cruise = pace.cruise.unwrap();
            assert!(pace.seconds(events) <= MOST_SECONDS, "{events}: {pace:?}");
            // The slowest that does: half as fast would not.
            let slower = Pace {
                cruise: Some(cruise / 2.0),
                ..pace
            };
            assert!(
                cruise == 1.0 || slower.seconds(events) > MOST_SECONDS,
                "{events}: {pace:?} is faster than it needs"
            );
            assert!(SPEEDS.contains(&cruise));
        }
    }

    #[test]
    fn past_what_the_fastest_speed_plays_in_two_minutes_the_fastest() {
        let pace = Pace::for_window(10_000_000);
        assert_eq!(pace.cruise, Some(512.0));
        assert!(pace.seconds(10_000_000) > MOST_SECONDS);
    }
}

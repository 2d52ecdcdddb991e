//! sudotrace-core: Sudoku backtracking searches that explain themselves.
//!
//! The data takes one path, and this crate holds all of it but the pictures and the
//! command line: puzzle text ([`parse`]) becomes a [`grid::Grid`]; a [`search`] strategy
//! (an order, a propagation and a check, such as the articles' row-by-row `tables` or
//! `mrv+singles+tables`) solves it and hands every [`event::Event`] to a
//! [`search::Sink`]: a trace writer from [`trace`], a `Vec`, or nothing at all
//! ([`search::NullSink`], which an untraced search pays nothing for). A trace is read
//! back through the one [`trace::Cursor`], which applies its events to the one
//! [`replay::Replay`] and counts them ([`counts`]: the counts and the one table of them);
//! the one [`view::View`] of a position is what every viewer draws. Around them:
//! [`diagnose`] (what is wrong with another solver's trace), [`generate`] (puzzles with
//! one solution, and their difficulty), [`answer`] (checking a player's answer),
//! [`summary`] and [`words`] (what people read), [`output`] (files written whole or not
//! at all). sudotrace-compare compares strategies over collections; sudotrace-draw draws
//! frames, charts and web pages; the `sudotrace` binary is the command line.
//!
//! # Solving a puzzle and walking its events
//!
//! ```
//! use sudotrace_core::counts::Count;
//! use sudotrace_core::event::{Event, Outcome};
//! use sudotrace_core::lang::Lang;
//! use sudotrace_core::parse::parse_puzzle_text;
//! use sudotrace_core::replay::Replay;
//! use sudotrace_core::search::{Strategy, solve};
//!
//! let puzzle = parse_puzzle_text(sudotrace_core::LEETCODE_37)?;
//! // A Vec is a sink: it keeps every event the search makes.
//! let mut events: Vec<Event> = Vec::new();
//! let run = solve(&puzzle, Strategy::MRV_SINGLES, None, &mut events);
//! assert_eq!(run.end.outcome, Outcome::Solved);
//!
//! // Each event in words, as every output writes it: "r1c3: 4 is the only digit left".
//! for event in events.iter().take(3) {
//!     println!("{event}");
//! }
//!
//! // The replay applies each event to the board, refusing one that cannot happen.
//! let mut replay = Replay::new(puzzle);
//! for event in &events {
//!     replay.apply(event)?;
//! }
//! assert_eq!(Some(*replay.board()), run.end.solution);
//!
//! // Every count of the search, named as reports name them.
//! for count in Count::ALL {
//!     println!("{:<14}{}", count.words(Lang::En), count.of(&run.end.stats));
//! }
//! assert_eq!(Count::Events.of(&run.end.stats), events.len() as u64);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

#![warn(missing_docs)]

pub mod answer;
pub mod counts;
pub mod diagnose;
pub mod event;
pub mod generate;
pub mod grid;
pub mod lang;
pub mod listing;
pub mod output;
pub mod parse;
pub mod profile;
pub mod replay;
pub mod search;
pub mod stack;
pub mod summary;
pub mod trace;
pub mod view;
pub mod words;

/// The example puzzle of LeetCode problem 37, "Sudoku Solver", used by `demo`.
pub const LEETCODE_37: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

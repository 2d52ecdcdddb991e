//! sudotrace-core: Sudoku backtracking searches that explain themselves.
//!
//! The data takes one path, and this crate holds all of it but the pictures, the
//! learner's tools and the command line; its modules follow that path in stages:
//!
//! - [`puzzle`]: puzzle text ([`puzzle::parse`]) becomes a [`puzzle::grid::Grid`];
//! - [`events`]: what a search does on that board, one [`events::event::Event`] at a
//!   time, its counts ([`events::counts`]: the counts and the one table of them), and
//!   the one [`events::replay::Replay`] that applies events and takes them back;
//! - [`search`]: a strategy (an order, a propagation and a check, such as the articles'
//!   row-by-row `tables` or `mrv+singles+tables`) solves the grid and hands every event
//!   to a [`search::Sink`]: a trace writer, a `Vec`, or nothing at all
//!   ([`search::NullSink`], which an untraced search pays nothing for); each strategy
//!   also reads as a short program ([`search::listing`]);
//! - [`trace`]: both trace formats, and the one [`trace::Cursor`] that reads them back
//!   through the replay;
//! - [`views`]: the one [`views::view::View`] of a position that every viewer draws,
//!   the call stack it stands on, the depth profile and tree of a search, the summary
//!   `solve` prints.
//!
//! Beneath every stage: [`lang`] (the languages and the catalog of words), [`numbers`]
//! (how numbers are written), [`output`] (files written whole or not at all),
//! [`random`] (reproducible random draws) and [`escape`] (words from a file as a
//! terminal shows them: control characters escaped, long values shortened). sudotrace-learn diagnoses other solvers'
//! traces, checks answers and makes puzzles; sudotrace-compare compares strategies over
//! collections; sudotrace-frames, sudotrace-charts and sudotrace-page draw frames, charts
//! and web pages, in sudotrace-style's themes, fonts and words; the `sudotrace`
//! binary is the command line.
//!
//! # Solving a puzzle and walking its events
//!
//! ```
//! use sudotrace_core::events::counts::Count;
//! use sudotrace_core::events::event::{Event, Outcome};
//! use sudotrace_core::lang::Lang;
//! use sudotrace_core::puzzle::parse::parse_puzzle_text;
//! use sudotrace_core::events::replay::Replay;
//! use sudotrace_core::search::{Search, Strategy};
//!
//! let puzzle = parse_puzzle_text(sudotrace_core::LEETCODE_37)?;
//! // A Vec is a sink: it keeps every event the search makes.
//! let mut events: Vec<Event> = Vec::new();
//! let run = Search::new(Strategy::MRV_SINGLES).run(&puzzle, &mut events);
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

// The modules in the order of the data's path, each using only those above it
// (tests/cli/structure.rs holds them to this order): first what every stage uses, then
// the stages.

// Words for people, numbers as written, files written whole, reproducible randomness.
pub mod lang;
pub mod names;
pub mod numbers;
pub mod output;
pub mod random;
// Words from files as a terminal shows them (in words of `lang`).
pub mod escape;

// The stages, in the data's path.
// Puzzle text to a grid.
pub mod puzzle;
// What a search does on its board, counted, and the board that replays it.
pub mod events;
// The strategies and their searches.
pub mod search;
// The events recorded, and read back.
pub mod trace;
// What a reader sees of a position or a search.
pub mod views;

/// The example puzzle of LeetCode problem 37, "Sudoku Solver", used by `demo`.
pub const LEETCODE_37: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

//! sudotrace-learn: the tools a learner and a teacher use around the search, built on
//! [`sudotrace_core`]'s public API alone.
//!
//! - [`diagnose`]: what is wrong with a trace from any solver (a student's, another
//!   program's), as typed findings put into words only when shown: the first event
//!   that cannot happen, the first departure from the strategy it claims, checks within
//!   the rules, and the end record against the board and the counts.
//! - [`answer`]: checking a player's answer against its puzzle, every mistake with its
//!   cells.
//! - [`generate`]: puzzles with exactly one solution, from a seed, and their difficulty
//!   ([`generate::rate()`]).
//! - [`predict`]: questions about a search's next step, their choices taken from the
//!   position, drawn from a seed: the page's Predict mode and `step --predict`.
//! - [`score_cards`]: a learner's score card (the results saved from a page), and a
//!   class's cards put together (`marks`).
//!
//! The command line's `diagnose`, `check`, `generate` and `rate` are these.
//!
//! # Checking an answer
//!
//! ```
//! use sudotrace_core::puzzle::parse::parse_puzzle_text;
//! use sudotrace_learn::answer::{Mistake, find_mistakes};
//!
//! let puzzle = parse_puzzle_text(sudotrace_core::LEETCODE_37)?;
//! // The puzzle itself, handed in as an answer: complete it is not.
//! let mistakes = find_mistakes(&puzzle, &puzzle);
//! assert!(mistakes.iter().all(|m| matches!(m, Mistake::Blank { .. })));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

#![warn(missing_docs)]

pub mod answer;
pub mod diagnose;
pub mod generate;
pub mod lang;
pub mod predict;
pub mod score_cards;

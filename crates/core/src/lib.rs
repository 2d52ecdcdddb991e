//! sudotrace: an instrumented Sudoku backtracking solver and the tools around its
//! traces.
//!
//! The data takes one path: puzzle text ([`parse`]) becomes a [`grid::Grid`]; a
//! [`search`] strategy solves it and hands every [`event::Event`] to a sink (a trace
//! writer from [`trace`], or nothing); a trace is read back through the one
//! [`trace::Cursor`], which applies its events to the one [`replay`]; the one
//! [`view`] of a position is what `show`, the stepper and [`render`] draw; [`chart`] and
//! [`compare`] turn counts into charts and reports. docs/ARCHITECTURE.md has the map.

pub mod check;
pub mod counts;
pub mod diagnose;
pub mod event;
pub mod generate;
pub mod grid;
pub mod output;
pub mod parse;
pub mod replay;
pub mod search;
pub mod summary;
pub mod trace;
pub mod view;
pub mod words;

/// The example puzzle of LeetCode problem 37, "Sudoku Solver", used by `demo`.
pub const LEETCODE_37: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

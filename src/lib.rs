//! sudotrace: an instrumented Sudoku backtracking solver and the tools around its
//! traces.
//!
//! The data takes one path: puzzle text ([`parse`]) becomes a [`grid::Grid`]; the
//! [`solver`] searches it and hands every [`event::Event`] to a sink (a trace writer
//! from [`trace`], or nothing); a trace read back goes through the one [`replay`],
//! which every reader of traces uses to see the board.

pub mod chart;
pub mod check;
pub mod cli;
pub mod commands;
pub mod compare;
pub mod event;
pub mod generate;
pub mod grid;
pub mod output;
pub mod parse;
pub mod render;
pub mod replay;
pub mod search;
pub mod stats;
pub mod summary;

pub mod trace;
pub mod tui;
pub mod view;

/// The example puzzle of LeetCode problem 37, "Sudoku Solver", used by `demo`.
pub const LEETCODE_37: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

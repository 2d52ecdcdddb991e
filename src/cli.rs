//! The command line, as clap sees it: every command, flag and its help. The work each
//! command does lives in [`crate::commands`].

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand, ValueEnum};

use crate::solver::SolverKind;

/// Watch a Sudoku backtracking search think: every try, conflict and backtrack,
/// recorded as a trace.
#[derive(Parser, Debug)]
#[command(name = "sudotrace", version, about, long_about = None, max_term_width = 100)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Solve puzzles with the row-by-row backtracking search, optionally writing its trace
    ///
    /// Exit code 0 when every puzzle is solved, 1 when one has no solution or stopped at
    /// the event limit, 2 for bad input.
    Solve(SolveArgs),
    /// Recount every statistic of a search from its trace file
    Stats(StatsArgs),
    /// Solve the LeetCode 37 example with both checks, write their traces and compare them
    Demo(DemoArgs),
}

/// The two checks, as named on the command line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum SolverArg {
    /// Scan the row, column and box cell by cell (cost: cell_reads)
    Naive,
    /// Look the digit up in per-row, per-column and per-box tables (cost: table_lookups)
    Tables,
}

impl From<SolverArg> for SolverKind {
    fn from(arg: SolverArg) -> SolverKind {
        match arg {
            SolverArg::Naive => SolverKind::Naive,
            SolverArg::Tables => SolverKind::Tables,
        }
    }
}

#[derive(Args, Debug)]
pub struct SolveArgs {
    /// A puzzle (81 characters, `.` or `0` for blanks), a file holding one puzzle in any
    /// common form or a collection of one puzzle a line, or `-` for standard input
    #[arg(value_name = "PUZZLE|FILE|-")]
    pub puzzle: String,

    /// How each try is checked against the row, column and box
    #[arg(long, value_enum, default_value_t = SolverArg::Naive)]
    pub solver: SolverArg,

    /// Write the search's events to this trace file (JSON Lines; gzip-compressed when the
    /// name ends in .gz). For a collection, the puzzle's number is added to each name:
    /// trace.jsonl becomes trace-1.jsonl, trace-2.jsonl, ...
    #[arg(long, value_name = "FILE")]
    pub trace: Option<PathBuf>,

    /// Stop a search cleanly after this many events (0: no limit). With --trace the
    /// default is 10000000, about 350 MB of JSON Lines; without it there is no limit
    #[arg(long, value_name = "N")]
    pub max_events: Option<u64>,

    /// Print one JSON object a puzzle instead of the grid and table
    #[arg(long)]
    pub json: bool,
}

#[derive(Args, Debug)]
pub struct StatsArgs {
    /// A trace file written by `sudotrace solve --trace` or any tool that writes the format
    #[arg(value_name = "TRACE")]
    pub trace: PathBuf,

    /// Print the counts as JSON, in the shape of `solve --json`
    #[arg(long)]
    pub json: bool,
}

#[derive(Args, Debug)]
pub struct DemoArgs {
    /// Folder to write the traces into (created if missing)
    #[arg(short, long, value_name = "DIR", default_value = "sudotrace-demo")]
    pub output: PathBuf,
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    #[test]
    fn verify_cli() {
        Cli::command().debug_assert();
    }
}

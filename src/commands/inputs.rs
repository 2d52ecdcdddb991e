//! The puzzles a command is given, read as every front door reads them
//! ([`sudotrace_app::puzzles`]); here, what the command line adds: the lines skipped
//! said on standard error.

use sudotrace_core::puzzle::parse::Inputs;

pub(super) use sudotrace_app::puzzles::{
    Argument, read_argument, read_inputs, refuse_special_files, refuse_unreadable,
};

/// Say which lines were skipped, and why.
pub(super) fn warn_skipped(inputs: &Inputs) {
    for skipped in &inputs.skipped {
        super::warn(&format!(
            "warning: {}: {}; skipped",
            skipped.source, skipped.error
        ));
    }
}

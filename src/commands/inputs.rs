//! The puzzles a command is given, read as every front door reads them
//! ([`sudotrace_app::puzzles`]); here, what the command line adds: the lines skipped
//! said on standard error.

use sudotrace_core::lang::Lang;
use sudotrace_core::puzzle::parse::Inputs;

use crate::lang::CliText;

pub(super) use sudotrace_app::puzzles::{
    Argument, read_argument, read_inputs, refuse_special_files, refuse_unreadable,
};

/// Say which lines were skipped, and why, in `lang`.
pub(super) fn warn_skipped(inputs: &Inputs, lang: Lang) {
    for skipped in &inputs.skipped {
        super::warn(&lang.fill(
            CliText::SkippedLine,
            &[("source", &skipped.source), ("error", &skipped.words(lang))],
        ));
    }
}

//! The words of sudotrace-app, in every language: the refusals of a moment named as
//! `--at` names it (an event by number or by what it is) that a trace does not hold, and
//! what was being done with a file the system would not let be used.
//! Made with [`sudotrace_core::catalog!`] as every crate's catalog is; the words several
//! crates share are the core's ([`sudotrace_core::lang::Text`]).

mod en;
mod zh_cn;

sudotrace_core::catalog! {
    /// Every message of sudotrace-app's catalog. Each language gives every one.
    pub enum AppText {
        /// An event asked for by what it is that the trace does not hold.
        MomentNone,
        /// An event asked for by what it is, past the trace's last of its kind.
        MomentOnly,
        /// A dead end asked for in a search that writes none: its backtracks are.
        MomentDeadEndIsBacktrack,
        /// Dead ends alone asked for (`--only dead-end`, `--ask dead-end`) of a
        /// row-by-row search, which writes none.
        MomentDeadEndKindIsBacktrack,
        /// Event 0, the puzzle, pinned for a question.
        MomentPuzzle,
        /// An event pinned outside the events asked about.
        MomentNotAsked,
        /// An event pinned that no question can be asked about.
        MomentUnaskable,
        /// A puzzle argument that is no file and no puzzle.
        NoPuzzle,
        /// A puzzle argument that is no file, no built-in puzzle's name and no puzzle.
        NoPuzzleNorName,
        /// What was being done with a file, and what the system said of it.
        IoDoing,
        /// A file the system would not let be used: cannot read.
        IoCannotRead,
        /// A file the system would not let be used: cannot open the lesson.
        IoCannotOpenLesson,
        /// A file the system would not let be used: cannot read the lesson.
        IoCannotReadLesson,
        /// A file the system would not let be used: cannot create the output folder.
        IoCannotCreateFolder,
        /// A file the system would not let be used: cannot read the trace.
        IoCannotReadTrace,
        /// A file the system would not let be used: cannot write the trace.
        IoCannotWriteTrace,
        /// A file the system would not let be used: cannot create the page.
        IoCannotCreatePage,
        /// A file the system would not let be used: cannot write the page.
        IoCannotWritePage,
    }
}

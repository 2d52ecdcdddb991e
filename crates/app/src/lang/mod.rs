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
        /// A puzzle argument that names something that is not a file.
        InputNotAFile,
        /// Standard input given twice.
        InputStdinTwice,
        /// A named pipe, socket or device in a list of files.
        InputSpecialFile,
        /// A named pipe.
        KindNamedPipe,
        /// A socket.
        KindSocket,
        /// A device.
        KindDevice,
        /// `--at` with an output that is not one PNG.
        OutputOnePng,
        /// A `.png` output without `--at`.
        OutputPngWithoutAt,
        /// An output whose name says nothing of what to write.
        OutputUnknown,
        /// An output that is one of the inputs.
        OutputIsInput,
        /// Where in a lesson's file: a byte.
        LessonAtByte,
        /// Where in a lesson's file: a line and a column.
        LessonAtColumn,
        /// Where in a lesson's file: the line of a moment.
        LessonAtLine,
        /// A lesson's file past its bound.
        LessonTooLong,
        /// A lesson's file that is not UTF-8.
        LessonNotUtf8,
        /// A title too long, or with a control character.
        LessonTitle,
        /// A lesson with no moment.
        LessonNoMoment,
        /// More moments than a lesson holds.
        LessonTooManyMoments,
        /// `at` below 1.
        LessonAtBelowOne,
        /// `at` as text that names no event.
        LessonAtUnreadable,
        /// A note with a control character.
        LessonNoteControl,
        /// An empty note.
        LessonNoteEmpty,
        /// A note past its bound.
        LessonNoteTooLong,
        /// `at = 0`, the puzzle.
        LessonAtZero,
        /// A moment past the trace's last event.
        LessonPastTheEnd,
        /// Two moments at one event.
        LessonSameEvent,
    }
}

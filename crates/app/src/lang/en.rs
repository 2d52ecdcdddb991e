//! The English catalog: every [`AppText`] in English.

use super::AppText;

/// The words of `text` in English.
pub(super) fn text(text: AppText) -> &'static str {
    match text {
        AppText::MomentNone => "{trace}: {flag} {wanted}: the trace has no such event",
        AppText::MomentOnly => "{trace}: {flag} {wanted}: the trace has only {n} such events",
        AppText::MomentDeadEndIsBacktrack => {
            "{trace}: {flag} {wanted}: this search writes no dead end of its own: when a blank's digits run out it backtracks at once, so its dead ends are its backtracks; the first is event {number} ({flag} backtrack:1)"
        }
        AppText::MomentDeadEndKindIsBacktrack => {
            "{trace}: {flag} dead-end: this search writes no dead end of its own: when a blank's digits run out it backtracks at once, so its dead ends are its backtracks, the first at event {number} ({flag} backtrack)"
        }
        AppText::MomentPuzzle => {
            "{trace}: {flag} 0 is the puzzle, before any event: ask about an event from 1"
        }
        AppText::MomentNotAsked => {
            "{trace}: {flag}: event {number} is not among the events asked about here ({first} to {last}): choose one of them"
        }
        AppText::MomentUnaskable => {
            "{trace}: {flag}: no question can be asked about event {number}"
        }
        AppText::NoPuzzle => {
            "{arg}: no such file, and not a puzzle either (a puzzle is 81 characters, 1-9 with . or 0 for blanks)"
        }
        AppText::NoPuzzleNorName => {
            "{arg}: no such file, no puzzle built in by that name ({names}), and not a puzzle either (a puzzle is 81 characters, 1-9 with . or 0 for blanks)"
        }
        AppText::IoDoing => "{what}: {error}",
        AppText::IoCannotRead => "cannot read",
        AppText::IoCannotOpenLesson => "cannot open the lesson",
        AppText::IoCannotReadLesson => "cannot read the lesson",
        AppText::IoCannotCreateFolder => "cannot create the output folder",
        AppText::IoCannotReadTrace => "cannot read the trace",
        AppText::IoCannotWriteTrace => "cannot write the trace",
        AppText::IoCannotCreatePage => "cannot create the page",
        AppText::InputNotAFile => "{arg}: is not a file",
        AppText::InputStdinTwice => "standard input (-) can be read only once",
        AppText::InputSpecialFile => {
            "{name}: {kind}, not a regular file: only files are read from a list"
        }
        AppText::KindNamedPipe => "a named pipe",
        AppText::KindSocket => "a socket",
        AppText::KindDevice => "a device",
        AppText::OutputOnePng => {
            "{name}: {at} writes one PNG picture: give a file name ending in .png"
        }
        AppText::OutputPngWithoutAt => {
            "{name}: one PNG is the board after one event: add {at_n}; for every frame as PNG give a folder (a name ending in /), for the animation a name ending in .gif"
        }
        AppText::OutputUnknown => {
            "{name}: cannot tell what to write: end the name in .gif for the animation or in / for a folder of PNG frames, or add {at_n} for one PNG"
        }
        AppText::OutputIsInput => {
            "{output}: is the input {input}; the output would replace it: write it under another name"
        }
        AppText::LessonAtByte => "{name}: byte {byte}",
        AppText::LessonAtColumn => "{name}: line {line}, column {column}",
        AppText::LessonAtLine => "{name}: line {line}",
        AppText::LessonTooLong => {
            "a lesson is at most {kib} KiB; this one is longer: keep its notes short, or split it in two"
        }
        AppText::LessonNotUtf8 => "a lesson is UTF-8 text",
        AppText::LessonTitle => {
            "the title is longer than {most} characters, or holds a control character: write one line of plain text"
        }
        AppText::LessonNoMoment => {
            "the lesson has no moment: add one as [[moment]] with at = \"conflict:box\" and note = \"…\""
        }
        AppText::LessonTooManyMoments => "a lesson stops at {most} moments at most",
        AppText::LessonAtBelowOne => "at = {n}: events count from 1",
        AppText::LessonAtUnreadable => "at = {text}: {why}",
        AppText::LessonNoteControl => {
            "the note holds a control character (U+{code}): write plain text"
        }
        AppText::LessonNoteEmpty => "the note is empty: say what happens here",
        AppText::LessonNoteTooLong => {
            "the note is longer than {most} characters: say less, or use two moments"
        }
        AppText::LessonAtZero => "at = 0 is the puzzle, before any event: stop at an event from 1",
        AppText::LessonPastTheEnd => "at = {event}: {trace} has only {events} events",
        AppText::LessonSameEvent => {
            "event {event} is also the moment on line {line}: one note a moment"
        }
        AppText::IoCannotWritePage => "cannot write the page",
    }
}

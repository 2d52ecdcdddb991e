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
        AppText::IoCannotWritePage => "cannot write the page",
    }
}

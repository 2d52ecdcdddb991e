//! The English catalog of sudotrace-learn: every [`LearnText`] in English.

use super::LearnText;

/// The words of `text` in English.
pub(super) fn text(text: LearnText) -> &'static str {
    match text {
        LearnText::FindingMalformed => {
            "event {number}: {reader}; the events after it are counted, not checked"
        }
        LearnText::FindingAfterEnd => "{reader}: the end record must be the trace's last line",
        LearnText::FindingImpossible => {
            "event {number}: {refused}; the events after it are counted, not checked (sudotrace show --at {at} draws it)"
        }
        LearnText::FindingNoEnd => {
            "{cut}: the trace says nothing of how the search ended, after {events} events"
        }
        LearnText::FindingTryUnanswered => {
            "event {number}: “{next}” follows “{tried}”, which neither a conflict nor a placement answers"
        }
        LearnText::FindingConflictWithoutTry => {
            "event {number}: “{event}” answers no try of {digit} at {cell}: the event before it is “{previous}”"
        }
        LearnText::FindingConflictWithoutTryFirst => {
            "event {number}: “{event}” answers no try of {digit} at {cell}: it is the first event"
        }
        LearnText::FindingPlaceWithoutTry => {
            "event {number}: “{event}” places a digit no try came before: the event before it is “{previous}”"
        }
        LearnText::FindingPlaceWithoutTryFirst => {
            "event {number}: “{event}” places a digit no try came before: it is the first event"
        }
        LearnText::FindingTriedTwice => {
            "event {number}: {digit} is tried at {cell} a second time with no digit placed in between: the search repeats itself"
        }
        LearnText::FindingBlanksLeftOne => {
            "the end record says solved, but after the last event 1 blank is empty ({cells})"
        }
        LearnText::FindingBlanksLeftMany => {
            "the end record says solved, but after the last event {n} blanks are empty ({cells})"
        }
        LearnText::BlanksNeverFilled => "never filled: {cells}",
        LearnText::BlanksErased => "filled, then erased: {cells}",
        LearnText::CellsSeparator => ", ",
        LearnText::CellsAndMore => "{cells} and {n} more",
        LearnText::ClauseSeparator => "; ",
        LearnText::FindingEndSolution => {
            "the end record's solution {claimed} is not the board the events lead to, {board}"
        }
        LearnText::FindingGaveUp => {
            "the trace ends unsolvable after {events} events, but the puzzle has a solution (sudotrace's mrv+hidden+tables search finds it): {solution}"
        }
        LearnText::FindingEndCounts => {
            "the end record's counts differ from its events': {differences}"
        }
        LearnText::EndCountDifference => "it counts {recorded} {count}, the events hold {counted}",
        LearnText::FindingWithDeparture => "{finding}; {would}",
        LearnText::DepartureWords => "event {number}: {did}; {would}{how}",
        LearnText::DepartureHow => " (it {how})",
        LearnText::DidBacktrackUntried => "backtracked from {cell} with {digits} untried",
        LearnText::DidBacktrackUntriedErasing => {
            "backtracked from {cell} with {digits} untried, erasing {erased} at {at}"
        }
        LearnText::DidHas => "the trace has “{event}”",
        LearnText::DidEnds => "the trace ends",
        LearnText::WouldTry => "{search} would try {digit} at {cell}",
        LearnText::WouldConflict => {
            "{search} would see {digit} at {cell} clash with {with} in the {unit}"
        }
        LearnText::WouldPlace => "{search} would place {digit} at {cell}",
        LearnText::WouldBacktrack => "{search} would backtrack, erasing {digit} at {cell}",
        LearnText::WouldChoose => "{search} would choose {cell} next",
        LearnText::WouldForce => "{search} would force {digit} at {cell}",
        LearnText::WouldDeadEnd => "{search} would find {cell} without a candidate",
        LearnText::WouldUnforce => "{search} would take back the forced {digit} at {cell}",
        LearnText::WouldEliminate => "{search} would take candidates away ({words})",
        LearnText::WouldRestore => "{search} would take back an elimination ({words})",
        LearnText::WouldStop => "{search} would stop here",
        LearnText::HowUnitOrder => "checks the {checked} before the {before}",
        LearnText::HowColumnOrder => "fills the blanks column by column",
        LearnText::HowOneLoop => {
            "checks the row, the column and the box together, cell i of each in turn (the one-loop isValid), and names the clash it meets first"
        }
        LearnText::HowUnitByUnit => {
            "checks the row, then the column, then the box, each whole, and names the clash it meets first"
        }
        LearnText::HowOneLoopColumnFirst => {
            "checks the column, the row and the box together, cell i of each in turn (the one-loop isValid, column first), and names the clash it meets first"
        }
        LearnText::HowBlankOrder => {
            "fills {cell} next where {search} fills {instead}: another order of blanks"
        }
        LearnText::HowDigitOrder => {
            "tries {digit} at {cell} where {search} tries {instead}: another order of digits"
        }
        LearnText::NoteAt => "event {number}",
        LearnText::NoteAtLocated => "event {number} [{at}]",
        LearnText::NoteBoth => ": “{did}” where that search has “{would}”",
        LearnText::NoteStops => ": “{did}” where that search stops",
        LearnText::NoteGoesOn => ": it ends where that search goes on to “{would}”",
        LearnText::NoteHow => "from {at} it {how}{events}",
        LearnText::NoteOwnWay => "from {at} it goes its own way{events}",
        LearnText::LikenessClaimsNone => {
            "it claims {search} ({name}), but its first event is not that search's"
        }
        LearnText::LikenessClaimsOne => {
            "it claims {search} ({name}): its first event is that search's"
        }
        LearnText::LikenessClaimsMany => {
            "it claims {search} ({name}): its first {n} events are that search's"
        }
        LearnText::LikenessResemblesNone => {
            "it resembles {search} ({name}), but its first event is not that search's"
        }
        LearnText::LikenessResemblesOne => {
            "it resembles {search} ({name}): its first event is that search's"
        }
        LearnText::LikenessResemblesMany => {
            "it resembles {search} ({name}): its first {n} events are that search's"
        }
        LearnText::ReadingNoneOne => {
            "none of its events is read on the board: its one event, the fault, is counted, not checked"
        }
        LearnText::ReadingNoneMany => {
            "none of its events is read on the board: all {rest}, from the fault on, are counted, not checked"
        }
        LearnText::ReadingOneOne => {
            "its first event is read on the board; the other, the fault, is counted, not checked"
        }
        LearnText::ReadingOneMany => {
            "its first event is read on the board; the other {rest}, from the fault on, are counted, not checked"
        }
        LearnText::ReadingManyOne => {
            "its first {read} events are read on the board; the other, the fault, is counted, not checked"
        }
        LearnText::ReadingManyMany => {
            "its first {read} events are read on the board; the other {rest}, from the fault on, are counted, not checked"
        }
        LearnText::SummaryExact => "the search is exactly {search}'s",
        LearnText::SummaryExactClaimed => "the search is exactly {search}'s, as it claims",
        LearnText::SummaryKeepsRules => "it keeps to the rules and reaches the end it claims",
        LearnText::SummarySame => {
            "the search is {search}'s; only the clash its check names first differs"
        }
        LearnText::SummarySameClaimed => {
            "the search is {search}'s, as it claims; only the clash its check names first differs"
        }
        LearnText::LineSummaryHow => {
            "{summary}; it resembles {search} up to event {event}, then it {how}"
        }
        LearnText::LineSummaryOwnWay => {
            "{summary}; it resembles {search} up to event {event}, then goes its own way"
        }
        LearnText::LineSummaryCheck => "{summary}: it {how}",
        LearnText::MistakeGivenErased => "{cell}: the given {given} was erased",
        LearnText::NotASolution => "it is not a solution of the puzzle: {mistake}",
        LearnText::MistakeGivenChanged => "{cell}: the given {given} was changed to {found}",
        LearnText::MistakeDuplicate => {
            "{unit}: {digit} appears {count} times, in {cells} and {last}"
        }
        LearnText::MistakeBlank => "{cell}: blank",
        LearnText::MistakeWrong => "{cell}: {found} is not the solution's digit",
        LearnText::PuzzleNoSolution => "the puzzle has no solution: no answer to it can be right",
        LearnText::PuzzleSeveralSolutions => {
            "the puzzle has more than one solution: the answer is held to the rules, not to one solution"
        }
        LearnText::UnitNumbered => "{unit} {number}",
        LearnText::TallyGivenChangedOne => "1 given changed",
        LearnText::TallyGivenChangedMany => "{n} givens changed",
        LearnText::TallyDuplicateOne => "1 duplicate",
        LearnText::TallyDuplicateMany => "{n} duplicates",
        LearnText::TallyBlankOne => "1 blank",
        LearnText::TallyBlankMany => "{n} blanks",
        LearnText::TallyWrongOne => "1 wrong digit",
        LearnText::TallyWrongMany => "{n} wrong digits",
        LearnText::LevelEasy => "easy",
        LearnText::LevelMedium => "medium",
        LearnText::LevelHard => "hard",
        LearnText::LevelExpert => "expert",
        LearnText::LevelEasyOrMedium => "easy or medium",
        LearnText::LevelHardOrExpert => "hard or expert",
        LearnText::LogicSingles => "singles",
        LearnText::LogicIntersections => "pointing and claiming",
        LearnText::LogicPairs => "pairs",
        LearnText::LogicMore => "more than pairs",
        LearnText::GenerateTooFewClues => {
            "--clues {n}: no Sudoku with fewer than 17 clues has exactly one solution (McGuire et al., 2012)"
        }
        LearnText::GenerateTooManyClues => "--clues {n}: a Sudoku has 81 cells",
        LearnText::GenerateSinglesNotThatLevel => {
            "--logic {logic} with --difficulty {level}: {words} puzzles are those singles do not solve; ask for --difficulty easy or medium with it"
        }
        LearnText::GenerateLogicNotThatLevel => {
            "--logic {logic} with --difficulty {level}: {words} puzzles are those singles alone solve; ask for --difficulty hard or expert with it"
        }
        LearnText::GenerateGaveUp => {
            "puzzle {number}: gave up after {attempts} attempts: none came out {wanted} (fewest clues reached: {fewest}{levels})"
        }
        LearnText::WantedLevelClues => "{level} with {n} clues",
        LearnText::WantedLevel => "{level}",
        LearnText::WantedClues => "with {n} clues",
        LearnText::WantedMinimal => "minimal",
        LearnText::LevelsSeen => "; levels seen: {levels}",
        LearnText::WantedLogic => "{wanted}, needing {logic}",
        LearnText::LogicSeen => "; logic seen: {steps}",
        LearnText::PredictTry => "What does the search try next, and where?",
        LearnText::PredictOutcome => "{cell}: what does the check find for {digit}?",
        LearnText::PredictChoose => "Which blank does the search choose to fill next?",
        LearnText::PredictForce => "Which digit is forced next, and where?",
        LearnText::PredictNext => "What does the search do next?",
        LearnText::LevelSeen => "{level} {n}",
    }
}

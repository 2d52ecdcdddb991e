//! The English catalog: every [`Text`] in English.

use super::Text;

/// The words of `text` in English.
pub(super) fn text(text: Text) -> &'static str {
    match text {
        Text::Shortened => "{start}… ({characters} characters)",
        Text::Quoted => "\"{text}\"",
        Text::LocationLine => "line {n}",
        Text::LocationByte => "byte {n}",
        Text::HoldingEmpty => "is empty",
        Text::HoldingPlaced => "holds {digit}",
        Text::HoldingGiven => "holds the given {digit}",
        Text::RefusedEvent => "{event} cannot happen: {why}",
        Text::RefusedHolds => "{cell} {holding}",
        Text::RefusedAlreadyEmpty => "{cell} already is empty",
        Text::RefusedAlreadyPlaced => "{cell} already holds {digit}",
        Text::RefusedAlreadyGiven => "{cell} already holds the given {digit}",
        Text::RefusedCandidates => "{cell} has {candidates}",
        Text::RefusedStillHasCandidates => "{cell} still has {candidates}",
        Text::RefusedNotForced => "{cell} was not forced",
        Text::RefusedWithItself => {
            "the clash names {cell} itself: a digit cannot clash with the cell it is tried in"
        }
        Text::RefusedNotInUnit => "{with} is not in the {unit} of {cell}",
        Text::RefusedDoesNotHold => "{with} {holding}, not {digit}",
        Text::RefusedInUnit => "{holder} already holds {digit} in the same {unit}",
        Text::RefusedForcedBacktracked => {
            "{cell} holds a forced {digit}, which an unforce takes back, not a backtrack"
        }
        Text::RefusedEmpty => "{cell} is empty",
        Text::RefusedGivenErased => "{cell} {holding}, which the search cannot erase",
        Text::RefusedNotOnlyDigit => "{cell} has {candidates}, not only {digit}",
        Text::RefusedNotOnlyPlace => "{other} in the same {unit} can hold {digit} too",
        Text::CutShortAt => "{at}: {why}",
        Text::CutShortLine => {
            "the trace stops after line {line} without an end record (cut short?)"
        }
        Text::CutShortByte => {
            "the trace is cut short at byte {offset}: expected {expected}, found the end of the file"
        }
        Text::ClashesWorkedOut => {
            "its conflicts name no unit or cell (the first is event {event}, {at}): sudotrace worked each clash out from the board, as the first in the row, then the column, then the box"
        }
        Text::Row => "row",
        Text::Column => "column",
        Text::Box => "box",
        Text::RowShort => "row",
        Text::ColumnShort => "col",
        Text::BoxShort => "box",
        Text::SearchAndSolver => "{search} ({solver})",
        Text::Depth => "depth",
        Text::Conflicts => "conflicts",
        Text::Time => "time",
        Text::ListSeparator => ", ",
        Text::Solved => "solved",
        Text::Unsolvable => "unsolvable",
        Text::Limit => "limit",
        Text::SolvedWords => "solved: every blank is filled",
        Text::UnsolvableWords => "no solution: every digit was tried",
        Text::LimitWords => "stopped at the event limit",
        Text::ClaimSolved => "the end record says solved",
        Text::ClaimUnsolvable => "the end record says there is no solution",
        Text::ClaimLimit => "the end record says the search stopped early",
        Text::EventTry => "{cell}: try {digit}",
        Text::EventConflict => "{cell}: {digit} clashes with {with} ({unit})",
        Text::EventPlace => "{cell}: place {digit}",
        Text::EventBacktrack => "{cell}: backtrack, erase {digit}",
        Text::EventChoose => "{cell}: chosen, {candidates}",
        Text::EventOnlyDigit => "{cell}: {digit} is the only digit left",
        Text::EventOnlyPlace => "{cell}: the only place for {digit} in its {unit}",
        Text::EventDeadEnd => "{cell}: no digit fits, dead end",
        Text::EventUnforce => "{cell}: undo forced {digit}",
        Text::EventPointing => {
            "pointing: {digit} in {block} lies only in {line}, so it leaves the rest of {line}"
        }
        Text::EventClaiming => {
            "claiming: {digit} in {line} lies only in {block}, so it leaves the rest of {block}"
        }
        Text::EventNakedPair => {
            "naked pair: {first} and {second} can hold only {a} and {b}, so they leave the rest of {house}"
        }
        Text::EventHiddenPair => {
            "hidden pair: {a} and {b} fit only {first} and {second} in {house}, so the two lose their other candidates"
        }
        Text::EventRestore => "undo the {rule} in {house}: its candidates come back",
        Text::RulePointing => "pointing",
        Text::RuleClaiming => "claiming",
        Text::RuleNakedPair => "naked pair",
        Text::RuleHiddenPair => "hidden pair",
        Text::HouseRow => "row {n}",
        Text::HouseColumn => "column {n}",
        Text::HouseBox => "box {n}",
        Text::Eliminated => "{cell} loses {digits}",
        Text::UnmetDoNotCross => "{line} and {block} do not cross",
        Text::UnmetNoPlace => "{digit} has no place left in {house}",
        Text::UnmetPlaceOutside => "{cell} can hold {digit} in {house} outside {inside}",
        Text::UnmetNotInHouse => {
            "a pair is two cells of {house} in its order, and {cell} is not the one named"
        }
        Text::UnmetNotThePair => "{cell} has the candidates {digits}, not the pair's two",
        Text::UnmetNotThePlaces => {
            "{digit} has {places} places in the unit, not the pair's two cells"
        }
        Text::UnmetBadDigits => "a pair is two different digits from 1 to 9, the smaller first",
        Text::UnmetRemovesNothing => "it takes no candidate away",
        Text::RefusedNotLastElimination => {
            "the last elimination standing is another one: eliminations are restored newest first"
        }
        Text::RefusedEliminationAfter => {
            "an elimination made after {cell} was filled still stands: it is restored first"
        }
        Text::OneCandidate => "1 candidate",
        Text::Candidates => "{n} candidates",
        Text::ChooseFewest => "{cell}: {candidates}, the fewest",
        Text::ChooseNext => "{cell}: the next blank, {candidates}",
        Text::BacktrackExhausted => "{blank} has no digit left: back to {cell}, erase {digit}",
        Text::ThePuzzle => "the puzzle: {blanks} blanks",
        Text::BoardAfter => "the board after event {number}",
        Text::ConflictsByUnit => "{row}{separator}{column}{separator}{box}",
        Text::CountValue => "{count} {value}",
        Text::ValueAndStep => "{value} (+{step})",
        Text::ValueAndStepByUnit => "{value} (+{step}: row {row} col {col} box {box})",
        Text::CountSeparator => "  ",
        Text::StackEntry => "{cell} = {digit}, {how}{left}",
        Text::StackTried => "placed after tries",
        Text::StackChosenOne => "chosen, its only candidate",
        Text::StackChosen => "chosen among {n} candidates",
        Text::StackForcedCell => "forced: the only digit left",
        Text::StackForcedUnit => "forced: the only place in its {unit}",
        Text::StackLeft => "; {digits} left",
        Text::StackNothingLeft => "; nothing left to try",
        Text::StackTrying => "trying {digit} at {cell}",
        Text::StackTree => "the search tree so far: depth {depth}, {nodes} nodes",
        Text::StackCodeLine => "line {line} made this {kind} event",
        Text::StackNoListing => {
            "no listing for this solver: it is not one of sudotrace's strategies"
        }
        Text::ShowHeading => "event {n} of {total} ({kind}), {search}",
        Text::ShowLinePseudocode => "line {line} of the pseudocode listing made it: {text}",
        Text::ShowLine => "line {line} of the {language} listing made it: {text}",
        Text::ShowStack => "the stack, a call a placement (the newest last):",
        Text::KindStart => "start",
        Text::KindCannotHappen => "cannot happen",
        Text::ShowEnd => "the end: {words}",
        Text::ShowTakes => "takes: {removed}",
        Text::CandidatesHeading => "candidates:",
        Text::CandidatesOf => "candidates of {cell}: {digits}",
        Text::KeyPlain => {
            "key: 5 given  5' placed  [5] worked on  <5> clashing cell  : clashing unit  (5) erased"
        }
        Text::KeyGiven => "given",
        Text::KeyPlaced => "placed",
        Text::KeyWorkedOn => "worked on",
        Text::KeyClashingCell => "clashing cell",
        Text::KeyClashingUnit => "clashing unit",
        Text::KeyErased => "erased",
        Text::KeyHeading => "key:",
        Text::RowByRowSearch => "the row-by-row search",
        Text::NamedSearch => "the {name} search",
        Text::DepartsHere => "here it departs from {search}",
        Text::Departed => {
            "it departs from {search} at event {event}: from there its words are its events' own"
        }
        Text::CheckLabel => "{name} check",
        Text::CheckLabelKnown => "{word} check",
        Text::CheckWordNaive => "naive",
        Text::CheckWordTables => "tables",
        Text::CheckWordOneLoop => "oneloop",
        Text::Pseudocode => "Pseudocode",
        Text::ConflictsTotal => "{total}  ({by_unit})",
        Text::KindTry => "try",
        Text::KindConflict => "conflict",
        Text::KindPlace => "place",
        Text::KindBacktrack => "backtrack",
        Text::KindChoose => "choose",
        Text::KindForce => "force",
        Text::KindDeadEnd => "deadend",
        Text::KindUnforce => "unforce",
        Text::KindEliminate => "eliminate",
        Text::KindRestore => "restore",
        Text::WhyTryNextBlank => {
            "Row by row, {cell} is the next blank, and its digits are tried from 1 up: {digit}"
        }
        Text::WhyTryChosen => "{cell} was just chosen, and its digits are tried from 1 up: {digit}",
        Text::WhyTryAfterClash => {
            "{previous} clashed at {cell}, so the next digit up is tried: {digit}"
        }
        Text::WhyTryAfterBacktrack => {
            "Nothing worked out after {previous} at {cell}, so the next digit up is tried: {digit}"
        }
        Text::WhyTryOwn => {
            "No rule of the search decides this step: the trace tries {digit} at {cell}"
        }
        Text::WhyClashRowFirst => {
            "The check looks at the row first: {with} in the row already holds {digit}"
        }
        Text::WhyClashColumnSecond => {
            "The check looks at the row, then the column: the row has no {digit}, but {with} in the column holds it"
        }
        Text::WhyClashBoxLast => {
            "The check looks at the row, the column, then the box: only the box holds {digit}, at {with}"
        }
        Text::WhyClashOneLoop => {
            "The one loop looks at cell i of the row, the column and the box in turn, i from 0 up: at i = {step} it meets {digit} first, at {with} in the {unit}"
        }
        Text::WhyClashOneLoopColumnFirst => {
            "The one loop looks at cell i of the column, the row and the box in turn, i from 0 up: at i = {step} it meets {digit} first, at {with} in the {unit}"
        }
        Text::WhyClash => {
            "{with} in the {unit} already holds {digit}, so {digit} cannot go at {cell}"
        }
        Text::WhyFits => {
            "No cell of the row, the column or the box of {cell} holds {digit}: it fits, and is written in"
        }
        Text::WhyRanOut => {
            "No digit is left to try at {blank}, so the search goes back to its last placement, {cell}, and erases {digit}"
        }
        Text::WhyBackToChoice => {
            "With everything after it undone, the search goes back to its last choice, {cell}, and erases {digit} to try the next digit there"
        }
        Text::WhyBacktrackOwn => {
            "No rule of the search decides this step: the trace goes back to {cell} and erases {digit}"
        }
        Text::WhyChooseFewest => {
            "{cell} has the fewest candidates of all blanks, {candidates} (the first in reading order among equals), so it is filled next"
        }
        Text::WhyChooseNext => {
            "{cell} is the next blank in reading order, so it is filled next ({candidates})"
        }
        Text::WhyChooseOwn => {
            "No rule of the search decides this step: the trace chooses {cell} ({candidates})"
        }
        Text::WhyOnlyDigit => "{cell} has one candidate left, {digit}: the search forces it",
        Text::WhyOnlyPlace => "In its {unit}, {digit} fits only at {cell}: the search forces it",
        Text::ShowWhy => "why: {why}",
        Text::WhyDeadEnd => {
            "{cell} has no candidate left: the board cannot be finished, so the search goes back"
        }
        Text::ErrorAt => "{at}: {error}",
        Text::ParseAtLine => "line {line}: ",
        Text::ParseBadCharacter => {
            "line {line}, column {column}: unexpected character '{found}' (a cell is 1-9, or . or 0 for a blank)"
        }
        Text::ParseWrongCount => "{at}found {found} cells, a puzzle needs 81",
        Text::ParseClash => {
            "{at}{clash}: the givens break the rules, so the puzzle has no solution"
        }
        Text::ClashingGivens => "{first} and {second} both hold {digit}",
        Text::ParseNoPuzzleInLine => "line {line}: no 81-character puzzle in this line",
        Text::ParseJsonLine => "line {line}: {message}",
        Text::ParseJson => "JSON puzzle: {message}",
        Text::ParseEmpty => "no puzzle found: the input is empty",
        Text::ParseOnlyHeader => "no puzzle found: the input holds only a header line",
        Text::ParseTooManySkipped => {
            "line {line}: more than {most} lines are not puzzles: the rest of the input is not read"
        }
        Text::ParseNotOne => "expected one puzzle, found {found}",
        Text::ReadLineTooLong => {
            "line {line}, from byte offset {offset}, is longer than {most} bytes: not a puzzle file"
        }
        Text::ReadNotUtf8 => {
            "line {line}, column {column} (byte offset {offset}) is not UTF-8 text: not a puzzle file"
        }
        Text::ReadIo => "cannot read: {error}",
        Text::IoNotFound => "No such file or directory",
        Text::IoPermissionDenied => "Permission denied",
        Text::IoIsADirectory => "Is a directory",
        Text::PastTheEnd => "the trace has {events} events (choose 0 to {events})",
        Text::PastTheEndCut => "{cut}, after {events} events (choose 0 to {events})",
        Text::PastTheEndRefused => {
            "{cut}, after {events} events (choose 0 to {next}; {next} is the event that cannot happen)"
        }
        Text::WhyTryCandidate => {
            "with eliminations only a blank's candidates are tried: {digit} is the smallest left at {cell}"
        }
        Text::WhyPointing => {
            "in {block}, {digit} can go only in {line}: whichever of those cells gets it, {line} has its {digit} inside {block}, so no other cell of {line} can hold {digit}"
        }
        Text::WhyClaiming => {
            "in {line}, {digit} can go only in {block}: whichever of those cells gets it, {block} has its {digit} on {line}, so no other cell of {block} can hold {digit}"
        }
        Text::WhyNakedPair => {
            "{first} and {second} can hold only {a} and {b}: one gets {a} and the other {b}, so no other cell of {house} can hold either"
        }
        Text::WhyHiddenPair => {
            "in {house}, {a} and {b} can go only in {first} and {second}: those two cells must hold them, so nothing else can go there"
        }
        Text::WhyRestore => {
            "going back to the last choice, the {rule} in {house} is taken back: it followed from placements being undone"
        }
        Text::WhyUnforce => {
            "Going back from the dead end, the forced digits are taken back first, the last first: {cell} loses {digit}"
        }
    }
}

/// The counts in English, in the order of `Count::ALL` (`events::counts`): each count's
/// one spelling, which `Count::words` gives.
pub(super) const COUNTS: [&str; super::COUNTS] = [
    "tries",
    "row conflicts",
    "column conflicts",
    "box conflicts",
    "places",
    "backtracks",
    "cell reads",
    "table lookups",
    "max depth",
    "events",
    "choices",
    "guesses",
    "forced",
    "dead ends",
    "unforced",
    "pointing",
    "claiming",
    "naked pairs",
    "hidden pairs",
    "restored",
];

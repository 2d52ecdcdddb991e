//! The English catalog: every [`Text`] in English.

use super::Text;

/// The words of `text` in English.
pub(super) fn text(text: Text) -> &'static str {
    match text {
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
        Text::FindingMalformed => {
            "event {number}: {reader}; the events after it are counted, not checked"
        }
        Text::FindingAfterEnd => "{reader}: the end record must be the trace's last line",
        Text::FindingImpossible => {
            "event {number}: {refused}; the events after it are counted, not checked (sudotrace show --at {number} draws it)"
        }
        Text::FindingNoEnd => {
            "{cut}: the trace says nothing of how the search ended, after {events} events"
        }
        Text::FindingTryUnanswered => {
            "event {number}: “{next}” follows “{tried}”, which neither a conflict nor a placement answers"
        }
        Text::FindingConflictWithoutTry => {
            "event {number}: “{event}” answers no try of {digit} at {cell}: the event before it is “{previous}”"
        }
        Text::FindingConflictWithoutTryFirst => {
            "event {number}: “{event}” answers no try of {digit} at {cell}: it is the first event"
        }
        Text::FindingPlaceWithoutTry => {
            "event {number}: “{event}” places a digit no try came before: the event before it is “{previous}”"
        }
        Text::FindingPlaceWithoutTryFirst => {
            "event {number}: “{event}” places a digit no try came before: it is the first event"
        }
        Text::FindingTriedTwice => {
            "event {number}: {digit} is tried at {cell} a second time with no digit placed in between: the search repeats itself"
        }
        Text::FindingBlanksLeftOne => {
            "the end record says solved, but after the last event 1 blank is empty ({cells})"
        }
        Text::FindingBlanksLeftMany => {
            "the end record says solved, but after the last event {n} blanks are empty ({cells})"
        }
        Text::BlanksNeverFilled => "never filled: {cells}",
        Text::BlanksErased => "filled, then erased: {cells}",
        Text::CellsSeparator => ", ",
        Text::CellsAndMore => "{cells} and {n} more",
        Text::ClauseSeparator => "; ",
        Text::FindingEndSolution => {
            "the end record's solution {claimed} is not the board the events lead to, {board}"
        }
        Text::FindingGaveUp => {
            "the trace ends unsolvable after {events} events, but the puzzle has a solution (sudotrace's mrv+hidden+tables search finds it): {solution}"
        }
        Text::FindingEndCounts => "the end record's counts differ from its events': {differences}",
        Text::EndCountDifference => "it counts {recorded} {count}, the events hold {counted}",
        Text::FindingWithDeparture => "{finding}; {would}",
        Text::FindingMore => " ({n} more like it)",
        Text::FindingAt => " [{at}]",
        Text::DepartureWords => "event {number}: {did}; {would}{how}",
        Text::DepartureHow => " (it {how})",
        Text::DidBacktrackUntried => "backtracked from {cell} with {digits} untried",
        Text::DidBacktrackUntriedErasing => {
            "backtracked from {cell} with {digits} untried, erasing {erased} at {at}"
        }
        Text::DidHas => "the trace has “{event}”",
        Text::DidEnds => "the trace ends",
        Text::WouldTry => "{search} would try {digit} at {cell}",
        Text::WouldConflict => {
            "{search} would see {digit} at {cell} clash with {with} in the {unit}"
        }
        Text::WouldPlace => "{search} would place {digit} at {cell}",
        Text::WouldBacktrack => "{search} would backtrack, erasing {digit} at {cell}",
        Text::WouldChoose => "{search} would choose {cell} next",
        Text::WouldForce => "{search} would force {digit} at {cell}",
        Text::WouldDeadEnd => "{search} would find {cell} without a candidate",
        Text::WouldUnforce => "{search} would take back the forced {digit} at {cell}",
        Text::WouldStop => "{search} would stop here",
        Text::HowUnitOrder => "checks the {checked} before the {before}",
        Text::HowColumnOrder => "fills the blanks column by column",
        Text::HowBlankOrder => {
            "fills {cell} next where {search} fills {instead}: another order of blanks"
        }
        Text::HowDigitOrder => {
            "tries {digit} at {cell} where {search} tries {instead}: another order of digits"
        }
        Text::NoteAt => "event {number}",
        Text::NoteAtLocated => "event {number} [{at}]",
        Text::NoteBoth => ": “{did}” where that search has “{would}”",
        Text::NoteStops => ": “{did}” where that search stops",
        Text::NoteGoesOn => ": it ends where that search goes on to “{would}”",
        Text::NoteHow => "from {at} it {how}{events}",
        Text::NoteOwnWay => "from {at} it goes its own way{events}",
        Text::LikenessClaimsNone => {
            "it claims {search} ({name}), but its first event is not that search's"
        }
        Text::LikenessClaimsOne => "it claims {search} ({name}): its first event is that search's",
        Text::LikenessClaimsMany => {
            "it claims {search} ({name}): its first {n} events are that search's"
        }
        Text::LikenessResemblesNone => {
            "it resembles {search} ({name}), but its first event is not that search's"
        }
        Text::LikenessResemblesOne => {
            "it resembles {search} ({name}): its first event is that search's"
        }
        Text::LikenessResemblesMany => {
            "it resembles {search} ({name}): its first {n} events are that search's"
        }
        Text::ReadingNoneOne => {
            "none of its events is read on the board: its one event, the fault, is counted, not checked"
        }
        Text::ReadingNoneMany => {
            "none of its events is read on the board: all {rest}, from the fault on, are counted, not checked"
        }
        Text::ReadingOneOne => {
            "its first event is read on the board; the other, the fault, is counted, not checked"
        }
        Text::ReadingOneMany => {
            "its first event is read on the board; the other {rest}, from the fault on, are counted, not checked"
        }
        Text::ReadingManyOne => {
            "its first {read} events are read on the board; the other, the fault, is counted, not checked"
        }
        Text::ReadingManyMany => {
            "its first {read} events are read on the board; the other {rest}, from the fault on, are counted, not checked"
        }
        Text::SummaryExact => "the search is exactly {search}'s",
        Text::SummaryExactClaimed => "the search is exactly {search}'s, as it claims",
        Text::SummaryKeepsRules => "it keeps to the rules and reaches the end it claims",
        Text::LineSummaryHow => {
            "{summary}; it resembles {search} up to event {event}, then it {how}"
        }
        Text::LineSummaryOwnWay => {
            "{summary}; it resembles {search} up to event {event}, then goes its own way"
        }
        Text::QuotedName => "\"{name}\"",
        Text::DiagnoseAbout => "solver {solver}, {events}",
        Text::DiagnoseAboutEnds => "solver {solver}, {events}, ends {outcome}",
        Text::EventsOne => "1 event",
        Text::EventsMany => "{n} events",
        Text::DiagnoseClean => "{trace}: no findings ({about}): {summary}",
        Text::DiagnoseFindingsOne => "{trace}: 1 finding ({about})",
        Text::DiagnoseFindingsMany => "{trace}: {n} findings ({about})",
        Text::DiagnoseLineClean => "{trace}: clean ({about}): {summary}",
        Text::DiagnoseLineFindingsOne => "{trace}: 1 finding; first: {finding}",
        Text::DiagnoseLineFindingsMany => "{trace}: {n} findings; first: {finding}",
        Text::DiagnoseUnreadable => "{trace}: unreadable: {error}",
        Text::DiagnoseTotalOne => {
            "1 trace: {clean} clean, {faulty} with findings, {unreadable} unreadable"
        }
        Text::DiagnoseTotalMany => {
            "{n} traces: {clean} clean, {faulty} with findings, {unreadable} unreadable"
        }
        Text::CheckCorrect => {
            "correct: complete, every given kept, every row, column and box holds 1 to 9"
        }
        Text::CheckWrong => "wrong: {problems}",
        Text::MistakeGivenErased => "{cell}: the given {given} was erased",
        Text::MistakeGivenChanged => "{cell}: the given {given} was changed to {found}",
        Text::MistakeDuplicate => "{unit}: {digit} appears {count} times, in {cells} and {last}",
        Text::MistakeBlank => "{cell}: blank",
        Text::UnitNumbered => "{unit} {number}",
        Text::TallyGivenChangedOne => "1 given changed",
        Text::TallyGivenChangedMany => "{n} givens changed",
        Text::TallyDuplicateOne => "1 duplicate",
        Text::TallyDuplicateMany => "{n} duplicates",
        Text::TallyBlankOne => "1 blank",
        Text::TallyBlankMany => "{n} blanks",
        Text::LevelEasy => "easy",
        Text::LevelMedium => "medium",
        Text::LevelHard => "hard",
        Text::LevelExpert => "expert",
        Text::LevelEasyOrMedium => "easy or medium",
        Text::LevelHardOrExpert => "hard or expert",
        Text::Yes => "yes",
        Text::No => "no",
        Text::RateHeader => "# puzzle\tlevel\ttries\tsingles\tclues",
        Text::RateNotUnique => "not-unique",
        Text::RateSummaryHeader => {
            "| input | puzzles | easy | medium | hard | expert | singles solve it | median tries | most tries |"
        }
        Text::RateShare => "{n} ({percent}%)",
        Text::RateNotExactlyOne => " ({n} without exactly one solution)",
        Text::GenerateSeed => "seed: {seed}",
        Text::GenerateFailed => "error: {why}",
        Text::GenerateGaveUp => {
            "puzzle {number}: gave up after {attempts} attempts: none came out {wanted} (fewest clues reached: {fewest}{levels})"
        }
        Text::WantedLevelClues => "{level} with {n} clues",
        Text::WantedLevel => "{level}",
        Text::WantedClues => "with {n} clues",
        Text::WantedMinimal => "minimal",
        Text::LevelsSeen => "; levels seen: {levels}",
        Text::LevelSeen => "{level} {n}",
        Text::Row => "row",
        Text::Column => "column",
        Text::Box => "box",
        Text::RowShort => "row",
        Text::ColumnShort => "col",
        Text::BoxShort => "box",
        Text::SearchAndSolver => "{search} ({solver})",
        Text::Tries => "tries",
        Text::RowConflicts => "row conflicts",
        Text::ColumnConflicts => "column conflicts",
        Text::BoxConflicts => "box conflicts",
        Text::Places => "places",
        Text::Backtracks => "backtracks",
        Text::CellReads => "cell reads",
        Text::TableLookups => "table lookups",
        Text::MaxDepth => "max depth",
        Text::Events => "events",
        Text::Choices => "choices",
        Text::Guesses => "guesses",
        Text::Forced => "forced",
        Text::DeadEnds => "dead ends",
        Text::Unforced => "unforced",
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
        Text::OneCandidate => "1 candidate",
        Text::Candidates => "{n} candidates",
        Text::ChooseFewest => "{cell}: {candidates}, the fewest",
        Text::ChooseNext => "{cell}: the next blank, {candidates}",
        Text::BacktrackExhausted => "{blank} has no digit left: back to {cell}, erase {digit}",
        Text::ThePuzzle => "the puzzle: {blanks} blanks",
        Text::BoardAfter => "the board after event {number}",
        Text::ConflictsByUnit => "{row}{separator}{column}{separator}{box}",
        Text::CountValue => "{count} {value}",
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
        Text::LegendGiven => "given",
        Text::LegendPlaced => "placed by search",
        Text::LegendTrying => "trying",
        Text::LegendRejected => "clashes: rejected",
        Text::LegendUnit => "unit of the clash",
        Text::LegendHolder => "holds the digit",
        Text::LegendErased => "erased: backtrack",
        Text::PassedOne => "… 1 event passed since the frame before",
        Text::PassedMany => "… {n} events passed since the frame before",
        Text::PassedChosenOne => "… 1 chosen event passed since the frame before",
        Text::PassedChosenMany => "… {n} chosen events passed since the frame before",
        Text::SideCodeTitle => "The search as code ({language})",
        Text::SideStackTitle => "The stack, newest on top: {n} calls deep",
        Text::SideMore => "… {n} more below",
        Text::ShowHeading => "event {n} of {total} ({kind}), {search}",
        Text::ShowEnd => "the end: {words}",
        Text::ShowLine => "line {line} of the {language} listing made it: {text}",
        Text::ShowStack => "the stack, a call a placement (the newest last):",
        Text::KindStart => "start",
        Text::KindCannotHappen => "cannot happen",
        Text::CheckLabel => "{name} check",
        Text::PuzzleHeading => "puzzle {number}{name} (line {line})",
        Text::SolvedBy => "{words} ({search})",
        Text::CutShort => "cut short",
        Text::Recounted => "{verdict} ({search}), recounted from {trace}",
        Text::Pseudocode => "Pseudocode",
        Text::ConflictsTotal => "{total}  ({by_unit})",
        Text::TuiTooSmall => {
            "sudotrace step needs a terminal of at least {min_width}x{min_height}; this one is {width}x{height}. Enlarge it, or press q to quit."
        }
        Text::TuiPlaying => "playing",
        Text::TuiPaused => "paused",
        Text::TuiTitle => "event {n}/{total}  {state} {speed}/s  {search}  {name}",
        Text::TuiGoTo => "go to event: {typed}_   (Enter to jump, Esc to cancel)",
        Text::TuiFooterStep => "step",
        Text::TuiFooterPlay => "play",
        Text::TuiFooterSpeed => "speed",
        Text::TuiFooterConflict => "conflict",
        Text::TuiFooterBacktrack => "backtrack",
        Text::TuiFooterGoTo => "go to",
        Text::TuiFooterHelp => "help",
        Text::TuiFooterQuit => "quit",
        Text::TuiRecent => "recent events",
        Text::TuiNoneYet => "(none yet: press → to start)",
        Text::TuiCodeTitle => "code: {language} (K: another language)",
        Text::TuiStackTitle => "stack, newest on top: {n} calls deep",
        Text::TuiKeyPlain1 => "key  5  given   5' placed   [5] worked on",
        Text::TuiKeyPlain2 => "    <5> holds the digit   :  its unit",
        Text::TuiKeyPlain3 => "    (5) erased by a backtrack",
        Text::TuiKeyHeading => "key ",
        Text::TuiKeyGiven => "given",
        Text::TuiKeyPlaced => "placed",
        Text::TuiKeyTrying => "trying",
        Text::TuiKeyClashes => "clashes",
        Text::TuiKeyHoldsIt => "holds it",
        Text::TuiKeyItsUnit => "its unit",
        Text::TuiKeyPlacedNow => "placed now",
        Text::TuiKeyErased => "erased: backtrack",
        Text::TuiHelpNext => "next event",
        Text::TuiHelpPrevious => "previous event",
        Text::TuiHelpPlay => "play / pause",
        Text::TuiHelpSpeed => "faster / slower",
        Text::TuiHelpConflict => "next / previous conflict",
        Text::TuiHelpBacktrack => "next / previous backtrack",
        Text::TuiHelpGoTo => "go to an event number",
        Text::TuiHelpCandidates => "candidates on / off",
        Text::TuiHelpCode => "code pane / its next language",
        Text::TuiHelpStack => "stack pane",
        Text::TuiHelpEnds => "first / last event",
        Text::TuiHelpHelp => "this help",
        Text::TuiHelpQuit => "quit",
        Text::TuiHelpClose => "any key closes this help",
        Text::TuiHelpTitle => "keys",
        Text::TuiNoLaterConflict => "no later conflict",
        Text::TuiNoEarlierConflict => "no earlier conflict",
        Text::TuiNoLaterBacktrack => "no later backtrack",
        Text::TuiNoEarlierBacktrack => "no earlier backtrack",
        Text::TuiNoEvent => "there is no event {n}: the trace has {len}",
        Text::TuiNoEventRefused => {
            "there is no event {n}: the trace has {possible} that can happen, and event {len}, which cannot"
        }
        Text::TuiCannotGo => "cannot go there: {error}",
        Text::TuiStoppedBy => "{cut}; End shows it, event {n}",
        Text::TuiKeyNext => "→ or l",
        Text::TuiKeyPrevious => "← or h",
        Text::TuiKeySpace => "space",
        Text::PageBoard => "the board",
        Text::PagePlayToolbar => "play",
        Text::PageOneBack => "One event back",
        Text::PageOneBackTitle => "one event back (←)",
        Text::PageBack => " Back",
        Text::PagePlay => "Play",
        Text::PageOneForward => "One event forward",
        Text::PageOneForwardTitle => "one event forward (→)",
        Text::PageForward => "Forward ",
        Text::PageSpeed => "Speed",
        Text::PageSpeedLabel => "speed",
        Text::PageSeek => {
            "position in the search: the depth of the search along its events, with its markers"
        }
        Text::PageJumpTo => "jump to",
        Text::PagePreviousConflict => "Previous conflict",
        Text::PagePreviousConflictTitle => "previous conflict (C)",
        Text::PageConflict => "Conflict",
        Text::PageNextConflict => "Next conflict",
        Text::PageNextConflictTitle => "next conflict (c)",
        Text::PagePreviousBacktrack => "Previous backtrack",
        Text::PagePreviousBacktrackTitle => "previous backtrack (B)",
        Text::PageBacktrack => "Backtrack",
        Text::PageNextBacktrack => "Next backtrack",
        Text::PageNextBacktrackTitle => "next backtrack (b)",
        Text::PagePreviousDeadEnd => "Previous dead end",
        Text::PagePreviousDeadEndTitle => "previous dead end (D)",
        Text::PageDeadEnd => "Dead end",
        Text::PageNextDeadEnd => "Next dead end",
        Text::PageNextDeadEndTitle => "next dead end (d)",
        Text::PagePreviousGuess => "Previous guess",
        Text::PagePreviousGuessTitle => "previous guess (G)",
        Text::PageGuess => "Guess",
        Text::PageNextGuess => "Next guess",
        Text::PageNextGuessTitle => "next guess (g)",
        Text::PagePreviousForced => "Previous run of forced digits",
        Text::PagePreviousForcedTitle => "previous run of forced digits (S)",
        Text::PageForced => "Forced",
        Text::PageNextForced => "Next run of forced digits",
        Text::PageNextForcedTitle => "next run of forced digits (s)",
        Text::PagePreviousMarker => "Previous marker",
        Text::PagePreviousMarkerTitle => "previous marker ([)",
        Text::PageMarker => "Marker",
        Text::PageNextMarker => "Next marker",
        Text::PageNextMarkerTitle => "next marker (])",
        Text::PageEvent => "Event",
        Text::PageCandidatesTitle => "pencil in each blank's candidates (p)",
        Text::PageCandidates => "Candidates",
        Text::PageKeysTitle => "keys (?)",
        Text::PageKeysButton => "? Keys",
        Text::PageFullScreenTitle => "full screen (f)",
        Text::PageFullScreen => "Full screen",
        Text::PagePanels => "panels beside the board",
        Text::PageCode => "Code",
        Text::PageStack => "Stack",
        Text::PageTree => "Tree",
        Text::PageCodeTitle => "The search as code",
        Text::PageCodeLanguage => "language of the code",
        Text::PageCodeLabel => "the code, the line that made the event lit",
        Text::PageStackTitle => "The stack, a call a placement (the newest on top)",
        Text::PageTreeTitle => "The search tree so far (a row a depth; click a node to go to it)",
        Text::PageKey => "key to the board",
        Text::PageKeyGiven => "given",
        Text::PageKeyPlaced => "placed by the search",
        Text::PageKeyTrying => "trying",
        Text::PageKeyRejected => "clashes: rejected",
        Text::PageKeyUnit => "unit of the clash",
        Text::PageKeyHolder => "holds the digit",
        Text::PageKeyJustPlaced => "just placed after a try",
        Text::PageKeyErased => "erased: backtrack",
        Text::PageKeyRanOut => "no digit left: the search backs up",
        Text::PageKeyChosen => "chosen next, with its candidates",
        Text::PageKeyGuess => "a guess: chosen among 2 or more",
        Text::PageKeyForced => "forced: the only digit or place",
        Text::PageKeyDeadEnd => "dead end: no digit fits",
        Text::PageKeyUnforce => "forced digit taken back",
        Text::PageMarkers => "markers",
        Text::PageFooter => {
            "Made with sudotrace {version}: every try, conflict and backtrack of the search, checked on the board."
        }
        Text::PageNoScript => {
            "This player needs JavaScript. The same search can be drawn as a GIF with <code>sudotrace render</code>."
        }
        Text::PageHelpTitle => "Keys",
        Text::PageHelpPlay => "play or pause",
        Text::PageHelpStep => "one event back or forward (pauses)",
        Text::PageHelpSeek => "on the seek bar: one event back or forward",
        Text::PageHelpConflict => "next or previous conflict",
        Text::PageHelpBacktrack => "next or previous backtrack",
        Text::PageHelpDeadEnd => "next or previous dead end",
        Text::PageHelpGuess => "next or previous guess (a choice among 2 or more candidates)",
        Text::PageHelpForced => "next or previous run of forced digits",
        Text::PageHelpMarker => "next or previous marker",
        Text::PageHelpPercent => "jump to 0 % … 90 % of the search",
        Text::PageHelpPage => "1 % of the search forward or back",
        Text::PageHelpEnds => "the first or last event",
        Text::PageHelpCandidates => "each blank's candidates, pencilled in, or not",
        Text::PageHelpSpeed => "faster or slower",
        Text::PageHelpFullScreen => {
            "full screen: the board and the caption as large as the screen allows; move the mouse or press a key for the controls"
        }
        Text::PageHelpHelp => "this help (<kbd>Esc</kbd> closes it)",
        Text::PageHelpAddress => {
            "The address ends in <code>#event=N</code>: copy it to share this moment."
        }
        Text::PageClose => "Close",
        Text::PageKeySpace => "Space",
        Text::PageCellGiven => "{cell} {digit} given",
        Text::PageCellPlaced => "{cell} {digit} placed",
        Text::PageCellBlank => "{cell} blank",
        Text::PageCellTrying => ", trying {digit}",
        Text::PageCellRejected => ", {digit} tried and rejected",
        Text::PageCellErased => ", {digit} erased",
        Text::PageCellChosen => ", chosen",
        Text::PageCellJustPlaced => ", just placed",
        Text::PageCellNoDigitFits => ", no digit fits",
        Text::PageCellHolds => ", holds the clashing digit",
        Text::PageCellForced => ", forced",
        Text::PageCellDeadEnd => ", dead end: no digit fits",
        Text::PageCellRanOut => ", no digit left",
        Text::PageCellUnforced => ", forced digit taken back",
        Text::PageCellOneCandidate => ", 1 candidate",
        Text::PageCellCandidateCount => ", {n} candidates",
        Text::PageCellInUnit => ", in the clashing {unit}",
        Text::PageCellCandidates => ", candidates {digits}",
        Text::PageEventTip => "event {n}",
        Text::PageSeekValue => "event {n} of {last}, depth {depth}",
        Text::PageNoConflicts => "this search makes no conflicts: it tries only digits that fit",
        Text::PageNoBacktracks => "this search never backtracks here",
        Text::PageNoDeadEnds => {
            "this search finds no dead ends (only a search that fills forced digits does)"
        }
        Text::PageNoGuesses => {
            "this search makes no guesses (only a search that chooses its blanks can)"
        }
        Text::PageNoForced => {
            "this search forces no digits (only a search with singles or hidden singles does)"
        }
        Text::PageSpeedOne => "{n} event a frame",
        Text::PageSpeedMany => "{n} events a frame",
        Text::PagePause => "Pause",
        Text::PageMarkerLabel => "event {n}: {label}",
        Text::PageNoSuchEvent => {
            "the address names no event: event={text} (use #event=N, N from {first} to {last})"
        }
        Text::PageStopsAt => " · stops at event {n}, which cannot happen",
        Text::PageWindow => "events {first} to {last}",
        Text::PageWindowOf => "events {first} to {last} of {total}",
        Text::PageEvents => "{n} events",
        Text::PageThePuzzle => " · the puzzle {puzzle}",
        Text::PageCutHere => "the trace stops here: it was cut short, with no end record",
        Text::PageCannotHappen => "cannot happen",
        Text::PageFirstConflict => "first conflict",
        Text::PageFirstBacktrack => "first backtrack",
        Text::PageFirstDeadEnd => "first dead end",
        Text::PageFirstConflictWindow => "first conflict of this window",
        Text::PageFirstBacktrackWindow => "first backtrack of this window",
        Text::PageFirstDeadEndWindow => "first dead end of this window",
        Text::PageDeepest => "deepest point, depth {depth}",
        Text::PageDeepestWindow => "deepest point of this window, depth {depth}",
        Text::PageLongestRun => "longest run of backtracks, {n}",
        Text::PageLongestRunWindow => "longest run of backtracks of this window, {n}",
        Text::PageCutShortHere => "cut short: the trace stops here",
        Text::PageTheEnd => "the end",
        Text::PageEndOfWindow => "the end of this window",
        Text::PageDeepestAtEnd => ", the deepest point (depth {depth})",
        Text::WrotePngRefused => {
            "wrote {path}: event {at}, which cannot happen, on the board after event {events}, {width} x {height} pixels, {bytes} bytes"
        }
        Text::WrotePng => {
            "wrote {path}: the board after event {at} of {events}, {width} x {height} pixels, {bytes} bytes"
        }
        Text::WroteGif => {
            "wrote {path}: an animation of {frames} frames ({shown} of {chosen}, with the opening and final boards), {width} x {height} pixels, {bytes} bytes, {seconds} s a loop"
        }
        Text::WroteFrames => {
            "wrote {path}: a folder of {frames} frames ({shown} of {chosen}, with the opening and final boards), {width} x {height} pixels, {bytes} bytes"
        }
        Text::FramesOneEvent => "1 event",
        Text::FramesEvents => "{n} events",
        Text::FramesChosenOf => "the {chosen} chosen of {events}",
        Text::SampledStory => {
            "the opening, the first backtrack, the deepest dead end and the end event by event, the stretches between compressed; --pacing even spreads them evenly"
        }
        Text::SampledEven => "spread evenly",
        Text::SampledNote => {
            "note: the choice holds {chosen} events, more than --max-frames {max}: showing {shown} of them, {spread} (--max-frames 0 shows them all; --from, --to, --only and --every choose others)"
        }
        Text::WrotePage => "{path}: events {first} to {last} ({steps}), {markers}, {size}",
        Text::PageOneStep => "1 step",
        Text::PageSteps => "{n} steps",
        Text::PageOneMarker => "1 marker",
        Text::PageMarkersCount => "{n} markers",
        Text::WrotePoster => "{path}: the opening board",
        Text::WroteTrace => "wrote {path}: {events} events, {bytes} bytes",
        Text::DemoIntro => "LeetCode 37 example, {blanks} blanks",
        Text::DemoSolved => "solved:",
        Text::DemoTimeMedian => "time, median",
        Text::DemoMedianOf => "  (median of {n} untraced runs after a warm-up)",
        Text::DemoInWords => {
            "tables: {fewer}x fewer checks ({lookups} table lookups against {reads} cell reads), {faster}x faster"
        }
        Text::DemoStrategy => "strategy",
        Text::DemoWroteTrace => "wrote {path} ({search}, {events} events, {bytes} bytes)",
        Text::DemoWrotePicture => "wrote {path} ({what}, {width} x {height} pixels, {bytes} bytes)",
        Text::DemoAnimated => "the search, animated",
        Text::DemoWithCode => "the search beside its code, the line that made each event lit",
        Text::DemoConflict => "a conflict",
        Text::DemoSideBySide => "row by row against mrv+singles+tables, side by side",
        Text::DemoWrotePage => {
            "wrote {path} (the search as a web page: play it, step it, jump to a conflict; {bytes} bytes)"
        }
        Text::DemoWroteReport => {
            "wrote {path} (the comparison, also as report.csv and report.json, with {n} charts)"
        }
        Text::DemoWroteChart => "wrote {path} ({title})",
        Text::DemoNext => "next: {command} stats {trace}",
        Text::WroteChart => "wrote {png} and {svg} ({title})",
        Text::CompareNoTry => "no try at all",
        Text::CompareFewerTries => "{ratio}x fewer tries",
        Text::CompareMoreTries => "{ratio}x more tries",
        Text::CompareFaster => "{ratio}x faster",
        Text::CompareSlower => "{ratio}x slower",
        Text::CompareFewerChecks => "{ratio}x fewer checks",
        Text::CompareMoreChecks => "{ratio}x more checks",
        Text::CompareGain => {
            "{other}: {tries}, {speed} than {base} over the {puzzles} both finished"
        }
        Text::CompareRatio => "{checks}, {speed}",
        Text::CompareSolved => "solved {solved} of {puzzles}",
        Text::CompareSolvedWithin => "solved {solved} of {puzzles} within {limits}",
        Text::CompareLimitTries => "{tries} tries",
        Text::CompareLimitsBoth => "{tries} tries and {time}",
        Text::CompareStopped => "{n} stopped",
        Text::CompareWithoutSolution => "{n} without solution",
        Text::CompareListSeparator => ", ",
        Text::CompareNamesSeparator => ", ",
        Text::CompareAnd => " and ",
        Text::CompareSummaryOne => {
            "compared {puzzles} from {inputs} with {solvers} (time: median of {repeat} untraced run after a warm-up)"
        }
        Text::CompareSummaryMany => {
            "compared {puzzles} from {inputs} with {solvers} (time: median of {repeat} untraced runs after a warm-up)"
        }
        Text::CompareInputsOne => "1 input",
        Text::CompareInputsMany => "{n} inputs",
        Text::CompareRatioLine => "tables: {ratio} in total over the {puzzles} both finished",
        Text::CompareRatioSpreadLine => {
            "tables: {ratio} in total over the {puzzles} both finished (per puzzle {min}x to {max}x as fast)"
        }
        Text::CompareMedianTries => "median {median} tries",
        Text::ComparePuzzlesPerSecond => "{n} puzzles/s",
        Text::CompareMicrosPerPuzzle => "{n} µs a puzzle",
        Text::CompareTriesPerPuzzle => "{n} tries a puzzle",
        Text::CompareWithoutGuessing => "{share}% without guessing",
        Text::CompareGuessesPerPuzzle => "{n} guesses a puzzle",
        Text::CompareOverFinished => "; over the {n} finished: ",
        Text::CompareFiguresAfter => "; ",
        Text::CompareLeftOut => "left out of the per-puzzle charts and ratios: {left_out}",
        Text::CompareNoSolution => "no solution: {puzzles}",
        Text::CompareWrote => "wrote {files}",
        Text::CompareWroteCharts => "wrote {n} charts into {dir} as PNG and SVG: {charts}",
        Text::CompareTook => {
            "took {wall}: {solving} solving, {overhead} ({percent}%) for everything else"
        }
        Text::ReportTitleCheck => "# Check comparison: {solvers}",
        Text::ReportTitleStrategy => "# Strategy comparison: {solvers}",
        Text::ReportAgainst => " against ",
        Text::ReportSource => "`{source}` ({puzzles})",
        Text::ReportListAnd => "{init} and {last}",
        Text::ReportIntro => {
            "{puzzles} from {sources}, each solved by {solvers}. Counts come from the search itself; time is the median of {repeat} untraced runs after a warm-up, with the fastest and slowest run in brackets. Searches are stopped after {limits}."
        }
        Text::ReportLimitsEither => "{tries} tries or {time}",
        Text::ReportNoLimit => "no limit",
        Text::ReportRatio => "**tables: {ratio}** in total over the {puzzles} both finished.",
        Text::ReportRatioSpread => {
            "**tables: {ratio}** in total over the {puzzles} both finished; per puzzle from {min}x to {max}x as fast, {mean}x in the geometric mean."
        }
        Text::ReportSolvedLine => "- {solver}: {solved}.",
        Text::ReportLimited => {
            "Every puzzle stays in every strategy's totals: on {puzzles}, at least one strategy was stopped at the limit, and that search counts as needing more (see [Reading censored results](#reading-censored-results))."
        }
        Text::ReportSkippedLines => {
            "{lines} skipped as unreadable (see [Stopped, skipped and disagreeing](#stopped-skipped-and-disagreeing))."
        }
        Text::ReportWarning => {
            "**Warning:** on some puzzles the variants' counts differ, so they did not make the same search; see the notes below."
        }
        Text::ReportCharts => "## Charts",
        Text::ReportCensored => {
            "## Reading censored results\n\nA search stopped at the limit made exactly {limit} tries and needs more: its result is *censored*, known only to be more than {limit} tries. Such a puzzle stays in the strategy's totals, as the SAT competitions count a timeout:\n\n- **solved** counts the puzzles solved within the limit, of all compared;\n- the **median tries** is taken over every puzzle, a stopped one counting as more than any finished one; a median that falls among them reads `> N`, the least it can be;\n- the **PAR-2 mean tries** (penalised average runtime, factor {penalty}) is the mean over every puzzle with each stopped search counted as {penalty} × {limit} tries: it grows with every puzzle a strategy cannot finish;\n- counts, times and speeds are over the puzzles the strategy **finished**, and a ratio between two strategies over the puzzles both finished, saying how many.\n\nA cactus plot shows the same at every budget: how many puzzles each strategy solves within that many tries, or that much time."
        }
        Text::ReportCensoredClock => {
            " A search stopped by the clock, after {time}, is censored too: it needs more time than that, and more tries than it made. With it, the median and PAR-2 mean of the time are given (a search stopped by either limit counting as more than {time}, and as {penalty} × {time}), and those of the tries only when the clock stopped none."
        }
        Text::ReportHow => "## How this was measured",
        Text::ReportMachine => "- sudotrace {version}, {date}, on {cpu} ({cores}, {os} {arch}).",
        Text::ReportCoresOne => "1 core",
        Text::ReportCoresMany => "{n} cores",
        Text::ReportCounts => {
            "- Counts: one untraced run of every puzzle and variant, on {threads}."
        }
        Text::ReportThreadsOne => "1 thread",
        Text::ReportThreadsMany => "{n} threads",
        Text::ReportTimeOne => {
            "- Time: for each puzzle and variant in turn, alone, a warm-up run (the whole search, or its first {events} events when longer), then {repeat} timed untraced run; the solver's own clock, median with min and max. Stopped searches are not timed."
        }
        Text::ReportTimeMany => {
            "- Time: for each puzzle and variant in turn, alone, a warm-up run (the whole search, or its first {events} events when longer), then {repeat} timed untraced runs; the solver's own clock, median with min and max. Stopped searches are not timed."
        }
        Text::ReportLimit => {
            "- Limit: a search is stopped once it has made {tries} tries, before its next, and marked `limit`: it needs more than {tries} (censored; see [Reading censored results](#reading-censored-results))."
        }
        Text::ReportTook => {
            "- This comparison took {wall} up to this report: {solving} solving (counting {counting}, warm-ups and timed runs {timing}, of which timed runs {timed}) and {overhead} ({percent}%) for everything else."
        }
        Text::ReportShards => {
            "- Run as {shards} merged by `sudotrace compare merge`, on {machines}; each puzzle was timed on one shard's machine, alone:"
        }
        Text::ReportShardsOne => "1 shard",
        Text::ReportShardsMany => "{n} shards",
        Text::ReportMachinesOne => "1 kind of machine",
        Text::ReportMachinesMany => "{n} kinds of machine",
        Text::ReportShardsHeader => {
            "  | shard | host | machine | puzzles | solving | in all | counted |"
        }
        Text::ReportShardMachine => "{cpu} ({cores})",
        Text::ReportMachinesDiffer => {
            "- **The times come from {n} kinds of machine.** Each puzzle's time is its own machine's; totals and ratios of time below add times from different machines: compare the solvers' times shard by shard in the table above (each from one machine), or run the shards on one kind of machine."
        }
        Text::ReportTotals => {
            "## Totals\n\nThe first rows are over every puzzle, {over}; the rest over the puzzles each strategy finished (solved, or found without solution, within the limit)."
        }
        Text::ReportOverLimit => "a search stopped at {limits} counting as more than the limit",
        Text::ReportOverNoLimit => "with no limit",
        Text::ReportRowPuzzles => "puzzles",
        Text::ReportRowSolved => "solved",
        Text::ReportRowStopped => "stopped at the limit",
        Text::ReportRowNoSolution => "no solution",
        Text::ReportRowMedianTries => "median tries (every puzzle)",
        Text::ReportRowMeanTries => "PAR-2 mean tries (every puzzle)",
        Text::ReportRowMedianTime => "median time (every puzzle)",
        Text::ReportRowMeanTime => "PAR-2 mean time (every puzzle)",
        Text::ReportRowFinished => "**finished**, which the rows below are over",
        Text::ReportRowPuzzlesPerSecond => "puzzles a second",
        Text::ReportRowMicros => "µs a puzzle",
        Text::ReportRowWithoutGuessing => "solved without guessing",
        Text::ReportRowGuesses => "guesses a puzzle",
        Text::ReportRowTime => "time (sum of medians)",
        Text::ReportRowWorkTry => "work a try (check's cost / tries)",
        Text::ReportRowWorkPlacement => {
            "work a placement (check's cost / placed and forced digits)"
        }
        Text::ReportPerPuzzleStrategies => {
            "## Per puzzle\n\nEach strategy makes its own search: its tries, what its check paid (cell reads or table lookups, with the looks over the blanks), and its time."
        }
        Text::ReportStrategiesHeader => "| # | puzzle | result |",
        Text::ReportStrategiesColumns => " {solver}: tries | {solver}: {cost} | {solver}: time |",
        Text::ReportLimitCell => "**limit**",
        Text::ReportLimitNeeds => "**limit** (needs {beyond})",
        Text::ReportNotTimed => "not timed",
        Text::ReportTriesCensored => "{tries} ({censored})",
        Text::ReportPerPuzzleSame => {
            "## Per puzzle\n\nTries, conflicts and backtracks are the same for every variant (they make the same search); each variant pays its own cost counter."
        }
        Text::ReportSameHeader => {
            "| # | puzzle | result | tries | conflicts row / col / box | backtracks |"
        }
        Text::ReportSameColumns => " {solver}: {cost} | {solver}: time |",
        Text::ReportPairColumn => " tables against naive |",
        Text::ReportNotFinishedByBoth => "not finished by both",
        Text::ReportMarked => "## Stopped, skipped and disagreeing",
        Text::ReportStoppedAtLimit => {
            "### Stopped at the limit ({n})\n\nAt least one strategy was stopped at the limit ({limits}) on these puzzles and not timed: it needs more. They count in its totals as censored, and are left out of the per-puzzle ratios and charts."
        }
        Text::ReportStoppedHeader => "| # | puzzle | stopped | puzzle text |\n|--:|---|---|---|",
        Text::ReportSkippedInput => {
            "### Skipped input lines ({n})\n\nThese could not be read as puzzles; the rest of each input was compared."
        }
        Text::ReportSkippedHeader => "| input | line | why |\n|---|--:|---|",
        Text::ReportDisagree => "### Variants that disagree",
        Text::ReportNoteLimit => "limit: {stopped} (censored, not timed)",
        Text::ReportNoteNeeds => "{solver} needs {beyond}",
        Text::ReportNoteDisagree => {
            "the variants' counts differ: they did not make the same search"
        }
        Text::ReportMoreThanTries => "more than {tries} tries",
        Text::ReportMoreThanTime => "more than {time}",
        Text::ReportDisagreeLine => "- {number} ({puzzle}): {note}",
        Text::KindTry => "try",
        Text::KindConflict => "conflict",
        Text::KindPlace => "place",
        Text::KindBacktrack => "backtrack",
        Text::KindChoose => "choose",
        Text::KindForce => "force",
        Text::KindDeadEnd => "deadend",
        Text::KindUnforce => "unforce",
        Text::ChartCount => "{value} {count}",
        Text::ChartPuzzlesOne => "1 puzzle",
        Text::ChartPuzzlesMany => "{n} puzzles",
        Text::ChartInputLinesOne => "1 input line",
        Text::ChartInputLinesMany => "{n} input lines",
        Text::ChartLogScale => "{text}; log scale",
        Text::ChartSolverKey => "{solver}: {words}",
        Text::ChartTriesLog => "tries (log scale)",
        Text::ChartTrace => {
            "{solver} trace of the puzzle {puzzle} (rows 1-2 of 9): {outcome}, {tries}, {backtracks}"
        }
        Text::ChartTraceForcing => {
            "{solver} trace of the puzzle {puzzle} (rows 1-2 of 9): {outcome}, {tries}, {backtracks}, {forced}, {dead_ends}"
        }
        Text::ChartDepthTitle => "Search profile: depth across {events} events",
        Text::ChartDepthSubtitle => "{trace}; every drop is a backtrack",
        Text::ChartDepthSubtitleForcing => {
            "{trace}; every drop is a backtrack or a forced digit taken back"
        }
        Text::ChartDepthFolded => {
            "{subtitle}; per run of {n} events: the mean depth (line) and the lowest to the highest (band)"
        }
        Text::ChartDepth => "depth (digits placed)",
        Text::ChartMeanDepth => "mean depth (digits placed)",
        Text::ChartBlanksToFill => "blanks to fill: {n}",
        Text::ChartDepthEvents => "events (tries, conflicts, places, backtracks), in order",
        Text::ChartDepthEventsChoosing => {
            "events (choices, tries, forced placements, dead ends, ...), in order"
        }
        Text::ChartTreeTitle => "Search tree: {nodes} nodes over {events} events",
        Text::ChartTreeSubtitle => {
            "{trace}; a node a placement, a row a depth, each node as wide as the events under it; the widest row, depth {depth}, has {nodes} nodes"
        }
        Text::ChartTreeFolded => "{subtitle}; folded: a column is {n} events",
        Text::ChartTreeNodes => "nodes searched",
        Text::ChartTreePathSolved => "the path to the solution",
        Text::ChartTreePathEnded => "the path the search ended on",
        Text::ChartTreeEvents => "events, in order",
        Text::ChartTreeDepth => "depth (a row of nodes)",
        Text::ChartHeatTitle => "Tries per cell",
        Text::ChartHeatSubtitle => "{trace}; log colour scale, givens in grey",
        Text::ChartHeatGiven => "given",
        Text::ChartHeatNeverTried => "never tried",
        Text::ChartSourcesMany => "{n} inputs",
        Text::ChartSourcesTwo => "{first} and {second}",
        Text::ChartSourcesThree => "{first} and {second} and {third}",
        Text::ChartPuzzlesFrom => "{puzzles} from {sources}",
        Text::ChartNotShown => "Not shown: {left_out}.",
        Text::ChartNotShownSeparator => "; ",
        Text::ChartStoppedBySearch => {
            "{puzzles} stopped at the limit of {limit} tries by the search"
        }
        Text::ChartStoppedByStrategy => {
            "{puzzles} stopped at the limit of {limit} tries by a strategy"
        }
        Text::ChartNotTimed => "{puzzles} not timed",
        Text::ChartSkipped => "{lines} skipped",
        Text::ChartCostTitle => "Check cost per puzzle: {counters}",
        Text::ChartCostAgainst => "{first} against {second}",
        Text::ChartCostSubtitle => {
            "Checks one search makes, each variant counted in its own unit; {puzzles}"
        }
        Text::ChartPuzzleNumber => "puzzle (number in the report)",
        Text::ChartCostPerSearch => "checks per search",
        Text::ChartCostPerSearchLog => "checks per search (log scale)",
        Text::ChartVariant => "variant",
        Text::ChartTimeTitle => "Time per puzzle",
        Text::ChartTimeSubtitleOne => {
            "Median of {repeat} untraced run, whiskers from the fastest to the slowest; {puzzles}"
        }
        Text::ChartTimeSubtitleMany => {
            "Median of {repeat} untraced runs, whiskers from the fastest to the slowest; {puzzles}"
        }
        Text::ChartTimePerSearch => "time per search",
        Text::ChartTimePerSearchLog => "time per search (log scale)",
        Text::ChartConflictsTitle => "Conflicts by unit",
        Text::ChartConflictsSubtitle => {
            "The unit each conflicting try clashed with first (the check looks at the row, then the column, then the box), summed over {puzzles}"
        }
        Text::ChartConflictsSubtitleShares => {
            "The unit each conflicting try clashed with first (the check looks at the row, then the column, then the box), summed over {puzzles}; each strategy's share, its count of conflicts above the bar"
        }
        Text::ChartConflictsShare => "share of the conflicts (%)",
        Text::ChartConflictsCount => "conflicts (count)",
        Text::ChartConflictsInAll => "{n} in all",
        Text::ChartConflictsSegment => "{unit} {count} ({share}%)",
        Text::ChartGrowthTitle => "How time grows with the work",
        Text::ChartGrowthSubtitleOne => {
            "The median time of the search divided by its tries; {puzzles}: with one puzzle there is no growth to draw"
        }
        Text::ChartGrowthSubtitle => {
            "Tries against median time, every puzzle a point; dashed: the time per try over all of them; {puzzles}; log scales"
        }
        Text::ChartGrowthKey => "{solver}: {time} a try",
        Text::ChartGrowthNoTries => "time per search (no tries)",
        Text::ChartGrowthPerTry => "time per try",
        Text::ChartTriesPerSearchLog => "tries per search (log scale)",
        Text::ChartTriesTitle => "Tries per puzzle, by strategy",
        Text::ChartTriesSubtitle => {
            "Digits tried by each strategy's own search (a search with no try drawn at 1); {puzzles}; log scale"
        }
        Text::ChartWorkTitle => "Work per try, by strategy",
        Text::ChartWorkSubtitle => {
            "The check's cost over the tries (cell reads for naive, table lookups for tables), looks over the blanks included; the legend gives it over the placements too (fitting tries and forced digits, which are placed without a try); {puzzles}"
        }
        Text::ChartWorkKey => "{solver}: {work} a placement",
        Text::ChartWorkPerTry => "check's cost a try",
        Text::ChartCactusTitle => "Puzzles solved within a budget",
        Text::ChartCactusSubtitle => {
            "How many of the {puzzles} each strategy solves within a budget of tries (left) and of time (right, the median of the timed runs); a line further up and to the left is better; a search with no try drawn at 1; log scales"
        }
        Text::ChartCactusSubtitleLimit => {
            "How many of the {puzzles} each strategy solves within a budget of tries (left) and of time (right, the median of the timed runs); a line further up and to the left is better; searches stopped at {limit} tries (dashed); a search with no try drawn at 1; log scales"
        }
        Text::ChartCactusKey => "{solver}: {solved} of {puzzles}",
        Text::ChartCactusSolved => "puzzles solved",
        Text::ChartCactusTime => "time (log scale)",
        Text::ChartScatterTitle => "Tries per puzzle: {base} against each strategy",
        Text::ChartScatterSubtitle => {
            "Each point a puzzle: {base} tries along, the other strategy's up (a search with no try drawn at 1); below the diagonal the other strategy tries less; log scales"
        }
        Text::ChartScatterSubtitleLimit => {
            "Each point a puzzle: {base} tries along, the other strategy's up (a search with no try drawn at 1); below the diagonal the other strategy tries less; a search stopped at the limit is drawn hollow on the dashed border at {limit} tries (it needs more); log scales"
        }
        Text::ChartScatterBase => "{base} tries (log scale)",
        Text::ChartScatterOther => "the other strategy's tries (log scale)",
        Text::ChartScatterLimit => "stopped at the limit: more than {limit} tries",
        Text::ChartSourcePuzzle => "puzzle",
        Text::ChartSourceStdin => "standard input",
        Text::ChartSourceArgument => "argument {n}",
    }
}

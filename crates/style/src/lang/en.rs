//! The English catalog of sudotrace-style (the words of the frames, the charts and the page): every [`DrawText`] in English.

use super::DrawText;

/// The words of `text` in English.
pub(super) fn text(text: DrawText) -> &'static str {
    match text {
        DrawText::LegendGiven => "given",
        DrawText::LegendPlaced => "placed by search",
        DrawText::LegendTrying => "trying",
        DrawText::LegendRejected => "clashes: rejected",
        DrawText::LegendUnit => "unit of the clash",
        DrawText::LegendHolder => "holds the digit",
        DrawText::LegendErased => "erased: backtrack",
        DrawText::LegendPatternCell => "pattern's cell",
        DrawText::LegendPatternUnit => "pattern's unit",
        DrawText::LegendStruck => "candidate taken",
        DrawText::LegendRead => "read by the check",
        DrawText::LegendLookedUp => "table looked up",
        DrawText::PassedOne => "… 1 event passed since the frame before",
        DrawText::PassedMany => "… {n} events passed since the frame before",
        DrawText::PassedChosenOne => "… 1 chosen event passed since the frame before",
        DrawText::PassedChosenMany => "… {n} chosen events passed since the frame before",
        DrawText::SideCodeTitle => "The search as code ({language})",
        DrawText::SideStackTitle => "The stack, newest on top: {n} calls deep",
        DrawText::SideMore => "… {n} more below",
        DrawText::SideTablesTitle => "The tables: the digits each unit holds",
        DrawText::SideTablesLooked => "{cell} = {digit}, looked up:",
        DrawText::SideTablesHeld => "{unit} {n} has it",
        DrawText::SideTablesFree => "{unit} {n} no",
        DrawText::SideTablesScans => "This check reads cells, not tables",
        DrawText::CutShort => "cut short",
        DrawText::FrameTitle => "{puzzle} · {search}",
        DrawText::FrameTitlePair => "{puzzle} · {a} vs {b}",
        DrawText::PageBoard => "the board",
        DrawText::PagePlayToolbar => "play",
        DrawText::PageOneBack => "One event back",
        DrawText::PageOneBackTitle => "one event back (←)",
        DrawText::PageBack => " Back",
        DrawText::PagePlay => "Play",
        DrawText::PageOneForward => "One event forward",
        DrawText::PageOneForwardTitle => "one event forward (→)",
        DrawText::PageForward => "Forward ",
        DrawText::PageSpeed => "Speed",
        DrawText::PageSpeedLabel => "speed",
        DrawText::PageSeek => {
            "position in the search: the depth of the search along its events, with its markers"
        }
        DrawText::PageJumpTo => "jump to",
        DrawText::PagePreviousConflict => "Previous conflict",
        DrawText::PagePreviousConflictTitle => "previous conflict (C)",
        DrawText::PageConflict => "Conflict",
        DrawText::PageNextConflict => "Next conflict",
        DrawText::PageNextConflictTitle => "next conflict (c)",
        DrawText::PagePreviousBacktrack => "Previous backtrack",
        DrawText::PagePreviousBacktrackTitle => "previous backtrack (B)",
        DrawText::PageBacktrack => "Backtrack",
        DrawText::PageNextBacktrack => "Next backtrack",
        DrawText::PageNextBacktrackTitle => "next backtrack (b)",
        DrawText::PagePreviousDeadEnd => "Previous dead end",
        DrawText::PagePreviousDeadEndTitle => "previous dead end (D)",
        DrawText::PageDeadEnd => "Dead end",
        DrawText::PageNextDeadEnd => "Next dead end",
        DrawText::PageNextDeadEndTitle => "next dead end (d)",
        DrawText::PagePreviousGuess => "Previous guess",
        DrawText::PagePreviousGuessTitle => "previous guess (G)",
        DrawText::PageGuess => "Guess",
        DrawText::PageNextGuess => "Next guess",
        DrawText::PageNextGuessTitle => "next guess (g)",
        DrawText::PagePreviousForced => "Previous run of forced digits",
        DrawText::PagePreviousForcedTitle => "previous run of forced digits (S)",
        DrawText::PageForced => "Forced",
        DrawText::PageNextForced => "Next run of forced digits",
        DrawText::PageNextForcedTitle => "next run of forced digits (s)",
        DrawText::PagePreviousMarker => "Previous marker",
        DrawText::PagePreviousMarkerTitle => "previous marker ([)",
        DrawText::PageMarker => "Marker",
        DrawText::PageNextMarker => "Next marker",
        DrawText::PageNextMarkerTitle => "next marker (])",
        DrawText::PageEvent => "Event",
        DrawText::PageCandidatesTitle => "pencil in each blank's candidates (p)",
        DrawText::PageCandidates => "Candidates",
        DrawText::PageKeysTitle => "keys (?)",
        DrawText::PageKeysButton => "? Keys",
        DrawText::PageFullScreenTitle => "full screen (f)",
        DrawText::PageFullScreen => "Full screen",
        DrawText::PagePanels => "panels beside the board",
        DrawText::PageCode => "Code",
        DrawText::PageStack => "Stack",
        DrawText::PageTree => "Tree",
        DrawText::PageCodeTitle => "The search as code",
        DrawText::PageCodeLanguage => "language of the code",
        DrawText::PageCodeLabel => "the code, the line that made the event lit",
        DrawText::PageStackTitle => "The stack, a call a placement (the newest on top)",
        DrawText::PageTreeTitle => {
            "The search tree so far (a row a depth; click a node to go to it)"
        }
        DrawText::PageKey => "key to the board",
        DrawText::PageKeyGiven => "given",
        DrawText::PageKeyPlaced => "placed by the search",
        DrawText::PageKeyTrying => "trying",
        DrawText::PageKeyRejected => "clashes: rejected",
        DrawText::PageKeyUnit => "unit of the clash",
        DrawText::PageKeyHolder => "holds the digit",
        DrawText::PageKeyJustPlaced => "just placed after a try",
        DrawText::PageKeyErased => "erased: backtrack",
        DrawText::PageKeyRanOut => "no digit left: the search backs up",
        DrawText::PageKeyChosen => "chosen next, with its candidates",
        DrawText::PageKeyGuess => "a guess: chosen among 2 or more",
        DrawText::PageKeyForced => "forced: the only digit or place",
        DrawText::PageKeyDeadEnd => "dead end: no digit fits",
        DrawText::PageKeyUnforce => "forced digit taken back",
        DrawText::PageKeyPattern => "a cell of the pattern that takes candidates away",
        DrawText::PageKeyStruck => "a candidate taken away",
        DrawText::PageMarkers => "markers",
        DrawText::PageFooter => {
            "Made with sudotrace {version}: every try, conflict and backtrack of the search, checked on the board."
        }
        DrawText::PageNoScript => {
            "This player needs JavaScript. The same search can be drawn as a GIF with <code>sudotrace render</code>."
        }
        DrawText::PageHelpTitle => "Keys",
        DrawText::PageHelpPlay => "play or pause",
        DrawText::PageHelpStep => "one event back or forward (pauses)",
        DrawText::PageHelpSeek => "on the seek bar: one event back or forward",
        DrawText::PageHelpConflict => "next or previous conflict",
        DrawText::PageHelpBacktrack => "next or previous backtrack",
        DrawText::PageHelpDeadEnd => "next or previous dead end",
        DrawText::PageHelpGuess => "next or previous guess (a choice among 2 or more candidates)",
        DrawText::PageHelpForced => "next or previous run of forced digits",
        DrawText::PageHelpEliminate => "next or previous elimination",
        DrawText::PageHelpMarker => "next or previous marker",
        DrawText::PageHelpPercent => "jump to 0 % … 90 % of the search",
        DrawText::PageHelpPage => "1 % of the search forward or back",
        DrawText::PageHelpEnds => "the first or last event",
        DrawText::PageHelpCandidates => "each blank's candidates, pencilled in, or not",
        DrawText::PageHelpSpeed => "faster or slower",
        DrawText::PageHelpFullScreen => {
            "full screen: the board and the caption as large as the screen allows; move the mouse or press a key for the controls"
        }
        DrawText::PageHelpHelp => "this help (<kbd>Esc</kbd> closes it)",
        DrawText::PageHelpAddress => {
            "The address ends in <code>#event=N</code>: copy it to share this moment; <code>#mode=simulate&amp;event=N</code> opens it to do yourself."
        }
        DrawText::PageClose => "Close",
        DrawText::PageKeySpace => "Space",
        DrawText::PageModes => "mode",
        DrawText::PageModeWatch => "Watch",
        DrawText::PageModeSimulate => "Do it yourself",
        DrawText::PageModePredict => "Predict",
        DrawText::PageModePlay => "Play the puzzle",
        DrawText::PageCodeEditHere => "Edit this code and run it",
        DrawText::PagePlayYours => "your own",
        DrawText::PageHelpPlayDigit => {
            "enter the digit in the cell picked (with the pencil on: mark it)"
        }
        DrawText::PagePlayTools => "Playing the puzzle",
        DrawText::PagePlayPuzzle => "Puzzle",
        DrawText::PagePlayOwn => "Your own puzzle (81 characters, . or 0 a blank)",
        DrawText::PagePlayOwnButton => "Play it",
        DrawText::PagePlayNotAPuzzle => {
            "Not a puzzle: 81 cells are needed, each a digit 1–9 or . or 0 for a blank ({n} read)"
        }
        DrawText::PagePlayPencil => "Pencil",
        DrawText::PagePlayPencilTitle => "digits entered as pencil marks (.)",
        DrawText::PagePlayErase => "Erase",
        DrawText::PagePlayUndo => "Undo",
        DrawText::PagePlayRedo => "Redo",
        DrawText::PagePlayClashes => "Show clashes",
        DrawText::PagePlayCheck => "Check",
        DrawText::PagePlayHint => "Hint",
        DrawText::PagePlayTime => "Time {time}",
        DrawText::PagePlaySolved => "Solved in {time}: every row, column and box holds 1 to 9.",
        DrawText::PagePlayNoMistake => "Every digit so far is the solution's; {n} blanks left.",
        DrawText::PagePlayNoClash => "No clash so far; {n} blanks left.",
        DrawText::PagePlayShowMistakes => "Show my mistakes",
        DrawText::PagePlayShowMistakesTitle => {
            "hints name a digit that is not the solution's; off, a wrong guess runs into its dead end"
        }
        DrawText::PagePlayKept => "Your game of {puzzle} is kept: pick it again to go on.",
        DrawText::PagePlayResumed => "Back to your game of {puzzle}: {time} played.",
        DrawText::PagePlayPuzzleNumber => "puzzle {n}",
        DrawText::PagePlayYourPuzzle => "your own puzzle",
        DrawText::PagePlayAbout => "Playing {puzzle} · {line}",
        DrawText::PagePlayFollowAbout => "the puzzle being played, its search run in this page",
        DrawText::PagePlayRunWrong => {
            "No solution from this board because of your {digits}: not the solution's, yet the search took it as a given."
        }
        DrawText::PagePlayDigitAt => "{digit} at {cell}",
        DrawText::PageCellNotSolutions => ", your digit, not the solution's",
        DrawText::PagePlayMistakes => "Mistakes: {n}",
        DrawText::PagePlaySearch => "Search",
        DrawText::PagePlayRun => "Run the search from here",
        DrawText::PagePlayGoOn => "Let the search go on from here",
        DrawText::PagePlayStop => "Stop",
        DrawText::PagePlayLimit => "Event limit",
        DrawText::PagePlayRunning => "Running {search}… {n} events",
        DrawText::PagePlayStopped => "Stopped: no trace was made.",
        DrawText::PagePlayTooLong => "Stopped after {seconds} s: the run took too long.",
        DrawText::PagePlayError => "Line {line}: {message}",
        DrawText::PagePlayNoTrace => "The program wrote no trace: {why}",
        DrawText::PagePlayRunDone => "{search}: {n} events; {end}",
        DrawText::PagePlayOwnTrace => "Back to the page's own trace",
        DrawText::PagePlayRunAbout => "run in this page from the board being played",
        DrawText::PageCodeEdit => "Edit",
        DrawText::PageCodeEditLabel => "The program, editable",
        DrawText::PageCodeRun => "Run your code",
        DrawText::PageCodeReset => "Reset",
        DrawText::PageCodeSame => "Your code makes the strategy's events, all {n} of them.",
        DrawText::PageCodeDeparts => "Your code departs from the strategy at {words}",
        DrawText::PageCodeOtherOrder => {
            "Only the clashes its check names differ: from event {event} it {how}."
        }
        DrawText::PageCodeCounts => "{count}: yours {mine}, the strategy's {theirs}",
        DrawText::PageRunEndSolved => {
            "Your code's run ended solved, and its board is right: every row, column and box holds 1 to 9."
        }
        DrawText::PageRunEndBroken => {
            "Your code's run ended saying solved, but its board breaks a rule: {problems}."
        }
        DrawText::PageRunEndNoSolution => {
            "Your code's run ended saying the puzzle has no solution."
        }
        DrawText::PageRunEndNoSolutionButOne => {
            "Your code's run ended saying the puzzle has no solution, but the strategy finds one."
        }
        DrawText::PageRunEndLimit => {
            "Your code's run stopped at its event limit, after {n} events."
        }
        DrawText::PageRunEndPageLimit => {
            "The page stopped your code's run at the event limit: {n} events, and it had not ended."
        }
        DrawText::PageRunEndNone => {
            "Your code's run wrote no end record, after {n} events: it does not say how it ended."
        }
        DrawText::PageCellPencil => ", pencil marks {digits}",
        DrawText::PageCellClashing => ", clashes",
        DrawText::PageCellHinted => ", the hint's cell",
        DrawText::PageCellPattern => ", a cell of the pattern",
        DrawText::PageCellStruck => ", {digits} taken away",
        DrawText::PageQuizAsk => {
            "What does the search do next? Answer with a click or the keys 1 to 4."
        }
        DrawText::PageQuizRight => "Right: {rule}. Why: {why}.",
        DrawText::PageQuizWrong => "Not so. The search: {rule}. Why: {why}.",
        DrawText::PageQuizNext => "Next question",
        DrawText::PageQuizNone => {
            "This page has no questions: its events hold none of the kinds asked."
        }
        DrawText::PageQuizMissed => "{rule} (you chose {given}). Why: {why}.",
        DrawText::PageQuizChoices => "the choices",
        DrawText::PageQuizReview => "the questions missed, each at its event",
        DrawText::PageSaveName => "Your name",
        DrawText::PageSave => "Save results",
        DrawText::PageSaveTitle => {
            "save your score card as a file for your teacher (sudotrace marks reads it)"
        }
        DrawText::PageAgain => "Start again",
        DrawText::PageAgainTitle => {
            "start again from the first question or step, the score back to 0"
        }
        DrawText::PageHelpMode => "switch mode: watch the search, or do it yourself",
        DrawText::PageHelpSimMove => "pick a cell (a click picks one too)",
        DrawText::PageHelpSimTry => "try the digit in the cell picked",
        DrawText::PageHelpSimClash => {
            "the digit tried clashes with the cell picked, in its row, column or box"
        }
        DrawText::PageSimSteps => "your step",
        DrawText::PageSimFits => "Fits",
        DrawText::PageSimFitsTitle => "the digit tried fits: place it",
        DrawText::PageSimClashes => "Clashes:",
        DrawText::PageSimBacktrackTitle => "no digit left: erase the cell picked, a backtrack",
        DrawText::PageSimChoose => "Choose",
        DrawText::PageSimChooseTitle => "choose the blank picked to fill next",
        DrawText::PageSimForce => "Force",
        DrawText::PageSimForceTitle => "force a digit into the cell picked: then the digit",
        DrawText::PageSimDeadEndTitle => "no digit fits the blank picked: a dead end",
        DrawText::PageSimUnforce => "Undo forced",
        DrawText::PageSimUnforceTitle => "take back the forced digit in the cell picked",
        DrawText::PageSimAsk => {
            "Your turn: what does the search do next? Pick a cell (arrows or a click): {actions} (? lists the keys)."
        }
        DrawText::PageSimRight => "Right: {words}",
        DrawText::PageSimOtherOrder => "Your check {how}: in that order, this clash is right.",
        DrawText::PageSimWrong => "Not quite: your step, {step}. The search: {words}",
        DrawText::PageSimWhy => "Why: {why}.",
        DrawText::PageSimScore => "{right} of {asked} right · streak {streak}",
        DrawText::PageSimActTry => "a digit tries it in the cell picked",
        DrawText::PageSimActForce => "the digit a cell must take forces it",
        DrawText::PageSimActBacktrack => "B backtracks from the cell picked",
        DrawText::PageSimActChoose => "N chooses the cell picked",
        DrawText::PageSimActDeadEnd => "D: the cell picked is a dead end",
        DrawText::PageSimActUnforce => "U takes back the forced digit in the cell picked",
        DrawText::PageSimActEliminate => {
            "E takes candidates away by the pattern of the cell picked"
        }
        DrawText::PageSimActRestore => "O takes back the last elimination",
        DrawText::PageSimEliminate => "Eliminate",
        DrawText::PageSimEliminateTitle => {
            "take candidates away by the pattern the cell picked is part of (pointing, claiming, a pair)"
        }
        DrawText::PageSimRestore => "Restore",
        DrawText::PageSimRestoreTitle => "take back the last elimination standing",
        DrawText::PageSimNoPattern => {
            "No pattern this search looks for takes candidates away at {cell}: pick a cell of one."
        }
        DrawText::PageSimNothingToRestore => {
            "No elimination stands: there is nothing to take back."
        }
        DrawText::PageSimAskOutcome => {
            "{cell}: {digit} is tried. Does it fit (P)? Or which unit clashes: R, C, X, or click the cell that holds {digit}."
        }
        DrawText::PageSimNoHolder => {
            "No cell of the {unit} of {cell} holds {digit}: that {unit} does not clash."
        }
        DrawText::PageSimDone => "Done: {right} of {asked} right.",
        DrawText::PageHintWrong => "{cell}: {digit} cannot be right: the solution has {solution}",
        DrawText::PageHintHidden => "{unit}: {digit} fits only at {cell}",
        DrawText::PageHintGuess => {
            "No digit is forced now: a guess is needed. {cell} has the fewest candidates \
             ({digits}): guess one and go on from there; if it ends in a dead end, come back \
             and try the next."
        }
        DrawText::PageHintDead => {
            "{cell}: no digit fits: the board cannot be finished as it is; erase some digits"
        }
        DrawText::PageCellGiven => "{cell} {digit} given",
        DrawText::PageCellPlaced => "{cell} {digit} placed",
        DrawText::PageCellBlank => "{cell} blank",
        DrawText::PageCellTrying => ", trying {digit}",
        DrawText::PageCellRejected => ", {digit} tried and rejected",
        DrawText::PageCellErased => ", {digit} erased",
        DrawText::PageCellChosen => ", chosen",
        DrawText::PageCellJustPlaced => ", just placed",
        DrawText::PageCellNoDigitFits => ", no digit fits",
        DrawText::PageCellHolds => ", holds the clashing digit",
        DrawText::PageCellForced => ", forced",
        DrawText::PageCellDeadEnd => ", dead end: no digit fits",
        DrawText::PageCellRanOut => ", no digit left",
        DrawText::PageCellUnforced => ", forced digit taken back",
        DrawText::PageCellOneCandidate => ", 1 candidate",
        DrawText::PageCellCandidateCount => ", {n} candidates",
        DrawText::PageCellInUnit => ", in the clashing {unit}",
        DrawText::PageCellCandidates => ", candidates {digits}",
        DrawText::PageCellRead => ", read by the check",
        DrawText::PageCellLookedUp => ", in a table the check looked up",
        DrawText::PageEventTip => "event {n}",
        DrawText::PageSeekValue => "event {n} of {last}, depth {depth}",
        DrawText::PageNoConflicts => {
            "this search makes no conflicts: it tries only digits that fit"
        }
        DrawText::PageNoBacktracks => "this search never backtracks here",
        DrawText::PageNoDeadEnds => {
            "this search finds no dead ends (only a search that fills forced digits does)"
        }
        DrawText::PageNoGuesses => {
            "this search makes no guesses (only a search that chooses its blanks can)"
        }
        DrawText::PageNoForced => {
            "this search forces no digits (only a search with singles or hidden singles does)"
        }
        DrawText::PageNoEliminations => {
            "this search takes no candidates away (only a search with pointing, claiming or pairs does)"
        }
        DrawText::PageSpeedOne => "{n} event a frame",
        DrawText::PageSpeedMany => "{n} events a frame",
        DrawText::PagePause => "Pause",
        DrawText::PageMarkerLabel => "event {n}: {label}",
        DrawText::PageNoSuchEvent => {
            "the address names no event: event={text} (use #event=N, N from {first} to {last})"
        }
        DrawText::PageStopsAt => " · stops at event {n}, which cannot happen",
        DrawText::PageWindow => "events {first} to {last}",
        DrawText::PageWindowOf => "events {first} to {last} of {total}",
        DrawText::PageEvents => "{n} events",
        DrawText::PageThePuzzle => " · the puzzle {puzzle}",
        DrawText::PageCutHere => "the trace stops here: it was cut short, with no end record",
        DrawText::PageLessonMoment => "lesson {n} of {count}",
        DrawText::PageLessonHeading => "Lesson · {n} of {count}",
        DrawText::PageLessonGoOn => "Go on",
        DrawText::PageLessonLast => "the last moment of the lesson",
        DrawText::PageCannotHappen => "cannot happen",
        DrawText::PageFirstConflict => "first conflict",
        DrawText::PageFirstBacktrack => "first backtrack",
        DrawText::PageFirstDeadEnd => "first dead end",
        DrawText::PageFirstConflictWindow => "first conflict of this window",
        DrawText::PageFirstBacktrackWindow => "first backtrack of this window",
        DrawText::PageFirstDeadEndWindow => "first dead end of this window",
        DrawText::PageDeepest => "deepest point, depth {depth}",
        DrawText::PageDeepestWindow => "deepest point of this window, depth {depth}",
        DrawText::PageLongestRun => "longest run of backtracks, {n}",
        DrawText::PageLongestRunWindow => "longest run of backtracks of this window, {n}",
        DrawText::PageCutShortHere => "cut short: the trace stops here",
        DrawText::PageTheEnd => "the end",
        DrawText::PageEndOfWindow => "the end of this window",
        DrawText::PageDeepestAtEnd => ", the deepest point (depth {depth})",
        DrawText::ChartCount => "{value} {count}",
        DrawText::ChartLogScale => "{text}; log scale",
        DrawText::ChartSolverKey => "{solver}: {words}",
        DrawText::ChartTriesLog => "tries (log scale)",
        DrawText::ChartTrace => {
            "{solver} trace of the puzzle {puzzle} (rows 1-2 of 9): {outcome}, {tries}, {backtracks}"
        }
        DrawText::ChartTraceForcing => {
            "{solver} trace of the puzzle {puzzle} (rows 1-2 of 9): {outcome}, {tries}, {backtracks}, {forced}, {dead_ends}"
        }
        DrawText::ChartDepthTitle => "Search profile: depth across {events} events",
        DrawText::ChartDepthSubtitle => "{trace}; every drop is a backtrack",
        DrawText::ChartDepthSubtitleForcing => {
            "{trace}; every drop is a backtrack or a forced digit taken back"
        }
        DrawText::ChartDepthFolded => {
            "{subtitle}; per run of {n} events: the mean depth (line) and the lowest to the highest (band)"
        }
        DrawText::ChartDepth => "depth (digits placed)",
        DrawText::ChartMeanDepth => "mean depth (digits placed)",
        DrawText::ChartBlanksToFill => "blanks to fill: {n}",
        DrawText::ChartDepthEvents => "events (tries, conflicts, places, backtracks), in order",
        DrawText::ChartDepthEventsChoosing => {
            "events (choices, tries, forced placements, dead ends, ...), in order"
        }
        DrawText::ChartTreeTitle => "Search tree: {nodes} nodes over {events} events",
        DrawText::ChartTreeSubtitle => {
            "{trace}; a node a placement, a row a depth, each node as wide as the events under it; the widest row, depth {depth}, has {nodes} nodes"
        }
        DrawText::ChartTreeFolded => "{subtitle}; folded: a column is {n} events",
        DrawText::ChartTreeNodes => "nodes searched",
        DrawText::ChartTreePathSolved => "the path to the solution",
        DrawText::ChartTreePathEnded => "the path the search ended on",
        DrawText::ChartTreeEvents => "events, in order",
        DrawText::ChartTreeDepth => "depth (a row of nodes)",
        DrawText::ChartHeatTitle => "Tries per cell",
        DrawText::ChartHeatSubtitle => "{trace}; log colour scale, givens in grey",
        DrawText::ChartHeatGiven => "given",
        DrawText::ChartHeatNeverTried => "never tried",
        DrawText::ChartSourcesMany => "{n} inputs",
        DrawText::ChartSourcesTwo => "{first} and {second}",
        DrawText::ChartSourcesThree => "{first} and {second} and {third}",
        DrawText::ChartPuzzlesFrom => "{puzzles} from {sources}",
        DrawText::ChartThePuzzle => "the puzzle {puzzle}",
        DrawText::ChartNotShown => "Not shown: {left_out}.",
        DrawText::ChartNotShownSeparator => "; ",
        DrawText::ChartCostTitle => "Check cost per puzzle: {counters}",
        DrawText::ChartCostTitleOne => "Check cost, by strategy: {counters}",
        DrawText::ChartCostAgainst => "{first} against {second}",
        DrawText::ChartCostSubtitle => {
            "Checks one search makes, each variant counted in its own unit; {puzzles}"
        }
        DrawText::ChartPuzzleNumber => "puzzle (number in the report)",
        DrawText::ChartCostPerSearch => "checks per search",
        DrawText::ChartCostPerSearchLog => "checks per search (log scale)",
        DrawText::ChartVariant => "variant",
        DrawText::ChartTimeTitle => "Time per puzzle",
        DrawText::ChartTimeTitleOne => "Time, by strategy",
        DrawText::ChartTimeSubtitleOne => {
            "Median of {repeat} untraced run, whiskers from the fastest to the slowest; {puzzles}"
        }
        DrawText::ChartTimeSubtitleMany => {
            "Median of {repeat} untraced runs, whiskers from the fastest to the slowest; {puzzles}"
        }
        DrawText::ChartTimePerSearch => "time per search",
        DrawText::ChartTimePerSearchLog => "time per search (log scale)",
        DrawText::ChartConflictsTitle => "Conflicts by unit",
        DrawText::ChartConflictsSubtitle => {
            "The unit each conflicting try clashed with first (the check looks at the row, then the column, then the box), summed over {puzzles}"
        }
        DrawText::ChartConflictsSubtitleShares => {
            "The unit each conflicting try clashed with first (the check looks at the row, then the column, then the box), summed over {puzzles}; each strategy's share, its count of conflicts above the bar"
        }
        DrawText::ChartConflictsSubtitleOne => {
            "The unit each conflicting try clashed with first (the check looks at the row, then the column, then the box); {puzzles}"
        }
        DrawText::ChartConflictsSubtitleSharesOne => {
            "The unit each conflicting try clashed with first (the check looks at the row, then the column, then the box); {puzzles}; each strategy's share, its count of conflicts above the bar"
        }
        DrawText::ChartConflictsShare => "share of the conflicts (%)",
        DrawText::ChartConflictsCount => "conflicts (count)",
        DrawText::ChartConflictsInAll => "{n} in all",
        DrawText::ChartConflictsSegment => "{unit} {count} ({share}%)",
        DrawText::ChartGrowthTitle => "How time grows with the work",
        DrawText::ChartGrowthSubtitleOne => {
            "The median time of the search divided by its tries; {puzzles}: with one puzzle there is no growth to draw"
        }
        DrawText::ChartGrowthSubtitle => {
            "Tries against median time, every puzzle a point; dashed: the time per try over all of them; {puzzles}; log scales"
        }
        DrawText::ChartGrowthKey => "{solver}: {time} a try",
        DrawText::ChartGrowthNoTries => "time per search (no tries)",
        DrawText::ChartGrowthPerTry => "time per try",
        DrawText::ChartTriesPerSearchLog => "tries per search (log scale)",
        DrawText::ChartTriesPerSearch => "tries per search",
        DrawText::ChartTriesTitle => "Tries per puzzle, by strategy",
        DrawText::ChartTriesTitleOne => "Tries, by strategy",
        DrawText::ChartTriesSubtitleOne => "Digits tried by each strategy's own search; {puzzles}",
        DrawText::ChartTriesSubtitle => {
            "Digits tried by each strategy's own search (a search with no try drawn at 1); {puzzles}; log scale"
        }
        DrawText::ChartWorkTitle => "Work per try, by strategy",
        DrawText::ChartWorkSubtitle => {
            "The check's cost over the tries (cell reads for naive, table lookups for tables), looks over the blanks included; the legend gives it over the placements too (fitting tries and forced digits, which are placed without a try); {puzzles}"
        }
        DrawText::ChartWorkKey => "{solver}: {work} a placement",
        DrawText::ChartWorkPerTry => "check's cost a try",
        DrawText::ChartCactusTitle => "Puzzles solved within a budget",
        DrawText::ChartCactusSubtitle => {
            "How many of the {puzzles} each strategy solves within a budget of tries (left) and of time (right, the median of the timed runs); a line further up and to the left is better; a search with no try drawn at 1; log scales"
        }
        DrawText::ChartCactusSubtitleLimit => {
            "How many of the {puzzles} each strategy solves within a budget of tries (left) and of time (right, the median of the timed runs); a line further up and to the left is better; searches stopped at {limit} tries (dashed); a search with no try drawn at 1; log scales"
        }
        DrawText::ChartCactusKey => "{solver}: {solved} of {puzzles}",
        DrawText::ChartCactusSolved => "puzzles solved",
        DrawText::ChartCactusTime => "time (log scale)",
        DrawText::ChartScatterTitle => "Tries per puzzle: {base} against each strategy",
        DrawText::ChartScatterSubtitle => {
            "Each point a puzzle: {base} tries along, the other strategy's up (a search with no try drawn at 1); below the diagonal the other strategy tries less; log scales"
        }
        DrawText::ChartScatterSubtitleLimit => {
            "Each point a puzzle: {base} tries along, the other strategy's up (a search with no try drawn at 1); below the diagonal the other strategy tries less; a search stopped at the limit is drawn hollow on the dashed border at {limit} tries (it needs more); log scales"
        }
        DrawText::ChartScatterBase => "{base} tries (log scale)",
        DrawText::ChartScatterOther => "the other strategy's tries (log scale)",
        DrawText::ChartScatterLimit => "stopped at the limit: more than {limit} tries",
        DrawText::ChartSourcePuzzle => "puzzle",
        DrawText::ChartSourceStdin => "standard input",
        DrawText::ChartSourceArgument => "argument {n}",
        DrawText::ErrorTitleCharacter => {
            "--title: {ch} is not a character the pictures draw (they have the printable ASCII characters, · × – — • … ← ↑ → ↓, the 6,763 Chinese characters of GB 2312 and those of sudotrace's own words)"
        }
        DrawText::ErrorNoteCharacter => {
            "--lesson: the note at event {event}: {ch} is not a character the pictures draw (they have the printable ASCII characters, · × – — • … ← ↑ → ↓, the 6,763 Chinese characters of GB 2312 and those of sudotrace's own words); the page (html --lesson) and the stepper show any text"
        }
        DrawText::ErrorNoteTooLong => {
            "--lesson: the note at event {event} needs {lines} lines under the caption, where a frame of this size has {most}: shorten it, or draw wider frames (--width, --cell)"
        }
        DrawText::ErrorNoteOutside => "--lesson: at = {event}: the trace has only {events} events",
        DrawText::ErrorLessonOfPair => {
            "--lesson plays one trace: draw the two searches without it, or one with it"
        }
        DrawText::ErrorNoSuchEvent => "--at {at}: {why}",
        DrawText::ErrorPageFromPastEnd => {
            "--from {from}: the trace has {events} events (choose 1 to {last})"
        }
        DrawText::ErrorPageToBeforeFrom => {
            "--to {to} comes before --from {from}: choose --to {from} or more"
        }
        DrawText::ErrorPageTooLong => {
            "the page would hold {events} events, past its limit of {limit}: take a window of at most that many with --from N --to M, or draw the whole search with `sudotrace render` (an overview of at most 600 frames)"
        }
        DrawText::ErrorPageOutside => {
            "{flag} {at}: the page shows events {first} to {last}: choose a position in that range"
        }
        DrawText::ErrorPageSpeed => "--speed {speed}: choose from 0.25 to 512 events a frame",
        DrawText::ErrorPageWrite => "cannot write the page: {error}",
    }
}

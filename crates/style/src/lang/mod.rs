//! The words of sudotrace's outputs (sudotrace-frames, sudotrace-charts, sudotrace-page), in every language: the frames' legends and captions,
//! the charts' titles, axes, keys and notes, and the web page's controls and
//! descriptions (the page carries them by name). Made with
//! [`sudotrace_core::catalog!`] as every crate's catalog is; the words several crates
//! share (an event's, the counts') are the core's ([`sudotrace_core::lang::Text`]).

mod en;
mod zh_cn;

sudotrace_core::catalog! {
    /// Every message of the outputs' catalog. Each language gives every one.
    pub enum DrawText {
        /// The legend: a given.
        LegendGiven,
        /// A digit the search placed.
        LegendPlaced,
        /// The digit being tried.
        LegendTrying,
        /// A tried digit that clashes.
        LegendRejected,
        /// The unit of a clash.
        LegendUnit,
        /// The cell holding the clashing digit.
        LegendHolder,
        /// A digit erased by a backtrack.
        LegendErased,
        /// The legend of a search with eliminations: a cell of the pattern shown.
        LegendPatternCell,
        /// A unit of the pattern shown.
        LegendPatternUnit,
        /// A candidate the pattern shown takes, struck through.
        LegendStruck,
        /// The legend: a cell the naive check read for the event shown.
        LegendRead,
        /// The legend: a unit whose table the tables check looked up.
        LegendLookedUp,
        /// One event passed over since the frame before.
        PassedOne,
        /// Events passed over since the frame before.
        PassedMany,
        /// One chosen event passed over.
        PassedChosenOne,
        /// Chosen events passed over.
        PassedChosenMany,
        /// The code panel's title.
        SideCodeTitle,
        /// The stack panel's title.
        SideStackTitle,
        /// Stack entries not shown.
        SideMore,
        /// The tables panel's title.
        SideTablesTitle,
        /// The tables panel: the try whose lookups are lit, "`{cell}` = `{digit}`, looked up:".
        SideTablesLooked,
        /// The tables panel: a table that held the try's digit, "`{unit}` `{n}` has it".
        SideTablesHeld,
        /// The tables panel: a table that did not, "`{unit}` `{n}` no".
        SideTablesFree,
        /// The tables panel of a search whose check reads cells.
        SideTablesScans,
        /// A trace with no end record.
        CutShort,
        /// A picture's default title: the puzzle (a built-in one's name, another's first digits
        /// and an ellipsis) and the search.
        FrameTitle,
        /// The default title of two searches side by side.
        FrameTitlePair,
        /// The web page: "the board".
        PageBoard,
        /// The web page: "play".
        PagePlayToolbar,
        /// The web page: "One event back".
        PageOneBack,
        /// The web page: "one event back (←)".
        PageOneBackTitle,
        /// The web page: "Back".
        PageBack,
        /// The web page: "Play".
        PagePlay,
        /// The web page: "One event forward".
        PageOneForward,
        /// The web page: "one event forward (→)".
        PageOneForwardTitle,
        /// The web page: "Forward".
        PageForward,
        /// The web page: "Speed".
        PageSpeed,
        /// The web page: "speed".
        PageSpeedLabel,
        /// The web page: "position in the search: the depth of the search along its events, with its markers".
        PageSeek,
        /// The web page: "jump to".
        PageJumpTo,
        /// The web page: "Previous conflict".
        PagePreviousConflict,
        /// The web page: "previous conflict (C)".
        PagePreviousConflictTitle,
        /// The web page: "Conflict".
        PageConflict,
        /// The web page: "Next conflict".
        PageNextConflict,
        /// The web page: "next conflict (c)".
        PageNextConflictTitle,
        /// The web page: "Previous backtrack".
        PagePreviousBacktrack,
        /// The web page: "previous backtrack (B)".
        PagePreviousBacktrackTitle,
        /// The web page: "Backtrack".
        PageBacktrack,
        /// The web page: "Next backtrack".
        PageNextBacktrack,
        /// The web page: "next backtrack (b)".
        PageNextBacktrackTitle,
        /// The web page: "Previous dead end".
        PagePreviousDeadEnd,
        /// The web page: "previous dead end (D)".
        PagePreviousDeadEndTitle,
        /// The web page: "Dead end".
        PageDeadEnd,
        /// The web page: "Next dead end".
        PageNextDeadEnd,
        /// The web page: "next dead end (d)".
        PageNextDeadEndTitle,
        /// The web page: "Previous guess".
        PagePreviousGuess,
        /// The web page: "previous guess (G)".
        PagePreviousGuessTitle,
        /// The web page: "Guess".
        PageGuess,
        /// The web page: "Next guess".
        PageNextGuess,
        /// The web page: "next guess (g)".
        PageNextGuessTitle,
        /// The web page: "Previous run of forced digits".
        PagePreviousForced,
        /// The web page: "previous run of forced digits (S)".
        PagePreviousForcedTitle,
        /// The web page: "Forced".
        PageForced,
        /// The web page: "Next run of forced digits".
        PageNextForced,
        /// The web page: "next run of forced digits (s)".
        PageNextForcedTitle,
        /// The web page: "Previous marker".
        PagePreviousMarker,
        /// The web page: "previous marker (()".
        PagePreviousMarkerTitle,
        /// The web page: "Marker".
        PageMarker,
        /// The web page: "Next marker".
        PageNextMarker,
        /// The web page: "next marker ())".
        PageNextMarkerTitle,
        /// The web page: "Event".
        PageEvent,
        /// The web page: "pencil in each blank's candidates (p)".
        PageCandidatesTitle,
        /// The web page: "Candidates".
        PageCandidates,
        /// The web page: "keys (?)".
        PageKeysTitle,
        /// The web page: "? Keys".
        PageKeysButton,
        /// The web page: "full screen (f)".
        PageFullScreenTitle,
        /// The web page: "Full screen".
        PageFullScreen,
        /// The web page: "panels beside the board".
        PagePanels,
        /// The web page: "Code".
        PageCode,
        /// The web page: "Stack".
        PageStack,
        /// The web page: "Tree".
        PageTree,
        /// The web page: "The search as code".
        PageCodeTitle,
        /// The web page: "language of the code".
        PageCodeLanguage,
        /// The web page: "the code, the line that made the event lit".
        PageCodeLabel,
        /// The web page: "The stack, a call a placement (the newest on top)".
        PageStackTitle,
        /// The web page: "The search tree so far (a row a depth; click a node to go to it)".
        PageTreeTitle,
        /// The web page: "key to the board".
        PageKey,
        /// The web page: "given".
        PageKeyGiven,
        /// The web page: "placed by the search".
        PageKeyPlaced,
        /// The web page: "trying".
        PageKeyTrying,
        /// The web page: "clashes: rejected".
        PageKeyRejected,
        /// The web page: "unit of the clash".
        PageKeyUnit,
        /// The web page: "holds the digit".
        PageKeyHolder,
        /// The web page: "just placed after a try".
        PageKeyJustPlaced,
        /// The web page: "erased: backtrack".
        PageKeyErased,
        /// The web page: "no digit left: the search backs up".
        PageKeyRanOut,
        /// The web page: "chosen next, with its candidates".
        PageKeyChosen,
        /// The web page: "a guess: chosen among 2 or more".
        PageKeyGuess,
        /// The web page: "forced: the only digit or place".
        PageKeyForced,
        /// The web page: "dead end: no digit fits".
        PageKeyDeadEnd,
        /// The web page: "forced digit taken back".
        PageKeyUnforce,
        /// The web page: "a cell of the pattern that takes candidates away".
        PageKeyPattern,
        /// The web page: "a candidate taken away".
        PageKeyStruck,
        /// The web page: "markers".
        PageMarkers,
        /// The web page: "Made with sudotrace `{version}`: every try, conflict and backtrack of the search, checked on the board.".
        PageFooter,
        /// The web page: "This player needs JavaScript. The same search can be drawn as a GIF with sudotrace render.".
        PageNoScript,
        /// The web page: "Keys".
        PageHelpTitle,
        /// The web page: "play or pause".
        PageHelpPlay,
        /// The web page: "one event back or forward (pauses)".
        PageHelpStep,
        /// The web page: "on the seek bar: one event back or forward".
        PageHelpSeek,
        /// The web page: "next or previous conflict".
        PageHelpConflict,
        /// The web page: "next or previous backtrack".
        PageHelpBacktrack,
        /// The web page: "next or previous dead end".
        PageHelpDeadEnd,
        /// The web page: "next or previous guess (a choice among 2 or more candidates)".
        PageHelpGuess,
        /// The web page: "next or previous run of forced digits".
        PageHelpForced,
        /// The web page: "next or previous elimination".
        PageHelpEliminate,
        /// The web page: "next or previous marker".
        PageHelpMarker,
        /// The web page: "jump to 0 % … 90 % of the search".
        PageHelpPercent,
        /// The web page: "1 % of the search forward or back".
        PageHelpPage,
        /// The web page: "the first or last event".
        PageHelpEnds,
        /// The web page: "each blank's candidates, pencilled in, or not".
        PageHelpCandidates,
        /// The web page: "faster or slower".
        PageHelpSpeed,
        /// The web page: "full screen: the board and the caption as large as the screen allows; move the mouse or press a key for the controls".
        PageHelpFullScreen,
        /// The web page: "this help (Esc closes it)".
        PageHelpHelp,
        /// The web page: "The address ends in #event=N: copy it to share this moment; ...".
        PageHelpAddress,
        /// The web page: "Close".
        PageClose,
        /// The web page: "Space".
        PageKeySpace,
        /// The web page: the group of its modes' buttons, "mode".
        PageModes,
        /// The web page: the mode that plays the search, "Watch".
        PageModeWatch,
        /// The web page: the mode where the reader makes the search's steps, "Do it yourself".
        PageModeSimulate,
        /// The page's Predict mode.
        PageModePredict,
        /// The Play mode's button.
        PageModePlay,
        /// The code panel: edit this listing and run it from the board (in Play).
        PageCodeEditHere,
        /// Play: the picker's entry for a puzzle typed in.
        PagePlayYours,
        /// Play's help: what a digit key does.
        PageHelpPlayDigit,
        /// Play: the toolbar's name.
        PagePlayTools,
        /// Play: the puzzle picker's label.
        PagePlayPuzzle,
        /// Play: the field for a puzzle of one's own.
        PagePlayOwn,
        /// Play: play the puzzle typed.
        PagePlayOwnButton,
        /// Play: text that is no puzzle, `{n}` cells read.
        PagePlayNotAPuzzle,
        /// Play: the pencil switch.
        PagePlayPencil,
        /// Play: the pencil switch's tip.
        PagePlayPencilTitle,
        /// Play: erase the cell.
        PagePlayErase,
        /// Play: undo.
        PagePlayUndo,
        /// Play: redo.
        PagePlayRedo,
        /// Play: the switch that marks clashing digits.
        PagePlayClashes,
        /// Play: check the board.
        PagePlayCheck,
        /// Play: ask for a hint.
        PagePlayHint,
        /// Play: the timer, `{time}` as m:ss.
        PagePlayTime,
        /// Play: the board is solved, in `{time}`.
        PagePlaySolved,
        /// Play: check found no mistake, `{n}` blanks left.
        PagePlayNoMistake,
        /// Play: check found `{n}` mistakes, listed after.
        PagePlayMistakes,
        /// Play: check found no clash on a puzzle whose one solution is not known, `{n}`
        /// blanks left.
        PagePlayNoClash,
        /// Play: the switch that lets hints name a digit that is not the solution's.
        PagePlayShowMistakes,
        /// Play: what that switch does, its title.
        PagePlayShowMistakesTitle,
        /// Play: the game of `{puzzle}` left for another is kept.
        PagePlayKept,
        /// Play: back to the game of `{puzzle}`, `{time}` played.
        PagePlayResumed,
        /// Play: a puzzle of the bank by its number `{n}`.
        PagePlayPuzzleNumber,
        /// Play: a puzzle typed in.
        PagePlayYourPuzzle,
        /// Play: the line about the page while playing `{puzzle}` (`{line}` its 81 characters).
        PagePlayAbout,
        /// A run the page made of the puzzle being played, for the other modes.
        PagePlayFollowAbout,
        /// A run from a board with the learner's wrong `{digits}` that found no solution.
        PagePlayRunWrong,
        /// One wrong digit of the learner's: `{digit}` at `{cell}`.
        PagePlayDigitAt,
        /// A cell's label: the learner's digit, not the solution's, taken as a given.
        PageCellNotSolutions,
        /// Play: the search to run, the picker's label.
        PagePlaySearch,
        /// Play: run the search from the board being played.
        PagePlayRun,
        /// Play: after a hint that a guess is needed.
        PagePlayGoOn,
        /// Play: stop a run.
        PagePlayStop,
        /// Play: the event limit's label.
        PagePlayLimit,
        /// Play: a run going on, `{search}` and `{n}` events so far.
        PagePlayRunning,
        /// Play: a run stopped by the reader.
        PagePlayStopped,
        /// Play: a run stopped after `{seconds}` seconds.
        PagePlayTooLong,
        /// Play: a program's error, at `{line}` with `{message}`.
        PagePlayError,
        /// Play: a program that wrote no trace sudotrace reads, `{why}`.
        PagePlayNoTrace,
        /// Play: a run made, `{search}`, `{n}` events, `{end}` how it ended.
        PagePlayRunDone,
        /// Play: back to the trace the page was made with.
        PagePlayOwnTrace,
        /// The about line of a run made in the page.
        PagePlayRunAbout,
        /// The code panel: edit the listing.
        PageCodeEdit,
        /// The code panel: the editable listing's name.
        PageCodeEditLabel,
        /// The code panel: run the edited program.
        PageCodeRun,
        /// The code panel: bring the listing back.
        PageCodeReset,
        /// The code panel: an edited program that makes the strategy's `{n}` events.
        PageCodeSame,
        /// The code panel: where an edited program departs, `{words}` as diagnose says it.
        PageCodeDeparts,
        /// An edited program's check names clashes in another order (LeetCode's one
        /// loop): the same search, said from the event the order was told.
        PageCodeOtherOrder,
        /// The code panel: a count of both searches.
        PageCodeCounts,
        /// An edit's run ended solved, its board right.
        PageRunEndSolved,
        /// An edit's run ended saying solved, its board breaking the rules named in `{problems}`.
        PageRunEndBroken,
        /// An edit's run ended saying the puzzle has no solution.
        PageRunEndNoSolution,
        /// An edit's run ended saying the puzzle has no solution, where the strategy finds one.
        PageRunEndNoSolutionButOne,
        /// An edit's run stopped at its own event limit, after `{n}` events.
        PageRunEndLimit,
        /// The page stopped an edit's run at the event limit, `{n}` events, before it ended.
        PageRunEndPageLimit,
        /// An edit's run said nothing of how it ended, after `{n}` events.
        PageRunEndNone,
        /// A cell's pencil marks, for screen readers.
        PageCellPencil,
        /// A digit that clashes, for screen readers.
        PageCellClashing,
        /// The cell a hint names, for screen readers.
        PageCellHinted,
        /// A cell that makes the pattern of the elimination shown, for screen readers.
        PageCellPattern,
        /// The candidates the elimination shown took from a cell (`{digits}`), for
        /// screen readers.
        PageCellStruck,
        /// Predict: what is asked, and how to answer.
        PageQuizAsk,
        /// Predict: a right answer, with the rule.
        PageQuizRight,
        /// Predict: a wrong answer, with the search's step.
        PageQuizWrong,
        /// Predict: the button to the next question.
        PageQuizNext,
        /// Predict: a page without questions.
        PageQuizNone,
        /// Predict: a question missed, in the review.
        PageQuizMissed,
        /// Predict: the choices' group.
        PageQuizChoices,
        /// Predict: the review's list.
        PageQuizReview,
        /// The learner's name for the score card.
        PageSaveName,
        /// The button that saves the score card.
        PageSave,
        /// What saving the score card does.
        PageSaveTitle,
        /// The button that starts Predict or Do it yourself again, the score back to 0.
        PageAgain,
        /// What starting again does.
        PageAgainTitle,
        /// The web page's help: the key that switches the mode.
        PageHelpMode,
        /// Do it yourself's help: the arrows pick a cell.
        PageHelpSimMove,
        /// Do it yourself's help and its digits' group: a digit tried in the cell picked.
        PageHelpSimTry,
        /// Do it yourself's help and its clash buttons' titles.
        PageHelpSimClash,
        /// Do it yourself: the group of the step buttons, "your step".
        PageSimSteps,
        /// Do it yourself: the button that says the digit tried fits.
        PageSimFits,
        /// Do it yourself: what "Fits" does (its title and its line of the help).
        PageSimFitsTitle,
        /// Do it yourself: before the row, column and box a try clashes in.
        PageSimClashes,
        /// Do it yourself: what "Backtrack" does.
        PageSimBacktrackTitle,
        /// Do it yourself: the button that chooses the blank picked.
        PageSimChoose,
        /// Do it yourself: what "Choose" does.
        PageSimChooseTitle,
        /// Do it yourself: the button that forces a digit.
        PageSimForce,
        /// Do it yourself: what "Force" does.
        PageSimForceTitle,
        /// Do it yourself: what "Dead end" does.
        PageSimDeadEndTitle,
        /// Do it yourself: the button that takes a forced digit back.
        PageSimUnforce,
        /// Do it yourself: what "Undo forced" does.
        PageSimUnforceTitle,
        /// Do it yourself: what the reader is asked before a step.
        PageSimAsk,
        /// Do it yourself: a step that is the search's, with its words.
        PageSimRight,
        /// Do it yourself: a conflict right in another order of the check (`{how}`, after
        /// "it ", as diagnose says an order).
        PageSimOtherOrder,
        /// Do it yourself: a step that is not, the reader's (`{step}`) and the search's words.
        PageSimWrong,
        /// Do it yourself: the score.
        PageSimScore,
        /// Do it yourself: why the search's step is what it is, under the steps.
        PageSimWhy,
        /// Do it yourself, a step the search takes: a try.
        PageSimActTry,
        /// Do it yourself, a step the search takes: a forced digit.
        PageSimActForce,
        /// Do it yourself, a step the search takes: a backtrack.
        PageSimActBacktrack,
        /// Do it yourself, a step the search takes: a choice.
        PageSimActChoose,
        /// Do it yourself, a step the search takes: a dead end.
        PageSimActDeadEnd,
        /// Do it yourself, a step the search takes: a forced digit taken back.
        PageSimActUnforce,
        /// Do it yourself, a step the search takes: candidates taken away by a pattern.
        PageSimActEliminate,
        /// Do it yourself, a step the search takes: an elimination taken back.
        PageSimActRestore,
        /// Do it yourself: the button that takes candidates away.
        PageSimEliminate,
        /// Do it yourself: what the button that takes candidates away does.
        PageSimEliminateTitle,
        /// Do it yourself: the button that takes back an elimination.
        PageSimRestore,
        /// Do it yourself: what the button that takes back an elimination does.
        PageSimRestoreTitle,
        /// Do it yourself: an elimination asked at a cell no pattern of the search's
        /// rules that takes candidates away is made of (not graded).
        PageSimNoPattern,
        /// Do it yourself: an elimination taken back where none stands (not graded).
        PageSimNothingToRestore,
        /// Do it yourself: what the reader is asked after a try.
        PageSimAskOutcome,
        /// Do it yourself: a unit named as clashing that holds no such digit (not graded).
        PageSimNoHolder,
        /// Do it yourself: the last step made.
        PageSimDone,
        /// Play, a hint: a digit of the learner's that is not the solution's.
        PageHintWrong,
        /// Play, a hint: a digit with one place left in a unit (`{unit}` named with its
        /// number).
        PageHintHidden,
        /// Play, a hint: no digit is forced, so a guess is needed, at the blank with the
        /// fewest candidates (`{digits}`).
        PageHintGuess,
        /// Play, a hint: a blank no digit fits, so the board cannot be finished.
        PageHintDead,
        /// The web page: "`{cell}` `{digit}` given".
        PageCellGiven,
        /// The web page: "`{cell}` `{digit}` placed".
        PageCellPlaced,
        /// The web page: "`{cell}` blank".
        PageCellBlank,
        /// The web page: ", trying `{digit}`".
        PageCellTrying,
        /// The web page: ", `{digit}` tried and rejected".
        PageCellRejected,
        /// The web page: ", `{digit}` erased".
        PageCellErased,
        /// The web page: ", chosen".
        PageCellChosen,
        /// The web page: ", just placed".
        PageCellJustPlaced,
        /// The web page: ", no digit fits".
        PageCellNoDigitFits,
        /// The web page: ", holds the clashing digit".
        PageCellHolds,
        /// The web page: ", forced".
        PageCellForced,
        /// The web page: ", dead end: no digit fits".
        PageCellDeadEnd,
        /// The web page: ", no digit left".
        PageCellRanOut,
        /// The web page: ", forced digit taken back".
        PageCellUnforced,
        /// The web page: ", 1 candidate".
        PageCellOneCandidate,
        /// The web page: ", `{n}` candidates".
        PageCellCandidateCount,
        /// The web page: ", in the clashing `{unit}`".
        PageCellInUnit,
        /// The web page: ", candidates `{digits}`".
        PageCellCandidates,
        /// A cell the check read for the event shown (appended).
        PageCellRead,
        /// A cell of a unit whose table the check looked up for the event shown (appended).
        PageCellLookedUp,
        /// The web page: "event `{n}`".
        PageEventTip,
        /// The web page: "event `{n}` of `{last}`, depth `{depth}`".
        PageSeekValue,
        /// The web page: "this search makes no conflicts: it tries only digits that fit".
        PageNoConflicts,
        /// The web page: "this search never backtracks here".
        PageNoBacktracks,
        /// The web page: "this search finds no dead ends (only a search that fills forced digits does)".
        PageNoDeadEnds,
        /// The web page: "this search makes no guesses (only a search that chooses its blanks can)".
        PageNoGuesses,
        /// The web page: "this search forces no digits (only a search with singles or hidden singles does)".
        PageNoForced,
        /// The web page: "this search takes no candidates away (only a search with pointing, claiming or pairs does)".
        PageNoEliminations,
        /// The web page: "`{n}` event a frame".
        PageSpeedOne,
        /// The web page: "`{n}` events a frame".
        PageSpeedMany,
        /// The web page: "Pause".
        PagePause,
        /// The web page: "event `{n}`: `{label}`".
        PageMarkerLabel,
        /// The web page: "the address names no event: event=`{text}` (use #event=N, N from `{first}` to `{last}`)".
        PageNoSuchEvent,
        /// The web page: "· stops at event `{n}`, which cannot happen".
        PageStopsAt,
        /// The web page: "events `{first}` to `{last}`".
        PageWindow,
        /// The web page: "events `{first}` to `{last}` of `{total}`".
        PageWindowOf,
        /// The web page: "`{n}` events".
        PageEvents,
        /// The web page: "· the puzzle `{puzzle}`".
        PageThePuzzle,
        /// The web page: "the trace stops here: it was cut short, with no end record".
        PageCutHere,
        /// The web page: a lesson's moment on the seek bar, "lesson `{n}` of `{count}`".
        PageLessonMoment,
        /// The web page: the lesson's box, "Lesson · `{n}` of `{count}`".
        PageLessonHeading,
        /// The web page: the lesson's button that plays on to the next moment.
        PageLessonGoOn,
        /// The web page: the lesson's box after its last moment: "the lesson ends here".
        PageLessonLast,
        /// The web page: "cannot happen".
        PageCannotHappen,
        /// The web page: "first conflict".
        PageFirstConflict,
        /// The web page: "first backtrack".
        PageFirstBacktrack,
        /// The web page: "first dead end".
        PageFirstDeadEnd,
        /// The web page: "first conflict of this window".
        PageFirstConflictWindow,
        /// The web page: "first backtrack of this window".
        PageFirstBacktrackWindow,
        /// The web page: "first dead end of this window".
        PageFirstDeadEndWindow,
        /// The web page: "deepest point, depth `{depth}`".
        PageDeepest,
        /// The web page: "deepest point of this window, depth `{depth}`".
        PageDeepestWindow,
        /// The web page: "longest run of backtracks, `{n}`".
        PageLongestRun,
        /// The web page: "longest run of backtracks of this window, `{n}`".
        PageLongestRunWindow,
        /// The web page: "cut short: the trace stops here".
        PageCutShortHere,
        /// The web page: "the end".
        PageTheEnd,
        /// The web page: "the end of this window".
        PageEndOfWindow,
        /// The web page: ", the deepest point (depth `{depth}`)".
        PageDeepestAtEnd,
        /// A count and its value in a chart's sentence: `37,652 tries`.
        ChartCount,
        /// A chart's subtitle ending on its log scale.
        ChartLogScale,
        /// A legend's entry for a strategy and what it counts: `naive: cell reads`.
        ChartSolverKey,
        /// Tries along a log axis.
        ChartTriesLog,
        /// A trace as a chart's subtitle names it: solver, puzzle, ending and counts.
        ChartTrace,
        /// A trace of a strategy that forces digits, as a chart's subtitle names it.
        ChartTraceForcing,
        /// The search profile's title.
        ChartDepthTitle,
        /// The search profile's subtitle.
        ChartDepthSubtitle,
        /// The search profile's subtitle, for a strategy that forces digits.
        ChartDepthSubtitleForcing,
        /// The search profile's subtitle when a column holds many events.
        ChartDepthFolded,
        /// The depth, as the search profile's axis and legend say it.
        ChartDepth,
        /// The mean depth of a run of events.
        ChartMeanDepth,
        /// The line of the puzzle's blanks.
        ChartBlanksToFill,
        /// The search profile's events axis.
        ChartDepthEvents,
        /// The events axis, for a strategy that chooses its blanks.
        ChartDepthEventsChoosing,
        /// The search tree's title.
        ChartTreeTitle,
        /// The search tree's subtitle.
        ChartTreeSubtitle,
        /// The search tree's subtitle when a column holds many events.
        ChartTreeFolded,
        /// The nodes of the search tree, in its legend.
        ChartTreeNodes,
        /// The path to the solution, in the legend.
        ChartTreePathSolved,
        /// The path an unsolved search ended on.
        ChartTreePathEnded,
        /// The search tree's events axis.
        ChartTreeEvents,
        /// The search tree's depth axis.
        ChartTreeDepth,
        /// The heat map's title.
        ChartHeatTitle,
        /// The heat map's subtitle.
        ChartHeatSubtitle,
        /// A given, beside its swatch.
        ChartHeatGiven,
        /// A blank never tried, beside its swatch.
        ChartHeatNeverTried,
        /// The inputs of a comparison, too many to name.
        ChartSourcesMany,
        /// Two inputs named.
        ChartSourcesTwo,
        /// Three inputs named.
        ChartSourcesThree,
        /// The puzzles a chart shows and where they come from.
        ChartPuzzlesFrom,
        /// The one puzzle a comparison compared, as its charts' subtitles name it.
        ChartThePuzzle,
        /// What a chart leaves out, along its bottom.
        ChartNotShown,
        /// Between the things a chart leaves out.
        ChartNotShownSeparator,
        /// The check cost chart's title.
        ChartCostTitle,
        /// Chart 1's title for one puzzle: a bar a strategy.
        ChartCostTitleOne,
        /// Two cost counters set against each other.
        ChartCostAgainst,
        /// The check cost chart's subtitle.
        ChartCostSubtitle,
        /// An axis of puzzles.
        ChartPuzzleNumber,
        /// The check cost axis.
        ChartCostPerSearch,
        /// The check cost axis, on a log scale.
        ChartCostPerSearchLog,
        /// An axis of variants.
        ChartVariant,
        /// The time chart's title.
        ChartTimeTitle,
        /// Chart 2's title for one puzzle.
        ChartTimeTitleOne,
        /// The time chart's subtitle, for one timed run.
        ChartTimeSubtitleOne,
        /// The time chart's subtitle.
        ChartTimeSubtitleMany,
        /// The time axis.
        ChartTimePerSearch,
        /// The time axis, on a log scale.
        ChartTimePerSearchLog,
        /// The conflicts chart's title.
        ChartConflictsTitle,
        /// The conflicts chart's subtitle.
        ChartConflictsSubtitle,
        /// The conflicts chart's subtitle, its bars shares.
        ChartConflictsSubtitleShares,
        /// Chart 3's subtitle for one puzzle.
        ChartConflictsSubtitleOne,
        /// Chart 3's subtitle for one puzzle, with shares.
        ChartConflictsSubtitleSharesOne,
        /// The conflicts axis, in shares.
        ChartConflictsShare,
        /// The conflicts axis, in counts.
        ChartConflictsCount,
        /// A strategy's conflicts in all, above its bar.
        ChartConflictsInAll,
        /// A unit's conflicts and share, beside its segment of a bar.
        ChartConflictsSegment,
        /// The chart of time against tries: its title.
        ChartGrowthTitle,
        /// Its subtitle, for one puzzle.
        ChartGrowthSubtitleOne,
        /// Its subtitle.
        ChartGrowthSubtitle,
        /// A strategy and its time a try, in the legend.
        ChartGrowthKey,
        /// The time axis, when no search tried a digit.
        ChartGrowthNoTries,
        /// The axis of time a try.
        ChartGrowthPerTry,
        /// The tries axis, on a log scale.
        ChartTriesPerSearchLog,
        /// The tries axis of one puzzle's bars, from zero.
        ChartTriesPerSearch,
        /// The tries chart's title.
        ChartTriesTitle,
        /// The tries chart's title for one puzzle.
        ChartTriesTitleOne,
        /// The tries chart's subtitle for one puzzle.
        ChartTriesSubtitleOne,
        /// The tries chart's subtitle.
        ChartTriesSubtitle,
        /// The chart of work a try: its title.
        ChartWorkTitle,
        /// Its subtitle.
        ChartWorkSubtitle,
        /// A strategy and its work a placement, in the legend.
        ChartWorkKey,
        /// The axis of work a try.
        ChartWorkPerTry,
        /// The cactus plot's title.
        ChartCactusTitle,
        /// The cactus plot's subtitle.
        ChartCactusSubtitle,
        /// The cactus plot's subtitle, with a limit of tries.
        ChartCactusSubtitleLimit,
        /// A strategy and the puzzles it solved, in the legend.
        ChartCactusKey,
        /// The axis of puzzles solved.
        ChartCactusSolved,
        /// The time axis of the cactus plot.
        ChartCactusTime,
        /// The scatter's title.
        ChartScatterTitle,
        /// The scatter's subtitle.
        ChartScatterSubtitle,
        /// The scatter's subtitle, with a limit of tries.
        ChartScatterSubtitleLimit,
        /// The scatter's axis along.
        ChartScatterBase,
        /// The scatter's axis up.
        ChartScatterOther,
        /// The label of the limit's border.
        ChartScatterLimit,
        /// A puzzle given on the command line, as the input it came from.
        ChartSourcePuzzle,
        /// Standard input, as the input puzzles came from.
        ChartSourceStdin,
        /// A puzzle given as the `{n}`th of several arguments, as the input it came from.
        ChartSourceArgument,
        /// A title the pictures cannot draw: the character, and the characters they have.
        ErrorTitleCharacter,
        /// A lesson's note the pictures cannot draw.
        ErrorNoteCharacter,
        /// A lesson's note longer than the lines under the caption hold.
        ErrorNoteTooLong,
        /// A lesson's moment past the trace's last event.
        ErrorNoteOutside,
        /// A lesson given with two traces side by side.
        ErrorLessonOfPair,
        /// A picture asked for after an event past the trace's last: `--at {at}: {why}`.
        ErrorNoSuchEvent,
        /// A page's first event past the trace's last.
        ErrorPageFromPastEnd,
        /// A page's last event before its first.
        ErrorPageToBeforeFrom,
        /// A page's window of more events than a page may hold.
        ErrorPageTooLong,
        /// A page's position (`--start`, `--marker`) outside the events it shows.
        ErrorPageOutside,
        /// A page's speed outside those the player offers.
        ErrorPageSpeed,
        /// A page that could not be written.
        ErrorPageWrite,
    }
}

/// What a tables panel says under its tables, in `lang`, a line each: the try whose
/// lookups are lit (`r1c7 = 6, looked up:`) and what each table said (`row 1 no  col 7
/// no  box 3 has it`); for a search whose `check` scans cells, that it reads cells; else
/// nothing. The frames' panel and the stepper's pane both say it so.
pub fn tables_words(
    view: &sudotrace_core::views::tables::TablesView,
    check: Option<sudotrace_core::search::Check>,
    lang: sudotrace_core::lang::Lang,
) -> Vec<String> {
    use std::fmt::Display;
    use sudotrace_core::lang::Text;
    match view.looked {
        Some(looked) => {
            let said = lang.fill(
                DrawText::SideTablesLooked,
                &[
                    ("cell", &looked.cell as &dyn Display),
                    ("digit", &looked.digit),
                ],
            );
            let entries: Vec<String> = looked
                .entries
                .iter()
                .flatten()
                .map(|entry| {
                    let text = match entry.held {
                        true => DrawText::SideTablesHeld,
                        false => DrawText::SideTablesFree,
                    };
                    lang.fill(
                        text,
                        &[
                            ("unit", &entry.unit.short_words(lang) as &dyn Display),
                            ("n", &(entry.index + 1)),
                        ],
                    )
                })
                .collect();
            vec![said, entries.join(lang.text(Text::CountSeparator))]
        }
        None if check.is_some_and(sudotrace_core::search::Check::scans) => {
            vec![lang.text(DrawText::SideTablesScans).to_string()]
        }
        None => Vec::new(),
    }
}

//! The words of the command line, in every language: each command's own lines, the
//! stepper's panes and help, warnings and summaries. Made with
//! [`sudotrace_core::catalog!`] as every crate's catalog is; the words several crates
//! share are theirs.

mod en;
mod zh_cn;

sudotrace_core::catalog! {
    /// Every message of the command line's catalog. Each language gives every one.
    pub enum CliText {
        /// Further findings of the same kind.
        FindingMore,
        /// Where in the file a finding is.
        FindingAt,
        /// What a trace is: its solver and events.
        DiagnoseAbout,
        /// Its solver, events and how it ends.
        DiagnoseAboutEnds,
        /// One event.
        EventsOne,
        /// Events.
        EventsMany,
        /// One trace with no finding.
        DiagnoseClean,
        /// One trace with one finding.
        DiagnoseFindingsOne,
        /// One trace with findings.
        DiagnoseFindingsMany,
        /// A clean trace among several.
        DiagnoseLineClean,
        /// A trace with one finding among several.
        DiagnoseLineFindingsOne,
        /// A trace with findings among several.
        DiagnoseLineFindingsMany,
        /// A trace among several that cannot be read.
        DiagnoseUnreadable,
        /// The summary of one trace.
        DiagnoseTotalOne,
        /// The summary of several traces.
        DiagnoseTotalMany,
        /// check: a correct answer.
        CheckCorrect,
        /// A wrong answer, its problems by kind.
        CheckWrong,
        /// Yes, in a table's cell.
        Yes,
        /// No.
        No,
        /// rate: the header of its lines.
        RateHeader,
        /// A puzzle with two solutions or more.
        RateNotUnique,
        /// The header of rate's summary table.
        RateSummaryHeader,
        /// A number of puzzles and its share.
        RateShare,
        /// Puzzles without exactly one solution.
        RateNotExactlyOne,
        /// generate: the seed taken from the clock.
        GenerateSeed,
        /// No puzzle came out.
        GenerateFailed,
        /// A puzzle of a collection.
        PuzzleHeading,
        /// How a search ended and which.
        SolvedBy,
        /// `stats`'s verdict line.
        Recounted,
        /// The stepper's terminal is too small.
        TuiTooSmall,
        /// The stepper is playing.
        TuiPlaying,
        /// The stepper is paused.
        TuiPaused,
        /// The stepper's title line.
        TuiTitle,
        /// The go-to prompt.
        TuiGoTo,
        /// The footer's keys: step.
        TuiFooterStep,
        /// Play.
        TuiFooterPlay,
        /// Speed.
        TuiFooterSpeed,
        /// Conflict.
        TuiFooterConflict,
        /// Backtrack.
        TuiFooterBacktrack,
        /// Go to.
        TuiFooterGoTo,
        /// Help.
        TuiFooterHelp,
        /// Quit.
        TuiFooterQuit,
        /// The heading of the recent events.
        TuiRecent,
        /// --predict: the keys that answer.
        TuiQuizKeys,
        /// --predict: the keys that go on after an answer.
        TuiQuizGoOn,
        /// --predict: a key past the choices.
        TuiQuizNoChoice,
        /// --predict: a right answer, with the rule.
        TuiQuizRight,
        /// --predict: a wrong answer, with the right one.
        TuiQuizWrong,
        /// --predict: the score at the end.
        TuiQuizDone,
        /// --predict: the heading over the question and its choices.
        TuiQuizHeading,
        /// --predict: the score so far.
        TuiQuizScore,
        /// --predict: the heading of the questions missed.
        TuiQuizMissed,
        /// --predict: one question missed.
        TuiQuizMiss,
        /// --predict: every question answered right.
        TuiQuizNoMiss,
        /// step --predict on a trace with no event of the kinds asked.
        NoQuestions,
        /// marks: the heading, the page the results are of.
        MarksHeading,
        /// marks: the heading for one learner's results.
        MarksHeadingOne,
        /// marks: the learners' column.
        MarksLearner,
        /// marks: the right answers' column.
        MarksRight,
        /// marks: the time's column.
        MarksTime,
        /// marks: right answers of so many.
        MarksRightOf,
        /// marks: the heading of each question's marks.
        MarksQuestions,
        /// marks: the heading of the questions most missed.
        MarksMostMissed,
        /// marks: every answer was right.
        MarksNoneMissed,
        /// marks: a question missed, its right answers and the wrong ones chosen.
        MarksMissed,
        /// marks: a wrong answer and how many chose it.
        MarksChosen,
        /// marks: between the wrong answers.
        MarksListSeparator,
        /// No event yet.
        TuiNoneYet,
        /// The code pane's title.
        TuiCodeTitle,
        /// The stack pane's title.
        TuiStackTitle,
        /// The key without colour, first line.
        TuiKeyPlain1,
        /// Second line.
        TuiKeyPlain2,
        /// Third line.
        TuiKeyPlain3,
        /// The key's heading, coloured.
        TuiKeyHeading,
        /// A given.
        TuiKeyGiven,
        /// Placed.
        TuiKeyPlaced,
        /// Trying.
        TuiKeyTrying,
        /// Clashes.
        TuiKeyClashes,
        /// Holds the digit.
        TuiKeyHoldsIt,
        /// Its unit.
        TuiKeyItsUnit,
        /// Placed just now.
        TuiKeyPlacedNow,
        /// Erased by a backtrack.
        TuiKeyErased,
        /// Help: next event.
        TuiHelpNext,
        /// Previous event.
        TuiHelpPrevious,
        /// Play or pause.
        TuiHelpPlay,
        /// Faster or slower.
        TuiHelpSpeed,
        /// Next or previous conflict.
        TuiHelpConflict,
        /// Next or previous backtrack.
        TuiHelpBacktrack,
        /// Go to an event.
        TuiHelpGoTo,
        /// Candidates on or off.
        TuiHelpCandidates,
        /// The code pane.
        TuiHelpCode,
        /// The stack pane.
        TuiHelpStack,
        /// The tables pane.
        TuiHelpTables,
        /// First or last event.
        TuiHelpEnds,
        /// This help.
        TuiHelpHelp,
        /// Quit.
        TuiHelpQuit,
        /// How to close the help.
        TuiHelpClose,
        /// The help's title.
        TuiHelpTitle,
        /// No conflict after this.
        TuiNoLaterConflict,
        /// No conflict before this.
        TuiNoEarlierConflict,
        /// No backtrack after this.
        TuiNoLaterBacktrack,
        /// No backtrack before this.
        TuiNoEarlierBacktrack,
        /// Past the end of the trace.
        TuiNoEvent,
        /// The go-to prompt asked for an event by what it is, and the trace has none.
        TuiNoWanted,
        /// The go-to prompt asked for the N-th such event, and the trace has fewer.
        TuiOnlyWanted,
        /// The go-to prompt was given neither a number nor a kind of event.
        TuiNotAnEvent,
        /// Past the end of a trace with an impossible event.
        TuiNoEventRefused,
        /// A damaged stretch of a trace.
        TuiCannotGo,
        /// A trace stopped by an impossible event.
        TuiStoppedBy,
        /// The keys for the next event.
        TuiKeyNext,
        /// The keys for the event before.
        TuiKeyPrevious,
        /// The space bar.
        TuiKeySpace,
        /// The footer's keys: the lesson's moments.
        TuiFooterLesson,
        /// The help: the keys for the lesson's next and previous moment.
        TuiHelpLesson,
        /// The heading of a lesson's note, at its moment.
        TuiLessonHeading,
        /// What a stepper with a lesson says until its first key.
        TuiLessonOpening,
        /// The same, for a lesson with a title.
        TuiLessonOpeningTitled,
        /// n or N without a lesson.
        TuiNoLesson,
        /// n after the lesson's last moment.
        TuiNoLaterMoment,
        /// N before the lesson's first moment.
        TuiNoEarlierMoment,
        /// `render --at` past an impossible event.
        WrotePngRefused,
        /// `render --at`.
        WrotePng,
        /// `render` of a GIF.
        WroteGif,
        /// `render` of a frame folder.
        WroteFrames,
        /// The events frames show, of a trace with none.
        FramesNoEvent,
        /// Of a trace of one event, shown.
        FramesEveryOne,
        /// Every event of the trace, each shown.
        FramesEvery,
        /// Some of the trace's events, shown as a longer choice is (`--max-frames`).
        FramesSampled,
        /// The one event chosen (`--from`, `--to`, `--only`, `--every`), shown.
        FramesChosenOne,
        /// The events chosen, each shown.
        FramesChosen,
        /// Some of the events chosen, shown as a longer choice is.
        FramesChosenSampled,
        /// How a long choice is told as a story.
        SampledStory,
        /// How a long choice is spread evenly.
        SampledEven,
        /// A choice longer than --max-frames.
        SampledNote,
        /// A trace whose conflicts name no unit or cell: their clashes were worked out.
        NoteWorkedOut,
        /// `html`'s line.
        WrotePage,
        /// One step of a page.
        PageOneStep,
        /// Steps of a page.
        PageSteps,
        /// `html --poster`.
        WrotePoster,
        /// `html --poster --title`: a title with a character the pictures do not draw.
        PosterUntitled,
        /// `html`: the page plays its opening at one speed, the rest at another.
        PagePaced,
        /// `html`: the page plays at one speed.
        PageSpeed,
        /// `html`: the page plays an event a frame.
        PageSpeedOne,
        /// `play`'s line.
        WrotePlayPage,
        /// One puzzle of a `play` page.
        PlayOnePuzzle,
        /// Puzzles of a `play` page.
        PlayPuzzles,
        /// How many puzzles of one level a `play` page deals.
        PlayLevelCount,
        /// A `play` page's title unless told otherwise.
        PlayTitle,
        /// Where a puzzle of `play`'s input stands.
        PlayWhere,
        /// A puzzle of `play`'s input with no solution, left out.
        PlayNoSolution,
        /// A puzzle of `play`'s input with several solutions, left out.
        PlayNotUnique,
        /// More than one of `check`'s grids from standard input.
        CheckOneFromStdin,
        /// `check`'s puzzle, in its errors.
        CheckThePuzzle,
        /// `check`'s answer, in its errors.
        CheckTheAnswer,
        /// `check --solution`, in its errors.
        CheckTheSolution,
        /// One of `check`'s grids and where it was read from.
        CheckArgumentFrom,
        /// `compare` with every input skipped.
        CompareNoPuzzle,
        /// A line of an input that is not a puzzle, skipped.
        SkippedLine,
        /// `play --count 0`.
        PlayCountZero,
        /// `play --count` past the most a page deals.
        PlayCountTooMany,
        /// `play`'s one puzzle has no solution or more than one: nothing to deal.
        PlayOnlyPuzzleLeftOut,
        /// None of `play`'s puzzles has exactly one solution.
        PlayEveryPuzzleLeftOut,
        /// Why a puzzle was left out: no solution.
        PlayHasNoSolution,
        /// Why a puzzle was left out: more than one solution.
        PlayHasSeveralSolutions,
        /// `play`'s input holds no puzzle.
        PlayNoPuzzle,
        /// `show --to` outside the events it can show.
        ShowToOutside,
        /// `render --delay`, `--pause`, `--hold`: seconds outside 0 to 600.
        RenderSecondsOutside,
        /// `render --to` before `--from`.
        RenderToBeforeFrom,
        /// `render --max-bytes` for an output that is not a GIF.
        RenderMaxBytesNotGif,
        /// `render --width`, `--height`: the cell size chosen.
        SizeCells,
        /// `render --width` alone made a frame taller than a laptop's screen shows.
        TallerThanScreen,
        /// `render --max-bytes`: the frames asked for fit.
        BudgetKept,
        /// `render --max-bytes`: fewer frames were drawn to fit.
        BudgetFewer,
        /// `render --max-bytes`: so few frames kept that the story is gone, and the size
        /// that would keep it.
        BudgetNoStory,
        /// `solve --trace`.
        WroteTrace,
        /// `demo`'s first line.
        DemoIntro,
        /// The solution's heading.
        DemoSolved,
        /// The row of median times.
        DemoTimeMedian,
        /// How the times were taken.
        DemoMedianOf,
        /// The strategies' table's first column.
        DemoStrategy,
        /// A trace the demo wrote.
        DemoWroteTrace,
        /// A picture the demo wrote.
        DemoWrotePicture,
        /// The GIF.
        DemoAnimated,
        /// The GIF beside the code.
        DemoWithCode,
        /// The PNG of a conflict.
        DemoConflict,
        /// The side-by-side GIF.
        DemoSideBySide,
        /// The web page.
        DemoWrotePage,
        /// The comparison's report.
        DemoWroteReport,
        /// A chart.
        DemoWroteChart,
        /// What to run next.
        DemoNext,
        /// `chart`'s line a chart.
        WroteChart,
        /// Between the strategies a comparison names.
        CompareAnd,
        /// The summary's first line, one timed run.
        CompareSummaryOne,
        /// The summary's first line, several timed runs.
        CompareSummaryMany,
        /// One input, counted.
        CompareInputsOne,
        /// Inputs, counted.
        CompareInputsMany,
        /// The two checks' ratio in all.
        CompareRatioLine,
        /// The two checks' ratio on the one puzzle compared.
        CompareRatioLineOne,
        /// A strategy's search of the one puzzle compared, finished.
        CompareOneFinished,
        /// A strategy's search of the one puzzle compared, stopped at the limit.
        CompareOneStopped,
        /// The two checks' ratio in all, and per puzzle.
        CompareRatioSpreadLine,
        /// A strategy's median tries, some censored.
        CompareMedianTries,
        /// Puzzles a second.
        ComparePuzzlesPerSecond,
        /// Microseconds a puzzle.
        CompareMicrosPerPuzzle,
        /// Tries a puzzle.
        CompareTriesPerPuzzle,
        /// The share solved without guessing.
        CompareWithoutGuessing,
        /// Guesses a puzzle.
        CompareGuessesPerPuzzle,
        /// Eliminations a puzzle, by rule.
        CompareEliminationsPerPuzzle,
        /// One rule's eliminations a puzzle.
        CompareEliminationsOf,
        /// Before the figures over the puzzles a strategy finished.
        CompareOverFinished,
        /// Before the figures, when the strategy finished every puzzle.
        CompareFiguresAfter,
        /// What the per-puzzle charts and ratios leave out.
        CompareLeftOut,
        /// The puzzles with no solution.
        CompareNoSolution,
        /// The report's files written.
        CompareWrote,
        /// The charts written.
        CompareWroteCharts,
        /// How long the comparison took, and where the time went.
        CompareTook,
    }
}

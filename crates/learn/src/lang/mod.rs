//! The words of sudotrace-learn, in every language: diagnose's findings and summaries,
//! a player's mistakes, the generator's and the rating's lines. Made with
//! [`sudotrace_core::catalog!`] as every crate's catalog is; the words several crates
//! share (an event's, the counts') are the core's ([`sudotrace_core::lang::Text`]).

mod en;
mod zh_cn;

sudotrace_core::catalog! {
    /// Every message of sudotrace-learn's catalog. Each language gives every one.
    pub enum LearnText {
        /// diagnose: a line that is not an event.
        FindingMalformed,
        /// A line after the end record.
        FindingAfterEnd,
        /// An event that cannot happen on the board.
        FindingImpossible,
        /// A trace with no end record.
        FindingNoEnd,
        /// A try that neither a conflict nor a placement answers.
        FindingTryUnanswered,
        /// A conflict that answers no try, after another event.
        FindingConflictWithoutTry,
        /// A conflict that answers no try, as the first event.
        FindingConflictWithoutTryFirst,
        /// A placement no try came before, after another event.
        FindingPlaceWithoutTry,
        /// A placement no try came before, as the first event.
        FindingPlaceWithoutTryFirst,
        /// A digit tried twice in a cell with nothing placed in between.
        FindingTriedTwice,
        /// Solved, says the end record, with one blank empty.
        FindingBlanksLeftOne,
        /// Solved, says the end record, with blanks empty.
        FindingBlanksLeftMany,
        /// The empty blanks no event filled.
        BlanksNeverFilled,
        /// The empty blanks filled and erased again.
        BlanksErased,
        /// Between the cells of a list.
        CellsSeparator,
        /// The first cells of a long list, and how many more.
        CellsAndMore,
        /// Between the clauses of a sentence: `; `.
        ClauseSeparator,
        /// The end record's solution is not the board.
        FindingEndSolution,
        /// Unsolvable, says the end record, for a puzzle with a solution.
        FindingGaveUp,
        /// The end record's counts differ from its events'.
        FindingEndCounts,
        /// One count as recorded and as counted.
        EndCountDifference,
        /// A finding with the departure at the same event.
        FindingWithDeparture,
        /// Where a search departs from the strategy it claims.
        DepartureWords,
        /// How it differs, after the strategy's next event.
        DepartureHow,
        /// The trace backtracked with digits left to try.
        DidBacktrackUntried,
        /// The same, erasing a digit of another cell.
        DidBacktrackUntriedErasing,
        /// The trace's event there.
        DidHas,
        /// The trace ends there.
        DidEnds,
        /// What the strategy would do instead: try.
        WouldTry,
        /// See a clash.
        WouldConflict,
        /// Place.
        WouldPlace,
        /// Backtrack.
        WouldBacktrack,
        /// Choose a blank.
        WouldChoose,
        /// Force a digit.
        WouldForce,
        /// Find a dead end.
        WouldDeadEnd,
        /// Take back a forced digit.
        WouldUnforce,
        /// The strategy would eliminate.
        WouldEliminate,
        /// The strategy would restore an elimination.
        WouldRestore,
        /// Stop.
        WouldStop,
        /// How a search differs, after `it `: the order of the units.
        HowUnitOrder,
        /// Column by column.
        HowColumnOrder,
        /// The same search, its check reading the three units in one loop.
        HowOneLoop,
        /// The same search, its check reading the units whole, the row first.
        HowUnitByUnit,
        /// The same search, its check reading the three units in one loop, the column
        /// first.
        HowOneLoopColumnFirst,
        /// Another order of blanks.
        HowBlankOrder,
        /// Another order of digits.
        HowDigitOrder,
        /// Where a resembling search goes its own way: the event.
        NoteAt,
        /// The event and where in the file.
        NoteAtLocated,
        /// The two events there.
        NoteBoth,
        /// The trace's event where the strategy stops.
        NoteStops,
        /// The trace ends where the strategy goes on.
        NoteGoesOn,
        /// From there, how it differs.
        NoteHow,
        /// From there, its own way.
        NoteOwnWay,
        /// The strategy a trace claims, not even its first event.
        LikenessClaimsNone,
        /// Its first event only.
        LikenessClaimsOne,
        /// Its first events.
        LikenessClaimsMany,
        /// The strategy a trace resembles, not even its first event.
        LikenessResemblesNone,
        /// Its first event only.
        LikenessResemblesOne,
        /// Its first events.
        LikenessResemblesMany,
        /// How much of a trace stopped by a fault was read: none, of one event.
        ReadingNoneOne,
        /// None, of several.
        ReadingNoneMany,
        /// The first, then the fault.
        ReadingOneOne,
        /// The first, then several.
        ReadingOneMany,
        /// The first few, then the fault.
        ReadingManyOne,
        /// The first few, then several.
        ReadingManyMany,
        /// Why a clean trace is clean: it is a strategy's search.
        SummaryExact,
        /// The strategy it claims.
        SummaryExactClaimed,
        /// It keeps to the rules.
        SummaryKeepsRules,
        /// A strategy's search but for the clashes its check names first.
        SummarySame,
        /// The strategy it claims, but for the clashes its check names first.
        SummarySameClaimed,
        /// A summary and where a resembling search differs.
        LineSummaryHow,
        /// A summary and where a resembling search goes its own way.
        LineSummaryOwnWay,
        /// A summary and how the check of a strategy's search differs.
        LineSummaryCheck,
        /// A given erased.
        MistakeGivenErased,
        /// A solution given for a puzzle that is not one of its solutions, and the first
        /// way it is not.
        NotASolution,
        /// A given changed.
        MistakeGivenChanged,
        /// A digit more than once in a unit.
        MistakeDuplicate,
        /// A blank left.
        MistakeBlank,
        /// A digit of the answer's that is not the solution's.
        MistakeWrong,
        /// The puzzle has no solution: no answer to it can be right.
        PuzzleNoSolution,
        /// The puzzle has several solutions: an answer is held to the rules only.
        PuzzleSeveralSolutions,
        /// A unit and its number: `row 3`.
        UnitNumbered,
        /// One given changed.
        TallyGivenChangedOne,
        /// Givens changed.
        TallyGivenChangedMany,
        /// One duplicate.
        TallyDuplicateOne,
        /// Duplicates.
        TallyDuplicateMany,
        /// One blank.
        TallyBlankOne,
        /// Blanks.
        TallyBlankMany,
        /// One wrong digit.
        TallyWrongOne,
        /// Wrong digits.
        TallyWrongMany,
        /// A difficulty level: easy.
        LevelEasy,
        /// Medium.
        LevelMedium,
        /// Hard.
        LevelHard,
        /// Expert.
        LevelExpert,
        /// Easy or medium: singles solve it.
        LevelEasyOrMedium,
        /// Hard or expert: singles do not.
        LevelHardOrExpert,
        /// What fills a puzzle in without a guess: singles alone.
        LogicSingles,
        /// Singles, pointing and claiming.
        LogicIntersections,
        /// Singles, pointing, claiming and pairs.
        LogicPairs,
        /// More than pairs.
        LogicMore,
        /// Fewer than 17 clues asked for.
        GenerateTooFewClues,
        /// More than 81 clues asked for.
        GenerateTooManyClues,
        /// --logic singles with a level singles do not solve.
        GenerateSinglesNotThatLevel,
        /// --logic past singles with a level singles solve.
        GenerateLogicNotThatLevel,
        /// Why no puzzle came out.
        GenerateGaveUp,
        /// A level with a number of clues.
        WantedLevelClues,
        /// A level.
        WantedLevel,
        /// A number of clues.
        WantedClues,
        /// A minimal puzzle.
        WantedMinimal,
        /// What was asked for, needing a step of logic.
        WantedLogic,
        /// The steps of logic the attempts needed.
        LogicSeen,
        /// The levels the attempts came out at.
        LevelsSeen,
        /// One level and how many attempts.
        LevelSeen,
        /// predict: which digit the search tries next, and where.
        PredictTry,
        /// What the check finds for a digit just tried.
        PredictOutcome,
        /// Which blank the search chooses.
        PredictChoose,
        /// Which digit is forced next.
        PredictForce,
        /// What the search does next.
        PredictNext,
    }
}

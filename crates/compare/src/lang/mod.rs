//! The words of sudotrace-compare, in every language: report.md's headings, sentences
//! and tables, the terminal summary, and the words of totals, gains and ratios that the
//! comparison charts use too. Made with [`sudotrace_core::catalog!`] as every crate's
//! catalog is; the words several crates share (an event's, the counts') are the core's
//! ([`sudotrace_core::lang::Text`]).

mod en;
mod zh_cn;

sudotrace_core::catalog! {
    /// Every message of sudotrace-compare's catalog. Each language gives every one.
    pub enum CompareText {
        /// A gain's tries: the other made none.
        CompareNoTry,
        /// A gain's tries: so many times fewer.
        CompareFewerTries,
        /// A gain's tries: so many times more.
        CompareMoreTries,
        /// So many times faster.
        CompareFaster,
        /// So many times slower.
        CompareSlower,
        /// How a strategy does against another over the puzzles both finished.
        CompareGain,
        /// How a strategy does against another on the one puzzle compared.
        CompareGainOne,
        /// The two checks' work, each in its own units (a lookup is not a read, so no
        /// ratio of them is given), then speed.
        CompareRatio,
        /// How many a strategy solved, with no limit.
        CompareSolved,
        /// How many a strategy solved within the limits.
        CompareSolvedWithin,
        /// A limit of tries.
        CompareLimitTries,
        /// Both limits, a search within them.
        CompareLimitsBoth,
        /// How many searches a limit stopped.
        CompareStopped,
        /// How many puzzles have no solution.
        CompareWithoutSolution,
        /// Between the items of a list in a line.
        CompareListSeparator,
        /// Between names (strategies, inputs) in a list.
        CompareNamesSeparator,
        /// report.md's title, checks compared.
        ReportTitleCheck,
        /// report.md's title, strategies compared.
        ReportTitleStrategy,
        /// Between the strategies of the title.
        ReportAgainst,
        /// An input and its puzzles.
        ReportSource,
        /// The last of a list of names.
        ReportListAnd,
        /// What was compared and how.
        ReportIntro,
        /// What was compared and how, when it was one puzzle.
        ReportIntroOne,
        /// Both limits, a search stopped by either.
        ReportLimitsEither,
        /// No limit.
        ReportNoLimit,
        /// The two checks' ratio in all.
        ReportRatio,
        /// The ratio of tables against naive on the one puzzle compared.
        ReportRatioOne,
        /// The two checks' ratio in all, and per puzzle.
        ReportRatioSpread,
        /// A strategy's solved count.
        ReportSolvedLine,
        /// The puzzles a limit stopped, kept in the totals.
        ReportLimited,
        /// The input lines skipped.
        ReportSkippedLines,
        /// The variants did not make the same search.
        ReportWarning,
        /// The charts' heading.
        ReportCharts,
        /// How to read censored results.
        ReportCensored,
        /// How to read searches the clock stopped.
        ReportCensoredClock,
        /// How the comparison was measured: heading.
        ReportHow,
        /// The version, date and machine.
        ReportMachine,
        /// One core.
        ReportCoresOne,
        /// Cores.
        ReportCoresMany,
        /// How the counts were taken, one thread.
        ReportCounts,
        /// One thread.
        ReportThreadsOne,
        /// Threads.
        ReportThreadsMany,
        /// How the times were taken, one timed run.
        ReportTimeOne,
        /// How the times were taken, several timed runs.
        ReportTimeMany,
        /// The limit of tries.
        ReportLimit,
        /// The limit, in the method, when one puzzle was compared.
        ReportLimitOne,
        /// Where the time of the comparison went.
        ReportTook,
        /// The shards merged into the report.
        ReportShards,
        /// One shard.
        ReportShardsOne,
        /// Shards.
        ReportShardsMany,
        /// One kind of machine.
        ReportMachinesOne,
        /// Kinds of machine.
        ReportMachinesMany,
        /// The shards' table's first columns.
        ReportShardsHeader,
        /// A shard's machine and its cores.
        ReportShardMachine,
        /// The times come from several kinds of machine.
        ReportMachinesDiffer,
        /// The totals' heading and what their rows are over.
        ReportTotals,
        /// The section of one puzzle's results, a column a strategy.
        ReportResultsOne,
        /// How the puzzle's search ended, as a row of its results.
        ReportRowResult,
        /// The time of the search, as a row of one puzzle's results.
        ReportRowTimeOne,
        /// How the first rows count a stopped search.
        ReportOverLimit,
        /// The first rows, with no limit.
        ReportOverNoLimit,
        /// A totals row.
        ReportRowPuzzles,
        /// A totals row.
        ReportRowSolved,
        /// A totals row.
        ReportRowStopped,
        /// A totals row.
        ReportRowNoSolution,
        /// A totals row.
        ReportRowMedianTries,
        /// A totals row.
        ReportRowMeanTries,
        /// A totals row.
        ReportRowMedianTime,
        /// A totals row.
        ReportRowMeanTime,
        /// A totals row.
        ReportRowFinished,
        /// A totals row.
        ReportRowPuzzlesPerSecond,
        /// A totals row.
        ReportRowMicros,
        /// A totals row.
        ReportRowWithoutGuessing,
        /// A totals row.
        ReportRowGuesses,
        /// A totals row.
        ReportRowTime,
        /// A totals row.
        ReportRowWorkTry,
        /// A totals row.
        ReportRowWorkPlacement,
        /// The per-puzzle table of strategies: heading.
        ReportPerPuzzleStrategies,
        /// The per-puzzle table of strategies: first columns.
        ReportStrategiesHeader,
        /// The per-puzzle table of strategies: a strategy's columns.
        ReportStrategiesColumns,
        /// A puzzle a limit stopped, in a result column.
        ReportLimitCell,
        /// A puzzle a limit stopped, and what it needs.
        ReportLimitNeeds,
        /// A search not timed.
        ReportNotTimed,
        /// A stopped search's tries, censored.
        ReportTriesCensored,
        /// The per-puzzle table of checks: heading.
        ReportPerPuzzleSame,
        /// The per-puzzle table of checks: first columns.
        ReportSameHeader,
        /// The per-puzzle table of checks: a variant's columns.
        ReportSameColumns,
        /// The per-puzzle table of checks: the ratio's column.
        ReportPairColumn,
        /// A puzzle with no ratio.
        ReportNotFinishedByBoth,
        /// The puzzles stopped, skipped and disagreeing: heading.
        ReportMarked,
        /// The puzzles a limit stopped.
        ReportStoppedAtLimit,
        /// The table of stopped puzzles: header.
        ReportStoppedHeader,
        /// The input lines skipped.
        ReportSkippedInput,
        /// The table of skipped lines: header.
        ReportSkippedHeader,
        /// The puzzles whose variants disagree: heading.
        ReportDisagree,
        /// Why a puzzle is marked: a limit stopped a strategy.
        ReportNoteLimit,
        /// A stopped strategy and what it needs.
        ReportNoteNeeds,
        /// Why a puzzle is marked: the variants disagree.
        ReportNoteDisagree,
        /// What a search stopped by the tries needs.
        ReportMoreThanTries,
        /// What a search stopped by the clock needs.
        ReportMoreThanTime,
        /// A puzzle whose variants disagree, and why.
        ReportDisagreeLine,
        /// One puzzle, counted.
        ChartPuzzlesOne,
        /// The one puzzle compared, from a file that holds only it.
        OnePuzzleFrom,
        /// The one puzzle compared, on a line of a file.
        OnePuzzleOnLine,
        /// The one puzzle compared, given on the command line.
        OnePuzzleGiven,
        /// The one puzzle compared, read from standard input.
        OnePuzzleStdin,
        /// Puzzles, counted: `{n} puzzles`.
        ChartPuzzlesMany,
        /// One input line, counted.
        ChartInputLinesOne,
        /// Input lines, counted.
        ChartInputLinesMany,
        /// Puzzles whose search stopped at the limit.
        ChartStoppedBySearch,
        /// Puzzles a strategy stopped at the limit.
        ChartStoppedByStrategy,
        /// Puzzles not timed.
        ChartNotTimed,
        /// Input lines skipped.
        ChartSkipped,
    }
}

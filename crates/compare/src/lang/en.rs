//! The English catalog of sudotrace-compare: every [`CompareText`] in English.

use super::CompareText;

/// The words of `text` in English.
pub(super) fn text(text: CompareText) -> &'static str {
    match text {
        CompareText::CompareNoTry => "no try at all",
        CompareText::CompareFewerTries => "{ratio}x fewer tries",
        CompareText::CompareMoreTries => "{ratio}x more tries",
        CompareText::CompareFaster => "{ratio}x faster",
        CompareText::CompareSlower => "{ratio}x slower",
        CompareText::CompareGain => {
            "{other}: {tries}, {speed} than {base} over the {puzzles} both finished"
        }
        CompareText::CompareGainOne => "{other}: {tries}, {speed} than {base}",
        CompareText::CompareRatio => {
            "tables looks up {lookups} table entries where naive reads {reads} cells, and is {speed}"
        }
        CompareText::CompareSolved => "solved {solved} of {puzzles}",
        CompareText::CompareSolvedWithin => "solved {solved} of {puzzles} within {limits}",
        CompareText::CompareLimitTries => "{tries} tries",
        CompareText::CompareLimitsBoth => "{tries} tries and {time}",
        CompareText::CompareStopped => "{n} stopped",
        CompareText::CompareWithoutSolution => "{n} without solution",
        CompareText::CompareListSeparator => ", ",
        CompareText::CompareNamesSeparator => ", ",
        CompareText::ReportTitleCheck => "# Check comparison: {solvers}",
        CompareText::ReportTitleStrategy => "# Strategy comparison: {solvers}",
        CompareText::ReportAgainst => " against ",
        CompareText::ReportSource => "{source} ({puzzles})",
        CompareText::ReportListAnd => "{init} and {last}",
        CompareText::ReportIntro => {
            "{puzzles} from {sources}, each solved by {solvers}. Counts come from the search itself; time is the median of {repeat} untraced runs after a warm-up, with the fastest and slowest run in brackets. Searches are stopped after {limits}."
        }
        CompareText::ReportIntroOne => {
            "One puzzle, {puzzle}, solved by {solvers}. Counts come from the search itself; time is the median of {repeat} untraced runs after a warm-up, with the fastest and slowest run in brackets. Searches are stopped after {limits}."
        }
        CompareText::ReportLimitsEither => "{tries} tries or {time}",
        CompareText::ReportNoLimit => "no limit",
        CompareText::ReportRatio => "**{ratio}**, in total over the {puzzles} both finished.",
        CompareText::ReportRatioOne => "**{ratio}**.",
        CompareText::ReportRatioSpread => {
            "**{ratio}**, in total over the {puzzles} both finished; per puzzle from {min}x to {max}x as fast, {mean}x in the geometric mean."
        }
        CompareText::ReportSolvedLine => "- {solver}: {solved}.",
        CompareText::ReportLimited => {
            "Every puzzle stays in every strategy's totals: on {puzzles}, at least one strategy was stopped at the limit, and that search counts as needing more (see [Reading censored results](#reading-censored-results))."
        }
        CompareText::ReportSkippedLines => {
            "{lines} skipped as unreadable (see [Stopped, skipped and disagreeing](#stopped-skipped-and-disagreeing))."
        }
        CompareText::ReportWarning => {
            "**Warning:** on some puzzles the variants' counts differ, so they did not make the same search; see the notes below."
        }
        CompareText::ReportCharts => "## Charts",
        CompareText::ReportCensored => {
            "## Reading censored results\n\nA search stopped at the limit made exactly {limit} tries and needs more: its result is *censored*, known only to be more than {limit} tries. Such a puzzle stays in the strategy's totals, as the SAT competitions count a timeout:\n\n- **solved** counts the puzzles solved within the limit, of all compared;\n- the **median tries** is taken over every puzzle, a stopped one counting as more than any finished one; a median that falls among them reads `> N`, the least it can be;\n- the **PAR-2 mean tries** (penalised average runtime, factor {penalty}) is the mean over every puzzle with each stopped search counted as {penalty} × {limit} tries: it grows with every puzzle a strategy cannot finish;\n- counts, times and speeds are over the puzzles the strategy **finished**, and a ratio between two strategies over the puzzles both finished, saying how many.\n\nA cactus plot shows the same at every budget: how many puzzles each strategy solves within that many tries, or that much time."
        }
        CompareText::ReportCensoredClock => {
            " A search stopped by the clock, after {time}, is censored too: it needs more time than that, and more tries than it made. With it, the median and PAR-2 mean of the time are given (a search stopped by either limit counting as more than {time}, and as {penalty} × {time}), and those of the tries only when the clock stopped none."
        }
        CompareText::ReportHow => "## How this was measured",
        CompareText::ReportMachine => {
            "- sudotrace {version}, {date}, on {cpu} ({cores}, {os} {arch})."
        }
        CompareText::ReportCoresOne => "1 core",
        CompareText::ReportCoresMany => "{n} cores",
        CompareText::ReportCounts => {
            "- Counts: one untraced run of every puzzle and variant, on {threads}."
        }
        CompareText::ReportThreadsOne => "1 thread",
        CompareText::ReportThreadsMany => "{n} threads",
        CompareText::ReportTimeOne => {
            "- Time: for each puzzle and variant in turn, alone, a warm-up run (the whole search, or its first {events} events when longer), then {repeat} timed untraced run; the solver's own clock, median with min and max. Stopped searches are not timed."
        }
        CompareText::ReportTimeMany => {
            "- Time: for each puzzle and variant in turn, alone, a warm-up run (the whole search, or its first {events} events when longer), then {repeat} timed untraced runs; the solver's own clock, median with min and max. Stopped searches are not timed."
        }
        CompareText::ReportLimit => {
            "- Limit: a search is stopped once it has made {tries} tries, before its next, and marked `limit`: it needs more than {tries} (censored; see [Reading censored results](#reading-censored-results))."
        }
        CompareText::ReportLimitOne => {
            "- Limit: a search is stopped once it has made {tries} tries, before its next, and marked `limit`: it needs more than {tries}."
        }
        CompareText::ReportTook => {
            "- This comparison took {wall} up to this report: {solving} solving (counting {counting}, warm-ups and timed runs {timing}, of which timed runs {timed}) and {overhead} ({percent}%) for everything else."
        }
        CompareText::ReportShards => {
            "- Run as {shards} merged by `sudotrace compare merge`, on {machines}; each puzzle was timed on one shard's machine, alone:"
        }
        CompareText::ReportShardsOne => "1 shard",
        CompareText::ReportShardsMany => "{n} shards",
        CompareText::ReportMachinesOne => "1 kind of machine",
        CompareText::ReportMachinesMany => "{n} kinds of machine",
        CompareText::ReportShardsHeader => {
            "  | shard | host | machine | puzzles | solving | in all | counted |"
        }
        CompareText::ReportShardMachine => "{cpu} ({cores})",
        CompareText::ReportMachinesDiffer => {
            "- **The times come from {n} kinds of machine.** Each puzzle's time is its own machine's; totals and ratios of time below add times from different machines: compare the solvers' times shard by shard in the table above (each from one machine), or run the shards on one kind of machine."
        }
        CompareText::ReportTotals => {
            "## Totals\n\nThe first rows are over every puzzle, {over}; the rest over the puzzles each strategy finished (solved, or found without solution, within the limit)."
        }
        CompareText::ReportResultsOne => {
            "## Results\n\nEach strategy's search of the puzzle: how it ended, its counts, and its time (the median, with the fastest and slowest run in brackets)."
        }
        CompareText::ReportRowResult => "result",
        CompareText::ReportRowTimeOne => "time",
        CompareText::ReportOverLimit => {
            "a search stopped at {limits} counting as more than the limit"
        }
        CompareText::ReportOverNoLimit => "with no limit",
        CompareText::ReportRowPuzzles => "puzzles",
        CompareText::ReportRowSolved => "solved",
        CompareText::ReportRowStopped => "stopped at the limit",
        CompareText::ReportRowNoSolution => "no solution",
        CompareText::ReportRowMedianTries => "median tries (every puzzle)",
        CompareText::ReportRowMeanTries => "PAR-2 mean tries (every puzzle)",
        CompareText::ReportRowMedianTime => "median time (every puzzle)",
        CompareText::ReportRowMeanTime => "PAR-2 mean time (every puzzle)",
        CompareText::ReportRowFinished => "**finished**, which the rows below are over",
        CompareText::ReportRowPuzzlesPerSecond => "puzzles a second",
        CompareText::ReportRowMicros => "µs a puzzle",
        CompareText::ReportRowWithoutGuessing => "solved without guessing",
        CompareText::ReportRowGuesses => "guesses a puzzle",
        CompareText::ReportRowTime => "time (sum of medians)",
        CompareText::ReportRowWorkTry => "work a try (check's cost / tries)",
        CompareText::ReportRowWorkPlacement => {
            "work a placement (check's cost / placed and forced digits)"
        }
        CompareText::ReportPerPuzzleStrategies => {
            "## Per puzzle\n\nEach strategy makes its own search: its tries, what its check paid (cell reads or table lookups, with the looks over the blanks), and its time."
        }
        CompareText::ReportStrategiesHeader => "| # | puzzle | result |",
        CompareText::ReportStrategiesColumns => {
            " {solver}: tries | {solver}: {cost} | {solver}: time |"
        }
        CompareText::ReportLimitCell => "**limit**",
        CompareText::ReportLimitNeeds => "**limit** (needs {beyond})",
        CompareText::ReportNotTimed => "not timed",
        CompareText::ReportTriesCensored => "{tries} ({censored})",
        CompareText::ReportPerPuzzleSame => {
            "## Per puzzle\n\nTries, conflicts and backtracks are the same for every variant (they make the same search); each variant pays its own cost counter."
        }
        CompareText::ReportSameHeader => {
            "| # | puzzle | result | tries | conflicts row / col / box | backtracks |"
        }
        CompareText::ReportSameColumns => " {solver}: {cost} | {solver}: time |",
        CompareText::ReportPairColumn => " tables against naive |",
        CompareText::ReportNotFinishedByBoth => "not finished by both",
        CompareText::ReportMarked => "## Stopped, skipped and disagreeing",
        CompareText::ReportStoppedAtLimit => {
            "### Stopped at the limit ({n})\n\nAt least one strategy was stopped at the limit ({limits}) on these puzzles and not timed: it needs more. They count in its totals as censored, and are left out of the per-puzzle ratios and charts."
        }
        CompareText::ReportStoppedHeader => {
            "| # | puzzle | stopped | puzzle text |\n|--:|---|---|---|"
        }
        CompareText::ReportSkippedInput => {
            "### Skipped input lines ({n})\n\nThese could not be read as puzzles; the rest of each input was compared."
        }
        CompareText::ReportSkippedHeader => "| input | line | why |\n|---|--:|---|",
        CompareText::ReportDisagree => "### Variants that disagree",
        CompareText::ReportNoteLimit => "limit: {stopped} (censored, not timed)",
        CompareText::ReportNoteNeeds => "{solver} needs {beyond}",
        CompareText::ReportNoteDisagree => {
            "the variants' counts differ: they did not make the same search"
        }
        CompareText::ReportMoreThanTries => "more than {tries} tries",
        CompareText::ReportMoreThanTime => "more than {time}",
        CompareText::ReportDisagreeLine => "- {number} ({puzzle}): {note}",
        CompareText::ChartPuzzlesOne => "1 puzzle",
        CompareText::ChartPuzzlesMany => "{n} puzzles",
        CompareText::OnePuzzleFrom => "from {file}",
        CompareText::OnePuzzleOnLine => "on line {line} of {file}",
        CompareText::OnePuzzleGiven => "given on the command line",
        CompareText::OnePuzzleStdin => "read from standard input",
        CompareText::ChartInputLinesOne => "1 input line",
        CompareText::ChartInputLinesMany => "{n} input lines",
        CompareText::ChartStoppedBySearch => {
            "{puzzles} stopped at the limit of {limit} tries by the search"
        }
        CompareText::ChartStoppedByStrategy => {
            "{puzzles} stopped at the limit of {limit} tries by a strategy"
        }
        CompareText::ChartNotTimed => "{puzzles} not timed",
        CompareText::ChartSkipped => "{lines} skipped",
    }
}

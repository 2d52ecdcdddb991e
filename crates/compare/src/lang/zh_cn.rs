//! The Simplified Chinese catalog of sudotrace-compare: every [`CompareText`] in Chinese, in the terms
//! docs/glossary.zh-CN.md lists, set as the core's catalog sets them (a space between
//! Chinese and Latin letters or digits, full-width punctuation).

use super::CompareText;

/// The words of `text` in Simplified Chinese.
pub(super) fn text(text: CompareText) -> &'static str {
    match text {
        CompareText::CompareNoTry => "完全没有尝试",
        CompareText::CompareFewerTries => "尝试次数为其 1/{ratio}",
        CompareText::CompareMoreTries => "尝试次数为其 {ratio} 倍",
        CompareText::CompareFaster => "速度为其 {ratio} 倍",
        CompareText::CompareSlower => "速度为其 1/{ratio}",
        CompareText::CompareGain => {
            "{other}：与 {base} 相比，在两者都完成的 {puzzles}上，{tries}，{speed}"
        }
        CompareText::CompareGainOne => "{other}：与 {base} 相比，{tries}，{speed}",
        CompareText::CompareRatio => {
            "查表（tables）检查查表 {lookups} 次，朴素（naive）检查读格 {reads} 次；查表检查{speed}"
        }
        CompareText::CompareSolved => "解出 {solved} / {puzzles} 道",
        CompareText::CompareSolvedWithin => "解出 {solved} / {puzzles} 道（上限：{limits}）",
        CompareText::CompareLimitTries => "{tries} 次尝试",
        CompareText::CompareLimitsBoth => "{tries} 次尝试和 {time}",
        CompareText::CompareStopped => "{n} 道被停止",
        CompareText::CompareWithoutSolution => "{n} 道无解",
        CompareText::CompareListSeparator => "，",
        CompareText::CompareNamesSeparator => "、",
        CompareText::ReportTitleCheck => "# 检查方式比较：{solvers}",
        CompareText::ReportTitleStrategy => "# 策略比较：{solvers}",
        CompareText::ReportAgainst => " 对比 ",
        CompareText::ReportSource => "{source}（{puzzles}）",
        CompareText::ReportListAnd => "{init} 和 {last}",
        CompareText::ReportIntro => {
            "{puzzles}，来自 {sources}，每道都由 {solvers} 求解。计数来自搜索本身；用时是预热一次后 {repeat} 次不记录轨迹的运行的中位数，括号里是最快和最慢的一次。搜索上限：{limits}。"
        }
        CompareText::ReportIntroOne => {
            "一道题目（{puzzle}），由 {solvers} 求解。计数来自搜索本身；用时是预热一次后 {repeat} 次不记录轨迹的运行的中位数，括号里是最快和最慢的一次。搜索上限：{limits}。"
        }
        CompareText::ReportLimitsEither => "{tries} 次尝试或 {time}",
        CompareText::ReportNoLimit => "无",
        CompareText::ReportRatio => "**{ratio}**（合计于两者都完成的 {puzzles}）。",
        CompareText::ReportRatioOne => "**{ratio}**。",
        CompareText::ReportRatioSpread => {
            "**{ratio}**（合计于两者都完成的 {puzzles}）；每道题目的速度为其 {min} 到 {max} 倍，几何平均为 {mean} 倍。"
        }
        CompareText::ReportSolvedLine => "- {solver}：{solved}。",
        CompareText::ReportLimited => {
            "每道题目都计入每个策略的合计：在 {puzzles}上，至少有一个策略在上限处被停止，这次搜索算作需要更多（见[读懂被截断的结果](#读懂被截断的结果)）。"
        }
        CompareText::ReportSkippedLines => {
            "{lines}无法读取，已跳过（见[停止、跳过与不一致](#停止跳过与不一致)）。"
        }
        CompareText::ReportWarning => {
            "**警告：**在一些题目上，各变体的计数不同，它们做的不是同一个搜索；见下面的说明。"
        }
        CompareText::ReportCharts => "## 图表",
        CompareText::ReportCensored => {
            "## 读懂被截断的结果\n\n在上限处被停止的搜索恰好做了 {limit} 次尝试，还需要更多：它的结果是*被截断*的，只知道超过 {limit} 次尝试。这样的题目仍计入该策略的合计，就像 SAT 竞赛计算超时一样：\n\n- **解出**统计在上限内解出的题目数，分母是全部比较的题目；\n- **尝试次数中位数**取自每道题目，被停止的题目算作多于任何完成的题目；落在它们之中的中位数写作 `> N`，即它至少的值；\n- **PAR-2 平均尝试次数**（惩罚平均运行时间，系数 {penalty}）是全部题目的平均值，每个被停止的搜索按 {penalty} × {limit} 次尝试计：策略每多一道无法完成的题目，它就会增大；\n- 计数、用时和速度取自该策略**完成**的题目，两个策略之间的比值取自两者都完成的题目，并说明有多少道。\n\n累积解出图在每个预算下显示同样的信息：在这么多次尝试或这么长时间内，每个策略能解出多少道题目。"
        }
        CompareText::ReportCensoredClock => {
            "被时钟在 {time} 后停止的搜索也是被截断的：它需要更多的时间，也需要比已做的更多的尝试。此时给出用时的中位数和 PAR-2 平均值（被任一上限停止的搜索算作超过 {time}，以及按 {penalty} × {time} 计），而尝试次数的中位数和 PAR-2 平均值只在时钟没有停止任何搜索时给出。"
        }
        CompareText::ReportHow => "## 测量方法",
        CompareText::ReportMachine => {
            "- sudotrace {version}，{date}，运行于 {cpu}（{cores}，{os} {arch}）。"
        }
        CompareText::ReportCoresOne => "1 个核心",
        CompareText::ReportCoresMany => "{n} 个核心",
        CompareText::ReportCounts => {
            "- 计数：每道题目的每个变体做一次不记录轨迹的运行，使用 {threads}。"
        }
        CompareText::ReportThreadsOne => "1 个线程",
        CompareText::ReportThreadsMany => "{n} 个线程",
        CompareText::ReportTimeOne => {
            "- 用时：依次对每道题目的每个变体单独运行，先预热一次（整个搜索，较长时为其前 {events} 个事件），再做 {repeat} 次计时的不记录轨迹的运行；用求解器自己的时钟，取中位数，并给出最小值和最大值。被停止的搜索不计时。"
        }
        CompareText::ReportTimeMany => {
            "- 用时：依次对每道题目的每个变体单独运行，先预热一次（整个搜索，较长时为其前 {events} 个事件），再做 {repeat} 次计时的不记录轨迹的运行；用求解器自己的时钟，取中位数，并给出最小值和最大值。被停止的搜索不计时。"
        }
        CompareText::ReportLimit => {
            "- 上限：搜索做满 {tries} 次尝试后，在下一次尝试之前被停止，并标为 `limit`：它需要超过 {tries} 次（被截断；见[读懂被截断的结果](#读懂被截断的结果)）。"
        }
        CompareText::ReportLimitOne => {
            "- 上限：搜索做满 {tries} 次尝试后，在下一次尝试之前被停止，并标为 `limit`：它需要超过 {tries} 次。"
        }
        CompareText::ReportTook => {
            "- 这次比较到写出本报告共用时 {wall}：求解 {solving}（计数 {counting}，预热和计时运行 {timing}，其中计时运行 {timed}），其余 {overhead}（{percent}%）。"
        }
        CompareText::ReportShards => {
            "- 分成 {shards}运行，由 `sudotrace compare merge` 合并，使用 {machines}；每道题目都在一个分片的机器上单独计时："
        }
        CompareText::ReportShardsOne => "1 个分片",
        CompareText::ReportShardsMany => "{n} 个分片",
        CompareText::ReportMachinesOne => "1 种机器",
        CompareText::ReportMachinesMany => "{n} 种机器",
        CompareText::ReportShardsHeader => "  | 分片 | 主机 | 机器 | 题目 | 求解 | 合计 | 计入 |",
        CompareText::ReportShardMachine => "{cpu}（{cores}）",
        CompareText::ReportMachinesDiffer => {
            "- **用时来自 {n} 种机器。**每道题目的用时来自它自己的机器；下面的用时合计和比值把不同机器的用时加在一起：请在上表中逐个分片比较各求解器的用时（每个分片来自一台机器），或在同一种机器上运行各分片。"
        }
        CompareText::ReportTotals => {
            "## 合计\n\n前几行取自全部题目，{over}；其余各行取自每个策略完成的题目（在上限内解出，或判定无解）。"
        }
        CompareText::ReportResultsOne => {
            "## 结果\n\n每个策略对这道题目的搜索：它如何结束、它的计数，以及它的用时（中位数，括号里是最快和最慢的一次）。"
        }
        CompareText::ReportRowResult => "结果",
        CompareText::ReportRowTimeOne => "用时",
        CompareText::ReportOverLimit => "在 {limits}处被停止的搜索算作超过上限",
        CompareText::ReportOverNoLimit => "没有上限",
        CompareText::ReportRowPuzzles => "题目",
        CompareText::ReportRowSolved => "解出",
        CompareText::ReportRowStopped => "在上限处被停止",
        CompareText::ReportRowNoSolution => "无解",
        CompareText::ReportRowMedianTries => "尝试次数中位数（全部题目）",
        CompareText::ReportRowMeanTries => "PAR-2 平均尝试次数（全部题目）",
        CompareText::ReportRowMedianTime => "用时中位数（全部题目）",
        CompareText::ReportRowMeanTime => "PAR-2 平均用时（全部题目）",
        CompareText::ReportRowFinished => "**完成**（下面各行取自这些题目）",
        CompareText::ReportRowPuzzlesPerSecond => "每秒题数",
        CompareText::ReportRowMicros => "每道题目的 µs",
        CompareText::ReportRowWithoutGuessing => "无需猜测即解出",
        CompareText::ReportRowGuesses => "每道题目的猜测次数",
        CompareText::ReportRowTime => "用时（中位数之和）",
        CompareText::ReportRowWorkTry => "每次尝试的开销（检查开销 / 尝试次数）",
        CompareText::ReportRowWorkPlacement => "每次填入的开销（检查开销 / 填入和确定填入的数字）",
        CompareText::ReportPerPuzzleStrategies => {
            "## 每道题目\n\n每个策略做自己的搜索：它的尝试次数、它的检查付出的开销（读格次数或查表次数，包括查看空格的开销），以及它的用时。"
        }
        CompareText::ReportStrategiesHeader => "| # | 题目 | 结果 |",
        CompareText::ReportStrategiesColumns => {
            " {solver}：尝试次数 | {solver}：{cost} | {solver}：用时 |"
        }
        CompareText::ReportLimitCell => "**达到上限**",
        CompareText::ReportLimitNeeds => "**达到上限**（需要{beyond}）",
        CompareText::ReportNotTimed => "未计时",
        CompareText::ReportTriesCensored => "{tries}（{censored}）",
        CompareText::ReportPerPuzzleSame => {
            "## 每道题目\n\n尝试、冲突和回溯的次数对每个变体都相同（它们做的是同一个搜索）；每个变体付出各自的开销。"
        }
        CompareText::ReportSameHeader => {
            "| # | 题目 | 结果 | 尝试次数 | 冲突 行 / 列 / 宫 | 回溯次数 |"
        }
        CompareText::ReportSameColumns => " {solver}：{cost} | {solver}：用时 |",
        CompareText::ReportPairColumn => " 查表对比朴素 |",
        CompareText::ReportNotFinishedByBoth => "并非两者都完成",
        CompareText::ReportMarked => "## 停止、跳过与不一致",
        CompareText::ReportStoppedAtLimit => {
            "### 在上限处被停止（{n}）\n\n在这些题目上，至少有一个策略在上限（{limits}）处被停止且未计时：它需要更多。它们按被截断计入该策略的合计，不计入每道题目的比值和图表。"
        }
        CompareText::ReportStoppedHeader => {
            "| # | 题目 | 被停止的策略 | 题目文本 |\n|--:|---|---|---|"
        }
        CompareText::ReportSkippedInput => {
            "### 跳过的输入行（{n}）\n\n这些行无法读作题目；每个输入的其余部分都已比较。"
        }
        CompareText::ReportSkippedHeader => "| 输入 | 行 | 原因 |\n|---|--:|---|",
        CompareText::ReportDisagree => "### 结果不一致的变体",
        CompareText::ReportNoteLimit => "达到上限：{stopped}（被截断，未计时）",
        CompareText::ReportNoteNeeds => "{solver} 需要{beyond}",
        CompareText::ReportNoteDisagree => "各变体的计数不同：它们做的不是同一个搜索",
        CompareText::ReportMoreThanTries => "超过 {tries} 次尝试",
        CompareText::ReportMoreThanTime => "超过 {time}",
        CompareText::ReportDisagreeLine => "- {number}（{puzzle}）：{note}",
        CompareText::ChartPuzzlesOne => "1 道题目",
        CompareText::ChartPuzzlesMany => "{n} 道题目",
        CompareText::OnePuzzleFrom => "来自 {file}",
        CompareText::OnePuzzleOnLine => "{file} 第 {line} 行",
        CompareText::OnePuzzleGiven => "命令行上给出",
        CompareText::OnePuzzleStdin => "从标准输入读入",
        CompareText::ChartInputLinesOne => "1 行输入",
        CompareText::ChartInputLinesMany => "{n} 行输入",
        CompareText::ChartStoppedBySearch => "{puzzles}的搜索在 {limit} 次尝试的上限处停止",
        CompareText::ChartStoppedByStrategy => "{puzzles}被某个策略在 {limit} 次尝试的上限处停止",
        CompareText::ChartNotTimed => "{puzzles}未计时",
        CompareText::ChartSkipped => "跳过了 {lines}",
    }
}

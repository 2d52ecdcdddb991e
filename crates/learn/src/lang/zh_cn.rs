//! The Simplified Chinese catalog of sudotrace-learn: every [`LearnText`] in Chinese, in the terms
//! docs/glossary.zh-CN.md lists, set as the core's catalog sets them (a space between
//! Chinese and Latin letters or digits, full-width punctuation).

use super::LearnText;

/// The words of `text` in Simplified Chinese.
pub(super) fn text(text: LearnText) -> &'static str {
    match text {
        LearnText::FindingMalformed => {
            "第 {number} 个事件无法读作事件（{reader}）；此后的事件只计数，不核对"
        }
        LearnText::FindingAfterEnd => {
            "结束记录之后还有内容（{reader}）：结束记录必须是轨迹的最后一行"
        }
        LearnText::FindingImpossible => {
            "第 {number} 个事件：{refused}；此后的事件只计数，不核对（sudotrace show --at {at} 可画出它）"
        }
        LearnText::FindingNoEnd => "{cut}：读完 {events} 个事件，轨迹没有说明搜索如何结束",
        LearnText::FindingTryUnanswered => {
            "第 {number} 个事件：“{tried}”之后是“{next}”，这次尝试既没有得到冲突，也没有得到填入"
        }
        LearnText::FindingConflictWithoutTry => {
            "第 {number} 个事件：“{event}”之前并没有在 {cell} 尝试 {digit}：它前一个事件是“{previous}”"
        }
        LearnText::FindingConflictWithoutTryFirst => {
            "第 {number} 个事件：“{event}”之前并没有在 {cell} 尝试 {digit}：它是第一个事件"
        }
        LearnText::FindingPlaceWithoutTry => {
            "第 {number} 个事件：“{event}”之前没有尝试过这个数字：它前一个事件是“{previous}”"
        }
        LearnText::FindingPlaceWithoutTryFirst => {
            "第 {number} 个事件：“{event}”之前没有尝试过这个数字：它是第一个事件"
        }
        LearnText::FindingTriedTwice => {
            "第 {number} 个事件：在 {cell} 第二次尝试 {digit}，其间没有填入任何数字：搜索在重复自己"
        }
        LearnText::FindingBlanksLeftOne => {
            "结束记录称已解出，但最后一个事件之后仍有 1 个空格（{cells}）"
        }
        LearnText::FindingBlanksLeftMany => {
            "结束记录称已解出，但最后一个事件之后仍有 {n} 个空格（{cells}）"
        }
        LearnText::BlanksNeverFilled => "从未填过：{cells}",
        LearnText::BlanksErased => "填过又被擦除：{cells}",
        LearnText::CellsSeparator => "、",
        LearnText::CellsAndMore => "{cells}，另有 {n} 个",
        LearnText::ClauseSeparator => "；",
        LearnText::FindingEndSolution => {
            "结束记录给出的解 {claimed} 不是事件最终得到的盘面 {board}"
        }
        LearnText::FindingGaveUp => {
            "轨迹在 {events} 个事件后以无解结束，但这道题有解（sudotrace 的 mrv+hidden+tables 搜索找到了它）：{solution}"
        }
        LearnText::FindingEndCounts => "结束记录的计数与事件不符：{differences}",
        LearnText::EndCountDifference => "它记录{count} {recorded}，事件中为 {counted}",
        LearnText::FindingWithDeparture => "{finding}；{would}",
        LearnText::DepartureWords => "第 {number} 个事件：{did}；{would}{how}",
        LearnText::DepartureHow => "（它{how}）",
        LearnText::DidBacktrackUntried => "从 {cell} 回溯，{digits} 还没试过",
        LearnText::DidBacktrackUntriedErasing => {
            "从 {cell} 回溯，{digits} 还没试过，擦除了 {at} 的 {erased}"
        }
        LearnText::DidHas => "轨迹中是“{event}”",
        LearnText::DidEnds => "轨迹到此结束",
        LearnText::WouldTry => "{search}会在 {cell} 尝试 {digit}",
        LearnText::WouldConflict => "{search}会看到 {cell} 的 {digit} 与同一{unit}的 {with} 冲突",
        LearnText::WouldPlace => "{search}会在 {cell} 填入 {digit}",
        LearnText::WouldBacktrack => "{search}会回溯，擦除 {cell} 的 {digit}",
        LearnText::WouldChoose => "{search}下一个会选 {cell}",
        LearnText::WouldForce => "{search}会在 {cell} 确定填入 {digit}",
        LearnText::WouldDeadEnd => "{search}会发现 {cell} 没有候选数",
        LearnText::WouldUnforce => "{search}会撤销 {cell} 确定填入的 {digit}",
        LearnText::WouldEliminate => "{search}会删去候选数（{words}）",
        LearnText::WouldRestore => "{search}会撤销一次删除（{words}）",
        LearnText::WouldStop => "{search}会在这里停止",
        LearnText::HowUnitOrder => "先检查{checked}，再检查{before}",
        LearnText::HowColumnOrder => "按列逐个填空格",
        LearnText::HowOneLoop => {
            "在一个循环里同时检查行、列、宫，依次看各自的第 i 格（单循环的 isValid），报告最先找到的冲突"
        }
        LearnText::HowUnitByUnit => "先整行、再整列、再整宫地检查，报告最先找到的冲突",
        LearnText::HowOneLoopColumnFirst => {
            "在一个循环里同时检查列、行、宫，依次看各自的第 i 格（先列的单循环 isValid），报告最先找到的冲突"
        }
        LearnText::HowBlankOrder => "下一个填 {cell}，而{search}填 {instead}：空格的顺序不同",
        LearnText::HowDigitOrder => {
            "在 {cell} 尝试 {digit}，而{search}尝试 {instead}：数字的顺序不同"
        }
        LearnText::NoteAt => "第 {number} 个事件",
        LearnText::NoteAtLocated => "第 {number} 个事件［{at}］",
        LearnText::NoteBoth => "：轨迹中是“{did}”，而该搜索是“{would}”",
        LearnText::NoteStops => "：轨迹中是“{did}”，而该搜索在此停止",
        LearnText::NoteGoesOn => "：轨迹在此结束，而该搜索会继续到“{would}”",
        LearnText::NoteHow => "从{at}起，它{how}{events}",
        LearnText::NoteOwnWay => "从{at}起，它按自己的方式进行{events}",
        LearnText::LikenessClaimsNone => {
            "它声称是{search}（{name}），但它的第一个事件就不是该搜索的"
        }
        LearnText::LikenessClaimsOne => "它声称是{search}（{name}）：它的第一个事件与该搜索一致",
        LearnText::LikenessClaimsMany => {
            "它声称是{search}（{name}）：它的前 {n} 个事件与该搜索一致"
        }
        LearnText::LikenessResemblesNone => {
            "它与{search}（{name}）相似，但它的第一个事件就不是该搜索的"
        }
        LearnText::LikenessResemblesOne => "它与{search}（{name}）相似：它的第一个事件与该搜索一致",
        LearnText::LikenessResemblesMany => {
            "它与{search}（{name}）相似：它的前 {n} 个事件与该搜索一致"
        }
        LearnText::ReadingNoneOne => {
            "它的事件都没有在盘面上核对：它唯一的事件，即出错的那个，只计数，不核对"
        }
        LearnText::ReadingNoneMany => {
            "它的事件都没有在盘面上核对：从出错处起的全部 {rest} 个事件只计数，不核对"
        }
        LearnText::ReadingOneOne => {
            "它的第一个事件已在盘面上核对；另一个，即出错的那个，只计数，不核对"
        }
        LearnText::ReadingOneMany => {
            "它的第一个事件已在盘面上核对；从出错处起的其余 {rest} 个只计数，不核对"
        }
        LearnText::ReadingManyOne => {
            "它的前 {read} 个事件已在盘面上核对；另一个，即出错的那个，只计数，不核对"
        }
        LearnText::ReadingManyMany => {
            "它的前 {read} 个事件已在盘面上核对；从出错处起的其余 {rest} 个只计数，不核对"
        }
        LearnText::SummaryExact => "这个搜索与{search}完全一致",
        LearnText::SummaryExactClaimed => "这个搜索与{search}完全一致，正如它所声称的",
        LearnText::SummaryKeepsRules => "它遵守规则，并达到了它所声称的结局",
        LearnText::SummarySame => "这个搜索就是{search}；只有它的检查最先报告的冲突不同",
        LearnText::SummarySameClaimed => {
            "这个搜索就是{search}，正如它所声称的；只有它的检查最先报告的冲突不同"
        }
        LearnText::LineSummaryHow => {
            "{summary}；直到第 {event} 个事件它都与{search}相似，之后它{how}"
        }
        LearnText::LineSummaryOwnWay => {
            "{summary}；直到第 {event} 个事件它都与{search}相似，之后按自己的方式进行"
        }
        LearnText::LineSummaryCheck => "{summary}：它{how}",
        LearnText::MistakeGivenErased => "{cell}：提示数 {given} 被擦掉了",
        LearnText::NotASolution => "它不是这道题的解：{mistake}",
        LearnText::MistakeGivenChanged => "{cell}：提示数 {given} 被改成了 {found}",
        LearnText::MistakeDuplicate => "{unit}：{digit} 出现了 {count} 次，位于 {cells} 和 {last}",
        LearnText::MistakeBlank => "{cell}：未填",
        LearnText::MistakeWrong => "{cell}：{found} 与答案不符",
        LearnText::PuzzleNoSolution => "这道题无解：任何答案都不可能正确",
        LearnText::PuzzleSeveralSolutions => "这道题不止一个解：只按规则检查答案，不与某一个解比较",
        LearnText::UnitNumbered => "第 {number} {unit}",
        LearnText::TallyGivenChangedOne => "1 个提示数被改动",
        LearnText::TallyGivenChangedMany => "{n} 个提示数被改动",
        LearnText::TallyDuplicateOne => "1 处重复",
        LearnText::TallyDuplicateMany => "{n} 处重复",
        LearnText::TallyBlankOne => "1 个空格未填",
        LearnText::TallyBlankMany => "{n} 个空格未填",
        LearnText::TallyWrongOne => "1 个数字填错",
        LearnText::TallyWrongMany => "{n} 个数字填错",
        LearnText::LevelEasy => "简单",
        LearnText::LevelMedium => "中等",
        LearnText::LevelHard => "困难",
        LearnText::LevelExpert => "专家",
        LearnText::LevelEasyOrMedium => "简单或中等",
        LearnText::LevelHardOrExpert => "困难或专家",
        LearnText::LogicSingles => "唯一余数与排除",
        LearnText::LogicIntersections => "指向与区块摒除",
        LearnText::LogicPairs => "数对",
        LearnText::LogicMore => "数对以外的技巧",
        LearnText::GenerateTooFewClues => {
            "--clues {n}：提示数少于 17 的数独都没有唯一解（McGuire 等，2012）"
        }
        LearnText::GenerateTooManyClues => "--clues {n}：数独只有 81 格",
        LearnText::GenerateSinglesNotThatLevel => {
            "--logic {logic} 与 --difficulty {level} 不能同时满足：{words}题目正是唯一余数与排除解不出的题目；请改用 --difficulty easy 或 medium"
        }
        LearnText::GenerateLogicNotThatLevel => {
            "--logic {logic} 与 --difficulty {level} 不能同时满足：{words}题目正是只用唯一余数与排除就能解出的题目；请改用 --difficulty hard 或 expert"
        }
        LearnText::GenerateGaveUp => {
            "第 {number} 道题：尝试 {attempts} 次后放弃：没有一次得到{wanted}的题目（提示数最少降到 {fewest}{levels}）"
        }
        LearnText::WantedLevelClues => "难度为{level}、恰好 {n} 个提示数",
        LearnText::WantedLevel => "难度为{level}",
        LearnText::WantedClues => "恰好 {n} 个提示数",
        LearnText::WantedMinimal => "极小",
        LearnText::LevelsSeen => "；得到的难度：{levels}",
        LearnText::WantedLogic => "{wanted}、不猜需要{logic}",
        LearnText::LogicSeen => "；得到的技巧：{steps}",
        LearnText::PredictTry => "搜索接下来在哪一格试哪个数字？",
        LearnText::PredictOutcome => "{cell}：检查对 {digit} 的结果是什么？",
        LearnText::PredictChoose => "搜索接下来选哪个空格来填？",
        LearnText::PredictForce => "接下来哪一格被迫填入哪个数字？",
        LearnText::PredictNext => "搜索接下来做什么？",
        LearnText::LevelSeen => "{level} {n} 次",
    }
}

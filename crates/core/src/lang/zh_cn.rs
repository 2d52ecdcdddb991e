//! The Simplified Chinese catalog: every [`Text`] in Chinese, in the terms Chinese
//! Sudoku and algorithm writing uses (docs/glossary.zh-CN.md lists them for review).
//! Chinese and Latin letters or digits are set apart by a space, as Chinese technical
//! writing does; punctuation is full width.

use super::Text;

/// The words of `text` in Simplified Chinese.
pub(super) fn text(text: Text) -> &'static str {
    match text {
        Text::Shortened => "{start}…（共 {characters} 个字符）",
        Text::Quoted => "“{text}”",
        Text::LocationLine => "文件第 {n} 行",
        Text::LocationByte => "文件第 {n} 字节",
        Text::HoldingEmpty => "是空格",
        Text::HoldingPlaced => "已有 {digit}",
        Text::HoldingGiven => "是提示数 {digit}",
        Text::RefusedEvent => "“{event}”不可能发生：{why}",
        Text::RefusedHolds => "{cell} {holding}",
        Text::RefusedAlreadyEmpty => "{cell} 已是空格",
        Text::RefusedAlreadyPlaced => "{cell} 已有 {digit}",
        Text::RefusedAlreadyGiven => "{cell} 已有提示数 {digit}",
        Text::RefusedCandidates => "{cell} 有 {candidates}",
        Text::RefusedStillHasCandidates => "{cell} 还有 {candidates}",
        Text::RefusedNotForced => "{cell} 的数字不是确定数",
        Text::RefusedWithItself => "冲突指向 {cell} 自己：数字不会与正在尝试它的格冲突",
        Text::RefusedNotInUnit => "{with} 不在 {cell} 所在的{unit}中",
        Text::RefusedDoesNotHold => "{with} {holding}，不是 {digit}",
        Text::RefusedInUnit => "同一{unit}中的 {holder} 已有 {digit}",
        Text::RefusedForcedBacktracked => "{cell} 的 {digit} 是确定数，只能撤销确定，不能回溯擦除",
        Text::RefusedEmpty => "{cell} 是空格",
        Text::RefusedGivenErased => "{cell} {holding}，搜索不能擦除它",
        Text::RefusedNotOnlyDigit => "{cell} 有 {candidates}，不只 {digit} 一个",
        Text::RefusedNotOnlyPlace => "同一{unit}中的 {other} 也能填 {digit}",
        Text::CutShortAt => "{at}：{why}",
        Text::CutShortLine => "轨迹在文件第 {line} 行之后中断，没有结束记录（被截断了？）",
        Text::CutShortByte => {
            "轨迹在文件第 {offset} 字节处被截断：应读到 {expected}，却已到文件末尾"
        }
        Text::ClashesWorkedOut => {
            "它的冲突没有给出区域和格（第一个是第 {event} 个事件，{at}）：sudotrace 从盘面算出每个冲突，依次查行、列、宫，取最先找到的那一格"
        }
        Text::Row => "行",
        Text::Column => "列",
        Text::Box => "宫",
        Text::RowShort => "行",
        Text::ColumnShort => "列",
        Text::BoxShort => "宫",
        Text::SearchAndSolver => "{search}（{solver}）",
        Text::Depth => "深度",
        Text::Conflicts => "冲突",
        Text::Time => "用时",
        Text::ListSeparator => "，",
        Text::Solved => "已解出",
        Text::Unsolvable => "无解",
        Text::Limit => "达到上限",
        Text::SolvedWords => "已解出：每个空格都已填好",
        Text::UnsolvableWords => "无解：每个数字都已试过",
        Text::LimitWords => "达到事件上限，搜索停止",
        Text::ClaimSolved => "结束记录称已解出",
        Text::ClaimUnsolvable => "结束记录称无解",
        Text::ClaimLimit => "结束记录称搜索提前停止",
        Text::EventTry => "{cell}：尝试 {digit}",
        Text::EventConflict => "{cell}：{digit} 与 {with} 冲突（{unit}）",
        Text::EventPlace => "{cell}：填入 {digit}",
        Text::EventBacktrack => "{cell}：回溯，擦除 {digit}",
        Text::EventChoose => "{cell}：选中，{candidates}",
        Text::EventOnlyDigit => "{cell}：只剩 {digit} 可填（唯一余数）",
        Text::EventOnlyPlace => "{cell}：{digit} 在所在{unit}只能填这里（隐性唯一）",
        Text::EventDeadEnd => "{cell}：没有数字可填，走进死路",
        Text::EventUnforce => "{cell}：撤销确定的 {digit}",
        Text::EventPointing => "指向：{block}的 {digit} 只在{line}，所以{line}的其余格删去它",
        Text::EventClaiming => "区块摒除：{line}的 {digit} 只在{block}，所以{block}的其余格删去它",
        Text::EventNakedPair => {
            "显性数对：{first} 和 {second} 只能填 {a}、{b}，所以{house}的其余格删去这两个数"
        }
        Text::EventHiddenPair => {
            "隐性数对：{house}中 {a}、{b} 只能填在 {first} 和 {second}，所以这两格删去其他候选数"
        }
        Text::EventRestore => "撤销{house}的{rule}：删去的候选数恢复",
        Text::RulePointing => "指向",
        Text::RuleClaiming => "区块摒除",
        Text::RuleNakedPair => "显性数对",
        Text::RuleHiddenPair => "隐性数对",
        Text::HouseRow => "第 {n} 行",
        Text::HouseColumn => "第 {n} 列",
        Text::HouseBox => "第 {n} 宫",
        Text::Eliminated => "{cell} 删去 {digits}",
        Text::UnmetDoNotCross => "{line}与{block}不相交",
        Text::UnmetNoPlace => "{digit} 在{house}已无位置",
        Text::UnmetPlaceOutside => "{house}中{inside}之外的 {cell} 也能填 {digit}",
        Text::UnmetNotInHouse => "数对是{house}中按顺序的两格，{cell} 不是所指的格",
        Text::UnmetNotThePair => "{cell} 的候选数是 {digits}，不是数对的两个数",
        Text::UnmetNotThePlaces => "{digit} 在该单元有 {places} 个位置，不是数对的两格",
        Text::UnmetBadDigits => "数对是 1 到 9 中两个不同的数，小的在前",
        Text::UnmetRemovesNothing => "它没有删去任何候选数",
        Text::RefusedNotLastElimination => "最后一次仍有效的删除是另一次：删除须从最新的开始恢复",
        Text::RefusedEliminationAfter => "{cell} 填入后做的删除仍有效：须先恢复它",
        Text::OneCandidate => "1 个候选数",
        Text::Candidates => "{n} 个候选数",
        Text::ChooseFewest => "{cell}：{candidates}，最少",
        Text::ChooseNext => "{cell}：下一个空格，{candidates}",
        Text::BacktrackExhausted => "{blank} 已无数字可填：退回 {cell}，擦除 {digit}",
        Text::ThePuzzle => "题目：{blanks} 个空格",
        Text::BoardAfter => "第 {number} 个事件之后的盘面",
        Text::ConflictsByUnit => "{row}{separator}{column}{separator}{box}",
        Text::CountValue => "{count} {value}",
        Text::ValueAndStep => "{value}（+{step}）",
        Text::ValueAndStepByUnit => "{value}（+{step}：行 {row} 列 {col} 宫 {box}）",
        Text::CountSeparator => "  ",
        Text::StackEntry => "{cell} = {digit}，{how}{left}",
        Text::StackTried => "尝试后填入",
        Text::StackChosenOne => "选中，唯一的候选数",
        Text::StackChosen => "从 {n} 个候选数中选中",
        Text::StackForcedCell => "确定：只剩这一个数字",
        Text::StackForcedUnit => "确定：所在{unit}中唯一的位置",
        Text::StackLeft => "；还剩 {digits} 待试",
        Text::StackNothingLeft => "；已无数字可试",
        Text::StackTrying => "在 {cell} 尝试 {digit}",
        Text::StackTree => "目前的搜索树：深度 {depth}，{nodes} 个节点",
        Text::StackCodeLine => "这个{kind}事件由第 {line} 行产生",
        Text::StackNoListing => "此求解器没有程序清单：它不是 sudotrace 的策略之一",
        Text::ShowHeading => "第 {n} 个事件，共 {total} 个（{kind}），{search}",
        Text::ShowLinePseudocode => "由伪代码第 {line} 行产生：{text}",
        Text::ShowLine => "由 {language} 代码第 {line} 行产生：{text}",
        Text::ShowStack => "调用栈，每次填数一层（最新的在最后）：",
        Text::KindStart => "开始",
        Text::KindCannotHappen => "不可能发生",
        Text::ShowEnd => "结束：{words}",
        Text::ShowTakes => "删去：{removed}",
        Text::CandidatesHeading => "候选数：",
        Text::CandidatesOf => "{cell} 的候选数：{digits}",
        Text::KeyPlain => "图例：5 提示数  5' 已填  [5] 当前格  <5> 冲突格  : 冲突区域  (5) 已擦除",
        Text::KeyGiven => "提示数",
        Text::KeyPlaced => "已填",
        Text::KeyWorkedOn => "当前格",
        Text::KeyClashingCell => "冲突格",
        Text::KeyClashingUnit => "冲突区域",
        Text::KeyErased => "已擦除",
        Text::KeyHeading => "图例：",
        Text::RowByRowSearch => "逐行搜索",
        Text::NamedSearch => "{name} 搜索",
        Text::DepartsHere => "从这里起偏离了{search}",
        Text::Departed => "它在第 {event} 个事件偏离了{search}：此后的文字只是其事件本身",
        Text::CheckLabel => "{name} 检查",
        Text::CheckLabelKnown => "{word}检查",
        Text::CheckWordNaive => "朴素（naive）",
        Text::CheckWordTables => "查表（tables）",
        Text::CheckWordOneLoop => "一次循环（oneloop）",
        Text::Pseudocode => "伪代码",
        Text::ConflictsTotal => "{total}（{by_unit}）",
        Text::KindTry => "尝试",
        Text::KindConflict => "冲突",
        Text::KindPlace => "填入",
        Text::KindBacktrack => "回溯",
        Text::KindChoose => "选择",
        Text::KindForce => "确定",
        Text::KindDeadEnd => "死路",
        Text::KindUnforce => "撤销确定",
        Text::KindEliminate => "删除",
        Text::KindRestore => "恢复删除",
        Text::WhyTryNextBlank => "逐行搜索，{cell} 是下一个空格，数字从 1 往上试：{digit}",
        Text::WhyTryChosen => "刚选中了 {cell}，数字从 1 往上试：{digit}",
        Text::WhyTryAfterClash => "{previous} 在 {cell} 冲突了，所以试下一个更大的数字：{digit}",
        Text::WhyTryAfterBacktrack => {
            "{cell} 填 {previous} 之后走不通，所以试下一个更大的数字：{digit}"
        }
        Text::WhyTryOwn => "搜索的规则不会走这一步：轨迹在 {cell} 尝试 {digit}",
        Text::WhyClashRowFirst => "检查先看行：同一行的 {with} 已经有 {digit}",
        Text::WhyClashColumnSecond => "检查先看行，再看列：行里没有 {digit}，但同一列的 {with} 有",
        Text::WhyClashBoxLast => "检查依次看行、列、宫：只有宫里有 {digit}，在 {with}",
        Text::WhyClashOneLoop => {
            "单循环对 i 从 0 往上，依次看行、列、宫的第 i 格：到 i = {step} 时先遇到 {digit}，在{unit}里的 {with}"
        }
        Text::WhyClashOneLoopColumnFirst => {
            "单循环对 i 从 0 往上，依次看列、行、宫的第 i 格：到 i = {step} 时先遇到 {digit}，在{unit}里的 {with}"
        }
        Text::WhyClash => "同一{unit}的 {with} 已经有 {digit}，所以 {cell} 不能填 {digit}",
        Text::WhyFits => "{cell} 所在的行、列、宫都没有 {digit}：可以填，于是填入",
        Text::WhyRanOut => "{blank} 已经没有数字可试，所以搜索退回上一次填的 {cell}，擦除 {digit}",
        Text::WhyBackToChoice => {
            "它之后的一切都已撤销，搜索退回上一次选择的 {cell}，擦除 {digit}，好在那里试下一个数字"
        }
        Text::WhyBacktrackOwn => "搜索的规则不会走这一步：轨迹退回 {cell}，擦除 {digit}",
        Text::WhyChooseFewest => {
            "{cell} 是候选数最少的空格，{candidates}（一样少时取阅读顺序最前的），所以下一个填它"
        }
        Text::WhyChooseNext => "{cell} 是阅读顺序的下一个空格，所以下一个填它（{candidates}）",
        Text::WhyChooseOwn => "搜索的规则不会走这一步：轨迹选了 {cell}（{candidates}）",
        Text::WhyOnlyDigit => "{cell} 只剩一个候选数 {digit}：搜索直接填入",
        Text::WhyOnlyPlace => "在所在{unit}里，{digit} 只能填在 {cell}：搜索直接填入",
        Text::ShowWhy => "原因：{why}",
        Text::WhyDeadEnd => "{cell} 没有候选数了：这个盘面填不完，所以搜索要退回",
        Text::ErrorAt => "{at}：{error}",
        Text::ParseAtLine => "第 {line} 行：",
        Text::ParseBadCharacter => {
            "第 {line} 行第 {column} 列：意外的字符“{found}”（格子是 1-9，空格用 . 或 0）"
        }
        Text::ParseWrongCount => "{at}找到 {found} 个格子，一道题需要 81 个",
        Text::ParseClash => "{at}{clash}：提示数违反规则，所以这道题无解",
        Text::ClashingGivens => "{first} 和 {second} 都是 {digit}",
        Text::ParseNoPuzzleInLine => "第 {line} 行：这一行没有 81 个字符的题目",
        Text::ParseJsonLine => "第 {line} 行：{message}",
        Text::ParseJson => "JSON 题目：{message}",
        Text::ParseEmpty => "没有找到题目：输入是空的",
        Text::ParseOnlyHeader => "没有找到题目：输入只有一行表头",
        Text::ParseTooManySkipped => "第 {line} 行：超过 {most} 行不是题目：其余输入不再读取",
        Text::ParseNotOne => "应为一道题，找到 {found} 道",
        Text::ReadLineTooLong => {
            "第 {line} 行（从第 {offset} 字节起）超过 {most} 字节：不是题目文件"
        }
        Text::ReadNotUtf8 => {
            "第 {line} 行第 {column} 列（第 {offset} 字节）不是 UTF-8 文本：不是题目文件"
        }
        Text::ReadIo => "无法读取：{error}",
        Text::IoNotFound => "没有这个文件或文件夹",
        Text::IoPermissionDenied => "没有权限",
        Text::IoIsADirectory => "这是文件夹，不是文件",
        Text::PastTheEnd => "轨迹共有 {events} 个事件（可选 0 到 {events}）",
        Text::PastTheEndCut => "{cut}，此前有 {events} 个事件（可选 0 到 {events}）",
        Text::PastTheEndRefused => {
            "{cut}，此前有 {events} 个事件（可选 0 到 {next}；第 {next} 个是不可能发生的事件）"
        }
        Text::WhyTryCandidate => "有删除时只尝试空格的候选数：{digit} 是 {cell} 剩下最小的候选数",
        Text::WhyPointing => {
            "在{block}中，{digit} 只能填在{line}：无论哪一格得到它，{line}的 {digit} 都在{block}内，所以{line}的其他格都不能填 {digit}"
        }
        Text::WhyClaiming => {
            "在{line}中，{digit} 只能填在{block}：无论哪一格得到它，{block}的 {digit} 都在{line}上，所以{block}的其他格都不能填 {digit}"
        }
        Text::WhyNakedPair => {
            "{first} 和 {second} 只能填 {a} 和 {b}：一格填 {a}，另一格填 {b}，所以{house}的其他格都不能填这两个数"
        }
        Text::WhyHiddenPair => {
            "在{house}中，{a} 和 {b} 只能填在 {first} 和 {second}：这两格必须填这两个数，所以不能再填别的数"
        }
        Text::WhyRestore => "回到上一次选择时，{house}的{rule}也被撤销：它是由正在撤销的填数推出的",
        Text::WhyUnforce => "从死路退回时，先撤销确定的数字，后填的先撤：{cell} 去掉 {digit}",
    }
}

/// The counts in Chinese, in the order of `Count::ALL` (`events::counts`): each count's
/// one spelling, which `Count::words` gives.
pub(super) const COUNTS: [&str; super::COUNTS] = [
    "尝试",
    "行冲突",
    "列冲突",
    "宫冲突",
    "填入",
    "回溯",
    "读格次数",
    "查表次数",
    "最大深度",
    "事件",
    "选择",
    "猜测",
    "确定",
    "死路",
    "撤销确定",
    "指向",
    "区块摒除",
    "显性数对",
    "隐性数对",
    "恢复删除",
];

//! The Simplified Chinese catalog: every [`Text`] in Chinese, in the terms Chinese
//! Sudoku and algorithm writing uses (docs/glossary.zh-CN.md lists them for review).
//! Chinese and Latin letters or digits are set apart by a space, as Chinese technical
//! writing does; punctuation is full width.

use super::Text;

/// The words of `text` in Simplified Chinese.
pub(super) fn text(text: Text) -> &'static str {
    match text {
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
        Text::FindingMalformed => {
            "第 {number} 个事件无法读作事件（{reader}）；此后的事件只计数，不核对"
        }
        Text::FindingAfterEnd => "结束记录之后还有内容（{reader}）：结束记录必须是轨迹的最后一行",
        Text::FindingImpossible => {
            "第 {number} 个事件：{refused}；此后的事件只计数，不核对（sudotrace show --at {number} 可画出它）"
        }
        Text::FindingNoEnd => "{cut}：读完 {events} 个事件，轨迹没有说明搜索如何结束",
        Text::FindingTryUnanswered => {
            "第 {number} 个事件：“{tried}”之后是“{next}”，这次尝试既没有得到冲突，也没有得到填入"
        }
        Text::FindingConflictWithoutTry => {
            "第 {number} 个事件：“{event}”之前并没有在 {cell} 尝试 {digit}：它前一个事件是“{previous}”"
        }
        Text::FindingConflictWithoutTryFirst => {
            "第 {number} 个事件：“{event}”之前并没有在 {cell} 尝试 {digit}：它是第一个事件"
        }
        Text::FindingPlaceWithoutTry => {
            "第 {number} 个事件：“{event}”之前没有尝试过这个数字：它前一个事件是“{previous}”"
        }
        Text::FindingPlaceWithoutTryFirst => {
            "第 {number} 个事件：“{event}”之前没有尝试过这个数字：它是第一个事件"
        }
        Text::FindingTriedTwice => {
            "第 {number} 个事件：在 {cell} 第二次尝试 {digit}，其间没有填入任何数字：搜索在重复自己"
        }
        Text::FindingBlanksLeftOne => {
            "结束记录称已解出，但最后一个事件之后仍有 1 个空格（{cells}）"
        }
        Text::FindingBlanksLeftMany => {
            "结束记录称已解出，但最后一个事件之后仍有 {n} 个空格（{cells}）"
        }
        Text::BlanksNeverFilled => "从未填过：{cells}",
        Text::BlanksErased => "填过又被擦除：{cells}",
        Text::CellsSeparator => "、",
        Text::CellsAndMore => "{cells}，另有 {n} 个",
        Text::ClauseSeparator => "；",
        Text::FindingEndSolution => "结束记录给出的解 {claimed} 不是事件最终得到的盘面 {board}",
        Text::FindingGaveUp => {
            "轨迹在 {events} 个事件后以无解结束，但这道题有解（sudotrace 的 mrv+hidden+tables 搜索找到了它）：{solution}"
        }
        Text::FindingEndCounts => "结束记录的计数与事件不符：{differences}",
        Text::EndCountDifference => "它记录{count} {recorded}，事件中为 {counted}",
        Text::FindingWithDeparture => "{finding}；{would}",
        Text::FindingMore => "（另有 {n} 处同类）",
        Text::FindingAt => "［{at}］",
        Text::DepartureWords => "第 {number} 个事件：{did}；{would}{how}",
        Text::DepartureHow => "（它{how}）",
        Text::DidBacktrackUntried => "从 {cell} 回溯，{digits} 还没试过",
        Text::DidBacktrackUntriedErasing => {
            "从 {cell} 回溯，{digits} 还没试过，擦除了 {at} 的 {erased}"
        }
        Text::DidHas => "轨迹中是“{event}”",
        Text::DidEnds => "轨迹到此结束",
        Text::WouldTry => "{search}会在 {cell} 尝试 {digit}",
        Text::WouldConflict => "{search}会看到 {cell} 的 {digit} 与同一{unit}的 {with} 冲突",
        Text::WouldPlace => "{search}会在 {cell} 填入 {digit}",
        Text::WouldBacktrack => "{search}会回溯，擦除 {cell} 的 {digit}",
        Text::WouldChoose => "{search}下一个会选 {cell}",
        Text::WouldForce => "{search}会在 {cell} 确定填入 {digit}",
        Text::WouldDeadEnd => "{search}会发现 {cell} 没有候选数",
        Text::WouldUnforce => "{search}会撤销 {cell} 确定填入的 {digit}",
        Text::WouldStop => "{search}会在这里停止",
        Text::HowUnitOrder => "先检查{checked}，再检查{before}",
        Text::HowColumnOrder => "按列逐个填空格",
        Text::HowBlankOrder => "下一个填 {cell}，而{search}填 {instead}：空格的顺序不同",
        Text::HowDigitOrder => "在 {cell} 尝试 {digit}，而{search}尝试 {instead}：数字的顺序不同",
        Text::NoteAt => "第 {number} 个事件",
        Text::NoteAtLocated => "第 {number} 个事件［{at}］",
        Text::NoteBoth => "：轨迹中是“{did}”，而该搜索是“{would}”",
        Text::NoteStops => "：轨迹中是“{did}”，而该搜索在此停止",
        Text::NoteGoesOn => "：轨迹在此结束，而该搜索会继续到“{would}”",
        Text::NoteHow => "从{at}起，它{how}{events}",
        Text::NoteOwnWay => "从{at}起，它按自己的方式进行{events}",
        Text::LikenessClaimsNone => "它声称是{search}（{name}），但它的第一个事件就不是该搜索的",
        Text::LikenessClaimsOne => "它声称是{search}（{name}）：它的第一个事件与该搜索一致",
        Text::LikenessClaimsMany => "它声称是{search}（{name}）：它的前 {n} 个事件与该搜索一致",
        Text::LikenessResemblesNone => "它与{search}（{name}）相似，但它的第一个事件就不是该搜索的",
        Text::LikenessResemblesOne => "它与{search}（{name}）相似：它的第一个事件与该搜索一致",
        Text::LikenessResemblesMany => "它与{search}（{name}）相似：它的前 {n} 个事件与该搜索一致",
        Text::ReadingNoneOne => {
            "它的事件都没有在盘面上核对：它唯一的事件，即出错的那个，只计数，不核对"
        }
        Text::ReadingNoneMany => {
            "它的事件都没有在盘面上核对：从出错处起的全部 {rest} 个事件只计数，不核对"
        }
        Text::ReadingOneOne => "它的第一个事件已在盘面上核对；另一个，即出错的那个，只计数，不核对",
        Text::ReadingOneMany => {
            "它的第一个事件已在盘面上核对；从出错处起的其余 {rest} 个只计数，不核对"
        }
        Text::ReadingManyOne => {
            "它的前 {read} 个事件已在盘面上核对；另一个，即出错的那个，只计数，不核对"
        }
        Text::ReadingManyMany => {
            "它的前 {read} 个事件已在盘面上核对；从出错处起的其余 {rest} 个只计数，不核对"
        }
        Text::SummaryExact => "这个搜索与{search}完全一致",
        Text::SummaryExactClaimed => "这个搜索与{search}完全一致，正如它所声称的",
        Text::SummaryKeepsRules => "它遵守规则，并达到了它所声称的结局",
        Text::LineSummaryHow => "{summary}；直到第 {event} 个事件它都与{search}相似，之后它{how}",
        Text::LineSummaryOwnWay => {
            "{summary}；直到第 {event} 个事件它都与{search}相似，之后按自己的方式进行"
        }
        Text::QuotedName => "“{name}”",
        Text::DiagnoseAbout => "求解器{solver}，{events}",
        Text::DiagnoseAboutEnds => "求解器{solver}，{events}，结局：{outcome}",
        Text::EventsOne => "1 个事件",
        Text::EventsMany => "{n} 个事件",
        Text::DiagnoseClean => "{trace}：没有发现问题（{about}）：{summary}",
        Text::DiagnoseFindingsOne => "{trace}：1 个问题（{about}）",
        Text::DiagnoseFindingsMany => "{trace}：{n} 个问题（{about}）",
        Text::DiagnoseLineClean => "{trace}：无问题（{about}）：{summary}",
        Text::DiagnoseLineFindingsOne => "{trace}：1 个问题；第一个：{finding}",
        Text::DiagnoseLineFindingsMany => "{trace}：{n} 个问题；第一个：{finding}",
        Text::DiagnoseUnreadable => "{trace}：无法读取：{error}",
        Text::DiagnoseTotalOne => {
            "1 份轨迹：{clean} 份无问题，{faulty} 份有问题，{unreadable} 份无法读取"
        }
        Text::DiagnoseTotalMany => {
            "{n} 份轨迹：{clean} 份无问题，{faulty} 份有问题，{unreadable} 份无法读取"
        }
        Text::CheckCorrect => "正确：已全部填满，提示数都未改动，每行、每列、每宫都恰好含有 1 到 9",
        Text::CheckWrong => "错误：{problems}",
        Text::MistakeGivenErased => "{cell}：提示数 {given} 被擦掉了",
        Text::MistakeGivenChanged => "{cell}：提示数 {given} 被改成了 {found}",
        Text::MistakeDuplicate => "{unit}：{digit} 出现了 {count} 次，位于 {cells} 和 {last}",
        Text::MistakeBlank => "{cell}：未填",
        Text::UnitNumbered => "第 {number} {unit}",
        Text::TallyGivenChangedOne => "1 个提示数被改动",
        Text::TallyGivenChangedMany => "{n} 个提示数被改动",
        Text::TallyDuplicateOne => "1 处重复",
        Text::TallyDuplicateMany => "{n} 处重复",
        Text::TallyBlankOne => "1 个空格未填",
        Text::TallyBlankMany => "{n} 个空格未填",
        Text::LevelEasy => "简单",
        Text::LevelMedium => "中等",
        Text::LevelHard => "困难",
        Text::LevelExpert => "专家",
        Text::LevelEasyOrMedium => "简单或中等",
        Text::LevelHardOrExpert => "困难或专家",
        Text::Yes => "是",
        Text::No => "否",
        Text::RateHeader => "# 题目\t难度\t尝试\t唯一余数与排除可解\t提示数",
        Text::RateNotUnique => "解不唯一",
        Text::RateSummaryHeader => {
            "| 输入 | 题目数 | 简单 | 中等 | 困难 | 专家 | 唯一余数与排除可解 | 尝试次数中位数 | 最多尝试次数 |"
        }
        Text::RateShare => "{n}（{percent}%）",
        Text::RateNotExactlyOne => "（{n} 道不是恰好一个解）",
        Text::GenerateSeed => "随机种子：{seed}",
        Text::GenerateFailed => "错误：{why}",
        Text::GenerateGaveUp => {
            "第 {number} 道题：尝试 {attempts} 次后放弃：没有一次得到{wanted}的题目（提示数最少降到 {fewest}{levels}）"
        }
        Text::WantedLevelClues => "难度为{level}、恰好 {n} 个提示数",
        Text::WantedLevel => "难度为{level}",
        Text::WantedClues => "恰好 {n} 个提示数",
        Text::WantedMinimal => "极小",
        Text::LevelsSeen => "；得到的难度：{levels}",
        Text::LevelSeen => "{level} {n} 次",
        Text::Row => "行",
        Text::Column => "列",
        Text::Box => "宫",
        Text::RowShort => "行",
        Text::ColumnShort => "列",
        Text::BoxShort => "宫",
        Text::SearchAndSolver => "{search}（{solver}）",
        Text::Tries => "尝试",
        Text::RowConflicts => "行冲突",
        Text::ColumnConflicts => "列冲突",
        Text::BoxConflicts => "宫冲突",
        Text::Places => "填入",
        Text::Backtracks => "回溯",
        Text::CellReads => "读格次数",
        Text::TableLookups => "查表次数",
        Text::MaxDepth => "最大深度",
        Text::Events => "事件",
        Text::Choices => "选择",
        Text::Guesses => "猜测",
        Text::Forced => "确定",
        Text::DeadEnds => "死路",
        Text::Unforced => "撤销确定",
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
        Text::OneCandidate => "1 个候选数",
        Text::Candidates => "{n} 个候选数",
        Text::ChooseFewest => "{cell}：{candidates}，最少",
        Text::ChooseNext => "{cell}：下一个空格，{candidates}",
        Text::BacktrackExhausted => "{blank} 已无数字可填：退回 {cell}，擦除 {digit}",
        Text::ThePuzzle => "题目：{blanks} 个空格",
        Text::BoardAfter => "第 {number} 个事件之后的盘面",
        Text::ConflictsByUnit => "{row}{separator}{column}{separator}{box}",
        Text::CountValue => "{count} {value}",
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
        Text::StackCodeLine => "第 {line} 行产生了这个{kind}事件",
        Text::StackNoListing => "此求解器没有程序清单：它不是 sudotrace 的策略之一",
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
        Text::LegendGiven => "提示数",
        Text::LegendPlaced => "搜索填入",
        Text::LegendTrying => "正在尝试",
        Text::LegendRejected => "冲突：不能填",
        Text::LegendUnit => "冲突所在的区域",
        Text::LegendHolder => "已有这个数字",
        Text::LegendErased => "擦除：回溯",
        Text::PassedOne => "… 与上一帧之间略过了 1 个事件",
        Text::PassedMany => "… 与上一帧之间略过了 {n} 个事件",
        Text::PassedChosenOne => "… 与上一帧之间略过了 1 个选中的事件",
        Text::PassedChosenMany => "… 与上一帧之间略过了 {n} 个选中的事件",
        Text::SideCodeTitle => "搜索的代码（{language}）",
        Text::SideStackTitle => "调用栈，最新的在上：共 {n} 层",
        Text::SideMore => "… 下面还有 {n} 层",
        Text::ShowHeading => "第 {n} 个事件，共 {total} 个（{kind}），{search}",
        Text::ShowEnd => "结束：{words}",
        Text::ShowLine => "{language} 程序清单的第 {line} 行产生了它：{text}",
        Text::ShowStack => "调用栈，每次填数一层（最新的在最后）：",
        Text::KindStart => "开始",
        Text::KindCannotHappen => "不可能发生",
        Text::CheckLabel => "{name} 检查",
        Text::PuzzleHeading => "第 {number} 题{name}（第 {line} 行）",
        Text::SolvedBy => "{words}（{search}）",
        Text::CutShort => "被截断",
        Text::Recounted => "{verdict}（{search}），由 {trace} 重新计数",
        Text::Pseudocode => "伪代码",
        Text::ConflictsTotal => "{total}（{by_unit}）",
        Text::TuiTooSmall => {
            "sudotrace step 需要至少 {min_width}x{min_height} 的终端，当前为 {width}x{height}。请放大终端，或按 q 退出。"
        }
        Text::TuiPlaying => "播放中",
        Text::TuiPaused => "已暂停",
        Text::TuiTitle => "事件 {n}/{total}  {state} {speed}/秒  {search}  {name}",
        Text::TuiGoTo => "跳到事件：{typed}_   （Enter 跳转，Esc 取消）",
        Text::TuiFooterStep => "单步",
        Text::TuiFooterPlay => "播放",
        Text::TuiFooterSpeed => "速度",
        Text::TuiFooterConflict => "冲突",
        Text::TuiFooterBacktrack => "回溯",
        Text::TuiFooterGoTo => "跳转",
        Text::TuiFooterHelp => "帮助",
        Text::TuiFooterQuit => "退出",
        Text::TuiRecent => "最近的事件",
        Text::TuiNoneYet => "（还没有事件：按 → 开始）",
        Text::TuiCodeTitle => "代码：{language}（K：换一种语言）",
        Text::TuiStackTitle => "调用栈，最新的在上：共 {n} 层",
        Text::TuiKeyPlain1 => "图例  5  提示数   5' 已填   [5] 当前格",
        Text::TuiKeyPlain2 => "    <5> 已有这个数字   :  所在区域",
        Text::TuiKeyPlain3 => "    (5) 回溯时擦除",
        Text::TuiKeyHeading => "图例 ",
        Text::TuiKeyGiven => "提示数",
        Text::TuiKeyPlaced => "已填",
        Text::TuiKeyTrying => "尝试中",
        Text::TuiKeyClashes => "冲突",
        Text::TuiKeyHoldsIt => "已有此数",
        Text::TuiKeyItsUnit => "所在区域",
        Text::TuiKeyPlacedNow => "刚填入",
        Text::TuiKeyErased => "擦除：回溯",
        Text::TuiHelpNext => "下一个事件",
        Text::TuiHelpPrevious => "上一个事件",
        Text::TuiHelpPlay => "播放 / 暂停",
        Text::TuiHelpSpeed => "加快 / 减慢",
        Text::TuiHelpConflict => "下一个 / 上一个冲突",
        Text::TuiHelpBacktrack => "下一个 / 上一个回溯",
        Text::TuiHelpGoTo => "跳到某个事件编号",
        Text::TuiHelpCandidates => "显示 / 隐藏候选数",
        Text::TuiHelpCode => "代码面板 / 换一种语言",
        Text::TuiHelpStack => "调用栈面板",
        Text::TuiHelpEnds => "第一个 / 最后一个事件",
        Text::TuiHelpHelp => "本帮助",
        Text::TuiHelpQuit => "退出",
        Text::TuiHelpClose => "按任意键关闭帮助",
        Text::TuiHelpTitle => "按键",
        Text::TuiNoLaterConflict => "后面没有冲突了",
        Text::TuiNoEarlierConflict => "前面没有冲突了",
        Text::TuiNoLaterBacktrack => "后面没有回溯了",
        Text::TuiNoEarlierBacktrack => "前面没有回溯了",
        Text::TuiNoEvent => "没有第 {n} 个事件：这份轨迹共有 {len} 个",
        Text::TuiNoEventRefused => {
            "没有第 {n} 个事件：这份轨迹有 {possible} 个可能发生的事件，以及不可能发生的第 {len} 个"
        }
        Text::TuiCannotGo => "无法跳到那里：{error}",
        Text::TuiStoppedBy => "{cut}；按 End 查看，即第 {n} 个事件",
        Text::TuiKeyNext => "→ 或 l",
        Text::TuiKeyPrevious => "← 或 h",
        Text::TuiKeySpace => "空格键",
        Text::PageBoard => "盘面",
        Text::PagePlayToolbar => "播放",
        Text::PageOneBack => "后退一个事件",
        Text::PageOneBackTitle => "后退一个事件（←）",
        Text::PageBack => " 后退",
        Text::PagePlay => "播放",
        Text::PageOneForward => "前进一个事件",
        Text::PageOneForwardTitle => "前进一个事件（→）",
        Text::PageForward => "前进 ",
        Text::PageSpeed => "速度",
        Text::PageSpeedLabel => "速度",
        Text::PageSeek => "搜索中的位置：搜索深度随事件的变化，以及标记点",
        Text::PageJumpTo => "跳到",
        Text::PagePreviousConflict => "上一个冲突",
        Text::PagePreviousConflictTitle => "上一个冲突（C）",
        Text::PageConflict => "冲突",
        Text::PageNextConflict => "下一个冲突",
        Text::PageNextConflictTitle => "下一个冲突（c）",
        Text::PagePreviousBacktrack => "上一个回溯",
        Text::PagePreviousBacktrackTitle => "上一个回溯（B）",
        Text::PageBacktrack => "回溯",
        Text::PageNextBacktrack => "下一个回溯",
        Text::PageNextBacktrackTitle => "下一个回溯（b）",
        Text::PagePreviousDeadEnd => "上一个死路",
        Text::PagePreviousDeadEndTitle => "上一个死路（D）",
        Text::PageDeadEnd => "死路",
        Text::PageNextDeadEnd => "下一个死路",
        Text::PageNextDeadEndTitle => "下一个死路（d）",
        Text::PagePreviousGuess => "上一个猜测",
        Text::PagePreviousGuessTitle => "上一个猜测（G）",
        Text::PageGuess => "猜测",
        Text::PageNextGuess => "下一个猜测",
        Text::PageNextGuessTitle => "下一个猜测（g）",
        Text::PagePreviousForced => "上一段确定数",
        Text::PagePreviousForcedTitle => "上一段确定数（S）",
        Text::PageForced => "确定",
        Text::PageNextForced => "下一段确定数",
        Text::PageNextForcedTitle => "下一段确定数（s）",
        Text::PagePreviousMarker => "上一个标记点",
        Text::PagePreviousMarkerTitle => "上一个标记点（[）",
        Text::PageMarker => "标记点",
        Text::PageNextMarker => "下一个标记点",
        Text::PageNextMarkerTitle => "下一个标记点（]）",
        Text::PageEvent => "事件",
        Text::PageCandidatesTitle => "在每个空格标注候选数（p）",
        Text::PageCandidates => "候选数",
        Text::PageKeysTitle => "按键（?）",
        Text::PageKeysButton => "? 按键",
        Text::PageFullScreenTitle => "全屏（f）",
        Text::PageFullScreen => "全屏",
        Text::PagePanels => "盘面旁的面板",
        Text::PageCode => "代码",
        Text::PageStack => "调用栈",
        Text::PageTree => "搜索树",
        Text::PageCodeTitle => "搜索的代码",
        Text::PageCodeLanguage => "代码的语言",
        Text::PageCodeLabel => "代码，产生当前事件的那一行高亮",
        Text::PageStackTitle => "调用栈，每次填数一层（最新的在上）",
        Text::PageTreeTitle => "目前的搜索树（每层深度一行；点击节点跳到那里）",
        Text::PageKey => "盘面图例",
        Text::PageKeyGiven => "提示数",
        Text::PageKeyPlaced => "搜索填入的数",
        Text::PageKeyTrying => "正在尝试",
        Text::PageKeyRejected => "冲突：不能填",
        Text::PageKeyUnit => "冲突所在的区域",
        Text::PageKeyHolder => "已有这个数字",
        Text::PageKeyJustPlaced => "尝试后刚填入",
        Text::PageKeyErased => "擦除：回溯",
        Text::PageKeyRanOut => "无数字可填：搜索退回",
        Text::PageKeyChosen => "下一个选中的格，附候选数个数",
        Text::PageKeyGuess => "猜测：从 2 个或更多候选数中选",
        Text::PageKeyForced => "确定：唯一的数字或位置",
        Text::PageKeyDeadEnd => "死路：没有数字可填",
        Text::PageKeyUnforce => "撤销确定数",
        Text::PageMarkers => "标记点",
        Text::PageFooter => {
            "由 sudotrace {version} 制作：搜索的每一次尝试、冲突和回溯，都在盘面上核对过。"
        }
        Text::PageNoScript => {
            "这个播放器需要 JavaScript。同样的搜索也可以用 <code>sudotrace render</code> 画成 GIF。"
        }
        Text::PageHelpTitle => "按键",
        Text::PageHelpPlay => "播放或暂停",
        Text::PageHelpStep => "后退或前进一个事件（暂停播放）",
        Text::PageHelpSeek => "在进度条上：后退或前进一个事件",
        Text::PageHelpConflict => "下一个或上一个冲突",
        Text::PageHelpBacktrack => "下一个或上一个回溯",
        Text::PageHelpDeadEnd => "下一个或上一个死路",
        Text::PageHelpGuess => "下一个或上一个猜测（从 2 个或更多候选数中选择）",
        Text::PageHelpForced => "下一段或上一段确定数",
        Text::PageHelpMarker => "下一个或上一个标记点",
        Text::PageHelpPercent => "跳到搜索的 0 % … 90 %",
        Text::PageHelpPage => "前进或后退搜索的 1 %",
        Text::PageHelpEnds => "第一个或最后一个事件",
        Text::PageHelpCandidates => "显示或隐藏每个空格的候选数",
        Text::PageHelpSpeed => "加快或减慢",
        Text::PageHelpFullScreen => "全屏：盘面和说明文字尽可能放大；移动鼠标或按任意键显示控件",
        Text::PageHelpHelp => "本帮助（<kbd>Esc</kbd> 关闭）",
        Text::PageHelpAddress => "地址以 <code>#event=N</code> 结尾：复制它即可分享这一刻。",
        Text::PageClose => "关闭",
        Text::PageKeySpace => "空格键",
        Text::PageCellGiven => "{cell} {digit} 提示数",
        Text::PageCellPlaced => "{cell} {digit} 已填",
        Text::PageCellBlank => "{cell} 空格",
        Text::PageCellTrying => "，正在尝试 {digit}",
        Text::PageCellRejected => "，{digit} 尝试后被拒绝",
        Text::PageCellErased => "，{digit} 已擦除",
        Text::PageCellChosen => "，已选中",
        Text::PageCellJustPlaced => "，刚填入",
        Text::PageCellNoDigitFits => "，没有数字可填",
        Text::PageCellHolds => "，已有冲突的数字",
        Text::PageCellForced => "，确定",
        Text::PageCellDeadEnd => "，死路：没有数字可填",
        Text::PageCellRanOut => "，已无数字可填",
        Text::PageCellUnforced => "，撤销确定数",
        Text::PageCellOneCandidate => "，1 个候选数",
        Text::PageCellCandidateCount => "，{n} 个候选数",
        Text::PageCellInUnit => "，在冲突的{unit}中",
        Text::PageCellCandidates => "，候选数 {digits}",
        Text::PageEventTip => "事件 {n}",
        Text::PageSeekValue => "事件 {n} / {last}，深度 {depth}",
        Text::PageNoConflicts => "这个搜索没有冲突：它只尝试能填的数字",
        Text::PageNoBacktracks => "这个搜索在这里从不回溯",
        Text::PageNoDeadEnds => "这个搜索不会走进死路（只有填确定数的搜索才会）",
        Text::PageNoGuesses => "这个搜索不猜测（只有自己选择空格的搜索才会）",
        Text::PageNoForced => "这个搜索没有确定数（只有用唯一余数或排除的搜索才有）",
        Text::PageSpeedOne => "每帧 {n} 个事件",
        Text::PageSpeedMany => "每帧 {n} 个事件",
        Text::PagePause => "暂停",
        Text::PageMarkerLabel => "事件 {n}：{label}",
        Text::PageNoSuchEvent => {
            "地址没有指明事件：event={text}（请用 #event=N，N 从 {first} 到 {last}）"
        }
        Text::PageStopsAt => " · 停在不可能发生的第 {n} 个事件",
        Text::PageWindow => "事件 {first} 到 {last}",
        Text::PageWindowOf => "事件 {first} 到 {last}，共 {total} 个",
        Text::PageEvents => "{n} 个事件",
        Text::PageThePuzzle => " · 题目 {puzzle}",
        Text::PageCutHere => "轨迹在这里中断：它被截断了，没有结束记录",
        Text::PageCannotHappen => "不可能发生",
        Text::PageFirstConflict => "第一个冲突",
        Text::PageFirstBacktrack => "第一次回溯",
        Text::PageFirstDeadEnd => "第一个死路",
        Text::PageFirstConflictWindow => "本段的第一个冲突",
        Text::PageFirstBacktrackWindow => "本段的第一次回溯",
        Text::PageFirstDeadEndWindow => "本段的第一个死路",
        Text::PageDeepest => "最深处，深度 {depth}",
        Text::PageDeepestWindow => "本段的最深处，深度 {depth}",
        Text::PageLongestRun => "最长的连续回溯，{n} 次",
        Text::PageLongestRunWindow => "本段最长的连续回溯，{n} 次",
        Text::PageCutShortHere => "被截断：轨迹在这里中断",
        Text::PageTheEnd => "结束",
        Text::PageEndOfWindow => "本段结束",
        Text::PageDeepestAtEnd => "，最深处（深度 {depth}）",
        Text::WrotePngRefused => {
            "已写入 {path}：不可能发生的第 {at} 个事件，画在第 {events} 个事件之后的盘面上，{width} x {height} 像素，{bytes} 字节"
        }
        Text::WrotePng => {
            "已写入 {path}：第 {at} 个事件之后的盘面（共 {events} 个事件），{width} x {height} 像素，{bytes} 字节"
        }
        Text::WroteGif => {
            "已写入 {path}：{frames} 帧的动画（{chosen} 个事件中的 {shown}，另加开头和最后的盘面），{width} x {height} 像素，{bytes} 字节，每轮 {seconds} 秒"
        }
        Text::WroteFrames => {
            "已写入 {path}：{frames} 帧的文件夹（{chosen} 个事件中的 {shown}，另加开头和最后的盘面），{width} x {height} 像素，{bytes} 字节"
        }
        Text::FramesOneEvent => "1 个事件",
        Text::FramesEvents => "{n} 个事件",
        Text::FramesChosenOf => "{events} 个事件里选中的 {chosen} 个",
        Text::SampledStory => {
            "开头、第一次回溯、最深的死路和结尾逐个事件展示，其间的部分压缩；--pacing even 则均匀分布"
        }
        Text::SampledEven => "均匀分布",
        Text::SampledNote => {
            "注意：选中的 {chosen} 个事件多于 --max-frames {max}：只展示其中 {shown} 个，{spread}（--max-frames 0 全部展示；--from、--to、--only 和 --every 可选择别的事件）"
        }
        Text::WrotePage => "{path}：事件 {first} 到 {last}（{steps}），{markers}，{size}",
        Text::PageOneStep => "1 步",
        Text::PageSteps => "{n} 步",
        Text::PageOneMarker => "1 个标记点",
        Text::PageMarkersCount => "{n} 个标记点",
        Text::WrotePoster => "{path}：开头的盘面",
        Text::WroteTrace => "已写入 {path}：{events} 个事件，{bytes} 字节",
        Text::DemoIntro => "LeetCode 37 示例，{blanks} 个空格",
        Text::DemoSolved => "解：",
        Text::DemoTimeMedian => "用时中位数",
        Text::DemoMedianOf => "  （预热一次后，{n} 次不记录轨迹的运行的中位数）",
        Text::DemoInWords => {
            "tables：检查次数是 naive 的 1/{fewer}（{lookups} 次查表对 {reads} 次读格），快 {faster} 倍"
        }
        Text::DemoStrategy => "策略",
        Text::DemoWroteTrace => "已写入 {path}（{search}，{events} 个事件，{bytes} 字节）",
        Text::DemoWrotePicture => "已写入 {path}（{what}，{width} x {height} 像素，{bytes} 字节）",
        Text::DemoAnimated => "搜索的动画",
        Text::DemoWithCode => "搜索与代码并排，产生每个事件的那一行高亮",
        Text::DemoConflict => "一次冲突",
        Text::DemoSideBySide => "逐行搜索与 mrv+singles+tables 并排",
        Text::DemoWrotePage => {
            "已写入 {path}（网页形式的搜索：可以播放、单步、跳到冲突；{bytes} 字节）"
        }
        Text::DemoWroteReport => {
            "已写入 {path}（比较报告，另有 report.csv 和 report.json，以及 {n} 张图表）"
        }
        Text::DemoWroteChart => "已写入 {path}（{title}）",
        Text::DemoNext => "下一步：{command} stats {trace}",
        Text::WroteChart => "已写入 {png} 和 {svg}（{title}）",
        Text::CompareNoTry => "完全没有尝试",
        Text::CompareFewerTries => "尝试次数为其 1/{ratio}",
        Text::CompareMoreTries => "尝试次数为其 {ratio} 倍",
        Text::CompareFaster => "速度为其 {ratio} 倍",
        Text::CompareSlower => "速度为其 1/{ratio}",
        Text::CompareFewerChecks => "检查次数为其 1/{ratio}",
        Text::CompareMoreChecks => "检查次数为其 {ratio} 倍",
        Text::CompareGain => {
            "{other}：与 {base} 相比，在两者都完成的 {puzzles}上，{tries}，{speed}"
        }
        Text::CompareRatio => "{checks}，{speed}",
        Text::CompareSolved => "解出 {solved} / {puzzles} 道",
        Text::CompareSolvedWithin => "解出 {solved} / {puzzles} 道（上限：{limits}）",
        Text::CompareLimitTries => "{tries} 次尝试",
        Text::CompareLimitsBoth => "{tries} 次尝试和 {time}",
        Text::CompareStopped => "{n} 道被停止",
        Text::CompareWithoutSolution => "{n} 道无解",
        Text::CompareListSeparator => "，",
        Text::CompareNamesSeparator => "、",
        Text::CompareAnd => " 和 ",
        Text::CompareSummaryOne => {
            "比较了来自 {inputs}的 {puzzles}，策略：{solvers}（用时：预热一次后 {repeat} 次不记录轨迹的运行的中位数）"
        }
        Text::CompareSummaryMany => {
            "比较了来自 {inputs}的 {puzzles}，策略：{solvers}（用时：预热一次后 {repeat} 次不记录轨迹的运行的中位数）"
        }
        Text::CompareInputsOne => "1 个输入",
        Text::CompareInputsMany => "{n} 个输入",
        Text::CompareRatioLine => "tables：{ratio}（与 naive 相比，合计于两者都完成的 {puzzles}）",
        Text::CompareRatioSpreadLine => {
            "tables：{ratio}（与 naive 相比，合计于两者都完成的 {puzzles}；每道题目的速度为其 {min} 到 {max} 倍）"
        }
        Text::CompareMedianTries => "尝试次数中位数 {median}",
        Text::ComparePuzzlesPerSecond => "每秒 {n} 道题目",
        Text::CompareMicrosPerPuzzle => "每道题目 {n} µs",
        Text::CompareTriesPerPuzzle => "每道题目 {n} 次尝试",
        Text::CompareWithoutGuessing => "{share}% 无需猜测",
        Text::CompareGuessesPerPuzzle => "每道题目 {n} 次猜测",
        Text::CompareOverFinished => "；在完成的 {n} 道题目上：",
        Text::CompareFiguresAfter => "；",
        Text::CompareLeftOut => "每道题目的图表和比值中未计入：{left_out}",
        Text::CompareNoSolution => "无解：{puzzles}",
        Text::CompareWrote => "已写入 {files}",
        Text::CompareWroteCharts => "已将 {n} 张图表以 PNG 和 SVG 写入 {dir}：{charts}",
        Text::CompareTook => "用时 {wall}：求解 {solving}，其余 {overhead}（{percent}%）",
        Text::ReportTitleCheck => "# 检查方式比较：{solvers}",
        Text::ReportTitleStrategy => "# 策略比较：{solvers}",
        Text::ReportAgainst => " 对比 ",
        Text::ReportSource => "`{source}`（{puzzles}）",
        Text::ReportListAnd => "{init} 和 {last}",
        Text::ReportIntro => {
            "{puzzles}，来自 {sources}，每道都由 {solvers} 求解。计数来自搜索本身；用时是预热一次后 {repeat} 次不记录轨迹的运行的中位数，括号里是最快和最慢的一次。搜索上限：{limits}。"
        }
        Text::ReportLimitsEither => "{tries} 次尝试或 {time}",
        Text::ReportNoLimit => "无",
        Text::ReportRatio => "**tables：{ratio}**（与 naive 相比，合计于两者都完成的 {puzzles}）。",
        Text::ReportRatioSpread => {
            "**tables：{ratio}**（与 naive 相比，合计于两者都完成的 {puzzles}）；每道题目的速度为其 {min} 到 {max} 倍，几何平均为 {mean} 倍。"
        }
        Text::ReportSolvedLine => "- {solver}：{solved}。",
        Text::ReportLimited => {
            "每道题目都计入每个策略的合计：在 {puzzles}上，至少有一个策略在上限处被停止，这次搜索算作需要更多（见[读懂被截断的结果](#读懂被截断的结果)）。"
        }
        Text::ReportSkippedLines => {
            "{lines}无法读取，已跳过（见[停止、跳过与不一致](#停止跳过与不一致)）。"
        }
        Text::ReportWarning => {
            "**警告：**在一些题目上，各变体的计数不同，它们做的不是同一个搜索；见下面的说明。"
        }
        Text::ReportCharts => "## 图表",
        Text::ReportCensored => {
            "## 读懂被截断的结果\n\n在上限处被停止的搜索恰好做了 {limit} 次尝试，还需要更多：它的结果是*被截断*的，只知道超过 {limit} 次尝试。这样的题目仍计入该策略的合计，就像 SAT 竞赛计算超时一样：\n\n- **解出**统计在上限内解出的题目数，分母是全部比较的题目；\n- **尝试次数中位数**取自每道题目，被停止的题目算作多于任何完成的题目；落在它们之中的中位数写作 `> N`，即它至少的值；\n- **PAR-2 平均尝试次数**（惩罚平均运行时间，系数 {penalty}）是全部题目的平均值，每个被停止的搜索按 {penalty} × {limit} 次尝试计：策略每多一道无法完成的题目，它就会增大；\n- 计数、用时和速度取自该策略**完成**的题目，两个策略之间的比值取自两者都完成的题目，并说明有多少道。\n\n累积解出图在每个预算下显示同样的信息：在这么多次尝试或这么长时间内，每个策略能解出多少道题目。"
        }
        Text::ReportCensoredClock => {
            "被时钟在 {time} 后停止的搜索也是被截断的：它需要更多的时间，也需要比已做的更多的尝试。此时给出用时的中位数和 PAR-2 平均值（被任一上限停止的搜索算作超过 {time}，以及按 {penalty} × {time} 计），而尝试次数的中位数和 PAR-2 平均值只在时钟没有停止任何搜索时给出。"
        }
        Text::ReportHow => "## 测量方法",
        Text::ReportMachine => {
            "- sudotrace {version}，{date}，运行于 {cpu}（{cores}，{os} {arch}）。"
        }
        Text::ReportCoresOne => "1 个核心",
        Text::ReportCoresMany => "{n} 个核心",
        Text::ReportCounts => "- 计数：每道题目的每个变体做一次不记录轨迹的运行，使用 {threads}。",
        Text::ReportThreadsOne => "1 个线程",
        Text::ReportThreadsMany => "{n} 个线程",
        Text::ReportTimeOne => {
            "- 用时：依次对每道题目的每个变体单独运行，先预热一次（整个搜索，较长时为其前 {events} 个事件），再做 {repeat} 次计时的不记录轨迹的运行；用求解器自己的时钟，取中位数，并给出最小值和最大值。被停止的搜索不计时。"
        }
        Text::ReportTimeMany => {
            "- 用时：依次对每道题目的每个变体单独运行，先预热一次（整个搜索，较长时为其前 {events} 个事件），再做 {repeat} 次计时的不记录轨迹的运行；用求解器自己的时钟，取中位数，并给出最小值和最大值。被停止的搜索不计时。"
        }
        Text::ReportLimit => {
            "- 上限：搜索做满 {tries} 次尝试后，在下一次尝试之前被停止，并标为 `limit`：它需要超过 {tries} 次（被截断；见[读懂被截断的结果](#读懂被截断的结果)）。"
        }
        Text::ReportTook => {
            "- 这次比较到写出本报告共用时 {wall}：求解 {solving}（计数 {counting}，预热和计时运行 {timing}，其中计时运行 {timed}），其余 {overhead}（{percent}%）。"
        }
        Text::ReportShards => {
            "- 分成 {shards}运行，由 `sudotrace compare merge` 合并，使用 {machines}；每道题目都在一个分片的机器上单独计时："
        }
        Text::ReportShardsOne => "1 个分片",
        Text::ReportShardsMany => "{n} 个分片",
        Text::ReportMachinesOne => "1 种机器",
        Text::ReportMachinesMany => "{n} 种机器",
        Text::ReportShardsHeader => "  | 分片 | 主机 | 机器 | 题目 | 求解 | 合计 | 计入 |",
        Text::ReportShardMachine => "{cpu}（{cores}）",
        Text::ReportMachinesDiffer => {
            "- **用时来自 {n} 种机器。**每道题目的用时来自它自己的机器；下面的用时合计和比值把不同机器的用时加在一起：请在上表中逐个分片比较各求解器的用时（每个分片来自一台机器），或在同一种机器上运行各分片。"
        }
        Text::ReportTotals => {
            "## 合计\n\n前几行取自全部题目，{over}；其余各行取自每个策略完成的题目（在上限内解出，或判定无解）。"
        }
        Text::ReportOverLimit => "在 {limits}处被停止的搜索算作超过上限",
        Text::ReportOverNoLimit => "没有上限",
        Text::ReportRowPuzzles => "题目",
        Text::ReportRowSolved => "解出",
        Text::ReportRowStopped => "在上限处被停止",
        Text::ReportRowNoSolution => "无解",
        Text::ReportRowMedianTries => "尝试次数中位数（全部题目）",
        Text::ReportRowMeanTries => "PAR-2 平均尝试次数（全部题目）",
        Text::ReportRowMedianTime => "用时中位数（全部题目）",
        Text::ReportRowMeanTime => "PAR-2 平均用时（全部题目）",
        Text::ReportRowFinished => "**完成**（下面各行取自这些题目）",
        Text::ReportRowPuzzlesPerSecond => "每秒题数",
        Text::ReportRowMicros => "每道题目的 µs",
        Text::ReportRowWithoutGuessing => "无需猜测即解出",
        Text::ReportRowGuesses => "每道题目的猜测次数",
        Text::ReportRowTime => "用时（中位数之和）",
        Text::ReportRowWorkTry => "每次尝试的开销（检查开销 / 尝试次数）",
        Text::ReportRowWorkPlacement => "每次填入的开销（检查开销 / 填入和确定填入的数字）",
        Text::ReportPerPuzzleStrategies => {
            "## 每道题目\n\n每个策略做自己的搜索：它的尝试次数、它的检查付出的开销（读格次数或查表次数，包括查看空格的开销），以及它的用时。"
        }
        Text::ReportStrategiesHeader => "| # | 题目 | 结果 |",
        Text::ReportStrategiesColumns => {
            " {solver}：尝试次数 | {solver}：{cost} | {solver}：用时 |"
        }
        Text::ReportLimitCell => "**达到上限**",
        Text::ReportLimitNeeds => "**达到上限**（需要{beyond}）",
        Text::ReportNotTimed => "未计时",
        Text::ReportTriesCensored => "{tries}（{censored}）",
        Text::ReportPerPuzzleSame => {
            "## 每道题目\n\n尝试、冲突和回溯的次数对每个变体都相同（它们做的是同一个搜索）；每个变体付出各自的开销。"
        }
        Text::ReportSameHeader => "| # | 题目 | 结果 | 尝试次数 | 冲突 行 / 列 / 宫 | 回溯次数 |",
        Text::ReportSameColumns => " {solver}：{cost} | {solver}：用时 |",
        Text::ReportPairColumn => " tables 对比 naive |",
        Text::ReportNotFinishedByBoth => "并非两者都完成",
        Text::ReportMarked => "## 停止、跳过与不一致",
        Text::ReportStoppedAtLimit => {
            "### 在上限处被停止（{n}）\n\n在这些题目上，至少有一个策略在上限（{limits}）处被停止且未计时：它需要更多。它们按被截断计入该策略的合计，不计入每道题目的比值和图表。"
        }
        Text::ReportStoppedHeader => "| # | 题目 | 被停止的策略 | 题目文本 |\n|--:|---|---|---|",
        Text::ReportSkippedInput => {
            "### 跳过的输入行（{n}）\n\n这些行无法读作题目；每个输入的其余部分都已比较。"
        }
        Text::ReportSkippedHeader => "| 输入 | 行 | 原因 |\n|---|--:|---|",
        Text::ReportDisagree => "### 结果不一致的变体",
        Text::ReportNoteLimit => "达到上限：{stopped}（被截断，未计时）",
        Text::ReportNoteNeeds => "{solver} 需要{beyond}",
        Text::ReportNoteDisagree => "各变体的计数不同：它们做的不是同一个搜索",
        Text::ReportMoreThanTries => "超过 {tries} 次尝试",
        Text::ReportMoreThanTime => "超过 {time}",
        Text::ReportDisagreeLine => "- {number}（{puzzle}）：{note}",
        Text::KindTry => "尝试",
        Text::KindConflict => "冲突",
        Text::KindPlace => "填入",
        Text::KindBacktrack => "回溯",
        Text::KindChoose => "选择",
        Text::KindForce => "确定",
        Text::KindDeadEnd => "死路",
        Text::KindUnforce => "撤销确定",
        Text::ChartCount => "{count} {value}",
        Text::ChartPuzzlesOne => "1 道题目",
        Text::ChartPuzzlesMany => "{n} 道题目",
        Text::ChartInputLinesOne => "1 行输入",
        Text::ChartInputLinesMany => "{n} 行输入",
        Text::ChartLogScale => "{text}；对数坐标",
        Text::ChartSolverKey => "{solver}：{words}",
        Text::ChartTriesLog => "尝试次数（对数坐标）",
        Text::ChartTrace => {
            "{solver} 的轨迹，题目 {puzzle}（第 1-2 行，共 9 行）：{outcome}，{tries}，{backtracks}"
        }
        Text::ChartTraceForcing => {
            "{solver} 的轨迹，题目 {puzzle}（第 1-2 行，共 9 行）：{outcome}，{tries}，{backtracks}，{forced}，{dead_ends}"
        }
        Text::ChartDepthTitle => "搜索剖面：{events} 个事件中的深度",
        Text::ChartDepthSubtitle => "{trace}；每次下降都是一次回溯",
        Text::ChartDepthSubtitleForcing => {
            "{trace}；每次下降都是一次回溯，或撤销了一个确定填入的数"
        }
        Text::ChartDepthFolded => "{subtitle}；每段 {n} 个事件：线为平均深度，色带为最低到最高深度",
        Text::ChartDepth => "深度（已填入的数字个数）",
        Text::ChartMeanDepth => "平均深度（已填入的数字个数）",
        Text::ChartBlanksToFill => "待填空格：{n}",
        Text::ChartDepthEvents => "事件（尝试、冲突、填入、回溯），按先后顺序",
        Text::ChartDepthEventsChoosing => "事件（选择、尝试、确定填入、死路……），按先后顺序",
        Text::ChartTreeTitle => "搜索树：{events} 个事件，{nodes} 个节点",
        Text::ChartTreeSubtitle => {
            "{trace}；每次填入一个节点，每层深度一行，节点的宽度为其下的事件数；最宽的一行在深度 {depth}，有 {nodes} 个节点"
        }
        Text::ChartTreeFolded => "{subtitle}；已折叠：每列代表 {n} 个事件",
        Text::ChartTreeNodes => "搜索过的节点",
        Text::ChartTreePathSolved => "通向解的路径",
        Text::ChartTreePathEnded => "搜索结束时所在的路径",
        Text::ChartTreeEvents => "事件，按先后顺序",
        Text::ChartTreeDepth => "深度（一行节点）",
        Text::ChartHeatTitle => "每格尝试次数",
        Text::ChartHeatSubtitle => "{trace}；对数色阶，提示数为灰色",
        Text::ChartHeatGiven => "提示数",
        Text::ChartHeatNeverTried => "从未尝试",
        Text::ChartSourcesMany => "{n} 个输入",
        Text::ChartSourcesTwo => "{first} 和 {second}",
        Text::ChartSourcesThree => "{first}、{second} 和 {third}",
        Text::ChartPuzzlesFrom => "{sources} 中的 {puzzles}",
        Text::ChartNotShown => "未显示：{left_out}。",
        Text::ChartNotShownSeparator => "；",
        Text::ChartStoppedBySearch => "{puzzles}的搜索在 {limit} 次尝试的上限处停止",
        Text::ChartStoppedByStrategy => "{puzzles}被某个策略在 {limit} 次尝试的上限处停止",
        Text::ChartNotTimed => "{puzzles}未计时",
        Text::ChartSkipped => "跳过了 {lines}",
        Text::ChartCostTitle => "每道题目的检查开销：{counters}",
        Text::ChartCostAgainst => "{first} 对比 {second}",
        Text::ChartCostSubtitle => "一次搜索所做的检查，每个变体按自己的单位计数；{puzzles}",
        Text::ChartPuzzleNumber => "题目（报告中的编号）",
        Text::ChartCostPerSearch => "每次搜索的检查次数",
        Text::ChartCostPerSearchLog => "每次搜索的检查次数（对数坐标）",
        Text::ChartVariant => "变体",
        Text::ChartTimeTitle => "每道题目的用时",
        Text::ChartTimeSubtitleOne => {
            "{repeat} 次不记录轨迹的运行的中位数，误差线从最快到最慢；{puzzles}"
        }
        Text::ChartTimeSubtitleMany => {
            "{repeat} 次不记录轨迹的运行的中位数，误差线从最快到最慢；{puzzles}"
        }
        Text::ChartTimePerSearch => "每次搜索的用时",
        Text::ChartTimePerSearchLog => "每次搜索的用时（对数坐标）",
        Text::ChartConflictsTitle => "冲突按区域分布",
        Text::ChartConflictsSubtitle => {
            "每次冲突的尝试最先与哪个区域冲突（检查先看行，再看列，最后看宫），汇总自 {puzzles}"
        }
        Text::ChartConflictsSubtitleShares => {
            "每次冲突的尝试最先与哪个区域冲突（检查先看行，再看列，最后看宫），汇总自 {puzzles}；每个策略的占比，柱上方为其冲突总数"
        }
        Text::ChartConflictsShare => "冲突占比（%）",
        Text::ChartConflictsCount => "冲突（次数）",
        Text::ChartConflictsInAll => "共 {n}",
        Text::ChartConflictsSegment => "{unit} {count}（{share}%）",
        Text::ChartGrowthTitle => "用时随工作量的增长",
        Text::ChartGrowthSubtitleOne => {
            "搜索用时的中位数除以其尝试次数；{puzzles}：只有一道题目，画不出增长"
        }
        Text::ChartGrowthSubtitle => {
            "尝试次数与用时中位数，每道题目一个点；虚线：全部题目上每次尝试的用时；{puzzles}；对数坐标"
        }
        Text::ChartGrowthKey => "{solver}：每次尝试 {time}",
        Text::ChartGrowthNoTries => "每次搜索的用时（没有尝试）",
        Text::ChartGrowthPerTry => "每次尝试的用时",
        Text::ChartTriesPerSearchLog => "每次搜索的尝试次数（对数坐标）",
        Text::ChartTriesTitle => "每道题目的尝试次数（按策略）",
        Text::ChartTriesSubtitle => {
            "每个策略自己的搜索所尝试的数字个数（没有尝试的搜索画在 1 处）；{puzzles}；对数坐标"
        }
        Text::ChartWorkTitle => "每次尝试的工作量（按策略）",
        Text::ChartWorkSubtitle => {
            "检查开销除以尝试次数（naive 为读格次数，tables 为查表次数），含查看空格的开销；图例还给出了它除以填入次数的值（填入包括可填的尝试和确定填入的数字，后者无需尝试）；{puzzles}"
        }
        Text::ChartWorkKey => "{solver}：每次填入 {work}",
        Text::ChartWorkPerTry => "每次尝试的检查开销",
        Text::ChartCactusTitle => "预算内解出的题目",
        Text::ChartCactusSubtitle => {
            "{puzzles}中，每个策略在尝试次数预算（左）和时间预算（右，计时运行的中位数）内解出多少道；线越靠左上越好；没有尝试的搜索画在 1 处；对数坐标"
        }
        Text::ChartCactusSubtitleLimit => {
            "{puzzles}中，每个策略在尝试次数预算（左）和时间预算（右，计时运行的中位数）内解出多少道；线越靠左上越好；搜索在 {limit} 次尝试处停止（虚线）；没有尝试的搜索画在 1 处；对数坐标"
        }
        Text::ChartCactusKey => "{solver}：{solved} / {puzzles}",
        Text::ChartCactusSolved => "解出的题目数",
        Text::ChartCactusTime => "用时（对数坐标）",
        Text::ChartScatterTitle => "每道题目的尝试次数：{base} 对比各策略",
        Text::ChartScatterSubtitle => {
            "每个点一道题目：横轴为 {base} 的尝试次数，纵轴为另一策略的（没有尝试的搜索画在 1 处）；对角线以下，另一策略尝试得更少；对数坐标"
        }
        Text::ChartScatterSubtitleLimit => {
            "每个点一道题目：横轴为 {base} 的尝试次数，纵轴为另一策略的（没有尝试的搜索画在 1 处）；对角线以下，另一策略尝试得更少；在上限处停止的搜索画成空心点，位于 {limit} 次尝试的虚线边界上（它需要更多次）；对数坐标"
        }
        Text::ChartScatterBase => "{base} 的尝试次数（对数坐标）",
        Text::ChartScatterOther => "另一策略的尝试次数（对数坐标）",
        Text::ChartScatterLimit => "在上限处停止：超过 {limit} 次尝试",
        Text::ChartSourcePuzzle => "命令行参数",
        Text::ChartSourceStdin => "标准输入",
        Text::ChartSourceArgument => "第 {n} 个参数",
    }
}

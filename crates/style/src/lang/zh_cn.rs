//! The Simplified Chinese catalog of sudotrace-style (the words of the frames, the charts and the page): every [`DrawText`] in Chinese, in the terms
//! docs/glossary.zh-CN.md lists, set as the core's catalog sets them (a space between
//! Chinese and Latin letters or digits, full-width punctuation).

use super::DrawText;

/// The words of `text` in Simplified Chinese.
pub(super) fn text(text: DrawText) -> &'static str {
    match text {
        DrawText::LegendGiven => "提示数",
        DrawText::LegendPlaced => "搜索填入",
        DrawText::LegendTrying => "正在尝试",
        DrawText::LegendRejected => "冲突：不能填",
        DrawText::LegendUnit => "冲突所在的区域",
        DrawText::LegendHolder => "已有这个数字",
        DrawText::LegendErased => "擦除：回溯",
        DrawText::LegendPatternCell => "删除依据的格",
        DrawText::LegendPatternUnit => "删除依据的区域",
        DrawText::LegendStruck => "删去的候选数",
        DrawText::LegendRead => "检查读过的格",
        DrawText::LegendLookedUp => "查过的表",
        DrawText::PassedOne => "… 与上一帧之间略过了 1 个事件",
        DrawText::PassedMany => "… 与上一帧之间略过了 {n} 个事件",
        DrawText::PassedChosenOne => "… 与上一帧之间略过了 1 个选中的事件",
        DrawText::PassedChosenMany => "… 与上一帧之间略过了 {n} 个选中的事件",
        DrawText::SideCodeTitle => "搜索的代码（{language}）",
        DrawText::SideStackTitle => "调用栈，最新的在上：共 {n} 层",
        DrawText::SideMore => "… 下面还有 {n} 层",
        DrawText::SideTablesTitle => "表：每个区域已有的数字",
        DrawText::SideTablesLooked => "{cell} = {digit}，查表：",
        DrawText::SideTablesHeld => "{unit} {n} 已有",
        DrawText::SideTablesFree => "{unit} {n} 没有",
        DrawText::SideTablesScans => "这种检查读格子，不查表",
        DrawText::CutShort => "被截断",
        DrawText::FrameTitle => "{puzzle} · {search}",
        DrawText::FrameTitlePair => "{puzzle} · {a} 对比 {b}",
        DrawText::PageBoard => "盘面",
        DrawText::PagePlayToolbar => "播放",
        DrawText::PageOneBack => "后退一个事件",
        DrawText::PageOneBackTitle => "后退一个事件（←）",
        DrawText::PageBack => " 后退",
        DrawText::PagePlay => "播放",
        DrawText::PageOneForward => "前进一个事件",
        DrawText::PageOneForwardTitle => "前进一个事件（→）",
        DrawText::PageForward => "前进 ",
        DrawText::PageSpeed => "速度",
        DrawText::PageSpeedLabel => "速度",
        DrawText::PageSeek => "搜索中的位置：搜索深度随事件的变化，以及标记点",
        DrawText::PageJumpTo => "跳到",
        DrawText::PagePreviousConflict => "上一个冲突",
        DrawText::PagePreviousConflictTitle => "上一个冲突（C）",
        DrawText::PageConflict => "冲突",
        DrawText::PageNextConflict => "下一个冲突",
        DrawText::PageNextConflictTitle => "下一个冲突（c）",
        DrawText::PagePreviousBacktrack => "上一个回溯",
        DrawText::PagePreviousBacktrackTitle => "上一个回溯（B）",
        DrawText::PageBacktrack => "回溯",
        DrawText::PageNextBacktrack => "下一个回溯",
        DrawText::PageNextBacktrackTitle => "下一个回溯（b）",
        DrawText::PagePreviousDeadEnd => "上一个死路",
        DrawText::PagePreviousDeadEndTitle => "上一个死路（D）",
        DrawText::PageDeadEnd => "死路",
        DrawText::PageNextDeadEnd => "下一个死路",
        DrawText::PageNextDeadEndTitle => "下一个死路（d）",
        DrawText::PagePreviousGuess => "上一个猜测",
        DrawText::PagePreviousGuessTitle => "上一个猜测（G）",
        DrawText::PageGuess => "猜测",
        DrawText::PageNextGuess => "下一个猜测",
        DrawText::PageNextGuessTitle => "下一个猜测（g）",
        DrawText::PagePreviousForced => "上一段确定数",
        DrawText::PagePreviousForcedTitle => "上一段确定数（S）",
        DrawText::PageForced => "确定",
        DrawText::PageNextForced => "下一段确定数",
        DrawText::PageNextForcedTitle => "下一段确定数（s）",
        DrawText::PagePreviousMarker => "上一个标记点",
        DrawText::PagePreviousMarkerTitle => "上一个标记点（[）",
        DrawText::PageMarker => "标记点",
        DrawText::PageNextMarker => "下一个标记点",
        DrawText::PageNextMarkerTitle => "下一个标记点（]）",
        DrawText::PageEvent => "事件",
        DrawText::PageCandidatesTitle => "在每个空格标注候选数（p）",
        DrawText::PageCandidates => "候选数",
        DrawText::PageKeysTitle => "按键（?）",
        DrawText::PageKeysButton => "? 按键",
        DrawText::PageFullScreenTitle => "全屏（f）",
        DrawText::PageFullScreen => "全屏",
        DrawText::PagePanels => "盘面旁的面板",
        DrawText::PageCode => "代码",
        DrawText::PageStack => "调用栈",
        DrawText::PageTree => "搜索树",
        DrawText::PageCodeTitle => "搜索的代码",
        DrawText::PageCodeLanguage => "代码的语言",
        DrawText::PageCodeLabel => "代码，产生当前事件的那一行高亮",
        DrawText::PageStackTitle => "调用栈，每次填数一层（最新的在上）",
        DrawText::PageTreeTitle => "目前的搜索树（每层深度一行；点击节点跳到那里）",
        DrawText::PageKey => "盘面图例",
        DrawText::PageKeyGiven => "提示数",
        DrawText::PageKeyPlaced => "搜索填入的数",
        DrawText::PageKeyTrying => "正在尝试",
        DrawText::PageKeyRejected => "冲突：不能填",
        DrawText::PageKeyUnit => "冲突所在的区域",
        DrawText::PageKeyHolder => "已有这个数字",
        DrawText::PageKeyJustPlaced => "尝试后刚填入",
        DrawText::PageKeyErased => "擦除：回溯",
        DrawText::PageKeyRanOut => "无数字可填：搜索退回",
        DrawText::PageKeyChosen => "下一个选中的格，附候选数个数",
        DrawText::PageKeyGuess => "猜测：从 2 个或更多候选数中选",
        DrawText::PageKeyForced => "确定：唯一的数字或位置",
        DrawText::PageKeyDeadEnd => "死路：没有数字可填",
        DrawText::PageKeyUnforce => "撤销确定数",
        DrawText::PageKeyPattern => "删去候选数的模式中的格",
        DrawText::PageKeyStruck => "被删去的候选数",
        DrawText::PageMarkers => "标记点",
        DrawText::PageFooter => {
            "由 sudotrace {version} 制作：搜索的每一次尝试、冲突和回溯，都在盘面上核对过。"
        }
        DrawText::PageNoScript => {
            "这个播放器需要 JavaScript。同样的搜索也可以用 <code>sudotrace render</code> 画成 GIF。"
        }
        DrawText::PageHelpTitle => "按键",
        DrawText::PageHelpPlay => "播放或暂停",
        DrawText::PageHelpStep => "后退或前进一个事件（暂停播放）",
        DrawText::PageHelpSeek => "在进度条上：后退或前进一个事件",
        DrawText::PageHelpConflict => "下一个或上一个冲突",
        DrawText::PageHelpBacktrack => "下一个或上一个回溯",
        DrawText::PageHelpDeadEnd => "下一个或上一个死路",
        DrawText::PageHelpGuess => "下一个或上一个猜测（从 2 个或更多候选数中选择）",
        DrawText::PageHelpForced => "下一段或上一段确定数",
        DrawText::PageHelpEliminate => "下一个或上一个删除",
        DrawText::PageHelpMarker => "下一个或上一个标记点",
        DrawText::PageHelpPercent => "跳到搜索的 0 % … 90 %",
        DrawText::PageHelpPage => "前进或后退搜索的 1 %",
        DrawText::PageHelpEnds => "第一个或最后一个事件",
        DrawText::PageHelpCandidates => "显示或隐藏每个空格的候选数",
        DrawText::PageHelpSpeed => "加快或减慢",
        DrawText::PageHelpFullScreen => {
            "全屏：盘面和说明文字尽可能放大；移动鼠标或按任意键显示控件"
        }
        DrawText::PageHelpHelp => "本帮助（<kbd>Esc</kbd> 关闭）",
        DrawText::PageHelpAddress => {
            "地址以 <code>#event=N</code> 结尾：复制它即可分享这一刻；<code>#mode=simulate&amp;event=N</code> 则打开为自己动手。"
        }
        DrawText::PageClose => "关闭",
        DrawText::PageKeySpace => "空格键",
        DrawText::PageModes => "模式",
        DrawText::PageModeWatch => "观看",
        DrawText::PageModeSimulate => "自己动手",
        DrawText::PageModePredict => "先猜一猜",
        DrawText::PageModePlay => "自己玩",
        DrawText::PageCodeEditHere => "编辑这段代码并运行",
        DrawText::PagePlayYours => "自己的题目",
        DrawText::PageHelpPlayDigit => "在选中的格里填入数字（铅笔打开时：作标记）",
        DrawText::PagePlayTools => "玩这道题",
        DrawText::PagePlayPuzzle => "题目",
        DrawText::PagePlayOwn => "自己的题目（81 个字符，空格写 . 或 0）",
        DrawText::PagePlayOwnButton => "开始",
        DrawText::PagePlayNotAPuzzle => {
            "不是题目：需要 81 格，每格是数字 1–9，空格写 . 或 0（读到 {n} 格）"
        }
        DrawText::PagePlayPencil => "铅笔",
        DrawText::PagePlayPencilTitle => "填入的数字作为铅笔标记（.）",
        DrawText::PagePlayErase => "擦除",
        DrawText::PagePlayUndo => "撤销",
        DrawText::PagePlayRedo => "重做",
        DrawText::PagePlayClashes => "显示冲突",
        DrawText::PagePlayCheck => "检查",
        DrawText::PagePlayHint => "提示",
        DrawText::PagePlayTime => "用时 {time}",
        DrawText::PagePlaySolved => "用时 {time}，解出了：每行、每列、每宫都是 1 到 9。",
        DrawText::PagePlayNoMistake => "到目前每个数字都与答案相符；还剩 {n} 个空格。",
        DrawText::PagePlayNoClash => "到目前没有冲突；还剩 {n} 个空格。",
        DrawText::PagePlayShowMistakes => "显示自己的错误",
        DrawText::PagePlayShowMistakesTitle => {
            "提示会指出与答案不符的数字；关闭时，猜错的数字会走到它的死路"
        }
        DrawText::PagePlayKept => "你在{puzzle}的进度已保存：再选它就能继续。",
        DrawText::PagePlayResumed => "回到你在{puzzle}的进度：已用时 {time}。",
        DrawText::PagePlayPuzzleNumber => "第 {n} 题",
        DrawText::PagePlayYourPuzzle => "你自己的题目",
        DrawText::PagePlayAbout => "正在玩{puzzle} · {line}",
        DrawText::PagePlayFollowAbout => "正在玩的题目，其搜索在本页运行",
        DrawText::PagePlayRunWrong => {
            "从这个盘面无解，原因是你填的 {digits}：与答案不符，搜索却把它当作提示数。"
        }
        DrawText::PagePlayDigitAt => "{cell} 的 {digit}",
        DrawText::PageCellNotSolutions => "，你填的数字，与答案不符",
        DrawText::PagePlayMistakes => "错误：{n} 处",
        DrawText::PagePlaySearch => "搜索",
        DrawText::PagePlayRun => "从这里运行搜索",
        DrawText::PagePlayGoOn => "让搜索从这里继续",
        DrawText::PagePlayStop => "停止",
        DrawText::PagePlayLimit => "事件上限",
        DrawText::PagePlayRunning => "正在运行 {search}…… 已有 {n} 个事件",
        DrawText::PagePlayStopped => "已停止：没有得到轨迹。",
        DrawText::PagePlayTooLong => "运行超过 {seconds} 秒，已停止。",
        DrawText::PagePlayError => "第 {line} 行：{message}",
        DrawText::PagePlayNoTrace => "程序没有写出轨迹：{why}",
        DrawText::PagePlayRunDone => "{search}：{n} 个事件；{end}",
        DrawText::PagePlayOwnTrace => "回到本页自带的轨迹",
        DrawText::PagePlayRunAbout => "在本页从正在玩的盘面运行",
        DrawText::PageCodeEdit => "编辑",
        DrawText::PageCodeEditLabel => "可编辑的程序",
        DrawText::PageCodeRun => "运行你的代码",
        DrawText::PageCodeReset => "还原",
        DrawText::PageCodeSame => "你的代码产生的事件与该策略的相同，共 {n} 个。",
        DrawText::PageCodeDeparts => "你的代码偏离了该策略，在{words}",
        DrawText::PageCodeOtherOrder => "只是检查报告的冲突不同：从第 {event} 个事件起，它{how}。",
        DrawText::PageCodeCounts => "{count}：你的 {mine}，策略的 {theirs}",
        DrawText::PageRunEndSolved => {
            "你的代码运行结束时已解出，盘面正确：每行、每列、每宫都是 1 到 9。"
        }
        DrawText::PageRunEndBroken => "你的代码运行结束时称已解出，但盘面不符合规则：{problems}。",
        DrawText::PageRunEndNoSolution => "你的代码运行结束时称此题无解。",
        DrawText::PageRunEndNoSolutionButOne => "你的代码运行结束时称此题无解，但该策略找到了解。",
        DrawText::PageRunEndLimit => "你的代码运行到它自己的事件上限停止，共 {n} 个事件。",
        DrawText::PageRunEndPageLimit => {
            "页面在事件上限处停止了你的代码：{n} 个事件，它还没有结束。"
        }
        DrawText::PageRunEndNone => "你的代码运行了 {n} 个事件，没有写结束记录。",
        DrawText::PageCellPencil => "，铅笔标记 {digits}",
        DrawText::PageCellClashing => "，有冲突",
        DrawText::PageCellHinted => "，提示所指的格",
        DrawText::PageCellPattern => "，在这个模式中",
        DrawText::PageCellStruck => "，删去 {digits}",
        DrawText::PageQuizAsk => "搜索接下来做什么？点击选项或按 1 到 4 作答。",
        DrawText::PageQuizRight => "答对了：{rule}。原因：{why}。",
        DrawText::PageQuizWrong => "不对。搜索的下一步：{rule}。原因：{why}。",
        DrawText::PageQuizNext => "下一题",
        DrawText::PageQuizNone => "这个页面没有题目：它的事件里没有所问种类的事件。",
        DrawText::PageQuizMissed => "{rule}（你选了 {given}）。原因：{why}。",
        DrawText::PageQuizChoices => "选项",
        DrawText::PageQuizReview => "答错的题，各在其事件处",
        DrawText::PageSaveName => "你的名字",
        DrawText::PageSave => "保存成绩",
        DrawText::PageSaveTitle => "把成绩保存为文件，交给老师汇总",
        DrawText::PageAgain => "重新开始",
        DrawText::PageAgainTitle => "从第一题或第一步重新开始，分数从 0 算起",
        DrawText::PageHelpMode => "切换模式：观看搜索，或自己动手",
        DrawText::PageHelpSimMove => "选一个格（也可以点击）",
        DrawText::PageHelpSimTry => "在选中的格尝试这个数字",
        DrawText::PageHelpSimClash => "尝试的数字与选中的格冲突：在它的行、列或宫",
        DrawText::PageSimSteps => "你的一步",
        DrawText::PageSimFits => "能填",
        DrawText::PageSimFitsTitle => "尝试的数字能填：填入",
        DrawText::PageSimClashes => "冲突：",
        DrawText::PageSimBacktrackTitle => "已无数字可填：擦除选中的格，即回溯",
        DrawText::PageSimChoose => "选择",
        DrawText::PageSimChooseTitle => "把选中的空格作为下一个要填的格",
        DrawText::PageSimForce => "确定",
        DrawText::PageSimForceTitle => "在选中的格填入确定数：再按它的数字",
        DrawText::PageSimDeadEndTitle => "选中的空格没有数字可填：死路",
        DrawText::PageSimUnforce => "撤销确定",
        DrawText::PageSimUnforceTitle => "撤销选中格里的确定数",
        DrawText::PageSimAsk => {
            "轮到你了：搜索下一步做什么？选一个格（方向键或点击）：{actions}（按 ? 查看按键）。"
        }
        DrawText::PageSimRight => "对了：{words}",
        DrawText::PageSimOtherOrder => "你的检查{how}：按这种顺序，这个冲突是对的。",
        DrawText::PageSimWrong => "不对：你的一步是 {step}。搜索的一步：{words}",
        DrawText::PageSimWhy => "原因：{why}。",
        DrawText::PageSimScore => "{asked} 步中对了 {right} 步 · 连对 {streak} 步",
        DrawText::PageSimActTry => "按数字在选中的格尝试它",
        DrawText::PageSimActForce => "按一个格只能填的数字，直接填入",
        DrawText::PageSimActBacktrack => "B 从选中的格回溯",
        DrawText::PageSimActChoose => "N 选中这个格",
        DrawText::PageSimActDeadEnd => "D 表示选中的格是死路",
        DrawText::PageSimActUnforce => "U 撤销选中格里确定的数字",
        DrawText::PageSimActEliminate => "E 按选中格所在的模式删去候选数",
        DrawText::PageSimActRestore => "O 撤销最后一次删除",
        DrawText::PageSimEliminate => "删除",
        DrawText::PageSimEliminateTitle => "按选中的格所在的模式删去候选数（指向、区块摒除、数对）",
        DrawText::PageSimRestore => "恢复删除",
        DrawText::PageSimRestoreTitle => "撤销最后一次仍有效的删除",
        DrawText::PageSimNoPattern => {
            "{cell} 处没有这个搜索所找的、能删去候选数的模式：请选模式中的一格。"
        }
        DrawText::PageSimNothingToRestore => "没有仍有效的删除：没有可撤销的。",
        DrawText::PageSimAskOutcome => {
            "{cell}：正在尝试 {digit}。能填吗（P）？还是哪个单元冲突：R、C、X，或点击已有 {digit} 的格。"
        }
        DrawText::PageSimNoHolder => "{cell} 所在的{unit}里没有 {digit}，{unit}不冲突。",
        DrawText::PageSimDone => "完成：{asked} 步中对了 {right} 步。",
        DrawText::PageHintWrong => "{cell}：{digit} 不对：答案在这里是 {solution}",
        DrawText::PageHintHidden => "{unit}：{digit} 只能填在 {cell}",
        DrawText::PageHintGuess => {
            "没有确定的数可填了，需要猜一个。{cell} 的候选数最少（{digits}）：猜其中一个，\
             从那里继续搜索；如果走进死路，再回来换下一个。"
        }
        DrawText::PageHintDead => "{cell}：没有数字可填，这个盘面无法完成，需要擦掉一些数字",
        DrawText::PageCellGiven => "{cell} {digit} 提示数",
        DrawText::PageCellPlaced => "{cell} {digit} 已填",
        DrawText::PageCellBlank => "{cell} 空格",
        DrawText::PageCellTrying => "，正在尝试 {digit}",
        DrawText::PageCellRejected => "，{digit} 尝试后被拒绝",
        DrawText::PageCellErased => "，{digit} 已擦除",
        DrawText::PageCellChosen => "，已选中",
        DrawText::PageCellJustPlaced => "，刚填入",
        DrawText::PageCellNoDigitFits => "，没有数字可填",
        DrawText::PageCellHolds => "，已有冲突的数字",
        DrawText::PageCellForced => "，确定",
        DrawText::PageCellDeadEnd => "，死路：没有数字可填",
        DrawText::PageCellRanOut => "，已无数字可填",
        DrawText::PageCellUnforced => "，撤销确定数",
        DrawText::PageCellOneCandidate => "，1 个候选数",
        DrawText::PageCellCandidateCount => "，{n} 个候选数",
        DrawText::PageCellInUnit => "，在冲突的{unit}中",
        DrawText::PageCellCandidates => "，候选数 {digits}",
        DrawText::PageCellRead => "，检查读过这一格",
        DrawText::PageCellLookedUp => "，检查查过它所在区域的表",
        DrawText::PageEventTip => "事件 {n}",
        DrawText::PageSeekValue => "事件 {n} / {last}，深度 {depth}",
        DrawText::PageNoConflicts => "这个搜索没有冲突：它只尝试能填的数字",
        DrawText::PageNoBacktracks => "这个搜索在这里从不回溯",
        DrawText::PageNoDeadEnds => "这个搜索不会走进死路（只有填确定数的搜索才会）",
        DrawText::PageNoGuesses => "这个搜索不猜测（只有自己选择空格的搜索才会）",
        DrawText::PageNoForced => "这个搜索没有确定数（只有用唯一余数或排除的搜索才有）",
        DrawText::PageNoEliminations => {
            "这个搜索不删候选数（只有用指向、区块摒除或数对的搜索才删）"
        }
        DrawText::PageSpeedOne => "每帧 {n} 个事件",
        DrawText::PageSpeedMany => "每帧 {n} 个事件",
        DrawText::PagePause => "暂停",
        DrawText::PageMarkerLabel => "事件 {n}：{label}",
        DrawText::PageNoSuchEvent => {
            "地址没有指明事件：event={text}（请用 #event=N，N 从 {first} 到 {last}）"
        }
        DrawText::PageStopsAt => " · 停在不可能发生的第 {n} 个事件",
        DrawText::PageWindow => "事件 {first} 到 {last}",
        DrawText::PageWindowOf => "事件 {first} 到 {last}，共 {total} 个",
        DrawText::PageEvents => "{n} 个事件",
        DrawText::PageThePuzzle => " · 题目 {puzzle}",
        DrawText::PageCutHere => "轨迹在这里中断：它被截断了，没有结束记录",
        DrawText::PageLessonMoment => "课程第 {n} / {count} 处",
        DrawText::PageLessonHeading => "课程 · 第 {n} / {count} 处",
        DrawText::PageLessonGoOn => "继续",
        DrawText::PageLessonLast => "课程的最后一处",
        DrawText::PageCannotHappen => "不可能发生",
        DrawText::PageFirstConflict => "第一个冲突",
        DrawText::PageFirstBacktrack => "第一次回溯",
        DrawText::PageFirstDeadEnd => "第一个死路",
        DrawText::PageFirstConflictWindow => "本段的第一个冲突",
        DrawText::PageFirstBacktrackWindow => "本段的第一次回溯",
        DrawText::PageFirstDeadEndWindow => "本段的第一个死路",
        DrawText::PageDeepest => "最深处，深度 {depth}",
        DrawText::PageDeepestWindow => "本段的最深处，深度 {depth}",
        DrawText::PageLongestRun => "最长的连续回溯，{n} 次",
        DrawText::PageLongestRunWindow => "本段最长的连续回溯，{n} 次",
        DrawText::PageCutShortHere => "被截断：轨迹在这里中断",
        DrawText::PageTheEnd => "结束",
        DrawText::PageEndOfWindow => "本段结束",
        DrawText::PageDeepestAtEnd => "，最深处（深度 {depth}）",
        DrawText::ChartCount => "{count} {value}",
        DrawText::ChartLogScale => "{text}；对数坐标",
        DrawText::ChartSolverKey => "{solver}：{words}",
        DrawText::ChartTriesLog => "尝试次数（对数坐标）",
        DrawText::ChartTrace => {
            "{solver} 的轨迹，题目 {puzzle}（第 1-2 行，共 9 行）：{outcome}，{tries}，{backtracks}"
        }
        DrawText::ChartTraceForcing => {
            "{solver} 的轨迹，题目 {puzzle}（第 1-2 行，共 9 行）：{outcome}，{tries}，{backtracks}，{forced}，{dead_ends}"
        }
        DrawText::ChartDepthTitle => "搜索剖面：{events} 个事件中的深度",
        DrawText::ChartDepthSubtitle => "{trace}；每次下降都是一次回溯",
        DrawText::ChartDepthSubtitleForcing => {
            "{trace}；每次下降都是一次回溯，或撤销了一个确定填入的数"
        }
        DrawText::ChartDepthFolded => {
            "{subtitle}；每段 {n} 个事件：线为平均深度，色带为最低到最高深度"
        }
        DrawText::ChartDepth => "深度（已填入的数字个数）",
        DrawText::ChartMeanDepth => "平均深度（已填入的数字个数）",
        DrawText::ChartBlanksToFill => "待填空格：{n}",
        DrawText::ChartDepthEvents => "事件（尝试、冲突、填入、回溯），按先后顺序",
        DrawText::ChartDepthEventsChoosing => "事件（选择、尝试、确定填入、死路……），按先后顺序",
        DrawText::ChartTreeTitle => "搜索树：{events} 个事件，{nodes} 个节点",
        DrawText::ChartTreeSubtitle => {
            "{trace}；每次填入一个节点，每层深度一行，节点的宽度为其下的事件数；最宽的一行在深度 {depth}，有 {nodes} 个节点"
        }
        DrawText::ChartTreeFolded => "{subtitle}；已折叠：每列代表 {n} 个事件",
        DrawText::ChartTreeNodes => "搜索过的节点",
        DrawText::ChartTreePathSolved => "通向解的路径",
        DrawText::ChartTreePathEnded => "搜索结束时所在的路径",
        DrawText::ChartTreeEvents => "事件，按先后顺序",
        DrawText::ChartTreeDepth => "深度（一行节点）",
        DrawText::ChartHeatTitle => "每格尝试次数",
        DrawText::ChartHeatSubtitle => "{trace}；对数色阶，提示数为灰色",
        DrawText::ChartHeatGiven => "提示数",
        DrawText::ChartHeatNeverTried => "从未尝试",
        DrawText::ChartSourcesMany => "{n} 个输入",
        DrawText::ChartSourcesTwo => "{first} 和 {second}",
        DrawText::ChartSourcesThree => "{first}、{second} 和 {third}",
        DrawText::ChartPuzzlesFrom => "{sources} 中的 {puzzles}",
        DrawText::ChartThePuzzle => "题目：{puzzle}",
        DrawText::ChartNotShown => "未显示：{left_out}。",
        DrawText::ChartNotShownSeparator => "；",
        DrawText::ChartCostTitle => "每道题目的检查开销：{counters}",
        DrawText::ChartCostTitleOne => "检查开销（按策略）：{counters}",
        DrawText::ChartCostAgainst => "{first} 对比 {second}",
        DrawText::ChartCostSubtitle => "一次搜索所做的检查，每个变体按自己的单位计数；{puzzles}",
        DrawText::ChartPuzzleNumber => "题目（报告中的编号）",
        DrawText::ChartCostPerSearch => "每次搜索的检查次数",
        DrawText::ChartCostPerSearchLog => "每次搜索的检查次数（对数坐标）",
        DrawText::ChartVariant => "变体",
        DrawText::ChartTimeTitle => "每道题目的用时",
        DrawText::ChartTimeTitleOne => "用时（按策略）",
        DrawText::ChartTimeSubtitleOne => {
            "{repeat} 次不记录轨迹的运行的中位数，误差线从最快到最慢；{puzzles}"
        }
        DrawText::ChartTimeSubtitleMany => {
            "{repeat} 次不记录轨迹的运行的中位数，误差线从最快到最慢；{puzzles}"
        }
        DrawText::ChartTimePerSearch => "每次搜索的用时",
        DrawText::ChartTimePerSearchLog => "每次搜索的用时（对数坐标）",
        DrawText::ChartConflictsTitle => "冲突按区域分布",
        DrawText::ChartConflictsSubtitle => {
            "每次冲突的尝试最先与哪个区域冲突（检查先看行，再看列，最后看宫），汇总自 {puzzles}"
        }
        DrawText::ChartConflictsSubtitleShares => {
            "每次冲突的尝试最先与哪个区域冲突（检查先看行，再看列，最后看宫），汇总自 {puzzles}；每个策略的占比，柱上方为其冲突总数"
        }
        DrawText::ChartConflictsSubtitleOne => {
            "每次冲突的尝试最先与哪个区域冲突（检查先看行，再看列，最后看宫）；{puzzles}"
        }
        DrawText::ChartConflictsSubtitleSharesOne => {
            "每次冲突的尝试最先与哪个区域冲突（检查先看行，再看列，最后看宫）；{puzzles}；每个策略的占比，柱上方为其冲突总数"
        }
        DrawText::ChartConflictsShare => "冲突占比（%）",
        DrawText::ChartConflictsCount => "冲突（次数）",
        DrawText::ChartConflictsInAll => "共 {n}",
        DrawText::ChartConflictsSegment => "{unit} {count}（{share}%）",
        DrawText::ChartGrowthTitle => "用时随工作量的增长",
        DrawText::ChartGrowthSubtitleOne => {
            "搜索用时的中位数除以其尝试次数；{puzzles}：只有一道题目，画不出增长"
        }
        DrawText::ChartGrowthSubtitle => {
            "尝试次数与用时中位数，每道题目一个点；虚线：全部题目上每次尝试的用时；{puzzles}；对数坐标"
        }
        DrawText::ChartGrowthKey => "{solver}：每次尝试 {time}",
        DrawText::ChartGrowthNoTries => "每次搜索的用时（没有尝试）",
        DrawText::ChartGrowthPerTry => "每次尝试的用时",
        DrawText::ChartTriesPerSearchLog => "每次搜索的尝试次数（对数坐标）",
        DrawText::ChartTriesPerSearch => "每次搜索的尝试次数",
        DrawText::ChartTriesTitle => "每道题目的尝试次数（按策略）",
        DrawText::ChartTriesTitleOne => "尝试次数（按策略）",
        DrawText::ChartTriesSubtitleOne => "每个策略自己的搜索尝试的数字个数；{puzzles}",
        DrawText::ChartTriesSubtitle => {
            "每个策略自己的搜索所尝试的数字个数（没有尝试的搜索画在 1 处）；{puzzles}；对数坐标"
        }
        DrawText::ChartWorkTitle => "每次尝试的工作量（按策略）",
        DrawText::ChartWorkSubtitle => {
            "检查开销除以尝试次数（朴素（naive）检查为读格次数，查表（tables）检查为查表次数），含查看空格的开销；图例还给出了它除以填入次数的值（填入包括可填的尝试和确定填入的数字，后者无需尝试）；{puzzles}"
        }
        DrawText::ChartWorkKey => "{solver}：每次填入 {work}",
        DrawText::ChartWorkPerTry => "每次尝试的检查开销",
        DrawText::ChartCactusTitle => "预算内解出的题目",
        DrawText::ChartCactusSubtitle => {
            "{puzzles}中，每个策略在尝试次数预算（左）和时间预算（右，计时运行的中位数）内解出多少道；线越靠左上越好；没有尝试的搜索画在 1 处；对数坐标"
        }
        DrawText::ChartCactusSubtitleLimit => {
            "{puzzles}中，每个策略在尝试次数预算（左）和时间预算（右，计时运行的中位数）内解出多少道；线越靠左上越好；搜索在 {limit} 次尝试处停止（虚线）；没有尝试的搜索画在 1 处；对数坐标"
        }
        DrawText::ChartCactusKey => "{solver}：{solved} / {puzzles}",
        DrawText::ChartCactusSolved => "解出的题目数",
        DrawText::ChartCactusTime => "用时（对数坐标）",
        DrawText::ChartScatterTitle => "每道题目的尝试次数：{base} 对比各策略",
        DrawText::ChartScatterSubtitle => {
            "每个点一道题目：横轴为 {base} 的尝试次数，纵轴为另一策略的（没有尝试的搜索画在 1 处）；对角线以下，另一策略尝试得更少；对数坐标"
        }
        DrawText::ChartScatterSubtitleLimit => {
            "每个点一道题目：横轴为 {base} 的尝试次数，纵轴为另一策略的（没有尝试的搜索画在 1 处）；对角线以下，另一策略尝试得更少；在上限处停止的搜索画成空心点，位于 {limit} 次尝试的虚线边界上（它需要更多次）；对数坐标"
        }
        DrawText::ChartScatterBase => "{base} 的尝试次数（对数坐标）",
        DrawText::ChartScatterOther => "另一策略的尝试次数（对数坐标）",
        DrawText::ChartScatterLimit => "在上限处停止：超过 {limit} 次尝试",
        DrawText::ChartSourcePuzzle => "命令行参数",
        DrawText::ChartSourceStdin => "标准输入",
        DrawText::ChartSourceArgument => "第 {n} 个参数",
        DrawText::ErrorTitleCharacter => {
            "--title：图片画不出字符 {ch}（图片能画的是可打印的 ASCII 字符，· × – — • … ← ↑ → ↓，GB 2312 的 6,763 个汉字，以及 sudotrace 自己用到的字）"
        }
        DrawText::ErrorNoteCharacter => {
            "--lesson：第 {event} 个事件处的讲解：图片画不出字符 {ch}（图片能画的是可打印的 ASCII 字符，· × – — • … ← ↑ → ↓，GB 2312 的 6,763 个汉字，以及 sudotrace 自己用到的字）；网页（html --lesson）和单步查看器能显示任何文字"
        }
        DrawText::ErrorNoteTooLong => {
            "--lesson：第 {event} 个事件处的讲解在说明文字下需要 {lines} 行，而这个尺寸的画面只有 {most} 行：请缩短讲解，或画更宽的画面（--width、--cell）"
        }
        DrawText::ErrorNoteOutside => "--lesson：at = {event}：轨迹只有 {events} 个事件",
        DrawText::ErrorLessonOfPair => {
            "--lesson 只讲一条轨迹：两个搜索并排时不能用它，或只画一个搜索"
        }
        DrawText::ErrorNoSuchEvent => "--at {at}：{why}",
        DrawText::ErrorPageFromPastEnd => {
            "--from {from}：轨迹共有 {events} 个事件（可选 1 到 {last}）"
        }
        DrawText::ErrorPageToBeforeFrom => {
            "--to {to} 在 --from {from} 之前：请选 --to {from} 或更大"
        }
        DrawText::ErrorPageTooLong => {
            "网页将包含 {events} 个事件，超过上限 {limit}：用 --from N --to M 取一段不超过上限的事件，或用 `sudotrace render` 画出整个搜索（最多 600 帧的概览）"
        }
        DrawText::ErrorPageOutside => {
            "{flag} {at}：网页显示的是事件 {first} 到 {last}：请在这个范围内选一个位置"
        }
        DrawText::ErrorPageSpeed => "--speed {speed}：请在每帧 0.25 到 512 个事件之间选择",
        DrawText::ErrorPageWrite => "无法写入网页：{error}",
    }
}

//! The Simplified Chinese catalog of the command line: every [`CliText`] in Chinese, in the terms
//! docs/glossary.zh-CN.md lists, set as the core's catalog sets them (a space between
//! Chinese and Latin letters or digits, full-width punctuation).

use super::CliText;

/// The words of `text` in Simplified Chinese.
pub(super) fn text(text: CliText) -> &'static str {
    match text {
        CliText::FindingMore => "（另有 {n} 处同类）",
        CliText::FindingAt => "［{at}］",
        CliText::DiagnoseAbout => "求解器{solver}，{events}",
        CliText::DiagnoseAboutEnds => "求解器{solver}，{events}，结局：{outcome}",
        CliText::EventsOne => "1 个事件",
        CliText::EventsMany => "{n} 个事件",
        CliText::DiagnoseClean => "{trace}：没有发现问题（{about}）：{summary}",
        CliText::DiagnoseFindingsOne => "{trace}：1 个问题（{about}）",
        CliText::DiagnoseFindingsMany => "{trace}：{n} 个问题（{about}）",
        CliText::DiagnoseLineClean => "{trace}：无问题（{about}）：{summary}",
        CliText::DiagnoseLineFindingsOne => "{trace}：1 个问题；第一个：{finding}",
        CliText::DiagnoseLineFindingsMany => "{trace}：{n} 个问题；第一个：{finding}",
        CliText::DiagnoseUnreadable => "{trace}：无法读取：{error}",
        CliText::DiagnoseTotalOne => {
            "1 份轨迹：{clean} 份无问题，{faulty} 份有问题，{unreadable} 份无法读取"
        }
        CliText::DiagnoseTotalMany => {
            "{n} 份轨迹：{clean} 份无问题，{faulty} 份有问题，{unreadable} 份无法读取"
        }
        CliText::CheckCorrect => {
            "正确：已全部填满，提示数都未改动，每行、每列、每宫都恰好含有 1 到 9"
        }
        CliText::CheckWrong => "错误：{problems}",
        CliText::Yes => "是",
        CliText::No => "否",
        CliText::RateHeader => "# 题目\t难度\t尝试\t唯一余数与排除可解\t提示数\t不猜所需技巧",
        CliText::RateNotUnique => "解不唯一",
        CliText::RateSummaryHeader => {
            "| 输入 | 题目数 | 简单 | 中等 | 困难 | 专家 | 唯一余数与排除可解 | 加指向与区块摒除可解 | 再加数对可解 | 尝试次数中位数 | 最多尝试次数 |"
        }
        CliText::RateShare => "{n}（{percent}%）",
        CliText::RateNotExactlyOne => "（{n} 道不是恰好一个解）",
        CliText::GenerateSeed => "随机种子：{seed}",
        CliText::GenerateFailed => "错误：{why}",
        CliText::PuzzleHeading => "第 {number} 题{name}（第 {line} 行）",
        CliText::SolvedBy => "{words}。所用方法：{search}",
        CliText::Recounted => "{verdict}，由 {trace} 重新计数。所用方法：{search}",
        CliText::TuiTooSmall => {
            "sudotrace step 需要至少 {min_width}x{min_height} 的终端，当前为 {width}x{height}。请放大终端，或按 q 退出。"
        }
        CliText::TuiPlaying => "播放中",
        CliText::TuiPaused => "已暂停",
        CliText::TuiTitle => "事件 {n}/{total}  {state} {speed}/秒  {search}  {name}",
        CliText::TuiGoTo => "跳到事件（编号或种类）：{typed}_   （Enter 跳转，Esc 取消）",
        CliText::TuiFooterStep => "单步",
        CliText::TuiFooterPlay => "播放",
        CliText::TuiFooterSpeed => "速度",
        CliText::TuiFooterConflict => "冲突",
        CliText::TuiFooterBacktrack => "回溯",
        CliText::TuiFooterGoTo => "跳转",
        CliText::TuiFooterHelp => "帮助",
        CliText::TuiFooterQuit => "退出",
        CliText::TuiRecent => "最近的事件",
        CliText::TuiQuizKeys => "搜索接下来做什么？按 1-{last} 作答",
        CliText::TuiQuizGoOn => "按回车进入下一题",
        CliText::TuiQuizNoChoice => "请按 1 到 {n} 作答",
        CliText::TuiQuizRight => "答对了：{rule}。原因：{why}。（回车继续）",
        CliText::TuiQuizWrong => "不对：{rule}。原因：{why}。（回车继续）",
        CliText::TuiQuizDone => "答对 {right} 题，共 {asked} 题；各键恢复原用",
        CliText::TuiQuizHeading => "第 {n} 题，共 {of} 题",
        CliText::TuiQuizScore => "答对 {right} 题，共 {asked} 题，连对 {streak} 题",
        CliText::TuiQuizMissed => "答错的题",
        CliText::TuiQuizMiss => "#{event} {expected}（你选了 {given}）",
        CliText::TuiQuizNoMiss => "没有答错",
        CliText::MarksHeading => "同一页面的 {learners} 份成绩：{mode}，{solver}，题目 {puzzle}",
        CliText::MarksHeadingOne => "同一页面的 1 份成绩：{mode}，{solver}，题目 {puzzle}",
        CliText::MarksLearner => "学生",
        CliText::MarksRight => "答对",
        CliText::MarksTime => "用时",
        CliText::MarksRightOf => "{right} / {of}",
        CliText::MarksQuestions => "每道题答对的人数，以及用时的中位数",
        CliText::MarksMostMissed => "错得最多的题",
        CliText::MarksNoneMissed => "没有：全部答对",
        CliText::MarksMissed => "{question}：答对 {right}；选错的答案：{wrong}",
        CliText::MarksChosen => "{event}（{n} 人）",
        CliText::MarksListSeparator => "，",
        CliText::NoQuestions => "{trace}：没有可问的题：轨迹里没有所问种类的事件（{kinds}）",
        CliText::TuiNoneYet => "（还没有事件：按 → 开始）",
        CliText::TuiCodeTitle => "代码：{language}（K：换一种语言）",
        CliText::TuiStackTitle => "调用栈，最新的在上：共 {n} 层",
        CliText::TuiKeyPlain1 => "图例  5  提示数   5' 已填   [5] 当前格",
        CliText::TuiKeyPlain2 => "    <5> 已有这个数字   :  所在区域",
        CliText::TuiKeyPlain3 => "    (5) 回溯时擦除",
        CliText::TuiKeyHeading => "图例 ",
        CliText::TuiKeyGiven => "提示数",
        CliText::TuiKeyPlaced => "已填",
        CliText::TuiKeyTrying => "尝试中",
        CliText::TuiKeyClashes => "冲突",
        CliText::TuiKeyHoldsIt => "已有此数",
        CliText::TuiKeyItsUnit => "所在区域",
        CliText::TuiKeyPlacedNow => "刚填入",
        CliText::TuiKeyErased => "擦除：回溯",
        CliText::TuiHelpNext => "下一个事件",
        CliText::TuiHelpPrevious => "上一个事件",
        CliText::TuiHelpPlay => "播放 / 暂停",
        CliText::TuiHelpSpeed => "加快 / 减慢",
        CliText::TuiHelpConflict => "下一个 / 上一个冲突",
        CliText::TuiHelpBacktrack => "下一个 / 上一个回溯",
        CliText::TuiHelpGoTo => "按编号或种类跳到事件",
        CliText::TuiHelpCandidates => "显示 / 隐藏候选数",
        CliText::TuiHelpCode => "代码面板 / 换一种语言",
        CliText::TuiHelpStack => "调用栈面板",
        CliText::TuiHelpTables => "查表面板",
        CliText::TuiHelpEnds => "第一个 / 最后一个事件",
        CliText::TuiHelpHelp => "本帮助",
        CliText::TuiHelpQuit => "退出",
        CliText::TuiHelpClose => "按任意键关闭帮助",
        CliText::TuiHelpTitle => "按键",
        CliText::TuiNoLaterConflict => "后面没有冲突了",
        CliText::TuiNoEarlierConflict => "前面没有冲突了",
        CliText::TuiNoLaterBacktrack => "后面没有回溯了",
        CliText::TuiNoEarlierBacktrack => "前面没有回溯了",
        CliText::TuiNoEvent => "没有第 {n} 个事件：这份轨迹共有 {len} 个",
        CliText::TuiNoWanted => "这份轨迹里没有 {wanted} 事件",
        CliText::TuiOnlyWanted => "没有 {wanted}：这份轨迹里这样的事件只有 {n} 个",
        CliText::TuiNotAnEvent => {
            "{typed}：请输入事件编号，或 KIND[:UNIT|:CELL][:N]，例如 conflict:box"
        }
        CliText::TuiNoEventRefused => {
            "没有第 {n} 个事件：这份轨迹有 {possible} 个可能发生的事件，以及不可能发生的第 {len} 个"
        }
        CliText::TuiCannotGo => "无法跳到那里：{error}",
        CliText::TuiStoppedBy => "{cut}；按 End 查看，即第 {n} 个事件",
        CliText::TuiKeyNext => "→ 或 l",
        CliText::TuiKeyPrevious => "← 或 h",
        CliText::TuiKeySpace => "空格键",
        CliText::TuiFooterLesson => "课程",
        CliText::TuiHelpLesson => "课程的下一处 / 上一处",
        CliText::TuiLessonHeading => "课程：第 {n} 处，共 {count} 处",
        CliText::TuiLessonOpening => "课程：播放到每一处都会停下，n / N 跳到下一处 / 上一处",
        CliText::TuiLessonOpeningTitled => {
            "课程：{title}；播放到每一处都会停下，n / N 跳到下一处 / 上一处"
        }
        CliText::TuiNoLesson => "没有课程可走：用 --lesson FILE 给出一份",
        CliText::TuiNoLaterMoment => "这之后课程没有要停的地方了",
        CliText::TuiNoEarlierMoment => "这之前课程没有要停的地方了",
        CliText::WrotePngRefused => {
            "已写入 {path}：不可能发生的第 {at} 个事件，画在第 {events} 个事件之后的盘面上，{width} x {height} 像素，{bytes} 字节"
        }
        CliText::WrotePng => {
            "已写入 {path}：第 {at} 个事件之后的盘面（共 {events} 个事件），{width} x {height} 像素，{bytes} 字节"
        }
        CliText::WroteGif => {
            "已写入 {path}：{frames} 帧的动画（{shown}，另加开头和最后的盘面），{width} x {height} 像素，{bytes} 字节，每轮 {seconds} 秒"
        }
        CliText::WroteFrames => {
            "已写入 {path}：{frames} 帧的文件夹（{shown}，另加开头和最后的盘面），{width} x {height} 像素，{bytes} 字节"
        }
        CliText::FramesNoEvent => "没有事件",
        CliText::FramesEveryOne => "唯一的 1 个事件",
        CliText::FramesEvery => "全部 {events} 个事件",
        CliText::FramesSampled => "{events} 个事件中的 {shown} 个",
        CliText::FramesChosenOne => "{events} 个事件里选中的 1 个",
        CliText::FramesChosen => "{events} 个事件里选中的 {chosen} 个",
        CliText::FramesChosenSampled => "{events} 个事件里选中 {chosen} 个，展示其中 {shown} 个",
        CliText::SampledStory => {
            "开头、第一次回溯、最深的死路和结尾逐个事件展示，其间的部分压缩；--pacing even 则均匀分布"
        }
        CliText::SampledEven => "均匀分布",
        CliText::NoteWorkedOut => "注意：{trace}：{note}",
        CliText::SampledNote => {
            "注意：选中的 {chosen} 个事件多于 --max-frames {max}：只展示其中 {shown} 个，{spread}（--max-frames 0 全部展示；--from、--to、--only 和 --every 可选择别的事件）"
        }
        CliText::WrotePage => "{path}：事件 {first} 到 {last}（{steps}），{size}",
        CliText::PageOneStep => "1 步",
        CliText::PageSteps => "{n} 步",
        CliText::WrotePoster => "{path}：开头的盘面",
        CliText::PosterUntitled => "警告：--title：图片画不出字符 {ch}；海报不带标题（网页带）",
        CliText::PagePaced => {
            "前 {opening} 个事件每帧 {speed} 个，之后每帧 {cruise} 个：按每秒 60 帧，从头到尾 {seconds} 秒左右"
        }
        CliText::PageSpeed => "每帧 {speed} 个事件：按每秒 60 帧，从头到尾 {seconds} 秒左右",
        CliText::PageSpeedOne => "每帧 1 个事件：按每秒 60 帧，从头到尾 {seconds} 秒左右",
        CliText::WrotePlayPage => "{path}：{puzzles}（{levels}），{size}",
        CliText::PlayOnePuzzle => "1 道题",
        CliText::PlayPuzzles => "{n} 道题",
        CliText::PlayLevelCount => "{level} {n}",
        CliText::PlayTitle => "sudotrace：玩数独",
        CliText::PlayWhere => "{source}：第 {line} 行",
        CliText::PlayNoSolution => "警告：{puzzle}：这道题无解，未收入",
        CliText::PlayNotUnique => "警告：{puzzle}：这道题不止一个解，未收入",
        CliText::CheckOneFromStdin => "题目、答案和给出的解只能有一个来自标准输入",
        CliText::CheckThePuzzle => "题目",
        CliText::CheckTheAnswer => "答案",
        CliText::CheckTheSolution => "给出的解",
        CliText::CheckArgumentFrom => "{what}（{label}）",
        CliText::CompareNoPuzzle => "没有可比较的题目：每个输入都因读不了而被跳过",
        CliText::SkippedLine => "警告：{source}：{error}；已跳过",
        CliText::PlayCountZero => "--count 0：一个页面至少要发 1 道题",
        CliText::PlayCountTooMany => "--count {count}：一个页面最多发 {most} 道题",
        CliText::PlayOnlyPuzzleLeftOut => "{puzzle}：这道题{has}：没有可发的题目",
        CliText::PlayEveryPuzzleLeftOut => {
            "没有可发的题目：读到的 {n} 道题都不是恰好一个解（第一道，{puzzle}，{has}）"
        }
        CliText::PlayHasNoSolution => "无解",
        CliText::PlayHasSeveralSolutions => "不止一个解",
        CliText::PlayNoPuzzle => "没有可发的题目：输入里一道题也没有",
        CliText::ShowToOutside => {
            "--to {to}：请选择从 --at 的事件（{shown}）到轨迹最后一个事件（{count}）之间的事件"
        }
        CliText::RenderSecondsOutside => "{flag} {seconds}：秒数须在 0 到 600 之间",
        CliText::RenderToBeforeFrom => {
            "--to {to} 在 --from {from} 之前：事件按轨迹中的顺序从 1 开始编号"
        }
        CliText::RenderMaxBytesNotGif => {
            "{path}：--max-bytes 用来把 GIF 限制在一定大小以内：请给一个以 .gif 结尾的文件名"
        }
        CliText::SizeCells => "{sized}：用 {cell} 像素的格子填满",
        CliText::TallerThanScreen => {
            "提示：{width} x {height} 像素比笔记本电脑屏幕能显示的更高（{screen} 像素）：--height {screen} 能放下，格子更小；--layout wide 则把说明和图例放到棋盘旁边"
        }
        CliText::BudgetKept => {
            "--max-bytes {max}：要求的 {asked} 个事件帧放得下，共 {asked_bytes} 字节"
        }
        CliText::BudgetFewer => {
            "--max-bytes {max}：{asked} 个事件帧有 {asked_bytes} 字节；改画 {shown} 个，共 {bytes} 字节（共试画 {renders} 次）"
        }
        CliText::BudgetNoStory => {
            "警告：--max-bytes {max} 只留下 {shown} 个事件帧，不够讲述搜索的经过（需要 {fewest} 个以上，才能在第一次回头和最深处放慢）：改为均匀分布；--max-bytes 约 {enough} 可以保留这段经过"
        }
        CliText::WroteTrace => "已写入 {path}：{events} 个事件，{bytes} 字节",
        CliText::DemoIntro => "LeetCode 37 示例，{blanks} 个空格",
        CliText::DemoSolved => "解：",
        CliText::DemoTimeMedian => "用时中位数",
        CliText::DemoMedianOf => "  （预热一次后，{n} 次不记录轨迹的运行的中位数）",
        CliText::DemoStrategy => "策略",
        CliText::DemoWroteTrace => "已写入 {path}：{search}，{events} 个事件，{bytes} 字节",
        CliText::DemoWrotePicture => {
            "已写入 {path}（{what}，{width} x {height} 像素，{bytes} 字节）"
        }
        CliText::DemoAnimated => "搜索的动画",
        CliText::DemoWithCode => "搜索与代码并排，产生每个事件的那一行高亮",
        CliText::DemoConflict => "一次冲突",
        CliText::DemoSideBySide => "逐行搜索与 mrv+singles+tables 并排",
        CliText::DemoWrotePage => {
            "已写入 {path}（网页形式的搜索：可以播放、单步、跳到冲突；{bytes} 字节）"
        }
        CliText::DemoWroteReport => {
            "已写入 {path}（比较报告，另有 report.csv 和 report.json，以及 {n} 张图表）"
        }
        CliText::DemoWroteChart => "已写入 {path}（{title}）",
        CliText::DemoNext => "下一步：{command} stats {trace}",
        CliText::WroteChart => "已写入 {png} 和 {svg}（{title}）",
        CliText::CompareAnd => " 和 ",
        CliText::CompareSummaryOne => {
            "比较了来自 {inputs}的 {puzzles}，策略：{solvers}（用时：预热一次后 {repeat} 次不记录轨迹的运行的中位数）"
        }
        CliText::CompareSummaryMany => {
            "比较了来自 {inputs}的 {puzzles}，策略：{solvers}（用时：预热一次后 {repeat} 次不记录轨迹的运行的中位数）"
        }
        CliText::CompareInputsOne => "1 个输入",
        CliText::CompareInputsMany => "{n} 个输入",
        CliText::CompareRatioLine => "{ratio}（合计于两者都完成的 {puzzles}）",
        CliText::CompareRatioLineOne => "{ratio}",
        CliText::CompareOneFinished => "{result}；{tries} 次尝试，{time}",
        CliText::CompareOneStopped => "在上限处被停止；需要{beyond}",
        CliText::CompareRatioSpreadLine => {
            "{ratio}（合计于两者都完成的 {puzzles}；每道题目的速度为其 {min} 到 {max} 倍）"
        }
        CliText::CompareMedianTries => "尝试次数中位数 {median}",
        CliText::ComparePuzzlesPerSecond => "每秒 {n} 道题目",
        CliText::CompareMicrosPerPuzzle => "每道题目 {n} µs",
        CliText::CompareTriesPerPuzzle => "每道题目 {n} 次尝试",
        CliText::CompareWithoutGuessing => "{share}% 无需猜测",
        CliText::CompareGuessesPerPuzzle => "每道题目 {n} 次猜测",
        CliText::CompareEliminationsPerPuzzle => "每道题目的删除：{rules}",
        CliText::CompareEliminationsOf => "{rule} {n}",
        CliText::CompareOverFinished => "；在完成的 {n} 道题目上：",
        CliText::CompareFiguresAfter => "；",
        CliText::CompareLeftOut => "每道题目的图表和比值中未计入：{left_out}",
        CliText::CompareNoSolution => "无解：{puzzles}",
        CliText::CompareWrote => "已写入 {files}",
        CliText::CompareWroteCharts => "已将 {n} 张图表以 PNG 和 SVG 写入 {dir}：{charts}",
        CliText::CompareTook => "用时 {wall}：求解 {solving}，其余 {overhead}（{percent}%）",
    }
}

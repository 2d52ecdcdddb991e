//! The Simplified Chinese catalog: every [`AppText`] in Chinese, in the terms of
//! docs/glossary.zh-CN.md.

use super::AppText;

/// The words of `text` in Simplified Chinese.
pub(super) fn text(text: AppText) -> &'static str {
    match text {
        AppText::MomentNone => "{trace}：{flag} {wanted}：轨迹里没有这样的事件",
        AppText::MomentOnly => "{trace}：{flag} {wanted}：轨迹里这样的事件只有 {n} 个",
        AppText::MomentDeadEndIsBacktrack => {
            "{trace}：{flag} {wanted}：这个搜索不单独记录死路：空格的数字试完时它立即回溯，所以它的死路就是它的回溯；第一个是第 {number} 个事件（{flag} backtrack:1）"
        }
        AppText::MomentDeadEndKindIsBacktrack => {
            "{trace}：{flag} dead-end：这个搜索不单独记录死路：空格的数字试完时它立即回溯，所以它的死路就是它的回溯，第一个是第 {number} 个事件（{flag} backtrack）"
        }
        AppText::MomentPuzzle => {
            "{trace}：{flag} 0 是题目本身，在任何事件之前：请问第 1 个及以后的事件"
        }
        AppText::MomentNotAsked => {
            "{trace}：{flag}：第 {number} 个事件不在这里所问的事件之中（{first} 到 {last}）：请从中选一个"
        }
        AppText::MomentUnaskable => "{trace}：{flag}：第 {number} 个事件无法出题",
        AppText::NoPuzzle => {
            "{arg}：没有这个文件，也不是一道谜题（谜题是 81 个字符，1-9，空格用 . 或 0）"
        }
        AppText::NoPuzzleNorName => {
            "{arg}：没有这个文件，没有这个名字的内置谜题（{names}），也不是一道谜题（谜题是 81 个字符，1-9，空格用 . 或 0）"
        }
        AppText::IoDoing => "{what}：{error}",
        AppText::IoCannotRead => "无法读取",
        AppText::IoCannotOpenLesson => "无法打开课程文件",
        AppText::IoCannotReadLesson => "无法读取课程文件",
        AppText::IoCannotCreateFolder => "无法创建输出文件夹",
        AppText::IoCannotReadTrace => "无法读取轨迹",
        AppText::IoCannotWriteTrace => "无法写入轨迹",
        AppText::IoCannotCreatePage => "无法创建网页",
        AppText::InputNotAFile => "{arg}：不是文件",
        AppText::InputStdinTwice => "标准输入（-）只能读一次",
        AppText::InputSpecialFile => "{name}：是{kind}，不是普通文件：列表里只读文件",
        AppText::KindNamedPipe => "命名管道",
        AppText::KindSocket => "套接字",
        AppText::KindDevice => "设备",
        AppText::OutputOnePng => "{name}：{at} 只画一张 PNG 图片：请给一个以 .png 结尾的文件名",
        AppText::OutputPngWithoutAt => {
            "{name}：一张 PNG 是某个事件之后的盘面：请加上 {at_n}；要把每一帧都画成 PNG，请给一个文件夹（以 / 结尾的名字），要动画请给以 .gif 结尾的名字"
        }
        AppText::OutputUnknown => {
            "{name}：看不出要写什么：名字以 .gif 结尾是动画，以 / 结尾是一个放 PNG 帧的文件夹，或加上 {at_n} 画一张 PNG"
        }
        AppText::OutputIsInput => "{output}：就是输入 {input}；输出会把它覆盖：请换个名字",
        AppText::LessonAtByte => "{name}：第 {byte} 字节",
        AppText::LessonAtColumn => "{name}：第 {line} 行第 {column} 列",
        AppText::LessonAtLine => "{name}：第 {line} 行",
        AppText::LessonTooLong => "一份课程最多 {kib} KiB；这份更长：把讲解写短些，或分成两份",
        AppText::LessonNotUtf8 => "课程须是 UTF-8 文本",
        AppText::LessonTitle => "标题超过 {most} 个字符，或含有控制字符：请写一行纯文本",
        AppText::LessonNoMoment => {
            "课程里一处也没有：用 [[moment]] 加一处，写上 at = \"conflict:box\" 和 note = \"…\""
        }
        AppText::LessonTooManyMoments => "一份课程最多 {most} 处",
        AppText::LessonAtBelowOne => "at = {n}：事件从 1 开始计数",
        AppText::LessonAtUnreadable => "at = {text}：{why}",
        AppText::LessonNoteControl => "讲解含有控制字符（U+{code}）：请写纯文本",
        AppText::LessonNoteEmpty => "讲解是空的：请写下这里发生了什么",
        AppText::LessonNoteTooLong => "讲解超过 {most} 个字符：少写一些，或分成两处",
        AppText::LessonAtZero => "at = 0 是题目本身，在任何事件之前：请停在第 1 个及以后的事件",
        AppText::LessonPastTheEnd => "at = {event}：{trace} 只有 {events} 个事件",
        AppText::LessonSameEvent => "第 {event} 个事件也是第 {line} 行的那一处：一处一条讲解",
        AppText::IoCannotWritePage => "无法写入网页",
    }
}

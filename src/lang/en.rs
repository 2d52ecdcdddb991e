//! The English catalog of the sudotrace binary: every [`CliText`] in English.

use super::CliText;

/// The words of `text` in English.
pub(super) fn text(text: CliText) -> &'static str {
    match text {
        CliText::FindingMore => " ({n} more like it)",
        CliText::FindingAt => " [{at}]",
        CliText::DiagnoseAbout => "solver {solver}, {events}",
        CliText::DiagnoseAboutEnds => "solver {solver}, {events}, ends {outcome}",
        CliText::EventsOne => "1 event",
        CliText::EventsMany => "{n} events",
        CliText::DiagnoseClean => "{trace}: no findings ({about}): {summary}",
        CliText::DiagnoseFindingsOne => "{trace}: 1 finding ({about})",
        CliText::DiagnoseFindingsMany => "{trace}: {n} findings ({about})",
        CliText::DiagnoseLineClean => "{trace}: clean ({about}): {summary}",
        CliText::DiagnoseLineFindingsOne => "{trace}: 1 finding; first: {finding}",
        CliText::DiagnoseLineFindingsMany => "{trace}: {n} findings; first: {finding}",
        CliText::DiagnoseUnreadable => "{trace}: unreadable: {error}",
        CliText::DiagnoseTotalOne => {
            "1 trace: {clean} clean, {faulty} with findings, {unreadable} unreadable"
        }
        CliText::DiagnoseTotalMany => {
            "{n} traces: {clean} clean, {faulty} with findings, {unreadable} unreadable"
        }
        CliText::CheckCorrect => {
            "correct: complete, every given kept, every row, column and box holds 1 to 9"
        }
        CliText::CheckWrong => "wrong: {problems}",
        CliText::Yes => "yes",
        CliText::No => "no",
        CliText::RateHeader => "# puzzle\tlevel\ttries\tsingles\tclues\tlogic",
        CliText::RateNotUnique => "not-unique",
        CliText::RateSummaryHeader => {
            "| input | puzzles | easy | medium | hard | expert | singles solve it | with pointing and claiming | with pairs too | median tries | most tries |"
        }
        CliText::RateShare => "{n} ({percent}%)",
        CliText::RateNotExactlyOne => " ({n} without exactly one solution)",
        CliText::GenerateSeed => "seed: {seed}",
        CliText::GenerateFailed => "error: {why}",
        CliText::PuzzleHeading => "puzzle {number}{name} (line {line})",
        CliText::SolvedBy => "{words} ({search})",
        CliText::Recounted => "{verdict} ({search}), recounted from {trace}",
        CliText::TuiTooSmall => {
            "sudotrace step needs a terminal of at least {min_width}x{min_height}; this one is {width}x{height}. Enlarge it, or press q to quit."
        }
        CliText::TuiPlaying => "playing",
        CliText::TuiPaused => "paused",
        CliText::TuiTitle => "event {n}/{total}  {state} {speed}/s  {search}  {name}",
        CliText::TuiGoTo => {
            "go to event (number or kind): {typed}_   (Enter to jump, Esc to cancel)"
        }
        CliText::TuiFooterStep => "step",
        CliText::TuiFooterPlay => "play",
        CliText::TuiFooterSpeed => "speed",
        CliText::TuiFooterConflict => "conflict",
        CliText::TuiFooterBacktrack => "backtrack",
        CliText::TuiFooterGoTo => "go to",
        CliText::TuiFooterHelp => "help",
        CliText::TuiFooterQuit => "quit",
        CliText::TuiRecent => "recent events",
        CliText::TuiQuizKeys => "what does the search do next? 1-{last} answers",
        CliText::TuiQuizGoOn => "Enter goes on to the next question",
        CliText::TuiQuizNoChoice => "answer with 1 to {n}",
        CliText::TuiQuizRight => "right: {rule}. Why: {why}. (Enter: on)",
        CliText::TuiQuizWrong => "not so: {rule}. Why: {why}. (Enter: on)",
        CliText::TuiQuizDone => "{right} of {asked} right; every key works again",
        CliText::TuiQuizHeading => "question {n} of {of}",
        CliText::TuiQuizScore => "{right} of {asked} right, {streak} in a row",
        CliText::TuiQuizMissed => "missed",
        CliText::TuiQuizMiss => "#{event} {expected} (you chose {given})",
        CliText::TuiQuizNoMiss => "none missed",
        CliText::MarksHeading => {
            "{learners} learners' results of one page: {mode}, {solver}, the puzzle {puzzle}"
        }
        CliText::MarksHeadingOne => {
            "1 learner's results of one page: {mode}, {solver}, the puzzle {puzzle}"
        }
        CliText::MarksLearner => "learner",
        CliText::MarksRight => "right",
        CliText::MarksTime => "time",
        CliText::MarksRightOf => "{right} of {of}",
        CliText::MarksQuestions => {
            "each question: how many answered it right, and the median time taken over it"
        }
        CliText::MarksMostMissed => "most missed",
        CliText::MarksNoneMissed => "none: every answer was right",
        CliText::MarksMissed => "{question}: {right} right; chosen instead: {wrong}",
        CliText::MarksChosen => "{event} ({n})",
        CliText::MarksListSeparator => ", ",
        CliText::NoQuestions => {
            "{trace}: no question to ask: the trace has no event of the kinds asked ({kinds})"
        }
        CliText::TuiNoneYet => "(none yet: press → to start)",
        CliText::TuiCodeTitle => "code: {language} (K: another language)",
        CliText::TuiStackTitle => "stack, newest on top: {n} calls deep",
        CliText::TuiKeyPlain1 => "key  5  given   5' placed   [5] worked on",
        CliText::TuiKeyPlain2 => "    <5> holds the digit   :  its unit",
        CliText::TuiKeyPlain3 => "    (5) erased by a backtrack",
        CliText::TuiKeyHeading => "key ",
        CliText::TuiKeyGiven => "given",
        CliText::TuiKeyPlaced => "placed",
        CliText::TuiKeyTrying => "trying",
        CliText::TuiKeyClashes => "clashes",
        CliText::TuiKeyHoldsIt => "holds it",
        CliText::TuiKeyItsUnit => "its unit",
        CliText::TuiKeyPlacedNow => "placed now",
        CliText::TuiKeyErased => "erased: backtrack",
        CliText::TuiHelpNext => "next event",
        CliText::TuiHelpPrevious => "previous event",
        CliText::TuiHelpPlay => "play / pause",
        CliText::TuiHelpSpeed => "faster / slower",
        CliText::TuiHelpConflict => "next / previous conflict",
        CliText::TuiHelpBacktrack => "next / previous backtrack",
        CliText::TuiHelpGoTo => "go to an event: number or kind",
        CliText::TuiHelpCandidates => "candidates on / off",
        CliText::TuiHelpCode => "code pane / its next language",
        CliText::TuiHelpStack => "stack pane",
        CliText::TuiHelpTables => "tables pane (the tables check's lookups)",
        CliText::TuiHelpEnds => "first / last event",
        CliText::TuiHelpHelp => "this help",
        CliText::TuiHelpQuit => "quit",
        CliText::TuiHelpClose => "any key closes this help",
        CliText::TuiHelpTitle => "keys",
        CliText::TuiNoLaterConflict => "no later conflict",
        CliText::TuiNoEarlierConflict => "no earlier conflict",
        CliText::TuiNoLaterBacktrack => "no later backtrack",
        CliText::TuiNoEarlierBacktrack => "no earlier backtrack",
        CliText::TuiNoEvent => "there is no event {n}: the trace has {len}",
        CliText::TuiNoWanted => "there is no {wanted} event in the trace",
        CliText::TuiOnlyWanted => "there is no {wanted}: the trace has only {n} such events",
        CliText::TuiNotAnEvent => {
            "{typed}: type an event number, or KIND[:UNIT|:CELL][:N] such as conflict:box"
        }
        CliText::TuiNoEventRefused => {
            "there is no event {n}: the trace has {possible} that can happen, and event {len}, which cannot"
        }
        CliText::TuiCannotGo => "cannot go there: {error}",
        CliText::TuiStoppedBy => "{cut}; End shows it, event {n}",
        CliText::TuiKeyNext => "→ or l",
        CliText::TuiKeyPrevious => "← or h",
        CliText::TuiKeySpace => "space",
        CliText::TuiFooterLesson => "lesson",
        CliText::TuiHelpLesson => "next / previous lesson moment",
        CliText::TuiLessonHeading => "lesson {n} of {count}",
        CliText::TuiLessonOpening => {
            "a lesson: playing stops at each of its moments, n / N go to the next / previous"
        }
        CliText::TuiLessonOpeningTitled => {
            "lesson: {title}; playing stops at each of its moments, n / N go to the next / previous"
        }
        CliText::TuiNoLesson => "no lesson to go through: give one with --lesson FILE",
        CliText::TuiNoLaterMoment => "no later moment of the lesson",
        CliText::TuiNoEarlierMoment => "no earlier moment of the lesson",
        CliText::WrotePngRefused => {
            "wrote {path}: event {at}, which cannot happen, on the board after event {events}, {width} x {height} pixels, {bytes} bytes"
        }
        CliText::WrotePng => {
            "wrote {path}: the board after event {at} of {events}, {width} x {height} pixels, {bytes} bytes"
        }
        CliText::WroteGif => {
            "wrote {path}: an animation of {frames} frames ({shown}, with the opening and final boards), {width} x {height} pixels, {bytes} bytes, {seconds} s a loop"
        }
        CliText::WroteFrames => {
            "wrote {path}: a folder of {frames} frames ({shown}, with the opening and final boards), {width} x {height} pixels, {bytes} bytes"
        }
        CliText::FramesNoEvent => "no event",
        CliText::FramesEveryOne => "its one event",
        CliText::FramesEvery => "all {events} events",
        CliText::FramesSampled => "{shown} of the {events} events",
        CliText::FramesChosenOne => "the one event chosen out of {events}",
        CliText::FramesChosen => "the {chosen} events chosen out of {events}",
        CliText::FramesChosenSampled => "{shown} of the {chosen} events chosen out of {events}",
        CliText::SampledStory => {
            "the opening, the first backtrack, the deepest dead end and the end event by event, the stretches between compressed; --pacing even spreads them evenly"
        }
        CliText::SampledEven => "spread evenly",
        CliText::NoteWorkedOut => "note: {trace}: {note}",
        CliText::SampledNote => {
            "note: the choice holds {chosen} events, more than --max-frames {max}: showing {shown} of them, {spread} (--max-frames 0 shows them all; --from, --to, --only and --every choose others)"
        }
        CliText::WrotePage => "{path}: events {first} to {last} ({steps}), {size}",
        CliText::PageOneStep => "1 step",
        CliText::PageSteps => "{n} steps",
        CliText::WrotePoster => "{path}: the opening board",
        CliText::PosterUntitled => {
            "warning: --title: {ch} is not a character the pictures draw; the poster is drawn without the title (the page has it)"
        }
        CliText::PagePaced => {
            "plays its first {opening} events at {speed} a frame, then {cruise} a frame: about {seconds} s from start to end at 60 frames a second"
        }
        CliText::PageSpeed => {
            "plays {speed} events a frame: about {seconds} s from start to end at 60 frames a second"
        }
        CliText::PageSpeedOne => {
            "plays one event a frame: about {seconds} s from start to end at 60 frames a second"
        }
        CliText::WrotePlayPage => "{path}: {puzzles} ({levels}), {size}",
        CliText::PlayOnePuzzle => "1 puzzle",
        CliText::PlayPuzzles => "{n} puzzles",
        CliText::PlayLevelCount => "{n} {level}",
        CliText::PlayTitle => "sudotrace: play",
        CliText::PlayWhere => "{source}: line {line}",
        CliText::PlayNoSolution => "warning: {puzzle}: the puzzle has no solution; left out",
        CliText::PlayNotUnique => {
            "warning: {puzzle}: the puzzle has more than one solution; left out"
        }
        CliText::CheckOneFromStdin => {
            "only one of the puzzle, the answer and the solution can come from standard input"
        }
        CliText::CheckThePuzzle => "the puzzle",
        CliText::CheckTheAnswer => "the answer",
        CliText::CheckTheSolution => "the solution",
        CliText::CheckArgumentFrom => "{what} ({label})",
        CliText::CompareNoPuzzle => "no puzzle to compare: every input was skipped as unreadable",
        CliText::SkippedLine => "warning: {source}: {error}; skipped",
        CliText::PlayCountZero => "--count 0: a page deals at least one puzzle",
        CliText::PlayCountTooMany => "--count {count}: a page deals at most {most} puzzles",
        CliText::PlayOnlyPuzzleLeftOut => "{puzzle}: the puzzle has {has}: no puzzle left to deal",
        CliText::PlayEveryPuzzleLeftOut => {
            "no puzzle left to deal: none of the {n} puzzles read has exactly one solution (the first, {puzzle}, has {has})"
        }
        CliText::PlayHasNoSolution => "no solution",
        CliText::PlayHasSeveralSolutions => "more than one solution",
        CliText::PlayNoPuzzle => "no puzzle to deal: the input holds none",
        CliText::ShowToOutside => {
            "--to {to}: choose an event from --at's, {shown}, to the trace's last, {count}"
        }
        CliText::RenderSecondsOutside => "{flag} {seconds}: give seconds from 0 to 600",
        CliText::RenderToBeforeFrom => {
            "--to {to} is before --from {from}: events are numbered from 1 in the order of the trace"
        }
        CliText::RenderMaxBytesNotGif => {
            "{path}: --max-bytes keeps a GIF under a size: give a name ending in .gif"
        }
        CliText::SizeCells => "{sized}: cells of {cell} pixels fill it",
        CliText::TallerThanScreen => {
            "note: {width} x {height} pixels is taller than a laptop's screen shows ({screen} pixels): --height {screen} fits it, with smaller cells; --layout wide puts the caption and key beside the board instead"
        }
        CliText::BudgetKept => {
            "--max-bytes {max}: the {asked} event frames asked for fit, in {asked_bytes} bytes"
        }
        CliText::BudgetFewer => {
            "--max-bytes {max}: {asked} event frames made {asked_bytes} bytes; drew {shown} instead, {bytes} bytes ({renders} renders to find them)"
        }
        CliText::BudgetNoStory => {
            "warning: --max-bytes {max} keeps {shown} event frames, too few to tell the search's story ({fewest} or more slow down around its first turn back and its deepest): spread evenly instead; about --max-bytes {enough} keeps the story"
        }
        CliText::WroteTrace => "wrote {path}: {events} events, {bytes} bytes",
        CliText::DemoIntro => "LeetCode 37 example, {blanks} blanks",
        CliText::DemoSolved => "solved:",
        CliText::DemoTimeMedian => "time, median",
        CliText::DemoMedianOf => "  (median of {n} untraced runs after a warm-up)",
        CliText::DemoStrategy => "strategy",
        CliText::DemoWroteTrace => "wrote {path} ({search}, {events} events, {bytes} bytes)",
        CliText::DemoWrotePicture => {
            "wrote {path} ({what}, {width} x {height} pixels, {bytes} bytes)"
        }
        CliText::DemoAnimated => "the search, animated",
        CliText::DemoWithCode => "the search beside its code, the line that made each event lit",
        CliText::DemoConflict => "a conflict",
        CliText::DemoSideBySide => "row by row against mrv+singles+tables, side by side",
        CliText::DemoWrotePage => {
            "wrote {path} (the search as a web page: play it, step it, jump to a conflict; {bytes} bytes)"
        }
        CliText::DemoWroteReport => {
            "wrote {path} (the comparison, also as report.csv and report.json, with {n} charts)"
        }
        CliText::DemoWroteChart => "wrote {path} ({title})",
        CliText::DemoNext => "next: {command} stats {trace}",
        CliText::WroteChart => "wrote {png} and {svg} ({title})",
        CliText::CompareAnd => " and ",
        CliText::CompareSummaryOne => {
            "compared {puzzles} from {inputs} with {solvers} (time: median of {repeat} untraced run after a warm-up)"
        }
        CliText::CompareSummaryMany => {
            "compared {puzzles} from {inputs} with {solvers} (time: median of {repeat} untraced runs after a warm-up)"
        }
        CliText::CompareInputsOne => "1 input",
        CliText::CompareInputsMany => "{n} inputs",
        CliText::CompareRatioLine => "{ratio}, in total over the {puzzles} both finished",
        CliText::CompareRatioLineOne => "{ratio}",
        CliText::CompareOneFinished => "{result}; {tries} tries, {time}",
        CliText::CompareOneStopped => "stopped at the limit; needs {beyond}",
        CliText::CompareRatioSpreadLine => {
            "{ratio}, in total over the {puzzles} both finished (per puzzle {min}x to {max}x as fast)"
        }
        CliText::CompareMedianTries => "median {median} tries",
        CliText::ComparePuzzlesPerSecond => "{n} puzzles/s",
        CliText::CompareMicrosPerPuzzle => "{n} µs a puzzle",
        CliText::CompareTriesPerPuzzle => "{n} tries a puzzle",
        CliText::CompareWithoutGuessing => "{share}% without guessing",
        CliText::CompareGuessesPerPuzzle => "{n} guesses a puzzle",
        CliText::CompareEliminationsPerPuzzle => "eliminations a puzzle: {rules}",
        CliText::CompareEliminationsOf => "{rule} {n}",
        CliText::CompareOverFinished => "; over the {n} finished: ",
        CliText::CompareFiguresAfter => "; ",
        CliText::CompareLeftOut => "left out of the per-puzzle charts and ratios: {left_out}",
        CliText::CompareNoSolution => "no solution: {puzzles}",
        CliText::CompareWrote => "wrote {files}",
        CliText::CompareWroteCharts => "wrote {n} charts into {dir} as PNG and SVG: {charts}",
        CliText::CompareTook => {
            "took {wall}: {solving} solving, {overhead} ({percent}%) for everything else"
        }
    }
}

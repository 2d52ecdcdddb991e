//! The command line, as clap sees it: every command, flag and its help. The work each
//! command does lives in [`crate::commands`].

// The doc comments below are clap's help texts, written for a terminal: an `<iframe>`
// there is a word, not a tag, and `KIND[:UNIT|:CELL][:N]` a form, not a link.
#![allow(rustdoc::invalid_html_tags, rustdoc::broken_intra_doc_links)]

use std::path::PathBuf;

use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
use clap::{Args, Parser, Subcommand, ValueEnum};

use sudotrace_core::events::event::EventKind;
use sudotrace_core::lang::Lang;
use sudotrace_core::names::Named;
use sudotrace_core::search::Strategy;
use sudotrace_core::search::listing::Language;
use sudotrace_core::trace::selector::At;
use sudotrace_frames::{FrameLayout, Marks, Pacing, ThemeName};
use sudotrace_learn::generate::{Level, Logic};
use sudotrace_page::{Mode, Panel};

/// The puzzles built in (`sudotrace_core::puzzle::named`), as the help of every argument
/// that takes puzzles names them, with what decides between a name and a file; a test
/// holds the list to the core's.
macro_rules! builtin_puzzles {
    () => {
        "leetcode37, ai-escargot, inkala-2012, easter-monster, brute-force (a file of \
         that name is read instead; the README tells what each is)"
    };
}

/// Watch a Sudoku backtracking search think: every try, conflict and backtrack,
/// recorded as a trace.
#[derive(Parser, Debug)]
#[command(name = "sudotrace", version, about, long_about = None, max_term_width = 100)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Solve puzzles by backtracking (row by row, or a strategy with --solver), optionally writing its trace
    ///
    /// Exit code 0 when every puzzle is solved, 1 when one has no solution or stopped at
    /// the event limit, 2 for bad input.
    Solve(SolveArgs),
    /// Recount every statistic of a search from its trace file
    Stats(StatsArgs),
    /// Convert a trace between JSON Lines and the compact binary format, losslessly
    ///
    /// The output's format follows its name: .sdt for binary, .jsonl or .jsonl.gz for
    /// JSON Lines; the input's format is recognised from its first bytes. Converting a
    /// trace sudotrace wrote there and back gives the same bytes (one from another writer
    /// comes back with sudotrace's spacing and header fields). A trace cut short cannot be
    /// converted.
    ///
    ///   sudotrace convert search.jsonl.gz search.sdt
    Convert(ConvertArgs),
    /// Solve the LeetCode 37 example with both checks and the strategies, write their
    /// traces, GIFs (one of two searches side by side), a web page that plays the search,
    /// and compare them
    Demo(DemoArgs),
    /// Print the board right after one event of a trace, with the event in words and the counts
    Show(ShowArgs),
    /// Step through a trace in a full-screen terminal view, forward and back (for teaching)
    ///
    /// Keys: Right/l next event, Left/h previous, Space play/pause, +/- speed, c/C next/previous
    /// conflict, b/B next/previous backtrack, n/N next/previous moment of the lesson
    /// (--lesson), g go to an event number, p candidates (a 3x3 grid
    /// in each blank on a large terminal, their count on a small one; the current blank's in
    /// the panel), k the code pane (the search as a program, the line that made the event lit;
    /// K its next language), s the stack pane (the placements the search stands on, the newest
    /// on top; with the code pane, under it where both fit), t the tables pane (the digits each
    /// row, column and box holds, the entries the tables check looked up for the try lit;
    /// under the others where all fit), Home/End, ? help, q quit.
    /// Colours follow NO_COLOR; without colour, cells carry the marks `show` uses.
    Step(StepArgs),
    /// Print a strategy's search as a short program, in pseudocode, JavaScript or Python
    ///
    /// The search as a student writes it: a board, a recursive solve, a check that finds the
    /// clash, the digit reset to 0 on the way back, and for each kind of event the one line
    /// that makes it (emit("conflict", r, c, d, ...clash)), the line the viewers point at.
    /// The JavaScript and Python programs run: they write, event for event, the trace
    /// `sudotrace solve --trace` writes with that solver, stopped after MAX_EVENTS events as
    /// --max-events stops it (default 10000000; 0: no limit). The pseudocode is the same
    /// program as a textbook writes it. See docs/listings.md. With --lang zh-CN (or a
    /// Chinese locale) the pseudocode's comments are Chinese, every line where it is in
    /// English; the programs' comments stay English.
    ///
    /// Examples:
    ///   sudotrace listing --solver naive
    ///   sudotrace listing --solver mrv+singles+tables --language js > solve.js
    ///   node solve.js PUZZLE > t.jsonl && sudotrace stats t.jsonl
    ///   sudotrace listing --solver tables --language python > solve.py
    ///   python3 solve.py PUZZLE 1000 > t.jsonl
    ///
    /// Exit code 0 when the listing is printed, 2 for an unknown solver or language.
    #[command(verbatim_doc_comment)]
    Listing(ListingArgs),
    /// Make puzzles that have exactly one solution, optionally of a chosen difficulty
    ///
    /// Each puzzle is cut from a random full grid by taking out clues in random order
    /// while the solution stays unique (proved by a solution counter that stops at two),
    /// so by default no clue can be taken out (a minimal puzzle). The same --seed gives
    /// the same puzzles on every machine, with any number of threads. Puzzles go to
    /// standard output, one a line by default, ready for `solve`, `rate` or `check`. With
    /// --lang zh-CN (or a Chinese locale), what it says on standard error (the seed taken
    /// from the clock, a puzzle given up on) is in Chinese; the puzzles are the same.
    ///
    /// Exit code 0 when every puzzle was made, 1 when one was given up on (the puzzles
    /// before it are printed), 2 for bad options.
    Generate(GenerateArgs),
    /// Rate puzzles: tries the row-by-row search needs, whether singles solve them, the
    /// level that gives, and which techniques fill them in without a guess (see
    /// docs/difficulty.md)
    ///
    /// Singles means naked and hidden singles filled in until the grid is full or none is
    /// left; tries are those of `solve`'s search. Levels: easy (singles solve it, under
    /// 50,000 tries), medium (singles solve it, 50,000 tries or more), hard (singles do
    /// not, under 300,000 tries), expert (singles do not, 300,000 tries or more). Logic:
    /// the first of singles, intersections (pointing and claiming, with singles) and pairs
    /// (naked and hidden, with both before: the rules of the strategies' `locked`) that
    /// fills the grid in without a guess, else more (docs/strategies.md gives each rule).
    /// Text output is one tab-separated line a puzzle (puzzle, level, tries, singles,
    /// clues, logic), which `solve` reads back as a collection; with --lang zh-CN (or a
    /// Chinese locale) its header, levels, yes/no and logic are in Chinese, as is
    /// --summary's table (--json stays English). Exit code 0 when every puzzle has exactly
    /// one solution, 1 when one has none or several, 2 for bad input.
    Rate(RateArgs),
    /// Check a player's answer: complete, every given kept, every row, column and box
    /// holding 1 to 9, every digit the solution's
    ///
    /// Every problem is listed with its cells in r1c1 notation: a given changed or
    /// erased, a digit twice in a row, column or box (with every cell holding it), a
    /// digit that is not the solution's (wrong, even where it clashes with nothing), a
    /// blank. Digits are held to the solution given with --solution, else to the
    /// puzzle's own when it has exactly one (it is solved here); a puzzle with no
    /// solution or several is said so, and its answer held to the rules alone. With
    /// --lang zh-CN (or a Chinese locale) the verdict and the problems are in Chinese.
    /// Exit code 0 when the answer is correct, 1 when it is wrong, 2 when the puzzle, the
    /// answer or the solution is not a grid (or the puzzle's givens break the rules, or
    /// the solution does not solve the puzzle).
    Check(CheckArgs),
    /// Draw a trace as an annotated animated GIF, a folder of PNG frames, or one PNG
    ///
    /// Each frame shows the board right after one event: the cell being worked on
    /// highlighted; on a try the digit pencilled in; on a conflict every cell of the
    /// clashing row, column or box outlined as one shape, the cell already holding
    /// the digit bracketed and the tried digit struck through; on a place the digit set; on
    /// a backtrack the erased digit dotted in a dashed ring. Givens are bold and dark, digits placed by the search regular and coloured.
    /// The strategies' events too: a chosen blank highlighted ("r5c3: 2 candidates, the
    /// fewest"), a forced digit set ("r4c2: 7 is the only digit left"), a dead end's empty
    /// cell bracketed ("r6c6: no digit fits, dead end"), a forced digit taken back in a
    /// dashed ring. Under the grid, the event in words and the running counts.
    ///
    /// Two traces of one puzzle (TRACE TRACE2) are drawn side by side, frame for frame.
    ///
    /// Events are numbered from 1 (the first event line after the trace's header); event
    /// 0 is the puzzle before any event. The animation opens on the board before the first
    /// event shown, ends on the final board, and loops.
    ///
    /// Examples:
    ///   sudotrace render t.jsonl -o search.gif
    ///   sudotrace render t.jsonl --only conflict,backtrack --max-frames 300 -o clashes.gif
    ///   sudotrace render t.jsonl --from 1000 --to 1400 -o frames/
    ///   sudotrace render t.jsonl --at 1234 --no-legend -o step.png
    ///   sudotrace render big.sdt --max-frames 600 -o whole-search.gif
    ///   sudotrace render rows.sdt mrv.sdt -o side-by-side.gif
    ///   sudotrace render mrv.jsonl --at 40 --candidates -o pencil.png
    ///   sudotrace render t.jsonl --panel code --language js -o with-code.gif
    ///   sudotrace render t.jsonl --width 720 --max-bytes 2000000 -o article.gif
    ///
    /// Every picture has a title over the board (--title), and the title, the board, the
    /// caption and the key share one left edge. --width makes the frames exactly so wide
    /// and --max-bytes keeps a GIF under a size; the command says the cell size and the
    /// frames they chose.
    ///
    /// Exit code 0 when the picture is written, 2 for a bad trace or options (with the
    /// trace's line number); nothing is left under the output name on failure.
    #[command(verbatim_doc_comment)]
    Render(RenderArgs),
    /// Say what is wrong with a trace from any solver: where it breaks the rules, where it
    /// departs from the search it claims, and what its end record gets wrong
    ///
    /// For a student's own solver (see docs/debugging.md). It reports, each with its event
    /// and line: the first event that cannot happen on the board, or line that is no event
    /// (the events after it are counted, not checked; `show --at N` draws it); the first
    /// event where the search departs from the built-in strategy its header names ("event
    /// 68: backtracked from r1c5 with 6–9 untried; the row-by-row search would try 6 at
    /// r1c5"); a conflict or a placement that answers no try before it, a try that nothing
    /// answers, a digit tried twice in one cell with no placement in between; and the end
    /// record's claims: solved with blanks left, a solution that is not the board, counts
    /// that are not the events', unsolvable for a puzzle that has a solution (sudotrace's
    /// own search finds it), no end record at all, lines after it.
    ///
    /// A search under a name of its own whose first 20 or more events are a built-in
    /// strategy's resembles it: where and how it then goes its own way ("it checks the
    /// column before the row") is said, but is no finding. So is a check that reads cell i
    /// of the row, the column and the box in one loop (the LeetCode solutions' isValid):
    /// the search is the same, only the clash its conflicts name first may differ. A
    /// conflict with no unit and no cell (a check that returns a bool) is worked out from
    /// the board, and a note says so.
    ///
    /// What it cannot see: a search that keeps to the rules, matches no built-in
    /// strategy and reaches the end it claims.
    ///
    /// Several traces (a class's): one line each, then a summary. With --lang zh-CN (or a
    /// Chinese locale) it says all this in Chinese (with --json, only the "message"s).
    ///
    ///   sudotrace diagnose my-solver.jsonl
    ///   sudotrace diagnose class/*.jsonl --json > marks.jsonl
    ///   python3 my_solver.py | sudotrace diagnose -
    ///
    /// Exit code 0 when every trace is clean, 1 when one has findings, 2 when one cannot be
    /// read as a trace (the others are still diagnosed, and it gets its line).
    #[command(verbatim_doc_comment)]
    Diagnose(DiagnoseArgs),
    /// Put a class's results together: the score card each learner saved from one page's
    /// Predict or Do-it-yourself mode (a small JSON file)
    ///
    /// Prints each learner's score and time, each question's share of right answers, and
    /// the questions most missed, with their events and the wrong answers given:
    ///
    ///   sudotrace marks results/*.json
    ///   sudotrace marks results/*.json --json > class.json
    ///
    /// Every file must come from the same page (the same trace, mode and questions): one
    /// from another page is refused, saying which, and nothing is printed; so is a field
    /// outside the format of docs/results.md (a mode, page, event, time or score), named
    /// with its file and line. Exit code 0, or 2 for a file that cannot be read as results.
    #[command(verbatim_doc_comment)]
    Marks(MarksArgs),
    /// Write one self-contained web page that plays a trace: forward and back, by event,
    /// conflict, backtrack, dead end, guess, forced digits and marker, with a seek bar
    /// drawn as the search's depth
    ///
    /// The page holds everything (player, styles, the trace's events packed two bytes
    /// each) and asks no other address for anything: it plays from a USB stick with the
    /// network off. The board comes first and takes the largest square that leaves the
    /// caption, Play and the seek bar in view, on a phone, in an article's column, on a
    /// projector or at 4K; full screen shows the board and the caption alone. It is drawn
    /// as `render` draws it, with the caption in words, the running counts, and a key to
    /// the marks this search makes; the address ends in #event=N, so a link opens one
    /// moment. Keys: Space play/pause, Left/Right one event, [ ] previous/next marker,
    /// 0-9 jump to 0-90 %, PgUp/PgDn 1 %, c/C next/previous conflict, b/B backtrack,
    /// d/D dead end, g/G guess, s/S run of forced digits, +/- speed, p candidates,
    /// f full screen, m mode, ? help. A long search plays in a minute or two: its first
    /// events one a frame, then faster (see --speed).
    ///
    /// Four modes, switched with the Mode buttons or m: Watch, the player above;
    /// Predict, where the page stops before each of its questions (--ask, --questions,
    /// --seed) and asks what the search does next (keys 1-4), says the rule after each
    /// answer, keeps the score and reviews the misses; and Do it yourself (simulate),
    /// where the reader is the search: they pick a cell (arrows) and make its next step,
    /// a try (1-9), then what happens: it fits (p), or it clashes with the cell picked in
    /// its row, column or box (r, c, x); a backtrack (b); for the strategies that choose,
    /// the blank chosen (n), a forced digit (s, then the digit), a dead end (d), a forced
    /// digit taken back (u). Each step is graded against the trace's next event, which the
    /// page then takes: a mistake is shown with the search's own step in its words, and
    /// the exercise goes on. In Predict and Do it yourself, Save results writes the
    /// learner's score card for `sudotrace marks`, and Start again puts the score back to
    /// 0. And Play, the game: the reader solves the trace's puzzle (or one typed in) by
    /// keys, clicks or a digit pad, with pencil marks, undo and redo, clashes shown, a
    /// timer, a check in the words of `sudotrace check`, and hints that name their rule;
    /// from the board as it stands, any strategy's JavaScript listing (`listing --language
    /// js`, the code panel's) runs in the page and its trace plays; Edit changes that code,
    /// and the page opens where the edit departs from the strategy, said as `diagnose`
    /// says it. --mode chooses the mode the page opens in; #mode=predict, #mode=simulate
    /// or #mode=play in a link too. Scripts drive the page through window.sudotrace (seek,
    /// play, pause, event, mode, step, score, question, answer, restart, on, puzzle, board,
    /// enter, check, hint, run, runCode), documented in the README. `sudotrace play` writes
    /// a page of generated puzzles to play.
    ///
    /// A page holds at most 2,000,000 events (its events compressed: the 1,000,000-event
    /// page is about 270 KB); a longer trace is refused with advice: play a window of it
    /// (--from, --to), or draw an overview with `render`.
    ///
    /// Examples:
    ///   sudotrace html search.jsonl -o search.html
    ///   sudotrace html search.jsonl -o search.html --embed --poster search.png
    ///   sudotrace html big.sdt --from 1000000 --to 1200000 -o window.html
    ///   sudotrace html search.jsonl --marker 68:"the first dead end" --theme dark -o talk.html
    ///   sudotrace html search.jsonl --mode simulate --to 300 -o exercise.html
    ///
    /// Exit code 0 when the page is written, 2 for a bad trace or options (with the
    /// trace's line or byte offset); nothing is left under the output name on failure.
    #[command(verbatim_doc_comment)]
    Html(HtmlArgs),
    /// Write a one-file web page to play Sudoku on: rated puzzles with exactly one solution
    /// each, pencil marks, hints and a check, and searches run from the board
    ///
    /// The page is the one `html --mode play` writes, with a bank of puzzles to deal: the
    /// reader picks one (by its number and level), fills it in with keys, clicks or the
    /// digit pad (pencil marks, undo, clashes shown), checks it, asks for hints that name
    /// their rule, and runs any strategy, or an edit of its code, from the board as it
    /// stands. It asks no other address for anything. It holds no search: its other modes
    /// run mrv+hidden+tables's search of the puzzle being played, in the page.
    ///
    /// Without PUZZLES it makes --count puzzles as `generate` does, each minimal with
    /// exactly one solution and rated as `rate` rates it: all of --level, or else a mix of
    /// the four levels in equal shares, easiest first (expert is no slower to make than the
    /// others: 50 mixed puzzles take about a tenth of a second). The same --seed gives the
    /// same page, byte for byte. With PUZZLES it deals them instead, in their order, at
    /// most --count: each is checked for exactly one solution and rated; one with none or
    /// several is left out with a warning naming its line.
    ///
    /// Examples:
    ///   sudotrace play -o play.html
    ///   sudotrace play --level hard --count 20 --theme dark -o hard.html
    ///   sudotrace play --seed 7 --lang zh-CN -o play-zh.html
    ///   sudotrace play tests/data/norvig_hardest.txt -o hardest.html
    ///
    /// Exit code 0 when the page is written, 1 when it is written but a puzzle or line of
    /// PUZZLES was left out, 2 for bad input or options (no puzzle to deal, an unreadable
    /// input, an output that cannot be written); nothing is left under the output name on
    /// failure.
    #[command(verbatim_doc_comment)]
    Play(PlayArgs),
    /// Compare the checks, or the strategies, on puzzle sets: the counts, the times, a
    /// report and charts
    ///
    /// Every check (or strategy, with --solvers) solves every puzzle: once for its counts (these runs use every core),
    /// then a warm-up and --repeat timed runs, untraced and one at a time with nothing
    /// else running, for its time (their median, with the fastest and slowest run).
    ///
    /// Writes into DIR: report.md (per puzzle and in total: tries, conflicts by unit,
    /// backtracks, cell_reads, table_lookups, time, and the ratios in words), report.csv
    /// (a row a puzzle and check), report.json (the same with the tool version, CPU, cores,
    /// repeat count and date; each result is a `solve --json` object plus its timing), and
    /// five charts as PNG and SVG: check-cost, time, conflicts, time-vs-tries, cactus
    /// (puzzles solved within a budget of tries and of time). Strategies that make
    /// different searches lead with their gains, and add, per strategy, puzzles a second,
    /// microseconds a puzzle, the share solved without guessing and guesses a puzzle, and
    /// three charts: tries (per puzzle, log scale), scatter (each puzzle's tries against
    /// the first strategy's) and work-per-try. One puzzle has nothing to total or censor:
    /// its report.md gives its results a column a strategy, and its charts are a bar a
    /// strategy: tries, time, check-cost, conflicts (and work-per-try with strategies).
    ///
    /// A search is stopped right after its --max-tries-th try and marked `limit`: a
    /// censored result, "more than N tries". Every puzzle stays in every strategy's totals:
    /// solved k of n within the limit, the median and the PAR-2 mean of the tries over
    /// every puzzle (a stopped search counting as more than N, and as 2 x N), and counts
    /// and speeds over the puzzles it finished; a ratio between two strategies is over the
    /// puzzles both finished, and says how many. A bad line in a collection is reported
    /// with its file and line and skipped.
    ///
    /// Whole benchmark sets run as shards under a batch scheduler (docs/cluster.md): each
    /// shard (--shard K/N, or auto from Slurm or Kubernetes) writes its puzzles' results as
    /// they finish and resumes where it stopped (--resume); `compare merge` puts them back
    /// into this report, `compare status` says how far they are.
    ///
    /// Examples:
    ///   sudotrace compare tests/data/norvig_hardest.txt -o out/
    ///   sudotrace compare a.txt b.txt --repeat 11 --max-tries 0 -o out/
    ///   sudotrace compare PUZZLE --solvers tables -o out/
    ///   sudotrace compare set.txt -o ladder/ \
    ///       --solvers naive,tables,mrv+tables,mrv+singles+tables,mrv+hidden+tables
    ///   sudotrace compare set.txt --shard 1/2 -o run/shard-1
    ///   sudotrace compare set.txt --shard 2/2 --resume -o run/shard-2
    ///   sudotrace compare merge run/shard-* -o run/report
    ///
    /// Exit code 0 when every check solved every puzzle, 1 when a puzzle has no solution or
    /// was stopped at the limit, or an input line was skipped, 2 for bad input or options.
    #[command(verbatim_doc_comment)]
    #[command(args_conflicts_with_subcommands = true, subcommand_negates_reqs = true)]
    Compare(CompareCommand),
    /// Draw the charts of one search from its trace: its profile, its tries per cell, its tree
    ///
    /// Writes into DIR, each as PNG and SVG: depth (how deep the search stands after each
    /// event, so every drop is a backtrack), tries-per-cell (a heat map of the tries made
    /// in each cell of the grid, on a log colour scale, givens in grey) and tree (the search
    /// tree: a node a placement, a row a depth, each node as wide as the events under it,
    /// every node told apart in a small search and folded by depth in a large one, the
    /// path the search finished on marked). The trace is
    /// streamed and every event checked on the board, so a trace of any length works.
    ///
    /// Exit code 0 when the charts are written, 2 for a bad trace (with its line number).
    Chart(ChartArgs),
}

/// How `generate` prints puzzles.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum PuzzleFormat {
    /// One puzzle a line, 81 characters with . for blanks: pipes into solve, rate, check
    /// and compare
    Line,
    /// Each puzzle drawn 9x9 with box borders, a blank line after each
    Grid,
    /// One JSON object a line: puzzle, solution, clues, symmetric, seed, number,
    /// attempts and the rating (level, tries, tries_capped, singles, logic)
    Json,
}

#[derive(Args, Debug)]
pub struct GenerateArgs {
    /// How many puzzles to make
    #[arg(short = 'n', long, value_name = "N", default_value_t = 1)]
    pub count: u64,

    /// Seed of the random choices: the same seed and options give the same puzzles. When
    /// absent, one is taken from the clock and printed to standard error as `seed: N`
    #[arg(long, value_name = "S")]
    pub seed: Option<u64>,

    /// Keep generating until a puzzle of this level comes out (each puzzle is rated, see
    /// `sudotrace rate --help`); give up after --max-attempts full grids for one puzzle
    #[arg(long, value_name = "LEVEL", value_parser = named::<Level>(level_help))]
    pub difficulty: Option<Level>,

    /// Keep generating until a puzzle comes out that needs exactly this step of logic to
    /// be filled in without a guess (see `sudotrace rate --help`); with --difficulty,
    /// singles go with easy and medium, the others with hard and expert
    #[arg(long, value_name = "STEP", value_parser = named::<Logic>(logic_help))]
    pub logic: Option<Logic>,

    /// Stop taking out clues at N (17 to 81) instead of going on to a minimal puzzle.
    /// When a grid does not get that low, a new one is tried, up to --max-attempts; then
    /// the generator gives up and says how low it got
    #[arg(long, value_name = "N")]
    pub clues: Option<usize>,

    /// Take out clues in pairs that a 180-degree rotation swaps (and the centre alone),
    /// so the pattern of clues looks the same upside down. The puzzle is then minimal
    /// for pairs: taking out any one pair gives a second solution
    #[arg(long)]
    pub symmetric: bool,

    /// How each puzzle is printed
    #[arg(long, value_enum, default_value_t = PuzzleFormat::Line)]
    pub format: PuzzleFormat,

    /// Full grids to try for one puzzle before giving up on --difficulty or --clues
    #[arg(long, value_name = "N", default_value_t = sudotrace_learn::generate::DEFAULT_MAX_ATTEMPTS,
          value_parser = clap::value_parser!(u32).range(1..))]
    pub max_attempts: u32,

    /// Stop a rating search (for --difficulty or --format json) after this many events (0:
    /// no limit); a rating that stops there is marked capped: its tries are a lower bound,
    /// and its level still exact when N is 900,003 or more (see docs/difficulty.md)
    #[arg(long, value_name = "N", default_value_t = sudotrace_learn::generate::DEFAULT_RATE_MAX_EVENTS)]
    pub max_events: u64,

    /// Threads to generate on (default: one a core). The output does not depend on it
    #[arg(long, value_name = "N",
          value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..=1024))]
    pub threads: Option<usize>,

    #[command(flatten)]
    pub lang: LangArg,
}

#[derive(Args, Debug)]
pub struct RateArgs {
    // Puzzles to rate (the help names the puzzles built in).
    #[arg(value_name = "PUZZLE|FILE|NAME|-", required = true, help = concat!(
        "Puzzles to rate: each a puzzle (81 characters), a file holding one puzzle in any \
         common form or a collection of one puzzle a line, `-` for standard input, or the \
         name of a puzzle built in: ", builtin_puzzles!()))]
    pub puzzles: Vec<String>,

    /// Print one JSON object a puzzle: puzzle, line, name, solutions (0, 1 or 2 for two
    /// or more), level, tries, tries_capped, singles, clues, logic (singles,
    /// intersections, pairs or more)
    #[arg(long, conflicts_with = "summary")]
    pub json: bool,

    /// Print only how many puzzles of each input fall into each level, with the median
    /// and largest tries
    #[arg(long)]
    pub summary: bool,

    /// Stop a rating search after this many events (0: no limit); a rating that stops
    /// there is marked capped (`>=` before its tries): its tries are a lower bound, and
    /// its level still exact when N is 900,003 or more (see docs/difficulty.md)
    #[arg(long, value_name = "N", default_value_t = sudotrace_learn::generate::DEFAULT_RATE_MAX_EVENTS)]
    pub max_events: u64,

    /// Threads to rate on (default: one a core). The output does not depend on it
    #[arg(long, value_name = "N",
          value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..=1024))]
    pub threads: Option<usize>,

    #[command(flatten)]
    pub lang: LangArg,
}

#[derive(Args, Debug)]
pub struct CheckArgs {
    // The puzzle (the help names the puzzles built in).
    #[arg(value_name = "PUZZLE|FILE|NAME|-", help = concat!(
        "The puzzle: 81 characters, a file holding one puzzle in any common form, `-` for \
         standard input, or the name of a puzzle built in: ", builtin_puzzles!()))]
    pub puzzle: String,

    /// The player's filled grid, in any form a puzzle can take (digits may repeat: that
    /// is what is checked), or `-` for standard input
    #[arg(value_name = "ANSWER|FILE|-")]
    pub answer: String,

    /// The puzzle's solution to hold the answer's digits to (81 characters, a file, or
    /// `-`): needed only for a puzzle with several solutions, since a puzzle with one is
    /// solved here
    #[arg(long, value_name = "SOLUTION|FILE|-")]
    pub solution: Option<String>,

    /// Print {"correct", "puzzle", "answer", "solutions" ("none", "one" or "several"),
    /// "solution" (the one digits were held to, or null), "problems": [{"kind"
    /// ("given_changed", "duplicate", "wrong", "blank"), "cells", "digit", "found",
    /// "unit", "unit_number", "message"}]} as JSON. Field names and values stay English;
    /// each "message" is in the language of --lang
    #[arg(long)]
    pub json: bool,

    #[command(flatten)]
    pub lang: LangArg,
}

/// A strategy as named on the command line (`naive`, `mrv+singles+tables`, ...).
/// A positive number of seconds, such as `2` or `0.5`.
fn seconds(text: &str) -> Result<std::time::Duration, String> {
    match text.parse::<f64>() {
        Ok(t) if t > 0.0 && t.is_finite() && t < 1e9 => Ok(std::time::Duration::from_secs_f64(t)),
        _ => Err(format!(
            "{text:?} is not a number of seconds above 0, such as 2 or 0.5"
        )),
    }
}

fn strategy(name: &str) -> Result<Strategy, String> {
    name.parse()
}

/// The language of the words a command writes for people.
#[derive(Args, Debug, Clone, Copy, Default)]
pub struct LangArg {
    /// The language of the words written for people: en or zh-CN (Simplified Chinese).
    /// Default: the environment's, from LC_ALL, LC_MESSAGES or LANG (the first one set;
    /// zh... gives zh-CN, anything else en). JSON and CSV field names, trace files and
    /// --help stay English
    #[arg(long = "lang", value_name = "LANG", value_parser = language_tag)]
    pub lang: Option<Lang>,
}

impl LangArg {
    /// The language asked for, else the environment's.
    pub fn resolve(self) -> Lang {
        self.lang.unwrap_or_else(Lang::from_env)
    }
}

/// Whether an output whose name is a symbolic link is written.
#[derive(Args, Debug, Clone, Copy, Default)]
pub struct ForceArg {
    /// Write an output whose name is a symbolic link: the file or folder the link points
    /// to is replaced and the link kept (its folder must exist: none is made). Without
    /// it, such an output is refused, as a link in a shared folder may have been planted
    /// to send the output elsewhere
    #[arg(long)]
    pub force: bool,
}

fn language_tag(tag: &str) -> Result<Lang, String> {
    Lang::from_tag(tag)
        .ok_or_else(|| format!("{tag:?} is not a language sudotrace speaks: use en or zh-CN"))
}

#[derive(Args, Debug)]
pub struct SolveArgs {
    // The puzzles (the help names the puzzles built in).
    #[arg(value_name = "PUZZLE|FILE|NAME|-", help = concat!(
        "A puzzle (81 characters, `.` or `0` for blanks), a file holding one puzzle in any \
         common form or a collection of one puzzle a line, `-` for standard input, or the \
         name of a puzzle built in: ", builtin_puzzles!()))]
    pub puzzle: String,

    /// The search: `naive`, `oneloop` or `tables` (row by row, scanning each unit,
    /// reading cell i of the row, the column and the box in one loop as LeetCode's
    /// `isValid`, or looking up per-unit tables), or order+propagation+check: `rows` or
    /// `mrv` (the blank with the fewest candidates first), `singles` or `hidden` (forced
    /// placements), `pointing`, `claiming`, `pairs` or `locked` (hidden singles, then
    /// eliminations: locked candidates, naked and hidden pairs, or all four), or nothing,
    /// and `naive`, `oneloop` or `tables`, e.g. `mrv+singles+tables`, `mrv+locked+tables`
    /// (docs/strategies.md)
    #[arg(long, value_name = "SOLVER", value_parser = strategy, default_value = "naive")]
    pub solver: Strategy,

    /// Write the search's events to this trace file: the compact binary format when the
    /// name ends in .sdt (1 to 4 bytes per 1,000 events of the row-by-row search), else
    /// JSON Lines (gzip-compressed when the name ends in .gz). For a collection, the
    /// puzzle's number, padded to the same width, is added to each name: t.sdt becomes
    /// t-01.sdt, t-02.sdt, ... for 20 puzzles. A search whose trace could outgrow the free
    /// disk space is refused before it starts, and so is a collection whose JSON Lines
    /// traces would take more than 500 MB unless --max-events is given
    #[arg(long, value_name = "FILE")]
    pub trace: Option<PathBuf>,

    /// Stop a search cleanly after this many events (0: no limit). With --trace the
    /// default is 10000000 for JSON Lines (about 445 MB) and 100000000000 for a binary
    /// trace (at most about 150 MB); without --trace there is no limit
    #[arg(long, value_name = "N")]
    pub max_events: Option<u64>,

    /// Stop a search right after its N-th try, as `compare --max-tries` does, so that a
    /// stopped search has made exactly N tries and needs more (not with --trace or
    /// --max-events)
    #[arg(long, value_name = "N", conflicts_with_all = ["trace", "max_events"])]
    pub max_tries: Option<u64>,

    /// Print one JSON object a puzzle instead of the grid and table
    #[arg(long)]
    pub json: bool,

    #[command(flatten)]
    pub lang: LangArg,

    #[command(flatten)]
    pub force: ForceArg,
}

#[derive(Args, Debug)]
pub struct ConvertArgs {
    /// The trace to read, in either format
    #[arg(value_name = "IN")]
    pub input: PathBuf,

    /// The trace to write: binary when the name ends in .sdt, else JSON Lines
    /// (gzip-compressed when it ends in .gz); written whole or not at all
    #[arg(value_name = "OUT")]
    pub output: PathBuf,

    #[command(flatten)]
    pub force: ForceArg,
}

#[derive(Args, Debug)]
pub struct StatsArgs {
    /// A trace file written by `sudotrace solve --trace` or any tool that writes the format
    #[arg(value_name = "TRACE")]
    pub trace: PathBuf,

    /// Print the counts as JSON, in the shape of `solve --json`
    #[arg(long)]
    pub json: bool,

    #[command(flatten)]
    pub lang: LangArg,
}

#[derive(Args, Debug)]
pub struct ShowArgs {
    /// A trace file: JSON Lines (plain or gzip-compressed) or binary (.sdt), told apart by its first bytes
    #[arg(value_name = "TRACE")]
    pub trace: PathBuf,

    /// The event to show the board after: its number (events are numbered from 1; 0 is
    /// the puzzle before the search), or an event by what it is, KIND[:UNIT|:CELL][:N]: the N-th (from 1; the first when left
    /// out) event of KIND (try, conflict, place, backtrack, choose, force, dead-end,
    /// unforce), in UNIT (row, col, box: the unit a conflict clashes in, or a forced digit
    /// is the only place in) or at CELL (r5c5); e.g. conflict:box (the first box clash),
    /// backtrack:3, dead-end, place:r5c5. Default: the last event
    #[arg(long, value_name = "N|KIND")]
    pub at: Option<At>,

    /// Show every position from --at's to event N, one after another (with --json, one
    /// JSON object a line)
    #[arg(long, value_name = "N")]
    pub to: Option<u64>,

    /// Print {"index", "event", "caption", "board", "depth", "stats", "line", "stack",
    /// "why", "rule", "tables"} as JSON; "line" is the line of the search's listing
    /// (`sudotrace listing`, in --language) that made the event, null for another solver's
    /// trace or at the puzzle; "stack" is the placements the position stands on, oldest
    /// first, each {"cell", "r", "c", "d", "how" (tried, chosen or forced), "by" (a forced
    /// digit's reason), "n" (a chosen blank's candidates), "left" (the digits still to try
    /// there)}; "why" is the rule that decides the event, in words, and "rule" its name
    /// (try-next-digit, clash-met-first, ran-out, ...), null at the puzzle; "tables" is
    /// what the tables panels draw: {"used": {"row", "col", "box"} (each unit's digits,
    /// nine lists each, units numbered from 1 as the words number them), "looked"} where
    /// "looked", for a try the tables check checked (a clash or a fit), is {"cell",
    /// "digit", "entries": [{"unit", "number", "held"}, ...]}, the tables it looked up in
    /// order, the row's, the column's, the box's, "held" true for the clash's; else null
    #[arg(long)]
    pub json: bool,

    /// The language of the listing whose line made the event
    #[arg(long, value_name = "LANGUAGE", value_parser = named::<Language>(language_help), default_value = "pseudocode")]
    pub language: Language,

    /// Print each blank's candidates (the digits not yet in its row, column or box)
    /// under the board, in a grid of 3x3 digits a cell, 1 top left to 9 bottom right
    #[arg(long)]
    pub candidates: bool,

    #[command(flatten)]
    pub lang: LangArg,
}

#[derive(Args, Debug)]
pub struct StepArgs {
    /// A trace file, JSON Lines or binary (.sdt); JSON Lines is read and checked whole
    /// before the screen is taken over
    #[arg(value_name = "TRACE")]
    pub trace: PathBuf,

    /// Start at this event instead of at the puzzle: its number, or an event by what it is, KIND[:UNIT|:CELL][:N]: the N-th (from 1; the first when left
    /// out) event of KIND (try, conflict, place, backtrack, choose, force, dead-end,
    /// unforce), in UNIT (row, col, box: the unit a conflict clashes in, or a forced digit
    /// is the only place in) or at CELL (r5c5); e.g. conflict:box (the first box clash),
    /// backtrack:3, dead-end, place:r5c5. The
    /// go-to prompt (g) takes the same
    #[arg(long, value_name = "N|KIND")]
    pub at: Option<At>,

    /// Open with each blank's candidates (the digits not yet in its row, column or box)
    /// pencilled in; p turns them on and off
    #[arg(long)]
    pub candidates: bool,

    /// A lesson to step through: a TOML file of moments (at = "conflict:box" or an
    /// event's number), each with a note. Playing stops at each moment, and whenever the
    /// board stands at one its note is shown beside it; n and N go to the next and
    /// previous moment. With --predict, the moments with ask = true are questions,
    /// asked before --ask-at's. See docs/lessons.md
    #[arg(long, value_name = "FILE")]
    pub lesson: Option<PathBuf>,

    /// Ask what the search does next, before it does it: at each question the stepper
    /// stops on the board before the event and offers its choices (keys 1 to 4; Enter goes
    /// on to the next question); the score and the questions missed at the end. The same
    /// questions as the web page's Predict mode for the same --ask, --questions and --seed
    #[arg(long)]
    pub predict: bool,

    /// With --predict: ask only about this event and those after it (events count from
    /// 1), as a page made with `html --from N` asks
    #[arg(long, value_name = "N", default_value_t = 1, requires = "predict",
        value_parser = clap::value_parser!(u64).range(1..))]
    pub from: u64,

    /// With --predict: ask only about events up to this one [default: the trace's last]
    #[arg(long, value_name = "M", requires = "predict",
        value_parser = clap::value_parser!(u64).range(1..))]
    pub to: Option<u64>,

    #[command(flatten)]
    pub ask: AskArgs,

    #[command(flatten)]
    pub lang: LangArg,
}

/// What Predict asks: which kinds of event, how many, drawn with which seed.
#[derive(Args, Debug, Clone)]
pub struct AskArgs {
    /// The kinds of event Predict asks about (what the search does next there),
    /// separated by commas [default: try, conflict, place, backtrack, choose, force,
    /// dead-end]
    #[arg(long, value_delimiter = ',', value_name = "KINDS", value_parser = event_kinds())]
    pub ask: Vec<EventKind>,

    /// How many questions to draw (fewer when the trace has fewer events of the kinds
    /// asked): the events asked about are spread over the search, one in each equal
    /// stretch, every kind asked among them [default: 10, or 0 with --ask-at]
    #[arg(long, value_name = "N")]
    pub questions: Option<usize>,

    /// Questions at moments of your choosing, asked first and in this order: event
    /// numbers or events by what they are, as --at takes them (conflict:box, backtrack:1,
    /// dead-end, place:r5c5), separated by commas. Alone, only these are asked; with
    /// --questions N, N drawn questions follow them, none at the same event
    #[arg(long = "ask-at", value_delimiter = ',', value_name = "N|KIND")]
    pub ask_at: Vec<At>,

    /// The seed the questions are drawn from: the same seed asks a whole class the same
    /// questions, another seed others
    #[arg(long, value_name = "S", default_value_t = sudotrace_learn::predict::DEFAULT_SEED)]
    pub seed: u64,
}

impl Default for AskArgs {
    fn default() -> Self {
        AskArgs {
            ask: Vec::new(),
            questions: None,
            ask_at: Vec::new(),
            seed: sudotrace_learn::predict::DEFAULT_SEED,
        }
    }
}

impl AskArgs {
    /// What is asked, as the application layer takes it.
    pub fn asked(&self) -> sudotrace_app::pages::Asked {
        sudotrace_app::pages::Asked {
            kinds: self.ask.clone(),
            questions: self.questions,
            seed: self.seed,
            at: self.ask_at.clone(),
        }
    }
}

/// The panels `render --panel` draws beside the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum PanelArg {
    /// The search as code, the line that made the event lit
    Code,
    /// The call stack, the newest placement on top
    Stack,
    /// The search tree explored so far
    Tree,
    /// The tables check's tables of the digits each unit holds, each try's lookups lit
    Tables,
}

#[derive(Args, Debug)]
pub struct ListingArgs {
    /// The search: `naive`, `oneloop` or `tables` (row by row), or
    /// order+propagation+check such as `mrv+singles+tables` (see `solve --solver` and
    /// docs/strategies.md)
    #[arg(long, value_name = "SOLVER", value_parser = strategy, default_value = "naive")]
    pub solver: Strategy,

    /// The language of the program
    #[arg(long, value_name = "LANGUAGE", value_parser = named::<Language>(language_help), default_value = "pseudocode")]
    pub language: Language,

    #[command(flatten)]
    pub lang: LangArg,
}

#[derive(Args, Debug)]
pub struct RenderArgs {
    /// A trace file written by `sudotrace solve --trace` (JSON Lines, plain or gzip, or binary .sdt)
    #[arg(value_name = "TRACE")]
    pub trace: PathBuf,

    /// A second trace of the same puzzle (another strategy's search), drawn beside the
    /// first, frame for frame: both after the same number of events, the shorter search
    /// holding its final board once it is over, each labelled with its solver. The
    /// frames are picked from the search with more of the chosen events (the longer one
    /// when every event is chosen)
    #[arg(value_name = "TRACE2")]
    pub beside: Option<PathBuf>,

    /// Where to write: a name ending in .gif for the animation, a folder (a name ending
    /// in / or an existing folder) for numbered PNG frames frame-000001.png, ..., or with
    /// --at a .png file. A folder that exists may hold only frames of an earlier run,
    /// which are replaced
    #[arg(short, long, value_name = "PATH")]
    pub output: PathBuf,

    /// Write one PNG of the board right after event N (0: the puzzle before any event)
    /// instead of an animation; it is the same picture as that event's frame in the GIF
    /// (but for the GIF's line saying how many events a frame passed over). N is a
    /// number, or an event by what it is, KIND[:UNIT|:CELL][:N]: the N-th (from 1; the first when left
    /// out) event of KIND (try, conflict, place, backtrack, choose, force, dead-end,
    /// unforce), in UNIT (row, col, box: the unit a conflict clashes in, or a forced digit
    /// is the only place in) or at CELL (r5c5); e.g. conflict:box (the first box clash),
    /// backtrack:3, dead-end, place:r5c5
    #[arg(long, value_name = "N|KIND", conflicts_with_all = [
        "every", "from", "to", "only", "max_frames", "pacing", "fps", "delay", "hold_end",
        "hold_start",
    ])]
    pub at: Option<At>,

    /// Show only the first of the chosen events and every N-th after it
    #[arg(long, value_name = "N", default_value_t = 1,
          value_parser = clap::value_parser!(u64).range(1..))]
    pub every: u64,

    /// First event shown, by number (events count from 1); the animation opens on the
    /// board before it
    #[arg(long, value_name = "N", default_value_t = 1,
          value_parser = clap::value_parser!(u64).range(1..))]
    pub from: u64,

    /// Last event shown, by number; the animation ends on the board after it
    #[arg(long, value_name = "M", value_parser = clap::value_parser!(u64).range(1..))]
    pub to: Option<u64>,

    /// Show only events of these kinds, comma-separated: try, conflict, place, backtrack,
    /// choose, force, dead-end, unforce (the board still follows every event)
    #[arg(long, value_name = "KINDS", value_delimiter = ',', value_parser = event_kinds())]
    pub only: Vec<EventKind>,

    /// At most N event frames (not counting the opening and final boards): when the
    /// chosen events are more, N of them are taken as --pacing says, and the command says
    /// so. 600 frames at 10 fps is a minute of animation and a GIF of a megabyte or two.
    /// 0: no limit
    #[arg(long, value_name = "N", default_value_t = sudotrace_frames::DEFAULT_MAX_FRAMES)]
    pub max_frames: u64,

    /// How frames are spread when the chosen events are more than --max-frames (a story
    /// needs 54 frames or more; with fewer they are spread evenly)
    #[arg(long, value_parser = named::<Pacing>(pacing_help), default_value = "story")]
    pub pacing: Pacing,

    /// Frames a second, 1 to 50 (delays are whole hundredths of a second; browsers show
    /// faster GIF frames at 10 a second, so none is shorter than 2/100 s) [default: 10]
    #[arg(long, value_name = "FPS", conflicts_with = "delay",
          value_parser = clap::value_parser!(u32).range(1..=50))]
    pub fps: Option<u32>,

    /// Hundredths of a second each event frame shows, 2 or more (instead of --fps)
    #[arg(long, value_name = "CS", value_parser = clap::value_parser!(u16).range(2..))]
    pub delay: Option<u16>,

    /// Seconds the final board shows before the animation loops
    #[arg(long, value_name = "SECONDS", default_value_t = 3.0)]
    pub hold_end: f64,

    /// Seconds the opening board shows
    #[arg(long, value_name = "SECONDS", default_value_t = 1.0)]
    pub hold_start: f64,

    /// Size of a cell in pixels, 16 to 120; the grid, its digits and the caption's text
    /// scale with it (drawn at their size, never scaled afterwards), though the frame is
    /// never narrower than the caption. The default 36 gives a frame of about 460 x 590
    #[arg(long, value_name = "PX", default_value_t = sudotrace_frames::DEFAULT_CELL as u16,
          value_parser = clap::value_parser!(u16).range(16..=120), conflicts_with = "width")]
    pub cell: u16,

    /// Make the frame exactly PX pixels wide (side by side: both boards together): the
    /// largest cells that fit, the picture centred; the command says which cell size it
    /// chose. Refused when even cells of 16 pixels do not fit
    #[arg(long, value_name = "PX", value_parser = clap::value_parser!(u32).range(1..=65535))]
    pub width: Option<u32>,

    /// Make the frame exactly PX pixels tall too (side by side: with the titles over the
    /// boards): the largest cells whose frame fits it (and --width), the room left under
    /// the picture, as `html --poster` draws the poster to the size of the page's frame
    #[arg(long, value_name = "PX", value_parser = clap::value_parser!(u32).range(1..=65535),
          conflicts_with = "cell")]
    pub height: Option<u32>,

    /// Where the caption, the counts and the key go
    #[arg(long, value_parser = named::<FrameLayout>(layout_help), default_value = "auto")]
    pub layout: FrameLayout,

    /// How the check's marks are drawn: a dot in each cell read, a line inside each unit
    /// whose table was looked up
    #[arg(long, value_parser = named::<Marks>(marks_help), default_value = "normal")]
    pub marks: Marks,

    /// The title over the board [default: the puzzle and the search: a built-in puzzle by
    /// its name, "leetcode37 · naive check", another by its first digits, "8..........36… ·
    /// naive check"; side by side, both searches]; --title "" leaves it out. The pictures' fonts draw printable ASCII, a few symbols and the 6,763 Chinese
    /// characters of GB 2312 (the 3,500 in common use among them): --title "力扣第37题：解数独"
    #[arg(long, value_name = "TEXT")]
    pub title: Option<String>,

    /// A lesson's notes in the captions: a TOML file of moments (at = "conflict:box" or
    /// an event's number), each with a note. Each moment gets a frame of its own, held
    /// two to eight seconds by the note's length, the note under the caption (three
    /// lines at most). See docs/lessons.md
    #[arg(long, value_name = "FILE")]
    pub lesson: Option<PathBuf>,

    /// Keep the GIF at or under N bytes by drawing fewer event frames (told as --pacing
    /// says), as many as fit up to those --max-frames allows: it renders the frames asked
    /// for, and when they make too large a GIF, the fewest and then counts between (at
    /// most 6 renders), and says what it chose. Refused when even one event frame is too
    /// many. A GIF only
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..),
          conflicts_with = "at")]
    pub max_bytes: Option<u64>,

    /// Colours
    #[arg(long, value_parser = named::<ThemeName>(theme_help), default_value = "light")]
    pub theme: ThemeName,

    /// Leave out the key to the colours and marks that every picture has under its
    /// caption, as the GIFs `demo` writes have
    #[arg(long, overrides_with = "legend")]
    pub no_legend: bool,

    /// Draw the key to the colours and marks under the caption: the default, kept for
    /// scripts that ask for it
    #[arg(long, overrides_with = "no_legend")]
    pub legend: bool,

    /// Pencil each blank's candidates (the digits not yet in its row, column or box) into
    /// its cell, in small digits, 1 top left to 9 bottom right
    #[arg(long)]
    pub candidates: bool,

    /// A panel beside the board in every frame: `code` (the search as a program, the
    /// line that made the event lit; see `sudotrace listing`), `stack` (the placements
    /// the search stands on, the newest on top) or `tree` (the search tree explored so
    /// far, a row a depth, the path it stands on marked). One trace only, not with TRACE2
    #[arg(long, value_enum, value_name = "PANEL", conflicts_with = "beside")]
    pub panel: Option<PanelArg>,

    /// The language of the code panel
    #[arg(long, value_name = "LANGUAGE", value_parser = named::<Language>(language_help), default_value = "pseudocode")]
    pub language: Language,

    #[command(flatten)]
    pub lang: LangArg,

    #[command(flatten)]
    pub force: ForceArg,
}

#[derive(Args, Debug)]
pub struct DiagnoseArgs {
    /// Trace files, JSON Lines (plain or gzip-compressed) or binary (.sdt); - reads one
    /// from standard input
    #[arg(value_name = "TRACE", required = true, num_args = 1..)]
    pub traces: Vec<PathBuf>,

    /// Print one JSON object a trace: {"trace", "verdict" (clean, findings or unreadable),
    /// "solver", "puzzle", "events", "checked", "outcome", "likeness" ({"strategy",
    /// "claimed", "matched", "exact", "departure": {"event", "at", "how", "message"}}),
    /// "findings": [{"kind", "event", "at", "message", "more"}], "error"}. Field names,
    /// kinds, verdicts and errors stay English; each "message" is in the language of
    /// --lang
    #[arg(long)]
    pub json: bool,

    #[command(flatten)]
    pub lang: LangArg,
}

#[derive(Args, Debug)]
pub struct MarksArgs {
    /// The results files the pages saved (JSON)
    #[arg(value_name = "RESULTS", required = true, num_args = 1..)]
    pub results: Vec<PathBuf>,

    /// Print the class as one JSON object: {"page", "mode", "solver", "puzzle",
    /// "learners": [{"name", "file", "right", "asked", "seconds"}], "questions":
    /// [{"event", "expected", "answered", "right", "wrong": [{"given", "learners"}]}]},
    /// each event in trace-format JSON
    #[arg(long)]
    pub json: bool,

    #[command(flatten)]
    pub lang: LangArg,
}

#[derive(Args, Debug)]
pub struct HtmlArgs {
    /// A trace file: JSON Lines (plain or gzip-compressed) or binary (.sdt)
    #[arg(value_name = "TRACE")]
    pub trace: PathBuf,

    /// The page to write (search.html)
    #[arg(short, long, value_name = "PATH")]
    pub output: PathBuf,

    /// First event the page plays (events count from 1); it opens on the board right
    /// after the event before it
    #[arg(long, value_name = "N", default_value_t = 1,
          value_parser = clap::value_parser!(u64).range(1..))]
    pub from: u64,

    /// Last event the page plays [default: the trace's last]
    #[arg(long, value_name = "M", value_parser = clap::value_parser!(u64).range(1..))]
    pub to: Option<u64>,

    /// The event the page opens at (the board right after it) [default: the first it
    /// plays]: its number, or an event by what it is, KIND[:UNIT|:CELL][:N]: the N-th (from 1; the first when left
    /// out) event of KIND (try, conflict, place, backtrack, choose, force, dead-end,
    /// unforce), in UNIT (row, col, box: the unit a conflict clashes in, or a forced digit
    /// is the only place in) or at CELL (r5c5); e.g. conflict:box (the first box clash),
    /// backtrack:3, dead-end, place:r5c5; a link ending in #event=N opens at N
    /// instead
    #[arg(long, value_name = "N|KIND")]
    pub start: Option<At>,

    /// Events a frame while playing (a frame is a sixtieth of a second on most screens):
    /// 0.25, 0.5, 1, 2, 4, 8, 16, 32, 64, 128, 256 or 512 [default: the first 600 events
    /// one a frame, then the slowest speed that plays the whole page within two minutes,
    /// until the reader chooses one; the command says which]
    #[arg(long, value_name = "EVENTS", value_parser = parse_speed)]
    pub speed: Option<f64>,

    /// The page's title [default: "sudotrace: " and the solver]; with --poster, the
    /// poster's too (a title with a character the pictures do not draw, which the page
    /// shows, leaves the poster untitled, with a warning)
    #[arg(long, value_name = "TEXT")]
    pub title: Option<String>,

    /// Colours [default: the reader's choice of light or dark (prefers-color-scheme)]
    #[arg(long, value_parser = named::<ThemeName>(theme_help))]
    pub theme: Option<ThemeName>,

    /// A marker of your own on the seek bar and in the list of markers, at the board
    /// right after an event: its number or the event by what it is, as --at takes it,
    /// then the label: --marker 1234:"the search turns back here", --marker
    /// conflict:box:"the first box clash". May be repeated; the search's own markers
    /// (first conflict, first backtrack, deepest point, longest run of backtracks, the
    /// end) are always there
    #[arg(long, value_name = "N|KIND:LABEL", value_parser = parse_marker)]
    pub marker: Vec<(At, String)>,

    /// A lesson to play as a guided tour: a TOML file of moments (at = "conflict:box"
    /// or an event's number), each with a note and, with ask = true, Predict's question
    /// there. The page stops at each moment as it plays and shows its note; its title,
    /// unless --title is given, is the lesson's. See docs/lessons.md
    #[arg(long, value_name = "FILE")]
    pub lesson: Option<PathBuf>,

    /// Open with each blank's candidates (the digits not yet in its row, column or box)
    /// pencilled in, as `render --candidates` draws them; the reader turns them on and
    /// off with the Candidates button or p
    #[arg(long)]
    pub candidates: bool,

    /// How the check's marks are drawn, as `render --marks` draws them: bold for a
    /// projector
    #[arg(long, value_parser = named::<Marks>(marks_help), default_value = "normal")]
    pub marks: Marks,

    /// A panel beside the board (under it on a narrow screen), as `render --panel` draws
    /// one, kept up to date as the page plays, steps and seeks: `tables`, the tables
    /// check's three tables, the digits each row, column and box holds, the entries the
    /// event's try looked up lit (a clash's in the clash's colour), and under them the
    /// cell and digit they answered for (`r1c7 = 6, looked up: row 1 no  col 7 no  box 3
    /// has it`). A search with a scanning check gets its tables unlit, saying that its
    /// check reads cells. The code, stack and tree panels are on every page
    #[arg(long, value_name = "PANEL", value_parser = named::<Panel>(page_panel_help))]
    pub panel: Option<Panel>,

    /// The mode the page opens in; the reader switches with the page's Mode buttons or m,
    /// and a link ending in #mode=simulate (or #mode=watch) opens in that mode
    #[arg(long, value_parser = named::<Mode>(mode_help), default_value = "watch")]
    pub mode: Mode,

    /// Also print the HTML that puts the page in a blog post: a frame as wide as the
    /// column (at most 720 px) and 540 px tall, wider than tall, the board on the left and
    /// beside it the caption, Play, the seek bar, the counts and the line about the page, so
    /// that the whole frame fits a laptop's screen; in a column under 600 px (a phone's),
    /// 640 px tall, the controls under the board. Its first screen cuts no line, at either
    /// size; with --poster, the poster lies under the frame, shown while the page loads
    /// and in its place where a site strips frames (docs/article.html shows one). It
    /// names the page and the poster by their paths from the page's folder,
    /// percent-encoded (`javascript:x.html` is linked as `javascript%3Ax.html`, never as
    /// a scheme)
    #[arg(long)]
    pub embed: bool,

    /// Also write a PNG of the opening board the size of --embed's frame, as `render --at
    /// N --width 720 --height 540` draws it (titled --title when given), for pages that
    /// strip scripts
    #[arg(long, value_name = "PATH")]
    pub poster: Option<PathBuf>,

    #[command(flatten)]
    pub ask: AskArgs,

    #[command(flatten)]
    pub lang: LangArg,

    #[command(flatten)]
    pub force: ForceArg,
}

/// How many puzzles `play` deals unless told otherwise.
pub const PLAY_COUNT: u64 = 50;

impl Command {
    /// Whether `--force` was given: outputs named by a symbolic link are written.
    pub fn force(&self) -> bool {
        let force = match self {
            Command::Solve(args) => args.force,
            Command::Convert(args) => args.force,
            Command::Render(args) => args.force,
            Command::Html(args) => args.force,
            Command::Play(args) => args.force,
            Command::Chart(args) => args.force,
            Command::Demo(args) => args.force,
            Command::Compare(compare) => match &compare.action {
                Some(CompareAction::Merge(args)) => args.force,
                _ => compare.run.force,
            },
            _ => ForceArg::default(),
        };
        force.force
    }

    /// The language the command speaks in (its --lang, else the environment's); a
    /// command that takes no --lang speaks English. Its refusals are said in it.
    pub fn lang(&self) -> Lang {
        let lang = match self {
            Command::Solve(args) => args.lang,
            Command::Stats(args) => args.lang,
            Command::Demo(args) => args.lang,
            Command::Show(args) => args.lang,
            Command::Step(args) => args.lang,
            Command::Listing(args) => args.lang,
            Command::Generate(args) => args.lang,
            Command::Rate(args) => args.lang,
            Command::Check(args) => args.lang,
            Command::Render(args) => args.lang,
            Command::Diagnose(args) => args.lang,
            Command::Marks(args) => args.lang,
            Command::Html(args) => args.lang,
            Command::Play(args) => args.lang,
            Command::Chart(args) => args.lang,
            Command::Compare(compare) => match &compare.action {
                Some(CompareAction::Merge(args)) => args.lang,
                _ => compare.run.lang,
            },
            Command::Convert(_) => return Lang::En,
        };
        lang.resolve()
    }
}

/// The seed `play` makes its puzzles from unless told otherwise.
pub const PLAY_SEED: u64 = 37;

#[derive(Args, Debug)]
pub struct PlayArgs {
    // Puzzles to deal (the help names the puzzles built in).
    #[arg(value_name = "PUZZLES", num_args = 0.., help = concat!(
        "Puzzles to deal instead of made ones: puzzle text (81 characters, `.` or `0` for \
         blanks), files holding one puzzle in any common form or a collection of one puzzle \
         a line, `-` for standard input, or the names of puzzles built in: ",
        builtin_puzzles!()))]
    pub puzzles: Vec<String>,

    /// The page to write (play.html)
    #[arg(short, long, value_name = "PATH")]
    pub output: PathBuf,

    /// How many puzzles the page deals (1 to 10,000): made, or the first N of PUZZLES
    /// with exactly one solution
    #[arg(short = 'n', long, value_name = "N", default_value_t = PLAY_COUNT)]
    pub count: u64,

    /// Make only puzzles of this level (see `sudotrace rate --help`) [default: the four
    /// levels in equal shares, easiest first]
    #[arg(long, value_name = "LEVEL", value_parser = named::<Level>(level_help), conflicts_with = "puzzles")]
    pub level: Option<Level>,

    /// Seed of the puzzles made: the same seed and options give the same page, byte for
    /// byte, another seed other puzzles
    #[arg(long, value_name = "S", default_value_t = PLAY_SEED, conflicts_with = "puzzles")]
    pub seed: u64,

    /// The page's title [default: "sudotrace: play", in the page's language]
    #[arg(long, value_name = "TEXT")]
    pub title: Option<String>,

    /// Colours [default: the reader's choice of light or dark (prefers-color-scheme)]
    #[arg(long, value_parser = named::<ThemeName>(theme_help))]
    pub theme: Option<ThemeName>,

    /// Threads to make and rate the puzzles on (default: one a core). The page does not
    /// depend on it
    #[arg(long, value_name = "N",
          value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..=1024))]
    pub threads: Option<usize>,

    #[command(flatten)]
    pub lang: LangArg,

    #[command(flatten)]
    pub force: ForceArg,
}

fn parse_speed(text: &str) -> Result<f64, String> {
    let speed: f64 = text
        .parse()
        .map_err(|_| format!("{text:?} is not a number of events a frame"))?;
    let speeds = sudotrace_page::SPEEDS;
    if speeds.contains(&speed) {
        Ok(speed)
    } else {
        let all: Vec<String> = speeds.iter().map(f64::to_string).collect();
        let (last, rest) = all.split_last().expect("speeds");
        Err(format!(
            "choose {} or {last} events a frame",
            rest.join(", ")
        ))
    }
}

fn parse_marker(text: &str) -> Result<(At, String), String> {
    if text.trim().parse::<At>().is_ok() {
        return Err(format!(
            "{text:?}: the marker has no label (N|KIND:LABEL, e.g. {text}:\"what happens here\")"
        ));
    }
    let parts: Vec<&str> = text.split(':').collect();
    // The event is the longest selector that leaves a label: `conflict:box:3:third box
    // clash` is the third box clash, labelled.
    let marker = (1..parts.len()).rev().find_map(|cut| {
        let at = parts[..cut].join(":").trim().parse::<At>().ok()?;
        let label = parts[cut..].join(":").trim().to_string();
        (!label.is_empty()).then_some((at, label))
    });
    marker.ok_or_else(|| match text.split_once(':') {
        Some((at, label)) if !label.trim().is_empty() => {
            format!("{at:?} is neither an event number nor an event by what it is (in N|KIND:LABEL, e.g. 1234:\"turns back\" or conflict:box:\"the first box clash\")")
        }
        Some(_) => format!("{text:?}: the marker has no label (N|KIND:LABEL)"),
        None => format!("{text:?}: write a marker as N:LABEL or KIND:LABEL, e.g. 1234:\"turns back\" or backtrack:1:\"the first backtrack\""),
    })
}

/// `compare PUZZLES... -o DIR`, or `compare merge` / `compare status` of a run in shards.
#[derive(Args, Debug)]
pub struct CompareCommand {
    #[command(subcommand)]
    pub action: Option<CompareAction>,

    #[command(flatten)]
    pub run: CompareArgs,
}

#[derive(Subcommand, Debug)]
pub enum CompareAction {
    /// Put the shards of one comparison (`compare --shard`) back together: the same
    /// report.md, report.csv, report.json and charts as one run, with each shard's machine
    /// and times
    ///
    /// Refused, naming what is wrong, unless the folders are every shard of one comparison
    /// (the same puzzles, solvers, options and sudotrace version), each once, with every
    /// puzzle's results exactly once.
    ///
    ///   sudotrace compare merge shards/* -o report/
    #[command(verbatim_doc_comment)]
    Merge(MergeArgs),
    /// How far a comparison run in shards is: each shard's puzzles done, and in all
    ///
    ///   sudotrace compare status shards/*
    #[command(verbatim_doc_comment)]
    Status(StatusArgs),
}

#[derive(Args, Debug)]
pub struct MergeArgs {
    /// The shards' folders (each written by `compare --shard K/N -o FOLDER`)
    #[arg(value_name = "DIR", required = true, num_args = 1..)]
    pub shards: Vec<PathBuf>,

    /// Folder to write the report and charts into (created if missing)
    #[arg(short, long, value_name = "DIR")]
    pub output: PathBuf,

    #[command(flatten)]
    pub lang: LangArg,

    #[command(flatten)]
    pub force: ForceArg,
}

#[derive(Args, Debug)]
pub struct StatusArgs {
    /// The shards' folders
    #[arg(value_name = "DIR", required = true, num_args = 1..)]
    pub shards: Vec<PathBuf>,
}

#[derive(Args, Debug)]
pub struct CompareArgs {
    // Puzzles to compare (the help names the puzzles built in).
    #[arg(value_name = "PUZZLES", required = true, num_args = 1.., help = concat!(
        "Puzzles to compare: puzzle text (81 characters, `.` or `0` for blanks), files \
         holding one puzzle in any common form, collections of one puzzle a line, `-` for \
         standard input, or the names of puzzles built in: ", builtin_puzzles!()))]
    pub puzzles: Vec<String>,

    /// Folder to write the report and charts into (created if missing); with --shard, the
    /// shard's folder: its results, a line a finished puzzle, for `compare merge`
    #[arg(short, long, value_name = "DIR", required = true)]
    pub output: Option<PathBuf>,

    /// Compare only shard K of N (1 ≤ K ≤ N): the puzzles a hash of their digits gives it,
    /// the same on every machine. Each finished puzzle's results are written to
    /// DIR/results.jsonl at once, so a shard stopped (killed, pre-empted, out of time)
    /// loses at most the puzzle it was on. `auto` takes K and N from a Slurm job array
    /// (SLURM_ARRAY_TASK_ID, SLURM_ARRAY_TASK_MIN, SLURM_ARRAY_TASK_COUNT) or a Kubernetes
    /// Indexed Job (JOB_COMPLETION_INDEX, with `auto/N` for its N completions), and says
    /// which it used. See docs/cluster.md
    #[arg(long, value_name = "K/N|auto")]
    pub shard: Option<String>,

    /// With --shard: carry on in a shard's folder, skipping the puzzles it holds results
    /// for (refused if they were made by another comparison: other puzzles, solvers,
    /// options or sudotrace version)
    #[arg(long, requires = "shard")]
    pub resume: bool,

    /// The strategies to compare, comma-separated, in the order the outputs show them:
    /// `naive`, `oneloop`, `tables`, or order+propagation+check such as `mrv+tables`,
    /// `mrv+singles+tables`, `mrv+hidden+tables` (see `solve --solver`; `--solver` is
    /// taken too)
    #[arg(
        long,
        visible_alias = "solver",
        value_name = "LIST",
        value_parser = strategy,
        value_delimiter = ',',
        default_value = "naive,tables"
    )]
    pub solvers: Vec<Strategy>,

    /// Timed runs of each puzzle and check, after one warm-up run (the whole search, or its
    /// first 16,777,216 events when longer); the time reported is their median, with the
    /// fastest and slowest run
    #[arg(long, value_name = "N", default_value_t = sudotrace_compare::DEFAULT_REPEAT as u32,
        value_parser = clap::value_parser!(u32).range(1..=1000))]
    pub repeat: u32,

    /// Stop every search right after its N-th try (0: no limit) and mark it `limit`: it
    /// made exactly N tries and needs more (censored). It is not timed, and counts in its
    /// strategy's totals as "more than N tries"
    #[arg(long, value_name = "N", default_value_t = sudotrace_compare::DEFAULT_MAX_TRIES)]
    pub max_tries: u64,

    /// Also stop a search once it has run for T seconds (its counting run, read every
    /// millisecond or so) and mark it `limit`: it needs more than T seconds (censored).
    /// The report then gives each strategy's median and PAR-2 mean time over every puzzle.
    /// Which searches the clock stops, and where, depends on the machine and its load:
    /// use --max-tries alone for results that are the same on every run
    #[arg(long, value_name = "T", value_parser = seconds)]
    pub max_seconds: Option<std::time::Duration>,

    /// Threads for the counting runs [default: one a core]. Timed runs always run one at a
    /// time, with no counting run beside them
    #[arg(short, long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=1024))]
    pub jobs: Option<u32>,

    #[command(flatten)]
    pub lang: LangArg,

    #[command(flatten)]
    pub force: ForceArg,
}

#[derive(Args, Debug)]
pub struct ChartArgs {
    /// A trace file written by `sudotrace solve --trace` (JSON Lines, plain or
    /// gzip-compressed, or binary .sdt) or by any tool that writes either format
    #[arg(value_name = "TRACE")]
    pub trace: PathBuf,

    /// Folder to write the charts into (created if missing)
    #[arg(short, long, value_name = "DIR")]
    pub output: PathBuf,

    #[command(flatten)]
    pub lang: LangArg,

    #[command(flatten)]
    pub force: ForceArg,
}

#[derive(Args, Debug)]
pub struct DemoArgs {
    /// Folder to write everything into: traces, GIF, PNG, report and charts (created if
    /// missing)
    #[arg(short, long, value_name = "DIR", default_value = "sudotrace-demo")]
    pub output: PathBuf,

    #[command(flatten)]
    pub lang: LangArg,

    #[command(flatten)]
    pub force: ForceArg,
}

/// A value parser for a [`Named`] type: its names, from the library that owns the type,
/// each with its help for `--help`.
fn named<T: Named + Send + Sync>(help: fn(T) -> &'static str) -> impl TypedValueParser<Value = T> {
    let values = T::ALL.iter().map(move |value| {
        let possible = PossibleValue::new(value.name());
        match help(*value) {
            "" => possible,
            text => possible.help(text),
        }
    });
    PossibleValuesParser::new(values)
        .map(|name| T::from_name(&name).expect("clap accepts only the type's names"))
}

/// The kinds of event as the options take them, in `--at`'s words (`dead-end`), the
/// trace format's name (`deadend`) accepted too.
fn event_kinds() -> impl TypedValueParser<Value = EventKind> {
    use sudotrace_core::trace::selector::{kind_named, kind_word};
    let values = EventKind::ALL.into_iter().map(|kind| {
        let possible = PossibleValue::new(kind_word(kind));
        match kind_word(kind) == kind.name() {
            true => possible,
            false => possible.alias(kind.name()),
        }
    });
    PossibleValuesParser::new(values)
        .map(|name| kind_named(&name).expect("clap accepts only the kinds' names"))
}

/// What `--level` and `--difficulty` say of each level.
fn level_help(level: Level) -> &'static str {
    match level {
        Level::Easy => {
            "Singles (naked and hidden) solve it and the search needs under 50,000 tries"
        }
        Level::Medium => "Singles solve it but the search needs 50,000 tries or more",
        Level::Hard => "Singles do not solve it; the search needs under 300,000 tries",
        Level::Expert => "Singles do not solve it; the search needs 300,000 tries or more",
    }
}

/// What `generate --logic` says of each step.
fn logic_help(logic: Logic) -> &'static str {
    match logic {
        Logic::Singles => "Naked and hidden singles fill it in",
        Logic::Intersections => "Singles do not; with pointing and claiming they do",
        Logic::Pairs => "Pointing and claiming do not; with naked and hidden pairs too they do",
        Logic::More => "Not even pairs do: stronger techniques or a guess",
    }
}

/// What `--language` says of each language.
fn language_help(language: Language) -> &'static str {
    match language {
        Language::Pseudocode => "As a textbook writes it; does not run",
        Language::JavaScript => "JavaScript, as the LeetCode 37 articles write it; runs under node",
        Language::Python => "As classes write it; runs under python3",
    }
}

/// What `--theme` says of each theme.
fn theme_help(theme: ThemeName) -> &'static str {
    match theme {
        ThemeName::Light => "Dark digits on white; conflicts red, backtracks purple",
        ThemeName::Dark => "Light digits on near black, for dark pages",
        ThemeName::Colorblind => {
            "Okabe-Ito colours safe for red-green colour blindness; conflicts (an outline, brackets, a strike) and backtracks (a dashed ring, a dotted digit) differ by shape as well"
        }
    }
}

/// What `html --panel` says of each panel.
fn page_panel_help(panel: Panel) -> &'static str {
    match panel {
        Panel::Tables => {
            "The tables check's tables of the digits each unit holds, each try's lookups lit"
        }
    }
}

/// What `--pacing` says of each pacing.
/// What `--layout` says of each layout.
fn layout_help(layout: FrameLayout) -> &'static str {
    match layout {
        FrameLayout::Tall => "Under the board: a portrait frame",
        FrameLayout::Wide => {
            "Beside the board: a landscape frame, for an article's column or a slide"
        }
        FrameLayout::Auto => {
            "Beside the board when --width and --height ask for a frame wider than tall, else under it"
        }
    }
}

/// What `--marks` says of each way of drawing the check's marks.
fn marks_help(marks: Marks) -> &'static str {
    match marks {
        Marks::Normal => "Small and grey, out of the digits' way",
        Marks::Bold => "Large and dark, to be seen from the back of a room on a projector",
    }
}

fn pacing_help(pacing: Pacing) -> &'static str {
    match pacing {
        Pacing::Story => {
            "Tell the story: the opening events one by one, then fast through long stretches (each frame's caption says how many events it passed), slowing to one by one again around the first backtrack, the deepest dead end and the end"
        }
        Pacing::Even => {
            "A time-lapse: frames evenly spread from the first chosen event to the last"
        }
    }
}

/// What `--mode` says of each of the page's modes.
fn mode_help(mode: Mode) -> &'static str {
    match mode {
        Mode::Watch => {
            "The player: play the search forward and back, jump to its conflicts, backtracks and markers"
        }
        Mode::Predict => {
            "Predict: the page stops before each of its questions' events (--ask, --questions, --seed) and asks what the search does next, among choices taken from the position; after each answer the rule in the caption's words, then the event plays; a score, and the misses reviewed at the end, each at its event"
        }
        Mode::Simulate => {
            "Do it yourself: the reader is the search. They pick the cell it works on and the digit it tries, then say what happens (it fits, or it clashes with a cell of its row, column or box; a backtrack, and for the strategies that choose: the blank chosen, a forced digit, a dead end); each step is graded against the trace's next event, which the page then takes, a mistake shown with the search's own step"
        }
        Mode::Play => {
            "Play the puzzle: fill it in (keys, clicks or the digit pad; pencil marks, undo, clashes shown), check it, ask for hints that name their rule, and run any strategy, or an edit of its code, from the board as it stands"
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    #[test]
    fn verify_cli() {
        Cli::command().debug_assert();
    }

    #[test]
    fn the_help_names_every_puzzle_built_in() {
        let names = sudotrace_core::puzzle::named::names();
        assert!(builtin_puzzles!().starts_with(&format!("{names} (")));
    }
}

//! Tests of a whole comparison: running, totals, gains and ratios together.

use std::sync::atomic::Ordering::SeqCst;
use std::sync::atomic::{AtomicBool, AtomicU64};
use std::time::Duration;

use sudotrace_core::events::event::Outcome;
use sudotrace_core::lang::Lang;
use sudotrace_core::puzzle::parse::parse_puzzles;
use sudotrace_core::puzzle::parse::{Input, Inputs};
use sudotrace_core::search::{NullSink, Search, Strategy};

use super::*;
use crate::results::timing_of;

const LEETCODE: &str = sudotrace_core::LEETCODE_37;

fn inputs(text: &str) -> Inputs {
    let mut inputs = Inputs::default();
    inputs.add("set.txt", parse_puzzles(text));
    inputs
}

fn options(max_tries: Option<u64>) -> CompareOptions {
    CompareOptions {
        solvers: vec![Strategy::NAIVE, Strategy::TABLES],
        repeat: 2,
        max_tries,
        max_time: None,
        jobs: 2,
    }
}

#[test]
fn the_one_loop_check_is_the_same_search_though_its_clashes_are_named_otherwise() {
    let oneloop = Strategy::from_name("oneloop").unwrap();
    let options = CompareOptions {
        solvers: vec![Strategy::NAIVE, oneloop, Strategy::TABLES],
        ..options(None)
    };
    let comparison = run(inputs(LEETCODE), &options, &NoProgress);
    let puzzle = &comparison.puzzles[0];
    assert!(puzzle.counted() && !puzzle.variants_disagree());
    let (naive, loop_) = (
        puzzle.variant(Strategy::NAIVE).unwrap(),
        puzzle.variant(oneloop).unwrap(),
    );
    assert_ne!(naive.stats.conflicts, loop_.stats.conflicts);
    assert_eq!(naive.stats.conflicts.total(), loop_.stats.conflicts.total());
    assert_eq!(
        (naive.stats.cell_reads, loop_.stats.cell_reads),
        (334_653, 372_394)
    );
}

#[test]
fn counts_are_those_of_solve_and_the_variants_agree() {
    let text = format!("{LEETCODE}\n# comment\n{LEETCODE}\n");
    let comparison = run(inputs(&text), &options(None), &NoProgress);
    assert_eq!(comparison.puzzles.len(), 2);
    assert_eq!(comparison.puzzles[1].puzzle.line, 3);
    for puzzle in &comparison.puzzles {
        assert!(puzzle.counted());
        assert!(!puzzle.variants_disagree());
        for variant in &puzzle.variants {
            let run = Search::new(variant.solver).run(&puzzle.puzzle.grid, &mut NullSink);
            assert_eq!(variant.stats, run.end.stats);
            assert_eq!(variant.outcome, Outcome::Solved);
            assert_eq!(variant.timing.unwrap().runs, 2);
        }
    }
    let naive = comparison.total(Strategy::NAIVE);
    assert_eq!(naive.puzzles, 2);
    assert_eq!(naive.stats.tries, 2 * 37652);
    assert_eq!(naive.stats.cell_reads, 2 * 334653);
    let ratio = comparison.total_ratio().unwrap();
    assert_eq!(
        (ratio.cell_reads, ratio.table_lookups),
        (2 * 334653, 2 * 54788)
    );
    assert_eq!(comparison.costs.counting_runs, 4);
    assert_eq!(comparison.costs.timing_runs, 4 * 3);
    assert!(comparison.all_solved());
}

#[test]
fn strategies_are_compared_by_their_own_searches() {
    let text = format!(
        "{LEETCODE}\n{}\n",
        include_str!("../../../tests/data/norvig_hardest.txt")
            .lines()
            .next()
            .unwrap()
    );
    let options = CompareOptions {
        solvers: Strategy::ALL.to_vec(),
        ..options(None)
    };
    let comparison = run(inputs(&text), &options, &NoProgress);
    assert!(!comparison.one_search() && comparison.has_pair());
    for puzzle in &comparison.puzzles {
        assert!(puzzle.counted() && !puzzle.variants_disagree());
        let solutions: Vec<_> = puzzle.variants.iter().map(|v| v.solution).collect();
        assert!(solutions.windows(2).all(|pair| pair[0] == pair[1]));
    }
    let leetcode = &comparison.puzzles[0];
    assert_eq!(leetcode.variant(Strategy::MRV).unwrap().stats.tries, 239);
    assert_eq!(
        leetcode
            .variant(Strategy::MRV_SINGLES)
            .unwrap()
            .stats
            .guesses,
        0
    );
    let naive = comparison.total(Strategy::NAIVE);
    assert_eq!(naive.share_without_guessing(), None);
    let singles = comparison.total(Strategy::MRV_SINGLES);
    let guessed = comparison.puzzles[1]
        .variant(Strategy::MRV_SINGLES)
        .unwrap();
    assert_eq!(
        singles.share_without_guessing(),
        Some(if guessed.stats.guesses == 0 { 1.0 } else { 0.5 })
    );
    assert_eq!(
        singles.guesses_per_puzzle(),
        Some(guessed.stats.guesses as f64 / 2.0)
    );
    let rate = singles.puzzles_per_second().unwrap();
    let micros = singles.micros_per_puzzle().unwrap();
    assert!((rate * micros / 1e6 - 1.0).abs() < 1e-9);
}

#[test]
fn limit_is_exact_in_tries_and_keeps_every_puzzle_in_the_totals() {
    // The LeetCode search takes 37,652 tries: a limit of exactly that lets it finish,
    // one less stops it after exactly that many.
    let exact = run(inputs(LEETCODE), &options(Some(37652)), &NoProgress);
    assert!(exact.puzzles[0].counted());
    // Two blanks left: a few tries.
    let easy = "534678912672195348198342567859761423426853791713924856961537284287419635345286.7.";
    let text = format!("{LEETCODE}\n{easy}\n");
    let cut = run(inputs(&text), &options(Some(37651)), &NoProgress);
    let first = &cut.puzzles[0];
    assert!(first.hit_limit() && !first.counted());
    for variant in &first.variants {
        assert_eq!(variant.outcome, Outcome::Limit);
        assert!(variant.timing.is_none() && variant.solution.is_none());
        assert_eq!(variant.stats.tries, 37651);
    }
    let second = &cut.puzzles[1];
    assert!(second.counted());
    for kind in [Strategy::NAIVE, Strategy::TABLES] {
        let total = cut.total(kind);
        assert_eq!(
            (total.puzzles, total.solved, total.stopped, total.finished),
            (2, 1, 1, 1)
        );
        let tries = second.variant(kind).unwrap().stats.tries;
        assert_eq!(total.stats.tries, tries);
        assert_eq!(
            total.median_tries,
            Some(Censored::Above((tries as f64 + 37651.0) / 2.0))
        );
        assert_eq!(
            total.penalised_mean_tries,
            Some((tries as f64 + 2.0 * 37651.0) / 2.0)
        );
    }
    assert_eq!(cut.ratio_puzzles(), 1);
    assert!(!cut.all_solved());
}

#[test]
fn a_strategy_stopped_where_another_finishes_keeps_its_own_totals() {
    // The LeetCode puzzle: 37,652 tries row by row, far fewer for mrv+hidden.
    let hidden = Strategy::from_name("mrv+hidden+tables").unwrap();
    let options = CompareOptions {
        solvers: vec![Strategy::TABLES, hidden],
        ..options(Some(1000))
    };
    let c = run(inputs(LEETCODE), &options, &NoProgress);
    let (rows, hidden_total) = (c.total(Strategy::TABLES), c.total(hidden));
    assert_eq!((rows.solved, rows.stopped, rows.finished), (0, 1, 0));
    assert_eq!(
        (
            hidden_total.solved,
            hidden_total.stopped,
            hidden_total.finished
        ),
        (1, 0, 1)
    );
    assert!(hidden_total.puzzles_per_second().is_some());
    assert!(rows.puzzles_per_second().is_none());
    assert_eq!(rows.median_tries, Some(Censored::Above(1000.0)));
    assert_eq!(c.gain(Strategy::TABLES, hidden), None);
    assert_eq!(
        hidden_total.solved_words(&c.options, Lang::En),
        "solved 1 of 1 within 1,000 tries"
    );
    assert_eq!(
        rows.solved_words(&c.options, Lang::En),
        "solved 0 of 1 within 1,000 tries, 1 stopped"
    );
}

#[test]
fn bad_lines_are_skipped_with_their_line() {
    let text = format!("{LEETCODE}\n{}x\n12345\n", &LEETCODE[..80]);
    let inputs = inputs(&text);
    assert_eq!(inputs.puzzles.len(), 1);
    assert_eq!(inputs.skipped.len(), 2);
    assert_eq!(inputs.skipped[0].line, Some(2));
    assert!(inputs.skipped[0].error.starts_with("line 2, column 81"));
    assert_eq!(inputs.skipped[1].line, Some(3));
    assert_eq!(
        inputs.inputs,
        vec![Input {
            source: "set.txt".into(),
            puzzles: 1,
            skipped: 2
        }]
    );
}

#[test]
fn a_censored_median_reads_more_than_the_least_it_can_be() {
    let median = |values: &[Option<u64>]| Censored::median(values, 100);
    assert_eq!(median(&[]), None);
    assert_eq!(median(&[Some(7)]), Some(Censored::Exact(7.0)));
    // Odd: the middle one, censored values sorting past every finished one.
    assert_eq!(
        median(&[None, Some(9), Some(3)]),
        Some(Censored::Exact(9.0))
    );
    assert_eq!(median(&[None, None, Some(3)]), Some(Censored::Above(100.0)));
    // Even: the mean of the middle two; with the upper one censored, more than the
    // mean of the lower one and the limit.
    assert_eq!(
        median(&[Some(4), Some(10), Some(1), None]),
        Some(Censored::Exact(7.0))
    );
    assert_eq!(
        median(&[Some(40), None, Some(1), None]),
        Some(Censored::Above(70.0))
    );
    assert_eq!(median(&[None, None]), Some(Censored::Above(100.0)));
    assert_eq!(Censored::Above(70.0).words(), "> 70");
    assert_eq!(Censored::Exact(12345.4).words(), "12,345");
}

#[test]
fn the_penalised_mean_counts_a_stopped_search_as_twice_the_limit() {
    assert_eq!(penalised_mean(&[], 100), None);
    assert_eq!(penalised_mean(&[Some(10), Some(30)], 100), Some(20.0));
    assert_eq!(penalised_mean(&[Some(10), None], 100), Some(105.0));
    assert_eq!(penalised_mean(&[None, None, None], 5), Some(10.0));
}

#[test]
fn median_of_even_runs_is_the_mean_of_the_middle_two() {
    let ms = Duration::from_millis;
    let t = timing_of(vec![ms(4), ms(1), ms(3), ms(2)]);
    assert_eq!(
        (t.median, t.min, t.max, t.runs),
        (Duration::from_micros(2500), ms(1), ms(4), 4)
    );
    let t = timing_of(vec![ms(5), ms(1), ms(3)]);
    assert_eq!(t.median, ms(3));
}

#[test]
fn ratios_in_words() {
    let r = Ratio::of(
        610,
        Duration::from_millis(16),
        100,
        Duration::from_millis(10),
    )
    .unwrap();
    assert_eq!(
        r.words(Lang::En),
        "tables looks up 100 table entries where naive reads 610 cells, and is 1.6x faster"
    );
    assert_eq!(r.speed_words(Lang::En), "1.6x faster");
    let r = Ratio::of(
        100,
        Duration::from_millis(10),
        200,
        Duration::from_millis(20),
    )
    .unwrap();
    assert_eq!(
        r.words(Lang::En),
        "tables looks up 200 table entries where naive reads 100 cells, and is 2.0x slower"
    );
    assert!(!r.words(Lang::ZhCn).contains("checks"));
    assert!(Ratio::of(0, Duration::from_millis(1), 1, Duration::from_millis(1)).is_none());
    assert_eq!(times(99.94), "99.9");
    assert_eq!(times(1_792_166.8), "1,792,167");
}

#[test]
fn the_one_puzzle_compared_is_named_as_it_was_given() {
    let one = |source: &str, text: &str| {
        let mut inputs = Inputs::default();
        inputs.add(source, parse_puzzles(text));
        let options = CompareOptions {
            repeat: 1,
            ..options(None)
        };
        run(inputs, &options, &NoProgress)
    };
    let quote = |name: &str| format!("`{name}`");
    let the = |c: &Comparison, lang| c.the_puzzle(lang, quote).unwrap();
    assert_eq!(the(&one("a.txt", LEETCODE), Lang::En), "from `a.txt`");
    let typo = format!("{}x", &LEETCODE[..80]);
    let after_a_bad_line = one("a.txt", &format!("{typo}\n# the example\n{LEETCODE}\n"));
    assert_eq!(
        the(&after_a_bad_line, Lang::En),
        "on line 3 of `a.txt`",
        "a file that holds another line names the puzzle's"
    );
    assert_eq!(the(&after_a_bad_line, Lang::ZhCn), "`a.txt` 第 3 行");
    let named = one("named.tsv", &format!("leetcode37\t{LEETCODE}\n"));
    assert_eq!(the(&named, Lang::En), "`leetcode37`");
    assert_eq!(
        the(&one("puzzle", LEETCODE), Lang::En),
        "given on the command line"
    );
    assert_eq!(
        the(&one("standard input", LEETCODE), Lang::ZhCn),
        "从标准输入读入"
    );
    let two = one("a.txt", &format!("{LEETCODE}\n{LEETCODE}\n"));
    assert!(!two.one_puzzle() && two.the_puzzle(Lang::En, quote).is_none());
}

/// Says stop once the timing phase has done its first warm-up; counts the questions.
#[derive(Default)]
struct StopWhileTiming {
    timing: AtomicBool,
    advanced: AtomicU64,
    asked: AtomicU64,
}

impl CompareProgress for StopWhileTiming {
    fn start(&self, phase: Phase, _total: u64) {
        let timing = phase == Phase::Timing;
        self.timing.store(timing, SeqCst);
    }
    fn advance(&self, _done: u64) {
        if self.timing.load(SeqCst) {
            self.advanced.fetch_add(1, SeqCst);
        }
    }
    fn finish(&self) {}
    fn stopped(&self) -> bool {
        self.asked.fetch_add(1, SeqCst);
        self.advanced.load(SeqCst) > 0
    }
    fn may_stop(&self) -> bool {
        true
    }
}

#[test]
fn a_comparison_that_may_be_stopped_is_asked_inside_its_timed_searches() {
    // magictour_top1465's third puzzle: 28,843 choices under mrv+tables.
    let hard = "7.8...3.....6.1...5.........4.....263...8.......1...9..9.2....4....7.5...........";
    let options = CompareOptions {
        solvers: vec![Strategy::from_name("mrv+tables").unwrap()],
        ..options(None)
    };
    let progress = StopWhileTiming::default();
    let comparison = run(inputs(hard), &options, &progress);
    // Stopped after the warm-up: no time kept, and no more searches started.
    assert!(comparison.puzzles[0].variants[0].timing.is_none());
    assert_eq!(progress.advanced.load(SeqCst), 1);
    // Asked inside the searches, not only between them: every 1,024 choices of the
    // counting run and the warm-up, and at once in the timed run.
    let asked = progress.asked.load(SeqCst);
    assert!(asked > 40, "{asked}");
}

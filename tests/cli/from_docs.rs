//! sudotrace's search strategies implemented again from docs/strategies.md alone (and
//! docs/trace-format.md for how the events are written), without reading the search's
//! code, and checked against the CLI: its end record's counts, and its trace's event
//! lines, event for event. So the page is shown to be enough to re-implement every
//! strategy. Where it says less than the CLI does, or otherwise, this follows the CLI and
//! says so where it does (the clash a one-loop check names in the strategies that
//! choose; which counts the end record leaves out).
//!
//! Every order (`rows`, `mrv`), every propagation (none, `singles`, `hidden`, and the
//! eliminating `pointing`, `claiming`, `pairs`, `locked`) and every check (`naive`,
//! `oneloop`, `tables`) is here, and the articles' row-by-row search (`naive`, `tables`).

use std::collections::BTreeMap;
use std::path::Path;

use serde_json::Value;

use crate::util::{LEETCODE, assert_code, data, path_str, run, trace_lines, unsolvable};

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Order {
    Rows,
    Mrv,
}

#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
enum Propagation {
    None,
    Singles,
    Hidden,
    Pointing,
    Claiming,
    Pairs,
    Locked,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Check {
    Naive,
    Oneloop,
    Tables,
}

/// The four elimination rules, in the order `locked` looks for them.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Rule {
    Pointing,
    Claiming,
    NakedPair,
    HiddenPair,
}

impl Propagation {
    /// The elimination rules of the propagation, in the order they are looked for.
    fn rules(self) -> &'static [Rule] {
        match self {
            Propagation::None | Propagation::Singles | Propagation::Hidden => &[],
            Propagation::Pointing => &[Rule::Pointing],
            Propagation::Claiming => &[Rule::Claiming],
            Propagation::Pairs => &[Rule::NakedPair, Rule::HiddenPair],
            Propagation::Locked => &[
                Rule::Pointing,
                Rule::Claiming,
                Rule::NakedPair,
                Rule::HiddenPair,
            ],
        }
    }

    /// Whether a chosen blank tries its candidates only (the eliminating propagations).
    fn eliminates(self) -> bool {
        self >= Propagation::Pointing
    }
}

/// A strategy: an order, a propagation and a check.
#[derive(Clone, Copy, Debug)]
struct Strategy {
    order: Order,
    propagation: Propagation,
    check: Check,
}

impl Strategy {
    /// The parts joined by `+`, in any order, each at most once, the check required.
    fn parse(name: &str) -> Strategy {
        let (mut order, mut propagation, mut check) = (None, None, None);
        for part in name.split('+') {
            let (slot, value) = match part {
                "rows" => (&mut order, 0),
                "mrv" => (&mut order, 1),
                "singles" => (&mut propagation, 1),
                "hidden" => (&mut propagation, 2),
                "pointing" => (&mut propagation, 3),
                "claiming" => (&mut propagation, 4),
                "pairs" => (&mut propagation, 5),
                "locked" => (&mut propagation, 6),
                "naive" => (&mut check, 0),
                "oneloop" => (&mut check, 1),
                "tables" => (&mut check, 2),
                _ => panic!("{name}: unknown part {part}"),
            };
            assert!(slot.replace(value).is_none(), "{name}: {part} twice");
        }
        Strategy {
            order: [Order::Rows, Order::Mrv][order.unwrap_or(0)],
            propagation: [
                Propagation::None,
                Propagation::Singles,
                Propagation::Hidden,
                Propagation::Pointing,
                Propagation::Claiming,
                Propagation::Pairs,
                Propagation::Locked,
            ][propagation.unwrap_or(0)],
            check: [Check::Naive, Check::Oneloop, Check::Tables]
                [check.unwrap_or_else(|| panic!("{name}: no check"))],
        }
    }

    /// The counter the check pays into, and what it pays a cell for a look over the
    /// blanks (and for a `place`).
    fn cost_counter(self) -> (&'static str, u64) {
        match self.check {
            Check::Naive | Check::Oneloop => ("cell_reads", 27),
            Check::Tables => ("table_lookups", 3),
        }
    }
}

/// The kinds of units, in unit order, as the events name them.
const KINDS: [&str; 3] = ["row", "col", "box"];

/// Unit `u` (0-26: rows, columns, boxes): its cells (0-80, row-major) in the unit's
/// order (rows left to right, columns top to bottom, boxes in reading order).
fn unit_cells(u: usize) -> [usize; 9] {
    let k = u % 9;
    std::array::from_fn(|i| match u / 9 {
        0 => k * 9 + i,
        1 => i * 9 + k,
        _ => (k / 3 * 3 + i / 3) * 9 + k % 3 * 3 + i % 3,
    })
}

fn box_of(cell: usize) -> usize {
    cell / 27 * 3 + cell % 9 / 3
}

/// `"row":3` for unit 2, `"box":4` for unit 21.
fn unit_field(u: usize) -> String {
    format!("\"{}\":{}", KINDS[u / 9], u % 9 + 1)
}

fn rc(cell: usize) -> String {
    format!("\"r\":{},\"c\":{}", cell / 9 + 1, cell % 9 + 1)
}

/// `"row":3,"cells":[[3,1],[3,5]],"ds":[4,7]`: a pair's unit, cells and digits.
fn pair_fields(unit: usize, [x, y]: [usize; 2], [a, b]: [u8; 2]) -> String {
    format!(
        "{},\"cells\":[[{},{}],[{},{}]],\"ds\":[{a},{b}]",
        unit_field(unit),
        x / 9 + 1,
        x % 9 + 1,
        y / 9 + 1,
        y % 9 + 1
    )
}

/// A pattern one of the four rules found: what its `eliminate` and `restore` lines say.
#[derive(Clone, Debug)]
enum Pattern {
    /// The digit's places in the box all lie in `line` (unit 0-17).
    Pointing { d: u8, bx: usize, line: usize },
    /// The digit's places in `line` (unit 0-17) all lie in the box.
    Claiming { d: u8, line: usize, bx: usize },
    /// A pair: its unit, its two blanks in the unit's order, its two digits, smaller
    /// first.
    NakedPair {
        unit: usize,
        cells: [usize; 2],
        ds: [u8; 2],
    },
    HiddenPair {
        unit: usize,
        cells: [usize; 2],
        ds: [u8; 2],
    },
}

impl Pattern {
    fn rule(&self) -> &'static str {
        match self {
            Pattern::Pointing { .. } => "pointing",
            Pattern::Claiming { .. } => "claiming",
            Pattern::NakedPair { .. } => "naked_pair",
            Pattern::HiddenPair { .. } => "hidden_pair",
        }
    }

    /// The fields after `"ev"`, in the order docs/strategies.md writes them.
    fn fields(&self) -> String {
        match *self {
            Pattern::Pointing { d, bx, line } => format!(
                "\"rule\":\"pointing\",\"d\":{d},\"box\":{},{}",
                bx + 1,
                unit_field(line)
            ),
            Pattern::Claiming { d, line, bx } => format!(
                "\"rule\":\"claiming\",\"d\":{d},{},\"box\":{}",
                unit_field(line),
                bx + 1
            ),
            Pattern::NakedPair { unit, cells, ds } => {
                format!("\"rule\":\"naked-pair\",{}", pair_fields(unit, cells, ds))
            }
            Pattern::HiddenPair { unit, cells, ds } => {
                format!("\"rule\":\"hidden-pair\",{}", pair_fields(unit, cells, ds))
            }
        }
    }
}

/// What stands on the stack: a placement (chosen or forced), or an elimination with the
/// candidates it took (a mask of digits for each cell).
enum Stacked {
    Placed {
        cell: usize,
        d: u8,
        chosen: bool,
    },
    Eliminated {
        pattern: Pattern,
        took: Vec<(usize, u16)>,
    },
}

/// A search's events (each as its JSON Lines line), how it ended, and its counts as the
/// end record's `stats` names them (`conflicts.row`, `eliminations.pointing`, ...; the
/// counts of the strategies that choose their blanks only for those).
pub struct Search {
    pub events: Vec<String>,
    pub result: &'static str,
    pub solution: Option<String>,
    pub counts: BTreeMap<String, u64>,
}

impl Search {
    /// The exit code of `solve` for the search: 0 solved, 1 no solution.
    fn exit_code(&self) -> i32 {
        match self.result {
            "solved" => 0,
            _ => 1,
        }
    }
}

/// The board and what the search has done so far.
struct Board {
    strategy: Strategy,
    cells: [u8; 81],
    /// The digits each row, column and box holds, bit d - 1 for digit d.
    used: [u16; 27],
    /// The candidates the standing eliminations took from each cell.
    taken: [u16; 81],
    /// The elimination rules settling looks for, in order: the propagation's.
    rules: &'static [Rule],
    blanks: Vec<usize>,
    stack: Vec<Stacked>,
    events: Vec<String>,
    counts: BTreeMap<String, u64>,
}

const ALL: u16 = 0x1ff;

fn bit(d: u8) -> u16 {
    1 << (d - 1)
}

fn digits(mask: u16) -> impl Iterator<Item = u8> {
    (1..=9u8).filter(move |&d| mask & bit(d) != 0)
}

impl Board {
    fn new(puzzle: &str, strategy: Strategy) -> Board {
        let bytes = puzzle.as_bytes();
        assert_eq!(bytes.len(), 81, "a puzzle of 81 cells: {puzzle}");
        let mut board = Board {
            strategy,
            cells: [0; 81],
            used: [0; 27],
            taken: [0; 81],
            rules: strategy.propagation.rules(),
            blanks: Vec::new(),
            stack: Vec::new(),
            events: Vec::new(),
            counts: BTreeMap::new(),
        };
        for (cell, &b) in bytes.iter().enumerate() {
            match b {
                b'1'..=b'9' => board.set(cell, b - b'0'),
                _ => board.blanks.push(cell),
            }
        }
        board
    }

    fn units(cell: usize) -> [usize; 3] {
        [cell / 9, 9 + cell % 9, 18 + box_of(cell)]
    }

    fn set(&mut self, cell: usize, d: u8) {
        self.cells[cell] = d;
        for u in Board::units(cell) {
            self.used[u] |= bit(d);
        }
    }

    fn erase(&mut self, cell: usize) -> u8 {
        let d = std::mem::take(&mut self.cells[cell]);
        for u in Board::units(cell) {
            self.used[u] &= !bit(d);
        }
        d
    }

    /// A blank's candidates: the digits not in its row, column or box, less what the
    /// standing eliminations took from it (none without an eliminating propagation).
    fn candidates(&self, cell: usize) -> u16 {
        let [r, c, b] = Board::units(cell);
        ALL & !(self.used[r] | self.used[c] | self.used[b]) & !self.taken[cell]
    }

    fn empty_blanks(&self) -> impl Iterator<Item = usize> + '_ {
        self.blanks.iter().copied().filter(|&c| self.cells[c] == 0)
    }

    fn count(&mut self, name: &str, by: u64) {
        *self.counts.entry(name.to_string()).or_default() += by;
    }

    fn emit(&mut self, line: String) {
        self.count("events", 1);
        self.events.push(line);
    }

    /// Pay for one look over every empty blank (a `choose`, `force`, `deadend` or
    /// `eliminate`), before the event changes the board.
    fn pay_look(&mut self) {
        let empty = self.empty_blanks().count() as u64;
        let (counter, per_blank) = self.strategy.cost_counter();
        self.count(counter, per_blank * empty);
    }

    fn depth(&self) -> u64 {
        self.stack
            .iter()
            .filter(|s| matches!(s, Stacked::Placed { .. }))
            .count() as u64
    }

    fn push_placed(&mut self, cell: usize, d: u8, chosen: bool) {
        self.set(cell, d);
        self.stack.push(Stacked::Placed { cell, d, chosen });
        let depth = self.depth();
        let max = self.counts.entry("max_depth".to_string()).or_default();
        *max = (*max).max(depth);
    }

    /// The try of `d` at `cell`: its `try` line, then its `conflict` (and false) or its
    /// `place` (and true).
    fn try_digit(&mut self, cell: usize, d: u8, chosen: bool) -> bool {
        self.emit(format!("{{\"ev\":\"try\",{},\"d\":{d}}}", rc(cell)));
        self.count("tries", 1);
        let [r, c, b] = Board::units(cell).map(unit_cells);
        // Unit by unit (naive, tables), or one loop over cell i of each (oneloop), in
        // every strategy: the page's section on the checks says so, though its table of
        // the strategies that choose says "the first of the three that holds it" for
        // every check. The CLI names the one loop's clash there too.
        let clash = match self.strategy.check {
            Check::Naive | Check::Tables => [r, c, b].iter().enumerate().find_map(|(k, unit)| {
                let i = unit.iter().position(|&x| self.cells[x] == d)?;
                Some((k, i, unit[i]))
            }),
            Check::Oneloop => {
                (0..9)
                    .flat_map(|i| (0..3).map(move |k| (k, i)))
                    .find_map(|(k, i)| {
                        let holder = [r, c, b][k][i];
                        (self.cells[holder] == d).then_some((k, i, holder))
                    })
            }
        };
        let (counter, _) = self.strategy.cost_counter();
        match clash {
            Some((k, i, holder)) => {
                self.emit(format!(
                    "{{\"ev\":\"conflict\",{},\"d\":{d},\"unit\":\"{}\",\"with\":[{},{}]}}",
                    rc(cell),
                    KINDS[k],
                    holder / 9 + 1,
                    holder % 9 + 1
                ));
                self.count(&format!("conflicts.{}", KINDS[k]), 1);
                let cost = match self.strategy.check {
                    Check::Naive => 9 * k + i + 1,
                    Check::Oneloop => 3 * i + k + 1,
                    Check::Tables => k + 1,
                };
                self.count(counter, cost as u64);
                false
            }
            None => {
                self.emit(format!("{{\"ev\":\"place\",{},\"d\":{d}}}", rc(cell)));
                self.count("places", 1);
                let cost = self.strategy.cost_counter().1;
                self.count(counter, cost);
                self.push_placed(cell, d, chosen);
                true
            }
        }
    }

    fn solution(&self) -> String {
        self.cells.iter().map(|&d| char::from(b'0' + d)).collect()
    }

    fn finish(mut self, solved: bool) -> Search {
        for name in ["tries", "places", "backtracks", "max_depth", "events"] {
            self.count(name, 0);
        }
        for kind in KINDS {
            self.count(&format!("conflicts.{kind}"), 0);
        }
        self.count("cell_reads", 0);
        self.count("table_lookups", 0);
        Search {
            result: if solved { "solved" } else { "unsolvable" },
            solution: solved.then(|| self.solution()),
            events: self.events,
            counts: self.counts,
        }
    }

    /// The articles' row-by-row search (docs/strategies.md, "the articles' search").
    fn row_by_row(mut self) -> Search {
        let blanks = self.blanks.clone();
        let (mut at, mut from) = (0, 1);
        loop {
            let Some(&cell) = blanks.get(at) else {
                return self.finish(true);
            };
            if (from..=9).any(|d| self.try_digit(cell, d, true)) {
                (at, from) = (at + 1, 1);
                continue;
            }
            if at == 0 {
                return self.finish(false);
            }
            at -= 1;
            let back = blanks[at];
            self.stack.pop();
            let d = self.erase(back);
            self.emit(format!("{{\"ev\":\"backtrack\",{},\"d\":{d}}}", rc(back)));
            self.count("backtracks", 1);
            from = d + 1;
        }
    }

    /// The settle step: the event that follows a start, a `place` or a `force`.
    fn settle(&mut self) -> Next {
        let propagation = self.strategy.propagation;
        let empty: Vec<(usize, u16)> = self
            .empty_blanks()
            .map(|cell| (cell, self.candidates(cell)))
            .collect();
        if propagation != Propagation::None {
            if let Some(&(cell, _)) = empty.iter().find(|(_, m)| *m == 0) {
                self.pay_look();
                self.emit(format!("{{\"ev\":\"deadend\",{}}}", rc(cell)));
                self.count("dead_ends", 1);
                return Next::Unwind;
            }
            if let Some(&(cell, m)) = empty.iter().find(|(_, m)| m.count_ones() == 1) {
                let d = digits(m).next().unwrap();
                self.force(cell, d, "cell");
                return Next::Settle;
            }
        }
        if propagation >= Propagation::Hidden
            && let Some((u, cell, d)) = self.hidden_single()
        {
            self.force(cell, d, KINDS[u / 9]);
            return Next::Settle;
        }
        for &rule in self.rules {
            if let Some((pattern, took)) = self.find(rule) {
                self.pay_look();
                self.emit(format!("{{\"ev\":\"eliminate\",{}}}", pattern.fields()));
                self.count(&format!("eliminations.{}", pattern.rule()), 1);
                for &(cell, mask) in &took {
                    assert_eq!(
                        self.taken[cell] & mask,
                        0,
                        "an elimination takes candidates"
                    );
                    self.taken[cell] |= mask;
                }
                self.stack.push(Stacked::Eliminated { pattern, took });
                return Next::Settle;
            }
        }
        let chosen = match self.strategy.order {
            Order::Rows => empty.first().copied(),
            // The first of the fewest (min_by_key keeps the first of equals).
            Order::Mrv => empty.iter().copied().min_by_key(|(_, m)| m.count_ones()),
        };
        let Some((cell, m)) = chosen else {
            return Next::Solved;
        };
        self.pay_look();
        let n = m.count_ones();
        self.emit(format!("{{\"ev\":\"choose\",{},\"n\":{n}}}", rc(cell)));
        self.count("choices", 1);
        if n >= 2 {
            self.count("guesses", 1);
        }
        Next::Try(cell, 1)
    }

    fn force(&mut self, cell: usize, d: u8, by: &str) {
        self.pay_look();
        self.emit(format!(
            "{{\"ev\":\"force\",{},\"d\":{d},\"by\":\"{by}\"}}",
            rc(cell)
        ));
        self.count("forced", 1);
        self.push_placed(cell, d, false);
    }

    /// The first unit holding a digit that is a candidate of exactly one of its empty
    /// blanks, its smallest such digit: (unit, blank, digit).
    fn hidden_single(&self) -> Option<(usize, usize, u8)> {
        (0..27).find_map(|u| {
            let cells = unit_cells(u);
            (1..=9u8).find_map(|d| {
                let mut places = self.places(&cells, d);
                let first = places.next()?;
                places.next().is_none().then_some((u, first, d))
            })
        })
    }

    /// The empty blanks among `cells` having `d` as a candidate.
    fn places<'a>(&'a self, cells: &'a [usize], d: u8) -> impl Iterator<Item = usize> + 'a {
        cells
            .iter()
            .copied()
            .filter(move |&c| self.cells[c] == 0 && self.candidates(c) & bit(d) != 0)
    }

    /// The first pattern of `rule` that takes a candidate, and what it takes.
    fn find(&self, rule: Rule) -> Option<(Pattern, Vec<(usize, u16)>)> {
        match rule {
            Rule::Pointing => self.pointing(),
            Rule::Claiming => self.claiming(),
            Rule::NakedPair => self.naked_pair(),
            Rule::HiddenPair => self.hidden_pair(),
        }
    }

    /// What taking `d` from the empty blanks of `cells` outside `inside` that have it takes.
    fn take_outside(&self, d: u8, cells: &[usize], inside: &[usize]) -> Vec<(usize, u16)> {
        self.places(cells, d)
            .filter(|c| !inside.contains(c))
            .map(|c| (c, bit(d)))
            .collect()
    }

    fn pointing(&self) -> Option<(Pattern, Vec<(usize, u16)>)> {
        for bx in 0..9 {
            let box_cells = unit_cells(18 + bx);
            for d in 1..=9u8 {
                let places: Vec<usize> = self.places(&box_cells, d).collect();
                if places.is_empty() {
                    continue;
                }
                // The box's rows top to bottom, then its columns left to right.
                let rows = (0..3).map(|i| bx / 3 * 3 + i);
                let cols = (0..3).map(|i| 9 + bx % 3 * 3 + i);
                for line in rows.chain(cols) {
                    let line_cells = unit_cells(line);
                    if !places.iter().all(|p| line_cells.contains(p)) {
                        continue;
                    }
                    let took = self.take_outside(d, &line_cells, &box_cells);
                    if !took.is_empty() {
                        return Some((Pattern::Pointing { d, bx, line }, took));
                    }
                }
            }
        }
        None
    }

    fn claiming(&self) -> Option<(Pattern, Vec<(usize, u16)>)> {
        for line in 0..18 {
            let line_cells = unit_cells(line);
            for d in 1..=9u8 {
                let places: Vec<usize> = self.places(&line_cells, d).collect();
                if places.is_empty() {
                    continue;
                }
                // The line's three boxes in unit order.
                let mut boxes: Vec<usize> = line_cells.iter().map(|&c| box_of(c)).collect();
                boxes.dedup();
                for bx in boxes {
                    let box_cells = unit_cells(18 + bx);
                    if !places.iter().all(|p| box_cells.contains(p)) {
                        continue;
                    }
                    let took = self.take_outside(d, &box_cells, &line_cells);
                    if !took.is_empty() {
                        return Some((Pattern::Claiming { d, line, bx }, took));
                    }
                }
            }
        }
        None
    }

    fn naked_pair(&self) -> Option<(Pattern, Vec<(usize, u16)>)> {
        for unit in 0..27 {
            let cells = unit_cells(unit);
            let empty: Vec<usize> = cells
                .iter()
                .copied()
                .filter(|&c| self.cells[c] == 0)
                .collect();
            for (i, &x) in empty.iter().enumerate() {
                let pair = self.candidates(x);
                if pair.count_ones() != 2 {
                    continue;
                }
                for &y in &empty[i + 1..] {
                    if self.candidates(y) != pair {
                        continue;
                    }
                    let took: Vec<(usize, u16)> = empty
                        .iter()
                        .filter(|&&z| z != x && z != y)
                        .map(|&z| (z, self.candidates(z) & pair))
                        .filter(|&(_, m)| m != 0)
                        .collect();
                    if !took.is_empty() {
                        let mut ds = digits(pair);
                        let ds = [ds.next().unwrap(), ds.next().unwrap()];
                        let pattern = Pattern::NakedPair {
                            unit,
                            cells: [x, y],
                            ds,
                        };
                        return Some((pattern, took));
                    }
                }
            }
        }
        None
    }

    fn hidden_pair(&self) -> Option<(Pattern, Vec<(usize, u16)>)> {
        for unit in 0..27 {
            let cells = unit_cells(unit);
            let places: Vec<Vec<usize>> = (1..=9u8)
                .map(|d| self.places(&cells, d).collect())
                .collect();
            for a in 1..=9u8 {
                for b in a + 1..=9 {
                    let on_unit = self.used[unit] & (bit(a) | bit(b)) != 0;
                    let (pa, pb) = (&places[a as usize - 1], &places[b as usize - 1]);
                    if on_unit || pa.len() != 2 || pa != pb {
                        continue;
                    }
                    let pair = bit(a) | bit(b);
                    let took: Vec<(usize, u16)> = pa
                        .iter()
                        .map(|&c| (c, self.candidates(c) & !pair))
                        .filter(|&(_, m)| m != 0)
                        .collect();
                    if !took.is_empty() {
                        let pattern = Pattern::HiddenPair {
                            unit,
                            cells: [pa[0], pa[1]],
                            ds: [a, b],
                        };
                        return Some((pattern, took));
                    }
                }
            }
        }
        None
    }

    /// Unwind: take back the top of the stack, or stop with no solution when it holds
    /// no chosen placement.
    fn unwind(&mut self) -> Next {
        let chosen_standing = self
            .stack
            .iter()
            .any(|s| matches!(s, Stacked::Placed { chosen: true, .. }));
        if !chosen_standing {
            return Next::Unsolvable;
        }
        match self.stack.pop().expect("a chosen placement stands") {
            Stacked::Placed {
                cell,
                d,
                chosen: false,
            } => {
                self.erase(cell);
                self.emit(format!("{{\"ev\":\"unforce\",{},\"d\":{d}}}", rc(cell)));
                self.count("unforced", 1);
                Next::Unwind
            }
            Stacked::Eliminated { pattern, took } => {
                for (cell, mask) in took {
                    self.taken[cell] &= !mask;
                }
                self.emit(format!("{{\"ev\":\"restore\",{}}}", pattern.fields()));
                self.count("restored", 1);
                Next::Unwind
            }
            Stacked::Placed {
                cell,
                d,
                chosen: true,
            } => {
                self.erase(cell);
                self.emit(format!("{{\"ev\":\"backtrack\",{},\"d\":{d}}}", rc(cell)));
                self.count("backtracks", 1);
                Next::Try(cell, d + 1)
            }
        }
    }

    /// Every strategy but the articles' search: the next event follows from the last.
    fn choosing(mut self) -> Search {
        let mut next = Next::Settle;
        loop {
            next = match next {
                Next::Settle => self.settle(),
                Next::Unwind => self.unwind(),
                // A try of `from` or the next digit above it: every digit with the
                // propagations that do not eliminate, the candidates only with those
                // that do.
                Next::Try(cell, from) => {
                    let d = if self.strategy.propagation.eliminates() {
                        digits(self.candidates(cell)).find(|&d| d >= from)
                    } else {
                        (from <= 9).then_some(from)
                    };
                    match d {
                        None => Next::Unwind,
                        Some(d) if self.try_digit(cell, d, true) => Next::Settle,
                        Some(d) => Next::Try(cell, d + 1),
                    }
                }
                Next::Solved => return self.finish(true),
                Next::Unsolvable => return self.finish(false),
            };
        }
    }
}

/// What the search does next.
enum Next {
    Settle,
    Unwind,
    /// Try the digit `from` (or, with the eliminating propagations, the first candidate
    /// from it on) at the chosen blank.
    Try(usize, u8),
    Solved,
    Unsolvable,
}

/// The search of `puzzle` by the strategy named `solver`, as docs/strategies.md gives it.
pub fn search(puzzle: &str, solver: &str) -> Search {
    let strategy = Strategy::parse(solver);
    let board = Board::new(puzzle, strategy);
    if strategy.order == Order::Rows && strategy.propagation == Propagation::None {
        board.row_by_row()
    } else {
        board.choosing()
    }
}

/// Whether singles, hidden singles and the eliminations of `rules` fill in `puzzle`
/// with no guess: the settle step over and over until the search would choose.
fn fills_in(puzzle: &str, rules: &'static [Rule]) -> bool {
    let mut board = Board::new(puzzle, Strategy::parse("mrv+hidden+tables"));
    board.rules = rules;
    loop {
        match board.settle() {
            Next::Settle => {}
            Next::Solved => return true,
            _ => return false,
        }
    }
}

/// A rating's logic, as docs/difficulty.md gives it: the first of singles,
/// intersections (pointing and claiming) and pairs whose rules (each with those before)
/// fill the puzzle in.
fn logic(puzzle: &str) -> &'static str {
    let steps: [(&str, &'static [Rule]); 3] = [
        ("singles", &[]),
        ("intersections", &[Rule::Pointing, Rule::Claiming]),
        (
            "pairs",
            &[
                Rule::Pointing,
                Rule::Claiming,
                Rule::NakedPair,
                Rule::HiddenPair,
            ],
        ),
    ];
    steps
        .into_iter()
        .find(|&(_, rules)| fills_in(puzzle, rules))
        .map_or("more", |(name, _)| name)
}

/// `rate`'s logic for each puzzle of forty_two.txt, norvig_hardest.txt and
/// plb_hard20.txt (each with one solution) is the one the docs give (every step comes up
/// among them).
#[test]
fn rate_gives_the_logic_the_docs_describe() {
    let files = ["forty_two.txt", "norvig_hardest.txt", "plb_hard20.txt"].map(data);
    let mut args = vec!["rate", "--json"];
    args.extend(files.iter().map(|f| path_str(f)));
    let out = run(&args);
    assert_code(&out, 0);
    let mut seen = BTreeMap::new();
    for line in String::from_utf8(out.stdout).unwrap().lines() {
        let rated: Value = serde_json::from_str(line).unwrap();
        let puzzle = rated["puzzle"].as_str().unwrap();
        let docs = logic(puzzle);
        assert_eq!(rated["logic"], docs, "{puzzle}");
        *seen.entry(docs).or_insert(0) += 1;
    }
    assert_eq!(seen.len(), 4, "{seen:?}");
}

/// The counts of an end record's `stats`, nested objects flattened to `conflicts.row`.
fn flatten(stats: &Value) -> BTreeMap<String, u64> {
    let mut flat = BTreeMap::new();
    for (key, value) in stats.as_object().expect("stats is an object") {
        match value {
            Value::Object(inner) => {
                for (k, v) in inner {
                    let n = v.as_u64().unwrap_or_else(|| panic!("{key}.{k}: {v}"));
                    flat.insert(format!("{key}.{k}"), n);
                }
            }
            _ => {
                let n = value.as_u64().unwrap_or_else(|| panic!("{key}: {value}"));
                flat.insert(key.clone(), n);
            }
        }
    }
    flat
}

/// The CLI's trace of `puzzle` by `solver`, which exits with `code` (0 solved, 1 no
/// solution): its event lines and end record.
fn cli_trace(dir: &Path, puzzle: &str, solver: &str, code: i32) -> (Vec<String>, Value) {
    let trace = dir.join(format!("{}.jsonl", solver.replace('+', "-")));
    let output = run(&[
        "solve",
        puzzle,
        "--solver",
        solver,
        "--trace",
        path_str(&trace),
    ]);
    assert_code(&output, code);
    let mut lines = trace_lines(&trace);
    let end: Value = serde_json::from_str(&lines.pop().expect("an end record")).unwrap();
    assert_eq!(end["ev"], "end", "{solver} on {puzzle}: the last line");
    lines.remove(0);
    (lines, end)
}

/// Every count docs/strategies.md names, as the end record's `stats` writes it.
const COUNTS: [&str; 20] = [
    "tries",
    "conflicts.row",
    "conflicts.col",
    "conflicts.box",
    "places",
    "backtracks",
    "cell_reads",
    "table_lookups",
    "max_depth",
    "events",
    "choices",
    "guesses",
    "forced",
    "dead_ends",
    "unforced",
    "eliminations.pointing",
    "eliminations.claiming",
    "eliminations.naked_pair",
    "eliminations.hidden_pair",
    "restored",
];

/// Every count of the CLI's end record equals this search's, and so do the result and
/// the solution. The record leaves out the counts of the strategies that choose when
/// they are 0 (`eliminations` when all four are), which count 0 here; it writes none
/// the docs do not name.
fn assert_same_end(mine: &Search, end: &Value, what: &str) {
    assert_eq!(end["result"], mine.result, "{what}: result");
    assert_eq!(
        end["solution"].as_str(),
        mine.solution.as_deref(),
        "{what}: solution"
    );
    let theirs = flatten(&end["stats"]);
    for key in theirs.keys().chain(mine.counts.keys()) {
        assert!(
            COUNTS.contains(&key.as_str()),
            "{what}: {key} is no count of docs/strategies.md"
        );
    }
    let keys: std::collections::BTreeSet<&String> =
        theirs.keys().chain(mine.counts.keys()).collect();
    let differ: Vec<String> = keys
        .into_iter()
        .filter_map(|key| {
            let (a, b) = (
                mine.counts.get(key).copied().unwrap_or(0),
                theirs.get(key).copied().unwrap_or(0),
            );
            (a != b).then(|| format!("{key}: docs {a}, CLI {b}"))
        })
        .collect();
    assert!(differ.is_empty(), "{what}: {}", differ.join("; "));
}

/// The puzzles of tests/data/forty_two.txt (see tests/data/README.md).
fn forty_two() -> Vec<String> {
    let text = std::fs::read_to_string(data("forty_two.txt")).unwrap();
    let puzzles: Vec<String> = text
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| l.trim().to_string())
        .collect();
    assert_eq!(puzzles.len(), 42, "forty_two.txt holds 42 puzzles");
    puzzles
}

/// The CLI's counts for every puzzle of forty_two.txt by `solver` are the ones this
/// implementation of the docs counts.
fn counts_agree(solver: &str) {
    let dir = tempfile::tempdir().unwrap();
    for (i, puzzle) in forty_two().iter().enumerate() {
        let mine = search(puzzle, solver);
        let (_, end) = cli_trace(dir.path(), puzzle, solver, mine.exit_code());
        assert_same_end(
            &mine,
            &end,
            &format!("{solver} on puzzle {} ({puzzle})", i + 1),
        );
    }
}

/// The CLI's trace of `puzzle` by `solver` is this implementation's, event for event;
/// gives the search.
fn events_agree(dir: &Path, puzzle: &str, solver: &str) -> Search {
    let mine = search(puzzle, solver);
    let (lines, end) = cli_trace(dir, puzzle, solver, mine.exit_code());
    let what = format!("{solver} on {puzzle}");
    if let Some(i) = (0..lines.len().min(mine.events.len())).find(|&i| lines[i] != mine.events[i]) {
        panic!(
            "{what}: event {} (line {}) is {} by the docs, {} by the CLI",
            i + 1,
            i + 2,
            mine.events[i],
            lines[i]
        );
    }
    assert_eq!(
        lines.len(),
        mine.events.len(),
        "{what}: the number of events"
    );
    assert_same_end(&mine, &end, &what);
    mine
}

#[test]
fn the_docs_count_what_the_cli_counts_with_pointing() {
    counts_agree("mrv+pointing+tables");
}

#[test]
fn the_docs_count_what_the_cli_counts_with_claiming() {
    counts_agree("mrv+claiming+tables");
}

#[test]
fn the_docs_count_what_the_cli_counts_with_pairs() {
    counts_agree("mrv+pairs+tables");
}

#[test]
fn the_docs_count_what_the_cli_counts_with_locked() {
    counts_agree("mrv+locked+tables");
}

#[test]
fn the_docs_count_what_the_cli_counts_with_hidden_singles() {
    counts_agree("mrv+hidden+tables");
}

#[test]
fn the_docs_count_what_the_cli_counts_choosing_in_reading_order() {
    counts_agree("rows+locked+tables");
}

/// Three puzzles whose searches with `locked` eliminate by every rule and restore:
/// the CLI's events are the docs', line for line.
#[test]
fn the_docs_give_the_clis_events_with_eliminations() {
    let dir = tempfile::tempdir().unwrap();
    let puzzles = forty_two();
    let mut by_rule = BTreeMap::new();
    for i in EVENT_FOR_EVENT {
        let mine = events_agree(dir.path(), &puzzles[i], "mrv+locked+tables");
        assert!(
            mine.counts.get("restored").copied().unwrap_or(0) > 0,
            "puzzle {}: the search restores eliminations",
            i + 1
        );
        for (key, n) in &mine.counts {
            if key.starts_with("eliminations.") {
                *by_rule.entry(key.clone()).or_insert(0) += n;
            }
        }
    }
    for rule in ["pointing", "claiming", "naked_pair", "hidden_pair"] {
        let n = by_rule.get(&format!("eliminations.{rule}")).copied();
        assert!(n.unwrap_or(0) > 0, "the three searches eliminate by {rule}");
    }
}

/// Which puzzles of forty_two.txt (0-based) are checked event for event.
const EVENT_FOR_EVENT: [usize; 3] = [0, 1, 2];

/// Every strategy, each order, propagation and check, on the LeetCode example, an easy
/// puzzle and one with no solution that a look at its givens finds, and those with
/// propagation on a hard puzzle and on one with no solution that takes a search: the
/// CLI's events are the docs'.
#[test]
fn the_docs_give_the_clis_events_for_every_strategy() {
    let dir = tempfile::tempdir().unwrap();
    let puzzles = forty_two();
    for order in ["rows", "mrv"] {
        for propagation in [
            "", "singles", "hidden", "pointing", "claiming", "pairs", "locked",
        ] {
            for check in ["naive", "oneloop", "tables"] {
                let solver = [order, propagation, check]
                    .into_iter()
                    .filter(|part| !part.is_empty())
                    .collect::<Vec<_>>()
                    .join("+");
                let unsolvable = unsolvable();
                let mut on = vec![puzzles[EASY].as_str(), LEETCODE, &unsolvable];
                if !propagation.is_empty() {
                    on.extend([puzzles[EVENT_FOR_EVENT[1]].as_str(), NO_SOLUTION]);
                }
                for puzzle in on {
                    let mine = events_agree(dir.path(), puzzle, &solver);
                    let solved = puzzle != unsolvable && puzzle != NO_SOLUTION;
                    assert_eq!(mine.result == "solved", solved, "{solver} on {puzzle}");
                }
            }
        }
    }
}

/// An easy puzzle of forty_two.txt (0-based), solved by propagation alone.
const EASY: usize = 41;

/// The second puzzle of forty_two.txt with a 2 given in r1c1, where it fits but the
/// solution has another digit: no solution, found by a search that eliminates on the
/// givens, chooses twice and ends with those eliminations standing.
const NO_SOLUTION: &str =
    "2...6...4..6.3....1..4..5.77.....8.5...8.....6.8....9...2.9....4....32....97..1..";

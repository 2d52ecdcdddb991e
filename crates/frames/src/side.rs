//! The panel `render --panel` draws beside the board in every frame: the search as code
//! with the line that made the event lit, the call stack with the newest placement on
//! top, or the search tree explored so far. Its words and its lines come from the core
//! (the listing, the stack and its words, the search tree), as the stepper and the page
//! take them; here they are only laid out as characters and columns of pixels (the
//! painter sets a line's Chinese at its natural width, an em a character, where two
//! columns of the panel's small type would leave a gap after each).

use sudotrace_core::events::counts::Stats;
use sudotrace_core::events::event::{Event, EventKind};
use sudotrace_core::events::replay::Replay;
use sudotrace_core::lang::{Lang, Text};
use sudotrace_core::numbers::thousands;
use sudotrace_core::puzzle::grid::Unit;
use sudotrace_core::search::listing::{Language, Listing};
use sudotrace_core::search::{Check, Strategy};
use sudotrace_core::views::profile::SearchTree;
use sudotrace_core::views::stack::{self, kind_words};
use sudotrace_core::views::tables::TablesView;

use super::frame::{Scene, SideShape, TreeColumn};
use super::theme::{self, Paint};
use sudotrace_style::lang::{DrawText, tables_words};

/// Which panel a picture has beside its board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SidePanel {
    /// The search as code in a language, the line that made the event lit.
    Code(Language),
    /// The call stack: the placements the search stands on, the newest on top.
    Stack,
    /// The search tree explored so far, a row a depth, the path it stands on marked.
    Tree,
    /// The tables check's three tables of the digits each row, column and box holds,
    /// the entries each try looks up lit, with the cell they answer for.
    Tables,
}

/// Characters across a panel of text: the longest line of a listing, with its number.
const TEXT_COLUMNS: usize = 64;
/// Characters across the tree panel's line of words.
const TREE_COLUMNS: usize = 52;
/// Characters across the tables panel: three tables of a label and nine digits, apart.
const TABLES_COLUMNS: usize = 40;
/// Where each table starts: the rows', the columns', the boxes'.
const TABLE_STARTS: [usize; 3] = [0, 13, 26];

/// What one trace's panel needs besides the position: the listing, whether the search
/// chooses its blanks, or the whole search tree (read before the frames are drawn).
pub(super) enum Side {
    Code {
        /// `None` for another solver's trace, which has no listing.
        listing: Option<Listing>,
        /// The first line shown, when the listing is longer than the panel.
        first: usize,
    },
    Stack {
        chooses: bool,
    },
    Tables {
        /// The search's check: its lookups are lit when it is the tables check.
        check: Option<Check>,
    },
    Tree {
        /// For each column of pixels, the highest depth reached and the event after
        /// which the column is over.
        columns: Vec<(u8, u64)>,
        /// The events that placed the nodes of the final path, from depth 1 up, and
        /// whether the search ended solved there.
        path: Vec<u64>,
        events: u64,
    },
}

impl Side {
    /// The panel `panel` of a trace whose header names `solver` and whose whole search
    /// tree is `tree` (for the tree panel), laid out `lines` lines tall.
    pub(super) fn new(
        panel: SidePanel,
        solver: &str,
        stats: &Stats,
        tree: Option<&SearchTree>,
        lang: Lang,
    ) -> Side {
        match panel {
            SidePanel::Code(language) => {
                let listing =
                    Strategy::from_name(solver).map(|s| Listing::in_lang(s, language, lang));
                Side::Code { listing, first: 1 }
            }
            SidePanel::Stack => Side::Stack {
                chooses: stack::chooses(solver, stats),
            },
            SidePanel::Tables => Side::Tables {
                check: Check::of_solver(solver),
            },
            SidePanel::Tree => {
                let tree = tree.expect("the tree panel is given the search tree");
                Side::Tree {
                    columns: Vec::new(),
                    path: tree.path.clone(),
                    events: tree_events(tree),
                }
            }
        }
    }

    /// The shape the layout keeps for the panel.
    pub(super) fn shape(&self, tree: Option<&SearchTree>) -> SideShape {
        match self {
            Side::Tree { .. } => SideShape::Tree {
                columns: TREE_COLUMNS,
                depth: tree.map_or(1, |tree| tree.depth.max_depth()),
            },
            Side::Tables { .. } => SideShape::Text {
                columns: TABLES_COLUMNS,
            },
            _ => SideShape::Text {
                columns: TEXT_COLUMNS,
            },
        }
    }

    /// Fit the panel to the scene's room: which lines of the listing it shows, and what
    /// each column of the tree's pixels stands for.
    pub(super) fn fit(&mut self, scene: &Scene, tree: Option<&SearchTree>) {
        match self {
            Side::Code {
                listing: Some(listing),
                first,
            } => *first = first_line(listing, scene.side.len().saturating_sub(3)),
            Side::Tree { columns, .. } => {
                let tree = tree.expect("the tree panel is given the search tree");
                *columns = pixel_columns(tree, scene.tree.len());
            }
            _ => {}
        }
    }

    /// Write the panel at the position `replay` stands at, after `event` (numbered
    /// `number`; `None` at rest), into `scene`.
    pub(super) fn compose(
        &self,
        scene: &mut Scene,
        replay: &Replay,
        stats: &Stats,
        event: Option<Event>,
        number: u64,
        lang: Lang,
    ) {
        scene.clear_side();
        match self {
            Side::Code { listing, first } => code(scene, listing.as_ref(), *first, event, lang),
            Side::Stack { chooses } => stack_lines(scene, replay, *chooses, event, lang),
            Side::Tables { check } => {
                let view = TablesView::at(replay, event, *check);
                tables(scene, &view, *check, lang)
            }
            Side::Tree {
                columns,
                path,
                events,
            } => {
                let nodes = lang.fill(
                    Text::StackTree,
                    &[
                        ("depth", &replay.depth()),
                        ("nodes", &thousands(stats.places + stats.forced)),
                    ],
                );
                scene.put_side(0, 0, &nodes, theme::DIM, theme::BACKGROUND);
                tree(scene, columns, path, *events, replay, number)
            }
        }
    }
}

/// The three tables side by side, a line a unit, each digit it holds written (a dot for
/// one it lacks); the entries the try looked up lit, a clash's in the clash's ink; and
/// under them which cell and digit they answered for.
fn tables(scene: &mut Scene, view: &TablesView, check: Option<Check>, lang: Lang) {
    let title = lang.text(DrawText::SideTablesTitle);
    scene.put_side(0, 0, title, theme::DIM, theme::BACKGROUND);
    for (u, unit) in Unit::ALL.into_iter().enumerate() {
        let start = TABLE_STARTS[u];
        scene.put_side(2, start, unit.words(lang), theme::TEXT, theme::BACKGROUND);
        scene.put_side(3, start + 2, "123456789", theme::DIM, theme::BACKGROUND);
        for index in 0..9 {
            let line = 4 + index;
            let label = (index + 1).to_string();
            scene.put_side(line, start, &label, theme::DIM, theme::BACKGROUND);
            for digit in 1..=9u8 {
                let lookup = view.lookup_at(unit, index, digit);
                let held = view.holds(unit, index, digit);
                let ch = if held { char::from(b'0' + digit) } else { '·' };
                let (ink, paper) = match lookup {
                    Some(entry) if entry.held => (theme::REJECTED, theme::CURRENT),
                    Some(_) => (theme::PLACED, theme::CURRENT),
                    None if held => (theme::TEXT, theme::BACKGROUND),
                    None => (theme::DIM, theme::BACKGROUND),
                };
                let col = start + 1 + usize::from(digit);
                scene.put_side(line, col, &ch.to_string(), ink, paper);
            }
        }
    }
    // Under the tables, what the try looked up (or that the check reads cells), dimmed
    // when nothing was looked up.
    let ink = match view.looked {
        Some(_) => theme::TEXT,
        None => theme::DIM,
    };
    for (k, line) in tables_words(view, check, lang).iter().enumerate() {
        scene.put_side(14 + k, 0, line, ink, theme::BACKGROUND);
    }
}

/// The first line of the listing to show in `room` lines: all of it when it fits, else
/// a window holding every line that makes an event, so that it never scrolls.
fn first_line(listing: &Listing, room: usize) -> usize {
    let total = listing.lines().count();
    if total <= room {
        return 1;
    }
    let made: Vec<usize> = listing.event_lines().iter().map(|made| made.line).collect();
    let (low, high) = (
        made.iter().copied().min().unwrap_or(1),
        made.iter().copied().max().unwrap_or(total),
    );
    // Lines above the first event line show the function it is in.
    let spare = room.saturating_sub(high + 1 - low);
    low.saturating_sub(spare * 2 / 3).clamp(1, total + 1 - room)
}

fn code(
    scene: &mut Scene,
    listing: Option<&Listing>,
    first: usize,
    event: Option<Event>,
    lang: Lang,
) {
    let Some(listing) = listing else {
        let words = lang.text(Text::StackNoListing);
        scene.put_side(0, 0, words, theme::DIM, theme::BACKGROUND);
        return;
    };
    let language = listing.language().words(lang);
    let title = lang.fill(DrawText::SideCodeTitle, &[("language", &language)]);
    scene.put_side(0, 0, &title, theme::DIM, theme::BACKGROUND);
    let lit = event.map_or(0, |event| listing.line_of(&event));
    let room = scene.side.len().saturating_sub(3);
    for (k, text) in listing.lines().enumerate().skip(first - 1).take(room) {
        let number = k + 1;
        let line = 2 + k + 1 - first;
        let (ink, paper): (Paint, Paint) = match number == lit {
            true => (theme::TEXT, theme::CURRENT),
            false => (theme::TEXT, theme::BACKGROUND),
        };
        scene.put_side(
            line,
            0,
            &format!("{number:>3}"),
            theme::DIM,
            theme::BACKGROUND,
        );
        let end = scene.put_side(line, 4, text, ink, paper);
        if number == lit {
            scene.fill_side(line, end, paper);
        }
    }
    if let Some(event) = event.filter(|_| lit > 0) {
        let kind = kind_words(event.kind(), lang);
        let words = lang.fill(Text::StackCodeLine, &[("line", &lit), ("kind", &kind)]);
        let last = scene.side.len() - 1;
        scene.put_side(last, 0, &words, theme::DIM, theme::BACKGROUND);
    }
}

fn stack_lines(
    scene: &mut Scene,
    replay: &Replay,
    chooses: bool,
    event: Option<Event>,
    lang: Lang,
) {
    let placements = stack::stack(replay, chooses);
    let title = lang.fill(DrawText::SideStackTitle, &[("n", &placements.len())]);
    scene.put_side(0, 0, &title, theme::DIM, theme::BACKGROUND);
    let mut line = 2;
    if let Some(event) = event.filter(|e| matches!(e.kind(), EventKind::Try | EventKind::Conflict))
    {
        let words = lang.fill(
            Text::StackTrying,
            &[("cell", &event.cell()), ("digit", &event.digit())],
        );
        let end = scene.put_side(line, 0, &words, theme::TEXT, theme::CURRENT);
        scene.fill_side(line, end, theme::CURRENT);
        line += 1;
    }
    let room = scene.side.len().saturating_sub(line);
    let hidden = placements.len().saturating_sub(room);
    let shown = match hidden {
        0 => placements.len(),
        _ => room.saturating_sub(1),
    };
    for placement in placements.iter().rev().take(shown) {
        scene.put_side(
            line,
            0,
            &placement.words(lang),
            theme::TEXT,
            theme::BACKGROUND,
        );
        line += 1;
    }
    if placements.len() > shown {
        let more = lang.fill(DrawText::SideMore, &[("n", &(placements.len() - shown))]);
        scene.put_side(line, 0, &more, theme::DIM, theme::BACKGROUND);
    }
}

fn tree(
    scene: &mut Scene,
    columns: &[(u8, u64)],
    path: &[u64],
    events: u64,
    replay: &Replay,
    number: u64,
) {
    let depth = replay.depth();
    let width = columns.len();
    // The column the position falls in; the search's path stands there, as deep as it
    // is. At the end, the path it finished on is drawn where each of its nodes began.
    let here = match events {
        0 => 0,
        _ => ((number.saturating_sub(1) as u128 * width as u128) / u128::from(events)) as usize,
    };
    let finished = number >= events && events > 0;
    for (x, (column, &(highest, over))) in scene.tree.iter_mut().zip(columns).enumerate() {
        let explored = if over <= number { highest } else { 0 };
        let path_here = if finished {
            path.iter()
                .take_while(|&&start| column_of(start, events, width) <= x)
                .count()
                .min(depth as usize) as u8
        } else if x.abs_diff(here) <= 1 {
            // Three pixels wide, to be seen.
            depth as u8
        } else {
            0
        };
        *column = TreeColumn {
            explored: explored.max(if x <= here { path_here } else { 0 }),
            path: path_here,
        };
    }
}

/// The column of pixels event `event` falls in, of `width` over `events`.
fn column_of(event: u64, events: u64, width: usize) -> usize {
    ((event.saturating_sub(1) as u128 * width as u128) / u128::from(events.max(1))) as usize
}

/// The events the tree was built from.
fn tree_events(tree: &SearchTree) -> u64 {
    tree.depth.points.saturating_sub(1)
}

/// For each of `width` columns of pixels, the highest depth the tree's columns under it
/// reach, and the event after which it is over.
fn pixel_columns(tree: &SearchTree, width: usize) -> Vec<(u8, u64)> {
    let events = tree_events(tree);
    let per = tree.depth.per_column.max(1);
    (0..width)
        .map(|x| {
            let start = (x as u128 * u128::from(events) / width as u128) as u64 + 1;
            let end = ((x as u128 + 1) * u128::from(events) / width as u128) as u64;
            let end = end.max(start);
            // Profile column k holds the depths after events k*per .. (k+1)*per - 1 (the
            // first is the puzzle's, before any event).
            let (first, last) = ((start / per) as usize, (end / per) as usize);
            let highest = tree.depth.columns
                [first.min(tree.depth.columns.len() - 1)..=last.min(tree.depth.columns.len() - 1)]
                .iter()
                .map(|column| column.highest)
                .max()
                .unwrap_or(0);
            (highest, end)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::frame::{Layout, SideSlot};
    use sudotrace_core::puzzle::parse::parse_puzzle_text;
    use sudotrace_core::search::Search;
    use sudotrace_style::font::Fonts;

    const LEETCODE: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    /// The tables panel of the LeetCode search by `strategy` after its `n`th event.
    fn tables_panel(strategy: Strategy, n: usize) -> Vec<Vec<SideSlot>> {
        let grid = parse_puzzle_text(LEETCODE).unwrap();
        let mut events: Vec<Event> = Vec::new();
        Search::new(strategy).run(&grid, &mut events);
        let mut replay = Replay::new(grid);
        for event in &events[..n] {
            replay.apply(event).unwrap();
        }
        let mut fonts = Fonts::new();
        let layout = Layout::new(&mut fonts, 40, 5, 40, true, Lang::En).with_side(
            &mut fonts,
            SideShape::Text {
                columns: TABLES_COLUMNS,
            },
        );
        let mut scene = Scene::new(5, 40).with_side(&layout);
        let side = Side::new(
            SidePanel::Tables,
            strategy.name(),
            &Stats::default(),
            None,
            Lang::En,
        );
        let event = Some(events[n - 1]);
        side.compose(
            &mut scene,
            &replay,
            &Stats::default(),
            event,
            n as u64,
            Lang::En,
        );
        scene.side
    }

    /// The text of a panel line.
    fn text(line: &[SideSlot]) -> String {
        line.iter()
            .map(|&(ch, _, _)| ch)
            .collect::<String>()
            .trim_end()
            .to_string()
    }

    #[test]
    fn the_tables_panel_lights_the_entries_a_try_looks_up() {
        // Event 26: r1c7 tries 6; row 1 and column 7 lack it, box 3 holds it (r3c8):
        // a line a unit, row 1's on line 4, box 3's on line 6, column 7's on line 10.
        let side = tables_panel(Strategy::TABLES, 26);
        let lit: Vec<(usize, usize, char, Paint)> = side
            .iter()
            .enumerate()
            .flat_map(|(line, slots)| {
                slots
                    .iter()
                    .enumerate()
                    .filter_map(move |(col, &(ch, ink, paper))| {
                        (paper == theme::CURRENT).then_some((line, col, ch, ink))
                    })
            })
            .collect();
        let digit_6 = 1 + 6;
        assert_eq!(
            lit,
            [
                (4, TABLE_STARTS[0] + digit_6, '·', theme::PLACED),
                (6, TABLE_STARTS[2] + digit_6, '6', theme::REJECTED),
                (10, TABLE_STARTS[1] + digit_6, '·', theme::PLACED),
            ]
        );
        // Each table is the board's: row 1 holds 1 2 3 4 5 7 (5, 3, 7 given; 1, 2, 4
        // placed), the box its digits.
        assert_eq!(text(&side[4][..12]), "1 12345·7··");
        assert_eq!(text(&side[2]), "row          column       box");
        assert_eq!(text(&side[14]), "r1c7 = 6, looked up:");
        assert_eq!(text(&side[15]), "row 1 no  col 7 no  box 3 has it");
    }

    #[test]
    fn a_scanning_checks_tables_light_nothing_and_say_why() {
        let side = tables_panel(Strategy::NAIVE, 26);
        assert!(
            side.iter()
                .flatten()
                .all(|&(_, _, paper)| paper != theme::CURRENT)
        );
        assert_eq!(text(&side[14]), "This check reads cells, not tables");
        // A row clash of the tables check reads one table, the row's, which holds it.
        let side = tables_panel(Strategy::TABLES, 4);
        assert_eq!(text(&side[15]), "row 1 has it");
    }
}

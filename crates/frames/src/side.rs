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
use sudotrace_core::search::Strategy;
use sudotrace_core::search::listing::{Language, Listing};
use sudotrace_core::views::profile::SearchTree;
use sudotrace_core::views::stack::{self, kind_words};

use super::frame::{Scene, SideShape, TreeColumn};
use super::theme::{self, Paint};
use sudotrace_style::lang::DrawText;

/// Which panel a picture has beside its board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SidePanel {
    /// The search as code in a language, the line that made the event lit.
    Code(Language),
    /// The call stack: the placements the search stands on, the newest on top.
    Stack,
    /// The search tree explored so far, a row a depth, the path it stands on marked.
    Tree,
}

/// Characters across a panel of text: the longest line of a listing, with its number.
const TEXT_COLUMNS: usize = 64;
/// Characters across the tree panel's line of words.
const TREE_COLUMNS: usize = 52;

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
    ) -> Side {
        match panel {
            SidePanel::Code(language) => {
                let listing = Strategy::from_name(solver).map(|s| Listing::of(s, language));
                Side::Code { listing, first: 1 }
            }
            SidePanel::Stack => Side::Stack {
                chooses: stack::chooses(solver, stats),
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

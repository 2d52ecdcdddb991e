//! The panes under the panel's counts that `k`, `s` and `t` open: the search as code,
//! the line that made the event lit, the call stack, and the tables check's tables with
//! the entries the try looked up lit. They show at once, the code over the stack over
//! the tables, where the panel has room for all; where it has not, the one opened last
//! takes the room and the others keep their titles. Long lines are wrapped, never cut:
//! the lit line is drawn whole, every row of it lit, and kept in view.

use std::collections::VecDeque;

use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};

use super::app::{App, Pane};
use super::wrap::{wrap, wrap_styled};
use crate::lang::CliText;
use sudotrace_core::events::event::EventKind;
use sudotrace_core::lang::{Text, width};
use sudotrace_core::puzzle::grid::Unit;
use sudotrace_core::search::Check;
use sudotrace_core::search::listing::Listing;
use sudotrace_core::views::stack::{self, kind_words};
use sudotrace_core::views::tables::TablesView;
use sudotrace_style::lang::{DrawText, tables_words};

/// Rows the code pane needs to be worth showing beside the stack: its title, a few lines
/// of code around the lit one, and which event that line made.
const CODE_ROWS: usize = 10;
/// Rows the stack pane needs beside the code: its title, the digit tried, a few calls.
const STACK_ROWS: usize = 6;
/// The fewest rows the code pane is drawn in beside the stack: its title, the lit line
/// and which event it made; in fewer, only its title shows.
const CODE_LEAST: usize = 3;

/// Columns of a code row before the code: the line's number and a space.
const GUTTER: usize = 4;

/// The open `panes` (the one opened last first) in at most `room` rows of `columns`: the
/// code over the stack over the tables. Where not all fit, the one opened last takes the
/// room it needs and the others the rest, or only their titles (so that they are seen to
/// be open), or nothing.
pub fn pane_rows(app: &App, panes: &[Pane], columns: usize, room: usize) -> Vec<Line<'static>> {
    let others: Vec<Pane> = panes
        .iter()
        .copied()
        .filter(|&p| p != Pane::Tables)
        .collect();
    if others.len() == panes.len() {
        return code_and_stack(app, panes, columns, room);
    }
    if others.is_empty() {
        return tables_rows(app, columns, room);
    }
    let tables = tables_rows(app, columns, usize::MAX);
    // What the code and the stack need to be worth showing beside the tables.
    let beside = match *others {
        [Pane::Code] => CODE_ROWS,
        [Pane::Stack] => STACK_ROWS,
        _ => CODE_ROWS + 1 + STACK_ROWS,
    };
    if room >= beside + 1 + tables.len() {
        let top = code_and_stack(app, &others, columns, room - tables.len() - 1);
        return stacked(top, tables);
    }
    match panes[0] {
        Pane::Tables => {
            let titles: Vec<Line<'static>> = others
                .iter()
                .flat_map(|&pane| title_of(app, pane, columns))
                .collect();
            match room >= titles.len() + 1 + tables.len() {
                true => stacked(titles, tables),
                false => tables_rows(app, columns, room),
            }
        }
        _ => {
            let title = title_of(app, Pane::Tables, columns);
            match room >= CODE_LEAST + 1 + title.len() {
                true => stacked(
                    code_and_stack(app, &others, columns, room - title.len() - 1),
                    title,
                ),
                false => code_and_stack(app, &others, columns, room),
            }
        }
    }
}

/// The code and the stack (`panes`, the one opened last first) in at most `room` rows:
/// the code over the stack when both are open. Where both do not fit, the one opened
/// last takes the room it needs and the other the rest, or only its title, or nothing.
fn code_and_stack(app: &App, panes: &[Pane], columns: usize, room: usize) -> Vec<Line<'static>> {
    let front = match *panes {
        [] => return Vec::new(),
        [pane] => return rows_of(app, pane, columns, room),
        [front, ..] => front,
    };
    let wanted = stack_rows(app, columns, usize::MAX).len();
    if room >= CODE_ROWS + 1 + STACK_ROWS {
        // The stack in a third of the rows, or in what it needs when that is less.
        let stack = wanted.min(STACK_ROWS.max(room / 3));
        return stacked(
            code_rows(app, columns, room - stack - 1),
            stack_rows(app, columns, stack),
        );
    }
    match front {
        Pane::Code => {
            let title = title_of(app, Pane::Stack, columns);
            match room >= CODE_LEAST + 1 + title.len() {
                true => stacked(code_rows(app, columns, room - title.len() - 1), title),
                false => code_rows(app, columns, room),
            }
        }
        Pane::Stack | Pane::Tables => {
            let code_room = room.saturating_sub(wanted + 1);
            let title = title_of(app, Pane::Code, columns);
            let code = if code_room >= CODE_LEAST {
                code_rows(app, columns, code_room)
            } else if room >= title.len() + 1 + STACK_ROWS.min(wanted) {
                title
            } else {
                return stack_rows(app, columns, room);
            };
            let stack_room = room - code.len() - 1;
            stacked(code, stack_rows(app, columns, stack_room))
        }
    }
}

/// `top` over `bottom`, a blank row between them.
fn stacked(mut top: Vec<Line<'static>>, bottom: Vec<Line<'static>>) -> Vec<Line<'static>> {
    top.push(Line::raw(""));
    top.extend(bottom);
    top
}

fn rows_of(app: &App, pane: Pane, columns: usize, room: usize) -> Vec<Line<'static>> {
    match pane {
        Pane::Code => code_rows(app, columns, room),
        Pane::Stack => stack_rows(app, columns, room),
        Pane::Tables => tables_rows(app, columns, room),
    }
}

/// A pane's title alone, for a pane open without room to show.
fn title_of(app: &App, pane: Pane, columns: usize) -> Vec<Line<'static>> {
    let bold = Style::new().add_modifier(Modifier::BOLD);
    let title = match pane {
        Pane::Code => code_title(app),
        Pane::Stack => stack_title(app),
        Pane::Tables => app.lang().text(DrawText::SideTablesTitle).to_string(),
    };
    wrap_styled(&title, columns, 2, bold)
}

fn code_title(app: &App) -> String {
    let language = app.language().words(app.lang());
    app.lang()
        .fill(CliText::TuiCodeTitle, &[("language", &language)])
}

/// The code pane: the listing of the search around the line that made the current event,
/// that line lit, and under it which event it made; `room` rows at most, none wider
/// than `columns`.
pub fn code_rows(app: &App, columns: usize, room: usize) -> Vec<Line<'static>> {
    let lang = app.lang();
    let Some(listing) = app.listing() else {
        return wrap_styled(lang.text(Text::StackNoListing), columns, 0, Style::new());
    };
    let bold = Style::new().add_modifier(Modifier::BOLD);
    let timeline = app.timeline();
    let made = timeline
        .current()
        // An event that cannot happen was made by no line.
        .filter(|_| timeline.refused().is_none() || timeline.position() < timeline.len())
        .map(|event| (listing.line_of(&event), event.kind()))
        .filter(|&(line, _)| line > 0);
    let made_rows = match made {
        Some((line, kind)) => wrap(
            &lang.fill(
                Text::StackCodeLine,
                &[("line", &line), ("kind", &kind_words(kind, lang))],
            ),
            columns,
            2,
        ),
        None => Vec::new(),
    };
    let code = Code::new(listing, columns);
    let lit = made.map(|(line, _)| line);
    // With too little room, the title goes first, then which event the line made: the
    // lit line itself stays.
    let least = lit.map_or(1, |line| code.rows(line).len());
    let title = wrap_styled(&code_title(app), columns, 2, bold);
    let made_rows = match least + made_rows.len() <= room {
        true => made_rows,
        false => Vec::new(),
    };
    let mut rows = match title.len() + least + made_rows.len() <= room {
        true => title,
        false => Vec::new(),
    };
    let shown = room.saturating_sub(rows.len() + made_rows.len()).max(1);
    for (number, line_rows) in code.window(lit.unwrap_or(1), shown) {
        let style = match lit == Some(number) {
            true => bold.add_modifier(Modifier::REVERSED),
            false => Style::new(),
        };
        rows.extend(line_rows.into_iter().map(|row| Line::styled(row, style)));
    }
    rows.extend(made_rows.into_iter().map(Line::raw));
    rows.truncate(room);
    rows
}

/// A listing laid out in rows of a pane's width.
struct Code<'a> {
    lines: Vec<&'a str>,
    columns: usize,
    /// Spaces a level of indentation takes in the listing.
    unit: usize,
    /// The listing is wider than the pane: each level of indentation is drawn 2 wide.
    narrow: bool,
}

impl<'a> Code<'a> {
    fn new(listing: &'a Listing, columns: usize) -> Code<'a> {
        let lines: Vec<&str> = listing.lines().collect();
        let unit = lines
            .iter()
            .map(|line| leading_spaces(line))
            .filter(|&n| n > 0)
            .min()
            .unwrap_or(0);
        let widest = lines.iter().map(|line| width(line)).max().unwrap_or(0);
        Code {
            narrow: GUTTER + widest > columns && unit > 2,
            lines,
            columns,
            unit,
        }
    }

    /// Line `number` (from 1) in rows: its number, then the code, wrapped with the rows
    /// after the first a level deeper than the line.
    fn rows(&self, number: usize) -> Vec<String> {
        let line = self.lines[number - 1];
        let spaces = leading_spaces(line);
        let (indent, step) = match self.narrow {
            true => ((spaces / self.unit) * 2 + spaces % self.unit, 2),
            false => (spaces, self.unit.max(2)),
        };
        let code = format!("{}{}", " ".repeat(indent), &line[spaces..]);
        let wrapped = wrap(
            &code,
            self.columns.saturating_sub(GUTTER).max(1),
            indent + step,
        );
        wrapped
            .into_iter()
            .enumerate()
            .map(|(i, row)| match i {
                0 => format!("{number:>3} {row}"),
                _ => format!("{}{row}", " ".repeat(GUTTER)),
            })
            .collect()
    }

    /// The lines to show in `shown` rows, each with its rows: `lit` among them, whole
    /// (as much of it as `shown` holds), a third of the way down as far as the listing
    /// allows.
    fn window(&self, lit: usize, shown: usize) -> Vec<(usize, Vec<String>)> {
        if self.lines.is_empty() || shown == 0 {
            return Vec::new();
        }
        let lit = lit.clamp(1, self.lines.len());
        let mut lit_rows = self.rows(lit);
        lit_rows.truncate(shown);
        let mut used = lit_rows.len();
        let mut window = VecDeque::from([(lit, lit_rows)]);
        let (mut first, mut last, mut above) = (lit, lit, 0);
        // Up to a third of the rows above the lit line, then the rest below it, then
        // above again where the listing ends first.
        while first > 1 {
            let rows = self.rows(first - 1);
            if above + rows.len() > shown / 3 || used + rows.len() > shown {
                break;
            }
            (first, used, above) = (first - 1, used + rows.len(), above + rows.len());
            window.push_front((first, rows));
        }
        while last < self.lines.len() {
            let rows = self.rows(last + 1);
            if used + rows.len() > shown {
                break;
            }
            (last, used) = (last + 1, used + rows.len());
            window.push_back((last, rows));
        }
        while first > 1 {
            let rows = self.rows(first - 1);
            if used + rows.len() > shown {
                break;
            }
            (first, used) = (first - 1, used + rows.len());
            window.push_front((first, rows));
        }
        window.into()
    }
}

fn leading_spaces(line: &str) -> usize {
    line.len() - line.trim_start_matches(' ').len()
}

/// The placements the recursion stands on, the oldest first.
fn placements(app: &App) -> Vec<stack::Placement> {
    let timeline = app.timeline();
    stack::stack(
        timeline.replay(),
        stack::chooses(&timeline.header().solver, timeline.stats()),
    )
}

fn stack_title(app: &App) -> String {
    let depth = placements(app).len();
    app.lang().fill(CliText::TuiStackTitle, &[("n", &depth)])
}

/// The stack pane: the placements the recursion stands on, the newest on top, under the
/// digit being tried; `room` rows at most, each placement whole.
pub fn stack_rows(app: &App, columns: usize, room: usize) -> Vec<Line<'static>> {
    let timeline = app.timeline();
    let bold = Style::new().add_modifier(Modifier::BOLD);
    let placements = placements(app);
    let lang = app.lang();
    let depth = placements.len();
    let title = lang.fill(CliText::TuiStackTitle, &[("n", &depth)]);
    let mut rows = wrap_styled(&title, columns, 2, bold);
    let trying = timeline
        .current()
        .filter(|event| matches!(event.kind(), EventKind::Try | EventKind::Conflict));
    if let Some(event) = trying {
        let (cell, digit) = (event.cell(), event.digit());
        rows.extend(wrap_styled(
            &lang.fill(Text::StackTrying, &[("cell", &cell), ("digit", &digit)]),
            columns,
            2,
            bold.add_modifier(Modifier::REVERSED),
        ));
    }
    let mut left = room.saturating_sub(rows.len());
    let mut shown = 0;
    for (i, placement) in placements.iter().rev().enumerate() {
        let entry = wrap(&placement.words(lang), columns, 2);
        // Room for the line that counts the rest, when some are left out.
        let more = usize::from(i + 1 < placements.len());
        if entry.len() + more > left {
            break;
        }
        left -= entry.len();
        shown += 1;
        rows.extend(entry.into_iter().map(Line::raw));
    }
    let hidden = placements.len() - shown;
    if hidden > 0 && left > 0 {
        rows.extend(
            wrap(
                &lang.fill(DrawText::SideMore, &[("n", &hidden)]),
                columns,
                2,
            )
            .into_iter()
            .map(Line::raw),
        );
    }
    rows.truncate(room);
    rows
}

/// The tables at the position shown, and what the event's check looked up in them: the
/// tables check's lookups for a try; `None` as the check for another solver's trace.
pub fn tables_view(app: &App) -> (TablesView, Option<Check>) {
    let timeline = app.timeline();
    let check = Check::of_solver(&timeline.header().solver);
    // On an event that cannot happen, nothing was looked up: the board is the one
    // before it, and its tables are shown unlit (as `show --json`, the page and the
    // frames show them).
    let event = timeline.current().filter(|_| timeline.refused().is_none());
    let view = TablesView::at(timeline.replay(), event, check);
    (view, check)
}

/// The tables pane: the three tables side by side, a line a unit, each digit it holds
/// written and a dot for one it lacks, the entries the try looked up lit (reversed, a
/// clash's in red and underlined), and under them the cell and digit they answered for
/// and what each said; `room` rows at most. With too little room the title goes first,
/// then the tables' heading: the units' lines and what was looked up stay.
pub fn tables_rows(app: &App, columns: usize, room: usize) -> Vec<Line<'static>> {
    let lang = app.lang();
    let bold = Style::new().add_modifier(Modifier::BOLD);
    let (view, check) = tables_view(app);
    let lit = Style::new().add_modifier(Modifier::BOLD | Modifier::REVERSED);
    let (free, held) = match app.colour() {
        true => (
            Style::new()
                .fg(Color::Black)
                .bg(Color::Yellow)
                .add_modifier(Modifier::BOLD),
            Style::new()
                .fg(Color::White)
                .bg(Color::Red)
                .add_modifier(Modifier::BOLD | Modifier::UNDERLINED),
        ),
        false => (lit, lit.add_modifier(Modifier::UNDERLINED)),
    };
    let dim = match app.colour() {
        true => Style::new().fg(Color::DarkGray),
        false => Style::new(),
    };
    // Each table: its unit's short name over the units' numbers, then the nine digits.
    let label = Unit::ALL
        .iter()
        .map(|unit| width(unit.short_words(lang)))
        .max()
        .unwrap_or(3);
    let pad = |text: &str| format!("{}{text}", " ".repeat(label.saturating_sub(width(text))));
    let mut heading = Vec::new();
    for (u, unit) in Unit::ALL.into_iter().enumerate() {
        let gap = if u == 0 { "" } else { "  " };
        heading.push(Span::styled(
            format!("{gap}{} ", pad(unit.short_words(lang))),
            bold,
        ));
        heading.push(Span::styled("123456789", dim));
    }
    let mut lines = Vec::new();
    for index in 0..9 {
        let mut spans = Vec::new();
        for (u, unit) in Unit::ALL.into_iter().enumerate() {
            let gap = if u == 0 { "" } else { "  " };
            spans.push(Span::styled(
                format!("{gap}{} ", pad(&(index + 1).to_string())),
                dim,
            ));
            for digit in 1..=9u8 {
                let entry = view.lookup_at(unit, index, digit);
                let holds = view.holds(unit, index, digit);
                let ch = match holds {
                    true => char::from(b'0' + digit).to_string(),
                    false => ".".to_string(),
                };
                let style = match entry {
                    Some(entry) if entry.held => held,
                    Some(_) => free,
                    None if holds => Style::new(),
                    None => dim,
                };
                spans.push(Span::styled(ch, style));
            }
        }
        lines.push(Line::from(spans));
    }
    let said: Vec<_> = tables_words(&view, check, lang)
        .iter()
        .flat_map(|line| wrap(line, columns, 2))
        .collect();
    let title = wrap_styled(lang.text(DrawText::SideTablesTitle), columns, 2, bold);
    let least = lines.len() + said.len();
    let mut rows = Vec::new();
    if title.len() + 1 + least <= room {
        rows.extend(title);
    }
    if least < room {
        rows.push(Line::from(heading));
    }
    rows.extend(lines);
    rows.extend(said.into_iter().map(Line::raw));
    rows.truncate(room);
    rows
}

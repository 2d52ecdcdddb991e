//! Drawing the stepper: the board with the current cell, the clashing unit and cell
//! marked as in the GIFs, the caption, the counters and the last few events. Large,
//! high-contrast colours; with colour off, text styles and the marks of `show`.

use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Paragraph, Wrap};

use super::app::{App, Pane};
use super::quiz::{Quiz, Stage};
use crate::lang::CliText;
use sudotrace_core::events::counts::Count;
use sudotrace_core::events::event::EventKind;
use sudotrace_core::lang::{Lang, Text};
use sudotrace_core::puzzle::grid::Cell;
use sudotrace_core::search::Check;
use sudotrace_core::views::stack::{self, kind_words};

use sudotrace_core::lang::{pad, width};
use sudotrace_core::numbers::thousands;
use sudotrace_core::views::view::{
    Look, View, candidates_of_words, check_count_parts, departed_words, departs_here_words,
};
use sudotrace_style::lang::DrawText;

/// The background of the clashing unit's cells: a light grey that black digits read on,
/// whatever the terminal's own colours.
const UNIT_BACKGROUND: Color = Color::Indexed(250);

/// The smallest terminal the stepper draws in.
pub const MIN_WIDTH: u16 = 64;
pub const MIN_HEIGHT: u16 = 18;

/// Cells drawn 3 characters by 1 line, or 5 by 3 on a large terminal (a projector).
#[derive(Clone, Copy)]
struct CellSize {
    width: usize,
    height: usize,
}

const SMALL: CellSize = CellSize {
    width: 3,
    height: 1,
};
const LARGE: CellSize = CellSize {
    width: 5,
    height: 3,
};

impl CellSize {
    fn board_width(self) -> u16 {
        (4 + 9 * self.width + 4) as u16
    }

    fn board_height(self) -> u16 {
        (1 + 9 * self.height + 4) as u16
    }
}

pub fn draw(app: &App, frame: &mut Frame) {
    let area = frame.area();
    if area.width < MIN_WIDTH || area.height < MIN_HEIGHT {
        let text = app.lang().fill(
            CliText::TuiTooSmall,
            &[
                ("min_width", &MIN_WIDTH),
                ("min_height", &MIN_HEIGHT),
                ("width", &area.width),
                ("height", &area.height),
            ],
        );
        frame.render_widget(Paragraph::new(text).wrap(Wrap { trim: true }), area);
        return;
    }
    let [title, main, footer] = Layout::vertical([
        Constraint::Length(1),
        Constraint::Min(0),
        Constraint::Length(1),
    ])
    .areas(area);
    let size = if main.width >= LARGE.board_width() + 36 && main.height >= LARGE.board_height() {
        LARGE
    } else {
        SMALL
    };
    let [board_area, panel_area] = Layout::horizontal([
        Constraint::Length(size.board_width() + 1),
        Constraint::Min(0),
    ])
    .areas(main);

    let timeline = app.timeline();
    let event = timeline.current().map(|e| (timeline.position(), e));
    let view = match timeline.refused() {
        Some(refused) => View::refused(
            timeline.replay(),
            timeline.stats(),
            timeline.position() as u64,
            refused,
            app.lang(),
        ),
        None => View::new(
            timeline.replay(),
            timeline.stats(),
            event,
            timeline.order(),
            app.lang(),
        ),
    }
    .with_check(
        Check::of_solver(&timeline.header().solver),
        timeline.replay(),
        app.lang(),
    );
    let view = match app.candidates() {
        true => view.with_candidates(timeline.replay()),
        false => view,
    };

    frame.render_widget(title_line(app), title);
    frame.render_widget(
        Paragraph::new(board_lines(&view, size, app.colour())),
        board_area,
    );
    frame.render_widget(panel(app, &view, panel_area), panel_area);
    frame.render_widget(footer_line(app), footer);
    if app.showing_help() {
        help_overlay(frame, area, app.lang());
    }
}

fn title_line(app: &App) -> Paragraph<'static> {
    let (timeline, lang) = (app.timeline(), app.lang());
    let state = lang.text(match app.is_playing() {
        true => CliText::TuiPlaying,
        false => CliText::TuiPaused,
    });
    let title = lang.fill(
        CliText::TuiTitle,
        &[
            ("n", &thousands(timeline.position() as u64)),
            ("total", &thousands(timeline.len() as u64)),
            ("state", &state),
            ("speed", &thousands(app.speed() as u64)),
            (
                "search",
                &sudotrace_core::search::Strategy::label(&timeline.header().solver, lang),
            ),
            ("name", &app.name()),
        ],
    );
    let text = format!(" {title}");
    Paragraph::new(text).style(Style::new().add_modifier(Modifier::REVERSED | Modifier::BOLD))
}

fn footer_line(app: &App) -> Paragraph<'static> {
    let bold = Style::new().add_modifier(Modifier::BOLD);
    let lang = app.lang();
    let line = match (app.prompt(), app.message()) {
        (Some(typed), _) => Line::styled(
            format!(" {}", lang.fill(CliText::TuiGoTo, &[("typed", &typed)])),
            bold,
        ),
        (None, Some(message)) => Line::styled(format!(" {message}"), bold),
        (None, None) => {
            let keys = [
                ("←/→", CliText::TuiFooterStep),
                (lang.text(CliText::TuiKeySpace), CliText::TuiFooterPlay),
                ("+/-", CliText::TuiFooterSpeed),
                ("c/C", CliText::TuiFooterConflict),
                ("b/B", CliText::TuiFooterBacktrack),
                ("g", CliText::TuiFooterGoTo),
                ("?", CliText::TuiFooterHelp),
                ("q", CliText::TuiFooterQuit),
            ]
            .map(|(key, what)| (key, lang.text(what)));
            let key = Style::new().add_modifier(Modifier::REVERSED | Modifier::BOLD);
            let mut spans = vec![Span::raw(" ")];
            for (name, what) in keys {
                spans.push(Span::styled(name, key));
                spans.push(Span::raw(format!(" {what} ")));
            }
            Line::from(spans)
        }
    };
    Paragraph::new(line)
}

/// The style and the three characters of a cell.
fn cell_span(view: &View, cell: Cell, colour: bool) -> (String, Style) {
    look_span(
        view.looks[cell.index()],
        view.current == Some(cell),
        view.clashing == Some(cell),
        view.shaded[cell.index()],
        colour,
    )
}

/// The style and the three characters of a cell that looks like `look`: the one worked
/// on, the one holding the clashing digit, or one of the clashing unit.
fn look_span(
    look: Look,
    current: bool,
    clashing: bool,
    shaded: bool,
    colour: bool,
) -> (String, Style) {
    let digit = |d: u8| (b'0' + d) as char;
    let middle = match look {
        Look::Blank if shaded && !colour => ':',
        Look::Blank | Look::Chosen => '.',
        Look::Given(d)
        | Look::Placed(d)
        | Look::Tried(d)
        | Look::Rejected(d)
        | Look::Set(d)
        | Look::Erased(d) => digit(d),
    };
    let (open, close) = match (current, clashing, look) {
        (true, _, Look::Erased(_)) => ('(', ')'),
        (true, _, _) => ('[', ']'),
        (false, true, _) => ('<', '>'),
        (false, false, Look::Placed(_)) if !colour => (' ', '\''),
        _ => (' ', ' '),
    };
    let text = if colour {
        format!(" {middle} ")
    } else {
        format!("{open}{middle}{close}")
    };
    let base = Style::new();
    let style = if colour {
        // Givens and placed digits keep the terminal's own foreground (bold for givens),
        // so that they show on a light terminal and a projector as on a dark terminal;
        // every coloured background comes with its own foreground.
        let style = match look {
            Look::Blank => base.fg(Color::DarkGray),
            Look::Given(_) => base.add_modifier(Modifier::BOLD),
            Look::Placed(_) => base.add_modifier(Modifier::ITALIC),
            Look::Tried(_) | Look::Chosen => base
                .fg(Color::Black)
                .bg(Color::Yellow)
                .add_modifier(Modifier::BOLD),
            Look::Rejected(_) => base
                .fg(Color::White)
                .bg(Color::Red)
                .add_modifier(Modifier::BOLD | Modifier::CROSSED_OUT),
            Look::Set(_) => base
                .fg(Color::Black)
                .bg(Color::LightGreen)
                .add_modifier(Modifier::BOLD),
            Look::Erased(_) => base
                .fg(Color::White)
                .bg(Color::Magenta)
                .add_modifier(Modifier::CROSSED_OUT),
        };
        if clashing {
            base.fg(Color::Black)
                .bg(Color::LightRed)
                .add_modifier(Modifier::BOLD | Modifier::UNDERLINED)
        } else if shaded && !current {
            style.fg(Color::Black).bg(UNIT_BACKGROUND)
        } else {
            style
        }
    } else {
        match look {
            Look::Given(_) => base.add_modifier(Modifier::BOLD),
            _ if current => base.add_modifier(Modifier::REVERSED),
            _ if clashing => base.add_modifier(Modifier::BOLD | Modifier::UNDERLINED),
            _ => base,
        }
    };
    (text, style)
}

fn board_lines(view: &View, size: CellSize, colour: bool) -> Vec<Line<'static>> {
    let pad = (size.width - 1) / 2;
    let mut header = String::from("    ");
    for col in 0..9 {
        if col % 3 == 0 && col > 0 {
            header.push(' ');
        }
        header.push_str(&format!("{:^width$}", col + 1, width = size.width));
    }
    let border = Style::new().add_modifier(Modifier::BOLD);
    let rule = |left: &str, mid: &str, right: &str| {
        let segment = "─".repeat(3 * size.width);
        Line::styled(
            format!("   {left}{segment}{mid}{segment}{mid}{segment}{right}"),
            border,
        )
    };
    let mut lines = vec![Line::from(header), rule("┌", "┬", "┐")];
    for row in 0..9 {
        if row % 3 == 0 && row > 0 {
            lines.push(rule("├", "┼", "┤"));
        }
        for sub in 0..size.height {
            let label = if sub == size.height / 2 {
                format!(" {} ", row + 1)
            } else {
                "   ".into()
            };
            let mut spans = vec![Span::raw(label), Span::styled("│", border)];
            for col in 0..9 {
                let cell = Cell::from_index(row * 9 + col).expect("cell index");
                let (text, style) = cell_span(view, cell, colour);
                let pencil = view.pencil[cell.index()];
                let marked = view.current == Some(cell) || view.clashing == Some(cell);
                let text = if pencil != 0 && size.height == 3 && !marked {
                    // A blank's candidates, three a line: `1 2 3` over `4 5 6` over `7 8 9`.
                    let digits: Vec<String> = (1..=3u8)
                        .map(|k| {
                            let digit = sub as u8 * 3 + k;
                            match pencil & (1 << digit) {
                                0 => " ".to_string(),
                                _ => digit.to_string(),
                            }
                        })
                        .collect();
                    digits.join(" ")
                } else if sub == size.height / 2 {
                    format!("{}{text}{}", " ".repeat(pad - 1), " ".repeat(pad - 1))
                } else {
                    " ".repeat(size.width)
                };
                spans.push(Span::styled(text, style));
                if col % 3 == 2 {
                    spans.push(Span::styled("│", border));
                }
            }
            lines.push(Line::from(spans));
        }
    }
    lines.push(rule("└", "┴", "┘"));
    lines
}

fn panel(app: &App, view: &View, area: Rect) -> Paragraph<'static> {
    let height = area.height;
    let (timeline, lang) = (app.timeline(), app.lang());
    let stats = timeline.stats();
    let c = &stats.conflicts;
    let bold = Style::new().add_modifier(Modifier::BOLD);
    let mut lines = vec![Line::styled(view.caption.clone(), bold)];
    let at_end = timeline.position() == timeline.len();
    if let Some(ending) = timeline.ending().filter(|_| at_end) {
        lines.push(Line::styled(
            lang.fill(Text::ShowEnd, &[("words", &ending.words(lang))]),
            bold.add_modifier(Modifier::REVERSED),
        ));
    }
    let solver = &timeline.header().solver;
    match timeline.departure() {
        Some(departs) if departs == timeline.position() => {
            lines.push(Line::styled(departs_here_words(solver, lang), bold));
        }
        Some(departs) if departs < timeline.position() => {
            lines.push(Line::raw(departed_words(solver, departs as u64, lang)));
        }
        _ => {}
    }
    if app.candidates()
        && let Some(cell) = view.current.filter(|cell| view.pencil[cell.index()] != 0)
    {
        let digits: Vec<String> = (1..=9u8)
            .filter(|d| view.pencil[cell.index()] & (1 << d) != 0)
            .map(|d| d.to_string())
            .collect();
        lines.push(Line::raw(candidates_of_words(
            cell,
            &digits.join(" "),
            lang,
        )));
    }
    let count = |label: &str, n: u64| Line::raw(format!("{}{}", pad(label, 12), thousands(n)));
    lines.extend([
        Line::raw(""),
        count(Count::Tries.words(lang), stats.tries),
        count(lang.text(Text::Conflicts), c.total()),
        Line::raw(format!("  {}", Count::conflicts_by_unit(stats, "  ", lang))),
        count(Count::Places.words(lang), stats.places),
        count(Count::Backtracks.words(lang), stats.backtracks),
        count(lang.text(Text::Depth), timeline.replay().depth()),
    ]);
    if let Some(shown) = view.check {
        // The check's own count, and what the event shown cost it.
        let (label, value) = check_count_parts(stats, shown, lang);
        let label = pad(&label, 12.max(width(&label) + 1));
        lines.push(Line::raw(format!("{label}{value}")));
    }
    if stack::chooses(solver, stats) {
        // Two to a line: the strategies' counts, as the GIF, the page and `stats` give them.
        let pair = |pair: &[Count]| {
            let text: Vec<String> = pair
                .iter()
                .map(|count| {
                    let value = thousands(count.of(stats));
                    format!("{}{}", pad(count.words(lang), 12), pad(&value, 10))
                })
                .collect();
            Line::raw(text.concat().trim_end().to_string())
        };
        lines.extend(Count::CHOOSING.chunks(2).map(pair));
    }
    lines.push(Line::raw(""));
    let room = |lines: &Vec<Line>| (height as usize).saturating_sub(lines.len()).max(1);
    match app.pane() {
        Pane::Code => {
            let room = room(&lines);
            lines.extend(code_lines(app, area.width as usize, room));
            return Paragraph::new(lines);
        }
        Pane::Stack => {
            let room = room(&lines);
            lines.extend(stack_lines(app, room));
            return Paragraph::new(lines);
        }
        Pane::Events => {}
    }
    if let Some(quiz) = app.quiz() {
        lines.extend(quiz_lines(quiz, lang));
        return Paragraph::new(lines).wrap(Wrap { trim: false });
    }
    lines.extend(key_lines(app.colour(), lang));
    lines.push(Line::raw(""));
    lines.push(Line::styled(lang.text(CliText::TuiRecent), bold));
    let room = room(&lines);
    let position = timeline.position();
    let first = position.saturating_sub(room - 1).max(1);
    for (n, event) in timeline.events_between(first, position) {
        let text = format!("{:>8}  {}", thousands(n as u64), event.words(lang));
        let style = if n == position {
            Style::new().add_modifier(Modifier::REVERSED)
        } else {
            Style::new()
        };
        lines.push(Line::styled(text, style));
    }
    if position == 0 {
        lines.push(Line::raw(format!("   {}", lang.text(CliText::TuiNoneYet))));
    }
    Paragraph::new(lines)
        .block(Block::new())
        .wrap(Wrap { trim: false })
}

/// `--predict`'s pane: the open question and its choices (after an answer, the right one
/// marked, and the one chosen), the score so far; at the end the score and each question
/// missed, at its event.
fn quiz_lines(quiz: &Quiz, lang: Lang) -> Vec<Line<'static>> {
    let bold = Style::new().add_modifier(Modifier::BOLD);
    let score = |quiz: &Quiz| {
        let (right, asked) = (quiz.right().to_string(), quiz.asked().to_string());
        let streak = quiz.streak().to_string();
        lang.fill(
            CliText::TuiQuizScore,
            &[("right", &right), ("asked", &asked), ("streak", &streak)],
        )
    };
    let (i, given) = match quiz.stage() {
        Stage::Asking(i) => (i, None),
        Stage::Answered { question, given } => (question, Some(given)),
        Stage::Done => {
            let mut lines = vec![Line::styled(score(quiz), bold), Line::raw("")];
            lines.push(Line::styled(
                lang.text(CliText::TuiQuizMissed).to_string(),
                bold,
            ));
            if quiz.misses().is_empty() {
                lines.push(Line::raw(format!(
                    "  {}",
                    lang.text(CliText::TuiQuizNoMiss)
                )));
            }
            for miss in quiz.misses() {
                let event = thousands(miss.event);
                let (expected, given) = (miss.expected.words(lang), miss.given.words(lang));
                lines.push(Line::raw(lang.fill(
                    CliText::TuiQuizMiss,
                    &[
                        ("event", &event),
                        ("expected", &expected),
                        ("given", &given),
                    ],
                )));
            }
            return lines;
        }
    };
    let question = quiz.question(i);
    let (n, of) = ((i + 1).to_string(), quiz.len().to_string());
    let mut lines = vec![
        Line::styled(
            lang.fill(CliText::TuiQuizHeading, &[("n", &n), ("of", &of)]),
            bold,
        ),
        Line::styled(question.prompt.words(lang), bold),
    ];
    for (k, _) in question.choices.iter().enumerate() {
        let mark = match given {
            Some(_) if k == question.right => "✓",
            Some(g) if g == k => "✗",
            _ => " ",
        };
        let text = format!("{mark} {}  {}", k + 1, question.choice_words(k, lang));
        let style = match given {
            Some(_) if k == question.right => bold,
            _ => Style::new(),
        };
        lines.push(Line::styled(text, style));
    }
    lines.push(Line::raw(""));
    lines.push(Line::raw(score(quiz)));
    lines
}

/// The code pane: the listing of the search around the line that made the current event,
/// that line lit, and under it which event it made; `room` lines at most, none wider
/// than `width`.
fn code_lines(app: &App, width: usize, room: usize) -> Vec<Line<'static>> {
    let bold = Style::new().add_modifier(Modifier::BOLD);
    let Some(listing) = app.listing() else {
        return vec![Line::raw(app.lang().text(Text::StackNoListing))];
    };
    let timeline = app.timeline();
    let line = timeline
        .current()
        // An event that cannot happen was made by no line.
        .filter(|_| timeline.refused().is_none() || timeline.position() < timeline.len())
        .map(|event| (listing.line_of(&event), event.kind()))
        .filter(|&(line, _)| line > 0);
    let mut lines = vec![Line::styled(
        app.lang().fill(
            CliText::TuiCodeTitle,
            &[("language", &listing.language().words(app.lang()))],
        ),
        bold,
    )];
    let shown = room.saturating_sub(2).max(1);
    let text: Vec<&str> = listing.lines().collect();
    // The lit line a third of the way down, as far as the listing allows.
    let lit = line.map_or(1, |(line, _)| line);
    let first = lit
        .saturating_sub(shown / 3)
        .clamp(1, text.len().saturating_sub(shown).max(1));
    for number in first..(first + shown).min(text.len() + 1) {
        let mut row = format!("{number:>3} {}", text[number - 1]);
        if row.chars().count() > width {
            row = row
                .chars()
                .take(width.saturating_sub(1))
                .collect::<String>()
                + "…";
        }
        lines.push(match line {
            Some((lit, _)) if lit == number => {
                Line::styled(row, bold.add_modifier(Modifier::REVERSED))
            }
            _ => Line::raw(row),
        });
    }
    lines.push(match line {
        Some((line, kind)) => Line::raw(app.lang().fill(
            Text::StackCodeLine,
            &[("line", &line), ("kind", &kind_words(kind, app.lang()))],
        )),
        None => Line::raw(""),
    });
    lines
}

/// The stack pane: the placements the recursion stands on, the newest on top, under the
/// digit being tried; `room` lines at most.
fn stack_lines(app: &App, room: usize) -> Vec<Line<'static>> {
    let timeline = app.timeline();
    let bold = Style::new().add_modifier(Modifier::BOLD);
    let placements = stack::stack(
        timeline.replay(),
        stack::chooses(&timeline.header().solver, timeline.stats()),
    );
    let lang = app.lang();
    let mut lines = vec![Line::styled(
        lang.fill(CliText::TuiStackTitle, &[("n", &placements.len())]),
        bold,
    )];
    let trying = timeline
        .current()
        .filter(|event| matches!(event.kind(), EventKind::Try | EventKind::Conflict));
    if let Some(event) = trying {
        let (cell, digit) = (event.cell(), event.digit());
        lines.push(Line::styled(
            lang.fill(Text::StackTrying, &[("cell", &cell), ("digit", &digit)]),
            bold.add_modifier(Modifier::REVERSED),
        ));
    }
    let shown = room.saturating_sub(lines.len());
    let hidden = placements.len().saturating_sub(shown);
    let shown = if hidden > 0 {
        shown.saturating_sub(1)
    } else {
        shown
    };
    let hidden = placements.len() - shown.min(placements.len());
    for placement in placements.iter().rev().take(shown) {
        lines.push(Line::raw(placement.words(lang)));
    }
    if hidden > 0 {
        lines.push(Line::raw(lang.fill(DrawText::SideMore, &[("n", &hidden)])));
    }
    lines
}

/// The key to the board's colours, or without colour to its marks: each sample drawn
/// as the board draws it.
fn key_lines(colour: bool, lang: Lang) -> Vec<Line<'static>> {
    if !colour {
        // Without colour a mark stands for a role, whatever the event: the caption says
        // whether the cell worked on is being tried, clashes or was placed.
        return [
            CliText::TuiKeyPlain1,
            CliText::TuiKeyPlain2,
            CliText::TuiKeyPlain3,
        ]
        .map(|text| Line::raw(lang.text(text)))
        .to_vec();
    }
    let sample = |look: Look, current: bool, clashing: bool, shaded: bool| {
        let (text, style) = look_span(look, current, clashing, shaded, colour);
        Span::styled(text, style)
    };
    let label = |text: CliText| Span::raw(format!(" {}  ", lang.text(text)));
    let bold = Style::new().add_modifier(Modifier::BOLD);
    vec![
        Line::from(vec![
            Span::styled(lang.text(CliText::TuiKeyHeading), bold),
            sample(Look::Given(5), false, false, false),
            label(CliText::TuiKeyGiven),
            sample(Look::Placed(5), false, false, false),
            label(CliText::TuiKeyPlaced),
            sample(Look::Tried(5), true, false, false),
            label(CliText::TuiKeyTrying),
        ]),
        Line::from(vec![
            Span::raw("    "),
            sample(Look::Rejected(5), true, false, true),
            label(CliText::TuiKeyClashes),
            sample(Look::Given(5), false, true, true),
            label(CliText::TuiKeyHoldsIt),
            sample(Look::Blank, false, false, true),
            label(CliText::TuiKeyItsUnit),
        ]),
        Line::from(vec![
            Span::raw("    "),
            sample(Look::Set(5), true, false, false),
            label(CliText::TuiKeyPlacedNow),
            sample(Look::Erased(5), true, false, false),
            label(CliText::TuiKeyErased),
        ]),
    ]
}
fn help_overlay(frame: &mut Frame, area: Rect, lang: Lang) {
    let keys = [
        (lang.text(CliText::TuiKeyNext), CliText::TuiHelpNext),
        (lang.text(CliText::TuiKeyPrevious), CliText::TuiHelpPrevious),
        (lang.text(CliText::TuiKeySpace), CliText::TuiHelpPlay),
        ("+ / -", CliText::TuiHelpSpeed),
        ("c / C", CliText::TuiHelpConflict),
        ("b / B", CliText::TuiHelpBacktrack),
        ("g", CliText::TuiHelpGoTo),
        ("p", CliText::TuiHelpCandidates),
        ("k / K", CliText::TuiHelpCode),
        ("s", CliText::TuiHelpStack),
        ("Home / End", CliText::TuiHelpEnds),
        ("?", CliText::TuiHelpHelp),
        ("q", CliText::TuiHelpQuit),
    ];
    let mut lines: Vec<Line> = keys
        .iter()
        .map(|&(key, what)| Line::raw(format!(" {} {}", pad(key, 11), lang.text(what))))
        .collect();
    lines.push(Line::raw(""));
    lines.push(Line::raw(format!(" {}", lang.text(CliText::TuiHelpClose))));
    let width = 46.min(area.width);
    let height = (lines.len() as u16 + 2).min(area.height);
    let popup = Rect::new(
        area.x + (area.width - width) / 2,
        area.y + (area.height - height) / 2,
        width,
        height,
    );
    frame.render_widget(Clear, popup);
    frame.render_widget(
        Paragraph::new(lines)
            .block(Block::bordered().title(format!(" {} ", lang.text(CliText::TuiHelpTitle)))),
        popup,
    );
}

#[cfg(test)]
mod tests {
    use ratatui::Terminal;
    use ratatui::backend::TestBackend;
    use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

    use super::*;
    use crate::tui::timeline::leetcode_timeline;
    use sudotrace_core::events::event::{Event, EventKind};
    use sudotrace_core::numbers::thousands;
    use sudotrace_core::puzzle::grid::Unit;
    use unicode_width::UnicodeWidthStr;

    fn press(app: &mut App, keys: &[KeyCode]) {
        for &code in keys {
            app.handle_key(KeyEvent::new(code, KeyModifiers::NONE));
        }
    }

    fn screen(app: &App, width: u16, height: u16) -> String {
        let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
        terminal.draw(|frame| draw(app, frame)).unwrap();
        let buffer = terminal.backend().buffer();
        (0..height)
            .map(|y| {
                // A full-width character takes its cell and the next, which holds a
                // blank of its own: left out, so that the line reads as on screen.
                let mut line = String::new();
                let mut covered = false;
                for x in 0..width {
                    let symbol = buffer[(x, y)].symbol();
                    if !std::mem::take(&mut covered) {
                        line += symbol;
                        covered = UnicodeWidthStr::width(symbol) == 2;
                    }
                }
                line + "\n"
            })
            .collect()
    }

    /// `--predict`: the stepper stands before each question's event with its choices,
    /// waits for an answer, says right or wrong with the rule, plays the event, and at the
    /// end gives the score and the questions missed.
    #[test]
    fn predict_asks_each_question_scores_it_and_reviews_the_misses() {
        use crate::tui::quiz::Quiz;
        use sudotrace_core::trace::{Cursor, Header, TraceWriter};
        use sudotrace_learn::predict::{self, Ask};

        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("t.jsonl");
        let puzzle =
            sudotrace_core::puzzle::parse::parse_puzzle_text(sudotrace_core::LEETCODE_37).unwrap();
        let strategy = sudotrace_core::search::Strategy::NAIVE;
        let mut writer =
            TraceWriter::create(&path, &Header::new(puzzle, strategy.name(), None)).unwrap();
        let run = sudotrace_core::search::Search::new(strategy).run(&puzzle, &mut writer);
        writer.finish(&(&run.end).into()).unwrap();
        let ask = Ask {
            questions: 3,
            ..Ask::default()
        };
        let questions = predict::questions(&mut Cursor::open(&path).unwrap(), &ask).unwrap();
        assert_eq!(questions.len(), 3);
        let timeline = crate::tui::timeline::Timeline::load(&path).unwrap();
        let mut app =
            App::new(timeline, "t.jsonl".into(), false).with_quiz(Quiz::new(questions.clone()));
        let at = |app: &App| app.timeline().position() as u64;
        let key = |i: usize| KeyCode::Char(char::from(b'1' + i as u8));
        assert_eq!(at(&app), questions[0].event - 1);
        let shown = screen(&app, 110, 40);
        assert!(shown.contains("question 1 of 3"), "{shown}");
        assert!(
            shown.contains(&questions[0].prompt.words(Lang::En)),
            "{shown}"
        );
        for k in 0..questions[0].choices.len() {
            assert!(
                shown.contains(&questions[0].choice_words(k, Lang::En)),
                "{shown}"
            );
        }
        // Until it is answered, the question holds the board where it is.
        press(&mut app, &[KeyCode::Right, KeyCode::Char('c')]);
        assert_eq!(at(&app), questions[0].event - 1);
        // Right, then wrong, then right.
        press(&mut app, &[key(questions[0].right)]);
        assert_eq!(at(&app), questions[0].event);
        assert!(app.message().unwrap().starts_with("right: "));
        press(&mut app, &[KeyCode::Enter]);
        assert_eq!(at(&app), questions[1].event - 1);
        let wrong = (questions[1].right + 1) % questions[1].choices.len();
        press(&mut app, &[key(wrong)]);
        assert!(app.message().unwrap().starts_with("not so: "));
        assert!(screen(&app, 110, 40).contains("1 of 2 right, 0 in a row"));
        press(
            &mut app,
            &[KeyCode::Enter, key(questions[2].right), KeyCode::Enter],
        );
        assert!(app.message().unwrap().starts_with("2 of 3 right"));
        // Wide enough for the miss's line unwrapped.
        let shown = screen(&app, 160, 40);
        let miss = format!(
            "#{} {} (you chose {})",
            thousands(questions[1].event),
            questions[1].choices[questions[1].right].words(Lang::En),
            questions[1].choices[wrong].words(Lang::En)
        );
        assert!(shown.contains(&miss), "{miss}\n{shown}");
        // Done: every key moves again.
        let before = at(&app);
        press(&mut app, &[KeyCode::Right]);
        assert_eq!(at(&app), before + 1);
    }

    #[test]
    fn a_trace_with_an_impossible_event_ends_on_it_drawn_and_says_so_at_once() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("bad.jsonl");
        let lines = [
            r#"{"sudotrace":1,"puzzle":"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79","solver":"naive"}"#,
            r#"{"ev":"try","r":1,"c":3,"d":1}"#,
            r#"{"ev":"place","r":1,"c":3,"d":1}"#,
            r#"{"ev":"place","r":1,"c":4,"d":5}"#,
        ];
        std::fs::write(&path, lines.join("\n") + "\n").unwrap();
        let timeline = crate::tui::timeline::Timeline::load(&path).unwrap();
        let mut app = App::new(timeline, "bad.jsonl".into(), false);
        let opening = screen(&app, 100, 30);
        assert!(
            opening.contains("cannot happen"),
            "the footer says so: {opening}"
        );
        press(&mut app, &[KeyCode::End]);
        let end = screen(&app, 100, 30);
        assert!(
            end.contains("#3  r1c4: place 5 cannot happen: r1c1 already holds 5"),
            "{end}"
        );
        assert!(
            end.contains("<5>"),
            "the cell holding the digit is marked: {end}"
        );
        assert!(
            end.contains(" 2  r1c3: place 1"),
            "the recent events: {end}"
        );
        press(&mut app, &[KeyCode::Left]);
        assert!(screen(&app, 100, 30).contains("#2  r1c3: place 1"));
    }

    #[test]
    fn a_strategys_choices_forced_digits_and_dead_ends_in_words_forward_and_back() {
        use crate::tui::timeline::timeline_of;
        let hard =
            "85...24..72......9..4.........1.7..23.5...9...4...........8..7..17..........36.4.";
        let (timeline, events) = timeline_of(hard, sudotrace_core::search::Strategy::MRV_SINGLES);
        let dead_end = events
            .iter()
            .position(|e| e.kind() == EventKind::DeadEnd)
            .unwrap()
            + 1;
        assert_eq!(events[dead_end].kind(), EventKind::Unforce);
        let mut app = App::new(timeline, "mrv.jsonl".into(), false);
        press(&mut app, &[KeyCode::Right]);
        let text = screen(&app, 80, 24);
        assert!(text.contains("candidates, the fewest"), "{text}");
        press(&mut app, &vec![KeyCode::Right; dead_end - 1]);
        let at_dead_end = screen(&app, 80, 24);
        assert!(
            at_dead_end.contains("no digit fits, dead end"),
            "{at_dead_end}"
        );
        press(&mut app, &[KeyCode::Right]);
        let text = screen(&app, 80, 24);
        assert!(text.contains(&events[dead_end].to_string()), "{text}");
        assert!(text.contains("undo forced"), "{text}");
        // Back one event: the forced digit stands again, as before.
        press(&mut app, &[KeyCode::Left]);
        assert_eq!(screen(&app, 80, 24), at_dead_end);
    }

    #[test]
    fn the_code_pane_lights_the_line_that_made_each_event_in_each_language() {
        use sudotrace_core::search::listing::Language;
        let (timeline, events) = leetcode_timeline();
        let mut app = App::new(timeline, "leetcode37.jsonl".into(), false);
        press(&mut app, &[KeyCode::Char('c'), KeyCode::Char('k')]);
        let conflict = events[app.timeline().position() - 1];
        assert_eq!(conflict.kind(), EventKind::Conflict);
        for language in Language::ALL {
            let listing = app.listing().expect("a strategy's listing");
            assert_eq!(listing.language(), language);
            let line = listing.line_of(&conflict);
            let text = screen(&app, 80, 24);
            assert!(text.contains(language.words(Lang::En)), "{text}");
            assert!(
                text.contains(&format!("line {line} made this conflict event")),
                "{text}"
            );
            let shown = format!("{line:>3} {}", listing.lines().nth(line - 1).unwrap());
            let shown: String = shown.chars().take(20).collect();
            assert!(text.contains(&shown), "line {line} is shown: {text}");
            press(&mut app, &[KeyCode::Char('K')]);
        }
        // k again: back to the recent events.
        press(&mut app, &[KeyCode::Char('k')]);
        assert!(screen(&app, 80, 24).contains("recent events"));
    }

    #[test]
    fn the_stack_pane_holds_the_placements_newest_on_top_and_the_strategys_counts() {
        let hard =
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
        let (timeline, events) =
            crate::tui::timeline::timeline_of(hard, sudotrace_core::search::Strategy::MRV_SINGLES);
        let mut app = App::new(timeline, "mrv.jsonl".into(), false);
        // On to where the search stands on a few placements, one of them forced.
        while app.timeline().replay().depth() < 4 || app.timeline().stats().forced == 0 {
            press(&mut app, &[KeyCode::Right]);
        }
        let at = app.timeline().position();
        press(&mut app, &[KeyCode::Char('s')]);
        let text = screen(&app, 80, 24);
        let depth = app.timeline().replay().depth();
        assert!(text.contains(&format!("{depth} calls deep")), "{text}");
        let placements = stack::stack(app.timeline().replay(), true);
        assert_eq!(placements.len() as u64, depth);
        let newest = placements.last().unwrap().words(Lang::En);
        let newest: String = newest.chars().take(30).collect();
        assert!(text.contains(&newest), "the newest on top: {text}");
        let forced = events[..at]
            .iter()
            .filter(|e| e.kind() == EventKind::Force)
            .count();
        assert!(forced > 0);
        assert!(
            text.contains(&format!("forced      {forced}")),
            "the strategy's counts are shown: {text}"
        );
    }

    #[test]
    fn keys_move_through_the_search_and_the_screen_follows() {
        let (timeline, events) = leetcode_timeline();
        let mut app = App::new(timeline, "leetcode37.jsonl".into(), false);
        let start = screen(&app, 80, 24);
        assert!(start.contains("#0  the puzzle: 51 blanks"), "{start}");
        assert!(start.contains("event 0/79,461"), "{start}");

        press(&mut app, &[KeyCode::Right, KeyCode::Char('l')]);
        let text = screen(&app, 80, 24);
        assert!(text.contains(&format!("#2  {}", events[1])), "{text}");
        assert!(
            text.contains("[1]"),
            "the placed digit in its cell is marked: {text}"
        );

        press(&mut app, &[KeyCode::Left]);
        assert!(screen(&app, 80, 24).contains(&format!("#1  {}", events[0])));

        press(&mut app, &[KeyCode::Char('c')]);
        let conflict = app.timeline().position();
        assert_eq!(events[conflict - 1].kind(), EventKind::Conflict);
        let Event::Conflict { with, .. } = events[conflict - 1] else {
            unreachable!()
        };
        let text = screen(&app, 80, 24);
        assert!(text.contains(&format!("clashes with {with}")), "{text}");
        assert!(
            text.contains('<') && text.contains('>'),
            "the clashing cell is marked: {text}"
        );

        press(
            &mut app,
            &[
                KeyCode::Char('g'),
                KeyCode::Char('5'),
                KeyCode::Char('0'),
                KeyCode::Char('0'),
                KeyCode::Char('0'),
            ],
        );
        assert!(screen(&app, 80, 24).contains("go to event (number or kind): 5000_"));
        press(&mut app, &[KeyCode::Enter]);
        assert_eq!(app.timeline().position(), 5000);
        assert!(screen(&app, 80, 24).contains(&format!("#5,000  {}", events[4999])));

        // An event by what it is: the second box clash, then one the trace lacks.
        let typed = |text: &str| {
            let mut keys = vec![KeyCode::Char('g')];
            keys.extend(text.chars().map(KeyCode::Char));
            keys.push(KeyCode::Enter);
            keys
        };
        press(&mut app, &typed("conflict:box:2"));
        let second_box_clash = (1..)
            .zip(&events)
            .filter(|(_, e)| {
                matches!(
                    e,
                    Event::Conflict {
                        unit: Unit::Box,
                        ..
                    }
                )
            })
            .nth(1)
            .map(|(n, _)| n)
            .unwrap();
        assert_eq!(app.timeline().position(), second_box_clash);
        assert!(screen(&app, 80, 24).contains(&format!("#{second_box_clash}  ")));
        press(&mut app, &typed("dead-end"));
        assert_eq!(app.timeline().position(), second_box_clash);
        assert!(screen(&app, 80, 24).contains("there is no dead-end event in the trace"));
        press(&mut app, &typed("backtrack:99999"));
        let backtracks = events
            .iter()
            .filter(|e| e.kind() == EventKind::Backtrack)
            .count();
        let text = screen(&app, 80, 24);
        assert!(
            text.contains(&format!(
                "the trace has only {} such events",
                thousands(backtracks as u64)
            )),
            "{text}"
        );
        press(&mut app, &typed("nowhere"));
        assert!(screen(&app, 80, 24).contains("nowhere: type an event number"));
        assert_eq!(app.timeline().position(), second_box_clash);
        press(&mut app, &typed("5000"));

        press(&mut app, &[KeyCode::Char('B')]);
        assert_eq!(
            events[app.timeline().position() - 1].kind(),
            EventKind::Backtrack
        );
        assert!(app.timeline().position() < 5000);

        press(&mut app, &[KeyCode::End]);
        let end = screen(&app, 80, 24);
        assert_eq!(app.timeline().position(), events.len());
        assert!(end.contains("event 79,461/79,461"), "{end}");
        assert_eq!(
            app.timeline().replay().board().to_line(),
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
        );

        press(&mut app, &[KeyCode::Char('?')]);
        assert!(screen(&app, 80, 24).contains("next / previous conflict"));
        press(&mut app, &[KeyCode::Char('x'), KeyCode::Char('q')]);
        assert!(app.should_quit());
    }

    #[test]
    fn at_80x24_the_screen_keys_its_marks_gives_reasons_and_the_outcome() {
        let (timeline, events) = leetcode_timeline();
        let mut app = App::new(timeline, "leetcode37.jsonl".into(), false);
        press(&mut app, &[KeyCode::Char('b')]);
        let n = app.timeline().position();
        let Event::Backtrack { cell, .. } = events[n - 1] else {
            panic!("b goes to a backtrack")
        };
        let backtrack = screen(&app, 80, 24);
        assert!(
            backtrack.contains(&format!("has no digit left: back to {cell}")),
            "{backtrack}"
        );
        for mark in [
            "[5] worked on",
            "<5> holds the digit",
            ":  its unit",
            "(5) erased",
        ] {
            assert!(
                backtrack.contains(mark),
                "the key shows {mark:?}: {backtrack}"
            );
        }
        insta::assert_snapshot!("first_backtrack_80x24", backtrack);
        press(&mut app, &[KeyCode::End]);
        let end = screen(&app, 80, 24);
        assert!(
            end.contains("the end: solved: every blank is filled"),
            "{end}"
        );
        assert!(end.contains("event 79,461/79,461"), "{end}");
        insta::assert_snapshot!("end_80x24", end);
    }

    #[test]
    fn in_chinese_at_80x24_every_word_is_chinese_and_fits() {
        let (timeline, events) = leetcode_timeline();
        let mut app = App::new(timeline, "leetcode37.jsonl".into(), false).with_lang(Lang::ZhCn);
        press(&mut app, &[KeyCode::Char('b')]);
        let n = app.timeline().position();
        let Event::Backtrack { cell, .. } = events[n - 1] else {
            panic!("b goes to a backtrack")
        };
        let backtrack = screen(&app, 80, 24);
        assert!(
            backtrack.contains(&format!("已无数字可填：退回 {cell}")),
            "{backtrack}"
        );
        for line in backtrack.lines() {
            assert!(UnicodeWidthStr::width(line) <= 80, "{line}");
        }
        // Nothing in English is left but cell names, code, key names and the file name.
        for word in [
            "tries",
            "conflict",
            "backtrack",
            "depth",
            "key",
            "given",
            "recent",
            "event",
        ] {
            assert!(!backtrack.contains(word), "{word}: {backtrack}");
        }
        insta::assert_snapshot!("first_backtrack_80x24_zh_cn", backtrack);
        press(&mut app, &[KeyCode::Char('?')]);
        let help = screen(&app, 80, 24);
        assert!(help.contains("按任意键关闭帮助"), "{help}");
        insta::assert_snapshot!("help_80x24_zh_cn", help);
        press(&mut app, &[KeyCode::Esc, KeyCode::End, KeyCode::Char('s')]);
        let end = screen(&app, 80, 24);
        assert!(end.contains("结束：已解出：每个空格都已填好"), "{end}");
        insta::assert_snapshot!("end_stack_80x24_zh_cn", end);
    }

    #[test]
    fn playing_moves_on_at_the_chosen_speed() {
        let (timeline, _) = leetcode_timeline();
        let mut app = App::new(timeline, "t".into(), true);
        press(&mut app, &[KeyCode::Char(' ')]);
        assert!(app.is_playing());
        let speed = app.speed();
        app.tick(std::time::Duration::from_secs(2));
        assert_eq!(app.timeline().position(), (2.0 * speed) as usize);
        press(&mut app, &[KeyCode::Char('+'), KeyCode::Char(' ')]);
        assert!(!app.is_playing());
        assert!(app.speed() > speed);
    }

    #[test]
    fn a_small_terminal_gets_the_size_it_needs() {
        let (timeline, _) = leetcode_timeline();
        let app = App::new(timeline, "t".into(), false);
        let text = screen(&app, 40, 10)
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ");
        assert!(text.contains("at least 64x18"), "{text}");
        assert!(text.contains("40x10"), "{text}");
    }

    #[test]
    fn a_large_terminal_draws_large_cells() {
        let (timeline, _) = leetcode_timeline();
        let app = App::new(timeline, "t".into(), false);
        let text = screen(&app, 120, 40);
        assert!(text.contains(&"─".repeat(15)), "{text}");
    }

    #[test]
    fn candidates_are_pencilled_in_on_a_large_screen_and_listed_for_the_current_blank() {
        let (timeline, _) = leetcode_timeline();
        let mut app = App::new(timeline, "leetcode37.jsonl".into(), false).with_candidates(true);
        // Event 5 tries 2 at r1c4, whose candidates are 2 and 6; r1c6's are 2, 4, 6, 8.
        press(&mut app, &[KeyCode::Right; 5]);
        let small = screen(&app, 80, 24);
        assert!(small.contains("candidates of r1c4: 2 6"), "{small}");
        let large = screen(&app, 140, 45);
        assert!(
            large.contains("4   6"),
            "r1c6's middle line of pencil marks: {large}"
        );
        press(&mut app, &[KeyCode::Char('p')]);
        let off = screen(&app, 140, 45);
        assert!(
            !off.contains("4   6") && !off.contains("candidates of"),
            "{off}"
        );
    }

    #[test]
    fn a_search_that_departs_from_its_claim_is_marked_and_in_its_own_words() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("early.jsonl");
        // r1c4's 1 clashes, and the search goes back at once, 2 to 9 never tried.
        let lines = [
            r#"{"sudotrace":1,"puzzle":"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79","solver":"naive"}"#,
            r#"{"ev":"try","r":1,"c":3,"d":1}"#,
            r#"{"ev":"place","r":1,"c":3,"d":1}"#,
            r#"{"ev":"try","r":1,"c":4,"d":1}"#,
            r#"{"ev":"conflict","r":1,"c":4,"d":1,"unit":"row","with":[1,3]}"#,
            r#"{"ev":"backtrack","r":1,"c":3,"d":1}"#,
            r#"{"ev":"end","result":"unsolvable","solution":null}"#,
        ];
        std::fs::write(&path, lines.join("\n") + "\n").unwrap();
        let timeline = crate::tui::timeline::Timeline::load(&path).unwrap();
        let mut app = App::new(timeline, "early.jsonl".into(), false);
        press(&mut app, &[KeyCode::End]);
        let end = screen(&app, 100, 30);
        assert!(end.contains("#5  r1c3: backtrack, erase 1"), "{end}");
        assert!(!end.contains("no digit left"), "{end}");
        assert!(
            end.contains("here it departs from the row-by-row search (naive)"),
            "{end}"
        );
        assert!(
            end.contains("the end: the end record says there is no solution"),
            "{end}"
        );
        press(&mut app, &[KeyCode::Left]);
        assert!(!screen(&app, 100, 30).contains("departs"));
    }
}

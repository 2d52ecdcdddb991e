//! Drawing the stepper: the board (see [`board`](super::board)), and beside it the
//! caption, the counters, a lesson's note at its moment, and the last few events,
//! `--predict`'s question, or the code and stack panes (see [`panes`](super::panes)).
//! Every line is wrapped to the room it has, never cut; a long message (an answer's
//! verdict) takes more than the footer's one row, and a long note the counters' rows.
//! Large, high-contrast colours; with colour off, text styles and the marks of `show`.

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Paragraph, Wrap};

use super::app::App;
use super::board::{CellSize, board_lines, look_span};
use super::panes::pane_rows;
use super::quiz::{Quiz, Stage};
use super::wrap::{flow, wrap, wrap_styled};
use crate::lang::CliText;
use sudotrace_core::escape::escaped;
use sudotrace_core::events::counts::Count;
use sudotrace_core::lang::{Lang, Text};
use sudotrace_core::search::Check;
use sudotrace_core::views::stack;

use sudotrace_core::lang::{pad, width};
use sudotrace_core::numbers::thousands;
use sudotrace_core::views::view::{
    Look, View, candidates_of_words, check_count_parts, departed_words, departs_here_words,
};

/// The smallest terminal the stepper draws in.
pub const MIN_WIDTH: u16 = 64;
pub const MIN_HEIGHT: u16 = 18;

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
    // The board's size is chosen as if the footer took one row, so that it stays put
    // when a long message comes and goes.
    let size = CellSize::fitting(Rect {
        height: area.height - 2,
        ..area
    });
    let title = Rect { height: 1, ..area };
    let regions = Regions::of(app, area, size);
    let view = view(app);
    frame.render_widget(title_line(app), title);
    frame.render_widget(
        Paragraph::new(board_lines(&view, size, app.colour())),
        regions.board,
    );
    let panel = panel(app, &view, regions.panel);
    frame.render_widget(Paragraph::new(panel), regions.panel);
    frame.render_widget(Paragraph::new(regions.footer_rows), regions.footer);
    if app.showing_help() {
        help_overlay(frame, area, app.lang());
    }
}

/// Where the board, the panel and the footer go under the title, and the footer's rows.
struct Regions {
    board: Rect,
    panel: Rect,
    footer: Rect,
    footer_rows: Vec<Line<'static>>,
}

impl Regions {
    /// A message longer than a row (an answer's verdict and why) takes the rows it needs:
    /// across the screen when the board leaves them free under it, or else under the
    /// panel, wrapped to its width; so it is always shown whole, and the board never moves.
    fn of(app: &App, area: Rect, size: CellSize) -> Regions {
        let board_width = (size.board_width() + 1).min(area.width);
        let panel_width = area.width - board_width;
        let spare = (area.height - 2).saturating_sub(size.board_height());
        let across = footer_rows(app, area.width as usize, 1);
        let (footer_rows, footer) = match across.len() as u16 <= 1 + spare {
            true => {
                let height = (across.len() as u16).max(1);
                let footer = Rect::new(area.x, area.bottom() - height, area.width, height);
                (across, footer)
            }
            false => {
                // In line with the panel's words.
                let beside = footer_rows(app, panel_width as usize, 0);
                let height = (beside.len() as u16).clamp(1, (area.height - 1) / 2);
                let x = area.x + board_width;
                let footer = Rect::new(x, area.bottom() - height, panel_width, height);
                (beside, footer)
            }
        };
        let top = area.y + 1;
        // Beside a footer under the panel alone, the board stands down to the last row.
        let board_bottom = match footer.x == area.x {
            true => footer.y,
            false => area.bottom() - 1,
        };
        Regions {
            board: Rect::new(area.x, top, board_width, board_bottom - top),
            panel: Rect::new(area.x + board_width, top, panel_width, footer.y - top),
            footer,
            footer_rows,
        }
    }
}

/// The position to draw: the board after the current event, its caption and counts.
fn view(app: &App) -> View {
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
    match app.candidates() {
        true => view.with_candidates(timeline.replay()),
        false => view,
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

/// The footer: the go-to prompt, a message wrapped to as many rows as it needs (an
/// answer's verdict and why), or the keys; `margin` columns before each row.
fn footer_rows(app: &App, columns: usize, margin: usize) -> Vec<Line<'static>> {
    let bold = Style::new().add_modifier(Modifier::BOLD);
    let lang = app.lang();
    let text = match (app.prompt(), app.message()) {
        (Some(typed), _) => lang.fill(CliText::TuiGoTo, &[("typed", &typed)]),
        (None, Some(message)) => message.to_string(),
        (None, None) => return footer_keys(lang, columns, !app.lesson().is_empty()),
    };
    let mut rows = wrap_styled(&text, columns.saturating_sub(margin), 0, bold);
    for row in &mut rows {
        row.spans.insert(0, Span::raw(" ".repeat(margin)));
    }
    rows
}

/// The main keys, each with what it does, in as many rows as `columns` needs; with a
/// `lesson`, its keys too where they take no row more.
fn footer_keys(lang: Lang, columns: usize, lesson: bool) -> Vec<Line<'static>> {
    let key = Style::new().add_modifier(Modifier::REVERSED | Modifier::BOLD);
    let keys = |lesson: bool| {
        let mut keys = vec![
            ("←/→", CliText::TuiFooterStep),
            (lang.text(CliText::TuiKeySpace), CliText::TuiFooterPlay),
            ("+/-", CliText::TuiFooterSpeed),
            ("c/C", CliText::TuiFooterConflict),
            ("b/B", CliText::TuiFooterBacktrack),
        ];
        if lesson {
            keys.push(("n/N", CliText::TuiFooterLesson));
        }
        keys.extend([
            ("g", CliText::TuiFooterGoTo),
            ("?", CliText::TuiFooterHelp),
            ("q", CliText::TuiFooterQuit),
        ]);
        let mut groups = vec![vec![Span::raw(" ")]];
        groups.extend(keys.into_iter().map(|(name, what)| {
            vec![
                Span::styled(name, key),
                Span::raw(format!(" {} ", lang.text(what))),
            ]
        }));
        flow(groups, columns, 1)
    };
    let without = keys(false);
    match lesson {
        true => Some(keys(true)).filter(|with| with.len() <= without.len()),
        false => None,
    }
    .unwrap_or(without)
}

/// The side panel in rows of `area`'s width: the caption and the counts, at a lesson's
/// moment its note, then the open panes, `--predict`'s question, or the key and the last
/// few events in the rows left. The note is shown whole: where the panel is too short
/// for it, the counts give way to it, and then the caption too.
fn panel(app: &App, view: &View, area: Rect) -> Vec<Line<'static>> {
    let (columns, height) = (area.width as usize, area.height as usize);
    let (mut rows, counts) = info_rows(app, view, columns);
    let note = lesson_rows(app, columns);
    if note.is_empty() || rows.len() + counts.len() + note.len() <= height {
        rows.extend(counts);
    } else if rows.len() + 1 + note.len() <= height {
        rows.push(Line::raw(""));
    } else {
        rows.clear();
    }
    if !note.is_empty() {
        rows.extend(note);
        rows.push(Line::raw(""));
    }
    let room = height.saturating_sub(rows.len());
    if !app.panes().is_empty() {
        rows.extend(pane_rows(app, app.panes(), columns, room));
    } else if let Some(quiz) = app.quiz() {
        rows.extend(quiz_rows(quiz, app.lang(), columns));
    } else {
        rows.extend(recent_rows(app, columns, room));
    }
    rows
}

/// The event in words, the end or the departure from the strategy, the current blank's
/// candidates; and apart, the counts, with a blank row before and after them.
fn info_rows(app: &App, view: &View, columns: usize) -> (Vec<Line<'static>>, Vec<Line<'static>>) {
    let (timeline, lang) = (app.timeline(), app.lang());
    let stats = timeline.stats();
    let c = &stats.conflicts;
    let bold = Style::new().add_modifier(Modifier::BOLD);
    // The caption's words under its words, clear of the event's number.
    let hang = view
        .caption
        .find("  ")
        .map_or(0, |at| width(&view.caption[..at]) + 2);
    let mut rows = wrap_styled(&view.caption, columns, hang, bold);
    let at_end = timeline.position() == timeline.len();
    if let Some(ending) = timeline.ending().filter(|_| at_end) {
        rows.extend(wrap_styled(
            &lang.fill(Text::ShowEnd, &[("words", &ending.words(lang))]),
            columns,
            2,
            bold.add_modifier(Modifier::REVERSED),
        ));
    }
    let solver = &timeline.header().solver;
    match timeline.departure() {
        Some(departs) if departs == timeline.position() => {
            rows.extend(wrap_styled(
                &departs_here_words(solver, lang),
                columns,
                2,
                bold,
            ));
        }
        Some(departs) if departs < timeline.position() => {
            let words = departed_words(solver, departs as u64, lang);
            rows.extend(wrap_styled(&words, columns, 2, Style::new()));
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
        let words = candidates_of_words(cell, &digits.join(" "), lang);
        rows.extend(wrap_styled(&words, columns, 2, Style::new()));
    }
    if let Some(taken) = view.taken_words(lang) {
        let words = lang.fill(Text::ShowTakes, &[("removed", &taken)]);
        rows.extend(wrap_styled(&words, columns, 2, Style::new()));
    }
    let count = |label: &str, n: u64| format!("{}{}", pad(label, 12), thousands(n));
    let mut counts = vec![
        count(Count::Tries.words(lang), stats.tries),
        count(lang.text(Text::Conflicts), c.total()),
        format!("  {}", Count::conflicts_by_unit(stats, "  ", lang)),
        count(Count::Places.words(lang), stats.places),
        count(Count::Backtracks.words(lang), stats.backtracks),
        count(lang.text(Text::Depth), timeline.replay().depth()),
    ];
    if let Some(shown) = view.check {
        // The check's own count, and what the event shown cost it.
        let (label, value) = check_count_parts(stats, shown, lang);
        let label = pad(&label, 12.max(width(&label) + 1));
        counts.push(format!("{label}{value}"));
    }
    let choosing = stack::chooses(solver, stats).then_some(&Count::CHOOSING[..]);
    let eliminating = stats.eliminates().then_some(&Count::ELIMINATING[..]);
    let own: Vec<&[Count]> = choosing.into_iter().chain(eliminating).collect();
    // In columns as wide as the longest of their words needs.
    let label = own
        .iter()
        .flat_map(|counts| counts.iter())
        .map(|count| width(count.words(lang)) + 1)
        .fold(12, usize::max);
    for own in own {
        // Two to a line: the strategies' counts, as the GIF, the page and `stats` give them.
        counts.extend(own.chunks(2).map(|pair| {
            let text: Vec<String> = pair
                .iter()
                .map(|count| {
                    let value = thousands(count.of(stats));
                    format!("{}{}", pad(count.words(lang), label), pad(&value, 10))
                })
                .collect();
            text.concat().trim_end().to_string()
        }));
    }
    let mut count_rows = vec![Line::raw("")];
    for count in counts {
        count_rows.extend(wrap_styled(&count, columns, 12, Style::new()));
    }
    count_rows.push(Line::raw(""));
    (rows, count_rows)
}

/// When the board stands at one of the lesson's moments: its heading ("lesson 2 of 5")
/// and its note, whole, escaped as every word read from a file is.
fn lesson_rows(app: &App, columns: usize) -> Vec<Line<'static>> {
    let Some((i, stop)) = app.moment_here() else {
        return Vec::new();
    };
    let lang = app.lang();
    let heading = lang.fill(
        CliText::TuiLessonHeading,
        &[("n", &(i + 1)), ("count", &app.lesson().len())],
    );
    let label = Style::new().add_modifier(Modifier::BOLD | Modifier::REVERSED);
    let mut rows = wrap_styled(&heading, columns, 2, label);
    rows.extend(wrap_styled(&escaped(&stop.note), columns, 0, Style::new()));
    rows
}

/// The key to the board, and the last few events, the current one lit at the bottom, in
/// `room` rows.
fn recent_rows(app: &App, columns: usize, room: usize) -> Vec<Line<'static>> {
    let (timeline, lang) = (app.timeline(), app.lang());
    let bold = Style::new().add_modifier(Modifier::BOLD);
    let mut rows = key_rows(app.colour(), lang, columns);
    rows.push(Line::raw(""));
    rows.extend(wrap_styled(lang.text(CliText::TuiRecent), columns, 2, bold));
    let position = timeline.position();
    if position == 0 {
        rows.extend(wrap_styled(
            &format!("   {}", lang.text(CliText::TuiNoneYet)),
            columns,
            5,
            Style::new(),
        ));
        return rows;
    }
    // The newest events that fit, each whole: the list is read from the bottom up.
    let mut left = room.saturating_sub(rows.len()).max(1);
    let first = position.saturating_sub(left - 1).max(1);
    let mut events = Vec::new();
    let listed: Vec<_> = timeline.events_between(first, position).collect();
    for (n, event) in listed.into_iter().rev() {
        let text = format!("{:>8}  {}", thousands(n as u64), event.words(lang));
        let style = match n == position {
            true => Style::new().add_modifier(Modifier::REVERSED),
            false => Style::new(),
        };
        let event_rows = wrap_styled(&text, columns, 10, style);
        if event_rows.len() > left && !events.is_empty() {
            break;
        }
        left = left.saturating_sub(event_rows.len());
        events.push(event_rows);
    }
    rows.extend(events.into_iter().rev().flatten());
    rows
}

/// `--predict`'s pane: the open question, the event it asks about, and its choices
/// (after an answer, the right one marked, and the one chosen), the score so far; at the
/// end the score and each question missed, at its event.
fn quiz_rows(quiz: &Quiz, lang: Lang, columns: usize) -> Vec<Line<'static>> {
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
            let mut rows = wrap_styled(&score(quiz), columns, 2, bold);
            rows.push(Line::raw(""));
            rows.extend(wrap_styled(
                lang.text(CliText::TuiQuizMissed),
                columns,
                2,
                bold,
            ));
            if quiz.misses().is_empty() {
                let none = format!("  {}", lang.text(CliText::TuiQuizNoMiss));
                rows.extend(wrap_styled(&none, columns, 4, Style::new()));
            }
            for miss in quiz.misses() {
                let event = thousands(miss.event);
                let (expected, given) = (miss.expected.words(lang), miss.given.words(lang));
                let words = lang.fill(
                    CliText::TuiQuizMiss,
                    &[
                        ("event", &event),
                        ("expected", &expected),
                        ("given", &given),
                    ],
                );
                rows.extend(wrap_styled(&words, columns, 2, Style::new()));
            }
            return rows;
        }
    };
    let question = quiz.question(i);
    let (n, of) = ((i + 1).to_string(), quiz.len().to_string());
    // The event asked about, by its number as the caption and the review give it: the
    // board stands on the one before it.
    let (open, close) = match lang.spaces_words() {
        true => (" (", ")"),
        false => ("（", "）"),
    };
    let heading = format!(
        "{}{open}#{}{close}",
        lang.fill(CliText::TuiQuizHeading, &[("n", &n), ("of", &of)]),
        thousands(question.event)
    );
    let mut rows = wrap_styled(&heading, columns, 2, bold);
    rows.extend(wrap_styled(&question.prompt.words(lang), columns, 2, bold));
    for k in 0..question.choices.len() {
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
        rows.extend(wrap_styled(&text, columns, 5, style));
    }
    rows.push(Line::raw(""));
    rows.extend(wrap_styled(&score(quiz), columns, 2, Style::new()));
    rows
}

/// The key to the board's colours, or without colour to its marks: each sample drawn
/// as the board draws it, never parted from its words.
fn key_rows(colour: bool, lang: Lang, columns: usize) -> Vec<Line<'static>> {
    if !colour {
        // Without colour a mark stands for a role, whatever the event: the caption says
        // whether the cell worked on is being tried, clashes or was placed.
        return [
            CliText::TuiKeyPlain1,
            CliText::TuiKeyPlain2,
            CliText::TuiKeyPlain3,
        ]
        .into_iter()
        .flat_map(|text| wrap(lang.text(text), columns, 4))
        .map(Line::raw)
        .collect();
    }
    let sample = |look: Look, current: bool, clashing: bool, shaded: bool, text: CliText| {
        let (sample, style) = look_span(look, current, clashing, shaded, colour);
        vec![
            Span::styled(sample, style),
            Span::raw(format!(" {}  ", lang.text(text))),
        ]
    };
    let bold = Style::new().add_modifier(Modifier::BOLD);
    let heading = || vec![Span::styled(lang.text(CliText::TuiKeyHeading), bold)];
    let indent = || vec![Span::raw("    ")];
    [
        vec![
            heading(),
            sample(Look::Given(5), false, false, false, CliText::TuiKeyGiven),
            sample(Look::Placed(5), false, false, false, CliText::TuiKeyPlaced),
            sample(Look::Tried(5), true, false, false, CliText::TuiKeyTrying),
        ],
        vec![
            indent(),
            sample(Look::Rejected(5), true, false, true, CliText::TuiKeyClashes),
            sample(Look::Given(5), false, true, true, CliText::TuiKeyHoldsIt),
            sample(Look::Blank, false, false, true, CliText::TuiKeyItsUnit),
        ],
        vec![
            indent(),
            sample(Look::Set(5), true, false, false, CliText::TuiKeyPlacedNow),
            sample(Look::Erased(5), true, false, false, CliText::TuiKeyErased),
        ],
    ]
    .into_iter()
    .flat_map(|groups| flow(groups, columns, 4))
    .collect()
}

fn help_overlay(frame: &mut Frame, area: Rect, lang: Lang) {
    let keys = [
        (lang.text(CliText::TuiKeyNext), CliText::TuiHelpNext),
        (lang.text(CliText::TuiKeyPrevious), CliText::TuiHelpPrevious),
        (lang.text(CliText::TuiKeySpace), CliText::TuiHelpPlay),
        ("+ / -", CliText::TuiHelpSpeed),
        ("c / C", CliText::TuiHelpConflict),
        ("b / B", CliText::TuiHelpBacktrack),
        ("n / N", CliText::TuiHelpLesson),
        ("g", CliText::TuiHelpGoTo),
        ("p", CliText::TuiHelpCandidates),
        ("k / K", CliText::TuiHelpCode),
        ("s", CliText::TuiHelpStack),
        ("t", CliText::TuiHelpTables),
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
    use crate::tui::app::Pane;
    use crate::tui::board::{LARGE, SMALL, SPACED};
    use crate::tui::timeline::leetcode_timeline;
    use sudotrace_core::events::event::{Event, EventKind};
    use sudotrace_core::numbers::thousands;
    use sudotrace_core::puzzle::grid::{Cell, Unit};
    use sudotrace_core::views::stack::{self, kind_words};
    use unicode_width::UnicodeWidthStr;

    fn press(app: &mut App, keys: &[KeyCode]) {
        for &code in keys {
            app.handle_key(KeyEvent::new(code, KeyModifiers::NONE));
        }
    }

    /// Go to event `n` as a user does, with the go-to prompt.
    fn go_to(app: &mut App, n: usize) {
        let mut keys = vec![KeyCode::Char('g')];
        keys.extend(n.to_string().chars().map(KeyCode::Char));
        keys.push(KeyCode::Enter);
        press(app, &keys);
        assert_eq!(app.timeline().position(), n);
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
        // The keys that answer: as many as the question has choices.
        let keys = |n: usize| format!("what does the search do next? 1-{n} answers");
        assert_eq!(
            app.message(),
            Some(keys(questions[0].choices.len()).as_str())
        );
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
        assert_eq!(
            app.message(),
            Some(keys(questions[1].choices.len()).as_str())
        );
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

    /// A stepper on the LeetCode 37 example's row-by-row search with tables, asking at
    /// `--ask-at conflict:box,backtrack:1`'s moments, events 26 and 67.
    /// Gives each question's right choice and its number of choices.
    fn asking_at_the_first_box_clash_and_backtrack(lang: Lang) -> (App, Vec<(u64, u64)>) {
        use crate::tui::quiz::Quiz;
        use sudotrace_core::trace::{Cursor, Header, TraceWriter};
        use sudotrace_learn::predict::{self, Ask};

        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("leetcode37.jsonl");
        let puzzle =
            sudotrace_core::puzzle::parse::parse_puzzle_text(sudotrace_core::LEETCODE_37).unwrap();
        let strategy = sudotrace_core::search::Strategy::TABLES;
        let mut writer =
            TraceWriter::create(&path, &Header::new(puzzle, strategy.name(), None)).unwrap();
        let run = sudotrace_core::search::Search::new(strategy).run(&puzzle, &mut writer);
        writer.finish(&(&run.end).into()).unwrap();
        let ask = Ask {
            questions: 0,
            pinned: vec![26, 67],
            ..Ask::default()
        };
        let questions = predict::questions(&mut Cursor::open(&path).unwrap(), &ask).unwrap();
        let rights = questions
            .iter()
            .map(|q| (q.right as u64, q.choices.len() as u64))
            .collect();
        let timeline = crate::tui::timeline::Timeline::load(&path).unwrap();
        let app = App::new(timeline, "leetcode37.jsonl".into(), false)
            .with_lang(lang)
            .with_quiz(Quiz::new(questions));
        (app, rights)
    }

    /// Each question names the event it asks about while the board stands on the one
    /// before it; the verdict on an answer, with its why, is shown whole at 80x24 (the
    /// footer takes the rows it needs under the board), at 120x40 and at 160x45.
    #[test]
    fn a_question_names_its_event_and_the_verdict_is_shown_whole() {
        for lang in [Lang::En, Lang::ZhCn] {
            let (mut app, rights) = asking_at_the_first_box_clash_and_backtrack(lang);
            let key = |i: u64| KeyCode::Char(char::from(b'1' + i as u8));
            let (first, second, on) = match lang {
                Lang::En => (
                    "question 1 of 2 (#26)",
                    "question 2 of 2 (#67)",
                    "(Enter: on)",
                ),
                Lang::ZhCn => (
                    "第 1 题，共 2 题（#26）",
                    "第 2 题，共 2 题（#67）",
                    "（回车继续）",
                ),
            };
            let asked = screen(&app, 80, 24);
            assert_eq!(app.timeline().position(), 25);
            assert!(asked.contains(first), "{asked}");
            // The keys that answer, as many as its choices (a backtrack has fewer).
            let keys = match lang {
                Lang::En => format!("1-{} answers", rights[0].1),
                Lang::ZhCn => format!("按 1-{} 作答", rights[0].1),
            };
            assert!(asked.contains(&keys), "{asked}");
            press(&mut app, &[key(rights[0].0)]);
            for (width, height) in [(80, 24), (120, 40), (160, 45)] {
                let text = screen(&app, width, height);
                assert!(
                    text.contains(on),
                    "the verdict whole at {width}x{height}:\n{text}"
                );
            }
            let answered_right = screen(&app, 80, 24);
            press(&mut app, &[KeyCode::Enter]);
            assert_eq!(app.timeline().position(), 66);
            assert!(screen(&app, 80, 24).contains(second));
            // The wrong answer, whose verdict is the longer.
            let (right, choices) = rights[1];
            press(&mut app, &[key((right + 1) % choices)]);
            let wrong = screen(&app, 80, 24);
            assert!(wrong.contains(on), "{wrong}");
            for line in wrong.lines() {
                assert!(UnicodeWidthStr::width(line) <= 80, "{line}");
            }
            match lang {
                Lang::En => {
                    insta::assert_snapshot!("quiz_right_80x24", answered_right);
                    insta::assert_snapshot!("quiz_wrong_80x24", wrong);
                }
                Lang::ZhCn => {
                    insta::assert_snapshot!("quiz_right_80x24_zh_cn", answered_right);
                    insta::assert_snapshot!("quiz_wrong_80x24_zh_cn", wrong);
                }
            }
            insta::assert_snapshot!(
                format!("quiz_wrong_120x40_{lang}")
                    .replace('-', "_")
                    .to_lowercase(),
                screen(&app, 120, 40)
            );
        }
    }

    /// No size of terminal makes the stepper panic, whatever it shows: the panes, the
    /// candidates, a question, a lesson's note, the help.
    #[test]
    fn every_size_is_drawn_without_a_panic() {
        let (timeline, _) = leetcode_timeline();
        let mut app = App::new(timeline, "leetcode37.jsonl".into(), true).with_candidates(true);
        let (mut quiz, _) = asking_at_the_first_box_clash_and_backtrack(Lang::ZhCn);
        press(&mut quiz, &[KeyCode::Char('2')]);
        let (mut lesson, _dir) = with_example_lesson(Lang::ZhCn);
        press(&mut lesson, &[KeyCode::Char('n'), KeyCode::Char('n')]);
        let states: [&[KeyCode]; 4] = [
            &[KeyCode::Char('b')],
            &[KeyCode::Char('k')],
            &[KeyCode::Char('s')],
            &[KeyCode::Char('?')],
        ];
        // A spread of sizes, and every size either side of where the layout changes:
        // the least size, a large board, a spaced one.
        let spread = (1..=220u16)
            .step_by(7)
            .flat_map(|width| (1..=70u16).step_by(4).map(move |height| (width, height)));
        let edges = [63, 64, 65, 88, 89, 90, 91, 126]
            .into_iter()
            .flat_map(|width| [17, 18, 19, 33, 34, 35, 39, 40, 41].map(|height| (width, height)));
        let sizes: Vec<(u16, u16)> = spread.chain(edges).chain([(20, 10)]).collect();
        for keys in states {
            press(&mut app, keys);
            // b goes on to the lesson's third moment, the first backtrack.
            press(&mut lesson, keys);
            for &(width, height) in &sizes {
                screen(&app, width, height);
                screen(&quiz, width, height);
                screen(&lesson, width, height);
            }
        }
    }

    /// A stepper on a LeetCode 37 trace of `solver` whose third event, `place 5` at r1c4,
    /// cannot happen (r1c1 holds 5), and the folder holding it.
    fn ending_on_an_impossible_place(solver: &str) -> (App, tempfile::TempDir) {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("bad.jsonl");
        let header = format!(
            r#"{{"sudotrace":1,"puzzle":"{}","solver":"{solver}"}}"#,
            sudotrace_core::LEETCODE_37
        );
        let lines = [
            header.as_str(),
            r#"{"ev":"try","r":1,"c":3,"d":1}"#,
            r#"{"ev":"place","r":1,"c":3,"d":1}"#,
            r#"{"ev":"place","r":1,"c":4,"d":5}"#,
        ];
        std::fs::write(&path, lines.join("\n") + "\n").unwrap();
        let timeline = crate::tui::timeline::Timeline::load(&path).unwrap();
        (App::new(timeline, "bad.jsonl".into(), false), dir)
    }

    #[test]
    fn a_trace_with_an_impossible_event_ends_on_it_drawn_and_says_so_at_once() {
        let (mut app, _dir) = ending_on_an_impossible_place("naive");
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

    /// On an event that cannot happen, the tables pane shows the board's tables with
    /// nothing looked up, as `show --json`, the page and the frames do; on the place
    /// before it, its try's lookups.
    #[test]
    fn the_tables_pane_lights_nothing_on_an_event_that_cannot_happen() {
        let (mut app, _dir) = ending_on_an_impossible_place("tables");
        press(&mut app, &[KeyCode::Right, KeyCode::Right]);
        assert!(crate::tui::panes::tables_view(&app).0.looked.is_some());
        press(&mut app, &[KeyCode::End]);
        assert!(app.timeline().refused().is_some());
        assert_eq!(crate::tui::panes::tables_view(&app).0.looked, None);
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

    /// At an elimination the board lights the cells of its pattern and strikes through the
    /// candidates it takes, whether candidates are shown or not, at every size; the panel
    /// says what it takes and counts the eliminations by rule. The event before shows none
    /// of it.
    #[test]
    fn an_elimination_lights_its_pattern_and_strikes_what_it_takes() {
        use sudotrace_core::trace::{Header, TraceWriter};
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("t.jsonl");
        let named = sudotrace_core::puzzle::named::find("easter-monster").unwrap();
        let puzzle = sudotrace_core::puzzle::parse::parse_puzzle_text(named.puzzle).unwrap();
        let strategy = sudotrace_core::search::Strategy::from_name("mrv+locked+tables").unwrap();
        let mut writer =
            TraceWriter::create(&path, &Header::new(puzzle, strategy.name(), None)).unwrap();
        let run = sudotrace_core::search::Search::new(strategy).run(&puzzle, &mut writer);
        writer.finish(&(&run.end).into()).unwrap();
        let timeline = crate::tui::timeline::Timeline::load(&path).unwrap();
        let mut app = App::new(timeline, "t.jsonl".into(), true);
        // Event 28: 3 in box 3 lies only in column 8 (r1c8, r3c8), so r5c8 and r9c8 lose it.
        go_to(&mut app, 28);
        assert!(matches!(
            app.timeline().current(),
            Some(Event::Eliminate { .. })
        ));
        let (width, height) = (160, 45);
        let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
        let text = screen(&app, width, height);
        assert!(
            text.contains("#28  pointing: 3 in box 3 lies only in column 8"),
            "{text}"
        );
        assert!(text.contains("takes: r5c8 loses 3, r9c8 loses 3"), "{text}");
        assert!(squeezed(&text).contains("pointing1claiming0"), "{text}");
        assert!(squeezed(&text).contains("restored0"), "{text}");
        // Where each cell's 3 stands in its grid of candidates (top right), and its middle.
        let styled = |app: &App, terminal: &mut Terminal<TestBackend>| {
            terminal.draw(|frame| draw(app, frame)).unwrap();
            terminal.backend().buffer().clone()
        };
        let buffer = styled(&app, &mut terminal);
        let size = CellSize::fitting(Rect::new(0, 0, width, height - 2));
        assert_eq!(size, SPACED);
        // The board's row y of cell rRcC's top line, and column x of its third character.
        let place = |r: u16, c: u16| (4 + (c - 1) * 5 + (c - 1) / 3 + 3, 3 + (r - 1) * 4);
        for (r, c) in [(5, 8), (9, 8)] {
            let (x, y) = place(r, c);
            let cell = &buffer[(x, y)];
            assert_eq!(cell.symbol(), "3", "r{r}c{c}");
            assert!(cell.modifier.contains(Modifier::CROSSED_OUT), "r{r}c{c}");
        }
        for (r, c) in [(1, 8), (3, 8)] {
            let (x, y) = place(r, c);
            assert_eq!(
                buffer[(x - 1, y + 1)].bg,
                ratatui::style::Color::Yellow,
                "r{r}c{c} lit"
            );
        }
        let struck_anywhere = |buffer: &ratatui::buffer::Buffer| {
            (0..size.board_width())
                .flat_map(|x| (0..height).map(move |y| (x, y)))
                .any(|(x, y)| buffer[(x, y)].modifier.contains(Modifier::CROSSED_OUT))
        };
        // The event before: a digit forced, nothing struck, no words of an elimination.
        press(&mut app, &[KeyCode::Left]);
        let before = styled(&app, &mut terminal);
        assert!(!struck_anywhere(&before));
        assert!(!screen(&app, width, height).contains("takes:"));
        // On a small board, a blank that loses 3 says so: -3.
        press(&mut app, &[KeyCode::Right]);
        let small = screen(&app, 80, 24);
        let cell = |r: usize, c: usize| -> String {
            let line = small.lines().nth(2 + r + (r - 1) / 3).unwrap();
            line.chars()
                .skip(4 + (c - 1) * 3 + (c - 1) / 3)
                .take(3)
                .collect()
        };
        assert_eq!(cell(5, 8), "-3 ", "{small}");
        assert_eq!(cell(9, 8), "-3 ", "{small}");
        assert_eq!(cell(5, 7), ".3 ", "{small}");
    }

    /// The first rows of the side panel drawn lit (bold and reversed) at
    /// `width`x`height`, one after the other: a row is the panel's when nothing left of
    /// the panel is lit on it (the footer's keys are).
    fn lit_rows(app: &App, width: u16, height: u16) -> Vec<String> {
        let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
        terminal.draw(|frame| draw(app, frame)).unwrap();
        let buffer = terminal.backend().buffer();
        let size = CellSize::fitting(Rect::new(0, 0, width, height - 2));
        let panel = size.board_width() + 1;
        let lit = |x: u16, y: u16| {
            let modifier = buffer[(x, y)].modifier;
            modifier.contains(Modifier::BOLD | Modifier::REVERSED)
        };
        let row = |y: u16| -> String {
            (panel..width)
                .filter(|&x| lit(x, y))
                .map(|x| buffer[(x, y)].symbol())
                .collect()
        };
        (1..height)
            .filter(|&y| !(0..panel).any(|x| lit(x, y)))
            .map(row)
            .skip_while(String::is_empty)
            .take_while(|row| !row.is_empty())
            .collect()
    }

    /// `text` without its spaces: a line wrapped over rows reads the same.
    fn squeezed(text: &str) -> String {
        text.split_whitespace().collect()
    }

    /// At every size, in each language, with the stack open or not, the line that made
    /// the event is lit, whole (every row it is wrapped over lit, none cut), its number
    /// before it, and the pane says which line made the event.
    /// (Where only one pane fits and the stack was opened last, the code keeps only its
    /// title: see the next test.)
    #[test]
    fn the_code_pane_lights_the_whole_line_that_made_each_event_in_each_language() {
        use sudotrace_core::search::listing::Language;
        let (timeline, events) = leetcode_timeline();
        let mut app = App::new(timeline, "leetcode37.jsonl".into(), false);
        press(&mut app, &[KeyCode::Char('k')]);
        let first_backtrack = events
            .iter()
            .position(|e| e.kind() == EventKind::Backtrack)
            .unwrap()
            + 1;
        // A try, a conflict, a place and a backtrack.
        for at in [1, 4, 2, first_backtrack] {
            press(&mut app, &[KeyCode::Home]);
            press(&mut app, &vec![KeyCode::Right; at]);
            let event = events[at - 1];
            for language in Language::ALL {
                let listing = app.listing().expect("a strategy's listing");
                assert_eq!(listing.language(), language);
                let line = listing.line_of(&event);
                let code = listing.lines().nth(line - 1).unwrap().to_string();
                for with_stack in [false, true] {
                    if with_stack {
                        // The stack open, the code opened after it: the code keeps the
                        // room where both do not fit.
                        press(&mut app, &[KeyCode::Char('s'), KeyCode::Char('k')]);
                        press(&mut app, &[KeyCode::Char('k')]);
                    }
                    for (width, height) in [(64, 18), (80, 24), (120, 40), (160, 45)] {
                        let text = screen(&app, width, height);
                        let kind = kind_words(event.kind(), Lang::En);
                        let made = format!("line {line} made this {kind} event");
                        // At the least size the lit line may take all the pane's rows.
                        if width > MIN_WIDTH {
                            assert!(text.contains(&made), "{made}:\n{text}");
                            assert!(text.contains(language.words(Lang::En)), "{text}");
                        }
                        assert!(!text.contains('…'), "a line is cut:\n{text}");
                        // At the least size only the code fits.
                        let stack_shown = with_stack && width > MIN_WIDTH;
                        assert_eq!(text.contains("stack, newest on top"), stack_shown, "{text}");
                        let lit = lit_rows(&app, width, height);
                        assert!(
                            lit[0].trim_start().starts_with(&format!("{line} ")),
                            "line {line} is lit at {width}x{height}: {lit:?}\n{text}"
                        );
                        assert_eq!(
                            squeezed(&lit.concat()),
                            format!("{line}{}", squeezed(&code)),
                            "line {line} is lit whole at {width}x{height}:\n{text}"
                        );
                    }
                    if with_stack {
                        press(&mut app, &[KeyCode::Char('s')]);
                    }
                }
                press(&mut app, &[KeyCode::Char('K')]);
            }
        }
        // k again: back to the recent events.
        press(&mut app, &[KeyCode::Char('k')]);
        assert!(screen(&app, 80, 24).contains("recent events"));
    }

    /// Code and stack together where both fit, the code over the stack; at 80x24 the one
    /// opened last takes the room and the other keeps its title; each key closes its own.
    #[test]
    fn code_and_stack_show_together_where_both_fit() {
        let (timeline, _) = leetcode_timeline();
        let mut app = App::new(timeline, "leetcode37.jsonl".into(), false);
        press(
            &mut app,
            &[KeyCode::Char('b'), KeyCode::Char('k'), KeyCode::Char('s')],
        );
        let stack = "r1c3 = 1, placed after tries; 2 3 4 5 6 7 8 9 left";
        let code = "line 50 made this backtrack event";
        for (width, height) in [(120, 40), (160, 45)] {
            let text = screen(&app, width, height);
            let (made, calls) = (text.find(code), text.find(stack));
            assert!(
                made.is_some() && calls.is_some(),
                "both at {width}x{height}:\n{text}"
            );
            assert!(made < calls, "the code over the stack:\n{text}");
        }
        insta::assert_snapshot!("code_and_stack_120x40", screen(&app, 120, 40));
        insta::assert_snapshot!("code_and_stack_160x45", screen(&app, 160, 45));
        // At 80x24 the stack, opened last, shows whole, and the code in the rows left.
        let small = screen(&app, 80, 24);
        assert!(squeezed(&small).contains(&squeezed(stack)), "{small}");
        assert!(small.contains("code: Pseudocode"), "{small}");
        insta::assert_snapshot!("code_and_stack_80x24", small);
        // s closes the stack: the code has the room, and shows more lines.
        press(&mut app, &[KeyCode::Char('s')]);
        let code_only = screen(&app, 80, 24);
        assert!(
            code_only.contains(code) && !code_only.contains("stack,"),
            "{code_only}"
        );
        // s opens the stack again, k closes the code: the stack alone.
        press(&mut app, &[KeyCode::Char('s'), KeyCode::Char('k')]);
        let stack_only = screen(&app, 80, 24);
        assert!(
            !stack_only.contains("code:") && stack_only.contains("stack,"),
            "{stack_only}"
        );
        // K opens the code in its next language, first: at 80x24 it takes the room, the
        // stack keeps its title under it.
        press(&mut app, &[KeyCode::Char('K')]);
        let text = screen(&app, 80, 24);
        assert!(text.contains("code: JavaScript"), "{text}");
        assert!(text.contains("made this backtrack event"), "{text}");
        assert!(
            text.contains("stack, newest on top: 4 calls deep"),
            "{text}"
        );
        assert!(!squeezed(&text).contains(&squeezed(stack)), "{text}");
    }

    /// The tables pane at event 26 (r1c7 tries 6, which box 3 holds), alone and with the
    /// code and the stack, in English and Chinese: the tables whole, and under them what
    /// the try looked up; `t` closes it.
    #[test]
    fn the_tables_pane_shows_the_lookups_of_a_try() {
        for lang in [Lang::En, Lang::ZhCn] {
            let (timeline, _) = leetcode_timeline();
            let mut app = App::new(timeline, "leetcode37.jsonl".into(), false).with_lang(lang);
            go_to(&mut app, 26);
            press(&mut app, &[KeyCode::Char('t')]);
            assert_eq!(app.panes(), [Pane::Tables]);
            let (looked, said) = match lang {
                Lang::En => ("r1c7 = 6, looked up:", "row 1 no  col 7 no  box 3 has it"),
                _ => ("r1c7 = 6，查表：", "行 1 没有  列 7 没有  宫 3 已有"),
            };
            let suffix = match lang {
                Lang::En => "",
                _ => "_zh_cn",
            };
            for (width, height) in [(80, 24), (120, 40)] {
                let text = screen(&app, width, height);
                for line in text.lines() {
                    assert!(UnicodeWidthStr::width(line) <= width as usize, "{line}");
                }
                assert!(text.contains(looked), "{width}x{height}:\n{text}");
                assert!(text.contains(said), "{width}x{height}:\n{text}");
                insta::assert_snapshot!(format!("tables_{width}x{height}{suffix}"), text);
            }
            // With the stack, both at 120x40, the stack over the tables; at 80x24 the
            // stack, opened last, takes the room and the tables keep their title.
            let title = lang.text(sudotrace_style::lang::DrawText::SideTablesTitle);
            press(&mut app, &[KeyCode::Char('s')]);
            let text = screen(&app, 120, 40);
            assert!(text.contains(looked), "{text}");
            let text = screen(&app, 80, 24);
            assert!(!text.contains(looked) && text.contains(title), "{text}");
            // With the code too, opened last, the code takes the room at 120x40.
            press(&mut app, &[KeyCode::Char('k')]);
            let text = screen(&app, 120, 40);
            assert!(!text.contains(looked) && text.contains(title), "{text}");
            press(&mut app, &[KeyCode::Char('t')]);
            assert_eq!(app.panes(), [Pane::Code, Pane::Stack]);
            // t again: the tables, opened last, take the room.
            press(&mut app, &[KeyCode::Char('t')]);
            assert!(screen(&app, 80, 24).contains(looked));
        }
    }

    /// The entries the tables pane lights at event 26 are exactly row 1's, column 7's and
    /// box 3's at digit 6, and only box 3's is a clash (it holds the 6).
    #[test]
    fn the_tables_pane_lights_exactly_the_entries_looked_up() {
        let (timeline, _) = leetcode_timeline();
        let mut app = App::new(timeline, "leetcode37.jsonl".into(), false);
        go_to(&mut app, 26);
        let rows = crate::tui::panes::tables_rows(&app, 60, usize::MAX);
        // The title, the heading, then a line a unit; each table its label, a space, the
        // nine digits and two spaces.
        let mut lit = Vec::new();
        for (index, row) in rows[2..11].iter().enumerate() {
            let mut at = 0;
            for span in &row.spans {
                if span.style.add_modifier.contains(Modifier::REVERSED) {
                    let (table, offset) = (at / 15, at % 15);
                    let held = span.style.add_modifier.contains(Modifier::UNDERLINED);
                    lit.push((
                        Unit::ALL[table],
                        index + 1,
                        offset - 3,
                        span.content.to_string(),
                        held,
                    ));
                }
                at += UnicodeWidthStr::width(span.content.as_ref());
            }
        }
        lit.sort_by_key(|&(unit, ..)| unit as usize);
        assert_eq!(
            lit,
            [
                (Unit::Row, 1, 6, ".".to_string(), false),
                (Unit::Col, 7, 6, ".".to_string(), false),
                (Unit::Box, 3, 6, "6".to_string(), true),
            ]
        );
    }

    #[test]
    fn in_chinese_code_and_stack_fit_at_every_size() {
        let (timeline, _) = leetcode_timeline();
        let mut app = App::new(timeline, "leetcode37.jsonl".into(), false).with_lang(Lang::ZhCn);
        press(
            &mut app,
            &[KeyCode::Char('b'), KeyCode::Char('k'), KeyCode::Char('s')],
        );
        for (width, height, name) in [
            (80, 24, "code_and_stack_80x24_zh_cn"),
            (120, 40, "code_and_stack_120x40_zh_cn"),
            (160, 45, "code_and_stack_160x45_zh_cn"),
        ] {
            let text = screen(&app, width, height);
            for line in text.lines() {
                assert!(UnicodeWidthStr::width(line) <= width as usize, "{line}");
            }
            assert!(text.contains("这个回溯事件由第 50 行产生"), "{text}");
            assert!(text.contains("调用栈，最新的在上：共 4 层"), "{text}");
            insta::assert_snapshot!(name, text);
        }
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

    /// Each blank's candidates, worked out from the board as a reader would: the digits
    /// its row, column and box do not hold.
    fn candidates_on(board: &str, cell: Cell) -> Vec<u8> {
        // A blank, `.`, is no digit.
        let digit = |row: usize, col: usize| board.as_bytes()[row * 9 + col].saturating_sub(b'0');
        let (row, col) = (cell.index() / 9, cell.index() % 9);
        (1..=9)
            .filter(|&d| {
                (0..9).all(|k| digit(row, k) != d && digit(k, col) != d)
                    && (0..9).all(|k| digit(row / 3 * 3 + k / 3, col / 3 * 3 + k % 3) != d)
            })
            .collect()
    }

    /// Where a cell is drawn on the screen at `size`: the rows of its lines, its first
    /// column and its width.
    fn cell_place(size: CellSize, cell: Cell) -> (Vec<usize>, usize, usize) {
        let (row, col) = (cell.index() / 9, cell.index() % 9);
        let (height, width, spaced) = match size {
            s if s == SMALL => (1, 3, false),
            s if s == LARGE => (3, 5, false),
            _ => (3, 5, true),
        };
        // The title, the column numbers and the top rule; a rule between bands of boxes,
        // and on a spaced board a blank line between the rows of a box.
        let gaps = if spaced { row - row / 3 } else { 0 };
        let top = 3 + row * height + row / 3 + gaps;
        (
            (top..top + height).collect(),
            4 + col * width + col / 3,
            width,
        )
    }

    /// With candidates on, every blank (but the cell worked on) shows its candidates at
    /// every size, each cell apart from its neighbours: a 3x3 grid of its own on a large
    /// board (a dot for a digit that is no candidate, a space on either side, on a spaced
    /// board a blank line between the rows of a box), their count on a small one, a
    /// space after it.
    #[test]
    fn candidates_are_pencilled_in_apart_at_every_size_and_listed_for_the_current_blank() {
        let (timeline, events) = leetcode_timeline();
        let mut app = App::new(timeline, "leetcode37.jsonl".into(), false).with_candidates(true);
        let first_backtrack = events
            .iter()
            .position(|e| e.kind() == EventKind::Backtrack)
            .unwrap()
            + 1;
        // A try deep in the search: no unit shaded, whose blanks show `:` without colour.
        let deep = (5000..)
            .find(|&n| events[n - 1].kind() == EventKind::Try)
            .unwrap();
        // Event 5 tries 2 at r1c4, whose candidates are 2 and 6.
        press(&mut app, &[KeyCode::Right; 5]);
        assert!(screen(&app, 80, 24).contains("candidates of r1c4: 2 6"));
        for at in [5, first_backtrack, deep] {
            go_to(&mut app, at);
            let board = app.timeline().replay().board().to_line();
            let current = events[at - 1].cell();
            let sizes = [
                (80, 24, SMALL),
                (100, 36, LARGE),
                (120, 40, SPACED),
                (160, 45, SPACED),
            ];
            for (width, height, size) in sizes {
                let text = screen(&app, width, height);
                let lines: Vec<Vec<char>> = text.lines().map(|l| l.chars().collect()).collect();
                for cell in (0..81).filter_map(Cell::from_index) {
                    if board.as_bytes()[cell.index()] != b'.' || cell == current {
                        continue;
                    }
                    let candidates = candidates_on(&board, cell);
                    let (rows, x, cell_width) = cell_place(size, cell);
                    for (sub, &y) in rows.iter().enumerate() {
                        let drawn: String = lines[y][x..x + cell_width].iter().collect();
                        let expected = match size == SMALL {
                            true if candidates.is_empty() => " . ".to_string(),
                            true => format!(".{} ", candidates.len()),
                            false if candidates.is_empty() => match sub {
                                1 => "  .  ".to_string(),
                                _ => "     ".to_string(),
                            },
                            false => {
                                let grid: String = (1..=3)
                                    .map(|k| sub as u8 * 3 + k)
                                    .map(|d| match candidates.contains(&d) {
                                        true => char::from(b'0' + d),
                                        false => '.',
                                    })
                                    .collect();
                                format!(" {grid} ")
                            }
                        };
                        assert_eq!(
                            drawn, expected,
                            "{cell} at event {at}, {width}x{height}, line {sub}:\n{text}"
                        );
                    }
                    if size == SPACED && cell.index() / 9 % 3 != 2 {
                        // The blank line under the cell, between it and the next row.
                        let y = rows[2] + 1;
                        let gap: String = lines[y][x..x + 5].iter().collect();
                        assert_eq!(gap, "     ", "under {cell}:\n{text}");
                    }
                }
            }
        }
        go_to(&mut app, 5);
        let large = screen(&app, 160, 45);
        insta::assert_snapshot!("candidates_160x45", large);
        insta::assert_snapshot!("candidates_120x40", screen(&app, 120, 40));
        insta::assert_snapshot!("candidates_80x24", screen(&app, 80, 24));
        press(&mut app, &[KeyCode::Char('p')]);
        let off = screen(&app, 160, 45);
        assert!(
            !off.contains(" .2. ") && !off.contains("candidates of"),
            "{off}"
        );
        let off = screen(&app, 80, 24);
        assert!(
            !off.contains(".2 ") && !off.contains("candidates of"),
            "{off}"
        );
    }

    #[test]
    fn in_chinese_candidates_fit_at_every_size() {
        let (timeline, _) = leetcode_timeline();
        let mut app = App::new(timeline, "leetcode37.jsonl".into(), false)
            .with_candidates(true)
            .with_lang(Lang::ZhCn);
        press(&mut app, &[KeyCode::Char('b')]);
        for (width, height, name) in [
            (80, 24, "candidates_80x24_zh_cn"),
            (120, 40, "candidates_120x40_zh_cn"),
            (160, 45, "candidates_160x45_zh_cn"),
        ] {
            let text = screen(&app, width, height);
            for line in text.lines() {
                assert!(UnicodeWidthStr::width(line) <= width as usize, "{line}");
            }
            assert!(text.contains("r1c8 的候选数"), "{text}");
            insta::assert_snapshot!(name, text);
        }
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

    /// The events of the example lesson's five moments (docs/lessons/leetcode37.toml) in
    /// the row-by-row search with tables: a row clash, the first box clash, the first
    /// backtrack, the hundredth backtrack and the centre's placement.
    const MOMENTS: [u64; 5] = [4, 26, 67, 1_984, 10_665];

    /// The LeetCode 37 example searched row by row with tables, its trace written into
    /// `dir`.
    fn tables_trace(dir: &std::path::Path) -> std::path::PathBuf {
        use sudotrace_core::trace::{Header, TraceWriter};
        let path = dir.join("leetcode37.jsonl");
        let puzzle =
            sudotrace_core::puzzle::parse::parse_puzzle_text(sudotrace_core::LEETCODE_37).unwrap();
        let strategy = sudotrace_core::search::Strategy::TABLES;
        let mut writer =
            TraceWriter::create(&path, &Header::new(puzzle, strategy.name(), None)).unwrap();
        let run = sudotrace_core::search::Search::new(strategy).run(&puzzle, &mut writer);
        writer.finish(&(&run.end).into()).unwrap();
        path
    }

    /// The example lesson in docs/lessons, in `lang`, found in the trace at `trace`.
    fn example_tour(trace: &std::path::Path, lang: Lang) -> sudotrace_app::lesson::Tour {
        let file = match lang {
            Lang::ZhCn => "leetcode37.zh-CN.toml",
            _ => "leetcode37.toml",
        };
        let lesson = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("docs/lessons")
            .join(file);
        sudotrace_app::lesson::Tour::of(Some(&lesson), trace, || {
            sudotrace_core::trace::Cursor::open(trace)
                .map(|cursor| cursor.lenient())
                .map_err(|e| sudotrace_app::trace_error(trace, e))
        })
        .unwrap()
    }

    /// A stepper in `lang` on the LeetCode 37 example's row-by-row search with tables,
    /// going through the example lesson in `lang`; the folder holds its trace.
    fn with_example_lesson(lang: Lang) -> (App, tempfile::TempDir) {
        let dir = tempfile::tempdir().unwrap();
        let trace = tables_trace(dir.path());
        let tour = example_tour(&trace, lang);
        let timeline = crate::tui::timeline::Timeline::load(&trace).unwrap();
        let app = App::new(timeline, "leetcode37.jsonl".into(), false)
            .with_lang(lang)
            .with_lesson(tour);
        (app, dir)
    }

    /// The screen at `width`x`height` shows the note of the moment the board stands at
    /// whole: its heading, and every row the panel wraps it into.
    fn assert_note_whole(app: &App, heading: &str, width: u16, height: u16) {
        let (_, stop) = app.moment_here().expect("the board stands at a moment");
        let area = Rect::new(0, 0, width, height);
        let size = CellSize::fitting(Rect {
            height: height - 2,
            ..area
        });
        let columns = Regions::of(app, area, size).panel.width as usize;
        let text = screen(app, width, height);
        assert!(
            text.contains(heading),
            "{heading} at {width}x{height}:\n{text}"
        );
        for row in wrap(&escaped(&stop.note), columns, 0) {
            assert!(
                text.contains(&row),
                "{row:?} of the note at {width}x{height}:\n{text}"
            );
        }
        for line in text.lines() {
            assert!(UnicodeWidthStr::width(line) <= width as usize, "{line}");
        }
    }

    /// Playing stops at each of the lesson's moments, never past one, and shows its note
    /// whole under its heading; space plays on to the next; after the last, to the end.
    #[test]
    fn playing_stops_at_each_moment_of_a_lesson_with_its_note() {
        let (mut app, _dir) = with_example_lesson(Lang::En);
        let events: Vec<u64> = app.lesson().iter().map(|stop| stop.event).collect();
        assert_eq!(events, MOMENTS);
        assert!(
            screen(&app, 80, 24).contains("lesson: LeetCode 37: how backtracking turns back;"),
            "the opening says what it plays"
        );
        // At the fastest speed a minute would play the whole search many times over.
        press(&mut app, &[KeyCode::Char('+'); 12]);
        for (i, &at) in MOMENTS.iter().enumerate() {
            press(&mut app, &[KeyCode::Char(' ')]);
            assert!(app.is_playing());
            app.tick(std::time::Duration::from_secs(60));
            assert_eq!(app.timeline().position() as u64, at, "moment {}", i + 1);
            assert!(!app.is_playing(), "paused at {at}");
            let heading = format!("lesson {} of 5", i + 1);
            for (width, height) in [(80, 24), (120, 40), (160, 45)] {
                assert_note_whole(&app, &heading, width, height);
            }
        }
        press(&mut app, &[KeyCode::Char(' ')]);
        app.tick(std::time::Duration::from_secs(60));
        assert_eq!(app.timeline().position(), app.timeline().len());
        assert!(app.moment_here().is_none());
        assert!(!screen(&app, 80, 24).contains("lesson "));
    }

    /// n and N go to the lesson's next and previous moment, pausing there, and say when
    /// there is none; the note shows however the board got to a moment, and only there.
    #[test]
    fn n_and_shift_n_go_from_moment_to_moment() {
        let (mut app, _dir) = with_example_lesson(Lang::En);
        let at = |app: &App| app.timeline().position() as u64;
        for &moment in &MOMENTS {
            press(&mut app, &[KeyCode::Char('n')]);
            assert_eq!(at(&app), moment);
        }
        press(&mut app, &[KeyCode::Char('n')]);
        assert_eq!(at(&app), 10_665);
        assert_eq!(app.message(), Some("no later moment of the lesson"));
        press(&mut app, &[KeyCode::Char('N'), KeyCode::Char('N')]);
        assert_eq!(at(&app), 67);
        assert_note_whole(&app, "lesson 3 of 5", 80, 24);
        // Between two moments, N goes back to the one before and n on to the one after.
        go_to(&mut app, 30);
        assert!(app.moment_here().is_none());
        assert!(!screen(&app, 80, 24).contains("lesson "));
        press(&mut app, &[KeyCode::Char('N')]);
        assert_eq!(at(&app), 26);
        press(&mut app, &[KeyCode::Char('N'), KeyCode::Char('N')]);
        assert_eq!(at(&app), 4);
        assert_eq!(app.message(), Some("no earlier moment of the lesson"));
        // Playing, n stands at the moment.
        press(&mut app, &[KeyCode::Char(' '), KeyCode::Char('n')]);
        assert!(!app.is_playing());
        assert_eq!(at(&app), 26);
        // However the board gets to a moment: stepping, the go-to prompt, a conflict.
        press(&mut app, &[KeyCode::Home, KeyCode::Right, KeyCode::Right]);
        press(&mut app, &[KeyCode::Right, KeyCode::Right]);
        assert_note_whole(&app, "lesson 1 of 5", 80, 24);
        press(&mut app, &[KeyCode::Right]);
        assert!(app.moment_here().is_none());
        press(&mut app, &[KeyCode::Home, KeyCode::Char('c')]);
        assert_eq!(at(&app), 4, "the first conflict is the first moment");
        assert_note_whole(&app, "lesson 1 of 5", 120, 40);
        go_to(&mut app, 1_984);
        assert_note_whole(&app, "lesson 4 of 5", 80, 24);
        // The keys are in the help, and in the footer where they take no row more.
        press(&mut app, &[KeyCode::Char('?')]);
        assert!(screen(&app, 80, 24).contains("next / previous lesson moment"));
        press(&mut app, &[KeyCode::Esc]);
        assert!(screen(&app, 120, 40).contains("n/N lesson"));
        // Without a lesson, n says how to give one.
        let (timeline, _) = leetcode_timeline();
        let mut plain = App::new(timeline, "t".into(), false);
        press(&mut plain, &[KeyCode::Char('n')]);
        assert_eq!(plain.timeline().position(), 0);
        assert!(plain.message().unwrap().contains("--lesson FILE"));
        assert!(!screen(&plain, 120, 40).contains("n/N"));
    }

    /// The example lesson's second moment, the first box clash, in English and in
    /// Chinese, at 80x24 and at 120x40.
    #[test]
    fn a_moment_of_a_lesson_with_its_note_at_80x24_and_120x40() {
        for lang in [Lang::En, Lang::ZhCn] {
            let (mut app, _dir) = with_example_lesson(lang);
            press(&mut app, &[KeyCode::Char('n'), KeyCode::Char('n')]);
            assert_eq!(app.timeline().position(), 26);
            let heading = match lang {
                Lang::ZhCn => "课程：第 2 处，共 5 处",
                _ => "lesson 2 of 5",
            };
            for (width, height) in [(80, 24), (120, 40)] {
                assert_note_whole(&app, heading, width, height);
                let name = format!("lesson_{width}x{height}_{lang}")
                    .replace('-', "_")
                    .to_lowercase();
                insta::assert_snapshot!(name, screen(&app, width, height));
            }
        }
    }

    /// A note of the longest, in English or in Chinese, is shown whole at 80x24 and
    /// larger: the counts give way to it, and the caption too where it must; so it is
    /// under --predict, beside an answer's verdict.
    #[test]
    fn the_longest_note_is_shown_whole() {
        use crate::tui::quiz::Quiz;
        use sudotrace_app::lesson::{MAX_NOTE_CHARS, Stop, Tour};
        use sudotrace_core::trace::Cursor;
        use sudotrace_learn::predict::{self, Ask};

        let english = "the search tries each digit in turn and goes back when none is left "
            .repeat(7)
            .chars()
            .take(MAX_NOTE_CHARS)
            .collect::<String>()
            .trim()
            .to_string();
        let chinese = "搜索依次尝试每个数字，无数可填时就退回。"
            .repeat(20)
            .chars()
            .take(MAX_NOTE_CHARS)
            .collect::<String>();
        let dir = tempfile::tempdir().unwrap();
        let trace = tables_trace(dir.path());
        for (note, lang) in [(english, Lang::En), (chinese, Lang::ZhCn)] {
            let tour = Tour {
                title: None,
                stops: vec![Stop {
                    event: 26,
                    note,
                    ask: true,
                }],
            };
            let heading = match lang {
                Lang::ZhCn => "课程：第 1 处，共 1 处",
                _ => "lesson 1 of 1",
            };
            let timeline = crate::tui::timeline::Timeline::load(&trace).unwrap();
            let mut app = App::new(timeline, "leetcode37.jsonl".into(), true)
                .with_lang(lang)
                .with_lesson(tour.clone());
            press(&mut app, &[KeyCode::Char('n')]);
            for (width, height) in [(80, 24), (100, 30), (120, 40), (160, 45)] {
                assert_note_whole(&app, heading, width, height);
            }
            // Asked at the moment: once answered, the note beside the verdict.
            let ask = Ask {
                questions: 0,
                pinned: vec![26],
                ..Ask::default()
            };
            let questions = predict::questions(&mut Cursor::open(&trace).unwrap(), &ask).unwrap();
            let right = questions[0].right;
            let timeline = crate::tui::timeline::Timeline::load(&trace).unwrap();
            let mut app = App::new(timeline, "leetcode37.jsonl".into(), true)
                .with_lang(lang)
                .with_lesson(tour)
                .with_quiz(Quiz::new(questions));
            assert_eq!(app.timeline().position(), 25);
            assert!(app.moment_here().is_none());
            press(&mut app, &[KeyCode::Char(char::from(b'1' + right as u8))]);
            assert_eq!(app.timeline().position(), 26);
            for (width, height) in [(80, 24), (120, 40), (160, 45)] {
                assert_note_whole(&app, heading, width, height);
            }
        }
    }

    /// A note is text from a stranger's file: what could hide in it or turn the text
    /// around is shown escaped, as every word read from a file is; the title too.
    #[test]
    fn a_note_is_shown_escaped() {
        use sudotrace_app::lesson::{Stop, Tour};
        let (timeline, _) = leetcode_timeline();
        let tour = Tour {
            title: Some("a\u{202e}title".into()),
            stops: vec![Stop {
                event: 3,
                note: "right\u{202e}left and\u{200b}hidden".into(),
                ask: false,
            }],
        };
        let mut app = App::new(timeline, "t".into(), false).with_lesson(tour);
        let opening = screen(&app, 120, 40);
        assert!(opening.contains(r"lesson: a\u{202e}title;"), "{opening}");
        press(&mut app, &[KeyCode::Char('n')]);
        let text = screen(&app, 120, 40);
        assert!(
            text.contains(r"right\u{202e}left and\u{200b}hidden"),
            "{text}"
        );
        assert!(!text.contains('\u{202e}') && !text.contains('\u{200b}'));
    }
}

//! The stepper's board: each cell's look as in the GIFs (the current cell, the clashing
//! unit and cell), in colour or, without it, in the marks of `show`; its size chosen
//! by the terminal's; and the blanks' candidates, pencilled in so that cells stay apart
//! at every size: a 3x3 grid of each cell's own on a large board, their count on a small
//! one. At an elimination the cells of its pattern are lit and the candidates it takes
//! struck through (on a small board, `-5`: the digits a cell loses).

use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};

use sudotrace_core::puzzle::grid::Cell;
use sudotrace_core::views::view::{Look, View};

/// The background of the clashing unit's cells: a light grey that black digits read on,
/// whatever the terminal's own colours.
const UNIT_BACKGROUND: Color = Color::Indexed(250);

/// The panel's least width beside a large board.
const PANEL_WIDTH: u16 = 36;

/// The size of a cell on the board: 3 characters by 1 line; 5 by 3 on a large terminal
/// (a projector); and there, on a tall one, a blank line between the rows of a box, so
/// that the cells' pencil marks stand apart up and down as across.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CellSize {
    width: usize,
    height: usize,
    spaced: bool,
}

pub const SMALL: CellSize = CellSize {
    width: 3,
    height: 1,
    spaced: false,
};
pub const LARGE: CellSize = CellSize {
    width: 5,
    height: 3,
    spaced: false,
};
pub const SPACED: CellSize = CellSize {
    width: 5,
    height: 3,
    spaced: true,
};

impl CellSize {
    /// The largest size whose board fits in `main` beside the panel.
    pub fn fitting(main: Rect) -> CellSize {
        [SPACED, LARGE]
            .into_iter()
            .find(|size| {
                main.width >= size.board_width() + PANEL_WIDTH && main.height >= size.board_height()
            })
            .unwrap_or(SMALL)
    }

    pub fn board_width(self) -> u16 {
        (4 + 9 * self.width + 4) as u16
    }

    pub fn board_height(self) -> u16 {
        let gaps = if self.spaced { 6 } else { 0 };
        (1 + 9 * self.height + 4 + gaps) as u16
    }
}

/// The board at `size`, with the blanks' candidates when the view has them.
pub fn board_lines(view: &View, size: CellSize, colour: bool) -> Vec<Line<'static>> {
    let border = Style::new().add_modifier(Modifier::BOLD);
    let mut lines = vec![header(size), rule(size, "┌", "┬", "┐")];
    for row in 0..9 {
        if row % 3 == 0 && row > 0 {
            lines.push(rule(size, "├", "┼", "┤"));
        } else if row > 0 && size.spaced {
            lines.push(gap(size));
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
                spans.extend(cell_row(view, cell, size, sub, colour));
                if col % 3 == 2 {
                    spans.push(Span::styled("│", border));
                }
            }
            lines.push(Line::from(spans));
        }
    }
    lines.push(rule(size, "└", "┴", "┘"));
    lines
}

/// The column numbers over the board.
fn header(size: CellSize) -> Line<'static> {
    let mut header = String::from("    ");
    for col in 0..9 {
        if col % 3 == 0 && col > 0 {
            header.push(' ');
        }
        header.push_str(&format!("{:^width$}", col + 1, width = size.width));
    }
    Line::from(header)
}

/// A rule across the board, between two bands of boxes or at its top or bottom.
fn rule(size: CellSize, left: &str, mid: &str, right: &str) -> Line<'static> {
    let segment = "─".repeat(3 * size.width);
    Line::styled(
        format!("   {left}{segment}{mid}{segment}{mid}{segment}{right}"),
        Style::new().add_modifier(Modifier::BOLD),
    )
}

/// The blank line between two rows of cells in a box, its borders drawn.
fn gap(size: CellSize) -> Line<'static> {
    let border = Style::new().add_modifier(Modifier::BOLD);
    let mut spans = vec![Span::raw("   "), Span::styled("│", border)];
    for _ in 0..3 {
        spans.push(Span::raw(" ".repeat(3 * size.width)));
        spans.push(Span::styled("│", border));
    }
    Line::from(spans)
}

/// Line `sub` of a cell: its digit or mark in the middle line, or its candidates.
fn cell_row(
    view: &View,
    cell: Cell,
    size: CellSize,
    sub: usize,
    colour: bool,
) -> Vec<Span<'static>> {
    let (text, style) = cell_span(view, cell, colour);
    let pencil = view.pencil[cell.index()];
    let struck = view.struck[cell.index()];
    let pattern = view.pattern_cells[cell.index()];
    // The cell worked on and the one it clashes with keep their digit and mark; an
    // elimination's pattern shows its candidates.
    let marked = (view.current == Some(cell) || view.clashing == Some(cell)) && !pattern;
    if pencil != 0 && !marked {
        let style = match pattern {
            true => pattern_style(colour),
            false => style,
        };
        return match size.height {
            1 if struck != 0 => {
                let style = style.patch(struck_style(colour));
                vec![Span::styled(struck_text(struck), style)]
            }
            1 => vec![Span::styled(count_text(view, cell, colour), style)],
            _ => pencil_row(pencil, struck, sub, size.width, style, colour),
        };
    }
    let pad = (size.width - 1) / 2;
    let text = if sub == size.height / 2 {
        format!("{}{text}{}", " ".repeat(pad - 1), " ".repeat(pad - 1))
    } else {
        " ".repeat(size.width)
    };
    vec![Span::styled(text, style)]
}

/// A blank's candidates on a small board, where a cell has room for one character: how
/// many there are, after the blank's own mark (`.3`, or `:3` in the clashing unit
/// without colour), the space after it keeping the cells apart.
fn count_text(view: &View, cell: Cell, colour: bool) -> String {
    let blank = match view.shaded[cell.index()] && !colour {
        true => ':',
        false => '.',
    };
    format!("{blank}{} ", view.pencil[cell.index()].count_ones())
}

/// A blank an elimination takes candidates from, on a small board: `-` and the digits
/// it loses (`-5`, `-58`), cut with `…` after the first where more than two go.
fn struck_text(struck: u16) -> String {
    let digits: String = (1..=9u8)
        .filter(|d| struck & (1 << d) != 0)
        .map(|d| char::from(b'0' + d))
        .collect();
    match digits.len() {
        1 => format!("-{digits} "),
        2 => format!("-{digits}"),
        _ => format!("-{}…", &digits[..1]),
    }
}

/// The style of candidates an elimination takes: struck through, and in colour a red
/// that reads on the light backgrounds of its units and its pattern.
fn struck_style(colour: bool) -> Style {
    let style = Style::new().add_modifier(Modifier::CROSSED_OUT | Modifier::BOLD);
    match colour {
        true => style.fg(Color::Red),
        false => style,
    }
}

/// The style of the cells that make an elimination's pattern: lit as the cell worked on
/// is (reversed, without colour).
fn pattern_style(colour: bool) -> Style {
    match colour {
        true => Style::new().fg(Color::Black).bg(Color::Yellow),
        false => Style::new().add_modifier(Modifier::REVERSED),
    }
}

/// Line `sub` of a blank's candidates on a large board, a 3x3 grid of its own: `1.3`
/// over `...` over `..9`, a dot for each digit that is no candidate, a space either side;
/// those an elimination takes (`struck`) struck through.
fn pencil_row(
    pencil: u16,
    struck: u16,
    sub: usize,
    width: usize,
    style: Style,
    colour: bool,
) -> Vec<Span<'static>> {
    let side = " ".repeat((width - 3) / 2);
    let mut spans = vec![Span::styled(side.clone(), style)];
    for k in 1..=3u8 {
        let digit = sub as u8 * 3 + k;
        spans.push(match (pencil & (1 << digit), struck & (1 << digit)) {
            (0, _) => Span::styled(".", style),
            (_, 0) => Span::styled(digit.to_string(), style.add_modifier(Modifier::BOLD)),
            _ => Span::styled(digit.to_string(), style.patch(struck_style(colour))),
        });
    }
    spans.push(Span::styled(side, style));
    spans
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
pub fn look_span(
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
    let style = match colour {
        true => colour_style(look, current, clashing, shaded),
        false => plain_style(look, current, clashing),
    };
    (text, style)
}

/// A cell's colours. Givens and placed digits keep the terminal's own foreground (bold
/// for givens), so that they show on a light terminal and a projector as on a dark
/// terminal; every coloured background comes with its own foreground.
fn colour_style(look: Look, current: bool, clashing: bool, shaded: bool) -> Style {
    let base = Style::new();
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
}

/// A cell's text style without colour; the marks around its digit say the rest.
fn plain_style(look: Look, current: bool, clashing: bool) -> Style {
    let base = Style::new();
    match look {
        Look::Given(_) => base.add_modifier(Modifier::BOLD),
        _ if current => base.add_modifier(Modifier::REVERSED),
        _ if clashing => base.add_modifier(Modifier::BOLD | Modifier::UNDERLINED),
        _ => base,
    }
}

//! Text broken into the rows of a pane: at spaces, or between two Chinese characters,
//! the rows after the first indented. The panes count their rows before they draw them,
//! so that the line that matters (the lit line of the code, the newest placement) is
//! always drawn whole, and nothing is cut at the pane's edge.

use ratatui::style::Style;
use ratatui::text::{Line, Span};
use sudotrace_core::lang::width;

/// Marks that close what comes before them, and so never start a row.
const CLOSING: &str = "，。、；：？！）》」』”’…—%,.;:?!)";
/// Marks that open what comes after them, and so never end a row.
const OPENING: &str = "（《「『“‘(";

/// `text` in rows at most `columns` wide: broken at a space, or between two full-width
/// characters (never before a closing mark or after an opening one); a word wider than a
/// row is broken where the row runs out. The first row keeps `text`'s leading spaces (a
/// line of code its indentation); the rows after it start with `indent` spaces, fewer
/// when the row would keep too little room.
pub fn wrap(text: &str, columns: usize, indent: usize) -> Vec<String> {
    let columns = columns.max(1);
    // A continuation keeps at least half the row for its words, and so does the first
    // row after its indentation.
    let indent = indent.min(columns / 2);
    let mut rows = Vec::new();
    let mut row = String::new();
    let mut used = 0;
    for (i, (spaces, piece)) in pieces(text).into_iter().enumerate() {
        let gap = match i {
            0 => spaces.min(columns / 2),
            _ => spaces,
        };
        if i > 0 && used + gap + width(&piece) > columns {
            rows.push(std::mem::replace(&mut row, " ".repeat(indent)));
            used = indent;
        } else {
            row.push_str(&" ".repeat(gap));
            used += gap;
        }
        for (k, ch) in piece.chars().enumerate() {
            let ch_width = width(ch.encode_utf8(&mut [0; 4]));
            // A piece wider than a row goes on where the row runs out.
            if k > 0 && used + ch_width > columns {
                rows.push(std::mem::replace(&mut row, " ".repeat(indent)));
                used = indent;
            }
            row.push(ch);
            used += ch_width;
        }
    }
    rows.push(row);
    rows
}

/// `text` as [`wrap`] breaks it, each row a [`Line`] in `style`.
pub fn wrap_styled(text: &str, columns: usize, indent: usize, style: Style) -> Vec<Line<'static>> {
    wrap(text, columns, indent)
        .into_iter()
        .map(|row| Line::styled(row, style))
        .collect()
}

/// `groups` of spans laid out in rows at most `columns` wide, a group never broken
/// (a sample of the board and the words for it): a row holds as many as fit, the rows
/// after the first start with `indent` spaces.
pub fn flow(groups: Vec<Vec<Span<'static>>>, columns: usize, indent: usize) -> Vec<Line<'static>> {
    let mut rows: Vec<Vec<Span<'static>>> = vec![Vec::new()];
    let mut used = 0;
    for group in groups {
        let group_width: usize = group.iter().map(|span| width(&span.content)).sum();
        if used > indent && used + group_width > columns {
            rows.push(vec![Span::raw(" ".repeat(indent))]);
            used = indent;
        }
        used += group_width;
        rows.last_mut().expect("a row").extend(group);
    }
    rows.into_iter().map(Line::from).collect()
}

/// `text` in the pieces a row may not be broken inside, each with the spaces before it:
/// a run of characters between spaces, cut between two full-width characters (a closing
/// mark kept with what it closes, an opening one with what it opens).
fn pieces(text: &str) -> Vec<(usize, String)> {
    let wide = |ch: char| width(ch.encode_utf8(&mut [0; 4])) > 1;
    let mut pieces: Vec<(usize, String)> = Vec::new();
    let mut spaces = 0;
    let mut opened = false;
    for ch in text.chars() {
        if ch == ' ' {
            spaces += 1;
            continue;
        }
        let joins = match pieces.last() {
            Some((_, last)) if spaces == 0 => {
                let before_wide = last.chars().next_back().is_some_and(wide);
                opened || CLOSING.contains(ch) || !(wide(ch) || before_wide)
            }
            _ => false,
        };
        match pieces.last_mut() {
            Some((_, last)) if joins => last.push(ch),
            _ => pieces.push((spaces, ch.to_string())),
        }
        spaces = 0;
        opened = OPENING.contains(ch);
    }
    pieces
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn english_is_broken_at_spaces_the_rows_after_the_first_indented() {
        let rows = wrap("#67  r1c9 has no digit left: back to r1c8, erase 9", 42, 5);
        assert_eq!(
            rows,
            ["#67  r1c9 has no digit left: back to r1c8,", "     erase 9"]
        );
    }

    #[test]
    fn a_line_of_code_keeps_its_indentation_and_its_rows_go_deeper() {
        let rows = wrap("        emit conflict(r, c, d, clash)", 24, 10);
        assert_eq!(rows, ["        emit conflict(r,", "          c, d, clash)"]);
    }

    #[test]
    fn a_word_wider_than_a_row_is_broken_where_the_row_runs_out() {
        assert_eq!(wrap("abcdefghij xy", 4, 0), ["abcd", "efgh", "ij", "xy"]);
        // No room at all: a character a row, never an endless loop.
        assert_eq!(wrap("ab", 0, 3), ["a", "b"]);
        assert_eq!(wrap("", 10, 2), [""]);
    }

    #[test]
    fn chinese_is_broken_between_characters_never_before_a_closing_mark() {
        let rows = wrap("不对：r1c9 已无数字可填：退回 r1c8，擦除 9。", 16, 0);
        for row in &rows {
            assert!(width(row) <= 16, "{row}");
            assert!(!CLOSING.contains(row.chars().next().unwrap()), "{rows:?}");
        }
        assert_eq!(
            rows.concat().replace(' ', ""),
            "不对：r1c9已无数字可填：退回r1c8，擦除9。"
        );
        // Latin letters and digits stay together.
        assert!(rows.iter().any(|row| row.contains("r1c9")), "{rows:?}");
    }

    #[test]
    fn no_row_is_wider_than_asked() {
        let texts = [
            "r1c3 = 1, placed after tries; 2 3 4 5 6 7 8 9 left",
            "    (or \"limit\" when emit stopped the search)",
            "r9c4 = 2，尝试后填入；还剩 3 4 5 6 7 8 9 待试",
            "答对了：r1c7：6 与 r3c8 冲突（宫）。原因：检查依次看行、列、宫",
        ];
        for text in texts {
            for columns in 4..60 {
                for indent in [0, 2, 5, 12] {
                    for row in wrap(text, columns, indent) {
                        assert!(width(&row) <= columns, "{text:?} at {columns}: {row:?}");
                    }
                }
            }
        }
    }

    #[test]
    fn flow_never_parts_a_group() {
        let group = |a: &str, b: &str| vec![Span::raw(a.to_string()), Span::raw(b.to_string())];
        let rows = flow(
            vec![
                group("[5]", " worked on  "),
                group("<5>", " holds it  "),
                group(":", " its unit"),
            ],
            30,
            4,
        );
        let rows: Vec<String> = rows.iter().map(|row| row.to_string()).collect();
        assert_eq!(rows, ["[5] worked on  <5> holds it  ", "    : its unit"]);
    }
}

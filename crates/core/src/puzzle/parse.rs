//! Reading puzzles in every form people paste them: 81 characters with `.` or `0` for
//! blanks, 9 lines of 9, a grid drawn with `|`, `-`, `+` and spaces, LeetCode's JSON
//! array of arrays of strings, a JSON array of arrays of numbers, collections of one
//! puzzle a line (`#` comments, blank lines, and `puzzle,solution` or `name<TAB>puzzle`
//! columns allowed), JSON objects with a `"puzzle"` field one a line (as `generate
//! --format json` prints them), and drawn grids one after another, apart by blank lines
//! (as `generate --format grid` prints them). Every error names the line and column.

use std::fmt;

use crate::escape::escaped;
use crate::lang::{Lang, Text};
use crate::numbers::thousands;
use crate::puzzle::grid::{CELLS, Grid};

/// A puzzle that could not be read: what is wrong and where.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseError {
    /// A character that is neither a cell nor part of a drawn grid.
    #[error("{}", self.words(Lang::En))]
    BadCharacter {
        /// 1-based line of the input.
        line: usize,
        /// 1-based column, in characters.
        column: usize,
        /// The character itself.
        found: char,
    },
    /// A puzzle of more or fewer than 81 cells.
    #[error("{}", self.words(Lang::En))]
    WrongCount {
        /// The puzzle's line; `None` for a grid drawn over several lines.
        line: Option<usize>,
        /// The cells found.
        found: usize,
    },
    /// Givens that repeat a digit in a row, column or box.
    #[error("{}", self.words(Lang::En))]
    Clash {
        /// The puzzle's line; `None` for a grid drawn over several lines or JSON.
        line: Option<usize>,
        /// The first two givens that clash.
        clash: crate::puzzle::grid::Clash,
    },
    /// A line of a collection with columns, none of them a puzzle.
    #[error("{}", self.words(Lang::En))]
    NoPuzzleInLine {
        /// 1-based line of the input.
        line: usize,
    },
    /// A line of JSON objects that is not one, or holds no puzzle.
    #[error("{}", self.words(Lang::En))]
    JsonLine {
        /// 1-based line of the input.
        line: usize,
        /// What is wrong with it.
        message: String,
    },
    /// A JSON array that is not 9 arrays of 9 cells: what is wrong with it.
    #[error("{}", self.words(Lang::En))]
    Json(String),
    /// Nothing but blank lines and comments.
    #[error("{}", self.words(Lang::En))]
    Empty,
    /// A collection with a header line and no puzzle.
    #[error("{}", self.words(Lang::En))]
    OnlyHeader,
    /// A collection with more lines that are not puzzles than any collection has: the
    /// rest is not read.
    #[error("{}", self.words(Lang::En))]
    TooManySkipped {
        /// The line where reading stopped.
        line: usize,
    },
    /// Several puzzles, or none, where one was expected.
    #[error("{}", self.words(Lang::En))]
    NotOne {
        /// The puzzles found.
        found: usize,
    },
}

impl ParseError {
    /// The problem in words in `lang`: where it is (line and column) and what.
    pub fn words(&self, lang: Lang) -> String {
        let line = |line: usize| thousands(line as u64);
        let at = |at: Option<usize>| {
            at.map(|l| lang.fill(Text::ParseAtLine, &[("line", &line(l))]))
                .unwrap_or_default()
        };
        match self {
            ParseError::BadCharacter {
                line: l,
                column,
                found,
            } => lang.fill(
                Text::ParseBadCharacter,
                &[
                    ("line", &line(*l)),
                    ("column", column),
                    ("found", &escaped(&found.to_string())),
                ],
            ),
            ParseError::WrongCount { line: l, found } => {
                lang.fill(Text::ParseWrongCount, &[("at", &at(*l)), ("found", found)])
            }
            ParseError::Clash { line: l, clash } => {
                let givens = clash.words(lang);
                lang.fill(Text::ParseClash, &[("at", &at(*l)), ("clash", &givens)])
            }
            ParseError::NoPuzzleInLine { line: l } => {
                lang.fill(Text::ParseNoPuzzleInLine, &[("line", &line(*l))])
            }
            ParseError::JsonLine { line: l, message } => lang.fill(
                Text::ParseJsonLine,
                &[("line", &line(*l)), ("message", message)],
            ),
            ParseError::Json(message) => lang.fill(Text::ParseJson, &[("message", message)]),
            ParseError::Empty => lang.text(Text::ParseEmpty).to_string(),
            ParseError::OnlyHeader => lang.text(Text::ParseOnlyHeader).to_string(),
            ParseError::TooManySkipped { line: l } => lang.fill(
                Text::ParseTooManySkipped,
                &[
                    ("line", &line(*l)),
                    ("most", &thousands(MAX_SKIPPED as u64)),
                ],
            ),
            ParseError::NotOne { found } => lang.fill(Text::ParseNotOne, &[("found", found)]),
        }
    }

    /// The input line the error is about, if it names one.
    pub fn line(&self) -> Option<usize> {
        match *self {
            ParseError::BadCharacter { line, .. }
            | ParseError::NoPuzzleInLine { line }
            | ParseError::JsonLine { line, .. }
            | ParseError::TooManySkipped { line } => Some(line),
            ParseError::WrongCount { line, .. } | ParseError::Clash { line, .. } => line,
            ParseError::Json(_)
            | ParseError::Empty
            | ParseError::OnlyHeader
            | ParseError::NotOne { .. } => None,
        }
    }
}

/// The longest line a puzzle file may have, in bytes: a puzzle's line is a hundred or
/// so, a JSON puzzle on one line a few hundred. A longer one stops the reading at once.
pub const MAX_LINE: usize = 1 << 16;

/// The most lines of a collection that are not puzzles: past them the rest of it is not
/// read ([`ParseError::TooManySkipped`]), so that no input holds more memory in reasons
/// than its puzzles would take.
pub const MAX_SKIPPED: usize = 10_000;

/// Why the text of a puzzle file could not be read: where and what.
#[derive(Debug, thiserror::Error)]
#[error("{}", self.words(Lang::En))]
pub enum ReadError {
    /// A line longer than [`MAX_LINE`] bytes.
    LineTooLong {
        /// 1-based line.
        line: usize,
        /// The byte offset of the line's start.
        offset: u64,
    },
    /// Bytes that are not UTF-8.
    NotUtf8 {
        /// 1-based line.
        line: usize,
        /// 1-based column, in characters.
        column: usize,
        /// The byte offset of the first byte that is not UTF-8.
        offset: u64,
    },
    /// The input could not be read.
    Io(#[from] std::io::Error),
}

impl ReadError {
    /// Where and what in `lang`.
    pub fn words(&self, lang: Lang) -> String {
        match self {
            ReadError::LineTooLong { line, offset } => lang.fill(
                Text::ReadLineTooLong,
                &[
                    ("line", &thousands(*line as u64)),
                    ("offset", &thousands(*offset)),
                    ("most", &thousands(MAX_LINE as u64)),
                ],
            ),
            ReadError::NotUtf8 {
                line,
                column,
                offset,
            } => lang.fill(
                Text::ReadNotUtf8,
                &[
                    ("line", &thousands(*line as u64)),
                    ("column", column),
                    ("offset", &thousands(*offset)),
                ],
            ),
            ReadError::Io(error) => lang.fill(
                Text::ReadIo,
                &[("error", &crate::lang::io_words(error, lang))],
            ),
        }
    }
}

/// The text of a puzzle file or of standard input, read a line at a time: a line longer
/// than [`MAX_LINE`] bytes or bytes that are not UTF-8 stop it with where they are, so
/// that a file that is no puzzle file (a 300 MB line) is refused after reading 64 KB of
/// it, not held whole.
pub fn read_text<R: std::io::BufRead>(mut reader: R) -> Result<String, ReadError> {
    use std::io::{BufRead as _, Read as _};
    let mut text = String::new();
    let mut line = Vec::new();
    let (mut number, mut offset) = (0usize, 0u64);
    loop {
        line.clear();
        number += 1;
        let read = (&mut reader)
            .take(MAX_LINE as u64 + 1)
            .read_until(b'\n', &mut line)?;
        if read == 0 {
            return Ok(text);
        }
        let body = line.strip_suffix(b"\n").unwrap_or(&line);
        if body.len() > MAX_LINE {
            return Err(ReadError::LineTooLong {
                line: number,
                offset,
            });
        }
        match std::str::from_utf8(&line) {
            Ok(good) => text.push_str(good),
            Err(e) => {
                let valid = &line[..e.valid_up_to()];
                let column = String::from_utf8_lossy(valid).chars().count() + 1;
                return Err(ReadError::NotUtf8 {
                    line: number,
                    column,
                    offset: offset + valid.len() as u64,
                });
            }
        }
        offset += read as u64;
    }
}

/// A puzzle read from a collection, with where it came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// 1-based line of the input the puzzle stands on (1 for single-puzzle input).
    pub line: usize,
    /// The name column of a `name<TAB>puzzle` line, if any.
    pub name: Option<String>,
    /// The puzzle.
    pub grid: Grid,
}

/// A puzzle of the input, and where it came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// The input it was read from: a file name as given, `puzzle` for puzzle text on
    /// the command line, `standard input`.
    pub source: String,
    /// The 1-based line of the input it stood on.
    pub line: usize,
    /// The name column of a `name<TAB>puzzle` collection.
    pub name: Option<String>,
    /// The puzzle.
    pub grid: Grid,
}

impl Puzzle {
    /// The puzzle as read from its line.
    pub fn entry(&self) -> Entry {
        Entry {
            line: self.line,
            name: self.name.clone(),
            grid: self.grid,
        }
    }

    /// How reports name the puzzle: its name if it has one, else `source:line`.
    pub fn label(&self) -> String {
        match &self.name {
            Some(name) => name.clone(),
            None => format!("{}:{}", short_source(&self.source), self.line),
        }
    }
}

/// The file name of a source path, for labels that stay short.
pub fn short_source(source: &str) -> &str {
    std::path::Path::new(source)
        .file_name()
        .and_then(|name| name.to_str())
        .unwrap_or(source)
}

/// A puzzle line that could not be read, skipped with the reason.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Skipped {
    /// The input it was read from, named as in [`Puzzle::source`].
    pub source: String,
    /// The line of the input, when the error names one.
    pub line: Option<usize>,
    /// The parser's message, which says where and what (in English, as reports and
    /// shards' files keep it).
    pub error: String,
    /// The problem itself, to be said in any language; `None` for a line read back from
    /// a shard's file, which keeps the message only.
    pub reason: Option<ParseError>,
}

impl Skipped {
    /// Where and why in `lang`: the problem in the catalog's words when it is known, the
    /// message as kept otherwise.
    pub fn words(&self, lang: Lang) -> String {
        match &self.reason {
            Some(reason) => reason.words(lang),
            None => self.error.clone(),
        }
    }
}

/// One input argument: where it came from and what it gave.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Input {
    /// The input, named as in [`Puzzle::source`].
    pub source: String,
    /// Puzzles read from it.
    pub puzzles: usize,
    /// Lines of it skipped as unreadable.
    pub skipped: usize,
}

/// The puzzles and skipped lines of all inputs, in order: what every command that takes
/// puzzles reads.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Inputs {
    /// Every input, in the order given.
    pub inputs: Vec<Input>,
    /// Every puzzle read, input by input.
    pub puzzles: Vec<Puzzle>,
    /// Every line skipped, input by input.
    pub skipped: Vec<Skipped>,
}

impl Inputs {
    /// Add the parser's results for the text of `source`: good puzzles are kept, bad
    /// lines are recorded as skipped (the rest of the input still counts).
    pub fn add(&mut self, source: &str, parsed: Vec<Result<Entry, ParseError>>) {
        let mut input = Input {
            source: source.to_string(),
            puzzles: 0,
            skipped: 0,
        };
        for result in parsed {
            match result {
                Ok(entry) => {
                    input.puzzles += 1;
                    self.puzzles.push(Puzzle {
                        source: source.to_string(),
                        line: entry.line,
                        name: entry.name,
                        grid: entry.grid,
                    });
                }
                Err(error) => {
                    input.skipped += 1;
                    self.skipped.push(Skipped {
                        source: source.to_string(),
                        line: error.line(),
                        error: error.to_string(),
                        reason: Some(error),
                    });
                }
            }
        }
        self.inputs.push(input);
    }
}

/// Characters that draw a grid and carry no cell: spaces, `|`, `-`, `+`, and the
/// Unicode box-drawing block.
fn is_decoration(ch: char) -> bool {
    matches!(
        ch,
        ' ' | '\t' | '\r' | '|' | '-' | '+' | '=' | '\u{2500}'..='\u{257F}'
    )
}

/// The digit a puzzle character stands for (0 for a blank), if it is a cell at all.
fn cell_value(ch: char) -> Option<u8> {
    match ch {
        '.' | '0' => Some(0),
        '1'..='9' => Some(ch as u8 - b'0'),
        _ => None,
    }
}

fn is_significant(line: &str) -> bool {
    let trimmed = line.trim();
    !trimmed.is_empty() && !trimmed.starts_with('#')
}

/// Whether `field` is exactly 81 cell characters: one line of a collection.
fn is_puzzle_line(field: &str) -> bool {
    field.chars().count() == CELLS && field.chars().all(|ch| cell_value(ch).is_some())
}

fn is_delimited(line: &str) -> bool {
    line.contains(',') || line.contains('\t')
}

/// Read the puzzle or puzzles in `text`. One bad line in a collection does not stop the
/// others from being read: each line gets its own result, in order.
pub fn parse_puzzles(text: &str) -> Vec<Result<Entry, ParseError>> {
    parse_puzzles_with(text, false)
}

/// Read exactly one grid from `text`, in any form, even if its digits break the rules:
/// for a player's answer, whose duplicates are what a check reports.
pub fn parse_grid_allowing_clashes(text: &str) -> Result<Grid, ParseError> {
    let mut entries = parse_puzzles_with(text, true);
    match entries.len() {
        1 => entries.remove(0).map(|entry| entry.grid),
        found => Err(ParseError::NotOne { found }),
    }
}

/// [`parse_puzzles`], with clashing digits an error unless `allow_clashes`.
fn parse_puzzles_with(text: &str, allow_clashes: bool) -> Vec<Result<Entry, ParseError>> {
    // A byte order mark, as some editors save, is not part of the first line.
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let trimmed = text.trim_start();
    if trimmed.starts_with('[') {
        return vec![parse_json(text, allow_clashes).map(|grid| Entry {
            line: 1,
            name: None,
            grid,
        })];
    }
    let first = text.lines().find(|line| is_significant(line));
    match first {
        None => vec![Err(ParseError::Empty)],
        Some(line)
            if is_delimited(line)
                || is_puzzle_line(line.trim())
                || line.trim_start().starts_with('{') =>
        {
            let entries = parse_collection(text, allow_clashes);
            if entries.is_empty() {
                vec![Err(ParseError::OnlyHeader)]
            } else {
                entries
            }
        }
        Some(_) => parse_drawn_grids(text, allow_clashes),
    }
}

/// Read exactly one puzzle from `text`; a collection of several is an error.
pub fn parse_puzzle_text(text: &str) -> Result<Grid, ParseError> {
    let mut entries = parse_puzzles(text);
    match entries.len() {
        1 => entries.remove(0).map(|entry| entry.grid),
        found => Err(ParseError::NotOne { found }),
    }
}

fn parse_collection(text: &str, allow_clashes: bool) -> Vec<Result<Entry, ParseError>> {
    let mut out = Vec::new();
    let mut seen_significant = false;
    let mut skipped = 0;
    for (index, raw) in text.lines().enumerate() {
        let line = index + 1;
        if !is_significant(raw) {
            continue;
        }
        if out.last().is_some_and(Result::is_err) {
            skipped += 1;
            if skipped == MAX_SKIPPED {
                out.push(Err(ParseError::TooManySkipped { line }));
                break;
            }
        }
        let is_first = !seen_significant;
        seen_significant = true;
        if raw.trim_start().starts_with('{') {
            out.push(parse_json_line(raw, line, allow_clashes).map(|grid| Entry {
                line,
                name: None,
                grid,
            }));
        } else if is_delimited(raw) {
            let fields: Vec<&str> = raw.split([',', '\t']).map(str::trim).collect();
            match fields.iter().position(|field| is_puzzle_line(field)) {
                Some(at) => {
                    let name = (at > 0).then(|| fields[0].to_string());
                    out.push(
                        parse_line(fields[at], line, allow_clashes).map(|grid| Entry {
                            line,
                            name,
                            grid,
                        }),
                    );
                }
                // A first line with columns but no puzzle is a header, as in `name<TAB>puzzle`.
                None if is_first => {}
                None => out.push(Err(ParseError::NoPuzzleInLine { line })),
            }
        } else {
            let leading = raw.len() - raw.trim_start().len();
            out.push(
                parse_line_at(raw.trim(), line, leading, allow_clashes).map(|grid| Entry {
                    line,
                    name: None,
                    grid,
                }),
            );
        }
    }
    out
}

fn parse_line(field: &str, line: usize, allow_clashes: bool) -> Result<Grid, ParseError> {
    parse_line_at(field, line, 0, allow_clashes)
}

/// One collection line: exactly 81 cell characters.
fn parse_line_at(
    text: &str,
    line: usize,
    leading: usize,
    allow_clashes: bool,
) -> Result<Grid, ParseError> {
    let mut cells = [0u8; CELLS];
    let mut count = 0;
    for (i, ch) in text.chars().enumerate() {
        let value = cell_value(ch).ok_or(ParseError::BadCharacter {
            line,
            column: leading + i + 1,
            found: ch,
        })?;
        if count < CELLS {
            cells[count] = value;
        }
        count += 1;
    }
    if count != CELLS {
        return Err(ParseError::WrongCount {
            line: Some(line),
            found: count,
        });
    }
    checked(cells, Some(line), allow_clashes)
}

/// One JSON object a line, its puzzle in the field `"puzzle"`.
fn parse_json_line(raw: &str, line: usize, allow_clashes: bool) -> Result<Grid, ParseError> {
    let object: serde_json::Value =
        serde_json::from_str(raw).map_err(|e| ParseError::JsonLine {
            line,
            message: {
                // serde's message ends with its own position, which the column already says.
                let text = e.to_string();
                let reason = text.split(" at line ").next().unwrap_or(&text).to_string();
                format!("column {}: not a JSON object ({reason})", e.column())
            },
        })?;
    match object.get("puzzle").and_then(|p| p.as_str()) {
        Some(puzzle) if is_puzzle_line(puzzle) => parse_line(puzzle, line, allow_clashes),
        Some(puzzle) => Err(ParseError::JsonLine {
            line,
            message: format!(
                "the \"puzzle\" field holds {} characters, not 81 cells (1-9, . or 0)",
                puzzle.chars().count()
            ),
        }),
        None => Err(ParseError::JsonLine {
            line,
            message: "a JSON object without a \"puzzle\" string field".to_string(),
        }),
    }
}

/// Drawn grids: one grid, or several one after another. Blank lines may part a grid's
/// bands as well as two grids, so blocks of lines between blank lines are gathered
/// until they hold 81 cells; if that does not split the text evenly, it is one grid
/// (and its count of cells the error).
fn parse_drawn_grids(text: &str, allow_clashes: bool) -> Vec<Result<Entry, ParseError>> {
    let lines: Vec<(usize, &str)> = text
        .lines()
        .enumerate()
        .map(|(i, line)| (i + 1, line))
        .filter(|(_, line)| !line.trim_start().starts_with('#'))
        .collect();
    let cells_in = |line: &str| line.chars().filter(|&ch| !is_decoration(ch)).count();
    let mut grids: Vec<&[(usize, &str)]> = Vec::new();
    let (mut start, mut count) = (None, 0);
    for (at, &(_, line)) in lines.iter().enumerate() {
        let here = cells_in(line);
        if here == 0 {
            continue;
        }
        start.get_or_insert(at);
        count += here;
        if count == CELLS {
            grids.push(&lines[start.take().unwrap_or(at)..=at]);
            count = 0;
        }
    }
    if grids.len() < 2 || start.is_some() {
        return vec![parse_drawn(&lines, allow_clashes).map(|grid| Entry {
            line: 1,
            name: None,
            grid,
        })];
    }
    grids
        .into_iter()
        .map(|lines| {
            let line = lines[0].0;
            parse_drawn(lines, allow_clashes)
                .map(|grid| Entry {
                    line,
                    name: None,
                    grid,
                })
                .map_err(|e| match e {
                    ParseError::Clash { line: None, clash } => ParseError::Clash {
                        line: Some(line),
                        clash,
                    },
                    e => e,
                })
        })
        .collect()
}

/// One puzzle over any number of lines, with drawing characters ignored; each line
/// comes with its number.
fn parse_drawn(lines: &[(usize, &str)], allow_clashes: bool) -> Result<Grid, ParseError> {
    let mut cells = [0u8; CELLS];
    let mut count = 0;
    for &(line, raw) in lines {
        for (column, ch) in raw.chars().enumerate() {
            if is_decoration(ch) {
                continue;
            }
            let value = cell_value(ch).ok_or(ParseError::BadCharacter {
                line,
                column: column + 1,
                found: ch,
            })?;
            if count < CELLS {
                cells[count] = value;
            }
            count += 1;
        }
    }
    if count != CELLS {
        return Err(ParseError::WrongCount {
            line: None,
            found: count,
        });
    }
    checked(cells, None, allow_clashes)
}

fn checked(
    cells: [u8; CELLS],
    line: Option<usize>,
    allow_clashes: bool,
) -> Result<Grid, ParseError> {
    let grid = Grid::from_digits(cells).expect("cell values are 0-9");
    match grid.first_clash() {
        Some(clash) if !allow_clashes => Err(ParseError::Clash { line, clash }),
        _ => Ok(grid),
    }
}

/// A JSON cell: LeetCode's `"5"` / `"."`, or a number with 0 for a blank.
#[derive(serde::Deserialize)]
#[serde(untagged)]
enum JsonCell {
    Number(i64),
    Text(String),
}

impl fmt::Display for JsonCell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            JsonCell::Number(n) => write!(f, "{n}"),
            JsonCell::Text(s) => write!(f, "{s:?}"),
        }
    }
}

fn parse_json(text: &str, allow_clashes: bool) -> Result<Grid, ParseError> {
    let rows: Vec<Vec<JsonCell>> = serde_json::from_str(text).map_err(|e| {
        ParseError::Json(format!(
            "line {}, column {}: expected an array of 9 arrays of 9 cells ({e})",
            e.line(),
            e.column()
        ))
    })?;
    if rows.len() != 9 {
        return Err(ParseError::Json(format!(
            "found {} rows, a puzzle needs 9",
            rows.len()
        )));
    }
    let mut cells = [0u8; CELLS];
    for (r, row) in rows.iter().enumerate() {
        if row.len() != 9 {
            return Err(ParseError::Json(format!(
                "row {} has {} cells, a row needs 9",
                r + 1,
                row.len()
            )));
        }
        for (c, cell) in row.iter().enumerate() {
            let value = match cell {
                JsonCell::Number(n @ 0..=9) => Some(*n as u8),
                JsonCell::Number(_) => None,
                JsonCell::Text(s) => {
                    let mut chars = s.chars();
                    match (chars.next(), chars.next()) {
                        (Some(ch), None) => cell_value(ch),
                        _ => None,
                    }
                }
            };
            cells[r * 9 + c] = value.ok_or_else(|| {
                ParseError::Json(format!(
                    "row {}, column {}: {cell} is not a cell (use \"1\"-\"9\" and \".\", or 0-9)",
                    r + 1,
                    c + 1
                ))
            })?;
        }
    }
    checked(cells, None, allow_clashes)
}

#[cfg(test)]
mod tests {
    use super::*;

    const LINE: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    fn grids(entries: Vec<Result<Entry, ParseError>>) -> Vec<(usize, Grid)> {
        entries
            .into_iter()
            .map(|e| e.map(|e| (e.line, e.grid)).unwrap())
            .collect()
    }

    #[test]
    fn drawn_grids_one_after_another_are_each_a_puzzle() {
        let grid = parse_puzzle_text(LINE).unwrap();
        let other = parse_puzzle_text(&LINE.replace('5', ".")).unwrap();
        let text = format!("{}\n\n{}", grid.to_pretty().trim_end(), other.to_pretty());
        let first_lines = grid.to_pretty().lines().count();
        assert_eq!(
            grids(parse_puzzles(&text)),
            vec![(1, grid), (first_lines + 2, other)]
        );
        // Blank lines between the bands of one grid still make one grid.
        let banded = LINE
            .as_bytes()
            .chunks(27)
            .map(|band| std::str::from_utf8(band).unwrap())
            .collect::<Vec<_>>()
            .join("\n\n");
        assert_eq!(grids(parse_puzzles(&banded)), vec![(1, grid)]);
        // A grid and a half is one grid of the wrong size.
        let half = format!("{}\n\n{}", grid.to_pretty(), &LINE[..40]);
        assert!(matches!(
            parse_puzzles(&half)[..],
            [Err(ParseError::WrongCount { found: 121, .. })]
        ));
    }

    #[test]
    fn json_objects_one_a_line_give_their_puzzle_field() {
        let text = format!(
            "{{\"puzzle\":\"{LINE}\",\"solution\":\"{}\",\"seed\":1}}\n{{\"puzzle\":\"{LINE}\"}}\n",
            LINE.replace('.', "1")
        );
        let grid = parse_puzzle_text(LINE).unwrap();
        assert_eq!(grids(parse_puzzles(&text)), vec![(1, grid), (2, grid)]);
        let bad = parse_puzzles("{\"puzzle\":\"12\"}\n{\"name\":3}\n{oops\n");
        let lines: Vec<Option<usize>> =
            bad.iter().map(|e| e.as_ref().unwrap_err().line()).collect();
        assert_eq!(lines, vec![Some(1), Some(2), Some(3)]);
    }

    #[test]
    fn a_byte_order_mark_is_not_a_cell_and_a_header_alone_is_no_puzzle() {
        let grid = parse_puzzle_text(LINE).unwrap();
        assert_eq!(
            parse_puzzle_text(&format!("\u{feff}{LINE}\n")).unwrap(),
            grid
        );
        for header in ["name,puzzle\n", "name\tpuzzle\n# comment\n\n"] {
            assert!(matches!(
                parse_puzzles(header)[..],
                [Err(ParseError::OnlyHeader)]
            ));
        }
    }

    #[test]
    fn every_pasted_form_gives_the_same_grid() {
        let expected = parse_puzzle_text(LINE).unwrap();
        let zeros = LINE.replace('.', "0");
        let nine_lines: String = LINE
            .as_bytes()
            .chunks(9)
            .map(|row| format!("{}\n", std::str::from_utf8(row).unwrap()))
            .collect();
        let drawn = expected.to_pretty();
        let leetcode = format!(
            "[{}]",
            LINE.as_bytes()
                .chunks(9)
                .map(|row| format!(
                    "[{}]",
                    row.iter()
                        .map(|&b| format!("\"{}\"", b as char))
                        .collect::<Vec<_>>()
                        .join(",")
                ))
                .collect::<Vec<_>>()
                .join(",")
        );
        let numbers = leetcode.replace("\".\"", "0").replace('"', "");
        for text in [zeros, nine_lines, drawn, leetcode, numbers] {
            assert_eq!(parse_puzzle_text(&text).unwrap(), expected, "{text}");
        }
    }

    #[test]
    fn errors_say_where() {
        let bad = LINE.replacen('7', "x", 1);
        assert_eq!(
            parse_puzzle_text(&bad).unwrap_err().to_string(),
            "line 1, column 5: unexpected character 'x' (a cell is 1-9, or . or 0 for a blank)"
        );
        let short = "53..7....\n6..195...\n";
        assert_eq!(
            parse_puzzle_text(short).unwrap_err().to_string(),
            "found 18 cells, a puzzle needs 81"
        );
        let clash = format!("5.5{}", &LINE[3..]);
        assert!(
            parse_puzzle_text(&clash)
                .unwrap_err()
                .to_string()
                .starts_with("line 1: r1c1 and r1c3 both hold 5")
        );
    }

    #[test]
    fn answers_may_break_the_rules() {
        let clash = format!("5.5{}", &LINE[3..]);
        let grid = parse_grid_allowing_clashes(&clash).unwrap();
        assert_eq!(grid.to_line(), clash);
        let drawn = grid.to_pretty();
        assert_eq!(parse_grid_allowing_clashes(&drawn).unwrap(), grid);
        assert!(matches!(
            parse_grid_allowing_clashes("5.5"),
            Err(ParseError::WrongCount { .. })
        ));
    }

    #[test]
    fn collections_skip_comments_and_headers_and_keep_names() {
        let text = format!(
            "name\tpuzzle\n# a comment\n\nfirst\t{LINE}\tsource\n{LINE},{}\n",
            "1".repeat(81)
        );
        let entries: Vec<Entry> = parse_puzzles(&text)
            .into_iter()
            .map(Result::unwrap)
            .collect();
        assert_eq!(entries.len(), 2);
        assert_eq!(entries[0].line, 4);
        assert_eq!(entries[0].name.as_deref(), Some("first"));
        assert_eq!(entries[1].line, 5);
        assert_eq!(entries[1].name, None);
    }
}

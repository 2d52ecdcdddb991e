//! Words from outside sudotrace as a reader sees them: anything that came from a file, a
//! file's name or an argument (a solver's name in a trace's header, a puzzle's name in a
//! collection, a learner's name in a results file, a path) is written to a terminal in
//! one visible form, whichever command writes it.
//!
//! A file is untrusted: escape sequences in it are an old way into a terminal (they set
//! its title, write its clipboard, hide where a link goes, turn its colours), and
//! bidirectional overrides make text read otherwise than it is stored. So every such
//! character is written escaped, as `\u{1b}` (the form Rust's `{:?}` gives, with `\t`,
//! `\n`, `\r` and `\0` for those four), never raw; every other character, a backslash
//! too, stays as it is, so a value that holds none comes out unchanged, and escaping
//! twice is escaping once. A long value is shortened, with its length said, so that a
//! 60 KB name does not fill the screen.
//!
//! What is escaped ([`is_hidden`]): the control characters (C0, DEL, C1), the
//! bidirectional formatting characters (U+061C, U+200E, U+200F, U+202A to U+202E,
//! U+2066 to U+2069) and the line and paragraph separators (U+2028, U+2029). A message of
//! several lines keeps its line feeds and tabs ([`escaped_lines`]).
//!
//! JSON outputs keep the exact strings, with such characters as `\u` escapes
//! ([`json_escaped`]); the web page, the CSV and the Markdown reports escape for their
//! own formats too. This is the terminal's form, and the pictures' (a GIF's title, a
//! chart's subtitle), whose fonts draw printable characters alone. Where a file's JSON
//! goes wrong is said as a byte offset too ([`json_offset`], [`json_reason`]).

use std::borrow::Cow;
use std::fmt::Write as _;

use crate::lang::{Lang, Text};
use crate::numbers::thousands;

/// The most characters of a value [`shown`] writes before it shortens it.
pub const SHOWN_CHARS: usize = 80;

/// Whether `ch` is one a terminal must never be given raw from a file: a control
/// character, a bidirectional formatting character, or a line or paragraph separator.
pub fn is_hidden(ch: char) -> bool {
    ch.is_control()
        || matches!(
            ch,
            '\u{061c}'
                | '\u{200e}'
                | '\u{200f}'
                | '\u{2028}'
                | '\u{2029}'
                | '\u{202a}'..='\u{202e}'
                | '\u{2066}'..='\u{2069}'
        )
}

/// One character as it is written: escaped when [`is_hidden`], else itself.
fn push_char(out: &mut String, ch: char) {
    match ch {
        '\t' => out.push_str("\\t"),
        '\n' => out.push_str("\\n"),
        '\r' => out.push_str("\\r"),
        '\0' => out.push_str("\\0"),
        _ if is_hidden(ch) => {
            let _ = write!(out, "\\u{{{:x}}}", ch as u32);
        }
        _ => out.push(ch),
    }
}

/// `text` with every [`is_hidden`] character escaped (`\u{1b}`), however long; borrowed
/// when there is none.
pub fn escaped(text: &str) -> Cow<'_, str> {
    if !text.chars().any(is_hidden) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 16);
    for ch in text.chars() {
        push_char(&mut out, ch);
    }
    Cow::Owned(out)
}

/// A message several lines long (an error with its causes, a warning) as it is written
/// to a terminal: its line feeds and tabs kept, every other [`is_hidden`] character
/// escaped. Whatever a message took from a file cannot reach the terminal raw.
pub fn escaped_lines(text: &str) -> Cow<'_, str> {
    if !text
        .chars()
        .any(|ch| is_hidden(ch) && ch != '\n' && ch != '\t')
    {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 16);
    for ch in text.chars() {
        match ch {
            '\n' | '\t' => out.push(ch),
            _ => push_char(&mut out, ch),
        }
    }
    Cow::Owned(out)
}

/// JSON text with every [`is_hidden`] character inside its strings written as a `\u`
/// escape (serde_json escapes only those below U+0020): the same JSON, whose strings
/// read back exactly as they were, with nothing a terminal would act on. (Outside its
/// strings JSON holds no such character but the line feeds of pretty printing, which
/// stay.)
pub fn json_escaped(json: &str) -> Cow<'_, str> {
    if !json.chars().any(|ch| is_hidden(ch) && ch != '\n') {
        return Cow::Borrowed(json);
    }
    let mut out = String::with_capacity(json.len() + 16);
    for ch in json.chars() {
        match ch {
            '\n' => out.push(ch),
            _ if is_hidden(ch) => {
                let _ = write!(out, "\\u{:04x}", ch as u32);
            }
            _ => out.push(ch),
        }
    }
    Cow::Owned(out)
}

/// The byte offset in `text` where serde_json stopped reading it (its line and column,
/// the column counted in characters), for errors that say a place in a file as a
/// line, a column and a byte offset.
pub fn json_offset(text: &str, err: &serde_json::Error) -> usize {
    let start: usize = text
        .split_inclusive('\n')
        .take(err.line().saturating_sub(1))
        .map(str::len)
        .sum();
    let line = text[start.min(text.len())..].lines().next().unwrap_or("");
    start
        + line
            .char_indices()
            .nth(err.column().saturating_sub(1))
            .map_or(line.len(), |(at, _)| at)
}

/// serde_json's reason without the ` at line L column C` it ends with, which
/// [`json_offset`]'s callers say in their own words.
pub fn json_reason(err: &serde_json::Error) -> String {
    let message = err.to_string();
    match message.split_once(" at line ") {
        Some((reason, _)) => reason.to_string(),
        None => message,
    }
}

/// A value from outside as a reader sees it: [`escaped`], and when longer than
/// [`SHOWN_CHARS`] characters so escaped, its start and its length in characters
/// (`abc… (61,440 characters)`).
pub fn shown(text: &str, lang: Lang) -> String {
    shown_within(text, SHOWN_CHARS, lang)
}

/// [`shown`] in at most `most` characters (but never fewer than the shortening's own
/// words and a character of the value).
pub fn shown_within(text: &str, most: usize, lang: Lang) -> String {
    let whole = escaped(text);
    let length = whole.chars().count();
    if length <= most {
        return whole.into_owned();
    }
    let characters = text.chars().count() as u64;
    let words = |start: &str| {
        lang.fill(
            Text::Shortened,
            &[("start", &start), ("characters", &thousands(characters))],
        )
    };
    let room = most.saturating_sub(words("").chars().count()).max(1);
    // The start is cut between the value's characters, never inside an escape.
    let mut start = String::new();
    let mut taken = 0;
    for ch in text.chars() {
        let mut one = String::new();
        push_char(&mut one, ch);
        let size = one.chars().count();
        if taken + size > room && taken > 0 {
            break;
        }
        taken += size;
        start.push_str(&one);
    }
    words(&start)
}

/// [`shown`] between quotation marks, as the language writes them: `"<name>"`,
/// `“<name>”`.
pub fn quoted(text: &str, lang: Lang) -> String {
    lang.fill(Text::Quoted, &[("text", &shown(text, lang))])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_text_is_unchanged() {
        for text in [
            "naive",
            "mrv+singles+tables",
            "C:\\puzzles\\a b.txt",
            "数独 é",
            "",
        ] {
            assert_eq!(escaped(text), text);
            assert!(matches!(escaped(text), Cow::Borrowed(_)));
            assert_eq!(shown(text, Lang::En), text);
        }
    }

    #[test]
    fn every_hidden_character_is_escaped_visibly() {
        let text =
            "a\u{1b}]0;T\u{7}\u{1b}[31m\t\n\r\0\u{7f}\u{9b}\u{202e}\u{2066}\u{200f}\u{2028}z";
        assert_eq!(
            escaped(text),
            "a\\u{1b}]0;T\\u{7}\\u{1b}[31m\\t\\n\\r\\0\\u{7f}\\u{9b}\\u{202e}\\u{2066}\\u{200f}\\u{2028}z"
        );
        assert!(!escaped(text).chars().any(is_hidden));
        // Escaping twice is escaping once.
        assert_eq!(escaped(&escaped(text)), escaped(text));
        assert_eq!(escaped_lines("one\n\ttwo\u{1b}"), "one\n\ttwo\\u{1b}");
        let json = serde_json::to_string_pretty(&[text]).unwrap();
        let safe = json_escaped(&json);
        assert!(
            !safe.chars().any(|ch| is_hidden(ch) && ch != '\n'),
            "{safe}"
        );
        assert_eq!(serde_json::from_str::<[String; 1]>(&safe).unwrap(), [text]);
    }

    #[test]
    fn json_errors_say_their_byte_offset() {
        let text = "{\n  \"é\": [1,\n  x]}";
        let err = serde_json::from_str::<serde_json::Value>(text).unwrap_err();
        assert_eq!((err.line(), err.column()), (3, 3));
        assert_eq!(&text[json_offset(text, &err)..], "x]}");
        assert_eq!(json_reason(&err), "expected value");
    }

    #[test]
    fn long_values_are_shortened_with_their_length_said() {
        let long = "x".repeat(61_440);
        let shortened = shown(&long, Lang::En);
        assert!(shortened.chars().count() <= SHOWN_CHARS, "{shortened}");
        assert!(shortened.ends_with("… (61,440 characters)"), "{shortened}");
        assert!(shown(&long, Lang::ZhCn).contains("61,440"));
        let hostile = "\u{1b}".repeat(100);
        let shortened = shown_within(&hostile, 40, Lang::En);
        assert!(shortened.starts_with("\\u{1b}\\u{1b}"), "{shortened}");
        assert!(
            !shortened.contains("\\u{1b}\\u{1…"),
            "cut inside an escape: {shortened}"
        );
        assert!(shortened.chars().count() <= 40, "{shortened}");
        assert!(shortened.ends_with("(100 characters)"));
        assert_eq!(shown_within(&long, 3, Lang::En).chars().next(), Some('x'));
        assert_eq!(quoted("a\u{7}", Lang::En), "\"a\\u{7}\"");
        assert_eq!(quoted("a", Lang::ZhCn), "“a”");
    }
}

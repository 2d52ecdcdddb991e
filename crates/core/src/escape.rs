//! Words from outside sudotrace as a reader sees them: anything that came from a file, a
//! file's name or an argument (a solver's name in a trace's header, a puzzle's name in a
//! collection, a learner's name in a results file, a path) is written to a terminal in
//! one visible form, whichever command writes it.
//!
//! A file is untrusted: escape sequences in it are an old way into a terminal (they set
//! its title, write its clipboard, hide where a link goes, turn its colours),
//! bidirectional overrides make text read otherwise than it is stored, and invisible
//! characters (a zero-width space, a byte order mark, a soft hyphen, tag characters) make
//! two different names look the same. So every such character is written escaped, as
//! `\u{1b}` (the form Rust's `{:?}` gives, with `\t`, `\n`, `\r` and `\0` for those
//! four), never raw. A long value is shortened, with its length said, so that a 60 KB name
//! does not fill the screen.
//!
//! What is escaped ([`is_hidden`]): the control characters (C0, DEL, C1), every
//! character of Unicode general category Cf (format: the bidirectional controls, the
//! zero-width characters, U+FEFF, the soft hyphen, the tag characters, ...), every
//! Default_Ignorable_Code_Point (DerivedCoreProperties.txt: the variation selectors, the
//! Hangul fillers, the combining grapheme joiner, ...), and the line and paragraph
//! separators (U+2028, U+2029). A message of several lines keeps its line feeds and tabs
//! ([`escaped_lines`]).
//!
//! Two forms, for two kinds of words:
//! - a word read from a file (a solver's, a puzzle's, a learner's, a machine's name:
//!   [`word`], [`shown`], [`quoted`]) has its backslashes doubled too, so that a name
//!   holding the six characters `\u{1b}` is shown `\\u{1b}` and can never pass for an
//!   escaped ESC;
//! - a path and a whole message ([`escaped`], [`shown_path`]) keep their backslashes, so
//!   that `C:\puzzles\a.txt` reads as it was typed, and escaping twice is escaping once
//!   (a message that quotes a name already shown is escaped again whole on its way out).
//!
//! A solver's name is what a reader matches against sudotrace's strategies, so one that
//! mixes ASCII letters with other characters (a Cyrillic `а` in `nаive`) is shown with
//! those characters escaped ([`solver_shown`]), and never reads as the strategy it
//! imitates; [`non_ascii_in_name`] says which character it is, for refusing such a name
//! typed as an argument.
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

/// The characters of Unicode general category Cf (format) and the
/// Default_Ignorable_Code_Points (DerivedCoreProperties.txt), Unicode 15.1, merged into
/// ranges, in order: the invisible characters a name could hide or imitate with. (The
/// controls, category Cc, are [`char::is_control`]'s.)
const INVISIBLE: [(char, char); 25] = [
    ('\u{00ad}', '\u{00ad}'),   // soft hyphen
    ('\u{034f}', '\u{034f}'),   // combining grapheme joiner
    ('\u{0600}', '\u{0605}'),   // Arabic number signs
    ('\u{061c}', '\u{061c}'),   // Arabic letter mark
    ('\u{06dd}', '\u{06dd}'),   // Arabic end of ayah
    ('\u{070f}', '\u{070f}'),   // Syriac abbreviation mark
    ('\u{0890}', '\u{0891}'),   // Arabic pound and piastre marks above
    ('\u{08e2}', '\u{08e2}'),   // Arabic disputed end of ayah
    ('\u{115f}', '\u{1160}'),   // Hangul choseong and jungseong fillers
    ('\u{17b4}', '\u{17b5}'),   // Khmer inherent vowels
    ('\u{180b}', '\u{180f}'),   // Mongolian variation selectors, vowel separator
    ('\u{200b}', '\u{200f}'),   // zero-width space, joiners, directional marks
    ('\u{2028}', '\u{202e}'),   // line and paragraph separators, embeddings, overrides
    ('\u{2060}', '\u{206f}'),   // word joiner, invisible operators, isolates, ...
    ('\u{3164}', '\u{3164}'),   // Hangul filler
    ('\u{fe00}', '\u{fe0f}'),   // variation selectors
    ('\u{feff}', '\u{feff}'),   // zero-width no-break space (byte order mark)
    ('\u{ffa0}', '\u{ffa0}'),   // halfwidth Hangul filler
    ('\u{fff0}', '\u{fffb}'),   // unassigned, interlinear annotation
    ('\u{110bd}', '\u{110bd}'), // Kaithi number sign
    ('\u{110cd}', '\u{110cd}'), // Kaithi number sign above
    ('\u{13430}', '\u{1343f}'), // Egyptian hieroglyph format controls
    ('\u{1bca0}', '\u{1bca3}'), // shorthand format controls
    ('\u{1d173}', '\u{1d17a}'), // musical symbol format controls
    ('\u{e0000}', '\u{e0fff}'), // tags, variation selectors supplement
];

/// Whether `ch` is one a terminal must never be given raw from a file: a control
/// character, a format character (category Cf), a default-ignorable code point, or a
/// line or paragraph separator (the table `INVISIBLE`).
pub fn is_hidden(ch: char) -> bool {
    ch.is_control()
        || INVISIBLE
            .binary_search_by(|&(first, last)| {
                if last < ch {
                    std::cmp::Ordering::Less
                } else if first > ch {
                    std::cmp::Ordering::Greater
                } else {
                    std::cmp::Ordering::Equal
                }
            })
            .is_ok()
}

/// How a character is escaped: as in a path or a message (backslashes kept), as in a
/// word read from a file (backslashes doubled), or as in a solver's name (a word, and
/// every character but ASCII escaped when it holds an ASCII letter).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Form {
    Path,
    Word,
    Solver,
}

/// One character as it is written in `form`: escaped when [`is_hidden`], else itself.
fn push_char(out: &mut String, ch: char, form: Form) {
    match ch {
        '\t' => out.push_str("\\t"),
        '\n' => out.push_str("\\n"),
        '\r' => out.push_str("\\r"),
        '\0' => out.push_str("\\0"),
        '\\' if form != Form::Path => out.push_str("\\\\"),
        _ if is_hidden(ch) || (form == Form::Solver && !ch.is_ascii()) => {
            let _ = write!(out, "\\u{{{:x}}}", ch as u32);
        }
        _ => out.push(ch),
    }
}

/// Whether a character of `text` is written otherwise than itself in `form`.
fn needs_escaping(text: &str, form: Form) -> bool {
    text.chars().any(|ch| match form {
        Form::Path => is_hidden(ch),
        Form::Word => is_hidden(ch) || ch == '\\',
        Form::Solver => !ch.is_ascii() || ch.is_control() || ch == '\\',
    })
}

/// `text` written in `form`; borrowed when nothing in it changes.
fn in_form(text: &str, form: Form) -> Cow<'_, str> {
    if !needs_escaping(text, form) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 16);
    for ch in text.chars() {
        push_char(&mut out, ch, form);
    }
    Cow::Owned(out)
}

/// `text` with every [`is_hidden`] character escaped (`\u{1b}`), however long, its
/// backslashes kept: a path, or a whole message; borrowed when there is none. Escaping
/// twice is escaping once.
pub fn escaped(text: &str) -> Cow<'_, str> {
    in_form(text, Form::Path)
}

/// A word read from a file (a name) as it is written, however long: every
/// [`is_hidden`] character escaped and every backslash doubled, so that no escape in it
/// can be forged.
pub fn word(text: &str) -> Cow<'_, str> {
    in_form(text, Form::Word)
}

/// The form of a solver's name read from a file: a [`word`]; and when it holds an ASCII
/// letter, it is matched against sudotrace's strategies by eye, so every character not
/// ASCII in it is escaped too (`n\u{430}ive`, never a `nаive` that reads as `naive`).
/// A name with no ASCII letter (`数独求解器`) is a word like any other.
fn solver_form(name: &str) -> Form {
    let mixed = name.chars().any(|ch| ch.is_ascii_alphabetic()) && !name.is_ascii();
    match mixed {
        true => Form::Solver,
        false => Form::Word,
    }
}

/// A solver's name from a trace's header as a reader sees it (`solver_form`), shortened
/// past [`SHOWN_CHARS`] characters like [`shown`].
pub fn solver_shown(name: &str, lang: Lang) -> String {
    shortened(name, SHOWN_CHARS, solver_form(name), lang)
}

/// [`solver_shown`] between quotation marks, as the language writes them.
pub fn solver_quoted(name: &str, lang: Lang) -> String {
    lang.fill(Text::Quoted, &[("text", &solver_shown(name, lang))])
}

/// The first character of `name` that is not ASCII, with its place in characters from
/// 1: `(2, 'а')` for `nаive`. sudotrace's strategies are named in ASCII, so a name typed
/// for one that holds such a character is refused, this character named.
pub fn non_ascii_in_name(name: &str) -> Option<(usize, char)> {
    name.chars()
        .enumerate()
        .find(|(_, ch)| !ch.is_ascii())
        .map(|(at, ch)| (at + 1, ch))
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
            _ => push_char(&mut out, ch, Form::Path),
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
            // Beyond U+FFFF (the tag characters) as JSON writes it: a surrogate pair.
            _ if is_hidden(ch) => {
                for unit in ch.encode_utf16(&mut [0; 2]) {
                    let _ = write!(out, "\\u{unit:04x}");
                }
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

/// A word from a file as a reader sees it: [`word`], and when longer than
/// [`SHOWN_CHARS`] characters so escaped, its start and its length in characters
/// (`abc… (61,440 characters)`).
pub fn shown(text: &str, lang: Lang) -> String {
    shown_within(text, SHOWN_CHARS, lang)
}

/// [`shown`] in at most `most` characters (but never fewer than the shortening's own
/// words and a character of the value).
pub fn shown_within(text: &str, most: usize, lang: Lang) -> String {
    shortened(text, most, Form::Word, lang)
}

/// A path or an argument as a reader sees it: [`escaped`] (its backslashes kept, as it
/// was typed), shortened like [`shown`].
pub fn shown_path(text: &str, lang: Lang) -> String {
    shortened(text, SHOWN_CHARS, Form::Path, lang)
}

/// `text` written in `form`, and when longer than `most` characters so written, its
/// start and its length in characters.
fn shortened(text: &str, most: usize, form: Form, lang: Lang) -> String {
    let whole = in_form(text, form);
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
        push_char(&mut one, ch, form);
        let size = one.chars().count();
        if taken + size > room && taken > 0 {
            break;
        }
        taken += size;
        start.push_str(&one);
    }
    words(&start)
}

/// The longest argument a message echoes whole: longer than any path (Linux's
/// `PATH_MAX`), so that a long path of a user's is never cut, and one of 70,000
/// characters is.
pub const ECHOED_CHARS: usize = 4096;

/// `message` with each of the command's `arguments` longer than [`ECHOED_CHARS`] that it
/// echoes cut to [`shown_path`]'s length, with its length said: an argument of 70,000
/// characters is not written back whole. (Messages are made in many places, clap's among them; this is the one place
/// every message passes before it is written.) An option's value given as `--name=VALUE`
/// is cut as VALUE, and an argument quoted as Rust's `{:?}` writes it is cut in that form.
pub fn cut_arguments<'a>(message: &'a str, arguments: &[String], lang: Lang) -> Cow<'a, str> {
    let mut long: Vec<&str> = arguments
        .iter()
        .flat_map(|arg| {
            [
                arg.as_str(),
                arg.split_once('=').map_or("", |(_, value)| value),
            ]
        })
        .filter(|arg| arg.chars().count() > ECHOED_CHARS)
        .collect();
    // The longest first, so that an argument inside another is not cut within it.
    long.sort_by_key(|arg| std::cmp::Reverse(arg.len()));
    let mut out = Cow::Borrowed(message);
    for arg in long {
        let debug = format!("{arg:?}");
        let debug = &debug[1..debug.len() - 1];
        for echoed in [arg, debug] {
            if out.contains(echoed) {
                out = Cow::Owned(out.replace(echoed, &shown_path(arg, lang)));
            }
        }
    }
    out
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
            assert_eq!(shown_path(text, Lang::En), text);
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
    fn every_invisible_range_is_escaped_to_its_edges() {
        for &(first, last) in &INVISIBLE {
            assert!(is_hidden(first) && is_hidden(last), "{first:?}..{last:?}");
            for edge in [first as u32 - 1, last as u32 + 1] {
                let outside = char::from_u32(edge).unwrap();
                let inside_another = INVISIBLE.iter().any(|&(a, b)| (a..=b).contains(&outside));
                assert_eq!(
                    is_hidden(outside),
                    inside_another || outside.is_control(),
                    "{outside:?}"
                );
            }
            assert_eq!(
                escaped(&last.to_string()),
                format!("\\u{{{:x}}}", last as u32)
            );
        }
        assert!(
            INVISIBLE.windows(2).all(|w| w[0].1 < w[1].0),
            "ranges in order"
        );
        for ch in [
            'a',
            'é',
            'а',
            '数',
            '\u{ab}',
            '\u{2010}',
            '\u{fffc}',
            '\u{1f600}',
        ] {
            assert!(!is_hidden(ch), "{ch:?}");
        }
        assert_eq!(
            escaped("a\u{200b}b\u{feff}c\u{ad}d\u{e0041}\u{2064}"),
            "a\\u{200b}b\\u{feff}c\\u{ad}d\\u{e0041}\\u{2064}"
        );
        let json = serde_json::to_string(&["\u{e0041}\u{feff}"]).unwrap();
        let safe = json_escaped(&json);
        assert_eq!(safe, "[\"\\udb40\\udc41\\ufeff\"]");
        assert_eq!(
            serde_json::from_str::<[String; 1]>(&safe).unwrap(),
            ["\u{e0041}\u{feff}"]
        );
    }

    #[test]
    fn a_backslash_in_a_word_cannot_forge_an_escape() {
        let literal = "a\\u{1b}b";
        assert_eq!(word(literal), "a\\\\u{1b}b");
        assert_eq!(word("a\u{1b}b"), "a\\u{1b}b");
        assert_ne!(word(literal), word("a\u{1b}b"));
        assert_eq!(shown(literal, Lang::En), "a\\\\u{1b}b");
        assert_eq!(quoted("x\\y", Lang::En), "\"x\\\\y\"");
        // Paths and messages keep theirs, as typed.
        assert_eq!(escaped("C:\\puzzles\\a.txt"), "C:\\puzzles\\a.txt");
        assert_eq!(
            shown_path("C:\\puzzles\\a.txt", Lang::En),
            "C:\\puzzles\\a.txt"
        );
        assert!(matches!(word("naive"), Cow::Borrowed(_)));
    }

    #[test]
    fn a_solver_name_mixing_scripts_never_reads_as_a_strategy() {
        assert_eq!(solver_shown("n\u{430}ive", Lang::En), "n\\u{430}ive");
        assert_eq!(solver_shown("naïve", Lang::En), "na\\u{ef}ve");
        assert_eq!(solver_quoted("mrv+tables", Lang::En), "\"mrv+tables\"");
        // No ASCII letter: nothing to mistake it for.
        assert_eq!(solver_shown("数独", Lang::En), "数独");
        assert_eq!(solver_shown("数独\u{200b}", Lang::En), "数独\\u{200b}");
        assert_eq!(solver_shown("dlx\\u{1b}", Lang::En), "dlx\\\\u{1b}");
        assert_eq!(non_ascii_in_name("n\u{430}ive"), Some((2, '\u{430}')));
        assert_eq!(non_ascii_in_name("naive"), None);
    }

    #[test]
    fn long_arguments_are_cut_in_messages() {
        let long = "x".repeat(70_000);
        let message = format!("invalid value '{long}' for '--at': \"{long}\" is not");
        let path = format!("/tmp/{}/t.jsonl", "a".repeat(200));
        let args = [String::from("show"), format!("--at={long}"), path.clone()];
        let cut = cut_arguments(&message, &args, Lang::En);
        assert!(cut.len() < 300, "{cut}");
        // A long path is echoed whole.
        let said = format!("{path}: line 1: not a trace");
        assert_eq!(cut_arguments(&said, &args, Lang::En), said);
        assert_eq!(cut.matches("… (70,000 characters)").count(), 2, "{cut}");
        assert!(matches!(
            cut_arguments("short", &args, Lang::En),
            Cow::Borrowed(_)
        ));
        let hostile = format!("\u{1b}{long}");
        let message = format!("{hostile:?} is not");
        let cut = cut_arguments(&message, &[hostile], Lang::En);
        assert!(cut.starts_with("\"\\u{1b}xxx") && cut.len() < 300, "{cut}");
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

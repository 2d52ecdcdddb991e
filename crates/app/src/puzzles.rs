//! Reading the puzzles a command is given, one way for every command and for Python: each argument is
//! `-` (standard input), a file, the name of a puzzle built in (`leetcode37`), or puzzle
//! text, and holds one puzzle in any common form or a collection of one puzzle a line. A
//! file wins over a built-in puzzle of the same name, so that what is on disk is never
//! hidden. A line that is not a puzzle is skipped with a warning that says where and why,
//! so that one typo does not stop the rest.

use std::fs::File;
use std::io::{self, BufReader};
use std::path::Path;

use sudotrace_core::puzzle::grid::Grid;
use sudotrace_core::puzzle::named;
use sudotrace_core::puzzle::parse::{self, Inputs, parse_puzzle_text};

use crate::AppError;
use crate::lang::AppText;

/// What an argument holds (the text of a file, of standard input, of a built-in puzzle,
/// or the argument itself) and what to call it in messages.
pub struct Argument {
    pub label: String,
    pub text: String,
    /// The text was given on the command line itself.
    pub inline: bool,
    /// The built-in puzzle the argument named, whose name the puzzle is known by.
    pub named: Option<&'static str>,
}

/// A puzzle argument is `-` (standard input), a file that exists, a built-in puzzle's
/// name (unless `builtin` is false: a player's answer is never one), or puzzle text.
pub fn read_argument(arg: &str, builtin: bool) -> Result<Argument, AppError> {
    let text = |label: &str, text: String, inline: bool| Argument {
        label: label.to_string(),
        text,
        inline,
        named: None,
    };
    if arg == "-" {
        let label = "standard input";
        let read = parse::read_text(io::stdin().lock());
        let read = read.map_err(|e| AppError::InputUnread(label.to_string(), Box::new(e)))?;
        return Ok(text(label, read, false));
    }
    let path = Path::new(arg);
    if path.is_file() {
        let file = File::open(path).map_err(|source| AppError::Io {
            path: path.to_path_buf(),
            what: AppText::IoCannotRead,
            error: source,
        })?;
        let read = parse::read_text(BufReader::new(file));
        let read = read.map_err(|e| AppError::InputUnread(arg.to_string(), Box::new(e)))?;
        return Ok(text(arg, read, false));
    }
    if let Some(named) = named::find(arg).filter(|_| builtin) {
        return Ok(Argument {
            named: Some(named.name),
            ..text(named.name, named.puzzle.to_string(), false)
        });
    }
    if looks_like_puzzle(arg) {
        return Ok(text("puzzle", arg.to_string(), true));
    }
    if path.exists() {
        return Err(crate::refused_in_words(
            AppText::InputNotAFile,
            &[("arg", &arg)],
        ));
    }
    Err(AppError::NoPuzzle {
        arg: arg.to_string(),
        builtin,
    })
}

/// Text that is mostly cells is a puzzle with a typo rather than a file name, so it
/// gets the parser's precise complaint instead of "no such file".
fn looks_like_puzzle(arg: &str) -> bool {
    arg.chars()
        .filter(|&ch| ch.is_ascii_digit() || ch == '.')
        .count()
        >= 17
}

/// Every puzzle of every argument, each with where it came from: the file name as
/// given, `standard input`, a built-in puzzle's name (which is the puzzle's name too),
/// or for puzzle text on the command line `puzzle` (`argument N` among several
/// arguments). Lines that are not puzzles are kept as skipped.
pub fn read_inputs(args: &[String]) -> Result<Inputs, AppError> {
    if args.iter().filter(|arg| *arg == "-").count() > 1 {
        return Err(crate::refused_in_words(AppText::InputStdinTwice, &[]));
    }
    let mut inputs = Inputs::default();
    for (index, arg) in args.iter().enumerate() {
        let text = read_argument(arg, true)?;
        let source = if text.inline && args.len() > 1 {
            format!("argument {}", index + 1)
        } else {
            text.label
        };
        inputs.add(&source, parsed_naming(&text.text, text.named));
    }
    Ok(inputs)
}

/// The puzzles of `text`, each named `name` when the text is a built-in puzzle's.
fn parsed_naming(text: &str, name: Option<&str>) -> Vec<Result<parse::Entry, parse::ParseError>> {
    let mut parsed = parse::parse_puzzles(text);
    if let Some(name) = name {
        for entry in parsed.iter_mut().flatten() {
            entry.name = Some(name.to_string());
        }
    }
    parsed
}

/// Every puzzle of `texts`, each the text of a puzzle or of a collection (a puzzle a
/// line), or a built-in puzzle's name (Python's `compare`, which is given texts, never
/// files): `puzzle N` where each came from. A text with no puzzle at all is refused with
/// its first problem, as [`refuse_unreadable`] refuses an argument.
pub fn inputs_of_texts(texts: &[String]) -> Result<Inputs, AppError> {
    let mut inputs = Inputs::default();
    for (i, text) in texts.iter().enumerate() {
        let (text, name) = match named::find(text.trim()) {
            Some(found) => (found.puzzle, Some(found.name)),
            None => (text.as_str(), None),
        };
        inputs.add(&format!("puzzle {}", i + 1), parsed_naming(text, name));
    }
    refuse_unreadable(&inputs)?;
    Ok(inputs)
}

/// One puzzle from its text (81 digits and dots, or a grid of lines) or a built-in
/// puzzle's name (Python's `solve` and `Recorder`, which are given texts, never files).
pub fn puzzle_of(text: &str) -> Result<Grid, AppError> {
    named_puzzle_of(text).map(|(grid, _)| grid)
}

/// [`puzzle_of`], with the built-in puzzle's name when `text` is one: what a trace's
/// header calls the puzzle, as the command line's `solve leetcode37 --trace` does.
pub fn named_puzzle_of(text: &str) -> Result<(Grid, Option<&'static str>), AppError> {
    if let Some(found) = named::find(text.trim()) {
        let grid = parse_puzzle_text(found.puzzle).map_err(|e| AppError::Refused(e.to_string()))?;
        return Ok((grid, Some(found.name)));
    }
    let grid =
        parse_puzzle_text(text).map_err(|e| AppError::Refused(format!("the puzzle: {e}")))?;
    Ok((grid, None))
}

/// Refuse an argument that holds no puzzle at all, with its first problem: a puzzle with
/// a typo is an error, not a collection with a line skipped.
pub fn refuse_unreadable(inputs: &Inputs) -> Result<(), AppError> {
    for input in inputs.inputs.iter().filter(|i| i.puzzles == 0) {
        if let Some(first) = inputs.skipped.iter().find(|s| s.source == input.source) {
            return Err(AppError::Unreadable(Box::new(first.clone())));
        }
    }
    Ok(())
}

/// Refuse, before any is opened, a list of files that holds a named pipe, a device or a
/// socket (`-`, standard input, aside): opening one can wait forever for a writer, and
/// one such name must not stall the marking of a whole class. Folders are left to the
/// reading, which fails at once.
pub fn refuse_special_files(paths: &[std::path::PathBuf]) -> Result<(), AppError> {
    for path in paths.iter().filter(|path| path.as_os_str() != "-") {
        if let Some(kind) = special_kind(path) {
            let name = crate::named(path);
            let worded = crate::Worded::new(AppText::InputSpecialFile, &[("name", &name)]);
            return Err(AppError::Worded(worded.with_word("kind", kind)));
        }
    }
    Ok(())
}

/// What `path` is when it is neither a regular file nor a folder (nor missing).
fn special_kind(path: &Path) -> Option<AppText> {
    let kind = std::fs::metadata(path).ok()?.file_type();
    if kind.is_file() || kind.is_dir() {
        return None;
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if kind.is_fifo() {
            return Some(AppText::KindNamedPipe);
        }
        if kind.is_socket() {
            return Some(AppText::KindSocket);
        }
    }
    Some(AppText::KindDevice)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn texts_are_puzzles_collections_or_built_in_names() {
        let two = format!(
            "{}\n{}\n",
            sudotrace_core::LEETCODE_37,
            sudotrace_core::LEETCODE_37
        );
        let inputs = inputs_of_texts(&["leetcode37".to_string(), two]).unwrap();
        assert_eq!(inputs.puzzles.len(), 3);
        assert_eq!(inputs.puzzles[0].name.as_deref(), Some("leetcode37"));
        assert_eq!(inputs.inputs[1].source, "puzzle 2");
    }

    #[test]
    fn a_text_with_no_puzzle_is_refused_with_its_first_problem() {
        let err = inputs_of_texts(&["leetcode37".to_string(), "12x".to_string()]).unwrap_err();
        assert!(err.to_string().starts_with("puzzle 2: "), "{err}");
    }

    #[test]
    fn one_puzzle_is_its_text_or_a_built_in_name() {
        let named = puzzle_of(" leetcode37\n").unwrap();
        assert!(named == puzzle_of(sudotrace_core::LEETCODE_37).unwrap());
        let err = puzzle_of("12x").unwrap_err();
        assert!(err.to_string().starts_with("the puzzle: "), "{err}");
    }
}

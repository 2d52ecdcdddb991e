//! Reading the puzzles a command is given, one way for every command: each argument is
//! `-` (standard input), a file, the name of a puzzle built in (`leetcode37`), or puzzle
//! text, and holds one puzzle in any common form or a collection of one puzzle a line. A
//! file wins over a built-in puzzle of the same name, so that what is on disk is never
//! hidden. A line that is not a puzzle is skipped with a warning that says where and why,
//! so that one typo does not stop the rest.

use std::fs::File;
use std::io::{self, BufReader};
use std::path::Path;

use anyhow::{Context, anyhow, bail};
use sudotrace_core::puzzle::named;
use sudotrace_core::puzzle::parse::{self, Inputs};

/// What an argument holds (the text of a file, of standard input, of a built-in puzzle,
/// or the argument itself) and what to call it in messages.
pub(super) struct Argument {
    pub label: String,
    pub text: String,
    /// The text was given on the command line itself.
    pub inline: bool,
    /// The built-in puzzle the argument named, whose name the puzzle is known by.
    pub named: Option<&'static str>,
}

/// A puzzle argument is `-` (standard input), a file that exists, a built-in puzzle's
/// name (unless `builtin` is false: a player's answer is never one), or puzzle text.
pub(super) fn read_argument(arg: &str, builtin: bool) -> anyhow::Result<Argument> {
    let text = |label: &str, text: String, inline: bool| Argument {
        label: label.to_string(),
        text,
        inline,
        named: None,
    };
    if arg == "-" {
        let label = "standard input";
        let read = parse::read_text(io::stdin().lock());
        return Ok(text(
            label,
            read.map_err(|e| anyhow!("{label}: {e}"))?,
            false,
        ));
    }
    let path = Path::new(arg);
    if path.is_file() {
        let file = File::open(path).with_context(|| format!("{arg}: cannot read"))?;
        let read = parse::read_text(BufReader::new(file));
        return Ok(text(arg, read.map_err(|e| anyhow!("{arg}: {e}"))?, false));
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
        bail!("{arg}: is not a file");
    }
    if !builtin {
        bail!(
            "{arg}: no such file, and not a puzzle either (a puzzle is 81 characters, 1-9 with . or 0 for blanks)"
        );
    }
    bail!(
        "{arg}: no such file, no puzzle built in by that name ({}), and not a puzzle either (a puzzle is 81 characters, 1-9 with . or 0 for blanks)",
        named::names()
    )
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
pub(super) fn read_inputs(args: &[String]) -> anyhow::Result<Inputs> {
    if args.iter().filter(|arg| *arg == "-").count() > 1 {
        bail!("standard input (-) can be read only once");
    }
    let mut inputs = Inputs::default();
    for (index, arg) in args.iter().enumerate() {
        let text = read_argument(arg, true)?;
        let source = if text.inline && args.len() > 1 {
            format!("argument {}", index + 1)
        } else {
            text.label
        };
        let mut parsed = parse::parse_puzzles(&text.text);
        if let Some(name) = text.named {
            for entry in parsed.iter_mut().flatten() {
                entry.name = Some(name.to_string());
            }
        }
        inputs.add(&source, parsed);
    }
    Ok(inputs)
}

/// Refuse an argument that holds no puzzle at all, with its first problem: a puzzle with
/// a typo is an error, not a collection with a line skipped.
pub(super) fn refuse_unreadable(inputs: &Inputs) -> anyhow::Result<()> {
    for input in inputs.inputs.iter().filter(|i| i.puzzles == 0) {
        if let Some(first) = inputs.skipped.iter().find(|s| s.source == input.source) {
            bail!("{}: {}", first.source, first.error);
        }
    }
    Ok(())
}

/// Say which lines were skipped, and why.
pub(super) fn warn_skipped(inputs: &Inputs) {
    for skipped in &inputs.skipped {
        super::warn(&format!(
            "warning: {}: {}; skipped",
            skipped.source, skipped.error
        ));
    }
}

/// Refuse, before any is opened, a list of files that holds a named pipe, a device or a
/// socket (`-`, standard input, aside): opening one can wait forever for a writer, and
/// one such name must not stall the marking of a whole class. Folders are left to the
/// reading, which fails at once.
pub(super) fn refuse_special_files(paths: &[std::path::PathBuf]) -> anyhow::Result<()> {
    for path in paths.iter().filter(|path| path.as_os_str() != "-") {
        if let Some(kind) = special_kind(path) {
            bail!(
                "{}: {kind}, not a regular file: only files are read from a list",
                super::named(path)
            );
        }
    }
    Ok(())
}

/// What `path` is when it is neither a regular file nor a folder (nor missing).
fn special_kind(path: &Path) -> Option<&'static str> {
    let kind = std::fs::metadata(path).ok()?.file_type();
    if kind.is_file() || kind.is_dir() {
        return None;
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if kind.is_fifo() {
            return Some("a named pipe");
        }
        if kind.is_socket() {
            return Some("a socket");
        }
    }
    Some("a device")
}

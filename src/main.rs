//! The `sudotrace` binary: parse the command line, run the command, map the outcome to
//! an exit code (0 done, 1 not solved, 2 bad input or failure).

use std::io::{self, Write};
use std::process::ExitCode;

use clap::Parser;

mod cli;
mod commands;
mod interrupt;
mod lang;
mod tui;

use cli::Cli;

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(err) => parse_error(err),
    };
    let lang = cli.command.lang();
    interrupt::remove_partial_files_when_interrupted();
    let stdout = io::stdout();
    // A line at a time, so that every result finished reaches the file or the pipe
    // before an interrupt ends the process; the cost, a write a line, is nothing beside
    // the work a line stands for.
    let mut out = io::LineWriter::new(stdout.lock());
    let result = commands::run(cli, &mut out).and_then(|exit| {
        out.flush()?;
        Ok(exit)
    });
    match result {
        Ok(exit) => ExitCode::from(exit as u8),
        Err(err) if is_broken_pipe(&err) => ExitCode::SUCCESS,
        Err(err) => {
            drop(out);
            // One line, whatever the error took from a file or an argument escaped.
            let message = said(&err, lang);
            let message = cut_long_arguments(&message, lang);
            eprintln!("error: {}", sudotrace_core::escape::escaped(&message));
            ExitCode::from(2)
        }
    }
}

/// `err` in one line in `lang`, as `{err:#}` says it (each cause after the one before,
/// set apart by `: `, in Chinese `：`), the errors the libraries say in any language
/// (`sudotrace_app::AppError`, `sudotrace_frames::RenderError`,
/// `sudotrace_core::trace::TraceError`) said in `lang`, whole (their words hold their
/// causes); any other as it says itself, in English.
fn said(err: &anyhow::Error, lang: sudotrace_core::lang::Lang) -> String {
    let mut causes = Vec::new();
    for cause in err.chain() {
        let whole = if let Some(e) = cause.downcast_ref::<sudotrace_app::AppError>() {
            e.words(lang)
        } else if let Some(e) = cause.downcast_ref::<sudotrace_frames::RenderError>() {
            e.words(lang)
        } else if let Some(e) = cause.downcast_ref::<sudotrace_core::trace::TraceError>() {
            e.words(lang)
        } else {
            causes.push(cause.to_string());
            continue;
        };
        causes.push(whole);
        break;
    }
    // Each cause after the one before, as the language sets an error after its place.
    causes
        .into_iter()
        .reduce(|at, error| {
            lang.fill(
                sudotrace_core::lang::Text::ErrorAt,
                &[("at", &at), ("error", &error)],
            )
        })
        .unwrap_or_default()
}

/// A command line clap refuses: help and the version as clap writes them; an error
/// in plain text with whatever it quotes of the arguments escaped, as every other
/// message is (an argument may be a file's name someone else chose).
fn parse_error(err: clap::Error) -> ! {
    use clap::error::ErrorKind;
    if matches!(
        err.kind(),
        ErrorKind::DisplayHelp
            | ErrorKind::DisplayVersion
            | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
    ) {
        err.exit()
    }
    let text = err.render().to_string();
    // Before `--lang` is read: the language of the environment.
    let text = cut_long_arguments(&text, sudotrace_core::lang::Lang::from_env());
    eprint!("{}", sudotrace_core::escape::escaped_lines(&text));
    std::process::exit(err.exit_code())
}

/// `message` with every long argument of the command line it echoes cut, its length said
/// in `lang` ([`sudotrace_core::escape::cut_arguments`]).
fn cut_long_arguments(message: &str, lang: sudotrace_core::lang::Lang) -> String {
    let arguments: Vec<String> = std::env::args_os()
        .map(|arg| arg.to_string_lossy().into_owned())
        .collect();
    sudotrace_core::escape::cut_arguments(message, &arguments, lang).into_owned()
}

/// Output piped into `head` and cut short is not an error.
fn is_broken_pipe(err: &anyhow::Error) -> bool {
    err.chain()
        .filter_map(|cause| cause.downcast_ref::<io::Error>())
        .any(|e| e.kind() == io::ErrorKind::BrokenPipe)
}

//! The `sudotrace` binary: parse the command line, run the command, map the outcome to
//! an exit code (0 done, 1 not solved, 2 bad input or failure).

use std::io::{self, Write};
use std::process::ExitCode;

use clap::Parser;

mod cli;
mod commands;
mod lang;
mod tui;

use cli::Cli;

fn main() -> ExitCode {
    let cli = Cli::parse();
    remove_partial_files_when_interrupted();
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let result = commands::run(cli, &mut out).and_then(|exit| {
        out.flush()?;
        Ok(exit)
    });
    match result {
        Ok(exit) => ExitCode::from(exit as u8),
        Err(err) if is_broken_pipe(&err) => ExitCode::SUCCESS,
        Err(err) => {
            drop(out);
            eprintln!("error: {err:#}");
            ExitCode::from(2)
        }
    }
}

/// On Ctrl-C or `kill`, remove the files still being written under temporary names
/// before ending, so that an interrupted run leaves nothing behind, and say which.
fn remove_partial_files_when_interrupted() {
    use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM};
    let Ok(mut signals) = signal_hook::iterator::Signals::new([SIGINT, SIGTERM, SIGHUP]) else {
        return;
    };
    std::thread::spawn(move || {
        if let Some(signal) = signals.forever().next() {
            let removed = sudotrace_core::output::remove_partials();
            let names: Vec<String> = removed.iter().map(|p| p.display().to_string()).collect();
            let what = match names.is_empty() {
                true => "nothing was being written".to_string(),
                false => format!("removed the unfinished {}", names.join(", ")),
            };
            eprintln!("\ninterrupted: {what}");
            // The exit status a shell reports for a process ended by that signal.
            std::process::exit(128 + signal);
        }
    });
}

/// Output piped into `head` and cut short is not an error.
fn is_broken_pipe(err: &anyhow::Error) -> bool {
    err.chain()
        .filter_map(|cause| cause.downcast_ref::<io::Error>())
        .any(|e| e.kind() == io::ErrorKind::BrokenPipe)
}

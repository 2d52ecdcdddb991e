//! What an interrupt (Ctrl-C, `kill`, a closed terminal) does to a running command: the
//! files still being written under temporary names are removed, it says which, and the
//! process ends with the status its platform gives a program ended that way. How an
//! interrupt is heard differs by platform: Unix signals, or Windows' console events.
//! What was finished before stays: standard output is written a line at a time
//! (`main`), and the message names the item of a list the command was on.

use std::sync::Mutex;

/// The item of a list the command is on now ("puzzle 12 of 40"), for an interrupt to
/// name.
static WORKING_ON: Mutex<Option<String>> = Mutex::new(None);

/// Note the item of a list the command has begun, named for people.
pub fn working_on(what: String) {
    if let Ok(mut on) = WORKING_ON.lock() {
        *on = Some(what);
    }
}

/// From now on, an interrupt removes the unfinished files and ends the process. Where no
/// way of hearing one is known, an interrupt ends the process as it would anyway.
pub fn remove_partial_files_when_interrupted() {
    #[cfg(unix)]
    unix::on_interrupt(end_interrupted);
    #[cfg(windows)]
    windows::on_interrupt(end_interrupted);
}

/// Remove the files being written, say which, and end with `status`.
#[cfg(any(unix, windows))]
fn end_interrupted(status: i32) -> ! {
    let removed = sudotrace_core::output::remove_partials();
    let names: Vec<String> = removed.iter().map(|p| p.display().to_string()).collect();
    let what = match names.is_empty() {
        true => "nothing was being written".to_string(),
        false => format!("removed the unfinished {}", names.join(", ")),
    };
    let on = WORKING_ON.try_lock().ok().and_then(|on| on.clone());
    match on {
        Some(on) => eprintln!("\ninterrupted on {on}: {what}"),
        None => eprintln!("\ninterrupted: {what}"),
    }
    std::process::exit(status);
}

#[cfg(unix)]
mod unix {
    use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM};
    use signal_hook::iterator::Signals;

    /// On Ctrl-C (`SIGINT`), `kill` (`SIGTERM`) or a closed terminal (`SIGHUP`), call
    /// `end` with the status a shell reports for a process ended by that signal.
    pub fn on_interrupt(end: fn(i32) -> !) {
        let Ok(mut signals) = Signals::new([SIGINT, SIGTERM, SIGHUP]) else {
            return;
        };
        std::thread::spawn(move || {
            if let Some(signal) = signals.forever().next() {
                end(128 + signal);
            }
        });
    }
}

#[cfg(windows)]
mod windows {
    /// `STATUS_CONTROL_C_EXIT`: what Windows reports for a program ended by Ctrl-C.
    const CONTROL_C_EXIT: i32 = 0xC000_013A_u32 as i32;

    /// On Ctrl-C or Ctrl-Break in the console, call `end` (on a thread of its own) with
    /// the status of a program ended by Ctrl-C, whichever of the two came.
    pub fn on_interrupt(end: fn(i32) -> !) {
        // Without a console there is nothing to hear; the process ends as before.
        let _ = ctrlc::set_handler(move || end(CONTROL_C_EXIT));
    }
}

//! The progress bar that the long commands (`compare`, `chart`, `demo`, `solve --trace`) show on
//! standard error.

use std::io::IsTerminal;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use sudotrace_compare::{Phase, Progress};

/// A progress bar on stderr that shows itself only once the work has taken a second,
/// and never when stderr is not a terminal.
pub(crate) struct Bar {
    bar: ProgressBar,
    started: Instant,
    enabled: bool,
    shown: AtomicBool,
}

impl Bar {
    pub fn new() -> Bar {
        Bar {
            bar: ProgressBar::with_draw_target(None, ProgressDrawTarget::hidden()),
            started: Instant::now(),
            enabled: std::io::stderr().is_terminal(),
            shown: AtomicBool::new(false),
        }
    }

    /// Start a bar of `len` units (or a spinner when `None`) with the given message.
    pub fn begin(&self, len: Option<u64>, template: &str, message: &'static str) {
        let style = match len {
            Some(_) => ProgressStyle::with_template(template)
                .expect("valid template")
                .progress_chars("=> "),
            None => ProgressStyle::with_template(template).expect("valid template"),
        };
        self.bar.set_style(style);
        self.bar.set_message(message);
        match len {
            Some(len) => self.bar.set_length(len),
            None => self.bar.unset_length(),
        }
        self.bar.set_position(0);
        self.bar.reset_eta();
        self.show_if_slow();
    }

    pub fn inc(&self, delta: u64) {
        self.bar.inc(delta);
        self.show_if_slow();
    }

    pub fn set_position(&self, position: u64) {
        self.bar.set_position(position);
        self.show_if_slow();
    }

    fn show_if_slow(&self) {
        if self.enabled
            && !self.shown.load(Ordering::Relaxed)
            && self.started.elapsed() >= Duration::from_secs(1)
            && !self.shown.swap(true, Ordering::Relaxed)
        {
            self.bar.set_draw_target(ProgressDrawTarget::stderr());
        }
    }
}

impl Drop for Bar {
    fn drop(&mut self) {
        self.bar.finish_and_clear();
    }
}

impl Progress for Bar {
    fn start(&self, phase: Phase, total: u64) {
        match phase {
            Phase::Counting => self.begin(
                Some(total),
                "{msg} [{bar:32}] {human_pos}/{human_len} runs, {elapsed}",
                "counting",
            ),
            Phase::Timing => self.begin(
                Some(total),
                "{msg} [{bar:32}] {percent}% of the tries, {elapsed} (about {eta} left)",
                "timing  ",
            ),
        }
    }

    fn advance(&self, done: u64) {
        self.inc(done);
    }

    fn finish(&self) {}
}

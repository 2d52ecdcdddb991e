//! The progress bar that the long commands (`compare`, `chart`, `render`, `convert`,
//! `demo`, `solve --trace`) show on standard error.

use std::io::IsTerminal;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use sudotrace_compare::{CompareProgress, Phase};

/// A progress bar on stderr that shows itself only once the work has taken a second
/// (or `SUDOTRACE_PROGRESS_DELAY` seconds), and never when stderr is not a terminal.
pub(crate) struct Bar {
    bar: ProgressBar,
    started: Instant,
    delay: Duration,
    enabled: bool,
    shown: AtomicBool,
}

/// Set when the output is for a program (`--json`): no bar then, even on a terminal.
static FOR_A_PROGRAM: AtomicBool = AtomicBool::new(false);

/// Show no bar from now on: the command writes for a program.
pub(crate) fn for_a_program() {
    FOR_A_PROGRAM.store(true, Ordering::Relaxed);
}

/// How long work runs before its bar shows: a second, so that quick commands print
/// nothing but their result, unless `SUDOTRACE_PROGRESS_DELAY` gives other seconds.
fn delay() -> Duration {
    std::env::var("SUDOTRACE_PROGRESS_DELAY")
        .ok()
        .and_then(|seconds| seconds.trim().parse::<f64>().ok())
        .filter(|seconds| seconds.is_finite() && *seconds >= 0.0)
        .map_or(Duration::from_secs(1), Duration::from_secs_f64)
}

/// A search's events counted onto the bar ([`sudotrace_app::progress::Counted`]).
impl sudotrace_app::progress::Tally for Bar {
    fn set(&self, events: u64) {
        self.set_position(events);
    }
}

impl Bar {
    pub fn new() -> Bar {
        Bar {
            bar: ProgressBar::with_draw_target(None, ProgressDrawTarget::hidden()),
            started: Instant::now(),
            delay: delay(),
            enabled: std::io::stderr().is_terminal() && !FOR_A_PROGRAM.load(Ordering::Relaxed),
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
        // The new length and position first: a bar drawn in between shows no mix of
        // the old stage and the new.
        match len {
            Some(len) => self.bar.set_length(len),
            None => self.bar.unset_length(),
        }
        self.bar.set_position(0);
        self.bar.reset_eta();
        self.bar.set_message(message);
        self.bar.set_style(style);
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
            && self.started.elapsed() >= self.delay
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

impl CompareProgress for Bar {
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

//! Long work on a thread of its own, without the GIL, while Python's thread watches for
//! interrupts and shows the work's progress (`sudotrace.notebook.progress`).

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use pyo3::prelude::*;
pub(crate) use sudotrace_app::progress::{Comparing, Drawing, Going};

/// Run `work` on a thread of its own, without the GIL, while this thread looks at
/// Python's signals every 50 ms. Work that can be `stoppable` is: an interrupt (Ctrl-C,
/// a notebook's stop button) sets its stop flag, which stops it within a second, and
/// raises KeyboardInterrupt; other work runs to its end, and Python raises the interrupt
/// then. Work that takes more than a second shows its progress through
/// `sudotrace.notebook.progress`: the words of its phase in `phases` (what it is doing,
/// what it counts) and its count.
pub(crate) fn in_background<T: Send>(
    py: Python<'_>,
    phases: &[(&str, &str)],
    stoppable: bool,
    work: impl FnOnce(&Going) -> T + Send,
) -> PyResult<T> {
    let going = Going::default();
    let done = AtomicBool::new(false);
    std::thread::scope(|scope| {
        let worker = scope.spawn(|| {
            let result = work(&going);
            done.store(true, Ordering::Release);
            result
        });
        let started = Instant::now();
        let mut interrupted = None;
        let mut shown = false;
        let show = |finished: bool| {
            let (doing, unit) = phases[going.phase.load(Ordering::Relaxed).min(phases.len() - 1)];
            let count = going.count.load(Ordering::Relaxed);
            progress(py, doing, count, unit, started, finished)
        };
        while !done.load(Ordering::Acquire) {
            py.detach(|| {
                let until = Instant::now() + Duration::from_millis(50);
                while !done.load(Ordering::Acquire) && Instant::now() < until {
                    std::thread::sleep(Duration::from_millis(2));
                }
            });
            if stoppable
                && interrupted.is_none()
                && let Err(e) = py.check_signals()
            {
                going.stop.store(true, Ordering::Relaxed);
                interrupted = Some(e);
            }
            if started.elapsed() > Duration::from_secs(1) && !done.load(Ordering::Acquire) {
                // Showing runs Python (its first time imports IPython, which takes a while):
                // an interrupt that comes meanwhile is raised there, and stops the work
                // as one seen here does.
                if let Err(e) = show(false)
                    && stoppable
                    && interrupted.is_none()
                    && e.is_instance_of::<pyo3::exceptions::PyKeyboardInterrupt>(py)
                {
                    going.stop.store(true, Ordering::Relaxed);
                    interrupted = Some(e);
                }
                shown = true;
            }
        }
        let result = worker.join().expect("the work does not panic");
        if shown {
            show(true)?;
        }
        match interrupted {
            Some(e) => Err(e),
            None => Ok(result),
        }
    })
}

/// Show how work goes (sudotrace.notebook.progress): in a notebook, a line under the
/// cell updated in place; in a terminal, a line on standard error.
fn progress(
    py: Python<'_>,
    doing: &str,
    count: u64,
    unit: &str,
    started: Instant,
    done: bool,
) -> PyResult<()> {
    py.import("sudotrace.notebook")?
        .getattr("progress")?
        .call1((doing, count, unit, started.elapsed().as_secs_f64(), done))?;
    Ok(())
}

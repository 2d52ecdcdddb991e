//! Long work on a thread of its own ([`progress::watched`]), without the GIL, while
//! Python's thread watches for interrupts and shows the work's progress
//! (`sudotrace.notebook.progress`).

use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

use pyo3::exceptions::PyKeyboardInterrupt;
use pyo3::prelude::*;
use sudotrace_app::progress;
pub(crate) use sudotrace_app::progress::{Comparing, Drawing, Going};

/// Run `work` on a thread of its own, without the GIL, while this thread looks at
/// Python's signals every 50 ms. An interrupt (Ctrl-C, a notebook's stop button) sets
/// the work's stop flag, which every long work of the package looks at as it goes (a
/// search within a millisecond, a drawing after each frame, a comparison between and
/// inside its searches), and raises KeyboardInterrupt once the work has stopped; its
/// result is dropped. Work that takes more than a second shows its progress through
/// `sudotrace.notebook.progress` (in a notebook, a line under the cell updated in place;
/// in a terminal, a line on standard error): the words of its phase in `phases` (what it
/// is doing, what it counts) and its count. An interrupt raised inside the progress line
/// stops the work as one seen here does: none is lost.
pub(crate) fn in_background<T: Send>(
    py: Python<'_>,
    phases: &[(&str, &str)],
    work: impl FnOnce(&Going) -> T + Send,
) -> PyResult<T> {
    let going = Going::default();
    let started = Instant::now();
    let (mut interrupted, mut shown) = (None, false);
    let show = |finished: bool| -> PyResult<()> {
        let ((doing, unit), count) = going.now(phases);
        let elapsed = started.elapsed().as_secs_f64();
        let progress = py.import("sudotrace.notebook")?.getattr("progress")?;
        progress.call1((doing, count, unit, elapsed, finished))?;
        Ok(())
    };
    let result = progress::watched(&going, work, |waiting| {
        py.detach(|| waiting.wait());
        if interrupted.is_none()
            && let Err(e) = py.check_signals()
        {
            going.stop.store(true, Ordering::Relaxed);
            interrupted = Some(e);
        }
        if interrupted.is_none() && started.elapsed() > Duration::from_secs(1) && !waiting.done() {
            // Showing runs Python: an interrupt that comes meanwhile is raised there, and
            // stops the work as one seen above does. Another error of the progress line
            // (a broken display) does not stop the work.
            if let Err(e) = show(false)
                && e.is_instance_of::<PyKeyboardInterrupt>(py)
            {
                going.stop.store(true, Ordering::Relaxed);
                interrupted = Some(e);
            }
            shown = true;
        }
    });
    if let Some(interrupted) = interrupted {
        return Err(interrupted);
    }
    if shown {
        show(true)?;
    }
    Ok(result)
}

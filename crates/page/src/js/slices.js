// Long work done in slices: a generator that yields between slices of its work, run all
// at once (drain: node's tests, short work) or in the page a slice at a time (sliced), so
// that a search of millions of events never holds the page's main thread for longer than
// a task may take before a reader feels it (50 ms).

// The value of a generator that yields between slices of its work: all at once.
export function drain(steps) {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

// The same in the page: its slices run for up to `budget` ms at a time, the page free to
// draw and to hear the reader between them.
export async function sliced(steps, budget = 12) {
  for (;;) {
    const started = performance.now();
    while (performance.now() - started < budget) {
      const step = steps.next();
      if (step.done) return step.value;
    }
    await new Promise((go) => setTimeout(go, 0));
  }
}

// Long work done in slices: a generator that yields between slices of its work, run all
// at once (drain: node's tests, short work) or in the page a slice at a time (sliced), so
// that a search of millions of events never holds the page's main thread for longer than
// a task may take before a reader feels it (50 ms).

/**
 * The value of a generator that yields between slices of its work: all at once.
 * @template T
 * @param {Generator<unknown, T, unknown>} steps
 * @returns {T}
 */
export function drain(steps) {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

// A turn of the browser's loop given up, to go on in a task of its own: posted on a
// message channel in a page (a timer's is held back 4 ms once timers nest, a third of a
// slice), a timer's elsewhere (node, a worker).
const nextTurn = (() => {
  if (typeof document === 'undefined') return () => new Promise((go) => setTimeout(go, 0));
  const channel = new MessageChannel(), /** @type {((value?: unknown) => void)[]} */ waiting = [];
  // @ts-expect-error: a message is posted with its resolver waiting
  channel.port1.onmessage = () => waiting.shift()();
  return () => new Promise((go) => { waiting.push(go); channel.port2.postMessage(null); });
})();

// How long a slice of the work a page does as it opens may run: longer than a run's
// (12 ms), since every turn given up lets the browser lay the whole page out before
// anyone acts on it, and short slices made the opening half as long again (the
// 1,000,000-event page: 780 ms with 12 ms slices, 466 ms with none); still under the
// 50 ms a task may take before a reader feels it.
export const OPENING_BUDGET = 40;

/**
 * The same in the page: its slices run for up to `budget` ms at a time, the page free to
 * draw and to hear the reader between them.
 * @template T
 * @param {Generator<unknown, T, unknown>} steps
 * @param {number} [budget]
 * @returns {Promise<T>}
 */
export async function sliced(steps, budget = 12) {
  for (;;) {
    const started = performance.now();
    while (performance.now() - started < budget) {
      const step = steps.next();
      if (step.done) return step.value;
    }
    await nextTurn();
  }
}

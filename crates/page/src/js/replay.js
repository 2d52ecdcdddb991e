// The replay of the page's events, the port of sudotrace's Replay: each event applied
// going forward or undone going back, keeping the board, the counts, the depth and the
// stack of placements, with a checkpoint every D.checkpoint events so that a seek never
// replays from the start. No DOM: node's tests import it and hold it to `show --json`.
import {
  BACKTRACK, BACKTRACKS, CHOICES, CHOOSE, CONFLICT, COUNTS, DEADEND, DEAD_ENDS, DETAIL_UNIT_SHIFT, ELIMINATE,
  FORCE, FORCED, FORCED_BIT, GUESSES, PATTERN_BYTES, PLACE, RESTORE, RESTORED, ROW, RULE_COUNTS, TABLE_LOOKUPS,
  TRIES, TRY, UNFORCE, UNFORCED,
} from './constants.js';
import { checkCount, checkOf, costOf } from './check.js';
import { cellOf, detailAt, detailBytes, digitOf, digitsOf, kindOf } from './decode.js';
import { candidatesWith, eliminationsOf, strike, unpackPattern, unstrike } from './patterns.js';

/** @typedef {import('./decode.js').Event} Event */
/** @typedef {import('./decode.js').Events} Events */
/** @typedef {import('./build.js').PageData} PageData */

/**
 * The event the replay just applied (replay.eventAt()), with its code `c`.
 * @typedef {Event & { c: number, refused?: undefined }} AppliedEvent
 */

/**
 * The event after the page's last, which cannot happen, as the replay shows it
 * (replay.eventAt()): `involved` the other cell its reason names, null for none.
 * @typedef {Object} RefusedEvent
 * @property {true} refused
 * @property {-1} kind
 * @property {number} cell
 * @property {number} digit
 * @property {number | null} involved
 */

/**
 * The event at a position (replay.eventAt()); null at the page's opening board.
 * @typedef {AppliedEvent | RefusedEvent} ShownEvent
 */

/**
 * The replay's position (replay.state): the board right after event `pos`, with its
 * counts (by their places in COUNTS), its depth, the cells placed in the order made (a
 * forced one + FORCED_BIT), the eliminations standing (patterns.js) and the next byte of
 * events.details and of events.exhausted to take.
 * @typedef {Object} ReplayState
 * @property {number} pos
 * @property {Uint8Array} board
 * @property {Float64Array} counts
 * @property {number} depth
 * @property {number[]} stack
 * @property {import('./patterns.js').Eliminations} elims
 * @property {number} detail
 * @property {number} exhausted
 */

/**
 * The replay of the page's events (replaySteps).
 * @typedef {Object} Replay
 * @property {PageData} D
 * @property {Events} events
 * @property {ReplayState} state
 * @property {number} check The check of the page's search (check.js's checkOf).
 * @property {number} last
 * @property {() => number} here
 * @property {(p: number) => void} goTo
 * @property {(j: number) => void} restore
 * @property {() => ShownEvent | null} eventAt
 * @property {() => Uint16Array} candidates Every blank's candidates, less the digits eliminations standing took.
 * @property {() => boolean} refusedShown
 */

/**
 * The replay of `events` (eventsOf) from the page's first position; `onPlaced(k, depth)`
 * is called for each placement (place or force) of the one pass that makes the
 * checkpoints, the search then at `depth`. That pass yields between checkpoints, so that
 * a page of millions of events opens in slices (slices.js): the replay is the value of
 * `drain(replaySteps(...))` or of `await sliced(replaySteps(...))`.
 * @param {PageData} D
 * @param {Events} events
 * @param {(k: number, depth: number) => void} onPlaced
 * @returns {Generator<undefined, Replay, unknown>}
 */
export function* replaySteps(D, events, onPlaced) {
  const { codes, details } = events;
  // The position: the board right after event `pos`, with its counts and depth.
  const state = {
    pos: D.base,
    board: digitsOf(D.board),
    counts: Float64Array.from(COUNTS, (name) => D.stats[name]),
    depth: D.depth,
    // The cells placed, in the order made (a forced one + FORCED_BIT): the recursion's stack.
    stack: Array.from(D.stack),
    // The eliminations standing, and the candidates they took from each cell.
    elims: eliminationsOf(D),
    // The next byte of events.details and of events.exhausted to take.
    detail: 0,
    exhausted: 0,
  };
  // A search takes back its newest placement; another solver's may take back an older
  // one, found from the top down. Nothing is allocated: this runs on every backtrack of a
  // seek's replay.
  // The check's count, and the blanks of the puzzle: a look over the blanks costs the
  // check a fit for each blank still empty.
  const check = checkOf(D);
  const CHECK_COUNT = check < 0 ? TABLE_LOOKUPS : checkCount(check);
  const BLANKS = digitsOf(D.puzzle).filter((d) => d === 0).length;
  /**
   * @param {number} kind
   * @param {number} detail
   */
  const costNow = (kind, detail) => costOf(check, kind, detail, BLANKS - state.depth);
  /** @param {number} cell */
  const unstack = (cell) => {
    const stack = state.stack;
    let at = stack.length - 1;
    while (at >= 0 && (stack[at] & ~FORCED_BIT) !== cell) at--;
    if (at === stack.length - 1) stack.pop();
    else if (at >= 0) stack.splice(at, 1);
  };

  // An elimination's or a restore's pattern, its bytes at `at` in the details.
  /**
   * @param {number} c
   * @param {number} at
   */
  const patternAt = (c, at) => /** @type {import('./patterns.js').Pattern} */ (unpackPattern(detailAt(c, details, at)));

  // Apply event k (the one numbered D.base + 1 + k) going forward, or undo it.
  /** @param {number} k */
  function forward(k) {
    const c = codes[k], cell = cellOf(c), digit = digitOf(c), n = state.counts, kind = kindOf(c);
    // What the check paid, worked out on the board before the event.
    if (check >= 0) n[CHECK_COUNT] += costNow(kind, kind === CONFLICT ? details[state.detail] : 0);
    switch (kind) {
      case ELIMINATE: {
        const pattern = patternAt(c, state.detail);
        strike(state.elims, pattern, state.board, state.depth);
        n[RULE_COUNTS[pattern.rule]]++;
        state.detail += PATTERN_BYTES;
        break;
      }
      case RESTORE: unstrike(state.elims); n[RESTORED]++; state.detail += PATTERN_BYTES; break;
      case TRY: n[TRIES]++; break;
      case CONFLICT: n[ROW + (details[state.detail++] >> DETAIL_UNIT_SHIFT)]++; break;
      case PLACE: state.board[cell] = digit; state.depth++; state.stack.push(cell); break;
      case BACKTRACK: state.board[cell] = 0; state.depth--; n[BACKTRACKS]++; state.exhausted++; unstack(cell); break;
      case CHOOSE: n[CHOICES]++; if (digit >= 2) n[GUESSES]++; break;
      case FORCE: state.board[cell] = digit; state.depth++; n[FORCED]++; state.detail++; state.stack.push(cell | FORCED_BIT); break;
      case DEADEND: n[DEAD_ENDS]++; break;
      case UNFORCE: state.board[cell] = 0; state.depth--; n[UNFORCED]++; unstack(cell); break;
    }
    state.pos++;
  }

  /** @param {number} k */
  function backward(k) {
    const c = codes[k], cell = cellOf(c), digit = digitOf(c), n = state.counts, kind = kindOf(c);
    switch (kind) {
      case ELIMINATE: {
        state.detail -= PATTERN_BYTES;
        unstrike(state.elims);
        n[RULE_COUNTS[patternAt(c, state.detail).rule]]--;
        break;
      }
      case RESTORE:
        state.detail -= PATTERN_BYTES;
        strike(state.elims, patternAt(c, state.detail), state.board, state.depth);
        n[RESTORED]--;
        break;
      case TRY: n[TRIES]--; break;
      case CONFLICT: n[ROW + (details[--state.detail] >> DETAIL_UNIT_SHIFT)]--; break;
      case PLACE: state.board[cell] = 0; state.depth--; unstack(cell); break;
      case BACKTRACK: state.board[cell] = digit; state.depth++; n[BACKTRACKS]--; state.exhausted--; state.stack.push(cell); break;
      case CHOOSE: n[CHOICES]--; if (digit >= 2) n[GUESSES]--; break;
      case FORCE: state.board[cell] = 0; state.depth--; n[FORCED]--; state.detail--; unstack(cell); break;
      case DEADEND: n[DEAD_ENDS]--; break;
      case UNFORCE: state.board[cell] = digit; state.depth++; n[UNFORCED]--; state.stack.push(cell | FORCED_BIT); break;
    }
    // Back on the board before the event: what the check paid for it, taken back.
    if (check >= 0) n[CHECK_COUNT] -= costNow(kind, kind === CONFLICT ? details[state.detail] : 0);
    state.pos--;
  }

  // Checkpoints: the position at D.base + j * EVERY, for every j, made in one pass.
  const EVERY = D.checkpoint;
  /** @type {Omit<ReplayState, 'pos'>[]} */
  const checkpoints = [];
  const snapshot = () => ({
    board: state.board.slice(), counts: state.counts.slice(), depth: state.depth,
    detail: state.detail, exhausted: state.exhausted, stack: state.stack.slice(),
    elims: { standing: state.elims.standing.slice(), struck: state.elims.struck.slice() },
  });
  for (let k = 0; k < events.held; k++) {
    if (k % EVERY === 0) {
      checkpoints.push(snapshot());
      yield;
    }
    forward(k);
    const kind = kindOf(codes[k]);
    if (kind === PLACE || kind === FORCE) onPlaced(k, state.depth);
  }
  if (events.held % EVERY === 0) checkpoints.push(snapshot());
  /** @param {number} j */
  function restore(j) {
    const cp = checkpoints[j];
    state.board.set(cp.board);
    state.counts.set(cp.counts);
    state.depth = cp.depth;
    state.detail = cp.detail;
    state.exhausted = cp.exhausted;
    state.stack = cp.stack.slice();
    state.elims = { standing: cp.elims.standing.slice(), struck: cp.elims.struck.slice() };
    state.pos = D.base + j * EVERY;
  }

  // The last position: the last event, or after it the event that cannot happen, shown
  // on the board before it.
  const last = D.refused ? D.refused.at : D.last;
  let onRefused = false;
  const here = () => (onRefused ? last : state.pos);
  /** @param {number} p */
  const clamp = (p) => Math.max(D.first, Math.min(last, p));
  /**
   * Move to position p: step there when it is near, else from the checkpoint before it.
   * @param {number} p
   */
  function goTo(p) {
    p = clamp(Math.round(p));
    onRefused = p > D.last;
    p = Math.min(p, D.last);
    if (p === state.pos) return;
    const near = p > state.pos ? p - state.pos <= EVERY : state.pos - p <= EVERY / 2;
    if (!near) restore(Math.floor((p - D.base) / EVERY));
    while (state.pos < p) forward(state.pos - D.base);
    while (state.pos > p) backward(state.pos - D.base - 1);
  }

  /**
   * The event just applied, with its detail byte: the clashing unit and cell, or the
   * reason for a forced placement; null at the page's opening board before any event.
   * @returns {ShownEvent | null}
   */
  function eventAt() {
    // @ts-expect-error: D.refused is there where the event that cannot happen is shown
    if (onRefused) return { refused: true, kind: -1, cell: D.refused.cell, digit: D.refused.digit, involved: D.refused.involved };
    const k = state.pos - D.base - 1;
    if (k < 0) return null;
    const c = codes[k];
    return { c, kind: kindOf(c), cell: cellOf(c), digit: digitOf(c), detail: detailAt(c, details, state.detail - detailBytes(c)) };
  }

  // Every blank's candidates at the position, less the digits eliminations standing took.
  const candidates = () => candidatesWith(state.board, state.elims.struck);

  return { D, events, state, check, last, here, goTo, restore, eventAt, candidates, refusedShown: () => onRefused };
}

// Do it yourself, graded: the learner is the search, and each step they make is an event
// in the trace format ({"ev":"try","r":1,"c":3,"d":4}), held to the trace's next event as
// diagnose holds a trace to a search (a clash named in another order of the check, as
// LeetCode's one loop meets it, is right), which the page then takes, a mistake too (the
// exercise goes on from the trace's step); and the score. No DOM: node's tests import it.
import {
  BACKTRACK, CHOOSE, CLASH_ORDERS, CONFLICT, DEADEND, ELIMINATE, FORCE, FORCED_BY_CELL, KIND_NAMES, RESTORE, UNFORCE,
  UNIT_NAMES,
} from './constants.js';
import { clashOrders, keptOrder, ordersNaming } from './check.js';
import { cellOf, clashOf, detailAt, digitOf, kindOf } from './decode.js';
import { candidatesOn, forcedBy, popcount } from './grid.js';
import { newLineReader, NO_CELL, READER_CONSTANTS } from './lines.js';
import { patternFields, unpackPattern } from './patterns.js';
import { strategyAt, whyOf } from './why.js';

/** @typedef {import('./check.js').ClashOrders} ClashOrders */
/** @typedef {import('./decode.js').Event} Event */
/** @typedef {import('./replay.js').Replay} Replay */
/** @typedef {import('./why.js').Why} Why */

/**
 * A step as a trace line writes it ({"ev":"try","r":1,"c":3,"d":4}): r and c from 1, a
 * choice's candidates `n`, a digit `d`, a conflict's `unit` and the cell it clashes
 * `with` ([r, c]), a forced digit's reason `by`; an elimination's or a restore's `rule`
 * and its pattern's fields (patterns.js's patternFields), and no r and c.
 * @typedef {Object} TraceLine
 * @property {string} ev
 * @property {number} [r]
 * @property {number} [c]
 * @property {string} [rule]
 * @property {number} [n]
 * @property {number} [d]
 * @property {string} [unit]
 * @property {number[]} [with]
 * @property {string} [by]
 */

/**
 * The running score of an exercise (newScore).
 * @typedef {{ right: number, wrong: number, asked: number, streak: number, best: number }} Score
 */

/** @param {number} cell */
const at = (cell) => [Math.floor(cell / 9) + 1, (cell % 9) + 1];

/**
 * An event of the page (its kind, cell, digit or a choice's candidates, detail byte) as a
 * trace line writes it, its keys in the trace's order.
 * @param {number} kind
 * @param {number} cell
 * @param {number} digit
 * @param {number} detail
 * @returns {TraceLine}
 */
export function eventLine(kind, cell, digit, detail) {
  if (kind === ELIMINATE || kind === RESTORE) {
    const pattern = unpackPattern(detail);
    return { ev: KIND_NAMES[kind], ...(pattern && patternFields(pattern)) };
  }
  const [r, c] = at(cell), /** @type {TraceLine} */ line = { ev: KIND_NAMES[kind], r, c };
  if (kind === CHOOSE) line.n = digit;
  else if (kind !== DEADEND) line.d = digit;
  if (kind === CONFLICT) {
    const clash = clashOf(cell, detail);
    line.unit = UNIT_NAMES[clash.unit];
    line.with = at(clash.with);
  }
  if (kind === FORCE) line.by = detail === FORCED_BY_CELL ? 'cell' : UNIT_NAMES[detail - 1];
  return line;
}

/**
 * The trace's next event after `replay`'s position ({ kind, cell, digit, detail }); null
 * after the page's last (an event that cannot happen is never asked).
 * @param {Replay} replay
 * @returns {Event | null}
 */
export function nextEvent(replay) {
  const { D, events, state } = replay;
  const k = state.pos - D.base;
  if (replay.refusedShown() || k >= events.held) return null;
  const code = events.codes[k];
  return { kind: kindOf(code), cell: cellOf(code), digit: digitOf(code), detail: detailAt(code, events.details, state.detail) };
}

/**
 * The trace's next event after `replay`'s position, as a trace line; null after the page's
 * last.
 * @param {Replay} replay
 * @returns {TraceLine | null}
 */
export function nextLine(replay) {
  const e = nextEvent(replay);
  return e && eventLine(e.kind, e.cell, e.digit, e.detail);
}

/**
 * Why `next`, the trace's next event (nextEvent), is the search's step: { rule, words }
 * (why.js).
 * @param {Replay} replay
 * @param {Event} next
 * @returns {Why}
 */
function whyNext(replay, next) {
  const { D, state } = replay;
  // @ts-expect-error: a rule decides every kind of event a trace holds
  return whyOf(state.board, replay.eventAt(), next, strategyAt(D, replay.here() + 1), D.ui, state.elims.struck);
}

/**
 * Why the trace's next event is the search's step: { rule, words } (why.js), or null
 * after the page's last.
 * @param {Replay} replay
 * @returns {Why | null}
 */
export function nextWhy(replay) {
  const e = nextEvent(replay);
  return e && whyNext(replay, e);
}

/**
 * The learner's step (a trace line, as an object or JSON text) as a trace would write it on
 * `board`, with what the board tells filled in where it is left out: a choice's
 * candidates, the digit a backtrack or an unforce erases, a forced digit's reason (the
 * `expected` line's, for the same placement, else the first that holds), the pattern a
 * restore takes back; the candidates less those the eliminations standing `elims` took,
 * the last of them the one a restore takes back. Throws on what is no step.
 * @param {unknown} input
 * @param {Uint8Array} board
 * @param {TraceLine | null} expected
 * @param {import('./patterns.js').Eliminations | null} [elims]
 * @returns {TraceLine}
 */
export function stepOf(input, board, expected, elims = null) {
  const last = elims?.standing.at(-1)?.pattern ?? null, struck = elims?.struck ?? null;
  const s = typeof input === 'string' ? JSON.parse(input) : input;
  const kind = KIND_NAMES.indexOf(s && s.ev);
  /** @param {any} v */
  const digit = (v) => Number.isInteger(v) && v >= 1 && v <= 9;
  /**
   * @param {string} why
   * @returns {never}
   */
  const no = (why) => { throw new TypeError(`not a step (${why}): ${JSON.stringify(input)}; write one as a trace line, e.g. {"ev":"try","r":1,"c":3,"d":4}`); };
  if (kind < 0) no(`ev is one of ${KIND_NAMES.join(', ')}`);
  if (kind === RESTORE && (s.rule ?? null) === null && last !== null) return { ev: s.ev, ...patternFields(last) };
  if (kind === ELIMINATE || kind === RESTORE) {
    // Read as a trace's line is read (lines.js), then written as a trace writes it.
    const e = lineEvent(s);
    if (typeof e === 'string') no(e);
    const pattern = unpackPattern(e.detail);
    if (pattern === null) no('its fields name no pattern');
    return { ev: s.ev, ...patternFields(pattern) };
  }
  if (!digit(s.r) || !digit(s.c)) no('r and c are 1 to 9');
  const cell = (s.r - 1) * 9 + s.c - 1, /** @type {TraceLine} */ line = { ev: s.ev, r: s.r, c: s.c };
  // A field left out (or null) is worked out from the board; one given must be well formed.
  if (kind === CHOOSE) {
    const n = s.n ?? popcount(candidatesOn(board, cell) & ~(struck ? struck[cell] : 0));
    line.n = Number.isInteger(n) && n >= 0 && n <= 9 ? n : no('n is 0 to 9');
  } else if (kind === BACKTRACK || kind === UNFORCE) line.d = (s.d ?? null) === null ? board[cell] : digit(s.d) ? s.d : no('d is 1 to 9');
  else if (kind !== DEADEND) line.d = digit(s.d) ? s.d : no('d is 1 to 9');
  if (kind === CONFLICT) {
    if (!UNIT_NAMES.includes(s.unit) || !Array.isArray(s.with) || !digit(s.with[0]) || !digit(s.with[1])) no('unit is row, col or box; with is [r, c]');
    line.unit = s.unit;
    line.with = [s.with[0], s.with[1]];
  }
  if (kind === FORCE) {
    const same = expected && expected.ev === s.ev && expected.r === s.r && expected.c === s.c && expected.d === s.d;
    const unit = forcedBy(board, cell, s.d, struck);
    if ((s.by ?? null) !== null && s.by !== 'cell' && !UNIT_NAMES.includes(s.by)) no('by is cell, row, col or box');
    line.by = s.by ?? (same ? expected.by : unit < 0 ? 'cell' : UNIT_NAMES[unit]);
  }
  return line;
}

/**
 * The event a trace line names, read as the page reads a trace's lines (lines.js): {
 * kind, cell, digit, detail, withCell }, or why it names none.
 * @param {object} line
 * @returns {import('./decode.js').EventObject | string}
 */
export function lineEvent(line) {
  const reader = newLineReader(READER_CONSTANTS, 1);
  reader.line(JSON.stringify({ puzzle: '.'.repeat(81), solver: '' }));
  reader.line(JSON.stringify(line));
  const read = reader.result();
  if (read.error !== null) return read.error.why;
  const b = read.bytes;
  if (b[0] === ELIMINATE || b[0] === RESTORE) return { kind: b[0], cell: b[1], digit: 0, detail: b[2] | (b[3] << 8) | (b[4] << 16), withCell: -1 };
  return { kind: b[0], cell: b[1], digit: b[2], detail: b[3], withCell: b[4] === NO_CELL ? -1 : b[4] };
}

/** @returns {Score} */
export const newScore = () => ({ right: 0, wrong: 0, asked: 0, streak: 0, best: 0 });

/**
 * Note an answer, right or not, in `score`.
 * @param {Score} score
 * @param {boolean} right
 */
export function noteAnswer(score, right) {
  score.asked++;
  if (right) score.right++;
  else score.wrong++;
  score.streak = right ? score.streak + 1 : 0;
  score.best = Math.max(score.best, score.streak);
}

/**
 * One step of Do it yourself on `replay`: the learner's `input` graded against the trace's
 * next event, which is then taken. Gives { right, step, expected, order, why } (step and
 * expected as trace lines, why the words of the rule that decides the trace's step), or
 * null after the last event (a malformed step throws there too). A digit typed where the
 * search forces that digit in that cell is the force, as a learner means it.
 * @param {Replay} replay
 * @param {Score} score
 * @param {unknown} input
 */
export function takeStep(replay, score, input) {
  const next = nextEvent(replay);
  const expected = next && eventLine(next.kind, next.cell, next.digit, next.detail);
  const step = naturally(stepOf(input, replay.state.board, expected, replay.state.elims), expected);
  if (next === null) return null;
  const why = whyNext(replay, next).words;
  // @ts-expect-error: `expected` is there where `next` is
  const { right, order } = graded(replay, score, step, expected);
  noteAnswer(score, right);
  replay.goTo(replay.here() + 1);
  return { right, step, expected, order, why };
}

/**
 * The learner's step as they mean it: a try of the digit the search forces in that cell
 * is the force (the search never tries where it forces).
 * @param {TraceLine} step
 * @param {TraceLine | null} expected
 * @returns {TraceLine}
 */
function naturally(step, expected) {
  const forced = expected && expected.ev === 'force' && step.ev === 'try'
    && step.r === expected.r && step.c === expected.c && step.d === expected.d;
  return forced ? { ...step, ev: 'force', by: expected.by } : step;
}

// Whether `step` is the trace's `expected` step, as diagnose would judge it: a conflict
// that names another clash of the same try is right where an order of meeting the units
// that the learner's conflicts have kept to names it (LeetCode's one loop on a `naive`
// page; a `oneloop` page holds to its own), and `order` then names that order. The
// orders kept to go with the score of the exercise.
/** @type {WeakMap<Score, ClashOrders>} */
const ordersOf = new WeakMap();
/**
 * @param {Replay} replay
 * @param {Score} score
 * @param {TraceLine} step
 * @param {TraceLine} expected
 * @returns {{ right: boolean, order: string | null }}
 */
function graded(replay, score, step, expected) {
  const same = JSON.stringify(step) === JSON.stringify(expected);
  if (step.ev !== 'conflict' || expected.ev !== 'conflict' || step.r !== expected.r || step.c !== expected.c
    || step.d !== expected.d) return { right: same, order: null };
  if (!ordersOf.has(score)) ordersOf.set(score, clashOrders(replay.check));
  /** @type {ClashOrders} */
  // @ts-expect-error: set just above where it was not
  const orders = ordersOf.get(score);
  // @ts-expect-error: a conflict (as stepOf and eventLine make one) names the cell it clashes `with`
  const cell = (step.r - 1) * 9 + step.c - 1, withCell = (step.with[0] - 1) * 9 + step.with[1] - 1;
  // @ts-expect-error: and its digit `d` and its `unit`
  const naming = ordersNaming(orders.left, replay.state.board, cell, step.d, UNIT_NAMES.indexOf(step.unit), withCell);
  if (naming === 0) return { right: false, order: null };
  orders.left = naming;
  const kept = keptOrder(orders);
  return { right: true, order: kept === orders.own ? null : CLASH_ORDERS[kept][2] };
}

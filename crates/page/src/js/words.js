// The words of a position: the page's templates filled in, numbers as the page writes
// them, each event's words looked up in the data by the key sudotrace gave them, the
// caption, and the line of a listing that made the event. Every word comes from
// sudotrace; none is made here. No DOM: node's tests import it.
import {
  BACKTRACK, CONFLICT, DEPARTED, DETAIL_UNIT_SHIFT, ELIMINATE, EXHAUSTED_KEY, FORCE, FORCED_BY_CELL, KIND_NAMES,
  PACKED_CELL_SHIFT, PACKED_DIGIT_SHIFT, PACKED_KINDS, PACKED_UNIT_SHIFT, PACKED_WITH_SHIFT, RESTORE,
} from './constants.js';
import { unitsOf } from './check.js';
import { clashWith } from './decode.js';

/** @typedef {import('./decode.js').Event} Event */
/** @typedef {import('./build.js').Listing} Listing */
/** @typedef {import('./replay.js').Replay} Replay */
/** @typedef {import('./replay.js').ShownEvent} ShownEvent */

/**
 * The page's words by name (D.ui, `T`; D.stackWords, `W`): templates of sudotrace's
 * catalogs whose {name}s are filled in (fill).
 * @typedef {Object<string, string>} Texts
 */

/**
 * A template of sudotrace's catalog with its {name}s filled in.
 * @param {string} template
 * @param {Object<string, any>} values Strings and numbers, by name.
 * @returns {string}
 */
export const fill = (template, values) => template.replace(/\{(\w+)\}/g, (_, k) => values[k]);

// One formatter for every number: toLocaleString would build one a call.
const NUMBERS = new Intl.NumberFormat('en-US');
/** @param {number} n */
export const fmt = (n) => NUMBERS.format(Math.round(n));

/**
 * The check's count `value` and what `work` (check.js's workOf) cost it, as `show` says
 * it: a try's unit by unit (`135 (+26: row 9 col 9 box 8)`), a look over the blanks
 * in all (`2,140 (+1,080)`), the value alone when the event cost nothing.
 * @param {Texts} T
 * @param {number} check
 * @param {{ steps: number, blanks: number[] | null, cost: number } | null} work
 * @param {number} value
 * @returns {string}
 */
export function checkValueWords(T, check, work, value) {
  if (work === null || work.cost === 0) return fmt(value);
  if (work.blanks !== null) return fill(T.ValueAndStep, { value: fmt(value), step: fmt(work.cost) });
  const [row, col, box] = unitsOf(check, work.steps);
  return fill(T.ValueAndStepByUnit, { value: fmt(value), step: fmt(work.cost), row, col, box });
}

/**
 * The key of the words of event `e` (replay.eventAt()) in D.words: the event as sudotrace
 * packs it (Event::pack), plus for a backtrack the blank that ran out of digits times
 * EXHAUSTED_KEY, plus DEPARTED from where the trace departs from the strategy its header
 * names (its words are then its events' own).
 * @param {Replay} replay
 * @param {Event} e
 * @returns {number}
 */
export function wordsKey(replay, e) {
  const { D, events, state } = replay;
  const blank = e.kind === BACKTRACK ? events.exhausted[state.exhausted - 1] : 0;
  return keyOf(e, blank, D.departs !== null && state.pos >= D.departs);
}

/**
 * The key of event `e`'s words, `blank` the backtrack's blank that ran out (its index +
 * 1, 0 when not known), `departed` when the trace has departed from its strategy.
 * @param {Event} e
 * @param {number} blank
 * @param {boolean} departed
 * @returns {number}
 */
export function keyOf(e, blank, departed) {
  // An elimination's or a restore's: its kind's bits, its pattern above the lowest.
  if (e.kind === ELIMINATE || e.kind === RESTORE) return PACKED_KINDS[e.kind] + 2 * e.detail + (departed ? DEPARTED : 0);
  let key = PACKED_KINDS[e.kind] | (e.cell << PACKED_CELL_SHIFT) | (e.digit << PACKED_DIGIT_SHIFT);
  if (e.kind === CONFLICT) {
    key |= ((e.detail >> DETAIL_UNIT_SHIFT) << PACKED_UNIT_SHIFT) | (clashWith(e.cell, e.detail) << PACKED_WITH_SHIFT);
  } else if (e.kind === FORCE) {
    key |= e.detail << PACKED_UNIT_SHIFT;
  } else if (e.kind === BACKTRACK) {
    key += blank * EXHAUSTED_KEY;
  }
  if (departed) key += DEPARTED;
  return key;
}

/**
 * What the position right after `e` means in words: the event's, the puzzle's at the
 * opening board, or why the event that cannot happen cannot.
 * @param {Replay} replay
 * @param {ShownEvent | null} e
 * @returns {string}
 */
export function wordsOf(replay, e) {
  if (e === null) return replay.D.rest;
  // @ts-expect-error: D.refused is there where the event that cannot happen is shown
  if (e.refused) return replay.D.refused.words;
  return replay.D.words[wordsKey(replay, e)];
}

/**
 * @param {Replay} replay
 * @param {ShownEvent | null} e
 */
export const captionOf = (replay, e) => `#${fmt(replay.here())}  ${wordsOf(replay, e)}`;

/**
 * The line of `listing` (one of D.listings) that made event `e`, if any.
 * @param {Listing} listing
 * @param {ShownEvent | null} e
 * @returns {number | null}
 */
export function lineOf(listing, e) {
  if (e === null || e.refused) return null;
  const key = e.kind === FORCE ? `force ${e.detail === FORCED_BY_CELL ? 'cell' : 'unit'}` : KIND_NAMES[e.kind];
  return listing.lines[key] ?? null;
}

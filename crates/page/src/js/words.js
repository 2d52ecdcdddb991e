// The words of a position: the page's templates filled in, numbers as the page writes
// them, each event's words looked up in the data by the key sudotrace gave them, the
// caption, and the line of a listing that made the event. Every word comes from
// sudotrace; none is made here. No DOM: node's tests import it.
import {
  BACKTRACK, CONFLICT, DEPARTED, DETAIL_UNIT_SHIFT, EXHAUSTED_KEY, FORCE, FORCED_BY_CELL, KIND_NAMES, PACKED_CELL_SHIFT,
  PACKED_DIGIT_SHIFT, PACKED_KINDS, PACKED_UNIT_SHIFT, PACKED_WITH_SHIFT,
} from './constants.js';
import { clashWith } from './decode.js';

// A template of sudotrace's catalog with its {name}s filled in.
export const fill = (template, values) => template.replace(/\{(\w+)\}/g, (_, k) => values[k]);

// One formatter for every number: toLocaleString would build one a call.
const NUMBERS = new Intl.NumberFormat('en-US');
export const fmt = (n) => NUMBERS.format(Math.round(n));

// The key of the words of event `e` (replay.eventAt()) in D.words: the event as sudotrace
// packs it (Event::pack), plus for a backtrack the blank that ran out of digits times
// EXHAUSTED_KEY, plus DEPARTED from where the trace departs from the strategy its header
// names (its words are then its events' own).
export function wordsKey(replay, e) {
  const { D, events, state } = replay;
  const blank = e.kind === BACKTRACK ? events.exhausted[state.exhausted - 1] : 0;
  return keyOf(e, blank, D.departs !== null && state.pos >= D.departs);
}

// The key of event `e`'s words, `blank` the backtrack's blank that ran out (its index +
// 1, 0 when not known), `departed` when the trace has departed from its strategy.
export function keyOf(e, blank, departed) {
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

// What the position right after `e` means in words: the event's, the puzzle's at the
// opening board, or why the event that cannot happen cannot.
export function wordsOf(replay, e) {
  if (e === null) return replay.D.rest;
  if (e.refused) return replay.D.refused.words;
  return replay.D.words[wordsKey(replay, e)];
}

export const captionOf = (replay, e) => `#${fmt(replay.here())}  ${wordsOf(replay, e)}`;

// The line of `listing` (one of D.listings) that made event `e`, if any.
export function lineOf(listing, e) {
  if (e === null || e.refused) return null;
  const key = e.kind === FORCE ? `force ${e.detail === FORCED_BY_CELL ? 'cell' : 'unit'}` : KIND_NAMES[e.kind];
  return listing.lines[key] ?? null;
}

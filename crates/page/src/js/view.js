// The board's looks at a position, the port of sudotrace's View (View::of_event): each
// cell's look and digit, the cell worked on, the clashing unit and cell, the marks
// (forced, erased, ran out, chosen with its candidates), and an elimination's pattern
// (its units, its cells, the candidates it took), as data that the drawing turns into
// classes and labels. No DOM.
import {
  BACKTRACK, CELLS, CHOOSE, CONFLICT, DEADEND, ELIMINATE, FORCE, PLACE, RESTORE, TRY, UNFORCE,
} from './constants.js';
import { workOf } from './check.js';
import { clashOf } from './decode.js';
import { UNIT_LISTS } from './grid.js';
import { housesOf, madeOf, unpackPattern } from './patterns.js';

/** @typedef {import('./replay.js').Replay} Replay */
/** @typedef {import('./replay.js').ShownEvent} ShownEvent */

/**
 * How each cell of `replay`'s board looks right after event `e` (replay.eventAt()):
 * look[i] is [kind, digit], kind one of given, placed, blank, trying, rejected, erased,
 * chosen; mark[i] a class (' forced', ' erase', ' ranout', ' unforce', ' guess',
 * ' deadend', ' clash') or ''; badge[i] a chosen blank's number of candidates or '';
 * work what the search's check did for the event (check.js's workOf), or null. At an
 * elimination or its restore: `shaded` its units, `pattern` the cells that make it (1
 * each), `struck` the candidates the elimination took from each cell (bit d for digit
 * d; none at a restore), and `pencil` every blank's candidates with those (null at any
 * other event).
 * @param {Replay} replay
 * @param {Uint8Array} givens
 * @param {ShownEvent | null} e
 */
export function looksOf(replay, givens, e) {
  const { state, events } = replay;
  const look = new Array(CELLS), mark = new Array(CELLS).fill(''), badge = new Array(CELLS).fill('');
  const shaded = new Uint8Array(CELLS), pattern = new Uint8Array(CELLS), struck = new Uint16Array(CELLS);
  /** @type {Uint16Array | null} */
  let pencil = null;
  let current = -1, clashing = -1;
  for (let i = 0; i < CELLS; i++) {
    if (givens[i]) look[i] = ['given', givens[i]];
    else if (state.board[i]) look[i] = ['placed', state.board[i]];
    else look[i] = ['blank', 0];
  }
  let unit = 0;
  if (e !== null) {
    const { cell, digit } = e;
    current = cell;
    if (e.refused) {
      look[cell] = digit ? ['rejected', digit] : ['chosen', 0];
      if (e.involved !== null) clashing = e.involved;
    }
    switch (e.kind) {
      case TRY: look[cell] = ['trying', digit]; break;
      case CONFLICT: {
        const clash = clashOf(cell, e.detail);
        unit = clash.unit;
        for (const other of clash.cells) shaded[other] = 1;
        clashing = clash.with;
        look[cell] = ['rejected', digit];
        break;
      }
      case PLACE: look[cell] = ['placed', digit]; break;
      case FORCE: look[cell] = ['placed', digit]; mark[cell] = ' forced'; break;
      case BACKTRACK: {
        look[cell] = ['erased', digit];
        mark[cell] = ' erase';
        // The blank whose digits ran out, which sent the search back here.
        const blank = events.exhausted[state.exhausted - 1];
        if (blank) mark[blank - 1] = ' ranout';
        break;
      }
      case UNFORCE: look[cell] = ['erased', digit]; mark[cell] = ' unforce'; break;
      case CHOOSE: look[cell] = ['chosen', 0]; badge[cell] = String(digit); if (digit >= 2) mark[cell] = ' guess'; break;
      case DEADEND: look[cell] = ['chosen', 0]; mark[cell] = ' deadend'; break;
      case ELIMINATE: case RESTORE: {
        const p = unpackPattern(e.detail);
        if (p === null) break;
        for (const house of housesOf(p)) for (const other of UNIT_LISTS[house]) shaded[other] = 1;
        // Right after an elimination, the candidates it took are pencilled in with the rest.
        pencil = replay.candidates();
        const last = state.elims.standing.at(-1);
        if (e.kind === ELIMINATE && last) {
          for (const [other, digits] of last.removal) {
            struck[other] = digits;
            pencil[other] |= digits;
          }
        }
        for (const other of madeOf(p, pencil)) pattern[other] = 1;
        break;
      }
    }
  }
  if (clashing >= 0 && !mark[clashing]) mark[clashing] = ' clash';
  const work = workOf(replay.check, e, state.board);
  return { look, mark, badge, shaded, current, clashing, unit, work, pattern, struck, pencil };
}

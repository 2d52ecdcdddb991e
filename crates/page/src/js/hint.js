// A hint on a learner's board: what is wrong with it, else the next digit sudotrace's
// rules force, as the choosing searches settle (crates/core/src/search/choosing.rs: a
// blank with no candidate first, then the first blank in reading order with one
// candidate, then the first unit (rows, columns, boxes) with a digit that fits one blank
// only, its lowest such digit), else the first pattern that takes candidates away, as
// the eliminating searches find it (first_elimination: pointing, claiming, naked pairs,
// hidden pairs), named by its rule with its cells, else the blank mrv would guess at
// (the first in reading order of those with the fewest candidates). The candidates the
// hints' eliminations took are the caller's to keep (`struck`), so that each hint goes on
// from the last. Candidates are kept as bits (bit d for digit d), each unit's digits
// worked out once: a hint costs a few passes over the board. Its words are the page's
// texts (T, by name) filled in here. No DOM: node's tests import it.
import { ALL_DIGITS, RULE_NAMES, UNIT_NAMES, UNIT_TEXTS } from './constants.js';
import {
  boxUnitOf, candidatesIn, cellName, colOf, digitsIn, lowestDigit, popcount, rowOf, UNIT_LISTS, unitDigits,
} from './grid.js';
import { eliminateWords, firstElimination, madeOf, patternCell } from './patterns.js';
import { fill } from './words.js';

/** @typedef {import('./words.js').Texts} Texts */

/**
 * A hint (hintOf): the cell it is about (r and c from 1), its digit, the rule, its words,
 * the cells the rule rests on and the unit it names, if any; an elimination's, what it
 * takes away (each cell and its digits, bit d for digit d) and its pattern (patterns.js).
 * @typedef {{ r: number, c: number, d: number, rule: string, words: string, cells: number[], unit: string | null, removal?: [number, number][], pattern?: import('./patterns.js').Pattern }} Hint
 */

/**
 * The hint about cell i: its row and column from 1.
 * @param {number} i
 * @param {number} d
 * @param {string} rule
 * @param {string} words
 * @param {number[]} cells
 * @param {string | null} unit
 * @returns {Hint}
 */
const hintAt = (i, d, rule, words, cells, unit) => ({
  r: Math.floor(i / 9) + 1, c: (i % 9) + 1, d, rule, words, cells, unit,
});

/**
 * The unit number u (UNIT_LISTS) as a learner reads it: "row 3".
 * @param {Texts} T
 * @param {number} u
 */
const unitWords = (T, u) => fill(T.UnitNumbered, { unit: T[UNIT_TEXTS[Math.floor(u / 9)]], number: (u % 9) + 1 });

/**
 * The filled peers of cell i that hold the digits of `mask`: for each digit, the first
 * that holds it in i's row, then its column, then its box; in reading order.
 * @param {ArrayLike<number>} board
 * @param {number} i
 * @param {number} mask
 * @returns {number[]}
 */
function peersHolding(board, i, mask) {
  const out = [];
  for (const u of [rowOf(i), colOf(i), boxUnitOf(i)]) {
    for (const o of UNIT_LISTS[u]) {
      const bit = 1 << board[o];
      if (o !== i && board[o] && mask & bit) {
        out.push(o);
        mask &= ~bit;
      }
    }
  }
  return out.sort((a, b) => a - b);
}

/**
 * The first digit of `board` in reading order that another cell of one of its units
 * (row, column, box, in turn) holds too, the learner's own before a given: {at, with, u},
 * or null. Each unit's digits held twice are found first, a pass over the units.
 * @param {ArrayLike<number>} board
 * @param {ArrayLike<number>} givens
 * @returns {{ at: number, with: number, u: number } | null}
 */
function firstClash(board, givens) {
  const twice = new Uint16Array(UNIT_LISTS.length);
  for (let u = 0; u < UNIT_LISTS.length; u++) {
    let once = 0;
    for (const i of UNIT_LISTS[u]) {
      const bit = board[i] ? 1 << board[i] : 0;
      twice[u] |= once & bit;
      once |= bit;
    }
  }
  for (const own of [true, false]) {
    for (let i = 0; i < board.length; i++) {
      if (!board[i] || Boolean(givens[i]) === own) continue;
      const bit = 1 << board[i];
      if (!((twice[rowOf(i)] | twice[colOf(i)] | twice[boxUnitOf(i)]) & bit)) continue;
      for (const u of [rowOf(i), colOf(i), boxUnitOf(i)]) {
        for (const o of UNIT_LISTS[u]) if (o !== i && board[o] === board[i]) return { at: i, with: o, u };
      }
    }
  }
  return null;
}

/**
 * The hint on `board` (Uint8Array(81), 0 a blank, the givens in it) to the puzzle whose
 * clues are `givens`, with its `solution` (Uint8Array(81)) when known, else null, the
 * candidates earlier hints' eliminations took from each cell `struck` (bit d for digit
 * d) when given: {r, c, d, rule, words, cells, unit}, r and c from 1, `cells` the cells
 * (0 to 80) the rule rests on, `unit` 'row', 'col', 'box' or null; null when the board is
 * full and right. The rules, first that applies:
 *   wrong   a digit of the learner's that is not the solution's (d: the solution's);
 *   clash   with no solution known, a digit twice in a unit (the learner's first);
 *   dead    a blank no digit fits (d: 0; cells: the peers that rule out every digit);
 *   single  a blank with one candidate (cells: the peers that rule out the others);
 *   hidden  a digit that fits one blank only of a unit (cells: the unit's);
 *   pointing, claiming, naked-pair, hidden-pair
 *           a pattern that takes candidates away (r, c: its first cell; d: its digit, a
 *           pair's smaller; cells: the cells that make it; `pattern`, and `removal`:
 *           what it takes);
 *   guess   none of those: the blank with the fewest candidates (d: 0).
 * @param {Uint8Array} board
 * @param {ArrayLike<number>} givens
 * @param {ArrayLike<number> | null} solution
 * @param {Texts} T
 * @param {ArrayLike<number> | null} [struck]
 * @returns {Hint | null}
 */
export function hintOf(board, givens, solution, T, struck = null) {
  if (solution) {
    for (let i = 0; i < board.length; i++) {
      if (board[i] && !givens[i] && board[i] !== solution[i]) {
        const words = fill(T.PageHintWrong, { cell: cellName(i), digit: board[i], solution: solution[i] });
        return hintAt(i, solution[i], 'wrong', words, [i], null);
      }
    }
  } else {
    const clash = firstClash(board, givens);
    if (clash) {
      const kind = Math.floor(clash.u / 9);
      const words = fill(T.EventConflict, {
        cell: cellName(clash.at), digit: board[clash.at], with: cellName(clash.with), unit: T[UNIT_TEXTS[kind]],
      });
      const cells = [clash.at, clash.with].sort((a, b) => a - b);
      return hintAt(clash.at, board[clash.at], 'clash', words, cells, UNIT_NAMES[kind]);
    }
  }
  const held = unitDigits(board);
  const candidates = new Uint16Array(board.length);
  let single = -1, fewest = -1, least = 10;
  for (let i = 0; i < board.length; i++) {
    if (board[i]) continue;
    const set = candidatesIn(held, i) & ~(struck ? struck[i] : 0), n = popcount(set);
    candidates[i] = set;
    if (n === 0) {
      const words = fill(T.PageHintDead, { cell: cellName(i) });
      return hintAt(i, 0, 'dead', words, peersHolding(board, i, ALL_DIGITS), null);
    }
    if (n === 1 && single < 0) single = i;
    if (n < least) {
      least = n;
      fewest = i;
    }
  }
  if (single >= 0) {
    const d = lowestDigit(candidates[single]);
    const words = fill(T.EventOnlyDigit, { cell: cellName(single), digit: d });
    return hintAt(single, d, 'single', words, peersHolding(board, single, ALL_DIGITS & ~candidates[single]), null);
  }
  for (let u = 0; u < UNIT_LISTS.length; u++) {
    let once = 0, twice = 0;
    for (const i of UNIT_LISTS[u]) {
      twice |= once & candidates[i];
      once |= candidates[i];
    }
    const alone = once & ~twice;
    if (!alone) continue;
    const d = lowestDigit(alone), bit = 1 << d;
    /** @type {number} */
    // @ts-expect-error: the digit fits one blank of the unit
    const i = UNIT_LISTS[u].find((o) => (candidates[o] & bit) !== 0);
    const words = fill(T.PageHintHidden, { unit: unitWords(T, u), digit: d, cell: cellName(i) });
    return hintAt(i, d, 'hidden', words, Array.from(UNIT_LISTS[u]), UNIT_NAMES[Math.floor(u / 9)]);
  }
  const found = fewest >= 0 ? firstElimination({ pointing: true, claiming: true, pairs: true }, candidates) : null;
  if (found !== null) {
    const { pattern, removal } = found, at = patternCell(pattern);
    const hint = hintAt(at, pattern.digit, RULE_NAMES[pattern.rule], eliminateWords(pattern, T), madeOf(pattern, candidates), null);
    return { ...hint, pattern, removal };
  }
  if (fewest >= 0) {
    const words = fill(T.PageHintGuess, { cell: cellName(fewest), digits: digitsIn(candidates[fewest]).join(' ') });
    return hintAt(fewest, 0, 'guess', words, [fewest], null);
  }
  return null;
}

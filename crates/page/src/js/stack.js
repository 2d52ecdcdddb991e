// The stack: a call a placement, the newest on top, and each call's words; the port of
// sudotrace's stack (stack::stack): how each digit got there follows from the board under
// it. Its words are sudotrace's own (D.stackWords). No DOM: node's tests import it and
// hold it to `show --json`.
import { ALL_DIGITS, CHOICES, FORCED_BIT, UNIT_NAMES } from './constants.js';
import { candidatesOn, cellName, digitsIn, forcedBy, popcount } from './grid.js';
import { fill } from './words.js';

/** @typedef {import('./build.js').PageData} PageData */
/** @typedef {import('./replay.js').ReplayState} ReplayState */
/** @typedef {import('./words.js').Texts} Texts */

/**
 * A placement of the stack (stackEntries): its cell, its digit, how it got there
 * ('tried', 'chosen' among `n` candidates, 'forced' `by` 'cell' or a unit's name) and the
 * digits left to try there (bit d for digit d).
 * @typedef {Object} StackEntry
 * @property {number} cell
 * @property {number} digit
 * @property {string} how
 * @property {string | null} by
 * @property {number | null} n
 * @property {number} left
 */

/**
 * The placements of `state`'s stack from its `from`th on, oldest first: each one's cell,
 * digit, how it got there ('tried', 'chosen' among `n` candidates, or 'forced' `by` its
 * cell or a unit) and the digits `left` to try there (bit d for digit d). `chooses`: the
 * search announces the blanks it picks.
 * @param {Uint8Array} givens
 * @param {ReplayState} state
 * @param {number} from
 * @param {boolean} chooses
 * @returns {StackEntry[]}
 */
export function stackEntries(givens, state, from, chooses) {
  const board = givens.slice();
  for (const entry of state.stack.slice(0, from)) board[entry & ~FORCED_BIT] = state.board[entry & ~FORCED_BIT];
  return state.stack.slice(from).map((entry) => {
    const cell = entry & ~FORCED_BIT, digit = state.board[cell];
    const fits = candidatesOn(board, cell);
    const above = ~((1 << (digit + 1)) - 1) & ALL_DIGITS;
    let how, left = 0, by = null, n = null;
    if (entry & FORCED_BIT) {
      how = 'forced';
      const unit = forcedBy(board, cell, digit);
      by = unit < 0 ? 'cell' : UNIT_NAMES[unit];
    } else if (chooses) {
      how = 'chosen';
      n = popcount(fits);
      left = fits & above;
    } else {
      how = 'tried';
      left = above;
    }
    board[cell] = digit;
    return { cell, digit, how, by, n, left };
  });
}

/**
 * A placement in words (`W` is D.stackWords).
 * @param {Texts} W
 * @param {StackEntry} e
 * @returns {string}
 */
export function stackWords(W, e) {
  const how = e.how === 'tried' ? W.tried
    : e.how === 'chosen' ? (e.n === 1 ? W.chosen_one : fill(W.chosen, { n: e.n }))
      // @ts-expect-error: a forced placement is forced `by` its cell or a unit
      : e.by === 'cell' ? W.forced_cell : fill(W.forced_unit, { unit: W[e.by] });
  const digits = digitsIn(e.left);
  const left = e.how === 'forced' ? '' : digits.length ? fill(W.left, { digits: digits.join(' ') }) : W.nothing_left;
  return fill(W.entry, { cell: cellName(e.cell), digit: e.digit, how, left });
}

/**
 * Whether the search announces the blanks it picks, as sudotrace's `chooses` says: for a
 * strategy the data says so; for another solver, once it has made a choice.
 * @param {PageData} D
 * @param {ReplayState} state
 */
export const stackChooses = (D, state) => D.chooses ?? state.counts[CHOICES] > 0;

/**
 * The stack's words at a position, oldest first, for the page's replay. The placements
 * they were worked out for (cell, forced, digit) are kept: an entry's words depend only
 * on the placements under it, so a seek works out only the entries above the part it
 * shares with the stack before.
 * @param {PageData} D
 * @param {Uint8Array} givens
 * @returns {(state: ReplayState) => string[]}
 */
export function makeStackTexts(D, givens) {
  let /** @type {number[]} */ keys = [], /** @type {string[]} */ texts = [], /** @type {boolean | null} */ wereChoosing = null;
  return (state) => {
    const chooses = stackChooses(D, state);
    const now = state.stack.map((entry) => entry * 16 + state.board[entry & ~FORCED_BIT]);
    let shared = 0;
    if (chooses === wereChoosing) {
      while (shared < now.length && shared < keys.length && now[shared] === keys[shared]) shared++;
    }
    texts = texts.slice(0, shared).concat(stackEntries(givens, state, shared, chooses).map((e) => stackWords(D.stackWords, e)));
    keys = now;
    wereChoosing = chooses;
    return texts;
  };
}

// A learner's answer against its puzzle, as `sudotrace check --json` judges it (the port
// of sudotrace-learn's Key, find_mistakes_with, AnswerJson and MistakeJson): every changed
// given in reading order, then every digit twice or more in a unit (rows 1-9, columns
// 1-9, boxes 1-9, digits ascending in each), then every digit of the learner's that is
// not the solution's, then every blank. The solution is the puzzle's only one (counted
// here as sudotrace's count_solutions counts, up to two), or one the page knows. Its
// words are the page's texts (T, by name), templates of sudotrace's catalogs filled in
// here. No DOM: node's tests import it.
import { ALL_DIGITS, CHECK_UNITS, UNIT_TEXTS } from './constants.js';
import { boardLine, boxUnitOf, cellName, colOf, lowestDigit, popcount, rowOf, UNIT_LISTS } from './grid.js';
import { fill } from './words.js';

/** @typedef {import('./words.js').Texts} Texts */

/**
 * What an answer is held to (answerKey): whether the puzzle has `none`, `one` or
 * `several` solutions, and the solution when one is known.
 * @typedef {{ solutions: string, solution: string | null }} AnswerKey
 */

/**
 * A board's line of 81 characters ('.' or '0' a blank, '1' to '9' a digit) as digits.
 * @param {string} line
 * @returns {Uint8Array}
 */
function answerDigits(line) {
  if (typeof line !== 'string' || !/^[.0-9]{81}$/.test(line)) throw new TypeError(`not a board of 81 cells: ${line}`);
  return Uint8Array.from(line, (ch) => (ch === '.' ? 0 : ch.charCodeAt(0) - 48));
}

/**
 * The solutions of the puzzle `givens` (Uint8Array(81)), counted up to `limit`:
 * { count, first } (first: the first found, as digits), count 0 when its givens clash.
 * Each unit's digits as bits; the blank with the fewest candidates first (the first such
 * in reading order), its digits ascending: what is counted does not depend on the order.
 * @param {ArrayLike<number>} givens
 * @param {number} [limit]
 * @returns {{ count: number, first: Uint8Array | null }}
 */
export function countSolutions(givens, limit = 2) {
  const board = Uint8Array.from(givens), held = new Uint16Array(UNIT_LISTS.length);
  /** @param {number} i */
  const unitsOf = (i) => [rowOf(i), colOf(i), boxUnitOf(i)];
  for (let i = 0; i < board.length; i++) {
    if (!board[i]) continue;
    const bit = 1 << board[i];
    if (unitsOf(i).some((u) => held[u] & bit)) return { count: 0, first: null };
    for (const u of unitsOf(i)) held[u] |= bit;
  }
  const blanks = [...board.keys()].filter((i) => !board[i]);
  let count = 0, /** @type {Uint8Array | null} */ first = null;
  /**
   * @param {number} depth
   * @returns {boolean}
   */
  const fillFrom = (depth) => {
    if (depth === blanks.length) {
      if (count++ === 0) first = Uint8Array.from(board);
      return count >= limit;
    }
    let best = depth, fewest = 10;
    for (let k = depth; k < blanks.length && fewest > 0; k++) {
      const i = blanks[k], n = popcount(ALL_DIGITS & ~(held[rowOf(i)] | held[colOf(i)] | held[boxUnitOf(i)]));
      if (n < fewest) { fewest = n; best = k; }
    }
    [blanks[depth], blanks[best]] = [blanks[best], blanks[depth]];
    const i = blanks[depth];
    let left = ALL_DIGITS & ~(held[rowOf(i)] | held[colOf(i)] | held[boxUnitOf(i)]);
    let stop = false;
    while (left && !stop) {
      const digit = lowestDigit(left), bit = 1 << digit;
      left &= ~bit;
      board[i] = digit;
      for (const u of unitsOf(i)) held[u] |= bit;
      stop = fillFrom(depth + 1);
      for (const u of unitsOf(i)) held[u] &= ~bit;
      board[i] = 0;
    }
    [blanks[depth], blanks[best]] = [blanks[best], blanks[depth]];
    return stop;
  };
  fillFrom(0);
  return { count, first };
}

/**
 * What an answer to `puzzle` (a line of 81 characters) is held to, as sudotrace's Key:
 * { solutions: 'none', 'one' or 'several', solution: a line of 81 characters or null },
 * the solution the page knows (`known`), else the puzzle's only one.
 * @param {string} puzzle
 * @param {string | null} [known]
 * @returns {AnswerKey}
 */
export function answerKey(puzzle, known = null) {
  const { count, first } = countSolutions(answerDigits(puzzle));
  const solutions = count === 0 ? 'none' : count === 1 ? 'one' : 'several';
  // @ts-expect-error: with one solution counted, `first` is it
  return { solutions, solution: known ?? (count === 1 ? boardLine(first) : null) };
}

/**
 * The verdict on `answer` to `puzzle` (each a line of 81 characters) held to `key`
 * (answerKey), its messages in the language of T: {correct, puzzle, answer, solutions,
 * solution, problems}, each problem {kind, cells, digit?, found?, unit?, unit_number?,
 * message}, keys in check --json's order.
 * @param {string} puzzle
 * @param {string} answer
 * @param {Texts} T
 * @param {AnswerKey} [key]
 */
export function checkAnswer(puzzle, answer, T, key = answerKey(puzzle)) {
  const given = answerDigits(puzzle), found = answerDigits(answer);
  const problems = [];
  for (let i = 0; i < given.length; i++) {
    if (!given[i] || found[i] === given[i]) continue;
    const cell = cellName(i);
    const message = found[i]
      ? fill(T.MistakeGivenChanged, { cell, given: given[i], found: found[i] })
      : fill(T.MistakeGivenErased, { cell, given: given[i] });
    problems.push({ kind: 'given_changed', cells: [cell], digit: given[i], found: found[i], message });
  }
  for (let u = 0; u < UNIT_LISTS.length; u++) {
    const kind = Math.floor(u / 9), number = (u % 9) + 1;
    for (let digit = 1; digit <= 9; digit++) {
      const names = [];
      for (const i of UNIT_LISTS[u]) if (found[i] === digit) names.push(cellName(i));
      if (names.length < 2) continue;
      const last = names[names.length - 1];
      const unit = fill(T.UnitNumbered, { unit: T[UNIT_TEXTS[kind]], number });
      const message = fill(T.MistakeDuplicate, {
        unit, digit, count: names.length, cells: names.slice(0, -1).join(T.CellsSeparator), last,
      });
      problems.push({ kind: 'duplicate', cells: names, digit, unit: CHECK_UNITS[kind], unit_number: number, message });
    }
  }
  const right = key.solution === null ? null : answerDigits(key.solution);
  for (let i = 0; right !== null && i < given.length; i++) {
    if (given[i] || !found[i] || found[i] === right[i]) continue;
    const cell = cellName(i);
    problems.push({ kind: 'wrong', cells: [cell], digit: right[i], found: found[i], message: fill(T.MistakeWrong, { cell, found: found[i] }) });
  }
  for (let i = 0; i < given.length; i++) {
    if (found[i] || given[i]) continue;
    const cell = cellName(i);
    problems.push({ kind: 'blank', cells: [cell], message: fill(T.MistakeBlank, { cell }) });
  }
  return {
    correct: problems.length === 0, puzzle: boardLine(given), answer: boardLine(found),
    solutions: key.solutions, solution: key.solution, problems,
  };
}

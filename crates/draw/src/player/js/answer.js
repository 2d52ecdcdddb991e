// A learner's answer against its puzzle, as `sudotrace check --json` judges it (the port
// of sudotrace-learn's find_mistakes, AnswerJson and MistakeJson): every changed given in
// reading order, then every digit twice or more in a unit (rows 1-9, columns 1-9, boxes
// 1-9, digits ascending in each), then every blank. Its words are the page's texts (T,
// by name), templates of sudotrace's catalogs filled in here. No DOM: node's tests import
// it.
import { CHECK_UNITS, UNIT_TEXTS } from './constants.js';
import { boardLine, cellName, UNIT_LISTS } from './grid.js';
import { fill } from './words.js';

// A board's line of 81 characters ('.' or '0' a blank, '1' to '9' a digit) as digits.
function answerDigits(line) {
  if (typeof line !== 'string' || !/^[.0-9]{81}$/.test(line)) throw new TypeError(`not a board of 81 cells: ${line}`);
  return Uint8Array.from(line, (ch) => (ch === '.' ? 0 : ch.charCodeAt(0) - 48));
}


// The verdict on `answer` to `puzzle` (each a line of 81 characters), its messages in
// the language of T: {correct, puzzle, answer, problems}, each problem {kind, cells,
// digit?, found?, unit?, unit_number?, message}, keys in check --json's order.
export function checkAnswer(puzzle, answer, T) {
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
  for (let i = 0; i < given.length; i++) {
    if (found[i] || given[i]) continue;
    const cell = cellName(i);
    problems.push({ kind: 'blank', cells: [cell], message: fill(T.MistakeBlank, { cell }) });
  }
  return { correct: problems.length === 0, puzzle: boardLine(given), answer: boardLine(found), problems };
}

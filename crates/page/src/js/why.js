// Why the search takes a step: the rule that decides an event, in the rule's words from
// sudotrace's catalog. The port of sudotrace's Why::of and Why::words
// (crates/core/src/views/why.rs), which node's tests hold to `show --json`'s `why` on
// every event of every strategy's search. Do it yourself says it with each step; a run's
// steps too. No DOM: node's tests import it.
//
// An event follows from the board before it and the event that led there: a blank's
// digits are tried from 1 up, the next after a clash or a backtrack into it; a try's
// outcome is the clash its check meets first, else a fit; out of digits, the search
// erases its last placement; a blank is chosen by the search's order; a forced digit is
// a cell's one candidate or a digit's one place in a unit; a pattern takes candidates
// away, and is taken back on the way back to the last choice; a search that takes
// candidates away tries only a blank's candidates left. Where the search is not known,
// or the trace has departed from it, only what the event shows is said.
import {
  BACKTRACK, CHECK_NAMES, CHECK_ORDERS, CHOOSE, CLASH_ORDERS, CONFLICT, DEADEND, DETAIL_UNIT_SHIFT, ELIMINATE, FORCE,
  FORCED_BY_CELL, PLACE, RESTORE, RULE_NAMES, TRY, UNFORCE,
} from './constants.js';
import { clashIn } from './check.js';
import { clashOf } from './decode.js';
import { candidatesOn, cellName, lowestDigit, unitCells } from './grid.js';
import { eliminateWhy, restoreWords, unpackPattern } from './patterns.js';
import { fill } from './words.js';

/** @typedef {import('./decode.js').Event} Event */
/** @typedef {import('./build.js').PageData} PageData */
/** @typedef {import('./replay.js').ShownEvent} ShownEvent */
/** @typedef {import('./build.js').Strategy} Strategy */
/** @typedef {import('./words.js').Texts} Texts */

/**
 * The rule that decides an event: its name as `show --json` gives it, and its words.
 * @typedef {{ rule: string, words: string }} Why
 */

/**
 * A rule in words: its name, its template, the values filled in beside the event's cell
 * and digit.
 * @typedef {(rule: string, text: string, values?: Object<string, any>) => Why} Said
 */

/**
 * The rule that decides event `e` ({ kind, cell, digit, detail, withCell }), made on
 * `board` (the board before it, whose eliminations standing took `struck` from each
 * cell) after `last` (the event that led there, null at the puzzle) by `strategy` ({
 * fills: 'rows' | 'mrv', check: its name, rules: those it takes candidates away by };
 * null when the search is not known or the trace has departed from it there): { rule,
 * words }, the rule's name as `show --json` gives it and its words from the templates
 * `T`.
 * @param {Uint8Array} board
 * @param {ShownEvent | null} last
 * @param {Event} e
 * @param {Strategy | null} strategy
 * @param {Texts} T
 * @param {ArrayLike<number> | null} [struck]
 * @returns {Why | null}
 */
export function whyOf(board, last, e, strategy, T, struck = null) {
  const cell = cellName(e.cell), digit = e.digit;
  const unitWords = [T.Row, T.Column, T.Box];
  /** @type {Said} */
  const said = (rule, text, values) => ({ rule, words: fill(text, { cell, digit, ...values }) });
  const candidates = () => (e.digit === 1 ? T.OneCandidate : fill(T.Candidates, { n: e.digit }));
  // A blank's candidates before the event, less what eliminations standing took.
  const left = (/** @type {number} */ i) => candidatesOn(board, i) & ~(struck ? struck[i] : 0);
  const eliminates = strategy !== null && (strategy.rules ?? []).length > 0;
  switch (e.kind) {
    case TRY: {
      // Trying only candidates: after a choice of the blank, its smallest; after a
      // backtrack of d there, its smallest above d.
      const after = last && last.cell === e.cell ? (last.kind === CHOOSE ? 0 : last.kind === BACKTRACK ? last.digit : -1) : -1;
      const next = after < 0 ? 0 : lowestDigit(left(e.cell) & ~((2 << after) - 1));
      if (eliminates && board[e.cell] === 0 && next !== 0 && next === e.digit) return said('try-candidate', T.WhyTryCandidate);
      return tryWhy(board, last, e, said, T);
    }
    case ELIMINATE: case RESTORE: {
      const pattern = unpackPattern(e.detail);
      if (pattern === null) return null;
      return e.kind === ELIMINATE ? { rule: RULE_NAMES[pattern.rule], words: eliminateWhy(pattern, T) }
        : { rule: 'restore', words: restoreWords(pattern, T.WhyRestore, T) };
    }
    case CONFLICT: return clashWhy(board, e, strategy, said, unitWords, T);
    case PLACE: return said('fits', T.WhyFits);
    case BACKTRACK:
      if (last && (last.kind === CONFLICT || last.kind === BACKTRACK) && last.digit === 9) {
        return said('ran-out', T.WhyRanOut, { blank: cellName(last.cell) });
      }
      // A search that tries only candidates runs out of them at the last one.
      if (last && last.kind === BACKTRACK && eliminates && left(last.cell) >> last.digit >> 1 === 0) {
        return said('ran-out', T.WhyRanOut, { blank: cellName(last.cell) });
      }
      if (last && (last.kind === DEADEND || last.kind === UNFORCE || last.kind === RESTORE)) return said('back-to-choice', T.WhyBackToChoice);
      return said('backtrack-own', T.WhyBacktrackOwn);
    case CHOOSE: {
      const fills = strategy ? strategy.fills : null;
      if (fills === 'mrv') return said('choose-fewest', T.WhyChooseFewest, { candidates: candidates() });
      if (fills === 'rows') return said('choose-next', T.WhyChooseNext, { candidates: candidates() });
      return said('choose-own', T.WhyChooseOwn, { candidates: candidates() });
    }
    case FORCE:
      return e.detail === FORCED_BY_CELL ? said('only-digit', T.WhyOnlyDigit)
        : said('only-place', T.WhyOnlyPlace, { unit: unitWords[e.detail - 1] });
    case DEADEND: return said('dead-end', T.WhyDeadEnd);
    case UNFORCE: return said('unforce', T.WhyUnforce);
    default: return null;
  }
}

/**
 * The strategy whose rules say why event `number` of the page happens: the one its trace's
 * header names, while the trace keeps to it (Cursor::strategy_at); else null.
 * @param {PageData} D
 * @param {number} number
 * @returns {Strategy | null}
 */
export function strategyAt(D, number) {
  if (D.departs !== null && D.departs !== undefined && number >= D.departs) return null;
  return D.strategies.find((s) => s.name === D.solver) ?? null;
}

/**
 * A try's rule: the next digit after a clash or a backtrack into the cell, the first
 * digit of a blank just chosen, or of the first blank in reading order.
 * @param {Uint8Array} board
 * @param {ShownEvent | null} last
 * @param {Event} e
 * @param {Said} said
 * @param {Texts} T
 * @returns {Why}
 */
function tryWhy(board, last, e, said, T) {
  const same = last && last.cell === e.cell && last.digit + 1 === e.digit;
  if (same && last.kind === CONFLICT) return said('try-next-digit', T.WhyTryAfterClash, { previous: last.digit });
  if (same && last.kind === BACKTRACK) return said('try-next-digit', T.WhyTryAfterBacktrack, { previous: last.digit });
  if (last && last.kind === CHOOSE && last.cell === e.cell && e.digit === 1) return said('try-chosen', T.WhyTryChosen);
  const afterPlacement = last === null || last.kind === PLACE || last.kind === FORCE;
  if (afterPlacement && e.digit === 1 && board.indexOf(0) === e.cell) return said('try-next-blank', T.WhyTryNextBlank);
  return said('try-own', T.WhyTryOwn);
}

/**
 * A clash's rule: the first of the orders people write a check in (the search's own
 * first) that meets this clash first; else only which unit holds the digit.
 * @param {Uint8Array} board
 * @param {Event} e
 * @param {Strategy | null} strategy
 * @param {Said} said
 * @param {string[]} unitWords
 * @param {Texts} T
 * @returns {Why}
 */
function clashWhy(board, e, strategy, said, unitWords, T) {
  const unit = e.detail >> DETAIL_UNIT_SHIFT, withCell = e.withCell ?? clashOf(e.cell, e.detail).with;
  const check = strategy ? CHECK_NAMES.indexOf(strategy.check) : -1;
  const orders = (check < 0 ? [] : [CHECK_ORDERS[check]]).concat(CLASH_ORDERS.map((_, o) => o));
  const order = orders.find((o) => {
    const clash = clashIn(board, e.cell, e.digit, CLASH_ORDERS[o]);
    return clash !== null && clash.unit === unit && clash.withCell === withCell;
  });
  const values = { with: cellName(withCell), unit: unitWords[unit] };
  if (order === undefined) return said('clash', T.WhyClash, values);
  const step = unitCells(unit, e.cell).indexOf(withCell);
  const text = CLASH_ORDERS[order][2] === 'unit-by-unit' ? [T.WhyClashRowFirst, T.WhyClashColumnSecond, T.WhyClashBoxLast][unit]
    : CLASH_ORDERS[order][2] === 'one-loop' ? T.WhyClashOneLoop : T.WhyClashOneLoopColumnFirst;
  return said('clash-met-first', text, { ...values, step });
}

// A trace made in the page (a run's JSON Lines, as sudotrace's trace format writes them)
// read, and what the page's builder (build.js) and its runs need of it: whether each
// event can happen on the board (the port of Replay's checks, in sudotrace's words), each
// event's words from the catalog's templates (the port of view::explained_words, which
// node holds to the words sudotrace writes), the run's counts, how it ended, its JSON
// Lines again; and where an edited program departs from its strategy, said as `diagnose`
// says it. No DOM: node's tests import it.
import {
  BACKTRACK, CHECK_NAMES, CHOOSE, CLASH_ORDERS, CONFLICT, COUNTS, DEADEND, DETAIL_UNIT_SHIFT, ELIMINATE, FORCE,
  FORCED_BIT, KIND_NAMES, PATTERN_RULE_MASK, PATTERN_RULE_SHIFT, PLACE, RESTORE, RULE_COUNTS, TRY, UNFORCE, UNIT_NAMES,
} from './constants.js';
import { checkAnswer } from './answer.js';
import { clashOrders, keptOrder, ordersNaming, renamed } from './check.js';
import { digitsOf } from './decode.js';
import { drain } from './slices.js';
import { candidatesOn, cellName, inUnit, unitCell, unitCells } from './grid.js';
import { EVENT_BYTES, NO_CELL, newLineReader, READER_CONSTANTS } from './lines.js';
import {
  candidatesWith, effectOf, eliminateWords, patternFields, restoreWords, strike, unmetWords, unpackPattern, unstrike,
} from './patterns.js';
import { fill, fmt } from './words.js';

/** @typedef {import('./lines.js').End} End */
/** @typedef {import('./decode.js').Event} Event */
/** @typedef {import('./decode.js').EventList} EventList */
/** @typedef {import('./decode.js').EventObject} EventObject */
/** @typedef {import('./lines.js').Header} Header */
/** @typedef {import('./lines.js').ReaderResult} ReaderResult */
/** @typedef {import('./build.js').Strategy} Strategy */
/** @typedef {import('./words.js').Texts} Texts */

/**
 * A trace read (readOf, readTrace): the reader's result with its events packed.
 * @typedef {Omit<ReaderResult, 'bytes' | 'count'> & { events: PackedEvents }} Read
 */

/**
 * A run read whole, with its header (a read with no error).
 * @typedef {Read & { header: Header }} Run
 */

/**
 * Where a program's events depart from its strategy's (departureSteps): the event's
 * number and the departure in words (null when only the order differs), where the
 * clashes keep to another order, and, for a departing event, why it cannot happen (null
 * when it can) and what the strategy would do instead.
 * @typedef {Object} Departure
 * @property {number | null} event
 * @property {string | null} words
 * @property {{ name: string, event: number, words: string } | null} order
 * @property {string | null} [refused]
 * @property {string} [would]
 */

const FORCE_REASONS = ['cell', ...UNIT_NAMES];

// A run's events as the line reader packed them (lines.js): `length` of them, event i
// (from 0) made an object only when asked for (at), so that a run of millions of events
// is a few bytes each, never an object each.
export class PackedEvents {
  constructor(/** @type {Uint8Array} */ bytes, /** @type {number} */ count) {
    this.bytes = bytes;
    this.length = count;
  }
  // Event i: { kind, cell, digit, detail, withCell } (withCell -1: none), or undefined
  // past the last. An elimination's or a restore's pattern is in the bytes of its digit,
  // detail and clashing cell (lines.js).
  at(/** @type {number} */ i) {
    if (i < 0 || i >= this.length) return undefined;
    const b = this.bytes, o = i * EVENT_BYTES;
    if (b[o] === ELIMINATE || b[o] === RESTORE) {
      return { kind: b[o], cell: b[o + 1], digit: 0, detail: b[o + 2] | (b[o + 3] << 8) | (b[o + 4] << 16), withCell: -1 };
    }
    return { kind: b[o], cell: b[o + 1], digit: b[o + 2], detail: b[o + 3], withCell: b[o + 4] === NO_CELL ? -1 : b[o + 4] };
  }
  *[Symbol.iterator]() {
    for (let i = 0; i < this.length; i++) yield this.at(i);
  }
}

/**
 * A reader's result (newLineReader's) with its events as PackedEvents.
 * @param {ReaderResult} result
 * @returns {Read}
 */
export function readOf(result) {
  const { bytes, count, ...rest } = result;
  return { ...rest, events: new PackedEvents(bytes, count) };
}

/**
 * Read a trace's JSON Lines: its header, its events and its end record (null when it has
 * none), or `error` ({ line, why }) at the first line that is none of them, with the
 * events before it; `workedOut`, the first conflict whose clash was worked out (lines.js).
 * @param {string} text
 * @returns {Read}
 */
export function readTrace(text) {
  const reader = newLineReader(READER_CONSTANTS, Infinity);
  let from = 0;
  while (from < text.length) {
    let to = text.indexOf('\n', from);
    if (to < 0) to = text.length;
    if (!reader.line(text.slice(from, to))) break;
    from = to + 1;
  }
  return readOf(reader.result());
}

/**
 * Whether two events are the same event (as diagnose compares them).
 * @param {EventObject} a
 * @param {EventObject} b
 */
const sameEvent = (a, b) => a.kind === b.kind && a.cell === b.cell && a.digit === b.digit && a.detail === b.detail && a.withCell === b.withCell;

/**
 * What a cell holds, in words after the cell (Holding::words), on `board` over `givens`.
 * @param {number} cell
 * @param {ArrayLike<number>} board
 * @param {ArrayLike<number>} givens
 * @param {Texts} T
 * @returns {string}
 */
function holdingWords(cell, board, givens, T) {
  if (givens[cell]) return fill(T.HoldingGiven, { digit: givens[cell] });
  return board[cell] ? fill(T.HoldingPlaced, { digit: board[cell] }) : T.HoldingEmpty;
}
/**
 * @param {number} n
 * @param {Texts} T
 */
const candidateWords = (n, T) => (n === 1 ? T.OneCandidate : fill(T.Candidates, { n }));
/** @param {number} mask */
const bitCount = (mask) => { let n = 0; for (let m = mask; m; m &= m - 1) n++; return n; };

/**
 * The first other cell of `cell`'s row, column or box (in that order) that holds `digit`
 * on `board`, with its unit's place in UNIT_NAMES; null when none does.
 * @param {ArrayLike<number>} board
 * @param {number} cell
 * @param {number} digit
 * @returns {{ cell: number, unit: number } | null}
 */
function holderIn(board, cell, digit) {
  for (let unit = 0; unit < UNIT_NAMES.length; unit++) {
    for (let i = 0; i < 9; i++) {
      const other = unitCell(unit, cell, i);
      if (other !== cell && board[other] === digit) return { cell: other, unit };
    }
  }
  return null;
}

/**
 * A unit in a sentence: `row`, `column`, `box`.
 * @param {number} unit
 * @param {Texts} T
 */
const unitWords = (unit, T) => [T.Row, T.Column, T.Box][unit];

/**
 * What a board's checks know besides its digits (Replay's): the placements in the order
 * made (a forced one + FORCED_BIT) and the eliminations standing (patterns.js), for
 * events that depend on them: an elimination, its restore, a digit taken back, and the
 * candidates a choice, a dead end or a forced digit count.
 * @typedef {{ stack: number[], elims: import('./patterns.js').Eliminations }} Standing
 */

/**
 * Why event `e` cannot happen on `board` (over the puzzle's `givens`, `forced` marking
 * the cells that hold a forced digit, `standing` the placements and eliminations when
 * known), in sudotrace's words (the port of Replay's possible and
 * Impossibility::words): 'r2c1 is not in the box of r1c7'; null when it can.
 * @param {EventObject} e
 * @param {ArrayLike<number>} board
 * @param {ArrayLike<number>} givens
 * @param {ArrayLike<number>} forced
 * @param {Texts} T
 * @param {Standing | null} [standing]
 * @returns {string | null}
 */
export function whyImpossible(e, board, givens, forced, T, standing = null) {
  // Words are made only for an event that cannot happen: the loop over a page's million
  // events makes none.
  const cell = e.cell, digit = e.digit, held = board[cell];
  const struck = standing ? standing.elims.struck : null;
  /** @param {number} c */
  const candidates = (c) => candidatesOn(board, c) & ~(struck ? struck[c] : 0);
  /** @param {number} c */
  const holds = (c) => fill(T.RefusedHolds, { cell: cellName(c), holding: holdingWords(c, board, givens, T) });
  const last = standing ? standing.elims.standing.at(-1) : undefined;
  if ((e.kind === BACKTRACK || e.kind === UNFORCE) && standing && last) {
    const stack = standing.stack;
    let at = stack.length - 1;
    while (at >= 0 && (stack[at] & ~FORCED_BIT) !== cell) at--;
    if (at >= 0 && at < last.after) return fill(T.RefusedEliminationAfter, { cell: cellName(cell) });
  }
  switch (e.kind) {
    case ELIMINATE: {
      const pattern = unpackPattern(e.detail);
      if (pattern === null) return T.UnmetBadDigits;
      const effect = effectOf(pattern, candidatesWith(board, struck));
      return effect.unmet ? unmetWords(effect.unmet, T) : null;
    }
    case RESTORE:
      return standing && last && last.pattern.bits === e.detail && last.after === standing.stack.length ? null : T.RefusedNotLastElimination;
    case TRY: return held ? holds(cell) : null;
    case CHOOSE: {
      if (held) return holds(cell);
      const has = bitCount(candidates(cell));
      return has === digit ? null : fill(T.RefusedCandidates, { cell: cellName(cell), candidates: candidateWords(has, T) });
    }
    case DEADEND: {
      if (held) return holds(cell);
      const has = bitCount(candidates(cell));
      return has === 0 ? null : fill(T.RefusedStillHasCandidates, { cell: cellName(cell), candidates: candidateWords(has, T) });
    }
    case PLACE: case FORCE: {
      if (held) {
        const text = givens[cell] ? T.RefusedAlreadyGiven : T.RefusedAlreadyPlaced;
        return fill(text, { cell: cellName(cell), digit: givens[cell] || held });
      }
      const holder = holderIn(board, cell, digit);
      if (holder !== null) return fill(T.RefusedInUnit, { holder: cellName(holder.cell), digit, unit: unitWords(holder.unit, T) });
      return e.kind === FORCE ? notForcedWhy(e, board, candidates, T) : null;
    }
    case UNFORCE:
      if (held !== digit || givens[cell]) return holds(cell);
      return forced[cell] ? null : fill(T.RefusedNotForced, { cell: cellName(cell) });
    case CONFLICT: {
      if (held) return holds(cell);
      if (e.withCell === cell) return fill(T.RefusedWithItself, { cell: cellName(cell) });
      const unit = e.detail >> DETAIL_UNIT_SHIFT;
      if (!inUnit(unit, cell, e.withCell)) return fill(T.RefusedNotInUnit, { with: cellName(e.withCell), unit: unitWords(unit, T), cell: cellName(cell) });
      if (board[e.withCell] !== digit) return fill(T.RefusedDoesNotHold, { with: cellName(e.withCell), holding: holdingWords(e.withCell, board, givens, T), digit });
      return null;
    }
    case BACKTRACK:
      if (forced[cell] && held) return fill(T.RefusedForcedBacktracked, { cell: cellName(cell), digit: held });
      if (held === 0) return fill(T.RefusedEmpty, { cell: cellName(cell) });
      if (givens[cell]) return fill(T.RefusedGivenErased, { cell: cellName(cell), holding: holdingWords(cell, board, givens, T) });
      return held !== digit ? holds(cell) : null;
    default: return null;
  }
}

/**
 * Why a forced digit's reason does not hold (Replay's forced_by), or null; `candidates`
 * gives a blank's candidates.
 * @param {Event} e
 * @param {ArrayLike<number>} board
 * @param {(cell: number) => number} candidates
 * @param {Texts} T
 * @returns {string | null}
 */
function notForcedWhy(e, board, candidates, T) {
  const bit = 1 << e.digit, long = [T.Row, T.Column, T.Box];
  if (e.detail === 0) {
    const has = candidates(e.cell);
    return has === bit ? null : fill(T.RefusedNotOnlyDigit, { cell: cellName(e.cell), candidates: candidateWords(bitCount(has), T), digit: e.digit });
  }
  const unit = e.detail - 1;
  const other = unitCells(unit, e.cell).find((o) => o !== e.cell && board[o] === 0 && (candidates(o) & bit));
  return other === undefined ? null : fill(T.RefusedNotOnlyPlace, { other: cellName(other), unit: long[unit], digit: e.digit });
}

/**
 * The other cell the reason an event cannot happen on `board` names, as the page
 * outlines it (ImpossibleEvent::involved): the cell a conflict names, the unit's holder
 * of the digit placed, the other place a forced digit could go, the cell that breaks an
 * elimination's pattern; null for none. Only for an event whyImpossible refuses.
 * @param {EventObject} e
 * @param {ArrayLike<number>} board
 * @param {Standing | null} [standing]
 * @returns {number | null}
 */
export function involvedIn(e, board, standing = null) {
  const struck = standing ? standing.elims.struck : null;
  if (e.kind === ELIMINATE) {
    const pattern = unpackPattern(e.detail);
    const unmet = pattern && effectOf(pattern, candidatesWith(board, struck)).unmet;
    const named = unmet && ['place-outside', 'not-the-pair', 'not-in-house'].includes(unmet.why) ? unmet.cell : undefined;
    return named === undefined || named === e.cell ? null : named;
  }
  if (board[e.cell]) return null;
  switch (e.kind) {
    case CONFLICT: return e.withCell === e.cell ? null : e.withCell;
    case PLACE: case FORCE: {
      const holder = holderIn(board, e.cell, e.digit);
      if (holder !== null) return holder.cell;
      if (e.kind !== FORCE || e.detail === 0) return null;
      const has = (/** @type {number} */ o) => candidatesOn(board, o) & ~(struck ? struck[o] : 0) & (1 << e.digit);
      const other = unitCells(e.detail - 1, e.cell).find((o) => o !== e.cell && board[o] === 0 && has(o));
      return other ?? null;
    }
    default: return null;
  }
}

/**
 * An event that cannot happen, in sudotrace's words (ImpossibleEvent::words): 'r1c7: 5
 * clashes with r2c1 (box) cannot happen: r2c1 is not in the box of r1c7'.
 * @param {EventObject} e
 * @param {string} why
 * @param {Texts} T
 */
export const impossibleWords = (e, why, T) => fill(T.RefusedEvent, { event: eventWords(e, null, -1, T), why });

/**
 * The first event of `events` that cannot happen on the board from `puzzle`: { number,
 * words } (impossibleWords), or null; of the first `most` events only when told. In
 * slices (see sliced).
 * @param {EventList} events
 * @param {string} puzzle
 * @param {Texts} T
 * @param {number} [most]
 * @returns {Generator<undefined, { number: number, words: string, event: EventObject } | null, unknown>}
 */
export function* firstImpossible(events, puzzle, T, most = events.length) {
  const givens = digitsOf(puzzle), board = digitsOf(puzzle), forced = new Uint8Array(81);
  const standing = newStanding([], null);
  for (let i = 0; i < Math.min(most, events.length); i++) {
    if (i % SLICE === SLICE - 1) yield;
    /** @type {EventObject} */
    // @ts-expect-error: event i, below events.length, is there
    const e = events.at(i);
    const why = whyImpossible(e, board, givens, forced, T, standing);
    if (why !== null) return { number: i + 1, words: impossibleWords(e, why, T), event: e };
    applyEvent(e, board, forced, standing);
  }
  return null;
}

/**
 * The placements and eliminations a board stands on (Standing): the stack `stack` (a
 * forced cell + FORCED_BIT), the eliminations `elims` (none when null).
 * @param {number[]} stack
 * @param {import('./patterns.js').Eliminations | null} elims
 * @returns {Standing}
 */
export const newStanding = (stack, elims) => ({ stack: stack.slice(), elims: elims ?? { standing: [], struck: new Uint16Array(81) } });

/**
 * The board (and the cells holding a forced digit, and what it stands on when given)
 * after event `e`, one that can happen.
 * @param {Event} e
 * @param {Uint8Array} board
 * @param {Uint8Array} forced
 * @param {Standing | null} [standing]
 */
export function applyEvent(e, board, forced, standing = null) {
  if (e.kind === PLACE || e.kind === FORCE) {
    board[e.cell] = e.digit;
    forced[e.cell] = e.kind === FORCE ? 1 : 0;
    standing?.stack.push(e.kind === FORCE ? e.cell | FORCED_BIT : e.cell);
  } else if (e.kind === BACKTRACK || e.kind === UNFORCE) {
    board[e.cell] = 0;
    forced[e.cell] = 0;
    if (standing) {
      const stack = standing.stack;
      let at = stack.length - 1;
      while (at >= 0 && (stack[at] & ~FORCED_BIT) !== e.cell) at--;
      if (at >= 0) stack.splice(at, 1);
    }
  } else if (standing && e.kind === ELIMINATE) {
    // @ts-expect-error: an elimination that can happen names a pattern
    strike(standing.elims, unpackPattern(e.detail), board, standing.stack.length);
  } else if (standing && e.kind === RESTORE) {
    unstrike(standing.elims);
  }
}

// Events between the pauses of the work on a run's events: the page does that work in
// slices (sliced), each well under the 50 ms a task may take before it is felt, even on
// a busy machine that stretches it.
export const SLICE = 2048;

/**
 * An event in words (Event::words, and view::explained_words where the strategy's order
 * is known: a choice's reason, a backtrack's blank that ran out), from the templates T.
 * @param {EventObject} e
 * @param {string | null} order
 * @param {number} ranOut
 * @param {Texts} T
 * @returns {string}
 */
export function eventWords(e, order, ranOut, T) {
  const cell = cellName(e.cell), digit = e.digit;
  const candidates = () => (e.digit === 1 ? T.OneCandidate : fill(T.Candidates, { n: e.digit }));
  const short = [T.RowShort, T.ColumnShort, T.BoxShort], long = [T.Row, T.Column, T.Box];
  switch (e.kind) {
    case TRY: return fill(T.EventTry, { cell, digit });
    case CONFLICT: return fill(T.EventConflict, { cell, digit, with: cellName(e.withCell), unit: short[e.detail >> DETAIL_UNIT_SHIFT] });
    case PLACE: return fill(T.EventPlace, { cell, digit });
    case BACKTRACK:
      return ranOut >= 0 ? fill(T.BacktrackExhausted, { blank: cellName(ranOut), cell, digit }) : fill(T.EventBacktrack, { cell, digit });
    case CHOOSE: {
      const text = order === 'mrv' ? T.ChooseFewest : order === 'rows' ? T.ChooseNext : T.EventChoose;
      return fill(text, { cell, candidates: candidates() });
    }
    case FORCE:
      return e.detail === 0 ? fill(T.EventOnlyDigit, { cell, digit }) : fill(T.EventOnlyPlace, { cell, digit, unit: long[e.detail - 1] });
    case DEADEND: return fill(T.EventDeadEnd, { cell });
    case UNFORCE: return fill(T.EventUnforce, { cell, digit });
    case ELIMINATE: case RESTORE: {
      const pattern = unpackPattern(e.detail);
      if (pattern === null) return '';
      return e.kind === ELIMINATE ? eliminateWords(pattern, T) : restoreWords(pattern, T.EventRestore, T);
    }
    default: return '';
  }
}

/**
 * The counts of a run's events by what they are, as the page's counts name them.
 * Read from the packed bytes, no event made an object: fast on millions.
 * @param {PackedEvents} events
 */
export function countsOf(events) {
  /** @type {Object<string, number>} */
  const n = {
    tries: 0, row: 0, col: 0, box: 0, backtracks: 0, choices: 0, guesses: 0, forced: 0, dead_ends: 0, unforced: 0,
    pointing: 0, claiming: 0, naked_pair: 0, hidden_pair: 0, restored: 0,
  };
  const b = events.bytes;
  for (let o = 0; o < events.length * EVENT_BYTES; o += EVENT_BYTES) {
    switch (b[o]) {
      // An elimination's rule is in the lowest bits of its pattern, from its digit's byte on.
      case ELIMINATE: n[COUNTS[RULE_COUNTS[(b[o + 2] >> PATTERN_RULE_SHIFT) & PATTERN_RULE_MASK]]]++; break;
      case RESTORE: n.restored++; break;
      case TRY: n.tries++; break;
      case CONFLICT: n[UNIT_NAMES[b[o + 3] >> DETAIL_UNIT_SHIFT]]++; break;
      case BACKTRACK: n.backtracks++; break;
      case CHOOSE: n.choices++; if (b[o + 2] >= 2) n.guesses++; break;
      case FORCE: n.forced++; break;
      case DEADEND: n.dead_ends++; break;
      case UNFORCE: n.unforced++; break;
    }
  }
  return n;
}

/**
 * How the trace's event `did` differs from the strategy's `would` (the port of
 * diagnose's Difference::of and its words): ' (it checks the row before the box)', or ''.
 * @param {EventObject | undefined} did
 * @param {EventObject | undefined} would
 * @param {ArrayLike<number>} board
 * @param {string} search
 * @param {Texts} T
 * @returns {string}
 */
function howWords(did, would, board, search, T) {
  if (did === undefined || would === undefined) return '';
  const unitWords = [T.Row, T.Column, T.Box];
  let how = null;
  if (did.kind === CONFLICT && would.kind === CONFLICT && did.cell === would.cell && did.digit === would.digit) {
    const [checked, before] = [did, would].map((e) => e.detail >> DETAIL_UNIT_SHIFT);
    if (checked !== before) how = fill(T.HowUnitOrder, { checked: unitWords[checked], before: unitWords[before] });
  } else if (did.kind === TRY && would.kind === TRY && did.cell === would.cell && did.digit !== would.digit) {
    how = fill(T.HowDigitOrder, { digit: did.digit, cell: cellName(did.cell), search, instead: would.digit });
  } else if (did.kind === TRY && would.kind === TRY && did.cell !== would.cell) {
    const byColumns = Array.from({ length: 81 }, (_, i) => (i % 9) * 9 + Math.floor(i / 9)).find((c) => board[c] === 0);
    how = byColumns === did.cell
      ? T.HowColumnOrder
      : fill(T.HowBlankOrder, { cell: cellName(did.cell), search, instead: cellName(would.cell) });
  }
  return how === null ? '' : fill(T.DepartureHow, { how });
}

/**
 * The words of a check's order of meeting a try's units, as diagnose says it.
 * @type {Object<string, string>}
 */
const ORDER_TEXTS = { 'unit-by-unit': 'HowUnitByUnit', 'one-loop': 'HowOneLoop', 'one-loop-column-first': 'HowOneLoopColumnFirst' };

// Where the events `mine` (an edited program's) first depart from `theirs` (its
// strategy's, from the same puzzle `puzzle`), as `diagnose` says a departure, its clashes
// held to the order of meeting a try's units they keep to (the port of ClashWatch: a
// check in one loop, LeetCode's isValid, is the same search; held to it, the trace
// departs where it leaves it, never where the order was told). null when they are the
// same search in the strategy's own order; else { event, words } with the event's number
// (event null when only the order differs) and `order`, { name, event, words }, where the
// clashes first keep to another order than the strategy's.
/** @type {(...args: Parameters<typeof departureSteps>) => Departure | null} */
export const departureOf = (...args) => drain(departureSteps(...args));
/**
 * @param {PackedEvents} mine
 * @param {PackedEvents} theirs
 * @param {Strategy} strategy
 * @param {Texts} T
 * @param {string} puzzle
 * @returns {Generator<undefined, Departure | null, unknown>}
 */
export function* departureSteps(mine, theirs, strategy, T, puzzle) {
  const board = digitsOf(puzzle);
  const orders = clashOrders(CHECK_NAMES.indexOf(strategy.check));
  const { own } = orders;
  let told = null;
  const kept = () => keptOrder(orders);
  const search = strategy.search;
  let i = 0;
  for (; i < mine.length || i < theirs.length; i++) {
    if (i % SLICE === SLICE - 1) yield;
    const did = mine.at(i);
    let would = theirs.at(i);
    if (did === undefined || would === undefined) break;
    if (would.kind === CONFLICT && kept() !== own) would = renamed(would, board, kept());
    if (did.kind === CONFLICT && would.kind === CONFLICT && did.cell === would.cell && did.digit === would.digit) {
      const naming = ordersNaming(orders.left, board, did.cell, did.digit, did.detail >> DETAIL_UNIT_SHIFT, did.withCell);
      if (naming === 0) break;
      orders.left = naming;
      if (!(naming & (1 << own)) && told === null) told = { event: i + 1, did, would };
      continue;
    }
    if (!sameEvent(did, would)) break;
    if (did.kind === PLACE || did.kind === FORCE) board[did.cell] = did.digit;
    else if (did.kind === BACKTRACK || did.kind === UNFORCE) board[did.cell] = 0;
  }
  const order = told === null ? null : {
    name: CLASH_ORDERS[kept()][2],
    event: told.event,
    words: T[ORDER_TEXTS[CLASH_ORDERS[kept()][2]]],
  };
  if (i >= mine.length && i >= theirs.length) return order === null ? null : { event: null, words: null, order };
  const did = mine.at(i);
  let would = theirs.at(i);
  if (would !== undefined && would.kind === CONFLICT && kept() !== own) would = renamed(would, board, kept());
  /** @param {number} d */
  const digitsFrom = (d) => (d === 9 ? '9' : `${d}–9`);
  let didWords;
  if (did === undefined) didWords = T.DidEnds;
  else if (did.kind === BACKTRACK && would !== undefined && would.kind === TRY) {
    didWords = did.cell === would.cell
      ? fill(T.DidBacktrackUntried, { cell: cellName(would.cell), digits: digitsFrom(would.digit) })
      : fill(T.DidBacktrackUntriedErasing, { cell: cellName(would.cell), digits: digitsFrom(would.digit), erased: did.digit, at: cellName(did.cell) });
  } else didWords = fill(T.DidHas, { event: eventWords(did, null, -1, T) });
  let wouldWords;
  if (would === undefined) wouldWords = fill(T.WouldStop, { search });
  else {
    const WOULD = ['WouldTry', 'WouldConflict', 'WouldPlace', 'WouldBacktrack', 'WouldChoose', 'WouldForce', 'WouldDeadEnd', 'WouldUnforce',
      'WouldEliminate', 'WouldRestore'];
    const long = [T.Row, T.Column, T.Box];
    wouldWords = fill(T[WOULD[would.kind]], {
      search, digit: would.kind === CHOOSE || would.kind === DEADEND ? 0 : would.digit, cell: cellName(would.cell),
      with: would.kind === CONFLICT ? cellName(would.withCell) : '', unit: would.kind === CONFLICT ? long[would.detail >> DETAIL_UNIT_SHIFT] : '',
      words: eventWords(would, null, -1, T),
    });
  }
  // Where the departing event cannot happen, why, as diagnose says the two in one finding.
  const refusal = did === undefined ? null : yield* firstImpossible(mine, puzzle, T, i + 1);
  if (refusal !== null && refusal.number === i + 1) {
    const words = fill(T.DepartureWords, { number: fmt(i + 1), did: refusal.words, would: wouldWords, how: '' });
    return { event: i + 1, words, order, refused: refusal.words, would: wouldWords };
  }
  const how = howWords(did, would, board, search, T);
  return { event: i + 1, words: fill(T.DepartureWords, { number: fmt(i + 1), did: didWords, would: wouldWords, how }), order, refused: null, would: wouldWords };
}

/**
 * The board a run's events leave, from its puzzle (each placement put in, each erasure
 * taken out), as a line of 81 characters.
 * @param {Run} read
 * @returns {string}
 */
function finalBoard(read) {
  const board = digitsOf(read.header.puzzle), b = read.events.bytes;
  for (let o = 0; o < read.events.length * EVENT_BYTES; o += EVENT_BYTES) {
    const kind = b[o];
    if (kind === PLACE || kind === FORCE) board[b[o + 1]] = b[o + 2];
    else if (kind === BACKTRACK || kind === UNFORCE) board[b[o + 1]] = 0;
  }
  return Array.from(board, (d) => (d ? String(d) : '.')).join('');
}

/**
 * How a run (read as run.js reads it) ended, in words: solved with a board that is right;
 * "solved" with a board that breaks a rule (the rules it breaks named, as sudotrace check
 * names them); no solution (and whether the strategy's own run, `theirs`, found one);
 * stopped at its own event limit; stopped by the page at the event limit; or no end said.
 * @param {Run} read
 * @param {Read | null | undefined} theirs
 * @param {Texts} T
 * @returns {string}
 */
export function runEnding(read, theirs, T) {
  const n = fmt(read.events.length), end = read.end;
  if (read.overflow) return fill(T.PageRunEndPageLimit, { n });
  if (end === null) return fill(T.PageRunEndNone, { n });
  switch (end.result) {
    case 'solved': {
      const claimed = typeof end.solution === 'string' && /^[.0-9]{81}$/.test(end.solution) ? end.solution : finalBoard(read);
      const verdict = checkAnswer(read.header.puzzle, claimed, T);
      if (verdict.correct) return T.PageRunEndSolved;
      const broken = verdict.problems.filter((p) => p.kind !== 'blank');
      const named = (broken.length > 0 ? broken : verdict.problems).slice(0, 3).map((p) => p.message);
      return fill(T.PageRunEndBroken, { problems: named.join(T.ListSeparator) });
    }
    case 'unsolvable':
      return theirs?.end?.result === 'solved' ? T.PageRunEndNoSolutionButOne : T.PageRunEndNoSolution;
    case 'limit': return fill(T.PageRunEndLimit, { n });
    default: return fill(T.PageRunEndNone, { n });
  }
}

/**
 * A run's trace as JSON Lines, as sudotrace writes one: its header, its events, its end
 * record (none for a run the page stopped at its limit). Made from the packed events,
 * for the page's API (run, runCode); the page itself never holds it.
 * @param {{ header: Header, events: Iterable<EventObject>, end: End | null }} read A run read whole (Run).
 * @returns {string}
 */
export function traceText(read) {
  const { header, events, end } = read;
  const out = [JSON.stringify({ sudotrace: header.version, puzzle: header.puzzle, solver: header.solver })];
  /** @param {number} cell */
  const rc = (cell) => `"r":${Math.floor(cell / 9) + 1},"c":${(cell % 9) + 1}`;
  for (const e of events) {
    if (e.kind === ELIMINATE || e.kind === RESTORE) {
      const pattern = unpackPattern(e.detail);
      if (pattern !== null) out.push(JSON.stringify({ ev: KIND_NAMES[e.kind], ...patternFields(pattern) }));
      continue;
    }
    const head = `{"ev":"${KIND_NAMES[e.kind]}",${rc(e.cell)}`;
    switch (e.kind) {
      case CHOOSE: out.push(`${head},"n":${e.digit}}`); break;
      case DEADEND: out.push(`${head}}`); break;
      case FORCE: out.push(`${head},"d":${e.digit},"by":"${FORCE_REASONS[e.detail]}"}`); break;
      case CONFLICT: {
        const w = e.withCell;
        out.push(`${head},"d":${e.digit},"unit":"${UNIT_NAMES[e.detail >> DETAIL_UNIT_SHIFT]}","with":[${Math.floor(w / 9) + 1},${(w % 9) + 1}]}`);
        break;
      }
      default: out.push(`${head},"d":${e.digit}}`);
    }
  }
  if (end !== null) out.push(JSON.stringify({ ev: 'end', result: end.result, solution: end.solution }));
  return `${out.join('\n')}\n`;
}

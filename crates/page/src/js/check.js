// The search's check at work, the port of sudotrace's Check::event_cost and Check::work:
// what the check (naive: the row, the column and the box read cell by cell, each whole;
// oneloop: LeetCode's isValid, cell i of the row, the column and the box in turn;
// tables: the digit looked up in each unit's table) paid for an event, and what it did
// for it, as the board draws it. Held to `show --json` by the node test. No DOM.
import {
  CHECK_COUNTS, CHECK_HELD, CHECK_NAMES, CHECK_ORDERS, CHECK_SCANS, CHOOSE, CLASH_ORDERS, CONFLICT, DEADEND,
  DETAIL_PLACE_MASK, DETAIL_UNIT_SHIFT, ELIMINATE, FIT_COSTS, FORCE, ONELOOP, PLACE, UNIT_CELLS, UNIT_NAMES,
} from './constants.js';
import { unitCells } from './grid.js';

/** @typedef {import('./decode.js').EventObject} EventObject */
/** @typedef {import('./replay.js').ShownEvent} ShownEvent */

/**
 * The orders of meeting a try's units a trace may keep to (`left`, bits of CLASH_ORDERS'
 * places) and the check's own (clashOrders).
 * @typedef {{ own: number, left: number }} ClashOrders
 */

/**
 * The check of the page's search, by its number (its place in CHECK_NAMES); -1 when it
 * is not known (another solver's trace).
 * @param {{ check: string | null }} D
 */
// @ts-expect-error: no check's name is null: indexOf(null) is -1
export const checkOf = (D) => CHECK_NAMES.indexOf(D.check);

/**
 * The count `check` pays into, by its place in COUNTS (cell reads, or table lookups).
 * @param {number} check
 */
export const checkCount = (check) => CHECK_COUNTS[check];

/**
 * The place in a scanning check's order of the cell at `place` (0 to 8) of `unit`:
 * unit by unit for naive, cell i of each unit in turn for oneloop (Check::scan_index).
 * @param {number} check
 * @param {number} unit
 * @param {number} place
 * @returns {number}
 */
const scanIndex = (check, unit, place) =>
  (check === ONELOOP ? place * UNIT_NAMES.length + unit : unit * UNIT_CELLS + place);

/**
 * The steps `check` took to find a clash, from the conflict's detail byte: the cells a
 * scanning check read up to the one holding the digit, or the tables the tables check
 * looked up (the row's, then the column's, then the box's).
 * @param {number} check
 * @param {number} detail
 * @returns {number}
 */
function clashSteps(check, detail) {
  const unit = detail >> DETAIL_UNIT_SHIFT;
  return CHECK_SCANS[check] ? scanIndex(check, unit, detail & DETAIL_PLACE_MASK) + 1 : unit + 1;
}

/**
 * What `check` paid for an event of `kind` with its detail byte `detail`, `blanks` being
 * the empty blanks before it: a clash its steps, a fit all of them, a look over the
 * blanks (a choice, a forced digit, a dead end, an elimination) a fit's for each blank.
 * @param {number} check
 * @param {number} kind
 * @param {number} detail
 * @param {number} blanks
 * @returns {number}
 */
export function costOf(check, kind, detail, blanks) {
  if (check < 0) return 0;
  switch (kind) {
    case CONFLICT: return clashSteps(check, detail);
    case PLACE: return FIT_COSTS[check];
    case CHOOSE: case FORCE: case DEADEND: case ELIMINATE: return blanks * FIT_COSTS[check];
    default: return 0;
  }
}

/**
 * The cells a scanning check reads for a try of `cell`, in its order: for naive the row
 * left to right, the column top to bottom, the box in reading order; for oneloop cell i
 * of the row, the column and the box in turn (Check::scan_order).
 * @param {number} check
 * @param {number} cell
 * @returns {number[]}
 */
export function scanOrder(check, cell) {
  /** @type {number[]} */
  const order = [];
  UNIT_NAMES.forEach((_, unit) => unitCells(unit, cell).forEach((other, place) => {
    order[scanIndex(check, unit, place)] = other;
  }));
  return order;
}

/**
 * A try's `steps` unit by unit for `check`: the cells read (or tables looked up) in the
 * row, the column and the box. Naive reads the row, then the column, then the box;
 * oneloop cell i of each in turn; tables one table of each (CheckWork::by_unit).
 * @param {number} check
 * @param {number} steps
 * @returns {number[]}
 */
export function unitsOf(check, steps) {
  const units = [0, 0, 0];
  for (let step = 0; step < steps; step++) {
    const unit = check === ONELOOP ? step % 3 : CHECK_SCANS[check] ? Math.floor(step / UNIT_CELLS) : step;
    if (unit < units.length) units[unit]++;
  }
  return units;
}

/**
 * Whether `check` reads cells one by one (naive, oneloop) rather than tables.
 * @param {number} check
 */
export const scans = (check) => CHECK_SCANS[check] === true;

/**
 * What `check` did for event `e` (replay.eventAt()), `board` being the board right after
 * it: { cell, steps } for a try checked (the first `steps` of a scanning check's scan of
 * `cell`, or of its row, column and box tables), { blanks } for a look over the blanks
 * (each one's candidates worked out), with what it cost; null for an event that costs
 * no check.
 * @param {number} check
 * @param {ShownEvent | null} e
 * @param {Uint8Array} board
 * @returns {{ cell: number, steps: number, blanks: number[] | null, cost: number } | null}
 */
export function workOf(check, e, board) {
  if (check < 0 || e === null || e.refused) return null;
  switch (e.kind) {
    case CONFLICT: case PLACE: {
      const steps = e.kind === CONFLICT ? clashSteps(check, e.detail) : FIT_COSTS[check];
      return { cell: e.cell, steps, blanks: null, cost: steps };
    }
    case CHOOSE: case FORCE: case DEADEND: case ELIMINATE: {
      // A forced digit was not on the board the look was over.
      /** @type {number[]} */
      const blanks = [];
      board.forEach((d, i) => { if (d === 0 || (e.kind === FORCE && i === e.cell)) blanks.push(i); });
      return { cell: e.cell, steps: 0, blanks, cost: costOf(check, e.kind, 0, blanks.length) };
    }
    default: return null;
  }
}

// The clash a check meeting the units in `order` (CLASH_ORDERS: the units in turn, and
// whether in one loop) names for a try of `digit` in `cell` on `board`: { unit, withCell },
// or null (the port of ClashOrder::outcome). Unit by unit, the first unit holding the
// digit; in one loop, the holder met first: cell i of each unit in turn.
/**
 * @param {ArrayLike<number>} board
 * @param {number} cell
 * @param {number} digit
 * @param {readonly [number[], boolean, ...unknown[]]} order
 * @returns {{ key: number, unit: number, withCell: number } | null}
 */
export function clashIn(board, cell, digit, [units, oneLoop]) {
  /** @type {{ key: number, unit: number, withCell: number } | null} */
  let best = null;
  units.forEach((unit, rank) => {
    const cells = unitCells(unit, cell);
    const place = cells.findIndex((other) => other !== cell && board[other] === digit);
    if (place < 0) return;
    const key = oneLoop ? place * units.length + rank : rank * cells.length + place;
    if (best === null || key < best.key) best = { key, unit, withCell: cells[place] };
  });
  return best;
}

/**
 * `e`, a conflict, with its clash as `order` names it on `board`.
 * @param {EventObject} e
 * @param {ArrayLike<number>} board
 * @param {number} order
 * @returns {EventObject}
 */
export function renamed(e, board, order) {
  const clash = clashIn(board, e.cell, e.digit, CLASH_ORDERS[order]);
  if (clash === null) return e;
  const place = unitCells(clash.unit, e.cell).indexOf(clash.withCell);
  return { ...e, detail: (clash.unit << DETAIL_UNIT_SHIFT) | place, withCell: clash.withCell };
}

/**
 * The orders of meeting a try's units a trace of `check` may keep to (a set of bits of
 * CLASH_ORDERS' places), and its own: held to its own (oneloop), or any (ClashWatch).
 * @param {number} check
 * @returns {ClashOrders}
 */
export function clashOrders(check) {
  const own = check < 0 ? 0 : CHECK_ORDERS[check];
  const all = (1 << CLASH_ORDERS.length) - 1;
  return { own, left: check >= 0 && CHECK_HELD[check] ? 1 << own : all };
}

/**
 * The orders of `left` (bits) that name the clash `unit`, `withCell` for a try of `digit`
 * in `cell` on `board`: the port of ClashWatch's narrowing.
 * @param {number} left
 * @param {ArrayLike<number>} board
 * @param {number} cell
 * @param {number} digit
 * @param {number} unit
 * @param {number} withCell
 * @returns {number}
 */
export function ordersNaming(left, board, cell, digit, unit, withCell) {
  let naming = 0;
  CLASH_ORDERS.forEach((order, o) => {
    if (!(left & (1 << o))) return;
    const clash = clashIn(board, cell, digit, order);
    if (clash !== null && clash.unit === unit && clash.withCell === withCell) naming |= 1 << o;
  });
  return naming;
}

/**
 * The order `left` keeps to: `own` while it is among them, else the first.
 * @param {ClashOrders} orders
 */
export const keptOrder = ({ own, left }) =>
  (left & (1 << own) ? own : CLASH_ORDERS.findIndex((_, o) => left & (1 << o)));

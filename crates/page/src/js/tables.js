// The tables check's three tables at a position, the port of sudotrace's TablesView
// (views/tables.rs): for each row, column and box, the digits it holds; and for a try
// the tables check checked (a clash or a fit), the entries it looked up, in its order
// (the row's, the column's, the box's), each held or not (a clash's last is held). And
// the words said under them, the port of sudotrace-style's tables_words. Held to `show
// --json` (its "tables") and to tables_words by node (tests/node/tables.mjs). No DOM.
import { CELLS, PLACE, TABLES, UNIT_NAMES, UNIT_SHORT_TEXTS } from './constants.js';
import { scans } from './check.js';
import { boxOf, cellName } from './grid.js';
import { fill } from './words.js';

/** @typedef {import('./replay.js').ShownEvent} ShownEvent */
/** @typedef {import('./words.js').Texts} Texts */

/**
 * One entry read: the table of unit `unit` (its place in UNIT_NAMES) number `index`
 * (from 0), at the try's digit; `held` when the digit was there (the clash).
 * @typedef {{ unit: number, index: number, held: boolean }} Lookup
 */

/**
 * A try's lookups: the cell and digit tried, and the entries read, in order.
 * @typedef {{ cell: number, digit: number, entries: Lookup[] }} Lookups
 */

/**
 * The tables at a position: `used[unit * 9 + index]` the digits unit `index` of the
 * kind `unit` holds (bit d for digit d), and what the event looked up in them, or null.
 * @typedef {{ used: Uint16Array, looked: Lookups | null }} Tables
 */

/**
 * The digits each row, column and box of `board` holds, into `used` (27 entries: the
 * rows', the columns', the boxes'), as UnitTables keeps them.
 * @param {ArrayLike<number>} board
 * @param {Uint16Array} [used]
 * @returns {Uint16Array}
 */
export function unitsHolding(board, used = new Uint16Array(27)) {
  used.fill(0);
  for (let i = 0; i < CELLS; i++) {
    const d = board[i];
    if (!d) continue;
    const bit = 1 << d;
    used[Math.floor(i / 9)] |= bit;
    used[9 + (i % 9)] |= bit;
    used[18 + boxOf(i)] |= bit;
  }
  return used;
}

/**
 * The tables of `board` (the board right after event `e`, replay.eventAt()), with what
 * `check`'s `work` for `e` (check.js's workOf) looked up: the first `work.steps` of the
 * try's row, column and box tables when the check is the tables check and the event a
 * try it checked (TablesView::of). A fit's digit is on the board now but was in none of
 * them; a clash's last entry holds it.
 * @param {ArrayLike<number>} board
 * @param {ShownEvent | null} e
 * @param {number} check
 * @param {{ cell: number, steps: number, blanks: number[] | null } | null} work
 * @param {Uint16Array} [used] Where to keep the digits held (reused frame to frame).
 * @returns {Tables}
 */
export function tablesOf(board, e, check, work, used) {
  const held = unitsHolding(board, used);
  if (check !== TABLES || e === null || e.refused || work === null || work.blanks !== null) return { used: held, looked: null };
  const { cell, digit } = e;
  const placed = e.kind === PLACE;
  const units = [Math.floor(cell / 9), cell % 9, boxOf(cell)];
  /** @type {Lookup[]} */
  const entries = [];
  for (let unit = 0; unit < Math.min(work.steps, UNIT_NAMES.length); unit++) {
    const index = units[unit];
    entries.push({ unit, index, held: !placed && (held[unit * 9 + index] & (1 << digit)) !== 0 });
  }
  return { used: held, looked: { cell, digit, entries } };
}

/**
 * What the tables panel says under its tables, a line each, from the catalog's
 * templates `T` (the port of tables_words): the try whose lookups are lit (`r1c7 = 6,
 * looked up:`) and what each table said (`row 1 no  col 7 no  box 3 has it`); for a
 * search whose `check` scans cells, that it reads cells; else nothing.
 * @param {Texts} T
 * @param {Tables} tables
 * @param {number} check
 * @returns {string[]}
 */
export function tablesWords(T, tables, check) {
  const { looked } = tables;
  if (looked !== null) {
    const said = fill(T.SideTablesLooked, { cell: cellName(looked.cell), digit: looked.digit });
    const entries = looked.entries.map((entry) => fill(entry.held ? T.SideTablesHeld : T.SideTablesFree,
      { unit: T[UNIT_SHORT_TEXTS[entry.unit]], n: entry.index + 1 }));
    return [said, entries.join(T.CountSeparator)];
  }
  return check >= 0 && scans(check) ? [T.SideTablesScans] : [];
}

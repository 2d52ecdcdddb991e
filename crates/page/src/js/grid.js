// The board's geometry: cells' names, the cells of a cell's row, column and box, and a
// blank's candidates (bit d for digit d, as sudotrace keeps them). No DOM.
import { ALL_DIGITS, UNIT_NAMES } from './constants.js';

/** @param {number} i */
export const cellName = (i) => `r${Math.floor(i / 9) + 1}c${(i % 9) + 1}`;

/**
 * A board as a line of 81 characters, '.' a blank (as the page's data and traces write it).
 * @param {ArrayLike<number>} digits
 */
export const boardLine = (digits) => Array.from(digits, (d) => (d ? String(d) : '.')).join('');

/**
 * The cell at place `i` (0 to 8, in reading order) of `cell`'s unit (its place in
 * UNIT_NAMES): no array made, for the loops over millions of events.
 * @param {number} unit
 * @param {number} cell
 * @param {number} i
 * @returns {number}
 */
export function unitCell(unit, cell, i) {
  const r = Math.floor(cell / 9), c = cell % 9;
  if (unit === 0) return r * 9 + i;
  if (unit === 1) return i * 9 + c;
  return (Math.floor(r / 3) * 3 + Math.floor(i / 3)) * 9 + Math.floor(c / 3) * 3 + (i % 3);
}

/**
 * The cells of `cell`'s unit (its place in UNIT_NAMES), in reading order.
 * @param {number} unit
 * @param {number} cell
 * @returns {number[]}
 */
export function unitCells(unit, cell) {
  const out = [];
  for (let i = 0; i < 9; i++) out.push(unitCell(unit, cell, i));
  return out;
}

/**
 * Whether `other` is in `cell`'s unit (its place in UNIT_NAMES).
 * @param {number} unit
 * @param {number} cell
 * @param {number} other
 * @returns {boolean}
 */
export function inUnit(unit, cell, other) {
  if (unit === 0) return Math.floor(cell / 9) === Math.floor(other / 9);
  if (unit === 1) return cell % 9 === other % 9;
  return boxOf(cell) === boxOf(other);
}

/**
 * The digits not yet in the row, column or box of cell i of `board`.
 * @param {ArrayLike<number>} board
 * @param {number} i
 * @returns {number}
 */
export function candidatesOn(board, i) {
  let used = 0;
  for (let unit = 0; unit < UNIT_NAMES.length; unit++) {
    for (const other of unitCells(unit, i)) if (board[other]) used |= 1 << board[other];
  }
  return ~used & ALL_DIGITS;
}

/**
 * Why `digit` is forced into the empty `cell` of `board`, as sudotrace's rules say it: -1
 * when it is the cell's only candidate (or nothing makes it so), else the first unit (its
 * place in UNIT_NAMES) where no other blank can take it; less the candidates `struck`
 * takes from each cell (eliminations standing), when given.
 * @param {ArrayLike<number>} board
 * @param {number} cell
 * @param {number} digit
 * @param {ArrayLike<number> | null} [struck]
 * @returns {number}
 */
export function forcedBy(board, cell, digit, struck = null) {
  /** @param {number} i */
  const left = (i) => candidatesOn(board, i) & ~(struck ? struck[i] : 0);
  if (left(cell) === 1 << digit) return -1;
  /** @param {number} unit */
  const only = (unit) => unitCells(unit, cell).every((o) => o === cell || board[o] || !(left(o) & (1 << digit)));
  return UNIT_NAMES.findIndex((_, unit) => only(unit));
}

/**
 * The box of cell i, 0 to 8 in reading order.
 * @param {number} i
 */
export const boxOf = (i) => Math.floor(i / 27) * 3 + Math.floor((i % 9) / 3);

// The 27 units as sudotrace numbers them (rows 0-8, columns 9-17, boxes 18-26: unit u is
// UNIT_NAMES[Math.floor(u / 9)] number u % 9 + 1), each its cells in reading order.
export const UNIT_LISTS = Array.from({ length: 27 }, (_, u) => {
  const k = u % 9, first = u < 9 ? k * 9 : u < 18 ? k : Math.floor(k / 3) * 27 + (k % 3) * 3;
  return Uint8Array.from(unitCells(Math.floor(u / 9), first));
});

// The numbers (in UNIT_LISTS) of cell i's row, column and box.
/** @param {number} i */
export const rowOf = (i) => Math.floor(i / 9);
/** @param {number} i */
export const colOf = (i) => 9 + (i % 9);
/** @param {number} i */
export const boxUnitOf = (i) => 18 + boxOf(i);

/**
 * The digits each unit of `board` holds (bit d for digit d), by the units' numbers.
 * @param {ArrayLike<number>} board
 * @returns {Uint16Array}
 */
export function unitDigits(board) {
  const held = new Uint16Array(UNIT_LISTS.length);
  for (let i = 0; i < board.length; i++) {
    if (!board[i]) continue;
    const bit = 1 << board[i];
    held[rowOf(i)] |= bit;
    held[colOf(i)] |= bit;
    held[boxUnitOf(i)] |= bit;
  }
  return held;
}

/**
 * The digits none of cell i's units holds, from unitDigits.
 * @param {ArrayLike<number>} held
 * @param {number} i
 */
export const candidatesIn = (held, i) => ALL_DIGITS & ~(held[rowOf(i)] | held[colOf(i)] | held[boxUnitOf(i)]);

/**
 * The lowest digit of a mask (0 for none).
 * @param {number} mask
 */
export const lowestDigit = (mask) => (mask ? 31 - Math.clz32(mask & -mask) : 0);

/** @param {number} mask */
export const digitsIn = (mask) => [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => mask & (1 << d));

/**
 * @param {number} m
 * @returns {number}
 */
export function popcount(m) {
  let n = 0;
  for (; m; m &= m - 1) n++;
  return n;
}

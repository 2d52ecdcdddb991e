// Reading a run's JSON Lines one line at a time, each event packed into a few bytes as it
// is read: the trace's text is never held, only its header, its end record and its
// events' bytes. Its one function, newLineReader, names nothing outside itself but the
// constants it is given (READER_CONSTANTS), so that the worker a program runs in carries
// its source (run.js) and packs each line as the program writes it; node's tests and the
// page read whole traces with it too (trace.js's readTrace). No DOM.
import {
  CHOOSE, CLASH_ORDERS, CONFLICT, DEADEND, DETAIL_UNIT_SHIFT, ELIMINATE, FORCE, KIND_NAMES, PATTERN_LOCKED_BOX_SHIFT,
  PATTERN_LOCKED_COLUMN_SHIFT, PATTERN_LOCKED_DIGIT_SHIFT, PATTERN_LOCKED_LINE_SHIFT, PATTERN_PAIR_DIGITS_SHIFT,
  PATTERN_PAIR_INDEX_SHIFT, PATTERN_PAIR_PLACES_SHIFT, PATTERN_PAIR_UNIT_SHIFT, PATTERN_RULE_SHIFT, RESTORE, RULE_NAMES,
  UNIT_NAMES,
} from './constants.js';

/** @typedef {import('./decode.js').EventObject} EventObject */

/**
 * A trace's header: its puzzle (a line of 81 characters, '.' a blank), its solver and
 * its format's version.
 * @typedef {{ puzzle: string, solver: string, version: number | null }} Header
 */

/**
 * A trace's end record: its result, its solution, its line.
 * @typedef {{ result: any, solution: string | null, line: number }} End
 */

/**
 * A line that is no part of a trace: its number and why.
 * @typedef {{ line: number, why: string }} LineError
 */

/**
 * The line reader's result (newLineReader).
 * @typedef {Object} ReaderResult
 * @property {Header | null} header
 * @property {End | null} end
 * @property {number | null} workedOut
 * @property {boolean} overflow
 * @property {number} count
 * @property {LineError | null} error
 * @property {Uint8Array} bytes
 */

// Bytes an event takes: its kind, its cell, its digit (a choice's candidates), its detail
// (a conflict's unit and the clashing cell's place in it, a forced digit's reason) and
// the cell it clashes with (NO_CELL: none); an elimination's or a restore's pattern (as
// the page carries it, patterns.js) in the last three, little end first.
export const EVENT_BYTES = 5;
export const NO_CELL = 255;
// The most characters of one line the page reads, counted as JavaScript counts a string's
// length (UTF-16 units, after decoding): a Chinese character is one, where a file holds it
// in three bytes; a character past U+FFFF, such as an emoji, two.
const MOST_LINE_CHARACTERS = 64 * 1024;

// What newLineReader needs of the page's constants, as plain data a worker can be given.
export const READER_CONSTANTS = {
  KIND_NAMES, UNIT_NAMES, CHOOSE, CONFLICT, DEADEND, FORCE, ELIMINATE, RESTORE, DETAIL_UNIT_SHIFT, RULE_NAMES,
  PATTERN: {
    RULE: PATTERN_RULE_SHIFT, LOCKED_DIGIT: PATTERN_LOCKED_DIGIT_SHIFT, LOCKED_BOX: PATTERN_LOCKED_BOX_SHIFT,
    LOCKED_COLUMN: PATTERN_LOCKED_COLUMN_SHIFT, LOCKED_LINE: PATTERN_LOCKED_LINE_SHIFT, PAIR_UNIT: PATTERN_PAIR_UNIT_SHIFT,
    PAIR_INDEX: PATTERN_PAIR_INDEX_SHIFT, PAIR_PLACES: PATTERN_PAIR_PLACES_SHIFT, PAIR_DIGITS: PATTERN_PAIR_DIGITS_SHIFT,
  },
  CLASH_UNITS: CLASH_ORDERS[0][0], CLASH_ONE_LOOP: CLASH_ORDERS[0][1],
  EVENT_BYTES, NO_CELL, MOST_LINE_CHARACTERS, LINE_TOO_LONG: `a line of more than ${MOST_LINE_CHARACTERS.toLocaleString('en-US')} characters`,
};

/**
 * A reader of a trace's lines, holding at most `most` events (Infinity: any number).
 * line(text) reads the next line and says whether to go on: false after a line that is
 * no part of a trace (`error`: { line, why }) or an event past `most` (`overflow`).
 * result() gives { header, end, error, workedOut, overflow, count, bytes }: the header
 * ({ puzzle, solver, version }), the end record ({ result, solution, line }, null: none), the
 * events' bytes (EVENT_BYTES each); a conflict that names no unit and no cell (LeetCode's
 * isValid says only false) is given the clash sudotrace's reader works out on the board,
 * and `workedOut` is the number of the first such event (null: none).
 * @param {typeof READER_CONSTANTS} K
 * @param {number} most
 * @returns {{ line: (text: string) => boolean, count: () => number, result: () => ReaderResult }}
 */
export function newLineReader(K, most) {
  const FORCE_REASONS = ['cell', ...K.UNIT_NAMES];
  const [PLACE, BACKTRACK, UNFORCE] = ['place', 'backtrack', 'unforce'].map((name) => K.KIND_NAMES.indexOf(name));
  let bytes = new Uint8Array(K.EVENT_BYTES * 4096);
  let count = 0, lines = 0, /** @type {Header | null} */ header = null, /** @type {End | null} */ end = null,
    /** @type {LineError | null} */ error = null, /** @type {number | null} */ workedOut = null, overflow = false;
  const board = new Uint8Array(81);
  /**
   * @param {any} v
   * @param {number} lo
   * @param {number} hi
   */
  const inRange = (v, lo, hi) => Number.isInteger(v) && v >= lo && v <= hi;
  /** @param {number} i */
  const cellName = (i) => `r${Math.floor(i / 9) + 1}c${(i % 9) + 1}`;
  /**
   * @param {number} unit
   * @param {number} cell
   * @returns {number[]}
   */
  const unitCells = (unit, cell) => {
    const r = Math.floor(cell / 9), c = cell % 9, out = [];
    for (let i = 0; i < 9; i++) {
      if (unit === 0) out.push(r * 9 + i);
      else if (unit === 1) out.push(i * 9 + c);
      else out.push((Math.floor(r / 3) * 3 + Math.floor(i / 3)) * 9 + Math.floor(c / 3) * 3 + (i % 3));
    }
    return out;
  };
  // The clash sudotrace's reader finds on the board: the first cell holding the digit in
  // the row, then the column, then the box (check.js's clashIn, its first order).
  /** @type {(cell: number, digit: number) => { key: number, unit: number, place: number, withCell: number } | null} */
  const clashOf = (cell, digit) => {
    /** @type {{ key: number, unit: number, place: number, withCell: number } | null} */
    let best = null;
    K.CLASH_UNITS.forEach((unit, rank) => {
      const cells = unitCells(unit, cell);
      const place = cells.findIndex((other) => other !== cell && board[other] === digit);
      if (place < 0) return;
      const key = K.CLASH_ONE_LOOP ? place * K.CLASH_UNITS.length + rank : rank * 9 + place;
      if (best === null || key < best.key) best = { key, unit, place, withCell: cells[place] };
    });
    return best;
  };
  /**
   * The cells of a house, `unit` (its place in UNIT_NAMES) numbered `index` from 0.
   * @param {number} unit
   * @param {number} index
   */
  const houseCells = (unit, index) => unitCells(unit, [index * 9, index, Math.floor(index / 3) * 27 + (index % 3) * 3][unit]);
  /**
   * The pattern of an `eliminate` or `restore` line's object `o` (as sudotrace's reader
   * reads it), as the page carries it (patterns.js) with its first cell; or a string
   * saying what is wrong with it. A pair's cells are two of its unit, in the unit's order.
   * @param {any} o
   * @returns {{ bits: number, cell: number } | string}
   */
  const patternOf = (o) => {
    const rule = K.RULE_NAMES.indexOf(o.rule), P = K.PATTERN;
    if (rule < 0) return `a ${o.ev} event needs "rule": ${K.RULE_NAMES.join(', ')}`;
    const named = K.UNIT_NAMES.filter((unit) => o[unit] !== undefined);
    const bad = named.find((unit) => !inRange(o[unit], 1, 9));
    if (bad !== undefined) return `"${bad}" is ${JSON.stringify(o[bad])}, it must be 1 to 9`;
    const houses = named.map((unit) => ({ unit: K.UNIT_NAMES.indexOf(unit), index: o[unit] - 1 }));
    const name = K.RULE_NAMES[rule];
    if (name === 'pointing' || name === 'claiming') {
      if (!inRange(o.d, 1, 9)) return `a ${name} needs "d", 1 to 9`;
      const block = houses.find((h) => h.unit === 2), lines = houses.filter((h) => h.unit !== 2);
      if (block === undefined || lines.length !== 1) return `a ${name} names its "box" and one line, "row" or "col"`;
      const line = houseCells(lines[0].unit, lines[0].index), crossing = houseCells(2, block.index).filter((c) => line.includes(c));
      const bits = (rule << P.RULE) | (o.d << P.LOCKED_DIGIT) | (block.index << P.LOCKED_BOX)
        | (lines[0].unit << P.LOCKED_COLUMN) | (lines[0].index << P.LOCKED_LINE);
      // A line and a box that do not cross are a pattern that cannot hold (the builder says why).
      return { bits, cell: crossing.length ? crossing[0] : line[0] };
    }
    if (houses.length !== 1) return `a ${name} names one unit: "row", "col" or "box"`;
    const { cells, ds } = o, house = houseCells(houses[0].unit, houses[0].index);
    /** @param {any} c */
    const isCell = (c) => Array.isArray(c) && c.length === 2 && inRange(c[0], 1, 9) && inRange(c[1], 1, 9);
    if (!Array.isArray(cells) || cells.length !== 2 || !cells.every(isCell)) return `a ${name} needs "cells": its two cells`;
    if (!Array.isArray(ds) || ds.length !== 2 || !ds.every((d) => inRange(d, 1, 9))) return `a ${name} needs "ds": its two digits`;
    const places = cells.map(([r, c]) => house.indexOf((r - 1) * 9 + c - 1));
    if (places[0] < 0 || places[1] <= places[0]) return `a ${name}'s "cells" are two cells of its unit, in the unit's order`;
    if (ds[0] >= ds[1]) return `a ${name}'s "ds" are two different digits, the smaller first`;
    const bits = (rule << P.RULE) | (houses[0].unit << P.PAIR_UNIT) | (houses[0].index << P.PAIR_INDEX)
      | ((9 * places[0] + places[1]) << P.PAIR_PLACES) | ((9 * (ds[0] - 1) + ds[1] - 1) << P.PAIR_DIGITS);
    return { bits, cell: house[places[0]] };
  };
  /**
   * The event of a line's object `o`, or a string saying what is wrong with it.
   * @param {any} o
   * @returns {EventObject | string}
   */
  const eventOf = (o) => {
    const kind = K.KIND_NAMES.indexOf(o.ev);
    if (kind < 0) return `unknown event ${JSON.stringify(String(o.ev)).slice(0, 40)}`;
    if (kind === K.ELIMINATE || kind === K.RESTORE) {
      const pattern = patternOf(o);
      return typeof pattern === 'string' ? pattern : { kind, cell: pattern.cell, digit: 0, detail: pattern.bits, withCell: -1 };
    }
    if (!inRange(o.r, 1, 9) || !inRange(o.c, 1, 9)) return 'r and c are 1 to 9';
    const cell = (o.r - 1) * 9 + o.c - 1;
    let digit = 0, detail = 0, withCell = K.NO_CELL;
    if (kind === K.CHOOSE) {
      if (!inRange(o.n, 0, 9)) return 'n is 0 to 9';
      digit = o.n;
    } else if (kind !== K.DEADEND) {
      if (!inRange(o.d, 1, 9)) return 'd is 1 to 9';
      digit = o.d;
    }
    if (kind === K.CONFLICT && o.unit === undefined && o.with === undefined) {
      const clash = clashOf(cell, digit);
      if (clash === null) return `${cellName(cell)}: ${digit} clashes with nothing: no cell of its row, column or box holds ${digit}`;
      workedOut ??= count + 1;
      return { kind, cell, digit, detail: (clash.unit << K.DETAIL_UNIT_SHIFT) | clash.place, withCell: clash.withCell };
    }
    if (kind === K.CONFLICT) {
      const unit = K.UNIT_NAMES.indexOf(o.unit);
      const w = o.with;
      if (unit < 0 || !Array.isArray(w) || !inRange(w[0], 1, 9) || !inRange(w[1], 1, 9)) return 'a conflict names its unit and the cell it clashes with';
      withCell = (w[0] - 1) * 9 + w[1] - 1;
      const place = unitCells(unit, cell).indexOf(withCell);
      // A clash with a cell outside the unit is an event all the same, one that cannot
      // happen on any board (as `diagnose` finds it): the page stops there.
      detail = (unit << K.DETAIL_UNIT_SHIFT) | (place < 0 || withCell === cell ? 0xf : place);
    } else if (kind === K.FORCE) {
      const reason = FORCE_REASONS.indexOf(o.by ?? 'cell');
      if (reason < 0) return 'by is cell, row, col or box';
      detail = reason;
    }
    return { kind, cell, digit, detail, withCell };
  };
  /**
   * The board as far as a reader needs it to work out a clash: what a placement puts in
   * an empty cell, what an erasure takes out of a cell that holds it.
   * @param {EventObject} e
   */
  const follow = (e) => {
    const placing = e.kind === PLACE || e.kind === K.FORCE;
    const erasing = e.kind === BACKTRACK || e.kind === UNFORCE;
    if (placing && board[e.cell] === 0) board[e.cell] = e.digit;
    else if (erasing && board[e.cell] === e.digit) board[e.cell] = 0;
  };
  /** @param {EventObject} e */
  const push = (e) => {
    if (bytes.length < (count + 1) * K.EVENT_BYTES) {
      const grown = new Uint8Array(bytes.length * 2);
      grown.set(bytes);
      bytes = grown;
    }
    const at = count * K.EVENT_BYTES;
    bytes[at] = e.kind;
    bytes[at + 1] = e.cell;
    const pattern = e.kind === K.ELIMINATE || e.kind === K.RESTORE;
    bytes[at + 2] = pattern ? e.detail : e.digit;
    bytes[at + 3] = pattern ? e.detail >> 8 : e.detail;
    bytes[at + 4] = pattern ? e.detail >> 16 : e.withCell;
    count++;
  };
  /** @param {string} why */
  const fail = (why) => { error = { line: lines, why }; return false; };
  /**
   * @param {string} text
   * @returns {boolean}
   */
  function line(text) {
    if (error !== null || overflow) return false;
    lines++;
    if (text.length > K.MOST_LINE_CHARACTERS) return fail(K.LINE_TOO_LONG);
    let o;
    try { o = JSON.parse(text); } catch (/** @type {any} */ e) { return fail(`not JSON: ${e.message}`); }
    if (o === null || typeof o !== 'object' || Array.isArray(o)) return fail('not an object');
    if (lines === 1) {
      if (typeof o.puzzle !== 'string' || !/^[.0-9]{81}$/.test(o.puzzle) || typeof o.solver !== 'string') {
        return fail('the header names no puzzle of 81 characters and no solver');
      }
      // The format's version as the header gives it, for the trace written again (traceText).
      const version = Number.isInteger(o.sudotrace) ? o.sudotrace : null;
      header = { puzzle: o.puzzle.replace(/0/g, '.'), solver: o.solver.slice(0, 1024), version };
      for (let i = 0; i < 81; i++) board[i] = header.puzzle[i] === '.' ? 0 : Number(header.puzzle[i]);
      return true;
    }
    if (end !== null) return fail('a line after the end record');
    if (o.ev === 'end') {
      end = { result: o.result, solution: typeof o.solution === 'string' ? o.solution.slice(0, 81) : null, line: lines };
      return true;
    }
    const e = eventOf(o);
    if (typeof e === 'string') return fail(e);
    if (count >= most) {
      overflow = true;
      return false;
    }
    push(e);
    follow(e);
    return true;
  }
  return {
    line,
    count: () => count,
    result: () => ({
      header, end, workedOut, overflow, count,
      error: error ?? (header === null ? { line: 1, why: 'no header' } : null),
      bytes: bytes.slice(0, count * K.EVENT_BYTES),
    }),
  };
}

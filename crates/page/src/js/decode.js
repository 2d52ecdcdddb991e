// Decoding the page's data: base64 to bytes, a board's line to digits, and each event's
// code (CODE_BYTES bytes, little end first) to its kind, cell and digit, with the detail
// a conflict or a forced placement carries (a byte) and an elimination or a restore
// (its pattern, PATTERN_BYTES bytes). No DOM: node's tests import it.
import {
  CODE_BYTES, CODE_CELL_MASK, CODE_CELL_SHIFT, CODE_DIGIT_MASK, CODE_DIGIT_SHIFT, CODE_KIND_MASK,
  CONFLICT, DETAIL_PLACE_MASK, DETAIL_UNIT_SHIFT, ELIMINATE, FORCE, PATTERN_BYTES, RESTORE,
} from './constants.js';
import { unitCell, unitCells } from './grid.js';

/**
 * An event: its kind (its place in KIND_NAMES), its cell (0 to 80 in reading order; an
 * elimination's, its pattern's first), its digit (a choice's number of candidates) and
 * its detail (a conflict's unit and the clashing cell's place in it, a forced digit's
 * reason, an elimination's or a restore's pattern as the page carries it (patterns.js);
 * 0 for the others).
 * @typedef {Object} Event
 * @property {number} kind
 * @property {number} cell
 * @property {number} digit
 * @property {number} detail
 * @property {number} [withCell] The cell a conflict clashes with (-1: none), where it is known.
 */

/**
 * An event as eventObjects, trace.js's PackedEvents and the line reader (lines.js) give
 * it: with the cell a conflict clashes with (-1: none).
 * @typedef {Event & { withCell: number }} EventObject
 */

/**
 * The events of a run or of a page's data, event i (from 0) by `at(i)`: eventObjects'
 * (one object filled anew for each event) or PackedEvents (undefined past the last).
 * @typedef {{ length: number, at: (i: number) => EventObject | null | undefined }} EventList
 */

/**
 * The page's events (eventsOf): each event's code, how many, and the bytes
 * some events carry apart, taken in turn (a conflict's or a forced placement's detail; a
 * backtrack's blank that ran out, as its index + 1, 0 when not known).
 * @typedef {Object} Events
 * @property {Uint16Array} codes
 * @property {number} held
 * @property {Uint8Array} details
 * @property {Uint8Array} exhausted
 */

/**
 * The page's events as its data holds them: built (build.js: the bytes as they are), or
 * as sudotrace or a run wrote them (zlib-compressed, in base64).
 * @typedef {Object} EventData
 * @property {Uint8Array} [codes]
 * @property {string} [events]
 * @property {Uint8Array | string} [details]
 * @property {Uint8Array | string} [exhausted]
 */

/**
 * @param {string} text
 * @returns {Uint8Array<ArrayBuffer>}
 */
export function bytesOf(text) {
  const raw = atob(text);
  const bytes = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/**
 * A board as the data writes it (a digit or '.' a cell), 0 for a blank.
 * @param {string} line
 */
export const digitsOf = (line) => Uint8Array.from(line, (ch) => (ch >= '1' && ch <= '9' ? ch.charCodeAt(0) - 48 : 0));

/**
 * Base64 text of zlib-compressed bytes (as sudotrace writes a page's events), inflated by
 * the browser's own DecompressionStream (node's too).
 * @param {string} text
 * @returns {Promise<Uint8Array>}
 */
export async function inflatedOf(text) {
  const stream = new Blob([bytesOf(text)]).stream().pipeThrough(new DecompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/**
 * The events the page holds: each event's code, and the bytes some events carry apart,
 * taken in turn (DETAILS: a conflict's or a forced placement's; EXHAUSTED: a backtrack's
 * blank that ran out of digits, as its index + 1, 0 when not known). From the page's
 * data as built (build.js: the bytes as they are) or as sudotrace or a run wrote it
 * (compressed, in base64; no exhausted blanks before the builder has found them).
 * @param {EventData} D
 * @returns {Promise<Events>}
 */
export async function eventsOf(D) {
  /**
   * @param {Uint8Array | string | undefined} built
   * @param {Uint8Array | string | undefined} packed
   */
  // @ts-expect-error: `packed` is the text where `built` is not the bytes
  const bytesOf = (built, packed) => (built instanceof Uint8Array ? built : packed === undefined ? new Uint8Array(0) : inflatedOf(packed));
  const [bytes, details, exhausted] = await Promise.all([
    bytesOf(D.codes, D.events), bytesOf(D.details, D.details), bytesOf(D.exhausted, D.exhausted),
  ]);
  const held = bytes.length / CODE_BYTES;
  const codes = new Uint16Array(held);
  for (let k = 0, at = 0; k < held; k++, at += CODE_BYTES) codes[k] = bytes[at] | (bytes[at + 1] << 8);
  return { codes, held, details, exhausted };
}

/** @param {number} code */
export const kindOf = (code) => code & CODE_KIND_MASK;
/** @param {number} code */
export const cellOf = (code) => (code >> CODE_CELL_SHIFT) & CODE_CELL_MASK;
/** @param {number} code */
export const digitOf = (code) => (code >> CODE_DIGIT_SHIFT) & CODE_DIGIT_MASK;
/**
 * The detail bytes an event of code `code` carries: a conflict's or a forced
 * placement's one, an elimination's or a restore's PATTERN_BYTES, none for the others.
 * @param {number} code
 */
export function detailBytes(code) {
  const kind = kindOf(code);
  if (kind === CONFLICT || kind === FORCE) return 1;
  return kind === ELIMINATE || kind === RESTORE ? PATTERN_BYTES : 0;
}
/** @param {number} code */
export const hasDetail = (code) => detailBytes(code) > 0;

/**
 * The detail of an event of code `code` whose bytes start at `at` in `details`: a byte,
 * or a pattern's bytes read little end first; 0 for an event that carries none.
 * @param {number} code
 * @param {Uint8Array} details
 * @param {number} at
 */
export function detailAt(code, details, at) {
  const bytes = detailBytes(code);
  let value = 0;
  for (let b = bytes - 1; b >= 0; b--) value = value * 256 + details[at + b];
  return value;
}

/**
 * A conflict's detail byte: the unit the two cells share and the cell of that unit that
 * already holds the digit.
 * @param {number} cell
 * @param {number} detail
 * @returns {{ unit: number, cells: number[], with: number }}
 */
export function clashOf(cell, detail) {
  const unit = detail >> DETAIL_UNIT_SHIFT;
  const cells = unitCells(unit, cell);
  return { unit, cells, with: cells[detail & DETAIL_PLACE_MASK] };
}

/**
 * The cell a conflict's detail byte names (clashOf's `with`), no array made.
 * @param {number} cell
 * @param {number} detail
 */
export const clashWith = (cell, detail) => unitCell(detail >> DETAIL_UNIT_SHIFT, cell, detail & DETAIL_PLACE_MASK);

/**
 * The events of the page's data (eventsOf's) as the page's builder reads them (build.js):
 * event i as { kind, cell, digit, detail, withCell } (withCell -1: none) when asked for,
 * in order; then `after`, when given: the event after them that cannot happen. One
 * object, filled anew for each event (a page opens on a million of them): a reader
 * keeps its fields, never the object.
 * @param {Events} events
 * @param {EventObject | null} [after]
 * @returns {{ length: number, at: (i: number) => EventObject | null }}
 */
export function eventObjects({ codes, held, details }, after = null) {
  const starts = new Int32Array(held);
  for (let k = 0, d = 0; k < held; k++) {
    starts[k] = d;
    d += detailBytes(codes[k]);
  }
  const e = { kind: 0, cell: 0, digit: 0, detail: 0, withCell: -1 };
  return {
    length: held + (after === null ? 0 : 1),
    at(i) {
      if (i === held) return after;
      const code = codes[i];
      e.kind = kindOf(code);
      e.cell = cellOf(code);
      e.digit = digitOf(code);
      e.detail = detailAt(code, details, starts[i]);
      e.withCell = e.kind === CONFLICT ? clashWith(e.cell, e.detail) : -1;
      return e;
    },
  };
}

// Decoding the page's data: base64 to bytes, a board's line to digits, and each event's
// code (CODE_BYTES bytes, little end first) to its kind, cell and digit, with the detail
// byte a conflict or a forced placement carries. No DOM: node's tests import it.
import {
  CODE_BYTES, CODE_CELL_MASK, CODE_CELL_SHIFT, CODE_DIGIT_MASK, CODE_DIGIT_SHIFT, CODE_KIND_MASK,
  CONFLICT, DETAIL_PLACE_MASK, DETAIL_UNIT_SHIFT, FORCE,
} from './constants.js';
import { unitCells } from './grid.js';

export function bytesOf(text) {
  const raw = atob(text);
  const bytes = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

// A board as the data writes it (a digit or '.' a cell), 0 for a blank.
export const digitsOf = (line) => Uint8Array.from(line, (ch) => (ch >= '1' && ch <= '9' ? ch.charCodeAt(0) - 48 : 0));

// Base64 text of zlib-compressed bytes (as sudotrace writes a page's events), inflated by
// the browser's own DecompressionStream (node's too).
export async function inflatedOf(text) {
  const stream = new Blob([bytesOf(text)]).stream().pipeThrough(new DecompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

// The events the page holds: each event's code, and the bytes some events carry apart,
// taken in turn (DETAILS: a conflict's or a forced placement's; EXHAUSTED: a backtrack's
// blank that ran out of digits, as its index + 1, 0 when not known).
export async function eventsOf(D) {
  const [bytes, details, exhausted] = await Promise.all([D.events, D.details, D.exhausted].map(inflatedOf));
  const held = bytes.length / CODE_BYTES;
  const codes = new Uint16Array(held);
  for (let k = 0, at = 0; k < held; k++, at += CODE_BYTES) codes[k] = bytes[at] | (bytes[at + 1] << 8);
  return { codes, held, details, exhausted };
}

export const kindOf = (code) => code & CODE_KIND_MASK;
export const cellOf = (code) => (code >> CODE_CELL_SHIFT) & CODE_CELL_MASK;
export const digitOf = (code) => (code >> CODE_DIGIT_SHIFT) & CODE_DIGIT_MASK;
export const hasDetail = (code) => kindOf(code) === CONFLICT || kindOf(code) === FORCE;

// A conflict's detail byte: the unit the two cells share and the cell of that unit that
// already holds the digit.
export function clashOf(cell, detail) {
  const unit = detail >> DETAIL_UNIT_SHIFT;
  const cells = unitCells(unit, cell);
  return { unit, cells, with: cells[detail & DETAIL_PLACE_MASK] };
}

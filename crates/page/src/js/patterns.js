// Eliminations: the patterns that take candidates away without a guess (pointing,
// claiming, naked and hidden pairs), the port of sudotrace's Pattern
// (crates/core/src/events/pattern.rs). A pattern as the page carries it (the bits of
// Event::pack above its lowest, PATTERN_BYTES detail bytes) read; what it takes away
// from a board's candidates, or why it does not hold (Pattern::effect, the one statement
// of each rule); the cells that make it (made_of); the first one a search finds
// (first_elimination); the candidates eliminations leave; its trace line; and its words
// from the catalog's templates. No DOM: node's tests import it and hold it to `show
// --json`.
import {
  ALL_DIGITS, HOUSE_TEXTS, PATTERN_LOCKED_BOX_MASK, PATTERN_LOCKED_BOX_SHIFT, PATTERN_LOCKED_COLUMN_MASK,
  PATTERN_LOCKED_COLUMN_SHIFT, PATTERN_LOCKED_DIGIT_MASK, PATTERN_LOCKED_DIGIT_SHIFT, PATTERN_LOCKED_LINE_MASK,
  PATTERN_LOCKED_LINE_SHIFT, PATTERN_PAIR_DIGITS_MASK, PATTERN_PAIR_DIGITS_SHIFT, PATTERN_PAIR_INDEX_MASK,
  PATTERN_PAIR_INDEX_SHIFT, PATTERN_PAIR_PLACES_MASK, PATTERN_PAIR_PLACES_SHIFT, PATTERN_PAIR_UNIT_MASK,
  PATTERN_PAIR_UNIT_SHIFT, PATTERN_RULE_MASK, PATTERN_RULE_SHIFT, RULE_EVENT_TEXTS, RULE_NAMES, RULE_TEXTS,
  RULE_WHY_TEXTS, UNIT_NAMES,
} from './constants.js';
import { candidatesIn, cellName, popcount, UNIT_LISTS, unitDigits } from './grid.js';

/** @typedef {import('./words.js').Texts} Texts */

// The rules by their places in RULE_NAMES (Rule::ALL).
export const RULE_POINTING = 0;
export const RULE_CLAIMING = 1;
export const RULE_NAKED_PAIR = 2;
export const RULE_HIDDEN_PAIR = 3;

/**
 * A pattern: its rule (its place in RULE_NAMES), and the houses (0 to 26, as UNIT_LISTS
 * numbers them), cells and digits it is made of: a pointing's or a claiming's `digit`,
 * `block` and `line`; a pair's `house`, two `cells` in the house's order and two
 * `digits`, the smaller first. `bits`: as the page carries it.
 * @typedef {Object} Pattern
 * @property {number} rule
 * @property {number} bits
 * @property {number} digit The digit of a pointing or a claiming; a pair's smaller.
 * @property {number} block
 * @property {number} line
 * @property {number} house
 * @property {number[]} cells
 * @property {number[]} digits
 */

/**
 * What an elimination takes away: each cell and its digits (bit d for digit d), in the
 * order of the pattern's unit.
 * @typedef {[number, number][]} Removal
 */

/**
 * Why a pattern does not hold on a board's candidates (Unmet): its `why` (do-not-cross,
 * no-place, place-outside, not-in-house, not-the-pair, not-the-places, bad-digits,
 * removes-nothing) and what it names.
 * @typedef {{ why: string, line?: number, block?: number, digit?: number, house?: number, cell?: number, inside?: number, has?: number, places?: number }} Unmet
 */

/**
 * @param {number} bits
 * @param {number} shift
 * @param {number} mask
 */
const field = (bits, shift, mask) => (bits >>> shift) & mask;

/**
 * The house `unit` (its place in UNIT_NAMES) numbered `index` (0 to 8).
 * @param {number} unit
 * @param {number} index
 */
const houseOf = (unit, index) => unit * 9 + index;
/** @param {number} house */
const unitOfHouse = (house) => Math.floor(house / 9);

/**
 * The pattern of the bits the page carries (Pattern::unpack), or null when they name
 * none (a unit or a digit out of range).
 * @param {number} bits
 * @returns {Pattern | null}
 */
export function unpackPattern(bits) {
  const rule = field(bits, PATTERN_RULE_SHIFT, PATTERN_RULE_MASK);
  if (rule === RULE_POINTING || rule === RULE_CLAIMING) {
    const digit = field(bits, PATTERN_LOCKED_DIGIT_SHIFT, PATTERN_LOCKED_DIGIT_MASK);
    const b = field(bits, PATTERN_LOCKED_BOX_SHIFT, PATTERN_LOCKED_BOX_MASK);
    const unit = field(bits, PATTERN_LOCKED_COLUMN_SHIFT, PATTERN_LOCKED_COLUMN_MASK);
    const index = field(bits, PATTERN_LOCKED_LINE_SHIFT, PATTERN_LOCKED_LINE_MASK);
    const past = PATTERN_LOCKED_LINE_SHIFT + popcount(PATTERN_LOCKED_LINE_MASK);
    if (digit < 1 || digit > 9 || b > 8 || index > 8 || bits >>> past !== 0) return null;
    return { rule, bits, digit, block: houseOf(2, b), line: houseOf(unit, index), house: -1, cells: [], digits: [digit] };
  }
  const unit = field(bits, PATTERN_PAIR_UNIT_SHIFT, PATTERN_PAIR_UNIT_MASK);
  const index = field(bits, PATTERN_PAIR_INDEX_SHIFT, PATTERN_PAIR_INDEX_MASK);
  const places = field(bits, PATTERN_PAIR_PLACES_SHIFT, PATTERN_PAIR_PLACES_MASK);
  const digits = field(bits, PATTERN_PAIR_DIGITS_SHIFT, PATTERN_PAIR_DIGITS_MASK);
  const past = PATTERN_PAIR_DIGITS_SHIFT + popcount(PATTERN_PAIR_DIGITS_MASK);
  if (unit >= UNIT_NAMES.length || index > 8 || places >= 81 || digits >= 81 || bits >>> past !== 0) return null;
  const house = houseOf(unit, index), cells = UNIT_LISTS[house];
  const pair = [Math.floor(digits / 9) + 1, (digits % 9) + 1];
  return {
    rule, bits, digit: pair[0], block: -1, line: -1, house,
    cells: [cells[Math.floor(places / 9)], cells[places % 9]], digits: pair,
  };
}

/**
 * The bits of a pattern given by its parts (Pattern::pack): `house` for a pair, whose
 * cells must lie in it.
 * @param {number} rule
 * @param {any} p `digit`, `block` and `line`, or `house`, `cells` and `digits`.
 * @returns {number}
 */
export function packPattern(rule, p) {
  let bits = rule << PATTERN_RULE_SHIFT;
  if (rule === RULE_POINTING || rule === RULE_CLAIMING) {
    const { digit, block, line } = p;
    bits |= digit << PATTERN_LOCKED_DIGIT_SHIFT | (block % 9) << PATTERN_LOCKED_BOX_SHIFT;
    return bits | (unitOfHouse(line) === 1 ? 1 : 0) << PATTERN_LOCKED_COLUMN_SHIFT | (line % 9) << PATTERN_LOCKED_LINE_SHIFT;
  }
  const { house, cells, digits } = p, list = Array.from(UNIT_LISTS[house]);
  const places = 9 * list.indexOf(cells[0]) + list.indexOf(cells[1]);
  bits |= unitOfHouse(house) << PATTERN_PAIR_UNIT_SHIFT | (house % 9) << PATTERN_PAIR_INDEX_SHIFT;
  return bits | places << PATTERN_PAIR_PLACES_SHIFT | (9 * (digits[0] - 1) + digits[1] - 1) << PATTERN_PAIR_DIGITS_SHIFT;
}

/**
 * The houses a pattern names: the box then the line of a pointing, the line then the box
 * of a claiming, a pair's one (Pattern::houses).
 * @param {Pattern} p
 * @returns {number[]}
 */
export function housesOf(p) {
  if (p.rule === RULE_POINTING) return [p.block, p.line];
  if (p.rule === RULE_CLAIMING) return [p.line, p.block];
  return [p.house];
}

/**
 * The first cell a pattern names (Pattern::cell): where its line and box cross first, a
 * pair's first.
 * @param {Pattern} p
 */
export function patternCell(p) {
  if (p.rule === RULE_NAKED_PAIR || p.rule === RULE_HIDDEN_PAIR) return p.cells[0];
  const line = UNIT_LISTS[p.line];
  return Array.from(UNIT_LISTS[p.block]).find((cell) => line.includes(cell)) ?? line[0];
}

/**
 * Every blank's candidates on `board` (bit d for digit d), less the digits `struck` takes
 * from each cell (eliminations standing), 0 for a filled cell: the candidates sudotrace's
 * replay keeps (Candidates).
 * @param {ArrayLike<number>} board
 * @param {ArrayLike<number> | null} [struck]
 * @returns {Uint16Array}
 */
export function candidatesWith(board, struck = null) {
  const held = unitDigits(board), out = new Uint16Array(board.length);
  for (let i = 0; i < board.length; i++) {
    if (!board[i]) out[i] = candidatesIn(held, i) & ~(struck ? struck[i] : 0);
  }
  return out;
}

/**
 * The places of `digit` in `house` on the candidates `cand`: bit k for its kth cell.
 * @param {ArrayLike<number>} cand
 * @param {number} house
 * @param {number} digit
 */
function placesOf(cand, house, digit) {
  const bit = 1 << digit;
  let places = 0;
  UNIT_LISTS[house].forEach((cell, k) => { if (cand[cell] & bit) places |= 1 << k; });
  return places;
}

/**
 * Whether the box `block` and the row or column `line` cross.
 * @param {number} line
 * @param {number} block
 */
function crosses(line, block) {
  const unit = unitOfHouse(line), index = line % 9, b = block % 9;
  if (unit === 0) return Math.floor(index / 3) === Math.floor(b / 3);
  if (unit === 1) return Math.floor(index / 3) === b % 3;
  return false;
}

/**
 * What pattern `p` takes away from the board whose candidates are `cand` (candidatesWith),
 * or why it does not hold: { removal } or { unmet } (Pattern::effect).
 * @param {Pattern} p
 * @param {ArrayLike<number>} cand
 * @returns {{ removal: Removal, unmet?: undefined } | { unmet: Unmet, removal?: undefined }}
 */
export function effectOf(p, cand) {
  /** @type {Removal} */
  const removal = [];
  if (p.rule === RULE_POINTING || p.rule === RULE_CLAIMING) {
    const [house, inside] = p.rule === RULE_POINTING ? [p.block, p.line] : [p.line, p.block];
    if (unitOfHouse(p.block) !== 2 || unitOfHouse(p.line) === 2 || !crosses(p.line, p.block)) {
      return { unmet: { why: 'do-not-cross', line: p.line, block: p.block } };
    }
    if (p.digit < 1 || p.digit > 9) return { unmet: { why: 'bad-digits' } };
    const bit = 1 << p.digit, within = UNIT_LISTS[inside];
    let any = false;
    for (const cell of UNIT_LISTS[house]) {
      if (!(cand[cell] & bit)) continue;
      any = true;
      if (!within.includes(cell)) return { unmet: { why: 'place-outside', digit: p.digit, house, cell, inside } };
    }
    if (!any) return { unmet: { why: 'no-place', digit: p.digit, house } };
    for (const cell of UNIT_LISTS[inside]) {
      if (!UNIT_LISTS[house].includes(cell) && cand[cell] & bit) removal.push([cell, bit]);
    }
  } else {
    const [a, b] = p.digits;
    if (!(a >= 1 && b <= 9 && a < b)) return { unmet: { why: 'bad-digits' } };
    const pair = (1 << a) | (1 << b), list = Array.from(UNIT_LISTS[p.house]);
    const [first, second] = p.cells.map((cell) => list.indexOf(cell));
    if (first < 0) return { unmet: { why: 'not-in-house', cell: p.cells[0], house: p.house } };
    if (second < 0 || first >= second) return { unmet: { why: 'not-in-house', cell: p.cells[1], house: p.house } };
    if (p.rule === RULE_NAKED_PAIR) {
      for (const cell of p.cells) {
        if (cand[cell] !== pair) return { unmet: { why: 'not-the-pair', cell, has: cand[cell] } };
      }
      for (const cell of list) {
        const has = cand[cell] & pair;
        if (has && !p.cells.includes(cell)) removal.push([cell, has]);
      }
    } else {
      const wanted = (1 << first) | (1 << second);
      for (const digit of p.digits) {
        const found = placesOf(cand, p.house, digit);
        if (found !== wanted) return { unmet: { why: 'not-the-places', digit, places: popcount(found) } };
      }
      for (const cell of p.cells) {
        const other = cand[cell] & ALL_DIGITS & ~pair;
        if (other) removal.push([cell, other]);
      }
    }
  }
  return removal.length ? { removal } : { unmet: { why: 'removes-nothing' } };
}

/**
 * The cells that make pattern `p` on the candidates `cand` (Pattern::made_of), in
 * reading order: its digit's places where the line and the box cross, a pair's two.
 * @param {Pattern} p
 * @param {ArrayLike<number>} cand
 * @returns {number[]}
 */
export function madeOf(p, cand) {
  if (p.rule === RULE_NAKED_PAIR || p.rule === RULE_HIDDEN_PAIR) return p.cells.slice().sort((x, y) => x - y);
  const line = UNIT_LISTS[p.line], bit = 1 << p.digit;
  return Array.from(UNIT_LISTS[p.block]).filter((cell) => line.includes(cell) && cand[cell] & bit).sort((x, y) => x - y);
}

/**
 * Which rules a search takes candidates away by (Rules), from their names (a strategy's
 * `rules` in the page's data): { pointing, claiming, pairs }.
 * @param {string[]} names
 */
export const rulesOf = (names) => ({
  pointing: names.includes(RULE_NAMES[RULE_POINTING]),
  claiming: names.includes(RULE_NAMES[RULE_CLAIMING]),
  pairs: names.includes(RULE_NAMES[RULE_NAKED_PAIR]),
});

// The box's places (bits 0 to 8) in each of its rows, and in each of its columns.
const ROW_OF_BOX = [0o007, 0o070, 0o700];
const COLUMN_OF_BOX = [0o111, 0o222, 0o444];

/**
 * The first pattern of `rules` that holds on the candidates `cand` and takes something
 * away, with what it takes: { pattern, removal }, or null (first_elimination: pointing,
 * claiming, naked pairs, hidden pairs; in each the smallest units, digits and cells
 * first).
 * @param {{ pointing: boolean, claiming: boolean, pairs: boolean }} rules
 * @param {ArrayLike<number>} cand
 * @param {(pattern: Pattern) => boolean} [accept] Only a pattern it accepts is found.
 * @returns {{ pattern: Pattern, removal: Removal } | null}
 */
export function firstElimination(rules, cand, accept = () => true) {
  // Every house's places of every digit, bit k for the house's kth cell.
  const at = UNIT_LISTS.map((cells) => {
    const places = new Uint16Array(10);
    cells.forEach((cell, k) => { for (let d = 1; d <= 9; d++) if (cand[cell] & (1 << d)) places[d] |= 1 << k; });
    return places;
  });
  /**
   * @param {number} rule
   * @param {any} parts
   */
  const found = (rule, parts) => {
    const pattern = /** @type {Pattern} */ (unpackPattern(packPattern(rule, parts)));
    const effect = effectOf(pattern, cand);
    return effect.removal && accept(pattern) ? { pattern, removal: effect.removal } : null;
  };
  if (rules.pointing) {
    for (let b = 0; b < 9; b++) {
      const block = houseOf(2, b);
      for (let digit = 1; digit <= 9; digit++) {
        const here = at[block][digit];
        if (!here) continue;
        const lines = [0, 1, 2].map((k) => [ROW_OF_BOX[k], houseOf(0, Math.floor(b / 3) * 3 + k)])
          .concat([0, 1, 2].map((k) => [COLUMN_OF_BOX[k], houseOf(1, (b % 3) * 3 + k)]));
        for (const [within, line] of lines) {
          if (here & ~within) continue;
          const hit = found(RULE_POINTING, { digit, block, line });
          if (hit) return hit;
        }
      }
    }
  }
  if (rules.claiming) {
    for (let line = 0; line < 18; line++) {
      for (let digit = 1; digit <= 9; digit++) {
        const here = at[line][digit];
        if (!here) continue;
        for (let third = 0; third < 3; third++) {
          if (here & ~(0o7 << (3 * third))) continue;
          const index = line % 9, b = unitOfHouse(line) === 0 ? Math.floor(index / 3) * 3 + third : third * 3 + Math.floor(index / 3);
          const hit = found(RULE_CLAIMING, { digit, line, block: houseOf(2, b) });
          if (hit) return hit;
        }
      }
    }
  }
  if (rules.pairs) {
    for (let house = 0; house < 27; house++) {
      const cells = UNIT_LISTS[house];
      for (let x = 0; x < 9; x++) {
        const pair = cand[cells[x]] & ALL_DIGITS;
        if (popcount(pair) !== 2) continue;
        for (let y = x + 1; y < 9; y++) {
          if ((cand[cells[y]] & ALL_DIGITS) !== pair) continue;
          const a = 31 - Math.clz32(pair & -pair), b = 31 - Math.clz32(pair);
          const hit = found(RULE_NAKED_PAIR, { house, cells: [cells[x], cells[y]], digits: [a, b] });
          if (hit) return hit;
        }
      }
    }
    for (let house = 0; house < 27; house++) {
      const places = at[house], cells = UNIT_LISTS[house];
      for (let a = 1; a <= 9; a++) {
        const two = places[a];
        if (popcount(two) !== 2) continue;
        for (let b = a + 1; b <= 9; b++) {
          if (places[b] !== two) continue;
          const first = 31 - Math.clz32(two & -two), second = 31 - Math.clz32(two);
          const hit = found(RULE_HIDDEN_PAIR, { house, cells: [cells[first], cells[second]], digits: [a, b] });
          if (hit) return hit;
        }
      }
    }
  }
  return null;
}

/**
 * A house in words (House::words): `row 3`, `box 2`.
 * @param {number} house
 * @param {Texts} T
 */
export const houseWords = (house, T) => T[HOUSE_TEXTS[unitOfHouse(house)]].replace('{n}', String((house % 9) + 1));

/**
 * A pattern's values in its templates: its digit, box and line, or its cells, digits
 * and house.
 * @param {Pattern} p
 * @param {Texts} T
 */
function patternValues(p, T) {
  if (p.rule === RULE_POINTING || p.rule === RULE_CLAIMING) return { digit: p.digit, block: houseWords(p.block, T), line: houseWords(p.line, T) };
  return { first: cellName(p.cells[0]), second: cellName(p.cells[1]), a: p.digits[0], b: p.digits[1], house: houseWords(p.house, T) };
}

/**
 * A template's {name}s filled in (words.js's fill, which imports this module).
 * @param {string} template
 * @param {Object<string, any>} values
 */
const filled = (template, values) => template.replace(/\{(\w+)\}/g, (_, k) => values[k]);

/**
 * An elimination in words (Pattern::words): `pointing: 5 in box 2 lies only in row 1, so
 * it leaves the rest of row 1`.
 * @param {Pattern} p
 * @param {Texts} T
 */
export const eliminateWords = (p, T) => filled(T[RULE_EVENT_TEXTS[p.rule]], patternValues(p, T));

/**
 * Why a pattern takes candidates away, in the rule's words (Why::Eliminate).
 * @param {Pattern} p
 * @param {Texts} T
 */
export const eliminateWhy = (p, T) => filled(T[RULE_WHY_TEXTS[p.rule]], patternValues(p, T));

/**
 * A restore in words, `template` the event's (EventRestore) or why's (WhyRestore): the
 * rule and its first house.
 * @param {Pattern} p
 * @param {string} template
 * @param {Texts} T
 */
export const restoreWords = (p, template, T) => filled(template, { rule: T[RULE_TEXTS[p.rule]], house: houseWords(housesOf(p)[0], T) });

/**
 * Digits as a list (digits_words): `1 2 7`, or `-` for none.
 * @param {number} mask
 */
const digitsWords = (mask) => [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => mask & (1 << d)).join(' ') || '-';

/**
 * Why a pattern does not hold, in words (Unmet::words).
 * @param {Unmet} u
 * @param {Texts} T
 * @returns {string}
 */
export function unmetWords(u, T) {
  /** @param {number | undefined} h */
  const house = (h) => houseWords(h ?? 0, T);
  switch (u.why) {
    case 'do-not-cross': return filled(T.UnmetDoNotCross, { line: house(u.line), block: house(u.block) });
    case 'no-place': return filled(T.UnmetNoPlace, { digit: u.digit, house: house(u.house) });
    case 'place-outside': return filled(T.UnmetPlaceOutside, { cell: cellName(u.cell ?? 0), digit: u.digit, house: house(u.house), inside: house(u.inside) });
    case 'not-in-house': return filled(T.UnmetNotInHouse, { cell: cellName(u.cell ?? 0), house: house(u.house) });
    case 'not-the-pair': return filled(T.UnmetNotThePair, { cell: cellName(u.cell ?? 0), digits: digitsWords(u.has ?? 0) });
    case 'not-the-places': return filled(T.UnmetNotThePlaces, { digit: u.digit, places: u.places });
    case 'bad-digits': return T.UnmetBadDigits;
    default: return T.UnmetRemovesNothing;
  }
}

/**
 * A pattern's fields as a trace line writes them after "ev" (push_pattern): `rule`, then a
 * pointing's `d`, `box` and line, a claiming's `d`, line and `box`, a pair's unit, `cells`
 * and `ds`; houses and cells numbered from 1.
 * @param {Pattern} p
 * @returns {Object<string, any>}
 */
export function patternFields(p) {
  /** @type {Object<string, any>} */
  const out = { rule: RULE_NAMES[p.rule] };
  /** @param {number} h */
  const name = (h) => UNIT_NAMES[unitOfHouse(h)];
  if (p.rule === RULE_POINTING || p.rule === RULE_CLAIMING) {
    out.d = p.digit;
    const [first, second] = p.rule === RULE_POINTING ? [p.block, p.line] : [p.line, p.block];
    out[name(first)] = (first % 9) + 1;
    out[name(second)] = (second % 9) + 1;
  } else {
    out[name(p.house)] = (p.house % 9) + 1;
    out.cells = p.cells.map((cell) => [Math.floor(cell / 9) + 1, (cell % 9) + 1]);
    out.ds = p.digits.slice();
  }
  return out;
}

/**
 * The eliminations standing on a board (the replay's), oldest first, each its pattern,
 * what it took, and the placements on the stack when it was made; and the digits they
 * took from each cell.
 * @typedef {{ standing: { pattern: Pattern, removal: Removal, after: number }[], struck: Uint16Array }} Eliminations
 */

/**
 * The eliminations standing before a page's first event (its data's), or none.
 * @param {{ eliminations?: { pattern: number, removal: Removal, after: number }[] }} D
 * @returns {Eliminations}
 */
export function eliminationsOf(D) {
  const struck = new Uint16Array(81);
  const standing = (D.eliminations ?? []).map(({ pattern, removal, after }) => {
    for (const [cell, digits] of removal) struck[cell] |= digits;
    return { pattern: /** @type {Pattern} */ (unpackPattern(pattern)), removal, after };
  });
  return { standing, struck };
}

/**
 * Take away what `pattern` takes on `board` (known to hold), the stack `depth` deep: its
 * removal, now standing.
 * @param {Eliminations} E
 * @param {Pattern} pattern
 * @param {ArrayLike<number>} board
 * @param {number} depth
 */
export function strike(E, pattern, board, depth) {
  const effect = effectOf(pattern, candidatesWith(board, E.struck));
  const removal = effect.removal ?? [];
  for (const [cell, digits] of removal) E.struck[cell] |= digits;
  E.standing.push({ pattern, removal, after: depth });
  return removal;
}

/**
 * Give back what the last elimination standing took.
 * @param {Eliminations} E
 */
export function unstrike(E) {
  const last = E.standing.pop();
  if (last) for (const [cell, digits] of last.removal) E.struck[cell] &= ~digits;
  return last;
}

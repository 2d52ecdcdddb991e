// page-constants:constants.js
var { KIND_NAMES, TRY, CONFLICT, PLACE, BACKTRACK, CHOOSE, FORCE, DEADEND, UNFORCE, ELIMINATE, RESTORE, CODE_BYTES, CODE_KIND_MASK, CODE_CELL_SHIFT, CODE_CELL_MASK, CODE_DIGIT_SHIFT, CODE_DIGIT_MASK, DETAIL_UNIT_SHIFT, DETAIL_PLACE_MASK, FORCED_BY_CELL, PACKED_KINDS, PACKED_CELL_SHIFT, PACKED_DIGIT_SHIFT, PACKED_UNIT_SHIFT, PACKED_WITH_SHIFT, EXHAUSTED_KEY, DEPARTED, PATTERN_BYTES, PATTERN_RULE_SHIFT, PATTERN_RULE_MASK, PATTERN_LOCKED_DIGIT_SHIFT, PATTERN_LOCKED_DIGIT_MASK, PATTERN_LOCKED_BOX_SHIFT, PATTERN_LOCKED_BOX_MASK, PATTERN_LOCKED_COLUMN_SHIFT, PATTERN_LOCKED_COLUMN_MASK, PATTERN_LOCKED_LINE_SHIFT, PATTERN_LOCKED_LINE_MASK, PATTERN_PAIR_UNIT_SHIFT, PATTERN_PAIR_UNIT_MASK, PATTERN_PAIR_INDEX_SHIFT, PATTERN_PAIR_INDEX_MASK, PATTERN_PAIR_PLACES_SHIFT, PATTERN_PAIR_PLACES_MASK, PATTERN_PAIR_DIGITS_SHIFT, PATTERN_PAIR_DIGITS_MASK, RULE_NAMES, RULE_COUNTS, RULE_TEXTS, RULE_EVENT_TEXTS, RULE_WHY_TEXTS, HOUSE_TEXTS, CELLS, ALL_DIGITS, FORCED_BIT, UNIT_NAMES, UNIT_TEXTS, UNIT_SHORT_TEXTS, CHECK_UNITS, CHECK_NAMES, NAIVE, TABLES, ONELOOP, FIT_COSTS, CHECK_COUNTS, CHECK_SCANS, CLASH_ORDERS, CHECK_ORDERS, CHECK_HELD, UNIT_CELLS, COUNTS, TRIES, ROW, COL, BOX, BACKTRACKS, CHOICES, GUESSES, FORCED, DEAD_ENDS, UNFORCED, CELL_READS, TABLE_LOOKUPS, POINTING, CLAIMING, NAKED_PAIR, HIDDEN_PAIR, RESTORED, COUNT_WORDS, OPENING_EVENTS, MOST_SECONDS, FRAMES_A_SECOND, MAX_COLUMNS, KIND_WORDS } = sudotraceConstants;

// src/js/grid.js
var cellName = (i) => `r${Math.floor(i / 9) + 1}c${i % 9 + 1}`;
var boardLine = (digits) => Array.from(digits, (d) => d ? String(d) : ".").join("");
function unitCell(unit, cell, i) {
  const r = Math.floor(cell / 9), c = cell % 9;
  if (unit === 0) return r * 9 + i;
  if (unit === 1) return i * 9 + c;
  return (Math.floor(r / 3) * 3 + Math.floor(i / 3)) * 9 + Math.floor(c / 3) * 3 + i % 3;
}
function unitCells(unit, cell) {
  const out = [];
  for (let i = 0; i < 9; i++) out.push(unitCell(unit, cell, i));
  return out;
}
function inUnit(unit, cell, other) {
  if (unit === 0) return Math.floor(cell / 9) === Math.floor(other / 9);
  if (unit === 1) return cell % 9 === other % 9;
  return boxOf(cell) === boxOf(other);
}
function candidatesOn(board, i) {
  let used2 = 0;
  for (let unit = 0; unit < UNIT_NAMES.length; unit++) {
    for (const other of unitCells(unit, i)) if (board[other]) used2 |= 1 << board[other];
  }
  return ~used2 & ALL_DIGITS;
}
function forcedBy(board, cell, digit, struck = null) {
  const left = (i) => candidatesOn(board, i) & ~(struck ? struck[i] : 0);
  if (left(cell) === 1 << digit) return -1;
  const only = (unit) => unitCells(unit, cell).every((o) => o === cell || board[o] || !(left(o) & 1 << digit));
  return UNIT_NAMES.findIndex((_, unit) => only(unit));
}
var boxOf = (i) => Math.floor(i / 27) * 3 + Math.floor(i % 9 / 3);
var UNIT_LISTS = Array.from({ length: 27 }, (_, u) => {
  const k = u % 9, first = u < 9 ? k * 9 : u < 18 ? k : Math.floor(k / 3) * 27 + k % 3 * 3;
  return Uint8Array.from(unitCells(Math.floor(u / 9), first));
});
var rowOf = (i) => Math.floor(i / 9);
var colOf = (i) => 9 + i % 9;
var boxUnitOf = (i) => 18 + boxOf(i);
function unitDigits(board) {
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
var candidatesIn = (held, i) => ALL_DIGITS & ~(held[rowOf(i)] | held[colOf(i)] | held[boxUnitOf(i)]);
var lowestDigit = (mask) => mask ? 31 - Math.clz32(mask & -mask) : 0;
var digitsIn = (mask) => [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => mask & 1 << d);
function popcount(m) {
  let n = 0;
  for (; m; m &= m - 1) n++;
  return n;
}

// src/js/decode.js
function bytesOf(text) {
  const raw = atob(text);
  const bytes = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}
var digitsOf = (line) => Uint8Array.from(line, (ch) => ch >= "1" && ch <= "9" ? ch.charCodeAt(0) - 48 : 0);
async function inflatedOf(text) {
  const stream = new Blob([bytesOf(text)]).stream().pipeThrough(new DecompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}
async function eventsOf(D) {
  const bytesOf2 = (built, packed) => built instanceof Uint8Array ? built : packed === void 0 ? new Uint8Array(0) : inflatedOf(packed);
  const [bytes, details, exhausted] = await Promise.all([
    bytesOf2(D.codes, D.events),
    bytesOf2(D.details, D.details),
    bytesOf2(D.exhausted, D.exhausted)
  ]);
  const held = bytes.length / CODE_BYTES;
  const codes = new Uint16Array(held);
  for (let k = 0, at2 = 0; k < held; k++, at2 += CODE_BYTES) codes[k] = bytes[at2] | bytes[at2 + 1] << 8;
  return { codes, held, details, exhausted };
}
var kindOf = (code2) => code2 & CODE_KIND_MASK;
var cellOf = (code2) => code2 >> CODE_CELL_SHIFT & CODE_CELL_MASK;
var digitOf = (code2) => code2 >> CODE_DIGIT_SHIFT & CODE_DIGIT_MASK;
function detailBytes(code2) {
  const kind = kindOf(code2);
  if (kind === CONFLICT || kind === FORCE) return 1;
  return kind === ELIMINATE || kind === RESTORE ? PATTERN_BYTES : 0;
}
function detailAt(code2, details, at2) {
  const bytes = detailBytes(code2);
  let value = 0;
  for (let b = bytes - 1; b >= 0; b--) value = value * 256 + details[at2 + b];
  return value;
}
function clashOf(cell, detail) {
  const unit = detail >> DETAIL_UNIT_SHIFT;
  const cells2 = unitCells(unit, cell);
  return { unit, cells: cells2, with: cells2[detail & DETAIL_PLACE_MASK] };
}
var clashWith = (cell, detail) => unitCell(detail >> DETAIL_UNIT_SHIFT, cell, detail & DETAIL_PLACE_MASK);
function eventObjects({ codes, held, details }, after = null) {
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
      const code2 = codes[i];
      e.kind = kindOf(code2);
      e.cell = cellOf(code2);
      e.digit = digitOf(code2);
      e.detail = detailAt(code2, details, starts[i]);
      e.withCell = e.kind === CONFLICT ? clashWith(e.cell, e.detail) : -1;
      return e;
    }
  };
}

// src/js/check.js
var checkOf = (D) => CHECK_NAMES.indexOf(D.check);
var checkCount = (check) => CHECK_COUNTS[check];
var scanIndex = (check, unit, place) => check === ONELOOP ? place * UNIT_NAMES.length + unit : unit * UNIT_CELLS + place;
function clashSteps(check, detail) {
  const unit = detail >> DETAIL_UNIT_SHIFT;
  return CHECK_SCANS[check] ? scanIndex(check, unit, detail & DETAIL_PLACE_MASK) + 1 : unit + 1;
}
function costOf(check, kind, detail, blanks) {
  if (check < 0) return 0;
  switch (kind) {
    case CONFLICT:
      return clashSteps(check, detail);
    case PLACE:
      return FIT_COSTS[check];
    case CHOOSE:
    case FORCE:
    case DEADEND:
    case ELIMINATE:
      return blanks * FIT_COSTS[check];
    default:
      return 0;
  }
}
function scanOrder(check, cell) {
  const order = [];
  UNIT_NAMES.forEach((_, unit) => unitCells(unit, cell).forEach((other, place) => {
    order[scanIndex(check, unit, place)] = other;
  }));
  return order;
}
function unitsOf(check, steps) {
  const units = [0, 0, 0];
  for (let step2 = 0; step2 < steps; step2++) {
    const unit = check === ONELOOP ? step2 % 3 : CHECK_SCANS[check] ? Math.floor(step2 / UNIT_CELLS) : step2;
    if (unit < units.length) units[unit]++;
  }
  return units;
}
var scans = (check) => CHECK_SCANS[check] === true;
function workOf(check, e, board) {
  if (check < 0 || e === null || e.refused) return null;
  switch (e.kind) {
    case CONFLICT:
    case PLACE: {
      const steps = e.kind === CONFLICT ? clashSteps(check, e.detail) : FIT_COSTS[check];
      return { cell: e.cell, steps, blanks: null, cost: steps };
    }
    case CHOOSE:
    case FORCE:
    case DEADEND:
    case ELIMINATE: {
      const blanks = [];
      board.forEach((d, i) => {
        if (d === 0 || e.kind === FORCE && i === e.cell) blanks.push(i);
      });
      return { cell: e.cell, steps: 0, blanks, cost: costOf(check, e.kind, 0, blanks.length) };
    }
    default:
      return null;
  }
}
function clashIn(board, cell, digit, [units, oneLoop]) {
  let best = null;
  units.forEach((unit, rank) => {
    const cells2 = unitCells(unit, cell);
    const place = cells2.findIndex((other) => other !== cell && board[other] === digit);
    if (place < 0) return;
    const key = oneLoop ? place * units.length + rank : rank * cells2.length + place;
    if (best === null || key < best.key) best = { key, unit, withCell: cells2[place] };
  });
  return best;
}
function renamed(e, board, order) {
  const clash2 = clashIn(board, e.cell, e.digit, CLASH_ORDERS[order]);
  if (clash2 === null) return e;
  const place = unitCells(clash2.unit, e.cell).indexOf(clash2.withCell);
  return { ...e, detail: clash2.unit << DETAIL_UNIT_SHIFT | place, withCell: clash2.withCell };
}
function clashOrders(check) {
  const own = check < 0 ? 0 : CHECK_ORDERS[check];
  const all = (1 << CLASH_ORDERS.length) - 1;
  return { own, left: check >= 0 && CHECK_HELD[check] ? 1 << own : all };
}
function ordersNaming(left, board, cell, digit, unit, withCell) {
  let naming = 0;
  CLASH_ORDERS.forEach((order, o) => {
    if (!(left & 1 << o)) return;
    const clash2 = clashIn(board, cell, digit, order);
    if (clash2 !== null && clash2.unit === unit && clash2.withCell === withCell) naming |= 1 << o;
  });
  return naming;
}
var keptOrder = ({ own, left }) => left & 1 << own ? own : CLASH_ORDERS.findIndex((_, o) => left & 1 << o);

// src/js/patterns.js
var RULE_POINTING = 0;
var RULE_CLAIMING = 1;
var RULE_NAKED_PAIR = 2;
var RULE_HIDDEN_PAIR = 3;
var field = (bits, shift, mask) => bits >>> shift & mask;
var houseOf = (unit, index) => unit * 9 + index;
var unitOfHouse = (house) => Math.floor(house / 9);
function unpackPattern(bits) {
  const rule = field(bits, PATTERN_RULE_SHIFT, PATTERN_RULE_MASK);
  if (rule === RULE_POINTING || rule === RULE_CLAIMING) {
    const digit = field(bits, PATTERN_LOCKED_DIGIT_SHIFT, PATTERN_LOCKED_DIGIT_MASK);
    const b = field(bits, PATTERN_LOCKED_BOX_SHIFT, PATTERN_LOCKED_BOX_MASK);
    const unit2 = field(bits, PATTERN_LOCKED_COLUMN_SHIFT, PATTERN_LOCKED_COLUMN_MASK);
    const index2 = field(bits, PATTERN_LOCKED_LINE_SHIFT, PATTERN_LOCKED_LINE_MASK);
    const past2 = PATTERN_LOCKED_LINE_SHIFT + popcount(PATTERN_LOCKED_LINE_MASK);
    if (digit < 1 || digit > 9 || b > 8 || index2 > 8 || bits >>> past2 !== 0) return null;
    return { rule, bits, digit, block: houseOf(2, b), line: houseOf(unit2, index2), house: -1, cells: [], digits: [digit] };
  }
  const unit = field(bits, PATTERN_PAIR_UNIT_SHIFT, PATTERN_PAIR_UNIT_MASK);
  const index = field(bits, PATTERN_PAIR_INDEX_SHIFT, PATTERN_PAIR_INDEX_MASK);
  const places = field(bits, PATTERN_PAIR_PLACES_SHIFT, PATTERN_PAIR_PLACES_MASK);
  const digits = field(bits, PATTERN_PAIR_DIGITS_SHIFT, PATTERN_PAIR_DIGITS_MASK);
  const past = PATTERN_PAIR_DIGITS_SHIFT + popcount(PATTERN_PAIR_DIGITS_MASK);
  if (unit >= UNIT_NAMES.length || index > 8 || places >= 81 || digits >= 81 || bits >>> past !== 0) return null;
  const house = houseOf(unit, index), cells2 = UNIT_LISTS[house];
  const pair = [Math.floor(digits / 9) + 1, digits % 9 + 1];
  return {
    rule,
    bits,
    digit: pair[0],
    block: -1,
    line: -1,
    house,
    cells: [cells2[Math.floor(places / 9)], cells2[places % 9]],
    digits: pair
  };
}
function packPattern(rule, p) {
  let bits = rule << PATTERN_RULE_SHIFT;
  if (rule === RULE_POINTING || rule === RULE_CLAIMING) {
    const { digit, block, line } = p;
    bits |= digit << PATTERN_LOCKED_DIGIT_SHIFT | block % 9 << PATTERN_LOCKED_BOX_SHIFT;
    return bits | (unitOfHouse(line) === 1 ? 1 : 0) << PATTERN_LOCKED_COLUMN_SHIFT | line % 9 << PATTERN_LOCKED_LINE_SHIFT;
  }
  const { house, cells: cells2, digits } = p, list2 = Array.from(UNIT_LISTS[house]);
  const places = 9 * list2.indexOf(cells2[0]) + list2.indexOf(cells2[1]);
  bits |= unitOfHouse(house) << PATTERN_PAIR_UNIT_SHIFT | house % 9 << PATTERN_PAIR_INDEX_SHIFT;
  return bits | places << PATTERN_PAIR_PLACES_SHIFT | 9 * (digits[0] - 1) + digits[1] - 1 << PATTERN_PAIR_DIGITS_SHIFT;
}
function housesOf(p) {
  if (p.rule === RULE_POINTING) return [p.block, p.line];
  if (p.rule === RULE_CLAIMING) return [p.line, p.block];
  return [p.house];
}
function patternCell(p) {
  if (p.rule === RULE_NAKED_PAIR || p.rule === RULE_HIDDEN_PAIR) return p.cells[0];
  const line = UNIT_LISTS[p.line];
  return Array.from(UNIT_LISTS[p.block]).find((cell) => line.includes(cell)) ?? line[0];
}
function candidatesWith(board, struck = null) {
  const held = unitDigits(board), out = new Uint16Array(board.length);
  for (let i = 0; i < board.length; i++) {
    if (!board[i]) out[i] = candidatesIn(held, i) & ~(struck ? struck[i] : 0);
  }
  return out;
}
function placesOf(cand, house, digit) {
  const bit = 1 << digit;
  let places = 0;
  UNIT_LISTS[house].forEach((cell, k) => {
    if (cand[cell] & bit) places |= 1 << k;
  });
  return places;
}
function crosses(line, block) {
  const unit = unitOfHouse(line), index = line % 9, b = block % 9;
  if (unit === 0) return Math.floor(index / 3) === Math.floor(b / 3);
  if (unit === 1) return Math.floor(index / 3) === b % 3;
  return false;
}
function effectOf(p, cand) {
  const removal = [];
  if (p.rule === RULE_POINTING || p.rule === RULE_CLAIMING) {
    const [house, inside] = p.rule === RULE_POINTING ? [p.block, p.line] : [p.line, p.block];
    if (unitOfHouse(p.block) !== 2 || unitOfHouse(p.line) === 2 || !crosses(p.line, p.block)) {
      return { unmet: { why: "do-not-cross", line: p.line, block: p.block } };
    }
    if (p.digit < 1 || p.digit > 9) return { unmet: { why: "bad-digits" } };
    const bit = 1 << p.digit, within = UNIT_LISTS[inside];
    let any = false;
    for (const cell of UNIT_LISTS[house]) {
      if (!(cand[cell] & bit)) continue;
      any = true;
      if (!within.includes(cell)) return { unmet: { why: "place-outside", digit: p.digit, house, cell, inside } };
    }
    if (!any) return { unmet: { why: "no-place", digit: p.digit, house } };
    for (const cell of UNIT_LISTS[inside]) {
      if (!UNIT_LISTS[house].includes(cell) && cand[cell] & bit) removal.push([cell, bit]);
    }
  } else {
    const [a, b] = p.digits;
    if (!(a >= 1 && b <= 9 && a < b)) return { unmet: { why: "bad-digits" } };
    const pair = 1 << a | 1 << b, list2 = Array.from(UNIT_LISTS[p.house]);
    const [first, second] = p.cells.map((cell) => list2.indexOf(cell));
    if (first < 0) return { unmet: { why: "not-in-house", cell: p.cells[0], house: p.house } };
    if (second < 0 || first >= second) return { unmet: { why: "not-in-house", cell: p.cells[1], house: p.house } };
    if (p.rule === RULE_NAKED_PAIR) {
      for (const cell of p.cells) {
        if (cand[cell] !== pair) return { unmet: { why: "not-the-pair", cell, has: cand[cell] } };
      }
      for (const cell of list2) {
        const has = cand[cell] & pair;
        if (has && !p.cells.includes(cell)) removal.push([cell, has]);
      }
    } else {
      const wanted = 1 << first | 1 << second;
      for (const digit of p.digits) {
        const found = placesOf(cand, p.house, digit);
        if (found !== wanted) return { unmet: { why: "not-the-places", digit, places: popcount(found) } };
      }
      for (const cell of p.cells) {
        const other = cand[cell] & ALL_DIGITS & ~pair;
        if (other) removal.push([cell, other]);
      }
    }
  }
  return removal.length ? { removal } : { unmet: { why: "removes-nothing" } };
}
function madeOf(p, cand) {
  if (p.rule === RULE_NAKED_PAIR || p.rule === RULE_HIDDEN_PAIR) return p.cells.slice().sort((x, y) => x - y);
  const line = UNIT_LISTS[p.line], bit = 1 << p.digit;
  return Array.from(UNIT_LISTS[p.block]).filter((cell) => line.includes(cell) && cand[cell] & bit).sort((x, y) => x - y);
}
var rulesOf = (names) => ({
  pointing: names.includes(RULE_NAMES[RULE_POINTING]),
  claiming: names.includes(RULE_NAMES[RULE_CLAIMING]),
  pairs: names.includes(RULE_NAMES[RULE_NAKED_PAIR])
});
var ROW_OF_BOX = [7, 56, 448];
var COLUMN_OF_BOX = [73, 146, 292];
function firstElimination(rules, cand, accept = () => true) {
  const at2 = UNIT_LISTS.map((cells2) => {
    const places = new Uint16Array(10);
    cells2.forEach((cell, k) => {
      for (let d = 1; d <= 9; d++) if (cand[cell] & 1 << d) places[d] |= 1 << k;
    });
    return places;
  });
  const found = (rule, parts) => {
    const pattern = (
      /** @type {Pattern} */
      unpackPattern(packPattern(rule, parts))
    );
    const effect = effectOf(pattern, cand);
    return effect.removal && accept(pattern) ? { pattern, removal: effect.removal } : null;
  };
  if (rules.pointing) {
    for (let b = 0; b < 9; b++) {
      const block = houseOf(2, b);
      for (let digit = 1; digit <= 9; digit++) {
        const here2 = at2[block][digit];
        if (!here2) continue;
        const lines = [0, 1, 2].map((k) => [ROW_OF_BOX[k], houseOf(0, Math.floor(b / 3) * 3 + k)]).concat([0, 1, 2].map((k) => [COLUMN_OF_BOX[k], houseOf(1, b % 3 * 3 + k)]));
        for (const [within, line] of lines) {
          if (here2 & ~within) continue;
          const hit = found(RULE_POINTING, { digit, block, line });
          if (hit) return hit;
        }
      }
    }
  }
  if (rules.claiming) {
    for (let line = 0; line < 18; line++) {
      for (let digit = 1; digit <= 9; digit++) {
        const here2 = at2[line][digit];
        if (!here2) continue;
        for (let third = 0; third < 3; third++) {
          if (here2 & ~(7 << 3 * third)) continue;
          const index = line % 9, b = unitOfHouse(line) === 0 ? Math.floor(index / 3) * 3 + third : third * 3 + Math.floor(index / 3);
          const hit = found(RULE_CLAIMING, { digit, line, block: houseOf(2, b) });
          if (hit) return hit;
        }
      }
    }
  }
  if (rules.pairs) {
    for (let house = 0; house < 27; house++) {
      const cells2 = UNIT_LISTS[house];
      for (let x = 0; x < 9; x++) {
        const pair = cand[cells2[x]] & ALL_DIGITS;
        if (popcount(pair) !== 2) continue;
        for (let y = x + 1; y < 9; y++) {
          if ((cand[cells2[y]] & ALL_DIGITS) !== pair) continue;
          const a = 31 - Math.clz32(pair & -pair), b = 31 - Math.clz32(pair);
          const hit = found(RULE_NAKED_PAIR, { house, cells: [cells2[x], cells2[y]], digits: [a, b] });
          if (hit) return hit;
        }
      }
    }
    for (let house = 0; house < 27; house++) {
      const places = at2[house], cells2 = UNIT_LISTS[house];
      for (let a = 1; a <= 9; a++) {
        const two = places[a];
        if (popcount(two) !== 2) continue;
        for (let b = a + 1; b <= 9; b++) {
          if (places[b] !== two) continue;
          const first = 31 - Math.clz32(two & -two), second = 31 - Math.clz32(two);
          const hit = found(RULE_HIDDEN_PAIR, { house, cells: [cells2[first], cells2[second]], digits: [a, b] });
          if (hit) return hit;
        }
      }
    }
  }
  return null;
}
var houseWords = (house, T) => T[HOUSE_TEXTS[unitOfHouse(house)]].replace("{n}", String(house % 9 + 1));
function patternValues(p, T) {
  if (p.rule === RULE_POINTING || p.rule === RULE_CLAIMING) return { digit: p.digit, block: houseWords(p.block, T), line: houseWords(p.line, T) };
  return { first: cellName(p.cells[0]), second: cellName(p.cells[1]), a: p.digits[0], b: p.digits[1], house: houseWords(p.house, T) };
}
var filled = (template, values) => template.replace(/\{(\w+)\}/g, (_, k) => values[k]);
var eliminateWords = (p, T) => filled(T[RULE_EVENT_TEXTS[p.rule]], patternValues(p, T));
var eliminateWhy = (p, T) => filled(T[RULE_WHY_TEXTS[p.rule]], patternValues(p, T));
var restoreWords = (p, template, T) => filled(template, { rule: T[RULE_TEXTS[p.rule]], house: houseWords(housesOf(p)[0], T) });
var digitsWords = (mask) => [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => mask & 1 << d).join(" ") || "-";
function unmetWords(u, T) {
  const house = (h) => houseWords(h ?? 0, T);
  switch (u.why) {
    case "do-not-cross":
      return filled(T.UnmetDoNotCross, { line: house(u.line), block: house(u.block) });
    case "no-place":
      return filled(T.UnmetNoPlace, { digit: u.digit, house: house(u.house) });
    case "place-outside":
      return filled(T.UnmetPlaceOutside, { cell: cellName(u.cell ?? 0), digit: u.digit, house: house(u.house), inside: house(u.inside) });
    case "not-in-house":
      return filled(T.UnmetNotInHouse, { cell: cellName(u.cell ?? 0), house: house(u.house) });
    case "not-the-pair":
      return filled(T.UnmetNotThePair, { cell: cellName(u.cell ?? 0), digits: digitsWords(u.has ?? 0) });
    case "not-the-places":
      return filled(T.UnmetNotThePlaces, { digit: u.digit, places: u.places });
    case "bad-digits":
      return T.UnmetBadDigits;
    default:
      return T.UnmetRemovesNothing;
  }
}
function patternFields(p) {
  const out = { rule: RULE_NAMES[p.rule] };
  const name = (h) => UNIT_NAMES[unitOfHouse(h)];
  if (p.rule === RULE_POINTING || p.rule === RULE_CLAIMING) {
    out.d = p.digit;
    const [first, second] = p.rule === RULE_POINTING ? [p.block, p.line] : [p.line, p.block];
    out[name(first)] = first % 9 + 1;
    out[name(second)] = second % 9 + 1;
  } else {
    out[name(p.house)] = p.house % 9 + 1;
    out.cells = p.cells.map((cell) => [Math.floor(cell / 9) + 1, cell % 9 + 1]);
    out.ds = p.digits.slice();
  }
  return out;
}
function eliminationsOf(D) {
  const struck = new Uint16Array(81);
  const standing = (D.eliminations ?? []).map(({ pattern, removal, after }) => {
    for (const [cell, digits] of removal) struck[cell] |= digits;
    return { pattern: (
      /** @type {Pattern} */
      unpackPattern(pattern)
    ), removal, after };
  });
  return { standing, struck };
}
function strike(E, pattern, board, depth) {
  const effect = effectOf(pattern, candidatesWith(board, E.struck));
  const removal = effect.removal ?? [];
  for (const [cell, digits] of removal) E.struck[cell] |= digits;
  E.standing.push({ pattern, removal, after: depth });
  return removal;
}
function unstrike(E) {
  const last = E.standing.pop();
  if (last) for (const [cell, digits] of last.removal) E.struck[cell] &= ~digits;
  return last;
}

// src/js/slices.js
function drain(steps) {
  for (; ; ) {
    const step2 = steps.next();
    if (step2.done) return step2.value;
  }
}
var nextTurn = (() => {
  if (typeof document === "undefined") return () => new Promise((go) => setTimeout(go, 0));
  const channel = new MessageChannel(), waiting = [];
  channel.port1.onmessage = () => waiting.shift()();
  return () => new Promise((go) => {
    waiting.push(go);
    channel.port2.postMessage(null);
  });
})();
var OPENING_BUDGET = 40;
async function sliced(steps, budget = 12) {
  for (; ; ) {
    const started2 = performance.now();
    while (performance.now() - started2 < budget) {
      const step2 = steps.next();
      if (step2.done) return step2.value;
    }
    await nextTurn();
  }
}

// src/js/words.js
var fill = (template, values) => template.replace(/\{(\w+)\}/g, (_, k) => values[k]);
var NUMBERS = new Intl.NumberFormat("en-US");
var fmt = (n) => NUMBERS.format(Math.round(n));
function checkValueWords(T, check, work, value) {
  if (work === null || work.cost === 0) return fmt(value);
  if (work.blanks !== null) return fill(T.ValueAndStep, { value: fmt(value), step: fmt(work.cost) });
  const [row, col, box] = unitsOf(check, work.steps);
  return fill(T.ValueAndStepByUnit, { value: fmt(value), step: fmt(work.cost), row, col, box });
}
function wordsKey(replay2, e) {
  const { D, events: events2, state: state2 } = replay2;
  const blank = e.kind === BACKTRACK ? events2.exhausted[state2.exhausted - 1] : 0;
  return keyOf(e, blank, D.departs !== null && state2.pos >= D.departs);
}
function keyOf(e, blank, departed) {
  if (e.kind === ELIMINATE || e.kind === RESTORE) return PACKED_KINDS[e.kind] + 2 * e.detail + (departed ? DEPARTED : 0);
  let key = PACKED_KINDS[e.kind] | e.cell << PACKED_CELL_SHIFT | e.digit << PACKED_DIGIT_SHIFT;
  if (e.kind === CONFLICT) {
    key |= e.detail >> DETAIL_UNIT_SHIFT << PACKED_UNIT_SHIFT | clashWith(e.cell, e.detail) << PACKED_WITH_SHIFT;
  } else if (e.kind === FORCE) {
    key |= e.detail << PACKED_UNIT_SHIFT;
  } else if (e.kind === BACKTRACK) {
    key += blank * EXHAUSTED_KEY;
  }
  if (departed) key += DEPARTED;
  return key;
}
function wordsOf(replay2, e) {
  if (e === null) return replay2.D.rest;
  if (e.refused) return replay2.D.refused.words;
  return replay2.D.words[wordsKey(replay2, e)];
}
var captionOf = (replay2, e) => `#${fmt(replay2.here())}  ${wordsOf(replay2, e)}`;
function lineOf(listing, e) {
  if (e === null || e.refused) return null;
  const key = e.kind === FORCE ? `force ${e.detail === FORCED_BY_CELL ? "cell" : "unit"}` : KIND_NAMES[e.kind];
  return listing.lines[key] ?? null;
}

// src/js/answer.js
function answerDigits(line) {
  if (typeof line !== "string" || !/^[.0-9]{81}$/.test(line)) throw new TypeError(`not a board of 81 cells: ${line}`);
  return Uint8Array.from(line, (ch) => ch === "." ? 0 : ch.charCodeAt(0) - 48);
}
function countSolutions(givens2, limit = 2) {
  const board = Uint8Array.from(givens2), held = new Uint16Array(UNIT_LISTS.length);
  const unitsOf2 = (i) => [rowOf(i), colOf(i), boxUnitOf(i)];
  for (let i = 0; i < board.length; i++) {
    if (!board[i]) continue;
    const bit = 1 << board[i];
    if (unitsOf2(i).some((u) => held[u] & bit)) return { count: 0, first: null };
    for (const u of unitsOf2(i)) held[u] |= bit;
  }
  const blanks = [...board.keys()].filter((i) => !board[i]);
  let count = 0, first = null;
  const fillFrom = (depth) => {
    if (depth === blanks.length) {
      if (count++ === 0) first = Uint8Array.from(board);
      return count >= limit;
    }
    let best = depth, fewest = 10;
    for (let k = depth; k < blanks.length && fewest > 0; k++) {
      const i2 = blanks[k], n = popcount(ALL_DIGITS & ~(held[rowOf(i2)] | held[colOf(i2)] | held[boxUnitOf(i2)]));
      if (n < fewest) {
        fewest = n;
        best = k;
      }
    }
    [blanks[depth], blanks[best]] = [blanks[best], blanks[depth]];
    const i = blanks[depth];
    let left = ALL_DIGITS & ~(held[rowOf(i)] | held[colOf(i)] | held[boxUnitOf(i)]);
    let stop = false;
    while (left && !stop) {
      const digit = lowestDigit(left), bit = 1 << digit;
      left &= ~bit;
      board[i] = digit;
      for (const u of unitsOf2(i)) held[u] |= bit;
      stop = fillFrom(depth + 1);
      for (const u of unitsOf2(i)) held[u] &= ~bit;
      board[i] = 0;
    }
    [blanks[depth], blanks[best]] = [blanks[best], blanks[depth]];
    return stop;
  };
  fillFrom(0);
  return { count, first };
}
function answerKey(puzzle, known = null) {
  const { count, first } = countSolutions(answerDigits(puzzle));
  const solutions = count === 0 ? "none" : count === 1 ? "one" : "several";
  return { solutions, solution: known ?? (count === 1 ? boardLine(first) : null) };
}
function checkAnswer(puzzle, answer, T, key = answerKey(puzzle)) {
  const given = answerDigits(puzzle), found = answerDigits(answer);
  const problems = [];
  for (let i = 0; i < given.length; i++) {
    if (!given[i] || found[i] === given[i]) continue;
    const cell = cellName(i);
    const message = found[i] ? fill(T.MistakeGivenChanged, { cell, given: given[i], found: found[i] }) : fill(T.MistakeGivenErased, { cell, given: given[i] });
    problems.push({ kind: "given_changed", cells: [cell], digit: given[i], found: found[i], message });
  }
  for (let u = 0; u < UNIT_LISTS.length; u++) {
    const kind = Math.floor(u / 9), number = u % 9 + 1;
    for (let digit = 1; digit <= 9; digit++) {
      const names = [];
      for (const i of UNIT_LISTS[u]) if (found[i] === digit) names.push(cellName(i));
      if (names.length < 2) continue;
      const last = names[names.length - 1];
      const unit = fill(T.UnitNumbered, { unit: T[UNIT_TEXTS[kind]], number });
      const message = fill(T.MistakeDuplicate, {
        unit,
        digit,
        count: names.length,
        cells: names.slice(0, -1).join(T.CellsSeparator),
        last
      });
      problems.push({ kind: "duplicate", cells: names, digit, unit: CHECK_UNITS[kind], unit_number: number, message });
    }
  }
  const right = key.solution === null ? null : answerDigits(key.solution);
  for (let i = 0; right !== null && i < given.length; i++) {
    if (given[i] || !found[i] || found[i] === right[i]) continue;
    const cell = cellName(i);
    problems.push({ kind: "wrong", cells: [cell], digit: right[i], found: found[i], message: fill(T.MistakeWrong, { cell, found: found[i] }) });
  }
  for (let i = 0; i < given.length; i++) {
    if (found[i] || given[i]) continue;
    const cell = cellName(i);
    problems.push({ kind: "blank", cells: [cell], message: fill(T.MistakeBlank, { cell }) });
  }
  return {
    correct: problems.length === 0,
    puzzle: boardLine(given),
    answer: boardLine(found),
    solutions: key.solutions,
    solution: key.solution,
    problems
  };
}

// src/js/lines.js
var EVENT_BYTES = 5;
var NO_CELL = 255;
var MOST_LINE_CHARACTERS = 64 * 1024;
var READER_CONSTANTS = {
  KIND_NAMES,
  UNIT_NAMES,
  CHOOSE,
  CONFLICT,
  DEADEND,
  FORCE,
  ELIMINATE,
  RESTORE,
  DETAIL_UNIT_SHIFT,
  RULE_NAMES,
  PATTERN: {
    RULE: PATTERN_RULE_SHIFT,
    LOCKED_DIGIT: PATTERN_LOCKED_DIGIT_SHIFT,
    LOCKED_BOX: PATTERN_LOCKED_BOX_SHIFT,
    LOCKED_COLUMN: PATTERN_LOCKED_COLUMN_SHIFT,
    LOCKED_LINE: PATTERN_LOCKED_LINE_SHIFT,
    PAIR_UNIT: PATTERN_PAIR_UNIT_SHIFT,
    PAIR_INDEX: PATTERN_PAIR_INDEX_SHIFT,
    PAIR_PLACES: PATTERN_PAIR_PLACES_SHIFT,
    PAIR_DIGITS: PATTERN_PAIR_DIGITS_SHIFT
  },
  CLASH_UNITS: CLASH_ORDERS[0][0],
  CLASH_ONE_LOOP: CLASH_ORDERS[0][1],
  EVENT_BYTES,
  NO_CELL,
  MOST_LINE_CHARACTERS,
  LINE_TOO_LONG: `a line of more than ${MOST_LINE_CHARACTERS.toLocaleString("en-US")} characters`
};
function newLineReader(K, most) {
  const FORCE_REASONS2 = ["cell", ...K.UNIT_NAMES];
  const [PLACE2, BACKTRACK2, UNFORCE2] = ["place", "backtrack", "unforce"].map((name) => K.KIND_NAMES.indexOf(name));
  let bytes = new Uint8Array(K.EVENT_BYTES * 4096);
  let count = 0, lines = 0, header = null, end = null, error = null, workedOut = null, overflow = false;
  const board = new Uint8Array(81);
  const inRange = (v, lo, hi) => Number.isInteger(v) && v >= lo && v <= hi;
  const cellName2 = (i) => `r${Math.floor(i / 9) + 1}c${i % 9 + 1}`;
  const unitCells2 = (unit, cell) => {
    const r = Math.floor(cell / 9), c = cell % 9, out = [];
    for (let i = 0; i < 9; i++) {
      if (unit === 0) out.push(r * 9 + i);
      else if (unit === 1) out.push(i * 9 + c);
      else out.push((Math.floor(r / 3) * 3 + Math.floor(i / 3)) * 9 + Math.floor(c / 3) * 3 + i % 3);
    }
    return out;
  };
  const clashOf2 = (cell, digit) => {
    let best = null;
    K.CLASH_UNITS.forEach((unit, rank) => {
      const cells2 = unitCells2(unit, cell);
      const place = cells2.findIndex((other) => other !== cell && board[other] === digit);
      if (place < 0) return;
      const key = K.CLASH_ONE_LOOP ? place * K.CLASH_UNITS.length + rank : rank * 9 + place;
      if (best === null || key < best.key) best = { key, unit, place, withCell: cells2[place] };
    });
    return best;
  };
  const houseCells = (unit, index) => unitCells2(unit, [index * 9, index, Math.floor(index / 3) * 27 + index % 3 * 3][unit]);
  const patternOf = (o) => {
    const rule = K.RULE_NAMES.indexOf(o.rule), P = K.PATTERN;
    if (rule < 0) return `a ${o.ev} event needs "rule": ${K.RULE_NAMES.join(", ")}`;
    const named = K.UNIT_NAMES.filter((unit) => o[unit] !== void 0);
    const bad = named.find((unit) => !inRange(o[unit], 1, 9));
    if (bad !== void 0) return `"${bad}" is ${JSON.stringify(o[bad])}, it must be 1 to 9`;
    const houses = named.map((unit) => ({ unit: K.UNIT_NAMES.indexOf(unit), index: o[unit] - 1 }));
    const name = K.RULE_NAMES[rule];
    if (name === "pointing" || name === "claiming") {
      if (!inRange(o.d, 1, 9)) return `a ${name} needs "d", 1 to 9`;
      const block = houses.find((h) => h.unit === 2), lines2 = houses.filter((h) => h.unit !== 2);
      if (block === void 0 || lines2.length !== 1) return `a ${name} names its "box" and one line, "row" or "col"`;
      const line2 = houseCells(lines2[0].unit, lines2[0].index), crossing = houseCells(2, block.index).filter((c) => line2.includes(c));
      const bits2 = rule << P.RULE | o.d << P.LOCKED_DIGIT | block.index << P.LOCKED_BOX | lines2[0].unit << P.LOCKED_COLUMN | lines2[0].index << P.LOCKED_LINE;
      return { bits: bits2, cell: crossing.length ? crossing[0] : line2[0] };
    }
    if (houses.length !== 1) return `a ${name} names one unit: "row", "col" or "box"`;
    const { cells: cells2, ds } = o, house = houseCells(houses[0].unit, houses[0].index);
    const isCell = (c) => Array.isArray(c) && c.length === 2 && inRange(c[0], 1, 9) && inRange(c[1], 1, 9);
    if (!Array.isArray(cells2) || cells2.length !== 2 || !cells2.every(isCell)) return `a ${name} needs "cells": its two cells`;
    if (!Array.isArray(ds) || ds.length !== 2 || !ds.every((d) => inRange(d, 1, 9))) return `a ${name} needs "ds": its two digits`;
    const places = cells2.map(([r, c]) => house.indexOf((r - 1) * 9 + c - 1));
    if (places[0] < 0 || places[1] <= places[0]) return `a ${name}'s "cells" are two cells of its unit, in the unit's order`;
    if (ds[0] >= ds[1]) return `a ${name}'s "ds" are two different digits, the smaller first`;
    const bits = rule << P.RULE | houses[0].unit << P.PAIR_UNIT | houses[0].index << P.PAIR_INDEX | 9 * places[0] + places[1] << P.PAIR_PLACES | 9 * (ds[0] - 1) + ds[1] - 1 << P.PAIR_DIGITS;
    return { bits, cell: house[places[0]] };
  };
  const eventOf = (o) => {
    const kind = K.KIND_NAMES.indexOf(o.ev);
    if (kind < 0) return `unknown event ${JSON.stringify(String(o.ev)).slice(0, 40)}`;
    if (kind === K.ELIMINATE || kind === K.RESTORE) {
      const pattern = patternOf(o);
      return typeof pattern === "string" ? pattern : { kind, cell: pattern.cell, digit: 0, detail: pattern.bits, withCell: -1 };
    }
    if (!inRange(o.r, 1, 9) || !inRange(o.c, 1, 9)) return "r and c are 1 to 9";
    const cell = (o.r - 1) * 9 + o.c - 1;
    let digit = 0, detail = 0, withCell = K.NO_CELL;
    if (kind === K.CHOOSE) {
      if (!inRange(o.n, 0, 9)) return "n is 0 to 9";
      digit = o.n;
    } else if (kind !== K.DEADEND) {
      if (!inRange(o.d, 1, 9)) return "d is 1 to 9";
      digit = o.d;
    }
    if (kind === K.CONFLICT && o.unit === void 0 && o.with === void 0) {
      const clash2 = clashOf2(cell, digit);
      if (clash2 === null) return `${cellName2(cell)}: ${digit} clashes with nothing: no cell of its row, column or box holds ${digit}`;
      workedOut ??= count + 1;
      return { kind, cell, digit, detail: clash2.unit << K.DETAIL_UNIT_SHIFT | clash2.place, withCell: clash2.withCell };
    }
    if (kind === K.CONFLICT) {
      const unit = K.UNIT_NAMES.indexOf(o.unit);
      const w = o.with;
      if (unit < 0 || !Array.isArray(w) || !inRange(w[0], 1, 9) || !inRange(w[1], 1, 9)) return "a conflict names its unit and the cell it clashes with";
      withCell = (w[0] - 1) * 9 + w[1] - 1;
      const place = unitCells2(unit, cell).indexOf(withCell);
      detail = unit << K.DETAIL_UNIT_SHIFT | (place < 0 || withCell === cell ? 15 : place);
    } else if (kind === K.FORCE) {
      const reason = FORCE_REASONS2.indexOf(o.by ?? "cell");
      if (reason < 0) return "by is cell, row, col or box";
      detail = reason;
    }
    return { kind, cell, digit, detail, withCell };
  };
  const follow = (e) => {
    const placing = e.kind === PLACE2 || e.kind === K.FORCE;
    const erasing = e.kind === BACKTRACK2 || e.kind === UNFORCE2;
    if (placing && board[e.cell] === 0) board[e.cell] = e.digit;
    else if (erasing && board[e.cell] === e.digit) board[e.cell] = 0;
  };
  const push = (e) => {
    if (bytes.length < (count + 1) * K.EVENT_BYTES) {
      const grown = new Uint8Array(bytes.length * 2);
      grown.set(bytes);
      bytes = grown;
    }
    const at2 = count * K.EVENT_BYTES;
    bytes[at2] = e.kind;
    bytes[at2 + 1] = e.cell;
    const pattern = e.kind === K.ELIMINATE || e.kind === K.RESTORE;
    bytes[at2 + 2] = pattern ? e.detail : e.digit;
    bytes[at2 + 3] = pattern ? e.detail >> 8 : e.detail;
    bytes[at2 + 4] = pattern ? e.detail >> 16 : e.withCell;
    count++;
  };
  const fail = (why) => {
    error = { line: lines, why };
    return false;
  };
  function line(text) {
    if (error !== null || overflow) return false;
    lines++;
    if (text.length > K.MOST_LINE_CHARACTERS) return fail(K.LINE_TOO_LONG);
    let o;
    try {
      o = JSON.parse(text);
    } catch (e2) {
      return fail(`not JSON: ${e2.message}`);
    }
    if (o === null || typeof o !== "object" || Array.isArray(o)) return fail("not an object");
    if (lines === 1) {
      if (typeof o.puzzle !== "string" || !/^[.0-9]{81}$/.test(o.puzzle) || typeof o.solver !== "string") {
        return fail("the header names no puzzle of 81 characters and no solver");
      }
      const version = Number.isInteger(o.sudotrace) ? o.sudotrace : null;
      header = { puzzle: o.puzzle.replace(/0/g, "."), solver: o.solver.slice(0, 1024), version };
      for (let i = 0; i < 81; i++) board[i] = header.puzzle[i] === "." ? 0 : Number(header.puzzle[i]);
      return true;
    }
    if (end !== null) return fail("a line after the end record");
    if (o.ev === "end") {
      end = { result: o.result, solution: typeof o.solution === "string" ? o.solution.slice(0, 81) : null, line: lines };
      return true;
    }
    const e = eventOf(o);
    if (typeof e === "string") return fail(e);
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
      header,
      end,
      workedOut,
      overflow,
      count,
      error: error ?? (header === null ? { line: 1, why: "no header" } : null),
      bytes: bytes.slice(0, count * K.EVENT_BYTES)
    })
  };
}

// src/js/trace.js
var FORCE_REASONS = ["cell", ...UNIT_NAMES];
var PackedEvents = class {
  constructor(bytes, count) {
    this.bytes = bytes;
    this.length = count;
  }
  // Event i: { kind, cell, digit, detail, withCell } (withCell -1: none), or undefined
  // past the last. An elimination's or a restore's pattern is in the bytes of its digit,
  // detail and clashing cell (lines.js).
  at(i) {
    if (i < 0 || i >= this.length) return void 0;
    const b = this.bytes, o = i * EVENT_BYTES;
    if (b[o] === ELIMINATE || b[o] === RESTORE) {
      return { kind: b[o], cell: b[o + 1], digit: 0, detail: b[o + 2] | b[o + 3] << 8 | b[o + 4] << 16, withCell: -1 };
    }
    return { kind: b[o], cell: b[o + 1], digit: b[o + 2], detail: b[o + 3], withCell: b[o + 4] === NO_CELL ? -1 : b[o + 4] };
  }
  *[Symbol.iterator]() {
    for (let i = 0; i < this.length; i++) yield this.at(i);
  }
};
function readOf(result) {
  const { bytes, count, ...rest } = result;
  return { ...rest, events: new PackedEvents(bytes, count) };
}
var sameEvent = (a, b) => a.kind === b.kind && a.cell === b.cell && a.digit === b.digit && a.detail === b.detail && a.withCell === b.withCell;
function holdingWords(cell, board, givens2, T) {
  if (givens2[cell]) return fill(T.HoldingGiven, { digit: givens2[cell] });
  return board[cell] ? fill(T.HoldingPlaced, { digit: board[cell] }) : T.HoldingEmpty;
}
var candidateWords = (n, T) => n === 1 ? T.OneCandidate : fill(T.Candidates, { n });
var bitCount = (mask) => {
  let n = 0;
  for (let m = mask; m; m &= m - 1) n++;
  return n;
};
function holderIn(board, cell, digit) {
  for (let unit = 0; unit < UNIT_NAMES.length; unit++) {
    for (let i = 0; i < 9; i++) {
      const other = unitCell(unit, cell, i);
      if (other !== cell && board[other] === digit) return { cell: other, unit };
    }
  }
  return null;
}
var unitWords = (unit, T) => [T.Row, T.Column, T.Box][unit];
function whyImpossible(e, board, givens2, forced, T, standing = null) {
  const cell = e.cell, digit = e.digit, held = board[cell];
  const struck = standing ? standing.elims.struck : null;
  const candidates = (c) => candidatesOn(board, c) & ~(struck ? struck[c] : 0);
  const holds = (c) => fill(T.RefusedHolds, { cell: cellName(c), holding: holdingWords(c, board, givens2, T) });
  const last = standing ? standing.elims.standing.at(-1) : void 0;
  if ((e.kind === BACKTRACK || e.kind === UNFORCE) && standing && last) {
    const stack = standing.stack;
    let at2 = stack.length - 1;
    while (at2 >= 0 && (stack[at2] & ~FORCED_BIT) !== cell) at2--;
    if (at2 >= 0 && at2 < last.after) return fill(T.RefusedEliminationAfter, { cell: cellName(cell) });
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
    case TRY:
      return held ? holds(cell) : null;
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
    case PLACE:
    case FORCE: {
      if (held) {
        const text = givens2[cell] ? T.RefusedAlreadyGiven : T.RefusedAlreadyPlaced;
        return fill(text, { cell: cellName(cell), digit: givens2[cell] || held });
      }
      const holder = holderIn(board, cell, digit);
      if (holder !== null) return fill(T.RefusedInUnit, { holder: cellName(holder.cell), digit, unit: unitWords(holder.unit, T) });
      return e.kind === FORCE ? notForcedWhy(e, board, candidates, T) : null;
    }
    case UNFORCE:
      if (held !== digit || givens2[cell]) return holds(cell);
      return forced[cell] ? null : fill(T.RefusedNotForced, { cell: cellName(cell) });
    case CONFLICT: {
      if (held) return holds(cell);
      if (e.withCell === cell) return fill(T.RefusedWithItself, { cell: cellName(cell) });
      const unit = e.detail >> DETAIL_UNIT_SHIFT;
      if (!inUnit(unit, cell, e.withCell)) return fill(T.RefusedNotInUnit, { with: cellName(e.withCell), unit: unitWords(unit, T), cell: cellName(cell) });
      if (board[e.withCell] !== digit) return fill(T.RefusedDoesNotHold, { with: cellName(e.withCell), holding: holdingWords(e.withCell, board, givens2, T), digit });
      return null;
    }
    case BACKTRACK:
      if (forced[cell] && held) return fill(T.RefusedForcedBacktracked, { cell: cellName(cell), digit: held });
      if (held === 0) return fill(T.RefusedEmpty, { cell: cellName(cell) });
      if (givens2[cell]) return fill(T.RefusedGivenErased, { cell: cellName(cell), holding: holdingWords(cell, board, givens2, T) });
      return held !== digit ? holds(cell) : null;
    default:
      return null;
  }
}
function notForcedWhy(e, board, candidates, T) {
  const bit = 1 << e.digit, long = [T.Row, T.Column, T.Box];
  if (e.detail === 0) {
    const has = candidates(e.cell);
    return has === bit ? null : fill(T.RefusedNotOnlyDigit, { cell: cellName(e.cell), candidates: candidateWords(bitCount(has), T), digit: e.digit });
  }
  const unit = e.detail - 1;
  const other = unitCells(unit, e.cell).find((o) => o !== e.cell && board[o] === 0 && candidates(o) & bit);
  return other === void 0 ? null : fill(T.RefusedNotOnlyPlace, { other: cellName(other), unit: long[unit], digit: e.digit });
}
function involvedIn(e, board, standing = null) {
  const struck = standing ? standing.elims.struck : null;
  if (e.kind === ELIMINATE) {
    const pattern = unpackPattern(e.detail);
    const unmet = pattern && effectOf(pattern, candidatesWith(board, struck)).unmet;
    const named = unmet && ["place-outside", "not-the-pair", "not-in-house"].includes(unmet.why) ? unmet.cell : void 0;
    return named === void 0 || named === e.cell ? null : named;
  }
  if (board[e.cell]) return null;
  switch (e.kind) {
    case CONFLICT:
      return e.withCell === e.cell ? null : e.withCell;
    case PLACE:
    case FORCE: {
      const holder = holderIn(board, e.cell, e.digit);
      if (holder !== null) return holder.cell;
      if (e.kind !== FORCE || e.detail === 0) return null;
      const has = (o) => candidatesOn(board, o) & ~(struck ? struck[o] : 0) & 1 << e.digit;
      const other = unitCells(e.detail - 1, e.cell).find((o) => o !== e.cell && board[o] === 0 && has(o));
      return other ?? null;
    }
    default:
      return null;
  }
}
var impossibleWords = (e, why, T) => fill(T.RefusedEvent, { event: eventWords(e, null, -1, T), why });
function* firstImpossible(events2, puzzle, T, most = events2.length) {
  const givens2 = digitsOf(puzzle), board = digitsOf(puzzle), forced = new Uint8Array(81);
  const standing = newStanding([], null);
  for (let i = 0; i < Math.min(most, events2.length); i++) {
    if (i % SLICE === SLICE - 1) yield;
    const e = events2.at(i);
    const why = whyImpossible(e, board, givens2, forced, T, standing);
    if (why !== null) return { number: i + 1, words: impossibleWords(e, why, T), event: e };
    applyEvent(e, board, forced, standing);
  }
  return null;
}
var newStanding = (stack, elims) => ({ stack: stack.slice(), elims: elims ?? { standing: [], struck: new Uint16Array(81) } });
function applyEvent(e, board, forced, standing = null) {
  if (e.kind === PLACE || e.kind === FORCE) {
    board[e.cell] = e.digit;
    forced[e.cell] = e.kind === FORCE ? 1 : 0;
    standing?.stack.push(e.kind === FORCE ? e.cell | FORCED_BIT : e.cell);
  } else if (e.kind === BACKTRACK || e.kind === UNFORCE) {
    board[e.cell] = 0;
    forced[e.cell] = 0;
    if (standing) {
      const stack = standing.stack;
      let at2 = stack.length - 1;
      while (at2 >= 0 && (stack[at2] & ~FORCED_BIT) !== e.cell) at2--;
      if (at2 >= 0) stack.splice(at2, 1);
    }
  } else if (standing && e.kind === ELIMINATE) {
    strike(standing.elims, unpackPattern(e.detail), board, standing.stack.length);
  } else if (standing && e.kind === RESTORE) {
    unstrike(standing.elims);
  }
}
var SLICE = 2048;
function eventWords(e, order, ranOut, T) {
  const cell = cellName(e.cell), digit = e.digit;
  const candidates = () => e.digit === 1 ? T.OneCandidate : fill(T.Candidates, { n: e.digit });
  const short = [T.RowShort, T.ColumnShort, T.BoxShort], long = [T.Row, T.Column, T.Box];
  switch (e.kind) {
    case TRY:
      return fill(T.EventTry, { cell, digit });
    case CONFLICT:
      return fill(T.EventConflict, { cell, digit, with: cellName(e.withCell), unit: short[e.detail >> DETAIL_UNIT_SHIFT] });
    case PLACE:
      return fill(T.EventPlace, { cell, digit });
    case BACKTRACK:
      return ranOut >= 0 ? fill(T.BacktrackExhausted, { blank: cellName(ranOut), cell, digit }) : fill(T.EventBacktrack, { cell, digit });
    case CHOOSE: {
      const text = order === "mrv" ? T.ChooseFewest : order === "rows" ? T.ChooseNext : T.EventChoose;
      return fill(text, { cell, candidates: candidates() });
    }
    case FORCE:
      return e.detail === 0 ? fill(T.EventOnlyDigit, { cell, digit }) : fill(T.EventOnlyPlace, { cell, digit, unit: long[e.detail - 1] });
    case DEADEND:
      return fill(T.EventDeadEnd, { cell });
    case UNFORCE:
      return fill(T.EventUnforce, { cell, digit });
    case ELIMINATE:
    case RESTORE: {
      const pattern = unpackPattern(e.detail);
      if (pattern === null) return "";
      return e.kind === ELIMINATE ? eliminateWords(pattern, T) : restoreWords(pattern, T.EventRestore, T);
    }
    default:
      return "";
  }
}
function countsOf(events2) {
  const n = {
    tries: 0,
    row: 0,
    col: 0,
    box: 0,
    backtracks: 0,
    choices: 0,
    guesses: 0,
    forced: 0,
    dead_ends: 0,
    unforced: 0,
    pointing: 0,
    claiming: 0,
    naked_pair: 0,
    hidden_pair: 0,
    restored: 0
  };
  const b = events2.bytes;
  for (let o = 0; o < events2.length * EVENT_BYTES; o += EVENT_BYTES) {
    switch (b[o]) {
      // An elimination's rule is in the lowest bits of its pattern, from its digit's byte on.
      case ELIMINATE:
        n[COUNTS[RULE_COUNTS[b[o + 2] >> PATTERN_RULE_SHIFT & PATTERN_RULE_MASK]]]++;
        break;
      case RESTORE:
        n.restored++;
        break;
      case TRY:
        n.tries++;
        break;
      case CONFLICT:
        n[UNIT_NAMES[b[o + 3] >> DETAIL_UNIT_SHIFT]]++;
        break;
      case BACKTRACK:
        n.backtracks++;
        break;
      case CHOOSE:
        n.choices++;
        if (b[o + 2] >= 2) n.guesses++;
        break;
      case FORCE:
        n.forced++;
        break;
      case DEADEND:
        n.dead_ends++;
        break;
      case UNFORCE:
        n.unforced++;
        break;
    }
  }
  return n;
}
function howWords(did, would, board, search, T) {
  if (did === void 0 || would === void 0) return "";
  const unitWords3 = [T.Row, T.Column, T.Box];
  let how = null;
  if (did.kind === CONFLICT && would.kind === CONFLICT && did.cell === would.cell && did.digit === would.digit) {
    const [checked, before] = [did, would].map((e) => e.detail >> DETAIL_UNIT_SHIFT);
    if (checked !== before) how = fill(T.HowUnitOrder, { checked: unitWords3[checked], before: unitWords3[before] });
  } else if (did.kind === TRY && would.kind === TRY && did.cell === would.cell && did.digit !== would.digit) {
    how = fill(T.HowDigitOrder, { digit: did.digit, cell: cellName(did.cell), search, instead: would.digit });
  } else if (did.kind === TRY && would.kind === TRY && did.cell !== would.cell) {
    const byColumns = Array.from({ length: 81 }, (_, i) => i % 9 * 9 + Math.floor(i / 9)).find((c) => board[c] === 0);
    how = byColumns === did.cell ? T.HowColumnOrder : fill(T.HowBlankOrder, { cell: cellName(did.cell), search, instead: cellName(would.cell) });
  }
  return how === null ? "" : fill(T.DepartureHow, { how });
}
var ORDER_TEXTS = { "unit-by-unit": "HowUnitByUnit", "one-loop": "HowOneLoop", "one-loop-column-first": "HowOneLoopColumnFirst" };
function* departureSteps(mine, theirs, strategy, T, puzzle) {
  const board = digitsOf(puzzle);
  const orders = clashOrders(CHECK_NAMES.indexOf(strategy.check));
  const { own } = orders;
  let told = null;
  const kept = () => keptOrder(orders);
  const search = strategy.search;
  let i = 0;
  for (; i < mine.length || i < theirs.length; i++) {
    if (i % SLICE === SLICE - 1) yield;
    const did2 = mine.at(i);
    let would2 = theirs.at(i);
    if (did2 === void 0 || would2 === void 0) break;
    if (would2.kind === CONFLICT && kept() !== own) would2 = renamed(would2, board, kept());
    if (did2.kind === CONFLICT && would2.kind === CONFLICT && did2.cell === would2.cell && did2.digit === would2.digit) {
      const naming = ordersNaming(orders.left, board, did2.cell, did2.digit, did2.detail >> DETAIL_UNIT_SHIFT, did2.withCell);
      if (naming === 0) break;
      orders.left = naming;
      if (!(naming & 1 << own) && told === null) told = { event: i + 1, did: did2, would: would2 };
      continue;
    }
    if (!sameEvent(did2, would2)) break;
    if (did2.kind === PLACE || did2.kind === FORCE) board[did2.cell] = did2.digit;
    else if (did2.kind === BACKTRACK || did2.kind === UNFORCE) board[did2.cell] = 0;
  }
  const order = told === null ? null : {
    name: CLASH_ORDERS[kept()][2],
    event: told.event,
    words: T[ORDER_TEXTS[CLASH_ORDERS[kept()][2]]]
  };
  if (i >= mine.length && i >= theirs.length) return order === null ? null : { event: null, words: null, order };
  const did = mine.at(i);
  let would = theirs.at(i);
  if (would !== void 0 && would.kind === CONFLICT && kept() !== own) would = renamed(would, board, kept());
  const digitsFrom = (d) => d === 9 ? "9" : `${d}–9`;
  let didWords;
  if (did === void 0) didWords = T.DidEnds;
  else if (did.kind === BACKTRACK && would !== void 0 && would.kind === TRY) {
    didWords = did.cell === would.cell ? fill(T.DidBacktrackUntried, { cell: cellName(would.cell), digits: digitsFrom(would.digit) }) : fill(T.DidBacktrackUntriedErasing, { cell: cellName(would.cell), digits: digitsFrom(would.digit), erased: did.digit, at: cellName(did.cell) });
  } else didWords = fill(T.DidHas, { event: eventWords(did, null, -1, T) });
  let wouldWords;
  if (would === void 0) wouldWords = fill(T.WouldStop, { search });
  else {
    const WOULD = [
      "WouldTry",
      "WouldConflict",
      "WouldPlace",
      "WouldBacktrack",
      "WouldChoose",
      "WouldForce",
      "WouldDeadEnd",
      "WouldUnforce",
      "WouldEliminate",
      "WouldRestore"
    ];
    const long = [T.Row, T.Column, T.Box];
    wouldWords = fill(T[WOULD[would.kind]], {
      search,
      digit: would.kind === CHOOSE || would.kind === DEADEND ? 0 : would.digit,
      cell: cellName(would.cell),
      with: would.kind === CONFLICT ? cellName(would.withCell) : "",
      unit: would.kind === CONFLICT ? long[would.detail >> DETAIL_UNIT_SHIFT] : "",
      words: eventWords(would, null, -1, T)
    });
  }
  const refusal = did === void 0 ? null : yield* firstImpossible(mine, puzzle, T, i + 1);
  if (refusal !== null && refusal.number === i + 1) {
    const words = fill(T.DepartureWords, { number: fmt(i + 1), did: refusal.words, would: wouldWords, how: "" });
    return { event: i + 1, words, order, refused: refusal.words, would: wouldWords };
  }
  const how = howWords(did, would, board, search, T);
  return { event: i + 1, words: fill(T.DepartureWords, { number: fmt(i + 1), did: didWords, would: wouldWords, how }), order, refused: null, would: wouldWords };
}
function finalBoard(read) {
  const board = digitsOf(read.header.puzzle), b = read.events.bytes;
  for (let o = 0; o < read.events.length * EVENT_BYTES; o += EVENT_BYTES) {
    const kind = b[o];
    if (kind === PLACE || kind === FORCE) board[b[o + 1]] = b[o + 2];
    else if (kind === BACKTRACK || kind === UNFORCE) board[b[o + 1]] = 0;
  }
  return Array.from(board, (d) => d ? String(d) : ".").join("");
}
function runEnding(read, theirs, T) {
  const n = fmt(read.events.length), end = read.end;
  if (read.overflow) return fill(T.PageRunEndPageLimit, { n });
  if (end === null) return fill(T.PageRunEndNone, { n });
  switch (end.result) {
    case "solved": {
      const claimed = typeof end.solution === "string" && /^[.0-9]{81}$/.test(end.solution) ? end.solution : finalBoard(read);
      const verdict = checkAnswer(read.header.puzzle, claimed, T);
      if (verdict.correct) return T.PageRunEndSolved;
      const broken = verdict.problems.filter((p) => p.kind !== "blank");
      const named = (broken.length > 0 ? broken : verdict.problems).slice(0, 3).map((p) => p.message);
      return fill(T.PageRunEndBroken, { problems: named.join(T.ListSeparator) });
    }
    case "unsolvable":
      return theirs?.end?.result === "solved" ? T.PageRunEndNoSolutionButOne : T.PageRunEndNoSolution;
    case "limit":
      return fill(T.PageRunEndLimit, { n });
    default:
      return fill(T.PageRunEndNone, { n });
  }
}
function traceText(read) {
  const { header, events: events2, end } = read;
  const out = [JSON.stringify({ sudotrace: header.version, puzzle: header.puzzle, solver: header.solver })];
  const rc2 = (cell) => `"r":${Math.floor(cell / 9) + 1},"c":${cell % 9 + 1}`;
  for (const e of events2) {
    if (e.kind === ELIMINATE || e.kind === RESTORE) {
      const pattern = unpackPattern(e.detail);
      if (pattern !== null) out.push(JSON.stringify({ ev: KIND_NAMES[e.kind], ...patternFields(pattern) }));
      continue;
    }
    const head = `{"ev":"${KIND_NAMES[e.kind]}",${rc2(e.cell)}`;
    switch (e.kind) {
      case CHOOSE:
        out.push(`${head},"n":${e.digit}}`);
        break;
      case DEADEND:
        out.push(`${head}}`);
        break;
      case FORCE:
        out.push(`${head},"d":${e.digit},"by":"${FORCE_REASONS[e.detail]}"}`);
        break;
      case CONFLICT: {
        const w = e.withCell;
        out.push(`${head},"d":${e.digit},"unit":"${UNIT_NAMES[e.detail >> DETAIL_UNIT_SHIFT]}","with":[${Math.floor(w / 9) + 1},${w % 9 + 1}]}`);
        break;
      }
      default:
        out.push(`${head},"d":${e.digit}}`);
    }
  }
  if (end !== null) out.push(JSON.stringify({ ev: "end", result: end.result, solution: end.solution }));
  return `${out.join("\n")}
`;
}

// src/js/build.js
function newProfile() {
  return { per: 1, points: 0, low: [], high: [] };
}
function pushDepth(p, depth) {
  let index = Math.floor(p.points / p.per);
  if (index === p.low.length && index === 2 * MAX_COLUMNS) {
    const halve = (a, f) => Array.from({ length: Math.ceil(a.length / 2) }, (_, i) => f(a[2 * i], a[Math.min(a.length - 1, 2 * i + 1)]));
    p.low = halve(p.low, Math.min);
    p.high = halve(p.high, Math.max);
    p.per *= 2;
    index = Math.floor(p.points / p.per);
  }
  if (index < p.low.length) {
    p.low[index] = Math.min(p.low[index], depth);
    p.high[index] = Math.max(p.high[index], depth);
  } else {
    p.low.push(depth);
    p.high.push(depth);
  }
  p.points++;
}
var base64Of = (bytes) => {
  let s = "";
  for (let i = 0; i < bytes.length; i += 32768) s += String.fromCharCode(...bytes.subarray(i, i + 32768));
  return btoa(s);
};
function newLandmarks(depth) {
  return { depth, conflict: null, backtrack: null, deadEnd: null, deepest: null, run: null, longest: null };
}
function endRun(m) {
  if (m.run !== null && (m.longest === null || m.run.length > m.longest.length)) m.longest = m.run;
  m.run = null;
}
function noteMoment(m, n, kind) {
  switch (kind) {
    case CONFLICT:
      m.conflict ??= n;
      break;
    case DEADEND:
      m.deadEnd ??= n;
      break;
    case BACKTRACK:
      m.backtrack ??= n;
      goOn(m, n);
      break;
    case UNFORCE:
    case RESTORE:
      goOn(m, n);
      break;
    case PLACE:
    case FORCE:
      endRun(m);
      if (m.deepest === null || m.depth + 1 > m.deepest.depth) m.deepest = { depth: m.depth + 1, at: n };
      break;
  }
  if (kind === PLACE || kind === FORCE) m.depth++;
  else if (kind === BACKTRACK || kind === UNFORCE) m.depth = Math.max(0, m.depth - 1);
}
function goOn(m, n) {
  m.run ??= { from: n, length: 0 };
  m.run.length++;
}
function markersOf(m, last, { reachesEnd, end, window: window2, cut }, T) {
  const out = [];
  const mark = (at2, label2) => out.push({ at: at2, label: label2, own: false });
  const within = (whole) => T[window2 ? `${whole}Window` : whole];
  if (m.conflict !== null) mark(m.conflict, within("PageFirstConflict"));
  if (m.backtrack !== null) mark(m.backtrack, within("PageFirstBacktrack"));
  if (m.deadEnd !== null) mark(m.deadEnd, within("PageFirstDeadEnd"));
  if (m.deepest !== null && m.deepest.at !== last) mark(m.deepest.at, fill(within("PageDeepest"), { depth: m.deepest.depth }));
  const atEnd = m.deepest !== null && m.deepest.at === last ? fill(T.PageDeepestAtEnd, { depth: m.deepest.depth }) : "";
  endRun(m);
  if (m.longest !== null && m.longest.length >= 2) mark(m.longest.from, fill(within("PageLongestRun"), { n: fmt(m.longest.length) }));
  let label;
  if (cut) label = T.PageCutShortHere;
  else if (!reachesEnd) label = T.PageEndOfWindow;
  else label = end !== null ? fill(T.ShowEnd, { words: end }) : T.PageTheEnd;
  mark(last, label + atEnd);
  return out;
}
function mergedMarkers(markers, T) {
  const out = markers.slice().sort((a, b) => a.at - b.at);
  const merged = [];
  for (const marker2 of out) {
    const prev = merged.at(-1);
    if (prev && prev.at === marker2.at) {
      prev.label += T.ListSeparator + marker2.label;
      prev.own ||= marker2.own;
    } else {
      merged.push({ ...marker2 });
    }
  }
  return merged;
}
function paceOf(events2, speeds) {
  const frames = (n, speed) => Math.ceil(n / speed);
  const opening = Math.min(events2, OPENING_EVENTS);
  const fits = (cruise2) => frames(opening, 1) + frames(events2 - opening, cruise2) <= MOST_SECONDS * FRAMES_A_SECOND;
  const cruise = speeds.filter((s) => s >= 1).find(fits) ?? speeds.at(-1);
  return cruise > 1 ? { speed: 1, opening, cruise } : { speed: 1, opening: 0, cruise: null };
}
var strategyNamed = (D, name) => D.strategies.find((s) => s.name === name);
function endingWords(result, vouched, T) {
  const OUTCOMES = { solved: "Solved", unsolvable: "Unsolvable", limit: "Limit" };
  if (!Object.hasOwn(OUTCOMES, result)) return null;
  return vouched ? T[`${OUTCOMES[result]}Words`] : T[`Claim${OUTCOMES[result]}`];
}
function* builtSteps(raw, events2) {
  const T = raw.ui;
  const { departs } = raw;
  const strategy = strategyNamed(raw, raw.solver);
  const order = strategy ? strategy.order : null;
  const givens2 = digitsOf(raw.puzzle), board = digitsOf(raw.board), forced = new Uint8Array(81);
  for (const entry of raw.stack) if (entry & FORCED_BIT) forced[entry & ~FORCED_BIT] = 1;
  const standing = newStanding(raw.stack, eliminationsOf(raw));
  const codes = new Uint8Array(2 * events2.length);
  let details = new Uint8Array(events2.length);
  const pushDetail = (byte) => {
    if (detailCount === details.length) {
      const grown = new Uint8Array(2 * details.length + PATTERN_BYTES);
      grown.set(details);
      details = grown;
    }
    details[detailCount++] = byte;
  };
  const exhausted = new Uint8Array(events2.length), words = /* @__PURE__ */ new Map();
  const profile = newProfile(), moments = newLandmarks(raw.depth);
  let depth = raw.depth, refused = null, held = 0, guess = false, ranOutSeen = false;
  let seen = 0, detailCount = 0, backtracks = 0;
  pushDepth(profile, depth);
  for (let i = 0; i < events2.length; i++) {
    if (i % SLICE === SLICE - 1) yield;
    const e = events2.at(i);
    const n = raw.base + held + 1;
    const why = whyImpossible(e, board, givens2, forced, T, standing);
    if (why !== null) {
      refused = { at: n, cell: e.cell, digit: e.digit, involved: involvedIn(e, board, standing), words: impossibleWords(e, why, T) };
      break;
    }
    const code2 = e.kind | e.cell << CODE_CELL_SHIFT | e.digit << CODE_DIGIT_SHIFT;
    codes[2 * held] = code2 & 255;
    codes[2 * held + 1] = code2 >> 8;
    if (e.kind === CONFLICT || e.kind === FORCE) pushDetail(e.detail);
    else if (e.kind === ELIMINATE || e.kind === RESTORE) for (let b = 0; b < PATTERN_BYTES; b++) pushDetail(e.detail >> 8 * b & 255);
    applyEvent(e, board, forced, standing);
    if (e.kind === PLACE || e.kind === FORCE) depth++;
    else if (e.kind === BACKTRACK || e.kind === UNFORCE) depth--;
    const departed = departs !== null && n >= departs;
    const known = departed ? null : order;
    let ranOut = -1;
    if (e.kind === BACKTRACK) {
      if (known === "rows") {
        for (let i2 = e.cell + 1; i2 < 81 && ranOut < 0; i2++) if (board[i2] === 0) ranOut = i2;
      }
      exhausted[backtracks++] = ranOut + 1;
      ranOutSeen ||= ranOut >= 0;
    }
    const key = keyOf(e, ranOut + 1, departed);
    if (!words.has(key)) words.set(key, eventWords(e, known, ranOut, T));
    seen |= 1 << e.kind;
    guess ||= e.kind === CHOOSE && e.digit >= 2;
    pushDepth(profile, depth);
    noteMoment(moments, n, e.kind);
    held++;
  }
  const last = raw.base + held;
  const total = raw.total === void 0 ? last : raw.total;
  const reachesEnd = total === last;
  const kinds = KIND_NAMES.filter((_, k) => seen & 1 << k);
  if (guess) kinds.push("guess");
  if (seen & 1 << FORCE) kinds.push("forced");
  if (ranOutSeen) kinds.push("ranout");
  const ending2 = refused === null && reachesEnd ? raw.ending : null;
  const full = board.every((d) => d !== 0);
  const end = ending2 ? endingWords(ending2.result, ending2.vouched || ending2.result === "solved" && full, T) : null;
  const cut = raw.cutShort && refused === null;
  let markers = markersOf(moments, last, { reachesEnd, end, window: raw.first > 0, cut }, T);
  if (refused !== null) {
    markers = markers.filter((m) => m.at !== last || !m.label.startsWith(T.PageTheEnd));
    markers.push({ at: refused.at, label: T.PageCannotHappen, own: false });
  }
  const lastShown = refused ? refused.at : last;
  if (departs !== null && departs >= raw.first && departs <= lastShown) {
    const search = strategy ? fill(T.SearchAndSolver, { search: strategy.search, solver: strategy.name }) : raw.solver;
    markers.push({ at: departs, label: fill(T.DepartsHere, { search }), own: false });
  }
  for (const own of raw.ownMarkers) markers.push({ ...own, own: true });
  const lesson = raw.lesson ?? [];
  lesson.forEach(({ at: at2 }, i) => markers.push({ at: at2, label: fill(T.PageLessonMoment, { n: i + 1, count: lesson.length }), own: true }));
  const max = profile.high.reduce((a, b) => Math.max(a, b), 0);
  const data = { ...raw };
  for (const said of ["ownMarkers", "ending", "cutShort", "cannotHappen"]) delete data[said];
  return {
    ...data,
    last,
    total,
    kinds,
    cut: cut ? T.PageCutHere : null,
    codes: codes.slice(0, 2 * held),
    details: details.slice(0, detailCount),
    exhausted: exhausted.slice(0, backtracks),
    words: Object.fromEntries(words),
    rest: fill(T.ThePuzzle, { blanks: givens2.filter((d) => d === 0).length }),
    end,
    refused,
    profile: { per_column: profile.per, low: base64Of(Uint8Array.from(profile.low)), high: base64Of(Uint8Array.from(profile.high)), max },
    markers: mergedMarkers(markers, T)
  };
}
function rawOfRun(base, read, { departs = null, listing = null } = {}) {
  const { header, events: events2 } = read;
  const strategy = strategyNamed(base, header.solver);
  const n = countsOf(events2);
  const byPage = read.overflow === true;
  const end = byPage ? { result: "limit" } : read.end;
  const ending2 = end === null ? null : { result: end.result, vouched: departs === null && strategy !== void 0 || byPage };
  return {
    ...base,
    solver: header.solver,
    label: strategy ? strategy.label : header.solver,
    puzzle: header.puzzle,
    board: header.puzzle,
    base: 0,
    first: 0,
    total: void 0,
    used: [],
    stack: [],
    chooses: strategy ? strategy.chooses : null,
    listings: listing === null ? null : { js: listing },
    start: 0,
    ...paceOf(events2.length, base.speeds),
    stats: Object.fromEntries(Object.keys(base.stats).map((k) => [k, 0])),
    depth: 0,
    choosing: n.choices + n.forced + n.dead_ends > 0,
    check: strategy ? strategy.check : null,
    candidates: false,
    mode: "watch",
    ending: ending2,
    cutShort: end === null,
    cannotHappen: null,
    departs,
    ownMarkers: [],
    lesson: [],
    questions: [],
    page: ""
  };
}
function withListings(data) {
  const shared = data.listingLines;
  if (shared === void 0) return data;
  for (const { listing } of data.strategies) {
    if (listing.runs === void 0) continue;
    listing.text = listing.runs.flatMap(([first, count]) => shared.slice(first, first + count)).join("\n");
    delete listing.runs;
  }
  delete data.listingLines;
  return data;
}
async function pageDataOf(raw, budget = OPENING_BUDGET) {
  withListings(raw);
  const events2 = eventObjects(await eventsOf(raw), raw.cannotHappen);
  return budget === null ? drain(builtSteps(raw, events2)) : sliced(builtSteps(raw, events2), budget);
}
function* runDataSteps(base, read, options = {}) {
  return yield* builtSteps(rawOfRun(base, read, options), read.events);
}
async function packedData(data) {
  const packed = async (bytes) => {
    const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream("deflate"));
    return base64Of(new Uint8Array(await new Response(stream).arrayBuffer()));
  };
  const { codes, details, exhausted, ...rest } = data;
  const [events2, d, x] = await Promise.all([codes, details, exhausted].map(packed));
  return { ...rest, events: events2, details: d, exhausted: x };
}

// src/js/replay.js
function* replaySteps(D, events2, onPlaced) {
  const { codes, details } = events2;
  const state2 = {
    pos: D.base,
    board: digitsOf(D.board),
    counts: Float64Array.from(COUNTS, (name) => D.stats[name]),
    depth: D.depth,
    // The cells placed, in the order made (a forced one + FORCED_BIT): the recursion's stack.
    stack: Array.from(D.stack),
    // The eliminations standing, and the candidates they took from each cell.
    elims: eliminationsOf(D),
    // The next byte of events.details and of events.exhausted to take.
    detail: 0,
    exhausted: 0
  };
  const check = checkOf(D);
  const CHECK_COUNT = check < 0 ? TABLE_LOOKUPS : checkCount(check);
  const BLANKS = digitsOf(D.puzzle).filter((d) => d === 0).length;
  const costNow = (kind, detail) => costOf(check, kind, detail, BLANKS - state2.depth);
  const unstack = (cell) => {
    const stack = state2.stack;
    let at2 = stack.length - 1;
    while (at2 >= 0 && (stack[at2] & ~FORCED_BIT) !== cell) at2--;
    if (at2 === stack.length - 1) stack.pop();
    else if (at2 >= 0) stack.splice(at2, 1);
  };
  const patternAt = (c, at2) => (
    /** @type {import('./patterns.js').Pattern} */
    unpackPattern(detailAt(c, details, at2))
  );
  function forward(k) {
    const c = codes[k], cell = cellOf(c), digit = digitOf(c), n = state2.counts, kind = kindOf(c);
    if (check >= 0) n[CHECK_COUNT] += costNow(kind, kind === CONFLICT ? details[state2.detail] : 0);
    switch (kind) {
      case ELIMINATE: {
        const pattern = patternAt(c, state2.detail);
        strike(state2.elims, pattern, state2.board, state2.depth);
        n[RULE_COUNTS[pattern.rule]]++;
        state2.detail += PATTERN_BYTES;
        break;
      }
      case RESTORE:
        unstrike(state2.elims);
        n[RESTORED]++;
        state2.detail += PATTERN_BYTES;
        break;
      case TRY:
        n[TRIES]++;
        break;
      case CONFLICT:
        n[ROW + (details[state2.detail++] >> DETAIL_UNIT_SHIFT)]++;
        break;
      case PLACE:
        state2.board[cell] = digit;
        state2.depth++;
        state2.stack.push(cell);
        break;
      case BACKTRACK:
        state2.board[cell] = 0;
        state2.depth--;
        n[BACKTRACKS]++;
        state2.exhausted++;
        unstack(cell);
        break;
      case CHOOSE:
        n[CHOICES]++;
        if (digit >= 2) n[GUESSES]++;
        break;
      case FORCE:
        state2.board[cell] = digit;
        state2.depth++;
        n[FORCED]++;
        state2.detail++;
        state2.stack.push(cell | FORCED_BIT);
        break;
      case DEADEND:
        n[DEAD_ENDS]++;
        break;
      case UNFORCE:
        state2.board[cell] = 0;
        state2.depth--;
        n[UNFORCED]++;
        unstack(cell);
        break;
    }
    state2.pos++;
  }
  function backward(k) {
    const c = codes[k], cell = cellOf(c), digit = digitOf(c), n = state2.counts, kind = kindOf(c);
    switch (kind) {
      case ELIMINATE: {
        state2.detail -= PATTERN_BYTES;
        unstrike(state2.elims);
        n[RULE_COUNTS[patternAt(c, state2.detail).rule]]--;
        break;
      }
      case RESTORE:
        state2.detail -= PATTERN_BYTES;
        strike(state2.elims, patternAt(c, state2.detail), state2.board, state2.depth);
        n[RESTORED]--;
        break;
      case TRY:
        n[TRIES]--;
        break;
      case CONFLICT:
        n[ROW + (details[--state2.detail] >> DETAIL_UNIT_SHIFT)]--;
        break;
      case PLACE:
        state2.board[cell] = 0;
        state2.depth--;
        unstack(cell);
        break;
      case BACKTRACK:
        state2.board[cell] = digit;
        state2.depth++;
        n[BACKTRACKS]--;
        state2.exhausted--;
        state2.stack.push(cell);
        break;
      case CHOOSE:
        n[CHOICES]--;
        if (digit >= 2) n[GUESSES]--;
        break;
      case FORCE:
        state2.board[cell] = 0;
        state2.depth--;
        n[FORCED]--;
        state2.detail--;
        unstack(cell);
        break;
      case DEADEND:
        n[DEAD_ENDS]--;
        break;
      case UNFORCE:
        state2.board[cell] = digit;
        state2.depth++;
        n[UNFORCED]--;
        state2.stack.push(cell | FORCED_BIT);
        break;
    }
    if (check >= 0) n[CHECK_COUNT] -= costNow(kind, kind === CONFLICT ? details[state2.detail] : 0);
    state2.pos--;
  }
  const EVERY = D.checkpoint;
  const checkpoints = [];
  const snapshot = () => ({
    board: state2.board.slice(),
    counts: state2.counts.slice(),
    depth: state2.depth,
    detail: state2.detail,
    exhausted: state2.exhausted,
    stack: state2.stack.slice(),
    elims: { standing: state2.elims.standing.slice(), struck: state2.elims.struck.slice() }
  });
  for (let k = 0; k < events2.held; k++) {
    if (k % EVERY === 0) {
      checkpoints.push(snapshot());
      yield;
    }
    forward(k);
    const kind = kindOf(codes[k]);
    if (kind === PLACE || kind === FORCE) onPlaced(k, state2.depth);
  }
  if (events2.held % EVERY === 0) checkpoints.push(snapshot());
  function restore(j) {
    const cp = checkpoints[j];
    state2.board.set(cp.board);
    state2.counts.set(cp.counts);
    state2.depth = cp.depth;
    state2.detail = cp.detail;
    state2.exhausted = cp.exhausted;
    state2.stack = cp.stack.slice();
    state2.elims = { standing: cp.elims.standing.slice(), struck: cp.elims.struck.slice() };
    state2.pos = D.base + j * EVERY;
  }
  const last = D.refused ? D.refused.at : D.last;
  let onRefused = false;
  const here2 = () => onRefused ? last : state2.pos;
  const clamp = (p) => Math.max(D.first, Math.min(last, p));
  function goTo(p) {
    p = clamp(Math.round(p));
    onRefused = p > D.last;
    p = Math.min(p, D.last);
    if (p === state2.pos) return;
    const near = p > state2.pos ? p - state2.pos <= EVERY : state2.pos - p <= EVERY / 2;
    if (!near) restore(Math.floor((p - D.base) / EVERY));
    while (state2.pos < p) forward(state2.pos - D.base);
    while (state2.pos > p) backward(state2.pos - D.base - 1);
  }
  function eventAt() {
    if (onRefused) return { refused: true, kind: -1, cell: D.refused.cell, digit: D.refused.digit, involved: D.refused.involved };
    const k = state2.pos - D.base - 1;
    if (k < 0) return null;
    const c = codes[k];
    return { c, kind: kindOf(c), cell: cellOf(c), digit: digitOf(c), detail: detailAt(c, details, state2.detail - detailBytes(c)) };
  }
  const candidates = () => candidatesWith(state2.board, state2.elims.struck);
  return { D, events: events2, state: state2, check, last, here: here2, goTo, restore, eventAt, candidates, refusedShown: () => onRefused };
}

// src/js/tree.js
var newNodeStarts = () => Array.from({ length: CELLS + 1 }, () => []);
function noteNode(starts, D, k, depth) {
  starts[depth].push(D.base + 1 + k);
}
function placedBy(starts, d, p) {
  const at2 = starts[d] || [];
  let lo = 0, hi = at2.length;
  while (lo < hi) {
    const mid = lo + hi >> 1;
    if (at2[mid] <= p) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
function nodeAt(starts, d, p) {
  const n = placedBy(starts, d, p);
  return n > 0 ? starts[d][n - 1] : null;
}
function nodesSoFar(starts, maxDepth2, p) {
  let n = 0;
  for (let d = 1; d <= maxDepth2; d++) n += placedBy(starts, d, p);
  return n;
}

// src/js/page.js
var byId = (id) => document.getElementById(id);
if (!window.name.startsWith("sudotrace-")) window.name = `sudotrace-${Math.random().toString(36).slice(2)}`;
var RUN_KEY = `sudotrace-run ${location.pathname} ${window.name}`;
var OWN_DATA = withListings(JSON.parse(byId("sudotrace-data").textContent));
function keptRun() {
  try {
    const run = JSON.parse(sessionStorage.getItem(RUN_KEY));
    return run && run.format === OWN_DATA.format ? run : null;
  } catch {
    return null;
  }
}
var KEPT = keptRun();
var pageData = KEPT !== null ? { ...OWN_DATA, ...KEPT } : await pageDataOf(OWN_DATA);
var pageTexts = pageData.ui;
var pageStackWords = pageData.stackWords;
var events = await eventsOf(pageData);
var givens = digitsOf(pageData.puzzle);
var nodeStarts = newNodeStarts();
var replay = await sliced(replaySteps(pageData, events, (k, depth) => noteNode(nodeStarts, pageData, k, depth)), OPENING_BUDGET);
var state = replay.state;
var here = replay.here;
var LAST = replay.last;
var span = Math.max(1, LAST - pageData.first);
var ofPosition = (p) => (p - pageData.first) / span;
var MARKER_LABELS = new Map(pageData.markers.map((m) => [m.at, m.label]));
var markerLabelAt = (p) => MARKER_LABELS.get(p) ?? null;

// src/js/stack.js
function stackEntries(givens2, state2, from, chooses) {
  const board = givens2.slice();
  for (const entry of state2.stack.slice(0, from)) board[entry & ~FORCED_BIT] = state2.board[entry & ~FORCED_BIT];
  return state2.stack.slice(from).map((entry) => {
    const cell = entry & ~FORCED_BIT, digit = state2.board[cell];
    const fits = candidatesOn(board, cell);
    const above = ~((1 << digit + 1) - 1) & ALL_DIGITS;
    let how, left = 0, by = null, n = null;
    if (entry & FORCED_BIT) {
      how = "forced";
      const unit = forcedBy(board, cell, digit);
      by = unit < 0 ? "cell" : UNIT_NAMES[unit];
    } else if (chooses) {
      how = "chosen";
      n = popcount(fits);
      left = fits & above;
    } else {
      how = "tried";
      left = above;
    }
    board[cell] = digit;
    return { cell, digit, how, by, n, left };
  });
}
function stackWords(W, e) {
  const how = e.how === "tried" ? W.tried : e.how === "chosen" ? e.n === 1 ? W.chosen_one : fill(W.chosen, { n: e.n }) : e.by === "cell" ? W.forced_cell : fill(W.forced_unit, { unit: W[e.by] });
  const digits = digitsIn(e.left);
  const left = e.how === "forced" ? "" : digits.length ? fill(W.left, { digits: digits.join(" ") }) : W.nothing_left;
  return fill(W.entry, { cell: cellName(e.cell), digit: e.digit, how, left });
}
var stackChooses = (D, state2) => D.chooses ?? state2.counts[CHOICES] > 0;
function makeStackTexts(D, givens2) {
  let keys = [], texts = [], wereChoosing = null;
  return (state2) => {
    const chooses = stackChooses(D, state2);
    const now = state2.stack.map((entry) => entry * 16 + state2.board[entry & ~FORCED_BIT]);
    let shared = 0;
    if (chooses === wereChoosing) {
      while (shared < now.length && shared < keys.length && now[shared] === keys[shared]) shared++;
    }
    texts = texts.slice(0, shared).concat(stackEntries(givens2, state2, shared, chooses).map((e) => stackWords(D.stackWords, e)));
    keys = now;
    wereChoosing = chooses;
    return texts;
  };
}

// src/js/tables.js
function unitsHolding(board, used2 = new Uint16Array(27)) {
  used2.fill(0);
  for (let i = 0; i < CELLS; i++) {
    const d = board[i];
    if (!d) continue;
    const bit = 1 << d;
    used2[Math.floor(i / 9)] |= bit;
    used2[9 + i % 9] |= bit;
    used2[18 + boxOf(i)] |= bit;
  }
  return used2;
}
function tablesOf(board, e, check, work, used2) {
  const held = unitsHolding(board, used2);
  if (check !== TABLES || e === null || e.refused || work === null || work.blanks !== null) return { used: held, looked: null };
  const { cell, digit } = e;
  const placed = e.kind === PLACE;
  const units = [Math.floor(cell / 9), cell % 9, boxOf(cell)];
  const entries = [];
  for (let unit = 0; unit < Math.min(work.steps, UNIT_NAMES.length); unit++) {
    const index = units[unit];
    entries.push({ unit, index, held: !placed && (held[unit * 9 + index] & 1 << digit) !== 0 });
  }
  return { used: held, looked: { cell, digit, entries } };
}
function tablesWords(T, tables, check) {
  const { looked } = tables;
  if (looked !== null) {
    const said = fill(T.SideTablesLooked, { cell: cellName(looked.cell), digit: looked.digit });
    const entries = looked.entries.map((entry) => fill(
      entry.held ? T.SideTablesHeld : T.SideTablesFree,
      { unit: T[UNIT_SHORT_TEXTS[entry.unit]], n: entry.index + 1 }
    ));
    return [said, entries.join(T.CountSeparator)];
  }
  return check >= 0 && scans(check) ? [T.SideTablesScans] : [];
}

// src/js/view.js
function looksOf(replay2, givens2, e) {
  const { state: state2, events: events2 } = replay2;
  const look = new Array(CELLS), mark = new Array(CELLS).fill(""), badge = new Array(CELLS).fill("");
  const shaded = new Uint8Array(CELLS), pattern = new Uint8Array(CELLS), struck = new Uint16Array(CELLS);
  let pencil = null;
  let current = -1, clashing = -1;
  for (let i = 0; i < CELLS; i++) {
    if (givens2[i]) look[i] = ["given", givens2[i]];
    else if (state2.board[i]) look[i] = ["placed", state2.board[i]];
    else look[i] = ["blank", 0];
  }
  let unit = 0;
  if (e !== null) {
    const { cell, digit } = e;
    current = cell;
    if (e.refused) {
      look[cell] = digit ? ["rejected", digit] : ["chosen", 0];
      if (e.involved !== null) clashing = e.involved;
    }
    switch (e.kind) {
      case TRY:
        look[cell] = ["trying", digit];
        break;
      case CONFLICT: {
        const clash2 = clashOf(cell, e.detail);
        unit = clash2.unit;
        for (const other of clash2.cells) shaded[other] = 1;
        clashing = clash2.with;
        look[cell] = ["rejected", digit];
        break;
      }
      case PLACE:
        look[cell] = ["placed", digit];
        break;
      case FORCE:
        look[cell] = ["placed", digit];
        mark[cell] = " forced";
        break;
      case BACKTRACK: {
        look[cell] = ["erased", digit];
        mark[cell] = " erase";
        const blank = events2.exhausted[state2.exhausted - 1];
        if (blank) mark[blank - 1] = " ranout";
        break;
      }
      case UNFORCE:
        look[cell] = ["erased", digit];
        mark[cell] = " unforce";
        break;
      case CHOOSE:
        look[cell] = ["chosen", 0];
        badge[cell] = String(digit);
        if (digit >= 2) mark[cell] = " guess";
        break;
      case DEADEND:
        look[cell] = ["chosen", 0];
        mark[cell] = " deadend";
        break;
      case ELIMINATE:
      case RESTORE: {
        const p = unpackPattern(e.detail);
        if (p === null) break;
        for (const house of housesOf(p)) for (const other of UNIT_LISTS[house]) shaded[other] = 1;
        pencil = replay2.candidates();
        const last = state2.elims.standing.at(-1);
        if (e.kind === ELIMINATE && last) {
          for (const [other, digits] of last.removal) {
            struck[other] = digits;
            pencil[other] |= digits;
          }
        }
        for (const other of madeOf(p, pencil)) pattern[other] = 1;
        break;
      }
    }
  }
  if (clashing >= 0 && !mark[clashing]) mark[clashing] = " clash";
  const work = workOf(replay2.check, e, state2.board);
  return { look, mark, badge, shaded, current, clashing, unit, work, pattern, struck, pencil };
}

// src/js/draw.js
var boardEl = byId("board");
var cells = [];
for (let r = 0; r < 9; r++) {
  const row = document.createElement("div");
  row.className = "row";
  row.setAttribute("role", "row");
  for (let c = 0; c < 9; c++) {
    const el = document.createElement("div");
    el.setAttribute("role", "gridcell");
    const digit = document.createElement("span");
    digit.className = "d";
    const work = document.createElement("span");
    work.className = "work";
    work.setAttribute("aria-hidden", "true");
    el.append(digit, work);
    row.append(el);
    cells.push({ el, digit, work, workCls: "work", cls: "", text: "", label: "" });
  }
  boardEl.append(row);
}
function drawPencil(view, mask, struck = 0) {
  if (!view.pencil) {
    if (!mask) return;
    view.pencil = document.createElement("span");
    view.pencil.className = "pencil";
    view.pencil.setAttribute("aria-hidden", "true");
    for (let d = 1; d <= 9; d++) view.pencil.append(document.createElement("span"));
    view.el.append(view.pencil);
  }
  if (view.mask === mask && (view.struck ?? 0) === struck) return;
  view.mask = mask;
  view.struck = struck;
  for (let d = 1; d <= 9; d++) {
    const span2 = view.pencil.children[d - 1];
    span2.textContent = mask & 1 << d ? String(d) : "";
    span2.className = struck & 1 << d ? "struck" : "";
  }
}
function drawBadge(view, text) {
  if (!view.badge) {
    if (!text) return;
    view.badge = document.createElement("span");
    view.badge.className = "badge";
    view.badge.setAttribute("aria-hidden", "true");
    view.el.append(view.badge);
  }
  if (view.badge.textContent !== text) view.badge.textContent = text;
}
function checkMarks(work) {
  const read = new Uint8Array(CELLS), sides = new Array(CELLS).fill("");
  if (work === null) return { read, sides };
  if (work.blanks !== null) {
    for (const blank of work.blanks) read[blank] = 1;
  } else if (scans(replay.check)) {
    for (const cell of scanOrder(replay.check, work.cell).slice(0, work.steps)) read[cell] = 1;
  } else {
    for (let unit = 0; unit < work.steps; unit++) {
      const inUnit2 = new Uint8Array(CELLS);
      for (const cell of unitCells(unit, work.cell)) inUnit2[cell] = 1;
      for (const cell of unitCells(unit, work.cell)) {
        const r = Math.floor(cell / 9), c = cell % 9;
        if (r === 0 || !inUnit2[cell - 9]) sides[cell] += " kt";
        if (c === 8 || !inUnit2[cell + 1]) sides[cell] += " kr";
        if (r === 8 || !inUnit2[cell + 9]) sides[cell] += " kb";
        if (c === 0 || !inUnit2[cell - 1]) sides[cell] += " kl";
      }
    }
  }
  return { read, sides };
}
function edgesOf(inside, i) {
  if (!inside[i]) return "";
  const r = Math.floor(i / 9), col = i % 9;
  let cls = "";
  if (r === 0 || !inside[i - 9]) cls += " et";
  if (col === 8 || !inside[i + 1]) cls += " er";
  if (r === 8 || !inside[i + 9]) cls += " eb";
  if (col === 0 || !inside[i - 1]) cls += " el";
  return cls;
}
var MISTAKEN = new Set((pageData.run?.wrong ?? []).map(([cell]) => cell));
function drawBoard(e, pencilled, cursor) {
  const { look, mark, badge, shaded, current, clashing, unit, work, pattern, struck, pencil } = looksOf(replay, givens, e);
  const { read, sides } = checkMarks(work);
  const eliminating = pencil !== null;
  const candidates = pencil ?? (pencilled ? replay.candidates() : null);
  for (let i = 0; i < CELLS; i++) {
    const [kind, digit] = look[i];
    const r = Math.floor(i / 9), col = i % 9;
    let cls = `cell ${kind} r${r} c${col}${mark[i]}`;
    if (i === current) cls += " current";
    if (i === cursor) cls += " cursor";
    if (MISTAKEN.has(i)) cls += " mistaken";
    if (eliminating && shaded[i]) cls += " shade";
    cls += edgesOf(eliminating ? pattern : shaded, i);
    const text = digit ? String(digit) : "";
    const onBoard = givens[i] || state.board[i];
    let label = fill(
      onBoard ? givens[i] ? pageTexts.PageCellGiven : pageTexts.PageCellPlaced : pageTexts.PageCellBlank,
      { cell: cellName(i), digit: onBoard }
    );
    if (MISTAKEN.has(i)) label += pageTexts.PageCellNotSolutions;
    if (kind === "trying") label += fill(pageTexts.PageCellTrying, { digit });
    else if (kind === "rejected") label += fill(pageTexts.PageCellRejected, { digit });
    else if (kind === "erased") label += fill(pageTexts.PageCellErased, { digit });
    else if (kind === "chosen") label += pageTexts.PageCellChosen;
    if (i === current && kind === "placed") label += pageTexts.PageCellJustPlaced;
    if (i === clashing) label += i === current ? pageTexts.PageCellNoDigitFits : pageTexts.PageCellHolds;
    if (mark[i] === " forced") label += pageTexts.PageCellForced;
    if (mark[i] === " deadend") label += pageTexts.PageCellDeadEnd;
    if (mark[i] === " ranout") label += pageTexts.PageCellRanOut;
    if (mark[i] === " unforce") label += pageTexts.PageCellUnforced;
    if (badge[i]) label += badge[i] === "1" ? pageTexts.PageCellOneCandidate : fill(pageTexts.PageCellCandidateCount, { n: badge[i] });
    if (shaded[i] && i !== current && !eliminating) label += fill(pageTexts.PageCellInUnit, { unit: pageStackWords[UNIT_NAMES[unit]] });
    if (pattern[i]) label += pageTexts.PageCellPattern;
    const mask = candidates !== null && (kind === "blank" || kind === "chosen") ? candidates[i] : 0;
    if (mask) label += fill(pageTexts.PageCellCandidates, { digits: digitsIn(mask).join(" ") });
    if (struck[i]) label += fill(pageTexts.PageCellStruck, { digits: digitsIn(struck[i]).join(" ") });
    if (read[i]) label += pageTexts.PageCellRead;
    else if (sides[i]) label += pageTexts.PageCellLookedUp;
    const view = cells[i];
    const workCls = `work${read[i] ? " read" : ""}${sides[i]}`;
    if (view.workCls !== workCls) {
      view.work.className = workCls;
      view.workCls = workCls;
    }
    drawPencil(view, mask, struck[i] & mask);
    drawBadge(view, badge[i]);
    if (view.cls !== cls) {
      view.el.className = cls;
      view.cls = cls;
    }
    if (view.text !== text) {
      view.digit.textContent = text;
      view.text = text;
    }
    if (view.label !== label) {
      view.el.setAttribute("aria-label", label);
      view.label = label;
    }
  }
}
var countRow = (count) => [COUNT_WORDS[count], () => state.counts[count], COUNTS[count]];
var countRows = [
  countRow(TRIES),
  countRow(BACKTRACKS),
  countRow(GUESSES),
  [pageTexts.Depth, () => state.depth, null],
  countRow(ROW),
  countRow(COL),
  countRow(BOX),
  countRow(FORCED),
  countRow(DEAD_ENDS),
  countRow(POINTING),
  countRow(CLAIMING),
  countRow(NAKED_PAIR),
  countRow(HIDDEN_PAIR),
  countRow(RESTORED)
];
if (replay.check >= 0) {
  const count = checkCount(replay.check);
  countRows.push([COUNT_WORDS[count], () => state.counts[count], COUNTS[count], true]);
}
var used = new Set(pageData.used);
var shownRows = countRows.filter(([, , key]) => !key || used.has(key));
var countCells = shownRows.map(([name, , , withCost]) => {
  const row = document.createElement("div");
  if (withCost) row.className = "check-count";
  const dt = document.createElement("dt");
  dt.textContent = name;
  const dd = document.createElement("dd");
  dd.dataset.count = name;
  row.append(dt, dd);
  byId("counts").append(row);
  return dd;
});
var caption = byId("caption");
var [numberEl, nameEl, wordsEl] = caption.children;
var INKS = {
  [CONFLICT]: "conflict",
  [DEADEND]: "conflict",
  [ELIMINATE]: "conflict",
  [PLACE]: "place",
  [FORCE]: "place",
  [BACKTRACK]: "erase",
  [UNFORCE]: "erase",
  [RESTORE]: "erase"
};
function drawWords(e) {
  const words = wordsOf(replay, e);
  const split = e !== null ? words.search(/: |：/) : -1;
  numberEl.textContent = `#${fmt(here())} `;
  nameEl.textContent = split >= 0 ? words.slice(0, split + 1) : "";
  wordsEl.textContent = split >= 0 ? words.slice(split + 1) : words;
  wordsEl.className = "event-words " + (e !== null ? e.refused ? "conflict" : INKS[e.kind] || "" : "");
  caption.dataset.caption = captionOf(replay, e);
  const atLast = state.pos === pageData.last && !replay.refusedShown();
  const ending2 = atLast && pageData.end ? fill(pageTexts.ShowEnd, { words: pageData.end }) : atLast && pageData.cut ? pageData.cut : null;
  byId("end").textContent = ending2 ?? markerLabelAt(here()) ?? "";
  const work = workOf(replay.check, e, state.board);
  shownRows.forEach(([, value, , withCost], i) => {
    countCells[i].textContent = withCost ? checkValueWords(pageTexts, replay.check, work, value()) : fmt(value());
  });
}
var tablesPanel = byId("tables-panel");
var tablesShown = pageData.panel === "tables";
var tableEntries = [];
var tableLabels = [];
var tableHeads = [];
var tablesWordsEl = byId("tables-words");
var tablesUsed = new Uint16Array(27);
var tableLit = /* @__PURE__ */ new Map();
if (tablesShown) {
  byId("player").classList.add("with-tables");
  tablesPanel.dataset.modes = "watch predict simulate";
  const grid = document.createElement("div");
  grid.className = "tables-grid";
  const span2 = (cls, text) => {
    const el = document.createElement("span");
    el.className = cls;
    el.textContent = text;
    return el;
  };
  UNIT_NAMES.forEach((name, unit) => {
    const table = document.createElement("div");
    table.className = "table";
    table.dataset.unit = name;
    table.append(span2("unit-name", pageTexts[UNIT_TEXTS[unit]]), span2("corner", ""));
    for (let d = 1; d <= 9; d++) tableHeads.push(table.appendChild(span2("head", String(d))));
    for (let index = 0; index < 9; index++) {
      tableLabels.push(table.appendChild(span2("lab", String(index + 1))));
      for (let d = 1; d <= 9; d++) {
        const el = table.appendChild(span2("e", "·"));
        el.dataset.n = String(index + 1);
        el.dataset.d = String(d);
        tableEntries.push({ el, cls: "e", text: "·" });
      }
    }
    grid.append(table);
  });
  byId("tables").append(grid);
} else {
  tablesPanel.remove();
}
function drawTables(e) {
  if (!tablesShown || tablesPanel.hidden) return;
  const tables = tablesOf(state.board, e, replay.check, workOf(replay.check, e, state.board), tablesUsed);
  const { looked } = tables;
  tableLit.clear();
  if (looked !== null) {
    for (const entry of looked.entries) tableLit.set((entry.unit * 9 + entry.index) * 9 + looked.digit - 1, entry.held ? " lit clash" : " lit");
  }
  for (let unit = 0; unit < 27; unit++) {
    const held = tables.used[unit];
    for (let d = 1; d <= 9; d++) {
      const k = unit * 9 + d - 1;
      const has = (held & 1 << d) !== 0;
      const cls = (has ? "e h" : "e") + (tableLit.get(k) ?? "");
      const text = has ? String(d) : "·";
      const view = tableEntries[k];
      if (view.cls !== cls) {
        view.el.className = cls;
        view.cls = cls;
      }
      if (view.text !== text) {
        view.el.textContent = text;
        view.text = text;
      }
    }
  }
  tableLabels.forEach((el, k) => {
    const lit = looked !== null && looked.entries.some((x) => x.unit * 9 + x.index === k);
    el.classList.toggle("lit", lit);
  });
  tableHeads.forEach((el, k) => {
    const unit = Math.floor(k / 9);
    el.classList.toggle("lit", looked !== null && looked.digit === k % 9 + 1 && looked.entries.some((x) => x.unit === unit));
  });
  const words = tablesWords(pageTexts, tables, replay.check);
  const [first, second] = tablesWordsEl.children;
  if (first.textContent !== (words[0] ?? "")) first.textContent = words[0] ?? "";
  if (second.textContent !== (words[1] ?? "")) second.textContent = words[1] ?? "";
  tablesWordsEl.classList.toggle("idle", looked === null);
}
var stackTextsNow = makeStackTexts(pageData, givens);
var stackList = byId("stack");
var shownStack = [];
var reducedMotion = matchMedia("(prefers-reduced-motion: reduce)");
var popped = document.getElementById("stack-popped");
var tryingItem = document.createElement("li");
tryingItem.className = "active";
function drawStack(slowly) {
  if (stackList.closest(".panel").hidden) {
    stackList.replaceChildren();
    shownStack = [];
    return;
  }
  const texts = stackTextsNow(state);
  const current = replay.eventAt();
  const trying = current && !current.refused && (current.kind === TRY || current.kind === CONFLICT) ? fill(pageStackWords.trying, { cell: cellName(current.cell), digit: current.digit }) : null;
  if (tryingItem.isConnected) tryingItem.remove();
  let shared = 0;
  while (shared < shownStack.length && shared < texts.length && shownStack[shared] === texts[shared]) shared++;
  const animate = slowly && !reducedMotion.matches;
  for (let k = shownStack.length; k > shared; k--) {
    const gone = stackList.firstChild;
    gone.remove();
    if (animate) {
      popped.textContent = gone.textContent;
      popped.classList.remove("popped");
      void popped.offsetWidth;
      popped.classList.add("popped");
    }
  }
  const added = texts.slice(shared).map((text, k) => {
    const li = document.createElement("li");
    li.dataset.n = String(shared + k + 1);
    li.textContent = text;
    if (animate) li.className = "pushed";
    return li;
  }).reverse();
  stackList.prepend(...added);
  shownStack = texts;
  if (trying) {
    tryingItem.dataset.n = String(texts.length + 1);
    tryingItem.textContent = trying;
    stackList.prepend(tryingItem);
  }
  stackList.dataset.depth = String(texts.length);
}
var treeCanvas = byId("tree");
var maxDepth = Math.max(1, pageData.profile.max);
var treeImage = null;
function drawTreeImage() {
  const ratio = window.devicePixelRatio || 1;
  const width = Math.max(1, Math.round(treeCanvas.clientWidth * ratio));
  const height = Math.max(1, Math.round(treeCanvas.clientHeight * ratio));
  treeCanvas.width = width;
  treeCanvas.height = height;
  const off = document.createElement("canvas");
  off.width = width;
  off.height = height;
  const g = off.getContext("2d");
  const rowHeight = height / maxDepth;
  g.fillStyle = css("--thin");
  for (let x = 0; x < width; x++) {
    const p0 = pageData.first + x / width * span, p1 = pageData.first + (x + 1) / width * span;
    const c0 = Math.floor((p0 - pageData.base) / pageData.profile.per_column);
    const c1 = Math.max(c0, Math.ceil((p1 - pageData.base) / pageData.profile.per_column) - 1);
    let hi = 0;
    for (let c = c0; c <= c1 && c < high.length; c++) hi = Math.max(hi, high[c]);
    if (hi > 0) g.fillRect(x, 0, 1, hi * rowHeight);
  }
  g.fillStyle = css("--cell");
  for (let d = 1; d <= maxDepth; d++) {
    const starts = nodeStarts[d];
    if (starts.length === 0 || starts.length > width / 3) continue;
    for (const at2 of starts) g.fillRect(Math.floor(ofPosition(at2) * width), (d - 1) * rowHeight, Math.max(1, ratio), rowHeight);
  }
  treeImage = off;
}
function drawTree() {
  if (!treeImage || treeCanvas.closest(".panel").hidden) return;
  const g = treeCanvas.getContext("2d");
  const { width, height } = treeCanvas;
  const x = Math.round(ofPosition(here()) * width);
  g.fillStyle = css("--cell");
  g.fillRect(0, 0, width, height);
  g.drawImage(treeImage, 0, 0, x, height, 0, 0, x, height);
  const rowHeight = height / maxDepth;
  g.fillStyle = css("--placed");
  for (let d = 1; d <= state.depth; d++) {
    const start = nodeAt(nodeStarts, d, here());
    const from = start === null ? 0 : Math.floor(ofPosition(start) * width);
    g.fillRect(from, (d - 1) * rowHeight, Math.max(2, x - from), Math.max(1, rowHeight - 1));
  }
  g.fillRect(Math.min(width - 2, x), 0, 2, height);
  treeCanvas.setAttribute("aria-label", fill(pageStackWords.tree, { depth: state.depth, nodes: fmt(nodesSoFar(nodeStarts, maxDepth, here())) }));
}
var codeEl = byId("code");
var codeEvent = byId("code-event");
var languageSelect = byId("language");
var litRow = null;
var codeMetrics = null;
var codeScroll = 0;
var codeWindow = [1, 1];
codeEl.addEventListener("scroll", () => {
  codeScroll = codeEl.scrollTop;
}, { passive: true });
var LANGUAGES = ["pseudocode", "js", "python"].filter((name) => pageData.listings && name in pageData.listings);
var language = LANGUAGES[0] ?? null;
function drawCode() {
  if (!pageData.listings) return;
  const listing = pageData.listings[language];
  if (codeEl.dataset.language !== language) {
    codeEl.replaceChildren(...listing.text.split("\n").slice(0, -1).map((line2, i) => {
      const row2 = document.createElement("span");
      row2.className = "line";
      row2.dataset.line = String(i + 1);
      row2.textContent = line2 || " ";
      return row2;
    }));
    codeEl.dataset.language = language;
    litRow = null;
    codeMetrics = null;
    const made = [...Object.values(listing.lines), ...listing.departs ? [listing.departs.line] : []];
    codeWindow = [Math.min(...made), Math.max(...made)];
    codeEl.style.height = `${(Math.min(26, codeWindow[1] - codeWindow[0] + 3) * 1.35).toFixed(2)}em`;
    codeScroll = -1;
  }
  const e = replay.eventAt();
  const departing = listing.departs && replay.here() === listing.departs.event ? listing.departs : null;
  const line = departing ? departing.line : lineOf(listing, e);
  const row = line === null ? null : codeEl.children[line - 1];
  if (row !== litRow) {
    litRow?.classList.remove("lit");
    row?.classList.add("lit");
    litRow = row;
    if (row) followLight(line);
  }
  const said = line === null ? "" : fill(pageStackWords.code_line, { line, kind: KIND_WORDS[departing ? departing.kind : e.kind] });
  if (codeEvent.textContent !== said) codeEvent.textContent = said;
}
if (pageData.listings) {
  for (const name of LANGUAGES) {
    const option = document.createElement("option");
    option.value = name;
    option.textContent = pageData.listings[name].name;
    languageSelect.append(option);
  }
  languageSelect.addEventListener("change", () => {
    language = languageSelect.value;
    drawCode();
  });
} else {
  languageSelect.hidden = true;
  codeEl.textContent = pageStackWords.no_listing;
}
function followLight(line) {
  if (codeEl.closest(".panel").hidden) return;
  if (codeMetrics === null) {
    if (!measureWaiting) {
      measureWaiting = true;
      requestAnimationFrame(() => {
        measureWaiting = false;
        measureCode();
      });
    }
    return;
  }
  if (codeScroll < 0) {
    codeScroll = Math.max(0, (codeWindow[0] - 2) * codeMetrics.line);
    codeEl.scrollTop = codeScroll;
  }
  const top = (line - 1) * codeMetrics.line, bottom = top + codeMetrics.line;
  if (top < codeScroll || bottom > codeScroll + codeMetrics.height) {
    codeScroll = Math.max(0, top - codeMetrics.height / 3);
    codeEl.scrollTop = codeScroll;
  }
}
var measureWaiting = false;
function measureCode() {
  if (!pageData.listings || codeEl.closest(".panel").hidden || codeEl.children.length === 0) return;
  codeMetrics = { line: codeEl.children[0].offsetHeight, height: codeEl.clientHeight };
  if (codeScroll < 0) {
    codeScroll = Math.max(0, (codeWindow[0] - 2) * codeMetrics.line);
    codeEl.scrollTop = codeScroll;
  }
  const line = litRow === null ? null : Number(litRow.dataset.line);
  if (line !== null) followLight(line);
}
var forgetCodeMetrics = () => {
  codeMetrics = null;
};
function forgetCodeLight() {
  litRow?.classList.remove("lit");
  litRow = null;
  codeMetrics = null;
}
var seek = byId("seek");
var canvas = byId("profile");
var low = bytesOf(pageData.profile.low);
var high = bytesOf(pageData.profile.high);
var profileImage = null;
var cssCache = /* @__PURE__ */ new Map();
var css = (name) => {
  if (!cssCache.has(name)) cssCache.set(name, getComputedStyle(document.documentElement).getPropertyValue(name).trim());
  return cssCache.get(name);
};
var forgetColours = () => cssCache.clear();
function drawProfile() {
  const ratio = window.devicePixelRatio || 1;
  const width = Math.max(1, Math.round(canvas.clientWidth * ratio));
  const height = Math.max(1, Math.round(canvas.clientHeight * ratio));
  canvas.width = width;
  canvas.height = height;
  const off = document.createElement("canvas");
  off.width = width;
  off.height = height;
  const g = off.getContext("2d");
  g.fillStyle = css("--cell");
  g.fillRect(0, 0, width, height);
  const max = Math.max(1, pageData.profile.max);
  const top = 10 * ratio, room = height - top - 2 * ratio;
  g.fillStyle = css("--thin");
  for (let x = 0; x < width; x++) {
    const p0 = pageData.first + x / width * span, p1 = pageData.first + (x + 1) / width * span;
    const c0 = Math.floor((p0 - pageData.base) / pageData.profile.per_column);
    const c1 = Math.max(c0, Math.ceil((p1 - pageData.base) / pageData.profile.per_column) - 1);
    let lo = 255, hi = 0;
    for (let c = c0; c <= c1 && c < high.length; c++) {
      lo = Math.min(lo, low[c]);
      hi = Math.max(hi, high[c]);
    }
    if (hi === 0 && lo === 255) continue;
    const y = top + room * (1 - hi / max);
    g.fillRect(x, y, 1, height - y);
  }
  for (const marker2 of pageData.markers) {
    const x = Math.round(ofPosition(marker2.at) * (width - 1));
    g.fillStyle = css(marker2.own ? "--erase" : "--clash");
    g.beginPath();
    g.moveTo(x - 5 * ratio, 0);
    g.lineTo(x + 5 * ratio, 0);
    g.lineTo(x, 8 * ratio);
    g.fill();
  }
  profileImage = off;
}
function drawSeek() {
  if (!profileImage) return;
  const g = canvas.getContext("2d");
  const ratio = window.devicePixelRatio || 1;
  g.drawImage(profileImage, 0, 0);
  const x = ofPosition(here()) * canvas.width;
  g.globalAlpha = 0.18;
  g.fillStyle = css("--placed");
  g.fillRect(0, 0, x, canvas.height);
  g.globalAlpha = 1;
  g.fillRect(Math.min(canvas.width - 2 * ratio, x), 0, 2 * ratio, canvas.height);
  seek.setAttribute("aria-valuemin", pageData.first);
  seek.setAttribute("aria-valuemax", LAST);
  seek.setAttribute("aria-valuenow", here());
  seek.setAttribute("aria-valuetext", fill(pageTexts.PageSeekValue, { n: fmt(here()), last: fmt(LAST), depth: state.depth }));
}

// src/js/why.js
function whyOf(board, last, e, strategy, T, struck = null) {
  const cell = cellName(e.cell), digit = e.digit;
  const unitWords3 = [T.Row, T.Column, T.Box];
  const said = (rule, text, values) => ({ rule, words: fill(text, { cell, digit, ...values }) });
  const candidates = () => e.digit === 1 ? T.OneCandidate : fill(T.Candidates, { n: e.digit });
  const left = (i) => candidatesOn(board, i) & ~(struck ? struck[i] : 0);
  const eliminates = strategy !== null && (strategy.rules ?? []).length > 0;
  switch (e.kind) {
    case TRY: {
      const after = last && last.cell === e.cell ? last.kind === CHOOSE ? 0 : last.kind === BACKTRACK ? last.digit : -1 : -1;
      const next = after < 0 ? 0 : lowestDigit(left(e.cell) & ~((2 << after) - 1));
      if (eliminates && board[e.cell] === 0 && next !== 0 && next === e.digit) return said("try-candidate", T.WhyTryCandidate);
      return tryWhy(board, last, e, said, T);
    }
    case ELIMINATE:
    case RESTORE: {
      const pattern = unpackPattern(e.detail);
      if (pattern === null) return null;
      return e.kind === ELIMINATE ? { rule: RULE_NAMES[pattern.rule], words: eliminateWhy(pattern, T) } : { rule: "restore", words: restoreWords(pattern, T.WhyRestore, T) };
    }
    case CONFLICT:
      return clashWhy(board, e, strategy, said, unitWords3, T);
    case PLACE:
      return said("fits", T.WhyFits);
    case BACKTRACK:
      if (last && (last.kind === CONFLICT || last.kind === BACKTRACK) && last.digit === 9) {
        return said("ran-out", T.WhyRanOut, { blank: cellName(last.cell) });
      }
      if (last && last.kind === BACKTRACK && eliminates && left(last.cell) >> last.digit >> 1 === 0) {
        return said("ran-out", T.WhyRanOut, { blank: cellName(last.cell) });
      }
      if (last && (last.kind === DEADEND || last.kind === UNFORCE || last.kind === RESTORE)) return said("back-to-choice", T.WhyBackToChoice);
      return said("backtrack-own", T.WhyBacktrackOwn);
    case CHOOSE: {
      const fills = strategy ? strategy.fills : null;
      if (fills === "mrv") return said("choose-fewest", T.WhyChooseFewest, { candidates: candidates() });
      if (fills === "rows") return said("choose-next", T.WhyChooseNext, { candidates: candidates() });
      return said("choose-own", T.WhyChooseOwn, { candidates: candidates() });
    }
    case FORCE:
      return e.detail === FORCED_BY_CELL ? said("only-digit", T.WhyOnlyDigit) : said("only-place", T.WhyOnlyPlace, { unit: unitWords3[e.detail - 1] });
    case DEADEND:
      return said("dead-end", T.WhyDeadEnd);
    case UNFORCE:
      return said("unforce", T.WhyUnforce);
    default:
      return null;
  }
}
function strategyAt(D, number) {
  if (D.departs !== null && D.departs !== void 0 && number >= D.departs) return null;
  return D.strategies.find((s) => s.name === D.solver) ?? null;
}
function tryWhy(board, last, e, said, T) {
  const same = last && last.cell === e.cell && last.digit + 1 === e.digit;
  if (same && last.kind === CONFLICT) return said("try-next-digit", T.WhyTryAfterClash, { previous: last.digit });
  if (same && last.kind === BACKTRACK) return said("try-next-digit", T.WhyTryAfterBacktrack, { previous: last.digit });
  if (last && last.kind === CHOOSE && last.cell === e.cell && e.digit === 1) return said("try-chosen", T.WhyTryChosen);
  const afterPlacement = last === null || last.kind === PLACE || last.kind === FORCE;
  if (afterPlacement && e.digit === 1 && board.indexOf(0) === e.cell) return said("try-next-blank", T.WhyTryNextBlank);
  return said("try-own", T.WhyTryOwn);
}
function clashWhy(board, e, strategy, said, unitWords3, T) {
  const unit = e.detail >> DETAIL_UNIT_SHIFT, withCell = e.withCell ?? clashOf(e.cell, e.detail).with;
  const check = strategy ? CHECK_NAMES.indexOf(strategy.check) : -1;
  const orders = (check < 0 ? [] : [CHECK_ORDERS[check]]).concat(CLASH_ORDERS.map((_, o) => o));
  const order = orders.find((o) => {
    const clash2 = clashIn(board, e.cell, e.digit, CLASH_ORDERS[o]);
    return clash2 !== null && clash2.unit === unit && clash2.withCell === withCell;
  });
  const values = { with: cellName(withCell), unit: unitWords3[unit] };
  if (order === void 0) return said("clash", T.WhyClash, values);
  const step2 = unitCells(unit, e.cell).indexOf(withCell);
  const text = CLASH_ORDERS[order][2] === "unit-by-unit" ? [T.WhyClashRowFirst, T.WhyClashColumnSecond, T.WhyClashBoxLast][unit] : CLASH_ORDERS[order][2] === "one-loop" ? T.WhyClashOneLoop : T.WhyClashOneLoopColumnFirst;
  return said("clash-met-first", text, { ...values, step: step2 });
}

// src/js/grade.js
var at = (cell) => [Math.floor(cell / 9) + 1, cell % 9 + 1];
function eventLine(kind, cell, digit, detail) {
  if (kind === ELIMINATE || kind === RESTORE) {
    const pattern = unpackPattern(detail);
    return { ev: KIND_NAMES[kind], ...pattern && patternFields(pattern) };
  }
  const [r, c] = at(cell), line = { ev: KIND_NAMES[kind], r, c };
  if (kind === CHOOSE) line.n = digit;
  else if (kind !== DEADEND) line.d = digit;
  if (kind === CONFLICT) {
    const clash2 = clashOf(cell, detail);
    line.unit = UNIT_NAMES[clash2.unit];
    line.with = at(clash2.with);
  }
  if (kind === FORCE) line.by = detail === FORCED_BY_CELL ? "cell" : UNIT_NAMES[detail - 1];
  return line;
}
function nextEvent(replay2) {
  const { D, events: events2, state: state2 } = replay2;
  const k = state2.pos - D.base;
  if (replay2.refusedShown() || k >= events2.held) return null;
  const code2 = events2.codes[k];
  return { kind: kindOf(code2), cell: cellOf(code2), digit: digitOf(code2), detail: detailAt(code2, events2.details, state2.detail) };
}
function nextLine(replay2) {
  const e = nextEvent(replay2);
  return e && eventLine(e.kind, e.cell, e.digit, e.detail);
}
function whyNext(replay2, next) {
  const { D, state: state2 } = replay2;
  return whyOf(state2.board, replay2.eventAt(), next, strategyAt(D, replay2.here() + 1), D.ui, state2.elims.struck);
}
function stepOf(input, board, expected, elims = null) {
  const last = elims?.standing.at(-1)?.pattern ?? null, struck = elims?.struck ?? null;
  const s = typeof input === "string" ? JSON.parse(input) : input;
  const kind = KIND_NAMES.indexOf(s && s.ev);
  const digit = (v) => Number.isInteger(v) && v >= 1 && v <= 9;
  const no = (why) => {
    throw new TypeError(`not a step (${why}): ${JSON.stringify(input)}; write one as a trace line, e.g. {"ev":"try","r":1,"c":3,"d":4}`);
  };
  if (kind < 0) no(`ev is one of ${KIND_NAMES.join(", ")}`);
  if (kind === RESTORE && (s.rule ?? null) === null && last !== null) return { ev: s.ev, ...patternFields(last) };
  if (kind === ELIMINATE || kind === RESTORE) {
    const e = lineEvent(s);
    if (typeof e === "string") no(e);
    const pattern = unpackPattern(e.detail);
    if (pattern === null) no("its fields name no pattern");
    return { ev: s.ev, ...patternFields(pattern) };
  }
  if (!digit(s.r) || !digit(s.c)) no("r and c are 1 to 9");
  const cell = (s.r - 1) * 9 + s.c - 1, line = { ev: s.ev, r: s.r, c: s.c };
  if (kind === CHOOSE) {
    const n = s.n ?? popcount(candidatesOn(board, cell) & ~(struck ? struck[cell] : 0));
    line.n = Number.isInteger(n) && n >= 0 && n <= 9 ? n : no("n is 0 to 9");
  } else if (kind === BACKTRACK || kind === UNFORCE) line.d = (s.d ?? null) === null ? board[cell] : digit(s.d) ? s.d : no("d is 1 to 9");
  else if (kind !== DEADEND) line.d = digit(s.d) ? s.d : no("d is 1 to 9");
  if (kind === CONFLICT) {
    if (!UNIT_NAMES.includes(s.unit) || !Array.isArray(s.with) || !digit(s.with[0]) || !digit(s.with[1])) no("unit is row, col or box; with is [r, c]");
    line.unit = s.unit;
    line.with = [s.with[0], s.with[1]];
  }
  if (kind === FORCE) {
    const same = expected && expected.ev === s.ev && expected.r === s.r && expected.c === s.c && expected.d === s.d;
    const unit = forcedBy(board, cell, s.d, struck);
    if ((s.by ?? null) !== null && s.by !== "cell" && !UNIT_NAMES.includes(s.by)) no("by is cell, row, col or box");
    line.by = s.by ?? (same ? expected.by : unit < 0 ? "cell" : UNIT_NAMES[unit]);
  }
  return line;
}
function lineEvent(line) {
  const reader = newLineReader(READER_CONSTANTS, 1);
  reader.line(JSON.stringify({ puzzle: ".".repeat(81), solver: "" }));
  reader.line(JSON.stringify(line));
  const read = reader.result();
  if (read.error !== null) return read.error.why;
  const b = read.bytes;
  if (b[0] === ELIMINATE || b[0] === RESTORE) return { kind: b[0], cell: b[1], digit: 0, detail: b[2] | b[3] << 8 | b[4] << 16, withCell: -1 };
  return { kind: b[0], cell: b[1], digit: b[2], detail: b[3], withCell: b[4] === NO_CELL ? -1 : b[4] };
}
var newScore = () => ({ right: 0, wrong: 0, asked: 0, streak: 0, best: 0 });
function noteAnswer(score2, right) {
  score2.asked++;
  if (right) score2.right++;
  else score2.wrong++;
  score2.streak = right ? score2.streak + 1 : 0;
  score2.best = Math.max(score2.best, score2.streak);
}
function takeStep(replay2, score2, input) {
  const next = nextEvent(replay2);
  const expected = next && eventLine(next.kind, next.cell, next.digit, next.detail);
  const step2 = naturally(stepOf(input, replay2.state.board, expected, replay2.state.elims), expected);
  if (next === null) return null;
  const why = whyNext(replay2, next).words;
  const { right, order } = graded(replay2, score2, step2, expected);
  noteAnswer(score2, right);
  replay2.goTo(replay2.here() + 1);
  return { right, step: step2, expected, order, why };
}
function naturally(step2, expected) {
  const forced = expected && expected.ev === "force" && step2.ev === "try" && step2.r === expected.r && step2.c === expected.c && step2.d === expected.d;
  return forced ? { ...step2, ev: "force", by: expected.by } : step2;
}
var ordersOf = /* @__PURE__ */ new WeakMap();
function graded(replay2, score2, step2, expected) {
  const same = JSON.stringify(step2) === JSON.stringify(expected);
  if (step2.ev !== "conflict" || expected.ev !== "conflict" || step2.r !== expected.r || step2.c !== expected.c || step2.d !== expected.d) return { right: same, order: null };
  if (!ordersOf.has(score2)) ordersOf.set(score2, clashOrders(replay2.check));
  const orders = ordersOf.get(score2);
  const cell = (step2.r - 1) * 9 + step2.c - 1, withCell = (step2.with[0] - 1) * 9 + step2.with[1] - 1;
  const naming = ordersNaming(orders.left, replay2.state.board, cell, step2.d, UNIT_NAMES.indexOf(step2.unit), withCell);
  if (naming === 0) return { right: false, order: null };
  orders.left = naming;
  const kept = keptOrder(orders);
  return { right: true, order: kept === orders.own ? null : CLASH_ORDERS[kept][2] };
}

// src/js/mode.js
var MODES = {};
var mode = { now: null, cursor: -1 };
var session = {
  // controls.js: whether Watch plays; the part of an event carried to the next frame; the
  // events a second; the address's update waiting; whether the board shows candidates;
  // the event last announced (window.sudotrace.on); whether the page keeps the pace it
  // was made with, until the reader chooses a speed; whether the seek bar is dragged;
  // the full screen controls' timer.
  playing: false,
  carry: 0,
  speed: pageData.speed,
  hashTimer: 0,
  pencilled: Boolean(pageData.candidates),
  said: null,
  paced: pageData.cruise !== null,
  dragging: false,
  sleepTimer: 0,
  // predict.js: when the learner began (the score card's time), when the open question
  // was asked, and whether it has been answered and waits for Next.
  quizOpened: Date.now(),
  askedAt: performance.now(),
  quizAnswered: false,
  // simulate.js: whether a digit forces rather than tries (s, Force), the digit typed
  // last, and when the learner's turn began (a step's time is counted from there).
  forcing: false,
  typed: 1,
  turnFrom: performance.now(),
  // play.js: the game being played (null: none yet), whether digits go in as pencil
  // marks, the hint shown, the candidates its eliminations took, whether the puzzle is
  // solved, and the run under way.
  game: null,
  playPencil: false,
  playHinted: null,
  playStruck: null,
  playSolved: false,
  playRunning: null
};
var score = newScore();
var listeners = { event: [], answer: [], done: [] };
function on(name, fn) {
  if (!Object.hasOwn(listeners, name)) throw new Error(`no such event: ${name} (choose ${Object.keys(listeners).join(", ")})`);
  listeners[name].push(fn);
}
function emit(name, value) {
  for (const fn of listeners[name]) fn(value);
}
function setMode(name) {
  if (!Object.hasOwn(MODES, name)) throw new Error(`no such mode: ${name} (choose ${Object.keys(MODES).join(", ")})`);
  if (mode.now === name) return;
  if (mode.now && MODES[mode.now].divert?.(name)) return;
  if (mode.now) MODES[mode.now].leave();
  mode.now = name;
  byId("player").dataset.mode = name;
  for (const el of document.querySelectorAll("[data-modes]")) el.hidden = !el.dataset.modes.split(" ").includes(name);
  for (const button of byId("modes").children) button.setAttribute("aria-pressed", String(button.value === name));
  MODES[name].enter();
}
function nextModeName() {
  const names = Object.keys(MODES);
  return names[(names.indexOf(mode.now) + 1) % names.length];
}
function modeOfAddress() {
  const name = new URLSearchParams(location.hash.slice(1)).get("mode");
  return Object.hasOwn(MODES, name ?? "") ? name : pageData.mode;
}

// src/js/lesson.js
function stopBetween(stops, from, to) {
  for (const stop of stops) if (stop.at > from && stop.at <= to) return stop.at;
  return null;
}
var momentAt = (stops, p) => stops.findIndex((stop) => stop.at === p) + 1;

// src/js/controls.js
var live = byId("live");
var drawCells = () => MODES[mode.now]?.board ? MODES[mode.now].board() : drawBoard(replay.eventAt(), session.pencilled, mode.cursor);
function render() {
  const e = replay.eventAt();
  drawCells();
  drawTables(e);
  drawWords(e);
  drawSeek();
  drawStack(session.playing && session.speed <= 1);
  drawCode();
  drawTree();
  showLesson();
  byId("goto").value = here();
  if (!session.playing) live.textContent = captionOf(replay, e);
  if (here() !== session.said) emit("event", session.said = here());
}
function show(p) {
  replay.goTo(p);
  MODES[mode.now].moved?.();
  render();
  if (!session.playing) noteAddress();
}
function noteAddress() {
  clearTimeout(session.hashTimer);
  session.hashTimer = setTimeout(() => {
    const hash = `#${mode.now === pageData.mode ? "" : `mode=${mode.now}&`}event=${here()}`;
    if (location.hash === hash) return;
    try {
      history.replaceState(null, "", hash);
    } catch {
    }
  }, 150);
}
var playButton = byId("play");
function setPlaying(on2) {
  if (on2 && here() >= LAST) replay.goTo(pageData.first);
  session.playing = on2 && here() < LAST;
  playButton.querySelector("[aria-hidden]").textContent = session.playing ? "❚❚" : "▶";
  playButton.querySelector(".label").textContent = session.playing ? pageTexts.PagePause : pageTexts.PagePlay;
  playButton.setAttribute("aria-pressed", String(session.playing));
  if (session.playing) {
    session.carry = 0;
    requestAnimationFrame(tick);
  } else {
    render();
    noteAddress();
  }
}
var pause = () => {
  if (session.playing) setPlaying(false);
};
var toggle = () => setPlaying(!session.playing);
function pace() {
  if (!session.paced) return;
  const wanted = here() < pageData.first + pageData.opening ? pageData.speed : pageData.cruise;
  if (wanted !== session.speed) {
    session.speed = wanted;
    speedSelect.value = String(session.speed);
  }
}
function tick() {
  if (!session.playing) return;
  pace();
  session.carry += session.speed;
  const steps = Math.floor(session.carry);
  session.carry -= steps;
  if (steps > 0) {
    const stop = stopBetween(LESSON, here(), here() + steps);
    if (stop !== null) {
      replay.goTo(stop);
      setPlaying(false);
      return;
    }
    replay.goTo(here() + steps);
    render();
    if (here() >= LAST) {
      setPlaying(false);
      emit("done", { mode: mode.now, event: here(), score: { ...score } });
      return;
    }
  }
  requestAnimationFrame(tick);
}
var LESSON = pageData.lesson ?? [];
function showLesson() {
  const box = byId("lesson");
  const n = momentAt(LESSON, here());
  box.hidden = n === 0;
  if (n === 0) return;
  byId("lesson-heading").textContent = fill(pageTexts.PageLessonHeading, { n, count: LESSON.length });
  byId("lesson-note").textContent = LESSON[n - 1].note;
  byId("lesson-go-on").hidden = n === LESSON.length;
  byId("lesson-last").hidden = n !== LESSON.length;
}
byId("lesson-go-on").addEventListener("click", () => setPlaying(true));
var code = (k) => events.codes[k];
var TARGETS = {
  conflict: (k) => kindOf(code(k)) === CONFLICT,
  backtrack: (k) => kindOf(code(k)) === BACKTRACK,
  deadend: (k) => kindOf(code(k)) === DEADEND,
  guess: (k) => kindOf(code(k)) === CHOOSE && digitOf(code(k)) >= 2,
  forced: (k) => kindOf(code(k)) === FORCE && (k === 0 || kindOf(code(k - 1)) !== FORCE),
  eliminate: (k) => kindOf(code(k)) === ELIMINATE
};
var ABSENT = {
  conflict: pageTexts.PageNoConflicts,
  backtrack: pageTexts.PageNoBacktracks,
  deadend: pageTexts.PageNoDeadEnds,
  guess: pageTexts.PageNoGuesses,
  forced: pageTexts.PageNoForced,
  eliminate: pageTexts.PageNoEliminations
};
var present = new Set(pageData.kinds);
present.add("given");
if (present.has("place") || present.has("force")) present.add("placed");
if (replay.check >= 0) present.add(CHECK_NAMES[replay.check]);
function find(target, dir) {
  const wanted = TARGETS[target];
  let k = here() - pageData.base - 1 + dir;
  for (; k >= 0 && k < events.held; k += dir) {
    if (wanted(k)) return pageData.base + 1 + k;
  }
  return null;
}
function jump(p) {
  pause();
  if (p !== null && p !== void 0) show(p);
}
var step = (dir) => jump(here() + dir);
function nextOf(target, dir) {
  if (!present.has(target)) {
    live.textContent = ABSENT[target];
    return;
  }
  jump(find(target, dir));
}
function marker(dir) {
  const ats = pageData.markers.map((m) => m.at);
  const at2 = dir > 0 ? ats.find((a) => a > here()) : ats.reverse().find((a) => a < here());
  jump(at2);
}
treeCanvas.addEventListener("click", (e) => {
  const box = treeCanvas.getBoundingClientRect();
  const d = Math.floor((e.clientY - box.top) / Math.max(1, box.height) * maxDepth) + 1;
  const p = pageData.first + (e.clientX - box.left) / Math.max(1, box.width) * span;
  const node = nodeAt(nodeStarts, d, Math.min(p, here()));
  if (node !== null) jump(node);
});
for (const name of ["code", "stack", "tree"]) {
  const button = byId(`show-${name}`), panel = byId(`${name}-panel`);
  button.addEventListener("click", () => {
    panel.hidden = !panel.hidden;
    button.setAttribute("aria-pressed", String(!panel.hidden));
    if (name === "tree" && !panel.hidden) drawTreeImage();
    if (name === "code") forgetCodeLight();
    render();
    if (name === "code") measureCode();
  });
}
matchMedia("(prefers-color-scheme: dark)").addEventListener("change", () => {
  forgetColours();
  drawProfile();
  drawTreeImage();
  render();
});
function positionAt(clientX) {
  const box = canvas.getBoundingClientRect();
  const t = Math.max(0, Math.min(1, (clientX - box.left) / Math.max(1, box.width)));
  return pageData.first + t * span;
}
seek.addEventListener("pointerdown", (e) => {
  session.dragging = true;
  try {
    seek.setPointerCapture(e.pointerId);
  } catch {
  }
  pause();
  show(positionAt(e.clientX));
});
seek.addEventListener("pointermove", (e) => {
  if (session.dragging) show(positionAt(e.clientX));
});
seek.addEventListener("pointerup", () => {
  session.dragging = false;
});
var tip = byId("seek-tip");
seek.addEventListener("pointermove", (e) => {
  const box = canvas.getBoundingClientRect();
  const at2 = Math.round(positionAt(e.clientX));
  const near = pageData.markers.find((m) => Math.abs(ofPosition(m.at) * box.width - (e.clientX - box.left)) <= 6);
  tip.textContent = near ? `#${fmt(near.at)} ${near.label}` : fill(pageTexts.PageEventTip, { n: fmt(at2) });
  tip.style.left = `${Math.max(0, Math.min(box.width, e.clientX - box.left))}px`;
  tip.classList.add("shown");
});
seek.addEventListener("pointerleave", () => tip.classList.remove("shown"));
var speedSelect = byId("speed");
for (const s of pageData.speeds) {
  const option = document.createElement("option");
  option.value = s;
  const n = s === 0.25 ? "¼" : s === 0.5 ? "½" : String(s);
  option.textContent = fill(s > 1 ? pageTexts.PageSpeedMany : pageTexts.PageSpeedOne, { n });
  speedSelect.append(option);
}
speedSelect.value = String(session.speed);
speedSelect.addEventListener("change", () => {
  session.paced = false;
  session.speed = Number(speedSelect.value);
});
function faster(dir) {
  session.paced = false;
  const i = Math.max(0, Math.min(pageData.speeds.length - 1, pageData.speeds.indexOf(session.speed) + dir));
  session.speed = pageData.speeds[i];
  speedSelect.value = String(session.speed);
}
playButton.addEventListener("click", toggle);
byId("back").addEventListener("click", () => step(-1));
byId("forward").addEventListener("click", () => step(1));
for (const target of Object.keys(TARGETS)) {
  byId(`prev-${target}`)?.addEventListener("click", () => nextOf(target, -1));
  byId(`next-${target}`)?.addEventListener("click", () => nextOf(target, 1));
}
for (const pair of document.querySelectorAll(".pair[data-kinds]")) {
  const target = pair.dataset.kinds;
  if (target === "marker" || present.has(target)) continue;
  pair.classList.add("absent");
  for (const button of pair.querySelectorAll("button")) {
    button.disabled = true;
    button.title = ABSENT[target];
  }
}
for (const el of document.querySelectorAll("#help tr[data-kinds], #sim [data-kinds]")) el.hidden = !present.has(el.dataset.kinds);
for (const item of document.querySelectorAll("#key li[data-key]")) item.hidden = !present.has(item.dataset.key);
byId("prev-marker").addEventListener("click", () => marker(-1));
byId("next-marker").addEventListener("click", () => marker(1));
var help = byId("help");
var toggleHelp = () => help.open ? help.close() : help.showModal();
byId("help-button").addEventListener("click", toggleHelp);
function fullScreen() {
  const player2 = byId("player");
  const request = document.fullscreenElement ? document.exitFullscreen() : player2.requestFullscreen && player2.requestFullscreen();
  if (request && request.catch) request.catch(() => {
  });
}
byId("fullscreen").addEventListener("click", fullScreen);
var player = byId("player");
function wake() {
  player.classList.add("awake");
  clearTimeout(session.sleepTimer);
  session.sleepTimer = setTimeout(() => player.classList.remove("awake"), 2500);
}
document.addEventListener("pointermove", wake);
document.addEventListener("fullscreenchange", () => {
  wake();
  fit();
});
var pencilButton = byId("candidates");
function togglePencil() {
  session.pencilled = !session.pencilled;
  pencilButton.setAttribute("aria-pressed", String(session.pencilled));
  render();
}
pencilButton.setAttribute("aria-pressed", String(session.pencilled));
pencilButton.addEventListener("click", togglePencil);
var gotoInput = byId("goto");
gotoInput.min = pageData.first;
gotoInput.max = LAST;
gotoInput.addEventListener("change", () => {
  const n = Number(gotoInput.value);
  if (gotoInput.value !== "" && Number.isFinite(n)) jump(n);
});
gotoInput.addEventListener("keydown", (e) => {
  if (e.key === "Enter") gotoInput.blur();
});
var list = byId("markers");
for (const m of pageData.markers) {
  const item = document.createElement("li");
  const button = document.createElement("button");
  button.type = "button";
  if (m.own) button.className = "own";
  const at2 = document.createElement("span");
  at2.className = "at";
  at2.textContent = `#${fmt(m.at)}`;
  button.append(at2, ` ${m.label}`);
  button.setAttribute("aria-label", fill(pageTexts.PageMarkerLabel, { n: fmt(m.at), label: m.label }));
  button.addEventListener("click", () => jump(m.at));
  item.append(button);
  list.append(item);
}
var seekKeys = { ArrowUp: 1, ArrowRight: 1, ArrowDown: -1, ArrowLeft: -1 };
function watchKey(e) {
  const key = e.key;
  if (e.target === seek && key in seekKeys) step(seekKeys[key]);
  else if (key === " ") toggle();
  else if (key === "ArrowLeft") step(-1);
  else if (key === "ArrowRight") step(1);
  else if (key === "[") marker(-1);
  else if (key === "]") marker(1);
  else if (key === "c") nextOf("conflict", 1);
  else if (key === "C") nextOf("conflict", -1);
  else if (key === "b") nextOf("backtrack", 1);
  else if (key === "B") nextOf("backtrack", -1);
  else if (key === "d") nextOf("deadend", 1);
  else if (key === "D") nextOf("deadend", -1);
  else if (key === "g") nextOf("guess", 1);
  else if (key === "G") nextOf("guess", -1);
  else if (key === "s") nextOf("forced", 1);
  else if (key === "S") nextOf("forced", -1);
  else if (key === "e") nextOf("eliminate", 1);
  else if (key === "E") nextOf("eliminate", -1);
  else if (key >= "0" && key <= "9" && key.length === 1) jump(pageData.first + Number(key) / 10 * span);
  else if (key === "Home") jump(pageData.first);
  else if (key === "End") jump(LAST);
  else if (key === "+" || key === "=") faster(1);
  else if (key === "-") faster(-1);
  else if (key === "p") togglePencil();
  else if (key === "PageDown") jump(here() + Math.max(1, Math.round(span / 100)));
  else if (key === "PageUp") jump(here() - Math.max(1, Math.round(span / 100)));
  else return false;
  return true;
}
MODES.watch = { label: pageTexts.PageModeWatch, enter() {
}, leave: pause, key: watchKey };
document.addEventListener("keydown", (e) => {
  if (e.ctrlKey || e.metaKey || e.altKey) return;
  wake();
  const tag = e.target && e.target.tagName;
  if (tag === "INPUT" || tag === "SELECT" || tag === "TEXTAREA") return;
  if (help.open) {
    if (e.key === "?") {
      toggleHelp();
      e.preventDefault();
    }
    return;
  }
  const key = e.key;
  if ((key === " " || key === "Enter") && tag === "BUTTON") return;
  const shared = { "?": toggleHelp, f: fullScreen, F: fullScreen, m: () => switchMode(nextModeName()) };
  if (MODES[mode.now].key(e)) e.preventDefault();
  else if (Object.hasOwn(shared, key)) {
    shared[key]();
    e.preventDefault();
  }
});
function fromAddress() {
  const params = new URLSearchParams(location.hash.slice(1));
  if (!params.has("event")) return null;
  const text = params.get("event");
  if (!/^\d+$/.test(text)) {
    live.textContent = fill(pageTexts.PageNoSuchEvent, { text, first: fmt(pageData.first), last: fmt(LAST) });
    return null;
  }
  return Number(text);
}
function switchMode(name) {
  setMode(name);
  fit();
  render();
  noteAddress();
}
window.addEventListener("hashchange", () => {
  switchMode(modeOfAddress());
  const at2 = fromAddress();
  if (at2 !== null && at2 !== here()) jump(at2);
});
var framed = window.self !== window.top;
var about = byId("about");
var essentials = ["caption", "end", "sim", "quiz", "play-deal", "play-pad", "play-steps", "play-say", "seek"].concat(framed ? ["about"] : []).map(byId).concat([document.querySelector("header"), document.querySelector(".transport")]);
var side = byId("side");
var pushed = null;
function fit() {
  const upright = matchMedia("(max-aspect-ratio: 11/10)").matches;
  about.style.removeProperty("margin-bottom");
  pushed?.style.removeProperty("margin-top");
  pushed = null;
  if (!upright) {
    player.style.removeProperty("--reserve");
    if (framed && !document.fullscreenElement) fitBeside();
    return;
  }
  const shown = essentials.filter((el) => !el.hidden);
  const gaps = (shown.length + 1) * parseFloat(getComputedStyle(player).rowGap || "0");
  const pad2 = (framed ? 1 : 2) * parseFloat(getComputedStyle(player).paddingTop || "0");
  const height = (el) => el.getBoundingClientRect().height;
  const reviews = shown.flatMap((el) => [...el.querySelectorAll(".review")]).filter((el) => !el.hidden);
  const reserve = shown.reduce((sum, el) => sum + height(el), 0) - reviews.reduce((sum, el) => sum + height(el), 0) + gaps + pad2;
  player.style.setProperty("--reserve", `${Math.ceil(reserve)}px`);
  let after = about.nextElementSibling;
  while (after.hidden) after = after.nextElementSibling;
  const next = framed && after.getBoundingClientRect().top;
  if (next && next < innerHeight) about.style.marginBottom = `${innerHeight - next}px`;
}
function fitBeside() {
  const last = [byId("seek"), byId("play-say")].find((el) => el.getClientRects().length > 0);
  if (!last) return;
  const top = side.getBoundingClientRect().top - side.scrollTop;
  const fold = side.clientHeight;
  const after = last.getBoundingClientRect().bottom - top;
  const parts = [...side.children, ...byId("play-panel").children].filter((el) => el.getClientRects().length > 0).map((el) => ({ el, top: el.getBoundingClientRect().top - top, bottom: el.getBoundingClientRect().bottom - top })).filter((part) => part.top >= after).sort((a, b) => a.top - b.top);
  const first = parts.find((part) => part.bottom > fold);
  if (!first || first.top >= innerHeight - top) return;
  pushed = first.el;
  pushed.style.marginTop = `${innerHeight - top - first.top}px`;
}
window.addEventListener("resize", () => {
  forgetCodeMetrics();
  fit();
  drawProfile();
  drawSeek();
  drawTreeImage();
  drawTree();
  measureCode();
});
var refusedWords = pageData.refused ? fill(pageTexts.PageStopsAt, { n: fmt(pageData.refused.at) }) : pageData.cut ? ` · ${pageData.cut}` : "";
var eventsHeld = pageData.first > 0 || pageData.last !== pageData.total ? fill(pageData.total === null ? pageTexts.PageWindow : pageTexts.PageWindowOf, { first: fmt(pageData.first), last: fmt(pageData.last), total: fmt(pageData.total) }) : fill(pageTexts.PageEvents, { n: fmt(pageData.last) });
about.textContent = `${pageData.label} · ${eventsHeld}${pageData.end ? ` · ${pageData.end}` : ""}${refusedWords}${fill(pageTexts.PageThePuzzle, { puzzle: pageData.puzzle })}`;
if (window.self !== window.top) player.classList.add("framed");

// src/js/quiz.js
function newQuiz(questions) {
  return { questions, at: 0, answers: [] };
}
var openQuestion = (quiz2) => quiz2.questions[quiz2.at] ?? null;
function questionOf(q) {
  return q && { event: q.event, prompt: q.prompt, choices: q.choices.map((c) => ({ label: c.label, event: c.event })) };
}
function answerQuestion(quiz2, score2, i, seconds) {
  const q = openQuestion(quiz2);
  if (!q) throw new Error("no question is open: every question is answered");
  if (!Number.isInteger(i) || i < 0 || i >= q.choices.length) {
    throw new RangeError(`no choice ${i}: answer with 0 to ${q.choices.length - 1}`);
  }
  const right = i === q.right, expected = q.choices[q.right];
  quiz2.answers.push({ event: q.event, given: q.choices[i].event, expected: expected.event, right, question: quiz2.at, choice: i, seconds });
  quiz2.at++;
  noteAnswer(score2, right);
  return { right, expected: { label: expected.label, event: expected.event }, rule: q.rule, why: q.why, question: q };
}
function restartQuiz(quiz2) {
  quiz2.at = 0;
  quiz2.answers.length = 0;
}
var misses = (quiz2) => quiz2.answers.filter((a) => !a.right);
function resultsFile(D, mode2, name, seconds, answers) {
  const right = answers.filter((a) => a.right).length;
  return {
    format: "sudotrace-results",
    version: 1,
    page: D.page,
    mode: mode2,
    solver: D.solver,
    puzzle: D.puzzle,
    name,
    seconds: tenths(seconds),
    score: { right, asked: answers.length },
    answers: answers.map(({ event, given, expected, seconds: took }) => took === void 0 ? { event, given, expected } : { event, given, expected, seconds: tenths(took) })
  };
}
var tenths = (seconds) => Math.round(Math.max(0, seconds) * 10) / 10;

// src/js/predict.js
var quiz = newQuiz(pageData.questions ?? []);
var quizScore = newScore();
var quizPrompt = byId("quiz-prompt");
var quizChoices = byId("quiz-choices");
var quizSay = byId("quiz-say");
var quizNext = byId("quiz-next");
var quizScoreEl = byId("quiz-score");
var quizReview = byId("quiz-review");
var simSteps = [];
on("answer", (a) => {
  if (mode.now === "simulate" && a.step) {
    simSteps.push({ event: here(), given: a.step, expected: a.expected, right: a.right, seconds: a.seconds });
  }
});
var showQuizScore = () => {
  quizScoreEl.textContent = fill(pageTexts.PageSimScore, quizScore);
};
function askQuestion() {
  const q = openQuestion(quiz);
  session.quizAnswered = false;
  quizNext.hidden = true;
  quizChoices.replaceChildren();
  quizSay.className = "sim-say";
  if (!q) return finishQuiz();
  jump(q.event - 1);
  quizPrompt.textContent = q.prompt;
  q.choices.forEach((choice, i) => {
    const button = document.createElement("button");
    button.type = "button";
    button.dataset.key = String(i + 1);
    button.setAttribute("aria-keyshortcuts", String(i + 1));
    button.textContent = `${i + 1}  ${choice.label}`;
    quizChoices.append(button);
  });
  quizSay.textContent = live.textContent = pageTexts.PageQuizAsk;
  showQuizScore();
  fit();
  session.askedAt = performance.now();
}
function finishQuiz() {
  quizPrompt.textContent = quiz.questions.length ? fill(pageTexts.PageSimDone, quizScore) : pageTexts.PageQuizNone;
  quizReview.replaceChildren();
  for (const miss of misses(quiz)) {
    const q = quiz.questions[miss.question], item = document.createElement("li");
    const go = document.createElement("button");
    go.type = "button";
    go.textContent = `#${q.event.toLocaleString("en")}`;
    go.addEventListener("click", () => reviewMiss(q));
    item.append(go, ` ${fill(pageTexts.PageQuizMissed, { rule: q.rule, why: q.why, given: q.choices[miss.choice].label })}`);
    quizReview.append(item);
  }
  quizReview.hidden = quizReview.children.length === 0;
  showQuizScore();
  fit();
}
function reviewMiss(q) {
  jump(q.event);
  quizSay.textContent = live.textContent = fill(pageTexts.PageQuizWrong, { rule: q.rule, why: q.why });
  quizSay.className = "sim-say wrong";
  byId("board").scrollIntoView({ block: "start", behavior: "instant" });
}
function predictAnswer(i, atOnce) {
  if (session.quizAnswered) askQuestion();
  const seconds = (performance.now() - session.askedAt) / 1e3;
  const { right, expected, rule, why, question } = answerQuestion(quiz, quizScore, i, seconds);
  session.quizAnswered = true;
  [...quizChoices.children].forEach((button, k) => {
    button.disabled = true;
    if (k === question.right) button.className = "right";
    else if (k === i) button.className = "wrong";
  });
  jump(question.event);
  quizSay.textContent = live.textContent = fill(right ? pageTexts.PageQuizRight : pageTexts.PageQuizWrong, { rule, why });
  quizSay.className = `sim-say ${right ? "right" : "wrong"}`;
  showQuizScore();
  const result = { right, expected, why };
  emit("answer", { ...result, seconds, score: { ...quizScore } });
  if (!openQuestion(quiz)) emit("done", { mode: "predict", event: here(), score: { ...quizScore } });
  if (atOnce) askQuestion();
  else quizNext.hidden = false;
  render();
  return result;
}
var predictQuestion = () => session.quizAnswered ? null : questionOf(openQuestion(quiz));
function predictKey(e) {
  const k = e.key;
  if (k >= "1" && k <= "9" && !session.quizAnswered && openQuestion(quiz)) {
    const i = Number(k) - 1;
    if (i < openQuestion(quiz).choices.length) predictAnswer(i, false);
  } else if ((k === "Enter" || k === "n") && session.quizAnswered) askQuestion();
  else return false;
  return true;
}
quizChoices.addEventListener("click", (e) => {
  const button = e.target.closest("button[data-key]");
  if (button && !session.quizAnswered) predictAnswer(Number(button.dataset.key) - 1, false);
});
quizNext.addEventListener("click", askQuestion);
function restart() {
  session.quizOpened = Date.now();
  if (mode.now === "predict") {
    restartQuiz(quiz);
    Object.assign(quizScore, newScore());
    quizReview.replaceChildren();
    quizReview.hidden = true;
    askQuestion();
    return { ...quizScore };
  }
  if (mode.now === "simulate") {
    simSteps.length = 0;
    Object.assign(score, newScore());
    jump(pageData.first);
  }
  return { ...score };
}
byId("again").addEventListener("click", restart);
byId("save").addEventListener("click", () => {
  const name = byId("save-name").value.trim();
  const answers = mode.now === "predict" ? quiz.answers : simSteps;
  const card = resultsFile(pageData, mode.now, name, (Date.now() - session.quizOpened) / 1e3, answers);
  const link = document.createElement("a");
  link.href = URL.createObjectURL(new Blob([JSON.stringify(card, null, 1)], { type: "application/json" }));
  link.download = `results-${(name || "sudotrace").replace(/[^\p{L}\p{N}_-]+/gu, "-")}.json`;
  link.click();
  URL.revokeObjectURL(link.href);
});
MODES.predict = {
  label: pageTexts.PageModePredict,
  enter: askQuestion,
  leave() {
    session.quizAnswered = false;
  },
  key: predictKey
};

// src/js/simulate.js
var say = byId("sim-say");
var whySay = byId("sim-why");
var scoreEl = byId("sim-score");
var forceButton = byId("sim-force");
var setForcing = (on2) => {
  session.forcing = on2;
  forceButton.setAttribute("aria-pressed", String(on2));
};
var rc = (cell) => ({ r: Math.floor(cell / 9) + 1, c: cell % 9 + 1 });
function pick(i, focus) {
  focus ||= byId("board").contains(document.activeElement);
  cells[mode.cursor]?.el.removeAttribute("tabindex");
  mode.cursor = i;
  if (i < 0) return;
  cells[i].el.tabIndex = 0;
  if (focus) cells[i].el.focus();
}
function stepWords(s) {
  if (s.r === void 0) {
    const e2 = lineEvent(s);
    return typeof e2 === "string" ? e2 : eventWords(e2, null, -1, pageTexts);
  }
  const cell = (s.r - 1) * 9 + s.c - 1, kind = KIND_NAMES.indexOf(s.ev);
  const e = { kind, cell, digit: s.ev === "choose" ? s.n : s.d ?? 0, detail: 0 };
  if (s.unit) {
    const unit = UNIT_NAMES.indexOf(s.unit);
    e.withCell = (s.with[0] - 1) * 9 + s.with[1] - 1;
    e.detail = unit << DETAIL_UNIT_SHIFT | unitCells(unit, cell).indexOf(e.withCell);
  }
  if (s.ev === "force") e.detail = s.by === "cell" ? 0 : UNIT_NAMES.indexOf(s.by) + 1;
  return eventWords(e, null, -1, pageTexts);
}
var showScore = () => {
  scoreEl.textContent = fill(pageTexts.PageSimScore, score);
};
function simStep(input) {
  const result = takeStep(replay, score, input);
  if (result === null) return null;
  const seconds = (performance.now() - session.turnFrom) / 1e3;
  session.turnFrom = performance.now();
  setForcing(false);
  const e = replay.eventAt();
  pick(e.cell);
  render();
  noteAddress();
  const words = wordsOf(replay, e), last = nextLine(replay) === null;
  let text = result.right ? fill(pageTexts.PageSimRight, { words }) : fill(pageTexts.PageSimWrong, { step: stepWords(result.step), words });
  const ORDER_TEXTS2 = { "one-loop": pageTexts.HowOneLoop, "one-loop-column-first": pageTexts.HowOneLoopColumnFirst, "unit-by-unit": pageTexts.HowUnitByUnit };
  if (result.order) text += ` ${fill(pageTexts.PageSimOtherOrder, { how: ORDER_TEXTS2[result.order] })}`;
  if (last) text += ` ${fill(pageTexts.PageSimDone, score)}`;
  say.textContent = text;
  whySay.textContent = fill(pageTexts.PageSimWhy, { why: result.why });
  live.textContent = `${text} ${whySay.textContent}`;
  say.className = `sim-say ${result.right ? "right" : "wrong"}`;
  fit();
  showScore();
  emit("answer", { ...result, seconds, score: { ...score } });
  if (last) emit("done", { mode: mode.now, event: here(), score: { ...score } });
  return result;
}
function tried() {
  const e = replay.eventAt();
  return e && e.kind === TRY ? e : { cell: mode.cursor, digit: session.typed };
}
function clash(unit) {
  const t = tried(), u = UNIT_NAMES.indexOf(unit);
  const holder = unitCells(u, t.cell).find((other) => other !== t.cell && state.board[other] === t.digit);
  if (holder === void 0) {
    say.className = "sim-say";
    whySay.textContent = "";
    say.textContent = live.textContent = fill(pageTexts.PageSimNoHolder, { unit: [pageTexts.Row, pageTexts.Column, pageTexts.Box][u], cell: cellName(t.cell), digit: t.digit });
    return;
  }
  simStep({ ev: "conflict", ...rc(t.cell), d: t.digit, unit, with: [rc(holder).r, rc(holder).c] });
}
function clashWithCell(i) {
  const e = replay.eventAt();
  if (!e || e.kind !== TRY || i === e.cell || state.board[i] !== e.digit) return false;
  const unit = [0, 1, 2].find((u) => unitCells(u, e.cell).includes(i));
  if (unit === void 0) return false;
  simStep({ ev: "conflict", ...rc(e.cell), d: e.digit, unit: UNIT_NAMES[unit], with: [rc(i).r, rc(i).c] });
  return true;
}
function sayOnly(text) {
  say.className = "sim-say";
  whySay.textContent = "";
  say.textContent = live.textContent = text;
}
function eliminateAt(cell) {
  const strategy = strategyAt(pageData, here() + 1);
  const rules = rulesOf(strategy && strategy.rules.length ? strategy.rules : RULE_NAMES);
  const candidates = replay.candidates();
  const found = cell < 0 ? null : firstElimination(rules, candidates, (p) => madeOf(p, candidates).includes(cell));
  if (found === null) return sayOnly(fill(pageTexts.PageSimNoPattern, { cell: cellName(Math.max(0, cell)) }));
  simStep({ ev: "eliminate", ...patternFields(found.pattern) });
}
function restoreLast() {
  if (state.elims.standing.length === 0) return sayOnly(pageTexts.PageSimNothingToRestore);
  simStep({ ev: "restore" });
}
var ACTIONS = {
  p: () => {
    const t = tried();
    simStep({ ev: "place", ...rc(t.cell), d: t.digit });
  },
  r: () => clash("row"),
  c: () => clash("col"),
  x: () => clash("box"),
  b: () => simStep({ ev: "backtrack", ...rc(mode.cursor) }),
  n: () => simStep({ ev: "choose", ...rc(mode.cursor) }),
  s: () => setForcing(!session.forcing),
  d: () => simStep({ ev: "deadend", ...rc(mode.cursor) }),
  u: () => simStep({ ev: "unforce", ...rc(mode.cursor) }),
  e: () => eliminateAt(mode.cursor),
  o: restoreLast
};
var MOVES = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -9, ArrowDown: 9 };
function simKey(e) {
  const k = e.key, i = mode.cursor, to = i + MOVES[k];
  if (Object.hasOwn(MOVES, k)) {
    if (to >= 0 && to < 81 && (Math.abs(MOVES[k]) === 9 || Math.floor(to / 9) === Math.floor(i / 9))) {
      pick(to, true);
      drawCells();
    }
  } else if (k.length === 1 && k >= "1" && k <= "9") {
    session.typed = Number(k);
    simStep({ ev: session.forcing ? "force" : "try", ...rc(mode.cursor), d: session.typed });
  } else if (Object.hasOwn(ACTIONS, k)) ACTIONS[k]();
  else if (k === "Escape" && session.forcing) setForcing(false);
  else return false;
  return true;
}
var pad = byId("pad");
for (let d = 1; d <= 9; d++) {
  const button = document.createElement("button");
  button.type = "button";
  button.dataset.key = button.textContent = String(d);
  pad.append(button);
}
byId("sim").addEventListener("click", (e) => {
  const button = e.target.closest("button[data-key]");
  if (button) simKey({ key: button.dataset.key });
});
byId("board").addEventListener("click", (e) => {
  const i = cells.findIndex((view) => view.el.contains(e.target));
  if (mode.now === "simulate" && i >= 0 && !clashWithCell(i)) {
    pick(i, true);
    drawCells();
  }
});
var searchKinds = new Set(pageData.kinds);
var ACTION_TEXTS = [
  ["try", pageTexts.PageSimActTry],
  ["force", pageTexts.PageSimActForce],
  ["backtrack", pageTexts.PageSimActBacktrack],
  ["choose", pageTexts.PageSimActChoose],
  ["deadend", pageTexts.PageSimActDeadEnd],
  ["unforce", pageTexts.PageSimActUnforce],
  ["eliminate", pageTexts.PageSimActEliminate],
  ["restore", pageTexts.PageSimActRestore]
];
var simActions = ACTION_TEXTS.filter(([kind]) => searchKinds.has(kind)).map(([, text]) => text).join(pageTexts.ListSeparator);
byId("pad").hidden = !searchKinds.has("try") && !searchKinds.has("force");
function askedNow() {
  if (!nextLine(replay)) return fill(pageTexts.PageSimDone, score);
  const e = replay.eventAt();
  if (e && e.kind === TRY) return fill(pageTexts.PageSimAskOutcome, { cell: cellName(e.cell), digit: e.digit });
  return fill(pageTexts.PageSimAsk, { actions: simActions });
}
function ask() {
  const e = replay.eventAt();
  pick(e && !e.refused ? e.cell : Math.max(0, state.board.indexOf(0)));
  say.className = "sim-say";
  say.textContent = askedNow();
  whySay.textContent = "";
  showScore();
  session.turnFrom = performance.now();
}
MODES.simulate = {
  label: pageTexts.PageModeSimulate,
  enter: ask,
  leave() {
    pick(-1);
    setForcing(false);
  },
  key: simKey,
  moved: ask
};

// src/js/hint.js
var hintAt = (i, d, rule, words, cells2, unit) => ({
  r: Math.floor(i / 9) + 1,
  c: i % 9 + 1,
  d,
  rule,
  words,
  cells: cells2,
  unit
});
var unitWords2 = (T, u) => fill(T.UnitNumbered, { unit: T[UNIT_TEXTS[Math.floor(u / 9)]], number: u % 9 + 1 });
function peersHolding(board, i, mask) {
  const out = [];
  for (const u of [rowOf(i), colOf(i), boxUnitOf(i)]) {
    for (const o of UNIT_LISTS[u]) {
      const bit = 1 << board[o];
      if (o !== i && board[o] && mask & bit) {
        out.push(o);
        mask &= ~bit;
      }
    }
  }
  return out.sort((a, b) => a - b);
}
function firstClash(board, givens2) {
  const twice = new Uint16Array(UNIT_LISTS.length);
  for (let u = 0; u < UNIT_LISTS.length; u++) {
    let once = 0;
    for (const i of UNIT_LISTS[u]) {
      const bit = board[i] ? 1 << board[i] : 0;
      twice[u] |= once & bit;
      once |= bit;
    }
  }
  for (const own of [true, false]) {
    for (let i = 0; i < board.length; i++) {
      if (!board[i] || Boolean(givens2[i]) === own) continue;
      const bit = 1 << board[i];
      if (!((twice[rowOf(i)] | twice[colOf(i)] | twice[boxUnitOf(i)]) & bit)) continue;
      for (const u of [rowOf(i), colOf(i), boxUnitOf(i)]) {
        for (const o of UNIT_LISTS[u]) if (o !== i && board[o] === board[i]) return { at: i, with: o, u };
      }
    }
  }
  return null;
}
function hintOf(board, givens2, solution, T, struck = null) {
  if (solution) {
    for (let i = 0; i < board.length; i++) {
      if (board[i] && !givens2[i] && board[i] !== solution[i]) {
        const words = fill(T.PageHintWrong, { cell: cellName(i), digit: board[i], solution: solution[i] });
        return hintAt(i, solution[i], "wrong", words, [i], null);
      }
    }
  } else {
    const clash2 = firstClash(board, givens2);
    if (clash2) {
      const kind = Math.floor(clash2.u / 9);
      const words = fill(T.EventConflict, {
        cell: cellName(clash2.at),
        digit: board[clash2.at],
        with: cellName(clash2.with),
        unit: T[UNIT_TEXTS[kind]]
      });
      const cells2 = [clash2.at, clash2.with].sort((a, b) => a - b);
      return hintAt(clash2.at, board[clash2.at], "clash", words, cells2, UNIT_NAMES[kind]);
    }
  }
  const held = unitDigits(board);
  const candidates = new Uint16Array(board.length);
  let single = -1, fewest = -1, least = 10;
  for (let i = 0; i < board.length; i++) {
    if (board[i]) continue;
    const set = candidatesIn(held, i) & ~(struck ? struck[i] : 0), n = popcount(set);
    candidates[i] = set;
    if (n === 0) {
      const words = fill(T.PageHintDead, { cell: cellName(i) });
      return hintAt(i, 0, "dead", words, peersHolding(board, i, ALL_DIGITS), null);
    }
    if (n === 1 && single < 0) single = i;
    if (n < least) {
      least = n;
      fewest = i;
    }
  }
  if (single >= 0) {
    const d = lowestDigit(candidates[single]);
    const words = fill(T.EventOnlyDigit, { cell: cellName(single), digit: d });
    return hintAt(single, d, "single", words, peersHolding(board, single, ALL_DIGITS & ~candidates[single]), null);
  }
  for (let u = 0; u < UNIT_LISTS.length; u++) {
    let once = 0, twice = 0;
    for (const i2 of UNIT_LISTS[u]) {
      twice |= once & candidates[i2];
      once |= candidates[i2];
    }
    const alone = once & ~twice;
    if (!alone) continue;
    const d = lowestDigit(alone), bit = 1 << d;
    const i = UNIT_LISTS[u].find((o) => (candidates[o] & bit) !== 0);
    const words = fill(T.PageHintHidden, { unit: unitWords2(T, u), digit: d, cell: cellName(i) });
    return hintAt(i, d, "hidden", words, Array.from(UNIT_LISTS[u]), UNIT_NAMES[Math.floor(u / 9)]);
  }
  const found = fewest >= 0 ? firstElimination({ pointing: true, claiming: true, pairs: true }, candidates) : null;
  if (found !== null) {
    const { pattern, removal } = found, at2 = patternCell(pattern);
    const hint = hintAt(at2, pattern.digit, RULE_NAMES[pattern.rule], eliminateWords(pattern, T), madeOf(pattern, candidates), null);
    return { ...hint, pattern, removal };
  }
  if (fewest >= 0) {
    const words = fill(T.PageHintGuess, { cell: cellName(fewest), digits: digitsIn(candidates[fewest]).join(" ") });
    return hintAt(fewest, 0, "guess", words, [fewest], null);
  }
  return null;
}

// src/js/run.js
var PROGRESS_EVERY = 1 << 16;
var prelude = (puzzle, limit, at2) => `"use strict";const __reader=__newReader(${JSON.stringify(READER_CONSTANTS)},${limit > 0 ? limit : Infinity});const __at=${at2};let __first="",__done=false;const __post=(more)=>{if(__done)return;__done=true;const r=__reader.result();postMessage({read:r,...more},[r.bytes.buffer]);};class __Exit extends Error{get name(){return "__Exit";}};const process={argv:["node","solve.js",${JSON.stringify(puzzle)},${JSON.stringify(String(limit))}],exit(code){__post({exit:Number(code)||0});throw new __Exit("exit");}};const console={log(...a){if(__done)throw new __Exit("stop");const n=__reader.count();if(__at>0&&n===0)__first=new Error().stack;if(!__reader.line(a.join(" "))){__post({});throw new __Exit("stop");}if(__at>0&&__reader.count()===__at&&n<__at){__done=true;postMessage({where:[__first,new Error().stack]});throw new __Exit("stop");}if(n!==__reader.count()&&__reader.count()%${PROGRESS_EVERY}===0)postMessage({progress:__reader.count()});},error(){},warn(){},info(){},debug(){}};`;
var ending = () => `
;__post({});
function __newReader(K,most){return (${newLineReader})(K,most);}
`;
function programLine(source, line) {
  const lines = source.split("\n");
  if (line >= 1 && line <= lines.length && (line < lines.length || lines[line - 1].trim() !== "")) return line;
  let last = lines.length;
  while (last > 1 && lines[last - 1].trim() === "") last--;
  return last;
}
function runProgram(source, puzzle, { limit, seconds, onProgress = () => {
} }) {
  return started(source, puzzle, limit, 0, seconds, (data, resolve, reject) => {
    if ("progress" in data) onProgress(data.progress);
    else if (data.exit) reject({ kind: "exit", code: data.exit });
    else if ("read" in data) resolve(readOf(data.read));
  });
}
function lineOfEvent(source, puzzle, at2, { limit, seconds }) {
  const run = started(source, puzzle, limit, at2, seconds, (data, resolve) => {
    if ("where" in data) resolve(writingLine(data.where, source, prelude(puzzle, limit, at2).length));
    else if ("read" in data) resolve(null);
  });
  return run.promise.catch(() => null);
}
function programFrames(stack, source, preludeLength) {
  const count = source.split("\n").length;
  const frames = [];
  for (const text of String(stack).split("\n").slice(1)) {
    const found = /^\s*at (?:(\S+) )?\(?blob:.*:(\d+):(\d+)\)?$/.exec(text);
    if (!found) continue;
    const line = Number(found[2]);
    if (line === 1 && Number(found[3]) <= preludeLength) continue;
    if (line <= count) frames.push([found[1] ?? "", line]);
  }
  return frames;
}
function writingLine([first, here2], source, preludeLength) {
  const [a, b] = [first, here2].map((stack) => programFrames(stack, source, preludeLength));
  if (b.length === 0) return null;
  const helper = a.length > 0 && a[0][1] === b[0][1] && b.length > 1 && b[1][0] !== b[0][0];
  return helper ? b[1][1] : b[0][1];
}
function started(source, puzzle, limit, at2, seconds, heard) {
  let stop = () => {
  };
  const promise = new Promise((resolve, reject) => {
    const url = URL.createObjectURL(new Blob([prelude(puzzle, limit, at2) + source + ending()], { type: "text/javascript" }));
    const worker = new Worker(url);
    let timer = 0, settled = false;
    const finish = (settle, value) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.terminate();
      URL.revokeObjectURL(url);
      settle(value);
    };
    worker.onmessage = ({ data }) => heard(data, (v) => finish(resolve, v), (v) => finish(reject, v));
    worker.onerror = (e) => {
      e.preventDefault();
      if (/__Exit|Uncaught (exit|stop)/.test(e.message)) return;
      finish(reject, { kind: "error", line: programLine(source, e.lineno), message: e.message });
    };
    timer = setTimeout(() => finish(reject, { kind: "time", seconds }), seconds * 1e3);
    stop = () => finish(reject, { kind: "stopped" });
  });
  return { promise, stop: () => stop() };
}

// src/js/play.js
var GAME_KEY = `sudotrace-play ${location.pathname} ${pageData.bank[0]?.puzzle ?? pageData.puzzle}`;
function keyFor(puzzle, index) {
  const entry = pageData.bank[index];
  return entry?.puzzle === puzzle && typeof entry.solutions === "string" ? { solutions: entry.solutions, solution: entry.solution ?? null } : answerKey(puzzle);
}
function newGame(puzzle, index) {
  return { puzzle, index, board: Array.from(digitsOf(puzzle)), pencil: new Array(CELLS).fill(0), undo: [], redo: [], seconds: 0, clashes: false, key: keyFor(puzzle, index), code: null };
}
var isGame = (g) => g && typeof g.puzzle === "string" && /^[.1-9]{81}$/.test(g.puzzle) && Array.isArray(g.board) && g.board.length === CELLS;
function loadShelf() {
  try {
    const kept = JSON.parse(localStorage.getItem(GAME_KEY));
    const shelf2 = isGame(kept) ? { current: kept.puzzle, games: { [kept.puzzle]: kept } } : kept;
    if (shelf2 && typeof shelf2.games === "object" && shelf2.games !== null) {
      for (const [puzzle, g] of Object.entries(shelf2.games)) {
        if (!isGame(g) || g.puzzle !== puzzle) {
          delete shelf2.games[puzzle];
          continue;
        }
        if (pageData.bank[g.index]?.puzzle !== g.puzzle) g.index = pageData.bank.findIndex((entry) => entry.puzzle === g.puzzle);
        if (typeof g.key?.solutions !== "string") g.key = keyFor(g.puzzle, g.index);
        delete g.solution;
      }
      const current = Object.hasOwn(shelf2.games, shelf2.current) ? shelf2.current : null;
      return { current, games: shelf2.games, showMistakes: shelf2.showMistakes === true };
    }
  } catch {
  }
  return { current: null, games: {}, showMistakes: false };
}
var shelf = loadShelf();
session.game = shelf.current === null ? null : shelf.games[shelf.current];
var saveGame = () => {
  try {
    localStorage.setItem(GAME_KEY, JSON.stringify(shelf));
  } catch {
  }
};
var givenAt = (i) => session.game.puzzle[i] !== ".";
var playBoard = () => session.game ? boardLine(session.game.board) : pageData.puzzle;
var playPuzzle = () => session.game ? session.game.puzzle : pageData.bank[0]?.puzzle ?? pageData.puzzle;
var playSay = byId("play-say");
var playProblems = byId("play-problems");
var playTimeEl = byId("play-time");
var puzzleSelect = byId("play-puzzle");
var strategySelect = byId("play-strategy");
var limitInput = byId("play-limit");
function playSays(text, tone = "") {
  playSay.textContent = live.textContent = text;
  playSay.className = `sim-say ${tone}`;
  playProblems.replaceChildren();
}
var puzzleName = (g) => g.index >= 0 ? fill(pageTexts.PagePlayPuzzleNumber, { n: g.index + 1 }) : pageTexts.PagePlayYourPuzzle;
var played = (g) => g.seconds > 0 || g.undo.length > 0 || g.board.some((d, i) => d && g.puzzle[i] === ".");
function openPuzzle(puzzle, index) {
  const left = session.game;
  if (left !== null && left.puzzle === puzzle) return;
  const kept = shelf.games[puzzle] ?? null;
  session.game = kept ?? newGame(puzzle, index);
  if (index >= 0) session.game.index = index;
  shelf.games[puzzle] = session.game;
  shelf.current = puzzle;
  session.playHinted = null;
  session.playSolved = false;
  forgetStruck();
  mode.cursor = Math.max(0, session.game.board.indexOf(0));
  saveGame();
  const said = [];
  if (left !== null && played(left)) said.push(fill(pageTexts.PagePlayKept, { puzzle: puzzleName(left) }));
  if (kept !== null && played(kept)) said.push(fill(pageTexts.PagePlayResumed, { puzzle: puzzleName(session.game), time: playClock(session.game.seconds) }));
  playSays(said.join(" "));
  if (mode.now === "play") drawPlay();
}
function ensureGame() {
  if (session.game === null) openPuzzle(playPuzzle(), 0);
}
var hintStruck = () => session.playStruck ??= new Uint16Array(CELLS);
var forgetStruck = () => {
  session.playStruck = null;
};
function setCell(i, digit, mask, record = true) {
  if (i < 0 || givenAt(i)) return false;
  const before = { d: session.game.board[i], m: session.game.pencil[i] };
  if (before.d === digit && before.m === mask) return false;
  if (before.d !== 0 && before.d !== digit) forgetStruck();
  session.game.board[i] = digit;
  session.game.pencil[i] = mask;
  if (record) {
    session.game.undo.push({ i, before, after: { d: digit, m: mask } });
    if (session.game.undo.length > 1e3) session.game.undo.shift();
    session.game.redo = [];
  }
  session.playHinted = null;
  saveGame();
  return true;
}
function enter(i, digit) {
  ensureGame();
  if (session.playPencil && digit > 0) return setCell(i, 0, session.game.pencil[i] ^ 1 << digit);
  return setCell(i, digit, 0);
}
function enterAt(r, c, digit) {
  for (const [name, v, lo] of [["r", r, 1], ["c", c, 1], ["d", digit, 0]]) {
    if (!Number.isInteger(v) || v < lo || v > 9) throw new TypeError(`enter(r, c, d): ${name} is ${lo} to 9, not ${v}`);
  }
  ensureGame();
  const i = (r - 1) * 9 + c - 1;
  if (givenAt(i)) throw new Error(`enter(r, c, d): ${cellName(i)} holds a given of the puzzle`);
  setCell(i, digit, 0);
  if (mode.now === "play") drawPlay();
  return playBoard();
}
function undoRedo(from, to, side2) {
  const step2 = session.game[from].pop();
  if (!step2) return;
  if (session.game.board[step2.i] !== 0 && session.game.board[step2.i] !== step2[side2].d) forgetStruck();
  session.game.board[step2.i] = step2[side2].d;
  session.game.pencil[step2.i] = step2[side2].m;
  session.game[to].push(step2);
  mode.cursor = step2.i;
  session.playHinted = null;
  saveGame();
  drawPlay();
}
function clashingCells() {
  const out = new Uint8Array(CELLS);
  for (const unit of UNIT_LISTS) {
    for (const a of unit) for (const b of unit) if (a !== b && session.game.board[a] && session.game.board[a] === session.game.board[b]) out[a] = 1;
  }
  return out;
}
function drawPlay() {
  if (!session.game) return;
  const clashes = session.game.clashes ? clashingCells() : new Uint8Array(CELLS);
  const outline = new Uint8Array(CELLS);
  for (const i of session.playHinted?.cells ?? []) outline[i] = 1;
  const hintCell = session.playHinted && session.playHinted.r ? (session.playHinted.r - 1) * 9 + session.playHinted.c - 1 : -1;
  for (let i = 0; i < CELLS; i++) {
    const view = cells[i], d = session.game.board[i], given = givenAt(i);
    const r = Math.floor(i / 9), col = i % 9;
    let cls = `cell ${given ? "given" : d ? "placed" : "blank"} r${r} c${col}`;
    if (i === mode.cursor) cls += " cursor";
    if (clashes[i]) cls += " clash";
    if (i === hintCell) cls += session.playHinted.rule === "wrong" ? " rejected current" : " current";
    cls += edgesOf(outline, i);
    let label = fill(d ? given ? pageTexts.PageCellGiven : pageTexts.PageCellPlaced : pageTexts.PageCellBlank, { cell: cellName(i), digit: d });
    if (!d && session.game.pencil[i]) label += fill(pageTexts.PageCellPencil, { digits: digitsIn(session.game.pencil[i]).join(" ") });
    if (clashes[i]) label += pageTexts.PageCellClashing;
    if (i === hintCell) label += pageTexts.PageCellHinted;
    const text = d ? String(d) : "";
    if (view.workCls !== "work") {
      view.work.className = "work";
      view.workCls = "work";
    }
    drawPencil(view, d ? 0 : session.game.pencil[i]);
    if (view.badge) view.badge.textContent = "";
    if (view.cls !== cls) {
      view.el.className = cls;
      view.cls = cls;
    }
    if (view.text !== text) {
      view.digit.textContent = text;
      view.text = text;
    }
    if (view.label !== label) {
      view.el.setAttribute("aria-label", label);
      view.label = label;
    }
  }
  cells.forEach((view, i) => {
    if (i === mode.cursor) view.el.tabIndex = 0;
    else view.el.removeAttribute("tabindex");
  });
  byId("play-pencil").setAttribute("aria-pressed", String(session.playPencil));
  byId("play-clashes").setAttribute("aria-pressed", String(session.game.clashes));
  byId("play-mistakes").setAttribute("aria-pressed", String(shelf.showMistakes));
  const about2 = fill(pageTexts.PagePlayAbout, { puzzle: puzzleName(session.game), line: session.game.puzzle });
  if (byId("about").textContent !== about2) byId("about").textContent = about2;
  byId("play-undo").disabled = session.game.undo.length === 0;
  byId("play-redo").disabled = session.game.redo.length === 0;
  if (puzzleSelect.value !== String(session.game.index)) puzzleSelect.value = String(session.game.index);
  showPlayTime();
  if (!session.playSolved && session.game.board.every((v) => v) && checkGame().correct) {
    session.playSolved = true;
    playSays(fill(pageTexts.PagePlaySolved, { time: playClock(session.game.seconds) }), "right");
  }
}
var playClock = (s) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
var showPlayTime = () => {
  playTimeEl.textContent = fill(pageTexts.PagePlayTime, { time: playClock(session.game?.seconds ?? 0) });
};
setInterval(() => {
  if (mode.now !== "play" || !session.game || session.playSolved || document.hidden) return;
  session.game.seconds++;
  showPlayTime();
  if (session.game.seconds % 5 === 0) saveGame();
}, 1e3);
function checkGame() {
  ensureGame();
  return checkAnswer(session.game.puzzle, boardLine(session.game.board), pageTexts, session.game.key);
}
function solutionsNote(verdict) {
  if (verdict.solutions === "none") return pageTexts.PuzzleNoSolution;
  return verdict.solution === null ? pageTexts.PuzzleSeveralSolutions : null;
}
function showCheck() {
  const verdict = checkGame();
  const wrong = verdict.problems.filter((p) => p.kind !== "blank");
  const blanks = verdict.problems.length - wrong.length;
  if (verdict.correct) playSays(fill(pageTexts.PagePlaySolved, { time: playClock(session.game.seconds) }), "right");
  else if (wrong.length === 0) playSays(fill(verdict.solution === null ? pageTexts.PagePlayNoClash : pageTexts.PagePlayNoMistake, { n: fmt(blanks) }));
  else playSays(fill(pageTexts.PagePlayMistakes, { n: fmt(wrong.length) }), "wrong");
  const lines = [solutionsNote(verdict), ...wrong.map((p) => p.message)].filter((text) => text !== null);
  playProblems.replaceChildren(...lines.map((text) => {
    const item = document.createElement("li");
    item.textContent = text;
    return item;
  }));
  if (lines.length > 0) live.textContent = `${playSay.textContent} ${lines.join("; ")}`;
  return verdict;
}
function hintGame() {
  ensureGame();
  const solution = shelf.showMistakes && session.game.key.solution ? digitsOf(session.game.key.solution) : null;
  const struck = hintStruck();
  const hint = hintOf(Uint8Array.from(session.game.board), digitsOf(session.game.puzzle), solution, pageTexts, struck);
  for (const [cell, digits] of hint?.removal ?? []) struck[cell] |= digits;
  return hint;
}
function showMistakes(on2) {
  if (on2 === void 0) return shelf.showMistakes;
  if (typeof on2 !== "boolean") throw new TypeError(`mistakes(on): on is true or false, not ${on2}`);
  shelf.showMistakes = on2;
  session.playHinted = null;
  saveGame();
  if (mode.now === "play") drawPlay();
  return shelf.showMistakes;
}
function showHint() {
  const hint = hintGame();
  session.playHinted = hint;
  byId("play-go-on").hidden = !(hint && hint.rule === "guess");
  if (hint === null) {
    drawPlay();
    return;
  }
  if (hint.r) mode.cursor = (hint.r - 1) * 9 + hint.c - 1;
  drawPlay();
  playSays(hint.words, hint.rule === "wrong" ? "wrong" : "");
}
function typedLimit() {
  const n = Number(limitInput.value);
  return limitInput.value.trim() !== "" && Number.isInteger(n) && n >= 0 ? n : pageData.runLimit;
}
var runOptions = (options = {}) => ({
  limit: Number.isInteger(options.limit) && options.limit >= 0 ? options.limit : typedLimit(),
  seconds: options.seconds ?? 60
});
function runRefusal(why) {
  switch (why.kind) {
    case "stopped":
      return pageTexts.PagePlayStopped;
    case "time":
      return fill(pageTexts.PagePlayTooLong, { seconds: why.seconds });
    case "error":
      return fill(pageTexts.PagePlayError, { line: why.line, message: why.message });
    case "exit":
      return fill(pageTexts.PagePlayNoTrace, { why: `exit ${why.code}` });
    default:
      return fill(pageTexts.PagePlayNoTrace, { why: why.why ?? String(why) });
  }
}
function runRead(source, from, search, options) {
  const started2 = runProgram(source, from, { ...options, onProgress: (n) => playSays(fill(pageTexts.PagePlayRunning, { search, n: fmt(n) })) });
  playSays(fill(pageTexts.PagePlayRunning, { search, n: 0 }));
  session.playRunning = started2;
  byId("play-stop").hidden = false;
  const done = () => {
    if (session.playRunning === started2) {
      session.playRunning = null;
      byId("play-stop").hidden = true;
    }
  };
  started2.promise.then(done, done);
  return started2.promise;
}
async function playRun(data) {
  const packed = await packedData(data);
  const own = /* @__PURE__ */ new Set(["ui", "strategies", "bank", "stackWords", "speeds", "runLimit"]);
  sessionStorage.setItem(RUN_KEY, JSON.stringify(Object.fromEntries(Object.entries(packed).filter(([k]) => !own.has(k)))));
  history.replaceState(null, "", location.pathname + location.search);
  location.reload();
}
function startingBoard(options) {
  if (options.from === void 0) return playBoard();
  if (typeof options.from !== "string" || !/^[.0-9]{81}$/.test(options.from)) throw new TypeError("options.from: a board of 81 characters, a digit or . or 0 each");
  return options.from.replace(/0/g, ".");
}
function wrongDigitsOn(from) {
  const solution = session.game?.key.solution ?? null;
  if (solution === null || [...session.game.puzzle].some((ch, i) => ch !== "." && from[i] !== ch)) return [];
  const wrong = [];
  for (let i = 0; i < CELLS; i++) {
    if (session.game.puzzle[i] === "." && from[i] !== "." && from[i] !== solution[i]) wrong.push([i, Number(from[i])]);
  }
  return wrong;
}
function runMeta(from, code2, read) {
  const wrong = read.end?.result === "unsolvable" ? wrongDigitsOn(from) : [];
  return { from, code: code2, puzzle: session.game?.puzzle ?? null, wrong };
}
async function runStrategy(name, options = {}) {
  const strategy = strategyNamed(pageData, name);
  if (!strategy) throw new Error(`run(strategy): no strategy ${JSON.stringify(name)} (choose ${pageData.strategies.map((s) => s.name).join(", ")})`);
  const from = startingBoard(options);
  const read = await runRead(strategy.listing.text, from, strategy.label, runOptions(options));
  if (options.play) {
    if (read.error) throw read.error;
    const data = await sliced(runDataSteps(pageData, read, { listing: strategy.listing }));
    await playRun({ ...data, mode: options.mode ?? data.mode, run: { ...runMeta(from, false, read), follow: options.follow === true } });
  }
  return traceText(read);
}
function linesIn(source, listing) {
  const edited = source.split("\n"), original = listing.text.split("\n"), lines = {};
  for (const [kind, line] of Object.entries(listing.lines)) {
    const at2 = edited.indexOf(original[line - 1]);
    if (at2 >= 0) lines[kind] = at2 + 1;
  }
  return lines;
}
async function runEdited(source, options = {}) {
  const name = options.strategy ?? strategySelect.value;
  const strategy = strategyNamed(pageData, name);
  if (!strategy) throw new Error(`runCode(source, { strategy }): no strategy ${JSON.stringify(name)}`);
  const from = startingBoard(options), settings = runOptions(options);
  const theirs = runProgram(strategy.listing.text, from, settings);
  theirs.promise.catch(() => {
  });
  let mine;
  try {
    mine = await runRead(source, from, strategy.label, settings);
  } catch (why) {
    theirs.stop();
    throw why;
  }
  const original = await theirs.promise;
  if (mine.error) throw { kind: "trace", why: `line ${mine.error.line}: ${mine.error.why}` };
  const departure = await sliced(departureSteps(mine.events, original.events, strategy, pageTexts, from));
  const ending2 = runEnding(mine, original, pageTexts);
  const counts = { mine: countsOf(mine.events), theirs: countsOf(original.events) };
  if (options.play) {
    const listing = { name: strategy.listing.name, text: source, lines: linesIn(source, strategy.listing) };
    const departs = departure === null ? null : departure.event;
    if (departs !== null) listing.departs = await departingLine(source, from, departs, mine.events, settings);
    if (session.game?.code) {
      session.game.code.departs = listing.departs?.line ?? null;
      saveGame();
    }
    const data = await sliced(runDataSteps(pageData, mine, { departs, listing }));
    data.start = departs !== null ? Math.min(departs, data.refused ? data.refused.at : data.last) : 0;
    await playRun({ ...data, run: { ...runMeta(from, true, mine), departure, counts, events: original.events.length, ending: ending2 } });
  }
  return { trace: options.play ? null : traceText(mine), departure, ending: ending2 };
}
async function departingLine(source, from, event, events2, settings) {
  if (event > events2.length) return null;
  const line = await lineOfEvent(source, from, event, settings);
  return line === null ? null : { event, line, kind: events2.at(event - 1).kind };
}
function startRun(run) {
  if (session.playRunning) return;
  run().catch((why) => {
    playSays(runRefusal(why), "wrong");
    if (why.kind === "error" && why.line) editorGutterMark(why.line);
  });
}
var codeEditor = byId("play-editor");
var codeArea = byId("play-source");
var codeGutter = byId("play-gutter");
function editorLines() {
  const n = codeArea.value.split("\n").length;
  if (codeGutter.childElementCount !== n) {
    codeGutter.replaceChildren(...Array.from({ length: n }, (_, i) => {
      const line = document.createElement("span");
      line.textContent = String(i + 1);
      return line;
    }));
  }
  codeGutter.scrollTop = codeArea.scrollTop;
}
function editorGutterMark(line, mark = "error") {
  for (const el of codeGutter.children) el.classList.remove(mark);
  codeGutter.children[line - 1]?.classList.add(mark);
}
function openEditor(name) {
  ensureGame();
  const strategy = strategyNamed(pageData, name) ?? strategyNamed(pageData, strategySelect.value);
  strategySelect.value = strategy.name;
  if (session.game.code === null || session.game.code.strategy !== strategy.name) session.game.code = { strategy: strategy.name, source: strategy.listing.text };
  codeArea.value = session.game.code.source;
  codeEditor.hidden = false;
  editorLines();
  if (session.game.code.departs) editorGutterMark(session.game.code.departs, "departs");
  fit();
}
codeArea.addEventListener("input", () => {
  session.game.code.source = codeArea.value;
  session.game.code.departs = null;
  editorGutterMark(0, "departs");
  saveGame();
  editorLines();
});
codeArea.addEventListener("scroll", () => {
  codeGutter.scrollTop = codeArea.scrollTop;
});
byId("play-reset").addEventListener("click", () => {
  session.game.code = null;
  openEditor(strategySelect.value);
});
byId("play-run-code").addEventListener("click", () => startRun(() => runEdited(codeArea.value, { play: true })));
byId("play-edit").addEventListener("click", () => codeEditor.hidden ? openEditor(strategySelect.value) : codeEditor.hidden = true);
byId("code-edit").addEventListener("click", () => {
  const name = strategyNamed(pageData, pageData.solver) ? pageData.solver : strategySelect.value;
  MODES.play.open = () => openEditor(name);
  if (mode.now === "play") openEditor(name);
  else document.getElementById("mode-play").click();
});
pageData.bank.forEach((entry, i) => {
  const option = document.createElement("option");
  option.value = String(i);
  option.textContent = entry.label ? `${i + 1} · ${entry.label}` : String(i + 1);
  puzzleSelect.append(option);
});
var ownOption = document.createElement("option");
ownOption.value = "-1";
ownOption.textContent = pageTexts.PagePlayYours;
ownOption.hidden = true;
puzzleSelect.append(ownOption);
puzzleSelect.addEventListener("change", () => {
  const i = Number(puzzleSelect.value);
  if (i >= 0) openPuzzle(pageData.bank[i].puzzle, i);
});
for (const s of pageData.strategies) {
  const option = document.createElement("option");
  option.value = s.name;
  option.textContent = s.label;
  strategySelect.append(option);
}
strategySelect.value = strategyNamed(pageData, pageData.solver) ? pageData.solver : pageData.strategies[0].name;
limitInput.value = String(pageData.runLimit);
var playPadEl = byId("play-pad");
for (let d = 1; d <= 9; d++) {
  const button = document.createElement("button");
  button.type = "button";
  button.dataset.key = button.textContent = String(d);
  playPadEl.append(button);
}
byId("play-own-form").addEventListener("submit", (e) => {
  e.preventDefault();
  const text = byId("play-own").value.replace(/\s+/g, "");
  const cellsRead = text.replace(/[^.0-9]/g, "").length;
  if (!/^[.0-9]{81}$/.test(text)) {
    playSays(fill(pageTexts.PagePlayNotAPuzzle, { n: fmt(cellsRead) }), "wrong");
    return;
  }
  openPuzzle(text.replace(/0/g, "."), -1);
});
var PLAY_MOVES = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -9, ArrowDown: 9 };
var PLAY_ACTIONS = {
  p: () => {
    session.playPencil = !session.playPencil;
    drawPlay();
  },
  ".": () => {
    session.playPencil = !session.playPencil;
    drawPlay();
  },
  u: () => undoRedo("undo", "redo", "before"),
  r: () => undoRedo("redo", "undo", "after"),
  x: () => {
    session.game.clashes = !session.game.clashes;
    saveGame();
    drawPlay();
  },
  w: () => showMistakes(!shelf.showMistakes),
  c: showCheck,
  h: showHint
};
function playKey(e) {
  ensureGame();
  const k = e.key, i = mode.cursor, to = i + PLAY_MOVES[k];
  if (Object.hasOwn(PLAY_MOVES, k)) {
    if (i < 0) mode.cursor = 0;
    else if (to >= 0 && to < CELLS && (Math.abs(PLAY_MOVES[k]) === 9 || Math.floor(to / 9) === Math.floor(i / 9))) mode.cursor = to;
    drawPlay();
    cells[mode.cursor].el.focus();
  } else if (k.length === 1 && k >= "1" && k <= "9") {
    if (enter(mode.cursor, Number(k))) drawPlay();
  } else if (k === "0" || k === "Backspace" || k === "Delete") {
    if (setCell(mode.cursor, 0, 0)) drawPlay();
  } else if (Object.hasOwn(PLAY_ACTIONS, k)) PLAY_ACTIONS[k]();
  else return false;
  return true;
}
byId("play-panel").addEventListener("click", (e) => {
  const button = e.target.closest("button[data-key]");
  if (button) playKey({ key: button.dataset.key });
});
byId("play-run").addEventListener("click", () => startRun(() => runStrategy(strategySelect.value, { play: true })));
byId("play-go-on").addEventListener("click", () => startRun(() => runStrategy(strategySelect.value, { play: true })));
byId("play-stop").addEventListener("click", () => session.playRunning?.stop());
byId("board").addEventListener("click", (e) => {
  if (mode.now !== "play") return;
  const i = cells.findIndex((view) => view.el.contains(e.target));
  if (i >= 0) {
    mode.cursor = i;
    drawPlay();
  }
});
if (pageData.run) {
  const note = byId("run-note");
  note.hidden = false;
  byId("about").textContent += ` · ${pageData.run.follow ? pageTexts.PagePlayFollowAbout : pageTexts.PagePlayRunAbout}`;
  const lines = [];
  if (pageData.run.code) {
    const { departure } = pageData.run;
    if (departure && departure.event !== null) lines.push(fill(pageTexts.PageCodeDeparts, { words: departure.words }));
    else lines.push(fill(pageTexts.PageCodeSame, { n: fmt(pageData.last) }));
    if (departure && departure.order) {
      lines.push(fill(pageTexts.PageCodeOtherOrder, { event: fmt(departure.order.event), how: departure.order.words }));
    }
    if (pageData.run.ending) lines.push(pageData.run.ending);
  }
  if (pageData.run.wrong?.length > 0) {
    const digits = pageData.run.wrong.map(([cell, digit]) => fill(pageTexts.PagePlayDigitAt, { digit, cell: cellName(cell) }));
    lines.push(fill(pageTexts.PagePlayRunWrong, { digits: digits.join(pageTexts.ListSeparator) }));
  }
  byId("run-say").textContent = lines.join(" ");
  if (pageData.run.code) {
    const shown = ["tries", "row", "col", "box", "backtracks", "choices", "forced", "dead_ends"];
    byId("run-counts").replaceChildren(...shown.filter((k) => pageData.run.counts.mine[k] || pageData.run.counts.theirs[k]).map((k) => {
      const item = document.createElement("li");
      item.textContent = fill(pageTexts.PageCodeCounts, { count: COUNT_WORDS[COUNTS.indexOf(k)], mine: fmt(pageData.run.counts.mine[k]), theirs: fmt(pageData.run.counts.theirs[k]) });
      return item;
    }));
  }
}
byId("own-trace").addEventListener("click", () => {
  sessionStorage.removeItem(RUN_KEY);
  history.replaceState(null, "", location.pathname + location.search);
  location.reload();
});
var pageAbout = byId("about").textContent;
var searchFollowsGame = () => {
  if (session.game === null || pageData.run?.puzzle === session.game.puzzle) return true;
  return !(pageData.searchless && !pageData.run) && session.game.puzzle === pageData.puzzle;
};
MODES.play = {
  label: pageTexts.PageModePlay,
  enter() {
    ensureGame();
    if (mode.cursor < 0) mode.cursor = Math.max(0, session.game.board.indexOf(0));
    drawPlay();
    MODES.play.open?.();
    MODES.play.open = null;
  },
  leave() {
    mode.cursor = -1;
    session.playHinted = null;
    byId("about").textContent = pageAbout;
    saveGame();
  },
  // Leaving for mode `name` while the page's search is of another puzzle: the page's
  // strategy is run on the puzzle being played, and the page opens on its search in
  // `name` (true: the mode is not changed now).
  divert(name) {
    if (searchFollowsGame()) return false;
    const strategy = strategyNamed(pageData, pageData.solver) ? pageData.solver : strategySelect.value;
    startRun(() => runStrategy(strategy, { play: true, from: session.game.puzzle, mode: name, follow: true }));
    return true;
  },
  key: playKey,
  board: drawPlay
};

// src/js/start.js
for (const [name, { label }] of Object.entries(MODES)) {
  const button = document.createElement("button");
  button.type = "button";
  button.id = `mode-${name}`;
  button.value = name;
  button.textContent = label;
  button.title = `${pageTexts.PageHelpMode} (m)`;
  button.addEventListener("click", () => switchMode(name));
  byId("modes").append(button);
}
window.sudotrace = {
  seek(n) {
    if (!Number.isFinite(n)) throw new TypeError(`seek(n): n is an event number, not ${n}`);
    jump(n);
    return here();
  },
  play() {
    switchMode("watch");
    setPlaying(true);
  },
  pause,
  event: here,
  mode(name) {
    if (name !== void 0) switchMode(name);
    return mode.now;
  },
  step(event) {
    if (mode.now !== "simulate") switchMode("simulate");
    return simStep(event);
  },
  score: () => ({ ...mode.now === "predict" ? quizScore : score }),
  on,
  // Predict's open question, or null (in another mode, or every question answered).
  question: () => mode.now === "predict" ? predictQuestion() : null,
  answer(i) {
    if (mode.now !== "predict") throw new Error("answer(i): no question is open: Predict is not the page's mode (mode('predict') first)");
    if (predictQuestion() === null) throw new Error("answer(i): no question is open: every question is answered");
    return predictAnswer(i, true);
  },
  // Predict or Do it yourself from the start, the score back to 0 (the Start again button).
  restart,
  // Play: the puzzle and the board being played (81 characters, . a blank), a digit
  // entered, the check (as `sudotrace check --json`), a hint, and whether hints show the
  // learner's mistakes (mistakes(true) turns it on; off by default).
  puzzle: playPuzzle,
  board: playBoard,
  enter: enterAt,
  check: checkGame,
  mistakes: showMistakes,
  hint() {
    const hint = hintGame();
    return hint && { r: hint.r, c: hint.c, d: hint.d, rule: hint.rule, words: hint.words };
  },
  // A strategy's listing, or the reader's code beside it, run from the board being played:
  // a promise of its trace's JSON Lines (and of where the code departs).
  run: (strategy, options = {}) => runStrategy(strategy, options).catch((why) => {
    throw new Error(why instanceof Error ? why.message : runRefusal(why));
  }),
  runCode: (source, options = {}) => runEdited(source, options).catch((why) => {
    throw new Error(why instanceof Error ? why.message : runRefusal(why));
  })
};
if (pageData.marks === "bold") byId("player").classList.add("bold-marks");
replay.restore(0);
replay.goTo(fromAddress() ?? pageData.start);
setMode(modeOfAddress());
fit();
drawProfile();
drawTreeImage();
render();
fit();
requestAnimationFrame(measureCode);
byId("player").dataset.ready = "true";
performance.mark("sudotrace-ready");

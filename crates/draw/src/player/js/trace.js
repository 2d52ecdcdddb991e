// A trace made in the page (a run's JSON Lines, as sudotrace's trace format writes them)
// read and made into the page's data, as sudotrace makes a page's data from a trace file
// (Page::build): the events packed as the page packs them, each distinct event's words
// from the catalog's templates (the port of view::explained_words, which node holds to
// the words sudotrace writes), the depth profile, the moments on the seek bar
// (Landmarks), the pace; and where an edited program departs from its strategy, said as
// `diagnose` says it. No DOM: node's tests import it.
import {
  BACKTRACK, CHECK_NAMES, CHOOSE, CLASH_ORDERS, CODE_CELL_SHIFT, CODE_DIGIT_SHIFT,
  CONFLICT, DEADEND, DETAIL_UNIT_SHIFT, FORCE, FRAMES_A_SECOND, KIND_NAMES, MAX_COLUMNS, MOST_SECONDS,
  OPENING_EVENTS, PLACE, TRY, UNFORCE, UNIT_NAMES,
} from './constants.js';
import { clashIn, clashOrders, keptOrder, ordersNaming, renamed } from './check.js';
import { digitsOf } from './decode.js';
import { cellName, unitCells } from './grid.js';
import { fill, fmt, keyOf } from './words.js';

// The most bytes of a run's trace and of one of its lines the page reads.
export const MOST_TRACE_BYTES = 1 << 30;
const MOST_LINE_BYTES = 64 * 1024;
const FORCE_REASONS = ['cell', ...UNIT_NAMES];

// Why a line of a trace is not what the page can read: { line, why }.
const bad = (line, why) => ({ line, why });

// An event of a trace line (the parsed JSON `o`), as the page codes it: kind, cell,
// digit (a choice's candidates), detail byte (a conflict's unit and clashing cell's place
// in it; a forced digit's reason), and the cell it clashes with; or a string saying what
// is wrong with it.
function eventOfLine(o) {
  const kind = KIND_NAMES.indexOf(o.ev);
  if (kind < 0) return `unknown event ${JSON.stringify(String(o.ev)).slice(0, 40)}`;
  const inRange = (v, lo, hi) => Number.isInteger(v) && v >= lo && v <= hi;
  if (!inRange(o.r, 1, 9) || !inRange(o.c, 1, 9)) return 'r and c are 1 to 9';
  const cell = (o.r - 1) * 9 + o.c - 1;
  let digit = 0, detail = 0, withCell = -1;
  if (kind === CHOOSE) {
    if (!inRange(o.n, 0, 9)) return 'n is 0 to 9';
    digit = o.n;
  } else if (kind !== DEADEND) {
    if (!inRange(o.d, 1, 9)) return 'd is 1 to 9';
    digit = o.d;
  }
  if (kind === CONFLICT && o.unit === undefined && o.with === undefined) {
    // LeetCode's isValid says only that the digit clashes: the reader works out where.
    return { kind, cell, digit, detail: 0, withCell: -1, unnamed: true };
  }
  if (kind === CONFLICT) {
    const unit = UNIT_NAMES.indexOf(o.unit);
    const w = o.with;
    if (unit < 0 || !Array.isArray(w) || !inRange(w[0], 1, 9) || !inRange(w[1], 1, 9)) return 'a conflict names its unit and the cell it clashes with';
    withCell = (w[0] - 1) * 9 + w[1] - 1;
    const place = unitCells(unit, cell).indexOf(withCell);
    // A clash with a cell outside the unit is an event all the same, one that cannot
    // happen on any board (as `diagnose` finds it): the page stops there.
    detail = (unit << DETAIL_UNIT_SHIFT) | (place < 0 || withCell === cell ? 0xf : place);
  } else if (kind === FORCE) {
    const reason = FORCE_REASONS.indexOf(o.by ?? 'cell');
    if (reason < 0) return 'by is cell, row, col or box';
    detail = reason;
  }
  return { kind, cell, digit, detail, withCell };
}

// Read a trace's JSON Lines: its header, its events and its end record (null when it has
// none), or `error` ({ line, why }) at the first line that is none of them, with the
// events before it. A conflict that names no unit and no cell (LeetCode's isValid says
// only false) is given the clash sudotrace's reader works out on the board, and
// `workedOut` is the number of the first such event (null: none).
export function readTrace(text) {
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  const events = [];
  let header = null, end = null, error = null, board = null, workedOut = null;
  for (let i = 0; i < lines.length && error === null; i++) {
    const line = lines[i];
    if (line.length > MOST_LINE_BYTES) { error = bad(i + 1, `a line of more than ${fmt(MOST_LINE_BYTES)} bytes`); break; }
    let o;
    try { o = JSON.parse(line); } catch (e) { error = bad(i + 1, `not JSON: ${e.message}`); break; }
    if (o === null || typeof o !== 'object' || Array.isArray(o)) { error = bad(i + 1, 'not an object'); break; }
    if (i === 0) {
      if (typeof o.puzzle !== 'string' || !/^[.0-9]{81}$/.test(o.puzzle) || typeof o.solver !== 'string') {
        error = bad(1, 'the header names no puzzle of 81 characters and no solver');
      } else {
        header = { puzzle: o.puzzle.replace(/0/g, '.'), solver: o.solver.slice(0, 1024) };
        board = digitsOf(header.puzzle);
      }
    } else if (end !== null) {
      error = bad(i + 1, 'a line after the end record');
    } else if (o.ev === 'end') {
      end = { result: o.result, solution: o.solution ?? null, line: i + 1 };
    } else {
      const e = eventOfLine(o);
      if (typeof e === 'string') error = bad(i + 1, e);
      else if (e.unnamed && !workOut(e, board)) {
        error = bad(i + 1, `${cellName(e.cell)}: ${e.digit} clashes with nothing: no cell of its row, column or box holds ${e.digit}`);
      } else {
        if (e.unnamed) workedOut ??= events.length + 1;
        e.line = e.unnamed ? JSON.stringify(eventLineOf(e)) : line;
        delete e.unnamed;
        events.push(e);
        follow(e, board);
      }
    }
  }
  if (header === null && error === null) error = bad(1, 'no header');
  return { header, events, end, error, workedOut };
}

// A conflict that names no clash, given the one sudotrace's checks find on `board` (the
// first of the row, the column and the box that holds the digit), as sudotrace's reader
// works it out; false where none holds it.
function workOut(e, board) {
  const clash = clashIn(board, e.cell, e.digit, CLASH_ORDERS[0]);
  if (clash === null) return false;
  e.withCell = clash.withCell;
  e.detail = (clash.unit << DETAIL_UNIT_SHIFT) | unitCells(clash.unit, e.cell).indexOf(clash.withCell);
  return true;
}

// The board after `e`, as far as a reader needs it to work out a clash (an event that
// cannot happen is found later, and changes nothing here).
function follow(e, board) {
  if ((e.kind === PLACE || e.kind === FORCE) && board[e.cell] === 0) board[e.cell] = e.digit;
  else if ((e.kind === BACKTRACK || e.kind === UNFORCE) && board[e.cell] === e.digit) board[e.cell] = 0;
}

// A conflict's trace line, its clash named.
function eventLineOf(e) {
  const w = e.withCell;
  return {
    ev: 'conflict', r: Math.floor(e.cell / 9) + 1, c: (e.cell % 9) + 1, d: e.digit,
    unit: UNIT_NAMES[e.detail >> DETAIL_UNIT_SHIFT], with: [Math.floor(w / 9) + 1, (w % 9) + 1],
  };
}

// Why event `e` cannot happen on `board` (a placement in a filled cell, a digit erased
// that is not there, a clash with a cell that does not hold the digit), or null.
function impossible(e, board) {
  switch (e.kind) {
    case PLACE: case FORCE: return board[e.cell] !== 0;
    case BACKTRACK: case UNFORCE: return board[e.cell] !== e.digit;
    case CONFLICT: return (e.detail & 0xf) === 0xf || board[e.withCell] !== e.digit;
    case TRY: case CHOOSE: case DEADEND: return board[e.cell] !== 0;
    default: return false;
  }
}

// An event in words (Event::words, and view::explained_words where the strategy's order
// is known: a choice's reason, a backtrack's blank that ran out), from the templates T.
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
    default: return '';
  }
}

// The depth profile of a search (DepthProfile): at most 2 * MAX_COLUMNS columns, each the
// lowest and highest depth of per_column positions, halved in number when full.
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
const base64Of = (bytes) => {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
};

// The moments worth marking (Landmarks): the first conflict, backtrack and dead end, the
// deepest placement, the longest run of backtracks (and forced digits taken back).
function newLandmarks() {
  return { depth: 0, conflict: null, backtrack: null, deadEnd: null, deepest: null, run: null, longest: null };
}
function endRun(m) {
  if (m.run !== null && (m.longest === null || m.run.length > m.longest.length)) m.longest = m.run;
  m.run = null;
}
function noteMoment(m, n, kind) {
  const goOn = () => { m.run ??= { from: n, length: 0 }; m.run.length++; };
  switch (kind) {
    case CONFLICT: m.conflict ??= n; break;
    case DEADEND: m.deadEnd ??= n; break;
    case BACKTRACK: m.backtrack ??= n; goOn(); break;
    case UNFORCE: goOn(); break;
    case PLACE: case FORCE:
      endRun(m);
      if (m.deepest === null || m.depth + 1 > m.deepest.depth) m.deepest = { depth: m.depth + 1, at: n };
      break;
  }
  if (kind === PLACE || kind === FORCE) m.depth++;
  else if (kind === BACKTRACK || kind === UNFORCE) m.depth = Math.max(0, m.depth - 1);
}

// The markers of a whole search's moments (markers_of).
function markersOf(m, last, end, T) {
  const out = [];
  const mark = (at, label) => out.push({ at, label, own: false });
  if (m.conflict !== null) mark(m.conflict, T.PageFirstConflict);
  if (m.backtrack !== null) mark(m.backtrack, T.PageFirstBacktrack);
  if (m.deadEnd !== null) mark(m.deadEnd, T.PageFirstDeadEnd);
  if (m.deepest !== null && m.deepest.at !== last) mark(m.deepest.at, fill(T.PageDeepest, { depth: m.deepest.depth }));
  const atEnd = m.deepest !== null && m.deepest.at === last ? fill(T.PageDeepestAtEnd, { depth: m.deepest.depth }) : '';
  endRun(m);
  if (m.longest !== null && m.longest.length >= 2) mark(m.longest.from, fill(T.PageLongestRun, { n: fmt(m.longest.length) }));
  mark(last, (end === null ? T.PageCutShortHere : end ? fill(T.ShowEnd, { words: end }) : T.PageTheEnd) + atEnd);
  return out;
}

// Markers in order, those on one event made one (merged).
function mergedMarkers(markers, T) {
  const out = markers.slice().sort((a, b) => a.at - b.at);
  const merged = [];
  for (const marker of out) {
    const prev = merged.at(-1);
    if (prev && prev.at === marker.at) prev.label += T.ListSeparator + marker.label;
    else merged.push(marker);
  }
  return merged;
}

// How fast a window of `events` plays (Pace::for_window).
export function paceOf(events, speeds) {
  const frames = (n, speed) => Math.ceil(n / speed);
  const opening = Math.min(events, OPENING_EVENTS);
  const fits = (cruise) => frames(opening, 1) + frames(events - opening, cruise) <= MOST_SECONDS * FRAMES_A_SECOND;
  const cruise = speeds.filter((s) => s >= 1).find(fits) ?? speeds.at(-1);
  return cruise > 1 ? { speed: 1, opening, cruise } : { speed: 1, opening: 0, cruise: null };
}

// The strategy of `D.strategies` named `name`, or undefined.
export const strategyNamed = (D, name) => D.strategies.find((s) => s.name === name);

// The page's data for the trace `read` (readTrace), made in the page from `puzzle`: the
// page's own data `base` gives the words and what every page shares; `departs`, the
// event where the trace departs from the strategy its header names (null: it does not),
// and `listing`, the code the code panel shows (the strategy's, or the edited program).
// Gives the data with its events as bytes (`codes`, `details`, `exhausted`), to be
// compressed as the page's are (packedData) before the page plays it.
export function runData(base, read, { departs = null, listing = null } = {}) {
  const T = base.ui;
  const { header, events, end } = read;
  const strategy = strategyNamed(base, header.solver);
  const order = strategy ? strategy.order : null;
  const board = digitsOf(header.puzzle);
  const blanks = board.filter((d) => d === 0).length;
  const codes = new Uint8Array(2 * events.length), details = [], exhausted = [], words = {};
  const profile = newProfile(), moments = newLandmarks(), seen = new Set();
  let depth = 0, refused = null, held = 0, guess = false, ranOutSeen = false, full = false;
  pushDepth(profile, 0);
  for (const e of events) {
    const n = held + 1;
    if (impossible(e, board)) {
      refused = { at: n, cell: e.cell, digit: e.digit, involved: e.kind === CONFLICT ? e.withCell : null, words: fill(T.PageRunRefused, { words: eventWords(e, null, -1, T) }) };
      break;
    }
    const code = e.kind | (e.cell << CODE_CELL_SHIFT) | (e.digit << CODE_DIGIT_SHIFT);
    codes[2 * held] = code & 0xff;
    codes[2 * held + 1] = code >> 8;
    if (e.kind === CONFLICT || e.kind === FORCE) details.push(e.detail);
    if (e.kind === PLACE || e.kind === FORCE) { board[e.cell] = e.digit; depth++; }
    else if (e.kind === BACKTRACK || e.kind === UNFORCE) { board[e.cell] = 0; depth--; }
    const departed = departs !== null && n >= departs;
    const known = departed ? null : order;
    let ranOut = -1;
    if (e.kind === BACKTRACK) {
      if (known === 'rows') for (let i = e.cell + 1; i < 81 && ranOut < 0; i++) if (board[i] === 0) ranOut = i;
      exhausted.push(ranOut + 1);
      ranOutSeen ||= ranOut >= 0;
    }
    const key = keyOf(e, ranOut + 1, departed);
    if (!(key in words)) words[key] = eventWords(e, known, ranOut, T);
    seen.add(e.kind);
    guess ||= e.kind === CHOOSE && e.digit >= 2;
    pushDepth(profile, depth);
    noteMoment(moments, n, e.kind);
    held++;
  }
  full = board.every((d) => d !== 0);
  const last = held;
  const kinds = KIND_NAMES.filter((_, k) => seen.has(k));
  if (guess) kinds.push('guess');
  if (seen.has(FORCE)) kinds.push('forced');
  if (ranOutSeen) kinds.push('ranout');
  // How the search ended: vouched for when the run is its strategy's, or its board full.
  const OUTCOMES = { solved: 'Solved', unsolvable: 'Unsolvable', limit: 'Limit' };
  let endWords = null;
  if (end !== null && refused === null && Object.hasOwn(OUTCOMES, end.result)) {
    const vouched = departs === null && strategy !== undefined || (end.result === 'solved' && full);
    endWords = vouched ? T[`${OUTCOMES[end.result]}Words`] : T[`Claim${OUTCOMES[end.result]}`];
  }
  const markers = refused === null ? markersOf(moments, last, end === null ? null : endWords, T) : [];
  if (refused !== null) markers.push({ at: refused.at, label: T.PageCannotHappen, own: false });
  if (departs !== null && departs <= (refused ? refused.at : last)) {
    const search = strategy ? fill(T.SearchAndSolver, { search: strategy.search, solver: strategy.name }) : header.solver;
    markers.push({ at: departs, label: fill(T.DepartsHere, { search }), own: false });
  }
  const max = profile.high.reduce((a, b) => Math.max(a, b), 0);
  return {
    ...base,
    solver: header.solver,
    label: strategy ? strategy.label : header.solver,
    puzzle: header.puzzle,
    board: header.puzzle,
    base: 0,
    first: 0,
    last,
    total: last,
    kinds,
    used: [],
    cut: end === null && refused === null ? T.PageCutHere : null,
    stack: [],
    chooses: strategy ? strategy.chooses : null,
    listings: listing === null ? null : { js: listing },
    start: 0,
    ...paceOf(last, base.speeds),
    stats: Object.fromEntries(Object.keys(base.stats).map((k) => [k, 0])),
    depth: 0,
    choosing: seen.has(CHOOSE) || seen.has(FORCE) || seen.has(DEADEND),
    check: strategy ? strategy.check : null,
    candidates: false,
    mode: 'watch',
    codes,
    details: Uint8Array.from(details),
    exhausted: Uint8Array.from(exhausted),
    words,
    rest: fill(T.ThePuzzle, { blanks }),
    end: endWords,
    refused,
    departs,
    profile: { per_column: profile.per, low: base64Of(Uint8Array.from(profile.low)), high: base64Of(Uint8Array.from(profile.high)), max },
    markers: mergedMarkers(markers, T),
    questions: [],
    page: '',
  };
}

// The data with its events' bytes compressed and in base64, as sudotrace writes them.
export async function packedData(data) {
  const packed = async (bytes) => {
    const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream('deflate'));
    return base64Of(new Uint8Array(await new Response(stream).arrayBuffer()));
  };
  const { codes, details, exhausted, ...rest } = data;
  const [events, d, x] = await Promise.all([codes, details, exhausted].map(packed));
  return { ...rest, events, details: d, exhausted: x };
}

// The counts of a run's events by what they are, as the page's counts name them.
export function countsOf(events) {
  const n = { tries: 0, row: 0, col: 0, box: 0, backtracks: 0, choices: 0, guesses: 0, forced: 0, dead_ends: 0, unforced: 0 };
  for (const e of events) {
    switch (e.kind) {
      case TRY: n.tries++; break;
      case CONFLICT: n[UNIT_NAMES[e.detail >> DETAIL_UNIT_SHIFT]]++; break;
      case BACKTRACK: n.backtracks++; break;
      case CHOOSE: n.choices++; if (e.digit >= 2) n.guesses++; break;
      case FORCE: n.forced++; break;
      case DEADEND: n.dead_ends++; break;
      case UNFORCE: n.unforced++; break;
    }
  }
  return n;
}

// How the trace's event `did` differs from the strategy's `would` (the port of
// diagnose's Difference::of and its words): ' (it checks the row before the box)', or ''.
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

// The words of a check's order of meeting a try's units, as diagnose says it.
const ORDER_TEXTS = { 'unit-by-unit': 'HowUnitByUnit', 'one-loop': 'HowOneLoop', 'one-loop-column-first': 'HowOneLoopColumnFirst' };

// Where the events `mine` (an edited program's) first depart from `theirs` (its
// strategy's, from the same puzzle `puzzle`), as `diagnose` says a departure, its clashes
// held to the order of meeting a try's units they keep to (the port of ClashWatch: a
// check in one loop, LeetCode's isValid, is the same search; held to it, the trace
// departs where it leaves it, never where the order was told). null when they are the
// same search in the strategy's own order; else { event, words } with the event's number
// (event null when only the order differs) and `order`, { name, event, words }, where the
// clashes first keep to another order than the strategy's.
export function departureOf(mine, theirs, strategy, T, puzzle) {
  const board = digitsOf(puzzle);
  const orders = clashOrders(CHECK_NAMES.indexOf(strategy.check));
  const { own } = orders;
  let told = null;
  const kept = () => keptOrder(orders);
  const search = strategy.search;
  let i = 0;
  for (; i < mine.length || i < theirs.length; i++) {
    const did = mine[i];
    let would = theirs[i];
    if (did === undefined || would === undefined) break;
    if (would.kind === CONFLICT && kept() !== own) would = renamed(would, board, kept());
    if (did.kind === CONFLICT && would.kind === CONFLICT && did.cell === would.cell && did.digit === would.digit) {
      const naming = ordersNaming(orders.left, board, did.cell, did.digit, did.detail >> DETAIL_UNIT_SHIFT, did.withCell);
      if (naming === 0) break;
      orders.left = naming;
      if (!(naming & (1 << own)) && told === null) told = { event: i + 1, did, would };
      continue;
    }
    if (did.line !== would.line) break;
    if (did.kind === PLACE || did.kind === FORCE) board[did.cell] = did.digit;
    else if (did.kind === BACKTRACK || did.kind === UNFORCE) board[did.cell] = 0;
  }
  const order = told === null ? null : {
    name: CLASH_ORDERS[kept()][2],
    event: told.event,
    words: T[ORDER_TEXTS[CLASH_ORDERS[kept()][2]]],
  };
  if (i >= mine.length && i >= theirs.length) return order === null ? null : { event: null, words: null, order };
  const did = mine[i];
  let would = theirs[i];
  if (would !== undefined && would.kind === CONFLICT && kept() !== own) would = renamed(would, board, kept());
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
    const WOULD = ['WouldTry', 'WouldConflict', 'WouldPlace', 'WouldBacktrack', 'WouldChoose', 'WouldForce', 'WouldDeadEnd', 'WouldUnforce'];
    const long = [T.Row, T.Column, T.Box];
    wouldWords = fill(T[WOULD[would.kind]], {
      search, digit: would.kind === CHOOSE || would.kind === DEADEND ? 0 : would.digit, cell: cellName(would.cell),
      with: would.kind === CONFLICT ? cellName(would.withCell) : '', unit: would.kind === CONFLICT ? long[would.detail >> DETAIL_UNIT_SHIFT] : '',
    });
  }
  const how = howWords(did, would, board, search, T);
  return { event: i + 1, words: fill(T.DepartureWords, { number: fmt(i + 1), did: didWords, would: wouldWords, how }), order };
}

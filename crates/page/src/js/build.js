// The page's data built from a window of a search's events, the one builder of it for a
// trace file and for a run made in the page alike: from the window's raw data (what
// sudotrace knows of the trace file beyond its events, or what the page knows of its
// run: rawOfRun) and its events, each event checked on the board (it stops at the first
// that cannot happen), each distinct event's words from the catalog's templates, the
// backtracks' blanks that ran out, the kinds of event held, the depth profile, the
// moments on the seek bar (Landmarks) with the author's own markers, and how the search
// ended. No DOM: node's tests import it and hold it to sudotrace's own.
import {
  BACKTRACK, CHOOSE, CODE_CELL_SHIFT, CODE_DIGIT_SHIFT, CONFLICT, DEADEND, ELIMINATE, FORCE, FORCED_BIT, FRAMES_A_SECOND,
  KIND_NAMES, MAX_COLUMNS, MOST_SECONDS, OPENING_EVENTS, PATTERN_BYTES, PLACE, RESTORE, UNFORCE,
} from './constants.js';
import { digitsOf, eventObjects, eventsOf } from './decode.js';
import { eliminationsOf } from './patterns.js';
import { drain, OPENING_BUDGET, sliced } from './slices.js';
import {
  applyEvent, countsOf, eventWords, impossibleWords, involvedIn, newStanding, SLICE, whyImpossible,
} from './trace.js';
import { fill, fmt, keyOf } from './words.js';

/** @typedef {import('./decode.js').EventData} EventData */
/** @typedef {import('./decode.js').EventList} EventList */
/** @typedef {import('./decode.js').EventObject} EventObject */
/** @typedef {import('./quiz.js').Question} Question */
/** @typedef {import('./trace.js').Run} Run */
/** @typedef {import('./words.js').Texts} Texts */

/**
 * A listing: the search as code in one language, its language's name, its text and the
 * line (from 1) that makes each kind of event (`force cell` and `force unit` for the two
 * kinds of forced digit); an edited program's with where it departs, when it does.
 * @typedef {Object} Listing
 * @property {string} name
 * @property {string} text As sudotrace writes a strategy's listing, its text is `runs` of
 *   the lines the listings share (D.listingLines) until the page puts it together
 *   (withListings).
 * @property {number[][]} [runs] `[first, count]` each: lines first to first + count - 1.
 * @property {Object<string, number>} lines
 * @property {{ event: number, line: number, kind: number } | null} [departs]
 */

/**
 * A strategy a run in the page can take (D.strategies), with its JavaScript listing.
 * @typedef {Object} Strategy
 * @property {string} name
 * @property {string} label
 * @property {string} search The search in words.
 * @property {string | null} order Its order of blanks, as a choice's words name it (`rows`, `mrv`), if any.
 * @property {boolean} chooses
 * @property {string} fills How it picks its blanks (`rows`, `mrv`).
 * @property {string} check Its check's name (CHECK_NAMES).
 * @property {string[]} rules The rules it takes candidates away by (RULE_NAMES), in its order; none for most.
 * @property {Listing} listing
 */

/**
 * A puzzle Play deals (D.bank), with what its answers are held to.
 * @typedef {Object} BankEntry
 * @property {string} puzzle
 * @property {string} label
 * @property {string} solutions `none`, `one` or `several`.
 * @property {string | null} solution
 */

/**
 * A marker on the seek bar: its position, its label, whether it is the author's own.
 * @typedef {Object} Marker
 * @property {number} at
 * @property {string} label
 * @property {boolean} own
 */

/**
 * What the page's data holds as sudotrace writes it (crates/page's PageData) and once
 * built (builtSteps) alike.
 * @typedef {Object} PageCommon
 * @property {number} format
 * @property {Texts} ui
 * @property {string} solver
 * @property {string} label
 * @property {string} puzzle
 * @property {string} board The board before the page's first event.
 * @property {number} base The number of events before the page's first event.
 * @property {number} first The first position the page shows.
 * @property {string[]} used
 * @property {number[]} stack The cells placed before the page's first event (a forced one + FORCED_BIT).
 * @property {{ pattern: number, removal: [number, number][], after: number }[]} [eliminations] The eliminations standing before the page's first event (patterns.js's eliminationsOf).
 * @property {boolean | null} chooses
 * @property {Texts} stackWords
 * @property {Object<string, Listing> | null} listings The search as code, a listing a language.
 * @property {number} start
 * @property {number} speed
 * @property {number} opening
 * @property {number | null} cruise
 * @property {number[]} speeds
 * @property {number} checkpoint Events between the replay's checkpoints.
 * @property {Object<string, number>} stats The counts before the page's first event, by their keys (COUNTS).
 * @property {number} depth
 * @property {boolean} choosing
 * @property {string | null} check
 * @property {boolean} candidates
 * @property {string} mode
 * @property {number | null} departs
 * @property {boolean} [searchless]
 * @property {Question[]} questions
 * @property {string} page
 * @property {BankEntry[]} bank
 * @property {Strategy[]} strategies
 * @property {string[]} [listingLines] The lines the strategies' listings share, each once,
 *   as sudotrace writes them (withListings puts the texts together and drops them).
 * @property {number} runLimit
 */

/**
 * How a trace says its search ended: the outcome's name and whether sudotrace vouches
 * for it.
 * @typedef {{ result: string, vouched: boolean }} Ending
 */

/**
 * The page's raw data, what the events do not say (builtSteps): as sudotrace
 * writes it (with its events: EventData), or as rawOfRun makes it of a run.
 * @typedef {PageCommon & RawOnly} RawData
 */

/**
 * What only the raw data holds: the trace's length, how it says its search ended,
 * whether it is cut short where the window ends, the author's own markers, and the event
 * after the window that cannot happen.
 * @typedef {Object} RawOnly
 * @property {number | null} [total] The trace's length, when known.
 * @property {Ending | null} ending
 * @property {boolean} cutShort
 * @property {Marker[]} ownMarkers
 * @property {LessonStop[]} [lesson] A lesson's moments, in the search's order.
 * @property {EventObject | null} cannotHappen
 */

/**
 * A moment of a lesson: the board right after event `at`, and the teacher's note there.
 * @typedef {{ at: number, note: string }} LessonStop
 */

/**
 * The event after the page's last, which cannot happen: its position, cell, digit, the
 * other cell its reason names (null: none) and why, in words.
 * @typedef {Object} Refused
 * @property {number} at
 * @property {number} cell
 * @property {number} digit
 * @property {number | null} involved
 * @property {string} words
 */

/**
 * The page's data as built (builtSteps), the data the page plays (`D`).
 * @typedef {PageCommon & BuiltOnly} PageData
 */

/**
 * What only the built data holds: its last position, its length, the kinds of event it
 * holds, its events as bytes and their words, the words of its opening board, of its end
 * and of where it is cut, the event after it that cannot happen, its depth profile and
 * its markers.
 * @typedef {Object} BuiltOnly
 * @property {number} last
 * @property {number | null} [total]
 * @property {string[]} kinds
 * @property {string | null} cut
 * @property {Uint8Array<ArrayBuffer>} codes
 * @property {Uint8Array<ArrayBuffer>} details
 * @property {Uint8Array<ArrayBuffer>} exhausted
 * @property {Texts} words Each event's words, by its key (words.js's keyOf).
 * @property {string} rest
 * @property {string | null} end
 * @property {Refused | null} refused
 * @property {{ per_column: number, low: string, high: string, max: number }} profile
 * @property {Marker[]} markers
 * @property {LessonStop[]} [lesson]
 * @property {string} [marks] "bold" for the check's marks drawn bold (html --marks bold).
 * @property {string} [panel] "tables" for the tables panel beside the board (html --panel tables).
 */

/**
 * A depth profile as it is made (newProfile): positions a column, positions pushed, each
 * column's lowest and highest depth.
 * @typedef {{ per: number, points: number, low: number[], high: number[] }} Profile
 */

/**
 * The moments found so far (newLandmarks): the depth, the first conflict, backtrack and
 * dead end, the deepest placement, the run of backtracks going on and the longest.
 * @typedef {Object} Landmarks
 * @property {number} depth
 * @property {number | null} conflict
 * @property {number | null} backtrack
 * @property {number | null} deadEnd
 * @property {{ depth: number, at: number } | null} deepest
 * @property {{ from: number, length: number } | null} run
 * @property {{ from: number, length: number } | null} longest
 */

/**
 * What rawOfRun is told of a run: where it departs from its strategy (null: it does not)
 * and the listing the code panel shows.
 * @typedef {{ departs?: number | null, listing?: Listing | null }} RunOptions
 */

/**
 * The depth profile of a search (DepthProfile): at most 2 * MAX_COLUMNS columns, each the
 * lowest and highest depth of per_column positions, halved in number when full.
 * @returns {Profile}
 */
function newProfile() {
  return { per: 1, points: 0, low: [], high: [] };
}
/**
 * @param {Profile} p
 * @param {number} depth
 */
function pushDepth(p, depth) {
  let index = Math.floor(p.points / p.per);
  if (index === p.low.length && index === 2 * MAX_COLUMNS) {
    /**
     * @param {number[]} a
     * @param {(a: number, b: number) => number} f
     */
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
/** @param {Uint8Array} bytes */
const base64Of = (bytes) => {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
};

/**
 * The moments worth marking (Landmarks, from a depth): the first conflict, backtrack and
 * dead end, the deepest placement, the longest run of backtracks (and forced digits
 * taken back).
 * @param {number} depth
 * @returns {Landmarks}
 */
function newLandmarks(depth) {
  return { depth, conflict: null, backtrack: null, deadEnd: null, deepest: null, run: null, longest: null };
}
/** @param {Landmarks} m */
function endRun(m) {
  if (m.run !== null && (m.longest === null || m.run.length > m.longest.length)) m.longest = m.run;
  m.run = null;
}
/**
 * @param {Landmarks} m
 * @param {number} n
 * @param {number} kind
 */
function noteMoment(m, n, kind) {
  switch (kind) {
    case CONFLICT: m.conflict ??= n; break;
    case DEADEND: m.deadEnd ??= n; break;
    case BACKTRACK: m.backtrack ??= n; goOn(m, n); break;
    case UNFORCE: case RESTORE: goOn(m, n); break;
    case PLACE: case FORCE:
      endRun(m);
      if (m.deepest === null || m.depth + 1 > m.deepest.depth) m.deepest = { depth: m.depth + 1, at: n };
      break;
  }
  if (kind === PLACE || kind === FORCE) m.depth++;
  else if (kind === BACKTRACK || kind === UNFORCE) m.depth = Math.max(0, m.depth - 1);
}
/**
 * A run of backtracks (and forced digits taken back) goes on at event n.
 * @param {Landmarks} m
 * @param {number} n
 */
function goOn(m, n) {
  m.run ??= { from: n, length: 0 };
  m.run.length++;
}

/**
 * The markers of the moments `m` found, the last at `last`: the end of the search (with
 * its words `end`), of the window, or of a trace cut short (`cut`). In a window
 * (`window`), the firsts are the window's own.
 * @param {Landmarks} m
 * @param {number} last
 * @param {{ reachesEnd: boolean, end: string | null, window: boolean, cut: boolean }} ends
 * @param {Texts} T
 * @returns {Marker[]}
 */
function markersOf(m, last, { reachesEnd, end, window, cut }, T) {
  /** @type {Marker[]} */
  const out = [];
  /**
   * @param {number} at
   * @param {string} label
   */
  const mark = (at, label) => out.push({ at, label, own: false });
  /** @param {string} whole */
  const within = (whole) => T[window ? `${whole}Window` : whole];
  if (m.conflict !== null) mark(m.conflict, within('PageFirstConflict'));
  if (m.backtrack !== null) mark(m.backtrack, within('PageFirstBacktrack'));
  if (m.deadEnd !== null) mark(m.deadEnd, within('PageFirstDeadEnd'));
  if (m.deepest !== null && m.deepest.at !== last) mark(m.deepest.at, fill(within('PageDeepest'), { depth: m.deepest.depth }));
  const atEnd = m.deepest !== null && m.deepest.at === last ? fill(T.PageDeepestAtEnd, { depth: m.deepest.depth }) : '';
  endRun(m);
  if (m.longest !== null && m.longest.length >= 2) mark(m.longest.from, fill(within('PageLongestRun'), { n: fmt(m.longest.length) }));
  let label;
  if (cut) label = T.PageCutShortHere;
  else if (!reachesEnd) label = T.PageEndOfWindow;
  else label = end !== null ? fill(T.ShowEnd, { words: end }) : T.PageTheEnd;
  mark(last, label + atEnd);
  return out;
}

/**
 * Markers in order, those on one event made one: their labels said in turn, the
 * author's own if any of them is (merged).
 * @param {Marker[]} markers
 * @param {Texts} T
 * @returns {Marker[]}
 */
function mergedMarkers(markers, T) {
  const out = markers.slice().sort((a, b) => a.at - b.at);
  /** @type {Marker[]} */
  const merged = [];
  for (const marker of out) {
    const prev = merged.at(-1);
    if (prev && prev.at === marker.at) {
      prev.label += T.ListSeparator + marker.label;
      prev.own ||= marker.own;
    } else {
      merged.push({ ...marker });
    }
  }
  return merged;
}

/**
 * How fast a window of `events` plays (Pace::for_window).
 * @param {number} events
 * @param {number[]} speeds
 * @returns {{ speed: number, opening: number, cruise: number | null }}
 */
export function paceOf(events, speeds) {
  /**
   * @param {number} n
   * @param {number} speed
   */
  const frames = (n, speed) => Math.ceil(n / speed);
  const opening = Math.min(events, OPENING_EVENTS);
  /** @param {number} cruise */
  const fits = (cruise) => frames(opening, 1) + frames(events - opening, cruise) <= MOST_SECONDS * FRAMES_A_SECOND;
  /** @type {number} */
  // @ts-expect-error: `speeds` is never empty
  const cruise = speeds.filter((s) => s >= 1).find(fits) ?? speeds.at(-1);
  return cruise > 1 ? { speed: 1, opening, cruise } : { speed: 1, opening: 0, cruise: null };
}

/**
 * The strategy of `D.strategies` named `name`, or undefined.
 * @param {{ strategies: Strategy[] }} D
 * @param {string} name
 */
export const strategyNamed = (D, name) => D.strategies.find((s) => s.name === name);

/**
 * The words of how the search ended: what its end record says, vouched for (sudotrace's
 * own words) when `vouched`, else as a claim; null for an outcome the page does not know.
 * @param {string} result
 * @param {boolean} vouched
 * @param {Texts} T
 * @returns {string | null}
 */
function endingWords(result, vouched, T) {
  /** @type {Object<string, string>} */
  const OUTCOMES = { solved: 'Solved', unsolvable: 'Unsolvable', limit: 'Limit' };
  if (!Object.hasOwn(OUTCOMES, result)) return null;
  return vouched ? T[`${OUTCOMES[result]}Words`] : T[`Claim${OUTCOMES[result]}`];
}

// The page's data of the window `raw` gives, its events `events` (each { kind, cell,
// digit, detail, withCell } by `at(i)`, the first right after raw.base), in slices (see
// sliced). `raw` holds what the events do not say: the trace's header (solver, puzzle),
// the board, stack, depth and counts before the window (board, stack, depth, stats,
// base, first), the trace's length (total, when known; else the window's last), how the
// trace says the search ended (ending: { result, vouched } or null), whether it is cut
// short where the window ends (cutShort), where it departs from its strategy (departs),
// the author's own markers (ownMarkers), the pace, and the page's words and options.
// Gives the data with its events as bytes (codes, details, exhausted), to be compressed
// as the page's are (packedData) before a page plays it.
/** @type {(...args: Parameters<typeof builtSteps>) => PageData} */
export const builtData = (...args) => drain(builtSteps(...args));
/**
 * @param {RawData} raw
 * @param {EventList} events
 * @returns {Generator<undefined, PageData, unknown>}
 */
export function* builtSteps(raw, events) {
  const T = raw.ui;
  const { departs } = raw;
  const strategy = strategyNamed(raw, raw.solver);
  const order = strategy ? strategy.order : null;
  const givens = digitsOf(raw.puzzle), board = digitsOf(raw.board), forced = new Uint8Array(81);
  for (const entry of raw.stack) if (entry & FORCED_BIT) forced[entry & ~FORCED_BIT] = 1;
  // What the board stands on: the placements in the order made, the eliminations standing.
  const standing = newStanding(raw.stack, eliminationsOf(raw));
  // Typed arrays, a map and a mask: one pass over a million events makes no object of
  // its own but the event read.
  const codes = new Uint8Array(2 * events.length);
  let details = new Uint8Array(events.length);
  /** @param {number} byte */
  const pushDetail = (byte) => {
    if (detailCount === details.length) {
      const grown = new Uint8Array(2 * details.length + PATTERN_BYTES);
      grown.set(details);
      details = grown;
    }
    details[detailCount++] = byte;
  };
  const exhausted = new Uint8Array(events.length), words = new Map();
  const profile = newProfile(), moments = newLandmarks(raw.depth);
  let depth = raw.depth, refused = null, held = 0, guess = false, ranOutSeen = false;
  let seen = 0, detailCount = 0, backtracks = 0;
  pushDepth(profile, depth);
  for (let i = 0; i < events.length; i++) {
    if (i % SLICE === SLICE - 1) yield;
    /** @type {EventObject} */
    // @ts-expect-error: event i, below events.length, is there
    const e = events.at(i);
    const n = raw.base + held + 1;
    const why = whyImpossible(e, board, givens, forced, T, standing);
    if (why !== null) {
      refused = { at: n, cell: e.cell, digit: e.digit, involved: involvedIn(e, board, standing), words: impossibleWords(e, why, T) };
      break;
    }
    const code = e.kind | (e.cell << CODE_CELL_SHIFT) | (e.digit << CODE_DIGIT_SHIFT);
    codes[2 * held] = code & 0xff;
    codes[2 * held + 1] = code >> 8;
    if (e.kind === CONFLICT || e.kind === FORCE) pushDetail(e.detail);
    else if (e.kind === ELIMINATE || e.kind === RESTORE) for (let b = 0; b < PATTERN_BYTES; b++) pushDetail((e.detail >> (8 * b)) & 0xff);
    applyEvent(e, board, forced, standing);
    if (e.kind === PLACE || e.kind === FORCE) depth++;
    else if (e.kind === BACKTRACK || e.kind === UNFORCE) depth--;
    const departed = departs !== null && n >= departs;
    const known = departed ? null : order;
    let ranOut = -1;
    if (e.kind === BACKTRACK) {
      if (known === 'rows') for (let i = e.cell + 1; i < 81 && ranOut < 0; i++) if (board[i] === 0) ranOut = i;
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
  const total = raw.total === undefined ? last : raw.total;
  const reachesEnd = total === last;
  const kinds = KIND_NAMES.filter((_, k) => seen & (1 << k));
  if (guess) kinds.push('guess');
  if (seen & (1 << FORCE)) kinds.push('forced');
  if (ranOutSeen) kinds.push('ranout');
  // How the search ended, said where the page reaches the trace's end: vouched for too
  // when the board is full.
  const ending = refused === null && reachesEnd ? raw.ending : null;
  const full = board.every((d) => d !== 0);
  const end = ending ? endingWords(ending.result, ending.vouched || (ending.result === 'solved' && full), T) : null;
  const cut = raw.cutShort && refused === null;
  let markers = markersOf(moments, last, { reachesEnd, end, window: raw.first > 0, cut }, T);
  if (refused !== null) {
    // The search does not end there: it stops at the event that cannot happen.
    markers = markers.filter((m) => m.at !== last || !m.label.startsWith(T.PageTheEnd));
    markers.push({ at: refused.at, label: T.PageCannotHappen, own: false });
  }
  const lastShown = refused ? refused.at : last;
  if (departs !== null && departs >= raw.first && departs <= lastShown) {
    const search = strategy ? fill(T.SearchAndSolver, { search: strategy.search, solver: strategy.name }) : raw.solver;
    markers.push({ at: departs, label: fill(T.DepartsHere, { search }), own: false });
  }
  for (const own of raw.ownMarkers) markers.push({ ...own, own: true });
  // A lesson's moments are the author's markers too, numbered as the lesson's box says.
  const lesson = raw.lesson ?? [];
  lesson.forEach(({ at }, i) => markers.push({ at, label: fill(T.PageLessonMoment, { n: i + 1, count: lesson.length }), own: true }));
  const max = profile.high.reduce((a, b) => Math.max(a, b), 0);
  /** @type {RawData & Object<string, unknown>} */
  const data = { ...raw };
  for (const said of ['ownMarkers', 'ending', 'cutShort', 'cannotHappen']) delete data[said];
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
    rest: fill(T.ThePuzzle, { blanks: givens.filter((d) => d === 0).length }),
    end,
    refused,
    profile: { per_column: profile.per, low: base64Of(Uint8Array.from(profile.low)), high: base64Of(Uint8Array.from(profile.high)), max },
    markers: mergedMarkers(markers, T),
  };
}

/**
 * The raw data of a run made in the page (`read`, its JSON Lines read: readTrace, or a
 * run.js run), with what every page shares from the page's own data `base` (its words,
 * strategies, speeds): the whole run is the window. `departs`, the event where the run
 * departs from the strategy its header names (null: it does not); `listing`, the code
 * the code panel shows (the strategy's, or the edited program).
 * @param {PageData} base
 * @param {Run} read
 * @param {RunOptions} [options]
 * @returns {RawData}
 */
export function rawOfRun(base, read, { departs = null, listing = null } = {}) {
  const { header, events } = read;
  const strategy = strategyNamed(base, header.solver);
  const n = countsOf(events);
  // A run the page stopped at its event limit ended there, as a search stopped at its limit.
  const byPage = read.overflow === true;
  const end = byPage ? { result: 'limit' } : read.end;
  const ending = end === null ? null : { result: end.result, vouched: (departs === null && strategy !== undefined) || byPage };
  return {
    ...base,
    solver: header.solver,
    label: strategy ? strategy.label : header.solver,
    puzzle: header.puzzle,
    board: header.puzzle,
    base: 0,
    first: 0,
    total: undefined,
    used: [],
    stack: [],
    chooses: strategy ? strategy.chooses : null,
    listings: listing === null ? null : { js: listing },
    start: 0,
    ...paceOf(events.length, base.speeds),
    stats: Object.fromEntries(Object.keys(base.stats).map((k) => [k, 0])),
    depth: 0,
    choosing: n.choices + n.forced + n.dead_ends > 0,
    check: strategy ? strategy.check : null,
    candidates: false,
    mode: 'watch',
    ending,
    cutShort: end === null,
    cannotHappen: null,
    departs,
    ownMarkers: [],
    lesson: [],
    questions: [],
    page: '',
  };
}

/**
 * `data` with each strategy's listing text put together from its runs of the lines the
 * listings share (the forty-two listings share most of their lines, which sudotrace
 * writes once), and those lines dropped; as it is when it has none.
 * @template {{ strategies: Strategy[], listingLines?: string[] }} D
 * @param {D} data
 * @returns {D}
 */
export function withListings(data) {
  const shared = data.listingLines;
  if (shared === undefined) return data;
  for (const { listing } of data.strategies) {
    if (listing.runs === undefined) continue;
    listing.text = listing.runs.flatMap(([first, count]) => shared.slice(first, first + count)).join('\n');
    delete listing.runs;
  }
  delete data.listingLines;
  return data;
}

/**
 * The page's data from the raw data sudotrace wrote into it (Page::build): its events
 * inflated and built (builtSteps), the event after them that cannot happen too. In
 * slices of up to `budget` ms as the page opens; all at once with `budget` null (node's
 * tests).
 * @param {RawData & EventData} raw
 * @param {number | null} [budget]
 * @returns {Promise<PageData>}
 */
export async function pageDataOf(raw, budget = OPENING_BUDGET) {
  withListings(raw);
  const events = eventObjects(await eventsOf(raw), raw.cannotHappen);
  return budget === null ? drain(builtSteps(raw, events)) : sliced(builtSteps(raw, events), budget);
}

/**
 * The page's data of a run made in the page (rawOfRun, then builtSteps), in slices.
 * @param {PageData} base
 * @param {Run} read
 * @param {RunOptions} [options]
 * @returns {Generator<undefined, PageData, unknown>}
 */
export function* runDataSteps(base, read, options = {}) {
  return yield* builtSteps(rawOfRun(base, read, options), read.events);
}
/** @type {(...args: Parameters<typeof runDataSteps>) => PageData} */
export const runData = (...args) => drain(runDataSteps(...args));

/**
 * The data with its events' bytes compressed and in base64, as sudotrace writes them.
 * @param {PageData} data
 */
export async function packedData(data) {
  /** @param {Uint8Array<ArrayBuffer>} bytes */
  const packed = async (bytes) => {
    const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream('deflate'));
    return base64Of(new Uint8Array(await new Response(stream).arrayBuffer()));
  };
  const { codes, details, exhausted, ...rest } = data;
  const [events, d, x] = await Promise.all([codes, details, exhausted].map(packed));
  return { ...rest, events, details: d, exhausted: x };
}

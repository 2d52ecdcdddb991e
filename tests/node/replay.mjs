// Holds the web player's logic modules to `sudotrace show --json` with node alone, no
// browser: the page's replay, its words and its stack, imported as the page's script
// holds them, go to each position the Rust test (tests/cli/player_replay.rs) names, in
// its order, and what they hold there is compared with what `show --json` prints there.
//
//   node replay.mjs MODULES DATA POSITIONS
//
// MODULES: the folder sudotrace_page::player_modules was written into; DATA: the
// page's data (the JSON of its #sudotrace-data); POSITIONS: gzip-compressed JSON Lines
// (standard input when not given), the first
// {"languages": [...]} (the listings' order of `lines`), then one a position:
//   {"at", "step", "event", "caption", "board" (null: as at the position before),
//    "depth", "stats", "lines", "keep", "push", "view", "candidates" (null: as at the
//    position before), "eliminations", "pattern", "struck", "pencil"}
// where the expected stack is the one before with its first `keep` entries kept and
// `push`'s ([placement as show writes it, its words]) after them, `view` is
// [current cell, its look, its digit, clashing cell, shaded cells, the cells the check
// read, the tables it looked up, what it cost, the check's count with that cost as the
// counts say it] (-1: none), `candidates` every cell's candidates less those the
// eliminations standing took (three hexadecimal digits a cell), `eliminations` the
// eliminations counted by rule, and at an elimination or its restore `pattern` the
// cells that make it, `struck` the candidates it took ([cell, digits]) and `pencil` the
// candidates pencilled in (null elsewhere).
// Prints {"positions": N} when every position agrees, else the first disagreement
// {"at", "step", "field", "page", "show"} and exits 1.
import { createReadStream, readFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { createGunzip } from 'node:zlib';

const [folder, dataPath, positionsPath] = process.argv.slice(2);
const load = (name) => import(pathToFileURL(join(folder, name)).href);
const C = await load('constants.js');
const { digitsOf, eventsOf, clashOf } = await load('decode.js');
const { cellName, digitsIn } = await load('grid.js');
const { replaySteps } = await load('replay.js');
const { drain } = await load('slices.js');
const { captionOf, checkValueWords, lineOf } = await load('words.js');
const { makeStackTexts, stackChooses, stackEntries } = await load('stack.js');
const { newNodeStarts, noteNode } = await load('tree.js');
const { looksOf } = await load('view.js');
const { scanOrder, scans } = await load('check.js');
const { patternFields, unpackPattern } = await load('patterns.js');

const { pageDataOf } = await load('build.js');
// The page's data as the page builds it from what sudotrace wrote.
const D = await pageDataOf(JSON.parse(readFileSync(dataPath, 'utf8')), null);
const events = await eventsOf(D);
const givens = digitsOf(D.puzzle);
// As the page starts: the checkpoints made in one pass, then back to the first one.
const nodeStarts = newNodeStarts();
const replay = drain(replaySteps(D, events, (k, depth) => noteNode(nodeStarts, D, k, depth)));
replay.restore(0);
const stackTexts = makeStackTexts(D, givens);
const state = replay.state;

let languages = null;
let expectedStack = [];
let expectedBoard = null;
let expectedCandidates = null;
let positions = 0;

function disagree(x, field, page, show) {
  writeSync(1, `${JSON.stringify({ at: x.at, step: x.step, field, page, show })}\n`);
  process.exit(1);
}
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
// A value with its objects' keys in order, as serde_json writes a JSON value.
const sorted = (v) => (v === null || typeof v !== 'object' || Array.isArray(v) ? v
  : Object.fromEntries(Object.keys(v).sort().map((k) => [k, sorted(v[k])])));

// The event as a trace line writes it, from the page's event and its detail byte.
function eventLine(e) {
  if (e === null) return null;
  if (e.kind === C.ELIMINATE || e.kind === C.RESTORE) return { ev: C.KIND_NAMES[e.kind], ...patternFields(unpackPattern(e.detail)) };
  const line = { ev: C.KIND_NAMES[e.kind], r: Math.floor(e.cell / 9) + 1, c: (e.cell % 9) + 1 };
  if (e.kind === C.CHOOSE) line.n = e.digit;
  else if (e.kind !== C.DEADEND) line.d = e.digit;
  if (e.kind === C.CONFLICT) {
    const clash = clashOf(e.cell, e.detail);
    line.unit = C.UNIT_NAMES[clash.unit];
    line.with = [Math.floor(clash.with / 9) + 1, (clash.with % 9) + 1];
  }
  if (e.kind === C.FORCE) line.by = e.detail === C.FORCED_BY_CELL ? 'cell' : C.UNIT_NAMES[e.detail - 1];
  return line;
}

// The counts as show's stats name them: the conflicts by unit in one object; the
// eliminations by rule as the replay counts them.
const countOf = (x, key) => (key in x.stats.conflicts ? x.stats.conflicts[key] : key in x.stats ? x.stats[key] : x.eliminations[key]);

// A placement of the page's stack as show writes one.
function placement(entry) {
  const p = { cell: cellName(entry.cell), r: Math.floor(entry.cell / 9) + 1, c: (entry.cell % 9) + 1, d: entry.digit, how: entry.how };
  if (entry.by !== null) p.by = entry.by;
  if (entry.n !== null) p.n = entry.n;
  p.left = digitsIn(entry.left);
  return p;
}

// What the page's view marks: the current cell, its look and digit, the clashing cell
// (a dead end's own, marked as one), the cells of the clashing unit.
function viewOf(e) {
  const looks = looksOf(replay, givens, e);
  const [look, digit] = looks.current >= 0 ? looks.look[looks.current] : ['', 0];
  const clashing = looks.clashing >= 0 ? looks.clashing : looks.mark[looks.current] === ' deadend' ? looks.current : -1;
  const shaded = [];
  looks.shaded.forEach((on, i) => { if (on) shaded.push(i); });
  const { work } = looks;
  let read = [], looked = 0;
  if (work !== null && work.blanks !== null) read = work.blanks;
  else if (work !== null && scans(replay.check)) read = scanOrder(replay.check, work.cell).slice(0, work.steps);
  else if (work !== null) looked = work.steps;
  read = [...new Set(read)].sort((a, b) => a - b);
  // The check's count with what the event cost, in the words the page's counts show.
  const said = replay.check < 0 ? '' : checkValueWords(D.ui, replay.check, work, state.counts[C.CHECK_COUNTS[replay.check]]);
  return [looks.current, look, digit, clashing, shaded, read, looked, work === null ? 0 : work.cost, said];
}

// The stack's placements from the `from`th on, as the page works them out, against show's;
// below `from`, the page stands on the placements it stood on at the last position
// checked, which agreed (a placement depends only on the ones under it). Every entry's
// words, as the page keeps them, against show's.
let pageKeys = [], pageChooses = null;
function checkStack(x) {
  expectedStack = expectedStack.slice(0, x.keep).concat(x.push);
  const chooses = stackChooses(D, state);
  const keys = state.stack.map((entry) => `${entry}:${state.board[entry & ~C.FORCED_BIT]}`);
  let from = 0;
  if (chooses === pageChooses) {
    while (from < x.keep && from < keys.length && keys[from] === pageKeys[from]) from++;
  }
  pageKeys = keys;
  pageChooses = chooses;
  const entries = stackEntries(givens, state, from, chooses).map(placement);
  if (from + entries.length !== expectedStack.length) disagree(x, `stack from ${from}`, entries, expectedStack.slice(from).map(([p]) => p));
  entries.forEach((entry, i) => {
    if (!same(entry, expectedStack[from + i][0])) disagree(x, `stack[${from + i}]`, entry, expectedStack[from + i][0]);
  });
  const texts = stackTexts(state);
  if (texts.length !== expectedStack.length) disagree(x, 'stack words', texts, expectedStack.map(([, words]) => words));
  expectedStack.forEach(([, words], i) => {
    if (texts[i] !== words) disagree(x, `stack[${i}] words`, texts[i], words);
  });
}

function check(x) {
  replay.goTo(x.at);
  if (replay.here() !== x.at) disagree(x, 'position', replay.here(), x.at);
  const e = replay.eventAt();
  const event = sorted(eventLine(e));
  if (!same(event, x.event)) disagree(x, 'event', event, x.event);
  const caption = captionOf(replay, e);
  if (caption !== x.caption) disagree(x, 'caption', caption, x.caption);
  if (x.board !== null) expectedBoard = x.board;
  const board = Array.from(state.board, (d) => (d ? String(d) : '.')).join('');
  if (board !== expectedBoard) disagree(x, 'board', board, expectedBoard);
  if (state.depth !== x.depth) disagree(x, 'depth', state.depth, x.depth);
  C.COUNTS.forEach((key, i) => {
    if (state.counts[i] !== countOf(x, key)) disagree(x, `counts.${key}`, state.counts[i], countOf(x, key));
  });
  if (x.candidates !== null) expectedCandidates = x.candidates;
  const candidates = Array.from(replay.candidates(), (m) => m.toString(16).padStart(3, '0')).join('');
  if (candidates !== expectedCandidates) disagree(x, 'candidates', candidates, expectedCandidates);
  const looks = looksOf(replay, givens, e);
  const pattern = [], struck = [];
  looks.pattern.forEach((on, i) => { if (on) pattern.push(i); });
  looks.struck.forEach((digits, i) => { if (digits) struck.push([i, digits]); });
  if (!same(pattern, x.pattern)) disagree(x, 'pattern', pattern, x.pattern);
  if (!same(struck, x.struck)) disagree(x, 'struck', struck, x.struck);
  const pencil = looks.pencil === null ? null : Array.from(looks.pencil);
  if (!same(pencil, x.pencil)) disagree(x, 'pencil', pencil, x.pencil);
  languages.forEach((name, i) => {
    const line = D.listings && name in D.listings ? lineOf(D.listings[name], e) : null;
    if (line !== x.lines[i]) disagree(x, `line (${name})`, line, x.lines[i]);
  });
  checkStack(x);
  const view = viewOf(e);
  if (!same(view, x.view)) disagree(x, 'view', view, x.view);
  positions++;
}

const input = positionsPath ? createReadStream(positionsPath).pipe(createGunzip()) : process.stdin;
for await (const line of createInterface({ input, crlfDelay: Infinity })) {
  const x = JSON.parse(line);
  if (languages === null) languages = x.languages;
  else check(x);
}
writeSync(1, `${JSON.stringify({ positions })}\n`);

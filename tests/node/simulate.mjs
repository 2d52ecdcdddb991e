// Holds Do it yourself, the web page's exercise, to the trace with node alone, no browser:
// the page's replay and its grading module (grade.js), imported as the page's script holds
// them, play the exercise with the trace's own events as the learner's steps, from the
// page's first position to its last (the events before a window are played, not asked).
//
//   node simulate.mjs MODULES DATA TRACE
//
// MODULES: the folder sudotrace_page::player_modules was written into; DATA: the
// page's data (the JSON of its #sudotrace-data); TRACE: the trace as JSON Lines.
// Every step is the trace's event, written in turn as the trace writes it, as JSON text,
// and as the page's keys make it (a choice's candidates, the digit a backtrack or an
// unforce erases and a forced digit's reason left out, for the page to work out); each
// must be right, its expected step the trace's event. Every tenth step is first made
// wrong instead: it must be graded wrong, with the trace's event as the step expected,
// and the page must take that event and go on. Malformed steps throw and change nothing.
// Prints {"steps", "right", "wrong"} when all is so, else the first disagreement
// {"at", "field", "page", "trace"} and exits 1.
import { readFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const [folder, dataPath, tracePath] = process.argv.slice(2);
const load = (name) => import(pathToFileURL(join(folder, name)).href);
const { eventsOf } = await load('decode.js');
const { replaySteps } = await load('replay.js');
const { drain } = await load('slices.js');
const { newScore, nextLine, stepOf, takeStep } = await load('grade.js');

const { pageDataOf } = await load('build.js');
// The page's data as the page builds it from what sudotrace wrote.
const D = await pageDataOf(JSON.parse(readFileSync(dataPath, 'utf8')), null);
const lines = readFileSync(tracePath, 'utf8').split('\n').filter((l) => l.trim())
  .map((l) => JSON.parse(l)).filter((l) => 'ev' in l && l.ev !== 'end');
const replay = drain(replaySteps(D, await eventsOf(D), () => {}));
replay.restore(0);
replay.goTo(D.start);
const score = newScore();

function disagree(at, field, page, trace) {
  writeSync(1, `${JSON.stringify({ at, field, page, trace })}\n`);
  process.exit(1);
}
// A value with its objects' keys in order: the trace's lines may order them otherwise.
const sorted = (v) => (v === null || typeof v !== 'object' || Array.isArray(v) ? v
  : Object.fromEntries(Object.keys(v).sort().map((k) => [k, sorted(v[k])])));
const same = (a, b) => JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));
const without = (line, key) => Object.fromEntries(Object.entries(line).filter(([k]) => k !== key));

// The step as the page's keys make it: what the board tells left out (a restore's
// pattern too: the last elimination standing's).
const LEFT_OUT = { choose: 'n', backtrack: 'd', unforce: 'd', force: 'by', restore: 'rule' };
const keyed = (line) => (line.ev === 'restore' ? { ev: 'restore' } : line.ev in LEFT_OUT ? without(line, LEFT_OUT[line.ev]) : line);

// A step that is not the trace's: another digit, another number of candidates, another
// cell, a pair of other digits.
function wrong(line) {
  if ('d' in line) return { ...line, d: (line.d % 9) + 1 };
  if ('n' in line) return { ...line, n: (line.n + 1) % 10 };
  if ('ds' in line) {
    const [a, b] = line.ds;
    return { ...line, ds: b < 9 ? [a, b + 1] : a > 1 ? [a - 1, b] : [2, 9] };
  }
  return { ...line, c: (line.c % 9) + 1 };
}

let wrongs = 0;
for (let at = D.start + 1; at <= D.last; at++) {
  const line = lines[at - 1], i = at - D.start - 1;
  const expected = nextLine(replay);
  if (!same(expected, line)) disagree(at, 'next event', expected, line);
  // What the board tells is what the trace says.
  if (line.ev in LEFT_OUT) {
    const worked = stepOf(keyed(line), replay.state.board, null, replay.state.elims);
    if (!same(worked, line)) disagree(at, `${LEFT_OUT[line.ev]} worked out from the board`, worked, line);
    // A field given as null is left out too.
    const nulled = stepOf({ ...keyed(line), [LEFT_OUT[line.ev]]: null }, replay.state.board, null, replay.state.elims);
    if (!same(nulled, line)) disagree(at, `${LEFT_OUT[line.ev]} given as null`, nulled, line);
  }
  const malformed = [{ ev: 'tri', r: 1, c: 1, d: 1 }, { ev: 'try', r: 0, c: 1, d: 1 }, { ev: 'conflict', r: 1, c: 1, d: 1 },
    { ev: 'backtrack', r: 1, c: 1, d: 42 }, { ev: 'unforce', r: 1, c: 1, d: '5' }, { ev: 'choose', r: 1, c: 1, n: 'x' },
    { ev: 'choose', r: 1, c: 1, n: 10 }, { ev: 'force', r: 1, c: 1, d: 1, by: 'diagonal' }, null];
  for (const bad of malformed) {
    let threw = false;
    try { takeStep(replay, score, bad); } catch (e) { threw = e instanceof TypeError; }
    if (!threw || replay.here() !== at - 1) disagree(at, 'a malformed step throws', bad, 'TypeError');
  }
  const step = i % 10 === 4 ? wrong(line) : [line, JSON.stringify(line), keyed(line)][i % 3];
  const result = takeStep(replay, score, step);
  const meant = i % 10 !== 4;
  if (result === null || result.right !== meant) disagree(at, 'graded', result, meant);
  if (!same(result.expected, line)) disagree(at, 'expected', result.expected, line);
  if (replay.here() !== at) disagree(at, 'position', replay.here(), at);
  if (!meant) wrongs++;
}
if (takeStep(replay, score, lines[D.last] ?? lines[0]) !== null) disagree(D.last, 'after the last event', 'a step', null);
const steps = D.last - D.start;
if (score.asked !== steps || score.wrong !== wrongs || score.right !== steps - wrongs) disagree(D.last, 'score', score, { steps, wrongs });
writeSync(1, `${JSON.stringify({ steps, right: score.right, wrong: score.wrong })}\n`);

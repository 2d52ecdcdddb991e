// Why each event of a page happens, as the page says it (why.js, through grade.js's
// nextWhy, the rule Do it yourself gives with each step), and why each of its Predict
// questions' answers is right (the page's data, made by sudotrace): for the Rust tests
// to hold to `sudotrace show --json`'s "why" and "rule" at every event.
//
//   node why.mjs MODULES DATA
//
// Prints one JSON object a line: { "at", "rule", "why" } for each event the page plays,
// then { "question", "why" } for each question.
import { readFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const [folder, dataPath] = process.argv.slice(2);
const load = (name) => import(pathToFileURL(join(folder, name)).href);
const { eventsOf } = await load('decode.js');
const { replaySteps } = await load('replay.js');
const { drain } = await load('slices.js');
const { nextWhy } = await load('grade.js');

const { pageDataOf } = await load('build.js');
// The page's data as the page builds it from what sudotrace wrote.
const D = await pageDataOf(JSON.parse(readFileSync(dataPath, 'utf8')), null);
const replay = drain(replaySteps(D, await eventsOf(D), () => {}));
replay.restore(0);
replay.goTo(D.first);
const lines = [];
for (let at = D.first + 1; at <= D.last; at++) {
  const why = nextWhy(replay);
  if (why === null) break;
  lines.push(JSON.stringify({ at, rule: why.rule, why: why.words }));
  replay.goTo(at);
}
for (const q of D.questions) lines.push(JSON.stringify({ question: q.event, why: q.why }));
writeSync(1, `${lines.join('\n')}\n`);

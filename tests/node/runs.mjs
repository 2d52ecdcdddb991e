// Holds the page's reading of a trace made in the page (trace.js) to sudotrace's own:
// the data the page makes of a trace's JSON Lines (runData) must be the data `sudotrace
// html` wrote of the same trace, field for field: its events packed, each event's words
// (the port of view::explained_words, in the page's language), the kinds, the depth
// profile, the markers, the pace, how it ended.
//
//   node runs.mjs MODULES CASES
//
// MODULES: the folder sudotrace_page::player_modules was written into; CASES: a
// JSON file of [{ "name", "data": the page's data path, "trace": the JSON Lines path,
// "departs": null or an event number }]. Prints {"cases", "events"} when every case
// agrees, else the first disagreement {"case", "field", "page", "sudotrace"} and exits 1.
import { readFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const [folder, casesPath] = process.argv.slice(2);
const load = (name) => import(pathToFileURL(join(folder, name)).href);
const { inflatedOf } = await load('decode.js');
const { readTrace, runData, packedData } = await load('trace.js');

function disagree(name, field, page, sudotrace) {
  writeSync(1, `${JSON.stringify({ case: name, field, page, sudotrace })}\n`);
  process.exit(1);
}
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

let events = 0;
const cases = JSON.parse(readFileSync(casesPath, 'utf8'));
for (const c of cases) {
  const D = JSON.parse(readFileSync(c.data, 'utf8'));
  const read = readTrace(readFileSync(c.trace, 'utf8'));
  if (read.error) disagree(c.name, 'read', read.error, null);
  const made = await packedData(runData(D, read, { departs: c.departs }));
  for (const field of ['events', 'details', 'exhausted']) {
    const [mine, theirs] = [await inflatedOf(made[field]), await inflatedOf(D[field])];
    if (!same(Array.from(mine), Array.from(theirs))) {
      const at = mine.findIndex((b, i) => b !== theirs[i]);
      disagree(c.name, `${field}[${at}]`, mine[at], theirs[at]);
    }
  }
  for (const field of ['solver', 'label', 'puzzle', 'board', 'base', 'first', 'last', 'total', 'kinds', 'cut', 'stack',
    'chooses', 'start', 'speed', 'opening', 'cruise', 'depth', 'choosing', 'check', 'rest', 'end', 'refused',
    'departs', 'profile', 'markers']) {
    if (!same(made[field], D[field])) disagree(c.name, field, made[field], D[field]);
  }
  for (const [key, words] of Object.entries(D.words)) {
    if (made.words[key] !== words) disagree(c.name, `words[${key}]`, made.words[key] ?? null, words);
  }
  if (Object.keys(made.words).length !== Object.keys(D.words).length) {
    disagree(c.name, 'words', Object.keys(made.words).length, Object.keys(D.words).length);
  }
  events += D.last;
}
writeSync(1, `${JSON.stringify({ cases: cases.length, events })}\n`);

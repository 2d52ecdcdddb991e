// Holds the page's data to one making, whatever it is made from: the data a run made in
// the page gets (runData, from the trace's JSON Lines read in the page) must be, field
// for field, the data the page builds as it opens from what `sudotrace html` wrote of the
// same trace (pageDataOf): its events packed, each event's words (the port of
// view::explained_words, which replay.mjs holds to `show --json`), the kinds, the depth
// profile, the markers, the pace, how it ended. A window of a trace (--from, --to) is
// built too, its words and the blanks its backtracks ran out of those of the whole trace.
//
//   node runs.mjs MODULES CASES
//
// MODULES: the folder sudotrace_page::player_modules was written into; CASES: a
// JSON file of [{ "name", "data": the page's data path, "trace": the JSON Lines path of
// a whole trace (null for a window), "whole": for a window, the data path of the whole
// trace's page, "departs": null or an event number }]. Prints {"cases", "events",
// "windows"} when every case agrees, else the first disagreement {"case", "field",
// "page", "sudotrace"} and exits 1.
import { readFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const [folder, casesPath] = process.argv.slice(2);
const load = (name) => import(pathToFileURL(join(folder, name)).href);
const { eventsOf, inflatedOf } = await load('decode.js');
const { readTrace } = await load('trace.js');
const { packedData, pageDataOf, runData } = await load('build.js');

function disagree(name, field, page, sudotrace) {
  writeSync(1, `${JSON.stringify({ case: name, field, page, sudotrace })}\n`);
  process.exit(1);
}
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

async function compare(name, made, D) {
  for (const field of ['events', 'details', 'exhausted']) {
    const [mine, theirs] = [await inflatedOf(made[field]), await inflatedOf(D[field])];
    if (!same(Array.from(mine), Array.from(theirs))) {
      const at = mine.findIndex((b, i) => b !== theirs[i]);
      disagree(name, `${field}[${at}]`, mine[at], theirs[at]);
    }
  }
  for (const field of ['solver', 'label', 'puzzle', 'board', 'base', 'first', 'last', 'total', 'kinds', 'cut', 'stack',
    'chooses', 'start', 'speed', 'opening', 'cruise', 'depth', 'choosing', 'check', 'rest', 'end', 'refused',
    'departs', 'profile', 'markers']) {
    if (!same(made[field], D[field])) disagree(name, field, made[field], D[field]);
  }
  for (const [key, words] of Object.entries(D.words)) {
    if (made.words[key] !== words) disagree(name, `words[${key}]`, made.words[key] ?? null, words);
  }
  if (Object.keys(made.words).length !== Object.keys(D.words).length) {
    disagree(name, 'words', Object.keys(made.words).length, Object.keys(D.words).length);
  }
}

let events = 0, windows = 0;
const cases = JSON.parse(readFileSync(casesPath, 'utf8'));
const built = async (path) => packedData(await pageDataOf(JSON.parse(readFileSync(path, 'utf8')), null));
for (const c of cases) {
  const D = await built(c.data);
  if (c.trace !== null) {
    const read = readTrace(readFileSync(c.trace, 'utf8'));
    if (read.error) disagree(c.name, 'read', read.error, null);
    const own = JSON.parse(readFileSync(c.data, 'utf8'));
    await compare(c.name, await packedData(runData(own, read, { departs: c.departs })), D);
  } else {
    // A window's events are the whole trace's, and so are their words.
    const whole = await built(c.whole);
    const [mine, all] = [await eventsOf(D), await eventsOf(whole)];
    const from = D.base - whole.base;
    for (let k = 0; k < mine.held; k++) {
      if (mine.codes[k] !== all.codes[from + k]) disagree(c.name, `codes[${k}]`, mine.codes[k], all.codes[from + k]);
    }
    for (const [key, words] of Object.entries(D.words)) {
      if (whole.words[key] !== words) disagree(c.name, `words[${key}]`, words, whole.words[key] ?? null);
    }
    windows++;
  }
  events += D.last - D.base;
}
writeSync(1, `${JSON.stringify({ cases: cases.length, events, windows })}\n`);

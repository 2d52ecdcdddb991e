// Holds the page's verdict on an edited program (trace.js's departureOf, what Edit /
// Run your code says) to `sudotrace diagnose --json`: for each case, the page's departure
// of a student's trace from its strategy's own trace, and the order its clashes keep to.
//
//   node departures.mjs MODULES CASES
//
// MODULES: the folder sudotrace_page::player_modules was written into; CASES: a
// JSON file of [{ "name", "data": a page's data (its words and strategies), "trace": the
// student's JSON Lines, "theirs": the strategy's own, "strategy": its name }]. Prints one
// line a case: { "name", "read": false } when the page cannot read the trace, else
// { "name", "event", "words", "order", "told", "workedOut", "refused", "would" } (refused:
// why the departing event cannot happen, where it cannot; would: what the strategy would
// do there); the Rust test compares them with diagnose's.
import { readFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const [folder, casesPath] = process.argv.slice(2);
const load = (name) => import(pathToFileURL(join(folder, name)).href);
const { departureOf, readTrace } = await load('trace.js');

const out = [];
for (const c of JSON.parse(readFileSync(casesPath, 'utf8'))) {
  const D = JSON.parse(readFileSync(c.data, 'utf8'));
  const mine = readTrace(readFileSync(c.trace, 'utf8'));
  const theirs = readTrace(readFileSync(c.theirs, 'utf8'));
  if (theirs.error) throw new Error(`${c.name}: the strategy's own trace: ${JSON.stringify(theirs.error)}`);
  if (mine.error) {
    out.push({ name: c.name, read: false });
    continue;
  }
  const strategy = D.strategies.find((s) => s.name === c.strategy);
  const found = departureOf(mine.events, theirs.events, strategy, D.ui, mine.header.puzzle);
  out.push({
    name: c.name,
    event: found === null ? null : found.event,
    words: found === null ? null : found.words,
    order: found === null || found.order === null ? null : found.order.name,
    told: found === null || found.order === null ? null : found.order.event,
    workedOut: mine.workedOut,
    refused: found === null ? null : found.refused ?? null,
    would: found === null ? null : found.would ?? null,
  });
}
writeSync(1, `${JSON.stringify(out)}\n`);

// Holds the page's tables panel (tables.js: the port of sudotrace's TablesView and of
// the words its panels say under the tables, tables_words) to `sudotrace show --json`
// with node alone, no browser: the page's replay goes to each position the Rust test
// (tests/cli/player_replay.rs) names, in its order, and the tables it works out there,
// from its own replay's board, event and check, are compared with the "tables" that
// `show --json` prints there, and its words with those the frames' tables panel says.
//
//   node tables.mjs MODULES DATA POSITIONS
//
// MODULES: the folder sudotrace_page::player_modules was written into; DATA: the page's
// data (the JSON of its #sudotrace-data); POSITIONS: gzip-compressed JSON Lines, one a
// position: {"at", "step", "tables" (as show --json writes them: {"used": {"row",
// "col", "box"}, "looked"}), "words" (tables_words, in the page's language)}.
// Prints {"positions": N, "looked": L} when every position agrees (L: those where a
// try's lookups are lit), else the first disagreement {"at", "step", "field", "page",
// "show"} and exits 1.
import { createReadStream, readFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { createGunzip } from 'node:zlib';

const [folder, dataPath, positionsPath] = process.argv.slice(2);
const load = (name) => import(pathToFileURL(join(folder, name)).href);
const C = await load('constants.js');
const { eventsOf } = await load('decode.js');
const { cellName, digitsIn } = await load('grid.js');
const { replaySteps } = await load('replay.js');
const { drain } = await load('slices.js');
const { workOf } = await load('check.js');
const { tablesOf, tablesWords } = await load('tables.js');
const { pageDataOf } = await load('build.js');

// The page's data as the page builds it from what sudotrace wrote, and its replay, as
// the page starts: the checkpoints made in one pass, then back to the first one.
const D = await pageDataOf(JSON.parse(readFileSync(dataPath, 'utf8')), null);
const events = await eventsOf(D);
const replay = drain(replaySteps(D, events, () => {}));
replay.restore(0);
const { state } = replay;
// One buffer of the digits held, reused from position to position as the page reuses it.
const used = new Uint16Array(27);

let positions = 0, looked = 0;
function disagree(x, field, page, show) {
  writeSync(1, `${JSON.stringify({ at: x.at, step: x.step, field, page, show })}\n`);
  process.exit(1);
}
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

// The page's tables as show --json writes them: each unit's digits ascending, each
// entry's unit by name and number from 1.
function asShown(tables) {
  const digits = (unit) => Array.from({ length: 9 }, (_, index) => digitsIn(tables.used[unit * 9 + index]));
  const json = { used: Object.fromEntries(C.UNIT_NAMES.map((name, unit) => [name, digits(unit)])), looked: null };
  if (tables.looked !== null) {
    json.looked = {
      cell: cellName(tables.looked.cell),
      digit: tables.looked.digit,
      entries: tables.looked.entries.map((entry) => ({ unit: C.UNIT_NAMES[entry.unit], number: entry.index + 1, held: entry.held })),
    };
  }
  return json;
}

function check(x) {
  replay.goTo(x.at);
  if (replay.here() !== x.at) disagree(x, 'position', replay.here(), x.at);
  const e = replay.eventAt();
  const tables = tablesOf(state.board, e, replay.check, workOf(replay.check, e, state.board), used);
  const shown = asShown(tables);
  for (const name of C.UNIT_NAMES) {
    if (!same(shown.used[name], x.tables.used[name])) disagree(x, `used.${name}`, shown.used[name], x.tables.used[name]);
  }
  if (!same(shown.looked, x.tables.looked)) disagree(x, 'looked', shown.looked, x.tables.looked);
  const words = tablesWords(D.ui, tables, replay.check);
  if (!same(words, x.words)) disagree(x, 'words', words, x.words);
  positions++;
  if (tables.looked !== null) looked++;
}

const input = createReadStream(positionsPath).pipe(createGunzip());
for await (const line of createInterface({ input, crlfDelay: Infinity })) check(JSON.parse(line));
writeSync(1, `${JSON.stringify({ positions, looked })}\n`);

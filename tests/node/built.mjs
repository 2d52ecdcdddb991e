// The page's data as the page builds it as it opens (build.js's pageDataOf) from what
// `sudotrace html` wrote, printed as JSON for the Rust tests that read it: the built
// fields as they are, the events' bytes left out but `exhausted` (a byte a backtrack).
//
//   node built.mjs MODULES DATA
//
// MODULES: the folder sudotrace_page::player_modules was written into; DATA: the page's
// data (the JSON in its element #sudotrace-data).
import { readFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const [folder, dataPath] = process.argv.slice(2);
const { pageDataOf } = await import(pathToFileURL(join(folder, 'build.js')).href);
const D = await pageDataOf(JSON.parse(readFileSync(dataPath, 'utf8')), null);
const { codes, details, exhausted, ...rest } = D;
writeSync(1, `${JSON.stringify({ ...rest, exhausted: Array.from(exhausted) })}\n`);

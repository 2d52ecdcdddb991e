// Bundles the player's script: the modules of src/js/, from the page's entry (start.js),
// into the one script the page carries, src/player.bundle.js, committed and included by
// src/script.rs. Readable and the same bytes every time: not minified, no source map,
// no legal comments, a fixed target.
//
// The constants the script shares with sudotrace are not bundled: sudotrace writes them
// into each page, in the page's language, as `sudotraceConstants` before this script
// (src/script.rs), and `./constants.js` is read from there. The names it holds are those
// src/js/constants.js exports (written by sudotrace too, in English, for node and tsc).
//
//   node build.mjs [OUT]    (OUT: src/player.bundle.js unless given)
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const out = process.argv[2] ?? join(here, 'src/player.bundle.js');

const constantsSource = readFileSync(join(here, 'src/js/constants.js'), 'utf8');
const constantNames = [...constantsSource.matchAll(/^export const (\w+) =/gm)].map((m) => m[1]);

/** @type {esbuild.Plugin} */
const pageConstants = {
  name: 'page-constants',
  setup(build) {
    build.onResolve({ filter: /^\.\/constants\.js$/ }, () => ({ path: 'constants.js', namespace: 'page-constants' }));
    build.onLoad({ filter: /.*/, namespace: 'page-constants' }, () => ({
      contents: `export const { ${constantNames.join(', ')} } = sudotraceConstants;\n`,
      loader: 'js',
    }));
  },
};

await esbuild.build({
  entryPoints: [join(here, 'src/js/start.js')],
  outfile: out,
  absWorkingDir: here,
  bundle: true,
  // ESM, not an IIFE: page.js awaits at its top level, which an IIFE cannot hold.
  // The bundle imports and exports nothing; src/script.rs puts it in an async closure.
  format: 'esm',
  target: 'es2022',
  charset: 'utf8',
  legalComments: 'none',
  sourcemap: false,
  minify: false,
  logLevel: 'warning',
  plugins: [pageConstants],
});

// The node checks again, on the fixtures the web tier's Rust tests wrote
// (tests/cli/node_checks.rs): each check's folder in target/node-fixtures holds what it
// gave node (the page's modules, pages' data, traces, `show`'s positions) and, in
// runs.jsonl, every run of a script with what node printed then, which the Rust test
// held to sudotrace (`show --json`, `check --json`, `diagnose --json`, the trace). Each
// run is a test here: the script run again must succeed and print the same (but the
// `times` of a line of JSON, which differ from run to run).
//
//   node --test tests/node/
//
// SUDOTRACE_PAGE_JS=crates/page/src/js imports the page's modules from their sources
// instead of the copies Rust wrote, so that an edit is checked at once, without a
// rebuild; SUDOTRACE_NODE_FIXTURES names another fixtures folder. With no fixtures (no
// web tier run yet) the test is skipped, saying so; under CI it fails.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..', '..');
const fixtures = process.env.SUDOTRACE_NODE_FIXTURES
  ? resolve(process.env.SUDOTRACE_NODE_FIXTURES)
  : join(process.env.CARGO_TARGET_DIR ? resolve(process.env.CARGO_TARGET_DIR) : join(root, 'target'), 'node-fixtures');
const sources = process.env.SUDOTRACE_PAGE_JS ? resolve(process.env.SUDOTRACE_PAGE_JS) : null;
const ci = (process.env.CI ?? '').trim();
const onCi = !(ci === '' || ci === '0' || ci.toLowerCase() === 'false');

// Every check's runs: [{ check, index, script, args, paths, modules, context, stdout }],
// `paths` the indices of the arguments that are paths in the fixtures folder, `modules`
// the index of the modules' folder.
function recordedRuns() {
  if (!existsSync(fixtures)) return [];
  return readdirSync(fixtures, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(fixtures, entry.name, 'runs.jsonl')))
    .map((entry) => entry.name)
    .sort()
    .flatMap((check) => readFileSync(join(fixtures, check, 'runs.jsonl'), 'utf8')
      .split('\n')
      .filter((line) => line !== '')
      .map((line, index) => ({ check, index, ...JSON.parse(line) })));
}

// Run `node SCRIPT ARGS`: { code, stdout, stderr }.
function runNode(script, args) {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [join(here, script), ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    const out = [], err = [];
    child.stdout.on('data', (chunk) => out.push(chunk));
    child.stderr.on('data', (chunk) => err.push(chunk));
    child.on('error', fail);
    child.on('close', (code) => done({ code, stdout: Buffer.concat(out).toString(), stderr: Buffer.concat(err).toString() }));
  });
}

// What a script printed, its lines of JSON without their `times`.
const timeless = (stdout) => stdout.split('\n').map((line) => {
  if (!line.startsWith('{')) return line;
  const { times: _, ...rest } = JSON.parse(line);
  return JSON.stringify(rest);
}).join('\n');

const runs = recordedRuns();
if (runs.length === 0) {
  const why = `no fixtures in ${fixtures}: \`cargo xtask test-web\` writes them`;
  if (onCi) test('the node checks have fixtures', () => assert.fail(why));
  else test('the node checks', { skip: why }, () => {});
}
for (const run of runs) {
  test(`${run.check} #${run.index + 1}: ${run.script} (${run.context})`, async () => {
    const args = run.args.map((arg, i) => {
      if (i === run.modules && sources !== null) return sources;
      return run.paths.includes(i) ? join(fixtures, arg) : arg;
    });
    const said = await runNode(run.script, args);
    assert.equal(said.code, 0, `${run.script} failed: ${said.stdout}${said.stderr}`);
    assert.equal(timeless(said.stdout), timeless(run.stdout), `${run.script} printed otherwise than when the Rust test held it to sudotrace`);
  });
}

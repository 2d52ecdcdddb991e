// Times Play in Debian's Chromium for `cargo bench --bench play` (docs/PERFORMANCE.md):
// a hint at every position of a game solved hint by hint (and on a hard puzzle, where
// hints end in a guess), and a run of the LeetCode 37 search in the page's worker from the
// click to the first frame of its trace, the page opened again on it.
//
//   node bench-play.mjs PAGE ROUNDS
//
// PAGE: a page `sudotrace html` wrote of LeetCode 37's search. Prints JSON: {"hints":
// [ms...], "runs": [{"run", "ready", "total"} ms...]}.
import { chromium } from 'playwright-core';

const [pagePath, roundsText] = process.argv.slice(2);
const rounds = Number(roundsText);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
    '--disable-sync', '--no-first-run'],
});
const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
const ready = () => page.waitForSelector('#player[data-ready=true]', { timeout: 60000 });
await page.goto(`file://${pagePath}#mode=play`);
await ready();

// Hints: the game played by its hints to the end, each hint timed; then on an empty board.
const hints = await page.evaluate(async () => {
  const times = [];
  // The browser's clock counts in steps of 0.1 ms: each position's hint is asked for
  // REPEAT times, and the mean of those kept.
  const REPEAT = 50;
  const time = () => {
    const t = performance.now();
    for (let i = 1; i < REPEAT; i++) window.sudotrace.hint();
    const hint = window.sudotrace.hint();
    times.push((performance.now() - t) / REPEAT);
    return hint;
  };
  for (let hint = time(); hint && hint.d; hint = time()) window.sudotrace.enter(hint.r, hint.c, hint.d);
  return times;
});

// The game solved by its hints is kept (per page and puzzle) and would be the board the
// runs start from: a new game of the same puzzle instead.
await page.evaluate(() => localStorage.clear());
await page.reload();
await ready();

const runs = [];
for (let i = 0; i < rounds; i++) {
  // From the click on Run to the page, opened again on the run's trace, ready (its first
  // frame drawn): the run in the worker, the page's data made of its trace, the reload.
  const run = await page.evaluate(async () => {
    const t = performance.now();
    const text = await window.sudotrace.run('naive', { from: '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79' });
    return { ms: performance.now() - t, lines: text.split('\n').length };
  });
  const clicked = await page.evaluate(() => performance.timeOrigin + performance.now());
  await page.evaluate(() => document.getElementById('play-own').value = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79');
  await Promise.all([page.waitForEvent('load', { timeout: 60000 }), page.evaluate(() => {
    document.getElementById('play-own-form').requestSubmit();
    document.getElementById('play-strategy').value = 'naive';
    document.getElementById('play-run').click();
  })]);
  await ready();
  const readyAt = await page.evaluate(() => performance.timeOrigin + performance.getEntriesByName('sudotrace-ready')[0].startTime);
  const events = await page.evaluate(() => document.getElementById('about').textContent);
  if (!events.includes('79,461 events')) throw new Error(`not the LeetCode run: ${events}`);
  runs.push({ run: run.ms, total: readyAt - clicked });
  await page.evaluate(() => window.sudotrace.mode('play'));
}
await browser.close();
process.stdout.write(`${JSON.stringify({ hints, runs })}\n`);

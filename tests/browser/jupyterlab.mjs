// Drives a real JupyterLab in Debian's Chromium as a teacher uses it: opens NOTEBOOK
// (a path under the server's root) at URL (the server's address with its token), runs
// every cell from the Run menu, and in each sudotrace player the cells show seeks to
// event 100 and then 42 (the page writing its address as it moves). Prints, as one JSON
// object, the players found, the event each stands at, and every error any frame logged.
//
//   node jupyterlab.mjs URL NOTEBOOK
import { chromium } from 'playwright-core';

const [url, notebook] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
const result = {};
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
  const logs = [];
  page.on('console', (m) => logs.push(`${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => logs.push(`pageerror: ${e}`));
  // JupyterLab asks its server for things it may not have (a kernel's logo, say): a
  // resource missing is said by its address, apart from the errors.
  const missing = [];
  page.on('response', (r) => { if (r.status() >= 400) missing.push(`${r.status()} ${new URL(r.url()).pathname}`); });
  const address = new URL(url);
  address.pathname = `/lab/tree/${notebook}`;
  await page.goto(address.href);
  await page.waitForSelector('.jp-Notebook', { timeout: 60000 });
  for (let i = 0; i < 5 && (await page.$('.jp-Dialog')); i++) {
    await page.click('.jp-Dialog .jp-mod-accept');
    await page.waitForTimeout(500);
  }
  // The kernel is ready once the status bar says it is idle (on a busy machine it may
  // take a while to start).
  await page.waitForFunction(() => /\|\s*Idle/.test(document.querySelector('#jp-main-statusbar')?.innerText ?? ''),
    null, { timeout: 180000 });
  await page.click('.lm-MenuBar-itemLabel:text-is("Run")');
  await page.click('.lm-Menu-itemLabel:text-is("Run All Cells")');
  // Each player's page is put together once its shell is unpacked: wait for both.
  const pages = () => page.frames().filter((f) => f.url() === 'about:srcdoc');
  for (let i = 0; i < 1800 && pages().length < 2; i++) await page.waitForTimeout(100);
  const players = pages();
  // What the cells showed, should a player be missing.
  result.outputs = await page.evaluate(() => [...document.querySelectorAll('.jp-OutputArea-output')]
    .map((o) => o.innerText.slice(0, 300)));
  result.status = await page.evaluate(() => document.querySelector('#jp-main-statusbar')?.innerText ?? '');
  result.players = players.length;
  result.events = [];
  for (const player of players) {
    await player.waitForFunction(() => window.sudotrace, null, { timeout: 30000 });
    await player.evaluate(() => window.sudotrace.seek(100));
    await player.evaluate(() => window.sudotrace.seek(42));
    result.events.push(await player.evaluate(() => window.sudotrace.event()));
  }
  await page.waitForTimeout(500);
  result.missing = missing;
  result.errors = logs.filter((line) => /^error|pageerror|SecurityError/i.test(line))
    .filter((line) => !line.startsWith('error: Failed to load resource: the server responded with a status of'));
} finally {
  await browser.close();
}
process.stdout.write(JSON.stringify(result) + '\n');

// Drives the Python package's notebook widget (python/sudotrace/player.js) in Debian's
// Chromium as a notebook front end would: HOST is a page that renders the widget with a
// model as anywidget gives one (get, set, on, off, save_changes), exposed as
// window.model, and a host whose getModel gives the shared shell's. Moves the player from
// the model and the model from the player, and prints what each saw as one JSON object
// (with the errors logged, and the page the widget put together).
//
//   node widget.mjs HOST
import { chromium } from 'playwright-core';

const [host] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
const result = {};
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const requests = [];
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('request', (r) => { if (!r.url().startsWith('file:') && !r.url().startsWith('blob:') && !r.url().startsWith('data:') && r.url() !== 'about:srcdoc') requests.push(r.url()); });
  await page.goto('file://' + host);
  const frame = () => page.frames().find((f) => f !== page.mainFrame());
  await page.waitForFunction(() => window.model && window.model.get('connected'), null, { timeout: 20000 });
  const inPage = (fn, arg) => frame().evaluate(fn, arg);
  result.opened = { model: await page.evaluate(() => window.model.get('event')), page: await inPage(() => window.sudotrace.event()) };
  // Python sets the event: the player moves.
  await page.evaluate(() => window.model.set('event', 42));
  await frame().waitForFunction(() => window.sudotrace.event() === 42, null, { timeout: 5000 });
  result.fromModel = await inPage(() => [window.sudotrace.event(), document.getElementById('caption').textContent]);
  // The reader moves the player: the model follows, and is saved (sent to Python).
  const saved = await page.evaluate(() => window.saved);
  await inPage(() => window.sudotrace.seek(100));
  await page.waitForFunction(() => window.model.get('event') === 100, null, { timeout: 5000 });
  result.fromPlayer = { model: await page.evaluate(() => window.model.get('event')), saves: (await page.evaluate(() => window.saved)) - saved };
  // The mode, from Python.
  await page.evaluate(() => window.model.set('mode', 'predict'));
  await frame().waitForFunction(() => window.sudotrace.mode() === 'predict', null, { timeout: 5000 });
  result.mode = await inPage(() => [window.sudotrace.mode(), window.sudotrace.question() !== null]);
  // In a notebook's usual width (JupyterLab's cell, about 830 px), every control is in
  // the frame: none cut off at its right.
  await page.setViewportSize({ width: 830, height: 900 });
  await page.waitForTimeout(100);
  result.narrow = await inPage(() => {
    const width = document.documentElement.clientWidth;
    const cut = [...document.querySelectorAll('button, select, input')]
      .filter((e) => e.offsetParent !== null && e.getBoundingClientRect().right > width + 0.5)
      .map((e) => e.id || e.textContent.trim());
    return { width, cut };
  });
  result.requests = requests;
  result.errors = errors;
  result.srcdoc = await page.evaluate(() => document.querySelector('iframe').srcdoc);
} finally {
  await browser.close();
}
process.stdout.write(JSON.stringify(result) + '\n');

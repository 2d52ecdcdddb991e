// Drives a page written by `sudotrace html` in Debian's Chromium, as a person would:
// keys and clicks, never the player's internals. After each step of the plan it reads
// what the page shows (the caption, the board as its cells' labels say it, the counts,
// the address) and prints everything as one JSON object for the Rust tests to check
// against `sudotrace show --json`.
//
//   node drive.mjs PAGE '{"viewport":[1280,900],"colorScheme":"light","steps":[...]}'
//
// Steps: {"press": "c"}, {"click": "#next-conflict"}, {"seek": 0.5} (a click on the seek
// bar at that fraction of its width), {"goto": 1234} (typed into the event box),
// {"tab": "next-conflict", "press": "Enter"} (Tab until that control has the focus,
// then the key), {"wait": 300}, {"open": "#event=12"} (the page opened at that
// address), {"screenshot": "out.png"}, {"readyTime": true}, {"timeSeek": [0.1, 0.9]}.
// Each step is followed by an observation.
import { chromium } from 'playwright-core';

const [pagePath, planText] = process.argv.slice(2);
const plan = JSON.parse(planText);
const url = 'file://' + pagePath;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
    '--disable-sync', '--no-first-run', '--disable-quic'],
});
const result = { observations: [], requests: [], console: [] };
try {
  const [width, height] = plan.viewport || [1280, 900];
  const context = await browser.newContext({
    viewport: { width, height },
    colorScheme: plan.colorScheme || 'light',
    deviceScaleFactor: plan.scale || 1,
  });
  await context.setOffline(true);
  const page = await context.newPage();
  // Every request is noted; any but the page itself is refused.
  await page.route('**/*', (route) => {
    const asked = route.request().url();
    result.requests.push(asked);
    return asked.split('#')[0] === url ? route.continue() : route.abort();
  });
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') result.console.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => result.console.push(`page error: ${e}`));

  async function open(hash) {
    await page.goto(url + (hash || ''));
    await page.waitForSelector('#player[data-ready]');
  }

  async function observe(step) {
    return page.evaluate((step) => {
      const cells = [...document.querySelectorAll('#board [role=gridcell]')].map((c) => c.getAttribute('aria-label'));
      const counts = {};
      for (const dd of document.querySelectorAll('#counts dd')) counts[dd.dataset.count] = dd.textContent;
      const caption = document.getElementById('caption');
      return {
        step,
        caption: caption.textContent,
        cells,
        counts,
        end: document.getElementById('end').textContent,
        live: document.getElementById('live').textContent,
        hash: location.hash,
        help: document.getElementById('help').open,
        fullscreen: Boolean(document.fullscreenElement),
        playing: document.getElementById('play').getAttribute('aria-pressed') === 'true',
        speed: document.getElementById('speed').value,
        focus: document.activeElement ? document.activeElement.id : '',
        slider: document.getElementById('seek').getAttribute('aria-valuenow'),
        markers: [...document.querySelectorAll('#markers button')].map((b) => b.textContent),
      };
    }, step);
  }

  await open(plan.hash);
  for (const step of plan.steps) {
    if (step.open !== undefined) await open(step.open);
    if (step.tab !== undefined) {
      let found = false;
      for (let i = 0; i < 60 && !found; i++) {
        await page.keyboard.press('Tab');
        found = await page.evaluate((id) => document.activeElement && document.activeElement.id === id, step.tab);
      }
      if (!found) throw new Error(`Tab never reached #${step.tab}`);
    }
    if (step.goto !== undefined) {
      await page.click('#goto', { clickCount: 3 });
      await page.keyboard.type(String(step.goto));
      await page.keyboard.press('Enter');
    }
    if (step.press !== undefined) await page.keyboard.press(step.press);
    if (step.click !== undefined) await page.click(step.click);
    if (step.seek !== undefined) {
      const box = await page.locator('#seek').boundingBox();
      await page.mouse.click(box.x + step.seek * box.width, box.y + box.height / 2);
    }
    if (step.wait !== undefined) await page.waitForTimeout(step.wait);
    if (step.screenshot !== undefined) await page.screenshot({ path: step.screenshot, fullPage: true });
    if (step.readyTime) {
      // Milliseconds from the start of navigation to the player being ready.
      step.ready = await page.evaluate(() => performance.getEntriesByName('sudotrace-ready')[0].startTime);
    }
    if (step.timeSeek !== undefined) {
      // Clicks on the seek bar at each fraction, in turn, each timed from the event to
      // the board drawn and laid out (the work of one frame).
      step.times = await page.evaluate((fractions) => {
        const seek = document.getElementById('seek');
        const box = seek.getBoundingClientRect();
        return fractions.map((f) => {
          const x = box.left + f * box.width, y = box.top + box.height / 2;
          const t0 = performance.now();
          seek.dispatchEvent(new PointerEvent('pointerdown', { clientX: x, clientY: y, bubbles: true, pointerId: 1 }));
          seek.dispatchEvent(new PointerEvent('pointerup', { clientX: x, clientY: y, bubbles: true, pointerId: 1 }));
          void document.body.offsetHeight;
          return performance.now() - t0;
        });
      }, step.timeSeek);
    }
    result.observations.push(await observe(step));
  }
} finally {
  await browser.close();
}
process.stdout.write(JSON.stringify(result) + '\n');

// Drives Play and the runs made in a page sudotrace wrote, in Debian's Chromium: keys,
// clicks and window.sudotrace, as a reader or a script would, through reloads (a run the
// page plays opens the page again on it).
//
//   node game.mjs PAGE PLAN_FILE
//
// PLAN_FILE: JSON {"viewport": [w, h], "steps": [...]}. Steps: {"js": "EXPRESSION"}
// (evaluated and awaited in the page; its value, or the error it throws, is noted),
// {"js": "...", "navigates": true} (the expression makes the page open again: wait for it
// to be ready), {"press": "ArrowRight"} (a key, to the element focused), {"click":
// "#play-hint"}, {"focus": "#board"} (the first cell of the board that takes the focus),
// {"reload": true}, {"text": "#play-say"} (that element's text is noted),
// {"label": 12} (cell 12's name for screen readers), {"select": ["#play-puzzle", "26"]}
// (that option picked, as a click on the drop-down would), {"rects": ["#board", ...]} (each
// element's [left, top, width, height] and the view's [width, height]), {"shot": "out.png"}.
// Prints [{"value"} | {"error"} | {"text"} | {}] a step, and every error the page threw.
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const [pagePath, planPath] = process.argv.slice(2);
const plan = JSON.parse(readFileSync(planPath, 'utf8'));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
    '--disable-sync', '--no-first-run'],
});
const [width, height] = plan.viewport ?? [1280, 900];
const context = await browser.newContext({ viewport: { width, height } });
const page = await context.newPage();
const thrown = [];
page.on('pageerror', (e) => thrown.push(e.message));
const ready = () => page.waitForSelector('#player[data-ready=true]', { timeout: 30000 });
await page.goto(`file://${pagePath}${plan.hash ?? ''}`);
await ready();
const out = [];
for (const step of plan.steps) {
  const noted = {};
  try {
    if (step.js && step.navigates) {
      await Promise.all([page.waitForEvent('load', { timeout: 60000 }), page.evaluate(step.js).catch(() => {})]);
      await ready();
    } else if (step.js) {
      noted.value = await page.evaluate(step.js);
    } else if (step.press) {
      await page.keyboard.press(step.press);
    } else if (step.click && step.navigates) {
      await Promise.all([page.waitForEvent('load', { timeout: 60000 }), page.click(step.click)]);
      await ready();
    } else if (step.click) {
      await page.click(step.click);
    } else if (step.select) {
      await page.selectOption(step.select[0], step.select[1]);
    } else if (step.focus) {
      await page.focus(`${step.focus} [tabindex="0"]`);
    } else if (step.reload) {
      await page.reload();
      await ready();
    } else if (step.text) {
      noted.text = await page.textContent(step.text);
    } else if (step.label !== undefined) {
      noted.text = await page.evaluate((i) => document.querySelectorAll('#board .cell')[i].getAttribute('aria-label'), step.label);
    } else if (step.rects) {
      noted.value = await page.evaluate((selectors) => ({
        view: [innerWidth, innerHeight],
        rects: Object.fromEntries(selectors.map((s) => {
          const r = document.querySelector(s).getBoundingClientRect();
          return [s, [r.left, r.top, r.width, r.height]];
        })),
      }), step.rects);
    } else if (step.shot) {
      await page.screenshot({ path: step.shot });
    } else if (step.wait) {
      await page.waitForTimeout(step.wait);
    }
  } catch (e) {
    noted.error = String(e.message).split('\n')[0];
  }
  out.push(noted);
}
await browser.close();
process.stdout.write(`${JSON.stringify({ steps: out, thrown })}\n`);

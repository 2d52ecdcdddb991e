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
// then the key), {"wait": 300}, {"frames": 40} (that many of the page's animation
// frames go by: a player that steps a number of events a frame is checked by frames,
// not by time, which a busy machine stretches), {"open": "#event=12"} (the page opened at that
// address), {"screenshot": "out.png"} (the whole page), {"shot": "out.png"} (what the
// viewport shows), {"readyTime": true}, {"timeSeek": [0.1, 0.9]}, {"hover": 0.5} (the
// pointer over the seek bar at that fraction), {"frame": "article.html"} (the page
// opened inside an article's <iframe>: the steps after it look into the frame; the step
// notes in "frameBox" the frame's box in the article's viewport, and that viewport),
// {"treeClick": [0.3, 0.5]} (a click on the search tree there), {"select": ["#language",
// "python"]} (an option chosen), {"timeTree": 20} (the tree panel hidden and shown that
// many times, each showing timed from the click to the tree drawn whole and laid out),
// {"read": true} (the observation holds every word the page shows and names),
// {"cut": true} (the step notes the lines of text and the controls the bottom edge of
// the view cuts through, and where the line about the page ends), {"fonts": true} (the
// step notes, once the page's fonts have loaded, its font faces and, for each element
// shown whose own text holds full-width (Chinese) characters, how many there are and
// the fonts the browser drew its text with, each brought into view first: Chromium's own
// account, through DevTools).
// {"fill": ["#play-source", "TEXT"]} (the text put in that field, as pasted: the field
// hears its input), {"watchRun": "#play-run-code"} (that control clicked, and the run it
// starts watched until the page opens again on the run, or "seconds" pass (default
// 300): the step notes in "run" the longest task the page's main thread ran meanwhile,
// in ms (0: none over 50 ms), the tasks over 50 ms (the browser's long tasks,
// PerformanceObserver 'longtask'; "longTaskAt", when each began, in ms from the click),
// the JS heap used at most (performance.memory, sampled every 20 ms; precise, the
// browser being started with --enable-precise-memory-info) and at its last sample
// before the page opened again (the run at its end, its data handed over), the
// milliseconds from the click to the page open again, and whether it opened again; and
// of the page opened again on the run, "opening": the ms from its navigation to its
// player ready, and the longest task meanwhile; with "said": true, the step waits, up
// to 60 s more, until the page opened again says how its run went in #run-say).
// {"js": "EXPRESSION"} (evaluated in the page, as a script using window.sudotrace
// would; its value, as JSON, is noted in the step's "value", or the error it throws in
// "error"). Each step is followed by an observation. With "fonts": "no-cjk" in the plan, the
// browser sees none of the machine's fonts that cover Chinese, as on a machine with
// none installed.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const [pagePath, planText] = process.argv.slice(2);
const plan = JSON.parse(planText);
const url = 'file://' + pagePath;

// Fontconfig as the machine has it, less every font that covers Simplified Chinese.
const env = { ...process.env };
let fontDir = null;
if (plan.fonts === 'no-cjk') {
  fontDir = mkdtempSync(join(tmpdir(), 'sudotrace-fonts-'));
  writeFileSync(join(fontDir, 'fonts.conf'), `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <selectfont><rejectfont><pattern><patelt name="lang"><string>zh-cn</string></patelt></pattern></rejectfont></selectfont>
</fontconfig>
`);
  env.FONTCONFIG_FILE = join(fontDir, 'fonts.conf');
}

const browser = await chromium.launch({
  env,
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
    '--disable-sync', '--no-first-run', '--disable-quic', '--enable-precise-memory-info'],
});
const result = { observations: [], requests: [], console: [] };
let probingFonts = false;
try {
  const [width, height] = plan.viewport || [1280, 900];
  const context = await browser.newContext({
    viewport: { width, height },
    colorScheme: plan.colorScheme || 'light',
    deviceScaleFactor: plan.scale || 1,
  });
  await context.setOffline(true);
  const page = await context.newPage();
  // Every request is noted; any but the page itself (and an article the plan opens it
  // in, and the files beside it the plan allows: "allow": ["poster.png"]) is refused.
  const allowed = new Set([url, ...(plan.allow || []).map((name) => new URL(name, url).href)]);
  await page.route('**/*', (route) => {
    const asked = route.request().url().split('#')[0];
    if (!allowed.has(asked)) result.requests.push(asked);
    return allowed.has(asked) ? route.continue() : route.abort();
  });
  page.on('console', (m) => {
    // While the fonts are probed (DevTools' CSS agent, below), Chromium 148 reads the
    // page's own file again for its inline styles and, 'file:' URLs being unique origins,
    // logs that it may not: the probe's doing, not the page's.
    const own = `Unsafe attempt to load URL ${page.url().split('#')[0]} from frame with URL `;
    if (probingFonts && m.text().startsWith(own)) return;
    if (m.type() === 'error' || m.type() === 'warning') result.console.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => result.console.push(`page error: ${e}`));

  // An address that differs from the open page's only in its hash is not a new load:
  // the page hears a hashchange, and data-ready is still set from before. So the
  // observation waits for that hashchange to be heard (the page's own listener runs
  // first, and at once), or it could see the page before it moved.
  async function open(hash) {
    const target = url + (hash || '');
    const here = page.url();
    const sameDocument = here.split('#')[0] === url && here !== target && hash;
    if (sameDocument) {
      await page.evaluate(() => {
        window.__driveHashHeard = new Promise((heard) => window.addEventListener('hashchange', heard, { once: true }));
      });
    }
    await page.goto(target);
    // Heard, or given up on after 5 s (the page's listener then still ran, or the hash
    // was already the target's): a wait never holds a test for ever.
    if (sameDocument) {
      await page.evaluate(() => Promise.race([window.__driveHashHeard, new Promise((go) => setTimeout(go, 5000))]));
    }
    await page.waitForSelector('#player[data-ready]');
  }

  let view = page;
  async function observe(step) {
    return view.evaluate((step) => {
      const box = (el) => {
        if (!el) return null;
        const r = el.getBoundingClientRect();
        return { x: r.x, y: r.y, width: r.width, height: r.height };
      };
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
        mode: document.getElementById('player').dataset.mode,
        said: document.getElementById('sim-say')?.textContent ?? '',
        why: document.getElementById('sim-why')?.textContent ?? '',
        score: document.getElementById('sim-score')?.textContent ?? '',
        quiz: {
          prompt: document.getElementById('quiz-prompt')?.textContent ?? '',
          choices: [...(document.getElementById('quiz-choices')?.children ?? [])].map((b) => [b.textContent, b.className, b.disabled]),
          said: document.getElementById('quiz-say')?.textContent ?? '',
          score: document.getElementById('quiz-score')?.textContent ?? '',
          review: [...(document.getElementById('quiz-review')?.children ?? [])].map((li) => li.textContent),
        },
        focusName: document.activeElement ? document.activeElement.getAttribute('aria-label') || '' : '',
        speed: document.getElementById('speed').value,
        focus: document.activeElement ? document.activeElement.id : '',
        slider: document.getElementById('seek').getAttribute('aria-valuenow'),
        markers: [...document.querySelectorAll('#markers button')].map((b) => b.textContent),
        lesson: {
          shown: !document.getElementById('lesson').hidden && !document.getElementById('lesson').parentElement.hidden,
          heading: document.getElementById('lesson-heading').textContent,
          note: document.getElementById('lesson-note').textContent,
          goOn: !document.getElementById('lesson-go-on').hidden,
          last: !document.getElementById('lesson-last').hidden,
        },
        markerNames: [...document.querySelectorAll('#markers button')].map((b) => b.getAttribute('aria-label')),
        layout: {
          viewport: [window.innerWidth, window.innerHeight],
          scroll: [document.documentElement.scrollWidth, document.documentElement.scrollHeight],
          board: box(document.getElementById('board')),
          caption: box(document.getElementById('caption')),
          play: box(document.getElementById('play')),
          seek: box(document.getElementById('seek')),
          sim: box(document.getElementById('sim')),
          counts: box(document.getElementById('counts')),
          // The page's title: its box, and the width of its text against the width shown.
          title: { ...box(document.getElementById('title')), text: document.getElementById('title').scrollWidth, shown: document.getElementById('title').clientWidth },
          nextConflict: box(document.getElementById('next-conflict')),
          prevConflict: box(document.getElementById('prev-conflict')),
        },
        key: [...document.querySelectorAll('#key li')].filter((li) => !li.hidden).map((li) => li.dataset.key),
        buttons: Object.fromEntries([...document.querySelectorAll('button[id]')].map((b) =>
          [b.id, { name: b.getAttribute('aria-label') || b.textContent.trim(), disabled: b.disabled, title: b.title }])),
        tip: document.getElementById('seek-tip').classList.contains('shown') ? document.getElementById('seek-tip').textContent : '',
        helpRows: [...document.querySelectorAll('#help tr')].filter((r) => !r.hidden && !r.parentElement.hidden).map((r) => r.querySelector('th').textContent),
        about: document.getElementById('about').textContent,
        marks: [...document.querySelectorAll('#board [role=gridcell]')].map((c) => c.className),
        stack: [...document.querySelectorAll('#stack li')].map((li) => li.textContent),
        codeLine: document.querySelector('#code .line.lit')?.dataset.line || '',
        codeText: [...document.querySelectorAll('#code .line.lit')].map((l) => l.textContent).join(''),
        codeEvent: document.getElementById('code-event').textContent,
        panels: Object.fromEntries(['code', 'stack', 'tree'].map((n) => [n, !document.getElementById(`${n}-panel`).hidden])),
        // With {"read": true}: every word a reader sees or hears, but the code panel's
        // program: the visible text, the controls' names and tips, the menus' options.
        visible: step.read ? document.body.innerText.replace(document.getElementById('code').innerText, '') : undefined,
        names: step.read ? [...document.querySelectorAll('[aria-label], [title], [aria-valuetext]')]
          .flatMap((el) => ['aria-label', 'title', 'aria-valuetext'].map((a) => el.getAttribute(a)))
          .filter(Boolean) : undefined,
        options: step.read ? [...document.querySelectorAll('option')].map((o) => o.textContent) : undefined,
        lang: document.documentElement.lang,
        // A run's note, Play's words, and the code editor: how wide its text area is and
        // how wide its code, and its gutter's marked lines.
        runSay: document.getElementById('run-say')?.textContent ?? '',
        playSay: document.getElementById('play-say')?.textContent ?? '',
        editor: (() => {
          const area = document.getElementById('play-source');
          const marked = (mark) => document.querySelector(`#play-gutter .${mark}`)?.textContent ?? '';
          return area ? { shown: !document.getElementById('play-editor').hidden, width: area.clientWidth, codeWidth: area.scrollWidth, error: marked('error'), departs: marked('departs') } : null;
        })(),
      };
    }, step);
  }

  // The page's font faces, and the fonts each text with full-width characters is drawn
  // in (see {"fonts": true} above).
  async function fonts() {
    await view.evaluate(() => document.fonts.ready.then(() =>
      new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))));
    const texts = await view.evaluate(() => {
      const wide = /[\u1100-\u115F\u2E80-\uA4CF\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6]/g;
      const found = [];
      for (const el of document.querySelectorAll('body *')) {
        const text = [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.data).join('');
        const count = (text.match(wide) || []).length;
        if (count === 0 || el.getClientRects().length === 0) continue;
        el.dataset.fontProbe = found.length;
        found.push({ text, wide: count });
      }
      return found;
    });
    probingFonts = true;
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    // Each text is brought into view before it is asked about, as a reader would scroll to
    // it: what lies out of sight may not be drawn at all (content-visibility: auto), and
    // a text never drawn was drawn in no font. The scroll positions are put back after.
    const scrolled = await view.evaluate(() => {
      const kept = [...document.querySelectorAll('*')].filter((el) => el.scrollTop || el.scrollLeft)
        .map((el) => [el, el.scrollTop, el.scrollLeft]);
      window.sudotraceScrolled = { kept, x: scrollX, y: scrollY };
      return kept.length;
    });
    for (const [i, text] of texts.entries()) {
      await view.evaluate((i) => new Promise((done) => {
        document.querySelector(`[data-font-probe="${i}"]`).scrollIntoView({ block: 'nearest', inline: 'nearest' });
        requestAnimationFrame(() => requestAnimationFrame(done));
      }), i);
      const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: `[data-font-probe="${i}"]` });
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      text.fonts = fonts.map((f) => ({ family: f.familyName, custom: f.isCustomFont, glyphs: f.glyphCount }));
    }
    await cdp.detach();
    probingFonts = false;
    await view.evaluate((n) => {
      const { kept, x, y } = window.sudotraceScrolled;
      for (const el of document.querySelectorAll('*')) if (el.scrollTop || el.scrollLeft) el.scrollTo(0, 0);
      for (const [el, top, left] of kept) el.scrollTo(left, top);
      window.scrollTo(x, y);
      delete window.sudotraceScrolled;
      document.querySelectorAll('[data-font-probe]').forEach((el) => delete el.dataset.fontProbe);
      return n;
    }, scrolled);
    const faces = await view.evaluate(() => [...document.fonts].map((f) => ({ family: f.family, status: f.status })));
    return { faces, texts };
  }

  // A run watched from a click (see {"watchRun"} above). The page's own notes reach node
  // as they are made (a binding), since the page is replaced by the reload at the end.
  const watched = { longest: 0, long: [], at: [], heap: 0, last: null, clicked: 0 };
  await page.exposeBinding('__driveRunNote', (_, kind, value, at) => {
    if (kind === 'task') {
      watched.longest = Math.max(watched.longest, value);
      watched.long.push(Math.round(value));
      watched.at.push(Math.round(at - watched.clicked));
    } else if (kind === 'heap') {
      watched.heap = Math.max(watched.heap, value);
      watched.last = value;
    }
  });
  async function watchRun(selector, seconds, said) {
    Object.assign(watched, { longest: 0, long: [], at: [], heap: 0, last: null });
    watched.clicked = await view.evaluate(() => {
      const note = window.__driveRunNote;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) note('task', entry.duration, entry.startTime);
      }).observe({ type: 'longtask' });
      setInterval(() => note('heap', performance.memory.usedJSHeapSize), 20);
      return performance.now();
    });
    const started = Date.now();
    const reopened = page.waitForEvent('load', { timeout: seconds * 1000 }).then(() => true, () => false);
    await view.click(selector);
    const opened = await reopened;
    let opening = null;
    if (opened) {
      await page.waitForSelector('#player[data-ready]');
      opening = await view.evaluate(() => ({
        readyMs: Math.round(performance.getEntriesByName('sudotrace-ready')[0].startTime),
        longestTask: Math.round(Math.max(0, ...(window.__driveLoadTasks ?? []))),
      }));
      // On a loaded machine the words may come after the player is ready: the test
      // reads them once, so it waits for them here (and finds them missing if they
      // never come).
      if (said) {
        await page.waitForFunction(
          () => (document.getElementById('run-say')?.textContent ?? '').trim() !== '',
          null, { timeout: 60000 },
        ).catch(() => {});
      }
    }
    return {
      longestTask: Math.round(watched.longest), longTasks: watched.long, longTaskAt: watched.at,
      heapMost: watched.heap, heapAtEnd: watched.last, ms: Date.now() - started, opened, opening,
    };
  }

  // Every document's long tasks from its start, for a run's page opened again (watchRun).
  await page.addInitScript(() => {
    window.__driveLoadTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__driveLoadTasks.push(entry.duration);
    }).observe({ type: 'longtask' });
  });

  await open(plan.hash);
  for (const step of plan.steps) {
    if (step.open !== undefined) await open(step.open);
    if (step.frame !== undefined) {
      // An article page beside the player's page, showing it in an <iframe>.
      const article = new URL(step.frame, url).href;
      allowed.add(article);
      await page.goto(article);
      const handle = await page.waitForSelector('iframe');
      view = await handle.contentFrame();
      await view.waitForSelector('#player[data-ready]');
      step.frameBox = await page.evaluate(() => {
        const r = document.querySelector('iframe').getBoundingClientRect();
        return { x: r.x, y: r.y, width: r.width, height: r.height, viewport: [innerWidth, innerHeight] };
      });
    }
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
    if (step.frames !== undefined) {
      await view.evaluate((count) => new Promise((done) => {
        let left = count;
        const next = () => (--left <= 0 ? done() : requestAnimationFrame(next));
        requestAnimationFrame(next);
      }), step.frames);
    }
    if (step.screenshot !== undefined) await page.screenshot({ path: step.screenshot, fullPage: true });
    if (step.shot !== undefined) await page.screenshot({ path: step.shot });
    if (step.treeClick !== undefined) {
      // A click on the search tree at [fraction across, fraction down].
      await view.locator('#tree').scrollIntoViewIfNeeded();
      const box = await view.locator('#tree').boundingBox();
      await page.mouse.click(box.x + step.treeClick[0] * box.width, box.y + step.treeClick[1] * box.height);
    }
    if (step.select !== undefined) await view.selectOption(step.select[0], step.select[1]);
    if (step.fill !== undefined) await view.fill(step.fill[0], step.fill[1]);
    if (step.watchRun !== undefined) step.run = await watchRun(step.watchRun, step.seconds ?? 300, step.said === true);
    if (step.js !== undefined) {
      try {
        step.value = await view.evaluate(step.js);
      } catch (e) {
        step.error = String(e.message || e);
      }
    }
    if (step.hover !== undefined) {
      const box = await view.locator('#seek').boundingBox();
      await page.mouse.move(box.x + step.hover * box.width, box.y + box.height / 2);
    }
    if (step.cut) {
      // What the bottom edge of the view runs through: lines of text (each line box of
      // each text) and controls, cut in part.
      step.cut = await view.evaluate(() => {
        const bottom = window.innerHeight;
        const crosses = (r) => r.height > 0 && r.top < bottom - 0.5 && r.bottom > bottom + 0.5;
        const cut = [];
        const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = texts.nextNode(); node; node = texts.nextNode()) {
          if (!node.textContent.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          // A line scrolled out of its panel (the code, the stack) is hidden by the panel, not cut.
          const box = node.parentElement.closest('.code, .stack')?.getBoundingClientRect();
          const shown = (r) => !box || (r.bottom > box.top && r.top < box.bottom);
          if ([...range.getClientRects()].some((r) => crosses(r) && shown(r))) cut.push(node.textContent.trim().slice(0, 60));
        }
        for (const el of document.querySelectorAll('button, select, input, canvas, .seek, .board')) {
          if (crosses(el.getBoundingClientRect())) cut.push(`#${el.id || el.className}`);
        }
        return cut;
      });
      step.about = await view.evaluate(() => {
        const r = document.getElementById('about').getBoundingClientRect();
        return { bottom: r.bottom, height: window.innerHeight, width: window.innerWidth };
      });
    }
    if (step.readyTime) {
      // Milliseconds from the start of navigation to the player being ready.
      step.ready = await page.evaluate(() => performance.getEntriesByName('sudotrace-ready')[0].startTime);
    }
    if (step.timeTree !== undefined) {
      step.times = await page.evaluate((count) => {
        const button = document.getElementById('show-tree');
        const times = [];
        for (let i = 0; i < count; i++) {
          if (!document.getElementById('tree-panel').hidden) button.click();
          const t0 = performance.now();
          button.click();
          void document.body.offsetHeight;
          times.push(performance.now() - t0);
        }
        return times;
      }, step.timeTree);
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
    if (step.fonts) step.fonts = await fonts();
    result.observations.push(await observe(step));
  }
} finally {
  await browser.close();
  if (fontDir) rmSync(fontDir, { recursive: true, force: true });
}
process.stdout.write(JSON.stringify(result) + '\n');

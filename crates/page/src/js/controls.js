// The controls: playing, stepping and jumping by keys, buttons and clicks (the Watch
// mode's keys), the speed, the panels, the address (#event=N), full screen, the keys every
// mode shares, the page's layout.
import { BACKTRACK, CHECK_NAMES, CHOOSE, CONFLICT, DEADEND, ELIMINATE, FORCE } from './constants.js';
import { digitOf, kindOf } from './decode.js';
import {
  canvas, drawBoard, drawCode, drawProfile, drawSeek, drawStack, drawTables, drawTree, drawTreeImage,
  drawWords, forgetCodeLight, forgetCodeMetrics, forgetColours, maxDepth, measureCode, seek,
  treeCanvas,
} from './draw.js';
import { MODES, emit, mode, modeOfAddress, nextModeName, score, session, setMode } from './mode.js';
import { byId, pageData, LAST, pageTexts, events, here, nodeStarts, ofPosition, replay, span } from './page.js';
import { momentAt, stopBetween } from './lesson.js';
import { nodeAt } from './tree.js';
import { captionOf, fill, fmt } from './words.js';

// ---- Playing, and the address.
export const live = byId('live');

// A mode may draw the board itself (Play draws the game, not the trace).
export const drawCells = () => (MODES[mode.now]?.board ? MODES[mode.now].board() : drawBoard(replay.eventAt(), session.pencilled, mode.cursor));
export function render() {
  const e = replay.eventAt();
  drawCells();
  drawTables(e);
  drawWords(e);
  drawSeek();
  drawStack(session.playing && session.speed <= 1);
  drawCode();
  drawTree();
  showLesson();
  byId('goto').value = here();
  if (!session.playing) live.textContent = captionOf(replay, e);
  if (here() !== session.said) emit('event', (session.said = here()));
}

function show(p) {
  replay.goTo(p);
  MODES[mode.now].moved?.();
  render();
  if (!session.playing) noteAddress();
}

export function noteAddress() {
  clearTimeout(session.hashTimer);
  session.hashTimer = setTimeout(() => {
    const hash = `#${mode.now === pageData.mode ? '' : `mode=${mode.now}&`}event=${here()}`;
    if (location.hash === hash) return;
    try {
      history.replaceState(null, '', hash);
    } catch {
      // A frame made from the page's text in another site's page (a notebook's widget
      // in JupyterLab) may not change its address: the page goes on without it.
    }
  }, 150);
}

const playButton = byId('play');
export function setPlaying(on) {
  // Play at the end starts again from the beginning.
  if (on && here() >= LAST) replay.goTo(pageData.first);
  session.playing = on && here() < LAST;
  playButton.querySelector('[aria-hidden]').textContent = session.playing ? '❚❚' : '▶';
  playButton.querySelector('.label').textContent = session.playing ? pageTexts.PagePause : pageTexts.PagePlay;
  playButton.setAttribute('aria-pressed', String(session.playing));
  if (session.playing) { session.carry = 0; requestAnimationFrame(tick); }
  else { render(); noteAddress(); }
}
export const pause = () => { if (session.playing) setPlaying(false); };
const toggle = () => setPlaying(!session.playing);

// Until the reader chooses a speed, the page keeps the pace it was made with
// (session.paced): its opening at one speed, the rest at another (pageData.cruise), so a
// long search plays in a minute or two and its first events still one by one.
function pace() {
  if (!session.paced) return;
  const wanted = here() < pageData.first + pageData.opening ? pageData.speed : pageData.cruise;
  if (wanted !== session.speed) {
    session.speed = wanted;
    speedSelect.value = String(session.speed);
  }
}

function tick() {
  if (!session.playing) return;
  pace();
  session.carry += session.speed;
  const steps = Math.floor(session.carry);
  session.carry -= steps;
  if (steps > 0) {
    // A lesson's moment on the way stops the playing there, its note shown.
    const stop = stopBetween(LESSON, here(), here() + steps);
    if (stop !== null) {
      replay.goTo(stop);
      setPlaying(false);
      return;
    }
    replay.goTo(here() + steps);
    render();
    if (here() >= LAST) { setPlaying(false); emit('done', { mode: mode.now, event: here(), score: { ...score } }); return; }
  }
  requestAnimationFrame(tick);
}

// ---- The lesson (html --lesson): its box shows the note of the moment the board stands
// at; Go on plays to the next moment.
const LESSON = pageData.lesson ?? [];
function showLesson() {
  const box = byId('lesson');
  const n = momentAt(LESSON, here());
  box.hidden = n === 0;
  if (n === 0) return;
  byId('lesson-heading').textContent = fill(pageTexts.PageLessonHeading, { n, count: LESSON.length });
  // A note is the teacher's text: set as text, never as markup.
  byId('lesson-note').textContent = LESSON[n - 1].note;
  byId('lesson-go-on').hidden = n === LESSON.length;
  byId('lesson-last').hidden = n !== LESSON.length;
}
byId('lesson-go-on').addEventListener('click', () => setPlaying(true));

// What each jump looks for: an event of one kind, a guess (a choice among two or
// more candidates), or the first forced digit of a run of them.
const code = (k) => events.codes[k];
const TARGETS = {
  conflict: (k) => kindOf(code(k)) === CONFLICT,
  backtrack: (k) => kindOf(code(k)) === BACKTRACK,
  deadend: (k) => kindOf(code(k)) === DEADEND,
  guess: (k) => kindOf(code(k)) === CHOOSE && digitOf(code(k)) >= 2,
  forced: (k) => kindOf(code(k)) === FORCE && (k === 0 || kindOf(code(k - 1)) !== FORCE),
  eliminate: (k) => kindOf(code(k)) === ELIMINATE,
};
// What a search that lacks a kind says when asked for it.
const ABSENT = {
  conflict: pageTexts.PageNoConflicts,
  backtrack: pageTexts.PageNoBacktracks,
  deadend: pageTexts.PageNoDeadEnds,
  guess: pageTexts.PageNoGuesses,
  forced: pageTexts.PageNoForced,
  eliminate: pageTexts.PageNoEliminations,
};
const present = new Set(pageData.kinds);
present.add('given');
if (present.has('place') || present.has('force')) present.add('placed');
// The check's marks are keyed by the check's name.
if (replay.check >= 0) present.add(CHECK_NAMES[replay.check]);

// The next (dir 1) or previous (dir -1) event `target` looks for.
function find(target, dir) {
  const wanted = TARGETS[target];
  let k = here() - pageData.base - 1 + dir;
  for (; k >= 0 && k < events.held; k += dir) {
    if (wanted(k)) return pageData.base + 1 + k;
  }
  return null;
}

export function jump(p) {
  pause();
  if (p !== null && p !== undefined) show(p);
}
const step = (dir) => jump(here() + dir);
function nextOf(target, dir) {
  if (!present.has(target)) {
    live.textContent = ABSENT[target];
    return;
  }
  jump(find(target, dir));
}
function marker(dir) {
  const ats = pageData.markers.map((m) => m.at);
  const at = dir > 0 ? ats.find((a) => a > here()) : ats.reverse().find((a) => a < here());
  jump(at);
}

// ---- The search tree and the panels.
treeCanvas.addEventListener('click', (e) => {
  const box = treeCanvas.getBoundingClientRect();
  const d = Math.floor(((e.clientY - box.top) / Math.max(1, box.height)) * maxDepth) + 1;
  const p = pageData.first + ((e.clientX - box.left) / Math.max(1, box.width)) * span;
  const node = nodeAt(nodeStarts, d, Math.min(p, here()));
  if (node !== null) jump(node);
});

// The panels, each shown or hidden by its button.
for (const name of ['code', 'stack', 'tree']) {
  const button = byId(`show-${name}`), panel = byId(`${name}-panel`);
  button.addEventListener('click', () => {
    panel.hidden = !panel.hidden;
    button.setAttribute('aria-pressed', String(!panel.hidden));
    if (name === 'tree' && !panel.hidden) drawTreeImage();
    if (name === 'code') forgetCodeLight();
    render();
    if (name === 'code') measureCode();
  });
}

// ---- The seek bar.
matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => {
  forgetColours();
  drawProfile();
  drawTreeImage();
  render();
});

function positionAt(clientX) {
  const box = canvas.getBoundingClientRect();
  const t = Math.max(0, Math.min(1, (clientX - box.left) / Math.max(1, box.width)));
  return pageData.first + t * span;
}
seek.addEventListener('pointerdown', (e) => {
  session.dragging = true;
  try { seek.setPointerCapture(e.pointerId); } catch { /* not a live pointer */ }
  pause();
  show(positionAt(e.clientX));
});
seek.addEventListener('pointermove', (e) => { if (session.dragging) show(positionAt(e.clientX)); });
seek.addEventListener('pointerup', () => { session.dragging = false; });
// Hovering the bar says which event is under the pointer, and names a marker there.
const tip = byId('seek-tip');
seek.addEventListener('pointermove', (e) => {
  const box = canvas.getBoundingClientRect();
  const at = Math.round(positionAt(e.clientX));
  const near = pageData.markers.find((m) => Math.abs(ofPosition(m.at) * box.width - (e.clientX - box.left)) <= 6);
  tip.textContent = near ? `#${fmt(near.at)} ${near.label}` : fill(pageTexts.PageEventTip, { n: fmt(at) });
  tip.style.left = `${Math.max(0, Math.min(box.width, e.clientX - box.left))}px`;
  tip.classList.add('shown');
});
seek.addEventListener('pointerleave', () => tip.classList.remove('shown'));

// ---- Controls.
const speedSelect = byId('speed');
for (const s of pageData.speeds) {
  const option = document.createElement('option');
  option.value = s;
  const n = s === 0.25 ? '¼' : s === 0.5 ? '½' : String(s);
  option.textContent = fill(s > 1 ? pageTexts.PageSpeedMany : pageTexts.PageSpeedOne, { n });
  speedSelect.append(option);
}
speedSelect.value = String(session.speed);
speedSelect.addEventListener('change', () => { session.paced = false; session.speed = Number(speedSelect.value); });
function faster(dir) {
  session.paced = false;
  const i = Math.max(0, Math.min(pageData.speeds.length - 1, pageData.speeds.indexOf(session.speed) + dir));
  session.speed = pageData.speeds[i];
  speedSelect.value = String(session.speed);
}

playButton.addEventListener('click', toggle);
byId('back').addEventListener('click', () => step(-1));
byId('forward').addEventListener('click', () => step(1));
// Eliminations are jumped to by their keys alone: no buttons on a page of a search that
// makes none.
for (const target of Object.keys(TARGETS)) {
  byId(`prev-${target}`)?.addEventListener('click', () => nextOf(target, -1));
  byId(`next-${target}`)?.addEventListener('click', () => nextOf(target, 1));
}
// A jump the search has nothing for is disabled, and says why.
for (const pair of document.querySelectorAll('.pair[data-kinds]')) {
  const target = pair.dataset.kinds;
  if (target === 'marker' || present.has(target)) continue;
  pair.classList.add('absent');
  for (const button of pair.querySelectorAll('button')) {
    button.disabled = true;
    button.title = ABSENT[target];
  }
}
for (const el of document.querySelectorAll('#help tr[data-kinds], #sim [data-kinds]')) el.hidden = !present.has(el.dataset.kinds);
for (const item of document.querySelectorAll('#key li[data-key]')) item.hidden = !present.has(item.dataset.key);
byId('prev-marker').addEventListener('click', () => marker(-1));
byId('next-marker').addEventListener('click', () => marker(1));
const help = byId('help');
const toggleHelp = () => (help.open ? help.close() : help.showModal());
byId('help-button').addEventListener('click', toggleHelp);
function fullScreen() {
  const player = byId('player');
  const request = document.fullscreenElement ? document.exitFullscreen() : player.requestFullscreen && player.requestFullscreen();
  if (request && request.catch) request.catch(() => {});
}
byId('fullscreen').addEventListener('click', fullScreen);
// In full screen the controls show while the mouse moves or keys are pressed, and fade
// a few seconds after.
const player = byId('player');
function wake() {
  player.classList.add('awake');
  clearTimeout(session.sleepTimer);
  session.sleepTimer = setTimeout(() => player.classList.remove('awake'), 2500);
}
document.addEventListener('pointermove', wake);
document.addEventListener('fullscreenchange', () => { wake(); fit(); });
const pencilButton = byId('candidates');
function togglePencil() {
  session.pencilled = !session.pencilled;
  pencilButton.setAttribute('aria-pressed', String(session.pencilled));
  render();
}
pencilButton.setAttribute('aria-pressed', String(session.pencilled));
pencilButton.addEventListener('click', togglePencil);
const gotoInput = byId('goto');
gotoInput.min = pageData.first;
gotoInput.max = LAST;
gotoInput.addEventListener('change', () => {
  const n = Number(gotoInput.value);
  if (gotoInput.value !== '' && Number.isFinite(n)) jump(n);
});
// Enter goes there and hands the keys back to the player.
gotoInput.addEventListener('keydown', (e) => { if (e.key === 'Enter') gotoInput.blur(); });

const list = byId('markers');
for (const m of pageData.markers) {
  const item = document.createElement('li');
  const button = document.createElement('button');
  button.type = 'button';
  if (m.own) button.className = 'own';
  const at = document.createElement('span');
  at.className = 'at';
  at.textContent = `#${fmt(m.at)}`;
  button.append(at, ` ${m.label}`);
  button.setAttribute('aria-label', fill(pageTexts.PageMarkerLabel, { n: fmt(m.at), label: m.label }));
  button.addEventListener('click', () => jump(m.at));
  item.append(button);
  list.append(item);
}

const seekKeys = { ArrowUp: 1, ArrowRight: 1, ArrowDown: -1, ArrowLeft: -1 };
// The Watch mode's keys: true when `e` is one.
function watchKey(e) {
  const key = e.key;
  if (e.target === seek && key in seekKeys) step(seekKeys[key]);
  else if (key === ' ') toggle();
  else if (key === 'ArrowLeft') step(-1);
  else if (key === 'ArrowRight') step(1);
  else if (key === '[') marker(-1);
  else if (key === ']') marker(1);
  else if (key === 'c') nextOf('conflict', 1);
  else if (key === 'C') nextOf('conflict', -1);
  else if (key === 'b') nextOf('backtrack', 1);
  else if (key === 'B') nextOf('backtrack', -1);
  else if (key === 'd') nextOf('deadend', 1);
  else if (key === 'D') nextOf('deadend', -1);
  else if (key === 'g') nextOf('guess', 1);
  else if (key === 'G') nextOf('guess', -1);
  else if (key === 's') nextOf('forced', 1);
  else if (key === 'S') nextOf('forced', -1);
  else if (key === 'e') nextOf('eliminate', 1);
  else if (key === 'E') nextOf('eliminate', -1);
  else if (key >= '0' && key <= '9' && key.length === 1) jump(pageData.first + (Number(key) / 10) * span);
  else if (key === 'Home') jump(pageData.first);
  else if (key === 'End') jump(LAST);
  else if (key === '+' || key === '=') faster(1);
  else if (key === '-') faster(-1);
  else if (key === 'p') togglePencil();
  else if (key === 'PageDown') jump(here() + Math.max(1, Math.round(span / 100)));
  else if (key === 'PageUp') jump(here() - Math.max(1, Math.round(span / 100)));
  else return false;
  return true;
}
MODES.watch = { label: pageTexts.PageModeWatch, enter() {}, leave: pause, key: watchKey };

document.addEventListener('keydown', (e) => {
  if (e.ctrlKey || e.metaKey || e.altKey) return;
  wake();
  const tag = e.target && e.target.tagName;
  if (tag === 'INPUT' || tag === 'SELECT' || tag === 'TEXTAREA') return;
  // While the help is open, its keys are the dialog's: Esc and Tab, and ? to close it.
  if (help.open) {
    if (e.key === '?') { toggleHelp(); e.preventDefault(); }
    return;
  }
  const key = e.key;
  // Space and Enter press the focused button, as on any page.
  if ((key === ' ' || key === 'Enter') && tag === 'BUTTON') return;
  // The mode's keys first, then those of every mode.
  const shared = { '?': toggleHelp, f: fullScreen, F: fullScreen, m: () => switchMode(nextModeName()) };
  if (MODES[mode.now].key(e)) e.preventDefault();
  else if (Object.hasOwn(shared, key)) { shared[key](); e.preventDefault(); }
});

// The event the address names: #event=N, among other parameters if there are any.
export function fromAddress() {
  const params = new URLSearchParams(location.hash.slice(1));
  if (!params.has('event')) return null;
  const text = params.get('event');
  if (!/^\d+$/.test(text)) {
    live.textContent = fill(pageTexts.PageNoSuchEvent, { text, first: fmt(pageData.first), last: fmt(LAST) });
    return null;
  }
  return Number(text);
}
// A mode entered: the page laid out and drawn for it, and the address says it.
export function switchMode(name) {
  setMode(name);
  fit();
  render();
  noteAddress();
}
window.addEventListener('hashchange', () => {
  switchMode(modeOfAddress());
  const at = fromAddress();
  if (at !== null && at !== here()) jump(at);
});
// Upright, the board is as wide as the screen but leaves the first screen room for
// the title, the caption, Play and the seek bar (measured, since they wrap). In an
// article's frame the first screen is all a reader sees without scrolling: it holds
// the line about the page too, and ends where the frame does, cutting no line.
const framed = window.self !== window.top;
const about = byId('about');
const essentials = ['caption', 'end', 'sim', 'quiz', 'play-deal', 'play-pad', 'play-steps', 'play-say', 'seek'].concat(framed ? ['about'] : []).map(byId)
  .concat([document.querySelector('header'), document.querySelector('.transport')]);
const side = byId('side');
let pushed = null;
export function fit() {
  const upright = matchMedia('(max-aspect-ratio: 11/10)').matches;
  about.style.removeProperty('margin-bottom');
  pushed?.style.removeProperty('margin-top');
  pushed = null;
  if (!upright) {
    player.style.removeProperty('--reserve');
    if (framed && !document.fullscreenElement) fitBeside();
    return;
  }
  // A gap after each, the board's included; the padding above and, but in a frame,
  // below.
  const shown = essentials.filter((el) => !el.hidden);
  const gaps = (shown.length + 1) * parseFloat(getComputedStyle(player).rowGap || '0');
  const pad = (framed ? 1 : 2) * parseFloat(getComputedStyle(player).paddingTop || '0');
  // A review of misses, however long, goes below the fold at worst: it never shrinks the
  // board. (Do it yourself's why stands after the seek bar and the line about the page.)
  const height = (el) => el.getBoundingClientRect().height;
  const reviews = shown.flatMap((el) => [...el.querySelectorAll('.review')]).filter((el) => !el.hidden);
  const reserve = shown.reduce((sum, el) => sum + height(el), 0) - reviews.reduce((sum, el) => sum + height(el), 0) + gaps + pad;
  player.style.setProperty('--reserve', `${Math.ceil(reserve)}px`);
  // A board as wide as the frame may leave room under the line about the page: what
  // comes next starts below the frame rather than in part inside it.
  let after = about.nextElementSibling;
  while (after.hidden) after = after.nextElementSibling;
  const next = framed && after.getBoundingClientRect().top;
  if (next && next < innerHeight) about.style.marginBottom = `${innerHeight - next}px`;
}
// Beside the board in a frame, the column's first screen ends with the last part after
// the seek bar (in Play, after its words) that shows whole (the counts, at the frame's
// full size): the part after it starts below the frame, never cut by its edge; the
// column scrolls to it.
function fitBeside() {
  const last = [byId('seek'), byId('play-say')].find((el) => el.getClientRects().length > 0);
  if (!last) return;
  const top = side.getBoundingClientRect().top - side.scrollTop;
  const fold = side.clientHeight;
  const after = last.getBoundingClientRect().bottom - top;
  const parts = [...side.children, ...byId('play-panel').children].filter((el) => el.getClientRects().length > 0)
    .map((el) => ({ el, top: el.getBoundingClientRect().top - top, bottom: el.getBoundingClientRect().bottom - top }))
    .filter((part) => part.top >= after)
    .sort((a, b) => a.top - b.top);
  const first = parts.find((part) => part.bottom > fold);
  if (!first || first.top >= innerHeight - top) return;
  pushed = first.el;
  pushed.style.marginTop = `${innerHeight - top - first.top}px`;
}
window.addEventListener('resize', () => {
  forgetCodeMetrics(); fit(); drawProfile(); drawSeek(); drawTreeImage(); drawTree(); measureCode();
});

const refusedWords = pageData.refused ? fill(pageTexts.PageStopsAt, { n: fmt(pageData.refused.at) })
  : pageData.cut ? ` · ${pageData.cut}` : '';
const eventsHeld = pageData.first > 0 || pageData.last !== pageData.total
  ? fill(pageData.total === null ? pageTexts.PageWindow : pageTexts.PageWindowOf, { first: fmt(pageData.first), last: fmt(pageData.last), total: fmt(pageData.total) })
  : fill(pageTexts.PageEvents, { n: fmt(pageData.last) });
about.textContent = `${pageData.label} · ${eventsHeld}${pageData.end ? ` · ${pageData.end}` : ''}${refusedWords}${fill(pageTexts.PageThePuzzle, { puzzle: pageData.puzzle })}`;
if (window.self !== window.top) player.classList.add('framed');

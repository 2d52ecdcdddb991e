// The controls: playing, stepping and jumping by keys, buttons and clicks (the Watch
// mode's keys), the speed, the panels, the address (#event=N), full screen, the keys every
// mode shares, the page's layout.
import { BACKTRACK, CHECK_NAMES, CHOOSE, CONFLICT, DEADEND, FORCE } from './constants.js';
import { digitOf, kindOf } from './decode.js';
import {
  canvas, drawBoard, drawCode, drawProfile, drawSeek, drawStack, drawTree, drawTreeImage,
  drawWords, forgetCodeLight, forgetCodeMetrics, forgetColours, maxDepth, measureCode, seek,
  treeCanvas,
} from './draw.js';
import { MODES, emit, mode, modeOfAddress, nextModeName, score, setMode } from './mode.js';
import { $, D, LAST, T, events, here, nodeStarts, ofPosition, replay, span } from './page.js';
import { nodeAt } from './tree.js';
import { captionOf, fill, fmt } from './words.js';

// ---- Playing, and the address.
let playing = false, carry = 0, speed = D.speed, hashTimer = 0;
let pencilled = Boolean(D.candidates), said = null;
export const live = $('live');

// A mode may draw the board itself (Play draws the game, not the trace).
export const drawCells = () => (MODES[mode.now]?.board ? MODES[mode.now].board() : drawBoard(replay.eventAt(), pencilled, mode.cursor));
export function render() {
  const e = replay.eventAt();
  drawCells();
  drawWords(e);
  drawSeek();
  drawStack(playing && speed <= 1);
  drawCode();
  drawTree();
  $('goto').value = here();
  if (!playing) live.textContent = captionOf(replay, e);
  if (here() !== said) emit('event', (said = here()));
}

function show(p) {
  replay.goTo(p);
  MODES[mode.now].moved?.();
  render();
  if (!playing) noteAddress();
}

export function noteAddress() {
  clearTimeout(hashTimer);
  hashTimer = setTimeout(() => {
    const hash = `#${mode.now === D.mode ? '' : `mode=${mode.now}&`}event=${here()}`;
    if (location.hash !== hash) history.replaceState(null, '', hash);
  }, 150);
}

const playButton = $('play');
export function setPlaying(on) {
  // Play at the end starts again from the beginning.
  if (on && here() >= LAST) replay.goTo(D.first);
  playing = on && here() < LAST;
  playButton.querySelector('[aria-hidden]').textContent = playing ? '❚❚' : '▶';
  playButton.querySelector('.label').textContent = playing ? T.PagePause : T.PagePlay;
  playButton.setAttribute('aria-pressed', String(playing));
  if (playing) { carry = 0; requestAnimationFrame(tick); }
  else { render(); noteAddress(); }
}
export const pause = () => { if (playing) setPlaying(false); };
const toggle = () => setPlaying(!playing);

// Until the reader chooses a speed, the page keeps the pace it was made with: its
// opening at one speed, the rest at another (D.cruise), so a long search plays in a
// minute or two and its first events still one by one.
let paced = D.cruise !== null;
function pace() {
  if (!paced) return;
  const wanted = here() < D.first + D.opening ? D.speed : D.cruise;
  if (wanted !== speed) {
    speed = wanted;
    speedSelect.value = String(speed);
  }
}

function tick() {
  if (!playing) return;
  pace();
  carry += speed;
  const steps = Math.floor(carry);
  carry -= steps;
  if (steps > 0) {
    replay.goTo(here() + steps);
    render();
    if (here() >= LAST) { setPlaying(false); emit('done', { mode: mode.now, event: here(), score: { ...score } }); return; }
  }
  requestAnimationFrame(tick);
}

// What each jump looks for: an event of one kind, a guess (a choice among two or
// more candidates), or the first forced digit of a run of them.
const code = (k) => events.codes[k];
const TARGETS = {
  conflict: (k) => kindOf(code(k)) === CONFLICT,
  backtrack: (k) => kindOf(code(k)) === BACKTRACK,
  deadend: (k) => kindOf(code(k)) === DEADEND,
  guess: (k) => kindOf(code(k)) === CHOOSE && digitOf(code(k)) >= 2,
  forced: (k) => kindOf(code(k)) === FORCE && (k === 0 || kindOf(code(k - 1)) !== FORCE),
};
// What a search that lacks a kind says when asked for it.
const ABSENT = {
  conflict: T.PageNoConflicts,
  backtrack: T.PageNoBacktracks,
  deadend: T.PageNoDeadEnds,
  guess: T.PageNoGuesses,
  forced: T.PageNoForced,
};
const present = new Set(D.kinds);
present.add('given');
if (present.has('place') || present.has('force')) present.add('placed');
// The check's marks are keyed by the check's name.
if (replay.check >= 0) present.add(CHECK_NAMES[replay.check]);

// The next (dir 1) or previous (dir -1) event `target` looks for.
function find(target, dir) {
  const wanted = TARGETS[target];
  let k = here() - D.base - 1 + dir;
  for (; k >= 0 && k < events.held; k += dir) {
    if (wanted(k)) return D.base + 1 + k;
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
  const ats = D.markers.map((m) => m.at);
  const at = dir > 0 ? ats.find((a) => a > here()) : ats.reverse().find((a) => a < here());
  jump(at);
}

// ---- The search tree and the panels.
treeCanvas.addEventListener('click', (e) => {
  const box = treeCanvas.getBoundingClientRect();
  const d = Math.floor(((e.clientY - box.top) / Math.max(1, box.height)) * maxDepth) + 1;
  const p = D.first + ((e.clientX - box.left) / Math.max(1, box.width)) * span;
  const node = nodeAt(nodeStarts, d, Math.min(p, here()));
  if (node !== null) jump(node);
});

// The panels, each shown or hidden by its button.
for (const name of ['code', 'stack', 'tree']) {
  const button = $(`show-${name}`), panel = $(`${name}-panel`);
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
  return D.first + t * span;
}
let dragging = false;
seek.addEventListener('pointerdown', (e) => {
  dragging = true;
  try { seek.setPointerCapture(e.pointerId); } catch (_) { /* not a live pointer */ }
  pause();
  show(positionAt(e.clientX));
});
seek.addEventListener('pointermove', (e) => { if (dragging) show(positionAt(e.clientX)); });
seek.addEventListener('pointerup', () => { dragging = false; });
// Hovering the bar says which event is under the pointer, and names a marker there.
const tip = $('seek-tip');
seek.addEventListener('pointermove', (e) => {
  const box = canvas.getBoundingClientRect();
  const at = Math.round(positionAt(e.clientX));
  const near = D.markers.find((m) => Math.abs(ofPosition(m.at) * box.width - (e.clientX - box.left)) <= 6);
  tip.textContent = near ? `#${fmt(near.at)} ${near.label}` : fill(T.PageEventTip, { n: fmt(at) });
  tip.style.left = `${Math.max(0, Math.min(box.width, e.clientX - box.left))}px`;
  tip.classList.add('shown');
});
seek.addEventListener('pointerleave', () => tip.classList.remove('shown'));

// ---- Controls.
const speedSelect = $('speed');
for (const s of D.speeds) {
  const option = document.createElement('option');
  option.value = s;
  const n = s === 0.25 ? '¼' : s === 0.5 ? '½' : String(s);
  option.textContent = fill(s > 1 ? T.PageSpeedMany : T.PageSpeedOne, { n });
  speedSelect.append(option);
}
speedSelect.value = String(speed);
speedSelect.addEventListener('change', () => { paced = false; speed = Number(speedSelect.value); });
function faster(dir) {
  paced = false;
  const i = Math.max(0, Math.min(D.speeds.length - 1, D.speeds.indexOf(speed) + dir));
  speed = D.speeds[i];
  speedSelect.value = String(speed);
}

playButton.addEventListener('click', toggle);
$('back').addEventListener('click', () => step(-1));
$('forward').addEventListener('click', () => step(1));
for (const target of Object.keys(TARGETS)) {
  $(`prev-${target}`).addEventListener('click', () => nextOf(target, -1));
  $(`next-${target}`).addEventListener('click', () => nextOf(target, 1));
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
$('prev-marker').addEventListener('click', () => marker(-1));
$('next-marker').addEventListener('click', () => marker(1));
const help = $('help');
const toggleHelp = () => (help.open ? help.close() : help.showModal());
$('help-button').addEventListener('click', toggleHelp);
function fullScreen() {
  const player = $('player');
  const request = document.fullscreenElement ? document.exitFullscreen() : player.requestFullscreen && player.requestFullscreen();
  if (request && request.catch) request.catch(() => {});
}
$('fullscreen').addEventListener('click', fullScreen);
// In full screen the controls show while the mouse moves or keys are pressed, and fade
// a few seconds after.
const player = $('player');
let sleepTimer = 0;
function wake() {
  player.classList.add('awake');
  clearTimeout(sleepTimer);
  sleepTimer = setTimeout(() => player.classList.remove('awake'), 2500);
}
document.addEventListener('pointermove', wake);
document.addEventListener('fullscreenchange', () => { wake(); fit(); });
const pencilButton = $('candidates');
function togglePencil() {
  pencilled = !pencilled;
  pencilButton.setAttribute('aria-pressed', String(pencilled));
  render();
}
pencilButton.setAttribute('aria-pressed', String(pencilled));
pencilButton.addEventListener('click', togglePencil);
const gotoInput = $('goto');
gotoInput.min = D.first;
gotoInput.max = LAST;
gotoInput.addEventListener('change', () => {
  const n = Number(gotoInput.value);
  if (gotoInput.value !== '' && Number.isFinite(n)) jump(n);
});
// Enter goes there and hands the keys back to the player.
gotoInput.addEventListener('keydown', (e) => { if (e.key === 'Enter') gotoInput.blur(); });

const list = $('markers');
for (const m of D.markers) {
  const item = document.createElement('li');
  const button = document.createElement('button');
  button.type = 'button';
  if (m.own) button.className = 'own';
  const at = document.createElement('span');
  at.className = 'at';
  at.textContent = `#${fmt(m.at)}`;
  button.append(at, ` ${m.label}`);
  button.setAttribute('aria-label', fill(T.PageMarkerLabel, { n: fmt(m.at), label: m.label }));
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
  else if (key >= '0' && key <= '9' && key.length === 1) jump(D.first + (Number(key) / 10) * span);
  else if (key === 'Home') jump(D.first);
  else if (key === 'End') jump(LAST);
  else if (key === '+' || key === '=') faster(1);
  else if (key === '-') faster(-1);
  else if (key === 'p') togglePencil();
  else if (key === 'PageDown') jump(here() + Math.max(1, Math.round(span / 100)));
  else if (key === 'PageUp') jump(here() - Math.max(1, Math.round(span / 100)));
  else return false;
  return true;
}
MODES.watch = { label: T.PageModeWatch, enter() {}, leave: pause, key: watchKey };

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
    live.textContent = fill(T.PageNoSuchEvent, { text, first: fmt(D.first), last: fmt(LAST) });
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
const about = $('about');
const essentials = ['caption', 'end', 'sim', 'quiz', 'play-deal', 'play-pad', 'play-steps', 'play-say', 'seek'].concat(framed ? ['about'] : []).map($)
  .concat([document.querySelector('header'), document.querySelector('.transport')]);
export function fit() {
  const upright = matchMedia('(max-aspect-ratio: 11/10)').matches;
  about.style.removeProperty('margin-bottom');
  if (!upright) { player.style.removeProperty('--reserve'); return; }
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
window.addEventListener('resize', () => {
  forgetCodeMetrics(); fit(); drawProfile(); drawSeek(); drawTreeImage(); drawTree(); measureCode();
});

const refusedWords = D.refused ? fill(T.PageStopsAt, { n: fmt(D.refused.at) })
  : D.cut ? ` · ${D.cut}` : '';
const eventsHeld = D.first > 0 || D.last !== D.total
  ? fill(D.total === null ? T.PageWindow : T.PageWindowOf, { first: fmt(D.first), last: fmt(D.last), total: fmt(D.total) })
  : fill(T.PageEvents, { n: fmt(D.last) });
about.textContent = `${D.label} · ${eventsHeld}${D.end ? ` · ${D.end}` : ''}${refusedWords}${fill(T.PageThePuzzle, { puzzle: D.puzzle })}`;
if (window.self !== window.top) player.classList.add('framed');

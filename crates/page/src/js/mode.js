// The page's modes: each a way of meeting the search (Watch, Do it yourself), registered
// by its own module under the name `html --mode` and the address (#mode=) use, with its
// label, what it does on entering and leaving, and the keys it takes first; the elements
// a mode shows name it (data-modes). Here too: the page's score and its events
// (window.sudotrace.on), with who listens.
import { byId, pageData } from './page.js';
import { newScore } from './grade.js';

// name -> { label, enter(), leave(), key(event) -> handled, moved() (optional: the page
// was moved to another event by a jump, a seek or a link), divert(name) (optional: true
// when leaving for mode `name` is put off, the mode seeing to it) }, in the order of the
// buttons.
export const MODES = {};
// The mode in use, and the cell picked on the board (-1: none).
export const mode = { now: null, cursor: -1 };
// The rest of what the page's modes keep between events and keys, in one place: each
// field changed by the module named above it.
export const session = {
  // controls.js: whether Watch plays; the part of an event carried to the next frame; the
  // events a second; the address's update waiting; whether the board shows candidates;
  // the event last announced (window.sudotrace.on); whether the page keeps the pace it
  // was made with, until the reader chooses a speed; whether the seek bar is dragged;
  // the full screen controls' timer.
  playing: false, carry: 0, speed: pageData.speed, hashTimer: 0,
  pencilled: Boolean(pageData.candidates), said: null,
  paced: pageData.cruise !== null, dragging: false, sleepTimer: 0,
  // predict.js: when the learner began (the score card's time), when the open question
  // was asked, and whether it has been answered and waits for Next.
  quizOpened: Date.now(), askedAt: performance.now(), quizAnswered: false,
  // simulate.js: whether a digit forces rather than tries (s, Force), the digit typed
  // last, and when the learner's turn began (a step's time is counted from there).
  forcing: false, typed: 1, turnFrom: performance.now(),
  // play.js: the game being played (null: none yet), whether digits go in as pencil
  // marks, the hint shown, the candidates its eliminations took, whether the puzzle is
  // solved, and the run under way.
  game: null, playPencil: false, playHinted: null, playStruck: null, playSolved: false, playRunning: null,
};
export const score = newScore();
const listeners = { event: [], answer: [], done: [] };

// Call `fn` with each `name` event: event (the page moved: its event number), answer (a
// step graded: { right, step, expected, score }), done (the page's last event reached by
// playing or doing: { mode, event, score }).
export function on(name, fn) {
  if (!Object.hasOwn(listeners, name)) throw new Error(`no such event: ${name} (choose ${Object.keys(listeners).join(', ')})`);
  listeners[name].push(fn);
}
export function emit(name, value) {
  for (const fn of listeners[name]) fn(value);
}

export function setMode(name) {
  if (!Object.hasOwn(MODES, name)) throw new Error(`no such mode: ${name} (choose ${Object.keys(MODES).join(', ')})`);
  if (mode.now === name) return;
  // A mode may first make the page's search follow it (Play: the puzzle being played).
  if (mode.now && MODES[mode.now].divert?.(name)) return;
  if (mode.now) MODES[mode.now].leave();
  mode.now = name;
  byId('player').dataset.mode = name;
  for (const el of document.querySelectorAll('[data-modes]')) el.hidden = !el.dataset.modes.split(' ').includes(name);
  for (const button of byId('modes').children) button.setAttribute('aria-pressed', String(button.value === name));
  MODES[name].enter();
}

// The mode after the one in use, in the buttons' order (the key m).
export function nextModeName() {
  const names = Object.keys(MODES);
  return names[(names.indexOf(mode.now) + 1) % names.length];
}

// The mode a link names (#mode=simulate), if the page has it; else the page's own.
export function modeOfAddress() {
  const name = new URLSearchParams(location.hash.slice(1)).get('mode');
  return Object.hasOwn(MODES, name ?? '') ? name : pageData.mode;
}

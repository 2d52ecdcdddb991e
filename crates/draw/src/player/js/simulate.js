// Do it yourself: the learner is the search. They pick a cell (arrows, a click) and make
// the search's next step by keys or buttons: a try (a digit), then it fits or clashes with
// the cell picked; a backtrack; a choice, a forced digit, a dead end, a forced digit taken
// back. Each step is graded against the trace's next event (grade.js), which the page then
// takes, and said: right, or the search's own step in its words.
import { KIND_NAMES, KIND_WORDS, TRY } from './constants.js';
import { drawCells, fit, live, noteAddress, render } from './controls.js';
import { cells } from './draw.js';
import { nextLine, takeStep } from './grade.js';
import { MODES, emit, mode, score } from './mode.js';
import { $, T, W, here, replay, state } from './page.js';
import { fill, wordsOf } from './words.js';

const say = $('sim-say'), scoreEl = $('sim-score'), forceButton = $('sim-force');
// Whether a digit forces rather than tries (s, Force), and the digit typed last.
let forcing = false, typed = 1;
const setForcing = (on) => { forcing = on; forceButton.setAttribute('aria-pressed', String(on)); };
const rc = (cell) => ({ r: Math.floor(cell / 9) + 1, c: (cell % 9) + 1 });

// Pick cell i (-1: none), the one cell of the board Tab reaches; it takes the focus when
// `focus` or when the board has it.
function pick(i, focus) {
  focus ||= $('board').contains(document.activeElement);
  cells[mode.cursor]?.el.removeAttribute('tabindex');
  mode.cursor = i;
  if (i < 0) return;
  cells[i].el.tabIndex = 0;
  if (focus) cells[i].el.focus();
}

// A step in words as the learner made it: its kind, cell, digit, clash.
function stepWords(s) {
  let words = `${KIND_WORDS[KIND_NAMES.indexOf(s.ev)]} r${s.r}c${s.c}`;
  if (s.d) words += ` ${s.d}`;
  if (s.unit) words += ` ${W[s.unit]} r${s.with[0]}c${s.with[1]}`;
  return words;
}

const showScore = () => { scoreEl.textContent = fill(T.PageSimScore, score); };
// When the learner's turn began: the step's time is counted from there.
let turnFrom = performance.now();

// One step of the learner's (a trace line), graded and taken: see window.sudotrace.step.
export function simStep(input) {
  const result = takeStep(replay, score, input);
  if (result === null) return null;
  const seconds = (performance.now() - turnFrom) / 1000;
  turnFrom = performance.now();
  setForcing(false);
  const e = replay.eventAt();
  pick(e.cell);
  render();
  noteAddress();
  const words = wordsOf(replay, e), last = nextLine(replay) === null;
  let text = result.right ? fill(T.PageSimRight, { words }) : fill(T.PageSimWrong, { step: stepWords(result.step), words });
  // Right in another order of the check (LeetCode's one loop): said, as diagnose says it.
  const ORDER_TEXTS = { 'one-loop': T.HowOneLoop, 'one-loop-column-first': T.HowOneLoopColumnFirst, 'unit-by-unit': T.HowUnitByUnit };
  if (result.order) text += ` ${fill(T.PageSimOtherOrder, { how: ORDER_TEXTS[result.order] })}`;
  if (last) text += ` ${fill(T.PageSimDone, score)}`;
  say.textContent = live.textContent = text;
  say.className = `sim-say ${result.right ? 'right' : 'wrong'}`;
  // Upright, the board leaves room for what is said now.
  fit();
  showScore();
  emit('answer', { ...result, seconds, score: { ...score } });
  if (last) emit('done', { mode: mode.now, event: here(), score: { ...score } });
  return result;
}

// The try the page stands on (what fits or clashes), else the cell picked and the digit
// typed last.
function tried() {
  const e = replay.eventAt();
  return e && e.kind === TRY ? e : { cell: mode.cursor, digit: typed };
}
function clash(unit) {
  const t = tried(), at = rc(mode.cursor);
  simStep({ ev: 'conflict', ...rc(t.cell), d: t.digit, unit, with: [at.r, at.c] });
}
const ACTIONS = {
  p: () => { const t = tried(); simStep({ ev: 'place', ...rc(t.cell), d: t.digit }); },
  r: () => clash('row'),
  c: () => clash('col'),
  x: () => clash('box'),
  b: () => simStep({ ev: 'backtrack', ...rc(mode.cursor) }),
  n: () => simStep({ ev: 'choose', ...rc(mode.cursor) }),
  s: () => setForcing(!forcing),
  d: () => simStep({ ev: 'deadend', ...rc(mode.cursor) }),
  u: () => simStep({ ev: 'unforce', ...rc(mode.cursor) }),
};
const MOVES = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -9, ArrowDown: 9 };

// The mode's keys (and its buttons', by their data-key): true when `e` is one.
function simKey(e) {
  const k = e.key, i = mode.cursor, to = i + MOVES[k];
  if (Object.hasOwn(MOVES, k)) {
    // Along a row, and up and down a column, stopping at the board's edges.
    if (to >= 0 && to < 81 && (Math.abs(MOVES[k]) === 9 || Math.floor(to / 9) === Math.floor(i / 9))) {
      pick(to, true);
      drawCells();
    }
  } else if (k.length === 1 && k >= '1' && k <= '9') {
    typed = Number(k);
    simStep({ ev: forcing ? 'force' : 'try', ...rc(mode.cursor), d: typed });
  } else if (Object.hasOwn(ACTIONS, k)) ACTIONS[k]();
  else if (k === 'Escape' && forcing) setForcing(false);
  else return false;
  return true;
}

const pad = $('pad');
for (let d = 1; d <= 9; d++) {
  const button = document.createElement('button');
  button.type = 'button';
  button.dataset.key = button.textContent = String(d);
  pad.append(button);
}
$('sim').addEventListener('click', (e) => {
  const button = e.target.closest('button[data-key]');
  if (button) simKey({ key: button.dataset.key });
});
$('board').addEventListener('click', (e) => {
  const i = cells.findIndex((view) => view.el.contains(e.target));
  if (mode.now === 'simulate' && i >= 0) {
    pick(i, true);
    drawCells();
  }
});

// Where the page stands, the learner's turn: the cell of its event picked (or the first
// blank), and what is asked.
function ask() {
  const e = replay.eventAt();
  pick(e && !e.refused ? e.cell : Math.max(0, state.board.indexOf(0)));
  say.className = 'sim-say';
  say.textContent = nextLine(replay) ? T.PageSimAsk : fill(T.PageSimDone, score);
  showScore();
  turnFrom = performance.now();
}

MODES.simulate = {
  label: T.PageModeSimulate,
  enter: ask,
  leave() {
    pick(-1);
    setForcing(false);
  },
  key: simKey,
  moved: ask,
};

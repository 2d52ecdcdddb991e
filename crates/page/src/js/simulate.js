// Do it yourself: the learner is the search. They pick a cell (arrows, a click) and make
// the search's next step by keys or buttons: a try (a digit), then it fits or clashes with
// the cell picked; a backtrack; a choice, a forced digit, a dead end, a forced digit taken
// back. Each step is graded against the trace's next event (grade.js), which the page then
// takes, and said: right, or the search's own step in its words.
import { DETAIL_UNIT_SHIFT, KIND_NAMES, RULE_NAMES, TRY, UNIT_NAMES } from './constants.js';
import { drawCells, fit, live, noteAddress, render } from './controls.js';
import { cells } from './draw.js';
import { lineEvent, nextLine, takeStep } from './grade.js';
import { cellName, unitCells } from './grid.js';
import { MODES, emit, mode, score, session } from './mode.js';
import { byId, pageData, pageTexts, here, replay, state } from './page.js';
import { firstElimination, madeOf, patternFields, rulesOf } from './patterns.js';
import { eventWords } from './trace.js';
import { strategyAt } from './why.js';
import { fill, wordsOf } from './words.js';

const say = byId('sim-say'), whySay = byId('sim-why'), scoreEl = byId('sim-score'), forceButton = byId('sim-force');
const setForcing = (on) => { session.forcing = on; forceButton.setAttribute('aria-pressed', String(on)); };
const rc = (cell) => ({ r: Math.floor(cell / 9) + 1, c: (cell % 9) + 1 });

// Pick cell i (-1: none), the one cell of the board Tab reaches; it takes the focus when
// `focus` or when the board has it.
function pick(i, focus) {
  focus ||= byId('board').contains(document.activeElement);
  cells[mode.cursor]?.el.removeAttribute('tabindex');
  mode.cursor = i;
  if (i < 0) return;
  cells[i].el.tabIndex = 0;
  if (focus) cells[i].el.focus();
}

// A step in words as the learner made it, as the caption says an event.
function stepWords(s) {
  if (s.r === undefined) {
    const e = lineEvent(s);
    return typeof e === 'string' ? e : eventWords(e, null, -1, pageTexts);
  }
  const cell = (s.r - 1) * 9 + s.c - 1, kind = KIND_NAMES.indexOf(s.ev);
  const e = { kind, cell, digit: s.ev === 'choose' ? s.n : s.d ?? 0, detail: 0 };
  if (s.unit) {
    const unit = UNIT_NAMES.indexOf(s.unit);
    e.withCell = (s.with[0] - 1) * 9 + s.with[1] - 1;
    e.detail = (unit << DETAIL_UNIT_SHIFT) | unitCells(unit, cell).indexOf(e.withCell);
  }
  if (s.ev === 'force') e.detail = s.by === 'cell' ? 0 : UNIT_NAMES.indexOf(s.by) + 1;
  return eventWords(e, null, -1, pageTexts);
}

const showScore = () => { scoreEl.textContent = fill(pageTexts.PageSimScore, score); };

// One step of the learner's (a trace line), graded and taken: see window.sudotrace.step.
export function simStep(input) {
  const result = takeStep(replay, score, input);
  if (result === null) return null;
  const seconds = (performance.now() - session.turnFrom) / 1000;
  session.turnFrom = performance.now();
  setForcing(false);
  const e = replay.eventAt();
  pick(e.cell);
  render();
  noteAddress();
  const words = wordsOf(replay, e), last = nextLine(replay) === null;
  let text = result.right ? fill(pageTexts.PageSimRight, { words }) : fill(pageTexts.PageSimWrong, { step: stepWords(result.step), words });
  // Right in another order of the check (LeetCode's one loop): said, as diagnose says it.
  const ORDER_TEXTS = { 'one-loop': pageTexts.HowOneLoop, 'one-loop-column-first': pageTexts.HowOneLoopColumnFirst, 'unit-by-unit': pageTexts.HowUnitByUnit };
  if (result.order) text += ` ${fill(pageTexts.PageSimOtherOrder, { how: ORDER_TEXTS[result.order] })}`;
  if (last) text += ` ${fill(pageTexts.PageSimDone, score)}`;
  say.textContent = text;
  whySay.textContent = fill(pageTexts.PageSimWhy, { why: result.why });
  live.textContent = `${text} ${whySay.textContent}`;
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
  return e && e.kind === TRY ? e : { cell: mode.cursor, digit: session.typed };
}
// A clash named by its unit's button: with the cell of that unit that holds the digit
// tried (never the tried cell itself). A unit that holds no such digit is said, not
// graded: no step names it.
function clash(unit) {
  const t = tried(), u = UNIT_NAMES.indexOf(unit);
  const holder = unitCells(u, t.cell).find((other) => other !== t.cell && state.board[other] === t.digit);
  if (holder === undefined) {
    say.className = 'sim-say';
    whySay.textContent = '';
    say.textContent = live.textContent = fill(pageTexts.PageSimNoHolder, { unit: [pageTexts.Row, pageTexts.Column, pageTexts.Box][u], cell: cellName(t.cell), digit: t.digit });
    return;
  }
  simStep({ ev: 'conflict', ...rc(t.cell), d: t.digit, unit, with: [rc(holder).r, rc(holder).c] });
}
// A clash named by its cell: after a try, a click on a cell of the tried cell's row,
// column or box that holds the digit (the first unit they share, row, column, box).
function clashWithCell(i) {
  const e = replay.eventAt();
  if (!e || e.kind !== TRY || i === e.cell || state.board[i] !== e.digit) return false;
  const unit = [0, 1, 2].find((u) => unitCells(u, e.cell).includes(i));
  if (unit === undefined) return false;
  simStep({ ev: 'conflict', ...rc(e.cell), d: e.digit, unit: UNIT_NAMES[unit], with: [rc(i).r, rc(i).c] });
  return true;
}
// Something said of the step asked for, not graded: no step names it.
function sayOnly(text) {
  say.className = 'sim-say';
  whySay.textContent = '';
  say.textContent = live.textContent = text;
}
// An elimination by the pattern the cell picked is part of: the first, in the search's
// order, of the patterns of its rules (any rule where the search is not known) that take
// candidates away now and are made of that cell.
function eliminateAt(cell) {
  const strategy = strategyAt(pageData, here() + 1);
  const rules = rulesOf(strategy && strategy.rules.length ? strategy.rules : RULE_NAMES);
  const candidates = replay.candidates();
  const found = cell < 0 ? null : firstElimination(rules, candidates, (p) => madeOf(p, candidates).includes(cell));
  if (found === null) return sayOnly(fill(pageTexts.PageSimNoPattern, { cell: cellName(Math.max(0, cell)) }));
  simStep({ ev: 'eliminate', ...patternFields(found.pattern) });
}
// The last elimination standing taken back, if one stands.
function restoreLast() {
  if (state.elims.standing.length === 0) return sayOnly(pageTexts.PageSimNothingToRestore);
  simStep({ ev: 'restore' });
}
const ACTIONS = {
  p: () => { const t = tried(); simStep({ ev: 'place', ...rc(t.cell), d: t.digit }); },
  r: () => clash('row'),
  c: () => clash('col'),
  x: () => clash('box'),
  b: () => simStep({ ev: 'backtrack', ...rc(mode.cursor) }),
  n: () => simStep({ ev: 'choose', ...rc(mode.cursor) }),
  s: () => setForcing(!session.forcing),
  d: () => simStep({ ev: 'deadend', ...rc(mode.cursor) }),
  u: () => simStep({ ev: 'unforce', ...rc(mode.cursor) }),
  e: () => eliminateAt(mode.cursor),
  o: restoreLast,
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
    session.typed = Number(k);
    simStep({ ev: session.forcing ? 'force' : 'try', ...rc(mode.cursor), d: session.typed });
  } else if (Object.hasOwn(ACTIONS, k)) ACTIONS[k]();
  else if (k === 'Escape' && session.forcing) setForcing(false);
  else return false;
  return true;
}

const pad = byId('pad');
for (let d = 1; d <= 9; d++) {
  const button = document.createElement('button');
  button.type = 'button';
  button.dataset.key = button.textContent = String(d);
  pad.append(button);
}
byId('sim').addEventListener('click', (e) => {
  const button = e.target.closest('button[data-key]');
  if (button) simKey({ key: button.dataset.key });
});
byId('board').addEventListener('click', (e) => {
  const i = cells.findIndex((view) => view.el.contains(e.target));
  if (mode.now === 'simulate' && i >= 0 && !clashWithCell(i)) {
    pick(i, true);
    drawCells();
  }
});

// The steps this search takes, as the panel offers them: only the kinds its trace holds
// (a search that never tries offers no try).
const searchKinds = new Set(pageData.kinds);
const ACTION_TEXTS = [['try', pageTexts.PageSimActTry], ['force', pageTexts.PageSimActForce], ['backtrack', pageTexts.PageSimActBacktrack],
  ['choose', pageTexts.PageSimActChoose], ['deadend', pageTexts.PageSimActDeadEnd], ['unforce', pageTexts.PageSimActUnforce],
  ['eliminate', pageTexts.PageSimActEliminate], ['restore', pageTexts.PageSimActRestore]];
const simActions = ACTION_TEXTS.filter(([kind]) => searchKinds.has(kind)).map(([, text]) => text).join(pageTexts.ListSeparator);
// Digits are typed for a try or a forced digit: no pad where the search makes neither.
byId('pad').hidden = !searchKinds.has('try') && !searchKinds.has('force');

// What the learner is asked where the page stands: after a try, its outcome (fits, or
// which unit clashes); else the steps the search takes.
function askedNow() {
  if (!nextLine(replay)) return fill(pageTexts.PageSimDone, score);
  const e = replay.eventAt();
  if (e && e.kind === TRY) return fill(pageTexts.PageSimAskOutcome, { cell: cellName(e.cell), digit: e.digit });
  return fill(pageTexts.PageSimAsk, { actions: simActions });
}

// Where the page stands, the learner's turn: the cell of its event picked (or the first
// blank), and what is asked.
function ask() {
  const e = replay.eventAt();
  pick(e && !e.refused ? e.cell : Math.max(0, state.board.indexOf(0)));
  say.className = 'sim-say';
  say.textContent = askedNow();
  whySay.textContent = '';
  showScore();
  session.turnFrom = performance.now();
}

MODES.simulate = {
  label: pageTexts.PageModeSimulate,
  enter: ask,
  leave() {
    pick(-1);
    setForcing(false);
  },
  key: simKey,
  moved: ask,
};

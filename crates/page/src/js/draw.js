// Drawing the position: the board, the caption and the counts, the stack, the search
// tree, the code panel and the seek bar. Each draws what the replay holds and changes
// only what changed since it last drew.
import {
  BACKTRACK, BACKTRACKS, BOX, CELLS, CLAIMING, COL, CONFLICT, COUNTS, COUNT_WORDS, DEADEND, DEAD_ENDS, ELIMINATE,
  FORCE, FORCED, GUESSES, HIDDEN_PAIR, KIND_WORDS, NAKED_PAIR, PLACE, POINTING, RESTORE, RESTORED, ROW, TRIES, TRY,
  UNFORCE, UNIT_NAMES, UNIT_TEXTS,
} from './constants.js';
import { checkCount, scanOrder, scans, workOf } from './check.js';
import { bytesOf } from './decode.js';
import { cellName, digitsIn, unitCells } from './grid.js';
import {
  byId, pageData, LAST, pageTexts, pageStackWords, givens, here, markerLabelAt, nodeStarts, ofPosition, replay, span, state,
} from './page.js';
import { makeStackTexts } from './stack.js';
import { tablesOf, tablesWords } from './tables.js';
import { nodeAt, nodesSoFar } from './tree.js';
import { looksOf } from './view.js';
import { captionOf, checkValueWords, fill, fmt, lineOf, wordsOf } from './words.js';

// ---- The board.
const boardEl = byId('board');
export const cells = [];
for (let r = 0; r < 9; r++) {
  const row = document.createElement('div');
  row.className = 'row';
  row.setAttribute('role', 'row');
  for (let c = 0; c < 9; c++) {
    const el = document.createElement('div');
    el.setAttribute('role', 'gridcell');
    const digit = document.createElement('span');
    digit.className = 'd';
    // The check's marks: a dot where it read the cell, a line where a unit whose table
    // it looked up has its outline.
    const work = document.createElement('span');
    work.className = 'work';
    work.setAttribute('aria-hidden', 'true');
    el.append(digit, work);
    row.append(el);
    cells.push({ el, digit, work, workCls: 'work', cls: '', text: '', label: '' });
  }
  boardEl.append(row);
}

// A cell's pencil marks: the digits of `mask`, those of `struck` (of them) struck through.
export function drawPencil(view, mask, struck = 0) {
  if (!view.pencil) {
    if (!mask) return;
    view.pencil = document.createElement('span');
    view.pencil.className = 'pencil';
    view.pencil.setAttribute('aria-hidden', 'true');
    for (let d = 1; d <= 9; d++) view.pencil.append(document.createElement('span'));
    view.el.append(view.pencil);
  }
  if (view.mask === mask && (view.struck ?? 0) === struck) return;
  view.mask = mask;
  view.struck = struck;
  for (let d = 1; d <= 9; d++) {
    const span = view.pencil.children[d - 1];
    span.textContent = mask & (1 << d) ? String(d) : '';
    span.className = struck & (1 << d) ? 'struck' : '';
  }
}

function drawBadge(view, text) {
  if (!view.badge) {
    if (!text) return;
    view.badge = document.createElement('span');
    view.badge.className = 'badge';
    view.badge.setAttribute('aria-hidden', 'true');
    view.el.append(view.badge);
  }
  if (view.badge.textContent !== text) view.badge.textContent = text;
}

// What the check did, cell by cell: whether it read the cell (a scanning check's scan up to
// where it stopped, or a blank looked over), and the sides of the cell on the outline of
// a unit whose table the tables check looked up (t, r, b, l).
function checkMarks(work) {
  const read = new Uint8Array(CELLS), sides = new Array(CELLS).fill('');
  if (work === null) return { read, sides };
  if (work.blanks !== null) {
    for (const blank of work.blanks) read[blank] = 1;
  } else if (scans(replay.check)) {
    for (const cell of scanOrder(replay.check, work.cell).slice(0, work.steps)) read[cell] = 1;
  } else {
    for (let unit = 0; unit < work.steps; unit++) {
      const inUnit = new Uint8Array(CELLS);
      for (const cell of unitCells(unit, work.cell)) inUnit[cell] = 1;
      for (const cell of unitCells(unit, work.cell)) {
        const r = Math.floor(cell / 9), c = cell % 9;
        if (r === 0 || !inUnit[cell - 9]) sides[cell] += ' kt';
        if (c === 8 || !inUnit[cell + 1]) sides[cell] += ' kr';
        if (r === 8 || !inUnit[cell + 9]) sides[cell] += ' kb';
        if (c === 0 || !inUnit[cell - 1]) sides[cell] += ' kl';
      }
    }
  }
  return { read, sides };
}

// The classes that draw the outline of the region `inside` (a 0/1 a cell) on cell i's
// sides: top, right, bottom and left where its neighbour there is outside.
export function edgesOf(inside, i) {
  if (!inside[i]) return '';
  const r = Math.floor(i / 9), col = i % 9;
  let cls = '';
  if (r === 0 || !inside[i - 9]) cls += ' et';
  if (col === 8 || !inside[i + 1]) cls += ' er';
  if (r === 8 || !inside[i + 9]) cls += ' eb';
  if (col === 0 || !inside[i - 1]) cls += ' el';
  return cls;
}

// The learner's digits that are not the solution's on the board a run found no solution
// from: the search took them as givens, but they are drawn and named as the learner's.
const MISTAKEN = new Set((pageData.run?.wrong ?? []).map(([cell]) => cell));

// The board right after event `e`, each blank's candidates pencilled in when `pencilled`,
// the cell picked in Do it yourself (`cursor`, -1 for none) marked.
export function drawBoard(e, pencilled, cursor) {
  const { look, mark, badge, shaded, current, clashing, unit, work, pattern, struck, pencil } = looksOf(replay, givens, e);
  const { read, sides } = checkMarks(work);
  // An elimination's units are shaded and its pattern's cells outlined; a clash's unit is
  // outlined. Candidates are pencilled in at an elimination, or when the reader asks.
  const eliminating = pencil !== null;
  const candidates = pencil ?? (pencilled ? replay.candidates() : null);
  for (let i = 0; i < CELLS; i++) {
    const [kind, digit] = look[i];
    const r = Math.floor(i / 9), col = i % 9;
    let cls = `cell ${kind} r${r} c${col}${mark[i]}`;
    if (i === current) cls += ' current';
    if (i === cursor) cls += ' cursor';
    if (MISTAKEN.has(i)) cls += ' mistaken';
    if (eliminating && shaded[i]) cls += ' shade';
    cls += edgesOf(eliminating ? pattern : shaded, i);
    const text = digit ? String(digit) : '';
    const onBoard = givens[i] || state.board[i];
    let label = fill(onBoard ? (givens[i] ? pageTexts.PageCellGiven : pageTexts.PageCellPlaced) : pageTexts.PageCellBlank,
      { cell: cellName(i), digit: onBoard });
    if (MISTAKEN.has(i)) label += pageTexts.PageCellNotSolutions;
    if (kind === 'trying') label += fill(pageTexts.PageCellTrying, { digit });
    else if (kind === 'rejected') label += fill(pageTexts.PageCellRejected, { digit });
    else if (kind === 'erased') label += fill(pageTexts.PageCellErased, { digit });
    else if (kind === 'chosen') label += pageTexts.PageCellChosen;
    if (i === current && kind === 'placed') label += pageTexts.PageCellJustPlaced;
    if (i === clashing) label += i === current ? pageTexts.PageCellNoDigitFits : pageTexts.PageCellHolds;
    if (mark[i] === ' forced') label += pageTexts.PageCellForced;
    if (mark[i] === ' deadend') label += pageTexts.PageCellDeadEnd;
    if (mark[i] === ' ranout') label += pageTexts.PageCellRanOut;
    if (mark[i] === ' unforce') label += pageTexts.PageCellUnforced;
    if (badge[i]) label += badge[i] === '1' ? pageTexts.PageCellOneCandidate : fill(pageTexts.PageCellCandidateCount, { n: badge[i] });
    if (shaded[i] && i !== current && !eliminating) label += fill(pageTexts.PageCellInUnit, { unit: pageStackWords[UNIT_NAMES[unit]] });
    if (pattern[i]) label += pageTexts.PageCellPattern;
    const mask = candidates !== null && (kind === 'blank' || kind === 'chosen') ? candidates[i] : 0;
    if (mask) label += fill(pageTexts.PageCellCandidates, { digits: digitsIn(mask).join(' ') });
    if (struck[i]) label += fill(pageTexts.PageCellStruck, { digits: digitsIn(struck[i]).join(' ') });
    if (read[i]) label += pageTexts.PageCellRead;
    else if (sides[i]) label += pageTexts.PageCellLookedUp;
    const view = cells[i];
    const workCls = `work${read[i] ? ' read' : ''}${sides[i]}`;
    if (view.workCls !== workCls) { view.work.className = workCls; view.workCls = workCls; }
    drawPencil(view, mask, struck[i] & mask);
    drawBadge(view, badge[i]);
    if (view.cls !== cls) { view.el.className = cls; view.cls = cls; }
    if (view.text !== text) { view.digit.textContent = text; view.text = text; }
    if (view.label !== label) { view.el.setAttribute('aria-label', label); view.label = label; }
  }
}

// ---- The caption and the counts.
const countRow = (count) => [COUNT_WORDS[count], () => state.counts[count], COUNTS[count]];
const countRows = [
  countRow(TRIES),
  countRow(BACKTRACKS),
  countRow(GUESSES),
  [pageTexts.Depth, () => state.depth, null],
  countRow(ROW),
  countRow(COL),
  countRow(BOX),
  countRow(FORCED),
  countRow(DEAD_ENDS),
  countRow(POINTING),
  countRow(CLAIMING),
  countRow(NAKED_PAIR),
  countRow(HIDDEN_PAIR),
  countRow(RESTORED),
];
// The check's own count, and what the event shown cost it, a try's unit by unit: `cell
// reads 195 (+12: row 9 col 3 box 0)`, on a line of its own.
if (replay.check >= 0) {
  const count = checkCount(replay.check);
  countRows.push([COUNT_WORDS[count], () => state.counts[count], COUNTS[count], true]);
}
// Counts the search never makes are left out; the depth is always there.
const used = new Set(pageData.used);
const shownRows = countRows.filter(([, , key]) => !key || used.has(key));
const countCells = shownRows.map(([name, , , withCost]) => {
  const row = document.createElement('div');
  if (withCost) row.className = 'check-count';
  const dt = document.createElement('dt');
  dt.textContent = name;
  const dd = document.createElement('dd');
  dd.dataset.count = name;
  row.append(dt, dd);
  byId('counts').append(row);
  return dd;
});

const caption = byId('caption');
const [numberEl, nameEl, wordsEl] = caption.children;
const INKS = {
  [CONFLICT]: 'conflict', [DEADEND]: 'conflict', [ELIMINATE]: 'conflict', [PLACE]: 'place', [FORCE]: 'place',
  [BACKTRACK]: 'erase', [UNFORCE]: 'erase', [RESTORE]: 'erase',
};

export function drawWords(e) {
  const words = wordsOf(replay, e);
  const split = e !== null ? words.search(/: |：/) : -1;
  numberEl.textContent = `#${fmt(here())} `;
  nameEl.textContent = split >= 0 ? words.slice(0, split + 1) : '';
  wordsEl.textContent = split >= 0 ? words.slice(split + 1) : words;
  wordsEl.className = 'event-words ' + (e !== null ? (e.refused ? 'conflict' : INKS[e.kind] || '') : '');
  caption.dataset.caption = captionOf(replay, e);
  const atLast = state.pos === pageData.last && !replay.refusedShown();
  const ending = atLast && pageData.end ? fill(pageTexts.ShowEnd, { words: pageData.end }) : atLast && pageData.cut ? pageData.cut : null;
  byId('end').textContent = ending ?? markerLabelAt(here()) ?? '';
  const work = workOf(replay.check, e, state.board);
  shownRows.forEach(([, value, , withCost], i) => {
    countCells[i].textContent = withCost ? checkValueWords(pageTexts, replay.check, work, value()) : fmt(value());
  });
}


// ---- The tables panel (html --panel tables): the tables check's three tables, a line a
// unit, each digit it holds written and a dot for each it lacks; the entries the try
// looked up lit, a clash's in the clash's colour; under them the cell and digit they
// answered for (tables.js, the port of sudotrace's TablesView and its words). Made once;
// each drawing changes only the entries whose look changed. A page without it has none.
const tablesPanel = byId('tables-panel');
export const tablesShown = pageData.panel === 'tables';
/** Each entry's element and look, by (unit * 9 + index) * 9 + digit - 1. */
const tableEntries = [];
/** Each unit's label, by unit * 9 + index; each table's digits' heads, by unit * 9 + digit - 1. */
const tableLabels = [], tableHeads = [];
const tablesWordsEl = byId('tables-words');
const tablesUsed = new Uint16Array(27);
/** The entries lit at the position shown, by their place in tableEntries: ' lit', or ' lit clash'. */
const tableLit = new Map();
if (tablesShown) {
  byId('player').classList.add('with-tables');
  tablesPanel.dataset.modes = 'watch predict simulate';
  const grid = document.createElement('div');
  grid.className = 'tables-grid';
  const span = (cls, text) => {
    const el = document.createElement('span');
    el.className = cls;
    el.textContent = text;
    return el;
  };
  UNIT_NAMES.forEach((name, unit) => {
    const table = document.createElement('div');
    table.className = 'table';
    table.dataset.unit = name;
    table.append(span('unit-name', pageTexts[UNIT_TEXTS[unit]]), span('corner', ''));
    for (let d = 1; d <= 9; d++) tableHeads.push(table.appendChild(span('head', String(d))));
    for (let index = 0; index < 9; index++) {
      tableLabels.push(table.appendChild(span('lab', String(index + 1))));
      for (let d = 1; d <= 9; d++) {
        const el = table.appendChild(span('e', '·'));
        el.dataset.n = String(index + 1);
        el.dataset.d = String(d);
        tableEntries.push({ el, cls: 'e', text: '·' });
      }
    }
    grid.append(table);
  });
  byId('tables').append(grid);
} else {
  tablesPanel.remove();
}

// The tables at the position shown: event `e`'s lookups lit.
export function drawTables(e) {
  if (!tablesShown || tablesPanel.hidden) return;
  const tables = tablesOf(state.board, e, replay.check, workOf(replay.check, e, state.board), tablesUsed);
  const { looked } = tables;
  tableLit.clear();
  if (looked !== null) {
    for (const entry of looked.entries) tableLit.set((entry.unit * 9 + entry.index) * 9 + looked.digit - 1, entry.held ? ' lit clash' : ' lit');
  }
  for (let unit = 0; unit < 27; unit++) {
    const held = tables.used[unit];
    for (let d = 1; d <= 9; d++) {
      const k = unit * 9 + d - 1;
      const has = (held & (1 << d)) !== 0;
      const cls = (has ? 'e h' : 'e') + (tableLit.get(k) ?? '');
      const text = has ? String(d) : '·';
      const view = tableEntries[k];
      if (view.cls !== cls) { view.el.className = cls; view.cls = cls; }
      if (view.text !== text) { view.el.textContent = text; view.text = text; }
    }
  }
  tableLabels.forEach((el, k) => {
    const lit = looked !== null && looked.entries.some((x) => x.unit * 9 + x.index === k);
    el.classList.toggle('lit', lit);
  });
  tableHeads.forEach((el, k) => {
    const unit = Math.floor(k / 9);
    el.classList.toggle('lit', looked !== null && looked.digit === k % 9 + 1 && looked.entries.some((x) => x.unit === unit));
  });
  const words = tablesWords(pageTexts, tables, replay.check);
  const [first, second] = tablesWordsEl.children;
  if (first.textContent !== (words[0] ?? '')) first.textContent = words[0] ?? '';
  if (second.textContent !== (words[1] ?? '')) second.textContent = words[1] ?? '';
  tablesWordsEl.classList.toggle('idle', looked === null);
}

// ---- The stack.
const stackTextsNow = makeStackTexts(pageData, givens);
const stackList = byId('stack');
// The entries on show, oldest first: a seek changes only the top of the stack, so
// only the entries above the part it shares with the new one are removed and added
// (the page lays out a few lines, not the whole stack, on every seek).
let shownStack = [];
const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');
// The call last popped, fading out over the top of the stack.
const popped = document.getElementById('stack-popped');
const tryingItem = document.createElement('li');
tryingItem.className = 'active';
// The stack; `slowly` when played an event a frame or slower, so that a call pushed
// slides in and a call popped fades out as it goes (a seek or a fast play just redraws).
export function drawStack(slowly) {
  if (stackList.closest('.panel').hidden) {
    stackList.replaceChildren();
    shownStack = [];
    return;
  }
  const texts = stackTextsNow(state);
  const current = replay.eventAt();
  const trying = current && !current.refused && (current.kind === TRY || current.kind === CONFLICT)
    ? fill(pageStackWords.trying, { cell: cellName(current.cell), digit: current.digit }) : null;
  if (tryingItem.isConnected) tryingItem.remove();
  let shared = 0;
  while (shared < shownStack.length && shared < texts.length && shownStack[shared] === texts[shared]) shared++;
  const animate = slowly && !reducedMotion.matches;
  for (let k = shownStack.length; k > shared; k--) {
    const gone = stackList.firstChild;
    gone.remove();
    if (animate) {
      popped.textContent = gone.textContent;
      popped.classList.remove('popped');
      void popped.offsetWidth;
      popped.classList.add('popped');
    }
  }
  const added = texts.slice(shared).map((text, k) => {
    const li = document.createElement('li');
    li.dataset.n = String(shared + k + 1);
    li.textContent = text;
    if (animate) li.className = 'pushed';
    return li;
  }).reverse();
  stackList.prepend(...added);
  shownStack = texts;
  if (trying) {
    tryingItem.dataset.n = String(texts.length + 1);
    tryingItem.textContent = trying;
    stackList.prepend(tryingItem);
  }
  stackList.dataset.depth = String(texts.length);
}

// ---- The search tree: a node a placement, a row a depth, each node as wide as the
// events it stood for (an icicle over the search's time), drawn up to the position:
// the branches left behind grey, the path the search stands on coloured.
export const treeCanvas = byId('tree');
export const maxDepth = Math.max(1, pageData.profile.max);
let treeImage = null;
export function drawTreeImage() {
  const ratio = window.devicePixelRatio || 1;
  const width = Math.max(1, Math.round(treeCanvas.clientWidth * ratio));
  const height = Math.max(1, Math.round(treeCanvas.clientHeight * ratio));
  treeCanvas.width = width;
  treeCanvas.height = height;
  const off = document.createElement('canvas');
  off.width = width;
  off.height = height;
  const g = off.getContext('2d');
  const rowHeight = height / maxDepth;
  g.fillStyle = css('--thin');
  for (let x = 0; x < width; x++) {
    const p0 = pageData.first + (x / width) * span, p1 = pageData.first + ((x + 1) / width) * span;
    const c0 = Math.floor((p0 - pageData.base) / pageData.profile.per_column);
    const c1 = Math.max(c0, Math.ceil((p1 - pageData.base) / pageData.profile.per_column) - 1);
    let hi = 0;
    for (let c = c0; c <= c1 && c < high.length; c++) hi = Math.max(hi, high[c]);
    if (hi > 0) g.fillRect(x, 0, 1, hi * rowHeight);
  }
  // Where nodes are few enough to see, each starts with a line: siblings apart.
  g.fillStyle = css('--cell');
  for (let d = 1; d <= maxDepth; d++) {
    const starts = nodeStarts[d];
    if (starts.length === 0 || starts.length > width / 3) continue;
    for (const at of starts) g.fillRect(Math.floor(ofPosition(at) * width), (d - 1) * rowHeight, Math.max(1, ratio), rowHeight);
  }
  treeImage = off;
}
export function drawTree() {
  if (!treeImage || treeCanvas.closest('.panel').hidden) return;
  const g = treeCanvas.getContext('2d');
  const { width, height } = treeCanvas;
  const x = Math.round(ofPosition(here()) * width);
  g.fillStyle = css('--cell');
  g.fillRect(0, 0, width, height);
  g.drawImage(treeImage, 0, 0, x, height, 0, 0, x, height);
  const rowHeight = height / maxDepth;
  g.fillStyle = css('--placed');
  for (let d = 1; d <= state.depth; d++) {
    const start = nodeAt(nodeStarts, d, here());
    const from = start === null ? 0 : Math.floor(ofPosition(start) * width);
    g.fillRect(from, (d - 1) * rowHeight, Math.max(2, x - from), Math.max(1, rowHeight - 1));
  }
  g.fillRect(Math.min(width - 2, x), 0, 2, height);
  treeCanvas.setAttribute('aria-label', fill(pageStackWords.tree, { depth: state.depth, nodes: fmt(nodesSoFar(nodeStarts, maxDepth, here())) }));
}

// ---- The code: the listing of the search in the language chosen, the line that made
// the event lit, and which event it made.
const codeEl = byId('code'), codeEvent = byId('code-event'), languageSelect = byId('language');
// The lit line, and the height of a line and of the panel once measured.
let litRow = null, codeMetrics = null, codeScroll = 0, codeWindow = [1, 1];
codeEl.addEventListener('scroll', () => { codeScroll = codeEl.scrollTop; }, { passive: true });
const LANGUAGES = ['pseudocode', 'js', 'python'].filter((name) => pageData.listings && name in pageData.listings);
let language = LANGUAGES[0] ?? null;
export function drawCode() {
  if (!pageData.listings) return;
  const listing = pageData.listings[language];
  if (codeEl.dataset.language !== language) {
    codeEl.replaceChildren(...listing.text.split('\n').slice(0, -1).map((line, i) => {
      const row = document.createElement('span');
      row.className = 'line';
      row.dataset.line = String(i + 1);
      row.textContent = line || ' ';
      return row;
    }));
    codeEl.dataset.language = language;
    litRow = null;
    codeMetrics = null;
    // Tall enough for every line that makes an event (up to 26 lines), and scrolled to
    // them: a seek then only moves the light, and never has to scroll.
    const made = [...Object.values(listing.lines), ...(listing.departs ? [listing.departs.line] : [])];
    codeWindow = [Math.min(...made), Math.max(...made)];
    codeEl.style.height = `${(Math.min(26, codeWindow[1] - codeWindow[0] + 3) * 1.35).toFixed(2)}em`;
    codeScroll = -1;
  }
  const e = replay.eventAt();
  // An edit's departing event: the line that wrote it, found when it ran (play.js).
  const departing = listing.departs && replay.here() === listing.departs.event ? listing.departs : null;
  const line = departing ? departing.line : lineOf(listing, e);
  const row = line === null ? null : codeEl.children[line - 1];
  if (row !== litRow) {
    litRow?.classList.remove('lit');
    row?.classList.add('lit');
    litRow = row;
    if (row) followLight(line);
  }
  const said = line === null ? '' : fill(pageStackWords.code_line, { line, kind: KIND_WORDS[departing ? departing.kind : e.kind] });
  if (codeEvent.textContent !== said) codeEvent.textContent = said;
}
if (pageData.listings) {
  for (const name of LANGUAGES) {
    const option = document.createElement('option');
    option.value = name;
    option.textContent = pageData.listings[name].name;
    languageSelect.append(option);
  }
  languageSelect.addEventListener('change', () => { language = languageSelect.value; drawCode(); });
} else {
  languageSelect.hidden = true;
  codeEl.textContent = pageStackWords.no_listing;
}
// Every line is as tall as the first: where the lit one is follows without asking the
// browser to lay the page out in the middle of a seek. The panel's sizes are read where
// the page is laid out anyway (as it opens, after a resize, when the panel is shown);
// a seek that finds them unread leaves the reading to the frame's own layout.
function followLight(line) {
  if (codeEl.closest('.panel').hidden) return;
  if (codeMetrics === null) {
    if (!measureWaiting) {
      measureWaiting = true;
      requestAnimationFrame(() => { measureWaiting = false; measureCode(); });
    }
    return;
  }
  if (codeScroll < 0) {
    codeScroll = Math.max(0, (codeWindow[0] - 2) * codeMetrics.line);
    codeEl.scrollTop = codeScroll;
  }
  const top = (line - 1) * codeMetrics.line, bottom = top + codeMetrics.line;
  if (top < codeScroll || bottom > codeScroll + codeMetrics.height) {
    codeScroll = Math.max(0, top - codeMetrics.height / 3);
    codeEl.scrollTop = codeScroll;
  }
}
let measureWaiting = false;

// Reads the code panel's sizes (a layout, so only where one is due) and scrolls the lit
// line into view.
export function measureCode() {
  if (!pageData.listings || codeEl.closest('.panel').hidden || codeEl.children.length === 0) return;
  codeMetrics = { line: codeEl.children[0].offsetHeight, height: codeEl.clientHeight };
  if (codeScroll < 0) {
    codeScroll = Math.max(0, (codeWindow[0] - 2) * codeMetrics.line);
    codeEl.scrollTop = codeScroll;
  }
  const line = litRow === null ? null : Number(litRow.dataset.line);
  if (line !== null) followLight(line);
}
// The panel's size is measured again after a resize; shown again, it is lit afresh.
export const forgetCodeMetrics = () => { codeMetrics = null; };
export function forgetCodeLight() {
  litRow?.classList.remove('lit');
  litRow = null;
  codeMetrics = null;
}

// ---- The seek bar: the depth profile, the played part, the markers.
export const seek = byId('seek'), canvas = byId('profile');
const low = bytesOf(pageData.profile.low), high = bytesOf(pageData.profile.high);
let profileImage = null;
// The theme's colours, read once: reading a computed style while a seek draws would make
// the browser recompute the page's styles in the middle of the frame. A change of the
// reader's light or dark preference reads them again (forgetColours).
const cssCache = new Map();
const css = (name) => {
  if (!cssCache.has(name)) cssCache.set(name, getComputedStyle(document.documentElement).getPropertyValue(name).trim());
  return cssCache.get(name);
};
export const forgetColours = () => cssCache.clear();

export function drawProfile() {
  const ratio = window.devicePixelRatio || 1;
  const width = Math.max(1, Math.round(canvas.clientWidth * ratio));
  const height = Math.max(1, Math.round(canvas.clientHeight * ratio));
  canvas.width = width;
  canvas.height = height;
  const off = document.createElement('canvas');
  off.width = width;
  off.height = height;
  const g = off.getContext('2d');
  g.fillStyle = css('--cell');
  g.fillRect(0, 0, width, height);
  const max = Math.max(1, pageData.profile.max);
  const top = 10 * ratio, room = height - top - 2 * ratio;
  g.fillStyle = css('--thin');
  for (let x = 0; x < width; x++) {
    // The profile's columns that fall in this pixel column (column 0 is the opening board).
    const p0 = pageData.first + (x / width) * span, p1 = pageData.first + ((x + 1) / width) * span;
    const c0 = Math.floor((p0 - pageData.base) / pageData.profile.per_column);
    const c1 = Math.max(c0, Math.ceil((p1 - pageData.base) / pageData.profile.per_column) - 1);
    let lo = 255, hi = 0;
    for (let c = c0; c <= c1 && c < high.length; c++) { lo = Math.min(lo, low[c]); hi = Math.max(hi, high[c]); }
    if (hi === 0 && lo === 255) continue;
    const y = top + room * (1 - hi / max);
    g.fillRect(x, y, 1, height - y);
  }
  for (const marker of pageData.markers) {
    const x = Math.round(ofPosition(marker.at) * (width - 1));
    g.fillStyle = css(marker.own ? '--erase' : '--clash');
    g.beginPath();
    g.moveTo(x - 5 * ratio, 0);
    g.lineTo(x + 5 * ratio, 0);
    g.lineTo(x, 8 * ratio);
    g.fill();
  }
  profileImage = off;
}

export function drawSeek() {
  if (!profileImage) return;
  const g = canvas.getContext('2d');
  const ratio = window.devicePixelRatio || 1;
  g.drawImage(profileImage, 0, 0);
  const x = ofPosition(here()) * canvas.width;
  g.globalAlpha = 0.18;
  g.fillStyle = css('--placed');
  g.fillRect(0, 0, x, canvas.height);
  g.globalAlpha = 1;
  g.fillRect(Math.min(canvas.width - 2 * ratio, x), 0, 2 * ratio, canvas.height);
  seek.setAttribute('aria-valuemin', pageData.first);
  seek.setAttribute('aria-valuemax', LAST);
  seek.setAttribute('aria-valuenow', here());
  seek.setAttribute('aria-valuetext', fill(pageTexts.PageSeekValue, { n: fmt(here()), last: fmt(LAST), depth: state.depth }));
}

// Play: the reader solves the puzzle, the article's game. A puzzle of the page's bank, the
// trace's own, or one typed in; digits by keys, clicks or the digit pad; pencil marks;
// undo and redo; clashes shown on request; a timer; a check that holds each digit to the
// solution, in the words sudotrace's check command uses (answer.js); hints that name the
// rule they rest on and outline its cells (hint.js), naming a digit that is not the
// solution's only when the learner asks to be shown mistakes; and from the board as it
// stands, any strategy run in a worker (its JavaScript listing, run.js) or the reader's
// edit of it, whose trace the page then plays, an edit compared event by event with the
// strategy (trace.js). A game is kept per puzzle in the browser's local storage, so that
// a reload resumes it and a puzzle picked again is where it was left; a run's data waits
// in the session's storage for the page to open on it. The other modes follow the
// puzzle being played: leaving Play for one of them with the page's search of another
// puzzle runs the search of this one first.
import { CELLS, COUNTS, COUNT_WORDS } from './constants.js';
import { answerKey, checkAnswer } from './answer.js';
import { fit, live } from './controls.js';
import { cells, drawPencil, edgesOf } from './draw.js';
import { boardLine, cellName, digitsIn, UNIT_LISTS } from './grid.js';
import { digitsOf } from './decode.js';
import { hintOf } from './hint.js';
import { MODES, mode, session } from './mode.js';
import { byId, pageData, RUN_KEY, pageTexts } from './page.js';
import { lineOfEvent, runProgram } from './run.js';
import { sliced } from './slices.js';
import { packedData, runDataSteps, strategyNamed } from './build.js';
import { countsOf, departureSteps, runEnding, traceText } from './trace.js';
import { fill, fmt } from './words.js';

// The games of this page: of its address and its first puzzle (a notebook's widgets are
// pages of one address).
const GAME_KEY = `sudotrace-play ${location.pathname} ${pageData.bank[0]?.puzzle ?? pageData.puzzle}`;

// What a board of `puzzle` (the bank's `index`-th, -1 for one typed in) is held to, as
// `sudotrace check` holds an answer: { solutions, solution }, the bank's, else worked out.
function keyFor(puzzle, index) {
  const entry = pageData.bank[index];
  return entry?.puzzle === puzzle && typeof entry.solutions === 'string'
    ? { solutions: entry.solutions, solution: entry.solution ?? null }
    : answerKey(puzzle);
}

// A game: the puzzle (its givens), the board (givens and the reader's digits), pencil
// marks (bit d for digit d), what undo and redo take back, the seconds played, whether
// clashes are shown, what the board is held to (keyFor), and the reader's code.
function newGame(puzzle, index) {
  return { puzzle, index, board: Array.from(digitsOf(puzzle)), pencil: new Array(CELLS).fill(0), undo: [], redo: [], seconds: 0, clashes: false, key: keyFor(puzzle, index), code: null };
}
const isGame = (g) => g && typeof g.puzzle === 'string' && /^[.1-9]{81}$/.test(g.puzzle) && Array.isArray(g.board) && g.board.length === CELLS;

// Every game kept, by its puzzle, the one being played (`current`), and whether hints
// show the learner's mistakes (off unless asked: a wrong guess then meets its dead end).
function loadShelf() {
  try {
    const kept = JSON.parse(localStorage.getItem(GAME_KEY));
    // A page kept one game before it kept one a puzzle.
    const shelf = isGame(kept) ? { current: kept.puzzle, games: { [kept.puzzle]: kept } } : kept;
    if (shelf && typeof shelf.games === 'object' && shelf.games !== null) {
      for (const [puzzle, g] of Object.entries(shelf.games)) {
        if (!isGame(g) || g.puzzle !== puzzle) { delete shelf.games[puzzle]; continue; }
        // A page written again in the same place may deal other puzzles: the game's is then its own.
        if (pageData.bank[g.index]?.puzzle !== g.puzzle) g.index = pageData.bank.findIndex((entry) => entry.puzzle === g.puzzle);
        if (typeof g.key?.solutions !== 'string') g.key = keyFor(g.puzzle, g.index);
        delete g.solution;
      }
      const current = Object.hasOwn(shelf.games, shelf.current) ? shelf.current : null;
      return { current, games: shelf.games, showMistakes: shelf.showMistakes === true };
    }
  } catch { /* no game kept, or one this page cannot read: a new one */ }
  return { current: null, games: {}, showMistakes: false };
}
const shelf = loadShelf();
session.game = shelf.current === null ? null : shelf.games[shelf.current];
const saveGame = () => {
  try { localStorage.setItem(GAME_KEY, JSON.stringify(shelf)); } catch { /* storage full or refused: the game goes on unsaved */ }
};
const givenAt = (i) => session.game.puzzle[i] !== '.';

// The board being played as 81 characters, and the puzzle the page runs from: the board
// being played, or on a page not yet played, the trace's puzzle.
export const playBoard = () => (session.game ? boardLine(session.game.board) : pageData.puzzle);
export const playPuzzle = () => (session.game ? session.game.puzzle : pageData.bank[0]?.puzzle ?? pageData.puzzle);

const playSay = byId('play-say'), playProblems = byId('play-problems'), playTimeEl = byId('play-time');
const puzzleSelect = byId('play-puzzle'), strategySelect = byId('play-strategy'), limitInput = byId('play-limit');

function playSays(text, tone = '') {
  playSay.textContent = live.textContent = text;
  playSay.className = `sim-say ${tone}`;
  playProblems.replaceChildren();
}

// A game's puzzle as the learner knows it: "puzzle 27", or "your own puzzle".
const puzzleName = (g) => (g.index >= 0 ? fill(pageTexts.PagePlayPuzzleNumber, { n: g.index + 1 }) : pageTexts.PagePlayYourPuzzle);
// Whether the learner has done anything in game `g`: a game worth saying is kept.
const played = (g) => g.seconds > 0 || g.undo.length > 0 || g.board.some((d, i) => d && g.puzzle[i] === '.');

// Play puzzle `puzzle` (the bank's `index`-th, -1 for one typed in): its game kept, else
// a new one. The game left is kept, never lost, and the learner is told so.
function openPuzzle(puzzle, index) {
  const left = session.game;
  if (left !== null && left.puzzle === puzzle) return;
  const kept = shelf.games[puzzle] ?? null;
  session.game = kept ?? newGame(puzzle, index);
  if (index >= 0) session.game.index = index;
  shelf.games[puzzle] = session.game;
  shelf.current = puzzle;
  session.playHinted = null;
  session.playSolved = false;
  forgetStruck();
  mode.cursor = Math.max(0, session.game.board.indexOf(0));
  saveGame();
  const said = [];
  if (left !== null && played(left)) said.push(fill(pageTexts.PagePlayKept, { puzzle: puzzleName(left) }));
  if (kept !== null && played(kept)) said.push(fill(pageTexts.PagePlayResumed, { puzzle: puzzleName(session.game), time: playClock(session.game.seconds) }));
  playSays(said.join(' '));
  if (mode.now === 'play') drawPlay();
}
function ensureGame() {
  if (session.game === null) openPuzzle(playPuzzle(), 0);
}

// ---- Entering digits, with undo and redo.
// The candidates the hints' eliminations have taken on the board being played (hint.js):
// kept while digits are only added, forgotten when one is erased or changed (they may no
// longer follow) and with another puzzle.
const hintStruck = () => (session.playStruck ??= new Uint16Array(CELLS));
const forgetStruck = () => { session.playStruck = null; };
function setCell(i, digit, mask, record = true) {
  if (i < 0 || givenAt(i)) return false;
  const before = { d: session.game.board[i], m: session.game.pencil[i] };
  if (before.d === digit && before.m === mask) return false;
  if (before.d !== 0 && before.d !== digit) forgetStruck();
  session.game.board[i] = digit;
  session.game.pencil[i] = mask;
  if (record) {
    session.game.undo.push({ i, before, after: { d: digit, m: mask } });
    if (session.game.undo.length > 1000) session.game.undo.shift();
    session.game.redo = [];
  }
  session.playHinted = null;
  saveGame();
  return true;
}
// Enter `digit` (0 clears) at cell i: a digit, or with the pencil on, a mark turned on or off.
function enter(i, digit) {
  ensureGame();
  if (session.playPencil && digit > 0) return setCell(i, 0, session.game.pencil[i] ^ (1 << digit));
  return setCell(i, digit, 0);
}
// The API's enter: digit `digit` (0 clears) at row r, column c (from 1), never a pencil mark.
export function enterAt(r, c, digit) {
  for (const [name, v, lo] of [['r', r, 1], ['c', c, 1], ['d', digit, 0]]) {
    if (!Number.isInteger(v) || v < lo || v > 9) throw new TypeError(`enter(r, c, d): ${name} is ${lo} to 9, not ${v}`);
  }
  ensureGame();
  const i = (r - 1) * 9 + c - 1;
  if (givenAt(i)) throw new Error(`enter(r, c, d): ${cellName(i)} holds a given of the puzzle`);
  setCell(i, digit, 0);
  if (mode.now === 'play') drawPlay();
  return playBoard();
}
function undoRedo(from, to, side) {
  const step = session.game[from].pop();
  if (!step) return;
  if (session.game.board[step.i] !== 0 && session.game.board[step.i] !== step[side].d) forgetStruck();
  session.game.board[step.i] = step[side].d;
  session.game.pencil[step.i] = step[side].m;
  session.game[to].push(step);
  mode.cursor = step.i;
  session.playHinted = null;
  saveGame();
  drawPlay();
}

// ---- What the board shows: the cells that clash with another in a unit.
function clashingCells() {
  const out = new Uint8Array(CELLS);
  for (const unit of UNIT_LISTS) {
    for (const a of unit) for (const b of unit) if (a !== b && session.game.board[a] && session.game.board[a] === session.game.board[b]) out[a] = 1;
  }
  return out;
}

export function drawPlay() {
  if (!session.game) return;
  const clashes = session.game.clashes ? clashingCells() : new Uint8Array(CELLS);
  const outline = new Uint8Array(CELLS);
  for (const i of session.playHinted?.cells ?? []) outline[i] = 1;
  const hintCell = session.playHinted && session.playHinted.r ? (session.playHinted.r - 1) * 9 + session.playHinted.c - 1 : -1;
  for (let i = 0; i < CELLS; i++) {
    const view = cells[i], d = session.game.board[i], given = givenAt(i);
    const r = Math.floor(i / 9), col = i % 9;
    let cls = `cell ${given ? 'given' : d ? 'placed' : 'blank'} r${r} c${col}`;
    if (i === mode.cursor) cls += ' cursor';
    if (clashes[i]) cls += ' clash';
    if (i === hintCell) cls += session.playHinted.rule === 'wrong' ? ' rejected current' : ' current';
    cls += edgesOf(outline, i);
    let label = fill(d ? (given ? pageTexts.PageCellGiven : pageTexts.PageCellPlaced) : pageTexts.PageCellBlank, { cell: cellName(i), digit: d });
    if (!d && session.game.pencil[i]) label += fill(pageTexts.PageCellPencil, { digits: digitsIn(session.game.pencil[i]).join(' ') });
    if (clashes[i]) label += pageTexts.PageCellClashing;
    if (i === hintCell) label += pageTexts.PageCellHinted;
    const text = d ? String(d) : '';
    if (view.workCls !== 'work') { view.work.className = 'work'; view.workCls = 'work'; }
    drawPencil(view, d ? 0 : session.game.pencil[i]);
    if (view.badge) view.badge.textContent = '';
    if (view.cls !== cls) { view.el.className = cls; view.cls = cls; }
    if (view.text !== text) { view.digit.textContent = text; view.text = text; }
    if (view.label !== label) { view.el.setAttribute('aria-label', label); view.label = label; }
  }
  cells.forEach((view, i) => { if (i === mode.cursor) view.el.tabIndex = 0; else view.el.removeAttribute('tabindex'); });
  byId('play-pencil').setAttribute('aria-pressed', String(session.playPencil));
  byId('play-clashes').setAttribute('aria-pressed', String(session.game.clashes));
  byId('play-mistakes').setAttribute('aria-pressed', String(shelf.showMistakes));
  const about = fill(pageTexts.PagePlayAbout, { puzzle: puzzleName(session.game), line: session.game.puzzle });
  if (byId('about').textContent !== about) byId('about').textContent = about;
  byId('play-undo').disabled = session.game.undo.length === 0;
  byId('play-redo').disabled = session.game.redo.length === 0;
  if (puzzleSelect.value !== String(session.game.index)) puzzleSelect.value = String(session.game.index);
  showPlayTime();
  if (!session.playSolved && session.game.board.every((v) => v) && checkGame().correct) {
    session.playSolved = true;
    playSays(fill(pageTexts.PagePlaySolved, { time: playClock(session.game.seconds) }), 'right');
  }
}

// ---- The timer: seconds played in Play, on a board not yet solved.
const playClock = (s) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
const showPlayTime = () => { playTimeEl.textContent = fill(pageTexts.PagePlayTime, { time: playClock(session.game?.seconds ?? 0) }); };
setInterval(() => {
  if (mode.now !== 'play' || !session.game || session.playSolved || document.hidden) return;
  session.game.seconds++;
  showPlayTime();
  if (session.game.seconds % 5 === 0) saveGame();
}, 1000);

// ---- Check and hints.
// The board being played as `sudotrace check --json` judges it: each digit held to the
// puzzle's solution when it has one.
export function checkGame() {
  ensureGame();
  return checkAnswer(session.game.puzzle, boardLine(session.game.board), pageTexts, session.game.key);
}
// What Check says of a puzzle with no solution, or with several (its digits are then held
// to the rules only); nothing of one with one.
function solutionsNote(verdict) {
  if (verdict.solutions === 'none') return pageTexts.PuzzleNoSolution;
  return verdict.solution === null ? pageTexts.PuzzleSeveralSolutions : null;
}
function showCheck() {
  const verdict = checkGame();
  const wrong = verdict.problems.filter((p) => p.kind !== 'blank');
  const blanks = verdict.problems.length - wrong.length;
  if (verdict.correct) playSays(fill(pageTexts.PagePlaySolved, { time: playClock(session.game.seconds) }), 'right');
  else if (wrong.length === 0) playSays(fill(verdict.solution === null ? pageTexts.PagePlayNoClash : pageTexts.PagePlayNoMistake, { n: fmt(blanks) }));
  else playSays(fill(pageTexts.PagePlayMistakes, { n: fmt(wrong.length) }), 'wrong');
  const lines = [solutionsNote(verdict), ...wrong.map((p) => p.message)].filter((text) => text !== null);
  playProblems.replaceChildren(...lines.map((text) => {
    const item = document.createElement('li');
    item.textContent = text;
    return item;
  }));
  if (lines.length > 0) live.textContent = `${playSay.textContent} ${lines.join('; ')}`;
  return verdict;
}
// The hint on the board being played: a digit that is not the solution's is named only
// when the learner asks to be shown mistakes; else the hints go on from the board as it
// is, so that a wrong guess runs into the dead end the guess's hint spoke of. An
// elimination hinted is taken: the next hint goes on from the candidates it left.
export function hintGame() {
  ensureGame();
  const solution = shelf.showMistakes && session.game.key.solution ? digitsOf(session.game.key.solution) : null;
  const struck = hintStruck();
  const hint = hintOf(Uint8Array.from(session.game.board), digitsOf(session.game.puzzle), solution, pageTexts, struck);
  for (const [cell, digits] of hint?.removal ?? []) struck[cell] |= digits;
  return hint;
}
// Whether hints show the learner's mistakes; with `on` (true or false), turned on or off first.
export function showMistakes(on) {
  if (on === undefined) return shelf.showMistakes;
  if (typeof on !== 'boolean') throw new TypeError(`mistakes(on): on is true or false, not ${on}`);
  shelf.showMistakes = on;
  session.playHinted = null;
  saveGame();
  if (mode.now === 'play') drawPlay();
  return shelf.showMistakes;
}
function showHint() {
  const hint = hintGame();
  session.playHinted = hint;
  byId('play-go-on').hidden = !(hint && hint.rule === 'guess');
  if (hint === null) { drawPlay(); return; }
  if (hint.r) mode.cursor = (hint.r - 1) * 9 + hint.c - 1;
  drawPlay();
  playSays(hint.words, hint.rule === 'wrong' ? 'wrong' : '');
}

// ---- Runs from the board as it stands.
// The event limit typed (0: none, as the CLI's --max-events 0), else the CLI's default.
function typedLimit() {
  const n = Number(limitInput.value);
  return limitInput.value.trim() !== '' && Number.isInteger(n) && n >= 0 ? n : pageData.runLimit;
}
const runOptions = (options = {}) => ({
  limit: Number.isInteger(options.limit) && options.limit >= 0 ? options.limit : typedLimit(),
  seconds: options.seconds ?? 60,
});
export function runRefusal(why) {
  switch (why.kind) {
    case 'stopped': return pageTexts.PagePlayStopped;
    case 'time': return fill(pageTexts.PagePlayTooLong, { seconds: why.seconds });
    case 'error': return fill(pageTexts.PagePlayError, { line: why.line, message: why.message });
    case 'exit': return fill(pageTexts.PagePlayNoTrace, { why: `exit ${why.code}` });
    default: return fill(pageTexts.PagePlayNoTrace, { why: why.why ?? String(why) });
  }
}
// Run `source` from `from`, said as `search` while it runs: its trace as read (run.js).
function runRead(source, from, search, options) {
  const started = runProgram(source, from, { ...options, onProgress: (n) => playSays(fill(pageTexts.PagePlayRunning, { search, n: fmt(n) })) });
  playSays(fill(pageTexts.PagePlayRunning, { search, n: 0 }));
  session.playRunning = started;
  byId('play-stop').hidden = false;
  const done = () => { if (session.playRunning === started) { session.playRunning = null; byId('play-stop').hidden = true; } };
  started.promise.then(done, done);
  return started.promise;
}

// The page's data for a run, kept for the page to open on: it reloads and plays it.
async function playRun(data) {
  const packed = await packedData(data);
  const own = new Set(['ui', 'strategies', 'bank', 'stackWords', 'speeds', 'runLimit']);
  sessionStorage.setItem(RUN_KEY, JSON.stringify(Object.fromEntries(Object.entries(packed).filter(([k]) => !own.has(k)))));
  history.replaceState(null, '', location.pathname + location.search);
  location.reload();
}

// The board a run starts from: options.from (81 characters), or the board being played.
function startingBoard(options) {
  if (options.from === undefined) return playBoard();
  if (typeof options.from !== 'string' || !/^[.0-9]{81}$/.test(options.from)) throw new TypeError('options.from: a board of 81 characters, a digit or . or 0 each');
  return options.from.replace(/0/g, '.');
}

// The learner's digits on `from` (a board of the game's puzzle: its givens kept) that
// are not the solution's, as [cell, digit]: the cause of a run that finds no solution.
function wrongDigitsOn(from) {
  const solution = session.game?.key.solution ?? null;
  if (solution === null || [...session.game.puzzle].some((ch, i) => ch !== '.' && from[i] !== ch)) return [];
  const wrong = [];
  for (let i = 0; i < CELLS; i++) {
    if (session.game.puzzle[i] === '.' && from[i] !== '.' && from[i] !== solution[i]) wrong.push([i, Number(from[i])]);
  }
  return wrong;
}

// What a run the page plays is: the board it started from, whether it is the reader's
// code, the puzzle being played, and when it found no solution, the learner's digits
// that are not the solution's (drawn and named as its cause).
function runMeta(from, code, read) {
  const wrong = read.end?.result === 'unsolvable' ? wrongDigitsOn(from) : [];
  return { from, code, puzzle: session.game?.puzzle ?? null, wrong };
}

// Run strategy `name` from the board being played: its trace's text (and, with
// options.play, the page plays it, in options.mode, as the search of the puzzle being
// played when options.follow).
export async function runStrategy(name, options = {}) {
  const strategy = strategyNamed(pageData, name);
  if (!strategy) throw new Error(`run(strategy): no strategy ${JSON.stringify(name)} (choose ${pageData.strategies.map((s) => s.name).join(', ')})`);
  const from = startingBoard(options);
  const read = await runRead(strategy.listing.text, from, strategy.label, runOptions(options));
  if (options.play) {
    if (read.error) throw read.error;
    const data = await sliced(runDataSteps(pageData, read, { listing: strategy.listing }));
    await playRun({ ...data, mode: options.mode ?? data.mode, run: { ...runMeta(from, false, read), follow: options.follow === true } });
  }
  return traceText(read);
}

// The lines of the edited `source` that make each kind of event: the listing's own line
// for each kind, found again in the edit.
function linesIn(source, listing) {
  const edited = source.split('\n'), original = listing.text.split('\n'), lines = {};
  for (const [kind, line] of Object.entries(listing.lines)) {
    const at = edited.indexOf(original[line - 1]);
    if (at >= 0) lines[kind] = at + 1;
  }
  return lines;
}

// Run the reader's `source` from the board being played, and strategy `name`'s listing
// beside it: { trace, departure }, departure null or { event, words, order } as
// `diagnose` says it (trace.js's departureOf: event null where only the order its check
// meets a try's units in differs); with options.play, the page plays the edited run from
// its departure.
export async function runEdited(source, options = {}) {
  const name = options.strategy ?? strategySelect.value;
  const strategy = strategyNamed(pageData, name);
  if (!strategy) throw new Error(`runCode(source, { strategy }): no strategy ${JSON.stringify(name)}`);
  const from = startingBoard(options), settings = runOptions(options);
  const theirs = runProgram(strategy.listing.text, from, settings);
  theirs.promise.catch(() => {});
  let mine;
  try {
    mine = await runRead(source, from, strategy.label, settings);
  } catch (why) {
    theirs.stop();
    throw why;
  }
  const original = await theirs.promise;
  if (mine.error) throw { kind: 'trace', why: `line ${mine.error.line}: ${mine.error.why}` };
  const departure = await sliced(departureSteps(mine.events, original.events, strategy, pageTexts, from));
  const ending = runEnding(mine, original, pageTexts);
  const counts = { mine: countsOf(mine.events), theirs: countsOf(original.events) };
  if (options.play) {
    const listing = { name: strategy.listing.name, text: source, lines: linesIn(source, strategy.listing) };
    const departs = departure === null ? null : departure.event;
    if (departs !== null) listing.departs = await departingLine(source, from, departs, mine.events, settings);
    if (session.game?.code) { session.game.code.departs = listing.departs?.line ?? null; saveGame(); }
    const data = await sliced(runDataSteps(pageData, mine, { departs, listing }));
    data.start = departs !== null ? Math.min(departs, data.refused ? data.refused.at : data.last) : 0;
    await playRun({ ...data, run: { ...runMeta(from, true, mine), departure, counts, events: original.events.length, ending } });
  }
  // The trace's text is made only for a script that asks for it (not for Run your code,
  // whose page opens again on the run): a run of millions of events is held as bytes.
  return { trace: options.play ? null : traceText(mine), departure, ending };
}

// Where the edit departs: { event, line, kind }, the line of `source` that wrote the
// departing event (the edit run again to it, run.js's lineOfEvent), or null where none
// is found (the event was not written again, no line of the program is on the stack).
async function departingLine(source, from, event, events, settings) {
  if (event > events.length) return null;
  const line = await lineOfEvent(source, from, event, settings);
  return line === null ? null : { event, line, kind: events.at(event - 1).kind };
}

function startRun(run) {
  if (session.playRunning) return;
  run().catch((why) => {
    playSays(runRefusal(why), 'wrong');
    if (why.kind === 'error' && why.line) editorGutterMark(why.line);
  });
}

// ---- The code codeEditor: a text area with line numbers, the strategy's listing to start from.
const codeEditor = byId('play-editor'), codeArea = byId('play-source'), codeGutter = byId('play-gutter');
function editorLines() {
  const n = codeArea.value.split('\n').length;
  if (codeGutter.childElementCount !== n) {
    codeGutter.replaceChildren(...Array.from({ length: n }, (_, i) => {
      const line = document.createElement('span');
      line.textContent = String(i + 1);
      return line;
    }));
  }
  codeGutter.scrollTop = codeArea.scrollTop;
}
// Line `line` of the editor marked as where an error is (mark 'error') or where the code
// departs from its strategy ('departs'); every other line's mark of that kind taken off.
function editorGutterMark(line, mark = 'error') {
  for (const el of codeGutter.children) el.classList.remove(mark);
  codeGutter.children[line - 1]?.classList.add(mark);
}
function openEditor(name) {
  ensureGame();
  const strategy = strategyNamed(pageData, name) ?? strategyNamed(pageData, strategySelect.value);
  strategySelect.value = strategy.name;
  if (session.game.code === null || session.game.code.strategy !== strategy.name) session.game.code = { strategy: strategy.name, source: strategy.listing.text };
  codeArea.value = session.game.code.source;
  codeEditor.hidden = false;
  editorLines();
  if (session.game.code.departs) editorGutterMark(session.game.code.departs, 'departs');
  fit();
}
codeArea.addEventListener('input', () => {
  session.game.code.source = codeArea.value;
  session.game.code.departs = null;
  editorGutterMark(0, 'departs');
  saveGame();
  editorLines();
});
codeArea.addEventListener('scroll', () => { codeGutter.scrollTop = codeArea.scrollTop; });
byId('play-reset').addEventListener('click', () => {
  session.game.code = null;
  openEditor(strategySelect.value);
});
byId('play-run-code').addEventListener('click', () => startRun(() => runEdited(codeArea.value, { play: true })));
byId('play-edit').addEventListener('click', () => (codeEditor.hidden ? openEditor(strategySelect.value) : (codeEditor.hidden = true)));
// The code panel's Edit: the listing shown, edited in Play from the board being played.
byId('code-edit').addEventListener('click', () => {
  const name = strategyNamed(pageData, pageData.solver) ? pageData.solver : strategySelect.value;
  MODES.play.open = () => openEditor(name);
  if (mode.now === 'play') openEditor(name);
  else document.getElementById('mode-play').click();
});

// ---- The controls.
pageData.bank.forEach((entry, i) => {
  const option = document.createElement('option');
  option.value = String(i);
  option.textContent = entry.label ? `${i + 1} · ${entry.label}` : String(i + 1);
  puzzleSelect.append(option);
});
const ownOption = document.createElement('option');
ownOption.value = '-1';
ownOption.textContent = pageTexts.PagePlayYours;
ownOption.hidden = true;
puzzleSelect.append(ownOption);
puzzleSelect.addEventListener('change', () => {
  const i = Number(puzzleSelect.value);
  if (i >= 0) openPuzzle(pageData.bank[i].puzzle, i);
});
for (const s of pageData.strategies) {
  const option = document.createElement('option');
  option.value = s.name;
  option.textContent = s.label;
  strategySelect.append(option);
}
strategySelect.value = strategyNamed(pageData, pageData.solver) ? pageData.solver : pageData.strategies[0].name;
limitInput.value = String(pageData.runLimit);
const playPadEl = byId('play-pad');
for (let d = 1; d <= 9; d++) {
  const button = document.createElement('button');
  button.type = 'button';
  button.dataset.key = button.textContent = String(d);
  playPadEl.append(button);
}
byId('play-own-form').addEventListener('submit', (e) => {
  e.preventDefault();
  const text = byId('play-own').value.replace(/\s+/g, '');
  const cellsRead = text.replace(/[^.0-9]/g, '').length;
  if (!/^[.0-9]{81}$/.test(text)) { playSays(fill(pageTexts.PagePlayNotAPuzzle, { n: fmt(cellsRead) }), 'wrong'); return; }
  openPuzzle(text.replace(/0/g, '.'), -1);
});

const PLAY_MOVES = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -9, ArrowDown: 9 };
const PLAY_ACTIONS = {
  p: () => { session.playPencil = !session.playPencil; drawPlay(); },
  '.': () => { session.playPencil = !session.playPencil; drawPlay(); },
  u: () => undoRedo('undo', 'redo', 'before'),
  r: () => undoRedo('redo', 'undo', 'after'),
  x: () => { session.game.clashes = !session.game.clashes; saveGame(); drawPlay(); },
  w: () => showMistakes(!shelf.showMistakes),
  c: showCheck,
  h: showHint,
};
function playKey(e) {
  ensureGame();
  const k = e.key, i = mode.cursor, to = i + PLAY_MOVES[k];
  if (Object.hasOwn(PLAY_MOVES, k)) {
    if (i < 0) mode.cursor = 0;
    else if (to >= 0 && to < CELLS && (Math.abs(PLAY_MOVES[k]) === 9 || Math.floor(to / 9) === Math.floor(i / 9))) mode.cursor = to;
    drawPlay();
    cells[mode.cursor].el.focus();
  } else if (k.length === 1 && k >= '1' && k <= '9') {
    if (enter(mode.cursor, Number(k))) drawPlay();
  } else if (k === '0' || k === 'Backspace' || k === 'Delete') {
    if (setCell(mode.cursor, 0, 0)) drawPlay();
  } else if (Object.hasOwn(PLAY_ACTIONS, k)) PLAY_ACTIONS[k]();
  else return false;
  return true;
}
byId('play-panel').addEventListener('click', (e) => {
  const button = e.target.closest('button[data-key]');
  if (button) playKey({ key: button.dataset.key });
});
byId('play-run').addEventListener('click', () => startRun(() => runStrategy(strategySelect.value, { play: true })));
byId('play-go-on').addEventListener('click', () => startRun(() => runStrategy(strategySelect.value, { play: true })));
byId('play-stop').addEventListener('click', () => session.playRunning?.stop());
byId('board').addEventListener('click', (e) => {
  if (mode.now !== 'play') return;
  const i = cells.findIndex((view) => view.el.contains(e.target));
  if (i >= 0) { mode.cursor = i; drawPlay(); }
});

// ---- A run the page plays: what it is, where an edit departs, both searches' counts.
if (pageData.run) {
  const note = byId('run-note');
  note.hidden = false;
  byId('about').textContent += ` · ${pageData.run.follow ? pageTexts.PagePlayFollowAbout : pageTexts.PagePlayRunAbout}`;
  const lines = [];
  if (pageData.run.code) {
    const { departure } = pageData.run;
    if (departure && departure.event !== null) lines.push(fill(pageTexts.PageCodeDeparts, { words: departure.words }));
    else lines.push(fill(pageTexts.PageCodeSame, { n: fmt(pageData.last) }));
    // Its check names clashes in another order (LeetCode's one loop): said, as diagnose
    // says it, never held against it.
    if (departure && departure.order) {
      lines.push(fill(pageTexts.PageCodeOtherOrder, { event: fmt(departure.order.event), how: departure.order.words }));
    }
    if (pageData.run.ending) lines.push(pageData.run.ending);
  }
  // A run from a board with a digit of the learner's that is not the solution's, that
  // found no solution: that digit is its cause, which the board alone cannot show.
  if (pageData.run.wrong?.length > 0) {
    const digits = pageData.run.wrong.map(([cell, digit]) => fill(pageTexts.PagePlayDigitAt, { digit, cell: cellName(cell) }));
    lines.push(fill(pageTexts.PagePlayRunWrong, { digits: digits.join(pageTexts.ListSeparator) }));
  }
  byId('run-say').textContent = lines.join(' ');
  if (pageData.run.code) {
    const shown = ['tries', 'row', 'col', 'box', 'backtracks', 'choices', 'forced', 'dead_ends'];
    byId('run-counts').replaceChildren(...shown.filter((k) => pageData.run.counts.mine[k] || pageData.run.counts.theirs[k]).map((k) => {
      const item = document.createElement('li');
      item.textContent = fill(pageTexts.PageCodeCounts, { count: COUNT_WORDS[COUNTS.indexOf(k)], mine: fmt(pageData.run.counts.mine[k]), theirs: fmt(pageData.run.counts.theirs[k]) });
      return item;
    }));
  }
}
byId('own-trace').addEventListener('click', () => {
  sessionStorage.removeItem(RUN_KEY);
  history.replaceState(null, '', location.pathname + location.search);
  location.reload();
});

// The line about the page in the other modes: their search's (Play's says the puzzle
// being played).
const pageAbout = byId('about').textContent;

// Whether the page's search is of the puzzle being played: the page's own, or a run of it.
// A page that holds no search (`sudotrace play`'s) has one only once it has run one.
const searchFollowsGame = () => {
  if (session.game === null || pageData.run?.puzzle === session.game.puzzle) return true;
  return !(pageData.searchless && !pageData.run) && session.game.puzzle === pageData.puzzle;
};

MODES.play = {
  label: pageTexts.PageModePlay,
  enter() {
    ensureGame();
    if (mode.cursor < 0) mode.cursor = Math.max(0, session.game.board.indexOf(0));
    drawPlay();
    MODES.play.open?.();
    MODES.play.open = null;
  },
  leave() {
    mode.cursor = -1;
    session.playHinted = null;
    byId('about').textContent = pageAbout;
    saveGame();
  },
  // Leaving for mode `name` while the page's search is of another puzzle: the page's
  // strategy is run on the puzzle being played, and the page opens on its search in
  // `name` (true: the mode is not changed now).
  divert(name) {
    if (searchFollowsGame()) return false;
    const strategy = strategyNamed(pageData, pageData.solver) ? pageData.solver : strategySelect.value;
    startRun(() => runStrategy(strategy, { play: true, from: session.game.puzzle, mode: name, follow: true }));
    return true;
  },
  key: playKey,
  board: drawPlay,
};

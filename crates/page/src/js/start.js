// The page's start: the Mode buttons, the mode the link or the page names, the API that
// scripts drive the page with (window.sudotrace, documented in the README), and the first
// drawing.
import { fit, fromAddress, jump, pause, render, setPlaying, switchMode } from './controls.js';
import { drawProfile, drawTreeImage, measureCode } from './draw.js';
import { MODES, mode, modeOfAddress, on, score, setMode } from './mode.js';
import { byId, pageData, pageTexts, here, replay } from './page.js';
import { predictAnswer, predictQuestion, quizScore, restart } from './predict.js';
import { simStep } from './simulate.js';
import {
  checkGame, enterAt, hintGame, playBoard, playPuzzle, runEdited, runRefusal, runStrategy, showMistakes,
} from './play.js';

for (const [name, { label }] of Object.entries(MODES)) {
  const button = document.createElement('button');
  button.type = 'button';
  button.id = `mode-${name}`;
  button.value = name;
  button.textContent = label;
  button.title = `${pageTexts.PageHelpMode} (m)`;
  button.addEventListener('click', () => switchMode(name));
  byId('modes').append(button);
}

window.sudotrace = {
  seek(n) {
    if (!Number.isFinite(n)) throw new TypeError(`seek(n): n is an event number, not ${n}`);
    jump(n);
    return here();
  },
  play() {
    switchMode('watch');
    setPlaying(true);
  },
  pause,
  event: here,
  mode(name) {
    if (name !== undefined) switchMode(name);
    return mode.now;
  },
  step(event) {
    if (mode.now !== 'simulate') switchMode('simulate');
    return simStep(event);
  },
  score: () => ({ ...(mode.now === 'predict' ? quizScore : score) }),
  on,
  // Predict's open question, or null (in another mode, or every question answered).
  question: () => (mode.now === 'predict' ? predictQuestion() : null),
  answer(i) {
    if (mode.now !== 'predict') throw new Error("answer(i): no question is open: Predict is not the page's mode (mode('predict') first)");
    if (predictQuestion() === null) throw new Error('answer(i): no question is open: every question is answered');
    return predictAnswer(i, true);
  },
  // Predict or Do it yourself from the start, the score back to 0 (the Start again button).
  restart,
  // Play: the puzzle and the board being played (81 characters, . a blank), a digit
  // entered, the check (as `sudotrace check --json`), a hint, and whether hints show the
  // learner's mistakes (mistakes(true) turns it on; off by default).
  puzzle: playPuzzle,
  board: playBoard,
  enter: enterAt,
  check: checkGame,
  mistakes: showMistakes,
  hint() {
    const hint = hintGame();
    return hint && { r: hint.r, c: hint.c, d: hint.d, rule: hint.rule, words: hint.words };
  },
  // A strategy's listing, or the reader's code beside it, run from the board being played:
  // a promise of its trace's JSON Lines (and of where the code departs).
  run: (strategy, options = {}) => runStrategy(strategy, options).catch((why) => { throw new Error(why instanceof Error ? why.message : runRefusal(why)); }),
  runCode: (source, options = {}) => runEdited(source, options).catch((why) => { throw new Error(why instanceof Error ? why.message : runRefusal(why)); }),
};

// The check's marks drawn bold for a projector (html --marks bold).
if (pageData.marks === 'bold') byId('player').classList.add('bold-marks');
replay.restore(0);
replay.goTo(fromAddress() ?? pageData.start);
setMode(modeOfAddress());
fit();
drawProfile();
drawTreeImage();
render();
// Again with the words in: beside the board in a frame, the counts decide what shows.
fit();
// The code panel's sizes are read in the first frame's layout, not in a seek's.
requestAnimationFrame(measureCode);
byId('player').dataset.ready = 'true';
performance.mark('sudotrace-ready');

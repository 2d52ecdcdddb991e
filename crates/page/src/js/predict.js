// Predict: the page stops before each of its questions' events (drawn by sudotrace from a
// seed, as `step --predict` asks them) and asks what the search does quizNext; after an
// answer, right or not, the rule in the caption's words, and the event plays. The score,
// the misses for the quizReview at the end, each at its event, and the score card a learner
// saves (docs/results.md), of this mode or of Do it yourself.
import { fit, jump, live, render } from './controls.js';
import { newScore } from './grade.js';
import { MODES, emit, mode, on, score, session } from './mode.js';
import { byId, pageData, pageTexts, here } from './page.js';
import { answerQuestion, misses, newQuiz, openQuestion, questionOf, restartQuiz, resultsFile } from './quiz.js';
import { fill } from './words.js';

export const quiz = newQuiz(pageData.questions ?? []);
export const quizScore = newScore();
const quizPrompt = byId('quiz-prompt'), quizChoices = byId('quiz-choices'), quizSay = byId('quiz-say');
const quizNext = byId('quiz-next'), quizScoreEl = byId('quiz-score'), quizReview = byId('quiz-review');
// The simSteps of Do it yourself, for its score card: { event, given, expected, right,
// seconds }.
const simSteps = [];
on('answer', (a) => {
  if (mode.now === 'simulate' && a.step) {
    simSteps.push({ event: here(), given: a.step, expected: a.expected, right: a.right, seconds: a.seconds });
  }
});

const showQuizScore = () => { quizScoreEl.textContent = fill(pageTexts.PageSimScore, quizScore); };

// The open question on the board before its event, or the quizReview once all are quizAnswered.
function askQuestion() {
  const q = openQuestion(quiz);
  session.quizAnswered = false;
  quizNext.hidden = true;
  quizChoices.replaceChildren();
  quizSay.className = 'sim-say';
  if (!q) return finishQuiz();
  jump(q.event - 1);
  quizPrompt.textContent = q.prompt;
  q.choices.forEach((choice, i) => {
    const button = document.createElement('button');
    button.type = 'button';
    button.dataset.key = String(i + 1);
    button.setAttribute('aria-keyshortcuts', String(i + 1));
    button.textContent = `${i + 1}  ${choice.label}`;
    quizChoices.append(button);
  });
  quizSay.textContent = live.textContent = pageTexts.PageQuizAsk;
  showQuizScore();
  fit();
  session.askedAt = performance.now();
}

// Every question quizAnswered: the score, and each miss, a button to its event.
function finishQuiz() {
  quizPrompt.textContent = quiz.questions.length ? fill(pageTexts.PageSimDone, quizScore) : pageTexts.PageQuizNone;
  quizReview.replaceChildren();
  for (const miss of misses(quiz)) {
    const q = quiz.questions[miss.question], item = document.createElement('li');
    const go = document.createElement('button');
    go.type = 'button';
    go.textContent = `#${q.event.toLocaleString('en')}`;
    go.addEventListener('click', () => reviewMiss(q));
    item.append(go, ` ${fill(pageTexts.PageQuizMissed, { rule: q.rule, why: q.why, given: q.choices[miss.choice].label })}`);
    quizReview.append(item);
  }
  quizReview.hidden = quizReview.children.length === 0;
  showQuizScore();
  fit();
}

// A missed question looked at again: its event on the board, with its own feedback (not
// the last question's), and the board brought into view whole, above the review.
function reviewMiss(q) {
  jump(q.event);
  quizSay.textContent = live.textContent = fill(pageTexts.PageQuizWrong, { rule: q.rule, why: q.why });
  quizSay.className = 'sim-say wrong';
  byId('board').scrollIntoView({ block: 'start', behavior: 'instant' });
}

// Answer the open question with choice `i` (from 0): said, the event played, and (through
// the API, `atOnce`) the quizNext question asked at once. Gives { right, expected }.
export function predictAnswer(i, atOnce) {
  if (session.quizAnswered) askQuestion();
  const seconds = (performance.now() - session.askedAt) / 1000;
  const { right, expected, rule, why, question } = answerQuestion(quiz, quizScore, i, seconds);
  session.quizAnswered = true;
  [...quizChoices.children].forEach((button, k) => {
    button.disabled = true;
    if (k === question.right) button.className = 'right';
    else if (k === i) button.className = 'wrong';
  });
  jump(question.event);
  quizSay.textContent = live.textContent = fill(right ? pageTexts.PageQuizRight : pageTexts.PageQuizWrong, { rule, why });
  quizSay.className = `sim-say ${right ? 'right' : 'wrong'}`;
  showQuizScore();
  const result = { right, expected, why };
  emit('answer', { ...result, seconds, score: { ...quizScore } });
  if (!openQuestion(quiz)) emit('done', { mode: 'predict', event: here(), score: { ...quizScore } });
  if (atOnce) askQuestion();
  else quizNext.hidden = false;
  render();
  return result;
}

// The open question as window.sudotrace.question() gives it, or null.
export const predictQuestion = () => (session.quizAnswered ? null : questionOf(openQuestion(quiz)));

function predictKey(e) {
  const k = e.key;
  if (k >= '1' && k <= '9' && !session.quizAnswered && openQuestion(quiz)) {
    const i = Number(k) - 1;
    if (i < openQuestion(quiz).choices.length) predictAnswer(i, false);
  } else if ((k === 'Enter' || k === 'n') && session.quizAnswered) askQuestion();
  else return false;
  return true;
}

quizChoices.addEventListener('click', (e) => {
  const button = e.target.closest('button[data-key]');
  if (button && !session.quizAnswered) predictAnswer(Number(button.dataset.key) - 1, false);
});
quizNext.addEventListener('click', askQuestion);

// Predict or Do it yourself from the start again: the answers and the score back to
// nothing, the time counted afresh; Predict asks its first question again, Do it yourself
// goes back to the page's first event. Gives the score (see window.sudotrace.restart).
export function restart() {
  session.quizOpened = Date.now();
  if (mode.now === 'predict') {
    restartQuiz(quiz);
    Object.assign(quizScore, newScore());
    quizReview.replaceChildren();
    quizReview.hidden = true;
    askQuestion();
    return { ...quizScore };
  }
  if (mode.now === 'simulate') {
    simSteps.length = 0;
    Object.assign(score, newScore());
    jump(pageData.first);
  }
  return { ...score };
}
byId('again').addEventListener('click', restart);

// The score card of the mode in use, saved as a file the learner keeps.
byId('save').addEventListener('click', () => {
  const name = byId('save-name').value.trim();
  const answers = mode.now === 'predict' ? quiz.answers : simSteps;
  const card = resultsFile(pageData, mode.now, name, (Date.now() - session.quizOpened) / 1000, answers);
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([JSON.stringify(card, null, 1)], { type: 'application/json' }));
  link.download = `results-${(name || 'sudotrace').replace(/[^\p{L}\p{N}_-]+/gu, '-')}.json`;
  link.click();
  URL.revokeObjectURL(link.href);
});

MODES.predict = {
  label: pageTexts.PageModePredict,
  enter: askQuestion,
  leave() { session.quizAnswered = false; },
  key: predictKey,
};

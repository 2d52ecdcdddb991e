// Holds Predict's grading (quiz.js) to the trace with node alone, no browser: every
// question of a page's data answered as the trace goes (the choice whose event is the
// trace's event there, found from the trace, not from the page's own answer key) is
// right, every other choice wrong, and the score card of a learner who misses the odd
// questions is written out for `sudotrace marks`.
//
//   node predict.mjs MODULES DATA TRACE CARD
//
// Prints {"questions", "right", "wrong"} and writes CARD, else the first disagreement
// {"question", "field", "page", "trace"} and exits 1.
import { readFileSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const [folder, dataPath, tracePath, cardPath] = process.argv.slice(2);
const load = (name) => import(pathToFileURL(join(folder, name)).href);
const { newScore } = await load('grade.js');
const { answerQuestion, misses, newQuiz, openQuestion, restartQuiz, resultsFile } = await load('quiz.js');

const D = JSON.parse(readFileSync(dataPath, 'utf8'));
const lines = readFileSync(tracePath, 'utf8').split('\n').filter((l) => l.trim())
  .map((l) => JSON.parse(l)).filter((l) => 'ev' in l && l.ev !== 'end');
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
function disagree(question, field, page, trace) {
  writeSync(1, `${JSON.stringify({ question, field, page, trace })}\n`);
  process.exit(1);
}

// Every choice of every question, tried on a quiz of its own: only the trace's is right.
let wrong = 0;
for (const [k, q] of D.questions.entries()) {
  const event = lines[q.event - 1];
  const truth = q.choices.findIndex((c) => same(c.event, event));
  if (truth < 0) disagree(k, 'no choice is the trace event', q.choices, event);
  for (let i = 0; i < q.choices.length; i++) {
    const quiz = newQuiz([q]);
    const result = answerQuestion(quiz, newScore(), i);
    if (result.right !== (i === truth)) disagree(k, `choice ${i}`, result.right, i === truth);
    if (!same(result.expected.event, event)) disagree(k, 'expected', result.expected.event, event);
    if (openQuestion(quiz) !== null) disagree(k, 'a question left open', openQuestion(quiz), null);
    if (i !== truth) wrong++;
  }
}
// A learner who misses the odd questions, taking k + 1.04 seconds over question k: the
// score, the misses, the card (its times to a tenth of a second).
const quiz = newQuiz(D.questions), score = newScore();
D.questions.forEach((q, k) => {
  const truth = q.choices.findIndex((c) => same(c.event, lines[q.event - 1]));
  answerQuestion(quiz, score, k % 2 ? (truth + 1) % q.choices.length : truth, k + 1.04);
});
const missed = misses(quiz).map((m) => m.event);
const odd = D.questions.filter((_, k) => k % 2).map((q) => q.event);
if (!same(missed, odd)) disagree(-1, 'misses', missed, odd);
if (score.right !== D.questions.length - odd.length) disagree(-1, 'score', score, odd.length);
try {
  answerQuestion(quiz, score, 0);
  disagree(-1, 'an answer after the last question', 'taken', 'refused');
} catch (e) {
  if (!String(e.message).includes('no question is open')) disagree(-1, 'the refusal', e.message, 'no question is open');
}
const card = resultsFile(D, 'predict', 'Ana', 61.25, quiz.answers);
card.answers.forEach((a, k) => { if (a.seconds !== k + 1) disagree(k, 'seconds', a.seconds, k + 1); });
writeFileSync(cardPath, JSON.stringify(card));
// Started again: the first question open, no answer kept.
restartQuiz(quiz);
if (openQuestion(quiz) !== D.questions[0] || quiz.answers.length) disagree(-1, 'started again', quiz.at, 0);
writeSync(1, `${JSON.stringify({ questions: D.questions.length, right: score.right, wrong })}\n`);

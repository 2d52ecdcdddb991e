// Predict, graded: the page's questions (D.questions: each at an event, with its choices
// as trace lines, drawn by sudotrace from a seed, as `step --predict` asks them), asked in
// the order of their events, each answer held to the trace's event; the misses for the
// review; and the score card a learner saves (docs/results.md). No DOM: node's tests
// import it.
import { noteAnswer } from './grade.js';

/** @typedef {import('./build.js').PageData} PageData */
/** @typedef {import('./grade.js').Score} Score */
/** @typedef {import('./grade.js').TraceLine} TraceLine */

/**
 * A question of Predict (D.questions): at an event, its choices as trace lines, the
 * right one's index, the rule that decides it and its words.
 * @typedef {Object} Question
 * @property {number} event
 * @property {string} prompt
 * @property {{ label: string, event: TraceLine }[]} choices
 * @property {number} right
 * @property {string} rule
 * @property {string} why
 */

/**
 * An answer as a score card holds it: the event asked about, the step given, the step
 * expected, whether they are the same, the seconds it took when known.
 * @typedef {{ event: number, given: TraceLine, expected: TraceLine, right: boolean, seconds?: number }} ResultAnswer
 */

/**
 * A quiz (newQuiz): its questions, the one open, the answers given (each with the
 * question's index and the choice's).
 * @typedef {{ questions: Question[], at: number, answers: (ResultAnswer & { question: number, choice: number })[] }} Quiz
 */

/**
 * The questions, the one open (by its index; questions.length once all are answered), and
 * the answers given.
 * @param {Question[]} questions
 * @returns {Quiz}
 */
export function newQuiz(questions) {
  return { questions, at: 0, answers: [] };
}

/**
 * The open question, or null when every one is answered.
 * @param {Quiz} quiz
 * @returns {Question | null}
 */
export const openQuestion = (quiz) => quiz.questions[quiz.at] ?? null;

/**
 * The open question as window.sudotrace.question() gives it.
 * @param {Question | null} q
 */
export function questionOf(q) {
  return q && { event: q.event, prompt: q.prompt, choices: q.choices.map((c) => ({ label: c.label, event: c.event })) };
}

/**
 * Answer the open question with choice `i` (from 0) after `seconds` (kept with the
 * answer when given), noted in `score`; gives { right, expected, rule, why, question }
 * (expected: the right choice). Throws when no question is open or there is no such
 * choice.
 * @param {Quiz} quiz
 * @param {Score} score
 * @param {number} i
 * @param {number} [seconds]
 */
export function answerQuestion(quiz, score, i, seconds) {
  const q = openQuestion(quiz);
  if (!q) throw new Error('no question is open: every question is answered');
  if (!Number.isInteger(i) || i < 0 || i >= q.choices.length) {
    throw new RangeError(`no choice ${i}: answer with 0 to ${q.choices.length - 1}`);
  }
  const right = i === q.right, expected = q.choices[q.right];
  quiz.answers.push({ event: q.event, given: q.choices[i].event, expected: expected.event, right, question: quiz.at, choice: i, seconds });
  quiz.at++;
  noteAnswer(score, right);
  return { right, expected: { label: expected.label, event: expected.event }, rule: q.rule, why: q.why, question: q };
}

/**
 * Every answer taken back: the first question open again.
 * @param {Quiz} quiz
 */
export function restartQuiz(quiz) {
  quiz.at = 0;
  quiz.answers.length = 0;
}

/**
 * The questions answered wrong, in order: { event, question, choice }.
 * @param {Quiz} quiz
 */
export const misses = (quiz) => quiz.answers.filter((a) => !a.right);

/**
 * The score card of `answers` (each { event, given, expected, right, seconds }) as
 * docs/results.md has it, for the page whose data is `D`; times to a tenth of a second.
 * @param {PageData} D
 * @param {string} mode
 * @param {string} name
 * @param {number} seconds
 * @param {ResultAnswer[]} answers
 */
export function resultsFile(D, mode, name, seconds, answers) {
  const right = answers.filter((a) => a.right).length;
  return {
    format: 'sudotrace-results',
    version: 1,
    page: D.page,
    mode,
    solver: D.solver,
    puzzle: D.puzzle,
    name,
    seconds: tenths(seconds),
    score: { right, asked: answers.length },
    answers: answers.map(({ event, given, expected, seconds: took }) => (
      took === undefined ? { event, given, expected } : { event, given, expected, seconds: tenths(took) })),
  };
}

/** @param {number} seconds */
const tenths = (seconds) => Math.round(Math.max(0, seconds) * 10) / 10;

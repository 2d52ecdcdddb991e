// Do it yourself with another solver's steps: the page's grading (grade.js's takeStep)
// of each event of STEPS (JSON Lines, another trace of the same search) as the learner's
// step, on the page whose data is DATA.
//
//   node steps.mjs MODULES DATA STEPS
//
// Prints { "steps", "right", "firstWrong", "order", "orderFrom" }: how many steps were
// graded, how many right, the number of the first graded wrong (null: none), and the
// order of the check the learner's conflicts were found to keep to (null: the page's
// own) with the step that told it.
import { readFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const [folder, dataPath, stepsPath] = process.argv.slice(2);
const load = (name) => import(pathToFileURL(join(folder, name)).href);
const { eventsOf } = await load('decode.js');
const { replaySteps } = await load('replay.js');
const { drain } = await load('slices.js');
const { newScore, takeStep } = await load('grade.js');

const { pageDataOf } = await load('build.js');
// The page's data as the page builds it from what sudotrace wrote.
const D = await pageDataOf(JSON.parse(readFileSync(dataPath, 'utf8')), null);
const steps = readFileSync(stepsPath, 'utf8').split('\n').filter((l) => l.trim())
  .map((l) => JSON.parse(l)).filter((l) => 'ev' in l && l.ev !== 'end');
const replay = drain(replaySteps(D, await eventsOf(D), () => {}));
replay.restore(0);
replay.goTo(D.start);
const score = newScore();
let graded = 0, firstWrong = null, order = null, orderFrom = null;
for (let at = D.start + 1; at <= D.last; at++) {
  const result = takeStep(replay, score, steps[at - 1]);
  if (result === null) break;
  graded++;
  if (!result.right && firstWrong === null) firstWrong = at;
  if (result.order && order === null) [order, orderFrom] = [result.order, at];
}
writeSync(1, `${JSON.stringify({ steps: graded, right: score.right, firstWrong, order, orderFrom })}\n`);

// Holds the logic of the page's Play mode to sudotrace with node alone, no browser: the
// answer's check (answer.js) and the hints (hint.js), imported as the page's script holds
// them, their words the page's texts (the `ui` of a page `sudotrace html` wrote).
//
//   node play.mjs MODULES TASK INPUT
//
// MODULES: the folder sudotrace_page::player_modules was written into; INPUT: a
// JSON file {"texts": {LANG: the page's ui}, ...} whose other keys the TASK reads:
//
// answers  {"cases": [{"puzzle", "answer", "lang", "solution"?}]}: prints, one a line,
//          checkAnswer's verdict on each as JSON text (held to the puzzle's own solution,
//          counted as the page counts it, or to `solution` where one is given, as the page
//          holds a bank puzzle's), for the Rust test to compare with `check --json`.
// solve    {"puzzles": [{"puzzle", "solution", "forces", "choose"}]}: from each puzzle,
//          in each language, with the solution known and not, takes the hints one after
//          the other, each elimination hinted taken (its candidates kept struck, as Play
//          keeps them): each must be the search's next step (`forces`: [cell, digit,
//          "cell" or the unit] for a forced digit, right, and so by its rule (a single's
//          cell has one candidate; a hidden single's digit one place in its unit), or the
//          trace line of an elimination, in turn, as mrv+locked+tables makes them); the
//          last hint is the guess at `choose` ([cell, number of candidates]) or, with
//          `choose` null, none on the solved board, which checkAnswer finds correct. Every
//          seventh hint with the solution known, a wrong digit is put on a blank first:
//          the hint must name it, with the solution's digit. Prints {"hints", "wrongs",
//          "guesses", "samples"} (the first hint of each rule in each language, with its
//          board, the candidates struck there and an elimination's trace line, for the
//          Rust test to word).
// walk     {"puzzles": [{"puzzle", "solution"}], "seed"}: random walks of placements
//          (any candidate of any blank) from each puzzle, the solution known and not;
//          every position's hint is checked against the rules worked out here the slow
//          way, and now and then a digit that clashes with its row, column or box is put
//          on the board (no solution known: the hint is that clash; known: the first
//          wrong digit). Where no single is left, the hint is an elimination's rule or
//          the guess, which the search's first event from there tells apart (Rust).
//          Prints {"hints", "rules" (how many of each, and of the clashes by unit:
//          "clash row"...), "positions" (boards with no solution known and their hints,
//          an elimination's trace line with them, for the Rust test to hold to the
//          search's first event), "times" (ms: the slowest hint, "slowest", and the
//          "mean")}.
//
// A disagreement prints {"task", "field", "board", "hint", "expected"} and exits 1.
import { readFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const [folder, task, inputPath] = process.argv.slice(2);
const load = (name) => import(pathToFileURL(join(folder, name)).href);
const { UNIT_NAMES, UNIT_TEXTS } = await load('constants.js');
const { digitsOf } = await load('decode.js');
const { candidatesOn, cellName, digitsIn, popcount, unitCells } = await load('grid.js');
const { fill } = await load('words.js');
const { answerKey, checkAnswer } = await load('answer.js');
const { hintOf } = await load('hint.js');
const { patternFields } = await load('patterns.js');
const RULES = ['pointing', 'claiming', 'naked-pair', 'hidden-pair'];
// An elimination hint as the trace line of its elimination.
const eliminationLine = (hint) => ({ ev: 'eliminate', ...patternFields(hint.pattern) });

const input = JSON.parse(readFileSync(inputPath, 'utf8'));
const line = (board) => Array.from(board, (d) => (d ? String(d) : '.')).join('');
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
// A value with its objects' keys in order, as serde_json gives a trace line.
const sorted = (v) => (v === null || typeof v !== 'object' || Array.isArray(v) ? v
  : Object.fromEntries(Object.keys(v).sort().map((k) => [k, sorted(v[k])])));

function disagree(field, board, hint, expected) {
  writeSync(1, `${JSON.stringify({ task, field, board: line(board), hint, expected })}\n`);
  process.exit(1);
}

// The hint, timed.
let calls = 0, total = 0, slowest = 0;
function timedHint(board, givens, solution, T, struck = null) {
  const start = performance.now();
  const hint = hintOf(board, givens, solution, T, struck);
  const ms = performance.now() - start;
  calls++;
  total += ms;
  slowest = Math.max(slowest, ms);
  return hint;
}

// What the rules give on a board with no clash, worked out the slow way, independently of
// hint.js: [rule, cell, digit, unit] (null on a full board).
function expectedHint(board) {
  const blanks = [...board.keys()].filter((i) => !board[i]);
  if (blanks.length === 0) return null;
  const cands = new Map(blanks.map((i) => [i, candidatesOn(board, i)]));
  const dead = blanks.find((i) => cands.get(i) === 0);
  if (dead !== undefined) return ['dead', dead, 0, null];
  const single = blanks.find((i) => popcount(cands.get(i)) === 1);
  if (single !== undefined) return ['single', single, digitsIn(cands.get(single))[0], null];
  for (let unit = 0; unit < 3; unit++) {
    for (let k = 0; k < 9; k++) {
      const anchor = unit === 0 ? k * 9 : unit === 1 ? k : Math.floor(k / 3) * 27 + (k % 3) * 3;
      const cells = unitCells(unit, anchor);
      for (let d = 1; d <= 9; d++) {
        const places = cells.filter((i) => !board[i] && cands.get(i) & (1 << d));
        if (places.length === 1) return ['hidden', places[0], d, UNIT_NAMES[unit]];
      }
    }
  }
  // An elimination or the guess: the search's first event tells (the Rust test).
  return ['settled'];
}

// The hint's own account holds: its cell and digit, the cells its rule rests on, its words;
// `struck` the candidates the hints' eliminations took (none: null).
function checkHint(board, hint, T, struck = null) {
  const i = (hint.r - 1) * 9 + hint.c - 1;
  const left = (o) => candidatesOn(board, o) & ~(struck ? struck[o] : 0);
  const peers = new Set([0, 1, 2].flatMap((unit) => unitCells(unit, i)));
  const heldBy = (cells) => cells.reduce((m, o) => m | (1 << board[o]), 0);
  const fromPeers = hint.cells.every((o) => o !== i && peers.has(o) && board[o]);
  const taken = struck ? struck[i] : 0;
  if (hint.rule === 'dead') {
    if (!fromPeers || (heldBy(hint.cells) | taken) !== 0x3fe) disagree('the peers that rule out every digit', board, hint, 'every digit');
    if (hint.words !== fill(T.PageHintDead, { cell: cellName(i) })) disagree('words', board, hint, T.PageHintDead);
  } else if (hint.rule === 'single') {
    if (left(i) !== 1 << hint.d) disagree('one candidate', board, hint, digitsIn(left(i)));
    if (!fromPeers || (heldBy(hint.cells) | taken) !== (0x3fe & ~(1 << hint.d))) disagree('the peers that rule out the other digits', board, hint, null);
    if (hint.words !== fill(T.EventOnlyDigit, { cell: cellName(i), digit: hint.d })) disagree('words', board, hint, T.EventOnlyDigit);
  } else if (RULES.includes(hint.rule)) {
    // Its cells the pattern's; the cell named its first, the digit its (a pair's smaller).
    if (!hint.pattern || RULES[hint.pattern.rule] !== hint.rule || hint.removal.length === 0) disagree('an elimination', board, hint, null);
    if (!hint.cells.includes(i) && hint.rule !== 'pointing' && hint.rule !== 'claiming') disagree('its first cell', board, hint, i);
    if (hint.d !== hint.pattern.digit) disagree('its digit', board, hint, hint.pattern.digit);
  } else if (hint.rule === 'hidden') {
    const cells = unitCells(UNIT_NAMES.indexOf(hint.unit), i);
    const places = cells.filter((o) => !board[o] && left(o) & (1 << hint.d));
    if (!same(places, [i])) disagree('one place in its unit', board, hint, places);
    if (!same(hint.cells, cells)) disagree('the unit\'s cells', board, hint, cells);
    const kind = UNIT_NAMES.indexOf(hint.unit), number = [hint.r, hint.c, Math.floor(i / 27) * 3 + Math.floor((i % 9) / 3) + 1][kind];
    const unit = fill(T.UnitNumbered, { unit: T[UNIT_TEXTS[kind]], number });
    const words = fill(T.PageHintHidden, { unit, digit: hint.d, cell: cellName(i) });
    if (hint.words !== words) disagree('words', board, hint, words);
  } else if (hint.rule === 'guess') {
    if (board[i] || !same(hint.cells, [i])) disagree('a blank', board, hint, i);
    const words = fill(T.PageHintGuess, { cell: cellName(i), digits: digitsIn(left(i)).join(' ') });
    if (hint.words !== words) disagree('words', board, hint, words);
  }
  if (hint.unit !== null && hint.rule !== 'hidden' && hint.rule !== 'clash') disagree('unit', board, hint, null);
}

// The clash the hint names on a board with one: the first digit in reading order (the
// learner's before the givens) that another of its row, column or box (in turn) holds.
function expectedClash(board, givens, T) {
  for (const own of [true, false]) {
    for (let i = 0; i < 81; i++) {
      if (!board[i] || Boolean(givens[i]) === own) continue;
      for (let unit = 0; unit < 3; unit++) {
        const o = unitCells(unit, i).find((o) => o !== i && board[o] === board[i]);
        if (o === undefined) continue;
        const words = fill(T.EventConflict, { cell: cellName(i), digit: board[i], with: cellName(o), unit: T[UNIT_TEXTS[unit]] });
        return { r: Math.floor(i / 9) + 1, c: (i % 9) + 1, d: board[i], rule: 'clash', words, cells: [i, o].sort((a, b) => a - b), unit: UNIT_NAMES[unit] };
      }
    }
  }
  return null;
}

// The first of the learner's digits that is not the solution's, if any.
const firstWrong = (board, givens, solution) => [...board.keys()].find((i) => board[i] && !givens[i] && board[i] !== solution[i]);

function expectWrong(board, givens, solution, hint, T) {
  const i = firstWrong(board, givens, solution);
  const words = fill(T.PageHintWrong, { cell: cellName(i), digit: board[i], solution: solution[i] });
  const expected = { r: Math.floor(i / 9) + 1, c: (i % 9) + 1, d: solution[i], rule: 'wrong', words, cells: [i], unit: null };
  if (!same(hint, expected)) disagree('wrong', board, hint, expected);
}

// A seeded stream of numbers below n.
function stream(seed) {
  let s = BigInt(seed) & 0xffffffffffffn;
  return (n) => {
    s = (s * 0x5deece66dn + 0xbn) & 0xffffffffffffn;
    return Number(s >> 17n) % n;
  };
}

const T = input.texts;
const out = (value) => writeSync(1, `${JSON.stringify(value)}\n`);

if (task === 'answers') {
  for (const { puzzle, answer, lang, solution } of input.cases) {
    out(checkAnswer(puzzle, answer, T[lang], answerKey(puzzle, solution ?? null)));
  }
} else if (task === 'solve') {
  let hints = 0, wrongs = 0, guesses = 0;
  const samples = {};
  const sample = (lang, board, hint, extra) => {
    samples[lang] ??= {};
    samples[lang][hint.rule] ??= { board: line(board), hint, ...extra };
  };
  for (const { puzzle, solution, forces, choose } of input.puzzles) {
    const givens = digitsOf(puzzle), sol = digitsOf(solution);
    for (const lang of Object.keys(T)) {
      for (const known of [true, false]) {
        const board = Uint8Array.from(givens), struck = new Uint16Array(81);
        let k = 0, hint;
        for (;;) {
          const blanks = [...board.keys()].filter((i) => !board[i]);
          if (known && k % 7 === 3 && blanks.length) {
            const j = blanks[(k * 13) % blanks.length], digit = (sol[j] % 9) + 1;
            board[j] = digit;
            const wrong = timedHint(board, givens, sol, T[lang], struck);
            expectWrong(board, givens, sol, wrong, T[lang]);
            sample(lang, board, wrong, { digit });
            board[j] = 0;
            wrongs++;
          }
          hint = timedHint(board, givens, known ? sol : null, T[lang], struck);
          if (hint === null || hint.rule === 'guess') break;
          const i = (hint.r - 1) * 9 + hint.c - 1;
          checkHint(board, hint, T[lang], struck);
          if (RULES.includes(hint.rule)) {
            const eliminated = eliminationLine(hint);
            if (!same(sorted(eliminated), sorted(forces[k]))) disagree(`the search's step ${k + 1}`, board, hint, forces[k]);
            sample(lang, board, hint, { struck: Array.from(struck), line: eliminated });
            for (const [cell, digits] of hint.removal) struck[cell] |= digits;
          } else {
            const by = hint.rule === 'single' ? 'cell' : hint.unit;
            if (!same([i, hint.d, by], forces[k])) disagree(`the search's step ${k + 1}`, board, hint, forces[k]);
            if (hint.d !== sol[i]) disagree('the solution\'s digit', board, hint, sol[i]);
            sample(lang, board, hint, { struck: Array.from(struck) });
            board[i] = hint.d;
          }
          k++;
          hints++;
        }
        if (k !== forces.length) disagree('every step', board, hint, forces.length);
        if (choose === null) {
          if (hint !== null || !same(board, sol)) disagree('solved by hints alone', board, hint, solution);
          const verdict = checkAnswer(puzzle, line(board), T[lang]);
          if (!verdict.correct) disagree('checked correct', board, verdict, true);
        } else {
          const i = hint ? (hint.r - 1) * 9 + hint.c - 1 : -1;
          if (hint?.rule !== 'guess' || i !== choose[0] || hint.d !== 0) disagree('the guess mrv makes', board, hint, choose);
          if (popcount(candidatesOn(board, i) & ~struck[i]) !== choose[1]) disagree('the fewest candidates', board, hint, choose[1]);
          checkHint(board, hint, T[lang], struck);
          sample(lang, board, hint, { struck: Array.from(struck) });
          guesses++;
        }
      }
    }
  }
  out({ hints, wrongs, guesses, samples });
} else if (task === 'walk') {
  const next = stream(input.seed);
  const rules = {};
  const positions = [];
  let hints = 0;
  for (const { puzzle, solution } of input.puzzles) {
    const givens = digitsOf(puzzle), sol = digitsOf(solution);
    for (const known of [false, true]) {
      const board = Uint8Array.from(givens);
      for (let dead = 0; dead < 3;) {
        const hint = timedHint(board, givens, known ? sol : null, T.en);
        hints++;
        if (hint !== null) rules[hint.rule] = (rules[hint.rule] ?? 0) + 1;
        if (known && firstWrong(board, givens, sol) !== undefined) {
          expectWrong(board, givens, sol, hint, T.en);
        } else {
          const expected = expectedHint(board);
          const got = hint && [hint.rule, (hint.r - 1) * 9 + hint.c - 1, hint.d, hint.unit];
          const settled = hint !== null && (hint.rule === 'guess' || RULES.includes(hint.rule));
          if (!(settled ? same(expected, ['settled']) : same(got, expected))) disagree('the rules', board, hint, expected);
          if (hint === null) break;
          checkHint(board, hint, T.en);
          const eliminated = RULES.includes(hint.rule) ? { line: eliminationLine(hint) } : {};
          if (!known) positions.push({ board: line(board), rule: hint.rule, cell: got[1], d: hint.d, unit: hint.unit, ...eliminated });
          if (hint.rule === 'dead') dead++;
        }
        const blanks = [...board.keys()].filter((i) => !board[i] && candidatesOn(board, i));
        if (blanks.length === 0) break;
        // Now and then, a digit that clashes with its row, column or box, for a moment.
        const j = blanks[next(blanks.length)];
        const clashing = unitCells(next(3), j).find((o) => board[o]);
        if (!known && clashing !== undefined && next(4) === 0) {
          board[j] = board[clashing];
          const clash = timedHint(board, givens, null, T.en);
          hints++;
          rules.clash = (rules.clash ?? 0) + 1;
          const expected = expectedClash(board, givens, T.en);
          if (!same(clash, expected) || (clash.r - 1) * 9 + clash.c - 1 > j) disagree('the clash', board, clash, expected);
          rules[`clash ${clash.unit}`] = (rules[`clash ${clash.unit}`] ?? 0) + 1;
          if (timedHint(board, givens, sol, T.en).rule !== 'wrong') disagree('wrong, the solution known', board, clash, 'wrong');
        }
        const fits = digitsIn(candidatesOn(board, j));
        board[j] = fits[next(fits.length)];
      }
    }
  }
  out({ hints, rules, positions, times: { slowest, mean: total / calls } });
} else {
  throw new TypeError(`no task ${task}`);
}

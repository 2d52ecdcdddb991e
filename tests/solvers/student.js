#!/usr/bin/env node
// A student's LeetCode 37 solver in JavaScript, written the way the articles write it (a
// board of strings, "." for a blank), tracing its search in sudotrace's JSON Lines
// format; with one of the bugs students make, for sudotrace's `diagnose` tests.
//
// Usage: node student.js PUZZLE OUT.jsonl BUG [MAX_EVENTS]
// BUG is one of (as in student.py):
//   none            the correct row-by-row search (solver "naive")
//   string-compare  a digit as a number compared with the board's strings: no clash is seen
//   box-slice       the box's first row and column computed as r / 3 and c / 3, floored
//   stale-tables    lookup tables that a backtrack does not clear
//   give-up         the search gives up at its first clash instead of trying the next digit
//   backtrack-next  a backtrack names the digit after the one it erases
//   stop-at-given   going back, the search stops at a given instead of passing it
//   columns         a correct search, column by column (solver "columns")
//   col-first       a correct row-by-row search that checks the column before the row
//                   (solver "colfirst")
//   no-col          the column is never checked
//   self-clash      the digit is written into the cell before the check, which finds it there
//   counter         a solution counter: it searches on past the first solution, which its
//                   end record gives, and erases every digit on the way back
//   digits-0-8      the digits tried are 0 to 8
//   no-nine         the digits tried are 1 to 8
//   one-loop        a correct search whose check is the LeetCode solutions' isValid: one
//                   loop reading cell i of the row, the column and the box in turn; its
//                   conflicts name the clash that loop meets first (solver "naive")
//   bool-check      the same isValid returning a bool, as LeetCode's does: its conflicts
//                   say only r, c and d (solver "naive")
//   one-loop-box    that isValid with the box's first column computed from the row
//                   (bc = floor(r / 3) * 3): a clash in the box is missed or misnamed
//                   (solver "naive")
//   oneloop         a correct search with that isValid, headed "oneloop"
//   column-loop     a correct search with the most voted Java answer's isValid: one loop
//                   reading cell i of the column, the row and the box in turn
//                   (solver "naive")
//
// The search stops (result "limit") after MAX_EVENTS events (200,000 unless given), so
// that a bug that makes it run on for ever still gives a trace.
'use strict';
const fs = require('fs');

const BUGS = ['none', 'string-compare', 'box-slice', 'stale-tables', 'give-up',
  'backtrack-next', 'stop-at-given', 'columns', 'col-first', 'no-col', 'self-clash',
  'counter', 'digits-0-8', 'no-nine', 'one-loop', 'bool-check', 'one-loop-box', 'oneloop',
  'column-loop'];
const SOLVERS = { columns: 'columns', 'col-first': 'colfirst', oneloop: 'oneloop' };
const MAX_EVENTS = 200000;

// The search made MAX_EVENTS events.
class Limit extends Error {}

// The first cell holding d in the row, column or box of (r, c): [unit, i, j].
function clash(board, r, c, d, bug) {
  if (['one-loop', 'bool-check', 'one-loop-box', 'oneloop', 'column-loop'].includes(bug)) {
    return isValid(board, r, c, d, bug);
  }
  const want = bug === 'string-compare' ? Number(d) : d;
  if (bug === 'col-first') {
    for (let i = 0; i < 9; i++) if (board[i][c] === want) return ['col', i, c];
  }
  for (let j = 0; j < 9; j++) if (board[r][j] === want) return ['row', r, j];
  if (bug !== 'col-first' && bug !== 'no-col') {
    for (let i = 0; i < 9; i++) if (board[i][c] === want) return ['col', i, c];
  }
  const br = bug === 'box-slice' ? Math.floor(r / 3) : Math.floor(r / 3) * 3;
  const bc = bug === 'box-slice' ? Math.floor(c / 3) : Math.floor(c / 3) * 3;
  for (let i = br; i < br + 3; i++) {
    for (let j = bc; j < bc + 3; j++) if (board[i][j] === want) return ['box', i, j];
  }
  return null;
}

// The check of the LeetCode solutions: row, column and box in one loop, cell i of each
// in turn. Where theirs returns false, this returns what it found: [unit, i, j]. With
// the bug 'one-loop-box' the box's first column is taken from the row; with
// 'column-loop' the column's cell i comes before the row's.
function isValid(board, r, c, d, bug = 'one-loop') {
  const br = Math.floor(r / 3) * 3;
  const bc = bug === 'one-loop-box' ? br : Math.floor(c / 3) * 3;
  for (let i = 0; i < 9; i++) {
    if (bug === 'column-loop' && board[i][c] === d) return ['col', i, c];
    if (board[r][i] === d) return ['row', r, i];
    if (board[i][c] === d) return ['col', i, c];
    const [bi, bj] = [br + Math.floor(i / 3), bc + i % 3];
    if (board[bi][bj] === d) return ['box', bi, bj];
  }
  return null;
}

const keys = (r, c) => [`row${r}`, `col${c}`, `box${Math.floor(r / 3) * 3 + Math.floor(c / 3)}`];
const UNITS = ['row', 'col', 'box'];

function solve(board, emit, bug) {
  if (bug === 'stop-at-given') return solveByIndex(board, emit);
  const cells = [];
  for (let a = 0; a < 9; a++) {
    for (let b = 0; b < 9; b++) cells.push(bug === 'columns' ? [b, a] : [a, b]);
  }
  const blanks = cells.filter(([r, c]) => board[r][c] === '.');
  // Tables: where each digit stands in each row, column and box.
  const where = new Map();
  for (let r = 0; r < 9; r++) {
    for (let c = 0; c < 9; c++) {
      if (board[r][c] !== '.') for (const key of keys(r, c)) where.set(key + board[r][c], [r, c]);
    }
  }
  const tableClash = (r, c, d) => {
    const ks = keys(r, c);
    for (let u = 0; u < 3; u++) {
      const at = where.get(ks[u] + d);
      if (at) return [UNITS[u], at[0], at[1]];
    }
    return null;
  };
  const place = (r, c, d) => {
    board[r][c] = d;
    for (const key of keys(r, c)) where.set(key + d, [r, c]);
  };
  const erase = (r, c, d) => {
    board[r][c] = '.';
    if (bug !== 'stale-tables') for (const key of keys(r, c)) where.delete(key + d);
  };

  const digits = { 'digits-0-8': '012345678', 'no-nine': '12345678' }[bug] || '123456789';
  const solutions = [];

  function fill(k) {
    if (k === blanks.length) {
      if (bug !== 'counter') return true;
      solutions.push(board.map((row) => row.join('')).join(''));
      return false;
    }
    const [r, c] = blanks[k];
    for (const d of digits) {
      emit({ ev: 'try', r: r + 1, c: c + 1, d: Number(d) });
      if (bug === 'self-clash') board[r][c] = d;
      const found = bug === 'stale-tables' ? tableClash(r, c, d) : clash(board, r, c, d, bug);
      if (bug === 'self-clash') board[r][c] = '.';
      if (found && bug === 'bool-check') {
        emit({ ev: 'conflict', r: r + 1, c: c + 1, d: Number(d) });
        continue;
      }
      if (found) {
        const [unit, i, j] = found;
        emit({ ev: 'conflict', r: r + 1, c: c + 1, d: Number(d), unit, with: [i + 1, j + 1] });
        if (bug === 'give-up') return null;
        continue;
      }
      place(r, c, d);
      emit({ ev: 'place', r: r + 1, c: c + 1, d: Number(d) });
      const done = fill(k + 1);
      if (done || done === null) return done;
      erase(r, c, d);
      const named = bug === 'backtrack-next' ? Number(d) + 1 : Number(d);
      emit({ ev: 'backtrack', r: r + 1, c: c + 1, d: named });
    }
    return false;
  }
  if (bug === 'counter') {
    fill(0);
    return solutions.length ? solutions[0] : null;
  }
  return fill(0) === true;
}

// Cell by cell over all 81, going back one cell at a time; wrongly gives up when it
// steps back onto a given instead of passing over it.
function solveByIndex(board, emit) {
  const given = board.map((row) => row.map((ch) => ch !== '.'));
  const start = board.map((row) => row.map(() => 1));
  let k = 0;
  while (k < 81) {
    let r = Math.floor(k / 9), c = k % 9;
    if (given[r][c]) { k++; continue; }
    let placed = false;
    for (let n = start[r][c]; n <= 9; n++) {
      const d = String(n);
      emit({ ev: 'try', r: r + 1, c: c + 1, d: n });
      const found = clash(board, r, c, d, 'none');
      if (found) {
        const [unit, i, j] = found;
        emit({ ev: 'conflict', r: r + 1, c: c + 1, d: n, unit, with: [i + 1, j + 1] });
        continue;
      }
      board[r][c] = d;
      emit({ ev: 'place', r: r + 1, c: c + 1, d: n });
      start[r][c] = n + 1;
      k++;
      placed = true;
      break;
    }
    if (placed) continue;
    start[r][c] = 1;
    k--;
    if (k < 0) return false;
    r = Math.floor(k / 9); c = k % 9;
    if (given[r][c]) return false; // the bug: a given is passed over going forward, not going back
    const d = board[r][c];
    board[r][c] = '.';
    emit({ ev: 'backtrack', r: r + 1, c: c + 1, d: Number(d) });
  }
  return true;
}

function main() {
  const [text, path, bug, most] = process.argv.slice(2);
  if (!text || !path || !BUGS.includes(bug)) {
    console.error('usage: node student.js PUZZLE OUT.jsonl BUG [MAX_EVENTS]');
    process.exit(2);
  }
  const maxEvents = most === undefined ? MAX_EVENTS : Number(most);
  const board = [];
  for (let r = 0; r < 9; r++) board.push([...text.slice(r * 9, r * 9 + 9)].map((ch) => ('123456789'.includes(ch) ? ch : '.')));
  const puzzle = board.map((row) => row.join('')).join('');
  const lines = [JSON.stringify({ sudotrace: 1, puzzle, solver: SOLVERS[bug] || 'naive' })];
  const emit = (record) => {
    lines.push(JSON.stringify(record));
    if (lines.length - 1 === maxEvents && record.ev !== 'end') throw new Limit();
  };
  let solved;
  try {
    solved = solve(board, emit, bug);
  } catch (e) {
    if (!(e instanceof Limit)) throw e;
    emit({ ev: 'end', result: 'limit', solution: null });
    fs.writeFileSync(path, lines.join('\n') + '\n');
    return;
  }
  if (typeof solved === 'string') {
    // The counter: its first solution.
    emit({ ev: 'end', result: 'solved', solution: solved });
  } else {
    const solution = solved ? board.map((row) => row.join('')).join('') : null;
    emit({ ev: 'end', result: solved ? 'solved' : 'unsolvable', solution });
  }
  fs.writeFileSync(path, lines.join('\n') + '\n');
}

main();

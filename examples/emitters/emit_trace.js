#!/usr/bin/env node
// Write a sudotrace JSON Lines trace of the row-by-row backtracking search.
//
// Usage: node emit_trace.js PUZZLE OUT.jsonl
// PUZZLE is 81 characters in reading order, 1-9 for a given, . or 0 for a blank.
// Check the result with: sudotrace stats OUT.jsonl
// The format is described in docs/trace-format.md. No dependencies beyond Node.
"use strict";
const fs = require("fs");

// The 27 cells the naive check reads for (r, c), in order, with their unit:
// the row left to right, the column top to bottom, the box in reading order.
function scan(r, c) {
  const cells = [];
  const br = r - (r % 3), bc = c - (c % 3);
  for (let j = 0; j < 9; j++) cells.push(["row", r, j]);
  for (let i = 0; i < 9; i++) cells.push(["col", i, c]);
  for (let i = 0; i < 9; i++) cells.push(["box", br + Math.floor(i / 3), bc + (i % 3)]);
  return cells;
}

// Fill the blanks of board (9 arrays of 9 numbers, 0 = blank); true if solved.
function solve(board, emit) {
  const blanks = [];
  for (let r = 0; r < 9; r++)
    for (let c = 0; c < 9; c++) if (board[r][c] === 0) blanks.push([r, c]);

  function fill(k) {
    if (k === blanks.length) return true;
    const [r, c] = blanks[k];
    for (let d = 1; d <= 9; d++) {
      emit({ ev: "try", r: r + 1, c: c + 1, d });
      const clash = scan(r, c).find(([, i, j]) => board[i][j] === d);
      if (clash) {
        const [unit, i, j] = clash;
        emit({ ev: "conflict", r: r + 1, c: c + 1, d, unit, with: [i + 1, j + 1] });
        continue;
      }
      board[r][c] = d;
      emit({ ev: "place", r: r + 1, c: c + 1, d });
      if (fill(k + 1)) return true;
      board[r][c] = 0;
      emit({ ev: "backtrack", r: r + 1, c: c + 1, d });
    }
    return false;
  }
  return fill(0);
}

function main() {
  if (process.argv.length !== 4) {
    console.error("usage: node emit_trace.js PUZZLE OUT.jsonl");
    process.exit(2);
  }
  const [text, path] = process.argv.slice(2);
  if (!/^[.0-9]{81}$/.test(text)) {
    console.error("the puzzle must be 81 characters: 1-9, and . or 0 for a blank");
    process.exit(2);
  }
  const puzzle = text.replace(/0/g, ".");
  const board = [];
  for (let r = 0; r < 9; r++)
    board.push([...puzzle.slice(r * 9, r * 9 + 9)].map((ch) => (ch === "." ? 0 : Number(ch))));
  // (The reader refuses a header whose givens already clash: check that first if
  // your puzzles may be invalid.)
  const fd = fs.openSync(path, "w");
  let lines = [];
  const write = (record) => {
    lines.push(JSON.stringify(record) + "\n");
    if (lines.length >= 10000) flush();
  };
  const flush = () => {
    fs.writeSync(fd, lines.join(""));
    lines = [];
  };
  write({ sudotrace: 1, puzzle, solver: "naive" });
  const solved = solve(board, write);
  const solution = solved ? board.flat().join("") : null;
  write({ ev: "end", result: solved ? "solved" : "unsolvable", solution });
  flush();
  fs.closeSync(fd);
}

main();

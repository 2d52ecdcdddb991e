#!/usr/bin/env python3
"""Write a sudotrace JSON Lines trace of the row-by-row backtracking search.

Usage: python3 emit_trace.py PUZZLE OUT.jsonl
PUZZLE is 81 characters in reading order, 1-9 for a given, . or 0 for a blank.
Check the result with: sudotrace stats OUT.jsonl
The format is described in docs/trace-format.md. No dependencies beyond Python 3.
"""
import json
import sys


def scan(r, c):
    """The 27 cells the naive check reads for (r, c), in order, with their unit:
    the row left to right, the column top to bottom, the box in reading order."""
    br, bc = r // 3 * 3, c // 3 * 3
    return ([("row", r, j) for j in range(9)]
            + [("col", i, c) for i in range(9)]
            + [("box", br + i // 3, bc + i % 3) for i in range(9)])


def solve(board, emit):
    """Fill the blanks of board (9 lists of 9 ints, 0 = blank); True if solved."""
    blanks = [(r, c) for r in range(9) for c in range(9) if board[r][c] == 0]

    def fill(k):
        if k == len(blanks):
            return True
        r, c = blanks[k]
        for d in range(1, 10):
            emit(ev="try", r=r + 1, c=c + 1, d=d)
            clash = next(((u, i, j) for u, i, j in scan(r, c) if board[i][j] == d), None)
            if clash:
                u, i, j = clash
                emit(ev="conflict", r=r + 1, c=c + 1, d=d, unit=u, **{"with": [i + 1, j + 1]})
                continue
            board[r][c] = d
            emit(ev="place", r=r + 1, c=c + 1, d=d)
            if fill(k + 1):
                return True
            board[r][c] = 0
            emit(ev="backtrack", r=r + 1, c=c + 1, d=d)
        return False

    return fill(0)


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: python3 emit_trace.py PUZZLE OUT.jsonl")
    text, path = sys.argv[1], sys.argv[2]
    if len(text) != 81 or any(ch not in ".0123456789" for ch in text):
        sys.exit("the puzzle must be 81 characters: 1-9, and . or 0 for a blank")
    puzzle = text.replace("0", ".")
    board = [[0 if ch == "." else int(ch) for ch in puzzle[r * 9:r * 9 + 9]] for r in range(9)]
    # (The reader refuses a header whose givens already clash: check that first if
    # your puzzles may be invalid.)
    with open(path, "w", encoding="utf-8", newline="\n") as out:
        def emit(**record):
            out.write(json.dumps(record, separators=(",", ":")) + "\n")

        out.write(json.dumps({"sudotrace": 1, "puzzle": puzzle, "solver": "naive"}) + "\n")
        solved = solve(board, emit)
        solution = "".join(str(d) for row in board for d in row) if solved else None
        emit(ev="end", result="solved" if solved else "unsolvable", solution=solution)


if __name__ == "__main__":
    main()

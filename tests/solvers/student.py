#!/usr/bin/env python3
"""A student's LeetCode 37 solver in Python, written the way the articles write it (a
board of strings, "." for a blank), tracing its search in sudotrace's JSON Lines format;
with one of the bugs students make, for sudotrace's `diagnose` tests.

Usage: python3 student.py PUZZLE OUT.jsonl BUG [MAX_EVENTS]
BUG is one of:
  none            the correct row-by-row search (solver "naive")
  string-compare  a digit as a number compared with the board's strings: no clash is seen
  box-slice       the box's first row and column computed as r // 3 and c // 3
  stale-tables    lookup tables that a backtrack does not clear
  give-up         the search gives up at its first clash instead of trying the next digit
  backtrack-next  a backtrack names the digit after the one it erases
  stop-at-given   going back, the search stops at a given instead of passing it
  columns         a correct search, column by column (solver "columns")
  col-first       a correct row-by-row search that checks the column before the row
                  (solver "colfirst")
  no-col          the column is never checked
  self-clash      the digit is written into the cell before the check, which finds it there
  counter         a solution counter: it searches on past the first solution, which its
                  end record gives, and erases every digit on the way back
  digits-0-8      the digits tried are 0 to 8 (range(9))
  no-nine         the digits tried are 1 to 8 (range(1, 9))
  one-loop        a correct search whose check is the LeetCode solutions' isValid: one
                  loop reading cell i of the row, the column and the box in turn; its
                  conflicts name the clash that loop meets first (solver "naive")
  bool-check      the same isValid returning a bool, as LeetCode's does: its conflicts
                  say only r, c and d (solver "naive")
  one-loop-box    that isValid with the box's first column computed from the row
                  (c0 = r // 3 * 3): a clash in the box is missed or misnamed
                  (solver "naive")
  oneloop         a correct search with that isValid, headed "oneloop"
  column-loop     a correct search with the most voted Java answer's isValid: one loop
                  reading cell i of the column, the row and the box in turn
                  (solver "naive")

The search stops (result "limit") after MAX_EVENTS events (200,000 unless given), so
that a bug that makes it run on for ever still gives a trace.
"""
import json
import sys

BUGS = ["none", "string-compare", "box-slice", "stale-tables", "give-up",
        "backtrack-next", "stop-at-given", "columns", "col-first", "no-col", "self-clash",
        "counter", "digits-0-8", "no-nine", "one-loop", "bool-check", "one-loop-box",
        "oneloop", "column-loop"]
SOLVERS = {"columns": "columns", "col-first": "colfirst", "oneloop": "oneloop"}
MAX_EVENTS = 200_000


class Limit(Exception):
    """The search made MAX_EVENTS events."""


def is_valid(board, r, c, d, bug="one-loop"):
    """The check of the LeetCode solutions: row, column and box in one loop, cell i of
    each in turn. Where theirs returns False, this returns what it found: (unit, i, j).
    With the bug "one-loop-box" the box's first column is taken from the row; with
    "column-loop" the column's cell i comes before the row's."""
    br, bc = r // 3 * 3, c // 3 * 3
    if bug == "one-loop-box":
        bc = r // 3 * 3
    for i in range(9):
        if bug == "column-loop" and board[i][c] == d:
            return "col", i, c
        if board[r][i] == d:
            return "row", r, i
        if board[i][c] == d:
            return "col", i, c
        bi, bj = br + i // 3, bc + i % 3
        if board[bi][bj] == d:
            return "box", bi, bj
    return None


def clash(board, r, c, d, bug):
    """The first cell holding d in the row, column or box of (r, c): (unit, i, j)."""
    if bug in ("one-loop", "bool-check", "one-loop-box", "oneloop", "column-loop"):
        return is_valid(board, r, c, d, bug)
    want = int(d) if bug == "string-compare" else d
    if bug == "col-first":
        for i in range(9):
            if board[i][c] == want:
                return "col", i, c
    for j in range(9):
        if board[r][j] == want:
            return "row", r, j
    for i in range(9):
        if board[i][c] == want and bug not in ("col-first", "no-col"):
            return "col", i, c
    br, bc = (r // 3, c // 3) if bug == "box-slice" else (r // 3 * 3, c // 3 * 3)
    for i in range(br, br + 3):
        for j in range(bc, bc + 3):
            if board[i][j] == want:
                return "box", i, j
    return None


def solve(board, emit, bug):
    cells = [(r, c) for r in range(9) for c in range(9)]
    if bug == "columns":
        cells = [(r, c) for c in range(9) for r in range(9)]
    blanks = [rc for rc in cells if board[rc[0]][rc[1]] == "."]
    # Tables: where each digit stands in each row, column and box.
    where = {}
    for r in range(9):
        for c in range(9):
            if board[r][c] != ".":
                for key in (("row", r), ("col", c), ("box", r // 3 * 3 + c // 3)):
                    where[key + (board[r][c],)] = (r, c)

    def table_clash(r, c, d):
        for unit, key in (("row", r), ("col", c), ("box", r // 3 * 3 + c // 3)):
            if (unit, key, d) in where:
                return (unit,) + where[(unit, key, d)]
        return None

    def place(r, c, d):
        board[r][c] = d
        for key in (("row", r), ("col", c), ("box", r // 3 * 3 + c // 3)):
            where[key + (d,)] = (r, c)

    def erase(r, c, d):
        board[r][c] = "."
        if bug != "stale-tables":
            for key in (("row", r), ("col", c), ("box", r // 3 * 3 + c // 3)):
                del where[key + (d,)]

    if bug == "stop-at-given":
        return solve_by_index(board, emit)

    digits = {"digits-0-8": "012345678", "no-nine": "12345678"}.get(bug, "123456789")
    solutions = []

    def fill(k):
        if k == len(blanks):
            if bug == "counter":
                solutions.append("".join("".join(row) for row in board))
                return False
            return True
        r, c = blanks[k]
        for d in digits:
            emit(ev="try", r=r + 1, c=c + 1, d=int(d))
            if bug == "self-clash":
                board[r][c] = d
            found = table_clash(r, c, d) if bug == "stale-tables" else clash(board, r, c, d, bug)
            if bug == "self-clash":
                board[r][c] = "."
            if found and bug == "bool-check":
                emit(ev="conflict", r=r + 1, c=c + 1, d=int(d))
                continue
            if found:
                unit, i, j = found
                emit(ev="conflict", r=r + 1, c=c + 1, d=int(d), unit=unit, **{"with": [i + 1, j + 1]})
                if bug == "give-up":
                    return None
                continue
            place(r, c, d)
            emit(ev="place", r=r + 1, c=c + 1, d=int(d))
            done = fill(k + 1)
            if done or done is None:
                return done
            erase(r, c, d)
            named = int(d) + 1 if bug == "backtrack-next" else int(d)
            emit(ev="backtrack", r=r + 1, c=c + 1, d=named)
        return False

    if bug == "counter":
        fill(0)
        return solutions[0] if solutions else None
    return fill(0) is True


def solve_by_index(board, emit):
    """Cell by cell over all 81, going back one cell at a time; wrongly gives up when it
    steps back onto a given instead of passing over it."""
    given = [[board[r][c] != "." for c in range(9)] for r in range(9)]
    start = [[1] * 9 for _ in range(9)]
    k = 0
    while k < 81:
        r, c = divmod(k, 9)
        if given[r][c]:
            k += 1
            continue
        for n in range(start[r][c], 10):
            d = str(n)
            emit(ev="try", r=r + 1, c=c + 1, d=n)
            found = clash(board, r, c, d, "none")
            if found:
                unit, i, j = found
                emit(ev="conflict", r=r + 1, c=c + 1, d=n, unit=unit, **{"with": [i + 1, j + 1]})
                continue
            board[r][c] = d
            emit(ev="place", r=r + 1, c=c + 1, d=n)
            start[r][c] = n + 1
            k += 1
            break
        else:
            start[r][c] = 1
            k -= 1
            if k < 0:
                return False
            r, c = divmod(k, 9)
            if given[r][c]:
                return False  # the bug: a given is passed over going forward, not going back
            d = board[r][c]
            board[r][c] = "."
            emit(ev="backtrack", r=r + 1, c=c + 1, d=int(d))
    return True


def main():
    if len(sys.argv) not in (4, 5) or sys.argv[3] not in BUGS:
        sys.exit(__doc__)
    text, path, bug = sys.argv[1:4]
    max_events = int(sys.argv[4]) if len(sys.argv) == 5 else MAX_EVENTS
    board = [[ch if ch in "123456789" else "." for ch in text[r * 9:r * 9 + 9]] for r in range(9)]
    puzzle = "".join("".join(row) for row in board)
    solver = SOLVERS.get(bug, "naive")
    with open(path, "w", encoding="utf-8", newline="\n") as out:
        events = [0]

        def emit(**record):
            out.write(json.dumps(record, separators=(",", ":")) + "\n")
            events[0] += 1
            if events[0] == max_events and record["ev"] != "end":
                raise Limit()

        out.write(json.dumps({"sudotrace": 1, "puzzle": puzzle, "solver": solver}) + "\n")
        try:
            solved = solve(board, emit, bug)
        except Limit:
            emit(ev="end", result="limit", solution=None)
            return
        if isinstance(solved, str):  # the counter: its first solution
            emit(ev="end", result="solved", solution=solved)
            return
        solution = "".join("".join(row) for row in board) if solved else None
        emit(ev="end", result="solved" if solved else "unsolvable", solution=solution)


if __name__ == "__main__":
    main()

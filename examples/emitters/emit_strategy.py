#!/usr/bin/env python3
"""Write a sudotrace JSON Lines trace (format version 2) of a search that chooses its
blanks: the rules of docs/strategies.md, written again from that page alone.

Usage: python3 emit_strategy.py STRATEGY PUZZLE OUT.jsonl
STRATEGY is order+propagation+check as sudotrace names it: rows or mrv, then singles,
hidden or nothing, then naive or tables (e.g. mrv+singles+tables). PUZZLE is 81
characters in reading order, 1-9 for a given, . or 0 for a blank.
Check the result with: sudotrace stats OUT.jsonl
No dependencies beyond Python 3.
"""
import json
import sys

UNITS = ([[(r, c) for c in range(9)] for r in range(9)]
         + [[(r, c) for r in range(9)] for c in range(9)]
         + [[(b // 3 * 3 + i // 3, b % 3 * 3 + i % 3) for i in range(9)] for b in range(9)])
KINDS = ["row"] * 9 + ["col"] * 9 + ["box"] * 9


def clash(board, r, c, d):
    """The first of the row, column and box of (r, c) holding d: (unit, cell), or None."""
    for kind, cells in (("row", UNITS[r]), ("col", UNITS[9 + c]),
                        ("box", UNITS[18 + r // 3 * 3 + c // 3])):
        for i, j in cells:
            if board[i][j] == d:
                return kind, (i, j)
    return None


def candidates(board, r, c):
    return [d for d in range(1, 10) if clash(board, r, c, d) is None]


def empties(board):
    return [(r, c) for r in range(9) for c in range(9) if board[r][c] == 0]


def settle(board, order, propagation):
    """The event the search makes after a placement (or at the start), or None: solved."""
    blanks = empties(board)
    left = {rc: candidates(board, *rc) for rc in blanks}
    if propagation:
        for r, c in blanks:
            if not left[r, c]:
                return dict(ev="deadend", r=r + 1, c=c + 1)
        for r, c in blanks:
            if len(left[r, c]) == 1:
                return dict(ev="force", r=r + 1, c=c + 1, d=left[r, c][0], by="cell")
    if propagation == "hidden":
        for kind, cells in zip(KINDS, UNITS):
            for d in range(1, 10):
                places = [(i, j) for i, j in cells if d in left.get((i, j), [])]
                if len(places) == 1:
                    (i, j), = places
                    return dict(ev="force", r=i + 1, c=j + 1, d=d, by=kind)
    if not blanks:
        return None
    if order == "mrv":
        r, c = min(blanks, key=lambda rc: (len(left[rc]), rc))
    else:
        r, c = blanks[0]
    return dict(ev="choose", r=r + 1, c=c + 1, n=len(left[r, c]))


def search(board, order, propagation, emit):
    """Run the search on board (9 lists of 9 ints, 0 = blank); True if solved."""
    placed = []  # (r, c, forced), in the order placed
    event = settle(board, order, propagation)
    while event is not None:
        emit(**event)
        kind, r, c = event["ev"], event["r"] - 1, event["c"] - 1
        if kind in ("choose", "conflict", "backtrack"):
            d = event.get("d", 0)  # a choice: no digit tried yet
            if d < 9:
                event = dict(ev="try", r=r + 1, c=c + 1, d=d + 1)
                continue
            kind = "unwind"
        if kind == "try":
            d = event["d"]
            found = clash(board, r, c, d)
            if found:
                unit, (i, j) = found
                event = {"ev": "conflict", "r": r + 1, "c": c + 1, "d": d, "unit": unit,
                         "with": [i + 1, j + 1]}
            else:
                event = dict(ev="place", r=r + 1, c=c + 1, d=d)
            continue
        if kind in ("place", "force"):
            board[r][c] = event["d"]
            placed.append((r, c, kind == "force"))
            event = settle(board, order, propagation)
            continue
        # A dead end, an unforce, or a blank out of digits: take back the newest
        # placement, forced or chosen, unless no choice is left.
        if kind == "unforce":
            board[r][c] = 0
            placed.pop()
        if not any(not forced for _, _, forced in placed):
            return False
        i, j, forced = placed[-1]
        if forced:
            event = dict(ev="unforce", r=i + 1, c=j + 1, d=board[i][j])
        else:
            event = dict(ev="backtrack", r=i + 1, c=j + 1, d=board[i][j])
            board[i][j] = 0
            placed.pop()
    return not empties(board)


def main():
    if len(sys.argv) != 4:
        sys.exit("usage: python3 emit_strategy.py STRATEGY PUZZLE OUT.jsonl")
    strategy, text, path = sys.argv[1:]
    parts = strategy.split("+")
    order = "mrv" if "mrv" in parts else "rows"
    propagation = next((p for p in parts if p in ("singles", "hidden")), None)
    puzzle = text.replace("0", ".")
    board = [[0 if ch == "." else int(ch) for ch in puzzle[r * 9:r * 9 + 9]] for r in range(9)]
    with open(path, "w", encoding="utf-8", newline="\n") as out:
        def emit(**record):
            out.write(json.dumps(record, separators=(",", ":")) + "\n")

        out.write(json.dumps({"sudotrace": 2, "puzzle": puzzle, "solver": strategy}) + "\n")
        solved = search(board, order, propagation, emit)
        solution = "".join(str(d) for row in board for d in row) if solved else None
        emit(ev="end", result="solved" if solved else "unsolvable", solution=solution)


if __name__ == "__main__":
    main()

#!/usr/bin/env bash
# The pictures of docs/debugging.md, made by sudotrace from the traces of the student
# solvers in tests/solvers (node and python3 needed):
#   docs/debugging/string-compare.png   the JavaScript solver's first fault, event 4
#   docs/debugging/box-slice.png        the Python solver's first fault, event 26
#
#   scripts/debugging-pictures.sh
set -euo pipefail

here=$(cd "$(dirname "$0")/.." && pwd)
cd "$here"
# One build for all the pictures when scripts/pictures.sh runs this.
[ -n "${SUDOTRACE_BUILT:-}" ] || cargo build --release --quiet
leetcode='53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79'
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p docs/debugging
node tests/solvers/student.js "$leetcode" "$work/solver-js.jsonl" string-compare
python3 tests/solvers/student.py "$leetcode" "$work/solver-py.jsonl" box-slice
target/release/sudotrace render "$work/solver-js.jsonl" --at 4 --legend -o docs/debugging/string-compare.png 2>/dev/null
target/release/sudotrace render "$work/solver-py.jsonl" --at 26 --legend -o docs/debugging/box-slice.png 2>/dev/null

#!/usr/bin/env bash
# The reference solvers sudotrace is measured against, run beside it on the same puzzles
# and the same machine: tdoku's benchmark program, built from ../shared/anchors/tdoku
# (MIT licence; built into target/tdoku, never copied into this repository), and
# sudotrace's own searches.
#
#   scripts/tdoku-reference.sh [PUZZLES] [COUNT]
#   scripts/tdoku-reference.sh build      only build target/tdoku/run_benchmark (for
#                                         `cargo bench --bench reference`)
#
# PUZZLES defaults to ../shared/puzzles/forum_hardest_1905_11plus.txt, the set tdoku's
# tables use. tdoku's run_benchmark runs its solvers over the whole file for a fixed time
# (-t5 -w2, puzzles in file order); sudotrace solves the first COUNT puzzles (default 200)
# with each of its searches (the articles' two and the ladder of strategies), untraced,
# and reports puzzles a second from the search time
# it measures itself (`solve --json`'s elapsed_ns), so reading and printing do not count.
set -euo pipefail

here=$(cd "$(dirname "$0")/.." && pwd)
anchor="$here/../shared/anchors/tdoku"
build_only=false
if [ "${1:-}" = build ]; then
    build_only=true
    shift
fi
puzzles="${1:-$here/../shared/puzzles/forum_hardest_1905_11plus.txt}"
count="${2:-200}"
out="$here/target/tdoku"

[ -d "$anchor/src" ] || { echo "tdoku's sources are not at $anchor" >&2; exit 2; }
$build_only || [ -f "$puzzles" ] || { echo "no puzzle file at $puzzles" >&2; exit 2; }
mkdir -p "$out"

# run_benchmark with tdoku itself and its reference backtrackers (-DTDEV): the cmake
# build's build_info.h written by hand, as ../shared/anchors/README.md describes.
if [ ! -x "$out/run_benchmark" ]; then
    sed -e 's/\${CMAKE_C_COMPILER_ID}/GNU/; s/\${CMAKE_CXX_COMPILER_ID}/GNU/' \
        -e "s/\${CMAKE_C_COMPILER_VERSION}/$(gcc -dumpversion)/" \
        -e "s/\${CMAKE_CXX_COMPILER_VERSION}/$(g++ -dumpversion)/" \
        -e 's/\${CMAKE_C_FLAGS}/-O3 -march=native/; s/\${CMAKE_CXX_FLAGS}/-O3 -march=native/' \
        "$anchor/src/build_info.h.in" > "$out/build_info.h"
    (cd "$anchor" && g++ -std=gnu++14 -O3 -march=native -DTDEV -I"$out" -Isrc \
        src/run_benchmark.cc src/util.cc src/solver_basic.cc \
        src/solver_dpll_triad_simd.cc src/solver_dpll_triad_scc.cc \
        -o "$out/run_benchmark" -lpthread)
fi

$build_only && exit 0
cargo build --release --quiet --manifest-path "$here/Cargo.toml"
sudotrace="$here/target/release/sudotrace"

echo "== tdoku's run_benchmark on $(basename "$puzzles") (5 s a solver after 2 s of warm-up)"
"$out/run_benchmark" -t5 -w2 -r 0 -s _tdev_basic_heuristic,_tdev_basic,tdoku "$puzzles" |
    grep -E '^\|'

echo "== sudotrace on the first $count puzzles of $(basename "$puzzles"), untraced"
sample="$out/sample.txt"
head -n "$count" "$puzzles" > "$sample"
for solver in naive tables mrv+tables mrv+singles+tables mrv+hidden+tables; do
    "$sudotrace" solve "$sample" --solver "$solver" --json |
        python3 -c '
import json, sys
solver = sys.argv[1]
runs = [json.loads(line) for line in sys.stdin]
ns = sum(r["stats"]["elapsed_ns"] for r in runs)
tries = sum(r["stats"]["tries"] for r in runs)
guesses = sum(r["stats"].get("guesses", 0) for r in runs)
no_guess = sum(r["stats"].get("guesses", 0) == 0 for r in runs)
solved = sum(r["result"] == "solved" for r in runs)
guessing = solver not in ("naive", "tables")
print(f"{solver:>18}: {len(runs) / (ns / 1e9):12.1f} puzzles/s  {ns / len(runs) / 1e3:10.1f} µs/puzzle  "
      f"{tries / len(runs):14.0f} tries/puzzle  "
      + (f"{guesses / len(runs):8.1f} guesses/puzzle {100 * no_guess / len(runs):5.1f}% no guess  " if guessing else "")
      + f"{solved}/{len(runs)} solved")
' "$solver"
done

#!/usr/bin/env bash
# What running `compare` as shards costs: the whole of ../shared/puzzles/magictour_top1465.txt
# compared once in one process, and once as N shards run one after another plus
# `compare merge`, each with one thread (as a job array's task gets one core); the
# shards' and merge's time against the single run's, and the two reports' counts checked
# equal. Repeated ROUNDS times (default 1); docs/PERFORMANCE.md quotes it.
#
#   scripts/shard-overhead.sh [SHARDS [ROUNDS]]
set -euo pipefail

here=$(cd "$(dirname "$0")/.." && pwd)
puzzles="$here/../shared/puzzles/magictour_top1465.txt"
shards=${1:-4}
rounds=${2:-1}
cd "$here"
cargo build --release --quiet
bin="$here/target/release/sudotrace"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
options=(--repeat 1 --jobs 1)
seconds() { date +%s.%N; }
for round in $(seq "$rounds"); do
    rm -rf "$work"/*
    start=$(seconds)
    "$bin" compare "$puzzles" "${options[@]}" -o "$work/single" >/dev/null 2>&1 || true
    single=$(echo "$(seconds) - $start" | bc)
    start=$(seconds)
    for k in $(seq "$shards"); do
        "$bin" compare "$puzzles" "${options[@]}" --shard "$k/$shards" -o "$work/shard-$k" >/dev/null 2>&1
    done
    "$bin" compare merge "$work"/shard-* -o "$work/merged" >/dev/null 2>&1 || true
    sharded=$(echo "$(seconds) - $start" | bc)
    strip() { cut -d, -f1-24 "$1/report.csv"; }
    if ! diff -q <(strip "$work/single") <(strip "$work/merged") >/dev/null; then
        echo "round $round: the merged counts differ from the single run's" >&2
        exit 1
    fi
    echo "round $round: single run ${single}s, $shards shards and merge ${sharded}s: $(echo "scale=2; 100 * ($sharded - $single) / $single" | bc)% more"
done

#!/usr/bin/env bash
# The pictures of the README's renders, made by sudotrace: docs/search.gif,
# docs/search-code.gif and docs/side-by-side.gif are the GIFs `demo` writes (the LeetCode
# 37 search told in 600 frames, beside its pseudocode, and row by row against
# mrv+singles+tables); docs/conflict.png, docs/clash-box-dark.png and
# docs/clash-row-colorblind.png are three clashes of the LeetCode 37 search with the
# naive check (events 42, 146 and 4) in the three themes, without the key;
# docs/lesson.png is the example lesson's second moment (docs/lessons/leetcode37.toml),
# its note under the caption; docs/tables.png the first box clash of the search with the
# tables check beside its three tables, the lookups lit; docs/pointing.png the first
# elimination of easter-monster's search by mrv+locked+tables (event 28, a pointing),
# with the key.
#
#   scripts/readme-pictures.sh
set -euo pipefail

here=$(cd "$(dirname "$0")/.." && pwd)
cd "$here"
# One build for all the pictures when scripts/pictures.sh runs this.
[ -n "${SUDOTRACE_BUILT:-}" ] || cargo build --release --quiet
bin=target/release/sudotrace
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
$bin demo -o "$work/demo" >/dev/null
cp "$work/demo/leetcode37.gif" docs/search.gif
cp "$work/demo/leetcode37-code.gif" docs/search-code.gif
cp "$work/demo/side-by-side.gif" docs/side-by-side.gif
trace=traces/leetcode37-naive.jsonl.gz
$bin render $trace --at 42 --no-legend -o docs/conflict.png >/dev/null
$bin render $trace --at 146 --theme dark --no-legend -o docs/clash-box-dark.png >/dev/null
$bin render $trace --at 4 --theme colorblind --no-legend -o docs/clash-row-colorblind.png >/dev/null
$bin render $trace --lesson docs/lessons/leetcode37.toml --at 26 --no-legend -o docs/lesson.png >/dev/null
$bin render traces/leetcode37-tables.jsonl.gz --panel tables --at 26 --no-legend -o docs/tables.png >/dev/null
$bin solve easter-monster --solver mrv+locked+tables --trace "$work/locked.jsonl" >/dev/null
$bin render "$work/locked.jsonl" --at 28 -o docs/pointing.png >/dev/null
echo "wrote docs/search.gif, search-code.gif, side-by-side.gif, conflict.png, clash-box-dark.png, clash-row-colorblind.png, lesson.png, tables.png and pointing.png"

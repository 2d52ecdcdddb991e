#!/usr/bin/env bash
# The web player's pictures in the README, made by a browser: docs/leetcode37.html (the
# page `demo` writes of the LeetCode 37 search, naive check) and docs/player.png (that
# page in headless Chromium at 1200 x 860, opened at a box clash by its address,
# #event=30025). Needs Debian's chromium and tests/browser's playwright-core
# (`npm ci --prefix tests/browser`).
#
#   scripts/player-pictures.sh
set -euo pipefail

here=$(cd "$(dirname "$0")/.." && pwd)
cd "$here"
cargo build --release --quiet
page=docs/leetcode37.html
target/release/sudotrace html traces/leetcode37-naive.jsonl.gz -o "$page"
plan='{"viewport":[1200,860],"hash":"#event=30025","steps":[{"screenshot":"'"$here"'/docs/player.png"}]}'
node tests/browser/drive.mjs "$here/$page" "$plan" >/dev/null
echo "wrote $page and docs/player.png"

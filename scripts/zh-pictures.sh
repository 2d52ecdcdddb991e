#!/usr/bin/env bash
# The pictures README.zh-CN.md shows, made in Chinese: `demo --lang zh-CN` writes the
# LeetCode 37 search as a GIF (docs/zh-CN/search.gif), a column clash as a PNG
# (docs/zh-CN/conflict.png) and the search tree chart (docs/zh-CN/tree.png); the web
# page in Chinese, opened in headless Chromium at 1280 x 720 at the first backtrack,
# gives docs/zh-CN/player.png; the first elimination of easter-monster's search by
# mrv+locked+tables (event 28, a pointing) gives docs/zh-CN/pointing.png. Needs Debian's chromium and tests/browser's
# playwright-core (`npm ci --prefix tests/browser`).
#
#   scripts/zh-pictures.sh
set -euo pipefail

here=$(cd "$(dirname "$0")/.." && pwd)
cd "$here"
# One build for all the pictures when scripts/pictures.sh runs this.
[ -n "${SUDOTRACE_BUILT:-}" ] || cargo build --release --quiet
bin=target/release/sudotrace
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p docs/zh-CN
$bin demo --lang zh-CN -o "$work/demo" >/dev/null
cp "$work/demo/leetcode37.gif" docs/zh-CN/search.gif
cp "$work/demo/leetcode37-conflict.png" docs/zh-CN/conflict.png
cp "$work/demo/charts/tree.png" docs/zh-CN/tree.png
$bin solve easter-monster --solver mrv+locked+tables --trace "$work/locked.jsonl" >/dev/null
$bin render "$work/locked.jsonl" --at 28 --lang zh-CN -o docs/zh-CN/pointing.png >/dev/null
plan='{"viewport":[1280,720],"hash":"#event=67","steps":[{"shot":"'"$here"'/docs/zh-CN/player.png"}]}'
node tests/browser/drive.mjs "$work/demo/leetcode37.html" "$plan" >/dev/null
echo "wrote docs/zh-CN/search.gif, conflict.png, tree.png, pointing.png and player.png"

#!/usr/bin/env bash
# The web player's pictures in the README, made by a browser: docs/leetcode37.html (the
# page `demo` writes of the LeetCode 37 search, naive check), docs/player.png (that page
# in headless Chromium at 1280 x 720, a projector's size, opened at a box clash by its
# address, #event=30025), docs/player/ (the same page on a phone, a tablet, at full HD
# and at 4K, a strategy's page with its own key, and Do it yourself: the LeetCode page
# at #mode=simulate&event=66, a try where the search backtracks, graded, in
# docs/player/simulate.png; Predict, its second question answered, in
# docs/player/predict.png; Play on a page of `sudotrace play`, in docs/player/play.png;
# an edited listing run in the page, opened where it departs, docs/player/edit.png), and
# docs/article.html with
# docs/player/article.png (the page in an article's column through `--embed`'s snippet,
# over its poster, docs/player/poster.png, on a 1366 x 768 laptop's screen).
# Needs Debian's chromium and tests/browser's playwright-core
# (`npm ci --prefix tests/browser`).
#
#   scripts/player-pictures.sh
set -euo pipefail

here=$(cd "$(dirname "$0")/.." && pwd)
cd "$here"
# One build for all the pictures when scripts/pictures.sh runs this.
[ -n "${SUDOTRACE_BUILT:-}" ] || cargo build --release --quiet
bin=target/release/sudotrace
page=docs/leetcode37.html
mkdir -p docs/player
$bin html traces/leetcode37-naive.jsonl.gz -o "$page" --embed --poster docs/player/poster.png \
    | grep '^<div' >"$here/target/snippet.html"
shot() { # PAGE WIDTH HEIGHT ADDRESS OUT
    local plan='{"viewport":['"$2"','"$3"'],"hash":"'"$4"'","steps":[{"shot":"'"$here/$5"'"}]}'
    node tests/browser/drive.mjs "$here/$1" "$plan" >/dev/null
}
shot "$page" 1280 720 '#event=30025' docs/player.png
shot "$page" 390 844 '#event=30025' docs/player/phone.png
shot "$page" 768 1024 '#event=30025' docs/player/tablet.png
shot "$page" 1920 1080 '#event=30025' docs/player/full-hd.png
shot "$page" 3840 2160 '#event=30025' docs/player/4k.png
plan='{"viewport":[1280,720],"hash":"#mode=simulate&event=66","steps":[{"press":"5","shot":"'"$here"'/docs/player/simulate.png"}]}'
node tests/browser/drive.mjs "$here/$page" "$plan" >/dev/null
# Predict: the page's second question, answered wrong with the key of its first choice
# unless that is the right one, then with its second.
plan='{"viewport":[1280,720],"hash":"#mode=predict","steps":[{"js":"(() => { const s = window.sudotrace; s.answer(0); return s.question(); })()"},{"press":"2","shot":"'"$here"'/docs/player/predict.png"}]}'
node tests/browser/drive.mjs "$here/$page" "$plan" >/dev/null
# A strategy's page: the second puzzle of tests/data/norvig_hardest.txt, mrv+singles+tables.
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
$bin solve "$(sed -n 2p tests/data/norvig_hardest.txt)" --solver mrv+singles+tables --trace "$work/mrv.sdt" >/dev/null
$bin html "$work/mrv.sdt" -o docs/player/mrv-singles.html >/dev/null
shot docs/player/mrv-singles.html 1366 768 '#event=115' docs/player/mrv-singles.png
rm docs/player/mrv-singles.html
# An article that shows the page through the snippet `html --embed` prints.
{
    cat <<'HTML'
<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Backtracking, one event at a time</title>
<style>body{margin:0;font:18px/1.6 Georgia,serif;background:#fbfaf7;color:#222}article{max-width:720px;margin:0 auto;padding:24px 16px}</style>
</head><body><article>
<h1>Backtracking, one event at a time</h1>
<p>This is the search that solves LeetCode 37 row by row, every try, conflict and backtrack of it. Press Play, drag the bar, or use the arrow keys.</p>
HTML
    cat "$here/target/snippet.html"
    cat <<'HTML'
<p>The page in the frame is <code>sudotrace html --embed --poster</code>'s: one file beside this article, which the snippet above shows beside its board in a column this wide, whole on a laptop's screen, and under it on a phone, cutting no line, over its poster, which shows while the page loads and where a site strips frames.</p>
</article></body></html>
HTML
} >docs/article.html
plan='{"viewport":[1366,768],"allow":["player/poster.png"],"steps":[{"frame":"article.html","shot":"'"$here"'/docs/player/article.png"}]}'
node tests/browser/drive.mjs "$here/$page" "$plan" >/dev/null
# Play: the page `sudotrace play` writes, its first puzzle begun by three hints taken,
# the fourth asked for and outlined.
$bin play -o "$work/play.html" >/dev/null
cat >"$work/play.json" <<JSON
{"viewport":[1280,720],"hash":"#mode=play","steps":[
 {"js":"(() => { for (let i = 0; i < 3; i++) { const h = window.sudotrace.hint(); window.sudotrace.enter(h.r, h.c, h.d); } })()"},
 {"press":"h"},{"shot":"$here/docs/player/play.png"}]}
JSON
node tests/browser/game.mjs "$work/play.html" "$work/play.json" >/dev/null
# An edit of the naive listing that forgets to erase a digit on the way back, run in the
# LeetCode page: it opens where the edit departs from the strategy.
$bin listing --language js --solver naive | sed 's/^        put(r, c, 0);$/        \/\/ put(r, c, 0);/' >"$work/edited.js"
node -e '
const fs = require("fs");
const source = fs.readFileSync(process.argv[1], "utf8");
const js = `window.sudotrace.runCode(${JSON.stringify(source)}, { strategy: "naive", play: true })`;
fs.writeFileSync(process.argv[2], JSON.stringify({ viewport: [1280, 720], steps: [{ js, navigates: true }, { shot: process.argv[3] }] }));
' "$work/edited.js" "$work/edit.json" "$here/docs/player/edit.png"
node tests/browser/game.mjs "$here/$page" "$work/edit.json" >/dev/null
echo "wrote $page, docs/player.png, docs/player/ (poster.png, play.png and edit.png too) and docs/article.html"

#!/usr/bin/env bash
# Every picture and page the READMEs and docs/ show, made again from one release build:
# the README's GIFs and PNGs (readme-pictures.sh), the web player's pages and
# screenshots (player-pictures.sh), the Chinese README's (zh-pictures.sh) and
# docs/debugging.md's (debugging-pictures.sh). The screenshots need Debian's chromium
# and tests/browser's playwright-core (`npm ci --prefix tests/browser`), the debugging
# pictures node and python3. `cargo test` checks that the committed pictures sudotrace
# draws itself are the ones it makes now (tests/cli/pictures.rs), and that
# docs/leetcode37.html is the page `html` writes (tests/cli/player.rs).
#
#   scripts/pictures.sh
set -euo pipefail

here=$(cd "$(dirname "$0")/.." && pwd)
cd "$here"
cargo build --release --quiet
export SUDOTRACE_BUILT=1
for script in readme-pictures player-pictures zh-pictures debugging-pictures; do
    echo "== scripts/$script.sh"
    "scripts/$script.sh"
done

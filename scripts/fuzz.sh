#!/usr/bin/env bash
# Fuzz sudotrace's readers of other people's files with libFuzzer (docs/fuzzing.md),
# without cargo-fuzz: the targets of fuzz/ built on nightly with the instrumentation
# flags cargo-fuzz passes, then each run for SECONDS on its corpus.
# Usage: scripts/fuzz.sh SECONDS [TARGET...]   (every target when none is named)
# Extra libFuzzer flags: FUZZ_ARGS="-jobs=4 -workers=4" scripts/fuzz.sh 3600
set -euo pipefail
cd "$(dirname "$0")/../fuzz"
seconds=${1:?usage: scripts/fuzz.sh SECONDS [TARGET...]}
shift
targets=("$@")
if [ "${#targets[@]}" -eq 0 ]; then
    targets=(jsonl_reader binary_reader binary_seek header_words puzzle_reader results_reader shard_reader shard_merge)
fi
if ! rustup toolchain list | grep -q '^nightly'; then
    echo "libFuzzer needs a nightly toolchain: rustup toolchain install nightly" >&2
    exit 3
fi
export RUSTFLAGS="--cfg fuzzing -Cpasses=sancov-module -Cllvm-args=-sanitizer-coverage-level=4 \
-Cllvm-args=-sanitizer-coverage-inline-8bit-counters -Cllvm-args=-sanitizer-coverage-pc-table \
-Cllvm-args=-sanitizer-coverage-trace-compares -Cdebug-assertions -Coverflow-checks"
bins=()
for target in "${targets[@]}"; do bins+=(--bin "$target"); done
# A target named, as cargo-fuzz does: the flags then reach the targets, not build scripts.
triple=$(rustc +nightly -vV | sed -n 's/^host: //p')
cargo +nightly build --release --target "$triple" "${bins[@]}"
for target in "${targets[@]}"; do
    # What libFuzzer finds goes into target/corpus (not kept); the seeds are read only.
    mkdir -p "target/corpus/$target" "artifacts/$target"
    echo "== $target for $seconds s" >&2
    # shellcheck disable=SC2086 # FUZZ_ARGS holds several flags
    "target/$triple/release/$target" "target/corpus/$target" "corpus/$target" \
        -max_total_time="$seconds" -rss_limit_mb=512 -timeout=10 \
        -artifact_prefix="artifacts/$target/" ${FUZZ_ARGS:-}
done

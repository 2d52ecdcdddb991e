#!/usr/bin/env bash
# Golden outputs: everything a user reads or keeps from sudotrace, recorded with one
# binary so that another binary can be checked to give the same bytes.
#
#   scripts/golden-outputs.sh record BINARY DIR     write DIR/manifest.txt (and DIR/out/)
#   scripts/golden-outputs.sh compare OLD NEW       record both into a temporary folder
#                                                   and show every difference
#
# Covered, for the LeetCode 37 example and the first five puzzles of
# ../shared/puzzles/norvig_hardest.txt, with both checks: traces in both formats (plain
# and gzip JSON Lines, binary), `stats` and `stats --json` of each, `show` at ten points,
# `convert` both ways, GIFs in all three themes and from both formats, `--at` PNGs, a
# frame folder, `--only`/`--every` choices, `chart`; the strategies (choosing orders,
# propagation, both checks) on three of the puzzles: their traces, stats, `show`, GIFs,
# `--candidates` PNGs, charts and web pages; two searches side by side; web pages with
# their options; `diagnose` of the student solvers' traces (tests/solvers) and of
# damaged traces; and `compare` (report.csv, report.json, report.md, the count charts,
# with strategies too), `generate`, `rate`, `check`, `demo`, the help of every command
# and a few errors. Times are blanked: they differ from run to run.
set -euo pipefail

here=$(cd "$(dirname "$0")/.." && pwd)
puzzles="$here/../shared/puzzles/norvig_hardest.txt"
leetcode='53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79'

# Times, dates and speed ratios in any text output, replaced by a mark.
blank_times() {
    python3 -c '
import re, sys
text = sys.stdin.read()
text = re.sub(r"\"(elapsed_ns|median_ns|min_ns|max_ns|wall_ns|solving_ns|counting_ns|timing_ns|timing_solver_ns|timed_ns|overhead_ns)\": ?[0-9]+", "\"\\1\": T", text)
text = re.sub(r"\"(overhead|faster|min|max|geometric_mean|puzzles_per_second|micros_per_puzzle)\": ?[0-9.e+-]+", "\"\\1\": T", text)
text = re.sub(r"\| (puzzles a second|µs a puzzle) \|.*", r"| \1 | T |", text)
text = re.sub(r"[0-9][0-9,.]* puzzles/s", "T puzzles/s", text)
text = re.sub(r"\"(date|cpu)\": ?\"[^\"]*\"", "\"\\1\": T", text)
text = re.sub(r"[0-9][0-9.,]* ?(ns|µs|ms|s)\b", "T", text)
text = re.sub(r"[0-9.]+x to [0-9.]+x", "Tx to Tx", text)
text = re.sub(r"[0-9.]+x (faster|slower|as fast)", r"Tx \1", text)
text = re.sub(r"[0-9.]+x in the geometric mean", "Tx in the geometric mean", text)
text = re.sub(r"[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9:]+Z", "DATE", text)
text = re.sub(r"\([0-9.]+%\)", "(T%)", text)
text = re.sub(r" +T\b", " T", text)
sys.stdout.write(text)
'
}

# The timing columns of report.csv (elapsed_ns, elapsed_ns_min, elapsed_ns_max).
blank_csv_times() {
    python3 -c '
import csv, sys
rows = list(csv.reader(sys.stdin))
header = rows[0]
timed = [i for i, name in enumerate(header) if name.startswith("elapsed_ns")]
out = csv.writer(sys.stdout, lineterminator="\n")
for row in rows:
    out.writerow([("T" if i in timed and row is not header and row[i] else v) for i, v in enumerate(row)])
'
}

record() {
    local bin=$1 dir=$2
    mkdir -p "$dir/out"
    dir=$(cd "$dir" && pwd)
    local out="$dir/out" work
    work=$(mktemp -d)
    trap 'rm -rf "$work"' RETURN
    local manifest="$dir/manifest.txt"
    : >"$manifest"
    # Help text names the program as it was called: call it sudotrace whatever its file.
    mkdir "$work/bin"
    ln -s "$bin" "$work/bin/sudotrace"
    bin=$work/bin/sudotrace

    # Run a command in the work folder; keep its exit code, stdout and stderr (times
    # blanked) under NAME.
    run() {
        local name=$1
        shift
        local code=0
        (cd "$work" && NO_COLOR=1 COLUMNS=100 "$bin" "$@") >"$out/$name.stdout" 2>"$out/$name.stderr" || code=$?
        echo "$code" >"$out/$name.code"
        blank_times <"$out/$name.stdout" >"$out/$name.stdout.t" && mv "$out/$name.stdout.t" "$out/$name.stdout"
        blank_times <"$out/$name.stderr" >"$out/$name.stderr.t" && mv "$out/$name.stderr.t" "$out/$name.stderr"
        # A hint that names the program as it runs (demo's `next:`) names its file.
        sed -i "s|$(readlink -f "$bin")|sudotrace|g" "$out/$name.stdout" "$out/$name.stderr"
    }
    # The checksum of a file or of every file in a folder, under NAME.
    keep() {
        local name=$1 path=$work/$2
        if [ -d "$path" ]; then
            (cd "$path" && find . -type f | sort | xargs sha256sum) | sed "s|  \./|  $name/|" >>"$manifest"
        else
            echo "$(sha256sum <"$path" | cut -d' ' -f1)  $name" >>"$manifest"
        fi
    }

    printf '%s\n' "$leetcode" >"$work/lc.txt"
    local names=(lc)
    for n in 1 2 3 4 5; do
        sed -n "${n}p" "$puzzles" >"$work/n$n.txt"
        names+=("n$n")
    done

    for p in "${names[@]}"; do
        for k in naive tables; do
            local t="$p-$k"
            run "$t.solve" solve "$p.txt" --solver "$k"
            run "$t.solve-json" solve "$p.txt" --solver "$k" --json
            for ext in jsonl jsonl.gz sdt; do
                run "$t.trace-$ext" solve "$p.txt" --solver "$k" --trace "$t.$ext"
                [ "$ext" = jsonl.gz ] && gzip -dc "$work/$t.$ext" >"$work/$t.gunzipped" && keep "$t.$ext.content" "$t.gunzipped" && rm "$work/$t.gunzipped"
                [ "$ext" != jsonl.gz ] && keep "$t.$ext" "$t.$ext"
                run "$t.$ext.stats" stats "$t.$ext"
                run "$t.$ext.stats-json" stats --json "$t.$ext"
            done
            local events
            events=$(python3 -c 'import json,sys; print(json.load(sys.stdin)["stats"]["events"])' <"$out/$t.sdt.stats-json.stdout")
            local i=0
            for at in 0 1 2 3 4 $((events / 7)) $((events / 3)) $((events / 2)) $((events - 1)) "$events"; do
                i=$((i + 1))
                for ext in jsonl.gz sdt; do
                    run "$t.$ext.show-$i" show "$t.$ext" --at "$at" --json
                done
                run "$t.sdt.show-text-$i" show "$t.sdt" --at "$at"
            done
            run "$t.show-last" show "$t.jsonl"
            run "$t.show-past" show "$t.sdt" --at $((events + 1))
            run "$t.convert-to-sdt" convert "$t.jsonl" "$t.c.sdt"
            keep "$t.c.sdt" "$t.c.sdt"
            run "$t.convert-to-jsonl" convert "$t.sdt" "$t.c.jsonl"
            keep "$t.c.jsonl" "$t.c.jsonl"
            rm -f "$work/$t.c.jsonl" "$work/$t.c.sdt"
            for theme in light dark colorblind; do
                run "$t.gif-$theme" render "$t.sdt" --theme "$theme" -o "$t-$theme.gif"
                keep "$t-$theme.gif" "$t-$theme.gif"
                run "$t.png-$theme" render "$t.sdt" --theme "$theme" --at 4 -o "$t-$theme.png"
                keep "$t-$theme.png" "$t-$theme.png"
                run "$t.png-mid-$theme" render "$t.jsonl.gz" --theme "$theme" --legend --at $((events / 2)) -o "$t-mid-$theme.png"
                keep "$t-mid-$theme.png" "$t-mid-$theme.png"
            done
            run "$t.gif-from-jsonl" render "$t.jsonl.gz" -o "$t-jsonl.gif"
            keep "$t-jsonl.gif" "$t-jsonl.gif"
            run "$t.gif-only" render "$t.sdt" --only conflict,backtrack --max-frames 100 --legend -o "$t-only.gif"
            keep "$t-only.gif" "$t-only.gif"
            run "$t.gif-only-jsonl" render "$t.jsonl" --only backtrack --max-frames 50 --cell 24 -o "$t-only-jsonl.gif"
            keep "$t-only-jsonl.gif" "$t-only-jsonl.gif"
            run "$t.gif-every" render "$t.jsonl" --from 100 --to 400 --every 3 --fps 25 -o "$t-every.gif"
            keep "$t-every.gif" "$t-every.gif"
            run "$t.frames" render "$t.sdt" --from 1 --to 40 -o "$t-frames/"
            keep "$t-frames" "$t-frames"
            run "$t.chart" chart "$t.sdt" -o "$t-charts"
            keep "$t-charts" "$t-charts"
            run "$t.chart-jsonl" chart "$t.jsonl.gz" -o "$t-charts-jsonl"
            keep "$t-charts-jsonl" "$t-charts-jsonl"
            rm -rf "$work/$t"* "$work/$t-"*
        done
    done

    # The strategies: every order and propagation, both checks.
    for p in lc n1 n3; do
        for k in mrv+tables mrv+singles+tables mrv+hidden+tables rows+singles+tables rows+hidden+naive mrv+naive; do
            local t="$p-$k"
            run "$t.solve" solve "$p.txt" --solver "$k"
            run "$t.solve-json" solve "$p.txt" --solver "$k" --json
            for ext in jsonl sdt; do
                run "$t.trace-$ext" solve "$p.txt" --solver "$k" --trace "$t.$ext"
                keep "$t.$ext" "$t.$ext"
                run "$t.$ext.stats" stats "$t.$ext"
                run "$t.$ext.stats-json" stats --json "$t.$ext"
            done
            local events
            events=$(python3 -c 'import json,sys; print(json.load(sys.stdin)["stats"]["events"])' <"$out/$t.sdt.stats-json.stdout")
            local i=0
            for at in 0 1 2 3 $((events / 3)) $((events / 2)) $((events - 1)) "$events"; do
                i=$((i + 1))
                run "$t.sdt.show-$i" show "$t.sdt" --at "$at" --json
                run "$t.jsonl.show-text-$i" show "$t.jsonl" --at "$at"
            done
            run "$t.convert-to-sdt" convert "$t.jsonl" "$t.c.sdt"
            keep "$t.c.sdt" "$t.c.sdt"
            run "$t.gif" render "$t.sdt" --max-frames 120 -o "$t.gif"
            keep "$t.gif" "$t.gif"
            run "$t.png-candidates" render "$t.jsonl" --candidates --at $((events / 2)) -o "$t-candidates.png"
            keep "$t-candidates.png" "$t-candidates.png"
            run "$t.chart" chart "$t.sdt" -o "$t-charts"
            keep "$t-charts" "$t-charts"
            run "$t.html" html "$t.sdt" -o "$t.html"
            keep "$t.html" "$t.html"
            [ "$p" = lc ] || rm -rf "$work/$t"* "$work/$t-"*
        done
    done
    run lc-naive.trace-again solve lc.txt --trace lc-naive.jsonl
    run side-by-side render lc-naive.jsonl lc-mrv+singles+tables.jsonl -o side.gif
    keep side.gif side.gif
    run side-by-side-png render lc-naive.jsonl lc-mrv+tables.sdt --at 300 -o side.png
    keep side.png side.png

    # Web pages and their options.
    run html-naive html lc-naive.jsonl -o lc-naive.html
    keep lc-naive.html lc-naive.html
    run html-dark html lc-naive.jsonl --theme dark --title "A <title> & more" --start 120 --speed 4 --candidates -o lc-dark.html
    keep lc-dark.html lc-dark.html
    run html-window html lc-naive.jsonl --from 1000 --to 3000 --marker 1500:"here" --marker 2500:"there" -o lc-window.html
    keep lc-window.html lc-window.html
    run html-embed html lc-naive.jsonl --embed -o lc-embed.html
    keep lc-embed.html lc-embed.html
    run html-poster html lc-naive.jsonl --poster lc-poster.png -o lc-poster.html
    [ -e "$work/lc-poster.png" ] && keep lc-poster.png lc-poster.png

    # diagnose: the student solvers' traces, and traces damaged by hand.
    local students=()
    for bug in none string-compare box-slice stale-tables give-up backtrack-next stop-at-given columns; do
        python3 "$here/tests/solvers/student.py" "$leetcode" "$work/student-$bug.jsonl" "$bug" >/dev/null 2>&1 || true
        if [ -e "$work/student-$bug.jsonl" ]; then
            run "diagnose-student-$bug" diagnose "student-$bug.jsonl"
            run "diagnose-student-$bug-json" diagnose --json "student-$bug.jsonl"
            students+=("student-$bug.jsonl")
        fi
    done
    run diagnose-class diagnose "${students[@]}"
    run diagnose-class-json diagnose --json "${students[@]}"
    sed 's/"solver": *"naive"/"solver":"mine"/' "$work/lc-naive.jsonl" >"$work/renamed.jsonl"
    run diagnose-renamed diagnose renamed.jsonl
    sed '40d' "$work/lc-naive.jsonl" >"$work/dropped.jsonl"
    run diagnose-dropped diagnose dropped.jsonl
    run diagnose-dropped-show show dropped.jsonl --at 40 --json
    sed '$ s/"tries":[0-9]*/"tries":7/' "$work/lc-naive.jsonl" >"$work/counts.jsonl"
    run diagnose-counts diagnose counts.jsonl --json
    head -n 30 "$work/lc-mrv+singles+tables.jsonl" >"$work/cut-strategy.jsonl"
    run diagnose-cut diagnose cut-strategy.jsonl
    run diagnose-several diagnose renamed.jsonl dropped.jsonl counts.jsonl cut-strategy.jsonl lc-naive.jsonl
    rm -rf "$work"/lc-* "$work"/student-*

    cat "$work/lc.txt" "$work"/n?.txt >"$work/six.txt"
    run compare compare six.txt lc.txt --repeat 1 -o cmp
    blank_csv_times <"$work/cmp/report.csv" >"$out/compare.report.csv"
    blank_times <"$work/cmp/report.json" >"$out/compare.report.json"
    blank_times <"$work/cmp/report.md" >"$out/compare.report.md"
    keep compare.check-cost.svg cmp/check-cost.svg
    keep compare.check-cost.png cmp/check-cost.png
    keep compare.conflicts.svg cmp/conflicts.svg
    keep compare.conflicts.png cmp/conflicts.png
    run compare-strategies compare six.txt --solvers naive,tables,mrv+tables,mrv+singles+tables,mrv+hidden+naive --repeat 1 --max-tries 200000 -o cmp3
    blank_csv_times <"$work/cmp3/report.csv" >"$out/compare-strategies.report.csv"
    blank_times <"$work/cmp3/report.json" >"$out/compare-strategies.report.json"
    blank_times <"$work/cmp3/report.md" >"$out/compare-strategies.report.md"
    for chart in check-cost conflicts tries work-per-try; do
        [ -e "$work/cmp3/$chart.svg" ] && keep "compare-strategies.$chart.svg" "cmp3/$chart.svg"
    done
    run compare-tables compare lc.txt n2.txt --solvers tables --repeat 1 --max-tries 50000 -o cmp2
    blank_csv_times <"$work/cmp2/report.csv" >"$out/compare-tables.report.csv"
    blank_times <"$work/cmp2/report.json" >"$out/compare-tables.report.json"
    blank_times <"$work/cmp2/report.md" >"$out/compare-tables.report.md"

    run generate generate --seed 1 --count 20
    run generate-grid generate --seed 1 --count 3 --format grid
    run generate-json generate --seed 1 --count 5 --format json
    run generate-hard generate --seed 2 -n 3 --difficulty hard --symmetric
    run rate rate six.txt
    run rate-json rate six.txt --json
    run rate-summary rate six.txt --summary
    run check-right check "$leetcode" 534678912672195348198342567859761423426853791713924856961537284287419635345286179
    run check-wrong check "$leetcode" 534678912672195348198342567859761423426853791713924856961537284287419635345286197 --json

    run demo demo -o demo
    (cd "$work/demo" && find . -type f | sort) | sed 's|^\./||' | grep -v '^compare/report\.' | grep -v '^compare/time' | while read -r file; do
        keep "demo/$file" "demo/$file"
    done
    blank_csv_times <"$work/demo/compare/report.csv" >"$out/demo.report.csv"
    blank_times <"$work/demo/compare/report.md" >"$out/demo.report.md"

    run help --help
    for command in solve stats convert demo show step generate rate check render compare chart html diagnose; do
        run "help-$command" "$command" --help
    done
    printf '{"sudotrace":1,"puzzle":"%s","solver":"naive"}\n{"ev":"place","r":1,"c":1,"d":1}\n' "$leetcode" >"$work/bad.jsonl"
    run error-bad-trace stats bad.jsonl
    run error-bad-show show bad.jsonl --at 1
    run error-bad-render render bad.jsonl -o bad.gif
    run error-no-trace render missing.jsonl -o x.gif
    run error-bad-puzzle solve "${leetcode:0:80}x"
    printf '{"sudotrace":1,"puzzle":"%s","solver":"naive"}\n{"ev":"try","r":1,"c":3,"d":1}\n' "$leetcode" >"$work/cut.jsonl"
    run cut-stats stats cut.jsonl
    run cut-show show cut.jsonl
    run cut-render render cut.jsonl -o cut.gif
    keep cut.gif cut.gif
    run cut-chart chart cut.jsonl -o cutcharts
    keep cutcharts cutcharts
    run cut-convert convert cut.jsonl cut.sdt

    (cd "$out" && find . -type f | sort | xargs sha256sum) | sed 's|  \./|  out/|' >>"$manifest"
    sort -k2 -o "$manifest" "$manifest"
    echo "recorded $(wc -l <"$manifest") checksums into $manifest"
}

case ${1:-} in
record)
    [ $# = 3 ] || { echo "usage: $0 record BINARY DIR" >&2; exit 2; }
    record "$(realpath "$2")" "$3"
    ;;
compare)
    [ $# = 3 ] || { echo "usage: $0 compare OLD_BINARY NEW_BINARY" >&2; exit 2; }
    dir=$(mktemp -d)
    record "$(realpath "$2")" "$dir/old"
    record "$(realpath "$3")" "$dir/new"
    if diff -r "$dir/old" "$dir/new"; then
        echo "same bytes: every output of the new binary equals the old one's"
        rm -rf "$dir"
    else
        echo "differences above; both recordings are in $dir" >&2
        exit 1
    fi
    ;;
*)
    echo "usage: $0 record BINARY DIR | $0 compare OLD_BINARY NEW_BINARY" >&2
    exit 2
    ;;
esac

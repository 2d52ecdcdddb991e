"""The Python package's speed targets (docs/PERFORMANCE.md, "The Python package"):

- `sudotrace.solve(..., record=False)` takes within 5 % of the CLI's own search time on
  the same puzzles: each puzzle of tests/data/plb_hard20.txt but the first (the
  brute-force one, minutes under the row-by-row search) searched by each strategy, the
  Python call timed from outside (wall time of the call) against the search time the CLI
  reports (`solve --json`'s elapsed_ns), alternately, medians of ROUNDS runs each;
- iterating a million events in Python goes at least 5 million events a second.

Run: python3 python/benches/bench.py [SUDOTRACE_BINARY]   (after pip install ./python)
"""

import json
import statistics
import subprocess
import sys
import time
from pathlib import Path

import sudotrace

ROOT = Path(__file__).resolve().parents[2]
ROUNDS = 5
STRATEGIES = ["naive", "tables", "mrv+singles+tables"]
BRUTE_FORCE = "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9"


def main():
    binary = sys.argv[1] if len(sys.argv) > 1 else str(ROOT / "target" / "release" / "sudotrace")
    puzzles = [line.strip() for line in (ROOT / "tests" / "data" / "plb_hard20.txt").read_text().splitlines()
               if len(line.strip()) == 81][1:]
    for strategy in STRATEGIES:
        ours, theirs = [], []
        for _ in range(ROUNDS):
            py_total = cli_total = 0
            for puzzle in puzzles:
                started = time.perf_counter_ns()
                run = sudotrace.solve(puzzle, strategy, record=False, max_events=0)
                py_total += time.perf_counter_ns() - started
                out = subprocess.run([binary, "solve", puzzle, "--solver", strategy, "--json", "--max-events", "0"],
                                     capture_output=True, text=True, check=True).stdout
                cli_total += json.loads(out)["stats"]["elapsed_ns"]
                assert run.stats["tries"] == json.loads(out)["stats"]["tries"]
            ours.append(py_total)
            theirs.append(cli_total)
        ratios = [a / b for a, b in zip(ours, theirs)]
        print(f"{strategy}: {len(puzzles)} puzzles, Python {statistics.median(ours) / 1e6:.1f} ms, "
              f"the CLI's search {statistics.median(theirs) / 1e6:.1f} ms (medians of {ROUNDS}); "
              f"ratio {statistics.median(ratios):.3f} (median of the rounds' ratios; target at most 1.05)")
    trace = sudotrace.solve(BRUTE_FORCE, "naive", max_events=1_000_000)
    rates = []
    for _ in range(ROUNDS):
        started = time.perf_counter()
        n = 0
        for _event in trace:
            n += 1
        rates.append(n / (time.perf_counter() - started))
    print(f"iterating {n:,} events: {statistics.median(rates) / 1e6:.1f} M events a second "
          f"(median of {ROUNDS}; target at least 5)")


if __name__ == "__main__":
    main()

"""The Python package's speed targets (docs/PERFORMANCE.md, "The Python package"):

- `sudotrace.solve(..., record=False)` takes within 5 % of the CLI's own search time on
  the same puzzles: each puzzle of tests/data/plb_hard20.txt but the first (the
  brute-force one, minutes under the row-by-row search) searched by each strategy, the
  Python call timed from outside (wall time of the call) against the search time the CLI
  reports (`solve --json`'s elapsed_ns), alternately, medians of ROUNDS runs each;
- iterating a million events in Python goes at least 5 million events a second;
- `Trace.events_frame()` of a loaded 1,000,000-event trace (JSON Lines and binary): at
  least 5 million rows a second, no more than 3 times the time of iterating its events,
  the frame's memory about 13 bytes an event (peak memory: run with `--frame-memory`);
- 2,000 random `trace[i]` on a loaded 1,000,000-event JSON Lines trace: under 0.1 s
  (the first builds the trace's index).

Run: python3 python/benches/bench.py [SUDOTRACE_BINARY]   (after pip install ./python)
     python3 python/benches/bench.py --frame-memory TRACE   (one frame's peak memory)
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
    frames_and_random_access(binary)


def frames_and_random_access(binary):
    """events_frame() and trace[i] on a million events loaded from files."""
    import random
    import tempfile

    folder = Path(tempfile.mkdtemp())
    for name in ["million.jsonl", "million.sdt"]:
        path = folder / name
        subprocess.run([binary, "solve", BRUTE_FORCE, "--solver", "naive", "--max-events", "1000000",
                        "--trace", str(path)], capture_output=True)
        trace = sudotrace.load(path)
        framed, iterated = [], []
        for _ in range(ROUNDS):
            started = time.perf_counter()
            frame = trace.events_frame()
            framed.append(time.perf_counter() - started)
            started = time.perf_counter()
            for _event in trace:
                pass
            iterated.append(time.perf_counter() - started)
        rows = len(frame)
        size = frame.memory_usage(deep=True, index=False).sum()
        print(f"events_frame of {name} ({rows:,} rows): {rows / statistics.median(framed) / 1e6:.1f} M rows a "
              f"second, {statistics.median(framed) / statistics.median(iterated):.2f}x the time of iterating its "
              f"events (medians of {ROUNDS}; targets at least 5 M, at most 3x); {size / rows:.1f} bytes an event")
        if name.endswith(".jsonl"):
            rng = random.Random(37)
            picks = [rng.randrange(len(trace)) for _ in range(2000)]
            started = time.perf_counter()
            for i in picks:
                trace[i]
            print(f"2,000 random trace[i] on {name}: {time.perf_counter() - started:.3f} s, the index made at the "
                  f"first (target under 0.1 s)")


def frame_memory(path):
    """The peak memory of one events_frame() of the trace at `path`, against the frame's."""
    import resource

    trace = sudotrace.load(path)
    trace.events_frame(stop=10)  # pandas imported, and its first frame made, before
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
    frame = trace.events_frame()
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
    size = frame.memory_usage(deep=True, index=False).sum()
    print(f"events_frame of {path}: frame {size / 1e6:.1f} MB, peak memory grew {(peak - before) / 1e6:.1f} MB "
          f"({(peak - before) / size:.2f}x the frame; target at most 1.5x)")


if __name__ == "__main__":
    if sys.argv[1:2] == ["--frame-memory"]:
        frame_memory(sys.argv[2])
    else:
        main()

"""A long search leaves Python free (the GIL released) and stops on Ctrl-C, or a
notebook's interrupt, within a second, raising KeyboardInterrupt."""

import signal
import subprocess
import sys
import textwrap
import time

BRUTE_FORCE = "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9"


def test_ctrl_c_stops_a_long_search_within_a_second():
    script = textwrap.dedent(f"""
        import signal, sys, threading, time
        import sudotrace
        # Python's own Ctrl-C, as a terminal or a notebook has it, even where this test was
        # started in the background with SIGINT ignored (which its children inherit).
        signal.signal(signal.SIGINT, signal.default_int_handler)
        ticks = []
        threading.Thread(target=lambda: [ticks.append(time.monotonic()) or time.sleep(0.05) for _ in range(40)],
                         daemon=True).start()
        print("started", flush=True)
        try:
            # The brute-force search takes under two seconds on a fast machine: searches
            # one after another keep one going when the interrupt comes.
            for _ in range(20):
                sudotrace.solve("{BRUTE_FORCE}", strategy="naive", max_events=0)
            print("finished", flush=True)
        except KeyboardInterrupt:
            print("interrupted", time.monotonic(), len(ticks), flush=True)
    """)
    child = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True)
    assert child.stdout.readline().strip() == "started"
    time.sleep(1.5)
    sent = time.monotonic()
    child.send_signal(signal.SIGINT)
    out, _ = child.communicate(timeout=30)
    said = out.split()
    assert said[0] == "interrupted", out
    assert float(said[1]) - sent < 1.0, f"stopped {float(said[1]) - sent:.2f} s after the interrupt"
    # Another Python thread ran all along: the search does not hold the GIL.
    assert int(said[2]) >= 20, out


def test_work_of_more_than_a_second_shows_how_it_goes(monkeypatch):
    import sudotrace
    import sudotrace.notebook

    said = []
    monkeypatch.setattr(sudotrace.notebook, "progress", lambda *line: said.append(line))
    trace = sudotrace.solve(BRUTE_FORCE, strategy="naive", max_events=0)
    assert trace.result == "solved"
    going = [line for line in said if not line[4]]
    assert going and going[0][0] == "solving" and going[0][2] == "events"
    counts = [line[1] for line in going]
    assert counts == sorted(counts) and counts[-1] > 0
    assert said[-1][4] is True and said[-1][1] >= counts[-1]
    # A short search shows nothing.
    said.clear()
    sudotrace.solve("leetcode37")
    assert said == []


def test_the_progress_line_in_a_terminal(monkeypatch, capsys):
    import io

    import sudotrace.notebook

    class Terminal(io.StringIO):
        def isatty(self):
            return True

    terminal = Terminal()
    monkeypatch.setattr(sys, "stderr", terminal)
    sudotrace.notebook.progress("solving", 12_345_678, "events", 2.4, False)
    sudotrace.notebook.progress("solving", 20_000_000, "events", 3.1, True)
    assert terminal.getvalue() == ("\rsudotrace: solving: 12,345,678 events, 2 s"
                                   "\rsudotrace: solving: 20,000,000 events, 3 s (done)\n")

"""A long search leaves Python free (the GIL released) and stops on Ctrl-C, or a
notebook's interrupt, within a second, raising KeyboardInterrupt."""

import signal
import subprocess
import sys
import textwrap
import time

BRUTE_FORCE = "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9"

# How often another Python thread must have run while a call went on: about 30 times on
# an idle machine (every 50 ms), about half that on one busy with other work, and at most
# a couple if the call held the GIL throughout.
FREE_TICKS = 10


def interrupted(setup, call, wait=1.5):
    """Run `call` over and over in a Python of its own (after `setup`), send it Ctrl-C
    after `wait` seconds: the seconds from the signal to the KeyboardInterrupt it raised,
    and how often another Python thread ran meanwhile (50 ms apart)."""
    script = textwrap.dedent("""
        import signal, sys, tempfile, threading, time
        import sudotrace
        # Python's own Ctrl-C, as a terminal or a notebook has it, even where this test was
        # started in the background with SIGINT ignored (which its children inherit).
        signal.signal(signal.SIGINT, signal.default_int_handler)
        folder = tempfile.mkdtemp()
    """) + textwrap.dedent(setup) + textwrap.dedent(f"""
        ticks = []
        threading.Thread(target=lambda: [ticks.append(time.monotonic()) or time.sleep(0.05) for _ in range(40)],
                         daemon=True).start()
        print("started", flush=True)
        try:
            # Calls one after another keep one going when the interrupt comes.
            for _ in range(50):
                {call}
            print("finished", flush=True)
        except KeyboardInterrupt:
            print("interrupted", time.monotonic(), len(ticks), flush=True)
    """)
    child = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True)
    assert child.stdout.readline().strip() == "started"
    time.sleep(wait)
    sent = time.monotonic()
    child.send_signal(signal.SIGINT)
    out, _ = child.communicate(timeout=60)
    said = out.split()
    assert said[0] == "interrupted", out
    return float(said[1]) - sent, int(said[2])


def test_ctrl_c_stops_a_long_search_within_a_second():
    seconds, ticks = interrupted("", f'sudotrace.solve("{BRUTE_FORCE}", strategy="naive", max_events=0)')
    assert seconds < 1.0, f"stopped {seconds:.2f} s after the interrupt"
    # Another Python thread ran all along: the search does not hold the GIL.
    assert ticks >= FREE_TICKS, ticks


def test_ctrl_c_stops_a_search_that_records_nothing():
    seconds, ticks = interrupted("", f'sudotrace.solve("{BRUTE_FORCE}", strategy="naive", record=False)')
    assert seconds < 1.0, f"stopped {seconds:.2f} s after the interrupt"
    assert ticks >= FREE_TICKS, ticks
    seconds, _ = interrupted("", f'sudotrace.solve("{BRUTE_FORCE}", strategy="oneloop", record=False)')
    assert seconds < 1.0, f"oneloop: stopped {seconds:.2f} s after the interrupt"


def test_ctrl_c_stops_a_drawing_and_a_comparison():
    setup = 'trace = sudotrace.solve("leetcode37", strategy="naive")\n'
    drawing = 'trace.render(folder + "/all.gif", max_frames=0)'
    seconds, ticks = interrupted(setup, drawing)
    assert seconds < 1.0, f"render: stopped {seconds:.2f} s after the interrupt"
    assert ticks >= FREE_TICKS, ticks
    comparing = f'sudotrace.compare(["{BRUTE_FORCE}"] * 8, ["naive", "tables"], max_tries=None, repeat=20, dir=folder, charts=False)'
    seconds, _ = interrupted("", comparing)
    assert seconds < 1.0, f"compare: stopped {seconds:.2f} s after the interrupt"


def test_ctrl_c_stops_reading_a_long_trace_into_tables_and_charts():
    setup = (f'sudotrace.solve("{BRUTE_FORCE}", strategy="naive", max_events=2_000_000).save(folder + "/t.jsonl")\n'
             'loaded = sudotrace.load(folder + "/t.jsonl")\n')
    for call in ('loaded.events_frame()', 'loaded.chart(folder + "/charts")'):
        seconds, ticks = interrupted(setup, call)
        assert seconds < 1.0, f"{call}: stopped {seconds:.2f} s after the interrupt"
        assert ticks >= FREE_TICKS, (call, ticks)


def test_an_interrupt_inside_the_progress_line_is_never_lost(monkeypatch):
    import sudotrace
    import sudotrace.notebook

    def interrupt(*line):
        raise KeyboardInterrupt

    monkeypatch.setattr(sudotrace.notebook, "progress", interrupt)
    for name, call in (
        ("recorded", lambda: sudotrace.solve(BRUTE_FORCE, strategy="naive", max_events=0)),
        ("not recorded", lambda: sudotrace.solve(BRUTE_FORCE, strategy="naive", record=False)),
        ("compared", lambda: sudotrace.compare([BRUTE_FORCE] * 4, ["naive"], max_tries=None, repeat=20, charts=False)),
    ):
        started = time.monotonic()
        try:
            call()
        except KeyboardInterrupt:
            # Raised at the first progress line, a second in, and the work stopped then.
            assert time.monotonic() - started < 2.5, name
        else:
            raise AssertionError(f"{name}: the interrupt was lost after {time.monotonic() - started:.2f} s")


def test_a_search_that_records_nothing_has_no_event_limit():
    import sudotrace

    # More than the 10,000,000 events a recorded search stops at by default.
    run = sudotrace.solve(BRUTE_FORCE, strategy="naive", record=False)
    assert run.result == "solved"
    assert run.stats["events"] > 10_000_000, run.stats["events"]
    limited = sudotrace.solve(BRUTE_FORCE, strategy="naive", record=False, max_events=1000)
    assert limited.result == "limit"


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

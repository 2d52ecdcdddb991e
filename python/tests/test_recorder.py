"""sudotrace.Recorder: a student's own search, recorded from Python, and what
Trace.diagnose says of it, held to `sudotrace diagnose --json` on the same search
written as a file (tests/solvers/student.py, with the bugs the articles' readers make)."""

import importlib.util
import json

import pytest

import sudotrace
from conftest import LEETCODE, ROOT, cli, trace_lines

spec = importlib.util.spec_from_file_location("student", ROOT / "tests" / "solvers" / "student.py")
student = importlib.util.module_from_spec(spec)
spec.loader.exec_module(student)

# The bugs whose searches the Recorder takes as they are: every event in range.
BUGS = ["none", "string-compare", "box-slice", "stale-tables", "give-up", "stop-at-given", "columns", "col-first", "no-col", "self-clash", "one-loop"]


def recorded(bug):
    """The student's search of LeetCode 37 with `bug`, recorded through the Recorder."""
    board = [[ch if ch in "123456789" else "." for ch in LEETCODE[r * 9:r * 9 + 9]] for r in range(9)]
    rec = sudotrace.Recorder(LEETCODE, solver=student.SOLVERS.get(bug, "naive"))
    count = [0]

    def emit(ev, r, c, d=None, unit=None, **rest):
        if ev == "try":
            rec.try_(r, c, d)
        elif ev == "conflict":
            rec.conflict(r, c, d, unit, tuple(rest["with"]))
        elif ev == "place":
            rec.place(r, c, d)
        elif ev == "backtrack":
            rec.backtrack(r, c, d)
        count[0] += 1
        if count[0] == student.MAX_EVENTS:
            raise student.Limit()

    try:
        solved = student.solve(board, emit, bug)
    except student.Limit:
        return rec.finish("limit")
    return rec.finish("solved" if solved else "unsolvable")


@pytest.mark.parametrize("bug", BUGS)
def test_a_recorded_search_is_diagnosed_as_the_cli_diagnoses_its_file(bug, tmp_path):
    path = tmp_path / f"{bug}.jsonl"
    done = __import__("subprocess").run(
        ["python3", str(ROOT / "tests" / "solvers" / "student.py"), LEETCODE, str(path), bug])
    assert done.returncode == 0
    theirs = json.loads(cli("diagnose", path, "--json", code=None))
    trace = recorded(bug)
    # Every event recorded, those after one that cannot happen too.
    assert len(trace) == theirs["events"]
    assert (trace.problem is None) == (theirs["checked"] == theirs["events"])
    ours = trace.diagnose().to_dict()
    ours["trace"] = theirs["trace"]
    assert ours == theirs
    assert trace.diagnose().clean == (theirs["verdict"] == "clean")
    # In Chinese too, word for word.
    zh = json.loads(cli("diagnose", path, "--json", "--lang", "zh-CN", code=None))
    ours = trace.diagnose(lang="zh-CN").to_dict()
    ours["trace"] = zh["trace"]
    assert ours == zh


def test_the_correct_search_is_the_naive_strategy_event_for_event():
    trace = recorded("none")
    assert list(trace) == list(sudotrace.solve(LEETCODE, strategy="naive"))
    assert trace.result == "solved" and trace.solution == sudotrace.solve(LEETCODE).solution
    assert trace.diagnose().clean
    assert "row-by-row" in trace.diagnose().summary


def test_a_bugs_findings_are_typed_and_said():
    found = recorded("box-slice").diagnose()
    assert not found.clean
    trace = recorded("box-slice")
    assert trace.problem.startswith("line ") and "cannot happen" in trace.problem
    first = found.findings[0]
    assert {"kind", "at", "message"} <= set(first)
    assert first["message"] in str(found)


def test_a_trace_that_breaks_the_rules_keeps_every_event_and_its_end(tmp_path):
    # The box read from the wrong cells: the search breaks the rules at an event the
    # recording keeps, with every event after it and the result the student finished with.
    path = tmp_path / "box-slice.jsonl"
    done = __import__("subprocess").run(
        ["python3", str(ROOT / "tests" / "solvers" / "student.py"), LEETCODE, str(path), "box-slice"])
    assert done.returncode == 0
    theirs = json.loads(cli("diagnose", path, "--json", code=None))
    assert theirs["checked"] < theirs["events"]
    trace = recorded("box-slice")
    assert len(trace) == theirs["events"]
    assert trace.result == theirs["outcome"]
    breaks = theirs["checked"] + 1
    assert f"event {breaks:,} cannot happen" in repr(trace)
    assert f"{len(trace):,} events" in repr(trace)
    # The event that cannot happen is shown on the board before it, as `show --at` does.
    shown = trace.show(breaks)
    assert "cannot happen" in shown
    assert shown == cli("show", path, "--at", str(breaks))
    assert trace[breaks - 1] == list(trace)[-1]
    with pytest.raises(IndexError, match="stand on no board"):
        trace.show(breaks + 1)
    with pytest.raises(IndexError, match="stand on no board"):
        trace[breaks]
    # As a table: the events read on the board, before the one that cannot happen.
    if __import__("importlib").util.find_spec("pandas") is not None:
        frame = trace.events_frame()
        assert len(frame) == theirs["checked"] and frame.index[-1] == theirs["checked"]
        assert (frame["r"] >= 1).all() and frame["ev"].notna().all()
        assert frame.loc[theirs["checked"], "ev"] == trace[breaks - 2].ev
    # Saved whole: the CLI's verdict on the file is the recording's.
    saved = tmp_path / "saved.jsonl"
    trace.save(saved)
    again = json.loads(cli("diagnose", saved, "--json", code=None))
    ours = trace.diagnose().to_dict()
    ours["trace"] = again["trace"]
    assert ours == again
    assert again["events"] == len(trace)
    # It cannot be written in another form: said, and nothing is left behind.
    with pytest.raises(ValueError, match="save it under such a name"):
        trace.save(tmp_path / "saved.sdt")
    assert not (tmp_path / "saved.sdt").exists()


def test_a_digit_out_of_range_is_refused_where_it_is_recorded():
    # backtrack-next names the digit after the one erased: 10 after a 9.
    with pytest.raises(ValueError, match="backtrack: d=10: a digit is 1 to 9"):
        recorded("backtrack-next")


def test_bad_calls_say_what_is_wrong():
    rec = sudotrace.Recorder(LEETCODE, solver="mine")
    with pytest.raises(ValueError, match="try_: r=10, c=1: rows and columns are 1 to 9"):
        rec.try_(10, 1, 1)
    with pytest.raises(ValueError, match="d=0: a digit is 1 to 9"):
        rec.place(1, 3, 0)
    with pytest.raises(ValueError, match='unit="diagonal"'):
        rec.conflict(1, 3, 5, "diagonal", (1, 1))
    with pytest.raises(ValueError, match="result="):
        rec.finish("done")
    rec.try_(1, 3, 1)
    rec.place(1, 3, 1)
    rec.backtrack(1, 3)  # the digit erased is the board's
    trace = rec.finish("limit")
    assert list(trace) == [{"ev": "try", "r": 1, "c": 3, "d": 1}, {"ev": "place", "r": 1, "c": 3, "d": 1},
                           {"ev": "backtrack", "r": 1, "c": 3, "d": 1}]
    with pytest.raises(ValueError, match="finished"):
        rec.try_(1, 3, 2)


def test_a_solvers_name_from_outside_reaches_a_terminal_escaped():
    rec = sudotrace.Recorder(LEETCODE, solver="mine\x1b]0;TITLE\x07")
    trace = rec.finish("limit")
    assert trace.solver == "mine\x1b]0;TITLE\x07"
    assert "\x1b" not in repr(trace) and "\\u{1b}" in repr(trace)


EASTER_MONSTER = "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1"


def test_a_recorded_search_with_eliminations_writes_the_cli_s_events(tmp_path):
    """mrv+locked+tables' own events, replayed through the Recorder's calls (pointing,
    claiming and pairs by keyword, restores by rule or by the board), write the same
    event lines as `sudotrace solve --trace`; a pattern that does not hold is refused."""
    path = tmp_path / "cli.jsonl"
    cli("solve", EASTER_MONSTER, "--solver", "mrv+locked+tables", "--trace", path)
    rec = sudotrace.Recorder(EASTER_MONSTER, solver="mrv+locked+tables")
    kinds = set()
    restores = 0
    for line in trace_lines(path):
        ev = line["ev"]
        kinds.update([ev, line.get("rule", ev)])
        fields = {key: line[key] for key in ("d", "row", "col", "box", "ds") if key in line}
        if "cells" in line:
            fields["cells"] = tuple(tuple(cell) for cell in line["cells"])
        if "ds" in fields:
            fields["ds"] = tuple(fields["ds"])
        if ev == "eliminate":
            rec.eliminate(line["rule"], **fields)
        elif ev == "restore":
            # Every other one named, the rest left to the board.
            restores += 1
            if restores % 2:
                rec.restore(line["rule"], **fields)
            else:
                rec.restore()
        elif ev == "try":
            rec.try_(line["r"], line["c"], line["d"])
        elif ev == "place":
            rec.place(line["r"], line["c"], line["d"])
        elif ev == "backtrack":
            rec.backtrack(line["r"], line["c"], line["d"])
        elif ev == "choose":
            rec.choose(line["r"], line["c"], line["n"])
        elif ev == "force":
            rec.force(line["r"], line["c"], line["d"], line["by"])
        elif ev == "deadend":
            rec.deadend(line["r"], line["c"])
        elif ev == "unforce":
            rec.unforce(line["r"], line["c"], line["d"])
    assert {"pointing", "claiming", "naked-pair", "hidden-pair", "restore"} <= kinds
    trace = rec.finish("solved")
    ours = tmp_path / "ours.jsonl"
    trace.save(ours)
    assert trace_lines(ours) == trace_lines(path)
    assert trace.problem is None
    bad = sudotrace.Recorder(EASTER_MONSTER)
    with pytest.raises(ValueError, match="rule"):
        bad.eliminate("x-wing", d=1, row=1, box=1)
    with pytest.raises(ValueError, match="no elimination stands"):
        bad.restore()

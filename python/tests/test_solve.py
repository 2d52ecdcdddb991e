"""sudotrace.solve and sudotrace.load against the CLI: the same counts and the same
events, line for line, under every strategy; the same positions as `show --json`."""

import json
from pathlib import Path

import pytest

import sudotrace
from conftest import LEETCODE, ROOT, cli, cli_json, trace_lines


def test_strategies_are_the_clis():
    assert sudotrace.strategies()[:2] == ["naive", "tables"]
    assert len(sudotrace.strategies()) == 42
    assert "oneloop" in sudotrace.strategies() and "mrv+locked+tables" in sudotrace.strategies()
    for name in sudotrace.strategies():
        cli("listing", "--solver", name)


@pytest.mark.parametrize("strategy", sudotrace.strategies())
def test_counts_and_events_are_the_clis(strategy, tmp_path):
    trace = sudotrace.solve(LEETCODE, strategy=strategy)
    path = tmp_path / "t.jsonl"
    said = cli_json("solve", LEETCODE, "--solver", strategy, "--json", "--trace", path)
    assert trace.result == said["result"]
    assert trace.solution == said["solution"]
    assert trace.solver == strategy
    ours = dict(trace.stats)
    theirs = dict(said["stats"])
    ours.pop("elapsed_ns")
    theirs.pop("elapsed_ns")
    assert ours == theirs
    lines = trace_lines(path)
    assert len(trace) == len(lines)
    assert list(trace) == lines
    assert trace[0] == lines[0] and trace[-1] == lines[-1] and trace[len(lines) // 2] == lines[len(lines) // 2]
    # Written back, the trace is the CLI's, byte for byte.
    trace.save(tmp_path / "again.jsonl")
    assert (tmp_path / "again.jsonl").read_bytes() == path.read_bytes()


def test_a_built_in_puzzle_is_named_in_its_trace_as_the_cli_names_it(tmp_path):
    cli("solve", "leetcode37", "--solver", "naive", "--trace", tmp_path / "cli.jsonl")
    sudotrace.solve("leetcode37", strategy="naive").save(tmp_path / "py.jsonl")
    assert (tmp_path / "py.jsonl").read_bytes() == (tmp_path / "cli.jsonl").read_bytes()
    header = (tmp_path / "py.jsonl").read_text().splitlines()[0]
    assert '"name":"leetcode37"' in header
    # Its digits name nothing: no name, as the CLI writes none.
    sudotrace.solve(LEETCODE, strategy="naive").save(tmp_path / "digits.jsonl")
    assert '"name"' not in (tmp_path / "digits.jsonl").read_text().splitlines()[0]


def test_limits_stop_the_search_as_the_cli_does(tmp_path):
    stopped = sudotrace.solve(LEETCODE, strategy="naive", max_events=1000)
    assert stopped.result == "limit"
    assert len(stopped) <= 1000
    assert stopped.solution is None
    said = cli_json("solve", LEETCODE, "--solver", "naive", "--json", "--max-events", "1000", code=1)
    assert stopped.stats["tries"] == said["stats"]["tries"]
    tried = sudotrace.solve(LEETCODE, strategy="naive", max_tries=500)
    assert tried.result == "limit" and tried.stats["tries"] == 500
    # A long search stopped at a million events, as the CLI stops it.
    brute = "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9"
    for strategy in ["naive", "tables"]:
        long = sudotrace.solve(brute, strategy=strategy, max_events=1_000_000)
        said = cli_json("solve", brute, "--solver", strategy, "--json", "--max-events", "1000000", code=1)
        assert (long.result, len(long)) == ("limit", said["stats"]["events"])
        assert long.stats["tries"] == said["stats"]["tries"]
    # Untraced, the same search, with its time.
    run = sudotrace.solve(LEETCODE, strategy="naive", record=False)
    assert run.result == "solved" and run.stats["tries"] == 37652 and run.stats["elapsed_ns"] > 0
    assert run.solution == sudotrace.solve(LEETCODE).solution


def test_load_reads_every_format(tmp_path):
    for name in ["t.jsonl", "t.jsonl.gz", "t.sdt"]:
        cli("solve", "leetcode37", "--solver", "tables", "--trace", tmp_path / name)
        trace = sudotrace.load(tmp_path / name)
        assert trace.result == "solved"
        assert len(trace) == len(trace_lines(tmp_path / "t.jsonl"))
    assert list(sudotrace.load(tmp_path / "t.sdt")) == list(sudotrace.load(tmp_path / "t.jsonl"))


@pytest.mark.parametrize("at", [0, 1, 42, 79461])
def test_positions_are_shows(at, tmp_path):
    path = tmp_path / "t.jsonl"
    cli("solve", LEETCODE, "--solver", "naive", "--trace", path)
    trace = sudotrace.load(path)
    assert trace.position(at) == cli_json("show", path, "--at", at, "--json")
    assert trace.position(at, language="python", lang="zh-CN") == cli_json(
        "show", path, "--at", at, "--json", "--language", "python", "--lang", "zh-CN"
    )


def test_listing_is_the_clis():
    for strategy in sudotrace.strategies():
        for language in ["python", "js", "pseudocode"]:
            assert sudotrace.listing(strategy, language) == cli("listing", "--solver", strategy, "--language", language)


def test_errors_are_sudotraces_by_kind_and_builtins_too(tmp_path):
    refused = [lambda: sudotrace.solve(LEETCODE, strategy="fastest"), lambda: sudotrace.solve("12x"),
               lambda: sudotrace.solve(LEETCODE, max_tries=-1), lambda: sudotrace.listing("naive", "cobol")]
    for call in refused:
        with pytest.raises(sudotrace.ArgumentError) as raised:
            call()
        assert isinstance(raised.value, ValueError) and isinstance(raised.value, sudotrace.Error)
    # A number out of range names its argument, as a ValueError, not Python's OverflowError.
    trace = sudotrace.solve(LEETCODE, strategy="tables")
    for call, said in [(lambda: sudotrace.solve(LEETCODE, max_events=-5), "max_events=-5: give 0 or more"),
                       (lambda: trace.show(-1), "at=-1: give 0 or more"),
                       (lambda: trace.page(from_=-2), "from_=-2: give 0 or more"),
                       (lambda: trace.render(tmp_path / "x.gif", width=-720), "width=-720: give 0 or more"),
                       (lambda: sudotrace.Recorder(LEETCODE).try_(1, 300, 1), "try_: r=1, c=300: rows and columns"),
                       (lambda: sudotrace.Recorder(LEETCODE).place(1, 3, -4), "place: d=-4: a digit is 1 to 9")]:
        with pytest.raises(sudotrace.ArgumentError, match=said):
            call()
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"puzzle": "nope"}\n')
    with pytest.raises(sudotrace.TraceError, match="bad.jsonl"):
        sudotrace.load(bad)
    with pytest.raises(sudotrace.OutputError, match="--max-bytes|max_bytes"):
        trace.render(tmp_path / "tiny.gif", max_bytes=10)
    assert issubclass(sudotrace.TraceChanged, sudotrace.TraceError)
    assert not issubclass(FileNotFoundError, sudotrace.Error)


def test_traces_runs_and_events_pickle(tmp_path):
    import pickle
    searched = sudotrace.solve(LEETCODE, strategy="naive")
    path = tmp_path / "t.jsonl.gz"
    searched.save(path)
    loaded = sudotrace.load(path)
    for trace in (searched, loaded):
        copy = pickle.loads(pickle.dumps(trace))
        assert (copy.name, copy.result, copy.stats, len(copy)) == (trace.name, trace.result, trace.stats, len(trace))
        assert copy[41] == trace[41] and copy.show(42) == trace.show(42)
    # A loaded trace is pickled as its file's bytes: the copy needs the file no more.
    copy = pickle.loads(pickle.dumps(loaded))
    path.unlink()
    assert list(copy)[-1] == searched[-1]
    run = sudotrace.solve(LEETCODE, strategy="tables", record=False)
    again = pickle.loads(pickle.dumps(run))
    assert (again.result, again.solution, again.stats) == (run.result, run.solution, run.stats)
    event = searched[41]
    assert pickle.loads(pickle.dumps(event)) == event and type(pickle.loads(pickle.dumps(event))) is sudotrace.Event


def test_a_slice_of_a_trace_is_its_events(tmp_path):
    searched = sudotrace.solve(LEETCODE, strategy="naive")
    searched.save(tmp_path / "t.jsonl")
    for trace in (searched, sudotrace.load(tmp_path / "t.jsonl")):
        every = list(trace)
        for cut in [slice(100, 105), slice(-3, None), slice(None, None, 20000), slice(10, 0, -3),
                    slice(5, 5), slice(len(every) - 2, len(every) + 10)]:
            assert trace[cut] == every[cut], cut
    with pytest.raises(TypeError):
        searched["ev"]


def test_an_event_is_a_read_only_mapping_of_its_fields():
    from collections.abc import Mapping
    conflict = sudotrace.solve("leetcode37", strategy="naive")[41]
    assert isinstance(conflict, Mapping)
    fields = {"ev": "conflict", "r": 1, "c": 8, "d": 6, "unit": "col", "with": [3, 8]}
    assert dict(conflict) == fields and conflict == fields and conflict.to_dict() == fields
    assert list(conflict) == list(fields) and len(conflict) == 6
    assert list(conflict.items()) == list(fields.items()) and list(conflict.values()) == list(fields.values())
    assert conflict.get("by") is None and conflict.get("by", "none") == "none" and conflict.get("unit") == "col"
    with pytest.raises(KeyError):
        conflict["by"]


def test_render_gives_a_path_a_notebook_shows(tmp_path):
    import base64
    import os
    trace = sudotrace.solve(LEETCODE, strategy="naive")
    gif = trace.render(tmp_path / "a.gif", to=100, max_frames=10)
    assert isinstance(gif, sudotrace.Rendered) and isinstance(gif, os.PathLike)
    assert os.fspath(gif) == str(tmp_path / "a.gif") and gif.path == tmp_path / "a.gif"
    assert gif._repr_mimebundle_()["image/gif"] == base64.b64encode((tmp_path / "a.gif").read_bytes()).decode()
    assert "10" in repr(gif) or str(gif.frames) in repr(gif)
    png = trace.render(tmp_path / "b.png", at=42)
    assert (png.frames, base64.b64decode(png._repr_mimebundle_()["image/png"])[:4]) == (1, b"\x89PNG")
    folder = trace.render(str(tmp_path / "frames") + "/", to=30, max_frames=5)
    first = sorted((tmp_path / "frames").glob("*.png"))[0]
    assert base64.b64decode(folder._repr_mimebundle_()["image/png"]) == first.read_bytes()


def test_bad_input_says_what_and_where(tmp_path):
    with pytest.raises(ValueError, match="no such strategy"):
        sudotrace.solve(LEETCODE, strategy="fastest")
    with pytest.raises(ValueError, match="the puzzle"):
        sudotrace.solve("12x")
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"puzzle": "nope"}\n')
    with pytest.raises(ValueError, match="bad.jsonl"):
        sudotrace.load(bad)
    with pytest.raises(FileNotFoundError, match="missing.jsonl"):
        sudotrace.load(tmp_path / "missing.jsonl")
    trace = sudotrace.solve("leetcode37", strategy="tables")
    with pytest.raises(IndexError):
        trace[len(trace)]
    with pytest.raises(IndexError, match="choose 0 to"):
        trace.position(len(trace) + 1)
    assert json.loads(json.dumps(trace[0].to_dict())) == trace[0]


@pytest.mark.parametrize("strategy", ["naive", "mrv+singles+tables"])
def test_show_is_the_clis_text(strategy, tmp_path):
    path = tmp_path / "t.jsonl"
    cli("solve", LEETCODE, "--solver", strategy, "--trace", path)
    trace = sudotrace.load(path)
    for at in [0, 1, 42, len(trace) // 2, len(trace)]:
        assert trace.show(at) == cli("show", path, "--at", at)
    assert trace.show() == cli("show", path)
    assert trace.show(42, language="python", lang="zh-CN", candidates=True) == cli(
        "show", path, "--at", 42, "--language", "python", "--lang", "zh-CN", "--candidates")


def test_show_says_where_a_students_search_departs(tmp_path):
    path = tmp_path / "columns.jsonl"
    done = __import__("subprocess").run(
        ["python3", str(ROOT / "tests" / "solvers" / "student.py"), LEETCODE, str(path), "col-first"])
    assert done.returncode == 0
    trace = sudotrace.load(path)
    for at in [1, 4, 10, len(trace)]:
        assert trace.show(at) == cli("show", path, "--at", at)


def test_pictures_and_pages_are_the_clis(tmp_path):
    path = tmp_path / "t.jsonl"
    cli("solve", LEETCODE, "--solver", "naive", "--trace", path)
    trace = sudotrace.load(path)
    # The same bytes as the CLI writes, for the same options.
    assert trace.render(str(tmp_path / "py.gif"), to=300, max_frames=60).frames > 10
    cli("render", path, "--to", 300, "--max-frames", 60, "-o", tmp_path / "cli.gif")
    assert (tmp_path / "py.gif").read_bytes() == (tmp_path / "cli.gif").read_bytes()
    # A search's trace, held in memory, is drawn from memory: the same picture.
    searched = sudotrace.solve(LEETCODE, strategy="naive")
    assert searched.render(tmp_path / "mem.gif", to=300, max_frames=60).frames > 10
    assert (tmp_path / "mem.gif").read_bytes() == (tmp_path / "cli.gif").read_bytes()
    trace.render(str(tmp_path / "py.png"), at=42, panel="stack", lang="zh-CN")
    cli("render", path, "--at", 42, "--panel", "stack", "--lang", "zh-CN", "-o", tmp_path / "cli.png")
    assert (tmp_path / "py.png").read_bytes() == (tmp_path / "cli.png").read_bytes()
    trace.html(tmp_path / "py.html", mode="predict")
    cli("html", path, "--mode", "predict", "-o", tmp_path / "cli.html")
    assert (tmp_path / "py.html").read_text() == (tmp_path / "cli.html").read_text()
    assert trace.page(mode="predict") == (tmp_path / "cli.html").read_text()
    charts = trace.chart(tmp_path / "charts")
    cli("chart", path, "-o", tmp_path / "cli-charts")
    assert len(charts) == 3
    for chart in charts:
        png = Path(chart["png"])
        assert png.read_bytes() == (tmp_path / "cli-charts" / png.name).read_bytes()
    with pytest.raises(ValueError, match="add at=N; for every frame as PNG"):
        trace.render(str(tmp_path / "x.png"))
    assert not (tmp_path / "x.png").exists()
    # The output is told from its name as `render` tells it: a path, any case.
    assert trace.render(tmp_path / "upper.GIF", max_frames=3).frames > 0
    cli("render", path, "-o", tmp_path / "cli-upper.GIF", "--max-frames", "3")
    assert (tmp_path / "upper.GIF").read_bytes() == (tmp_path / "cli-upper.GIF").read_bytes()


def test_ask_at_pins_predicts_questions_as_the_cli_does(tmp_path):
    path = tmp_path / "t.jsonl"
    cli("solve", LEETCODE, "--solver", "naive", "--trace", path)
    trace = sudotrace.load(path)
    for ask_at, questions, flags in [(["conflict:box", "backtrack:1"], None, ["--ask-at", "conflict:box,backtrack:1"]),
                                     ([67, "conflict:box"], 3, ["--ask-at", "67,conflict:box", "--questions", 3])]:
        cli("html", path, "--mode", "predict", *flags, "-o", tmp_path / "cli.html")
        page = trace.page(mode="predict", ask_at=ask_at, questions=questions)
        assert page == (tmp_path / "cli.html").read_text()
    for ask_at, said in [([0], "ask_at= 0 is the puzzle"), (["clash"], 'ask_at="clash"'), ([-4], "ask_at=-4"),
                         (["dead-end"], "its dead ends are its backtracks")]:
        with pytest.raises(sudotrace.ArgumentError, match=said):
            trace.page(ask_at=ask_at)


def test_a_lesson_and_a_wide_layout_as_the_cli_gives_them(tmp_path):
    path = tmp_path / "t.jsonl"
    cli("solve", LEETCODE, "--solver", "tables", "--trace", path)
    trace = sudotrace.load(path)
    lesson = ROOT / "docs" / "lessons" / "leetcode37.toml"
    for mode in ["watch", "predict"]:
        cli("html", path, "--lesson", lesson, "--mode", mode, "-o", tmp_path / "cli.html")
        assert trace.page(mode=mode, lesson=lesson) == (tmp_path / "cli.html").read_text()
    trace.html(tmp_path / "lesson.html", lesson=str(lesson))
    assert (tmp_path / "lesson.html").read_text() == trace.page(lesson=lesson)
    for args, kwargs in [(["--lesson", lesson, "--max-frames", "40"], {"lesson": lesson, "max_frames": 40}),
                         (["--layout", "wide", "--at", "42"], {"layout": "wide", "at": 42})]:
        name = "x.png" if "at" in kwargs else "x.gif"
        cli("render", path, *args, "-o", tmp_path / f"cli-{name}")
        trace.render(tmp_path / name, **kwargs)
        assert (tmp_path / name).read_bytes() == (tmp_path / f"cli-{name}").read_bytes()
    bad = tmp_path / "bad.toml"
    bad.write_text('[[moment]]\nat = 26\nnote = "x"\nwhen = 1\n')
    with pytest.raises(sudotrace.ArgumentError, match="line 4, column 1: unknown field `when`"):
        trace.page(lesson=bad)
    with pytest.raises(sudotrace.ArgumentError, match='layout="square"'):
        trace.render(tmp_path / "y.png", at=3, layout="square")


def test_a_pages_tables_panel_as_the_cli_draws_it(tmp_path):
    path = tmp_path / "t.jsonl"
    cli("solve", LEETCODE, "--solver", "tables", "--trace", path)
    trace = sudotrace.load(path)
    for lang in ["en", "zh-CN"]:
        cli("html", path, "--panel", "tables", "--lang", lang, "-o", tmp_path / "cli.html")
        page = trace.page(panel="tables", lang=lang)
        assert page == (tmp_path / "cli.html").read_text()
        assert '"panel":"tables"' in page and '"panel":"tables"' not in trace.page(lang=lang)
    trace.html(tmp_path / "tables.html", panel="tables")
    assert (tmp_path / "tables.html").read_text() == trace.page(panel="tables")
    for panel, said in [("stack", 'panel="stack": choose "tables" \\(the code, stack and tree panels are on every page\\)'),
                        ("board", 'panel="board": choose "tables"')]:
        with pytest.raises(sudotrace.ArgumentError, match=said):
            trace.page(panel=panel)


def test_bold_marks_as_the_cli_draws_them(tmp_path):
    path = tmp_path / "t.jsonl"
    cli("solve", LEETCODE, "--solver", "naive", "--trace", path)
    trace = sudotrace.load(path)
    cli("render", path, "--marks", "bold", "--at", "42", "-o", tmp_path / "cli.png")
    trace.render(tmp_path / "py.png", at=42, marks="bold")
    trace.render(tmp_path / "normal.png", at=42)
    assert (tmp_path / "py.png").read_bytes() == (tmp_path / "cli.png").read_bytes()
    assert (tmp_path / "py.png").read_bytes() != (tmp_path / "normal.png").read_bytes()
    cli("html", path, "--marks", "bold", "-o", tmp_path / "cli.html")
    assert trace.page(marks="bold") == (tmp_path / "cli.html").read_text()
    assert trace.page(marks="bold") != trace.page()
    trace.html(tmp_path / "bold.html", marks="bold")
    assert (tmp_path / "bold.html").read_text() == trace.page(marks="bold")
    for call in [lambda: trace.page(marks="big"), lambda: trace.render(tmp_path / "x.png", at=3, marks="big")]:
        with pytest.raises(sudotrace.ArgumentError, match='marks="big": choose "normal" or "bold"'):
            call()


def test_compare_counts_as_the_cli_does(tmp_path):
    import csv

    cli("compare", "leetcode37", LEETCODE.replace("53..7", "53..7"), "--solvers", "naive,mrv+tables",
        "--repeat", 1, "--max-tries", 100000, "-o", tmp_path / "cli", code=None)
    with open(tmp_path / "cli" / "report.csv", newline="") as f:
        theirs = list(csv.DictReader(f))
    rows = sudotrace.compare(["leetcode37", LEETCODE], ["naive", "mrv+tables"], max_tries=100000, repeat=1,
                             dir=tmp_path / "py", charts=False)
    if not isinstance(rows, list):
        rows = rows.astype(str).to_dict("records")
    counts = ["solver", "result", "tries", "conflicts.row", "conflicts.col", "conflicts.box", "places",
              "backtracks", "cell_reads", "table_lookups", "events", "solution"]
    assert [[str(r[k]) for k in counts] for r in rows] == [[r[k] for k in counts] for r in theirs]
    assert sorted(p.name for p in (tmp_path / "py").iterdir()) == sorted(p.name for p in (tmp_path / "cli").iterdir())
    with pytest.raises(ValueError, match="no such strategy"):
        sudotrace.compare(["leetcode37"], ["fastest"], dir=tmp_path / "x")


def test_events_frame_is_the_trace_as_a_table(tmp_path):
    pandas = pytest.importorskip("pandas")
    path = tmp_path / "t.jsonl"
    cli("solve", "leetcode37", "--solver", "mrv+singles+tables", "--trace", path)
    trace = sudotrace.load(path)
    frame = trace.events_frame()
    assert isinstance(frame, pandas.DataFrame)
    assert len(frame) == len(trace) and frame.index[0] == 1
    lines = trace_lines(path)
    for n in [1, 2, len(lines) // 2, len(lines)]:
        row, line = frame.loc[n], lines[n - 1]
        assert row["ev"] == line["ev"] and (row["r"], row["c"]) == (line["r"], line["c"])
        for key in ["d", "n", "unit", "by"]:
            assert (row[key] if not pandas.isna(row[key]) else None) == line.get(key)
        assert row["depth"] == trace.position(n)["depth"]
    assert frame["ev"].value_counts()["force"] == trace.stats["forced"]


def test_events_frame_is_columnar_typed_and_takes_part_of_a_trace(tmp_path):
    pandas = pytest.importorskip("pandas")
    path = tmp_path / "t.jsonl"
    cli("solve", "leetcode37", "--solver", "mrv+singles+tables", "--trace", path)
    trace = sudotrace.load(path)
    frame = trace.events_frame()
    assert isinstance(frame["ev"].dtype, pandas.CategoricalDtype)
    assert set(frame["ev"].cat.categories) >= {"try", "conflict", "place", "backtrack", "choose", "force"}
    assert isinstance(frame["unit"].dtype, pandas.CategoricalDtype) and isinstance(frame["by"].dtype,
                                                                                  pandas.CategoricalDtype)
    for name in ["d", "n", "with_r", "with_c"]:
        assert str(frame[name].dtype) == "UInt8", name
    for name in ["r", "c", "depth"]:
        assert str(frame[name].dtype) == "uint8", name
    # One kind of missing value: <NA> in the integers, NaN codes in the categoricals.
    conflicts = frame[frame["ev"] == "conflict"]
    assert conflicts["unit"].notna().all() and conflicts["with_r"].notna().all()
    assert frame[frame["ev"] != "conflict"]["with_r"].isna().all()
    assert frame[frame["ev"] != "force"]["by"].isna().all()
    # A byte an event a column, and a mask byte for each nullable one: no Python object
    # an event.
    assert frame.memory_usage(deep=True, index=False).sum() <= 16 * len(frame) + 4096
    # Part of the trace, as trace[start:stop] takes it, numbered as in the whole.
    part = trace.events_frame(start=100, stop=-100)
    assert list(part.index) == list(range(101, len(trace) - 99))
    assert part.equals(frame.loc[101:len(trace) - 100])
    assert len(trace.events_frame(start=len(trace) + 5)) == 0
    some = trace.events_frame(["ev", "depth"], stop=10)
    assert list(some.columns) == ["ev", "depth"] and len(some) == 10
    with pytest.raises(ValueError, match="no column 'digit'"):
        trace.events_frame(["digit"])


def test_an_end_record_the_board_contradicts_is_not_taken(tmp_path):
    # A solved search whose end record claims no solution: said, and not believed.
    path = tmp_path / "t.jsonl"
    cli("solve", LEETCODE, "--trace", path)
    lines = path.read_text().splitlines()
    end = json.loads(lines[-1])
    end["result"], end["solution"] = "unsolvable", None
    path.write_text("\n".join(lines[:-1] + [json.dumps(end)]) + "\n")
    trace = sudotrace.load(path)
    assert trace.result != "unsolvable"
    assert "its events fill every blank" in trace.problem
    assert len(trace) == len(lines) - 2


def test_compare_gives_numbers_as_numbers_and_leaves_nothing_behind():
    import tempfile
    from pathlib import Path

    pandas = pytest.importorskip("pandas")
    before = set(Path(tempfile.gettempdir()).glob("sudotrace-compare-*"))
    # The first puzzle needs 37,652 tries row by row: a limit of 1,000 stops those
    # searches, which are then counted but not timed; mrv+tables solves it within it.
    frame = sudotrace.compare(["leetcode37", "leetcode37"], ["naive", "mrv+tables"], max_tries=1000,
                              repeat=1, charts=False)
    assert set(Path(tempfile.gettempdir()).glob("sudotrace-compare-*")) == before, "no folder left"
    assert list(frame["censored"]) == [True, False, True, False]
    assert frame["censored_by"].isna().tolist() == [False, True, False, True]
    assert frame["censored_by"][0] == "tries"
    for column in ["tries", "events", "conflicts.box", "runs", "max_depth"]:
        assert str(frame[column].dtype) == "Int64", column
    for column in ["elapsed_ns", "elapsed_ns_min", "elapsed_ns_max"]:
        assert frame[column].dtype == "float64", column
    assert frame["elapsed_ns"].isna().tolist() == [True, False, True, False]
    assert frame["solved"].dtype == bool and frame["solved"].tolist() == [False, True, False, True]
    # A median by strategy, which strings would refuse.
    medians = frame.groupby("solver")["tries"].median()
    assert medians["naive"] == 1000
    # Without pandas the same rows, as dicts of numbers.
    import importlib

    comparing = importlib.import_module("sudotrace.compare")
    rows = [comparing._typed(row) for row in [{"tries": "12", "elapsed_ns": "", "solved": "false",
                                                 "censored": "tries", "note": ""}]]
    assert rows == [{"tries": 12, "elapsed_ns": rows[0]["elapsed_ns"], "solved": False, "censored": True,
                     "censored_by": "tries", "note": ""}]


def test_a_loaded_trace_answers_from_its_file_as_loaded_and_refuses_another(tmp_path):
    import os
    import random

    path = tmp_path / "t.jsonl"
    cli("solve", "leetcode37", "--solver", "naive", "--trace", path)
    lines = trace_lines(path)
    trace = sudotrace.load(path)
    # Events anywhere, in any order, as the file has them (the first builds the index).
    rng = random.Random(5)
    for i in [rng.randrange(len(trace)) for _ in range(300)] + [0, len(trace) - 1, -1]:
        assert trace[i].to_dict() == lines[i], i
    # The file replaced by another search's: refused, saying what changed.
    other = tmp_path / "other.jsonl"
    cli("solve", "leetcode37", "--solver", "tables", "--trace", other)
    os.replace(other, path)
    with pytest.raises(sudotrace.TraceChanged, match="changed"):
        trace[100]
    with pytest.raises(ValueError, match="load it again"):
        trace.show(5)
    # Loaded again, it is the file as it is now; the same length with other bytes (a
    # digit changed) is refused too.
    trace = sudotrace.load(path)
    assert trace[0].to_dict() == trace_lines(path)[0]
    text = path.read_bytes()
    at = text.index(b'"d":1')
    path.write_bytes(text[:at] + b'"d":2' + text[at + 5:])
    with pytest.raises(sudotrace.TraceChanged):
        trace[0]
    path.unlink()
    with pytest.raises(FileNotFoundError):
        trace[0]


def test_the_package_says_its_version_and_an_event_its_fields():
    assert sudotrace.__version__ == cli("--version").split()[-1]
    trace = sudotrace.solve("leetcode37", strategy="naive")
    conflict, first = trace[41], trace[0]
    assert "unit" in conflict and "with" in conflict and conflict["unit"] == "col"
    assert "unit" not in first and "d" in first

"""sudotrace.compare: strategies compared on puzzles, as `sudotrace compare` does."""

import csv
import tempfile
from os import PathLike
from pathlib import Path

from ._sudotrace import compare_into


def _puzzle_texts(puzzles):
    """The puzzles as texts: a collection file's text, each puzzle of a list, or one."""
    if isinstance(puzzles, PathLike) or (isinstance(puzzles, str) and "\n" not in puzzles and Path(puzzles).is_file()):
        return [Path(puzzles).read_text(encoding="utf-8")]
    if isinstance(puzzles, str):
        return [puzzles]
    return [str(p) for p in puzzles]


def compare(puzzles, strategies=("naive", "tables"), *, max_tries=100_000_000, repeat=5, dir=None,
            lang="en", charts=True):
    """Compare `strategies` on `puzzles` as `sudotrace compare` does: every search
    counted (a search past `max_tries` tries stopped and marked limit), then timed
    `repeat` times. `puzzles` is a list of puzzles (each its 81 characters or a built-in
    name such as "leetcode37"), one puzzle, or the path of a collection (a puzzle a
    line). The report (report.md, report.csv, report.json) and the charts are written
    into `dir`; with no `dir` nothing is left on disk. Gives the report's table, a row
    per puzzle and strategy, with numbers as numbers whatever the searches did: counts
    as integers (pandas' nullable Int64), times in nanoseconds as floats (NaN where a
    search was stopped and not timed), `solved`, `counted` and `censored` as booleans,
    `censored_by` what stopped a search (report.csv's `censored`) or None. A pandas
    DataFrame when pandas is installed, else a list of dicts. In a notebook the charts are
    drawn under the cell when `charts`."""
    if dir is not None:
        return _compared(puzzles, strategies, max_tries, repeat, Path(dir), lang, charts)
    with tempfile.TemporaryDirectory(prefix="sudotrace-compare-") as folder:
        return _compared(puzzles, strategies, max_tries, repeat, Path(folder), lang, charts)


def _compared(puzzles, strategies, max_tries, repeat, folder, lang, charts):
    """compare() into `folder`: its table, read whole before the folder may go."""
    written = compare_into(_puzzle_texts(puzzles), folder, strategies=list(strategies),
                           max_tries=max_tries, repeat=repeat, lang=lang)
    table = folder / "report.csv"
    if charts:
        _show_charts([Path(p) for p in written if p.endswith(".png")])
    with open(table, newline="", encoding="utf-8") as f:
        rows = [_typed(row) for row in csv.DictReader(f)]
    try:
        import pandas
    except ImportError:
        return rows
    frame = pandas.DataFrame(rows, columns=list(rows[0]) if rows else None)
    for column in frame.columns:
        if column in _TIMES:
            frame[column] = frame[column].astype("float64")
        elif column in _BOOLEANS:
            frame[column] = frame[column].astype("bool")
        elif column not in _TEXTS:
            frame[column] = frame[column].astype("Int64")
    return frame


# report.csv's columns by kind; every other one is a count (docs/compare.md).
_TEXTS = {"source", "name", "puzzle", "solver", "result", "solution", "note", "censored_by"}
_BOOLEANS = {"solved", "counted", "censored"}
_TIMES = {"elapsed_ns", "elapsed_ns_min", "elapsed_ns_max"}


def _typed(row):
    """A row of report.csv with its values as numbers and booleans: counts as int, times
    in nanoseconds as float (NaN where a search was not timed), an empty count None.
    `censored` says whether the search was stopped, `censored_by` what stopped it (the
    CSV's `censored`), or None."""
    typed = {}
    for column, text in row.items():
        if column == "censored":
            typed["censored"] = text != ""
            typed["censored_by"] = text or None
        elif column in _TEXTS:
            typed[column] = text
        elif column in _BOOLEANS:
            typed[column] = text == "true"
        elif column in _TIMES:
            typed[column] = float(text) if text != "" else float("nan")
        else:
            typed[column] = int(text) if text != "" else None
    return typed


def _show_charts(pngs):
    """Draw the charts under the running notebook cell, if there is one."""
    try:
        from IPython import get_ipython
        from IPython.display import SVG, Image, display
    except ImportError:
        return
    if get_ipython() is None:
        return
    for png in pngs:
        # The picture itself, not its path: the folder may be a temporary one. The SVG
        # where there is one: a fifth of the PNG's size in the notebook, and sharp.
        svg = png.with_suffix(".svg")
        if svg.is_file():
            display(SVG(data=svg.read_text(encoding="utf-8")))
        else:
            display(Image(data=png.read_bytes(), format="png"))

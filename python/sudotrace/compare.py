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
    into `dir` (a new temporary folder when None). Gives the report's table, a row per
    puzzle and strategy: a pandas DataFrame when pandas is installed, else a list of
    dicts. In a notebook the charts are drawn under the cell when `charts`."""
    folder = Path(dir) if dir is not None else Path(tempfile.mkdtemp(prefix="sudotrace-compare-"))
    written = compare_into(_puzzle_texts(puzzles), folder, strategies=list(strategies),
                           max_tries=max_tries, repeat=repeat, lang=lang)
    table = folder / "report.csv"
    if charts:
        _show_charts([Path(p) for p in written if p.endswith(".png")])
    try:
        import pandas
    except ImportError:
        with open(table, newline="", encoding="utf-8") as f:
            return list(csv.DictReader(f))
    text_columns = {name: str for name in ("source", "name", "puzzle", "solver", "result", "solution", "note")}
    return pandas.read_csv(table, dtype=text_columns, keep_default_na=False)


def _show_charts(pngs):
    """Draw the charts under the running notebook cell, if there is one."""
    try:
        from IPython import get_ipython
        from IPython.display import Image, display
    except ImportError:
        return
    if get_ipython() is None:
        return
    for png in pngs:
        display(Image(filename=str(png)))

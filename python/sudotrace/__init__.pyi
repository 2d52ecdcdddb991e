from os import PathLike
from pathlib import Path
from typing import (Any, Dict, ItemsView, Iterator, KeysView, List, Literal, Mapping, Optional, Sequence, Tuple, Union,
                    ValuesView, final, overload)

_Path = Union[str, "PathLike[str]"]

__version__: str
__all__ = ["ArgumentError", "Diagnosis", "Error", "Event", "OutputError", "Recorder", "Rendered", "Run", "Trace",
           "TraceChanged", "TraceError", "compare", "listing", "load", "solve", "strategies"]

@final
class Event(Mapping[str, Any]):
    """One event of a trace, with its trace-format fields: a read-only mapping of them."""

    @property
    def ev(self) -> str: ...
    @property
    def r(self) -> int: ...
    @property
    def c(self) -> int: ...
    @property
    def d(self) -> Optional[int]: ...
    @property
    def n(self) -> Optional[int]: ...
    @property
    def unit(self) -> Optional[str]: ...
    @property
    def with_(self) -> Optional[Tuple[int, int]]: ...
    @property
    def by(self) -> Optional[str]: ...
    def keys(self) -> KeysView[str]: ...
    def values(self) -> ValuesView[Any]: ...
    def items(self) -> ItemsView[str, Any]: ...
    def get(self, key: str, default: Any = None) -> Any: ...
    def __contains__(self, key: object, /) -> bool: ...
    def __getitem__(self, key: str, /) -> Any: ...
    def __iter__(self) -> Iterator[str]: ...
    def __len__(self) -> int: ...
    def to_dict(self) -> Dict[str, Any]: ...

@final
class Diagnosis:
    """What Trace.diagnose found."""

    @property
    def clean(self) -> bool: ...
    @property
    def findings(self) -> List[Dict[str, Any]]: ...
    @property
    def summary(self) -> str: ...
    def to_dict(self) -> Dict[str, Any]: ...

@final
class Run:
    """A search run without recording its events."""

    @property
    def result(self) -> str: ...
    @property
    def solution(self) -> Optional[str]: ...
    @property
    def stats(self) -> Dict[str, Any]: ...

@final
class Trace:
    """A search's trace, or a trace file's, read through sudotrace's cursor."""

    @property
    def name(self) -> str: ...
    @property
    def solver(self) -> str: ...
    @property
    def puzzle(self) -> str: ...
    @property
    def result(self) -> str: ...
    @property
    def solution(self) -> Optional[str]: ...
    @property
    def stats(self) -> Dict[str, Any]: ...
    @property
    def problem(self) -> Optional[str]: ...
    def __len__(self) -> int: ...
    @overload
    def __getitem__(self, index: int, /) -> Event: ...
    @overload
    def __getitem__(self, index: slice, /) -> List[Event]: ...
    def __iter__(self) -> Iterator[Event]: ...
    def position(self, at: int, *, language: str = "pseudocode", lang: str = "en") -> Dict[str, Any]: ...
    def show(
        self, at: Optional[int] = None, *, language: str = "pseudocode", lang: str = "en", candidates: bool = False
    ) -> str: ...
    def diagnose(self, *, lang: str = "en") -> Diagnosis: ...
    def events_frame(
        self, columns: Optional[Sequence[str]] = None, *, start: Optional[int] = None, stop: Optional[int] = None
    ) -> Any: ...
    def render(
        self,
        path: _Path,
        *,
        at: Optional[int] = None,
        from_: int = 1,
        to: Optional[int] = None,
        max_frames: int = 600,
        width: Optional[int] = None,
        height: Optional[int] = None,
        cell: Optional[int] = None,
        max_bytes: Optional[int] = None,
        title: Optional[str] = None,
        theme: str = "light",
        panel: Optional[str] = None,
        candidates: bool = False,
        legend: bool = True,
        lang: str = "en",
        layout: str = "auto",
        lesson: Optional[_Path] = None,
        marks: str = "normal",
    ) -> Rendered: ...
    def html(
        self, path: _Path, *, from_: int = 1, to: Optional[int] = None, mode: str = "watch",
        title: Optional[str] = None, lang: str = "en", ask_at: Optional[Sequence[Union[int, str]]] = None,
        questions: Optional[int] = None, lesson: Optional[_Path] = None, panel: Optional[str] = None,
        marks: str = "normal"
    ) -> None: ...
    def page(
        self, *, from_: int = 1, to: Optional[int] = None, mode: str = "watch", title: Optional[str] = None,
        lang: str = "en", ask_at: Optional[Sequence[Union[int, str]]] = None, questions: Optional[int] = None,
        lesson: Optional[_Path] = None, panel: Optional[str] = None, marks: str = "normal"
    ) -> str: ...
    def chart(self, dir: _Path, *, lang: str = "en") -> List[Dict[str, str]]: ...
    def player(
        self, *, mode: str = "watch", lang: str = "en", from_: int = 1, to: Optional[int] = None, height: int = 720,
        ask_at: Optional[Sequence[Union[int, str]]] = None, questions: Optional[int] = None,
        lesson: Optional[_Path] = None, panel: Optional[str] = None, marks: str = "normal"
    ) -> Any: ...
    def save(self, path: _Path) -> None: ...

@final
class Recorder:
    """A student's own search, recorded event by event."""

    def __new__(cls, puzzle: str, solver: str = "my solver") -> "Recorder": ...
    def try_(self, r: int, c: int, d: int) -> None: ...
    def conflict(self, r: int, c: int, d: int, unit: str, with_: Tuple[int, int]) -> None: ...
    def place(self, r: int, c: int, d: int) -> None: ...
    def backtrack(self, r: int, c: int, d: Optional[int] = None) -> None: ...
    def choose(self, r: int, c: int, n: Optional[int] = None) -> None: ...
    def force(self, r: int, c: int, d: int, by: str = "cell") -> None: ...
    def deadend(self, r: int, c: int) -> None: ...
    def unforce(self, r: int, c: int, d: Optional[int] = None) -> None: ...
    def eliminate(self, rule: str, *, d: Optional[int] = None, row: Optional[int] = None,
                  col: Optional[int] = None, box: Optional[int] = None,
                  cells: Optional[Tuple[Tuple[int, int], Tuple[int, int]]] = None,
                  ds: Optional[Tuple[int, int]] = None) -> None: ...
    def restore(self, rule: Optional[str] = None, *, d: Optional[int] = None,
                row: Optional[int] = None, col: Optional[int] = None, box: Optional[int] = None,
                cells: Optional[Tuple[Tuple[int, int], Tuple[int, int]]] = None,
                ds: Optional[Tuple[int, int]] = None) -> None: ...
    def finish(self, result: str = "solved") -> Trace: ...

class Rendered(PathLike[str]):
    """What Trace.render wrote: its path and its frames; a notebook shows the picture."""

    path: Path
    frames: int
    def __init__(self, path: _Path, frames: int) -> None: ...
    def __fspath__(self) -> str: ...

class Error(Exception):
    """The base of sudotrace's own errors."""

class TraceError(Error, ValueError):
    """A trace that cannot be read, or an event of it that cannot happen."""

class TraceChanged(TraceError):
    """A loaded trace's file changed since it was loaded (or was replaced): load it again."""

class ArgumentError(Error, ValueError):
    """An argument sudotrace refuses, and what to give instead."""

class OutputError(Error, ValueError):
    """A picture, chart, report or page that could not be made as asked."""

@overload
def solve(
    puzzle: str,
    strategy: str = "tables",
    *,
    max_tries: Optional[int] = None,
    max_events: Optional[int] = None,
    record: Literal[True] = True,
) -> Trace: ...
@overload
def solve(
    puzzle: str,
    strategy: str = "tables",
    *,
    max_tries: Optional[int] = None,
    max_events: Optional[int] = None,
    record: Literal[False],
) -> Run: ...
@overload
def solve(
    puzzle: str,
    strategy: str = "tables",
    *,
    max_tries: Optional[int] = None,
    max_events: Optional[int] = None,
    record: bool = True,
) -> Union[Trace, Run]: ...
def load(path: _Path) -> Trace: ...
def listing(strategy: str = "naive", language: str = "python") -> str: ...
def strategies() -> List[str]: ...
def compare(
    puzzles: Union[str, "PathLike[str]", Sequence[str]],
    strategies: Sequence[str] = ("naive", "tables"),
    *,
    max_tries: Optional[int] = 100_000_000,
    repeat: int = 5,
    dir: Optional[_Path] = None,
    lang: str = "en",
    charts: bool = True,
) -> Any: ...

# The extension module's stub: the public names as the package's stubs give them
# (sudotrace/__init__.pyi), and what the package's modules call here.
from os import PathLike
from typing import List, Optional, Union

from . import Diagnosis as Diagnosis
from . import Event as Event
from . import Recorder as Recorder
from . import Run as Run
from . import Trace as Trace
from . import listing as listing
from . import load as load
from . import solve as solve
from . import strategies as strategies

__all__ = ["Trace", "Diagnosis", "Event", "Run", "Recorder", "solve", "load", "listing", "strategies", "compare_into",
           "_run_of_json", "_trace_of_bytes", "_event_of_line"]

def compare_into(
    puzzles: List[str],
    dir: Union[str, "PathLike[str]"],
    *,
    strategies: List[str] = ...,
    max_tries: Optional[int] = ...,
    repeat: int = ...,
    lang: str = "en",
) -> List[str]: ...
def _trace_of_bytes(name: str, bytes: bytes) -> Trace: ...
def _run_of_json(line: str) -> Run: ...
def _event_of_line(line: str) -> Event: ...

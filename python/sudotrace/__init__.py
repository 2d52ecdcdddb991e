"""sudotrace in Python: record a Sudoku backtracking search and read its trace.

The searches, the trace reader and the counts are sudotrace's own (its Rust crates,
reached through the extension module ``sudotrace._sudotrace``)::

    >>> import sudotrace
    >>> trace = sudotrace.solve("leetcode37", strategy="naive")
    >>> trace.result, len(trace), trace.stats["tries"]
    ('solved', 79461, 37652)
    >>> trace[0]
    {"ev":"try","r":1,"c":3,"d":1}
"""

from collections.abc import Mapping
from importlib.metadata import PackageNotFoundError, version

from . import notebook
from ._sudotrace import Diagnosis, Event, Recorder, Run, Trace, listing, load, solve, strategies
from .compare import compare
from .errors import ArgumentError, Error, OutputError, TraceChanged, TraceError
from .notebook import Rendered

__all__ = ["ArgumentError", "Diagnosis", "Error", "Event", "OutputError", "Recorder", "Rendered", "Run", "Trace",
           "TraceChanged", "TraceError", "compare", "listing", "load", "solve", "strategies"]

# An event reads as the dict of its fields: a read-only mapping.
Mapping.register(Event)

try:
    __version__ = version("sudotrace")
except PackageNotFoundError:  # imported from a source tree, not installed
    __version__ = "0.0.0"

"""sudotrace's exceptions. Every error of sudotrace's own is a `sudotrace.Error`, and
also the built-in exception it refines, so that code catching `ValueError` goes on
working. The system's errors are Python's own: a missing file `FileNotFoundError`, other
failures to read or write `OSError`, a position past a trace `IndexError`."""


class Error(Exception):
    """The base of sudotrace's own errors."""


class TraceError(Error, ValueError):
    """A trace that cannot be read, or an event of it that cannot happen; the message says
    where (the line, the byte offset, the event)."""


class TraceChanged(TraceError):
    """A loaded trace's file changed since it was loaded (or was replaced): load it again
    to read what it holds now."""


class ArgumentError(Error, ValueError):
    """An argument sudotrace refuses (an unknown strategy, a puzzle that cannot be read,
    a number out of range, an option that does not fit the others), and what to give
    instead."""


class OutputError(Error, ValueError):
    """A picture, chart, report or page that could not be made as asked, and what to
    change."""

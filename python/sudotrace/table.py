"""A trace's events as a pandas DataFrame, from the columns the extension reads."""


def events_frame(columns, events):
    """The DataFrame of `columns` (a dict of lists, one value an event; ``r``, ``c`` and
    ``depth`` as bytes, one an event), indexed by the events' numbers from 1 as ``show
    --at`` numbers them: ``r``, ``c`` and ``depth`` as ``uint8``, whole numbers where a
    column may be empty as ``Int8`` rather than floats."""
    try:
        import numpy
        import pandas
    except ImportError:
        raise ImportError("Trace.events_frame() needs pandas: pip install pandas") from None
    for name in ("r", "c", "depth"):
        columns[name] = numpy.frombuffer(columns[name], dtype=numpy.uint8)
    frame = pandas.DataFrame(columns, index=pandas.RangeIndex(1, events + 1))
    for name in ("d", "n", "with_r", "with_c"):
        frame[name] = frame[name].astype("Int8")
    return frame

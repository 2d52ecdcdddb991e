"""A trace's events as a pandas DataFrame, viewing the columns the extension wrote."""


def events_frame(buffer, count, first, names, categories, columns=None):
    """The DataFrame of the `count` events from number `first` that `buffer` holds: the
    columns `names` (each `count` bytes, one after another, as sudotrace_app::table's
    COLUMNS lays them out), indexed by the events' numbers as ``show --at`` numbers
    them; `categories` the names of the codes of ``ev``, ``unit`` and ``by``. `columns`
    (all when None) chooses and orders the frame's columns. The frame views the buffer:
    nothing is copied."""
    try:
        import numpy
        import pandas
    except ImportError:
        raise ImportError("Trace.events_frame() needs pandas: pip install pandas") from None
    data = numpy.frombuffer(buffer, dtype=numpy.uint8)
    raw = {name: data[k * count:(k + 1) * count] for k, name in enumerate(names)}

    def categorical(name):
        dtype = pandas.CategoricalDtype(categories[name])
        return pandas.Categorical.from_codes(raw[name].view(numpy.int8), dtype=dtype, validate=False)

    def nullable(name, missing):
        return pandas.arrays.IntegerArray(raw[name], raw[missing].view(numpy.bool_))

    made = {
        "ev": lambda: categorical("ev"),
        "r": lambda: raw["r"],
        "c": lambda: raw["c"],
        "d": lambda: nullable("d", "d_missing"),
        "n": lambda: nullable("n", "n_missing"),
        "unit": lambda: categorical("unit"),
        "with_r": lambda: nullable("with_r", "with_missing"),
        "with_c": lambda: nullable("with_c", "with_missing"),
        "by": lambda: categorical("by"),
        "depth": lambda: raw["depth"],
    }
    chosen = list(made) if columns is None else list(columns)
    unknown = [name for name in chosen if name not in made]
    if unknown:
        raise ValueError(f"events_frame: no column {unknown[0]!r} (choose among {', '.join(made)})")
    index = pandas.RangeIndex(first, first + count)
    return pandas.DataFrame({name: made[name]() for name in chosen}, index=index, copy=False)

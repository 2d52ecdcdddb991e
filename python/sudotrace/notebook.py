"""sudotrace in notebooks: the web player as a widget (anywidget, when installed) and a
trace shown as a cell's last value (the player inline, as a widget or as the static page
in a frame where widgets are not installed)."""

import html

HEIGHT = 720


def _page_frame(page, height=HEIGHT):
    """The page in a frame of its own, for front ends without widgets."""
    return (
        f'<iframe title="sudotrace" style="width: 100%; height: {height}px; border: 0" '
        f'srcdoc="{html.escape(page, quote=True)}"></iframe>'
    )


def _player_class():
    """The widget's class, or ImportError where anywidget is not installed."""
    import anywidget  # noqa: F401 (asked each time: it may be installed, or not, later)

    from .widget import Player

    return Player


def player(trace, mode="watch", lang="en", frm=1, to=None, height=HEIGHT):
    """The web player of `trace` as a notebook widget: `widget.event` (the position, as
    `show --at` numbers it) and `widget.mode` ("watch", "predict", "simulate", "play") follow
    the player, and setting them moves it."""
    try:
        Player = _player_class()
    except ImportError as e:
        raise ImportError("Trace.player() needs anywidget: pip install anywidget") from e
    last = len(trace) if to is None else min(to, len(trace))
    return Player(page=trace.page(frm=frm, to=to, mode=mode, lang=lang), mode=mode, height=height, last=last)


def mimebundle(trace):
    """What a notebook shows of `trace` as a cell's last value: the player widget when
    anywidget is installed, else the page in a frame; its repr as text."""
    bundle = {"text/plain": repr(trace)}
    try:
        page = trace.page()
    except ValueError as too_long:
        bundle["text/html"] = f"<pre>{html.escape(trace.show())}</pre><p>{html.escape(str(too_long))}</p>"
        return bundle
    try:
        Player = _player_class()
    except ImportError:
        bundle["text/html"] = _page_frame(page)
        return bundle
    shown = Player(page=page, height=HEIGHT)._repr_mimebundle_()
    bundle.update(shown[0] if isinstance(shown, tuple) else shown)
    bundle["text/plain"] = repr(trace)
    return bundle

_shown = {}


def progress(doing, count, unit, seconds, done):
    """How work of more than a second goes (a search, a drawing, a comparison): `doing`
    what it is doing, `count` how many `unit` so far (no count where `unit` is empty: a
    search that records nothing counts nothing as it goes), `seconds` since it began, `done`
    once it is over. In a notebook a line under the cell, updated in place; in a terminal
    a line on standard error."""
    import sys

    counted = f"{count:,} {unit}, " if unit else ""
    line = f"sudotrace: {doing}: {counted}{seconds:.0f} s" + (" (done)" if done else "")
    # A notebook's kernel has IPython loaded already: it is never imported here, in the
    # middle of a search, where a Ctrl-C could cut its import short and raise another error.
    ipython = sys.modules.get("IPython")
    shell = ipython.get_ipython() if ipython is not None else None
    if shell is not None and hasattr(shell, "kernel"):
        from IPython.display import display

        handle = _shown.get("handle")
        if handle is None:
            _shown["handle"] = display(line, display_id=True)
        else:
            handle.update(line)
        if done:
            _shown.pop("handle", None)
        return
    if sys.stderr.isatty():
        sys.stderr.write("\r" + line + ("\n" if done else ""))
        sys.stderr.flush()

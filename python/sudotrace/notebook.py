"""sudotrace in notebooks: the web player as a widget (anywidget, when installed) and a
trace shown as a cell's last value (the player inline, as a widget or as the static page
in a frame where widgets are not installed)."""

import base64
import html
import os
from pathlib import Path

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


# The shells of the kernel's players, one widget each, kept for the kernel's life: every
# player of one language and theme shares one, which the notebook then stores once.
_shells: dict = {}


def _shared_shell(shell, shared):
    """The `Shell` widget holding `shell` and `shared`, made at their first use."""
    from .widget import Shell, packed

    if (shell, shared) not in _shells:
        _shells[shell, shared] = Shell(shell=packed(shell), shared=packed(shared))
    return _shells[shell, shared]


def _player_of(trace, mode="watch", lang="en", from_=1, to=None, height=HEIGHT, ask_at=None, questions=None,
               lesson=None, panel=None, marks="normal"):
    """The player widget of `trace` (anywidget must be importable)."""
    Player = _player_class()
    shell, title, data, shared = trace._page_parts(from_=from_, to=to, mode=mode, lang=lang, ask_at=ask_at,
                                                   questions=questions, lesson=lesson, panel=panel, marks=marks)
    last = len(trace) if to is None else min(to, len(trace))
    return Player(shell=_shared_shell(shell, shared), title=title, data=data, mode=mode, height=height, last=last)


def player(trace, mode="watch", lang="en", from_=1, to=None, height=HEIGHT, ask_at=None, questions=None,
           lesson=None, panel=None, marks="normal"):
    """The web player of `trace` as a notebook widget: `widget.event` (the position, as
    `show --at` numbers it) and `widget.mode` ("watch", "predict", "simulate", "play") follow
    the player, and setting them moves it. `ask_at` and `questions` choose Predict's
    questions as `Trace.page` takes them; `lesson` a lesson file it plays as a tour;
    `panel="tables"` the tables panel beside the board; `marks="bold"` the check's marks
    drawn for a projector."""
    try:
        _player_class()
    except ImportError as e:
        raise ImportError("Trace.player() needs anywidget: pip install anywidget") from e
    return _player_of(trace, mode=mode, lang=lang, from_=from_, to=to, height=height, ask_at=ask_at,
                      questions=questions, lesson=lesson, panel=panel, marks=marks)


def mimebundle(trace):
    """What a notebook shows of `trace` as a cell's last value: the player widget when
    anywidget is installed, else the page in a frame; its repr as text. A trace too long
    for a page is shown as `show` shows its end, with why."""
    bundle = {"text/plain": repr(trace)}
    try:
        try:
            _player_class()
        except ImportError:
            bundle["text/html"] = _page_frame(trace.page())
            return bundle
        shown = _player_of(trace)._repr_mimebundle_()
    except ValueError as too_long:
        bundle["text/html"] = f"<pre>{html.escape(trace.show())}</pre><p>{html.escape(str(too_long))}</p>"
        return bundle
    bundle.update(shown[0] if isinstance(shown, tuple) else shown)
    bundle["text/plain"] = repr(trace)
    return bundle


class Rendered(os.PathLike):
    """What `Trace.render` wrote: `path`, the GIF, the PNG or the folder of PNG frames, and
    `frames`, how many frames it holds. A path-like (`open(r, "rb")`, `os.fspath(r)`),
    shown in a notebook as the picture (a folder as its first frame)."""

    def __init__(self, path, frames):
        self.path = Path(path)
        self.frames = frames

    def __fspath__(self):
        return os.fspath(self.path)

    def __repr__(self):
        return f"<sudotrace.Rendered {self.path} ({self.frames:,} frames)>"

    def __eq__(self, other):
        return isinstance(other, Rendered) and (self.path, self.frames) == (other.path, other.frames)

    # Unhashable, as a list is: equal by path and frames.
    __hash__ = None  # type: ignore[assignment]

    def _picture(self):
        """The picture a notebook shows, and its type: the file, or a folder's first frame."""
        if self.path.is_dir():
            first = min(self.path.glob("*.png"), default=None)
            return (first, "image/png") if first else (None, None)
        gif = self.path.suffix.lower() == ".gif"
        return self.path, "image/gif" if gif else "image/png"

    def _repr_mimebundle_(self, include=None, exclude=None):
        bundle = {"text/plain": repr(self)}
        picture, mime = self._picture()
        if picture is not None and picture.is_file():
            bundle[mime] = base64.b64encode(picture.read_bytes()).decode("ascii")
        return bundle


_shown: dict = {}


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

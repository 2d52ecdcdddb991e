"""The player widget (needs anywidget): the page `html` writes, in a frame, its event
and mode synchronised with Python."""

from pathlib import Path

import anywidget
import traitlets


class Player(anywidget.AnyWidget):
    """sudotrace's web player in a notebook. `event` is the position the player stands
    at (0 the puzzle, N the board right after event N) and `mode` its mode ("watch",
    "predict", "simulate" or "play"): moving the player changes them, setting them moves
    it."""

    _esm = (Path(__file__).parent / "player.js").read_text(encoding="utf-8")
    page = traitlets.Unicode("").tag(sync=True)
    event = traitlets.Int(0).tag(sync=True)
    mode = traitlets.Unicode("watch").tag(sync=True)
    height = traitlets.Int(720).tag(sync=True)

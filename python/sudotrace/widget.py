"""The player widget (needs anywidget): the page `html` writes, in a frame, its event
and mode synchronised with Python."""

from pathlib import Path

import anywidget
import traitlets


# The page's modes, by the names its address and `html --mode` use.
MODES = ("watch", "predict", "simulate", "play")


class Player(anywidget.AnyWidget):
    """sudotrace's web player in a notebook. `event` is the position the player stands
    at (0 the puzzle, N the board right after event N, up to `last`) and `mode` its mode
    ("watch", "predict", "simulate" or "play"): moving the player changes them, setting
    them moves it. A mode not among those, or an event outside the page, raises
    `traitlets.TraitError`."""

    _esm = (Path(__file__).parent / "player.js").read_text(encoding="utf-8")
    page = traitlets.Unicode("").tag(sync=True)
    event = traitlets.Int(0, min=0).tag(sync=True)
    mode = traitlets.Enum(MODES, default_value="watch").tag(sync=True)
    height = traitlets.Int(720, min=100).tag(sync=True)
    # The page's last position, when known: `event` goes no further.
    last = traitlets.Int(None, allow_none=True)

    @traitlets.validate("event")
    def _event_on_the_page(self, proposal):
        event = proposal["value"]
        if self.last is not None and event > self.last:
            raise traitlets.TraitError(f"event {event}: the page ends at event {self.last} (choose 0 to {self.last})")
        return event

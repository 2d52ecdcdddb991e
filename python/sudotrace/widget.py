"""The player widget (needs anywidget 0.11 or newer): the page `html` writes, in a
frame, its event and mode synchronised with Python. The page's shell (its markup, style
and player's code) and the data every page of its language shares (the words, the
strategies' code) are one `Shell` widget that every player of the kernel shares, so
that a notebook keeps them once; each player keeps only its own title and data (its
events deflated, its questions, its counts)."""

import base64
import zlib
from pathlib import Path

import anywidget
import traitlets


# The page's modes, by the names its address and `html --mode` use.
MODES = ("watch", "predict", "simulate", "play")


def packed(text):
    """`text` deflated (raw, as the browser's `DecompressionStream("deflate-raw")` reads
    it) and in base64: how a `Shell` keeps its texts, a quarter of their size."""
    deflate = zlib.compressobj(9, zlib.DEFLATED, -15)
    return base64.b64encode(deflate.compress(text.encode("utf-8")) + deflate.flush()).decode("ascii")


def unpacked(text):
    """The text `packed` packed."""
    return zlib.decompress(base64.b64decode(text), -15).decode("utf-8")


class Shell(anywidget.AnyWidget):
    """A page's shell and the data every page of its language shares (the words, the
    strategies' code), shared by the players, each `packed`: never shown itself."""

    _esm = "export default {};"
    shell = traitlets.Unicode("").tag(sync=True)
    shared = traitlets.Unicode("").tag(sync=True)


class Player(anywidget.AnyWidget):
    """sudotrace's web player in a notebook. `event` is the position the player stands
    at (0 the puzzle, N the board right after event N, up to `last`) and `mode` its mode
    ("watch", "predict", "simulate" or "play"): moving the player changes them, setting
    them moves it. A mode not among those, or an event outside the page, raises
    `traitlets.TraitError`."""

    _esm = (Path(__file__).parent / "player.js").read_text(encoding="utf-8")
    shell = anywidget.WidgetTrait().tag(sync=True)
    title = traitlets.Unicode("").tag(sync=True)
    data = traitlets.Unicode("").tag(sync=True)
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

    def page(self):
        """The whole page this player shows, as `Trace.page()` gives it."""
        head, tail = unpacked(self.shell.shell).split("{{DATA}}", 1)
        title = lambda part: part.replace("{{TITLE}}", self.title)  # noqa: E731
        return title(head) + self.data + unpacked(self.shell.shared) + title(tail)

"""The package in a notebook: a trace shown as a cell's last value (the player inline,
a widget or the static page in a frame), the player widget with its event and mode kept
in step both ways (driven in Chromium as a front end drives it), and docs/notebook.ipynb
run from top to bottom."""

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import sudotrace
from conftest import DRIVER, LEETCODE, ON_CI, ROOT, needs


def test_a_trace_as_a_cells_value_is_the_player():
    trace = sudotrace.solve(LEETCODE, strategy="naive")
    bundle = trace._repr_mimebundle_()
    assert bundle["text/plain"] == repr(trace)
    widget = "application/vnd.jupyter.widget-view+json" in bundle
    frame = "srcdoc=" in bundle.get("text/html", "")
    assert widget or frame


def test_without_widgets_the_page_is_shown_in_a_frame(monkeypatch):
    import builtins

    real = builtins.__import__

    def no_anywidget(name, *args, **kwargs):
        if name == "anywidget":
            raise ImportError("no anywidget here")
        return real(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_anywidget)
    trace = sudotrace.solve(LEETCODE, strategy="tables")
    bundle = trace._repr_mimebundle_()
    assert "application/vnd.jupyter.widget-view+json" not in bundle
    assert bundle["text/html"].startswith('<iframe title="sudotrace"')
    assert "&lt;!DOCTYPE html&gt;" in bundle["text/html"]
    with pytest.raises(ImportError, match="pip install anywidget"):
        trace.player()


def test_the_widget_keeps_event_and_mode_in_step_both_ways(tmp_path):
    pytest.importorskip("anywidget") if not ON_CI else None
    needs(shutil.which("node") and shutil.which("chromium") and DRIVER.is_dir(),
          "node, chromium or tests/browser's playwright-core")
    trace = sudotrace.solve(LEETCODE, strategy="naive")
    widget = trace.player(mode="watch")
    assert widget.page() == trace.page()
    # Every player of the kernel shares one shell (the notebook keeps it once), and
    # carries only its title and data.
    tables = sudotrace.solve(LEETCODE, strategy="tables")
    other = tables.player(mode="predict")
    assert other.shell is widget.shell and other.page() == tables.page(mode="predict")
    assert len(widget.data) * 2 < len(widget.shell.shell) + len(widget.shell.shared)
    assert (widget.event, widget.mode) == (0, "watch")
    esm = widget._esm
    ref = "anywidget:" + widget.shell.model_id
    state = {"shell": ref, "title": widget.title, "data": widget.data, "event": widget.event, "mode": widget.mode,
             "height": widget.height}
    shells = {ref: {"shell": widget.shell.shell, "shared": widget.shell.shared}}
    host = tmp_path / "host.html"
    safe = lambda value: json.dumps(value).replace("</", "<\\/")  # noqa: E731
    host.write_text(f"""<!DOCTYPE html><meta charset="utf-8"><div id="out"></div>
<script type="module">
const state = {safe(state)};
const shells = {safe(shells)};
const listeners = {{}};
window.saved = 0;
window.model = {{
  get: (k) => state[k],
  set(k, v) {{ const was = state[k]; state[k] = v; if (was !== v) (listeners['change:' + k] || []).forEach((f) => f()); }},
  on: (name, f) => (listeners[name] ||= []).push(f),
  off: (name, f) => {{ listeners[name] = (listeners[name] || []).filter((g) => g !== f); }},
  save_changes: () => {{ window.saved++; }},
}};
const host = {{ getModel: async (ref) => ({{ get: (k) => shells[ref][k] }}) }};
const url = URL.createObjectURL(new Blob([{safe(esm)}], {{ type: 'text/javascript' }}));
const widget = (await import(url)).default;
await widget.render({{ model: window.model, el: document.getElementById('out'), host }});
const wait = () => {{ const f = document.querySelector('iframe'); if (f && f.contentWindow && f.contentWindow.sudotrace) state.connected = true; else setTimeout(wait, 20); }};
wait();
</script>""", encoding="utf-8")
    done = subprocess.run(["node", str(ROOT / "tests" / "browser" / "widget.mjs"), str(host)],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    seen = json.loads(done.stdout)
    assert seen["opened"] == {"model": 0, "page": 0}
    assert seen["fromModel"][0] == 42
    assert seen["fromModel"][1].startswith("#42")
    assert seen["fromPlayer"]["model"] == 100 and seen["fromPlayer"]["saves"] >= 1
    assert seen["mode"] == ["predict", True]
    assert seen["requests"] == [] and seen["errors"] == []
    assert seen["narrow"]["cut"] == [] and seen["narrow"]["width"] <= 830, seen["narrow"]
    # The page the widget put together in the browser is the one `html` writes.
    assert seen["srcdoc"] == trace.page()


def test_the_notebook_in_the_docs_runs_from_top_to_bottom(tmp_path, monkeypatch):
    nbformat = pytest.importorskip("nbformat") if not ON_CI else __import__("nbformat")
    nbclient = pytest.importorskip("nbclient") if not ON_CI else __import__("nbclient")
    path = ROOT / "docs" / "notebook.ipynb"
    notebook = nbformat.read(path, as_version=4)
    # Kept in the repository with its outputs cleared.
    for cell in notebook.cells:
        if cell.cell_type == "code":
            assert cell.outputs == [] and cell.execution_count is None, cell.source[:40]
    # A kernel of this Python, where the package under test is installed, whatever other
    # kernels the machine has.
    spec = tmp_path / "kernels" / "sudotrace-test"
    spec.mkdir(parents=True)
    (spec / "kernel.json").write_text(json.dumps({
        "argv": [sys.executable, "-m", "ipykernel_launcher", "-f", "{connection_file}"],
        "display_name": "sudotrace's tests", "language": "python"}))
    monkeypatch.setenv("JUPYTER_PATH", str(tmp_path))
    client = nbclient.NotebookClient(notebook, timeout=600, kernel_name="sudotrace-test",
                                     resources={"metadata": {"path": str(tmp_path)}})
    client.execute()
    outputs = [o for cell in notebook.cells if cell.cell_type == "code" for o in cell.outputs]
    assert not [o for o in outputs if o.output_type == "error"]
    text = "\n".join(o.get("text", "") for o in outputs if o.output_type == "stream")
    assert "solved 79461 events" in text
    assert "box" in text  # the student's box bug, found
    # Executed, with its widgets' state, the notebook stays small: its players share one
    # shell, each keeping its own events (deflated).
    size = len(nbformat.writes(notebook).encode("utf-8"))
    assert size < 300_000, f"the executed notebook is {size:,} bytes"


def test_the_widget_refuses_a_mode_or_an_event_the_page_has_not():
    if not ON_CI:
        pytest.importorskip("anywidget")
    import traitlets

    trace = sudotrace.solve(LEETCODE, strategy="naive")
    widget = trace.player(to=500)
    for mode in ["watch", "predict", "simulate", "play"]:
        widget.mode = mode
    with pytest.raises(traitlets.TraitError):
        widget.mode = "dance"
    widget.event = 500
    with pytest.raises(traitlets.TraitError, match="the page ends at event 500"):
        widget.event = 501
    with pytest.raises(traitlets.TraitError):
        widget.event = -1
    assert (widget.mode, widget.event) == ("play", 500)

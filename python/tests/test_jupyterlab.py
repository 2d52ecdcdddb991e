"""The player in a real JupyterLab (the server from jupyterlab, the front end in Debian's
Chromium): a notebook whose cells show a trace and its player widget runs from the Run
menu, both players come up sharing one shell, move when asked, and no frame logs an
error (the page writing its address inside a srcdoc frame among them)."""

import json
import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

from conftest import DRIVER, ROOT, needs


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_the_players_run_in_jupyterlab_without_an_error(tmp_path):
    try:
        import anywidget  # noqa: F401
        import jupyterlab  # noqa: F401
    except ImportError:
        needs(False, "jupyterlab or anywidget (python3 -m pip install -r python/requirements-test.txt)")
    needs(shutil.which("node") and shutil.which("chromium") and DRIVER.is_dir(),
          "node, chromium or tests/browser's playwright-core")
    # A kernel of this Python, where the package under test is installed; JupyterLab's
    # extensions (anywidget's, the widgets') where pip put them, beside this Python's.
    kernel = tmp_path / "data" / "kernels" / "sudotrace-test"
    kernel.mkdir(parents=True)
    (kernel / "kernel.json").write_text(json.dumps({
        "argv": [sys.executable, "-m", "ipykernel_launcher", "-f", "{connection_file}"],
        "display_name": "sudotrace's tests", "language": "python"}))
    shares = [tmp_path / "data", Path(sys.prefix) / "share" / "jupyter", Path(sys.base_prefix) / "share" / "jupyter"]
    notebook = {
        "cells": [
            {"cell_type": "code", "metadata": {}, "outputs": [], "execution_count": None,
             "source": 'import sudotrace\ntrace = sudotrace.solve("leetcode37", strategy="naive")\ntrace'},
            {"cell_type": "code", "metadata": {}, "outputs": [], "execution_count": None,
             "source": "player = trace.player()\nplayer"},
        ],
        "metadata": {"kernelspec": {"name": "sudotrace-test", "display_name": "sudotrace's tests",
                                    "language": "python"}},
        "nbformat": 4, "nbformat_minor": 5,
    }
    root = tmp_path / "root"
    root.mkdir()
    (root / "players.ipynb").write_text(json.dumps(notebook))
    port, token = free_port(), "sudotrace-test"
    env = {**os.environ, "JUPYTER_PATH": os.pathsep.join(map(str, shares)),
           "JUPYTER_CONFIG_DIR": str(tmp_path / "config"), "JUPYTER_RUNTIME_DIR": str(tmp_path / "runtime")}
    server = subprocess.Popen(
        [sys.executable, "-m", "jupyterlab", "--no-browser", "--allow-root", f"--port={port}",
         f"--ServerApp.token={token}", f"--ServerApp.root_dir={root}", "--LabApp.news_url=",
         "--ServerApp.disable_check_xsrf=True"],
        env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        url = f"http://127.0.0.1:{port}/lab?token={token}"
        for _ in range(600):
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{port}/api/status?token={token}", timeout=1)
                break
            except OSError:
                time.sleep(0.1)
        done = subprocess.run(["node", str(ROOT / "tests" / "browser" / "jupyterlab.mjs"), url, "players.ipynb"],
                              capture_output=True, text=True, timeout=240)
        assert done.returncode == 0, done.stderr
        seen = json.loads(done.stdout)
        assert seen["players"] == 2, seen
        assert seen["events"] == [42, 42], seen
        assert seen["errors"] == [], seen
        # Nothing of the package's is missing (JupyterLab's own asks may be).
        assert not [m for m in seen["missing"] if "sudotrace" in m or "anywidget" in m], seen
    finally:
        server.terminate()
        server.wait(timeout=30)

"""The Python a user copies type-checks against the package's stubs: the README's
example and the example notebook's code cells, under `mypy --strict` and pyright, with
no error. A missing checker skips its test, saying so (under CI it fails)."""

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def users_python():
    """The README's Python blocks and the notebook's code cells, as one module each."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```python\n(.*?)```", readme, flags=re.S)
    notebook = json.loads((ROOT / "docs" / "notebook.ipynb").read_text(encoding="utf-8"))
    cells = ["".join(cell["source"]) for cell in notebook["cells"] if cell["cell_type"] == "code"]
    assert blocks and cells
    return {"readme.py": "\n\n".join(blocks), "notebook.py": "\n\n".join(cells)}


def missing(tool):
    """Skip the test for want of `tool`, or fail it under CI, where it must be there."""
    why = f"{tool} is not installed (python3 -m pip install -r python/requirements-test.txt; npm ci --prefix python/tests)"
    if os.environ.get("CI", "").strip().lower() not in ("", "0", "false"):
        pytest.fail(why)
    pytest.skip(why)


@pytest.fixture
def modules(tmp_path):
    written = []
    for name, text in users_python().items():
        path = tmp_path / name
        path.write_text(text, encoding="utf-8")
        written.append(str(path))
    return written


def test_the_users_python_passes_mypy_strict(modules):
    try:
        import mypy  # noqa: F401
    except ImportError:
        missing("mypy")
    checked = subprocess.run([sys.executable, "-m", "mypy", "--strict", "--no-incremental", *modules],
                             capture_output=True, text=True)
    assert checked.returncode == 0, checked.stdout + checked.stderr


def test_the_users_python_passes_pyright(modules, tmp_path):
    pyright = ROOT / "python" / "tests" / "node_modules" / ".bin" / "pyright"
    if not pyright.exists() or shutil.which("node") is None:
        missing("pyright")
    config = tmp_path / "pyrightconfig.json"
    config.write_text(json.dumps({"pythonVersion": f"{sys.version_info[0]}.{sys.version_info[1]}",
                                  "typeCheckingMode": "standard"}))
    checked = subprocess.run([str(pyright), "--pythonpath", sys.executable, "-p", str(config), *modules],
                             capture_output=True, text=True)
    assert checked.returncode == 0, checked.stdout + checked.stderr


def test_the_stubs_are_the_modules_under_stubtest(tmp_path):
    """mypy's stubtest holds every stub (the package's and the extension's) to what the
    installed module has at run time: names, parameters, defaults, kinds."""
    try:
        import mypy  # noqa: F401
    except ImportError:
        missing("mypy")
    # The package's own modules import pandas, anywidget and traitlets, whose stubs are
    # not the package's business.
    config = tmp_path / "mypy.ini"
    config.write_text("[mypy]\nignore_missing_imports = True\n")
    allowlist = Path(__file__).with_name("stubtest-allowlist.txt")
    checked = subprocess.run([sys.executable, "-m", "mypy.stubtest", "sudotrace", "--mypy-config-file", str(config),
                              "--allowlist", str(allowlist)], capture_output=True, text=True, cwd=tmp_path)
    assert checked.returncode == 0, checked.stdout + checked.stderr
    assert "Success" in checked.stdout

"""Helpers for the package's tests: the sudotrace binary they hold the package to.

The Rust test that runs these (tests/cli/python.rs) names the binary it built in
SUDOTRACE_BIN; run by hand, they take target/debug/sudotrace (build it first).
"""

import json
import os
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
LEETCODE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"


# With CI set, a test whose tool is missing fails instead of being skipped.
ON_CI = os.environ.get("CI", "").strip().lower() not in ("", "0", "false")
# playwright-core, which drives Debian's Chromium (npm ci --prefix tests/browser).
DRIVER = ROOT / "tests" / "browser" / "node_modules" / "playwright-core"


def needs(ok, what):
    """Skip where `what` is missing, but fail under CI, as the Rust tests do."""
    if not ok:
        if ON_CI:
            pytest.fail(f"{what} is missing (CI runs every test)")
        pytest.skip(f"{what} is missing")


def binary():
    path = Path(os.environ.get("SUDOTRACE_BIN", ROOT / "target" / "debug" / "sudotrace"))
    if not path.is_file():
        raise RuntimeError(f"no sudotrace binary at {path}: build it (cargo build) or set SUDOTRACE_BIN")
    return path


def cli(*args, code=0):
    """Run the sudotrace binary; its stdout, after checking its exit code (any, if None)."""
    done = subprocess.run([str(binary()), *map(str, args)], capture_output=True, text=True)
    if code is not None:
        assert done.returncode == code, f"sudotrace {' '.join(map(str, args))}: {done.stderr}"
    return done.stdout


def cli_json(*args, code=0):
    return json.loads(cli(*args, code=code))


def trace_lines(path):
    """The event lines of a JSON Lines trace, parsed."""
    lines = [json.loads(line) for line in Path(path).read_text().splitlines() if line.strip()]
    return [line for line in lines if "ev" in line and line["ev"] != "end"]


@pytest.fixture
def leetcode():
    return LEETCODE

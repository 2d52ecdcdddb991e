"""The Python package's build backend: maturin's own, except that a build from source
on a machine without Rust stops at once and says what to do, where maturin would
download a toolchain of several hundred megabytes into a temporary folder unasked.

pyproject.toml names it (`build-backend`, `backend-path`); every hook is maturin's."""

import os
import shutil

# Read by maturin's hooks when they run: never install Rust behind the user's back.
os.environ["MATURIN_NO_INSTALL_RUST"] = "1"

from maturin import *  # noqa: E402,F401,F403 (the hooks, re-exported)
from maturin import build_wheel as _build_wheel  # noqa: E402
from maturin import prepare_metadata_for_build_wheel as _prepare_metadata  # noqa: E402

NO_RUST = (
    "sudotrace: building the package from source needs Rust (cargo, from https://rustup.rs),\n"
    "which is not on PATH. Install Rust and try again, or install a wheel built where Rust\n"
    "is (python3 -m maturin build --release -m python/Cargo.toml -o dist, then\n"
    "pip install dist/sudotrace-*.whl: the README's \"In a notebook\")."
)


def _rust_is_here():
    if shutil.which("cargo") is None:
        raise SystemExit(NO_RUST)


def prepare_metadata_for_build_wheel(metadata_directory, config_settings=None):
    _rust_is_here()
    return _prepare_metadata(metadata_directory, config_settings)


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    _rust_is_here()
    return _build_wheel(wheel_directory, config_settings, metadata_directory)

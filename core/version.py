"""The app version, read from the one place it is written: pyproject.toml (or the installed metadata)."""

from __future__ import annotations

import tomllib
from pathlib import Path


def app_version() -> str:
    """The version in pyproject.toml beside the source tree, else the installed distribution's."""
    pyproject = Path(__file__).resolve().parent.parent / "pyproject.toml"
    if pyproject.is_file():
        with open(pyproject, "rb") as fh:
            return tomllib.load(fh)["project"]["version"]
    from importlib import metadata  # costs about 30 ms at import; a source tree never needs it

    try:
        return metadata.version("cardtable")
    except metadata.PackageNotFoundError:
        return "0+unknown"

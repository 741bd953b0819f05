"""Test set-up: Qt runs offscreen, and `--slow` turns on the long fuzzing and soak runs."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402


def pytest_addoption(parser):
    parser.addoption("--slow", action="store_true", default=False, help="run long fuzzing and soak tests")


def pytest_configure(config):
    config.slow = config.getoption("--slow")


def pytest_collection_modifyitems(config, items):
    if config.getoption("--slow"):
        return
    skip = pytest.mark.skip(reason="long run: use --slow")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip)

"""Where things are, for tests at any depth: the checkout, the scenario files, the fixtures."""

from __future__ import annotations

from pathlib import Path

TESTS = Path(__file__).resolve().parent
ROOT = TESTS.parent
SCENARIOS = TESTS / "scenarios"
FIXTURES = TESTS / "fixtures"

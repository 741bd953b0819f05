"""Every scenario file under tests/scenarios/ is a rules test: each must pass."""

import pytest
from paths import SCENARIOS

from core.scenarios.runner import load_scenario, run_scenario

FILES = sorted(SCENARIOS.rglob("*.yaml"))


@pytest.mark.parametrize("path", FILES, ids=[f"{p.parent.name}/{p.stem}" for p in FILES])
def test_scenario(path):
    result = run_scenario(load_scenario(path))
    failed = [s for s in result.steps if not s.ok]
    assert result.ok, f"step {failed[0].index}: {failed[0].message}" if failed else "not every step ran"


def test_sandbox_scenarios_cover_generic_rules():
    """The sandbox scenarios together cite every generic rule the issue names."""
    text = "".join(p.read_text() for p in FILES if p.parent.name == "sandbox")
    for needle in (
        "reshuffle_keep: 2",
        "deck-reshuffled",
        "limit_timing: at_step",
        "limit_timing: immediate",
        "cost.afford",
        "display.use",
        "window: none",
        "display.unique",
        "display.charge",
    ):
        assert needle in text, needle

"""The Group abilities read from game.yaml (core/rulesets/inwo/groups.py): bad entries are one-line errors."""

from __future__ import annotations

import pytest

from core.engine.errors import ContentError
from core.rulesets import make_ruleset
from core.rulesets.inwo.groups import Bonus, read_bonuses, read_shield


def test_a_bonus_reads_with_its_defaults():
    assert read_bonuses("x", [{"vs": ["Bank"], "amount": 6}]) == (Bonus(("bank",), "any", 6, False, ()),)


@pytest.mark.parametrize(
    "raw",
    [
        {"vs": ["bank"]},
        [{"vs": ["bank"], "amount": 0}],
        [{"vs": "bank", "amount": 2}],
        [{"vs": [], "amount": 2, "mode": "x"}],
    ],
)
def test_a_bad_bonus_names_the_card_and_field(raw):
    with pytest.raises(ContentError, match=r"card_rules\.x: field 'bonus"):
        read_bonuses("x", raw)


def test_a_bad_shield_names_the_card():
    with pytest.raises(ContentError, match=r"card_rules\.y: field 'shield"):
        read_shield("y", ["straight"])


def test_the_shipped_groups_carry_their_abilities():
    rules = make_ruleset("inwo")
    assert rules.stats["empty-vee"].shield is not None
    assert max(b.amount for b in rules.stats["f-b-i"].bonuses) == 10
    assert rules.library.get("england#1").charges == 2

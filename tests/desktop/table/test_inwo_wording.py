"""INWO at the table: the curtain, the banner and the answer prompt say an attack as the log does, and a card's
description (the preview, screen readers) says its deck and action tokens in players' words."""

from __future__ import annotations

from paths import SCENARIOS
from PySide6.QtCore import Qt

from desktop.table.curtain import window_words


def test_the_curtain_says_how_and_with_what_a_group_attacks(scenario_window):
    """It said "Red attacks Federal Tax Auditors": neither to control or destroy, nor with which group."""
    window = scenario_window(SCENARIOS / "inwo" / "call-off.yaml", steps=slice(0, 1))
    t = window.table
    assert t.view().window is not None and t.view().window.trigger == "tax-auditors#2"
    assert window_words(t, t.view().window) == "Red attacks to control Federal Tax Auditors with Oil Barons"
    assert (
        window_words(t, t.view().window, bold=True)
        == "<b>Red</b> attacks to control <b>Federal Tax Auditors</b> with Oil Barons"
    )


def test_a_group_is_described_with_its_deck_and_action_tokens_in_players_words(scenario_window):
    """A group in play read "Oil Barons, Group cards card, costs nothing ... 1 of 1 charges": INWO has no costs,
    its deck is "Group cards" and a group's charges are its action tokens."""
    window = scenario_window(SCENARIOS / "inwo" / "call-off.yaml", steps=slice(0, 1))
    display = window.table.displays["Red"]
    index = display.index(display.row_of("oil-barons#1"), 0)
    assert index.data(Qt.ItemDataRole.AccessibleTextRole) == "Oil Barons, Group card"
    described = index.data(Qt.ItemDataRole.AccessibleDescriptionRole)
    assert "1 of 1 action tokens" in described and "charges" not in described, described


def test_a_cards_kinds_are_said_in_players_words_not_as_icon_ids(make_window):
    """Every description read "icons: display", the program's id for a card that stays in play: a card in hand
    says it stays in play, one already in play says its tokens, and no game's card says "icons:"."""
    for game, players in (("inwo", ("Red", "Blue")), ("eu", ("Red", "Blue")), ("1819", ("Red", "Blue", "Green"))):
        t = make_window(game=game, players=players, seed=3).table
        t.lift_curtain()
        said = [
            str(m.data(m.index(r, 0), Qt.ItemDataRole.AccessibleDescriptionRole) or "")
            for m in t.models()
            for r in range(m.rowCount())
        ]
        assert said and not [s for s in said if "icons:" in s], (game, said[:3])
        if game == "inwo":
            hand = t.hands[t.acting_seat()]
            rows = [hand.index(r, 0) for r in range(hand.rowCount())]
            groups = [i for i in rows if i.data(Qt.ItemDataRole.AccessibleTextRole).endswith("Group card")]
            assert groups and all("Stays in play" in i.data(Qt.ItemDataRole.AccessibleDescriptionRole) for i in groups)

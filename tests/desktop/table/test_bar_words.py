"""Issue 16, point 14: the action bar says each game's commands in the game's words (CommandSpec.bar_label), not
as their ids made into words ("Buy plot", "Advance", "Battle pass"), and a command's form says the same."""

from __future__ import annotations

import re

import pytest

from core.seeing.commandwords import command_words
from desktop.dialogs.fields import FieldDialog

THREE = ("Red", "Blue", "Green")
PLAYERS = {"eu": ("Red", "Blue"), "ti4": THREE, "1819": THREE, "inwo": ("Red", "Blue")}
ODD = {"Buy plot", "Advance", "Call off", "Basic", "Battle pass", "Take component", "Use strategy", "War", "Spoils"}
"""What the bar said for a command before it took the game's words: an id, not a player's name for the move."""


def _words(bar) -> dict[str, str]:
    return {name: re.sub(r"</?u>", "", button.words.text()) for name, button in bar.buttons.items()}


def test_inwo_bar_says_next_step_buy_a_plot_and_call_off_the_attack(make_window):
    window = make_window(game="inwo", players=("Red", "Blue", "Green"), seed=3)
    bar = window.board.bar
    said = _words(bar)
    assert (said["advance"], said["buy-plot"], said["call-off"]) == ("Next step", "Buy a Plot", "Call off the attack")
    assert said["draw"] == "Draw" and said["knock"] == "Knock"
    assert bar.buttons["buy-plot"].accessibleName() == "Buy a Plot"
    assert bar.actions_by_name["advance"].text().replace("&", "") == "Next step"


@pytest.mark.parametrize("game", sorted(PLAYERS))
def test_no_bar_button_says_a_command_id(make_window, game):
    window = make_window(game=game, players=PLAYERS[game], seed=3)
    commands = window.table.ruleset.commands
    for name, words in _words(window.board.bar).items():
        assert words == command_words(commands[name]) == window.board.bar.buttons[name].accessibleName()
        assert words not in ODD, (game, name, words)


def test_a_commands_form_is_titled_in_the_games_words(make_window, qtbot):
    window = make_window(game="inwo", players=("Red", "Blue"), seed=3)
    dialog = FieldDialog(window.table, window.table.ruleset.commands["buy-plot"], None, lambda command: True, window)
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "Buy a Plot"
    assert "buy-plot" not in dialog.accessibleName()

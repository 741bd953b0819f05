"""Player names are checked where they enter: a name a save could not hold never reaches the table."""

from __future__ import annotations

import pytest

from core.engine.errors import ContentError
from core.games import new_session


@pytest.mark.parametrize("name", ["Re\nd", "Bl\x07ue", "\ud800", "Red:1", "Red#1", ""])
def test_a_player_name_a_save_cannot_hold_is_refused_at_the_start(name):
    with pytest.raises(ContentError, match="player names must be"):
        new_session("sandbox", (name, "Blue"), 1)


def test_names_with_spaces_and_accents_are_welcome():
    assert new_session("sandbox", ("Jean-Luc Picard", "Zoë"), 1).state.seats == ("Jean-Luc Picard", "Zoë")

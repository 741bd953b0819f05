"""A market card's cost chips show what the seat at the screen pays: 1819 prices some cards by faction."""

from __future__ import annotations

from PySide6.QtCore import Qt

from core.engine import zones as Z
from core.games import new_session
from core.seeing.tablelook import layout
from core.seeing.views import view
from desktop.models import roles as R
from desktop.models.cards import PlayAreaModel


def _costs(session, viewer) -> dict[str, tuple]:
    model = PlayAreaModel(Z.TABLE)
    model.refresh(session.ruleset, layout(session.ruleset), view(session.state, viewer, session.ruleset))
    return {model.card(r): model.data(model.index(r), R.COST) for r in range(model.rowCount())}


def test_the_market_shows_each_faction_its_own_price_and_the_printed_cost_behind_the_curtain():
    s = new_session("1819", ("Red", "Blue", "Green"), seed=2)
    assert s.state.mark("factions") == {"Red": "british", "Blue": "malay", "Green": "british"}
    malay, british, public = _costs(s, "Blue"), _costs(s, "Red"), _costs(s, Z.PUBLIC)
    assert malay["pepper-garden#2"] == (("wealth", 2),) and british["pepper-garden#2"] == (("wealth", 3),)
    assert malay["customs-house#1"] == (("wealth", 5),) and british["customs-house#1"] == (("wealth", 3),)
    assert malay["harbour-works#2"] == british["harbour-works#2"] == (("wealth", 3),)
    assert public["pepper-garden#2"] == (("wealth", 3),)


def test_the_spoken_cost_is_the_price_the_chip_shows():
    s = new_session("1819", ("Red", "Blue", "Green"), seed=2)
    model = PlayAreaModel(Z.TABLE)
    model.refresh(s.ruleset, layout(s.ruleset), view(s.state, "Blue", s.ruleset))
    row = [model.card(r) for r in range(model.rowCount())].index("gambier-estate#2")
    assert "costs 3 " in model.data(model.index(row), Qt.ItemDataRole.AccessibleTextRole)

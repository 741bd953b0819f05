"""Every card and zone says what it is to a screen reader."""

from __future__ import annotations

from PySide6.QtCore import Qt

from desktop.table.deckview import DeckView
from desktop.table.resourceview import ResourceView
from desktop.table.views import CardListView


def test_every_card_and_zone_has_an_accessible_name_and_description(window):
    t = window.table
    t.intend("play", card="workshop#1")
    t.intend("charge", card="workshop#1")
    for model in t.models():
        for row in range(model.rowCount()):
            index = model.index(row, 0)
            assert index.data(Qt.ItemDataRole.AccessibleTextRole), (model, row)
            assert index.data(Qt.ItemDataRole.AccessibleDescriptionRole), (model, row)
    views = window.findChildren(CardListView) + window.findChildren(ResourceView) + window.findChildren(DeckView)
    assert views
    for view in views:
        assert view.accessibleName() and view.accessibleDescription(), view
    described = t.displays["Red"].data(t.displays["Red"].index(0, 0), Qt.ItemDataRole.AccessibleDescriptionRole)
    assert "2 of 2 charges" in described

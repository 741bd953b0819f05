"""Every model of the table passes Qt's model tester, over a game that changes."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, Qt

from desktop.models.rows import RowModel


def _play(t, card, target=None):
    hand = t.hands[t.acting_seat()]
    mime = hand.mimeData([hand.index(hand.row_of(card), 0)])
    model = t.hands[target] if target else t.play_area
    return model.dropMimeData(mime, Qt.DropAction.CopyAction, -1, 0, QModelIndex())


def test_every_model_passes_the_model_tester_while_the_game_changes(window, qtmodeltester):
    t = window.table
    for model in t.models():
        qtmodeltester.check(model)
    assert t.intend("draw")
    assert _play(t, "workshop#1")
    assert t.intend("charge", card="workshop#1")
    t.intend("end-turn")
    t.lift_curtain()
    assert t.acting_seat() == "Blue"
    t.intend("draw")
    t.intend("gather")
    t.intend("end-turn")
    t.lift_curtain()
    window.confirm = lambda title, text: True
    window.undo()
    for model in t.models():
        qtmodeltester.check(model)
        assert model.rowCount(model.index(0, 0)) == 0


def test_sync_inserts_moves_removes_and_changes_with_row_signals(qtmodeltester):
    model = RowModel()
    qtmodeltester.check(model)
    signals = []
    model.rowsInserted.connect(lambda p, a, b: signals.append(("insert", a, b)))
    model.rowsRemoved.connect(lambda p, a, b: signals.append(("remove", a, b)))
    model.rowsMoved.connect(lambda p, a, b, d, r: signals.append(("move", a, r)))
    model.dataChanged.connect(lambda a, b, roles: signals.append(("changed", a.row(), tuple(roles))))
    model.modelReset.connect(lambda: signals.append(("reset",)))
    row = lambda text: {int(Qt.ItemDataRole.DisplayRole): text}  # noqa: E731
    model.sync([("a", row("A")), ("b", row("B")), ("c", row("C"))])
    model.sync([("c", row("C")), ("a", row("A*")), ("d", row("D"))])
    assert model.keys() == ("c", "a", "d")
    assert model.data(model.index(1, 0)) == "A*"
    assert ("reset",) not in signals
    assert ("insert", 0, 2) in signals and ("remove", 1, 1) in signals
    assert any(s[0] == "move" for s in signals)
    assert ("changed", 1, (int(Qt.ItemDataRole.DisplayRole),)) in signals

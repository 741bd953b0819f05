"""The Qt binding keeps its references: PySide6 6.12.0 on Python 3.11 loses one to None or True
at each signal emit, beginInsertRows and data() returning None, and the app then aborts
("bool_dealloc"). pyproject.toml keeps that release out; this test catches any that does the same."""

from __future__ import annotations

import sys

from PySide6.QtCore import QAbstractListModel, QIdentityProxyModel, QModelIndex, QObject, Signal

NO_PARENT = QModelIndex()


class Empty(QAbstractListModel):
    def rowCount(self, parent=NO_PARENT):
        return 1

    def data(self, index, role=0):
        return None


class Emitter(QObject):
    ping = Signal()


def test_binding_calls_keep_none_true_and_false_references(qapp):
    proxy = QIdentityProxyModel()
    model = Empty()
    proxy.setSourceModel(model)
    index = proxy.index(0, 0)
    emitter = Emitter()
    emitter.ping.connect(lambda: None)
    before = {repr(s): sys.getrefcount(s) for s in (None, True, False)}
    for _ in range(500):
        proxy.data(index, 300)
        emitter.ping.emit()
        model.beginInsertRows(QModelIndex(), 0, 0)
        model.endInsertRows()
    after = {repr(s): sys.getrefcount(s) for s in (None, True, False)}
    assert all(after[k] >= before[k] - 50 for k in before), (before, after)

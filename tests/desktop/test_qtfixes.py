"""None, True and False survive the binding's lost references, however many (PySide6 on Python 3.11)."""

from __future__ import annotations

import sys

from PySide6.QtCore import QAbstractListModel, QIdentityProxyModel, QModelIndex, QObject, Signal

import desktop  # noqa: F401  (applies the work-arounds)


class Empty(QAbstractListModel):
    def rowCount(self, parent=QModelIndex()):
        return 1

    def data(self, index, role=0):
        return None


class Emitter(QObject):
    ping = Signal()


def test_singletons_outlive_many_lost_references(qapp):
    proxy = QIdentityProxyModel()
    model = Empty()
    proxy.setSourceModel(model)
    index = proxy.index(0, 0)
    emitter = Emitter()
    emitter.ping.connect(lambda: None)
    for _ in range(20_000):
        proxy.data(index, 300)
        emitter.ping.emit()
        model.beginInsertRows(QModelIndex(), 0, 0)
        model.endInsertRows()
    for singleton in (None, True, False):
        assert sys.getrefcount(singleton) > 20_000

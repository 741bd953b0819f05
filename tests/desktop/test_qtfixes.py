"""None survives Python overrides that return it to Qt, however often (PySide6 on Python 3.11)."""

from __future__ import annotations

import sys

from PySide6.QtCore import QAbstractListModel, QIdentityProxyModel, QModelIndex

import desktop  # noqa: F401  (applies the work-arounds)


class Empty(QAbstractListModel):
    def rowCount(self, parent=QModelIndex()):
        return 1

    def data(self, index, role=0):
        return None


def test_none_outlives_many_none_returns_to_qt(qapp):
    proxy = QIdentityProxyModel()
    model = Empty()
    proxy.setSourceModel(model)
    index = proxy.index(0, 0)
    before = sys.getrefcount(None)
    for _ in range(20_000):
        proxy.data(index, 300)
    assert sys.getrefcount(None) >= before - 20_000
    assert sys.getrefcount(None) > 20_000

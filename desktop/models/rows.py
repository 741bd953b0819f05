"""A list model of keyed rows that follows a new list with fine-grained signals.

`sync` compares the rows it has with the rows it should have and emits
removals, moves, insertions and dataChanged (naming only the roles that
changed), never a blanket reset, so views keep their selection and focus and
screen readers hear what changed.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Protocol

from PySide6.QtCore import QAbstractListModel, QByteArray, QModelIndex, Qt

from desktop.models.roles import ROLE_NAMES

NO_PARENT = QModelIndex()  # the invalid index: a list's rows hang from no parent

Row = dict[int, Any]


class FollowsView(Protocol):
    """A model that follows a table view: the table and the replay refresh each of theirs in one loop."""

    def refresh(self, ruleset: Any, look: Any, view: Any) -> None: ...


class RowModel(QAbstractListModel):
    """Rows keyed by a stable id (a card instance id, a resource, a journal seq)."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._keys: list[str] = []
        self._rows: dict[str, Row] = {}
        self._seen: tuple | None = None

    def fresh(self, seen: tuple) -> bool:
        """Whether what the model shows, summed up as `seen`, reads differently from the last refresh: a
        refresh that finds it the same (most zones, piles and seats after most moves) builds no rows."""
        if seen == self._seen:
            return False
        self._seen = seen
        return True

    def rowCount(self, parent=NO_PARENT) -> int:
        return 0 if parent.isValid() else len(self._keys)

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or index.model() is not self or not 0 <= index.row() < len(self._keys):
            return None
        return self._rows[self._keys[index.row()]].get(int(role))

    def roleNames(self):
        names: dict[int, QByteArray | bytes] = dict(super().roleNames())
        names.update(ROLE_NAMES)
        return names

    def key(self, row: int) -> str:
        return self._keys[row]

    def keys(self) -> tuple[str, ...]:
        return tuple(self._keys)

    def row_of(self, key: str) -> int:
        return self._keys.index(key) if key in self._rows else -1

    def row_data(self, key: str) -> Row:
        return self._rows[key]

    def clear(self) -> None:
        """Empty the model (a new game replaces the table: the one place a reset is right)."""
        self.beginResetModel()
        self._keys, self._rows, self._seen = [], {}, None
        self.endResetModel()

    def sync(self, items: Iterable[tuple[str, Row]]) -> None:
        """Make the rows equal `items`, in order, with the fewest signals."""
        items = list(items)
        new_keys = [k for k, _ in items]
        new_rows = dict(items)
        self._remove_gone(new_rows)
        self._order_kept(new_keys)
        self._insert_new(new_keys, new_rows)
        self._change_rows(new_rows)

    def _remove_gone(self, new_rows: dict[str, Row]) -> None:
        """Remove the rows whose keys are not in `new_rows`, one signal per run of neighbours, from the end."""
        i = len(self._keys) - 1
        while i >= 0:
            if self._keys[i] in new_rows:
                i -= 1
                continue
            end = i
            while i >= 0 and self._keys[i] not in new_rows:
                i -= 1
            self.beginRemoveRows(NO_PARENT, i + 1, end)
            for k in self._keys[i + 1 : end + 1]:
                del self._rows[k]
            del self._keys[i + 1 : end + 1]
            self.endRemoveRows()

    def _order_kept(self, new_keys: list[str]) -> None:
        """Move the rows that stay into the order they have in `new_keys`."""
        for target, k in enumerate(k for k in new_keys if k in self._rows):
            src = self._keys.index(k)
            if src != target:
                self.beginMoveRows(NO_PARENT, src, src, NO_PARENT, target)
                self._keys.insert(target, self._keys.pop(src))
                self.endMoveRows()

    def _insert_new(self, new_keys: list[str], new_rows: dict[str, Row]) -> None:
        """Insert the new rows where `new_keys` has them, one signal per run of neighbours."""
        i = 0
        while i < len(new_keys):
            if i < len(self._keys) and self._keys[i] == new_keys[i]:
                i += 1
                continue
            j = i
            while j < len(new_keys) and new_keys[j] not in self._rows:
                j += 1
            self.beginInsertRows(NO_PARENT, i, j - 1)
            for k in new_keys[i:j]:
                self._rows[k] = new_rows[k]
            self._keys[i:i] = new_keys[i:j]
            self.endInsertRows()
            i = j

    def _change_rows(self, new_rows: dict[str, Row]) -> None:
        """Take the new data of the rows that read differently, naming the roles that changed."""
        for row, k in enumerate(self._keys):
            old, new = self._rows[k], new_rows[k]
            if old is new or old == new:
                continue
            roles = [r for r in set(old) | set(new) if old.get(r) != new.get(r)]
            self._rows[k] = new
            index = self.index(row)
            self.dataChanged.emit(index, index, roles)

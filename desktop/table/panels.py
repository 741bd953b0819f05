"""Side panels and notices: the table notes, the log, the rules reference with search, and the refusal bubble."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QSize, QSortFilterProxyModel, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QDockWidget,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListView,
    QMainWindow,
    QStyledItemDelegate,
    QTableView,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from desktop.models.table import LogModel
from desktop.table.logdelegate import LOG_INSET, LogDelegate, is_selected, log_size
from desktop.table.notes import notes_words
from desktop.table.scrolls import bare_scroll, own_viewport

RULE_ID = int(Qt.ItemDataRole.UserRole) + 1
BUBBLE_FLAGS = Qt.WindowType.ToolTip | Qt.WindowType.FramelessWindowHint


class LogView(QTableView):
    """The log's list of lines, one column of rows whose heights are the lines' measured sizes.

    A table view keeps each row's height in its vertical header, so a new line
    costs the same in a long game as in a short one; a list view with rows of
    different heights lays out every row again for each line added. When the
    width changes, the lines are measured again at the new width.
    """

    def __init__(self, parent=None):
        super().__init__(parent)
        self.port = own_viewport(self)
        self.measured_width = -1
        self.setShowGrid(False)
        self.horizontalHeader().hide()
        self.horizontalHeader().setStretchLastSection(True)
        rows = self.verticalHeader()
        rows.hide()
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        rows.setMinimumSectionSize(1)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setTabKeyNavigation(False)
        self.setWordWrap(True)
        self.at_bottom = True
        self.verticalScrollBar().valueChanged.connect(self._scrolled)
        self.verticalScrollBar().rangeChanged.connect(self._grown)

    def _scrolled(self, value: int) -> None:
        self.at_bottom = value >= self.verticalScrollBar().maximum()

    def _grown(self, low: int, high: int) -> None:
        """New lines keep a reader at the bottom there, when Qt lays the view out (scrolling at once would
        lay it out there and then, on every move); one who scrolled up to read is left where they are."""
        if self.at_bottom:
            self.verticalScrollBar().setValue(high)

    def line_width(self) -> int:
        return max(120, self.port.width() - LOG_INSET)

    def measure(self, kind: str, text: str) -> QSize:
        return log_size(self.font(), self.line_width(), kind, text)

    def setModel(self, model) -> None:
        old = self.model()
        if old is not None:
            old.rowsInserted.disconnect(self._rows_added)
            old.dataChanged.disconnect(self._rows_changed)
            old.modelReset.disconnect(self._all_rows)
        super().setModel(model)
        if model is not None:
            model.rowsInserted.connect(self._rows_added)
            model.dataChanged.connect(self._rows_changed)
            model.modelReset.connect(self._all_rows)
            self._all_rows()

    def _height(self, row: int) -> None:
        size = self.model().index(row, 0).data(Qt.ItemDataRole.SizeHintRole)
        self.verticalHeader().resizeSection(row, size.height() if isinstance(size, QSize) else 24)

    def _rows_added(self, parent, first: int, last: int) -> None:
        for row in range(first, last + 1):
            self._height(row)

    def _rows_changed(self, top, bottom, roles=()) -> None:
        if roles and Qt.ItemDataRole.SizeHintRole not in roles:
            return  # new words of the same height: nothing to lay out
        for row in range(top.row(), bottom.row() + 1):
            self._height(row)

    def _all_rows(self) -> None:
        for row in range(self.model().rowCount()):
            self._height(row)

    def resizeEvent(self, event) -> None:
        model = self.model()
        if isinstance(model, LogModel) and self.line_width() != self.measured_width:
            self.measured_width = self.line_width()
            model.remeasure()
        super().resizeEvent(event)


class NotesDock(QDockWidget):
    """The table notes beside the table, above the log: never over cards, scrolled when they run long."""

    SPARE = 2  # lines of room kept beyond the notes' own, so that most moves leave the dock as it is

    def __init__(self, notes, parent=None) -> None:
        super().__init__("Table notes", parent)
        self.setObjectName("tableNotes")
        scroll = bare_scroll(notes, "#24402c")
        scroll.setMinimumHeight(40)
        scroll.verticalScrollBar().rangeChanged.connect(self._overflowed)
        self.setWidget(scroll)
        self.notes = notes
        self.measured: tuple[int, int, int] | None = None  # the notes' length and the width measured at, their height
        self.room: int | None = None  # the height the notes were last given

    def fit(self, again: bool = False) -> None:
        """As tall as the notes need (at most a third of the window), leaving the rest to the log below.

        Measuring rich text is the costliest part of following a move, and the
        notes change wording on most moves without needing more room: so they
        are measured again only when the width changes, when their text has
        grown longer, or a third shorter, than at the last measure, or when
        they overflow the room they were given (notes as long as before that
        wrap onto more lines: `_overflowed`). Giving the dock other room lays
        out every dock and costs more still, so the dock keeps room for
        `SPARE` more lines: a note gained or lost changes nothing until the
        notes outgrow that room or leave more than `SPARE` + 1 lines of it empty.
        The notes' box fills the room, so what is spare shows inside it, not as a band of the dock's green.
        """
        window = self.parentWidget()
        if not self.isVisible() or not isinstance(window, QMainWindow):
            return
        width = self.widget().width()  # the notes' width without a scrollbar, which fitting them is to avoid
        size = len(notes_words(self.notes.notes))
        last = self.measured
        if again or last is None or last[1] != width or not last[0] * 2 // 3 <= size <= last[0]:
            notes = self.notes
            tall = notes.heightForWidth(width) if notes.hasHeightForWidth() else notes.sizeHint().height()
            last = self.measured = (size, width, tall)
        third, line = window.height() // 3, self.notes.fontMetrics().lineSpacing()
        need = min(last[2] + 8, third)
        if self.room is not None and need <= self.room <= min(need + (self.SPARE + 1) * line, third):
            return  # the notes fit, and not in much more room than they need
        room = min(need + self.SPARE * line, third)
        self.room = room
        self.widget().setMinimumHeight(room)  # the log below may not squeeze the notes into a scrollbar
        window.resizeDocks([self], [room], Qt.Orientation.Vertical)

    def _overflowed(self, _low: int, high: int) -> None:
        """The notes need more room than they were given though their length did not say so: measure them again,
        unless they already have the third of the window they may take."""
        window = self.parentWidget()
        if high > 0 and window is not None and self.widget().height() < window.height() // 3:
            QTimer.singleShot(0, self, lambda: self.fit(again=True))

    def showEvent(self, event) -> None:
        """Fitted once shown too, so that a window's first notes are fitted before any move."""
        super().showEvent(event)
        QTimer.singleShot(0, self, self.fit)


class LogPanel(QDockWidget):
    """Every commit in words, newest at the bottom, as the seat at the screen may read it."""

    def __init__(self, parent=None):
        super().__init__("Log", parent)
        self.setObjectName("log")
        self.view = LogView()
        self.view.setAccessibleName("Game log")
        self.view.setAccessibleDescription("Every move in words; adjustments and take-backs are marked")
        self.view.setItemDelegate(LogDelegate(self.view))
        self.view.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setWidget(self.view)

    def set_model(self, model: LogModel) -> None:
        model.measure = self.view.measure
        self.view.setModel(model)
        self.view.measured_width = self.view.line_width()
        model.remeasure()
        self.view.scrollToBottom()


class RuleDelegate(QStyledItemDelegate):
    """A rule: its id in bold, its sentence wrapped beneath, as wide as the view's viewport `port` (the one the
    panel made, kept: asking `option.widget` for it would make PySide look up every widget type, see
    `own_viewport`)."""

    def __init__(self, view: QListView, port: QWidget):
        super().__init__(view)
        self.view = view
        self.port = port

    def _parts(self, index) -> tuple[str, str]:
        return str(index.data(RULE_ID) or ""), str(index.data(Qt.ItemDataRole.AccessibleDescriptionRole) or "")

    def sizeHint(self, option, index) -> QSize:
        width = max(120, self.port.width() - 12)
        rule, text = self._parts(index)
        fm = QFontMetrics(option.font)
        body = fm.boundingRect(0, 0, width, 10000, int(Qt.TextFlag.TextWordWrap), text)
        return QSize(width, fm.height() + body.height() + 10)

    def paint(self, painter, option, index) -> None:
        painter.save()
        r = option.rect
        if is_selected(self.view, index):
            painter.fillRect(r, option.palette.highlight())
            painter.setPen(option.palette.highlightedText().color())
        else:
            painter.setPen(option.palette.text().color())
        rule, text = self._parts(index)
        bold = QFont(option.font)
        bold.setBold(True)
        fm = QFontMetrics(bold)
        painter.setFont(bold)
        painter.drawText(r.adjusted(6, 4, -6, 0), int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop), rule)
        painter.setFont(option.font)
        painter.drawText(r.adjusted(6, 4 + fm.height(), -6, -4), int(Qt.TextFlag.TextWordWrap), text)
        painter.setPen(QColor(0, 0, 0, 30))
        painter.drawLine(r.bottomLeft(), r.bottomRight())
        painter.restore()


class RulesPanel(QDockWidget):
    """The game's rules reference, searchable; a refusal's rule opens here."""

    def __init__(self, parent=None):
        super().__init__("Rules", parent)
        self.setObjectName("rules")
        self.model = QStandardItemModel(self)
        self.proxy = QSortFilterProxyModel(self)
        self.proxy.setSourceModel(self.model)
        self.proxy.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.proxy.setFilterRole(Qt.ItemDataRole.DisplayRole)
        self.search = QLineEdit()
        self.search.setPlaceholderText("Search the rules (id or words)")
        self.search.setClearButtonEnabled(True)
        self.search.setAccessibleName("Search the rules")
        self.search.textChanged.connect(self.proxy.setFilterFixedString)
        self.view = QListView()
        self.view.setModel(self.proxy)
        self.view.setWordWrap(True)
        self.view.setItemDelegate(RuleDelegate(self.view, own_viewport(self.view)))
        self.view.setResizeMode(QListView.ResizeMode.Adjust)
        self.view.setAccessibleName("Rules reference")
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        box = QWidget()
        lay = QVBoxLayout(box)
        lay.setContentsMargins(4, 4, 4, 4)
        lay.addWidget(self.search)
        lay.addWidget(self.view)
        self.setWidget(box)

    def set_rules(self, rules: Mapping[str, str]) -> None:
        self.model.clear()
        for rule_id, text in rules.items():
            item = QStandardItem(f"{rule_id}\n{text}")
            item.setData(rule_id, RULE_ID)
            item.setData(f"Rule {rule_id}", Qt.ItemDataRole.AccessibleTextRole)
            item.setData(text, Qt.ItemDataRole.AccessibleDescriptionRole)
            item.setEditable(False)
            self.model.appendRow(item)

    def show_rule(self, rule_id: str) -> bool:
        """Open the panel at one rule; False when the game has no such rule."""
        self.search.clear()
        for row in range(self.proxy.rowCount()):
            index = self.proxy.index(row, 0)
            if index.data(RULE_ID) == rule_id:
                self.show()
                self.raise_()
                self.view.setCurrentIndex(index)
                self.view.scrollTo(index, QAbstractItemView.ScrollHint.PositionAtCenter)
                self.view.setFocus()
                return True
        return False

    def current_rule(self) -> str | None:
        index = self.view.currentIndex()
        return index.data(RULE_ID) if index.isValid() else None


class RefusalBubble(QFrame):
    """The rules' answer next to where the player tried: the sentence, and the rule id whole, as a link.

    A small window of its own, so it can stand beside the dialog that was refused as well as beside a drop
    point on the table. It stays until it is dismissed (a click, Escape, its close button) or the next move:
    a player must have time to follow its rule link.
    """

    ruleClicked = Signal(str)

    def __init__(self, parent: QWidget):
        super().__init__(parent, BUBBLE_FLAGS)
        self.home = parent
        self.setObjectName("refusal")
        self.setStyleSheet(
            "QFrame#refusal { background: #fff4d6; border: 2px solid #b03020; }"
            " QLabel { color: #3a1a10; font-size: 13px; }"
            " QToolButton { border: none; color: #3a1a10; font-weight: bold; }"
        )
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.RichText)
        self.label.linkActivated.connect(self._link)
        self.label.setAccessibleName("Refused")
        self.label.setMinimumWidth(260)
        self.close_button = QToolButton()
        self.close_button.setText("×")
        self.close_button.setAccessibleName("Dismiss")
        self.close_button.setToolTip("Dismiss (Escape)")
        self.close_button.clicked.connect(self.hide)
        lay = QHBoxLayout(self)
        lay.setContentsMargins(10, 6, 6, 6)
        lay.addWidget(self.label, 1)
        lay.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignTop)
        self.rule = ""
        self.hide()

    def show_at(self, reason: str, rule: str, where: QPoint, host: QWidget | None = None) -> None:
        """Show `reason` (and a link to `rule`) near `where`, in `host`'s coordinates (the main window when
        None); a bubble beside a dialog belongs to that dialog, so the dialog's modality leaves it clickable."""
        host = host or self.home
        if self.parentWidget() is not host:
            self.setParent(host, BUBBLE_FLAGS)
            if host is not self.home:
                host.installEventFilter(self)
        self.rule = rule
        whole = rule.replace("-", "\u2011")  # non-breaking hyphens: the id is never cut at the end of a line
        link = f" <a href='{rule}'><span style='white-space:nowrap'>rule {whole}</span></a>" if rule else ""
        self.label.setText(f"<b>Not allowed:</b> {reason}.{link}")
        self.label.setMinimumWidth(max(260, self.label.fontMetrics().horizontalAdvance(f"rule {rule}") + 12))
        self.setAccessibleDescription(f"{reason} (rule {rule})" if rule else reason)
        self.adjustSize()
        at = host.mapToGlobal(where)
        screen = (host.screen() or QApplication.primaryScreen()).availableGeometry()
        x = min(max(screen.left() + 4, at.x() - self.width() // 2), screen.right() - self.width() - 4)
        y = min(max(screen.top() + 4, at.y() + 16), screen.bottom() - self.height() - 4)
        frame = host.frameGeometry()
        if host is not self.home and QRect(x, y, self.width(), self.height()).intersects(frame):  # no room below
            y = max(screen.top() + 4, frame.top() - self.height() - 8)  # the dialog: above it, not over it
        self.move(x, y)
        self.show()
        self.raise_()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The dialog the bubble stands beside is going: the bubble goes with it, and home to the window."""
        if watched is self.parentWidget() and event.type() in (QEvent.Type.Hide, QEvent.Type.Close):
            watched.removeEventFilter(self)
            self.hide()
            self.setParent(self.home, BUBBLE_FLAGS)
        return False

    def _link(self, rule: str) -> None:
        self.hide()
        self.ruleClicked.emit(rule)

    def keyPressEvent(self, event) -> None:
        if event.key() == Qt.Key.Key_Escape:
            self.hide()
        else:
            super().keyPressEvent(event)

    def mousePressEvent(self, event) -> None:
        if self.rule:
            self._link(self.rule)
        else:
            self.hide()

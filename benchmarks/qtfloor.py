"""The Qt floor under Cardtable's first frame, for benchmarks/desktop.py: the same PySide6 classes and a window of
the same shape, with none of Cardtable's code.

A bare PySide6 window imports three Qt classes and paints an empty rectangle. The table's first frame imports about
seventy, each of which PySide6 makes into a Python type with its enums on first use, loads the fonts and lays out
text. This child does that much and no more, so the start-up figures show which part of the table's start is Qt's
and which is Cardtable's own.
"""

from __future__ import annotations

import sys
from time import perf_counter


def child_floor(paint_watch, painted, count_enums) -> int:
    """The Qt floor under the table's first frame: the Qt classes Cardtable's first frame imports, and a window
    laid out like it (menus, a notes, a log and a rules dock, a curtain with its words and button), with none of
    Cardtable's code, game or models. What the table takes beyond this is ours to cut."""
    enums = count_enums()
    from PySide6 import QtCore, QtGui, QtSvg, QtWidgets  # noqa: F401

    marks = {"pyside": perf_counter()}
    modules = {"QtCore": QtCore, "QtGui": QtGui, "QtSvg": QtSvg, "QtWidgets": QtWidgets}
    for module, names in FLOOR_CLASSES.items():
        for name in names:
            getattr(modules[module], name)  # a class's first use makes its Python type and enums, as an import does
    marks["imported"] = perf_counter()
    window = _floor_window(QtCore, QtGui, QtWidgets)
    marks["built"] = perf_counter()
    paint_watch([window.centralWidget()], lambda: painted(QtWidgets.QApplication.instance(), marks, enums=enums))
    window.show()
    return QtWidgets.QApplication.instance().exec()


def _floor_window(QtCore, QtGui, QtWidgets):
    """A main window of the table's first frame's shape, from plain Qt widgets."""
    W, Qt = QtWidgets, QtCore.Qt
    W.QApplication(sys.argv[:1])
    window = W.QMainWindow()
    for title in ("&File", "&Edit", "T&able", "&View", "Tools", "&Help"):
        menu = window.menuBar().addMenu(title)
        for n in range(7):
            action = QtGui.QAction(f"{title.strip('&')} entry {n}", window)
            action.setShortcut(QtGui.QKeySequence(f"Ctrl+Shift+{n}"))
            menu.addAction(action)
    curtain = W.QWidget()
    curtain.setAutoFillBackground(True)
    curtain.setPalette(QtGui.QPalette(QtGui.QColor("#1d2a22")))
    lay = W.QVBoxLayout(curtain)
    for text, size in (("Pass the table to Red", 34), ("It is Red's move.", 17)):
        label = W.QLabel(text)
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        label.setStyleSheet(f"color: #f3efe2; font-size: {size}px;")
        lay.addWidget(label)
    lay.addWidget(W.QPushButton("I am Red — show my cards"), 0, Qt.AlignmentFlag.AlignCenter)
    window.setCentralWidget(curtain)
    notes = W.QDockWidget("Table notes")
    notes.setWidget(W.QLabel("<b>First player:</b> Red"))
    log, rules = W.QDockWidget("Log"), W.QDockWidget("Rules")
    for dock, rows in ((log, 1), (rules, 120)):
        model = QtGui.QStandardItemModel(rows, 2)
        for row in range(rows):
            model.setItem(row, 0, QtGui.QStandardItem(f"rule-{row}: a sentence of the rules reference"))
        view = W.QTableView()
        view.setModel(model)
        view.horizontalHeader().setSectionResizeMode(W.QHeaderView.ResizeMode.Stretch)
        dock.setWidget(view)
    for dock in (notes, log, rules):
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    window.tabifyDockWidget(log, rules)
    window.statusBar()
    window.resize(1280, 800)
    return window


FLOOR_CLASSES = {  # the PySide6 classes the table's first frame imports (listed from its modules' globals)
    "QtCore": [
        "QAbstractListModel",
        "QEvent",
        "QItemSelectionModel",
        "QMimeData",
        "QModelIndex",
        "QObject",
        "QPoint",
        "QPointF",
        "QRect",
        "QRectF",
        "QSettings",
        "QSignalBlocker",
        "QSize",
        "QSortFilterProxyModel",
        "QStandardPaths",
        "QTimer",
        "Qt",
        "Signal",
    ],
    "QtGui": [
        "QAction",
        "QBrush",
        "QColor",
        "QCursor",
        "QFont",
        "QFontDatabase",
        "QFontInfo",
        "QFontMetrics",
        "QGuiApplication",
        "QIcon",
        "QKeySequence",
        "QPainter",
        "QPainterPath",
        "QPalette",
        "QPen",
        "QPixmap",
        "QPixmapCache",
        "QStandardItem",
        "QStandardItemModel",
        "QTextOption",
    ],
    "QtSvg": ["QSvgRenderer"],
    "QtWidgets": [
        "QAbstractItemView",
        "QApplication",
        "QComboBox",
        "QDialog",
        "QDialogButtonBox",
        "QDockWidget",
        "QFileDialog",
        "QFrame",
        "QGridLayout",
        "QHBoxLayout",
        "QHeaderView",
        "QLabel",
        "QLineEdit",
        "QListView",
        "QMainWindow",
        "QMenu",
        "QMessageBox",
        "QPushButton",
        "QScrollArea",
        "QSizePolicy",
        "QStyle",
        "QStyleOptionButton",
        "QStyleOptionViewItem",
        "QStylePainter",
        "QStyledItemDelegate",
        "QTableView",
        "QToolButton",
        "QToolTip",
        "QVBoxLayout",
        "QWidget",
    ],
}

"""The PySide6 desktop table; importing it applies the binding work-arounds of desktop.qtfixes."""

from desktop.qtfixes import pin_singletons

pin_singletons()

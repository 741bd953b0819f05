"""Qt's own messages, less the offscreen platform's note about window size hints.

The offscreen platform plugin (used by ``--screenshot``) says "This plugin
does not support propagateSizeHints()" for every window it shows, which tells
a player nothing. `install` drops exactly that message and passes every other
one on to the handler installed before, or to stderr as Qt formats it.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import qFormatLogMessage, qInstallMessageHandler

NOISE = "This plugin does not support propagateSizeHints()"


class QuietHandler:
    """A Qt message handler that drops `NOISE` and passes everything else to `previous` (or stderr)."""

    def __init__(self, previous=None, stream=None):
        self.previous = previous
        self.stream = stream

    def __call__(self, mode, context, message: str) -> None:
        if message == NOISE:
            return
        if self.previous is not None:
            self.previous(mode, context, message)
            return
        print(qFormatLogMessage(mode, context, message), file=self.stream or sys.stderr, flush=True)


def install() -> QuietHandler:
    """Put the quiet handler in front of Qt's messages; returns it (its `previous` is the one replaced)."""
    handler = QuietHandler()
    handler.previous = qInstallMessageHandler(handler)
    return handler

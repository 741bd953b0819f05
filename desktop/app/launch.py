"""The `cardtable` entry point: headless subcommands run without loading Qt; anything else opens the app."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    from core.cli import HEADLESS

    if argv and argv[0] in HEADLESS:
        from core.cli import main as headless

        return headless(argv)
    if "--self-test" in argv:
        from desktop.app.selftest import main as self_test

        return self_test(argv)
    from desktop.app.main import main as app_main

    return app_main(argv)


if __name__ == "__main__":
    sys.exit(main())

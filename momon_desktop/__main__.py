"""Command line of Momon Desktop.

    python -m momon_desktop                      start the app
    python -m momon_desktop --self-test [--screenshot PNG]
    python -m momon_desktop referee …            the headless referee (docs/formats.md)
    python -m momon_desktop bench engine|ai|storage|ui
    python -m momon_desktop match --a LEVEL --b LEVEL --seed N [--clock SECONDS]
    python -m momon_desktop review RECORD [--nodes N]   the game review, as JSON
    python -m momon_desktop host SCENARIO.json --port N   host a table (docs/network.md)
    python -m momon_desktop join HOST:N --code CODE       join a hosted table

Each command lives in its own module and is imported only when used, so the headless
commands never load Qt.
"""

from __future__ import annotations

import importlib
import sys

COMMANDS = {
    "referee": "momon_desktop.referee",
    "bench": "momon_desktop.bench",
    "match": "momon_desktop.match",
    "review": "momon_desktop.review",
    "host": "momon_desktop.net.headless:host_main",
    "join": "momon_desktop.net.headless:join_main",
}


def main(argv: list[str] | None = None) -> int:
    """Dispatch to a command module's ``main(argv) -> int``; without one, start the app."""
    args = list(sys.argv[1:] if argv is None else argv)
    if args and args[0] in COMMANDS:
        name, _, function = COMMANDS[args[0]].partition(":")
        module = importlib.import_module(name)
        code: int = getattr(module, function or "main")(args[1:])
        return code
    from momon_desktop.ui.app import main as app_main

    return app_main(args)


if __name__ == "__main__":
    sys.exit(main())

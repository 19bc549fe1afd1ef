"""The application entry point: ``python -m momon_desktop`` ends up in :func:`main`.

    python -m momon_desktop [--lang en|th]
    python -m momon_desktop --self-test [--screenshot PNG] [--lang en|th]
    python -m momon_desktop --self-test --tutorial [--lang en|th]

Without a display (no ``DISPLAY`` or ``WAYLAND_DISPLAY`` on Linux) Qt's offscreen
platform is used, so the self-test runs on build machines and in CI.

The app holds its data folder's lock while it runs (``docs/records.md``, "Where files
live").  A second start on the same folder shows :class:`AlreadyOpenDialog`: "Show the
open window" asks the running instance, through its beacon, to bring its window to
the front, and exits 0; Close exits 1.  The self-test plays in a temporary data folder
of its own and takes no lock.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
import time
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from momon_desktop.storage.instancelock import FolderInUse
    from momon_desktop.ui.table.alreadyopen import AlreadyOpenDialog


def needs_offscreen() -> bool:
    """True on a Linux machine without a display server, unless a platform was chosen."""
    if os.environ.get("QT_QPA_PLATFORM"):
        return False
    if not sys.platform.startswith("linux"):
        return False
    return not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


# What the offscreen platform says of what it cannot do with windows it never shows.
_OFFSCREEN_NOTES = ("propagateSizeHints", "does not support raise()")


def _quiet_offscreen(mode: object, context: object, message: str) -> None:
    """Qt messages, less the offscreen platform's notes that windows have no size hints
    and cannot be raised."""
    if not any(note in message for note in _OFFSCREEN_NOTES):
        print(message, file=sys.stderr)


def parse_args(argv: list[str]) -> argparse.Namespace:
    """The app's command line."""
    parser = argparse.ArgumentParser(
        prog="momon-desktop", description="Momon Desktop: a tabletop for Momon Wonder."
    )
    parser.add_argument("--self-test", action="store_true",
                        help="play one complete game in the real window and exit 0 if all is well")
    parser.add_argument("--tutorial", action="store_true",
                        help="with --self-test: play every lesson of the tutorial instead")
    parser.add_argument("--screenshot", metavar="PNG",
                        help="with --self-test: save a picture of the table in mid-game")
    parser.add_argument("--lang", choices=("en", "th"),
                        help="interface language (default: the saved setting, else the system's)")
    return parser.parse_args(argv)


def import_without_qt() -> None:
    """Import the packages of the table that do not use Qt (and pydantic with them)
    before PySide6: once PySide6 is loaded, its import hook reads the source of every
    module imported after it, to see whether the module uses PySide6 (PYSIDE-2029).
    Those the table needs only later (the computer players of ``ai``, ``matchplay``)
    come after the table's first picture, with the features."""
    import momon_desktop.storage  # noqa: F401


def main(argv: list[str] | None = None) -> int:
    """Start the app (or run the self-test); returns the process exit code."""
    started = time.perf_counter()
    args = parse_args(list(sys.argv[1:] if argv is None else argv))
    if args.screenshot and not args.self_test:
        print("--screenshot needs --self-test", file=sys.stderr)
        return 2
    if args.tutorial and not args.self_test:
        print("--tutorial needs --self-test", file=sys.stderr)
        return 2
    if needs_offscreen():
        os.environ["QT_QPA_PLATFORM"] = "offscreen"

    import_without_qt()
    from PySide6.QtCore import QTimer, qInstallMessageHandler
    from PySide6.QtWidgets import QApplication

    from momon_desktop.ui.assembly import open_table, start_up
    from momon_desktop.ui.core.settings import LANGUAGE, open_settings, read_choice
    from momon_desktop.ui.look import fonts
    from momon_desktop.ui.look.placement import show_within_screen
    from momon_desktop.ui.look.theme import apply_application_style
    from momon_desktop.ui.text import i18n

    if os.environ.get("QT_QPA_PLATFORM") == "offscreen":
        qInstallMessageHandler(_quiet_offscreen)
    app = QApplication.instance()
    if app is None:
        app = QApplication([sys.argv[0]])
    assert isinstance(app, QApplication)
    app.setOrganizationName("Momon Desktop")
    app.setApplicationName("Momon Desktop")
    app.setApplicationDisplayName("Momon Desktop")
    apply_application_style(app)
    fonts.install_app_font(app)

    if args.self_test:
        import tempfile

        from momon_desktop.storage import DATA_DIR_ENV
        from momon_desktop.ui import selftest

        # The self-test's autosaves and finished game never touch the player's own games.
        with tempfile.TemporaryDirectory(prefix="momon-self-test-") as data:
            os.environ[DATA_DIR_ENV] = data
            if args.tutorial:
                return selftest.run_tutorial(app, args.lang or "en", started)
            return selftest.run(app, args.lang or "en", args.screenshot, started)

    settings = open_settings()
    saved = read_choice(settings, LANGUAGE, i18n.SUPPORTED_LANGUAGES)
    lang = args.lang or saved or i18n.system_language()
    i18n.install_language(lang)

    from momon_desktop.storage import data_dir
    from momon_desktop.storage.instancelock import Beacon, FolderInUse, claim_data_folder
    from momon_desktop.ui.table.alreadyopen import WindowCall

    try:
        lock = claim_data_folder(data_dir())
    except FolderInUse as refused:
        return refuse_second_start(refused)
    except OSError:
        # A data folder that cannot be written has no lock either: the app still
        # starts, and each save that fails says so.
        lock = None
    # the features are installed right after the table's first picture (docs/ui.md, "Speed")
    window, features = open_table(settings)
    beacon: Beacon | None = None
    try:
        if lock is not None and lock.holder is not None:
            # Without a beacon a second start cannot ask for this window and says so.
            with contextlib.suppress(OSError):
                beacon = Beacon(WindowCall(window))
            if beacon is not None:
                try:
                    lock.describe(beacon.holder(lock.holder))
                except OSError:
                    beacon.close()
                    beacon = None
        features.ready.connect(lambda: QTimer.singleShot(0, lambda: start_up(window)))
        show_within_screen(window)
        return int(app.exec())
    finally:
        if beacon is not None:
            beacon.close()
        if lock is not None:
            lock.release()


def already_open_dialog(refused: FolderInUse) -> AlreadyOpenDialog:
    """The message of a second start on a data folder that ``refused`` says is in use."""
    from momon_desktop.storage.instancelock import ask_to_show, can_ask
    from momon_desktop.ui.table.alreadyopen import AlreadyOpenDialog

    holder = refused.holder
    show_open = (lambda: ask_to_show(holder)) if can_ask(holder) else None
    return AlreadyOpenDialog(refused.folder, holder, show_open)


def refuse_second_start(refused: FolderInUse) -> int:
    """Show the second start's message; the exit code: 0 when the open window was
    brought to the front, 1 when the person closed the message."""
    dialog = already_open_dialog(refused)
    dialog.exec()
    return 0 if dialog.shown else 1

#!/usr/bin/env python3
"""Pictures of the table for docs/screenshots/, in English and in Thai.

    python tools/table_screens.py [--out DIR] [--only NAME] [--result]

Each picture is made in a process of its own (Qt's scale factor is chosen once per
process): the real main window at a window size, a hot-seat game between the bundled
decks played through the window to the middle of the game (turn 5 of 8, cards of both
players on the Arena, some snatched), the next player's Hand shown, a card picked and
its snatch preview on the Arena. Files: ``table_<size>_<lang>.png``; the 2x pictures
are the 1280 x 800 window at a device pixel ratio of 2, as on a high-density laptop
screen. With ``--result``, the same game is played to its end instead and the picture
is the table with the result screen over it, centred as on a screen:
``result_<size>_<lang>.png``. Runs on Qt's offscreen platform, so it needs no display.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

# (file name part, window width, height, scale factor)
SIZES: tuple[tuple[str, int, int, int], ...] = (
    ("1024x700", 1024, 700, 1),
    ("1366x768", 1366, 768, 1),
    ("1920x1080", 1920, 1080, 1),
    ("2x", 1280, 800, 2),
)
LANGUAGES = ("en", "th")
# Decisions played before the picture: the middle of the game.
DECISIONS = 9


@contextmanager
def table_in_play(lang: str, width: int, height: int, decisions: int) -> Iterator[tuple[Any, Any]]:
    """The styled app and the real main window of ``width`` x ``height`` in ``lang``, a
    hot-seat game between the bundled decks played through it for ``decisions``
    decisions and the hand-over passed, with a data folder of its own; yields
    ``(app, window)`` and closes the window afterwards."""
    from PySide6.QtCore import QSettings, Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from momon_desktop.ui.assembly import build_table
    from momon_desktop.ui.look import fonts
    from momon_desktop.ui.look.theme import apply_application_style
    from momon_desktop.ui.selftest import bundled_spec, play_one, settle
    from momon_desktop.ui.text import i18n

    app = QApplication.instance() or QApplication([sys.argv[0]])
    assert isinstance(app, QApplication)
    apply_application_style(app)
    fonts.install_app_font(app)
    i18n.install_language(lang)
    with tempfile.TemporaryDirectory(prefix="momon-screens-") as folder:
        os.environ["MOMON_DATA_DIR"] = folder
        settings = QSettings(str(Path(folder) / "settings.ini"), QSettings.Format.IniFormat)
        window = build_table(settings)
        window.set_language(lang)
        window.resize(width, height)
        window.show()
        settle(app, window)
        window.start_game(bundled_spec())
        settle(app, window)
        for _ in range(decisions):
            play_one(app, window)
            settle(app, window)
        if window.handover.isVisible():
            QTest.mouseClick(window.handover.ready_button, Qt.MouseButton.LeftButton)
            settle(app, window)
        try:
            yield app, window
        finally:
            window.close()


def shoot(size: str, width: int, height: int, lang: str, out: Path) -> Path:
    """Play to the middle of a game in a window of ``width`` x ``height`` and save it."""
    from momon_desktop.ui.selftest import take_screenshot

    with table_in_play(lang, width, height, DECISIONS) as (app, window):
        path = out / f"table_{size}_{lang}.png"
        if not take_screenshot(app, window, path):
            raise SystemExit(f"{path.name}: the player at the screen has no Summon to preview")
    return path


def shoot_result(size: str, width: int, height: int, lang: str, out: Path) -> Path:
    """Play the whole game in a window of ``width`` x ``height`` and save the table with
    the result screen over it."""
    from PySide6.QtCore import QPoint
    from PySide6.QtGui import QPainter

    from momon_desktop.ui.selftest import play_one, settle

    with table_in_play(lang, width, height, 0) as (app, window):
        game = window.controller.game
        while game is not None and not game.over:
            play_one(app, window)
            settle(app, window)
        dialog = window.result_dialog
        if dialog is None or not dialog.isVisible():
            raise SystemExit(f"result_{size}_{lang}: no result screen at the end of the game")
        dialog.adjustSize()
        settle(app, window)
        picture = window.grab()
        at = QPoint((window.width() - dialog.width()) // 2, (window.height() - dialog.height()) // 2)
        painter = QPainter(picture)
        painter.drawPixmap(at, dialog.grab())
        painter.end()
        path = out / f"result_{size}_{lang}.png"
        if not picture.save(str(path)):
            raise SystemExit(f"could not write {path}")
    return path


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots")
    parser.add_argument("--only", help="one picture, e.g. 1366x768_th")
    parser.add_argument("--result", action="store_true",
                        help="the result screen at the end of the game instead")
    parser.add_argument("--one", nargs=4, metavar=("SIZE", "WIDTH", "HEIGHT", "LANG"),
                        help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    if args.one:
        size, width, height, lang = args.one
        make = shoot_result if args.result else shoot
        print(make(size, int(width), int(height), lang, args.out))
        return 0
    failed = 0
    for size, width, height, scale in SIZES:
        for lang in LANGUAGES:
            if args.only and args.only != f"{size}_{lang}":
                continue
            env = dict(os.environ, QT_QPA_PLATFORM="offscreen", QT_SCALE_FACTOR=str(scale))
            done = subprocess.run(
                [sys.executable, __file__, "--out", str(args.out),
                 *(["--result"] if args.result else []),
                 "--one", size, str(width), str(height), lang],
                env=env, cwd=ROOT, check=False,
            )
            failed += done.returncode != 0
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

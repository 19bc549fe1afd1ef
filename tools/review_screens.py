#!/usr/bin/env python3
"""Pictures of the game review window, in English and in Thai.

    python tools/review_screens.py [--out DIR]

A complete game of the ``normal`` computer against ``easy`` with the bundled decks is
recorded, its review is opened in a window of each size and analysed, and the window
is saved at its first marked mistake: ``review_<size>_<lang>.png``. Each picture is
made in a process of its own; runs on Qt's offscreen platform, so it needs no display.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

SIZES: tuple[tuple[str, int, int], ...] = (("1024x700", 1024, 700), ("1366x768", 1366, 768),
                                           ("1920x1080", 1920, 1080))
LANGUAGES = ("en", "th")


def shoot(width: int, height: int, lang: str, path: Path) -> None:
    """Analyse the game in a review window of ``width`` x ``height`` and save it."""
    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication

    from momon_desktop.benchmarks.review import played_game
    from momon_desktop.storage import CardLibrary, FirstPlayer, Replay, make_record
    from momon_desktop.ui.features.review import ReviewWindow
    from momon_desktop.ui.look import fonts
    from momon_desktop.ui.look.theme import apply_application_style
    from momon_desktop.ui.text import i18n

    app = QApplication.instance() or QApplication([sys.argv[0]])
    assert isinstance(app, QApplication)
    apply_application_style(app)
    fonts.install_app_font(app)
    i18n.install_language(lang)
    positions, answers, _seats = played_game(2)
    game = positions[-1].copy()
    game.apply(answers[-1])
    record = make_record(game, CardLibrary.bundled(), "standard", ("Ada", "Boon"),
                         FirstPlayer(method="random", seed=2))
    win = ReviewWindow(Replay.from_record(record), ("Ada", "Boon"), lang)
    win.resize(width, height)
    win.show()
    loop = QEventLoop()
    win.analysis_done.connect(lambda _ok: loop.quit())
    win.start()
    loop.exec()
    marked = win.mistake_indexes()
    win.go_to(marked[0] if marked else 0)
    QTimer.singleShot(100, loop.quit)
    loop.exec()
    win.grab().save(str(path))
    win.close()


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots")
    parser.add_argument("--one", nargs=4, metavar=("W", "H", "LANG", "FILE"),
                        help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.one:
        w, h, lang, file = args.one
        shoot(int(w), int(h), lang, Path(file))
        return 0
    args.out.mkdir(parents=True, exist_ok=True)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    for name, w, h in SIZES:
        for lang in LANGUAGES:
            file = args.out / f"review_{name}_{lang}.png"
            subprocess.run([sys.executable, __file__, "--one", str(w), str(h), lang, str(file)],
                           check=True, env=env)
            print(file)
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Pictures of the New Game dialog with the ratings, on screens of 1024 x 700 and
1366 x 768, in English and in Thai.

    python tools/newgame_screens.py [--out DIR]

Each picture is made on an X server of its own (``Xvfb``, on a free display) with a screen of the size
named, the main window filling it and the dialog open over it, so the picture shows
whether the dialog fits the screen with OK and Cancel in sight. Files:
``newgame_<size>_<lang>.png`` (the whole screen).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

SIZES: tuple[tuple[int, int], ...] = ((1024, 700), (1366, 768))
LANGUAGES = ("en", "th")


def shoot(width: int, height: int, lang: str, out: Path) -> Path:
    """Open the New Game dialog on this display and save the screen."""
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from momon_desktop.ui.assembly import build_table
    from momon_desktop.ui.look import fonts
    from momon_desktop.ui.look.theme import apply_application_style
    from momon_desktop.ui.selftest import settle
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
        window.setGeometry(app.primaryScreen().availableGeometry())
        window.show()
        settle(app, window)
        dialog = window.request_new_game()
        while not (dialog.isVisible() and dialog.windowHandle() is not None
                   and dialog.windowHandle().isExposed()):
            app.processEvents()
        settle(app, window)
        settle(app, window)
        path = out / f"newgame_{width}x{height}_{lang}.png"
        app.primaryScreen().grabWindow(0).save(str(path))
        window.close()
    return path


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots")
    parser.add_argument("--one", nargs=3, metavar=("WIDTH", "HEIGHT", "LANG"),
                        help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    if args.one:
        width, height, lang = args.one
        print(shoot(int(width), int(height), lang, args.out))
        return 0
    failed = 0
    for width, height in SIZES:
        # -displayfd: the server picks a free display and writes its number once it
        # accepts connections
        read_end, write_end = os.pipe()
        server = subprocess.Popen(["Xvfb", "-displayfd", str(write_end), "-screen", "0",
                                   f"{width}x{height}x24", "-nolisten", "tcp"],
                                  pass_fds=(write_end,), stderr=subprocess.DEVNULL)
        os.close(write_end)
        with os.fdopen(read_end) as pipe:
            display = pipe.readline().strip()
        try:
            for lang in LANGUAGES:
                env = dict(os.environ, QT_QPA_PLATFORM="xcb", DISPLAY=f":{display}")
                done = subprocess.run(
                    [sys.executable, __file__, "--out", str(args.out),
                     "--one", str(width), str(height), lang],
                    env=env, cwd=ROOT, check=False)
                failed += done.returncode != 0
        finally:
            server.terminate()
            server.wait()
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

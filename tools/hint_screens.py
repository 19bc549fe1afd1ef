#!/usr/bin/env python3
"""Pictures of "Suggest a move" with its reasons, in English and in Thai.

    python tools/hint_screens.py [--out DIR] [--decisions N]

Each picture is made in a process of its own: the real main window at a window size, a
hot-seat game between the bundled decks played through the window for N decisions, then
the suggestion asked for and shown (the bar beside the board with its reasons, the
marks on the Arena). Files: ``hint_<size>_<lang>.png``. Runs on Qt's offscreen
platform, so it needs no display.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

SIZES: tuple[tuple[str, int, int], ...] = (
    ("1024x700", 1024, 700),
    ("1366x768", 1366, 768),
    ("1920x1080", 1920, 1080),
)
LANGUAGES = ("en", "th")


def shoot(size: str, width: int, height: int, lang: str, decisions: int, out: Path) -> Path:
    """Play ``decisions`` decisions in a window of ``width`` x ``height``, ask for a
    suggestion and save the window."""
    from table_screens import table_in_play

    from momon_desktop.ui.features.hints import HintService
    from momon_desktop.ui.selftest import settle

    with table_in_play(lang, width, height, decisions) as (app, window):
        hints = window.feature(HintService)
        if hints is None or not hints.request():
            raise SystemExit(f"{size} {lang}: no suggestion to ask for")
        give_up = time.monotonic() + 60
        while hints.suggestion is None and time.monotonic() < give_up:
            app.processEvents()
            time.sleep(0.02)
        if hints.suggestion is None:
            raise SystemExit(f"{size} {lang}: no suggestion came")
        settle(app, window)
        path = out / f"hint_{size}_{lang}.png"
        window.grab().save(str(path))
        print(hints.bar.text.text())
    return path


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots")
    parser.add_argument("--decisions", type=int, default=9)
    parser.add_argument("--one", nargs=4, metavar=("SIZE", "WIDTH", "HEIGHT", "LANG"),
                        help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    if args.one:
        size, width, height, lang = args.one
        print(shoot(size, int(width), int(height), lang, args.decisions, args.out))
        return 0
    failed = 0
    for size, width, height in SIZES:
        for lang in LANGUAGES:
            env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
            done = subprocess.run(
                [sys.executable, __file__, "--out", str(args.out), "--decisions",
                 str(args.decisions), "--one", size, str(width), str(height), lang],
                env=env, cwd=ROOT, check=False,
            )
            failed += done.returncode != 0
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

#!/usr/bin/env python3
"""Pictures of the whole screen as a player sees it: the app's windows under a window
manager (openbox, so the title bar and the frame are in the picture), on screens of
1024 x 700, 1280 x 800, 1366 x 768 and 1920 x 1080, in English and in Thai.

    python tools/screens.py [--out DIR] [--size 1024x700] [--lang th] [--scene table]

One private X server (Xvfb) with openbox per screen size; each language in a process of
its own. The main window opens as the app opens it (its own size, kept on the screen);
each scene is then put on it and the whole screen saved as
``screen_<scene>_<size>_<lang>.png``:

- ``table``: a hot-seat game in its middle (turn 5 of 8), a card picked and its Summon
  previewed on the Arena under the pointer;
- ``newgame``, ``match``: the New Game and New Match dialogs;
- ``puzzles``, ``deckbuilder``, ``howto``: Play ▸ Practice puzzles, Cards ▸ Deck
  builder, Help ▸ How to play, over the table;
- ``review``: the review of a finished game, its first marked decision shown;
- ``host``, ``join``: Game ▸ Host a table and Game ▸ Join a table, as they open;
- ``hostedmatch``: the question at start about a match hosted for a friend that stopped
  between games.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

SIZES = ("1024x700", "1280x800", "1366x768", "1920x1080")
LANGUAGES = ("en", "th")
SCENES = ("table", "newgame", "match", "puzzles", "deckbuilder", "howto", "review", "host",
          "join", "hostedmatch")


def _wait(app: Any, done: Callable[[], bool], limit: float = 60.0) -> None:
    """Run the event loop until ``done()``."""
    import time

    end = time.monotonic() + limit
    while not done():
        if time.monotonic() > end:
            raise SystemExit("a scene did not come up in time")
        app.processEvents()


def _shown(app: Any, window: Any) -> None:
    """Wait until ``window`` is on the screen with its frame, then let it paint (the
    X server answers a sync once it has every request sent before it)."""
    _wait(app, lambda: window.isVisible() and window.windowHandle() is not None
          and window.windowHandle().isExposed())
    for _ in range(3):
        app.processEvents()
        app.sync()
        app.processEvents()


def shoot(size: str, lang: str, scenes: list[str], out: Path) -> None:
    """Each scene on this display, saved."""
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from momon_desktop.ui.assembly import build_table
    from momon_desktop.ui.look import fonts
    from momon_desktop.ui.look.placement import show_within_screen
    from momon_desktop.ui.look.theme import apply_application_style
    from momon_desktop.ui.selftest import bundled_spec, play_one, settle
    from momon_desktop.ui.text import i18n

    app = QApplication.instance() or QApplication([sys.argv[0]])
    assert isinstance(app, QApplication)
    apply_application_style(app)
    fonts.install_app_font(app)
    i18n.install_language(lang)
    screen = app.primaryScreen()

    def save(scene: str) -> None:
        path = out / f"screen_{scene}_{size}_{lang}.png"
        screen.grabWindow(0).save(str(path))
        print(path)

    with tempfile.TemporaryDirectory(prefix="momon-screens-") as folder:
        os.environ["MOMON_DATA_DIR"] = folder
        settings = QSettings(str(Path(folder) / "settings.ini"), QSettings.Format.IniFormat)
        window = build_table(settings)
        window.set_language(lang)
        show_within_screen(window)
        _shown(app, window)
        window.set_animation_speed("off")
        window.start_game(bundled_spec())
        settle(app, window)
        for _ in range(9):
            play_one(app, window)
            settle(app, window)
        for scene in scenes:
            if scene == "table":
                from momon_desktop.ui.selftest import take_screenshot

                if take_screenshot(app, window, Path(folder) / "table.png"):
                    settle(app, window)
                save(scene)
                window.cancel_selection()
                continue
            opened = open_scene(window, scene)
            _shown(app, opened)
            if scene == "review":
                _wait(app, lambda review=opened: not review.analysing, 300)
                marked = opened.mistake_indexes()
                opened.go_to(marked[0] if marked else 0)
                _shown(app, opened)
            save(scene)
            opened.close()
            settle(app, window)
        window.set_animation_speed("normal")
        window.close()


def open_scene(window: Any, scene: str) -> Any:
    """Open the window of ``scene`` over the table; returns it."""
    if scene == "newgame":
        return window.request_new_game()
    if scene == "match":
        from momon_desktop.ui.match.matchscreen import MatchDesk

        desk = window.feature(MatchDesk)
        return desk.request_new_match()
    if scene == "puzzles":
        from momon_desktop.ui.features.puzzles import PuzzleDesk

        return window.feature(PuzzleDesk).open()
    if scene == "deckbuilder":
        from momon_desktop.ui.features.cardwindows import CardWindows

        return window.feature(CardWindows).open_deck_builder()
    if scene == "howto":
        from momon_desktop.ui.features.howto import HowToPlay

        return window.feature(HowToPlay).open_how_to()
    if scene == "review":
        from momon_desktop.benchmarks.review import played_game
        from momon_desktop.storage import CardLibrary, FirstPlayer, Replay, make_record
        from momon_desktop.ui.features.review import GameReview

        positions, answers, _seats = played_game(2)
        game = positions[-1].copy()
        game.apply(answers[-1])
        record = make_record(game, CardLibrary.bundled(), "standard", ("Ada", "Boon"),
                             FirstPlayer(method="random", seed=2))
        review = window.feature(GameReview)
        return review.open_review(Replay.from_record(record), "Ada", "Boon")
    if scene == "host":
        from momon_desktop.ui.features.hosting import TableHosting

        return window.feature(TableHosting).open()
    if scene == "join":
        from momon_desktop.ui.features.joining import TableJoining

        return window.feature(TableJoining).open()
    if scene == "hostedmatch":
        from momon_desktop.ui.features.gamerecords import HostedMatchQuestion

        question = HostedMatchQuestion(window.window(), "Ben", 1, (1, 0))
        question.open()
        return question
    raise SystemExit(f"no scene {scene!r}")


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots")
    parser.add_argument("--size", action="append", choices=SIZES)
    parser.add_argument("--lang", action="append", choices=LANGUAGES)
    parser.add_argument("--scene", action="append", choices=SCENES)
    parser.add_argument("--one", nargs=2, metavar=("SIZE", "LANG"), help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    scenes = args.scene or list(SCENES)
    if args.one:
        shoot(args.one[0], args.one[1], scenes, args.out)
        return 0
    from tests.realinput.xserver import VirtualScreen

    failed = 0
    for size in args.size or SIZES:
        width, height = (int(n) for n in size.split("x"))
        server = VirtualScreen((width, height), window_manager=True)
        try:
            for lang in args.lang or LANGUAGES:
                env = dict(os.environ, QT_QPA_PLATFORM="xcb", DISPLAY=server.display)
                env.pop("WAYLAND_DISPLAY", None)
                done = subprocess.run(
                    [sys.executable, __file__, "--out", str(args.out),
                     *(f"--scene={s}" for s in scenes), "--one", size, lang],
                    env=env, cwd=ROOT, check=False)
                failed += done.returncode != 0
        finally:
            server.stop()
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

"""One start of the real app for the data-folder fuzz cases (``test_fuzz_data_folder.py``).

    python -m tests.fuzz.appstart TOUCH REPORT

starts Momon Desktop through its own entry point (``momon_desktop.ui.app.main``) on Qt's
offscreen platform, with the data folder ``MOMON_DATA_DIR`` and the settings of
``XDG_CONFIG_HOME``, and watches it: once the window is usable (the table is shown, its
features are in, and the start has offered what it offers: the welcome screen, a game
or a match to resume, Play again, the New Game dialog or a message), it opens what reads
the files that a start does not read (``TOUCH``: the recent games, a saved game, the
match history, the deck builder, the puzzles, the tutorial, the New Game dialog), then
writes a JSON report to ``REPORT`` and ends the process at once (no write at quitting).
Every exception that reaches ``sys.excepthook`` or ``threading.excepthook`` is in the
report.  Without a usable window within 30 s the report says so.
"""

from __future__ import annotations

import json
import os
import sys
import threading
import time
import traceback
from pathlib import Path
from typing import Any

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

USABLE_WITHIN = 30.0


def main(touch: str, report_path: str) -> None:
    errors: list[str] = []

    def hook(kind: type[BaseException], value: BaseException, tb: Any) -> None:
        errors.append("".join(traceback.format_exception(kind, value, tb)))

    sys.excepthook = hook
    threading.excepthook = lambda args: hook(args.exc_type, args.exc_value or Exception(),
                                             args.exc_traceback)
    app = QApplication([sys.argv[0]])
    started = time.monotonic()
    state: dict[str, Any] = {"touched": False, "since": 0.0}

    def report(usable: bool, **extra: object) -> None:
        windows = sorted({type(w).__name__ for w in app.topLevelWidgets() if w.isVisible()})
        with open(report_path, "w", encoding="utf-8") as out:
            json.dump({"usable": usable, "windows": windows, "errors": errors,
                       "seconds": round(time.monotonic() - started, 2), **extra}, out)
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(0)

    def poll() -> None:
        from momon_desktop.ui.table.mainwindow import MainWindow

        if time.monotonic() - started > USABLE_WITHIN:
            report(False)
        window = next((w for w in app.topLevelWidgets() if isinstance(w, MainWindow)), None)
        if window is None or not window.isVisible() or window.isMinimized():
            return
        offered = _offered(app, window)
        if not offered:
            return
        if not state["touched"]:
            state["touched"] = True
            state["since"] = time.monotonic()
            _touch(window, touch)
            return
        if time.monotonic() - state["since"] < 0.3:
            return  # what the touch opened has its moment to draw and read
        report(window.isEnabled(), offered=offered,
               status=window.statusBar().currentMessage())

    timer = QTimer()
    timer.timeout.connect(poll)
    timer.start(50)
    from momon_desktop.ui import app as entry

    entry.main([])
    report(False, ended=True)


def _offered(app: QApplication, window: Any) -> str:
    """What the start put in front of the player, once it has done so ("" before)."""
    from momon_desktop.ui.features.persistence import GamePersistence
    from momon_desktop.ui.features.playagain import PlayAgain
    from momon_desktop.ui.features.welcome import WelcomeScreen
    from momon_desktop.ui.match.matchscreen import MatchDesk

    if window.feature(GamePersistence) is None:
        return ""  # the features are not in yet
    modal = app.activeModalWidget()
    if modal is not None and modal.isVisible():
        return type(modal).__name__
    if window.new_game_dialog is not None and window.new_game_dialog.isVisible():
        return "NewGameDialog"
    again = window.feature(PlayAgain)
    if again is not None and again.offer is not None and again.offer.isVisible():
        return "PlayAgainWindow"
    welcome = window.feature(WelcomeScreen)
    if welcome is not None and welcome.welcome is not None and welcome.welcome.isVisible():
        return "WelcomeWindow"
    desk = window.feature(MatchDesk)
    for box in (desk.resume_box, desk.problem_box) if desk is not None else ():
        if box is not None and box.isVisible():
            return type(box).__name__
    persistence = window.feature(GamePersistence)
    if persistence.resumer.resume_box is not None and persistence.resumer.resume_box.isVisible():
        return "ResumeQuestion"
    if window.controller.game is not None:
        return "a game on the table"
    return ""


def _touch(window: Any, touch: str) -> None:
    """Open what reads the files a start does not read."""
    from momon_desktop.storage import recent_games
    from momon_desktop.ui.features.cardwindows import CardWindows
    from momon_desktop.ui.features.persistence import GamePersistence
    from momon_desktop.ui.features.puzzles import PuzzleDesk
    from momon_desktop.ui.features.tutorial import Tutorial
    from momon_desktop.ui.match.matchscreen import MatchDesk

    if touch == "recent":
        window.feature(GamePersistence).files.fill_recent_menu()
    elif touch == "open":
        # the record read and verified as Game > Open reads it (a message if it fails)
        games = recent_games()
        if games:
            QTimer.singleShot(0, lambda: window.feature(GamePersistence).files.load(
                Path(games[-1].path)))
    elif touch == "history":
        window.feature(MatchDesk).show_history()
    elif touch == "history-game":
        history = window.feature(MatchDesk).show_history()
        if history.matches:
            QTimer.singleShot(0, lambda: history.open_game(0, 1))
    elif touch == "decks":
        window.feature(CardWindows).open_deck_builder()
    elif touch == "puzzles":
        window.feature(PuzzleDesk).open()
    elif touch == "tutorial":
        window.feature(Tutorial).open()
    elif touch == "newgame":
        QTimer.singleShot(0, window.request_new_game)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])

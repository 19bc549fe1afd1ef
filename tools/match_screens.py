#!/usr/bin/env python3
"""Render the match screens to PNG, in English and in Thai.

    QT_QPA_PLATFORM=offscreen python tools/match_screens.py [--out DIR] [--seed N] [--size WxH]

Plays a clock match between two computer players at the table (easy strength, so it
is quick) in a private data folder and saves, per language: the setup dialog, the die
roll landed, the chooser's decision, the table with the clock bar during game 1, the
clock-press moment after a gameplay win (a person wins game 1 for this picture), the
match screen at the end and the match history.  Files: ``match_<what>_<lang>.png``;
with ``--size`` the table is that size (1280 x 860 by default, a window high enough for
the clocks over the table) and the files are ``match_<what>_<size>_<lang>.png``.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QEventLoop, QSettings, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402


def wait(ms: int) -> None:
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def wait_for(predicate, seconds: float = 90.0) -> None:  # type: ignore[no-untyped-def]
    end = time.monotonic() + seconds
    while not predicate():
        if time.monotonic() > end:
            raise SystemExit("the match did not get there in time")
        wait(50)


def shoot(widget: QWidget, out: Path, what: str, lang: str) -> None:
    path = out / f"match_{what}_{SUFFIX}{lang}.png"
    widget.grab().save(str(path))
    print(path)


# "<width>x<height>_" when a size was asked for (main)
SUFFIX = ""


def render(lang: str, out: Path, seed: int, size: tuple[int, int] = (1280, 860)) -> None:
    from momon_desktop.cards import bundled_decks
    from momon_desktop.ui.assembly import build_table
    from momon_desktop.ui.match.matchdialogs import MatchEntrant, MatchSetup, MatchSetupDialog
    from momon_desktop.ui.match.matchscreen import MatchDesk
    from momon_desktop.ui.text import i18n

    i18n.install_language(lang)
    names = ("Ploy", "Krit") if lang == "en" else ("พลอย", "กฤษ")
    settings = QSettings(str(out / f".match-screens-{lang}.ini"), QSettings.Format.IniFormat)
    window = build_table(settings)
    window.resize(*size)
    window.show()
    decks = bundled_decks()
    dialog = MatchSetupDialog(decks, lang, True, window)
    dialog.names[0].setText(names[0])
    dialog.names[1].setText(names[1])
    dialog.clock_check.setChecked(True)
    dialog.seed_box.setValue(seed)
    dialog.show()
    wait(50)
    shoot(dialog, out, "setup", lang)
    dialog.close()

    # A person against the computer for the clock-press picture.
    desk = window.feature(MatchDesk)
    session = desk.start(MatchSetup(MatchEntrant(names[0], "human", decks[0]),
                                    MatchEntrant(names[1], "easy", decks[1]), seed, 300.0))
    assert session.roll_dialog is not None
    session.roll_dialog.finish_animation()
    wait(50)
    shoot(session.roll_dialog, out, "roll", lang)
    session.roll_dialog.continue_button.click()
    choice = session.choice_dialog
    assert choice is not None
    wait(50)
    shoot(choice, out, "choice", lang)
    if choice.computer is None:
        choice.take_button.click()
    else:
        choice.continue_button.click()
    c = window.controller
    wait_for(lambda: c.game is not None and c.decision is not None
             and c.is_human(c.decision.player))
    # The person plays the greedy answer; the computer thinks on its own.
    from momon_desktop.ai import make_player

    greedy = make_player("greedy")
    while c.game is not None and not c.game.over:
        if c.decision is not None and c.is_human(c.decision.player) and c.thinking_seat < 0:
            if len(c.game.history) == 6:
                wait(400)
                shoot(window, out, "table", lang)
            c.submit(greedy.choose(c.game, len(c.game.history)))
        wait(30)
    wait(100)
    shoot(window, out, "press" if session.bar.press_button.isVisible() else "game_end", lang)
    if session.bar.press_button.isVisible():
        session.bar.press_button.click()
    wait_for(lambda: session.screen is not None and session.screen.isVisible())
    screen = session.screen
    assert screen is not None
    wait(50)
    shoot(screen, out, "between", lang)
    screen.close()
    session.close()

    # Two computers play a whole match for the final screen and the history.
    session = desk.start(MatchSetup(MatchEntrant(names[0], "easy", decks[0]),
                                    MatchEntrant(names[1], "easy", decks[1]), seed, 300.0))
    assert session.roll_dialog is not None
    session.roll_dialog.finish_animation()
    session.roll_dialog.continue_button.click()
    while True:
        dialog_choice = session.choice_dialog
        assert dialog_choice is not None
        session.screen = None
        dialog_choice.continue_button.click()
        wait_for(lambda: session.screen is not None and session.screen.isVisible())
        if session.match.over:
            break
        assert session.screen is not None
        session.screen.next_button.click()
    wait(50)
    shoot(window, out, "table_end", lang)
    assert session.screen is not None
    shoot(session.screen, out, "final", lang)
    history = desk.show_history()
    history.resize(900, 420)
    wait(50)
    shoot(history, out, "history", lang)
    history.close()
    session.screen.close()
    window.close()


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(ROOT / "screenshots"))
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--size", help="the window's size, e.g. 1366x768")
    args = parser.parse_args(argv)
    size = (1280, 860)
    if args.size:
        global SUFFIX
        width, height = (int(x) for x in args.size.lower().split("x"))
        size = (width, height)
        SUFFIX = f"{width}x{height}_"
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication([sys.argv[0]])
    from momon_desktop.ui.look import fonts
    from momon_desktop.ui.look.theme import apply_application_style

    assert isinstance(app, QApplication)
    apply_application_style(app)
    fonts.install_app_font(app)
    with tempfile.TemporaryDirectory(prefix="momon-match-screens-") as data:
        os.environ["MOMON_DATA_DIR"] = data
        for lang in ("en", "th"):
            render(lang, out, args.seed, size)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

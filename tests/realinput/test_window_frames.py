"""Every window fits the screen it opens on with its frame (title bar and borders), under
a real window manager (openbox), from a 1024 × 700 screen up, the Arena still first, and
no text a player needs is cut off or covered on the table or in a window, in English
and in Thai (``textcheck.py``: labels and buttons too narrow or too low for their words,
cells of lists and tables elided, labels overlapping one another).

Qt chooses its screen once per process, so each screen size gets a pytest of its own on
a private X server of that size with openbox on it (``MOMON_TEST_SCREEN``,
``MOMON_TEST_WM``); the table is opened as the app opens it, then each window is opened
from its menu with the pointer and measured as the window manager framed it.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, QSettings
from PySide6.QtWidgets import QApplication, QWidget

from tests.realinput.xserver import wants_window_manager

pytestmark = [pytest.mark.gui]

ROOT = Path(__file__).resolve().parents[2]
SCREENS = ("1024x700", "1280x800", "1366x768", "1920x1080")
# the least square of the Arena on the smallest screen, the table maximised in it
LEAST_SQUARE = 84.0
WINDOWS = ["game.new", "game.host", "game.join", "game.new_match", "game.match_history", "play.puzzles",
           "cards.browse", "cards.deck_builder", "help.how_to_play", "help.glossary"]


def frame_of(window: QWidget) -> QRect | None:
    """Where the window manager's frame around ``window`` is on the screen, read from the
    X server (the outermost window below the root that holds it); None until the window
    manager has framed it."""
    from Xlib import display as xdisplay

    connection = xdisplay.Display(os.environ["DISPLAY"])
    try:
        client = connection.create_resource_object("window", int(window.winId()))
        outer = client
        while True:
            tree = outer.query_tree()
            if tree.parent == tree.root or tree.parent == 0:
                break
            outer = tree.parent
        if outer == client:
            return None
        geometry = outer.get_geometry()
        at = outer.translate_coords(tree.root, 0, 0)
        return QRect(-at.x, -at.y, geometry.width + 2 * geometry.border_width,
                     geometry.height + 2 * geometry.border_width)
    finally:
        connection.close()


def fits(window: QWidget, area: QRect) -> bool:
    """Whether ``window`` is framed and its frame lies within ``area``."""
    frame = frame_of(window)
    return frame is not None and area.contains(frame)


def screen_area() -> QRect:
    screen = QApplication.primaryScreen()
    assert screen is not None
    return screen.availableGeometry()


@pytest.mark.skipif(not wants_window_manager(), reason="runs on screens of its own, with openbox")
def test_every_window_fits_the_screen_with_its_frame(qtbot, tmp_path, robot):
    from momon_desktop.ui.assembly import build_table
    from momon_desktop.ui.look.placement import show_within_screen
    from momon_desktop.ui.table.scene import CELL_W
    from tests.gui.table_helpers import bundled
    from tests.realinput.table import Table
    from tests.realinput.textcheck import text_problems
    from tests.realinput.windows import (
        activate,
        click_menu_item,
        menu_paths,
        open_windows,
        window_name,
    )

    area = screen_area()
    window = build_table(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    show_within_screen(window)
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: fits(window, area))
    activate(qtbot, window, robot)
    t = Table(qtbot, robot, window)
    try:
        t.start(bundled(kinds=("human", "easy"), seed=8))
        t.wait_for_person("summon")
        # the Arena first: the largest thing on the table, its squares large enough
        qtbot.waitUntil(window.arena_view.settled)
        square = CELL_W * window.arena_view.transform().m11()
        assert square >= LEAST_SQUARE, f"squares of {square:.1f} px"
        board = window.arena_view.width() * window.arena_view.height()
        for part in (window.far_panel, window.near_panel, window.prompt, window.preview,
                     window.log, window.hand_view):
            assert part.width() * part.height() < board, part.objectName()
        for lang in ("en", "th"):
            if lang != window.lang:
                window.set_language(lang)
                qtbot.waitUntil(lambda lang=lang: window.lang == lang)
            # no text a player needs is cut off or covered, on the table or in a window
            # (once the table has laid out its texts of the decision)
            try:
                qtbot.waitUntil(lambda: text_problems(window) == [], timeout=3000)
            except Exception as exc:
                raise AssertionError((lang, text_problems(window))) from exc
            paths = {p[-1]: p for p in menu_paths(window)}
            for action_id in WINDOWS:
                before = set(open_windows())
                click_menu_item(qtbot, robot, window, paths[window.action_registry.action(action_id)])
                qtbot.waitUntil(lambda before=before: bool(set(open_windows()) - before))
                (opened,) = set(open_windows()) - before
                qtbot.waitExposed(opened)
                try:
                    qtbot.waitUntil(lambda opened=opened: fits(opened, area))
                except Exception as exc:
                    raise AssertionError(f"{window_name(opened)} framed at {frame_of(opened)} "
                                         f"is not within {area}") from exc
                try:
                    qtbot.waitUntil(lambda opened=opened: text_problems(opened) == [],
                                    timeout=3000)
                except Exception as exc:
                    raise AssertionError((lang, window_name(opened),
                                          text_problems(opened))) from exc
                opened.close()
                qtbot.waitUntil(lambda opened=opened: opened not in open_windows())
                t.activate()
        # the game's end: the result screen, and the review it opens, in both languages
        from momon_desktop.ui.features.review import GameReview

        review = window.feature(GameReview)
        assert review is not None
        review.nodes = 300  # a quick analysis: its words are what is looked at
        c = window.controller
        t.wait_for_person("summon")
        c.submit(c.decision.options[0])
        game = c.game
        assert game is not None
        while not game.over:
            qtbot.waitUntil(lambda: game.over or window.session.my_decision() is not None,
                            timeout=20000)
            if not game.over:
                c.submit(c.decision.options[0])
        qtbot.waitUntil(lambda: window.game_end.result_dialog is not None
                        and window.game_end.result_dialog.isVisible(), timeout=20000)
        result = window.game_end.result_dialog
        for lang in ("en", "th"):
            window.set_language(lang)
            qtbot.waitUntil(lambda lang=lang: window.lang == lang)
            qtbot.waitUntil(lambda: fits(result, area))
            try:
                qtbot.waitUntil(lambda: text_problems(result) == [], timeout=3000)
            except Exception as exc:
                raise AssertionError((lang, "result", text_problems(result))) from exc
        activate(qtbot, result, robot)
        robot.click_button(result.review_button)
        qtbot.waitUntil(lambda: bool(review.windows) and review.windows[-1].isVisible())
        opened = review.windows[-1]
        qtbot.waitExposed(opened)
        # every decision weighed: the list is filled and Cancel has gone
        qtbot.waitUntil(lambda: bool(opened.reviews) and not opened.cancel_button.isVisible(),
                        timeout=120_000)
        opened.list.setCurrentRow(1)
        for lang in ("en", "th"):
            window.set_language(lang)
            qtbot.waitUntil(lambda lang=lang: window.lang == lang)
            qtbot.waitUntil(lambda opened=opened: fits(opened, area))
            try:
                qtbot.waitUntil(lambda opened=opened: text_problems(opened) == [], timeout=3000)
            except Exception as exc:
                raise AssertionError((lang, "review", text_problems(opened))) from exc
        opened.close()
        window.set_language("en")
    finally:
        t.close()


@pytest.mark.skipif(bool(os.environ.get("MOMON_TEST_SCREEN") or os.environ.get("MOMON_TEST_DISPLAY")),
                    reason="runs the frame tests on screens of their own")
@pytest.mark.parametrize("screen", SCREENS)
def test_window_frames_on_a_screen(screen, tmp_path):
    env = dict(os.environ)
    env.update(MOMON_REAL_INPUT="1", QT_QPA_PLATFORM="xcb", MOMON_TEST_SCREEN=screen,
               MOMON_TEST_WM="1")
    env.pop("DISPLAY", None)
    run = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-rs",
         "--basetemp", str(tmp_path / "run"), "tests/realinput/test_window_frames.py"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=600, check=False)
    report = run.stdout[-6000:] + run.stderr[-2000:]
    assert run.returncode == 0, report
    assert "1 passed" in run.stdout, report

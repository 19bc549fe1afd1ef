"""The status bar names files, never whole paths; every window's title has one style.

A game saved to the saves folder is named by its file name; one saved elsewhere by its
file name and its folder's name. The table's title is "Momon Desktop", or the saved
game's file first ("name[*] – Momon Desktop") in both languages; the deck builder and
the replay put what they show first too (tests/gui/titles.py has the style).
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtGui import QStatusTipEvent
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

from momon_desktop.storage import saves_dir
from momon_desktop.ui.features.cardwindows import CardWindows
from momon_desktop.ui.features.persistence import GamePersistence
from momon_desktop.ui.text import i18n
from tests.gui.table_helpers import bundled, make_window
from tests.gui.titles import title_problem

pytestmark = pytest.mark.gui


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):  # type: ignore[no-untyped-def]
    for kind in ("warning", "information", "question"):
        monkeypatch.setattr(QMessageBox, kind, lambda *a, **k: QMessageBox.StandardButton.Ok)
    return make_window(qtbot, tmp_path)


def _save_as(window, monkeypatch, path: Path) -> str:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))
    window.feature(GamePersistence).files.save_as_action.trigger()
    return window.statusBar().currentMessage()


@pytest.mark.parametrize("lang", ["en", "th"])
def test_the_status_bar_names_the_file_not_its_path(window, monkeypatch, tmp_path, lang):  # type: ignore[no-untyped-def]
    i18n.install_language(lang)
    window.start_game(bundled(seed=3))
    window.controller.submit(window.controller.decision.options[0])
    saves_dir().mkdir(parents=True, exist_ok=True)
    message = _save_as(window, monkeypatch, saves_dir() / "evening.momon.json")
    assert "evening.momon.json" in message
    assert os.sep not in message and str(saves_dir()) not in message
    elsewhere = tmp_path / "elsewhere" / "night.momon.json"
    elsewhere.parent.mkdir()
    message = _save_as(window, monkeypatch, elsewhere)
    assert "night.momon.json" in message and "elsewhere" in message
    assert os.sep not in message
    p = window.feature(GamePersistence)
    assert os.sep not in p.files.save_action.statusTip()
    for action in p.files.recent_menu.actions():
        assert os.sep not in action.statusTip()
    i18n.install_language("en")


def test_the_tables_title_is_the_app_or_the_saved_file_then_the_app(window, monkeypatch):  # type: ignore[no-untyped-def]
    assert window.windowTitle() == "Momon Desktop"
    window.start_game(bundled(seed=3))
    assert window.windowTitle() == "Momon Desktop" and title_problem(window) is None
    window.controller.submit(window.controller.decision.options[0])
    saves_dir().mkdir(parents=True, exist_ok=True)
    _save_as(window, monkeypatch, saves_dir() / "evening.momon.json")
    assert window.windowTitle() == "evening.momon.json[*] – Momon Desktop"
    i18n.install_language("th")
    assert window.windowTitle() == "evening.momon.json[*] – Momon Desktop"
    i18n.install_language("en")
    window.controller.submit(window.controller.decision.options[0])
    assert window.isWindowModified() and title_problem(window) is None


def test_the_windows_a_table_opens_are_titled_alike(window, qtbot):  # type: ignore[no-untyped-def]
    window.start_game(bundled(seed=3))
    cards = window.feature(CardWindows)
    builder = cards.open_deck_builder()
    builder.name_edit.setText("River deck")
    builder.name_edit.textEdited.emit("River deck")
    assert builder.windowTitle() == "%1[*] – Deck builder".replace("%1", "River deck")
    assert builder.isWindowModified()
    cards.open_browser()
    shown = [w for w in QApplication.topLevelWidgets() if w.isVisible()]
    assert len(shown) >= 3
    problems = [title_problem(w) for w in shown]
    assert not [p for p in problems if p], problems
    # leave without the question about the unsaved deck
    builder.dirty = False
    builder.close()


def test_a_standing_message_comes_back_after_a_notice_and_a_status_tip(window, qtbot):  # type: ignore[no-untyped-def]
    bar = window.statusBar()
    window.status("Waiting for Bea to join the rematch…", 0)
    # a notice of something done in the background (a finished game kept) shows over it
    # for its time, and then the standing message is back
    with qtbot.waitSignal(bar.messageChanged, timeout=2000,
                          check_params_cb=lambda text: text == "Waiting for Bea to join the "
                                                                "rematch…"):
        window.status("The finished game is kept in evening.momon.json", 50, aside=True)
        assert bar.currentMessage() == "The finished game is kept in evening.momon.json"
    # a status tip, as the pointer over a menu entry shows, and its end
    QApplication.sendEvent(window, QStatusTipEvent("Save the game"))
    assert bar.currentMessage() == "Save the game"
    QApplication.sendEvent(window, QStatusTipEvent(""))
    assert bar.currentMessage() == "Waiting for Bea to join the rematch…"
    # a message of the table's own takes its place for good
    window.status("Back at the table: Bea.", 50)
    qtbot.waitUntil(lambda: bar.currentMessage() == "", timeout=2000)
    QApplication.sendEvent(window, QStatusTipEvent(""))
    assert bar.currentMessage() == ""

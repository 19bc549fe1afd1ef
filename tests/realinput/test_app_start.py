"""The table opened the way the app opens it (``open_table``: its features loaded right
after its first picture, docs/ui.md "Speed"), with the real keyboard and pointer: a key
pressed the moment the table appears, before its features are there, reaches the
feature's shortcut once they are; a menu a feature brings opens by the pointer and its
item opens its window."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from momon_desktop.ui.assembly import open_table
from momon_desktop.ui.cards.cardbrowser import CardBrowser
from momon_desktop.ui.features.howto import HowToPlay, HowToWindow
from tests.realinput import windows as wn

pytestmark = [pytest.mark.gui]


def test_a_key_pressed_as_the_table_appears_reaches_its_feature(qtbot, robot, tmp_path):
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window, loader = open_table(settings)
    window.resize(1366, 768)
    window.move(0, 0)
    pressed: list[bool] = []

    def press_f1() -> None:
        # the table's first picture is on the screen; its features come next
        pressed.append(window.feature(HowToPlay) is None)
        robot.focus_window(int(window.winId()))
        robot.key_at_once("F1")

    loader.shown.connect(press_f1)
    try:
        with qtbot.waitSignal(loader.ready, timeout=10000):
            window.show()
        assert pressed == [True]
        qtbot.waitUntil(lambda: any(isinstance(w, HowToWindow) for w in wn.open_windows()))
        how_to = next(w for w in wn.open_windows() if isinstance(w, HowToWindow))
        qtbot.waitExposed(how_to)
        wn.activate(qtbot, how_to, robot)
        robot.key("esc")
        qtbot.waitUntil(lambda: not how_to.isVisible())

        wn.activate(qtbot, window, robot)
        cards = window.action_registry.menu("cards")
        wn.click_menu_item(qtbot, robot, window,
                           [cards.menuAction(), window.action_registry.action("cards.browse")])
        qtbot.waitUntil(lambda: any(isinstance(w, CardBrowser) for w in wn.open_windows()))
    finally:
        for top in QApplication.topLevelWidgets():
            if top is not window and top.isVisible():
                top.close()
        window.close()
        QApplication.processEvents()
        window.deleteLater()
        QApplication.processEvents()

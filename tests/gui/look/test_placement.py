"""Windows open within the screen, however small it is."""

from __future__ import annotations

import pytest

from momon_desktop.ui.features.cardwindows import CardWindows
from momon_desktop.ui.look.placement import SCREEN_SHARE, fit_to_screen

pytestmark = pytest.mark.gui


def test_a_window_larger_than_the_screen_is_shrunk_and_centred(qtbot):
    from PySide6.QtWidgets import QWidget

    w = QWidget()
    qtbot.addWidget(w)
    area = w.screen().availableGeometry()
    fit_to_screen(w, area.width() * 2, area.height() * 2)
    assert w.width() <= area.width() * SCREEN_SHARE
    assert w.height() <= area.height() * SCREEN_SHARE
    assert area.contains(w.geometry())


def test_a_window_that_fits_keeps_its_size(qtbot):
    from PySide6.QtWidgets import QWidget

    w = QWidget()
    qtbot.addWidget(w)
    fit_to_screen(w, 200, 150)
    assert (w.width(), w.height()) == (200, 150)


def test_the_card_windows_fit_the_screen(window):
    """The card browser (1320 × 820) and the deck builder (1440 × 880) prefer more than
    a laptop's 1366 × 768, and more than the offscreen test screen."""
    browser = window.feature(CardWindows).open_browser()
    builder = window.feature(CardWindows).open_deck_builder()
    area = window.screen().availableGeometry()
    for w in (browser, builder):
        assert w.width() <= area.width() and w.height() <= area.height()


def test_keep_on_screen_shrinks_and_moves_a_window_within_the_screen(qtbot):
    from PySide6.QtWidgets import QWidget

    from momon_desktop.ui.look.placement import keep_on_screen

    w = QWidget()
    qtbot.addWidget(w)
    area = w.screen().availableGeometry()
    w.resize(area.width() + 300, area.height() + 200)
    w.move(area.left() + 40, area.top() + 30)
    keep_on_screen(w)
    assert area.contains(w.geometry())
    assert w.width() <= area.width() * SCREEN_SHARE


def test_keep_on_screen_moves_a_window_reaching_past_the_edge_and_keeps_its_size(qtbot):
    from PySide6.QtWidgets import QWidget

    from momon_desktop.ui.look.placement import keep_on_screen

    w = QWidget()
    qtbot.addWidget(w)
    area = w.screen().availableGeometry()
    w.resize(area.width() // 2, area.height() // 2)
    w.move(area.right() - 20, area.bottom() - 20)
    keep_on_screen(w)
    assert area.contains(w.geometry())
    assert (w.width(), w.height()) == (area.width() // 2, area.height() // 2)


def test_keep_on_screen_leaves_a_window_that_fits_alone(qtbot):
    from PySide6.QtWidgets import QWidget

    from momon_desktop.ui.look.placement import keep_on_screen

    w = QWidget()
    qtbot.addWidget(w)
    area = w.screen().availableGeometry()
    w.resize(200, 150)
    w.move(area.left() + 10, area.top() + 10)
    keep_on_screen(w)
    assert (w.x(), w.y(), w.width(), w.height()) == (area.left() + 10, area.top() + 10, 200, 150)

"""A language switch reaches the texts a window built earlier: the hand-over screen,
the card preview, the result dialog and an untouched new deck."""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox

from momon_desktop.engine.official import GameResult, Termination
from momon_desktop.ui.table.dialogs import ResultDialog
from momon_desktop.ui.text import i18n
from tests.gui.table_helpers import bundled

pytestmark = pytest.mark.gui

THAI = re.compile("[\u0e00-\u0e7f]")


def test_the_hand_over_screen_follows_the_language(window, qtbot):
    window.start_game(bundled())
    h = window.handover
    qtbot.waitUntil(h.isVisible)
    english = (h.title.text(), h.message.text(), h.ready_button.text())
    assert "Ada" in english[2] and not THAI.search("".join(english))
    window.set_language("th")
    QApplication.processEvents()
    thai = (h.title.text(), h.message.text(), h.ready_button.text())
    assert all(THAI.search(t) for t in thai), thai
    assert "Ada" in thai[2]
    window.set_language("en")
    QApplication.processEvents()
    assert (h.title.text(), h.message.text(), h.ready_button.text()) == english


def test_the_card_preview_shows_its_card_again_in_the_new_language(window, qtbot):
    window.start_game(bundled(kinds=("human", "easy")))
    qtbot.waitUntil(lambda: window.hand_model.rowCount() > 0)
    window.table_input.show_preview(window.hand_model.instance_at(0))
    english = window.preview.details
    assert "Snatch-Sight: " in english and not THAI.search(english)
    window.set_language("th")
    QApplication.processEvents()
    assert THAI.search(window.preview.details) and "Snatch-Sight: " in window.preview.details
    assert window.preview.accessibleName() == "ตัวอย่างการ์ด" or THAI.search(
        window.preview.accessibleName())
    window.set_language("en")
    QApplication.processEvents()
    assert window.preview.details == english


def test_the_result_dialog_follows_the_language(qtbot):
    result = GameResult(1, Termination.TURN_LIMIT, (5, 5), tie_break=True)
    dialog = ResultDialog(result, ("Ada", "Boon"), 1)
    qtbot.addWidget(dialog)
    english = (dialog.windowTitle(), dialog.title.text(), dialog.tie_break.text(),
               dialog.new_button.text(), dialog.captions[0].text())
    assert "Boon" in english[1] and not THAI.search("".join(english))
    i18n.install_language("th")
    QApplication.processEvents()
    thai = (dialog.windowTitle(), dialog.title.text(), dialog.tie_break.text(),
            dialog.new_button.text(), dialog.captions[0].text())
    assert all(THAI.search(t) for t in thai), thai
    assert "Boon" in thai[1] and "First Player Token" in thai[2]
    i18n.install_language("en")
    QApplication.processEvents()
    assert (dialog.windowTitle(), dialog.title.text(), dialog.tie_break.text(),
            dialog.new_button.text(), dialog.captions[0].text()) == english


def test_the_result_screens_final_position_follows_the_language(window, qtbot):
    """The miniature of the final position names its cards in the new language."""
    window.start_game(bundled())
    c = window.controller
    for _ in range(4):
        c.submit(c.decision.options[0])
    g = c.game
    dialog = ResultDialog(GameResult(0, Termination.TURN_LIMIT, (1, 1)), ("Ada", "Boon"), 0,
                          final=g, lang="en")
    qtbot.addWidget(dialog)
    dialog.resize(640, 480)
    dialog.show()
    qtbot.waitExposed(dialog)
    names = {lang: [g.defs[i].display_name(lang) for i in g.board if i >= 0]
             for lang in ("en", "th")}
    assert names["en"] and all(THAI.search(name) for name in names["th"])
    mini = dialog.miniature
    mini.setFixedSize(272, 272)  # its pictures compared in both languages
    QApplication.processEvents()
    english = mini.grab().toImage()
    assert all(name in mini.accessibleDescription() for name in names["en"])
    i18n.install_language("th")
    QApplication.processEvents()
    assert all(name in mini.accessibleDescription() for name in names["th"])
    assert mini.grab().toImage() != english  # the names on the tiles, drawn again
    i18n.install_language("en")
    QApplication.processEvents()
    assert all(name in mini.accessibleDescription() for name in names["en"])
    assert mini.grab().toImage() == english


def test_an_untouched_new_deck_takes_the_new_languages_name(window, qtbot):
    from momon_desktop.ui.features.cardwindows import CardWindows

    cards = window.feature(CardWindows)
    assert cards is not None
    builder = cards.open_deck_builder()
    # closing the table at the end leaves the deck being written unsaved
    builder.ask_unsaved = lambda: QMessageBox.StandardButton.Discard
    builder.new_deck()
    assert builder.name_edit.text() == "New deck"
    window.set_language("th")
    QApplication.processEvents()
    assert builder.name_edit.text() == "เด็คใหม่"
    assert builder.windowTitle().startswith("เด็คใหม่")
    builder.name_edit.setText("Storm")
    builder.name_edit.textEdited.emit("Storm")
    window.set_language("en")
    QApplication.processEvents()
    assert builder.name_edit.text() == "Storm"  # a deck being written keeps its name

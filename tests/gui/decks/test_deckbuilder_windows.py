"""The Cards menu of the main window and the New Game dialog's Formats and saved decks."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QDialogButtonBox, QMessageBox

from momon_desktop.cards import Deck, bundled_decks
from momon_desktop.ui.assembly import build_table
from momon_desktop.ui.cards.cardsetdialog import ProblemDialog
from momon_desktop.ui.features.cardwindows import CardWindows
from momon_desktop.ui.table.mainwindow import MainWindow
from momon_desktop.ui.table.newgame import NewGameDialog
from momon_desktop.ui.text.i18n import install_language
from tests.storage.decklib_helpers import snapshot, user_set, write_set

pytestmark = pytest.mark.gui

OPEN_DECK = ("reed-frog",) * 4 + ("canal-otter",) * 3 + ("lotus-carp",) * 3


@pytest.fixture
def window(qtbot, tmp_path: Path):
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    win = build_table(settings)
    qtbot.addWidget(win)
    yield win
    if win.feature(CardWindows).builder is not None:
        win.feature(CardWindows).builder.dirty = False
    win.close()


def menu_texts(window: MainWindow) -> list[str]:
    return [action.text() for action in window.menuBar().actions()]


def test_cards_menu_sits_before_help_and_opens_the_windows(window: MainWindow) -> None:
    texts = menu_texts(window)
    assert texts.index("&Cards") == texts.index("&Help") - 1
    cards = window.feature(CardWindows)
    assert [a.text() for a in cards.menu.actions() if a.text()] == [
        "&Browse cards…", "&Deck builder…", "&Import card set…"]
    cards.browse_action.trigger()
    assert cards.browser is not None and cards.browser.isVisible()
    assert cards.browser.model.rowCount() == 38
    cards.builder_action.trigger()
    assert cards.builder is not None and cards.builder.isVisible()
    assert cards.open_browser() is cards.browser  # raised again, not a second window


def test_import_from_the_menu_reaches_every_window_and_the_new_game(
        window: MainWindow, tmp_path: Path) -> None:
    data_dir_path = tmp_path / "momon-data"  # MOMON_DATA_DIR of every GUI test
    cards = window.feature(CardWindows)
    browser = cards.open_browser()
    builder = cards.open_deck_builder()
    loaded = cards.import_card_set(str(write_set(tmp_path / "in", "river.json", user_set())))
    assert loaded is not None
    assert isinstance(cards.last_dialog, QMessageBox)
    assert "River Folk: 3 cards added" in cards.last_dialog.text()
    cards.last_dialog.close()
    assert browser.model.rowCount() == 41
    assert builder.pool_model.rowCount() == 41
    pool, _ = window.card_pool()
    assert "canal-otter" in pool
    assert (data_dir_path / "cardsets" / "river-folk.json").is_file()

    before = snapshot(data_dir_path)
    assert cards.import_card_set(str(write_set(tmp_path / "in", "again.json", user_set()))) \
        is None
    assert isinstance(cards.last_dialog, ProblemDialog)
    assert len(cards.last_dialog.problems) == 4  # the set id and its three cards
    cards.last_dialog.close()
    assert snapshot(data_dir_path) == before
    assert browser.model.rowCount() == 41


def test_new_game_offers_saved_decks_legal_in_the_chosen_format(
        window: MainWindow, tmp_path: Path) -> None:
    cards = window.feature(CardWindows)
    lib = cards.library
    lib.import_set(write_set(tmp_path / "in", "river.json", user_set()))
    lib.save(Deck({"en": "River Rush"}, "open", OPEN_DECK, ""))
    lib.save(Deck({"en": "Half Built"}, "standard", ("market-cat",) * 4, ""))
    lib.save(Deck({"en": "Temple Copy"}, "standard", bundled_decks()[1].cards, ""))
    dialog = window.request_new_game()
    assert isinstance(dialog, NewGameDialog)
    box = dialog.deck_boxes[0]
    assert dialog.format_box.currentData() == "standard"
    assert [box.itemText(i) for i in range(box.count())] == [
        "Monsoon Storm", "Temple Guard", "Temple Copy (my deck)"]
    dialog.deck_boxes[1].setCurrentIndex(1)
    dialog.format_box.setCurrentIndex(dialog.format_box.findData("open"))
    assert [box.itemText(i) for i in range(box.count())] == [
        "Monsoon Storm", "Temple Guard", "River Rush (my deck)", "Temple Copy (my deck)"]
    assert dialog.deck_boxes[1].currentText() == "Temple Guard"  # the choice is kept
    box.setCurrentIndex(2)
    spec = dialog.spec()
    decks = [[c.id for c in deck] for deck in spec.decks]
    assert list(OPEN_DECK) in decks and list(bundled_decks()[1].cards) in decks
    assert dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
    dialog.format_box.setCurrentIndex(dialog.format_box.findData("standard"))
    assert box.currentText() == "Monsoon Storm"  # River Rush is not legal in Standard
    dialog.reject()


def test_cards_menu_follows_the_language(window: MainWindow, qtbot) -> None:
    browser = window.feature(CardWindows).open_browser()
    window.set_language("th")
    qtbot.waitUntil(lambda: window.feature(CardWindows).lang == "th")
    assert window.feature(CardWindows).menu.title() == "&การ์ด"
    assert browser.lang == "th"
    assert browser.model.data(browser.model.index(0)) == \
        browser.model.card(0).display_name("th")
    window.set_language("en")
    install_language("en")


def test_closing_the_app_asks_about_an_unsaved_deck(window: MainWindow) -> None:
    builder = window.feature(CardWindows).open_deck_builder()
    builder.add_card("market-cat")
    answers = [QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Discard]
    builder.ask_unsaved = lambda: answers.pop(0)
    window.show()
    assert not window.close()  # Cancel: the window stays open, the deck unsaved
    assert window.isVisible() and builder.dirty
    assert window.close()
    assert not answers

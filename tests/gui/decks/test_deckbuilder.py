"""The deck builder: decks saved in the data folder, legality with every reason,
statistics, sharing as text, and user card sets imported and removed."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMessageBox

from momon_desktop.cards import Deck, DeckReason, bundled_decks, bundled_pool
from momon_desktop.storage.decklib import DeckLibrary
from momon_desktop.ui.cards.cardmodels import (
    CARD_ID_ROLE,
    COUNT_ROLE,
    DECK_KEY_ROLE,
    REASONS_ROLE,
    DeckListModel,
    DeckModel,
)
from momon_desktop.ui.cards.cardsetdialog import CardSetsDialog, ProblemDialog
from momon_desktop.ui.decks.deckbuilder import DeckBuilder, reason_text
from momon_desktop.ui.decks.deckcharts import PowerCurveChart, SightCompassChart
from momon_desktop.ui.table.models import CARD_ROLE
from momon_desktop.ui.text.i18n import install_language
from tests.storage.decklib_helpers import snapshot, user_set, write_set

pytestmark = pytest.mark.gui

OPEN_DECK = ("reed-frog",) * 4 + ("canal-otter",) * 3 + ("lotus-carp",) * 3


@pytest.fixture
def data_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "data"
    monkeypatch.setenv("MOMON_DATA_DIR", str(folder))
    return folder


@pytest.fixture
def library(data_folder: Path) -> DeckLibrary:
    lib = DeckLibrary()
    for deck in bundled_decks():
        lib.save(deck)
    return lib


@pytest.fixture
def builder(library: DeckLibrary, qtbot) -> DeckBuilder:
    window = DeckBuilder(library)
    qtbot.addWidget(window)
    window.confirm_delete = lambda name: True
    # Closing the window at the end of a test discards what the test left unsaved.
    window.ask_unsaved = lambda: QMessageBox.StandardButton.Discard
    return window


def status_text(window: DeckBuilder) -> str:
    return window.status.text()


# ----------------------------------------------------------------------------- models


def test_deck_model_passes_qt_model_checks_while_editing(qtmodeltester) -> None:
    pool = bundled_pool()
    model = DeckModel(pool)
    model.set_cards(bundled_decks()[0].cards)
    qtmodeltester.check(model)
    model.add("market-cat")
    model.add("ghost-card")  # not in any loaded set: kept, shown as unknown
    model.remove("paddy-buffalo")
    qtmodeltester.check(model)
    assert model.total() == 11
    assert model.count_of("market-cat") == 2
    last = model.index(model.rowCount() - 1)
    assert last.data(CARD_ID_ROLE) == "ghost-card" and last.data(CARD_ROLE) is None
    assert "no loaded card set has it" in last.data(Qt.ItemDataRole.ToolTipRole)
    powers = [model.index(r).data(CARD_ROLE).power for r in range(model.rowCount() - 1)]
    assert powers == sorted(powers)  # rows by power, unknown cards last
    expected = Counter(bundled_decks()[0].cards)
    expected.update(["market-cat", "ghost-card"])
    expected.subtract(["paddy-buffalo"])
    assert Counter(model.cards()) == +expected
    assert not model.remove("not-there")
    while model.rowCount():
        model.remove(model.index(0).data(CARD_ID_ROLE), model.index(0).data(COUNT_ROLE))
    qtmodeltester.check(model)


def test_deck_list_model_passes_qt_model_checks(library: DeckLibrary, qtmodeltester) -> None:
    library.save(Deck({"en": "Too small"}, "standard", ("market-cat",), ""))
    model = DeckListModel(library.pool)
    model.set_decks(library.decks())
    qtmodeltester.check(model)
    names = [model.index(r).data() for r in range(model.rowCount())]
    assert names == ["Monsoon Storm", "Temple Guard", "Too small"]
    small = model.index(model.row_of("too-small"))
    assert small.data(DECK_KEY_ROLE) == "too-small"
    assert small.data(REASONS_ROLE) == [
        "a deck needs exactly 10 cards (6.1, PF.1); this one has 1"]
    assert model.index(0).data(REASONS_ROLE) == []
    assert model.index(0).data(Qt.ItemDataRole.ToolTipRole) == "Legal in its Format."


# ----------------------------------------------------------------------------- decks


def test_opens_the_first_saved_deck(builder: DeckBuilder) -> None:
    assert builder.key == "monsoon-storm"
    assert builder.name_edit.text() == "Monsoon Storm"
    assert builder.deck_model.total() == 10
    assert "Legal in Standard (PF.1)." in status_text(builder)
    assert builder.deck_list.currentIndex().row() == 0


@pytest.mark.rules("6.1", "PF.1")
def test_legality_is_shown_live_with_every_reason(builder: DeckBuilder) -> None:
    builder.new_deck()
    assert "Not legal in Standard (PF.1):" in status_text(builder)
    assert "A deck needs exactly 10 cards (6.1, PF.1); this one has 0." in status_text(builder)
    for _ in range(3):
        builder.add_card("market-cat")
    text = status_text(builder)
    assert "this one has 3." in text
    assert "\u201cmarket-cat\u201d appears 3 times; Standard allows at most 2 copies of a card " \
           "(PF.1)." in text
    assert builder.reasons() == [
        DeckReason("deck_size", "standard", "PF.1", count=3, limit=10),
        DeckReason("too_many_copies", "standard", "PF.1", card_id="market-cat", count=3,
                   limit=2),
    ]
    builder.remove_card("market-cat")
    for card_id in ("paddy-buffalo", "paddy-buffalo", "temple-elephant", "temple-elephant",
                    "naga-hatchling", "naga-hatchling", "betta-duelist", "betta-duelist"):
        builder.add_card(card_id)
    assert builder.reasons() == []
    assert "Legal in Standard (PF.1)." in status_text(builder)
    assert builder.contents_label.text() == "In the deck: 10 of 10 cards"
    builder.add_card("paddy-buffalo")
    assert len(builder.reasons()) == 2
    # Switching to Open lifts the copy limit; the size still counts.
    builder.format_box.setCurrentIndex(builder.format_box.findData("open"))
    assert [str(r) for r in builder.reasons()] == [
        "a deck needs exactly 10 cards (6.1, PF.2); this one has 11"]


def test_save_new_duplicate_and_delete(builder: DeckBuilder, data_folder: Path) -> None:
    builder.new_deck()
    builder.name_edit.setText("Night Market")
    builder.name_edit.textEdited.emit("Night Market")
    for card_id in ("market-cat", "market-cat", "naga-hatchling"):
        builder.add_card(card_id)
    assert builder.dirty
    saved = builder.save_deck()
    assert saved is not None and saved.key == "night-market" and not builder.dirty
    on_disk = json.loads((data_folder / "decks" / "night-market.json").read_text("utf-8"))
    assert on_disk["name"] == {"en": "Night Market"}
    assert sorted(on_disk["cards"]) == ["market-cat", "market-cat", "naga-hatchling"]
    keys = [builder.deck_list_model.saved(r).key for r in range(builder.deck_list_model.rowCount())]
    assert keys == ["monsoon-storm", "night-market", "temple-guard"]
    assert builder.deck_list.currentIndex().data(DECK_KEY_ROLE) == "night-market"

    copy = builder.duplicate_deck()
    assert copy is not None and copy.key == "night-market-copy"
    assert builder.key == "night-market-copy"
    assert builder.name_edit.text() == "Night Market (copy)"
    assert copy.deck.cards == saved.deck.cards

    assert builder.delete_deck()
    assert not (data_folder / "decks" / "night-market-copy.json").exists()
    assert builder.deck_list_model.row_of("night-market-copy") == -1
    assert builder.key == "monsoon-storm"  # the first deck is opened instead


def test_renaming_keeps_the_file_and_thai_names_survive_other_edits(
        builder: DeckBuilder, data_folder: Path) -> None:
    builder.open_row(builder.deck_list_model.row_of("temple-guard"))
    builder.remove_card("dusk-heron")
    builder.add_card("market-cat")
    builder.save_deck()
    assert json.loads((data_folder / "decks" / "temple-guard.json").read_text("utf-8"))[
        "name"] == {"en": "Temple Guard", "th": "ผู้พิทักษ์วัด"}
    builder.name_edit.setText("Temple Wall")
    builder.name_edit.textEdited.emit("Temple Wall")
    builder.save_deck()
    assert builder.key == "temple-guard"
    data = json.loads((data_folder / "decks" / "temple-guard.json").read_text("utf-8"))
    assert data["name"] == {"en": "Temple Wall"}
    assert "market-cat" in data["cards"] and "dusk-heron" not in data["cards"]


def test_unsaved_changes_are_asked_about(builder: DeckBuilder) -> None:
    builder.add_card("market-cat")
    answers = [QMessageBox.StandardButton.Cancel]
    builder.ask_unsaved = lambda: answers.pop(0)
    builder.request_open_row(builder.deck_list_model.row_of("temple-guard"))
    assert builder.key == "monsoon-storm" and builder.dirty  # stayed
    assert builder.deck_list.currentIndex().data(DECK_KEY_ROLE) == "monsoon-storm"
    answers.append(QMessageBox.StandardButton.Discard)
    builder.request_open_row(builder.deck_list_model.row_of("temple-guard"))
    assert builder.key == "temple-guard" and not builder.dirty
    assert builder.library.load("monsoon-storm").deck.cards == bundled_decks()[0].cards
    builder.add_card("market-cat")
    answers.append(QMessageBox.StandardButton.Save)
    builder.request_new_deck()
    assert "market-cat" in builder.library.load("temple-guard").deck.cards
    assert builder.key is None


def test_statistics_follow_the_deck(builder: DeckBuilder) -> None:
    pool = builder.library.pool
    cards = [pool.get(c) for c in bundled_decks()[0].cards]
    assert builder.curve.counts == Counter(c.power for c in cards)
    assert builder.compass.counts == {
        d: sum(1 for c in cards if d in c.sight) for d in builder.compass.counts}
    builder.clear_deck()
    assert builder.curve.counts == {} and set(builder.compass.counts.values()) == {0}


def test_power_curve_and_compass_charts(qtbot) -> None:
    pool = bundled_pool()
    curve = PowerCurveChart()
    qtbot.addWidget(curve)
    curve.set_powers([1, 3, 3, 12, 0])
    assert curve.buckets() == [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
    assert curve.counts[10] == 1 and curve.label(10) == "10+"
    assert "3: 2" in curve.accessibleDescription()
    curve.resize(300, 140)
    assert not curve.grab().toImage().isNull()
    compass = SightCompassChart()
    qtbot.addWidget(compass)
    compass.set_cards([pool.get("temple-elephant"), pool.get("betta-duelist")])
    assert compass.counts == {"F": 1, "FR": 0, "R": 1, "BR": 0, "B": 1, "BL": 0, "L": 1,
                              "FL": 0}
    assert compass.total == 2
    compass.resize(160, 160)
    assert not compass.grab().toImage().isNull()


# ----------------------------------------------------------------------------- sharing


def test_copy_and_paste_a_deck_as_text(builder: DeckBuilder) -> None:
    builder.copy_text()
    text = QGuiApplication.clipboard().text()
    assert text.startswith("Momon Wonder deck\nname: Monsoon Storm\n")
    assert "format: standard\n" in text
    builder.open_row(builder.deck_list_model.row_of("temple-guard"))
    deck = builder.paste_text()
    assert deck is not None
    assert builder.key is None and builder.dirty  # a new deck until it is saved
    assert builder.name_edit.text() == "Monsoon Storm"
    assert sorted(builder.deck_model.cards()) == sorted(bundled_decks()[0].cards)
    assert builder.reasons() == []
    saved = builder.save_deck()
    assert saved is not None and saved.key == "monsoon-storm-2"


def test_bad_text_is_refused_with_every_problem_and_nothing_changes(builder: DeckBuilder) -> None:
    before = builder.deck_model.cards()
    QGuiApplication.clipboard().setText("Momon Wonder deck\nformat: chess\n2 Market Cat\n")
    assert builder.paste_text() is None
    dialog = builder.last_dialog
    assert isinstance(dialog, ProblemDialog)
    assert dialog.problems == [
        'clipboard: line 2: unknown format "chess"; expected open or standard',
        'clipboard: line 3: expected "COUNT CARD-ID" (for example "2 paddy-buffalo"), '
        '"name: ..." or "format: ...", not "2 Market Cat"',
        'clipboard: the line "name: ..." is missing',
    ]
    assert dialog.text.toPlainText().count("clipboard: ") == 3
    assert builder.deck_model.cards() == before and builder.key == "monsoon-storm"
    dialog.close()


def test_export_and_import_a_text_file(builder: DeckBuilder, tmp_path: Path) -> None:
    path = tmp_path / "share" / "storm.txt"
    path.parent.mkdir()
    assert builder.write_text_file(str(path))
    assert path.read_text("utf-8").startswith("Momon Wonder deck\n")
    builder.new_deck()
    assert builder.read_text_file(str(path)) is not None
    assert builder.name_edit.text() == "Monsoon Storm"
    (tmp_path / "share" / "bad.txt").write_bytes(b"\xff\xfe\x00")
    assert builder.read_text_file(str(tmp_path / "share" / "bad.txt")) is None
    assert isinstance(builder.last_dialog, ProblemDialog)
    assert builder.last_dialog.problems == ["bad.txt: not UTF-8 text (bad byte at offset 0)"]


def test_a_text_file_that_is_not_a_regular_file_is_refused_without_reading(
        builder: DeckBuilder, tmp_path: Path) -> None:
    # Read through read_deck_text_file, which refuses a folder, a FIFO or a device
    # before opening it (tests/storage/test_decktext.py has the FIFO).
    folder = tmp_path / "deck.txt"
    folder.mkdir()
    assert builder.read_text_file(str(folder)) is None
    assert isinstance(builder.last_dialog, ProblemDialog)
    assert builder.last_dialog.problems == [
        "deck.txt: cannot read the file: deck.txt is not a regular file"]


def test_problems_of_shared_decks_are_shown_in_thai(builder: DeckBuilder, tmp_path: Path) -> None:
    install_language("th")
    QGuiApplication.clipboard().setText("Momon Wonder deck\nformat: chess\n")
    assert builder.paste_text() is None
    assert builder.last_dialog.problems == [
        'คลิปบอร์ด: บรรทัด 2: ไม่รู้จัก Format "chess" ต้องเป็น open หรือ standard',
        'คลิปบอร์ด: ไม่มีบรรทัด "name: ..."',
    ]
    (tmp_path / "bad.txt").write_bytes(b"\xff")
    assert builder.read_text_file(str(tmp_path / "bad.txt")) is None
    assert builder.last_dialog.problems == [
        "bad.txt: ไม่ใช่ข้อความ UTF-8 (พบไบต์ที่ผิดที่ตำแหน่ง 0)"]


# ----------------------------------------------------------------------------- card sets


def test_import_a_user_set_then_build_an_open_deck_then_remove_the_set(
        builder: DeckBuilder, tmp_path: Path, data_folder: Path, qtbot) -> None:
    dialog = builder.open_card_sets()
    assert isinstance(dialog, CardSetsDialog)
    assert dialog.list.count() == 1 and not dialog.remove_button.isEnabled()
    with qtbot.waitSignal(builder.sets_changed):
        loaded = dialog.import_file(str(write_set(tmp_path / "in", "river.json", user_set())))
    assert loaded is not None and dialog.list.count() == 2
    assert dialog.selected_set_id() == "river-folk" and dialog.remove_button.isEnabled()
    assert builder.pool_model.rowCount() == 41
    assert builder.filters.card_set.findData("river-folk") >= 0

    builder.new_deck()
    builder.name_edit.setText("River Rush")
    builder.name_edit.textEdited.emit("River Rush")
    builder.format_box.setCurrentIndex(builder.format_box.findData("open"))
    for card_id in OPEN_DECK:
        builder.add_card(card_id)
    assert builder.reasons() == []
    assert "Legal in Open (PF.2)." in status_text(builder)
    builder.format_box.setCurrentIndex(builder.format_box.findData("standard"))
    assert "\u201creed-frog\u201d is from the set \u201criver-folk\u201d; Standard allows only " \
           "cards from \"starter\" (PF.1)." in status_text(builder)
    builder.format_box.setCurrentIndex(builder.format_box.findData("open"))
    builder.save_deck()

    with qtbot.waitSignal(builder.sets_changed):
        assert dialog.remove_set("river-folk")
    assert builder.pool_model.rowCount() == 38
    assert builder.deck_model.index(0).data(CARD_ROLE) is None  # unknown now
    assert "Unknown card \u201creed-frog\u201d: no loaded card set has it." in status_text(builder)
    row = builder.deck_list_model.row_of("river-rush")
    assert builder.deck_list_model.index(row).data(REASONS_ROLE)[0] == \
        'unknown card "reed-frog": no loaded card set has it'
    assert not (data_folder / "cardsets" / "river-folk.json").exists()
    dialog.close()


def test_a_bad_set_is_reported_in_a_readable_dialog_and_nothing_is_imported(
        builder: DeckBuilder, tmp_path: Path, data_folder: Path) -> None:
    before = snapshot(data_folder)
    bad = user_set()
    bad["cards"][0]["colour"] = "green"
    bad["cards"][1]["power"] = 120
    bad["cards"][2]["id"] = "market-cat"
    dialog = builder.open_card_sets()
    assert dialog.import_file(str(write_set(tmp_path / "in", "bad.json", bad))) is None
    problems = dialog.last_dialog
    assert isinstance(problems, ProblemDialog)
    assert problems.problems == [
        'bad.json: card "reed-frog" (cards[0]): field "colour": unknown field (the format has '
        "no field by this name)",
        'bad.json: card "canal-otter" (cards[1]): field "power": must be at most 99, not 120',
    ]
    assert "bad.json was not imported" in problems.summary.text()
    assert problems.count.text() == "2 problems."
    # After fixing those, the clash with the Starter Set is the next problem found.
    bad["cards"][0].pop("colour")
    bad["cards"][1]["power"] = 5
    assert dialog.import_file(str(write_set(tmp_path / "in", "bad.json", bad))) is None
    assert dialog.last_dialog.problems == [
        'bad.json: card "market-cat" (cards[2]): field "id": the id "market-cat" is already '
        'used by set "starter" (from starter.json)']
    assert builder.library.pool.set_ids() == ["starter"]
    assert snapshot(data_folder) == before
    assert dialog.list.count() == 1
    dialog.last_dialog.copy()
    assert QGuiApplication.clipboard().text().startswith('bad.json: card "market-cat"')
    dialog.close()


def test_a_bad_set_is_reported_in_thai_in_the_thai_interface(
        builder: DeckBuilder, tmp_path: Path) -> None:
    install_language("th")
    bad = user_set()
    bad["cards"][1]["power"] = 120
    dialog = builder.open_card_sets()
    assert dialog.import_file(str(write_set(tmp_path / "in", "bad.json", bad))) is None
    assert dialog.last_dialog.problems == [
        'bad.json: การ์ด "canal-otter" (cards[1]): ฟิลด์ "power": ต้องไม่เกิน 99 ไม่ใช่ 120']
    dialog.close()


# ----------------------------------------------------------------------------- Thai


def test_reasons_and_texts_in_thai(builder: DeckBuilder) -> None:
    install_language("th")
    builder.set_language("th")
    assert builder.windowTitle().endswith("ตัวสร้างเด็ค")
    assert builder.name_edit.text() == "Monsoon Storm"  # the deck being edited stays as is
    names = [builder.deck_list_model.index(r).data()
             for r in range(builder.deck_list_model.rowCount())]
    assert names == ["ผู้พิทักษ์วัด", "พายุมรสุม"]  # by their Thai names
    size = DeckReason("deck_size", "standard", "PF.1", count=3, limit=10)
    text = reason_text(size)
    assert "3" in text and "10" in text and "PF.1" in text and text != str(size)
    copies = DeckReason("too_many_copies", "standard", "PF.1", card_id="market-cat", count=3,
                        limit=2)
    assert "market-cat" in reason_text(copies) and "Standard" in reason_text(copies)
    builder.new_deck()
    assert "PF.1" in status_text(builder) and "ไม่" in status_text(builder)
    assert builder.deck_model.rowCount() == 0


def test_unreadable_files_in_the_data_folder_are_reported_not_fatal(
        data_folder: Path, qtbot) -> None:
    write_set(data_folder / "decks", "broken.json", '{"format_version": 1,')
    clash = user_set(set={"id": "copycat", "name": {"en": "Copycat"}})
    clash["cards"][0]["id"] = "market-cat"
    write_set(data_folder / "cardsets", "copycat.json", clash)
    lib = DeckLibrary()
    lib.save(bundled_decks()[0])
    window = DeckBuilder(lib)
    qtbot.addWidget(window)
    window.show()
    assert window.unreadable_button.isVisible()
    assert window.unreadable_button.text() == "⚠ 2 file problems…"
    dialog = window.show_unreadable()
    assert dialog.problems == [
        'copycat.json: card "market-cat" (cards[0]): field "id": the id "market-cat" is '
        'already used by set "starter" (from starter.json)',
        "broken.json: not valid JSON at line 1, column 22: Expecting property name enclosed "
        "in double quotes",
    ]
    dialog.close()
    install_language("th")
    dialog = window.show_unreadable()
    assert dialog.problems == [
        'copycat.json: การ์ด "market-cat" (cards[0]): ฟิลด์ "id": id "market-cat" ถูกใช้แล้ว'
        'โดยชุดการ์ด "starter" (จาก starter.json)',
        "broken.json: ไม่ใช่ JSON ที่ถูกต้องที่บรรทัด 1 คอลัมน์ 22: "
        "ชื่อคีย์ต้องอยู่ในเครื่องหมายคำพูดคู่",
    ]
    dialog.close()
    install_language("en")
    sets = window.open_card_sets()
    assert not sets.unreadable_button.isHidden()
    sets.close()
    # The files are left exactly as they were.
    assert (data_folder / "decks" / "broken.json").read_text() == '{"format_version": 1,'
    assert json.loads((data_folder / "cardsets" / "copycat.json").read_text()) == clash


def test_no_unreadable_files_no_warning(builder: DeckBuilder) -> None:
    assert builder.unreadable_button.isHidden()


def test_questions_use_translated_buttons_and_keep_is_the_safe_answer(
        builder: DeckBuilder, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from momon_desktop.ui.cards import cardsetdialog
    from momon_desktop.ui.decks import deckbuilder

    asked: list[tuple[str, list[str], int]] = []

    def fake_ask(parent, icon, title, text, choices, default=0):  # type: ignore[no-untyped-def]
        asked.append((title, [label for label, _ in choices], default))
        return answers.pop(0)

    monkeypatch.setattr(deckbuilder, "ask", fake_ask)
    monkeypatch.setattr(cardsetdialog, "ask", fake_ask)
    builder.confirm_delete = builder._confirm_delete
    answers = [1]
    assert not builder.delete_deck()  # "Keep"
    assert asked[-1] == ("Delete deck", ["Delete", "Keep"], 1)
    assert builder.library.load("monsoon-storm")
    answers.append(0)
    assert builder.delete_deck()
    builder.ask_unsaved = builder._ask_unsaved
    builder.add_card("market-cat")
    answers.append(2)  # Cancel
    builder.request_new_deck()
    assert asked[-1][1] == ["Save", "Don't save", "Cancel"]
    assert builder.dirty and builder.key == "temple-guard"
    answers.append(1)  # Don't save
    builder.request_new_deck()
    assert builder.key is None and not builder.dirty

    dialog = builder.open_card_sets()
    dialog.import_file(str(write_set(tmp_path / "in", "river.json", user_set())))
    answers.append(1)
    assert not dialog.remove_selected()
    assert asked[-1] == ("Remove set", ["Remove", "Keep"], 1)
    answers.append(0)
    assert dialog.remove_selected()
    assert builder.library.pool.set_ids() == ["starter"]
    dialog.close()


def test_a_small_screen_shows_two_cards_a_row(builder: DeckBuilder, qtbot) -> None:
    """At 1024 x 700 the pool showed one card a row: the cards shrink (not below the
    grid's least width) so that a row holds two."""
    from momon_desktop.ui.cards.cardgrid import CardGridView

    builder.resize(962, 600)
    builder.show()
    qtbot.waitExposed(builder)
    grid = builder.findChild(CardGridView)
    assert grid is not None
    qtbot.waitUntil(lambda: grid.gridSize().width() * 2 <= grid.viewport().width())
    first, second = (grid.visualRect(grid.model().index(i, 0)) for i in (0, 1))
    assert first.top() == second.top() and second.left() > first.left()
    assert grid.delegate.card_width >= CardGridView.MIN_WIDTH

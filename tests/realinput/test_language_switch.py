"""A language switch reaches every open window: with the card browser, the deck
builder, the puzzles, both Void viewers and the suggestion bar open and a card in the
preview, the language is switched through the menu by the real pointer; every window's
texts (titles, labels, buttons, lists, the preview's card text) are then in Thai, and
back in English after the switch back. Qt's own buttons (OK, Cancel…) are read off a
real dialog in Thai."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

from PySide6.QtCore import QAbstractListModel, Qt, QTimer
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QComboBox,
    QDialogButtonBox,
    QFileDialog,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMessageBox,
    QWidget,
)

from momon_desktop.ui.features.hints import HintService
from momon_desktop.ui.paths import resource_path
from momon_desktop.ui.text.i18n import current_language
from tests.gui.table_helpers import bundled
from tests.realinput.robot import combo
from tests.realinput.windows import activate, click_menu_item, menu_paths, open_windows

THAI = re.compile("[\u0e00-\u0e7f]")


def english_sources() -> set[str]:
    """The interface's English strings that read differently in Thai (without their
    keyboard-accelerator marks)."""
    root = ET.parse(resource_path("translations", "momon_th.ts")).getroot()
    found = set()
    for message in root.iter("message"):
        translation = message.find("translation")
        assert translation is not None
        source = message.findtext("source", "")
        if translation.get("type") not in ("obsolete", "vanished") and "%" not in source \
                and (translation.text or "") != source:
            found.add(source.replace("&", ""))
    return found


def texts(window: QWidget, title: bool = True) -> list[str]:
    """Every text a person reads in ``window``: its title (unless ``title`` is False),
    its labels, buttons, group titles, fields, lists and their tooltips."""
    found = [window.windowTitle()] if title else []
    for w in window.findChildren(QWidget):
        if not w.isVisibleTo(window) or QWidget.window(w) is not window:
            continue
        if isinstance(w, QLabel):
            found.append(w.text())
        elif isinstance(w, QAbstractButton):
            found += [w.text(), w.toolTip()]
        elif isinstance(w, QGroupBox):
            found.append(w.title())
        elif isinstance(w, QLineEdit):
            found += [w.text(), w.placeholderText()]
        elif isinstance(w, QComboBox):
            found += [w.itemText(i) for i in range(w.count())]
        if isinstance(w, QAbstractItemView) and w.model() is not None:
            model = w.model()
            columns = 1 if isinstance(model, QAbstractListModel) else model.columnCount()
            found += [str(model.index(row, column).data() or "")
                      for row in range(model.rowCount()) for column in range(columns)]
        found.append(w.accessibleName())
    return [t.replace("&", "") for t in found if t]


def switch_to(table, lang: str) -> None:  # type: ignore[no-untyped-def]
    table.activate()
    paths = {p[-1].data(): p for p in menu_paths(table.window) if p[-1].data() in ("th", "en")}
    click_menu_item(table.qtbot, table.robot, table.window, paths[lang])
    table.qtbot.waitUntil(lambda: current_language() == lang)


def press(table, shortcut) -> QWidget:  # type: ignore[no-untyped-def]
    """Open a window by its shortcut, from the table, and wait until it is up."""
    before = set(map(id, open_windows()))
    table.activate()
    table.robot.key(combo(shortcut))
    table.qtbot.waitUntil(lambda: any(id(w) not in before for w in open_windows()))
    return next(w for w in open_windows() if id(w) not in before)


def test_a_language_switch_retranslates_every_open_window(table):
    w = table.window
    table.start(bundled(kinds=("human", "easy"), seed=5))
    table.wait_for_person()
    a = w.action_registry
    opened = [press(table, a.action(name).shortcut()) for name in
              ("cards.browse", "cards.deck_builder", "play.my_void", "play.their_void")]
    puzzles = w.action_registry.action("play.puzzles")
    click_menu_item(table.qtbot, table.robot, w, next(
        p for p in menu_paths(w) if p[-1] is puzzles))
    table.qtbot.waitUntil(lambda: len(open_windows()) == len(opened) + 2)
    opened += [x for x in open_windows() if x is not w and x not in opened]
    table.activate()
    table.robot.key(combo(a.action("play.suggest").shortcut()))
    hints = w.findChild(HintService)
    table.qtbot.waitUntil(lambda: hints.suggestion is not None and hints.bar.isVisible())
    # the pointer over the first Hand card shows it in the preview
    table.activate()
    table.robot.move(table.hand_point(0))
    table.qtbot.waitUntil(lambda: w.preview.card is not None)
    windows = [w, *opened]
    assert len({type(x).__name__ for x in windows}) == 5, [type(x).__name__ for x in windows]
    # The table's title names the game or its saved file, whichever was set last.
    english = {id(x): texts(x, title=x is not w) for x in windows}
    preview_en = w.preview.details
    assert "Snatch-Sight" in preview_en and not THAI.search(preview_en)
    sources = english_sources()

    switch_to(table, "th")
    for x in windows:
        table.qtbot.waitUntil(lambda x=x: texts(x, x is not w) != english[id(x)])
        left = [t for t in texts(x) if t in sources]
        assert left == [], f"{type(x).__name__} keeps English texts: {left}"
        assert x is w or THAI.search(x.windowTitle()), x.windowTitle()
    assert THAI.search(w.preview.details) and "Snatch-Sight" in w.preview.details
    assert THAI.search(w.preview.accessibleName())

    switch_to(table, "en")
    for x in windows:
        try:
            table.qtbot.waitUntil(lambda x=x: texts(x, x is not w) == english[id(x)])
        except Exception as exc:
            now, before = set(texts(x, x is not w)), set(english[id(x)])
            raise AssertionError(f"{type(x).__name__}: now {now - before}, before {before - now}") from exc
    assert w.preview.details == preview_en


def test_qt_standard_buttons_and_file_dialog_are_in_thai(table):
    switch_to(table, "th")
    box = QMessageBox(QMessageBox.Icon.Question, "?", "?", QMessageBox.StandardButton.Ok
                      | QMessageBox.StandardButton.Cancel | QMessageBox.StandardButton.Yes
                      | QMessageBox.StandardButton.No | QMessageBox.StandardButton.Save
                      | QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Close,
                      table.window)
    box.open()
    table.qtbot.waitExposed(box)
    shown = {b.text().replace("&", "") for b in box.buttons()}
    assert shown == {"ตกลง", "ยกเลิก", "ใช่ (Y)", "ไม่ (N)", "บันทึก", "ทิ้ง", "ปิด"}, shown
    # a person answers it: Cancel by the pointer closes it
    activate(table.qtbot, box, table.robot)
    table.robot.click_button(box.button(QMessageBox.StandardButton.Cancel))
    table.qtbot.waitUntil(lambda: not box.isVisible())
    assert box.result() == QMessageBox.StandardButton.Cancel

    # Qt's own file dialog (no native dialog on this desktop), opened as the app does
    seen: dict[str, list[str]] = {}

    def read_and_cancel() -> None:
        dialog = next((d for d in open_windows() if isinstance(d, QFileDialog)), None)
        if dialog is None:
            QTimer.singleShot(20, read_and_cancel)
            return
        seen["labels"] = [x.text() for x in dialog.findChildren(QLabel) if x.isVisible() and x.text()]
        seen["buttons"] = [b.text() for box in dialog.findChildren(QDialogButtonBox)
                           for b in box.buttons() if b.isVisible()]
        cancel = next(b for box in dialog.findChildren(QDialogButtonBox) for b in box.buttons()
                      if box.buttonRole(b) == QDialogButtonBox.ButtonRole.RejectRole)
        activate(table.qtbot, dialog, table.robot)
        table.robot.click_button(cancel)

    QTimer.singleShot(0, read_and_cancel)
    path, _ = QFileDialog.getOpenFileName(table.window, "ไฟล์", "", "JSON (*.json)",
                                          options=QFileDialog.Option.DontUseNativeDialog)
    assert path == ""
    assert seen["buttons"] and all(THAI.search(t) for t in seen["buttons"]), seen
    labels = [t for t in seen["labels"] if re.search("[A-Za-z]{3,}", t)]
    assert all(THAI.search(t) for t in labels), seen
    assert QApplication.activeModalWidget() is None


def test_the_replay_viewer_follows_a_language_switch(table):
    from momon_desktop.ui.table.dialogs import ResultDialog

    w = table.window
    table.start(bundled(kinds=("easy", "easy"), seed=7))
    table.qtbot.waitUntil(lambda: any(isinstance(x, ResultDialog) for x in open_windows()),
                          timeout=60000)
    result = next(x for x in open_windows() if isinstance(x, ResultDialog))
    activate(table.qtbot, result, table.robot)
    table.robot.key("Escape")
    table.qtbot.waitUntil(lambda: not result.isVisible())
    replay = w.action_registry.action("game.replay_current")
    assert replay.isEnabled()
    table.activate()
    click_menu_item(table.qtbot, table.robot, w, next(
        p for p in menu_paths(w) if p[-1] is replay))
    table.qtbot.waitUntil(lambda: len(open_windows()) == 2)
    viewer = next(x for x in open_windows() if x is not w)
    english = texts(viewer)
    sources = english_sources()
    # the viewer aside, as a person moves a window off the table's menu bar
    viewer.move(500, 120)
    table.qtbot.waitUntil(lambda: viewer.pos().x() == 500)
    switch_to(table, "th")
    table.qtbot.waitUntil(lambda: texts(viewer) != english)
    assert [t for t in texts(viewer) if t in sources] == []
    assert THAI.search(viewer.windowTitle())
    switch_to(table, "en")
    table.qtbot.waitUntil(lambda: texts(viewer) == english)


def test_a_position_in_miniature_follows_a_language_switch(table):
    """The result screen is window-modal: the language menu is out of reach while it is
    up. Its Review opens a window that shows a position in miniature beside the table's
    menu; the menu, by the pointer, changes the names on its tiles."""
    from tests.realinput.test_result_screen import finish_by_a_click
    from tests.realinput.test_review import review_of, wait_for_analysis

    review = review_of(table)
    dialog = finish_by_a_click(table)
    assert dialog.windowModality() == Qt.WindowModality.WindowModal
    table.robot.click_button(dialog.review_button)
    table.qtbot.waitUntil(lambda: not dialog.isVisible())
    win = wait_for_analysis(table, review)
    board = win.board
    assert board.cells
    names = {lang: [cell.card.display_name(lang) for cell in board.cells.values()]
             for lang in ("en", "th")}
    assert all(THAI.search(name) for name in names["th"])
    assert all(name in board.accessibleDescription() for name in names["en"])
    # the review aside, as a person moves a window off the table's menu bar
    win.move(600, 160)
    table.qtbot.waitUntil(lambda: win.pos().x() == 600)
    switch_to(table, "th")
    table.qtbot.waitUntil(
        lambda: all(name in board.accessibleDescription() for name in names["th"]))
    assert board.lang == "th"
    switch_to(table, "en")
    table.qtbot.waitUntil(
        lambda: all(name in board.accessibleDescription() for name in names["en"]))

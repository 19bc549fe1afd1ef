"""Help ▸ How to play, Help ▸ Glossary and the New Game dialog's "How is this fair?"
with the real pointer and keyboard: each window opened from the Help menu, a search
typed on the keyboard that changes the list, a rule number clicked that shows its
text, closed by Escape and by its Close button; the fair-draw explanation opened by
clicking its link and closed again (6.6)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import QApplication, QLabel, QTextBrowser, QToolTip

from momon_desktop.engine.rulebook import RULES
from momon_desktop.ui.features.howto import GlossaryWindow, HowToPlay, HowToWindow, ReferenceWindow
from momon_desktop.ui.table.newgame import FairDrawDialog
from tests.realinput import windows as wn
from tests.realinput.robot import global_point

pytestmark = [pytest.mark.gui]


def link_point(browser: QTextBrowser, href: str) -> tuple[int, int]:
    """Where the text of the link to ``href`` is on the screen (its middle)."""
    doc = browser.document()
    cursor = QTextCursor(doc)
    inside = []
    for position in range(1, doc.characterCount()):
        cursor.setPosition(position)
        if cursor.charFormat().anchorHref() == href:
            inside.append(position)
    assert inside, f"no link to {href!r} on the page"
    # a cursor between two of the link's characters, in the middle of the link
    cursor.setPosition(inside[len(inside) // 2])
    middle = browser.cursorRect(cursor).center()
    assert browser.anchorAt(middle) == href
    return global_point(browser.viewport(), middle)


def open_from_help(table, action_id: str, kind: type) -> ReferenceWindow:  # type: ignore[no-untyped-def]
    w = table.window
    action = w.action_registry.action(action_id)
    help_menu = w.action_registry.menu("help")
    table.robot.settle()
    wn.click_menu_item(table.qtbot, table.robot, w, [help_menu.menuAction(), action])
    table.qtbot.waitUntil(lambda: any(isinstance(x, kind) for x in wn.open_windows()))
    window = next(x for x in wn.open_windows() if isinstance(x, kind))
    table.qtbot.waitExposed(window)
    wn.activate(table.qtbot, window, table.robot)
    return window


def click_entry(table, window: ReferenceWindow, key: str) -> None:  # type: ignore[no-untyped-def]
    """Click ``key``'s line in the window's list."""
    item = window.entries.item(window.shown_keys().index(key))
    table.robot.click_at(global_point(window.entries.viewport(),
                                      window.entries.visualItemRect(item).center()))
    table.qtbot.waitUntil(lambda: window.current_key() == key)


def type_text(table, text: str) -> None:  # type: ignore[no-untyped-def]
    for ch in text:
        table.robot.key("space" if ch == " " else ch)


@pytest.mark.parametrize("close", ["escape", "close-button"])
@pytest.mark.parametrize("which", ["how-to", "glossary"])
def test_a_help_window_is_searched_and_its_rules_read(table, which, close):
    kind = HowToWindow if which == "how-to" else GlossaryWindow
    action_id = "help.how_to_play" if which == "how-to" else "help.glossary"
    window = open_from_help(table, action_id, kind)
    assert window.search.hasFocus()
    everything = window.shown_keys()
    type_text(table, "ward")
    table.qtbot.waitUntil(lambda: window.search.text() == "ward")
    found = window.shown_keys()
    assert 0 < len(found) < len(everything)
    expected = "ward" if which == "how-to" else "Ward Token"
    assert expected in found
    # the page of the entry picked shows the match highlighted
    click_entry(table, window, expected)
    assert "background-color" in window.page.toHtml()
    number = window.content.section("ward").rules[0] if which == "how-to" else "P10.4"
    # pointing at the number shows the rule's text at once
    table.robot.move(link_point(window.page, f"rule:{number}"))
    table.qtbot.waitUntil(lambda: QToolTip.isVisible() and RULES[number].en in QToolTip.text())
    table.robot.click_at(link_point(window.page, f"rule:{number}"))
    table.qtbot.waitUntil(lambda: window.shown_rule == number)
    assert RULES[number].en in window.rule_text.text()
    if close == "escape":
        wn.activate(table.qtbot, window, table.robot)
        table.robot.key("esc")
    else:
        table.robot.click_button(window.close_button)
    table.qtbot.waitUntil(lambda: not window.isVisible())
    assert table.window.isVisible()


def test_the_glossary_leads_to_how_to_play(table):
    glossary = open_from_help(table, "help.glossary", GlossaryWindow)
    type_text(table, "face")
    table.qtbot.waitUntil(lambda: "Face-off" in glossary.shown_keys())
    click_entry(table, glossary, "Face-off")
    table.robot.click_at(link_point(glossary.page, "section:faceoff"))
    table.qtbot.waitUntil(lambda: any(isinstance(x, HowToWindow) for x in wn.open_windows()))
    how_to = table.window.feature(HowToPlay).how_to
    assert how_to is not None and how_to.current_key() == "faceoff"


@pytest.mark.rules("6.6")
@pytest.mark.parametrize("close", ["escape", "close-button"])
def test_how_is_this_fair_opens_and_closes(table, close):
    dialog = wn.open_new_game(table)
    link: QLabel = dialog.fair_link
    text_width = link.fontMetrics().horizontalAdvance(dialog.tr("How is this fair?"))
    margin = link.contentsMargins().left() + link.margin()
    table.robot.click_at(global_point(link, QPoint(margin + text_width // 2, link.height() // 2)))
    table.qtbot.waitUntil(lambda: isinstance(QApplication.activeModalWidget(), FairDrawDialog))
    fair = QApplication.activeModalWidget()
    assert isinstance(fair, FairDrawDialog)
    assert "SHA-256" in fair.text.text() and "6.6" in fair.text.text()
    if close == "escape":
        table.robot.key("esc")
    else:
        table.robot.click_button(fair.close_button)
    table.qtbot.waitUntil(lambda: not fair.isVisible())
    assert dialog.isVisible()
    table.qtbot.waitUntil(lambda: QApplication.activeModalWidget() is dialog)
    table.robot.key("esc")
    table.qtbot.waitUntil(lambda: not dialog.isVisible())

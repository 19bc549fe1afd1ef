"""One theme: the gold accent is named only in look/theme.py, the application's stylesheet
parses, and widgets take their look from it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import qInstallMessageHandler
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QFrame,
    QGroupBox,
    QLabel,
    QListWidget,
    QPushButton,
    QRadioButton,
    QSlider,
    QToolButton,
    QTreeWidget,
    QVBoxLayout,
    QWidget,
)

from momon_desktop.ui.look import theme

pytestmark = pytest.mark.gui

UI = Path(theme.__file__).resolve().parent.parent
GOLD_LITERALS = re.compile(
    r"#d6b25e|#ffd640|214,\s*178,\s*94|255,\s*214,\s*64", re.IGNORECASE)


def test_the_gold_accent_is_named_only_in_the_theme():
    found = []
    for path in sorted(UI.rglob("*.py")):
        if path == Path(theme.__file__).resolve():
            continue
        for number, line in enumerate(path.read_text("utf-8").splitlines(), 1):
            if GOLD_LITERALS.search(line):
                found.append(f"{path.relative_to(UI)}:{number}: {line.strip()}")
    assert not found, "\n".join(found)


def test_only_the_theme_sets_a_stylesheet():
    calls = [f"{path.relative_to(UI)}" for path in sorted(UI.rglob("*.py"))
             if path != Path(theme.__file__).resolve()
             and ".setStyleSheet(" in path.read_text("utf-8")]
    assert not calls


def _messages_while_polishing(stylesheet: str) -> list[str]:
    """Qt's messages while a window of every styled kind of widget is polished with
    ``stylesheet``."""
    messages: list[str] = []
    previous = qInstallMessageHandler(lambda _mode, _context, text: messages.append(text))
    try:
        window = QDialog()
        window.setObjectName("CardWindow")
        lay = QVBoxLayout(window)
        label = QLabel("text")
        label.setProperty("role", "accent")
        panel = QFrame()
        panel.setObjectName("PlayerPanel")
        panel.setProperty("seat", "first")
        panel.setProperty("active", True)
        for widget in (label, panel, QPushButton("OK"), QToolButton(), QCheckBox("c"),
                       QRadioButton("r"), QGroupBox("g"), QTreeWidget(), QListWidget(),
                       QSlider(), QWidget()):
            lay.addWidget(widget)
        window.setStyleSheet(stylesheet)
        window.show()
        for widget in [window, *window.findChildren(QWidget)]:
            widget.ensurePolished()
        window.close()
    finally:
        qInstallMessageHandler(previous)
    return messages


def test_the_stylesheet_parses(qapp):
    assert not [m for m in _messages_while_polishing(theme.STYLE) if "stylesheet" in m.lower()]
    # the check itself sees a broken stylesheet
    broken = _messages_while_polishing(theme.STYLE + "QLabel { color: ")
    assert any("Could not parse" in m for m in broken)


def test_the_application_gets_the_one_stylesheet_and_palette(qapp):
    theme.apply_application_style(qapp)
    assert qapp.styleSheet() == theme.STYLE
    assert qapp.palette().color(qapp.palette().ColorRole.Highlight) == theme.GOLD
    for name in ("BACKGROUND", "PANEL", "TEXT", "MUTED", "GOLD", "BORDER"):
        colour = getattr(theme, name)
        assert colour.name() in theme.STYLE, name


def test_a_player_panel_takes_its_seat_colour_from_the_stylesheet(qtbot):
    from momon_desktop.ui.table.panels import PlayerPanel

    panel = PlayerPanel(1, far=False)
    qtbot.addWidget(panel)
    panel.resize(240, 200)
    panel.show()
    qtbot.waitExposed(panel)
    panel.update_state(name="Ada", kind_text="", momon=0, turns=0, hand=8, void=0,
                       fpt=False, active=True, thinking=False)
    assert panel.property("seat") == "second" and panel.property("active") is True
    status = panel.status_label.palette().color(panel.status_label.foregroundRole())
    assert status.name() == theme.SEAT_COLOURS["second"].lighter(135).name()
    edge = panel.grab().toImage().pixelColor(panel.width() // 2, 1)
    assert edge == theme.SEAT_COLOURS["second"], edge.name()


def test_a_disabled_menu_item_is_drawn_greyed(qapp):
    """A menu item that does nothing now (Redo with nothing to redo, Review during a
    hand-over) reads as such: its text is much darker than an enabled item's."""
    from PySide6.QtGui import QColor
    from PySide6.QtWidgets import QMenu

    menu = QMenu()
    on = menu.addAction("Review this game")
    off = menu.addAction("Review this game")
    off.setEnabled(False)
    menu.adjustSize()
    picture = menu.grab().toImage()

    def brightest(rect) -> float:  # type: ignore[no-untyped-def]
        best = 0.0
        for y in range(rect.top(), rect.bottom()):
            for x in range(rect.left(), rect.right()):
                best = max(best, QColor(picture.pixel(x, y)).lightnessF())
        return best

    lit, greyed = brightest(menu.actionGeometry(on)), brightest(menu.actionGeometry(off))
    assert greyed < lit - 0.25, (lit, greyed)


def test_a_disabled_button_is_drawn_greyed(qtbot, tmp_path):
    """Watch the replay in an empty match history does nothing, and looks so: its words
    are much darker than Close's."""
    from PySide6.QtGui import QColor

    from momon_desktop.ui.match.matchhistory import MatchHistoryWindow

    window = MatchHistoryWindow()
    qtbot.addWidget(window)
    window.show()
    assert not window.matches and not window.replay_button.isEnabled()

    def brightest(button) -> float:  # type: ignore[no-untyped-def]
        picture = button.grab().toImage()
        return max(QColor(picture.pixel(x, y)).lightnessF()
                   for y in range(picture.height()) for x in range(picture.width()))

    assert brightest(window.replay_button) < brightest(window.close_button) - 0.25


def test_a_button_that_becomes_default_or_focused_keeps_its_text_whole(qtbot):
    """A dialog lays its buttons out before one becomes its default or takes the focus,
    and a button is not laid out again then: the gold ring those states draw may not
    take room from the text. (The first-turn dialog's "Take the first turn" lost its
    last letter: the ring is a pixel wider than a plain border.)"""
    from PySide6.QtGui import QFontMetrics
    from PySide6.QtWidgets import QStyle, QStyleOptionButton

    dialog = QDialog()
    qtbot.addWidget(dialog)
    lay = QVBoxLayout(dialog)
    button, other = QPushButton("Take the first turn"), QPushButton("Other")
    button.setAutoDefault(False)
    lay.addWidget(button)
    lay.addWidget(other)
    dialog.show()
    other.setFocus()
    qtbot.waitUntil(other.hasFocus)
    button.setFixedSize(button.sizeHint())  # laid out as a plain button

    def room() -> int:
        option = QStyleOptionButton()
        button.initStyleOption(option)
        return button.style().subElementRect(QStyle.SubElement.SE_PushButtonContents, option,
                                             button).width()

    text = QFontMetrics(button.font()).horizontalAdvance(button.text())
    plain = room()
    assert plain >= text
    button.setDefault(True)
    assert room() == plain
    button.setFocus()
    qtbot.waitUntil(button.hasFocus)
    assert room() == plain

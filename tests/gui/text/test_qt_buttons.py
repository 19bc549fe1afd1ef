"""Qt's standard buttons follow the interface language."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QDialogButtonBox

from momon_desktop.ui.text.i18n import install_language
from momon_desktop.ui.text.qtstrings import STANDARD_BUTTON_TEXTS

pytestmark = pytest.mark.gui

BUTTONS = (
    QDialogButtonBox.StandardButton.Ok,
    QDialogButtonBox.StandardButton.Cancel,
    QDialogButtonBox.StandardButton.Close,
    QDialogButtonBox.StandardButton.Save,
    QDialogButtonBox.StandardButton.Discard,
    QDialogButtonBox.StandardButton.Yes,
    QDialogButtonBox.StandardButton.No,
)


def texts(qtbot) -> list[str]:  # type: ignore[no-untyped-def]
    box = QDialogButtonBox()
    qtbot.addWidget(box)
    for b in BUTTONS:
        box.addButton(b)
    return [box.button(b).text() for b in BUTTONS]


def test_standard_buttons_are_in_thai_in_the_thai_interface(qtbot):
    english = texts(qtbot)
    install_language("th")
    thai = texts(qtbot)
    assert all(t != e for t, e in zip(thai, english, strict=True)), thai
    # Thai letters, not the English words
    assert all(any("\u0e00" <= ch <= "\u0e7f" for ch in t) for t in thai), thai


def test_every_listed_text_is_one_qt_uses(qtbot):
    assert "OK" in STANDARD_BUTTON_TEXTS and "Cancel" in STANDARD_BUTTON_TEXTS
    assert len(set(STANDARD_BUTTON_TEXTS)) == len(STANDARD_BUTTON_TEXTS)
    english = texts(qtbot)
    assert set(english) <= set(STANDARD_BUTTON_TEXTS), english

"""The two players side by side, as the New Game and New match dialogs ask for them.

A heading for each player, then a row each for the name, who plays (a person at this
computer, or the computer at one of the levels of :data:`momon_desktop.ai.LEVELS`, with
its measured rating where a feature gives one) and the deck; in the New Game dialog a
line under "Played by" says how the chosen computer level plays (the New match dialog,
with its clock and die roll below, has no room for it on a small screen: there the
level's choice says it as a tooltip). Both dialogs build this one grid, so the rows
come in the same order and offer the same choices; its words keep the translation
context they were first written in, the New Game dialog's.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QComboBox, QGridLayout, QLabel, QLineEdit

from momon_desktop.ui.core.controller import HUMAN, REMOTE, computer_levels
from momon_desktop.ui.look.fonts import ui_font
from momon_desktop.ui.text.i18n import fill
from momon_desktop.ui.text.limits import MAX_PLAYER_NAME_CHARS, limit_characters
from momon_desktop.ui.text.words import level_description, level_name


def kind_name(kind: str) -> str:
    """The translated name of a player kind: a person, or the computer at a level."""
    if kind == HUMAN:
        return QCoreApplication.translate("NewGameDialog", "Person at this computer")
    if kind in computer_levels():
        return fill(QCoreApplication.translate("NewGameDialog", "Computer: %1"), level_name(kind))
    if kind == REMOTE:
        return QCoreApplication.translate("NewGameDialog", "Person at the other computer")
    return kind


def rated_kind_name(kind: str, rating: float | None) -> str:
    """A player kind as the dialogs offer it: a computer level with its measured rating
    on the ladder when there is one."""
    if rating is None or kind not in computer_levels():
        return kind_name(kind)
    return fill(QCoreApplication.translate("NewGameDialog", "%1 · rated %2"), kind_name(kind),
                str(round(rating)))


class PlayerGrid(QGridLayout):
    """Players A and B: ``names``, ``kind_boxes`` (the kind in each item's data) and
    ``deck_boxes`` (filled by the dialog, which knows its decks), one of each a player."""

    NAME_ROW, KIND_ROW, NOTE_ROW, DECK_ROW = 1, 2, 3, 4

    def __init__(self, allow_ai: bool, notes: bool = True) -> None:
        super().__init__()
        self._notes = notes
        self.setHorizontalSpacing(12)
        self.setVerticalSpacing(8)
        self.heads = [QLabel(), QLabel()]
        self.name_label, self.kind_label, self.deck_label = QLabel(), QLabel(), QLabel()
        self.names: list[QLineEdit] = []
        self.kind_boxes: list[QComboBox] = []
        self.deck_boxes: list[QComboBox] = []
        # how the computer level chosen for each player plays, in a line
        self.kind_notes: list[QLabel] = []
        # the measured rating of each computer level (a feature fills them in)
        self.ratings: dict[str, float] = {}
        kinds = [HUMAN] + (list(computer_levels()) if allow_ai else [])
        for col in range(2):
            self.heads[col].setFont(ui_font(11, bold=True))
            self.addWidget(self.heads[col], 0, col + 1)
            name = QLineEdit()
            limit_characters(name, MAX_PLAYER_NAME_CHARS)
            kind_box = QComboBox()
            for kind in kinds:
                kind_box.addItem(kind_name(kind), kind)
            note = QLabel()
            note.setObjectName("LevelNote")
            note.setWordWrap(True)
            note.setProperty("role", "muted")
            deck_box = QComboBox()
            self.addWidget(name, self.NAME_ROW, col + 1)
            self.addWidget(kind_box, self.KIND_ROW, col + 1)
            if notes:
                self.addWidget(note, self.NOTE_ROW, col + 1)
            else:
                note.hide()
            self.addWidget(deck_box, self.DECK_ROW, col + 1)
            kind_box.currentIndexChanged.connect(lambda _i: self.describe_kinds())
            self.names.append(name)
            self.kind_boxes.append(kind_box)
            self.kind_notes.append(note)
            self.deck_boxes.append(deck_box)
        for row, label in ((self.NAME_ROW, self.name_label), (self.KIND_ROW, self.kind_label),
                           (self.DECK_ROW, self.deck_label)):
            self.addWidget(label, row, 0)
        self.name_label.setBuddy(self.names[0])
        self.kind_label.setBuddy(self.kind_boxes[0])
        self.deck_label.setBuddy(self.deck_boxes[0])

    def retranslate(self) -> None:
        """Every text in the current language."""
        for i, text in enumerate((QCoreApplication.translate("NewGameDialog", "Player A"),
                                  QCoreApplication.translate("NewGameDialog", "Player B"))):
            self.heads[i].setText(text)
            self.names[i].setPlaceholderText(text)
        self.name_label.setText(QCoreApplication.translate("NewGameDialog", "&Name"))
        self.kind_label.setText(QCoreApplication.translate("NewGameDialog", "&Played by"))
        self.deck_label.setText(QCoreApplication.translate("NewGameDialog", "&Deck"))
        self.name_kinds()

    def set_ratings(self, ratings: dict[str, float]) -> None:
        """Show each computer level with its measured rating on the ladder."""
        self.ratings = dict(ratings)
        self.name_kinds()

    def name_kinds(self) -> None:
        """The texts of the "Played by" choices, with the levels' ratings."""
        for box in self.kind_boxes:
            for i in range(box.count()):
                kind = str(box.itemData(i))
                box.setItemText(i, rated_kind_name(kind, self.ratings.get(kind)))
                box.setItemData(i, level_description(kind) if kind in computer_levels() else "",
                                Qt.ItemDataRole.ToolTipRole)
        self.describe_kinds()

    def describe_kinds(self) -> None:
        """The line under each "Played by": how the chosen computer level plays."""
        for box, note in zip(self.kind_boxes, self.kind_notes, strict=True):
            kind = str(box.currentData())
            text = level_description(kind) if kind in computer_levels() else ""
            note.setText(text)
            note.setVisible(self._notes and bool(text))

    def kind(self, index: int) -> str:
        """The kind chosen for player ``index`` (0: A, 1: B)."""
        return str(self.kind_boxes[index].currentData())

    def typed_name(self, index: int) -> str:
        """The name typed for player ``index``, or "" when none was typed."""
        return self.names[index].text().strip()

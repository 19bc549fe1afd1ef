"""The Host a table dialog: the names and decks, the port, then the address and join
code to give the friend while the table waits for them (``features/hosting.py``)."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from momon_desktop.cards import Deck
from momon_desktop.net.netmatch import MAX_CLOCK_SECONDS
from momon_desktop.ui.features.netshared import DEFAULT_PORT, table_addresses
from momon_desktop.ui.look.fonts import ui_font
from momon_desktop.ui.text.i18n import fill
from momon_desktop.ui.text.limits import MAX_PLAYER_NAME_CHARS, limit_characters


class OpenTable(Protocol):
    """A table open for the friend: where it listens and its join code."""

    @property
    def port(self) -> int: ...

    @property
    def code(self) -> str: ...


class HostDialog(QDialog):
    """Game ▸ Host a table…: the decks and names, then the address and join code to give
    the friend, while the table waits for them."""

    open_requested = Signal()

    def __init__(self, decks: list[Deck], lang: str, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("HostDialog")
        self.setMinimumWidth(440)
        self.decks = decks
        self.lang = lang
        self.hosted: OpenTable | None = None
        layout = QVBoxLayout(self)
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        layout.addWidget(self.intro)
        form = QFormLayout()
        self.name_label = QLabel()
        self.name_edit = QLineEdit()
        self.name_edit.setObjectName("HostName")
        limit_characters(self.name_edit, MAX_PLAYER_NAME_CHARS)
        self.deck_label = QLabel()
        self.deck_combo = QComboBox()
        self.deck_combo.setObjectName("HostDeck")
        self.friend_label = QLabel()
        self.friend_edit = QLineEdit()
        self.friend_edit.setObjectName("FriendName")
        limit_characters(self.friend_edit, MAX_PLAYER_NAME_CHARS)
        self.friend_deck_label = QLabel()
        self.friend_deck_combo = QComboBox()
        self.friend_deck_combo.setObjectName("FriendDeck")
        # 6.1: the friend brings their own deck, unless the host picks one for them
        self.friend_deck_combo.addItem("")
        for combo in (self.deck_combo, self.friend_deck_combo):
            for deck in decks:
                combo.addItem(deck.display_name(lang))
        # one game, or a best-of-three match (PM.1) with a clock (PM.3) if wanted
        self.play_label = QLabel()
        self.play_combo = QComboBox()
        self.play_combo.setObjectName("HostPlay")
        self.play_combo.addItems(["", ""])
        self.clock_label = QLabel()
        self.clock_spin = QSpinBox()
        self.clock_spin.setObjectName("HostClock")
        self.clock_spin.setRange(0, int(MAX_CLOCK_SECONDS) // 60)
        self.clock_spin.setValue(0)
        self.play_combo.currentIndexChanged.connect(self._play_changed)
        self._play_changed()
        self.port_label = QLabel()
        self.port_spin = QSpinBox()
        self.port_spin.setObjectName("HostPort")
        self.port_spin.setRange(0, 65535)
        self.port_spin.setValue(DEFAULT_PORT)
        form.addRow(self.name_label, self.name_edit)
        form.addRow(self.deck_label, self.deck_combo)
        form.addRow(self.friend_label, self.friend_edit)
        form.addRow(self.friend_deck_label, self.friend_deck_combo)
        form.addRow(self.play_label, self.play_combo)
        form.addRow(self.clock_label, self.clock_spin)
        form.addRow(self.port_label, self.port_spin)
        layout.addLayout(form)
        self.form = form
        self.join_box = QLabel()
        self.join_box.setObjectName("JoinDetails")
        self.join_box.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.join_box.setWordWrap(True)
        self.join_box.setFont(ui_font(13.0, bold=True))
        self.join_box.hide()
        layout.addWidget(self.join_box)
        self.problem = QLabel()
        self.problem.setObjectName("HostProblem")
        self.problem.setWordWrap(True)
        self.problem.hide()
        layout.addWidget(self.problem)
        self.buttons = QDialogButtonBox()
        self.open_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.open_button.setObjectName("OpenTable")
        self.cancel_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.open_button.setDefault(True)
        self.open_button.clicked.connect(self.open_requested.emit)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Host a table"))
        self.intro.setText(self.tr(
            "A friend on the same network plays this game from their own computer. "
            "Choose the decks, open the table, then give your friend the address, port "
            "and join code shown here. A toss both computers check decides who takes the "
            "first turn (in a match, a die roll gives the first choice); the game is played "
            "on this computer, which checks every move."))
        self.name_label.setText(self.tr("Your &name:"))
        self.name_label.setBuddy(self.name_edit)
        self.name_edit.setPlaceholderText(self.tr("You"))
        self.deck_label.setText(self.tr("Your &deck:"))
        self.deck_label.setBuddy(self.deck_combo)
        self.friend_label.setText(self.tr("&Friend's name:"))
        self.friend_label.setBuddy(self.friend_edit)
        self.friend_edit.setPlaceholderText(self.tr("Friend"))
        self.friend_deck_label.setText(self.tr("Friend's d&eck:"))
        self.friend_deck_label.setBuddy(self.friend_deck_combo)
        self.play_label.setText(self.tr("P&lay:"))
        self.play_label.setBuddy(self.play_combo)
        self.play_combo.setItemText(0, self.tr("One game"))
        self.play_combo.setItemText(1, self.tr("A match, best of three"))
        self.clock_label.setText(self.tr("C&lock for each game:"))
        self.clock_label.setBuddy(self.clock_spin)
        self.clock_spin.setSpecialValueText(self.tr("no clock"))
        self.clock_spin.setSuffix(self.tr(" min"))
        self.port_label.setText(self.tr("&Port:"))
        self.port_label.setBuddy(self.port_spin)
        self.port_spin.setSpecialValueText(self.tr("any free port"))
        self.friend_deck_combo.setItemText(0, self.tr("Their own, chosen at their computer"))
        self.open_button.setText(self.tr("&Open the table"))
        self.cancel_button.setText(self.tr("Cancel") if self.hosted is None
                                   else self.tr("&Close the table"))
        self.show_details()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def names(self) -> tuple[str, str]:
        return (" ".join(self.name_edit.text().split()) or self.name_edit.placeholderText(),
                " ".join(self.friend_edit.text().split()) or self.friend_edit.placeholderText())

    def chosen(self) -> tuple[Deck, Deck | None]:
        """The host's deck, and the friend's (None: the friend brings theirs)."""
        theirs = self.friend_deck_combo.currentIndex() - 1
        return self.decks[self.deck_combo.currentIndex()], \
            self.decks[theirs] if theirs >= 0 else None

    def offer_match(self, offered: bool) -> None:
        """Whether a match (and its clock) may be chosen: only where the app draws one."""
        self.form.setRowVisible(self.play_combo, offered)
        self.form.setRowVisible(self.clock_spin, offered)
        if not offered:
            self.play_combo.setCurrentIndex(0)

    def _play_changed(self) -> None:
        self.clock_spin.setEnabled(self.play_combo.currentIndex() == 1)

    def match(self) -> tuple[bool, float | None]:
        """Whether the table plays a match (PM.1), and each game's time bank in seconds
        (PM.3; None: no clock)."""
        if self.play_combo.currentIndex() != 1:
            return False, None
        minutes = self.clock_spin.value()
        return True, float(minutes * 60) if minutes else None

    def hosting(self, hosted: OpenTable) -> None:
        """The table is open: the form is kept as it is and the join details shown."""
        self.hosted = hosted
        for widget in (self.name_edit, self.deck_combo, self.friend_edit,
                       self.friend_deck_combo, self.play_combo, self.clock_spin,
                       self.port_spin):
            widget.setEnabled(False)
        self.open_button.hide()
        self.problem.hide()
        self.retranslate()

    def cannot_open(self, text: str) -> None:
        self.problem.setText(text)
        self.problem.show()

    def show_details(self) -> None:
        hosted = self.hosted
        if hosted is None:
            return
        addresses = ", ".join(table_addresses())
        self.join_box.setText(fill(self.tr(
            "Address: %1\nPort: %2\nJoin code: %3\n\nWaiting for your friend…"),
            addresses, str(hosted.port), hosted.code))
        self.join_box.show()
        self.adjustSize()

"""The Join a table dialog: the tables heard of on the local network, the address, port
and join code, the player's name and the deck they bring (``features/joining.py``)."""


from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from momon_desktop.cards import Deck
from momon_desktop.net.discovery import FoundTable, discovery_wanted
from momon_desktop.net.secure import normal_code
from momon_desktop.ui.features.netshared import (
    DEFAULT_PORT,
)
from momon_desktop.ui.text.i18n import fill
from momon_desktop.ui.text.limits import MAX_PLAYER_NAME_CHARS, limit_characters

if TYPE_CHECKING:
    pass

class JoinDialog(QDialog):
    """Game ▸ Join a table…: the address, port and join code the host's dialog shows."""

    join_requested = Signal()

    def __init__(self, parent: QWidget, decks: list[Deck] | None = None, lang: str = "en") -> None:
        super().__init__(parent)
        self.setObjectName("JoinDialog")
        self.decks = list(decks or [])
        self.setMinimumWidth(440)
        # the table being joined from this dialog (the feature's JoinedGame)
        self.joined: QObject | None = None
        layout = QVBoxLayout(self)
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        layout.addWidget(self.intro)
        self.found_label = QLabel()
        layout.addWidget(self.found_label)
        self.found_list = QListWidget()
        self.found_list.setObjectName("FoundTables")
        self.found_list.setMaximumHeight(110)
        self.found_list.itemClicked.connect(self._pick)
        self.found_list.itemActivated.connect(self._pick)
        layout.addWidget(self.found_list)
        self.found: list[FoundTable] = []
        form = QFormLayout()
        self.name_label = QLabel()
        self.name_edit = QLineEdit()
        self.name_edit.setObjectName("JoinName")
        limit_characters(self.name_edit, MAX_PLAYER_NAME_CHARS)
        self.address_label = QLabel()
        self.address_edit = QLineEdit()
        self.address_edit.setObjectName("JoinAddress")
        self.address_edit.setMaxLength(255)
        self.port_label = QLabel()
        self.port_spin = QSpinBox()
        self.port_spin.setObjectName("JoinPort")
        self.port_spin.setRange(1, 65535)
        self.port_spin.setValue(DEFAULT_PORT)
        self.code_label = QLabel()
        self.code_edit = QLineEdit()
        self.code_edit.setObjectName("JoinCode")
        self.code_edit.setMaxLength(40)
        self.deck_label = QLabel()
        self.deck_combo = QComboBox()
        self.deck_combo.setObjectName("JoinDeck")
        for deck in self.decks:
            self.deck_combo.addItem(deck.display_name(lang))
        form.addRow(self.name_label, self.name_edit)
        form.addRow(self.deck_label, self.deck_combo)
        form.addRow(self.address_label, self.address_edit)
        form.addRow(self.port_label, self.port_spin)
        form.addRow(self.code_label, self.code_edit)
        layout.addLayout(form)
        self.status = QLabel()
        self.status.setObjectName("JoinStatus")
        self.status.setWordWrap(True)
        self.status.hide()
        layout.addWidget(self.status)
        buttons = QDialogButtonBox()
        self.join_button = buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.join_button.setObjectName("JoinTable")
        self.join_button.setDefault(True)
        self.cancel_button = buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.join_button.clicked.connect(self._join_clicked)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        for edit in (self.address_edit, self.code_edit):
            edit.textChanged.connect(self._update)
        self.retranslate()
        self._update()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Join a table"))
        self.intro.setText(self.tr(
            "Join a friend's table on the same network: type the address, port and join "
            "code their Host a table window shows. A toss both computers check decides who "
            "takes the first turn; your friend's computer checks every move."))
        self.name_label.setText(self.tr("Your &name:"))
        self.name_label.setBuddy(self.name_edit)
        self.name_edit.setPlaceholderText(self.tr("You"))
        self.deck_label.setText(self.tr("Your &deck:"))
        self.deck_label.setBuddy(self.deck_combo)
        self.deck_combo.setToolTip(self.tr("Played if the table asks you to bring your deck; "
                                           "otherwise the host chose one for you."))
        self.address_label.setText(self.tr("&Address:"))
        self.address_label.setBuddy(self.address_edit)
        self.address_edit.setPlaceholderText("192.168.1.20")
        self.port_label.setText(self.tr("&Port:"))
        self.port_label.setBuddy(self.port_spin)
        self.code_label.setText(self.tr("Join &code:"))
        self.code_label.setBuddy(self.code_edit)
        self.join_button.setText(self.tr("&Join"))
        self.cancel_button.setText(self.tr("Cancel"))
        self.show_found(self.found)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def show_found(self, tables: list[FoundTable]) -> None:
        """The tables heard of on the network; one of another version is listed, but
        cannot be picked."""
        self.found = list(tables)
        self.found_list.clear()
        for table in self.found:
            name = table.name or table.address
            text = fill(self.tr("%1 — %2, port %3"), name, table.address, str(table.port))
            if not table.same_version:
                text = fill(self.tr("%1 (another version of Momon Desktop)"), text)
            item = QListWidgetItem(text)
            if not table.same_version:
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEnabled)
            self.found_list.addItem(item)
        self._found_words()

    def _found_words(self) -> None:
        if not discovery_wanted():
            self.found_label.setText(self.tr("Looking for tables on this network is off."))
        elif self.found:
            self.found_label.setText(self.tr("Tables on this network (click one, then type its "
                                             "join code):"))
        else:
            self.found_label.setText(self.tr("Looking for tables on this network… none yet. "
                                             "You can also type the address."))

    def _pick(self, item: QListWidgetItem) -> None:
        row = self.found_list.row(item)
        if not 0 <= row < len(self.found) or self.joined is not None:
            return
        table = self.found[row]
        if not table.same_version:
            return
        self.address_edit.setText(table.address)
        self.port_spin.setValue(table.port)
        self.code_edit.setFocus()

    def _update(self) -> None:
        self.join_button.setEnabled(self.joined is None and bool(self.address()) and
                                    bool(normal_code(self.code_edit.text())))

    def _join_clicked(self) -> None:
        self.join_requested.emit()

    def address(self) -> str:
        return self.address_edit.text().strip().strip("[]")

    def deck(self) -> list[str] | None:
        """The cards of the deck this side brings, or None when there is none to bring."""
        row = self.deck_combo.currentIndex()
        return list(self.decks[row].cards) if 0 <= row < len(self.decks) else None

    def name(self) -> str:
        return " ".join(self.name_edit.text().split()) or self.name_edit.placeholderText()

    def say(self, text: str) -> None:
        self.status.setText(text)
        self.status.show()
        self.adjustSize()

    def joining(self, joined: QObject) -> None:
        self._set_joined(joined)
        self.say(self.tr("Joining the table…"))

    def could_not_join(self, reason: str) -> None:
        self._set_joined(None)
        self.say(reason)

    def _set_joined(self, joined: QObject | None) -> None:
        """While a table is being joined, nothing of the form changes."""
        self.joined = joined
        for widget in (self.name_edit, self.deck_combo, self.address_edit, self.port_spin,
                       self.code_edit, self.found_list):
            widget.setEnabled(joined is None)
        self._update()



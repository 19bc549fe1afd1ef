"""Play ▸ Chat…: a short chat with the friend at the other computer, in a game across
two computers (``features/hosting.py``, ``features/joining.py``).

A line goes as it is typed, one line of at most 200 characters; it is not part of the
game and is not kept. A line that comes while the chat window is closed is shown in the
status bar. *Mute* hides what the friend writes from then on (they are not told).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QHBoxLayout,
    QLineEdit,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from momon_desktop.net.protocol import MAX_CHAT_CHARS, chat_text
from momon_desktop.ui.core.actions import ActionSpec
from momon_desktop.ui.text.i18n import fill

if TYPE_CHECKING:
    from momon_desktop.ui.table.host import TableHost


class ChatWindow(QDialog):
    """The chat: the lines so far, a line to type, Send, and Mute."""

    def __init__(self, chat: TableChat, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("ChatWindow")
        self.chat = chat
        self.setMinimumSize(360, 300)
        layout = QVBoxLayout(self)
        self.lines = QListWidget()
        self.lines.setObjectName("ChatLines")
        self.lines.setWordWrap(True)
        layout.addWidget(self.lines)
        row = QHBoxLayout()
        self.edit = QLineEdit()
        self.edit.setObjectName("ChatEdit")
        self.edit.setMaxLength(MAX_CHAT_CHARS)
        self.edit.returnPressed.connect(self.send)
        self.send_button = QPushButton()
        self.send_button.setObjectName("ChatSend")
        self.send_button.clicked.connect(self.send)
        row.addWidget(self.edit, 1)
        row.addWidget(self.send_button)
        layout.addLayout(row)
        self.mute_box = QCheckBox()
        self.mute_box.setObjectName("ChatMute")
        self.mute_box.toggled.connect(self.chat.set_muted)
        layout.addWidget(self.mute_box)
        self.edit.textChanged.connect(self._update)
        self.retranslate()
        self.refill()

    def retranslate(self) -> None:
        friend = self.chat.friend
        self.setWindowTitle(fill(self.tr("Chat with %1"), friend))
        self.edit.setPlaceholderText(self.tr("Write a line, then press Enter"))
        self.send_button.setText(self.tr("&Send"))
        self.mute_box.setText(fill(self.tr("&Mute %1"), friend))
        self.refill()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def refill(self) -> None:
        """The lines so far, in the interface language."""
        self.lines.clear()
        for mine, text in self.chat.said:
            who = self.tr("You") if mine else self.chat.friend
            self.lines.addItem(fill(self.tr("%1: %2"), who, text))
        if not self.chat.connected():
            self.lines.addItem(self.tr("The other computer is not at the table."))
        self.lines.scrollToBottom()
        self._update()

    def _update(self) -> None:
        self.send_button.setEnabled(self.chat.connected() and chat_text(self.edit.text()) is not None)

    def send(self) -> None:
        text = chat_text(self.edit.text())
        if text is not None and self.chat.send(text):
            self.edit.clear()


class TableChat(QObject):
    """The feature: Play ▸ Chat… while a game across two computers is on the table."""

    def __init__(self, window: TableHost) -> None:
        super().__init__(window.window())
        self.window = window
        self.friend = ""
        self.said: list[tuple[bool, str]] = []
        self.muted = False
        self.chat_window: ChatWindow | None = None
        self._send: Callable[[str], bool] | None = None
        self.action = window.action_registry.add(ActionSpec(
            "play.chat", lambda: self.tr("C&hat…"), "play", 40, 40, ("Ctrl+T",),
            status_tip=lambda: self.tr("Write to the friend at the other computer.")),
            self.open)
        self.action.setEnabled(False)

    def connected(self) -> bool:
        return self._send is not None

    def begin(self, friend: str, send: Callable[[str], bool]) -> None:
        """A game across two computers is on the table: chat with ``friend``."""
        self.friend = friend
        self.said = []
        self.muted = False
        self._send = send
        self.action.setEnabled(True)
        if self.chat_window is not None:
            self.chat_window.mute_box.setChecked(False)
            self.chat_window.retranslate()

    def end(self) -> None:
        """The other computer has left the table."""
        self._send = None
        self.action.setEnabled(bool(self.said))
        if self.chat_window is not None:
            self.chat_window.refill()

    def set_muted(self, muted: bool) -> None:
        self.muted = muted

    def send(self, text: str) -> bool:
        if self._send is None or not self._send(text):
            return False
        self.said.append((True, text))
        if self.chat_window is not None:
            self.chat_window.refill()
        return True

    def came(self, text: str) -> None:
        """A line the friend wrote (unless muted)."""
        if self.muted or self._send is None:
            return
        self.said.append((False, text))
        window = self.chat_window
        if window is not None and window.isVisible():
            window.refill()
        else:
            self.window.status(fill(self.tr("From %1: %2 (Play ▸ Chat… to answer)"),
                                    self.friend, text), 15000, aside=True)

    def open(self) -> ChatWindow:
        """Show (or raise) the chat window."""
        if self.chat_window is None:
            self.chat_window = ChatWindow(self, self.window.window())
        self.chat_window.refill()
        self.chat_window.show()
        self.chat_window.raise_()
        self.chat_window.activateWindow()
        self.chat_window.edit.setFocus()
        return self.chat_window

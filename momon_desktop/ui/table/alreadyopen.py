"""The message of a second start: the data folder is in use by a Momon Desktop that is
already open (``docs/records.md``, "Where files live").

Only one instance of the app may use a data folder, so that the unfinished game of one
is never overwritten by the other's.  When the open instance can be reached on this
computer the dialog offers to bring its window to the front (the default button) and
to close; otherwise it says where the open window is and offers only Close.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QDateTime, QLocale, QObject, Qt, Signal, Slot
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from momon_desktop.storage.instancelock import Holder
from momon_desktop.ui.text.i18n import fill


def _when(started: str) -> str:
    """The holder's start time in the interface's words, or "" if not known."""
    moment = QDateTime.fromString(started, Qt.DateFormat.ISODate)
    if not started or not moment.isValid():
        return ""
    return QLocale().toString(moment.toLocalTime(), QLocale.FormatType.ShortFormat)


class AlreadyOpenDialog(QDialog):
    """Says that the data folder ``folder`` is in use by ``holder`` (None when the lock
    file does not say who).  ``show_open`` asks the open instance to show its window and
    answers whether it did; without it (it cannot be reached) only Close is offered.

    ``shown`` is True once the open window was brought to the front; the dialog is then
    accepted.  Close rejects it.
    """

    def __init__(self, folder: Path, holder: Holder | None,
                 show_open: Callable[[], bool] | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("AlreadyOpenDialog")
        self.folder = folder
        self.holder = holder
        self.show_open = show_open
        self.shown = False
        self.setWindowTitle(self.tr("Momon Desktop"))
        self.message = QLabel(self)
        self.message.setObjectName("AlreadyOpenMessage")
        self.message.setWordWrap(True)
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.advice = QLabel(self)
        self.advice.setObjectName("AlreadyOpenAdvice")
        self.advice.setWordWrap(True)
        self.buttons = QDialogButtonBox(self)
        self.show_button: QPushButton | None = None
        if show_open is not None:
            self.show_button = self.buttons.addButton(
                self.tr("Show the open window"), QDialogButtonBox.ButtonRole.AcceptRole)
            self.show_button.clicked.connect(self._show_open)
        self.close_button = self.buttons.addButton(
            self.tr("Close"), QDialogButtonBox.ButtonRole.RejectRole)
        self.close_button.clicked.connect(self.reject)
        default = self.show_button or self.close_button
        default.setDefault(True)
        default.setAutoDefault(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.message)
        layout.addWidget(self.advice)
        layout.addWidget(self.buttons)
        self.message.setText(self._who())
        self.advice.setText(self._what_now(reachable=show_open is not None))
        self.setMinimumWidth(460)
        default.setFocus()

    def _who(self) -> str:
        holder = self.holder
        folder = str(self.folder)
        if holder is None:
            return fill(
                self.tr("Another Momon Desktop is already using the data folder %1."), folder
            )
        when = _when(holder.started)
        if not holder.on_this_computer:
            text = self.tr(
                "Momon Desktop is already open on the computer %1 with the data folder %2 "
                "(since %3).") if when else self.tr(
                "Momon Desktop is already open on the computer %1 with the data folder %2.")
            return fill(text, holder.host or "?", folder, when)
        text = self.tr(
            "Momon Desktop is already open with the data folder %1 (process %2, since %3).") \
            if when else self.tr(
            "Momon Desktop is already open with the data folder %1 (process %2).")
        return fill(text, folder, str(holder.pid), when)

    def _what_now(self, reachable: bool) -> str:
        why = self.tr(
            "Only one window can use a data folder at a time, so that one window's "
            "unfinished game is never overwritten by the other's.")
        if reachable:
            return why + " " + self.tr("Switch to the open window to play on.")
        if self.holder is not None and not self.holder.on_this_computer:
            return why + " " + self.tr(
                "Close Momon Desktop on that computer, then start it again here.")
        return why + " " + self.tr(
            "Switch to it from the taskbar or the window list, or close it and start "
            "Momon Desktop again.")

    def _show_open(self) -> None:
        if self.show_open is not None and self.show_open():
            self.shown = True
            self.accept()
            return
        # it did not answer: say so, and leave only Close
        self.show_open = None
        if self.show_button is not None:
            self.show_button.hide()
        self.close_button.setDefault(True)
        self.close_button.setFocus()
        self.advice.setText(self.tr("The open window did not answer.") + " "
                            + self._what_now(reachable=False))


class WindowCall(QObject):
    """What the running instance's beacon calls, on the beacon's own thread, when a
    second start asks to see the open window: ``window`` (and a dialog open over it) is
    brought to the front on the GUI thread, and the answer is whether that happened
    within ``timeout`` seconds."""

    asked = Signal()

    def __init__(self, window: QWidget, timeout: float = 5.0) -> None:
        super().__init__()  # made on the GUI thread: ``asked`` reaches it queued
        self.window = window
        self.timeout = timeout
        self.done = threading.Event()
        self.asked.connect(self.bring_to_front)

    @Slot()
    def bring_to_front(self) -> None:
        window = self.window
        if window.isMinimized():
            window.setWindowState(window.windowState() & ~Qt.WindowState.WindowMinimized)
        window.show()
        window.raise_()
        window.activateWindow()
        modal = QApplication.activeModalWidget()
        if modal is not None and modal is not window:
            modal.raise_()
            modal.activateWindow()
        self.done.set()

    def __call__(self) -> bool:
        self.done.clear()
        self.asked.emit()
        return self.done.wait(self.timeout)

"""Sharing a deck as text (``docs/decks.md``): to the clipboard or a text file, and back.

The deck builder's texts keep their translation context ("DeckBuilder").
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFileDialog

from momon_desktop.cards import Deck, DeckError
from momon_desktop.storage.decktext import deck_to_text, parse_deck_text, read_deck_text_file
from momon_desktop.ui.cards.cardsetdialog import ProblemDialog
from momon_desktop.ui.decks.deckparts import DeckBuilderParts
from momon_desktop.ui.text.i18n import current_language, fill


class DeckSharing(DeckBuilderParts):
    """The deck builder's Share menu: the deck in the editor as text, out and in."""

    def deck_text(self) -> str:
        """The deck as shareable text (``docs/decks.md``)."""
        return deck_to_text(self.current_deck())

    def copy_text(self) -> None:
        """Put the deck as text on the clipboard."""
        QGuiApplication.clipboard().setText(self.deck_text())
        self.message.setText(
            QCoreApplication.translate("DeckBuilder", "The deck is on the clipboard as text."))

    def export_file(self) -> None:
        """Ask for a file name and write the deck as text."""
        path, _ = QFileDialog.getSaveFileName(
            self, QCoreApplication.translate("DeckBuilder", "Export deck"),
            self.current_deck().display_name() + ".txt",
            QCoreApplication.translate("DeckBuilder", "Text files (*.txt);;All files (*)"))
        if path:
            self.write_text_file(path)

    def write_text_file(self, path: str) -> bool:
        """Write the deck as text to ``path``."""
        try:
            Path(path).write_text(self.deck_text(), encoding="utf-8")
        except OSError as exc:
            self._show_write_error(exc)
            return False
        self.message.setText(
            fill(QCoreApplication.translate("DeckBuilder", "Exported to %1."), Path(path).name)
        )
        return True

    def paste_text(self) -> Deck | None:
        """Read a deck from the clipboard's text."""
        return self.read_text(QGuiApplication.clipboard().text(),
                              QCoreApplication.translate("DeckBuilder", "clipboard"))

    def import_file(self) -> None:
        """Ask for a text file with a shared deck and read it."""
        path, _ = QFileDialog.getOpenFileName(
            self, QCoreApplication.translate("DeckBuilder", "Import deck"), "",
            QCoreApplication.translate("DeckBuilder", "Text files (*.txt);;All files (*)"))
        if path:
            self.read_text_file(path)

    def read_text_file(self, path: str) -> Deck | None:
        """Read a shared deck from the text file at ``path``."""
        source = Path(path).name
        try:
            text = read_deck_text_file(path)
        except DeckError as error:
            self._show_problems(source, error.messages(current_language()))
            return None
        return self.read_text(text, source)

    def read_text(self, text: str, source: str) -> Deck | None:
        """Open a shared deck as a new, unsaved deck; on bad text show every problem."""
        if not self.maybe_keep_changes():
            return None
        try:
            deck = parse_deck_text(text, source)
        except DeckError as error:
            self._show_problems(source, error.messages(current_language()))
            return None
        self._edit(deck, None, dirty=True)
        self._select_key(None)
        self.message.setText(
            fill(
                QCoreApplication.translate("DeckBuilder", "Deck read from %1; save it to keep it."),
                source,
            )
        )
        return deck

    def _show_problems(self, source: str, problems: Sequence[str]) -> None:
        dialog = ProblemDialog(
            QCoreApplication.translate("DeckBuilder", "Deck not read"),
            fill(
                QCoreApplication.translate(
                    "DeckBuilder", "The text from %1 is not a shared deck. Nothing was changed."
                ),
                source,
            ),
            problems,
            self,
        )
        self.last_dialog = dialog
        dialog.open()

"""The question the saved games ask before another game takes the table
(``ui/table/replacing.py`` decides when): an unfinished game that was not saved as it
stands is kept in a file or let go."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QMessageBox, QWidget

from momon_desktop.ui.text.i18n import fill


class UnsavedGameQuestion(QMessageBox):
    """Another game would take the table from an unfinished game that has changed since it
    was last saved: keep it in a file (its own, or a new one in the saves folder), let it
    go, or go back to it."""

    def __init__(self, first: str, second: str, where: str, can_keep: bool,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setIcon(QMessageBox.Icon.Question)
        self.setWindowTitle(self.tr("Unfinished game"))
        self.setText(fill(self.tr("The game of %1 against %2 is not finished."), first, second))
        if can_keep:
            self.setInformativeText(fill(self.tr(
                "Keep it to play on later from Game ▸ Recent games (it is saved in %1), or "
                "let it go."), where))
        else:
            self.setInformativeText(self.tr(
                "This game cannot be saved (its decks use cards that are not in an installed "
                "card set): playing something else gives it up."))
        self.keep_button = self.addButton(self.tr("&Keep it"), QMessageBox.ButtonRole.AcceptRole)
        self.keep_button.setVisible(can_keep)
        self.discard_button = self.addButton(self.tr("&Let it go"),
                                             QMessageBox.ButtonRole.DestructiveRole)
        self.cancel_button = self.addButton(self.tr("&Cancel"),
                                            QMessageBox.ButtonRole.RejectRole)
        self.setDefaultButton(self.keep_button if can_keep else self.cancel_button)
        self.setEscapeButton(self.cancel_button)
        # what each answer does, given by the saved games (True: it was done)
        self.keep: Callable[[], bool] = self.close
        self.discard: Callable[[], bool] = self.close

    def leaves(self) -> bool:
        """After the answer: do it, and whether the table may take the other game."""
        clicked = self.clickedButton()
        if clicked is self.keep_button:
            return self.keep()
        if clicked is self.discard_button:
            return self.discard()
        return False

"""The questions a match asks before another game or a new match takes the table
(``ui/table/replacing.py`` decides when): a match in progress is set aside and kept, or
ended for a new match (one match is kept at a time)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QMessageBox, QWidget

from momon_desktop.storage.matches import MatchProgress
from momon_desktop.ui.match.matchdialogs import MatchStanding
from momon_desktop.ui.text.i18n import fill


class SetAsideMatchQuestion(QMessageBox):
    """Another game would take the table from a match: set the match aside (kept as it
    stands, both clocks stopped, offered again) or go back to it."""

    def __init__(self, standing: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setIcon(QMessageBox.Icon.Question)
        self.setWindowTitle(self.tr("Match in progress"))
        self.setText(fill(self.tr("A match is in progress: %1."), standing))
        self.setInformativeText(self.tr(
            "Playing something else sets it aside: it is kept as it stands, both clocks "
            "stopped. Game ▸ Resume the match goes back to it, and it is offered when you "
            "start Momon Desktop again."))
        self.aside_button = self.addButton(self.tr("&Set the match aside"),
                                           QMessageBox.ButtonRole.AcceptRole)
        self.cancel_button = self.addButton(self.tr("&Cancel"),
                                            QMessageBox.ButtonRole.RejectRole)
        self.setDefaultButton(self.cancel_button)
        self.setEscapeButton(self.cancel_button)
        # keeps the match (given by the match; True: it was kept)
        self.keep: Callable[[], bool] = self.close

    def leaves(self) -> bool:
        """After the answer: whether the table may take the other game (the match kept)."""
        return self.clickedButton() is self.aside_button and self.keep()


class EndMatchQuestion(QMessageBox):
    """A new match would replace the match in progress (or the one set aside): only one
    match is kept at a time, so it ends, or the new one is not started."""

    def __init__(self, standing: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setIcon(QMessageBox.Icon.Warning)
        self.setWindowTitle(self.tr("Match in progress"))
        self.setText(fill(self.tr("A match is in progress: %1."), standing))
        self.setInformativeText(self.tr(
            "A new match ends it: it will not be kept or offered again. Cancel keeps it "
            "(Game ▸ Resume the match)."))
        self.end_button = self.addButton(self.tr("&End it and start the new match"),
                                         QMessageBox.ButtonRole.DestructiveRole)
        self.cancel_button = self.addButton(self.tr("&Cancel"),
                                            QMessageBox.ButtonRole.RejectRole)
        self.setDefaultButton(self.cancel_button)
        self.setEscapeButton(self.cancel_button)
        # ends the match (given by the match)
        self.end: Callable[[], None] = lambda: None

    def leaves(self) -> bool:
        """After the answer: whether the new match may start (the old one ended)."""
        if self.clickedButton() is not self.end_button:
            return False
        self.end()
        return True


def kept_standing(progress: MatchProgress) -> MatchStanding:
    """Where a match kept in its file stands, for the questions about it."""
    names = {"a": progress.players.a.name, "b": progress.players.b.name}
    score = (progress.score.a, progress.score.b, progress.score.draws)
    current = progress.current
    clocks: dict[str, float] | None = None
    if progress.clock is not None:
        left = current.clock_left if current is not None else None
        clocks = left.model_dump() if left is not None \
            else {"a": progress.clock, "b": progress.clock}
    if current is not None:
        return MatchStanding(names, score, current.number, True, clocks)
    following = progress.next.game if progress.next is not None else len(progress.games) + 1
    return MatchStanding(names, score, following, False, clocks)

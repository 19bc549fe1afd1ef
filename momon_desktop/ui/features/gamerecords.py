"""The saved games' pieces apart from :class:`~.persistence.GamePersistence`: who plays
a seat as a game record says it, what a record of the table's game needs besides the
game (:class:`RecordContext`), the Format and the bundled deck name of a game's decks,
the question at start about an unfinished game, the question on quitting mid-game,
and whether the system can show a folder."""

from __future__ import annotations

import shutil
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtWidgets import QMessageBox, QWidget

from momon_desktop.cards import check_deck
from momon_desktop.engine import CardDef, Game
from momon_desktop.storage import (
    CardLibrary,
    FirstPlayer,
    GameRecord,
    LoadedRecord,
    RecordError,
    SeatPlayer,
)
from momon_desktop.storage.messages import error_text
from momon_desktop.ui.core.controller import HUMAN, PlayerInfo
from momon_desktop.ui.text.i18n import current_language, fill

# ----------------------------------------------------------------------------- seats


if TYPE_CHECKING:
    from momon_desktop.ui.core.controller import GameController
    from momon_desktop.ui.replay.replayviewer import ReplayWindow
    from momon_desktop.ui.table.host import TableHost


def problem_text(exc: BaseException) -> str:
    """Why a game could not be saved, opened or replayed, in the interface language."""
    return error_text(exc, current_language())


def seat_of(player: PlayerInfo) -> SeatPlayer:
    """Who plays a seat, as a record says it."""
    if player.is_human or player.is_remote:
        # a friend at another computer is a person too
        return SeatPlayer.person()
    if player.profile:
        return SeatPlayer.model_validate({"kind": "opponent", "profile": player.profile,
                                          "level": player.kind, "style": player.style})
    return SeatPlayer.model_validate({"kind": "computer", "level": player.kind,
                                      "style": player.style})


def player_of(seat: SeatPlayer, name: str, deck_name: str) -> PlayerInfo:
    """The player at the table for a recorded seat."""
    if seat.kind == "person" or seat.level is None:
        return PlayerInfo(name, HUMAN, deck_name)
    return PlayerInfo(name, seat.level, deck_name, seat.style or "balanced", seat.profile or "")


# ----------------------------------------------------------------------------- records of the table


@dataclass
class RecordContext:
    """What a record of the current game needs besides the game itself."""

    library: CardLibrary
    fmt: str
    created: str
    first_player: FirstPlayer


def game_format(decks: tuple[tuple[CardDef, ...], tuple[CardDef, ...]],
                library: CardLibrary) -> str | None:
    """The Format both decks are legal in (Standard before Open), or None when the decks
    use cards the library does not have exactly as played."""
    for deck in decks:
        for card in deck:
            if library.pool.find(card.id) != card:
                return None
    ids = [[c.id for c in deck] for deck in decks]
    for fmt in ("standard", "open"):
        if all(not check_deck(d, fmt, library.pool) for d in ids):
            return fmt
    return None


def deck_name_of(cards: tuple[CardDef, ...], lang: str) -> str:
    """The name of the bundled deck with exactly these cards, or an empty string."""
    from momon_desktop.cards import bundled_decks

    ids = sorted(c.id for c in cards)
    for deck in bundled_decks():
        if sorted(deck.cards) == ids:
            return deck.display_name(lang)
    return ""


class ResumeQuestion(QMessageBox):
    """At start: play on the unfinished game, keep it as a saved game, or discard it."""

    def __init__(self, parent: QWidget, first: str, second: str, turn: int, player: str,
                 saved: bool = False, friend: str = "") -> None:
        """``turn`` is ``player``'s own turn, 1 to 8 (7.1.1), as the table counts them;
        ``saved``: the game was saved as it stands when the app was quit (Save and quit),
        so it did not stop by accident; ``friend``: the game was hosted for this friend
        at another computer, and resuming opens the table again."""
        super().__init__(parent)
        self.setIcon(QMessageBox.Icon.Question)
        self.setWindowTitle(self.tr("Unfinished game"))
        text = self.tr("Your game saved when you quit: %1 against %2, turn %3 of 8 for %4.") \
            if saved else \
            self.tr("The last game did not finish: %1 against %2, turn %3 of 8 for %4.")
        self.setText(fill(text, first, second, str(turn), player))
        if friend:
            self.setInformativeText(fill(self.tr(
                "You hosted this game for %1 at another computer. Resume opens the table "
                "again with the same join code, and %1 comes back to it from their table; "
                "or keep it as a saved game for later, or discard it."), friend))
        else:
            self.setInformativeText(self.tr("Play on exactly where it stopped, keep it as a "
                                            "saved game for later, or discard it."))
        self.resume_button = self.addButton(self.tr("&Resume"), QMessageBox.ButtonRole.AcceptRole)
        self.keep_button = self.addButton(self.tr("&Keep for later"),
                                          QMessageBox.ButtonRole.ActionRole)
        self.discard_button = self.addButton(self.tr("&Discard"),
                                             QMessageBox.ButtonRole.DestructiveRole)
        self.setDefaultButton(self.resume_button)
        self.setEscapeButton(self.keep_button)


class HostedMatchQuestion(QMessageBox):
    """At start: open again the table of a match hosted for a friend at another
    computer, stopped between games, or leave the match."""

    def __init__(self, parent: QWidget, friend: str, played: int,
                 score: tuple[int, int]) -> None:
        """``played``: the games of the match played so far; ``score``: the game wins of
        the hosting player and of ``friend`` (PM.1)."""
        super().__init__(parent)
        self.setIcon(QMessageBox.Icon.Question)
        self.setWindowTitle(self.tr("Unfinished match"))
        self.setText(fill(self.tr(
            "Your match against %1, hosted at this computer, stopped after game %2: you "
            "%3, %1 %4."), friend, str(played), str(score[0]), str(score[1])))
        self.setInformativeText(fill(self.tr(
            "Resume opens the table again with the same join code, and %1 comes back to it "
            "from their table; leaving the match gives it up (the games played are kept "
            "as finished games)."), friend))
        self.resume_button = self.addButton(self.tr("&Resume the match"),
                                            QMessageBox.ButtonRole.AcceptRole)
        self.leave_button = self.addButton(self.tr("&Leave the match"),
                                           QMessageBox.ButtonRole.DestructiveRole)
        self.setDefaultButton(self.resume_button)
        # Escape or the window's close control loses nothing: the match is resumed
        self.setEscapeButton(self.resume_button)


class QuitGameQuestion(QMessageBox):
    """On quitting mid-game: save it and quit, quit without saving, or go back to it.

    The game is autosaved after every decision, so "Save and quit" also keeps it to be
    offered at the next start; "Quit without saving" gives it up (it is not offered
    again; a file it was saved to before stays as it was)."""

    def __init__(self, parent: QWidget, first: str, second: str, where: str,
                 can_save: bool) -> None:
        super().__init__(parent)
        self.setIcon(QMessageBox.Icon.Question)
        self.setWindowTitle(self.tr("Quit"))
        self.setText(fill(self.tr("The game of %1 against %2 is not finished."), first, second))
        if can_save:
            self.setInformativeText(fill(self.tr(
                "Save and quit keeps it in %1 and offers it when you start Momon Desktop "
                "again. Quit without saving gives it up: it is not offered again."), where))
        else:
            self.setInformativeText(self.tr(
                "This game cannot be saved (its decks use cards that are not in an installed "
                "card set): quitting gives it up."))
        self.save_button = self.addButton(self.tr("&Save and quit"),
                                          QMessageBox.ButtonRole.AcceptRole)
        self.save_button.setVisible(can_save)
        self.discard_button = self.addButton(self.tr("Quit &without saving"),
                                             QMessageBox.ButtonRole.DestructiveRole)
        self.cancel_button = self.addButton(self.tr("&Cancel"), QMessageBox.ButtonRole.RejectRole)
        self.setDefaultButton(self.save_button if can_save else self.cancel_button)
        self.setEscapeButton(self.cancel_button)
        # what each answer does, given by the saved games (True: the window may close)
        self.save: Callable[[], bool] = self.close
        self.discard: Callable[[], bool] = self.close

    def quits(self) -> bool:
        """After the answer: do it, and whether the window closes."""
        clicked = self.clickedButton()
        if clicked is self.save_button:
            return self.save()
        if clicked is self.discard_button:
            return self.discard()
        return False


def has_file_manager() -> bool:
    """Whether the system can show a folder: always on Windows and macOS; on Linux and
    other Unix desktops only with ``xdg-open`` (Qt's way there), without which Qt
    would only print a warning."""
    if sys.platform in ("win32", "darwin"):
        return True
    return shutil.which("xdg-open") is not None


@dataclass(frozen=True)
class FinishedKept:
    """A finished ``game`` (after the answers ``history``) written to ``path``, or the
    ``error`` that kept it from being written; whether its autosave was ``removed``."""

    game: Game
    history: tuple[object, ...]
    path: Path
    error: RecordError | None
    removed: bool


class SavedGame(Protocol):
    """What the parts of saving (the Game menu's files, the offer to resume, the games
    kept) need of the feature that keeps the record of the game on the table
    (:class:`~momon_desktop.ui.features.persistence.GamePersistence`)."""

    window: TableHost
    controller: GameController
    context: RecordContext | None
    current_path: Path | None
    # the unfinished game to keep if another takes the table first, and its file
    unsaved: tuple[GameRecord, Path | None] | None

    def record(self) -> GameRecord | None:
        """The record of the game on the table, or None when it cannot have one."""

    def practice_only(self) -> bool:
        """Whether the game on the table is one its owner does not keep."""

    def game_title(self, record: GameRecord) -> str:
        """A short name of a game for the recent games list."""

    def write(self, path: Path, record: GameRecord) -> bool:
        """Save the game on the table to ``path``; it is then the game's file."""

    def saved_as(self, path: Path, history: tuple[object, ...] | None) -> None:
        """The game on the table is in ``path`` as it stood after ``history``."""

    def file_holds(self, path: Path, game: Game) -> bool:
        """Whether the record in ``path`` is ``game`` as it stands."""

    def resume(self, loaded: LoadedRecord, path: Path | None, from_file: bool) -> None:
        """Put a verified unfinished game on the table exactly where it stopped."""

    def update_actions(self) -> None:
        """Enable what can be done with the current game."""

    def replay_shown(self, window: ReplayWindow) -> None:
        """A replay viewer of the window was opened."""

    def hand_over_kept(self, done: FinishedKept) -> None:
        """From the autosave writer's thread: a finished game was kept (or not)."""

    def show_error(self, title: str, path: Path | None, problem: str) -> None:
        """A clear message naming the file and the problem."""

    def show_unrecordable(self) -> None:
        """The game's cards are not all from the card sets the app knows."""

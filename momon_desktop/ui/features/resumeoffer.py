"""The offer to play on an unfinished game left at the last start (a crash, a forced
quit, or the app closed mid-game), as :class:`ResumeOffer`, a part of
:class:`~momon_desktop.ui.features.persistence.GamePersistence`. An autosave that cannot
be read is set aside (kept, renamed) with a message; one that holds a finished game is
kept by :class:`~momon_desktop.ui.features.keptgames.KeptGames`, never offered.

The texts keep the translation context "GamePersistence" that they had when saving was
one class, so the catalogue (resources/translations) reads them as before.
"""

from __future__ import annotations

import contextlib
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication

from momon_desktop.storage import (
    RECORD_SUFFIX,
    RecordError,
    add_recent,
    default_save_path,
    recent_file_of,
    save_record,
    saves_dir,
)
from momon_desktop.storage.record import now_iso
from momon_desktop.ui.features.gamerecords import (
    HostedMatchQuestion,
    ResumeQuestion,
    problem_text,
)
from momon_desktop.ui.text.i18n import fill
from momon_desktop.ui.text.words import file_name

if TYPE_CHECKING:
    from momon_desktop.storage.hostedtable import HostedTableFile
    from momon_desktop.storage.record import LoadedRecord
    from momon_desktop.ui.features.gamerecords import SavedGame
    from momon_desktop.ui.features.keptgames import KeptGames


class KeptTables(Protocol):
    """The tables this app hosted for a friend, kept to open again for the game the
    autosave keeps (the Host a table feature, ``ui.features.hosting``)."""

    def kept_table(self, loaded: LoadedRecord) -> HostedTableFile | None: ...

    def kept_match(self) -> HostedTableFile | None: ...

    def take_up(self, loaded: LoadedRecord | None, kept: HostedTableFile) -> bool: ...

    def close(self, forget: bool = True) -> None: ...


class ResumeOffer:
    """At start, the unfinished game the autosave of ``owner``'s window holds, offered."""

    def __init__(self, owner: SavedGame, kept: KeptGames) -> None:
        # the hosted tables, once the feature that hosts them is installed
        self.tables: KeptTables | None = None
        self.owner = owner
        self.kept = kept
        self.window = owner.window
        self.controller = owner.controller
        # The question offering the unfinished game at start, while it is open.
        self.resume_box: ResumeQuestion | None = None
        # the question offering a match hosted for a friend, kept between games
        self.match_box: HostedMatchQuestion | None = None

    def start_up(self) -> None:
        """At start: offer the unfinished game if there is one, else a new game."""
        if self.offer_resume() is None:
            self.window.request_new_game()

    def offer_resume(self) -> ResumeQuestion | HostedMatchQuestion | None:
        """If an unfinished game was left (a crash, a forced quit, or the app was closed
        mid-game), ask whether to play on; returns the (window-modal) question, or None
        when there is nothing to offer. Without one, a match hosted for a friend that
        stopped between games is offered (:meth:`offer_hosted_match`)."""
        if not self.window.autosave.exists():
            return self.offer_hosted_match()
        try:
            loaded = self.window.autosave.load()
        except RecordError as exc:
            kept = self.set_aside_autosave()
            self.owner.show_error(
                QCoreApplication.translate("GamePersistence", "Cannot resume the unfinished game"),
                self.window.autosave.path,
                problem_text(exc) + "\n\n" + fill(QCoreApplication.translate("GamePersistence", "The file was kept as %1."), str(kept)),
            )
            return None
        if loaded is None:
            return self.offer_hosted_match()
        record = loaded.record
        g = loaded.game
        if record.result is not None or g.over:
            # A finished game whose end was cut short (a crash before its autosave went),
            # or whose autosave could not be removed: it is kept, never offered.
            self.kept.keep_finished_autosave(record)
            return self.offer_hosted_match()
        # 7.1.1: the turn player's own turn, counted as the table counts it.
        mover = g.turn_player if g.turn_player in (0, 1) else 0
        turn = min(8, g.turns[mover] + 1)
        names = (record.players.first, record.players.second)
        where = recent_file_of(record.created)
        # a game hosted for a friend at another computer: its table opens again
        hosting = self.tables
        hosted = hosting.kept_table(loaded) if hosting is not None else None
        box = ResumeQuestion(self.window.window(), names[0], names[1], turn, names[mover],
                             where is not None and self.owner.file_holds(where, g),
                             friend=hosted.names[1] if hosted is not None else "")
        def finished() -> None:
            clicked = box.clickedButton()
            if clicked is box.resume_button:
                if hosting is None or hosted is None or not hosting.take_up(loaded, hosted):
                    self.owner.resume(loaded, None, from_file=False)
                return
            if hosting is not None and hosted is not None:
                hosting.close()  # kept or discarded: the table is not opened again
            if clicked is box.keep_button:
                path = default_save_path(record)
                try:
                    save_record(path, record)
                except RecordError as exc:
                    self.owner.show_error(QCoreApplication.translate("GamePersistence", "Cannot save the game"), path, problem_text(exc))
                    return
                with contextlib.suppress(RecordError):
                    add_recent(path, self.owner.game_title(record), record.created, record.created)
                self.window.status(
                    fill(
                        QCoreApplication.translate("GamePersistence", "The unfinished game is kept in %1"), file_name(path, saves_dir())
                    ),
                    10000,
                )
            if not self.window.autosave.clear():
                self.window.status(
                    fill(
                        QCoreApplication.translate("GamePersistence", "The autosave %1 could not be removed."),
                        file_name(self.window.autosave.path),
                    ),
                    15000,
                )
            self.window.request_new_game()

        box.finished.connect(finished)
        box.open()
        self.resume_box = box
        return box

    def offer_hosted_match(self) -> HostedMatchQuestion | None:
        """A match hosted for a friend at another computer that stopped between games
        (the app quit or was stopped): offered to open its table again, or to leave it;
        returns the (window-modal) question, or None when there is none."""
        hosting = self.tables
        kept = hosting.kept_match() if hosting is not None else None
        if hosting is None or kept is None or kept.match is None:
            return None
        score = kept.match.score
        played = len(kept.match.games) + (kept.match.current is not None)
        box = HostedMatchQuestion(self.window.window(), kept.names[1], played,
                                  (score.a, score.b))

        def finished() -> None:
            self.match_box = None
            if box.clickedButton() is box.resume_button and hosting.take_up(None, kept):
                return
            if box.clickedButton() is not box.resume_button:
                hosting.close()  # left: the table is not opened again
            self.window.request_new_game()

        box.finished.connect(finished)
        box.open()
        self.match_box = box
        return box

    def set_aside_autosave(self) -> Path:
        """Move an autosave that cannot be used out of the way, keeping its content."""
        self.window.autosave.wait()
        source = self.window.autosave.path
        stamp = now_iso().replace(":", "").replace("-", "")
        target = source.with_name(f"autosave-unreadable-{stamp}{RECORD_SUFFIX}")
        try:
            source.replace(target)
        except OSError:
            return source
        return target

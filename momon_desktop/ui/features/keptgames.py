"""Games kept on disk as they leave the table, as :class:`KeptGames`, a part of
:class:`~momon_desktop.ui.features.persistence.GamePersistence`: a finished game is
written to its file (or a new one in the saves folder) and its autosave removed, on the
autosave writer's thread once the window has drawn the last move; a finished game an
autosave still holds (a crash cut its end short) is kept at the next start; and an
unfinished game another one replaced before it was saved is kept in its own file.

The texts keep the translation context "GamePersistence" that they had when saving was
one class, so the catalogue (resources/translations) reads them as before.
"""

from __future__ import annotations

import contextlib
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from momon_desktop.engine import Game
from momon_desktop.storage import (
    RECORD_SUFFIX,
    GameRecord,
    RecordError,
    add_recent,
    default_save_path,
    parse_record,
    recent_file_of,
    save_record,
    saves_dir,
)
from momon_desktop.storage.files import MAX_FILE_BYTES, FileTooLarge, read_limited
from momon_desktop.ui.features.gamerecords import FinishedKept, SavedGame, problem_text
from momon_desktop.ui.text.i18n import fill
from momon_desktop.ui.text.words import file_name


class KeptGames:
    """The finished and replaced games of ``owner``'s window, kept in their files."""

    def __init__(self, owner: SavedGame) -> None:
        self.owner = owner
        self.window = owner.window
        self.controller = owner.controller

    def keep_replaced_game(self) -> None:
        """A new game replaced an unfinished one that was not saved as it stood: keep it
        (in its own file, or a new one in the saves folder) so that it is never lost."""
        unsaved, self.owner.unsaved = self.owner.unsaved, None
        if unsaved is None:
            return
        record, path = unsaved
        target = path or default_save_path(record)
        try:
            save_record(target, record)
        except RecordError as exc:
            self.owner.show_error(QCoreApplication.translate("GamePersistence", "Cannot save the game"), target, problem_text(exc))
            return
        with contextlib.suppress(RecordError):
            add_recent(target, self.owner.game_title(record), record.created, record.created)
        self.window.status(
            fill(QCoreApplication.translate("GamePersistence", "The unfinished game is kept in %1"), file_name(target, saves_dir())),
            10000)

    def on_game_over(self, result: object) -> None:
        """The game ended: the finished game is kept in the saves folder (or its own
        file) so that it can be watched again, and then the autosave goes: once the
        window has drawn the last move, on the autosave writer's thread (the disk's wait
        holds up neither that picture nor the ones after it)."""
        self.owner.unsaved = None
        self.owner.update_actions()
        if self.owner.practice_only():
            return
        game = self.controller.game
        assert game is not None
        record = self.owner.record()
        history = tuple(game.history)
        self.window.frame.after_drawing(lambda: self._keep_finished(game, history, record))

    def _keep_finished(self, game: Game, history: tuple[object, ...],
                       record: GameRecord | None) -> None:
        """Keep ``game``, which ended after the answers ``history``, in its file and
        remove its autosave. Where the table moved on meanwhile (a take-back, another
        game), the autosave of what it shows now stays, and another game keeps its file."""
        own = self.controller.game is game
        unchanged = own and tuple(game.history) == history
        if record is None:
            if unchanged:
                self.window.autosave.clear()
            return
        path = (self.owner.current_path if own else None) or default_save_path(record)
        title = self.owner.game_title(record)

        def keep() -> None:
            # on the autosave writer's thread, after the autosaves before it
            error: RecordError | None = None
            removed = True
            try:
                save_record(path, record)
            except RecordError as exc:
                error = exc
            else:
                with contextlib.suppress(RecordError):
                    add_recent(path, title, record.created, record.created)
                if unchanged:
                    removed = self.remove_finished_autosave(record)
            self.owner.hand_over_kept(FinishedKept(game, history, path, error, removed))

        self.window.autosave.after_writes(keep)

    def on_finished_kept(self, done: FinishedKept) -> None:
        """The finished game was written (or could not be): say so, and it is the
        file of the game on the table if that game is still there."""
        path, removed = done.path, done.removed
        kept = done.error is None
        if done.error is not None:
            self.owner.show_error(QCoreApplication.translate("GamePersistence", "Cannot save the game"), path, problem_text(done.error))
        elif self.controller.game is done.game:
            self.owner.saved_as(path, done.history)
        if kept:
            self.say_kept(path, removed)
        elif not removed:
            self.window.status(
                fill(
                    QCoreApplication.translate("GamePersistence", "The autosave %1 could not be removed."),
                    file_name(self.window.autosave.path),
                ),
                15000, aside=True,
            )

    def remove_finished_autosave(self, record: GameRecord) -> bool:
        """Remove the autosave of a game that is over; when it cannot be removed, write
        the finished game over it where that can be done, so that the next start sees
        that the game is over and does not offer it.  Returns whether it is gone."""
        if self.window.autosave.clear():
            return True
        if self.window.autosave.path.is_file():
            with contextlib.suppress(RecordError, OSError):
                save_record(self.window.autosave.path, record, backup=False)
        return False

    def keep_finished_left_behind(self) -> Path | None:
        """A match was resumed without a game on the table (between games, or waiting
        for the clock press): a finished game its autosave still holds (a crash cut the
        end of that game short) is kept now; returns its file."""
        if self.controller.game is not None or not self.window.autosave.exists():
            return None
        try:
            loaded = self.window.autosave.load()
        except RecordError:
            return None
        if loaded is None or (loaded.record.result is None and not loaded.game.over):
            return None
        return self.keep_finished_autosave(loaded.record)

    def keep_finished_autosave(self, record: GameRecord) -> Path | None:
        """The autosave holds a finished game: make sure it is kept in its file (the
        one it was last saved to, or a new one in the saves folder) and on the recent
        games list, then remove the autosave. Returns the game's file (None when it
        could not be written; the autosave then stays, and a message says why)."""
        path = self.kept_copy(record)
        if path is None:
            path = recent_file_of(record.created) or default_save_path(record)
            try:
                save_record(path, record)
            except RecordError as exc:
                self.owner.show_error(QCoreApplication.translate("GamePersistence", "Cannot save the game"), path, problem_text(exc))
                return None
        with contextlib.suppress(RecordError):
            add_recent(path, self.owner.game_title(record), record.created, record.created)
        self.say_kept(path, self.window.autosave.clear())
        return path

    def say_kept(self, path: Path, removed: bool) -> None:
        """The status bar: the finished game is kept in ``path`` (and whether its
        autosave could be removed)."""
        if removed:
            self.window.status(
                fill(QCoreApplication.translate("GamePersistence", "The finished game is kept in %1"), file_name(path, saves_dir())),
                10000, aside=True)
        else:
            self.window.status(
                fill(
                    QCoreApplication.translate("GamePersistence",
                        "The finished game is kept in %1, but the autosave %2 could not be removed."
                    ),
                    file_name(path, saves_dir()),
                    file_name(self.window.autosave.path),
                ),
                15000, aside=True,
            )

    @staticmethod
    def kept_copy(record: GameRecord) -> Path | None:
        """A file that holds ``record`` already: the one its game was last saved to, or
        one the saves folder names after its creation time (``default_save_path``)."""
        stamp = record.created.replace(":", "").replace("-", "")
        candidates = [recent_file_of(record.created),
                      *sorted(saves_dir().glob(f"game-{stamp}*{RECORD_SUFFIX}"))]
        for path in candidates:
            if path is None or not path.is_file():
                continue
            try:
                if parse_record(read_limited(path, MAX_FILE_BYTES)) == record:
                    return path
            except (RecordError, OSError, FileTooLarge):
                continue
        return None

"""The Game menu's files: Open, Recent games, Save, Save as, the replays and the data
folder, as :class:`SaveOpenActions`, a part of
:class:`~momon_desktop.ui.features.persistence.GamePersistence` (which keeps the record
of the game on the table, its file and whether it changed since; this part asks for
files, writes and reads them through it, and opens the replay viewer).

The texts keep the translation context "GamePersistence" that they had when saving was
one class, so the catalogue (resources/translations) reads them as before.
"""

from __future__ import annotations

import contextlib
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, QUrl
from PySide6.QtGui import QDesktopServices, QKeySequence
from PySide6.QtWidgets import QFileDialog, QMenu, QMessageBox

from momon_desktop.storage import (
    RECORD_SUFFIX,
    LoadedRecord,
    RecordError,
    Replay,
    add_recent,
    data_dir,
    default_save_path,
    load_record,
    recent_games,
    saves_dir,
)
from momon_desktop.storage.record import now_iso
from momon_desktop.ui.core.actions import ActionSpec
from momon_desktop.ui.core.settings import say_what_was_left_out
from momon_desktop.ui.features.gamerecords import has_file_manager, problem_text
from momon_desktop.ui.text.i18n import current_language, fill
from momon_desktop.ui.text.words import file_name

if TYPE_CHECKING:
    from momon_desktop.ui.features.gamerecords import SavedGame
    from momon_desktop.ui.replay.replayviewer import ReplayWindow
    from momon_desktop.ui.table.dialogs import ResultDialog


class SaveOpenActions:
    """Open, Recent games, Save, Save as, the replays and the data folder of the window
    whose saved games ``owner`` keeps."""

    def __init__(self, owner: SavedGame) -> None:
        self.owner = owner
        self.window = owner.window
        self.controller = owner.controller
        self.last_dialog: QMessageBox | None = None
        self._create_actions()

    def retranslate(self) -> None:
        """The actions' tips name the saves folder in the current language."""
        where = fill(QCoreApplication.translate("GamePersistence", "Saved games are kept in %1"),
                     file_name(saves_dir()))
        for action in (self.save_action, self.save_as_action, self.open_action,
                       self.data_folder_action):
            action.setStatusTip(where)
            action.setToolTip(where)

    def update_actions(self) -> None:
        """Enable what can be done with the current game."""
        g = self.controller.game
        recordable = g is not None and self.owner.context is not None
        self.save_action.setEnabled(recordable)
        self.save_as_action.setEnabled(recordable)
        self.replay_current_action.setEnabled(recordable and g is not None and g.over)

    def _create_actions(self) -> None:
        """Open and Recent games; Save and Save as; the replays and the data folder, in
        the Game menu after the new game and match."""
        r = self.window.action_registry
        self.open_action = r.add(ActionSpec(
            "game.open", lambda: QCoreApplication.translate("GamePersistence", "&Open…"), "game", 20, 10,
            (QKeySequence.StandardKey.Open,)), lambda: self.open_game())
        self.recent_menu = r.add_menu("recent", lambda: QCoreApplication.translate("GamePersistence", "Recent &games"), 0,
                                      parent="game", section=20, place=20,
                                      menu=QMenu(self.window.window()))
        self.recent_menu.aboutToShow.connect(self.fill_recent_menu)
        self.save_action = r.add(ActionSpec(
            "game.save", lambda: QCoreApplication.translate("GamePersistence", "&Save"), "game", 22, 10,
            (QKeySequence.StandardKey.Save,)), self.save)
        self.save_as_action = r.add(ActionSpec(
            "game.save_as", lambda: QCoreApplication.translate("GamePersistence", "Save &as…"), "game", 22, 20,
            (QKeySequence.StandardKey.SaveAs,)), self.save_as)
        self.replay_current_action = r.add(ActionSpec(
            "game.replay_current", lambda: QCoreApplication.translate("GamePersistence", "&Watch the replay of this game"),
            "game", 24, 10), self.replay_current_game)
        self.replay_file_action = r.add(ActionSpec(
            "game.replay_file", lambda: QCoreApplication.translate("GamePersistence", "Watch a saved &replay…"), "game", 24, 20,
            ("Ctrl+Shift+O",)), lambda: self.open_replay())
        self.data_folder_action = r.add(ActionSpec(
            "game.data_folder", lambda: QCoreApplication.translate("GamePersistence", "Open the &data folder"), "game", 24, 30),
            self.open_data_folder)

    def save(self) -> bool:
        """Save to the game's file, or ask for one the first time (Ctrl+S)."""
        if self.owner.current_path is None:
            return self.save_as()
        record = self.owner.record()
        if record is None:
            self.owner.show_unrecordable()
            return False
        ok = self.owner.write(self.owner.current_path, record)
        if ok:
            self.window.status(
                fill(QCoreApplication.translate("GamePersistence", "Saved to %1"), file_name(self.owner.current_path, saves_dir())), 5000)
        return ok

    def ask_save_path(self, start: Path) -> str:
        """Ask where to save (a file dialog starting in the saves folder)."""
        start.parent.mkdir(parents=True, exist_ok=True)
        path, _filter = QFileDialog.getSaveFileName(
            self.window.window(), QCoreApplication.translate("GamePersistence", "Save game"), str(start),
            fill(QCoreApplication.translate("GamePersistence", "Momon Desktop games (*%1)"), RECORD_SUFFIX))
        return path

    def save_as(self) -> bool:
        """Save to a new file chosen by the player (Ctrl+Shift+S)."""
        record = self.owner.record()
        if record is None:
            self.owner.show_unrecordable()
            return False
        start = self.owner.current_path or default_save_path(record)
        chosen = self.ask_save_path(start)
        if not chosen:
            return False
        path = Path(chosen)
        if not path.name.endswith(RECORD_SUFFIX):
            path = path.with_name(path.name.removesuffix(".json") + RECORD_SUFFIX)
        ok = self.owner.write(path, record)
        if ok:
            self.window.status(fill(QCoreApplication.translate("GamePersistence", "Saved to %1"), file_name(path, saves_dir())),
                               5000)
        return ok

    def ask_open_path(self, title: str) -> str:
        """Ask which record to open (a file dialog starting in the saves folder)."""
        folder = saves_dir()
        folder.mkdir(parents=True, exist_ok=True)
        path, _filter = QFileDialog.getOpenFileName(
            self.window.window(), title, str(folder),
            fill(QCoreApplication.translate("GamePersistence", "Momon Desktop games (*%1);;All files (*)"), RECORD_SUFFIX))
        return path

    def load(self, path: Path) -> LoadedRecord | None:
        """Read and verify a record; on failure say why and return None (nothing changes)."""
        try:
            return load_record(path)
        except RecordError as exc:
            self.owner.show_error(QCoreApplication.translate("GamePersistence", "Cannot open the game"), path, problem_text(exc))
            return None

    def _open(self, path: str | Path | None, title: str) -> tuple[Path, LoadedRecord] | None:
        """The record at ``path`` (asked for under ``title`` when None), verified and put
        at the top of the recent games; None if none was chosen or it cannot be read."""
        if path is None:
            chosen = self.ask_open_path(title)
            if not chosen:
                return None
            path = chosen
        path = Path(path)
        loaded = self.load(path)
        if loaded is None:
            return None
        with contextlib.suppress(RecordError):
            add_recent(path, self.owner.game_title(loaded.record), now_iso(), loaded.record.created)
        return path, loaded

    def open_game(self, path: str | Path | None = None) -> bool:
        """Open a record: an unfinished game is played on, a finished one is replayed."""
        opened = self._open(path, QCoreApplication.translate("GamePersistence", "Open game"))
        if opened is None:
            return False
        path, loaded = opened
        if loaded.record.result is not None:
            self.show_replay(Replay.from_loaded(loaded), path.name)
            return True
        self.window.replace_table(lambda: self.owner.resume(loaded, path, from_file=True))
        return True

    def fill_recent_menu(self) -> None:
        """The recent games, newest first."""
        menu = self.recent_menu
        menu.clear()
        games = recent_games()
        say_what_was_left_out(self.window.status, current_language())
        if not games:
            empty = menu.addAction(QCoreApplication.translate("GamePersistence", "No recent games"))
            empty.setEnabled(False)
            return
        for i, game in enumerate(games, 1):
            when = game.when
            with contextlib.suppress(ValueError, OverflowError):  # kept times are in range
                when = datetime.fromisoformat(game.when).astimezone().strftime("%Y-%m-%d %H:%M")
            title = game.title.replace("&", "&&")
            text = f"&{i % 10} {title} · {when} · {Path(game.path).name}"
            action = menu.addAction(text)
            action.setToolTip(game.path)
            # the whole path in the tooltip; the status bar names the file and its folder
            action.setStatusTip(file_name(Path(game.path), saves_dir()))
            action.triggered.connect(lambda _checked=False, p=game.path: self.open_game(p))

    def open_data_folder(self) -> Path:
        """Show the folder where games are kept in the system's file manager."""
        folder = data_dir()
        with contextlib.suppress(OSError):
            saves_dir().mkdir(parents=True, exist_ok=True)
        opened = has_file_manager() and QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder)))
        self.window.status(
            fill(QCoreApplication.translate("GamePersistence", "Your games are kept in %1"), file_name(folder)), 10000)
        if not opened:
            # No file manager to show it in: the path itself, to copy.
            box = QMessageBox(QMessageBox.Icon.Information, QCoreApplication.translate("GamePersistence", "Your data folder"),
                              QCoreApplication.translate("GamePersistence", "No file manager could be opened. Your games, decks and "
                                      "card sets are kept in this folder:"),
                              QMessageBox.StandardButton.NoButton, self.window.window())
            box.setEscapeButton(box.addButton(QCoreApplication.translate("GamePersistence", "&Close"),
                                              QMessageBox.ButtonRole.RejectRole))
            box.setInformativeText(str(folder))
            box.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            box.open()
            self.last_dialog = box
        return folder

    def replay_current_game(self, *, play: bool = False) -> ReplayWindow | None:
        """Watch the game on the table again, from its first decision (``play``: the
        decisions go on by themselves)."""
        record = self.owner.record()
        if record is None:
            return None
        try:
            replay = Replay.from_record(record)
        except RecordError as exc:
            self.owner.show_error(QCoreApplication.translate("GamePersistence", "Cannot replay the game"), self.owner.current_path, problem_text(exc))
            return None
        window = self.show_replay(replay, self.owner.current_path.name if self.owner.current_path else "")
        if play:
            window.set_playing(True)
        return window

    def attach_result(self, dialog: ResultDialog) -> None:
        """The result screen of a finished game: Replay opens the replay of this game at
        its first decision and plays it (its Review is the game review's, which reads
        the game's record from :meth:`record`)."""
        dialog.offer_replay(self.owner.record() is not None)
        dialog.replay_requested.connect(lambda: self.replay_current_game(play=True))

    def open_replay(self, path: str | Path | None = None) -> ReplayWindow | None:
        """Watch a saved game: choose the file, verify it, open the replay viewer."""
        opened = self._open(path, QCoreApplication.translate("GamePersistence", "Watch a saved replay"))
        if opened is None:
            return None
        path, loaded = opened
        return self.show_replay(Replay.from_loaded(loaded), path.name)

    def show_replay(self, replay: Replay, source: str) -> ReplayWindow:
        """Open a replay viewer window."""
        from momon_desktop.ui.replay.replayviewer import ReplayWindow

        window = ReplayWindow(replay, source, self.window.lang, self.window.window())
        window.show()
        self.owner.replay_shown(window)
        return window

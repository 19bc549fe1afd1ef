"""Saved games in the main window: Save, Save As, Open, Recent Games, the autosave
after every decision, resuming an unfinished game after a crash, and the replays.

Everything on disk goes through :mod:`momon_desktop.storage` (``docs/records.md``):
atomic writes with a ``.bak`` of the previous good save, verification of every record
that is opened, and the user data folder from platformdirs (or ``MOMON_DATA_DIR``).

A game record says who played each seat (a person, the computer at a level and style,
or a scripted opponent), so a resumed or reopened game is played by the same people
and computer players again. When the unfinished game is resumed from the autosave, the
file it was last saved to or opened from is found in the recent games list (by the
record's creation time), and saving goes on into that file.

The seats and the context of a record, the Format and deck names, and the question
about an unfinished game are in :mod:`.gamerecords`.
"""

from __future__ import annotations

import contextlib
import time
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer, QUrl, Signal
from PySide6.QtGui import QDesktopServices, QKeySequence
from PySide6.QtWidgets import QFileDialog, QMenu, QMessageBox

from momon_desktop.engine import Game
from momon_desktop.storage import (
    RECORD_SUFFIX,
    CardLibrary,
    FirstPlayer,
    GameRecord,
    LoadedRecord,
    RecordError,
    Replay,
    SeatPlayer,
    Seats,
    add_recent,
    data_dir,
    default_save_path,
    load_record,
    make_record,
    parse_record,
    recent_file_of,
    recent_games,
    save_record,
    saves_dir,
)
from momon_desktop.storage.files import MAX_FILE_BYTES, FileTooLarge, read_limited
from momon_desktop.storage.messages import error_text
from momon_desktop.storage.record import CheckChain, now_iso
from momon_desktop.ui.core.actions import ActionSpec
from momon_desktop.ui.core.controller import GameSpec, PlayerInfo
from momon_desktop.ui.core.settings import say_what_was_left_out
from momon_desktop.ui.features.gamerecords import (
    QuitGameQuestion,
    RecordContext,
    ResumeQuestion,
    deck_name_of,
    game_format,
    has_file_manager,
    player_of,
    seat_of,
)
from momon_desktop.ui.features.leaving import UnsavedGameQuestion
from momon_desktop.ui.text.i18n import current_language, fill
from momon_desktop.ui.text.words import file_name

if TYPE_CHECKING:
    from momon_desktop.ui.replay.replayviewer import ReplayWindow
    from momon_desktop.ui.table.dialogs import ResultDialog
    from momon_desktop.ui.table.host import TableHost


def problem_text(exc: BaseException) -> str:
    """Why a game could not be saved, opened or replayed, in the interface language."""
    return error_text(exc, current_language())


@dataclass(frozen=True)
class FinishedKept:
    """A finished ``game`` (after the answers ``history``) written to ``path``, or the
    ``error`` that kept it from being written; whether its autosave was ``removed``."""

    game: Game
    history: tuple[object, ...]
    path: Path
    error: RecordError | None
    removed: bool


class GamePersistence(QObject):
    """The window's saved games: menu actions, autosave, resume and replays."""

    # an autosave could not be written (its RecordError); sent from the autosave
    # writer's thread, received on the window's
    autosave_failed = Signal(object)
    # a replay viewer was opened (with the window): a feature may offer its Review
    replay_opened = Signal(object)
    # a finished game was kept (its FinishedKept); sent from the autosave writer's
    # thread, received on the window's
    finished_kept = Signal(object)

    def __init__(self, window: TableHost) -> None:
        super().__init__(window.window())
        self.window = window
        self.controller = window.controller
        window.ask_before_leaving(self)
        self.context: RecordContext | None = None
        self.current_path: Path | None = None
        self.replay_windows: list[ReplayWindow] = []
        # Milliseconds each autosave took, for the figures of the app.
        self.autosave_ms: list[float] = []
        self.last_error = ""
        self.last_dialog: QMessageBox | None = None
        # The question offering the unfinished game at start, while it is open.
        self.resume_box: ResumeQuestion | None = None
        self._saved_history: tuple[object, ...] | None = None
        self._autosaved_history: tuple[object, ...] | None = None
        self._unsaved: tuple[GameRecord, Path | None] | None = None
        # the checks of the game on the table, extended at each autosave
        self._checks = CheckChain()
        self._players: tuple[PlayerInfo, PlayerInfo] | None = None
        self._autosave_failed = False
        self._incoming: tuple[Path | None, RecordContext, bool] | None = None
        self._create_actions()
        c = self.controller
        c.started.connect(self.on_started)
        c.batch_finished.connect(self.on_batch_finished)
        c.game_over.connect(self.on_game_over)
        window.result_dialog_opened.connect(self.attach_result)
        # the title's mark of a change follows every change, Take back and Redo too
        c.reset.connect(self.on_changed)
        c.batch_finished.connect(self.on_changed)
        self.autosave_failed.connect(self.on_autosave_failed)
        self.finished_kept.connect(self.on_finished_kept)
        window.window().installEventFilter(self)
        self.retranslate()

    # ------------------------------------------------------------------ actions

    def _create_actions(self) -> None:
        """Open and Recent games; Save and Save as; the replays and the data folder, in
        the Game menu after the new game and match."""
        r = self.window.action_registry
        self.open_action = r.add(ActionSpec(
            "game.open", lambda: self.tr("&Open…"), "game", 20, 10,
            (QKeySequence.StandardKey.Open,)), lambda: self.open_game())
        self.recent_menu = r.add_menu("recent", lambda: self.tr("Recent &games"), 0,
                                      parent="game", section=20, place=20,
                                      menu=QMenu(self.window.window()))
        self.recent_menu.aboutToShow.connect(self.fill_recent_menu)
        self.save_action = r.add(ActionSpec(
            "game.save", lambda: self.tr("&Save"), "game", 22, 10,
            (QKeySequence.StandardKey.Save,)), self.save)
        self.save_as_action = r.add(ActionSpec(
            "game.save_as", lambda: self.tr("Save &as…"), "game", 22, 20,
            (QKeySequence.StandardKey.SaveAs,)), self.save_as)
        self.replay_current_action = r.add(ActionSpec(
            "game.replay_current", lambda: self.tr("&Watch the replay of this game"),
            "game", 24, 10), self.replay_current_game)
        self.replay_file_action = r.add(ActionSpec(
            "game.replay_file", lambda: self.tr("Watch a saved &replay…"), "game", 24, 20,
            ("Ctrl+Shift+O",)), lambda: self.open_replay())
        self.data_folder_action = r.add(ActionSpec(
            "game.data_folder", lambda: self.tr("Open the &data folder"), "game", 24, 30),
            self.open_data_folder)

    def retranslate(self) -> None:
        """Texts in the current language."""
        where = fill(self.tr("Saved games are kept in %1"), file_name(saves_dir()))
        for action in (self.save_action, self.save_as_action, self.open_action,
                       self.data_folder_action):
            action.setStatusTip(where)
            action.setToolTip(where)
        self.update_actions()
        self.update_title()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window.window():
            if event.type() == QEvent.Type.LanguageChange:
                # after the window has rebuilt its own texts
                QTimer.singleShot(0, self, self.retranslate)
        return False

    def update_actions(self) -> None:
        """Enable what can be done with the current game."""
        g = self.controller.game
        recordable = g is not None and self.context is not None
        self.save_action.setEnabled(recordable)
        self.save_as_action.setEnabled(recordable)
        self.replay_current_action.setEnabled(recordable and g is not None and g.over)

    def on_changed(self) -> None:
        """The game moved towards or away from the state last saved."""
        if shiboken6.isValid(self.window.window()):
            self.update_title()

    def update_title(self) -> None:
        """The window title names the saved file, with a mark while it is out of date."""
        w = self.window.window()
        base = QCoreApplication.translate("MainWindow", "Momon Desktop")
        if self.current_path is None:
            title, modified = base, False
        else:
            title = fill(self.tr("%1[*] – %2"), self.current_path.name, base)
            modified = self.modified
        # Set only what changed: each setting is passed on to the window system.
        if w.windowTitle() != title:
            w.setWindowTitle(title)
        if w.isWindowModified() != modified:
            w.setWindowModified(modified)

    @property
    def modified(self) -> bool:
        """Whether the game has changed since it was last saved or opened."""
        g = self.controller.game
        if g is None:
            return False
        return self._saved_history != tuple(g.history)

    # ------------------------------------------------------------------ following the game

    def library(self) -> CardLibrary:
        """Every card set a new game may use: those shipped with the app and those the
        player imported (Cards menu); a record embeds the imported ones it uses."""
        return self.window.library.card_library()

    def on_started(self) -> None:
        """A new game, or an opened or resumed one, is on the table."""
        spec = self.controller.spec
        assert spec is not None
        incoming, self._incoming = self._incoming, None
        self.keep_replaced_game()
        self._autosave_failed = False
        self._autosaved_history = None
        self._players = self.controller.players
        if incoming is not None:
            self.current_path, self.context, saved = incoming
            g = self.controller.game
            self._saved_history = tuple(g.history) if g is not None and saved else None
        else:
            self.current_path = None
            self._saved_history = None
            self.context = None
            try:
                library = self.library()
            except Exception as exc:  # a damaged installation: play on, without records
                self.last_error = str(exc)
                library = None
            fmt = game_format(spec.decks, library) if library is not None else None
            if library is not None and fmt is not None:
                first = (FirstPlayer(method="random", seed=spec.draw_seed)
                         if spec.draw_seed is not None else FirstPlayer(method="choice"))
                self.context = RecordContext(library, fmt, now_iso(), first)
        self.update_actions()
        self.update_title()

    def record(self) -> GameRecord | None:
        """The record of the game on the table, or None when it cannot have one."""
        g = self.controller.game
        ctx = self.context
        if g is None or ctx is None:
            return None
        names = (self.controller.player_name(0), self.controller.player_name(1))
        players = self.controller.players
        seats = Seats(first=seat_of(players[0]), second=seat_of(players[1]))
        try:
            return make_record(g, ctx.library, ctx.fmt, names, ctx.first_player, ctx.created,
                               seats, chain=self._checks)
        except RecordError as exc:  # beyond the format's bounds: it would not read back
            self.last_error = problem_text(exc)
            return None

    def practice_only(self) -> bool:
        """Whether the game on the table is one its owner does not keep (a tutorial
        lesson, whose ``keeps_record()`` is False): it is neither autosaved nor kept."""
        owner = self.window.session.owner
        return owner is not None and not owner.keeps_record()

    def on_batch_finished(self) -> None:
        """Autosave after every decision (and after take-backs), atomically."""
        g = self.controller.game
        if g is None or self.context is None:
            return
        if self.practice_only():
            self._unsaved = None
            return
        history = tuple(g.history)
        players = self.controller.players
        if players != self._players:
            # Names or kinds changed mid-game (or a game started): the record follows.
            self._players = players
            self._autosaved_history = None
        if history == self._autosaved_history:
            self.update_title()
            return
        self._autosaved_history = history
        start = time.perf_counter()
        record = self.record()
        if record is None:
            self.on_autosave_failed(RecordError(self.last_error))
            return
        # What to keep if another game takes the table before this one is saved.
        # (A game a feature owns is its own: a match keeps its games itself.)
        unsaved = (history and self.modified and not g.over
                   and self.window.session.owner is None)
        self._unsaved = (record, self.current_path) if unsaved else None
        # The owner of the game writes what must be on disk before the decision (a
        # match: its banks as of this decision, PM.3).
        owner = self.window.session.owner
        if owner is not None:
            owner.before_autosave()
        # The file is written on the autosave writer's thread while this decision is
        # drawn, and this thread waits for it once the picture is drawn (Qt draws a
        # window at its next frame, after the events already posted): a crash after
        # that loses nothing. Whatever reads, removes or replaces the autosave waits for
        # it first (the window's Autosave says which of its calls do). The last decision of a game is autosaved like any other: the
        # finished game is on disk before anything else of its end is written, so no
        # crash can have it offered as unfinished (offer_resume keeps it instead).
        self.window.autosave.write_soon(record, lambda error: self._autosave_finished(error, start))
        self.window.frame.after_drawing(self.window.autosave.wait)
        self.update_actions()
        self.update_title()

    def _autosave_finished(self, error: RecordError | None, start: float) -> None:
        """On the autosave writer's thread: count it, and hand a failure to the
        window's thread."""
        if error is None:
            self.autosave_ms.append((time.perf_counter() - start) * 1000)
        elif shiboken6.isValid(self):
            self.autosave_failed.emit(error)

    def on_autosave_failed(self, error: RecordError) -> None:
        """An autosave could not be written: the status bar says so, once a game."""
        self.last_error = problem_text(error)
        if not self._autosave_failed:
            self._autosave_failed = True
            self.window.status(
                fill(self.tr("Autosave failed: %1"), problem_text(error)), 10000)

    def keep_replaced_game(self) -> None:
        """A new game replaced an unfinished one that was not saved as it stood: keep it
        (in its own file, or a new one in the saves folder) so that it is never lost."""
        unsaved, self._unsaved = self._unsaved, None
        if unsaved is None:
            return
        record, path = unsaved
        target = path or default_save_path(record)
        try:
            save_record(target, record)
        except RecordError as exc:
            self.show_error(self.tr("Cannot save the game"), target, problem_text(exc))
            return
        with contextlib.suppress(RecordError):
            add_recent(target, self.game_title(record), record.created, record.created)
        self.window.status(
            fill(self.tr("The unfinished game is kept in %1"), file_name(target, saves_dir())),
            10000)

    def on_game_over(self, result: object) -> None:
        """The game ended: the finished game is kept in the saves folder (or its own
        file) so that it can be watched again, and then the autosave goes: once the
        window has drawn the last move, on the autosave writer's thread (the disk's wait
        holds up neither that picture nor the ones after it)."""
        self._unsaved = None
        self.update_actions()
        if self.practice_only():
            return
        game = self.controller.game
        assert game is not None
        record = self.record()
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
        path = (self.current_path if own else None) or default_save_path(record)
        title = self.game_title(record)

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
            if shiboken6.isValid(self):
                self.finished_kept.emit(FinishedKept(game, history, path, error, removed))

        self.window.autosave.after_writes(keep)

    def on_finished_kept(self, done: FinishedKept) -> None:
        """The finished game was written (or could not be): say so, and it is the
        file of the game on the table if that game is still there."""
        path, removed = done.path, done.removed
        kept = done.error is None
        if done.error is not None:
            self.show_error(self.tr("Cannot save the game"), path, problem_text(done.error))
        elif self.controller.game is done.game:
            self._saved_as(path, done.history)
        if kept:
            self.say_kept(path, removed)
        elif not removed:
            self.window.status(
                fill(
                    self.tr("The autosave %1 could not be removed."),
                    file_name(self.window.autosave.path),
                ),
                15000,
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

    # ------------------------------------------------------------------ saving

    def _write(self, path: Path, record: GameRecord) -> bool:
        """Save the game on the table to ``path``; it is then the game's file."""
        if not self._save_file(path, record):
            return False
        g = self.controller.game
        self._saved_as(path, tuple(g.history) if g is not None else None)
        return True

    def _save_file(self, path: Path, record: GameRecord) -> bool:
        """Write ``record`` to ``path`` and list it among the recent games; whether it
        was written (if not, a message says why)."""
        try:
            save_record(path, record)
        except RecordError as exc:
            self.show_error(self.tr("Cannot save the game"), path, problem_text(exc))
            return False
        with contextlib.suppress(RecordError):
            add_recent(path, self.game_title(record), record.created, record.created)
        return True

    def _saved_as(self, path: Path, history: tuple[object, ...] | None) -> None:
        """The game on the table is in ``path`` as it stood after ``history``."""
        self.current_path = path
        self._unsaved = None
        self._saved_history = history
        self.update_title()

    def game_title(self, record: GameRecord) -> str:
        """A short name of a game for the recent games list."""
        return fill(self.tr("%1 against %2"), record.players.first, record.players.second)

    def save(self) -> bool:
        """Save to the game's file, or ask for one the first time (Ctrl+S)."""
        if self.current_path is None:
            return self.save_as()
        record = self.record()
        if record is None:
            self.show_unrecordable()
            return False
        ok = self._write(self.current_path, record)
        if ok:
            self.window.status(
                fill(self.tr("Saved to %1"), file_name(self.current_path, saves_dir())), 5000)
        return ok

    def ask_save_path(self, start: Path) -> str:
        """Ask where to save (a file dialog starting in the saves folder)."""
        start.parent.mkdir(parents=True, exist_ok=True)
        path, _filter = QFileDialog.getSaveFileName(
            self.window.window(), self.tr("Save game"), str(start),
            fill(self.tr("Momon Desktop games (*%1)"), RECORD_SUFFIX))
        return path

    def save_as(self) -> bool:
        """Save to a new file chosen by the player (Ctrl+Shift+S)."""
        record = self.record()
        if record is None:
            self.show_unrecordable()
            return False
        start = self.current_path or default_save_path(record)
        chosen = self.ask_save_path(start)
        if not chosen:
            return False
        path = Path(chosen)
        if not path.name.endswith(RECORD_SUFFIX):
            path = path.with_name(path.name.removesuffix(".json") + RECORD_SUFFIX)
        ok = self._write(path, record)
        if ok:
            self.window.status(fill(self.tr("Saved to %1"), file_name(path, saves_dir())),
                               5000)
        return ok

    # ------------------------------------------------------------------ opening

    def ask_open_path(self, title: str) -> str:
        """Ask which record to open (a file dialog starting in the saves folder)."""
        folder = saves_dir()
        folder.mkdir(parents=True, exist_ok=True)
        path, _filter = QFileDialog.getOpenFileName(
            self.window.window(), title, str(folder),
            fill(self.tr("Momon Desktop games (*%1);;All files (*)"), RECORD_SUFFIX))
        return path

    def load(self, path: Path) -> LoadedRecord | None:
        """Read and verify a record; on failure say why and return None (nothing changes)."""
        try:
            return load_record(path)
        except RecordError as exc:
            self.show_error(self.tr("Cannot open the game"), path, problem_text(exc))
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
            add_recent(path, self.game_title(loaded.record), now_iso(), loaded.record.created)
        return path, loaded

    def open_game(self, path: str | Path | None = None) -> bool:
        """Open a record: an unfinished game is played on, a finished one is replayed."""
        opened = self._open(path, self.tr("Open game"))
        if opened is None:
            return False
        path, loaded = opened
        if loaded.record.result is not None:
            self.show_replay(Replay.from_loaded(loaded), path.name)
            return True
        self.window.replace_table(lambda: self.resume(loaded, path, from_file=True))
        return True

    def leave_question(self, new_match: bool) -> UnsavedGameQuestion | None:
        """Before another game takes the table (``ui/table/replacing.py``): a question when
        the game on it is unfinished, no feature owns it (a match keeps its own games, a
        practice game is not kept) and it changed since it was last saved; else None."""
        g = self.controller.game
        if g is None or g.over or not g.history or self.controller.halted \
                or self.window.session.owner is not None or not self.modified \
                or self._unsaved is None:  # what another game taking the table would lose
            return None
        record = self.record()
        where = self.current_path or (default_save_path(record) if record is not None else None)
        box = UnsavedGameQuestion(self.controller.player_name(0), self.controller.player_name(1),
                                  file_name(where, saves_dir()) if where is not None else "",
                                  record is not None, self.window.window())
        box.keep = self.keep_before_leaving
        box.discard = self.discard_before_leaving
        return box

    def keep_before_leaving(self) -> bool:
        """Keep the game on the table in its file (a new one in the saves folder the first
        time) before another takes the table; whether it was written."""
        self._unsaved = None
        record = self.record()
        if record is None:
            return False
        path = self.current_path or default_save_path(record)
        if not self._write(path, record):
            return False
        self.window.status(
            fill(self.tr("The unfinished game is kept in %1"), file_name(path, saves_dir())),
            10000)
        return True

    def discard_before_leaving(self) -> bool:
        """Let the game on the table go: it is not kept, and not offered at the next start."""
        self._unsaved = None
        if not self.window.autosave.clear():
            self.show_error(self.tr("Cannot discard the game"), self.window.autosave.path,
                            self.tr("The autosave could not be removed."))
            return False
        return True

    def resume(self, loaded: LoadedRecord, path: Path | None, from_file: bool) -> None:
        """Put a verified unfinished game on the table exactly where it stopped.

        ``from_file``: the game was opened from ``path`` (so it is saved as it stands);
        otherwise it is the autosave, and ``path`` is the file it was last saved to.
        """
        record = loaded.record
        game: Game = loaded.game
        lang = self.window.lang
        decks = (tuple(game.setup.decks[0]), tuple(game.setup.decks[1]))
        seats = (record.seats.first, record.seats.second)
        if any(seat.kind != "person" for seat in seats):
            from momon_desktop.ui.core.controller import ai_available

            if not ai_available():
                seats = (SeatPlayer.person(), SeatPlayer.person())
        names = (record.players.first, record.players.second)
        players = tuple(player_of(seat, name, deck_name_of(deck, lang))
                        for seat, name, deck in zip(seats, names, decks, strict=True))
        spec = GameSpec(
            decks=decks,
            players=(players[0], players[1]),
            seed=record.seed,
            draw_seed=record.first_player.seed,
        )
        saved = from_file
        if path is None:
            path = recent_file_of(record.created)
            # the autosave of a game saved as it stands (Save and quit): not a change
            saved = path is not None and self._file_holds(path, game)
        context = RecordContext(loaded.library, record.format, record.created, record.first_player)
        self._incoming = (path, context, saved)
        self.window.start_game(spec, resume=game)

    @staticmethod
    def _file_holds(path: Path, game: Game) -> bool:
        """Whether the record in ``path`` is ``game`` as it stands (the same answers)."""
        try:
            return tuple(load_record(path).game.history) == tuple(game.history)
        except RecordError:
            return False

    def fill_recent_menu(self) -> None:
        """The recent games, newest first."""
        menu = self.recent_menu
        menu.clear()
        games = recent_games()
        say_what_was_left_out(self.window.status, current_language())
        if not games:
            empty = menu.addAction(self.tr("No recent games"))
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
            fill(self.tr("Your games are kept in %1"), file_name(folder)), 10000)
        if not opened:
            # No file manager to show it in: the path itself, to copy.
            box = QMessageBox(QMessageBox.Icon.Information, self.tr("Your data folder"),
                              self.tr("No file manager could be opened. Your games, decks and "
                                      "card sets are kept in this folder:"),
                              QMessageBox.StandardButton.NoButton, self.window.window())
            box.setEscapeButton(box.addButton(self.tr("&Close"),
                                              QMessageBox.ButtonRole.RejectRole))
            box.setInformativeText(str(folder))
            box.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            box.open()
            self.last_dialog = box
        return folder

    # ------------------------------------------------------------------ quitting

    def quit_question(self) -> QuitGameQuestion | None:
        """Quitting mid-game asks first (the main window opens the question): None for
        an empty table, a finished game, a game without a move yet, or a game whose play
        was stopped for good (a match game lost on time, a decided practice puzzle)."""
        g = self.controller.game
        if g is None or g.over or not g.history or self.controller.halted \
                or self.practice_only():
            return None
        record = self.record()
        where = self.current_path or (default_save_path(record) if record is not None else None)
        box = QuitGameQuestion(self.window.window(), self.controller.player_name(0),
                               self.controller.player_name(1),
                               str(where.parent if where is not None else saves_dir()),
                               record is not None)
        box.save = self.save_before_quitting
        box.discard = self.discard_before_quitting
        return box

    def save_before_quitting(self) -> bool:
        """Save and quit: the game into its file (a new one in the saves folder the first
        time), and the autosave is kept, so it is offered at the next start."""
        record = self.record()
        if record is None:
            return False
        path = self.current_path or default_save_path(record)
        if not self._write(path, record):
            return False
        try:
            self.window.autosave.write_now(record)
        except RecordError as exc:
            self.show_error(self.tr("Cannot save the game"), self.window.autosave.path, problem_text(exc))
            return False
        return True

    def discard_before_quitting(self) -> bool:
        """Quit without saving: the game is not offered again (its autosave goes)."""
        self._unsaved = None
        if not self.window.autosave.clear():
            self.show_error(self.tr("Cannot discard the game"), self.window.autosave.path,
                            self.tr("The autosave could not be removed."))
            return False
        return True

    # ------------------------------------------------------------------ resuming after a crash

    def start_up(self) -> None:
        """At start: offer the unfinished game if there is one, else a new game."""
        if self.offer_resume() is None:
            self.window.request_new_game()

    def offer_resume(self) -> ResumeQuestion | None:
        """If an unfinished game was left (a crash, a forced quit, or the app was closed
        mid-game), ask whether to play on; returns the (window-modal) question, or None
        when there is nothing to offer."""
        if not self.window.autosave.exists():
            return None
        try:
            loaded = self.window.autosave.load()
        except RecordError as exc:
            kept = self.set_aside_autosave()
            self.show_error(
                self.tr("Cannot resume the unfinished game"),
                self.window.autosave.path,
                problem_text(exc) + "\n\n" + fill(self.tr("The file was kept as %1."), str(kept)),
            )
            return None
        if loaded is None:
            return None
        record = loaded.record
        g = loaded.game
        if record.result is not None or g.over:
            # A finished game whose end was cut short (a crash before its autosave went),
            # or whose autosave could not be removed: it is kept, never offered.
            self.keep_finished_autosave(record)
            return None
        # 7.1.1: the turn player's own turn, counted as the table counts it.
        mover = g.turn_player if g.turn_player in (0, 1) else 0
        turn = min(8, g.turns[mover] + 1)
        names = (record.players.first, record.players.second)
        where = recent_file_of(record.created)
        box = ResumeQuestion(self.window.window(), names[0], names[1], turn, names[mover],
                             where is not None and self._file_holds(where, g))
        def finished() -> None:
            clicked = box.clickedButton()
            if clicked is box.resume_button:
                self.resume(loaded, None, from_file=False)
                return
            if clicked is box.keep_button:
                path = default_save_path(record)
                try:
                    save_record(path, record)
                except RecordError as exc:
                    self.show_error(self.tr("Cannot save the game"), path, problem_text(exc))
                    return
                with contextlib.suppress(RecordError):
                    add_recent(path, self.game_title(record), record.created, record.created)
                self.window.status(
                    fill(
                        self.tr("The unfinished game is kept in %1"), file_name(path, saves_dir())
                    ),
                    10000,
                )
            if not self.window.autosave.clear():
                self.window.status(
                    fill(
                        self.tr("The autosave %1 could not be removed."),
                        file_name(self.window.autosave.path),
                    ),
                    15000,
                )
            self.window.request_new_game()

        box.finished.connect(finished)
        box.open()
        self.resume_box = box
        return box

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
                self.show_error(self.tr("Cannot save the game"), path, problem_text(exc))
                return None
        with contextlib.suppress(RecordError):
            add_recent(path, self.game_title(record), record.created, record.created)
        self.say_kept(path, self.window.autosave.clear())
        return path

    def say_kept(self, path: Path, removed: bool) -> None:
        """The status bar: the finished game is kept in ``path`` (and whether its
        autosave could be removed)."""
        if removed:
            self.window.status(
                fill(self.tr("The finished game is kept in %1"), file_name(path, saves_dir())),
                10000)
        else:
            self.window.status(
                fill(
                    self.tr(
                        "The finished game is kept in %1, but the autosave %2 could not be removed."
                    ),
                    file_name(path, saves_dir()),
                    file_name(self.window.autosave.path),
                ),
                15000,
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

    # ------------------------------------------------------------------ replays

    def replay_current_game(self, *, play: bool = False) -> ReplayWindow | None:
        """Watch the game on the table again, from its first decision (``play``: the
        decisions go on by themselves)."""
        record = self.record()
        if record is None:
            return None
        try:
            replay = Replay.from_record(record)
        except RecordError as exc:
            self.show_error(self.tr("Cannot replay the game"), self.current_path, problem_text(exc))
            return None
        window = self.show_replay(replay, self.current_path.name if self.current_path else "")
        if play:
            window.set_playing(True)
        return window

    def attach_result(self, dialog: ResultDialog) -> None:
        """The result screen of a finished game: Replay opens the replay of this game at
        its first decision and plays it (its Review is the game review's, which reads
        the game's record from :meth:`record`)."""
        dialog.offer_replay(self.record() is not None)
        dialog.replay_requested.connect(lambda: self.replay_current_game(play=True))

    def open_replay(self, path: str | Path | None = None) -> ReplayWindow | None:
        """Watch a saved game: choose the file, verify it, open the replay viewer."""
        opened = self._open(path, self.tr("Watch a saved replay"))
        if opened is None:
            return None
        path, loaded = opened
        return self.show_replay(Replay.from_loaded(loaded), path.name)

    def show_replay(self, replay: Replay, source: str) -> ReplayWindow:
        """Open a replay viewer window."""
        from momon_desktop.ui.replay.replayviewer import ReplayWindow

        window = ReplayWindow(replay, source, self.window.lang, self.window.window())
        self.replay_windows = [w for w in self.replay_windows if w.isVisible()]
        self.replay_windows.append(window)
        window.show()
        self.replay_opened.emit(window)
        return window

    # ------------------------------------------------------------------ messages

    def show_error(self, title: str, path: Path | None, problem: str) -> None:
        """A clear message naming the file and the problem; nothing else changes."""
        self.last_error = problem
        name = str(path) if path is not None else ""
        text = f"{name}\n\n{problem}" if name else problem
        QMessageBox.warning(self.window.window(), title, text)

    def show_unrecordable(self) -> None:
        """The game's cards are not all from the card sets the app knows."""
        QMessageBox.information(
            self.window.window(), self.tr("Cannot save the game"),
            self.tr("This game cannot be saved: its decks use cards that are not in a card set "
                    "installed with the app, or decks that no Format allows."))

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

This module keeps the record of the game on the table and drives the autosave (the
writer is the window's :class:`~momon_desktop.storage.autosave.Autosave`); its parts are
the Game menu's files and replays (:mod:`.savefiles`), the offer to resume at start
(:mod:`.resumeoffer`) and the games kept as they leave the table (:mod:`.keptgames`).
The seats and the context of a record, the Format and deck names, and the question
about an unfinished game are in :mod:`.gamerecords`.
"""

from __future__ import annotations

import contextlib
import time
from pathlib import Path
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer, Signal
from PySide6.QtWidgets import QMessageBox

from momon_desktop.engine import Game
from momon_desktop.storage import (
    CardLibrary,
    FirstPlayer,
    GameRecord,
    LoadedRecord,
    RecordError,
    SeatPlayer,
    Seats,
    add_recent,
    default_save_path,
    load_record,
    make_record,
    recent_file_of,
    save_record,
    saves_dir,
)
from momon_desktop.storage.record import CheckChain, now_iso
from momon_desktop.ui.core.controller import GameSpec, PlayerInfo
from momon_desktop.ui.features.gamerecords import (
    FinishedKept,
    QuitGameQuestion,
    RecordContext,
    deck_name_of,
    game_format,
    player_of,
    problem_text,
    seat_of,
)
from momon_desktop.ui.features.keptgames import KeptGames
from momon_desktop.ui.features.leaving import UnsavedGameQuestion
from momon_desktop.ui.features.resumeoffer import ResumeOffer
from momon_desktop.ui.features.savefiles import SaveOpenActions
from momon_desktop.ui.text.i18n import fill
from momon_desktop.ui.text.words import file_name

if TYPE_CHECKING:
    from momon_desktop.ui.replay.replayviewer import ReplayWindow
    from momon_desktop.ui.table.host import TableHost


class GamePersistence(QObject):
    """The window's saved games: the record of the game on the table, its file and
    whether it changed since, the autosave after every decision, and the questions
    before the game leaves the table; composed of the Game menu's files (:attr:`files`),
    the offer to resume (:attr:`resumer`) and the games kept (:attr:`kept`)."""

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
        self._saved_history: tuple[object, ...] | None = None
        self._autosaved_history: tuple[object, ...] | None = None
        self.unsaved: tuple[GameRecord, Path | None] | None = None
        # the checks of the game on the table, extended at each autosave
        self._checks = CheckChain()
        self._players: tuple[PlayerInfo, PlayerInfo] | None = None
        self._autosave_failed = False
        self._incoming: tuple[Path | None, RecordContext, bool] | None = None
        # its parts: the Game menu's files, the offer to resume, the games kept
        self.files = SaveOpenActions(self)
        self.kept = KeptGames(self)
        self.resumer = ResumeOffer(self, self.kept)
        c = self.controller
        c.started.connect(self.on_started)
        c.batch_finished.connect(self.on_batch_finished)
        c.game_over.connect(self.kept.on_game_over)
        window.result_dialog_opened.connect(self.files.attach_result)
        # the title's mark of a change follows every change, Take back and Redo too
        c.reset.connect(self.on_changed)
        c.batch_finished.connect(self.on_changed)
        self.autosave_failed.connect(self.on_autosave_failed)
        self.finished_kept.connect(self.kept.on_finished_kept)
        window.window().installEventFilter(self)
        self.retranslate()

    # ------------------------------------------------------------------ the window

    def replay_shown(self, window: ReplayWindow) -> None:
        """A replay viewer of this window was opened: a feature may offer its Review."""
        self.replay_windows = [w for w in self.replay_windows if w.isVisible()]
        self.replay_windows.append(window)
        self.replay_opened.emit(window)

    def hand_over_kept(self, done: FinishedKept) -> None:
        """From the autosave writer's thread: a finished game was kept (or could not be),
        told on the window's thread while this object lives."""
        if shiboken6.isValid(self):
            self.finished_kept.emit(done)

    def retranslate(self) -> None:
        """Texts in the current language."""
        self.files.retranslate()
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
        self.files.update_actions()

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
        self.kept.keep_replaced_game()
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
            self.unsaved = None
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
        self.unsaved = (record, self.current_path) if unsaved else None
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
                fill(self.tr("Autosave failed: %1"), problem_text(error)), 10000, aside=True)

    # ------------------------------------------------------------------ saving

    def write(self, path: Path, record: GameRecord) -> bool:
        """Save the game on the table to ``path``; it is then the game's file."""
        if not self._save_file(path, record):
            return False
        g = self.controller.game
        self.saved_as(path, tuple(g.history) if g is not None else None)
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

    def saved_as(self, path: Path, history: tuple[object, ...] | None) -> None:
        """The game on the table is in ``path`` as it stood after ``history``."""
        self.current_path = path
        self.unsaved = None
        self._saved_history = history
        self.update_title()

    def game_title(self, record: GameRecord) -> str:
        """A short name of a game for the recent games list."""
        return fill(self.tr("%1 against %2"), record.players.first, record.players.second)

    # ------------------------------------------------------------------ opening

    def leave_question(self, new_match: bool) -> UnsavedGameQuestion | None:
        """Before another game takes the table (``ui/table/replacing.py``): a question when
        the game on it is unfinished, no feature owns it (a match keeps its own games, a
        practice game is not kept) and it changed since it was last saved; else None."""
        g = self.controller.game
        if g is None or g.over or not g.history or self.controller.halted \
                or self.window.session.owner is not None or not self.modified \
                or self.unsaved is None:  # what another game taking the table would lose
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
        self.unsaved = None
        record = self.record()
        if record is None:
            return False
        path = self.current_path or default_save_path(record)
        if not self.write(path, record):
            return False
        self.window.status(
            fill(self.tr("The unfinished game is kept in %1"), file_name(path, saves_dir())),
            10000)
        return True

    def discard_before_leaving(self) -> bool:
        """Let the game on the table go: it is not kept, and not offered at the next start."""
        self.unsaved = None
        if not self.window.autosave.clear():
            self.show_error(self.tr("Cannot discard the game"), self.window.autosave.path,
                            self.tr("The autosave could not be removed."))
            return False
        return True

    def resume(self, loaded: LoadedRecord, path: Path | None, from_file: bool,
               players: tuple[PlayerInfo, PlayerInfo] | None = None) -> None:
        """Put a verified unfinished game on the table exactly where it stopped.

        ``from_file``: the game was opened from ``path`` (so it is saved as it stands);
        otherwise it is the autosave, and ``path`` is the file it was last saved to.
        ``players``: who plays the seats now, where the record's seats do not say it (a
        friend at another computer, whose seat a record keeps as a person's).
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
        if players is None:
            made = [player_of(seat, name, deck_name_of(deck, lang))
                    for seat, name, deck in zip(seats, names, decks, strict=True)]
            players = (made[0], made[1])
        spec = GameSpec(
            decks=decks,
            players=players,
            seed=record.seed,
            draw_seed=record.first_player.seed,
        )
        saved = from_file
        if path is None:
            path = recent_file_of(record.created)
            # the autosave of a game saved as it stands (Save and quit): not a change
            saved = path is not None and self.file_holds(path, game)
        context = RecordContext(loaded.library, record.format, record.created, record.first_player)
        self._incoming = (path, context, saved)
        self.window.start_game(spec, resume=game)

    @staticmethod
    def file_holds(path: Path, game: Game) -> bool:
        """Whether the record in ``path`` is ``game`` as it stands (the same answers)."""
        try:
            return tuple(load_record(path).game.history) == tuple(game.history)
        except RecordError:
            return False

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
        if not self.write(path, record):
            return False
        try:
            self.window.autosave.write_now(record)
        except RecordError as exc:
            self.show_error(self.tr("Cannot save the game"), self.window.autosave.path, problem_text(exc))
            return False
        return True

    def discard_before_quitting(self) -> bool:
        """Quit without saving: the game is not offered again (its autosave goes)."""
        self.unsaved = None
        if not self.window.autosave.clear():
            self.show_error(self.tr("Cannot discard the game"), self.window.autosave.path,
                            self.tr("The autosave could not be removed."))
            return False
        return True

    # ------------------------------------------------------------------ resuming after a crash

    # ------------------------------------------------------------------ replays

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

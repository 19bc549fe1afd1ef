"""One match at the table, from the die roll to the Match Result: :class:`MatchSession`
(see :mod:`.matchscreen` for the whole flow).

Over 600 lines for a reason: the class is one state machine (the match's flow, its
clock, its progress on disk and the bar that shows them share the match's state and
its timers), kept whole rather than cut across that state."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

import shiboken6
from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QApplication, QMessageBox

from momon_desktop.engine import Decision, Game, GameResult
from momon_desktop.matchplay import (
    SIDES,
    GameOutcome,
    Match,
    MatchError,
    MatchGame,
    Side,
    choose_first_turn,
    other,
)
from momon_desktop.matchplay.progress import match_progress
from momon_desktop.matchplay.records import finish_match, save_game_of_match
from momon_desktop.storage.cardsets import CardLibrary
from momon_desktop.storage.kept import parse_kept
from momon_desktop.storage.matches import (
    MatchPlayer,
    MatchProgress,
    MatchRecordError,
    ProgressPlayer,
    clear_match_progress,
    discard_match_folder,
    match_progress_path,
    new_match_folder,
    write_match_progress,
)
from momon_desktop.storage.messages import Refusal, error_text
from momon_desktop.storage.record import LoadedRecord, RecordError, load_record, now_iso
from momon_desktop.ui.core.controller import GameSpec, PlayerInfo
from momon_desktop.ui.core.session import GameOwner
from momon_desktop.ui.match.matchdialogs import (
    DieRollDialog,
    FirstTurnDialog,
    MatchEntrant,
    MatchSetup,
    MatchStanding,
)
from momon_desktop.ui.match.matchpaint import MatchBarPainter
from momon_desktop.ui.match.matchscore import MatchBar, MatchDock, MatchScreen, ScreenDesk
from momon_desktop.ui.text.i18n import current_language, fill
from momon_desktop.ui.text.words import file_name

if TYPE_CHECKING:
    from momon_desktop.storage.matches import MatchProgress, SavedMatch
    from momon_desktop.ui.table.host import TableHost


COMPUTER_PRESS_MS = 700  # a computer winner presses the clock after this pause
TICK_MS = 100
# While a bank runs, the match in progress is written this often: a crash gives back at
# most this much of the time used.
HEARTBEAT_SECONDS = 1.0


# ----------------------------------------------------------------------------- the session


class MatchHome(GameOwner, ScreenDesk, Protocol):
    """What a :class:`MatchSession` needs of the desk that starts it (the window's
    :class:`~momon_desktop.ui.match.matchscreen.MatchDesk`): the window, its clock, and
    word that the kept match changed; it owns the session's games and shows the history."""

    window: TableHost
    now: Callable[[], float]

    def kept_changed(self) -> None:
        """A match was kept or its keeping ended."""
        ...


class MatchSession(QObject):
    """One match at the table, from the die roll to the Match Result."""

    # a write of the match in progress on the autosave writer's thread failed (its
    # problem, in words); received on the window's thread
    progress_failed = Signal(str)

    def __init__(self, desk: MatchHome, setup: MatchSetup, match: Match | None = None,
                 created: str | None = None, folder: Path | None = None,
                 files: dict[int, str] | None = None) -> None:
        """A new match of ``setup``, or (with ``match``, ``created``, ``folder`` and
        ``files``) one resumed from its file."""
        # the desk is the session's parent (the window's MatchDesk is a QObject)
        super().__init__(desk if isinstance(desk, QObject) else None)
        self.desk = desk
        self.window = desk.window
        self.setup = setup
        self.entrants: dict[Side, MatchEntrant] = {"a": setup.a, "b": setup.b}
        self.names: dict[str, str] = {"a": setup.a.name, "b": setup.b.name}
        self.match = match if match is not None else \
            Match.start(setup.seed, setup.clock, now=desk.now)
        self.created = created or now_iso()
        # The match's folder of the history: each game's record goes there when the game
        # ends (``files``: game number to file name), the match record at the end.
        self.folder = folder if folder is not None else new_match_folder(self.created)
        self.files: dict[int, str] = dict(files or {})
        self.saved: SavedMatch | None = None
        self.save_error = ""
        self.progress_error = ""
        self.progress_failed.connect(self._progress_failed)
        # when the match in progress was last written (the match clock's time), and
        # whether it was written for the decision just made (before its autosave)
        self._kept_at = 0.0
        self._kept_for_decision = False
        self.active = True
        self._launching = False
        # the engine's game of the match game on the table (kept when the match is set aside)
        self.engine: Game | None = None
        # decisions asked for so far: a bank starts only for the latest one
        self._asked = 0
        self.library = CardLibrary.bundled()
        self.decks = {side: tuple(self.library.deck_defs(e.deck.cards))
                      for side, e in self.entrants.items()}
        self.roll_dialog: DieRollDialog | None = None
        self.choice_dialog: FirstTurnDialog | None = None
        self.screen: MatchScreen | None = None
        self.bar = MatchBar()
        self.painter = MatchBarPainter(self.bar, lambda side: self.entrants[side].is_human,
                                       self)
        self.bar.press_button.clicked.connect(self.press_by_person)
        self.bar.screen_button.clicked.connect(self.show_screen)
        self.dock = MatchDock(self.bar, self.window.window(), "MatchDock", self.refresh)
        self.timer = QTimer(self)
        self.timer.setInterval(TICK_MS)
        self.timer.timeout.connect(self.tick)
        c = self.window.controller
        c.started.connect(self.on_started)
        c.decision_needed.connect(self.on_decision_needed)
        c.game_over.connect(self.on_game_over)
        # the next player sat down (hot seat): the table is now seen from their side
        self.window.handover.ready.connect(self.refresh_clocks)
        self.refresh()

    # -- flow

    def begin(self) -> DieRollDialog:
        """Show the die roll; the first choice follows."""
        dialog = DieRollDialog(self.match.roll, self.names, self.window.window())
        dialog.accepted.connect(self.ask_choice)
        dialog.rejected.connect(self.leave)  # closing the roll leaves the match
        self.roll_dialog = dialog
        self.keep_progress()
        dialog.open()
        dialog.start()
        return dialog

    def ask_choice(self) -> FirstTurnDialog | None:
        """PM.2: the next game's chooser takes the first turn or gives it."""
        if not self.active or self.match.over or self.match.current is not None:
            return None
        chooser = self.match.next_chooser()
        entrant = self.entrants[chooser]
        # the quick games between the decks: the computer decides on them, a person is
        # shown them
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            sample = choose_first_turn(self.decks[chooser], self.decks[other(chooser)])
        finally:
            QApplication.restoreOverrideCursor()
        computer = None if entrant.is_human else sample
        dialog = FirstTurnDialog(len(self.match.games) + 1, entrant.name,
                                 self.names[other(chooser)], computer, self.window.window(),
                                 sample=sample)
        dialog.decided.connect(lambda take: self.chosen(chooser if take else other(chooser)))
        dialog.rejected.connect(self.leave)  # closing the choice leaves the match
        self.choice_dialog = dialog
        dialog.open()
        return dialog

    def chosen(self, first: Side) -> MatchGame | None:
        """The chooser decided (PM.2): the game starts, unless the match left the table
        meanwhile (set aside or ended while the question was open)."""
        if not self.active or self.match.over or self.match.current is not None:
            return None
        return self.start_game(first)

    def start_game(self, first: Side) -> MatchGame:
        """Start the next game on the table with ``first`` taking the first turn."""
        game = self.match.begin_game(first)
        self.keep_progress()
        self.put_on_table(game)
        return game

    def game_spec(self, game: MatchGame) -> GameSpec:
        """The table's game of match game ``game``: its decks and players by seat."""
        first, second = game.first, game.second
        players = tuple(
            PlayerInfo(self.entrants[s].name, self.entrants[s].kind,
                       self.entrants[s].deck.display_name(self.window.lang))
            for s in (first, second)
        )
        return GameSpec((self.decks[first], self.decks[second]),
                        (players[0], players[1]), game.seed)

    def put_on_table(self, game: MatchGame, resume: Game | None = None) -> None:
        """Play match game ``game`` on the table, from its start or on from ``resume``."""
        self._launching = True
        try:
            self.window.start_game(self.game_spec(game), resume=resume, owner=self.desk)
        finally:
            self._launching = False
        self.engine = self.window.controller.game
        self.timer.start()
        self.refresh()

    def resume(self, autosave: LoadedRecord | None) -> None:
        """Go on with a match read from its file: the current game from the autosave of
        the unfinished game (when it is that game), the clock press it waits for, or the
        next choice (PM.2)."""
        m = self.match
        game = m.current
        if game is None:
            if m.games:
                self.show_screen()
            else:
                self.ask_choice()
            return
        if game.status == "awaiting_press":
            pending = game.pending
            assert pending is not None and pending.winner is not None
            self.timer.start()
            self.refresh()
            winner = pending.winner
            if not self.entrants[winner].is_human:
                QTimer.singleShot(COMPUTER_PRESS_MS, lambda: self.press(winner))
            else:
                self.bar.press_button.setFocus()
            return
        if autosave is not None and self.is_current_game(autosave, finished=True):
            # A finished game here is one whose end was cut short by a crash: on the
            # table it ends again, and its end is kept as at any game's end.
            self.put_on_table(game, autosave.game)
            return
        kept = self.kept_game()
        if kept is not None:
            self.put_on_table(game, kept.game)
            return
        # The unfinished game itself was not kept: it starts again, both banks full.
        if m.clock_seconds is not None and m.clock is not None:
            m.clock.set_banks({"a": m.clock_seconds, "b": m.clock_seconds})
        self.keep_progress()
        self.put_on_table(game)
        self.window.status(
            fill(
                self.tr(
                    "Game %1 of the match starts again from its first turn: the unfinished "
                    "game was not found in %2."
                ),
                str(game.number),
                file_name(match_progress_path().parent),
            ),
            15000,
        )

    def kept_game(self) -> LoadedRecord | None:
        """The unfinished current game as it was kept in the match's folder when the match
        was set aside for another game, if it is there and is that game."""
        game = self.match.current
        name = self.files.get(game.number) if game is not None else None
        if name is None:
            return None
        try:
            loaded = load_record(self.folder / name)
        except RecordError:
            return None
        return loaded if self.is_current_game(loaded) else None

    def set_aside(self) -> bool:
        """Another game takes the table: the match is kept as it stands, both clocks
        stopped, its unfinished game in its folder, so that it is offered again (Game ▸
        Resume the match, the next start); whether it was kept. Its bar goes."""
        if not self.active or self.match.over:
            return True
        self.timer.stop()
        game, engine = self.match.current, self.engine
        if game is not None and game.status == "playing":
            self.match.deciding(None)  # PM.3: no bank runs while the match is aside
            if engine is not None and not engine.over and engine.history:
                self.keep_game_record(game, engine)
        if not self.keep_progress():
            return False
        self.close(keep=True)
        self.window.status(self.tr("The match is set aside: Game ▸ Resume the match goes back "
                                   "to it."), 10000)
        return True

    def is_current_game(self, loaded: LoadedRecord, finished: bool = False) -> bool:
        """Whether an autosaved game is the current game of this match (its engine seed,
        its decks and its players' names by seat), unfinished unless ``finished``."""
        game = self.match.current
        record = loaded.record
        over = record.result is not None or loaded.game.over
        if game is None or (over and not finished):
            return False
        spec = self.game_spec(game)
        decks = tuple(tuple(c.id for c in deck) for deck in loaded.game.setup.decks)
        wanted = tuple(tuple(c.id for c in deck) for deck in spec.decks)
        names = (record.players.first, record.players.second)
        return (record.seed == game.seed and decks == wanted
                and names == (self.names[game.first], self.names[game.second]))

    # -- the match in progress, on disk

    def keep_progress(self, soon: bool = False) -> bool:
        """Write the match in progress (``autosave.match.json``) as it stands now: at
        once, after the autosaves handed over before (so that a write never goes back
        in time), or with ``soon`` on the autosave writer's thread, in turn with the
        autosaves (a failure is said once it is known)."""
        if not self.active or self.match.over:
            return False
        self._kept_at = self.desk.now()
        try:
            players = {side: parse_kept(ProgressPlayer, {
                           "name": e.name, "kind": e.kind,
                           "deck": {"name": dict(e.deck.name), "format": e.deck.format,
                                    "cards": list(e.deck.cards)}})
                       for side, e in self.entrants.items()}
            progress = match_progress(self.match, players, self.created, self.folder.name,
                                      self.files)
            if soon:
                self.window.autosave.after_writes(lambda: self._write_soon(progress))
                return True
            self.window.autosave.wait()
            write_match_progress(progress)
        except (MatchRecordError, MatchError, Refusal) as exc:
            self._progress_failed(error_text(exc, current_language()))
            return False
        self.progress_error = ""
        return True

    def _write_soon(self, progress: MatchProgress) -> None:
        """On the autosave writer's thread: write ``progress``; a failure goes to the
        window's thread."""
        try:
            write_match_progress(progress)
        except MatchRecordError as exc:
            if shiboken6.isValid(self):
                self.progress_failed.emit(error_text(exc, current_language()))

    def _progress_failed(self, problem: str) -> None:
        """The match in progress could not be written: the status bar says so, once."""
        if not self.progress_error:
            self.window.status(
                fill(self.tr("The match in progress could not be kept: %1"), problem), 10000
            )
        self.progress_error = problem

    def before_autosave(self) -> None:
        """A decision was made (or taken back) and the game's autosave is about to be
        handed over: the match in progress goes first, with the bank stopped at that
        moment, so the time spent on the decision is on disk before the decision."""
        game = self.match.current
        if not self.active or game is None or game.status != "playing":
            return
        self.match.deciding(None)
        self._kept_for_decision = self.keep_progress(soon=True)

    def keep_for_quitting(self) -> bool:
        """Quitting: keep the match with both banks as they stand now; whether the window
        may close (a match that ended meanwhile, for example on time, is in the history
        already; a file that cannot be written is said, and the player decides)."""
        self.timer.stop()
        if not self.active or self.match.over or self.keep_progress():
            return True
        answer = QMessageBox.warning(
            self.window.window(),
            self.tr("Quit"),
            fill(
                self.tr("The match could not be kept (%1). Quit anyway? The match would be lost."),
                self.progress_error,
            ),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        if answer == QMessageBox.StandardButton.Yes:
            return True
        if self.match.current is not None:
            self.timer.start()
        return False

    def keep_game_record(self, game: MatchGame, engine: Game | None) -> None:
        """Save the record of a game that ended in the match's folder of the history."""
        if engine is None:
            return
        try:
            self.files[game.number] = save_game_of_match(self.folder, game, engine,
                                                         self.names, self.library)
        except (RecordError, KeyError, OSError) as exc:
            self.save_error = error_text(exc, current_language())
            self.window.status(
                fill(
                    self.tr("The record of game %1 could not be saved: %2"),
                    str(game.number),
                    self.save_error,
                ),
                10000,
            )

    def discard_progress(self) -> None:
        """The match is left: its file goes, and the records of its games, which no
        match record will ever list."""
        clear_match_progress()
        discard_match_folder(self.folder)

    def standing(self) -> MatchStanding:
        """Where the match stands, for the questions about it."""
        m = self.match
        score = m.score
        game = m.current
        clocks = None
        if m.clocked:
            if m.clock is not None and game is not None:
                clocks = {str(s): m.clock.remaining(s) for s in SIDES}
            else:
                full = m.clock_seconds or 0.0
                clocks = {"a": full, "b": full}
        return MatchStanding({"a": self.names["a"], "b": self.names["b"]}, (score.a, score.b, score.draws),
                             game.number if game is not None else len(m.games) + 1,
                             game is not None, clocks)

    def leave(self) -> None:
        """The player left the match (closing the die roll or the choice, or at start):
        it is not kept."""
        self.close()

    def close(self, keep: bool = False) -> None:
        """The match is over for the table (a new match, or it was left): the bar goes
        away, and a match left unfinished is not kept unless ``keep`` (set aside)."""
        if not self.active:
            return
        if not self.match.over and not keep:
            self.discard_progress()
        self.active = False
        self.timer.stop()
        # its questions go with it (their answers would act on a match no longer here)
        for dialog in (self.roll_dialog, self.choice_dialog, self.screen):
            if dialog is not None and shiboken6.isValid(dialog) and dialog.isVisible():
                dialog.close()
        c = self.window.controller
        for signal, slot in ((c.started, self.on_started),
                             (c.decision_needed, self.on_decision_needed),
                             (c.game_over, self.on_game_over),
                             (self.window.handover.ready, self.refresh_clocks)):
            signal.disconnect(slot)
        self.dock.remove()
        self.desk.kept_changed()

    # -- controller signals

    def owns_game(self) -> bool:
        """Whether the game on the table is a game of this match still being decided."""
        return self.active and self.match.current is not None

    def on_started(self) -> None:
        """A game started on the table; one this session did not start sets the match
        aside (kept and offered again: nothing a player built is dropped)."""
        if not self._launching:
            self.set_aside()

    def on_decision_needed(self, decision: Decision) -> None:
        """PM.3: only the bank of the player who must decide runs, and only once the
        table has shown the move before (its animations, and the mover's look at it
        before a hand-over): while the table shows it, no bank runs."""
        game = self.match.current
        if game is None or game.status != "playing":
            return
        self._asked += 1
        asked = self._asked
        self.match.deciding(None)
        if not self._kept_for_decision:  # no autosave came first (the table keeps none)
            self.keep_progress(soon=True)
        self._kept_for_decision = False
        self.refresh()
        side = game.side_of_seat(decision.player)
        self.window.when_shown(lambda: self._bank_runs(asked, side))

    def _bank_runs(self, asked: int, side: Side) -> None:
        """The table has shown the last move: the bank of ``side``, who must decide, runs
        (unless the game moved on or stopped since the decision was asked)."""
        game = self.match.current
        if asked != self._asked or not self.active or game is None \
                or game.status != "playing" or self.window.controller.halted:
            return
        self.match.deciding(side)
        self.refresh()

    def on_game_over(self, result: GameResult) -> None:
        """The rules of play decided the game (7.3.4)."""
        game = self.match.current
        if game is None or game.status != "playing":
            return
        # The writes of a game's end, in this order (docs/matches.md): the finished
        # game's autosave and the banks as of its last decision are on disk already;
        # then the game's record in the match's folder, then the match in progress that
        # counts the game (or the match record), and last the game's own file and the
        # removal of its autosave (GamePersistence, once the window has drawn it).
        self.match.deciding(None)
        self.window.autosave.wait()
        self.keep_game_record(game, self.window.controller.game)
        outcome = GameOutcome.from_result(result, game.first)
        if self.match.gameplay_ended(outcome):
            self.after_game()
            return
        self.keep_progress()  # 7.4.2: waiting for the press, the winner's bank runs
        winner = outcome.winner
        assert winner is not None
        if not self.entrants[winner].is_human:
            QTimer.singleShot(COMPUTER_PRESS_MS, lambda: self.press(winner))
        self.refresh()
        if self.entrants[winner].is_human:
            self.bar.press_button.setFocus()

    def press_by_person(self) -> None:
        """The "Press clock" button."""
        game = self.match.current
        if game is not None and game.pending is not None and game.pending.winner is not None:
            self.press(game.pending.winner)

    def press(self, side: Side) -> None:
        """7.4.2: ``side`` presses the clock; the gameplay win becomes a Completed Game Win."""
        if not self.active:
            return
        try:
            self.match.press_clock(side)
        except MatchError:
            return
        self.after_game()

    def tick(self) -> None:
        """Redraw the clocks; a bank that ran out loses the game (PM.3)."""
        clock = self.match.clock
        game = self.match.current
        if clock is not None and game is not None:
            side = clock.flagged()
            if side is not None:
                self.time_out(side)
                return
            if clock.running is not None and \
                    self.desk.now() - self._kept_at >= HEARTBEAT_SECONDS:
                # the running bank's time used so far goes on disk (PM.3)
                self.keep_progress(soon=True)
        self.refresh_clocks()

    def time_out(self, side: Side) -> None:
        """PM.3: ``side`` ran out of time and loses the game; play stops where it is."""
        game = self.match.current
        assert game is not None
        c = self.window.controller
        engine = c.game
        momon = engine.momon_counts() if engine is not None else (0, 0)
        if game.status == "playing":
            self.keep_game_record(game, engine)  # as it stood at the time-out
        self.match.time_out(side, momon)
        self.painter.stop_on_time(self.window, self.names[side])
        self.after_game()
        if engine is not None and not engine.over:
            # complete for the match (PM.3), which is on disk now: the autosave goes
            # last, so that no crash in between restarts the game with full banks
            self.window.autosave.clear()

    def after_game(self) -> None:
        """A game is complete: save the match if it is over, then show the match screen."""
        self.timer.stop()
        if self.match.over:
            self.save()
        else:
            self.keep_progress()
        self.refresh()
        self.show_screen()

    def save(self) -> None:
        """Keep the finished match and its games in the history (PM.4)."""
        try:
            players = {
                side: parse_kept(MatchPlayer, {"name": e.name, "kind": e.kind,
                                               "deck_name": e.deck.display_name(),
                                               "deck": list(e.deck.cards)})
                for side, e in self.entrants.items()
            }
            self.window.autosave.wait()  # the match in progress written before stays behind
            self.saved = finish_match(self.folder, self.match, players, self.files, self.created)
        except (MatchRecordError, RecordError, Refusal) as exc:
            self.save_error = error_text(exc, current_language())
            QMessageBox.warning(self.window.window(), self.tr("Match history"),
                                fill(self.tr("The match could not be saved: %1"), self.save_error))
            return
        clear_match_progress()

    def show_screen(self) -> MatchScreen:
        """The match screen, over the table."""
        if self.screen is not None:
            self.screen.close()
        screen = MatchScreen(self, self.window.window())
        self.screen = screen
        screen.open()
        return screen

    # -- drawing

    def refresh(self) -> None:
        """The bar from the match as it stands."""
        if not self.active:
            return
        self.painter.paint(self.match, self.names)
        between = self.match.current is None and bool(self.match.games)
        self.bar.set_button_text(self.bar.screen_button, self.tr("Show the &match screen"))
        self.bar.screen_button.setVisible(between)
        self.refresh_clocks()

    def refresh_clocks(self) -> None:
        """The two time banks."""
        if self.active:
            self.painter.paint_clocks(self.match, self.names, self.window.near_panel.seat)

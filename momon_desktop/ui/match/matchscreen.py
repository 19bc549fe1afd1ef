"""Matches at the table: best of three (PM.1), the die roll and the first-player choice
(PM.2), the clock (PM.3) and the Match Result apart from the Game Results (PM.4).

:class:`MatchDesk` adds "New match…" and "Match history…" to the window's Game menu.
A :class:`MatchSession` drives one match through :class:`momon_desktop.matchplay.Match`:
it shows the die roll, asks the chooser, starts each game on the table through the
window (so every game is played exactly as any other, hot-seat or against the
computer), follows the controller's ``decision_needed`` to run only the deciding
player's time bank, waits for the clock press after a gameplay win (7.4.2), stops a
game whose bank runs out, and shows the :class:`MatchScreen` between games.  Each
game's record goes into the match's folder of the history when the game ends; the
finished match gets its match record there.

While it goes on the match is kept in ``autosave.match.json`` beside the autosave of the
unfinished game (``storage.matches.MatchProgress``): written when a game starts, at
every decision (both banks as they are then, before the game's autosave of that
decision), every :data:`HEARTBEAT_SECONDS` while a bank runs, at every game end and on
quitting, and removed when the match ends or is left.  The writes of a game's end come
in an order that no single crash can turn into a finished game offered as unfinished
or a bank given back time (``docs/matches.md``, "The order of the writes").  At start :meth:`MatchDesk.start_up` offers it
(:class:`MatchResumeQuestion`); quitting mid-match asks first (:class:`QuitMatchQuestion`).

The session is in :mod:`.matchsession`; the bar and the screen are in :mod:`.matchscore`.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMessageBox, QWidget

from momon_desktop.cards import Deck
from momon_desktop.matchplay import (
    MatchError,
)
from momon_desktop.matchplay.progress import restore_match
from momon_desktop.storage.cardsets import CardLibrary
from momon_desktop.storage.matches import (
    DeckEntry,
    MatchProgress,
    MatchRecordError,
    clear_match_progress,
    discard_match_folder,
    load_match_progress,
    match_progress_path,
    matches_dir,
    set_aside_match_progress,
)
from momon_desktop.storage.messages import error_text
from momon_desktop.storage.record import LoadedRecord, RecordError, now_iso
from momon_desktop.ui.core.actions import ActionSpec
from momon_desktop.ui.core.controller import ai_available
from momon_desktop.ui.match.matchaside import (
    EndMatchQuestion,
    SetAsideMatchQuestion,
    kept_standing,
)
from momon_desktop.ui.match.matchdialogs import (
    MatchEntrant,
    MatchResumeQuestion,
    MatchSetup,
    MatchSetupDialog,
    QuitMatchQuestion,
    standing_text,
)
from momon_desktop.ui.match.matchsession import MatchSession
from momon_desktop.ui.text.i18n import current_language, fill

if TYPE_CHECKING:
    from momon_desktop.storage.matches import MatchProgress
    from momon_desktop.ui.match.matchhistory import MatchHistoryWindow
    from momon_desktop.ui.table.host import TableHost


def entrant_of(name: str, kind: str, deck: DeckEntry) -> MatchEntrant:
    """A player of a match read from its file."""
    return MatchEntrant(name, kind, Deck(dict(deck.name), deck.format, tuple(deck.cards),
                                         "match in progress"))


# ----------------------------------------------------------------------------- the desk


class MatchDesk(QObject):
    """The window's matches: menu actions, the match in progress and the history."""

    def __init__(self, window: TableHost) -> None:
        super().__init__(window.window())
        window.ask_before_leaving(self)
        self.window = window
        self.session: MatchSession | None = None
        # The time source of the match clocks (PM.3); tests replace it.
        self.now: Callable[[], float] = time.monotonic
        self.setup_dialog: MatchSetupDialog | None = None
        self.history_window: MatchHistoryWindow | None = None
        # the question at start about a match in progress, and the message about a
        # file that cannot be used, while they are open
        self.resume_box: MatchResumeQuestion | None = None
        self.problem_box: QMessageBox | None = None
        # after "New game"
        r = window.action_registry
        self.new_match_action = r.add(ActionSpec(
            "game.new_match", lambda: self.tr("New &match…"), "game", 10, 20,
            ("Ctrl+Shift+M",)), self.request_new_match)
        self.history_action = r.add(ActionSpec(
            "game.match_history", lambda: self.tr("Match &history…"), "game", 10, 30),
            lambda: self.show_history())
        self.resume_action = r.add(ActionSpec(
            "game.resume_match", lambda: self.tr("&Resume the match"), "game", 10, 25),
            lambda: self.resume_kept())
        self.resume_action.setEnabled(False)

    def owns_game(self) -> bool:
        """Whether the game on the table belongs to a match (the match shows its result)."""
        return self.session is not None and self.session.owns_game()

    def goal(self) -> None:
        """A match game's goal is to win it."""
        return None

    def goal_words(self) -> str:
        """Winning needs no words."""
        return ""

    def keeps_record(self) -> bool:
        """A match game is autosaved like any game; the match keeps its record."""
        return True

    def before_autosave(self) -> None:
        """The game on the table, a game of the match, is about to be autosaved: the
        match in progress goes first (:meth:`MatchSession.before_autosave`)."""
        if self.session is not None and self.session.owns_game():
            self.session.before_autosave()

    def request_new_match(self) -> MatchSetupDialog:
        """Open the New Match dialog; the match starts when it is accepted (asking first
        when a match or an unsaved game is in progress)."""
        _pool, decks = self.window.card_pool()
        dialog = MatchSetupDialog(list(decks), self.window.lang, ai_available(), self.window.window())
        dialog.accepted.connect(lambda: self.window.replace_table(
            lambda: self.start(dialog.setup()), new_match=True))
        self.setup_dialog = dialog
        dialog.open()
        return dialog

    def start(self, setup: MatchSetup) -> MatchSession:
        """Start a match: the previous one (if any, or one set aside) is left, the die is
        rolled."""
        if self.session is not None:
            self.session.close()
        self.end_kept()
        session = MatchSession(self, setup)
        self.session = session
        session.begin()
        self.kept_changed()
        return session

    # -- before another game or match takes the table

    def leave_question(self, new_match: bool) -> SetAsideMatchQuestion | EndMatchQuestion | None:
        """Before another game takes the table (``ui/table/replacing.py``): a match in
        progress is set aside (kept) or, for a new match, ended, after a question; a
        match set aside is ended by a new match after one too. None: nothing to ask."""
        s = self.session
        parent = self.window.window()
        if s is not None and s.active and not s.match.over:
            if new_match:
                end = EndMatchQuestion(standing_text(s.standing()), parent)
                end.end = s.close
                return end
            aside = SetAsideMatchQuestion(standing_text(s.standing()), parent)
            aside.keep = s.set_aside
            return aside
        kept = self.kept_progress() if new_match else None
        if kept is not None:
            box = EndMatchQuestion(standing_text(kept_standing(kept)), parent)
            box.end = self.end_kept
            return box
        return None

    def kept_progress(self) -> MatchProgress | None:
        """The match set aside (or left by a quit), when no match is at the table."""
        if self.session is not None and self.session.active:
            return None
        try:
            return load_match_progress()
        except MatchRecordError:
            return None

    def kept_changed(self) -> None:
        """Game ▸ Resume the match is there while a match is kept and none is at the table."""
        active = self.session is not None and self.session.active
        self.resume_action.setEnabled(not active and match_progress_path().is_file())

    def end_kept(self) -> None:
        """A match set aside is ended (a new match takes its place): its file and its
        games' records go."""
        progress = self.kept_progress()
        if progress is None:
            return
        clear_match_progress()
        discard_match_folder(matches_dir() / progress.folder)
        self.kept_changed()

    def resume_kept(self) -> MatchSession | None:
        """Game ▸ Resume the match: the match set aside comes back to the table where it
        stopped (asking first about an unsaved game on it); None when it cannot."""
        if self.kept_progress() is None:
            self.kept_changed()
            return None
        resumed: list[MatchSession] = []

        def back() -> None:
            try:
                session = self.from_file()
            except (MatchRecordError, MatchError, KeyError) as exc:
                problem = (exc.args[0] if isinstance(exc, KeyError) and exc.args
                           else error_text(exc, current_language()))
                self.unusable(str(problem), lambda: None)
                return
            if session is None:
                return
            self.session = session
            session.resume(self.autosave())
            self.kept_changed()
            resumed.append(session)

        self.window.replace_table(back)
        return resumed[0] if resumed else None

    def from_file(self) -> MatchSession | None:
        """A session of the match kept in its file, its bar shown; None without one.
        Raises what reading it raises (``MatchRecordError``, ``MatchError``, ``KeyError``)."""
        progress = load_match_progress()
        if progress is None:
            return None
        match = restore_match(progress, self.now)
        setup = MatchSetup(
            entrant_of(progress.players.a.name, progress.players.a.kind,
                       progress.players.a.deck),
            entrant_of(progress.players.b.name, progress.players.b.kind,
                       progress.players.b.deck),
            progress.roll.seed, progress.clock)
        CardLibrary.bundled().deck_defs(setup.a.deck.cards + setup.b.deck.cards)
        files = {g.number: g.record for g in progress.games if g.record is not None}
        current = progress.current
        if current is not None and current.record is not None:
            files[current.number] = current.record
        return MatchSession(self, setup, match, progress.created,
                            matches_dir() / progress.folder, files)

    # -- a match in progress across a quit or a crash

    def start_up(self, otherwise: Callable[[], object],
                 resumed: Callable[[], object] | None = None) -> QMessageBox | None:
        """At start: offer the match in progress if one was left (a crash, a forced quit
        or a quit mid-match) and return the question; else ``otherwise()`` (the offer of
        an unfinished game, or a new game). A file that cannot be used reads as no match
        to resume: it is set aside and a plain message says why, then ``otherwise()``.
        ``resumed()`` follows a resume (what the match left to the other features)."""
        try:
            found = self.from_file()
        except (MatchRecordError, MatchError, KeyError) as exc:
            problem = (exc.args[0] if isinstance(exc, KeyError) and exc.args
                       else error_text(exc, current_language()))
            return self.unusable(str(problem), otherwise)
        if found is None:
            otherwise()
            return None
        session = found
        session.dock.hide()
        box = MatchResumeQuestion(session.standing(), self.window.window())

        def finished() -> None:
            self.resume_box = None
            if box.clickedButton() is box.leave_button:
                self.leave_kept_match(session)
                otherwise()
                return
            self.session = session
            session.dock.show()
            session.resume(self.autosave())
            self.kept_changed()
            self.window.status(self.tr("The match is resumed where it stopped."), 5000)
            if resumed is not None:
                resumed()

        box.finished.connect(finished)
        self.resume_box = box
        box.open()
        return box

    def autosave(self) -> LoadedRecord | None:
        """The autosave of the unfinished game, if it can be read."""
        try:
            return self.window.autosave.load()
        except RecordError:
            return None

    def leave_kept_match(self, session: MatchSession) -> None:
        """The player left the match offered at start: it goes, with its unfinished game."""
        loaded = self.autosave()
        if loaded is not None and session.is_current_game(loaded):
            self.window.autosave.clear()
        session.leave()
        self.kept_changed()

    def unusable(self, problem: str, otherwise: Callable[[], object]) -> QMessageBox:
        """Say plainly that the match in progress cannot be resumed, and why; the file is
        kept aside. ``otherwise()`` follows once the message is closed."""
        kept = set_aside_match_progress(now_iso())
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("No match to resume"),
                          fill(self.tr("The match in progress cannot be resumed: %1"), problem),
                          QMessageBox.StandardButton.Ok, self.window.window())
        box.setInformativeText(fill(self.tr("The file was kept as %1."), str(kept)))

        def finished() -> None:
            self.problem_box = None
            otherwise()

        box.finished.connect(finished)
        self.problem_box = box
        box.open()
        return box

    def quit_question(self) -> QuitMatchQuestion | None:
        """Quitting mid-match asks first (the main window opens the question); None
        when no match is in progress."""
        s = self.session
        if s is None or not s.active or s.match.over:
            return None
        box = QuitMatchQuestion(s.standing(), self.window.window())
        box.keep = s.keep_for_quitting
        return box

    def show_history(self, over: QWidget | None = None) -> MatchHistoryWindow:
        """Open (or raise) the match history, over ``over`` (a modal window that would
        otherwise block it) or the table."""
        from momon_desktop.ui.match.matchhistory import MatchHistoryWindow

        parent = over if over is not None else self.window.window()
        window = self.history_window
        if window is not None and not shiboken6.isValid(window):
            window = None  # it went with the screen it was opened over
        if window is None:
            window = MatchHistoryWindow(parent)
            self.history_window = window
        else:
            if window.parentWidget() is not parent:
                window.setParent(parent, window.windowFlags())
            window.reload()
        window.show()
        window.raise_()
        window.activateWindow()
        return window

"""Game ▸ Join a table…: play a friend's table from this computer.

The friend's app hosts the game and checks every move (``features/hosting.py``,
docs/network.md). This side connects with the address, port and join code the host's
dialog shows (the join code also proves the table is the friend's), takes the second
seat, and draws the table from the copy of the game the host sends with each change:
the game as this seat may know it (``net.tablecopy``), checked against the view it came
with. An answer given here is checked against that copy, then sent to the table
(:attr:`~momon_desktop.ui.core.controller.GameController.relay`); the table's next copy
shows what it led to. When the game is over the host sends its whole record (PD.16);
once it is found to be the game this seat was shown, it goes on the table, every card
face up, and is kept as any finished game is.
"""

from __future__ import annotations

import threading
import time
from typing import TYPE_CHECKING, ClassVar

from PySide6.QtCore import QObject, Qt, Signal

from momon_desktop.engine import Game
from momon_desktop.engine.game import Action
from momon_desktop.net.deckproblem import DeckProblem
from momon_desktop.net.discovery import Finder, FoundTable, discovery_wanted
from momon_desktop.net.fair import RECORD_SEED_MASK
from momon_desktop.net.join import JoinRefused, JoinSide
from momon_desktop.net.netmatch import JOIN_SIDE as JOIN_MATCH_SIDE
from momon_desktop.net.refusal import Reason
from momon_desktop.net.secure import normal_code
from momon_desktop.storage.moves import move_to_json
from momon_desktop.storage.record import RecordError, load_record_bytes
from momon_desktop.ui.core.actions import ActionSpec
from momon_desktop.ui.core.controller import HUMAN, REMOTE, GameSpec, PlayerInfo
from momon_desktop.ui.features.joindialog import JoinDialog
from momon_desktop.ui.features.netchat import TableChat
from momon_desktop.ui.features.netshared import (
    NetMatchView,
    NetMatchViews,
    offered_decks,
    takeback_question,
    toss_text,
)
from momon_desktop.ui.table.dialogs import ResultDialog
from momon_desktop.ui.text.i18n import fill

if TYPE_CHECKING:
    from momon_desktop.ui.table.host import TableHost

# How long a joined table keeps trying to reach a host whose line dropped (seconds):
# long enough for the host's app, quit or stopped, to be started again and take the
# game up from its autosave.
RECONNECT_FOR = 900.0


class JoinedGame(QObject):
    """One joined table: the line to the host (on a thread of its own) and the table's
    copies of the game, put on this table as they come."""

    # a copy of the game arrived, with the number of the table's game it is of (sent
    # from the line's thread)
    copy_came = Signal(object, int)
    # the match after a change (a match only; from the line's thread)
    match_came = Signal(object)
    # the table refused an answer of this seat, with its reason (a str, or a
    # net.refusal.Reason that can be said in the interface language)
    refused = Signal(object)
    # the player here asks to join another match at the same table (one that is over)
    again_asked = Signal()
    # the line could not be kept: why, in the player's language
    failed = Signal(str)
    # the game is over and its record found true (the record's bytes)
    ended = Signal(bytes)
    # a chat line from the host's player (from the line's thread)
    chat_came = Signal(str)
    # PD.17: "asked", "agreed" or "refused" (from the line's thread)
    takeback_news = Signal(str)
    # the line to the host: "dropped" or "back" (from the line's thread)
    line_news = Signal(str)

    def __init__(self, window: TableHost, host: str, port: int, code: str, name: str,
                 deck: list[str] | None = None, wait_for: float = 0.0,
                 views: NetMatchViews | None = None) -> None:
        """``wait_for``: seconds to keep trying while the table's game is over and its
        next one not yet open (a rematch the host has not opened yet); ``views``: what
        draws a match, when the table plays one."""
        super().__init__(window.window())
        self.window = window
        self.name = name
        self.code = code
        self.wait_for = wait_for
        self.side = JoinSide(host, port, normal_code(code), lambda _state: None,
                             lambda reason, _move: self.refused.emit(reason),
                             reconnect_for=RECONNECT_FOR)
        self.side.on_line = self.line_news.emit
        # 6.1: the deck this side brings, for a table that asks for it
        self.side.deck = deck
        self.side.on_table = lambda game, _state: self.copy_came.emit(
            game, max(1, self.side.game_now))
        # a match: each game's checked record as it ends, and the match after a change
        self.side.on_record = self.ended.emit
        self.side.on_match = self.match_came.emit
        self.views = views
        self.view: NetMatchView | None = None
        # the number of the table's game on this table, and whether the game on this
        # table is a checked record kept as any finished game (a match's game ended)
        self.number = 0
        self.record_game: Game | None = None
        self.side.on_chat = self.chat_came.emit
        self.side.on_takeback = self.takeback_news.emit
        self.takeback_asked = False
        self.playing = False
        self.over = False
        self.spec: GameSpec | None = None
        self.copy_came.connect(self._take, Qt.ConnectionType.QueuedConnection)
        self.refused.connect(self._refused, Qt.ConnectionType.QueuedConnection)
        self.ended.connect(self._ended, Qt.ConnectionType.QueuedConnection)
        self.takeback_news.connect(self._takeback_news, Qt.ConnectionType.QueuedConnection)
        self.match_came.connect(self._match_news, Qt.ConnectionType.QueuedConnection)
        self.line_news.connect(self._line_news, Qt.ConnectionType.QueuedConnection)
        threading.Thread(target=self._run, name="momon-join", daemon=True).start()

    def _run(self) -> None:
        deadline = time.monotonic() + self.wait_for
        try:
            while True:
                try:
                    self.side.connect()
                    break
                except JoinRefused as exc:
                    if exc.kind != "over" or time.monotonic() >= deadline or self.over:
                        raise
                    time.sleep(0.3)  # a pause between tries, not a wait for a signal
            self.side.run()
        except JoinRefused as exc:
            if not self.over:
                self.failed.emit(self.why(exc))
            return
        record = self.side.record
        if record is not None and not self.side.match_mode:
            self.ended.emit(record)  # a match's records came as each game ended

    def again(self, wait_for: float) -> JoinedGame:
        """A rematch at the same table: joined as this game was, once the host opens it
        (for a match, the next match; this one's bar goes)."""
        if self.view is not None:
            self.view.close()
        return JoinedGame(self.window, self.side.host, self.side.port, self.code, self.name,
                          self.side.deck, wait_for, self.views)

    def why(self, exc: JoinRefused) -> str:
        """Why the table could not be joined or kept, in the interface language."""
        where = (self.side.host, str(self.side.port))
        if exc.kind == "unreachable":
            return fill(self.tr("No table answers at %1, port %2. Check the address and the "
                                "port, and that your friend's table is open."), *where)
        if exc.kind == "not_a_table":
            return fill(self.tr("The program at %1, port %2 is not a Momon Desktop table."),
                        *where)
        if exc.kind == "wrong_code":
            return self.tr("The table does not know this join code: check it with your friend.")
        if exc.kind == "version":
            return self.tr("Your friend's Momon Desktop is another version than this one: "
                           "both need the same version to play together.")
        if exc.kind == "deck":
            return fill(self.tr("The table did not take your deck: %1"),
                        self.deck_problem(exc.problem, exc.message))
        if exc.kind == "over":
            return self.tr("The game at this table is over, and the host has not opened "
                           "the next one.")
        if exc.kind == "closed":
            return self.tr("The table closed the line.")
        if exc.kind == "unfair":
            return self.tr("The table showed this seat a game other than the one it "
                           "played, so the game was left: the table is not playing fair.")
        return self.tr("The line to the table could not be kept.")

    def deck_problem(self, problem: DeckProblem | None, english: str) -> str:
        """Why the table did not take this side's deck, in the interface language (the
        table's own English words when its problem could not be read)."""
        if problem is None:
            return english
        if problem.code == "needed":
            return self.tr("the table asks each player to bring their own deck")
        if problem.code == "shape":
            return self.tr("what was sent is not a deck")
        if problem.code == "unknown":
            return fill(self.tr("the table does not have the cards %1"),
                        ", ".join(problem.cards))
        lang = self.window.lang
        return "; ".join(reason.text(lang) for reason in problem.reasons)

    def close(self) -> None:
        """Leave the table: the line is closed (the host keeps the seat a while)."""
        self.over = True
        if self.view is not None:
            self.view.close()
        c = self.window.controller
        if c.takeback is self:
            c.takeback = None
        if c.relay is not None and c.relay == self._send:
            c.relay = None
        self.side.leave()

    def on_table(self) -> bool:
        """Whether the game on this table is this joined table's (its copies, or in a
        match a game's checked record)."""
        c = self.window.controller
        return self.playing and not self.over and (
            c.relay == self._send or (self.record_game is not None and c.game is self.record_game))

    def _match_news(self, snapshot: object) -> None:
        """The match after a change (PM.1 to PM.4), drawn at this table."""
        if self.over or not isinstance(snapshot, dict):
            return
        if self.view is None:
            if self.views is None:
                return  # no view of matches is installed: the match is not drawn
            self.view = self.views(self.window, JOIN_MATCH_SIDE, self.side.choose,
                                   self.side.press, (self.host_name(), self.name),
                                   self.again_asked.emit)
        self.view.show(snapshot)

    def host_name(self) -> str:
        """The hosting player's name as the table's welcome gave it, else "Host"."""
        return self.side.names[0].strip() or self.tr("Host")

    # the game's owner while it is played (ui.core.session.GameOwner): the copies are
    # neither autosaved nor kept; the checked record is, once the game is over

    def owns_game(self) -> bool:
        return self.on_table()

    def goal(self) -> object | None:
        return None

    def goal_words(self) -> str:
        return ""

    def keeps_record(self) -> bool:
        return self.record_game is not None

    def before_autosave(self) -> None:
        return None

    def _take(self, game: Game, number: int) -> None:
        if self.over:
            return
        c = self.window.controller
        if number != self.number:
            # the table's next game (a match's): it takes this table as the first did
            self.number = number
            self.playing = False
            self.record_game = None
        if not self.playing:
            there = PlayerInfo(self.host_name(), REMOTE)
            here = PlayerInfo(self.name, HUMAN)
            players = (there, here) if self.side.seat == 1 else (here, there)
            decks = (tuple(game.setup.decks[0]), tuple(game.setup.decks[1]))
            if self.side.match_mode:
                # a game of the match: its chooser decided the first turn (PM.2)
                self.spec = GameSpec(decks, players, game.seed, None)
            else:
                draw = None if self.side.seed is None else self.side.seed & RECORD_SEED_MASK
                self.spec = GameSpec(decks, players, draw or 0, draw)
                if draw is not None:
                    self.window.status(toss_text(players[0].name, draw), 15000)
            self.playing = True
            c.relay = self._send
            # the game is the host's to keep; this side keeps its record once checked
            self.window.start_game(self.spec, resume=game, owner=self)
            c.takeback = self
            if number == 1:
                chat = self.window.feature(TableChat)
                if chat is not None:
                    chat.begin(there.name, self.side.chat)
                    self.chat_came.connect(chat.came, Qt.ConnectionType.QueuedConnection)
            return
        if self.on_table():
            c.follow(game)

    def _line_news(self, news: str) -> None:
        """The line to the host dropped, or holds again: said where the player looks.
        The table keeps trying for :data:`RECONNECT_FOR` seconds, long enough for the
        host's app to be started again and take the game up (docs/network.md)."""
        if not self.on_table():
            return
        name = self.host_name()
        if news == "dropped":
            self.window.status(fill(self.tr(
                "The line to %1 dropped: trying again. Your seat is kept, and the game goes "
                "on when the table is back."), name), 0)
        else:
            self.window.status(fill(self.tr("Back at the table: %1."), name), 10000)

    # ------------------------------------------------------------------ take-back (PD.17)

    def can_ask(self) -> bool:
        """Whether the person here may ask the host's player to take back their last
        move."""
        c = self.window.controller
        g = c.game
        if not self.on_table() or self.takeback_asked or g is None or c.relayed:
            return False
        return self.side.seat in g.answer_seats()

    def ask(self) -> None:
        self.takeback_asked = True
        self.side.ask_takeback()
        self.window.status(fill(self.tr("Asked %1 to take back your last move…"),
                                self.host_name()), 0)
        self.window.present_decision()

    def _takeback_news(self, news: str) -> None:
        if not self.on_table():
            return
        name = self.host_name()
        if news == "asked":
            takeback_question(self.window, name, self.side.answer_takeback)
            return
        self.takeback_asked = False
        if news == "agreed":
            self.window.status(fill(self.tr("%1 agreed: your last move is taken back."), name),
                               10000)
        else:
            self.window.status(fill(self.tr("No take-back: %1 did not agree."), name), 10000)
        self.window.present_decision()

    def _send(self, answer: Action) -> None:
        g = self.window.controller.game
        if g is not None:
            self.side.move(move_to_json(g, answer))

    def _refused(self, reason: object) -> None:
        if self.on_table():
            self.window.controller.relay_refused()
            said = reason.text(self.window.lang) if isinstance(reason, Reason) else str(reason)
            self.window.status(fill(self.tr("The table refused that move: %1"), said), 10000)

    def _ended(self, record: bytes) -> None:
        """PD.16: the game's whole record, found to be the game this seat was shown, goes
        on the table with every card known, and is kept as any finished game."""
        if not self.on_table() or self.spec is None:
            return
        try:
            game = load_record_bytes(record).game
        except RecordError:
            return
        self.window.controller.relay = None
        if self.side.match_mode:
            # a game of the match: kept as any finished game, the match bar showing how
            # it ended and what comes next; the line stays for the next game
            self.record_game = game
            self.window.start_game(self.spec, resume=game, owner=self)
            return
        self.over = True
        self.window.start_game(self.spec, resume=game)
        chat = self.window.feature(TableChat)
        if chat is not None:
            chat.end()  # the line has closed with the game


# How long a rematch waits for the host to open the next game (seconds).
REMATCH_WAIT = 120.0


class TableJoining(QObject):
    """The feature: Game ▸ Join a table… and the joined game on the table."""

    # what draws a match across two computers: the match layer's view, given by the
    # app's assembly (ui/assembly.py), which knows both layers
    match_views: ClassVar[NetMatchViews | None] = None

    # the tables heard of on the network changed (from the finder's thread)
    found = Signal(list)

    def __init__(self, window: TableHost) -> None:
        super().__init__(window.window())
        self.window = window
        self.dialog: JoinDialog | None = None
        self.joined: JoinedGame | None = None
        self.action = window.action_registry.add(ActionSpec(
            "game.join", lambda: self.tr("&Join a table…"), "game", 10, 40, (),
            status_tip=lambda: self.tr("Play at a friend's table on this network.")),
            self.open)
        window.controller.started.connect(self._game_started)
        window.result_dialog_opened.connect(self._offer_rematch)
        self.finder: Finder | None = None
        self.found.connect(self._found, Qt.ConnectionType.QueuedConnection)

    def _found(self, tables: list[FoundTable]) -> None:
        if self.dialog is not None and self.finder is not None:
            self.dialog.show_found(tables)

    def _stop_finding(self) -> None:
        finder, self.finder = self.finder, None
        if finder is not None:
            threading.Thread(target=finder.close, daemon=True).start()

    def open(self) -> JoinDialog:
        """The Join a table dialog (window-modal); while it is open, the tables announced
        on the network are listed in it."""
        dialog = JoinDialog(self.window.window(), offered_decks(self.window), self.window.lang)
        self._stop_finding()
        if discovery_wanted():
            self.finder = Finder(self.found.emit)
        dialog.finished.connect(lambda _result: self._stop_finding())
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.join_requested.connect(lambda: self.window.replace_table(
            lambda: self._join(dialog)))
        dialog.rejected.connect(lambda: self._dialog_closed(dialog))
        self.dialog = dialog
        dialog.open()
        return dialog

    def _join(self, dialog: JoinDialog) -> None:
        self.close()
        joined = JoinedGame(self.window, dialog.address(), dialog.port_spin.value(),
                            dialog.code_edit.text(), dialog.name(), dialog.deck(),
                            views=self.match_views)
        joined.failed.connect(self._failed, Qt.ConnectionType.QueuedConnection)
        joined.again_asked.connect(self.rematch)
        joined.copy_came.connect(lambda *_copy: dialog.accept())
        joined.match_came.connect(lambda _match: dialog.accept())
        self.joined = joined
        dialog.joining(joined)

    def _offer_rematch(self, dialog: ResultDialog) -> None:
        """The result screen of a joined game offers to join the table's rematch."""
        joined = self.joined
        if joined is None or not joined.over or joined.spec is None or \
                self.window.controller.spec is not joined.spec:
            return
        dialog.rematch_button.show()
        dialog.rematch_button.setToolTip(self.tr(
            "Join the next game at the same table, once the host opens it from their "
            "result screen."))
        dialog.rematch_requested.connect(self.rematch)

    def rematch(self) -> None:
        """Join the same table's next game, waiting up to two minutes for the host."""
        joined = self.joined
        if joined is None:
            return
        again = joined.again(REMATCH_WAIT)
        self.joined = again
        again.failed.connect(self._failed, Qt.ConnectionType.QueuedConnection)
        again.again_asked.connect(self.rematch)
        self.window.status(self.tr("Waiting for the host to open the rematch…"), 0)

    def _failed(self, reason: str) -> None:
        joined = self.joined
        if joined is None:
            return
        dialog = self.dialog
        if not joined.playing and dialog is not None and dialog.isVisible():
            dialog.could_not_join(reason)
        elif joined.on_table():
            self.window.controller.halt()
            self.window.status(fill(self.tr("The table's line is lost: %1"), reason), 0)
        else:
            self.window.status(reason, 0)  # a rematch that could not be joined
        self.close()

    def _dialog_closed(self, dialog: JoinDialog) -> None:
        if self.joined is not None and dialog.joined is self.joined and not self.joined.playing:
            self.close()

    def _game_started(self) -> None:
        """Another game put on the table leaves the joined one."""
        joined = self.joined
        if joined is not None and joined.playing and not joined.over and \
                self.window.controller.spec is not joined.spec:
            self.close()

    def close(self) -> None:
        if self.joined is not None:
            self.joined.close()
            self.joined = None
            chat = self.window.feature(TableChat)
            if chat is not None:
                chat.end()


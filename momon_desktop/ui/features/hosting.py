"""Game ▸ Host a table…: a game against a friend at another computer, hosted here.

This app is the table's authority (docs/network.md): :class:`HostedGame` runs the
network host (:class:`~momon_desktop.net.host.HostTable` with its TLS listener, on
threads of their own) beside the table's controller. Both hold the same game: each
answer given at this computer is played on the table, then sent to the host, which
checks it again and tells the friend; each answer of the friend, checked by the host,
arrives as a move and is played on the table for the friend's seat (a
:data:`~momon_desktop.ui.core.controller.REMOTE` seat), once the Arena has shown what
came before. The friend joins with ``python -m momon_desktop join`` or with the
address, port and join code this dialog shows.

The listener is open only while the table is hosted: from *Open the table* until the
game is left for another one, the dialog is closed before a friend came, or the app
quits (docs/network.md, "Closed by default").
"""

from __future__ import annotations

import threading
from collections import deque
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QAbstractButton,
    QMessageBox,
)

from momon_desktop.engine import Game, IllegalDecision
from momon_desktop.engine.game import Action
from momon_desktop.net.discovery import Announcer, discovery_wanted
from momon_desktop.net.fair import RECORD_SEED_MASK
from momon_desktop.net.host import JOIN_SEAT, HostTable, Listener
from momon_desktop.referee import Scenario
from momon_desktop.storage.cardsets import CardLibrary
from momon_desktop.storage.moves import move_to_json
from momon_desktop.ui.core.actions import ActionSpec
from momon_desktop.ui.core.controller import HUMAN, REMOTE, GameSpec, PlayerInfo
from momon_desktop.ui.features.hostdialog import HostDialog
from momon_desktop.ui.features.netchat import TableChat
from momon_desktop.ui.features.netshared import (
    offered_decks,
    takeback_question,
    toss_text,
)
from momon_desktop.ui.table.dialogs import ResultDialog
from momon_desktop.ui.text.i18n import fill

if TYPE_CHECKING:
    from momon_desktop.ui.table.host import TableHost

# PD.18: how long a friend's line may be down before the host is asked what to do.
GRACE_MS = 60_000
# The computer's level that plays a friend's seat the host gave it.
SEAT_TAKER = "normal"


class HostedGame(QObject):
    """One hosted table: the network host and its listener, and the game they share with
    the table's controller."""

    # the host table changed: a move, the start of the game (sent from any thread)
    arrived = Signal()
    # the friend's line: "dropped" or "back" (from the host's threads)
    peer = Signal(str)
    # the game started on the table
    started = Signal()
    # a chat line from the friend (from the host's threads)
    chat_came = Signal(str)
    # PD.17: "asked", "agreed" or "refused" (from the host's threads)
    takeback_news = Signal(str)

    def __init__(self, window: TableHost, scenario: Scenario, names: tuple[str, str],
                 deck_names: tuple[str, str], port: int, bind: str = "",
                 friend_deck: bool = False, reuse: HostedGame | None = None) -> None:
        """``reuse``: the finished hosted game whose listener (its port and join code) and
        announcement this one takes over, for a rematch."""
        super().__init__(window.window())
        self.window = window
        self.scenario = scenario
        self.names = names
        self.deck_names = deck_names
        # this table's own moves go through local_move_for, which says why it refuses one
        self.table = HostTable(scenario, lambda _state: self.arrived.emit(),
                               lambda _reason, _n: None, toss=True, friend_deck=friend_deck)
        self.table.names = names
        self.table.on_chat = self.chat_came.emit
        self.table.on_takeback = self.takeback_news.emit
        self.table.on_peer = self.peer.emit
        self.friend_deck = friend_deck
        if reuse is None:
            # raises OSError when the port cannot be opened
            self.listener = Listener(self.table, bind, port)
        else:
            self.listener = reuse.listener
            self.listener.table = self.table
        # how many answers of the host's game the table has taken, and how many of the
        # table's the host has been given
        self.taken = 0
        self.seen = 0
        # the game on the table while it is this hosted game
        self.game: Game | None = None
        # the friend's seat, once the toss has given it
        self.friend_seat = JOIN_SEAT
        # the friend's answers handed to the table and not yet played on it
        self.queued: deque[Action] = deque()
        self.playing = False
        self.closed = False
        self.arrived.connect(self._sync, Qt.ConnectionType.QueuedConnection)
        # PD.18: once the friend's line has been down this long, the host is asked what
        # to do: claim the game, let the computer play the seat, or keep waiting
        self.grace = QTimer(self)
        self.grace.setSingleShot(True)
        self.grace.setInterval(GRACE_MS)
        self.grace.timeout.connect(self._away_too_long)
        self.question: QMessageBox | None = None
        self.peer.connect(self._peer_news, Qt.ConnectionType.QueuedConnection)
        self.takeback_news.connect(self._takeback_news, Qt.ConnectionType.QueuedConnection)
        self.announcer: Announcer | None = None
        if reuse is not None:
            self.announcer = reuse.announcer
            return
        threading.Thread(target=self.listener.serve, name="momon-host", daemon=True).start()
        # found by computers on the local network while the table is open (DNS-SD)
        if discovery_wanted():
            self.announcer = Announcer(names[0], self.listener.port)
            threading.Thread(target=self.announcer.start, name="momon-announce",
                             daemon=True).start()

    def again(self) -> HostedGame:
        """A rematch at the same table (its port and join code): the same players and
        decks, a new toss (6.6); the friend joins it again from their table. This game's
        line to the friend closes; the listener stays open for the new game."""
        self.closed = True
        self.grace.stop()
        self.table.close()
        return HostedGame(self.window, self.scenario, self.names, self.deck_names, 0,
                          friend_deck=self.friend_deck, reuse=self)

    @property
    def port(self) -> int:
        return self.listener.port

    @property
    def code(self) -> str:
        return self.listener.code

    def on_table(self) -> bool:
        """Whether the game on the table is this hosted game."""
        return self.playing and not self.closed and self.window.controller.game is self.game

    def close(self) -> None:
        """The table is no longer hosted: the listener closes and the friend is told."""
        if self.closed:
            return
        self.closed = True
        self.grace.stop()
        if self.window.controller.takeback is self:
            self.window.controller.takeback = None
        if self.question is not None:
            self.question.close()
            self.question = None
        self.listener.close()
        self.table.close()
        if self.announcer is not None:
            # its goodbye to the network is sent off the interface's thread
            threading.Thread(target=self.announcer.close, daemon=True).start()

    # ------------------------------------------------------------------ the game

    def _start(self) -> None:
        """6.6: the toss both computers checked is done and the host's game has begun:
        the same game goes on the table, each player in the seat the toss gave them."""
        with self.table.lock:
            game = self.table.game.copy()
            draw = (self.table.seed or 0) & RECORD_SEED_MASK
            self.taken = len(game.history)
            self.friend_seat = self.table.join_seat
        self.seen = len(game.history)
        decks = (tuple(game.setup.decks[0]), tuple(game.setup.decks[1]))
        here = PlayerInfo(self.names[0], HUMAN, self.deck_names[0])
        there = PlayerInfo(self.names[1], REMOTE, self.deck_names[1])
        players = (here, there) if self.friend_seat == 1 else (there, here)
        self.playing = True
        self.game = game
        self.window.start_game(GameSpec(decks, players, draw, draw), resume=game)
        self.window.controller.takeback = self
        self.window.status(toss_text(players[0].name, draw), 15000)
        self.started.emit()

    def _sync(self) -> None:
        """The friend's moves the host took since the last look, onto the table."""
        if self.closed:
            return
        if not self.playing:
            if self.table.started.is_set():
                self._start()
            return
        c = self.window.controller
        if not self.on_table() or c.game is None:
            return
        with self.table.lock:
            # what the host has beyond what this table gave it or was given: the
            # friend's answers, checked by the host
            came = list(self.table.game.history[self.taken:])
            self.taken += len(came)
        for answer in came:
            self.queued.append(answer)
            try:
                c.play_remote(self.friend_seat, answer)
            except IllegalDecision:
                self._out_of_step()
                return

    def after_answer(self) -> None:
        """After the table played an answer: one given at this computer (by the person
        here, or by the computer once it plays the friend's seat) goes to the host, which
        checks it and tells the friend; the friend's own came from the host."""
        c = self.window.controller
        g = c.game
        if not self.on_table() or g is None:
            return
        seats = g.answer_seats()
        while self.seen < len(g.history):
            answer, seat = g.history[self.seen], seats[self.seen]
            self.seen += 1
            if self.queued and self.queued[0] == answer:
                self.queued.popleft()
                continue
            reason = self.table.local_move_for(seat, move_to_json(g, answer))
            self.taken += 1
            if reason is not None:
                self._out_of_step()
                return

    # ------------------------------------------------------------------ take-back (PD.17)

    def can_ask(self) -> bool:
        """Whether the person here may ask the friend to take back their last move."""
        table = self.table
        with table.lock:
            return self.on_table() and not table.takeback_asked and table.link is not None \
                and table.last_answer_of(table.host_seat) is not None

    def ask(self) -> None:
        if self.table.ask_takeback():
            self.window.status(fill(self.tr("Asked %1 to take back your last move…"),
                                    self.names[1]), 0)
            self.window.present_decision()  # Take back waits for the answer

    def _takeback_news(self, news: str) -> None:
        if not self.on_table():
            return
        name = self.names[1]
        if news == "asked":
            takeback_question(self.window, name, self._answer_takeback)
        elif news == "agreed":
            self.window.status(fill(self.tr("%1 agreed: your last move is taken back."), name),
                               10000)
            self._rewind()
        else:
            self.window.status(fill(self.tr("No take-back: %1 did not agree."), name), 10000)
            self.window.present_decision()

    def _answer_takeback(self, agree: bool) -> None:
        if not self.on_table():
            return
        self.table.answer_takeback(agree)
        if agree:
            self._rewind()

    def _rewind(self) -> None:
        """The host's game was taken back: the table's too, to the same answer."""
        with self.table.lock:
            keep = len(self.table.game.history)
        self.taken = self.seen = keep
        self.queued.clear()
        self.window.controller.take_back_to(keep)

    # ------------------------------------------------------------------ a friend away

    def _peer_news(self, news: str) -> None:
        if news == "dropped":
            self.grace.start()
            return
        self.grace.stop()
        if self.question is not None:
            self.question.close()
            self.question = None

    def _away_too_long(self) -> None:
        """PD.18: the grace period is over and the friend is still away."""
        c = self.window.controller
        if not self.on_table() or c.game is None or c.game.over or not self.table.absent:
            return
        name = self.names[1]
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Your friend is away"), fill(
            self.tr("The line to %1 has been down for %2 seconds. Their seat is kept: you "
                    "may claim the game (it ends as their concession), let the computer "
                    "play for them, or keep waiting."),
            name, str(self.grace.interval() // 1000)), QMessageBox.StandardButton.NoButton,
            self.window.window())
        box.setObjectName("FriendAway")
        self.claim_button = box.addButton(self.tr("&Claim the game"),
                                          QMessageBox.ButtonRole.AcceptRole)
        self.computer_button = box.addButton(fill(self.tr("Let the com&puter play for %1"),
                                                  name), QMessageBox.ButtonRole.ActionRole)
        self.wait_button = box.addButton(self.tr("&Keep waiting"),
                                         QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(self.wait_button)
        box.setEscapeButton(self.wait_button)
        box.setWindowModality(Qt.WindowModality.WindowModal)
        box.buttonClicked.connect(self._answered)
        self.question = box
        box.open()

    def _answered(self, button: QAbstractButton) -> None:
        self.question = None
        c = self.window.controller
        if not self.on_table() or c.game is None or c.game.over:
            return
        if button is self.claim_button:
            self.table.claim()  # its concession comes to the table as the friend's move
        elif button is self.computer_button:
            # the seat is played by the computer from now on, at this table
            self.table.take_seat()
            players = list(c.players)
            away = players[self.friend_seat]
            players[self.friend_seat] = PlayerInfo(away.name, SEAT_TAKER, away.deck_name)
            c.set_players((players[0], players[1]))
        elif self.table.absent:
            self.grace.start()

    def _out_of_step(self) -> None:
        self.window.controller.halt()
        self.window.controller.error.emit(self.tr(
            "The two computers no longer agree on the game: the table has stopped it."))
        self.close()


class TableHosting(QObject):
    """The feature: Game ▸ Host a table… and the hosted game on the table."""

    def __init__(self, window: TableHost) -> None:
        super().__init__(window.window())
        self.window = window
        self.dialog: HostDialog | None = None
        self.hosted: HostedGame | None = None
        self.action = window.action_registry.add(ActionSpec(
            "game.host", lambda: self.tr("&Host a table…"), "game", 10, 30, (),
            status_tip=lambda: self.tr("Play a friend at another computer on this network.")),
            self.open)
        window.controller.batch_finished.connect(self._after_answer)
        window.controller.started.connect(self._game_started)
        window.result_dialog_opened.connect(self._offer_rematch)
        app_window = window.window()
        app_window.destroyed.connect(self.close)

    def open(self) -> HostDialog:
        """The Host a table dialog (window-modal)."""
        dialog = HostDialog(offered_decks(self.window), self.window.lang, self.window.window())
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.open_requested.connect(lambda: self.window.replace_table(
            lambda: self._open_table(dialog)))
        dialog.rejected.connect(lambda: self._dialog_closed(dialog))
        self.dialog = dialog
        dialog.open()
        return dialog

    def _offer_rematch(self, dialog: ResultDialog) -> None:
        """The result screen of a hosted game offers a rematch at the same table."""
        hosted = self.hosted
        if hosted is None or not hosted.on_table():
            return
        dialog.rematch_button.show()
        dialog.rematch_button.setToolTip(self.tr(
            "The same decks at the same table, a new toss for the first turn; your friend "
            "joins it from their result screen."))
        dialog.rematch_requested.connect(self.rematch)

    def rematch(self) -> None:
        """A new game at the same table (port and join code), once the friend joins it."""
        hosted = self.hosted
        if hosted is None:
            return
        again = hosted.again()
        self._wire(again)
        self.hosted = again
        self.window.status(fill(self.tr("Waiting for %1 to join the rematch…"),
                                again.names[1]), 0)

    def _wire(self, hosted: HostedGame) -> None:
        hosted.peer.connect(self._peer)
        chat = self.window.feature(TableChat)
        if chat is not None:
            hosted.started.connect(lambda: chat.begin(hosted.names[1], hosted.table.chat))
            hosted.chat_came.connect(chat.came, Qt.ConnectionType.QueuedConnection)

    def _open_table(self, dialog: HostDialog) -> None:
        mine, theirs = dialog.chosen()
        formats = (mine.format, mine.format if theirs is None else theirs.format)
        fmt = "open" if "open" in formats else "standard"
        # without a deck chosen here the friend's own takes the second place (6.1)
        second = list(mine.cards if theirs is None else theirs.cards)
        scenario = Scenario(CardLibrary.bundled(), fmt, (list(mine.cards), second))
        self.close()
        try:
            hosted = HostedGame(self.window, scenario, dialog.names(),
                                (mine.display_name(self.window.lang),
                                 "" if theirs is None else theirs.display_name(self.window.lang)),
                                dialog.port_spin.value(), friend_deck=theirs is None)
        except OSError as exc:
            dialog.cannot_open(fill(self.tr(
                "The table cannot listen on port %1 (%2). Choose another port, or 'any "
                "free port'."), str(dialog.port_spin.value()), exc.strerror or str(exc)))
            return
        hosted.started.connect(dialog.accept)
        self._wire(hosted)
        self.hosted = hosted
        dialog.hosting(hosted)

    def _dialog_closed(self, dialog: HostDialog) -> None:
        """Closed before the friend came: the table is no longer hosted."""
        if self.hosted is not None and dialog.hosted is self.hosted and not self.hosted.playing:
            self.close()

    def _after_answer(self) -> None:
        if self.hosted is not None:
            self.hosted.after_answer()

    def _game_started(self) -> None:
        """Another game put on the table ends the hosted one (the friend is told)."""
        hosted = self.hosted
        if hosted is not None and hosted.playing and not hosted.on_table():
            self.close()

    def _peer(self, news: str) -> None:
        name = self.hosted.names[1] if self.hosted is not None else ""
        if news == "dropped":
            self.window.status(fill(self.tr(
                "The line to %1 dropped: the seat is kept and the game waits."), name), 0)
        else:
            self.window.status(fill(self.tr("Back at the table: %1."), name), 10000)

    def close(self) -> None:
        """Stop hosting: the listener closes and a friend still connected is told."""
        if self.hosted is not None:
            self.hosted.close()
            self.hosted = None
            chat = self.window.feature(TableChat)
            if chat is not None:
                chat.end()

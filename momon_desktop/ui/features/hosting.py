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
from pathlib import Path
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
from momon_desktop.referee import RefereeError, Scenario
from momon_desktop.storage.cardsets import CardLibrary
from momon_desktop.storage.hostedtable import (
    HOSTED_FORMAT_VERSION,
    HostedTableFile,
    forget_hosted_table,
    hosted_table_path,
    read_hosted_table,
    write_hosted_table,
)
from momon_desktop.storage.moves import move_to_json
from momon_desktop.storage.record import LoadedRecord
from momon_desktop.ui.core.actions import ActionSpec
from momon_desktop.ui.core.controller import HUMAN, REMOTE, GameSpec, PlayerInfo
from momon_desktop.ui.features.hostdialog import HostDialog
from momon_desktop.ui.features.netchat import TableChat
from momon_desktop.ui.features.netshared import (
    offered_decks,
    takeback_question,
    toss_text,
)
from momon_desktop.ui.features.persistence import GamePersistence
from momon_desktop.ui.table.dialogs import ResultDialog
from momon_desktop.ui.text.i18n import fill

if TYPE_CHECKING:
    from momon_desktop.ui.table.host import TableHost

# PD.18: how long a friend's line may be down before the host is asked what to do.
GRACE_MS = 60_000
# The computer's level that plays a friend's seat the host gave it.
SEAT_TAKER = "normal"


def kept_table_path(window: TableHost) -> Path:
    """Where the table hosted for the game on ``window`` is kept while the game is
    played: beside its autosave (storage.hostedtable)."""
    return hosted_table_path(window.autosave.path.parent)


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
                 friend_deck: bool = False, reuse: HostedGame | None = None,
                 code: str | None = None) -> None:
        """``reuse``: the finished hosted game whose listener (its port and join code) and
        announcement this one takes over, for a rematch; ``code``: the join code of a
        table opened again for the game its autosave kept (:meth:`TableHosting.take_up`)."""
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
            self.listener = Listener(self.table, bind, port, code)
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

    def close(self, forget: bool = True) -> None:
        """The table is no longer hosted: the listener closes and the friend is told.
        ``forget``: the table is not to be opened again for this game (False when the
        app quits, so that its next start opens it for the game the autosave keeps)."""
        if forget:
            forget_hosted_table(self.kept_path())
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
        self.keep()
        self.started.emit()

    def taken_up(self) -> None:
        """The game the autosave kept is on the table again, this table hosting it
        (:meth:`TableHosting.take_up`): the friend's seat is kept for their return, which
        the grace period waits for (PD.18)."""
        c = self.window.controller
        assert c.game is not None
        with self.table.lock:
            self.friend_seat = self.table.join_seat
        self.game = c.game
        self.taken = self.seen = len(c.game.history)
        self.playing = True
        c.takeback = self
        self.keep()
        self.grace.start()
        self.started.emit()

    # ------------------------------------------------------------------ kept for a restart

    def kept_path(self) -> Path:
        """Where the table is kept while its game is played (beside the autosave)."""
        return kept_table_path(self.window)

    def keep(self) -> None:
        """Keep what opens this table again, for the game on it, should the app quit or
        be stopped before the game ends (storage.hostedtable): the game's record
        ``created``, the port, the join code, the names and the friend's seat."""
        persistence = self.window.feature(GamePersistence)
        context = persistence.context if persistence is not None else None
        if context is None:
            return
        write_hosted_table(self.kept_path(), HostedTableFile.model_validate({
            "format_version": HOSTED_FORMAT_VERSION, "created": context.created,
            "code": self.code, "port": self.port, "names": list(self.names),
            "deck_names": list(self.deck_names), "friend_seat": self.friend_seat}))

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
        persistence = window.feature(GamePersistence)
        if persistence is not None:
            persistence.resumer.tables = self  # a kept table opens again with its game
        app_window = window.window()
        # the app quits: the table closes, and is kept to open again for the game its
        # autosave keeps (take_up)
        app_window.destroyed.connect(lambda: self.close(forget=False))

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
        hosted = self.hosted
        if hosted is not None:
            hosted.after_answer()
            g = self.window.controller.game
            if hosted.on_table() and g is not None and g.over:
                # a finished game is not opened again: the table stays for a rematch
                forget_hosted_table(hosted.kept_path())

    # ------------------------------------------------------------------ opened again

    def kept_table(self, loaded: LoadedRecord) -> HostedTableFile | None:
        """The table this app hosted for the unfinished game ``loaded`` (the autosave's),
        kept when the app quit or was stopped; None when it hosted none for that game (a
        table kept for another game is forgotten)."""
        path = kept_table_path(self.window)
        kept = read_hosted_table(path)
        if kept is not None and kept.created != loaded.record.created:
            forget_hosted_table(path)
            return None
        return kept

    def take_up(self, loaded: LoadedRecord, kept: HostedTableFile) -> bool:
        """Open the table again for the game the autosave kept, at the same port (any free
        one if it is taken) and with the same join code, and put the game on the table
        with the friend's seat theirs: the friend's table comes back to it by itself, or
        the friend joins again with the address and code they have. False when the game
        cannot be hosted again (it is then resumed as a game at this computer)."""
        record, game = loaded.record, loaded.game
        friend = kept.friend_seat
        decks = ([d.id for d in game.setup.decks[0]], [d.id for d in game.setup.decks[1]])
        scenario = Scenario(loaded.library, record.format, decks)
        names = (kept.names[0], kept.names[1])
        deck_names = (kept.deck_names[0], kept.deck_names[1])
        self.close()
        hosted: HostedGame | None = None
        for port in (kept.port, 0):
            try:
                hosted = HostedGame(self.window, scenario, names, deck_names, port,
                                    code=kept.code)
                break
            except OSError:
                continue
        moves = [move_to_json(game, answer) for answer in game.history]
        try:
            if hosted is None:
                raise OSError("no port")
            hosted.table.restore(moves, record.seed, 1 - friend)
            if hosted.table.game.state_hash() != game.state_hash():
                raise RefereeError("the game replayed is not the one kept")
        except (OSError, RefereeError, IllegalDecision):
            if hosted is not None:
                hosted.close()
            forget_hosted_table(kept_table_path(self.window))
            self.window.status(self.tr(
                "The table could not be opened again: the game goes on at this computer."), 0)
            return False
        self._wire(hosted)
        self.hosted = hosted
        here = PlayerInfo(names[0], HUMAN, deck_names[0])
        there = PlayerInfo(names[1], REMOTE, deck_names[1])
        persistence = self.window.feature(GamePersistence)
        assert persistence is not None
        persistence.resume(loaded, None, from_file=False,
                           players=(there, here) if friend == 0 else (here, there))
        hosted.taken_up()
        self.window.status(fill(self.tr(
            "The table is open again on port %1 with the join code %2: waiting for %3 to "
            "come back."), str(hosted.port), hosted.code, names[1]), 0)
        return True

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

    def close(self, forget: bool = True) -> None:
        """Stop hosting: the listener closes and a friend still connected is told;
        ``forget`` as :meth:`HostedGame.close` (a table kept from the last start too)."""
        if forget:
            forget_hosted_table(kept_table_path(self.window))
        if self.hosted is not None:
            self.hosted.close(forget)
            self.hosted = None
            chat = self.window.feature(TableChat)
            if chat is not None:
                chat.end()

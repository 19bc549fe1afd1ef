"""One hosted table (:class:`HostedGame`): the network host beside the table's controller,
the friend's answers played for their seat, the take-back both agree to (PD.17), the
friend away past the grace period (PD.18), and a match across two computers drawn at
this table (docs/network.md). The feature that opens it is
:mod:`momon_desktop.ui.features.hosting`."""


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
from momon_desktop.net.netmatch import HOST_SIDE as HOST_MATCH_SIDE
from momon_desktop.referee import Scenario
from momon_desktop.storage.hostedtable import (
    HOSTED_FORMAT_VERSION,
    HostedTableFile,
    forget_hosted_table,
    hosted_table_path,
    write_hosted_table,
)
from momon_desktop.storage.messages import LocalizedError
from momon_desktop.storage.moves import move_to_json
from momon_desktop.storage.record import now_iso
from momon_desktop.ui.core.controller import HUMAN, REMOTE, GameSpec, PlayerInfo
from momon_desktop.ui.features.netshared import (
    NetMatchView,
    NetMatchViews,
    takeback_question,
    toss_text,
)
from momon_desktop.ui.features.persistence import GamePersistence
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
    # the match after a change (a match only; from the host's threads)
    match_came = Signal(object)
    # the player here asks for another match at the same table (a match that is over)
    again_asked = Signal()

    def __init__(self, window: TableHost, scenario: Scenario, names: tuple[str, str],
                 deck_names: tuple[str, str], port: int, bind: str = "",
                 friend_deck: bool = False, reuse: HostedGame | None = None,
                 code: str | None = None, match: bool = False,
                 match_clock: float | None = None, views: NetMatchViews | None = None) -> None:
        """``reuse``: the finished hosted game whose listener (its port and join code) and
        announcement this one takes over, for a rematch; ``code``: the join code of a
        table opened again for the game its autosave kept (:meth:`TableHosting.take_up`);
        ``match``: a best-of-three match with a time bank of ``match_clock`` seconds a
        game when given (net.netmatch), instead of one game, drawn by ``views``."""
        super().__init__(window.window())
        self.window = window
        self.scenario = scenario
        self.names = names
        self.deck_names = deck_names
        # this table's own moves go through local_move_for, which says why it refuses one
        self.table = HostTable(scenario, lambda _state: self.arrived.emit(),
                               lambda _reason, _n: None, toss=not match,
                               friend_deck=friend_deck, match=match, match_clock=match_clock)
        self.match = match
        self.views = views
        # the match as the host's table tells it, drawn at this table (a match only)
        self.view: NetMatchView | None = None
        self.table.on_match = self.match_came.emit
        self.match_came.connect(self._match_news, Qt.ConnectionType.QueuedConnection)
        # the number of the host table's game last put on this table, and whether the
        # start of the game (or of the match) was told
        self.shown_game = 0
        self._started_told = False
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
        decks, a new toss (6.6), or for a match another match with a new roll (PM.2); the
        friend joins it again from their table. This game's line to the friend closes;
        the listener stays open for the new one."""
        self.closed = True
        self.grace.stop()
        self.table.close()
        if self.view is not None:
            self.view.close()
        forget_hosted_table(self.kept_path())
        return HostedGame(self.window, self.scenario, self.names, self.deck_names, 0,
                          friend_deck=self.friend_deck, reuse=self, match=self.match,
                          match_clock=self.table.match_clock, views=self.views)

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
        if self.view is not None:
            self.view.close()
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
            self.shown_game = self.table.game_number
        self.seen = len(game.history)
        self.queued.clear()
        decks = (tuple(game.setup.decks[0]), tuple(game.setup.decks[1]))
        here = PlayerInfo(self.names[0], HUMAN, self.deck_names[0])
        # the friend's seat, or the computer's once it plays it (PD.18, PD.20)
        there = PlayerInfo(self.names[1], REMOTE if self.table.joiner_plays else SEAT_TAKER,
                           self.deck_names[1])
        players = (here, there) if self.friend_seat == 1 else (there, here)
        first_game = not self.playing
        self.playing = True
        self.game = game
        if self.match:
            # a game of the match: its chooser decided the first turn (PM.2), the match
            # bar shows how it ends
            self.window.start_game(GameSpec(decks, players, game.seed, None), resume=game,
                                   owner=self)
        else:
            self.window.start_game(GameSpec(decks, players, draw, draw), resume=game)
            self.window.status(toss_text(players[0].name, draw), 15000)
        self.keep()
        self.window.controller.takeback = self
        if first_game:
            self._tell_started()
        self._wait_for_the_absent()

    # the owner of a match's games while they are played (ui.core.session.GameOwner):
    # kept as any game; the match bar shows how each ends

    def owns_game(self) -> bool:
        return self.on_table()

    def goal(self) -> object | None:
        return None

    def goal_words(self) -> str:
        return ""

    def keeps_record(self) -> bool:
        return True

    def before_autosave(self) -> None:
        return None

    def _match_news(self, snapshot: object) -> None:
        """The match after a change (PM.1 to PM.4), drawn at this table."""
        if self.closed or not isinstance(snapshot, dict):
            return
        if self.view is None:
            views = self.views
            if views is None:
                return  # no view of matches is installed: the match is not drawn
            self.view = views(self.window, HOST_MATCH_SIDE, self._choose, self._press,
                              self.names, self.again_asked.emit)
            self._tell_started()
        self.view.show(snapshot)
        self.keep()
        self._wait_for_the_absent()

    def _tell_started(self) -> None:
        """The friend is at the table and the game (or the match) has begun: said once."""
        if not self._started_told:
            self._started_told = True
            self.started.emit()

    def _choose(self, take: bool) -> None:
        self._refused(self.table.local_choose(take))

    def _press(self) -> None:
        self._refused(self.table.local_press())

    def _refused(self, refused: LocalizedError | None) -> None:
        if refused is not None:
            self.window.status(fill(self.tr("The table refused that: %1"),
                                    refused.text(self.window.lang)), 10000)

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
        self.shown_game = self.table.game_number
        self.playing = True
        c.takeback = self
        self.keep()
        self.grace.start()
        self._tell_started()

    def taken_up_match(self) -> None:
        """The match kept is at this table again, this table hosting it
        (:meth:`TableHosting.take_up`): the game being played comes onto the table as
        the host's table tells it (:meth:`_sync`); between games the match bar says what
        comes next. The friend's seat is kept for their return (PD.18)."""
        with self.table.lock:
            self.friend_seat = self.table.join_seat
            playing = self.table.phase == "playing"
            number = self.table.game_number
        if not playing:
            self.shown_game = number  # no game on the table until the next one begins
            self.playing = True
        self.grace.start()
        self._tell_started()

    # ------------------------------------------------------------------ kept for a restart

    def kept_path(self) -> Path:
        """Where the table is kept while its game is played (beside the autosave)."""
        return kept_table_path(self.window)

    def keep(self) -> None:
        """Keep what opens this table again, for the game on it, should the app quit or
        be stopped before the game ends (storage.hostedtable): the game's record
        ``created``, the port, the join code, the names and the friend's seat; for a
        match, the match as it stands (removed once it is over)."""
        if self.closed:
            return
        persistence = self.window.feature(GamePersistence)
        context = persistence.context if persistence is not None else None
        match = self.table.kept_match() if self.match else None
        if self.match and match is None:
            forget_hosted_table(self.kept_path())  # the match is over
            return
        if context is None and match is None:
            return
        write_hosted_table(self.kept_path(), HostedTableFile.model_validate({
            "format_version": HOSTED_FORMAT_VERSION,
            # between games of a match, the last game's (or the time of the roll)
            "created": context.created if context is not None else now_iso(),
            "code": self.code, "port": self.port, "names": list(self.names),
            "deck_names": list(self.deck_names), "friend_seat": self.friend_seat,
            "match": match}))

    def _sync(self) -> None:
        """The friend's moves the host took since the last look, onto the table."""
        if self.closed or not self.table.started.is_set():
            return
        with self.table.lock:
            number = self.table.game_number
        if number != self.shown_game:
            # the host's table began a game (the first, or the match's next one)
            if number:
                self._start()
            return
        if not self.playing:
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

    def _wait_for_the_absent(self) -> None:
        """A new game, or a change of the match, while the friend is away: the grace
        period runs (PD.18) unless it is running or its question is open."""
        if self.table.absent and self.table.joiner_plays and not self.grace.isActive() \
                and self.question is None:
            self.grace.start()

    def _waits_for_friend(self) -> str:
        """What the table waits for from the absent friend: "game" (a decision of the
        game on the table), "choose" or "press" (between games of a match, PD.20), or ""."""
        c = self.window.controller
        if self.on_table() and c.game is not None and not c.game.over:
            return "game"
        with self.table.lock:
            if not self.table.waits_for_joiner():
                return ""
            tm = self.table.table_match
            return tm.step if tm is not None else ""

    def _away_too_long(self) -> None:
        """PD.18: the grace period is over and the friend is still away."""
        waiting = self._waits_for_friend()
        if self.closed or not waiting or not self.table.absent or not self.table.joiner_plays:
            return
        name = self.names[1]
        seconds = str(self.grace.interval() // 1000)
        if waiting == "game":
            text = fill(self.tr(
                "The line to %1 has been down for %2 seconds. Their seat is kept: you may "
                "claim the game (it ends as their concession), let the computer play for "
                "them, or keep waiting."), name, seconds)
        elif waiting == "choose":
            text = fill(self.tr(
                "The line to %1 has been down for %2 seconds, and the next game's first turn "
                "is theirs to choose (PM.2). You may claim that game (it begins with them "
                "taking the first turn and ends as their concession, PD.20), let the "
                "computer choose and play for them, or keep waiting."), name, seconds)
        else:
            text = fill(self.tr(
                "The line to %1 has been down for %2 seconds, and their win waits for them "
                "to press the clock (7.4.2). You may let the computer press it and play for "
                "them, or keep waiting: a game they won at the table is not claimed "
                "(PD.20)."), name, seconds)
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Your friend is away"), text,
                          QMessageBox.StandardButton.NoButton, self.window.window())
        box.setObjectName("FriendAway")
        self.claim_button = box.addButton(self.tr("&Claim the game"),
                                          QMessageBox.ButtonRole.AcceptRole)
        self.claim_button.setVisible(waiting != "press")
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
        waiting = self._waits_for_friend()
        if self.closed or not waiting:
            return
        if button is self.claim_button:
            # its concession comes to the table as the friend's move; between games, the
            # game claimed comes to the table first (PD.20)
            self.table.claim()
        elif button is self.computer_button:
            # the seat is played by the computer from now on, at this table; between
            # games it also makes the friend's choice or press (PD.20)
            self.table.take_seat()
            if waiting == "game":
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



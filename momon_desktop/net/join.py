"""The joining side: connects, checks the host through the join code, plays its seat.

It keeps the number of the last message of the game it took, and the moves it sent
that the host has not confirmed; when the line drops it reconnects by itself, is sent
what it missed and sends again what the host did not get. It keeps every view of the
game it was shown; when the game is over, the host's record of it is kept only if it
shows this seat those same views (:func:`checked_record`, PD.16).
"""

from __future__ import annotations

import json
import socket
import ssl
import threading
import time
from collections.abc import Callable
from typing import Any

from momon_desktop import __version__
from momon_desktop.engine import SEAT_NAMES, Game
from momon_desktop.storage.cardsets import CardLibrary
from momon_desktop.storage.record import (
    RecordError,
    load_record_bytes,
    record_library,
    record_setup,
    replay_moves,
)

from . import fair
from .deckproblem import DeckProblem, read_problem
from .fair import RECORD_SEED_MASK
from .host import DEAD_AFTER, HANDSHAKE_TIMEOUT, JOIN_SEAT, PING_EVERY, client_id
from .netmatch import JOIN_SIDE as JOIN_MATCH_SIDE
from .netmatch import check_snapshot
from .protocol import (
    HOST_TYPES,
    MAX_FROM_HOST,
    MAX_FROM_JOINER,
    VERSION,
    ProtocolError,
    Sequencer,
    VersionMismatch,
    chat_text,
    control,
)
from .refusal import read_reason
from .seats import seat_state_json
from .secure import client_context, peer_fingerprint, proof, proofs_match
from .tablecopy import arranged, table_from_json
from .transport import Link, LinkClosed, SocketLink, send_if_open

# The longest player name a welcome may carry (the app's own limit is lower).
MAX_NAME_CHARS = 80


class JoinRefused(Exception):
    """The table cannot be joined; ``message`` says why, for the player, and ``kind``
    which of the usual reasons it is, for an interface to say in its own language:
    ``unreachable``, ``not_a_table``, ``wrong_code``, ``version``, ``closed``,
    ``unfair``, ``deck`` (the table does not take the deck this side brought),
    ``over`` (the table's game is over and its next one not yet open) or ``other``."""

    def __init__(self, message: str, kind: str = "other",
                 problem: DeckProblem | None = None) -> None:
        """``problem``: for ``deck``, the problem as the table sent it, when it could be
        read (net.deckproblem), for an interface to say in its own language."""
        super().__init__(message)
        self.message = message
        self.kind = kind
        self.problem = problem


def connect(host: str, port: int, code: str, client: str) -> tuple[Link, dict[str, Any]]:
    """A checked line to the table and its welcome; :class:`JoinRefused` if the host
    cannot be reached, speaks another version or does not prove the code."""
    try:
        raw = socket.create_connection((host, port), timeout=HANDSHAKE_TIMEOUT)
    except OSError as exc:
        raise JoinRefused(f"no table answers at {host}:{port} ({exc.strerror or exc})",
                          "unreachable") from None
    try:
        tls = client_context().wrap_socket(raw)
    except (OSError, ssl.SSLError):
        raw.close()
        raise JoinRefused(f"the program at {host}:{port} is not a Momon Desktop table",
                          "not_a_table") from None
    link = SocketLink(tls, MAX_FROM_JOINER, MAX_FROM_HOST, HOST_TYPES)
    try:
        hello = link.receive(HANDSHAKE_TIMEOUT)
        if hello is None or hello["t"] != "hello":
            raise JoinRefused("the table did not greet this side", "not_a_table")
        link.send(control("hello", version=VERSION, app=__version__, client=client))
        fingerprint = peer_fingerprint(tls)
        host_proof = link.receive(HANDSHAKE_TIMEOUT)
        if host_proof is not None and host_proof["t"] == "bye":
            raise JoinRefused(str(host_proof.get("reason", "the table closed the line")), "closed")
        mac = host_proof.get("mac") if host_proof is not None else None
        if not isinstance(mac, str) or not proofs_match(mac, proof(code, "host", fingerprint)):
            raise JoinRefused("the table does not know this join code: check the code "
                              "(or another machine stands between you and the table)",
                              "wrong_code")
        link.send(control("proof", mac=proof(code, "join", fingerprint)))
        welcome = link.receive(HANDSHAKE_TIMEOUT)
        if welcome is not None and welcome["t"] == "bye" and welcome.get("over") is True:
            raise JoinRefused(str(welcome.get("reason", "the game at this table is over")),
                              "over")
        if welcome is None or welcome["t"] != "welcome":
            raise JoinRefused("the table refused the join code", "wrong_code")
        return link, welcome
    except VersionMismatch as exc:
        link.close()
        raise JoinRefused(exc.reason, "version") from None
    except ProtocolError as exc:
        link.close()
        raise JoinRefused(exc.reason) from None
    except LinkClosed:
        link.close()
        raise JoinRefused("the table closed the line during the greeting", "closed") from None
    except JoinRefused:
        link.close()
        raise


def checked_record(raw: bytes, shown: dict[int, Any], seat: int) -> bytes:
    """The record the host sent at the end of the game, once it is found to be the game
    seat ``seat`` was shown: its own checks hold (every decision legal, the digest chain,
    the result; :func:`~momon_desktop.storage.record.load_record_bytes`) and, replayed
    move by move, it shows the seat after each number of moves ``k`` the very state
    ``shown[k]`` it was sent then. Raises :class:`JoinRefused` saying where they part."""
    try:
        record = load_record_bytes(raw).record
    except RecordError as exc:
        raise JoinRefused(f"the table's record of the game is not sound: {exc.message}", "unfair") from None
    game = record_setup(record, record_library(record)).new_game(record.seed)
    for k in range(len(record.moves) + 1):
        if k in shown and _plain(seat_state_json(game, seat)) != _plain(shown[k]):
            raise JoinRefused(f"the table's record of the game is not the game it showed this "
                              f"seat (after move {k}): the table is not playing fair", "unfair")
        if k < len(record.moves):
            replay_moves(game, record.moves[k:k + 1], k)
    if len(record.moves) not in shown:
        raise JoinRefused("the table's record of the game does not end where the game it "
                          "showed this seat ended", "unfair")
    return raw


def check_next_view(shown: dict[int, Any], moves: int, state: dict[str, Any], seat: int) -> None:
    """Check a view as it arrives against the views this seat was shown before: it is
    this seat's, it follows more moves than the last one, and its log goes on from
    theirs (an event once shown is never taken back or changed). The view sent again
    after a reconnection, for a number of moves already shown, must be the same.
    Raises :class:`JoinRefused` saying what is wrong."""
    if state.get("seat") != SEAT_NAMES[seat]:
        raise JoinRefused("the table sent this seat the view of another seat", "unfair")
    if moves in shown:
        if _plain(shown[moves]) != _plain(state):
            raise JoinRefused(f"the table showed this seat two different games after move "
                              f"{moves}: the table is not playing fair", "unfair")
        return
    if shown and moves < max(shown):
        raise JoinRefused(f"the table sent a view of move {moves} after one of move "
                          f"{max(shown)}", "unfair")
    if shown:
        before = shown[max(shown)].get("log")
        log = state.get("log")
        if not isinstance(before, list) or not isinstance(log, list) \
                or log[:len(before)] != before:
            raise JoinRefused(f"the table changed events it had shown this seat (at move "
                              f"{moves}): the table is not playing fair", "unfair")


def taken_up_at(shown: dict[int, Any], moves: int, state: dict[str, Any]) -> None:
    """The first view of a host's app started again (HostTable.restore): its autosave
    may end before the last moves this seat was shown (the move in flight when it
    stopped). Those views are dropped, as after a take-back, once the view it shows is
    found to be the one shown then; a view further on is checked as any next view."""
    later = [k for k in shown if k > moves]
    if not later:
        return
    if moves not in shown or _plain(shown[moves]) != _plain(state):
        raise JoinRefused(f"the table, started again, showed this seat another game after "
                          f"move {moves}: the table is not playing fair", "unfair")
    for k in later:
        del shown[k]


def _plain(value: object) -> object:
    """``value`` as JSON reads it back (lists for tuples, text keys)."""
    return json.loads(json.dumps(value))


def table_copy(data: object, state: dict[str, Any], seat: int = JOIN_SEAT) -> Game:
    """The copy of the game of ``seat`` (:mod:`momon_desktop.net.tablecopy`), kept only
    if it shows exactly ``state``, the view it was sent; :class:`JoinRefused` if not."""
    try:
        game = table_from_json(data, CardLibrary.bundled().pool)
        if isinstance(data, dict):
            arranged(game, seat, data.get("arrangement"))
    except (ProtocolError, ValueError) as exc:
        reason = exc.reason if isinstance(exc, ProtocolError) else str(exc)
        raise JoinRefused(reason, "unfair") from None
    if _plain(seat_state_json(game, seat)) != _plain(state):
        raise JoinRefused("the table's copy of the game is not the game it showed this "
                          "seat: the table is not playing fair", "unfair")
    return game


class JoinSide:
    """The joining seat's session: reconnects, resumes, sends moves, delivers states."""

    def __init__(self, host: str, port: int, code: str,
                 on_state: Callable[[dict[str, Any]], None],
                 on_refused: Callable[[str, int | None], None],
                 reconnect_for: float = 60.0) -> None:
        self.host = host
        self.port = port
        self.code = code
        self.on_state = on_state
        self.on_refused = on_refused
        self.reconnect_for = reconnect_for
        self.client = client_id()
        self.out = Sequencer()
        self.received = 0
        self.acked = 0
        self.secret = fair.new_secret()
        self.host_commit: str | None = None
        self.committed = False
        self.tossing = False  # this process committed and is to reveal
        self.lock = threading.Lock()
        self.link: Link | None = None
        self.result: dict[str, Any] | None = None
        self.reconnections = 0
        # the host's run as its welcome named it, how many times it was found started
        # again, and whether the next view is the first of such a new run
        self.session: str | None = None
        self.host_restarts = 0
        self.restarted = False
        # told "dropped" when the line to the host drops and "back" when a reconnection
        # holds again
        self.on_line: Callable[[str], None] = lambda _news: None
        self.leaving = False
        # every state shown to this seat, by the number of moves it follows
        self.shown: dict[int, Any] = {}
        # the game's record as the host sent it before the last state, then once the
        # game is over and the record is found true
        self._record_sent: bytes | None = None
        self.record: bytes | None = None
        # the players' names as the table's welcome gave them, the hosting side's
        # first ("" for none)
        self.names: tuple[str, str] = ("", "")
        # the deck this side brings, for a table that asks for it (its welcome says
        # "deck": "yours"); None: the table's choice
        self.deck: list[str] | None = None
        # told each chat line the host's player sends
        self.on_chat: Callable[[str], None] = lambda _text: None
        # PD.17: told "asked" when the host's player asks to take back a move, and
        # "agreed" or "refused" when they answer this side's request
        self.on_takeback: Callable[[str], None] = lambda _news: None
        # this side's seat: the second, unless the table tosses for the first turn (its
        # welcome says so) and the toss gives it this side
        self.seat = JOIN_SEAT
        self.tossed = False
        # the shared seed, once both secrets are revealed (6.6)
        self.seed: int | None = None
        # called with this seat's copy of the game (net.tablecopy) and its state, once
        # the copy is found to show exactly that state; None: no copy is built
        self.on_table: Callable[[Game, dict[str, Any]], None] | None = None
        # a match (the welcome says so, net.netmatch): every match message shown, each
        # game's number and this side's seat in it; told each match message once it is
        # checked, and each game's record once it is found true
        self.match_mode = False
        self.match_shown: list[dict[str, Any]] = []
        self.game_seats: dict[int, int] = {}
        # the number of the match's game on the table (0: none yet)
        self.game_now = 0
        # this side's choices of the first turn, by game number (True: it took it)
        self.choices: dict[int, bool] = {}
        self.on_match: Callable[[dict[str, Any]], None] = lambda _snapshot: None
        self.on_record: Callable[[bytes], None] = lambda _record: None

    def _send(self, t: str, **body: Any) -> None:
        with self.lock:
            # kept for a resend if the line is down: it goes again at the return
            send_if_open(self.link, self.out.stamp(t, **body))

    def move(self, move: object) -> None:
        """Send one move of this seat to the host."""
        self._send("move", move=move)

    def ask_takeback(self) -> None:
        """PD.17: ask the host's player to take back this side's last move."""
        self._control("takeback", ask=True)

    def answer_takeback(self, agree: bool) -> None:
        """PD.17: this side's answer to the host's player's request."""
        self._control("takeback", agree=agree)

    def _control(self, t: str, **body: Any) -> bool:
        """A message outside the game's numbering to the host, on the line as it is
        now; False if the line is down (it is not kept for a return)."""
        with self.lock:
            return send_if_open(self.link, control(t, **body))

    def choose(self, take: bool) -> None:
        """PM.2: this side, choosing the next game's first turn, takes it or gives it."""
        last = self.match_shown[-1] if self.match_shown else None
        if last is not None and last["next"] == "choose" and last["chooser"] == JOIN_MATCH_SIDE:
            # the table must seat this side as it chose (a refused choice is not one)
            self.choices[len(last["games"]) + 1] = take
        self._send("choose", take=take)

    def press(self) -> None:
        """7.4.2: this side presses the clock after its gameplay win."""
        self._send("press")

    def chat(self, text: str) -> bool:
        """Send a chat line to the host's player; False if it is not a chat line or the
        line is down (a chat line is not kept for a return)."""
        line = chat_text(text)
        return line is not None and self._control("chat", text=line)

    def _open(self) -> Link:
        link, welcome = connect(self.host, self.port, self.code, self.client)
        with self.lock:
            self.link = link
            session = welcome.get("session")
            if self.session is not None and session != self.session:
                # The host's app was started again and took the game up from its
                # autosave (HostTable.restore): a new numbering both ways. A move this
                # side sent that the host never kept is not in the game it shows, and
                # the seat decides again; the views after the one it shows are no
                # longer the game's (check_next_view).
                self.received = 0
                self.out = Sequencer()
                self.restarted = True
                self.host_restarts += 1
            self.session = session if isinstance(session, str) else None
            self.host_commit = str(welcome.get("commit"))
            self.tossed = welcome.get("toss") is True
            self.match_mode = isinstance(welcome.get("match"), dict)
            names = welcome.get("names")
            if isinstance(names, list) and len(names) == 2 and all(
                    isinstance(n, str) and len(n) <= MAX_NAME_CHARS for n in names):
                self.names = (names[0], names[1])
            link.send(control("resume", last=self.received))
            got = welcome.get("received")
            if isinstance(got, int) and not isinstance(got, bool):
                # What the host did not get is sent again, in order.
                for message in self.out.since(got):
                    link.send(message)
            if welcome.get("phase") == "toss" and not self.committed:
                self.committed = True
                self.tossing = True
                body: dict[str, Any] = {"hash": fair.commitment(self.secret)}
                if self.deck is not None:
                    body["deck"] = list(self.deck)  # 6.1: the deck this side brings
                message = self.out.stamp("commit", **body)
                link.send(message)
            elif welcome.get("phase") != "toss":
                self.committed = True
        return link

    def connect(self) -> None:
        """The first connection; :class:`JoinRefused` says why it failed."""
        self._open()

    def run(self) -> int:
        """Play until the game ends (0); :class:`JoinRefused` if the host leaves or
        cannot be reached again."""
        link = self.link if self.link is not None else self._open()
        while True:
            try:
                done = self._read(link)
            except (LinkClosed, ProtocolError):
                done = False
            if done:
                return 0
            with self.lock:
                self.link = None
            link.close()
            self.on_line("dropped")
            link = self._reconnect()
            self.on_line("back")

    def leave(self) -> None:
        """This side leaves the table: the line is closed and not opened again."""
        self.leaving = True
        with self.lock:
            link, self.link = self.link, None
        if link is not None:
            try:
                link.send(control("bye"))
            except (LinkClosed, ProtocolError):
                pass
            link.close()

    def _reconnect(self) -> Link:
        deadline = time.monotonic() + self.reconnect_for
        pause = 0.05
        while True:
            if self.leaving:
                raise JoinRefused("this side left the table")
            try:
                link = self._open()
                self.reconnections += 1
                return link
            except JoinRefused:
                if time.monotonic() >= deadline:
                    raise
                time.sleep(pause)  # a back-off between attempts, not a wait for a signal
                pause = min(1.0, pause * 2)

    def _read(self, link: Link) -> bool:
        """Take messages until the game ends (True) or the line drops (False)."""
        quiet = 0.0
        while True:
            message = link.receive(PING_EVERY)
            if message is None:
                quiet += PING_EVERY
                if quiet >= DEAD_AFTER:
                    return False
                link.send(control("ping"))
                continue
            quiet = 0.0
            t = message["t"]
            if t == "ping":
                link.send(control("pong"))
                continue
            if t == "chat":
                text = chat_text(message.get("text"))
                if text is not None:
                    self.on_chat(text)
                continue
            if t == "takeback":
                # PD.17: the host's player asks to take back a move, or answers this
                # side's request (the game taken back comes as "undo" and a state)
                if message.get("ask") is True:
                    self.on_takeback("asked")
                elif isinstance(message.get("agree"), bool):
                    self.on_takeback("agreed" if message["agree"] else "refused")
                continue
            if t in ("pong", "error"):
                if t == "error":
                    self.on_refused(str(message.get("reason")), None)
                continue
            if t == "bye":
                raise JoinRefused(str(message.get("reason", "the table closed")), "closed")
            if t == "resync":
                last = message.get("last")
                if isinstance(last, int) and not isinstance(last, bool):
                    with self.lock:
                        for m in self.out.since(last):
                            link.send(m)
                continue
            if t not in ("commit", "reveal", "state", "record", "refused", "undo", "game",
                         "match"):
                continue
            n: int = message["n"]
            if n <= self.received:
                continue  # a duplicate
            if n > self.received + 1:
                link.send(control("resync", last=self.received))
                continue
            self.received = n
            if self._take(message, link):
                link.send(control("bye"))
                return True

    def _take(self, message: dict[str, Any], link: Link) -> bool:
        t = message["t"]
        if t == "reveal":
            secret = message.get("secret")
            # 6.6: the host's secret must match the commitment it sent first.
            if not isinstance(secret, str) or fair.commitment(secret) != self.host_commit:
                raise JoinRefused("the table's secret for the toss does not match its "
                                  "commitment: the table is not playing fair", "unfair")
            if self.tossing:
                # this process committed: it knows both secrets, so the shared seed
                self.tossing = False
                self.seed = fair.shared_seed(secret, self.secret)
                self._send("reveal", secret=self.secret)
        elif t == "undo":
            # PD.17: both agreed to take moves back: the views after that many moves
            # are no longer the game's; the next one shown is the view of then again
            keep = message.get("moves")
            if not isinstance(keep, int) or isinstance(keep, bool) or keep < 0:
                raise ProtocolError('an undo message needs "moves", a count of moves')
            for k in [k for k in self.shown if k > keep]:
                del self.shown[k]
        elif t == "game":
            return self._next_game(message)
        elif t == "match":
            return self._match(message)
        elif t == "refused" and message.get("about") == "deck":
            # 6.1: the table does not take the deck this side brought; no game begins
            raise JoinRefused(str(message.get("reason")), "deck",
                              read_problem(message.get("problem")))
        elif t == "refused":
            move = message.get("move")
            # the English reason, with the message the host names beside it (net.refusal)
            self.on_refused(read_reason(message.get("reason"), message.get("problem")),
                            move if isinstance(move, int) and not isinstance(move, bool) else None)
        elif t == "record":
            text = message.get("record")
            if not isinstance(text, str):
                raise ProtocolError("a record message needs the record as text")
            self._record_sent = text.encode("utf-8")
        elif t == "state":
            state = message.get("state")
            if not isinstance(state, dict):
                raise ProtocolError("a state message needs a state object")
            moves = message.get("moves")
            if not isinstance(moves, int) or isinstance(moves, bool) or moves < 0:
                raise ProtocolError('a state message needs "moves", a count of moves')
            if not self.shown and self.tossed:
                # 6.6: the toss of the shared seed says who takes the first turn; the
                # process that took part in it checks it (one started again later takes
                # the seat it is shown), and every later view must say the same seat
                if self.seed is not None:
                    self.seat = 0 if fair.toss(self.seed) == 1 else 1
                    if state.get("seat") != SEAT_NAMES[self.seat]:
                        raise JoinRefused("the table did not seat this side as the toss "
                                          "said: the table is not playing fair", "unfair")
                elif state.get("seat") in SEAT_NAMES:
                    self.seat = SEAT_NAMES.index(str(state["seat"]))
            if self.restarted:
                self.restarted = False
                taken_up_at(self.shown, moves, state)
            check_next_view(self.shown, moves, state, self.seat)
            self.shown[moves] = state
            if self.on_table is not None:
                self.on_table(table_copy(message.get("table"), state, self.seat), state)
            self.on_state(state)
            if state.get("result") is not None:
                self.result = state["result"]
                if self._record_sent is None:
                    raise JoinRefused("the table ended the game without its record", "unfair")
                self.record = checked_record(self._record_sent, self.shown, self.seat)
                if self.match_mode:
                    self.on_record(self.record)
                    return False  # the match goes on: it says when it is over
                return True
        return False

    # ------------------------------------------------------------------ a match

    def _next_game(self, message: dict[str, Any]) -> bool:
        """A game of the match begins (net.netmatch): its views start afresh, in the seat
        the chooser's decision gave this side."""
        number, seat = message.get("number"), message.get("seat")
        if not self.match_mode or not isinstance(number, int) or isinstance(number, bool) \
                or seat not in SEAT_NAMES:
            raise ProtocolError("a game message needs the next game's number and a seat")
        if self.restarted and number == self.game_now and self.game_seats.get(number) == \
                SEAT_NAMES.index(str(seat)):
            # the host's app, started again, took up the game on the table
            # (HostTable.restore_match): the same game in the same seat, whose next view
            # is checked against those shown (taken_up_at)
            return False
        # the next game; or, for a side that has seen none (a process started again),
        # the game the match is at
        if not (number == self.game_now + 1 or (not self.game_seats and 1 <= number <= 5)):
            raise ProtocolError("a game message needs the next game's number and a seat")
        self.seat = SEAT_NAMES.index(str(seat))
        took = self.choices.get(int(str(number)))
        if took is not None and (self.seat == 0) != took:
            raise JoinRefused(f"the table seated this side in game {number} against its own "
                              "choice of the first turn: the table is not playing fair",
                              "unfair")
        self.game_seats[number] = self.seat
        self.game_now = number
        self.shown.clear()
        self._record_sent = None
        self.record = None
        self.result = None
        return False

    def _match(self, message: dict[str, Any]) -> bool:
        """The match as the table tells it, checked against what this side can compute
        (net.netmatch.check_snapshot) and against the seats it was given; True once the
        match is over."""
        if not self.match_mode:
            raise ProtocolError("this table plays one game, not a match")
        seed = None if self.seed is None else self.seed & RECORD_SEED_MASK
        try:
            snapshot = check_snapshot(message.get("match"), seed, self.match_shown)
        except ValueError as exc:
            raise JoinRefused(f"{exc}: the table is not playing fair", "unfair") from None
        for game in snapshot["games"]:
            seat = self.game_seats.get(game["number"])
            if seat is not None and (game["first"] == JOIN_MATCH_SIDE) != (seat == 0):
                raise JoinRefused(f"the table seated this side in game {game['number']} "
                                  "against the chooser's decision: the table is not "
                                  "playing fair", "unfair")
        self.match_shown.append(snapshot)
        self.on_match(snapshot)
        return bool(snapshot["next"] == "over")

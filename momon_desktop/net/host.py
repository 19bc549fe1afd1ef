"""The host: the authority that runs the engine and checks every move.

:class:`HostTable` holds the game.  The host's own seat moves through
:meth:`HostTable.local_move`; the joining seat's messages arrive on a :class:`Link` and
go through :meth:`HostTable.handle`, which refuses, with a reason, anything that is not
a legal move of that seat in its turn; nothing the other side sends can stop the host.
Every message of the game sent to the joining side is numbered and kept, so a side that
reconnects (or a new process after the old one was killed) is sent what it missed.
"""

from __future__ import annotations

import ipaddress
import secrets
import socket
import ssl
import threading
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from momon_desktop import __version__
from momon_desktop.cards import deck_reasons
from momon_desktop.engine import SEAT_NAMES, Game
from momon_desktop.matchplay import Match, MatchError, MatchGame, Side
from momon_desktop.matchplay.choice import choose_first_turn
from momon_desktop.matchplay.progress import ProgressError, hosted_match
from momon_desktop.referee import RefereeError, Scenario, apply_move, start_game
from momon_desktop.storage.hostedtable import HostedMatch
from momon_desktop.storage.messages import message as message_text
from momon_desktop.storage.moves import MoveError, move_kind
from momon_desktop.storage.record import FirstPlayer, make_record, record_to_bytes

from . import fair
from .deckproblem import MAX_DECK_REASONS, reason_json
from .netmatch import HOST_SIDE as HOST_MATCH_SIDE
from .netmatch import JOIN_SIDE as JOIN_MATCH_SIDE
from .netmatch import TableMatch
from .protocol import (
    JOINER_TYPES,
    MAX_CHAT_CHARS,
    MAX_FROM_HOST,
    MAX_FROM_JOINER,
    VERSION,
    ProtocolError,
    RateLimit,
    Sequencer,
    VersionMismatch,
    chat_text,
    control,
)
from .refusal import problem_json, reason_for
from .seats import seat_state_json
from .secure import TableCertificate, new_code, proof, proofs_match
from .tablecopy import redacted
from .transport import Link, LinkClosed, SocketLink, send_if_open

HOST_SEAT = 0
JOIN_SEAT = 1
# The longest deck a joining side may bring (a legal one has 10 cards, 6.1).
MAX_DECK_CARDS = 40
# The heartbeat: a ping after this many seconds of quiet, and a line with nothing for
# DEAD_AFTER seconds is taken as dropped.
PING_EVERY = 2.0
DEAD_AFTER = 10.0
HANDSHAKE_TIMEOUT = 10.0


def local_address(host: str) -> bool:
    """Whether ``host`` is on this machine or the local network (private, link-local
    or loopback), the only peers a table answers (closed by default)."""
    try:
        ip = ipaddress.ip_address(host.split("%")[0])
    except ValueError:
        return False
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped
    return ip.is_private or ip.is_loopback or ip.is_link_local


class HostTable:
    """The game and its two seats; thread-safe (one lock around the game)."""

    def __init__(self, scenario: Scenario, on_local_state: Callable[[dict[str, Any]], None],
                 on_refused_local: Callable[[str, int], None], toss: bool = False,
                 friend_deck: bool = False, match: bool = False,
                 match_clock: float | None = None) -> None:
        """``match``: a best-of-three match (net.netmatch) instead of one game, with a
        time bank of ``match_clock`` seconds a game (PM.3) when given."""
        self.scenario = scenario
        # a match: the die roll, the choosers and the clock run here (net.netmatch); its
        # decks by player (the hosting side's, the joining side's), once the toss is done
        self.match_mode = match
        self.match_clock = match_clock
        self.table_match: TableMatch | None = None
        self.match_decks: tuple[list[str], list[str]] | None = None
        # the game on the table: 1 for a single game once it began, in a match the
        # number of the match's game (0: none yet)
        self.game_number = 0
        # told the match as the hosting side sees it after every change
        self.on_match: Callable[[dict[str, Any]], None] = lambda _snapshot: None
        self._closed = threading.Event()
        # with ``friend_deck`` the joining side brings its own deck with its commitment,
        # and it replaces the scenario's second deck (_take_deck)
        self.friend_deck = friend_deck
        # 6.6: with ``toss`` the shared seed decides who takes the first turn
        # (fair.toss), and the scenario's first deck is the hosting side's; without it
        # the scenario names the seats and the hosting side takes the first.
        self.toss = toss
        self.host_seat = HOST_SEAT
        self.join_seat = JOIN_SEAT
        self.lock = threading.RLock()
        self.game: Game = start_game(scenario)
        self.moves: list[object] = []
        self.out = Sequencer()
        self.client: str | None = None
        self.received = 0
        self.link: Link | None = None
        self.secret = fair.new_secret()
        self.join_commit: str | None = None
        self.phase = "toss"  # then "playing", then "over"
        self.seed: int | None = None
        self.on_local_state = on_local_state
        self.on_refused_local = on_refused_local
        self.started = threading.Event()
        self.finished = threading.Event()
        self.joiner_done = threading.Event()
        # this table's run: a joining side that finds another run at its return knows
        # the host's app was started again and takes the game from the start of its
        # numbering (restore)
        self.session = secrets.token_hex(8)
        # the game's record once it is over, the same bytes the joining side is sent
        self.record: bytes | None = None
        # told "dropped" when the joining side's line drops during the game, and "back"
        # when it is back: a drop is not a resignation, the seat is kept
        self.on_peer: Callable[[str], None] = lambda _news: None
        self._dropped = False
        # the players' names, told to the joining side in the welcome ("" for none)
        self.names: tuple[str, str] = ("", "")
        # False once the host's computer plays the joining side's seat (take_seat)
        self.joiner_plays = True
        # told each chat line the joining side sends
        self.on_chat: Callable[[str], None] = lambda _text: None
        # PD.17: a take-back asked and not yet answered ("host", "joiner" or ""), and
        # what the hosting player is told: "asked" (the joining side asks), "agreed" or
        # "refused" (its answer to the host's request)
        self.takeback_asked = ""
        self.on_takeback: Callable[[str], None] = lambda _news: None

    # ----------------------------------------------------------------- sending

    def _send(self, t: str, **body: Any) -> None:
        """A numbered message to the joining side, kept for a resend; if the line is
        down it waits in the history for the reconnection."""
        message = self.out.stamp(t, **body)
        if not send_if_open(self.link, message):
            self.link = None

    def _publish(self) -> None:
        """Each seat's own view of the game after a change, with the number of moves it
        follows; once the game is over, first the whole record (PD.16)."""
        if self.game.over:
            names = tuple(n or SEAT_NAMES[i] for i, n in enumerate(self.seat_names()))
            if self.table_match is not None:
                first = FirstPlayer(method="match")  # PM.2: the game's chooser decided
            elif self.toss and self.seed is not None:
                first = FirstPlayer(method="random", seed=self.seed & fair.RECORD_SEED_MASK)
            else:
                first = FirstPlayer(method="choice")
            self.record = record_to_bytes(make_record(
                self.game, self.scenario.library, self.scenario.format,
                players=(names[0], names[1]), first_player=first))
            self._send("record", record=self.record.decode("utf-8"))
        # the state as the joining seat sees it, and the game as it may know it, for a
        # joining app's table (net.tablecopy)
        self._send("state", state=seat_state_json(self.game, self.join_seat),
                   moves=len(self.moves), table=redacted(self.game, self.join_seat))
        self.on_local_state(seat_state_json(self.game, self.host_seat))
        if self.table_match is not None:
            self._match_follows()
        elif self.game.over:
            self.phase = "over"
            self.finished.set()

    # ----------------------------------------------------------------- a match

    def _match_follows(self) -> None:
        """The match after a change of its game: whose bank runs (PM.3), or the game's
        end (7.3.4); then both sides are told the match."""
        tm = self.table_match
        assert tm is not None
        if self.game.over and self.phase == "playing":
            assert self.game.result is not None
            tm.game_over(self.game.result)
            self.phase = "between"
        elif self.phase == "playing" and self.game.awaiting is not None:
            tm.decide(self.game.awaiting.player)
        self._publish_match()

    def _publish_match(self) -> None:
        """The match as each side sees it; once it is over the table is done. Once the
        computer at the table plays the joining player's seat, it makes their choices
        and presses between games too (PD.20)."""
        tm = self.table_match
        assert tm is not None
        self._send("match", match=tm.snapshot(JOIN_MATCH_SIDE))
        self.on_match(tm.snapshot(HOST_MATCH_SIDE))
        if tm.step == "over" and self.phase != "over":
            self.phase = "over"
            self.finished.set()
        if not self.joiner_plays and self.waits_for_joiner():
            if tm.step == "press":
                self._press(JOIN_MATCH_SIDE)
            else:
                assert self.match_decks is not None
                library = self.scenario.library
                own, theirs = (tuple(library.deck_defs(d)) for d in reversed(self.match_decks))
                self._choose(JOIN_MATCH_SIDE, choose_first_turn(own, theirs).take_first)

    def waits_for_joiner(self) -> bool:
        """Whether the match waits, between games, for the joining player: their choice
        of the next game's first turn (PM.2) or their clock press (7.4.2)."""
        tm = self.table_match
        if tm is None or self.phase != "between":
            return False
        if tm.step == "choose":
            return tm.chooser == JOIN_MATCH_SIDE
        game = tm.game
        return tm.step == "press" and game is not None and game.pending is not None \
            and game.pending.winner == JOIN_MATCH_SIDE

    def _begin_match_game(self, game: MatchGame, moves: Sequence[object] = ()) -> None:
        """A game of the match begins, its first turn as its chooser decided (PM.2): each
        player's deck in the seat they hold, the game's seed from the match's; ``moves``:
        those it had when it is taken up again (restore_match)."""
        assert self.match_decks is not None
        self.host_seat = game.seat_of(HOST_MATCH_SIDE)
        self.join_seat = 1 - self.host_seat
        host_deck, join_deck = self.match_decks
        decks = (host_deck, join_deck) if self.host_seat == 0 else (join_deck, host_deck)
        self.scenario = replace(self.scenario, decks=decks, moves=[])
        self.game = start_game(self.scenario, game.seed)
        self.moves = []
        self.record = None
        self.takeback_asked = ""
        self.phase = "playing"
        self.game_number = game.number
        for i, move in enumerate(moves):
            apply_move(self.game, move, i)
            self.moves.append(move)
        self._send("game", number=game.number, seat=SEAT_NAMES[self.join_seat])
        self._publish()

    def restore_match(self, match: Match, decks: tuple[Sequence[str], Sequence[str]],
                      moves: Sequence[object]) -> None:
        """The match taken up again where the hosting app kept it
        (``storage.hostedtable``), after that app quit or was killed: its complete games,
        and the game being played with ``moves`` (its autosave's), or between games the
        choice or the clock press that comes next (PM.2, 7.4.2). ``decks``: each
        player's, the hosting side's first. The joining side is away until it comes
        back (PD.18, PD.19); at its return it is sent the game and the match as they
        stand, numbered from the start. Raises what a move that cannot be played
        raises (RefereeError)."""
        with self.lock:
            self.seed = match.roll.seed
            self.match_decks = (list(decks[0]), list(decks[1]))
            self.table_match = TableMatch.taken_up(match, self.names)
            self._dropped = True
            self.started.set()
            game = match.current
            if game is not None and game.status == "playing":
                self._begin_match_game(game, moves)
            else:
                if moves:
                    raise RefereeError("no game of the match is being played")
                if game is not None:
                    self.host_seat = game.seat_of(HOST_MATCH_SIDE)
                    self.join_seat = 1 - self.host_seat
                self.phase = "between"
                self.game_number = len(match.games)
                self._publish_match()
            self._watch_the_clock()

    def kept_match(self) -> HostedMatch | None:
        """The match as the hosting app keeps it to take it up again after a restart
        (``storage.hostedtable``); None for a single game or a match that is over."""
        with self.lock:
            tm = self.table_match
            if tm is None or tm.step == "over" or self.match_decks is None:
                return None
            try:
                return hosted_match(tm.match, self.match_decks, self.scenario.format)
            except ProgressError:
                return None  # beyond what the file keeps: not kept

    def _choose(self, side: Side, take: bool) -> MatchError | None:
        tm = self.table_match
        if tm is None:
            return MatchError(message_text("one_game_table"))
        try:
            game = tm.choose(side, take)
        except MatchError as exc:
            return exc
        self._begin_match_game(game)
        return None

    def _press(self, side: Side) -> MatchError | None:
        tm = self.table_match
        if tm is None:
            return MatchError(message_text("one_game_table"))
        try:
            tm.press(side)
        except MatchError as exc:
            return exc
        self._publish_match()
        return None

    def local_choose(self, take: bool) -> MatchError | None:
        """PM.2: the hosting player, choosing this game's first turn, takes it or gives
        it. None, or why it is refused (in plain words, in either language)."""
        with self.lock:
            return self._choose(HOST_MATCH_SIDE, take)

    def local_press(self) -> MatchError | None:
        """7.4.2: the hosting player presses the clock. None, or why it is refused."""
        with self.lock:
            return self._press(HOST_MATCH_SIDE)

    def _watch_the_clock(self) -> None:
        """With a clock (PM.3), a thread of its own looks at the banks while the match
        goes on (:meth:`_watch_clock`)."""
        tm = self.table_match
        if tm is not None and tm.match.clock_seconds is not None:
            threading.Thread(target=self._watch_clock, name="momon-match-clock",
                             daemon=True).start()

    def _watch_clock(self) -> None:
        """PM.3: a bank that runs out loses its player the game, play stopping where it
        is; looked at ten times a second while the match goes on."""
        while not self._closed.wait(0.1):
            with self.lock:
                tm = self.table_match
                if tm is None or self.phase == "over":
                    return
                side = tm.flagged()
                if side is None:
                    continue
                playing = self.phase == "playing"
                tm.time_out(side, self.game.momon_counts() if playing else (0, 0))
                self.phase = "between"
                self._publish_match()

    def seat_names(self) -> tuple[str, str]:
        """The players' names by seat (first, second)."""
        host, joiner = self.names
        return (host, joiner) if self.host_seat == 0 else (joiner, host)

    # ----------------------------------------------------------------- the toss

    def _start(self) -> None:
        """6.6: both secrets are revealed; the game's random draws take the seed. In a
        match the seed makes the die roll (PM.2) and the first chooser decides next."""
        assert self.seed is not None
        if self.match_mode:
            first, second = self.scenario.decks
            self.match_decks = (list(first), list(second))
            self.table_match = TableMatch(self.seed & fair.RECORD_SEED_MASK, self.match_clock,
                                          self.seat_names())
            self.phase = "between"
            self.started.set()
            self._publish_match()
            self._watch_the_clock()
            return
        if self.toss and fair.toss(self.seed) == 1:
            # the joining side takes the first turn, with its deck
            self.host_seat, self.join_seat = JOIN_SEAT, HOST_SEAT
            first, second = self.scenario.decks
            self.scenario = replace(self.scenario, decks=(second, first))
        # The random Reveal (PD.11) draws from both secrets: the engine's seed is theirs.
        self.game = start_game(self.scenario, self.seed & fair.RECORD_SEED_MASK)
        for i, move in enumerate(self.scenario.moves):
            apply_move(self.game, move, i)
            self.moves.append(move)
        self.phase = "playing"
        self.game_number = 1
        self.started.set()
        self._publish()

    def restore(self, moves: Sequence[object], seed: int, host_seat: int) -> None:
        """The game taken up again where the hosting app's autosave left it, after that
        app quit or was killed: the scenario's decks in seat order, ``moves`` played
        from ``seed`` (the record's, drawn at the toss, 6.6), the hosting side in
        ``host_seat``. The joining side is away until it comes back (PD.18); at its
        return it is sent the game as it stands, numbered from the start."""
        with self.lock:
            self.seed = seed
            self.host_seat, self.join_seat = host_seat, 1 - host_seat
            self.game = start_game(self.scenario, seed & fair.RECORD_SEED_MASK)
            for i, move in enumerate(moves):
                apply_move(self.game, move, i)
                self.moves.append(move)
            self.phase = "playing"
            self.game_number = 1
            self._dropped = True
            self.started.set()
            self._publish()

    # ----------------------------------------------------------------- moves

    def _apply(self, seat: int, move: object) -> str | None:
        """Apply ``move`` for ``seat``; the reason it was refused (a
        :class:`~momon_desktop.net.refusal.Reason` when it is one of the app's messages),
        or None."""
        if self.phase != "playing":
            return reason_for(message_text("game_over_now" if self.phase == "over"
                                        else "game_not_begun"))
        awaiting = self.game.awaiting
        if awaiting is None:
            return reason_for(message_text("game_over_now"))
        try:
            kind = move_kind(move)
        except MoveError as exc:
            return reason_for(exc.detail, f"move {len(self.moves)} {exc}")
        if kind == "concede":
            # 7.6.1: a player may concede at any time, in or out of turn, but only for
            # themselves.
            assert isinstance(move, dict)
            if move["concede"] != SEAT_NAMES[seat]:
                return reason_for(message_text("concede_only_yourself"))
        elif awaiting.player != seat:
            return reason_for(message_text("not_your_decision"))
        try:
            apply_move(self.game, move, len(self.moves))
        except RefereeError as exc:
            if exc.cause is None:
                return exc.message
            return reason_for(exc.cause.detail, exc.message)
        self.moves.append(move)
        self._publish()
        return None

    @property
    def absent(self) -> bool:
        """Whether the joining side's line is down during the game (its seat is kept)."""
        with self.lock:
            return self.phase in ("playing", "between") and self._dropped

    def claim(self) -> str | None:
        """PD.18: the joining side has stayed away past the grace period and the hosting
        side claims the game: it ends as the absent side's concession (7.6.1). Between
        games of a match whose next choice is the absent player's, the claimed game is
        the next one: it begins with them taking the first turn and ends at once as their
        concession (PD.20). None, or why it cannot be claimed now."""
        with self.lock:
            tm = self.table_match
            if self._dropped and self.waits_for_joiner() and tm is not None \
                    and tm.step == "choose":
                refusal = self._choose(JOIN_MATCH_SIDE, True)
                if refusal is not None:
                    return str(refusal)
            if not (self.phase == "playing" and self._dropped):
                return "the game can be claimed only while the other side is away"
            return self._apply(self.join_seat, {"concede": SEAT_NAMES[self.join_seat]})

    def take_seat(self) -> None:
        """PD.18: the joining side has stayed away past the grace period and the hosting
        side plays its seat from now on (the computer at the host's table); the joining
        side may come back and watch, and its moves are refused. In a match the computer
        makes that player's choices of the first turn and clock presses too (PD.20)."""
        with self.lock:
            self.joiner_plays = False
            if self.waits_for_joiner():
                self._publish_match()

    def local_move_for(self, seat: int, move: object) -> str | None:
        """A move of ``seat`` made at the hosting side: its own, or the joining side's
        once :meth:`take_seat` gave that seat to the host's computer. None, or why it
        was refused."""
        with self.lock:
            if seat != self.host_seat and self.joiner_plays:
                return "the other side plays that seat"
            return self._apply(seat, move)

    # ----------------------------------------------------------------- take-back (PD.17)

    def last_answer_of(self, seat: int) -> int | None:
        """How many answers the game keeps if ``seat``'s last answer is taken back with
        everything after it; None when there is none to take back (none yet, a
        concession, 7.6.2, or the game is over)."""
        if self.phase != "playing" or self.game.over or self.table_match is not None:
            return None  # PD.17 is for single games: a match's clock does not go back
        seats = self.game.answer_seats()
        first = len(self.scenario.moves)
        for i in range(len(seats) - 1, first - 1, -1):
            if seats[i] == seat:
                return i
        return None

    def ask_takeback(self) -> bool:
        """The hosting player asks to take back their last answer; False if there is
        none or the other side is away. The answer comes to :attr:`on_takeback`."""
        with self.lock:
            if self.last_answer_of(self.host_seat) is None or self.link is None:
                return False
            if not self._tell("takeback", ask=True):
                return False
            self.takeback_asked = "host"
        return True

    def answer_takeback(self, agree: bool) -> None:
        """The hosting player's answer to the joining side's request."""
        with self.lock:
            if self.takeback_asked != "joiner":
                return
            self.takeback_asked = ""
            self._tell("takeback", agree=agree)
            if agree:
                self._take_back(self.join_seat)

    def _takeback_message(self, message: dict[str, Any]) -> None:
        if message.get("ask") is True:
            if self.last_answer_of(self.join_seat) is None:
                self._send("refused", reason="there is no move of yours to take back",
                           move=len(self.moves))
                return
            self.takeback_asked = "joiner"
            self.on_takeback("asked")
        elif isinstance(message.get("agree"), bool) and self.takeback_asked == "host":
            self.takeback_asked = ""
            if message["agree"]:
                self.on_takeback("agreed")
                self._take_back(self.host_seat)
            else:
                self.on_takeback("refused")

    def _take_back(self, seat: int) -> None:
        """PD.17: both agree: ``seat``'s last answer and every answer after it are taken
        back; the joining side is told (``undo``, numbered) and shown the game again."""
        keep = self.last_answer_of(seat)
        if keep is None:
            return
        while len(self.game.history) > keep:
            self.game.undo()
        del self.moves[keep:]
        self._send("undo", moves=keep)
        self._publish()

    def chat(self, text: str) -> bool:
        """Send a chat line to the joining side; False if it is not a chat line or the
        line is down (a chat line is not kept for a return)."""
        line = chat_text(text)
        with self.lock:
            return line is not None and self._tell("chat", text=line)

    def _tell(self, t: str, **body: Any) -> bool:
        """A message outside the game's numbering to the joining side, on its line as it
        is now (the lock held); False if the line is down."""
        return send_if_open(self.link, control(t, **body))

    def local_move(self, move: object) -> None:
        with self.lock:
            reason = self._apply(self.host_seat, move)
            if reason is not None:
                self.on_refused_local(reason, len(self.moves))

    def handle(self, message: dict[str, Any]) -> None:
        """One message from the joining side (already of a known type and version)."""
        t = message["t"]
        with self.lock:
            if t in ("ping", "pong", "bye"):
                if t == "ping" and self.link is not None:
                    self.link.send(control("pong"))
                return
            if t == "takeback":
                self._takeback_message(message)
                return
            if t == "chat":
                # a short line to the host's player; not part of the game
                text = chat_text(message.get("text"))
                if text is None:
                    if self.link is not None:
                        self.link.send(control("error", reason="a chat line is 1 to "
                                               f"{MAX_CHAT_CHARS} characters of text"))
                    return
                self.on_chat(text)
                return
            verdict = self.out_of_order(message)
            if verdict is not None:
                return
            if t == "commit":
                value = message.get("hash")
                if self.phase != "toss" or self.join_commit is not None:
                    self._send("refused", reason="the toss has been committed already", move=None)
                elif not fair.well_formed(value, 64):
                    self._send("refused", reason="a commitment is 64 hex digits", move=None)
                else:
                    assert isinstance(value, str)
                    refusal = self._take_deck(message.get("deck"))
                    if refusal is not None:
                        why, problem = refusal
                        self._send("refused", reason=why, move=None, about="deck",
                                   problem=problem)
                        return
                    self.join_commit = value
                    self._send("reveal", secret=self.secret)
            elif t == "reveal":
                value = message.get("secret")
                if self.phase != "toss" or self.join_commit is None:
                    self._send("refused", reason="nothing is waiting for a reveal", move=None)
                elif not fair.well_formed(value, 2 * fair.SECRET_BYTES) or \
                        fair.commitment(str(value)) != self.join_commit:
                    self._send("refused", reason="the secret does not match its commitment",
                               move=None)
                else:
                    self.seed = fair.shared_seed(self.secret, str(value))
                    self._start()
            elif t in ("choose", "press"):
                take = message.get("take")
                if t == "choose" and not isinstance(take, bool):
                    self._send("refused", reason='a choice needs "take": true or false',
                               move=None)
                    return
                if not self.joiner_plays:
                    self._refuse(reason_for(message_text("seat_taken_by_computer")), None)
                    return
                refused = self._choose(JOIN_MATCH_SIDE, bool(take)) if t == "choose" \
                    else self._press(JOIN_MATCH_SIDE)
                if refused is not None:
                    self._refuse(reason_for(refused.detail), None)
            elif t == "move":
                if not self.joiner_plays:
                    self._refuse(reason_for(message_text("seat_taken_by_computer")),
                                 len(self.moves))
                    return
                if "move" not in message:
                    self._send("refused", reason='a move message needs "move"', move=None)
                    return
                reason = self._apply(self.join_seat, message["move"])
                if reason is not None:
                    self._refuse(reason, len(self.moves))

    def _refuse(self, reason: str, move: int | None) -> None:
        """Refuse a move, choice or press of the joining side: the English reason, and
        the message it names for the joining app to say in its language (net.refusal)."""
        self._send("refused", reason=str(reason), move=move, problem=problem_json(reason))

    def _take_deck(self, deck: object) -> tuple[str, dict[str, Any]] | None:
        """6.1: the deck the joining side brings, when the table asks for it
        (:attr:`friend_deck`); it must be legal in the table's Format. None, or why it
        is refused: in English, and as the problem a joining app says in its own
        language (docs/network.md, "deck problems")."""
        if not self.friend_deck:
            return None
        if deck is None:
            return ("this table asks each player to bring their own deck",
                    {"code": "needed"})
        if not isinstance(deck, list) or len(deck) > MAX_DECK_CARDS or not all(
                isinstance(c, str) and len(c) <= 64 for c in deck):
            return "a deck is a list of card ids", {"code": "shape"}
        pool = self.scenario.library.pool
        unknown = sorted({c for c in deck if c not in pool})[:5]
        if unknown:
            return ("this table does not know the cards " + ", ".join(unknown),
                    {"code": "unknown", "cards": unknown})
        reasons = deck_reasons(deck, self.scenario.format, pool)[:MAX_DECK_REASONS]
        if reasons:
            return ("your deck is not legal here (6.1): " + "; ".join(map(str, reasons)),
                    {"code": "illegal", "reasons": [reason_json(r) for r in reasons]})
        first, _second = self.scenario.decks
        self.scenario = replace(self.scenario, decks=(first, list(deck)))
        return None

    def out_of_order(self, message: dict[str, Any]) -> str | None:
        """Take a numbered message in order: None to handle it, else why it is not."""
        n: int = message["n"]
        if n <= self.received:
            return "duplicate"
        if n > self.received + 1:
            if self.link is not None:
                self.link.send(control("resync", last=self.received))
            return "gap"
        self.received = n
        return None

    # ----------------------------------------------------------------- connections

    def attach(self, link: Link, client: str) -> dict[str, Any]:
        """A joining side that proved the code takes the seat; a previous line is
        closed (the seat is never shown twice).  Returns the welcome."""
        with self.lock:
            if self.link is not None:
                # The joining side came back before its old line was seen to drop.
                self.link.close()
                if self.phase in ("playing", "between") and not self._dropped:
                    self._dropped = True
                    self.on_peer("dropped")
            if client != self.client:
                # A new process: its numbering starts again.
                self.client = client
                self.received = 0
            self.link = None
            if self._dropped:
                self._dropped = False
                self.on_peer("back")
                if self.table_match is not None and self.table_match.paused:
                    self.table_match.go_on()  # PD.19: their bank runs again
                    # kept for the resend that follows the welcome (nothing goes
                    # before the welcome on the new line)
                    self._publish_match()
            self.link = link
            return control("welcome", seat="second", received=self.received,
                           session=self.session,
                           commit=fair.commitment(self.secret), phase=self.phase,
                           names=list(self.names), toss=self.toss,
                           match=None if not self.match_mode else {"clock": self.match_clock},
                           deck="yours" if self.friend_deck else "table")

    def resume(self, link: Link, last: int) -> None:
        """Send again every numbered message after ``last``."""
        with self.lock:
            for message in self.out.since(last):
                link.send(message)

    def close(self) -> None:
        """The table is no longer hosted: the line to the joining side is closed."""
        self._closed.set()
        with self.lock:
            if self.link is not None:
                try:
                    self.link.send(control("bye", reason="the host has left the table"))
                except (LinkClosed, ProtocolError):
                    pass
                self.link.close()
                self.link = None

    def detach(self, link: Link) -> None:
        """The line ``link`` is closed; if it held the seat during the game, the seat is
        kept for the joining side's return and the drop is told (:attr:`on_peer`)."""
        with self.lock:
            if self.link is link:
                self.link = None
                if self.phase in ("playing", "between") and not self._dropped:
                    self._dropped = True
                    self.on_peer("dropped")
                    if self.table_match is not None:
                        self.table_match.pause()  # PD.19: their bank stops while away
                        self._publish_match()
            link.close()


class Listener:
    """The table's TLS listener: open only while the table is hosted."""

    def __init__(self, table: HostTable, bind: str, port: int, code: str | None = None) -> None:
        """``code``: the join code of a table opened again (HostTable.restore), so that
        the friend comes back with the code they have; a fresh one otherwise."""
        self.table = table
        self.code = code or new_code()
        self.certificate = TableCertificate.make()
        self.context = self.certificate.server_context()
        self.sock = socket.create_server((bind, port))
        self.port: int = self.sock.getsockname()[1]
        self.closed = False
        self.counts = {"connections": 0, "refused_code": 0, "refused_version": 0,
                       "refused_address": 0, "protocol_errors": 0, "flood_cutoffs": 0}

    def serve(self) -> None:
        """Accept joining sides until :meth:`close`; each is served on its own thread."""
        while not self.closed:
            try:
                conn, addr = self.sock.accept()
            except OSError:
                return
            self.counts["connections"] += 1
            if not local_address(addr[0]):
                self.counts["refused_address"] += 1
                conn.close()
                continue
            threading.Thread(target=self._serve_one, args=(conn,), daemon=True).start()

    def close(self) -> None:
        """Stop listening at once: the accepting thread is woken (a listening socket
        closed under a blocked accept would go on taking connections), then closed."""
        self.closed = True
        try:
            self.sock.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass
        try:
            self.sock.close()
        except OSError:
            pass

    def _handshake(self, conn: socket.socket) -> tuple[Link, str] | None:
        conn.settimeout(HANDSHAKE_TIMEOUT)
        try:
            tls = self.context.wrap_socket(conn, server_side=True)
        except (OSError, ssl.SSLError):
            conn.close()
            return None
        link = SocketLink(tls, MAX_FROM_HOST, MAX_FROM_JOINER, JOINER_TYPES)
        try:
            link.send(control("hello", version=VERSION, app=__version__))
            hello = link.receive(HANDSHAKE_TIMEOUT)
            if hello is None or hello["t"] != "hello":
                raise ProtocolError("the handshake begins with hello")
            client = hello.get("client")
            if not isinstance(client, str) or not 8 <= len(client) <= 64:
                raise ProtocolError('hello needs a "client" of 8 to 64 characters')
            # The host proves it knows the code first, bound to its certificate.
            link.send(control("proof", mac=proof(self.code, "host",
                                                 self.certificate.fingerprint)))
            answer = link.receive(HANDSHAKE_TIMEOUT)
            mac = answer.get("mac") if answer is not None and answer["t"] == "proof" else None
            if not isinstance(mac, str) or not proofs_match(
                    mac, proof(self.code, "join", self.certificate.fingerprint)):
                self.counts["refused_code"] += 1
                link.close()
                return None
            return link, client
        except VersionMismatch as exc:
            self.counts["refused_version"] += 1
            send_if_open(link, control("bye", reason=exc.reason))
            link.close()
            return None
        except (ProtocolError, LinkClosed):
            self.counts["protocol_errors"] += 1
            link.close()
            return None

    def _serve_one(self, conn: socket.socket) -> None:
        done = self._handshake(conn)
        if done is None:
            return
        link, client = done
        table = self.table
        if table.phase == "over" and client != table.client:
            # a new side for a game that is over: the table waits for its host's rematch
            try:
                link.send(control("bye", reason="the game at this table is over; the host "
                                  "has not opened the next one yet", over=True))
            except (LinkClosed, ProtocolError):
                pass
            link.close()
            return
        try:
            link.send(table.attach(link, client))
            first = link.receive(HANDSHAKE_TIMEOUT)
            last = first.get("last") if first is not None and first["t"] == "resume" else None
            if not isinstance(last, int) or isinstance(last, bool) or last < 0:
                raise ProtocolError('after the welcome comes "resume" with "last"')
            table.resume(link, last)
            self._read(link)
        except ProtocolError as exc:
            self.counts["protocol_errors"] += 1
            try:
                link.send(control("bye", reason=exc.reason))
            except (LinkClosed, ProtocolError):
                pass
        except LinkClosed:
            pass
        finally:
            table.detach(link)

    def _read(self, link: Link) -> None:
        limit = RateLimit()
        quiet = 0.0
        while True:
            try:
                message = link.receive(PING_EVERY)
            except ProtocolError as exc:
                # A bad message is refused with its reason and the line stays open;
                # a frame too large to skip, or a flood, closes it.
                self.counts["protocol_errors"] += 1
                if "frame of" in exc.reason:
                    raise
                link.send(control("error", reason=exc.reason))
                continue
            if message is None:
                quiet += PING_EVERY
                if quiet >= DEAD_AFTER:
                    return
                link.send(control("ping"))
                continue
            quiet = 0.0
            if not limit.take():
                if limit.flooding:
                    self.counts["flood_cutoffs"] += 1
                    raise ProtocolError("too many messages: the line is closed")
                link.send(control("error", reason="too many messages: this one was dropped"))
                continue
            if message["t"] == "bye":
                if self.table.finished.is_set():
                    self.table.joiner_done.set()
                return
            if message["t"] == "resync":
                last = message.get("last")
                if isinstance(last, int) and not isinstance(last, bool) and last >= 0:
                    self.table.resume(link, last)
                continue
            self.table.handle(message)


def client_id() -> str:
    """A joining process's identity for the session's numbering."""
    return secrets.token_hex(8)

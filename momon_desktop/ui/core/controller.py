"""The one object between the rules engine and the views.

Over 600 lines for a reason: every way a game moves (a person at this computer, the
computer opponent, a lesson's script, a person at another computer, the copies of a
joined table's game) goes through its one legality check, its one pacing gate and its
one report of changes, so they are kept in the one object that owns the game.

A click, a drag, a key or the computer opponent becomes an *answer* handed to
:class:`GameController`; the controller applies it to the :class:`Game` and is the one
reader of the events the engine logged: it decodes them into typed events
(:mod:`momon_desktop.engine.events`) and hands the views one :class:`Changes` per
answer (:attr:`GameController.changed`), besides a Qt signal for each kind of change.
The Arena scene, the Hand and Void models, the rules log and the panels redraw from
those and from the game state, which they only ever read; none of them reads the
engine's log or keeps a copy of the board. The engine never knows a view exists.

Each seat has a *kind*: ``"human"`` or a computer strength
(:data:`momon_desktop.ai.LEVELS`). A computer seat's decisions are computed by
:func:`momon_desktop.ai.choose_answer` on a worker thread and applied through the
same :meth:`GameController.submit` a person's answers go through. The computer's
answer is paced: it is applied no sooner than the think time after the computer began
to choose (:meth:`GameController.set_think_time`), and once the table has finished
showing what came before it (:attr:`GameController.answer_gate`); the UI thread never
sleeps, a timer holds the answer.

A seat of kind :data:`REMOTE` is a person at another computer: its answers come from
the hosted table (:meth:`GameController.play_remote`). At a joined table the game is
played at the other computer: an answer given here is handed to
:attr:`GameController.relay`, and the table's copies of the game come back through
:meth:`GameController.follow`.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Protocol, TypeVar

from PySide6.QtCore import QCoreApplication, QElapsedTimer, QObject, QTimer, Signal

from momon_desktop.engine import (
    Answer,
    CardDef,
    Concede,
    Decision,
    Game,
    IllegalDecision,
    Setup,
    rulebook,
)
from momon_desktop.engine import events as engine_events
from momon_desktop.engine.events import (
    GameEvent,
    LeftArena,
    Summoned,
    decode_all,
)
from momon_desktop.engine.game import Action
from momon_desktop.engine.view import PlayerView, player_view
from momon_desktop.storage.kept import HUMAN as HUMAN
from momon_desktop.ui.core.background import Background, error_text

# A scripted player's answer is played this long after it is asked for, so that the
# person sees their own move land first.
SCRIPT_PAUSE_MS = 350
# The kind of a player who sits at another computer and plays through a hosted table
# (momon_desktop.net): a person, whose answers arrive from the network.
REMOTE = "remote"


def computer_levels() -> tuple[str, ...]:
    """The computer strengths, as :data:`momon_desktop.ai.LEVELS` defines them; the
    computer players are imported when first asked for, not before the table's first
    picture."""
    from momon_desktop.ai import LEVELS

    return LEVELS


def ai_seed(game: Game) -> int:
    """The seed of the computer's search for ``game``'s current decision (reproducible)."""
    return random.Random(game.seed * 1000 + len(game.history)).randrange(1 << 30)


def ai_available() -> bool:
    """Whether the computer opponent can be imported in this installation."""
    try:
        from momon_desktop.ai import choose_answer  # noqa: F401
    except ImportError:
        return False
    return True


@dataclass(frozen=True)
class PlayerInfo:
    """One player at the table: a name, a kind (``"human"`` or an AI level) and a deck."""

    name: str
    kind: str = HUMAN
    deck_name: str = ""
    # The computer's style of play (momon_desktop.ai STYLE_WEIGHTS): a scripted
    # opponent's "aggressive" or "defensive", else "balanced".
    style: str = "balanced"
    # The id of the scripted opponent (resources/opponents) this computer player is, or "".
    profile: str = ""

    @property
    def is_human(self) -> bool:
        """True for a person, False for the computer."""
        return self.kind == HUMAN

    @property
    def is_remote(self) -> bool:
        """True for a person playing from another computer (:data:`REMOTE`)."""
        return self.kind == REMOTE


class TakebackAsker(Protocol):
    """PD.17: in a game across two computers, Take back asks the other player."""

    def can_ask(self) -> bool:
        """Whether the person here may ask now (a move of theirs to take back, no
        request waiting)."""
        ...

    def ask(self) -> None:
        """Ask the other player; the game is taken back when they agree."""
        ...


@dataclass(frozen=True)
class GameSpec:
    """Everything needed to start a game; seat 0 is always whoever goes first (6.7)."""

    decks: tuple[tuple[CardDef, ...], tuple[CardDef, ...]]
    players: tuple[PlayerInfo, PlayerInfo]
    seed: int = 0
    # The seed of the fair first-player draw (6.6), or None when the first player was chosen.
    draw_seed: int | None = None


E = TypeVar("E", bound=GameEvent)


@dataclass(frozen=True)
class Changes:
    """What one answer changed, handed to the views at once (:attr:`GameController.changed`).

    ``events`` are the typed events the answer led to, in the order they happened, and
    ``first`` is the place of the first of them in the game's event count
    (:attr:`GameController.event_count`); ``reset`` says the whole game changed at once
    (a new game, an undo, a redo), when ``events`` are every event of the game so far
    and the views redraw from the game as it stands.
    """

    events: tuple[GameEvent, ...] = ()
    first: int = 0
    reset: bool = False

    # the seats whose Hand and whose Void changed
    hand_seats: frozenset[int] = frozenset()
    void_seats: frozenset[int] = frozenset()
    # the rules log's line of each event, in the same order: its rule number and its
    # sentence in the interface language
    lines: tuple[tuple[str, str], ...] = ()

    def of(self, kind: type[E]) -> tuple[E, ...]:
        """The events of one ``kind``, in order."""
        return tuple(e for e in self.events if isinstance(e, kind))


def _computer_answer(game: Game, level: str, style: str, seed: int) -> Answer:
    """The answer of the ``level`` player of ``style`` for the copy ``game`` (run off the
    GUI thread)."""
    from momon_desktop.ai import make_player

    answer = make_player(level, style).choose(game, seed)
    if not game.is_legal(answer):
        raise IllegalDecision(f"the {level} computer player chose {answer!r}")
    return answer


class GameController(QObject):
    """Owns the :class:`Game`, applies answers and reports what happened as signals."""

    # A new game was set up (sent just before ``reset``).
    started = Signal()
    # A new game started, or the whole state changed at once (undo, redo): redraw all.
    reset = Signal()
    decision_needed = Signal(object)
    game_over = Signal(object)
    # seat, True while the computer is choosing for it
    thinking_changed = Signal(int, bool)
    # the computer has found its answer for seat and holds it until its think time is
    # over and the table is ready to show it
    answer_held = Signal(int)
    # the computer opponent could not answer
    error = Signal(str)
    # what one answer changed, a Changes: the one report of an answer's events, what
    # they did to the Hands and Voids and the rules log's lines (with reset True for a
    # new game, an undo or a redo, just after ``reset``)
    changed = Signal(object)
    # every view has been told what one applied answer changed
    batch_finished = Signal()

    def __init__(self, parent: QObject | None = None, lang: str = "en") -> None:
        super().__init__(parent)
        self.lang = lang
        self.game: Game | None = None
        self.spec: GameSpec | None = None
        # answers of the history that are the position itself and are never taken back
        self._fixed = 0
        self._thinking = -1
        self._ai = Background("momon-ai", self)
        # the computer's pacing: its least time to answer, the clock since it began,
        # the answer it holds, and a ticket that makes a held answer stale
        self._think_ms = 0
        self._think_clock = QElapsedTimer()
        self._held: Answer | None = None
        self._ai_ticket = 0
        # called with a function that applies the computer's answer, once the views
        # are ready for it (the table: every animation over); None applies it at once
        self.answer_gate: Callable[[Callable[[], None]], None] | None = None
        # True once play was stopped from outside the rules (a match clock ran out, PM.3).
        self.halted = False
        # A scripted player for the computer's seats (a tutorial's opponent), or None:
        # asked with the game whenever a computer seat must decide; its answer is played
        # instead of the computer's, through the same checks, and None holds play there.
        self.script: Callable[[Game], Answer | None] | None = None
        self._scripted: tuple[Game, int, Answer] | None = None
        self._script_timer = QTimer(self)
        self._script_timer.setSingleShot(True)
        self._script_timer.setInterval(SCRIPT_PAUSE_MS)
        self._script_timer.timeout.connect(self._play_scripted)
        # what came from another computer and waits for the views, in order: answers of
        # a remote seat (REMOTE), or the next copy of a joined table's game (follow)
        self._remote: list[Callable[[], None]] = []
        self._remote_busy = False
        # A joined table (the game is played at another computer's table): an answer
        # given here is checked, then handed to this instead of applied, and the table's
        # next copy of the game (:meth:`follow`) shows what it led to. None: played here.
        self.relay: Callable[[Action], None] | None = None
        self._relayed = False
        # A game across two computers: Take back asks the other player (PD.17). None:
        # nothing is taken back there.
        self.takeback: TakebackAsker | None = None

    # ------------------------------------------------------------------ setup

    def new_game(self, spec: GameSpec, resume: Game | None = None, fixed: int = 0) -> None:
        """Start a game from ``spec`` and run it to its first decision.

        ``resume`` puts a game already in progress on the table instead (an opened or
        resumed game, played on where it stands); its first ``fixed`` answers are the
        position itself (a practice puzzle's) and are never taken back.
        """
        game = resume if resume is not None else \
            Setup(spec.decks[0], spec.decks[1]).new_game(spec.seed)
        if not 0 <= fixed <= len(game.history):
            raise ValueError("a game cannot fix more answers than its history holds")
        self._cancel_ai()
        self._remote.clear()
        self._remote_busy = False
        self._relayed = False
        self.halted = False
        self.spec = spec
        self.game = game
        self._fixed = fixed
        self.started.emit()
        self._redraw_all()
        self._after_change()

    def set_players(self, players: tuple[PlayerInfo, PlayerInfo]) -> None:
        """Change who sits in each seat (names, human or computer) mid-game."""
        if self.spec is None:
            return
        self.spec = replace(self.spec, players=players)
        self._after_change()

    # ------------------------------------------------------------------ queries

    @property
    def players(self) -> tuple[PlayerInfo, PlayerInfo]:
        """The two players, seat 0 first."""
        assert self.spec is not None
        return self.spec.players

    def view(self, seat: int) -> PlayerView | None:
        """The game as the player of ``seat`` may see it (-1: what everyone may see);
        None without a game. Every view of the table reads the game through this
        (:func:`~momon_desktop.engine.player_view`), so privacy is decided in one place."""
        return None if self.game is None else player_view(self.game, seat)

    def hand_of(self, seat: int) -> tuple[int, ...]:
        """The cards of ``seat``'s Hand as its owner sees them, in its arrangement
        (4.4.1); empty for -1 or without a game."""
        v = self.view(seat)
        return () if v is None else tuple(instance for instance, _card in v.hand)

    def arrange_hand(self, seat: int, instances: list[int]) -> None:
        """4.4.1: the owner of ``seat`` arranges their Hand (no decision of the game)."""
        if self.game is not None and seat in (0, 1):
            self.game.arrange_hand(seat, instances)

    def player_name(self, seat: int) -> str:
        """The name of the player in ``seat``; a blank name (a record may hold one) is
        the seat's role, so a sentence never lacks its player."""
        if self.spec is None or seat not in (0, 1):
            return ""
        name = " ".join(self.players[seat].name.split())
        if name:
            return name
        if seat == 0:
            return QCoreApplication.translate("GameController", "First player")
        return QCoreApplication.translate("GameController", "Second player")

    def is_human(self, seat: int) -> bool:
        """Whether ``seat`` is played by a person at this computer."""
        return self.spec is not None and seat in (0, 1) and self.players[seat].is_human

    def is_remote(self, seat: int) -> bool:
        """Whether ``seat`` is played from another computer (:data:`REMOTE`)."""
        return self.spec is not None and seat in (0, 1) and self.players[seat].is_remote

    @property
    def networked(self) -> bool:
        """Whether a seat of the game is played from another computer."""
        return self.spec is not None and any(p.is_remote for p in self.players)

    @property
    def decision(self) -> Decision | None:
        """The decision the game is waiting for, or None when over or not started (or
        when an answer to it was handed to a joined table, :attr:`relayed`)."""
        return None if self.game is None or self.halted or self._relayed else self.game.awaiting

    def set_think_time(self, ms: int) -> None:
        """The computer's answer is applied no sooner than ``ms`` after it began to
        choose (0: as soon as it is found)."""
        self._think_ms = max(0, int(ms))

    @property
    def holding_answer(self) -> bool:
        """Whether the computer has found its answer and holds it back (its think time
        is not over, or the table is still showing what came before)."""
        return self._held is not None

    @property
    def thinking_seat(self) -> int:
        """The seat the computer is choosing for, or -1."""
        return self._thinking

    @property
    def event_count(self) -> int:
        """How many events the game has logged so far (0 without a game): where the
        events of the next answer will begin."""
        return 0 if self.game is None else self.game.log_length

    def events_since(self, start: int) -> tuple[GameEvent, ...]:
        """The typed events from place ``start`` of the game's events on, in order (the
        whole log is decoded, so each card's square and Ward Tokens are known)."""
        g = self.game
        if g is None:
            return ()
        n = len(g.setup.owner)
        return decode_all(g.log, [-1] * n, [0] * n)[max(0, start):]

    def describe(self, event: tuple[str, str, int, int, int]) -> str:
        """The rules-log sentence for ``event`` in the interface language, with names."""
        assert self.game is not None
        return engine_events.describe(event, self.game.defs, self.lang, self.player_name)

    def log_entries(self, start: int = 0) -> list[tuple[str, str]]:
        """The rules-log lines from place ``start`` on as (rule number, sentence)."""
        if self.game is None:
            return []
        return [(e[0], self.describe(e)) for e in self.game.log[max(0, start):]]

    def explain(self, rule: str) -> str:
        """The app's short explanation of ``rule`` in the interface language."""
        return rulebook.explain(rule, self.lang)

    def set_language(self, lang: str) -> None:
        """Use ``lang`` for log sentences and rule explanations from now on."""
        self.lang = lang

    def legal_squares_for_summon(self) -> list[int]:
        """Empty squares a pending Summon may use (P9.1); empty when none is pending."""
        d = self.decision
        if d is None or not d.is_summon or self.game is None:
            return []
        return self.game.empty_squares()

    def preview_snatch(self, card: int, square: int) -> list[tuple[int, str]]:
        """What the pending Summon of ``card`` onto ``square`` would snatch (P10.2-P10.4)."""
        d = self.decision
        if d is None or not d.is_summon or self.game is None:
            return []
        if self.game.board[square] >= 0:
            return []
        return self.game.preview_snatch(card, square, d.player)

    # Undo has one owner, the engine (Game.undo, Game.redo and the seat of each
    # answer); the controller only groups a computer's answers with the person's
    # decision they followed, so one step takes back to the person's own decision.

    def _undoable_seats(self) -> list[int]:
        """The seats of the answers that may be taken back, oldest first."""
        g = self.game
        return [] if g is None else g.answer_seats()[self._fixed:]

    @property
    def can_undo(self) -> bool:
        """Whether a person's last answer can be taken back (never a concession, 7.6.2)."""
        g = self.game
        if g is None or g.over or self._thinking >= 0 or self.halted:
            return False
        # PD.17: across two computers a take-back is asked of the other player
        if self.networked:
            return self.takeback is not None and self.takeback.can_ask()
        if not g.can_undo:
            return False
        return any(self.is_human(p) for p in self._undoable_seats())

    def last_human_seat(self) -> int:
        """The seat of the person who gave the last answer that can be taken back, or -1."""
        for seat in reversed(self._undoable_seats()):
            if self.is_human(seat):
                return seat
        return -1

    def last_human_answer(self) -> Answer | None:
        """The person's answer that :meth:`undo` would take back, or None."""
        g = self.game
        if g is None or not self.can_undo:
            return None
        seats = self._undoable_seats()
        for i in range(len(seats) - 1, -1, -1):
            if self.is_human(seats[i]):
                answer = g.history[self._fixed + i]
                return None if isinstance(answer, Concede) else answer
        return None

    @property
    def can_redo(self) -> bool:
        """Whether an answer taken back can be made again."""
        g = self.game
        return g is not None and not g.over and g.can_redo and self._thinking < 0 \
            and not self.halted and not self.networked

    # ------------------------------------------------------------------ acting

    def submit(self, answer: Answer, accepted: Callable[[], None] | None = None) -> None:
        """Apply a person's or the computer's answer; raise :class:`IllegalDecision` if
        the game is not waiting for it (the state is then unchanged).

        This is the one check of the answer's legality: ``accepted`` is called once it
        has passed, before the game changes (a view lets go of what it showed while the
        answer was being made)."""
        g = self.game
        if g is None or self.halted:
            raise IllegalDecision("no game is in progress")
        if not g.is_legal(answer):
            raise IllegalDecision(f"{answer!r} is not a legal answer now")
        if self._relayed:
            raise IllegalDecision("the table has this decision's answer already")
        if accepted is not None:
            accepted()
        if self.relay is not None:
            self._relayed = True
            self.relay(answer)
            self.batch_finished.emit()
            return
        self._apply(answer, checked=True)

    def concede(self, seat: int) -> None:
        """7.6.1: ``seat`` concedes and the opponent wins at once; never taken back (7.6.2)."""
        g = self.game
        if g is None or g.over or self.halted:
            return
        if self.relay is not None and self.is_human(seat):
            # a joined table: the concession goes to the table, which ends the game
            self.relay(Concede(seat))
            return
        self._cancel_ai()
        arena = self._arena()
        g.apply(Concede(seat))
        self._emit_events(arena)
        self._after_change()

    def undo(self) -> bool:
        """Take back answers up to and including a person's last one; True if any. In a
        game across two computers the other player is asked instead (PD.17), and
        nothing is taken back yet (False)."""
        g = self.game
        if not self.can_undo or g is None:
            return False
        if self.networked:
            if self.takeback is not None:
                self.takeback.ask()
            return False
        self._cancel_ai()
        while g.can_undo and len(g.history) > self._fixed:
            seat = g.answer_seats()[-1]
            g.undo()
            if self.is_human(seat):
                break
        self._rebuild()
        return True

    def redo(self) -> bool:
        """Make again the answers :meth:`undo` took back, up to the next person's; True if any."""
        g = self.game
        if not self.can_redo or g is None:
            return False
        g.redo()
        # the computer's answers that followed the person's come back with it
        while g.can_redo and not g.over and not self.is_human(g.to_move):
            g.redo()
        self._rebuild()
        return True

    def play_remote(self, seat: int, answer: Action) -> None:
        """An answer of ``seat``, played from another computer (:data:`REMOTE`): applied
        in the order they arrive, each once the views are ready for it (as the
        computer's). Raise :class:`IllegalDecision` if ``seat`` is not a remote seat."""
        if not self.is_remote(seat):
            raise IllegalDecision(f"seat {seat} is not played from another computer")
        self._remote.append(lambda: self._apply_remote(seat, answer))
        self._next_remote()

    def follow(self, game: Game) -> None:
        """A joined table's next copy of the game (:attr:`relay`): put on the table in
        the order they arrive, each once the views are ready for it, the events since
        the last one shown as the answer's :class:`Changes`."""
        self._remote.append(lambda: self._take_copy(game))
        self._next_remote()

    def relay_refused(self) -> None:
        """The joined table refused the answer handed to it: the decision is asked again."""
        if self._relayed and self.game is not None:
            self._relayed = False
            self._after_change()

    @property
    def relayed(self) -> bool:
        """Whether an answer given here was handed to the joined table, which has not
        yet sent the game it led to."""
        return self._relayed

    def _next_remote(self) -> None:
        if self._remote_busy or not self._remote:
            return
        self._remote_busy = True
        if self.answer_gate is None:
            self._run_remote()
        else:
            self.answer_gate(self._run_remote)

    def _run_remote(self) -> None:
        self._remote_busy = False
        if self._remote:
            self._remote.pop(0)()
            self._next_remote()

    def _apply_remote(self, seat: int, answer: Action) -> None:
        g = self.game
        if g is None or g.over or self.halted:
            self._remote.clear()
            return
        if isinstance(answer, Concede):
            # 7.6.1: in or out of turn, for the player's own seat only
            if answer.player == seat:
                self.concede(seat)
        elif g.awaiting is not None and g.awaiting.player == seat and g.is_legal(answer):
            self._apply(answer, checked=True)
        else:
            self._remote.clear()
            self.error.emit(QCoreApplication.translate(
                "GameController", "The other computer sent a move this table does not allow."))

    def _take_copy(self, game: Game) -> None:
        old = self.game
        if old is None or self.halted:
            return
        self._relayed = False
        for seat in (0, 1):
            if self.is_human(seat):
                # 4.4.1: the Hand stays as its owner arranged it here
                now = game.hand_arrangement(seat)
                kept = [c for c in old.hand_arrangement(seat) if c in now]
                game.arrange_hand(seat, kept + [c for c in now if c not in kept])
        self.game = game
        if game.log[:len(old.log)] != old.log:
            self._rebuild()
            return
        self._emit_events((len(old.log), list(old.pos), list(old.wards)))
        self._after_change()

    def take_back_to(self, keep: int) -> None:
        """PD.17: both players agreed: every answer after the first ``keep`` is taken
        back, and the views redraw from the game as it was then."""
        g = self.game
        if g is None:
            return
        self._cancel_ai()
        self._remote.clear()
        while len(g.history) > keep and g.can_undo:
            g.undo()
        self._rebuild()

    def halt(self) -> None:
        """Stop play where it stands (a match clock ran out, PM.3): the computer stops
        choosing and no answer is taken until the next game."""
        self._cancel_ai()
        self.halted = True
        self.batch_finished.emit()

    def shutdown(self) -> None:
        """Stop the worker thread (the window is closing)."""
        self._cancel_ai()
        self._ai.shutdown(3000)

    # ------------------------------------------------------------------ internals

    def _apply(self, answer: Answer, checked: bool = False) -> None:
        """Apply ``answer`` (``checked``: :meth:`submit` has just found it legal, so the
        engine does not check it again) and send what it changed."""
        g = self.game
        assert g is not None
        arena = self._arena()
        if checked:
            g.apply_checked(answer)
        else:
            g.apply(answer)
        self._emit_events(arena)
        self._after_change()

    def _rebuild(self) -> None:
        self._redraw_all()
        self._after_change()

    def _redraw_all(self) -> None:
        """The whole game changed at once: the views redraw from it, and the rules log
        gets every line again."""
        g = self.game
        assert g is not None
        self.reset.emit()
        lines = tuple((entry[0], self.describe(entry)) for entry in g.log)
        self.changed.emit(Changes(self.events_since(0), 0, True,
                                  frozenset((0, 1)), frozenset((0, 1)), lines))

    def _arena(self) -> tuple[int, list[int], list[int]]:
        """Where the next answer's events will begin in the log, and each card's square
        and Ward Tokens before it: what :func:`decode_all` starts from."""
        g = self.game
        assert g is not None
        return len(g.log), list(g.pos), list(g.wards)

    def _emit_events(self, arena: tuple[int, list[int], list[int]]) -> None:
        """Decode the events logged since ``arena`` was taken (:meth:`_arena`) and send
        them to the views as the one :class:`Changes` of the whole answer."""
        g = self.game
        assert g is not None
        owner = g.setup.owner
        start, squares, wards = arena
        raw = g.log[start:]
        events = decode_all(raw, squares, wards)
        hands = {owner[e.card] for e in events if isinstance(e, Summoned)}
        hands |= {owner[e.card] for e in events
                  if isinstance(e, LeftArena) and e.destination == "hand"}
        voids = {owner[e.card] for e in events
                 if isinstance(e, LeftArena) and e.destination != "hand"}
        lines = tuple((entry[0], self.describe(entry)) for entry in raw)
        self.changed.emit(Changes(events, start, False, frozenset(hands), frozenset(voids), lines))

    def _after_change(self) -> None:
        g = self.game
        assert g is not None
        self.batch_finished.emit()
        if g.over:
            assert g.result is not None
            self.game_over.emit(g.result)
            return
        d = g.awaiting
        assert d is not None
        self.decision_needed.emit(d)
        if not self.is_human(d.player) and not self.is_remote(d.player):
            self._start_ai(d.player)

    # ------------------------------------------------------------------ computer opponent

    def _start_ai(self, seat: int) -> None:
        g = self.game
        assert g is not None
        if self.script is not None:
            answer = self.script(g)
            if answer is not None:
                self._scripted = (g, len(g.history), answer)
                self._script_timer.start()
            return
        self._thinking = seat
        self._held = None
        self._ai_ticket += 1
        self._think_clock.start()
        self.thinking_changed.emit(seat, True)
        seed = ai_seed(g)
        player = self.players[seat]
        game = g.copy()
        # The request leaves once the event loop has drawn what this change asked it to
        # draw: the search shares the interpreter with the painting, so starting it
        # first would hold up the table's first picture of a new game.
        self._ai.run(lambda: _computer_answer(game, player.kind, player.style, seed),
                     self._on_ai_answered, self._on_ai_failed, after_paint=True)

    def _play_scripted(self) -> None:
        """The scripted player's answer, unless the game changed since it was asked."""
        if self._scripted is None:
            return
        game, moves, answer = self._scripted
        self._scripted = None
        if self.game is game and len(game.history) == moves and not self.halted \
                and not game.over and game.is_legal(answer):
            self._apply(answer)

    def _cancel_ai(self) -> None:
        self._ai.cancel()
        self._ai_ticket += 1
        self._held = None
        self._script_timer.stop()
        self._scripted = None
        if self._thinking >= 0:
            seat = self._thinking
            self._thinking = -1
            self.thinking_changed.emit(seat, False)

    def _on_ai_answered(self, answer: Answer) -> None:
        if self.game is None or self.game.over:
            return
        # The answer waits out the think time on a timer (never a sleep of the UI
        # thread), then for the views, and is applied then.
        ticket = self._ai_ticket
        self._held = answer
        self.answer_held.emit(self._thinking)
        wait = self._think_ms - self._think_clock.elapsed() if self._think_clock.isValid() else 0
        if wait > 0:
            QTimer.singleShot(int(wait), self, lambda: self._release(ticket))
        else:
            self._release(ticket)

    def _release(self, ticket: int) -> None:
        """The think time is over: apply the held answer once the views are ready."""
        if ticket != self._ai_ticket or self._held is None:
            return
        gate = self.answer_gate
        if gate is None:
            self._apply_held(ticket)
        else:
            gate(lambda: self._apply_held(ticket))

    def _apply_held(self, ticket: int) -> None:
        if ticket != self._ai_ticket or self._held is None or self.game is None or self.game.over:
            return
        answer, self._held = self._held, None
        seat = self._thinking
        self._thinking = -1
        self.thinking_changed.emit(seat, False)
        self._apply(answer)

    def _on_ai_failed(self, exc: Exception) -> None:
        seat = self._thinking
        self._thinking = -1
        self.thinking_changed.emit(seat, False)
        self.error.emit(error_text(exc))

"""The Momon Wonder game state and its decision-driven API.

A :class:`Game` is always either over (:attr:`Game.result` is set) or waiting for
exactly one :class:`Decision` from one player.  :meth:`Game.legal_answers` lists every
legal answer; :meth:`Game.apply` applies one, or raises :class:`IllegalDecision` and
leaves the state untouched.  The same path serves a person, the computer, a replay and
a loaded game.

The state is kept compact (flat lists of small ints indexed by card *instance*; the
first player's deck is instances ``0..n-1`` and the second player's follows) so that a
snapshot is a handful of list copies: :meth:`Game.apply` pushes one and
:meth:`Game.undo` pops it.  Everything that happens is appended to :attr:`Game.log` as
an event tuple ``(rule, kind, a, b, c)`` naming the official rule number or P-number
it follows (see :mod:`momon_desktop.engine.events`).
"""

from __future__ import annotations

import hashlib
import random
import threading
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from math import floor
from typing import Literal, NamedTuple

from . import official as cr
from . import provisional as pr
from .carddefs import TRIGGERS, CardDef, ContinuousAbility, TriggeredAbility
from .events import face_off, face_off_code
from .official import (
    ARENA,
    FIRST,
    HAND,
    NEIGHBOUR_CARDS,
    SQUARES,
    VOID,
    GameResult,
    Termination,
)
from .provisional import Trigger, card_power

# ----------------------------------------------------------------------------- answers


class Summon(NamedTuple):
    """Answer to a Summon decision: put Hand card instance ``card`` onto ``square`` (P9.1)."""

    card: int
    square: int


class Choose(NamedTuple):
    """Answer to a choice of square for an ability (P11.5)."""

    square: int


class YesNo(NamedTuple):
    """Answer to an optional effect, "may" (P11.5)."""

    yes: bool


class Concede(NamedTuple):
    """A concession by ``player``; allowed at any moment, by either player (7.6.1, P8.5)."""

    player: int


Answer = Summon | Choose | YesNo
Action = Summon | Choose | YesNo | Concede

# Answers are immutable, so every possible Choose and YesNo is built once (Summons are
# built once per Setup, see Setup.summons).
_CHOOSE: tuple[Choose, ...] = tuple(Choose(s) for s in SQUARES)
_YES_NO: tuple[YesNo, YesNo] = (YesNo(False), YesNo(True))

Event = tuple[str, str, int, int, int]


class IllegalDecision(ValueError):
    """An answer that the game is not waiting for, or that breaks a rule."""


class ChainStopped(Exception):
    """A search stopped a long chain before its end (:func:`stopping_long_chains`): the
    game stands half way through the chain and is taken back with :meth:`Game.undo`."""


# The check of stopping_long_chains, by thread (a search runs beside the table's game).
_CHAIN_STOP = threading.local()
# How often, in resolutions of a long chain, that check is made.
_CHAIN_CHECK_EVERY = 256


@contextmanager
def stopping_long_chains(check: Callable[[int], bool]) -> Iterator[None]:
    """Within the block, on the calling thread: a chain past LOOP_WATCH resolutions
    (PD.7, PD.14) calls ``check`` with its count of resolutions every 256 of them, and
    raises :class:`ChainStopped` where it answers True.  Such a chain may resolve
    up to CHAIN_LIMIT (100,000) abilities before its loop shows or PD.7 ends it (about
    two seconds of the Python engine); a search with a budget or a limit of time stops
    it there."""
    before = getattr(_CHAIN_STOP, "check", None)
    _CHAIN_STOP.check = check
    try:
        yield
    finally:
        _CHAIN_STOP.check = before


# ----------------------------------------------------------------------------- constants

# Stages of the turn (6.9, 6.10, P8).  The Trigger Queue is always emptied before the
# next stage starts.
ST_GAME_START = 0
ST_TURN_START = 1
ST_SUMMON = 2
ST_SNATCH = 3
ST_END = 4
ST_CLEANUP = 5
ST_TURN_OVER = 6
ST_OVER = 7
STAGE_NAMES = (
    "game_start",
    "turn_start",
    "summon_step",
    "snatch_step",
    "end_step",
    "end_step",
    "end_step",
    "over",
)

# Pending decision kinds.
P_TURN_SUMMON = 0
P_EFFECT_SUMMON = 1
P_CHOOSE = 2
P_YES_NO = 3
DecisionKind = Literal["summon", "choose", "yes_no"]
"""What a decision asks for: a Summon (P8.2, P9.2), a square for an ability (P11.5), or
whether to use an optional ability (P11.5)."""
DECISION_KINDS: tuple[DecisionKind, ...] = ("summon", "summon", "choose", "yes_no")

# Trigger codes, in the order of carddefs.TRIGGERS.
T_GAME_START, T_TURN_START, T_SUMMONED, T_SNATCHED, T_SNATCHES, T_LEAVES, T_END_OF_TURN = range(7)
_TRIGGER_CODE = {name: i for i, name in enumerate(TRIGGERS)}

# Durations of temporary power changes (P11.4, PD.6).
D_END_OF_TURN = 0
D_NEXT_TURN = 1
D_PERMANENT = 2
_DURATION_CODE = {"end_of_turn": D_END_OF_TURN, "start_of_your_next_turn": D_NEXT_TURN,
                  "permanent": D_PERMANENT}

_N_SQUARES = len(SQUARES)
_TURNS = cr.TURNS_PER_PLAYER  # 7.1.1
# The events of the turn's start and end (P8.1, 6.10.2, 7.1.1) for each seat, built
# once: by the number of turns the player has taken before this one, and with it.  A
# player takes at most _TURNS turns (7.1.2).
_TURN_START_EVENTS: tuple[tuple[Event, ...], ...] = tuple(
    tuple(("6.10.2" if n == 0 and p == FIRST else "P8.1", "turn_start", p, n + 1, -1)
          for n in range(_TURNS))
    for p in (FIRST, cr.SECOND)
)
_TURN_END_EVENTS: tuple[tuple[Event, ...], ...] = tuple(
    tuple(("7.1.1", "turn_end", p, n, -1) for n in range(_TURNS + 1)) for p in (FIRST, cr.SECOND)
)
# Tells an Arena square that holds a card from an empty one (-1).
_IS_CARD = (-1).__ne__
# P11.7, PD.7, PD.14: the resolution of a chain from which its states are compared and
# an ability already waiting in the Trigger Queue does not trigger again.
_LOOP_WATCH = pr.LOOP_WATCH
# PD.7: the resolutions after which a chain that goes on is a forced-loop draw.
_CHAIN_LIMIT = pr.CHAIN_LIMIT
# PD.12, PD.13: what keeps Ward Tokens and power changes finite.
_WARD_LIMIT = pr.WARD_LIMIT
_POWER_LIMIT = pr.POWER_LIMIT

_LCG_MUL = 6364136223846793005
_LCG_ADD = 1442695040888963407
_MASK64 = (1 << 64) - 1

# Codes of a triggered ability's effect and target (see AbilitySpec).
E_WARD, E_POWER, E_SNATCH, E_TO_VOID, E_TO_HAND, E_SUMMON, E_TAKE_FPT, E_REVEAL = range(8)
_EFFECT_CODE = {"ward": E_WARD, "power": E_POWER, "snatch": E_SNATCH, "to_void": E_TO_VOID,
                "to_hand": E_TO_HAND, "summon_from_hand": E_SUMMON,
                "take_first_player_token": E_TAKE_FPT, "reveal_hand": E_REVEAL}
G_NONE, G_SELF, G_ADJ_ALLY, G_ADJ_ENEMY, G_CHOSEN_ADJ_ALLY, G_CHOSEN_ADJ_ENEMY, G_CHOSEN_ENEMY = (
    range(-1, 6)
)
_TARGET_CODE = {None: G_NONE, "self": G_SELF, "each_adjacent_ally": G_ADJ_ALLY,
                "each_adjacent_enemy": G_ADJ_ENEMY, "chosen_adjacent_ally": G_CHOSEN_ADJ_ALLY,
                "chosen_adjacent_enemy": G_CHOSEN_ADJ_ENEMY, "chosen_enemy": G_CHOSEN_ENEMY}


class AbilitySpec(NamedTuple):
    """A triggered ability compiled to small ints for the hot path (P11.5)."""

    effect: int  # E_*: what it does
    target: int  # G_*: whom it reaches
    amount: int
    duration: int  # D_*: how long a power change lasts (P11.4)
    face_up: bool  # a card put into the Void goes face up (4.5.3)
    optional: bool  # "may" (P11.5)
    whose: str  # whose turn a turn-start or end-of-turn ability fires on (P11.2)


def compile_ability(ab: TriggeredAbility) -> AbilitySpec:
    """The int-coded form of a triggered ability used while resolving it."""
    return AbilitySpec(_EFFECT_CODE[ab.do], _TARGET_CODE[ab.target], ab.amount,
                       _DURATION_CODE[ab.duration], ab.face == "up", ab.optional, ab.whose)


# A temporary power change (P11.4): (target instance, amount, duration code, controller
# of its source).  A plain tuple: power and duration checks loop over these.
PowerChange = tuple[int, int, int, int]


class Pending(NamedTuple):
    """The decision the game waits for (see :class:`Decision`, the public form)."""

    kind: int  # P_*
    player: int  # who decides
    source: int  # the instance whose ability asks, or -1 for the turn Summon (P8.2)
    ability: int  # that ability's index, or -1
    squares: tuple[int, ...]  # for a choice (P11.5), the squares of the legal targets


# The pending decision of Step 1 (P8.2) for each seat; the same for every turn.
_TURN_SUMMON_PENDING = (Pending(P_TURN_SUMMON, 0, -1, -1, ()), Pending(P_TURN_SUMMON, 1, -1, -1, ()))


class Snapshot(NamedTuple):
    """An undo snapshot: copies of every mutable part of the state (see Game._snapshot)."""

    board: list[int]
    zone: list[int]
    pos: list[int]
    ctrl: list[int]
    wards: list[int]
    inc: list[int]
    faceup: list[int]
    hand0: list[int]
    hand1: list[int]
    void0: list[int]
    void1: list[int]
    mods: list[PowerChange]
    queue: list[Trigger]
    turns: list[int]
    turn_player: int
    fpt: int
    stage: int
    turn_summon: tuple[int, int, int] | None
    arena_full: bool
    rng: int
    result: GameResult | None
    seq: int
    resolving: Trigger | None
    pending: Pending | None
    n_cont: int
    n_lower: int
    n_turn_start: int
    n_end_of_turn: int
    n_negmods: int
    log_length: int
    history_length: int


def _copy_snapshot(s: Snapshot) -> Snapshot:
    """A snapshot with lists of its own."""
    return Snapshot._make([x[:] if type(x) is list else x for x in s])


# Building a named tuple through tuple.__new__ skips the Python-level __new__ of its
# class (about half the cost); used where one is built during play.
_new_tuple = tuple.__new__


# P11.7, PD.7: the Trigger Queue enters a chain's digest as a polynomial hash of its
# entries, front first, modulo the Mersenne prime 2**127 - 1, kept up to date as
# entries leave the front and join the back.
_QH_MOD = (1 << 127) - 1
_QH_BASE = 0x5DEECE66D9E3779B97F4A7C15F39CC06 % _QH_MOD
_QH_INVERSE = pow(_QH_BASE, -1, _QH_MOD)


class _ChainWatch:
    """P11.7, PD.7: what the loop watch of one chain keeps from one resolution to the
    next, so that the digest of a state costs the same however long the Trigger Queue
    and the list of power changes grow.

    Within a chain nothing can enter the Arena (every Summon is a decision, P8.2,
    PD.10) and no duration ends (that happens between steps, with the queue empty), so
    the digest needs only: the Arena (a card that left cannot come back, so the Hands,
    the Voids and their faces follow from it), the controller and the Ward Tokens of
    each Arena card, the First Player Token, each card's total power change (P11.4:
    only the total counts toward its power) and the queue, each entry as (source,
    incarnation, ability, controller, square).  The event number and the place of an
    entry only order triggers waiting together; the generator of the random Reveal
    (PD.11) only picks the card shown, which changes nothing else.
    """

    __slots__ = ("radix", "n", "value", "length", "top", "mods", "counted", "totals")

    def __init__(self, setup: Setup, queue: list[Trigger]) -> None:
        self.radix = setup.ability_radix
        self.n = setup.n
        # value is the sum of code(entry i) * BASE**i over the first ``length``
        # entries of the queue; top is BASE**length.
        self.value = 0
        self.length = 0
        self.top = 1
        self.extend(queue)
        self.mods: list[PowerChange] = []
        self.counted = 0
        self.totals: dict[int, int] = {}

    def _code(self, e: Trigger) -> int:
        """A different whole number for every different entry."""
        _e, cc, _place, k, c, ic, sq = e
        return (((ic * self.radix + k) * self.n + c) * 2 + cc) * 17 + sq + 1

    def pop(self, item: Trigger) -> None:
        """``item`` left the front of the queue."""
        self.value = (self.value - self._code(item)) * _QH_INVERSE % _QH_MOD
        self.top = self.top * _QH_INVERSE % _QH_MOD
        self.length -= 1

    def extend(self, queue: list[Trigger]) -> None:
        """Take in the entries that joined the back of ``queue``."""
        value, top, code = self.value, self.top, self._code
        for i in range(self.length, len(queue)):
            value = (value + code(queue[i]) * top) % _QH_MOD
            top = top * _QH_BASE % _QH_MOD
        self.value, self.top, self.length = value, top, len(queue)

    def _power_totals(self, mods: list[PowerChange]) -> tuple[tuple[int, int], ...]:
        """Each card's total power change, other than 0, by instance."""
        if mods is not self.mods or len(mods) < self.counted:
            # A card left the Arena and took its changes with it (PD.6).
            self.mods = mods
            self.counted = 0
            self.totals = {}
        totals = self.totals
        for i in range(self.counted, len(mods)):
            card, amount, _duration, _controller = mods[i]
            totals[card] = totals.get(card, 0) + amount
        self.counted = len(mods)
        return tuple(sorted(kv for kv in totals.items() if kv[1]))

    def digest(self, g: Game) -> bytes:
        """16 bytes that are the same for two states of the chain exactly when the two
        states go on in the same way (up to a hash collision)."""
        board, ctrl, wards = g.board, g.ctrl, g.wards
        here = [c for c in board if c >= 0]
        key = (board, [ctrl[c] for c in here], [wards[c] for c in here], g.fpt,
               self._power_totals(g.mods), self.value, self.length)
        return hashlib.blake2b(repr(key).encode(), digest_size=16).digest()


@dataclass(frozen=True, slots=True)
class Decision:
    """What the game is waiting for: one decision by one player."""

    player: int
    kind: DecisionKind
    source: int
    ability: int
    options: tuple[Answer, ...]

    @property
    def is_summon(self) -> bool:
        """True when a card is to be Summoned: the turn's (P8.2) or an ability's (P9.2)."""
        return self.kind == "summon"

    @property
    def is_choice(self) -> bool:
        """True when a square is to be chosen for an ability's target (P11.5)."""
        return self.kind == "choose"

    @property
    def is_yes_no(self) -> bool:
        """True when the player says whether to use an optional ability (P11.5)."""
        return self.kind == "yes_no"

    @property
    def is_turn_summon(self) -> bool:
        """True for the turn Summon of Step 1 (P8.2)."""
        return self.kind == "summon" and self.source < 0


class Setup:
    """Everything about a game that never changes: the two decks and their precomputed
    tables (Snatch-Sight targets per card and square, abilities by trigger).

    Build it once per pair of decks and start any number of games from it.
    """

    __slots__ = (
        "decks", "defs", "owner", "printed", "sight_sq", "sight_mask", "trig", "cont",
        "momon", "card_key", "has_turn_start", "has_end_of_turn", "low_printed", "n", "lowers",
        "specs", "has_copy", "turn_triggers", "game_start", "counted", "summons",
        "power_step", "ability_radix", "snatch_triggers", "all_momon", "cont_sources", "sees", "hand_draws",
        "turn_summon_events",
    )

    def __init__(self, first: Sequence[CardDef], second: Sequence[CardDef]) -> None:
        if not first or not second:
            raise IllegalDecision("6.1: each player needs a deck")
        self.decks: tuple[tuple[CardDef, ...], tuple[CardDef, ...]] = (tuple(first), tuple(second))
        defs = self.decks[0] + self.decks[1]
        self.defs: tuple[CardDef, ...] = defs
        self.n = len(defs)
        self.owner: tuple[int, ...] = tuple(
            FIRST if i < len(first) else cr.SECOND for i in range(self.n)
        )
        self.printed: tuple[int, ...] = tuple(d.power for d in defs)
        tables = {}
        for i, d in enumerate(defs):
            key = (d.sight, self.owner[i])
            if key not in tables:
                tables[key] = pr.sight_squares(d.sight, self.owner[i])
        self.sight_sq: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
            tables[(d.sight, self.owner[i])] for i, d in enumerate(defs)
        )
        self.sight_mask: tuple[tuple[int, ...], ...] = tuple(
            pr.sight_masks(t) for t in self.sight_sq
        )
        # sees[c][x][s]: whether card c on square x sees square s (P10.3(a)).
        seen_from = {key: pr.sight_tables(t) for key, t in tables.items()}
        self.sees: tuple[tuple[tuple[bool, ...], ...], ...] = tuple(
            seen_from[(d.sight, self.owner[i])] for i, d in enumerate(defs)
        )
        trig: list[tuple[tuple[tuple[int, TriggeredAbility], ...], ...]] = []
        for d in defs:
            per = [[] for _ in TRIGGERS]  # type: list[list[tuple[int, TriggeredAbility]]]
            for k, ab in enumerate(d.abilities):
                per[_TRIGGER_CODE[ab.when]].append((k, ab))
            trig.append(tuple(tuple(x) for x in per))
        self.trig: tuple[tuple[tuple[tuple[int, TriggeredAbility], ...], ...], ...] = tuple(trig)
        self.cont: tuple[tuple[ContinuousAbility, ...], ...] = tuple(d.continuous for d in defs)
        # The instances that have continuous abilities (P11.4), in instance order.
        self.cont_sources: tuple[int, ...] = tuple(i for i, c in enumerate(self.cont) if c)
        self.specs: tuple[tuple[AbilitySpec, ...], ...] = tuple(
            tuple(compile_ability(a) for a in d.abilities) for d in defs
        )
        self.momon: tuple[bool, ...] = tuple(pr.card_is_momon(d) for d in defs)
        self.all_momon = all(self.momon)
        ids: dict[str, int] = {}
        self.card_key: tuple[int, ...] = tuple(ids.setdefault(d.id, len(ids)) for d in defs)
        # Whether another copy of the same card is in the same deck (P9.1 first copy).
        self.has_copy: tuple[bool, ...] = tuple(
            sum(1 for j in range(self.n)
                if self.card_key[j] == self.card_key[i] and self.owner[j] == self.owner[i]) > 1
            for i in range(self.n)
        )
        # Instances with "when snatched" or "when this snatches" abilities (P10.7, PD.5).
        self.snatch_triggers: tuple[bool, ...] = tuple(
            bool(t[T_SNATCHED] or t[T_SNATCHES]) for t in self.trig
        )
        self.has_turn_start: tuple[bool, ...] = tuple(bool(t[T_TURN_START]) for t in self.trig)
        self.has_end_of_turn: tuple[bool, ...] = tuple(bool(t[T_END_OF_TURN]) for t in self.trig)
        self.low_printed = any(p <= 0 for p in self.printed)
        # divmod(x, 16) for every number random_answer draws, in one table (a Hand holds
        # only its owner's cards).
        self.hand_draws: tuple[tuple[int, int], ...] = tuple(
            divmod(x, _N_SQUARES) for x in range(_N_SQUARES * max(len(first), len(second)))
        )
        # Every possible Summon answer, by instance and square (answers are immutable).
        self.summons: tuple[tuple[Summon, ...], ...] = tuple(
            tuple(Summon(c, s) for s in SQUARES) for c in range(self.n)
        )
        # The event of every turn Summon (P8.2), by instance and square, built once.
        self.turn_summon_events: tuple[tuple[Event, ...], ...] = tuple(
            tuple(("P8.2", "summon", self.owner[c], c, s) for s in SQUARES) for c in range(self.n)
        )
        # Instances that the Arena counters of a Game keep track of.
        self.counted: tuple[bool, ...] = tuple(
            bool(self.cont[i]) or self.has_turn_start[i] or self.has_end_of_turn[i]
            for i in range(self.n)
        )
        # P11.2: for turn-start and end-of-turn, the instances that have such abilities
        # with the indices of those that fire on their controller's turn and of those
        # that fire on the other player's, as (instance, own turn, other's turn).
        self.turn_triggers: tuple[tuple[tuple[int, tuple[int, ...], tuple[int, ...]], ...], ...] = (
            tuple(
                tuple(
                    (c,
                     tuple(k for k, ab in self.trig[c][code] if pr.whose_matches(ab.whose, 0, 0)),
                     tuple(k for k, ab in self.trig[c][code] if pr.whose_matches(ab.whose, 0, 1)))
                    for c in range(self.n) if self.trig[c][code]
                )
                for code in range(len(TRIGGERS))
            )
        )
        # 6.9, P11.2, PD.1: game-start abilities from the starting Hands, as
        # (controller, Hand position, ability index, instance).
        self.game_start: tuple[tuple[int, int, int, int], ...] = tuple(
            (self.owner[c], place, k, c)
            for p in (FIRST, cr.SECOND)
            for place, c in enumerate(range(len(first)) if p == FIRST else range(len(first), self.n))
            for k, _ab in self.trig[c][T_GAME_START]
        )
        # Cards whose continuous abilities can lower a power (P11.4); only these, negative
        # modifiers or a printed power of 0 can make P11.6 put a card into the Void.
        self.lowers: tuple[bool, ...] = tuple(
            any((a.kind == "power" and a.amount < 0) or a.kind == "set_power" for a in c)
            for c in self.cont
        )
        # PD.13: the largest power change one triggered ability makes.  A card's changes
        # can reach the limit only once there are enough of them to add up to it.
        self.power_step: int = max(
            (abs(a.amount) for d in defs for a in d.abilities if a.do == "power"), default=0
        )
        # P11.7: more than the number of abilities on any card (see _ChainWatch).
        self.ability_radix: int = max((len(d.abilities) for d in defs), default=0) + 1

    def new_game(self, seed: int = 0) -> Game:
        """Set up a game (6.2-6.7) and run it to its first decision."""
        return Game(self, seed)


class Game:
    """One game of Momon Wonder between seat 0 (``first``) and seat 1 (``second``)."""

    __slots__ = (
        "setup", "seed", "board", "zone", "pos", "ctrl", "wards", "inc", "faceup", "hands",
        "voids", "mods", "queue", "waiting", "turns", "turn_player", "fpt", "stage",
        "turn_summon", "arena_full", "rng", "result", "seq", "resolving", "pending",
        "n_cont", "n_lower", "n_turn_start", "n_end_of_turn", "n_negmods", "sbc_watch",
        "log", "history", "_undo", "_seen", "_copies", "_redo", "_seats", "_places",
    )

    def __init__(self, setup: Setup, seed: int = 0) -> None:
        self.setup = setup
        self.seed = seed
        n = setup.n
        n0 = len(setup.decks[0])
        # 6.2: every card starts in its owner's Hand; 6.3, 6.4: empty Arena and Voids.
        self.board: list[int] = [-1] * 16
        self.zone: list[int] = [HAND] * n
        self.pos: list[int] = [-1] * n
        self.ctrl: list[int] = list(setup.owner)
        self.wards: list[int] = [0] * n
        self.inc: list[int] = [0] * n
        self.faceup: list[int] = [0] * n
        self.hands: list[list[int]] = [list(range(n0)), list(range(n0, n))]
        self.voids: list[list[int]] = [[], []]
        self.mods: list[PowerChange] = []
        self.queue: list[Trigger] = []
        self.waiting: list[Trigger] = []
        self.turns: list[int] = [0, 0]
        self.turn_player = -1
        self.fpt = FIRST  # 6.7: the first player receives the First Player Token.
        self.stage = ST_GAME_START
        self.turn_summon: tuple[int, int, int] | None = None
        self.arena_full = False
        self.rng = (seed * 2654435761 + 1) & _MASK64
        self.result: GameResult | None = None
        self.seq = 0
        self.resolving: Trigger | None = None
        self.pending: Pending | None = None
        # Counters that let the common case skip work: Arena cards with continuous
        # abilities, with ones that lower power, with turn-start and end-of-turn
        # abilities, and power modifiers below zero.
        self.n_cont = 0
        self.n_lower = 0
        self.n_turn_start = 0
        self.n_end_of_turn = 0
        self.n_negmods = 0
        # Non-zero while P11.6 could put a card into the Void: n_lower + n_negmods, plus
        # one if a deck has a card printed with power 0 or less.
        self.sbc_watch = 1 if setup.low_printed else 0
        self.log: list[Event] = []
        self.history: list[Action] = []
        self._undo: list[Snapshot] = []
        # P11.7, PD.7: the 16-byte digests of the states of the current chain (see
        # _run); emptied when the chain ends, so empty whenever an answer is awaited
        # (those of a forced-loop draw stay until undo takes the game back).
        self._seen: set[bytes] = set()
        # PD.14: in a chain past LOOP_WATCH resolutions, how many times each ability,
        # as (instance, ability index), waits in the Trigger Queue; None otherwise.
        self._copies: dict[tuple[int, int], int] | None = None
        # Answers taken back by undo(), the next one to redo last.
        self._redo: list[Action] = []
        # The seat that gave each answer of the history.
        self._seats: list[int] = []
        # 4.4.1: each card's place in its owner's arrangement of the Hand (see
        # hand_arrangement); None while that is still the order of the deck (6.2), the
        # order of the instances.
        self._places: list[int] | None = None
        self._start()

    @classmethod
    def new(cls, first: Sequence[CardDef], second: Sequence[CardDef], seed: int = 0) -> Game:
        """A new game between two decks; ``first`` takes the first turn (6.7)."""
        return cls(Setup(first, second), seed)

    # ------------------------------------------------------------------ public queries

    @property
    def log_length(self) -> int:
        """How many events the game has logged: where the next answer's begin."""
        return len(self.log)

    @property
    def defs(self) -> tuple[CardDef, ...]:
        """The card definition of every instance."""
        return self.setup.defs

    @property
    def over(self) -> bool:
        """True once the Game Result is decided."""
        return self.result is not None

    @property
    def stage_name(self) -> str:
        """The current step of the turn, for display."""
        return STAGE_NAMES[self.stage]

    @property
    def awaiting(self) -> Decision | None:
        """The decision the game is waiting for, with every legal answer; None when over."""
        p = self.pending
        if p is None or self.result is not None:
            return None
        return Decision(p.player, DECISION_KINDS[p.kind], p.source, p.ability,
                        tuple(self.legal_answers()))

    @property
    def to_move(self) -> int:
        """The player who must decide now, or -1 when the game is over."""
        p = self.pending
        return -1 if p is None or self.result is not None else p.player

    def empty_squares(self) -> list[int]:
        """Empty Arena squares in reading order."""
        b = self.board
        return [s for s in SQUARES if b[s] < 0]

    def summoned_copy(self, card: int) -> int:
        """P9.1: the instance that a Summon naming Hand card ``card`` moves.

        Copies of a card are interchangeable, so a Summon moves the first copy of the
        card in its owner's Hand, in the order the game state keeps (new cards join its
        end, PD.11), whatever the owner's arrangement (:meth:`hand_arrangement`).
        Raises :class:`IllegalDecision` if ``card`` is not in its owner's Hand.
        """
        if not (0 <= card < self.setup.n) or self.zone[card] != HAND:
            raise IllegalDecision(f"P9.1: card {card} is not in a Hand")
        if not self.setup.has_copy[card]:
            return card
        return self._first_copy(self.setup.owner[card], card)

    def hand_arrangement(self, seat: int) -> list[int]:
        """4.4.1: the instances of ``seat``'s Hand in the order its owner arranged them.

        At first the order of the deck (6.2).  :meth:`arrange_hand` sets it; a card that
        leaves the Hand leaves it, and cards that come into the Hand after (back to the
        Hand, PD.11, or by :meth:`undo`) follow the arranged ones.  When a Summon names
        one copy of a card and P9.1 moves another, the two copies change places first,
        so the place that empties is the one named.

        The arrangement is only what the owner sees: it changes nothing in the game
        (the state, its hash, the history, which copy a Summon moves, a search) and
        stays as it is across :meth:`undo` and :meth:`redo`; :meth:`copy` keeps it.
        """
        return sorted(self.hands[seat], key=self._place_list().__getitem__)

    def arrange_hand(self, seat: int, instances: Sequence[int]) -> None:
        """4.4.1: ``seat`` arranges their Hand in the order of ``instances``, which must
        name every card of the Hand once; raises :class:`IllegalDecision` otherwise.

        Allowed at any moment, since it is no decision of the game (see
        :meth:`hand_arrangement`).
        """
        if seat not in (0, 1):
            raise IllegalDecision(f"there is no player {seat}")
        order = list(instances)
        if sorted(order) != sorted(self.hands[seat]):
            raise IllegalDecision("4.4.1: an arrangement of the Hand names each of its cards once")
        places = self._place_list()
        # Before every other place: the cards that come into the Hand later follow.
        first = min(places) - len(order)
        for i, c in enumerate(order):
            places[c] = first + i

    def _place_list(self) -> list[int]:
        """Each card's place in its owner's arrangement of the Hand, made when first
        needed (at first the order of the deck, 6.2)."""
        places = self._places
        if places is None:
            places = self._places = list(range(self.setup.n))
        return places

    def _exchange_places(self, a: int, b: int) -> None:
        """Two copies of a card change places in their owner's arrangement (P9.1)."""
        places = self._place_list()
        places[a], places[b] = places[b], places[a]

    def _place_last(self, card: int) -> None:
        """``card`` comes into its owner's Hand after every card there (PD.11)."""
        places = self._place_list()
        places[card] = max(places) + 1

    def legal_answers(self) -> list[Answer]:
        """Every legal answer to the pending decision.

        For a Summon, copies of the same card in the Hand are interchangeable, so one
        answer per distinct card is listed (the first copy in Hand order).
        """
        p = self.pending
        if p is None or self.result is not None:
            return []
        kind = p.kind
        if kind <= P_EFFECT_SUMMON:
            empties = self.empty_squares()
            seen: set[int] = set()
            out: list[Answer] = []
            key = self.setup.card_key
            summons = self.setup.summons
            for c in self.hands[p.player]:
                if key[c] in seen:
                    continue
                seen.add(key[c])
                row = summons[c]
                out.extend([row[s] for s in empties])
            return out
        if kind == P_CHOOSE:
            return [_CHOOSE[s] for s in p.squares]
        return [_YES_NO[True], _YES_NO[False]]

    def is_legal(self, answer: Action) -> bool:
        """Whether ``answer`` may be applied now."""
        return self._illegal_reason(answer) is None

    def _illegal_reason(self, answer: Action) -> str | None:
        if self.result is not None:
            return "the game is over"
        if isinstance(answer, Concede):
            if answer.player not in (0, 1):
                return f"there is no player {answer.player}"
            return None
        p = self.pending
        assert p is not None
        kind = p.kind
        if kind <= P_EFFECT_SUMMON:
            if not isinstance(answer, Summon):
                return "the game is waiting for a Summon"
            if answer.card not in self.hands[p.player]:
                return "P9.1: the card to Summon must be in the summoning player's Hand"
            if not (0 <= answer.square < 16) or self.board[answer.square] >= 0:
                return "P9.1: a card is Summoned onto an empty Arena square"
            return None
        if kind == P_CHOOSE:
            if not isinstance(answer, Choose):
                return "the game is waiting for a square to be chosen"
            if answer.square not in p.squares:
                return "P11.5: that square holds no legal target for this ability"
            return None
        if not isinstance(answer, YesNo):
            return "the game is waiting for a yes or no"
        return None

    # ------------------------------------------------------------------ applying answers

    def apply(self, answer: Action) -> None:
        """Apply a legal answer (or a concession), keeping an undo snapshot.

        Raises :class:`IllegalDecision` and changes nothing if the answer is not legal.
        """
        reason = self._illegal_reason(answer)
        if reason is not None:
            raise IllegalDecision(f"illegal {type(answer).__name__}: {reason}")
        self._undo.append(self._snapshot())
        self.play_unchecked(answer)

    def apply_checked(self, answer: Action) -> None:
        """Apply ``answer``, which the caller has just found legal with :meth:`is_legal`,
        keeping an undo snapshot: :meth:`apply` without checking the answer again."""
        self._undo.append(self._snapshot())
        self.play_unchecked(answer)

    def play_unchecked(self, answer: Action) -> None:
        """Apply an answer already known to be legal, without an undo snapshot.

        For trusted callers that took the answer from :meth:`legal_answers` or
        :meth:`random_answer` (search, benchmarks).

        A Summon, the answer to nearly every decision, is carried out here (P9.1): the
        turn Summon of Step 1 (P8.2) or an effect Summon (P9.2).  Copies of a card are
        interchangeable, so the copy moved is the first one in the Hand
        (:meth:`summoned_copy`), and the history records that copy: a move naming the
        card always replays.  When it is not the copy named, the two change places in
        the owner's arrangement (4.4.1), so that the place of the copy named is the one
        that leaves it.  The other answers go to :meth:`_answer_ability`.
        """
        if self._redo:
            self._follow_redo(answer)
        if type(answer) is not Summon:
            self._answer_ability(answer)
            return
        p = self.pending
        assert p is not None
        # P8.2, the turn Summon of Step 1, or an effect Summon (P9.2).  (Written so
        # that the comparison is followed by a jump, which the interpreter specializes.)
        turn = True if p.kind == P_TURN_SUMMON else False
        st = self.setup
        card, square = answer
        # The deciding player's Hand holds the card, and a Hand holds its owner's cards.
        player = st.owner[card]
        if st.has_copy[card]:
            moved = self._first_copy(player, card)
            if moved != card:
                self._exchange_places(card, moved)
                card = moved
                answer = st.summons[card][square]
        self.history.append(answer)
        self._seats.append(player)
        self.pending = None
        # From the Hand to an empty square, face up, with a Marking Token (4.2.1) of
        # the summoning player's colour.
        self.hands[player].remove(card)
        self.board[square] = card
        self.zone[card] = ARENA
        self.pos[card] = square
        self.ctrl[card] = player
        inc = self.inc[card] + 1
        self.inc[card] = inc
        if st.counted[card]:
            self._count(card, 1)
        self.log.append(st.turn_summon_events[card][square] if turn
                        else ("P9.2", "summon", player, card, square))
        trig = st.trig[card][T_SUMMONED]
        if trig:
            self.seq += 1
            seq = self.seq
            waiting = self.waiting
            for k, _ab in trig:
                waiting.append((seq, player, square, k, card, inc, square))
        if not turn:
            # P9.2: an effect Summon's Snatch Check follows as soon as the instruction
            # ends; then the chain goes on.
            self.resolving = None
            self._snatch_check(card, square, player)
            self._after_event()
            self._run()
            return
        if self.waiting or self.sbc_watch:
            # P8.2: "when summoned" abilities resolve before Step 2, the Snatch Check
            # (P8.3), which then looks again at the card.
            self.turn_summon = (card, inc, player)
            self._after_event()
            stage = ST_SNATCH
        else:
            # Nothing triggered and nothing can leave the Arena: Step 2 at once, on the
            # card just Summoned (P8.3).
            self._snatch_check(card, square, player)
            if self.waiting or self.sbc_watch:
                self._after_event()
            stage = ST_END
        if self.queue:
            self.stage = stage
            self._run()
        else:
            # The steps go straight on (see _advance); they stop at a decision, at the
            # end of the game, or with abilities in the queue.
            self._advance(stage)
            if self.queue:
                self._run()

    def _answer_ability(self, answer: Action) -> None:
        """Apply a legal answer other than a Summon: a choice of square or a yes or no
        for the ability being resolved (P11.5), or a concession (7.6.1)."""
        self.history.append(answer)
        if type(answer) is Concede:
            self._seats.append(answer.player)
            self._concede(answer.player)
            return
        p = self.pending
        assert p is not None and self.resolving is not None
        kind = p.kind
        self._seats.append(p.player)
        self.pending = None
        item = self.resolving
        if kind == P_CHOOSE:
            assert isinstance(answer, Choose)
            self.resolving = None
            _event, _c, _place, k, src, _inc, _sq = item
            self._apply_effect(self.setup.specs[src][k], item, self.board[answer.square])
            if self.waiting or self.sbc_watch:
                self._after_event()
        else:
            assert isinstance(answer, YesNo)
            if answer.yes:
                self._resolve_body(item)
            else:
                self.resolving = None
                _event, c, _place, k, src, _inc, _sq = item
                self.log.append(("P11.5", "decline", src, k, c))
                self._after_event()
        if self.pending is None:  # "yes" may have led straight to a choice (P11.5)
            self._run()

    def random_answer(self, rnd: random.Random) -> Answer:
        """A uniformly random legal answer (over cards in Hand, not distinct cards)."""
        p = self.pending
        assert p is not None
        kind = p.kind
        if kind <= P_EFFECT_SUMMON:
            hand = self.hands[p.player]
            b = self.board
            # One draw picks a card in Hand and one of the 16 squares (4.3).  If that
            # square is taken, the k-th empty square in reading order is used instead,
            # so each of the e empty squares has chance 1/16 + (16 - e)/16 * 1/e = 1/e.
            # (floor is int() for these non-negative numbers, and much cheaper;
            # r * (n * 16) is exactly (r * n) * 16: a power of two changes no rounding.)
            place, square = self.setup.hand_draws[
                floor(rnd.random() * (len(hand) * _N_SQUARES))]
            card = hand[place]
            if b[square] >= 0:
                k = floor(rnd.random() * b.count(-1))
                square = b.index(-1)
                while k:
                    square = b.index(-1, square + 1)
                    k -= 1
            return self.setup.summons[card][square]
        if kind == P_CHOOSE:
            opts = p.squares
            return _CHOOSE[opts[floor(rnd.random() * len(opts))]]
        return _YES_NO[rnd.random() < 0.5]

    def concede(self, player: int) -> None:
        """7.6.1: ``player`` concedes; the opponent wins at once."""
        self.apply(Concede(player))

    @property
    def can_undo(self) -> bool:
        """Whether :meth:`undo` has a decision to take back."""
        return bool(self._undo)

    def undo(self) -> Action:
        """Take back the last applied answer and return it; :meth:`redo` can apply it
        again.

        7.6.2: a concession cannot be taken back.
        """
        if not self._undo:
            raise IllegalDecision("there is no decision to take back")
        last = self.history[-1]
        if isinstance(last, Concede):
            raise IllegalDecision("7.6.2: a concession cannot be taken back")
        self._restore(self._undo.pop())
        self._redo.append(last)
        return last

    @property
    def can_redo(self) -> bool:
        """Whether :meth:`redo` has a taken-back answer to apply again."""
        return bool(self._redo)

    @property
    def redo_answer(self) -> Action | None:
        """The answer :meth:`redo` would apply, or None."""
        return self._redo[-1] if self._redo else None

    def redo(self) -> Action:
        """Apply again the last answer taken back by :meth:`undo`, with an undo
        snapshot, and return it.

        The answers taken back are kept until a different answer is applied: applying
        the one :meth:`redo` would apply (by any path, and for a Summon naming any copy
        of the card, P9.1) keeps the rest, since the game is then where it was.
        """
        if not self._redo:
            raise IllegalDecision("there is no decision to redo")
        answer = self._redo[-1]
        self.apply(answer)  # the redo list's last answer is removed on the way
        return answer

    def _follow_redo(self, answer: Action) -> None:
        """Keep the redo list if ``answer`` is the answer it would redo, else empty it."""
        redo = self._redo
        nxt = redo[-1]
        if type(answer) is not type(nxt):
            same = False
        elif type(answer) is Summon:
            assert isinstance(nxt, Summon)
            same = answer.square == nxt.square and (
                answer.card == nxt.card
                or self._first_copy(self.setup.owner[answer.card], answer.card) == nxt.card
            )
        else:
            same = answer == nxt
        if same:
            redo.pop()
        else:
            redo.clear()

    def answer_seats(self) -> list[int]:
        """The seat that gave each answer of :attr:`history`, in order (a concession's
        is its player's, 7.6.1)."""
        return self._seats[:]

    # ------------------------------------------------------------------ snapshots, hashing

    def _snapshot(self) -> Snapshot:
        return _new_tuple(Snapshot, (
            self.board[:], self.zone[:], self.pos[:], self.ctrl[:], self.wards[:], self.inc[:],
            self.faceup[:], self.hands[0][:], self.hands[1][:], self.voids[0][:],
            self.voids[1][:], self.mods[:], self.queue[:], self.turns[:], self.turn_player,
            self.fpt, self.stage, self.turn_summon, self.arena_full, self.rng, self.result,
            self.seq, self.resolving, self.pending, self.n_cont, self.n_lower,
            self.n_turn_start, self.n_end_of_turn, self.n_negmods, len(self.log),
            len(self.history),
        ))

    def _restore(self, s: Snapshot) -> None:
        """Put the state back to snapshot ``s``, taking over its lists: ``s`` must not be
        used again."""
        (self.board, self.zone, self.pos, self.ctrl, self.wards, self.inc, self.faceup,
         h0, h1, v0, v1, self.mods, self.queue, self.turns, self.turn_player, self.fpt,
         self.stage, self.turn_summon, self.arena_full, self.rng, self.result, self.seq,
         self.resolving, self.pending, self.n_cont, self.n_lower, self.n_turn_start,
         self.n_end_of_turn, self.n_negmods, nlog, nhist) = s
        self.hands = [h0, h1]
        self.voids = [v0, v1]
        del self.log[nlog:]
        del self.history[nhist:]
        del self._seats[nhist:]
        self.waiting = []
        self._copies = None
        # P11.7: the digests of a chain are emptied when it ends, but a forced-loop draw
        # (7.3.5) keeps those of its chain; the game goes on from here without them.
        if self._seen:
            self._seen.clear()
        self._watch()

    def _watch(self) -> None:
        """Recompute :attr:`sbc_watch` from the counters it adds up."""
        self.sbc_watch = self.n_lower + self.n_negmods + (1 if self.setup.low_printed else 0)

    def copy(self, keep_undo: bool = False) -> Game:
        """An independent copy of the game (the log, history and Hand arrangements are
        copied too); with ``keep_undo`` it can take back and redo what this game can."""
        g = object.__new__(Game)
        g.setup = self.setup
        g.seed = self.seed
        g.log = self.log[:]
        g.history = self.history[:]
        g._seats = self._seats[:]
        g._seen = set()
        g._restore(self._snapshot())
        # Each game takes over the lists of the snapshots it undoes, so the copy gets
        # copies of them.  Redo goes with undo.
        if keep_undo:
            g._undo = [_copy_snapshot(s) for s in self._undo]
            g._redo = self._redo[:]
        else:
            g._undo = []
            g._redo = []
        g._places = None if self._places is None else self._places[:]
        return g

    def state_parts(self) -> Snapshot:
        """Every part of the state, copied (not the log, the history or the Hand
        arrangements): what :meth:`restored` builds a game back from."""
        return self._snapshot()

    @classmethod
    def restored(cls, setup: Setup, log: list[Event], history: list[Action],
                 seats: list[int], state: Snapshot) -> Game:
        """A game of ``setup`` standing at ``state`` (see :meth:`state_parts`), with its
        log and its answers with the seat of each; it cannot take back what came before.
        ``state`` is taken over and must not be used again."""
        if len(seats) != len(history):
            raise ValueError("each answer has its seat")
        g = object.__new__(cls)
        g.setup = setup
        g.seed = 0
        g.log = log
        g.history = history
        g._seats = seats
        g._seen = set()
        g._undo = []
        g._redo = []
        g._places = None
        g._restore(state._replace(log_length=len(log), history_length=len(history)))
        return g

    def state_key(self) -> tuple[object, ...]:
        """A hashable summary of the whole game state (not the log or history).

        Incarnations are reduced to "still the same object" flags, so that a position
        reached again is recognised (P11.7).
        """
        inc, zone = self.inc, self.zone
        q = tuple(
            (c, inc[c] == ic and zone[c] == ARENA, k, cc, sq)
            for (_e, cc, _pl, k, c, ic, sq) in self.queue
        )
        r = self.resolving
        res = None
        if r is not None:
            _e, cc, _pl, k, c, ic, sq = r
            res = (c, inc[c] == ic and zone[c] == ARENA, k, cc, sq)
        ts = self.turn_summon
        tsk = None if ts is None else (ts[0], inc[ts[0]] == ts[1] and zone[ts[0]] == ARENA, ts[2])
        fu = self.faceup
        p = self.pending
        # Named tuples go in as plain tuples, so that the repr hashed by state_hash stays
        # the same.
        return (
            tuple(self.board), tuple(self.ctrl[c] for c in self.board if c >= 0),
            tuple(self.wards), tuple(self.hands[0]), tuple(self.hands[1]),
            tuple((c, fu[c]) for c in self.voids[0]), tuple((c, fu[c]) for c in self.voids[1]),
            tuple(self.mods), q, res, tsk, None if p is None else tuple(p),
            tuple(self.turns), self.turn_player,
            self.fpt, self.stage, self.arena_full, self.rng,
            None if self.result is None else self.result.as_tuple(),
        )

    def state_hash(self) -> str:
        """A stable hash of the state: the same on every run, machine and Python version."""
        ids = tuple(d.id for d in self.setup.defs)
        data = repr((ids, len(self.setup.decks[0]), self.state_key())).encode()
        return hashlib.blake2b(data, digest_size=16).hexdigest()

    # ------------------------------------------------------------------ power (P5.4, P11.4)

    def power(self, card: int) -> int:
        """Current power of an Arena card: printed power changed by continuous effects
        and temporary changes (P5.4, P11.4)."""
        st = self.setup
        if self.n_cont:
            return card_power(card, self.pos, self.ctrl, st.printed, st.cont, st.cont_sources,
                              self.mods)
        pw = st.printed[card]
        for m in self.mods:  # with no continuous ability on the Arena, only these apply
            if m[0] == card:
                pw += m[1]
        return pw

    def arena_powers(self) -> list[int]:
        """Current power on every square, in reading order (0 where empty)."""
        st = self.setup
        return pr.arena_powers(self.board, self.ctrl, self.pos, st.printed, st.cont, self.mods)

    def momon_counts(self) -> tuple[int, int]:
        """7.3.1: Momon on the Arena controlled by each player."""
        st = self.setup
        # The controllers of the cards on the Arena, read without a Python loop.
        cards = filter(_IS_CARD, self.board)
        if not st.all_momon:
            cards = filter(st.momon.__getitem__, cards)
        seats = list(map(self.ctrl.__getitem__, cards))
        second = seats.count(cr.SECOND)
        return len(seats) - second, second

    # ------------------------------------------------------------------ the game loop

    def _run(self) -> None:
        """Advance until a decision is needed or the game is over.

        P11.3: the Trigger Queue resolves from the front, and it is always emptied
        before the next step of the turn starts (6.9.3, 6.10.2, P8).

        P11.7, PD.7, PD.14: a chain is the abilities resolved since the last decision,
        while the queue does not run empty.  From its LOOP_WATCH-th resolution on, an
        ability already waiting in the queue does not trigger again (PD.14), and a
        digest of the state after each resolution is kept: the first state seen twice
        ends the game as a forced-loop draw (7.3.5), and so does the CHAIN_LIMIT-th
        resolution where abilities still wait (PD.7).
        """
        # Called only with no decision pending and the game not over.
        queue, log, specs = self.queue, self.log, self.setup.specs
        chain = 0
        watch: _ChainWatch | None = None
        while True:
            if not queue:
                chain = 0
                if watch is not None:
                    watch = None
                    self._copies = None
                    self._seen.clear()
                self._advance(self.stage)
                if not queue:
                    return  # a decision is pending or the game is over
            item = queue.pop(0)
            if watch is not None:
                watch.pop(item)
                copies = self._copies
                assert copies is not None
                copies[item[4], item[3]] -= 1
            chain += 1
            _event, c, _place, k, src, _inc, _sq = item
            log.append(("P11.3", "trigger", src, k, c))
            if specs[src][k].optional:  # "may" (P11.5)
                self.resolving = item
                self.pending = _new_tuple(Pending, (P_YES_NO, c, src, k, ()))
                if watch is not None:
                    self._end_watch()
                return
            self._resolve_body(item)
            if self.pending is not None:
                if watch is not None:
                    self._end_watch()
                return
            if chain >= _LOOP_WATCH and queue:
                # P11.7, PD.7: the loop watch.
                if watch is None:
                    watch = _ChainWatch(self.setup, queue)
                    self._start_long_chain()
                else:
                    watch.extend(queue)
                digest = watch.digest(self)
                seen = self._seen
                if digest in seen:
                    self._finish(cr.forced_loop_draw(self.momon_counts()), "P11.7")
                    return
                if chain >= _CHAIN_LIMIT:
                    self._finish(cr.forced_loop_draw(self.momon_counts()), "PD.7")
                    return
                seen.add(digest)
                if not chain % _CHAIN_CHECK_EVERY:
                    check = getattr(_CHAIN_STOP, "check", None)
                    if check is not None and check(chain):
                        raise ChainStopped

    def _start_long_chain(self) -> None:
        """PD.14: the chain has resolved LOOP_WATCH abilities; count what waits."""
        copies: dict[tuple[int, int], int] = {}
        for e in self.queue:
            key = (e[4], e[3])
            copies[key] = copies.get(key, 0) + 1
        self._copies = copies
        if self.mods:
            self._merge_power(self.mods)

    def _end_watch(self) -> None:
        """P11.7, PD.14: a decision ends the chain and its loop watch."""
        self._copies = None
        self._seen.clear()

    def _next_seq(self) -> int:
        """The number of a new event, for the order of waiting triggers (P11.3)."""
        self.seq += 1
        return self.seq

    def _start(self) -> None:
        """6.7 to 6.10: the game starts and runs to its first decision."""
        # 6.9: the game-start event; its abilities work from the Hand (P11.2),
        # controlled by the card's owner, ordered by Hand position (PD.1).
        self.log.append(("6.7", "first_player", FIRST, -1, -1))
        self.log.append(("6.9.2", "game_start", -1, -1, -1))
        self.seq += 1
        seq = self.seq
        inc = self.inc
        waiting = self.waiting
        for p, place, k, c in self.setup.game_start:
            waiting.append((seq, p, place, k, c, inc[c], -1))
        if waiting or self.sbc_watch:
            self._after_event()  # 6.9.3
        # 6.10: the first turn starts once the queue is empty.
        if self.queue:
            self.stage = ST_TURN_START
            self._run()
        else:
            self._advance(ST_TURN_START)

    def _advance(self, stage: int) -> None:
        """Carry out the steps of the game in order, from ``stage``, while the Trigger
        Queue stays empty.

        Each step falls through to the next: Step 2, Step 3, the clean-up and the end of
        the turn, then the next turn's start and Step 1, where a turn Summon is awaited.
        :attr:`stage` is set to the step that comes next before control returns, so a
        step that leaves abilities in the queue is followed by the right one once
        :meth:`_run` has emptied it.  Only :meth:`_after_event` puts abilities in the
        queue, so the queue is looked at only after it has run.
        """
        log = self.log
        while True:
            if stage < ST_SNATCH:
                # Play resumes at a turn's start or at Step 1.
                p = self.turn_player
                if p < 0:
                    p = self.turn_player = FIRST  # 6.10.1: the first player begins.
                turns = self.turns
            else:
                if stage == ST_SNATCH:
                    # P8.3: Step 2, the Snatch Check of the turn Summon, if the card is
                    # still the one Summoned, on the Arena, and under its summoner (P10.3).
                    ts = self.turn_summon
                    if ts is not None:
                        self.turn_summon = None
                        s, inc_s, p = ts
                        if self.zone[s] == ARENA and self.inc[s] == inc_s and self.ctrl[s] == p:
                            self._snatch_check(s, self.pos[s], p)
                        if (self.waiting or self.sbc_watch) and self._queued(ST_END):
                            return
                    stage = ST_END
                if stage == ST_END:
                    # P8.4: Step 3, end-of-turn abilities.
                    if self.n_end_of_turn:
                        self._global_trigger(T_END_OF_TURN, self.turn_player)
                        if (self.waiting or self.sbc_watch) and self._queued(ST_CLEANUP):
                            return
                    stage = ST_CLEANUP
                if stage == ST_CLEANUP and self.mods:
                    # P8.4: "until end of turn" changes end, then SBC and new triggers.
                    self._expire(D_END_OF_TURN, -1)
                    if (self.waiting or self.sbc_watch) and self._queued(ST_TURN_OVER):
                        return
                # 7.1.1: the turn counts; then 7.2.2 or 7.1.2 may end the game.
                p = self.turn_player
                turns = self.turns
                n = turns[p] + 1
                turns[p] = n
                log.append(_TURN_END_EVENTS[p][n])
                if self.arena_full:
                    self._end(Termination.ARENA_FULL, "7.2.2")
                    return
                if turns[0] >= _TURNS and turns[1] >= _TURNS:
                    self._end(Termination.TURN_LIMIT, "7.1.2")
                    return
                p = 1 - p
                self.turn_player = p  # P8.4: the other player becomes the turn player.
                stage = ST_TURN_START
            if stage == ST_TURN_START:
                # P8.1 and 6.10: the turn-start event (6.10.2: the first turn's).
                log.append(_TURN_START_EVENTS[p][turns[p]])
                if self.mods:
                    self._expire(D_NEXT_TURN, p)
                if self.n_turn_start:
                    self._global_trigger(T_TURN_START, p)
                if (self.waiting or self.sbc_watch) and self._queued(ST_SUMMON):
                    return
            # P8.2: Step 1, the turn Summon Step.
            if -1 not in self.board:
                # 7.2.1: the Arena-full end condition; 7.2.2: the Summon and the
                # Snatch Check are skipped.
                self.arena_full = True
                log.append(("7.2.1", "arena_full", p, -1, -1))
                stage = ST_END
            elif not self.hands[p]:
                log.append(("P8.2", "no_summon", p, -1, -1))
                self.turn_summon = None
                stage = ST_SNATCH
            else:
                self.stage = ST_SUMMON
                self.pending = _TURN_SUMMON_PENDING[p]
                return

    def _queued(self, next_stage: int) -> bool:
        """P11.3: after the event of a step, SBC and the waiting triggers; if abilities
        now wait in the Trigger Queue, ``next_stage`` is the step that follows once it
        is empty, and the answer is True."""
        self._after_event()
        if self.queue:
            self.stage = next_stage
            return True
        return False

    def _end(self, reason: Termination, rule: str) -> None:
        momon = self.momon_counts()
        res = cr.decide_by_count(momon, self.fpt, reason)
        self._finish(res, rule)

    def _finish(self, res: GameResult, rule: str) -> None:
        self.result = res
        self.stage = ST_OVER
        self.pending = None
        self.queue.clear()
        self._copies = None
        self.waiting.clear()
        self.resolving = None
        if res.tie_break:
            self.log.append(("7.3.3", "tie_break", self.fpt, -1, -1))
        w = -1 if res.winner is None else res.winner
        self.log.append((rule, "game_end", w, res.momon[0], res.momon[1]))

    def _concede(self, player: int) -> None:
        self.log.append(("7.6.1", "concede", player, -1, -1))
        self._finish(cr.concession(player, self.momon_counts()), "7.6.1")

    # ------------------------------------------------------------------ Summon and Snatch

    def _first_copy(self, seat: int, card: int) -> int:
        """P9.1: the first copy of ``card`` in ``seat``'s Hand (the state's order)."""
        key = self.setup.card_key
        k = key[card]
        for c in self.hands[seat]:
            if key[c] == k:
                return c
        return card

    def _count(self, card: int, step: int) -> None:
        """Keep the Arena counters that let idle steps skip work, as ``card`` arrives
        (``step`` 1) or leaves (``step`` -1)."""
        st = self.setup
        if st.cont[card]:
            self.n_cont += step
            if st.lowers[card]:
                self.n_lower += step
                self.sbc_watch += step
        if st.has_turn_start[card]:
            self.n_turn_start += step
        if st.has_end_of_turn[card]:
            self.n_end_of_turn += step

    def _snatch_check(self, s: int, sq: int, p: int) -> None:
        """P10.2, P10.3: the Snatch Check and Snatch Resolution of the card ``s`` Summoned
        by player ``p``, on the Arena on square ``sq`` and controlled by ``p``.

        P10.3 goes on only while S is under P: S cannot leave the Arena here, and only
        a counter-snatch, which ends the resolution, changes its controller.
        """
        ctrl, board = self.ctrl, self.board
        st = self.setup
        # P10.2: the targets are the opponent-controlled cards in sight, clockwise from
        # Forward; P10.3 resolves them in that order.  Looking each one up as its turn
        # comes gives the same list as collecting them first: a snatch or a Ward Token
        # changes only that target, and a counter-snatch ends the resolution (PD.4).
        for x in st.sight_sq[s][sq]:
            t = board[x]
            if t < 0 or ctrl[t] == p:
                continue
            if st.sees[t][x][sq]:
                # P10.3(a): face-off, because T sees S (P5.4: current powers).
                if self.n_cont or self.mods:
                    ps = self.power(s)
                    pt = self.power(t)
                else:
                    ps = st.printed[s]
                    pt = st.printed[t]
                # the event keeps both powers and the summoner, for the log's sentence
                self.log.append(("P10.3", "face_off", s, t, face_off_code(ps, pt, p)))
                if pt > ps:
                    self._snatch(s, ctrl[t], t, "P10.3")
                    return  # PD.4: a counter-snatch ends S's resolution, even if warded.
                if pt == ps:
                    continue
            # P10.3(a) S has the higher power, or P10.3(b): T is snatched.
            if self.wards[t] or st.snatch_triggers[t] or st.snatch_triggers[s]:
                self._snatch(t, p, s, "P10.3")
            else:
                # P10.5, as _snatch does when no Ward Token and no ability is involved.
                ctrl[t] = p
                self.log.append(("P10.3", "snatch", p, t, s))

    def _snatch(self, t: int, by_player: int, by_card: int, rule: str) -> bool:
        """P10.4, P10.5: snatch ``t`` for ``by_player`` unless a Ward Token absorbs it."""
        wards = self.wards
        if wards[t]:
            wards[t] -= 1
            self.log.append(("P10.4", "ward_block", t, wards[t], by_player))
            return False
        self.ctrl[t] = by_player
        self.log.append((rule, "snatch", by_player, t, by_card))
        st = self.setup
        if st.snatch_triggers[t] or (by_card >= 0 and st.snatch_triggers[by_card]):
            self._snatch_triggered(t, by_player, by_card)
        return True

    def _snatch_triggered(self, t: int, by_player: int, by_card: int) -> None:
        """P10.7, PD.5: the "when snatched" abilities of ``t`` and the "when this
        snatches" abilities of ``by_card`` wait until the whole resolution is over."""
        trig = self.setup.trig
        waiting = self.waiting
        if trig[t][T_SNATCHED]:
            self.seq += 1
            seq = self.seq
            sq = self.pos[t]
            for k, _ab in trig[t][T_SNATCHED]:
                waiting.append((seq, by_player, sq, k, t, self.inc[t], sq))
        # PD.5: "snatches" triggers for the card whose check, counter or effect snatched.
        if by_card >= 0 and trig[by_card][T_SNATCHES] and self.zone[by_card] == ARENA:
            self.seq += 1
            seq = self.seq
            sq = self.pos[by_card]
            c = self.ctrl[by_card]
            for k, _ab in trig[by_card][T_SNATCHES]:
                waiting.append((seq, c, sq, k, by_card, self.inc[by_card], sq))

    # ------------------------------------------------------------------ leaving the Arena

    def _leave(self, card: int, to_hand: bool, face_up: bool, seq: int) -> None:
        """4.5.5: a card leaving the Arena goes to its owner's Void (or Hand if told).

        Its Ward Tokens and modifiers leave with it (P10.4, PD.6); leaves-the-Arena
        abilities look back at it as it last was (P11.2).
        """
        st = self.setup
        sq = self.pos[card]
        last_ctrl = self.ctrl[card]
        owner = st.owner[card]
        self.board[sq] = -1
        self.pos[card] = -1
        self.wards[card] = 0
        self.ctrl[card] = owner
        if st.counted[card]:
            self._count(card, -1)
        if self.mods:
            keep: list[PowerChange] = []
            negative = 0
            for m in self.mods:
                if m[0] != card:
                    keep.append(m)
                    if m[1] < 0:
                        negative += 1
            self.mods = keep
            self.sbc_watch += negative - self.n_negmods
            self.n_negmods = negative
        if to_hand:
            self.zone[card] = HAND
            self.hands[owner].append(card)  # PD.11: at the end of the Hand
            self._place_last(card)
        else:
            self.zone[card] = VOID
            self.faceup[card] = 1 if face_up else 0
            self.voids[owner].append(card)
        for k, _ab in st.trig[card][T_LEAVES]:
            self.waiting.append((seq, last_ctrl, sq, k, card, self.inc[card], sq))

    # ------------------------------------------------------------------ triggers (P11)

    def _global_trigger(self, code: int, turn_player: int) -> None:
        """P11.2: turn-start and end-of-turn abilities on the Arena, by "whose"."""
        self.seq += 1
        seq = self.seq
        zone, ctrl = self.zone, self.ctrl
        for c, on_own_turn, on_other_turn in self.setup.turn_triggers[code]:
            if zone[c] != ARENA:
                continue
            cc = ctrl[c]
            if cc == turn_player:
                fire = on_own_turn
            else:
                fire = on_other_turn
            if fire:
                sq = self.pos[c]
                ic = self.inc[c]
                for k in fire:
                    self.waiting.append((seq, cc, sq, k, c, ic, sq))

    def _after_event(self) -> None:
        """P11.3: after an event, SBC are checked, then waiting triggers join the queue."""
        if self.sbc_watch:
            self._sbc()
        w = self.waiting
        if w:
            if self._copies is not None:
                self._join_limited(w)
            else:
                if len(w) > 1:
                    pr.order_triggers(w, self.turn_player)
                self.queue += w
            w.clear()

    def _join_limited(self, waiting: list[Trigger]) -> None:
        """P11.3, PD.14: in a chain past LOOP_WATCH resolutions, the waiting triggers
        join the back of the Trigger Queue in order, except those of an ability that
        already waits there (it does not trigger again)."""
        if len(waiting) > 1:
            pr.order_triggers(waiting, self.turn_player)
        queue, log = self.queue, self.log
        copies = self._copies
        assert copies is not None
        for e in waiting:
            key = (e[4], e[3])
            if copies.get(key, 0):
                log.append(("PD.14", "queue_limit", e[4], e[3], e[1]))
            else:
                copies[key] = 1
                queue.append(e)

    def _sbc(self) -> None:
        """P11.6: a Momon whose current power is 0 or less goes to its owner's Void."""
        st = self.setup
        board = self.board
        while True:
            # Only a card with printed power 0 or less, or one reached by something that
            # lowers power (a negative change, or a continuous ability that subtracts or
            # sets a value), can be at 0 or less.
            cand: set[int] = set()
            if st.low_printed:
                cand.update(c for c in board if c >= 0 and st.printed[c] <= 0)
            for m in self.mods:
                if m[1] < 0:
                    cand.add(m[0])
            if self.n_lower:
                for sq, src in enumerate(board):
                    if src >= 0 and st.lowers[src]:
                        cand.update(board[x] for x in pr.NEAR_OR_SELF[sq] if board[x] >= 0)
            low = [(self.pos[c], self.power(c)) for c in cand]
            dead = sorted((sq, pw) for sq, pw in low if pw <= 0)
            if not dead:
                return
            self.seq += 1
            seq = self.seq
            for sq, pw in dead:
                self.log.append(("P11.6", "sbc_void", board[sq], pw, -1))
            for c in [board[sq] for sq, _pw in dead]:
                self._leave(c, False, False, seq)

    def _expire(self, duration: int, controller: int) -> None:
        """P11.4: durations end ("until end of turn", "until the start of your next turn")."""
        mods = self.mods
        # Most of the time nothing ends: look first.
        if controller < 0:
            for m in mods:
                if m[2] == duration:
                    break
            else:
                return
        else:
            for m in mods:
                if m[2] == duration and m[3] == controller:
                    break
            else:
                return
        keep: list[PowerChange] = []
        negative = 0
        log = self.log
        for m in mods:
            if m[2] == duration and (controller < 0 or m[3] == controller):
                log.append(("P11.4", "expire", m[0], m[1], duration))
            else:
                keep.append(m)
                if m[1] < 0:
                    negative += 1
        self.mods = keep
        self.sbc_watch += negative - self.n_negmods
        self.n_negmods = negative

    def _resolve_body(self, item: Trigger) -> None:
        """P11.5: choose targets and carry out the effect (asking where needed)."""
        _event, c, _place, k, src, inc_src, sq = item
        spec = self.setup.specs[src][k]
        tgt = spec.target
        board = self.board
        if tgt == G_SELF:
            # "self": the source itself, if it is still the same object on the Arena.
            if self.zone[src] == ARENA and self.inc[src] == inc_src:
                self._apply_effect(spec, item, src)
            else:
                self.log.append(("P11.5", "no_target", src, k, c))
        elif tgt != G_NONE:
            ctrl = self.ctrl
            targets = []
            if tgt == G_CHOSEN_ENEMY:
                for x in board:
                    if x >= 0 and ctrl[x] != c:
                        targets.append(x)
            elif sq >= 0:
                # The cards around the source's square, other than the source itself.
                if tgt == G_ADJ_ALLY or tgt == G_CHOSEN_ADJ_ALLY:
                    for x in NEIGHBOUR_CARDS[sq](board):
                        if x >= 0 and ctrl[x] == c and x != src:
                            targets.append(x)
                else:
                    for x in NEIGHBOUR_CARDS[sq](board):
                        if x >= 0 and ctrl[x] != c and x != src:
                            targets.append(x)
            if not targets:
                self.log.append(("P11.5", "no_target", src, k, c))
            elif tgt >= G_CHOSEN_ADJ_ALLY:
                self.resolving = item
                pos = self.pos
                self.pending = _new_tuple(Pending, (P_CHOOSE, c, src, k, tuple([pos[x] for x in targets])))
                return
            else:
                for t in targets:
                    self._apply_effect(spec, item, t)
        else:
            do = spec.effect
            if do == E_SUMMON:
                if self.hands[c] and -1 in board:
                    self.resolving = item
                    self.pending = _new_tuple(Pending, (P_EFFECT_SUMMON, c, src, k, ()))
                    return
                self.log.append(("P11.5", "no_target", src, k, c))
            elif do == E_TAKE_FPT:
                self.fpt = c
                self.log.append(("6.8", "take_fpt", c, src, -1))
            else:  # E_REVEAL
                opp = 1 - c
                hand = self.hands[opp]
                if hand:
                    self.rng = (self.rng * _LCG_MUL + _LCG_ADD) & _MASK64
                    shown = hand[(self.rng >> 33) % len(hand)]
                    self.log.append(("4.7.1", "reveal", opp, shown, src))
                    self.log.append(("4.7.2", "reveal_end", opp, shown, -1))
                else:
                    self.log.append(("P11.5", "no_target", src, k, c))
        self.resolving = None
        # P11.3: SBC and new triggers after the event (nothing to do if neither can apply).
        if self.waiting or self.sbc_watch:
            self._after_event()

    def _apply_effect(self, spec: AbilitySpec, item: Trigger, t: int) -> None:
        """Carry out a targeted effect of the vocabulary on Arena card ``t``."""
        if t < 0 or self.zone[t] != ARENA:
            return
        _event, c, _place, _k, src, inc_src, _sq = item
        do = spec.effect
        if do == E_WARD:
            amount = spec.amount
            have = self.wards[t]
            if 0 <= have + amount <= _WARD_LIMIT:
                self.wards[t] = have + amount
                self.log.append(("P10.4", "ward", t, amount, src))
            else:
                # PD.12: a card holds at most WARD_LIMIT Ward Tokens.
                placed = pr.limited_wards(have, amount)
                self.wards[t] = have + placed
                self.log.append(("PD.12", "ward_limit", t, placed, src))
        elif do == E_POWER:
            amount = spec.amount
            duration = spec.duration
            mods = self.mods
            if self._copies is not None or (len(mods) + 1) * self.setup.power_step > _POWER_LIMIT:
                # PD.13: only this many changes can add up to the limit; PD.14: a long
                # chain keeps its changes merged.
                self._change_power(t, amount, duration, c)
                return
            mods.append((t, amount, duration, c))
            if amount < 0:
                self.n_negmods += 1
                self.sbc_watch += 1
            self.log.append(("P11.4", "power", t, amount, duration))
        elif do == E_SNATCH:
            if self.ctrl[t] != c:
                on = self.zone[src] == ARENA and self.inc[src] == inc_src
                self._snatch(t, c, src if on else -1, "P10.5")
        elif do == E_TO_VOID:
            up = spec.face_up
            self.log.append(("4.5.1", "to_void", t, 1 if up else 0, src))
            self._leave(t, False, up, self._next_seq())
        else:  # E_TO_HAND
            self.log.append(("P11.5", "to_hand", t, src, -1))
            self._leave(t, True, False, self._next_seq())

    def _change_power(self, t: int, amount: int, duration: int, c: int) -> None:
        """P11.4, PD.13: a power change on ``t`` that may reach the limit of a card's
        total, or that comes in a chain past LOOP_WATCH resolutions (PD.14).

        In such a chain the changes of one duration from one controller on one card are
        kept as one, their sum (see :meth:`_merge_power`).
        """
        mods = self.mods
        made = pr.limited_power(sum([m[1] for m in mods if m[0] == t]), amount)
        if made != amount:
            self.log.append(("PD.13", "power_limit", t, made, duration))
        else:
            self.log.append(("P11.4", "power", t, amount, duration))
        if not made:
            return
        if self._copies is not None:
            self._merge_power([*mods, (t, made, duration, c)])
        else:
            mods.append((t, made, duration, c))
            if made < 0:
                self.n_negmods += 1
                self.sbc_watch += 1

    def _merge_power(self, mods: list[PowerChange]) -> None:
        """PD.14: in a chain past LOOP_WATCH resolutions, ``mods`` become the power
        changes, those of one card, duration and controller added up into one (P11.4:
        they raise the power by their sum and end together); a sum of 0 is dropped.
        This keeps the list as short as the Arena whatever the length of the chain."""
        merged: dict[tuple[int, int, int], int] = {}
        for card, amount, duration, controller in mods:
            key = (card, duration, controller)
            merged[key] = merged.get(key, 0) + amount
        self.mods = [(card, amount, duration, controller)
                     for (card, duration, controller), amount in merged.items() if amount]
        negative = sum(1 for m in self.mods if m[1] < 0)
        self.sbc_watch += negative - self.n_negmods
        self.n_negmods = negative

    # ------------------------------------------------------------------ previews

    def preview_snatch(self, card: int, square: int, player: int) -> list[tuple[int, str]]:
        """What the Snatch Check would do if ``player`` Summoned ``card`` onto ``square``.

        Returns ``(target square, outcome)`` pairs in resolution order, where outcome is
        ``"snatch"``, ``"ward"``, ``"tie"`` or ``"counter"`` (P10.2-P10.4).  Abilities
        that the Summon would trigger are not included: the card is placed on a copy of
        the game and that copy runs the engine's own Snatch Check
        (:meth:`_snatch_check`), whose events say the outcome of each target.
        """
        g = self.copy()
        g.board[square] = card
        g.zone[card] = ARENA
        g.pos[card] = square
        g.ctrl[card] = player
        g._count(card, 1)
        start = len(g.log)
        g._snatch_check(card, square, player)
        out: list[tuple[int, str]] = []
        pos = g.pos
        for _rule, kind, a, b, c in g.log[start:]:
            if kind == "face_off":
                if face_off(c).outcome == 0:
                    out.append((pos[b], "tie"))
                elif face_off(c).outcome < 0:
                    out.append((pos[b], "counter"))
            elif kind == "snatch" and b != card:
                out.append((pos[b], "snatch"))
            elif kind == "ward_block" and a != card:
                out.append((pos[a], "ward"))
        return out


"""The native engine: the full rules and the expert search in C
(``momon_desktop.ai._fullrules``, built from ``_fullrules.c`` where a C compiler is
present).

The Python engine (:mod:`momon_desktop.engine`) stays the rules' reference.  The C
engine is a second implementation of the same rules for the search, held equal to the
reference by :func:`differential_games`, which plays both side by side and compares the
whole state (:meth:`~momon_desktop.engine.game.Game.state_key`) and the legal answers
after every decision (``bench fullrules``, ``tests/ai/test_fullrules.py``).

:data:`NATIVE` says whether the C engine is built and in use (``MOMON_NO_NATIVE=1``
makes a run ignore it); without it every caller keeps to the Python search.
"""

from __future__ import annotations

import importlib
import os
import random
from collections.abc import Iterator
from dataclasses import dataclass
from types import ModuleType
from typing import Any

from momon_desktop.engine import Answer, Choose, Game, Setup, Summon, YesNo
from momon_desktop.engine.carddefs import TRIGGERS
from momon_desktop.engine.game import (
    _DURATION_CODE,
    _EFFECT_CODE,
    _TARGET_CODE,
    _TRIGGER_CODE,
    Action,
)
from momon_desktop.engine.provisional import whose_matches

# What the C engine holds: cards in one game (both decks together).
MAX_CARDS = 64

# The answer kinds of the C engine.
A_SUMMON, A_CHOOSE, A_YESNO = 0, 1, 2

_CONT_KIND = {"power": 0, "set_power": 1}
_AFFECTS = {"self": 0, "adjacent_allies": 1, "adjacent_enemies": 2}


def _load() -> ModuleType | None:
    if os.environ.get("MOMON_NO_NATIVE"):
        return None
    try:
        return importlib.import_module("momon_desktop.ai._fullrules")
    except ImportError:
        return None


_core: Any = _load()
NATIVE: bool = _core is not None


def supported(setup: Setup) -> bool:
    """Whether the C engine can hold a game of ``setup`` (at most :data:`MAX_CARDS`
    cards, at most 8 abilities each, as card sets allow)."""
    return NATIVE and 2 <= setup.n <= MAX_CARDS and len(setup.decks[0]) < setup.n


def _rules_args(setup: Setup) -> tuple[Any, ...]:
    """The cards of ``setup`` as the C engine's ``Rules`` reads them."""
    abilities = []
    for d in setup.defs:
        row = []
        for ab in d.abilities:
            row.append((
                _TRIGGER_CODE[ab.when], _EFFECT_CODE[ab.do], _TARGET_CODE[ab.target], ab.amount,
                _DURATION_CODE[ab.duration], ab.face == "up", ab.optional,
                # P11.2: on its controller's own turn, on the other player's turn
                whose_matches(ab.whose, 0, 0), whose_matches(ab.whose, 0, 1),
            ))
        abilities.append(row)
    continuous = [[(_CONT_KIND[a.kind], _AFFECTS[a.affects], a.amount, a.value)
                   for a in d.continuous] for d in setup.defs]
    return (len(setup.decks[0]), setup.owner, setup.printed, [int(m) for m in setup.momon],
            setup.card_key, [int(h) for h in setup.has_copy], setup.sight_sq, abilities,
            continuous)


_RULES: dict[int, tuple[Setup, Any]] = {}


def rules_for(setup: Setup) -> Any:
    """The C engine's compiled form of ``setup`` (cached for a few recent setups)."""
    if not supported(setup):
        raise ValueError("the native engine cannot hold these decks")
    found = _RULES.get(id(setup))
    if found is not None and found[0] is setup:
        return found[1]
    if len(_RULES) >= 32:
        _RULES.clear()
    rules = _core.Rules(*_rules_args(setup))
    _RULES[id(setup)] = (setup, rules)
    return rules


def pack_state(game: Game) -> tuple[Any, ...]:
    """The state of ``game`` as the C engine reads it: the fields of an undo snapshot
    (without the log and history lengths), then ``sbc_watch``."""
    res = game.result
    p = game.pending
    return (
        game.board, game.zone, game.pos, game.ctrl, game.wards, game.inc, game.faceup,
        game.hands[0], game.hands[1], game.voids[0], game.voids[1], game.mods, game.queue,
        game.turns, game.turn_player, game.fpt, game.stage, game.turn_summon,
        int(game.arena_full), game.rng,
        None if res is None else (
            -1 if res.winner is None else res.winner,
            ("turn_limit", "arena_full", "concession", "forced_loop").index(res.reason.value),
            res.momon[0], res.momon[1], int(res.tie_break)),
        game.seq, game.resolving, None if p is None else tuple(p),
        game.n_cont, game.n_lower, game.n_turn_start, game.n_end_of_turn, game.n_negmods,
        game.sbc_watch,
    )


def native_game(game: Game) -> Any:
    """A C engine game in the state of ``game`` (for the differential check)."""
    return _core.Game(rules_for(game.setup), pack_state(game))


def encode(answer: Answer) -> tuple[int, int, int]:
    """An answer as the C engine's (kind, a, b)."""
    if type(answer) is Summon:
        return A_SUMMON, answer.card, answer.square
    if type(answer) is Choose:
        return A_CHOOSE, answer.square, 0
    assert isinstance(answer, YesNo)
    return A_YESNO, int(answer.yes), 0


def decode(game: Game, triple: tuple[int, int, int]) -> Answer:
    """The C engine's (kind, a, b) as an answer of ``game``."""
    kind, a, b = triple
    if kind == A_SUMMON:
        return game.setup.summons[a][b]
    if kind == A_CHOOSE:
        return Choose(a)
    return YesNo(bool(a))


@dataclass(frozen=True, slots=True)
class Disagreement:
    """Where the two engines differ: the game's decisions so far, and both states."""

    game: int
    decision: int
    history: tuple[Action, ...]
    python: object
    native: object


def differential_games(setups: Iterator[Setup], rnd: random.Random) -> Iterator[
        tuple[int, Disagreement | None]]:
    """Play one random game from each setup with both engines, answer by answer, and
    compare the whole state and the legal answers after every decision.

    Yields, per game, the number of positions compared and the first disagreement (or
    None).  Concessions are left out: they end a game at once and need no search.
    """
    for index, setup in enumerate(setups):
        game = setup.new_game(rnd.randrange(1 << 30))
        native = native_game(game)
        compared = 0
        found: Disagreement | None = None
        while True:
            compared += 1
            mine = game.state_key()
            theirs = native.key()
            if mine != theirs:
                found = Disagreement(index, compared - 1, tuple(game.history), mine, theirs)
                break
            answers = [encode(a) for a in game.legal_answers()]
            if answers != native.answers():
                found = Disagreement(index, compared - 1, tuple(game.history), answers,
                                     native.answers())
                break
            if game.result is not None:
                break
            answer = game.random_answer(rnd)
            game.play_unchecked(answer)
            native.play(*encode(answer))
        yield compared, found


__all__ = [
    "MAX_CARDS", "NATIVE", "Disagreement", "decode", "differential_games", "encode",
    "native_game", "pack_state", "rules_for", "supported", "TRIGGERS",
]


@dataclass(frozen=True, slots=True)
class NativeResult:
    """What one native search found: the answer (None when the budget allowed no
    answer to be searched), its value (as :mod:`momon_desktop.ai.search` counts values),
    the depth of the last iteration, the decisions searched, the work (decisions and
    abilities resolved) and whether the value is exact; with ``all_values``, the value
    of every root answer."""

    answer: Answer | None
    value: int
    depth: int
    nodes: int
    work: int
    exact: bool
    values: tuple[tuple[Answer, int], ...]


def search(game: Game, budget: int, *, max_depth: int = 64, all_values: bool = False,
           only: list[Answer] | None = None, tt_bits: int = 20) -> NativeResult:
    """Search ``game`` (a position waiting for a decision; not changed) with the C
    engine.  Raises OverflowError where a position outgrows the native search."""
    found = _core.search(
        rules_for(game.setup), pack_state(game), budget, max_depth=max_depth,
        all_values=all_values, only=None if only is None else [encode(a) for a in only],
        tt_bits=tt_bits)
    triple, value, depth, nodes, work, exact, values = found
    return NativeResult(
        None if triple is None else decode(game, triple), value, depth, nodes, work, exact,
        tuple((decode(game, t), v) for t, v in values))

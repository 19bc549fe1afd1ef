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
import json
import os
import random
from collections.abc import Iterator
from dataclasses import dataclass
from types import ModuleType
from typing import Any

from momon_desktop.engine import Answer, Choose, Game, Setup, Summon, YesNo
from momon_desktop.engine.carddefs import TRIGGERS
from momon_desktop.engine.game import (  # the engine's own codes of the vocabulary
    _DURATION_CODE,
    _EFFECT_CODE,
    _TARGET_CODE,
    _TRIGGER_CODE,
    Action,
)
from momon_desktop.engine.provisional import whose_matches

from .evaluate import Weights

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
# The fitted evaluation's features (docs/ai.md, "The fitted evaluation").
FEATURES: tuple[str, ...] = tuple(_core.FEATURES) if NATIVE else ()


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
    # The search names a card by its rank among the game's distinct (owner, card id),
    # never by its instance number, which follows the order of the deck lists.
    named = [(setup.owner[i], d.id) for i, d in enumerate(setup.defs)]
    ranks = {name: rank for rank, name in enumerate(sorted(set(named)))}
    return (len(setup.decks[0]), setup.owner, setup.printed, [int(m) for m in setup.momon],
            setup.card_key, [int(h) for h in setup.has_copy], setup.sight_sq, abilities,
            continuous, [ranks[name] for name in named])


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


# The decisions of one random game the differential check follows at most.  Abilities
# can let the players go on deciding without end (an effect Summon whose card goes back
# to the Hand, chosen again and again; P11.7 ends only loops without a decision), and
# random answers wander into such loops now and then.
MAX_DECISIONS = 1000


def differential_games(setups: Iterator[Setup], rnd: random.Random,
                       max_decisions: int = MAX_DECISIONS) -> Iterator[
        tuple[int, Disagreement | None]]:
    """Play one random game from each setup with both engines, answer by answer, and
    compare the whole state and the legal answers after every decision, for at most
    ``max_decisions`` decisions.

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
            if game.result is not None or compared > max_decisions:
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
    # 1: a win was proven (7.3.2, 7.3.3); -1: every answer was proven not to win; 0.
    proof: int = 0
    # With ``also``: that answer's value and whether it is exact, searched as the
    # answer found was (None when it is the answer found).
    also: tuple[int, bool] | None = None
    # What the search did besides visiting positions: positions evaluated, abilities
    # resolved, and positions whose answers were listed and searched.
    evals: int = 0
    resolutions: int = 0
    expansions: int = 0
    # Whether the search stopped at its ``cpu_limit`` before its budget was spent.
    out_of_time: bool = False


@dataclass(frozen=True, slots=True)
class Selectivity:
    """What the heuristic search leaves out or searches less deep; the proof of a win
    and the exact solve always search every answer to the end of the game.  Each count
    is an answer's place in a position's order (the table's move first, then the
    killers and the Summons that snatch most at once); 0 switches it off.

    ``lmr``: late-move reductions, three decisions or more from the horizon: from this
    answer on, a Summon that snatches nothing at once is searched one decision less deep
    first, and again at full depth only if it beats the best so far; ``lmrs``: from this
    answer on (and past ``lmr``), any Summon is; ``lmr2``: from this answer on, a
    reduced Summon four decisions or more from the horizon is searched two decisions
    less deep first; ``lmp``: late-move pruning: one decision from the horizon, Summons
    that snatch nothing past the first ``lmp`` are not searched (past twice as many two
    decisions from it)."""

    lmr: int = 0
    lmrs: int = 0
    lmr2: int = 0
    lmp: int = 0


FULL_WIDTH = Selectivity()

# The phases of a plan (:func:`search` with ``phases``).
SEARCH, PROVE, EXACT = 0, 1, 2
# The depth a search to the end of the game reports.
DEEP = 100


def search(game: Game, budget: int, *, max_depth: int = 64, all_values: bool = False,
           only: list[Answer] | None = None, tt_bits: int = 20,
           first_depth: int = 1, mode: int = 0, guess: int = 0, order_depth: int = 1000,
           order_empties: int = 16,
           phases: list[tuple[int, int]] | None = None,
           weights: Weights | None = None, also: Answer | None = None,
           selectivity: Selectivity = FULL_WIDTH, fitted: bool = False,
           cpu_limit: float = 0.0) -> NativeResult:
    """Search ``game`` (a position waiting for a decision; not changed) with the C
    engine.  ``phases``: a plan of searches, each (:data:`SEARCH`, :data:`PROVE` or
    :data:`EXACT`, budget), sharing one transposition table (``budget`` is then
    ignored); ``weights``: the evaluation's (:class:`~momon_desktop.ai.evaluate.
    Weights`, the balanced ones by default); ``also``: with ``phases``, another answer to
    value as the one found was valued, with the same transposition table (the game
    review's question); ``fitted``: the fitted evaluation (:func:`fitted_ready`) in place
    of the hand-made one, where it is loaded; ``selectivity``: the heuristic search's
    (:class:`Selectivity`); ``cpu_limit``: seconds of the searching thread's processor
    time after which the search stops as if its budget were spent (0: none), the answer
    being the best found by then.  Raises OverflowError where a position outgrows the native
    search."""
    found = _core.search(
        rules_for(game.setup), pack_state(game), budget, max_depth=max_depth,
        all_values=all_values, only=None if only is None else [encode(a) for a in only],
        tt_bits=tt_bits, first_depth=first_depth, mode=mode, guess=guess,
        order_depth=order_depth, order_empties=order_empties, phases=phases,
        weights=None if weights is None else (
            weights.control, weights.threat, weights.reply, weights.at_risk, weights.target,
            weights.ward, weights.hand_power),
        also=None if also is None else encode(also), lmr=selectivity.lmr,
        lmrs=selectivity.lmrs, lmr2=selectivity.lmr2, lmp=selectivity.lmp,
        fitted=fitted and fitted_ready(), cpu_limit=cpu_limit)
    (triple, value, depth, nodes, work, exact, values, proof, extra, evals, resolutions,
     expansions, out_of_time) = found
    return NativeResult(
        None if triple is None else decode(game, triple), value, depth, nodes, work, exact,
        tuple((decode(game, t), v) for t, v in values), proof,
        None if extra is None else (extra[0], bool(extra[1])), evals, resolutions, expansions,
        bool(out_of_time))


EVAL_FILE = ("ai", "fullrules-eval.json")
EVAL_ONE = 64
_fitted_state: bool | None = None


def load_fitted(path: str | os.PathLike[str]) -> list[int]:
    """The weights of a fitted evaluation file (``tools/fit_fullrules_eval.py`` writes
    it), row by row; ValueError, naming the file, if it does not hold them."""
    with open(path, encoding="utf-8") as fh:
        data = json.load(fh)
    where = os.fspath(path)
    if not isinstance(data, dict) or data.get("format_version") != 1:
        raise ValueError(f"{where}: not an evaluation file of format 1")
    if data.get("features") != list(FEATURES) or data.get("one") != EVAL_ONE:
        raise ValueError(f"{where}: its features are not the native engine's "
                         f"({', '.join(FEATURES)})")
    rows = data.get("weights")
    if not (isinstance(rows, list) and len(rows) == 17 and all(
            isinstance(r, list) and len(r) == len(FEATURES)
            and all(type(w) is int and abs(w) < 2**24 for w in r) for r in rows)):
        raise ValueError(f"{where}: the weights are not 17 rows of {len(FEATURES)} integers")
    return [w for r in rows for w in r]


def fitted_ready() -> bool:
    """Whether the native engine has the fitted evaluation shipped in
    ``resources/ai/fullrules-eval.json`` (read once; the hand-made evaluation serves
    without it)."""
    global _fitted_state
    if _fitted_state is None:
        _fitted_state = False
        if NATIVE:
            from momon_desktop.cards.loader import resources_dir

            path = resources_dir().joinpath(*EVAL_FILE)
            if path.is_file():
                _core.set_fitted(load_fitted(path))
                _fitted_state = True
    return _fitted_state


def play_random(setup: Setup, count: int, seed: int) -> tuple[int, int]:
    """``count`` games of ``setup`` played by the C engine alone, every answer drawn at
    random among the legal ones; (games, decisions)."""
    games, decisions = _core.play_random(rules_for(setup), count, seed)
    return int(games), int(decisions)


def features(game: Game, seat: int) -> list[int]:
    """The fitted evaluation's features of ``game`` for ``seat``."""
    return list(_core.features(rules_for(game.setup), pack_state(game), seat))


def hand_value(game: Game, seat: int) -> int:
    """The hand-made evaluation of ``game`` for ``seat`` (hundredths of a Momon)."""
    return int(_core.hand_value(rules_for(game.setup), pack_state(game), seat))

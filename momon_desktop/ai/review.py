"""Game review: every decision of a finished (or stopped) game weighed against the best
answer the search finds for it.

The value of an answer is the controlled-Momon difference at the end of the game
(7.3.1) under best play from then on, from the side of the player who decided.  Once
few turns remain the search solves the rest of the game exactly (7.1, 7.2) and the
value is that difference; earlier it is the deepest search that fits a fixed node
budget, whose evaluation counts 100 per Momon of difference (``evaluate.py``), so its
value is an estimate in Momon.  The loss of a decision is how much less the answer
given is worth than the best one; :func:`mark_for` turns it into a mark (see
``docs/ai.md``, "Game review").

Each position is searched as its decider saw it (:func:`~momon_desktop.engine.view.
searchable_copy`): the order of the opponent's Hand and the random draws to come are
not known to the analysis either.  The search itself is behind :func:`_values`, so
another engine (a faster solver of the same values) can take its place.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Literal

from momon_desktop.engine import Answer, Concede, Game, Summon
from momon_desktop.engine.game import Action
from momon_desktop.engine.view import searchable_copy

from . import native, vanilla
from .evaluate import WIN
from .expert import EXPERT_SELECTIVITY, expert_plan, expert_search, native_available
from .search import _DEEP, Searcher, SearchLimits

Mark = Literal["best", "good", "inaccuracy", "mistake", "blunder"]
MARKS: tuple[Mark, ...] = ("best", "good", "inaccuracy", "mistake", "blunder")

# Node budget of one search of the review (the search of the best answer; the answer
# given, when another, gets a second search of the same depth and budget).
REVIEW_NODES = 5_000
# A node of the vanilla solver's C core costs about a sixtieth of a node of the Python
# search: a position without abilities gets this many times the budget.
VANILLA_NODES_PER_NODE = 60
# The rest of the game is solved exactly once at most this many turns remain (7.1.1).
REVIEW_EXACT_TURNS = 6
# Below the root only the best-ordered Summons of a node are searched (as ``hard``).
REVIEW_WIDTH = 14

# Upper bounds of the loss, in Momon, of each mark but the last.  A snatch moves the
# difference by 2 (one Momon changes sides), a Summon by 1.
GOOD_BELOW = 0.5  # less than this: best
INACCURACY_FROM = 1.5  # a Momon lost (or an estimate close to it): good
MISTAKE_FROM = 2.5  # a snatch's worth: inaccuracy
BLUNDER_FROM = 4.5  # three or four Momon: mistake; more, or a won game thrown away: blunder

Outcome = Literal["win", "loss"] | None


class ReviewCancelled(Exception):
    """The review was asked to stop before it finished."""


@dataclass(frozen=True, slots=True)
class Values:
    """What the search found for one position: the best answer and its value, the
    value of the answer given (raw search values, for the decider), whether both are
    exact, and the search's depth in decisions (0 for an exact solve)."""

    best: Answer
    best_value: int
    played_value: int
    exact: bool
    depth: int


@dataclass(frozen=True, slots=True)
class DecisionReview:
    """One decision of the game, weighed.

    ``value`` / ``best_value``: the Momon difference at the end under best play, from
    ``player``'s side, after the answer given / after the best answer.  ``outcome`` /
    ``best_outcome``: "win" or "loss" when the search proved it, else None.
    ``snatched`` / ``best_snatched``: the squares whose cards each answer snatches at
    once (the reason a player reads first).  ``forced``: the only legal answer.
    ``best`` is None for a concession by the player not on turn (7.6.1) when playing
    on was better: they had no other answer to give then, only to wait.
    """

    index: int
    player: int
    move: Action
    best: Action | None
    value: float
    best_value: float
    outcome: Outcome
    best_outcome: Outcome
    loss: float
    mark: Mark
    exact: bool
    forced: bool
    snatched: tuple[int, ...]
    best_snatched: tuple[int, ...]

    @property
    def is_best(self) -> bool:
        """Whether the answer given is the best one found (or as good)."""
        return self.mark == "best"


def momon_value(raw: int) -> tuple[float, Outcome]:
    """A raw search value as a Momon difference and the outcome it proves, if any."""
    if raw >= WIN // 2:
        return float(raw - WIN), "win"
    if raw <= -WIN // 2:
        return float(raw + WIN), "loss"
    return round(raw / 100, 1), None


def mark_for(loss: float, outcome: Outcome, best_outcome: Outcome) -> Mark:
    """The mark of a decision that lost ``loss`` Momon against the best answer: a proven
    loss where a better answer did not lose is a blunder, whatever the margin."""
    if outcome == "loss" and best_outcome != "loss":
        return "blunder"
    if loss < GOOD_BELOW:
        return "best"
    if loss < INACCURACY_FROM:
        return "good"
    if loss < MISTAKE_FROM:
        return "inaccuracy"
    if loss < BLUNDER_FROM:
        return "mistake"
    return "blunder"


def review_limits(nodes: int = REVIEW_NODES, max_depth: int = 64) -> SearchLimits:
    """The limits of one review search: a node budget only, so the analysis is the same
    on every machine and under any load."""
    return SearchLimits(max_depth=max_depth, nodes=nodes, exact_turns=REVIEW_EXACT_TURNS,
                        width=REVIEW_WIDTH)


def _raw(game: Game, momon: int, exact: bool) -> int:
    """A Momon difference for ``game.to_move`` as a raw search value: an exact one is a
    proven win or loss (7.3.2; equal counts go to the First Player Token's holder, 7.3.3)
    plus its margin, as :func:`~momon_desktop.ai.evaluate.terminal_value` scores it."""
    if not exact:
        return momon * 100
    won = momon > 0 or (momon == 0 and game.fpt == game.to_move)
    return (WIN if won else -WIN) + momon


def _vanilla_values(game: Game, played: Answer, nodes: int) -> Values | None:
    """:func:`_values` by the vanilla solver's C core (:mod:`momon_desktop.ai.vanilla`):
    every Summon's value with a full window, exact once the budget reaches the end of
    the game; None where it does not apply (abilities, another kind of decision, no C
    core: the Python search is then the faster way)."""
    if not vanilla.NATIVE or not isinstance(played, Summon) or not vanilla.supported(game):
        return None
    found = vanilla.analyse_position(game, nodes * VANILLA_NODES_PER_NODE)
    given = next((v for a, v in found.values.items() if equivalent(game, a, played)), None)
    if given is None:
        return None
    best_raw = _raw(game, found.value, found.exact)
    return Values(found.best, best_raw, _raw(game, given, found.exact), found.exact,
                  found.depth)


def _native_values(game: Game, played: Answer) -> Values | None:
    """:func:`_values` by the native engine: the best answer is ``expert``'s own
    (:func:`~momon_desktop.ai.expert.expert_search`, the same plan of the same search,
    so a decision made as ``expert`` or *Suggest a move* would make it is the best one),
    and the answer given is searched after it, as far, with the same transposition
    table; None where the native engine does not play."""
    if not native_available(game):
        return None
    if len(game.legal_answers()) == 1:
        found_best = expert_search(game).result
        return Values(found_best.answer, 0, 0, False, 0)
    try:
        found = native.search(game, 0, phases=expert_plan(game), also=played, fitted=True,
                              selectivity=EXPERT_SELECTIVITY)
    except OverflowError:
        return None
    if found.answer is None:
        return None
    depth = 0 if found.depth >= native.DEEP else found.depth
    if equivalent(game, played, found.answer) or found.also is None:
        return Values(found.answer, found.value, found.value, found.exact, depth)
    given, given_exact = found.also
    exact = found.exact and given_exact
    if given > found.value:
        # searched alone the answer given is worth more than the one the plan chose
        return Values(played, given, given, exact, depth)
    return Values(found.answer, found.value, given, exact, depth)


def _values(game: Game, played: Answer, nodes: int) -> Values:
    """The best answer of ``game`` (the decider's view of it, which may be changed and
    is left as it was), its value, and the value of ``played`` searched as deep."""
    judged = _native_values(game, played)
    if judged is not None:
        return judged
    fast = _vanilla_values(game, played, nodes)
    if fast is not None:
        return fast
    full = Searcher(limits=review_limits(nodes)).search(game, value_needed=True)
    if equivalent(game, played, full.answer):
        return Values(full.answer, full.value, full.value, full.exact,
                      0 if full.depth >= _DEEP else full.depth)
    depth = full.depth if full.depth < _DEEP else 64
    given = Searcher(limits=review_limits(nodes, depth)).search(
        game, value_needed=True, only=[played])
    exact = full.exact and given.exact
    if given.value > full.value:
        # The answer given is worth more than the one the search chose at this depth:
        # it is the best one known.
        return Values(played, given.value, given.value, exact, given.depth)
    return Values(full.answer, full.value, given.value, exact,
                  0 if full.depth >= _DEEP else full.depth)


def equivalent(game: Game, a: Action, b: Action) -> bool:
    """Whether two answers are the same decision: copies of a card are interchangeable."""
    if isinstance(a, Summon) and isinstance(b, Summon):
        key = game.setup.card_key
        return a.square == b.square and key[a.card] == key[b.card]
    return a == b


def snatched_by(game: Game, answer: Action | None) -> tuple[int, ...]:
    """The squares whose cards change to the side of the player answering, at once."""
    seat = game.to_move
    if answer is None or isinstance(answer, Concede) or seat < 0:
        return ()
    g = game.copy()
    g.apply(answer)
    return tuple(sq for sq in range(16)
                 if game.board[sq] >= 0 and g.board[sq] == game.board[sq]
                 and game.ctrl[game.board[sq]] != seat and g.ctrl[g.board[sq]] == seat)


def review_decision(game: Game, answer: Action, player: int, index: int,
                    nodes: int = REVIEW_NODES) -> DecisionReview:
    """Weigh ``answer``, given by ``player`` in ``game`` (the position before it, which
    is not changed), as decision number ``index``."""
    if isinstance(answer, Concede):
        return _review_concession(game, answer, index, nodes)
    view = searchable_copy(game, player, index)
    legal = view.legal_answers()
    forced = len(legal) == 1
    vals = _values(view, answer, nodes)
    value, outcome = momon_value(vals.played_value)
    best_value, best_outcome = momon_value(vals.best_value)
    same = equivalent(game, answer, vals.best)
    best = answer if same else _same_card(game, vals.best)
    loss = 0.0 if same else max(0.0, round(best_value - value, 1))
    mark: Mark = "best" if same else mark_for(loss, outcome, best_outcome)
    return DecisionReview(
        index, player, answer, best, value, best_value, outcome, best_outcome, loss, mark,
        vals.exact, forced, snatched_by(game, answer), snatched_by(game, best))


def _same_card(game: Game, answer: Answer) -> Answer:
    """The searched copy's answer for the real game: a Summon names the copy of the
    card in the real Hand (the searched copy keeps the decider's Hand as it is)."""
    if isinstance(answer, Summon) and answer.card not in game.hands[game.to_move]:
        key = game.setup.card_key
        for c in game.hands[game.to_move]:
            if key[c] == key[answer.card]:
                return Summon(c, answer.square)
    return answer


def _review_concession(game: Game, answer: Concede, index: int, nodes: int) -> DecisionReview:
    """A concession (7.6.1) weighed against playing on: the best answer of the player to
    move when the conceder is to move, else waiting (``best`` None), worth the position's
    value for the conceder. Conceding a game that playing on also loses is the best
    answer: the review then gives the concession as the best, with its own value and
    outcome, so the two never disagree."""
    player = answer.player
    after = game.copy()
    after.apply(answer)
    res = after.result
    assert res is not None
    value = float(res.momon[player] - res.momon[1 - player])
    outcome: Outcome = "loss"
    mover = game.to_move
    view = searchable_copy(game, mover, index)
    found = Searcher(limits=review_limits(nodes)).search(view, value_needed=True)
    raw = found.value if mover == player else -found.value
    best_value, best_outcome = momon_value(raw)
    if best_outcome == "loss":
        # playing on loses too: nothing is given away by conceding
        return DecisionReview(index, player, answer, answer, value, value, outcome, outcome,
                              0.0, "best", found.exact, False, (), ())
    best: Action | None = _same_card(game, found.answer) if mover == player else None
    loss = max(0.0, round(best_value - value, 1))
    return DecisionReview(index, player, answer, best, value, best_value, outcome,
                          best_outcome, loss, mark_for(loss, outcome, best_outcome),
                          found.exact, False, (), snatched_by(game, best))


Progress = Callable[[int, int], None]


def review_positions(positions: Sequence[Game], answers: Sequence[Action],
                     seats: Sequence[int], nodes: int = REVIEW_NODES,
                     progress: Progress | None = None,
                     stop: Callable[[], bool] | None = None) -> list[DecisionReview]:
    """Weigh every decision: ``positions[i]`` is the game before ``answers[i]``, given
    by ``seats[i]``.  ``progress(done, total)`` is called after each decision; when
    ``stop()`` turns true the review ends with :class:`ReviewCancelled`."""
    total = len(answers)
    out: list[DecisionReview] = []
    for i, (game, answer, seat) in enumerate(zip(positions, answers, seats, strict=True)):
        if stop is not None and stop():
            raise ReviewCancelled
        out.append(review_decision(game, answer, seat, i, nodes))
        if progress is not None:
            progress(i + 1, total)
    return out


def mistakes(reviews: Sequence[DecisionReview], player: int | None = None) -> list[int]:
    """Indexes of the decisions marked inaccuracy, mistake or blunder (of ``player``)."""
    return [r.index for r in reviews if r.mark in ("inaccuracy", "mistake", "blunder")
            and (player is None or r.player == player)]


def first_player_curve(reviews: Sequence[DecisionReview]) -> list[float]:
    """The value of the game before each decision, for the first player (seat 0): the
    evaluation graph of the review."""
    return [r.best_value if r.player == 0 else -r.best_value for r in reviews]

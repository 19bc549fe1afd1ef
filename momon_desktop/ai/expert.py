"""``expert``: the strongest computer level.

In a vanilla position (no ability anywhere that can still matter, see
:mod:`momon_desktop.ai.vanilla`) it searches with the vanilla solver: the C core when
it is built, with the budgets of :data:`EXPERT_BUDGETS` by the number of empty squares
(a search with the fitted evaluation, then, with 10 or 9 empty squares, a search for
a move proven to win), else the pure-Python reference of the same search with
:data:`EXPERT_PY_NODES`.  The budgets are node counts, so the same position gets the
same answer however loaded the machine is.
In any other position it uses the Python search of :mod:`momon_desktop.ai.search` with
a larger budget than ``hard`` (:func:`expert_limits`).
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from momon_desktop.engine import Answer, Game, IllegalDecision
from momon_desktop.engine.view import searchable_copy

from . import vanilla
from .evaluate import BALANCED, WIN, Weights
from .search import Searcher, SearchLimits, SearchResult

# Node budgets of the C core, by the number of empty squares (a budget in nodes, so the
# same position gets the same answer under any load).  With the fitted evaluation the
# search runs 1.5 to 1.8 million nodes a second on one core of this machine while 12 or
# more squares are empty, 2 to 2.7 million with 10 or 11; a proof search, whose leaves
# are the end of the game, about 5 million.  Each row keeps a move within 1.7 s of one
# core here with the other core busy (1.68 s at most in expert's games against the
# benchmark's reference).
# (empty squares at least, heuristic search, proof of a win)
EXPERT_BUDGETS = (
    (11, 1_800_000, 0),
    (10, 1_000_000, 3_000_000),
    (9, 500_000, 3_000_000),
    # the search is exact here within its budget: about half a million nodes at 8 empty
    # squares
    (0, 5_000_000, 0),
)
# The Python reference runs about 22 000 nodes a second with the fitted evaluation,
# slower early in the game: at most 1.76 s a move with 14 empty squares here.
EXPERT_PY_NODES = 25_000
# The Python search's budget where abilities are in play (hard: 28 000): with the
# bundled decks about 0.9 s a move here, at most 1.78 s with the other core busy (some
# positions run at 18 000 nodes a second).  No clock cap: the node budget alone
# decides, so the answer never depends on the machine's load.
EXPERT_SEARCH_NODES = 32_000


def expert_limits() -> SearchLimits:
    """Search limits of ``expert`` in positions with abilities."""
    return SearchLimits(max_depth=64, nodes=EXPERT_SEARCH_NODES, seconds=None, exact_turns=6,
                        width=16)


def vanilla_budget(game: Game) -> tuple[int, int]:
    """The node budgets of the vanilla solver in use (C core or Python reference) for
    ``game``: its search, then the proof of a win (7.3.2, 7.3.3) that follows a search
    that is not exact; they depend only on the position, never on the clock."""
    if not vanilla.NATIVE:
        return EXPERT_PY_NODES, 0
    empties = len(game.empty_squares())
    for least, nodes, prove in EXPERT_BUDGETS:
        if empties >= least:
            return nodes, prove
    raise AssertionError("EXPERT_BUDGETS ends with a row for 0 empty squares")


def search_value(game: Game, seat: int, raw: int, exact: bool) -> int:
    """A vanilla raw value as the Python search counts values (100 per Momon, and
    ±:data:`WIN` plus the margin for a proven end, 7.3.2, 7.3.3)."""
    if not exact:
        return raw * 100 // vanilla.SCALE
    margin = raw // vanilla.SCALE
    wins = margin > 0 or (margin == 0 and game.fpt == seat)
    return (WIN if wins else -WIN) + margin


@dataclass
class ExpertPlayer:
    """The ``expert`` level (module docstring)."""

    name: str = "expert"
    weights: Weights = BALANCED
    nodes: int | None = None
    # The vanilla solver's evaluation: "fitted" (the shipped fit), or "hand" (the
    # hand-made one, for the reference opponent of the benchmark).
    evaluation: str = "fitted"
    last: SearchResult | None = None

    def choose(self, game: Game, seed: int = 0) -> Answer:
        """The answer the search finds best."""
        return self.analyse(game, seed).answer

    def analyse(self, game: Game, seed: int = 0) -> SearchResult:
        """The full search result (answer, value, depth, nodes, exact, seconds); the
        value is counted as :mod:`momon_desktop.ai.search` counts it."""
        seat = game.to_move
        if seat < 0:
            raise IllegalDecision("the game is over: there is no decision to make")
        view = searchable_copy(game, seat, seed)
        start = time.perf_counter()
        answers = view.legal_answers()
        if len(answers) == 1:
            result = SearchResult(answers[0], 0, 0, 0, False, time.perf_counter() - start)
        else:
            nodes, prove = (self.nodes, 0) if self.nodes else vanilla_budget(view)
            found = vanilla.solve_vanilla(view, nodes, evaluation=self.evaluation, prove=prove)
            if found is None:
                result = Searcher(self.weights, expert_limits()).search(view)
            else:
                raw = found.raw
                result = SearchResult(found.answer, search_value(view, seat, raw.value, raw.exact),
                                      raw.depth, raw.nodes, raw.exact,
                                      time.perf_counter() - start)
        self.last = result
        return result

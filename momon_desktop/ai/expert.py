"""``expert``: the strongest computer level.

In a vanilla position (no ability anywhere that can still matter, see
:mod:`momon_desktop.ai.vanilla`) it searches with the vanilla solver: the C core when
it is built, with a budget of :data:`EXPERT_NODES` nodes (:data:`EXPERT_OPENING_NODES`
while 11 or more squares are empty), else the pure-Python
reference of the same search with :data:`EXPERT_PY_NODES`.  The budgets are node
counts, so the same position gets the same answer however loaded the machine is.
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

# Node budgets of the C core: with 10 or fewer empty squares it runs 1.6 to 1.9 million
# nodes a second on one core of this machine; with more, the wider Hands make a node
# dearer (0.6 to 0.9 million a second), so the budget is smaller there.  Both keep a
# move under 2 s of one core.  The Python reference runs about 20 000 nodes a second.
EXPERT_NODES = 2_500_000
EXPERT_OPENING_NODES = 1_200_000
EXPERT_OPENING_EMPTIES = 11
EXPERT_PY_NODES = 36_000
# The Python search's budget where abilities are in play (hard: 28 000): about 1.1 s
# on an idle core here.  No clock cap: the node budget alone decides, so the answer
# never depends on the machine's load.
EXPERT_SEARCH_NODES = 40_000


def expert_limits() -> SearchLimits:
    """Search limits of ``expert`` in positions with abilities."""
    return SearchLimits(max_depth=64, nodes=EXPERT_SEARCH_NODES, seconds=None, exact_turns=6,
                        width=16)


def vanilla_budget(game: Game) -> int:
    """The node budget of the vanilla solver in use (C core or Python reference) for
    ``game``; it depends only on the position, never on the clock."""
    if not vanilla.NATIVE:
        return EXPERT_PY_NODES
    if len(game.empty_squares()) >= EXPERT_OPENING_EMPTIES:
        return EXPERT_OPENING_NODES
    return EXPERT_NODES


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
            found = vanilla.solve_vanilla(view, self.nodes or vanilla_budget(view))
            if found is None:
                result = Searcher(self.weights, expert_limits()).search(view)
            else:
                raw = found.raw
                result = SearchResult(found.answer, search_value(view, seat, raw.value, raw.exact),
                                      raw.depth, raw.nodes, raw.exact,
                                      time.perf_counter() - start)
        self.last = result
        return result

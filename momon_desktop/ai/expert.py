"""``expert``: the strongest computer level, and the one judge of the app's advice.

:func:`expert_search` is what ``expert`` plays, what *Suggest a move* proposes and the
best answer the game review measures every decision against, so the three always
agree (docs/ai.md, "One judge").

Where the native engine is built (:mod:`momon_desktop.ai.native`, the full rules in C)
every position is searched by it, with the plan of :func:`expert_plan` by the number
of empty squares: a heuristic search; then, with 10 or 9 empty squares, a search for an
answer proven to win (7.3.2, 7.3.3); with 8 or fewer, the proof of a win first and then
an exact solve to the end of the game.  Budgets count work (decisions searched and
abilities resolved, a chain that outgrows the budget stopped half way), so that on an
idle machine the same position nearly always gets the same answer and a move stays
within about 1.75 s of processor time whatever the cards do; a limit of processor time
(:data:`EXPERT_CPU_LIMIT`) stops a search that a loaded machine (or a rare position)
makes slower, so that a move stays within 2 s there too.

Without the native engine (no C compiler at install time) the Python path plays: in a
vanilla position the vanilla solver's Python reference (:mod:`.vanilla`) with
:data:`EXPERT_PY_NODES`, elsewhere the Python search of :mod:`.search` with
:data:`EXPERT_SEARCH_NODES` and a budget of work (:class:`~.search.SearchLimits.work`).
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from momon_desktop.engine import Answer, Game, IllegalDecision
from momon_desktop.engine.view import searchable_copy

from . import native, vanilla
from .evaluate import BALANCED, WIN, Weights
from .search import Searcher, SearchLimits, SearchResult

# The native plans, by the number of empty squares (at least): each phase's kind and
# its budget of work (decisions searched plus abilities resolved).  Measured on one
# core of this machine with the other core busy (docs/ai.md): the heuristic search runs
# 0.9 to 1.4 million units a second with 11 or more empty squares, the proof and the
# exact solve 2 to 3 million; on an idle machine a plan stays within 1.75 s of
# processor time (EXPERT_CPU_LIMIT below) in the positions of games played as expert
# plays them, and in all but about 1 in 450 of those reached by random play.
EXPERT_PLANS: tuple[tuple[int, tuple[tuple[int, int], ...]], ...] = (
    (11, ((native.SEARCH, 1_800_000),)),
    (9, ((native.PROVE, 1_600_000), (native.SEARCH, 1_000_000))),
    (0, ((native.PROVE, 1_300_000), (native.EXACT, 1_800_000), (native.SEARCH, 500_000))),
)
# The heuristic search's selectivity (native.Selectivity).  Measured: expert with
# late-move reductions of quiet Summons from the fourth answer on against expert without,
# 32 games on bundled and random Standard decks, 20-0-12; with the reductions of every
# late Summon, by two from the eighth answer, and the late-move pruning, against that,
# 160 games, 92-0-68 (docs/ai.md).
EXPERT_SELECTIVITY = native.Selectivity(lmr=3, lmrs=6, lmr2=8, lmp=6)
# The processor time at which a native search stops whatever is left of its plan (the
# best answer found by then is played).  The plans above nearly always stay within it
# on an otherwise idle machine; it keeps the 2-second promise when other programs share
# the processor's caches and a unit of work costs up to 1.7 times as much (docs/ai.md).
# If it runs out in a proof or an exact solve, a heuristic search of 100 000 units of
# work past it gives the answer.
EXPERT_CPU_LIMIT = 1.75
# The vanilla solver's budgets where its C core is built but the native engine cannot
# hold the game (more than 64 cards): (empty squares at least, heuristic search, proof
# of a win); at most 1.7 s of processor time a move here.
EXPERT_VANILLA_BUDGETS = (
    (11, 1_800_000, 0),
    (10, 1_000_000, 3_000_000),
    (9, 500_000, 3_000_000),
    (0, 5_000_000, 0),
)
# The Python reference of the vanilla solver runs about 22 000 nodes a second with the
# fitted evaluation, slower early in the game: at most 1.76 s a move with 14 empty
# squares here.
EXPERT_PY_NODES = 25_000
# The Python search's budgets where abilities are in play, without the native engine:
# decisions searched, and work (decisions plus abilities resolved), which bounds the
# time with cards whose abilities chain (docs/ai.md).
EXPERT_SEARCH_NODES = 14_000
EXPERT_SEARCH_WORK = 140_000


def expert_limits() -> SearchLimits:
    """Search limits of ``expert`` on the Python path in positions with abilities."""
    return SearchLimits(max_depth=64, nodes=EXPERT_SEARCH_NODES, seconds=None,
                        cpu_seconds=EXPERT_CPU_LIMIT, exact_turns=6, width=16,
                        work=EXPERT_SEARCH_WORK)


def expert_plan(game: Game) -> list[tuple[int, int]]:
    """The native plan for ``game`` (see :data:`EXPERT_PLANS`)."""
    empties = len(game.empty_squares())
    for least, phases in EXPERT_PLANS:
        if empties >= least:
            return list(phases)
    raise AssertionError("EXPERT_PLANS ends with a row for 0 empty squares")


def vanilla_budget(game: Game) -> tuple[int, int]:
    """The vanilla solver's budgets for ``game`` (its C core or its Python reference):
    its search, then the proof of a win (7.3.2, 7.3.3)."""
    if not vanilla.NATIVE:
        return EXPERT_PY_NODES, 0
    empties = len(game.empty_squares())
    for least, nodes, prove in EXPERT_VANILLA_BUDGETS:
        if empties >= least:
            return nodes, prove
    raise AssertionError("EXPERT_VANILLA_BUDGETS ends with a row for 0 empty squares")


def search_value(game: Game, seat: int, raw: int, exact: bool) -> int:
    """A vanilla raw value as the Python search counts values (100 per Momon, and
    ±:data:`WIN` plus the margin for a proven end, 7.3.2, 7.3.3)."""
    if not exact:
        return raw * 100 // vanilla.SCALE
    margin = raw // vanilla.SCALE
    wins = margin > 0 or (margin == 0 and game.fpt == seat)
    return (WIN if wins else -WIN) + margin


@dataclass(frozen=True, slots=True)
class ExpertResult:
    """What :func:`expert_search` found: the search result, the engine that found it
    (``"native"``, ``"vanilla"`` or ``"python"``), from the native engine the proof
    (1: a win proven; -1: every answer proven not to win; 0), and whether the native or
    the Python search stopped at its limit of processor time."""

    result: SearchResult
    engine: str
    proof: int = 0
    out_of_time: bool = False


def native_available(game: Game) -> bool:
    """Whether the native engine searches ``game``."""
    return native.supported(game.setup)


def expert_search(view: Game, weights: Weights = BALANCED,
                  plan: list[tuple[int, int]] | None = None,
                  fitted: bool = True, cpu_limit: float = EXPERT_CPU_LIMIT) -> ExpertResult:
    """``expert``'s search of ``view``, a position as its decider may see it
    (:func:`~momon_desktop.engine.view.searchable_copy`), which is left as it was.  The
    native engine judges with its fitted evaluation where ``fitted`` and the weights are
    the balanced ones (a style's weights keep the hand-made evaluation they shape);
    ``cpu_limit``: the native search's limit of processor time (0: none, the plan's
    budgets alone, as the game review judges)."""
    seat = view.to_move
    start = time.perf_counter()
    answers = view.legal_answers()
    if len(answers) == 1:
        return ExpertResult(SearchResult(answers[0], 0, 0, 0, False,
                                         time.perf_counter() - start), "forced")
    if native_available(view):
        try:
            found = native.search(view, 0, phases=plan or expert_plan(view), weights=weights,
                                  fitted=fitted and weights == BALANCED,
                                  selectivity=EXPERT_SELECTIVITY, cpu_limit=cpu_limit)
        except OverflowError:
            found = None
        if found is not None and found.answer is not None:
            return ExpertResult(SearchResult(found.answer, found.value, found.depth, found.nodes,
                                             found.exact, time.perf_counter() - start),
                                "native", found.proof, found.out_of_time)
    nodes, prove = vanilla_budget(view)
    solved = vanilla.solve_vanilla(view, nodes, prove=prove)
    if solved is not None:
        raw = solved.raw
        return ExpertResult(SearchResult(solved.answer, search_value(view, seat, raw.value, raw.exact),
                                         raw.depth, raw.nodes, raw.exact,
                                         time.perf_counter() - start), "vanilla")
    searcher = Searcher(weights, expert_limits())
    return ExpertResult(searcher.search(view), "python", out_of_time=searcher.out_of_time)


@dataclass
class ExpertPlayer:
    """The ``expert`` level (module docstring)."""

    name: str = "expert"
    weights: Weights = BALANCED
    # A plan of the native engine other than expert's own (for the benchmarks: expert
    # with more budget, say).
    plan: list[tuple[int, int]] | None = None
    # The fitted evaluation where the weights are the balanced ones (off: the hand-made
    # one, for the benchmarks).
    fitted: bool = True
    # The native search's limit of processor time (EXPERT_CPU_LIMIT; 0: none).
    cpu_limit: float = EXPERT_CPU_LIMIT
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
        result = expert_search(view, self.weights, self.plan, self.fitted, self.cpu_limit).result
        self.last = result
        return result

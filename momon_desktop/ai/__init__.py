"""The computer opponent.  Imports the engine only (and pydantic for opponent profiles).

Public API: :func:`choose_answer` (what the referee calls), :func:`make_player`,
:data:`LEVELS`, the :class:`Player` protocol and the players, the search
(:class:`Searcher`), the evaluation weights and styles, opponent profiles and
practice puzzles.
"""

from .evaluate import STYLE_WEIGHTS, Weights, evaluate
from .players import (
    BASELINES,
    LEVELS,
    EasyPlayer,
    GreedyPlayer,
    Player,
    RandomPlayer,
    SearchPlayer,
    choose_answer,
    make_player,
)
from .search import Searcher, SearchLimits, SearchResult

__all__ = [
    "BASELINES", "LEVELS", "STYLE_WEIGHTS", "EasyPlayer", "GreedyPlayer", "Player",
    "RandomPlayer", "SearchLimits", "SearchPlayer", "SearchResult", "Searcher", "Weights",
    "choose_answer", "evaluate", "make_player",
]

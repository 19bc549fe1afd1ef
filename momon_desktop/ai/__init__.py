"""The computer opponent.  Imports the engine only (and pydantic, to read opponent
profiles and puzzles); see ``docs/ai.md``.

Public API: :func:`choose_answer` (what the referee's ``{"ai": LEVEL}`` move calls),
:func:`make_player`, the strengths (:data:`LEVELS` and their type :data:`Level`), the
:class:`Player` protocol and its players, the search (:class:`Searcher`,
:class:`SearchLimits`), the evaluation weights and styles, scripted opponent profiles
and practice puzzles with their solver and hint.
"""

from .evaluate import STYLE_WEIGHTS, Weights, evaluate
from .expert import ExpertPlayer
from .players import (
    BASELINES,
    LEVELS,
    TOP_LEVEL,
    EasyPlayer,
    GreedyPlayer,
    Level,
    Player,
    RandomPlayer,
    SearchPlayer,
    choose_answer,
    make_player,
)
from .profiles import OpponentProfile, ProfileError, load_profile, load_profiles
from .puzzles import Puzzle, PuzzleError, Solution, goal_met, hint, load_puzzle, load_puzzles, solve
from .search import Searcher, SearchLimits, SearchResult

__all__ = [
    "BASELINES", "LEVELS", "STYLE_WEIGHTS", "TOP_LEVEL", "EasyPlayer", "ExpertPlayer",
    "GreedyPlayer", "Level",
    "OpponentProfile", "Player", "ProfileError", "Puzzle", "PuzzleError", "RandomPlayer",
    "SearchLimits", "SearchPlayer", "SearchResult", "Searcher", "Solution", "Weights",
    "choose_answer", "evaluate", "goal_met", "hint", "load_profile", "load_profiles",
    "load_puzzle", "load_puzzles", "make_player", "solve",
]

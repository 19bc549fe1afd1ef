"""Matches: best of three (PM.1), the die roll and the first-player choice (PM.2), the
clock (PM.3) and the Match Result apart from the Game Results (PM.4).  Pure Python, no
Qt; the match screen (``momon_desktop.ui.match.matchscreen``) and the ``match`` command both
drive :class:`Match`."""

from .choice import FirstTurnChoice, choose_first_turn
from .procedure import (
    MAX_GAMES,
    SIDES,
    TIME_REASON,
    WINS_NEEDED,
    Clock,
    DieRoll,
    GameOutcome,
    Match,
    MatchError,
    MatchGame,
    Score,
    Side,
    chooser_of,
    die_roll,
    die_throw,
    game_seed,
    other,
)
from .runner import Contender, MatchRun, decision_seed, play_game, play_match

__all__ = [
    "MAX_GAMES", "SIDES", "TIME_REASON", "WINS_NEEDED", "Clock", "Contender", "DieRoll",
    "FirstTurnChoice", "GameOutcome", "Match", "MatchError", "MatchGame", "MatchRun",
    "Score", "Side", "choose_first_turn", "chooser_of", "decision_seed", "die_roll",
    "die_throw", "game_seed", "other", "play_game", "play_match",
]

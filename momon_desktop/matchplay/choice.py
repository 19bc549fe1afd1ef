"""How a computer player decides, as the chooser of PM.2, to take the first turn or to
give it.

It looks at data, not at a coin: before choosing it plays a sample of quick games
between the two decks of the match, in both seatings, with the one-move-ahead
``greedy`` player on both sides (fixed game seeds, so the sample is always the same
for the same decks), and takes the seat in which its own deck won more often.  On equal
rates it gives the first turn: the second seat Summons last and so snatches last
(``docs/cards.md``, Balance).  The sample is cached per pair of decks.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from momon_desktop.ai import make_player
from momon_desktop.engine import CardDef, Setup

SAMPLE_GAMES = 24  # games per seating


@dataclass(frozen=True, slots=True)
class FirstTurnChoice:
    """The chooser's decision and the numbers behind it."""

    take_first: bool
    win_rate_first: float  # the chooser's deck, moving first, in the sample
    win_rate_second: float  # the chooser's deck, moving second
    games: int  # sample games per seating


def _play_sample(first: tuple[CardDef, ...], second: tuple[CardDef, ...]) -> tuple[int, int]:
    """Wins of (the first seat, the second seat) in the sample games."""
    player = make_player("greedy")
    setup = Setup(first, second)
    wins = [0, 0]
    for seed in range(SAMPLE_GAMES):
        game = setup.new_game(seed)
        rng = random.Random(seed)
        while not game.over:
            game.apply(player.choose(game, rng.randrange(1 << 30)))
        assert game.result is not None
        if game.result.winner is not None:
            wins[game.result.winner] += 1
    return wins[0], wins[1]


_CACHE: dict[tuple[tuple[str, ...], tuple[str, ...]], tuple[float, float]] = {}


def _sample(own: tuple[CardDef, ...], theirs: tuple[CardDef, ...]) -> tuple[float, float]:
    # Keyed by the full definitions (not only the ids), so an edited card set is sampled anew.
    key = (tuple(map(repr, own)), tuple(map(repr, theirs)))
    if key not in _CACHE:
        own_first, _ = _play_sample(own, theirs)
        _, own_second = _play_sample(theirs, own)
        _CACHE[key] = (own_first / SAMPLE_GAMES, own_second / SAMPLE_GAMES)
    return _CACHE[key]


def choose_first_turn(own: tuple[CardDef, ...], theirs: tuple[CardDef, ...]) -> FirstTurnChoice:
    """PM.2: the computer chooser's decision with its deck ``own`` against ``theirs``."""
    first, second = _sample(tuple(own), tuple(theirs))
    return FirstTurnChoice(first > second, first, second, SAMPLE_GAMES)

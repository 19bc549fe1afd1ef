"""The computer sees only what its player may see (4.4.1, 4.5.2, PD.11).

Changing what is hidden from the player to move (the order of the opponent's Hand and
the game's random draws) never changes its answer.
"""

from __future__ import annotations

import random

import pytest

from momon_desktop.ai import SearchLimits, SearchPlayer, choose_answer, make_player
from momon_desktop.engine import Game, Setup

from .conftest import random_positions


def _hide_differently(game: Game, rnd: random.Random) -> Game:
    """The same visible position with the opponent's Hand reordered and a new rng."""
    other = game.copy()
    opp = 1 - game.to_move
    rnd.shuffle(other.hands[opp])
    other.rng = rnd.randrange(1 << 64)
    return other


@pytest.mark.parametrize("level", ["random", "greedy", "easy", "normal"])
def test_hidden_order_and_rng_do_not_change_the_choice(setups: list[Setup], level: str) -> None:
    rnd = random.Random(11)
    changed_any = False
    for i, game in enumerate(random_positions(setups, 60, seed=5)):
        other = _hide_differently(game, rnd)
        changed_any |= other.hands[1 - game.to_move] != game.hands[1 - game.to_move]
        assert choose_answer(game, level, i) == choose_answer(other, level, i)
    assert changed_any


def test_hidden_information_does_not_change_the_hard_search(setups: list[Setup]) -> None:
    """The hard search with a node budget only (the clock cap is a safety net that a
    loaded test machine could reach), so the comparison is exact."""
    player = SearchPlayer("hard", SearchLimits(nodes=1500, exact_turns=4, width=10))
    rnd = random.Random(3)
    for i, game in enumerate(random_positions(setups, 25, seed=9)):
        other = _hide_differently(game, rnd)
        assert player.choose(game, i) == player.choose(other, i)


def test_the_real_game_is_never_searched(setups: list[Setup]) -> None:
    game = setups[0].new_game(4)
    history = list(game.history)
    key = game.state_key()
    make_player("normal").choose(game, 0)
    assert game.state_key() == key and game.history == history

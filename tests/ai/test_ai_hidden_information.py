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


# Positions where, before the opponent's Hand was sorted by card id, the hard player
# chose differently when only the order of the opponent's deck list (the first order of
# their Hand, 6.2) was different: the second deck as dealt, then as shuffled.
_FIRST = ("naga-hatchling", "sand-pagoda-sprite", "paddy-buffalo", "paddy-buffalo",
          "rain-calling-naga", "coconut-crab", "boxing-gibbon", "boxing-gibbon", "market-cat",
          "ill-omen-crow")
_SECOND = ("spirit-house-guardian", "spirit-house-guardian", "krathong-turtle",
           "krathong-turtle", "pagoda-snail", "homing-pigeon", "sky-lantern-spirit",
           "dusk-heron", "bodhi-tree-spirit", "songkran-elephant")
_DECK_ORDER_CASES = [
    (("songkran-elephant", "dusk-heron", "krathong-turtle", "krathong-turtle",
      "spirit-house-guardian", "homing-pigeon", "sky-lantern-spirit", "bodhi-tree-spirit",
      "spirit-house-guardian", "pagoda-snail"),
     963701, [("boxing-gibbon", 12), ("homing-pigeon", 15)]),
    (("pagoda-snail", "sky-lantern-spirit", "bodhi-tree-spirit", "spirit-house-guardian",
      "spirit-house-guardian", "homing-pigeon", "songkran-elephant", "dusk-heron",
      "krathong-turtle", "krathong-turtle"),
     321033, [("naga-hatchling", 4), ("pagoda-snail", 0)]),
]


def _summons_by_id(game: Game, moves: list[tuple[str, int]]) -> None:
    for card_id, square in moves:
        seat = game.to_move
        card = next(c for c in game.hands[seat] if game.defs[c].id == card_id)
        game.apply(game.setup.summons[card][square])


@pytest.mark.rules("4.4.1", "6.2")
@pytest.mark.parametrize(("shuffled", "seed", "moves"), _DECK_ORDER_CASES)
def test_the_opponents_deck_list_order_does_not_change_the_hard_choice(
        shuffled: tuple[str, ...], seed: int, moves: list[tuple[str, int]]) -> None:
    from dataclasses import replace

    from momon_desktop.ai.players import hard_limits
    from momon_desktop.cards import bundled_pool
    from momon_desktop.engine import Summon

    # the hard level's own budget in nodes, without the clock cap a loaded machine
    # could reach, so the comparison is exact
    player = SearchPlayer("hard", replace(hard_limits(), seconds=None))
    pool = bundled_pool()
    first = tuple(pool.get(c) for c in _FIRST)
    answers = []
    for second in (_SECOND, shuffled):
        game = Setup(first, tuple(pool.get(c) for c in second)).new_game(seed)
        _summons_by_id(game, moves)
        assert game.to_move == 0
        answer = player.choose(game, 7)
        assert isinstance(answer, Summon)
        answers.append((game.defs[answer.card].id, answer.square))
    assert answers[0] == answers[1]

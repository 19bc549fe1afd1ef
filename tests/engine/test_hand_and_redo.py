"""Which copy a Summon moves (P9.1)."""

from __future__ import annotations

import pytest

from momon_desktop.engine import Game, IllegalDecision, Summon, parse_square
from momon_desktop.engine.official import ARENA, HAND

from .helpers import ab, card, choose, fill, filler, new_game, summon

TWIN = card("twin", 4)


def twins_game(seed: int = 0) -> Game:
    """The first player holds twin (0), filler, twin (2), then more filler."""
    first = [TWIN, card("f-a", 1), TWIN] + filler("f", 7)
    return Game.new(first, filler("s", 10), seed)


# ----------------------------------------------------------------------------- P9.1


@pytest.mark.rules("P9.1")
def test_summoned_copy_is_the_first_copy_in_the_hand() -> None:
    g = twins_game()
    assert g.summoned_copy(2) == 0 and g.summoned_copy(0) == 0
    assert g.summoned_copy(1) == 1  # a card with no other copy moves itself
    g.apply(Summon(2, parse_square("A1")))
    assert g.board[parse_square("A1")] == 0 and g.zone[0] == ARENA and g.zone[2] == HAND
    assert g.history[-1] == Summon(0, parse_square("A1"))
    assert g.summoned_copy(2) == 2
    with pytest.raises(IllegalDecision, match="P9.1"):
        g.summoned_copy(0)  # on the Arena now


@pytest.mark.rules("P9.1", "PD.11")
def test_a_copy_back_in_the_hand_comes_after_the_other() -> None:
    hook = card("hook", 2, abilities=[ab("summoned", "to_hand", "chosen_adjacent_ally")])
    g = new_game([], [hook, TWIN, TWIN])
    first_twin, second_twin = (i for i, d in enumerate(g.defs) if d.id == "twin")
    fill(g, "B2")
    g.apply(Summon(second_twin, parse_square("A1")))  # moves the first twin
    assert g.board[parse_square("A1")] == first_twin
    fill(g, "D4")
    summon(g, "hook", "B1")
    choose(g, "A1")  # the first twin goes back to the end of its owner's Hand (PD.11)
    assert g.hands[1][-1] == first_twin
    assert g.summoned_copy(first_twin) == second_twin

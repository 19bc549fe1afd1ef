"""The move codec shared by the referee and the records."""

from __future__ import annotations

import pytest

from momon_desktop.engine import Choose, Concede, Summon, YesNo, parse_square
from momon_desktop.storage import MoveError, move_from_json, move_to_json
from momon_desktop.storage.moves import move_kind

from .helpers import bundled_game


def test_summon_names_the_first_copy_in_hand() -> None:
    game, _library = bundled_game(seed=0, moves=0)
    hand = game.hands[0]
    ids = [game.defs[c].id for c in hand]
    card_id = next(i for i in ids if ids.count(i) > 1)
    copies = [c for c in hand if game.defs[c].id == card_id]
    move = {"summon": card_id, "to": "B2"}
    # P9.1: copies are interchangeable; the move means the first copy in Hand order.
    assert move_from_json(game, move) == Summon(copies[0], parse_square("B2"))
    assert move_to_json(game, Summon(copies[1], 5)) == move


def test_each_kind_round_trips() -> None:
    game, _library = bundled_game(seed=0, moves=0)
    for answer in (Choose(parse_square("C3")), YesNo(True), YesNo(False), Concede(1)):
        assert move_from_json(game, move_to_json(game, answer)) == answer
    assert move_to_json(game, Concede(1)) == {"concede": "second"}
    assert move_to_json(game, Choose(10)) == {"choose": "C3"}


@pytest.mark.parametrize(
    ("move", "message"),
    [
        ([1], "must be a JSON object"),
        ({}, "is not a move"),
        ({"summon": "naga-hatchling"}, 'a summon move needs the field "to"'),
        ({"summon": "naga-hatchling", "to": "B2", "extra": 1},
         'a summon move has no field "extra"'),
        ({"summon": "naga-hatchling", "to": "B2", "a": 1, "b": 2},
         'a summon move has no fields "a" and "b"'),
        ({"summon": "naga-hatchling", "to": "Z9"}, "is not an Arena square"),
        ({"summon": 3, "to": "B2"}, "must be a card id"),
        ({"summon": "no-such-card", "to": "B2"}, "P9.1: there is no \"no-such-card\""),
        ({"choose": 4}, "must be a square"),
        ({"yes": "true"}, "must be true or false"),
        ({"concede": "third"}, 'must be "first" or "second"'),
        ({"ai": "normal"}, "an AI move is not a recorded decision"),
    ],
)
def test_bad_moves_are_explained(move: object, message: str) -> None:
    game, _library = bundled_game(seed=0, moves=0)
    with pytest.raises(MoveError) as info:
        move_from_json(game, move)
    assert message in str(info.value)


def test_ai_is_a_move_kind() -> None:
    assert move_kind({"ai": "easy"}) == "ai"

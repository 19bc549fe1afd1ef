"""The joining side's copy of the table (net.tablecopy): built back from what the host
sends, it shows each seat exactly its own view at every decision of random games with
abilities, offers the deciding seat the same options, names no card that seat may not
know, and a copy that does not show the view it came with is refused."""

from __future__ import annotations

import json
import random

import pytest

from momon_desktop.cards import bundled_decks
from momon_desktop.engine import Game, Setup
from momon_desktop.net.join import JoinRefused, table_copy
from momon_desktop.net.protocol import ProtocolError
from momon_desktop.net.seats import seat_state_json
from momon_desktop.net.tablecopy import HIDDEN, arranged, hidden_from, redacted, table_from_json
from momon_desktop.storage.cardsets import CardLibrary

pytestmark = pytest.mark.rules("4.4.1", "4.5.2", "4.7.1")

LIBRARY = CardLibrary.bundled()


def random_games(count: int):  # type: ignore[no-untyped-def]
    """Each decision of ``count`` random games between bundled decks, the game as it
    stands before the answer."""
    decks = bundled_decks()
    for seed in range(count):
        rng = random.Random(seed)
        first, second = rng.sample(decks, 2)
        game = Setup(LIBRARY.deck_defs(first.cards), LIBRARY.deck_defs(second.cards)).new_game(seed)
        while not game.over:
            yield game
            awaiting = game.awaiting
            assert awaiting is not None
            game.apply(rng.choice(list(awaiting.options)))
        yield game


def copy_for(game: Game, seat: int) -> tuple[Game, dict[str, object]]:
    data = json.loads(json.dumps(redacted(game, seat)))
    copy = table_from_json(data, LIBRARY.pool)
    arranged(copy, seat, data["arrangement"])
    return copy, data


def test_each_seat_s_copy_shows_its_view_and_offers_its_options() -> None:
    checked = hidden = 0
    for game in random_games(12):
        for seat in (0, 1):
            copy, data = copy_for(game, seat)
            assert seat_state_json(copy, seat) == seat_state_json(game, seat)
            awaiting = game.awaiting
            if awaiting is not None and awaiting.player == seat:
                assert copy.awaiting is not None
                assert list(copy.awaiting.options) == list(awaiting.options)
            # 4.4.1, 4.5.2: what the seat may not know is a stand-in, by id and by text
            text = json.dumps(data)
            for card in hidden_from(game, seat):
                assert copy.setup.defs[card] is HIDDEN
                hidden += 1
            known = {d.id for c, d in enumerate(game.setup.defs)
                     if c not in hidden_from(game, seat)}
            for card in hidden_from(game, seat):
                if game.setup.defs[card].id not in known:
                    assert f'"{game.setup.defs[card].id}"' not in text
            assert str(game.rng) not in text or game.rng < 1000
            checked += 1
    assert checked > 500 and hidden > 1000


def test_the_other_hand_is_sent_in_no_order_of_its_owner() -> None:
    for game in random_games(2):
        other = game.hand_arrangement(0)
        if len(other) >= 3:
            game.arrange_hand(0, list(reversed(other)))
        data = redacted(game, 1)
        assert data["state"]["hand0"] == sorted(game.hands[0])


def test_a_copy_that_is_not_the_view_it_came_with_is_refused() -> None:
    games = random_games(1)
    game = next(games)
    for _ in range(6):
        game = next(games)
    data = json.loads(json.dumps(redacted(game, 1)))
    state = json.loads(json.dumps(seat_state_json(game, 1)))
    assert seat_state_json(table_copy(data, state), 1) == state
    moved = json.loads(json.dumps(data))
    board = moved["state"]["board"]
    square = board.index(-1)
    card = next(c for c in moved["state"]["hand1"])
    board[square] = card
    with pytest.raises(JoinRefused, match="not playing fair"):
        table_copy(moved, state)


@pytest.mark.parametrize("damage", [
    lambda d: d.pop("state"),
    lambda d: d["state"].update(board=[0] * 3),
    lambda d: d["state"].update(board=["x"] * 16),
    lambda d: d.update(decks=[["no-such-card"] * 10, d["decks"][1]]),
    lambda d: d["state"].update(pending=[0, 0]),
    lambda d: d.update(history=[["fly", 1]]),
    lambda d: d.update(seats=[0, 1, 0]),
    lambda d: d["state"].update(hand0=[999]),
])
def test_a_damaged_copy_is_refused_with_a_reason(damage) -> None:  # type: ignore[no-untyped-def]
    game = next(random_games(1))
    data = json.loads(json.dumps(redacted(game, 1)))
    damage(data)
    with pytest.raises(ProtocolError, match="cannot be read"):
        table_from_json(data, LIBRARY.pool)

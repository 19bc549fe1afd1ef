"""Games and records built in code for the storage tests."""

from __future__ import annotations

import random
from typing import Any

from momon_desktop.cards import bundled_decks
from momon_desktop.engine import Game, Setup
from momon_desktop.storage import CardLibrary, GameRecord, make_record, scenario_set


def bundled_game(seed: int = 0, moves: int | None = None, engine_seed: int = 0) -> tuple[Game, CardLibrary]:
    """A game between the two bundled decks, played with random legal answers.

    Answers come from ``legal_answers`` (one per distinct card, the first copy in Hand
    order), which is what a move object can name.  ``moves`` stops early.
    """
    library = CardLibrary.bundled()
    decks = bundled_decks()
    setup = Setup(library.deck_defs(decks[0].cards), library.deck_defs(decks[1].cards))
    game = setup.new_game(engine_seed)
    rnd = random.Random(seed)
    while not game.over and (moves is None or len(game.history) < moves):
        options = game.legal_answers()
        game.apply(options[rnd.randrange(len(options))])
    return game, library


def finished_record(seed: int = 0) -> GameRecord:
    """The record of a complete random game with the bundled decks."""
    game, library = bundled_game(seed)
    return make_record(game, library, players=("Ann", "Computer"), created="2026-11-29T12:00:00Z")


USER_CARDS: list[dict[str, Any]] = [
    {"id": f"paper-crane-{i}", "name": {"en": f"Paper Crane {i}"}, "type": "momon",
     "power": 1 + i % 9, "sight": ["F", "FR", "FL", "B"][: 1 + i % 4]}
    for i in range(10)
]


def user_set_game(seed: int = 0) -> tuple[Game, CardLibrary]:
    """A complete game with a card set that does not ship with the app (PF.2 Open)."""
    library = CardLibrary([scenario_set(USER_CARDS, "user cards")])
    deck = [c["id"] for c in USER_CARDS]
    game = Setup(library.deck_defs(deck), library.deck_defs(deck)).new_game(0)
    rnd = random.Random(seed)
    while not game.over:
        options = game.legal_answers()
        game.apply(options[rnd.randrange(len(options))])
    return game, library

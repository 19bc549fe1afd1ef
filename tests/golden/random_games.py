"""Many complete games with seeded moves, each reduced to one fingerprint.

The decks are built from a fixed seed out of the same ability vocabulary the property
tests use, with cards defined here in code, so the fingerprints pin the rules engine and
not the balance of the bundled set.  Moves are picked by index into
``Game.legal_answers()`` with a seeded generator.  A fingerprint covers the final state
hash, the whole log and the decision list, so any change in how one of these games
plays out, however small, changes it.
"""

from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path

from momon_desktop.engine import CardDef, Setup
from momon_desktop.engine.carddefs import DIRECTIONS
from tests.engine.helpers import card
from tests.engine.test_properties import _ABILITIES, _AURAS

PATH = Path(__file__).resolve().parent / "random-games.json"
DECK_PAIRS = 60
GAMES_PER_PAIR = 5


def deck_pair(index: int) -> tuple[list[CardDef], list[CardDef]]:
    """The ``index``-th pair of synthetic decks."""
    rnd = random.Random(f"deck pair {index}")

    def one(prefix: str) -> list[CardDef]:
        return [
            card(f"{prefix}{i}", rnd.randint(1, 9),
                 sorted(rnd.sample(DIRECTIONS, rnd.randint(0, len(DIRECTIONS)))),
                 rnd.choice(_ABILITIES), rnd.choice(_AURAS))
            for i in range(10)
        ]

    return one("a"), one("b")


def fingerprint(setup: Setup, seed: int) -> str:
    """Play one game with seeded moves; hash its final state, log and decisions."""
    game = setup.new_game(seed)
    rnd = random.Random(seed)
    while not game.over:
        options = game.legal_answers()
        game.play_unchecked(options[rnd.randrange(len(options))])
    data = repr((game.state_hash(), game.log, game.history)).encode()
    return hashlib.blake2b(data, digest_size=12).hexdigest()


def fingerprints() -> dict[str, str]:
    """``"pair/seed"`` → fingerprint for every game."""
    out: dict[str, str] = {}
    for index in range(DECK_PAIRS):
        setup = Setup(*deck_pair(index))
        for k in range(GAMES_PER_PAIR):
            seed = index * GAMES_PER_PAIR + k
            out[f"{index}/{seed}"] = fingerprint(setup, seed)
    return out


def write() -> None:
    """Store the current fingerprints."""
    PATH.write_text(json.dumps(fingerprints(), indent=0) + "\n", encoding="utf-8")


def stored() -> dict[str, str]:
    """The stored fingerprints."""
    data: dict[str, str] = json.loads(PATH.read_text(encoding="utf-8"))
    return data

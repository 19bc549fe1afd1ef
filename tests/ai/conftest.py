"""Shared fixtures for the computer-player tests: decks and reproducible positions."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest

from momon_desktop.ai.profiles import load_profiles
from momon_desktop.cards import CardPool, bundled_decks, bundled_pool, resources_dir
from momon_desktop.engine import CardDef, Game, Setup


@pytest.fixture(scope="session")
def pool() -> CardPool:
    """The bundled card pool."""
    return bundled_pool()


def deck_lists() -> list[list[str]]:
    """The bundled decks and every scripted opponent's deck, as card ids."""
    lists = [list(d.cards) for d in bundled_decks()]
    lists += [list(p.deck) for p in load_profiles(resources_dir() / "opponents")]
    return lists


@pytest.fixture(scope="session")
def setups(pool: CardPool) -> list[Setup]:
    """Setups for many pairs of decks (both seat orders), abilities of every kind."""
    lists = deck_lists()
    out: list[Setup] = []
    for i, a in enumerate(lists):
        b = lists[(i + 1) % len(lists)]
        first: list[CardDef] = [pool.get(c) for c in a]
        second: list[CardDef] = [pool.get(c) for c in b]
        out.append(Setup(first, second))
        out.append(Setup(second, first))
    return out


def random_positions(setups: list[Setup], count: int, seed: int) -> Iterator[Game]:
    """``count`` positions that are not over, reached by random play from new games."""
    rnd = random.Random(seed)
    made = 0
    while made < count:
        setup = setups[rnd.randrange(len(setups))]
        game = setup.new_game(rnd.randrange(1 << 30))
        stop = rnd.randrange(0, 24)
        for _ in range(stop):
            if game.over:
                break
            game.play_unchecked(game.random_answer(rnd))
        if game.over:
            continue
        made += 1
        yield game


@pytest.fixture(scope="session")
def opponents_dir() -> Path:
    """``resources/opponents``."""
    return resources_dir() / "opponents"


@pytest.fixture(scope="session")
def puzzles_dir() -> Path:
    """``resources/puzzles``."""
    return resources_dir() / "puzzles"

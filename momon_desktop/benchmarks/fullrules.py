"""``python -m momon_desktop bench fullrules``: the native engine, held equal to the
Python reference and measured.

* default: the differential check.  Random games are played with both engines side
  by side (:func:`momon_desktop.ai.native.differential_games`), the whole state and
  the legal answers compared after every decision, until ``--positions`` positions
  are compared.  A third of the games use legal Standard decks of the bundled pool
  (PF.1), the rest random card sets within the documented limits
  (:mod:`.randomcards`), so every trigger, effect, target and continuous ability of
  the vocabulary, Ward Tokens, face-offs and the Trigger Queue order are met.  Ends
  with ``fullrules: N positions, D disagreements``; the exit status is 1 on a
  disagreement, whose game is printed so it can be replayed.

The nodes a second of the native search and of the Python search on the same positions
are ``bench expert --speed``'s (:mod:`.expert`).
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Iterator

from momon_desktop.ai import native
from momon_desktop.cards import bundled_pool
from momon_desktop.cards.balance import random_deck
from momon_desktop.engine import Setup

from .randomcards import random_card_set, random_standard_deck


def random_setup(rnd: random.Random, index: int) -> Setup:
    """The decks of game ``index``: every third a pair of legal Standard decks of the
    bundled pool, otherwise two decks drawn from random card sets (copies allowed, as
    the Open Format allows, PF.2); one game in six of those with many abilities that
    chain (:func:`.randomcards.random_card_set` with ``looping``)."""
    if index % 3 == 0:
        pool = bundled_pool()
        return Setup(random_standard_deck(pool, rnd), random_standard_deck(pool, rnd))
    decks = []
    looping = index % 6 == 1
    for prefix in ("a", "b"):
        cards = random_card_set(rnd, f"{prefix}{index}", size=rnd.randint(4, 12),
                                looping=looping)
        by_id = {c.id: c for c in cards}
        decks.append([by_id[i] for i in random_deck(cards, rnd, None)])
    return Setup(decks[0], decks[1])


def setups(rnd: random.Random) -> Iterator[Setup]:
    """An endless stream of :func:`random_setup`."""
    index = 0
    while True:
        yield random_setup(rnd, index)
        index += 1


def differential(positions: int, seed: int) -> tuple[int, int, int, native.Disagreement | None]:
    """Games played, positions compared and disagreements until ``positions`` positions
    are compared; the first disagreement."""
    rnd = random.Random(seed)
    games = compared = bad = 0
    first: native.Disagreement | None = None
    for count, found in native.differential_games(setups(rnd), rnd):
        games += 1
        compared += count
        if found is not None:
            bad += 1
            first = first or found
        if compared >= positions:
            break
    return games, compared, bad, first


def _parse(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m momon_desktop bench fullrules")
    parser.add_argument("--positions", type=int, default=1_000_000,
                        help="positions to compare (default 1,000,000)")
    parser.add_argument("--seed", type=int, default=1)
    return parser.parse_args(argv)


def run(argv: list[str]) -> int:
    """Run the benchmark; the exit status is 1 on a disagreement."""
    args = _parse(argv)
    if not native.NATIVE:
        print("fullrules: the native engine is not built (no C compiler at install time)")
        return 1
    start = time.process_time()
    games, compared, bad, first = differential(args.positions, args.seed)
    spent = time.process_time() - start
    if first is not None:
        print(f"first disagreement: game {first.game}, decision {first.decision}, "
              f"history {first.history}")
        print(f"  python: {first.python}")
        print(f"  native: {first.native}")
    print(f"{games} games, {compared} positions compared in {spent:.1f} s of processor time")
    print(f"fullrules: {compared} positions, {bad} disagreements")
    return 1 if bad else 0

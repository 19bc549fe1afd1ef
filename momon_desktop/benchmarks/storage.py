"""``python -m momon_desktop bench storage``: save and load a complete game record.

Plays one complete game with the two bundled decks, then saves its record (build the
record, encode it, atomic write with fsync and ``.bak``) and loads it (read, validate,
replay through the engine, check the state hash) many times in a scratch folder.
Prints the median times and ends with the line
``storage: save_ms X load_ms Y record_bytes Z``.  Targets: save and load under 20 ms,
a record under 20 KB.
"""

from __future__ import annotations

import argparse
import random
import statistics
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

from momon_desktop.cards import bundled_decks
from momon_desktop.engine import Game, Setup
from momon_desktop.storage.cardsets import CardLibrary
from momon_desktop.storage.record import load_record, make_record, record_to_bytes, save_record


def complete_game(seed: int) -> tuple[Game, CardLibrary]:
    """A complete game between the bundled decks, with random legal answers."""
    library = CardLibrary.bundled()
    decks = bundled_decks()
    game = Setup(library.deck_defs(decks[0].cards), library.deck_defs(decks[-1].cards)).new_game(
        seed
    )
    rnd = random.Random(seed)
    while not game.over:
        options = game.legal_answers()
        game.apply(options[rnd.randrange(len(options))])
    return game, library


def run(argv: Sequence[str]) -> int:
    """Run the benchmark; ``--rounds N`` saves and loads N times (default 200)."""
    parser = argparse.ArgumentParser(prog="bench storage")
    parser.add_argument("--rounds", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(list(argv))
    game, library = complete_game(args.seed)
    saves: list[float] = []
    loads: list[float] = []
    size = 0
    with tempfile.TemporaryDirectory(prefix="momon-bench-") as folder:
        path = Path(folder) / "game.momon.json"
        for _ in range(max(1, args.rounds)):
            start = time.perf_counter()
            record = make_record(game, library, players=("Ann", "Computer"))
            save_record(path, record)
            saves.append(time.perf_counter() - start)
            start = time.perf_counter()
            loaded = load_record(path)
            loads.append(time.perf_counter() - start)
            if loaded.game.state_hash() != game.state_hash():
                print("storage: the loaded game differs from the saved one")
                return 1
        size = len(record_to_bytes(record))
    save_ms = statistics.median(saves) * 1000
    load_ms = statistics.median(loads) * 1000
    print(f"game: {len(game.history)} decisions, result {game.result!r}")
    print(f"save: median {save_ms:.2f} ms, max {max(saves) * 1000:.2f} ms over {len(saves)} saves")
    print(f"load: median {load_ms:.2f} ms, max {max(loads) * 1000:.2f} ms over {len(loads)} loads")
    print(f"storage: save_ms {save_ms:.2f} load_ms {load_ms:.2f} record_bytes {size}")
    return 0

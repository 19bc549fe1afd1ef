"""``python -m momon_desktop bench review``: how long the game review of a whole game takes.

Plays complete games between the ``normal`` and ``easy`` computer players with the
bundled decks (a game a person might have played: a few mistakes on each side), then
reviews every decision with the review's node budget, and prints the seconds each game
took (wall clock and processor time), its number of decisions and the marks.  Ends with
``review: median_s X max_s Y decisions D nodes N``.  Target: at most 20 s a game.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections import Counter
from collections.abc import Sequence

from momon_desktop.ai import make_player
from momon_desktop.ai.review import MARKS, REVIEW_NODES, review_positions
from momon_desktop.cards import bundled_decks
from momon_desktop.engine import Game, Setup
from momon_desktop.engine.game import Action
from momon_desktop.storage.cardsets import CardLibrary


def played_game(seed: int) -> tuple[list[Game], list[Action], list[int]]:
    """A complete game of ``normal`` against ``easy``: the position before each decision,
    the answers and who gave them."""
    library = CardLibrary.bundled()
    decks = bundled_decks()
    a, b = decks[seed % len(decks)], decks[(seed + 1) % len(decks)]
    game = Setup(library.deck_defs(a.cards), library.deck_defs(b.cards)).new_game(seed)
    players = (make_player("normal"), make_player("easy")) if seed % 2 == 0 else \
        (make_player("easy"), make_player("normal"))
    positions: list[Game] = []
    answers: list[Action] = []
    i = 0
    while not game.over:
        positions.append(game.copy())
        answer = players[game.to_move].choose(game, seed * 100 + i)
        answers.append(answer)
        game.apply(answer)
        i += 1
    return positions, answers, game.answer_seats()


def run(argv: Sequence[str]) -> int:
    """Run the benchmark; ``--games N`` (default 3), ``--nodes N``, ``--seed S``."""
    parser = argparse.ArgumentParser(prog="bench review")
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--nodes", type=int, default=REVIEW_NODES)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(list(argv))
    walls: list[float] = []
    decisions = 0
    for g in range(max(1, args.games)):
        positions, answers, seats = played_game(args.seed + g)
        start, cpu = time.perf_counter(), time.process_time()
        reviews = review_positions(positions, answers, seats, args.nodes)
        wall, used = time.perf_counter() - start, time.process_time() - cpu
        walls.append(wall)
        decisions += len(reviews)
        marks = Counter(r.mark for r in reviews)
        shown = ", ".join(f"{m} {marks[m]}" for m in MARKS)
        print(f"game {g + 1}: {len(reviews)} decisions in {wall:.2f} s "
              f"(processor time {used:.2f} s); {shown}")
    print(f"review: median_s {statistics.median(walls):.2f} max_s {max(walls):.2f} "
          f"decisions {decisions} nodes {args.nodes}")
    return 0

"""``python -m momon_desktop bench ai``: the computer players against each other.

Every pairing plays fixed seeds with the bundled decks; game ``i`` gives the first-named
player the bundled deck ``i mod n`` and the other player the next one, and the seats
swap every other game, so each player has each deck on each side equally often.  The
first two decisions of a game (one turn Summon each) are random, drawn from the game's
seed, so that deterministic players meet in many different games.  One
line per pairing gives the first-named player's wins, draws and losses and the median
and maximum seconds it took per decision (wall clock, and the processor time of its
process, which does not grow when other programs load the machine); the last line is
a summary.

Games run in parallel worker processes (``--jobs``, default 2), one game per process at
a time, so each player thinks on one core as it would in the app.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

from momon_desktop.ai import make_player
from momon_desktop.cards import bundled_decks, bundled_pool
from momon_desktop.engine import CardDef, Setup

# (first-named, second-named, default number of games).
PAIRINGS: tuple[tuple[str, str, int], ...] = (
    ("hard", "random", 40),
    ("hard", "greedy", 50),
    ("hard", "normal", 40),
    ("hard", "easy", 20),
    ("normal", "random", 100),
    ("normal", "greedy", 100),
    ("normal", "easy", 100),
    ("easy", "random", 100),
    ("easy", "greedy", 100),
)


@dataclass(frozen=True, slots=True)
class GameOutcome:
    """One game's result for the first-named player and its decision times."""

    pairing: int
    result: int  # 1 win, 0 draw, -1 loss
    times: tuple[float, ...]
    cpu: tuple[float, ...]


_DECKS: list[list[CardDef]] = []


def _decks() -> list[list[CardDef]]:
    if not _DECKS:
        pool = bundled_pool()
        _DECKS.extend([pool.get(i) for i in deck.cards] for deck in bundled_decks())
    return _DECKS


def play_game(pairing: int, a: str, b: str, index: int, seed: int,
              opening: int = 2) -> GameOutcome:
    """Play game ``index`` of a pairing between levels ``a`` and ``b``; the first
    ``opening`` decisions are random (seeded by the game), so that two deterministic
    players do not repeat the same few games."""
    decks = _decks()
    deck_a = decks[index % len(decks)]
    deck_b = decks[(index + 1) % len(decks)]
    seat_a = (index // 2) % 2
    setup = Setup(deck_a, deck_b) if seat_a == 0 else Setup(deck_b, deck_a)
    game = setup.new_game(seed + index)
    rnd = random.Random(seed * 7919 + index)
    for _ in range(opening):
        if game.result is None:
            game.apply(game.random_answer(rnd))
    players = {seat_a: make_player(a), 1 - seat_a: make_player(b)}
    times: list[float] = []
    cpu: list[float] = []
    move = 0
    while game.result is None:
        seat = game.to_move
        start = time.perf_counter()
        start_cpu = time.process_time()
        answer = players[seat].choose(game, (seed + index) * 1000 + move)
        elapsed = time.perf_counter() - start
        if seat == seat_a:
            times.append(elapsed)
            cpu.append(time.process_time() - start_cpu)
        game.apply(answer)
        move += 1
    winner = game.result.winner
    result = 0 if winner is None else (1 if winner == seat_a else -1)
    return GameOutcome(pairing, result, tuple(times), tuple(cpu))


def _parse(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="python -m momon_desktop bench ai",
        description="Play the computer players against each other on fixed seeds.",
    )
    parser.add_argument("--games", type=int, default=None,
                        help="games per pairing (default: each pairing's own count)")
    parser.add_argument("--scale", type=float, default=1.0,
                        help="multiply every default game count (default 1)")
    parser.add_argument("--seed", type=int, default=1, help="first game seed (default 1)")
    parser.add_argument("--opening", type=int, default=2,
                        help="random decisions that open each game (default 2: one "
                             "Summon each)")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes (default 2)")
    parser.add_argument("--only", default=None,
                        help="comma-separated pairings to play, e.g. hard-greedy,normal-easy")
    return parser.parse_args(argv)


def run(argv: list[str]) -> int:
    """Run the benchmark; print one line per pairing and a summary line."""
    args = _parse(argv)
    wanted = None if args.only is None else set(args.only.split(","))
    pairings = [
        (i, a, b, args.games if args.games is not None else max(2, round(n * args.scale)))
        for i, (a, b, n) in enumerate(PAIRINGS)
        if wanted is None or f"{a}-{b}" in wanted
    ]
    if not pairings:
        print(f"no such pairing: {args.only}")
        return 2
    started = time.perf_counter()
    outcomes: dict[int, list[GameOutcome]] = {i: [] for i, _a, _b, _n in pairings}
    tasks = [(i, a, b, k, args.seed, args.opening) for i, a, b, n in pairings for k in range(n)]
    # The slowest games (those with a hard player) go first so the workers finish together.
    tasks.sort(key=lambda t: (t[1] != "hard" and t[2] != "hard", t[0], t[3]))
    with ProcessPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        futures = [pool.submit(play_game, *t) for t in tasks]
        for fut in futures:
            out = fut.result()
            outcomes[out.pairing].append(out)
    for i, a, b, n in pairings:
        games = outcomes[i]
        wins = sum(1 for g in games if g.result == 1)
        draws = sum(1 for g in games if g.result == 0)
        losses = sum(1 for g in games if g.result == -1)
        times = [t for g in games for t in g.times] or [0.0]
        cpu = [t for g in games for t in g.cpu] or [0.0]
        print(f"{a} vs {b}: {n} games, {wins} wins, {draws} draws, {losses} losses "
              f"({100 * wins / n:.0f}% won); {a} seconds per decision: "
              f"median {statistics.median(times):.3f}, max {max(times):.3f} "
              f"(processor time: median {statistics.median(cpu):.3f}, max {max(cpu):.3f})")
    print(f"ai: {len(tasks)} games in {time.perf_counter() - started:.0f} s "
          f"with {args.jobs} workers")
    return 0

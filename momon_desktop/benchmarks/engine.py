"""``python -m momon_desktop bench engine``: how fast the rules engine plays.

Plays complete random games between the two bundled starter decks on one core and
prints the figures, ending with ``engine: N random games/s``.  Also times listing the
legal decisions and applying one, and the snapshot undo used by search.
"""

from __future__ import annotations

import argparse
import gc
import random
import statistics
import time

from momon_desktop.cards import bundled_decks, bundled_pool
from momon_desktop.engine import Answer, Game, Setup


def starter_setup() -> Setup:
    """A :class:`Setup` with the first two bundled decks."""
    pool = bundled_pool()
    decks = bundled_decks()
    first, second = decks[0], decks[1 % len(decks)]
    return Setup([pool.get(c) for c in first.cards], [pool.get(c) for c in second.cards])


def random_games(setup: Setup, seconds: float, seed: int) -> tuple[int, int, float]:
    """Play random games for about ``seconds``; return (games, decisions, elapsed)."""
    rnd = random.Random(seed)
    games = decisions = 0
    start = time.perf_counter()
    deadline = start + seconds
    new_game, rand = setup.new_game, Game.random_answer
    while True:
        for _ in range(200):
            g = new_game(games)
            play = g.play_unchecked
            while g.result is None:
                play(rand(g, rnd))
            decisions += len(g.history)
            games += 1
        now = time.perf_counter()
        if now >= deadline:
            return games, decisions, now - start


def _per_call(fn: object, games: list[Game], repeat: int, tries: int = 5) -> float:
    """Seconds per call of ``fn`` over ``games``: the fastest of ``tries`` passes, as
    timeit does, so that a moment of load on the machine does not count."""
    best = float("inf")
    for _ in range(tries):
        start = time.perf_counter()
        for _ in range(repeat):
            for g in games:
                fn(g)  # type: ignore[operator]
        best = min(best, (time.perf_counter() - start) / (repeat * len(games)))
    return best


def _apply_once(apply: object, games: list[Game], answers: dict[int, Answer],
                copies: int = 20, tries: int = 5) -> float:
    """Microseconds to apply one answer to a fresh copy of each position: the copies are
    made before the clock starts, and the garbage collector waits while it runs (as
    timeit does), so that thousands of live copies are not what is measured.  The
    fastest of ``tries`` passes."""
    best = float("inf")
    for _ in range(tries):
        work = [(g.copy(), answers[id(g)]) for g in games for _ in range(copies)]
        gc.disable()
        try:
            start = time.perf_counter()
            for g, answer in work:
                apply(g, answer)  # type: ignore[operator]
            best = min(best, (time.perf_counter() - start) / len(work))
        finally:
            gc.enable()
    return best * 1e6


def run(argv: list[str]) -> int:
    """Print the engine's figures."""
    ap = argparse.ArgumentParser(prog="python -m momon_desktop bench engine")
    ap.add_argument("--seconds", type=float, default=3.0, help="time per measurement round")
    ap.add_argument("--rounds", type=int, default=5, help="rounds; the median is reported")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    setup = starter_setup()
    first = " ".join(d.id for d in setup.decks[0])
    second = " ".join(d.id for d in setup.decks[1])
    print(f"decks: first [{first}]")
    print(f"       second [{second}]")
    rates, dps = [], []
    for r in range(args.rounds):
        games, decisions, elapsed = random_games(setup, args.seconds, args.seed + r)
        rates.append(games / elapsed)
        dps.append(decisions / elapsed)
        print(f"round {r + 1}: {games} games, {decisions} decisions in {elapsed:.2f} s")
    # Positions from the middle of random games, to time single operations.
    rnd = random.Random(args.seed)
    positions = []
    for i in range(300):
        g = setup.new_game(i)
        for _ in range(rnd.randrange(0, 14)):
            if g.over:
                break
            g.play_unchecked(g.random_answer(rnd))
        if not g.over:
            positions.append(g)
    legal_us = _per_call(Game.legal_answers, positions, 20) * 1e6
    answers = {id(g): g.legal_answers()[0] for g in positions}

    def apply_undo(g: Game) -> None:
        g.apply(answers[id(g)])
        g.undo()

    apply_undo_us = _per_call(apply_undo, positions, 20) * 1e6
    apply_us = _apply_once(Game.apply, positions, answers)
    unchecked_us = _apply_once(Game.play_unchecked, positions, answers)
    copy_us = _per_call(Game.copy, positions, 20) * 1e6
    hash_us = _per_call(Game.state_hash, positions, 20) * 1e6
    print(f"rounds: fastest {max(rates):,.0f}, slowest {min(rates):,.0f} games/s")
    print(f"decisions/s (random play): {statistics.median(dps):,.0f}")
    print(f"list legal decisions: {legal_us:.1f} us")
    print(f"apply one decision: {apply_us:.1f} us checked with undo snapshot (apply), "
          f"{unchecked_us:.1f} us unchecked (play_unchecked)")
    print(f"apply one decision with undo snapshot, then undo: {apply_undo_us:.1f} us")
    print(f"copy a game: {copy_us:.1f} us   state hash: {hash_us:.1f} us")
    print(f"engine: {statistics.median(rates):,.0f} random games/s")
    return 0

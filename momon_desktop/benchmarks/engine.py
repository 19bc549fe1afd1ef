"""``python -m momon_desktop bench engine``: how fast the rules engine plays.

Two measures of random play, in interleaved rounds on one core:

* random games between the two bundled starter decks (abilities and all): the figure
  the project's target is about, printed last as ``engine: N random games/s``;
* random games between random vanilla decks (:func:`~.native.random_vanilla_deck`),
  played by the engine and, in the same round, on the same decks and in small turns, by
  the deliberately naive model of the vanilla rules in :mod:`.naive`.  The machine's
  load slows both alike, so the ratio of the two is steadier than either figure.

Each engine that plays the rules is a row of :func:`engines`: a name and a function
that plays N random games from a :class:`Setup` and returns (games, decisions,
seconds).  The Python reference is the first row; another engine is one more row, and
every figure of the rounds is then printed for each row, side by side.  The command
also times listing the legal decisions and applying one, and the snapshot undo used by
search, on the Python reference.
"""

from __future__ import annotations

import argparse
import gc
import os
import random
import statistics
import time
from collections.abc import Callable
from typing import NamedTuple

from momon_desktop.ai import native
from momon_desktop.benchmarks import naive
from momon_desktop.benchmarks.native import random_vanilla_deck
from momon_desktop.cards import bundled_decks, bundled_pool
from momon_desktop.engine import Answer, Game, Setup

# Games one turn of a round plays before the clock is read and the next engine plays.
CHUNK = 100
# Vanilla deck pairs per round.
VANILLA_PAIRS = 10


class Played(NamedTuple):
    """What one run of random games came to."""

    games: int
    decisions: int
    seconds: float


PlayFn = Callable[[Setup, int, int], Played]


def starter_setup() -> Setup:
    """A :class:`Setup` with the first two bundled decks."""
    pool = bundled_pool()
    decks = bundled_decks()
    first, second = decks[0], decks[1 % len(decks)]
    return Setup([pool.get(c) for c in first.cards], [pool.get(c) for c in second.cards])


def python_games(setup: Setup, count: int, seed: int) -> Played:
    """The Python reference plays ``count`` random games from ``setup``
    (``random_answer`` and ``play_unchecked`` until each is over)."""
    rnd = random.Random(seed)
    decisions = 0
    new_game, rand = setup.new_game, Game.random_answer
    start = time.perf_counter()
    for i in range(count):
        g = new_game(seed + i)
        play = g.play_unchecked
        while g.result is None:
            play(rand(g, rnd))
        decisions += len(g.history)
    return Played(count, decisions, time.perf_counter() - start)


def naive_games(setup: Setup, count: int, seed: int) -> Played:
    """The naive model of the vanilla rules plays ``count`` random games between the
    decks of ``setup`` (vanilla decks only)."""
    return Played(*naive.random_games(setup, count, seed))


def native_games(setup: Setup, count: int, seed: int) -> Played:
    """The native engine (:mod:`momon_desktop.ai.native`) plays ``count`` random games
    from ``setup``, answers drawn in C."""
    start = time.perf_counter()
    games, decisions = native.play_random(setup, count, seed)
    return Played(games, decisions, time.perf_counter() - start)


def engines() -> list[tuple[str, PlayFn]]:
    """The engines measured, one row each: the Python reference first, then the native
    engine where it is built."""
    rows: list[tuple[str, PlayFn]] = [("Python reference", python_games)]
    if native.NATIVE:
        rows.append(("native engine", native_games))
    return rows


class Tally:
    """Games, decisions and seconds added up over the turns of one round."""

    __slots__ = ("games", "decisions", "seconds")

    def __init__(self) -> None:
        self.games = self.decisions = 0
        self.seconds = 0.0

    def add(self, played: Played) -> None:
        """Count one turn."""
        self.games += played.games
        self.decisions += played.decisions
        self.seconds += played.seconds

    @property
    def rate(self) -> float:
        """Games a second."""
        return self.games / self.seconds


def starter_round(rows: list[tuple[str, PlayFn]], setup: Setup, seconds: float,
                  seed: int) -> list[Tally]:
    """The engines take turns of :data:`CHUNK` random starter games, with the same
    seeds, until the slowest has played for ``seconds``."""
    tallies = [Tally() for _ in rows]
    turn = 0
    while max(t.seconds for t in tallies) < seconds:
        for (_name, play), tally in zip(rows, tallies, strict=True):
            tally.add(play(setup, CHUNK, seed + turn * CHUNK))
        turn += 1
    return tallies


def vanilla_round(rows: list[tuple[str, PlayFn]], seconds: float,
                  seed: int) -> tuple[list[Tally], Tally]:
    """Random games on :data:`VANILLA_PAIRS` pairs of random vanilla decks: each engine
    and the naive model take turns of :data:`CHUNK` games with the same seeds on the
    same pair, the order of the turns alternating, until the slowest has played for
    ``seconds``.  Returns the engines' tallies and the naive model's."""
    rnd = random.Random(seed)
    setups = [Setup(random_vanilla_deck(rnd, "a"), random_vanilla_deck(rnd, "b"))
              for _ in range(VANILLA_PAIRS)]
    players: list[PlayFn] = [play for _name, play in rows] + [naive_games]
    tallies = [Tally() for _ in players]
    turn = 0
    while max(t.seconds for t in tallies) < seconds:
        setup = setups[turn % len(setups)]
        order = list(range(len(players)))
        if turn % 2:
            order.reverse()
        for i in order:
            tallies[i].add(players[i](setup, CHUNK, seed + turn * CHUNK))
        turn += 1
    return tallies[:-1], tallies[-1]


def load_average() -> str:
    """The machine's load averages over 1, 5 and 15 minutes, or a note that there are
    none."""
    try:
        return " ".join(f"{x:.2f}" for x in os.getloadavg())
    except OSError:
        return "not available"


def _per_call(fn: Callable[[Game], object], games: list[Game], repeat: int, tries: int = 5) -> float:
    """Seconds per call of ``fn`` over ``games``: the fastest of ``tries`` passes, as
    timeit does, so that a moment of load on the machine does not count."""
    best = float("inf")
    for _ in range(tries):
        start = time.perf_counter()
        for _ in range(repeat):
            for g in games:
                fn(g)
        best = min(best, (time.perf_counter() - start) / (repeat * len(games)))
    return best


def _apply_once(apply: Callable[[Game, Answer], object], games: list[Game], answers: dict[int, Answer],
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
                apply(g, answer)
            best = min(best, (time.perf_counter() - start) / len(work))
        finally:
            gc.enable()
    return best * 1e6


def run(argv: list[str]) -> int:
    """Print the engine's figures."""
    ap = argparse.ArgumentParser(prog="python -m momon_desktop bench engine")
    ap.add_argument("--seconds", type=float, default=3.0,
                    help="seconds the slowest player plays in each measure of a round")
    ap.add_argument("--rounds", type=int, default=5, help="rounds; the median is reported")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    rows = engines()
    setup = starter_setup()
    first = " ".join(d.id for d in setup.decks[0])
    second = " ".join(d.id for d in setup.decks[1])
    print(f"decks: first [{first}]")
    print(f"       second [{second}]")
    print(f"load average at the start: {load_average()}")
    starter: list[list[Tally]] = []
    vanilla: list[tuple[list[Tally], Tally]] = []
    for r in range(args.rounds):
        seed = (args.seed + r) * 1_000_003
        starter.append(starter_round(rows, setup, args.seconds, seed))
        vanilla.append(vanilla_round(rows, args.seconds, seed))
        for (name, _play), s, v in zip(rows, starter[-1], vanilla[-1][0], strict=True):
            print(f"round {r + 1}, {name}: {s.games} games, {s.decisions} decisions in "
                  f"{s.seconds:.2f} s; vanilla {v.rate:,.0f} games/s, "
                  f"{v.rate / vanilla[-1][1].rate:.2f}x the naive model's "
                  f"{vanilla[-1][1].rate:,.0f}")
    print(f"load average at the end: {load_average()}")
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
    print("Python reference, single operations (the fastest of five passes):")
    print(f"  list legal decisions: {legal_us:.1f} us")
    print(f"  apply one decision: {apply_us:.1f} us checked with undo snapshot (apply), "
          f"{unchecked_us:.1f} us unchecked (play_unchecked)")
    print(f"  apply one decision with undo snapshot, then undo: {apply_undo_us:.1f} us")
    print(f"  copy a game: {copy_us:.1f} us   state hash: {hash_us:.1f} us")
    print(f"medians of {args.rounds} rounds:")
    print(f"  {'engine':<18} {'starter games/s':>16} {'fastest':>9} {'slowest':>9} "
          f"{'decisions/s':>12} {'vanilla games/s':>16} {'x naive model':>14}")
    for i, (name, _play) in enumerate(rows):
        rates = [rnd_[i].rate for rnd_ in starter]
        dps = [rnd_[i].decisions / rnd_[i].seconds for rnd_ in starter]
        van = [v[0][i].rate for v in vanilla]
        ratio = [v[0][i].rate / v[1].rate for v in vanilla]
        print(f"  {name:<18} {statistics.median(rates):>16,.0f} {max(rates):>9,.0f} "
              f"{min(rates):>9,.0f} {statistics.median(dps):>12,.0f} "
              f"{statistics.median(van):>16,.0f} {statistics.median(ratio):>13.2f}x")
    naive_rates = [v[1].rate for v in vanilla]
    print(f"  {'naive model':<18} {'':>16} {'':>9} {'':>9} {'':>12} "
          f"{statistics.median(naive_rates):>16,.0f} {1:>13.2f}x")
    print(f"engine: {statistics.median([rnd_[0].rate for rnd_ in starter]):,.0f} "
          "random games/s")
    return 0

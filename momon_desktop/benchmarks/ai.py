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

``--ladder`` measures the Elo ladder instead (:mod:`momon_desktop.ai.ladder`): every
level against the next two levels up and every scripted opponent against its own
level and the levels beside it, ``--games`` games a pairing (default 20).  Game ``k``
of a pairing uses the deck pair ``k // 4``: the bundled decks for an even pair, two random
legal Standard decks of the bundled pool drawn from the seed for an odd one (a scripted
opponent always plays its own deck); it swaps the two decks when ``k`` is odd and the seats every second pair of games.
The searching players stop on their node budget alone (no clock), so the same seeds
give the same games on any machine and under any load.  It prints one line per rung
(games, score, rating, 95% interval) and ``--write PATH`` stores the ladder
(``resources/ai/ladder.json``).  ``--scores OUTPUT --replay RUNGS`` takes the pairings
of an earlier run's printed output (same games and seed) that involve none of
``RUNGS`` instead of playing them again, and plays the rest; the file says so.
"""

from __future__ import annotations

import argparse
import datetime
import random
import re
import statistics
import subprocess
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, replace
from pathlib import Path

from momon_desktop.ai import LEVELS, Player, SearchPlayer, load_profiles, make_player
from momon_desktop.ai.ladder import Rung, fit_ratings, ladder_json, level_rungs, schedule
from momon_desktop.benchmarks.randomcards import random_standard_deck
from momon_desktop.cards import bundled_decks, bundled_pool
from momon_desktop.cards.loader import resources_dir
from momon_desktop.engine import CardDef, Setup

# (first-named, second-named, default number of games).
PAIRINGS: tuple[tuple[str, str, int], ...] = (
    ("expert", "hard", 20),
    ("expert", "normal", 20),
    ("hard", "random", 40),
    ("hard", "greedy", 50),
    ("hard", "normal", 40),
    ("hard", "easy", 20),
    ("normal", "random", 100),
    ("normal", "greedy", 100),
    ("normal", "easy", 100),
    ("easy", "random", 100),
    ("easy", "greedy", 100),
    ("easy", "beginner", 100),
    ("beginner", "random", 100),
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


def ladder_rungs() -> list[Rung]:
    """The rungs of the ladder: the levels, weakest first, then the bundled scripted
    opponents (``resources/opponents``)."""
    profiles = load_profiles(resources_dir() / "opponents")
    return level_rungs() + [Rung(p.id, p.strength, p.style, p.id) for p in profiles]


def _rung_player(rung: Rung) -> tuple[Player, list[CardDef] | None]:
    """The player of a rung, stopping on its node budget alone, and its own deck (a
    scripted opponent's) or None."""
    player = make_player(rung.level, rung.style)
    if isinstance(player, SearchPlayer):
        player = SearchPlayer(player.name, replace(player.limits, seconds=None), player.weights)
    if not rung.profile:
        return player, None
    pool = bundled_pool()
    profile = next(p for p in load_profiles(resources_dir() / "opponents") if p.id == rung.profile)
    return player, [pool.get(c) for c in profile.deck]


def play_ladder_game(a: Rung, b: Rung, index: int, seed: int, opening: int = 2) -> float:
    """Game ``index`` of the ladder pairing ``a`` against ``b``: ``a``'s score (1, 0.5, 0).
    Deck pairs alternate between the bundled decks and a pair of random legal Standard
    decks of the bundled pool (PF.1) drawn from the seed, the decks people play."""
    pair = index // 4
    if pair % 2 == 0:
        decks = _decks()
        own_a, own_b = (decks[pair // 2 % len(decks)], decks[(pair // 2 + 1) % len(decks)])
    else:
        rnd_decks = random.Random(seed * 104729 + pair)
        own_a = random_standard_deck(bundled_pool(), rnd_decks)
        own_b = random_standard_deck(bundled_pool(), rnd_decks)
    if index % 2:
        own_a, own_b = own_b, own_a
    player_a, deck_a = _rung_player(a)
    player_b, deck_b = _rung_player(b)
    deck_a = deck_a or own_a
    deck_b = deck_b or own_b
    seat_a = (index // 2) % 2
    setup = Setup(deck_a, deck_b) if seat_a == 0 else Setup(deck_b, deck_a)
    game = setup.new_game(seed + index)
    rnd = random.Random(seed * 7919 + index)
    for _ in range(opening):
        if game.result is None:
            game.apply(game.random_answer(rnd))
    players = {seat_a: player_a, 1 - seat_a: player_b}
    move = 0
    while game.result is None:
        answer = players[game.to_move].choose(game, (seed + index) * 1000 + move)
        game.apply(answer)
        move += 1
    winner = game.result.winner
    return 0.5 if winner is None else (1.0 if winner == seat_a else 0.0)


def _code_date() -> str:
    """The date of the code measured (its last commit, "+changes" when the package's files
    differ from it), or "" outside a checkout."""
    here = Path(__file__).resolve().parent
    try:
        out = subprocess.run(["git", "log", "-1", "--format=%cs %h"], capture_output=True,
                             text=True, timeout=10, cwd=here)
        changed = subprocess.run(["git", "status", "--porcelain", "--", str(here.parent)],
                                 capture_output=True, text=True, timeout=10, cwd=here)
    except (OSError, subprocess.SubprocessError):
        return ""
    if out.returncode != 0:
        return ""
    dirty = changed.returncode == 0 and changed.stdout.strip()
    return out.stdout.strip() + (" +changes" if dirty else "")


_SCORE_LINE = re.compile(r"^(\S+) vs (\S+): (\d+) games, score ([0-9.]+)$")


def earlier_scores(path: str) -> dict[tuple[str, str], tuple[int, float]]:
    """The pairings' scores printed by an earlier ``--ladder`` run: (a, b) -> (games,
    score of a)."""
    found: dict[tuple[str, str], tuple[int, float]] = {}
    for line in Path(path).read_text(encoding="utf-8").splitlines():
        m = _SCORE_LINE.match(line.strip())
        if m:
            found[(m[1], m[2])] = (int(m[3]), float(m[4]))
    return found


def run_ladder(args: argparse.Namespace) -> int:
    """Measure the ladder; print it, and write it to ``args.write`` if given."""
    rungs = ladder_rungs()
    by_id = {r.id: r for r in rungs}
    wanted = None if args.only is None else set(args.only.split(","))
    rungs = [r for r in rungs if wanted is None or r.id in wanted]
    games = args.games if args.games is not None else max(2, round(20 * args.scale))
    levels = [lv for lv in LEVELS if wanted is None or lv in wanted]
    pairings = schedule(rungs, games, levels)
    if not pairings:
        print(f"no such rung: {args.only}")
        return 2
    # pairings already played by an earlier run with the same games and seed, and not
    # involving a rung that changed since (--replay), are taken from its output
    earlier = earlier_scores(args.scores) if args.scores else {}
    replay = set(args.replay.split(",")) if args.replay else set()
    results: list[tuple[str, str, float]] = []
    reused = 0
    to_play = []
    for p in pairings:
        kept = earlier.get((p.a, p.b))
        if kept is not None and (kept[0] == p.games or args.any_count) \
                and not {p.a, p.b} & replay:
            results += [(p.a, p.b, kept[1] / kept[0])] * kept[0]
            reused += kept[0]
        else:
            to_play.append(p)
    started = time.perf_counter()
    tasks = [(by_id[p.a], by_id[p.b], k, args.seed, args.opening)
             for p in to_play for k in range(p.games)]
    with ProcessPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        futures = [pool.submit(play_ladder_game, *t) for t in tasks]
        results += [(t[0].id, t[1].id, f.result()) for t, f in zip(tasks, futures, strict=True)]
    seconds = time.perf_counter() - started
    for p in pairings:
        mine = [s for a, b, s in results if (a, b) == (p.a, p.b)]
        print(f"{p.a} vs {p.b}: {len(mine)} games, score {sum(mine):g}")
    ratings = fit_ratings(results, levels[0])
    print(f"{'rung':<20} {'games':>5} {'score':>6} {'rating':>6}  95% interval")
    for rung in sorted(rungs, key=lambda r: ratings[r.id].rating):
        r = ratings[rung.id]
        print(f"{rung.id:<20} {r.games:>5} {r.score:>6g} {r.rating:>6.0f}  "
              f"{r.low:.0f} to {r.high:.0f}")
    print(f"ladder: {len(tasks)} games in {seconds:.0f} s with {args.jobs} workers"
          + (f"; {reused} games taken from {args.scores}" if reused else ""))
    if args.write:
        measured = {
            "games_per_pairing": games + games % 2, "games": len(results), "seed": args.seed,
            "opening": args.opening, "anchor": f"{levels[0]} = 800",
            "date": datetime.date.today().isoformat(), "code": _code_date(),
            "command": "python -m momon_desktop bench ai --ladder"
                       + (f" --games {args.games}" if args.games is not None else "")
                       + (f" --seed {args.seed}" if args.seed != 1 else ""),
        }
        if reused:
            measured["reused"] = (f"{reused} games of the pairings without "
                                  f"{', '.join(sorted(replay)) or 'a changed rung'} were taken "
                                  f"from an earlier run with the same seeds")
        fewer = sorted(f"{p.a} vs {p.b}: {earlier[(p.a, p.b)][0]}" for p in pairings
                       if (p.a, p.b) in earlier and earlier[(p.a, p.b)][0] != p.games
                       and not {p.a, p.b} & replay and args.any_count)
        if fewer:
            measured["other_counts"] = "games of the pairings kept with another count: " \
                + "; ".join(fewer)
        Path(args.write).write_text(ladder_json(ratings, rungs, measured), encoding="utf-8")
        print(f"written to {args.write}")
    return 0


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
                        help="comma-separated pairings to play, e.g. hard-greedy,normal-easy "
                             "(with --ladder: the rungs to place, e.g. beginner,easy)")
    parser.add_argument("--ladder", action="store_true",
                        help="measure the Elo ladder of the levels and scripted opponents")
    parser.add_argument("--any-count", action="store_true",
                        help="with --scores: reuse an earlier pairing whatever its number of "
                             "games (to add a rung measured with fewer games)")
    parser.add_argument("--scores", default=None, metavar="PATH",
                        help="with --ladder: the printed output of an earlier run; its "
                             "pairings are reused instead of played again")
    parser.add_argument("--replay", default=None, metavar="RUNGS",
                        help="with --scores: comma-separated rungs changed since that run, "
                             "whose pairings are played again")
    parser.add_argument("--write", default=None, metavar="PATH",
                        help="with --ladder: store the ladder there (resources/ai/ladder.json)")
    return parser.parse_args(argv)


def run(argv: list[str]) -> int:
    """Run the benchmark; print one line per pairing and a summary line."""
    args = _parse(argv)
    if args.ladder:
        return run_ladder(args)
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

"""``python -m momon_desktop bench expert``: the strongest level measured in the game
people play, with abilities.

* ``--versus OPPONENT`` (``hard``, ``normal``, ``expert10``: expert with ten times its
  budgets, ``handmade``: expert with the hand-made evaluation in place of the fitted
  one): ``--games`` games on ``--decks`` (``bundled``: the two bundled decks, each
  game opening with two random Summons drawn from its seed so that the deterministic
  players meet in many games; ``random``: a pair of random legal Standard decks of the
  bundled pool per two games, PF.1), seats swapped every other game.  One line per game,
  then the results: wins, draws and losses, the score, and expert's processor time per
  move (median and maximum) with the opponent's.
* ``--endgame N``: positions from expert's own games against ``hard`` (both kinds of
  decks) at each number of empty squares from 10 down to 1 (from at most ``40 N`` games:
  a row may hold fewer), expert to decide; expert's
  answer is checked against an exact solve by the Python reference
  (:class:`~momon_desktop.ai.search.Searcher` to the end of the game, full width): the
  outcome kept (win, draw or loss, 7.3.2, 7.3.3) and the exact value kept, by empty
  squares, after a line for each position as it is checked (where expert's answer is
  the one the reference found best, the position is solved once).  Positions the
  reference cannot solve within ``--reference-nodes`` are counted apart;
  ``--endgame-most E`` keeps to positions with E empty squares or fewer.
* ``--proofs N``: the proof of a win with 9 and 10 empty squares, on ``N`` positions of
  each from expert's games against ``hard`` (both kinds of decks), expert to decide.
  Whether a win exists is settled by the native engine's proof with ``--oracle-work``
  (held equal to the Python reference by ``bench fullrules``); every win expert's plan
  proves is checked by the Python reference (:meth:`~momon_desktop.ai.search.Searcher.
  wins`, to the end of the game, full width, within ``--reference-nodes``).  Prints, by
  empty squares: the positions, the won ones, those where expert proved the win and
  where its answer wins, the won games thrown away, and the reference's confirmations.
* ``--speed``: decisions a second of the native search and of the Python search on the
  same positions with abilities.
* ``--timing N``: expert's processor time a decision, played on both sides of ``N``
  games of each kind of decks: the bundled decks, random legal Standard decks of the
  bundled pool, and random card sets within the documented limits (one in four of
  them with abilities that chain, :func:`.fullrules.random_setup`), one answer in four
  drawn at random so that the games meet many positions (``--random-moves``: another
  share, 1 for every answer, which meets the positions of the long chains of PD.7 and
  PD.14 more often); the median, the maximum and the slowest decisions with their
  empty squares and the decisions they searched.

Processor time is measured in the process that plays (``time.process_time``), one
game per worker process (``--jobs``), so it does not grow when other programs load the
machine; the budgets count work, so the games are the same under any load.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

from momon_desktop.ai import make_player
from momon_desktop.ai.expert import EXPERT_CPU_LIMIT, ExpertPlayer, expert_plan
from momon_desktop.ai.players import Player
from momon_desktop.ai.search import Searcher, SearchLimits, SearchResult
from momon_desktop.cards import bundled_decks, bundled_pool
from momon_desktop.engine import Answer, CardDef, Game, Setup
from momon_desktop.engine.view import searchable_copy

from .randomcards import random_standard_deck

OPPONENTS = ("hard", "normal", "expert10", "handmade")
DECKS = ("bundled", "random")
TIMING_DECKS = ("bundled", "random", "user sets")


class ScaledExpert(ExpertPlayer):
    """``expert`` with every budget of its plan multiplied by ``scale``."""

    def __init__(self, scale: int) -> None:
        super().__init__(name=f"expert x{scale}", cpu_limit=0.0)
        self.scale = scale

    def analyse(self, game: Game, seed: int = 0) -> SearchResult:
        view = searchable_copy(game, game.to_move, seed)
        self.plan = [(kind, budget * self.scale) for kind, budget in expert_plan(view)]
        return super().analyse(game, seed)


def opponent(name: str) -> Player:
    """The opponent named on the command line."""
    if name == "expert10":
        return ScaledExpert(10)
    if name == "handmade":
        return ExpertPlayer(name="handmade", fitted=False)
    return make_player(name)


def deck_pair(kind: str, index: int, seed: int) -> tuple[list[CardDef], list[CardDef]]:
    """The decks of game ``index``: expert's first, then its opponent's."""
    pool = bundled_pool()
    if kind == "bundled":
        decks = [[pool.get(c) for c in d.cards] for d in bundled_decks()]
        a, b = decks[index % len(decks)], decks[(index + 1) % len(decks)]
        return a, b
    rnd = random.Random(seed * 104729 + index // 2)
    a, b = random_standard_deck(pool, rnd), random_standard_deck(pool, rnd)
    return (a, b) if index % 2 == 0 else (b, a)


@dataclass(frozen=True, slots=True)
class Outcome:
    """One game: expert's result (1, 0, -1), its seat and decks, and the processor
    time of each decision of expert and of its opponent."""

    index: int
    result: int
    seat: int
    momon: tuple[int, int]
    expert_cpu: tuple[float, ...]
    opponent_cpu: tuple[float, ...]
    positions: tuple[tuple[Game, Answer], ...] = ()


def play(kind: str, against: str, index: int, seed: int, keep: bool = False) -> Outcome:
    """Game ``index``: expert against ``against`` on ``kind`` decks; ``keep`` keeps the
    positions where expert decided with its answers (for the endgame table)."""
    mine, theirs = deck_pair(kind, index, seed)
    seat = (index // 2) % 2 if kind == "bundled" else index % 2
    setup = Setup(mine, theirs) if seat == 0 else Setup(theirs, mine)
    game = setup.new_game(seed + index)
    if kind == "bundled":
        rnd = random.Random(seed * 7919 + index)
        for _ in range(2):
            if game.result is None:
                game.apply(game.random_answer(rnd))
    players: dict[int, Player] = {seat: ExpertPlayer(), 1 - seat: opponent(against)}
    cpu: dict[int, list[float]] = {0: [], 1: []}
    kept: list[tuple[Game, Answer]] = []
    move = 0
    while game.result is None:
        who = game.to_move
        before = game.copy() if keep and who == seat else None
        start = time.process_time()
        answer = players[who].choose(game, (seed + index) * 1000 + move)
        cpu[who].append(time.process_time() - start)
        if before is not None and len(before.legal_answers()) > 1:
            kept.append((before, answer))
        game.apply(answer)
        move += 1
    winner = game.result.winner
    result = 0 if winner is None else (1 if winner == seat else -1)
    momon = game.result.momon
    return Outcome(index, result, seat, (momon[seat], momon[1 - seat]), tuple(cpu[seat]),
                   tuple(cpu[1 - seat]), tuple(kept))


def _play_args(args: tuple[str, str, int, int, bool]) -> Outcome:
    return play(*args)


def _summary(name: str, outcomes: Sequence[Outcome]) -> str:
    wins = sum(1 for o in outcomes if o.result == 1)
    draws = sum(1 for o in outcomes if o.result == 0)
    losses = sum(1 for o in outcomes if o.result == -1)
    score = (wins + draws / 2) / max(1, len(outcomes))
    mine = [t for o in outcomes for t in o.expert_cpu]
    theirs = [t for o in outcomes for t in o.opponent_cpu]
    return (f"expert vs {name}: {len(outcomes)} games, {wins}-{draws}-{losses} (W-D-L), "
            f"score {score:.1%}; expert processor time a move: median {statistics.median(mine):.3f} s, "
            f"max {max(mine):.3f} s; {name}: median {statistics.median(theirs):.3f} s, "
            f"max {max(theirs):.3f} s")


def versus(against: str, games: int, kinds: Sequence[str], seed: int, jobs: int) -> int:
    """Play and print the match; returns the number of games."""
    tasks = [(kind, against, i, seed, False) for kind in kinds for i in range(games)]
    by_kind: dict[str, list[Outcome]] = {kind: [] for kind in kinds}
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        for (kind, _a, _i, _s, _k), out in zip(tasks, pool.map(_play_args, tasks), strict=True):
            by_kind[kind].append(out)
            mark = {1: "win", 0: "draw", -1: "loss"}[out.result]
            print(f"{kind} game {out.index}: expert seat {out.seat}, {mark} "
                  f"{out.momon[0]}-{out.momon[1]}, slowest move {max(out.expert_cpu):.2f} s",
                  flush=True)
    for kind in kinds:
        print(_summary(f"{against} ({kind} decks)", by_kind[kind]))
    everything = [o for kind in kinds for o in by_kind[kind]]
    print(_summary(against, everything))
    return len(everything)


# ------------------------------------------------------------------ the endgame table


def reference_solve(game: Game, answer: Answer | None, nodes: int) -> SearchResult | None:
    """The exact solve of ``game`` for its decider (of ``answer`` alone if given) by the
    Python reference, or None if it does not finish within ``nodes``."""
    view = searchable_copy(game, game.to_move, 0)
    limits = SearchLimits(max_depth=1, nodes=nodes, exact_turns=16, width=None)
    found = Searcher(limits=limits).search(
        view, value_needed=True, only=None if answer is None else [answer])
    return found if found.exact else None


def reference_value(game: Game, answer: Answer | None, nodes: int) -> int | None:
    """The exact value for the decider of ``game`` (of ``answer`` if given) by the Python
    reference, or None if it does not finish within ``nodes``."""
    found = reference_solve(game, answer, nodes)
    return None if found is None else found.value


def _outcome(value: int) -> int:
    return 1 if value > 50_000 else (-1 if value < -50_000 else 0)


def _check(args: tuple[Game, Answer, int]) -> tuple[int, int | None, int | None]:
    game, answer, nodes = args
    best = reference_solve(game, None, nodes)
    if best is None:
        return len(game.empty_squares()), None, None
    # the answer the exact solve found best has the best value: solved once
    given = best.value if best.answer == answer else reference_value(game, answer, nodes)
    return len(game.empty_squares()), best.value, given


def endgame(count: int, seed: int, jobs: int, reference_nodes: int, most: int = 10,
            least: int = 1) -> None:
    """Print the endgame exactness table (module docstring) for positions with ``least``
    to ``most`` empty squares."""
    # from 1 empty square at least: with none left only an ability's last choice is
    # decided, so few games hold such a position and the search for them would not end
    wanted = {e: count for e in range(max(1, least), most + 1)}
    found: dict[int, list[tuple[Game, Answer]]] = {e: [] for e in wanted}
    index = 0
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        while any(len(found[e]) < wanted[e] for e in wanted) and index < 40 * count:
            batch = [(kind, "hard", index + i, seed, True)
                     for i in range(2 * jobs) for kind in DECKS]
            index += 2 * jobs
            for out in pool.map(_play_args, batch):
                for game, answer in out.positions:
                    e = len(game.empty_squares())
                    if e in found and len(found[e]) < wanted[e]:
                        found[e].append((game, answer))
        print(f"positions from {index * 2} games of expert against hard", flush=True)
        rows = []
        for e in sorted(found, reverse=True):
            tasks = [(g, a, reference_nodes) for g, a in found[e]]
            results = []
            for number, result in enumerate(pool.map(_check, tasks), 1):
                results.append(result)
                _e, b, v = result
                told = "not solved by the reference" if b is None or v is None else \
                    f"reference {b}, expert's answer {v}"
                print(f"{e:2d} empty squares, position {number}: {told}", flush=True)
            solved = [(b, v) for _e, b, v in results if b is not None and v is not None]
            kept = sum(1 for b, v in solved if _outcome(v) == _outcome(b))
            exact = sum(1 for b, v in solved if v == b)
            lost = sum(1 for b, v in solved if _outcome(b) == 1 and _outcome(v) != 1)
            n = len(solved)
            rows.append((e, len(tasks), n, kept, exact, lost))
            print(f"{e:2d} empty squares: {len(tasks)} positions, {n} solved by the reference, "
                  f"outcome kept {kept}/{n}, exact value kept {exact}/{n}, won games thrown "
                  f"away {lost}", flush=True)
    total = [sum(r[i] for r in rows) for i in range(1, 6)]
    print(f"endgame: {total[0]} positions, {total[1]} solved, outcome kept {total[2]}, "
          f"exact value kept {total[3]}, won games thrown away {total[4]}")


# ------------------------------------------------------------------ proofs of a win


def _proof_row(args: tuple[Game, int, int]) -> tuple[int, int, int, bool, bool | None]:
    """One position of the proofs table: (empty squares, a win exists: 1, none: -1,
    unknown: 0; expert proved a win: 1, else 0; expert's answer wins; the reference's
    confirmation of expert's proven win, None if it was not asked or did not finish)."""
    from momon_desktop.ai import native
    from momon_desktop.ai.expert import expert_search

    game, oracle_work, reference_nodes = args
    view = searchable_copy(game, game.to_move, 0)
    found = expert_search(view)
    answer = found.result.answer
    exists = native.search(view, 0, phases=[(native.PROVE, oracle_work)]).proof
    answer_wins = False
    if exists == 1:
        answer_wins = native.search(view, 0, phases=[(native.PROVE, oracle_work)],
                                    only=[answer]).proof == 1
    confirmed: bool | None = None
    if found.proof == 1:
        confirmed = Searcher(limits=SearchLimits(nodes=reference_nodes)).wins(view, answer)
    return len(view.empty_squares()), exists, found.proof, answer_wins, confirmed


def proofs(count: int, seed: int, jobs: int, reference_nodes: int, oracle_work: int) -> None:
    """Print the proofs table (module docstring)."""
    wanted = (9, 10)
    found: dict[int, list[Game]] = {e: [] for e in wanted}
    index = 0
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        while any(len(found[e]) < count for e in wanted) and index < 40 * count:
            batch = [(kind, "hard", index + i, seed, True)
                     for i in range(2 * jobs) for kind in DECKS]
            index += 2 * jobs
            for out in pool.map(_play_args, batch):
                for game, _answer in out.positions:
                    e = len(game.empty_squares())
                    if e in found and len(found[e]) < count:
                        found[e].append(game)
        print(f"positions from {index * 2} games of expert against hard", flush=True)
        for e in wanted:
            rows = list(pool.map(_proof_row, [(g, oracle_work, reference_nodes)
                                              for g in found[e]]))
            won = [r for r in rows if r[1] == 1]
            unknown = sum(1 for r in rows if r[1] == 0)
            proved = sum(1 for r in won if r[2] == 1)
            wins = sum(1 for r in won if r[3])
            asked = [r[4] for r in rows if r[2] == 1]
            print(f"{e:2d} empty squares: {len(rows)} positions, {len(won)} won ({unknown} "
                  f"unsettled), expert proved the win in {proved}, its answer wins in {wins}, "
                  f"won games thrown away {len(won) - wins}; the reference confirms "
                  f"{sum(1 for c in asked if c)} of the {len(asked)} wins expert proved "
                  f"({sum(1 for c in asked if c is None)} not settled within its budget, "
                  f"{sum(1 for c in asked if c is False)} refuted)", flush=True)


# ------------------------------------------------------------------ speed


def speed(seed: int, count: int) -> None:
    """Print decisions a second of both searches on the same positions with abilities."""
    from momon_desktop.ai import native

    rnd = random.Random(seed)
    positions: list[Game] = []
    while len(positions) < count:
        kind = DECKS[len(positions) % 2]
        mine, theirs = deck_pair(kind, rnd.randrange(1000), seed)
        game = Setup(mine, theirs).new_game(rnd.randrange(1 << 20))
        for _ in range(rnd.randrange(0, 9)):
            if game.result is None:
                game.apply(game.random_answer(rnd))
        if game.result is None:
            positions.append(searchable_copy(game, game.to_move, 0))
    py_nodes = py_time = 0.0
    for g in positions:
        start = time.process_time()
        r = Searcher(limits=SearchLimits(max_depth=64, nodes=20_000)).search(g, value_needed=True)
        py_time += time.process_time() - start
        py_nodes += r.nodes
    print(f"python search: {py_nodes / py_time:,.0f} decisions a second "
          f"({len(positions)} positions, {py_time:.1f} s)")
    if native.NATIVE:
        nodes = work = 0
        spent = 0.0
        for g in positions:
            start = time.process_time()
            found = native.search(g, 1_500_000)
            spent += time.process_time() - start
            nodes += found.nodes
            work += found.work
        print(f"native search: {nodes / spent:,.0f} decisions a second, {work / spent:,.0f} "
              f"units of work a second ({len(positions)} positions, {spent:.1f} s)")


# ------------------------------------------------------------------ time a decision


def timing_setup(kind: str, index: int, seed: int) -> Setup:
    """The decks of timing game ``index`` of ``kind`` (:data:`TIMING_DECKS`)."""
    if kind == "user sets":
        from .fullrules import random_setup

        rnd = random.Random(seed * 7_919 + index)
        # random_setup gives Standard decks for every third index: skip those
        return random_setup(rnd, 3 * (index // 2) + 1 + index % 2)
    mine, theirs = deck_pair(kind, index, seed)
    return Setup(mine, theirs)


def timed_game(args: tuple[str, int, int, float]) -> list[tuple[float, int, int, bool]]:
    """Expert on both sides of one timing game: (processor seconds, empty squares,
    decisions searched, whether the search stopped at its limit of processor time) for
    every decision it searched."""
    from momon_desktop.ai.expert import expert_search

    kind, index, seed, random_moves = args
    setup = timing_setup(kind, index, seed)
    rnd = random.Random(seed * 104_729 + index)
    game = setup.new_game(rnd.randrange(1 << 30))
    out: list[tuple[float, int, int, bool]] = []
    decisions = 0
    while game.result is None and decisions < 400:
        view = searchable_copy(game, game.to_move, decisions)
        start = time.process_time()
        found = expert_search(view)
        spent = time.process_time() - start
        if found.engine != "forced":
            out.append((spent, len(view.empty_squares()), found.result.nodes,
                        found.out_of_time))
        answer = game.random_answer(rnd) if rnd.random() < random_moves else found.result.answer
        game.apply(answer)
        decisions += 1
    return out


def timing(count: int, seed: int, jobs: int, random_moves: float = 0.25) -> float:
    """Print expert's processor time a decision on every kind of decks; the maximum."""
    worst = 0.0
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        for kind in TIMING_DECKS:
            found = [t for game in pool.map(timed_game, [(kind, i, seed, random_moves)
                                                       for i in range(count)])
                     for t in game]
            if not found:
                continue
            spent = sorted(found, reverse=True)
            worst = max(worst, spent[0][0])
            stopped = sum(1 for t in found if t[3])
            print(f"{kind}: {len(found)} decisions, processor time median "
                  f"{statistics.median(t[0] for t in found):.3f} s, max {spent[0][0]:.3f} s; "
                  f"{stopped} searches stopped at the limit of {EXPERT_CPU_LIMIT} s",
                  flush=True)
            for t, e, n, _stopped in spent[:3]:
                print(f"  {t:.3f} s with {e} empty squares ({n:,} decisions searched)")
    return worst


def _parse(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m momon_desktop bench expert")
    parser.add_argument("--versus", choices=OPPONENTS)
    parser.add_argument("--games", type=int, default=20, help="games per kind of decks")
    parser.add_argument("--decks", choices=(*DECKS, "both"), default="both")
    parser.add_argument("--endgame", type=int, default=0,
                        help="positions per number of empty squares")
    parser.add_argument("--reference-nodes", type=int, default=3_000_000)
    parser.add_argument("--endgame-most", type=int, default=10, choices=range(0, 11),
                        metavar="E", help="with --endgame: positions with E empty squares "
                        "or fewer (default 10)")
    parser.add_argument("--endgame-least", type=int, default=1, choices=range(1, 11),
                        metavar="L", help="with --endgame: positions with L empty squares "
                        "or more (default 1)")
    parser.add_argument("--speed", type=int, default=0, help="positions for the speed")
    parser.add_argument("--proofs", type=int, default=0,
                        help="positions with 9 and with 10 empty squares for the proofs")
    parser.add_argument("--oracle-work", type=int, default=200_000_000,
                        help="with --proofs: the native proof's budget that settles "
                        "whether a win exists")
    parser.add_argument("--timing", type=int, default=0,
                        help="games of each kind of decks for the time a decision")
    parser.add_argument("--random-moves", type=float, default=0.25,
                        help="with --timing: the share of answers drawn at random")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    return parser.parse_args(argv)


def run(argv: list[str]) -> int:
    """Run the benchmark."""
    args = _parse(argv)
    kinds = DECKS if args.decks == "both" else (args.decks,)
    if args.versus:
        versus(args.versus, args.games, kinds, args.seed, args.jobs)
    if args.endgame:
        endgame(args.endgame, args.seed, args.jobs, args.reference_nodes, args.endgame_most,
                args.endgame_least)
    if args.speed:
        speed(args.seed, args.speed)
    if args.proofs:
        proofs(args.proofs, args.seed, args.jobs, args.reference_nodes, args.oracle_work)
    if args.timing:
        worst = timing(args.timing, args.seed, args.jobs, args.random_moves)
        print(f"timing: expert's slowest decision took {worst:.3f} s of processor time")
    if not (args.versus or args.endgame or args.speed or args.timing or args.proofs):
        print("choose --versus OPPONENT, --endgame N, --proofs N, --speed N or --timing N")
        return 2
    return 0

"""``python -m momon_desktop bench native``: the vanilla solver, checked and measured.

Decks are random vanilla decks (:func:`random_vanilla_deck`: cards with power 1 to 9
and a random Snatch-Sight, as an outside tester would make them, mixed with the
Starter Set's cards that have no ability), positions are reached by random play.

* default: the cross-check and the speed.  On ``--positions`` random positions one
  random Summon is applied by the engine (``Game.apply``), by the Python reference
  step and by the C core's step; the controllers, turn counts, turn player and game
  end must agree (P10.2, P10.3, P8.4, 7.1, 7.2).  Then nodes a second of the ``hard``
  search, and of the Python reference and the C core with each evaluation.
* ``--optimality``: for 4, 6, 8, 10 and 12 empty squares, how often ``hard`` and
  ``expert`` keep the game-theoretic outcome (win stays win, 7.3.2, 7.3.3) and the
  exact Momon difference, against the exact solve.
* ``--versus N``: ``expert`` against ``hard`` (or, with ``--against reference``, against
  :class:`ReferencePlayer`) on N deck pairs, each pair twice with the seats swapped,
  with the seconds per move of each.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

from momon_desktop.ai import Player, make_player, vanilla
from momon_desktop.ai.expert import ExpertPlayer
from momon_desktop.ai.players import hard_limits
from momon_desktop.ai.search import Searcher
from momon_desktop.engine import Answer, CardDef, Game, Setup, Summon
from momon_desktop.engine.carddefs import DIRECTIONS
from momon_desktop.engine.view import searchable_copy

# Nodes an exact solve may use in the optimality table before the position is left out.
EXACT_NODES = 400_000_000
# The reference opponent's budget while more than REFERENCE_EXACT_EMPTIES squares are
# empty: about a second of the C core on one core of this machine.
REFERENCE_NODES = 1_000_000
REFERENCE_EXACT_EMPTIES = 10


def random_vanilla_card(rnd: random.Random, ident: str) -> CardDef:
    """A Momon without abilities: power 1 to 9, each direction in sight with chance 0.4."""
    sight = tuple(d for d in DIRECTIONS if rnd.random() < 0.4)
    return CardDef(id=ident, name={"en": ident}, type="momon", power=rnd.randint(1, 9),
                   sight=sight)


_STARTER: list[CardDef] = []


def starter_vanilla() -> list[CardDef]:
    """The Starter Set's cards without abilities."""
    if not _STARTER:
        from momon_desktop.cards import bundled_pool

        _STARTER.extend(c for c in bundled_pool().cards()
                        if not c.abilities and not c.continuous)
    return _STARTER


def random_vanilla_deck(rnd: random.Random, prefix: str) -> list[CardDef]:
    """Ten vanilla cards: about half random, half from the Starter Set (copies allowed,
    PF.2)."""
    starter = starter_vanilla()
    deck = []
    for i in range(10):
        if rnd.random() < 0.5:
            deck.append(random_vanilla_card(rnd, f"{prefix}-{i}"))
        else:
            deck.append(starter[rnd.randrange(len(starter))])
    return deck


def random_position(rnd: random.Random, empties: int) -> Game:
    """A vanilla game after ``16 - empties`` random Summons."""
    while True:
        game = Setup(random_vanilla_deck(rnd, "a"), random_vanilla_deck(rnd, "b")).new_game(
            rnd.randrange(1 << 30))
        for _ in range(16 - empties):
            game.apply(game.random_answer(rnd))
        if game.result is None:
            return game


def engine_step(game: Game, answer: Summon) -> tuple[int, int, int, int, bool]:
    """The engine's result of one Summon in the packed form of :func:`vanilla.py_step`."""
    game.apply(answer)
    try:
        own0 = 0
        for sq, c in enumerate(game.board):
            if c >= 0 and game.ctrl[c] == 0:
                own0 |= 1 << sq
        over = game.result is not None
        tp = game.turn_player if over else game.to_move
        return own0, game.turns[0], game.turns[1], tp, over
    finally:
        game.undo()


def _kind_of(game: Game, kinds: list[tuple[int, str]], answer: Summon) -> int:
    st = game.setup
    return kinds.index((st.owner[answer.card], st.defs[answer.card].id))


def cross_check(positions: int, seed: int) -> tuple[int, int, float]:
    """Positions checked, disagreements, and positions a second."""
    rnd = random.Random(seed)
    bad = 0
    start = time.perf_counter()
    game = random_position(rnd, 16)
    for _ in range(positions):
        if game.result is not None or rnd.random() < 0.08:
            game = random_position(rnd, rnd.randint(1, 16))
        packed = vanilla.pack(game)
        assert packed is not None
        problem, kinds = packed
        answer = game.random_answer(rnd)
        assert isinstance(answer, Summon)
        k = _kind_of(game, kinds, answer)
        want = engine_step(game, answer)
        py = vanilla.py_step(problem, k, answer.square)
        # The engine says whose turn it is only while the game goes on.
        got = [py]
        if vanilla.NATIVE:
            got.append(vanilla.c_step(problem, k, answer.square))
        for g in got:
            if g[4] != want[4] or g[:3] != want[:3] or (not want[4] and g[3] != want[3]):
                bad += 1
                break
        game.apply(answer)
    return positions, bad, positions / (time.perf_counter() - start)


def speed(seed: int, count: int) -> list[tuple[str, float]]:
    """Nodes a second of the hard search, and of the Python reference and the C core
    with each evaluation (the hand-made one, the fitted one)."""
    rnd = random.Random(seed)
    games = [random_position(rnd, rnd.choice((10, 11, 12))) for _ in range(count)]
    out = []
    nodes = 0
    t = 0.0
    for g in games:
        start = time.process_time()
        res = Searcher(limits=hard_limits()).search(g.copy())
        t += time.process_time() - start
        nodes += res.nodes
    out.append(("hard search (Python engine)", nodes / t))
    fitted = vanilla.fitted_weights()
    for name, fn, budget, weights in (
            ("Python reference, hand-made evaluation", vanilla.py_search, 30_000, b""),
            ("Python reference, fitted evaluation", vanilla.py_search, 30_000, fitted),
            ("C core, hand-made evaluation", vanilla.c_search, 2_000_000, b""),
            ("C core, fitted evaluation", vanilla.c_search, 2_000_000, fitted)):
        if fn is vanilla.c_search and not vanilla.NATIVE:
            continue
        nodes = 0
        t = 0.0
        for g in games:
            packed = vanilla.pack(g)
            assert packed is not None
            start = time.process_time()
            raw = fn(packed[0], budget, False, weights)
            t += time.process_time() - start
            nodes += raw.nodes
        out.append((name, nodes / t))
    return out


def _outcome(game: Game, seat: int, diff: int) -> int:
    """1 if a final difference ``diff`` for ``seat`` wins (7.3.2, 7.3.3), else 0."""
    return 1 if diff > 0 or (diff == 0 and game.fpt == seat) else 0


def _exact(game: Game, seat: int) -> int | None:
    """The exact final difference for ``seat`` under best play, or None."""
    if game.result is not None:
        a, b = game.result.momon
        return a - b if seat == 0 else b - a
    found = vanilla.solve_vanilla(game, EXACT_NODES)
    if found is None or not found.raw.exact:
        return None
    v = found.raw.value // vanilla.SCALE
    return v if game.to_move == seat else -v


def optimality_case(empties: int, seed: int) -> tuple[int, dict[str, tuple[int, int]]] | None:
    """One position: for each level, (kept the outcome, kept the exact difference)."""
    rnd = random.Random(seed * 1009 + empties)
    game = random_position(rnd, empties)
    seat = game.to_move
    best = _exact(game, seat)
    if best is None:
        return None
    out: dict[str, tuple[int, int]] = {}
    for level in ("hard", "expert"):
        answer = make_player(level).choose(game, seed)
        game.apply(answer)
        try:
            v = _exact(game, seat)
        finally:
            game.undo()
        if v is None:
            return None
        out[level] = (int(_outcome(game, seat, v) == _outcome(game, seat, best)), int(v == best))
    return empties, out


@dataclass
class ReferencePlayer:
    """A strong opponent to measure ``expert`` against, as an outside tester would build
    one: the C core's alpha-beta search with its transposition table and the hand-made
    evaluation (not the fitted one expert uses), about a million
    nodes a move (:data:`REFERENCE_NODES`, about a second here), and an exact solve to
    the end of the game, whatever it costs, once :data:`REFERENCE_EXACT_EMPTIES` or
    fewer squares are empty.  Vanilla positions only, with the C core built."""

    name: str = "reference"

    def choose(self, game: Game, seed: int = 0) -> Answer:
        """The answer of the search or of the exact solve."""
        exact = len(game.empty_squares()) <= REFERENCE_EXACT_EMPTIES
        nodes = EXACT_NODES if exact else REFERENCE_NODES
        view = searchable_copy(game, game.to_move, seed)
        found = vanilla.solve_vanilla(view, nodes, evaluation="hand")
        if found is None:
            raise ValueError("the reference opponent plays vanilla positions only")
        return found.answer


def opponent(against: str) -> Player:
    """The opponent ``expert`` plays in ``--versus``: ``hard`` or the reference."""
    return ReferencePlayer() if against == "reference" else make_player("hard")


def _play(pair: int, swap: int, seed: int,
          against: str = "hard") -> tuple[int, list[float], list[float]]:
    """Expert against ``against`` on deck pair ``pair``; 1 if expert wins; seconds per
    move."""
    rnd = random.Random(seed * 7919 + pair)
    decks = (random_vanilla_deck(rnd, "a"), random_vanilla_deck(rnd, "b"))
    game = Setup(*decks).new_game(pair)
    expert_seat = swap
    players = {expert_seat: ExpertPlayer(), 1 - expert_seat: opponent(against)}
    times: dict[int, list[float]] = {0: [], 1: []}
    move = 0
    while game.result is None:
        seat = game.to_move
        start = time.process_time()
        answer = players[seat].choose(game, move)
        times[seat].append(time.process_time() - start)
        game.apply(answer)
        move += 1
    won = int(game.result.winner == expert_seat)
    return won, times[expert_seat], times[1 - expert_seat]


def _parse(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m momon_desktop bench native",
                                     description="Check and measure the vanilla solver.")
    parser.add_argument("--positions", type=int, default=20_000,
                        help="random positions of the cross-check (default 20000)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--optimality", type=int, default=0, metavar="N",
                        help="print the optimality table over N positions per row")
    parser.add_argument("--empties", default="4,6,8,10,12",
                        help="rows of the optimality table (default 4,6,8,10,12)")
    parser.add_argument("--versus", type=int, default=0, metavar="N",
                        help="play expert against hard on N deck pairs, seats swapped")
    parser.add_argument("--against", choices=("hard", "reference"), default="hard",
                        help="expert's opponent in --versus (default hard)")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes (default 2)")
    return parser.parse_args(argv)


def run(argv: list[str]) -> int:
    """Run the benchmark; print its figures and a summary line."""
    args = _parse(argv)
    print(f"native core in use: {vanilla.NATIVE}")
    if args.optimality:
        rows = [int(x) for x in args.empties.split(",")]
        tasks = [(e, args.seed + i) for e in rows for i in range(args.optimality)]
        with ProcessPoolExecutor(max_workers=max(1, args.jobs)) as pool:
            results = [r for r in pool.map(optimality_case, *zip(*tasks, strict=True))
                       if r is not None]
        print("empty squares | positions | hard: outcome kept, exact | expert: outcome kept, exact")
        for e in rows:
            mine = [r[1] for r in results if r[0] == e]
            n = len(mine)
            if not n:
                print(f"{e:>13} | {0:>9} | (no position solved within the budget)")
                continue
            cells = []
            for level in ("hard", "expert"):
                kept = sum(m[level][0] for m in mine)
                exact = sum(m[level][1] for m in mine)
                cells.append(f"{100 * kept / n:5.1f}% {100 * exact / n:5.1f}%")
            print(f"{e:>13} | {n:>9} | {cells[0]:>22} | {cells[1]:>22}")
        print(f"native: optimality over {len(results)} positions")
        return 0
    if args.versus:
        if args.against == "reference" and not vanilla.NATIVE:
            print("native: the reference opponent needs the C core, which is not built")
            return 1
        games_to_play = [(p, s, args.seed, args.against)
                         for p in range(args.versus) for s in (0, 1)]
        games = []
        other = args.against
        with ProcessPoolExecutor(max_workers=max(1, args.jobs)) as pool:
            for task, game in zip(games_to_play, pool.map(_play, *zip(*games_to_play, strict=True)),
                                  strict=True):
                games.append(game)
                print(f"pair {task[0]}, expert in seat {task[1]}: "
                      f"{'expert' if game[0] else other} won", flush=True)
        wins = sum(g[0] for g in games)
        et = [t for g in games for t in g[1]]
        ht = [t for g in games for t in g[2]]
        print(f"expert vs {other}: {len(games)} games on {args.versus} deck pairs, "
              f"{wins} expert wins, {len(games) - wins} {other} wins")
        print(f"expert seconds per move (processor): median {statistics.median(et):.3f}, "
              f"max {max(et):.3f}; {other}: median {statistics.median(ht):.3f}, "
              f"max {max(ht):.3f}")
        print(f"native: expert won {wins} of {len(games)} against {other}")
        return 0
    checked, bad, rate = cross_check(args.positions, args.seed)
    print(f"cross-check: {checked} positions, {bad} disagreements "
          f"(engine, Python reference{', C core' if vanilla.NATIVE else ''}); "
          f"{rate:.0f} positions/s")
    for name, nps in speed(args.seed, 6):
        print(f"{name}: {nps:,.0f} nodes/s (processor time)")
    print(f"native: {checked} positions, {bad} disagreements")
    return 0 if bad == 0 else 1

"""Fit the vanilla solver's evaluation to exact values and write
``resources/ai/vanilla-eval.json``.

    python tools/fit_vanilla_eval.py [--games N] [--seed S] [--jobs J]
                                     [--empties 3-10] [--out PATH] [--data FILE]

Positions come from games on random vanilla decks (the decks of ``bench native``: half
random cards, half the Starter Set's cards without abilities), played by the C core's
search with the hand-made evaluation at small budgets, one move in four at random, so
that the positions look like games without repeating one line.  Every position with a
number of empty squares in ``--empties`` is kept with probability 0.7 and solved
exactly to the end of the game (7.1, 7.2) by the C core; its features
(:data:`momon_desktop.ai.vanilla.FEATURES`, for the player to move) and its exact final
Momon difference (7.3.1) are one sample.

For each number of empty squares, a least-squares fit (with a small ridge term on
every weight but the constant) gives the weights; the rows above the largest number
fitted take that row's weights, and those below the smallest, the smallest's.  One
sample in four is held out to report how far the fitted and the hand-made evaluations
are from the exact values (root mean square, in Momon).  ``--data FILE`` keeps the
samples as JSON lines and reads the ones already there, so a longer run can go on
from a shorter one.

The same seed and options give the same file on any machine: the searches stop on
node budgets.  The C core must be built.
"""

from __future__ import annotations

import argparse
import contextlib
import datetime
import json
import random
import subprocess
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from momon_desktop.ai import vanilla  # noqa: E402
from momon_desktop.benchmarks.native import random_vanilla_deck  # noqa: E402
from momon_desktop.engine import Setup  # noqa: E402

# Nodes an exact solve may take before its position is left out.
SOLVE_NODES = 2_000_000_000
# The budgets of the moves that lead to the positions, drawn at random.
PLAY_NODES = (3_000, 20_000, 60_000, 200_000)
RANDOM_MOVE = 0.25
KEEP = 0.7
RIDGE = 1.0


def _samples_of_game(task: tuple[int, int, int, int]) -> list[dict[str, object]]:
    """The samples of one game: ``(seed, index, lowest, highest)`` empty squares."""
    seed, index, lowest, highest = task
    rnd = random.Random(seed * 1_000_003 + index)
    game = Setup(random_vanilla_deck(rnd, "a"), random_vanilla_deck(rnd, "b")).new_game(
        rnd.randrange(1 << 30))
    out: list[dict[str, object]] = []
    while game.result is None:
        empties = len(game.empty_squares())
        packed = vanilla.pack(game)
        if packed is not None and lowest <= empties <= highest and rnd.random() < KEEP:
            problem = packed[0]
            solved = vanilla.c_search(problem, SOLVE_NODES, False)
            if solved.exact:
                core = vanilla._Core(*problem.args())
                feats = core.features(core.tp, core.decisions_left())
                hand = core.evaluate(core.tp, core.decisions_left())
                out.append({"empties": empties, "features": feats,
                            "value": solved.value // vanilla.SCALE, "hand_made": hand})
        if packed is None or rnd.random() < RANDOM_MOVE:
            answer = game.random_answer(rnd)
        else:
            found = vanilla.solve_vanilla(game, rnd.choice(PLAY_NODES), evaluation="hand")
            assert found is not None
            answer = found.answer
        game.apply(answer)
    return out


def _solve_linear(a: list[list[float]], b: list[float]) -> list[float]:
    """``a x = b`` by Gaussian elimination with partial pivoting."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[pivot] = m[pivot], m[col]
        if abs(m[col][col]) < 1e-12:
            continue
        for r in range(n):
            if r != col and m[r][col]:
                f = m[r][col] / m[col][col]
                m[r] = [x - f * y for x, y in zip(m[r], m[col], strict=True)]
    return [m[i][n] / m[i][i] if abs(m[i][i]) >= 1e-12 else 0.0 for i in range(n)]


def fit(samples: list[dict[str, object]]) -> list[float]:
    """Ridge least squares of the exact value (in raw units) on the features."""
    nf = vanilla.NF
    ata = [[0.0] * nf for _ in range(nf)]
    aty = [0.0] * nf
    for s in samples:
        f = s["features"]
        y = float(s["value"]) * vanilla.SCALE  # type: ignore[arg-type]
        assert isinstance(f, list)
        for i in range(nf):
            aty[i] += f[i] * y
            for j in range(nf):
                ata[i][j] += f[i] * f[j]
    for i in range(nf - 1):  # the last feature is the constant
        ata[i][i] += RIDGE
    return _solve_linear(ata, aty)


def rmse(samples: list[dict[str, object]], predict) -> float:  # type: ignore[no-untyped-def]
    """Root mean square distance to the exact values, in Momon."""
    if not samples:
        return float("nan")
    total = sum((predict(s) - float(s["value"]) * vanilla.SCALE) ** 2  # type: ignore[arg-type]
                for s in samples)
    return (total / len(samples)) ** 0.5 / vanilla.SCALE


def _kept(argv: list[str]) -> list[str]:
    """The options that decide the file: all but ``--data`` and ``--out``."""
    out: list[str] = []
    skip = False
    for a in argv:
        if skip:
            skip = False
        elif a in ("--data", "--out"):
            skip = True
        elif not a.startswith(("--data=", "--out=")):
            out.append(a)
    return out


def _parse(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=1200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--empties", default="3-10", help="lowest-highest (default 3-10)")
    parser.add_argument("--out", default=str(ROOT / "resources" / "ai" / "vanilla-eval.json"))
    parser.add_argument("--data", help="JSON lines of samples, read and extended")
    return parser.parse_args(argv)


def main(argv: list[str]) -> int:
    args = _parse(argv)
    if not vanilla.NATIVE:
        print("fit_vanilla_eval: the C core is not built", file=sys.stderr)
        return 1
    lowest, highest = (int(x) for x in args.empties.split("-"))
    samples: list[dict[str, object]] = []
    done: set[int] = set()
    if args.data and Path(args.data).exists():
        for line in Path(args.data).read_text(encoding="utf-8").splitlines():
            record = json.loads(line)
            if record["seed"] == args.seed:
                done.add(record["game"])
                samples.extend(record["samples"])
    tasks = [(args.seed, i, lowest, highest) for i in range(args.games) if i not in done]
    start = time.perf_counter()
    sink = open(args.data, "a", encoding="utf-8") if args.data else None
    try:
        with contextlib.ExitStack() as stack:
            if args.jobs > 1:
                pool = stack.enter_context(ProcessPoolExecutor(max_workers=args.jobs))
                results = pool.map(_samples_of_game, tasks)
            else:  # one job: in this process
                results = map(_samples_of_game, tasks)
            for n, (task, got) in enumerate(zip(tasks, results, strict=True), 1):
                samples.extend(got)
                if sink is not None:
                    sink.write(json.dumps({"seed": args.seed, "game": task[1],
                                           "samples": got}) + "\n")
                    sink.flush()
                if n % 50 == 0:
                    print(f"{n + len(done)} games, {len(samples)} positions, "
                          f"{time.perf_counter() - start:.0f} s", flush=True)
    finally:
        if sink is not None:
            sink.close()
    rows: dict[int, list[float]] = {}
    report: dict[str, dict[str, float | int]] = {}
    for e in range(lowest, highest + 1):
        mine = [s for s in samples if s["empties"] == e]
        if len(mine) < 4 * vanilla.NF:
            print(f"{e} empty squares: only {len(mine)} positions, not fitted")
            continue
        held = mine[::4]
        train = [s for i, s in enumerate(mine) if i % 4]
        w = fit(train)
        fitted = rmse(held, lambda s, w=w: sum(a * b for a, b in zip(w, s["features"],
                                                                         strict=True)))
        hand = rmse(held, lambda s: float(s["hand_made"]))  # type: ignore[arg-type]
        rows[e] = fit(mine)
        report[str(e)] = {"positions": len(mine), "fitted_rmse": round(fitted, 3),
                          "hand_made_rmse": round(hand, 3)}
        print(f"{e:>2} empty squares: {len(mine):>5} positions; held-out error (Momon, "
              f"root mean square): fitted {fitted:.2f}, hand-made {hand:.2f}")
    if not rows:
        print("fit_vanilla_eval: nothing fitted", file=sys.stderr)
        return 1
    first, last = min(rows), max(rows)
    table = [[int(round(w * vanilla.WEIGHT_ONE)) for w in rows[min(max(e, first), last)]]
             for e in range(17)]
    vanilla.pack_weights(table)  # checks the shape and the range
    try:
        commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT,
                                capture_output=True, text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        commit = "unknown"
    data = {
        "format_version": 1,
        "features": list(vanilla.FEATURES),
        "weight_one": vanilla.WEIGHT_ONE,
        "weights": table,
        "fitted": report,
        "measured": {"games": args.games, "seed": args.seed, "empties": args.empties,
                     "date": datetime.date.today().isoformat(), "commit": commit,
                     "command": "python tools/fit_vanilla_eval.py " + " ".join(_kept(argv))},
    }
    text = json.dumps(data, indent=1)
    # one row of weights a line
    for row in table:
        text = text.replace(json.dumps(row, indent=1).replace("\n", "\n  "), json.dumps(row), 1)
    Path(args.out).write_text(text + "\n", encoding="utf-8")
    print(f"fit_vanilla_eval: {len(samples)} positions, rows {first}-{last} fitted, "
          f"written to {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))

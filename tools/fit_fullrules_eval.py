"""Fit the native engine's evaluation to the values of deeper searches and write
``resources/ai/fullrules-eval.json``.

    python tools/fit_fullrules_eval.py [--games N] [--seed S] [--jobs J]
                                       [--data FILE] [--out PATH]

Positions come from games on the decks people play: the two bundled decks and random
legal Standard decks of the bundled pool (PF.1), played by the native search at small
budgets with one answer in six at random, so that the positions look like games
without repeating one line.  A position waiting for a turn Summon (P8.2) is kept with
every time.  Its target is what the game is worth to the player to decide:

* with :data:`EXACT_FROM` or fewer empty squares, the exact final Momon difference
  (7.3.1) by a solve to the end of the game (7.1, 7.2), left out if the solve needs more
  than :data:`SOLVE_WORK`;
* with more, the value of a search of :data:`DEEP_WORK` units of work with the hand-made
  evaluation, some three decisions deeper than the positions the evaluation will judge.

The features are the native engine's own (``_fullrules.features``; docs/ai.md, "The
fitted evaluation").  For each number of empty squares a least-squares fit with a small
ridge term on every weight but the constant gives the weights, in 1/64 of a hundredth of
a Momon; rows without enough samples take their nearest neighbour's.  One sample in four
is held out to report how far the fitted and the hand-made evaluations are from the
targets (root mean square, in Momon).  ``--data FILE`` keeps the samples as JSON lines
and reads the ones already there, so a longer run can go on from a shorter one.

The same seed and options give the same file on any machine: every search stops on a
budget of work.  The native engine must be built.
"""

from __future__ import annotations

import argparse
import contextlib
import datetime
import json
import random
import subprocess
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from fit_vanilla_eval import _solve_linear  # noqa: E402  (this folder, run as a script)

from momon_desktop.ai import native  # noqa: E402
from momon_desktop.benchmarks.expert import deck_pair  # noqa: E402
from momon_desktop.engine import Setup  # noqa: E402
from momon_desktop.engine.view import searchable_copy  # noqa: E402

EXACT_FROM = 8
SOLVE_WORK = 6_000_000
DEEP_WORK = 1_200_000
PLAY_WORK = (50_000, 200_000, 600_000)
RANDOM_MOVE = 1 / 6
KEEP = 1.0
RIDGE = 2.0
WIN = 100_000


def _target(view_value: int, exact: bool) -> float | None:
    """A search value as a Momon difference in hundredths (the evaluation's unit): an
    exact value, or a heuristic search's value that is a game end found within its
    horizon, is a final difference in Momon."""
    if view_value > WIN // 2:
        return float((view_value - WIN) * 100)
    if view_value < -WIN // 2:
        return float((view_value + WIN) * 100)
    return float(view_value * 100) if exact else float(view_value)


def samples_of_game(task: tuple[int, int]) -> list[dict[str, object]]:
    """The samples of game ``index`` of the run with ``seed``."""
    seed, index = task
    rnd = random.Random(seed * 1_000_003 + index)
    kind = ("bundled", "random")[index % 2]
    mine, theirs = deck_pair(kind, index, seed)
    setup = Setup(mine, theirs)
    game = setup.new_game(index)
    out: list[dict[str, object]] = []
    while game.result is None:
        seat = game.to_move
        view = searchable_copy(game, seat, 0)
        empties = len(view.empty_squares())
        turn_summon = view.pending is not None and view.pending.kind == 0
        if turn_summon and len(view.legal_answers()) > 1 and rnd.random() < KEEP:
            exact = empties <= EXACT_FROM
            try:
                if exact:
                    found = native.search(view, SOLVE_WORK, max_depth=100, first_depth=100)
                else:
                    found = native.search(view, 0, phases=[(native.SEARCH, DEEP_WORK)])
            except OverflowError:
                found = None
            if found is not None and (found.exact or not exact):
                target = _target(found.value, found.exact)
                if target is not None:
                    out.append({
                        "empties": empties,
                        "features": native.features(view, seat),
                        "hand": native.hand_value(view, seat),
                        "target": target,
                    })
        if rnd.random() < RANDOM_MOVE:
            answer = game.random_answer(rnd)
        else:
            budget = PLAY_WORK[rnd.randrange(len(PLAY_WORK))]
            answer = native.search(view, 0, phases=[(native.SEARCH, budget)]).answer
            assert answer is not None
        game.apply(answer)
    return out


def _solve(rows: list[list[float]], targets: list[float], ridge: float) -> list[float]:
    """Least squares with a ridge term on every weight but the last (the constant)."""
    n = len(rows[0])
    a = [[0.0] * n for _ in range(n)]
    b = [0.0] * n
    for x, y in zip(rows, targets, strict=True):
        for i in range(n):
            b[i] += x[i] * y
            for j in range(n):
                a[i][j] += x[i] * x[j]
    for i in range(n - 1):
        a[i][i] += ridge * len(rows)
    return _solve_linear(a, b)


def fit(samples: list[dict[str, object]]) -> tuple[list[list[int]], list[str]]:
    """The weights by number of empty squares, and lines reporting the fit."""
    nf = len(native.FEATURES)
    rows: list[list[int] | None] = [None] * 17
    report: list[str] = []
    for empties in range(17):
        here = [s for s in samples if s["empties"] == empties]
        train = [s for i, s in enumerate(here) if i % 4]
        held = [s for i, s in enumerate(here) if not i % 4]
        if len(train) < 3 * nf:
            continue
        xs = [[float(v) for v in s["features"]] for s in train]  # type: ignore[attr-defined]
        ys = [float(s["target"]) for s in train]  # type: ignore[arg-type]
        w = _solve(xs, ys, RIDGE)
        rows[empties] = [round(v * 64) for v in w]
        if held:
            def rms(values: list[float]) -> float:
                return (sum(v * v for v in values) / len(values)) ** 0.5 / 100

            fitted = [sum(wi * float(f) for wi, f in zip(w, s["features"], strict=True))  # type: ignore[arg-type]
                      - float(s["target"]) for s in held]  # type: ignore[arg-type]
            hand = [float(s["hand"]) - float(s["target"]) for s in held]  # type: ignore[arg-type]
            report.append(f"{empties:2d} empty squares: {len(train)} samples fitted, "
                          f"{len(held)} held out; error {rms(fitted):.2f} Momon fitted, "
                          f"{rms(hand):.2f} hand-made")
    filled = [r for r in rows if r is not None]
    if not filled:
        raise SystemExit("not enough samples to fit")
    out: list[list[int]] = []
    for empties in range(17):
        if rows[empties] is not None:
            out.append(rows[empties])  # type: ignore[arg-type]
            continue
        nearest = min((abs(e - empties), e) for e in range(17) if rows[e] is not None)[1]
        out.append(list(rows[nearest]))  # type: ignore[arg-type]
    return out, report


def main(argv: list[str] | None = None) -> int:
    """Generate samples, fit, write the file."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--data", type=Path)
    ap.add_argument("--out", type=Path, default=ROOT / "resources" / "ai" / "fullrules-eval.json")
    args = ap.parse_args(argv)
    if not native.NATIVE:
        raise SystemExit("the native engine is not built")
    samples: list[dict[str, object]] = []
    done: set[int] = set()
    if args.data and args.data.exists():
        for line in args.data.read_text().splitlines():
            record = json.loads(line)
            done.add(record["game"])
            for sample in record["samples"]:
                if abs(sample["target"]) > WIN // 2:
                    sample["target"] = _target(int(sample["target"]), False)
                samples.extend([sample])
    todo = [i for i in range(args.games) if i not in done]
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        for index, found in zip(todo, pool.map(samples_of_game, [(args.seed, i) for i in todo]),
                                strict=True):
            samples.extend(found)
            if args.data:
                with args.data.open("a") as handle:
                    handle.write(json.dumps({"game": index, "samples": found}) + "\n")
            print(f"game {index}: {len(found)} samples ({len(samples)} in all)", flush=True)
    weights, report = fit(samples)
    for line in report:
        print(line)
    commit = ""
    with contextlib.suppress(OSError, subprocess.SubprocessError):
        commit = subprocess.run(["git", "rev-parse", "HEAD"], cwd=ROOT, capture_output=True,
                                text=True, check=False).stdout.strip()
    args.out.write_text(json.dumps({
        "format_version": 1,
        "features": list(native.FEATURES),
        "one": 64,
        "weights": weights,
        "measured": {"games": args.games, "seed": args.seed, "samples": len(samples),
                     "date": datetime.date.today().isoformat(), "commit": commit,
                     "command": "python tools/fit_fullrules_eval.py " + " ".join(argv or sys.argv[1:])},
        "report": report,
    }, indent=1) + "\n")
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

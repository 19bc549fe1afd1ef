"""``python -m momon_desktop review RECORD [--nodes N]``: the game review of a saved game.

Prints a JSON array with one object per decision of the record (``docs/records.md``,
"The review command")::

    {"decision": 0, "player": "first", "move": {"summon": "…", "to": "B2"},
     "best": {"summon": "…", "to": "C2"}, "value": 1.0, "best_value": 2.0,
     "loss": 1.0, "mark": "good", "exact": false, "forced": false,
     "outcome": null, "best_outcome": null}

Any bad input (a file that cannot be read, is too large, is not a regular file, or is
not a valid record) exits with status 2 and prints ``{"error": "…"}`` like the
referee, with no traceback.  The analysis itself is :mod:`momon_desktop.ai.review`.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Sequence
from typing import Any, TextIO

from momon_desktop.ai.review import REVIEW_NODES, DecisionReview, review_positions
from momon_desktop.commandline import command_args
from momon_desktop.engine import SEAT_NAMES
from momon_desktop.storage import RecordError, Replay, load_record, move_to_json

USAGE = "usage: review RECORD [--nodes N]"
EXIT_ERROR = 2
# A node budget far beyond this would take minutes a decision.
MAX_NODES = 2_000_000


class ReviewInputError(Exception):
    """Bad input, printed as ``{"error": message}`` with exit status 2."""


def review_replay(replay: Replay, nodes: int = REVIEW_NODES, **kwargs: Any) -> list[DecisionReview]:
    """The review of every decision of ``replay`` (``progress`` and ``stop`` as
    :func:`~momon_desktop.ai.review.review_positions`)."""
    positions, answers, seats = replay.decisions()
    return review_positions(positions, answers, seats, nodes, **kwargs)


def review_json(replay: Replay, reviews: Sequence[DecisionReview]) -> list[dict[str, object]]:
    """The objects the command prints, one per decision."""
    out: list[dict[str, object]] = []
    for r in reviews:
        before = replay.game_at(r.index)
        out.append({
            "decision": r.index,
            "player": SEAT_NAMES[r.player],
            "move": move_to_json(before, r.move),
            "best": None if r.best is None else move_to_json(before, r.best),
            "value": r.value,
            "best_value": r.best_value,
            "loss": r.loss,
            "mark": r.mark,
            "exact": r.exact,
            "forced": r.forced,
            "outcome": r.outcome,
            "best_outcome": r.best_outcome,
        })
    return out


def _parse(argv: Sequence[str]) -> tuple[str, int]:
    args = list(argv)
    nodes = REVIEW_NODES
    if "--nodes" in args:
        i = args.index("--nodes")
        try:
            nodes = int(args[i + 1])
        except (IndexError, ValueError):
            raise ReviewInputError("--nodes needs a whole number; " + USAGE) from None
        if not 100 <= nodes <= MAX_NODES:
            raise ReviewInputError(f"--nodes must be between 100 and {MAX_NODES}")
        del args[i : i + 2]
    if len(args) != 1 or args[0].startswith("-"):
        raise ReviewInputError(USAGE)
    return args[0], nodes


def run(argv: Sequence[str], out: TextIO) -> int:
    """The command with an explicit output stream; returns the exit status."""
    if list(argv) in (["-h"], ["--help"]):
        out.write(USAGE + "\n")
        return 0
    try:
        path, nodes = _parse(argv)
        try:
            loaded = load_record(path)
        except RecordError as exc:
            raise ReviewInputError(exc.message) from None
        replay = Replay.from_loaded(loaded)
        rows = review_json(replay, review_replay(replay, nodes))
    except ReviewInputError as exc:
        out.write(json.dumps({"error": str(exc)}, ensure_ascii=False) + "\n")
        return EXIT_ERROR
    except Exception as exc:
        out.write(json.dumps({"error": f"internal error: {type(exc).__name__}: {exc}"}) + "\n")
        return EXIT_ERROR
    out.write("[\n" + ",\n".join(json.dumps(r, ensure_ascii=False) for r in rows) + "\n]\n")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m momon_desktop review …``."""
    return run(command_args(argv), sys.stdout)


if __name__ == "__main__":
    sys.exit(main())

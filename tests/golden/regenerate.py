"""Write the expected referee output of every golden scenario, and the fingerprints of
the seeded random games (``random-games.json``).

    .venv/bin/python -m tests.golden.regenerate

Run it only after a deliberate rules change, then read the diff of the ``*.expected.json``
files: every changed line is a change in how a recorded game plays out.  A change meant
to keep behaviour (a speed-up, a refactoring) must leave both untouched.
"""

from __future__ import annotations

import io
import json
import sys
from pathlib import Path

from momon_desktop import referee

from . import random_games

GOLDEN = Path(__file__).resolve().parent


def scenarios() -> list[Path]:
    """Every golden scenario file."""
    return sorted(GOLDEN.glob("*.scenario.json"))


def expected_path(scenario: Path) -> Path:
    """The expected-output file of a scenario."""
    return scenario.with_name(scenario.name.replace(".scenario.json", ".expected.json"))


def referee_output(scenario: Path) -> dict[str, object]:
    """The referee's state object after the scenario's moves."""
    out = io.StringIO()
    code = referee.run([str(scenario)], io.StringIO(), out)
    data: dict[str, object] = json.loads(out.getvalue())
    if code != 0:
        raise SystemExit(f"{scenario.name}: {data}")
    return data


def main() -> int:
    """Regenerate every expected output."""
    for scenario in scenarios():
        text = json.dumps(referee_output(scenario), ensure_ascii=False, indent=1) + "\n"
        expected_path(scenario).write_text(text, encoding="utf-8")
        print(f"wrote {expected_path(scenario).name}")
    random_games.write()
    print(f"wrote {random_games.PATH.name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""``python -m momon_desktop bench engine`` prints its figures and ends with the summary
line other tools read; speed itself is measured by running the command, not here."""

from __future__ import annotations

import re

import pytest

from momon_desktop.benchmarks import engine as bench


def test_engine_benchmark_prints_every_figure_and_ends_with_the_summary_line(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert bench.run(["--seconds", "0.05", "--rounds", "2"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert re.fullmatch(r"engine: [\d,]+ random games/s", lines[-1])
    text = "\n".join(lines)
    for figure in ("list legal decisions: ", "apply one decision: ", "unchecked (play_unchecked)",
                   "then undo: ", "copy a game: ", "state hash: ", "decisions/s (random play): "):
        assert figure in text
    rounds = [ln for ln in lines if ln.startswith("round ")]
    assert len(rounds) == 2 and all(" games, " in ln for ln in rounds)

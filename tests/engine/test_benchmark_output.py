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
                   "then undo: ", "copy a game: ", "state hash: ", "load average at the start: ",
                   "load average at the end: "):
        assert figure in text
    # One line per round and engine, with the vanilla games and their ratio to the naive
    # model measured in the same round.
    names = [name for name, _play in bench.engines()]
    assert names[0] == "Python reference"
    rounds = [ln for ln in lines if ln.startswith("round ")]
    assert len(rounds) == 2 * len(names)
    for ln in rounds:
        assert re.fullmatch(r"round [12], (.+): \d+ games, \d+ decisions in [\d.]+ s; vanilla "
                            r"[\d,]+ games/s, [\d.]+x the naive model's [\d,]+", ln), ln
    # The table of medians: a row per engine, then the naive model's.
    header = lines.index("medians of 2 rounds:")
    assert "starter games/s" in lines[header + 1] and "x naive model" in lines[header + 1]
    table = lines[header + 2:-1]
    assert [row.split("  ")[1] for row in table] == [*names, "naive model"]
    assert all(re.search(r"[\d.]+x$", row) for row in table)

"""``bench ai`` runs and prints one line per pairing and a summary."""

from __future__ import annotations

import pytest

from momon_desktop.benchmarks import ai as bench


def test_bench_ai_small_run(capsys: pytest.CaptureFixture[str]) -> None:
    code = bench.run(["--games", "2", "--only", "easy-random,normal-easy", "--jobs", "1"])
    out = capsys.readouterr().out.splitlines()
    assert code == 0
    assert out[0].startswith("normal vs easy: 2 games, ")
    assert out[1].startswith("easy vs random: 2 games, ")
    assert "median" in out[0] and "max" in out[0]
    assert out[-1].startswith("ai: 4 games")


def test_bench_ai_unknown_pairing() -> None:
    assert bench.run(["--only", "hard-hard"]) == 2

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


def test_bench_ai_ladder_small_run(capsys: pytest.CaptureFixture[str], tmp_path) -> None:
    target = tmp_path / "ladder.json"
    code = bench.run(["--ladder", "--games", "2", "--only", "beginner,easy,little-ploy",
                      "--jobs", "1", "--write", str(target)])
    out = capsys.readouterr().out.splitlines()
    assert code == 0
    assert out[0] == "easy vs beginner: 2 games, score " + out[0].rsplit(" ", 1)[1]
    assert any(line.startswith("little-ploy vs beginner: 2 games") for line in out)
    table = [line.split() for line in out if line.split()[:1] in (["beginner"], ["easy"],
                                                                  ["little-ploy"])]
    assert {row[0] for row in table} == {"beginner", "easy", "little-ploy"}
    beginner = next(row for row in table if row[0] == "beginner")
    assert beginner[3] == "800"  # the anchor
    from momon_desktop.ai.ladder import load_ladder

    ladder = load_ladder(target)
    assert {e.id for e in ladder.entries} == {"beginner", "easy", "little-ploy"}
    assert ladder.measured["games_per_pairing"] == 2 and ladder.measured["seed"] == 1


def test_bench_ai_ladder_unknown_rung() -> None:
    assert bench.run(["--ladder", "--only", "nobody"]) == 2


def test_bench_expert_checks_an_answer_against_the_references_exact_solve() -> None:
    # the endgame table solves a position once when expert's answer is the one the
    # reference found best, and solves the answer alone otherwise: both give the values
    # that two separate solves give
    import random

    from momon_desktop.benchmarks import expert as bench_expert
    from momon_desktop.engine import Setup

    game = Setup(*bench_expert.deck_pair("bundled", 0, 3)).new_game(3)
    rnd = random.Random(3)
    while len(game.empty_squares()) > 3 or game.to_move < 0:
        game.apply(game.random_answer(rnd))
    best = bench_expert.reference_solve(game, None, 200_000)
    assert best is not None
    others = [a for a in game.legal_answers() if a != best.answer]
    assert others
    for answer in (best.answer, others[-1]):
        alone = bench_expert.reference_value(game, answer, 200_000)
        assert bench_expert._check((game, answer, 200_000)) == (3, best.value, alone)

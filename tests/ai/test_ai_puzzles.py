"""Practice puzzles: each loads, reaches its position, and its goal is proven solvable."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from momon_desktop.ai.puzzles import (
    PuzzleError,
    answer_to_move,
    best_snatch,
    goal_met,
    hint,
    load_puzzle,
    load_puzzles,
    parse_puzzle,
    scenario_answer,
    solve,
)
from momon_desktop.cards import CardPool, check_deck
from momon_desktop.engine import Game

PUZZLES = sorted((Path(__file__).resolve().parents[2] / "resources" / "puzzles").glob("*.json"))


def test_at_least_ten_puzzles(puzzles_dir: Path) -> None:
    puzzles = load_puzzles(puzzles_dir)
    assert len(puzzles) >= 10
    assert len({p.id for p in puzzles}) == len(puzzles)
    assert {p.goal.kind for p in puzzles} >= {"win", "snatch"}


@pytest.mark.parametrize("path", PUZZLES, ids=[p.stem for p in PUZZLES])
def test_puzzle_is_solvable(path: Path, pool: CardPool) -> None:
    puzzle = load_puzzle(path)
    assert puzzle.info.title.en and puzzle.info.title.th
    assert puzzle.goal.text.en and puzzle.goal.text.th
    assert not check_deck(puzzle.first_deck, puzzle.format, pool)
    assert not check_deck(puzzle.second_deck, puzzle.format, pool)
    game = puzzle.start(pool.get)
    assert game.awaiting is not None and game.awaiting.is_turn_summon
    solution = solve(puzzle, game)
    assert solution.solvable, (puzzle.id, solution)
    assert solution.answer is not None and game.is_legal(solution.answer)


@pytest.mark.parametrize("path", PUZZLES[:3], ids=[p.stem for p in PUZZLES[:3]])
def test_hint_is_legal(path: Path, pool: CardPool) -> None:
    game = load_puzzle(path).start(pool.get)
    assert game.is_legal(hint(game, 0))


def _play_solution(puzzle_path: Path, pool: CardPool) -> tuple[Game, Game]:
    """Play the solver's answers for the solver and the opponent's best replies."""
    puzzle = load_puzzle(puzzle_path)
    start = puzzle.start(pool.get)
    game = start.copy()
    seat = start.to_move
    while goal_met(puzzle, start, game) is None:
        if puzzle.goal.kind == "snatch" and game.to_move == seat:
            answer = best_snatch(game)[1]
        else:
            answer = solve(puzzle, game).answer
        assert answer is not None
        game.apply(answer)
    return start, game


def test_following_the_solution_meets_the_goal(pool: CardPool) -> None:
    for path in (PUZZLES[0], PUZZLES[6]):
        puzzle = load_puzzle(path)
        start, game = _play_solution(path, pool)
        assert goal_met(puzzle, start, game) is True


def test_answer_round_trip(pool: CardPool) -> None:
    puzzle = load_puzzle(PUZZLES[0])
    game = puzzle.start(pool.get)
    for answer in game.legal_answers()[:20]:
        again = scenario_answer(game, answer_to_move(game, answer))
        assert game.setup.defs[again.card].id == game.setup.defs[answer.card].id  # type: ignore[union-attr]


def test_bad_puzzle_files_are_refused(tmp_path: Path, pool: CardPool) -> None:
    data = json.loads(PUZZLES[0].read_text(encoding="utf-8"))
    data["puzzle"]["goal"]["kind"] = "checkmate"
    with pytest.raises(PuzzleError, match="goal"):
        parse_puzzle(data, "bad.json")
    data = json.loads(PUZZLES[0].read_text(encoding="utf-8"))
    data["moves"].insert(0, {"summon": "no-such-card", "to": "A1"})
    with pytest.raises(PuzzleError, match="move 0"):
        parse_puzzle(data, "bad.json").start(pool.get)
    broken = tmp_path / "broken.json"
    broken.write_text("{", encoding="utf-8")
    with pytest.raises(PuzzleError, match="line 1"):
        load_puzzle(broken)

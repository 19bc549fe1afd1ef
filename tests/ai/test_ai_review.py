"""The game review (``ai/review.py``) and the ``review`` command: values against an
independent exhaustive solve, the marks and their thresholds, the JSON of the command
and its refusal of bad input."""

from __future__ import annotations

import io
import json
import os
import random

import pytest

from momon_desktop.ai.evaluate import terminal_value
from momon_desktop.ai.review import (
    MARKS,
    ReviewCancelled,
    mark_for,
    momon_value,
    review_decision,
    review_positions,
)
from momon_desktop.cards import bundled_decks, bundled_pool
from momon_desktop.engine import Game, Setup
from momon_desktop.review import run
from momon_desktop.storage import CardLibrary, FirstPlayer, make_record, save_record

pytestmark = pytest.mark.rules("7.3.1", "7.3.2")


def new_game(seed: int) -> Game:
    pool = bundled_pool()
    decks = bundled_decks()
    return Setup([pool.get(c) for c in decks[0].cards],
                 [pool.get(c) for c in decks[-1].cards]).new_game(seed)


def solve(game: Game, seat: int) -> int:
    """The exact value of ``game`` for ``seat`` by plain minimax over every answer."""
    if game.result is not None:
        return terminal_value(game, seat)
    best: int | None = None
    for a in game.legal_answers():
        game.apply(a)
        v = solve(game, seat)
        game.undo()
        if best is None or (v > best if game.to_move == seat else v < best):
            best = v
    assert best is not None
    return best


def endgame_with_a_thrown_win(seed: int) -> tuple[Game, object, int]:
    """A position with three turns left where the player to move wins with best play
    and some legal answer loses: (position, the losing answer, its exact value)."""
    rng = random.Random(seed)
    for attempt in range(200):
        g = new_game(seed * 1000 + attempt)
        while not g.over and g.turns[0] + g.turns[1] < 13:
            g.apply(g.random_answer(rng))
        if g.over or len(g.legal_answers()) < 2:
            continue
        seat = g.to_move
        values = []
        for a in g.legal_answers():
            g.apply(a)
            values.append((solve(g, seat), a))
            g.undo()
        top = max(v for v, _ in values)
        worst = min(values, key=lambda va: va[0])
        if top > 0 > worst[0]:
            return g, worst[1], worst[0]
    raise AssertionError("no position with a thrown win found")


def test_a_thrown_win_is_a_blunder_with_the_exact_values():
    game, losing, exact = endgame_with_a_thrown_win(3)
    seat = game.to_move
    best_exact = solve(game.copy(), seat)
    r = review_decision(game, losing, seat, 0)
    assert r.exact
    assert r.mark == "blunder"
    assert (r.value, r.outcome) == momon_value(exact)
    assert (r.best_value, r.best_outcome) == momon_value(best_exact)
    assert r.best_outcome == "win" and r.outcome == "loss"
    # The better answer is one that keeps the win.
    g = game.copy()
    g.apply(r.best)
    assert solve(g, seat) == best_exact


def test_the_best_answer_is_marked_best_and_loses_nothing():
    game, _losing, _exact = endgame_with_a_thrown_win(5)
    seat = game.to_move
    best_exact = solve(game.copy(), seat)
    for a in game.legal_answers():
        g = game.copy()
        g.apply(a)
        if solve(g, seat) == best_exact:
            r = review_decision(game, a, seat, 0)
            assert r.mark == "best" and r.loss == 0 and r.value == r.best_value
            return
    raise AssertionError("no best answer")


def test_marks_follow_the_documented_thresholds():
    assert [mark_for(x, None, None) for x in (0, 0.4, 1, 2, 3, 4, 5)] == [
        "best", "best", "good", "inaccuracy", "mistake", "mistake", "blunder"]
    # A proven loss where a better answer does not lose is a blunder at any margin.
    assert mark_for(1, "loss", "win") == "blunder"
    assert mark_for(1, "loss", None) == "blunder"
    assert mark_for(1, "loss", "loss") == "good"
    assert set(MARKS) == {"best", "good", "inaccuracy", "mistake", "blunder"}


def random_record(tmp_path, seed: int = 11):
    g = new_game(seed)
    rng = random.Random(seed)
    while not g.over:
        g.apply(g.random_answer(rng))
    record = make_record(g, CardLibrary.bundled(), "standard", ("Ada", "Boon"),
                         FirstPlayer(method="random", seed=seed))
    path = tmp_path / "game.momon.json"
    save_record(path, record)
    return path, g


def test_the_review_command_prints_one_object_per_decision(tmp_path):
    path, game = random_record(tmp_path)
    out = io.StringIO()
    assert run([str(path), "--nodes", "800"], out) == 0
    rows = json.loads(out.getvalue())
    assert len(rows) == len(game.history)
    seats = game.answer_seats()
    for i, row in enumerate(rows):
        assert row["decision"] == i
        assert row["player"] == ("first", "second")[seats[i]]
        assert set(row) >= {"move", "best", "value", "best_value", "mark", "exact", "loss"}
        assert row["mark"] in MARKS
        assert row["loss"] >= 0
        if row["mark"] == "best":
            assert row["loss"] < 0.5
    # Random play over a whole game makes mistakes, and the last decisions are solved.
    assert any(r["mark"] != "best" for r in rows)
    assert rows[-1]["exact"]
    # Each line of the array is one decision.
    assert len(out.getvalue().strip().splitlines()) == len(rows) + 2


@pytest.mark.parametrize("content", [b"", b"{not json", b'{"format_version": 3}', b"\xff\xfe"])
def test_a_bad_record_exits_2_with_an_error(tmp_path, content):
    path = tmp_path / "bad.momon.json"
    path.write_bytes(content)
    out = io.StringIO()
    assert run([str(path)], out) == 2
    error = json.loads(out.getvalue())
    assert set(error) == {"error"} and "bad.momon.json" in error["error"]
    assert "Traceback" not in out.getvalue()


def test_a_fifo_a_huge_file_a_missing_file_and_bad_arguments_exit_2(tmp_path):
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    huge = tmp_path / "huge.momon.json"
    with open(huge, "wb") as fh:
        fh.truncate(64 * 1024 * 1024)
    for argv in ([str(fifo)], [str(huge)], [str(tmp_path / "missing.json")], [],
                 ["a", "b"], [str(huge), "--nodes", "x"], [str(huge), "--nodes", "5"]):
        out = io.StringIO()
        assert run(argv, out) == 2, argv
        assert set(json.loads(out.getvalue())) == {"error"}


def test_progress_is_reported_and_a_stop_ends_the_review(tmp_path):
    _path, game = random_record(tmp_path, 12)
    start = new_game(12)
    positions, answers = [], []
    for a in game.history:
        positions.append(start.copy())
        answers.append(a)
        start.apply(a)
    seen: list[tuple[int, int]] = []
    with pytest.raises(ReviewCancelled):
        review_positions(positions, answers, game.answer_seats(), 300,
                         progress=lambda d, t: seen.append((d, t)), stop=lambda: len(seen) >= 3)
    assert seen == [(1, len(answers)), (2, len(answers)), (3, len(answers))]


def test_a_concession_of_a_won_game_is_a_blunder_and_of_a_lost_one_is_not():
    from momon_desktop.engine import Concede

    game, _losing, _exact = endgame_with_a_thrown_win(3)
    seat = game.to_move
    thrown = review_decision(game, Concede(seat), seat, 0)
    assert thrown.outcome == "loss" and thrown.best_outcome == "win"
    assert thrown.mark == "blunder"
    # The other player, who loses against best play, may concede.
    other = review_decision(game, Concede(1 - seat), 1 - seat, 0)
    assert other.best_outcome == "loss" and other.mark == "best"


def won_by_the_player_not_on_turn(seed: int) -> Game:
    """A position three turns from the end that the player not on turn wins with best
    play."""
    rng = random.Random(seed)
    for attempt in range(300):
        g = new_game(seed * 1000 + attempt)
        while not g.over and g.turns[0] + g.turns[1] < 13:
            g.apply(g.random_answer(rng))
        if not g.over and g.to_move in (0, 1) and solve(g.copy(), 1 - g.to_move) > 0:
            return g
    raise AssertionError("no position won by the player not on turn found")


def test_a_concession_by_the_player_not_on_turn_is_weighed_against_waiting():
    from momon_desktop.engine import Concede

    game = won_by_the_player_not_on_turn(5)
    conceder = 1 - game.to_move
    r = review_decision(game, Concede(conceder), conceder, 0)
    # Regression: the concession was given as its own best answer, marked "blunder"
    # with a loss of 0.0, and its two outcomes disagreed.
    assert r.best is None  # better: waiting, not conceding
    assert (r.outcome, r.best_outcome) == ("loss", "win") and r.exact
    assert r.mark == "blunder"
    assert r.best_snatched == () and r.snatched == ()
    # The player on turn, who loses with best play, may concede: that is the best answer.
    other = review_decision(game, Concede(game.to_move), game.to_move, 0)
    assert other.mark == "best" and other.best_outcome == "loss"


def test_a_concession_of_a_lost_game_by_the_player_not_on_turn_is_best_and_agrees():
    from momon_desktop.engine import Concede

    game, _losing, _exact = endgame_with_a_thrown_win(3)
    conceder = 1 - game.to_move  # loses against best play, not on turn
    r = review_decision(game, Concede(conceder), conceder, 0)
    assert r.mark == "best" and r.loss == 0.0
    assert r.best == r.move and (r.value, r.outcome) == (r.best_value, r.best_outcome) == \
        (r.value, "loss")


def test_the_review_command_prints_waiting_as_no_best_move(tmp_path):
    from momon_desktop.engine import Concede

    game = won_by_the_player_not_on_turn(5)
    conceder = 1 - game.to_move
    game.apply(Concede(conceder))
    record = make_record(game, CardLibrary.bundled(), "standard", ("Ada", "Boon"),
                         FirstPlayer(method="choice"))
    path = tmp_path / "conceded.momon.json"
    save_record(path, record)
    out = io.StringIO()
    assert run([str(path), "--nodes", "800"], out) == 0
    last = json.loads(out.getvalue())[-1]
    assert last["move"] == {"concede": ("first", "second")[conceder]}
    assert last["best"] is None and last["mark"] == "blunder"
    assert last["outcome"] == "loss" and last["best_outcome"] == "win"
    for row in json.loads(out.getvalue()):
        if row["best"] == row["move"]:
            assert (row["value"], row["outcome"]) == (row["best_value"], row["best_outcome"])


def test_the_review_benchmark_prints_its_summary_line(capsys):
    import re

    from momon_desktop.benchmarks import review as bench

    assert bench.run(["--games", "1", "--nodes", "200"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert re.fullmatch(r"game 1: \d+ decisions in [\d.]+ s \(processor time [\d.]+ s\); .*",
                        lines[0])
    assert re.fullmatch(r"review: median_s [\d.]+ max_s [\d.]+ decisions \d+ nodes 200", lines[-1])

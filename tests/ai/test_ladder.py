"""The Elo ladder: the fit, the player's rating update, the suggestion rule and the
shipped ladder file (``resources/ai/ladder.json``)."""

from __future__ import annotations

import math
import random

import pytest

from momon_desktop.ai import LEVELS, load_profiles
from momon_desktop.ai.ladder import (
    ANCHOR_RATING,
    K_NEW,
    K_SETTLED,
    NEW_PLAYER_GAMES,
    Ladder,
    LadderEntry,
    Rung,
    expected_score,
    fit_ratings,
    level_rungs,
    load_ladder,
    schedule,
    suggest,
    update_rating,
)
from momon_desktop.benchmarks.ai import ladder_rungs, play_ladder_game
from momon_desktop.cards import resources_dir


def _games(truth: dict[str, float], pairs: list[tuple[str, str]], n: int, seed: int):
    rnd = random.Random(seed)
    out = []
    for a, b in pairs:
        for _ in range(n):
            p = expected_score(truth[a], truth[b])
            out.append((a, b, 1.0 if rnd.random() < p else 0.0))
    return out


def test_the_fit_finds_the_ratings_that_made_the_games_inside_its_intervals() -> None:
    truth = {"w": 800.0, "m": 1010.0, "s": 1290.0, "t": 1150.0}
    pairs = [("m", "w"), ("s", "m"), ("t", "m"), ("s", "t"), ("t", "w")]
    fitted = fit_ratings(_games(truth, pairs, 400, seed=5), "w")
    assert fitted["w"].rating == ANCHOR_RATING
    assert fitted["w"].low == fitted["w"].high == ANCHOR_RATING
    for name, value in truth.items():
        r = fitted[name]
        assert r.low <= value <= r.high, (name, r, value)
        if name != "w":
            assert 0 < r.high - r.low < 120  # 400 games a pairing: a narrow interval
    assert [n for n, _ in sorted(fitted.items(), key=lambda kv: kv[1].rating)] == ["w", "m", "t", "s"]


def test_fewer_games_give_wider_intervals() -> None:
    truth = {"w": 800.0, "m": 1000.0}
    few = fit_ratings(_games(truth, [("m", "w")], 20, seed=1), "w")["m"]
    many = fit_ratings(_games(truth, [("m", "w")], 500, seed=1), "w")["m"]
    assert (few.high - few.low) > 3 * (many.high - many.low)


def test_a_clean_sweep_gives_a_large_but_finite_gap() -> None:
    fitted = fit_ratings([("a", "b", 1.0)] * 20, "b")
    gap = fitted["a"].rating - fitted["b"].rating
    assert math.isfinite(gap) and 400 < gap < 1200
    assert fitted["a"].games == 20 and fitted["a"].score == 20


def test_draws_count_half_and_equal_results_give_equal_ratings() -> None:
    fitted = fit_ratings([("a", "b", 0.5)] * 10 + [("a", "b", 1.0), ("a", "b", 0.0)], "b")
    assert fitted["a"].rating == pytest.approx(ANCHOR_RATING, abs=1e-6)
    assert fitted["a"].score == 6


def test_a_ladder_that_is_not_connected_is_refused() -> None:
    with pytest.raises(ValueError):
        fit_ratings([("a", "b", 1.0), ("c", "d", 0.0)], "a")
    with pytest.raises(ValueError):
        fit_ratings([("a", "b", 1.0)], "z")


def test_the_schedule_places_every_level_and_opponent() -> None:
    rungs = level_rungs(("x", "y", "z")) + [Rung("pat", "y", "defensive", "pat")]
    pairs = {(p.a, p.b) for p in schedule(rungs, 5, ("x", "y", "z"))}
    assert pairs == {("y", "x"), ("z", "x"), ("z", "y"),
                     ("pat", "x"), ("pat", "y"), ("pat", "z")}
    assert all(p.games == 6 for p in schedule(rungs, 5, ("x", "y", "z")))


def test_the_player_rating_moves_by_the_elo_rule() -> None:
    assert update_rating(1000, 1000, 1.0, 0) == pytest.approx(1000 + K_NEW / 2)
    assert update_rating(1000, 1000, 0.0, NEW_PLAYER_GAMES) == pytest.approx(1000 - K_SETTLED / 2)
    assert update_rating(1000, 1000, 0.5, 3) == pytest.approx(1000)
    # beating a much stronger opponent is worth more than beating a weaker one
    up = update_rating(1000, 1400, 1.0, 20) - 1000
    down = update_rating(1000, 600, 1.0, 20) - 1000
    assert up > 20 > 4 > down > 0
    # what one player wins the other would lose
    assert update_rating(1000, 1200, 1.0, 20) - 1000 == pytest.approx(
        1200 - update_rating(1200, 1000, 0.0, 20))


def _ladder(*ratings: tuple[str, float]) -> Ladder:
    return Ladder(tuple(LadderEntry(i, "level", i, "balanced", r, r, r, 10, 5.0)
                        for i, r in ratings))


def test_the_suggestion_is_the_weakest_opponent_rated_above_the_player() -> None:
    ladder = _ladder(("b", 800), ("e", 1000), ("n", 1200), ("h", 1500))
    assert suggest(ladder, 1010).id == "n"
    assert suggest(ladder, 999).id == "e"
    assert suggest(ladder, 700).id == "b"
    assert suggest(ladder, 1600).id == "h"  # above everyone: the top
    assert suggest(ladder, 1010, offered=["b", "e", "h"]).id == "h"
    assert suggest(ladder, 1010, offered=[]) is None


def test_after_a_losing_streak_the_suggestion_steps_down() -> None:
    ladder = _ladder(("b", 800), ("e", 1000), ("n", 1200), ("h", 1500))
    assert suggest(ladder, 1010, [1.0, 0.0]).id == "n"  # one loss: keep climbing
    assert suggest(ladder, 1010, [1.0, 0.0, 0.0]).id == "e"  # two: one below the player
    assert suggest(ladder, 1010, [0.0, 0.0, 0.5]).id == "n"  # a draw ends the streak
    assert suggest(ladder, 700, [0.0, 0.0]).id == "b"  # nobody below: the weakest


# ------------------------------------------------------------------ the shipped ladder


@pytest.fixture(scope="module")
def shipped() -> Ladder:
    return load_ladder(resources_dir() / "ai" / "ladder.json")


def test_the_shipped_ladder_names_every_level_and_opponent(shipped: Ladder) -> None:
    opponents = load_profiles(resources_dir() / "opponents")
    assert {e.id for e in shipped.entries} == set(LEVELS) | {p.id for p in opponents}
    assert {e.id for e in shipped.entries} == {r.id for r in ladder_rungs()}
    for p in opponents:
        entry = shipped.get(p.id)
        assert entry is not None and entry.kind == "opponent"
        assert (entry.level, entry.style) == (p.strength, p.style)
    for entry in shipped.entries:
        assert entry.low <= entry.rating <= entry.high and entry.games > 0
    assert shipped.rating(LEVELS[0]) == ANCHOR_RATING
    measured = shipped.measured
    assert {"games", "seed", "date", "code", "command"} <= set(measured)


def test_the_shipped_levels_rise_from_the_beginner_to_the_top(shipped: Ladder) -> None:
    ratings = [shipped.rating(level) for level in LEVELS]
    assert ratings == sorted(ratings)


@pytest.mark.parametrize("low, high", [("beginner", "easy"), ("easy", "normal")])
def test_a_quick_remeasurement_agrees_with_the_order_of_the_shipped_ladder(
        shipped: Ladder, low: str, high: str) -> None:
    """A few fresh games of two adjacent levels, on other seeds than the measurement:
    the level the file rates higher scores at least half of them."""
    rungs = {r.id: r for r in ladder_rungs()}
    games = 16
    score = sum(play_ladder_game(rungs[high], rungs[low], k, seed=9001) for k in range(games))
    expected = expected_score(shipped.rating(high), shipped.rating(low))
    assert expected > 0.5
    assert score >= games / 2, (high, low, score)

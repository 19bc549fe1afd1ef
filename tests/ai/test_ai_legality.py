"""Every computer player answers every decision legally (P8.2, P9.1, P11.5)."""

from __future__ import annotations

from collections import Counter

import pytest

from momon_desktop.ai import LEVELS, SearchLimits, SearchPlayer, choose_answer, make_player
from momon_desktop.engine import IllegalDecision, Setup

from .conftest import random_positions


@pytest.mark.parametrize(("level", "count"), [("random", 2000), ("greedy", 2000),
                                              ("easy", 2000), ("normal", 300)])
def test_answers_are_legal_in_random_positions(setups: list[Setup], level: str,
                                               count: int) -> None:
    player = make_player(level)
    kinds: Counter[str] = Counter()
    for i, game in enumerate(random_positions(setups, count, seed=sum(map(ord, level)))):
        before = game.state_key()
        decision = game.awaiting
        assert decision is not None
        kinds[decision.kind if not decision.is_turn_summon else "turn_summon"] += 1
        answer = player.choose(game, i)
        assert game.state_key() == before, "choosing must not change the game"
        assert game.is_legal(answer), (level, answer, decision)
    # The positions cover turn Summons and the decisions inside abilities (P11.5).
    assert {"turn_summon", "choose", "yes_no"} <= set(kinds)


def test_search_answers_are_legal_in_many_positions(setups: list[Setup]) -> None:
    """The hard search itself, on a small node budget so thousands of positions fit."""
    player = SearchPlayer("hard", SearchLimits(nodes=150, exact_turns=3, width=8))
    kinds: Counter[str] = Counter()
    for i, game in enumerate(random_positions(setups, 1500, seed=7)):
        decision = game.awaiting
        assert decision is not None
        kinds[decision.kind] += 1
        answer = player.choose(game, i)
        assert game.is_legal(answer), (answer, decision)
    assert {"summon", "choose", "yes_no"} <= set(kinds)


@pytest.mark.parametrize("level", LEVELS)
def test_choose_answer_plays_whole_games(setups: list[Setup], level: str) -> None:
    """``choose_answer`` (the referee's entry point) plays complete games legally."""
    for n, setup in enumerate(setups[:2] if level == "hard" else setups[:6]):
        game = setup.new_game(n)
        move = 0
        while not game.over:
            game.apply(choose_answer(game, level, move))
            move += 1
        assert game.result is not None


def test_levels_are_named_exactly() -> None:
    assert LEVELS == ("beginner", "easy", "normal", "hard", "expert")
    with pytest.raises(ValueError):
        make_player("master")


def test_no_answer_when_the_game_is_over(setups: list[Setup]) -> None:
    game = setups[0].new_game(0)
    while not game.over:
        game.apply(game.legal_answers()[0])
    with pytest.raises(IllegalDecision):
        choose_answer(game, "easy", 0)

"""The naive model of the vanilla rules that ``bench engine`` measures the engine
against (``momon_desktop/benchmarks/naive.py``) plays the same games as the engine:
fed the same answers, the two agree on every Arena, whose turn it is and the Game
Result.  Were they to differ, the model would be no fair yardstick."""

from __future__ import annotations

import random

import pytest

from momon_desktop.benchmarks import naive
from momon_desktop.benchmarks.engine import naive_games, python_games
from momon_desktop.benchmarks.native import random_vanilla_deck
from momon_desktop.engine import Game, Setup, Summon
from momon_desktop.engine.official import Termination


def _arena(game: Game) -> list[tuple[str, int] | None]:
    return [None if c < 0 else (game.defs[c].id, game.ctrl[c]) for c in game.board]


def _model_arena(model: naive.NaiveGame) -> list[tuple[str, int] | None]:
    return [None if place is None else (model.cards[place["card"]]["id"], place["controller"])
            for place in model.arena]


def _play_both(setup: Setup, seed: int, rnd: random.Random) -> tuple[Game, naive.NaiveGame]:
    """One random game, each answer fed to the engine and to the model."""
    game = setup.new_game(seed)
    model = naive.NaiveGame(naive.make_cards(setup.decks))
    while game.result is None or not model.over:
        assert game.result is None and not model.over
        assert game.to_move == model.turn_player
        answer = game.random_answer(rnd)
        assert isinstance(answer, Summon)
        # The model moves the card it is told; the engine the first copy in Hand (P9.1).
        model.summon(game.summoned_copy(answer.card), answer.square)
        game.apply(answer)
        assert _model_arena(model) == _arena(game)
    return game, model


@pytest.mark.rules("P8.2", "P9.1", "P10.2", "P10.3", "7.1.1", "7.1.2", "7.3.1", "7.3.2", "7.3.3")
def test_the_naive_model_and_the_engine_play_the_same_random_vanilla_games() -> None:
    rnd = random.Random(25)
    results = set()
    for i in range(300):
        first, second = random_vanilla_deck(rnd, "a"), random_vanilla_deck(rnd, "b")
        if i % 5 == 4:
            # Short decks run out of cards: a turn with an empty Hand counts (P8.2, 7.1.1).
            first, second = first[:rnd.randint(1, 9)], second[:rnd.randint(1, 9)]
        game, model = _play_both(Setup(first, second), i, rnd)
        assert game.result is not None
        assert game.result.reason is Termination.TURN_LIMIT and not model.arena_full
        assert model.winner == game.result.winner
        assert model.momon == game.result.momon
        assert model.turns == {0: game.turns[0], 1: game.turns[1]}
        results.add((game.result.winner, game.result.tie_break))
    # Both players won games, on the count and on the First Player Token (7.3.3).
    assert results == {(0, False), (1, False), (0, True)}


@pytest.mark.rules("7.2.1", "7.2.2")
def test_the_naive_model_ends_a_game_whose_turn_starts_on_a_full_arena() -> None:
    # Vanilla games never fill the Arena before the turn limit (16 Summons in 16 turns),
    # so the model is set up with one card left to place on a nearly full Arena.
    rnd = random.Random(7)
    setup = Setup(random_vanilla_deck(rnd, "a"), random_vanilla_deck(rnd, "b"))
    model = naive.NaiveGame(naive.make_cards(setup.decks))
    for square in range(15):
        model.arena[square] = {"card": 19, "controller": square % 2}
    model.turns = {0: 3, 1: 3}
    model.summon(model.hands[0][0], 15)
    assert model.over and model.arena_full
    assert model.turns == {0: 4, 1: 4}
    first, second = model.momon
    assert first + second == 16
    assert model.winner == (1 if second > first else 0)  # a tie: the token's holder (7.3.3)


def test_the_benchmark_plays_the_same_number_of_decisions_with_both() -> None:
    rnd = random.Random(3)
    setup = Setup(random_vanilla_deck(rnd, "a"), random_vanilla_deck(rnd, "b"))
    engine, model = python_games(setup, 20, 1), naive_games(setup, 20, 1)
    assert engine.games == model.games == 20
    # Ten-card decks: each game is 16 turn Summons (7.1.1).
    assert engine.decisions == model.decisions == 320
    assert engine.seconds > 0 and model.seconds > 0

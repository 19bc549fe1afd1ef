"""The exact endgame solve agrees with brute-force minimax (7.1, 7.3)."""

from __future__ import annotations

import random
import time

from momon_desktop.ai.evaluate import WIN, terminal_value
from momon_desktop.ai.search import Searcher, SearchLimits, remaining_turns
from momon_desktop.engine import Game, Setup


def brute_force(game: Game) -> int:
    """Plain minimax over every legal answer, valued for the player to move."""
    me = game.to_move
    best = -10 * WIN
    for a in game.legal_answers():
        game.apply(a)
        if game.over:
            v = terminal_value(game, me)
        elif game.to_move == me:
            v = brute_force(game)
        else:
            v = -brute_force(game)
        game.undo()
        best = max(best, v)
    return best


def endgames(setups: list[Setup], count: int, turns_left: int, seed: int) -> list[Game]:
    rnd = random.Random(seed)
    out: list[Game] = []
    while len(out) < count:
        game = setups[rnd.randrange(len(setups))].new_game(rnd.randrange(1000))
        while not game.over and remaining_turns(game) > turns_left:
            game.apply(game.random_answer(rnd))
        if not game.over:
            out.append(game)
    return out


def test_exact_solve_matches_brute_force(setups: list[Setup]) -> None:
    for turns_left in (1, 2, 3):
        for game in endgames(setups, 12, turns_left, seed=turns_left):
            key = game.state_key()
            result = Searcher(limits=SearchLimits(exact_turns=16)).search(game, value_needed=True)
            assert game.state_key() == key
            assert result.exact
            assert result.value == brute_force(game)
            # The chosen answer achieves that value.
            me = game.to_move
            game.apply(result.answer)
            if game.over:
                v = terminal_value(game, me)
            else:
                v = brute_force(game) if game.to_move == me else -brute_force(game)
            game.undo()
            assert v == result.value


def test_iterative_deepening_reaches_the_exact_value(setups: list[Setup]) -> None:
    """Without the jump to the exact solve, deepening finds the same value at the end."""
    for game in endgames(setups, 6, 2, seed=21):
        result = Searcher(limits=SearchLimits(width=None)).search(game, value_needed=True)
        assert result.exact
        assert result.value == brute_force(game)


def test_the_reference_proof_of_a_win_agrees_with_brute_force(setups: list[Setup]) -> None:
    """7.3.2, 7.3.3: Searcher.wins says an answer wins exactly when brute-force minimax
    values it as a win for the player deciding (the First Player Token's tie included)."""
    checked = {True: 0, False: 0}
    for game in endgames(setups, 10, 2, seed=41):
        me = game.to_move
        key = game.state_key()
        for answer in game.legal_answers():
            game.apply(answer)
            if game.over:
                v = terminal_value(game, me)
            else:
                v = brute_force(game) if game.to_move == me else -brute_force(game)
            game.undo()
            said = Searcher(limits=SearchLimits(nodes=1_000_000)).wins(game, answer)
            assert game.state_key() == key
            assert said is (v >= WIN // 2), (game.history, answer, v)
            checked[v >= WIN // 2] += 1
    assert checked[True] >= 5 and checked[False] >= 5


def test_the_reference_proof_says_so_when_its_budget_runs_out(setups: list[Setup]) -> None:
    game = endgames(setups, 1, 6, seed=42)[0]
    answer = game.legal_answers()[0]
    key = game.state_key()
    assert Searcher(limits=SearchLimits(nodes=50)).wins(game, answer) is None
    assert game.state_key() == key


def test_the_search_stops_at_its_cap_of_processor_time(setups: list[Setup]) -> None:
    # an opening position with a budget of nodes no machine spends quickly: the cap of
    # processor time ends it with the answer of the deepest iteration it finished
    game = endgames(setups, 1, 16, 12)[0]
    before = time.thread_time()
    searcher = Searcher(limits=SearchLimits(max_depth=64, nodes=10**9, cpu_seconds=0.2))
    found = searcher.search(game)
    spent = time.thread_time() - before
    assert found.answer in game.legal_answers()
    assert found.nodes < 10**9 and spent < 3.0
    # it says so: the answer depended on the machine's speed
    assert searcher.out_of_time
    # a search that its budget of nodes ends does not
    searcher = Searcher(limits=SearchLimits(max_depth=64, nodes=300, cpu_seconds=60.0))
    assert searcher.search(game).nodes <= 301 and not searcher.out_of_time
